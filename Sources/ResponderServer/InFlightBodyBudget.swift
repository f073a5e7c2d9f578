/// How many request-body bytes the server holds in memory at once, across every connection and for each client
/// address, and when to hand freed memory back to the system.
///
/// Every request body is buffered whole before the router sees it, so the memory bodies take is the sum over the
/// connections that are sending one. The per-request limit (`maxBodyBytes`, 1 MiB) and the connection limits (1,024
/// open, 256 per address) are each small, but their product is not: 256 slow uploads from one address, each
/// declaring a 1 MB body, held 286 MiB, more than the pod's 256 MiB. The budget bounds the sum instead, charged with
/// the bytes that have arrived, and gives no address more than its share:
///
/// ```
///   each chunk of body that arrives ──reserve(chunk, for: address)──▶ fits: appended to the request's buffer
///                                        │
///                                        └──────▶ over the budget, or over the address's share: 503 server-busy
///                                                 with Retry-After, the rest read and discarded, never buffered
///   request done (answered, refused or cut off) ──release(reserved, for: address)──▶ room for the next one
/// ```
///
/// **Charged as bytes arrive.** A declared `Content-Length` is not reserved up front: 65 connections that each
/// declared a 1 MiB body and sent one byte a second once held the whole 64 MiB and made every other client's POST a
/// 503 for as long as they trickled. Now they hold 65 bytes. The buffer grows as the body does (never allocated for
/// the declared length before it is sent), so the budget counts what a client has made the server hold.
///
/// **A fair share per address.** One address holds at most ``perAddressLimit`` of the budget (a quarter of it, and at
/// least one largest body), so clients from three other addresses always find room, however fast one address sends.
///
/// **Giving memory back.** A freed body does not make the process smaller by itself: glibc keeps freed heap memory
/// in its arenas for reuse. ``release(_:for:)`` says when a trim is worth it (`malloc_trim` hands whole free pages
/// back): once nothing is reserved any more after at least ``trimAfterBytes`` were, so a burst of uploads is given
/// back when it is over, and a steady stream of small requests never pays for a trim.
///
/// ```swift
/// var budget = InFlightBodyBudget(limit: 64 << 20, largestBody: 1 << 20)
/// budget.reserve(65_536, for: peer)            // true: the chunk is buffered
/// let trim = budget.release(65_536, for: peer) // false: under trimAfterBytes
/// ```
struct InFlightBodyBudget<Address: Hashable & Sendable>: Sendable, Equatable {
    /// The most bytes reserved at once.
    let limit: Int
    /// The most bytes one address holds at once: a quarter of ``limit``, and at least the largest body (but never
    /// more than ``limit``).
    let perAddressLimit: Int
    /// How many bytes must have been reserved since the last trim before emptying the budget asks for one.
    let trimAfterBytes: Int
    /// The bytes reserved now.
    private(set) var reserved = 0
    /// The bytes each address holds now (addresses holding none are not kept).
    private(set) var held: [Address: Int] = [:]
    /// The most bytes reserved at once since the last trim.
    private(set) var peakSinceTrim = 0

    /// A budget with nothing reserved.
    ///
    /// - Parameters:
    ///   - limit: The most bytes reserved at once; `0` refuses every body.
    ///   - largestBody: The largest body a request may have (`maxBodyBytes`): one address may always hold one.
    ///   - trimAfterBytes: See ``trimAfterBytes``; 8 MiB by default.
    init(limit: Int, largestBody: Int, trimAfterBytes: Int = 8 << 20) {
        self.limit = max(0, limit)
        self.perAddressLimit = min(self.limit, max(self.limit / 4, largestBody))
        self.trimAfterBytes = trimAfterBytes
    }

    /// Reserves `bytes` for `address` if they fit in the budget and in the address's share.
    ///
    /// - Parameters:
    ///   - bytes: The bytes to reserve (one chunk of a body as it arrives).
    ///   - address: The client's address; nil (unknown) counts against the budget only.
    /// - Returns: `true` when they were reserved; `false` when they would take the budget over its limit or the
    ///   address over its share, and then nothing is reserved.
    mutating func reserve(_ bytes: Int, for address: Address?) -> Bool {
        guard bytes >= 0, bytes <= limit - reserved else {
            return false
        }
        if let address {
            let holds = held[address, default: 0]
            guard bytes <= perAddressLimit - holds else { return false }
            held[address] = holds + bytes
        }
        reserved += bytes
        peakSinceTrim = max(peakSinceTrim, reserved)
        return true
    }

    /// Gives back bytes that ``reserve(_:for:)`` took.
    ///
    /// - Parameters:
    ///   - bytes: The bytes to give back (never more than are reserved).
    ///   - address: The address they were reserved for.
    /// - Returns: `true` when the budget just became empty after a burst of at least ``trimAfterBytes``: the caller
    ///   should hand freed memory back to the system now.
    mutating func release(_ bytes: Int, for address: Address?) -> Bool {
        let bytes = max(0, bytes)
        reserved = max(0, reserved - bytes)
        if let address, let holds = held[address] {
            held[address] = holds > bytes ? holds - bytes : nil
        }
        guard reserved == 0, peakSinceTrim >= trimAfterBytes else {
            return false
        }
        peakSinceTrim = 0
        return true
    }
}
