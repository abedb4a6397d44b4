/// Grow the bottom content inset and scroll (UIKit `contentInset`, SwiftUI's keyboard safe area),
/// semantics §3.
enum ScrollViewStrategy {
    /// Applies the strategy.
    ///
    /// With `overlap > 0`: `contentInset.bottom = max(b.bottom, overlap + d - sa.bottom)`
    /// (automatic) or `max(b.bottom, overlap + d)` (never), the indicator the same without `d`;
    /// else both are `b`. Other edges are `b`, so the inset never drops below the app's own.
    /// `A = contentInset + sa` (automatic) or `contentInset` (never). The offset is aimed at the
    /// target in the band `T…L` and always clamped into `[-A.top, max(-A.top, contentHeight +
    /// A.bottom - C.height)]`; the frame never changes.
    static func apply(_ context: AvoidanceContext) -> AvoidanceOutcome {
        let c = context.container
        let b = c.contentInset
        let sa = context.safeArea
        let automatic = c.insetAdjustment == .automatic
        var inset = b
        var indicator = b
        if context.overlap > 0 {
            let room = automatic ? context.overlap - sa.bottom : context.overlap
            inset.bottom = Swift.max(b.bottom, room + context.gap)
            indicator.bottom = Swift.max(b.bottom, room)
        }
        let adjusted = automatic ? inset + sa : inset
        let geometry = ScrollGeometry(
            height: c.frame.height, contentHeight: c.contentSize.height,
            baseAdjustedInset: context.baseAdjustedInset, adjustedInset: adjusted,
            overlap: context.overlap, gap: context.gap)
        let (offset, desired) = context.scroll(in: geometry)
        let after = LayoutMoment(
            containerFrame: c.frame, contentOffset: offset, viewportInset: context.baseAdjustedInset,
            scrolling: c.scrollable ? geometry : nil, windowSize: context.windowSize)
        return AvoidanceOutcome(
            contentInset: inset, scrollIndicatorInsets: indicator, adjustedContentInset: adjusted,
            after: after, viewShift: 0, desiredOffset: desired)
    }
}
