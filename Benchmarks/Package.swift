// swift-tools-version: 6.1
// Moonchain's benchmarks: a package of their own, so the root `swift build` and `swift test`
// never build the benchmark framework. Run them with
//     cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "MoonchainBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Moonchain", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The interposer package-benchmark preloads: read its counters around a measured loop.
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    ],
    targets: [
        // Lua's C API for the raw `lua_pcall` baseline (the root package's CLua is not a product).
        .systemLibrary(name: "CLuaBench", pkgConfig: "lua5.4", providers: [.apt(["liblua5.4-dev"])]),
        // The fixtures (scenes, trees, counters) shared by the benchmarks and the profiling driver.
        .target(
            name: "BenchmarkFixtures",
            dependencies: [
                "CLuaBench",
                .product(name: "MoonchainHost", package: "Moonchain"),
                .product(name: "MoonchainRunLoop", package: "Moonchain"),
                .product(name: "ResponderKit", package: "Moonchain"),
                .product(name: "LuaVM", package: "Moonchain"),
            ]
        ),
        // Runs one scenario in a loop without the benchmark harness: for callgrind and perf.
        .executableTarget(
            name: "MoonchainProfile",
            dependencies: ["BenchmarkFixtures", "CLuaBench", .product(name: "MoonchainImport", package: "Moonchain")]
        ),
        .executableTarget(
            name: "MoonchainBenchmarks",
            dependencies: [
                "BenchmarkFixtures",
                "CLuaBench",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
                .product(name: "MoonchainHost", package: "Moonchain"),
                .product(name: "MoonchainImport", package: "Moonchain"),
                .product(name: "ResponderKit", package: "Moonchain"),
                .product(name: "LuaVM", package: "Moonchain"),
            ],
            path: "Benchmarks/MoonchainBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
