import KeyboardAvoidance

/// Rows marked FIXED by mistake: a designer who sets `scrollBehavior: FIXED` on the rows of a list
/// gets pinned views that do not scroll, and the answer says nothing of it unless the mapping
/// does (docs/designs.md, `designManyFixed`).
extension Mapper {
    /// Adds `designManyFixed` when three or more sibling-like layers marked FIXED, mapped as
    /// pinned views, stack one below another in the scroll area `root` and together take a
    /// third of its height or more.
    ///
    /// Sibling-like: children of one parent, of one layer type, within 10% of their median width
    /// and within a factor of 2 of their median height (a status row beside mail rows is not one
    /// of them). Stacked: sorted by their top, each starts below the middle of the one before.
    mutating func warnManyFixed(in root: DesignNode) {
        guard container.scrollable else { return }
        let pinnedIDs = Set(pinned.map(\.id))
        var found: [DesignNode] = []
        func visit(_ parent: DesignNode) {
            let fixed = parent.children.filter {
                $0.visible && $0.scrollBehavior == .fixed && pinnedIDs.contains($0.id) && $0.box != nil
            }
            let rows = Self.siblingLike(fixed)
            if rows.count >= 3, rows.count > found.count, Self.stacked(rows) { found = rows }
            for child in parent.children where child.visible && !pinnedIDs.contains(child.id) { visit(child) }
        }
        visit(root)
        let height = found.reduce(0.0) { $0 + ($1.box?.height ?? 0) }
        let area = container.frame.height
        guard found.count >= 3, area > 0, height >= area / 3 else { return }
        let named = found.map { "'\($0.name)' (\($0.id))" }.joined(separator: ", ")
        let share = Int((100 * Swift.min(height / area, 1)).rounded())
        let scroller = containerEntry.map { "the scroll area '\($0.name)'" } ?? "the scrolling page"
        warnings.append(
            Warning(
                .designManyFixed,
                "\(found.count) layers stacked in \(scroller) are marked FIXED (\(vocabulary.fixedSetting)): "
                    + "\(named). Together they take \(share)% of its height, so they look like rows that should "
                    + "scroll with the content, with FIXED set on them by mistake. They are mapped as pinned views, "
                    + "which stay where they are while the content scrolls; if they should scroll, set their scroll "
                    + "behavior to \(vocabulary.fixedPanel) and post the design again."))
    }

    /// The largest group of `nodes` of one type and of like size (see ``warnManyFixed(in:)``).
    static func siblingLike(_ nodes: [DesignNode]) -> [DesignNode] {
        var best: [DesignNode] = []
        let types = nodes.map(\.type).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        for type in types {
            let same = nodes.filter { $0.type == type }
            guard same.count >= 3 else { continue }
            let width = median(same.map { $0.box!.width })
            let height = median(same.map { $0.box!.height })
            let like = same.filter { node in
                let box = node.box!
                return abs(box.width - width) <= 0.1 * width && box.height <= 2 * height && box.height >= height / 2
            }
            if like.count > best.count { best = like }
        }
        return best.sorted { $0.box!.y < $1.box!.y }
    }

    /// Whether `nodes`, sorted by their top, each start below the middle of the one before.
    static func stacked(_ nodes: [DesignNode]) -> Bool {
        zip(nodes, nodes.dropFirst()).allSatisfy { a, b in b.box!.y >= a.box!.y + a.box!.height / 2 }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
