import ResponderModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Formats and writes the server's machine-readable log lines on standard error.
///
/// Every line is one JSON object written with a single `write(2)`, so lines from different worker threads never
/// interleave. A request line looks like
/// `{"ts":"2025-01-31T12:00:00.123Z","method":"POST","path":"/v1/dispatch","status":200,"ms":0.420,"bytesIn":1234,
/// "bytesOut":5678,"remote":"127.0.0.1"}`.
public enum RequestLog {
    /// What one request line reports.
    struct Entry {
        /// The request method as sent.
        var method: String
        /// The URL path without the query string.
        var path: String
        /// The status code that was queued.
        var status: Int
        /// Nanoseconds from the first access-handler call to queueing the response.
        var durationNanoseconds: UInt64
        /// The number of body bytes received (including bytes discarded after a body limit was crossed).
        var bytesIn: Int
        /// The number of response body bytes.
        var bytesOut: Int
        /// The client's IP address, when known.
        var remote: String?
    }

    /// Renders a request line, including the trailing newline.
    ///
    /// Written as bytes, not built as a `String`: the line is made for every request, and built piece by piece
    /// with string interpolation it cost about 23,000 instructions, a fortieth of a whole Delete-button request.
    ///
    /// - Parameters:
    ///   - entry: The request to describe.
    ///   - now: The wall-clock time to stamp the line with.
    /// - Returns: One JSON object followed by `"\n"`, as UTF-8.
    static func line(for entry: Entry, now: timespec = RequestLog.wallClock()) -> [UInt8] {
        var line = LineBytes(capacity: 160 + entry.method.utf8.count + entry.path.utf8.count)
        line.append("{\"ts\":\"")
        line.appendTimestamp(now)
        line.append("\",\"method\":")
        line.appendString(entry.method)
        line.append(",\"path\":")
        line.appendString(entry.path)
        line.append(",\"status\":")
        line.appendNumber(entry.status)
        line.append(",\"ms\":")
        let micros = entry.durationNanoseconds / 1_000
        line.appendNumber(Int(micros / 1_000))
        line.append(".")
        line.appendNumber(Int(micros % 1_000), digits: 3)
        line.append(",\"bytesIn\":")
        line.appendNumber(entry.bytesIn)
        line.append(",\"bytesOut\":")
        line.appendNumber(entry.bytesOut)
        line.append(",\"remote\":")
        if let remote = entry.remote { line.appendString(remote) } else { line.append("null") }
        line.append("}\n")
        return line.bytes
    }

    /// A log line's bytes as they are written.
    private struct LineBytes {
        var bytes: [UInt8] = []

        init(capacity: Int) { bytes.reserveCapacity(capacity) }

        mutating func append(_ text: StaticString) {
            text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        /// A JSON string literal, quotes included, as answers spell it (``WireFormat/literal(_:)``).
        mutating func appendString(_ value: String) {
            bytes.append(contentsOf: WireFormat.literal(value).utf8)
        }

        /// A non-negative number's decimal digits, left-padded with zeros to `digits`.
        mutating func appendNumber(_ value: Int, digits: Int = 1) {
            var rest = max(value, 0)
            var count = 1
            var scan = rest
            while scan >= 10 {
                scan /= 10
                count += 1
            }
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(count, digits)))
            var index = bytes.count - 1
            repeat {
                bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                index -= 1
            } while rest > 0
        }

        /// UTC ISO 8601 with milliseconds, for example `2025-01-31T12:00:00.123Z` (no quotes).
        mutating func appendTimestamp(_ time: timespec) {
            var seconds = time.tv_sec
            var parts = tm()
            gmtime_r(&seconds, &parts)
            appendNumber(Int(parts.tm_year) + 1900, digits: 4)
            append("-")
            appendNumber(Int(parts.tm_mon) + 1, digits: 2)
            append("-")
            appendNumber(Int(parts.tm_mday), digits: 2)
            append("T")
            appendNumber(Int(parts.tm_hour), digits: 2)
            append(":")
            appendNumber(Int(parts.tm_min), digits: 2)
            append(":")
            appendNumber(Int(parts.tm_sec), digits: 2)
            append(".")
            appendNumber(Int(time.tv_nsec / 1_000_000), digits: 3)
            append("Z")
        }
    }

    /// Renders a line for a diagnostic message (for example one of libmicrohttpd's own error messages).
    ///
    /// - Parameters:
    ///   - level: The severity, for example `"error"`.
    ///   - source: What produced the message, for example `"libmicrohttpd"`.
    ///   - message: The message text.
    ///   - now: The wall-clock time to stamp the line with.
    /// - Returns: One JSON object followed by `"\n"`.
    public static func diagnosticLine(
        level: String,
        source: String,
        message: String,
        now: timespec = RequestLog.wallClock()
    ) -> String {
        "{\"ts\":\"\(iso8601(now))\",\"level\":\(jsonString(level)),\"source\":\(jsonString(source)),"
            + "\"message\":\(jsonString(message))}\n"
    }

    /// Writes a complete line to standard error with one `write(2)` call.
    ///
    /// A short write (possible only for very long lines or a full pipe) is completed with further calls; `EINTR` is
    /// retried; any other failure drops the line, since there is nowhere left to report it.
    ///
    /// - Parameter line: The text to write, normally ending in a newline.
    public static func emit(_ line: String) { emit(Array(line.utf8)) }

    /// Writes a complete line's bytes to standard error, as ``emit(_:)-(String)`` does.
    static func emit(_ line: [UInt8]) {
        line.withUnsafeBytes { buffer in
            guard var base = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = write(STDERR_FILENO, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                remaining -= written
                base += written
            }
        }
    }

    /// Returns the current wall-clock time.
    ///
    /// - Returns: `CLOCK_REALTIME` as a `timespec`.
    public static func wallClock() -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return now
    }

    /// Returns the current monotonic time in nanoseconds, for measuring durations.
    ///
    /// - Returns: `CLOCK_MONOTONIC` in nanoseconds.
    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }

    /// Formats a time as UTC ISO 8601 with milliseconds, for example `"2025-01-31T12:00:00.123Z"`.
    ///
    /// - Parameter time: The wall-clock time.
    /// - Returns: The formatted timestamp.
    static func iso8601(_ time: timespec) -> String {
        var seconds = time.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let millis = Int(time.tv_nsec / 1_000_000)
        return "\(pad(Int(parts.tm_year) + 1900, 4))-\(pad(Int(parts.tm_mon) + 1, 2))-\(pad(Int(parts.tm_mday), 2))"
            + "T\(pad(Int(parts.tm_hour), 2)):\(pad(Int(parts.tm_min), 2)):\(pad(Int(parts.tm_sec), 2))"
            + ".\(pad(millis, 3))Z"
    }

    /// Encodes a string as a JSON string literal, quotes included, as answers spell it (``WireFormat/literal(_:)``).
    static func jsonString(_ value: String) -> String { WireFormat.literal(value) }

    /// Left-pads a non-negative number with zeros.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - width: The minimum number of digits.
    /// - Returns: The padded decimal text.
    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
