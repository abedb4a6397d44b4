import KeyboardAvoidance

/// One device model (or a family of models that share their figures), as the catalog holds it.
///
/// Figures come from public sources (``sources``); a figure no source gives is `nil`, and
/// ``uncertain`` lists every figure that is `nil` or that the sources disagree on.
public struct Device: Sendable, Hashable {
    /// A stable id, such as `iphone-15`.
    public var id: String
    /// The models that share these figures.
    public var name: String
    /// The screen in portrait, in points.
    public var points: Size
    /// The screen scale (`UIScreen.scale`), or `nil` when the models in the family differ.
    public var scale: Double?
    /// The window's safe-area insets, per orientation.
    public var safeArea: Oriented<EdgeInsets>
    /// The on-screen keyboard's heights, per orientation.
    public var keyboardHeight: Oriented<KeyboardHeights>
    /// The keys of the sources the figures come from (see ``DeviceCatalog/sources``).
    public var sources: [String]
    /// What the sources say beyond the figures: disagreements, newer iOS versions.
    public var notes: String?
    /// JSON Pointers, into the device's data, of the figures that are `nil` or that the sources
    /// disagree on, such as `/keyboardHeight/portrait/withoutPredictiveBar`.
    public var uncertain: [String]

    /// Creates a device.
    public init(
        id: String,
        name: String,
        points: Size,
        scale: Double?,
        safeArea: Oriented<EdgeInsets>,
        keyboardHeight: Oriented<KeyboardHeights>,
        sources: [String],
        notes: String?,
        uncertain: [String]
    ) {
        self.id = id
        self.name = name
        self.points = points
        self.scale = scale
        self.safeArea = safeArea
        self.keyboardHeight = keyboardHeight
        self.sources = sources
        self.notes = notes
        self.uncertain = uncertain
    }

    /// The screen in `orientation`: portrait as given, landscape with width and height swapped.
    public func screen(_ orientation: Orientation) -> Size {
        switch orientation {
        case .portrait: points
        case .landscape: Size(width: points.height, height: points.width)
        }
    }

    /// The window's safe-area insets in `orientation`.
    public func safeArea(_ orientation: Orientation) -> EdgeInsets {
        safeArea[orientation]
    }

    /// The height of the `keyboard` in `orientation`: 0 when hidden, the catalog's shortcut-bar
    /// height for a hardware keyboard, else the on-screen figure, or `nil` when no source gives it.
    public func keyboardHeight(_ orientation: Orientation, _ keyboard: KeyboardVariant) -> Double? {
        switch keyboard {
        case .predictive: keyboardHeight[orientation].withPredictiveBar
        case .noPredictive: keyboardHeight[orientation].withoutPredictiveBar
        case .hardwareBar: DeviceCatalog.hardwareKeyboardBar.height
        case .hidden: 0
        }
    }

    /// The keyboards whose height the catalog knows in `orientation`, in declaration order.
    public func knownKeyboards(_ orientation: Orientation) -> [KeyboardVariant] {
        KeyboardVariant.allCases.filter { keyboardHeight(orientation, $0) != nil }
    }

    /// The descriptions of this device's sources, in the order it cites them.
    public var sourceDescriptions: [Source] {
        sources.compactMap { key in DeviceCatalog.sources.first { $0.key == key } }
    }
}
