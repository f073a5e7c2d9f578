import Testing

@testable import ResponderCore
@testable import ResponderImport
@testable import ResponderService
@testable import ResponderWords

/// The Korean sentences a native editor's review corrected, each pinned word for word with its English beside it, so
/// that the English it was read against cannot change without the Korean being read again.
///
/// The fixes, by kind: a particle after a value whose form depends on the value's last sound (`'\(id)'는`,
/// `\(field)가`: a noun now takes the particle, as the words' rule says); a subject marked with 에서 ("presented by
/// this controller" read as "shown in this controller"); an expected-value phrase that was a sentence, so the sentence
/// around it read "…아닙니다입니다"; a count written as a position (`{n}행`, "row n", for "n rows"); words left out
/// ("both have"); calques ("뜻했습니까", "앱 자신의"); questions in 해요체 inside 합니다 text; and second names for one
/// concept (재정의 for 오버라이드, 하위 뷰 for 서브뷰, 사용자 정의 and 직접 만든 for 커스텀, 매개변수 for 파라미터).
@Suite struct KoreanReviewTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let english: String
        let korean: String
        let words: @Sendable (Language) -> String
        var testDescription: String { name }
    }

    /// A playground word: its English is its key, and the Korean table words it.
    static func playground(_ english: String, _ korean: String) -> Case {
        Case(name: "playground: \(english)", english: english, korean: korean) { language in
            language == .english
                ? english : PlaygroundWords.table(in: language).first { $0.english == english }?.words ?? "(missing)"
        }
    }

    static let cases: [Case] = [
        // FixWords: "앱 자신의" is a calque of "the app's own"; "단일 변경으로 이것을" read as a translation.
        Case(
            name: "NoFixReason.noSingleChange",
            english: "The service knows no single change to the app's own objects that cures this; the hint says "
                + "where to look.",
            korean: "앱 자체의 객체를 한 군데만 바꿔서 이 문제를 고치는 방법을 서비스는 알지 못합니다. 힌트가 살펴볼 곳을 "
                + "알려 줍니다.",
            words: { NoFixReason.noSingleChange.text(in: $0) }),
        Case(
            name: "NoFixReason.uikitsOwn",
            english: "The change would be to an object UIKit makes or owns (a private view, a wrapper it adds, a "
                + "scroll view's own pan recognizer), which the app does not change; change the app's own objects "
                + "around it, as the hint says.",
            korean: "변경할 대상이 UIKit이 만들거나 가진 객체(비공개 뷰, UIKit이 추가한 래퍼, 스크롤 뷰 자체의 팬 인식기)"
                + "이며, 앱은 그것을 변경하지 않습니다. 힌트대로 그 주변에 있는 앱 자체의 객체를 변경하십시오.",
            words: { NoFixReason.uikitsOwn.text(in: $0) }),
        // "설명의 어떤 프로퍼티에도 없습니다" said the code is in no property; the English says no property says it.
        Case(
            name: "NoFixReason.appCode",
            english: "The cure is in the app's own code (when it calls a method, what a control's action should be), "
                + "which no property of the description says; the hint says what to change.",
            korean: "고칠 곳은 앱 자체의 코드(메서드를 호출하는 시점, 컨트롤이 보내야 할 액션)이며, 설명의 어떤 프로퍼티로도 "
                + "나타낼 수 없습니다. 힌트가 바꿀 것을 알려 줍니다.",
            words: { NoFixReason.appCode.text(in: $0) }),
        // NextRule+Words: "뷰, 뷰 컨트롤러, 앱 객체가 아닌" can read as "not a view", then a list; the English is "none of".
        Case(
            name: "NextRule.applicationDelegate (Apple's documentation: UIResponder.next)",
            english: "UIApplication's next responder is the app delegate, because it is a UIResponder that is not a "
                + "view, a view controller or the app object.",
            korean: "UIApplication의 다음 리스폰더는 앱 델리게이트입니다. 앱 델리게이트가 UIResponder이면서 뷰도, 뷰 "
                + "컨트롤러도, 앱 객체도 아니기 때문입니다.",
            words: { NextRule.applicationDelegate.explanation(in: $0) }),
        // "presenter" was English in a Korean sentence; the words say "present한 뷰 컨트롤러" elsewhere.
        Case(
            name: "ChainEnd.controllerNotInHierarchy",
            english: "This view controller's view is in no hierarchy and it has no parent or presenter, so its next "
                + "is nil.",
            korean: "이 뷰 컨트롤러의 뷰는 어떤 계층에도 없고 부모 컨트롤러도, 자신을 present한 뷰 컨트롤러도 없으므로 "
                + "next가 nil입니다.",
            words: { ChainEnd.controllerNotInHierarchy.explanation(in: $0) }),
        // Questions in 합니다 style, as the text around them.
        Case(
            name: "JSONFault: a misspelt literal",
            english: "unexpected 'n' where a value was expected (did you mean null?)",
            korean: "'n' 대신 값이 와야 합니다(혹시 null입니까?)",
            words: { JSONFault.unexpected(.character("n"), .literal("null")).text(in: $0) }),
        Case(
            name: "ProblemWords.unknownID with a suggestion",
            english: "no responder has id 'serchField' (did you mean 'searchField'?)",
            korean: "id가 'serchField'인 리스폰더가 없습니다(혹시 'searchField'입니까?)",
            words: { ProblemWords.unknownID("serchField", kind: "responder", suggestion: "searchField").text(in: $0) }
        ),
        Case(
            name: "ProblemWords.unknownFieldHere with a suggestion",
            english: "unknown field 'frme' (did you mean 'frame'?); allowed here: frame, id",
            korean: "알 수 없는 'frme' 필드입니다(혹시 'frame'입니까?). 여기서 쓸 수 있는 필드: frame, id",
            words: {
                ProblemWords.unknownFieldHere("frme", suggestion: "frame", allowed: ["frame", "id"]).text(in: $0)
            }),
        Case(
            name: "MappingWords.unknownUIKitLookingClass with a suggestion",
            english: "'UIButon' looks like a UIKit class but is not one (did you mean 'UIButton'?); for a custom "
                + "class give its superclass",
            korean: "'UIButon' 클래스는 UIKit 클래스처럼 보이지만 그렇지 않습니다(혹시 'UIButton'입니까?). 커스텀 "
                + "클래스라면 superclass 필드에 슈퍼클래스를 지정하십시오",
            words: { MappingWords.unknownUIKitLookingClass("UIButon", suggestion: "UIButton").text(in: $0) }),
        Case(
            name: "MappingWords.unknownUIKitLookingClass without one",
            english: "'UIFancyButton' looks like a UIKit class but is not in the catalogue (a typo?); for a custom "
                + "class give its superclass",
            korean: "'UIFancyButton' 클래스는 UIKit 클래스처럼 보이지만 카탈로그에 없습니다(오타입니까?). 커스텀 "
                + "클래스라면 superclass 필드에 슈퍼클래스를 지정하십시오",
            words: { MappingWords.unknownUIKitLookingClass("UIFancyButton", suggestion: nil).text(in: $0) }),
        // "이 컨트롤러에서 표시됩니다" is "shown in this controller": the English names who presents it.
        Case(
            name: "MappingWords.presentationLoop (Apple's documentation: present(_:animated:completion:))",
            english: "'sheet' is presented, directly or not, by this controller: a loop",
            korean: "'sheet' 컨트롤러는 이 컨트롤러가 직접 또는 간접적으로 표시(present)하는 컨트롤러입니다. 순환이 "
                + "생깁니다",
            words: { MappingWords.presentationLoop("sheet").text(in: $0) }),
        // Particles after a value take a noun first: "sourceRect가" is wrong for a name ending in a consonant.
        Case(
            name: "MappingWords.presentationFieldOnStyle",
            english: "sourceRect has no effect on a controller presented as fullScreen",
            korean: "fullScreen 방식으로 표시(present)된 뷰 컨트롤러에서는 sourceRect 필드가 효과가 없습니다",
            words: { MappingWords.presentationFieldOnStyle("sourceRect", style: "fullScreen").text(in: $0) }),
        Case(
            name: "MappingWords.preferredStyleOutsideAlert (Apple's documentation: UIAlertController.preferredStyle)",
            english: "preferredStyle belongs to UIAlertController, not UIViewController",
            korean: "preferredStyle 필드는 UIAlertController에만 있으며 UIViewController에는 없습니다",
            words: { MappingWords.preferredStyleOutsideAlert("UIViewController").text(in: $0) }),
        Case(
            name: "MappingWords.detentTwice",
            english: "the detent 'medium' is given twice",
            korean: "'medium' 디텐트가 두 번 지정되었습니다",
            words: { MappingWords.detentTwice("medium").text(in: $0) }),
        Case(
            name: "MappingWords.systemDetentHeight (Apple's documentation: UISheetPresentationController.Detent)",
            english: "'large' is a system detent: UIKit decides its height, so it takes none",
            korean: "'large' 디텐트는 시스템 디텐트라서 UIKit이 높이를 정합니다. height 필드를 지정할 수 없습니다",
            words: { MappingWords.systemDetentHeight("large").text(in: $0) }),
        Case(
            name: "MappingWords.customDetentWithoutHeight (Apple's documentation: custom(identifier:resolver:))",
            english: "the custom detent 'small' needs the height its resolver returns",
            korean: "커스텀 디텐트 'small'에는 리졸버가 돌려주는 height 값이 필요합니다",
            words: { MappingWords.customDetentWithoutHeight("small").text(in: $0) }),
        Case(
            name: "MappingWords.detentNotAmongDetents",
            english: "'huge' is none of the detents of the sheet ('medium', 'large')",
            korean: "'huge' 값은 이 시트의 디텐트('medium', 'large') 중 어느 것도 아닙니다",
            words: { MappingWords.detentNotAmongDetents("huge", detents: ["medium", "large"]).text(in: $0) }),
        // The expected control event is a noun phrase: the field's sentence ends it with 입니다.
        Case(
            name: "a targets paste's unknown control event, in its field's sentence",
            english: "line 2, column 20: expected a control event ("
                + TargetAction.ControlEvent.allCases.map(\.rawValue).joined(separator: ", ")
                + "), not 'tap', found 'tap'",
            korean: "2번째 줄 20번째 열: 여기에 와야 하는 것은 'tap'이(가) 아닌 컨트롤 이벤트("
                + TargetAction.ControlEvent.allCases.map(\.rawValue).joined(separator: ", ")
                + ")입니다(실제 텍스트: 'tap')",
            words: {
                ServiceWords.unreadablePasteHere(line: 2, column: 20, expected: .controlEvent("tap"), found: "tap")
                    .text(in: $0)
            }),
        Case(
            name: "ForeignText.responderChain (Apple's documentation: UIResponder.next)",
            english: "Each line is the next responder of the line above it, not a subview of it: read as a "
                + "hierarchy, it would put a controller, a window or the application inside a view. Send it as "
                + "responderChain beside the dump (responder-lab import --responder-chain FILE), which checks it "
                + "against the chain the service computes.",
            korean: "각 줄은 윗줄의 서브뷰가 아니라 다음 리스폰더입니다. 계층으로 읽으면 컨트롤러나 윈도우, 애플리케이션을 "
                + "뷰 안에 넣게 됩니다. 덤프와 함께 responderChain 필드로 보내십시오(responder-lab import "
                + "--responder-chain FILE). 서비스가 계산한 체인과 대조합니다.",
            words: { ForeignText.responderChain.reason(in: $0) }),
        Case(
            name: "ImportNote.notAControl",
            english: "The control at line 4 of targets is UIView 'card' in the dump, which is no control: its "
                + "actions are not attached (give its superclass if it is a custom control).",
            korean: "targets의 4번째 줄 컨트롤은 덤프에서 UIView 'card'(으)로, 컨트롤이 아닙니다. 액션을 붙이지 "
                + "않습니다(커스텀 컨트롤이면 superclass를 지정하십시오).",
            words: { ImportNote.notAControl(line: 4, className: "UIView", id: "card").text(in: $0) }),
        // "both have" was left out: the chains are compared as far as both go.
        Case(
            name: "ImportNote.walkAgrees with chains of different lengths",
            english: "responderChain: the pasted walk from 'button' agrees with the responder chain the service "
                + "computes for the imported app, for the 3 responder(s) both have (the paste has 3, the computed "
                + "chain 5).",
            korean: "responderChain: 'button'부터 붙여 넣은 체인은 가져온 앱에 대해 서비스가 계산한 리스폰더 체인과 "
                + "리스폰더 3개에서 일치합니다(양쪽에 모두 있는 리스폰더까지만 비교했습니다. 붙여 넣은 것은 3개, 계산한 "
                + "체인은 5개).",
            words: { ImportNote.walkAgrees(from: "button", steps: 3, pasted: 3, computed: 5).text(in: $0) }),
        // The playground's words.
        playground("could not reach the service", "서비스에 도달하지 못했습니다"),
        playground("Did you mean '{suggestion}'?", "혹시 '{suggestion}'입니까?"),
        playground("Query parameter", "쿼리 파라미터"),
        playground("hits nothing", "히트된 뷰 없음"),
        playground("next by", "다음 리스폰더 규칙:"),
        playground("sent by", "보낸 객체:"),
        playground("The walk starts at", "탐색 시작:"),
        playground(
            "The fix does not apply to this request any more: run it again first.",
            "이 수정은 지금의 요청에 더 이상 적용되지 않습니다. 먼저 다시 실행하십시오."),
        playground("Selected {names}: {n} row in the answer.", "{names}을(를) 선택했습니다. 답에서 해당하는 행은 {n}개입니다."),
        playground("Selected {names}: {n} rows in the answer.", "{names}을(를) 선택했습니다. 답에서 해당하는 행은 {n}개입니다."),
        playground("{n} line", "{n}줄"),
        playground("{n} lines", "{n}줄"),
        playground(
            "Imported {windows}, {views} and {controllers}, with {things} to fill in and {lines} left out.",
            "{windows}, {views}, {controllers}를 가져왔습니다. 채울 것은 {things}, 생략한 줄은 {lines}입니다."),
        playground(
            "Imported {windows}, {views} and {controllers}, with nothing to fill in and {lines} left out.",
            "{windows}, {views}, {controllers}를 가져왔습니다. 채울 것은 없고, 생략한 줄은 {lines}입니다."),
        playground("Lines left out", "생략한 줄"),
        playground("Views, from", "뷰, 출처:"),
        playground("View controllers, from", "뷰 컨트롤러, 출처:"),
        playground(
            "lldb prints views and controllers, not target-actions, the kinds of gesture recognizers or overridden "
                + "methods. Each item names the field to add to the app; pick one to find its object in the diagram "
                + "or the editor.",
            "lldb는 뷰와 컨트롤러만 출력하고, 타깃-액션, 제스처 인식기의 종류, 오버라이드한 메서드는 출력하지 않습니다. "
                + "각 항목은 앱에 추가할 필드를 알려 줍니다. 하나를 고르면 다이어그램이나 편집기에서 그 객체를 찾습니다."),
    ]

    @Test(arguments: cases) func theReviewedKoreanReadsAsWrittenBesideItsEnglish(_ c: Case) {
        #expect(c.words(.english) == c.english)
        #expect(c.words(.korean) == c.korean)
    }

    /// The words the review replaced are gone from the Korean of every case (a second name for one concept, a
    /// question in 해요체, a count written as a position).
    @Test(arguments: cases) func theReplacedWordsAreGone(_ c: Case) {
        let korean = c.words(.korean)
        for replaced in ["재정의", "하위 뷰", "사용자 정의", "직접 만든", "매개변수", "인가요?", "뜻했", "앱 자신의", "presenter"] {
            #expect(!korean.contains(replaced), "\(replaced)")
        }
    }
}
