extension LayoutMoment {
    /// The verdict for an element whose frame is `frame` (content coordinates), with the keyboard
    /// at `keyboard` (window coordinates; `nil` when hidden), semantics §4.
    ///
    /// Guarantees: both fractions lie in `[0, 1]` and `visibleFraction + coveredFraction <= 1` (up
    /// to rounding); a fraction within 1e-9 of the element's area of 0 or 1 is reported as exactly
    /// 0 or 1, consistent with `state`. An element with no area (or a non-finite one) is
    /// `offscreen` and unreachable.
    ///
    /// `occluders` are the pinned views at this moment (window coordinates, request order): they
    /// cover like the keyboard does, and the verdict's `coveredBy` names them (semantics §3.4).
    func verdict(for frame: Rect, keyboard: Rect?, occluders: [Rect] = []) -> Verdict {
        VerdictJudge(self, keyboard: keyboard, occluders: occluders).verdict(for: frame)
    }
}

extension Verdict {
    /// The verdict of an element with no area (or a non-finite one): offscreen and unreachable.
    /// (Computed, as ``CoveredBy/nothing`` is.)
    static var unseen: Verdict {
        Verdict(state: .offscreen, visibleFraction: 0, coveredFraction: 0, reachable: false, coveredBy: .nothing)
    }
}

/// One moment's verdicts (semantics §4) with everything that does not depend on the element
/// worked out once: the shift into window coordinates, the viewport and the keyboard without
/// their optionals, and the reachability band clipped to the window.
///
/// The formulas, and the order of their floating-point operations, are those of the semantics:
/// `E_w = E + C.origin - contentOffset` (the shift computed first), the element's part in `V`
/// and the keyboard's part of that, then the band `max(T, -C.y)…min(B, windowHeight - C.y)`.
struct VerdictJudge {
    /// `C.x - contentOffset.x` and `C.y - contentOffset.y`.
    let dx: Double, dy: Double
    /// Whether the moment has a viewport `V` with area.
    let hasViewport: Bool
    /// `V`, or the empty rectangle when there is none.
    let viewport: Rect
    /// `V.maxX`, `V.maxY`.
    let viewportMaxX: Double, viewportMaxY: Double
    /// Whether the keyboard is shown.
    let hasKeyboard: Bool
    /// `K`, or the empty rectangle when hidden.
    let keyboard: Rect
    /// Whether the container scrolls at this moment.
    let scrolls: Bool
    /// The band's top and bottom, clipped to the window (container coordinates).
    let top: Double, bottom: Double
    /// `oMin`, `oMax`.
    let minimumOffset: Double, maximumOffset: Double
    /// The pinned views at this moment, window coordinates (semantics §3.4); usually none.
    let occluders: [Rect]

    /// Prepares `moment`'s verdicts with the keyboard at `keyboard` (`nil` when hidden) and the
    /// pinned views at `occluders`.
    @inline(__always) init(_ moment: LayoutMoment, keyboard: Rect?, occluders: [Rect] = []) {
        self.occluders = occluders
        let c = moment.containerFrame
        dx = c.x - moment.contentOffset.x
        dy = c.y - moment.contentOffset.y
        let v = moment.viewport ?? .zero
        hasViewport = moment.viewport != nil
        viewport = v
        viewportMaxX = v.maxX
        viewportMaxY = v.maxY
        let k = keyboard ?? .zero
        hasKeyboard = keyboard != nil
        self.keyboard = k
        if let g = moment.scrolling {
            scrolls = true
            top = Swift.max(g.bandTop, -c.y)
            bottom = Swift.min(g.bandBottom, moment.windowHeight - c.y)
            minimumOffset = g.minimumOffset
            maximumOffset = g.maximumOffset
        } else {
            scrolls = false
            top = 0
            bottom = 0
            minimumOffset = 0
            maximumOffset = 0
        }
    }

