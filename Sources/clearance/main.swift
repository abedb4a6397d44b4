// The `clearance` command: one entry point, one subcommand per file.

import ClearanceService

let usage = """
    clearance: keyboard avoidance, exact

    USAGE
      clearance solve [FILE|-]      answer one layout request (a file, or standard input)
      clearance compare [FILE|-]    one request under several policies (--table for a table)
      clearance design [FILE|-]     the layout request a design (a Figma frame) maps to
      clearance serve [flags]       serve the HTTP API (see `clearance serve --help`)
      clearance healthcheck         ask a local service's /healthz; exit 0 when healthy
      clearance devices [ID]        print the device catalog as a table (--json: GET /v1/devices)
      clearance matrix [FILE|-]     one layout on every device, iOS version, orientation,
                                    keyboard and keyboard type
      clearance schema              the request schemas of openapi.yaml, from the codec's table
      clearance --version           the version of the service and of its API contract
      clearance --help              this text

    solve prints the answer JSON on standard output and exits 0. When the request is
    invalid it prints a problem document (RFC 9457, with a JSON Pointer per offending
    field) on standard error and exits 2.
    """

var arguments = Array(CommandLine.arguments.dropFirst())
let command = arguments.isEmpty ? "--help" : arguments.removeFirst()
switch command {
case "solve":
    exit(SolveCommand.run(arguments))
case "compare":
    exit(CompareCommand.run(arguments))
case "design":
    exit(DesignCommand.run(arguments))
case "serve":
    exit(ServeCommand.run(arguments))
case "healthcheck":
    exit(HealthcheckCommand.run(arguments))
case "devices":
    exit(DevicesCommand.run(arguments))
case "matrix":
    exit(MatrixCommand.run(arguments))
case "schema":
    exit(SchemaCommand.run(arguments))
case "--version":
    print(ClearanceService.version)
    exit(0)
case "--help", "-h", "help":
    print(usage)
    exit(0)
default:
    printError("clearance: unknown command '\(command)'\n\n\(usage)")
    exit(2)
}
