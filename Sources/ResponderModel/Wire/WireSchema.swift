import ResponderCore

/// The wire's object types as the OpenAPI description names them, with their fields: for a request object, the
/// fields it accepts, read from the field tables that drive decoding; for an answer object, the fields the
/// service writes in the examples' answers and in problems, read from the field lists that drive both encodings.
/// `responder-lab wire-fields` prints them; the generator of `openapi.yaml` orders each request schema's
/// properties by them and refuses any schema that does not document what the service reads or writes.
public enum WireSchema {
    public struct Object: Sendable, Equatable, Encodable {
        /// The schema's name in `openapi.yaml`.
        public var name: String
        /// The fields, in documentation order.
        public var fields: [String]
        /// The fields that must be given.
        public var required: [String]

        package init(name: String, fields: [String], required: [String]) {
            self.name = name
            self.fields = fields
            self.required = required
        }
    }

    /// The string enumerations the wire reads and writes, by the name `scripts/openapi/schemas.py` gives them:
    /// the generator takes their values from here, so the description cannot drift from the code.
    public static var enums: [String: [String]] {
        func values<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> [String] where Value.RawValue == String {
            Value.allCases.map(\.rawValue)
        }
        return [
            "DIAGNOSTIC_CODE": values(DiagnosticCode.self), "AUDIT_CODE": values(AuditCode.self),
            "SEVERITY": values(Diagnostic.Severity.self), "EVENT_OUTCOME": values(EventResult.Outcome.self),
            "RECOGNIZER_OUTCOME": values(RecognizerResult.Outcome.self),
            "CONTENT_TOUCHES": values(ScrollViewResult.ContentTouches.self),
            "DELIVERY_OUTCOME": values(Delivery.Outcome.self), "DELIVERY_BEHAVIOR": values(DeliveryStep.Behavior.self),
            "ACTION_OUTCOME": values(ActionDispatch.Outcome.self),
            "WALK_ANSWER": values(ActionDispatch.WalkStep.Answer.self), "PATH_OUTCOME": values(PathStep.Outcome.self),
            "HIT_TEST_OUTCOME": values(HitTestOutcome.self), "START_REASON": values(App.StartReason.self),
            "NEXT_RULE": values(NextRule.self), "CHAIN_END": values(ChainEnd.self),
            "RESPONDER_KIND": values(ResponderKind.self), "RECOGNIZER_KIND": values(GestureRecognizer.Kind.self),
            "CONTROL_EVENT": values(TargetAction.ControlEvent.self), "TOUCH_GESTURE": values(TouchGesture.self),
            "TOUCH_END": values(TouchEnd.self), "MODAL_STYLE": values(ModalPresentationStyle.self),
            "PROFILE": values(Profile.self), "METHOD_OVERRIDE": MethodOverride.allCases.map(\.rawValue),
            "MODIFIER_KEYS": KeyModifiers.named.map(\.name),
            "RESPONDER_METHODS": values(ResponderMethod.self),
            "METHOD_SIGNATURES": ResponderMethod.allCases.map(\.signature),
            "EVENT_TYPES": values(EventJSON.Kind.self),
            "SWIPE_DIRECTION": GestureRecognizer.SwipeDirections.named.map(\.name),
            "LIFECYCLE": values(LifecyclePhase.self),
            "NIL_TARGET_START": values(DispatchSettings.NilTargetStart.self),
            "DISABLED_CONTROL_TOUCHES": values(DispatchSettings.DisabledControlTouches.self),
            "RECOGNIZER_CLASS": GestureRecognizer.Kind.allCases.map(\.className)
                + [GestureRecognizer.scrollViewPanClassName],
            "FIRST_RESPONDER_CALL": values(FirstResponderChange.Call.self),
            "POINT_INSIDE_WORD": PointInsideJSON.words.map(\.word),
            "HIT_TEST_WORD": HitTestJSON.words.map(\.word), "SCREEN_EDGE": ScreenEdges.named.map(\.name),
            "MOTION_SUBTYPE": EventJSON.motionSubtypes, "TOUCH_BLOCK_REASON": TouchBlock.reasons.map(\.rawValue),
            "HIT_AREA_RULE": values(ResultEncoder.HitAreaRule.self),
        ]
    }

    /// The request objects.
    public static var objects: [Object] {
        var objects = [
            object("ResponderTraits", ResponderTraitsJSON.wire),
            object("ActionAvailability", ResponderTraitsJSON.ActionJSON.wire),
            object("Point", PointJSON.wire), object("Size", SizeJSON.wire), object("Frame", FrameJSON.wire),
            object("Transform", TransformJSON.wire), object("Insets", InsetsJSON.wire),
            object("PointInside", PointInsideJSON.Form.wire), object("HitTest", HitTestJSON.Redirect.wire),
            object("GestureRecognizer", GestureRecognizerJSON.wire), object("TargetAction", TargetActionJSON.wire),
            object("ViewDescription", ViewJSON.wire), object("WindowDescription", WindowJSON.wire),
            object("ViewControllerDescription", ViewControllerJSON.wire), object("BarDescription", BarJSON.wire),
            object("ViewHeldController", ViewHeldControllerJSON.wire),
            object("NavigationItem", NavigationItemJSON.wire), object("ScrollPan", ViewJSON.ScrollPanJSON.wire),
            object("BarButtonItem", BarButtonItemJSON.wire),
            object("ResponderObject", ObjectJSON.wire),
            object("ApplicationDescription", ApplicationJSON.wire),
            object("SceneDescription", SceneJSON.wire), object("AppDescription", AppJSON.wire),
            object("Settings", SettingsJSON.wire), object("Touch", EventJSON.TouchJSON.wire),
            object("DispatchRequest", DispatchRequest.wire), object("ChainRequest", ChainRequest.wire),
            // `event` and `events` are in the audit's table only to be refused where they stand.
            object("AuditRequest", AuditRequest.wire, leavingOut: ["event", "events"]),
            object("ImportRequest", ImportRequest.wire),
            Object(name: "Overrides", fields: ResponderMethod.allCases.map(\.rawValue), required: []),
        ]
        // Each event type accepts `type` and its own fields of the event table.
        for kind in EventJSON.Kind.allCases {
            let name = kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst() + "Event"
            objects.append(
                Object(name: name, fields: ["type"] + kind.fields, required: ["type"] + kind.required.map(\.name)))
        }
        return objects
    }

    private static func object<T>(_ name: String, _ table: WireTable<T>, leavingOut refused: Set<String> = []) -> Object
    {
        Object(
            name: name, fields: table.keys.names.filter { !refused.contains($0) },
            required: table.required.map { table.keys.names[$0] })
    }
}
