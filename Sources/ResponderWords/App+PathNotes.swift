import ResponderCore

extension App {
    /// The note of one path step, in plain words.
    public func note(of step: PathStep) -> String {
        var text = ""
        write(step.words, of: step.responder, to: &text)
        return text
    }

    /// Writes the words of a path note.
    ///
    /// - Parameters:
    ///   - note: The facts.
    ///   - responder: The step's responder (the one a delivery note speaks of).
    ///   - sink: Where the words go.
    public func write<Sink: WordSink>(_ note: PathNote, of responder: Int?, to sink: inout Sink) {
        switch note {
        case .failed(let words):
            sink.write(wording(of: words).message)
        case .delivery(let behavior, let method, let arrivedBy):
            if let arrivedBy {
                sink.write("Reached through ")
                sink.write(arrivedBy.rawValue)
                sink.write(". ")
            }
            writeName(of: responder, or: "A responder", to: &sink)
            write(behavior, method.signature, to: &sink)
        case .actionWalk(let answer, let action, let reason):
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
                if let reason { sink.write(words(of: reason)) } else { sink.write("canPerformAction returns false") }
                sink.write("), so the walk moves on.")
            case .doesNotImplement:
                sink.write(" does not implement ")
                sink.write(action.name)
                sink.write("; next.")
            }
        case .applicationSendsAction(let action, let targeted):
            if targeted {
                sink.write("UIApplication.sendAction sends ")
                sink.write(action.name)
                sink.write(" straight to its target; the chain is not involved.")
            } else {
                sink.write("UIApplication.sendAction with a nil target walks the responder chain to find a target.")
            }
        case .targetCalledDirectly:
            sink.write("The action names its target, so ")
            writeName(of: responder, or: "its target", to: &sink)
            sink.write(" is called directly; the responder chain is not involved.")
        case .unrecognizedSelector(let action):
            writeName(of: responder, or: "The target", to: &sink)
            sink.write(" does not implement ")
            sink.write(action.name)
            sink.write(": unrecognized selector sent to instance.")
        case .actionWalkStarts(let reason):
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
        case .actionDiscarded(let action):
            sink.write("No responder on the chain implements ")
            sink.write(action.name)
            sink.write(" and agrees to perform it, so it is discarded.")
        case .recognizer(let index, let outcome, let reason):
            writeRecognizerName(index, to: &sink)
            switch outcome {
            case .recognized: sink.write(" sees the touch before the views do and recognizes it: ")
            case .failed:
                sink.write(" sees the touch first but does not recognize it, so the touch goes on to the views: ")
            case .disabled: sink.write(" is disabled and ignores the touch: ")
            case .touchNotReceived: sink.write(" is not given the touch: ")
            case .excludedByOther, .requiredFailureDidNotHappen: sink.write(" could recognize, but: ")
            case .preventedByControl: sink.write(" makes way for the UIKit control under the finger: ")
            }
            sink.write(words(of: reason))
        case .controlWinsTap(let hitView):
            writeName(of: hitView, to: &sink)
            sink.write(
                """
                 is a UIKit control: it makes single-tap recognizers on its ancestors fail, so it wins the tap.
                """)
        case .applicationSendsToKeyWindow:
            sink.write(
                """
                UIApplication.sendEvent(_:) hands the event to the key window; it has no location, so it goes to the \
                first responder, not to a hit-tested view.
                """)
        case .applicationLooksForKeyCommands(let start):
            sink.write(
                """
                UIApplication.sendEvent(_:) takes the hardware key press and looks for a key command on the responder \
                chain from 
                """)
            writeName(of: start, to: &sink)
            sink.write(" before it delivers any press.")
        case .keyCommandOffered(let keys, let action, let winsOverTextInput, let start):
            writeName(of: responder, or: "A responder", to: &sink)
            sink.write(" returns a UIKeyCommand for ")
            sink.write(keys)
            sink.write(" from keyCommands")
            if winsOverTextInput { sink.write(" with wantsPriorityOverSystemBehavior, so it wins over the text input") }
            sink.write("; UIKit sends its action, ")
            sink.write(action.swiftName)
            sink.write(", up the chain from ")
            writeName(of: start, to: &sink)
            sink.write(".")
        case .alreadyFirstResponder:
            writeName(of: responder, or: "A responder", to: &sink)
            sink.write(" is already first responder; nothing changes.")
        case .currentFirstResponderResigns:
            sink.write("The current first responder ")
            writeName(of: responder, or: "", to: &sink)
            sink.write(" agrees to resign.")
        case .becameFirstResponder(let window, let keyboardShows):
            writeName(of: responder, or: "A responder", to: &sink)
            sink.write(" is in a window, can become first responder, and nobody refused: it is now first responder of ")
            writeName(of: window, to: &sink)
            sink.write(keyboardShows ? " and the keyboard shows." : ".")
        case .nothingToResign:
            sink.write("Nothing is first responder; there is nothing to resign.")
        case .noFirstResponderInSubtree:
            sink.write("No first responder is inside ")
            writeName(of: responder, or: "the view", to: &sink)
            sink.write("'s subtree, so endEditing returns false.")
        case .endEditingAsksToResign(let first, let forced):
            sink.write("endEditing finds the first responder in ")
            writeName(of: responder, or: "the view", to: &sink)
            sink.write("'s subtree, ")
            writeName(of: first, to: &sink)
            sink.write(", without knowing which field it is, and asks it to resign")
            sink.write(forced ? " (forced)." : ".")
        case .notFirstResponder:
            writeName(of: responder, or: "A responder", to: &sink)
            sink.write(" is not first responder; resigning changes nothing.")
        case .refusesToResign:
            writeName(of: responder, or: "A responder", to: &sink)
            sink.write(" refuses to resign: canResignFirstResponder is false.")
        case .resigns(let keyboardGoes):
            writeName(of: responder, or: "A responder", to: &sink)
            sink.write(keyboardGoes ? " resigns first responder; the keyboard goes away." : " resigns first responder.")
        case .editMenuWithoutFirstResponder:
            sink.write("The edit menu searches from the first responder, and there is none, so no menu appears.")
        case .editMenuItemShown(let action):
            writeName(of: responder, or: "A responder", to: &sink)
            sink.write(" implements ")
            sink.write(action.name)
            sink.write(" and canPerformAction agrees, so the item appears.")
        case .editMenuItemHidden(let reason, let declinedBy):
            sink.write("Hidden: ")
            sink.write(words(of: reason, declinedBy: declinedBy))
            sink.write(".")
        case .listSelectsRow(let cell, let list, let from):
            let row = row(of: cell, in: list)
            writeName(of: responder, or: "The list", to: &sink)
            sink.write(" received touchesEnded(_:with:) along the chain from ")
            writeName(of: from, to: &sink)
            sink.write(" and selects ")
            sink.write(row)
            sink.write(".")
        case .listTellsDelegate(let list, let cell):
            let row = row(of: cell, in: list)
            writeName(of: list, to: &sink)
            sink.write(" tells its delegate ")
            writeName(of: responder, or: "", to: &sink)
            sink.write(" that ")
            sink.write(row)
            sink.write(" was selected.")
        case .touchesBeganWithheld(let byScrolling):
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
        case .applicationSendsTouches:
            sink.write("UIApplication.sendEvent(_:) hands the touch event to the window it belongs to.")
        case .windowHitTested(let hits):
            sink.write("UIWindow.sendEvent(_:) hit-tested the touch to ")
            for (position, hit) in hits.enumerated() {
                if position > 0 { sink.write(", ") }
                writeName(of: hit, to: &sink)
            }
            sink.write("; gesture recognizers on it and its ancestors see the touch first.")
        case .backButtonPops(let top, let below):
            sink.write("The back button names its target: ")
            writeName(of: responder, or: "the navigation controller", to: &sink)
            sink.write(" pops ")
            writeName(of: top, to: &sink)
            sink.write(" off its stack and shows ")
            writeName(of: below, to: &sink)
            sink.write(". (Later events of this request still see the app as described.)")
        case .tabBarSelects(let position, let tab, let tabs, let alreadySelected):
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
                    "): its view replaces the current tab's. (Later events of this request still see the app as ")
                sink.write("described.)")
            }
        case .discarded(let method, let end):
            if let end { sink.write(end.explanation) } else { sink.write("The chain ended.") }
            sink.write(" Nothing handled ")
            sink.write(method.signature)
            sink.write(", so UIKit discarded it.")
        }
    }

    /// What a responder did with a method on the walk, after its name.
    private func write<Sink: WordSink>(_ behavior: DeliveryStep.Behavior, _ method: String, to sink: inout Sink) {
        switch behavior {
        case .forwarded:
            sink.write(" does not override ")
            sink.write(method)
            sink.write("; UIResponder's default passes it to next.")
        case .handledAndForwarded:
            sink.write(" overrides ")
            sink.write(method)
            sink.write(" and calls super, so it handles it and passes it on.")
        case .swallowed:
            sink.write(" overrides ")
            sink.write(method)
            sink.write(" without calling super: the event stops here.")
        case .trackedByControl:
            sink.write(" is a UIControl: it tracks the touch itself and does not forward it.")
        case .forwardedByDisabledControl:
            sink.write(" is a disabled control: it does not track the touch, which goes on to next.")
        case .forwardedByControl:
            sink.write(
                """
                 is a UIControl, but the touch hit a view inside it: a control tracks only touches on itself \
                (reported on iOS, not documented), so it passes the touch on and sends no action.
                """)
        case .stoppedByDisabledControl:
            sink.write(" is a disabled control and (by setting) absorbs the touch without handling it.")
        case .handledByTextInput:
            sink.write(
                " is the focused text input: it passes the key press on up the chain, and UIKit types the key once no "
                    + "responder above takes it.")
        }
    }

    /// `UITapGestureRecognizer 'tap' on UIView 'card'`.
    public func recognizerName(_ index: Int) -> String {
        var text = ""
        writeRecognizerName(index, to: &text)
        return text
    }

    private func writeRecognizerName<Sink: WordSink>(_ index: Int, to sink: inout Sink) {
        let recognizer = gestureRecognizers[index]
        sink.write(recognizer.className)
        sink.write(" '")
        sink.write(recognizer.id)
        sink.write("' on ")
        writeName(of: recognizer.view, to: &sink)
    }
}
