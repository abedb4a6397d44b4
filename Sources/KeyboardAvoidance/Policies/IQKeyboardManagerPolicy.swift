/// IQKeyboardManager: scroll the nearest scroll view, else move the root view (policy-formulas §3.2).
///
/// Source: hackiftekhar/IQKeyboardManager
/// `IQKeyboardManagerSwift/IQKeyboardManager/IQKeyboardManager+Position.swift` at 8.0.2
/// (5e15518e), `IQKeyboardManagerSwift/IQKeyboardManager+Position.swift` at v6.5.11 (0ea3febb),
/// and hackiftekhar/IQKeyboardNotification `IQKeyboardInfo.swift` 1.0.7 for 8's keyboard frame.
/// Fidelity: source. Modelled, not read: the starting indicator inset is taken equal to `b`; a
/// text view's own inset and the table/collection branches are not emulated (put an accessory
/// toolbar in the keyboard frame). IQ reads the whole frame, never a caret.
///
/// With a text focus and the keyboard up: `kbH' = h((Kn.x, Kn.y - d - sB, Kn.width, Kn.height +
/// d + sB) ∩ Wb)`, `m = min(F_w.minY - top, F_w.maxY - (H - kbH') + bot)` (8 truncates it), the
/// scroll view goes to `s` (never clamped), the insets to `kbH' - (H - C.maxY)` less the safe
/// area, and what is left of `m` moves the root view. Hide: back to `o` with
/// `restoreContentOffset`, else `o'` pulled back to `max(csh, C.height) - C.height`.
public struct IQKeyboardManagerPolicy: EmulatedPolicy, Equatable {
    /// The major version emulated.
    public enum Version: String, Sendable, CaseIterable {
        /// 8.0.2.
        case v8 = "8"
        /// 6.5.11.
        case v6 = "6"
    }

    /// The wire name.
    static let name = "iqKeyboardManager"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.source
    /// How this system reads the request.
    static let reading = PolicyReading()

    /// `version` (`"8"`).
    public var major: Version
    /// `keyboardDistanceFromTextField` (10).
    public var keyboardDistance: Double
    /// `restoreContentOffset` (false).
    public var restoreContentOffset: Bool
    /// The status bar's height or a navigation bar's maxY (`nil`: `WS.top`).
    public var topGuide: Double?
    /// The root view's layout margins, top and bottom (`nil`: `WS.top`, `WS.bottom`).
    public var layoutMargins: (top: Double?, bottom: Double?)
    /// The root view's `safeAreaInsets.bottom` (`nil`: `WS.bottom`); version 8 only.
    public var rootSafeAreaBottom: Double?

    /// Creates the policy; `nil` parameters take their defaults from the request.
    public init(
        major: Version = .v8, keyboardDistance: Double = 10, restoreContentOffset: Bool = false,
        topGuide: Double? = nil, layoutMargins: (top: Double?, bottom: Double?) = (nil, nil),
        rootSafeAreaBottom: Double? = nil
    ) {
        self.major = major
        self.keyboardDistance = keyboardDistance
        self.restoreContentOffset = restoreContentOffset
        self.topGuide = topGuide
        self.layoutMargins = layoutMargins
        self.rootSafeAreaBottom = rootSafeAreaBottom
    }

    /// Parameter by parameter.
    public static func == (a: Self, b: Self) -> Bool {
        a.major == b.major && a.keyboardDistance == b.keyboardDistance
            && a.restoreContentOffset == b.restoreContentOffset && a.topGuide == b.topGuide
            && a.layoutMargins.top == b.layoutMargins.top && a.layoutMargins.bottom == b.layoutMargins.bottom
            && a.rootSafeAreaBottom == b.rootSafeAreaBottom
    }

    /// The version the formulas were read at.
    var version: String { major == .v8 ? "8.0.2" : "6.5.11" }

    private struct Resolved {
        var topGuide: Double
        var marginTop: Double
        var marginBottom: Double
        var rootSafeAreaBottom: Double
    }

