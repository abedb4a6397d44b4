import ClearanceTestSupport
import KeyboardAvoidance

/// Worked example 1 (docs/semantics.md §7) as a small login form, with its answer worked by hand
/// (the engine is not needed to draw a picture); both live in ClearanceTestSupport's ``Phone``.
enum Fixtures {
    static let formElements = Phone.loginForm
    static let loginRequest = Phone.loginFormRequest
    static let loginAnswer = Phone.loginFormAnswer

    static func verdict(_ state: VisibilityState, _ visible: Double, _ covered: Double) -> Verdict {
        Phone.reachable(state, visible, covered)
    }

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
