import ResponderCore

extension App {
    /// 손가락 아래에 그려져 있지만 히트 테스트가 닿지 않은 뷰의 진단 문장(한국어): 건너뛰는 조건은 건너뛰기 표의 한국어
    /// 문장(HitTesting/App+HitTestSkip+Korean.swift)에서 가져옵니다.
    func koreanWording(of words: DiagnosticWords.Unreachable) -> Wording {
        switch words {
        case .interactionDisabled(let drawn):
            let condition = koreanSkipCondition(.userInteractionDisabled, of: drawn) ?? ""
            return Wording(
                message: "\(displayName(of: drawn))의 경우 손가락 아래에 그려져 있지만, \(condition). 그래서 히트 "
                    + "테스트는 이 뷰와 그 서브뷰를 건너뜁니다.",
                hint: "\(self[drawn].className)에 isUserInteractionEnabled = true를 설정하십시오.")
        case .ancestorInteractionDisabled(let drawn, let ancestor):
            let condition = koreanSkipCondition(.userInteractionDisabled, of: ancestor) ?? ""
            let out =
                isImageView(ancestor)
                ? "컨트롤을 이미지 뷰 밖으로 옮기십시오" : "컨트롤을 그 밖으로 옮기십시오"
            return Wording(
                message: "\(displayName(of: drawn))의 경우 손가락 아래에 보이지만, 조상 뷰인 "
                    + "\(displayName(of: ancestor))의 경우 \(condition). 그래서 히트 테스트는 그 조상 뷰와 그 안에 "
                    + "있는 모든 것(\(displayName(of: drawn)) 포함)을 건너뜁니다.",
                hint: "\(displayName(of: ancestor))에 isUserInteractionEnabled = true를 설정하거나, \(out).")
        case .ancestorOverride(let drawn, let ancestor):
            return Wording(
                message: "\(displayName(of: drawn))의 경우 손가락 아래에 보이지만, \(displayName(of: ancestor))에서 "
                    + "hitTest(_:with:) 메서드를 오버라이드해 서브뷰의 히트 결과를 반환하지 않습니다.",
                hint: "\(self[ancestor].className).hitTest(_:with:) 구현을 확인하십시오.")
        case .outsideBounds(let drawn, let ancestor):
            let ancestorName = displayName(of: ancestor)
            return Wording(
                message: "\(displayName(of: drawn))의 경우 손가락 아래에 그려져 있지만, \(ancestorName)의 bounds 밖에 "
                    + "있습니다(clipsToBounds가 false이므로 여전히 보입니다). 히트 테스트가 \(ancestorName)의 서브뷰를 "
                    + "살펴보기도 전에 그 뷰 자체를 거부했으므로, 탭은 전혀 전달되지 않습니다.",
                hint: "\(ancestorName)의 frame을 키워 그 뷰를 포함하게 하거나, \(self[drawn].className) 뷰를 그 안으로 "
                    + "옮기거나, \(self[ancestor].className)에서 point(inside:with:) 메서드를 오버라이드해 그 영역을 "
                    + "포함하게 하십시오.")
        case .covered(let covered, let hit, let window, let behindWindow, let inCell, let bar):
            return Wording(
                message: koreanCoveredMessage(
                    covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar),
                hint: koreanCoveredHint(
                    covered, hit: hit, window: window, behindWindow: behindWindow, inCell: inCell, bar: bar))
        }
    }

    private func koreanCoveredMessage(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        let front = self[hit]
        var message =
            "\(displayName(of: covered))의 경우 손가락 아래에 있지만, 그 앞에 놓인 \(displayName(of: hit))에서 터치를 "
            + "가져갔습니다. "
        if let behindWindow {
            message +=
                "\(displayName(of: hit))의 경우 \(displayName(of: window)) 안에 있고, 그 윈도우는 "
                + "\(displayName(of: behindWindow))보다 앞에 있습니다(windowLevel "
                + "\(Self.number(self[window].windowLevel)) 대 \(Self.number(self[behindWindow].windowLevel))). "
                + "히트 테스트는 가장 앞의 윈도우부터 묻고, \(displayName(of: hit))의 경우 보이며 "
                + "isUserInteractionEnabled = true이고 그 지점을 포함합니다. "
        } else if inCell {
            message +=
                "\(displayName(of: covered))의 경우 셀 자체에 추가되었는데, 셀의 contentView는 셀 자신의 서브뷰 위에 "
                + "놓입니다. "
        } else {
            message +=
                "히트 테스트는 가장 앞의 뷰부터 묻고, \(displayName(of: hit))의 경우 보이며 "
                + "isUserInteractionEnabled = true이고 그 지점을 포함합니다. "
        }
        if let bar {
            message +=
                "그 지점은 \(displayName(of: bar))보다 아래이지만, 바와 그 버튼은 아래쪽 가장자리에서 "
                + "\(Self.number(BarMetrics.navigationBarTouchSlop))포인트 아래까지 터치를 받습니다(iOS에서 관찰된 "
                + "동작이며 문서에는 나와 있지 않습니다. Apple 기술 지원에서는 이를 slop factor라고 부릅니다). "
        }
        if let color = front.backgroundColor, color.isClear {
            message +=
                "이 뷰는 투명하므로(backgroundColor \(color.text)) \(self[covered].className) 뷰가 비쳐 보이지만 "
                + "터치할 수는 없습니다. 히트 테스트는 색이 아니라 플래그와 frame만 봅니다. "
        }
        if let opaque = front.isOpaque {
            message += "isOpaque(\(opaque)) 값은 그리기 힌트일 뿐이며, 여기서는 아무것도 바꾸지 않습니다. "
        }
        return message + "\(displayName(of: covered))에는 터치가 전혀 전달되지 않습니다."
    }

    private func koreanCoveredHint(
        _ covered: Int, hit: Int, window: Int, behindWindow: Int?, inCell: Bool, bar: Int?
    ) -> String {
        if bar != nil {
            return "내비게이션 바와 그 아래 첫 컨트롤 사이에 약 \(Self.number(BarMetrics.navigationBarTouchSlop))포인트를 "
                + "띄우거나, 컨트롤의 높이를 키워 아래쪽 부분이 탭을 받게 하십시오."
        } else if behindWindow != nil {
            return "윈도우는 아무것도 그리지 않는 곳이라도 자신의 frame 안의 모든 터치를 받습니다. "
                + "\(displayName(of: window))의 크기를 보이는 내용만큼 줄이거나, 필요 없는 동안에는 숨기거나, "
                + "hitTest(_:with:) 메서드를 오버라이드해 히트된 것이 윈도우 자체나 빈 배경일 때 nil을 반환하게 하십시오. "
                + "그러면 터치가 뒤에 있는 윈도우로 넘어갑니다."
        } else if inCell {
            return "\(self[covered].className) 뷰를 셀이 아니라 셀의 contentView에 추가하십시오(contentView.addSubview)."
        } else if isInteractive(hit) {
            return
                "\(displayName(of: hit))에서 이 터치를 받는 것이 의도라면 문제가 없습니다. 그렇지 않다면 그 뷰를 "
                + "옮기거나 줄이거나, \(displayName(of: covered))의 순서를 맨 앞으로 가져오십시오."
        }
        return "\(displayName(of: hit))에 isUserInteractionEnabled = false를 설정해 터치가 뒤에 있는 뷰로 넘어가게 "
            + "하거나, 필요 없는 동안에는 제거하거나, hitTest(_:with:) 또는 point(inside:with:) 메서드를 오버라이드해 "
            + "빈 곳에서는 nil을 반환하게 하십시오."
    }
}
