import Testing

@testable import ClearanceJSON
@testable import ClearanceWire

/// The cursor's literal writes: two overlapping moves of the widest fitting size, for each
/// length a literal can have up to 40 bytes (every branch of ``JSONCursor/raw(_:)``).
@Suite struct JSONCursorTests {
    static let literals: [StaticString] = [
        "",
        "a",
        "ab",
        "abc",
        "abcd",
        "abcde",
        "abcdef",
        "abcdefg",
        "abcdefgh",
        "abcdefghi",
        "abcdefghij",
        "abcdefghijk",
        "abcdefghijkl",
        "abcdefghijklm",
        "abcdefghijklmn",
        "abcdefghijklmno",
        "abcdefghijklmnop",
        "abcdefghijklmnopq",
        "abcdefghijklmnopqr",
        "abcdefghijklmnopqrs",
        "abcdefghijklmnopqrst",
        "abcdefghijklmnopqrstu",
        "abcdefghijklmnopqrstuv",
        "abcdefghijklmnopqrstuvw",
        "abcdefghijklmnopqrstuvwx",
        "abcdefghijklmnopqrstuvwxy",
        "abcdefghijklmnopqrstuvwxyz",
        "abcdefghijklmnopqrstuvwxyzA",
        "abcdefghijklmnopqrstuvwxyzAB",
        "abcdefghijklmnopqrstuvwxyzABC",
        "abcdefghijklmnopqrstuvwxyzABCD",
        "abcdefghijklmnopqrstuvwxyzABCDE",
        "abcdefghijklmnopqrstuvwxyzABCDEF",
        "abcdefghijklmnopqrstuvwxyzABCDEFG",
        "abcdefghijklmnopqrstuvwxyzABCDEFGH",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHI",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJK",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM",
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMN",
    ]

    /// Each literal's bytes, in order, and not one byte past them.
    @Test func literalsOfEveryLengthAreCopiedExactly() {
        for literal in Self.literals {
            let n = literal.utf8CodeUnitCount
            let bytes = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: n + 32) { buffer in
                buffer.initialize(repeating: 0xAA)
                var cursor = JSONCursor(buffer.baseAddress! + 8, end: buffer.baseAddress! + 8 + n)
                cursor.raw(literal)
                #expect(cursor.position == buffer.baseAddress! + 8 + n)
                return Array(buffer)
            }
            let expected =
                [UInt8](repeating: 0xAA, count: 8)
                + Array(UnsafeBufferPointer(start: literal.utf8Start, count: n))
                + [UInt8](repeating: 0xAA, count: 24)
            #expect(bytes == expected, "length \(n)")
        }
    }
}
