import KeyboardAvoidance

/// The colours of the verdict states, shared by the SVG answers and the playground's legend.
///
/// One table so a picture and the page around it can never disagree: green for visible, amber
/// for partly covered, red for covered, purple for clipped, grey for offscreen.
public enum VerdictPalette {
    /// One row of the table: a state, its fill colour (`#rrggbb`, lower case) and its legend text.
    public struct Entry: Sendable, Equatable {
        /// The verdict state.
        public var state: VisibilityState
        /// The fill colour, as `#rrggbb`.
        public var color: String
        /// The legend's name for the state.
        public var label: String
    }

    /// Every state, in the order a legend lists them (best to worst, then offscreen).
    public static let entries: [Entry] = [
        Entry(state: .visible, color: "#2e9e44", label: "visible"),
        Entry(state: .partiallyCovered, color: "#f0a202", label: "partially covered"),
        Entry(state: .covered, color: "#d64545", label: "covered"),
        Entry(state: .clipped, color: "#8e5cc4", label: "clipped"),
        Entry(state: .offscreen, color: "#9a9a9a", label: "offscreen"),
    ]

    /// The colour of an element the answer gives no verdict for.
    public static let unknownColor = "#ffffff"

    /// The fill colour of `state`.
    public static func color(for state: VisibilityState) -> String {
        switch state {
        case .visible: return entries[0].color
        case .partiallyCovered: return entries[1].color
        case .covered: return entries[2].color
        case .clipped: return entries[3].color
        case .offscreen: return entries[4].color
        }
    }

    /// The legend's name for `state`.
    public static func label(for state: VisibilityState) -> String {
        entries.first { $0.state == state }?.label ?? state.rawValue
    }
}
