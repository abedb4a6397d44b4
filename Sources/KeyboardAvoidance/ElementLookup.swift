/// Where the focus and the scroll target sit in the element list, found in one pass.
///
/// The first element with a matching id wins (the codec rejects duplicate ids). No dictionary
/// is built: a linear scan beats hashing for the few elements a screen holds.
struct ElementLookup: Sendable, Equatable {
    /// The index of the element whose id is `focus`, if any.
    var focusIndex: Int?
    /// The index of the element whose id is `scrollTarget`, if any.
    var scrollTargetIndex: Int?

    /// Scans `elements` once for `focus` and `scrollTarget`, stopping when both are found.
    init(_ elements: [Element], focus: String?, scrollTarget: String?) {
        focusIndex = nil
        scrollTargetIndex = nil
        var needFocus = focus != nil
        var needTarget = scrollTarget != nil
        guard needFocus || needTarget else { return }
        // Through the buffer: its subscript addresses the element, where the array's copied it.
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                if needFocus, elements[index].id == focus {
                    focusIndex = index
                    needFocus = false
                }
                if needTarget, elements[index].id == scrollTarget {
                    scrollTargetIndex = index
                    needTarget = false
                }
                if !needFocus && !needTarget { break }
            }
        }
    }
}
