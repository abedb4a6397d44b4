import KeyboardAvoidance

/// Spec §7 example 1 as a small login form, with its answer worked by hand (the engine is not
/// needed to draw a picture).
enum Fixtures {
    static let formElements = [
        Element(id: "title", frame: Rect(x: 20, y: 120, width: 350, height: 40)),
        Element(id: "email", frame: Rect(x: 20, y: 520, width: 350, height: 44)),
        Element(id: "password", frame: Rect(x: 20, y: 600, width: 350, height: 44)),
        Element(id: "signIn", frame: Rect(x: 45, y: 700, width: 300, height: 50)),
        Element(id: "forgot", frame: Rect(x: 20, y: 770, width: 350, height: 30)),
    ]

    /// Screen 390×844, safe area top 47 bottom 34, keyboard height 336 (frame {0,508,390,336}),
    /// container {0,0,390,844}, content 390×900, password focused, minimumDistance 32; the offset
    /// is UIKit's resting offset {0, -47}, what a request that leaves it out gets (spec v1.1).
    static let loginRequest = LayoutRequest(
        screen: Size(width: 390, height: 844),
        window: Window(
            frame: Rect(x: 0, y: 0, width: 390, height: 844),
            safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        keyboard: KeyboardInput(state: .shown, frame: Rect(x: 0, y: 508, width: 390, height: 336)),
        container: Container(
            frame: Rect(x: 0, y: 0, width: 390, height: 844), contentSize: Size(width: 390, height: 900),
            contentOffset: Point(x: 0, y: -47)),
        elements: formElements,
        focus: "password",
        options: Options(minimumDistance: 32)
    )

    static func verdict(_ state: VisibilityState, _ visible: Double, _ covered: Double) -> Verdict {
        Verdict(state: state, visibleFraction: visible, coveredFraction: covered, reachable: true)
    }

    /// Spec §7 ex. 1: overlap 336, inset 336+32−34 = 334, indicator 302, A = {47,0,368,0},
    /// offset 168. After the scroll an element at content y sits at window y − 168: the viewport
    /// is 47…810 and the keyboard starts at 508, so
    /// title 120 → −48…−8 offscreen; email 520 → 352…396 visible; password 600 → 432…476 visible;
    /// signIn 700 → 532…582 covered; forgot 770 → 602…632 covered.
    /// Before (the resting offset −47, so window y = content y + 47; v1 started at 0): title
    /// 167…207 visible; email 567…611, password 647…691, signIn 747…797 lie in the viewport under
    /// the keyboard: covered; forgot 817…847 lies below the viewport's 810: offscreen (v1: covered
    /// at 770…800).
    static let loginAnswer = LayoutAnswer(
        keyboard: KeyboardAnswer(
            state: .docked, frame: Rect(x: 0, y: 508, width: 390, height: 336), overlap: 336,
            layoutGuide: Rect(x: 0, y: 508, width: 390, height: 336)),
        strategy: .scrollView,
        contentInset: EdgeInsets(top: 0, left: 0, bottom: 334, right: 0),
        scrollIndicatorInsets: EdgeInsets(top: 0, left: 0, bottom: 302, right: 0),
        adjustedContentInset: EdgeInsets(top: 47, left: 0, bottom: 368, right: 0),
        contentOffset: Point(x: 0, y: 168),
        // 168 − (−47) = 215 (v1: 168 from 0).
        scrollDelta: 215,
        containerFrame: Rect(x: 0, y: 0, width: 390, height: 844),
        viewShift: 0,
        target: TargetAnswer(id: "password", rect: Rect(x: 20, y: 600, width: 350, height: 44), anchor: nil),
        animation: AnimationAnswer(duration: 0.25, curve: 7, options: 7 << 16),
        elements: [
            ElementVerdicts(id: "title", before: verdict(.visible, 1, 0), after: verdict(.offscreen, 0, 0)),
            ElementVerdicts(id: "email", before: verdict(.covered, 0, 1), after: verdict(.visible, 1, 0)),
            ElementVerdicts(id: "password", before: verdict(.covered, 0, 1), after: verdict(.visible, 1, 0)),
            ElementVerdicts(id: "signIn", before: verdict(.covered, 0, 1), after: verdict(.covered, 0, 1)),
            ElementVerdicts(id: "forgot", before: verdict(.offscreen, 0, 0), after: verdict(.covered, 0, 1)),
        ],
        warnings: []
    )

    /// A request whose elements carry the given ids (stacked 50 pt apart), and an answer giving
    /// each element the state the `state` function picks.
    static func form(
        ids: [String], height: Double = 44, state: (Int) -> VisibilityState = { _ in .visible }
    ) -> (LayoutRequest, LayoutAnswer) {
        var request = loginRequest
        request.elements = ids.enumerated().map { i, id in
            Element(id: id, frame: Rect(x: 20, y: 60 + Double(i) * 50, width: 350, height: height))
        }
        request.container.contentSize = Size(width: 390, height: 60 + Double(ids.count) * 50)
        request.focus = nil
        var answer = loginAnswer
        answer.target = nil
        answer.elements = ids.enumerated().map { i, id in
            let s = state(i)
            let v = s == .visible ? 1.0 : 0
            return ElementVerdicts(id: id, before: verdict(s, v, 0), after: verdict(s, v, 0))
        }
        return (request, answer)
    }
}