    private func resolved(_ context: PolicyContext) -> Resolved {
        let ws = context.windowSafeArea
        return Resolved(
            topGuide: topGuide ?? ws.top, marginTop: layoutMargins.top ?? ws.top,
            marginBottom: layoutMargins.bottom ?? ws.bottom, rootSafeAreaBottom: rootSafeAreaBottom ?? ws.bottom)
    }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] {
        let r = resolved(context)
        return [
            PolicyParameter("version", .string(major.rawValue)),
            PolicyParameter("keyboardDistance", .number(keyboardDistance)),
            PolicyParameter("restoreContentOffset", .bool(restoreContentOffset)),
            PolicyParameter("topGuide", .number(r.topGuide)),
            PolicyParameter("layoutMargins", .margins(top: r.marginTop, bottom: r.marginBottom)),
            PolicyParameter("rootSafeAreaBottom", .number(r.rootSafeAreaBottom)),
        ]
    }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        let c = context.frame
        let o = context.offset.y
        let b = context.baseInset
        let strategy: Strategy = context.scrollable ? .scrollView : .shiftView
        // IQ registers a scroll view only for a text focus: without one nothing changes, on show or hide.
        guard let focus = context.textFocus else { return context.unchanged(strategy) }
        let hideLimit = Swift.max(context.contentHeight, c.height) - c.height
        func hideOffset(_ y: Double) -> Double { context.scrollable ? Swift.min(y, hideLimit) : y }
        // 8 reads an undocked keyboard narrower than the screen and above its bottom as hidden,
        // and stretches any other to the screen's bottom (IQKeyboardInfo).
        var kn = context.keyboard
        if major == .v8, let k = kn, let ks = context.screenKeyboard {
            if ks.width < context.screen.width && ks.maxY < context.screen.height {
                kn = nil
            } else {
                kn = Rect(x: k.x, y: k.y, width: k.width, height: context.screen.height - ks.y)
            }
        }
        guard let kn else {
            var out = context.unchanged(strategy)
            out.offset = hideOffset(o)
            out.afterHide = context.hide(offsetY: out.offset)
            out.keyboardIgnored = context.keyboard != nil
            return out
        }
        let p = resolved(context)
        let d = keyboardDistance
        let sB = major == .v8 ? p.rootSafeAreaBottom : 0
        let h = context.windowHeight
        let grown = Rect(x: kn.x, y: kn.y - d - sB, width: kn.width, height: kn.height + d + sB)
        let kbH = grown.intersection(context.windowBounds)?.height ?? 0
        let top = major == .v8 ? Swift.max(p.topGuide, p.marginTop) : Swift.max(p.topGuide, p.marginBottom) + 5
        let bot = context.focusKind == .textView ? 0 : p.marginBottom
        let f = focus.frame
        let fw = context.windowRect(f, offsetY: o)
        var m = Swift.min(fw.minY - top, fw.maxY - (h - kbH) + bot)
        if major == .v8 { m = m.rounded(.towardZero) }

        var offset = o
        var ci = b
        var ii = b
        if context.scrollable {
            var go: Bool
            if m > 0 {
                go = m > -o - b.top
            } else {
                go = fw.minY < top
                if go { m = Swift.min(0, fw.minY - top) }
            }
            if go {
                var s = Swift.min(o - Swift.min(o, -m), f.minY)
                if context.focusKind == .textView && s >= 0 {
                    s = Swift.min(s, o + fw.minY - top)
                    m = 0
                } else {
                    m -= s - o
                }
                offset = s
            } else {
                m = 0
            }
            let i = kbH - (h - c.maxY)
            let sa = context.safeArea.bottom
            ci.bottom = Swift.max(b.bottom, i) - sa
            ii.bottom = Swift.max(b.bottom, major == .v8 ? i - d - sB : i - d) - sa
        }
        var shift = 0.0
        if m >= 0 {
            shift = major == .v8 ? Swift.min(m, kn.height) : Swift.min(m, nonNegative(kbH - d))
        }
        let restored = restoreContentOffset ? o : offset
        return PolicyOutcome(
            strategy: strategy, contentInset: ci, scrollIndicatorInsets: ii, safeArea: context.safeArea,
            offset: offset, containerFrame: c.offsetBy(dx: 0, dy: -shift), viewShift: shift, target: f,
            afterHide: context.hide(offsetY: hideOffset(restored)))
    }
}
