import Synchronization

/// A fixed array of lock-free counters.
///
/// `Atomic` is not copyable, so it cannot live in a Swift `Array`; the counters sit in memory
/// this object allocates once and frees when it goes.
final class AtomicCounters: @unchecked Sendable {
    // @unchecked: `slots` is set once in init and never reassigned; every access to the memory
    // it points to goes through `Atomic`, which is safe from any thread.
    private let slots: UnsafeMutablePointer<Atomic<Int>>
    let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: max(count, 1))
        for i in 0..<count { (slots + i).initialize(to: Atomic(0)) }
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func add(_ index: Int, _ amount: Int = 1) {
        slots[index].wrappingAdd(amount, ordering: .relaxed)
    }

    subscript(index: Int) -> Int {
        slots[index].load(ordering: .relaxed)
    }
}
