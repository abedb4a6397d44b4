/// How a `bottom` pinned view moves under an emulated policy (policy-formulas §3.13).
enum BottomPinRule: Sendable, Equatable {
    /// By a `Δ` the keyboard alone decides (0: it stays, and the keyboard may cover it).
    case fixed(Double)
    /// With the whole view: `Δ = -viewShift`.
    case withViewShift
    /// On the container's bottom edge, which the policy moved or shrank: `Δ = Cf.maxY - C.maxY`.
    case withContainerBottom
}

extension EmulatedPolicy {
    /// The table's default: the view stays where it is laid out (policy-formulas §3.13).
    func bottomPin(in context: PolicyContext, windowBottom b0: Double) -> BottomPinRule { .fixed(0) }

    /// By default a policy computes with the keyboard alone and does not see stacked views.
    func readsStackedViews(in context: PolicyContext) -> Bool { false }

    /// By default a policy does nothing for a pinned focus.
    var movesViewForPinnedFocus: Bool { false }
}

extension PolicyContext {
    /// `min(0, top - B0)`: a `bottom` view riding on an edge at `top` (the keyboard's, or the
    /// shrunk window's), never lower than it rests.
    static func riding(on top: Double, windowBottom b0: Double) -> BottomPinRule {
        .fixed(Swift.min(0, top - b0))
    }

    /// `H - h(K ∩ Wb)`: where a window that the keyboard shrinks ends (Android, Flutter); `nil`
    /// when the policy reads the keyboard hidden.
    var shrunkWindowBottom: Double? {
        guard let k = keyboard else { return nil }
        return windowHeight - (k.intersection(windowBounds)?.height ?? 0)
    }
}

extension IQKeyboardManagerPolicy {
    func bottomPin(in context: PolicyContext, windowBottom b0: Double) -> BottomPinRule { .withViewShift }

    /// The root move lifts the window for any text field, in a scroll view or not.
    var movesViewForPinnedFocus: Bool { true }
}

extension AndroidAdjustPanPolicy {
    func bottomPin(in context: PolicyContext, windowBottom b0: Double) -> BottomPinRule { .withViewShift }

    /// The pan lifts the window for the focused view wherever it is.
    var movesViewForPinnedFocus: Bool { true }
}

extension ReactNativePolicy {
    /// `position` moves the view by `bottom`; `padding` and `height` shrink it by `bottom`: either
    /// way the view rides on the KeyboardAvoidingView's bottom (§3.6).
    func bottomPin(in context: PolicyContext, windowBottom b0: Double) -> BottomPinRule { .withContainerBottom }
}

extension SwiftUIPolicy {
    /// Bottom content rides on the keyboard safe area; `.ignoresSafeArea()` (`never`) keeps it.
    func bottomPin(in context: PolicyContext, windowBottom b0: Double) -> BottomPinRule {
        guard context.automatic, let k = context.keyboard else { return .fixed(0) }
        return PolicyContext.riding(on: k.minY, windowBottom: b0)
    }

    /// The keyboard safe area grows to the obstruction: `sa'.bottom = max(sa.bottom, obstruction)`.
    func readsStackedViews(in context: PolicyContext) -> Bool { context.automatic }
}

extension FlutterPolicy {
    /// With `resizeToAvoidBottomInset` the Scaffold's bottom bar rides on the shrunk body.
    func bottomPin(in context: PolicyContext, windowBottom b0: Double) -> BottomPinRule {
        guard resizeToAvoidBottomInset, let bottom = context.shrunkWindowBottom else { return .fixed(0) }
        return PolicyContext.riding(on: bottom, windowBottom: b0)
    }

    /// With the resize, `H - vi` becomes `min(H - vi, Ktop)`.
    func readsStackedViews(in context: PolicyContext) -> Bool { resizeToAvoidBottomInset }
}

extension AndroidAdjustResizePolicy {
    func bottomPin(in context: PolicyContext, windowBottom b0: Double) -> BottomPinRule {
        guard let bottom = context.shrunkWindowBottom else { return .fixed(0) }
        return PolicyContext.riding(on: bottom, windowBottom: b0)
    }

    /// The shrink uses the obstruction.
    func readsStackedViews(in context: PolicyContext) -> Bool { true }
}

extension ComposePolicy {
    func bottomPin(in context: PolicyContext, windowBottom b0: Double) -> BottomPinRule {
        guard let bottom = context.shrunkWindowBottom else { return .fixed(0) }
        return PolicyContext.riding(on: bottom, windowBottom: b0)
    }

    /// The shrink uses the obstruction.
    func readsStackedViews(in context: PolicyContext) -> Bool { true }
}
