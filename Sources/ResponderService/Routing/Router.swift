import Foundation
import ResponderCore
import ResponderModel
import ResponderRender
import ResponderWords

/// The service's routes (``Route/all``): a pure function from an ``HTTPRequest`` to an ``HTTPResponse``,
/// testable without a socket. OPTIONS on any route is a CORS preflight; any other path is 404, any other method 405.
public struct Router: Sendable {
    public var limits: Limits
    public var cors: CORSPolicy

    public init(limits: Limits = Limits(), cors: CORSPolicy = CORSPolicy()) {
        self.limits = limits
        self.cors = cors
    }

    /// Answers one request: the route its path matches (``Route/all``) answers it with its handler.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let query = AnswerQuery(request.query, acceptLanguage: request.header("accept-language"))
        var response: HTTPResponse
        if let route = Route.matching(request.path) {
            if request.method == "OPTIONS" {
                response = cors.preflight(request, allowedMethods: route.methods + ["OPTIONS"])
            } else if !route.methods.contains(request.method) {
                response = Self.problem(
                    Problem(
                        .methodNotAllowed,
                        .methodNotAllowed(
                            path: request.path, accepts: route.methods.filter { $0 != "HEAD" }, method: request.method)),
                    query: query)
                response.headers.append((name: "Allow", value: (route.methods + ["OPTIONS"]).joined(separator: ", ")))
            } else {
                do {
                    response = try route.handler(self, request, query)
                } catch {
                    response = Self.problem(error, query: query)
                }
            }
        } else {
            response = Self.problem(Route.unmatched(request.path), query: query)
        }
        cors.decorate(&response, origin: request.header("origin"))
        Self.forbidSniffing(&response)
        return response
    }

    /// `X-Content-Type-Options: nosniff` on every answer: a browser takes each answer as the type it is declared,
    /// never as HTML or script it guessed from the bytes (a JSON answer echoes names a page sent).
    static func forbidSniffing(_ response: inout HTTPResponse) {
        response.headers.append((name: "X-Content-Type-Options", value: "nosniff"))
    }

    /// What an SVG answer may load and run when a browser opens it as a document of this origin (a cross-site
    /// form can POST to `?format=svg`): nothing but its own inline stylesheet; no script, images, fonts or fetches.
    static let diagramPolicy = "default-src 'none'; style-src 'unsafe-inline'"

    /// The answer when the server refused the request itself, with the CORS headers its `Origin` gets (a page must
    /// be able to read why it was refused), in the language its `lang` argument or `Accept-Language` asks for.
    public func respond(
        to rejection: ServerRejection, origin: String? = nil, acceptLanguage: String? = nil, lang: String? = nil
    ) -> HTTPResponse {
        let query = AnswerQuery(lang.map { ["lang": $0] } ?? [:], acceptLanguage: acceptLanguage)
        var response: HTTPResponse
        switch rejection {
        case .bodyTooLarge(let limit, let declared):
            let detail =
                declared.map { ProblemWords.bodyDeclaredTooLarge(bytes: $0, limit: limit) }
                ?? .bodyGrewTooLarge(limit: limit)
            response = Self.problem(ResponderService.bodyTooLarge(limit: limit, detail), query: query)
            response.headers.append((name: "Connection", value: "close"))
        case .nulInTarget:
            response = Self.problem(
                Problem(.invalidRequest, .nulInTarget, problems: [Problem.Field(pointer: "", .nulInTargetHere)]),
                query: query)
        case .duplicateHeader(let name):
            response = Self.problem(
                Problem(
                    .invalidRequest,
                    .service(.duplicateHeader(name)),
                    problems: [Problem.Field(pointer: "", .service(.duplicateHeaderHere(name)))]), query: query)
            response.headers.append((name: "Connection", value: "close"))
        case .serverBusy(let seconds):
            response = Self.problem(
                Problem(
                    .serverBusy, .serverBusy(retryAfter: seconds),
                    problems: [Problem.Field(pointer: "", .serverBusyHere)]), query: query)
            response.headers.append((name: "Retry-After", value: String(seconds)))
        }
        cors.decorate(&response, origin: origin)
        Self.forbidSniffing(&response)
        return response
    }

    /// Answers a POST endpoint's body through the service's one front end, once its content type is JSON.
    func evaluate(_ endpoint: Endpoint, _ request: HTTPRequest, _ query: AnswerQuery) -> HTTPResponse {
        let answer =
            Self.unsupportedContentType(request.header("content-type")).map {
                ResponderService.problemAnswer($0, query: query)
            } ?? ResponderService.answer(endpoint, body: request.body, query: query, limits: limits)
        var headers = [(name: "Content-Type", value: answer.contentType)] + Self.languageHeaders(answer.language)
        // A diagram may load and run nothing (see diagramPolicy).
        if answer.problem == nil, query.format == .svg {
            headers.append((name: "Content-Security-Policy", value: Self.diagramPolicy))
        }
        return HTTPResponse(status: answer.status, headers: headers, body: answer.bytes)
    }

    /// The headers of an answer whose words are in a negotiated language: `Content-Language` names it, and the
    /// answer varies on `Accept-Language` (`Vary`) once there is more than one language to choose from.
    static func languageHeaders(_ language: Language) -> [(name: String, value: String)] {
        let named = [(name: "Content-Language", value: language.rawValue)]
        return Language.offered.count > 1 ? named + [(name: "Vary", value: "Accept-Language")] : named
    }

    /// Whether an Accept header asks for HTML before JSON (a browser's navigation does; curl's `*/*` does not).
    static func prefersHTML(_ accept: String?) -> Bool {
        guard let accept = accept?.lowercased(), accept.contains("text/html") else { return false }
        guard let json = accept.range(of: "application/json") else { return true }
        return accept.range(of: "text/html")!.lowerBound < json.lowerBound
    }

    /// A 415 problem unless the content type is JSON, absent, or a type browsers and curl send by default.
    static func unsupportedContentType(_ header: String?) -> Problem? {
        // The common cases without Foundation's trimming and lowercasing.
        guard let header, header != "application/json" else { return nil }
        let type = header.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        let accepted = ["", "application/json", "application/x-www-form-urlencoded", "text/plain", "*/*"]
        if accepted.contains(type) || type.hasSuffix("+json") { return nil }
        return Problem(
            .unsupportedMediaType,
            .notJSONType(type), problems: [Problem.Field(pointer: "", .notJSONTypeHere(type))])
    }

    static func json(_ body: [UInt8], status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, headers: [(name: "Content-Type", value: "application/json")], body: body)
    }

    /// A problem in the language the query asks for (``Problem/worded(in:)``), which `Content-Language` names.
    static func problem(_ problem: Problem, query: AnswerQuery) -> HTTPResponse {
        let problem = problem.worded(in: query.language)
        var response = Self.problem(problem, pretty: query.pretty)
        response.headers += languageHeaders(problem.language)
        return response
    }

    static func problem(_ problem: Problem, pretty: Bool = false) -> HTTPResponse {
        HTTPResponse(
            status: problem.status, headers: [(name: "Content-Type", value: "application/problem+json")],
            body: problem.encoded(pretty: pretty))
    }
}

