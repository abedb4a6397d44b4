import KeyboardAvoidance

/// Draws a comparison (policy-formulas §5) as an SVG grid: one small cell per policy, each with the
/// screen before and after that policy acted, to scale.
///
/// Every cell is titled with the policy's name, version and fidelity, the focus's gap to the
/// keyboard, and the state left after the keyboard hides when that state's offset is out of
/// range (`offsetOutOfRangeAfterHide`). Elements are filled with their verdict's colour from
/// ``VerdictPalette``; the keyboard is drawn over them; the focus is outlined. Each cell is a
/// `g` with `data-policy`; each element rectangle carries `data-id`, `data-state` and
/// `data-panel`. Deterministic, well-formed whatever the ids hold, free of `NaN` and `inf`.
public enum CompareRenderer {
    /// The height a screen is drawn at in a cell, in pixels (narrower when it is very wide).
    public static let screenHeight = 240.0
    /// Cells per row.
    public static let columns = 4

    static let margin = 16.0
    static let gap = 10.0
    static let titleHeight = 74.0

    /// The picture of `comparison`, the engine's comparison of `request`.
    public static func render(request: LayoutRequest, comparison: PolicyComparison) -> String {
        let sw = positive(request.screen.width) ?? 1
        let sh = positive(request.screen.height) ?? sw
        let scale = Swift.min(screenHeight / sh, 160 / sw)
        let pw = sw * scale
        let ph = sh * scale
        let cellWidth = Swift.max(2 * pw + gap, 300) + 2 * gap
        let cellHeight = titleHeight + ph + 2 * gap
        let count = comparison.results.count
        let columns = Swift.max(1, Swift.min(Self.columns, count))
        let rows = (count + columns - 1) / columns
        let width = 2 * margin + Double(columns) * cellWidth + Double(columns - 1) * gap
        let height = 2 * margin + 32 + Double(rows) * cellHeight + Double(Swift.max(rows - 1, 0)) * gap
        let n = SVGWriter.number
        var w = SVGWriter()
        w.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(width)), ("height", n(height)),
                ("viewBox", "0 0 \(n(width)) \(n(height))"),
                ("font-family", "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"), ("font-size", "11"),
            ])
        w.element("title", [], content: "Clearance: \(count) policies compared, before and after")
        w.open("rect", [("width", n(width)), ("height", n(height)), ("fill", "#ffffff")], selfClosing: true)
        w.element(
            "text", [("x", n(margin)), ("y", n(margin + 14)), ("font-size", "15"), ("font-weight", "600")],
            content: "What would your app do? Before (left) and after (right) per policy")
        for (i, result) in comparison.results.enumerated() {
            let cx = margin + Double(i % columns) * (cellWidth + gap)
            let cy = margin + 32 + Double(i / columns) * (cellHeight + gap)
            drawCell(
                &w, request: request, result: result, index: i, x: cx, y: cy, size: (cellWidth, cellHeight),
                scale: scale, panel: (pw, ph))
        }
        w.close("svg")
        w.raw("\n")
        return w.text
    }

    /// The picture as UTF-8 bytes.
    public static func renderBytes(request: LayoutRequest, comparison: PolicyComparison) -> [UInt8] {
        Array(render(request: request, comparison: comparison).utf8)
    }

    private static func drawCell(
        _ w: inout SVGWriter, request: LayoutRequest, result: PolicyComparison.Result, index: Int, x: Double,
        y: Double, size: (Double, Double), scale: Double, panel: (Double, Double)
    ) {
        let n = SVGWriter.number
        let answer = result.answer
        let p = result.policy
        w.open("g", [("data-policy", p.name), ("data-index", String(index))])
        w.open(
            "rect",
            [
                ("x", n(x)), ("y", n(y)), ("width", n(size.0)), ("height", n(size.1)), ("fill", "#f7f8fa"),
                ("stroke", "#d5d9e0"), ("rx", "6"),
            ], selfClosing: true)
        w.element(
            "text", [("x", n(x + gap)), ("y", n(y + 16)), ("font-size", "13"), ("font-weight", "600")],
            content: "\(p.name) \(p.version)")
        var line2 = "\(p.fidelity.rawValue) · \(answer.strategy.rawValue)"
        if let gap = result.focus?.gap { line2 += " · gap \(n(gap)) pt" }
        if let state = result.focus?.after.state { line2 += " · focus \(state.rawValue)" }
        w.element("text", [("x", n(x + gap)), ("y", n(y + 32))], content: line2)
        let line3 =
            "scroll \(n(answer.scrollDelta)) · shift \(n(answer.viewShift)) · inset \(n(answer.contentInset.bottom))"
        w.element("text", [("x", n(x + gap)), ("y", n(y + 47))], content: line3)
        if answer.warnings.contains(where: { $0.code == WarningCode.offsetOutOfRangeAfterHide.rawValue }) {
            w.element(
                "text", [("x", n(x + gap)), ("y", n(y + 62)), ("fill", "#b42318"), ("data-role", "after-hide")],
                content: "after hide: offset \(n(answer.afterHide.contentOffset.y)), out of range")
        }
        let top = y + titleHeight
        let before = (frame: request.container.frame, offset: request.container.contentOffset)
        let after = (frame: answer.containerFrame, offset: answer.contentOffset)
        for (k, state) in [before, after].enumerated() {
            let px = x + gap + Double(k) * (panel.0 + gap)
            let name = k == 0 ? "before" : "after"
            drawPanel(
                &w, request: request, answer: answer, index: index, name: name, frame: state.frame,
                offset: state.offset, x: px, y: top, scale: scale, size: panel)
        }
        w.close("g")
    }

    private static func drawPanel(
        _ w: inout SVGWriter, request: LayoutRequest, answer: LayoutAnswer, index: Int, name: String, frame: Rect,
        offset: Point, x: Double, y: Double, scale: Double, size: (Double, Double)
    ) {
        let n = SVGWriter.number
        let window = request.window.frame
        func box(_ r: Rect) -> [(String, String)] {
            // Window coordinates to pixels, cut to the screen so nothing is drawn past the panel.
            let sx = r.x + window.x
            let sy = r.y + window.y
            let x0 = clamp(sx, -20, request.screen.width + 20)
            let y0 = clamp(sy, -20, request.screen.height + 20)
            let x1 = clamp(sx + r.width, -20, request.screen.width + 20)
            let y1 = clamp(sy + r.height, -20, request.screen.height + 20)
            return [
                ("x", n(x + x0 * scale)), ("y", n(y + y0 * scale)), ("width", n(Swift.max(0, x1 - x0) * scale)),
                ("height", n(Swift.max(0, y1 - y0) * scale)),
            ]
        }
        let clip = "clr-compare-\(index)-\(name)"
        w.open("clipPath", [("id", clip)])
        w.open("rect", [("x", n(x)), ("y", n(y)), ("width", n(size.0)), ("height", n(size.1))], selfClosing: true)
        w.close("clipPath")
        w.open("g", [("data-panel", name), ("clip-path", "url(#\(clip))")])
        w.open(
            "rect",
            [
                ("x", n(x)), ("y", n(y)), ("width", n(size.0)), ("height", n(size.1)), ("fill", "#ffffff"),
                ("stroke", "#1f2933"), ("data-role", "screen"),
            ], selfClosing: true)
        w.open(
            "rect", box(frame) + [("fill", "#eef3fb"), ("stroke", "#7b93b8"), ("data-role", "container")],
            selfClosing: true)
        for (index, element) in request.elements.enumerated() {
            let pair = answer.elements.indices.contains(index) ? answer.elements[index] : nil
            let verdict = name == "before" ? pair?.before : pair?.after
            let color = verdict.map { VerdictPalette.color(for: $0.state) } ?? VerdictPalette.unknownColor
            let r = element.frame.offsetBy(dx: frame.x - offset.x, dy: frame.y - offset.y)
            let focused = element.id == request.focus
            w.open(
                "rect",
                box(r) + [
                    ("fill", color), ("fill-opacity", "0.7"), ("stroke", focused ? "#1f2933" : color),
                    ("stroke-width", focused ? "1.5" : "0.5"), ("data-id", element.id),
                    ("data-state", verdict?.state.rawValue ?? "unknown"), ("data-panel", name),
                ], selfClosing: true)
        }
        // Pinned views (semantics §3.4): rounded, heavy outlines, under the keyboard.
        for (index, view) in request.pinned.enumerated() {
            let answered = answer.pinned.indices.contains(index) ? answer.pinned[index] : nil
            let verdict = name == "before" ? answered?.before : answered?.after
            let color = verdict.map { VerdictPalette.color(for: $0.state) } ?? VerdictPalette.unknownColor
            let r = name == "before" ? view.frame : (answered?.frame ?? view.frame)
            w.open(
                "rect",
                box(r) + [
                    ("rx", "3"), ("fill", color), ("fill-opacity", "0.35"), ("stroke", color), ("stroke-width", "2"),
                    ("data-id", view.id), ("data-pinned", view.pin.rawValue),
                    ("data-state", verdict?.state.rawValue ?? "unknown"), ("data-panel", name),
                ], selfClosing: true)
        }
        if answer.keyboard.state != .hidden, let k = answer.keyboard.frame {
            w.open(
                "rect", box(k) + [("fill", "#2b3340"), ("fill-opacity", "0.45"), ("data-role", "keyboard")],
                selfClosing: true)
        }
        w.close("g")
    }
}

private func positive(_ value: Double) -> Double? {
    value.isFinite && value > 0 ? value : nil
}
