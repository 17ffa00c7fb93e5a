import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import Logging
import MoonchainFormats
import MoonchainHost
import NIOCore

/// How to run a studio: the scene, the address, and the script limits of `run`.
public struct StudioConfiguration: Sendable {
    public var scenePath: String
    public var host: String
    /// 0 picks a free port (the URL printed says which).
    public var port: Int
    public var hostOptions: HostOptions
    /// How often the live clock moves on (firing timers) when nothing else happens.
    public var tickMilliseconds: Int
    /// Where the page's `file:line` links go (`--editor-url`).
    public var editorURL = EditorURLTemplate.standard

    public init(
        scenePath: String, host: String = "127.0.0.1", port: Int = 7070,
        hostOptions: HostOptions = HostOptions(), tickMilliseconds: Int = 50
    ) {
        self.scenePath = scenePath
        self.host = host
        self.port = port
        self.hostOptions = hostOptions
        self.tickMilliseconds = tickMilliseconds
    }

    /// Whether `host` is a loopback address (anything else is reachable from the network).
    public var isLoopback: Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host) || host.hasPrefix("127.")
    }
}

/// Moves the non-Sendable session into `@Sendable` closures that run on the host thread,
/// the only place it is used.
final class SessionBox: @unchecked Sendable {
    let session: StudioSession
    init(_ session: StudioSession) { self.session = session }
}

/// The port the server ended up on (known once it listens), read by the upgrade check.
final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var port: Int {
        get {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
        set {
            lock.lock()
            value = newValue
            lock.unlock()
        }
    }
}

