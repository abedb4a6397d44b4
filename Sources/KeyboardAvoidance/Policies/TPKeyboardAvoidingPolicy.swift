/// TPKeyboardAvoiding: a bottom inset for the keyboard and the focus centred in what is left
/// (policy-formulas §3.3).
///
/// Source: michaeltyson/TPKeyboardAvoiding
/// `TPKeyboardAvoiding/UIScrollView+TPKeyboardAvoidingAdditions.m` at 1.3.5 (3217d628).
/// Fidelity: source. TP reads the keyboard's screen frame as if it were in window coordinates
/// (no conversion), centres the focus (its caret when given) even when it is already visible,
/// and leaves the offset where it is when the keyboard hides.
///
/// `ci = b` with `bottom = max(Ks.height - max(Ks.maxY - C.maxY, 0), 0)`, `ii = ci`;
/// `V = C.height - ci.top - ci.bottom`, `pad = max((V - r.height) / 2, 20)`,
/// `o' = max(min(r.minY - pad - A.top, csh - V - A.top), -A.top)`.
public struct TPKeyboardAvoidingPolicy: EmulatedPolicy, Equatable {
    /// The wire name.
    static let name = "tpKeyboardAvoiding"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.source
    /// How this system reads the request.
    static let reading = PolicyReading()

    /// Creates the policy (one version, 1.3.5).
    public init() {}

    /// The versions emulated, as a request names them: one.
    public static let versions = ["1.3.5"]

    /// The version the formulas were read at.
    var version: String { Self.versions[0] }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] {
        [PolicyParameter("version", .string(version))]
    }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        guard context.scrollable else { return context.unchanged(.scrollView, inert: true) }
        let o = context.offset.y
        guard let ks = context.screenKeyboard else {
            var out = context.unchanged(.scrollView)
            out.afterHide = context.hide(offsetY: o)
            return out
        }
        let c = context.frame
        var ci = context.baseInset
        ci.bottom = nonNegative(ks.height - nonNegative(ks.maxY - c.maxY))
        var offset = o
        var target: Rect?
        if let focus = context.focus {
            let r = context.caret ?? focus.frame
            target = r
            let v = c.height - ci.top - ci.bottom
            let t = context.automatic ? ci.top + context.safeArea.top : ci.top
            let pad = Swift.max((v - r.height) / 2, 20)
            offset = Swift.max(Swift.min(r.minY - pad - t, context.contentHeight - v - t), -t)
        }
        return PolicyOutcome(
            strategy: .scrollView, contentInset: ci, scrollIndicatorInsets: ci, safeArea: context.safeArea,
            offset: offset, containerFrame: c, viewShift: 0, target: target, afterHide: context.hide(offsetY: offset))
    }
}
