/// How pinned views move, stack on the keyboard and are judged (semantics §3.4).
///
/// A view moves vertically by `Δ` (negative: up). A `keyboard` view follows a docked keyboard
/// that overlaps it horizontally, `Δ = min(0, K.minY - B0)` (a floating one only with
/// `followsUndockedKeyboard`: `min(0, K.minY - P.maxY)`); what `bottom` and `none` views do
/// depends on the strategy or the policy. A moved view that overlaps the container horizontally
/// and ends within 0.5 pt of a docked keyboard's top is stacked on it, and the topmost stacked
/// view's top, `Ktop`, is what the strategy avoids.
struct Pinning: Sendable {
    /// The views, in request order.
    let views: [PinnedView]
    /// `B0 = W.height - WS.bottom`: the edge a `bottom` view is tied to.
    let windowBottom: Double

    /// The pinned views of `request`.
    init(_ request: LayoutRequest) {
        views = request.pinned
        windowBottom = request.window.frame.height - request.window.safeArea.bottom
    }

    /// Whether there are none (then nothing here changes an answer).
    var isEmpty: Bool { views.isEmpty }

    /// `Δ` of a `keyboard` view at rest frame `frame` (semantics §3.4): a docked keyboard
    /// overlapping it horizontally lifts it to the keyboard's top, a floating one only with
    /// `followsUndockedKeyboard`; hidden, 0. Never positive.
    func keyboardDelta(_ frame: Rect, keyboard: KeyboardClassification, followsUndockedKeyboard: Bool) -> Double {
        guard let k = keyboard.frame else { return 0 }
        switch keyboard.state {
        case .docked:
            guard k.minX < frame.maxX, k.maxX > frame.minX else { return 0 }
            return Swift.min(0, k.minY - windowBottom)
        case .floating:
            return followsUndockedKeyboard ? Swift.min(0, k.minY - frame.maxY) : 0
        case .hidden:
            return 0
        }
    }

    /// `Ktop`: the docked keyboard's top `k.minY`, raised to the top of every view whose `Δ`
    /// (`deltas[i]`; `nil` for a view that cannot stack) leaves it stacked on the keyboard over
    /// `container`.
    func stackTop(deltas: [Double?], keyboard k: Rect, container c: Rect) -> Double {
        var top = k.minY
        for (view, delta) in zip(views, deltas) {
            guard let delta else { continue }
            let moved = view.frame.offsetBy(dx: 0, dy: delta)
            if moved.minX < c.maxX, moved.maxX > c.minX, abs(moved.maxY - k.minY) <= 0.5 {
                top = Swift.min(top, moved.minY)
            }
        }
        return top
    }

    /// The obstruction above `container` for a stack topped at `top`: `clamp(C.maxY - Ktop, 0, C.height)`.
    static func obstruction(top: Double, container c: Rect) -> Double {
        clamp(c.maxY - top, 0, c.height)
    }

    /// The rest frames, window coordinates.
    var restFrames: [Rect] { views.map(\.frame) }

    /// The frames moved by `deltas`.
    func frames(moved deltas: [Double]) -> [Rect] {
        zip(views, deltas).map { $0.frame.offsetBy(dx: 0, dy: $1) }
    }

    /// Each view's answer: judged against the window and the keyboard only (a pinned view sits
    /// above the content), at its rest frame before and moved by `deltas` after; reachable
    /// exactly when visible.
    func verdicts(deltas: [Double], keyboard: Rect?, windowSize: Size) -> [PinnedVerdicts] {
        let window = LayoutMoment(
            containerFrame: Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height),
            contentOffset: .zero, viewportInset: .zero, scrolling: nil, windowSize: windowSize)
        let judge = VerdictJudge(window, keyboard: keyboard)
        return zip(views, deltas).map { view, delta in
            let moved = view.frame.offsetBy(dx: 0, dy: delta)
            return PinnedVerdicts(
                id: view.id, pin: view.pin, frame: moved, shift: delta, before: judge.verdict(for: view.frame),
                after: judge.verdict(for: moved))
        }
    }

    /// The index of the view whose id is `id`, if any.
    func index(of id: String?) -> Int? {
        guard let id, !views.isEmpty else { return nil }
        return views.firstIndex { $0.id == id }
    }
}
