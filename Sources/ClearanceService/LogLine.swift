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
        (base + count).update(from: text.utf8Start, count: n)
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
        if value < 0 { raw(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var n = 0
        withUnsafeMutableBytes(of: &digits) { scratch in
            repeat {
                scratch[n] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                n += 1
            } while magnitude > 0
            for i in stride(from: n - 1, through: 0, by: -1) { raw(scratch[i]) }
        }
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\u00XX`. The text is valid
    /// UTF-8 (Swift strings are), so other bytes pass through.
    mutating func string(_ value: String, limit: Int = 1024) {
        raw(UInt8(ascii: "\""))
        var written = 0
        var value = value
        value.withUTF8 { utf8 in
            // The common case, text that fits and needs no escape, is one copy; the loop below
            // would write the same bytes, since no byte of it reaches a cut or an escape.
            if utf8.count <= limit, count + utf8.count + 8 < capacity, let source = utf8.baseAddress,
                !utf8.contains(where: Self.needsEscape)
            {
                (base + count).update(from: source, count: utf8.count)
                count += utf8.count
                return
            }
            for byte in utf8 {
                if written >= limit || count + 8 >= capacity {
                    // Cutting inside a character: drop its first bytes too, so the cut stays valid UTF-8.
                    if byte & 0xC0 == 0x80 {
                        while base[count - 1] & 0xC0 == 0x80 { count -= 1 }
                        count -= 1
                    }
                    break
                }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    raw(UInt8(ascii: "\\"))
                    raw(byte)
                case 0..<0x20, 0x7F:
                    let hex: StaticString = "0123456789abcdef"
                    raw("\\u00")
                    raw(hex.utf8Start[Int(byte >> 4)])
                    raw(hex.utf8Start[Int(byte & 0xF)])
                default:
                    raw(byte)
                }
                written += 1
            }
        }
        raw(UInt8(ascii: "\""))
    }

    /// Whether `byte` is written escaped in a JSON string (see ``string(_:limit:)``).
    @inline(__always) static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
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
        let (year, month, day) = Self.civil(days)
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
        guard count + width <= capacity else {
            // Near the end of the buffer: digit by digit, each write checked.
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            while divisor > 0 {
                raw(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
            return
        }
        var rest = value
        for i in stride(from: count + width - 1, through: count, by: -1) {
            base[i] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += width
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
