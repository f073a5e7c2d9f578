import ResponderCore

extension App {
    /// Writes the words of a path note in `language`: each case's four languages side by side.
    ///
    /// In Korean, a name is never followed by a particle that changes with its last sound: the sentences say "X에서",
    /// "X의", "X에게", or put a noun after the name ("touchesBegan(_:with:) 메서드를", "delete: 액션을").
    ///
    /// - Parameters:
    ///   - note: The facts.
    ///   - responder: The step's responder (the one a delivery note speaks of).
    ///   - language: The language of the words.
    ///   - sink: Where the words go.
    public func write<Sink: WordSink>(_ note: PathNote, of responder: Int?, in language: Language, to sink: inout Sink)
    {
        switch note {
        case .failed(let words):
            sink.write(wording(of: words, in: language).message)
        case .delivery(let behavior, let method, let arrivedBy):
            Words.write(
                in: language,
                en: {
                    if let arrivedBy {
                        sink.write("Reached through ")
                        sink.write(arrivedBy.rawValue)
                        sink.write(". ")
                    }
                    writeName(of: responder, or: "A responder", to: &sink)
                },
                ja: {
                    if let arrivedBy {
                        sink.write(arrivedBy.rawValue)
                        sink.write(" をたどって届きました。")
                    }
                    writeName(of: responder, or: "あるレスポンダー", to: &sink)
                },
                zh: {
                    if let arrivedBy {
                        sink.write("经由 ")
                        sink.write(arrivedBy.rawValue)
                        sink.write(" 到达。")
                    }
                    writeName(of: responder, or: "某个响应者", to: &sink)
                },
                ko: {
                    if let arrivedBy {
                        sink.write(arrivedBy.rawValue)
                        sink.write(" 규칙을 따라 도달했습니다. ")
                    }
                    writeName(of: responder, or: "어떤 리스폰더", to: &sink)
                })
            write(behavior, method.signature, in: language, to: &sink)
        case .actionWalk(let answer, let action, let reason):
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "A responder", to: &sink)
                    switch answer {
                    case .performs:
                        sink.write(" implements ")
                        sink.write(action.name)
                        sink.write(" and canPerformAction agrees: it performs it.")
                    case .declines:
                        sink.write(" implements ")
                        sink.write(action.name)
                        sink.write(" but declines (")
                        if let reason {
                            sink.write(words(of: reason))
                        } else {
                            sink.write("canPerformAction returns false")
                        }
                        sink.write("), so the walk moves on.")
                    case .doesNotImplement:
                        sink.write(" does not implement ")
                        sink.write(action.name)
                        sink.write("; next.")
                    }
                },
                ja: {
                    writeName(of: responder, or: "あるレスポンダー", to: &sink)
                    switch answer {
                    case .performs:
                        sink.write(" は ")
                        sink.write(action.name)
                        sink.write(" を実装していて、canPerformAction も同意するので、これを実行します。")
                    case .declines:
                        sink.write(" は ")
                        sink.write(action.name)
                        sink.write(" を実装していますが、実行を断ります（")
                        if let reason {
                            sink.write(words(of: reason, in: .japanese))
                        } else {
                            sink.write("canPerformAction が false を返します")
                        }
                        sink.write("）。探索は次へ進みます。")
                    case .doesNotImplement:
                        sink.write(" は ")
                        sink.write(action.name)
                        sink.write(" を実装していません。次へ進みます。")
                    }
                },
                zh: {
                    writeName(of: responder, or: "某个响应者", to: &sink)
                    switch answer {
                    case .performs:
                        sink.write(" 实现了 ")
                        sink.write(action.name)
                        sink.write("，canPerformAction 也同意：由它执行。")
                    case .declines:
                        sink.write(" 实现了 ")
                        sink.write(action.name)
                        sink.write("，但拒绝执行（")
                        if let reason {
                            sink.write(words(of: reason, in: .simplifiedChinese))
                        } else {
                            sink.write("canPerformAction 返回 false")
                        }
                        sink.write("），所以继续沿链查找。")
                    case .doesNotImplement:
                        sink.write(" 没有实现 ")
                        sink.write(action.name)
                        sink.write("；继续下一个。")
                    }
                },
                ko: {
                    writeName(of: responder, or: "어떤 리스폰더", to: &sink)
                    switch answer {
                    case .performs:
                        sink.write("이(가) ")
                        sink.write(action.name)
                        sink.write(" 액션을 구현하고 canPerformAction도 동의하므로, 이 액션을 실행합니다.")
                    case .declines:
                        sink.write("이(가) ")
                        sink.write(action.name)
                        sink.write(" 액션을 구현하지만 실행을 거절합니다(")
                        if let reason {
                            sink.write(words(of: reason, in: .korean))
                        } else {
                            sink.write("canPerformAction이 false를 반환")
                        }
                        sink.write("). 그래서 탐색은 다음으로 넘어갑니다.")
                    case .doesNotImplement:
                        sink.write("이(가) ")
                        sink.write(action.name)
                        sink.write(" 액션을 구현하지 않으므로 다음으로 넘어갑니다.")
                    }
                })
        case .applicationSendsAction(let action, let targeted):
            Words.write(
                in: language,
                en: {
                    if targeted {
                        sink.write("UIApplication.sendAction sends ")
                        sink.write(action.name)
                        sink.write(" straight to its target; the chain is not involved.")
                    } else {
                        sink.write(
                            "UIApplication.sendAction with a nil target walks the responder chain to find a target.")
                    }
                },
                ja: {
                    if targeted {
                        sink.write("UIApplication.sendAction は ")
                        sink.write(action.name)
                        sink.write(" をターゲットへ直接送ります。レスポンダーチェーンは関わりません。")
                    } else {
                        sink.write("ターゲットが nil の UIApplication.sendAction は、レスポンダーチェーンをたどってターゲットを探します。")
                    }
                },
                zh: {
                    if targeted {
                        sink.write("UIApplication.sendAction 把 ")
                        sink.write(action.name)
                        sink.write(" 直接发送给它的目标；不经过响应者链。")
                    } else {
                        sink.write("目标为 nil 的 UIApplication.sendAction 会沿响应者链查找目标。")
                    }
                },
                ko: {
                    if targeted {
                        sink.write("UIApplication.sendAction이 ")
                        sink.write(action.name)
                        sink.write(" 액션을 타깃에 바로 보냅니다. 리스폰더 체인은 관여하지 않습니다.")
                    } else {
                        sink.write("타깃이 nil인 UIApplication.sendAction은 리스폰더 체인을 따라가며 타깃을 찾습니다.")
                    }
                })
        case .targetCalledDirectly:
            Words.write(
                in: language,
                en: {
                    sink.write("The action names its target, so ")
                    writeName(of: responder, or: "its target", to: &sink)
                    sink.write(" is called directly; the responder chain is not involved.")
                },
                ja: {
                    sink.write("アクションがターゲットを指定しているので、")
                    writeName(of: responder, or: "そのターゲット", to: &sink)
                    sink.write(" が直接呼ばれます。レスポンダーチェーンは関わりません。")
                },
                zh: {
                    sink.write("这个动作指定了目标，所以直接调用 ")
                    writeName(of: responder, or: "它的目标", to: &sink)
                    sink.write("；不经过响应者链。")
                },
                ko: {
                    sink.write("액션에 타깃이 지정되어 있으므로 ")
                    writeName(of: responder, or: "그 타깃", to: &sink)
                    sink.write("이(가) 직접 호출을 받습니다. 리스폰더 체인은 관여하지 않습니다.")
                })
        case .unrecognizedSelector(let action):
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "The target", to: &sink)
                    sink.write(" does not implement ")
                    sink.write(action.name)
                    sink.write(": unrecognized selector sent to instance.")
                },
                ja: {
                    writeName(of: responder, or: "ターゲット", to: &sink)
                    sink.write(" は ")
                    sink.write(action.name)
                    sink.write(" を実装していません（unrecognized selector sent to instance）。")
                },
                zh: {
                    writeName(of: responder, or: "目标", to: &sink)
                    sink.write(" 没有实现 ")
                    sink.write(action.name)
                    sink.write("（unrecognized selector sent to instance）。")
                },
                ko: {
                    writeName(of: responder, or: "타깃", to: &sink)
                    sink.write("에 ")
                    sink.write(action.name)
                    sink.write(" 액션이 구현되어 있지 않습니다(unrecognized selector sent to instance).")
                })
        case .actionWalkStarts(let reason):
            Words.write(
                in: language,
                en: {
                    let start = responder.map(displayName(of:)) ?? "the first responder"
                    switch reason {
                    case .firstResponder:
                        sink.write("A nil-targeted action starts at the first responder, ")
                        sink.write(start)
                        sink.write(".")
                    case .keyWindowNoFirstResponder:
                        sink.write("Nothing is first responder, so the nil-targeted action starts at the key window ")
                        sink.write(start)
                        sink.write(", skipping every view and controller below it.")
                    case .sender:
                        sink.write("By setting, the nil-targeted action starts at the sender ")
                        sink.write(start)
                        sink.write(".")
                    default:
                        sink.write("The walk starts at ")
                        sink.write(start)
                        sink.write(".")
                    }
                },
                ja: {
                    let start = responder.map(displayName(of:)) ?? "ファーストレスポンダー"
                    switch reason {
                    case .firstResponder:
                        sink.write("ターゲットが nil のアクションは、ファーストレスポンダーの ")
                        sink.write(start)
                        sink.write(" から始まります。")
                    case .keyWindowNoFirstResponder:
                        sink.write("ファーストレスポンダーがいないので、ターゲットが nil のアクションはキーウインドウ ")
                        sink.write(start)
                        sink.write(" から始まり、その下のビューとビューコントローラーはすべて飛ばされます。")
                    case .sender:
                        sink.write("設定により、ターゲットが nil のアクションは送信元の ")
                        sink.write(start)
                        sink.write(" から始まります。")
                    default:
                        sink.write("探索は ")
                        sink.write(start)
                        sink.write(" から始まります。")
                    }
                },
                zh: {
                    let start = responder.map(displayName(of:)) ?? "第一响应者"
                    switch reason {
                    case .firstResponder:
                        sink.write("目标为 nil 的动作从第一响应者 ")
                        sink.write(start)
                        sink.write(" 开始。")
                    case .keyWindowNoFirstResponder:
                        sink.write("当前没有第一响应者，所以目标为 nil 的动作从关键窗口 ")
                        sink.write(start)
                        sink.write(" 开始，跳过它下面的所有视图和视图控制器。")
                    case .sender:
                        sink.write("按照设置，目标为 nil 的动作从发送者 ")
                        sink.write(start)
                        sink.write(" 开始。")
                    default:
                        sink.write("遍历从 ")
                        sink.write(start)
                        sink.write(" 开始。")
                    }
                },
                ko: {
                    let start = responder.map(displayName(of:)) ?? "퍼스트 리스폰더"
                    switch reason {
                    case .firstResponder:
                        sink.write("타깃이 nil인 액션은 퍼스트 리스폰더인 ")
                        sink.write(start)
                        sink.write("에서 시작합니다.")
                    case .keyWindowNoFirstResponder:
                        sink.write("퍼스트 리스폰더가 없으므로 타깃이 nil인 액션은 키 윈도우인 ")
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
                })
        case .actionDiscarded(let action):
            Words.write(
                in: language,
                en: {
                    sink.write("No responder on the chain implements ")
                    sink.write(action.name)
                    sink.write(" and agrees to perform it, so it is discarded.")
                },
                ja: {
                    sink.write("チェーン上に ")
                    sink.write(action.name)
                    sink.write(" を実装して実行に同意するレスポンダーがないので、アクションは破棄されます。")
                },
                zh: {
                    sink.write("链上没有响应者实现 ")
                    sink.write(action.name)
                    sink.write(" 并同意执行它，所以它被丢弃。")
                },
                ko: {
                    sink.write("체인에 있는 어떤 리스폰더도 ")
                    sink.write(action.name)
                    sink.write(" 액션을 구현하고 실행에 동의하지 않으므로, 액션은 버려집니다.")
                })
        case .recognizer(let index, let outcome, let reason):
            writeRecognizerName(index, in: language, to: &sink)
            switch outcome {
            case .recognized:
                Words.write(
                    in: language,
                    en: { sink.write(" sees the touch before the views do and recognizes it: ") },
                    ja: { sink.write(" はビューより先にタッチを受け取り、認識します：") },
                    zh: { sink.write(" 先于视图看到触摸，并识别了它：") },
                    ko: { sink.write("은(는) 뷰보다 먼저 터치를 받아 인식합니다: ") })
            case .failed:
                Words.write(
                    in: language,
                    en: {
                        sink.write(
                            " sees the touch first but does not recognize it, so the touch goes on to the views: ")
                    },
                    ja: { sink.write(" は最初にタッチを受け取りますが認識しないので、タッチはビューへ進みます：") },
                    zh: { sink.write(" 先看到触摸，但没有识别，所以触摸继续交给视图：") },
                    ko: { sink.write("은(는) 먼저 터치를 받지만 인식하지 않으므로, 터치는 뷰로 넘어갑니다: ") })
            case .disabled:
                Words.write(
                    in: language,
                    en: { sink.write(" is disabled and ignores the touch: ") },
                    ja: { sink.write(" は無効なので、タッチを無視します：") },
                    zh: { sink.write(" 已禁用，忽略这次触摸：") },
                    ko: { sink.write("은(는) 비활성화되어 있어 터치를 무시합니다: ") })
            case .touchNotReceived:
                Words.write(
                    in: language,
                    en: { sink.write(" is not given the touch: ") },
                    ja: { sink.write(" にはタッチが渡されません：") },
                    zh: { sink.write(" 没有收到这次触摸：") },
                    ko: { sink.write("에는 터치가 전달되지 않습니다: ") })
            case .excludedByOther, .requiredFailureDidNotHappen:
                Words.write(
                    in: language,
                    en: { sink.write(" could recognize, but: ") },
                    ja: { sink.write(" は認識できましたが、認識しません：") },
                    zh: { sink.write(" 本可以识别，但是：") },
                    ko: { sink.write("은(는) 인식할 수 있었지만 인식하지 않습니다: ") })
            case .preventedByControl:
                Words.write(
                    in: language,
                    en: { sink.write(" makes way for the UIKit control under the finger: ") },
                    ja: { sink.write(" は指の下の UIKit コントロールに譲ります：") },
                    zh: { sink.write(" 让位给手指下方的 UIKit 控件：") },
                    ko: { sink.write("은(는) 손가락 아래의 UIKit 컨트롤에 양보합니다: ") })
            }
            sink.write(words(of: reason, in: language))
        case .controlWinsTap(let hitView):
            Words.write(
                in: language,
                en: {
                    writeName(of: hitView, to: &sink)
                    sink.write(
                        """
                         is a UIKit control: it makes single-tap recognizers on its ancestors fail, so it wins the tap.
                        """)
                },
                ja: {
                    writeName(of: hitView, to: &sink)
                    sink.write(" は UIKit のコントロールです。祖先にあるシングルタップのジェスチャー認識子を失敗させるので、タップはこのコントロールのものになります。")
                },
                zh: {
                    writeName(of: hitView, to: &sink)
                    sink.write(" 是 UIKit 控件：它让祖先视图上的单次轻点手势识别器失败，所以由它赢得这次轻点。")
                },
                ko: {
                    writeName(of: hitView, to: &sink)
                    sink.write("은(는) UIKit 컨트롤이므로 조상 뷰에 있는 싱글 탭 인식기를 실패시키고, 탭을 차지합니다.")
                })
        case .applicationSendsToKeyWindow:
            Words.write(
                in: language,
                en: {
                    sink.write(
                        """
                        UIApplication.sendEvent(_:) hands the event to the key window; it has no location, so it goes to the \
                        first responder, not to a hit-tested view.
                        """)
                },
                ja: {
                    sink.write(
                        """
                        UIApplication.sendEvent(_:) はイベントをキーウインドウに渡します。このイベントには位置がないので、\
                        ヒットテストで決まるビューではなく、ファーストレスポンダーへ届きます。
                        """)
                },
                zh: {
                    sink.write(
                        """
                        UIApplication.sendEvent(_:) 把事件交给关键窗口；这个事件没有位置，所以它被发送给第一响应者，\
                        而不是命中测试找到的视图。
                        """)
                },
                ko: {
                    sink.write(
                        """
                        UIApplication.sendEvent(_:) 메서드가 이벤트를 키 윈도우에 넘깁니다. 이 이벤트에는 위치가 없으므로 \
                        히트 테스트로 찾은 뷰가 아니라 퍼스트 리스폰더로 갑니다.
                        """)
                })
        case .applicationLooksForKeyCommands(let start):
            Words.write(
                in: language,
                en: {
                    sink.write(
                        """
                        UIApplication.sendEvent(_:) takes the hardware key press and looks for a key command on the responder \
                        chain from 
                        """)
                    writeName(of: start, to: &sink)
                    sink.write(" before it delivers any press.")
                },
                ja: {
                    sink.write("UIApplication.sendEvent(_:) はハードウェアキーの押下を受け取り、プレスを届ける前に、")
                    writeName(of: start, to: &sink)
                    sink.write(" からレスポンダーチェーンをたどってキーコマンドを探します。")
                },
                zh: {
                    sink.write("UIApplication.sendEvent(_:) 接收硬件按键，在传递任何按压之前，先从 ")
                    writeName(of: start, to: &sink)
                    sink.write(" 开始沿响应者链查找键盘命令。")
                },
                ko: {
                    sink.write("UIApplication.sendEvent(_:) 메서드가 하드웨어 키 입력을 받아, press를 전달하기 전에 먼저 ")
                    writeName(of: start, to: &sink)
                    sink.write("에서부터 리스폰더 체인을 따라 키 커맨드를 찾습니다.")
                })
        case .keyCommandOffered(let keys, let action, let winsOverTextInput, let start):
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "A responder", to: &sink)
                    sink.write(" returns a UIKeyCommand for ")
                    sink.write(keys)
                    sink.write(" from keyCommands")
                    if winsOverTextInput {
                        sink.write(" with wantsPriorityOverSystemBehavior, so it wins over the text input")
                    }
                    sink.write("; UIKit sends its action, ")
                    sink.write(action.swiftName)
                    sink.write(", up the chain from ")
                    writeName(of: start, to: &sink)
                    sink.write(".")
                },
                ja: {
                    writeName(of: responder, or: "あるレスポンダー", to: &sink)
                    sink.write(" は keyCommands から ")
                    sink.write(keys)
                    sink.write(" の UIKeyCommand を返します")
                    if winsOverTextInput {
                        sink.write("（wantsPriorityOverSystemBehavior 付きなので、テキスト入力より優先されます）")
                    }
                    sink.write("。UIKit はそのアクション ")
                    sink.write(action.swiftName)
                    sink.write(" を、")
                    writeName(of: start, to: &sink)
                    sink.write(" からチェーンの上へ送ります。")
                },
                zh: {
                    writeName(of: responder, or: "某个响应者", to: &sink)
                    sink.write(" 从 keyCommands 返回了 ")
                    sink.write(keys)
                    sink.write(" 的 UIKeyCommand")
                    if winsOverTextInput { sink.write("，并设置了 wantsPriorityOverSystemBehavior，所以它优先于文本输入") }
                    sink.write("；UIKit 把它的动作 ")
                    sink.write(action.swiftName)
                    sink.write(" 从 ")
                    writeName(of: start, to: &sink)
                    sink.write(" 开始沿链向上发送。")
                },
                ko: {
                    writeName(of: responder, or: "어떤 리스폰더", to: &sink)
                    sink.write("의 keyCommands가 ")
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
                })
        case .alreadyFirstResponder:
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "A responder", to: &sink)
                    sink.write(" is already first responder; nothing changes.")
                },
                ja: {
                    writeName(of: responder, or: "あるレスポンダー", to: &sink)
                    sink.write(" はすでにファーストレスポンダーです。何も変わりません。")
                },
                zh: {
                    writeName(of: responder, or: "某个响应者", to: &sink)
                    sink.write(" 已经是第一响应者；没有任何变化。")
                },
                ko: {
                    writeName(of: responder, or: "어떤 리스폰더", to: &sink)
                    sink.write("은(는) 이미 퍼스트 리스폰더이므로 아무것도 바뀌지 않습니다.")
                })
        case .currentFirstResponderResigns:
            Words.write(
                in: language,
                en: {
                    sink.write("The current first responder ")
                    writeName(of: responder, or: "", to: &sink)
                    sink.write(" agrees to resign.")
                },
                ja: {
                    sink.write("現在のファーストレスポンダー")
                    if let responder {
                        sink.write(" ")
                        writeName(of: responder, to: &sink)
                        sink.write(" ")
                    }
                    sink.write("は、ファーストレスポンダーの解除に応じます。")
                },
                zh: {
                    sink.write("当前的第一响应者")
                    if let responder {
                        sink.write(" ")
                        writeName(of: responder, to: &sink)
                        sink.write(" ")
                    }
                    sink.write("同意放弃第一响应者身份。")
                },
                ko: {
                    sink.write("현재 퍼스트 리스폰더")
                    if let responder {
                        sink.write("인 ")
                        writeName(of: responder, to: &sink)
                    }
                    sink.write("이(가) 퍼스트 리스폰더 해제에 동의합니다.")
                })
        case .becameFirstResponder(let window, let keyboardShows):
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "A responder", to: &sink)
                    sink.write(
                        " is in a window, can become first responder, and nobody refused: it is now first responder of "
                    )
                    writeName(of: window, to: &sink)
                    sink.write(keyboardShows ? " and the keyboard shows." : ".")
                },
                ja: {
                    writeName(of: responder, or: "あるレスポンダー", to: &sink)
                    sink.write(" はウインドウの中にあってファーストレスポンダーになることができ、拒むレスポンダーもいなかったので、")
                    writeName(of: window, to: &sink)
                    sink.write(" のファーストレスポンダーになりました")
                    sink.write(keyboardShows ? "。キーボードが表示されます。" : "。")
                },
                zh: {
                    writeName(of: responder, or: "某个响应者", to: &sink)
                    sink.write(" 在窗口中，可以成为第一响应者，也没有响应者拒绝：它现在是 ")
                    writeName(of: window, to: &sink)
                    sink.write(keyboardShows ? " 的第一响应者，键盘随之弹出。" : " 的第一响应者。")
                },
                ko: {
                    writeName(of: responder, or: "어떤 리스폰더", to: &sink)
                    sink.write("은(는) 윈도우 안에 있고 퍼스트 리스폰더가 될 수 있으며 거부한 리스폰더도 없으므로, 이제 ")
                    writeName(of: window, to: &sink)
                    sink.write(keyboardShows ? "의 퍼스트 리스폰더입니다. 키보드가 나타납니다." : "의 퍼스트 리스폰더입니다.")
                })
        case .nothingToResign:
            Words.write(
                in: language,
                en: {
                    sink.write("Nothing is first responder; there is nothing to resign.")
                },
                ja: {
                    sink.write("ファーストレスポンダーがいないので、解除するものはありません。")
                },
                zh: {
                    sink.write("当前没有第一响应者；没有可以放弃的。")
                },
                ko: {
                    sink.write("퍼스트 리스폰더가 없으므로 해제할 것이 없습니다.")
                })
        case .noFirstResponderInSubtree:
            Words.write(
                in: language,
                en: {
                    sink.write("No first responder is inside ")
                    writeName(of: responder, or: "the view", to: &sink)
                    sink.write("'s subtree, so endEditing returns false.")
                },
                ja: {
                    writeName(of: responder, or: "そのビュー", to: &sink)
                    sink.write(" のサブツリーにファーストレスポンダーがないので、endEditing は false を返します。")
                },
                zh: {
                    writeName(of: responder, or: "该视图", to: &sink)
                    sink.write(" 的子树中没有第一响应者，所以 endEditing 返回 false。")
                },
                ko: {
                    writeName(of: responder, or: "그 뷰", to: &sink)
                    sink.write("의 서브트리 안에 퍼스트 리스폰더가 없으므로 endEditing이 false를 반환합니다.")
                })
        case .endEditingAsksToResign(let first, let forced):
            Words.write(
                in: language,
                en: {
                    sink.write("endEditing finds the first responder in ")
                    writeName(of: responder, or: "the view", to: &sink)
                    sink.write("'s subtree, ")
                    writeName(of: first, to: &sink)
                    sink.write(", without knowing which field it is, and asks it to resign")
                    sink.write(forced ? " (forced)." : ".")
                },
                ja: {
                    sink.write("endEditing は ")
                    writeName(of: responder, or: "そのビュー", to: &sink)
                    sink.write(" のサブツリーでファーストレスポンダー ")
                    writeName(of: first, to: &sink)
                    sink.write(" を見つけ、どのフィールドかは知らないまま、解除を求めます")
                    sink.write(forced ? "（強制）。" : "。")
                },
                zh: {
                    sink.write("endEditing 在 ")
                    writeName(of: responder, or: "该视图", to: &sink)
                    sink.write(" 的子树中找到第一响应者 ")
                    writeName(of: first, to: &sink)
                    sink.write("，并不知道它是哪个输入框，就请它放弃第一响应者")
                    sink.write(forced ? "（强制）。" : "。")
                },
                ko: {
                    sink.write("endEditing이 ")
                    writeName(of: responder, or: "그 뷰", to: &sink)
                    sink.write("의 서브트리에서 퍼스트 리스폰더(")
                    writeName(of: first, to: &sink)
                    sink.write(")를 찾고, 어떤 필드인지 모르는 채로 해제를 요청합니다")
                    sink.write(forced ? "(강제)." : ".")
                })
        case .notFirstResponder:
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "A responder", to: &sink)
                    sink.write(" is not first responder; resigning changes nothing.")
                },
                ja: {
                    writeName(of: responder, or: "あるレスポンダー", to: &sink)
                    sink.write(" はファーストレスポンダーではないので、解除しても何も変わりません。")
                },
                zh: {
                    writeName(of: responder, or: "某个响应者", to: &sink)
                    sink.write(" 不是第一响应者；放弃不会改变任何东西。")
                },
                ko: {
                    writeName(of: responder, or: "어떤 리스폰더", to: &sink)
                    sink.write("은(는) 퍼스트 리스폰더가 아니므로 해제해도 아무것도 바뀌지 않습니다.")
                })
        case .refusesToResign:
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "A responder", to: &sink)
                    sink.write(" refuses to resign: canResignFirstResponder is false.")
                },
                ja: {
                    writeName(of: responder, or: "あるレスポンダー", to: &sink)
                    sink.write(" は解除を拒みます。canResignFirstResponder が false です。")
                },
                zh: {
                    writeName(of: responder, or: "某个响应者", to: &sink)
                    sink.write(" 拒绝放弃：canResignFirstResponder 为 false。")
                },
                ko: {
                    writeName(of: responder, or: "어떤 리스폰더", to: &sink)
                    sink.write("이(가) 해제를 거부합니다: canResignFirstResponder가 false입니다.")
                })
        case .resigns(let keyboardGoes):
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "A responder", to: &sink)
                    sink.write(
                        keyboardGoes ? " resigns first responder; the keyboard goes away." : " resigns first responder."
                    )
                },
                ja: {
                    writeName(of: responder, or: "あるレスポンダー", to: &sink)
                    sink.write(keyboardGoes ? " はファーストレスポンダーを解除します。キーボードが閉じます。" : " はファーストレスポンダーを解除します。")
                },
                zh: {
                    writeName(of: responder, or: "某个响应者", to: &sink)
                    sink.write(keyboardGoes ? " 放弃了第一响应者；键盘收起。" : " 放弃了第一响应者。")
                },
                ko: {
                    writeName(of: responder, or: "어떤 리스폰더", to: &sink)
                    sink.write(keyboardGoes ? "이(가) 퍼스트 리스폰더를 해제합니다. 키보드가 사라집니다." : "이(가) 퍼스트 리스폰더를 해제합니다.")
                })
        case .resignsOnDrag(let scroll, let mode):
            let scrollName = displayName(of: scroll)
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "A responder", to: &sink)
                    sink.write(
                        " resigns first responder: the drag began scrolling \(scrollName), whose keyboardDismissMode is "
                            + "\(mode.rawValue); the keyboard goes away.")
                },
                ja: {
                    writeName(of: responder, or: "あるレスポンダー", to: &sink)
                    sink.write(
                        " はファーストレスポンダーを解除します。ドラッグで \(scrollName) のスクロールが始まり、その "
                            + "keyboardDismissMode が \(mode.rawValue) だからです。キーボードが閉じます。")
                },
                zh: {
                    writeName(of: responder, or: "某个响应者", to: &sink)
                    sink.write(
                        " 放弃了第一响应者：拖动让 \(scrollName) 开始滚动，而它的 keyboardDismissMode 是 "
                            + "\(mode.rawValue)；键盘收起。")
                },
                ko: {
                    writeName(of: responder, or: "어떤 리스폰더", to: &sink)
                    sink.write(
                        "이(가) 퍼스트 리스폰더를 해제합니다. 드래그로 \(scrollName)에서 스크롤이 시작되었고, 그 "
                            + "keyboardDismissMode가 \(mode.rawValue)이기 때문입니다. 키보드가 사라집니다.")
                })
        case .editMenuWithoutFirstResponder:
            Words.write(
                in: language,
                en: {
                    sink.write(
                        "The edit menu searches from the first responder, and there is none, so no menu appears.")
                },
                ja: {
                    sink.write("編集メニューはファーストレスポンダーから探しますが、ファーストレスポンダーがいないので、メニューは表示されません。")
                },
                zh: {
                    sink.write("编辑菜单从第一响应者开始查找，而当前没有第一响应者，所以不会出现菜单。")
                },
                ko: {
                    sink.write("편집 메뉴는 퍼스트 리스폰더에서부터 찾는데 퍼스트 리스폰더가 없으므로, 메뉴가 나타나지 않습니다.")
                })
        case .editMenuItemShown(let action):
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "A responder", to: &sink)
                    sink.write(" implements ")
                    sink.write(action.name)
                    sink.write(" and canPerformAction agrees, so the item appears.")
                },
                ja: {
                    writeName(of: responder, or: "あるレスポンダー", to: &sink)
                    sink.write(" は ")
                    sink.write(action.name)
                    sink.write(" を実装していて、canPerformAction も同意するので、この項目が表示されます。")
                },
                zh: {
                    writeName(of: responder, or: "某个响应者", to: &sink)
                    sink.write(" 实现了 ")
                    sink.write(action.name)
                    sink.write("，canPerformAction 也同意，所以显示该项。")
                },
                ko: {
                    writeName(of: responder, or: "어떤 리스폰더", to: &sink)
                    sink.write("이(가) ")
                    sink.write(action.name)
                    sink.write(" 액션을 구현하고 canPerformAction도 동의하므로, 항목이 나타납니다.")
                })
        case .editMenuItemHidden(let reason, let declinedBy):
            Words.write(
                in: language,
                en: {
                    sink.write("Hidden: ")
                    sink.write(words(of: reason, declinedBy: declinedBy))
                    sink.write(".")
                },
                ja: {
                    sink.write("非表示：")
                    sink.write(words(of: reason, declinedBy: declinedBy, in: .japanese))
                    sink.write("。")
                },
                zh: {
                    sink.write("隐藏：")
                    sink.write(words(of: reason, declinedBy: declinedBy, in: .simplifiedChinese))
                    sink.write("。")
                },
                ko: {
                    sink.write("숨김: ")
                    sink.write(words(of: reason, declinedBy: declinedBy, in: .korean))
                    sink.write(".")
                })
        case .listSelectsRow(let cell, let list, let from):
            Words.write(
                in: language,
                en: {
                    let row = row(of: cell, in: list)
                    writeName(of: responder, or: "The list", to: &sink)
                    sink.write(" received touchesEnded(_:with:) along the chain from ")
                    writeName(of: from, to: &sink)
                    sink.write(" and selects ")
                    sink.write(row)
                    sink.write(".")
                },
                ja: {
                    writeName(of: responder, or: "リスト", to: &sink)
                    sink.write(" は ")
                    writeName(of: from, to: &sink)
                    sink.write(" からチェーンをたどって touchesEnded(_:with:) を受け取り、")
                    writeJapaneseRow(of: cell, in: list, to: &sink)
                    sink.write("を選択します。")
                },
                zh: {
                    writeName(of: responder, or: "列表", to: &sink)
                    sink.write(" 沿链从 ")
                    writeName(of: from, to: &sink)
                    sink.write(" 收到了 touchesEnded(_:with:)，并选中 ")
                    writeChineseRow(of: cell, in: list, to: &sink)
                    sink.write("。")
                },
                ko: {
                    writeName(of: from, to: &sink)
                    sink.write("에서 시작해 체인을 따라 온 touchesEnded(_:with:) 호출을 ")
                    writeName(of: responder, or: "목록", to: &sink)
                    sink.write("이(가) 받고, ")
                    writeKoreanRow(of: cell, in: list, to: &sink)
                    sink.write("을 선택합니다.")
                })
        case .listTellsDelegate(let list, let cell):
            writeListTellsDelegate(
                list, cell: cell, delegate: responder, in: language, to: &sink, en: ("", " was selected."),
                ja: "が選択されたことを伝えます。", zh: "已被选中。", ko: "이 선택되었다고 알립니다.")
        case .listTellsDelegateOfAccessory(let list, let cell):
            writeListTellsDelegate(
                list, cell: cell, delegate: responder, in: language, to: &sink,
                en: ("the detail button of ", " was tapped; the row is not selected."),
                ja: "の詳細ボタンがタップされたことを伝えます。行は選択されません。", zh: "的详细信息按钮被轻点了；该行不会被选中。",
                ko: "의 상세 정보 버튼이 탭되었다고 알립니다. 행은 선택되지 않습니다.")
        case .buttonMenuShown(let trigger):
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "The button", to: &sink)
                    sink.write(
                        trigger == .touchDown
                            ? " shows its menu on touch down: the menu is its primary action "
                                + "(showsMenuAsPrimaryAction), so it sends menuActionTriggered, not touchUpInside."
                            : " shows its menu on the long press and cancels its tracking, so it sends no "
                                + "touchUpInside.")
                },
                ja: {
                    writeName(of: responder, or: "ボタン", to: &sink)
                    sink.write(
                        trigger == .touchDown
                            ? " はタッチダウンでメニューを表示します。メニューがプライマリアクション"
                                + "（showsMenuAsPrimaryAction）なので、touchUpInside ではなく menuActionTriggered を送信します。"
                            : " は長押しでメニューを表示し、トラッキングをキャンセルするため、touchUpInside を送信しません。")
                },
                zh: {
                    writeName(of: responder, or: "按钮", to: &sink)
                    sink.write(
                        trigger == .touchDown
                            ? " 在按下时显示菜单：菜单是它的主要动作（showsMenuAsPrimaryAction），所以它发送 "
                                + "menuActionTriggered，而不是 touchUpInside。"
                            : " 在长按时显示菜单并取消跟踪，所以它不会发送 touchUpInside。")
                },
                ko: {
                    writeName(of: responder, or: "버튼", to: &sink)
                    sink.write(
                        trigger == .touchDown
                            ? "이(가) 터치 다운 시점에 메뉴를 표시합니다. 메뉴가 기본 동작(showsMenuAsPrimaryAction)이므로 "
                                + "touchUpInside 대신 menuActionTriggered를 보냅니다."
                            : "이(가) 길게 누르기에 메뉴를 표시하고 추적을 취소하므로, touchUpInside를 보내지 않습니다.")
                })
        case .contextMenuShown:
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "The view", to: &sink)
                    sink.write(" shows its context menu (UIContextMenuInteraction): the touch is a long press.")
                },
                ja: {
                    writeName(of: responder, or: "ビュー", to: &sink)
                    sink.write(" はコンテキストメニュー（UIContextMenuInteraction）を表示します。タッチが長押しだからです。")
                },
                zh: {
                    writeName(of: responder, or: "视图", to: &sink)
                    sink.write(" 显示它的上下文菜单（UIContextMenuInteraction）：这次触摸是长按。")
                },
                ko: {
                    writeName(of: responder, or: "뷰", to: &sink)
                    sink.write("이(가) 컨텍스트 메뉴(UIContextMenuInteraction)를 표시합니다. 터치가 길게 누르기이기 때문입니다.")
                })
        case .dragLifted(let source):
            let own = source == responder
            Words.write(
                in: language,
                en: {
                    writeName(of: responder, or: "The view", to: &sink)
                    sink.write(" is lifted for a drag by ")
                    if own {
                        sink.write("its UIDragInteraction")
                    } else {
                        sink.write("the drag interaction of ")
                        writeName(of: source, to: &sink)
                    }
                    sink.write(": the finger rested on it for the lift delay (0.5 s) before it moved, so a move now ")
                    sink.write("drags it instead of scrolling or panning.")
                },
                ja: {
                    writeName(of: responder, or: "ビュー", to: &sink)
                    sink.write(" は")
                    if own {
                        sink.write("自身の UIDragInteraction")
                    } else {
                        writeName(of: source, to: &sink)
                        sink.write(" のドラッグインタラクション")
                    }
                    sink.write("によってドラッグのために持ち上げられます。指が動く前にリフト遅延（0.5 秒）のあいだ置かれていたので、")
                    sink.write("この後の動きはスクロールやパンではなく、これをドラッグします。")
                },
                zh: {
                    writeName(of: responder, or: "视图", to: &sink)
                    sink.write(" 被")
                    if own {
                        sink.write("它的 UIDragInteraction")
                    } else {
                        writeName(of: source, to: &sink)
                        sink.write(" 的拖拽交互")
                    }
                    sink.write("提起以便拖拽：手指在移动之前已在它上面停留了提起延迟（0.5 秒），所以之后的移动会拖拽它，")
                    sink.write("而不是滚动或拖移。")
                },
                ko: {
                    writeName(of: responder, or: "뷰", to: &sink)
                    sink.write("은(는) ")
                    if own {
                        sink.write("자신의 UIDragInteraction")
                    } else {
                        writeName(of: source, to: &sink)
                        sink.write("의 드래그 인터랙션")
                    }
                    sink.write("에 의해 드래그를 위해 들어 올려집니다. 손가락이 움직이기 전에 리프트 지연(0.5초) 동안 ")
                    sink.write("머물렀으므로, 이제 손가락을 움직이면 스크롤이나 팬 대신 이 뷰가 드래그됩니다.")
                })
        case .dropPerformed(let item):
            Words.write(
                in: language,
                en: {
                    sink.write("The drag of ")
                    writeName(of: item, to: &sink)
                    sink.write(" ends over ")
                    writeName(of: responder, or: "the view", to: &sink)
                    sink.write(
                        ", which takes drops (a UIDropInteraction or a dropDelegate): the drop is performed there.")
                },
                ja: {
                    writeName(of: item, to: &sink)
                    sink.write(" のドラッグは ")
                    writeName(of: responder, or: "ビュー", to: &sink)
                    sink.write(" の上で終わります。ここはドロップを受け取る（UIDropInteraction または dropDelegate）ので、")
                    sink.write("ドロップはそこで実行されます。")
                },
                zh: {
                    writeName(of: item, to: &sink)
                    sink.write(" 的拖拽在 ")
                    writeName(of: responder, or: "视图", to: &sink)
                    sink.write(" 上结束，它接收放下（UIDropInteraction 或 dropDelegate）：放下在那里执行。")
                },
                ko: {
                    writeName(of: item, to: &sink)
                    sink.write("의 드래그는 ")
                    writeName(of: responder, or: "뷰", to: &sink)
                    sink.write(" 위에서 끝납니다. 이 뷰는 드롭을 받으므로(UIDropInteraction 또는 dropDelegate) 드롭이 그곳에서 ")
                    sink.write("수행됩니다.")
                })
        case .dragEndedWithoutDrop:
            Words.write(
                in: language,
                en: {
                    sink.write("The drag of ")
                    writeName(of: responder, or: "the view", to: &sink)
                    sink.write(" ends over no view that takes drops (no UIDropInteraction or dropDelegate under the ")
                    sink.write("finger): nothing is dropped, and the item goes back.")
                },
                ja: {
                    writeName(of: responder, or: "ビュー", to: &sink)
                    sink.write(" のドラッグは、ドロップを受け取るビューのない場所で終わります（指の下に UIDropInteraction も ")
                    sink.write("dropDelegate もありません）。何もドロップされず、項目は元に戻ります。")
                },
                zh: {
                    writeName(of: responder, or: "视图", to: &sink)
                    sink.write(" 的拖拽在没有接收放下的视图的地方结束（手指下没有 UIDropInteraction 或 dropDelegate）：")
                    sink.write("什么也没有放下，项目回到原处。")
                },
                ko: {
                    writeName(of: responder, or: "뷰", to: &sink)
                    sink.write("의 드래그는 드롭을 받는 뷰가 없는 곳에서 끝납니다(손가락 아래에 UIDropInteraction도 ")
                    sink.write("dropDelegate도 없습니다). 아무것도 드롭되지 않고 항목은 제자리로 돌아갑니다.")
                })
        case .applicationSendsHover:
            Words.write(
                in: language,
                en: {
                    sink.write(
                        "UIApplication.sendEvent(_:) hands the hover event (a pointer, not a touch) to the window under "
                            + "the pointer.")
                },
                ja: {
                    sink.write("UIApplication.sendEvent(_:) はホバーイベント（タッチではなくポインター）を、ポインターの下のウインドウに渡します。")
                },
                zh: {
                    sink.write("UIApplication.sendEvent(_:) 把悬停事件（指针，而不是触摸）交给指针下方的窗口。")
                },
                ko: {
                    sink.write("UIApplication.sendEvent(_:)가 호버 이벤트(터치가 아니라 포인터)를 포인터 아래의 윈도우에 넘깁니다.")
                })
        case .windowHitTestedPointer(let hits):
            let names = { (separator: String) in
                hits.map { self.displayName(of: $0) }.joined(separator: separator)
            }
            Words.write(
                in: language,
                en: {
                    sink.write("UIWindow.sendEvent(_:) hit-tested the pointer at each point, to \(names(", ")); only ")
                    sink.write(
                        "hover recognizers on those views and their ancestors, and pointer interactions, see it.")
                },
                ja: {
                    sink.write("UIWindow.sendEvent(_:) がポインターを各点でヒットテストした結果は \(names("、")) です。")
                    sink.write("ポインターを受け取るのは、そのビューと祖先にあるホバーの認識子とポインターインタラクションだけです。")
                },
                zh: {
                    sink.write("UIWindow.sendEvent(_:) 在每个点对指针做命中测试，结果是 \(names("、"))；")
                    sink.write("只有这些视图及其祖先上的悬停识别器和指针交互会收到它。")
                },
                ko: {
                    sink.write("UIWindow.sendEvent(_:)가 포인터를 각 지점에서 히트 테스트한 결과는 \(names(", "))입니다. ")
                    sink.write("그 뷰와 조상에 있는 호버 인식기와 포인터 인터랙션만 포인터를 받습니다.")
                })
        case .hoverRecognizer(let index, let reason):
            Words.write(
                in: language,
                en: { sink.write("\(recognizerName(index)) follows the pointer, not touches: ") },
                ja: { sink.write("\(recognizerName(index, in: .japanese)) はタッチではなくポインターを追います。") },
                zh: { sink.write("\(recognizerName(index, in: .simplifiedChinese)) 跟踪的是指针，而不是触摸：") },
                ko: { sink.write("\(recognizerName(index, in: .korean))은(는) 터치가 아니라 포인터를 따라갑니다. ") })
            sink.write(words(of: reason, in: language))
        case .pointerStyled(let style, let region, let isButtons):
            let interaction = isButtons ? "isPointerInteractionEnabled" : "UIPointerInteraction"
            Words.write(
                in: language,
                en: {
                    sink.write("The pointer takes the \(style.rawValue) style of ")
                    writeName(of: responder, or: "the view", to: &sink)
                    sink.write("'s pointer interaction (\(interaction)), ")
                    sink.write(region.map { "in its region \($0 + 1)." } ?? "in its default region, the view's bounds.")
                },
                ja: {
                    sink.write("ポインターは ")
                    writeName(of: responder, or: "ビュー", to: &sink)
                    sink.write(" のポインターインタラクション（\(interaction)）の ")
                    sink.write(region.map { "領域 \($0 + 1)" } ?? "既定の領域（ビューの bounds）")
                    sink.write(" で \(style.rawValue) スタイルになります。")
                },
                zh: {
                    sink.write("指针在 ")
                    writeName(of: responder, or: "视图", to: &sink)
                    sink.write(" 的指针交互（\(interaction)）的")
                    sink.write(region.map { "区域 \($0 + 1)" } ?? "默认区域（视图的 bounds）")
                    sink.write("中采用 \(style.rawValue) 样式。")
                },
                ko: {
                    sink.write("포인터가 ")
                    writeName(of: responder, or: "뷰", to: &sink)
                    sink.write("의 포인터 인터랙션(\(interaction))의 ")
                    sink.write(region.map { "영역 \($0 + 1)" } ?? "기본 영역(뷰의 bounds)")
                    sink.write("에서 \(style.rawValue) 스타일이 됩니다.")
                })
        case .touchesBeganWithheld(let byScrolling):
            Words.write(
                in: language,
                en: {
                    let who = responder.map(displayName(of:)) ?? "the view"
                    if byScrolling {
                        sink.write(
                            """
                            The scroll view held touchesBegan(_:with:) back (delaysContentTouches) and began scrolling within \
                            the delay, so 
                            """)
                        sink.write(who)
                        sink.write(" never receives the touch.")
                    } else {
                        sink.write("A recognizer with delaysTouchesBegan = true recognized, so ")
                        sink.write(who)
                        sink.write(" never receives touchesBegan(_:with:).")
                    }
                },
                ja: {
                    let who = responder.map(displayName(of:)) ?? "そのビュー"
                    if byScrolling {
                        sink.write("スクロールビューが touchesBegan(_:with:) を保留し（delaysContentTouches）、その間にスクロールを始めたので、")
                        sink.write(who)
                        sink.write(" はタッチを一度も受け取りません。")
                    } else {
                        sink.write("delaysTouchesBegan = true のジェスチャー認識子が認識したので、")
                        sink.write(who)
                        sink.write(" は touchesBegan(_:with:) を受け取りません。")
                    }
                },
                zh: {
                    let who = responder.map(displayName(of:)) ?? "该视图"
                    if byScrolling {
                        sink.write("滚动视图推迟了 touchesBegan(_:with:)（delaysContentTouches），并在延迟期间开始滚动，所以 ")
                        sink.write(who)
                        sink.write(" 始终没有收到这次触摸。")
                    } else {
                        sink.write("一个 delaysTouchesBegan = true 的手势识别器识别成功，所以 ")
                        sink.write(who)
                        sink.write(" 始终没有收到 touchesBegan(_:with:)。")
                    }
                },
                ko: {
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
                })
        case .presentationDismissed(let controller, let presenting):
            Words.write(
                in: language,
                en: {
                    sink.write("The dimming view took the tap and dismissed ")
                    writeName(of: controller, to: &sink)
                    sink.write(": its view left the screen with the dimming view")
                    if let presenting {
                        sink.write(", and ")
                        writeName(of: presenting, to: &sink)
                        sink.write(" is the controller on top again")
                    }
                    sink.write(", for the events after this one too.")
                },
                ja: {
                    sink.write("減光ビューがタップを受け取り、")
                    writeName(of: controller, to: &sink)
                    sink.write(" を閉じました。そのビューは減光ビューとともに画面から外れ")
                    if let presenting {
                        sink.write("、")
                        writeName(of: presenting, to: &sink)
                        sink.write(" がふたたび一番上のコントローラーになり")
                    }
                    sink.write("ます。このあとのイベントでも同じです。")
                },
                zh: {
                    sink.write("变暗视图接收了轻点，关闭了 ")
                    writeName(of: controller, to: &sink)
                    sink.write("：它的视图随变暗视图一起离开屏幕")
                    if let presenting {
                        sink.write("，")
                        writeName(of: presenting, to: &sink)
                        sink.write(" 重新成为最上层的控制器")
                    }
                    sink.write("，之后的事件也是如此。")
                },
                ko: {
                    sink.write("디밍 뷰가 탭을 받아 ")
                    writeName(of: controller, to: &sink)
                    sink.write("을(를) 닫았습니다. 그 뷰는 디밍 뷰와 함께 화면에서 사라졌")
                    if let presenting {
                        sink.write("고, ")
                        writeName(of: presenting, to: &sink)
                        sink.write("이(가) 다시 맨 위의 컨트롤러가 되었")
                    }
                    sink.write("으며, 이후의 이벤트에서도 마찬가지입니다.")
                })
        case .searchDismissed(let controller):
            Words.write(
                in: language,
                en: {
                    sink.write("The dimming view took the tap and ended the search of ")
                    writeName(of: controller, to: &sink)
                    sink.write(
                        ": its search controller's isActive is now false, the dimming view is gone and the search text "
                            + "field is no longer first responder, for the events after this one too.")
                },
                ja: {
                    sink.write("減光ビューがタップを受け取り、")
                    writeName(of: controller, to: &sink)
                    sink.write(
                        " の検索を終了しました。検索コントローラーの isActive は false になり、減光ビューは消え、検索テキスト"
                            + "フィールドはファーストレスポンダーではなくなります。このあとのイベントでも同じです。")
                },
                zh: {
                    sink.write("变暗视图接收了轻点，结束了 ")
                    writeName(of: controller, to: &sink)
                    sink.write(
                        " 的搜索：它的搜索控制器的 isActive 现在为 false，变暗视图消失，搜索文本框不再是第一响应者，"
                            + "之后的事件也是如此。")
                },
                ko: {
                    sink.write("디밍 뷰가 탭을 받아 ")
                    writeName(of: controller, to: &sink)
                    sink.write(
                        "의 검색을 끝냈습니다. 검색 컨트롤러의 isActive는 이제 false이고, 디밍 뷰는 사라졌으며, 검색 텍스트 "
                            + "필드는 더 이상 퍼스트 리스폰더가 아닙니다. 이후의 이벤트에서도 마찬가지입니다.")
                })
        case .applicationSendsTouches:
            Words.write(
                in: language,
                en: {
                    sink.write("UIApplication.sendEvent(_:) hands the touch event to the window it belongs to.")
                },
                ja: {
                    sink.write("UIApplication.sendEvent(_:) はタッチイベントを、そのタッチが属するウインドウに渡します。")
                },
                zh: {
                    sink.write("UIApplication.sendEvent(_:) 把触摸事件交给它所属的窗口。")
                },
                ko: {
                    sink.write("UIApplication.sendEvent(_:) 메서드가 터치 이벤트를 그 터치가 속한 윈도우에 넘깁니다.")
                })
        case .windowHitTested(let hits):
            Words.write(
                in: language,
                en: {
                    sink.write("UIWindow.sendEvent(_:) hit-tested the touch to ")
                    for (position, hit) in hits.enumerated() {
                        if position > 0 { sink.write(", ") }
                        writeName(of: hit, to: &sink)
                    }
                    sink.write("; gesture recognizers on it and its ancestors see the touch first.")
                },
                ja: {
                    sink.write("UIWindow.sendEvent(_:) がタッチをヒットテストした結果は ")
                    for (position, hit) in hits.enumerated() {
                        if position > 0 { sink.write("、") }
                        writeName(of: hit, to: &sink)
                    }
                    sink.write(" です。そのビューと祖先にあるジェスチャー認識子が、先にタッチを受け取ります。")
                },
                zh: {
                    sink.write("UIWindow.sendEvent(_:) 对触摸做命中测试，结果是 ")
                    for (position, hit) in hits.enumerated() {
                        if position > 0 { sink.write("、") }
                        writeName(of: hit, to: &sink)
                    }
                    sink.write("；它及其祖先视图上的手势识别器会先看到触摸。")
                },
                ko: {
                    sink.write("UIWindow.sendEvent(_:) 메서드가 터치를 히트 테스트한 결과는 ")
                    for (position, hit) in hits.enumerated() {
                        if position > 0 { sink.write(", ") }
                        writeName(of: hit, to: &sink)
                    }
                    sink.write("입니다. 그 뷰와 조상 뷰에 있는 제스처 인식기가 터치를 먼저 받습니다.")
                })
        case .backButtonPops(let top, let below):
            Words.write(
                in: language,
                en: {
                    sink.write("The back button names its target: ")
                    writeName(of: responder, or: "the navigation controller", to: &sink)
                    sink.write(" pops ")
                    writeName(of: top, to: &sink)
                    sink.write(" off its stack and shows ")
                    writeName(of: below, to: &sink)
                    sink.write(". (Later events of this request still see the app as described.)")
                },
                ja: {
                    sink.write("戻るボタンはターゲットを指定しています。")
                    writeName(of: responder, or: "ナビゲーションコントローラー", to: &sink)
                    sink.write(" はスタックから ")
                    writeName(of: top, to: &sink)
                    sink.write(" を pop し、")
                    writeName(of: below, to: &sink)
                    sink.write(" を表示します。（このリクエストの後続のイベントでも、アプリはリクエストに記述された状態のままです。）")
                },
                zh: {
                    sink.write("返回按钮指定了目标：")
                    writeName(of: responder, or: "导航控制器", to: &sink)
                    sink.write(" 把 ")
                    writeName(of: top, to: &sink)
                    sink.write(" 从栈中弹出（pop），并显示 ")
                    writeName(of: below, to: &sink)
                    sink.write("。（本请求之后的事件看到的仍是请求中描述的应用状态。）")
                },
                ko: {
                    sink.write("뒤로 버튼에는 타깃이 지정되어 있습니다: ")
                    writeName(of: responder, or: "내비게이션 컨트롤러", to: &sink)
                    sink.write("이(가) 스택의 ")
                    writeName(of: top, to: &sink)
                    sink.write(" 화면을 pop하고 ")
                    writeName(of: below, to: &sink)
                    sink.write(" 화면을 보여 줍니다. (이 요청의 이후 이벤트에서도 앱은 요청에 설명된 상태 그대로입니다.)")
                })
        case .tabBarSelects(let position, let tab, let tabs, let alreadySelected):
            Words.write(
                in: language,
                en: {
                    sink.write("The tab bar button sends _tabBarItemClicked: to its tab bar")
                    if alreadySelected {
                        sink.write(". Tab ")
                        sink.write(String(position))
                        sink.write(" (")
                        writeName(of: tab, to: &sink)
                        sink.write(") is already selected, so ")
                        writeName(of: tabs, to: &sink)
                        sink.write(" keeps it; a navigation controller there pops to its root.")
                    } else {
                        sink.write(", which has ")
                        writeName(of: tabs, to: &sink)
                        sink.write(" select tab ")
                        sink.write(String(position))
                        sink.write(" (")
                        writeName(of: tab, to: &sink)
                        sink.write(
                            "): its view replaces the current tab's. (Later events of this request still see the app as "
                        )
                        sink.write("described.)")
                    }
                },
                ja: {
                    sink.write("タブバーのボタンは _tabBarItemClicked: をタブバーに送ります")
                    if alreadySelected {
                        sink.write("。タブ ")
                        sink.write(String(position))
                        sink.write("（")
                        writeName(of: tab, to: &sink)
                        sink.write("）はすでに選択されているので、")
                        writeName(of: tabs, to: &sink)
                        sink.write(" はその選択を保ちます。そこにナビゲーションコントローラーがあれば、ルートまで pop します。")
                    } else {
                        sink.write("。タブバーは ")
                        writeName(of: tabs, to: &sink)
                        sink.write(" にタブ ")
                        sink.write(String(position))
                        sink.write("（")
                        writeName(of: tab, to: &sink)
                        sink.write("）を選択させ、そのビューが現在のタブのビューと入れ替わります。")
                        sink.write("（このリクエストの後続のイベントでも、アプリはリクエストに記述された状態のままです。）")
                    }
                },
                zh: {
                    sink.write("标签栏按钮把 _tabBarItemClicked: 发送给它的标签栏")
                    if alreadySelected {
                        sink.write("。标签 ")
                        sink.write(String(position))
                        sink.write("（")
                        writeName(of: tab, to: &sink)
                        sink.write("）已被选中，所以 ")
                        writeName(of: tabs, to: &sink)
                        sink.write(" 保持这个选择；如果该标签是导航控制器，它会 pop 回根视图控制器。")
                    } else {
                        sink.write("，标签栏让 ")
                        writeName(of: tabs, to: &sink)
                        sink.write(" 选中标签 ")
                        sink.write(String(position))
                        sink.write("（")
                        writeName(of: tab, to: &sink)
                        sink.write("）：它的视图替换当前标签的视图。（本请求之后的事件看到的仍是请求中描述的应用状态。）")
                    }
                },
                ko: {
                    sink.write("탭 바 버튼이 _tabBarItemClicked: 메시지를 탭 바에 보냅니다")
                    if alreadySelected {
                        sink.write(". ")
                        sink.write(String(position))
                        sink.write("번 탭(")
                        writeName(of: tab, to: &sink)
                        sink.write(")은 이미 선택되어 있으므로 ")
                        writeName(of: tabs, to: &sink)
                        sink.write("이(가) 그 선택을 그대로 유지합니다. 그 탭에 내비게이션 컨트롤러가 있으면 루트로 pop합니다.")
                    } else {
                        sink.write(". 탭 바는 ")
                        writeName(of: tabs, to: &sink)
                        sink.write("이(가) ")
                        sink.write(String(position))
                        sink.write("번 탭(")
                        writeName(of: tab, to: &sink)
                        sink.write(")을 선택하게 하고, 그 탭의 뷰가 현재 탭의 뷰를 대체합니다. ")
                        sink.write("(이 요청의 이후 이벤트에서도 앱은 요청에 설명된 상태 그대로입니다.)")
                    }
                })
        case .discarded(let method, let end):
            Words.write(
                in: language,
                en: {
                    if let end { sink.write(end.explanation) } else { sink.write("The chain ended.") }
                    sink.write(" Nothing handled ")
                    sink.write(method.signature)
                    sink.write(", so UIKit discarded it.")
                },
                ja: {
                    if let end { sink.write(end.explanation(in: .japanese)) } else { sink.write("チェーンが終わりました。") }
                    sink.write("どのレスポンダーも ")
                    sink.write(method.signature)
                    sink.write(" を処理しなかったので、UIKit はこれを破棄しました。")
                },
                zh: {
                    if let end {
                        sink.write(end.explanation(in: .simplifiedChinese))
                    } else {
                        sink.write("响应者链结束了。")
                    }
                    sink.write("没有响应者处理 ")
                    sink.write(method.signature)
                    sink.write("，所以 UIKit 丢弃了它。")
                },
                ko: {
                    if let end { sink.write(end.explanation(in: .korean)) } else { sink.write("체인이 끝났습니다.") }
                    sink.write(" ")
                    sink.write(method.signature)
                    sink.write(" 메서드를 처리한 리스폰더가 없으므로 UIKit이 이를 버렸습니다.")
                })
        }
    }

    /// The note of one path step, in `language`.
    public func note(of step: PathStep, in language: Language) -> String {
        var text = ""
        write(step.words, of: step.responder, in: language, to: &text)
        return text
    }

    /// The note of one path step, in plain English.
    public func note(of step: PathStep) -> String { note(of: step, in: .english) }

    /// What a responder did with a method on the walk, after its name, in `language`.
    private func write<Sink: WordSink>(
        _ behavior: DeliveryStep.Behavior, _ method: String, in language: Language, to sink: inout Sink
    ) {
        switch behavior {
        case .forwarded:
            Words.write(
                in: language,
                en: {
                    sink.write(" does not override ")
                    sink.write(method)
                    sink.write("; UIResponder's default passes it to next.")
                },
                ja: {
                    sink.write(" は ")
                    sink.write(method)
                    sink.write(" をオーバーライドしていないので、UIResponder のデフォルト実装が next に渡します。")
                },
                zh: {
                    sink.write(" 没有重写 ")
                    sink.write(method)
                    sink.write("；UIResponder 的默认实现把它传给 next。")
                },
                ko: {
                    sink.write("은(는) ")
                    sink.write(method)
                    sink.write(" 메서드를 오버라이드하지 않으므로, UIResponder의 기본 구현이 이벤트를 next로 전달합니다.")
                })
        case .handledAndForwarded:
            Words.write(
                in: language,
                en: {
                    sink.write(" overrides ")
                    sink.write(method)
                    sink.write(" and calls super, so it handles it and passes it on.")
                },
                ja: {
                    sink.write(" は ")
                    sink.write(method)
                    sink.write(" をオーバーライドして super を呼ぶので、処理したうえで次に渡します。")
                },
                zh: {
                    sink.write(" 重写了 ")
                    sink.write(method)
                    sink.write(" 并调用 super，所以它处理后继续传递。")
                },
                ko: {
                    sink.write("은(는) ")
                    sink.write(method)
                    sink.write(" 메서드를 오버라이드하고 super를 호출하므로, 이벤트를 처리한 뒤 다음으로 전달합니다.")
                })
        case .swallowed:
            Words.write(
                in: language,
                en: {
                    sink.write(" overrides ")
                    sink.write(method)
                    sink.write(" without calling super: the event stops here.")
                },
                ja: {
                    sink.write(" は super を呼ばずに ")
                    sink.write(method)
                    sink.write(" をオーバーライドしています。イベントはここで止まります。")
                },
                zh: {
                    sink.write(" 重写了 ")
                    sink.write(method)
                    sink.write(" 但没有调用 super：事件在这里停止。")
                },
                ko: {
                    sink.write("은(는) ")
                    sink.write(method)
                    sink.write(" 메서드를 super 호출 없이 오버라이드하므로, 이벤트가 여기서 멈춥니다.")
                })
        case .trackedByControl:
            Words.write(
                in: language,
                en: {
                    sink.write(" is a UIControl: it tracks the touch itself and does not forward it.")
                },
                ja: {
                    sink.write(" は UIControl です。タッチを自分で追跡し、転送しません。")
                },
                zh: {
                    sink.write(" 是 UIControl：它自己跟踪这次触摸，不会转发。")
                },
                ko: {
                    sink.write("은(는) UIControl이므로 터치를 직접 추적하고 전달하지 않습니다.")
                })
        case .forwardedByDisabledControl:
            Words.write(
                in: language,
                en: {
                    sink.write(" is a disabled control: it does not track the touch, which goes on to next.")
                },
                ja: {
                    sink.write(" は無効なコントロールです。タッチを追跡しないので、タッチは next へ進みます。")
                },
                zh: {
                    sink.write(" 是禁用的控件：它不跟踪这次触摸，触摸继续传给 next。")
                },
                ko: {
                    sink.write("은(는) 비활성화된 컨트롤이므로 터치를 추적하지 않고, 터치는 next로 넘어갑니다.")
                })
        case .forwardedByControl:
            Words.write(
                in: language,
                en: {
                    sink.write(
                        """
                         is a UIControl, but the touch hit a view inside it: a control tracks only touches on itself \
                        (reported on iOS, not documented), so it passes the touch on and sends no action.
                        """)
                },
                ja: {
                    sink.write(
                        """
                         は UIControl ですが、タッチはその中のビューに当たりました。コントロールは自分自身へのタッチだけを\
                        追跡する（iOS で報告されている動作で、ドキュメントにはありません）ので、タッチを次に渡し、アクションは送りません。
                        """)
                },
                zh: {
                    sink.write(
                        """
                         是 UIControl，但触摸落在它内部的视图上：控件只跟踪落在自身上的触摸（iOS 上有人报告过，\
                        文档没有说明），所以它把触摸传下去，也不发送动作。
                        """)
                },
                ko: {
                    sink.write(
                        """
                        은(는) UIControl이지만 터치가 그 안의 뷰에 닿았습니다. 컨트롤은 자기 자신에 대한 터치만 추적하므로\
                        (iOS에서 보고된 동작이며 문서화되지 않음) 터치를 다음으로 넘기고 액션을 보내지 않습니다.
                        """)
                })
        case .stoppedByDisabledControl:
            Words.write(
                in: language,
                en: {
                    sink.write(" is a disabled control and (by setting) absorbs the touch without handling it.")
                },
                ja: {
                    sink.write(" は無効なコントロールで、（設定により）タッチを処理せずに吸収します。")
                },
                zh: {
                    sink.write(" 是禁用的控件，并且（按照设置）吸收了这次触摸，却不处理它。")
                },
                ko: {
                    sink.write("은(는) 비활성화된 컨트롤이며, (설정에 따라) 터치를 처리하지 않고 흡수합니다.")
                })
        case .handledByTextInput:
            Words.write(
                in: language,
                en: {
                    sink.write(
                        " is the focused text input: it passes the key press on up the chain, and UIKit types the key once no "
                            + "responder above takes it.")
                },
                ja: {
                    sink.write(" はフォーカスのあるテキスト入力です。キーの押下をチェーンの上へ渡し、上のどのレスポンダーも受け取らなければ、UIKit がそのキーを入力します。")
                },
                zh: {
                    sink.write(" 是获得焦点的文本输入控件：它把这次按键沿链向上传递，只要上面没有响应者接收它，UIKit 就会输入这个键。")
                },
                ko: {
                    sink.write("은(는) 포커스된 텍스트 입력이므로 키 입력을 체인 위로 넘기고, 위의 어떤 리스폰더도 받지 않으면 UIKit이 그 키를 입력합니다.")
                })
        }
    }

    /// A gesture recognizer's name and its view, in `language`: `UITapGestureRecognizer 'tap' on UIView 'card'`,
    /// `UIView 'card' の UITapGestureRecognizer 'tap'`, `UIView 'card' 上的 UITapGestureRecognizer 'tap'`,
    /// `UIView 'card'의 UITapGestureRecognizer 'tap'`.
    public func recognizerName(_ index: Int, in language: Language) -> String {
        var text = ""
        writeRecognizerName(index, in: language, to: &text)
        return text
    }

    /// `UITapGestureRecognizer 'tap' on UIView 'card'`.
    public func recognizerName(_ index: Int) -> String { recognizerName(index, in: .english) }

    private func writeRecognizerName<Sink: WordSink>(_ index: Int, in language: Language, to sink: inout Sink) {
        let recognizer = gestureRecognizers[index]
        Words.write(
            in: language,
            en: {
                sink.write(recognizer.className)
                sink.write(" '")
                sink.write(recognizer.id)
                sink.write("' on ")
                writeName(of: recognizer.view, to: &sink)
            },
            ja: {
                writeName(of: recognizer.view, to: &sink)
                sink.write(" の ")
                sink.write(recognizer.className)
                sink.write(" '")
                sink.write(recognizer.id)
                sink.write("'")
            },
            zh: {
                writeName(of: recognizer.view, to: &sink)
                sink.write(" 上的 ")
                sink.write(recognizer.className)
                sink.write(" '")
                sink.write(recognizer.id)
                sink.write("'")
            },
            ko: {
                writeName(of: recognizer.view, to: &sink)
                sink.write("의 ")
                sink.write(recognizer.className)
                sink.write(" '")
                sink.write(recognizer.id)
                sink.write("'")
            })
    }
}

