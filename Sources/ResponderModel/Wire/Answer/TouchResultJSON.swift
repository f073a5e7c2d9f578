import ResponderCore

/// One finger's hit-test.
public struct TouchResultJSON: AnswerFields, Sendable {
    public var touch: Int
    public var point: PointJSON
    public var window: ResponderRefJSON?
    public var hitView: ResponderRefJSON?
    public var accepted: Bool
    public var rejection: String?
    public var trace: [HitTestStepJSON]

    public func visitFields<Visitor: AnswerFieldVisitor>(_ visitor: inout Visitor) throws {
        try visitor.visit("accepted", accepted)
        try visitor.visitIfPresent("hitView", hitView)
        try visitor.visit("point", point)
        try visitor.visitIfPresent("rejection", rejection)
        try visitor.visit("touch", touch)
        try visitor.visit("trace", trace)
        try visitor.visitIfPresent("window", window)
    }
}
