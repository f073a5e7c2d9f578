import ResponderService
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A few threads of the server's own that run the costly part of requests, so that libmicrohttpd's worker threads
/// only do I/O and cheap answers.
///
/// Before it, the application handler ran on the libmicrohttpd worker thread that read the request, so two costly
/// POSTs on a two-thread pool left no thread to read `GET /healthz`, and a probe could kill a pod that was only busy.
/// Now a POST is evaluated here while its connection is suspended, and everything else stays on the worker thread:
///
/// ```
///   worker thread: request read ─┬─ GET, HEAD, OPTIONS: handler inline ──────────────────────▶ answer queued
///                                └─ POST: MHD_suspend_connection ─submit─▶ ┌ pool thread ┐
///                                                                           │ handler      │
///   worker thread: access handler called again ◀── MHD_resume_connection ──┘ (response)  ┘
///                  └▶ answer queued
/// ```
///
/// Jobs run in the order they were submitted. The queue needs no bound of its own: every job is one connection's
/// request, so there are never more than the connection limit, and their bodies are within ``InFlightBodyBudget``.
///
/// It is `@unchecked Sendable` because it holds a pointer to a POSIX semaphore, which Swift cannot check. This is
/// safe: the pointer is immutable, `sem_post` and `sem_wait` are made for use from any thread, the queue sits in a
/// `Mutex`, and the semaphore is destroyed only in `deinit`, after ``stop()`` joined every thread.
final class ComputePool: @unchecked Sendable {
    /// One request's evaluation.
    struct Job: Sendable {
        /// Evaluates the request and resumes its connection.
        let run: @Sendable () -> Void
        /// Resumes the connection without evaluating (the server is stopping): it is answered with a refusal.
        let abandon: @Sendable () -> Void
    }

    /// The jobs not yet taken, and whether the pool is stopping.
    private struct Queue {
        var jobs: [Job] = []
        var head = 0
        var stopping = false

        mutating func next() -> (job: Job?, stopping: Bool) {
            guard head < jobs.count else {
                jobs.removeAll(keepingCapacity: true)
                head = 0
                return (nil, stopping)
            }
            let job = jobs[head]
            head += 1
            if head > 64 && head * 2 > jobs.count {
                jobs.removeFirst(head)
                head = 0
            }
            return (job, stopping)
        }
    }

    /// Counts the jobs submitted and not yet taken (plus one wake-up per thread at ``stop()``).
    private let available: UnsafeMutablePointer<sem_t>
    private let queue = PlainLock(Queue())
    private let threads = Mutex<[pthread_t]>([])

    /// Starts `count` threads.
    ///
    /// Call it with `SIGINT` and `SIGTERM` blocked, so the threads inherit the mask (see ``HTTPServer/start()``).
    ///
    /// - Parameter count: The number of threads (the server's `threads` setting).
    /// - Throws: ``HTTPServerError`` of kind `cannotStart` when a thread cannot be created; the threads already
    ///   started are stopped.
    init(threads count: Int) throws(HTTPServerError) {
        available = .allocate(capacity: 1)
        sem_init(available, 0, 0)
        for _ in 0..<max(1, count) {
            switch startServerThread({ self.work() }) {
            case .success(let created):
                threads.withLock { $0.append(created) }
            case .failure(let error):
                stop()
                throw HTTPServerError(
                    kind: .cannotStart, message: "cannot start a compute thread: \(error.reason)",
                    systemError: error.code)
            }
        }
    }

    deinit {
        sem_destroy(available)
        available.deallocate()
    }

    /// Queues a job for the next free thread.
    ///
    /// - Parameter job: The job; after ``stop()`` it is abandoned at once.
    func submit(_ job: Job) {
        let accepted = queue.withLock { queue in
            guard !queue.stopping else { return false }
            queue.jobs.append(job)
            return true
        }
        if accepted {
            sem_post(available)
        } else {
            job.abandon()
        }
    }

    /// Lets the jobs that are running finish, abandons those still queued, and joins every thread; runs once.
    func stop() {
        let running = threads.withLock { threads in
            let running = threads
            threads = []
            return running
        }
        let first = queue.withLock { queue in
            defer { queue.stopping = true }
            return !queue.stopping
        }
        guard first else { return }
        for _ in running {
            sem_post(available)
        }
        for thread in running {
            pthread_join(thread, nil)
        }
    }

    /// A thread's loop: takes jobs until the pool stops, then abandons what is left.
    private func work() {
        while true {
            while sem_wait(available) != 0 && errno == EINTR {}
            let (job, stopping) = queue.withLock { $0.next() }
            guard let job else {
                if stopping { return }
                continue
            }
            if stopping {
                job.abandon()
            } else {
                job.run()
            }
        }
    }
}
