import ClearanceWire
import DeviceCatalog

/// `clearance devices [ID]`: the device catalog, as `GET /v1/devices` (or `/v1/devices/{id}`)
/// answers it.
enum DevicesCommand {
    static let help = """
        USAGE
          clearance devices [ID]

        Prints the device catalog (screens in points, safe areas and keyboard heights per
        orientation, the hardware-keyboard bar, sources, notes and uncertain figures) as JSON,
        the same document GET /v1/devices answers; with ID, the one device, as
        GET /v1/devices/ID answers it.

        EXIT STATUS
          0  the JSON is on standard output
          1  the arguments are wrong, or no device has ID (the known ids are listed)
        """

    /// Runs the command with its arguments; returns the exit code.
    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(help)
            return 0
        }
        if let flag = arguments.first(where: { $0.hasPrefix("-") }) {
            printError("clearance devices: unknown option '\(flag)'\n\n\(help)")
            return 1
        }
        guard arguments.count <= 1 else {
            printError("clearance devices: give at most one ID\n\n\(help)")
            return 1
        }
        var output: [UInt8]
        if let id = arguments.first {
            guard let device = DeviceCatalog.device(id: id) else {
                printError("clearance devices: \(DeviceError.unknownDevice(id: id).message)")
                return 1
            }
            output = AnswerEncoder.encode(device: device)
        } else {
            output = AnswerEncoder.encodeCatalog()
        }
        output.append(0x0A)
        writeAll(1, output)
        return 0
    }
}
