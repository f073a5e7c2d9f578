import ResponderService

/// What the server decides about a request before the service sees it: whether to refuse it from its header block,
/// whether what the client still sends after such a refusal is read out before the connection closes ("lingering
/// close", as nginx does), and what to do with each chunk of body that arrives. A pure value: the libmicrohttpd
/// bridge gathers the facts (``Head``, the byte counts, the clock) and carries the verdicts out, so every rule here
/// is unit-tested without a socket.
///
/// The rules, in the order they apply to a header block:
/// 1. Two `Content-Length`, two `Transfer-Encoding` or two `Host` lines: 400 at once, the body unread, the
///    connection closed (a proxy in front may frame or route by the other one: `Transfer-Encoding: chunked` then
///    `Transfer-Encoding: xchunked` is the request-smuggling shape that both codings on one line are refused for).
/// 2. `%00` in the target: 400 at once.
/// 3. A declared body over ``maxBodyBytes``: 413 at once, before any body byte.
/// A refusal of a request with a body is answered first and its body read out after (``HeadVerdict/answerThenDrain(_:)``)
/// when the body is worth reading to reach a client that writes it all before reading: there is one (declared or
/// chunked), the client did not ask `Expect: 100-continue` (it waits for the answer instead, and sends nothing), the
/// declared length is within ``ServerConfiguration/Lingering/maxBytes``, and lingering is on.
///
/// Nothing is reserved for a declared length: each chunk is charged to the in-flight body budget as it arrives
/// (``verdict(onChunkOf:body:elapsedNanoseconds:reserve:)``), so a client that declares a large body and trickles it
/// holds only what it has sent.
struct RefusalPolicy: Sendable {
    /// The largest accepted body.
    var maxBodyBytes: Int
    /// The bounds of reading and discarding a refused body.
    var lingering: ServerConfiguration.Lingering

    /// The facts of one request's header block that the rules read.
    struct Head: Sendable, Equatable {
        /// The request target (path and query, still percent-encoded) holds `%00`.
        var targetHasNUL = false
        /// How many `Content-Length` header lines there are.
        var contentLengthLines = 0
        /// How many `Host` header lines there are.
        var hostLines = 0
        /// How many `Transfer-Encoding` header lines there are.
        var transferEncodingLines = 0
        /// The first `Content-Length` value as sent.
        var contentLength: String?
        /// The `Transfer-Encoding` value as sent.
        var transferEncoding: String?
        /// The `Expect` value as sent.
        var expect: String?

        /// Whether the body is chunked (which overrides `Content-Length`).
        var isChunked: Bool { transferEncoding?.lowercased().contains("chunked") ?? false }

        /// The declared body length: nil when the body is chunked (chunked overrides `Content-Length`) or no length
        /// was sent, or the value is not a run of digits; a length past `Int.max` counts as `Int.max`.
        var declaredLength: Int? {
            if isChunked { return nil }
            guard let contentLength else { return nil }
            let text = contentLength.trimmingSpacesAndTabs()
            guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return Int(text) ?? Int.max
        }
    }

    /// What to do once a header block is complete.
    enum HeadVerdict: Sendable, Equatable {
        /// Read the body, each chunk charged to the in-flight body budget as it arrives.
        case accept
        /// Answer with the refusal now, the body unread; libmicrohttpd then closes the connection.
        case answerNow(ServerRejection)
        /// Answer with the refusal now, before any body byte; then, as the connection closes, read and discard what
        /// the client still sends (``LingeringCloser``), so that a client that writes its whole body before reading
        /// gets the answer, not a reset.
        case answerThenDrain(ServerRejection)
    }

    /// Decides on a complete header block.
    func verdict(on head: Head) -> HeadVerdict {
        if head.contentLengthLines > 1 { return .answerNow(.duplicateHeader(name: "Content-Length")) }
        if head.transferEncodingLines > 1 { return .answerNow(.duplicateHeader(name: "Transfer-Encoding")) }
        if head.hostLines > 1 { return .answerNow(.duplicateHeader(name: "Host")) }
        let declared = head.declaredLength
        let refusal: ServerRejection
        if head.targetHasNUL {
            refusal = .nulInTarget
        } else if let declared, declared > maxBodyBytes {
            refusal = .bodyTooLarge(limit: maxBodyBytes, declaredLength: declared)
        } else {
            return .accept
        }
        return drains(head, declared: declared) ? .answerThenDrain(refusal) : .answerNow(refusal)
    }

    /// The most body bytes an accepted request sends, which its body's deadline is given time for: its declared
    /// length, or the largest body for a chunked one; nil when it has none.
    func expectedBodyBytes(_ head: Head) -> Int? {
        head.isChunked ? maxBodyBytes : head.declaredLength
    }

    /// Whether what a refused request's client still sends is read out after the answer (`declared` is
    /// `head.declaredLength`, read once by the caller).
    private func drains(_ head: Head, declared: Int?) -> Bool {
        guard lingering.maxBytes > 0 else { return false }
        if let expect = head.expect, expect.lowercased().contains("100-continue") { return false }
        if let declared { return declared > 0 && declared <= lingering.maxBytes }
        return head.transferEncoding != nil
    }

    /// Where a request's body stands when a chunk arrives.
    struct Body: Sendable, Equatable {
        /// The bytes kept so far.
        var kept = 0
        /// The bytes of the body budget the request holds.
        var reserved = 0
        /// Set once the request is refused: every body byte received at that moment.
        var refusedAt: Int?
        /// Every body byte received before this chunk, discarded ones included.
        var received = 0
    }

    /// What to do with one chunk of body.
    enum ChunkVerdict: Sendable, Equatable {
        /// Append it to the body; `reserve` more bytes of the budget were taken for it first (a chunked body is
        /// reserved as it grows).
        case keep(reserved: Int)
        /// Stop keeping the body: refuse the request, discard this chunk and the rest, answer at the end.
        case refuse(ServerRejection)
        /// Discard it: the request is refused and its body is being read out.
        case discard
        /// Close the connection unanswered: a refused body went on past the lingering bounds (libmicrohttpd cannot
        /// queue an answer in the middle of a body).
        case close
    }

    /// Decides on one chunk of `size` bytes.
    ///
    /// - Parameters:
    ///   - size: The chunk's length.
    ///   - body: Where the body stands before it.
    ///   - elapsedNanoseconds: Time since the header block arrived.
    ///   - reserve: Takes that many more bytes from the in-flight body budget; false when they do not fit now.
    func verdict(onChunkOf size: Int, body: Body, elapsedNanoseconds: UInt64, reserve: (Int) -> Bool) -> ChunkVerdict {
        if let refusedAt = body.refusedAt {
            let discarded = body.received + size - refusedAt
            let tooLong = elapsedNanoseconds > UInt64(max(0, lingering.maxSeconds)) * 1_000_000_000
            return discarded > lingering.maxBytes || tooLong ? .close : .discard
        }
        let total = body.kept + size
        if total > maxBodyBytes { return .refuse(.bodyTooLarge(limit: maxBodyBytes, declaredLength: nil)) }
        guard total > body.reserved else { return .keep(reserved: 0) }
        return reserve(total - body.reserved)
            ? .keep(reserved: total - body.reserved) : .refuse(.serverBusy(retryAfterSeconds: 1))
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (how a header value's whitespace is trimmed).
    fileprivate func trimmingSpacesAndTabs() -> String {
        var view = Substring(self)
        while let first = view.first, first == " " || first == "\t" { view.removeFirst() }
        while let last = view.last, last == " " || last == "\t" { view.removeLast() }
        return String(view)
    }
}
