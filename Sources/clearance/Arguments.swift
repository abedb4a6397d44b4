/// One flag of a command and what follows it. Every command but `serve` and `healthcheck` (whose
/// flags are ``ServeSettings/flags``, with their environment variables) reads its arguments
/// through one table of these: the parser, the usage line and the messages all come from it.
struct Flag {
    /// What the flag takes.
    enum Value {
        /// Nothing: a switch.
        case none
        /// One value, any text the command checks itself; the placeholder names it in the usage.
        case text(placeholder: String)
        /// One of the names (an enum's raw values, in order).
        case one(of: [String])
        /// A comma-separated list of the names, repeats dropped.
        case list(of: [String])
    }

    let name: String
    let value: Value

    /// A switch.
    static func toggle(_ name: String) -> Flag { Flag(name: name, value: .none) }

    /// A flag with a value the command reads, named `placeholder` in the usage.
    static func text(_ name: String, _ placeholder: String) -> Flag {
        Flag(name: name, value: .text(placeholder: placeholder))
    }

    /// A flag taking one case of `T`, by its raw value.
    static func one<T: CaseIterable & RawRepresentable>(_ name: String, _: T.Type) -> Flag where T.RawValue == String {
        Flag(name: name, value: .one(of: T.allCases.map(\.rawValue)))
    }

    /// A flag taking a comma-separated list of cases of `T`, by their raw values.
    static func list<T: CaseIterable & RawRepresentable>(_ name: String, _: T.Type) -> Flag
    where T.RawValue == String {
        Flag(name: name, value: .list(of: T.allCases.map(\.rawValue)))
    }

    /// The flag as the usage line shows it: `[--json]`, `[--device ID]`,
    /// `[--orientation portrait|landscape]`, `[--orientations portrait,landscape]`.
    var usage: String {
        switch value {
        case .none: "[\(name)]"
        case .text(let placeholder): "[\(name) \(placeholder)]"
        case .one(let names): "[\(name) \(names.joined(separator: "|"))]"
        case .list(let names): "[\(name) \(names.joined(separator: ","))]"
        }
    }

    /// The USAGE section of a command's help: `command` and its operand, then every flag,
    /// wrapped to 96 columns under the command.
    static func usage(_ command: String, _ flags: [Flag]) -> String {
        var lines = ["  " + command]
        let indent = String(
            repeating: " ",
            count: 2
                + (command.firstIndex(of: "[").map {
                    command.distance(from: command.startIndex, to: $0)
                } ?? command.count + 1))
        for flag in flags {
            if lines[lines.count - 1].count + 1 + flag.usage.count > 96 {
                lines.append(indent + flag.usage)
            } else {
                lines[lines.count - 1] += " " + flag.usage
            }
        }
        return "USAGE\n" + lines.joined(separator: "\n")
    }
}

/// A command line read against a command's flags: the switches given, each value as given
/// (checked against the flag's names), and the operands.
struct Arguments {
    private(set) var switches: Set<String> = []
    private(set) var values: [String: String] = [:]
    private(set) var operands: [String] = []

    /// Whether the switch `name` was given.
    func has(_ name: String) -> Bool { switches.contains(name) }

    /// The text given for `name`.
    func text(_ name: String) -> String? { values[name] }

    /// The case of `T` given for `name` (its name was checked when it was read).
    func one<T: RawRepresentable>(_ name: String, as _: T.Type) -> T? where T.RawValue == String {
        values[name].flatMap(T.init(rawValue:))
    }

    /// The cases of `T` listed for `name`, in order, repeats dropped.
    func list<T: RawRepresentable & Equatable>(_ name: String, as _: T.Type) -> [T]? where T.RawValue == String {
        guard let text = values[name] else { return nil }
        var list: [T] = []
        for item in text.split(separator: ",") {
            if let value = T(rawValue: String(item)), !list.contains(value) { list.append(value) }
        }
        return list
    }

    /// Reads `arguments` against `flags`: `--flag VALUE` or `--flag=VALUE`, `--help` or `-h`,
    /// `--` before operands that start with `-`, and at most one operand (named `operand` in
    /// the message). Answers the arguments, or the exit status once the help is
    /// printed (0) or a usage error with the help (1).
    static func read(
        _ arguments: [String], flags: [Flag], command: String, operand: String, help: String
    ) -> Result<Arguments, ExitCode> {
        var read = Arguments()
        var rest = arguments[...]
        var operandsOnly = false
        func refuse(_ message: String) -> Result<Arguments, ExitCode> {
            printError("clearance \(command): \(message)\n\n\(help)")
            return .failure(ExitCode(code: 1))
        }
        while let argument = rest.popFirst() {
            if operandsOnly || argument == "-" || !argument.hasPrefix("-") {
                guard read.operands.isEmpty else { return refuse("give at most one \(operand)") }
                read.operands.append(argument)
                continue
            }
            if argument == "--" {
                operandsOnly = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                print(help)
                return .failure(ExitCode(code: 0))
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard let flag = flags.first(where: { $0.name == name }) else {
                return refuse("unknown option '\(argument)'")
            }
            if case .none = flag.value {
                guard name == argument else { return refuse("\(name) takes no value") }
                read.switches.insert(name)
                continue
            }
            let given = argument.count > name.count ? String(argument.dropFirst(name.count + 1)) : rest.popFirst()
            guard let text = given, !text.isEmpty else { return refuse("\(name) needs a value") }
            switch flag.value {
            case .one(let names) where !names.contains(text):
                return refuse("\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'")
            case .list(let names)
            where !text.split(separator: ",", omittingEmptySubsequences: false).allSatisfy({
                names.contains(String($0))
            }):
                return refuse(
                    "\(name) must be a comma-separated list of \(names.joined(separator: ", ")), not '\(text)'")
            default:
                read.values[name] = text
            }
        }
        return .success(read)
    }
}

/// The exit status a command ends with.
struct ExitCode: Error {
    var code: Int32
}
