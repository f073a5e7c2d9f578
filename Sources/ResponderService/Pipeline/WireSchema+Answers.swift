import ResponderModel

/// The answer half of the wire's schema: what the answers hold, read off real answers (the model cannot make them;
/// the pipeline does).
extension WireSchema {
    /// Every answer document, in the order `openapi.yaml` lists them: the model's, then the service's own answers.
    public static var answerDocuments: [WireDoc] {
        modelAnswerDocuments + [
            Index.docs, healthDocs, ExampleSummary.docs, ExampleList.docs, ClassList.Entry.docs,
            ClassList.PublicEntry.docs, ClassList.docs,
        ]
    }

    /// `GET /healthz`'s answer, a literal the route writes.
    static let healthDocs = WireDoc.answer(
        "Health", "`GET /healthz`.", fields: [.required("status", .constant("ok"), .selfEvident)])

    /// The answer objects, as the examples' answers (every dispatch example in full and with the whole hit-test
    /// trace, every chain example) and a few problems show them; `required` is empty (an answer's optional fields
    /// are left out when they have no value).
    public static var answerObjects: [Object] {
        var collector = AnswerFieldCollector()
        for example in Example.all {
            if example.endpoint == "/v1/chain" {
                if var response = try? ResponderService.chain(body: example.body) {
                    // With include=svg, the diagram.
                    response.svg = ""
                    collector.collect(response)
                }
                continue
            }
            for fullTrace in [false, true] {
                guard
                    var evaluation = try? DispatchEvaluation(body: example.body, limits: Limits(), fullTrace: fullTrace)
                else { continue }
                var response = evaluation.envelope
                while let result = try? evaluation.next() { response.results.append(result) }
                response.svg = ""
                collector.collect(response)
            }
        }
        for example in Example.all {
            if let response = try? ResponderService.audit(body: ResponderService.auditBody(fromRequest: example.body)) {
                collector.collect(response)
            }
        }
        for dumps in [
            ResponderService.sampleDumps, ["printHierarchy": ResponderService.sampleDumps["printHierarchy"]!],
            ResponderService.sampleDumps.merging(["methods": ResponderService.sampleMethods]) { $1 },
        ] {
            if let response = try? ResponderService.importApp(body: ResponderService.importBody(dumps)) {
                collector.collect(response)
            }
        }
        for body in ["", #"{"app": {"scenes": []}, "from": "nobody"}"#] {
            do {
                _ = try ResponderService.chain(body: Array(body.utf8))
            } catch {
                collector.collect(error)
            }
        }
        return collector.fields.keys.sorted().map { type in
            Object(name: answerSchemaName(type), fields: collector.fields[type, default: []].sorted(), required: [])
        }
    }

    /// The OpenAPI name of an answer type: its name without `JSON`, but for a few.
    static func answerSchemaName(_ type: String) -> String {
        let renamed = [
            "TouchResultJSON": "TouchHitTest", "EditMenuJSON.Item": "EditMenuItem", "Problem.Field": "ProblemField",
            "PointJSON": "AnswerPoint",
            // A scroll view's page and pull to refresh, as ScrollViewResultJSON's documents name them.
            "ScrollViewResultJSON.PageJSON": "ScrollPage", "ScrollViewResultJSON.RefreshJSON": "ScrollRefresh",
            // An import's app is written as the app description the other endpoints read.
            "ImportedAppJSON": "AppDescription", "ImportedSceneJSON": "SceneDescription",
            "ImportedViewJSON": "WindowDescription", "ImportedTransformJSON": "Transform", "ImportedSizeJSON": "Size",
            "ImportedControllerJSON": "ImportedController", "ToFillJSON": "ToFill",
        ]
        if let name = renamed[type] { return name }
        return type.hasSuffix("JSON") ? String(type.dropLast(4)) : type
    }
}
