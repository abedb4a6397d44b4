/// Which keyboard a device shows.
public enum KeyboardVariant: String, Sendable, CaseIterable {
    /// The on-screen keyboard with its predictive (QuickType) bar: the iOS default.
    case predictive
    /// The on-screen keyboard with the predictive bar turned off.
    case noPredictive
    /// The emoji keyboard: its own height (``KeyboardHeights/emoji``), whatever the field's type.
    case emoji
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
}

/// Which system a device runs.
public enum Platform: String, Sendable, CaseIterable {
    /// iOS or iPadOS.
    case iOS
    /// Android: figures in dp.
    case android
}

/// Which keyboard an app gets: on iOS it follows the SDK the app was built with, on Android the
/// keyboard app.
public enum KeyboardStyle: String, Sendable, CaseIterable {
    /// The Liquid Glass keyboard: an app built with the iOS 26 SDK or later, on iOS 26 or later.
    case liquidGlass
    /// The keyboard before iOS 26, which an app built with an earlier SDK (or opting out with
    /// `UIDesignRequiresCompatibility`) still gets on iOS 26 or later.
    case classic
    /// Gboard, Android's keyboard in the catalog.
    case gboard
}

/// A group of figures that holds for a range of releases: `18` for every iOS release before 26,
/// `26` for iOS 26.x, `27` for iOS 27.x, and an Android device's one set.
public enum FigureSet: String, Sendable, CaseIterable {
    /// Every iOS release before iOS 26.
    case ios18 = "18"
    /// iOS 26.x.
    case ios26 = "26"
    /// iOS 27.x.
    case ios27 = "27"
    /// An Android device's figures.
    case android

    /// The iOS sets.
    public static let iOS: [FigureSet] = [.ios18, .ios26, .ios27]

    /// Where the set's figures are in a device's data: `/ios/26` or `/android`.
    public var pointer: String {
        self == .android ? "/android" : "/ios/\(rawValue)"
    }

    /// The keyboard styles it holds figures for, the default first.
    public var styles: [KeyboardStyle] {
        switch self {
        case .ios18: [.classic]
        case .ios26, .ios27: [.liquidGlass, .classic]
        case .android: [.gboard]
        }
    }

    /// The keyboard an app gets when a request names no style.
    public var defaultStyle: KeyboardStyle { styles[0] }
}

/// An iOS (or Android) release as a request names it: `"27"`, `"26.2"`.
public struct Release: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major release, such as 26.
    public var major: Int
    /// The minor release, such as 2 in 26.2; `nil` when not given (the `.0` release).
    public var minor: Int?

    /// Creates a release.
    public init(major: Int, minor: Int? = nil) {
        self.major = major
        self.minor = minor
    }

    /// `"27"`, `"26.2"` or `"26.2.1"` (the patch is read and ignored), or `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0 >= "0" && $0 <= "9" } }),
            let major = Int(parts[0]), parts[0].first != "0"
        else { return nil }
        self.major = major
        self.minor = parts.count > 1 ? Int(parts[1]) : nil
    }

    /// `27` or `26.2`.
    public var description: String { minor.map { "\(major).\($0)" } ?? "\(major)" }

    /// Ordered by major, then minor (a missing minor is `.0`).
    public static func < (a: Release, b: Release) -> Bool {
        (a.major, a.minor ?? 0) < (b.major, b.minor ?? 0)
    }

    /// The iOS majors there have been since the catalog's oldest device: 11 to 18, then 26 and
    /// 27 (iOS went from 18 to 26 in 2025).
    public static let iOSMajors = [11, 12, 13, 14, 15, 16, 17, 18, 26, 27]

    /// The newest iOS release, what a device that still gets updates runs by default.
    public static let newestIOS = Release(major: 27)

    /// The iOS figure set that holds for this release, or `nil` when there is no such iOS major.
    public var iOSFigureSet: FigureSet? {
        guard Release.iOSMajors.contains(major) else { return nil }
        switch major {
        case 26: return .ios26
        case 27: return .ios27
        default: return .ios18
        }
    }
}

/// The on-screen keyboard's height in one orientation: with and without the predictive bar, the
/// iPhone's number pad and the emoji keyboard.
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
    /// The emoji keyboard, or `nil` when unknown.
    public var emoji: Double?

    /// Creates the heights.
    init(withPredictiveBar: Double?, withoutPredictiveBar: Double?, numberPad: Double? = nil, emoji: Double? = nil) {
        self.withPredictiveBar = withPredictiveBar
        self.withoutPredictiveBar = withoutPredictiveBar
        self.numberPad = numberPad
        self.emoji = emoji
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
    /// The figure sets on which an iPad shows its full keyboard for this type, as sources say.
    public var iPadFullKeyboard: [FigureSet]
    /// Why the type's height on an iPad is unknown on the other versions.
    public var iPadUnknown: String?

    /// Creates the note.
    init(
        type: KeyboardType, description: String, sources: [String], unknown: String?,
        iPadFullKeyboard: [FigureSet] = FigureSet.iOS, iPadUnknown: String? = nil
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

/// What the catalog says about one keyboard style: what it is, from which release, and why.
public struct KeyboardStyleNote: Sendable, Hashable {
    /// The style.
    public var style: KeyboardStyle
    /// What it is and its measured traits.
    public var description: String
    /// The first release that has it.
    public var from: String
    /// The keys of the sources.
    public var sources: [String]

    /// Creates the note.
    init(style: KeyboardStyle, description: String, from: String, sources: [String]) {
        self.style = style
        self.description = description
        self.from = from
        self.sources = sources
    }
}

/// What the catalog says about one figure set: the releases it holds for and how it was measured.
public struct FigureSetNote: Sendable, Hashable {
    /// The set.
    public var set: FigureSet
    /// The releases it holds for, in words.
    public var releases: String
    /// The first release it holds for.
    public var from: String
    /// How its figures were measured, and what is assumed.
    public var notes: String

    /// Creates the note.
    init(set: FigureSet, releases: String, from: String, notes: String) {
        self.set = set
        self.releases = releases
        self.from = from
        self.notes = notes
    }
}

/// A short note with its sources, such as the emoji keyboard's.
public struct CatalogNote: Sendable, Hashable {
    /// What the sources say.
    public var description: String
    /// The keys of the sources.
    public var sources: [String]

    /// Creates the note.
    init(description: String, sources: [String]) {
        self.description = description
        self.sources = sources
    }
}
