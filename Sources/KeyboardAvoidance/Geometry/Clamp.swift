/// Clamps `value` into `[lower, upper]`.
///
/// NaN goes to `lower`, so the result is never NaN when the bounds are not. When
/// `lower <= upper` the result always lies in `[lower, upper]`.
@inlinable func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    if !(value >= lower) { return lower }
    if value > upper { return upper }
    return value
}

/// `value` when it is positive, else 0 (NaN included); the result is never negative or NaN.
@inlinable func nonNegative(_ value: Double) -> Double {
    value > 0 ? value : 0
}

/// Whether `a <= b` up to a relative tolerance of 1e-9 (absolute 1e-9 near zero).
///
/// False whenever either side is NaN, so a degenerate value never passes a check.
///
/// `a <= b` with `b > -∞` answers true without the tolerance: adding the positive tolerance to
/// such a `b` never gives less than `b` (nor NaN). `b = -∞` takes the full formula, where
/// `-∞ + ∞` is NaN and the answer false.
@inlinable func approximatelyAtMost(_ a: Double, _ b: Double) -> Bool {
    if a <= b, b > -Double.infinity { return true }
    let scale = Swift.max(1, Swift.max(a.magnitude, b.magnitude))
    return a <= b + 1e-9 * scale
}
