import ResponderCore
import ResponderImport

/// The Korean of what the service refuses of a request as a whole. As in ``ProblemWords``, a value is never followed
/// by a particle whose form depends on its last sound (이/가, 을/를): a noun comes after it (`옵션`, `헤더`,
/// `엔드포인트`), or `의`, `입니다`, `에서`, `부터` and `까지`, whose form never changes.
extension ServiceWords {
    /// The words in Korean: full sentences in the polite 합니다 style with a period, field messages without one.
    var korean: String {
        switch self {
        case .dumpLinesOverBudget(let limit):
            return "덤프의 줄 수와 텍스트 양이 한 요청에 허용되는 작업 단계 \(limit)개보다 많습니다(줄마다 한 단계, 64바이트마다 한 단계)."
        case .tooManyLinesHere: return "줄이 너무 많습니다"
        case .unreadableDump(let dump, let line, let column, let expected, let found):
            let here = Self.unreadableDumpHere(line: line, column: column, expected: expected, found: found)
            return "\(dump.rawValue) 텍스트를 읽을 수 없습니다. \(here.korean). 다음 명령이 출력한 텍스트를 출력된 "
                + "그대로 붙여 넣으십시오: \(Self.koreanCommand(dump))."
        case .unreadableDumpHere(let line, let column, let expected, let found):
            return "\(line)번째 줄 \(column)번째 열: 여기에 와야 하는 것은 \(expected.korean)입니다(실제 텍스트: "
                + "'\(found)')"
        case .dumpTooLong(let dump, let limit):
            return "\(dump.rawValue) 텍스트의 줄과 항목이 \(limit)개를 넘어, 한 응답이 다룰 수 있는 양보다 많습니다. "
                + "윈도우의 더 작은 부분을 덤프해서 가져오십시오."
        case .dumpTooLongHere(let line, let limit): return "\(line)번째 줄: 줄과 항목이 \(limit)개를 넘습니다"
        case .noEntry(let dump):
            return "\(dump.rawValue) 텍스트에 \(Self.koreanEntry(dump)) 항목이 없습니다. 다음 명령이 출력한 텍스트를 "
                + "붙여 넣으십시오: \(Self.koreanCommand(dump))."
        case .noEntryHere: return "텍스트에 항목이 없습니다"
        case .tooManyEntries(let limit, let responders):
            return "덤프의 항목이 \(limit)개를 넘어, 한 앱 설명이 가질 수 있는 수(리스폰더 \(responders)개)보다 많습니다."
        case .tooManyEntriesHere(let line, let limit): return "\(line)번째 줄: 항목이 \(limit)개를 넘습니다"
        case .nestedTooDeep(let dump, let line, let limit, let levels):
            return "\(line)번째 줄의 \(Self.koreanEntry(dump)) 중첩이 \(limit)단계를 넘습니다. 앱 설명의 JSON 중첩은 "
                + "최대 \(levels)단계이며, 한 단계에 JSON 두 단계를 씁니다."
        case .nestedTooDeepHere(let line, let limit): return "\(line)번째 줄: 중첩이 \(limit)단계를 넘습니다"
        case .eventsOverSteps(let limit, let pointer):
            return "이벤트를 평가하는 데 작업 단계가 \(limit)개를 넘어(히트 테스트와 도달할 수 없는 뷰 검사가 확인한 뷰, "
                + "체인을 따라간 리스폰더) \(pointer)에서 멈췄습니다. 이벤트나 터치를 줄이거나, 더 작은 계층을 "
                + "보내거나, settings.diagnoseUnreachable 값을 false로 설정하십시오."
        case .stepsRanOutHere(let limit): return "여기서 작업 단계 \(limit)개의 예산이 바닥났습니다"
        case .eventsOverEntries(let limit, let pointer):
            return "\(pointer)까지 응답에 담길 항목(히트 테스트 추적 단계, 경로 단계, 따라간 단계, 체인 링크, 진단)이 "
                + "\(limit)개를 넘습니다. 이벤트나 터치를 줄이거나, 더 작은 계층을 보내거나, 요약된 히트 테스트 추적을 "
                + "유지하십시오(trace=full 옵션을 빼십시오)."
        case .entriesRanOutHere(let limit): return "여기서 응답의 항목 \(limit)개 예산이 바닥났습니다"
        case .answerGrewTooLarge(let limit, let pointer):
            return "응답을 쓰는 도중 \(limit)바이트를 넘었습니다(위치: \(pointer)). fields=essentials 또는 "
                + "format=text 옵션으로 요청하거나, 이벤트를 줄이십시오."
        case .answerGrewTooLargeHere(let limit): return "이 이벤트에서 응답이 \(limit)바이트를 넘었습니다"
        case .answerTooLarge(let answer, let limit, let advice):
            return "\(answer.korean)의 크기가 이 서비스가 응답하는 한도인 \(limit)바이트를 넘습니다. \(advice.korean)."
        case .answerTooLargeHere(let answer): return "\(answer.korean)의 크기가 너무 큽니다"
        case .chainTooLong(let from, let links, let limit):
            return "'\(from)'에서 시작하는 체인의 링크가 \(links)개로, 이 서비스가 응답하는 한도인 \(limit)개보다 "
                + "많습니다. \(Advice.chainNearerApplication.korean)."
        case .chainTooLongHere(let limit): return "체인의 링크가 \(limit)개를 넘습니다"
        case .layoutOverBudget(let limit, let resource):
            return "모든 윈도우와 뷰의 레이아웃을 계산하려면 한 요청에 허용되는 \(resource == .steps ? "작업 단계" : "항목") "
                + "\(limit)개보다 많이 필요합니다. include=layout 옵션과 format=svg 옵션을 빼거나, 더 작은 계층을 "
                + "보내십시오."
        case .layoutOverBudgetHere: return "레이아웃이 작업 예산을 모두 썼습니다"
        case .auditOverBudget(let limit, let resource):
            return "앱을 감사하려면(상호작용하는 각 뷰의 히트 영역을 점마다 히트 테스트합니다) 한 요청에 허용되는 "
                + "\(resource == .steps ? "작업 단계" : "항목") \(limit)개보다 많이 필요합니다. 더 작은 계층을 보내십시오."
        case .auditOverBudgetHere: return "감사가 작업 예산을 모두 썼습니다"
        case .eventOutOfRange(let index, let count):
            return "쿼리 파라미터 event의 값은 \(index)입니다. 하지만 요청의 이벤트는 \(count)개이므로, event에는 "
                + "0부터 \(count - 1)까지 쓸 수 있습니다."
        case .eventOutOfRangeHere(let count): return "event 값은 0부터 \(count - 1)까지여야 합니다"
        case .importAnswersJSON:
            return "POST /v1/import 엔드포인트는 JSON으로 응답합니다. 응답은 /v1/dispatch, /v1/chain, /v1/audit에 "
                + "바로 POST할 수 있는 앱 설명입니다(그리기와 보고는 이 엔드포인트들이 합니다)."
        case .auditAnswersJSONOrText(let parameter, let given):
            return "POST /v1/audit 엔드포인트는 JSON 또는 텍스트로 응답합니다. \(parameter)=\(given) 옵션은 "
                + "/v1/dispatch, /v1/chain에서 쓰는 옵션입니다(발견 항목을 그리려면 그 witness 이벤트를 "
                + "/v1/dispatch에 POST하십시오)."
        case .notAvailableHere(let parameter, let endpoint):
            return "\(parameter) 옵션은 \(endpoint)에서 쓸 수 없습니다"
        case .svgNeedsJSON(let format):
            return "include=svg 옵션은 다이어그램을 JSON 응답에 넣지만, format=\(format) 응답은 "
                + (format == "svg" ? "다이어그램뿐" : "일반 텍스트 보고서") + "입니다. 둘 중 하나를 빼십시오."
        case .svgNeedsJSONHere: return "include=svg 옵션에는 format=json 옵션이 필요합니다"
        case .duplicateHeader(let name):
            return "요청에 \(name) 헤더가 둘 이상 있습니다. 프록시가 이 서비스와 다르게 읽을 수 있으므로, 요청을 "
                + "거부하고 연결을 닫습니다."
        case .duplicateHeaderHere(let name): return "\(name) 헤더가 둘 이상 있습니다"
        }
    }

