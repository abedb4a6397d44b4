import ClearanceContract
import ClearanceWire
import KeyboardAvoidance
import Testing

/// policy-formulas §1 and §6: `options.policy`, `elements[].kind` and compare's `policies`.
@Suite struct PolicyDecoderTests {
    func options(_ policy: String) -> String { body(#""options":{"policy":\#(policy)}"#) }

    func compareProblem(_ text: String) -> Problem? {
        do throws(Problem) {
            _ = try LayoutDecoder.decodeCompare(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    // The engine's initialisers own every default: an object with only its name is the policy as
    // `Policy.allDefaults` holds it, parameter for parameter.
    @Test(arguments: Policy.allDefaults)
    func anObjectWithOnlyANameHasTheEnginesDefaults(policy: Policy) throws {
        #expect(try decode(options(#"{"name":"\#(policy.name)"}"#)).options.policy == policy)
    }

    @Test func aNameOrAnObjectSelectsThePolicy() throws {
        #expect(try decode(body()).options.policy == .clearance)
        #expect(try decode(body()).options.requestedPolicy == nil)
        #expect(try decode(options(#""flutter""#)).options.policy == .flutter(FlutterPolicy()))
        #expect(try decode(options(#""flutter""#)).options.requestedPolicy != nil)
        let iq = try decode(
            options(
                #"{"keyboardDistance":20,"name":"iqKeyboardManager","version":"6","layoutMargins":{"top":8},"topGuide":91}"#
            )
        ).options.policy
        #expect(
            iq
                == .iqKeyboardManager(
                    IQKeyboardManagerPolicy(major: .v6, keyboardDistance: 20, topGuide: 91, layoutMargins: (8, nil))))
        let flutter = try decode(options(#"{"name":"flutter","scrollPadding":{"bottom":80},"handles":"material"}"#))
        #expect(
            flutter.options.policy
                == .flutter(
                    FlutterPolicy(
                        scrollPadding: EdgeInsets(top: 0, left: 0, bottom: 80, right: 0), handles: .material)))
        let padding = try decode(options(#"{"name":"flutter","scrollPadding":12}"#)).options.policy
        #expect(padding == .flutter(FlutterPolicy(scrollPadding: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12))))
        let rn = try decode(options(#"{"name":"reactNative","behavior":"none","keyboardVerticalOffset":-20}"#))
        #expect(rn.options.policy == .reactNative(ReactNativePolicy(behavior: .none, keyboardVerticalOffset: -20)))
    }

    @Test func kindIsReadPerElement() throws {
        let r = try decode(
            body(
                #""elements":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1},"kind":"textView"},{"id":"b","frame":{"x":0,"y":0,"width":1,"height":1}}]"#
            ))
        #expect(r.elements[0].kind == .textView)
        #expect(r.elements[1].kind == nil)
    }

    @Test func leftOutOffsetAndAdjustmentAreMarked() throws {
        let r = try decode(body())
        #expect(r.container.requestedContentOffset == nil && r.container.requestedInsetAdjustment == nil)
        let given = try decode(
            #"{\#(minimalScreen),"container":{"frame":{"x":0,"y":0,"width":390,"height":844},"contentOffset":{"x":0,"y":0},"insetAdjustment":"never"}}"#
        )
        #expect(given.container.requestedContentOffset != nil && given.container.requestedInsetAdjustment != nil)
    }

    /// Every error of policy-formulas §6 with its pointer.
    @Test(arguments: [
        (#"12"#, "/options/policy"),
        (#"true"#, "/options/policy"),
        (#""uikit""#, "/options/policy"),
        (#"{"name":"androidPan"}"#, "/options/policy/name"),
        (#"{"name":7}"#, "/options/policy/name"),
        (#"{"version":"8"}"#, "/options/policy/name"),
        (#"{"name":"clearance","keyboardDistance":1}"#, "/options/policy/keyboardDistance"),
        (#"{"name":"flutter","keyboardDistance":1}"#, "/options/policy/keyboardDistance"),
        (#"{"name":"flutter","bogus":1}"#, "/options/policy/bogus"),
        (#"{"name":"iqKeyboardManager","keyboardDistance":-1}"#, "/options/policy/keyboardDistance"),
        (#"{"name":"iqKeyboardManager","version":"7"}"#, "/options/policy/version"),
        (#"{"name":"iqKeyboardManager","version":8}"#, "/options/policy/version"),
        (#"{"name":"iqKeyboardManager","restoreContentOffset":"yes"}"#, "/options/policy/restoreContentOffset"),
        (#"{"name":"iqKeyboardManager","layoutMargins":{"top":-1}}"#, "/options/policy/layoutMargins/top"),
        (#"{"name":"iqKeyboardManager","layoutMargins":{"left":1}}"#, "/options/policy/layoutMargins/left"),
        (#"{"name":"tpKeyboardAvoiding","version":"1.3.4"}"#, "/options/policy/version"),
        (#"{"name":"swiftUI","contentAlignment":"leading"}"#, "/options/policy/contentAlignment"),
        (#"{"name":"reactNative","behavior":"resize"}"#, "/options/policy/behavior"),
        (#"{"name":"keyboardController","bottomOffset":-3}"#, "/options/policy/bottomOffset"),
        (#"{"name":"flutter","scrollPadding":-1}"#, "/options/policy/scrollPadding"),
        (#"{"name":"flutter","scrollPadding":{"top":-1}}"#, "/options/policy/scrollPadding/top"),
        (#"{"name":"flutter","scrollPadding":"20"}"#, "/options/policy/scrollPadding"),
        (#"{"name":"flutter","handles":"holo"}"#, "/options/policy/handles"),
        (#"{"name":"androidAdjustResize","fadingEdge":-8}"#, "/options/policy/fadingEdge"),
    ])
    func policyErrorsPointAtTheField(policy: String, pointer: String) {
        let p = problem(options(policy))
        #expect(p?.status == 422)
        #expect(p?.errors.map(\.pointer) == [pointer], "\(p?.errors ?? [])")
    }

    @Test func unknownNamesListEveryKnownName() {
        // v1.2: a policy that is neither a string nor an object names every known policy too.
        for text in [#""uikit""#, #"{"name":"uikit"}"#, #"{}"#, "12", "true", #"["flutter"]"#] {
            let message = problem(options(text))?.errors.first?.message ?? ""
            for name in Policy.names { #expect(message.contains("\"\(name)\""), "\(message)") }
        }
    }

    /// v1.2 (policy-formulas §2): `null` is an absent member: `options.policy: null` is the default
    /// policy, and a parameter given as `null` takes its default.
    @Test func nullIsAnAbsentMember() throws {
        let absent = try decode(options("null"))
        #expect(absent.options.policy == .clearance)
        let flutter = try decode(options(#"{"name":"flutter","scrollPadding":null,"resizeToAvoidBottomInset":null}"#))
        #expect(flutter.options.policy == .flutter(FlutterPolicy()))
        let iq = try decode(options(#"{"name":"iqKeyboardManager","keyboardDistance":null,"version":null}"#))
        #expect(iq.options.policy == .iqKeyboardManager(IQKeyboardManagerPolicy()))
    }

    @Test func kindMustBeOneOfThree() {
        let p = problem(body(#""elements":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1},"kind":"button"}]"#))
        #expect(p?.errors.map(\.pointer) == ["/elements/0/kind"])
    }

    @Test func policiesBelongToCompareOnly() {
        #expect(pointers(body(#""policies":["flutter"]"#)) == ["/policies"])
        #expect(compareProblem(body(#""policies":["flutter","compose"]"#)) == nil)
    }

    @Test(arguments: [
        (#""flutter""#, "/policies"),
        (#"[]"#, "/policies"),
        (#"[\#(Array(repeating: #""compose""#, count: 33).joined(separator: ","))]"#, "/policies"),
        (#"["flutter",3]"#, "/policies/1"),
        (#"["flutter","pan"]"#, "/policies/1"),
        (#"[{"name":"flutter","fadingEdge":1}]"#, "/policies/0/fadingEdge"),
        (#"[{"handles":"material"}]"#, "/policies/0/name"),
    ])
    func comparePolicyErrors(policies: String, pointer: String) {
        let p = compareProblem(body(#""policies":\#(policies)"#))
        #expect(p?.status == 422)
        #expect(p?.errors.map(\.pointer) == [pointer], "\(p?.errors ?? [])")
    }

    @Test func aMatrixTemplateKeepsThePolicyAndWhatWasLeftOut() throws {
        let body =
            #"{"request":{"elements":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1}}],"focus":"a","options":{"policy":"reactNativeScrollView"}},"devices":["iphone-se"]}"#
        let query = try Array(body.utf8).withUnsafeBytes { raw throws(Problem) in try LayoutDecoder.decodeMatrix(raw) }
        #expect(query.draft.options.policy == .reactNativeScrollView(ReactNativeScrollViewPolicy()))
        #expect(query.draft.container.requestedInsetAdjustment == nil)
    }

    @Test func compareDefaultsToAllTwelveAndKeepsRepeats() throws {
        #expect(try LayoutDecoder.decodeCompare(Array(body().utf8)).policies == Policy.allDefaults)
        let twice = try LayoutDecoder.decodeCompare(Array(body(#""policies":["compose","compose"]"#).utf8))
        #expect(twice.policies == [.compose(ComposePolicy()), .compose(ComposePolicy())])
    }
}
