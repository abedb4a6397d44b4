/// The container's safe area and the base adjusted inset `A0` (semantics §2).
public enum SafeArea {
    /// The container's safe area derived from the window's (`sa`, semantics §2).
    ///
    /// `top = WS.top - C.minY`, `bottom = C.maxY - (W.height - WS.bottom)`,
    /// `left = WS.left - C.minX`, `right = C.maxX - (W.width - WS.right)`, each clamped to
    /// `[0, C.height]` (top, bottom) or `[0, C.width]` (left, right): never negative, never more
    /// than the container's extent. `container` is in window coordinates.
    static func derived(container c: Rect, window: Window) -> EdgeInsets {
        let ws = window.safeArea
        let w = window.frame
        return EdgeInsets(
            top: clamp(ws.top - c.minY, 0, c.height),
            left: clamp(ws.left - c.minX, 0, c.width),
            bottom: clamp(c.maxY - (w.height - ws.bottom), 0, c.height),
            right: clamp(c.maxX - (w.width - ws.right), 0, c.width)
        )
    }

    /// `sa`: the container's explicit `safeArea` when the request gives one, else
    /// ``derived(container:window:)``; then, either way, `left` and `right` are 0 unless the
    /// container scrolls horizontally (`contentSize.width > frame.width`).
    ///
    /// Like UIKit's `.automatic`, a vertical scroll view is adjusted on its vertical axis only: a
    /// full-width form in landscape on a notched phone is not pushed in by the side insets.
    public static func resolved(for container: Container, window: Window) -> EdgeInsets {
        var sa = container.safeArea ?? derived(container: container.frame, window: window)
        if !scrollsHorizontally(container) {
            sa.left = 0
            sa.right = 0
        }
        return sa
    }

    /// Whether the container's content is wider than its frame (`contentSize.width > C.width`).
    static func scrollsHorizontally(_ container: Container) -> Bool {
        container.contentSize.width > container.frame.width
    }

    /// UIKit's resting offset `{-A0.left, -A0.top}`, the default `contentOffset` (semantics §1): with
    /// automatic adjustment, content y = 0 rests just below the top safe area.
    ///
    /// Reads the container's frame, content size, base inset, safe area and adjustment, never its
    /// offset, so it can fill an offset the request leaves out.
    public static func restingOffset(for container: Container, window: Window) -> Point {
        let a0 = baseAdjustedInset(
            contentInset: container.contentInset, safeArea: resolved(for: container, window: window),
            adjustment: container.insetAdjustment)
        return Point(x: -a0.left, y: -a0.top)
    }

    /// The base adjusted inset `A0`: `b + sa` edge by edge under `.automatic`, `b` under `.never`.
    public static func baseAdjustedInset(
        contentInset b: EdgeInsets, safeArea sa: EdgeInsets, adjustment: InsetAdjustment
    ) -> EdgeInsets {
        adjustment == .automatic ? b + sa : b
    }
}

extension LayoutRequest {
    /// UIKit's resting offset for this request's container in its window: what
    /// `container.contentOffset` is when a request leaves it out (``SafeArea/restingOffset(for:window:)``).
    public var restingContentOffset: Point {
        SafeArea.restingOffset(for: container, window: window)
    }
}
