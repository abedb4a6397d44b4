/// Flutter: the `Scaffold` body shrinks by the keyboard's view inset and the focused
/// `EditableText` shows its caret plus `scrollPadding` (policy-formulas §3.9).
///
/// Sources: flutter/flutter `engine/…/ios/framework/Source/FlutterKeyboardInsetManager.mm`
/// (dcaa01e2), `packages/flutter/lib/src/material/scaffold.dart` (42e660fa),
/// `…/widgets/editable_text.dart` (c1a4afb0), `…/rendering/viewport.dart` (001fc4d5). Fidelity:
/// source. Modelled: a position rests in range after the re-layout. Flutter has no content
/// inset (its range is `[0, max(0, csh - height)]`), starts at offset 0, and reads a floating
/// keyboard as hidden. The Cupertino handle needs the text's line height: without a caret its
/// term is 0.
///
/// `h' = max(0, min(C.maxY, H - vi) - C.y)`, `vi = h(K ∩ Wb)`. The reveal range is
/// `t = r.minY - scrollPadding.top … u = r.maxY + max(handle, scrollPadding.bottom)`, applied
/// for the full height, then for `h'`; the result is clamped into the new range.
public struct FlutterPolicy: EmulatedPolicy, Equatable {
    /// Which selection handles the text field draws (they enlarge the rect to reveal).
    public enum Handles: String, Sendable, CaseIterable {
        /// Cupertino: half the handle's height below the line.
        case cupertino
        /// Material: 39 points.
        case material
    }

    /// The wire name.
    static let name = "flutter"
    /// How far the formulas can be trusted.
    static let fidelity = PolicyFidelity.source
    /// How this system reads the request.
    static let reading = PolicyReading.android

    /// `Scaffold.resizeToAvoidBottomInset` (true).
    public var resizeToAvoidBottomInset: Bool
    /// `EditableText.scrollPadding` (20 on every edge).
    public var scrollPadding: EdgeInsets
    /// `handles` (`cupertino`).
    public var handles: Handles

    /// Creates the policy.
    public init(
        resizeToAvoidBottomInset: Bool = true,
        scrollPadding: EdgeInsets = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20),
        handles: Handles = .cupertino
    ) {
        self.resizeToAvoidBottomInset = resizeToAvoidBottomInset
        self.scrollPadding = scrollPadding
        self.handles = handles
    }

    /// The version the formulas were read at.
    var version: String { "main@dcaa01e" }

    /// Every parameter, defaults filled.
    func parameters(in context: PolicyContext) -> [PolicyParameter] {
        [
            PolicyParameter("resizeToAvoidBottomInset", .bool(resizeToAvoidBottomInset)),
            PolicyParameter("scrollPadding", .insets(scrollPadding)),
            PolicyParameter("handles", .string(handles.rawValue)),
        ]
    }

    /// What the system sets for this request.
    func apply(_ context: PolicyContext) -> PolicyOutcome {
        let c = context.frame
        let strategy: Strategy = resizeToAvoidBottomInset ? .resizeView : .scrollView
        var out = context.unchanged(strategy)
        out.contentInset = .zero
        out.scrollIndicatorInsets = .zero
        let o = context.offset.y
        let hideOffset = context.scrollable ? context.clampNoInset(o, height: c.height) : o
        out.afterHide = context.hide(offsetY: hideOffset, contentInset: .zero)
        guard let k = context.keyboard else {
            out.offset = hideOffset
            return out
        }
        let vi = k.intersection(context.windowBounds)?.height ?? 0
        // Pinned views stacked on the keyboard: `H - vi` becomes `min(H - vi, Ktop)` (§3.13).
        let bodyEnd = Swift.min(context.windowHeight - vi, context.stackTop ?? .infinity)
        let height = resizeToAvoidBottomInset ? nonNegative(Swift.min(c.maxY, bodyEnd) - c.y) : c.height
        out.containerFrame.height = height
        out.safeArea.bottom = nonNegative(context.safeArea.bottom - (c.height - height))
        guard context.scrollable else { return out }
        var y = o
        if let focus = context.textFocus {
            let caret = context.caret
            let r = caret ?? focus.frame
            out.target = r
            let handle: Double
            switch handles {
            case .material: handle = 39
            case .cupertino:
                if let caret {
                    let line = caret.height - 2
                    handle = Swift.max(line + 10.5, 48) / 2 - line / 2
                } else {
                    handle = 0
                }
            }
            let top = r.minY - scrollPadding.top
            let bottom = r.maxY + Swift.max(handle, scrollPadding.bottom)
            for e in [c.height, height] {
                let lo = Swift.min(top, bottom - e)
                let hi = Swift.max(top, bottom - e)
                if y > hi {
                    y = context.clampNoInset(hi, height: e)
                } else if y < lo {
                    y = context.clampNoInset(lo, height: e)
                }
            }
        }
        out.offset = context.clampNoInset(y, height: height)
        out.afterHide = context.hide(offsetY: context.clampNoInset(out.offset, height: c.height), contentInset: .zero)
        return out
    }
}
