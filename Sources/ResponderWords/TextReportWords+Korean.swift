import ResponderCore

extension TextReportWords {
    /// A phrase in Korean: labels with a colon, the count line in 개, UIKit's names (Responder Chain) as they are.
    static func korean(_ phrase: TextPhrase) -> String {
        switch phrase {
        case .event(let index, let type, let outcome): return "이벤트 \(index) (\(type)): \(outcome)"
        case .aim(let reason): return "조준: \(reason)"
        case .pathHeading: return "경로:"
        case .endOfChain: return "(체인의 끝)"
        case .noDiagnostics: return "진단: 없음"
        case .diagnosticsHeading: return "진단:"
        case .hint(let hint): return "힌트: \(hint)"
        case .chainFrom(let name, let profile): return "\(name)에서 시작하는 Responder Chain [\(profile)]"
        case .chainEnd(let reason, let explanation): return "끝: \(reason): \(explanation)"
        case .auditCounts(let errors, let warnings, let infos, let views, let points):
            return "감사: 오류 \(errors)개, 경고 \(warnings)개, 정보 \(infos)개 "
                + "(살펴본 뷰 \(views)개, 히트 테스트한 점 \(points)개)"
        case .witness(let line): return "증거 이벤트: \(line)"
        case .witnessPart(let part):
            switch part {
            case .point(let point): return ", 위치 \(point)"
            case .responder(let name), .action(let name): return " \(name)"
            case .target(let name): return ", 대상 \(name)"
            case .sender(let name): return ", 보낸 쪽 \(name)"
            case .walkFrom(let name): return ", \(name)에서 탐색"
            case .keys(let keys): return ", 키 \(keys)"
            case .pressedView(let name): return ", \(name) 위에서"
            case .shows(let code): return " → 진단 \(code) 표시"
            case .neverReaches(let name): return " → \(name)에 닿지 않음"
            }
        case .privateName(let name): return "\(name) (비공개)"
        case .field(let pointer, let message): return "  위치 \(pointer.isEmpty ? "(최상위)" : pointer): \(message)"
        case .leftOut(let omitted, let total): return "  (문제 \(total)개 중 \(omitted)개 생략)"
        }
    }
}
