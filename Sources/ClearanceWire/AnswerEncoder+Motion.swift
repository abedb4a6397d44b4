import ClearanceJSON
import KeyboardAvoidance

/// The animation's members after `settleDuration` (`spring`, `cubicBezier`, `cssEasing`), the
/// animation's `}` and the elements' `,"elements":[`, as bytes: made once for each of the five
/// motions the engine answers, so an answer copies them rather than formatting 41 numbers.
enum MotionText {
    /// How many points the keyboard's CSS `linear()` has: every 12.5 ms over its 0.5 s, which
    /// keeps the piecewise-linear easing within 1% of the spring (its largest second derivative,
    /// ω₀² ≈ 333 s⁻², bounds the error by h²·ω₀²/8 ≈ 0.65%).
    static let easingPoints = 41

    static let keyboard = text(for: .keyboard)
    static let named: [[UInt8]] = [0, 1, 2, 3].map { text(for: KeyboardMotion(curve: $0, duration: 0)) }

    /// The text for `motion`: a cached one when it is one of the engine's motions (which every
    /// solved answer holds), else made now.
    static func tail(for motion: KeyboardMotion) -> [UInt8] {
        switch motion.easing {
        case .keyboardSpring
        where motion.spring == KeyboardMotion.keyboard.spring
            && motion.cubicBezier == KeyboardMotion.keyboard.cubicBezier:
            return keyboard
        case .easeInOut, .easeIn, .easeOut, .linear:
            let index = [KeyboardMotion.Easing.easeInOut, .easeIn, .easeOut, .linear].firstIndex(of: motion.easing)!
            let canonical = KeyboardMotion(curve: index, duration: motion.settleDuration)
            if motion.spring == nil && motion.cubicBezier == canonical.cubicBezier { return named[index] }
            return text(for: motion)
        default:
            return text(for: motion)
        }
    }

    /// `,"spring":{…}|null,"cubicBezier":[x1,y1,x2,y2],"cssEasing":"…"},"elements":[`.
    static func text(for motion: KeyboardMotion) -> [UInt8] {
        var w = JSONWriter(capacity: 1024)
        w.raw(",\"spring\":")
        if let spring = motion.spring {
            w.raw("{\"mass\":")
            w.number(spring.mass)
            w.raw(",\"stiffness\":")
            w.number(spring.stiffness)
            w.raw(",\"damping\":")
            w.number(spring.damping)
            w.raw(",\"initialVelocity\":")
            w.number(spring.initialVelocity)
            w.raw("}")
        } else {
            w.raw("null")
        }
        let b = motion.cubicBezier
        w.raw(",\"cubicBezier\":[")
        for (i, v) in [b.x1, b.y1, b.x2, b.y2].enumerated() {
            if i > 0 { w.raw(",") }
            w.number(v)
        }
        w.raw("],\"cssEasing\":")
        w.string(cssEasing(for: motion))
        w.raw("},\"elements\":[")
        var bytes: [UInt8] = []
        w.copy(into: &bytes)
        return bytes
    }

    /// The CSS easing of `motion`: a named curve's keyword, or the spring as `linear()` with
    /// ``easingPoints`` points to four decimals.
    static func cssEasing(for motion: KeyboardMotion) -> String {
        switch motion.easing {
        case .easeInOut: return "ease-in-out"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .linear: return "linear"
        case .keyboardSpring:
            let points = motion.samples(easingPoints).map { value -> String in
                let tenThousandths = Int((value * 10_000).rounded())
                if tenThousandths == 0 { return "0" }
                if tenThousandths == 10_000 { return "1" }
                var digits = String(tenThousandths)
                while digits.count < 4 { digits = "0" + digits }
                while digits.hasSuffix("0") { digits.removeLast() }
                return "0." + digits
            }
            return "linear(" + points.joined(separator: ", ") + ")"
        }
    }
}
