import DeviceCatalog
import KeyboardAvoidance

/// The device a design's frame size names (mapping rule R2), with the reason and the other
/// devices of that size.
public struct DeviceMatch: Sendable, Equatable {
    /// The candidates, best first: every catalog entry of that size (a scrolling page: of that
    /// width, the tallest).
    public var candidates: [String]
    /// The orientation the size is drawn in.
    public var orientation: Orientation
    /// Why.
    public var why: String
    /// Whether the frame is taller than the device: a scrolling page.
    public var scrollingPage: Bool

    /// The catalog entries whose screen is `size` (portrait, then landscape swapped), or, for a
    /// frame taller than every device of its width, those of that width with the tallest screen;
    /// `nil` when none matches.
    public static func match(_ size: Size) -> DeviceMatch? {
        let devices = placeable
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.5 }
        let drawn = "\(points(size.width))×\(points(size.height))"
        let portrait = devices.filter { same($0.points.width, size.width) && same($0.points.height, size.height) }
        if !portrait.isEmpty {
            return DeviceMatch(
                candidates: portrait.map(\.id), orientation: .portrait,
                why: "the frame is \(drawn), the screen of the \(portrait[0].name)", scrollingPage: false)
        }
        let landscape = devices.filter { same($0.points.height, size.width) && same($0.points.width, size.height) }
        if !landscape.isEmpty {
            return DeviceMatch(
                candidates: landscape.map(\.id), orientation: .landscape,
                why: "the frame is \(drawn), the screen of the \(landscape[0].name) in landscape", scrollingPage: false)
        }
        let sameWidth = devices.filter { same($0.points.width, size.width) }
        if let tallest = sameWidth.map(\.points.height).max(), size.height > tallest {
            let tall = sameWidth.filter { same($0.points.height, tallest) }
            return DeviceMatch(
                candidates: tall.map(\.id), orientation: .portrait,
                why: "the frame is \(drawn): as wide as the \(tall[0].name) and taller than every device of "
                    + "that width, so it is a page that scrolls in its \(points(tall[0].points.width))×"
                    + "\(points(tall[0].points.height)) window",
                scrollingPage: true)
        }
        return nil
    }

    /// The devices a design can be placed on: those with a screen, a safe area and a keyboard on
    /// their newest release (not the Galaxy phones or the iPhone 18 Pros, whose figures no
    /// source gives yet).
    static let placeable: [Device] = DeviceCatalog.devices.filter { device in
        (try? device.geometry(DeviceSetup(id: device.id))) != nil
    }

    /// The catalog's screen sizes nearest to `size`, for a message.
    public static func nearest(_ size: Size) -> [String] {
        let devices = DeviceCatalog.ids.compactMap(DeviceCatalog.device(id:))
        let sorted = devices.sorted {
            abs($0.points.width - size.width) + abs($0.points.height - size.height)
                < abs($1.points.width - size.width) + abs($1.points.height - size.height)
        }
        return sorted.prefix(3).map { "\($0.id) (\(points($0.points.width))×\(points($0.points.height)))" }
    }
}

/// A figure for a message: whole numbers without a fraction.
func points(_ value: Double) -> String {
    guard value.isFinite, value.magnitude < 1e14 else { return "\(value)" }
    let tenths = Int64(value * 10 + (value < 0 ? -0.5 : 0.5))
    if tenths % 10 == 0 { return "\(tenths / 10)" }
    return "\(Double(tenths) / 10)"
}
