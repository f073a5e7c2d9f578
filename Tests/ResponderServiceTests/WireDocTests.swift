import ResponderWords
import Testing

@testable import ResponderModel
@testable import ResponderService

/// Every field the wire reads or writes is documented beside its table or type (`WireDoc`), which is all
/// `openapi.yaml` is generated from: a new field without its document fails here, not in the generator.
@Suite struct WireDocTests {
    @Test func everyFieldATableReadsHasADocument() {
        for object in WireSchema.requestObjects {
            let fields = object.fields ?? []
            let undocumented = zip(fields, object.documentedFields).filter { $0.1 == nil }.map(\.0)
            #expect(undocumented.isEmpty, "\(object.doc.name): no document for \(undocumented)")
        }
    }

    @Test func everyDocumentedRequestFieldIsAFieldOfItsTable() {
        for object in WireSchema.requestObjects {
            guard let fields = object.fields else { continue }
            let read = Set(fields)
            let documented = object.doc.fields.map(\.name)
            #expect(documented.allSatisfy(read.contains), "\(object.doc.name): documented, not read: \(documented)")
        }
    }

    @Test func aFieldTheTableRequiresIsDocumentedAsRequired() {
        for object in WireSchema.requestObjects {
            for field in object.documentedFields.compactMap({ $0 }) where object.required.contains(field.name) {
                #expect(field.isRequired, "\(object.doc.name).\(field.name)")
            }
        }
    }

    @Test func everyFieldAnAnswerWritesHasADocument() {
        let documents = Dictionary(
            WireSchema.requestDocuments.map { ($0.name, $0) } + WireSchema.answerDocuments.map { ($0.name, $0) },
            uniquingKeysWith: { first, _ in first })
        let answers = WireSchema.answerObjects
        #expect(answers.count > 40)
        for answer in answers {
            guard let document = documents[answer.name] else {
                Issue.record("\(answer.name): written, with no document")
                continue
            }
            let documented = Set(document.fields.map(\.name))
            let undocumented = answer.fields.filter { !documented.contains($0) }
            #expect(undocumented.isEmpty, "\(answer.name): written but not documented: \(undocumented)")
        }
    }

    /// A field's words are a sentence, or the explicit mark that its name says all (``FieldDoc/Words/selfEvident``:
    /// UIKit's property of that name, a coordinate, a field whose type documents itself); never an empty string.
    @Test func everyFieldHasWordsOrIsMarkedSelfEvident() {
        for document in WireSchema.requestDocuments + WireSchema.answerDocuments {
            for field in document.fields {
                if case .text(let text) = field.words {
                    #expect(text.hasSuffix("."), "\(document.name).\(field.name): a sentence, ending in a period")
                }
            }
            if let description = document.description { #expect(!description.isEmpty, "\(document.name)") }
        }
    }

    @Test func everyProblemKindHasItsMeaningInTheProblemTable() {
        #expect(Problem.meanings.map(\.kind.rawValue).sorted() == ProblemKind.allCases.map(\.rawValue).sorted())
    }

    @Test func everyDocumentHasItsOwnName() {
        let names = (WireSchema.requestDocuments + WireSchema.answerDocuments).map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func everyEnumerationADocumentNamesIsExported() {
        let exported = Set(WireSchema.enums.keys)
        for document in WireSchema.requestDocuments + WireSchema.answerDocuments {
            for field in document.fields {
                for name in Self.enumerations(in: field.type) {
                    #expect(exported.contains(name), "\(document.name).\(field.name): \(name)")
                }
            }
        }
    }

    private static func enumerations(in type: WireType) -> [String] {
        type.keywords.flatMap { keyword -> [String] in
            switch (keyword.key, keyword.value) {
            case ("enum", .string(let name)): return [name]
            case (_, .type(let inner)): return enumerations(in: inner)
            default: return []
            }
        }
    }
}
