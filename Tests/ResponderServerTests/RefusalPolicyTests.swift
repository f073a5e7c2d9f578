import ResponderService
import Testing

@testable import ResponderServer

/// The server's refusal policy, rule by rule, with no socket: what a header block gets, whether a refused body is
/// read out first, and what each chunk of body gets. The live tests (test_early_refusals.py, test_framing.py,
/// test_slow_clients.py) check that the bridge carries the verdicts out.
@Suite struct RefusalPolicyTests {
    /// 1 KiB bodies at most, lingering over 4 KiB or 30 s at most.
    static let policy: RefusalPolicy = {
        var lingering = ServerConfiguration.Lingering()
        lingering.maxBytes = 4_096
        lingering.maxSeconds = 30
        return RefusalPolicy(maxBodyBytes: 1_024, lingering: lingering)
    }()

    /// One header block and what it gets, with a budget that has `room` bytes free.
    struct HeadCase: Sendable, CustomTestStringConvertible {
        let name: String
        let head: RefusalPolicy.Head
        var room = Int.max
        let verdict: RefusalPolicy.HeadVerdict
        var testDescription: String { name }
    }

    static func head(
        length: String? = nil, chunked: Bool = false, expect: String? = nil, nul: Bool = false, lengthLines: Int? = nil,
        hostLines: Int = 1, encodingLines: Int? = nil
    ) -> RefusalPolicy.Head {
        RefusalPolicy.Head(
            targetHasNUL: nul, contentLengthLines: lengthLines ?? (length == nil ? 0 : 1), hostLines: hostLines,
            transferEncodingLines: encodingLines ?? (chunked ? 1 : 0), contentLength: length,
            transferEncoding: chunked ? "chunked" : nil, expect: expect)
    }

    static let heads: [HeadCase] = [
        HeadCase(name: "no body", head: head(), verdict: .accept),
        HeadCase(
            name: "a body within the limit: nothing reserved before it arrives", head: head(length: "512"),
            verdict: .accept),
        HeadCase(name: "a body of exactly the limit", head: head(length: "1024"), verdict: .accept),
        HeadCase(name: "a chunked body is charged as it comes", head: head(chunked: true), verdict: .accept),
        HeadCase(
            name: "two Content-Length lines: at once, even with a small body",
            head: head(length: "5", lengthLines: 2), verdict: .answerNow(.duplicateHeader(name: "Content-Length"))),
        HeadCase(
            name: "two Host lines: at once", head: head(length: "5", hostLines: 2),
            verdict: .answerNow(.duplicateHeader(name: "Host"))),
        HeadCase(
            name: "chunked, then another Transfer-Encoding line (the smuggling shape): at once",
            head: head(chunked: true, encodingLines: 2),
            verdict: .answerNow(.duplicateHeader(name: "Transfer-Encoding"))),
        HeadCase(
            name: "two Content-Length lines come before a NUL", head: head(length: "5", nul: true, lengthLines: 2),
            verdict: .answerNow(.duplicateHeader(name: "Content-Length"))),
        HeadCase(name: "%00 without a body: at once", head: head(nul: true), verdict: .answerNow(.nulInTarget)),
        HeadCase(
            name: "%00 with a body: at once, the body read out after", head: head(length: "10", nul: true),
            verdict: .answerThenDrain(.nulInTarget)),
        HeadCase(
            name: "%00 comes before an over-large body", head: head(length: "2048", nul: true),
            verdict: .answerThenDrain(.nulInTarget)),
        HeadCase(
            name: "over the limit: 413 at once, the body read out after", head: head(length: "2048"),
            verdict: .answerThenDrain(.bodyTooLarge(limit: 1_024, declaredLength: 2_048))),
        HeadCase(
            name: "over the limit with Expect: 100-continue: at once, nothing to read out",
            head: head(length: "2048", expect: "100-Continue"),
            verdict: .answerNow(.bodyTooLarge(limit: 1_024, declaredLength: 2_048))),
        HeadCase(
            name: "over what lingering reads: at once, not read out", head: head(length: "5000"),
            verdict: .answerNow(.bodyTooLarge(limit: 1_024, declaredLength: 5_000))),
        HeadCase(
            name: "a length past Int.max counts as Int.max", head: head(length: "99999999999999999999999"),
            verdict: .answerNow(.bodyTooLarge(limit: 1_024, declaredLength: Int.max))),
        HeadCase(
            name: "spaces around the length are trimmed", head: head(length: " \t2048 "),
            verdict: .answerThenDrain(.bodyTooLarge(limit: 1_024, declaredLength: 2_048))),
        HeadCase(
            name: "chunked overrides Content-Length", head: head(length: "2048", chunked: true), verdict: .accept),
    ]

    @Test(arguments: heads)
    func aHeaderBlockGetsItsVerdict(_ testCase: HeadCase) {
        #expect(Self.policy.verdict(on: testCase.head) == testCase.verdict)
    }

