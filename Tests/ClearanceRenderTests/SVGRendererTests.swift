import ClearanceRender
import Foundation
import KeyboardAvoidance
import Testing

@Suite struct SVGRendererTests {
    let svg = SVGRenderer.render(request: Fixtures.loginRequest, answer: Fixtures.loginAnswer)

    func parsed(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> SVGDocument {
        let (document, error) = SVGDocument.parse(text)
        return try #require(document, "not well-formed: \(error)", sourceLocation: sourceLocation)
    }

    @Test func drawsPinnedViewsAtRestBeforeAndWhereTheyMovedAfter() throws {
        // Worked example 4: the "Continue" button rides from 760 to 458 on the keyboard.
        var request = Fixtures.loginRequest
        request.pinned = [
            PinnedView(id: "continue", frame: Rect(x: 20, y: 760, width: 350, height: 50), pin: .keyboard)
        ]
        let answer = LayoutSolver.solve(request)
        let doc = try parsed(SVGRenderer.render(request: request, answer: answer))
        let pinned = doc.nodes.filter { $0.attributes["data-pinned"] != nil }
        #expect(pinned.map { $0.attributes["data-panel"] ?? "" } == ["before", "after"])
        #expect(pinned.allSatisfy { $0.attributes["data-pinned"] == "keyboard" && $0.attributes["rx"] == "6" })
        #expect(pinned[0].attributes["data-state"] == "covered")
        #expect(pinned[1].attributes["data-state"] == "visible")
        let y0 = try #require(pinned[0].attributes["y"].flatMap(Double.init))
        let y1 = try #require(pinned[1].attributes["y"].flatMap(Double.init))
        let h = try #require(pinned[0].attributes["height"].flatMap(Double.init))
        // 302 points up, at the picture's scale (50 points tall → h pixels).
        #expect(abs((y0 - y1) / h - 302.0 / 50) < 0.01)  // pixels are written to two decimals
        #expect(doc.nodes.contains { $0.attributes["data-legend"] == "pinned" })
        // Without pinned views nothing is drawn for them.
        #expect(!svg.contains("data-pinned"))
    }

    @Test func sameInputGivesTheSameBytes() {
        let again = SVGRenderer.render(request: Fixtures.loginRequest, answer: Fixtures.loginAnswer)
        #expect(again == svg)
        #expect(
            SVGRenderer.renderBytes(request: Fixtures.loginRequest, answer: Fixtures.loginAnswer) == Array(svg.utf8))
    }

    @Test func isOneSVGRootWithTwoPanelsAndALegend() throws {
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        let doc = try parsed(svg)
        let groups = doc.nodes.filter { $0.name == "g" && $0.attributes["id"]?.hasPrefix("clr-panel-") == true }
        #expect(groups.map { $0.attributes["data-panel"] ?? "" }.sorted() == ["after", "before"])
        let swatches = doc.nodes.filter { $0.attributes["data-legend"] != nil }
        for entry in VerdictPalette.entries {
            let swatch = swatches.first { $0.attributes["data-legend"] == entry.state.rawValue }
            #expect(swatch?.attributes["fill"] == entry.color, "legend swatch for \(entry.state)")
        }
        let legendTexts = doc.nodes.filter { $0.name == "text" && $0.path.contains("g") }.map(\.text)
        for label in ["visible", "partially covered", "covered", "clipped", "offscreen", "keyboard", "safe area"] {
            #expect(legendTexts.contains(label), "legend names \(label)")
        }
    }

    @Test func drawsOneRectPerElementPerPanelInItsVerdictColour() throws {
        let doc = try parsed(svg)
        for panel in ["before", "after"] {
            let rects = doc.elementRects(panel: panel)
            #expect(rects.map { $0.attributes["data-id"] ?? "" } == Fixtures.formElements.map(\.id))
            for (rect, verdicts) in zip(rects, Fixtures.loginAnswer.elements) {
                let state = panel == "before" ? verdicts.before.state : verdicts.after.state
                #expect(rect.attributes["data-state"] == state.rawValue, "\(verdicts.id) \(panel)")
                #expect(rect.attributes["fill"] == VerdictPalette.color(for: state), "\(verdicts.id) \(panel)")
            }
        }
        let password = doc.elementRects(panel: "after").first { $0.attributes["data-id"] == "password" }
        #expect(password?.attributes["data-state"] == "visible")
        #expect(password?.attributes["fill"] == "#2e9e44")
    }

