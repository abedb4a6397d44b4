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


            Prints the device catalog as a table: each device's id, models, screen in points and
            scale, the iOS releases its model runs, and the keyboard types whose height the catalog
            knows on iOS 26 and before iOS 26 (iOS 18), a * marking those that use a derived figure;
            then the aliases (other ids for the same figures) with their releases. With ID (an id or
            an alias), that device alone.

            --json prints the catalog as JSON instead (screens, safe areas and keyboard heights per
            iOS version and orientation, what each device supports, every figure's sources, choices
            and alternatives), the same document GET /v1/devices answers; with ID, the one device,
            as GET /v1/devices/ID answers it.

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
        var rows: [[String]] = [["ID", "MODELS", "POINTS", "SCALE", "RUNS", "iOS 26 KEYBOARDS", "iOS 18 KEYBOARDS"]]
        for var device in devices {
            // A row stands for every model of the family: the releases any of them runs.
            let models = device.models.map(\.runs)
            let last = models.contains { $0.last == nil } ? nil : models.compactMap(\.last).max()
            device.runs = IOSRange(first: models.map(\.first).min() ?? device.runs.first, last: last)
            let points = "\(format(device.points.width))x\(format(device.points.height))"
            let scale = device.scale.map { "@\(format($0))x" } ?? "-"
            rows.append([
                device.id, device.name, points, scale, runs(device.runs), keyboards(device, .ios26),
                keyboards(device, .ios18),
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
            "Keyboard types listed where the catalog has a height in both orientations (portrait only: "
                + "marked P) on a version one of its models runs (RUNS: the first and last iOS of any of them; each alias's own below). * marks a type "
                + "whose height or safe area a rule derived rather than a source measured (the rules and their "
                + "checks: docs/devices.md). The full figures, sources and reasons: clearance devices --json.")
        return lines.joined(separator: "\n")
    }

    /// The keyboard types known on `ios`: in both orientations plainly, in portrait only as
    /// `type(P)`, in landscape only as `type(L)`; `-` when none.
    static func keyboards(_ device: Device, _ ios: IOSVersion) -> String {
        let portrait = device.supported(.portrait, ios: ios).types
        let landscape = device.supported(.landscape, ios: ios).types
        let names = KeyboardType.allCases.compactMap { type -> String? in
            let mark = derived(device, ios, type) ? "*" : ""
            return switch (portrait.contains(type), landscape.contains(type)) {
            case (true, true): type.rawValue + mark
            case (true, false): "\(type.rawValue)\(mark)(P)"
            case (false, true): "\(type.rawValue)\(mark)(L)"
            case (false, false): nil
            }
        }
        return names.isEmpty ? "-" : names.joined(separator: ", ")
    }

    /// Whether a rule derived a figure `type` uses on `ios`: a keyboard height (with or without
    /// the predictive bar) or the safe area, in either orientation.
    static func derived(_ device: Device, _ ios: IOSVersion, _ type: KeyboardType) -> Bool {
        Orientation.allCases.contains { orientation in
            let safeArea = "/ios/\(ios.rawValue)/safeArea/\(orientation.rawValue)"
            if device.figure(covering: safeArea)?.provenance == .derived { return true }
            return [KeyboardVariant.predictive, .noPredictive].contains { keyboard in
                guard case .success(let figure) = device.keyboardFigure(orientation, keyboard, type: type, ios: ios),
                    let pointer = figure.pointer
                else { return false }
                return device.figure(covering: pointer)?.provenance == .derived
            }
        }
    }

    /// `13-` or `11-16`.
    static func runs(_ range: IOSRange) -> String {
        "\(range.first)-\(range.last.map(String.init) ?? "")"
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
