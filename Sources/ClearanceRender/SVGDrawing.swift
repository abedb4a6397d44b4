import KeyboardAvoidance

/// The layout and drawing of one picture; ``SVGRenderer`` is its public face.
struct SVGDrawing {
    let request: LayoutRequest
    let answer: LayoutAnswer
    var writer = SVGWriter()
    /// Whether the after panel plays the change (``SVGRenderer/render(request:answer:animated:)``).
    var animated = false

    /// Screen points to pixels.
    let scale: Double
    /// The screen drawn, in pixels.
    let panelWidth: Double
    let panelHeight: Double
    /// Left edges of the two panels, and their common top.
    let beforeX: Double
    let afterX: Double
    let panelTop: Double
    /// The whole picture.
    let width: Double
    let height: Double
    let captionTop: Double
    let warningTop: Double
    let legendTop: Double
    let legendColumns: Int

    static let margin = 24.0
    static let gutter = 170.0
    static let lineHeight = 18.0
    static let captionLines = 4
    static let maxWarnings = 4
    static let legendItemWidth = 170.0
    static let legendRowHeight = 22.0
    /// How far past the screen a shape may be drawn before it is cut (it is clipped anyway).
    static let overdraw = 40.0

    init(request: LayoutRequest, answer: LayoutAnswer) {
        self.request = request
        self.answer = answer
        let screenWidth = positive(request.screen.width) ?? positive(request.screen.height) ?? 1
        let screenHeight = positive(request.screen.height) ?? screenWidth
        scale = Swift.min(SVGRenderer.panelHeight / screenHeight, SVGRenderer.maxPanelWidth / screenWidth)
        panelWidth = screenWidth * scale
        panelHeight = screenHeight * scale
        let slot = Swift.max(panelWidth, 220) + SVGDrawing.gutter
        beforeX = SVGDrawing.margin
        afterX = SVGDrawing.margin + slot + SVGDrawing.margin
        panelTop = 72
        width = Swift.max(afterX + slot, 2 * SVGDrawing.margin + 4 * SVGDrawing.legendItemWidth)
        captionTop = panelTop + panelHeight + 28
        warningTop = captionTop + Double(SVGDrawing.captionLines) * SVGDrawing.lineHeight + 8
        let warningLines = answer.warnings.isEmpty ? 0 : Swift.min(answer.warnings.count, SVGDrawing.maxWarnings + 1)
        legendTop = warningTop + Double(warningLines) * SVGDrawing.lineHeight + 12
        legendColumns = Swift.max(1, Int((width - 2 * SVGDrawing.margin) / SVGDrawing.legendItemWidth))
        let legendRows = (SVGDrawing.legendItems.count + legendColumns - 1) / legendColumns
        height = legendTop + Double(legendRows) * SVGDrawing.legendRowHeight + SVGDrawing.margin
    }

