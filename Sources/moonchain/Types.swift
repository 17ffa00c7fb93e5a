import ArgumentParser
import LuaAnnotations
import MoonchainHost

/// `moonchain types`: LuaLS annotations for the whole Lua API, for editors.
struct Types: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a LuaLS (lua-language-server) ---@meta file describing the whole Lua API.",
        discussion: """
            Globals, scene constructors and the fields each takes, responders' fields and methods, \
            behaviours' overridable methods with their parameters and results, touches, events, \
            presses, gesture recognizers, points and rects. Generated from the tables the binding \
            registers, so it always matches this binary.

            Example:
              moonchain types > types/moonchain.d.lua
            """
    )

    func run() throws {
        let host = ScriptHost(output: CapturedOutput())
        print(host.luaTypes(), terminator: "")
    }
}
