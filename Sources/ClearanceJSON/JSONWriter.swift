/// A growable byte buffer for JSON output, written through a raw pointer.
///
/// Appending to `[UInt8]` costs a uniqueness check and a capacity check per call; here each write
/// is one capacity compare and a copy, and the caller takes the bytes once at the end. A run of
/// writes with a known bound (a rectangle, an element) reserves it once with
/// ``withRoom(_:_:)`` and writes through a ``JSONCursor`` with no checks at all.
@usableFromInline package struct JSONWriter: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    /// How many bytes have been written.
    @usableFromInline package var count = 0

    @inlinable package init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Appends everything written to `buffer`.
    @inlinable package func copy(into buffer: inout [UInt8]) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    /// Hands over the bytes written, in memory from `UnsafeMutablePointer.allocate`: the caller
    /// frees it with `deallocate()`.
    package consuming func take() -> UnsafeMutableBufferPointer<UInt8> {
        let written = UnsafeMutableBufferPointer(start: base, count: count)
        discard self
        return written
    }

    /// Makes room for `n` more bytes.
    @inline(__always) @inlinable mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(n) }
    }

    @inlinable mutating func grow(_ n: Int) {
        let newCapacity = Swift.max(capacity * 2, count + n)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends one byte.
    @inlinable @inline(__always) package mutating func byte(_ b: UInt8) {
        reserve(1)
        base[count] = b
        count += 1
    }

    /// Appends ASCII text known at compile time: punctuation and member names.
    @inlinable @inline(__always) package mutating func raw(_ text: StaticString) {
        withRoom(text.utf8CodeUnitCount) { $0.raw(text) }
    }

    /// Appends bytes.
    @inlinable @inline(__always) package mutating func bytes(_ p: UnsafeBufferPointer<UInt8>) {
        guard let source = p.baseAddress else { return }
        reserve(p.count)
        (base + count).update(from: source, count: p.count)
        count += p.count
    }

    /// Appends a decimal integer.
    @inlinable package mutating func int(_ value: Int) {
        withRoom(JSONCursor.intRoom) { $0.int(value) }
    }

    /// Appends a JSON number: a whole number below 2^53 in magnitude as an integer (`168`, and
    /// `-0.0` as `0`), any other finite number as the shortest decimal that reads back as the
    /// same double (`0.1`, `1e-07`, `1.7976931348623157e+308`, all valid JSON), and a non-finite
    /// number, which JSON cannot hold, as `null`.
    @inlinable @inline(__always) package mutating func number(_ value: Double) {
        withRoom(JSONCursor.numberRoom) { $0.number(value) }
    }

    /// Appends `true` or `false`.
    @inlinable @inline(__always) package mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Appends a JSON string: quotes, backslashes and control characters escaped; all else,
    /// including non-ASCII text, as its UTF-8.
    @inlinable package mutating func string(_ value: String) {
        withRoom(JSONCursor.stringRoom(value.utf8.count)) { $0.string(value) }
    }

    /// Reserves `room` bytes and lends `body` a cursor at the end of what was written, for a run
    /// of writes that stays inside the room (`body` must write no more than `room` bytes); what
    /// it writes is then part of the output.
    @inlinable @inline(__always) package mutating func withRoom<Result>(
        _ room: Int, _ body: (inout JSONCursor) -> Result
    )
        -> Result
    {
        reserve(room)
        var cursor = JSONCursor(base + count, end: base + count + room)
        let result = body(&cursor)
        count = cursor.position - base
        return result
    }
}
