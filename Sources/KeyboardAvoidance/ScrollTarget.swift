/// The rectangle to bring into view and how to align it (semantics §3).
struct ScrollTarget: Sendable, Equatable {
    /// The index of the target element in the request.
    var index: Int
    /// `R`, in content coordinates: the element's frame, or its caret moved by the element's origin.
    var rect: Rect
    /// `nil` for the minimal scroll, else the unit point aligned, in `[0, 1]`.
    var anchor: Double?

    /// Creates a target.
    init(index: Int, rect: Rect, anchor: Double?) {
        self.index = index
        self.rect = rect
        self.anchor = anchor
    }

    /// Resolves the target of a request: `options.scrollTarget` when given, else the focus while
    /// the keyboard is not hidden, else none. An id with no element gives no target.
    ///
    /// The anchor is clamped into `[0, 1]` (NaN becomes 0), so alignment never leaves the target.
    init?(
        elements: [Element], lookup: ElementLookup, options: Options, keyboardHidden: Bool
    ) {
        let found: Int?
        if options.scrollTarget != nil {
            found = lookup.scrollTargetIndex
        } else if !keyboardHidden {
            found = lookup.focusIndex
        } else {
            found = nil
        }
        guard let index = found, elements.indices.contains(index) else { return nil }
        // Through a pointer, which reads the fields in place: `elements[index]` copied the
        // whole element first.
        let rect = elements.withUnsafeBufferPointer { elements in
            let element = elements.baseAddress! + index
            return Self.rect(frame: element.pointee.frame, caret: element.pointee.caret)
        }
        self.init(index: index, rect: rect, anchor: options.anchor.map { clamp($0, 0, 1) })
    }

    /// The target element's id, read from the request's `elements` that the target was resolved
    /// in. The target holds no id of its own: without it the target, and the context that holds
    /// it, are plain values that copy without retains.
    func id(in elements: [Element]) -> String {
        elements.withUnsafeBufferPointer { ($0.baseAddress! + index).pointee.id }
    }

    /// `R` for an element with `frame` and `caret`: the caret moved by the element's origin when
    /// there is one (the caret of a multiline text view is what must show), else the frame.
    static func rect(frame: Rect, caret: Rect?) -> Rect {
        guard let caret else { return frame }
        return caret.offsetBy(dx: frame.x, dy: frame.y)
    }

    /// `o'`: the offset that brings the target into `geometry`'s band from offset `o`, before
    /// clamping (semantics §3).
    ///
    /// Minimal (`anchor` nil): a target taller than `h` shows its top (`R.minY - T`); one ending
    /// below `L` is scrolled up just enough to end at `L`; one starting above `T` is scrolled down
    /// just enough to start at `T`; otherwise `o` is kept (no scroll when already visible).
    /// Anchored: `R.minY + a·R.height - (T + a·h)`, which aligns the point `a` of the target with
    /// the point `a` of the band `T…L`.
    func desiredOffset(from o: Double, in geometry: ScrollGeometry) -> Double {
        let t = geometry.bandTop
        let l = geometry.targetEnd
        let h = geometry.targetRoom
        if let a = anchor {
            return rect.minY + a * rect.height - (t + a * h)
        }
        if rect.height > h { return rect.minY - t }
        if rect.maxY - o > l { return rect.maxY - l }
        if rect.minY - o < t { return rect.minY - t }
        return o
    }

    /// Whether the target is taller than the room `h = L - T` of `geometry`'s band.
    func isTaller(than geometry: ScrollGeometry) -> Bool {
        rect.height > geometry.targetRoom
    }
}