    mutating func draw() {
        let w = SVGWriter.number(width)
        let h = SVGWriter.number(height)
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("width", w), ("height", h), ("viewBox", "0 0 \(w) \(h)"),
                ("font-family", "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"),
                ("font-size", "12"),
                ("data-strategy", answer.strategy.rawValue),
                ("data-keyboard", answer.keyboard.state.rawValue),
            ])
        writer.element("title", [], content: "Clearance: \(answer.strategy.rawValue), before and after")
        drawDefinitions()
        writer.open("rect", [("width", w), ("height", h), ("fill", "#ffffff")], selfClosing: true)
        writer.element(
            "text", [("x", n(SVGDrawing.margin)), ("y", "30"), ("font-size", "16"), ("font-weight", "600")],
            content: "Clearance · \(answer.strategy.rawValue) · keyboard \(answer.keyboard.state.rawValue)")
        let scenes = PanelScene.panels(request: request, answer: answer)
        drawPanel(scenes.before, x: beforeX, title: "Before · keyboard shown, nothing adjusted", ghost: nil)
        drawPanel(scenes.after, x: afterX, title: "After · \(answer.strategy.rawValue)", ghost: scenes.before)
        drawCaptions()
        drawWarnings()
        drawLegend()
        writer.close("svg")
        writer.raw("\n")
    }

    // MARK: Definitions

    private mutating func drawDefinitions() {
        writer.open("defs", [])
        writer.open(
            "pattern",
            [
                ("id", "clr-hatch"), ("width", "6"), ("height", "6"), ("patternUnits", "userSpaceOnUse"),
                ("patternTransform", "rotate(45)"),
            ])
        writer.open(
            "rect", [("width", "6"), ("height", "6"), ("fill", "#f6e7c1"), ("fill-opacity", "0.6")], selfClosing: true)
        writer.open(
            "line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "6"), ("stroke", "#c79a1e"), ("stroke-width", "2")],
            selfClosing: true)
        writer.close("pattern")
        writer.open(
            "marker",
            [
                ("id", "clr-arrow"), ("viewBox", "0 0 10 10"), ("refX", "9"), ("refY", "5"), ("markerWidth", "7"),
                ("markerHeight", "7"), ("orient", "auto-start-reverse"),
            ])
        writer.open("path", [("d", "M0,0 L10,5 L0,10 z"), ("fill", "#1f2933")], selfClosing: true)
        writer.close("marker")
        for (name, x) in [("before", beforeX), ("after", afterX)] {
            writer.open("clipPath", [("id", "clr-screen-\(name)")])
            writer.open(
                "rect", [("x", n(x)), ("y", n(panelTop)), ("width", n(panelWidth)), ("height", n(panelHeight))],
                selfClosing: true)
            writer.close("clipPath")
        }
        let scenes = PanelScene.panels(request: request, answer: answer)
        for (scene, x) in [(scenes.before, beforeX), (scenes.after, afterX)] {
            writer.open("clipPath", [("id", "clr-container-\(scene.name)")])
            writer.open("rect", rectAttributes(screenRect(ofWindow: scene.container), x: x), selfClosing: true)
            writer.close("clipPath")
        }
        writer.close("defs")
    }

    // MARK: Panels

    private mutating func drawPanel(_ scene: PanelScene, x: Double, title: String, ghost: PanelScene?) {
        writer.open("g", [("id", "clr-panel-\(scene.name)"), ("data-panel", scene.name)])
        writer.element(
            "text", [("x", n(x)), ("y", n(panelTop - 12)), ("font-size", "13"), ("font-weight", "600")],
            content: title)
        writer.open("g", [("clip-path", "url(#clr-screen-\(scene.name))")])
        let screen = Rect(x: 0, y: 0, width: request.screen.width, height: request.screen.height)
        shape(screen, x: x, role: "screen", [("fill", "#e9edf2")])
        shape(request.window.frame, x: x, role: "window", [("fill", "#ffffff"), ("stroke", "#8892a0")])
        shape(screenRect(ofWindow: scene.container), x: x, role: "container", [("fill", "#f7faff")])
        if let band = scene.band {
            shape(
                screenRect(ofWindow: band), x: x, role: "band",
                [("fill", "#1565c0"), ("fill-opacity", "0.08"), ("stroke", "#1565c0"), ("stroke-opacity", "0.35")])
        }
        drawElements(scene, x: x, ghost: ghost)
        drawSafeAreas(x: x)
        drawPinned(scene, x: x)
        drawKeyboard(x: x, playing: animated && ghost != nil)
        shape(
            screenRect(ofWindow: scene.container), x: x, role: "container-outline",
            [("fill", "none"), ("stroke", "#1565c0"), ("stroke-width", "1.5")])
        drawTarget(scene, x: x, ghost: ghost)
        writer.close("g")
        writer.open(
            "rect",
            [
                ("x", n(x)), ("y", n(panelTop)), ("width", n(panelWidth)), ("height", n(panelHeight)),
                ("fill", "none"), ("stroke", "#1f2933"), ("stroke-width", "2"), ("data-role", "screen-outline"),
            ], selfClosing: true)
        drawGutter(scene, x: x, ghost: ghost)
        writer.close("g")
    }

    private mutating func drawElements(_ scene: PanelScene, x: Double, ghost: PanelScene? = nil) {
        // Played (the after panel of an animated picture), the elements are cut by the window,
        // not the container, which moves or shrinks while they do.
        let playing = animated && ghost != nil
        writer.open(
            "g",
            [
                ("clip-path", playing ? "url(#clr-screen-\(scene.name))" : "url(#clr-container-\(scene.name))"),
                ("data-role", "elements"),
            ])
        let verdicts = VerdictLookup(answer.elements)
        var labels: [(String, Double, Double, Double, Double)] = []
        for (index, element) in request.elements.enumerated() {
            let pair = verdicts.find(id: element.id, at: index)
            let verdict = scene.name == "before" ? pair?.before : pair?.after
            let state = verdict?.state.rawValue ?? "unknown"
            let color = verdict.map { VerdictPalette.color(for: $0.state) } ?? VerdictPalette.unknownColor
            let box = pixels(screenRect(ofWindow: scene.windowRect(ofContent: element.frame)), x: x)
            if playing, let ghost {
                // From where the element is before to where it ends, on the keyboard's easing;
                // its colour turns to the after verdict's when the motion is at rest.
                let from = pixels(screenRect(ofWindow: ghost.windowRect(ofContent: element.frame)), x: x)
                let start = pair.map { VerdictPalette.color(for: $0.before.state) } ?? color
                writer.open(
                    "rect",
                    [
                        ("x", n(from.x)), ("y", n(from.y)), ("width", n(box.width)), ("height", n(box.height)),
                        ("fill", start), ("fill-opacity", "0.6"), ("stroke", start), ("stroke-width", "1"),
                        ("data-id", element.id), ("data-state", state), ("data-panel", scene.name),
                    ])
                play("x", from: from.x, to: box.x)
                play("y", from: from.y, to: box.y)
                settle("fill", to: color)
                settle("stroke", to: color)
                writer.element("title", [], content: tooltip(element.id, verdict))
                writer.close("rect")
                continue
            }
            writer.open(
                "rect",
                [
                    ("x", n(box.x)), ("y", n(box.y)), ("width", n(box.width)), ("height", n(box.height)),
                    ("fill", color), ("fill-opacity", "0.6"), ("stroke", color), ("stroke-width", "1"),
                    ("data-id", element.id), ("data-state", state), ("data-panel", scene.name),
                ])
            writer.element("title", [], content: tooltip(element.id, verdict))
            writer.close("rect")
            if box.height >= 13, box.width >= 28 {
                labels.append((element.id, box.x, box.y, box.width, box.height))
            }
        }
        // Labels after every rectangle, so a later element never paints over an earlier label.
        for (id, bx, by, bw, bh) in labels {
            let room = Int((bw - 8) / 6.2)
            writer.element(
                "text",
                [
                    ("x", n(bx + 4)), ("y", n(by + bh / 2 + 4)), ("font-size", "11"), ("fill", "#10151c"),
                    ("pointer-events", "none"),
                ], content: SVGWriter.truncate(id, to: room))
        }
        writer.close("g")
    }

    /// The pinned views (semantics §3.4): above the content, at their rest frames before and
    /// where they moved after, drawn as rounded bars with a heavy outline in their verdict's
    /// colour, and under the keyboard (which covers a `bottom` view under scrollView).
    private mutating func drawPinned(_ scene: PanelScene, x: Double) {
        guard !request.pinned.isEmpty else { return }
        writer.open("g", [("data-role", "pinned")])
        for (index, view) in request.pinned.enumerated() {
            let answered = answer.pinned.indices.contains(index) ? answer.pinned[index] : nil
            let verdict = scene.name == "before" ? answered?.before : answered?.after
            let frame = scene.name == "before" ? view.frame : (answered?.frame ?? view.frame)
            let color = verdict.map { VerdictPalette.color(for: $0.state) } ?? VerdictPalette.unknownColor
            let box = pixels(screenRect(ofWindow: frame), x: x)
            let playing = animated && scene.name == "after"
            let rest = pixels(screenRect(ofWindow: view.frame), x: x)
            let start = playing ? (answered.map { VerdictPalette.color(for: $0.before.state) } ?? color) : color
            writer.open(
                "rect",
                [
                    ("x", n(box.x)), ("y", n(playing ? rest.y : box.y)), ("width", n(box.width)),
                    ("height", n(box.height)), ("rx", "6"), ("fill", start), ("fill-opacity", "0.35"),
                    ("stroke", start), ("stroke-width", "3"), ("data-id", view.id),
                    ("data-pinned", view.pin.rawValue), ("data-state", verdict?.state.rawValue ?? "unknown"),
                    ("data-panel", scene.name),
                ])
            if playing {
                // It rides from its rest frame to where it ends, with the keyboard or the view.
                play("y", from: rest.y, to: box.y)
                settle("fill", to: color)
                settle("stroke", to: color)
            }
            writer.element("title", [], content: tooltip(view.id, verdict) + ", pinned to \(view.pin.rawValue)")
            writer.close("rect")
            // A played panel moves its shapes, not their labels: they would stand where it ends.
            if !playing, box.height >= 13, box.width >= 28 {
                writer.element(
                    "text",
                    [
                        ("x", n(box.x + 6)), ("y", n(box.y + box.height / 2 + 4)), ("font-size", "11"),
                        ("fill", "#10151c"), ("pointer-events", "none"),
                    ], content: SVGWriter.truncate(view.id, to: Int((box.width - 12) / 6.2)))
            }
        }
        writer.close("g")
    }

    // MARK: Motion

    /// The points the motion is drawn through: as many as the CSS easing has, so the picture
    /// moves exactly as `animation.cssEasing` does.
    static let motionPoints = 41

    /// `<animate>` of `attribute` from `from` to `to` over the motion's settle duration, through
    /// the motion's progress at evenly spaced times (SMIL, played by every browser without script).
    private mutating func play(_ attribute: String, from: Double, to: Double) {
        let motion = answer.animation.motion
        let samples = motion.samples(SVGDrawing.motionPoints)
        let values = samples.map { n(from + (to - from) * $0) }.joined(separator: ";")
        let times = (0..<samples.count).map { n(Double($0) / Double(samples.count - 1)) }.joined(separator: ";")
        writer.open(
            "animate",
            [
                ("attributeName", attribute), ("dur", n(Swift.max(motion.settleDuration, 0.001)) + "s"),
                ("values", values), ("keyTimes", times), ("calcMode", "linear"), ("fill", "freeze"),
                ("data-role", "motion"),
            ], selfClosing: true)
    }

    /// `<set>` of `attribute` to `value` once the motion is at rest.
    private mutating func settle(_ attribute: String, to value: String) {
        writer.open(
            "set",
            [
                ("attributeName", attribute), ("to", value),
                ("begin", n(answer.animation.motion.settleDuration) + "s"), ("fill", "freeze"),
            ], selfClosing: true)
    }

    private func tooltip(_ id: String, _ verdict: Verdict?) -> String {
        guard let verdict else { return "\(id): no verdict" }
        return "\(id): \(VerdictPalette.label(for: verdict.state)), visible \(percent(verdict.visibleFraction)), "
            + "covered \(percent(verdict.coveredFraction)), \(verdict.reachable ? "reachable" : "not reachable")"
    }

    private mutating func drawSafeAreas(x: Double) {
        let w = request.window.frame
        let s = request.window.safeArea
        let parts = [
            Rect(x: w.minX, y: w.minY, width: w.width, height: s.top),
            Rect(x: w.minX, y: w.maxY - s.bottom, width: w.width, height: s.bottom),
            Rect(x: w.minX, y: w.minY, width: s.left, height: w.height),
            Rect(x: w.maxX - s.right, y: w.minY, width: s.right, height: w.height),
        ]
        for part in parts where part.width > 0 && part.height > 0 {
            shape(part, x: x, role: "safe-area", [("fill", "url(#clr-hatch)")])
        }
    }

    private mutating func drawKeyboard(x: Double, playing: Bool = false) {
        guard answer.keyboard.state != .hidden, let frame = answer.keyboard.frame else { return }
        let rect = screenRect(ofWindow: frame)
        if playing {
            // The keyboard rises from below the screen to its frame, on its own easing.
            let box = pixels(rect, x: x)
            let below = panelTop + panelHeight
            writer.open(
                "rect",
                [
                    ("x", n(box.x)), ("y", n(below)), ("width", n(box.width)), ("height", n(box.height)),
                    ("fill", "#2b3340"), ("fill-opacity", "0.45"), ("stroke", "#2b3340"),
                    ("data-keyboard", answer.keyboard.state.rawValue), ("data-role", "keyboard"),
                ])
            play("y", from: below, to: box.y)
            writer.close("rect")
            return
        }
        shape(
            rect, x: x, role: "keyboard",
            [
                ("fill", "#2b3340"), ("fill-opacity", "0.45"), ("stroke", "#2b3340"),
                ("data-keyboard", answer.keyboard.state.rawValue),
            ])
        let box = pixels(rect, x: x)
        if box.height >= 20, box.width >= 60 {
            writer.element(
                "text",
                [
                    ("x", n(box.x + box.width - 6)), ("y", n(box.y + 15)), ("fill", "#ffffff"), ("font-size", "11"),
                    ("text-anchor", "end"),
                ],
                content: "keyboard (\(answer.keyboard.state.rawValue))")
        }
    }

    private mutating func drawTarget(_ scene: PanelScene, x: Double, ghost: PanelScene?) {
        guard let target = answer.target else { return }
        let now = pixels(screenRect(ofWindow: scene.windowRect(ofContent: target.rect)), x: x)
        if let ghost {
            let then = pixels(screenRect(ofWindow: ghost.windowRect(ofContent: target.rect)), x: x)
            if abs(then.y - now.y) >= 1 {
                writer.open(
                    "rect",
                    rectAttributes(then) + [
                        ("fill", "none"), ("stroke", "#5c6773"), ("stroke-width", "1"), ("stroke-dasharray", "2 3"),
                        ("data-role", "target-before"),
                    ], selfClosing: true)
                let cx = n(now.x + now.width / 2)
                writer.open(
                    "line",
                    [
                        ("x1", cx), ("y1", n(then.y + then.height / 2)), ("x2", cx), ("y2", n(now.y + now.height / 2)),
                        ("stroke", "#1f2933"), ("stroke-width", "1.5"), ("marker-end", "url(#clr-arrow)"),
                        ("data-role", "scroll-arrow"),
                    ], selfClosing: true)
            }
        }
        writer.open(
            "rect",
            rectAttributes(now) + [
                ("fill", "none"), ("stroke", "#10151c"), ("stroke-width", "2"), ("stroke-dasharray", "6 4"),
                ("data-role", "target"), ("data-id", target.id), ("data-panel", scene.name),
            ])
        writer.element("title", [], content: "scroll target: \(target.id)")
        writer.close("rect")
    }

    // MARK: Gutter brackets

    private mutating func drawGutter(_ scene: PanelScene, x: Double, ghost: PanelScene?) {
        var notes: [(y0: Double, y1: Double, name: String, value: String)] = []
        let c = scene.container
        if ghost == nil {
            if scene.overlap > 0 {
                notes.append((c.maxY - scene.overlap, c.maxY, "overlap", n(scene.overlap)))
            }
        } else {
            let inset = answer.contentInset.bottom
            if inset > 0 {
                notes.append((c.maxY - inset, c.maxY, "contentInset.bottom", n(inset)))
            }
            if answer.viewShift > 0 {
                // At the bottom, where the container's edge moved up from; the top has left the window.
                notes.append((c.maxY, c.maxY + answer.viewShift, "viewShift", n(answer.viewShift)))
            }
            if answer.scrollDelta != 0, let target = answer.target, let ghost {
                let then = ghost.windowRect(ofContent: target.rect).minY + target.rect.height / 2
                let now = scene.windowRect(ofContent: target.rect).minY + target.rect.height / 2
                notes.append((Swift.min(then, now), Swift.max(then, now), "scrollDelta", signed(answer.scrollDelta)))
            }
        }
        let wy = request.window.frame.minY
        let top = panelTop
        let bottom = panelTop + panelHeight
        var placed: [(Double, Double, Double, String, String)] = []
        var column = 0.0
        for note in notes {
            let y0 = clamp(panelTop + (note.y0 + wy) * scale, top, bottom)
            let y1 = clamp(panelTop + (note.y1 + wy) * scale, top, bottom)
            placed.append((y0, y1, x + panelWidth + 10 + column, note.name, note.value))
            column += 5
        }
        // Labels one under another, each at its bracket's middle unless that would overlap the last.
        var nextFree = -Double.infinity
        for (y0, y1, lx, name, value) in placed.sorted(by: { ($0.0 + $0.1) < ($1.0 + $1.1) }) {
            writer.open(
                "path",
                [
                    ("d", "M\(n(lx - 4)),\(n(y0))H\(n(lx))V\(n(y1))H\(n(lx - 4))"), ("fill", "none"),
                    ("stroke", "#1f2933"), ("stroke-width", "1.2"), ("data-role", "bracket"),
                ], selfClosing: true)
            let labelY = Swift.max((y0 + y1) / 2 - 4, nextFree)
            nextFree = labelY + 30
            let tx = x + panelWidth + 30
            writer.element(
                "text", [("x", n(tx)), ("y", n(labelY)), ("data-label", name), ("fill", "#1f2933")], content: name)
            writer.element(
                "text", [("x", n(tx)), ("y", n(labelY + 14)), ("font-weight", "600"), ("fill", "#1f2933")],
                content: value)
        }
    }

    // MARK: Captions, warnings, legend

    private mutating func drawCaptions() {
        let kb = answer.keyboard
        let before = [
            "keyboard \(kb.state.rawValue) · overlap \(n(kb.overlap))",
            "contentInset.bottom \(n(request.container.contentInset.bottom))",
            "contentOffset.y \(n(request.container.contentOffset.y))",
        ]
        var targetLine = "no scroll target"
        if let target = answer.target {
            let how = target.anchor.map { "anchor \(n($0))" } ?? "minimal scroll"
            targetLine = "target \(SVGWriter.truncate(target.id, to: 24)) · \(how)"
        }
        var after = [
            "contentInset.bottom \(n(answer.contentInset.bottom)) · indicators \(n(answer.scrollIndicatorInsets.bottom))",
            "contentOffset.y \(n(answer.contentOffset.y)) · scrollDelta \(signed(answer.scrollDelta))",
            "viewShift \(n(answer.viewShift)) · container height \(n(answer.containerFrame.height))",
            targetLine,
        ]
        if answer.obstruction != kb.overlap {
            after.append("obstruction \(n(answer.obstruction)) (pinned views stacked on the keyboard)")
        }
        for (x, lines, panel) in [(beforeX, before, "before"), (afterX, after, "after")] {
            writer.open("g", [("data-role", "caption"), ("data-panel", panel), ("fill", "#1f2933")])
            for (i, line) in lines.enumerated() {
                writer.element(
                    "text", [("x", n(x)), ("y", n(captionTop + Double(i) * SVGDrawing.lineHeight))], content: line)
            }
            writer.close("g")
        }
    }

    private mutating func drawWarnings() {
        guard !answer.warnings.isEmpty else { return }
        writer.open("g", [("data-role", "warnings"), ("fill", "#8a4b00")])
        let room = Int((width - 2 * SVGDrawing.margin) / 6.6)
        for (i, warning) in answer.warnings.prefix(SVGDrawing.maxWarnings).enumerated() {
            writer.element(
                "text", [("x", n(SVGDrawing.margin)), ("y", n(warningTop + Double(i) * SVGDrawing.lineHeight))],
                content: SVGWriter.truncate("⚠ \(warning.code): \(warning.message)", to: room))
        }
        if answer.warnings.count > SVGDrawing.maxWarnings {
            let y = warningTop + Double(SVGDrawing.maxWarnings) * SVGDrawing.lineHeight
            writer.element(
                "text", [("x", n(SVGDrawing.margin)), ("y", n(y))],
                content: "… and \(answer.warnings.count - SVGDrawing.maxWarnings) more warnings")
        }
        writer.close("g")
    }

    /// Legend rows: a key, a label, and the swatch's attributes.
    static let legendItems: [(key: String, label: String, swatch: [(String, String)])] =
        VerdictPalette.entries.map { entry in
            (
                entry.state.rawValue, entry.label,
                [("fill", entry.color), ("fill-opacity", "0.6"), ("stroke", entry.color)]
            )
        } + [
            ("keyboard", "keyboard", [("fill", "#2b3340"), ("fill-opacity", "0.45"), ("stroke", "#2b3340")]),
            (
                "pinned", "pinned view",
                [("fill", "#ffffff"), ("stroke", "#1f2933"), ("stroke-width", "3"), ("rx", "3")]
            ),
            ("safe-area", "safe area", [("fill", "url(#clr-hatch)"), ("stroke", "#c79a1e")]),
            ("band", "visible band", [("fill", "#1565c0"), ("fill-opacity", "0.08"), ("stroke", "#1565c0")]),
            (
                "target", "scroll target",
                [("fill", "none"), ("stroke", "#10151c"), ("stroke-width", "2"), ("stroke-dasharray", "4 3")]
            ),
        ]

    private mutating func drawLegend() {
        writer.open("g", [("id", "clr-legend"), ("data-role", "legend")])
        for (i, item) in SVGDrawing.legendItems.enumerated() {
            let x = SVGDrawing.margin + Double(i % legendColumns) * SVGDrawing.legendItemWidth
            let y = legendTop + Double(i / legendColumns) * SVGDrawing.legendRowHeight
            writer.open(
                "rect",
                [("x", n(x)), ("y", n(y)), ("width", "14"), ("height", "14"), ("data-legend", item.key)]
                    + item.swatch, selfClosing: true)
            writer.element("text", [("x", n(x + 20)), ("y", n(y + 11.5)), ("fill", "#1f2933")], content: item.label)
        }
        writer.close("g")
    }

    // MARK: Coordinates

    /// A window-coordinate rectangle in screen coordinates.
    private func screenRect(ofWindow rect: Rect) -> Rect {
        rect.offsetBy(dx: request.window.frame.minX, dy: request.window.frame.minY)
    }

    /// A screen-coordinate rectangle in pixels of the panel at `x`, cut to a little past the
    /// panel so no coordinate is huge; an off-panel rectangle becomes an empty one at its edge.
    private func pixels(_ rect: Rect, x: Double) -> Rect {
        let limit = SVGWriter.limit
        func px(_ v: Double, _ origin: Double) -> Double {
            origin + clamp(v, -limit, limit) * scale
        }
        let xs = (px(rect.minX, x), px(rect.maxX, x))
        let ys = (px(rect.minY, panelTop), px(rect.maxY, panelTop))
        let pad = SVGDrawing.overdraw
        let x0 = clamp(Swift.min(xs.0, xs.1), x - pad, x + panelWidth + pad)
        let x1 = clamp(Swift.max(xs.0, xs.1), x - pad, x + panelWidth + pad)
        let y0 = clamp(Swift.min(ys.0, ys.1), panelTop - pad, panelTop + panelHeight + pad)
        let y1 = clamp(Swift.max(ys.0, ys.1), panelTop - pad, panelTop + panelHeight + pad)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private func rectAttributes(_ rect: Rect, x: Double) -> [(String, String)] {
        rectAttributes(pixels(rect, x: x))
    }

    private func rectAttributes(_ box: Rect) -> [(String, String)] {
        [("x", n(box.x)), ("y", n(box.y)), ("width", n(box.width)), ("height", n(box.height))]
    }

    private mutating func shape(_ rect: Rect, x: Double, role: String, _ style: [(String, String)]) {
        writer.open("rect", rectAttributes(rect, x: x) + style + [("data-role", role)], selfClosing: true)
    }

    private func n(_ value: Double) -> String { SVGWriter.number(value) }

    private func signed(_ value: Double) -> String {
        let text = n(value)
        return text == "0" || text.hasPrefix("-") ? text : "+" + text
    }

    private func percent(_ fraction: Double) -> String { n(fraction * 100) + "%" }
}

/// Finds an element's verdicts: at its own index when the ids agree (the usual case, the answer
/// keeps request order), else by id.
private struct VerdictLookup {
    let list: [ElementVerdicts]
    let byID: [String: Int]

    init(_ list: [ElementVerdicts]) {
        self.list = list
        var byID: [String: Int] = [:]
        for (i, item) in list.enumerated() where byID[item.id] == nil {
            byID[item.id] = i
        }
        self.byID = byID
    }

    func find(id: String, at index: Int) -> ElementVerdicts? {
        if index < list.count, list[index].id == id { return list[index] }
        return byID[id].map { list[$0] }
    }
}

/// `value` when it is finite and positive, capped so a scale stays meaningful.
private func positive(_ value: Double) -> Double? {
    value.isFinite && value > 0 ? Swift.min(value, SVGWriter.limit) : nil
}
