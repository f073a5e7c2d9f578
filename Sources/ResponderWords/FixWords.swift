import ResponderCore

extension NoFixReason {
    /// Why there is no fix, for a developer, in `language`.
    public func text(in language: Language) -> String {
        switch self {
        case .noSingleChange:
            Words.say(
                in: language,
                en: "The service knows no single change to the app's own objects that cures this; the hint says where "
                    + "to look.",
                ja: "アプリ自身のオブジェクトへの単一の変更でこれを直せるものを、サービスは知りません。ヒントが見るべき"
                    + "ところを示しています。",
                zh: "服务不知道有哪一处对应用自身对象的单一修改能解决这个问题；提示指出了该看哪里。",
                ko: "앱 자체의 객체를 한 군데만 바꿔서 이 문제를 고치는 방법을 서비스는 알지 못합니다. 힌트가 살펴볼 곳을 "
                    + "알려 줍니다.")
        case .uikitsOwn:
            Words.say(
                in: language,
                en: "The change would be to an object UIKit makes or owns (a private view, a wrapper it adds, a scroll "
                    + "view's own pan recognizer), which the app does not change; change the app's own objects around "
                    + "it, as the hint says.",
                ja: "変更先が UIKit の作る、または UIKit の持つオブジェクト（非公開のビュー、UIKit が加えるラッパー、"
                    + "スクロールビュー自身のパン認識子）になり、アプリはそれを変更しません。ヒントのとおり、その周りの"
                    + "アプリ自身のオブジェクトを変更してください。",
                zh: "需要修改的是 UIKit 创建或拥有的对象（私有视图、UIKit 添加的包装视图、滚动视图自己的拖移识别器），"
                    + "应用不会修改它们；请按提示修改它周围属于应用自己的对象。",
                ko: "변경할 대상이 UIKit이 만들거나 가진 객체(비공개 뷰, UIKit이 추가한 래퍼, 스크롤 뷰 자체의 팬 인식기)이며, "
                    + "앱은 그것을 변경하지 않습니다. 힌트대로 그 주변에 있는 앱 자체의 객체를 변경하십시오.")
        case .undescribed:
            Words.say(
                in: language,
                en: "What would cure it is what the description does not give; print it with the command in the hint "
                    + "and describe it first.",
                ja: "直すのに必要なのは記述にないものです。ヒントのコマンドで表示し、まずそれを記述してください。",
                zh: "能解决它的正是描述中没有给出的内容；请先用提示中的命令打印出来并加以描述。",
                ko: "고치는 데 필요한 것은 설명에 없는 것입니다. 힌트의 명령으로 출력해 먼저 기술하십시오.")
        case .appCode:
            Words.say(
                in: language,
                en: "The cure is in the app's own code (when it calls a method, what a control's action should be), "
                    + "which no property of the description says; the hint says what to change.",
                ja: "直すのはアプリ自身のコード（メソッドを呼ぶタイミング、コントロールが送るべきアクション）で、記述の"
                    + "どのプロパティにもありません。ヒントが変えるべきところを示しています。",
                zh: "需要修改的是应用自己的代码（何时调用某个方法、控件应该发送什么动作），描述中没有任何属性能表示它；"
                    + "提示说明了要改什么。",
                ko: "고칠 곳은 앱 자체의 코드(메서드를 호출하는 시점, 컨트롤이 보내야 할 액션)이며, 설명의 어떤 프로퍼티로도 "
                    + "나타낼 수 없습니다. 힌트가 바꿀 것을 알려 줍니다.")
        case .notInRequest:
            Words.say(
                in: language,
                en: "The change is to an object the request does not describe on its own (a controller's view it "
                    + "leaves implicit), so no patch can say it; describe that object (the controller's view) and ask "
                    + "again.",
                ja: "変更先が、リクエストで個別に記述されていないオブジェクト（暗黙のままのコントローラーのビュー）なので、"
                    + "パッチでは表せません。そのオブジェクト（コントローラーの view）を記述して、もう一度問い合わせて"
                    + "ください。",
                zh: "需要修改的对象在请求中没有单独描述（控制器的视图被省略了），所以无法用补丁表示；请描述该对象"
                    + "（控制器的 view）后再问一次。",
                ko: "변경할 대상이 요청에 따로 기술되지 않은 객체(생략된 컨트롤러의 뷰)이므로 패치로 나타낼 수 없습니다. "
                    + "그 객체(컨트롤러의 view)를 기술하고 다시 요청하십시오.")
        case .notVerified:
            Words.say(
                in: language,
                en: "The work budget for trying fixes ran out before this one: a fix is given only once it is "
                    + "verified.",
                ja: "修正を試すための作業予算が、これより前に尽きました。修正は検証できたときにだけ示します。",
                zh: "用于尝试修复的工作预算在这一项之前已经用完：修复只有在验证之后才会给出。",
                ko: "수정을 시도하기 위한 작업 예산이 이보다 먼저 바닥났습니다. 수정은 검증된 경우에만 제시합니다.")
        }
    }
}
