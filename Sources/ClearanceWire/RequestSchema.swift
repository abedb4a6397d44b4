import DeviceCatalog
import KeyboardAvoidance

// The request schema (docs/semantics.md §1): one enum per JSON object, one case per member, named
// as the member is on the wire (`SchemaMembers.wireName`; `spelledOnWire` only where the wire's
// name is none Swift can give a case) and, where a member's value has a rule the fast paths must
// know, that rule.
// The decoder's name tables, its presence checks and the fast paths all come from these; the
// readers switch over the cases. The values of enumerated strings are the engine's own enums
// (their `WireEnum` conformances at the end).

// MARK: Geometry

/// `{x, y, width, height}`: x and y any number, width and height the rect's extent rule.
enum RectMember: Int, NumberMembers {
    case x, y, width, height

    static let names = NameTable(members: Self.self)
    static let allRequired = true

    func rule(extent: RequestDecoder.NumberRule) -> RequestDecoder.NumberRule {
        switch self {
        case .x, .y: .any
        case .width, .height: extent
        }
    }
}

/// `{width, height}`, both required.
enum SizeMember: Int, NumberMembers {
    case width, height

    static let names = NameTable(members: Self.self)
    static let allRequired = true

    func rule(extent: RequestDecoder.NumberRule) -> RequestDecoder.NumberRule { extent }
}

/// `{x, y}`, both required, any numbers.
enum PointMember: Int, NumberMembers {
    case x, y

    static let names = NameTable(members: Self.self)
    static let allRequired = true

    func rule(extent: RequestDecoder.NumberRule) -> RequestDecoder.NumberRule { .any }
}

/// `{top, left, bottom, right}`: an edge left out is 0.
enum InsetMember: Int, NumberMembers {
    case top, left, bottom, right

    static let names = NameTable(members: Self.self)
    static let allRequired = false

    func rule(extent: RequestDecoder.NumberRule) -> RequestDecoder.NumberRule { extent }
}

// MARK: The layout request

/// The root of a layout request (and of a compare body, which adds `policies`).
enum RootMember: Int, SchemaMembers {
    case screen, window, keyboard, container, elements, focus, options, device, policies, pinned, design

    static let names = NameTable(members: Self.self)
}

/// `window`.
enum WindowMember: Int, SchemaMembers {
    case frame, safeArea

    static let names = NameTable(members: Self.self)
}

/// `container`.
enum ContainerMember: Int, SchemaMembers {
    case frame, scrollable, contentSize, contentOffset, contentInset, safeArea, insetAdjustment

    static let names = NameTable(members: Self.self)
}

/// One element of `elements`.
enum ElementMember: Int, SchemaMembers {
    case id, frame, caret, kind

    static let names = NameTable(members: Self.self)

    /// The rule of the width and height of the rect this member holds: an element's frame has
    /// an area, a caret may be a line.
    var extent: RequestDecoder.NumberRule {
        switch self {
        case .frame: .positive
        case .id, .caret, .kind: .nonNegative
        }
    }
}

/// One view of `pinned` (semantics §3.4).
enum PinnedMember: Int, SchemaMembers {
    case id, frame, pin

    static let names = NameTable(members: Self.self)
}

/// `options`.
enum OptionMember: Int, SchemaMembers {
    case strategy, minimumDistance, anchor, scrollTarget, followsUndockedKeyboard, policy

    static let names = NameTable(members: Self.self)
}

/// `options.anchor` given as a word: the fraction of the visible height it stands for.
enum AnchorWord: String, CaseIterable, WireEnum {
    case top, center, bottom

    static let wire = WireValues(allCases)

    /// 0 for the top, 0.5 for the center, 1 for the bottom.
    var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

// MARK: keyboard

/// `keyboard`.
enum KeyboardMember: Int, SchemaMembers {
    case state, frame, height, userInfo, animation, accessoryHeight

    static let names = NameTable(members: Self.self)

    /// Whether the member gives the keyboard's frame (at most one such member may be given).
    var givesFrame: Bool {
        switch self {
        case .frame, .height, .userInfo: true
        case .state, .animation, .accessoryHeight: false
        }
    }
}

/// `keyboard.animation`.
enum AnimationMember: Int, SchemaMembers {
    case duration, curve

    static let names = NameTable(members: Self.self)
}

/// The keys of `keyboard.userInfo` the decoder reads (it ignores every other key).
enum UserInfoKey: Int, SchemaMembers {
    case frameEnd, duration, curve