/// `GET /`.
struct Index: AnswerFields {
    var name = "ResponderLab"
    var summary = "Evaluates UIKit's event dispatch for a described app: hit-testing, the responder chain, and why."
    var endpoints = Route.all.filter(\.isListed).flatMap(\.endpoints)
    /// The languages answers are written in (`lang`, `Accept-Language`).
    var languages = Language.offered.map(\.rawValue)

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("endpoints", endpoints)
        try visitor.visit("languages", languages)
        try visitor.visit("name", name)
        try visitor.visit("summary", summary)
    }
}

/// `GET /v1/examples`.
struct ExampleList: AnswerFields {
    var examples: [ExampleSummary]

    /// Every example, in English.
    static var all: ExampleList { all(in: .english) }

    /// Every example, with its title, question, description and note in `language`.
    static func all(in language: Language) -> ExampleList {
        ExampleList(
            examples: Example.all.map { example in
                let words = example.words(in: language)
                return ExampleSummary(
                    name: example.name, title: words.title, question: words.question, description: words.description,
                    endpoint: example.endpoint, href: Route.examplePrefix + example.name, order: example.order,
                    lookAt: words.lookAt)
            })
    }

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("examples", examples)
    }
}

struct ExampleSummary: AnswerFields {
    var name: String
    var title: String
    /// The lesson as a question that keeps its outcome to itself (Predict, then reveal).
    var question: String
    var description: String
    var endpoint: String
    var href: String
    /// Its place in the lessons, from 1.
    var order: Int
    /// What to look at in the answer.
    var lookAt: String

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("description", description)
        try visitor.visit("endpoint", endpoint)
        try visitor.visit("href", href)
        try visitor.visit("lookAt", lookAt)
        try visitor.visit("name", name)
        try visitor.visit("order", order)
        try visitor.visit("question", question)
        try visitor.visit("title", title)
    }
}

