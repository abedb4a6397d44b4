import KeyboardAvoidance

/// `options.policy`, `policies` (compare) and the parameters of each policy (policy-formulas §1, §6).
extension RequestDecoder {
    /// The policy names, in the order of policy-formulas §1.1 (``Policy/names``).
    static let policyNames: NameTable = [
        "clearance", "iqKeyboardManager", "tpKeyboardAvoiding", "uikitGuide", "swiftUI", "reactNative",
        "reactNativeScrollView", "keyboardController", "flutter", "androidAdjustPan", "androidAdjustResize",
        "compose",
    ]

    /// The members a policy object may hold: `name`, then every parameter of any policy.
    static let policyParameterNames: NameTable = [
        "name", "version", "keyboardDistance", "restoreContentOffset", "topGuide", "layoutMargins",
        "rootSafeAreaBottom", "contentAlignment", "behavior", "keyboardVerticalOffset", "frameY", "bottomOffset",
        "extraKeyboardSpace", "disableScrollOnKeyboardHide", "resizeToAvoidBottomInset", "scrollPadding", "handles",
        "fadingEdge",
    ]

    /// For each policy (``policyNames`` order), the bit set of the ``policyParameterNames`` it takes.
    static let policyParameterMasks: [UInt32] = [
        0,  // clearance
        0b111_1110,  // iqKeyboardManager: version … rootSafeAreaBottom
        0b10,  // tpKeyboardAvoiding: version
        0,  // uikitGuide
        1 << 7,  // swiftUI: contentAlignment
        1 << 8 | 1 << 9 | 1 << 10,  // reactNative
        0,  // reactNativeScrollView
        1 << 11 | 1 << 12 | 1 << 13,  // keyboardController
        1 << 14 | 1 << 15 | 1 << 16,  // flutter
        0,  // androidAdjustPan
        1 << 17,  // androidAdjustResize
        0,  // compose
    ]

    static let contentAlignmentNames: NameTable = ["center", "top", "bottom"]
    static let behaviorNames: NameTable = ["padding", "height", "position", "none"]
    static let handlesNames: NameTable = ["cupertino", "material"]
    static let marginNames: NameTable = ["top", "bottom"]
    static let kindNames: NameTable = ["textField", "textView", "view"]

