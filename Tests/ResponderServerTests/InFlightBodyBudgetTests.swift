import ResponderService
import Testing

@testable import ResponderServer

/// The in-flight body budget: what fits, what is refused, and when freed memory is handed back.
@Suite struct InFlightBodyBudgetTests {
    /// Reserves or releases bytes and checks what the budget answered.
    private func expect(
        _ budget: inout InFlightBodyBudget, reserve bytes: Int, _ expected: Bool, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let answered = budget.reserve(bytes)
        #expect(answered == expected, comment, sourceLocation: sourceLocation)
    }

    private func expect(
        _ budget: inout InFlightBodyBudget, release bytes: Int, _ expected: Bool, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let answered = budget.release(bytes)
        #expect(answered == expected, comment, sourceLocation: sourceLocation)
    }

    @Test func bodiesAreReservedUntilTheLimitAndRefusedBeyondIt() {
        var budget = InFlightBodyBudget(limit: 3_000_000)
        expect(&budget, reserve: 1_040_000, true)
        expect(&budget, reserve: 1_040_000, true)
        expect(&budget, reserve: 1_040_000, false, "a third 1,040,000-byte body does not fit 3,000,000 bytes")
        #expect(budget.reserved == 2_080_000, "a refused reservation takes nothing")
        expect(&budget, reserve: 920_000, true, "what is left still fits exactly")
        expect(&budget, reserve: 1, false)
    }

    @Test func releasedBytesMakeRoomAgain() {
        var budget = InFlightBodyBudget(limit: 2_000_000)
        expect(&budget, reserve: 2_000_000, true)
        expect(&budget, reserve: 1_000, false)
        expect(&budget, release: 1_000_000, false)
        expect(&budget, reserve: 1_000_000, true)
        #expect(budget.reserved == 2_000_000)
    }

    @Test func aZeroLimitRefusesEveryBodyButAnEmptyOne() {
        var budget = InFlightBodyBudget(limit: 0)
        expect(&budget, reserve: 0, true)
        expect(&budget, reserve: 1, false)
    }

    @Test func negativeAmountsChangeNothing() {
        var budget = InFlightBodyBudget(limit: 100)
        expect(&budget, reserve: -1, false)
        expect(&budget, reserve: 60, true)
        expect(&budget, release: -60, false)
        #expect(budget.reserved == 60)
        expect(&budget, release: 1_000, false, "more than is reserved empties it; the peak was small")
        #expect(budget.reserved == 0)
    }

    @Test func aTrimIsAskedForOnceABurstIsOver() {
        var budget = InFlightBodyBudget(limit: 64 << 20, trimAfterBytes: 8 << 20)
        for _ in 0..<10 {
            expect(&budget, reserve: 1 << 20, true)
        }
        for _ in 0..<9 {
            expect(&budget, release: 1 << 20, false, "not while bodies are still held")
        }
        expect(&budget, release: 1 << 20, true, "the last body of a 10 MiB burst")
        #expect(budget.peakSinceTrim == 0)
        expect(&budget, reserve: 1 << 20, true)
        expect(&budget, release: 1 << 20, false, "a small request after the trim does not ask for another")
    }

    @Test func smallRequestsNeverAskForATrim() {
        var budget = InFlightBodyBudget(limit: 64 << 20)
        for _ in 0..<1_000 {
            expect(&budget, reserve: 4_096, true)
            expect(&budget, release: 4_096, false)
        }
    }
}
