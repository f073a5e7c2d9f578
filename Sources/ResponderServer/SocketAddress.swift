#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A numeric IPv4 or IPv6 listening address, ready for `bind`.
struct SocketAddress: CustomStringConvertible {
    /// The address; a `sockaddr_in` or `sockaddr_in6` at its start.
    private var storage = sockaddr_storage()
    /// Whether the address is IPv6.
    let isIPv6: Bool
    /// The TCP port as configured (`0` asks the kernel for a free one).
    let port: Int
    /// The address as `host:port` (`[host]:port` for IPv6), for messages.
    let description: String

    /// Parses a numeric host.
    ///
    /// - Parameters:
    ///   - host: An IPv4 address, an IPv6 address, or `"localhost"` (meaning `127.0.0.1`).
    ///   - port: The TCP port.
    /// - Throws: ``HTTPServerError`` of kind `invalidConfiguration` when `host` is not a numeric address.
    init(host: String, port: Int) throws(HTTPServerError) {
        let numeric = host == "localhost" ? "127.0.0.1" : host
        let networkPort = UInt16(truncatingIfNeeded: port).bigEndian
        var storage = sockaddr_storage()
        let parsedIPv4 = withUnsafeMutableBytes(of: &storage) { raw in
            let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in.self)
            guard inet_pton(AF_INET, numeric, &address.pointee.sin_addr) == 1 else { return false }
            address.pointee.sin_family = sa_family_t(AF_INET)
            address.pointee.sin_port = networkPort
            return true
        }
        self.port = port
        if parsedIPv4 {
            self.storage = storage
            self.isIPv6 = false
            self.description = "\(numeric):\(port)"
            return
        }
        storage = sockaddr_storage()
        let parsedIPv6 = withUnsafeMutableBytes(of: &storage) { raw in
            let address = raw.baseAddress!.assumingMemoryBound(to: sockaddr_in6.self)
            guard inet_pton(AF_INET6, numeric, &address.pointee.sin6_addr) == 1 else { return false }
            address.pointee.sin6_family = sa_family_t(AF_INET6)
            address.pointee.sin6_port = networkPort
            return true
        }
        guard parsedIPv6 else {
            throw HTTPServerError(
                kind: .invalidConfiguration,
                message: "invalid server configuration: host \"\(host)\" is not a numeric IPv4 or IPv6 address"
            )
        }
        self.storage = storage
        self.isIPv6 = true
        self.description = "[\(numeric)]:\(port)"
    }

    /// Calls `body` with a pointer to the address and its length, valid only during the call.
    ///
    /// - Parameter body: Receives a `struct sockaddr *` and its length, for `bind`.
    /// - Returns: What `body` returns.
    func withSockAddrPointer<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        let length = socklen_t(isIPv6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
        return withUnsafeBytes(of: storage) { raw in
            body(raw.baseAddress!.assumingMemoryBound(to: sockaddr.self), length)
        }
    }
}
