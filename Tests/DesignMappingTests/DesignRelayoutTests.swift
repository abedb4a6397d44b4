import DesignMapping
import KeyboardAvoidance
import Testing

/// ``DesignRelayout`` on small hand-made trees: each rule of its doc comment (R8, docs/designs.md).
@Suite struct DesignRelayoutTests {
    /// A layer with `box`, constraints, and children.
    static func layer(
        _ id: String, _ box: Rect, type: String = "FRAME", horizontal: Constraint = .start,
        vertical: Constraint = .start, autoLayout: AutoLayout? = nil, layoutChild: LayoutChild = LayoutChild(),
        scrolls: Bool = false, children: [DesignNode] = []
    ) -> DesignNode {
        var node = DesignNode(id: id, name: id, type: type, box: box, scrollsVertically: scrolls, children: children)
        node.constraints = Constraints(horizontal: horizontal, vertical: vertical)
        node.autoLayout = autoLayout
        node.layoutChild = layoutChild
        return node
    }

    /// Every layer's box after the screen's, by id.
    static func boxes(_ node: DesignNode) -> [String: Rect] {
        var found: [String: Rect] = [:]
        func visit(_ node: DesignNode) {
            found[node.id] = node.box
            node.children.forEach(visit)
        }
        visit(node)
        return found
    }

    /// Every layer's box, the screen's first, in document order.
    static func allBoxes(_ node: DesignNode) -> [Rect?] {
        [node.box] + node.children.flatMap(allBoxes)
    }

    // MARK: Constraints

    struct Following: Sendable, CustomTestStringConvertible {
        var constraint: Constraint
        /// The child's x and width (horizontal) or y and height (vertical) once resized.
        var start: Double
        var length: Double
        var testDescription: String { constraint.rawValue }
    }

    /// A 400×800 screen at (10, 20) grows to 500×1000 (by 100 and 200); its child, 100×50 at 40
    /// and 100 from the screen's left and top, is 260 and 650 from its right and bottom.
    static let screenBox = Rect(x: 10, y: 20, width: 400, height: 800)
    static let childBox = Rect(x: 50, y: 120, width: 100, height: 50)
    static let grown = Size(width: 500, height: 1000)

    static let horizontally: [Following] = [
        Following(constraint: .start, start: 50, length: 100),
        Following(constraint: .end, start: 150, length: 100),
        Following(constraint: .center, start: 100, length: 100),
        Following(constraint: .stretch, start: 50, length: 200),
        Following(constraint: .scale, start: 60, length: 125),
    ]

    static let vertically: [Following] = [
        Following(constraint: .start, start: 120, length: 50),
        Following(constraint: .end, start: 320, length: 50),
        Following(constraint: .center, start: 220, length: 50),
        Following(constraint: .stretch, start: 120, length: 250),
        Following(constraint: .scale, start: 145, length: 62.5),
    ]

    @Test(arguments: horizontally)
    func aHorizontalConstraintPlacesTheLayer(_ c: Following) throws {
        let screen = Self.layer(
            "s", Self.screenBox, children: [Self.layer("c", Self.childBox, horizontal: c.constraint)])
        let resized = DesignRelayout.resize(screen, to: Self.grown, band: 0)
        #expect(resized.box == Rect(x: 10, y: 20, width: 500, height: 1000))
        #expect(resized.children[0].box == Rect(x: c.start, y: 120, width: c.length, height: 50))
    }

    @Test(arguments: vertically)
    func aVerticalConstraintPlacesTheLayer(_ c: Following) throws {
        let screen = Self.layer(
            "s", Self.screenBox, children: [Self.layer("c", Self.childBox, vertical: c.constraint)])
        let resized = DesignRelayout.resize(screen, to: Self.grown, band: 0)
        #expect(resized.children[0].box == Rect(x: 50, y: c.start, width: 100, height: c.length))
    }

    @Test func constraintsOnBothAxesApplyTogether() {
        let screen = Self.layer(
            "s", Self.screenBox, children: [Self.layer("c", Self.childBox, horizontal: .end, vertical: .stretch)])
        let resized = DesignRelayout.resize(screen, to: Self.grown, band: 0)
        #expect(resized.children[0].box == Rect(x: 150, y: 120, width: 100, height: 250))
    }

