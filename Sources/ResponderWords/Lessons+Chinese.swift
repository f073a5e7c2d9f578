import ResponderCore

extension Lessons {
    /// Every lesson's title, description and note in Simplified Chinese, keyed by lesson name: the note points at the
    /// playground's panels as the page names them in Simplified Chinese.
    static let simplifiedChinese: [String: LessonWords] = [
        "delete-button": LessonWords(
            title: "收件箱表格中的删除按钮",
            description:
                "在一个以模态方式呈现的收件箱界面中，轻点表格单元格里的删除按钮。命中测试选中这个按钮；按钮自己跟踪这次触摸，并把 deleteTapped: 直接发送给它的目标，即收件箱的控制器。从按钮开始的链就是 iOS 打印出的 12 个条目。",
            lookAt:
                "先看“命中测试过程”：命中测试先询问窗口，再从前到后询问每个视图，选出包含手指的最深的视图 UIButton 'deleteButton'。然后在“路径”中按“下一步”逐步查看：每一步都会在示意图中点亮它的响应者，从窗口一直到按钮；按钮自己跟踪这次触摸，然后到达执行 deleteTapped: 的 InboxViewController 'inbox'。"
        ),
        "delete-button-chain": LessonWords(
            title: "删除按钮的响应者链",
            description:
                "删除按钮的 chainDescription：iOS 打印出的 12 个类名，以及每个 next 链接背后的 UIKit 规则。UITableViewCellContentView、UIDropShadowView 和 UITransitionView 是运行时配置插入的私有包装视图。",
            lookAt: "从上往下阅读“响应者链”：每个响应者的 next，以及它背后的 UIKit 规则（父视图、视图的控制器、iOS 为呈现的表单插入的包装视图）。示意图按顺序为同样的响应者编号。"),
        "delete-button-documented": LessonWords(
            title: "按 Apple 文档规则得出的删除按钮的链",
            description: "Apple 的书面规则说：呈现的控制器的 next 是呈现它的控制器，窗口的根控制器的 next 是窗口，窗口的 next 是应用程序。这里不出现私有包装视图，也不出现窗口场景。",
            lookAt:
                "将“响应者链”与上一课的比较：按照 Apple 的书面规则，呈现的控制器 InboxViewController 'inbox' 的 next 是呈现它的控制器 UIViewController 'root'，包装视图不会列出。"
        ),
        "navigation-stack-chain": LessonWords(
            title: "导航栈中按钮的链",
            description:
                "消息界面中的回复按钮，该界面被推入收件箱之上的导航栈。窗口中只有顶部控制器的视图，iOS 先用导航控制器的三个私有视图把它包起来，链才到达 UINavigationController 和窗口。下面的收件箱控制器在屏幕上没有视图。",
            lookAt:
                "从 MessageViewController 'message' 开始阅读“响应者链”：它的 next 是 UIViewControllerWrapperView，然后是 UINavigationTransitionView 和 UILayoutContainerView（导航控制器自己的视图），这些是 iOS 为被推入的控制器打印的私有视图，之后才是 UINavigationController 'nav' 和窗口。把“配置”切换为 documented：控制器会直接到达导航控制器的视图。"
        ),
        "button-in-image-view": LessonWords(
            title: "UIImageView 中的按钮收不到轻点",
            description:
                "UIImageView 的 isUserInteractionEnabled 默认为 false，而一个不能接收触摸的父视图会让它的所有子视图都收不到触摸，所以封面上的播放按钮永远收不到这次轻点。",
            lookAt:
                "在“命中测试过程”中，UIImageView 'artwork' 显示 userInteractionDisabled：命中测试跳过它及其内部的一切，所以按钮从未被询问，触摸交给了 UIView 'playerView'。“诊断”中的警告给出了修正方法。"
        ),
        "button-outside-parent": LessonWords(
            title: "位于父视图边界之外的可见按钮会忽略轻点",
            description:
                "一个经典的错误：保存按钮画在它那 300x60 的工具栏下方（clipsToBounds 为 false，所以能看见），但命中测试在查看工具栏的子视图之前就拒绝了工具栏，所以轻点落在根视图上，按钮从未收到。",
            lookAt:
                "在“命中测试过程”中，UIView 'toolbar' 显示 pointOutside：它的边界不包含手指，所以它的子视图从未被询问，即使是画在那里的保存按钮。在示意图中，按钮位于工具栏的方框之外；“诊断”中的 outsideSuperviewBounds 警告说明了要改什么。"
        ),
        "follow-button-unreachable": LessonWords(
            title: "轻点关注按钮没有任何反应",
            description: "关注按钮显示在个人资料页眉的正下方，但轻点它没有任何反应。这次触摸指定的是按钮而不是一个点，所以服务会寻找手指能触及的按钮上的位置：找不到，于是说明原因，并在按钮的中心尝试轻点。",
            lookAt:
                "在摘要中，“瞄准目标”说明 UIButton 'followButton' 无法触及以及原因：按钮悬在不裁剪内容的 UIView 'header' 下方，命中测试在询问按钮之前就拒绝了页眉。在按钮中心的轻点落在了 UIView 'profileView' 上；“诊断”中的 aimedViewUnreachable 警告说明了要改什么。"
        ),
        "clear-overlay-covers-button": LessonWords(
            title: "透明的遮罩层盖住了保存按钮",
            description:
                "加载完成后，加载中的遮罩层仍留在屏幕上：它是透明的，所以能透过它看到保存按钮，但它的 isUserInteractionEnabled 仍为 true，而且位于前面，所以命中测试返回遮罩层，按钮从未收到这次轻点。",
            lookAt:
                "在“命中测试过程”中，UIView 'loadingOverlay' 显示 hit，保存按钮从未被询问：遮罩层位于前面，虽然是透明的，却接收了触摸。“诊断”中的 coveredByOtherView 警告指出了这两个视图和修正方法。"
        ),
        "button-added-to-cell": LessonWords(
            title: "按钮被加到了单元格上，而不是它的 contentView 上",
            description:
                "关注按钮是用 cell.addSubview 而不是 cell.contentView.addSubview 添加的。单元格的内容视图位于单元格自身的子视图之上，所以轻点按钮时触摸落在内容视图上，按钮从不触发。",
            lookAt:
                "“命中测试过程”结束于 UITableViewCellContentView 'cell.contentView'：它在单元格自身的子视图之后添加，所以位于上层，在按钮被询问之前就接收了触摸。步骤显示触摸一路向上到达 UITableView 'table'，由表格改为选中该行（见摘要中的“行选择”）；“诊断”中的 coveredByOtherView 警告说要把按钮添加到内容视图中。"
        ),
        "close-button-44pt": LessonWords(
            title: "CloseButton：一个 24 点的按钮，拥有 44 点的轻点区域",
            description: "CloseButton 重写了 point(inside:with:)，把它的边界扩大到至少 44x44，所以在画出的边框外 8 点处的轻点仍会命中它。",
            lookAt:
                "手指落在按钮画出的边框之外，但在“命中测试过程”中 CloseButton 'closeButton' 显示 hit：它的 point(inside:) 把它负责的区域扩大到 44 × 44 点，示意图在 24 点的按钮周围画出了这个区域。点按这个区域外面一点，就能看到触摸交给了 UIView 'sheetView'。"
        ),
        "hit-test-returns-nil": LessonWords(
            title: "hitTest 返回 nil 会让整棵子树都无法触摸",
            description: "一个遮罩层重写了 hitTest(_:with:) 并返回 nil。它和它的按钮都无法被命中；触摸穿过它落到后面的地图上。",
            lookAt:
                "在“命中测试过程”中，OverlayView 'overlay' 显示 hitTestReturnsNil：它的整棵子树都被跳过，触摸穿过它落到后面的 MapView 'map' 上。“诊断”中的警告指出了遮罩层中任何触摸都无法触及的按钮。"
        ),
        "hit-test-redirect": LessonWords(
            title: "hitTest 把触摸重定向到另一个视图",
            description: "一个容器重写了 hitTest(_:with:)，返回 self.subviews[0]，所以在其中任何位置轻点都会交给滑块，即使手指并不在滑块上。",
            lookAt:
                "在“命中测试过程”中，ScrubAreaView 'scrubArea' 显示 redirected：虽然手指不在滑块上，它的 hitTest 仍返回滑块，所以步骤从 UISlider 'slider' 开始，由滑块跟踪这次触摸。"
        ),
        "badge-swallows-touches": LessonWords(
            title: "BadgeView 吞掉了 touchesBegan",
            description:
                "BadgeView 重写了 touchesBegan，却没有调用 super。徽章仍会高亮，但传递在那里停止，所以同样处理 touchesBegan 的单元格和控制器永远收不到它。表格上的轻扫识别器是另一条路径，不受影响。",
            lookAt:
                "在“触摸投递”中，touchesBegan 停在 BadgeView 'badge'（swallowed），同样重写了它的 MessageCell 'cell' 和 InboxViewController 'inbox' 永远收不到。请阅读“诊断”中 touchesSwallowed 警告的提示。"
        ),
        "badge-calls-super": LessonWords(
            title: "BadgeView 调用 super：触摸继续向后传递",
            description: "修正方法：BadgeView 在高亮之前调用 super.touchesBegan，所以单元格和收件箱控制器也会处理这次触摸。",
            lookAt:
                "同样的轻点，这次调用了 super：在“触摸投递”中，touchesBegan 依次由 BadgeView 'badge'、MessageCell 'cell' 和 InboxViewController 'inbox' 处理，“诊断”中没有警告。"
        ),
        "drawing-responder": LessonWords(
            title: "在画布之后插入的自定义响应者对象",
            description:
                "DrawingResponder 是一个普通的 UIResponder 子类，不是视图。画布视图重写 next 返回它，而它重写 touchesBegan 和 touchesMoved，收集多根手指的笔画。它自己的 next 又回到画布的控制器。",
            lookAt:
                "阅读“响应者链”：CanvasView 'canvas' 重写 next，插入了 DrawingResponder 'drawing'，一个不是视图的普通 UIResponder；步骤显示它紧跟在画布之后收到每次触摸，并在那里停止。"
        ),
        "disabled-button": LessonWords(
            title: "停用的按钮不发送动作，它的触摸交给单元格",
            description:
                "停用的 UIControl 不跟踪触摸，也不发送任何动作；默认情况下（设置 disabledControlTouches: forward），触摸继续交给 next，所以单元格的 touchesBegan 仍会运行。",
            lookAt:
                "没有发送任何动作：在步骤中，停用的 UIButton 'checkoutButton' 转发触摸而不是跟踪它，由 CartRowView 'row' 处理。把“已停用的控件”设为 absorb，观察步骤的变化。"
        ),
        "tap-gesture-vs-button": LessonWords(
            title: "按钮在与父视图上的轻点识别器的竞争中赢得轻点",
            description: "卡片上的 UITapGestureRecognizer 用来收起键盘；卡片里的点赞按钮仍然有效，因为 UIKit 控件会让其祖先视图上的单击识别器失败。",
            lookAt:
                "在“手势识别器”中，卡片的 UITapGestureRecognizer 'cardTap' 显示 preventedByControl：按钮赢得了这次单击，“动作”显示它的 like: 动作由 FeedViewController 'feed' 执行。"
        ),
        "tap-gesture-steals-custom-view": LessonWords(
            title: "父视图上的轻点识别器抢走了自定义视图的触摸",
            description:
                "手势识别器比视图先看到触摸。卡片的轻点识别器识别成功，并且由于 cancelsTouchesInView 为 true，RatingView 收到的是 touchesCancelled 而不是 touchesEnded；与 UIKit 控件不同，自定义视图不会让祖先视图的识别器失败。",
            lookAt:
                "在“手势识别器”中，UITapGestureRecognizer 'cardTap' 识别成功；因为它会取消其视图中的触摸，“触摸投递”显示 RatingView 'rating' 收到 touchesCancelled 而不是 touchesEnded，“动作”显示 openCard: 由 FeedViewController 'feed' 执行。"
        ),
        "two-finger-tap-on-a-board": LessonWords(
            title: "双指轻点落在棋盘的两个格子上",
            description:
                "棋盘上有一个双指轻点识别器，用来撤销上一步。两根手指落在两个不同的格子上，所以命中测试为每根手指给出各自的视图；但 UIKit 仍把命中测试到棋盘或其内部任何视图的每次触摸都交给棋盘的识别器，所以它同时看到两根手指，识别出双指轻点。",
            lookAt:
                "摘要列出两根手指和两个命中的视图 TileView 'tileA1' 和 TileView 'tileB2'，但“手势识别器”只列出一次 UITapGestureRecognizer 'undoTap'，状态为 recognized：它的原因说这是一次双指轻点。一个识别器只会带着其视图上的所有手指被判定一次；随后每个格子收到 touchesCancelled，“动作”显示 GameViewController 'game' 执行 undoMove:。"
        ),
        "row-selects-and-tells-delegate": LessonWords(
            title: "轻点一行会选中它并通知表格的代理",
            description:
                "UIKit 在单元格的触摸结束时选中行：touchesEnded 从标签向上经过内容视图和单元格到达表格，表格选中该行，并调用其代理的 tableView(_:didSelectRowAt:)。轻点第二行中的开关不会选中该行：开关自己跟踪触摸，不会把它传下去。",
            lookAt:
                "事件 0：摘要中的“行选择”说 UITableViewCell 'accountCell' 所在的行被选中，并通知了 SettingsViewController 'settings'；最后几步显示 UITableView 'table' 收到 touchesEnded，控制器运行 tableView(_:didSelectRowAt:)。在事件菜单中选择事件 1：UISwitch 'wifiSwitch' 跟踪触摸且不把它传下去，所以该行不会被选中，只运行开关的 wifiChanged: 动作。"
        ),
        "row-tap-dismiss-recognizer": LessonWords(
            title: "用于收起键盘的轻点识别器让行无法被选中",
            description:
                "控制器在自己的视图上添加了一个轻点识别器来隐藏键盘。手势识别器比视图先看到触摸：它识别了对该行的轻点，并且由于 cancelsTouchesInView 为 true，单元格收到 touchesCancelled 而不是 touchesEnded，所以表格从不选中该行，tableView(_:didSelectRowAt:) 也从不运行。",
            lookAt:
                "在“手势识别器”中，UITapGestureRecognizer 'dismissKeyboard' 识别成功，“诊断”中的 touchesCancelledByGesture 警告说该行的选择永远不会运行；摘要中的“行选择”指出了这个识别器。提示给出了修正方法：把 cancelsTouchesInView 设为 false，或者对表格中的触摸让 gestureRecognizer(_:shouldReceive:) 返回 false。"
        ),
        "table-delegate-not-set": LessonWords(
            title: "didSelectRowAt 从不运行：表格没有代理",
            description:
                "控制器实现了 tableView(_:didSelectRowAt:)，但没有人写 tableView.delegate = self（只设置了 dataSource）。轻点选中了该行，但 UIKit 没有可以通知的代理。",
            lookAt:
                "摘要中的“行选择”说 UITableViewCell 'contactCell' 所在的行被选中，但没有通知任何对象：表格没有代理。“诊断”中的 selectionDelegateMissing 警告指出了 ContactsViewController 'contacts'，它实现了 tableView(_:didSelectRowAt:)，却从未被设为表格的代理。"
        ),
        "sheet-pan-steals-slider": LessonWords(
            title: "表单的拖移手势抢走了音量滑块的拖动",
            description:
                "播放器界面通过其视图上的拖移识别器把自己向下拖动。手势识别器比视图先看到触摸，而视图子树中的每次触摸都会到达这个识别器，所以沿着音量滑块的拖动被识别为表单的拖移：滑块的触摸被取消，它的值从不改变。",
            lookAt:
                "示意图画出了横跨 UISlider 'volumeSlider' 的拖动。在“手势识别器”中，UIPanGestureRecognizer 'sheetPan' 识别了它；“触摸投递”显示滑块收到 touchesCancelled，所以它的 valueChanged 动作从不运行。touchesCancelledByGesture 警告的提示给出了大家实际采用的修正方法 gestureRecognizer(_:shouldReceive:)，并说明为什么 cancelsTouchesInView = false 不是办法。"
        ),
        "slider-keeps-drag-should-receive": LessonWords(
            title: "shouldReceive 让表单的拖移不碰滑块",
            description:
                "被抢走的滑块的修正方法：拖移识别器的代理对滑块中的触摸让 gestureRecognizer(_:shouldReceive:) 返回 false。识别器从不看到这次拖动，所以滑块跟踪它并发送 valueChanged；在其他任何地方拖动仍会移动表单。如果改为设置 cancelsTouchesInView = false，滑块和表单会一起移动。",
            lookAt:
                "事件 0：在“手势识别器”中，UIPanGestureRecognizer 'sheetPan' 显示 touchNotReceived，它的原因指出了 gestureRecognizer(_:shouldReceive:)；“动作”显示滑块的 volumeChanged: 动作被执行。在事件菜单中选择事件 1：在滑块上方的同样拖动到达了 sheetPan，它识别成功并移动表单。"
        ),
        "single-tap-waits-for-double-tap": LessonWords(
            title: "等待双击的单击",
            description:
                "一张照片有两个轻点识别器：双击放大，单击点赞。单击识别器被设定为等待双击识别器失败（require(toFail:)）。双击会放大而不会点赞；单击会在双击失败之后，稍晚一点点赞。如果不等待，双击会同时做这两件事。",
            lookAt:
                "事件 0 是一次双击：在“手势识别器”中，UITapGestureRecognizer 'zoomTap' 在第二次轻点时识别成功，UITapGestureRecognizer 'likeTap' 显示 requiredFailureDidNotHappen（它的原因说它在等待 zoomTap）。在事件菜单中选择事件 1，一次单击：zoomTap 失败，所以 likeTap 识别成功。"
        ),
        "drag-off-button-cancels": LessonWords(
            title: "抬起手指之前拖离按钮会取消按下",
            description:
                "手指按下保存按钮，滑到远离它的地方，在那里抬起。控件会继续跟踪离开它的手指：在按钮周围约 70 点以内，手指仍算在内部。超出这个范围，按钮发送 touchDragExit，抬起手指时发送 touchUpOutside 而不是 touchUpInside，所以保存动作不会运行。用户就是这样改变主意的。",
            lookAt:
                "示意图画出了手指的路径：它落在 UIButton 'saveButton' 上，在远低于它的地方抬起。步骤显示按钮自己跟踪 touchesBegan、touchesMoved 和 touchesEnded，touchEndedOutsideControl 诊断说手指在外面超过 70 点的地方抬起，所以按钮发送了 touchUpOutside，它的 touchUpInside 动作没有运行。"
        ),
        "drag-from-button-scrolls-table": LessonWords(
            title: "从表格中的按钮开始的拖动会滚动表格",
            description:
                "手指落在表格某行的删除按钮上，然后向上移动。表格视图是一个滚动视图：它有自己的拖移手势识别器，并且会把按钮的触摸暂时压住（delaysContentTouches），看手指是否开始滚动。手指在这段时间内移动了，所以表格滚动，按钮从未收到触摸：它的动作不会运行。轻点同一个按钮则有效。",
            lookAt:
                "事件 0 是一次从 UIButton 'deleteButton' 开始的拖动（示意图画出了它的路径）。在“手势识别器”中，表格的 UIScrollViewPanGestureRecognizer 识别成功，它下面的一行说 UITableView 'table' 在压住内容的触摸的情况下滚动了，所以没有发送任何动作。在事件菜单中选择事件 1：对同一个按钮的轻点先被延迟，然后被投递，“动作”显示 deleteMessage: 被执行。"
        ),
        "scroll-view-keeps-button-touch": LessonWords(
            title: "没有延迟时，从按钮开始的拖动不会滚动",
            description:
                "同一个表格关闭了 delaysContentTouches，所以删除按钮立即收到触摸。手指开始移动时，表格询问 touchesShouldCancel(in:) 它能否收回这次触摸；对于控件，UIKit 的回答是不能。表格不滚动，按钮继续跟踪手指，而且由于手指在离它 70 点以内的地方抬起，按钮仍会触发。",
            lookAt:
                "与上一课相同的拖动，但在“手势识别器”中，UITableView 'table' 那一行显示 keptByContent：它的原因说 touchesShouldCancel(in:) 对按钮返回了 false，所以表格没有滚动，“动作”显示按钮的 deleteMessage: 被执行。"
        ),
        "navigation-back-button": LessonWords(
            title: "导航栈的返回按钮",
            description:
                "消息界面被推入收件箱之上，所以导航栏显示一个返回按钮。轻点它会把 popViewControllerAnimated: 直接发送给导航控制器，由它弹出消息界面；控制器本身从不看到这次触摸。",
            lookAt:
                "“命中测试过程”结束于 _UIButtonBarButton 'nav.backButton'，它是 UINavigationBar 'nav.navigationBar' 中的一个私有视图，导航栏位于消息界面的视图前面。在“动作”中，它的 touchUpInside 以 UINavigationController 'nav' 为目标：popViewControllerAnimated: 被直接调用，最后一步说明了它弹出的是什么。"
        ),
        "swipe-back-blocked-by-carousel": LessonWords(
            title: "在横向轮播上轻扫返回不起作用",
            description:
                "一个被推入的商品界面有一个横向滚动的照片轮播，一直延伸到左边缘。从左边缘轻扫本应返回（导航控制器的 interactivePopGestureRecognizer），但轮播自己的拖移识别器位于更深的视图上，先识别了这次拖动，所以改为轮播滚动。修正方法是让轮播的拖移等待返回手势失败。",
            lookAt:
                "事件 0 从左边缘横扫过 UICollectionView 'carousel'：在“手势识别器”中，轮播的 UIScrollViewPanGestureRecognizer 识别成功，UIScreenEdgePanGestureRecognizer 'nav.interactivePopGestureRecognizer' 显示 excludedByOther；“诊断”中的 interactivePopGestureBlocked 警告给出了修正方法。在事件菜单中选择事件 1：在轮播下方同样的轻扫到达了返回手势，UINavigationController 'nav' 执行 popViewControllerAnimated:。"
        ),
        "swipe-back-carousel-waits": LessonWords(
            title: "轮播的拖移等待轻扫返回",
            description:
                "被阻挡的轻扫返回的修正方法：轮播自己的 panGestureRecognizer 等待导航控制器的 interactivePopGestureRecognizer 失败（require(toFail:)）。现在从左边缘拖动会弹出界面；从轮播内部开始的拖动仍会滚动轮播，因为返回手势在那里失败。",
            lookAt:
                "轮播的拖移识别器现在等待返回手势失败（编辑器中的 requiresToFail）。事件 0：在“手势识别器”中，拖移显示 requiredFailureDidNotHappen，返回手势识别成功并弹出界面。在事件菜单中选择事件 1，一次从 UICollectionView 'carousel' 内部开始的拖动：返回手势失败（手指落点离边缘很远），所以轮播滚动。"
        ),
        "tab-bar-selects-tab": LessonWords(
            title: "轻点标签栏中的标签",
            description:
                "一个有三个标签的标签栏控制器，当前选中“动态”。窗口中只有选中标签的视图；标签栏位于它前面的底部，每个标签有一个私有的 UITabBarButton。轻点“个人资料”标签的按钮会把 _tabBarItemClicked: 发送给标签栏，由标签栏让标签栏控制器选中该标签。",
            lookAt:
                "“命中测试过程”从 UILayoutContainerView 'tabs.view' 进入位于前面的 UITabBar 'tabs.tabBar'，结束于 UITabBarButton 'profile.tabBarButton'。在示意图中，窗口里只有“动态”标签的视图，其他标签的视图不在其中。最后一步说明了标签栏控制器选中哪个标签。"
        ),
        "raised-tab-bar-button": LessonWords(
            title: "标签栏中凸起的中央按钮只有下半部分有效",
            description:
                "撰写按钮被添加到标签栏上并向上移动，使它突出在标签栏上方。标签栏不裁剪内容，所以整个按钮都能看见，但命中测试先询问标签栏，而标签栏的 point(inside:) 在其顶部以上为 false：轻点按钮的上半部分永远到达不了它。",
            lookAt:
                "事件 0：在标签栏内轻点按钮的下半部分，会运行 compose:（见“动作”）。在事件菜单中选择事件 1，在标签栏上方轻点按钮的上半部分：“命中测试过程”显示 UITabBar 'tabs.tabBar' 为 pointOutside，“诊断”中的 outsideSuperviewBounds 警告解释了为什么 UIButton 'composeButton' 从未被询问。常见的修正方法是重写标签栏的 point(inside:with:)，把按钮包括进来。"
        ),
        "text-field-tap-focuses": LessonWords(
            title: "轻点文本框会让它成为第一响应者",
            description: "用户轻点 UITextField 时，它成为第一响应者并显示它的输入视图，即键盘，因为它的窗口是主窗口。",
            lookAt: "在摘要中，“第一响应者”说 UITextField 'emailField' 成为第一响应者并显示键盘，因为它的窗口是主窗口；比较摘要中第一响应者和键盘的之前与之后两行。"),
        "search-field-viewdidload": LessonWords(
            title: "在 viewDidLoad 中调用 becomeFirstResponder 会失败",
            description:
                "SearchViewController 在 viewDidLoad 中调用 searchField.becomeFirstResponder()，此时它的视图还不在窗口中，所以返回 false，键盘不会出现。在 viewDidAppear 中同样的调用会成功，键盘随之显示。",
            lookAt:
                "事件 0：在摘要中，“第一响应者”说 becomeFirstResponder 失败了：在 viewDidLoad 期间，视图还不在窗口中。“诊断”中的 notInWindow 警告说明了应改在哪里调用；在事件菜单中选择事件 1，可以看到同样的调用在之后成功。"
        ),
        "overlay-window-keyboard": LessonWords(
            title: "不是主窗口的窗口中的文本框得不到键盘",
            description: "在覆盖窗口中 becomeFirstResponder 成功了，但软件键盘还需要那个窗口是主窗口，而当前的主窗口是应用的主界面窗口，所以键盘不会出现。",
            lookAt:
                "UITextField 'replyField' 成为了第一响应者，但属于 UIWindow 'overlay'：在摘要中，“之后的各窗口”显示 UIWindow 'main' 是主窗口，“键盘”一行在之前和之后都显示 hidden。只有主窗口的第一响应者才会得到键盘；“诊断”中的 keyboardNotShown 警告说明了要改什么。"
        ),
        "shake-to-first-responder": LessonWords(
            title: "摇动交给第一响应者，而不是手指下的视图",
            description: "运动事件没有位置；它们从第一响应者开始。获得焦点的文本框不处理 motionEnded，所以摇动继续传到处理它的控制器。",
            lookAt:
                "摇动在屏幕上没有位置：在摘要中，链从第一响应者 UITextField 'titleField' 开始，步骤显示 motionEnded 沿链向上到达 ComposeViewController 'compose'，由它处理。"
        ),
        "key-command-space-bar": LessonWords(
            title: "空格键没有反应：带有键盘命令的控制器不是第一响应者",
            description:
                "PlayerViewController 从 keyCommands 返回一个空格键的 UIKeyCommand。UIKit 从第一响应者开始沿响应者链查找键盘命令；没有第一响应者，所以按键从主窗口开始，控制器的命令从未被查询，空格键没有反应。在控制器上调用 becomeFirstResponder() 也会失败：它的 canBecomeFirstResponder 是 UIResponder 的默认值 false。",
            lookAt:
                "事件 0：在摘要中，按键从 UIWindow 'window' 开始，因为没有第一响应者（keyWindowNoFirstResponder），“诊断”中的 noFirstResponder 警告指出了 PlayerViewController 'player'，它的空格键命令从未被查询。在事件菜单中选择事件 1：becomeFirstResponder 失败，因为它的 canBecomeFirstResponder 为 false。"
        ),
        "key-command-text-field-first": LessonWords(
            title: "键盘命令，以及先输入按键的文本框",
            description:
                "修正后的播放器：canBecomeFirstResponder 为 true，所以 becomeFirstResponder() 成功，空格键的键盘命令发送 togglePlayback(_:)。然后搜索框成为第一响应者。从 iOS 15 起，UIKit 先把硬件按键交给文本输入：文本框输入了空格，键盘命令不会运行；Command-F 仍然有效，因为它不是输入文字。",
            lookAt:
                "在事件菜单中选择事件 1：步骤显示 PlayerViewController 'player' 上的 keyCommands 一步，“动作”显示 togglePlayback: 被执行。事件 3：改由 UITextField 'searchField' 输入空格，“诊断”中的 keyCommandShadowedByTextInput 警告说明了命令为什么没有运行。事件 4：command+f 不输入任何内容，所以它的命令会运行。"
        ),
        "press-focused-view": LessonWords(
            title: "按键交给获得焦点的视图",
            description: "对于按压事件，第一响应者就是拥有焦点的视图。获得焦点的单元格不处理 pressesBegan，所以按键向上传到处理它的网格。",
            lookAt: "按键从获得焦点的视图 UICollectionViewCell 'cell2' 开始（见摘要），步骤沿链传递，直到 LibraryGridView 'grid' 处理 pressesBegan。"),
        "remote-control-app-delegate": LessonWords(
            title: "没有第一响应者时，远程控制事件到达应用代理",
            description: "远程控制事件从第一响应者开始。这里没有第一响应者，所以事件从主窗口开始，依次经过窗口、场景、应用程序，到达应用代理，由它处理 remoteControlReceived(with:)。",
            lookAt: "没有第一响应者时，摘要说事件从主窗口开始（keyWindowNoFirstResponder），步骤一路传到 AppDelegate 'appDelegate'，由它处理。"),
        "focus-shake-action-sequence": LessonWords(
            title: "一个序列：让文本框获得焦点、摇动，然后发送 nil 目标的动作",
            description:
                "becomeFirstResponder 让备注文本框成为第一响应者（键盘显示）；随后摇动从文本框开始，到达控制器的 motionEnded；nil 目标的 save(_:) 从文本框传到控制器。每个结果都显示之前和之后的状态。",
            lookAt: "三个事件依次发生，每个都从前一个留下的状态开始：在事件菜单中逐个选择，比较摘要中一个事件之后的第一响应者和下一个事件之前的第一响应者。"),
        "nil-target-no-first-responder": LessonWords(
            title: "没有任何焦点时 nil 目标的按钮动作",
            description:
                "撰写按钮用 addTarget(nil, action: #selector(compose(_:))) 连接。nil 目标不会从按钮开始传递：它从第一响应者开始，而在没有焦点时从主窗口开始，跳过了按钮下方的控制器，所以 compose(_:) 从未被调用。",
            lookAt:
                "在“动作”中，compose: 的查找从主窗口 UIWindow 'window' 开始，而不是从按钮开始：nil 目标的动作从第一响应者开始传递，而这里没有第一响应者，所以 InboxViewController 'inbox' 从未被询问。“诊断”中的 actionDropped 警告说明了这一点。"
        ),
        "nil-target-with-first-responder": LessonWords(
            title: "搜索框获得焦点时 nil 目标的按钮动作",
            description:
                "同样是 nil 目标的撰写按钮，但收件箱界面中的搜索框是第一响应者，所以查找从那里开始，依次经过文本框、根视图、InboxViewController，由它执行 compose(_:)。",
            lookAt:
                "同样的动作，这次有一个获得焦点的文本框：在“动作”中，查找从 UITextField 'searchField' 开始，到达实现了 compose(_:) 并执行它的 InboxViewController 'inbox'。"
        ),
        "bar-button-nil-target": LessonWords(
            title: "nil 目标的保存栏按钮在文本框获得焦点之前没有反应",
            description:
                "编辑器的保存项是用 UIBarButtonItem(title:style:target:action:) 创建的，目标为 nil。nil 目标的动作从第一响应者开始；在没有焦点时从主窗口开始，而主窗口的链从不经过编辑器控制器，所以第一次轻点被丢弃。一旦标题文本框成为第一响应者，同样的轻点就会从文本框向上传到控制器，由它保存。",
            lookAt:
                "比较对 _UIButtonBarButton 'saveItem' 的两次轻点。事件 0：在“动作”中，查找从主窗口开始，因为没有第一响应者，而那里没有任何对象实现 save(_:)，所以动作被丢弃。在事件菜单中选择 becomeFirstResponder 之后的事件 2：查找从 UITextField 'titleField' 开始，到达 EditorViewController 'editor'，由它执行。"
        ),
        "message-view-archive": LessonWords(
            title: "MessageView 沿 next 查找 archiveMessage",
            description:
                "单元格中的 MessageView 从自己开始沿 next 查找，直到某个响应者实现了 archiveMessage(_:)。收件箱控制器实现了它，所以视图从不需要持有指向控制器的指针。",
            lookAt:
                "在“动作”中，查找从 MessageView 'messageView' 开始向上，依次询问每个响应者是否实现了 archiveMessage(_:)；InboxViewController 'inbox' 实现了，所以视图从不需要持有对它的引用。"
        ),
        "explicit-target-crash": LessonWords(
            title: "没有实现该动作的显式目标会导致崩溃",
            description:
                "addTarget(self, action: #selector(saveTapped), for: .touchUpInside) 指定了对象，sendAction 会直接调用它，不经过链。这里目标没有实现 saveTapped，所以应用会因 unrecognized selector sent to instance 而崩溃。",
            lookAt: "显式目标会被直接调用，不经过链：在摘要中结果为 crashed，“动作”显示 unrecognizedSelector，“诊断”中的错误说明了原因。"),
        "target-released-local-variable": LessonWords(
            title: "点赞按钮的处理对象是一个局部变量",
            description:
                "viewDidLoad 创建了一个 LikeHandler（一个普通的 NSObject）并把它传给 addTarget(_:action:for:)，却只把它保存在局部变量中。UIKit 文档说控件不会持有它的目标，所以 viewDidLoad 返回时处理对象就被释放了：到轻点时，按钮的目标读出来是 nil，而 nil 目标会把 like(_:) 沿响应者链向上发送，那里没有任何对象实现它。",
            lookAt:
                "“诊断”中的 targetReleased 警告说按钮没有持有它的目标 LikeHandler 'likeHandler'；在“动作”中，like: 没有目标，所以它沿响应者链传递并被丢弃。在编辑器中把 isRetained 设为 true，就像 FeedViewController 把处理对象保存在一个属性中一样，动作就会直接交给处理对象。"
        ),
        "app-delegate-not-responder": LessonWords(
            title: "不是 UIResponder 的应用代理会让链在 UIApplication 处结束",
            description:
                "只有当代理是 UIResponder（并且不是视图、控制器或应用本身）时，UIApplication 的 next 才是应用代理。这个代理是一个普通的 NSObject，所以未被处理的 nil 目标动作会停在 UIApplication，即使代理实现了它。",
            lookAt:
                "在“动作”中，showHelp: 的查找结束于 UIApplication 'application'：只有当代理是 UIResponder 时，它的 next 才是应用代理，正如“诊断”中的 appDelegateNotInChain 警告所说。"
        ),
        "scene-delegate-not-in-chain": LessonWords(
            title: "场景代理不在响应者链中",
            description:
                "SceneDelegate 继承自 UIResponder 并实现了 refresh(_:)，但 UIWindowScene 转发给 UIApplication，而不是它的代理。nil 目标的 refresh(_:) 依次经过窗口、场景、应用程序、应用代理，然后被丢弃；应用代理才是真正的最后一环。",
            lookAt:
                "在“动作”中，查找经过 UIWindowScene 'scene'，然后到达 UIApplication 'application'：场景代理不在链中，所以它的 refresh(_:) 从未被询问（见“诊断”中的 sceneDelegateNotInChain 警告）。"
        ),
        "scene-delegate-spliced": LessonWords(
            title: "通过重写 next 把场景代理插入链中",
            description:
                "一个 UIWindowScene 子类重写 next 返回它的代理，所以场景代理现在会收到 nil 目标的 refresh(_:)。场景代理自己的 next 是 nil，所以应用代理退出了这条链。",
            lookAt:
                "场景的 next 被重写为返回它的代理后，“动作”中的查找现在从 CommandScene 'scene' 到达 SceneDelegate 'sceneDelegate'（通过 override.next 到达），由它执行 refresh:。比较上一课，那里的查找绕过了场景代理。"
        ),
        "copy-paste-menu": LessonWords(
            title: "粘贴板为空时，获得焦点的文本视图上的编辑菜单",
            description:
                "文本视图是第一响应者，所以编辑菜单从它开始查找。UITextView 实现了 cut:、copy: 和 paste:，但粘贴板为空时它的 canPerformAction 对 paste: 返回 false，所以“粘贴”被隐藏，链上更高处也没有对象提供它。",
            lookAt:
                "在“编辑菜单”中，每个菜单项都沿链从第一响应者 UITextView 'notes' 开始询问：“粘贴”被隐藏，因为粘贴板为空（见“诊断”中的 pasteHiddenEmptyPasteboard 说明）。"
        ),
        "custom-view-no-copy": LessonWords(
            title: "长按自定义视图不会出现“拷贝”",
            description: "BadgeView 实现了 copy(_:)，但编辑菜单从第一响应者开始查找，而没有第一响应者，所以在徽章成为第一响应者之前不会出现菜单。",
            lookAt:
                "没有菜单：“编辑菜单”显示每一项都被隐藏，因为没有第一响应者，所以查找从不会从实现了 copy(_:) 的 BadgeView 'badge' 开始。“诊断”中的 editMenuNoFirstResponder 警告说明了这一点。"
        ),
        "custom-view-copy-as-first-responder": LessonWords(
            title: "自定义视图成为第一响应者后就会提供“拷贝”",
            description: "修正方法：BadgeView 从 canBecomeFirstResponder 返回 true，并在长按时成为第一响应者，所以编辑菜单从徽章开始查找，并显示“拷贝”。",
            lookAt: "修正方法：事件 0 让 BadgeView 'badge' 成为第一响应者，所以在事件 1 中（在事件菜单中选择它），菜单的查找从那里开始，“编辑菜单”提供“拷贝”。"),
    ]
}
