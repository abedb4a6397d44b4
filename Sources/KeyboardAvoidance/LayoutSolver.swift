/// Turns a ``LayoutRequest`` into a ``LayoutAnswer`` (semantics §2–§5).
public enum LayoutSolver {
    /// Solves one request.
    ///
    /// Total: never traps, whatever the request holds (NaN, infinities, huge numbers, ids that
    /// name no element). For finite input the answer's `contentOffset.y` lies in the container's
    /// `[oMin, oMax]` (or is the given offset when the container does not scroll or shiftView is
    /// used), every fraction lies in `[0, 1]`, a hidden keyboard leaves the insets at their base,
    /// and `elements` follows the request's order. Allocates only the answer's arrays.
    ///
    /// `options.policy` picks the system emulated (policy-formulas): `clearance` answers as above;
    /// any other policy answers with that system's formulas (``solveEmulated(_:policy:)``).
    public static func solve(_ request: LayoutRequest) -> LayoutAnswer {
        // `clearance` first, without building the emulated policy's existential.
        if case .clearance = request.options.policy { return solveClearance(request) }
        guard let emulated = request.options.policy.emulated else { return solveClearance(request) }
        return solveEmulated(request, policy: emulated)
    }

    /// The avoidance of layout semantics §3 for `request`: the keyboard, the element lookup, the
    /// shared context, the strategy and what it produces, before any verdict.
    @inline(__always) static func avoid(_ request: LayoutRequest) -> Avoidance {
        let window = request.window
        let container = request.container
        let options = request.options
        let keyboard = KeyboardClassification(request.keyboard, screen: request.screen, window: window.frame)
        let overlap = keyboard.overlap(with: container.frame)
        let safeArea = SafeArea.resolved(for: container, window: window)
        let lookup = ElementLookup(request.elements, focus: request.focus, scrollTarget: options.scrollTarget)
        let target = ScrollTarget(
            elements: request.elements, lookup: lookup, options: options, keyboardHidden: keyboard.state == .hidden)
        let context = AvoidanceContext(
            container: container,
            safeArea: safeArea,
            baseAdjustedInset: SafeArea.baseAdjustedInset(
                contentInset: container.contentInset, safeArea: safeArea, adjustment: container.insetAdjustment),
            keyboard: keyboard.frame,
            overlap: overlap,
            gap: overlap > 0 ? nonNegative(options.minimumDistance) : 0,
            target: target,
            windowSize: window.frame.size
        )
        let strategy = options.strategy ?? (container.scrollable ? .scrollView : .shiftView)
        let outcome: AvoidanceOutcome
        switch strategy {
        case .scrollView: outcome = ScrollViewStrategy.apply(context)
        case .shiftView: outcome = ShiftViewStrategy.apply(context)
        case .resizeView: outcome = ResizeViewStrategy.apply(context)
        }
        return Avoidance(keyboard: keyboard, lookup: lookup, context: context, strategy: strategy, outcome: outcome)
    }

    /// What ``avoid(_:)`` works out. A struct, not a tuple: taking a tuple of these apart copied
    /// every member through the runtime's generic tuple witness.
    struct Avoidance {
        let keyboard: KeyboardClassification
        let lookup: ElementLookup
        let context: AvoidanceContext
        let strategy: Strategy
        let outcome: AvoidanceOutcome
    }

    /// Clearance's own answer (policy `clearance`), with its `afterHide`: the answer to the same
    /// request with the keyboard hidden, starting from this answer's offset (policy-formulas §3.1).
    static func solveClearance(_ request: LayoutRequest) -> LayoutAnswer {
        let window = request.window
        let container = request.container
        let options = request.options
        let avoidance = avoid(request)
        let keyboard = avoidance.keyboard
        let lookup = avoidance.lookup
        let context = avoidance.context
        let strategy = avoidance.strategy
        let outcome = avoidance.outcome
        let overlap = context.overlap
        let target = context.target

        let before = context.before
        let after = outcome.after
        let verdicts = ElementVerdicts.judging(request.elements, before: before, after: after, keyboard: keyboard.frame)
        let warnings = collectWarnings(
            request: request, keyboard: keyboard, strategy: strategy, lookup: lookup, context: context,
            outcome: outcome, verdicts: verdicts)

        let offset = after.contentOffset
        return LayoutAnswer(
            keyboard: KeyboardAnswer(
                state: keyboard.state,
                frame: keyboard.frame,
                overlap: overlap,
                layoutGuide: LayoutGuide.frame(
                    keyboard: keyboard, window: window, followsUndockedKeyboard: options.followsUndockedKeyboard)),
            strategy: strategy,
            contentInset: outcome.contentInset,
            scrollIndicatorInsets: outcome.scrollIndicatorInsets,
            adjustedContentInset: outcome.adjustedContentInset,
            contentOffset: offset,
            scrollDelta: offset.y - container.contentOffset.y,
            containerFrame: after.containerFrame,
            viewShift: outcome.viewShift,
            target: target.map {
                TargetAnswer(
                    id: $0.id(in: request.elements), rect: $0.rect, anchor: strategy == .shiftView ? nil : $0.anchor)
            },
            animation: AnimationAnswer(passingThrough: request.keyboard.animation),
            elements: verdicts,
            warnings: warnings,
            policy: PolicyDescription(
                name: "clearance", version: "1",
                parameters: [
                    PolicyParameter("strategy", .string(strategy.rawValue)),
                    PolicyParameter("minimumDistance", .number(options.minimumDistance)),
                    PolicyParameter("anchor", options.anchor.map { .number($0) } ?? .null),
                ], fidelity: .specified),
            afterHide: clearanceAfterHide(context, strategy: strategy, options: options, offset: offset)
        )
    }

    /// Layout semantics' answer to `request` with the keyboard hidden and the offset at `offset`,
    /// as the state it leaves (no verdicts are needed for it).
    ///
    /// Reuses the shown keyboard's context: with the keyboard hidden the overlap and the gap are
    /// 0, and the target is `options.scrollTarget` alone (the focus is a target only while the
    /// keyboard is up), so nothing needs classifying or looking up again.
    static func clearanceAfterHide(
        _ context: consuming AvoidanceContext, strategy: Strategy, options: Options, offset: Point
    ) -> AfterHideState {
        var hidden = context
        hidden.container.contentOffset = offset
        hidden.keyboard = nil
        hidden.overlap = 0
        hidden.gap = 0
        if options.scrollTarget == nil { hidden.target = nil }
        let outcome: AvoidanceOutcome
        switch strategy {
        case .scrollView: outcome = ScrollViewStrategy.apply(hidden)
        case .shiftView: outcome = ShiftViewStrategy.apply(hidden)
        case .resizeView: outcome = ResizeViewStrategy.apply(hidden)
        }
        return AfterHideState(
            contentInset: outcome.contentInset, scrollIndicatorInsets: outcome.scrollIndicatorInsets,
            contentOffset: outcome.after.contentOffset, containerFrame: outcome.after.containerFrame,
            viewShift: outcome.viewShift)
    }
}
