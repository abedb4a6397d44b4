/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 × 0`.
    @inlinable public static var zero: Size { Size(width: 0, height: 0) }
}
