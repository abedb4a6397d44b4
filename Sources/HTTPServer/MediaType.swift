/// Media-type checks on raw header values, without allocating.
public enum MediaType {
    /// Whether `contentType` names JSON: `application/json` or `application/<anything>+json`,
    /// in any letter case, with any parameters (`; charset=utf-8`) and surrounding blanks.
    public static func isJSON(_ contentType: String) -> Bool {
        var utf8 = contentType.utf8[...]
        if let semicolon = utf8.firstIndex(of: UInt8(ascii: ";")) { utf8 = utf8[..<semicolon] }
        while let first = utf8.first, first == 0x20 || first == 0x09 { utf8 = utf8.dropFirst() }
        while let last = utf8.last, last == 0x20 || last == 0x09 { utf8 = utf8.dropLast() }
        guard let slash = utf8.firstIndex(of: UInt8(ascii: "/")) else { return false }
        let type = utf8[..<slash]
        let subtype = utf8[utf8.index(after: slash)...]
        guard equalsLowercased(type, "application") else { return false }
        if equalsLowercased(subtype, "json") { return true }
        return subtype.count > 5 && equalsLowercased(subtype.suffix(5), "+json")
    }

    private static func equalsLowercased(_ bytes: Substring.UTF8View, _ lower: StaticString) -> Bool {
        guard bytes.count == lower.utf8CodeUnitCount else { return false }
        var i = 0
        for byte in bytes {
            let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if folded != lower.utf8Start[i] { return false }
            i += 1
        }
        return true
    }
}
