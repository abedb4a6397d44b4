/// Android's `adjustResize` with a `ScrollView` (policy-formulas §3.11).
///
/// Source: aosp-mirror/platform_frameworks_base `core/java/android/widget/ScrollView.java`
/// (13327cc4): `onSizeChanged` keeps the focused child on screen after the window shrinks.
/// Fidelity: source. Modelled: the offset rests in range after the re-layout. Geometry is read
/// as dp; a floating keyboard is hidden; offsets start at 0; no insets.
///
/// The container's height loses the overlap. The focus (whole frame) is first brought on screen
/// in the full height (`Δsv` with the fading edge); then, when it was on screen, into the new
/// height. The offset is clamped into `[0, max(0, csh - Cf.height)]`.
public struct AndroidAdjustResizePolicy: EmulatedPolicy, Equatable {
    /// The wire name.
    static let name = "androidAdjustResize"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.source
    /// How this system reads the request.
    static let reading = PolicyReading.android

    /// `ScrollView`'s vertical fading edge length, in dp (0).
    public var fadingEdge: Double

    /// Creates the policy.
    public init(fadingEdge: Double = 0) {
        self.fadingEdge = fadingEdge
    }

    /// The version the formulas were read at.
    var version: String { "aosp@13327cc" }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] {
        [PolicyParameter("fadingEdge", .number(fadingEdge))]
    }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        context.resize { f, o, h in
            let fading = fadingEdge
            var y = o
            let first = context.scrollViewDelta(f, offset: y, height: context.frame.height, fadingEdge: fading)
            if first != 0 { y = context.clampNoInset(y + first, height: context.frame.height) }
            if context.overlap > 0 && f.maxY >= y && f.minY <= y + context.frame.height {
                y += context.scrollViewDelta(f, offset: y, height: h, fadingEdge: fading)
            }
            return y
        }
    }
}

extension PolicyContext {
    /// The resize shared by Android's `adjustResize` and Compose: the container loses the overlap,
    /// `bringIntoView(F, o, h')` aims the offset for a focus, which is then clamped into
    /// `[0, max(0, csh - h')]`; hiding clamps into the full height's range. No insets.
    func resize(bringIntoView: (Rect, Double, Double) -> Double) -> PolicyOutcome {
        let c = frame
        var out = unchanged(.resizeView)
        out.contentInset = .zero
        out.scrollIndicatorInsets = .zero
        let o = offset.y
        out.afterHide = hide(offsetY: scrollable ? clampNoInset(o, height: c.height) : o, contentInset: .zero)
        guard !keyboardHidden else {
            out.offset = out.afterHide.contentOffset.y
            return out
        }
        let height = nonNegative(c.height - overlap)
        out.containerFrame.height = height
        out.safeArea.bottom = nonNegative(safeArea.bottom - overlap)
        guard scrollable else { return out }
        var y = o
        if let focus {
            out.target = focus.frame
            y = bringIntoView(focus.frame, o, height)
        }
        out.offset = clampNoInset(y, height: height)
        out.afterHide = hide(offsetY: clampNoInset(out.offset, height: c.height), contentInset: .zero)
        return out
    }
}
