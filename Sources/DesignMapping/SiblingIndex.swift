import KeyboardAvoidance

/// A parent's children, indexed once for the rules that look at a layer's siblings (the text
/// over a box, a row of code boxes, chips, message bubbles, the text over a line), so that a
/// parent of many children costs a sort, not a scan per child. Built lazily: most parents are
/// never asked.
final class SiblingIndex {
    /// The children, back to front.
    let siblings: [DesignNode]

    init(_ siblings: [DesignNode]) { self.siblings = siblings }

    /// The visible text children by their top edge.
    private lazy var texts: [(minY: Double, index: Int)] = siblings.indices.compactMap { i in
        guard siblings[i].type == "TEXT", siblings[i].visible, let b = siblings[i].box else { return nil }
        return (b.minY, i)
    }.sorted { $0.minY < $1.minY }

    /// The visible children with a box, by type and whole height, each group by top edge.
    private lazy var groups: [String: [(minY: Double, index: Int)]] = {
        var groups: [String: [(minY: Double, index: Int)]] = [:]
        for i in siblings.indices {
            guard siblings[i].visible, let b = siblings[i].box, b.height.isFinite, b.height.magnitude < 1e9 else {
                continue
            }
            groups[Self.key(siblings[i].type, b.height.rounded()), default: []].append((b.minY, i))
        }
        for key in groups.keys { groups[key]!.sort { $0.minY < $1.minY } }
        return groups
    }()

    static func key(_ type: String, _ height: Double) -> String { "\(type)#\(Int(height))" }

    /// The first index of `list` whose top edge is at least `y`.
    private static func first(_ list: [(minY: Double, index: Int)], atLeast y: Double) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].minY < y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The visible text children whose top edge lies in `low...high`, at most `limit` of them.
    func texts(top low: Double, _ high: Double, limit: Int = 64) -> [DesignNode] {
        var found: [DesignNode] = []
        var i = Self.first(texts, atLeast: low)
        while i < texts.count, texts[i].minY <= high, found.count < limit {
            found.append(siblings[texts[i].index])
            i += 1
        }
        return found
    }

    /// The visible children of `type` whose height is within 2 points of `box`'s and whose top
    /// edge is within 2 points of its top: its row (itself included), at most `limit` of them.
    func row(of type: String, _ box: Rect, limit: Int = 64) -> [DesignNode] {
        var found: [DesignNode] = []
        let h = box.height.rounded()
        for dh in -2...2 {
            guard let list = groups[Self.key(type, h + Double(dh))] else { continue }
            var i = Self.first(list, atLeast: box.minY - 2)
            while i < list.count, list[i].minY <= box.minY + 2, found.count < limit {
                let node = siblings[list[i].index]
                if let b = node.box, abs(b.height - box.height) <= 2 { found.append(node) }
                i += 1
            }
        }
        return found
    }

    /// Whether a visible child of `type` and `box`'s size (within 2 points) lies in another row
    /// at another left edge (more than 8 points off): looked for among at most `limit` children.
    func elsewhere(_ type: String, _ box: Rect, limit: Int = 256) -> Bool {
        var looked = 0
        let h = box.height.rounded()
        for dh in -2...2 {
            for entry in groups[Self.key(type, h + Double(dh))] ?? [] {
                looked += 1
                if looked > limit { return false }
                guard let b = siblings[entry.index].box else { continue }
                if abs(b.width - box.width) <= 2, abs(b.height - box.height) <= 2, abs(b.minX - box.minX) > 8,
                    abs(b.minY - box.minY) > 2
                {
                    return true
                }
            }
        }
        return false
    }
}
