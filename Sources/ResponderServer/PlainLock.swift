#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value behind a plain POSIX mutex: for the locks every request takes on several threads at once.
///
/// The standard library's `Synchronization.Mutex` is built on Linux, in the Swift 6.3 toolchain this project builds
/// with, on a priority-inheritance futex (`FUTEX_LOCK_PI`). Under contention the kernel hands such a lock from its
/// owner straight to the next waiter, so a thread that could have taken it a moment later sleeps and is woken instead,
/// and a waiter spins in `_lockSlow` while the owner is preempted (swiftlang/swift#88440; the change that replaces it
/// with a plain futex and a short spin, swiftlang/swift#88523, is not in the 6.3.1 toolchain measured here). On the
/// server's two shared locks of every `POST` (the compute pool's queue and the body budget) that cost was measured in
/// `perf` under `wrk`: with 4 threads a side on 2 cores, 24 % of the service's CPU was `_lockSlow` and a request took
/// twice the CPU it took with 2. glibc's default mutex has no priority inheritance:
/// one compare-and-swap uncontended, a plain futex wait and wake otherwise.
///
/// It is `@unchecked Sendable` because it holds a pointer to a `pthread_mutex_t`, which Swift cannot check. This is
/// safe: the value is only reached inside ``withLock(_:)``, between `pthread_mutex_lock` and `pthread_mutex_unlock`
/// on that one mutex, which is made for use from any thread and destroyed only in `deinit`, when no thread holds a
/// reference any more; the value is `Sendable`, so what leaves the lock may cross threads.
final class PlainLock<Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
