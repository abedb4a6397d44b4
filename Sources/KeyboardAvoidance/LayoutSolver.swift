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
        let keyboardOverlap = keyboard.overlap(with: container.frame)
        let safeArea = SafeArea.resolved(for: container, window: window)
        let lookup = ElementLookup(request.elements, focus: request.focus, scrollTarget: options.scrollTarget)
        let target = ScrollTarget(
            elements: request.elements, lookup: lookup, options: options, keyboardHidden: keyboard.state == .hidden)
        let strategy = options.strategy ?? (container.scrollable ? .scrollView : .shiftView)
        // Pinned views stacked on the keyboard raise what the strategy avoids (semantics §3.4).
        let pinning = Pinning(request)
        var overlap = keyboardOverlap
        var obstructionTop = keyboard.frame?.minY ?? 0
        var stacking: [Double?] = []
        if !pinning.isEmpty {
            stacking = stackingDeltas(
                pinning, strategy: strategy, keyboard: keyboard, overlap: keyboardOverlap, safeArea: safeArea,
                followsUndockedKeyboard: options.followsUndockedKeyboard)
            if keyboard.state == .docked, let k = keyboard.frame {
                let top = pinning.stackTop(deltas: stacking, keyboard: k, container: container.frame)
                if top < k.minY {
                    obstructionTop = top
                    overlap = Pinning.obstruction(top: top, container: container.frame)
                }
            }
        }
        var context = AvoidanceContext(
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
        if !pinning.isEmpty {
            context.keyboardOverlap = keyboardOverlap
            context.obstructionTop = obstructionTop
            if target == nil, options.scrollTarget == nil, lookup.focusIndex == nil, keyboard.state != .hidden,
                let index = pinning.index(of: request.focus)
            {
                context.pinnedTarget = pinning.views[index].frame
            }
        }
        let outcome: AvoidanceOutcome
        switch strategy {
        case .scrollView: outcome = ScrollViewStrategy.apply(context)
        case .shiftView: outcome = ShiftViewStrategy.apply(context)
        case .resizeView: outcome = ResizeViewStrategy.apply(context)
        }
        return Avoidance(
            keyboard: keyboard, lookup: lookup, context: context, strategy: strategy, outcome: outcome,
            pinning: pinning, stacking: stacking)
    }

    /// Each pinned view's `Δ` as far as the keyboard alone decides it, before the strategy runs
    /// (semantics §3.4): `keyboard` views follow the keyboard; `bottom` views stay under
    /// scrollView and ride on the shrunk container under resizeView, `-max(0, overlap -
    /// sa.bottom)`; `none` views stay. Under shiftView `bottom` and `none` views move by the shift
    /// the obstruction decides, so they are `nil` here and never stack.
    static func stackingDeltas(
        _ pinning: Pinning, strategy: Strategy, keyboard: KeyboardClassification, overlap: Double,
        safeArea: EdgeInsets, followsUndockedKeyboard: Bool
    ) -> [Double?] {
        pinning.views.map { view -> Double? in
            switch (view.pin, strategy) {
            case (.keyboard, _):
                return pinning.keyboardDelta(
                    view.frame, keyboard: keyboard, followsUndockedKeyboard: followsUndockedKeyboard)
            case (.bottom, .shiftView), (.none, .shiftView): return nil
            case (.bottom, .resizeView): return -nonNegative(overlap - safeArea.bottom)
            case (.bottom, .scrollView), (.none, _): return 0
            }
        }
    }

    /// What ``avoid(_:)`` works out. A struct, not a tuple: taking a tuple of these apart copied
    /// every member through the runtime's generic tuple witness.
    struct Avoidance {
        let keyboard: KeyboardClassification
        let lookup: ElementLookup
        let context: AvoidanceContext
        let strategy: Strategy
        let outcome: AvoidanceOutcome
        /// The pinned views.
        let pinning: Pinning
        /// Their `Δ` as the keyboard decides it (``stackingDeltas(_:strategy:keyboard:overlap:safeArea:followsUndockedKeyboard:)``).
        let stacking: [Double?]

        /// Every pinned view's final `Δ`: those that move with the view shift by `-viewShift`.
        var pinnedDeltas: [Double] { stacking.map { $0 ?? -outcome.viewShift } }
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
        var verdicts: [ElementVerdicts]
        var pinned: [PinnedVerdicts] = []
        var occluders: [Rect] = []
        if avoidance.pinning.isEmpty {
            verdicts = ElementVerdicts.judging(request.elements, before: before, after: after, keyboard: keyboard.frame)
        } else {
            let deltas = avoidance.pinnedDeltas
            occluders = avoidance.pinning.frames(moved: deltas)
            verdicts = ElementVerdicts.judging(
                request.elements, before: before, after: after, keyboard: keyboard.frame,
                occludersBefore: avoidance.pinning.restFrames, occludersAfter: occluders)
            pinned = avoidance.pinning.verdicts(
                deltas: deltas, keyboard: keyboard.frame, windowSize: window.frame.size)
        }
        var warnings = collectWarnings(
            request: request, keyboard: keyboard, strategy: strategy, lookup: lookup, context: context,
            outcome: outcome, verdicts: verdicts, occluders: occluders)
        if !pinned.isEmpty {
            appendPinnedWarnings(
                to: &warnings, request: request, keyboard: keyboard, strategy: strategy, lookup: lookup,
                targetIndex: target?.index, verdicts: verdicts, pinned: pinned, policy: nil)
        }

        let offset = after.contentOffset
        return LayoutAnswer(
            keyboard: KeyboardAnswer(
                state: keyboard.state,
                frame: keyboard.frame,
                overlap: context.keyboardOverlap,
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
            afterHide: clearanceAfterHide(context, strategy: strategy, options: options, offset: offset),
            pinned: pinned,
            obstruction: overlap
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
        hidden.keyboardOverlap = 0
        hidden.pinnedTarget = nil
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
