import KeyboardAvoidance

/// How a request gives the keyboard's end frame, before the screen is known.
public enum KeyboardFrameInput: Sendable, Hashable {
    /// `keyboard.frame`, or the frame of `keyboard.userInfo`: screen coordinates.
    case frame(Rect)
    /// `keyboard.height`: docked, `{0, screen.height - h, screen.width, h}`.
    case height(Double)
}

/// A layout request as it was written, before its defaults are resolved: the one shape of a
/// request before the engine's.
///
/// Every optional field is one the request may leave out: the screen, the window, the keyboard
/// and the container frame, each filled by a ``DeviceGeometry`` when one is given, field by field
/// (``resolve(device:)``). The decoder writes each member it reads straight into a draft, a
/// design's mapping writes its layout into one, and the matrix places one on each device; one
/// resolver turns it into the engine's request, so a default or a cross-field rule is written once.
public struct RequestDraft: Sendable {
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
    /// `keyboard.accessoryHeight`, when given: an input accessory view on top of whatever keyboard
    /// frame the request or the device gives.
    public var accessoryHeight: Double?
    /// `keyboard.animation.duration` (or the userInfo's), when given; else UIKit's.
    public var animationDuration: Double?
    /// `keyboard.animation.curve` (or the userInfo's), when given; else UIKit's.
    public var animationCurve: Int?
    /// The container; its `frame`, `contentSize`, `requestedContentOffset` and `restingOffset`
    /// are replaced by ``resolve(device:)``. Its `requestedInsetAdjustment` is kept as the
    /// caller set it.
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
    /// The pinned views, in window coordinates (semantics §3.4).
    public var pinned: [PinnedView]
    /// The first responder's id.
    public var focus: String?
    /// The options.
    public var options: Options
    /// `device`, when given: the catalog device whose figures fill what the request leaves out
    /// (the caller looks it up and passes its geometry to ``resolve(device:)``).
    public var device: DeviceSetup?
    /// Members the request gave, beyond those whose value is set above: a member given but
    /// unreadable (a codec has reported why) is not asked for again, and a `device` the request
    /// names stands in for `screen` and `container` even when it could not be looked up.
    public var given: GivenMembers

    /// Members of a request that ``resolve(device:)`` asks for when they are left out.
    public struct GivenMembers: OptionSet, Sendable {
        public let rawValue: UInt8
        /// Creates a set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `screen`.
        public static let screen = GivenMembers(rawValue: 1 << 0)
        /// `container`.
        public static let container = GivenMembers(rawValue: 1 << 1)
        /// `container.frame`.
        public static let containerFrame = GivenMembers(rawValue: 1 << 2)
        /// `keyboard.frame`, `keyboard.height` or `keyboard.userInfo`.
        public static let keyboardFrame = GivenMembers(rawValue: 1 << 3)
        /// `device`.
        public static let device = GivenMembers(rawValue: 1 << 4)
    }

    /// Creates a draft; `container`'s frame, content size and offset are placeholders.
    ///
    /// Out of line: like any initialiser of a large value with references, it copies what it
    /// builds, and in line the copy was made in the caller beside the arguments' (docs/codec.md,
    /// "Copies").
    @inline(never) public init(
        screen: Size? = nil,
        windowFrame: Rect? = nil,
        windowSafeArea: EdgeInsets? = nil,
        keyboardState: KeyboardRequestState? = nil,
        keyboardFrame: KeyboardFrameInput? = nil,
        accessoryHeight: Double? = nil,
        animationDuration: Double? = nil,
        animationCurve: Int? = nil,
        container: Container = Container(frame: .zero),
        containerFrame: Rect? = nil,
        contentSize: Size? = nil,
        contentOffset: Point? = nil,
        elements: [Element] = [],
        pinned: [PinnedView] = [],
        focus: String? = nil,
        options: Options = Options(),
        device: DeviceSetup? = nil,
        given: GivenMembers = []
    ) {
        self.screen = screen
        self.windowFrame = windowFrame
        self.windowSafeArea = windowSafeArea
        self.keyboardState = keyboardState
        self.keyboardFrame = keyboardFrame
        self.accessoryHeight = accessoryHeight
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.container = container
        self.containerFrame = containerFrame
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.elements = elements
        self.pinned = pinned
        self.focus = focus
        self.options = options
        self.device = device
        self.given = given
    }

