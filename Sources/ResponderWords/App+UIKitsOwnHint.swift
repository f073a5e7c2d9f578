import ResponderCore

/// The hint in place of one that would ask the app to change one of UIKit's own views (``App/hintSubjects(of:)-(DiagnosticWords)``
/// decides which view a hint changes; ``App/isUIKitsOwn(_:)`` whether it is UIKit's): as a fix says
/// ``NoFixReason/uikitsOwn``, the app does not change an object UIKit makes or owns, so the hint says so and names
/// what the app can change instead (the nearest view of the app's around it), or that nothing of the app's is there.
extension App {
    /// `wording` with its hint said of the app's own objects: unchanged when every view of `subjects` is the app's,
    /// else the hint that says the first of UIKit's own is UIKit's.
    func keptToTheAppsOwn(_ wording: Wording, subjects: [Int], in language: Language) -> Wording {
        guard let subject = subjects.first(where: isUIKitsOwn) else { return wording }
        return Wording(message: wording.message, hint: uikitsOwnHint(subject, in: language))
    }

    /// "UIView 'x' is UIKit's own view …": what the app can change in its place, in `language`.
    public func uikitsOwnHint(_ view: Int, in language: Language) -> String {
        let name = displayName(of: view)
        guard let standIn = appOwnedStandIn(for: view) else {
            return Words.say(
                in: language,
                en: "\(name) is UIKit's own view (a private view or a wrapper UIKit adds), which the app does not "
                    + "change, and no view of the app's holds it: nothing of the app's changes this; it is how UIKit "
                    + "behaves here.",
                ja: "\(name) は UIKit 自身のビュー（非公開のビュー、または UIKit が加えるラッパー）で、アプリはそれを変更"
                    + "しません。それを含むアプリ自身のビューもないので、アプリの側で変えられるものはありません。ここでは"
                    + "これが UIKit の動作です。",
                zh: "\(name) 是 UIKit 自己的视图（私有视图，或 UIKit 添加的包装视图），应用不会修改它，也没有属于应用自己的"
                    + "视图包含它：应用这边没有可以修改的东西；这就是 UIKit 在这里的行为。",
                ko: "\(name)은(는) UIKit 자체의 뷰(비공개 뷰, 또는 UIKit이 추가한 래퍼)이며 앱은 그것을 변경하지 않습니다. "
                    + "그것을 담은 앱 자신의 뷰도 없으므로 앱 쪽에서 바꿀 것은 없습니다. 여기서는 이것이 UIKit의 동작입니다.")
        }
        let owner = displayName(of: standIn)
        return Words.say(
            in: language,
            en: "\(name) is UIKit's own view (a private view or a wrapper UIKit adds), which the app does not change: "
                + "change \(owner), the nearest view of the app's around it, instead.",
            ja: "\(name) は UIKit 自身のビュー（非公開のビュー、または UIKit が加えるラッパー）で、アプリはそれを変更"
                + "しません。代わりに、それを囲む最も近いアプリ自身のビュー \(owner) を変更してください。",
            zh: "\(name) 是 UIKit 自己的视图（私有视图，或 UIKit 添加的包装视图），应用不会修改它：请改为修改包含它的、"
                + "最近的属于应用自己的视图 \(owner)。",
            ko: "\(name)은(는) UIKit 자체의 뷰(비공개 뷰, 또는 UIKit이 추가한 래퍼)이며 앱은 그것을 변경하지 않습니다. "
                + "대신 그것을 감싼 가장 가까운 앱 자신의 뷰인 \(owner)을(를) 변경하십시오.")
    }
}
