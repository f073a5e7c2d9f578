import ResponderCore

/// The application object and its delegate.
public struct ApplicationJSON: WireObject, Sendable {
    public var traits = ResponderTraitsJSON()
    public var delegate: ObjectJSON?

    init() {}

    static let wire = WireTable<ApplicationJSON>(
        ResponderTraitsJSON.wire.lifted(\.traits) + [.field("delegate", \.delegate)])
}

extension ApplicationJSON {
    /// `ApplicationDescription` in openapi.yaml.
    static let docs = WireDoc(
        "ApplicationDescription",
        """
        The UIApplication object and its delegate. Default id `application`, default class UIApplication.
        """,
        fields: [
            .nullable(
                "delegate", .ref("ObjectDescription"),
                "Absent or null: the Xcode template's `AppDelegate` (a UIResponder, id `appDelegate`).")
        ])
}