    var spelledOnWire: String? {
        switch self {
        case .frameEnd: "UIKeyboardFrameEndUserInfoKey"
        case .duration: "UIKeyboardAnimationDurationUserInfoKey"
        case .curve: "UIKeyboardAnimationCurveUserInfoKey"
        }
    }
    static let names = NameTable(members: Self.self)
}

// MARK: device

/// `device`.
enum DeviceMember: Int, SchemaMembers {
    case id, orientation, keyboard, keyboardType, ios, keyboardStyle, accessoryHeight

    static let names = NameTable(members: Self.self)
}

// MARK: Policies

/// A policy object: `name`, then every parameter of any policy (``PolicyParameter/parameters(of:)``
/// says which policy takes which).
enum PolicyParameter: Int, SchemaMembers {
    case name, version, keyboardDistance, restoreContentOffset, topGuide, layoutMargins, rootSafeAreaBottom
    case contentAlignment, behavior, keyboardVerticalOffset, frameY, bottomOffset, extraKeyboardSpace
    case disableScrollOnKeyboardHide, resizeToAvoidBottomInset, scrollPadding, handles, fadingEdge

    static let names = NameTable(members: Self.self)

    /// The parameters `policy` takes (docs/policy-formulas.md §6).
    static func parameters(of policy: Policy) -> MemberSet<PolicyParameter> {
        switch policy {
        case .iqKeyboardManager:
            [.version, .keyboardDistance, .restoreContentOffset, .topGuide, .layoutMargins, .rootSafeAreaBottom]
        case .tpKeyboardAvoiding: [.version]
        case .swiftUI: [.contentAlignment]
        case .reactNative: [.behavior, .keyboardVerticalOffset, .frameY]
        case .keyboardController: [.bottomOffset, .extraKeyboardSpace, .disableScrollOnKeyboardHide]
        case .flutter: [.resizeToAvoidBottomInset, .scrollPadding, .handles]
        case .androidAdjustResize: [.fadingEdge]
        case .clearance, .uikitGuide, .reactNativeScrollView, .androidAdjustPan, .compose: []
        }
    }

    /// The values `version` takes for `policy`, in the order messages list them: IQKeyboardManager's
    /// lines (the engine's ``IQKeyboardManagerPolicy/Version``) or TPKeyboardAvoiding's versions.
    static func versions(of policy: Policy) -> [String] {
        if case .iqKeyboardManager = policy { return IQKeyboardManagerPolicy.Version.allCases.map(\.rawValue) }
        return TPKeyboardAvoidingPolicy.versions
    }
}

/// IQKeyboardManager's `layoutMargins`.
enum MarginMember: Int, SchemaMembers {
    case top, bottom

    static let names = NameTable(members: Self.self)
}

// MARK: Batch and matrix

/// The batch envelope.
enum BatchMember: Int, SchemaMembers {
    case requests

    static let names = NameTable(members: Self.self)
}

/// The matrix body.
enum MatrixMember: Int, SchemaMembers {
    case request, devices, orientations, keyboards, stretch, keyboardTypes, ios, keyboardStyles, figures

    static let names = NameTable(members: Self.self)
}

/// The matrix's `stretch`.
enum StretchMember: Int, SchemaMembers {
    case referenceWidth

    static let names = NameTable(members: Self.self)
}

// MARK: Enumerated values: the engine's enums, each string its raw value

extension FigureChoice: WireEnum {
    static let wire = WireValues(allCases)
}

extension Strategy: WireEnum {
    static let wire = WireValues(allCases)
}

extension Pin: WireEnum {
    static let wire = WireValues(allCases)
}

extension ElementKind: WireEnum {
    static let wire = WireValues(allCases)
}

extension InsetAdjustment: WireEnum {
    static let wire = WireValues(allCases)
}

extension KeyboardRequestState: WireEnum {
    static let wire = WireValues(allCases)
}

extension Orientation: WireEnum {
    static let wire = WireValues(allCases)
}

extension KeyboardVariant: WireEnum {
    static let wire = WireValues(allCases)
}

extension KeyboardType: WireEnum {
    static let wire = WireValues(allCases)
}

extension KeyboardStyle: WireEnum {
    static let wire = WireValues(allCases)
}

extension SwiftUIPolicy.ContentAlignment: WireEnum {
    /// Listed with the default first, as messages always have.
    static let wire = WireValues<Self>([.center, .top, .bottom])
}

extension ReactNativePolicy.Behavior: WireEnum {
    static let wire = WireValues(allCases)
}

extension FlutterPolicy.Handles: WireEnum {
    static let wire = WireValues(allCases)
}

extension Policy: WireEnum {
    /// A policy by name is the policy with its default parameters.
    static let wire = WireValues(allDefaults)

    var wireName: String { name }
}
