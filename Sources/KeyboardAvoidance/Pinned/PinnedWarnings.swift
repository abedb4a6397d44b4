// Each message is one interpolation, so its text is written into one string that reserves room
// for its literals, with no partial string built and joined by `+` (a device request with pinned
// views built about 30 strings a request that way).
extension Warning {
    static func focusBehindPinnedView(_ id: String, behind: [String], focus: Bool) -> Warning {
        var views = ""
        for (index, view) in behind.enumerated() {
            views += index == 0 ? "'" : ", '"
            views += view
            views += "'"
        }
        let one = behind.count == 1
        return Warning(
            .focusBehindPinnedView,
            """
            The \(focus ? "focused element" : "scroll target") '\(id)' ends behind the \
            \(one ? "pinned view" : "pinned views") \(views): the avoidance does not account for \
            \(one ? "it" : "them"); keep it above, or choose a strategy that reads pinned views.
            """)
    }

    static func pinnedViewCovered(_ id: String, fraction: Double) -> Warning {
        Warning(
            .pinnedViewCovered,
            """
            The keyboard covers \(points(fraction * 100))% of the pinned view '\(id)', which stays at the \
            bottom safe-area edge; pin it to the keyboard (pin: "keyboard", keyboardLayoutGuide) to keep it \
            in view.
            """, subject: id)
    }

    static func pinnedFocusNotVisible(_ id: String, state: VisibilityState) -> Warning {
        Warning(
            .focusNotVisible,
            """
            The focused pinned view '\(id)' ends \(state.rawValue): nothing scrolls for a pinned view; move it \
            above the keyboard or pin it to the keyboard.
            """)
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
