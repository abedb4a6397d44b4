import ClearanceContract
import ClearanceJSON
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance

extension AnswerEncoder {
    /// `POST /v1/design/check`'s answer (docs/designs.md): `{"mapping", "devices": [{"device",
    /// "fields": [row], "warnings", "skipped"?}], "summary", "warnings"}`.
    public static func encodeDesignCheck(_ query: DesignCheckQuery) -> [UInt8] {
        var w = JSONWriter(capacity: 4096 + 1024 * query.devices.count * 8)
        var failing: [String: (name: String, devices: [String], worst: Worst)] = [:]
        var order: [String] = []
        var checks = 0
        w.raw("{\"devices\":[")
        for (d, run) in query.devices.enumerated() {
            if d > 0 { w.raw(",") }
            let setup = run.setup
            w.raw("{\"device\":{\"id\":")
            w.string(setup.id)
            w.raw(",\"orientation\":")
            w.string(setup.orientation.rawValue)
            w.raw(",\"ios\":")
            if let ios = setup.ios { w.string(ios.description) } else { w.raw("null") }
            w.raw(",\"keyboardStyle\":")
            if let style = setup.keyboardStyle { w.string(style.rawValue) } else { w.raw("null") }
            w.raw(",\"keyboard\":")
            w.string(setup.keyboard.rawValue)
            w.raw("}")
            if let skipped = run.skipped {
                w.raw(",\"skipped\":")
                w.string(skipped)
            }
            w.raw(",\"fields\":[")
            for (f, field) in run.fields.enumerated() {
                if f > 0 { w.raw(",") }
                let row = appendRow(field, to: &w).map { found -> Worst in
                    var row = found
                    row.device = setup.id
                    return row
                }
                checks += 1
                guard let row, row.state != .visible || (row.gap ?? 0) < 0 else { continue }
                let id = field.entry.id
                if failing[id] == nil {
                    order.append(id)
                    failing[id] = (field.entry.label ?? field.entry.name, [], row)
                }
                failing[id]!.devices.append(setup.id)
                if row.isWorse(than: failing[id]!.worst) { failing[id]!.worst = row }
            }
            w.raw("],\"warnings\":")
            appendWarnings(run.warnings, to: &w)
            w.raw("}")
        }
        let fieldIDs = Set(query.devices.flatMap { $0.fields.map(\.entry.id) })
        w.raw("],\"summary\":{\"fields\":")
        w.int(fieldIDs.count)
        w.raw(",\"devices\":")
        w.int(query.devices.filter { $0.skipped == nil }.count)
        w.raw(",\"checks\":")
        w.int(checks)
        w.raw(",\"clear\":")
        w.bool(failing.isEmpty && !fieldIDs.isEmpty)
        w.raw(",\"failing\":[")
        let ranked = order.sorted { a, b in
            let x = failing[a]!.worst
            let y = failing[b]!.worst
            return x.isWorse(than: y) || (!y.isWorse(than: x) && order.firstIndex(of: a)! < order.firstIndex(of: b)!)
        }
        for (i, id) in ranked.enumerated() {
            if i > 0 { w.raw(",") }
            let entry = failing[id]!
            w.raw("{\"id\":")
            w.string(id)
            w.raw(",\"name\":")
            w.string(entry.name)
            w.raw(",\"devices\":[")
            for (k, device) in entry.devices.enumerated() {
                if k > 0 { w.raw(",") }
                w.string(device)
            }
            w.raw("],\"worst\":{\"device\":")
            w.string(entry.worst.device)
            w.raw(",\"state\":")
            w.string(entry.worst.state.rawValue)
            w.raw(",\"visibleFraction\":")
            w.number(entry.worst.visibleFraction)
            w.raw(",\"gap\":")
            if let gap = entry.worst.gap { w.number(gap) } else { w.raw("null") }
            w.raw("}}")
        }
        w.raw("]},\"mapping\":")
        appendMapping(query.mapped, to: &w)
        w.raw(",\"warnings\":")
        appendWarnings(query.commonWarnings, to: &w)
        w.raw("}")
        var bytes: [UInt8] = []
        w.copy(into: &bytes)
        return bytes
    }

    /// How a field fared on one device, for the summary.
    struct Worst {
        var device: String
        var state: VisibilityState
        var visibleFraction: Double
        var gap: Double?

        /// Less of it shows, or as much with less room above the keyboard.
        func isWorse(than other: Worst) -> Bool {
            if visibleFraction != other.visibleFraction { return visibleFraction < other.visibleFraction }
            return (gap ?? .infinity) < (other.gap ?? .infinity)
        }
    }

    /// One row: `{"id", "name", "labelSource", "layer", "pinned", "keyboardType", "keyboardTypeWhy",
    /// "strategy", "before", "after", "gap", "coveredBy", "scroll", "shift"}`, only the first
    /// members when the field's request could not be resolved; returns how it fared.
    static func appendRow(_ field: DesignCheckQuery.Field, to w: inout JSONWriter) -> Worst? {
        let entry = field.entry
        w.raw("{\"id\":")
        w.string(entry.id)
        w.raw(",\"name\":")
        w.string(entry.label ?? entry.name)
        w.raw(",\"labelSource\":")
        w.string((entry.labelSource ?? .layer).rawValue)
        w.raw(",\"layer\":")
        w.string(entry.name)
        w.raw(",\"kind\":")
        w.string(field.pinned ? "pinned" : (entry.kind ?? .textField).rawValue)
        w.raw(",\"keyboardType\":")
        w.string((entry.keyboardType ?? .default).rawValue)
        w.raw(",\"keyboardTypeWhy\":")
        w.string(entry.keyboardTypeWhy ?? "")
        guard let answer = field.answer, case .success(let request) = field.request else {
            w.raw("}")
            return nil
        }
        // The field's verdicts and its bottom edge in the window, after.
        var before: Verdict?
        var after: Verdict?
        var bottom: Double?
        if field.pinned, let p = answer.pinned.first(where: { $0.id == entry.id }) {
            before = p.before
            after = p.after
            bottom = p.frame.maxY + p.shift
        } else if let e = answer.elements.first(where: { $0.id == entry.id }),
            let frame = request.elements.first(where: { $0.id == entry.id })?.frame
        {
            before = e.before
            after = e.after
            bottom = answer.containerFrame.minY + frame.maxY - answer.contentOffset.y
        }
        var gap: Double?
        if let top = answer.keyboard.frame?.minY, let bottom { gap = top - bottom }
        w.raw(",\"strategy\":")
        w.string(answer.strategy.rawValue)
        if let before, let after {
            w.raw(",\"before\":")
            appendVerdict(before, pinned: answer.pinned, to: &w)
            w.raw(",\"after\":")
            appendVerdict(after, pinned: answer.pinned, to: &w)
        }
        w.raw(",\"gap\":")
        if let gap { w.number(gap) } else { w.raw("null") }
        w.raw(",\"coveredBy\":")
        if let after {
            appendCoveredBy(after.coveredBy, pinned: answer.pinned, to: &w)
        } else {
            w.raw("[]")
        }
        w.raw(",\"scroll\":")
        w.number(answer.scrollDelta)
        w.raw(",\"shift\":")
        w.number(answer.viewShift)
        w.raw("}")
        guard let after else { return nil }
        return Worst(
            device: "", state: after.state, visibleFraction: after.visibleFraction, gap: gap)
    }
}
