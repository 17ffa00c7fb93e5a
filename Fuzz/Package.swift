// swift-tools-version: 6.1
// Moonchain's libFuzzer targets: a package of their own, so the root `swift build` never builds
// them (they only link with `-sanitize=fuzzer`, which supplies libFuzzer). See README.md here:
//     cd Fuzz && swift build -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -Xcc -fsanitize=address -Xcc -fsanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table -Xswiftc -parse-as-library -Xswiftc -use-ld=lld
import PackageDescription

// libFuzzer is linked into the fuzz executables only: every module is instrumented for coverage
// (`.ci/fuzz` passes -sanitize=address and -sanitize-coverage to Swift and C alike), but build tools such as the
// root package's EmbedScripts must keep their own `main`.
let fuzzerRuntime: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "MoonchainFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Moonchain", path: "..")
    ],
    targets: [
        // The declaration of libFuzzer's driver (the executables start it from their own entry point).
        .target(name: "CFuzzerDriver"),
        // Byte-driven grammars (timeline, scene, behaviour bodies) and the bounded host run.
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzerDriver",
                .product(name: "MoonchainHost", package: "Moonchain"),
            ]
        ),
        // Raw bytes as a timeline: parsed line by line, then played against a small scene.
        .executableTarget(
            name: "FuzzTimeline",
            dependencies: ["FuzzSupport", .product(name: "MoonchainFormats", package: "Moonchain")],
            linkerSettings: fuzzerRuntime
        ),
        // Bytes choose a scene from a grammar of the scene constructors with hostile values.
        .executableTarget(name: "FuzzScene", dependencies: ["FuzzSupport"], linkerSettings: fuzzerRuntime),
        // Bytes choose method bodies (loops, recursion, tree edits, library calls), then events.
        .executableTarget(name: "FuzzBehaviour", dependencies: ["FuzzSupport"], linkerSettings: fuzzerRuntime),
        // Bytes as a scene file: the data-only reader must take it exactly as Lua does, or leave it.
        .executableTarget(
            name: "FuzzLiteral",
            dependencies: [
                "FuzzSupport", .product(name: "LuaVM", package: "Moonchain"),
                .product(name: "MoonchainFormats", package: "Moonchain"),
            ],
            linkerSettings: fuzzerRuntime
        ),
        // Bytes as a pasted recursiveDescription: refused with a message or imported into a well-formed scene.
        .executableTarget(
            name: "FuzzImport",
            dependencies: ["FuzzSupport", .product(name: "MoonchainImport", package: "Moonchain")],
            linkerSettings: fuzzerRuntime
        ),
        // Bytes as allocations, resizes and frees on a state's allocator and its pool of small blocks.
        .systemLibrary(name: "CLuaAPI", pkgConfig: "lua5.4"),
        .target(name: "CAllocatorCheck", dependencies: ["CLuaAPI"]),
        .executableTarget(
            name: "FuzzAllocator",
            dependencies: ["FuzzSupport", "CAllocatorCheck", .product(name: "LuaVM", package: "Moonchain")],
            linkerSettings: fuzzerRuntime
        ),
    ]
)
