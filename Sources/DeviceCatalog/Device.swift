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
    /// iPhone or iPad.
    public var kind: DeviceKind
    /// The iOS releases the model ``id`` names runs, from sources (``DeviceCatalog/runsSources``).
    public var runs: IOSRange
    /// Other ids that name models with these figures, such as `iphone-16` for `iphone-15`.
    public var aliases: [Alias]
    /// The catalog entry's own id: ``id`` unless the device was looked up by an alias.
    public var family: String
    /// The screen in portrait, in points.
    public var points: Size
    /// The screen scale (`UIScreen.scale`).
    public var scale: Double?
    /// The figures before iOS 26 (iOS 18 and earlier).
    public var ios18: VersionFigures
    /// The figures on iOS 26.
    public var ios26: VersionFigures
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
        kind: DeviceKind,
        runs: IOSRange,
        aliases: [Alias],
        points: Size,
        scale: Double?,
        ios18: VersionFigures,
        ios26: VersionFigures,
        figures: [Figure],
        sources: [String],
        uncertain: [String]
    ) {
        self.id = id
        self.name = name
        self.model = model
        self.kind = kind
        self.runs = runs
        self.aliases = aliases
        self.family = id
        self.points = points
        self.scale = scale
        self.ios18 = ios18
        self.ios26 = ios26
        self.figures = figures
        self.sources = sources
        self.uncertain = uncertain
    }

    /// The figures on `ios`.
    public subscript(_ ios: IOSVersion) -> VersionFigures {
        switch ios {
        case .ios18: ios18
        case .ios26: ios26
        }
    }

    /// The screen in `orientation`: portrait as given, landscape with width and height swapped.
    public func screen(_ orientation: Orientation) -> Size {
        switch orientation {
        case .portrait: points
        case .landscape: Size(width: points.height, height: points.width)
        }
    }

    /// The window's safe-area insets on `ios` in `orientation`, or `nil` when no source gives them.
    public func safeArea(_ orientation: Orientation, ios: IOSVersion = .default) -> EdgeInsets? {
        self[ios].safeArea[orientation]
    }

    /// The height of `keyboard` showing `type` on `ios` in `orientation`, without an accessory
    /// view, or the figure that is missing and why.
    ///
    /// 0 when hidden; the catalog's shortcut-bar height for a hardware keyboard (any type). The
    /// pads (`numberPad`, `phonePad`, `decimalPad`) on an iPhone have no predictive bar: their one
    /// height holds for `predictive` and `noPredictive`; an iPad shows its full keyboard for every
    /// type on the versions a source says so (``KeyboardTypeNote/iPadFullKeyboard``). No source
    /// gives the emoji keyboard's height.
    public func keyboardHeight(
        _ orientation: Orientation, _ keyboard: KeyboardVariant, type: KeyboardType = .default,
        ios: IOSVersion = .default
    ) -> Result<Double, MissingFigure> {
        keyboardFigure(orientation, keyboard, type: type, ios: ios).map(\.value)
    }

    /// ``keyboardHeight(_:_:type:ios:)`` with the pointer of the figure it reads: into the
    /// device's data, `/hardwareKeyboardBarHeight` for the hardware bar, `nil` when hidden.
    public func keyboardFigure(
        _ orientation: Orientation, _ keyboard: KeyboardVariant, type: KeyboardType = .default,
        ios: IOSVersion = .default
    ) -> Result<(value: Double, pointer: String?), MissingFigure> {
        switch keyboard {
        case .hidden: return .success((0, nil))
        case .hardwareBar: return .success((DeviceCatalog.hardwareKeyboardBar.height, "/hardwareKeyboardBarHeight"))
        case .predictive, .noPredictive: break
        }
        let heights = self[ios].keyboardHeight[orientation]
        let base = "/ios/\(ios.rawValue)/keyboardHeight/\(orientation.rawValue)/"
        let key: String
        let value: Double?
        switch type {
        case .emoji:
            let note = DeviceCatalog.keyboardTypeNote(.emoji)
            return .failure(MissingFigure(pointer: "/keyboardTypes/emoji", reason: note.unknown ?? note.description))
        case .numberPad, .phonePad, .decimalPad:
            // `where` would bind to the last pattern only: the kind is checked here instead.
            guard kind == .iPhone else {
                let note = DeviceCatalog.keyboardTypeNote(type)
                guard note.iPadFullKeyboard.contains(ios) else {
                    let reason = note.iPadUnknown ?? "No source gives it."
                    return .failure(MissingFigure(pointer: "/keyboardTypes/\(type.rawValue)", reason: reason))
                }
                fallthrough
            }
            key = "numberPad"
            value = heights.numberPad
        case .default:
            key = keyboard == .predictive ? "withPredictiveBar" : "withoutPredictiveBar"
            value = keyboard == .predictive ? heights.withPredictiveBar : heights.withoutPredictiveBar
        }
        if let value { return .success((value, base + key)) }
        return .failure(MissingFigure(pointer: base + key, reason: reason(base + key)))
    }

    /// The keyboards (with the default type) and the keyboard types (with the predictive or the
    /// plain keyboard) whose height the catalog knows on `ios` in `orientation`; none when the
    /// model does not run `ios`.
    public func supported(_ orientation: Orientation, ios: IOSVersion) -> (
        keyboards: [KeyboardVariant], types: [KeyboardType]
    ) {
        guard runs.runs(ios) else { return ([], []) }
        func known(_ k: KeyboardVariant, _ t: KeyboardType) -> Bool {
            (try? keyboardHeight(orientation, k, type: t, ios: ios).get()) != nil
        }
        let keyboards = KeyboardVariant.allCases.filter { known($0, .default) }
        let types = KeyboardType.allCases.filter { known(.predictive, $0) || known(.noPredictive, $0) }
        return (keyboards, types)
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

/// iPhone or iPad: an iPad shows its full keyboard for every keyboard type.
public enum DeviceKind: String, Sendable, Hashable, CaseIterable {
    /// An iPhone.
    case iPhone
    /// An iPad.
    case iPad
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

/// The figures that hold on one iOS version.
public struct VersionFigures: Sendable, Hashable {
    /// The window's safe-area insets per orientation, `nil` when no source gives them.
    public var safeArea: Oriented<EdgeInsets?>
    /// The on-screen keyboard's heights per orientation.
    public var keyboardHeight: Oriented<KeyboardHeights>

    /// Creates the figures.
    init(safeArea: Oriented<EdgeInsets?>, keyboardHeight: Oriented<KeyboardHeights>) {
        self.safeArea = safeArea
        self.keyboardHeight = keyboardHeight
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

    /// Creates an entry.
    init(
        at: String, sources: [String], choice: String?, alternatives: [Alternative], unknown: String?,
        rule: String? = nil, derivedFrom: [String] = []
    ) {
        self.at = at
        self.sources = sources
        self.choice = choice
        self.alternatives = alternatives
        self.unknown = unknown
        self.rule = rule
        self.derivedFrom = derivedFrom
    }

    /// `measured` when sources give the figure, `derived` when a rule computed it.
    public var provenance: Provenance { rule == nil ? .measured : .derived }
}

/// Where a figure comes from.
public enum Provenance: String, Sendable, Hashable, CaseIterable {
    /// One or more sources measured it.
    case measured
    /// A rule computed it from measured figures.
    case derived
}

/// Which catalog figures a request may use.
public enum FigureChoice: String, Sendable, CaseIterable {
    /// Measured and derived figures.
    case all
    /// Measured figures only.
    case measured
}

/// The iOS major releases a model runs: from its first to its last, `nil` while it still gets
/// the newest.
public struct IOSRange: Sendable, Hashable {
    /// The release it shipped with, such as 11.
    public var first: Int
    /// Its last release, or `nil` when it runs the newest.
    public var last: Int?

    /// Creates a range.
    public init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    /// Whether the model runs `ios`: for ``IOSVersion/ios18`` any release before iOS 26 (the
    /// figures before iOS 26 stand for all of them), for ``IOSVersion/ios26`` iOS 26 itself.
    public func runs(_ ios: IOSVersion) -> Bool {
        switch ios {
        case .ios18: first <= 18
        case .ios26: first <= 26 && (last ?? 26) >= 26
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
    /// Whether it passed its check (worst error at most 1 pt) and so derives figures.
    public var used: Bool

    /// Creates a rule.
    init(name: String, description: String, sources: [String], predicted: Int, worstError: Double, used: Bool) {
        self.name = name
        self.description = description
        self.sources = sources
        self.predicted = predicted
        self.worstError = worstError
        self.used = used
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
