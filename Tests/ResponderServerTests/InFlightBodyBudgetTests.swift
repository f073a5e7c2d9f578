import ResponderService
import Testing

@testable import ResponderServer

/// The in-flight body budget: what fits, what is refused, each address's share, and when freed memory is handed back.
@Suite struct InFlightBodyBudgetTests {
    typealias Budget = InFlightBodyBudget<String>

    /// Reserves or releases bytes and checks what the budget answered.
    private func expect(
        _ budget: inout Budget, reserve bytes: Int, from address: String? = nil, _ expected: Bool,
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let answered = budget.reserve(bytes, for: address)
        #expect(answered == expected, comment, sourceLocation: sourceLocation)
    }

    private func expect(
        _ budget: inout Budget, release bytes: Int, from address: String? = nil, _ expected: Bool,
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let answered = budget.release(bytes, for: address)
        #expect(answered == expected, comment, sourceLocation: sourceLocation)
    }

    @Test func bodiesAreReservedUntilTheLimitAndRefusedBeyondIt() {
        var budget = Budget(limit: 3_000_000, largestBody: 0)
        expect(&budget, reserve: 1_040_000, true)
        expect(&budget, reserve: 1_040_000, true)
        expect(&budget, reserve: 1_040_000, false, "a third 1,040,000-byte body does not fit 3,000,000 bytes")
        #expect(budget.reserved == 2_080_000, "a refused reservation takes nothing")
        expect(&budget, reserve: 920_000, true, "what is left still fits exactly")
        expect(&budget, reserve: 1, false)
    }

    @Test func releasedBytesMakeRoomAgain() {
        var budget = Budget(limit: 2_000_000, largestBody: 0)
        expect(&budget, reserve: 2_000_000, true)
        expect(&budget, reserve: 1_000, false)
        expect(&budget, release: 1_000_000, false)
        expect(&budget, reserve: 1_000_000, true)
        #expect(budget.reserved == 2_000_000)
    }

    @Test func aZeroLimitRefusesEveryBodyButAnEmptyOne() {
        var budget = Budget(limit: 0, largestBody: 0)
        expect(&budget, reserve: 0, true)
        expect(&budget, reserve: 1, false)
    }

    @Test func negativeAmountsChangeNothing() {
        var budget = Budget(limit: 100, largestBody: 0)
        expect(&budget, reserve: -1, false)
        expect(&budget, reserve: 60, true)
        expect(&budget, release: -60, false)
        #expect(budget.reserved == 60)
        expect(&budget, release: 1_000, false, "more than is reserved empties it; the peak was small")
        #expect(budget.reserved == 0)
    }

    @Test func aTrimIsAskedForOnceABurstIsOver() {
        var budget = Budget(limit: 64 << 20, largestBody: 0, trimAfterBytes: 8 << 20)
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
        var budget = Budget(limit: 64 << 20, largestBody: 0)
        for _ in 0..<1_000 {
            expect(&budget, reserve: 4_096, true)
            expect(&budget, release: 4_096, false)
        }
    }

    @Test func oneAddressHoldsAtMostAQuarterOfTheBudgetAndOthersStillFindRoom() {
        // 64 MiB, 1 MiB bodies: one address holds at most 16 MiB, however many connections it opens.
        var budget = Budget(limit: 64 << 20, largestBody: 1 << 20)
        #expect(budget.perAddressLimit == 16 << 20)
        for _ in 0..<16 {
            expect(&budget, reserve: 1 << 20, from: "10.0.0.1", true)
        }
        expect(&budget, reserve: 1, from: "10.0.0.1", false, "the 17th MiB is past the address's share")
        for other in ["10.0.0.2", "10.0.0.3", "10.0.0.4"] {
            expect(&budget, reserve: 16 << 20, from: other, true, "every other address finds its share")
        }
        expect(&budget, reserve: 1, from: "10.0.0.5", false, "the budget itself is full")
        expect(&budget, release: 1 << 20, from: "10.0.0.1", false)
        expect(&budget, reserve: 1 << 20, from: "10.0.0.5", true, "what one address gives back, another may take")
        #expect(budget.held["10.0.0.1"] == 15 << 20)
    }

    @Test func anAddressMayAlwaysHoldOneLargestBody() {
        // A budget of 3 MiB for 1 MiB bodies: a quarter (768 KiB) would refuse every largest body.
        let budget = Budget(limit: 3 << 20, largestBody: 1 << 20)
        #expect(budget.perAddressLimit == 1 << 20)
        #expect(Budget(limit: 512, largestBody: 1 << 20).perAddressLimit == 512, "never more than the budget")
    }

    @Test func anAddressThatGivesEverythingBackIsForgotten() {
        var budget = Budget(limit: 1_000, largestBody: 100)
        expect(&budget, reserve: 100, from: "a", true)
        expect(&budget, release: 100, from: "a", false)
        #expect(budget.held.isEmpty)
    }
}
