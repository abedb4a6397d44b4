/// The warnings of an emulated policy's answer (policy-formulas §4).
extension Warning {
    static func policyOptionIgnored(_ policy: String, options: [String]) -> Warning {
        Warning(
            .policyOptionIgnored,
            "The \(policy) policy acts on the focus by its own rules, so \(options.joined(separator: ", ")) "
                + "\(options.count == 1 ? "is" : "are") ignored; drop \(options.count == 1 ? "it" : "them") or use "
                + "the clearance policy.")
    }

    static var policyOptionIgnoredInCompare: Warning {
        Warning(
            .policyOptionIgnored,
            "Compare runs the request under every listed policy, so options.policy is ignored; list policies in "
                + "\"policies\" instead.")
    }

    static func policyNeedsScrollView(_ policy: String) -> Warning {
        Warning(
            .policyNeedsScrollView,
            "The \(policy) policy only adjusts a vertical scroll view, so it does nothing to this container; make it scroll or "
                + "choose a policy that moves or resizes the view.")
    }

    static func keyboardIgnoredByPolicy(_ policy: String, state: KeyboardState) -> Warning {
        Warning(
            .keyboardIgnoredByPolicy,
            "The keyboard is \(state.rawValue) but \(policy) reads it as hidden, so nothing avoids it; check what "
                + "covers the focus on an iPad with an undocked keyboard.")
    }

    static func offsetOutOfRange(_ policy: String, offset: Double, range: (Double, Double)) -> Warning {
        Warning(
            .offsetOutOfRange,
            "The \(policy) policy sets the offset to \(points(offset)) pt, outside the scroll range \(points(range.0))…"
                + "\(points(range.1)) pt, so the content bounces back when touched.")
    }

    static func offsetOutOfRangeAfterHide(_ policy: String, offset: Double, range: (Double, Double)) -> Warning {
        Warning(
            .offsetOutOfRangeAfterHide,
            "After the keyboard hides, \(policy) leaves the offset at \(points(offset)) pt, outside the range "
                + "\(points(range.0))…\(points(range.1)) pt: not restored, the form shows blank space until touched.")
    }

    static func focusNotVisible(_ id: String, policy: String, state: VisibilityState) -> Warning {
        Warning(
            .focusNotVisible,
            "Under \(policy) the focused element '\(id)' ends \(state.rawValue); move it, or choose a policy that "
                + "brings it into view.")
    }
}
