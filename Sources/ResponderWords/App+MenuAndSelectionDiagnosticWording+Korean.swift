import ResponderCore

extension App {
    /// 편집 메뉴 진단의 문장(한국어).
    func koreanWording(of words: DiagnosticWords.Menu) -> Wording {
        switch words {
        case .noFirstResponder(let pressed):
            var message = "first responder인 객체가 없어서 편집 메뉴가 검색을 시작할 곳이 없으므로, 메뉴가 나타나지 않습니다."
            if let pressed {
                message += " \(displayName(of: pressed)) 위를 길게 눌러도 복사 항목이 나오지 않습니다. 이 뷰는 first responder가 아닙니다."
            }
            return Wording(
                message: message,
                hint: "canBecomeFirstResponder를 오버라이드해 true를 반환하게 하고, 메뉴를 보여 주기 전에 눌린 뷰에서 "
                    + "becomeFirstResponder()를 호출하십시오.")
        case .pasteHidden:
            return Wording(
                message: "붙여넣기 항목이 숨겨져 있습니다. 텍스트 입력 뷰에 paste(_:)가 구현되어 있지만, 페이스트보드가 비어 있는 "
                    + "동안에는 canPerformAction 메서드가 false를 반환합니다.",
                hint: "정상적인 동작입니다. 무언가를 복사하면 붙여넣기 항목이 나타납니다.")
        case .pressedViewNotFirstResponder(let pressed, let first, let actions):
            let names = actions.map(\.name).joined(separator: ", ")
            return Wording(
                message: "\(displayName(of: pressed))에는 \(names) 액션이 구현되어 있지만, 이 뷰는 first responder가 "
                    + "아닙니다. 그래서 메뉴는 대신 \(displayName(of: first))에서부터 검색하고, 이 뷰의 항목을 보여 주지 "
                    + "않습니다.",
                hint: "\(self[pressed].className) 클래스가 first responder가 될 수 있게 하고, 길게 누를 때 메뉴를 보여 주기 "
                    + "전에 becomeFirstResponder()를 호출하십시오.")
        }
    }

    /// 행 선택 진단의 문장(한국어).
    func koreanWording(of words: DiagnosticWords.Selection) -> Wording {
        switch words {
        case .disabled(let list, let cell, let expected):
            let rule = selectionRule(of: list)
            let item = koreanItemWord(rule)
            var message = "\(displayName(of: list))에 \(displayName(of: cell))에서 보낸 touchesEnded(_:with:)가 "
            message += "전달되었지만, allowsSelection이 false이므로 UIKit은 아무것도 선택하지 않습니다."
            if let expected {
                message += " \(displayName(of: expected))의 \(rule.didSelect.swiftName) 메서드도 실행되지 않습니다."
            }
            let others =
                rule.isTable
                ? "tableView(_:willSelectRowAt:)에서 nil을 반환하십시오."
                : "collectionView(_:shouldSelectItemAt:)에서 false를 반환하십시오."
            return Wording(
                message: message,
                hint: "\(item)이 탭에 반응해야 한다면 allowsSelection = true로 설정하십시오(코드에서, 또는 스토리보드의 "
                    + "Selection 설정에서). 일부 \(item)만 선택할 수 있게 하려면 나머지 \(item)에 대해 " + others)
        case .noDelegate(let list, let cell, let implementer):
            let rule = selectionRule(of: list)
            let listName = displayName(of: list)
            return Wording(
                message: "\(displayName(of: implementer))에는 \(rule.didSelect.swiftName) 메서드가 구현되어 있지만, 이 "
                    + "객체는 \(listName)의 델리게이트가 아닙니다. \(listName)에는 델리게이트가 없으므로 UIKit은 "
                    + "\(koreanRow(of: cell, in: list))을 선택하고 아무것도 호출하지 않습니다.",
                hint: "\(rule.isTable ? "tableView" : "collectionView").delegate = self로 설정하십시오(또는 스토리보드에서 "
                    + "delegate 아웃렛을 연결하십시오). dataSource만으로는 탭을 전달받지 못합니다.")
        case .delegateMissesDidSelect(let list, let cell, let delegate, let deselects):
            let rule = selectionRule(of: list)
            let item = koreanItemWord(rule)
            let row = koreanRow(of: cell, in: list)
            let didSelect = rule.didSelect.swiftName
            if deselects {
                return Wording(
                    message: "\(displayName(of: delegate))에 구현된 것은 \(didSelect) 메서드가 아니라 "
                        + "\(rule.didDeselect.swiftName) 메서드입니다. 이 메서드는 \(item)의 선택이 해제될 때 UIKit이 "
                        + "호출합니다. 탭하면 \(row)이 선택되지만, 그 \(item)을 위해 작성한 코드는 실행되지 않습니다.",
                    hint: "메서드의 이름을 바꾸십시오. 올바른 이름은 \(didSelect)입니다. 코드 자동 완성은 deselect 버전을 먼저 "
                        + "제안합니다.")
            }
            return Wording(
                message: "\(displayName(of: list))에서 \(row)이 선택되지만, 델리게이트인 \(displayName(of: delegate))에는 "
                    + "\(didSelect) 메서드가 구현되어 있지 않아서 탭한 뒤에 더 일어나는 일이 없습니다.",
                hint: "델리게이트에 \(didSelect) 메서드를 구현하거나, 이 메서드를 구현한 객체를 델리게이트로 지정하십시오.")
        case .swallowed(let responder, let list, let cell):
            return Wording(
                message: "\(displayName(of: responder))에서 super를 호출하지 않고 touchesEnded(_:with:)를 오버라이드하므로, "
                    + "터치가 체인을 따라 \(displayName(of: list))까지 도달하지 못하고 \(koreanRow(of: cell, in: list))은 "
                    + "선택되지 않습니다.",
                hint: "오버라이드한 메서드 안에서(다른 터치 메서드에서도) super.touchesEnded(touches, with: event)를 "
                    + "호출하거나, 대신 제스처 인식기로 탭을 처리하십시오.")
        }
    }

    /// "행"(테이블 뷰) 또는 "항목"(컬렉션 뷰): 둘 다 받침으로 끝나므로 이/을/은이 붙습니다.
    func koreanItemWord(_ rule: RowSelection) -> String { rule.isTable ? "행" : "항목" }

    /// "UITableViewCell 'cell'의 행": 받침으로 끝나므로 이/을/은이 붙습니다.
    func koreanRow(of cell: Int, in list: Int) -> String {
        "\(displayName(of: cell))의 \(koreanItemWord(selectionRule(of: list)))"
    }
}
