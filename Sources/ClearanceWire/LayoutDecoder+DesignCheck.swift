import ClearanceContract
import ClearanceJSON
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance

/// Every text field of a design, each in turn the focus with its own keyboard, on one device or
/// several: each field's request and answer, kept to what its row reads.
public struct DesignCheckQuery: Sendable {
    /// One text field of the design on one device.
    public struct Field: Sendable {
        /// The mapping's entry: its id, label, keyboard type and why.
        public var entry: DesignLayout.Entry
        /// Whether it is a pinned view (in a fixed header or a bottom bar).
        public var pinned: Bool
        /// The request with this field the focus and its keyboard shown, or why it cannot be
        /// solved on this device; of its elements only the field is kept.
        public var request: Result<LayoutRequest, Problem>
        /// The answer to that request, of its elements only the field's, without warnings (the
        /// device's `warnings` say them once); `nil` when the request could not be resolved.
        public var answer: LayoutAnswer?
    }

    /// The design on one device.
    public struct DeviceRun: Sendable {
        /// The device, orientation, iOS version and keyboard.
        public var setup: DeviceSetup
        /// Its fields, in the mapping's order.
        public var fields: [Field]
        /// The mapping's warnings on this device (the focus left out), then what the fields'
        /// answers say, each once and worded for the design, then `derivedFigure` when the
        /// catalog derived a figure the device uses.
        public var warnings: [Warning]
        /// Why the device was not checked, when it was not (the catalog lacks a figure).
        public var skipped: String?
    }

    /// The design mapped on the first device, without a focus.
    public var mapped: DesignMapped
    /// Every device, in the order asked.
    public var devices: [DeviceRun]
    /// The most checks (fields × devices) a request may ask for.
    public static let maxChecks = 2048

    /// The mapping's warnings that hold on every device checked (those of one device, such as
    /// `designResized`, stay with it); the first mapping's when no device was checked.
    public var commonWarnings: [Warning] {
        let checked = devices.filter { $0.skipped == nil }
        let own = mapped.warnings.filter { $0.code != WarningCode.designFocusNotChosen.rawValue }
        guard !checked.isEmpty else { return own }
        return own.filter { warning in checked.allSatisfy { $0.warnings.contains(warning) } }
    }
}

extension LayoutDecoder {
    /// Decodes `POST /v1/design/check`, then maps the design on each device and solves one
    /// layout request per text field with `solve` (the engine by default), that field the focus
    /// with its own keyboard type. Each answer is kept only to what its row reads, so that a check
    /// holds one request's elements at a time, not every field's on every device.
    ///
    /// `devices` is a list of catalog ids, or `iphones`, `ipads`, `android` or `all`; without it, the
    /// device `device.id` names, else the one the frame's size names. `device` gives the
    /// orientation, iOS version and keyboard of every device (its `keyboardType` is each field's
    /// own; its `id` only without `devices`). Fields × devices may not exceed
    /// ``DesignCheckQuery/maxChecks`` (422 at `/devices`).
    public static func decodeDesignCheck(
        _ bytes: UnsafeRawBufferPointer, limits: DecodeLimits = DecodeLimits(),
        solve: (LayoutRequest) -> LayoutAnswer = LayoutSolver.solve
    ) throws(Problem) -> DesignCheckQuery {
        try withDecoder(bytes, limits: limits) { (d: inout RequestDecoder) throws(SyntaxError) in
            try d.decodeDesignCheck(solve: solve)
        }
    }
}

