import ClearanceTestSupport
import Testing

@testable import KeyboardAvoidance

/// Invariants over thousands of generated requests (seeded, so every run checks the same cases).
@Suite struct SolverPropertyTests {
    static let caseCount = 3000

    /// A plausible request: phones to iPads, Split View and Slide Over windows, every keyboard
    /// kind, tab bars and sheets, every strategy and anchor, missing ids now and then.
    static func request(_ rng: inout SplitMix64) -> LayoutRequest {
        let screen = Size(width: rng.points(320, 1400), height: rng.points(480, 1400))
        var window = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        if rng.chance(0.3) {
            window.width = rng.points(200, screen.width)
            window.x = rng.points(0, screen.width - window.width)
            window.height = rng.points(200, screen.height)
            window.y = rng.points(0, screen.height - window.height)
        }
        let windowSafe = EdgeInsets(
            top: rng.points(0, 60), left: rng.chance(0.2) ? rng.points(0, 50) : 0, bottom: rng.points(0, 40),
            right: rng.chance(0.2) ? rng.points(0, 50) : 0)

        let keyboard: KeyboardInput
        switch Int.random(in: 0..<7, using: &rng) {
        case 0:
            keyboard = .hidden
        case 1:
            keyboard = KeyboardInput(state: .shown, frame: .zero)
        case 2:  // docked, from a hardware bar to a tall keyboard, sometimes past the bottom
            let h = rng.chance(0.2) ? 55 : rng.points(1, screen.height * 0.6)
            let below = rng.chance(0.2) ? rng.points(0, 100) : 0
            keyboard = KeyboardInput(
                state: .shown, frame: Rect(x: 0, y: screen.height - h + below, width: screen.width, height: h))
        case 3:  // floating
            let w = rng.points(50, screen.width)
            let h = rng.points(50, screen.height / 2)
            keyboard = KeyboardInput(
                state: .shown,
                frame: Rect(
                    x: rng.points(0, screen.width - w), y: rng.points(0, screen.height - h - 1), width: w, height: h))
        case 4:  // off screen
            keyboard = KeyboardInput(
                state: .shown, frame: Rect(x: 0, y: screen.height + rng.points(0, 50), width: screen.width, height: 300)
            )
        case 5:  // hidden with a stale frame
            keyboard = KeyboardInput(
                state: .hidden, frame: Rect(x: 0, y: screen.height - 300, width: screen.width, height: 300))
        default:
            let h = rng.points(200, screen.height * 0.5)
            keyboard = KeyboardInput(
                state: .shown, frame: Rect(x: 0, y: screen.height - h, width: screen.width, height: h))
        }

        var frame = Rect(x: 0, y: 0, width: window.width, height: window.height)
        if rng.chance(0.5) {
            frame.width = rng.points(50, window.width)
            frame.x = rng.points(0, window.width - frame.width)
            frame.height = rng.points(50, window.height)
            frame.y = rng.points(0, window.height - frame.height)
        }
        let contentHeight = rng.points(frame.height * 0.5, frame.height * 4)
        // Now and then content wider than the frame: only such a container takes side safe areas.
        let contentWidth = rng.chance(0.15) ? frame.width * 2 : frame.width
        var container = Container(
            frame: frame, scrollable: rng.chance(0.8), contentSize: Size(width: contentWidth, height: contentHeight),
            contentOffset: Point(x: rng.chance(0.1) ? rng.points(-20, 20) : 0, y: rng.points(-100, contentHeight)),
            contentInset: EdgeInsets(
                top: rng.chance(0.3) ? rng.points(0, 60) : 0, left: 0,
                bottom: rng.chance(0.3) ? rng.points(0, 120) : 0, right: 0),
            insetAdjustment: rng.chance(0.8) ? .automatic : .never)
        if rng.chance(0.2) {
            container.safeArea = EdgeInsets(top: rng.points(0, 50), left: 0, bottom: rng.points(0, 40), right: 0)
        }

        var elements: [Element] = []
        for index in 0..<Int.random(in: 1...8, using: &rng) {
            let w = rng.points(1, frame.width)
            let h = rng.points(1, min(400, contentHeight))
            var element = Element(
                id: "e\(index)",
                frame: Rect(x: rng.points(0, frame.width - w), y: rng.points(0, contentHeight - h), width: w, height: h)
            )
            if rng.chance(0.15) {
                element.caret = Rect(
                    x: rng.points(0, w), y: rng.points(0, max(0, h - 20)), width: 2, height: min(20, h))
            }
            elements.append(element)
        }
        let pick = { (rng: inout SplitMix64) -> String? in
            rng.chance(0.1) ? nil : rng.chance(0.05) ? "ghost" : "e\(Int.random(in: 0..<elements.count, using: &rng))"
        }
        let anchors: [Double?] = [nil, nil, nil, 0, 0.5, 1, rng.points(0, 1)]
        let options = Options(
            strategy: [nil, .scrollView, .shiftView, .resizeView][Int.random(in: 0..<4, using: &rng)],
            minimumDistance: rng.points(0, 60), anchor: anchors[Int.random(in: 0..<anchors.count, using: &rng)],
            scrollTarget: rng.chance(0.2) ? pick(&rng) : nil, followsUndockedKeyboard: rng.chance(0.3))
        return LayoutRequest(
            screen: screen, window: Window(frame: window, safeArea: windowSafe), keyboard: keyboard,
            container: container, elements: elements, focus: pick(&rng), options: options)
    }

