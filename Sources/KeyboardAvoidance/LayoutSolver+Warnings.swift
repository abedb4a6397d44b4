extension LayoutSolver {
    /// The warnings of one answer, in a fixed order: keyboard input, ids, animation, strategy
    /// fit, the target, then what shiftView pushed away.
    ///
    /// A target that stays out of view gets exactly one explanation: taller than the band,
    /// clamped, covered by a floating keyboard, or (when none of those applies) not visible.
    static func collectWarnings(
        request: LayoutRequest, keyboard: KeyboardClassification, strategy: Strategy, lookup: ElementLookup,
        context: AvoidanceContext, outcome: AvoidanceOutcome, verdicts: [ElementVerdicts], occluders: [Rect] = []
    ) -> [Warning] {
        var warnings: [Warning] = []
        let options = request.options
        if let reason = keyboard.hiddenReason, let warning = Warning.keyboardHidden(reason) {
            warnings.append(warning)
        }
        if let focus = request.focus, lookup.focusIndex == nil, !request.pinned.contains(where: { $0.id == focus }) {
            warnings.append(.focusNotFound(focus))
        }
        if let id = options.scrollTarget, lookup.scrollTargetIndex == nil {
            warnings.append(.scrollTargetNotFound(id))
        }
        let curve = request.keyboard.animation.curve
        if curve < 0 || curve > 7 {
            warnings.append(.unusualAnimationCurve(curve))
        }
        if strategy == .shiftView, options.anchor != nil {
            warnings.append(.anchorIgnoredByShiftView)
        }
        if strategy == .scrollView, !request.container.scrollable {
            warnings.append(.containerNotScrollable)
        }

        let after = outcome.after
        var targetExplained = false
        var targetAfter: Verdict?
        if let target = context.target {
            let seen = after.verdict(for: target.rect, keyboard: keyboard.frame, occluders: occluders)
            targetAfter = seen
            // Behind a pinned view: `focusBehindPinnedView` explains it (appendPinnedWarnings).
            if !seen.coveredBy.pinned.isEmpty { targetExplained = true }
            if let geometry = after.scrolling, strategy != .shiftView {
                let got = after.contentOffset.y
                if target.isTaller(than: geometry) {
                    warnings.append(
                        .targetTallerThanBand(
                            target.id(in: request.elements), height: target.rect.height, room: geometry.targetRoom))
                    targetExplained = true
                } else if let wanted = outcome.desiredOffset, !geometry.holds(target.rect, at: got),
                    !(approximatelyAtMost(wanted, got) && approximatelyAtMost(got, wanted))
                {
                    warnings.append(.targetClampedOffset(target.id(in: request.elements), wanted: wanted, got: got))
                    targetExplained = true
                }
            }
            if keyboard.state == .floating, target.index != lookup.focusIndex, seen.coveredFraction > 0 {
                warnings.append(
                    .floatingKeyboardCovers(
                        target.id(in: request.elements), focus: false, fraction: seen.coveredFraction))
                targetExplained = true
            }
        }
        if keyboard.state == .floating, let focusIndex = lookup.focusIndex, verdicts.indices.contains(focusIndex) {
            let isTarget = context.target?.index == focusIndex
            let covered = (isTarget ? targetAfter : verdicts[focusIndex].after)?.coveredFraction ?? 0
            if covered > 0 {
                warnings.append(.floatingKeyboardCovers(verdicts[focusIndex].id, focus: true, fraction: covered))
                if isTarget { targetExplained = true }
            }
        }
        if let target = context.target, let seen = targetAfter, !targetExplained, seen.state != .visible {
            warnings.append(.targetNotVisible(target.id(in: request.elements), state: seen.state, strategy: strategy))
        }

        if strategy == .shiftView, outcome.viewShift > 0 {
            var count = 0
            var first: String?
            for verdict in verdicts {
                let was = verdict.before.visibleFraction + verdict.before.coveredFraction
                let now = verdict.after.visibleFraction + verdict.after.coveredFraction
                if now < was - 1e-9 {
                    count += 1
                    if first == nil { first = verdict.id }
                }
            }
            if let first {
                warnings.append(.shiftMovesContentOffscreen(firstID: first, count: count, shift: outcome.viewShift))
            }
        }
        return warnings
    }
}