    @Test func drawsToScaleWithTheScreen600PixelsTall() throws {
        // scale = 600 / 844 = 0.710900…; the screen is 390 × 0.7109 = 277.25 px wide.
        // Panel slot = 277.25 + 170 gutter; after panel at 24 + 447.25 + 24 = 495.25;
        // width = 495.25 + 447.25 = 942.5.
        #expect(svg.contains("width=\"942.5\""))
        let doc = try parsed(svg)
        let outline = try #require(doc.nodes.first { $0.attributes["data-role"] == "screen-outline" })
        #expect(outline.attributes["height"] == "600")
        #expect(outline.attributes["width"] == "277.25")
        // password after: window y 600 − 168 = 432 → 72 + 432 × 0.7109 = 379.11; x 495.25 + 20 × 0.7109 = 509.47;
        // 350 × 0.7109 = 248.82 wide, 44 × 0.7109 = 31.28 tall. Before, at the resting offset −47:
        // window y 647 → 72 + 647 × 0.7109 = 531.95 (v1, from offset 0: 72 + 600 × 0.7109 = 498.54).
        let after = try #require(doc.elementRects(panel: "after").first { $0.attributes["data-id"] == "password" })
        #expect(after.attributes["y"] == "379.11")
        #expect(after.attributes["x"] == "509.47")
        #expect(after.attributes["width"] == "248.82")
        #expect(after.attributes["height"] == "31.28")
        // Before: x 24 + 20 × 0.7109 = 38.22.
        let before = try #require(doc.elementRects(panel: "before").first { $0.attributes["data-id"] == "password" })
        #expect(before.attributes["x"] == "38.22")
        #expect(before.attributes["y"] == "531.95")
    }

    @Test func drawsKeyboardTargetSafeAreasAndBand() throws {
        let doc = try parsed(svg)
        func roles(_ role: String, _ panel: String) -> [SVGDocument.Node] {
            doc.nodes.filter { $0.attributes["data-role"] == role && $0.panel == panel }
        }
        for panel in ["before", "after"] {
            // Keyboard {0,508,390,336}: y 72 + 508 × 0.7109 = 433.14, height 336 × 0.7109 = 238.86.
            let keyboard = roles("keyboard", panel)
            #expect(keyboard.count == 1)
            #expect(keyboard.first?.attributes["y"] == "433.14")
            #expect(keyboard.first?.attributes["height"] == "238.86")
            #expect(keyboard.first?.attributes["fill-opacity"] == "0.45")
            #expect(roles("safe-area", panel).count == 2, "top and bottom")
            #expect(roles("target", panel).first?.attributes["stroke-dasharray"] != nil)
            // Band: top 47, bottom 844 − max(34, 336) = 508 → y 72 + 47 × 0.7109 = 105.41, 461 tall → 327.725… → 327.73.
            #expect(roles("band", panel).first?.attributes["y"] == "105.41")
            #expect(roles("band", panel).first?.attributes["height"] == "327.73")
        }
        #expect(roles("scroll-arrow", "after").count == 1)
        let labels = doc.nodes.compactMap { $0.attributes["data-label"] }
        #expect(labels.contains("overlap"))
        #expect(labels.contains("contentInset.bottom"))
        #expect(labels.contains("scrollDelta"))
        let texts = doc.nodes.filter { $0.name == "text" }.map(\.text)
        #expect(texts.contains("contentInset.bottom 334 · indicators 302"))
        // 168 − (−47) = +215 (v1: +168 from offset 0).
        #expect(texts.contains("contentOffset.y 168 · scrollDelta +215"))
        #expect(texts.contains("keyboard docked · overlap 336"))
        #expect(texts.contains { $0.hasPrefix("viewShift 0") })
    }