    /// The debugger command that prints a dump, with the words around it in Korean.
    private static func koreanCommand(_ dump: DumpKind) -> String {
        switch dump {
        case .recursiveDescription:
            return "Swift에서는 \(swiftRecursiveDescription), Objective-C에서는 \(objectiveCRecursiveDescription)"
                + "(화면 전체는 윈도우에서 실행)"
        case .printHierarchy: return printHierarchyCommand
        }
    }

    /// What a dump holds an entry of: 뷰 or 뷰 컨트롤러.
    private static func koreanEntry(_ dump: DumpKind) -> String {
        dump == .recursiveDescription ? "뷰" : "뷰 컨트롤러"
    }
}

extension ServiceWords.Answer {
    /// "응답", "다이어그램", "다이어그램을 포함한 응답".
    var korean: String {
        switch self {
        case .answer: return "응답"
        case .diagram: return "다이어그램"
        case .answerWithDiagram: return "다이어그램을 포함한 응답"
        }
    }
}

extension ServiceWords.Advice {
    /// The advice in Korean, as a sentence without its final period.
    var korean: String {
        switch self {
        case .importSmallerDump: return "더 작은 덤프를 가져오십시오"
        case .chainNearerApplication: return "애플리케이션에 더 가까운 리스폰더에서 시작하는 체인을 요청하십시오"
        case .drawSmallerHierarchy: return "더 작은 계층을 그리십시오"
        case .diagramOnItsOwn: return "다이어그램은 따로(format=svg), 응답은 include=svg 옵션 없이 요청하십시오"
        case .auditWithWitnessEvent:
            return "응답이 앱을 반복하지 않도록 witness=event 옵션을 붙여 요청하거나, 더 작은 계층을 감사하십시오"
        case .auditSmallerHierarchy: return "더 작은 계층을 감사하십시오"
        }
    }
}

