/// Move the whole container up (`view.frame.origin.y`, IQKeyboardManager's root move), semantics §3.
enum ShiftViewStrategy {
    /// Applies the strategy.
    ///
    /// `s = clamp(min(R_w.minY - (C.minY + A0.top), R_w.maxY + d - K.minY), 0, overlap + d)` with
    /// `R_w = R + C.origin - contentOffset` (a pinned focus: its rest frame); `s = 0` with no
    /// target or no overlap. With pinned views stacked on the keyboard, `Ktop` stands for `K.minY`
    /// and the obstruction for the overlap. So the shift is
    /// never negative, never more than `overlap + d`, and never lifts the target's top above the
    /// viewport's top. Insets stay `b` (adjusted `A0`), the offset stays, the frame moves up by
    /// `s`. Content pushed above the window cannot be scrolled back: the after-verdicts show it.
    static func apply(_ context: AvoidanceContext) -> AvoidanceOutcome {
        let c = context.container
        let a0 = context.baseAdjustedInset
        var shift = 0.0
        if context.overlap > 0, context.keyboard != nil,
            let rw = context.target.map({
                $0.rect.offsetBy(dx: c.frame.x - c.contentOffset.x, dy: c.frame.y - c.contentOffset.y)
            }) ?? context.pinnedTarget
        {
            // `Ktop` is `K.minY` unless `keyboard` views are stacked on it (semantics §3.4).
            let wanted = Swift.min(
                rw.minY - (c.frame.minY + a0.top), rw.maxY + context.gap - context.obstructionTop)
            shift = clamp(wanted, 0, context.overlap + context.gap)
        }
        let after = LayoutMoment(
            containerFrame: c.frame.offsetBy(dx: 0, dy: -shift), contentOffset: c.contentOffset,
            viewportInset: a0, scrolling: nil, windowSize: context.windowSize)
        return AvoidanceOutcome(
            contentInset: c.contentInset, scrollIndicatorInsets: c.contentInset, adjustedContentInset: a0,
            after: after, viewShift: shift, desiredOffset: nil)
    }
}