    /// `sa` and `A0` recomputed from the spec's formulas, apart from the engine's code.
    ///
    /// v1.1: whether `sa` is given or derived, its left and right count only when the content is
    /// wider than the container (it scrolls horizontally).
    static func baseAdjusted(_ request: LayoutRequest) -> (sa: EdgeInsets, a0: EdgeInsets) {
        let c = request.container.frame
        let w = request.window
        func clamped(_ v: Double, _ hi: Double) -> Double { min(max(v, 0), hi) }
        var sa =
            request.container.safeArea
            ?? EdgeInsets(
                top: clamped(w.safeArea.top - c.minY, c.height), left: clamped(w.safeArea.left - c.minX, c.width),
                bottom: clamped(c.maxY - (w.frame.height - w.safeArea.bottom), c.height),
                right: clamped(c.maxX - (w.frame.width - w.safeArea.right), c.width))
        if !(request.container.contentSize.width > c.width) {
            sa.left = 0
            sa.right = 0
        }
        let b = request.container.contentInset
        return (sa, request.container.insetAdjustment == .automatic ? b + sa : b)
    }

    @Test func invariantsHoldOverGeneratedRequests() {
        var rng = SplitMix64(seed: 0xC1EA_7A9C_E000_0001)
        var minimalScrolls = 0
        for _ in 0..<Self.caseCount {
            let request = Self.request(&rng)
            let answer = LayoutSolver.solve(request)
            let c = request.container
            let (sa, a0) = Self.baseAdjusted(request)
            let scrolls = c.scrollable && answer.strategy != .shiftView

            // The offset: x never moves; y within [oMin, oMax] when scrolling, else untouched.
            #expect(answer.contentOffset.x == c.contentOffset.x)
            if scrolls {
                let a = answer.adjustedContentInset
                let oMin = -a.top
                let oMax = max(oMin, c.contentSize.height + a.bottom - answer.containerFrame.height)
                #expect(answer.contentOffset.y >= oMin - 1e-9 && answer.contentOffset.y <= oMax + 1e-9)
            } else {
                #expect(answer.contentOffset.y == c.contentOffset.y)
            }
            #expect(close(answer.scrollDelta, answer.contentOffset.y - c.contentOffset.y))

            // The insets never drop below the app's own; the overlap and shift stay in range.
            #expect(answer.contentInset.bottom >= c.contentInset.bottom)
            #expect(answer.keyboard.overlap >= 0 && answer.keyboard.overlap <= c.frame.height)
            let d = answer.keyboard.overlap > 0 ? request.options.minimumDistance : 0
            #expect(answer.viewShift >= 0 && answer.viewShift <= answer.keyboard.overlap + d)

            // A hidden keyboard leaves everything at base.
            if answer.keyboard.state == .hidden {
                #expect(answer.keyboard.frame == nil)
                #expect(answer.keyboard.overlap == 0)
                #expect(answer.contentInset == c.contentInset)
                #expect(answer.scrollIndicatorInsets == c.contentInset)
                #expect(answer.adjustedContentInset == a0)
                #expect(answer.containerFrame == c.frame)
                #expect(answer.viewShift == 0)
            }

            // After a minimal scroll the target lies in T…L, unless a warning says why not.
            if scrolls, let target = answer.target, target.anchor == nil {
                let excused =
                    answer.codes.contains("targetTallerThanBand") || answer.codes.contains("targetClampedOffset")
                // v1.1: L = C.height - max(A0.bottom, overlap + d) (v1 had B - d).
                var top = a0.top
                var end = c.frame.height - max(a0.bottom, answer.keyboard.overlap + d)
                if answer.strategy == .resizeView {
                    let resized = EdgeInsets(
                        top: sa.top, left: sa.left, bottom: max(0, sa.bottom - answer.keyboard.overlap), right: sa.right
                    )
                    let a0r = c.insetAdjustment == .automatic ? c.contentInset + resized : c.contentInset
                    top = a0r.top
                    // No keyboard inside C', d kept: L = C'.height - max(A0'.bottom, 0 + d).
                    end = answer.containerFrame.height - max(a0r.bottom, d)
                }
                let o = answer.contentOffset.y
                let inside = target.rect.minY - o >= top - 1e-6 && target.rect.maxY - o <= end + 1e-6
                #expect(inside || excused, "target \(target.rect) at \(o) outside \(top)…\(end)")
                minimalScrolls += 1
            }

            // Verdicts: fractions in [0, 1], summing to at most 1, matching their state.
            #expect(answer.elements.count == request.elements.count)
            for pair in answer.elements {
                Self.checkVerdict(pair.before)
                Self.checkVerdict(pair.after)
            }
        }
        // The generator must actually exercise the minimal-scroll property.
        #expect(minimalScrolls > Self.caseCount / 10)
    }

