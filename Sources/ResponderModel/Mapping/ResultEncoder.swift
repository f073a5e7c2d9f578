import Foundation
import ResponderCore
import ResponderWords

/// Turns core results into wire values, naming responders by id and class.
package struct ResultEncoder {
    package let app: App
    package let profile: Profile
    /// The language the answer's words are in.
    package let language: Language
    /// The app the answer's words speak of, shared by all of them.
    let speaker: Speaker

    package init(app: App, profile: Profile, language: Language = .english) {
        self.app = app
        self.profile = profile
        self.language = language
        self.speaker = Speaker(app: app, language: language)
    }

    package func ref(_ index: Int) -> ResponderRefJSON {
        let node = app.identity(of: index)
        return ResponderRefJSON(
            id: node.id, className: node.className, isPrivate: node.isPrivateClass ? true : nil,
            synthesized: node.isSynthesized ? true : nil, title: responder(index) { $0.barItemTitle })
    }

    /// Reads what it needs of a responder in place. From this module, `app[index].barItemTitle` copies the whole
    /// responder (a dozen reference-counted fields, retained and then released) to read one of them: that was a
    /// copy for every responder an answer names, about 100,000 instructions of Delete-button's answer.
    func responder<Value>(_ index: Int, _ read: (borrowing Responder) -> Value) -> Value {
        app.responders.withUnsafeBufferPointer { read($0[index]) }
    }

    package func name(_ index: Int) -> String { app.displayName(of: index) }

    package func diagnostic(_ diagnostic: Diagnostic) -> DiagnosticJSON {
        let words = app.wording(of: diagnostic, in: language)
        return DiagnosticJSON(
            code: diagnostic.code.rawValue, severity: diagnostic.severity.rawValue, message: words.message,
            hint: words.hint, responders: diagnostic.responders.map { ref($0) })
    }

    package func chain(_ chain: ResponderChain) -> ChainJSON {
        let links = chain.links.map { link in
            ChainLinkJSON(
                responder: ref(link.responder), kind: app.kind(of: link.responder).rawValue, rule: link.rule?.rawValue,
                explanation: link.rule?.explanation(in: language) ?? link.end?.explanation(in: language) ?? "")
        }
        let end = chain.end ?? .noNextResponder
        return ChainJSON(
            chainDescription: chain.responders.map { app.identity(of: $0).className }, links: links,
            end: ChainEndJSON(reason: end.rawValue, explanation: end.explanation(in: language)))
    }

    package func state(_ snapshot: StateSnapshot) -> StateJSON {
        StateJSON(
            keyWindow: snapshot.keyWindow.map { ref($0) }, firstResponder: snapshot.firstResponder.map { ref($0) },
            keyboardVisible: snapshot.keyboardVisible,
            windows: app.windows.map { window in
                WindowStateJSON(
                    window: ref(window), isKey: window == snapshot.keyWindow,
                    firstResponder: snapshot.firstResponders[window].map { ref($0) })
            })
    }

    package func result(
        _ result: EventResult, index: Int, essentials: Bool = false, fixes: [FixOutcome?] = [],
        places: RequestPlaces? = nil
    ) -> EventResultJSON {
        var chainJSON: ChainJSON?
        if let chain = result.chain, !essentials { chainJSON = self.chain(chain) }
        var json = EventResultJSON(
            index: index, type: result.event.kind, outcome: result.outcome.rawValue,
            summary: WordsJSON(summaryOf: result, speaker: speaker),
            handler: result.handler.map { ref($0) },
            path: result.path.map { step in
                PathStepJSON(
                    responder: step.responder.map { ref($0) }, method: step.method, outcome: step.outcome.rawValue,
                    note: WordsJSON(step.words, of: step.responder, speaker: speaker))
            },
            diagnostics: result.diagnostics.enumerated().map { position, item in
                var json = diagnostic(item)
                guard position < fixes.count, let outcome = fixes[position] else { return json }
                (json.fix, json.noFix) = fixFields(outcome, places: places)
                return json
            },
            start: result.start.map { StartJSON(responder: ref($0), reason: result.startReason?.rawValue ?? "") },
            chain: chainJSON, stateBefore: state(result.stateBefore), stateAfter: state(result.stateAfter))
        if let aim = result.aim {
            json.aim = AimJSON(
                on: ref(aim.view), point: PointJSON(aim.point), reached: aim.reached,
                reason: app.explanation(of: aim, in: language))
        }
        if essentials {
            json.start = nil
            json.stateBefore = nil
            json.stateAfter = nil
            return json
        }
        if case .touch(let event) = result.event {
            json.hitTest = result.touches.map { touch($0, event.touches[$0.index]) }
            json.recognizers = result.recognizers.map { entry in
                let recognizer = app.gestureRecognizers[entry.recognizer]
                return RecognizerResultJSON(
                    id: recognizer.id, className: recognizer.className, view: ref(recognizer.view),
                    outcome: entry.outcome.rawValue, reason: entry.reason.map { app.words(of: $0, in: language) })
            }
            if !result.scrollViews.isEmpty {
                json.scrollViews = result.scrollViews.map { entry in
                    ScrollViewResultJSON(
                        scrollView: ref(entry.scrollView), recognizer: app.gestureRecognizers[entry.recognizer].id,
                        scrolled: entry.scrolled, contentTouches: entry.contentTouches?.rawValue,
                        reason: WordsJSON(entry, speaker: speaker),
                        page: entry.page.map { page in
                            ScrollViewResultJSON.PageJSON(
                                axis: page.axis == .horizontally ? "horizontal" : "vertical", from: page.from,
                                to: page.to, pages: page.pages)
                        },
                        keyboard: entry.keyboard.map { keyboard in
                            switch keyboard {
                            case .dismissed: "dismissed"
                            case .refusedToResign: "refusedToResign"
                            case .followsFinger: "followsFinger"
                            }
                        },
                        refresh: entry.refresh.map { pull in
                            ScrollViewResultJSON.RefreshJSON(
                                control: ref(pull.control), outcome: pull.outcome.rawValue, pulled: pull.pulled,
                                pastTop: pull.pastTop, needs: pull.needs)
                        })
                }
            }
        }
        if case .hover(let event) = result.event {
            let points = event.points
            json.hitTest = result.touches.map { entry in
                touch(entry, TouchEvent.Touch(point: points[min(entry.index, points.count - 1)]))
            }
            json.recognizers = result.recognizers.map { entry in
                let recognizer = app.gestureRecognizers[entry.recognizer]
                var states: [String]?
                if case .hovered(let phases) = entry.reason { states = phases.map(\.rawValue) }
                return RecognizerResultJSON(
                    id: recognizer.id, className: recognizer.className, view: ref(recognizer.view),
                    outcome: entry.outcome.rawValue, reason: entry.reason.map { app.words(of: $0, in: language) },
                    states: states)
            }
            json.pointer = result.pointer.map { pointer in
                PointerJSON(
                    view: ref(pointer.view), interaction: PointerJSON.interactions[pointer.isButtons ? 1 : 0],
                    region: pointer.region, regionFrame: FrameJSON(pointer.rect), style: pointer.style.rawValue)
            }
        }
        if let selection = result.selection, let rule = responder(selection.list, { $0.rowSelection }) {
            json.selection = SelectionJSON(
                view: ref(selection.list), cell: ref(selection.cell), selected: selection.selected,
                delegateMethod: rule.didSelect.swiftName, delegate: selection.delegate.map { ref($0) },
                delegateCalled: selection.delegateCalled, reason: WordsJSON(reasonOf: selection, speaker: speaker),
                accessory: selection.accessory.map { accessory in
                    var tookTap = false
                    var delegateCalled = false
                    switch selection.reason {
                    case .accessoryButtonTapped(_, _, let called):
                        tookTap = true
                        delegateCalled = called
                    case .accessoryControlTookTap: tookTap = true
                    default: break
                    }
                    return SelectionJSON.Accessory(
                        view: ref(accessory.view), kind: accessory.kind, tookTap: tookTap,
                        delegateCalled: delegateCalled)
                })
        }
        if let buttonMenu = result.buttonMenu {
            json.buttonMenu = ButtonMenuJSON(
                button: ref(buttonMenu.button), opened: buttonMenu.openedBy != nil,
                openedBy: buttonMenu.openedBy?.rawValue, reason: app.words(of: buttonMenu, in: language))
        }
        if !result.deliveries.isEmpty { json.deliveries = result.deliveries.map { delivery($0) } }
        if !result.actions.isEmpty { json.actions = result.actions.map { action($0, event: result.event) } }
        if let menu = result.menu {
            json.menu = EditMenuJSON(
                shown: menu.isShown, searchedFrom: menu.searchedFrom.map { ref($0) },
                items: menu.items.map { item in
                    EditMenuJSON.Item(
                        action: item.action.name, shown: item.shown, target: item.target.map { ref($0) },
                        declinedBy: item.declinedBy.map { ref($0) },
                        reason: item.reason.map { app.words(of: $0, declinedBy: item.declinedBy, in: language) })
                })
        }
        if let change = result.firstResponderChange {
            json.firstResponderChange = FirstResponderChangeJSON(
                call: change.call.rawValue, responder: change.responder.map { ref($0) }, succeeded: change.succeeded,
                failure: change.failure?.rawValue, keyboardVisible: change.keyboardVisible)
        }
        return json
    }

    private func touch(_ touch: TouchResult, _ finger: TouchEvent.Touch) -> TouchResultJSON {
        TouchResultJSON(
            touch: touch.index, point: PointJSON(touch.trace.point),
            endPoint: finger.moves.isEmpty ? nil : PointJSON(finger.endPoint),
            end: finger.end == .cancelled ? finger.end.rawValue : nil, window: touch.trace.window.map { ref($0) },
            hitView: touch.trace.hitView.map { ref($0) }, accepted: touch.accepted,
            rejection: touch.rejection?.rawValue,
            trace: touch.trace.steps.map { step in
                HitTestStepJSON(
                    view: ref(step.view), depth: step.depth, point: PointJSON(step.point),
                    outcome: step.outcome.rawValue, reason: WordsJSON(step, speaker: speaker),
                    redirectedTo: step.redirectedTo.map { ref($0) }, count: step.count > 1 ? step.count : nil,
                    lastView: step.lastView.map { ref($0) })
            })
    }

    private func delivery(_ delivery: Delivery) -> DeliveryJSON {
        DeliveryJSON(
            method: delivery.method.signature, touches: delivery.touches.isEmpty ? nil : delivery.touches,
            outcome: delivery.outcome.rawValue, handledBy: delivery.handledBy.map { ref($0) },
            starved: delivery.starved.map { ref($0) }, chainEnd: delivery.chainEnd?.rawValue,
            steps: delivery.steps.map { step in
                DeliveryStepJSON(
                    responder: ref(step.responder), arrivedBy: step.arrivedBy?.rawValue,
                    behavior: step.behavior.rawValue)
            })
    }

    private func action(_ action: ActionDispatch, event: Event?) -> ActionJSON {
        let source: ActionSourceJSON
        switch action.source {
        case .control(let control, let event):
            source = ActionSourceJSON(type: "control", sender: ref(control), controlEvent: event.rawValue)
        case .gestureRecognizer(let index):
            let recognizer = app.gestureRecognizers[index]
            source = ActionSourceJSON(
                type: "gestureRecognizer", sender: ref(recognizer.view),
                gestureRecognizer: recognizer.id)
        case .actionEvent:
            source = ActionSourceJSON(type: "actionEvent")
        case .keyCommand(let responder):
            var keys: String?
            if case .press(let key, let modifiers)? = event { keys = KeyCommand.describe(key, modifiers) }
            source = ActionSourceJSON(type: "keyCommand", sender: ref(responder), keys: keys)
        }
        return ActionJSON(
            action: action.action.name, source: source, target: action.explicitTarget.map { ref($0) },
            walkStart: action.walkStart.map { ref($0) }, walkStartReason: action.walkStartReason?.rawValue,
            walk: action.walk.map { step in
                ActionWalkStepJSON(
                    responder: ref(step.responder), arrivedBy: step.arrivedBy?.rawValue,
                    answer: step.answer.rawValue, reason: step.reason.map { app.words(of: $0, in: language) })
            },
            performedBy: action.performedBy.map { ref($0) }, outcome: action.outcome.rawValue)
    }
}
