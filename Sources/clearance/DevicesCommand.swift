import ClearanceWire
import DeviceCatalog
import KeyboardAvoidance

/// `clearance devices [ID] [--json]`: the device catalog as a table, or as JSON the way
/// `GET /v1/devices` (or `/v1/devices/{id}`) answers it.
enum DevicesCommand {
    /// The flags: JSON instead of the table.
    static let flags: [Flag] = [.toggle("--json")]

    static let help =
        Flag.usage("clearance devices [ID]", flags) + """


            Prints the device catalog as a table: each device's id, platform (iOS or android),
            models, screen in points (dp on Android) and scale, the iOS releases its models run, its
            keyboard styles (liquidGlass, classic; gboard on Android), and the keyboards whose height
            the catalog knows on its newest release, * marking those a rule derived and ~ those it
            assumes; then the aliases (other ids for the same figures) with their releases. With ID
            (an id or an alias), that device alone.

            --json prints the catalog as JSON instead (screens, safe areas and keyboard heights per
            figure set, style and orientation, what each device supports, every figure's sources,
            choices, alternatives and provenance), the same document GET /v1/devices answers; with
            ID, the one device, as GET /v1/devices/ID answers it.

            EXIT STATUS
              0  the catalog is on standard output
              1  the arguments are wrong, or no device has ID (the closest ids are named)
            """

    /// Runs the command with its arguments; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        let read: Arguments
        switch Arguments.read(arguments, flags: flags, command: "devices", operand: "ID", help: help) {
        case .success(let arguments): read = arguments
        case .failure(let exit): return exit.code
        }
        let json = read.has("--json")
        let rest = read.operands
        var devices = DeviceCatalog.devices
        if let id = rest.first {
            guard let device = DeviceCatalog.device(id: id) else {
                printError("clearance devices: \(DeviceError.unknownDevice(id: id).message)")
                return 1
            }
            devices = [device]
        }
        var output: [UInt8]
        if json {
            output = rest.isEmpty ? AnswerEncoder.encodeCatalog() : AnswerEncoder.encode(device: devices[0])
        } else {
            output = Array(table(devices).utf8)
        }
        output.append(0x0A)
        writeAll(1, output)
        return 0
    }

    /// The table: one row per device, then its aliases.
    static func table(_ devices: [Device]) -> String {
        var rows: [[String]] = [
            ["ID", "PLATFORM", "MODELS", "POINTS", "SCALE", "RELEASES", "STYLES", "KEYBOARDS (newest release)"]
        ]
        for var device in devices {
            // A row stands for every model of the family: the releases any of them runs.
            let models = device.models.map(\.runs)
            let last = models.contains { $0.last == nil } ? nil : models.compactMap(\.last).max()
            device.runs = IOSRange(first: models.map(\.first).min() ?? device.runs.first, last: last)
            let points = "\(format(device.points.width))x\(format(device.points.height))"
            let scale = device.scale.map { "@\(format($0))x" } ?? "-"
            let releases = device.platform == .iOS ? device.releases.map(\.description).joined(separator: ",") : "-"
            let styles = device.figureSets.filter(device.runs).flatMap(\.styles)
                .reduce(into: [KeyboardStyle]()) { if !$0.contains($1) { $0.append($1) } }
            rows.append([
                device.id, device.platform.rawValue, device.name, points, scale, releases,
                styles.map(\.rawValue).joined(separator: ","), keyboards(device),
            ])
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        var lines = rows.map { row in
            row.enumerated().map { i, cell in
                i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
            }.joined(separator: "  ")
        }
        let aliases = devices.flatMap { device in
            device.aliases.map { "  \($0.id) (\($0.name), \(runs($0.runs))) -> \(device.family)" }
        }
        if !aliases.isEmpty {
            lines.append("")
            lines.append("ALIASES (the same figures under another id)")
            lines += aliases
        }
        lines.append("")
        lines.append(
            "RELEASES: the iOS majors any model of the row runs (a request's device.ios; the last is the default). "
                + "KEYBOARDS: on the newest release with its default style, the keyboards and types whose height "
                + "the catalog has in both orientations (portrait only: marked P); * marks one a rule derived, "
                + "~ one the catalog assumes (iOS 27's keyboards are iOS 26's until measured). The rules and "
                + "assumptions: docs/devices.md. Every figure, per release and style, with its sources: clearance "
                + "devices --json.")
        return lines.joined(separator: "\n")
    }

    /// The keyboard types and the emoji keyboard known on the device's default release and style:
    /// in both orientations plainly, in portrait only as `type(P)`, in landscape only as `type(L)`;
    /// `-` when none.
    static func keyboards(_ device: Device) -> String {
        let set = device.defaultSet
        let style = set.defaultStyle
        func known(_ o: Orientation, _ k: KeyboardVariant, _ t: KeyboardType) -> Provenance? {
            guard case .success(let figure) = device.keyboardFigure(o, k, type: t, set: set, style: style),
                let pointer = figure.pointer
            else { return nil }
            return device.figure(covering: pointer)?.provenance ?? .measured
        }
        let entries: [(String, KeyboardVariant, KeyboardType)] =
            KeyboardType.allCases.map { ($0.rawValue, .noPredictive, $0) } + [("emoji", .emoji, .default)]
        let names = entries.compactMap { name, keyboard, type -> String? in
            let plain = keyboard == .noPredictive && type == .default
            let p = known(.portrait, keyboard, type) ?? (plain ? known(.portrait, .predictive, type) : nil)
            let l = known(.landscape, keyboard, type) ?? (plain ? known(.landscape, .predictive, type) : nil)
            let marks = [p, l].compactMap { $0 }
            let mark = marks.contains(.assumed) ? "~" : marks.contains(.derived) ? "*" : ""
            return switch (p != nil, l != nil) {
            case (true, true): name + mark
            case (true, false): "\(name)\(mark)(P)"
            case (false, true): "\(name)\(mark)(L)"
            case (false, false): nil
            }
        }
        return names.isEmpty ? "-" : names.joined(separator: ", ")
    }

    /// `13-` or `11-16`.
    static func runs(_ range: IOSRange) -> String {
        "\(range.first)-\(range.last.map(String.init(describing:)) ?? "")"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
