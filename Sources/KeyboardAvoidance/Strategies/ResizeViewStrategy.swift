/// Shrink the container to end at the keyboard (Android `adjustResize`, React Native
/// `KeyboardAvoidingView behavior="height"`), semantics §3.
enum ResizeViewStrategy {
    /// Applies the strategy.
    ///
    /// `C'.height = C.height - overlap` (so never negative), the origin stays; the safe-area
    /// bottom becomes `max(0, sa.bottom - overlap)`; insets stay `b`, so `A' = b + sa'`
    /// (automatic) or `b` (never). A scrollable container is then aimed and clamped exactly as
    /// scrollView within `C'`, with no keyboard inside it (`overlap` counts as 0 for the band and
    /// the insets) while `d` keeps its value.
    static func apply(_ context: AvoidanceContext) -> AvoidanceOutcome {
        let c = context.container
        let b = c.contentInset
        var frame = c.frame
        frame.height = nonNegative(c.frame.height - context.overlap)
        var sa = context.safeArea
        sa.bottom = nonNegative(sa.bottom - context.overlap)
        let a0 = SafeArea.baseAdjustedInset(contentInset: b, safeArea: sa, adjustment: c.insetAdjustment)
        let geometry = ScrollGeometry(
            height: frame.height, contentHeight: c.contentSize.height, baseAdjustedInset: a0,
            adjustedInset: a0, overlap: 0, gap: context.gap)
        let (offset, desired) = context.scroll(in: geometry)
        let after = LayoutMoment(
            containerFrame: frame, contentOffset: offset, viewportInset: a0,
            scrolling: c.scrollable ? geometry : nil, windowSize: context.windowSize)
        return AvoidanceOutcome(
            contentInset: b, scrollIndicatorInsets: b, adjustedContentInset: a0,
            after: after, viewShift: 0, desiredOffset: desired)
    }
}
