import KeyboardAvoidance

/// One device model (or a family of models that share their figures), as the catalog holds it.
///
/// Figures come from public sources: every figure is covered by a ``Figure`` entry (the one whose
/// pointer is the longest prefix of the figure's) that cites its sources, records the choice and
/// the alternatives where sources disagree, or says why the figure is unknown (`nil`).
public struct Device: Sendable, Hashable {
    /// A stable id, such as `iphone-15`; for a device looked up by an alias, the alias.
    public var id: String
    /// The models that share these figures; for a device looked up by an alias, its model.
    public var name: String
    /// The model ``id`` names, such as `iPhone X` (the family `iphone-x` also holds the XS and
    /// the 11 Pro, under their aliases).
    public var model: String
    /// iOS or Android.
    public var platform: Platform
    /// iPhone, iPad or (Android) phone.
    public var kind: DeviceKind
    /// The releases the model ``id`` names runs, from sources (``DeviceCatalog/runsSources``):
    /// iOS releases, or Android's for an Android phone.
    public var runs: IOSRange
    /// Other ids that name models with these figures, such as `iphone-16` for `iphone-15`.
    public var aliases: [Alias]
    /// The catalog entry's own id: ``id`` unless the device was looked up by an alias.
    public var family: String
    /// The screen in portrait, in points.
    public var points: Size
    /// The screen scale (`UIScreen.scale`), or an Android phone's density (px per dp).
    public var scale: Double?
    /// The figures per set: the iOS sets for an iOS device, ``FigureSet/android`` for an Android
    /// phone.
    public var sets: [FigureSet: VersionFigures]
    /// An Android phone's camera cutout, as sources give it, in words; `nil` on iOS.
    public var cutout: String?
    /// Where each figure comes from.
    public var figures: [Figure]
    /// The keys of every source the figures cite (see ``DeviceCatalog/sources``).
    public var sources: [String]
    /// JSON Pointers, into the device's data, of the figures that are `nil` or that sources
    /// disagree on, such as `/ios/26/keyboardHeight/portrait/withoutPredictiveBar`.
    public var uncertain: [String]

    /// Creates a device.
    init(
        id: String,
        name: String,
        model: String,
        platform: Platform = .iOS,
        kind: DeviceKind,
        runs: IOSRange,
        aliases: [Alias],
        points: Size,
        scale: Double?,
        sets: [FigureSet: VersionFigures],
        cutout: String? = nil,
        figures: [Figure],
        sources: [String],
        uncertain: [String]
    ) {
        self.id = id
        self.name = name
        self.model = model
        self.platform = platform
        self.kind = kind
        self.runs = runs
        self.aliases = aliases
        self.family = id
        self.points = points
        self.scale = scale
        self.sets = sets
        self.cutout = cutout
        self.figures = figures
        self.sources = sources
        self.uncertain = uncertain
    }

    /// The figures of `set`, or `nil` when the device has none (an iOS set on an Android phone).
    public subscript(_ set: FigureSet) -> VersionFigures? {
        sets[set]
    }

    /// The figure sets the device has, in order.
    public var figureSets: [FigureSet] {
        FigureSet.allCases.filter { sets[$0] != nil }
    }

    /// The release a request gets when it names none: the newest the model runs (its last, or
    /// the newest iOS); `nil` on Android, whose one set holds for every release.
    public var defaultRelease: Release? {
        guard platform == .iOS else { return nil }
        return max(runs.last.map { Release(major: $0.major) } ?? Release.newestIOS, runs.first)
    }

    /// The figure set a request that names no release gets: its default release's, or Android's.
    public var defaultSet: FigureSet {
        defaultRelease?.iOSFigureSet ?? .android
    }

    /// The window's safe-area insets in `orientation` in the set `release` names (``defaultSet``
    /// when `nil`), or `nil` when unknown.
    public func safeArea(_ orientation: Orientation, release: Release? = nil) -> EdgeInsets? {
        safeArea(orientation, set: release?.iOSFigureSet ?? defaultSet)
    }

    /// The iOS majors the model runs, oldest first, as a request may name them (the first as
    /// the model shipped with it, such as `27.1`).
    public var releases: [Release] {
        guard platform == .iOS else { return [] }
        return Release.iOSMajors.compactMap { major -> Release? in
            let release = Release(major: major)
            if major == runs.first.major { return runs.first }
            return runs.runs(release) ? release : nil
        }
    }

    /// The screen in `orientation`: portrait as given, landscape with width and height swapped.
    public func screen(_ orientation: Orientation) -> Size {
        switch orientation {
        case .portrait: points
        case .landscape: Size(width: points.height, height: points.width)
        }
    }