    @Test func clipsElementsToTheirContainer() throws {
        let doc = try parsed(svg)
        for panel in ["before", "after"] {
            let group = try #require(
                doc.nodes.first { $0.attributes["data-role"] == "elements" && $0.panel == panel })
            #expect(group.attributes["clip-path"] == "url(#clr-container-\(panel))")
        }
        let clipIDs = doc.nodes.filter { $0.name == "clipPath" }.compactMap { $0.attributes["id"] }
        #expect(clipIDs == ["clr-screen-before", "clr-screen-after", "clr-container-before", "clr-container-after"])
    }

    @Test func escapesHostileIDs() throws {
        let hostile = [
            "<script>alert(1)</script>", "a&b", "quote\"d", "it's", "]]>", "new\nline", "nul\u{0}bell\u{7}",
            "--><!--", "\u{FFFF}",
        ]
        let (request, answer) = Fixtures.form(ids: hostile)
        let text = SVGRenderer.render(request: request, answer: answer)
        #expect(!text.contains("<script>"))
        #expect(!text.contains("a&b"))
        let doc = try parsed(text)
        let ids = doc.elementRects(panel: "before").map { $0.attributes["data-id"] ?? "" }
        // What XML forbids (NUL, BEL, U+FFFF) comes back as U+FFFD; everything else round-trips.
        let expected = hostile.map {
            String(
                String.UnicodeScalarView(
                    $0.unicodeScalars.map {
                        ($0.value < 0x20 && $0 != "\n") || $0.value == 0xFFFF ? "\u{FFFD}" : $0
                    }))
        }
        #expect(ids == expected)
        let titles = doc.nodes.filter { $0.name == "title" && $0.path.last == "rect" }.map(\.text)
        #expect(titles.contains { $0.hasPrefix("<script>alert(1)</script>: visible") })
    }

    @Test func fortyElementsRenderWithLabelsOnlyWhereTheyFit() throws {
        let ids = (0..<40).map { "field-\($0)" }
        // 40 rows 50 pt apart: content 60…2060; half are 10 pt tall (7.1 px, too short for a label).
        let (request, answer) = Fixtures.form(ids: ids, state: { i in VisibilityState.allCases[i % 5] })
        var short = request
        for i in stride(from: 1, to: 40, by: 2) { short.elements[i].frame.height = 10 }
        let text = SVGRenderer.render(request: short, answer: answer)
        let doc = try parsed(text)
        for panel in ["before", "after"] {
            let rects = doc.elementRects(panel: panel)
            #expect(rects.count == 40)
            #expect(
                rects.map { $0.attributes["data-state"] ?? "" }
                    == (0..<40).map { VisibilityState.allCases[$0 % 5].rawValue })
            #expect(
                rects.allSatisfy { rect in
                    doc.nodes.contains { $0.name == "title" && $0.text.hasPrefix(rect.attributes["data-id"]! + ":") }
                })
        }
        let labelled = Set(
            doc.nodes.filter { $0.name == "text" && $0.attributes["pointer-events"] == "none" }.map(\.text))
        #expect(labelled.contains("field-0"))
        #expect(!labelled.contains("field-1"), "a 10 pt row gets a tooltip, not a label")
    }

    @Test(arguments: OddInput.allCases)
    func oddInputsStayFiniteAndWellFormed(_ odd: OddInput) throws {
        let (request, answer) = odd.make()
        let text = SVGRenderer.render(request: request, answer: answer)
        let doc = try parsed(text)
        let lowered = text.lowercased()
        #expect(!lowered.contains("nan"))
        #expect(!lowered.contains("inf"))
        let numeric: Set<String> = ["x", "y", "width", "height", "x1", "y1", "x2", "y2"]
        for node in doc.nodes {
            for (key, value) in node.attributes where numeric.contains(key) {
                let number = try #require(Double(value), "\(node.name) \(key)=\(value)")
                #expect(number.isFinite && abs(number) <= 1e7, "\(node.name) \(key)=\(value)")
                #expect(!value.contains("e"), "no exponent: \(value)")
            }
        }
        #expect(doc.elementRects(panel: "before").count == request.elements.count)
        #expect(doc.elementRects(panel: "after").count == request.elements.count)
    }

    @Test func elementWithoutAVerdictIsDrawnAsUnknown() throws {
        var answer = Fixtures.loginAnswer
        answer.elements.removeLast()
        let doc = try parsed(SVGRenderer.render(request: Fixtures.loginRequest, answer: answer))
        let forgot = doc.elementRects(panel: "after").first { $0.attributes["data-id"] == "forgot" }
        #expect(forgot?.attributes["data-state"] == "unknown")
        #expect(forgot?.attributes["fill"] == VerdictPalette.unknownColor)
    }

    @Test func shiftViewLabelsTheShift() throws {
        var answer = Fixtures.loginAnswer
        answer.strategy = .shiftView
        answer.viewShift = 200
        answer.containerFrame = Rect(x: 0, y: -200, width: 390, height: 844)
        answer.contentOffset = .zero
        answer.scrollDelta = 0
        answer.contentInset = .zero
        let doc = try parsed(SVGRenderer.render(request: Fixtures.loginRequest, answer: answer))
        #expect(doc.nodes.compactMap { $0.attributes["data-label"] }.contains("viewShift"))
        #expect(doc.nodes.contains { $0.name == "text" && $0.text == "After · shiftView" })
        // password after: window y 600 − 200 = 400 → 72 + 400 × 0.7109 = 356.36.
        let password = doc.elementRects(panel: "after").first { $0.attributes["data-id"] == "password" }
        #expect(password?.attributes["y"] == "356.36")
    }

    @Test func warningsAreListed() throws {
        var answer = Fixtures.loginAnswer
        answer.warnings = (1...6).map { Warning(code: "code\($0)", message: "message <\($0)>") }
        let doc = try parsed(SVGRenderer.render(request: Fixtures.loginRequest, answer: answer))
        let lines = doc.nodes.filter { $0.name == "text" && $0.panel == nil && $0.text.hasPrefix("⚠") }
        #expect(lines.map(\.text) == (1...4).map { "⚠ code\($0): message <\($0)>" })
        #expect(doc.nodes.contains { $0.text == "… and 2 more warnings" })
    }
}

