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

/// The text field's keyboard type (`UIKeyboardType`) as far as the keyboard's height goes.
public enum KeyboardType: String, Sendable, CaseIterable {
    /// The alphabetic keyboard.
    case `default`
    /// `.numberPad`: on an iPhone a pad without a predictive bar; on an iPad the full keyboard.
    case numberPad
    /// `.phonePad`: the same pad as ``numberPad``.
    case phonePad
    /// `.decimalPad`: the same pad as ``numberPad``.
    case decimalPad
    /// The emoji keyboard: no source gives its height.
    case emoji
}

/// The iOS version whose figures a request uses.
public enum IOSVersion: String, Sendable, CaseIterable {
    /// iOS 18 and earlier: the figures before iOS 26.
    case ios18 = "18"
    /// iOS 26.
    case ios26 = "26"

    /// iOS 26, what requests get when they name none.
    public static let `default` = IOSVersion.ios26
}

/// The on-screen keyboard's height in one orientation: with and without the predictive bar, and
/// the iPhone's number pad.
///
/// A height is the bottom area the keyboard covers, home-indicator strip included; `nil` when
/// no source gives the figure.
public struct KeyboardHeights: Sendable, Hashable {
    /// With the predictive bar, or `nil` when unknown.
    public var withPredictiveBar: Double?
    /// Without the predictive bar, or `nil` when unknown.
    public var withoutPredictiveBar: Double?
    /// The number (phone, decimal) pad on an iPhone, or `nil` when unknown or on an iPad.
    public var numberPad: Double?

    /// Creates the heights.
    init(withPredictiveBar: Double?, withoutPredictiveBar: Double?, numberPad: Double? = nil) {
        self.withPredictiveBar = withPredictiveBar
        self.withoutPredictiveBar = withoutPredictiveBar
        self.numberPad = numberPad
    }
}

/// The shortcut bar iOS shows instead of the keyboard when a hardware keyboard is attached.
public struct HardwareKeyboardBar: Sendable, Hashable {
    /// Its height in points, the same on every device and version in the catalog.
    public var height: Double
    /// The keys of the sources the figure comes from.
    public var sources: [String]
    /// The iOS versions the sources measured it on.
    public var holdsFor: String
    /// What the sources say about the figure.
    public var notes: String

    /// Creates the bar.
    init(height: Double, sources: [String], holdsFor: String, notes: String) {
        self.height = height
        self.sources = sources
        self.holdsFor = holdsFor
        self.notes = notes
    }
}

/// The standard input accessory toolbar's height, for documentation: requests give their own.
public struct AccessoryBar: Sendable, Hashable {
    /// Before iOS 26.
    public var ios18: Double
    /// On iOS 26 with Liquid Glass.
    public var ios26: Double
    /// The keys of the sources.
    public var sources: [String]
    /// What the sources say.
    public var notes: String

    /// Creates the bar.
    init(ios18: Double, ios26: Double, sources: [String], notes: String) {
        self.ios18 = ios18
        self.ios26 = ios26
        self.sources = sources
        self.notes = notes
    }
}

/// What a keyboard type's height is in the catalog, and why it has none.
public struct KeyboardTypeNote: Sendable, Hashable {
    /// The type.
    public var type: KeyboardType
    /// Where its height comes from.
    public var description: String
    /// The keys of the sources.
    public var sources: [String]
    /// Why no device has a height for it, when none has.
    public var unknown: String?
    /// The versions on which an iPad shows its full keyboard for this type, as sources say.
    public var iPadFullKeyboard: [IOSVersion]
    /// Why the type's height on an iPad is unknown on the other versions.
    public var iPadUnknown: String?

    /// Creates the note.
    init(
        type: KeyboardType, description: String, sources: [String], unknown: String?,
        iPadFullKeyboard: [IOSVersion] = IOSVersion.allCases, iPadUnknown: String? = nil
    ) {
        self.type = type
        self.description = description
        self.sources = sources
        self.unknown = unknown
        self.iPadFullKeyboard = iPadFullKeyboard
        self.iPadUnknown = iPadUnknown
    }
}

/// A public source of figures: a short key, as devices cite it, and where it is.
public struct Source: Sendable, Hashable {
    /// The key devices cite, such as `SST`.
    public var key: String
    /// The repository and path, or the page, the figures come from.
    public var description: String

    /// Creates a source.
    init(key: String, description: String) {
        self.key = key
        self.description = description
    }
}
