import DeviceCatalog
import KeyboardAvoidance

/// How the focus fares against the keyboard across a matrix: in how many combinations it ends
/// visible with at least `minimumDistance` above the keyboard, and the combination where it fares
/// worst.
///
/// The gap is measured on the focus's frame after avoidance: the docked keyboard's top minus the
/// frame's bottom, in window coordinates (negative when the keyboard reaches over it). A
/// combination with no docked keyboard (hidden, or floating, which no strategy avoids) has no gap:
/// there the focus meets the mark when it is visible.
public struct FocusSummary: Sendable, Equatable {
    /// The focus's id.
    public var id: String
    /// The gap the request asks for (`options.minimumDistance`).
    public var minimumDistance: Double
    /// Combinations where the focus ends visible with at least ``minimumDistance`` between it and
    /// a docked keyboard.
    public var visibleWithMinimumDistance = 0
    /// The combination where the focus fares worst, or `nil` when none was solved.
    public var worst: FocusCase?

    /// Creates an empty summary for the focus `id`.
    init(id: String, minimumDistance: Double) {
        self.id = id
        self.minimumDistance = minimumDistance
    }

    /// Counts one combination: the focus's after verdict and its `frame` (content coordinates)
    /// placed by `answer`.
    mutating func record(_ verdict: Verdict, frame: Rect, in answer: LayoutAnswer, label: String) {
        var gap: Double?
        if answer.keyboard.state == .docked, let keyboard = answer.keyboard.frame {
            let bottom = frame.maxY + answer.containerFrame.y - answer.contentOffset.y
            gap = keyboard.minY - bottom
        }
        let candidate = FocusCase(combination: label, verdict: verdict, gap: gap, minimumDistance: minimumDistance)
        if candidate.meetsMinimumDistance { visibleWithMinimumDistance += 1 }
        if worst.map({ candidate.isWorse(than: $0) }) ?? true { worst = candidate }
    }
}

/// The focus in one combination: its after verdict and its gap to the keyboard.
public struct FocusCase: Sendable, Equatable {
    /// Its label, `device/orientation/keyboard`.
    public var combination: String
    /// The focus's after verdict there.
    public var verdict: Verdict
    /// The docked keyboard's top minus the focus's bottom, in points (negative when the keyboard
    /// reaches over it); `nil` with no docked keyboard.
    public var gap: Double?
    /// Whether the focus is visible there with at least the minimum distance above a docked
    /// keyboard (or visible with none), up to 1e-6 pt of rounding.
    var meetsMinimumDistance: Bool

    /// Creates a case, judging it against `minimumDistance`.
    init(combination: String, verdict: Verdict, gap: Double?, minimumDistance: Double) {
        self.combination = combination
        self.verdict = verdict
        self.gap = gap
        self.meetsMinimumDistance = verdict.state == .visible && (gap.map { $0 >= minimumDistance - 1e-6 } ?? true)
    }

    /// Ranks cases, worse first: one that misses the mark (not visible, or closer than the
    /// minimum distance) is worse than one that meets it; then the lower visible fraction; then
    /// the smaller gap (no gap counts as the largest). A tie is not worse, so the first
    /// combination in matrix order keeps the place.
    func isWorse(than other: FocusCase) -> Bool {
        if meetsMinimumDistance != other.meetsMinimumDistance { return !meetsMinimumDistance }
        if verdict.visibleFraction != other.verdict.visibleFraction {
            return verdict.visibleFraction < other.verdict.visibleFraction
        }
        return (gap ?? .infinity) < (other.gap ?? .infinity)
    }
}
