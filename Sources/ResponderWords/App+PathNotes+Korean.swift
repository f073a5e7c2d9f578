import ResponderCore

extension App {
    /// Writes the words of a path note in Korean.
    ///
    /// A name is never followed by a particle that changes with its last sound: the sentences say "X에서", "X의",
    /// "X에게", or put a noun after the name ("touchesBegan(_:with:) 메서드를", "delete: 액션을").
    ///
    /// - Parameters:
    ///   - note: The facts.
    ///   - responder: The step's responder (the one a delivery note speaks of).
    ///   - sink: Where the words go.
    func writeKorean<Sink: WordSink>(_ note: PathNote, of responder: Int?, to sink: inout Sink) {
        switch note {
        case .failed(let words):
            sink.write(wording(of: words, in: .korean).message)
        case .delivery(let behavior, let method, let arrivedBy):
            if let arrivedBy {
                sink.write(arrivedBy.rawValue)
                sink.write(" 규칙을 따라 도달했습니다. ")
            }
            writeName(of: responder, or: "어떤 리스폰더", to: &sink)
            writeKorean(behavior, method.signature, to: &sink)
        case .actionWalk(let answer, let action, let reason):
            writeName(of: responder, or: "어떤 리스폰더", to: &sink)
            switch answer {
            case .performs:
                sink.write("에서 ")
                sink.write(action.name)
                sink.write(" 액션을 구현하고 canPerformAction도 동의하므로, 이 액션을 실행합니다.")
            case .declines:
                sink.write("에서 ")
                sink.write(action.name)
                sink.write(" 액션을 구현하지만 실행을 거절합니다(")
                if let reason {
                    sink.write(words(of: reason, in: .korean))
                } else {
                    sink.write("canPerformAction이 false를 반환")
                }
                sink.write("). 그래서 탐색은 다음으로 넘어갑니다.")
            case .doesNotImplement:
                sink.write("에서 ")
                sink.write(action.name)
                sink.write(" 액션을 구현하지 않으므로 다음으로 넘어갑니다.")
            }
        case .applicationSendsAction(let action, let targeted):
            if targeted {
                sink.write("UIApplication.sendAction이 ")
                sink.write(action.name)
                sink.write(" 액션을 타깃에 바로 보냅니다. Responder Chain은 관여하지 않습니다.")
            } else {
                sink.write("타깃이 nil인 UIApplication.sendAction은 Responder Chain을 따라가며 타깃을 찾습니다.")
            }
        case .targetCalledDirectly:
            sink.write("액션에 타깃이 지정되어 있으므로 ")
            writeName(of: responder, or: "그 타깃", to: &sink)
            sink.write("에서 직접 호출을 받습니다. Responder Chain은 관여하지 않습니다.")
        case .unrecognizedSelector(let action):
            writeName(of: responder, or: "타깃", to: &sink)
            sink.write("에 ")
            sink.write(action.name)
            sink.write(" 액션이 구현되어 있지 않습니다(unrecognized selector sent to instance).")
        case .actionWalkStarts(let reason):
            let start = responder.map(displayName(of:)) ?? "first responder"
            switch reason {
            case .firstResponder:
                sink.write("타깃이 nil인 액션은 first responder인 ")
                sink.write(start)
                sink.write("에서 시작합니다.")
            case .keyWindowNoFirstResponder:
                sink.write("first responder가 없으므로 타깃이 nil인 액션은 key window인 ")
                sink.write(start)
                sink.write("에서 시작하며, 그 아래의 모든 뷰와 뷰 컨트롤러를 건너뜁니다.")
            case .sender:
                sink.write("설정에 따라 타깃이 nil인 액션은 sender인 ")
                sink.write(start)
                sink.write("에서 시작합니다.")
            default:
                sink.write("탐색은 ")
                sink.write(start)
                sink.write("에서 시작합니다.")
            }
        case .actionDiscarded(let action):
            sink.write("체인에 있는 어떤 리스폰더도 ")
            sink.write(action.name)
            sink.write(" 액션을 구현하고 실행에 동의하지 않으므로, 액션은 버려집니다.")
        case .recognizer(let index, let outcome, let reason):
            writeKoreanRecognizerName(index, to: &sink)
            switch outcome {
            case .recognized: sink.write("의 경우 뷰보다 먼저 터치를 받아 인식합니다: ")
            case .failed: sink.write("의 경우 먼저 터치를 받지만 인식하지 않으므로, 터치는 뷰로 넘어갑니다: ")
            case .disabled: sink.write("의 경우 비활성화되어 있어 터치를 무시합니다: ")
            case .touchNotReceived: sink.write("에는 터치가 전달되지 않습니다: ")
            case .excludedByOther, .requiredFailureDidNotHappen: sink.write("의 경우 인식할 수 있었지만 인식하지 않습니다: ")
            case .preventedByControl: sink.write("의 경우 손가락 아래의 UIKit 컨트롤에 양보합니다: ")
            }
            sink.write(words(of: reason, in: .korean))
        case .controlWinsTap(let hitView):
            writeName(of: hitView, to: &sink)
            sink.write("의 경우 UIKit 컨트롤이므로 조상 뷰에 있는 단일 탭 인식기를 실패시키고, 탭을 차지합니다.")
        case .applicationSendsToKeyWindow:
            sink.write(
                """
                UIApplication.sendEvent(_:) 메서드가 이벤트를 key window에 넘깁니다. 이 이벤트에는 위치가 없으므로 \
                히트 테스트로 찾은 뷰가 아니라 first responder로 갑니다.
                """)
        case .applicationLooksForKeyCommands(let start):
            sink.write("UIApplication.sendEvent(_:) 메서드가 하드웨어 키 입력을 받아, press를 전달하기 전에 먼저 ")
            writeName(of: start, to: &sink)
            sink.write("에서부터 Responder Chain을 따라 키 커맨드를 찾습니다.")
        case .keyCommandOffered(let keys, let action, let winsOverTextInput, let start):
            writeName(of: responder, or: "어떤 리스폰더", to: &sink)
            sink.write("의 keyCommands에서 ")
            sink.write(keys)
            sink.write("에 대한 UIKeyCommand를 반환합니다")
            if winsOverTextInput {
                sink.write("(wantsPriorityOverSystemBehavior가 설정되어 있어 텍스트 입력보다 우선합니다)")
            }
            sink.write(". UIKit이 그 액션(")
            sink.write(action.swiftName)
            sink.write(")을 ")
            writeName(of: start, to: &sink)
            sink.write("에서부터 체인 위로 보냅니다.")
        case .alreadyFirstResponder:
            writeName(of: responder, or: "어떤 리스폰더", to: &sink)
            sink.write("의 경우 이미 first responder이므로 아무것도 바뀌지 않습니다.")
        case .currentFirstResponderResigns:
            sink.write("현재 first responder")
            if let responder {
                sink.write("인 ")
                writeName(of: responder, to: &sink)
            }
            sink.write("에서 first responder 해제에 동의합니다.")
        case .becameFirstResponder(let window, let keyboardShows):
            writeName(of: responder, or: "어떤 리스폰더", to: &sink)
            sink.write("의 경우 윈도우 안에 있고 first responder가 될 수 있으며 거부한 리스폰더도 없으므로, 이제 ")
            writeName(of: window, to: &sink)
            sink.write(keyboardShows ? "의 first responder입니다. 키보드가 나타납니다." : "의 first responder입니다.")
        case .nothingToResign:
            sink.write("first responder가 없으므로 해제할 것이 없습니다.")
        case .noFirstResponderInSubtree:
            writeName(of: responder, or: "그 뷰", to: &sink)
            sink.write("의 서브트리 안에 first responder가 없으므로 endEditing이 false를 반환합니다.")
        case .endEditingAsksToResign(let first, let forced):
            sink.write("endEditing이 ")
            writeName(of: responder, or: "그 뷰", to: &sink)
            sink.write("의 서브트리에서 first responder(")
            writeName(of: first, to: &sink)
            sink.write(")를 찾고, 어떤 필드인지 모르는 채로 해제를 요청합니다")
            sink.write(forced ? "(강제)." : ".")
        case .notFirstResponder:
            writeName(of: responder, or: "어떤 리스폰더", to: &sink)
            sink.write("의 경우 first responder가 아니므로 해제해도 아무것도 바뀌지 않습니다.")
        case .refusesToResign:
            writeName(of: responder, or: "어떤 리스폰더", to: &sink)
            sink.write("에서 해제를 거부합니다: canResignFirstResponder가 false입니다.")
        case .resigns(let keyboardGoes):
            writeName(of: responder, or: "어떤 리스폰더", to: &sink)
            sink.write(keyboardGoes ? "에서 first responder를 해제합니다. 키보드가 사라집니다." : "에서 first responder를 해제합니다.")
        case .editMenuWithoutFirstResponder:
            sink.write("편집 메뉴는 first responder에서부터 찾는데 first responder가 없으므로, 메뉴가 나타나지 않습니다.")
        case .editMenuItemShown(let action):
            writeName(of: responder, or: "어떤 리스폰더", to: &sink)
            sink.write("에서 ")
            sink.write(action.name)
            sink.write(" 액션을 구현하고 canPerformAction도 동의하므로, 항목이 나타납니다.")
        case .editMenuItemHidden(let reason, let declinedBy):
            sink.write("숨김: ")
            sink.write(words(of: reason, declinedBy: declinedBy, in: .korean))
            sink.write(".")
        case .listSelectsRow(let cell, let list, let from):
            writeName(of: from, to: &sink)
            sink.write("에서 시작해 체인을 따라 온 touchesEnded(_:with:) 호출을 ")
            writeName(of: responder, or: "목록", to: &sink)
            sink.write("에서 받고, ")
            writeKoreanRow(of: cell, in: list, to: &sink)
            sink.write("을 선택합니다.")
        case .listTellsDelegate(let list, let cell):
            writeName(of: list, to: &sink)
            sink.write("에서 델리게이트")
            if let responder {
                sink.write("인 ")
                writeName(of: responder, to: &sink)
            }
            sink.write("에게 ")
            writeKoreanRow(of: cell, in: list, to: &sink)
            sink.write("이 선택되었다고 알립니다.")
        case .touchesBeganWithheld(let byScrolling):
            let who = responder.map(displayName(of:)) ?? "그 뷰"
            if byScrolling {
                sink.write(
                    """
                    스크롤 뷰가 touchesBegan(_:with:) 호출을 보류했고(delaysContentTouches) 그 지연 시간 안에 \
                    스크롤을 시작했으므로, 
                    """)
                sink.write(who)
                sink.write("에는 터치가 전혀 전달되지 않습니다.")
            } else {
                sink.write("delaysTouchesBegan = true인 제스처 인식기가 인식했으므로, ")
                sink.write(who)
                sink.write("에는 touchesBegan(_:with:) 호출이 전달되지 않습니다.")
            }
        case .applicationSendsTouches:
            sink.write("UIApplication.sendEvent(_:) 메서드가 터치 이벤트를 그 터치가 속한 윈도우에 넘깁니다.")
        case .windowHitTested(let hits):
            sink.write("UIWindow.sendEvent(_:) 메서드가 터치를 히트 테스트한 결과는 ")
            for (position, hit) in hits.enumerated() {
                if position > 0 { sink.write(", ") }
                writeName(of: hit, to: &sink)
            }
            sink.write("입니다. 그 뷰와 조상 뷰에 있는 제스처 인식기가 터치를 먼저 받습니다.")
        case .backButtonPops(let top, let below):
            sink.write("뒤로 버튼에는 타깃이 지정되어 있습니다: ")
            writeName(of: responder, or: "내비게이션 컨트롤러", to: &sink)
            sink.write("에서 스택의 ")
            writeName(of: top, to: &sink)
            sink.write(" 화면을 pop하고 ")
            writeName(of: below, to: &sink)
            sink.write(" 화면을 보여 줍니다. (이 요청의 이후 이벤트에서도 앱은 요청에 설명된 상태 그대로입니다.)")
        case .tabBarSelects(let position, let tab, let tabs, let alreadySelected):
            sink.write("탭 바 버튼이 _tabBarItemClicked: 메시지를 탭 바에 보냅니다")
            if alreadySelected {
                sink.write(". ")
                sink.write(String(position))
                sink.write("번 탭(")
                writeName(of: tab, to: &sink)
                sink.write(")은 이미 선택되어 있으므로 ")
                writeName(of: tabs, to: &sink)
                sink.write("에서 그 선택을 그대로 유지합니다. 그 탭에 내비게이션 컨트롤러가 있으면 루트로 pop합니다.")
            } else {
                sink.write(". 탭 바는 ")
                writeName(of: tabs, to: &sink)
                sink.write("에서 ")
                sink.write(String(position))
                sink.write("번 탭(")
                writeName(of: tab, to: &sink)
                sink.write(")을 선택하게 하고, 그 탭의 뷰가 현재 탭의 뷰를 대체합니다. ")
                sink.write("(이 요청의 이후 이벤트에서도 앱은 요청에 설명된 상태 그대로입니다.)")
            }
        case .discarded(let method, let end):
            if let end { sink.write(end.explanation(in: .korean)) } else { sink.write("체인이 끝났습니다.") }
            sink.write(" ")
            sink.write(method.signature)
            sink.write(" 메서드를 처리한 리스폰더가 없으므로 UIKit이 이를 버렸습니다.")
        }
    }