/// `GET /v1/classes`.
struct ClassList: AnswerFields {
    struct Entry: AnswerFields {
        var name: String
        var superclass: String?
        var kind: String
        var isUserInteractionEnabled: Bool
        var isMultipleTouchEnabled: Bool
        var canBecomeFirstResponder: Bool
        var clipsToBounds: Bool
        var isControl: Bool
        var isTextInput: Bool
        var isPrivate: Bool
        var winsSingleTapOverAncestorRecognizers: Bool
        var summary: String

        func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
            try visitor.visit("canBecomeFirstResponder", canBecomeFirstResponder)
            try visitor.visit("clipsToBounds", clipsToBounds)
            try visitor.visit("isControl", isControl)
            try visitor.visit("isMultipleTouchEnabled", isMultipleTouchEnabled)
            try visitor.visit("isPrivate", isPrivate)
            try visitor.visit("isTextInput", isTextInput)
            try visitor.visit("isUserInteractionEnabled", isUserInteractionEnabled)
            try visitor.visit("kind", kind)
            try visitor.visit("name", name)
            try visitor.visit("summary", summary)
            try visitor.visitIfPresent("superclass", superclass)
            try visitor.visit("winsSingleTapOverAncestorRecognizers", winsSingleTapOverAncestorRecognizers)
        }
    }

    var classes: [Entry] = ClassCatalogue.all.map { entry in
        Entry(
            name: entry.name, superclass: entry.superclass, kind: entry.kind.rawValue,
            isUserInteractionEnabled: entry.isUserInteractionEnabled,
            isMultipleTouchEnabled: entry.isMultipleTouchEnabled,
            canBecomeFirstResponder: entry.canBecomeFirstResponder, clipsToBounds: entry.clipsToBounds,
            isControl: entry.isControl || ClassCatalogue.isKind(entry.name, of: "UIControl"),
            isTextInput: entry.isTextInput, isPrivate: entry.isPrivate,
            winsSingleTapOverAncestorRecognizers: entry.winsSingleTapOverAncestorRecognizers, summary: entry.summary)
    }

    /// A public class the catalogue does not model one by one: accepted, standing in as its nearest modelled
    /// superclass.
    struct PublicEntry: AnswerFields {
        var name: String
        var superclass: String
        var standsInAs: String
        var notModelled: String

        func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
            try visitor.visit("name", name)
            try visitor.visit("notModelled", notModelled)
            try visitor.visit("standsInAs", standsInAs)
            try visitor.visit("superclass", superclass)
        }
    }

    var publicClasses: [PublicEntry] = PublicClassCatalogue.all.map { entry in
        PublicEntry(
            name: entry.name, superclass: entry.superclass,
            standsInAs: PublicClassCatalogue.modelledClass(of: entry)?.name ?? "UIView",
            notModelled: entry.unmodelled.rawValue)
    }

    func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("classes", classes)
        try visitor.visit("publicClasses", publicClasses)
    }
}

