import ClearanceContract
import ClearanceJSON
import KeyboardAvoidance

/// `options.policy`, `policies` (compare) and the parameters of each policy (policy-formulas §1, §6).
extension RequestDecoder {
    /// Every known policy name, quoted, for messages.
    static var policyNameList: String { Policy.wireList }

    /// The parameters a policy object gave, as read.
    private struct GivenParameters {
        var version: String?
        var numbers: [PolicyParameter: Double] = [:]
        var bools: [PolicyParameter: Bool] = [:]
        var margins: (top: Double?, bottom: Double?)?
        var scrollPadding: EdgeInsets?
        var contentAlignment: SwiftUIPolicy.ContentAlignment?
        var behavior: ReactNativePolicy.Behavior?
        var handles: FlutterPolicy.Handles?
    }

    /// A policy selector: a name, or `{"name": n, <parameters>}`; `nil` after recording why not.
    mutating func readPolicy() throws(SyntaxError) -> Policy? {
        let what = "a policy name or an object {\"name\", parameters}"
        switch try valueKind() {
        case .string:
            return try readPolicyName()
        case .object:
            return try readPolicyObject()
        default:
            // Whatever else it is, the message names every policy it could be (§6, v1.2).
            _ = try expect(.string, "\(what), one of \(Self.policyNameList)")
            return nil
        }
    }

    /// The policy the string at the position names, with its default parameters; `nil` after
    /// recording why not.
    private mutating func readPolicyName() throws(SyntaxError) -> Policy? {
        let token = try reader.readString()
        guard let k = index(of: token, in: Policy.wire.names) else {
            fail("must be one of the known policies: \(Self.policyNameList)")
            return nil
        }
        return Policy.wire[k]
    }

