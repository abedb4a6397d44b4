/// What every strategy reads: the container, its safe area and base inset, the keyboard's
/// overlap and gap, and the target (semantics §2, §3).
struct AvoidanceContext: Sendable {
    /// The container as the request gives it.
    var container: Container
    /// `sa`: the container's safe area (explicit or derived).
    var safeArea: EdgeInsets
    /// `A0`: the base adjusted inset.
    var baseAdjustedInset: EdgeInsets
    /// `K` in window coordinates, `nil` when hidden.
    var keyboard: Rect?
    /// The docked keyboard's overlap with the container, in `[0, C.height]`.
    var overlap: Double
    /// `d`: `minimumDistance` when `overlap > 0`, else 0; never negative.
    var gap: Double
    /// The rectangle to bring into view, if any.
    var target: ScrollTarget?
    /// The window's size, which bounds every viewport.
    var windowSize: Size
    /// The keyboard's own overlap with the container; ``overlap`` is the obstruction, which the
    /// pinned views stacked on the keyboard raise (semantics §3.4). The moment before avoidance
    /// is bounded by this one, since nothing has moved yet.
    var keyboardOverlap: Double
    /// `Ktop`: the obstruction's top in window coordinates (`K.minY` unless pinned views are
    /// stacked on the keyboard); meaningful only while ``keyboard`` is set.
    var obstructionTop: Double
    /// A pinned focus's rest frame (window coordinates) when there is no other target: shiftView
    /// lifts the view for it; nothing scrolls for it (semantics §3.4).
    var pinnedTarget: Rect?

    /// Creates a context.
    init(
        container: Container, safeArea: EdgeInsets, baseAdjustedInset: EdgeInsets, keyboard: Rect?,
        overlap: Double, gap: Double, target: ScrollTarget?, windowSize: Size
    ) {
        self.container = container
        self.safeArea = safeArea
        self.baseAdjustedInset = baseAdjustedInset
        self.keyboard = keyboard
        self.overlap = overlap
        self.gap = gap
        self.target = target
        self.windowSize = windowSize
        self.keyboardOverlap = overlap
        self.obstructionTop = keyboard?.minY ?? 0
        self.pinnedTarget = nil
    }

    /// The moment before avoidance: keyboard present, frame `C`, the given offset, base insets.
    ///
    /// Its band ends above the keyboard (`B = C.height - max(A0.bottom, overlap)`) while its
    /// offsets are bounded by `A0` alone, since nothing has made room for the keyboard yet.
    var before: LayoutMoment {
        let c = container
        let scrolling =
            c.scrollable
            ? ScrollGeometry(
                height: c.frame.height, contentHeight: c.contentSize.height, baseAdjustedInset: baseAdjustedInset,
                adjustedInset: baseAdjustedInset, overlap: keyboardOverlap, gap: gap) : nil
        return LayoutMoment(
            containerFrame: c.frame, contentOffset: c.contentOffset, viewportInset: baseAdjustedInset,
            scrolling: scrolling, windowSize: windowSize)
    }

    /// Scrolls to the target within `geometry`, or keeps the offset when there is no target;
    /// clamps either way. A container that does not scroll keeps its offset unclamped.
    ///
    /// Returns the final offset (`contentOffset.x` unchanged) and `o'` before clamping (`nil` when
    /// nothing was aimed at).
    func scroll(in geometry: ScrollGeometry) -> (offset: Point, desired: Double?) {
        let o = container.contentOffset
        guard container.scrollable else { return (o, nil) }
        let desired = target?.desiredOffset(from: o.y, in: geometry)
        return (Point(x: o.x, y: geometry.clampOffset(desired ?? o.y)), desired)
    }
}