    /// The window's safe-area insets in `set` in `orientation`, or `nil` when no source gives them.
    public func safeArea(_ orientation: Orientation, set: FigureSet) -> EdgeInsets? {
        self[set]?.safeArea[orientation] ?? nil
    }

    /// The height of `keyboard` showing `type` in `set` with `style` in `orientation`, without an
    /// accessory view, or the figure that is missing and why.
    ///
    /// 0 when hidden; the catalog's shortcut-bar height for a hardware keyboard (any type). The
    /// pads (`numberPad`, `phonePad`, `decimalPad`) on an iPhone have no predictive bar: their one
    /// height holds for `predictive` and `noPredictive`; an iPad shows its full keyboard for every
    /// type in the sets a source says so (``KeyboardTypeNote/iPadFullKeyboard``). The emoji
    /// keyboard has one height whatever the field's type.
    public func keyboardHeight(
        _ orientation: Orientation, _ keyboard: KeyboardVariant, type: KeyboardType = .default, set: FigureSet,
        style: KeyboardStyle
    ) -> Result<Double, MissingFigure> {
        keyboardFigure(orientation, keyboard, type: type, set: set, style: style).map(\.value)
    }

    /// ``keyboardHeight(_:_:type:set:style:)`` with the pointer of the figure it reads: into the
    /// device's data, `/hardwareKeyboardBarHeight` for the hardware bar, `nil` when hidden.
    public func keyboardFigure(
        _ orientation: Orientation, _ keyboard: KeyboardVariant, type: KeyboardType = .default, set: FigureSet,
        style: KeyboardStyle
    ) -> Result<(value: Double, pointer: String?), MissingFigure> {
        switch keyboard {
        case .hidden: return .success((0, nil))
        case .hardwareBar:
            guard platform == .iOS else {
                return .failure(
                    MissingFigure(
                        pointer: "/hardwareKeyboardBarHeight",
                        reason:
                            "The 55-point shortcut bar is iPadOS's and iOS's; no source gives what an Android phone "
                            + "shows with a hardware keyboard."))
            }
            return .success((DeviceCatalog.hardwareKeyboardBar.height, "/hardwareKeyboardBarHeight"))
        case .predictive, .noPredictive, .emoji: break
        }
        let base = "\(set.pointer)/keyboardHeight/\(style.rawValue)/\(orientation.rawValue)/"
        guard let heights = self[set]?.keyboards[style]?[orientation] else {
            let pointer = "\(set.pointer)/keyboardHeight/\(style.rawValue)"
            return .failure(MissingFigure(pointer: pointer, reason: reason(pointer)))
        }
        let key: String
        let value: Double?
        if keyboard == .emoji {
            (key, value) = ("emoji", heights.emoji)
        } else if type != .default && kind != .iPad {
            (key, value) = ("numberPad", heights.numberPad)
        } else {
            // An iPad shows its full keyboard for every type, in the sets a source says so.
            if type != .default {
                let note = DeviceCatalog.keyboardTypeNote(type)
                guard note.iPadFullKeyboard.contains(set) else {
                    let reason = note.iPadUnknown ?? "No source gives it."
                    return .failure(MissingFigure(pointer: "/keyboardTypes/\(type.rawValue)", reason: reason))
                }
            }
            (key, value) =
                keyboard == .predictive
                ? ("withPredictiveBar", heights.withPredictiveBar)
                : ("withoutPredictiveBar", heights.withoutPredictiveBar)
        }
        if let value { return .success((value, base + key)) }
        return .failure(MissingFigure(pointer: base + key, reason: reason(base + key)))
    }

    /// The keyboards (with the default type) and the keyboard types (with the predictive or the
    /// plain keyboard) whose height the catalog knows in `set` with `style` in `orientation`;
    /// none when the model runs no release of `set`.
    public func supported(_ orientation: Orientation, set: FigureSet, style: KeyboardStyle) -> (
        keyboards: [KeyboardVariant], types: [KeyboardType]
    ) {
        guard runs(set) else { return ([], []) }
        func known(_ k: KeyboardVariant, _ t: KeyboardType) -> Bool {
            (try? keyboardHeight(orientation, k, type: t, set: set, style: style).get()) != nil
        }
        let keyboards = KeyboardVariant.allCases.filter { known($0, .default) }
        let types = KeyboardType.allCases.filter { known(.predictive, $0) || known(.noPredictive, $0) }
        return (keyboards, types)
    }

    /// Whether the model runs a release of `set`: any Android release for an Android phone's set.
    public func runs(_ set: FigureSet) -> Bool {
        guard sets[set] != nil else { return false }
        return set == .android || runs.runs(set)
    }