extension App {
    /// "`list` tells its delegate `delegate` that …" about a row: the frame is the same in every language; only what
    /// is said of the row differs (`en` around the row, the others after it).
    fileprivate func writeListTellsDelegate<Sink: WordSink>(
        _ list: Int, cell: Int, delegate: Int?, in language: Language, to sink: inout Sink,
        en: (before: String, after: String), ja: String, zh: String, ko: String
    ) {
        Words.write(
            in: language,
            en: {
                let row = row(of: cell, in: list)
                writeName(of: list, to: &sink)
                sink.write(" tells its delegate ")
                writeName(of: delegate, or: "", to: &sink)
                sink.write(" that ")
                sink.write(en.before)
                sink.write(row)
                sink.write(en.after)
            },
            ja: {
                writeName(of: list, to: &sink)
                sink.write(" はデリゲート")
                if let delegate {
                    sink.write(" ")
                    writeName(of: delegate, to: &sink)
                    sink.write(" ")
                }
                sink.write("に、")
                writeJapaneseRow(of: cell, in: list, to: &sink)
                sink.write(ja)
            },
            zh: {
                writeName(of: list, to: &sink)
                sink.write(" 告诉它的代理")
                if let delegate {
                    sink.write(" ")
                    writeName(of: delegate, to: &sink)
                }
                sink.write("：")
                writeChineseRow(of: cell, in: list, to: &sink)
                sink.write(zh)
            },
            ko: {
                writeName(of: list, to: &sink)
                sink.write("이(가) 델리게이트")
                if let delegate {
                    sink.write("인 ")
                    writeName(of: delegate, to: &sink)
                }
                sink.write("에게 ")
                writeKoreanRow(of: cell, in: list, to: &sink)
                sink.write(ko)
            })
    }
}

// MARK: - the Japanese words' own helpers

extension App {
    /// `UITableViewCell 'cell' の行` (a collection view's `の項目`).
    private func writeJapaneseRow<Sink: WordSink>(of cell: Int, in list: Int, to sink: inout Sink) {
        writeName(of: cell, to: &sink)
        sink.write(self[list].rowSelection?.isTable ?? true ? " の行" : " の項目")
    }
}

// MARK: - the Simplified Chinese words' own helpers

extension App {
    /// `UITableViewCell 'cell' 所在的行` (a collection view's `所在的项`).
    private func writeChineseRow<Sink: WordSink>(of cell: Int, in list: Int, to sink: inout Sink) {
        writeName(of: cell, to: &sink)
        sink.write(self[list].rowSelection?.isTable ?? true ? " 所在的行" : " 所在的项")
    }
}

// MARK: - the Korean words' own helpers

extension App {
    /// `UITableViewCell 'cell'의 행` (a collection view's `의 항목`); both take 이 and 을.
    private func writeKoreanRow<Sink: WordSink>(of cell: Int, in list: Int, to sink: inout Sink) {
        writeName(of: cell, to: &sink)
        sink.write(self[list].rowSelection?.isTable ?? true ? "의 행" : "의 항목")
    }
}