    /// Every known policy name, quoted, for messages.
    static var policyNameList: String {
        Policy.names.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// The parameters a policy object gave, as read.
    private struct GivenParameters {
        var version: String?
        var numbers: [Int: Double] = [:]
        var bools: [Int: Bool] = [:]
        var enums: [Int: Int] = [:]
        var margins: (top: Double?, bottom: Double?)?
        var scrollPadding: EdgeInsets?
    }

    /// A policy selector: a name, or `{"name": n, <parameters>}`; `nil` after recording why not.
    mutating func readPolicy() throws(SyntaxError) -> Policy? {
        let what = "a policy name or an object {\"name\", parameters}"
        switch try valueKind() {
        case .string:
            let token = try reader.readString()
            guard let k = index(of: token, in: Self.policyNames) else {
                fail("must be one of the known policies: \(Self.policyNameList)")
                return nil
            }
            return Policy.allDefaults[k]
        case .object:
            return try readPolicyObject()
        default:
            _ = try expect(.string, what)
            return nil
        }
    }

    private mutating func readPolicyObject() throws(SyntaxError) -> Policy? {
        let before = errors.count
        var name: Int?
        var given = GivenParameters()
        let present = try readObject(Self.policyParameterNames) {
            (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0:
                guard try d.expect(.string, "one of the known policies: \(Self.policyNameList)") else { return }
                let token = try d.reader.readString()
                name = d.index(of: token, in: Self.policyNames)
                if name == nil { d.fail("must be one of the known policies: \(Self.policyNameList)") }
            case 1: given.version = try d.readString()
            case 3, 13, 14: given.bools[i] = try d.readBool()
            case 5: given.margins = try d.readMargins()
            case 7: given.enums[i] = try d.readEnum(Self.contentAlignmentNames)
            case 8: given.enums[i] = try d.readEnum(Self.behaviorNames)
            case 9, 10, 12: given.numbers[i] = try d.readNumber()
            case 15: given.scrollPadding = try d.readScrollPadding()
            case 16: given.enums[i] = try d.readEnum(Self.handlesNames)
            default: given.numbers[i] = try d.readNumber(.nonNegative)
            }
        }
        if present & 1 == 0 {
            fail(at: "name", "is required: one of the known policies: \(Self.policyNameList)")
        }
        guard let k = name else { return nil }
        let policyName = Policy.names[k]
        let allowed = Self.policyParameterMasks[k]
        for i in 1..<Self.policyParameterNames.count
        where present & (1 << UInt32(i)) != 0 && allowed & (1 << UInt32(i)) == 0 {
            let takes = Self.policyParameterNames.indices.filter { allowed & (1 << UInt32($0)) != 0 }
                .map { "\(Self.policyParameterNames[$0])" }
            let list = takes.isEmpty ? "it takes no parameters" : "it takes \(takes.joined(separator: ", "))"
            fail(at: Self.policyParameterNames[i], "is not a parameter of \(policyName): \(list)")
        }
        if let version = given.version {
            let versions = k == 1 ? ["8", "6"] : ["1.3.5"]
            if allowed & 0b10 != 0, !versions.contains(version) {
                fail(
                    at: "version",
                    "must be one of \(versions.map { "\"\($0)\"" }.joined(separator: ", ")) for \(policyName)")
            }
        }
        guard errors.count == before else { return nil }
        let n = given.numbers
        switch k {
        case 1:
            return .iqKeyboardManager(
                IQKeyboardManagerPolicy(
                    major: given.version == "6" ? .v6 : .v8, keyboardDistance: n[2] ?? 10,
                    restoreContentOffset: given.bools[3] ?? false, topGuide: n[4],
                    layoutMargins: given.margins ?? (nil, nil), rootSafeAreaBottom: n[6]))
        case 4:
            return .swiftUI(
                SwiftUIPolicy(contentAlignment: [.center, .top, .bottom][given.enums[7] ?? 0]))
        case 5:
            return .reactNative(
                ReactNativePolicy(
                    behavior: [.padding, .height, .position, .none][given.enums[8] ?? 0],
                    keyboardVerticalOffset: n[9] ?? 0, frameY: n[10]))
        case 7:
            return .keyboardController(
                KeyboardControllerPolicy(
                    bottomOffset: n[11] ?? 0, extraKeyboardSpace: n[12] ?? 0,
                    disableScrollOnKeyboardHide: given.bools[13] ?? false))
        case 8:
            return .flutter(
                FlutterPolicy(
                    resizeToAvoidBottomInset: given.bools[14] ?? true,
                    scrollPadding: given.scrollPadding ?? EdgeInsets(top: 20, left: 20, bottom: 20, right: 20),
                    handles: given.enums[16] == 1 ? .material : .cupertino))
        case 10:
            return .androidAdjustResize(AndroidAdjustResizePolicy(fadingEdge: n[17] ?? 0))
        default:
            return Policy.allDefaults[k]
        }
    }

    /// IQKeyboardManager's `layoutMargins`: `{top, bottom}`, each not negative; a missing edge
    /// keeps its default (the window's safe area on that edge).
    private mutating func readMargins() throws(SyntaxError) -> (top: Double?, bottom: Double?)? {
        guard try expect(.object, "an object {top, bottom}") else { return nil }
        let before = errors.count
        var top: Double?
        var bottom: Double?
        _ = try readObject(Self.marginNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            if i == 0 { top = try d.readNumber(.nonNegative) } else { bottom = try d.readNumber(.nonNegative) }
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
