import DeviceCatalog
import KeyboardAvoidance

/// What a matrix found, per element, across the combinations it solved.
public struct MatrixSummary: Sendable, Equatable {
    /// How many combinations the matrix has.
    public var combinations: Int
    /// How many it solved.
    public var solved: Int
    /// How many it skipped for want of a catalog figure.
    public var skipped: Int
    /// Of the solved, how many used measured figures only.
    public var measured: Int = 0
    /// Of the solved, how many used a derived figure (and no assumed one).
    public var derived: Int = 0
    /// Of the solved, how many used an assumed figure (iOS 27's keyboards, the iPhone Duo's).
    public var assumed: Int = 0
    /// The skipped, by reason, in ``MatrixCell/SkipReason`` order.
    public var skippedFor: [(reason: MatrixCell.SkipReason, count: Int)] = MatrixCell.SkipReason.allCases.map {
        ($0, 0)
    }
    /// One entry per element, in request order.
    public var elements: [ElementSummary]
    /// How the focus fares against the keyboard, or `nil` when the request has no focus.
    public var focus: FocusSummary?

    /// Creates a summary.
    init(
        combinations: Int, solved: Int, skipped: Int, elements: [ElementSummary], focus: FocusSummary? = nil
    ) {
        self.combinations = combinations
        self.solved = solved
        self.skipped = skipped
        self.elements = elements
        self.focus = focus
    }

    /// Summarises `cells` for the elements `ids`, with no focus (and no pinned views).
    init(_ ids: [String], _ cells: [MatrixCell]) {
        self.init(ids, cells, focus: nil, headers: [])
    }

    /// Summarises `cells` for the template's elements and its focus (keeping the template's
    /// `minimumDistance` to the keyboard).
    init(_ template: RequestDraft, _ cells: [MatrixCell]) {
        let ids = template.elements.map(\.id)
        var focus: (index: Int, frame: Rect, distance: Double)?
        if let id = template.focus, let index = ids.firstIndex(of: id) {
            focus = (index, template.elements[index].frame, template.options.minimumDistance)
        }
        let headers = Set(template.pinned.indices.filter { template.pinned[$0].pin == .none })
        self.init(ids, cells, focus: focus, headers: headers)
    }

    /// `headers`: the indices of the pinned views tied to nothing (`pin: none`: a sticky header, a
    /// top bar), which hide what scrolls under them rather than cover it (``Verdict/countedForSummary(headers:)``).
    private init(
        _ ids: [String], _ cells: [MatrixCell], focus: (index: Int, frame: Rect, distance: Double)?, headers: Set<Int>
    ) {
        var elements = ids.map { ElementSummary(id: $0) }
        var focusSummary = focus.map { FocusSummary(id: ids[$0.index], minimumDistance: $0.distance) }
        if let focus { elements[focus.index].isFocus = true }
        var solved = 0
        for cell in cells {
            guard case .solved(let answer) = cell.outcome else { continue }
            solved += 1
            let label = cell.setup.label
            for (index, verdicts) in answer.elements.enumerated() where index < elements.count {
                elements[index].record(verdicts.after.countedForSummary(headers: headers), in: label)
            }
            if let focus, answer.elements.indices.contains(focus.index) {
                let verdict = answer.elements[focus.index].after.countedForSummary(headers: headers)
                focusSummary?.record(verdict, frame: focus.frame, in: answer, label: label)
            }
        }
        self.init(
            combinations: cells.count, solved: solved, skipped: cells.count - solved, elements: elements,
            focus: focusSummary)
        derived = cells.count { $0.provenance == .derived }
        assumed = cells.count { $0.provenance == .assumed }
        measured = solved - derived - assumed
        skippedFor = MatrixCell.SkipReason.allCases.map { reason in (reason, cells.count { $0.skipReason == reason }) }
    }

    public static func == (a: MatrixSummary, b: MatrixSummary) -> Bool {
        a.combinations == b.combinations && a.solved == b.solved && a.skipped == b.skipped
            && a.measured == b.measured && a.derived == b.derived && a.assumed == b.assumed && a.elements == b.elements
            && a.focus == b.focus
            && a.skippedFor.map(\.count) == b.skippedFor.map(\.count)
    }
}

