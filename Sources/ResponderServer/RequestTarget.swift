/// The path of a request target in any of its forms (RFC 9112 §3.2): `/v1/dispatch` as it is, and the absolute
/// form a client sends to a proxy, `http://host:8080/v1/dispatch`, as the path it names (§3.2.2: "a server MUST
/// accept the absolute-form in requests"). libmicrohttpd hands the access handler the target's path part as sent, the
/// query already split off, so the absolute form reached the router whole and got a 404.
enum RequestTarget {
    /// The path `target` names: its scheme and authority dropped when it is in absolute form (`http://host` alone is
    /// `/`), anything else as it is.
    static func path(of target: String) -> String {
        let bytes = target.utf8
        guard let first = bytes.first, first != UInt8(ascii: "/"), let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
        else { return target }
        // A scheme: a letter, then letters, digits, '+', '-' or '.', then "://".
        let scheme = bytes[..<colon]
        let isScheme = scheme.allSatisfy { byte in
            let letter = (byte | 0x20) &- UInt8(ascii: "a") < 26
            return letter || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
        }
        let afterColon = bytes[bytes.index(after: colon)...]
        guard (first | 0x20) &- UInt8(ascii: "a") < 26, isScheme, afterColon.starts(with: "//".utf8) else {
            return target
        }
        let authority = afterColon.dropFirst(2)
        guard let slash = authority.firstIndex(of: UInt8(ascii: "/")) else { return "/" }
        return String(target[slash...])
    }
}
