import KeyboardAvoidance

/// What one of the two panels shows, in window coordinates, derived from the request and the
/// answer as semantics §2–§4 define them.
///
/// The renderer draws; it does not solve. Everything here is either read from the answer or
/// one of the spec's closed-form quantities (the container safe area, the visible band) that the
/// answer does not carry but a picture needs.
struct PanelScene {
    /// `before` or `after`; also the value of every `data-panel` attribute in the panel.
    var name: String
    /// The container frame, window coordinates.
    var container: Rect
    /// The content offset the elements are drawn at.
    var contentOffset: Point
    /// The base adjusted inset `A0` for this panel.
    var baseAdjustedInset: EdgeInsets
    /// The part of the container where content is seen (`T…B`), window coordinates; `nil` when empty.
    var band: Rect?
    /// The keyboard's overlap with this panel's container.
    var overlap: Double

    /// Builds both panels.
    static func panels(request: LayoutRequest, answer: LayoutAnswer) -> (before: PanelScene, after: PanelScene) {
        let window = request.window
        let before = request.container.frame
        let after = answer.containerFrame
        let safeArea = SafeArea.resolved(for: request.container, window: window)
        let base = request.container.contentInset
        let automatic = request.container.insetAdjustment == .automatic
        let a0Before = SafeArea.baseAdjustedInset(
            contentInset: base, safeArea: safeArea, adjustment: request.container.insetAdjustment)

        var a0After = a0Before
        if answer.strategy == .resizeView, automatic {
            var shrunk = safeArea
            shrunk.bottom = Swift.max(0, safeArea.bottom - answer.keyboard.overlap)
            a0After = base + shrunk
        }
        let overlapAfter = overlap(of: answer.keyboard, with: after)

        let beforeScene = PanelScene(
            name: "before",
            container: before,
            contentOffset: request.container.contentOffset,
            baseAdjustedInset: a0Before,
            band: band(container: before, inset: a0Before, overlap: answer.keyboard.overlap),
            overlap: answer.keyboard.overlap
        )
        let afterScene = PanelScene(
            name: "after",
            container: after,
            contentOffset: answer.contentOffset,
            baseAdjustedInset: a0After,
            band: band(container: after, inset: a0After, overlap: overlapAfter),
            overlap: overlapAfter
        )
        return (beforeScene, afterScene)
    }

    /// A docked keyboard's overlap with `container` (semantics §2); 0 for any other keyboard.
    static func overlap(of keyboard: KeyboardAnswer, with container: Rect) -> Double {
        guard keyboard.state == .docked, let k = keyboard.frame else { return 0 }
        guard k.minX < container.maxX, k.maxX > container.minX else { return 0 }
        return clamp(container.maxY - k.minY, 0, container.height)
    }

    /// The visible band `T…B` (semantics §3) in window coordinates, or `nil` when it is empty.
    static func band(container c: Rect, inset: EdgeInsets, overlap: Double) -> Rect? {
        let top = c.minY + inset.top
        let bottom = c.minY + c.height - Swift.max(inset.bottom, overlap)
        guard bottom > top, c.width > 0 else { return nil }
        return Rect(x: c.minX, y: top, width: c.width, height: bottom - top)
    }

    /// An element's frame (content coordinates) moved into window coordinates for this panel.
    func windowRect(ofContent rect: Rect) -> Rect {
        rect.offsetBy(dx: container.minX - contentOffset.x, dy: container.minY - contentOffset.y)
    }
}

/// `value` limited to `[low, high]`; `low` wins when the range is empty, and NaN becomes `low`.
@inline(__always)
func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
    guard value == value else { return low }
    return Swift.max(low, Swift.min(value, Swift.max(low, high)))
}