/// `moonchain studio`: serves the page and one WebSocket per page, driving one session.
public enum StudioServer {
    /// Why the studio could not start.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Loads the scene, then serves until the process gets SIGINT or SIGTERM.
    /// `listening` gets the page's URL once the server listens.
    public static func run(
        _ configuration: StudioConfiguration, warnings: @Sendable (String) -> Void = { _ in },
        listening: @escaping @Sendable (String) -> Void
    ) async throws {
        guard let assets = PageAssets.load() else {
            throw StartError(
                description:
                    "the studio's page files (Moonchain_MoonchainStudio.resources) are not beside the moonchain binary")
        }
        let thread = HostThread()
        defer { thread.stop() }
        // A scene that does not load still starts the studio: the page shows the error and
        // the scene loads once its file is fixed.
        let (box, loadError): (SessionBox, SceneError?) = await thread.run {
            let (session, error) = StudioSession.starting(
                scenePath: configuration.scenePath, options: configuration.hostOptions)
            session.editorURL = configuration.editorURL
            session.workIsWaiting = { thread.hasWaitingWork }
            return (SessionBox(session), error)
        }
        if let loadError {
            warnings(
                "the scene did not load (the page shows it; the studio loads it once the file is fixed): \(loadError.description)"
            )
        }

        let hub = ConnectionHub()
        // The scrubber's replays run on their own thread and answer the page that asked.
        await thread.run {
            box.session.timeTravel = TimeTravel { out, id in Task { await hub.deliver(out, sender: id) } }
        }
        let port = PortBox()
        port.port = configuration.port
        let router = makeRouter(assets: assets, configuration: configuration, port: port)
        var logger = Logger(label: "moonchain-studio")
        logger.logLevel = .error
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(configuration: .init(ws: .init(maxFrameSize: 1 << 20))) { request, _, _ in
                guard request.path == "/ws" else { return .dontUpgrade }
                let policy = OriginPolicy(port: port.port, boundHost: configuration.host)
                if policy.refusal(origin: request.headerFields[.origin], host: request.authority) != nil {
                    return .dontUpgrade
                }
                return .upgrade([:]) { inbound, outbound, _ in
                    try await serve(inbound: inbound, outbound: outbound, session: box, thread: thread, hub: hub)
                }
            },
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "moonchain-studio"),
            onServerRunning: { channel in
                let actual = channel.localAddress?.port ?? configuration.port
                port.port = actual
                let shown = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
                listening("http://\(shown):\(actual)/")
            },
            logger: logger
        )
        let ticker = Task {
            var sampling = false
            while !Task.isCancelled {
                // While a hit map is sampled, slices follow each other with a short gap in
                // which inputs waiting for the host thread go first; not while it waits for a
                // page to ask again after an input (that ask samples a slice itself).
                try? await Task.sleep(for: .milliseconds(sampling ? 1 : configuration.tickMilliseconds))
                let (out, busy) = await thread.run { (box.session.tick(), box.session.samplesHitMapSoon) }
                sampling = busy
                if !out.isEmpty { await hub.deliver(out, sender: nil) }
            }
        }
        defer { ticker.cancel() }
        // The command stops the process on SIGINT/SIGTERM itself: a graceful shutdown would wait
        // for every open page to disconnect.
        do {
            try await app.runService(gracefulShutdownSignals: [])
        } catch {
            if let inUse = StartError.portInUse(error, configuration) { throw inUse }
            throw error
        }
        await hub.finishAll()
    }

    /// One page's connection: its messages go to the session, one at a time, on the host
    /// thread; what comes back goes to this page or to all of them.
    static func serve(
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, session box: SessionBox,
        thread: HostThread, hub: ConnectionHub
    ) async throws {
        let (id, messages) = await hub.add()
        let writer = Task {
            for await text in messages {
                try await outbound.write(.text(text))
            }
        }
        defer { writer.cancel() }
        let welcome = await thread.run { box.session.welcome() }
        await hub.deliver(welcome, sender: id)
        var iterator = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        do {
            while let message = try await iterator.next() {
                guard case .text(let text) = message else {
                    await hub.deliver(
                        [StudioSession.errorReply("expected a text message holding JSON, got binary data")], sender: id)
                    continue
                }
                let out = await thread.run { box.session.handle(text, from: id) }
                await hub.deliver(out, sender: id)
            }
        } catch {
            // The page went away or sent a bad frame: the session stays for the others.
        }
        await hub.remove(id)
        await thread.run { box.session.timeTravel?.forget(connection: id) }
        // Its fingers still down are cancelled (the other pages see it).
        let cancelled = await thread.run { box.session.disconnected(id) }
        await hub.deliver(cancelled, sender: nil)
    }

    static func makeRouter(assets: PageAssets, configuration: StudioConfiguration, port: PortBox) -> Router<
        BasicRequestContext
    > {
        let router = Router()
        router.add(middleware: HostCheckMiddleware(boundHost: configuration.host, port: port))
        @Sendable func asset(_ name: String) -> Response {
            guard let file = assets.files[name] else {
                return Response(
                    status: .notFound, headers: [.contentType: "text/plain"],
                    body: .init(byteBuffer: ByteBuffer(string: "not found\n")))
            }
            return Response(
                status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-store"],
                body: .init(byteBuffer: ByteBuffer(bytes: file.data)))
        }
        router.get("/") { _, _ in asset("index.html") }
        // Browsers ask for it whatever the page says: answered, not a 404 in the page's log.
        router.get("/favicon.ico") { _, _ in asset("icon.svg") }
        router.get("/ws") { _, _ in
            Response(
                status: .forbidden, headers: [.contentType: "text/plain"],
                body: .init(
                    byteBuffer: ByteBuffer(
                        string:
                            "WebSocket upgrade refused: only the studio's own page may connect (Origin and Host are checked)\n"
                    )))
        }
        router.get("/:file") { _, context in asset(context.parameters.get("file") ?? "") }
        return router
    }
}

/// Refuses HTTP requests whose `Host` is not one of the server's own names (DNS rebinding).
struct HostCheckMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let boundHost: String
    let port: PortBox

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let policy = OriginPolicy(port: port.port, boundHost: boundHost)
        guard policy.allowsHost(request.head.authority) else {
            return Response(
                status: .forbidden, headers: [.contentType: "text/plain"],
                body: .init(byteBuffer: ByteBuffer(string: "Host not allowed\n")))
        }
        return try await next(request, context)
    }
}
