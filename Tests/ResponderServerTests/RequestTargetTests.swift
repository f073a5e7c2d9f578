import Testing

@testable import ResponderServer

/// The path of a request target in origin form and in absolute form (RFC 9112 §3.2.2), with no socket; the live
/// check is test_framing.py's absolute-form request.
@Suite struct RequestTargetTests {
    @Test(
        arguments: [
            ("/v1/dispatch", "/v1/dispatch"),
            ("http://localhost:8080/v1/dispatch", "/v1/dispatch"),
            ("HTTP://EXAMPLE.ORG/healthz", "/healthz"),
            ("https://[::1]:8443/v1/chain", "/v1/chain"),
            ("http://localhost:8080", "/"),
            ("http://host/v1/import/x:y", "/v1/import/x:y"),
            // Not absolute form: left as they are, for the router to answer.
            ("*", "*"),
            ("host:8080", "host:8080"),
            ("/a://b", "/a://b"),
            ("1http://host/x", "1http://host/x"),
            ("", ""),
        ])
    func anAbsoluteFormTargetNamesItsPath(_ target: String, _ path: String) {
        #expect(RequestTarget.path(of: target) == path)
    }
}
