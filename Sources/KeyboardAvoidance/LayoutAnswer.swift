/// The engine's answer to a ``LayoutRequest`` (semantics §5).
public struct LayoutAnswer: Sendable, Equatable {
    /// The keyboard as classified, in window coordinates.
    public var keyboard: KeyboardAnswer
    /// The strategy applied.
    public var strategy: Strategy
    /// The `contentInset` to set.
    public var contentInset: EdgeInsets
    /// The `verticalScrollIndicatorInsets` to set.
    public var scrollIndicatorInsets: EdgeInsets
    /// The `adjustedContentInset` that results.
    public var adjustedContentInset: EdgeInsets
    /// The content offset to scroll to.
    public var contentOffset: Point
    /// `contentOffset.y` after minus before.
    public var scrollDelta: Double
    /// The container frame after the strategy, in window coordinates.
    public var containerFrame: Rect
    /// How far shiftView moved the container up; 0 for the other strategies.
    public var viewShift: Double
    // Spelled `Optional<…>` on purpose: a `var` spelled `TargetAnswer?` starts as `nil`, so the
    // initializer stored it twice, and the optimizer then copied (retained and released) the
    // whole answer once more at the end of every solve.
    /// The element brought into view, or `nil` when there is none.
    public var target: Optional<TargetAnswer>
    /// Animation parameters to pass through.
    public var animation: AnimationAnswer
    /// A verdict per element, in request order.
    public var elements: [ElementVerdicts]
    /// What a designer should know.
    public var warnings: [Warning]
    /// The system emulated, its version, resolved parameters and fidelity (policy-formulas §4).
    public var policy: PolicyDescription
    /// The state once the keyboard hides again (policy-formulas §4).
    public var afterHide: AfterHideState
    /// Every pinned view's frame, shift and verdicts, in request order (semantics §3.4, §5).
    public var pinned: [PinnedVerdicts]
    /// `clamp(C.maxY - Ktop, 0, C.height)`: what the strategy avoids, the keyboard raised by the
    /// pinned views stacked on it; the keyboard's own overlap when none is.
    public var obstruction: Double

    /// Creates an answer.
    public init(
        keyboard: KeyboardAnswer,
        strategy: Strategy,
        contentInset: EdgeInsets,
        scrollIndicatorInsets: EdgeInsets,
        adjustedContentInset: EdgeInsets,
        contentOffset: Point,
        scrollDelta: Double,
        containerFrame: Rect,
        viewShift: Double,
        target: TargetAnswer?,
        animation: AnimationAnswer,
        elements: [ElementVerdicts],
        warnings: [Warning],
        policy: PolicyDescription = PolicyDescription(
            name: "clearance", version: "1", parameters: [], fidelity: .specified),
        afterHide: AfterHideState = .unset,
        pinned: [PinnedVerdicts] = [],
        obstruction: Double? = nil
    ) {
        self.keyboard = keyboard
        self.strategy = strategy
        self.contentInset = contentInset
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.adjustedContentInset = adjustedContentInset
        self.contentOffset = contentOffset
        self.scrollDelta = scrollDelta
        self.containerFrame = containerFrame
        self.viewShift = viewShift
        self.target = target
        self.animation = animation
        self.elements = elements
        self.warnings = warnings
        self.policy = policy
        self.afterHide = afterHide
        self.pinned = pinned
        self.obstruction = obstruction ?? keyboard.overlap
    }
}

/// How the keyboard was classified (semantics §2).
public enum KeyboardState: String, Sendable, CaseIterable {
    /// Not on screen: hidden by the request, a zero-size frame, or a frame off the screen.
    case hidden
    /// Touching the bottom edge of the screen; produces avoidance.
    case docked
    /// Undocked, split or floating; covers what is under it but produces no avoidance.
    case floating
}

/// The keyboard part of the answer.
public struct KeyboardAnswer: Sendable, Equatable {
    /// The classification.
    public var state: KeyboardState
    /// The frame in window coordinates, or `nil` when hidden.
    public var frame: Rect?
    /// How much of the container's height the docked keyboard covers, in `[0, C.height]`.
    public var overlap: Double
    /// The frame of `UIKeyboardLayoutGuide`, in window coordinates.
    public var layoutGuide: Rect

