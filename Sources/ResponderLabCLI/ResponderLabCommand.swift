import Foundation
import ResponderModel
import ResponderRender
import ResponderServer
import ResponderService

/// The `responder-lab` command line: `serve` (default), `eval`, `audit`, `import`, `examples`, `healthcheck`, `help`.
public enum ResponderLabCommand {
    /// Runs a command; returns the process exit code.
    public static func run(
        arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int32 {
        let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "serve"
        let rest = arguments.first == command ? Array(arguments.dropFirst()) : arguments
        switch command {
        case "serve": return serve(rest, environment: environment)
        case "eval": return evaluate(rest)
        case "audit": return audit(rest)
        case "import": return importDumps(rest)
        case "examples": return examples(rest)
        case "healthcheck": return healthcheck(rest, environment: environment)
        case "wire-fields": return wireFields()
        case "help": print(usage); return 0
        default:
            if arguments.contains("--help") || arguments.contains("-h") { print(usage); return 0 }
            printError("unknown command '\(command)'\n\n\(usage)")
            return 64
        }
    }

    static var usage: String {
        var text = """
            responder-lab: UIKit event dispatch, evaluated and explained.

            USAGE
              responder-lab [serve] [options]      run the HTTP service (default)
              responder-lab eval FILE|- [--pretty] [--text] [--essentials] [--full-trace] [--layout]
                                    [--svg [--event=N]] [--lang=LANG] [--no-budget] [--max-body-bytes=N]
                                                   evaluate a request offline; prints what POST /v1/dispatch
                                                   (or /v1/chain, for a request with "from") would answer, within
                                                   the service's default limits and work budgets (--no-budget
                                                   lifts the budgets and the answer-size limit;
                                                   --max-body-bytes as the service's option); --layout and
                                                   --svg as include=layout and format=svg; --lang=ja
                                                   (en, ja, zh-Hans, ko) as lang=ja
              responder-lab audit FILE|- [--json] [--pretty] [--witness=event] [--lang=LANG] [--no-budget]
                                 [--max-body-bytes=N]
                                                   find every latent event-delivery bug in the app (what POST
                                                   /v1/audit answers; a saved dispatch or chain request's event
                                                   or "from" is left out); text unless --json; exits 1 when there
                                                   is an error or a warning, 0 otherwise
              responder-lab import FILE|- [--print-hierarchy FILE] [--recognizers FILE] [--targets FILE]
                                 [--methods FILE] [--first-responder FILE] [--responder-chain FILE]
                                 [--screen WxH] [--app-only] [--pretty] [--lang=LANG]
                                                   read what the debugger printed (recursiveDescription in FILE,
                                                   _printHierarchy, po view.gestureRecognizers, a control's po,
                                                   allTargets and actions, _shortMethodDescription, the
                                                   window's firstResponder and presponder in the others)
                                                   and print what
                                                   POST /v1/import answers; --app-only prints only {"app": …},
                                                   a body the other commands take: responder-lab import
                                                   dump.txt --app-only | responder-lab audit -; --lang=ja as
                                                   lang=ja
              responder-lab examples [NAME]        list the examples, or print one request
              responder-lab healthcheck            exit 0 when GET /healthz answers 200 (HOST and
                                                   RESPONDER_LAB_HEALTH_PORT, else PORT)
              responder-lab wire-fields            the fields each request object accepts and each answer object
                                                   writes, with their documents (types, descriptions, defaults,
                                                   examples) and enumerations, as JSON (what openapi.yaml's
                                                   schemas are generated from)


            """
        // Each column as wide as its longest entry, and two spaces between columns.
        let options = ServiceConfiguration.options
        let flagWidth = options.map(\.flag.count).max().map { max($0, "OPTIONS (serve)".count) + 2 } ?? 0
        let envWidth = options.map(\.environment.count).max().map { max($0, "ENVIRONMENT".count) + 2 } ?? 0
        func row(_ flag: String, _ environment: String, _ value: String) -> String {
            "  " + flag.padding(toLength: flagWidth, withPad: " ", startingAt: 0)
                + environment.padding(toLength: envWidth, withPad: " ", startingAt: 0) + value + "\n"
        }
        // The heading starts at the margin, as USAGE does, with its columns over the rows' columns.
        text +=
            "OPTIONS (serve)".padding(toLength: flagWidth + 2, withPad: " ", startingAt: 0)
            + "ENVIRONMENT".padding(toLength: envWidth, withPad: " ", startingAt: 0) + "DEFAULT\n"
        for option in options {
            text += row(option.flag, option.environment, option.defaultValue) + "      \(option.summary)\n"
        }
        return text
    }

    private static func wireFields() -> Int32 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        struct Documents: Encodable {
            var requests: [WireDoc]
            var answers: [WireDoc]
        }
        struct Fields: Encodable {
            var requests: [WireSchema.Object]
            var answers: [WireSchema.Object]
            var enums: [String: [String]]
            var documents: Documents
        }
        let fields = Fields(
            requests: WireSchema.objects, answers: WireSchema.answerObjects, enums: WireSchema.enums,
            documents: Documents(requests: WireSchema.requestDocuments, answers: WireSchema.answerDocuments))
        guard let data = try? encoder.encode(fields) else { return 70 }
        print(String(decoding: data, as: UTF8.self))
        return 0
    }

