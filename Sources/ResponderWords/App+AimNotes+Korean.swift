import ResponderCore

extension App {
    /// Where a touch aimed at a view goes and why, in Korean: the centre, the reachable point nearest it and what
    /// takes the centre, or why no point reaches the view.
    func koreanExplanation(of aim: TouchAim) -> String {
        let who = displayName(of: aim.view)
        let centre = "\(who)의 중심 \(Self.text(aim.centre))"
        guard let miss = aim.centreMiss else { return "\(centre)에는 닿을 수 있으므로, 손가락은 그곳에 놓입니다." }
        if aim.reached {
            let why: String
            switch miss {
            case .covered(let front?): why = "앞에 놓인 \(displayName(of: front))에 가려져, 그 뷰가 터치를 가져갑니다"
            case .covered(nil): why = "어떤 뷰에도 닿지 않습니다. 히트 테스트가 그곳에서 아무것도 찾지 못합니다"
            case .outside(let ancestor):
                why =
                    "\(displayName(of: ancestor))의 bounds 밖에 있습니다(그 뷰는 클리핑하지 않으므로 보입니다). "
                    + "히트 테스트는 그곳에서 서브뷰에 묻기 전에 \(displayName(of: ancestor))에서 거부합니다"
            case .clipped(let ancestor):
                why = "bounds로 클리핑하는 \(displayName(of: ancestor))에 의해 잘려 있습니다(예를 들어 스크롤되어 사라진 경우)"
            case .offWindow(let window): why = "\(displayName(of: window)) 밖에 있어, 터치가 닿을 수 없습니다"
            case .blocked, .zeroSize, .notInWindow: why = "닿을 수 없습니다"
            }
            return "\(centre)의 경우 \(why). 그래서 손가락은 \(Self.text(aim.point))에 놓입니다. 닿을 수 있는 지점 "
                + "가운데 중심에서 가장 가까운 곳입니다."
        }
        let evaluated = "탭은 중심 \(Self.text(aim.centre))에서 평가됩니다."
        let none = "\(who)에는 닿을 수 있는 지점이 없습니다"
        switch miss {
        case .blocked(let block): return "\(none). \(explanation(of: block, for: aim.view, in: .korean)) \(evaluated)"
        case .covered(let front?):
            return "\(none). 앞에 놓인 \(displayName(of: front))에서 그 뷰에 닿는 모든 터치를 가져갑니다. \(evaluated)"
        case .covered(nil): return "\(none). 그 뷰가 그려진 곳에서 히트 테스트가 어떤 뷰도 찾지 못합니다. \(evaluated)"
        case .outside(let ancestor):
            let relation = responders[aim.view].superview == ancestor ? "슈퍼뷰" : "조상 뷰"
            return "\(none). \(relation)인 \(displayName(of: ancestor))의 경우 클리핑하지 않으며, \(who)의 위치는 그 "
                + "bounds 밖입니다. 그래서 히트 테스트는 \(displayName(of: ancestor))에서 거부되어, \(who)까지 "
                + "살펴보지 않습니다. " + evaluated
        case .clipped(let ancestor):
            return "\(none). 그 뷰의 위치는 bounds로 클리핑하는 \(displayName(of: ancestor))의 bounds 밖이므로, 손가락이 "
                + "닿을 수 있는 곳에 그려지지 않습니다(스크롤되어 사라졌거나 잘렸습니다). \(evaluated)"
        case .offWindow(let window):
            return "\(none). 그 뷰의 위치는 \(displayName(of: window)) 밖이며, 그곳에는 터치가 닿을 수 없습니다. \(evaluated)"
        case .zeroSize:
            return "\(none). 히트 영역의 너비나 높이가 0이므로, point(inside:with:)가 true가 되는 일이 없습니다. "
                + evaluated
        case .notInWindow:
            return "\(none). 그 뷰는 어떤 윈도우에도 들어 있지 않으므로, 히트 테스트가 그 뷰를 찾지 못합니다. \(evaluated)"
        }
    }

    /// What to change so that a tap reaches a view, by why it misses, in Korean.
    func koreanHint(for miss: TouchAim.Miss, of view: Int) -> String {
        let who = displayName(of: view)
        switch miss {
        case .covered(let front?):
            return "\(displayName(of: front))의 역할이 장식뿐이라면 그 뷰에 isUserInteractionEnabled = false를 "
                + "설정하거나, \(who)의 위치를 그 앞으로 옮기거나, point(inside:with:) 또는 hitTest(_:with:) 메서드로 "
                + "터치가 통과하게 하십시오."
        case .covered(nil): return "그 위에 있는 hitTest(_:with:) 및 point(inside:with:) 오버라이드를 확인하십시오."
        case .outside(let ancestor):
            return "\(displayName(of: ancestor))의 크기를 그 뷰가 들어갈 만큼 키우거나, \(who)의 위치를 그 안으로 "
                + "옮기거나, \(responders[ancestor].className)에서 point(inside:with:) 메서드를 오버라이드하십시오."
        case .clipped(let ancestor):
            return "먼저 \(who)까지 스크롤하거나(\(displayName(of: ancestor))의 contentOffset), "
                + "\(displayName(of: ancestor))에 그 뷰를 보여 줄 공간을 주십시오."
        case .offWindow: return "그 뷰와 조상 뷰들의 frame을 확인하십시오. 화면 밖에 배치되어 있습니다."
        case .blocked(let block):
            let owner = displayName(of: block.responder)
            switch block.reason {
            case .hidden, .transparent:
                return "\(owner)의 경우 지금만 숨겨져 있는 것이라면, 탭하기 전에 보이게 하십시오"
                    + "(isHidden = false, alpha 0.01 이상)."
            case .userInteractionDisabled:
                return block.responder == view
                    ? "\(who)에 isUserInteractionEnabled = true를 설정하십시오."
                    : "\(owner)에 isUserInteractionEnabled = true를 설정하거나, \(who)의 위치를 그 밖으로 옮기십시오."
            case .pointOutside:
                return "\(who)에서 터치를 받아야 하는 곳에서는 point(inside:with:) 메서드가 true를 반환하게 하십시오."
            case .singularTransform: return "\(owner)에 역행렬을 구할 수 있는 transform을 지정하십시오(배율 0은 안 됩니다)."
            default:
                return "\(who)에서 터치를 받아야 하는 곳에서는 오버라이드가 서브뷰에 묻게 하십시오"
                    + "(super.hitTest(_:with:) 호출)."
            }
        case .zeroSize:
            return "크기를 지정하거나(Auto Layout 제약이 빠지면 보통 크기가 0이 됩니다), point(inside:with:) 메서드를 "
                + "오버라이드해 히트 영역을 넓히십시오."
        case .notInWindow: return "탭하기 전에 그 뷰를 윈도우의 뷰 계층에 추가하십시오."
        }
    }
}
