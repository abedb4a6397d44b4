/// The warnings the solver raises, each a sentence a designer can act on.
///
/// Messages name the element and the figures involved; building one allocates, but warnings are
/// rare and the common answer carries none.
extension Warning {
    /// A warning with a ``WarningCode``.
    public init(_ code: WarningCode, _ message: String, subject: String? = nil) {
        self.init(code: code.rawValue, message: message, subject: subject)
    }

    static func keyboardHidden(_ reason: KeyboardHiddenReason) -> Warning? {
        switch reason {
        case .requested:
            return nil
        case .noFrame:
            return Warning(
                .keyboardShownWithoutFrame,
                "The keyboard is marked shown but has no frame, so nothing avoids it; pass its end frame, "
                    + "height or userInfo.")
        case .zeroSize:
            return Warning(
                .keyboardHiddenZeroFrame,
                "The keyboard frame has zero width or height (as \"Prefer Cross-Fade Transitions\" sends), so it is "
                    + "treated as hidden; take the frame from keyboardLayoutGuide or a later notification.")
        case .offScreen:
            return Warning(
                .keyboardOffScreen,
                "The keyboard frame lies outside the screen, so it is treated as hidden; check that it is the end "
                    + "frame in screen coordinates.")
        }
    }

    static func focusNotFound(_ id: String) -> Warning {
        Warning(
            .focusNotFound,
            "No element has the focus id '\(id)', so nothing is scrolled for it; add that element or fix the id.")
    }

    static func scrollTargetNotFound(_ id: String) -> Warning {
        Warning(
            .scrollTargetNotFound,
            "No element has the scrollTarget id '\(id)', so nothing is scrolled into view; add that element or fix "
                + "the id.")
    }

    static func unusualAnimationCurve(_ curve: Int) -> Warning {
        Warning(
            .unusualAnimationCurve,
            "The animation curve \(curve) is not one UIKit sends (0–3, or 7 for the keyboard); check the logged "
                + "UIKeyboardAnimationCurveUserInfoKey.")
    }

    static var anchorIgnoredByShiftView: Warning {
        Warning(
            .anchorIgnoredByShiftView,
            "The shiftView strategy moves the whole view and does not scroll, so the anchor is ignored; use scrollView or "
                + "resizeView to align the target.")
    }

    static var containerNotScrollable: Warning {
        Warning(
            .containerNotScrollable,
            "The container does not scroll, so scrollView only computes insets and nothing moves; use shiftView or "
                + "resizeView, or make the container scroll.")
    }

    static func targetTallerThanBand(_ id: String, height: Double, room: Double) -> Warning {
        Warning(
            .targetTallerThanBand,
            "'\(id)' is \(points(height)) pt tall but only \(points(room)) pt fit between the "
                + "top inset and the keyboard gap (or the bottom inset, when higher), so only its top is shown; give it "
                + "a caret rect or make it shorter.")
    }

    static func targetClampedOffset(_ id: String, wanted: Double, got: Double) -> Warning {
        Warning(
            .targetClampedOffset,
            "The content cannot scroll far enough to bring '\(id)' clear of the keyboard (offset "
                + "\(points(wanted)) pt wanted, \(points(got)) pt allowed); add bottom content inset or content "
                + "below it, or lower minimumDistance.")
    }

    static func floatingKeyboardCovers(_ id: String, focus: Bool, fraction: Double) -> Warning {
        let percent = points(fraction * 100)
        return Warning(
            focus ? .floatingKeyboardCoversFocus : .floatingKeyboardCoversTarget,
            "The floating keyboard covers \(percent)% of the \(focus ? "focused element" : "scroll target") "
                + "'\(id)' and no strategy avoids a floating keyboard; move the field or let the user move the "
                + "keyboard.")
    }

    static func targetNotVisible(_ id: String, state: VisibilityState, strategy: Strategy) -> Warning {
        Warning(
            .targetNotVisible,
            "'\(id)' is still \(state.rawValue) after \(strategy.rawValue); check its frame against the container's, "
                + "or try another strategy.")
    }

    static func shiftMovesContentOffscreen(firstID: String, count: Int, shift: Double) -> Warning {
        let others = count > 1 ? " and \(count - 1) more element\(count > 2 ? "s" : "")" : ""
        return Warning(
            .shiftMovesContentOffscreen,
            "Shifting the view up \(points(shift)) pt pushes '\(firstID)'\(others) above the window, where it "
                + "cannot be scrolled back; use scrollView or resizeView, or lower minimumDistance.")
    }

    /// A point value for a message: whole numbers without a fraction, others to one decimal.
    ///
    /// Rounds through `Int64` only below 1e14, where the conversion cannot trap; needs no libm.
    static func points(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e14 else { return "\(value)" }
        let tenths = Int64(value * 10 + (value < 0 ? -0.5 : 0.5))
        if tenths % 10 == 0 { return "\(tenths / 10)" }
        return "\(Double(tenths) / 10)"
    }
}
