import KeyboardAvoidance

/// Lays a screen out again at another size, as Figma resizes a frame and as iOS lays out the
/// same hierarchy on another device (rule R8, docs/designs.md).
///
/// Each layer's box follows its parent's change, top down:
/// - in a parent's auto layout (and not `ABSOLUTE`), by the layout: along the stacking axis the
///   growing children (`layoutGrow`, FILL) take the change in proportion and the others shift
///   by the alignment; across it a stretching child (`STRETCH`, FILL) keeps both margins and the
///   others follow the alignment;
/// - otherwise by its `constraints`: `start` keeps the distance to the parent's start, `end` to
///   its end, `center` the offset from its centre, `stretch` both distances, `scale` scales;
/// - a layer drawn across its parent's whole width stretches with it, whatever its constraint
///   (a bar or a background drawn edge to edge is meant edge to edge);
/// - a layer that reached the bottom band of the drawn frame (its own device's home indicator)
///   still reaches the new one: it keeps its distance to the bottom, and one drawn from top to
///   bottom stretches;
/// - content inside a vertical scroller keeps its vertical content coordinates: the content
///   grows or shrinks only across; the scroller itself (the viewport) follows its own vertical
///   constraint against the screen (auto layout's hug sizes its content, not its viewport),
///   stretching when it reached the bottom band, and never past the screen's bottom;
/// - a group's children follow the group's parent, and the group becomes their union.
///
/// Guarantees: a screen resized to its own size is unchanged; widths and heights are never
/// negative (a layer squeezed below nothing keeps 0 points and the mapping skips it).
public enum DesignRelayout {
    /// `screen` laid out again at `size`, its origin kept; `band` is the height of the bottom
    /// safe area of the device the frame was drawn for (0 when none).
    public static func resize(_ screen: DesignNode, to size: Size, band: Double) -> DesignNode {
        guard let old = screen.box else { return screen }
        let new = Rect(x: old.x, y: old.y, width: size.width, height: size.height)
        let context = Context(oldScreen: old, newScreen: new, band: band)
        var result = screen
        result.box = new
        context.layOut(children: &result, old: old, new: new, inContent: screen.scrollsVertically)
        return result
    }

    struct Context {
        let oldScreen: Rect
        let newScreen: Rect
        let band: Double

        /// Whether a box drawn with bottom `maxY` reached the frame's bottom band.
        func reachesBand(_ box: Rect) -> Bool { box.maxY >= oldScreen.maxY - band - 0.5 }

