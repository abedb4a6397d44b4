import KeyboardAvoidance

/// What a matrix found, per element, across the combinations it solved.
public struct MatrixSummary: Sendable, Equatable {
    /// How many combinations the matrix has.
    public var combinations: Int
    /// How many it solved.
    public var solved: Int
    /// How many it skipped for want of a catalog figure.
    public var skipped: Int
    /// One entry per element, in request order.
    public var elements: [ElementSummary]

    /// Creates a summary.
    public init(combinations: Int, solved: Int, skipped: Int, elements: [ElementSummary]) {
        self.combinations = combinations
        self.solved = solved
        self.skipped = skipped
        self.elements = elements
    }

    /// Summarises `cells` for the elements `ids`.
    public init(_ ids: [String], _ cells: [MatrixCell]) {
        var elements = ids.map { ElementSummary(id: $0) }
        var solved = 0
        for cell in cells {
            guard case .solved(let answer) = cell.outcome else { continue }
            solved += 1
            let label = cell.setup.label
            for (index, verdicts) in answer.elements.enumerated() where index < elements.count {
                elements[index].record(verdicts.after, in: label)
            }
        }
        self.init(combinations: cells.count, solved: solved, skipped: cells.count - solved, elements: elements)
    }
}

/// Where one element ends badly after avoidance, across a matrix.
///
/// Each list holds combination labels (`device/orientation/keyboard`), in matrix order, for the
/// element's **after** verdict: its state, and separately whether it is reachable.
public struct ElementSummary: Sendable, Equatable {
    /// The element's id.
    public var id: String
    /// Combinations where it ends wholly under the keyboard.
    public var covered: [String] = []
    /// Combinations where it ends partly under the keyboard.
    public var partiallyCovered: [String] = []
    /// Combinations where it ends partly outside the viewport.
    public var clipped: [String] = []
    /// Combinations where it ends wholly outside the viewport.
    public var offscreen: [String] = []
    /// Combinations where the user cannot scroll it wholly into view.
    public var unreachable: [String] = []
    /// The combination where it fares worst, or `nil` when no combination was solved.
    public var worst: WorstCase?

    /// Creates an empty summary for the element `id`.
    public init(id: String) {
        self.id = id
    }

    /// Whether the element ends visible and reachable in every solved combination.
    public var isClear: Bool {
        covered.isEmpty && partiallyCovered.isEmpty && clipped.isEmpty && offscreen.isEmpty && unreachable.isEmpty
    }

    mutating func record(_ verdict: Verdict, in label: String) {
        switch verdict.state {
        case .visible: break
        case .covered: covered.append(label)
        case .partiallyCovered: partiallyCovered.append(label)
        case .clipped: clipped.append(label)
        case .offscreen: offscreen.append(label)
        }
        if !verdict.reachable { unreachable.append(label) }
        let candidate = WorstCase(combination: label, verdict: verdict)
        if worst.map({ candidate.isWorse(than: $0) }) ?? true { worst = candidate }
    }
}

/// The combination in which an element fares worst.
public struct WorstCase: Sendable, Equatable {
    /// Its label, `device/orientation/keyboard`.
    public var combination: String
    /// The element's after verdict there.
    public var verdict: Verdict

    /// Creates a worst case.
    public init(combination: String, verdict: Verdict) {
        self.combination = combination
        self.verdict = verdict
    }

    /// Ranks verdicts: less visible is worse; at equal visibility, unreachable is worse, then more
    /// covered. A tie is not worse, so the first combination in matrix order keeps the place.
    func isWorse(than other: WorstCase) -> Bool {
        let a = verdict
        let b = other.verdict
        if a.visibleFraction != b.visibleFraction { return a.visibleFraction < b.visibleFraction }
        if a.reachable != b.reachable { return !a.reachable }
        return a.coveredFraction > b.coveredFraction
    }
}
