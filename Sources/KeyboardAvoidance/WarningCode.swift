/// The stable, machine-readable codes of ``Warning``; the raw value is what the answer carries.
public enum WarningCode: String, Sendable, CaseIterable {
    /// The keyboard is shown with a zero-width or zero-height frame, so it counts as hidden.
    case keyboardHiddenZeroFrame
    /// The keyboard is shown with a frame that misses the screen, so it counts as hidden.
    case keyboardOffScreen
    /// The keyboard is shown with no frame at all, so it counts as hidden.
    case keyboardShownWithoutFrame
    /// `focus` names no element.
    case focusNotFound
    /// `options.scrollTarget` names no element.
    case scrollTargetNotFound
    /// The animation curve is not one UIKit sends.
    case unusualAnimationCurve
    /// An anchor was given but shiftView does not scroll.
    case anchorIgnoredByShiftView
    /// scrollView was asked of a container that does not scroll.
    case containerNotScrollable
    /// The target is taller than the room between the top inset and the keyboard.
    case targetTallerThanBand
    /// The content cannot scroll far enough, so the target stays out of the band.
    case targetClampedOffset
    /// A floating keyboard covers the focused element.
    case floatingKeyboardCoversFocus
    /// A floating keyboard covers the scroll target.
    case floatingKeyboardCoversTarget
    /// The target is still not wholly visible after avoidance, for another reason.
    case targetNotVisible
    /// shiftView pushed elements above the window, where they cannot be scrolled back.
    case shiftMovesContentOffscreen
    /// An option of layout semantics (strategy, anchor, minimumDistance, scrollTarget) was given
    /// but the emulated policy ignores it; in compare, `options.policy` was given.
    case policyOptionIgnored
    /// The emulated policy needs a scroll view and does nothing on this container.
    case policyNeedsScrollView
    /// The keyboard is docked or floating but the emulated policy reads it as hidden.
    case keyboardIgnoredByPolicy
    /// The emulated policy leaves the offset outside the scroll range of its answer.
    case offsetOutOfRange
    /// After the keyboard hides, the offset is outside that state's range: not restored.
    case offsetOutOfRangeAfterHide
    /// The focus is not wholly visible after the emulated policy acted.
    case focusNotVisible
    /// The focus or the scroll target is behind a pinned view after avoidance (semantics §3.4).
    case focusBehindPinnedView
    /// A `bottom` pinned view is covered by the keyboard under scrollView: pin it to the keyboard.
    case pinnedViewCovered

    // Warnings of the design mapping and the device catalog (docs/designs.md, docs/devices.md).
    /// A device figure the answer used is derived by a rule, not measured (``DeviceCatalog``).
    case derivedFigure
    /// A device figure the answer used is assumed, neither measured nor checked by a rule: iOS
    /// 27's keyboards are iOS 26's until measured, the iPhone Duo's the widest iPhone's.
    case assumedFigure
    /// A design's frame size is that of several devices; the answer is for the first.
    case designDeviceAmbiguous
    /// A design's frame size names no device: it is checked on the nearest by width, laid out again.
    case designDeviceNearest
    /// The design's device lacks figures for the requested iOS version; an older one's are used.
    case designDeviceOlderIOS
    /// A design's frame names no device and the keyboard's frame is given: the frame is the screen.
    case designDeviceUnknown
    /// A design check could not solve one field on one device.
    case designFieldUnresolved
    /// A design has several text fields and none is drawn focused.
    case designFocusNotChosen
    /// A design draws a keyboard; it is left out, the device's own is placed.
    case designKeyboardDrawn
    /// Many stacked layers of a design's scroll area are marked FIXED.
    case designManyFixed
    /// No layer of a design reads as a text field.
    case designNoTextField
    /// A design's scroller lies in another scroller; only the inner is modelled.
    case designOuterScrollIgnored
    /// A design's frame is laid out again on a window of another size (R8).
    case designResized
}
