import Foundation
import Testing

@testable import ResponderLabCLI
@testable import ResponderModel

/// `responder-lab eval`'s limits: the service's defaults, `--no-budget` to lift the work budgets, and the service's
/// own `--max-body-bytes` option for a saved request larger than the default body limit.
@Suite struct EvalCommandTests {
    static func file(bytes: Int) throws -> String {
        // A delete-button request padded with a long description up to `bytes`.
        let base =
            #"{"app": {"scenes": [{"windows": [{"subviews": [{"id": "b", "class": "UIButton", "frame": {"x": 0, "y": 0, "width": 44, "height": 44}}]}]}]}, "event": {"type": "touch", "point": {"x": 10, "y": 10}}, "description": ""}"#
        let padded = base.replacingOccurrences(
            of: #""description": """#,
            with: #""description": ""# + String(repeating: "a", count: bytes - base.utf8.count) + "\"")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("eval-\(UUID().uuidString).json")
        try Data(padded.utf8).write(to: url)
        return url.path
    }

    @Test func theServicesBodyLimitIsTheDefaultAndMaxBodyBytesMovesIt() throws {
        #expect(ResponderLabCommand.limits(of: [], command: "eval") == Limits())
        #expect(
            ResponderLabCommand.limits(of: ["--max-body-bytes=2000000"], command: "eval")?.maxBodyBytes == 2_000_000)
        // The service's rule: a whole number from 1024 to 64 MiB.
        #expect(ResponderLabCommand.limits(of: ["--max-body-bytes=12"], command: "eval") == nil)
        #expect(ResponderLabCommand.limits(of: ["--max-body-bytes=lots"], command: "audit") == nil)
        var lifted = Limits()
        lifted.liftBudgets()
        #expect(ResponderLabCommand.limits(of: ["--no-budget"], command: "eval") == lifted)
        #expect(
            ResponderLabCommand.joiningValues(["--max-body-bytes", "4096", "file.json"])
                == ["--max-body-bytes=4096", "file.json"])
    }

    @Test func aBodyOverTheLimitIsRefusedUntilTheLimitIsRaised() throws {
        let large = try Self.file(bytes: 1_100_000)
        #expect(ResponderLabCommand.run(arguments: ["eval", large, "--essentials"]) == 65)
        #expect(
            ResponderLabCommand.run(arguments: ["eval", large, "--essentials", "--max-body-bytes", "1200000"]) == 0)
        #expect(ResponderLabCommand.run(arguments: ["eval", large, "--max-body-bytes=1024"]) == 65)
        #expect(ResponderLabCommand.run(arguments: ["eval", large, "--max-body-bytes=none"]) == 64)
        // Read and audited (0 or 1 is what the app's findings say; 65 would be the refusal).
        #expect(ResponderLabCommand.run(arguments: ["audit", large]) == 65)
        #expect([0, 1].contains(ResponderLabCommand.run(arguments: ["audit", large, "--max-body-bytes=1200000"])))
    }
}