extension DumpError.Expected {
    /// What the reader expected, in Korean: a noun phrase, with the names and the text as they are written.
    var korean: String {
        switch self {
        case .viewNotController:
            return "recursiveDescription 출력 형태의 뷰(이 줄은 _printHierarchy 출력 형태의 뷰 컨트롤러이므로, 이 "
                + "텍스트는 printHierarchy 필드로 보내십시오)"
        case .entryOrEndAfterEntry: return "항목 뒤에 오는 다른 항목이나 줄의 끝"
        case .viewEntry: return "<UIView: 0x…; frame = (0 0; 390 844); …> 같은 항목"
        case .controllerEntry: return "<MyApp.ViewController 0x…>, state: appeared, view: <UIView 0x…> 같은 항목"
        case .atMostLines(let limit): return "한 덤프에 최대 \(limit)개까지의 줄과 항목"
        case .viewEntryClose(let className, let column): return "\(className) 항목(\(column)번째 열부터)을 닫는 '>'"
        case .className: return "'<' 뒤의 클래스 이름"
        case .classNameWithin(let limit): return "최대 \(limit)바이트의 클래스 이름(요청이 담을 수 있는 가장 긴 이름)"
        case .property: return "'frame = (0 0; 390 844)' 같은 속성 또는 '>'"
        case .separator(let property): return "속성 이름 '\(property)' 뒤의 '=' 또는 ':'"
        case .textQuote(let written): return "'\(written)'의 텍스트를 끝내는 따옴표"
        case .entryCloseAfterValue(let written): return "'\(written)'의 값 뒤에서 항목을 닫는 '>'"
        case .controllerEntryClose: return "뷰 컨트롤러 항목을 닫는 '>'"
        case .numberInRange(let property, let limit):
            return "'\(property)'에 -\(limit)부터 \(limit)까지의 숫자(앱 설명의 모든 숫자가 따르는 범위)"
        }
    }
}
