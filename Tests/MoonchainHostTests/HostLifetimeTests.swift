import LuaVM
import LuaVMTestSupport
import ResponderKit
import Testing

@testable import MoonchainHost

/// An embedder may keep the application after its host is gone: behaviours point back at the
/// host unretained, so the host must detach them, and the views then act on UIKit's defaults.
@Suite("Host lifetime")
struct HostLifetimeTests {
    @Test("an application that outlives its host hit-tests with the defaults (H5), its Lua overrides detached")
    func applicationOutlivesHost() throws {
        let directory = TempDirectory()
        let scene = directory.write(
            "scene.lua",
            """
            return app {
              window { name = "w",
                view { name = "small", frame = {100, 100, 20, 20},
                       behaviour = { pointInside = function(self, p, e) return self.bounds:insetBy(-30, -30):contains(p) end } },
              },
            }
            """)
        var host: ScriptHost? = ScriptHost(options: HostOptions(), output: CapturedOutput())
        try host?.loadScene(path: scene)
        let application = try #require(host?.application)
        // While the host lives, the Lua override grows the hit area by 30 points.
        #expect(application.hitTest(screenPoint: Point(x: 80, y: 80))?.view.name == "small")
        host = nil
        #expect(application.hitTest(screenPoint: Point(x: 80, y: 80))?.view.name == "w")
        #expect(application.hitTest(screenPoint: Point(x: 110, y: 110))?.view.name == "small")
    }

    @Test(
        "a Lua state kept after its host is gone raises a clear error from the host's functions instead of reaching it")
    func vmOutlivesHost() throws {
        var host: ScriptHost? = ScriptHost(options: HostOptions(), output: CapturedOutput())
        let vm = try #require(host?.vm)
        let env = vm.makeSandbox()
        // A host function (the prelude's print) saved where the state can still reach it.
        try vm.run("saved = print", chunkName: "keep", in: env)
        host = nil
        let answer = try vm.run("local ok, e = pcall(saved, 'hi')\nreturn ok, e", chunkName: "use", in: env)
        #expect(answer.first == false)
        #expect(answer.last.map { "\($0)".contains("the script host that provided this function is gone") } == true)
    }

    @Test("a self.super function kept after its host is gone raises the same clear error")
    func superFunctionOutlivesHost() throws {
        var host: ScriptHost? = ScriptHost(options: HostOptions(), output: CapturedOutput())
        let vm = try #require(host?.vm)
        let stack = vm.main
        // The function `self.super:touchesBegan` calls, made as a script's first use makes it.
        stack.push(try #require(host?.supers.functions))
        #expect(stack.field("touchesBegan", of: -1) == .function)
        let function = stack.ref()
        stack.pop()
        host = nil
        stack.push(function)
        let error = stack.pcall(nargs: 0, nresults: 0)
        #expect(error?.message.contains("the script host that provided this function is gone") == true)
    }
}
