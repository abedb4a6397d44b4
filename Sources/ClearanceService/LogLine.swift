import ClearanceJSON
import ClearanceWire
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Builds one JSON log line in caller-provided memory: no allocation, escaping as it goes.
///
/// Output that does not fit is cut at a UTF-8 character boundary and the line still closes,
/// so every line stays a valid JSON object.
struct LogLine: ~Copyable {
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private(set) var count = 0

    /// Room kept for closing a line that hit the capacity.
    private static let reserve = 4

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        base = buffer.baseAddress!
        capacity = buffer.count - Self.reserve
    }

    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    @inline(__always) mutating func raw(_ byte: UInt8) {
        guard count < capacity else { return }
        base[count] = byte
        count += 1
    }

    @inline(__always) mutating func raw(_ text: StaticString) {
        let n = min(text.utf8CodeUnitCount, capacity - count)
        guard n > 0 else { return }
        if n >= 8 && n <= 16 {
            // Two overlapping words, in line: a key with its separators, without a call.
            let source = UnsafeRawPointer(text.utf8Start)
            let target = UnsafeMutableRawPointer(base + count)
            let first = source.loadUnaligned(as: UInt64.self)
            let last = source.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self)
            target.storeBytes(of: first, as: UInt64.self)
            target.storeBytes(of: last, toByteOffset: n &- 8, as: UInt64.self)
        } else {
            (base + count).update(from: text.utf8Start, count: n)
        }
        count += n
    }

    /// Opens the object with the time, level and message: `{"time":"…","level":"info","msg":"…"`.
    mutating func start(message: String, realtime: timespec = LogLine.now()) {
        raw("{\"time\":\"")
        time(realtime)
        raw("\",\"level\":\"info\",\"msg\":")
        string(message)
    }

    /// `,"key":"value"` with the value escaped (at most `limit` bytes of it).
    mutating func field(_ key: StaticString, _ value: String, limit: Int = 1024) {
        raw(",\"")
        raw(key)
        raw("\":")
        string(value, limit: limit)
    }

    /// `,"key":123`.
    mutating func field(_ key: StaticString, _ value: Int) {
        raw(",\"")
        raw(key)
        raw("\":")
        integer(value)
    }

    /// `,"key":true`.
    mutating func field(_ key: StaticString, _ value: Bool) {
        raw(",\"")
        raw(key)
        raw(value ? "\":true" : "\":false")
    }

    /// Closes the object and the line.
    mutating func finish() {
        if count > capacity { count = capacity }
        base[count] = UInt8(ascii: "}")
        base[count + 1] = UInt8(ascii: "\n")
        count += 2
    }

    mutating func integer(_ value: Int) {
        // The codec's integer writer where the room allows (it writes at most 20 bytes); near
        // the end of the buffer, digit by digit below.
        if count + 20 <= capacity {
            count = JSONNumber.write(value, at: base + count) - base
            return
        }
        if value < 0 { raw(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var width = 1
        var limit: UInt = 10
        while magnitude >= limit && width < 20 {
            width += 1
            if limit > UInt.max / 10 { break }
            limit *= 10
        }
        digits(magnitude, width)
    }

    /// `00` to `99`, two bytes each: a number's digits are written a pair at a time.
    static let pairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// A JSON string, escaped by the codec's one rule (``JSONString``), of at most `limit` bytes
    /// of `value` (cut at a character's boundary).
    mutating func string(_ value: String, limit: Int = 1024) {
        var value = value
        value.withUTF8 { string(utf8: UnsafeRawBufferPointer($0), limit: limit) }
    }

    /// `"` and the `width` bytes `fill` writes, when it writes them (they need no escape), and
    /// `"`; answers whether it did, and writes nothing when it did not or there is no room.
    @inline(__always) mutating func quoted(_ width: Int, _ fill: (UnsafeMutablePointer<UInt8>) -> Bool) -> Bool {
        guard count + width + 2 <= capacity, fill(base + count + 1) else { return false }
        base[count] = UInt8(ascii: "\"")
        base[count + width + 1] = UInt8(ascii: "\"")
        count += width + 2
        return true
    }

    /// ``string(_:limit:)`` of the UTF-8 bytes `text` (valid UTF-8).
    mutating func string(utf8 text: UnsafeRawBufferPointer, limit: Int = 1024) {
        raw(UInt8(ascii: "\""))
        let utf8 = text.assumingMemoryBound(to: UInt8.self)
        // The common case, text that fits and needs no escape, is one copy; the loop below
        // would write the same bytes, since no byte of it reaches a cut or an escape.
        if utf8.count <= limit, count + utf8.count + 8 < capacity, let source = utf8.baseAddress,
            !JSONString.anyNeedsEscape(source, utf8.count)
        {
            (base + count).update(from: source, count: utf8.count)
            count += utf8.count
            raw(UInt8(ascii: "\""))
            return
        }
        var written = 0
        for byte in utf8 {
            if written >= limit || count + 8 >= capacity {
                // Cutting inside a character: drop its first bytes too, so the cut stays valid UTF-8.
                if byte & 0xC0 == 0x80 {
                    while base[count - 1] & 0xC0 == 0x80 { count -= 1 }
                    count -= 1
                }
                break
            }
            if JSONString.needsEscape(byte) {
                count += JSONString.writeEscape(byte, at: base + count)
            } else {
                raw(byte)
            }
            written += 1
        }
        raw(UInt8(ascii: "\""))
    }

    /// RFC 3339 UTC with milliseconds: `2024-05-01T12:34:56.789Z`.
    mutating func time(_ realtime: timespec) {
        let seconds = Int(realtime.tv_sec)
        var days = seconds / 86_400
        var secondOfDay = seconds % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            days -= 1
        }
        let (year, month, day) = Self.date(days)
        let millis = Int(realtime.tv_nsec) / 1_000_000
        if count + 24 <= capacity && (0...9999).contains(year) && (0...999).contains(millis) {
            // The common case, written in place a pair of digits at a time: `2024-05-01T12:34:56.789Z`.
            let p = base + count
            @inline(__always) func pair(_ value: Int, at i: Int) { Self.pair(UInt(value), at: p + i) }
            pair(year / 100, at: 0)
            pair(year % 100, at: 2)
            p[4] = UInt8(ascii: "-")
            pair(month, at: 5)
            p[7] = UInt8(ascii: "-")
            pair(day, at: 8)
            p[10] = UInt8(ascii: "T")
            pair(secondOfDay / 3600, at: 11)
            p[13] = UInt8(ascii: ":")
            pair(secondOfDay / 60 % 60, at: 14)
            p[16] = UInt8(ascii: ":")
            pair(secondOfDay % 60, at: 17)
            p[19] = UInt8(ascii: ".")
            p[20] = UInt8(ascii: "0") &+ UInt8(millis / 100)
            pair(millis % 100, at: 21)
            p[23] = UInt8(ascii: "Z")
            count += 24
            return
        }
        digits(year, 4)
        raw(UInt8(ascii: "-"))
        digits(month, 2)
        raw(UInt8(ascii: "-"))
        digits(day, 2)
        raw(UInt8(ascii: "T"))
        digits(secondOfDay / 3600, 2)
        raw(UInt8(ascii: ":"))
        digits(secondOfDay / 60 % 60, 2)
        raw(UInt8(ascii: ":"))
        digits(secondOfDay % 60, 2)
        raw(UInt8(ascii: "."))
        digits(Int(realtime.tv_nsec) / 1_000_000, 3)
        raw(UInt8(ascii: "Z"))
    }

    /// `value` in exactly `width` decimal digits (leading zeros; higher digits dropped).
    private mutating func digits(_ value: Int, _ width: Int) {
        digits(value.magnitude, width)
    }

    /// ``digits(_:_:)`` of an unsigned value (an integer's magnitude, `Int.min`'s included).
    private mutating func digits(_ value: UInt, _ width: Int) {
        guard count + width <= capacity else {
            // Near the end of the buffer: digit by digit, each write checked.
            var divisor: UInt = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                raw(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
            return
        }
        // From the last digit back, two at a time from the table of pairs.
        var rest = value
        var end = count + width
        while end - count >= 2 {
            end -= 2
            Self.pair(rest % 100, at: base + end)
            rest /= 100
        }
        if end > count { base[count] = UInt8(ascii: "0") &+ UInt8(rest % 10) }
        count += width
    }

    /// Writes `value` (0 to 99) as two digits at `p`.
    @inline(__always) private static func pair(_ value: UInt, at p: UnsafeMutablePointer<UInt8>) {
        let i = Int(value) &* 2
        p[0] = pairs.utf8Start[i]
        p[1] = pairs.utf8Start[i + 1]
    }

    /// The last day a line was written on and its date, packed as `days << 32 | year << 16 |
    /// month << 8 | day` (0: none yet), shared by every thread: the lines of one day, nearly all
    /// of them, skip the calendar arithmetic.
    private static let lastDate = Atomic<UInt64>(0)

    /// ``civil(_:)`` of `days`, from ``lastDate`` when it holds that day.
    static func date(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let last = lastDate.load(ordering: .relaxed)
        if last != 0 && Int(truncatingIfNeeded: last >> 32) == days {
            return (Int(truncatingIfNeeded: last >> 16 & 0xFFFF), Int(last >> 8 & 0xFF), Int(last & 0xFF))
        }
        let date = civil(days)
        if (1...Int(UInt32.max)).contains(days) && (0...9999).contains(date.year) {
            let packed = UInt64(days) << 32 | UInt64(date.year) << 16 | UInt64(date.month) << 8 | UInt64(date.day)
            lastDate.store(packed, ordering: .relaxed)
        }
        return date
    }

    /// The proleptic Gregorian date of a day count from 1970-01-01 (Howard Hinnant's
    /// `civil_from_days`): exact for every day, with no table and no time-zone lock (glibc's
    /// `gmtime_r` takes one).
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func now() -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return now
    }
}
