import KeyboardAvoidance

extension LayoutAnswer {
    /// The verdicts of the element `id`.
    func verdicts(_ id: String) -> ElementVerdicts? {
        elements.first { $0.id == id }
    }

    /// The warning codes, in order.
    var codes: [String] { warnings.map(\.code) }
}

/// Whether two numbers agree to 1e-9 (relative, absolute near zero).
func close(_ a: Double, _ b: Double) -> Bool {
    (a - b).magnitude <= 1e-9 * max(1, a.magnitude, b.magnitude)
}
