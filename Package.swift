// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ResponderLab",
    products: [
        .library(name: "ResponderCore", targets: ["ResponderCore"]),
        .library(name: "ResponderWords", targets: ["ResponderWords"]),
        .library(name: "ResponderModel", targets: ["ResponderModel"]),
        .library(name: "ResponderService", targets: ["ResponderService"]),
        .executable(name: "responder-lab", targets: ["responder-lab"]),
    ],
    targets: [
        // C glue: libmicrohttpd 1.0.1 through pkg-config, a static library built from Debian trixie's source
        // package by scripts/libmicrohttpd.sh (PKG_CONFIG_PATH=/opt/libmicrohttpd/lib/pkgconfig). Only
        // ResponderServer imports it.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd"
        ),
        // The dispatch core: pure Swift, no Foundation, no C. It decides facts and words nothing.
        .target(name: "ResponderCore"),
        // Every sentence the core's facts are worded in, in each language: diagnostics, hints, notes, summaries,
        // audit findings, the hit-test trace, the chain's rules, problems, the diagram's and the text report's
        // labels. Pure Swift on the core and the importer's facts only.
        .target(name: "ResponderWords", dependencies: ["ResponderCore", "ResponderImport"]),
        // The wire format: request and answer types, their field tables, the reader and the writer, mapping to and
        // from the core, problems, examples.
        .target(
            name: "ResponderModel", dependencies: ["ResponderCore", "ResponderWords", "ResponderImport"],
            // examples/ at the repository root, linked in and compiled into the binary: the service, the CLI, the
            // tests and the README use the same files.
            resources: [.embedInCode("Examples/files")]
        ),
        // Reading what UIKit prints in the debugger (recursiveDescription, _printHierarchy) into an app. Pure Swift
        // on the core only.
        .target(name: "ResponderImport", dependencies: ["ResponderCore"]),
        // Presentations of core results that are not JSON: the SVG diagram. Pure Swift on the core only.
        .target(name: "ResponderRender", dependencies: ["ResponderCore", "ResponderWords"]),
        // The files the service serves as they are: the repository's openapi.yaml (GET /openapi.yaml) and the
        // playground's page, script and stylesheet (GET /playground), compiled in by clang's #embed, in a fraction
        // of the time embedInCode's Swift array literals took to type-check.
        .target(name: "CResponderResources"),
        // The service, pure: one answer front end for every endpoint (the server, `responder-lab eval` and the bench
        // call it), the routes that carry their handlers, the query options and formats, the playground's files.
        // No sockets.
        .target(
            name: "ResponderService",
            dependencies: [
                "ResponderModel", "ResponderRender", "ResponderImport", "ResponderWords", "ResponderCore",
                "CResponderResources",
            ],
            // Edited here, embedded by CResponderResources.
            exclude: ["Playground"]
        ),
        // The HTTP server: libmicrohttpd <-> HTTPRequest/HTTPResponse, and its refusals, admission and shutdown.
        .target(
            name: "ResponderServer",
            dependencies: ["ResponderService", "ResponderModel", "CMicroHTTPD"]
        ),
        // The command line: serve, eval, examples, healthcheck, and the option table behind flags, --help and the
        // README.
        .target(
            name: "ResponderLabCLI",
            dependencies: ["ResponderServer", "ResponderService", "ResponderModel", "ResponderRender", "ResponderCore"]),
        .executableTarget(name: "responder-lab", dependencies: ["ResponderLabCLI"]),
        .executableTarget(
            name: "responder-bench",
            dependencies: ["ResponderService", "ResponderModel", "ResponderRender", "ResponderImport", "ResponderCore"]),
        // What several test targets share: a seeded random generator, a test of which script a text is in.
        .target(name: "ResponderTestSupport", dependencies: ["ResponderCore"]),
        .testTarget(
            name: "ResponderCoreTests", dependencies: ["ResponderCore", "ResponderWords", "ResponderTestSupport"]),
        .testTarget(
            name: "ResponderImportTests",
            dependencies: [
                "ResponderImport", "ResponderService", "ResponderModel", "ResponderWords", "ResponderCore",
                "ResponderTestSupport",
            ],
            resources: [.copy("Dumps"), .copy("Pastes"), .copy("PrivateViews")]),
        .testTarget(
            name: "ResponderServiceTests",
            dependencies: [
                "ResponderService", "ResponderModel", "ResponderWords", "ResponderCore", "ResponderTestSupport",
            ],
            // Real, public bug reports and what a fully right answer to each holds (PublicReportsTests).
            resources: [.copy("Reports")]),
        .testTarget(
            name: "ResponderRenderTests",
            dependencies: [
                "ResponderRender", "ResponderService", "ResponderModel", "ResponderWords", "ResponderCore",
                "ResponderTestSupport",
            ],
            exclude: ["Golden"]),
        .testTarget(
            name: "ResponderServerTests",
            dependencies: ["ResponderServer", "ResponderService", "ResponderModel", "ResponderCore"]),
        .testTarget(
            name: "ResponderLabCLITests",
            dependencies: ["ResponderLabCLI", "ResponderServer", "ResponderService", "ResponderModel"]),
    ]
)