    private static func serve(_ arguments: [String], environment: [String: String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(usage)
            return 0
        }
        let configuration: ServiceConfiguration
        do {
            configuration = try ServiceConfiguration.parse(arguments: arguments, environment: environment)
        } catch {
            printError("responder-lab: \(error.message)")
            return 64
        }
        let server = buildService(configuration)
        do {
            try server.start()
        } catch {
            printError("responder-lab: \(error)")
            return 1
        }
        RequestLog.emit(
            RequestLog.diagnosticLine(
                level: "info", source: "responder-lab",
                message: "listening on \(configuration.server.host):\(server.port)"))
        server.runUntilSignal()
        RequestLog.emit(RequestLog.diagnosticLine(level: "info", source: "responder-lab", message: "stopped"))
        return 0
    }

    private static func evaluate(_ arguments: [String]) -> Int32 {
        let arguments = joiningValues(arguments)
        if let given = arguments.first(where: { $0.hasPrefix("--event=") }),
            Int(given.dropFirst("--event=".count)).map({ $0 >= 0 }) != true
        {
            printError("responder-lab eval: --event takes the index of an event, e.g. --event=0")
            return 64
        }
        let body: [UInt8]
        switch readRequest(arguments, command: "eval") {
        case .success(let bytes): body = bytes
        case .failure(let code): return code.status
        }
        guard let limits = limits(of: arguments, command: "eval") else { return 64 }
        // The body is read once, as a chain request when it has "from" and a dispatch request otherwise.
        let answer = ResponderService.evaluationAnswer(body: body, query: query(of: arguments), limits: limits)
        // JSON gets a final newline for the terminal; the text report ends with one, and a diagram is written as is.
        let newline = answer.contentType.hasPrefix("application/") ? [UInt8(0x0A)] : []
        FileHandle.standardOutput.write(Data(answer.bytes + newline))
        return answer.problem == nil ? 0 : 65
    }

    /// The flags of `eval` and `audit` as the query the service reads, so that they take the same options, with
    /// the same defaults and refusals.
    static func query(of arguments: [String]) -> AnswerQuery {
        var query: [String: String] = [:]
        if arguments.contains("--pretty") { query["pretty"] = "true" }
        if arguments.contains("--text") { query["format"] = "text" }
        if arguments.contains("--svg") { query["format"] = "svg" }
        if arguments.contains("--essentials") { query["fields"] = "essentials" }
        if arguments.contains("--full-trace") { query["trace"] = "full" }
        if arguments.contains("--layout") { query["include"] = "layout" }
        if arguments.contains("--witness=event") { query["witness"] = "event" }
        if let given = arguments.first(where: { $0.hasPrefix("--event=") }) {
            query["event"] = String(given.dropFirst("--event=".count))
        }
        if let given = arguments.first(where: { $0.hasPrefix("--lang=") }) {
            query["lang"] = String(given.dropFirst("--lang=".count))
        }
        return AnswerQuery(query)
    }