    private mutating func readPolicyObject() throws(SyntaxError) -> Policy? {
        let before = errors.count
        var named: Policy?
        var given = GivenParameters()
        let present = try readObject(PolicyParameter.self) {
            (d: inout RequestDecoder, p: PolicyParameter) throws(SyntaxError) in
            switch p {
            case .name:
                guard try d.expect(.string, "one of the known policies: \(Self.policyNameList)") else { return }
                named = try d.readPolicyName()
            case .version: given.version = try d.readString()
            case .restoreContentOffset, .disableScrollOnKeyboardHide, .resizeToAvoidBottomInset:
                given.bools[p] = try d.readBool()
            case .layoutMargins: given.margins = try d.readMargins()
            case .contentAlignment: given.contentAlignment = try d.readEnum(SwiftUIPolicy.ContentAlignment.self)
            case .behavior: given.behavior = try d.readEnum(ReactNativePolicy.Behavior.self)
            case .keyboardVerticalOffset, .frameY, .extraKeyboardSpace, .keyboardDistance, .topGuide,
                .rootSafeAreaBottom, .bottomOffset, .fadingEdge:
                given.numbers[p] = try d.readNumber(p.rule)
            case .scrollPadding: given.scrollPadding = try d.readScrollPadding()
            case .handles: given.handles = try d.readEnum(FlutterPolicy.Handles.self)
            }
        }
        guard let policy = named else { return nil }
        let allowed = PolicyParameter.parameters(of: policy)
        for parameter in PolicyParameter.allCases where parameter != .name {
            guard present.contains(parameter) && !allowed.contains(parameter) else { continue }
            let takes = allowed.members.map(\.wireName)
            let list = takes.isEmpty ? "it takes no parameters" : "it takes \(takes.joined(separator: ", "))"
            fail(at: parameter, "is not a parameter of \(policy.name): \(list)")
        }
        if let version = given.version {
            let versions = PolicyParameter.versions(of: policy)
            if allowed.contains(.version), !versions.contains(version) {
                fail(
                    at: PolicyParameter.version,
                    "must be one of \(versions.map { "\"\($0)\"" }.joined(separator: ", ")) for \(policy.name)")
            }
        }
        guard errors.count == before else { return nil }
        // Each policy starts from its engine initialiser's defaults; only what the request gave
        // replaces one, so no default is spelled here.
        let n = given.numbers
        let b = given.bools
        switch policy {
        case .iqKeyboardManager(var p):
            if let version = given.version, let major = IQKeyboardManagerPolicy.Version(rawValue: version) {
                p.major = major
            }
            if let v = n[.keyboardDistance] { p.keyboardDistance = v }
            if let v = b[.restoreContentOffset] { p.restoreContentOffset = v }
            if let v = n[.topGuide] { p.topGuide = v }
            if let v = given.margins { p.layoutMargins = v }
            if let v = n[.rootSafeAreaBottom] { p.rootSafeAreaBottom = v }
            return .iqKeyboardManager(p)
        case .swiftUI(var p):
            if let v = given.contentAlignment { p.contentAlignment = v }
            return .swiftUI(p)
        case .reactNative(var p):
            if let v = given.behavior { p.behavior = v }
            if let v = n[.keyboardVerticalOffset] { p.keyboardVerticalOffset = v }
            if let v = n[.frameY] { p.frameY = v }
            return .reactNative(p)
        case .keyboardController(var p):
            if let v = n[.bottomOffset] { p.bottomOffset = v }
            if let v = n[.extraKeyboardSpace] { p.extraKeyboardSpace = v }
            if let v = b[.disableScrollOnKeyboardHide] { p.disableScrollOnKeyboardHide = v }
            return .keyboardController(p)
        case .flutter(var p):
            if let v = b[.resizeToAvoidBottomInset] { p.resizeToAvoidBottomInset = v }
            if let v = given.scrollPadding { p.scrollPadding = v }
            if let v = given.handles { p.handles = v }
            return .flutter(p)
        case .androidAdjustResize(var p):
            if let v = n[.fadingEdge] { p.fadingEdge = v }
            return .androidAdjustResize(p)
        case .clearance, .tpKeyboardAvoiding, .uikitGuide, .reactNativeScrollView, .androidAdjustPan, .compose:
            return policy
        }
    }

    /// IQKeyboardManager's `layoutMargins`: `{top, bottom}`, each not negative; a missing edge
    /// keeps its default (the window's safe area on that edge).
    private mutating func readMargins() throws(SyntaxError) -> (top: Double?, bottom: Double?)? {
        guard try expect(.object, "an object \(MarginMember.memberList)") else { return nil }
        let before = errors.count
        var top: Double?
        var bottom: Double?
        _ = try readObject(MarginMember.self) { (d: inout RequestDecoder, m: MarginMember) throws(SyntaxError) in
            switch m {
            case .top: top = try d.readNumber(m.rule)
            case .bottom: bottom = try d.readNumber(m.rule)
            }
        }
        return errors.count == before ? (top, bottom) : nil
    }

    /// Flutter's `scrollPadding`: a number for every edge, or insets (missing edges 0), never negative.
    private mutating func readScrollPadding() throws(SyntaxError) -> EdgeInsets? {
        if try valueKind() == .number {
            guard let v = try readNumber(.nonNegative) else { return nil }
            return EdgeInsets(top: v, left: v, bottom: v, right: v)
        }
        guard try valueKind() == .object else {
            _ = try expect(.number, "a number or insets {top, left, bottom, right}")
            return nil
        }
        return try readInsets()
    }

    /// Compare's `policies`: an array of 1 to 32 selectors; `nil` after recording why not.
    mutating func readPolicyList() throws(SyntaxError) -> [Policy]? {
        guard try expect(.array, "an array of 1 to 32 policies") else { return nil }
        try reader.enter()
        let before = errors.count
        var list: [Policy] = []
        var index = 0
        if !reader.consume(UInt8(ascii: "]")) {
            repeat {
                if index == 32 { fail("has more than 32 policies, the most one compare may run") }
                if index >= 32 {
                    try reader.skipValue()
                } else {
                    push(.index(index))
                    if let policy = try readPolicy() { list.append(policy) }
                    pop()
                }
                index += 1
            } while reader.consume(UInt8(ascii: ","))
            try reader.expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
        }
        reader.depth -= 1
        if index == 0 { fail("must hold at least one policy") }
        return errors.count == before ? list : nil
    }
}
