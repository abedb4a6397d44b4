/// The request as one emulated system reads it (policy-formulas §2): the keyboard it sees, the
/// offset it starts from, the inset adjustment it assumes, and the focus with its kind.
struct PolicyContext: Sendable {
    /// The request.
    var request: LayoutRequest
    /// The keyboard as the layout semantics classify it.
    var classification: KeyboardClassification
    /// `K` in window coordinates as the policy reads it; `nil` when it reads the keyboard hidden.
    var keyboard: Rect?
    /// `Ks`: the keyboard frame in screen coordinates as given; `nil` when the policy reads it hidden.
    var screenKeyboard: Rect?
    /// The docked keyboard's overlap with the container (semantics §2); 0 when the policy reads it hidden.
    var overlap: Double
    /// `sa`: the container's safe area.
    var safeArea: EdgeInsets
    /// Whether the safe area is added to the insets (`automatic`).
    var automatic: Bool
    /// `A0 = b + sa` (automatic) or `b`.
    var baseAdjustedInset: EdgeInsets
    /// `o`: the offset the policy starts from.
    var offset: Point
    /// The focused element, if it exists.
    var focus: Element?
    /// The focus's kind (`textField` when the element leaves it out).
    var focusKind: ElementKind
    /// `Ktop`, for a policy that reads stacked pinned views and has some (policy-formulas
    /// §3.13): ``overlap`` is then the obstruction; `nil` otherwise.
    var stackTop: Double? = nil

    /// `C`: the container frame, window coordinates.
    var frame: Rect { request.container.frame }
    /// `csh`: the content height.
    var contentHeight: Double { request.container.contentSize.height }
    /// `b`: the base content inset.
    var baseInset: EdgeInsets { request.container.contentInset }
    /// Whether the container is a scroll view.
    var scrollable: Bool { request.container.scrollable }
    /// `H`: the window's height.
    var windowHeight: Double { request.window.frame.height }
    /// `Wb = (0, 0, W.width, H)`.
    var windowBounds: Rect {
        Rect(x: 0, y: 0, width: request.window.frame.width, height: request.window.frame.height)
    }
    /// `WS`: the window's safe area.
    var windowSafeArea: EdgeInsets { request.window.safeArea }
    /// `S`: the screen.
    var screen: Size { request.screen }
    /// Whether the policy reads the keyboard as hidden.
    var keyboardHidden: Bool { keyboard == nil }

    /// The focus when it is a text input (kind `textField` or `textView`), for text-driven systems.
    var textFocus: Element? { focusKind == .view ? nil : focus }

    /// `c`: the focus's caret moved by its origin, only for a text input that gives one.
    var caret: Rect? {
        guard let f = focus, focusKind != .view, let c = f.caret else { return nil }
        return c.offsetBy(dx: f.frame.x, dy: f.frame.y)
    }

    /// `r` in window coordinates at content offset `y`: `r + C.origin - (o.x, y)`.
    func windowRect(_ r: Rect, offsetY y: Double) -> Rect {
        r.offsetBy(dx: frame.x - offset.x, dy: frame.y - y)
    }

    /// The request's own state: base insets, the starting offset, the frame; nothing moved.
    var unchangedHide: AfterHideState {
        AfterHideState(
            contentInset: baseInset, scrollIndicatorInsets: baseInset, contentOffset: offset, containerFrame: frame,
            viewShift: 0)
    }

    /// An outcome that changes nothing (`strategy` named, hide state the same).
    func unchanged(_ strategy: Strategy, inert: Bool = false) -> PolicyOutcome {
        PolicyOutcome(
            strategy: strategy, contentInset: baseInset, scrollIndicatorInsets: baseInset, safeArea: safeArea,
            offset: offset.y, containerFrame: frame, viewShift: 0, target: nil, afterHide: unchangedHide, inert: inert)
    }

    /// The hide state with offset `y` and everything else back to the request's.
    func hide(offsetY y: Double, contentInset: EdgeInsets? = nil) -> AfterHideState {
        let ci = contentInset ?? baseInset
        return AfterHideState(
            contentInset: ci, scrollIndicatorInsets: ci, contentOffset: Point(x: offset.x, y: y),
            containerFrame: frame, viewShift: 0)
    }

    /// `clamp(y, 0, max(0, csh - height))`: the range of a framework without insets.
    func clampNoInset(_ y: Double, height: Double) -> Double {
        clamp(y, 0, nonNegative(contentHeight - height))
    }

    /// `clamp(y, -A.top, max(-A.top, csh + A.bottom - height))`.
    func clampInset(_ y: Double, adjusted a: EdgeInsets, height: Double) -> Double {
        clamp(y, -a.top, Swift.max(-a.top, contentHeight + a.bottom - height))
    }

    /// React Native's `scrollTo` clamp with raw insets `ci` (policy-formulas §2, "React Native's clamp"):
    /// `clamp(y, l, l + max(csh - C.height + ci.bottom + max(ci.top, 0), 0.01))`, `l = min(-ci.top, 0)`.
    func reactNativeClamp(_ y: Double, contentInset ci: EdgeInsets) -> Double {
        let l = Swift.min(-ci.top, 0)
        let room = Swift.max(contentHeight - frame.height + ci.bottom + Swift.max(ci.top, 0), 0.01)
        return clamp(y, l, l + room)
    }

    /// Android `ScrollView`'s delta that brings `r` on screen from offset `y` in a viewport of
    /// height `h` with fading edge `f` (`computeScrollDeltaToGetChildRectOnScreen`, policy-formulas §3.10).
    func scrollViewDelta(_ r: Rect, offset y: Double, height h: Double, fadingEdge f: Double) -> Double {
        let csh = contentHeight
        let top = r.minY > 0 ? y + f : y
        let end = r.maxY < csh ? y + h - f : y + h
        if r.maxY > end && r.minY > top {
            return Swift.min(r.height > h ? r.minY - top : r.maxY - end, csh - end)
        }
        if r.minY < top && r.maxY < end {
            return Swift.max(-(r.height > h ? end - r.maxY : top - r.minY), -y)
        }
        return 0
    }

    /// Compose's `defaultBringIntoViewSpec.calculateScrollDistance(l, s, n)` (policy-formulas §3.12): 0 when
    /// the item fits or covers the viewport, else the smaller move that aligns an edge.
    static func bringIntoView(_ l: Double, _ s: Double, _ n: Double) -> Double {
        if (l >= 0 && l + s <= n) || (l < 0 && l + s > n) { return 0 }
        return abs(l) < abs(l + s - n) ? l : l + s - n
    }
}
