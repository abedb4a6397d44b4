import Foundation
import Testing

/// Every command but `serve` reads its flags from one table: the usage line, the parser and the
/// messages agree, and a flag's choices are its enum's cases.
@Suite struct ArgumentsTests {
    /// Each command with a flag that takes a choice, a bad value for it, and every choice it
    /// must name (the enum's cases, in order).
    static let choices: [(command: String, flag: String, names: [String])] = [
        ("solve", "--orientation", ["portrait", "landscape"]),
        ("solve", "--keyboard", ["predictive", "noPredictive", "emoji", "hardwareBar", "hidden"]),
        ("solve", "--keyboard-type", ["default", "numberPad", "phonePad", "decimalPad"]),
        ("solve", "--keyboard-style", ["liquidGlass", "classic", "gboard"]),
        ("matrix", "--orientations", ["portrait", "landscape"]),
        ("matrix", "--keyboards", ["predictive", "noPredictive", "emoji", "hardwareBar", "hidden"]),
        ("matrix", "--keyboard-styles", ["liquidGlass", "classic", "gboard"]),
    ]

    @Test(arguments: choices.indices)
    func aBadChoiceExits1NamingEveryChoice(index: Int) throws {
        let (command, flag, names) = Self.choices[index]
        let outcome = try CLI.run([command, "\(flag)=nope", "-"], environment: [:])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderrText.contains(names.joined(separator: ", ")), "\(outcome.stderrText)")
        #expect(outcome.stderrText.contains("not 'nope'"))
        // The help that follows shows the same choices in the usage line.
        let separator = flag.hasSuffix("s") && command == "matrix" ? "," : "|"
        #expect(outcome.stderrText.contains("[\(flag) \(names.joined(separator: separator))]"))
    }

    /// `--ios` takes a release, not a choice: a bad one is refused with how to write one and the
    /// majors there have been, then the help, whose usage line names the flag's value.
    @Test(arguments: [
        ("solve", "nope", "[--ios RELEASE]"), ("solve", "25", "[--ios RELEASE]"),
        ("matrix", "18,nope", "[--ios R,R...]"),
    ])
    func aBadReleaseExits1SayingHowToWriteOne(command: String, value: String, usage: String) throws {
        let outcome = try CLI.run([command, "--ios=\(value)", "-"], environment: [:])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.isEmpty)
        let bad = value.split(separator: ",").last.map(String.init) ?? value
        #expect(
            outcome.stderrText.hasPrefix(
                "clearance \(command): --ios must be an iOS release written 27 or 26.2 (majors 11, 12, 13, 14, 15, 16, "
                    + "17, 18, 26, 27), not '\(bad)'"), "\(outcome.stderrText)")
        #expect(outcome.stderrText.contains(usage), "\(outcome.stderrText)")
    }

    @Test(arguments: ["solve", "compare", "design", "devices", "matrix"])
    func everyCommandRefusesAnUnknownFlagAndAnExtraOperand(command: String) throws {
        let unknown = try CLI.run([command, "--frobnicate"], environment: [:])
        #expect(unknown.status == 1)
        #expect(unknown.stderrText.hasPrefix("clearance \(command): unknown option '--frobnicate'"))
        let two = try CLI.run([command, "a", "b"], environment: [:])
        #expect(two.status == 1)
        #expect(two.stderrText.contains("give at most one"))
        let help = try CLI.run([command, "--help"], environment: [:])
        #expect(help.status == 0 && help.stdoutText.hasPrefix("USAGE\n  clearance \(command) "))
    }

    @Test func aValueFlagNeedsItsValueAndASwitchTakesNone() throws {
        let missing = try CLI.run(["solve", "--device"], environment: [:])
        #expect(missing.status == 1 && missing.stderrText.contains("--device needs a value"))
        let valued = try CLI.run(["devices", "--json=yes"], environment: [:])
        #expect(valued.status == 1 && valued.stderrText.contains("--json takes no value"))
    }
}