    /// What a responder did with a method on the walk, after its name, in Korean.
    private func writeKorean<Sink: WordSink>(_ behavior: DeliveryStep.Behavior, _ method: String, to sink: inout Sink) {
        switch behavior {
        case .forwarded:
            sink.write("에서는 ")
            sink.write(method)
            sink.write(" 메서드를 오버라이드하지 않았으므로, UIResponder의 기본 구현이 next로 전달합니다.")
        case .handledAndForwarded:
            sink.write("에서는 ")
            sink.write(method)
            sink.write(" 메서드를 오버라이드하고 super를 호출하므로, 처리한 뒤 다음으로 전달합니다.")
        case .swallowed:
            sink.write("에서는 ")
            sink.write(method)
            sink.write(" 메서드를 super 호출 없이 오버라이드했으므로, 이벤트가 여기서 멈춥니다.")
        case .trackedByControl:
            sink.write("의 경우 UIControl이므로 터치를 직접 추적하고 전달하지 않습니다.")
        case .forwardedByDisabledControl:
            sink.write("의 경우 비활성화된 컨트롤이므로 터치를 추적하지 않고, 터치는 next로 넘어갑니다.")
        case .forwardedByControl:
            sink.write(
                """
                의 경우 UIControl이지만 터치가 그 안의 뷰에 닿았습니다. 컨트롤은 자기 자신에 대한 터치만 추적하므로\
                (iOS에서 보고된 동작이며 문서화되지 않음) 터치를 다음으로 넘기고 액션을 보내지 않습니다.
                """)
        case .stoppedByDisabledControl:
            sink.write("의 경우 비활성화된 컨트롤이며, (설정에 따라) 터치를 처리하지 않고 흡수합니다.")
        case .handledByTextInput:
            sink.write("의 경우 포커스된 텍스트 입력이므로 키 입력을 체인 위로 넘기고, 위의 어떤 리스폰더도 받지 않으면 UIKit이 그 키를 입력합니다.")
        }
    }

    /// `UIView 'card'의 UITapGestureRecognizer 'tap'`.
    func koreanRecognizerName(_ index: Int) -> String {
        var text = ""
        writeKoreanRecognizerName(index, to: &text)
        return text
    }

    private func writeKoreanRecognizerName<Sink: WordSink>(_ index: Int, to sink: inout Sink) {
        let recognizer = gestureRecognizers[index]
        writeName(of: recognizer.view, to: &sink)
        sink.write("의 ")
        sink.write(recognizer.className)
        sink.write(" '")
        sink.write(recognizer.id)
        sink.write("'")
    }

    /// `UITableViewCell 'cell'의 행` (a collection view's `의 항목`); both take 이 and 을.
    private func writeKoreanRow<Sink: WordSink>(of cell: Int, in list: Int, to sink: inout Sink) {
        writeName(of: cell, to: &sink)
        sink.write(self[list].rowSelection?.isTable ?? true ? "의 행" : "의 항목")
    }
}
