// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Clearance",
    products: [
        .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
        .library(name: "ClearanceContract", targets: ["ClearanceContract"]),
        .library(name: "ClearanceWire", targets: ["ClearanceWire"]),
        .library(name: "DeviceCatalog", targets: ["DeviceCatalog"]),
        .library(name: "LayoutMatrix", targets: ["LayoutMatrix"]),
        .library(name: "ClearanceRender", targets: ["ClearanceRender"]),
        .library(name: "DesignMapping", targets: ["DesignMapping"]),
        .executable(name: "clearance", targets: ["clearance"]),
    ],
    targets: [
        // The engine: pure Swift, no Foundation, no I/O, no dependencies.
        .target(name: "KeyboardAvoidance"),
        // iPhone and iPad figures (screens, safe areas, keyboard heights), generated from
        // data/ios-devices.json by scripts/gen-devices.py; pure Swift like the engine.
        .target(name: "DeviceCatalog", dependencies: ["KeyboardAvoidance"]),
        // The matrix: one layout planned over catalog devices, iOS versions, orientations,
        // keyboards and keyboard types, solved per combination and summarised; pure Swift.
        .target(name: "LayoutMatrix", dependencies: ["KeyboardAvoidance", "DeviceCatalog"]),
        // Design documents (Figma, Penpot, Sketch) mapped onto layout requests: the reader that keeps
        // only what the adapters read, one adapter per format behind one protocol, and the mapping
        // rules; pure Swift like the engine.
        .target(name: "DesignMapping", dependencies: ["ClearanceJSON", "KeyboardAvoidance", "DeviceCatalog"]),
        // The contract: the request and answer schemas, the problem classes and the document's
        // prose, as data the codec reads its rules from and `clearance schema` writes out.
        .target(
            name: "ClearanceContract",
            dependencies: ["ClearanceJSON", "KeyboardAvoidance", "DeviceCatalog", "LayoutMatrix", "DesignMapping"]),
        // JSON syntax: a validating forward-only reader over a body's bytes, the member-name tables
        // and a writer; it knows nothing of the contract. Pure Swift.
        .target(name: "ClearanceJSON"),
        // The text forms of a keyboard notification's userInfo as logs print them (a second
        // grammar beside JSON, for `keyboard.userInfo` given as text). Pure Swift.
        .target(name: "UserInfoText", dependencies: ["KeyboardAvoidance"]),
        // The wire format: JSON bytes <-> engine values, with JSON-Pointer errors.
        .target(
            name: "ClearanceWire",
            dependencies: [
                "ClearanceJSON", "UserInfoText", "ClearanceContract", "KeyboardAvoidance", "DeviceCatalog",
                "LayoutMatrix",
                "DesignMapping",
            ]),
        // Pictures of an answer (SVG): pure Swift, no Foundation.
        .target(name: "ClearanceRender", dependencies: ["KeyboardAvoidance"]),
        // The thin C edge over libmicrohttpd.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // The service's own C beside it: the URI log and the framing checks over a request's head.
        .target(name: "CHTTPFraming", dependencies: ["CMicroHTTPD"]),
        // A small HTTP layer; the only module that imports CMicroHTTPD and CHTTPFraming.
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD", "CHTTPFraming"]),
        // Routes and handlers: decode, solve, encode; problems, metrics, health; the playground page.
        .target(
            name: "ClearanceService",
            dependencies: [
                "KeyboardAvoidance", "ClearanceContract", "ClearanceWire", "ClearanceRender", "DeviceCatalog",
                "LayoutMatrix",
                "HTTPServer",
            ]
        ),
        .executableTarget(
            name: "clearance",
            dependencies: [
                "KeyboardAvoidance", "ClearanceContract", "ClearanceWire", "ClearanceRender", "DeviceCatalog",
                "LayoutMatrix", "ClearanceService",
                "HTTPServer",
            ],
            // mimalloc replaces the C library's malloc in the whole process (libmicrohttpd's
            // allocations included): a request's twenty-odd allocations cost about 3.7k fewer
            // instructions than with glibc's (`make callgrind`).
            linkerSettings: [.linkedLibrary("mimalloc")]
        ),
        // Micro-benchmarks of decode, solve and encode (`make bench`), and the stage servers of
        // `make workcurve`; not shipped. They link the service's allocator, so that they time what
        // it runs.
        .executableTarget(
            name: "ClearanceBench",
            dependencies: [
                "KeyboardAvoidance", "ClearanceContract", "ClearanceWire", "HTTPServer", "ClearanceService",
            ],
            linkerSettings: [.linkedLibrary("mimalloc")]),
        // What the test targets share: seeded generators and the worked examples (no test of its own).
        .target(name: "ClearanceTestSupport", dependencies: ["KeyboardAvoidance"], path: "Tests/ClearanceTestSupport"),
        .testTarget(name: "KeyboardAvoidanceTests", dependencies: ["KeyboardAvoidance", "ClearanceTestSupport"]),
        .testTarget(name: "DeviceCatalogTests", dependencies: ["DeviceCatalog", "LayoutMatrix", "KeyboardAvoidance"]),
        .testTarget(name: "LayoutMatrixTests", dependencies: ["LayoutMatrix", "DeviceCatalog", "KeyboardAvoidance"]),
        .testTarget(
            name: "ClearanceWireTests",
            dependencies: [
                "ClearanceJSON", "UserInfoText", "ClearanceContract", "ClearanceWire", "DeviceCatalog",
                "KeyboardAvoidance", "ClearanceTestSupport",
            ]
        ),
        .testTarget(
            name: "ClearanceRenderTests",
            dependencies: ["ClearanceRender", "KeyboardAvoidance", "ClearanceTestSupport"]
        ),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(name: "DesignMappingTests", dependencies: ["DesignMapping", "KeyboardAvoidance", "DeviceCatalog"]),
        .testTarget(
            name: "ClearanceServiceTests",
            dependencies: [
                "ClearanceService", "ClearanceContract", "ClearanceWire", "ClearanceRender", "KeyboardAvoidance",
                "ClearanceTestSupport",
            ]
        ),
        .testTarget(
            name: "ClearanceCLITests",
            dependencies: [
                "clearance", "ClearanceService", "ClearanceContract", "ClearanceWire", "HTTPServer",
                "ClearanceTestSupport",
            ]),
    ],
    swiftLanguageModes: [.v6]
)
