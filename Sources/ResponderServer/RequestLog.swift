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
    /// - Parameters:
    ///   - entry: The request to describe.
    ///   - now: The wall-clock time to stamp the line with.
    /// - Returns: One JSON object followed by `"\n"`.
    static func line(for entry: Entry, now: timespec = RequestLog.wallClock()) -> String {
        var line = "{\"ts\":\"\(iso8601(now))\""
        line += ",\"method\":\(jsonString(entry.method))"
        line += ",\"path\":\(jsonString(entry.path))"
        line += ",\"status\":\(entry.status)"
        line += ",\"ms\":\(milliseconds(entry.durationNanoseconds))"
        line += ",\"bytesIn\":\(entry.bytesIn)"
        line += ",\"bytesOut\":\(entry.bytesOut)"
        line += ",\"remote\":\(entry.remote.map(jsonString) ?? "null")}\n"
        return line
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
    public static func emit(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.withUnsafeMutableBytes { buffer in
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

    /// Formats a duration in nanoseconds as milliseconds with three decimals, for example `"0.420"`.
    ///
    /// - Parameter nanoseconds: The duration.
    /// - Returns: A JSON number.
    static func milliseconds(_ nanoseconds: UInt64) -> String {
        let micros = nanoseconds / 1_000
        return "\(micros / 1_000).\(pad(Int(micros % 1_000), 3))"
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
