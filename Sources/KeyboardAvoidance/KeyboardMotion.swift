/// How the keyboard and what rides on it actually move, for a renderer (docs/semantics.md §5,
/// "The keyboard's motion").
///
/// UIKit's notification says 0.25 s and curve 7, an undocumented curve; UIKit runs curve 7 as a
/// spring that settles in about 0.5 s, so a web tool that animates over the notification's 0.25 s
/// moves twice as fast as iOS. The named curves 0–3 (`UIView.AnimationCurve`) keep their own
/// easing over the given duration.
public struct KeyboardMotion: Sendable, Equatable {
    /// The easing the motion follows.
    public enum Easing: String, Sendable, CaseIterable {
        /// The keyboard's curve 7: a critically damped spring settling in 0.5 s.
        case keyboardSpring
        /// `UIView.AnimationCurve.easeInOut` (0), CSS `ease-in-out`.
        case easeInOut
        /// `UIView.AnimationCurve.easeIn` (1), CSS `ease-in`.
        case easeIn
        /// `UIView.AnimationCurve.easeOut` (2), CSS `ease-out`.
        case easeOut
        /// `UIView.AnimationCurve.linear` (3).
        case linear
    }

    /// A spring's parameters, as a renderer's spring (Figma's `CUSTOM_SPRING`, SwiftUI's
    /// `interpolatingSpring`, CSS via ``KeyboardMotion/progress(at:)``) takes them.
    public struct Spring: Sendable, Equatable {
        /// Mass.
        public var mass: Double
        /// Stiffness.
        public var stiffness: Double
        /// Damping: `2·√(stiffness·mass)`, critical.
        public var damping: Double
        /// The starting velocity.
        public var initialVelocity: Double
    }

    /// A cubic Bézier timing function, `cubic-bezier(x1, y1, x2, y2)`.
    public struct CubicBezier: Sendable, Equatable {
        public var x1: Double, y1: Double, x2: Double, y2: Double

        /// The curve's y at time fraction `x` in [0, 1] (bisection on x(s), then y(s)).
        public func value(at x: Double) -> Double {
            let x = clamp(x, 0, 1)
            func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
                let u = 1 - s
                return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
            }
            var low = 0.0
            var high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
            }
            return bezier((low + high) / 2, y1, y2)
        }
    }

    /// The easing.
    public var easing: Easing
    /// How long the motion takes to come to rest, in seconds.
    public var settleDuration: Double
    /// The spring, for the keyboard's curve; `nil` for a named curve.
    public var spring: Spring?
    /// A cubic Bézier of the motion: the keyboard's published fit, or the named curve's own.
    public var cubicBezier: CubicBezier

    /// The keyboard's motion: mass 3 and stiffness 1000 (what UIKit's keyboard
    /// `CASpringAnimation` holds), critically damped (`damping = 2·√3000 ≈ 109.5`), settling in
    /// 0.5 s; its Bézier fit is (0.38, 0.7, 0.125, 1) over the same 0.5 s. (UIKit's own
    /// animation reports damping 500, which a textbook solver reads as overdamped, 39% at 0.25 s;
    /// the observed motion is the critically damped one, docs/semantics.md §5.)
    public static let keyboard = KeyboardMotion(
        easing: .keyboardSpring, settleDuration: 0.5,
        spring: Spring(mass: 3, stiffness: 1000, damping: 2 * (3000.0).squareRoot(), initialVelocity: 0),
        cubicBezier: CubicBezier(x1: 0.38, y1: 0.7, x2: 0.125, y2: 1))

    /// The motion of a notification's curve and duration: curve 0–3 is that named curve over
    /// `duration`; any other (7, the keyboard's, and curves UIKit does not send, which the answer
    /// warns about) is the keyboard's spring.
    public init(curve: Int, duration: Double) {
        let named: (Easing, CubicBezier)?
        switch curve {
        case 0: named = (.easeInOut, CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        case 1: named = (.easeIn, CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        case 2: named = (.easeOut, CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        case 3: named = (.linear, CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
        default: named = nil
        }
        if let (easing, bezier) = named {
            self.init(easing: easing, settleDuration: nonNegative(duration), spring: nil, cubicBezier: bezier)
        } else {
            self = .keyboard
        }
    }

    /// Creates a motion.
    public init(easing: Easing, settleDuration: Double, spring: Spring?, cubicBezier: CubicBezier) {
        self.easing = easing
        self.settleDuration = settleDuration
        self.spring = spring
        self.cubicBezier = cubicBezier
    }

    /// How far along the motion is at `t` seconds, from 0 (start) to 1 (at rest): the critically
    /// damped spring `1 − (1 + ω₀t)·e^(−ω₀t)`, `ω₀ = √(stiffness/mass)`, for the keyboard; the
    /// named curve's Bézier over ``settleDuration`` otherwise. 1 from ``settleDuration`` on.
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < settleDuration else { return 1 }
        if let spring {
            let omega = (spring.stiffness / spring.mass).squareRoot()
            return clamp(1 - (1 + omega * t) * exponential(-omega * t), 0, 1)
        }
        return cubicBezier.value(at: t / settleDuration)
    }

    /// ``progress(at:)`` at `count` evenly spaced times from 0 to ``settleDuration``, the last
    /// forced to 1 (the motion comes to rest there): the points of a CSS `linear()` easing.
    public func samples(_ count: Int) -> [Double] {
        let n = Swift.max(count, 2)
        return (0..<n).map { i in i == n - 1 ? 1 : progress(at: settleDuration * Double(i) / Double(n - 1)) }
    }
}

/// `e^x` without the platform's libm (the engine imports nothing): range-reduced by halving,
/// a Taylor series, then squared back; exact to about 1e-15 relative for |x| ≤ 50.
func exponential(_ x: Double) -> Double {
    guard x.isFinite else { return x > 0 ? .infinity : 0 }
    if x < -700 { return 0 }
    var r = x
    var halvings = 0
    while abs(r) > 0.5 {
        r /= 2
        halvings += 1
    }
    var term = 1.0
    var sum = 1.0
    for k in 1...20 {
        term *= r / Double(k)
        sum += term
    }
    for _ in 0..<halvings { sum *= sum }
    return sum
}
