// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Moonchain",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "moonchain", targets: ["moonchain"]),
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "LuaVM", targets: ["LuaVM"]),
        .library(name: "MoonchainFormats", targets: ["MoonchainFormats"]),
        .library(name: "MoonchainHost", targets: ["MoonchainHost"]),
        .library(name: "MoonchainExplain", targets: ["MoonchainExplain"]),
        .library(name: "MoonchainRunLoop", targets: ["MoonchainRunLoop"]),
        .library(name: "MoonchainImport", targets: ["MoonchainImport"]),
    ],
    // The two servers are most of a first build (Hummingbird, SwiftNIO, the MCP SDK and theirs),
    // and only `moonchain studio` and `moonchain mcp` use them. Both traits are on by default, so
    // `swift build -c release` is the one binary with every command; the README's quick start
    // runs with `--disable-default-traits`, and such a binary says how to get the missing command.
    traits: [
        .trait(name: "Studio", description: "`moonchain studio`: the scene in a browser (Hummingbird, SwiftNIO)."),
        .trait(name: "MCP", description: "`moonchain mcp`: the Model Context Protocol server (the MCP Swift SDK)."),
        .default(enabledTraits: ["Studio", "MCP"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation` for the DocC catalogs (CI builds them).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // Hummingbird's own dependencies, declared because the studio imports them directly
        // (NIOCore's buffers, Logging's logger, HTTPTypes' fields): the versions it resolves.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // `moonchain mcp`: the official Model Context Protocol SDK (stdio transport).
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        // The SDK's own dependency, declared because the MCP tests join a client to the server
        // through pipes (SystemPackage's FileDescriptor): the version it resolves.
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        // The C API of the system's Lua 5.4, with its function-like macros wrapped so Swift can call them.
        .systemLibrary(name: "CLua", pkgConfig: "lua5.4", providers: [.apt(["liblua5.4-dev"]), .brew(["lua"])]),
        // Moonchain's own C beside Lua (prefixed `moon_`): capped allocator, budget hook, protected
        // calls, sandbox replacements, bounded libraries, and the fast paths of points, rects and
        // host objects. Declarations in include/moonchain_lua.h, code in one .c file per concern.
        .target(name: "CMoonchainLua", dependencies: ["CLua"]),
        // A thin, responder-agnostic Swift layer over CLua: capped heap, sandboxes, budgets, protected calls.
        .target(name: "LuaVM", dependencies: ["CLua", "CMoonchainLua"]),
        // UIKit's event-delivery model as a pure, deterministic core: no Lua, no I/O.
        .target(name: "ResponderKit"),
        // The text formats a user writes, read into plain values before any responder exists:
        // scene files (their constructor tables read into a `SceneSpec`, data-only files read
        // without compiling them) and timelines (lines parsed into commands), with the located
        // error (`SourceError`) both report.
        .target(name: "MoonchainFormats", dependencies: ["LuaVM", "ResponderKit"]),
        // Lua behaviours bound to ResponderKit responders: scenes built, timelines played,
        // trace, reload; the bundled scripts/ are built into it.
        .target(
            name: "MoonchainHost",
            dependencies: ["LuaVM", "ResponderKit", "MoonchainFormats"],
            plugins: ["EmbedBundledScripts"]
        ),
        // `explain` and `hitmap`: a scene loaded as `run` loads it, asked where touches go (its
        // hit tests recorded as a tree of visits, the screen sampled into a hit map).
        .target(name: "MoonchainExplain", dependencies: ["MoonchainHost", "MoonchainFormats", "ResponderKit"]),
        // `moonchain types`: LuaLS annotations of the whole Lua API, generated from the names
        // the binding registers (so they match the binary) and the API's hand-written types.
        .target(name: "LuaAnnotations", dependencies: ["MoonchainHost", "MoonchainFormats", "ResponderKit"]),
        // The run loop around a host, the process's edges: one run of a scene as `moonchain run`
        // does it (SceneRun), the input loop over standard input, file watching (inotify on
        // Linux, dispatch sources on Darwin) applied between events, the binary's own location.
        .target(name: "MoonchainRunLoop", dependencies: ["MoonchainHost", "MoonchainFormats"]),
        // `moonchain import`: the text of -[UIView recursiveDescription] read into a scene (pure:
        // no host, no I/O), so its reader can be tested and fuzzed on its own.
        .target(name: "MoonchainImport"),
        // `moonchain test`: case folders found, run in parallel through `moonchain run`'s own
        // function (SceneRun), checked against their expected output and trace.
        .target(name: "MoonchainTestRunner", dependencies: ["MoonchainHost", "MoonchainFormats", "MoonchainRunLoop"]),
        // Writes scripts/*.lua as Swift source, for the plugin below (a build-time tool only).
        .executableTarget(name: "EmbedScripts"),
        .plugin(name: "EmbedBundledScripts", capability: .buildTool(), dependencies: ["EmbedScripts"]),
        // `moonchain studio`: the running scene in a browser, over HTTP and one WebSocket.
        .target(
            name: "MoonchainStudio",
            dependencies: [
                "MoonchainHost", "MoonchainFormats", "MoonchainExplain", "MoonchainRunLoop", "ResponderKit",
                "MoonchainImport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.copy("Page")]
        ),
        // `moonchain mcp`: the Model Context Protocol server over standard input/output, its tools
        // answered by the same queries as the CLI (explain, why not, run, hitmap, tree, test, import),
        // every path confined to one root.
        .target(
            name: "MoonchainMCP",
            dependencies: [
                "MoonchainHost", "MoonchainFormats", "MoonchainExplain", "MoonchainRunLoop", "MoonchainImport",
                "MoonchainTestRunner", "ResponderKit",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "moonchain",
            dependencies: [
                "MoonchainHost", "MoonchainExplain", "MoonchainRunLoop", "MoonchainImport",
                "MoonchainTestRunner", "LuaAnnotations", "ResponderKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // Only with their traits (`#if Studio`, `#if MCP` in the commands).
                .target(name: "MoonchainStudio", condition: .when(traits: ["Studio"])),
                .target(name: "MoonchainMCP", condition: .when(traits: ["MCP"])),
                .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"])),
            ]
        ),
        // What the test targets share: the repository root and temporary scene folders.
        .target(name: "MoonchainTestSupport", path: "Tests/MoonchainTestSupport"),
        // What the LuaVM and host tests share: running Lua source in a sandbox, and the raw reads
        // (registry size, a field through metamethods) the host's tests check.
        .target(name: "LuaVMTestSupport", dependencies: ["LuaVM", "CLua"], path: "Tests/LuaVMTestSupport"),
        .testTarget(name: "LuaVMTests", dependencies: ["LuaVM", "CLua", "LuaVMTestSupport"]),
        .testTarget(
            name: "ResponderKitTests",
            dependencies: ["ResponderKit", "MoonchainTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "MoonchainHostTests",
            dependencies: [
                "MoonchainHost", "MoonchainFormats", "MoonchainExplain", "LuaAnnotations", "ResponderKit", "LuaVM",
                "MoonchainTestSupport",
                "LuaVMTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["MoonchainTestSupport"]),
        .testTarget(
            name: "MoonchainImportTests",
            dependencies: [
                "MoonchainImport", "MoonchainHost", "MoonchainExplain", "ResponderKit", "MoonchainTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "MoonchainTestRunnerTests", dependencies: ["MoonchainTestRunner", "MoonchainFormats", "MoonchainHost", "MoonchainRunLoop", "MoonchainTestSupport"]),
        .testTarget(
            name: "MoonchainMCPTests",
            dependencies: [
                "MoonchainMCP", "MoonchainHost", "MoonchainRunLoop", "MoonchainTestRunner", "MoonchainTestSupport",
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .testTarget(name: "MoonchainStudioTests", dependencies: ["MoonchainStudio", "MoonchainHost", "MoonchainRunLoop", "MoonchainTestRunner", "MoonchainTestSupport"]),
    ]
)
