/// The built-in catalog of iPhone and iPad figures: screens, safe areas and keyboard heights.
///
/// The table itself (``devices``, ``sources``, ``hardwareKeyboardBar``, ``about``...) is generated
/// from `data/ios-devices.json` by `scripts/gen-devices.py`; this file holds the look-ups.
public enum DeviceCatalog {
    /// The device with `id`, or `nil` when the catalog has none. An alias gives its entry's
    /// figures under the alias's id and name (``Device/family`` is the entry's id).
    public static func device(id: String) -> Device? {
        if let device = devices.first(where: { $0.id == id }) { return device }
        for device in devices {
            if let alias = device.aliases.first(where: { $0.id == id }) { return device.named(alias) }
        }
        return nil
    }

    /// Every model: each entry, then its aliases (under their own ids and releases), in catalog
    /// order.
    public static let everyModel: [Device] = devices.flatMap { device in
        [device] + device.aliases.map { device.named($0) }
    }

    /// Every entry's id, in catalog order (aliases not included).
    public static var ids: [String] { devices.map(\.id) }

    /// Every id a request may name, entries and aliases, with its marketing name.
    public static let names: [(id: String, name: String)] = devices.flatMap { device in
        [(device.id, device.name)] + device.aliases.map { ($0.id, $0.name) }
    }

    /// The source with `key`, or `nil`.
    public static func source(key: String) -> Source? {
        sources.first { $0.key == key }
    }

    /// The note on keyboard type `type`.
    static func keyboardTypeNote(_ type: KeyboardType) -> KeyboardTypeNote {
        keyboardTypeNotes.first { $0.type == type }
            ?? KeyboardTypeNote(type: type, description: type.rawValue, sources: [], unknown: nil)
    }

    /// The `count` ids closest to `id` (by edit distance, ignoring case; ties in catalog order),
    /// with their marketing names.
    static func suggestions(for id: String, count: Int = 3) -> [(id: String, name: String)] {
        let query = Array(id.lowercased().utf8.prefix(64))
        let scored = names.enumerated().map { index, entry in
            (distance(query, Array(entry.id.utf8)), index, entry)
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(count).map(\.2)
    }

    /// Levenshtein distance between two byte strings.
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
