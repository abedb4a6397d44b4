import ClearanceJSON
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance

extension AnswerEncoder {
    /// The answer to a layout request, with `mapping` last and the mapping's warnings first when
    /// the request was a `design` (docs/designs.md), and its `pinnedViewCovered` worded for what
    /// the design's view is (``advising(_:mapped:)``).
    public static func encode(_ answer: LayoutAnswer, mapped: DesignMapped?) -> [UInt8] {
        guard let mapped else { return encode(answer) }
        var answer = answer
        answer.warnings = mapped.warnings + advising(answer, mapped: mapped).warnings
        var bytes: [UInt8] = []
        encode(answer, into: &bytes)
        appendingMapping(mapped, to: &bytes)
        return bytes
    }

    /// `answer`, to the layout `mapped` stands for, with each `pinnedViewCovered` worded for the
    /// design's view: pin advice only for a view that acts on the form (``PinnedAdvice``).
    public static func advising(_ answer: LayoutAnswer, mapped: DesignMapped) -> LayoutAnswer {
        var answer = answer
        answer.warnings = PinnedAdvice.advising(
            answer.warnings, pinned: answer.pinned, layout: mapped.layout, screen: mapped.placement.screen)
        return answer
    }

    /// `POST /v1/design`'s answer: `{"request": the layout request the design maps to,
    /// "mapping": …, "warnings": the mapping's}`. Posting `request` to `/v1/layout` answers the
    /// design.
    public static func encodeDesign(_ mapped: DesignMapped) -> [UInt8] {
        let layout = mapped.layout
        var w = JSONWriter(capacity: 1024 + 384 * (layout.elements.count + layout.skipped.count))
        w.raw("{\"request\":{")
        if let setup = mapped.setup {
            w.raw("\"device\":{\"id\":")
            w.string(setup.id)
            w.raw(",\"orientation\":")
            w.string(setup.orientation.rawValue)
            w.raw(",\"keyboard\":")
            w.string(setup.keyboard.rawValue)
            w.raw(",\"keyboardType\":")
            w.string(setup.keyboardType.rawValue)
            if let ios = setup.ios {
                w.raw(",\"ios\":")
                w.string(ios.description)
            }
            if let style = setup.keyboardStyle {
                w.raw(",\"keyboardStyle\":")
                w.string(style.rawValue)
            }
            // An accessory the request's keyboard gives is the keyboard's, not the device's.
            if mapped.request.accessoryHeight == nil {
                w.raw(",\"accessoryHeight\":")
                w.number(setup.accessoryHeight ?? 0)
            }
            w.raw("},")
        } else if let screen = mapped.screen {
            w.raw("\"screen\":{\"width\":")
            w.number(screen.width)
            w.raw(",\"height\":")
            w.number(screen.height)
            w.raw("},")
        }
        if mapped.keyboardGiven {
            w.raw("\"keyboard\":")
            appendKeyboardDraft(mapped.request, to: &w)
            w.raw(",")
        }
        let c = layout.container
        w.raw("\"container\":{\"frame\":")
        appendRect(c.frame, to: &w)
        w.raw(",\"scrollable\":")
        w.bool(c.scrollable)
        w.raw(",\"contentSize\":{\"width\":")
        w.number(c.contentSize.width)
        w.raw(",\"height\":")
        w.number(c.contentSize.height)
        w.raw("},\"contentOffset\":{\"x\":0,\"y\":0}},\"elements\":[")
        for (i, e) in layout.elements.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"id\":")
            w.string(e.id)
            w.raw(",\"frame\":")
            appendRect(e.frame, to: &w)
            w.raw(",\"kind\":")
            w.string((e.kind ?? .view).rawValue)
            w.raw("}")
        }
        w.raw("],\"pinned\":[")
        for (i, p) in layout.pinned.enumerated() {
            if i > 0 { w.raw(",") }
            w.raw("{\"id\":")
            w.string(p.id)
            w.raw(",\"frame\":")
            appendRect(p.frame, to: &w)
            w.raw(",\"pin\":")
            w.string(p.pin.rawValue)
            w.raw("}")
        }
        w.raw("]")
        if let focus = layout.focus {
            w.raw(",\"focus\":")
            w.string(focus)
        }
        if mapped.optionsGiven {
            w.raw(",\"options\":")
            appendOptionsDraft(mapped.request.options, to: &w)
        }
        w.raw("},\"mapping\":")
        appendMapping(mapped, to: &w)
        w.raw(",\"warnings\":")
        appendWarnings(mapped.warnings, to: &w)
        w.raw("}")
        var bytes: [UInt8] = []
        w.copy(into: &bytes)
        return bytes
    }

    /// `{format, screen, device, container, focus, elements, pinned, skipped}`.
    static func appendMapping(_ mapped: DesignMapped, to w: inout JSONWriter) {
        let layout = mapped.layout
        w.raw("{\"format\":")
        w.string(layout.format)
        w.raw(",\"screen\":{\"id\":")
        w.string(layout.screenID)
        w.raw(",\"name\":")
        w.string(layout.screenName)
        w.raw(",\"size\":{\"width\":")
        w.number(layout.screenSize.width)
        w.raw(",\"height\":")
        w.number(layout.screenSize.height)
        w.raw("}},\"device\":")
        if let placed = mapped.device {
            w.raw("{\"id\":")
            w.string(placed.id)
            w.raw(",\"orientation\":")
            w.string(placed.orientation.rawValue)
            w.raw(",\"why\":")
            w.string(placed.why)
            w.raw("}")
        } else if mapped.deviceGiven, let setup = mapped.setup {
            w.raw("{\"id\":")
            w.string(setup.id)
            w.raw(",\"orientation\":")
            w.string(setup.orientation.rawValue)
            w.raw(",\"why\":\"the request's device\"}")
        } else {
            w.raw("null")
        }
        w.raw(",\"container\":{\"id\":")
        if let entry = layout.containerEntry {
            w.string(entry.id)
            w.raw(",\"name\":")
            w.string(entry.name)
        } else {
            w.raw("null,\"name\":null")
        }
        w.raw(",\"why\":")
        w.string(layout.containerWhy)
        w.raw("},\"focus\":")
        if let focus = layout.focus {
            w.raw("{\"id\":")
            w.string(focus)
            w.raw(",\"why\":")
            w.string(layout.focusWhy ?? "")
            w.raw("}")
        } else {
            w.raw("null")
        }
        w.raw(",\"elements\":")
        appendEntries(layout.elementEntries, to: &w) {
            ("kind", ($0.kind ?? .view).rawValue, "why", $0.why, $0.label, $0.labelSource?.rawValue)
        }
        w.raw(",\"pinned\":")
        appendEntries(layout.pinnedEntries, to: &w) {
            ("pin", ($0.pin ?? .none).rawValue, "why", $0.why, $0.label, $0.labelSource?.rawValue)
        }
        w.raw(",\"skipped\":")
        appendEntries(layout.skipped, to: &w) { (nil, "", "reason", $0.reason, nil, nil) }
        w.raw("}")
    }

    /// `[{"id", "name", role?, "why"|"reason", "label"?, "labelSource"?}, …]`: each entry's id and
    /// name, then what `members` gives: an optional member (its name and value), the reason (its
    /// name and text), and a text input's label and where it comes from.
    private static func appendEntries<Entry: DesignEntry>(
        _ entries: [Entry], to w: inout JSONWriter,
        _ members: (Entry) -> (
            label: StaticString?, value: String, reasonName: StaticString, reason: String, fieldLabel: String?,
            fieldLabelSource: String?
        )
    ) {
        w.raw("[")
        for (i, e) in entries.enumerated() {
            if i > 0 { w.raw(",") }
            let m = members(e)
            w.raw("{\"id\":")
            w.string(e.id)
            w.raw(",\"name\":")
            w.string(e.name)
            if let label = m.label {
                w.raw(",")
                w.string(String(describing: label))
                w.raw(":")
                w.string(m.value)
            }
            w.raw(",")
            w.string(String(describing: m.reasonName))
            w.raw(":")
            w.string(m.reason)
            if let label = m.fieldLabel, let source = m.fieldLabelSource {
                w.raw(",\"label\":")
                w.string(label)
                w.raw(",\"labelSource\":")
                w.string(source)
            }
            w.raw("}")
        }
        w.raw("]")
    }

    /// `bytes`, a JSON object, with `,"mapping":{…}` (and any `extra` members) before its `}`.
    static func appendingMapping(
        _ mapped: DesignMapped, to bytes: inout [UInt8], extra: (inout JSONWriter) -> Void = { _ in }
    ) {
        guard bytes.last == UInt8(ascii: "}") else { return }
        bytes.removeLast()
        var w = JSONWriter(capacity: 512 + 256 * (mapped.layout.elements.count + mapped.layout.skipped.count))
        w.raw(",\"mapping\":")
        appendMapping(mapped, to: &w)
        extra(&w)
        w.raw("}")
        w.copy(into: &bytes)
    }
}

/// A mapped or skipped layer, as the mapping lists it.
protocol DesignEntry {
    var id: String { get }
    var name: String { get }
}

extension DesignLayout.Entry: DesignEntry {}
extension DesignLayout.Skipped: DesignEntry {}
