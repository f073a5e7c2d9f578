import ResponderCore

extension Lessons {
    /// Every lesson's title, description and note in Korean, keyed by lesson name: the note points at the
    /// playground's panels as the page names them in Korean.
    static let korean: [String: LessonWords] = [
        "delete-button": LessonWords(
            title: "받은 편지함 테이블의 삭제 버튼",
            description:
                "모달로 표시된 받은 편지함 화면에서 테이블 셀 안의 삭제 버튼을 탭합니다. 히트 테스트가 버튼을 고르고, 버튼은 터치를 직접 추적해 deleteTapped:를 타깃인 받은 편지함 컨트롤러에 바로 보냅니다. 버튼에서 시작하는 체인은 iOS가 출력하는 12개 항목입니다.",
            lookAt:
                "먼저 히트 테스트 과정을 보십시오. 히트 테스트는 윈도우에, 그다음 각 뷰에 앞쪽부터 차례로 묻고, 손가락을 포함하는 가장 깊은 뷰인 UIButton 'deleteButton'을 고릅니다. 그다음 경로에서 다음을 눌러 한 단계씩 진행합니다. 각 단계는 다이어그램에서 그 리스폰더를 밝히며 윈도우에서 버튼으로 이어지고, 버튼은 터치를 직접 추적한 뒤 deleteTapped:를 수행하는 InboxViewController 'inbox'로 넘어갑니다."
        ),
        "delete-button-chain": LessonWords(
            title: "삭제 버튼의 Responder Chain",
            description:
                "삭제 버튼의 chainDescription입니다. iOS가 출력하는 12개의 클래스 이름과 각 next 연결 뒤에 있는 UIKit 규칙을 보여 줍니다. UITableViewCellContentView, UIDropShadowView, UITransitionView는 런타임 프로필이 끼워 넣는 비공개 래퍼입니다.",
            lookAt:
                "Responder Chain을 위에서부터 읽으십시오. 각 리스폰더의 next와 그 뒤에 있는 UIKit 규칙(슈퍼뷰, 뷰의 컨트롤러, 표시된 시트를 위해 iOS가 끼워 넣는 래퍼 뷰)이 나옵니다. 다이어그램은 같은 리스폰더에 차례로 번호를 붙입니다."
        ),
        "delete-button-documented": LessonWords(
            title: "Apple 문서의 규칙에 따른 삭제 버튼의 체인",
            description:
                "Apple의 문서에 따르면 표시된 컨트롤러의 next는 그것을 표시한 컨트롤러이고, 윈도우의 루트 컨트롤러의 next는 윈도우이며, 윈도우의 next는 애플리케이션입니다. 비공개 래퍼도 윈도우 씬도 나타나지 않습니다.",
            lookAt:
                "Responder Chain을 이전 레슨의 것과 비교하십시오. Apple의 문서 규칙에 따르면 표시된 컨트롤러 InboxViewController 'inbox'의 next는 그것을 표시한 컨트롤러 UIViewController 'root'이고, 래퍼 뷰는 나오지 않습니다."
        ),
        "navigation-stack-chain": LessonWords(
            title: "내비게이션 스택 안에 있는 버튼의 체인",
            description:
                "받은 편지함 위의 내비게이션 스택에 푸시된 메시지 화면의 답장 버튼입니다. 윈도우에는 맨 위 컨트롤러의 뷰만 있고, iOS는 그 뷰를 내비게이션 컨트롤러의 비공개 뷰 세 개로 감싼 뒤에야 체인이 UINavigationController와 윈도우에 이릅니다. 그 아래의 받은 편지함 컨트롤러는 화면에 뷰가 없습니다.",
            lookAt:
                "Responder Chain을 MessageViewController 'message'부터 읽으십시오. 그 next는 UIViewControllerWrapperView이고, 그다음 UINavigationTransitionView와 UILayoutContainerView(내비게이션 컨트롤러 자신의 뷰)가 이어집니다. 이들은 푸시된 컨트롤러를 위해 iOS가 출력하는 비공개 뷰이며, 그 뒤에 UINavigationController 'nav'와 윈도우가 옵니다. 프로필을 documented로 바꾸면 컨트롤러가 내비게이션 컨트롤러의 뷰로 바로 갑니다."
        ),
        "button-in-image-view": LessonWords(
            title: "UIImageView 안의 버튼은 탭을 받지 못합니다",
            description:
                "UIImageView의 isUserInteractionEnabled는 기본값이 false이고, 터치를 받을 수 없는 부모는 모든 자식을 가리므로 아트워크 위의 재생 버튼은 탭을 받지 못합니다.",
            lookAt:
                "히트 테스트 과정에서 UIImageView 'artwork'는 userInteractionDisabled라고 말합니다. 히트 테스트는 그 뷰와 그 안의 모든 것을 건너뛰므로 버튼에는 묻지 않고, 터치는 UIView 'playerView'로 갑니다. 진단의 경고가 고치는 방법을 알려 줍니다."
        ),
        "button-outside-parent": LessonWords(
            title: "부모의 경계 밖에 보이는 버튼은 탭을 무시합니다",
            description:
                "흔한 버그입니다. 저장 버튼은 300x60 툴바 아래에 그려져 있지만(clipsToBounds가 false라서 보입니다), 히트 테스트는 서브뷰를 보기 전에 툴바를 거부하므로 탭은 루트 뷰에 떨어지고 버튼은 탭을 받지 못합니다.",
            lookAt:
                "히트 테스트 과정에서 UIView 'toolbar'는 pointOutside라고 말합니다. 그 경계가 손가락을 포함하지 않으므로, 거기에 그려진 저장 버튼까지 포함해 서브뷰에는 묻지 않습니다. 다이어그램에서 버튼은 툴바의 상자 밖에 있습니다. 진단의 outsideSuperviewBounds 경고가 무엇을 바꿔야 하는지 알려 줍니다."
        ),
        "follow-button-unreachable": LessonWords(
            title: "팔로우 버튼을 탭해도 아무 일도 일어나지 않습니다",
            description:
                "팔로우 버튼은 프로필 헤더 바로 아래에 보이지만 탭해도 아무 일도 일어나지 않습니다. 이 터치는 점이 아니라 버튼을 지정하므로, 서비스는 손가락이 닿을 수 있는 버튼의 위치를 찾습니다. 찾지 못하면 그 이유를 말하고 버튼의 중심에서 탭을 시도합니다.",
            lookAt:
                "요약의 겨냥한 뷰는 UIButton 'followButton'에 닿을 수 없다는 것과 그 이유를 말합니다. 버튼은 클립하지 않는 UIView 'header' 아래로 삐져나와 있고, 히트 테스트는 버튼에 묻기 전에 헤더를 거부합니다. 버튼 중심의 탭은 대신 UIView 'profileView'에 떨어집니다. 진단의 aimedViewUnreachable 경고가 무엇을 바꿔야 하는지 알려 줍니다."
        ),
        "clear-overlay-covers-button": LessonWords(
            title: "투명한 오버레이가 저장 버튼을 덮고 있습니다",
            description:
                "로딩이 끝난 뒤에도 로딩 오버레이가 화면에 남아 있습니다. 투명해서 저장 버튼이 비쳐 보이지만, isUserInteractionEnabled가 여전히 true이고 앞쪽에 있으므로 히트 테스트는 오버레이를 반환하고 버튼은 탭을 받지 못합니다.",
            lookAt:
                "히트 테스트 과정에서 UIView 'loadingOverlay'는 hit라고 말하고, 저장 버튼에는 묻지 않습니다. 오버레이는 앞쪽에 있어서 투명한데도 터치를 가져갑니다. 진단의 coveredByOtherView 경고가 두 뷰와 고치는 방법을 알려 줍니다."
        ),
        "button-added-to-cell": LessonWords(
            title: "contentView가 아니라 셀에 추가된 버튼",
            description:
                "팔로우 버튼이 cell.contentView.addSubview가 아니라 cell.addSubview로 추가되었습니다. 셀의 콘텐츠 뷰는 셀 자신의 서브뷰 위에 있으므로, 버튼을 탭하면 터치가 콘텐츠 뷰에 떨어지고 버튼은 동작하지 않습니다.",
            lookAt:
                "히트 테스트 과정은 UITableViewCellContentView 'cell.contentView'에서 끝납니다. 이 뷰는 셀 자신의 서브뷰보다 나중에 추가되어 위에 있으므로, 버튼에 묻기 전에 터치를 가져갑니다. 단계에서는 터치가 UITableView 'table'까지 올라가고, 테이블이 대신 행을 선택합니다(요약의 행 선택). 진단의 coveredByOtherView 경고는 버튼을 콘텐츠 뷰에 추가하라고 말합니다."
        ),
        "close-button-44pt": LessonWords(
            title: "CloseButton: 탭 영역이 44포인트인 24포인트 버튼",
            description: "CloseButton은 point(inside:with:)를 오버라이드해 경계를 최소 44x44로 넓히므로, 그려진 프레임에서 8포인트 밖을 탭해도 버튼에 맞습니다.",
            lookAt:
                "손가락은 버튼의 그려진 프레임 밖에 닿지만, 히트 테스트 과정에서 CloseButton 'closeButton'은 hit라고 말합니다. 그 point(inside:)가 맡는 영역을 44 × 44포인트로 넓히고, 다이어그램은 24포인트 버튼 둘레에 그 영역을 그립니다. 그 영역 바로 밖을 클릭하면 터치가 UIView 'sheetView'로 가는 것을 볼 수 있습니다."
        ),
        "hit-test-returns-nil": LessonWords(
            title: "nil을 반환하는 hitTest는 서브트리 전체를 터치할 수 없게 만듭니다",
            description: "오버레이가 hitTest(_:with:)를 오버라이드해 nil을 반환합니다. 오버레이도 그 버튼도 히트되지 않으며, 터치는 뒤에 있는 지도로 빠져나갑니다.",
            lookAt:
                "히트 테스트 과정에서 OverlayView 'overlay'는 hitTestReturnsNil이라고 말합니다. 그 서브트리 전체를 건너뛰고, 터치는 뒤에 있는 MapView 'map'으로 빠져나갑니다. 진단의 경고가 어떤 터치도 닿지 못하는 오버레이 안의 버튼을 알려 줍니다."
        ),
        "hit-test-redirect": LessonWords(
            title: "hitTest가 터치를 다른 뷰로 돌립니다",
            description:
                "컨테이너가 hitTest(_:with:)를 오버라이드해 self.subviews[0]을 반환하므로, 그 안의 어디를 탭해도 손가락이 슬라이더 위에 있지 않은데도 슬라이더로 갑니다.",
            lookAt:
                "히트 테스트 과정에서 ScrubAreaView 'scrubArea'는 redirected라고 말합니다. 손가락이 슬라이더 위에 있지 않은데도 그 hitTest가 슬라이더를 반환하므로, 단계는 UISlider 'slider'에서 시작하고 슬라이더가 터치를 추적합니다."
        ),
        "badge-swallows-touches": LessonWords(
            title: "BadgeView가 touchesBegan을 삼킵니다",
            description:
                "BadgeView는 super를 호출하지 않고 touchesBegan을 오버라이드합니다. 배지는 여전히 강조되지만 전달은 거기서 멈추므로, 역시 touchesBegan을 처리하는 셀과 컨트롤러는 그것을 받지 못합니다. 테이블의 스와이프 제스처 인식기는 별개의 경로라서 영향을 받지 않습니다.",
            lookAt:
                "터치 전달에서 touchesBegan은 BadgeView 'badge'에서 멈추고(swallowed), 마찬가지로 그것을 오버라이드하는 MessageCell 'cell'과 InboxViewController 'inbox'는 받지 못합니다. 진단에 있는 touchesSwallowed 경고의 힌트를 읽어 보십시오."
        ),
        "badge-calls-super": LessonWords(
            title: "BadgeView가 super를 호출하면 터치는 계속 전달됩니다",
            description: "고치는 방법입니다. BadgeView가 강조하기 전에 super.touchesBegan을 호출하므로 셀과 받은 편지함 컨트롤러도 터치를 처리합니다.",
            lookAt:
                "같은 탭이지만 이번에는 super를 호출합니다. 터치 전달에서 touchesBegan을 BadgeView 'badge', MessageCell 'cell', InboxViewController 'inbox'가 차례로 처리하며, 진단에는 경고가 없습니다."
        ),
        "drawing-responder": LessonWords(
            title: "캔버스 뒤에 끼워 넣은 사용자 정의 리스폰더 객체",
            description:
                "DrawingResponder는 뷰가 아닌 평범한 UIResponder 서브클래스입니다. 캔버스 뷰는 next를 오버라이드해 그것을 반환하고, DrawingResponder는 touchesBegan과 touchesMoved를 오버라이드해 여러 손가락의 획을 모읍니다. DrawingResponder 자신의 next는 캔버스의 컨트롤러로 돌아갑니다.",
            lookAt:
                "Responder Chain을 읽으십시오. CanvasView 'canvas'는 next를 오버라이드해 뷰가 아닌 평범한 UIResponder인 DrawingResponder 'drawing'을 끼워 넣습니다. 단계에서는 그것이 각 터치를 캔버스 바로 다음에 받고 거기서 멈추는 것을 볼 수 있습니다."
        ),
        "disabled-button": LessonWords(
            title: "비활성화된 버튼은 액션을 보내지 않고, 그 터치는 셀로 갑니다",
            description:
                "비활성화된 UIControl은 터치를 추적하지 않고 어떤 액션도 보내지 않습니다. 기본값(disabledControlTouches: forward 설정)에서는 터치가 next로 넘어가므로 셀의 touchesBegan은 여전히 실행됩니다.",
            lookAt:
                "액션은 보내지지 않습니다. 단계에서 비활성화된 UIButton 'checkoutButton'은 터치를 추적하지 않고 전달하며, CartRowView 'row'가 그것을 처리합니다. 비활성 컨트롤을 absorb로 바꾸고 단계가 어떻게 달라지는지 보십시오."
        ),
        "tap-gesture-vs-button": LessonWords(
            title: "버튼이 슈퍼뷰의 탭 제스처 인식기를 이기고 탭을 가져갑니다",
            description:
                "카드의 UITapGestureRecognizer는 키보드를 닫습니다. 그 안의 좋아요 버튼은 그래도 동작합니다. UIKit 컨트롤은 조상에 있는 싱글 탭 제스처 인식기를 실패하게 만들기 때문입니다.",
            lookAt:
                "제스처 인식기에서 카드의 UITapGestureRecognizer 'cardTap'은 preventedByControl이라고 말합니다. 버튼이 싱글 탭을 가져가고, 액션은 FeedViewController 'feed'가 수행하는 그 like: 액션을 보여 줍니다."
        ),
        "tap-gesture-steals-custom-view": LessonWords(
            title: "슈퍼뷰의 탭 제스처 인식기가 사용자 정의 뷰의 터치를 빼앗습니다",
            description:
                "제스처 인식기는 뷰보다 먼저 터치를 봅니다. 카드의 탭 제스처 인식기가 인식하고, cancelsTouchesInView가 true이므로 RatingView는 touchesEnded 대신 touchesCancelled를 받습니다. UIKit 컨트롤과 달리 사용자 정의 뷰는 조상의 제스처 인식기를 실패하게 만들지 않습니다.",
            lookAt:
                "제스처 인식기에서 UITapGestureRecognizer 'cardTap'이 인식합니다. 그 뷰의 터치를 취소하므로, 터치 전달에서는 RatingView 'rating'이 touchesEnded 대신 touchesCancelled를 받고, 액션은 FeedViewController 'feed'가 수행하는 openCard:를 보여 줍니다."
        ),
        "two-finger-tap-on-a-board": LessonWords(
            title: "두 손가락 탭이 보드의 두 타일에 닿습니다",
            description:
                "보드에는 마지막 수를 취소하는 두 손가락 탭 제스처 인식기가 있습니다. 두 손가락이 서로 다른 타일에 닿으므로 히트 테스트는 손가락마다 각자의 뷰를 줍니다. 그래도 UIKit은 보드나 그 안의 어떤 뷰로 히트 테스트된 모든 터치를 보드의 제스처 인식기에 주므로, 인식기는 두 손가락을 한꺼번에 보고 두 손가락 탭을 인식합니다.",
            lookAt:
                "요약에는 손가락 두 개와 히트된 뷰 두 개, TileView 'tileA1'과 TileView 'tileB2'가 나오지만, 제스처 인식기에는 UITapGestureRecognizer 'undoTap'이 recognized로 한 번만 나옵니다. 그 이유는 손가락 2개로 한 탭이라고 말합니다. 제스처 인식기는 자기 뷰 위의 모든 손가락으로 한 번만 판정됩니다. 그 뒤 각 타일은 touchesCancelled를 받고, 액션은 GameViewController 'game'이 undoMove:를 수행하는 것을 보여 줍니다."
        ),
        "row-selects-and-tells-delegate": LessonWords(
            title: "행을 탭하면 선택되고 테이블의 델리게이트에 알려집니다",
            description:
                "UIKit은 셀의 터치가 끝날 때 행을 선택합니다. touchesEnded가 레이블에서 콘텐츠 뷰와 셀을 거쳐 테이블까지 올라가고, 테이블은 행을 선택한 뒤 델리게이트의 tableView(_:didSelectRowAt:)를 호출합니다. 두 번째 행의 스위치를 탭하면 행이 선택되지 않습니다. 스위치가 터치를 직접 추적하고 넘기지 않기 때문입니다.",
            lookAt:
                "이벤트 0: 요약의 행 선택은 UITableViewCell 'accountCell'의 행이 선택되고 SettingsViewController 'settings'에 알려진다고 말합니다. 마지막 단계들에서는 UITableView 'table'이 touchesEnded를 받고 컨트롤러가 tableView(_:didSelectRowAt:)를 실행합니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. UISwitch 'wifiSwitch'가 터치를 추적하고 넘기지 않으므로 행은 선택되지 않고, 스위치의 wifiChanged: 액션만 실행됩니다."
        ),
        "row-tap-dismiss-recognizer": LessonWords(
            title: "키보드를 닫는 탭 제스처 인식기 때문에 행이 선택되지 않습니다",
            description:
                "컨트롤러가 키보드를 숨기려고 자기 뷰에 탭 제스처 인식기를 추가했습니다. 제스처 인식기는 뷰보다 먼저 터치를 봅니다. 인식기가 행의 탭을 인식하고, cancelsTouchesInView가 true이므로 셀은 touchesEnded 대신 touchesCancelled를 받습니다. 그래서 테이블은 행을 선택하지 않고 tableView(_:didSelectRowAt:)도 실행되지 않습니다.",
            lookAt:
                "제스처 인식기에서 UITapGestureRecognizer 'dismissKeyboard'가 인식하고, 진단의 touchesCancelledByGesture 경고는 행의 선택이 실행되지 않는다고 말합니다. 요약의 행 선택은 그 인식기의 이름을 밝힙니다. 힌트가 고치는 방법을 알려 줍니다. cancelsTouchesInView를 false로 하거나, 테이블 안의 터치에 대해 gestureRecognizer(_:shouldReceive:)에서 false를 반환합니다."
        ),
        "table-delegate-not-set": LessonWords(
            title: "didSelectRowAt이 실행되지 않습니다: 테이블에 델리게이트가 없습니다",
            description:
                "컨트롤러는 tableView(_:didSelectRowAt:)를 구현하지만, 아무도 tableView.delegate = self를 쓰지 않았습니다(dataSource만 설정되었습니다). 탭은 행을 선택하지만, UIKit에는 알릴 델리게이트가 없습니다.",
            lookAt:
                "요약의 행 선택은 UITableViewCell 'contactCell'의 행이 선택되지만 아무에게도 알려지지 않는다고 말합니다. 테이블에 델리게이트가 없기 때문입니다. 진단의 selectionDelegateMissing 경고는 tableView(_:didSelectRowAt:)를 구현하지만 테이블의 델리게이트로 지정된 적이 없는 ContactsViewController 'contacts'의 이름을 밝힙니다."
        ),
        "sheet-pan-steals-slider": LessonWords(
            title: "시트의 팬 제스처가 볼륨 슬라이더의 드래그를 빼앗습니다",
            description:
                "플레이어 화면은 자기 뷰에 있는 팬 제스처 인식기로 스스로를 아래로 드래그합니다. 제스처 인식기는 뷰보다 먼저 터치를 보고, 뷰의 서브트리에 있는 모든 터치가 이 인식기에 닿으므로, 볼륨 슬라이더를 따라 하는 드래그는 시트의 팬으로 인식됩니다. 슬라이더의 터치는 취소되고 그 값은 바뀌지 않습니다.",
            lookAt:
                "다이어그램은 UISlider 'volumeSlider'를 가로지르는 드래그를 그립니다. 제스처 인식기에서 UIPanGestureRecognizer 'sheetPan'이 그것을 인식합니다. 터치 전달은 슬라이더가 touchesCancelled를 받는 것을 보여 주므로, 그 valueChanged 액션은 실행되지 않습니다. touchesCancelledByGesture 경고의 힌트는 실제로 많이 쓰는 해결책인 gestureRecognizer(_:shouldReceive:)를 알려 주고, cancelsTouchesInView = false가 답이 아닌 이유를 말합니다."
        ),
        "slider-keeps-drag-should-receive": LessonWords(
            title: "shouldReceive가 시트의 팬을 슬라이더에서 떼어 놓습니다",
            description:
                "빼앗긴 슬라이더를 고치는 방법입니다. 팬 제스처 인식기의 델리게이트가 슬라이더 안의 터치에 대해 gestureRecognizer(_:shouldReceive:)에서 false를 반환합니다. 인식기는 그 드래그를 보지 못하므로 슬라이더가 그것을 추적하고 valueChanged를 보냅니다. 다른 곳에서 하는 드래그는 여전히 시트를 움직입니다. 대신 cancelsTouchesInView = false로 하면 슬라이더와 시트가 함께 움직이게 됩니다.",
            lookAt:
                "이벤트 0: 제스처 인식기에서 UIPanGestureRecognizer 'sheetPan'은 touchNotReceived라고 말하고, 그 이유는 gestureRecognizer(_:shouldReceive:)를 밝힙니다. 액션은 슬라이더의 volumeChanged: 액션이 수행된 것을 보여 줍니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. 슬라이더 위쪽에서 하는 같은 드래그는 sheetPan에 닿고, sheetPan이 인식해 시트를 움직입니다."
        ),
        "single-tap-waits-for-double-tap": LessonWords(
            title: "더블 탭을 기다리는 싱글 탭",
            description:
                "사진에는 탭 제스처 인식기가 두 개 있습니다. 더블 탭은 확대하고, 싱글 탭은 좋아요를 누릅니다. 싱글 탭 인식기는 더블 탭 인식기가 실패하기를 기다리도록 지정되어 있습니다(require(toFail:)). 더블 탭은 확대만 하고 좋아요는 누르지 않으며, 싱글 탭은 더블 탭이 실패한 뒤 조금 늦게 좋아요를 누릅니다. 기다리지 않으면 더블 탭이 둘 다 하게 됩니다.",
            lookAt:
                "이벤트 0은 더블 탭입니다. 제스처 인식기에서 UITapGestureRecognizer 'zoomTap'은 두 번째 탭에서 인식하고, UITapGestureRecognizer 'likeTap'은 requiredFailureDidNotHappen이라고 말합니다(그 이유는 zoomTap을 기다렸다고 말합니다). 이벤트 메뉴에서 싱글 탭인 이벤트 1을 고르십시오. zoomTap이 실패하므로 likeTap이 인식합니다."
        ),
        "drag-off-button-cancels": LessonWords(
            title: "손가락을 떼기 전에 버튼 밖으로 드래그하면 누르기가 취소됩니다",
            description:
                "손가락이 저장 버튼을 누르고 버튼에서 멀리 미끄러진 뒤 거기서 떨어집니다. 컨트롤은 자기를 벗어난 손가락도 계속 추적합니다. 버튼에서 약 70포인트 안이면 손가락은 아직 안쪽으로 칩니다. 그보다 멀어지면 버튼은 touchDragExit를 보내고, 손가락을 떼면 touchUpInside 대신 touchUpOutside를 보내므로 저장 액션은 실행되지 않습니다. 사용자는 이렇게 마음을 바꿉니다.",
            lookAt:
                "다이어그램은 손가락의 경로를 그립니다. 손가락은 UIButton 'saveButton'에 닿고 그보다 한참 아래에서 떨어집니다. 단계에서는 버튼이 touchesBegan, touchesMoved, touchesEnded를 직접 추적하고, touchEndedOutsideControl 진단은 손가락이 70포인트보다 바깥에서 떨어졌으므로 버튼이 touchUpOutside를 보냈고 그 touchUpInside 액션은 실행되지 않았다고 말합니다."
        ),
        "drag-from-button-scrolls-table": LessonWords(
            title: "테이블의 버튼에서 시작한 드래그는 테이블을 스크롤합니다",
            description:
                "손가락이 테이블 행의 삭제 버튼에 닿은 뒤 위로 움직입니다. 테이블 뷰는 스크롤 뷰입니다. 자기 팬 제스처 인식기가 있고, 손가락이 스크롤을 시작하는지 보려고 버튼의 터치를 잠시 붙잡아 둡니다(delaysContentTouches). 손가락이 그 사이에 움직이므로 테이블이 스크롤되고, 버튼은 터치를 받지 못해 그 액션은 실행되지 않습니다. 같은 버튼을 탭하면 동작합니다.",
            lookAt:
                "이벤트 0은 UIButton 'deleteButton'에서 시작하는 드래그입니다(다이어그램이 그 경로를 그립니다). 제스처 인식기에서 테이블의 UIScrollViewPanGestureRecognizer가 인식하고, 그 아래 줄은 UITableView 'table'이 콘텐츠의 터치를 붙잡은 채 스크롤했다고 말하므로 액션은 보내지지 않습니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. 같은 버튼의 탭은 지연된 뒤 전달되고, 액션은 deleteMessage:가 수행된 것을 보여 줍니다."
        ),
        "scroll-view-keeps-button-touch": LessonWords(
            title: "지연이 없으면 버튼에서 시작한 드래그는 스크롤하지 않습니다",
            description:
                "같은 테이블에서 delaysContentTouches를 꺼서 삭제 버튼이 터치를 바로 받습니다. 손가락이 움직이기 시작하면 테이블은 터치를 되가져가도 되는지 touchesShouldCancel(in:)에 묻고, 컨트롤에 대한 UIKit의 대답은 '아니요'입니다. 테이블은 스크롤하지 않고 버튼은 손가락을 계속 추적하며, 손가락이 버튼에서 70포인트 안에서 떨어지므로 버튼은 그래도 동작합니다.",
            lookAt:
                "이전 레슨과 같은 드래그이지만, 제스처 인식기에서 UITableView 'table'의 줄은 keptByContent라고 말합니다. 그 이유는 touchesShouldCancel(in:)이 버튼에 대해 false를 반환했다고 말하므로 테이블은 스크롤하지 않았고, 액션은 버튼의 deleteMessage:가 수행된 것을 보여 줍니다."
        ),
        "navigation-back-button": LessonWords(
            title: "내비게이션 스택의 뒤로 버튼",
            description:
                "메시지 화면이 받은 편지함 위에 푸시되었으므로 내비게이션 바에 뒤로 버튼이 보입니다. 그것을 탭하면 popViewControllerAnimated:가 내비게이션 컨트롤러에 바로 보내지고, 내비게이션 컨트롤러가 메시지 화면을 팝합니다. 컨트롤러들 자신은 터치를 보지 못합니다.",
            lookAt:
                "히트 테스트 과정은 _UIButtonBarButton 'nav.backButton'에서 끝납니다. 이것은 UINavigationBar 'nav.navigationBar' 안의 비공개 뷰이고, 내비게이션 바는 메시지 화면의 뷰 앞쪽에 있습니다. 액션에서 그 touchUpInside는 타깃으로 UINavigationController 'nav'를 가리킵니다. popViewControllerAnimated:가 바로 호출되고, 마지막 단계가 무엇을 팝하는지 말합니다."
        ),
        "swipe-back-blocked-by-carousel": LessonWords(
            title: "가로 캐러셀 위에서는 뒤로 스와이프가 동작하지 않습니다",
            description:
                "푸시된 상품 화면에는 왼쪽 가장자리까지 닿는 가로 스크롤 사진 캐러셀이 있습니다. 왼쪽 가장자리에서 스와이프하면 뒤로 가야 하지만(내비게이션 컨트롤러의 interactivePopGestureRecognizer), 캐러셀 자신의 팬 제스처 인식기가 더 깊은 뷰에 있어서 먼저 드래그를 인식하므로 대신 캐러셀이 스크롤됩니다. 캐러셀의 팬이 팝 제스처의 실패를 기다리게 하면 고쳐집니다.",
            lookAt:
                "이벤트 0은 왼쪽 가장자리에서 UICollectionView 'carousel'을 가로질러 스와이프합니다. 제스처 인식기에서 캐러셀의 UIScrollViewPanGestureRecognizer가 인식하고, UIScreenEdgePanGestureRecognizer 'nav.interactivePopGestureRecognizer'는 excludedByOther라고 말합니다. 진단의 interactivePopGestureBlocked 경고가 고치는 방법을 알려 줍니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. 캐러셀 아래에서 하는 같은 스와이프는 팝 제스처에 닿고, UINavigationController 'nav'가 popViewControllerAnimated:를 수행합니다."
        ),
        "swipe-back-carousel-waits": LessonWords(
            title: "캐러셀의 팬이 뒤로 스와이프를 기다립니다",
            description:
                "막힌 뒤로 스와이프를 고치는 방법입니다. 캐러셀 자신의 panGestureRecognizer가 내비게이션 컨트롤러의 interactivePopGestureRecognizer가 실패하기를 기다립니다(require(toFail:)). 이제 왼쪽 가장자리에서 하는 드래그는 화면을 팝하고, 캐러셀 안에서 시작하는 드래그는 거기서는 팝 제스처가 실패하므로 여전히 캐러셀을 스크롤합니다.",
            lookAt:
                "캐러셀의 팬 제스처 인식기는 이제 팝 제스처가 실패하기를 기다립니다(편집기의 requiresToFail). 이벤트 0: 제스처 인식기에서 팬은 requiredFailureDidNotHappen이라고 말하고, 팝 제스처가 인식해 화면을 팝합니다. 이벤트 메뉴에서 UICollectionView 'carousel' 안에서 시작하는 드래그인 이벤트 1을 고르십시오. 팝 제스처는 실패하고(손가락이 가장자리에서 먼 곳에 닿았습니다), 캐러셀이 스크롤됩니다."
        ),
        "tab-bar-selects-tab": LessonWords(
            title: "탭 바의 탭을 탭합니다",
            description:
                "탭이 세 개이고 피드가 선택된 탭 바 컨트롤러입니다. 윈도우에는 선택된 탭의 뷰만 있고, 탭 바는 그 앞쪽 아래에 있으며 탭마다 비공개 UITabBarButton이 하나씩 있습니다. 프로필 탭의 버튼을 탭하면 _tabBarItemClicked:가 탭 바에 보내지고, 탭 바는 탭 바 컨트롤러가 그 탭을 선택하게 합니다.",
            lookAt:
                "히트 테스트 과정은 UILayoutContainerView 'tabs.view'에서 앞쪽에 있는 UITabBar 'tabs.tabBar'로 들어가 UITabBarButton 'profile.tabBarButton'에서 끝납니다. 다이어그램에서 윈도우에는 피드 탭의 뷰만 있고, 다른 탭들의 뷰는 없습니다. 마지막 단계가 탭 바 컨트롤러가 어느 탭을 선택하는지 말합니다."
        ),
        "raised-tab-bar-button": LessonWords(
            title: "탭 바에서 튀어나온 가운데 버튼은 아래쪽 절반에서만 동작합니다",
            description:
                "작성 버튼이 탭 바에 추가되고 위로 옮겨져 탭 바 위로 튀어나와 있습니다. 탭 바는 클립하지 않으므로 버튼 전체가 보이지만, 히트 테스트는 탭 바에 먼저 묻고, 탭 바의 point(inside:)는 그 위쪽 가장자리보다 위에서는 false입니다. 버튼의 위쪽 절반을 탭하면 버튼에 닿지 않습니다.",
            lookAt:
                "이벤트 0: 탭 바 안쪽에 있는 버튼의 아래쪽 절반을 탭하면 compose:가 실행됩니다(액션을 보십시오). 이벤트 메뉴에서 바 위쪽에 있는 버튼의 위쪽 절반을 탭하는 이벤트 1을 고르십시오. 히트 테스트 과정은 UITabBar 'tabs.tabBar'가 pointOutside라고 말하는 것을 보여 주고, 진단의 outsideSuperviewBounds 경고는 UIButton 'composeButton'에 묻지 않는 이유를 설명합니다. 흔한 해결책은 탭 바의 point(inside:with:)를 오버라이드해 버튼을 포함하는 것입니다."
        ),
        "text-field-tap-focuses": LessonWords(
            title: "텍스트 필드를 탭하면 first responder가 됩니다",
            description: "사용자가 UITextField를 탭하면, 그 윈도우가 키 윈도우이므로 텍스트 필드는 first responder가 되고 입력 뷰인 키보드를 보여 줍니다.",
            lookAt:
                "요약의 first responder는 윈도우가 키 윈도우이므로 UITextField 'emailField'가 first responder가 되고 키보드가 나타난다고 말합니다. 요약에서 first responder와 키보드의 이전 행과 이후 행을 비교하십시오."
        ),
        "search-field-viewdidload": LessonWords(
            title: "viewDidLoad에서 호출한 becomeFirstResponder는 실패합니다",
            description:
                "SearchViewController는 뷰가 아직 윈도우에 없는 viewDidLoad에서 searchField.becomeFirstResponder()를 호출하므로, 그 호출은 false를 반환하고 키보드는 나타나지 않습니다. viewDidAppear에서 하는 같은 호출은 성공하고 키보드가 나타납니다.",
            lookAt:
                "이벤트 0: 요약의 first responder는 becomeFirstResponder가 실패했다고 말합니다. viewDidLoad 동안에는 뷰가 아직 윈도우에 없습니다. 진단의 notInWindow 경고가 대신 어디에서 호출해야 하는지 알려 줍니다. 이벤트 메뉴에서 이벤트 1을 고르면 같은 호출이 나중에 성공하는 것을 볼 수 있습니다."
        ),
        "overlay-window-keyboard": LessonWords(
            title: "키 윈도우가 아닌 윈도우의 텍스트 필드에는 키보드가 나오지 않습니다",
            description:
                "오버레이 윈도우에서 becomeFirstResponder는 성공하지만, 소프트웨어 키보드에는 그 윈도우가 키 윈도우여야 한다는 조건도 있습니다. 키 윈도우는 메인 윈도우이므로 키보드는 나타나지 않습니다.",
            lookAt:
                "UITextField 'replyField'는 first responder가 되지만 UIWindow 'overlay'의 first responder입니다. 요약의 이후 각 윈도우는 UIWindow 'main'을 키 윈도우로 보여 주고, 키보드 행은 이전에도 이후에도 hidden이라고 말합니다. 키보드를 얻는 것은 키 윈도우의 first responder뿐입니다. 진단의 keyboardNotShown 경고가 무엇을 바꿔야 하는지 알려 줍니다."
        ),
        "shake-to-first-responder": LessonWords(
            title: "흔들기는 손가락 아래의 뷰가 아니라 first responder로 갑니다",
            description:
                "모션 이벤트에는 위치가 없으며 first responder에서 시작합니다. 포커스가 있는 텍스트 필드는 motionEnded를 처리하지 않으므로, 흔들기는 그것을 처리하는 컨트롤러까지 계속 나아갑니다.",
            lookAt:
                "흔들기에는 화면 위의 위치가 없습니다. 요약에서 체인은 first responder인 UITextField 'titleField'에서 시작하고, 단계에서는 motionEnded가 체인을 따라 ComposeViewController 'compose'까지 올라가 거기서 처리됩니다."
        ),
        "key-command-space-bar": LessonWords(
            title: "스페이스 바가 동작하지 않습니다: 키 커맨드를 가진 컨트롤러가 first responder가 아닙니다",
            description:
                "PlayerViewController는 keyCommands에서 스페이스 바의 UIKeyCommand를 반환합니다. UIKit은 first responder부터 Responder Chain을 따라 키 커맨드를 찾습니다. first responder가 없으므로 누르기는 키 윈도우에서 시작하고, 컨트롤러의 커맨드는 조회되지 않으며, 스페이스 바는 아무것도 하지 않습니다. 컨트롤러에서 becomeFirstResponder()를 호출해도 실패합니다. 그 canBecomeFirstResponder가 UIResponder의 기본값인 false이기 때문입니다.",
            lookAt:
                "이벤트 0: 요약에서 first responder가 없으므로 누르기는 UIWindow 'window'에서 시작하고(keyWindowNoFirstResponder), 진단의 noFirstResponder 경고는 스페이스 키 커맨드가 조회되지 않는 PlayerViewController 'player'의 이름을 밝힙니다. 이벤트 메뉴에서 이벤트 1을 고르십시오. canBecomeFirstResponder가 false이므로 becomeFirstResponder는 실패합니다."
        ),
        "key-command-text-field-first": LessonWords(
            title: "키 커맨드와, 키를 먼저 입력하는 텍스트 필드",
            description:
                "고친 플레이어입니다. canBecomeFirstResponder가 true이므로 becomeFirstResponder()가 성공하고, 스페이스 바의 키 커맨드가 togglePlayback(_:)을 보냅니다. 그다음 검색 필드가 first responder가 됩니다. iOS 15부터 UIKit은 하드웨어 키를 텍스트 입력에 먼저 주므로, 필드가 스페이스를 입력하고 키 커맨드는 실행되지 않습니다. Command-F는 글자 입력이 아니므로 여전히 실행됩니다.",
            lookAt:
                "이벤트 메뉴에서 이벤트 1을 고르십시오. 단계에는 PlayerViewController 'player'에서의 keyCommands 단계가 있고, 액션은 togglePlayback:이 수행된 것을 보여 줍니다. 이벤트 3: 대신 UITextField 'searchField'가 스페이스를 입력하고, 진단의 keyCommandShadowedByTextInput 경고가 커맨드가 실행되지 않은 이유를 말합니다. 이벤트 4: command+f는 아무것도 입력하지 않으므로 그 커맨드가 실행됩니다."
        ),
        "press-focused-view": LessonWords(
            title: "키 누르기는 포커스가 있는 뷰로 갑니다",
            description:
                "누르기 이벤트에서 first responder는 포커스가 있는 뷰입니다. 포커스가 있는 셀은 pressesBegan을 처리하지 않으므로, 누르기는 그것을 처리하는 그리드까지 올라갑니다.",
            lookAt:
                "키 누르기는 포커스가 있는 뷰인 UICollectionViewCell 'cell2'에서 시작하고(요약을 보십시오), 단계는 LibraryGridView 'grid'가 pressesBegan을 처리할 때까지 체인을 따라갑니다."
        ),
        "remote-control-app-delegate": LessonWords(
            title: "first responder가 없을 때 원격 제어 이벤트는 앱 델리게이트에 닿습니다",
            description:
                "원격 제어 이벤트는 first responder에서 시작합니다. 여기에는 first responder가 없으므로 이벤트는 키 윈도우에서 시작해 윈도우, 씬, 애플리케이션을 거쳐 앱 델리게이트에 이르고, 앱 델리게이트가 remoteControlReceived(with:)를 처리합니다.",
            lookAt:
                "first responder가 없으므로 요약은 이벤트가 키 윈도우에서 시작한다고 말하고(keyWindowNoFirstResponder), 단계에서는 이벤트가 AppDelegate 'appDelegate'까지 가서 거기서 처리됩니다."
        ),
        "focus-shake-action-sequence": LessonWords(
            title: "연속 동작: 필드에 포커스를 주고, 흔들고, nil 타깃 액션을 보냅니다",
            description:
                "becomeFirstResponder가 메모 필드를 first responder로 만듭니다(키보드가 나타납니다). 그다음 흔들기는 필드에서 시작해 컨트롤러의 motionEnded에 이르고, nil 타깃인 save(_:)는 필드에서 컨트롤러로 나아갑니다. 각 결과가 이전과 이후의 상태를 보여 줍니다.",
            lookAt:
                "세 이벤트가 차례로 일어나고, 각각 앞 이벤트가 남긴 상태에서 시작합니다. 이벤트 메뉴에서 하나씩 고르고, 한 이벤트 이후의 요약에 있는 first responder와 다음 이벤트 이전의 first responder를 비교하십시오."
        ),
        "nil-target-no-first-responder": LessonWords(
            title: "아무것도 포커스가 없을 때 nil 타깃 버튼 액션",
            description:
                "작성 버튼은 addTarget(nil, action: #selector(compose(_:)))으로 연결되어 있습니다. nil 타깃은 버튼에서가 아니라 first responder에서 따라가며, 아무것도 포커스가 없으면 키 윈도우에서 시작해 버튼 아래의 컨트롤러를 건너뛰므로 compose(_:)는 호출되지 않습니다.",
            lookAt:
                "액션에서 compose:의 탐색은 버튼이 아니라 키 윈도우인 UIWindow 'window'에서 시작합니다. nil 타깃 액션은 first responder에서 따라가는데 여기에는 first responder가 없으므로, InboxViewController 'inbox'에는 묻지 않습니다. 진단의 actionDropped 경고가 그렇게 말합니다."
        ),
        "nil-target-with-first-responder": LessonWords(
            title: "검색 필드에 포커스가 있을 때 nil 타깃 버튼 액션",
            description:
                "같은 nil 타깃 작성 버튼이지만 받은 편지함 화면의 검색 필드가 first responder이므로, 탐색은 거기서 시작해 필드, 루트 뷰, InboxViewController로 이어지고, InboxViewController가 compose(_:)를 수행합니다.",
            lookAt:
                "포커스가 있는 필드에서의 같은 액션입니다. 액션에서 탐색은 UITextField 'searchField'에서 시작해 compose(_:)를 구현하고 수행하는 InboxViewController 'inbox'에 이릅니다."
        ),
        "bar-button-nil-target": LessonWords(
            title: "nil 타깃인 저장 바 버튼은 필드에 포커스가 갈 때까지 아무것도 하지 않습니다",
            description:
                "편집기의 저장 항목은 UIBarButtonItem(title:style:target:action:)으로 타깃을 nil로 해서 만들었습니다. nil 타깃 액션은 first responder에서 시작하고, 아무것도 포커스가 없으면 키 윈도우에서 시작하는데 그 체인은 편집기 컨트롤러를 지나지 않으므로 첫 탭은 버려집니다. 제목 필드가 first responder가 되면 같은 탭은 필드에서 컨트롤러까지 올라가고, 컨트롤러가 저장합니다.",
            lookAt:
                "_UIButtonBarButton 'saveItem'에 대한 두 번의 탭을 비교하십시오. 이벤트 0: 액션에서 first responder가 없으므로 탐색은 키 윈도우에서 시작하고, 거기에는 save(_:)를 구현한 리스폰더가 없으므로 버려집니다. 이벤트 메뉴에서 becomeFirstResponder 이후의 이벤트 2를 고르십시오. 탐색은 UITextField 'titleField'에서 시작해 EditorViewController 'editor'에 이르고, 그 컨트롤러가 수행합니다."
        ),
        "message-view-archive": LessonWords(
            title: "MessageView는 next를 따라가며 archiveMessage를 찾습니다",
            description:
                "셀 안의 MessageView는 archiveMessage(_:)를 구현한 리스폰더를 찾을 때까지 자기에서부터 next를 따라갑니다. 받은 편지함 컨트롤러가 구현하므로, 뷰는 컨트롤러를 가리키는 포인터가 필요 없습니다.",
            lookAt:
                "액션에서 탐색은 MessageView 'messageView'부터 위로 각 리스폰더에게 archiveMessage(_:)를 구현하는지 차례로 묻습니다. InboxViewController 'inbox'가 구현하므로, 뷰는 그것을 가리키는 참조가 필요 없습니다."
        ),
        "explicit-target-crash": LessonWords(
            title: "액션을 구현하지 않은 명시적 타깃은 크래시를 일으킵니다",
            description:
                "addTarget(self, action: #selector(saveTapped), for: .touchUpInside)는 객체를 지정하고, sendAction은 체인을 거치지 않고 그것을 바로 호출합니다. 여기서는 타깃이 saveTapped를 구현하지 않으므로, 앱은 unrecognized selector sent to instance로 크래시합니다.",
            lookAt:
                "명시적 타깃은 체인을 거치지 않고 바로 호출됩니다. 요약에서 결과는 crashed이고, 액션은 unrecognizedSelector라고 말하며, 진단의 오류가 그 이유를 말합니다."),
        "target-released-local-variable": LessonWords(
            title: "좋아요 버튼의 핸들러는 지역 변수였습니다",
            description:
                "viewDidLoad는 LikeHandler(평범한 NSObject)를 만들어 addTarget(_:action:for:)에 넘겼지만, 지역 변수에만 담아 두었습니다. UIKit 문서에 따르면 컨트롤은 타깃을 유지하지 않으므로, 핸들러는 viewDidLoad가 반환될 때 해제됩니다. 탭할 때에는 버튼의 타깃이 nil이고, nil 타깃은 like(_:)를 Responder Chain으로 올려 보내지만 거기에는 그것을 구현한 리스폰더가 없습니다.",
            lookAt:
                "진단의 targetReleased 경고는 버튼이 타깃인 LikeHandler 'likeHandler'를 유지하지 않는다고 말합니다. 액션에서 like:에는 타깃이 없으므로 Responder Chain을 따라가다 버려졌습니다. FeedViewController가 핸들러를 프로퍼티에 담아 둔 것처럼 편집기에서 isRetained를 true로 하면, 액션은 핸들러로 바로 갑니다."
        ),
        "app-delegate-not-responder": LessonWords(
            title: "UIResponder가 아닌 앱 델리게이트에서는 체인이 UIApplication에서 끝납니다",
            description:
                "UIApplication의 next가 앱 델리게이트가 되는 것은 델리게이트가 UIResponder일 때(그리고 뷰도, 컨트롤러도, 앱 자신도 아닐 때)뿐입니다. 이 델리게이트는 평범한 NSObject이므로, 처리되지 않은 nil 타깃 액션은 델리게이트가 그것을 구현해도 UIApplication에서 멈춥니다.",
            lookAt:
                "액션에서 showHelp:의 탐색은 UIApplication 'application'에서 끝납니다. 진단의 appDelegateNotInChain 경고가 말하듯이, 그 next가 앱 델리게이트가 되는 것은 델리게이트가 UIResponder일 때뿐입니다."
        ),
        "scene-delegate-not-in-chain": LessonWords(
            title: "씬 델리게이트는 Responder Chain에 없습니다",
            description:
                "SceneDelegate는 UIResponder를 상속하고 refresh(_:)를 구현하지만, UIWindowScene은 자기 델리게이트가 아니라 UIApplication으로 넘깁니다. nil 타깃인 refresh(_:)는 윈도우, 씬, 애플리케이션, 앱 델리게이트를 거친 뒤 버려집니다. 실제 마지막 연결은 앱 델리게이트입니다.",
            lookAt:
                "액션에서 탐색은 UIWindowScene 'scene'을 지나 UIApplication 'application'으로 갑니다. 씬 델리게이트는 체인에 없으므로 그 refresh(_:)에는 묻지 않습니다(진단의 sceneDelegateNotInChain 경고)."
        ),
        "scene-delegate-spliced": LessonWords(
            title: "next를 오버라이드해 씬 델리게이트를 끼워 넣습니다",
            description:
                "UIWindowScene 서브클래스가 next를 오버라이드해 자기 델리게이트를 반환하므로, 이제 씬 델리게이트가 nil 타깃인 refresh(_:)를 받습니다. 씬 델리게이트 자신의 next는 nil이므로, 앱 델리게이트는 이 체인에서 빠집니다.",
            lookAt:
                "씬의 next를 오버라이드해 델리게이트를 반환하게 했으므로, 액션의 탐색은 이제 CommandScene 'scene'에서 SceneDelegate 'sceneDelegate'(override.next로 도달합니다)로 가고, 거기서 refresh:가 수행됩니다. 탐색이 씬 델리게이트를 그냥 지나쳤던 이전 레슨과 비교하십시오."
        ),
        "copy-paste-menu": LessonWords(
            title: "대지가 비어 있을 때 포커스가 있는 텍스트 뷰의 편집 메뉴",
            description:
                "텍스트 뷰가 first responder이므로 편집 메뉴는 거기서부터 찾습니다. UITextView는 cut:, copy:, paste:를 구현하지만, 대지가 비어 있는 동안 그 canPerformAction은 paste:에 대해 false를 반환하므로 붙여넣기는 숨겨지고, 더 위쪽에서도 그것을 제공하는 리스폰더가 없습니다.",
            lookAt:
                "편집 메뉴에서는 각 항목을 first responder인 UITextView 'notes'부터 체인을 따라 묻습니다. 대지가 비어 있으므로 붙여넣기는 숨겨져 있습니다(진단의 pasteHiddenEmptyPasteboard 안내)."
        ),
        "custom-view-no-copy": LessonWords(
            title: "사용자 정의 뷰를 길게 눌러도 복사하기가 나오지 않습니다",
            description:
                "BadgeView는 copy(_:)를 구현하지만, 편집 메뉴는 first responder에서부터 찾고 first responder가 없으므로, 배지가 first responder가 될 때까지 메뉴는 나타나지 않습니다.",
            lookAt:
                "메뉴가 없습니다. first responder가 없으므로 편집 메뉴는 모든 항목을 숨김으로 보여 주고, 탐색은 copy(_:)를 구현한 BadgeView 'badge'에서 시작하지 않습니다. 진단의 editMenuNoFirstResponder 경고가 그렇게 말합니다."
        ),
        "custom-view-copy-as-first-responder": LessonWords(
            title: "first responder가 되면 사용자 정의 뷰가 복사하기를 제공합니다",
            description:
                "고치는 방법입니다. BadgeView는 canBecomeFirstResponder에서 true를 반환하고 길게 누르면 first responder가 되므로, 편집 메뉴는 배지에서 탐색을 시작해 복사하기를 보여 줍니다.",
            lookAt:
                "고치는 방법입니다. 이벤트 0이 BadgeView 'badge'를 first responder로 만들므로, 이벤트 1(이벤트 메뉴에서 고르십시오)에서는 메뉴의 탐색이 거기서 시작하고 편집 메뉴가 복사하기를 제공합니다."
        ),
    ]
}