    /// Creates a keyboard answer.
    public init(state: KeyboardState, frame: Rect?, overlap: Double, layoutGuide: Rect) {
        self.state = state
        self.frame = frame
        self.overlap = overlap
        self.layoutGuide = layoutGuide
    }
}

/// The element brought into view.
public struct TargetAnswer: Sendable, Equatable {
    /// The element's id.
    public var id: String
    /// The rectangle scrolled to, in content coordinates (the caret, when the element has one).
    public var rect: Rect
    /// The anchor used, or `nil` for the minimal scroll.
    public var anchor: Double?

    /// Creates a target answer.
    public init(id: String, rect: Rect, anchor: Double?) {
        self.id = id
        self.rect = rect
        self.anchor = anchor
    }
}

/// Animation parameters, with UIKit's options bitmask.
public struct AnimationAnswer: Sendable, Equatable {
    /// In seconds.
    public var duration: Double
    /// The keyboard's curve.
    public var curve: Int
    /// `UIView.AnimationOptions(rawValue: curve << 16)`.
    public var options: Int
    /// How the keyboard really moves, for a renderer: curve 7 is a spring settling in 0.5 s,
    /// not the notification's 0.25 s (``KeyboardMotion``).
    public var motion: KeyboardMotion

    /// Creates animation parameters; the motion is that of `curve` and `duration` unless given.
    public init(duration: Double, curve: Int, options: Int, motion: KeyboardMotion? = nil) {
        self.duration = duration
        self.curve = curve
        self.options = options
        self.motion = motion ?? KeyboardMotion(curve: curve, duration: duration)
    }
}

/// How much of an element the user sees (semantics §4).
public enum VisibilityState: String, Sendable, CaseIterable {
    /// Wholly visible.
    case visible
    /// Partly under the keyboard, partly visible.
    case partiallyCovered
    /// Under the keyboard wherever it is inside the viewport.
    case covered
    /// Partly outside the viewport, not under the keyboard.
    case clipped
    /// Not in the viewport at all.
    case offscreen
}

/// One element's visibility at one moment.
public struct Verdict: Sendable, Equatable {
    /// The visibility class.
    public var state: VisibilityState
    /// The part of the element's area that is in the viewport and not under the keyboard.
    public var visibleFraction: Double
    /// The part of the element's area that is in the viewport and under the keyboard.
    public var coveredFraction: Double
    /// Whether the user can scroll it wholly into view.
    public var reachable: Bool
    /// What covers part of it: the keyboard and the pinned views (semantics §3.4); empty when
    /// `coveredFraction` is 0.
    public var coveredBy: CoveredBy

    /// Creates a verdict; without `coveredBy`, the keyboard is what covers it when anything does.
    public init(
        state: VisibilityState, visibleFraction: Double, coveredFraction: Double, reachable: Bool,
        coveredBy: CoveredBy? = nil
    ) {
        self.state = state
        self.visibleFraction = visibleFraction
        self.coveredFraction = coveredFraction
        self.reachable = reachable
        self.coveredBy = coveredBy ?? CoveredBy(keyboard: coveredFraction > 0)
    }
}

/// An element's verdicts before and after avoidance.
public struct ElementVerdicts: Sendable, Equatable {
    /// The element's id.
    public var id: String
    /// Keyboard present, nothing adjusted.
    public var before: Verdict
    /// The strategy applied.
    public var after: Verdict

    /// Creates the pair.
    public init(id: String, before: Verdict, after: Verdict) {
        self.id = id
        self.before = before
        self.after = after
    }
}

/// Something a designer should know about the answer.
public struct Warning: Sendable, Equatable {
    /// A stable, machine-readable code, such as `floatingKeyboardCoversFocus`.
    public var code: String
    /// A sentence a person can act on.
    public var message: String
    /// The id of the view it is about, when it is about one (a covered pinned view): a caller
    /// that knows more of that view (a design's layer) can word it again. Not part of the wire.
    public var subject: String?

    /// Creates a warning.
    public init(code: String, message: String, subject: String? = nil) {
        self.code = code
        self.message = message
        self.subject = subject
    }
}
