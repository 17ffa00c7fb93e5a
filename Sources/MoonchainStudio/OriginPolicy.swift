/// Who may drive a studio: only its own page, loaded from the address it listens on.
///
/// A web site the user visits could open a WebSocket to 127.0.0.1 (browsers allow it), so an
/// upgrade must come from a page of this server: its `Origin` is `http://` plus the `Host` it
/// was asked with. DNS rebinding (an attacker's name resolving to 127.0.0.1) makes the Origin
/// and Host agree with each other, so the `Host` must also be one of this server's own names.
public struct OriginPolicy: Sendable, Equatable {
    /// The port the server listens on.
    public var port: Int
    /// The address given with `--host` (besides the loopback names, always accepted).
    public var boundHost: String

    public init(port: Int, boundHost: String) {
        self.port = port
        self.boundHost = boundHost
    }

    /// The `Host` values this server answers to.
    public var allowedHosts: Set<String> {
        var names = ["127.0.0.1", "localhost", "[::1]"]
        let bound = boundHost.contains(":") && !boundHost.hasPrefix("[") ? "[\(boundHost)]" : boundHost
        if !["0.0.0.0", "[::]"].contains(bound) { names.append(bound) }
        return Set(names.map { "\($0.lowercased()):\(port)" })
    }

    /// Whether a request's `Host` header names this server (nil: no Host, refused).
    public func allowsHost(_ host: String?) -> Bool {
        guard let host else { return false }
        return allowedHosts.contains(host.lowercased())
    }

    /// Why a WebSocket upgrade is refused, or nil when it comes from this server's own page.
    public func refusal(origin: String?, host: String?) -> String? {
        guard allowsHost(host) else {
            return
                "Host '\(host ?? "")' is not this server (expected one of \(allowedHosts.sorted().joined(separator: ", ")))"
        }
        guard let origin else { return "no Origin header: only the studio's own page may connect" }
        guard origin.lowercased() == "http://" + host!.lowercased() else {
            return "Origin '\(origin)' is not this server's page (http://\(host!))"
        }
        return nil
    }
}
