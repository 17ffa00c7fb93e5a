import Foundation
import LuaVM

@testable import MoonchainFormats
@testable import MoonchainHost

/// Everything a user or the rest of the host can see of a scene file after loading it one way:
/// the value its chunk returns (every table, walked in `next` order, tags included), the
/// `SceneSpec` read from it with the warnings, and the whole load: its error, output and tree.
///
/// Lua seeds its string hashes per state, so the order `next` visits string keys in is only
/// comparable within one state: the value and the spec of both ways are taken from one host
/// (`SceneObservation.both`); the loads, one host each, compare their output as a multiset.
struct SceneObservation: Equatable, CustomStringConvertible {
    /// Whether the data-only reader took the file (the Lua path reports false).
    var literal: Bool
    var value: String
    var spec: String
    var load: String
    /// The load's printed lines and diagnostics, sorted.
    var output: [String]
    var tree: [String]

    var description: String {
        "literal: \(literal)\nvalue: \(value)\nspec: \(spec)\nload: \(load)\noutput:\n\(output.joined(separator: "\n"))\ntree:\n\(tree.joined(separator: "\n"))"
    }

    /// The scene at `path` through Lua and through the data-only reader (where it takes it).
    static func both(path: String, options: HostOptions = HostOptions()) -> (
        lua: SceneObservation, literal: SceneObservation
    ) {
        var options = options
        if options.bundledScriptsDirectory == nil { options.bundledScriptsDirectory = repositoryRoot + "/scripts" }
        let shared = ScriptHost(options: options, output: CapturedOutput())
        return (
            SceneObservation(path: path, literal: false, options: options, shared: shared),
            SceneObservation(path: path, literal: true, options: options, shared: shared)
        )
    }

    private init(path: String, literal: Bool, options: HostOptions, shared: ScriptHost) {
        let source = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        self.literal =
            literal && source.withUnsafeBytes { SceneLiteral.program(for: $0.bindMemory(to: UInt8.self)) != nil }

        shared.sceneLoading.readsDataOnlyScenes = literal
        do {
            try shared.pushScene(path: path)
            value = shared.vm.main.structuralDescription(at: shared.vm.main.top)
            shared.vm.main.pop()
        } catch {
            value = "error: \(error.description)"
        }
        let specOutput = shared.output as! CapturedOutput
        let before = specOutput.diagnostics.count
        do {
            let spec = try shared.readScene(path: path)
            self.spec = LuaDump.describe(spec, on: shared.vm.main)
        } catch {
            spec = "error: \(error.description)"
        }
        spec += " | " + specOutput.diagnostics[before...].joined(separator: " | ")

        let output = CapturedOutput()
        let host = ScriptHost(options: options, output: output)
        host.sceneLoading.readsDataOnlyScenes = literal
        do {
            try host.loadScene(path: path)
            load = "loaded"
        } catch {
            load = "error: \(error.description)"
        }
        self.output = (output.lines + output.diagnostics).sorted()
        tree = host.dumpLines(of: nil)
    }

    /// The first part that differs from `other`'s, both ways, for failure messages.
    func difference(from other: SceneObservation) -> String {
        for (name, a, b) in [
            ("value", value, other.value), ("spec", spec, other.spec), ("load", load, other.load),
            ("output", output.joined(separator: "\n"), other.output.joined(separator: "\n")),
            ("tree", tree.joined(separator: "\n"), other.tree.joined(separator: "\n")),
        ] where a != b {
            return "\(name):\n  \(a)\n  \(b)"
        }
        return "none"
    }

    /// Equal apart from which path was taken.
    func agrees(with other: SceneObservation) -> Bool {
        var other = other
        other.literal = literal
        return self == other
    }
}

/// Text forms of Lua values and of Swift values holding registry references, for comparing.
enum LuaDump {
    /// A Swift value, its registry references shown as the Lua values they refer to.
    static func describe(_ value: Any, on stack: LuaStack) -> String {
        if let ref = value as? LuaRef {
            stack.push(ref)
            defer { stack.pop() }
            return stack.structuralDescription(at: stack.top)
        }
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty { return "\(value)" }
        var parts = mirror.children.map { child in
            (child.label.map { "\($0): " } ?? "") + describe(child.value, on: stack)
        }
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { parts.sort() }
        return "\(mirror.subjectType)(" + parts.joined(separator: ", ") + ")"
    }
}
