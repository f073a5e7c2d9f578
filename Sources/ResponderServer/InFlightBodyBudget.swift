/// How many request-body bytes the server holds in memory at once, across every connection, and when to hand freed
/// memory back to the system.
///
/// Every request body is buffered whole before the router sees it, so the memory bodies take is the sum over the
/// connections that are sending one. The per-request limit (`maxBodyBytes`, 1 MiB) and the connection limits (1,024
/// open, 256 per address) are each small, but their product is not: 256 slow uploads from one address, each
/// declaring a 1 MB body, held 286 MiB, more than the pod's 256 MiB. The budget bounds the sum instead:
///
/// ```
///   headers in: Content-Length D ──reserve(D)──▶ fits: read the body into a buffer of D bytes
///                                        │
///                                        └──────▶ does not fit: 503 server-busy with Retry-After, the body read
///                                                 and discarded (lingering), never buffered
///   chunked body: each chunk ──reserve(chunk)──▶ the same, decided chunk by chunk
///   request done (answered, refused or cut off) ──release(reserved)──▶ room for the next one
/// ```
///
/// A declared length is reserved whole before any byte arrives, because the buffer is allocated for it at once: what
/// counts is what a client can make the server allocate, not what it has sent.
///
/// **Giving memory back.** A freed body does not make the process smaller by itself: glibc keeps freed heap memory
/// in its arenas for reuse. ``release(_:)`` says when a trim is worth it (`malloc_trim` hands whole free pages back):
/// once nothing is reserved any more after at least ``trimAfterBytes`` were, so a burst of uploads is given back when
/// it is over, and a steady stream of small requests never pays for a trim.
///
/// ```swift
/// var budget = InFlightBodyBudget(limit: 64 << 20)
/// budget.reserve(1_040_000)            // true: the body is buffered
/// let trim = budget.release(1_040_000) // false: under trimAfterBytes
/// ```
struct InFlightBodyBudget: Sendable, Equatable {
    /// The most bytes reserved at once.
    let limit: Int
    /// How many bytes must have been reserved since the last trim before emptying the budget asks for one.
    let trimAfterBytes: Int
    /// The bytes reserved now.
    private(set) var reserved = 0
    /// The most bytes reserved at once since the last trim.
    private(set) var peakSinceTrim = 0

    /// A budget with nothing reserved.
    ///
    /// - Parameters:
    ///   - limit: The most bytes reserved at once; `0` refuses every body.
    ///   - trimAfterBytes: See ``trimAfterBytes``; 8 MiB by default.
    init(limit: Int, trimAfterBytes: Int = 8 << 20) {
        self.limit = max(0, limit)
        self.trimAfterBytes = trimAfterBytes
    }

    /// Reserves `bytes` if they fit.
    ///
    /// - Parameter bytes: The bytes to reserve (a declared body, or one chunk of a chunked body).
    /// - Returns: `true` when they were reserved; `false` when they would take the budget over its limit, and then
    ///   nothing is reserved.
    mutating func reserve(_ bytes: Int) -> Bool {
        guard bytes >= 0, bytes <= limit - reserved else {
            return false
        }
        reserved += bytes
        peakSinceTrim = max(peakSinceTrim, reserved)
        return true
    }

    /// Gives back bytes that ``reserve(_:)`` took.
    ///
    /// - Parameter bytes: The bytes to give back (never more than are reserved).
    /// - Returns: `true` when the budget just became empty after a burst of at least ``trimAfterBytes``: the caller
    ///   should hand freed memory back to the system now.
    mutating func release(_ bytes: Int) -> Bool {
        reserved = max(0, reserved - max(0, bytes))
        guard reserved == 0, peakSinceTrim >= trimAfterBytes else {
            return false
        }
        peakSinceTrim = 0
        return true
    }
}
