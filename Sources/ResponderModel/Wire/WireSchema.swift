import ResponderCore

/// The wire's object types as the OpenAPI description names them: for a request object, the fields it accepts, read
/// from the field tables that drive decoding; for an answer object, the fields the service writes in the examples'
/// answers and in problems, read from the field lists that drive both encodings; and every object's document
/// (``WireDoc``: its fields' types, words, defaults, examples and constraints), written beside its table or type.
/// `responder-lab wire-fields` prints them all; the generator of `openapi.yaml` builds every component schema from
/// the documents, orders each request schema's properties by its table, and refuses any schema that does not
/// document what the service reads or writes.
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

    /// The string enumerations the wire reads and writes, by name (``WireEnumeration``).
    public static var enums: [String: [String]] {
        Dictionary(uniqueKeysWithValues: WireEnumeration.all.map { ($0.name, $0.values()) })
    }

    /// The request objects with a field table (the shape `wire-fields` has always exported as `requests`): each
    /// document's name, and its table's fields and required fields.
    public static var objects: [Object] {
        requestObjects.compactMap { object in
            object.fields.map { Object(name: object.doc.name, fields: $0, required: object.required) }
        }
    }

    /// The request documents, in the order `openapi.yaml` lists them, each object's fields in its table's order.
    public static var requestDocuments: [WireDoc] { requestObjects.map(\.orderedDoc) }

    /// The answer documents of the objects this module writes (the service adds its own: `answerDocuments`).
    public static var modelAnswerDocuments: [WireDoc] {
        [
            ResponderRefJSON.docs, ChainLinkJSON.docs, ChainEndJSON.docs, ChainJSON.docs, DiagnosticJSON.docs,
            ChainResponse.docs, PathStepJSON.docs, HitTestStepJSON.docs, TouchResultJSON.docs,
            RecognizerResultJSON.docs, ScrollViewResultJSON.docs, ScrollViewResultJSON.PageJSON.docs,
            ScrollViewResultJSON.RefreshJSON.docs,
            SelectionJSON.Accessory.docs, SelectionJSON.docs, DeliveryStepJSON.docs,
            DeliveryJSON.docs, ActionWalkStepJSON.docs, ActionSourceJSON.docs, ActionJSON.docs, EditMenuJSON.Item.docs,
            EditMenuJSON.docs, ButtonMenuJSON.docs, PointerJSON.docs, FirstResponderChangeJSON.docs,
            WindowStateJSON.docs, StateJSON.docs,
            StartJSON.docs,
            AimJSON.docs, FixJSON.docs, PatchOperationJSON.docs, EmptyObjectJSON.docs, FixVerificationJSON.docs,
            FixPerformedJSON.docs,
            NoFixJSON.docs, EventResultJSON.docs, EffectiveSettingsJSON.docs, WitnessEventJSON.docs,
            WitnessBaseJSON.docs, WitnessShowsJSON.docs, WitnessJSON.docs, AuditFindingJSON.docs,
            AuditSummaryJSON.docs, AuditResponse.docs, ImportedLineJSON.docs, ToFillJSON.docs,
            ImportSummaryJSON.docs, ImportScreenJSON.docs, ImportResponse.docs, ImportedControllerJSON.docs,
            DispatchResponse.docs,
            LayoutJSON.docs, WindowLayoutJSON.docs, ViewLayoutJSON.docs, HitAreaJSON.docs, TouchBlockJSON.docs,
            FrameJSON.answerDocs, PointJSON.answerDocs, Problem.Field.docs, Problem.docs,
        ]
    }

    /// One request document, with the field table that reads its object (nil for a document of alternatives or a
    /// plain type, which no table reads).
    struct RequestObject {
        var doc: WireDoc
        /// The table's field names, in its order.
        var fields: [String]?
        var required: [String] = []
        /// Documents whose fields the table lifts (a responder's traits, a window's view fields).
        var shared: [WireDoc] = []

        /// For each of the table's fields, its document; nil for a field no document has.
        var documentedFields: [FieldDoc?] { fields.map { doc.fields(orderedAs: $0, including: shared) } ?? [] }

        /// The document with its fields in the table's order.
        var orderedDoc: WireDoc { fields.map { doc.ordered(as: $0, including: shared) } ?? doc }
    }

    /// Every request document, in the order `openapi.yaml` lists them.
    static var requestObjects: [RequestObject] {
        let traits = [ResponderTraitsJSON.docs]
        let view = traits + [ViewJSON.docs]
        var objects = [
            table(ResponderTraitsJSON.docs, ResponderTraitsJSON.wire),
            RequestObject(
                doc: ResponderTraitsJSON.Overrides.docs, fields: ResponderMethod.allCases.map(\.rawValue)),
            RequestObject(doc: ResponderTraitsJSON.Actions.docs),
            RequestObject(doc: ResponderTraitsJSON.ActionJSON.valueDocs),
            table(ResponderTraitsJSON.ActionJSON.docs, ResponderTraitsJSON.ActionJSON.wire),
            table(PointJSON.docs, PointJSON.wire), table(SizeJSON.docs, SizeJSON.wire),
            table(FrameJSON.docs, FrameJSON.wire), table(TransformJSON.docs, TransformJSON.wire),
            table(InsetsJSON.docs, InsetsJSON.wire), RequestObject(doc: PointInsideJSON.docs),
            table(PointInsideJSON.Form.docs, PointInsideJSON.Form.wire), RequestObject(doc: HitTestJSON.docs),
            table(HitTestJSON.Redirect.docs, HitTestJSON.Redirect.wire),
            table(GestureRecognizerJSON.docs, GestureRecognizerJSON.wire),
            table(RecognizerDelegateJSON.docs, RecognizerDelegateJSON.wire),
            table(KeyCommandJSON.docs, KeyCommandJSON.wire),
            table(ViewJSON.ScrollPanJSON.docs, ViewJSON.ScrollPanJSON.wire),
            table(ViewJSON.ShouldBeginJSON.docs, ViewJSON.ShouldBeginJSON.wire),
            table(ViewJSON.MenuJSON.docs, ViewJSON.MenuJSON.wire),
            table(ViewJSON.DragInteractionJSON.docs, ViewJSON.DragInteractionJSON.wire),
            table(ViewJSON.PointerInteractionJSON.docs, ViewJSON.PointerInteractionJSON.wire),
            table(ShouldReceiveJSON.docs, ShouldReceiveJSON.wire), table(TargetActionJSON.docs, TargetActionJSON.wire),
            table(ViewJSON.docs, ViewJSON.wire, sharing: traits),
            table(WindowJSON.docs, WindowJSON.wire, sharing: view),
            table(ViewControllerJSON.docs, ViewControllerJSON.wire, sharing: traits),
            table(BarJSON.docs, BarJSON.wire), table(NavigationItemJSON.docs, NavigationItemJSON.wire),
            table(BarButtonItemJSON.docs, BarButtonItemJSON.wire), table(TabBarItemJSON.docs, TabBarItemJSON.wire),
            table(SheetJSON.docs, SheetJSON.wire), table(DetentJSON.docs, DetentJSON.wire),
            table(PopoverJSON.docs, PopoverJSON.wire),
            table(SearchControllerJSON.docs, SearchControllerJSON.wire),
            table(ObjectJSON.docs, ObjectJSON.wire, sharing: traits),
            RequestObject(doc: ObjectJSON.referenceDocs),
            table(ApplicationJSON.docs, ApplicationJSON.wire, sharing: traits),
            table(SceneJSON.docs, SceneJSON.wire, sharing: traits), table(AppJSON.docs, AppJSON.wire),
            table(SettingsJSON.docs, SettingsJSON.wire), RequestObject(doc: Profile.docs),
            table(EventJSON.TouchJSON.docs, EventJSON.TouchJSON.wire),
        ]
        // Each event type accepts `type` and its own fields of the event table.
        for (kind, doc) in zip(EventJSON.Kind.allCases, EventJSON.typeDocs) {
            objects.append(
                RequestObject(doc: doc, fields: ["type"] + kind.fields, required: ["type"] + kind.required.map(\.name)))
        }
        objects += [
            RequestObject(doc: EventJSON.docs), table(DispatchRequest.docs, DispatchRequest.wire),
            table(ChainRequest.docs, ChainRequest.wire),
            table(ViewHeldControllerJSON.docs, ViewHeldControllerJSON.wire, sharing: traits),
            table(ImportRequest.docs, ImportRequest.wire),
            // `event` and `events` are in the audit's table only to be refused where they stand.
            table(AuditRequest.docs, AuditRequest.wire, leavingOut: ["event", "events"]),
            RequestObject(doc: EvaluationRequest.docs),
        ]
        return objects
    }

    private static func table<T>(
        _ doc: WireDoc, _ table: WireTable<T>, sharing shared: [WireDoc] = [], leavingOut refused: Set<String> = []
    ) -> RequestObject {
        RequestObject(
            doc: doc, fields: table.keys.names.filter { !refused.contains($0) },
            required: table.required.map { table.keys.names[$0] }, shared: shared)
    }
}

