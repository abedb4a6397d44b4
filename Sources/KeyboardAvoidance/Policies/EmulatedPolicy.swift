/// A system's keyboard avoidance, emulated from its own formulas (policy-formulas §2, §3).
///
/// A policy maps a ``PolicyContext`` (the request as that system reads it) to the values it sets:
/// insets, offset, container frame or shift, and the state left once the keyboard hides. The
/// verdicts and warnings are the engine's, shared by every policy (``LayoutSolver``).
protocol EmulatedPolicy: Sendable {
    /// The wire name.
    static var name: String { get }
    /// How far the formulas can be trusted.
    static var fidelity: PolicyFidelity { get }
    /// How this system reads the request's defaults and keyboard.
    static var reading: PolicyReading { get }
    /// The version the formulas were read at.
    var version: String { get }
    /// Every parameter, defaults filled (some default from the request, such as a safe area).
    func parameters(in context: PolicyContext) -> [PolicyParameter]
    /// What the system sets with the keyboard as the context gives it (hidden: the hide rule).
    func apply(_ context: PolicyContext) -> PolicyOutcome
    /// How a `bottom` pinned view moves (policy-formulas §3.13; default: it stays).
    func bottomPin(in context: PolicyContext, windowBottom b0: Double) -> BottomPinRule
    /// Whether the system's own formula avoids the pinned views stacked on the keyboard, the view
    /// being laid out outside the scroll view that ends on it (default: no).
    func readsStackedViews(in context: PolicyContext) -> Bool
    /// Whether the system moves the whole view for a focused text field outside the scroll view
    /// (a pinned focus, policy-formulas §3.13): it then computes its shift with the pinned frame
    /// as `F_w` (default: no, it does nothing for it).
    var movesViewForPinnedFocus: Bool { get }
}

/// How a system reads the parts of a request it sees differently from UIKit (policy-formulas §2).
struct PolicyReading: Sendable {
    /// A floating keyboard counts as hidden.
    var ignoresFloatingKeyboard: Bool
    /// Without `container.contentOffset` the offset starts at `{0, 0}` instead of UIKit's rest.
    var startsAtZero: Bool
    /// Without `container.insetAdjustment` the adjustment is `never`.
    var missingAdjustmentIsNever: Bool
    /// The framework has no content inset: `ci = ii = A = 0`, range `[0, max(0, csh - height)]`.
    var noInsets: Bool

    /// Creates a reading.
    init(
        ignoresFloatingKeyboard: Bool = false, startsAtZero: Bool = false, missingAdjustmentIsNever: Bool = false,
        noInsets: Bool = false
    ) {
        self.ignoresFloatingKeyboard = ignoresFloatingKeyboard
        self.startsAtZero = startsAtZero
        self.missingAdjustmentIsNever = missingAdjustmentIsNever
        self.noInsets = noInsets
    }

    /// Android, Compose and Flutter: floating is hidden, offsets start at 0, no insets.
    static let android = PolicyReading(ignoresFloatingKeyboard: true, startsAtZero: true, noInsets: true)
}

/// What a policy sets (policy-formulas §2, "Answer fields").
struct PolicyOutcome: Sendable {
    /// The strategy the answer names.
    var strategy: Strategy
    /// `ci`.
    var contentInset: EdgeInsets
    /// `ii`.
    var scrollIndicatorInsets: EdgeInsets
    /// `sa'`: the container's safe area after the change (a resize lowers its bottom).
    var safeArea: EdgeInsets
    /// `o'.y`; `contentOffset.x` never changes.
    var offset: Double
    /// The container frame after the change, window coordinates.
    var containerFrame: Rect
    /// How far the container moved up (negative: down).
    var viewShift: Double
    /// What the policy read of the focus (content coordinates, before its padding), if anything.
    var target: Rect?
    /// The state once the keyboard hides.
    var afterHide: AfterHideState
    /// The policy did nothing because it needs a scroll view (`policyNeedsScrollView`).
    var inert: Bool
    /// The inset that bounds the viewport, when not `b + sa'` (SwiftUI keeps `A0`).
    var viewportInset: EdgeInsets?
    /// The policy read a keyboard the layout semantics see as hidden by a rule of its own
    /// (IQKeyboardManager 8's undocked keyboard), so `keyboardIgnoredByPolicy` applies.
    var keyboardIgnored = false

    /// Creates an outcome.
    init(
        strategy: Strategy, contentInset: EdgeInsets, scrollIndicatorInsets: EdgeInsets, safeArea: EdgeInsets,
        offset: Double, containerFrame: Rect, viewShift: Double, target: Rect?, afterHide: AfterHideState,
        inert: Bool = false, viewportInset: EdgeInsets? = nil
    ) {
        self.strategy = strategy
        self.contentInset = contentInset
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.safeArea = safeArea
        self.offset = offset
        self.containerFrame = containerFrame
        self.viewShift = viewShift
        self.target = target
        self.afterHide = afterHide
        self.inert = inert
        self.viewportInset = viewportInset
    }
}