    /// The limits of `eval` and `audit`: the service's defaults, without the work budgets and the answer-size
    /// limit for `--no-budget`, and with the body-size limit `--max-body-bytes=N` gives (the service's option, read
    /// by its rule). Nil, with the reason printed, for a bad value.
    static func limits(of arguments: [String], command: String) -> Limits? {
        var configuration = ServiceConfiguration()
        let flag = "--max-body-bytes"
        if let given = arguments.last(where: { $0.hasPrefix(flag + "=") }),
            let option = ServiceConfiguration.options.first(where: { $0.flag == flag })
        {
            do {
                try option.apply(&configuration, String(given.dropFirst(flag.count + 1)))
            } catch {
                printError("responder-lab \(command): \(error.message)")
                return nil
            }
        }
        if arguments.contains("--no-budget") { configuration.limits.liftBudgets() }
        return configuration.limits
    }

    /// The arguments with `--lang ja` written as `--lang=ja` (and so for `--max-body-bytes`), the one spelling the
    /// rest reads.
    static func joiningValues(_ arguments: [String]) -> [String] {
        var joined: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            if ["--lang", "--max-body-bytes"].contains(arguments[index]), index + 1 < arguments.endIndex {
                joined.append(arguments[index] + "=" + arguments[index + 1])
                index += 2
            } else {
                joined.append(arguments[index])
                index += 1
            }
        }
        return joined
    }

    /// An exit status that is not 0.
    struct ExitStatus: Error {
        var status: Int32
    }

    /// The request body named by the first argument that is not a flag: a file, or `-` for standard input.
    private static func readRequest(_ arguments: [String], command: String) -> Result<[UInt8], ExitStatus> {
        guard let path = arguments.first(where: { !$0.hasPrefix("--") }) else {
            printError("responder-lab \(command): give a request file, or - for standard input")
            return .failure(ExitStatus(status: 64))
        }
        if path == "-" { return .success(Array(FileHandle.standardInput.readDataToEndOfFile())) }
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("responder-lab \(command): cannot read \(path)")
            return .failure(ExitStatus(status: 66))
        }
        return .success(Array(data))
    }

    /// `responder-lab audit`: the findings as text (or JSON); exit 1 when any is an error or a warning, so a
    /// project can run it in CI on the hierarchies it exports.
    private static func audit(_ arguments: [String]) -> Int32 {
        let arguments = joiningValues(arguments)
        let body: [UInt8]
        switch readRequest(arguments, command: "audit") {
        case .success(let bytes): body = ResponderService.auditBody(fromRequest: bytes)
        case .failure(let code): return code.status
        }
        guard let limits = limits(of: arguments, command: "audit") else { return 64 }
        // Text unless --json.
        var query = query(of: arguments)
        if !arguments.contains("--json") { query.format = .text }
        let answer = ResponderService.answer(.audit, body: body, query: query, limits: limits)
        FileHandle.standardOutput.write(Data(query.text ? answer.bytes : answer.bytes + [0x0A]))
        guard answer.problem == nil, let summary = answer.auditSummary else { return 65 }
        return summary.errors + summary.warnings > 0 ? 1 : 0
    }

    /// `responder-lab import`: a dump file (or standard input) and, with `--print-hierarchy`, `--recognizers`,
    /// `--targets` and `--methods`, the texts beside it, as `POST /v1/import` reads them; exit 65 when a text cannot be read.
    private static func importDumps(_ arguments: [String]) -> Int32 {
        var rest = joiningValues(arguments)
        var dumps: [String: String] = [:]
        var screen: String?
        // Each text beside the main dump: its option and the request field it fills.
        let files = [
            ("--print-hierarchy", "printHierarchy"), ("--recognizers", "gestureRecognizers"), ("--targets", "targets"),
            ("--methods", "methods"), ("--first-responder", "firstResponder"), ("--responder-chain", "responderChain"),
        ]
        for (option, field) in files {
            guard let flag = rest.firstIndex(of: option) else { continue }
            guard flag + 1 < rest.count, let data = FileManager.default.contents(atPath: rest[flag + 1]) else {
                printError("responder-lab import: \(option) takes a readable file")
                return flag + 1 < rest.count ? 66 : 64
            }
            dumps[field] = String(decoding: data, as: UTF8.self)
            rest.removeSubrange(flag...(flag + 1))
        }
        if let flag = rest.firstIndex(of: "--screen") {
            guard flag + 1 < rest.count else {
                printError("responder-lab import: --screen takes a size, e.g. --screen 390x844")
                return 64
            }
            screen = rest[flag + 1]
            rest.removeSubrange(flag...(flag + 1))
        }
        switch readRequest(rest, command: "import") {
        case .success(let bytes): dumps["recursiveDescription"] = String(decoding: bytes, as: UTF8.self)
        case .failure(let code):
            // A controller dump alone is enough.
            if dumps["printHierarchy"] == nil || code.status != 64 { return code.status }
        }
        var body = ResponderService.importBody(dumps)
        if let screen {
            let parts = screen.lowercased().split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0.isFinite }) else {
                printError("responder-lab import: --screen takes a size such as 390x844")
                return 64
            }
            body.removeLast()
            body += Array(#","screen":{"width":\#(parts[0]),"height":\#(parts[1])}}"#.utf8)
        }
        let output = importOutput(body: body, arguments: rest)
        FileHandle.standardOutput.write(Data(output.bytes + [0x0A]))
        return output.status
    }

    /// What `responder-lab import` prints for a `POST /v1/import` body, and its exit status: the answer (or only its
    /// app, for `--app-only`), indented for `--pretty`, its words in the language `--lang=LANG` asks for as `lang`
    /// does; or the problem, in that language too, and 65.
    static func importOutput(body: [UInt8], arguments: [String]) -> (bytes: [UInt8], status: Int32) {
        let pretty = arguments.contains("--pretty")
        let query = query(of: arguments)
        do throws(Problem) {
            if let invalid = query.invalid { throw invalid }
            if arguments.contains("--app-only") {
                let response = try ResponderService.importApp(body: body, language: query.language)
                let app = WireFormat.encode(response.app, pretty: pretty)
                let wrapped =
                    pretty
                    ? Array("{\n  \"app\" : ".utf8) + indented(app) + Array("\n}".utf8)
                    : Array(#"{"app":"#.utf8) + app + [UInt8(ascii: "}")]
                return (wrapped, 0)
            }
            let output = try ResponderService.importAnswer(
                body: body, options: .init(pretty: pretty, language: query.language))
            return (output, 0)
        } catch {
            return (error.worded(in: query.language).encoded(pretty: pretty), 65)
        }
    }

    /// Indented JSON nested one level deeper (two more spaces after each line break).
    private static func indented(_ json: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(json.count + json.count / 8)
        for byte in json {
            result.append(byte)
            if byte == 0x0A { result += [0x20, 0x20] }
        }
        return result
    }

    private static func examples(_ arguments: [String]) -> Int32 {
        if let name = arguments.first {
            guard let example = Example.named(name) else {
                printError("responder-lab examples: no example named '\(name)'")
                return 66
            }
            FileHandle.standardOutput.write(Data(example.body))
            return 0
        }
        for example in Example.all {
            print(
                "\(example.name.padding(toLength: 36, withPad: " ", startingAt: 0)) \(example.endpoint)  \(example.title)"
            )
        }
        return 0
    }

    private static func healthcheck(_ arguments: [String], environment: [String: String]) -> Int32 {
        let configuration =
            (try? ServiceConfiguration.parse(arguments: arguments, environment: environment))
            ?? ServiceConfiguration()
        // The probes' own port when there is one: it answers whatever the main port is going through.
        let port = configuration.server.healthPort ?? configuration.server.port
        return HealthCheck.run(host: configuration.server.host, port: port) ? 0 : 1
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
