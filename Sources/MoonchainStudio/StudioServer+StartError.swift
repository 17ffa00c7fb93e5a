import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StudioServer.StartError {
    /// A readable error when the server could not listen because its port is taken (another
    /// studio, or anything else), naming `--port`; nil for any other error.
    static func portInUse(_ error: any Error, _ configuration: StudioConfiguration) -> Self? {
        let taken =
            (error as? IOError)?.errnoCode == EADDRINUSE
            || String(describing: error).contains("Address already in use")
            || String(reflecting: error).contains("Address already in use")
        guard taken else { return nil }
        return Self(
            description:
                "port \(configuration.port) on \(configuration.host) is already in use (another studio?): pick another with --port N, or --port 0 for any free port"
        )
    }
}
