// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Clearance",
    products: [
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
        .library(name: "ClearanceWire", targets: ["ClearanceWire"]),
        .library(name: "DeviceCatalog", targets: ["DeviceCatalog"]),
        .library(name: "ClearanceRender", targets: ["ClearanceRender"]),
        .executable(name: "clearance", targets: ["clearance"]),
    ],
    targets: [
        // The engine: pure Swift, no Foundation, no I/O, no dependencies.
        .target(name: "KeyboardAvoidance"),
        // iPhone and iPad figures (screens, safe areas, keyboard heights), generated from
        // data/ios-devices.json by scripts/gen-devices.py; pure Swift like the engine.
        .target(name: "DeviceCatalog", dependencies: ["KeyboardAvoidance"]),
        // The wire format: JSON bytes <-> engine values, with JSON-Pointer errors.
        .target(name: "ClearanceWire", dependencies: ["KeyboardAvoidance", "DeviceCatalog"]),
        // Pictures of an answer (SVG) and the playground page: pure Swift, no Foundation.
        .target(name: "ClearanceRender", dependencies: ["KeyboardAvoidance"]),
        // The thin C edge over libmicrohttpd.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // A small HTTP layer; the only module that imports CMicroHTTPD.
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"]),
        // Routes and handlers: decode, solve, encode; problems, metrics, health.
        .target(
            name: "ClearanceService",
            dependencies: ["KeyboardAvoidance", "ClearanceWire", "ClearanceRender", "DeviceCatalog", "HTTPServer"]
        ),
        .executableTarget(
            name: "clearance",
            dependencies: [
                "KeyboardAvoidance", "ClearanceWire", "ClearanceRender", "DeviceCatalog", "ClearanceService",
                "HTTPServer",
            ]
        ),
        // Micro-benchmarks of decode, solve and encode (`make bench`); not shipped.
        .executableTarget(name: "ClearanceBench", dependencies: ["KeyboardAvoidance", "ClearanceWire"]),
        .testTarget(name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance"]),
        .testTarget(name: "DeviceCatalogTests", dependencies: ["DeviceCatalog", "KeyboardAvoidance"]),
        .testTarget(name: "ClearanceWireTests", dependencies: ["ClearanceWire", "DeviceCatalog", "KeyboardAvoidance"]),
        .testTarget(name: "ClearanceRenderTests", dependencies: ["ClearanceRender", "KeyboardAvoidance"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(
            name: "ClearanceServiceTests",
            dependencies: ["ClearanceService", "ClearanceWire", "ClearanceRender", "KeyboardAvoidance"]
        ),
        // The fixtures are request files the tests read by path (other test suites reuse them).
        .testTarget(name: "ClearanceCLITests", dependencies: ["clearance"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
