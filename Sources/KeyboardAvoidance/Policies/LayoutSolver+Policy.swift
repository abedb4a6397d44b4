extension LayoutSolver {
    /// Solves `request` as `policy`'s system would (policy-formulas §2–§4).
    ///
    /// The request is read as the system reads it (its keyboard, starting offset and inset
    /// adjustment, ``PolicyReading``); the policy sets insets, offset, frame or shift; the verdicts
    /// are layout semantics §4: `before` on the state the policy starts from (its offset, and `A0`
    /// under the adjustment it reads, so `b` alone under `never`), `after` on the final state with
    /// viewport inset `A0' = b + sa'` (never: `b`; SwiftUI: `A0`), range `[-A.top, max(-A.top,
    /// csh + A.bottom - Cf.height)]` and band `T…B` bounded by the docked keyboard and the window.
    /// Total like ``solve(_:)``: no input traps.
    static func solveEmulated(_ request: LayoutRequest, policy: any EmulatedPolicy) -> LayoutAnswer {
        let reading = type(of: policy).reading
        let name = type(of: policy).name
        let window = request.window
        let c = request.container
        let classification = KeyboardClassification(request.keyboard, screen: request.screen, window: window.frame)
        let overlap = classification.overlap(with: c.frame)
        let sa = SafeArea.resolved(for: c, window: window)
        let lookup = ElementLookup(request.elements, focus: request.focus, scrollTarget: nil)
        let ignoresFloating = classification.state == .floating && reading.ignoresFloatingKeyboard
        let keyboard = ignoresFloating ? nil : classification.frame
        let adjustment: InsetAdjustment =
            c.requestedInsetAdjustment == nil && reading.missingAdjustmentIsNever ? .never : c.insetAdjustment
        let policyA0 = SafeArea.baseAdjustedInset(contentInset: c.contentInset, safeArea: sa, adjustment: adjustment)
        let start =
            c.requestedContentOffset ?? (reading.startsAtZero ? .zero : Point(x: -policyA0.left, y: -policyA0.top))
        let focus = lookup.focusIndex.map { request.elements[$0] }
        var context = PolicyContext(
            request: request, classification: classification, keyboard: keyboard,
            screenKeyboard: keyboard == nil ? nil : request.keyboard.frame, overlap: ignoresFloating ? 0 : overlap,
            safeArea: sa, automatic: adjustment == .automatic, baseAdjustedInset: policyA0, offset: start,
            focus: focus, focusKind: focus?.kind ?? .textField)
        // Pinned views (policy-formulas §3.13): their `Δ` as the keyboard decides it, the stack
        // they make, and the obstruction for a policy that reads it.
        let pinning = Pinning(request)
        var stacking: [Double?] = []
        var bottomRule = BottomPinRule.fixed(0)
        var obstruction = overlap
        let readsDocked = keyboard != nil && classification.state == .docked
        if !pinning.isEmpty {
            bottomRule = policy.bottomPin(in: context, windowBottom: pinning.windowBottom)
            stacking = pinning.views.map { view -> Double? in
                switch view.pin {
                case .keyboard:
                    return readsDocked
                        ? pinning.keyboardDelta(view.frame, keyboard: classification, followsUndockedKeyboard: false)
                        : 0
                case .bottom:
                    if case .fixed(let delta) = bottomRule { return delta }
                    return nil
                case .none: return nil
                }
            }
            if readsDocked, let k = classification.frame {
                let top = pinning.stackTop(deltas: stacking, keyboard: k, container: c.frame)
                if top < k.minY {
                    obstruction = Pinning.obstruction(top: top, container: c.frame)
                    if policy.readsStackedViews(in: context) {
                        context.overlap = obstruction
                        context.stackTop = top
                    }
                }
            }
        }
        // A pinned focus (policy-formulas §3.13): a system that moves the whole view computes its
        // shift with the pinned frame as F_w, the field being outside the scroll view (so nothing
        // scrolls or insets for it); the others do nothing for it.
        if focus == nil, policy.movesViewForPinnedFocus, let index = pinning.index(of: request.focus) {
            let frame = pinning.views[index].frame.offsetBy(dx: start.x - c.frame.x, dy: start.y - c.frame.y)
            context.focus = Element(id: pinning.views[index].id, frame: frame, kind: .textField)
            context.focusKind = .textField
            context.request.container.scrollable = false
        }
        var outcome = policy.apply(context)
        if keyboard == nil || outcome.keyboardIgnored {
            // The keyboard has just hidden here (as the policy reads it): the answer is the hide
            // state applied to the request's, and afterHide the same (policy-formulas §2).
            let hide = outcome.afterHide
            outcome.contentInset = hide.contentInset
            outcome.scrollIndicatorInsets = hide.scrollIndicatorInsets
            outcome.offset = hide.contentOffset.y
            outcome.containerFrame = hide.containerFrame
            outcome.viewShift = hide.viewShift
            outcome.safeArea = sa
            outcome.target = nil
        }
        if reading.noInsets {
            outcome.contentInset = .zero
            outcome.scrollIndicatorInsets = .zero
            outcome.afterHide.contentInset = .zero
            outcome.afterHide.scrollIndicatorInsets = .zero
        }

        // The final state and its verdicts.
        let automatic = adjustment == .automatic
        let b = c.contentInset
        let cf = outcome.containerFrame
        let adjusted: EdgeInsets =
            reading.noInsets ? .zero : automatic ? outcome.contentInset + outcome.safeArea : outcome.contentInset
        let viewportInset = outcome.viewportInset ?? (automatic ? b + outcome.safeArea : b)
        var keyboardReach = 0.0
        if classification.state == .docked, let k = classification.frame, k.minX < cf.maxX, k.maxX > cf.minX {
            keyboardReach = cf.maxY - k.minY
        }
        let geometry = ScrollGeometry(
            height: cf.height, contentHeight: c.contentSize.height, baseAdjustedInset: viewportInset,
            adjustedInset: adjusted, overlap: keyboardReach, gap: 0)
        let offset = Point(x: start.x, y: outcome.offset)
        let after = LayoutMoment(
            containerFrame: cf, contentOffset: offset, viewportInset: viewportInset,
            scrolling: c.scrollable ? geometry : nil, windowSize: window.frame.size)
        // `before` is judged on the state the policy starts from (policy-formulas §2, v1.2): its
        // offset, and the viewport of the adjustment it reads, as `after` is. React Native's
        // scroll view reads a missing adjustment as `never`, so its `A0` is `b`: content under
        // the top safe area is in its viewport before, as it is after.
        let before = LayoutMoment(
            containerFrame: c.frame, contentOffset: start, viewportInset: policyA0,
            scrolling: c.scrollable
                ? ScrollGeometry(
                    height: c.frame.height, contentHeight: c.contentSize.height, baseAdjustedInset: policyA0,
                    adjustedInset: policyA0, overlap: overlap, gap: 0) : nil,
            windowSize: window.frame.size)
        var verdicts: [ElementVerdicts]
        var pinned: [PinnedVerdicts] = []
        if pinning.isEmpty {
            verdicts = ElementVerdicts.judging(
                request.elements, before: before, after: after, keyboard: classification.frame)
        } else {
            let viewShift = outcome.viewShift
            let bottomEdge = outcome.containerFrame.maxY - c.frame.maxY
            let ignored = keyboard == nil || outcome.keyboardIgnored
            let deltas = zip(pinning.views, stacking).map { view, delta -> Double in
                switch view.pin {
                case .keyboard: return ignored ? 0 : delta ?? 0
                case .none: return -viewShift
                case .bottom:
                    switch bottomRule {
                    case .fixed(let d): return ignored ? 0 : d
                    case .withViewShift: return -viewShift
                    case .withContainerBottom: return bottomEdge
                    }
                }
            }
            verdicts = ElementVerdicts.judging(
                request.elements, before: before, after: after, keyboard: classification.frame,
                occludersBefore: pinning.restFrames, occludersAfter: pinning.frames(moved: deltas))
            pinned = pinning.verdicts(deltas: deltas, keyboard: classification.frame, windowSize: window.frame.size)
        }

        // Warnings: the input's, then the policy's (policy-formulas §4).
        var warnings: [Warning] = []
        if let reason = classification.hiddenReason, let warning = Warning.keyboardHidden(reason) {
            warnings.append(warning)
        }
        if let id = request.focus, lookup.focusIndex == nil, pinning.index(of: id) == nil {
            warnings.append(.focusNotFound(id))
        }
        let curve = request.keyboard.animation.curve
        if curve < 0 || curve > 7 { warnings.append(.unusualAnimationCurve(curve)) }
        let options = request.options
        var ignored: [String] = []
        if options.strategy != nil { ignored.append("strategy") }
        if options.anchor != nil { ignored.append("anchor") }
        if options.requestedMinimumDistance != nil { ignored.append("minimumDistance") }
        if options.scrollTarget != nil { ignored.append("scrollTarget") }
        if !ignored.isEmpty { warnings.append(.policyOptionIgnored(name, options: ignored)) }
        if outcome.inert { warnings.append(.policyNeedsScrollView(name)) }
        if classification.state != .hidden && (keyboard == nil || outcome.keyboardIgnored) {
            warnings.append(.keyboardIgnoredByPolicy(name, state: classification.state))
        }
        if c.scrollable {
            let range = (geometry.minimumOffset, geometry.maximumOffset)
            if !approximatelyAtMost(range.0, offset.y) || !approximatelyAtMost(offset.y, range.1) {
                warnings.append(.offsetOutOfRange(name, offset: offset.y, range: range))
            }
            let hide = outcome.afterHide
            let hideInset: EdgeInsets =
                reading.noInsets ? .zero : automatic ? hide.contentInset + sa : hide.contentInset
            let low = -hideInset.top
            let high = Swift.max(low, c.contentSize.height + hideInset.bottom - hide.containerFrame.height)
            let y = hide.contentOffset.y
            if !approximatelyAtMost(low, y) || !approximatelyAtMost(y, high) {
                warnings.append(.offsetOutOfRangeAfterHide(name, offset: y, range: (low, high)))
            }
        }
        if let index = lookup.focusIndex, classification.state != .hidden, verdicts[index].after.state != .visible {
            warnings.append(.focusNotVisible(verdicts[index].id, policy: name, state: verdicts[index].after.state))
        }
        if !pinned.isEmpty {
            appendPinnedWarnings(
                to: &warnings, request: request, keyboard: classification, strategy: outcome.strategy, lookup: lookup,
                targetIndex: nil, verdicts: verdicts, pinned: pinned, policy: name)
        }

        return LayoutAnswer(
            keyboard: KeyboardAnswer(
                state: classification.state, frame: classification.frame, overlap: overlap,
                layoutGuide: LayoutGuide.frame(
                    keyboard: classification, window: window,
                    followsUndockedKeyboard: options.followsUndockedKeyboard)),
            strategy: outcome.strategy,
            contentInset: outcome.contentInset,
            scrollIndicatorInsets: outcome.scrollIndicatorInsets,
            adjustedContentInset: adjusted,
            contentOffset: offset,
            scrollDelta: offset.y - start.y,
            containerFrame: cf,
            viewShift: outcome.viewShift,
            target: focus.flatMap { f in outcome.target.map { TargetAnswer(id: f.id, rect: $0, anchor: nil) } },
            animation: AnimationAnswer(passingThrough: request.keyboard.animation),
            elements: verdicts,
            warnings: warnings,
            policy: PolicyDescription(
                name: name, version: policy.version, parameters: policy.parameters(in: context),
                fidelity: type(of: policy).fidelity),
            afterHide: outcome.afterHide,
            pinned: pinned,
            obstruction: obstruction
        )
    }
}