    static func checkVerdict(_ v: Verdict) {
        #expect(v.visibleFraction >= 0 && v.visibleFraction <= 1)
        #expect(v.coveredFraction >= 0 && v.coveredFraction <= 1)
        #expect(v.visibleFraction + v.coveredFraction <= 1 + 1e-9)
        switch v.state {
        case .visible: #expect(v.visibleFraction == 1 && v.coveredFraction == 0)
        case .partiallyCovered: #expect(v.visibleFraction > 0 && v.coveredFraction > 0)
        case .covered: #expect(v.visibleFraction == 0 && v.coveredFraction > 0)
        case .clipped: #expect(v.visibleFraction > 0 && v.visibleFraction < 1 && v.coveredFraction == 0)
        case .offscreen: #expect(v.visibleFraction == 0 && v.coveredFraction == 0)
        }
    }

    /// Numbers no codec would pass, to prove the solver is total.
    static let extremes: [Double] = [
        0, -0.0, 1, -1, 1e-300, -1e-300, .leastNonzeroMagnitude, 1e15, -1e15, 1e300, -1e300,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan,
    ]

    @Test func neverTrapsOnExtremeValues() {
        var rng = SplitMix64(seed: 0xBAD_F00D)
        func x(_ rng: inout SplitMix64) -> Double {
            rng.chance(0.5)
                ? Self.extremes[Int.random(in: 0..<Self.extremes.count, using: &rng)] : rng.points(-2000, 2000)
        }
        func rect(_ rng: inout SplitMix64) -> Rect {
            Rect(x: x(&rng), y: x(&rng), width: x(&rng), height: x(&rng))
        }
        func insets(_ rng: inout SplitMix64) -> EdgeInsets {
            EdgeInsets(top: x(&rng), left: x(&rng), bottom: x(&rng), right: x(&rng))
        }
        let curves = [0, 7, -1, Int.max, Int.min, 1 << 50]
        for _ in 0..<2000 {
            var container = Container(
                frame: rect(&rng), scrollable: rng.chance(0.7), contentSize: Size(width: x(&rng), height: x(&rng)),
                contentOffset: Point(x: x(&rng), y: x(&rng)), contentInset: insets(&rng),
                safeArea: rng.chance(0.3) ? insets(&rng) : nil)
            container.insetAdjustment = rng.chance(0.5) ? .automatic : .never
            let elements = (0..<3).map {
                Element(id: "e\($0)", frame: rect(&rng), caret: rng.chance(0.3) ? rect(&rng) : nil)
            }
            let request = LayoutRequest(
                screen: Size(width: x(&rng), height: x(&rng)),
                window: Window(frame: rect(&rng), safeArea: insets(&rng)),
                keyboard: KeyboardInput(
                    state: rng.chance(0.8) ? .shown : .hidden, frame: rng.chance(0.9) ? rect(&rng) : nil,
                    animation: KeyboardAnimation(
                        duration: x(&rng), curve: curves[Int.random(in: 0..<curves.count, using: &rng)])),
                container: container, elements: elements, focus: rng.chance(0.8) ? "e0" : "nope",
                options: Options(
                    strategy: [nil, .scrollView, .shiftView, .resizeView][Int.random(in: 0..<4, using: &rng)],
                    minimumDistance: x(&rng), anchor: rng.chance(0.5) ? x(&rng) : nil,
                    scrollTarget: rng.chance(0.3) ? "e1" : nil))
            let answer = LayoutSolver.solve(request)
            #expect(answer.elements.count == 3)
            for pair in answer.elements {
                for v in [pair.before, pair.after] {
                    #expect(v.visibleFraction >= 0 && v.visibleFraction <= 1)
                    #expect(v.coveredFraction >= 0 && v.coveredFraction <= 1)
                }
            }
            if let anchor = answer.target?.anchor { #expect(anchor >= 0 && anchor <= 1) }
        }
    }
}