    @Test func aChildFollowsItsOwnParentNotTheScreen() {
        // The card keeps its top and stretches across; the button inside keeps its right margin.
        let button = Self.layer("b", Rect(x: 300, y: 200, width: 80, height: 40), horizontal: .end)
        let card = Self.layer(
            "card", Rect(x: 20, y: 150, width: 370, height: 200), horizontal: .stretch, children: [button])
        let screen = Self.layer("s", Self.screenBox, children: [card])
        let resized = DesignRelayout.resize(screen, to: Self.grown, band: 0)
        #expect(resized.children[0].box == Rect(x: 20, y: 150, width: 470, height: 200))
        #expect(resized.children[0].children[0].box == Rect(x: 400, y: 200, width: 80, height: 40))
    }

    @Test func aGroupsChildrenFollowTheGroupsParentAndTheGroupIsTheirUnion() {
        let left = Self.layer("l", Rect(x: 30, y: 100, width: 50, height: 20))
        let right = Self.layer("r", Rect(x: 330, y: 110, width: 60, height: 20), horizontal: .end)
        let group = Self.layer(
            "g", Rect(x: 30, y: 100, width: 360, height: 30), type: "GROUP", children: [left, right])
        let screen = Self.layer("s", Self.screenBox, children: [group])
        let resized = DesignRelayout.resize(screen, to: Self.grown, band: 0)
        let boxes = Self.boxes(resized)
        #expect(boxes["l"] == Rect(x: 30, y: 100, width: 50, height: 20))
        #expect(boxes["r"] == Rect(x: 430, y: 110, width: 60, height: 20))
        #expect(boxes["g"] == Rect(x: 30, y: 100, width: 460, height: 30))
    }

    @Test func aLayerSqueezedBelowNothingKeepsNoSize() {
        // 100 points from both edges of a 400-point screen, stretching, on a 150-point one.
        let child = Self.layer("c", Rect(x: 110, y: 120, width: 200, height: 50), horizontal: .stretch)
        let screen = Self.layer("s", Self.screenBox, children: [child])
        let resized = DesignRelayout.resize(screen, to: Size(width: 150, height: 800), band: 0)
        #expect(resized.children[0].box?.width == 0)
    }

    // MARK: Auto layout

    /// A vertical auto layout filling a 400×800 screen at the origin: a 300-wide header (not
    /// stretching, centred across), a body that grows, and a footer drawn edge to edge.
    static func column(body: LayoutChild, primary: AutoLayout.Alignment = .start) -> DesignNode {
        layer(
            "s", Rect(x: 0, y: 0, width: 400, height: 800),
            autoLayout: AutoLayout(vertical: true, primary: primary, counter: .center),
            children: [
                layer("header", Rect(x: 50, y: 0, width: 300, height: 100)),
                layer("body", Rect(x: 0, y: 100, width: 400, height: 600), layoutChild: body),
                layer("footer", Rect(x: 0, y: 700, width: 400, height: 100)),
            ])
    }

    @Test(arguments: [
        LayoutChild(stretches: true, grow: 1), LayoutChild(fillsWidth: true, fillsHeight: true),
    ])
    func aVerticalAutoLayoutGivesTheChangeToItsGrowingChild(_ body: LayoutChild) {
        let resized = DesignRelayout.resize(Self.column(body: body), to: Size(width: 500, height: 1000), band: 0)
        let boxes = Self.boxes(resized)
        // Across: the header follows the centre alignment, the body stretches, the footer spans.
        #expect(boxes["header"] == Rect(x: 100, y: 0, width: 300, height: 100))
        #expect(boxes["body"] == Rect(x: 0, y: 100, width: 500, height: 800))
        #expect(boxes["footer"] == Rect(x: 0, y: 900, width: 500, height: 100))
        // Shrinking gives the loss to the body too.
        let shrunk = Self.boxes(
            DesignRelayout.resize(Self.column(body: body), to: Size(width: 400, height: 600), band: 0))
        #expect(shrunk["body"] == Rect(x: 0, y: 100, width: 400, height: 400))
        #expect(shrunk["footer"] == Rect(x: 0, y: 500, width: 400, height: 100))
    }

    @Test func growingChildrenShareTheChangeByTheirGrow() {
        let screen = Self.layer(
            "s", Rect(x: 0, y: 0, width: 400, height: 800), autoLayout: AutoLayout(vertical: true),
            children: [
                Self.layer("a", Rect(x: 0, y: 0, width: 400, height: 400), layoutChild: LayoutChild(grow: 1)),
                Self.layer("b", Rect(x: 0, y: 400, width: 400, height: 400), layoutChild: LayoutChild(grow: 3)),
            ])
        let boxes = Self.boxes(DesignRelayout.resize(screen, to: Size(width: 400, height: 1000), band: 0))
        #expect(boxes["a"] == Rect(x: 0, y: 0, width: 400, height: 450))
        #expect(boxes["b"] == Rect(x: 0, y: 450, width: 400, height: 550))
    }

