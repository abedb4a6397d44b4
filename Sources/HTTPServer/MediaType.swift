#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Media-type checks on raw header values, without allocating.
public enum MediaType {
    /// Whether `contentType` names JSON: `application/json` or `application/<anything>+json`,
    /// in any letter case, with any parameters (`; charset=utf-8`) and surrounding blanks.
    public static func isJSON(_ contentType: String) -> Bool {
        var text = contentType
        return text.withUTF8 { isJSON($0) }
    }

    /// ``isJSON(_:)`` on the bytes of a header value (as libmicrohttpd holds it).
    static func isJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        // The spelling nearly every client sends, compared at once.
        let common: StaticString = "application/json"
        if bytes.count == common.utf8CodeUnitCount && memcmp(base, common.utf8Start, bytes.count) == 0 { return true }
        var end = 0
        while end < bytes.count && base[end] != UInt8(ascii: ";") { end += 1 }
        var start = 0
        while start < end && (base[start] == 0x20 || base[start] == 0x09) { start += 1 }
        while end > start && (base[end - 1] == 0x20 || base[end - 1] == 0x09) { end -= 1 }
        var slash = start
        while slash < end && base[slash] != UInt8(ascii: "/") { slash += 1 }
        guard slash < end else { return false }
        guard equalsLowercased(base + start, slash - start, "application") else { return false }
        let subtype = slash + 1
        if equalsLowercased(base + subtype, end - subtype, "json") { return true }
        return end - subtype > 5 && equalsLowercased(base + end - 5, 5, "+json")
    }

    private static func equalsLowercased(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ lower: StaticString) -> Bool {
        guard count == lower.utf8CodeUnitCount else { return false }
        for i in 0..<count {
            let byte = bytes[i]
            let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if folded != lower.utf8Start[i] { return false }
        }
        return true
    }
}