    /// The request, with the device filling every field the request leaves out; or every rule it
    /// breaks, each at a pointer relative to the request (semantics §1, devices.md).
    ///
    /// - device keyboard: a device keyboard (with `device.accessoryHeight`) taller than the
    ///   device's screen is an issue at `/device/accessoryHeight` when the request leaves the
    ///   keyboard frame to the device; the device is then not used for anything else.
    /// - screen: given, else the device's (in its orientation); required without a device.
    /// - window frame: given, else the whole screen. Window safe area: given, else the device's,
    ///   else zero.
    /// - keyboard frame: `frame`/`userInfo` as given; `height` docked on the resolved screen
    ///   (taller than the screen: an issue at `/keyboard/height`); else the device's keyboard
    ///   docked on the resolved screen (none for `hidden`). `accessoryHeight` raises the top of
    ///   any frame by that much (taller than the screen then: an issue at
    ///   `/keyboard/accessoryHeight`). State: given, else shown when a frame source was given or
    ///   a frame resulted, else hidden; shown with no frame source and no frame is an issue at
    ///   `/keyboard`.
    /// - container: required without a device (`/container`), and so is its frame
    ///   (`/container/frame`); the frame is else the whole window `{0, 0, W.width, W.height}`.
    ///   Content size: given, else the container frame's size. Content offset: given, else
    ///   UIKit's resting offset `{-A0.left, -A0.top}` (semantics §1, §2), from the resolved frame,
    ///   content size and window.
    ///
    /// The issues come in that order. A member marked in ``given`` without a value (given but
    /// unreadable: its reader has reported it) is not asked for, and no request is made: the
    /// resolver then throws with the other issues, perhaps none.
    ///
    /// It borrows the draft: the request shares its elements and pinned views (a reference
    /// each), and only the options it may change are copied. A consuming resolver was copied
    /// whole by every caller that still holds its draft (the decoder checks references after).
    public func resolve(device: DeviceGeometry?) throws(RequestIssues) -> LayoutRequest {
        try resolve(dimensions: device?.dimensions)
    }

    /// ``resolve(device:)`` with only what it reads of the device: a geometry holds the whole
    /// catalog entry, and an optional one was copied, or copied to find whether it was there,
    /// at each read.
    public func resolve(dimensions device: DeviceGeometry.Dimensions?) throws(RequestIssues)
        -> LayoutRequest
    {
        var issues: [RequestIssue] = []
        var options = options
        // An Android phone's app avoids the keyboard as Android does unless the request names
        // another way: `adjustResize`, the mode an edge-to-edge app with a scroll view gets.
        if device?.platform == .android && options.requestedPolicy == nil {
            options.requestedPolicy = .androidAdjustResize(AndroidAdjustResizePolicy())
        }
        let frameSourceGiven = keyboardFrame != nil || given.contains(.keyboardFrame)
        let deviceGiven = device != nil
        let deviceNamed = deviceGiven || given.contains(.device)
        var usesDevice = deviceGiven
        if let height = device?.keyboardHeight, let screenHeight = device?.screen.height, height > screenHeight,
            !frameSourceGiven
        {
            issues.append(.deviceKeyboardTallerThanScreen(keyboard: height, screen: screenHeight))
            usesDevice = false
        }
        if screen == nil && !deviceNamed && !given.contains(.screen) {
            issues.append(.screenRequired)
        }
        let containerFrameGiven = containerFrame != nil || given.contains(.containerFrame)
        if !deviceNamed {
            if !containerFrameGiven && !given.contains(.container) {
                issues.append(.containerRequired)
            } else if !containerFrameGiven {
                issues.append(.containerFrameRequired)
            }
        }
        let screen = screen ?? (usesDevice ? device?.screen : nil)
        var frame: Rect?
        switch keyboardFrame {
        case .frame(let rect)?: frame = rect
        case .height(let h)?:
            if let screen {
                if h > screen.height {
                    issues.append(.keyboardTallerThanScreen(screen: screen.height))
                } else {
                    frame = Rect(x: 0, y: screen.height - h, width: screen.width, height: h)
                }
            }
        case nil:
            if !frameSourceGiven, usesDevice, let screen { frame = device?.keyboardFrame(on: screen) }
        }
        if let a = accessoryHeight, a > 0, let f = frame, let screen {
            if f.height + a > screen.height {
                issues.append(.accessoryMakesKeyboardTallerThanScreen(keyboard: f.height + a, screen: screen.height))
            } else {
                frame = Rect(x: f.x, y: f.y - a, width: f.width, height: f.height + a)
            }
        }
        let state = keyboardState ?? (frameSourceGiven || frame != nil ? .shown : .hidden)
        if state == .shown && !frameSourceGiven && frame == nil {
            issues.append(.shownWithoutFrame)
        }
        // A member given but unreadable has no value to resolve with; its reader reported it.
        let unreadable =
            (given.contains(.screen) && self.screen == nil) || (given.contains(.device) && !deviceGiven)
            || (given.contains(.containerFrame) && containerFrame == nil)
            || (given.contains(.keyboardFrame) && keyboardFrame == nil)
        guard issues.isEmpty, !unreadable, let screen else { throw RequestIssues(issues) }

        let window = Window(
            frame: windowFrame ?? Rect(x: 0, y: 0, width: screen.width, height: screen.height),
            safeArea: windowSafeArea ?? (usesDevice ? device?.safeArea : nil) ?? .zero)
        var container = container
        container.frame = containerFrame ?? Rect(x: 0, y: 0, width: window.frame.width, height: window.frame.height)
        container.contentSize = contentSize ?? container.frame.size
        // ``KeyboardAvoidance/LayoutRequest/restingContentOffset``, from the parts it reads:
        // asking a whole request for it would copy the request twice.
        container.requestedContentOffset = contentOffset
        container.restingOffset = SafeArea.restingOffset(for: container, window: window)
        return LayoutRequest(
            screen: screen,
            window: window,
            keyboard: KeyboardInput(
                state: state, frame: frame,
                animation: KeyboardAnimation(
                    duration: animationDuration ?? KeyboardAnimation.standard.duration,
                    curve: animationCurve ?? KeyboardAnimation.standard.curve)),
            container: container,
            elements: elements,
            pinned: pinned,
            focus: focus,
            options: options)
    }

