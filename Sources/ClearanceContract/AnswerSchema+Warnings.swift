import KeyboardAvoidance

extension AnswerSchema {
    /// What each warning code means, as the document lists it: one line per ``WarningCode``
    /// (the switch is exhaustive, so a new code cannot go undocumented).
    package static func meaning(of code: WarningCode) -> String {
        switch code {
        case .keyboardHiddenZeroFrame:
            "The keyboard is shown with a zero-width or zero-height frame, so it counts as hidden."
        case .keyboardOffScreen: "The keyboard is shown with a frame that misses the screen, so it counts as hidden."
        case .keyboardShownWithoutFrame: "The keyboard is shown with no frame at all, so it counts as hidden."
        case .focusNotFound: "`focus` names no element."
        case .scrollTargetNotFound: "`options.scrollTarget` names no element."
        case .unusualAnimationCurve: "The animation curve is not one UIKit sends."
        case .anchorIgnoredByShiftView: "An anchor was given but shiftView does not scroll."
        case .containerNotScrollable: "scrollView was asked of a container that does not scroll."
        case .targetTallerThanBand: "The target is taller than the room between the top inset and the keyboard."
        case .targetClampedOffset: "The content cannot scroll far enough, so the target stays out of the band."
        case .floatingKeyboardCoversFocus: "A floating keyboard covers the focused element."
        case .floatingKeyboardCoversTarget: "A floating keyboard covers the scroll target."
        case .targetNotVisible: "The target is still not wholly visible after avoidance, for another reason."
        case .shiftMovesContentOffscreen:
            "shiftView pushed elements above the window, where they cannot be scrolled back."
        case .policyOptionIgnored:
            "An option of layout semantics (strategy, anchor, minimumDistance, scrollTarget) was given but the emulated policy ignores it; in compare, `options.policy` was given."
        case .policyNeedsScrollView: "The emulated policy needs a scroll view and does nothing on this container."
        case .keyboardIgnoredByPolicy: "The keyboard is docked or floating but the emulated policy reads it as hidden."
        case .offsetOutOfRange: "The emulated policy leaves the offset outside the scroll range of its answer."
        case .offsetOutOfRangeAfterHide:
            "After the keyboard hides, the offset is outside that state's range: not restored."
        case .focusNotVisible: "The focus is not wholly visible after the emulated policy acted."
        case .focusBehindPinnedView:
            "The focus or the scroll target is behind a pinned view after avoidance (semantics §3.4)."
        case .pinnedViewCovered:
            "A `bottom` pinned view is covered by the keyboard under scrollView: pin it to the keyboard."
        case .derivedFigure: "A device figure the answer used is derived by a rule, not measured (the device catalog)."
        case .assumedFigure:
            "A device figure the answer used is assumed, neither measured nor checked by a rule: iOS 27's keyboards are iOS 26's until measured, the iPhone Duo's the widest iPhone's."
        case .designDeviceAmbiguous: "A design's frame size is that of several devices; the answer is for the first."
        case .designDeviceNearest:
            "A design's frame size names no device: it is checked on the nearest by width, laid out again."
        case .designDeviceOlderIOS:
            "The design's device lacks figures for the requested iOS version; an older one's are used."
        case .designDeviceUnknown:
            "A design's frame names no device and the keyboard's frame is given: the frame is the screen."
        case .designFieldUnresolved: "A design check could not solve one field on one device."
        case .designFocusNotChosen: "A design has several text fields and none is drawn focused."
        case .designKeyboardDrawn: "A design draws a keyboard; it is left out, the device's own is placed."
        case .designManyFixed: "Many stacked layers of a design's scroll area are marked FIXED."
        case .designNoTextField: "No layer of a design reads as a text field."
        case .designOuterScrollIgnored: "A design's scroller lies in another scroller; only the inner is modelled."
        case .designResized: "A design's frame is laid out again on a window of another size (R8)."
        }
    }

    /// The `WarningCode` schema's description: every code and what it means.
    package static var warningCodeDoc: String {
        "A stable, machine-readable code:\n\n"
            + WarningCode.allCases.map { "* `\($0.rawValue)`: \(meaning(of: $0))" }.joined(separator: "\n")
    }
}
