import ClearanceContract
import DeviceCatalog
import KeyboardAvoidance
import LayoutMatrix
import Testing

@testable import ClearanceWire

/// The request schema's fields (`SchemaField`): the decoder reports missing required members
/// from them, and the document's request schemas are generated from them.
@Suite struct SchemaFieldTests {
    static func errors(_ body: String) -> [String] {
        do throws(Problem) {
            _ = try LayoutDecoder.decodeLayout(Array(body.utf8))
            return []
        } catch {
            return error.errors.map { "\($0.pointer): \($0.message)" }
        }
    }

    static let base =
        #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}}"#

    /// Each required member missing is reported at its pointer, with its field's message (a
    /// policy's `name` lists the policies), by the one reader every object goes through.
    @Test func missingRequiredMembersComeFromTheFields() {
        let body =
            Self.base
            + #","elements":[{"frame":{"x":0,"y":0,"width":1,"height":1}}],"pinned":[{"id":"p"}],"#
            + #""options":{"policy":{}}}"#
        #expect(
            Self.errors(body) == [
                "/elements/0/id: is required", "/pinned/0/frame: is required",
                "/options/policy/name: is required: one of the known policies: \(Policy.wire.list)",
            ])
        #expect(ElementMember.requiredMembers.members == [.id, .frame])
        #expect(PolicyParameter.requiredMembers.members == [.name])
        #expect(OptionMember.requiredMembers.members.isEmpty)
    }

    /// The name table a reader holds carries each member's required-ness and number rule as its
    /// field declares them (read once, so reading a number never builds a field), and a geometry
    /// object's members are all required unless it says otherwise.
    /// A member read from its field alone stores its value at a key path of the value's type
    /// into the object its members fill (the generic reader would stop at a mismatch); of the
    /// objects, only the options have such members today (a container's `scrollable`, in most
    /// requests, keeps a case of its own in the reader: the stored reader builds the field).
    @Test func storedMembersHaveKeyPathsOfTheirValuesType() {
        func check<M: DocumentedMembers, Target>(_: M.Type, into _: Target.Type) -> Int {
            var stored = 0
            for member in M.allCases {
                guard let path = member.field.stores else { continue }
                stored += 1
                func writes<V>(_: V.Type) -> Bool {
                    path is WritableKeyPath<Target, V> || path is WritableKeyPath<Target, V?>
                }
                func writesEnumeration<V: WireEnum>(_: V.Type) -> Bool { writes(V.self) }
                func writesList<L: WireEnumList>(_: L.Type) -> Bool { writes([L.Value].self) }
                switch member.field.value {
                case .boolean: #expect(writes(Bool.self), "\(M.self).\(member)")
                case .number: #expect(writes(Double.self), "\(M.self).\(member)")
                case .string: #expect(writes(String.self), "\(M.self).\(member)")
                case .component:
                    // An enumeration, read by its own table of wire strings.
                    let values = type(of: path).valueType as? any WireEnum.Type
                    #expect(values.map { writesEnumeration($0) } == true, "\(M.self).\(member)")
                case .enumList:
                    // An array of an enumeration: a non-empty list of distinct values.
                    let lists = type(of: path).valueType as? any WireEnumList.Type
                    #expect(lists.map { writesList($0) } == true, "\(M.self).\(member)")
                default:
                    Issue.record(
                        "\(M.self).\(member): a stored member must be a boolean, a number, a string or an enumeration")
                }
            }
            return stored
        }
        #expect(check(OptionMember.self, into: Options.self) == 2)
        #expect(check(MatrixMember.self, into: MatrixSpec.self) == 5)
        func none<M: DocumentedMembers>(_: M.Type) -> Bool { M.allCases.allSatisfy { $0.field.stores == nil } }
        #expect(none(RootMember.self) && none(WindowMember.self) && none(ContainerMember.self))
        #expect(none(ElementMember.self) && none(PinnedMember.self) && none(AnimationMember.self))
        #expect(none(DeviceMember.self) && none(PolicyParameter.self) && none(MarginMember.self))
        #expect(none(BatchMember.self) && none(StretchMember.self))
    }

    /// The generic reader stores what it reads and says why a wrong value is wrong at the
    /// member's pointer (the container's `scrollable`, which keeps a case of its own in the
    /// reader, is checked beside them both ways).
    @Test func storedMembersAreReadFromTheirFields() throws {
        let screen = #""screen":{"width":390,"height":844}"#
        let elements =
            #""container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"elements":[{"id":"a","frame":{"x":0,"y":0,"width":10,"height":10}}]"#
        let read = try Array(
            #"{\#(screen),\#(elements),"options":{"scrollTarget":"a","followsUndockedKeyboard":true}}"#.utf8
        )
        .withUnsafeBytes { raw throws(Problem) in try LayoutDecoder.decode(raw) }
        #expect(read.options.scrollTarget == "a" && read.options.followsUndockedKeyboard)
        #expect(read.container.scrollable)
        let fixed = try Array(
            #"{\#(screen),"container":{"frame":{"x":0,"y":0,"width":390,"height":844},"scrollable":false}}"#.utf8
        )
        .withUnsafeBytes { raw throws(Problem) in try LayoutDecoder.decode(raw) }
        #expect(!fixed.container.scrollable)
        #expect(
            Self.errors(#"{\#(screen),\#(elements),"options":{"followsUndockedKeyboard":1,"scrollTarget":false}}"#) == [
                "/options/followsUndockedKeyboard: must be a boolean, not a number",
                "/options/scrollTarget: must be a string, not a boolean",
            ])
        // `device`'s members and a pinned view's `pin` keep cases of their own (they come with
        // design tools' requests); they are read with the same messages.
        let device =
            #"{"id":"iphone-se","orientation":"landscape","keyboard":"hardwareBar","keyboardType":"numberPad","ios":"18","accessoryHeight":44}"#
        var setup: DeviceSetup?
        _ = try LayoutDecoder.decodeLayout(Array(#"{"device":\#(device)}"#.utf8)) { setup = $0 }
        #expect(
            setup
                == DeviceSetup(
                    id: "iphone-se", orientation: .landscape, keyboard: .hardwareBar, keyboardType: .numberPad,
                    ios: Release(major: 18), accessoryHeight: 44))
        #expect(
            Self.errors(#"{"device":{"id":"iphone-se","orientation":"sideways","ios":18,"accessoryHeight":-1}}"#) == [
                #"/device/orientation: must be one of "portrait", "landscape""#,
                #"/device/ios: must be a release written "27" or "26.2", not a number"#,
                "/device/accessoryHeight: must not be negative",
            ])
        // Left out, a pinned view's `pin` is the engine initialiser's.
        let frame = #""frame":{"x":0,"y":700,"width":390,"height":50}"#
        let pinned = try decode(
            #"{\#(screen),\#(elements),"pinned":[{"id":"go",\#(frame),"pin":"keyboard"},{"id":"bar",\#(frame)}]}"#)
        #expect(pinned.pinned.map(\.pin) == [.keyboard, PinnedView(id: "", frame: .zero).pin])
        #expect(pinned.pinned.map(\.id) == ["go", "bar"])
        #expect(pinned.pinned.map(\.frame) == Array(repeating: Rect(x: 0, y: 700, width: 390, height: 50), count: 2))
        #expect(
            Self.errors(#"{\#(screen),\#(elements),"pinned":[{"id":"go",\#(frame),"pin":"top"}]}"#) == [
                #"/pinned/0/pin: must be one of "bottom", "keyboard", "none""#
            ])
        // A matrix's lists and its figure choice are stored; a list must be non-empty and distinct.
        func matrix(_ members: String) -> Result<MatrixQuery, Problem> {
            Array(#"{"request":{},"devices":["iphone-se"]\#(members)}"#.utf8).withUnsafeBytes { raw in
                Result { () throws(Problem) in try LayoutDecoder.decodeMatrix(raw) }
            }
        }
        let lists =
            #","orientations":["landscape"],"keyboards":["hidden","predictive"],"keyboardTypes":["numberPad"],"#
            + #""ios":["18","26"],"figures":"measured""#
        let spec = try matrix(lists).get().spec
        #expect(spec.orientations == [.landscape] && spec.keyboards == [.hidden, .predictive])
        #expect(
            spec.keyboardTypes == [.numberPad] && spec.ios == [Release(major: 18), Release(major: 26)]
                && spec.figures == .measured)
        let defaults = try matrix("").get().spec
        #expect(defaults.orientations == MatrixSpec().orientations && defaults.ios == MatrixSpec().ios)
        guard case .failure(let problem) = matrix(#","orientations":[],"keyboards":["hidden","hidden"],"ios":[17]"#)
        else {
            Issue.record("a matrix with bad lists was read")
            return
        }
        #expect(
            problem.errors.map { "\($0.pointer): \($0.message)" } == [
                "/orientations: must name at least one of orientations",
                "/keyboards/1: is a repeat",
                #"/ios/0: must be a release written "27" or "26.2", not a number"#,
            ])
    }

    @Test func nameTablesHoldTheFieldsRulesAndRequiredMembers() {
        func check<M: DocumentedMembers & NamedMembers>(_: M.Type) {
            for member in M.allCases {
                #expect(member.rule == member.field.numberRule, "\(M.self).\(member)")
                #expect(
                    (M.names.requiredBits >> UInt32(member.rawValue)) & 1 == (member.field.required ? 1 : 0),
                    "\(M.self).\(member)")
            }
        }
        check(RootMember.self)
        check(WindowMember.self)
        check(ContainerMember.self)
        check(ElementMember.self)
        check(PinnedMember.self)
        check(OptionMember.self)
        check(AnimationMember.self)
        check(DeviceMember.self)
        check(PolicyParameter.self)
        check(MarginMember.self)
        check(BatchMember.self)
        check(MatrixMember.self)
        check(StretchMember.self)
        #expect(RectMember.names.requiredBits == 0b1111)
        #expect(PointMember.names.requiredBits == 0b11)
        #expect(InsetMember.names.requiredBits == 0)
        #expect(AnimationMember.duration.rule == .nonNegative)
        let noY = #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"width":390,"height":844}}}"#
        #expect(
            Self.errors(noY) == [
                "/container/frame/y: is required"
            ])
    }

    /// The geometry inputs are generated from the rules the reader applies: an element's frame
    /// needs an area, insets leave an edge out as 0, a rect needs every member.
    @Test func geometryInputsComeFromTheReadersRules() {
        func object(_ name: String) -> RequestSchemaDocument.Object {
            RequestSchemaDocument.objects.first { $0.name == name }!
        }
        let frame = object("ElementFrame").members
        #expect(frame.map(\.name) == ["x", "y", "width", "height"])
        #expect(RequestSchemaDocument.yaml(frame[2].field).contains("exclusiveMinimum: 0"))
        #expect(frame.allSatisfy { $0.field.required })
        let insets = object("InsetsInput").members
        #expect(insets.allSatisfy { !$0.field.required && RequestSchemaDocument.yaml($0.field).contains("default: 0") })
        #expect(object("RectInput").members.map { $0.field.numberRule } == [.any, .any, .nonNegative, .nonNegative])
        let zeroWidth = Self.base + #","elements":[{"id":"a","frame":{"x":0,"y":0,"width":0,"height":1}}]}"#
        #expect(Self.errors(zeroWidth) == ["/elements/0/frame/width: must be greater than zero"])
    }

    /// Each keyboard form requires the member that gives its frame and leaves out the other
    /// two, as the reader allows one; without a source `state` may only be `hidden`.
    @Test func keyboardFormsComeFromTheMembers() {
        for source in [KeyboardMember.frame, .height, .userInfo] {
            let form = KeyboardMember.form(by: source)
            #expect(form.map(\.name) == ["state", "frame", "height", "userInfo", "animation", "accessoryHeight"])
            for (name, field) in form {
                let member = KeyboardMember.allCases.first { $0.wireName == name }!
                #expect(field.required == (member == source), "\(source) \(name)")
                if member.givesFrame && member != source {
                    #expect(RequestSchemaDocument.yaml(field) == ["const: null"], "\(source) \(name)")
                }
            }
        }
        let none = KeyboardMember.form(by: nil)
        #expect(none.allSatisfy { !$0.field.required })
        #expect(
            RequestSchemaDocument.yaml(none[0].field).contains("  - $ref: '#/components/schemas/KeyboardHiddenState'"))
        #expect(KeyboardMember.height.rule == .nonNegative && KeyboardMember.accessoryHeight.rule == .nonNegative)
    }

    /// A number member's range is its field's rule: the reader rejects what the document's
    /// minimum excludes.
    @Test func numberRangesComeFromTheFields() {
        #expect(OptionMember.minimumDistance.rule == .nonNegative)
        #expect(
            Self.errors(Self.base + #","options":{"minimumDistance":-1}}"#) == [
                "/options/minimumDistance: must not be negative"
            ])
        let options = RequestSchemaDocument.objects.first { $0.name == "Options" }!
        let lines = RequestSchemaDocument.yaml(options.members.first { $0.name == "minimumDistance" }!.field)
        #expect(lines.contains("minimum: 0"))
        #expect(lines.contains("default: \(RequestSchemaDocument.number(Options().minimumDistance))"))
    }

    /// Every generated object holds each member of its enum once, in case order, and only the
    /// members the object takes (a policy's own parameters).
    @Test func theDocumentListsEveryMemberOnce() {
        let objects = Dictionary(uniqueKeysWithValues: RequestSchemaDocument.objects.map { ($0.name, $0) })
        #expect(objects["Options"]?.members.map(\.name) == OptionMember.allCases.map(\.wireName))
        #expect(objects["Container"]?.members.map(\.name) == ContainerMember.allCases.map(\.wireName))
        #expect(objects["LayoutRequest"]?.members.map(\.name).contains("policies") == false)
        #expect(objects["CompareRequest"]?.members.map(\.name).contains("policies") == true)
        #expect(
            objects["FlutterPolicy"]?.members.map(\.name) == [
                "name", "resizeToAvoidBottomInset", "scrollPadding", "handles",
            ])
        #expect(objects["ClearancePolicy"]?.members.map(\.name) == ["name"])
        #expect(RequestSchemaDocument.names.count == Set(RequestSchemaDocument.names).count)
    }

    /// The closed string sets requests take are the decoder's own tables, and the policy union
    /// names one generated object per policy: a value the document lists is one the decoder
    /// reads, and one it does not list is a 422.
    @Test func stringSetsAndThePolicyUnionComeFromTheDecodersTables() throws {
        let choices = Dictionary(uniqueKeysWithValues: RequestSchemaDocument.choices.map { ($0.name, $0.shape) })
        func strings(_ name: String) -> [String] {
            guard case .strings(let values)? = choices[name] else { return [] }
            return values
        }
        #expect(strings("PolicyName") == Policy.allDefaults.map(\.name))
        #expect(strings("Pin") == Pin.allCases.map(\.rawValue))
        #expect(strings("ContentAlignment") == ["center", "top", "bottom"])
        #expect(strings("IQKeyboardManagerVersion") == ["8", "6"])
        #expect(strings("TPKeyboardAvoidingVersion") == ["1.3.5"])
        guard case .tagged(let property, let tagged)? = choices["PolicyObject"] else {
            Issue.record("PolicyObject is not a tagged union")
            return
        }
        #expect(property == "name")
        #expect(tagged.map(\.tag) == Policy.allDefaults.map(\.name))
        let objects = Set(RequestSchemaDocument.objects.map(\.name))
        #expect(tagged.allSatisfy { objects.contains($0.schema) })
        // Each listed version is read, and selects its line; one not listed is refused.
        for version in strings("IQKeyboardManagerVersion") {
            let body = Self.base + #","options":{"policy":{"name":"iqKeyboardManager","version":"\#(version)"}}}"#
            let decoded = try LayoutDecoder.decodeLayout(Array(body.utf8))
            guard case .iqKeyboardManager(let policy) = decoded.request.options.policy else {
                Issue.record("version \(version) did not decode to IQKeyboardManager")
                continue
            }
            #expect(policy.major.rawValue == version)
        }
        for version in strings("TPKeyboardAvoidingVersion") {
            let body = Self.base + #","options":{"policy":{"name":"tpKeyboardAvoiding","version":"\#(version)"}}}"#
            #expect(Self.errors(body).isEmpty)
        }
        #expect(
            Self.errors(Self.base + #","options":{"policy":{"name":"iqKeyboardManager","version":"7"}}}"#)
                == [#"/options/policy/version: must be one of "8", "6" for iqKeyboardManager"#])
    }

    /// Docs are written as YAML reads them back: quoted where a plain scalar would mean
    /// something else, several lines as a literal block.
    @Test func scalarsAreQuotedWhereYAMLNeedsIt() {
        #expect(RequestSchemaDocument.scalar("26") == "'26'")
        #expect(RequestSchemaDocument.scalar("`x` y") == "'`x` y'")
        #expect(RequestSchemaDocument.scalar("a: b") == "'a: b'")
        #expect(RequestSchemaDocument.scalar("it's") == "it's")
        #expect(RequestSchemaDocument.scalar("'q'") == "'''q'''")
        #expect(RequestSchemaDocument.description("a\nb", indent: "") == ["description: |", "  a", "  b"])
    }
}
