/// React Native's `ScrollView` with `automaticallyAdjustKeyboardInsets` (policy-formulas §3.7).
///
/// Sources: facebook/react-native `packages/react-native/React/Views/ScrollView/RCTScrollView.m`
/// (00d83898) and `Libraries/Text/TextInput/RCTBaseTextInputView.mm` (297bc5ff). Fidelity:
/// source. Modelled: with no text focus the keyboard is taken to rise from below the screen
/// (the begin frame is not in the request). React Native sets `contentInsetAdjustmentBehavior`
/// to never, so a request without `insetAdjustment` is read that way; a horizontal scroll view
/// (content wider than the frame) is not adjusted.
///
/// `ci = b` with `bottom = max(max(C.maxY - Ks.y, 0), b.bottom)`, `ii = ci`; the offset grows by
/// `Δ = max(0, r_w.maxY - Ks.y)`, `r` the caret (+15 for a `textField`) or the frame, through
/// React Native's `scrollTo` clamp. Hide: `ci.bottom = max(max(C.maxY - S.height, 0), b.bottom)`,
/// offset stays.
public struct ReactNativeScrollViewPolicy: EmulatedPolicy, Equatable {
    /// The wire name.
    static let name = "reactNativeScrollView"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.source
    /// How this system reads the request.
    static let reading = PolicyReading(missingAdjustmentIsNever: true)

    /// Creates the policy.
    public init() {}

    /// The version the formulas were read at.
    var version: String { "main@00d8389" }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] { [] }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        let container = context.request.container
        guard context.scrollable, container.contentSize.width <= container.frame.width else {
            return context.unchanged(.scrollView, inert: true)
        }
        let c = context.frame
        let b = context.baseInset
        let o = context.offset.y
        var hideInset = b
        hideInset.bottom = Swift.max(nonNegative(c.maxY - context.screen.height), b.bottom)
        guard let ks = context.screenKeyboard else {
            var out = context.unchanged(.scrollView)
            out.contentInset = hideInset
            out.scrollIndicatorInsets = hideInset
            out.afterHide = context.hide(offsetY: o, contentInset: hideInset)
            return out
        }
        var ci = b
        ci.bottom = Swift.max(nonNegative(c.maxY - ks.y), b.bottom)
        var delta = 0.0
        var target: Rect?
        if let focus = context.textFocus {
            var r = focus.frame
            if let caret = context.caret {
                r = caret
                // The rect it read is the caret; the 15 points are its padding (§2, v1.2).
                target = r
                if context.focusKind == .textField { r.height += 15 }
            } else {
                target = r
            }
            delta = nonNegative(context.windowRect(r, offsetY: o).maxY - ks.y)
        } else if ks.y <= context.screen.height {
            delta = context.screen.height - ks.y
        }
        let offset = delta != 0 ? context.reactNativeClamp(o + delta, contentInset: ci) : o
        return PolicyOutcome(
            strategy: .scrollView, contentInset: ci, scrollIndicatorInsets: ci, safeArea: context.safeArea,
            offset: offset, containerFrame: c, viewShift: 0, target: target,
            afterHide: context.hide(offsetY: offset, contentInset: hideInset))
    }
}