extension Index {
    /// `Index` in openapi.yaml.
    static let docs = WireDoc.answer(
        "Index",
        "`GET /`.",
        fields: [
            .required("name", .constant("ResponderLab"), .selfEvident),
            .required("summary", .string, .selfEvident),
            .required("endpoints", .array(.string), .selfEvident),
            .required(
                "languages", .array(.oneOf(Language.offered.map(\.rawValue))),
                """
                The languages answers are written in, English first: the values `lang` takes and `Accept-Language` \
                chooses among.
                """),
        ])
}

extension ExampleSummary {
    /// `ExampleSummary` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ExampleSummary",
        "One example: a lesson with a ready-to-POST request.",
        fields: [
            .required("name", .string, .selfEvident),
            .required(
                "title", .string,
                """
                The lesson's title, which may tell its outcome ("A button wins a tap over a tap recognizer on its \
                superview").
                """),
            .required(
                "question", .string,
                """
                The lesson posed as a question that keeps its outcome to itself ("A tap recognizer on a card and a \
                Like button inside it: which gets the tap?"): it names neither the responder that handles the event \
                nor what happens, so a page can ask a student to predict before it shows `title`, `description` and \
                the answer. The request body's own `title` and `description` are the file's, in English.
                """),
            .required("description", .string, "What the lesson shows, its outcome included."),
            .required("endpoint", .oneOf(["/v1/dispatch", "/v1/chain"]), .selfEvident),
            .required("href", .string, "`/v1/examples/{name}`."),
            .required(
                "order", .integer.minimum(1), "Its place in the lessons (basics first); the list is in this order."),
            .required(
                "lookAt", .string,
                """
                What to look at in the answer, in a learner's words: the parts of the playground page that show it.
                """),
        ])
}

extension ExampleList {
    /// `ExampleList` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ExampleList",
        "`GET /v1/examples`.",
        fields: [
            .required("examples", .array(.ref("ExampleSummary")), .selfEvident)
        ])
}

extension ClassList.Entry {
    /// `UIKitClass` in openapi.yaml.
    static let docs = WireDoc.answer(
        "UIKitClass",
        "A built-in UIKit class and the defaults an instance starts with.",
        fields: [
            .required("name", .string, .selfEvident),
            .optional("superclass", .string, "Absent for UIResponder."),
            .required("kind", .enumeration(.responderKind), "The role instances play (`object` for UIResponder)."),
            .required("isUserInteractionEnabled", .boolean, .selfEvident),
            .required("isMultipleTouchEnabled", .boolean, .selfEvident),
            .required("canBecomeFirstResponder", .boolean, .selfEvident),
            .required("clipsToBounds", .boolean, .selfEvident),
            .required("isControl", .boolean, .selfEvident),
            .required("isTextInput", .boolean, .selfEvident),
            .required("isPrivate", .boolean, .selfEvident),
            .required("winsSingleTapOverAncestorRecognizers", .boolean, .selfEvident),
            .required("summary", .string, .selfEvident),
        ])
}

extension ClassList.PublicEntry {
    /// `PublicClass` in openapi.yaml.
    static let docs = WireDoc.answer(
        "PublicClass",
        """
        A public class of UIKit, SwiftUI's hosting or a system framework that the catalogue does not model one \
        by one: accepted, standing in as its nearest modelled superclass.
        """,
        fields: [
            .required("name", .string, .selfEvident),
            .required("superclass", .string, "Its superclass, as Apple's documentation gives it."),
            .required(
                "standsInAs", .string,
                "The modelled class (one of `classes`) it is treated as: its nearest modelled superclass."),
            .required(
                "notModelled",
                .oneOf(PublicClassCatalogue.Unmodelled.allCases.map(\.rawValue)),
                """
                What it does of its own that is not modelled; an answer whose event passes an instance says so in a \
                `classModelledAsSuperclass` note.
                """),
        ])
}

extension ClassList {
    /// `ClassList` in openapi.yaml.
    static let docs = WireDoc.answer(
        "ClassList",
        """
        `GET /v1/classes`: the modelled classes, and the public classes accepted as their nearest modelled \
        superclass.
        """,
        fields: [
            .required("classes", .array(.ref("UIKitClass")), .selfEvident),
            .required("publicClasses", .array(.ref("PublicClass")), .selfEvident),
        ])
}
