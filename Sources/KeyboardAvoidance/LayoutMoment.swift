/// The container as the user sees it at one moment, before or after avoidance (semantics §4).
struct LayoutMoment: Sendable, Equatable {
    /// The container frame, in window coordinates.
    var containerFrame: Rect
    /// The content offset.
    var contentOffset: Point
    /// The inset that bounds the viewport: `A0` (shiftView moves it with the container; resizeView
    /// uses the one with the reduced safe-area bottom).
    var viewportInset: EdgeInsets
    /// `V`: the container inset by ``viewportInset``, intersected with the window's bounds; `nil`
    /// when that leaves no area.
    var viewport: Rect?
    /// The scroll geometry when the container scrolls at this moment, else `nil` (then an element
    /// is reachable only where it is wholly visible).
    var scrolling: ScrollGeometry?
    /// The window's height, which bounds the band vertically for reachability.
    var windowHeight: Double

    /// Creates a moment and computes its viewport against a window of `windowSize`.
    init(
        containerFrame: Rect, contentOffset: Point, viewportInset: EdgeInsets, scrolling: ScrollGeometry?,
        windowSize: Size
    ) {
        self.containerFrame = containerFrame
        self.contentOffset = contentOffset
        self.viewportInset = viewportInset
        self.scrolling = scrolling
        self.windowHeight = windowSize.height
        let bounds = Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height)
        self.viewport = containerFrame.inset(by: viewportInset).intersection(bounds)
    }
}