    /// The draft with its horizontal figures scaled by `width / referenceWidth`: the x and
    /// width of every element frame and caret, of every pinned view's frame, of `container.frame` and of
    /// `container.contentSize` when given. Vertical figures are unchanged.
    ///
    /// A form laid out for a 390-point window, stretched to 320, keeps its proportions the way
    /// Auto Layout's leading/trailing constraints would. Returns `self` when either width is not
    /// positive or they are equal.
    public func stretched(from referenceWidth: Double, to width: Double) -> RequestDraft {
        guard referenceWidth > 0, width > 0, referenceWidth != width else { return self }
        let f = width / referenceWidth
        func scale(_ r: Rect) -> Rect { Rect(x: r.x * f, y: r.y, width: r.width * f, height: r.height) }
        var copy = self
        copy.elements = elements.map { e in
            Element(id: e.id, frame: scale(e.frame), caret: e.caret.map(scale), kind: e.kind)
        }
        copy.pinned = pinned.map { PinnedView(id: $0.id, frame: scale($0.frame), pin: $0.pin) }
        copy.containerFrame = containerFrame.map(scale)
        copy.contentSize = contentSize.map { Size(width: $0.width * f, height: $0.height) }
        return copy
    }
}

/// A rule a request breaks that only its resolution finds: a member missing with nothing to stand
/// in for it, or one that does not fit the screen. Typed: the codec says where and in what words
/// (`ClearanceWire`'s `pointer` and `message`), so one rendering serves a 422 and a matrix skip.
public enum RequestIssue: Sendable, Equatable {
    /// `device.accessoryHeight` makes the device's keyboard (`keyboard`, with the accessory view)
    /// taller than its screen (`screen`).
    case deviceKeyboardTallerThanScreen(keyboard: Double, screen: Double)
    /// No `screen`, and no device to give one.
    case screenRequired
    /// No `container`, and no device to give the window it fills.
    case containerRequired
    /// A `container` without its `frame`, and no device.
    case containerFrameRequired
    /// `keyboard.height` is more than the screen's height (`screen`).
    case keyboardTallerThanScreen(screen: Double)
    /// `keyboard.accessoryHeight` makes the keyboard (`keyboard`, with the accessory view) taller
    /// than the screen (`screen`).
    case accessoryMakesKeyboardTallerThanScreen(keyboard: Double, screen: Double)
    /// The keyboard is shown, but nothing gives its frame.
    case shownWithoutFrame
}

/// Every rule a request breaks on resolution, in the order ``RequestDraft/resolve(device:)``
/// finds them.
public struct RequestIssues: Error, Sendable, Equatable {
    /// The issues; empty only when a member the request needs was given but unreadable.
    public var issues: [RequestIssue]

    /// Creates the error.
    public init(_ issues: [RequestIssue]) {
        self.issues = issues
    }
}
