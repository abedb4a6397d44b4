/// The frame of `UIKeyboardLayoutGuide`, in window coordinates (semantics §5).
enum LayoutGuide {
    /// Docked: `{K.minX, K.minY, K.width, W.height - K.minY}` (the height floored at 0 for a
    /// window that ends above the keyboard). Floating with `followsUndockedKeyboard`: `K`.
    /// Hidden, or floating without it: the window's bottom safe area,
    /// `{0, W.height - WS.bottom, W.width, WS.bottom}`.
    static func frame(
        keyboard: KeyboardClassification, window: Window, followsUndockedKeyboard: Bool
    ) -> Rect {
        let w = window.frame
        let bottom = window.safeArea.bottom
        let resting = Rect(x: 0, y: w.height - bottom, width: w.width, height: bottom)
        guard let k = keyboard.frame else { return resting }
        switch keyboard.state {
        case .docked:
            return Rect(x: k.minX, y: k.minY, width: k.width, height: nonNegative(w.height - k.minY))
        case .floating:
            return followsUndockedKeyboard ? k : resting
        case .hidden:
            return resting
        }
    }
}
