/// An axis-aligned rectangle: an origin and a size, in points, `y` growing downward.
///
/// Rectangles here always have a non-negative width and height; the algebra below keeps it so.
public struct Rect: Hashable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The horizontal extent, never negative.
    public var width: Double
    /// The vertical extent, never negative.
    public var height: Double

    /// Creates a rectangle from its origin and size.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates a rectangle from an origin and a size.
    @inlinable public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The empty rectangle at the origin.
    @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// The left edge, `x`.
    @inlinable public var minX: Double { x }
    /// The top edge, `y`.
    @inlinable public var minY: Double { y }
    /// The right edge, `x + width`.
    @inlinable public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    @inlinable public var maxY: Double { y + height }
    /// The top-left corner.
    @inlinable public var origin: Point { Point(x: x, y: y) }
    /// The extents.
    @inlinable public var size: Size { Size(width: width, height: height) }
    /// `width × height`; zero for an empty rectangle.
    @inlinable public var area: Double { width * height }
    /// Whether the rectangle encloses no area (zero width or height).
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The rectangle moved by `dx`, `dy`; its size is unchanged.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    ///
    /// Opposite insets that together exceed an extent give an empty extent at the midpoint of
    /// what they leave, so the result never has a negative size.
    func inset(by insets: EdgeInsets) -> Rect {
        var w = width - insets.left - insets.right
        var nx = x + insets.left
        if w < 0 {
            nx += w / 2
            w = 0
        }
        var h = height - insets.top - insets.bottom
        var ny = y + insets.top
        if h < 0 {
            ny += h / 2
            h = 0
        }
        return Rect(x: nx, y: ny, width: w, height: h)
    }

    /// The overlap of two rectangles, or `nil` when they share no area.
    ///
    /// Intersection is commutative and idempotent (`r ∩ r == r` for a non-empty `r`), and the
    /// result, when there is one, lies inside both operands.
    func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX)
        let y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX)
        let y1 = Swift.min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The area the two rectangles share; zero when they do not overlap.
    ///
    /// Symmetric, and never larger than either operand's area.
    @inlinable func intersectionArea(_ other: Rect) -> Double {
        let w = Swift.min(maxX, other.maxX) - Swift.max(minX, other.minX)
        let h = Swift.min(maxY, other.maxY) - Swift.max(minY, other.minY)
        return w > 0 && h > 0 ? w * h : 0
    }

    /// Whether the rectangles share any area (touching edges do not count).
    @inlinable func intersects(_ other: Rect) -> Bool {
        intersectionArea(other) > 0
    }

    /// The area of the union of `rects`: each point counted once, however many cover it.
    ///
    /// Sweeps the distinct x edges; in each slab the y intervals of the rectangles spanning it are
    /// merged. Quadratic in the count, meant for the few pinned views of a screen.
    static func unionArea(_ rects: [Rect]) -> Double {
        // The rectangles that count; the list itself when all do (no copy).
        let parts = rects.allSatisfy(counts) ? rects : rects.filter(counts)
        if parts.isEmpty { return 0 }
        if parts.count == 1 { return parts[0].area }
        var edges: [Double] = []
        edges.reserveCapacity(parts.count * 2)
        for r in parts {
            edges.append(r.minX)
            edges.append(r.maxX)
        }
        edges.sort()
        var total = 0.0
        var spans: [(Double, Double)] = []
        for i in 1..<edges.count where edges[i] > edges[i - 1] {
            let a = edges[i - 1]
            let b = edges[i]
            spans.removeAll(keepingCapacity: true)
            for r in parts where r.minX <= a && r.maxX >= b { spans.append((r.minY, r.maxY)) }
            if spans.isEmpty { continue }
            spans.sort { $0.0 < $1.0 }
            var length = 0.0
            var start = spans[0].0
            var end = spans[0].1
            for span in spans.dropFirst() {
                if span.0 > end {
                    length += end - start
                    start = span.0
                    end = span.1
                } else if span.1 > end {
                    end = span.1
                }
            }
            length += end - start
            total += (b - a) * length
        }
        return total
    }

    /// ``unionArea(_:)`` of the one rectangle `rect`.
    static func unionArea(of rect: Rect) -> Double {
        counts(rect) ? rect.area : 0
    }

    /// Whether `rect` adds to a union's area: not empty, and of a finite area.
    private static func counts(_ rect: Rect) -> Bool {
        !rect.isEmpty && rect.area.isFinite
    }
}