    /// The figures entry that covers `pointer`: the one whose `at` is its longest prefix (the
    /// first of the longest), a prefix that ends where `pointer` does or at a `/` of it.
    ///
    /// Compared byte by byte in place, with no string built and no entry copied until the one
    /// found: a device request looks up several pointers in a dozen entries or more (building
    /// `at + "/"` for each, and copying each entry, cost about 60k instructions a request).
    public func figure(covering pointer: String) -> Figure? {
        var pointer = pointer
        return pointer.withUTF8 { p in
            figures.withUnsafeBufferPointer { entries -> Figure? in
                guard let first = entries.baseAddress else { return nil }
                var best = -1
                var bestLength = -1
                for i in entries.indices {
                    let at = (first + i).pointee.at.utf8
                    let length = at.count
                    guard length > bestLength else { continue }
                    let covered =
                        at.withContiguousStorageIfAvailable { Self.bytes(p, areCoveredBy: $0) }
                        ?? Array(at).withUnsafeBufferPointer { Self.bytes(p, areCoveredBy: $0) }
                    if covered {
                        best = i
                        bestLength = length
                    }
                }
                return best < 0 ? nil : entries[best]
            }
        }
    }

    /// Whether `prefix` is `pointer` or its prefix ending at one of its `/`.
    static func pointer(_ pointer: String, isCoveredBy prefix: String) -> Bool {
        var pointer = pointer
        var prefix = prefix
        return pointer.withUTF8 { p in prefix.withUTF8 { q in bytes(p, areCoveredBy: q) } }
    }

    /// ``pointer(_:isCoveredBy:)`` of UTF-8 bytes.
    @inline(__always)
    static func bytes(_ pointer: UnsafeBufferPointer<UInt8>, areCoveredBy prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        guard pointer.count >= prefix.count else { return false }
        for i in 0..<prefix.count where pointer[i] != prefix[i] { return false }
        return pointer.count == prefix.count || pointer[prefix.count] == UInt8(ascii: "/")
    }

    /// Why the figure at `pointer` is unknown, as its figures entry says.
    func reason(_ pointer: String) -> String {
        figure(covering: pointer)?.unknown ?? "No source gives it."
    }

    /// The descriptions of this device's sources, in the order it cites them.
    var sourceDescriptions: [Source] {
        sources.compactMap { key in DeviceCatalog.sources.first { $0.key == key } }
    }

    /// This device's figures under `alias`'s id and name.
    public func named(_ alias: Alias) -> Device {
        var copy = self
        copy.id = alias.id
        copy.name = alias.name
        copy.model = alias.name
        copy.runs = alias.runs
        return copy
    }

    /// The models that share these figures, as (id, marketing name, releases): the entry's own
    /// model, then its aliases.
    public var models: [(id: String, name: String, runs: IOSRange)] {
        let family = DeviceCatalog.devices.first { $0.id == self.family } ?? self
        return [(family.id, family.model, family.runs)] + family.aliases.map { ($0.id, $0.name, $0.runs) }
    }
}

/// iPhone, iPad or Android phone: an iPad shows its full keyboard for every keyboard type.
public enum DeviceKind: String, Sendable, Hashable, CaseIterable {
    /// An iPhone.
    case iPhone
    /// An iPad.
    case iPad
    /// An Android phone.
    case phone
}

/// Another id for a model whose figures a catalog entry holds.
public struct Alias: Sendable, Hashable {
    /// The id, such as `iphone-16`.
    public var id: String
    /// The model's marketing name, such as `iPhone 16`.
    public var name: String
    /// What to know about this model's figures, if anything.
    public var note: String?
    /// The iOS releases the model runs.
    public var runs: IOSRange

    /// Creates an alias.
    init(id: String, name: String, note: String?, runs: IOSRange) {
        self.id = id
        self.name = name
        self.note = note
        self.runs = runs
    }
}

/// The figures of one ``FigureSet``.
public struct VersionFigures: Sendable, Hashable {
    /// The window's safe-area insets per orientation, `nil` when no source gives them (on Android
    /// the system bars' insets an edge-to-edge app gets).
    public var safeArea: Oriented<EdgeInsets?>
    /// The on-screen keyboard's heights per style and orientation.
    public var keyboards: [KeyboardStyle: Oriented<KeyboardHeights>]

    /// Creates the figures.
    init(safeArea: Oriented<EdgeInsets?>, keyboards: [KeyboardStyle: Oriented<KeyboardHeights>]) {
        self.safeArea = safeArea
        self.keyboards = keyboards
    }
}

