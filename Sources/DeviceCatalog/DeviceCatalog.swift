/// The built-in catalog of iPhone and iPad figures: screens, safe areas and keyboard heights.
///
/// The table itself (``devices``, ``sources``, ``hardwareKeyboardBar``, ``about``) is generated
/// from `data/ios-devices.json` by `scripts/gen-devices.py`; this file holds the look-ups.
public enum DeviceCatalog {
    /// The device with `id`, or `nil` when the catalog has none.
    public static func device(id: String) -> Device? {
        devices.first { $0.id == id }
    }

    /// Every device id, in catalog order.
    public static var ids: [String] { devices.map(\.id) }

    /// The source with `key`, or `nil`.
    public static func source(key: String) -> Source? {
        sources.first { $0.key == key }
    }
}
