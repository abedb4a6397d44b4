/// React Native's core `KeyboardAvoidingView` (policy-formulas §3.6): it never scrolls and ignores
/// the focus; it pads, shrinks or moves its view by the keyboard's overlap with it.
///
/// Source: facebook/react-native
/// `packages/react-native/Libraries/Components/Keyboard/KeyboardAvoidingView.js` at main@026e3b8.
/// Fidelity: source. Modelled: the keyboard's begin frame. A floating keyboard reaches the view
/// as hidden. React Native has no default `behavior`; `padding` is this engine's default, and
/// `none` (a view without a behavior) changes nothing.
///
/// `bottom = ceil(max(frameY + C.height - (K.y - keyboardVerticalOffset), 0))`; `padding` and
/// `height` leave a frame of height `max(0, C.height - bottom)`, `position` moves it up by
/// `bottom`. Insets stay `b`; the offset stays when the keyboard hides.
public struct ReactNativePolicy: EmulatedPolicy, Equatable {
    /// `KeyboardAvoidingView`'s `behavior`.
    public enum Behavior: String, Sendable, CaseIterable {
        /// Bottom padding of the overlap (the content area shrinks).
        case padding
        /// The view's height shrinks by the overlap.
        case height
        /// The view moves up by the overlap.
        case position
        /// No behavior: nothing changes.
        case none
    }

    /// The wire name.
    static let name = "reactNative"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.source
    /// How this system reads the request.
    static let reading = PolicyReading(ignoresFloatingKeyboard: true)

    /// `behavior` (`padding`).
    public var behavior: Behavior
    /// `keyboardVerticalOffset` (0).
    public var keyboardVerticalOffset: Double
    /// The view's parent-relative `y` (`nil`: `C.y`).
    public var frameY: Double?

    /// Creates the policy.
    public init(behavior: Behavior = .padding, keyboardVerticalOffset: Double = 0, frameY: Double? = nil) {
        self.behavior = behavior
        self.keyboardVerticalOffset = keyboardVerticalOffset
        self.frameY = frameY
    }

    /// The version the formulas were read at.
    var version: String { "main@026e3b8" }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] {
        [
            PolicyParameter("behavior", .string(behavior.rawValue)),
            PolicyParameter("keyboardVerticalOffset", .number(keyboardVerticalOffset)),
            PolicyParameter("frameY", .number(frameY ?? context.frame.y)),
        ]
    }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        let strategy: Strategy = behavior == .position ? .shiftView : .resizeView
        var out = context.unchanged(strategy)
        guard behavior != .none, let k = context.keyboard else { return out }
        let c = context.frame
        let ky = k.y - keyboardVerticalOffset
        let bottom = nonNegative((frameY ?? c.y) + c.height - ky).rounded(.up)
        if behavior == .position {
            out.viewShift = bottom
            out.containerFrame = c.offsetBy(dx: 0, dy: -bottom)
        } else {
            let height = nonNegative(c.height - bottom)
            out.containerFrame.height = height
            out.safeArea.bottom = nonNegative(context.safeArea.bottom - (c.height - height))
        }
        return out
    }
}
