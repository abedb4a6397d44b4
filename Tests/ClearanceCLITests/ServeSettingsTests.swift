import ClearanceService
import ClearanceWire
import HTTPServer
import Testing

@testable import clearance

/// The table of `clearance serve` settings: defaults, bounds, variables and flags, all read
/// through ``ServeSettings/parse(_:environment:only:)``.
@Suite struct ServeSettingsTests {
    /// Parses `arguments` with `environment` as the only variables set.
    func parse(_ arguments: [String], _ environment: [String: String] = [:]) throws(ServeSettingsError)
        -> ServeSettings
    {
        try ServeSettings.parse(arguments, environment: { environment[$0] })
    }

    /// The message parsing gives, or `nil` when it succeeds.
    func message(_ arguments: [String], _ environment: [String: String] = [:]) -> String? {
        do throws(ServeSettingsError) {
            _ = try parse(arguments, environment)
            return nil
        } catch {
            return error.message
        }
    }

    /// The other flags needed so that `value` for `flag` breaks no rule between settings
    /// (`--max-connections` must be at least `--threads`).
    func companions(of flag: String) -> [String] {
        flag == "--threads" ? ["--max-connections", "1000000"] : ["--threads", "1"]
    }

    @Test func withNothingGivenEveryDefaultIsTheOneTheLibrariesUse() throws {
        let settings = try parse([])
        let service = ServiceConfiguration()
        let server = HTTPServerConfiguration()
        #expect(settings.service.maxBodyBytes == service.maxBodyBytes)
        #expect(settings.service.maxBodyBytes == 1_048_576)
        #expect(settings.service.maxElements == service.maxElements)
        #expect(settings.service.maxElements == DecodeLimits().maxElements)
        #expect(settings.service.maxBatchItems == service.maxBatchItems)
        #expect(settings.service.logRequests == service.logRequests)
        #expect(settings.server.host == server.host)
        #expect(settings.server.port == server.port)
        #expect(settings.server.connectionTimeout == server.connectionTimeout)
        #expect(settings.server.maxConnections == server.maxConnections)
        #expect(settings.server.cors == server.cors)
        #expect(settings.server.threads == coreCount())
        #expect(settings.openAPIPath == nil)
    }

    @Test func flagsAndVariablesAreEachDeclaredOnce() {
        let names = ServeSettings.flags.map(\.name)
        #expect(Set(names).count == names.count)
        let variables = ServeSettings.flags.flatMap(\.variables)
        #expect(Set(variables).count == variables.count)
        #expect(variables.allSatisfy { $0 == "PORT" || $0.hasPrefix("CLEARANCE_") })
    }

    @Test func everyBoundedFlagRefusesAValueOutsideItsBoundsNamingItself() throws {
        let bounded = ServeSettings.flags.filter { $0.bounds != nil }
        // --port, --threads, --max-body-bytes, --max-design-bytes, --max-elements, --max-batch,
        // --max-answer-bytes, --connection-timeout, --request-deadline, --max-connections,
        // --max-connections-per-ip, --max-buffered-bytes, --log-flush-ms.
        #expect(bounded.count == 13)
        for flag in bounded {
            let bounds = try #require(flag.bounds)
            let extra = companions(of: flag.name)
            for bad in [String(bounds.lowerBound - 1), String(bounds.upperBound + 1), "lots", "", "1.5", " 1"] {
                let fromFlag = message(extra + [flag.name, bad])
                #expect(fromFlag?.hasPrefix("\(flag.name) must be a whole number from \(bounds.lowerBound)") == true)
                #expect(message(extra + ["\(flag.name)=\(bad)"]) == fromFlag)
                for variable in flag.variables {
                    let fromVariable = message(extra, [variable: bad])
                    #expect(fromVariable?.hasPrefix("\(variable) must be a whole number") == true, "\(variable)")
                }
            }
            for good in [bounds.lowerBound, bounds.upperBound] {
                #expect(message(extra + [flag.name, String(good)]) == nil, "\(flag.name) \(good)")
                for variable in flag.variables {
                    #expect(message(extra, [variable: String(good)]) == nil, "\(variable)=\(good)")
                }
            }
        }
    }

    @Test(arguments: [
        ("--host", "CLEARANCE_HOST", "", "must be an address or host name"),
        ("--host", "CLEARANCE_HOST", "a b", "must be an address or host name"),
        ("--openapi", "CLEARANCE_OPENAPI", "", "must be a file path"),
        ("--cors-origins", "CLEARANCE_CORS_ORIGINS", "", "not empty"),
        ("--log-requests", "CLEARANCE_LOG_REQUESTS", "perhaps", "must be true or false"),
    ])
    func everyOtherFlagRefusesABadValueNamingItself(flag: String, variable: String, bad: String, reason: String) {
        let fromFlag = message(["\(flag)=\(bad)"])
        #expect(fromFlag?.hasPrefix(flag) == true)
        #expect(fromFlag?.contains(reason) == true)
        let fromVariable = message([], [variable: bad])
        #expect(fromVariable?.hasPrefix(variable) == true)
        #expect(fromVariable?.contains(reason) == true)
    }

