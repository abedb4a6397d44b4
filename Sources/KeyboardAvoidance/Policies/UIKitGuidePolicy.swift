/// Apple's sample: a bottom inset of the keyboard's height, then `scrollRectToVisible` when the
/// field's origin is under the keyboard (policy-formulas §3.4).
///
/// Source: Apple, Text Programming Guide for iOS, "Moving Content That Is Located Under the
/// Keyboard" (archived listing), and the `scrollRectToVisible(_:animated:)` documentation.
/// Fidelity: documented. Modelled: `scrollRectToVisible` is taken as inset-aware and minimal.
/// The listing tests the field's content-coordinate origin against the view's rectangle,
/// literally, and overwrites every inset edge, so the base inset is lost after hiding.
///
/// `ci = ii = (0, 0, kbH, 0)`; unless `0 ≤ F.x < W.width` and `0 ≤ F.y < H - kbH`, the offset
/// scrolls `F` minimally into `[o + A.top, o + C.height - A.bottom]` and is clamped. Hide: insets
/// 0, offset stays.
public struct UIKitGuidePolicy: EmulatedPolicy, Equatable {
    /// The wire name.
    static let name = "uikitGuide"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.documented
    /// How this system reads the request.
    static let reading = PolicyReading()

    /// Creates the policy.
    public init() {}

    /// The version the formulas were read at.
    var version: String { "text-programming-guide" }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] { [] }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        guard context.scrollable else { return context.unchanged(.scrollView, inert: true) }
        let o = context.offset.y
        guard let k = context.keyboard else {
            var out = context.unchanged(.scrollView)
            out.contentInset = .zero
            out.scrollIndicatorInsets = .zero
            out.afterHide = context.hide(offsetY: o, contentInset: .zero)
            return out
        }
        let c = context.frame
        let kbH = k.height
        let ci = EdgeInsets(top: 0, left: 0, bottom: kbH, right: 0)
        let a = context.automatic ? ci + context.safeArea : ci
        var offset = o
        var target: Rect?
        if let focus = context.textFocus {
            let f = focus.frame
            target = f
            let seen =
                f.x >= 0 && f.x < context.request.window.frame.width && f.y >= 0 && f.y < context.windowHeight - kbH
            if !seen {
                var y = o
                if f.maxY > o + c.height - a.bottom {
                    y = f.maxY - (c.height - a.bottom)
                } else if f.minY < o + a.top {
                    y = f.minY - a.top
                }
                offset = context.clampInset(y, adjusted: a, height: c.height)
            }
        }
        return PolicyOutcome(
            strategy: .scrollView, contentInset: ci, scrollIndicatorInsets: ci, safeArea: context.safeArea,
            offset: offset, containerFrame: c, viewShift: 0, target: target,
            afterHide: context.hide(offsetY: offset, contentInset: .zero))
    }
}
