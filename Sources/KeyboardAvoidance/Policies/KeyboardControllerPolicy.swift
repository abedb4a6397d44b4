/// react-native-keyboard-controller's `KeyboardAwareScrollView` in insets mode (policy-formulas §3.8).
///
/// Source: kirillzyusko/react-native-keyboard-controller
/// `src/components/KeyboardAwareScrollView/index.tsx` and
/// `src/components/ScrollViewWithBottomPadding/index.tsx` at 1.22.4 (af130ca4). Fidelity: source.
/// A floating keyboard reaches it as height 0 (hidden); a missing `insetAdjustment` reads as
/// never, as React Native's scroll view sets it.
///
/// `ci.bottom = ii.bottom = b.bottom + kbH + extraKeyboardSpace`. With a text focus, `p` is the
/// caret's bottom (or the field's) in the window: below `vis - bottomOffset` (`vis = H - kbH`)
/// the view scrolls by `kbH - (H - p) + bottomOffset`; above the container it scrolls back up to
/// it. Hide scrolls back (or to the end when the content no longer reaches it).
public struct KeyboardControllerPolicy: EmulatedPolicy, Equatable {
    /// The wire name.
    static let name = "keyboardController"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.source
    /// How this system reads the request.
    static let reading = PolicyReading(ignoresFloatingKeyboard: true, missingAdjustmentIsNever: true)

    /// `bottomOffset` (0).
    public var bottomOffset: Double
    /// `extraKeyboardSpace` (0).
    public var extraKeyboardSpace: Double
    /// `disableScrollOnKeyboardHide` (false).
    public var disableScrollOnKeyboardHide: Bool

    /// Creates the policy.
    public init(bottomOffset: Double = 0, extraKeyboardSpace: Double = 0, disableScrollOnKeyboardHide: Bool = false) {
        self.bottomOffset = bottomOffset
        self.extraKeyboardSpace = extraKeyboardSpace
        self.disableScrollOnKeyboardHide = disableScrollOnKeyboardHide
    }

    /// The version the formulas were read at.
    var version: String { "1.22.4" }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] {
        [
            PolicyParameter("bottomOffset", .number(bottomOffset)),
            PolicyParameter("extraKeyboardSpace", .number(extraKeyboardSpace)),
            PolicyParameter("disableScrollOnKeyboardHide", .bool(disableScrollOnKeyboardHide)),
        ]
    }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        guard context.scrollable else { return context.unchanged(.scrollView, inert: true) }
        let c = context.frame
        let b = context.baseInset
        let o = context.offset.y
        let csh = context.contentHeight
        var offset = o
        var ci = b
        var target: Rect?
        var branch = 0
        var t = 0.0
        if let k = context.keyboard {
            let kbH = k.height
            let h = context.windowHeight
            ci.bottom = b.bottom + kbH + extraKeyboardSpace
            if let focus = context.textFocus {
                let f = focus.frame
                let e = context.caret.map { clamp($0.maxY - f.y, 0, f.height) } ?? f.height
                target = Rect(x: f.x, y: f.y, width: f.width, height: e)
                let p = context.windowRect(f, offsetY: o).minY + e
                let vis = h - kbH
                if vis - p <= bottomOffset {
                    branch = 1
                    offset = context.reactNativeClamp(o + nonNegative(kbH - (h - p) + bottomOffset), contentInset: ci)
                } else if p < c.y {
                    branch = 2
                    t = o + p - (vis - bottomOffset)
                    offset = context.reactNativeClamp(t, contentInset: ci)
                }
            }
        }
        let hidden: Double
        if offset + c.height - csh > 0 {
            hidden = context.reactNativeClamp(csh - c.height, contentInset: b)
        } else if disableScrollOnKeyboardHide {
            hidden = offset
        } else if branch == 1 {
            hidden = context.reactNativeClamp(o, contentInset: b)
        } else if branch == 2 {
            hidden = context.reactNativeClamp(t, contentInset: b)
        } else {
            hidden = offset
        }
        let after = context.hide(offsetY: hidden)
        if context.keyboardHidden {
            // It has just hidden here: the answer is the hide state.
            var out = context.unchanged(.scrollView)
            out.offset = hidden
            out.afterHide = after
            return out
        }
        return PolicyOutcome(
            strategy: .scrollView, contentInset: ci, scrollIndicatorInsets: ci, safeArea: context.safeArea,
            offset: offset, containerFrame: c, viewShift: 0, target: target, afterHide: after)
    }
}
