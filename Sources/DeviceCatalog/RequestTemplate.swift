import KeyboardAvoidance

/// How a request gives the keyboard's end frame, before the screen is known.
public enum KeyboardFrameInput: Sendable, Hashable {
    /// `keyboard.frame`, or the frame of `keyboard.userInfo`: screen coordinates.
    case frame(Rect)
    /// `keyboard.height`: docked, `{0, screen.height - h, screen.width, h}`.
    case height(Double)
}

/// A layout request as it was written, before a device fills what it leaves out.
///
/// Every optional field is one the request may leave to a ``DeviceGeometry``: the screen, the
/// window's safe area, the keyboard and the container frame. Fields given explicitly win over the
/// device one by one (``resolve(device:)``).
public struct RequestTemplate: Sendable {
    /// `screen`, when given.
    public var screen: Size?
    /// `window.frame`, when given; else the whole screen.
    public var windowFrame: Rect?
    /// `window.safeArea`, when given; else the device's, else zero.
    public var windowSafeArea: EdgeInsets?
    /// `keyboard.state`, when given.
    public var keyboardState: KeyboardRequestState?
    /// `keyboard.frame`, `keyboard.height` or `keyboard.userInfo`, when one is given.
    public var keyboardFrame: KeyboardFrameInput?
    /// `keyboard.accessoryHeight`: an input accessory view on top of whatever keyboard frame the
    /// request or the device gives; 0 by default.
    public var accessoryHeight: Double
    /// `keyboard.animation` (or the userInfo's), else UIKit's defaults.
    public var keyboardAnimation: KeyboardAnimation
    /// The container; its `frame`, `contentSize` and `contentOffset` are replaced by
    /// ``resolve(device:)``.
    public var container: Container
    /// `container.frame`, when given; else, with a device, the whole window.
    public var containerFrame: Rect?
    /// `container.contentSize`, when given; else the container frame's size.
    public var contentSize: Size?
    /// `container.contentOffset`, when given; else UIKit's resting offset `{-A0.left, -A0.top}`
    /// in the resolved window (``KeyboardAvoidance/LayoutRequest/restingContentOffset``).
    public var contentOffset: Point?
    /// The elements, in content coordinates.
    public var elements: [Element]
    /// The first responder's id.
    public var focus: String?
    /// The options.
    public var options: Options

    /// Creates a template; `container`'s frame, content size and offset are placeholders.
    public init(
        screen: Size? = nil,
        windowFrame: Rect? = nil,
        windowSafeArea: EdgeInsets? = nil,
        keyboardState: KeyboardRequestState? = nil,
        keyboardFrame: KeyboardFrameInput? = nil,
        accessoryHeight: Double = 0,
        keyboardAnimation: KeyboardAnimation = .standard,
        container: Container = Container(frame: .zero),
        containerFrame: Rect? = nil,
        contentSize: Size? = nil,
        contentOffset: Point? = nil,
        elements: [Element] = [],
        focus: String? = nil,
        options: Options = Options()
    ) {
        self.screen = screen
        self.windowFrame = windowFrame
        self.windowSafeArea = windowSafeArea
        self.keyboardState = keyboardState
        self.keyboardFrame = keyboardFrame
        self.accessoryHeight = accessoryHeight
        self.keyboardAnimation = keyboardAnimation
        self.container = container
        self.containerFrame = containerFrame
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.elements = elements
        self.focus = focus
        self.options = options
    }

    /// A piece the request lacks and no device supplied.
    public enum Gap: Error, Sendable, Equatable {
        /// No `screen` and no device.
        case screen
        /// No `container.frame` and no device.
        case containerFrame
        /// The keyboard is shown (explicitly) but nothing gives its frame.
        case keyboardFrame
    }

    /// The request, with the device filling every field the request leaves out.
    ///
    /// - screen: given, else the device's (in its orientation).
    /// - window frame: given, else the whole screen. Window safe area: given, else the device's,
    ///   else zero.
    /// - keyboard frame: `frame`/`userInfo` as given; `height` docked on the resolved screen;
    ///   else the device's keyboard docked on the resolved screen (none for `hidden`).
    ///   State: given, else shown when there is a frame, else hidden. `accessoryHeight` raises
    ///   the top of any frame by that much.
    /// - container frame: given, else, with a device, the whole window `{0, 0, W.width, W.height}`.
    ///   Content size: given, else the container frame's size. Content offset: given, else UIKit's
    ///   resting offset `{-A0.left, -A0.top}` (semantics §1), from the resolved frame, content size and
    ///   window.
    public func resolve(device: DeviceGeometry?) throws(Gap) -> LayoutRequest {
        guard let screen = screen ?? device?.screen else { throw .screen }
        let window = Window(
            frame: windowFrame ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height),
            safeArea: windowSafeArea ?? device?.safeArea ?? .zero
        )
        var frame: Rect?
        switch keyboardFrame {
        case .frame(let rect)?: frame = rect
        case .height(let h)?: frame = Rect(x: 0, y: screen.height - h, width: screen.width, height: h)
        case nil: frame = device?.keyboardFrame(on: screen)
        }
        if accessoryHeight > 0, let f = frame {
            frame = Rect(x: f.x, y: f.y - accessoryHeight, width: f.width, height: f.height + accessoryHeight)
        }
        let state = keyboardState ?? (frame == nil ? .hidden : .shown)
        if state == .shown && frame == nil { throw .keyboardFrame }
        guard
            let containerFrame = containerFrame
                ?? (device == nil ? nil : Rect(x: 0, y: 0, width: window.frame.width, height: window.frame.height))
        else { throw .containerFrame }
        var container = container
        container.frame = containerFrame
        container.contentSize = contentSize ?? containerFrame.size
        var request = LayoutRequest(
            screen: screen,
            window: window,
            keyboard: KeyboardInput(state: state, frame: frame, animation: keyboardAnimation),
            container: container,
            elements: elements,
            focus: focus,
            options: options
        )
        request.container.contentOffset = contentOffset ?? request.restingContentOffset
        request.container.contentOffsetGiven = contentOffset != nil
        return request
    }

    /// The template with its horizontal figures scaled by `width / referenceWidth`: the x and
    /// width of every element frame and caret, of `container.frame` and of
    /// `container.contentSize` when given. Vertical figures are unchanged.
    ///
    /// A form laid out for a 390-point window, stretched to 320, keeps its proportions the way
    /// Auto Layout's leading/trailing constraints would. Returns `self` when either width is not
    /// positive or they are equal.
    public func stretched(from referenceWidth: Double, to width: Double) -> RequestTemplate {
        guard referenceWidth > 0, width > 0, referenceWidth != width else { return self }
        let f = width / referenceWidth
        func scale(_ r: Rect) -> Rect { Rect(x: r.x * f, y: r.y, width: r.width * f, height: r.height) }
        var copy = self
        copy.elements = elements.map { e in
            Element(id: e.id, frame: scale(e.frame), caret: e.caret.map(scale))
        }
        copy.containerFrame = containerFrame.map(scale)
        copy.contentSize = contentSize.map { Size(width: $0.width * f, height: $0.height) }
        return copy
    }
}
