extension AnimationAnswer {
    /// Passes a keyboard notification's animation through, with `options = curve << 16`
    /// (`UIView.AnimationOptions(rawValue: curve << 16)` reproduces the keyboard's curve).
    ///
    /// The shift wraps (`&<<`) instead of trapping, so it is exact for `0 <= curve < 2^47`, which
    /// holds every curve UIKit sends, and never traps on any other value.
    init(passingThrough animation: KeyboardAnimation) {
        self.init(duration: animation.duration, curve: animation.curve, options: animation.curve &<< 16)
    }
}
