extension Warning {
    static func focusBehindPinnedView(_ id: String, behind: [String], focus: Bool) -> Warning {
        let what = focus ? "focused element" : "scroll target"
        let views = behind.map { "'\($0)'" }.joined(separator: ", ")
        let noun = behind.count == 1 ? "pinned view" : "pinned views"
        return Warning(
            .focusBehindPinnedView,
            "The \(what) '\(id)' ends behind the \(noun) \(views): the avoidance does not account for "
                + "\(behind.count == 1 ? "it" : "them"); keep it above, or choose a strategy that reads pinned views.")
    }

    static func pinnedViewCovered(_ id: String, fraction: Double) -> Warning {
        Warning(
            .pinnedViewCovered,
            "The keyboard covers \(points(fraction * 100))% of the pinned view '\(id)', which stays at the bottom "
                + "safe-area edge; pin it to the keyboard (pin: \"keyboard\", keyboardLayoutGuide) to keep it in "
                + "view.")
    }

    static func pinnedFocusNotVisible(_ id: String, state: VisibilityState) -> Warning {
        Warning(
            .focusNotVisible,
            "The focused pinned view '\(id)' ends \(state.rawValue): nothing scrolls for a pinned view; move it "
                + "above the keyboard or pin it to the keyboard.")
    }
}

extension LayoutSolver {
    /// The pinned views' warnings (semantics §3.4), after the others: the focus or scroll target
    /// (`targetIndex`) ending behind a pinned view, a pinned focus left not visible, and each
    /// `bottom` view the keyboard covers under scrollView. `policy` names an emulated policy,
    /// whose own `focusNotVisible` already covers an element focus.
    static func appendPinnedWarnings(
        to warnings: inout [Warning], request: LayoutRequest, keyboard: KeyboardClassification, strategy: Strategy,
        lookup: ElementLookup, targetIndex: Int?, verdicts: [ElementVerdicts], pinned: [PinnedVerdicts],
        policy: String?
    ) {
        guard keyboard.state != .hidden else { return }
        let views = request.pinned
        var warned: Int?
        for (index, isFocus) in [(lookup.focusIndex, true), (targetIndex, false)] {
            guard let index, index != warned, verdicts.indices.contains(index) else { continue }
            let cover = verdicts[index].after.coveredBy
            if !cover.pinned.isEmpty {
                let behind = cover.pinned.map { views[$0].id }
                warnings.append(.focusBehindPinnedView(verdicts[index].id, behind: behind, focus: isFocus))
                warned = index
            }
        }
        if lookup.focusIndex == nil, let focus = request.focus, let index = views.firstIndex(where: { $0.id == focus }),
            pinned[index].after.state != .visible
        {
            warnings.append(.pinnedFocusNotVisible(focus, state: pinned[index].after.state))
        }
        if strategy == .scrollView {
            for view in pinned where view.pin == .bottom && view.after.coveredBy.keyboard {
                warnings.append(.pinnedViewCovered(view.id, fraction: view.after.coveredFraction))
            }
        }
    }
}
