/// The container's safe area and the base adjusted inset `A0` (spec §2).
public enum SafeArea {
    /// The container's safe area derived from the window's (`sa`, spec §2).
    ///
    /// `top = WS.top - C.minY`, `bottom = C.maxY - (W.height - WS.bottom)`,
    /// `left = WS.left - C.minX`, `right = C.maxX - (W.width - WS.right)`, each clamped to
    /// `[0, C.height]` (top, bottom) or `[0, C.width]` (left, right): never negative, never more
    /// than the container's extent. `container` is in window coordinates.
    public static func derived(container c: Rect, window: Window) -> EdgeInsets {
        let ws = window.safeArea
        let w = window.frame
        return EdgeInsets(
            top: clamp(ws.top - c.minY, 0, c.height),
            left: clamp(ws.left - c.minX, 0, c.width),
            bottom: clamp(c.maxY - (w.height - ws.bottom), 0, c.height),
            right: clamp(c.maxX - (w.width - ws.right), 0, c.width)
        )
    }

    /// The container's explicit `safeArea` when the request gives one (used as given), else
    /// ``derived(container:window:)``.
    public static func resolved(for container: Container, window: Window) -> EdgeInsets {
        container.safeArea ?? derived(container: container.frame, window: window)
    }

    /// The base adjusted inset `A0`: `b + sa` edge by edge under `.automatic`, `b` under `.never`.
    public static func baseAdjustedInset(
        contentInset b: EdgeInsets, safeArea sa: EdgeInsets, adjustment: InsetAdjustment
    ) -> EdgeInsets {
        adjustment == .automatic ? b + sa : b
    }
}
