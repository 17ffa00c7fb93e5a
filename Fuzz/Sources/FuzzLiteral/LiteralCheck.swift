import Foundation
import FuzzSupport
import LuaVM

@testable import MoonchainFormats
@testable import MoonchainHost

/// Loads one scene file through Lua and through the data-only reader in one host (Lua's string
/// hashes are seeded per state, so `next` orders compare only within one) and stops the
/// process when the reader took the file and anything differs.
enum LiteralCheck {
    static let path = BoundedRun.sceneDirectory + "/literal.lua"

    static func check(_ bytes: [UInt8]) {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
        // The reader alone first: whatever the bytes, it must come back.
        var text = String(decoding: bytes, as: UTF8.self)
        let taken = text.withUTF8 { SceneLiteral.program(for: $0) != nil }
        let host = ScriptHost(
            options: HostOptions(
                instructionBudget: BoundedRun.instructionBudget, memoryLimit: BoundedRun.memoryLimit,
                bundledScriptsDirectory: BoundedRun.sceneDirectory, timeLimit: BoundedRun.timeLimit),
            output: CapturedOutput()
        )
        let lua = observe(host, literal: false)
        let literal = observe(host, literal: true)
        if taken, lua != literal {
            fatalError("the data-only reader and Lua disagree on\n\(text)\n--- Lua:\n\(lua)\n--- literal:\n\(literal)")
        }
    }

    /// The value the file returns (tables in `next` order) and what reading it says.
    private static func observe(_ host: ScriptHost, literal: Bool) -> String {
        host.sceneLoading.readsDataOnlyScenes = literal
        let stack = host.vm.main
        var text: String
        do {
            try host.pushScene(path: path)
            text = stack.structuralDescription(at: stack.top)
            stack.pop()
        } catch {
            text = "error: \(error.description)"
        }
        let output = host.output as! CapturedOutput
        let before = output.diagnostics.count
        do {
            _ = try host.readScene(path: path)
            text += "\nread"
        } catch {
            text += "\nerror: \(error.description)"
        }
        return text + "\n" + output.diagnostics[before...].joined(separator: "\n")
    }
}
