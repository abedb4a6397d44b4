extension LayoutMoment {
    /// The verdict for an element whose frame is `frame` (content coordinates), with the keyboard
    /// at `keyboard` (window coordinates; `nil` when hidden), semantics §4.
    ///
    /// Guarantees: both fractions lie in `[0, 1]` and `visibleFraction + coveredFraction <= 1` (up
    /// to rounding); a fraction within 1e-9 of the element's area of 0 or 1 is reported as exactly
    /// 0 or 1, consistent with `state`. An element with no area (or a non-finite one) is
    /// `offscreen` and unreachable.
    func verdict(for frame: Rect, keyboard: Rect?) -> Verdict {
        let area = frame.area
        guard area > 0, area.isFinite else {
            return Verdict(state: .offscreen, visibleFraction: 0, coveredFraction: 0, reachable: false)
        }
        let ew = windowFrame(of: frame)
        var inView = 0.0
        var covered = 0.0
        if let v = viewport, let seen = ew.intersection(v) {
            inView = seen.area
            if let k = keyboard { covered = seen.intersectionArea(k) }
        }
        let tolerance = 1e-9 * area
        var visibleFraction = clamp((inView - covered) / area, 0, 1)
        var coveredFraction = clamp(covered / area, 0, 1)
        let anyVisible = inView - covered > tolerance
        let anyCovered = covered > tolerance
        let state: VisibilityState
        if inView - covered >= area - tolerance {
            state = .visible
            visibleFraction = 1
            coveredFraction = 0
        } else if anyCovered {
            state = anyVisible ? .partiallyCovered : .covered
            if !anyVisible { visibleFraction = 0 }
        } else {
            state = anyVisible ? .clipped : .offscreen
            coveredFraction = 0
            if !anyVisible { visibleFraction = 0 }
        }
        let reachable = scrolling == nil ? state == .visible : isReachable(frame)
        return Verdict(
            state: state, visibleFraction: visibleFraction, coveredFraction: coveredFraction, reachable: reachable)
    }

    /// Whether some offset in `[oMin, oMax]` puts `frame` wholly inside the band `T…B` (bounded by
    /// the window too), with the element inside `V` horizontally at the current `contentOffset.x`.
    ///
    /// The band ignores the gap `d`: reachability asks whether the user can see the element, not
    /// whether the avoidance keeps its distance. Only meaningful when ``scrolling`` is set.
    func isReachable(_ frame: Rect) -> Bool {
        guard let g = scrolling, let v = viewport else { return false }
        let ew = windowFrame(of: frame)
        guard approximatelyAtMost(v.minX, ew.minX), approximatelyAtMost(ew.maxX, v.maxX) else { return false }
        // Band in container coordinates, clipped to the window so that content hanging below
        // the window never counts as reachable.
        let top = Swift.max(g.bandTop, -containerFrame.y)
        let bottom = Swift.min(g.bandBottom, windowHeight - containerFrame.y)
        // frame.minY - o >= top and frame.maxY - o <= bottom  ⇔  o ∈ [frame.maxY - bottom, frame.minY - top].
        let lowest = Swift.max(g.minimumOffset, frame.maxY - bottom)
        let highest = Swift.min(g.maximumOffset, frame.minY - top)
        return approximatelyAtMost(lowest, highest)
    }
}

extension ElementVerdicts {
    /// Every element's verdicts, in order: `before` and `after` judged against the same keyboard
    /// (window coordinates; `nil` when hidden).
    static func judging(
        _ elements: [Element], before: LayoutMoment, after: LayoutMoment, keyboard: Rect?
    ) -> [ElementVerdicts] {
        // Through a pointer to each element: its two fields are read in place. The array's
        // subscript, the buffer's, and a `for element in` loop all copied the whole element
        // first (its id retained and released, through the type's value witness).
        var verdicts: [ElementVerdicts] = []
        verdicts.reserveCapacity(elements.count)
        elements.withUnsafeBufferPointer { source in
            guard var element = source.baseAddress else { return }
            for _ in source.indices {
                let frame = element.pointee.frame
                verdicts.append(
                    ElementVerdicts(
                        id: element.pointee.id,
                        before: before.verdict(for: frame, keyboard: keyboard),
                        after: after.verdict(for: frame, keyboard: keyboard)))
                element += 1
            }
        }
        return verdicts
    }
}