extension Verdict {
    /// The verdict as a summary counts it: `covered` means covered by the keyboard or by a pinned
    /// view tied to the bottom or the keyboard. An element hidden only under pinned views of
    /// `headers` (tied to nothing: a sticky header, a top bar) has scrolled under them, as under
    /// the top of the viewport: it counts as `clipped` when part of it shows, `offscreen` when
    /// none does, with nothing covering it. Any other verdict is itself.
    func countedForSummary(headers: Set<Int>) -> Verdict {
        guard state == .covered || state == .partiallyCovered, !coveredBy.keyboard, !coveredBy.pinned.isEmpty,
            coveredBy.pinned.allSatisfy(headers.contains)
        else { return self }
        return Verdict(
            state: visibleFraction > 0 ? .clipped : .offscreen, visibleFraction: visibleFraction, coveredFraction: 0,
            reachable: reachable, coveredBy: .nothing)
    }
}

/// What became of an element in one combination, one of four that do not overlap (so an
/// element's counts add up to the combinations solved).
///
/// Taken from its **after** verdict as a summary counts it (``Verdict/countedForSummary(headers:)``:
/// hidden only under a sticky header is clipped), in this order: `visible` when its state is
/// `visible`; `covered` when the keyboard or a pinned view tied to the bottom or the keyboard
/// covers any of it (`partiallyCovered` or `covered`); else
/// (`clipped` or `offscreen`) `scrolledOutOfView` when it is reachable (the user scrolls to it, as
/// to a field scrolled off the top of a long form), `unreachable` when it is not.
public enum ElementOutcome: String, Sendable, CaseIterable {
    /// Wholly visible.
    case visible
    /// Partly or wholly outside the viewport, not under the keyboard, and reachable by scrolling.
    case scrolledOutOfView
    /// Partly or wholly under the keyboard.
    case covered
    /// Partly or wholly outside the viewport, not under the keyboard, and out of the user's reach.
    case unreachable

    /// The outcome of an after verdict.
    init(_ verdict: Verdict) {
        switch verdict.state {
        case .visible: self = .visible
        case .covered, .partiallyCovered: self = .covered
        case .clipped, .offscreen: self = verdict.reachable ? .scrolledOutOfView : .unreachable
        }
    }
}

/// How many solved combinations ended in each ``ElementOutcome``.
public struct OutcomeCounts: Sendable, Equatable {
    /// Combinations where the element ends wholly visible.
    public var visible = 0
    /// Combinations where it ends out of view but reachable.
    public var scrolledOutOfView = 0
    /// Combinations where the keyboard covers it, partly or wholly.
    public var covered = 0
    /// Combinations where it ends out of view and out of reach.
    public var unreachable = 0

    /// No combination yet.
    init() {}

    /// Creates counts.
    init(visible: Int, scrolledOutOfView: Int, covered: Int, unreachable: Int) {
        self.visible = visible
        self.scrolledOutOfView = scrolledOutOfView
        self.covered = covered
        self.unreachable = unreachable
    }

    /// Their sum: the combinations counted.
    public var total: Int { visible + scrolledOutOfView + covered + unreachable }

    mutating func add(_ outcome: ElementOutcome) {
        switch outcome {
        case .visible: visible += 1
        case .scrolledOutOfView: scrolledOutOfView += 1
        case .covered: covered += 1
        case .unreachable: unreachable += 1
        }
    }
}

/// Where one element ends after avoidance, across a matrix.
///
/// ``counts`` sorts every solved combination into one ``ElementOutcome``. Each list holds
/// combination labels (`device/orientation/keyboard`), in matrix order, for the element's
/// **after** verdict: its state, and separately whether it is reachable.
public struct ElementSummary: Sendable, Equatable {
    /// The element's id.
    public var id: String
    /// Whether the element is the request's focus (then it must also stay visible to be clear).
    var isFocus = false
    /// How many solved combinations ended in each outcome.
    public var counts = OutcomeCounts()
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
    init(id: String) {
        self.id = id
    }

    /// Whether nothing a designer must fix happens to the element: in no solved combination is it
    /// covered by the keyboard or out of reach, and, for the focus, it is visible in every one.
    ///
    /// An element scrolled out of view but reachable (above a focus scrolled up a long form) is
    /// clear: the user scrolls to it.
    public var isClear: Bool {
        counts.covered == 0 && counts.unreachable == 0 && (!isFocus || counts.visible == counts.total)
    }

    mutating func record(_ verdict: Verdict, in label: String) {
        counts.add(ElementOutcome(verdict))
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
    init(combination: String, verdict: Verdict) {
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
