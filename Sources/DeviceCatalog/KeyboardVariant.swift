/// Which keyboard a device shows.
public enum KeyboardVariant: String, Sendable, CaseIterable {
    /// The on-screen keyboard with its predictive (QuickType) bar: the iOS default.
    case predictive
    /// The on-screen keyboard with the predictive bar turned off.
    case noPredictive
    /// A hardware keyboard: only the shortcut bar shows, docked at the bottom
    /// (``DeviceCatalog/hardwareKeyboardBar``).
    case hardwareBar
    /// No keyboard.
    case hidden
}

/// The on-screen keyboard's height in one orientation, with and without the predictive bar.
///
/// A height is the bottom area the keyboard covers, home-indicator strip included; `nil` when
/// no source gives the figure.
public struct KeyboardHeights: Sendable, Hashable {
    /// With the predictive bar, or `nil` when unknown.
    public var withPredictiveBar: Double?
    /// Without the predictive bar, or `nil` when unknown.
    public var withoutPredictiveBar: Double?

    /// Creates the pair.
    public init(withPredictiveBar: Double?, withoutPredictiveBar: Double?) {
        self.withPredictiveBar = withPredictiveBar
        self.withoutPredictiveBar = withoutPredictiveBar
    }
}

/// The shortcut bar iOS shows instead of the keyboard when a hardware keyboard is attached.
public struct HardwareKeyboardBar: Sendable, Hashable {
    /// Its height in points, the same on every device in the catalog.
    public var height: Double
    /// The keys of the sources the figure comes from.
    public var sources: [String]
    /// What the sources say about the figure.
    public var notes: String?

    /// Creates the bar.
    public init(height: Double, sources: [String], notes: String?) {
        self.height = height
        self.sources = sources
        self.notes = notes
    }
}

/// A public source of figures: a short key, as devices cite it, and where it is.
public struct Source: Sendable, Hashable {
    /// The key devices cite, such as `SST`.
    public var key: String
    /// The repository and path, or the page, the figures come from.
    public var description: String

    /// Creates a source.
    public init(key: String, description: String) {
        self.key = key
        self.description = description
    }
}