    @Test func anAcceptedBodyIsExpectedAtItsDeclaredLengthOrTheLimitWhenChunked() {
        #expect(Self.policy.expectedBodyBytes(Self.head(length: "512")) == 512)
        #expect(Self.policy.expectedBodyBytes(Self.head(chunked: true)) == 1_024)
        #expect(Self.policy.expectedBodyBytes(Self.head(length: "2048", chunked: true)) == 1_024)
        #expect(Self.policy.expectedBodyBytes(Self.head()) == nil)
    }

    @Test func lingeringOffAnswersEveryRefusalAtOnce() {
        var policy = Self.policy
        policy.lingering.maxBytes = 0
        #expect(
            policy.verdict(on: Self.head(length: "2048"))
                == .answerNow(.bodyTooLarge(limit: 1_024, declaredLength: 2_048)))
        #expect(policy.verdict(on: Self.head(length: "10", nul: true)) == .answerNow(.nulInTarget))
    }

    /// One chunk and what it gets.
    struct ChunkCase: Sendable, CustomTestStringConvertible {
        let name: String
        let size: Int
        let body: RefusalPolicy.Body
        var seconds: UInt64 = 0
        var room = Int.max
        let verdict: RefusalPolicy.ChunkVerdict
        var testDescription: String { name }
    }

    static let chunks: [ChunkCase] = [
        ChunkCase(
            name: "a declared body reserves each chunk as it arrives", size: 100,
            body: RefusalPolicy.Body(kept: 0, reserved: 0, received: 0), verdict: .keep(reserved: 100)),
        ChunkCase(
            name: "a declared body that no longer fits the budget or its address's share", size: 100,
            body: RefusalPolicy.Body(kept: 200, reserved: 200, received: 200), room: 50,
            verdict: .refuse(.serverBusy(retryAfterSeconds: 1))),
        ChunkCase(
            name: "a chunked body reserves what it grows by", size: 100,
            body: RefusalPolicy.Body(kept: 50, reserved: 50, received: 50), verdict: .keep(reserved: 100)),
        ChunkCase(
            name: "a chunked body that no longer fits the budget", size: 100,
            body: RefusalPolicy.Body(kept: 50, reserved: 50, received: 50), room: 99,
            verdict: .refuse(.serverBusy(retryAfterSeconds: 1))),
        ChunkCase(
            name: "a chunked body crossing the limit", size: 100,
            body: RefusalPolicy.Body(kept: 1_000, reserved: 1_000, received: 1_000),
            verdict: .refuse(.bodyTooLarge(limit: 1_024, declaredLength: nil))),
        ChunkCase(
            name: "ending exactly at the limit", size: 24,
            body: RefusalPolicy.Body(kept: 1_000, reserved: 1_024, received: 1_000), verdict: .keep(reserved: 0)),
        ChunkCase(
            name: "a refused body is discarded within the bounds", size: 1_000,
            body: RefusalPolicy.Body(kept: 0, reserved: 0, refusedAt: 1_100, received: 4_000), verdict: .discard),
        ChunkCase(
            name: "a refused body past the byte bound closes the connection", size: 1_000,
            body: RefusalPolicy.Body(kept: 0, reserved: 0, refusedAt: 1_000, received: 4_100), verdict: .close),
        ChunkCase(
            name: "discarding exactly the byte bound is still within it", size: 96,
            body: RefusalPolicy.Body(kept: 0, reserved: 0, refusedAt: 1_000, received: 5_000), verdict: .discard),
        ChunkCase(
            name: "one byte past the byte bound closes the connection", size: 97,
            body: RefusalPolicy.Body(kept: 0, reserved: 0, refusedAt: 1_000, received: 5_000), verdict: .close),
        ChunkCase(
            name: "exactly the time bound is still within it", size: 1,
            body: RefusalPolicy.Body(kept: 0, reserved: 0, refusedAt: 0, received: 10), seconds: 30, verdict: .discard),
        ChunkCase(
            name: "a refused body past the time bound closes the connection", size: 1,
            body: RefusalPolicy.Body(kept: 0, reserved: 0, refusedAt: 0, received: 10), seconds: 31,
            verdict: .close),
    ]

    @Test(arguments: chunks)
    func aChunkGetsItsVerdict(_ testCase: ChunkCase) {
        let verdict = Self.policy.verdict(
            onChunkOf: testCase.size, body: testCase.body, elapsedNanoseconds: testCase.seconds * 1_000_000_000
        ) { $0 <= testCase.room }
        #expect(verdict == testCase.verdict)
    }

    @Test func theDeclaredLengthIsReadAsTheParserWouldLetItThrough() {
        #expect(Self.head(length: "42").declaredLength == 42)
        #expect(Self.head(length: "").declaredLength == nil)
        #expect(Self.head(length: "4 2").declaredLength == nil)
        #expect(Self.head(length: "-1").declaredLength == nil)
        #expect(Self.head(length: "42", chunked: true).declaredLength == nil)
        #expect(Self.head().declaredLength == nil)
    }
}
