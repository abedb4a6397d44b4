/// What a strategy produces: the values to set and the moment after avoidance (semantics §3).
public struct AvoidanceOutcome: Sendable {
    /// The `contentInset` to set.
    public var contentInset: EdgeInsets
    /// The scroll indicator insets to set.
    public var scrollIndicatorInsets: EdgeInsets
    /// The resulting `adjustedContentInset`.
    public var adjustedContentInset: EdgeInsets
    /// The container after avoidance: its frame, offset, viewport and scroll geometry.
    public var after: LayoutMoment
    /// How far the container moved up (shiftView), else 0.
    public var viewShift: Double
    /// `o'` before clamping, when the strategy scrolled toward a target; else `nil`.
    public var desiredOffset: Double?

    /// Creates an outcome.
    public init(
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
