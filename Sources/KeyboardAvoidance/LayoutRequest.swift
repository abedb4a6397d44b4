/// Everything the engine needs to answer one question: a screen, a window, the keyboard and a
/// container with its views (semantics §1).
///
/// Values here are already resolved: the wire codec has applied defaults, turned
/// `keyboard.height` and `keyboard.userInfo` into a frame, and rejected invalid input. The solver
/// is total over any value of this type: it never traps, whatever the numbers.
public struct LayoutRequest: Sendable {
    /// The screen in its current orientation; its origin is `(0, 0)`.
    public var screen: Size
    /// The app window, in screen coordinates.
    public var window: Window
    /// The keyboard, with its end frame in screen coordinates.
    public var keyboard: KeyboardInput
    /// The view being adjusted, usually a scroll view.
    public var container: Container
    /// The views inside the container, in content coordinates.
    public var elements: [Element]
    /// The views that do not scroll with the content, in window coordinates (semantics §3.4).
    public var pinned: [PinnedView]
    // `Optional<String>`, not `String?`, here and in `Options.scrollTarget`: a `var` spelled with
    // `?` starts as `nil`, which every initializer then overwrote (a second store and a release),
    // and the optimizer kept more of the request's copies around it.
    /// The id of the first responder, if any.
    public var focus: Optional<String>
    /// How to avoid the keyboard.
    public var options: Options

    /// Creates a request.
    @inlinable public init(
        screen: Size,
        window: Window,
        keyboard: KeyboardInput,
        container: Container,
        elements: [Element] = [],
        pinned: [PinnedView] = [],
        focus: String? = nil,
        options: Options = Options()
    ) {
        self.screen = screen
        self.window = window
        self.keyboard = keyboard
        self.container = container
        self.elements = elements
        self.pinned = pinned
        self.focus = focus
        self.options = options
    }
}

/// The app window: its frame on the screen and its safe-area insets.
public struct Window: Sendable {
    /// The window frame in screen coordinates (Split View, Slide Over, Stage Manager).
    public var frame: Rect
    /// The window's safe-area insets.
    public var safeArea: EdgeInsets

    /// Creates a window.
    @inlinable public init(frame: Rect, safeArea: EdgeInsets = .zero) {
        self.frame = frame
        self.safeArea = safeArea
    }
}

/// Whether the request says the keyboard is on screen.
public enum KeyboardRequestState: String, Sendable, CaseIterable {
    /// The keyboard is shown (its frame still decides whether it is docked, floating or hidden).
    case shown
    /// The keyboard is hidden, whatever frame is given.
    case hidden
}

/// Animation parameters from a keyboard notification, passed through to the answer.
public struct KeyboardAnimation: Hashable, Sendable {
    /// `UIKeyboardAnimationDurationUserInfoKey`, in seconds.
    public var duration: Double
    /// `UIKeyboardAnimationCurveUserInfoKey`; usually 7, an undocumented curve.
    public var curve: Int

    /// Creates animation parameters.
    @inlinable public init(duration: Double = 0.25, curve: Int = 7) {
        self.duration = duration
        self.curve = curve
    }

    /// UIKit's defaults: 0.25 s, curve 7.
    public static let standard = KeyboardAnimation()
}

/// The keyboard as the request gives it.
public struct KeyboardInput: Sendable {
    /// Shown or hidden.
    public var state: KeyboardRequestState
    /// The end frame in screen coordinates (`UIKeyboardFrameEndUserInfoKey`), or `nil` when none
    /// was given (the keyboard is then hidden).
    public var frame: Rect?
    /// Animation parameters to pass through.
    public var animation: KeyboardAnimation

    /// Creates a keyboard input.
    @inlinable public init(state: KeyboardRequestState, frame: Rect?, animation: KeyboardAnimation = .standard) {
        self.state = state
        self.frame = frame
        self.animation = animation
    }

    /// No keyboard on screen.
    public static let hidden = KeyboardInput(state: .hidden, frame: nil)
}

/// How UIKit adds the safe area to a scroll view's insets (`contentInsetAdjustmentBehavior`).
public enum InsetAdjustment: String, Sendable, CaseIterable {
    /// `.automatic`: the system adds the safe area to the content inset.
    case automatic
    /// `.never`: the content inset is used as it is.
    case never
}

/// The view being adjusted, in window coordinates, with its scroll state.
public struct Container: Sendable {
    /// The frame in window coordinates.
    public var frame: Rect
    /// Whether it scrolls.
    public var scrollable: Bool
    /// The scroll content size.
    public var contentSize: Size
    /// The content offset the request gave, or `nil` when it left it out: the container is
    /// then at ``restingOffset`` (UIKit's policies), or at 0 (Android, Compose and Flutter,
    /// policy-formulas §2).
    public var requestedContentOffset: Point?
    /// Where UIKit rests the container when no offset is given, `{-A0.left, -A0.top}`: the codec
    /// fills it in from ``LayoutRequest/restingContentOffset``, which needs the window; `.zero`
    /// unless set.
    public var restingOffset: Point = .zero
    /// The app's own base content inset (toolbars and the like).
    public var contentInset: EdgeInsets
    /// The container's `safeAreaInsets`, or `nil` to derive them from the window (semantics §2).
    public var safeArea: EdgeInsets?
    /// How the request said the system adds the safe area to the insets, or `nil` for the
    /// default, `automatic` (React Native reads a missing one as `never`).
    public var requestedInsetAdjustment: InsetAdjustment?