extension RequestDecoder {
    /// The check, or `nil` when the body breaks the contract (see `errors`).
    mutating func decodeDesignCheck(solve: (LayoutRequest) -> LayoutAnswer) throws(SyntaxError)
        -> DesignCheckQuery?
    {
        try expectBodyObject()
        var p = ReadRequest()
        var devices: [Device]?
        let present = try readObject(DesignCheckMember.self) {
            (d: inout RequestDecoder, m: DesignCheckMember) throws(SyntaxError) in
            switch m {
            case .design:
                p.design = try d.readDesign()
                p.give(.design)
            case .devices: devices = try d.readCheckDevices()
            case .device:
                p.draft.device = try d.readDevice()
                p.give(.device)
            case .options:
                try d.readOptions(into: &p.draft.options)
                p.give(.options)
            }
        }
        try expectBodyEnd()
        if !present.contains(.design) {
            fail(
                at: "design",
                "is required: {\"figma\": a Figma node, nodes response or JSON_REST_V1 export}, {\"penpot\": a page's "
                    + "objects} or {\"sketch\": a page or artboard}")
        }
        if devices != nil, let setup = p.draft.device, !setup.id.isEmpty {
            push(.name("device"))
            fail(at: "id", "must be left out with devices, which names each device")
            pop()
        }
        if p.draft.device?.keyboardType != nil && p.draft.device?.keyboardType != .default {
            push(.name("device"))
            fail(at: "keyboardType", "must be left out: each field brings up its own keyboard type")
            pop()
        }
        guard errors.isEmpty, var design = p.design else { return nil }
        // The screen is read once; each device and field lays it out and maps it again.
        do throws(DesignIssue) {
            design.screen = try design.adapter.screen(in: design.document, node: design.node)
        } catch {
            failDesign(at: error.path, error.message)
            return nil
        }
        p.design = design
        let screen = design.screen!
        // Where each layer is drawn, to list the fields top to bottom: one walk.
        var drawn: [String: Rect] = [:]
        func visit(_ node: DesignNode) {
            if let box = node.box { drawn[node.id] = box }
            node.children.forEach(visit)
        }
        visit(screen)
        // The setups: the devices asked for, else the request's device, else the frame's.
        var setups: [DeviceSetup] = []
        let shared = p.draft.device ?? DeviceSetup(id: "")
        if let devices {
            for device in devices {
                var setup = shared
                setup.id = device.id
                setups.append(setup)
            }
        } else {
            guard resolveRequest(p, errorsBefore: 0) != nil, let mapped = context.mapped, let setup = mapped.setup
            else {
                if errors.isEmpty {
                    fail(
                        at: "devices",
                        "is required: the frame's size names no catalog device; name the devices to check it on")
                }
                return nil
            }
            setups.append(setup)
        }
        var runs: [DesignCheckQuery.DeviceRun] = []
        var first: DesignMapped?
        for setup in setups {
            var q = p
            q.draft.device = setup
            q.give(.device)
            q.draft.focus = nil
            let before = errors.count
            guard resolveRequest(q, errorsBefore: before) != nil, let mapped = context.mapped else {
                let reasons = errors[before...].map(\.message).joined(separator: " ")
                errors.removeSubrange(before...)
                runs.append(.init(setup: setup, fields: [], warnings: [], skipped: reasons))
                continue
            }
            if first == nil { first = mapped }
            let geometry = context.deviceBox
            let layout = mapped.layout
            // Top to bottom, then left to right, as the frame draws them.
            let inputs =
                (layout.elementEntries.filter { $0.label != nil }.map { ($0, false) }
                + layout.pinnedEntries.filter { $0.label != nil }.map { ($0, true) })
                .map { (entry: $0.0, pinned: $0.1, box: drawn[$0.0.id] ?? .zero) }
                .sorted { ($0.box.minY, $0.box.minX) < ($1.box.minY, $1.box.minX) }
                .map { ($0.entry, $0.pinned) }
            if inputs.count * setups.count > DesignCheckQuery.maxChecks {
                fail(
                    at: "devices",
                    "asks for \(inputs.count) fields × \(setups.count) devices = \(inputs.count * setups.count) "
                        + "checks, over the limit of \(DesignCheckQuery.maxChecks): check fewer devices at once")
                return nil
            }
            // The device's mapping of the design, made once for all its fields.
            if let device = DeviceCatalog.device(id: setup.id) {
                let window = device.screen(setup.orientation)
                q.design?.mappedOn = (window, mapped.layout, mapped.layout.inputScrollers(in: screen))
            }
            var fields: [DesignCheckQuery.Field] = []
            var warnings = mapped.warnings.filter { $0.code != WarningCode.designFocusNotChosen.rawValue }
            // The answers' own warnings already said, so that only new ones are worded again.
            var seen: [Warning] = []
            for (entry, pinned) in inputs {
                var f = q
                f.draft.device?.keyboardType = entry.keyboardType ?? .default
                f.draft.focus = entry.id
                f.give(.focus)
                let mark = errors.count
                guard var request = resolveRequest(f, errorsBefore: mark) else {
                    let own = Array(errors[mark...])
                    errors.removeSubrange(mark...)
                    fields.append(.init(entry: entry, pinned: pinned, request: .failure(.invalid(own)), answer: nil))
                    let why = own.map { "\($0.pointer): \($0.message)" }.joined(separator: "; ")
                    warnings.append(
                        Warning(
                            .designFieldUnresolved,
                            "The field '\(entry.label ?? entry.name)' cannot be checked on \(setup.id): \(why)"
                        ))
                    continue
                }
                var answer = solve(request)
                answer.warnings.removeAll { seen.contains($0) }
                if !answer.warnings.isEmpty {
                    seen += answer.warnings
                    let said = AnswerEncoder.advising(answer, mapped: mapped).warnings
                    for warning in said where !warnings.contains(warning) { warnings.append(warning) }
                }
                // New arrays, not `removeAll(where:)`, which would keep every element's room.
                request.elements = request.elements.filter { $0.id == entry.id }
                answer.elements = answer.elements.filter { $0.id == entry.id }
                answer.warnings = []
                fields.append(.init(entry: entry, pinned: pinned, request: .success(request), answer: answer))
            }
            if let geometry { warnings = AnswerEncoder.addingDerivedFigureWarning(geometry.value, to: warnings) }
            // The setup as resolved: the release and keyboard style the figures are for.
            var resolved = setup
            if let geometry {
                resolved.ios = geometry.value.setup.ios
                resolved.keyboardStyle = geometry.value.setup.keyboardStyle
            }
            runs.append(.init(setup: resolved, fields: fields, warnings: warnings, skipped: nil))
        }
        guard errors.isEmpty else { return nil }
        guard let first else {
            fail(
                at: "devices", "names no device the design can be checked on: \(runs.compactMap(\.skipped).first ?? "")"
            )
            return nil
        }
        return DesignCheckQuery(mapped: first, devices: runs)
    }

    /// `devices`: `"iphones"`, `"ipads"`, `"android"`, `"all"` or a non-empty array of distinct
    /// catalog ids.
    mutating func readCheckDevices() throws(SyntaxError) -> [Device]? {
        if try reader.valueKind() == .string {
            let token = try reader.readString()
            switch reader.string(token) {
            case "all": return DeviceCatalog.devices
            case "iphones": return DeviceCatalog.devices.filter { $0.kind == .iPhone }
            case "ipads": return DeviceCatalog.devices.filter { $0.kind == .iPad }
            case "android": return DeviceCatalog.devices.filter { $0.platform == .android }
            default:
                fail("must be \"iphones\", \"ipads\", \"android\", \"all\" or an array of device ids")
                return nil
            }
        }
        return try readDeviceList()
    }
}