    struct Alignment: Sendable, CustomTestStringConvertible {
        var primary: AutoLayout.Alignment
        /// The header's, body's and footer's y once the screen is 200 points taller.
        var ys: [Double]
        var testDescription: String { primary.rawValue }
    }

    @Test(arguments: [
        Alignment(primary: .start, ys: [0, 100, 700]),
        Alignment(primary: .center, ys: [100, 200, 800]),
        Alignment(primary: .end, ys: [200, 300, 900]),
        Alignment(primary: .spaceBetween, ys: [0, 200, 900]),
    ])
    func withoutAGrowingChildTheAlignmentPlacesTheChildren(_ a: Alignment) {
        let resized = DesignRelayout.resize(
            Self.column(body: LayoutChild(), primary: a.primary), to: Size(width: 400, height: 1000), band: 0)
        #expect(resized.children.map { $0.box!.minY } == a.ys)
        #expect(resized.children.map { $0.box!.height } == [100, 600, 100])
    }

    @Test func anAbsoluteChildOfAnAutoLayoutFollowsItsConstraints() {
        var screen = Self.column(body: LayoutChild(grow: 1))
        screen.children.append(
            Self.layer(
                "badge", Rect(x: 340, y: 740, width: 40, height: 40), horizontal: .end, vertical: .end,
                layoutChild: LayoutChild(absolute: true)))
        let boxes = Self.boxes(DesignRelayout.resize(screen, to: Size(width: 500, height: 1000), band: 0))
        #expect(boxes["badge"] == Rect(x: 440, y: 940, width: 40, height: 40))
        // It takes no share of the flow.
        #expect(boxes["footer"] == Rect(x: 0, y: 900, width: 500, height: 100))
    }

    // MARK: Scroll content

    /// A 400×800 screen at the origin: a vertical scroller (TOP_BOTTOM, LEFT_RIGHT) over the top
    /// 700 points whose rows run past its bottom, and a bar over the last 100 (BOTTOM).
    static let scrolling = layer(
        "s", Rect(x: 0, y: 0, width: 400, height: 800),
        children: [
            layer(
                "scroller", Rect(x: 0, y: 0, width: 400, height: 700), horizontal: .stretch, vertical: .stretch,
                scrolls: true,
                children: [
                    layer("row1", Rect(x: 20, y: 0, width: 360, height: 200), horizontal: .stretch, vertical: .end),
                    layer("row2", Rect(x: 20, y: 300, width: 360, height: 200), horizontal: .stretch),
                    layer("row3", Rect(x: 20, y: 900, width: 360, height: 200), horizontal: .stretch, vertical: .scale),
                ]),
            layer("bar", Rect(x: 0, y: 700, width: 400, height: 100), vertical: .end),
        ])

    @Test func scrollContentKeepsItsVerticalOffsetsWhileTheScrollerFollowsItsConstraint() {
        let boxes = Self.boxes(DesignRelayout.resize(Self.scrolling, to: Size(width: 300, height: 600), band: 0))
        #expect(boxes["scroller"] == Rect(x: 0, y: 0, width: 300, height: 500))
        // Whatever their vertical constraints, the rows keep their content coordinates; across
        // they follow the scroller.
        #expect(boxes["row1"] == Rect(x: 20, y: 0, width: 260, height: 200))
        #expect(boxes["row2"] == Rect(x: 20, y: 300, width: 260, height: 200))
        #expect(boxes["row3"] == Rect(x: 20, y: 900, width: 260, height: 200))
        #expect(boxes["bar"] == Rect(x: 0, y: 500, width: 300, height: 100))
    }

    @Test func aScrollerEndsNoLowerThanTheScreen() {
        // A TOP scroller 650 high at y 100 on a screen that shrinks to 600.
        let screen = Self.layer(
            "s", Rect(x: 0, y: 0, width: 400, height: 800),
            children: [
                Self.layer("scroller", Rect(x: 0, y: 100, width: 400, height: 650), scrolls: true)
            ])
        let boxes = Self.boxes(DesignRelayout.resize(screen, to: Size(width: 400, height: 600), band: 0))
        #expect(boxes["scroller"] == Rect(x: 0, y: 100, width: 400, height: 500))
    }

    @Test func aScrollerReachingTheBottomBandStretches() {
        let screen = Self.layer(
            "s", Rect(x: 0, y: 0, width: 390, height: 844),
            children: [
                Self.layer("scroller", Rect(x: 0, y: 90, width: 390, height: 730), scrolls: true)
            ])
        let boxes = Self.boxes(DesignRelayout.resize(screen, to: Size(width: 375, height: 667), band: 34))
        #expect(boxes["scroller"] == Rect(x: 0, y: 90, width: 375, height: 553))
    }