    @Test func theEnvironmentIsRead() throws {
        let settings = try parse(
            [],
            [
                "CLEARANCE_HOST": "0.0.0.0", "CLEARANCE_PORT": "9", "CLEARANCE_THREADS": "3",
                "CLEARANCE_MAX_BODY_BYTES": "777", "CLEARANCE_MAX_ELEMENTS": "12", "CLEARANCE_MAX_BATCH": "5",
                "CLEARANCE_CONNECTION_TIMEOUT": "7", "CLEARANCE_MAX_CONNECTIONS": "64", "CLEARANCE_OPENAPI": "/x.yaml",
                "CLEARANCE_CORS_ORIGINS": "none", "CLEARANCE_LOG_REQUESTS": "off",
            ])
        #expect(settings.server.host == "0.0.0.0")
        #expect(settings.server.port == 9)
        #expect(settings.server.threads == 3)
        #expect(settings.service.maxBodyBytes == 777)
        #expect(settings.service.maxElements == 12)
        #expect(settings.service.maxBatchItems == 5)
        #expect(settings.server.connectionTimeout == 7)
        #expect(settings.server.maxConnections == 64)
        #expect(settings.openAPIPath == "/x.yaml")
        #expect(settings.server.cors.description == "none")
        #expect(settings.service.logRequests == false)
        #expect(try parse([], ["PORT": "81"]).server.port == 81)
    }

    @Test func aFlagWinsOverItsVariableAndClearancePortOverPort() throws {
        let environment = [
            "CLEARANCE_MAX_BODY_BYTES": "777", "PORT": "81", "CLEARANCE_PORT": "82", "CLEARANCE_LOG_REQUESTS": "0",
            "CLEARANCE_HOST": "::1",
        ]
        #expect(try parse([], environment).server.port == 82)
        let settings = try parse(
            ["--max-body-bytes", "555", "--port=83", "--log-requests", "--host", "localhost"], environment)
        #expect(settings.service.maxBodyBytes == 555)
        #expect(settings.server.port == 83)
        #expect(settings.service.logRequests == true)
        #expect(settings.server.host == "localhost")
        // A bad variable is refused even when the flag would replace it.
        #expect(message(["--port", "80"], ["PORT": "x"])?.hasPrefix("PORT ") == true)
    }

    @Test func theLaterFlagWinsAndTheBooleanSpellings() throws {
        #expect(try parse(["--max-elements", "3", "--max-elements", "4"]).service.maxElements == 4)
        #expect(try parse(["--no-log-requests"]).service.logRequests == false)
        #expect(try parse(["--no-log-requests", "--log-requests"]).service.logRequests == true)
        #expect(try parse(["--log-requests=NO"]).service.logRequests == false)
        #expect(try parse(["--log-requests=yes"], ["CLEARANCE_LOG_REQUESTS": "false"]).service.logRequests == true)
        #expect(try parse(["--no-log-requests"], ["CLEARANCE_LOG_REQUESTS": "1"]).service.logRequests == false)
    }

    @Test func unknownFlagsMissingValuesAndBrokenRulesAreRefused() {
        #expect(message(["--nope"]) == "unknown flag '--nope'")
        #expect(message(["--port"]) == "--port needs a value")
        #expect(message(["-p", "1"]) == "unknown flag '-p'")
        #expect(message(["--no-log-requests=1"]) == "--no-log-requests takes no value")
        #expect(message(["--threads", "8", "--max-connections", "4"])?.hasPrefix("--max-connections (4) must") == true)
    }

    @Test func onlyTheNamedFlagsAreKnownWhenAskedFor() throws {
        let settings = try ServeSettings.parse(
            ["--port", "9"], environment: { $0 == "CLEARANCE_HOST" ? "::1" : $0 == "CLEARANCE_THREADS" ? "x" : nil },
            only: ["--host", "--port"])
        #expect(settings.server.host == "::1")
        #expect(settings.server.port == 9)
        do throws(ServeSettingsError) {
            _ = try ServeSettings.parse(["--threads", "2"], environment: { _ in nil }, only: ["--host", "--port"])
            Issue.record("--threads was read")
        } catch {
            #expect(error.message == "unknown flag '--threads'")
        }
    }

    @Test func theHelpListsEveryFlagWithItsVariablesAndDefault() {
        let help = ServeSettings.flagsHelp()
        let lines = help.split(separator: "\n").map(String.init)
        for flag in ServeSettings.flags {
            let line = lines.first { $0.hasPrefix("  \(flag.usage) ") }
            #expect(line != nil, "\(flag.name)")
            for variable in flag.variables { #expect(line?.contains(variable) == true, "\(variable)") }
            if let shown = flag.shownDefault { #expect(line?.hasSuffix("(\(shown))") == true, "\(flag.name)") }
            for detail in flag.details { #expect(lines.contains(String(repeating: " ", count: 27) + detail)) }
        }
        #expect(lines.last?.hasPrefix("  -h, --help ") == true)
        #expect(help.contains("--port N") && help.contains("CLEARANCE_PORT, PORT     (8080)"))
        #expect(help.contains("--log-requests[=BOOL]"))
        #expect(help.contains("(1048576)") && help.contains("(10000)") && help.contains("(1000)"))
    }
}
