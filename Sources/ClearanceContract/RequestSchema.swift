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
public enum RectMember: Int, NumberMembers {
    case x, y, width, height
    public static let allRequired = true

    @inlinable public func rule(extent: NumberRule) -> NumberRule {
        switch self {
        case .x, .y: .any
        case .width, .height: extent
        }
    }
}

/// `{width, height}`, both required.
public enum SizeMember: Int, NumberMembers {
    case width, height
    public static let allRequired = true

    @inlinable public func rule(extent: NumberRule) -> NumberRule { extent }
}

/// `{x, y}`, both required, any numbers.
public enum PointMember: Int, NumberMembers {
    case x, y
    public static let allRequired = true

    @inlinable public func rule(extent: NumberRule) -> NumberRule { .any }
}

/// `{top, left, bottom, right}`: an edge left out is 0.
public enum InsetMember: Int, NumberMembers {
    case top, left, bottom, right
    public static let allRequired = false

    @inlinable public func rule(extent: NumberRule) -> NumberRule { extent }
}

// MARK: The layout request

/// The root of a layout request (and of a compare body, which adds `policies`).
package enum RootMember: Int, SchemaMembers {
    case screen, window, keyboard, container, elements, focus, options, device, policies, pinned, design
}

/// `window`.
package enum WindowMember: Int, SchemaMembers {
    case frame, safeArea
}

/// `container`.
package enum ContainerMember: Int, SchemaMembers {
    case frame, scrollable, contentSize, contentOffset, contentInset, safeArea, insetAdjustment
}

/// One element of `elements`.
package enum ElementMember: Int, SchemaMembers {
    case id, frame, caret, kind

    /// The rule of the width and height of the rect this member holds: an element's frame has
    /// an area, a caret may be a line.
    package var extent: NumberRule {
        switch self {
        case .frame: .positive
        case .id, .caret, .kind: .nonNegative
        }
    }
}

/// One view of `pinned` (semantics §3.4).
package enum PinnedMember: Int, SchemaMembers {
    case id, frame, pin
}

extension PinnedMember {
    /// The most pinned views a request may hold.
    package static let maxViews = 64
}

/// `options`.
package enum OptionMember: Int, SchemaMembers {
    case strategy, minimumDistance, anchor, scrollTarget, followsUndockedKeyboard, policy
}

/// `options.anchor` given as a word: the fraction of the visible height it stands for.
package enum AnchorWord: String, CaseIterable, WireEnum {
    case top, center, bottom

    /// 0 for the top, 0.5 for the center, 1 for the bottom.
    package var fraction: Double {
        switch self {
        case .top: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}

// MARK: keyboard

/// `keyboard`.
package enum KeyboardMember: Int, SchemaMembers {
    case state, frame, height, userInfo, animation, accessoryHeight

    /// Whether the member gives the keyboard's frame (at most one such member may be given).
    package var givesFrame: Bool {
        switch self {
        case .frame, .height, .userInfo: true
        case .state, .animation, .accessoryHeight: false
        }
    }
}

/// `keyboard.animation`.
package enum AnimationMember: Int, SchemaMembers {
    case duration, curve
}

/// The keys of `keyboard.userInfo` the decoder reads (it ignores every other key).
package enum UserInfoKey: Int, SchemaMembers {
    case frameEnd, duration, curve

    package var spelledOnWire: String? {
        switch self {
        case .frameEnd: "UIKeyboardFrameEndUserInfoKey"
        case .duration: "UIKeyboardAnimationDurationUserInfoKey"
        case .curve: "UIKeyboardAnimationCurveUserInfoKey"
        }
    }
}

// MARK: device

/// `device`.
package enum DeviceMember: Int, SchemaMembers {
    case id, orientation, keyboard, keyboardType, ios, keyboardStyle, accessoryHeight
}

// MARK: Policies

/// A policy object: `name`, then every parameter of any policy (``PolicyParameter/parameters(of:)``
/// says which policy takes which).
package enum PolicyParameter: Int, SchemaMembers {
    case name, version, keyboardDistance, restoreContentOffset, topGuide, layoutMargins, rootSafeAreaBottom
    case contentAlignment, behavior, keyboardVerticalOffset, frameY, bottomOffset, extraKeyboardSpace
    case disableScrollOnKeyboardHide, resizeToAvoidBottomInset, scrollPadding, handles, fadingEdge

    /// The parameters `policy` takes (docs/policy-formulas.md §6).
    package static func parameters(of policy: Policy) -> MemberSet<PolicyParameter> {
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
    package static func versions(of policy: Policy) -> [String] {
        if case .iqKeyboardManager = policy { return IQKeyboardManagerPolicy.Version.allCases.map(\.rawValue) }
        return TPKeyboardAvoidingPolicy.versions
    }
}

/// IQKeyboardManager's `layoutMargins`.
package enum MarginMember: Int, SchemaMembers {
    case top, bottom
}

// MARK: Batch and matrix

/// The batch envelope.
package enum BatchMember: Int, SchemaMembers {
    case requests
}

/// The matrix body.
package enum MatrixMember: Int, SchemaMembers {
    case request, devices, orientations, keyboards, stretch, keyboardTypes, ios, keyboardStyles, figures
}

/// The matrix's `stretch`.
package enum StretchMember: Int, SchemaMembers {
    case referenceWidth
}

// MARK: Enumerated values: the engine's enums, each string its raw value

extension FigureChoice: WireEnum {
}

extension Strategy: WireEnum {
}

extension Pin: WireEnum {
}

extension ElementKind: WireEnum {
}

extension InsetAdjustment: WireEnum {
}

extension KeyboardRequestState: WireEnum {
}

extension Orientation: WireEnum {
}

extension KeyboardVariant: WireEnum {
}

extension KeyboardType: WireEnum {
}

extension KeyboardStyle: WireEnum {
}

extension SwiftUIPolicy.ContentAlignment: WireEnum {
    /// Listed with the default first, as messages always have.
    package static var wireCases: [Self] { [.center, .top, .bottom] }
}

extension ReactNativePolicy.Behavior: WireEnum {
}

extension FlutterPolicy.Handles: WireEnum {
}

extension Policy: WireEnum {
    /// A policy by name is the policy with its default parameters.
    package static var wireCases: [Self] { allDefaults }

    package var wireName: String { name }
}

/// `POST /v1/design/check`: `{"design", "devices"?, "device"?, "options"?}` (docs/designs.md).
package enum DesignCheckMember: Int, SchemaMembers {
    case design, devices, device, options
}

/// `design`: `{"figma" | "penpot" | "sketch": X, "node"?: id}` (docs/designs.md).
package enum DesignMember: Int, SchemaMembers {
    case figma, penpot, sketch, node
}
