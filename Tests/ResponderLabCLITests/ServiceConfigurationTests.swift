import Foundation
import ResponderService
import Testing

@testable import ResponderLabCLI
@testable import ResponderServer

/// The option table: environment variables, then flags, each checked with the exact message a user reads.
@Suite struct ServiceConfigurationTests {
    @Test func configurationReadsEnvironmentThenFlags() throws {
        let config = try ServiceConfiguration.parse(
            arguments: ["--port", "9001", "--max-nodes=500"],
            environment: ["PORT": "7000", "HOST": "0.0.0.0", "RESPONDER_LAB_MAX_DEPTH": "64"])
        #expect(config.server.port == 9001)
        #expect(config.server.host == "0.0.0.0")
        #expect(config.limits.maxNodes == 500)
        #expect(config.limits.maxDepth == 64)
        #expect(
            throws: ServiceConfiguration.ConfigurationError(
                message: "--port must be a whole number from 0 to 65535, not 'http'")
        ) {
            try ServiceConfiguration.parse(arguments: ["--port", "http"], environment: [:])
        }
        #expect(
            throws: ServiceConfiguration.ConfigurationError(
                message: "unknown option '--prot'; see responder-lab --help")
        ) {
            try ServiceConfiguration.parse(arguments: ["--prot", "1"], environment: [:])
        }
    }

    @Test func everyLimitHasAFlagAndAnEnvironmentVariable() throws {
        let config = try ServiceConfiguration.parse(
            arguments: ["--max-work-steps", "5000", "--max-answer-bytes=70000"],
            environment: ["RESPONDER_LAB_MAX_ANSWER_ENTRIES": "300", "RESPONDER_LAB_MAX_NAME_BYTES": "64"])
        #expect(config.limits.maxWorkSteps == 5_000)
        #expect(config.limits.maxAnswerBytes == 70_000)
        #expect(config.limits.maxAnswerEntries == 300)
        #expect(config.limits.maxNameBytes == 64)
        #expect(ResponderLabCommand.usage.contains("--max-work-steps"))
    }

    /// `--help` prints each option's flag, environment variable and default as three columns that never run into
    /// each other, however long the longest name is.
    @Test func helpColumnsAreApart() {
        let lines = ResponderLabCommand.usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for option in ServiceConfiguration.options {
            let row = lines.first { $0.hasPrefix("  \(option.flag) ") }
            #expect(row != nil, "no row for \(option.flag)")
            guard let row else { continue }
            let columns = row.split(separator: "  ", omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(columns == [option.flag, option.environment, option.defaultValue], "\(row)")
            // The heading's columns stand over the rows' columns.
            let heading = lines.first { $0.hasPrefix("OPTIONS (serve)") }
            #expect(
                heading?.range(of: "ENVIRONMENT")?.lowerBound.utf16Offset(in: heading ?? "")
                    == row.range(of: option.environment)?.lowerBound.utf16Offset(in: row))
            #expect(
                heading?.range(of: "DEFAULT")?.lowerBound.utf16Offset(in: heading ?? "")
                    == row.range(of: "  " + option.defaultValue, options: .backwards).map {
                        row.index($0.lowerBound, offsetBy: 2)
                    }?.utf16Offset(in: row))
        }
    }
}

/// The operating guide's configuration table (docs/operating.md) lists every option of the table the service parses, with its flag, environment
/// variable and default.
@Suite struct ReadmeOptionTableTests {
    @Test func everyOptionHasItsRowInTheReadme() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("docs/operating.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `--") }
        for option in ServiceConfiguration.options {
            let row = rows.first { $0.hasPrefix("| `\(option.flag)` |") }
            #expect(row != nil, "docs/operating.md has no row for \(option.flag)")
            guard let row else { continue }
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count >= 3 && cells[1] == "`\(option.environment)`", "\(option.flag)'s environment variable")
            let shown = cells.count >= 3 ? cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`")) : ""
            #expect(shown == option.defaultValue, "\(option.flag)'s default in docs/operating.md")
        }
    }
}
