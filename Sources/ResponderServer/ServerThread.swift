#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Starts a POSIX thread that runs `body`: the one way the server starts a thread of its own (the accepting thread,
/// the compute pool's threads, the lingering closer, the probes' port).
///
/// The closure travels to the thread in a retained box, released when it returns; on failure nothing stays retained.
///
/// - Returns: The thread, or the error number `pthread_create` gave.
func startServerThread(_ body: @escaping @Sendable () -> Void) -> Result<pthread_t, ServerThreadError> {
    let box = Unmanaged.passRetained(ServerThreadBody(body))
    var created = pthread_t()
    let status = pthread_create(
        &created, nil,
        { argument in
            Unmanaged<ServerThreadBody>.fromOpaque(argument!).takeRetainedValue().run()
            return nil
        }, box.toOpaque())
    guard status == 0 else {
        box.release()
        return .failure(ServerThreadError(code: status))
    }
    return .success(created)
}

/// Why a thread did not start: `pthread_create`'s error number.
struct ServerThreadError: Error {
    let code: Int32
    /// The system's words for it.
    var reason: String { String(cString: strerror(code)) }
}

/// What a thread started by ``startServerThread(_:)`` runs.
private final class ServerThreadBody: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}
