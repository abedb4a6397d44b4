/// SwiftUI's keyboard safe area (policy-formulas §3.5), modelled.
///
/// Sources: Apple's documentation of `SafeAreaRegions.keyboard` and `ignoresSafeArea`; the
/// scroll to a focused field is undocumented. Fidelity: modelled, all of it: measure on a device.
/// `insetAdjustment: never` is read as `.ignoresSafeArea()` (nothing changes); a floating
/// keyboard adds no safe area.
///
/// A scroll view keeps `ci = ii = b` and grows its safe-area bottom to `max(sa.bottom, overlap)`;
/// a `textField` focus is scrolled minimally into `T = A.top … L = C.height - A.bottom` without
/// padding (a `textView` is not scrolled). Anything else is moved by its alignment:
/// `Δ = max(0, overlap - sa.bottom)`, shifted 0, `Δ/2` or `Δ` for top, center, bottom.
public struct SwiftUIPolicy: EmulatedPolicy, Equatable {
    /// Where non-scrolling content sits in its frame.
    public enum ContentAlignment: String, Sendable, CaseIterable {
        /// Pinned to the top: the keyboard does not move it.
        case top
        /// Centred: moves by half the keyboard's extra safe area.
        case center
        /// Pinned to the bottom: moves by all of it.
        case bottom
    }

    /// The wire name.
    static let name = "swiftUI"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.modelled
    /// How this system reads the request.
    static let reading = PolicyReading(ignoresFloatingKeyboard: true)

    /// `contentAlignment` (`center`).
    public var contentAlignment: ContentAlignment

    /// Creates the policy.
    public init(contentAlignment: ContentAlignment = .center) {
        self.contentAlignment = contentAlignment
    }

    /// The version the formulas were read at.
    var version: String { "iOS 14" }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] {
        [PolicyParameter("contentAlignment", .string(contentAlignment.rawValue))]
    }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        let strategy: Strategy = context.scrollable ? .scrollView : .shiftView
        guard context.automatic else { return context.unchanged(strategy) }
        let c = context.frame
        let b = context.baseInset
        let a0 = context.baseAdjustedInset
        let o = context.offset.y
        guard context.scrollable else {
            let delta = nonNegative(context.overlap - context.safeArea.bottom)
            let shift: Double
            switch contentAlignment {
            case .top: shift = 0
            case .center: shift = delta / 2
            case .bottom: shift = delta
            }
            var out = context.unchanged(.shiftView)
            out.viewShift = shift
            out.containerFrame = c.offsetBy(dx: 0, dy: -shift)
            out.viewportInset = a0
            return out
        }
        var sa = context.safeArea
        sa.bottom = Swift.max(sa.bottom, context.overlap)
        let a = b + sa
        var offset = o
        var target: Rect?
        if let focus = context.focus, context.focusKind == .textField, !context.keyboardHidden {
            let f = focus.frame
            target = f
            let t = a.top
            let l = c.height - a.bottom
            var y = o
            if f.height > l - t {
                y = f.minY - t
            } else if f.maxY - o > l {
                y = f.maxY - l
            } else if f.minY - o < t {
                y = f.minY - t
            }
            offset = context.clampInset(y, adjusted: a, height: c.height)
        }
        let hidden = context.clampInset(offset, adjusted: a0, height: c.height)
        return PolicyOutcome(
            strategy: .scrollView, contentInset: b, scrollIndicatorInsets: b, safeArea: sa, offset: offset,
            containerFrame: c, viewShift: 0, target: target, afterHide: context.hide(offsetY: hidden),
            viewportInset: a0)
    }
}
