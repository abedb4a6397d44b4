import ClearanceService
import Foundation
import Testing

@testable import clearance

/// `clearance serve` refuses a bad setting before it starts: exit 2, nothing on standard output,
/// and a message naming the flag or variable, for every bounded setting of the table.
@Suite struct ServeCommandTests {
    /// Ends every run that should fail: were the setting under test wrongly accepted, this flag
    /// would still stop the command (instead of starting a server), and its name, not the
    /// setting's, would be in the message.
    static let stop = "--no-log-requests=stop"

    @Test func aBadValueOfEveryBoundedFlagOrVariableExits2NamingIt() throws {
        let bounded = ServeSettings.flags.filter { $0.bounds != nil }
        #expect(bounded.count >= 7)
        for flag in bounded {
            let bounds = try #require(flag.bounds)
            let outcome = try CLI.run(["serve", flag.name, String(bounds.upperBound + 1), Self.stop], environment: [:])
            #expect(outcome.status == 2, "\(flag.name)")
            #expect(outcome.stdout.isEmpty)
            #expect(
                outcome.stderrText.hasPrefix("clearance serve: \(flag.name) must be a whole number"), "\(flag.name)")
            #expect(outcome.stderrText.contains("clearance serve --help"))
            for variable in flag.variables {
                let outcome = try CLI.run(["serve", Self.stop], environment: [variable: "lots"])
                #expect(outcome.status == 2, "\(variable)")
                #expect(
                    outcome.stderrText.hasPrefix("clearance serve: \(variable) must be a whole number"), "\(variable)")
            }
        }
    }

    @Test func theHelpExits0AndListsTheTable() throws {
        let outcome = try CLI.run(["serve", "--port", "x", "--help"], environment: [:])
        #expect(outcome.status == 0)
        #expect(outcome.stdoutText.contains(ServeSettings.flagsHelp()))
        #expect(outcome.stdoutText.contains("\nROUTES\n"))
    }

    @Test func healthcheckReadsHostAndPortAsServeDoes() throws {
        let bad = try CLI.run(["healthcheck", "--port", "x"], environment: [:])
        #expect(bad.status == 2)
        #expect(bad.stderrText.hasPrefix("clearance healthcheck: --port must be a whole number"))
        let zero = try CLI.run(["healthcheck"], environment: ["PORT": "0"])
        #expect(zero.status == 2)
        let other = try CLI.run(["healthcheck", "--threads", "2"], environment: [:])
        #expect(other.status == 2)
        #expect(other.stderrText.contains("unknown flag '--threads'"))
    }
}
