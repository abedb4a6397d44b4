import DeviceCatalog
import KeyboardAvoidance

/// What a design maps to, and why each part was read so (docs/designs.md): the layout request's
/// container, elements, pinned views and focus, with every decision and every skipped layer.
public struct DesignLayout: Sendable {
    /// One mapped layer: its node id and name, what it became and why.
    public struct Entry: Sendable, Equatable {
        /// The node id (the request's element or pinned-view id).
        public var id: String
        /// The layer's name.
        public var name: String
        /// For an element, its kind.
        public var kind: ElementKind?
        /// For a pinned view, its pin.
        public var pin: Pin?
        /// The rule that decided it, in a sentence.
        public var why: String
        /// For a text input, the name a designer reads for it (``LabelSource`` says where from).
        public var label: String? = nil
        /// Where the label comes from.
        public var labelSource: LabelSource? = nil
        /// For a text input, the keyboard it brings up, and why (``DesignMapper/keyboardType``).
        public var keyboardType: KeyboardType? = nil
        public var keyboardTypeWhy: String? = nil
    }

    /// Where a text input's label comes from.
    public enum LabelSource: String, Sendable, CaseIterable {
        /// The nearest text above or beside the field, outside every field.
        case label
        /// The text inside the field (its placeholder or value).
        case placeholder
        /// The layer's own name.
        case layer
    }

    /// A layer left out, and why.
    public struct Skipped: Sendable, Equatable {
        /// The node id.
        public var id: String
        /// The layer's name.
        public var name: String
        /// Why it is not in the request.
        public var reason: String
    }

    /// The adapter's format (`figma`).
    public var format: String
    /// The screen frame's node id.
    public var screenID: String
    /// The screen frame's name.
    public var screenName: String
    /// The screen frame's size as drawn.
    public var screenSize: Size
    /// The container (window coordinates), with its content size; offset 0: what was drawn is
    /// the current state.
    public var container: Container
    /// The layer that is the container, or `nil` when the window is.
    public var containerEntry: Entry?
    /// Why the container is what it is (also when the window is the container).
    public var containerWhy: String
    /// The elements, in content coordinates.
    public var elements: [Element]
    /// Why each element is one, in the same order.
    public var elementEntries: [Entry]
    /// The pinned views, in window coordinates.
    public var pinned: [PinnedView]
    /// Why each pinned view is one, in the same order.
    public var pinnedEntries: [Entry]
    /// The layers left out.
    public var skipped: [Skipped]
    /// The focus's id, when the request named one or the design marks one.
    public var focus: String?
    /// Why the focus is what it is.
    public var focusWhy: String?
    /// What a designer should know about the mapping.
    public var warnings: [Warning]
}

/// How `design.focus`-style names fail: the focus names nothing in the design.
public struct DesignFocusIssue: Error, Sendable, Equatable {
    /// What is wrong.
    public var message: String
}