    /// The verdict for an element of `frame` (content coordinates): ``LayoutMoment/verdict(for:keyboard:)``.
    @inline(__always) func verdict(for frame: Rect) -> Verdict {
        let area = frame.area
        guard area > 0, area.isFinite else { return .unseen }
        // E_w, and its part in V (Rect.intersection).
        let x = frame.x + dx
        let y = frame.y + dy
        let maxX = x + frame.width
        let x0 = Swift.max(x, viewport.x)
        let y0 = Swift.max(y, viewport.y)
        let x1 = Swift.min(maxX, viewportMaxX)
        let y1 = Swift.min(y + frame.height, viewportMaxY)
        var inView = 0.0
        var covered = 0.0
        let tolerance = 1e-9 * area
        var cover = CoveredBy.nothing
        if hasViewport, x1 > x0, y1 > y0 {
            let width = x1 - x0
            let height = y1 - y0
            inView = width * height
            let seen = Rect(x: x0, y: y0, width: width, height: height)
            if !occluders.isEmpty {
                covered = coverage(of: seen, tolerance: tolerance, naming: &cover)
            } else if hasKeyboard {
                covered = seen.intersectionArea(keyboard)
            }
        }
        let shown = inView - covered
        var visibleFraction = clamp(shown / area, 0, 1)
        var coveredFraction = clamp(covered / area, 0, 1)
        let anyVisible = shown > tolerance
        let state: VisibilityState
        if shown >= area - tolerance {
            state = .visible
            visibleFraction = 1
            coveredFraction = 0
        } else {
            if covered > tolerance {
                state = anyVisible ? .partiallyCovered : .covered
            } else {
                state = anyVisible ? .clipped : .offscreen
                coveredFraction = 0
            }
            if !anyVisible { visibleFraction = 0 }
        }
        let reachable: Bool
        if !scrolls {
            reachable = state == .visible
        } else if !hasViewport || !approximatelyAtMost(viewport.x, x) || !approximatelyAtMost(maxX, viewportMaxX) {
            reachable = false
        } else {
            // frame.minY - o >= top and frame.maxY - o <= bottom  ⇔  o ∈ [frame.maxY - bottom, frame.minY - top].
            let lowest = Swift.max(minimumOffset, frame.maxY - bottom)
            let highest = Swift.min(maximumOffset, frame.minY - top)
            reachable = approximatelyAtMost(lowest, highest)
        }
        if occluders.isEmpty {
            cover.keyboard = coveredFraction > 0
        } else if coveredFraction == 0 {
            cover = .nothing
        }
        return Verdict(
            state: state, visibleFraction: visibleFraction, coveredFraction: coveredFraction, reachable: reachable,
            coveredBy: cover)
    }

    /// The area of `seen` (the element's part in the viewport) under the keyboard or any pinned
    /// view, counted once where they overlap; `cover` gets what covers more than `tolerance` of it.
    ///
    /// The common cases, nothing or one thing over the element, take no array: only a second
    /// part starts the list the union sweeps.
    func coverage(of seen: Rect, tolerance: Double, naming cover: inout CoveredBy) -> Double {
        var first: Rect?
        var parts: [Rect] = []
        if hasKeyboard, let k = seen.intersection(keyboard) {
            first = k
            cover.keyboard = k.area > tolerance
        }
        for index in occluders.indices {
            guard let p = seen.intersection(occluders[index]) else { continue }
            if p.area > tolerance { cover.pinned.append(index) }
            if let only = first, parts.isEmpty {
                parts.reserveCapacity(2 + occluders.count - index)
                parts.append(only)
                parts.append(p)
            } else if first == nil {
                first = p
            } else {
                parts.append(p)
            }
        }
        if !parts.isEmpty { return Rect.unionArea(parts) }
        return first.map(Rect.unionArea(of:)) ?? 0
    }
}

extension ElementVerdicts {
    /// Every element's verdicts, in order: `before` and `after` judged against the same keyboard
    /// (window coordinates; `nil` when hidden).
    /// The pinned views cover too, at their rest frames before (`occludersBefore`) and where
    /// they moved after (`occludersAfter`), window coordinates.
    static func judging(
        _ elements: [Element], before: LayoutMoment, after: LayoutMoment, keyboard: Rect?,
        occludersBefore: [Rect] = [], occludersAfter: [Rect] = []
    ) -> [ElementVerdicts] {
        let judgeBefore = VerdictJudge(before, keyboard: keyboard, occluders: occludersBefore)
        let judgeAfter = VerdictJudge(after, keyboard: keyboard, occluders: occludersAfter)
        // Through a pointer to each element: its two fields are read in place. The array's
        // subscript, the buffer's, and a `for element in` loop all copied the whole element
        // first (its id retained and released, through the type's value witness).
        var verdicts: [ElementVerdicts] = []
        verdicts.reserveCapacity(elements.count)
        elements.withUnsafeBufferPointer { source in
            guard var element = source.baseAddress else { return }
            for _ in source.indices {
                let frame = element.pointee.frame
                let before = judgeBefore.verdict(for: frame)
                verdicts.append(ElementVerdicts(id: element.pointee.id, before: before, after: .unseen))
                element += 1
            }
        }
        // The after verdicts in a second pass, so that each loop keeps one moment's constants
        // in registers.
        verdicts.withUnsafeMutableBufferPointer { target in
            elements.withUnsafeBufferPointer { source in
                guard var element = source.baseAddress, var slot = target.baseAddress else { return }
                for _ in source.indices {
                    let frame = element.pointee.frame
                    slot.pointee.after = judgeAfter.verdict(for: frame)
                    element += 1
                    slot += 1
                }
            }
        }
        return verdicts
    }
}
