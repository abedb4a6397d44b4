/// Jetpack Compose: `imePadding` (or a resize) and `defaultBringIntoViewSpec` (policy-formulas §3.12).
///
/// Sources: androidx/androidx `compose/foundation/…/gestures/BringIntoViewSpec.kt` (aae42a2c) and
/// `…/ContentInViewNode.kt` (ae5af288). Fidelity: source. Modelled: the offset rests in range
/// after the re-layout. Geometry is read as dp; a floating keyboard is hidden; offsets start at
/// 0; no insets.
///
/// On focus the caret (or frame) is brought into the full height with
/// `D(l, s, n)` (0 when it fits, else the smaller edge-aligning move); when the IME then shrinks
/// the viewport to `h' = C.height - overlap` and the focus no longer fits, it is brought into `h'`.
public struct ComposePolicy: EmulatedPolicy, Equatable {
    /// The wire name.
    static let name = "compose"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.source
    /// How this system reads the request.
    static let reading = PolicyReading.android

    /// Creates the policy.
    public init() {}

    /// The version the formulas were read at.
    var version: String { "androidx@aae42a2" }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] { [] }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        context.resize { f, o, h in
            let full = context.frame.height
            let r = context.caret ?? f
            var y = o
            let d0 = PolicyContext.bringIntoView(r.minY - o, r.height, full)
            if d0 != 0 { y = context.clampNoInset(o + d0, height: full) }
            let l = f.minY - y
            if context.overlap > 0, PolicyContext.bringIntoView(l, f.height, full) == 0 {
                let d = PolicyContext.bringIntoView(l, f.height, h)
                if d != 0 { y += d }
            }
            return y
        }
    }
}
