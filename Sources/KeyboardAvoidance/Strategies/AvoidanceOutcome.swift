/// What a strategy produces: the values to set and the moment after avoidance (semantics §3).
struct AvoidanceOutcome: Sendable {
    /// The `contentInset` to set.
    var contentInset: EdgeInsets
    /// The scroll indicator insets to set.
    var scrollIndicatorInsets: EdgeInsets
    /// The resulting `adjustedContentInset`.
    var adjustedContentInset: EdgeInsets
    /// The container after avoidance: its frame, offset, viewport and scroll geometry.
    var after: LayoutMoment
    /// How far the container moved up (shiftView), else 0.
    var viewShift: Double
    /// `o'` before clamping, when the strategy scrolled toward a target; else `nil`.
    var desiredOffset: Double?

    /// Creates an outcome.
    init(
        contentInset: EdgeInsets, scrollIndicatorInsets: EdgeInsets, adjustedContentInset: EdgeInsets,
        after: LayoutMoment, viewShift: Double, desiredOffset: Double?
    ) {
        self.contentInset = contentInset
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.adjustedContentInset = adjustedContentInset
        self.after = after
        self.viewShift = viewShift
        self.desiredOffset = desiredOffset
    }
}
