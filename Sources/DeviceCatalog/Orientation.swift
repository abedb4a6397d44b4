/// How the device is held.
public enum Orientation: String, Sendable, CaseIterable {
    /// Upright: the catalog's `points` as given.
    case portrait
    /// On its side: width and height swap, and the safe area is the landscape one.
    case landscape
}

/// A pair of figures, one per ``Orientation``.
public struct Oriented<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The figure upright.
    public var portrait: Value
    /// The figure on its side.
    public var landscape: Value

    /// Creates the pair.
    init(portrait: Value, landscape: Value) {
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The figure for `orientation`.
    public subscript(_ orientation: Orientation) -> Value {
        switch orientation {
        case .portrait: portrait
        case .landscape: landscape
        }
    }
}