/// Where a figure (or a group of figures) comes from.
public struct Figure: Sendable, Hashable {
    /// A JSON Pointer into the device's data, such as `/ios/26/safeArea/landscape`.
    public var at: String
    /// The keys of the sources that give the chosen figure; empty when it is unknown.
    public var sources: [String]
    /// Why this figure was chosen over the alternatives.
    public var choice: String?
    /// What other sources give.
    public var alternatives: [Alternative]
    /// Why the figure is unknown (`nil` in the data), when it is.
    public var unknown: String?
    /// The rule (``DeviceCatalog/rules``) that derived the figure, or `nil` when it was measured.
    public var rule: String?
    /// The figures it was derived from: pointers into this device's data, or `id/pointer` into
    /// another device's.
    public var derivedFrom: [String]
    /// Measured, derived by a rule, or assumed.
    public var provenance: Provenance
    /// Whether only one source gives the figure.
    public var single: Bool

    /// Creates an entry.
    init(
        at: String, sources: [String], choice: String?, alternatives: [Alternative], unknown: String?,
        rule: String? = nil, derivedFrom: [String] = [], provenance: Provenance = .measured, single: Bool = false
    ) {
        self.at = at
        self.sources = sources
        self.choice = choice
        self.alternatives = alternatives
        self.unknown = unknown
        self.rule = rule
        self.derivedFrom = derivedFrom
        self.provenance = provenance
        self.single = single
    }
}

/// Where a figure comes from.
public enum Provenance: String, Sendable, Hashable, CaseIterable {
    /// One or more sources measured it.
    case measured
    /// A rule computed it from measured figures.
    case derived
    /// No source measured it and no checked rule gives it: the catalog assumes it (iOS 27's
    /// keyboards are iOS 26's until measured), and answers say so.
    case assumed
}

/// Which catalog figures a request may use.
public enum FigureChoice: String, Sendable, CaseIterable {
    /// Measured and derived figures.
    case all
    /// Measured figures only.
    case measured
}

/// The releases a model runs: from the one it shipped with to its last, `nil` while it still gets
/// the newest.
public struct IOSRange: Sendable, Hashable {
    /// The release it shipped with, such as 11 or 27.1.
    public var first: Release
    /// Its last major release, or `nil` when it runs the newest.
    public var last: Release?

    /// Creates a range.
    public init(first: Release, last: Release?) {
        self.first = first
        self.last = last
    }

    /// Whether the model runs `release`: from its first release to the end of its last major.
    public func runs(_ release: Release) -> Bool {
        guard release >= first else { return false }
        guard let last else { return release.major <= Release.newestIOS.major }
        return release.major <= last.major
    }

    /// Whether the model runs a release `set` holds for: for ``FigureSet/ios18`` any release
    /// before iOS 26 (the figures before iOS 26 stand for all of them).
    public func runs(_ set: FigureSet) -> Bool {
        switch set {
        case .ios18: first.major <= 18
        case .ios26: first.major <= 26 && (last?.major ?? Release.newestIOS.major) >= 26
        case .ios27: first.major <= 27 && (last?.major ?? Release.newestIOS.major) >= 27
        case .android: true
        }
    }
}

/// A rule that derives a figure no source gives from figures sources measured, defined once in
/// the data file with the evidence it rests on.
public struct FigureRule: Sendable, Hashable {
    /// Its name, such as `ios26PortraitMinusOne`.
    public var name: String
    /// What it computes and why, with its evidence.
    public var description: String
    /// The keys of the sources it rests on.
    public var sources: [String]
    /// How many measured figures its leave-one-out check predicted.
    public var predicted: Int
    /// The worst error of those predictions, in points.
    public var worstError: Double
    /// Whether it passed its check (worst error at most 1 pt) and so derives figures; an
    /// assumption is always used.
    public var used: Bool
    /// Whether it is an assumption, not a rule fit on measured pairs: its figures are `assumed`.
    public var assumed: Bool

    /// Creates a rule.
    init(
        name: String, description: String, sources: [String], predicted: Int, worstError: Double, used: Bool,
        assumed: Bool = false
    ) {
        self.name = name
        self.description = description
        self.sources = sources
        self.predicted = predicted
        self.worstError = worstError
        self.used = used
        self.assumed = assumed
    }
}

/// A figure other sources give instead of the chosen one.
public struct Alternative: Sendable, Hashable {
    /// The figure as JSON text (a number, or an object for a group).
    public var value: String
    /// The keys of the sources that give it.
    public var sources: [String]
    /// When it holds, or what else to know.
    public var note: String?

    /// Creates an alternative.
    init(value: String, sources: [String], note: String?) {
        self.value = value
        self.sources = sources
        self.note = note
    }
}

/// A figure a request needs and the catalog lacks: where it is and why no source gives it.
public struct MissingFigure: Error, Sendable, Hashable {
    /// Its JSON Pointer in the device's data.
    public var pointer: String
    /// Why it is unknown.
    public var reason: String

    /// Creates the description of a missing figure.
    public init(pointer: String, reason: String) {
        self.pointer = pointer
        self.reason = reason
    }
}
