/// Android's `adjustPan`: the window pans so the focused rect clears the IME (policy-formulas §3.10).
///
/// Source: aosp-mirror/platform_frameworks_base `core/java/android/view/ViewRootImpl.java`
/// (`scrollToRectOrFocus`, 93d9547b), with `ScrollView`'s own focus scroll
/// (`core/java/android/widget/ScrollView.java`). Fidelity: source. Modelled: the focused rect of
/// an EditText ends at its caret line's bottom plus its padding, so with a caret the rect runs
/// from the caret's top to the field's bottom, else it is the frame. Geometry is read as dp; a
/// floating keyboard is hidden; offsets start at 0; no insets.
///
/// First a `ScrollView` brings the focus on screen (`Δsv`); then, when the IME is taller than
/// the bottom system inset, the pan `s` moves the rect below `H - max(WS.bottom, ime)` up (or
/// one above `WS.top` down), unless it is taller than the room between them.
public struct AndroidAdjustPanPolicy: EmulatedPolicy, Equatable {
    /// The wire name.
    static let name = "androidAdjustPan"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.source
    /// How this system reads the request.
    static let reading = PolicyReading.android

    /// Creates the policy.
    public init() {}

    /// The version the formulas were read at.
    var version: String { "aosp@93d9547" }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] { [] }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        var out = context.unchanged(.shiftView)
        out.contentInset = .zero
        out.scrollIndicatorInsets = .zero
        out.afterHide.contentInset = .zero
        out.afterHide.scrollIndicatorInsets = .zero
        guard let k = context.keyboard, let focus = context.focus else { return out }
        let c = context.frame
        let f = focus.frame
        var y = context.offset.y
        if context.scrollable {
            let delta = context.scrollViewDelta(f, offset: y, height: c.height, fadingEdge: 0)
            if delta != 0 { y = context.clampNoInset(y + delta, height: c.height) }
        }
        out.offset = y
        out.afterHide.contentOffset.y = y
        var r = f
        if let caret = context.caret {
            r = Rect(x: caret.x, y: caret.minY, width: caret.width, height: nonNegative(f.maxY - caret.minY))
        }
        out.target = r
        let h = context.windowHeight
        let ime = k.intersection(context.windowBounds)?.height ?? 0
        let ws = context.windowSafeArea
        guard ime > ws.bottom else { return out }
        let vb = Swift.max(ws.bottom, ime)
        let vt = ws.top
        let fw = context.windowRect(f, offsetY: y)
        guard
            let seen = context.windowRect(r, offsetY: y).intersection(fw)?.intersection(c)?.intersection(
                context.windowBounds)
        else { return out }
        var s = 0.0
        if seen.height > h - vt - vb {
            s = 0
        } else if seen.minY < vt {
            s = seen.minY - vt
        } else if seen.maxY > h - vb {
            s = seen.maxY - (h - vb)
        }
        out.viewShift = s
        out.containerFrame = c.offsetBy(dx: 0, dy: -s)
        return out
    }
}