/// Requests and answers no decoder would let through, which the renderer must survive all the same.
enum OddInput: String, CaseIterable, CustomTestStringConvertible {
    case zeroScreen, infinities, nanEverywhere, hugeValues, negativeSizes, noElementsNoKeyboard, tinyLandscape

    var testDescription: String { rawValue }

    func make() -> (LayoutRequest, LayoutAnswer) {
        var request = Fixtures.loginRequest
        var answer = Fixtures.loginAnswer
        switch self {
        case .zeroScreen:
            request.screen = .zero
            request.window.frame = .zero
        case .infinities:
            request.container.contentOffset = Point(x: .infinity, y: -.infinity)
            request.elements[0].frame = Rect(x: -.infinity, y: 0, width: .infinity, height: .infinity)
            answer.contentOffset = Point(x: 0, y: .infinity)
            answer.scrollDelta = .infinity
            answer.keyboard.frame = Rect(x: 0, y: .infinity, width: 390, height: 1)
            answer.keyboard.overlap = .infinity
        case .nanEverywhere:
            request.screen = Size(width: .nan, height: .nan)
            request.window.frame = Rect(x: .nan, y: .nan, width: .nan, height: .nan)
            request.elements[2].frame = Rect(x: .nan, y: .nan, width: .nan, height: .nan)
            answer.containerFrame = Rect(x: .nan, y: 0, width: 390, height: .nan)
            answer.contentInset.bottom = .nan
            answer.viewShift = .nan
            answer.elements[0].after.visibleFraction = .nan
        case .hugeValues:
            request.screen = Size(width: 1e300, height: 1e-300)
            request.elements[1].frame = Rect(x: 1e308, y: 1e308, width: 1e308, height: 1e308)
            answer.contentOffset = Point(x: -1e308, y: 1e308)
            answer.viewShift = 1e308
            answer.scrollDelta = -1e308
        case .negativeSizes:
            request.elements[3].frame = Rect(x: 100, y: 100, width: -50, height: -80)
            answer.containerFrame = Rect(x: 0, y: 0, width: -390, height: -844)
        case .noElementsNoKeyboard:
            request.elements = []
            answer.elements = []
            answer.keyboard = KeyboardAnswer(
                state: .hidden, frame: nil, overlap: 0, layoutGuide: Rect(x: 0, y: 810, width: 390, height: 34))
            answer.target = nil
        case .tinyLandscape:
            request.screen = Size(width: 4000, height: 3)
            request.window.frame = Rect(x: 0, y: 0, width: 4000, height: 3)
        }
        return (request, answer)
    }
}
