import Foundation
import ResponderModel
import ResponderServer
import ResponderService

/// The start-up options: each flag with its environment variable, default and summary, listed once in
/// ``ServiceConfiguration/options``, which drives parsing, `--help` and the table of docs/operating.md.
extension ServiceConfiguration {
    /// One start-up option.
    public struct Option: Sendable {
        public let flag: String
        public let environment: String
        public let defaultValue: String
        public let summary: String
        let apply: @Sendable (inout ServiceConfiguration, String) throws(ConfigurationError) -> Void
    }

    /// A bad flag or value.
    public struct ConfigurationError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    private static func integer(
        _ name: String, _ value: String, range: ClosedRange<Int>
    ) throws(ConfigurationError) -> Int {
        guard let number = Int(value), range.contains(number) else {
            throw ConfigurationError(
                message:
                    "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'")
        }
        return number
    }

    /// The options, in `--help` order.
    public static let options: [Option] = [
        Option(
            flag: "--host", environment: "HOST", defaultValue: "127.0.0.1",
            summary: "Address to listen on (0.0.0.0 for all interfaces, as in the container)."
        ) { config, value in
            config.server.host = value
        },
        Option(flag: "--port", environment: "PORT", defaultValue: "8080", summary: "TCP port (0 picks a free one).") {
            config, value throws(ConfigurationError) in
            config.server.port = try integer("--port", value, range: 0...65_535)
        },
        Option(
            flag: "--threads", environment: "RESPONDER_LAB_THREADS", defaultValue: "cores",
            summary:
                "libmicrohttpd worker threads, and as many threads evaluating POSTs (default: one per core this "
                + "process may use: its CPU affinity and its cgroup's CPU quota count)."
        ) {
            config, value throws(ConfigurationError) in
            config.server.threads = try integer("--threads", value, range: 1...256)
        },
        Option(
            flag: "--max-body-bytes", environment: "RESPONDER_LAB_MAX_BODY_BYTES", defaultValue: "1048576",
            summary: "Largest request body; a larger one gets 413, decided from Content-Length."
        ) {
            config, value throws(ConfigurationError) in
            let bytes = try integer("--max-body-bytes", value, range: 1_024...67_108_864)
            config.limits.maxBodyBytes = bytes
        },
        Option(
            flag: "--max-in-flight-body-bytes", environment: "RESPONDER_LAB_MAX_IN_FLIGHT_BODY_BYTES",
            defaultValue: "67108864",
            summary: "Most request-body bytes held in memory at once, over all connections, charged as they arrive; "
                + "one client address holds at most a quarter; a body that does not fit gets 503 server-busy with "
                + "Retry-After: 1."
        ) { config, value throws(ConfigurationError) in
            config.server.maxInFlightBodyBytes = try integer(
                "--max-in-flight-body-bytes", value, range: 1_024...17_179_869_184)
        },
        Option(
            flag: "--lingering-bytes", environment: "RESPONDER_LAB_LINGERING_BYTES", defaultValue: "16777216",
            summary:
                "Most bytes read and discarded after a refusal (413, or 400 for %00) sent before the body arrived, "
                + "so clients that write the whole body first still read it (0: close at once)."
        ) { config, value throws(ConfigurationError) in
            config.server.lingering.maxBytes = try integer("--lingering-bytes", value, range: 0...1_073_741_824)
        },
        Option(
            flag: "--lingering-seconds", environment: "RESPONDER_LAB_LINGERING_SECONDS", defaultValue: "30",
            summary: "Longest time spent reading and discarding a refused body (and 5 s at most without a byte)."
        ) { config, value throws(ConfigurationError) in
            config.server.lingering.maxSeconds = try integer("--lingering-seconds", value, range: 1...3_600)
            config.server.lingering.idleSeconds = min(5, config.server.lingering.maxSeconds)
        },
        Option(
            flag: "--max-nodes", environment: "RESPONDER_LAB_MAX_NODES", defaultValue: "20000",
            summary: "Most responders in one app description (413 beyond)."
        ) {
            config, value throws(ConfigurationError) in
            config.limits.maxNodes = try integer("--max-nodes", value, range: 1...1_000_000)
        },
        Option(
            flag: "--max-depth", environment: "RESPONDER_LAB_MAX_DEPTH", defaultValue: "200",
            summary: "Deepest JSON nesting; each nested view adds two levels (413 beyond, at most 500)."
        ) {
            config, value throws(ConfigurationError) in
            config.limits.maxDepth = try integer("--max-depth", value, range: 8...500)
        },
        Option(
            flag: "--max-events", environment: "RESPONDER_LAB_MAX_EVENTS", defaultValue: "100",
            summary: "Most events in one request (413 beyond)."
        ) { config, value throws(ConfigurationError) in
            config.limits.maxEvents = try integer("--max-events", value, range: 1...100_000)
        },
        Option(
            flag: "--max-touches", environment: "RESPONDER_LAB_MAX_TOUCHES", defaultValue: "20",
            summary: "Most fingers in one touch event (413 beyond)."
        ) { config, value throws(ConfigurationError) in
            config.limits.maxTouches = try integer("--max-touches", value, range: 1...1_000)
        },
        Option(
            flag: "--max-name-bytes", environment: "RESPONDER_LAB_MAX_NAME_BYTES", defaultValue: "256",
            summary: "Longest string or field name (ids, classes, selectors), except the top-level title and "
                + "description (413 beyond)."
        ) { config, value throws(ConfigurationError) in
            config.limits.maxNameBytes = try integer("--max-name-bytes", value, range: 16...65_536)
        },
        Option(
            flag: "--max-work-steps", environment: "RESPONDER_LAB_MAX_WORK_STEPS", defaultValue: "1000000",
            summary: "Work budget: most views hit-testing asks and responders walks pass, per request (413 "
                + "too-much-work beyond)."
        ) { config, value throws(ConfigurationError) in
            config.limits.maxWorkSteps = try integer("--max-work-steps", value, range: 1_000...1_000_000_000)
        },
        Option(
            flag: "--max-answer-entries", environment: "RESPONDER_LAB_MAX_ANSWER_ENTRIES", defaultValue: "20000",
            summary: "Work budget: most trace steps, path steps, walk steps, chain links and diagnostics in one "
                + "answer (413 too-much-work beyond)."
        ) { config, value throws(ConfigurationError) in
            config.limits.maxAnswerEntries = try integer("--max-answer-entries", value, range: 100...100_000_000)
        },
        Option(
            flag: "--max-answer-bytes", environment: "RESPONDER_LAB_MAX_ANSWER_BYTES", defaultValue: "4194304",
            summary: "Largest answer of any kind (JSON, text, SVG), enforced while it is written (413 too-much-work)."
        ) { config, value throws(ConfigurationError) in
            config.limits.maxAnswerBytes = try integer("--max-answer-bytes", value, range: 65_536...1_073_741_824)
        },
        Option(
            flag: "--max-problems", environment: "RESPONDER_LAB_MAX_PROBLEMS", defaultValue: "50",
            summary: "Most offending fields one 4xx answer lists; it gives their total and how many it left out."
        ) { config, value throws(ConfigurationError) in
            config.limits.maxProblems = try integer("--max-problems", value, range: 1...1_000)
        },
        Option(
            flag: "--max-suggestions", environment: "RESPONDER_LAB_MAX_SUGGESTIONS", defaultValue: "10",
            summary: "Most unknown ids of one request that get a did-you-mean suggestion."
        ) { config, value throws(ConfigurationError) in
            config.limits.maxSuggestions = try integer("--max-suggestions", value, range: 0...100)
        },
        Option(
            flag: "--connection-limit", environment: "RESPONDER_LAB_CONNECTION_LIMIT", defaultValue: "1024",
            summary: "Most open connections."
        ) { config, value throws(ConfigurationError) in
            config.server.connectionLimit = try integer("--connection-limit", value, range: 1...65_536)
        },
        Option(
            flag: "--per-ip-connection-limit", environment: "RESPONDER_LAB_PER_IP_CONNECTION_LIMIT",
            defaultValue: "256",
            summary: "Most open connections from one client address; one more waits up to 1 s for one of them to close."
        ) {
            config, value throws(ConfigurationError) in
            config.server.perIPConnectionLimit = try integer("--per-ip-connection-limit", value, range: 1...65_536)
        },
        Option(
            flag: "--connection-timeout", environment: "RESPONDER_LAB_CONNECTION_TIMEOUT", defaultValue: "30",
            summary: "Seconds an idle connection is kept open."
        ) { config, value throws(ConfigurationError) in
            config.server.connectionTimeoutSeconds = try integer("--connection-timeout", value, range: 1...3_600)
        },
        Option(
            flag: "--header-timeout", environment: "RESPONDER_LAB_HEADER_TIMEOUT", defaultValue: "10",
            summary:
                "Seconds a connection has for a request's headers once it is ready for one (accepted, or its last "
                + "answer sent), however its bytes trickle in; an idle keep-alive connection is closed then too. A "
                + "body has as long again plus 1 s per 64 KiB (0: no deadline)."
        ) { config, value throws(ConfigurationError) in
            config.server.headerTimeoutSeconds = try integer("--header-timeout", value, range: 0...3_600)
        },
        Option(
            flag: "--health-port", environment: "RESPONDER_LAB_HEALTH_PORT", defaultValue: "none",
            summary:
                "A second port on the same host answering only GET /healthz (liveness) and GET /readyz (readiness, "
                + "503 once draining) on a thread of its own, for probes that must answer under any load (0 picks "
                + "a free one)."
        ) { config, value throws(ConfigurationError) in
            config.server.healthPort =
                value == "none" ? nil : try integer("--health-port", value, range: 0...65_535)
        },
        Option(
            flag: "--shutdown-grace", environment: "RESPONDER_LAB_SHUTDOWN_GRACE", defaultValue: "10",
            summary: "Seconds to finish requests in flight after SIGTERM."
        ) { config, value throws(ConfigurationError) in
            config.server.shutdownGraceSeconds = try integer("--shutdown-grace", value, range: 0...600)
        },
        Option(
            flag: "--cors-origins", environment: "RESPONDER_LAB_CORS_ORIGINS", defaultValue: "*",
            summary: "Comma-separated origins browsers may call from."
        ) { config, value in
            config.cors.allowedOrigins = value.split(separator: ",").map {
                String($0).trimmingCharacters(in: .whitespaces)
            }
        },
        Option(
            flag: "--log-level", environment: "RESPONDER_LAB_LOG_LEVEL", defaultValue: "info",
            summary: "info (one JSON line per request on stderr) or error (errors only)."
        ) {
            config, value throws(ConfigurationError) in
            switch value {
            case "info": (config.server.logRequests, config.server.logErrors) = (true, true)
            case "error": (config.server.logRequests, config.server.logErrors) = (false, true)
            case "none": (config.server.logRequests, config.server.logErrors) = (false, false)
            default: throw ConfigurationError(message: "--log-level must be info or error, not '\(value)'")
            }
        },
    ]

    /// Reads the environment, then the flags (`--port 9000` or `--port=9000`).
    public static func parse(
        arguments: [String], environment: [String: String]
    ) throws(ConfigurationError) -> ServiceConfiguration {
        var config = ServiceConfiguration()
        for option in options {
            if let value = environment[option.environment], !value.isEmpty { try option.apply(&config, value) }
        }
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard let option = options.first(where: { $0.flag == parts[0] }) else {
                throw ConfigurationError(message: "unknown option '\(argument)'; see responder-lab --help")
            }
            let value: String
            if parts.count == 2 {
                value = parts[1]
            } else {
                index += 1
                guard index < arguments.count else {
                    throw ConfigurationError(message: "\(option.flag) needs a value")
                }
                value = arguments[index]
            }
            try option.apply(&config, value)
            index += 1
        }
        return config
    }

}
