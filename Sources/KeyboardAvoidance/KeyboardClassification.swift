/// Why a keyboard counts as hidden (semantics §2).
enum KeyboardHiddenReason: Sendable, Equatable {
    /// The request says the keyboard is hidden.
    case requested
    /// The keyboard is shown but no frame was given.
    case noFrame
    /// The frame has zero width or height (as with "Prefer Cross-Fade Transitions").
    case zeroSize
    /// The frame does not intersect the screen.
    case offScreen
}

/// The keyboard classified against the screen and moved into window coordinates (semantics §2).
///
/// Classification, in order: **hidden** when the request says so, when there is no frame, when
/// the frame has zero width or height, or when it does not intersect `S = {0, 0, screen}`;
/// **docked** when its bottom reaches the screen's bottom edge (`maxY >= S.height - 0.5`, which
/// includes a hardware keyboard's short shortcut bar and a frame running past the bottom);
/// **floating** otherwise. A frame holding NaN never intersects the screen, so it is hidden.
struct KeyboardClassification: Sendable, Equatable {
    /// The classification.
    var state: KeyboardState
    /// `K`: the frame in window coordinates (`K.x - W.x`, `K.y - W.y`); `nil` exactly when hidden.
    var frame: Rect?
    /// Why the keyboard is hidden; `nil` unless `state` is `.hidden`.
    var hiddenReason: KeyboardHiddenReason?

    /// Classifies `input` on a screen of size `screen` for a window at `window` (screen coordinates).
    init(_ input: KeyboardInput, screen: Size, window: Rect) {
        self.state = .hidden
        self.frame = nil
        self.hiddenReason = nil
        guard input.state == .shown else {
            hiddenReason = .requested
            return
        }
        guard let k = input.frame else {
            hiddenReason = .noFrame
            return
        }
        guard k.width > 0, k.height > 0 else {
            hiddenReason = .zeroSize
            return
        }
        let s = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
        guard k.intersects(s) else {
            hiddenReason = .offScreen
            return
        }
        state = k.maxY >= screen.height - 0.5 ? .docked : .floating
        frame = k.offsetBy(dx: -window.x, dy: -window.y)
    }

    /// How much of `container`'s height (window coordinates) the keyboard covers (semantics §2, Overlap).
    ///
    /// `clamp(C.maxY - K.minY, 0, C.height)` for a docked keyboard that overlaps the container
    /// horizontally (`K.minX < C.maxX` and `K.maxX > C.minX`), else 0. Always in `[0, C.height]`
    /// for a container of non-negative height. The keyboard's own height never enters: a tab bar,
    /// a sheet or a window that does not reach the bottom all shrink the overlap, not the keyboard.
    func overlap(with container: Rect) -> Double {
        guard state == .docked, let k = frame,
            k.minX < container.maxX, k.maxX > container.minX
        else { return 0 }
        return clamp(container.maxY - k.minY, 0, container.height)
    }
}
