import ResponderCore

/// The request's object types as the OpenAPI description names them, with the fields each accepts, read from
/// the field tables that drive decoding: the generator of `openapi.yaml` orders each schema's properties by
/// them and refuses a schema that lists other fields (`responder-lab wire-fields` prints them).
public enum WireSchema {
    public struct Object: Sendable, Equatable, Encodable {
        /// The schema's name in `openapi.yaml`.
        public var name: String
        /// The fields, in documentation order.
        public var fields: [String]
        /// The fields that must be given.
        public var required: [String]
    }

    public static var objects: [Object] {
        var objects = [
            object("ResponderTraits", ResponderTraitsJSON.wire),
            object("ActionAvailability", ResponderTraitsJSON.ActionJSON.wire),
            object("Point", PointJSON.wire), object("Size", SizeJSON.wire), object("Frame", FrameJSON.wire),
            object("Transform", TransformJSON.wire), object("Insets", InsetsJSON.wire),
            object("PointInside", PointInsideJSON.Form.wire), object("HitTest", HitTestJSON.Redirect.wire),
            object("GestureRecognizer", GestureRecognizerJSON.wire), object("TargetAction", TargetActionJSON.wire),
            object("ViewDescription", ViewJSON.wire), object("WindowDescription", WindowJSON.wire),
            object("ViewControllerDescription", ViewControllerJSON.wire),
            object("ResponderObject", ObjectJSON.wire),
            object("ApplicationDescription", ApplicationJSON.wire),
            object("SceneDescription", SceneJSON.wire), object("AppDescription", AppJSON.wire),
            object("Settings", SettingsJSON.wire), object("Touch", EventJSON.TouchJSON.wire),
            object("DispatchRequest", DispatchRequest.wire), object("ChainRequest", ChainRequest.wire),
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

    private static func object<T>(_ name: String, _ table: WireTable<T>) -> Object {
        Object(name: name, fields: table.keys.names, required: table.required.map { table.keys.names[$0] })
    }
}
