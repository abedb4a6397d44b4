/// The indices of the focus and scroll-target elements in a request's element list.
///
/// The first element with a matching id wins (the codec rejects duplicate ids). No dictionary
/// is built: a linear scan beats hashing for the few elements a screen holds.
struct ElementLookup: Sendable, Equatable {
    /// The index of the element whose id is `focus`, if any.
    var focusIndex: Int?
    /// The index of the element whose id is `scrollTarget`, if any.
    var scrollTargetIndex: Int?

    /// Finds `focus` and `scrollTarget` in `elements`; a scroll target equal to the focus is
    /// not looked for again.
    init(_ elements: [Element], focus: String?, scrollTarget: String?) {
        focusIndex = focus.flatMap { Self.index(of: $0, in: elements) }
        if let scrollTarget {
            scrollTargetIndex = scrollTarget == focus ? focusIndex : Self.index(of: scrollTarget, in: elements)
        } else {
            scrollTargetIndex = nil
        }
    }

    /// The index of the first element whose id is `id`, if any.
    static func index(of id: String, in elements: [Element]) -> Int? {
        // Through a pointer to each element, which reads its id in place: the array's
        // subscript copied the element, and an optional's `==` wrapped every id first.
        elements.withUnsafeBufferPointer { elements in
            guard var element = elements.baseAddress else { return nil }
            for index in elements.indices {
                if element.pointee.id == id { return index }
                element += 1
            }
            return nil
        }
    }
}
