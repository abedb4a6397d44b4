/// What a pinned view is tied to by its bottom edge (semantics §3.4).
public enum Pin: String, Sendable, CaseIterable {
    /// The window's bottom safe-area edge `B0 = W.height - WS.bottom` (`safeAreaLayoutGuide`, a
    /// SwiftUI `.safeAreaInset(edge: .bottom)`, an Android bottom bar). The default.
    case bottom
    /// The keyboard's top (`keyboardLayoutGuide.topAnchor`, React Native `KeyboardStickyView`,
    /// Compose `imePadding()` on the bar).
    case keyboard
    /// Nothing: it moves only when the whole view moves (a badge at a fixed place).
    case none
}

/// A view that does not scroll with the content: a bottom bar, a "Continue" button, a toolbar on
/// the keyboard (semantics §3.4).
///
/// Its id shares one namespace with the elements'; it may be the focus but not the scroll target.
public struct PinnedView: Sendable {
    /// A unique, non-empty id (no element has it either).
    public var id: String
    /// The frame in window coordinates, as laid out with the keyboard hidden.
    public var frame: Rect
    /// What it is tied to.
    public var pin: Pin

    /// Creates a pinned view, tied to the bottom safe-area edge unless told otherwise.
    public init(id: String, frame: Rect, pin: Pin = .bottom) {
        self.id = id
        self.frame = frame
        self.pin = pin
    }
}

/// What covers part of a view at one moment: the keyboard, and pinned views by their index in the
/// request's `pinned` (the answer's `pinned` has the same order), in request order.
///
/// Empty for a view that is wholly visible (or not seen at all): only what hides part of what the
/// viewport shows counts, as in `coveredFraction`.
public struct CoveredBy: Sendable, Equatable {
    /// Whether the keyboard covers part of it.
    public var keyboard: Bool
    /// The indices of the pinned views that cover part of it, ascending.
    public var pinned: [Int]

    /// Creates a cover list.
    public init(keyboard: Bool, pinned: [Int] = []) {
        self.keyboard = keyboard
        self.pinned = pinned
    }

    /// Nothing covers it. (Computed, not a stored `static let`: a stored one is initialised
    /// lazily, and every verdict would pay the once-check to read it.)
    @inlinable public static var nothing: CoveredBy { CoveredBy(keyboard: false) }

    /// Whether nothing covers it.
    public var isEmpty: Bool { !keyboard && pinned.isEmpty }

    /// The wire list: `"keyboard"` first when it covers, then the ids of the pinned views.
    public func ids(pinned views: [PinnedView]) -> [String] {
        var ids: [String] = keyboard ? ["keyboard"] : []
        for index in pinned where views.indices.contains(index) { ids.append(views[index].id) }
        return ids
    }
}

/// One pinned view's answer (semantics §5, `pinned`).
public struct PinnedVerdicts: Sendable, Equatable {
    /// The view's id.
    public var id: String
    /// What it is tied to.
    public var pin: Pin
    /// `P'`: its frame after avoidance, window coordinates.
    public var frame: Rect
    /// `Δ`: how far it moved vertically (negative: up).
    public var shift: Double
    /// Judged at its rest frame with the keyboard up, nothing adjusted.
    public var before: Verdict
    /// Judged at `P'`.
    public var after: Verdict

    /// Creates a pinned view's answer.
    public init(id: String, pin: Pin, frame: Rect, shift: Double, before: Verdict, after: Verdict) {
        self.id = id
        self.pin = pin
        self.frame = frame
        self.shift = shift
        self.before = before
        self.after = after
    }
}