    /// The current content offset: as given, else UIKit's ``restingOffset``. Setting it gives it.
    @inlinable public var contentOffset: Point {
        get { requestedContentOffset ?? restingOffset }
        set { requestedContentOffset = newValue }
    }

    /// How the system adds the safe area to the insets: as given, else `automatic`. Setting it
    /// gives it.
    @inlinable public var insetAdjustment: InsetAdjustment {
        get { requestedInsetAdjustment ?? .automatic }
        set { requestedInsetAdjustment = newValue }
    }

    /// Creates a container; the content size defaults to the frame's size, and the offset is
    /// given (`.zero` unless said).
    @inlinable public init(
        frame: Rect,
        scrollable: Bool = true,
        contentSize: Size? = nil,
        contentOffset: Point = .zero,
        contentInset: EdgeInsets = .zero,
        safeArea: EdgeInsets? = nil,
        insetAdjustment: InsetAdjustment? = .automatic
    ) {
        self.frame = frame
        self.scrollable = scrollable
        self.contentSize = contentSize ?? frame.size
        self.requestedContentOffset = contentOffset
        self.contentInset = contentInset
        self.safeArea = safeArea
        self.requestedInsetAdjustment = insetAdjustment
    }
}

/// A view inside the container.
public struct Element: Sendable {
    /// A unique, non-empty id.
    public var id: String
    /// The frame in content coordinates.
    public var frame: Rect
    /// For a text view, the caret in the element's own coordinates.
    public var caret: Rect?
    /// What kind of view it is, or `nil` for the default: `textField` for the focus, `view` for
    /// any other element (policy-formulas §1.2).
    public var kind: ElementKind?

    /// Creates an element.
    @inlinable public init(id: String, frame: Rect, caret: Rect? = nil, kind: ElementKind? = nil) {
        self.id = id
        self.frame = frame
        self.caret = caret
        self.kind = kind
    }
}

/// What kind of view an element is; only the focus's kind matters (policy-formulas §1.2).
public enum ElementKind: String, Sendable, CaseIterable {
    /// A single-line text input (the focus's default).
    case textField
    /// A multi-line text input that scrolls itself.
    case textView
    /// Not a text input (the default for other elements).
    case view
}

/// How the container avoids the keyboard (semantics §3).
public enum Strategy: String, Sendable, CaseIterable {
    /// Grow the bottom content inset and scroll (UIKit `contentInset`, SwiftUI's keyboard safe area).
    case scrollView
    /// Move the whole view up (`view.frame.origin.y`, IQKeyboardManager's root move).
    case shiftView
    /// Shrink the container to end at the keyboard (Android `adjustResize`).
    case resizeView
}

/// Options that shape the avoidance.
public struct Options: Sendable {
    /// The strategy, or `nil` for the default: `scrollView` when the container scrolls, else
    /// `shiftView`.
    public var strategy: Strategy?
    /// The gap the request gave between the target and the keyboard's top, in points, never
    /// negative; `nil` for the default, ``defaultMinimumDistance`` (another policy ignores a
    /// given one, with a warning).
    public var requestedMinimumDistance: Double?
    /// `nil` for the minimal scroll, else the unit point of the target aligned with the same
    /// point of the visible band: 0 top, 0.5 center, 1 bottom.
    public var anchor: Double?
    /// The element to bring into view, or `nil` for the focus while the keyboard is not hidden.
    public var scrollTarget: Optional<String>
    /// As `UIKeyboardLayoutGuide.followsUndockedKeyboard`.
    public var followsUndockedKeyboard: Bool
    /// The system the request named to emulate (policy-formulas §1.1), or `nil` for this
    /// engine's own answer, `clearance` (compare ignores a named one, with a warning).
    public var requestedPolicy: Policy?

    /// The gap kept between the target and the keyboard's top when none is given: 20 points.
    public static let defaultMinimumDistance: Double = 20

    /// The gap to keep between the target and the keyboard's top: the one given, else
    /// ``defaultMinimumDistance``. Setting it gives it.
    @inlinable public var minimumDistance: Double {
        get { requestedMinimumDistance ?? Self.defaultMinimumDistance }
        set { requestedMinimumDistance = newValue }
    }

    /// The system to emulate: the one named, else `clearance`. Setting it names it.
    @inlinable public var policy: Policy {
        get { requestedPolicy ?? .clearance }
        set { requestedPolicy = newValue }
    }

    /// Creates options; the defaults follow semantics §1. A `minimumDistance` of `nil` is the
    /// default, ``defaultMinimumDistance``; a `policy` of `nil` is `clearance`.
    @inlinable public init(
        strategy: Strategy? = nil,
        minimumDistance: Double? = nil,
        anchor: Double? = nil,
        scrollTarget: String? = nil,
        followsUndockedKeyboard: Bool = false,
        policy: Policy? = nil
    ) {
        self.strategy = strategy
        self.requestedMinimumDistance = minimumDistance
        self.anchor = anchor
        self.scrollTarget = scrollTarget
        self.followsUndockedKeyboard = followsUndockedKeyboard
        self.requestedPolicy = policy
    }
}
