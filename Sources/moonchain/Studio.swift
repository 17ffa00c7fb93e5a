import ArgumentParser

#if Studio
    import Foundation
    import MoonchainHost
    import MoonchainStudio

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// `moonchain studio`: the running scene in a browser page.
    struct Studio: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Serve the running scene as a web page: touch it, see why, reload, record.",
            discussion: """
                Open the printed URL in a browser. Pointer input becomes touches (Alt-drag: a second, \
                mirrored finger), each with the why of its hit test and delivery; prints and errors \
                show in the console; behaviour files reload when saved and the scene rebuilds when its \
                file changes. Everything done since the last reset is a timeline: save it beside the \
                scene, or save a test case folder that `moonchain run` replays with the same output.
                Ctrl-C stops the server.
                """
        )

        @Argument(help: "The scene file (a Lua file that returns app { ... }).")
        var scene: String

        @Option(name: .long, help: "The port to listen on (0 picks a free one).")
        var port: Int = 7070

        @Option(
            name: .long,
            help: ArgumentHelp(
                "The address to listen on; anything but loopback lets other machines drive the scene.",
                valueName: "ADDR"))
        var host = "127.0.0.1"

        @Option(
            name: .long,
            help: ArgumentHelp(
                "The URL a file:line link in the page opens: {path} is the file's absolute path, {line} its line.",
                valueName: "TEMPLATE"))
        var editorURL = EditorURLTemplate.standard.template

        @OptionGroup var limits: ScriptLimits

        func validate() throws {
            guard (0...65535).contains(port) else {
                throw ValidationError("--port must be between 0 and 65535, got \(port)")
            }
            guard !host.isEmpty else { throw ValidationError("--host must name an address") }
            do { _ = try EditorURLTemplate(editorURL) } catch { throw ValidationError(error.description) }
        }

        func run() throws {
            var configuration = StudioConfiguration(
                scenePath: scene, host: host, port: port, hostOptions: limits.hostOptions)
            configuration.editorURL = (try? EditorURLTemplate(editorURL)) ?? .standard
            if !configuration.isLoopback {
                FileHandleWriter.standardError(
                    "warning: --host \(host) is not a loopback address: anyone who can reach it can run this scene's scripts (the page has no login)"
                )
            }
            // Ctrl-C (or SIGTERM) stops at once: nothing is left to write (saving is explicit), and
            // open pages would hold a graceful shutdown forever.
            let stops = [Int32(SIGINT), Int32(SIGTERM)].map { (number: Int32) -> any DispatchSourceSignal in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    FileHandleWriter.standardError("moonchain studio: stopped")
                    terminateProcess(0)
                }
                source.resume()
                return source
            }
            defer { stops.forEach { $0.cancel() } }
            try serveUntilDone { [configuration] in
                try await StudioServer.run(
                    configuration, warnings: { FileHandleWriter.standardError("warning: " + $0) }
                ) { url in
                    FileHandleWriter.standardError("moonchain studio: \(url)  (scene \(scene); Ctrl-C stops)")
                }
            }
        }
    }
#else
    /// `moonchain studio` in a binary built without the Studio trait: says how to build one with it.
    struct Studio: ParsableCommand {
        static let configuration = NotInThisBuild.configuration(command: "studio", trait: "Studio")

        /// Whatever the full command would take, so any invocation reaches the explanation.
        @Argument(parsing: .allUnrecognized, help: .hidden) var arguments: [String] = []

        func run() throws { throw NotInThisBuild.refuse(command: "studio", trait: "Studio") }
    }
#endif
