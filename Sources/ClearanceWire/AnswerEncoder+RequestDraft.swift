import ClearanceJSON
import DeviceCatalog
import KeyboardAvoidance

/// The members of a layout request a design's answer (`POST /v1/design`'s `request`) gives back
/// as the request had them, written from the request's draft: `keyboard` and `options`.
/// Posting the `request` answers as the design did; the forms are the plainest that say the same
/// (a `userInfo` keyboard as its end frame and animation, an anchor word as its fraction, a policy
/// by its name when its parameters are the defaults).
extension AnswerEncoder {
    /// `{"state"?, "frame" | "height"?, "accessoryHeight"?, "animation"?: {"duration"?, "curve"?}}`.
    static func appendKeyboardDraft(_ k: RequestDraft, to w: inout JSONWriter) {
        var object = DraftObject()
        func member(_ name: StaticString) { object.member(name, &w) }
        if let state = k.keyboardState {
            member("state")
            w.string(state.rawValue)
        }
        switch k.keyboardFrame {
        case .frame(let frame)?:
            member("frame")
            appendRect(frame, to: &w)
        case .height(let height)?:
            member("height")
            w.number(height)
        case nil: break
        }
        if let accessory = k.accessoryHeight {
            member("accessoryHeight")
            w.number(accessory)
        }
        // As the resolver reads them (`animation` first, then what `userInfo` says).
        let duration = k.animationDuration
        let curve = k.animationCurve
        if duration != nil || curve != nil {
            member("animation")
            var animation = DraftObject()
            if let duration {
                animation.member("duration", &w)
                w.number(duration)
            }
            if let curve {
                animation.member("curve", &w)
                w.int(curve)
            }
            animation.close(&w)
        }
        object.close(&w)
    }

    /// `{"strategy"?, "minimumDistance"?, "anchor"?, "scrollTarget"?, "followsUndockedKeyboard"?,
    /// "policy"?}`: the options given.
    static func appendOptionsDraft(_ o: Options, to w: inout JSONWriter) {
        var object = DraftObject()
        func member(_ name: StaticString) { object.member(name, &w) }
        if let strategy = o.strategy {
            member("strategy")
            w.string(strategy.rawValue)
        }
        if let distance = o.requestedMinimumDistance {
            member("minimumDistance")
            w.number(distance)
        }
        if let anchor = o.anchor {
            member("anchor")
            w.number(anchor)
        }
        if let target = o.scrollTarget {
            member("scrollTarget")
            w.string(target)
        }
        if o.followsUndockedKeyboard {
            member("followsUndockedKeyboard")
            w.bool(true)
        }
        if let policy = o.requestedPolicy {
            member("policy")
            appendPolicyDraft(policy, to: &w)
        }
        object.close(&w)
    }

    /// A policy selector: its name when its parameters are the defaults, else `{"name", …}` with
    /// every parameter it holds (those left to the request, `nil`, left out).
    static func appendPolicyDraft(_ policy: Policy, to w: inout JSONWriter) {
        if Policy.allDefaults.contains(policy) {
            w.string(policy.name)
            return
        }
        var object = DraftObject()
        object.member("name", &w)
        w.string(policy.name)
        func number(_ name: StaticString, _ value: Double?) {
            guard let value else { return }
            object.member(name, &w)
            w.number(value)
        }
        func flag(_ name: StaticString, _ value: Bool) {
            object.member(name, &w)
            w.bool(value)
        }
        func word(_ name: StaticString, _ value: String) {
            object.member(name, &w)
            w.string(value)
        }
        switch policy {
        case .iqKeyboardManager(let p):
            word("version", p.major.rawValue)
            number("keyboardDistance", p.keyboardDistance)
            flag("restoreContentOffset", p.restoreContentOffset)
            number("topGuide", p.topGuide)
            if p.layoutMargins.top != nil || p.layoutMargins.bottom != nil {
                object.member("layoutMargins", &w)
                var margins = DraftObject()
                if let top = p.layoutMargins.top {
                    margins.member("top", &w)
                    w.number(top)
                }
                if let bottom = p.layoutMargins.bottom {
                    margins.member("bottom", &w)
                    w.number(bottom)
                }
                margins.close(&w)
            }
            number("rootSafeAreaBottom", p.rootSafeAreaBottom)
        case .swiftUI(let p):
            word("contentAlignment", p.contentAlignment.rawValue)
        case .reactNative(let p):
            word("behavior", p.behavior.rawValue)
            number("keyboardVerticalOffset", p.keyboardVerticalOffset)
            number("frameY", p.frameY)
        case .keyboardController(let p):
            number("bottomOffset", p.bottomOffset)
            number("extraKeyboardSpace", p.extraKeyboardSpace)
            flag("disableScrollOnKeyboardHide", p.disableScrollOnKeyboardHide)
        case .flutter(let p):
            flag("resizeToAvoidBottomInset", p.resizeToAvoidBottomInset)
            object.member("scrollPadding", &w)
            appendInsets(p.scrollPadding, to: &w)
            word("handles", p.handles.rawValue)
        case .androidAdjustResize(let p):
            number("fadingEdge", p.fadingEdge)
        case .clearance, .tpKeyboardAvoiding, .uikitGuide, .reactNativeScrollView, .androidAdjustPan, .compose:
            break
        }
        object.close(&w)
    }
}

/// A JSON object written member by member: `{` before the first member's name, `,` before each
/// other's, and `{}` when none was written.
struct DraftObject {
    private var first = true

    /// Writes `"name":` after what separates it from the member before.
    mutating func member(_ name: StaticString, _ w: inout JSONWriter) {
        w.raw(first ? "{\"" : ",\"")
        w.raw(name)
        w.raw("\":")
        first = false
    }

    /// Ends the object.
    func close(_ w: inout JSONWriter) { w.raw(first ? "{}" : "}") }
}
