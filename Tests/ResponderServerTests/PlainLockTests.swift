import Testing

@testable import ResponderServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The server's lock for the queues and budgets every request takes: one thread at a time in its body.
@Suite struct PlainLockTests {
    @Test func threadsTakeTheLockOneAtATime() {
        struct Counts: Sendable {
            var total = 0
            var inside = 0
            var mostInside = 0
        }
        let lock = PlainLock(Counts())
        let threads = 8
        let rounds = 20_000
        var created: [pthread_t] = []
        /// What each thread is given: the lock and its number of rounds.
        ///
        /// It is `@unchecked Sendable` because Swift cannot see that it crosses threads only through
        /// `pthread_create`'s context pointer. This is safe: both properties are `let`, the lock is `Sendable`, and the
        /// test joins every thread before it reads the counts.
        final class Work: @unchecked Sendable {
            let lock: PlainLock<Counts>
            let rounds: Int
            init(_ lock: PlainLock<Counts>, _ rounds: Int) {
                self.lock = lock
                self.rounds = rounds
            }
        }
        for _ in 0..<threads {
            var thread = pthread_t()
            let work = Unmanaged.passRetained(Work(lock, rounds)).toOpaque()
            let status = pthread_create(
                &thread, nil,
                { context in
                    let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
                    for _ in 0..<work.rounds {
                        work.lock.withLock { counts in
                            counts.inside += 1
                            counts.mostInside = max(counts.mostInside, counts.inside)
                            // A read-modify-write in two steps, which a second thread inside would interleave.
                            let total = counts.total
                            sched_yield()
                            counts.total = total + 1
                            counts.inside -= 1
                        }
                    }
                    return nil
                }, work)
            #expect(status == 0)
            created.append(thread)
        }
        for thread in created { pthread_join(thread, nil) }
        let counts = lock.withLock { $0 }
        #expect(counts.total == threads * rounds)
        #expect(counts.mostInside == 1)
    }

    @Test func whatTheBodyThrowsLeavesTheLockFree() {
        struct Refused: Error {}
        let lock = PlainLock(0)
        #expect(throws: Refused.self) { try lock.withLock { (_: inout Int) throws(Refused) in throw Refused() } }
        #expect(
            lock.withLock { value in
                value += 1; return value
            } == 1)
    }
}