        /// Lays out `parent`'s children, given its box before (`old`) and after (`new`).
        func layOut(children parent: inout DesignNode, old: Rect, new: Rect, inContent: Bool) {
            let flow = parent.autoLayout
            // Along the stacking axis: what the growing children take, in order.
            var growth: [Double] = Array(repeating: 0, count: parent.children.count)
            var shifts: [Double] = Array(repeating: 0, count: parent.children.count)
            if let flow {
                let along = flow.vertical ? new.height - old.height : new.width - old.width
                let inFlow = parent.children.indices.filter { !parent.children[$0].layoutChild.absolute }
                let grows = inFlow.map { i -> Double in
                    let child = parent.children[i].layoutChild
                    if child.grow > 0 { return child.grow }
                    return (flow.vertical ? child.fillsHeight : child.fillsWidth) ? 1 : 0
                }
                let total = grows.reduce(0, +)
                var moved = 0.0
                for (n, i) in inFlow.enumerated() {
                    if total > 0 {
                        shifts[i] = moved
                        growth[i] = along * grows[n] / total
                        moved += growth[i]
                    } else {
                        switch flow.primary {
                        case .start: shifts[i] = 0
                        case .center: shifts[i] = along / 2
                        case .end: shifts[i] = along
                        case .spaceBetween:
                            shifts[i] = inFlow.count > 1 ? along * Double(n) / Double(inFlow.count - 1) : 0
                        }
                    }
                }
            }
            for i in parent.children.indices {
                var child = parent.children[i]
                guard let box = child.box else {
                    layOut(children: &child, old: old, new: new, inContent: inContent)
                    parent.children[i] = child
                    continue
                }
                let inFlow = flow != nil && !child.layoutChild.absolute
                var x: (Double, Double)
                var y: (Double, Double)
                // Horizontal.
                let spansWidth = abs(box.minX - old.minX) <= 1 && abs(box.maxX - old.maxX) <= 1
                if let flow, inFlow, !flow.vertical {
                    if growth[i] == 0, spansWidth {
                        x = DesignRelayout.follow(
                            box.minX, box.width, old.minX, old.width, new.minX, new.width, .stretch)
                    } else {
                        x = (new.minX + (box.minX - old.minX) + shifts[i], box.width + growth[i])
                    }
                } else {
                    var rule = DesignRelayout.rule(
                        child, across: inFlow ? flow : nil, fills: child.layoutChild.fillsWidth,
                        constraint: child.constraints.horizontal)
                    if rule != .stretch, rule != .scale, spansWidth {
                        rule = .stretch
                    }
                    x = DesignRelayout.follow(box.minX, box.width, old.minX, old.width, new.minX, new.width, rule)
                }
                // Vertical.
                var childInContent = inContent
                if inContent {
                    y = (new.minY + (box.minY - old.minY), box.height)
                } else if child.scrollsVertically {
                    // The viewport follows its own constraint against the screen.
                    var rule = child.constraints.vertical
                    if rule != .stretch, reachesBand(box) { rule = .stretch }
                    y = DesignRelayout.follow(
                        box.minY, box.height, oldScreen.minY, oldScreen.height, newScreen.minY, newScreen.height, rule)
                    if y.0 + y.1 > newScreen.maxY { y.1 = Swift.max(0, newScreen.maxY - y.0) }
                    childInContent = true
                } else if let flow, inFlow, flow.vertical {
                    y = (new.minY + (box.minY - old.minY) + shifts[i], box.height + growth[i])
                } else {
                    var rule = DesignRelayout.rule(
                        child, across: inFlow ? flow : nil, fills: child.layoutChild.fillsHeight,
                        constraint: child.constraints.vertical)
                    if new.height != old.height, rule != .end, rule != .stretch, reachesBand(box) {
                        rule = box.minY <= old.minY + 0.5 ? .stretch : .end
                    }
                    y = DesignRelayout.follow(box.minY, box.height, old.minY, old.height, new.minY, new.height, rule)
                }
                let placed = Rect(x: x.0, y: y.0, width: Swift.max(0, x.1), height: Swift.max(0, y.1))
                if child.type == "GROUP" || child.type == "BOOLEAN_OPERATION" {
                    // A group's children follow the group's parent, moved with the group.
                    let dx = placed.minX - box.minX
                    let dy = placed.minY - box.minY
                    let oldParent = inFlow ? box : old
                    let newParent =
                        inFlow ? Rect(x: box.minX + dx, y: box.minY + dy, width: box.width, height: box.height) : new
                    layOut(children: &child, old: oldParent, new: newParent, inContent: childInContent)
                    let boxes = child.children.compactMap(\.box)
                    child.box = boxes.isEmpty ? placed : boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }
                } else {
                    child.box = placed
                    layOut(children: &child, old: box, new: placed, inContent: childInContent)
                }
                parent.children[i] = child
            }
        }
    }

    /// The rule `child` follows on an axis: across its parent's auto layout `flow`, stretching
    /// when it stretches or `fills` that axis, else the layout's counter-axis alignment; outside
    /// an auto layout (`flow` nil), its own `constraint`.
    static func rule(_ child: DesignNode, across flow: AutoLayout?, fills: Bool, constraint: Constraint) -> Constraint {
        guard let flow else { return constraint }
        return child.layoutChild.stretches || fills ? .stretch : flow.counter.rule
    }

    /// The start and length of a span (`start`, `length`) in a parent span that went from
    /// (`oldStart`, `oldLength`) to (`newStart`, `newLength`), following `rule`.
    static func follow(
        _ start: Double, _ length: Double, _ oldStart: Double, _ oldLength: Double, _ newStart: Double,
        _ newLength: Double, _ rule: Constraint
    ) -> (Double, Double) {
        let before = start - oldStart
        let after = oldStart + oldLength - (start + length)
        let delta = newLength - oldLength
        switch rule {
        case .start: return (newStart + before, length)
        case .end: return (newStart + newLength - after - length, length)
        case .center: return (newStart + before + delta / 2, length)
        case .stretch: return (newStart + before, length + delta)
        case .scale:
            guard oldLength > 0 else { return (newStart + before, length) }
            let k = newLength / oldLength
            return (newStart + before * k, length * k)
        }
    }
}

extension AutoLayout.Alignment {
    /// The constraint a child across the stacking axis follows under this alignment.
    var rule: Constraint {
        switch self {
        case .start, .spaceBetween: .start
        case .center: .center
        case .end: .end
        }
    }
}

extension Rect {
    /// The smallest box holding both.
    func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX)
        let y0 = Swift.min(minY, other.minY)
        return Rect(
            x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }
}
