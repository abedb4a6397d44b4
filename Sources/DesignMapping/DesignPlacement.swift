import DeviceCatalog
import KeyboardAvoidance

/// A design's screen and the device it was drawn for, ready to be placed on any window (rule
/// R8, docs/designs.md): a frame placed on a window of another size is laid out again by its
/// constraints (``DesignRelayout``) before it is mapped.
public struct DesignPlacement: Sendable {
    /// The screen frame as drawn.
    public let screen: DesignNode
    /// The adapter's format.
    public let format: String
    /// The device the frame's size names, if any.
    public let own: DeviceMatch?
    /// The bottom safe area of the device the frame was drawn for (0 when none matches).
    public let band: Double

    /// The placement of `screen`, drawn for the device its size names.
    public init(screen: DesignNode, format: String) {
        self.screen = screen
        self.format = format
        let size = screen.box?.size ?? Size(width: 0, height: 0)
        own = DeviceMatch.match(size)
        if let own, !own.scrollingPage, let device = DeviceCatalog.device(id: own.candidates[0]) {
            band = device.safeArea(own.orientation)?.bottom ?? 0
        } else {
            band = 0
        }
    }

    /// How the design's tool resizes a screen, for a warning.
    var resizesAs: String {
        switch format {
        case "penpot": "as Penpot resizes a board"
        case "sketch": "as Sketch resizes an artboard"
        default: "as Figma resizes a frame"
        }
    }

    /// The frame's size as drawn.
    public var drawnSize: Size { screen.box?.size ?? Size(width: 0, height: 0) }

    /// The size the frame takes on a window of `window`: the window itself, or for a page drawn
    /// taller than its device (a scrolling page), the window's width and the page's height.
    public func placedSize(on window: Size) -> Size {
        let drawn = drawnSize
        if own?.scrollingPage == true || (own == nil && drawn.height > window.height + 0.5) {
            return Size(width: window.width, height: drawn.height)
        }
        return window
    }

    /// Whether the frame is laid out again on `window`.
    public func resizes(on window: Size) -> Bool {
        let size = placedSize(on: window)
        let drawn = drawnSize
        return abs(size.width - drawn.width) > 0.5 || abs(size.height - drawn.height) > 0.5
    }

    /// The screen as laid out on `window`: the frame as drawn when it fits it exactly.
    public func screen(on window: Size) -> DesignNode {
        guard resizes(on: window) else { return screen }
        return DesignRelayout.resize(screen, to: placedSize(on: window), band: band)
    }

    /// The `designResized` warning for `window` (named `device` when known), or `nil` when the
    /// frame is used as drawn.
    public func resizedWarning(on window: Size, device: String?) -> Warning? {
        guard resizes(on: window) else { return nil }
        let drawn = drawnSize
        let size = placedSize(on: window)
        let drawnFor = own.map { " (drawn for \($0.candidates[0]))" } ?? ""
        let target =
            device.map { "\($0) (\(points(window.width))×\(points(window.height)))" }
            ?? "a \(points(window.width))×\(points(window.height)) window"
        let what =
            size.height == drawn.height && size.width != drawn.width
            ? "its page is laid out again \(points(size.width)) wide"
            : "its layers are laid out again by their constraints and auto layout"
        return Warning(
            .designResized,
            "The frame is \(points(drawn.width))×\(points(drawn.height))\(drawnFor); on \(target) \(what), "
                + "\(resizesAs) (docs/designs.md, R8). Check the layers that moved.")
    }

    /// The `designResized` warning for a run over `windows` (a matrix's devices and
    /// orientations): `nil` when the frame fits every one as drawn.
    public func resizedWarning(onAnyOf windows: [Size]) -> Warning? {
        guard windows.contains(where: resizes(on:)) else { return nil }
        let drawn = drawnSize
        return Warning(
            .designResized,
            "The frame is \(points(drawn.width))×\(points(drawn.height)); on each device of another size "
                + "its layers are laid out again by their constraints and auto layout, \(resizesAs) "
                + "(docs/designs.md, R8).")
    }

    /// Maps the screen laid out on `window` with safe area `safeArea` (``DesignMapper/map``).
    public func layout(
        on window: Size, safeArea: EdgeInsets, focus: String?, maxElements: Int
    ) throws(DesignFocusIssue) -> DesignLayout {
        try DesignMapper.map(
            screen(on: window), format: format, window: window, safeArea: safeArea, focus: focus,
            maxElements: maxElements)
    }
}
