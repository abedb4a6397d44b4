/// A location in a two-dimensional coordinate space, in points, `y` growing downward (UIKit).
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate; larger values are lower on the screen.
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    @inlinable public static var zero: Point { Point(x: 0, y: 0) }
}