    // MARK: Edges

    @Test(arguments: [Constraint.start, .center, .end])
    func aLayerDrawnEdgeToEdgeStretches(_ horizontal: Constraint) {
        // Within a point of both edges, as layers imported from HTML often are.
        let screen = Self.layer(
            "s", Rect(x: 0, y: 0, width: 390, height: 844),
            children: [
                Self.layer("band", Rect(x: -0.5, y: 100, width: 391, height: 50), horizontal: horizontal)
            ])
        let resized = DesignRelayout.resize(screen, to: Size(width: 440, height: 844), band: 0)
        #expect(resized.children[0].box == Rect(x: -0.5, y: 100, width: 441, height: 50))
    }

    @Test func aLayerDrawnEdgeToEdgeWithScaleStillScales() {
        let screen = Self.layer(
            "s", Rect(x: 0, y: 0, width: 400, height: 800),
            children: [Self.layer("band", Rect(x: 0, y: 100, width: 400, height: 50), horizontal: .scale)])
        let resized = DesignRelayout.resize(screen, to: Size(width: 500, height: 800), band: 0)
        #expect(resized.children[0].box == Rect(x: 0, y: 100, width: 500, height: 50))
    }

    struct Bottom: Sendable, CustomTestStringConvertible {
        var name: String
        var drawn: Rect
        /// Its box on a 375×667 screen.
        var placed: Rect
        var testDescription: String { name }
    }

    /// Layers of a 390×844 frame drawn for a device with a 34-point home indicator, all TOP
    /// constrained, on a 375×667 screen.
    @Test(arguments: [
        // A bar on the bottom edge keeps reaching it.
        Bottom(
            name: "bar", drawn: Rect(x: 0, y: 742, width: 390, height: 102),
            placed: Rect(x: 0, y: 565, width: 375, height: 102)),
        // A button in the band keeps its distance (24) to the bottom.
        Bottom(
            name: "in the band", drawn: Rect(x: 20, y: 790, width: 100, height: 30),
            placed: Rect(x: 20, y: 613, width: 100, height: 30)),
        // One just above the band keeps its top.
        Bottom(
            name: "above the band", drawn: Rect(x: 20, y: 700, width: 100, height: 100),
            placed: Rect(x: 20, y: 700, width: 100, height: 100)),
        // A background from top to bottom stretches.
        Bottom(
            name: "background", drawn: Rect(x: 0, y: 0, width: 390, height: 844),
            placed: Rect(x: 0, y: 0, width: 375, height: 667)),
    ])
    func aLayerReachingTheBottomBandKeepsReachingIt(_ b: Bottom) {
        let screen = Self.layer("s", Rect(x: 0, y: 0, width: 390, height: 844), children: [Self.layer("l", b.drawn)])
        let resized = DesignRelayout.resize(screen, to: Size(width: 375, height: 667), band: 34)
        #expect(resized.children[0].box == b.placed)
    }

    @Test func withoutABandOnlyTheBottomEdgeCounts() {
        let screen = Self.layer(
            "s", Rect(x: 0, y: 0, width: 390, height: 844),
            children: [Self.layer("l", Rect(x: 20, y: 790, width: 100, height: 30))])
        let resized = DesignRelayout.resize(screen, to: Size(width: 375, height: 667), band: 0)
        #expect(resized.children[0].box == Rect(x: 20, y: 790, width: 100, height: 30))
    }

    // MARK: Same size

    @Test func resizingToTheSameSizeChangesNothing() {
        var screen = Self.column(body: LayoutChild(stretches: true, grow: 1), primary: .spaceBetween)
        screen.box = Rect(x: 10, y: 20, width: 400, height: 800)
        screen.children = screen.children.map { child in
            var child = child
            child.box = child.box.map { Rect(x: $0.x + 10, y: $0.y + 20, width: $0.width, height: $0.height) }
            return child
        }
        screen.children.append(
            Self.layer(
                "over", Rect(x: 10, y: 20, width: 400, height: 800), layoutChild: LayoutChild(absolute: true),
                children: [Self.scrolling]))
        for band in [0.0, 34] {
            let resized = DesignRelayout.resize(screen, to: Size(width: 400, height: 800), band: band)
            #expect(Self.allBoxes(resized) == Self.allBoxes(screen))
        }
        let scrolled = DesignRelayout.resize(Self.scrolling, to: Size(width: 400, height: 800), band: 34)
        #expect(Self.allBoxes(scrolled) == Self.allBoxes(Self.scrolling))
    }
}
