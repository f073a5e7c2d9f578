import Testing

@testable import ResponderServer

/// Where each admitted connection stands, with no socket: the header and body deadlines, and which connection makes
/// room for a new client at the connection limit. test_starvation.py checks the same over real sockets.
@Suite struct AdmissionDeadlineTests {
    static let second: UInt64 = 1_000_000_000
    static let header = 10 * second

    @Test func headersThatTrickleAreCutOffAtTheirDeadlineWhateverArrives() {
        var admission = Admission()
        admission.phases[7] = .awaitingRequest(since: 0, served: false)
        admission.phases[8] = .awaitingRequest(since: 5 * Self.second, served: true)
        #expect(admission.expire(now: Self.header - 1, headerNanoseconds: Self.header).isEmpty)
        #expect(admission.nextPhaseDeadline(headerNanoseconds: Self.header) == Self.header)
        #expect(admission.expire(now: Self.header, headerNanoseconds: Self.header) == [7])
        // Cut off once: it is not cut off again while libmicrohttpd closes it.
        #expect(admission.expire(now: Self.header + 1, headerNanoseconds: Self.header).isEmpty)
        #expect(admission.expire(now: 15 * Self.second, headerNanoseconds: Self.header) == [8])
    }

    @Test func aBodyHasItsOwnDeadlineAndABusyConnectionNone() {
        var admission = Admission()
        admission.phases[3] = .receivingBody(deadline: 26 * Self.second)
        admission.phases[4] = .busy
        #expect(admission.expire(now: 25 * Self.second, headerNanoseconds: Self.header).isEmpty)
        #expect(admission.expire(now: 26 * Self.second, headerNanoseconds: Self.header) == [3])
        #expect(admission.expire(now: 1_000 * Self.second, headerNanoseconds: Self.header).isEmpty)
    }

    @Test func noDeadlineWhenTheHeaderTimeoutIsOff() {
        var admission = Admission()
        admission.phases[3] = .awaitingRequest(since: 0, served: false)
        #expect(admission.expire(now: .max / 2, headerNanoseconds: 0).isEmpty)
        #expect(admission.nextPhaseDeadline(headerNanoseconds: 0) == nil)
    }

    @Test func theIdlestKeepAliveConnectionMakesRoomFirst() {
        var admission = Admission()
        admission.phases[1] = .awaitingRequest(since: 0, served: false)
        admission.phases[2] = .awaitingRequest(since: 3 * Self.second, served: true)
        admission.phases[3] = .awaitingRequest(since: 2 * Self.second, served: true)
        admission.phases[4] = .busy
        #expect(admission.evictionCandidate(now: 4 * Self.second) == 3)
    }

    @Test func failingAnIdleOneTheOldestUnfinishedHeadersOverASecondOld() {
        var admission = Admission()
        admission.phases[1] = .awaitingRequest(since: 2 * Self.second, served: false)
        admission.phases[2] = .awaitingRequest(since: 1 * Self.second, served: false)
        admission.phases[3] = .receivingBody(deadline: 100 * Self.second)
        #expect(admission.evictionCandidate(now: 2 * Self.second + 1) == 2)
        // A connection younger than a second is never taken for a slow one.
        #expect(admission.evictionCandidate(now: 1 * Self.second + 500_000_000) == nil)
    }

    @Test func forgettingAClosedConnectionEndsItsEviction() {
        var admission = Admission()
        admission.phases[5] = .awaitingRequest(since: 0, served: true)
        admission.evicting = 5
        admission.forget(5)
        #expect(admission.phases[5] == nil && admission.evicting == nil)
    }
}

/// The probes' port answers by method and path alone.
@Suite struct HealthPortAnswerTests {
    @Test(
        arguments: [
            ("GET /healthz HTTP/1.1", true, "200 OK"),
            ("GET /healthz HTTP/1.1", false, "200 OK"),
            ("HEAD /healthz HTTP/1.1", true, "200 OK"),
            ("GET /readyz HTTP/1.1", true, "200 OK"),
            ("GET /readyz?verbose HTTP/1.1", false, "503 Service Unavailable"),
            ("GET /v1/examples HTTP/1.1", true, "404 Not Found"),
            ("POST /healthz HTTP/1.1", true, "405 Method Not Allowed"),
            ("", true, "405 Method Not Allowed"),
        ])
    func aProbeGetsItsStatus(_ line: String, _ ready: Bool, _ status: String) {
        #expect(HealthPort.answer(to: line, ready: ready).status == status)
    }
}