/// The string enumerations the wire reads and writes, by the names `wire-fields` exports their values under: a
/// document names one (``WireType/enumeration(_:)``), and the generator takes its values from the export, so the
/// description cannot drift from the code.
extension WireEnumeration {
    public static let diagnosticCode = WireEnumeration("DIAGNOSTIC_CODE") { rawValues(DiagnosticCode.self) }
    public static let auditCode = WireEnumeration("AUDIT_CODE") { rawValues(AuditCode.self) }
    public static let severity = WireEnumeration("SEVERITY") { rawValues(Diagnostic.Severity.self) }
    public static let eventOutcome = WireEnumeration("EVENT_OUTCOME") { rawValues(EventResult.Outcome.self) }
    public static let recognizerOutcome = WireEnumeration("RECOGNIZER_OUTCOME") {
        rawValues(RecognizerResult.Outcome.self)
    }
    public static let contentTouches = WireEnumeration("CONTENT_TOUCHES") {
        rawValues(ScrollViewResult.ContentTouches.self)
    }
    public static let deliveryOutcome = WireEnumeration("DELIVERY_OUTCOME") { rawValues(Delivery.Outcome.self) }
    public static let deliveryBehavior = WireEnumeration("DELIVERY_BEHAVIOR") { rawValues(DeliveryStep.Behavior.self) }
    public static let actionOutcome = WireEnumeration("ACTION_OUTCOME") { rawValues(ActionDispatch.Outcome.self) }
    public static let walkAnswer = WireEnumeration("WALK_ANSWER") { rawValues(ActionDispatch.WalkStep.Answer.self) }
    public static let pathOutcome = WireEnumeration("PATH_OUTCOME") { rawValues(PathStep.Outcome.self) }
    public static let hitTestOutcome = WireEnumeration("HIT_TEST_OUTCOME") { rawValues(HitTestOutcome.self) }
    public static let startReason = WireEnumeration("START_REASON") { rawValues(App.StartReason.self) }
    public static let nextRule = WireEnumeration("NEXT_RULE") { rawValues(NextRule.self) }
    public static let chainEnd = WireEnumeration("CHAIN_END") { rawValues(ChainEnd.self) }
    public static let responderKind = WireEnumeration("RESPONDER_KIND") { rawValues(ResponderKind.self) }
    public static let recognizerKind = WireEnumeration("RECOGNIZER_KIND") { rawValues(GestureRecognizer.Kind.self) }
    public static let controlEvent = WireEnumeration("CONTROL_EVENT") { rawValues(TargetAction.ControlEvent.self) }
    public static let touchGesture = WireEnumeration("TOUCH_GESTURE") { rawValues(TouchGesture.self) }
    public static let touchEnd = WireEnumeration("TOUCH_END") { rawValues(TouchEnd.self) }
    public static let modalStyle = WireEnumeration("MODAL_STYLE") { rawValues(ModalPresentationStyle.self) }
    public static let profile = WireEnumeration("PROFILE") { rawValues(Profile.self) }
    public static let methodOverride = WireEnumeration("METHOD_OVERRIDE") { MethodOverride.allCases.map(\.rawValue) }
    public static let modifierKeys = WireEnumeration("MODIFIER_KEYS") { KeyModifiers.named.map(\.name) }
    public static let responderMethods = WireEnumeration("RESPONDER_METHODS") { rawValues(ResponderMethod.self) }
    public static let methodSignatures = WireEnumeration("METHOD_SIGNATURES") {
        ResponderMethod.allCases.map(\.signature)
    }
    public static let eventTypes = WireEnumeration("EVENT_TYPES") { rawValues(EventJSON.Kind.self) }
    public static let swipeDirection = WireEnumeration("SWIPE_DIRECTION") {
        GestureRecognizer.SwipeDirections.named.map(\.name)
    }
    public static let lifecycle = WireEnumeration("LIFECYCLE") { rawValues(LifecyclePhase.self) }
    public static let nilTargetStart = WireEnumeration("NIL_TARGET_START") {
        rawValues(DispatchSettings.NilTargetStart.self)
    }
    public static let disabledControlTouches = WireEnumeration("DISABLED_CONTROL_TOUCHES") {
        rawValues(DispatchSettings.DisabledControlTouches.self)
    }
    public static let recognizerClass = WireEnumeration("RECOGNIZER_CLASS") {
        GestureRecognizer.Kind.allCases.map(\.className) + [GestureRecognizer.scrollViewPanClassName]
    }
    public static let firstResponderCall = WireEnumeration("FIRST_RESPONDER_CALL") {
        rawValues(FirstResponderChange.Call.self)
    }
    public static let pointInsideWord = WireEnumeration("POINT_INSIDE_WORD") { PointInsideJSON.words.map(\.word) }
    public static let hitTestWord = WireEnumeration("HIT_TEST_WORD") { HitTestJSON.words.map(\.word) }
    public static let screenEdge = WireEnumeration("SCREEN_EDGE") { ScreenEdges.named.map(\.name) }
    public static let motionSubtype = WireEnumeration("MOTION_SUBTYPE") { EventJSON.motionSubtypes }
    public static let touchBlockReason = WireEnumeration("TOUCH_BLOCK_REASON") { TouchBlock.reasons.map(\.rawValue) }
    public static let hitAreaRule = WireEnumeration("HIT_AREA_RULE") { rawValues(ResultEncoder.HitAreaRule.self) }
    public static let undescribedFact = WireEnumeration("UNDESCRIBED_FACT") { rawValues(UndescribedFact.self) }
    public static let fixChange = WireEnumeration("FIX_CHANGE") { FixChange.names }
    public static let noFixReason = WireEnumeration("NO_FIX_REASON") { rawValues(NoFixReason.self) }
    public static let keyboardDismissMode = WireEnumeration("KEYBOARD_DISMISS_MODE") {
        rawValues(KeyboardDismissMode.self)
    }
    public static let keyboardDismissal = WireEnumeration("KEYBOARD_DISMISSAL") {
        ScrollViewResultJSON.keyboardWords
    }
    public static let pageAxis = WireEnumeration("PAGE_AXIS") { ScrollViewResultJSON.PageJSON.axes }
    public static let refreshOutcome = WireEnumeration("REFRESH_OUTCOME") { rawValues(PullToRefresh.Outcome.self) }
    public static let accessoryType = WireEnumeration("ACCESSORY_TYPE") { rawValues(AccessoryType.self) }
    public static let menuTrigger = WireEnumeration("MENU_TRIGGER") { rawValues(ButtonMenu.Trigger.self) }
    public static let pointerStyle = WireEnumeration("POINTER_STYLE") { rawValues(PointerInteraction.Style.self) }
    public static let hoverState = WireEnumeration("HOVER_STATE") { rawValues(HoverPhase.self) }
    public static let pointerInteraction = WireEnumeration("POINTER_INTERACTION") { PointerJSON.interactions }
    public static let accessoryTapKind = WireEnumeration("ACCESSORY_TAP_KIND") { rawValues(AccessoryTap.Kind.self) }

    /// Every enumeration, in the order `wire-fields` has always listed them.
    static let all: [WireEnumeration] = [
        diagnosticCode, auditCode, severity, eventOutcome, recognizerOutcome, contentTouches, deliveryOutcome,
        deliveryBehavior, actionOutcome, walkAnswer, pathOutcome, hitTestOutcome, startReason, nextRule, chainEnd,
        responderKind, recognizerKind, controlEvent, touchGesture, touchEnd, modalStyle, profile, methodOverride,
        modifierKeys, responderMethods, methodSignatures, eventTypes, swipeDirection, lifecycle, nilTargetStart,
        disabledControlTouches, recognizerClass, firstResponderCall, pointInsideWord, hitTestWord, screenEdge,
        motionSubtype, touchBlockReason, hitAreaRule, undescribedFact, fixChange, noFixReason, keyboardDismissMode,
        keyboardDismissal, pageAxis, accessoryType, accessoryTapKind, refreshOutcome, menuTrigger, pointerStyle,
        hoverState, pointerInteraction,
    ]
}

/// The raw values of a string enumeration, in case order.
private func rawValues<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> [String]
where Value.RawValue == String {
    Value.allCases.map(\.rawValue)
}
