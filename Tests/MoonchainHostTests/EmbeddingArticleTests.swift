import MoonchainHost
import ResponderKit
import Testing

// The code of the DocC article "Hosting Lua behaviours in your own program"
// (Sources/MoonchainHost/MoonchainHost.docc/HostingLuaBehaviours.md), kept here so the article
// cannot rot: change both together. Public API only, as an embedder sees it.

@Suite("Hosting article (public API only)")
struct HostingArticleTests {
    @Test("H6: a scene's Lua pointInside and touchesEnded, driven from Swift")
    func hostLoadsSceneAndRunsScripts() throws {
        let folder = TempDirectory()
        let scene = folder.write(
            "scene.lua",
            """
            -- scene.lua
            return app {
              window { name = "main",
                view { name = "close", frame = {100, 100, 20, 20},
                  behaviour = {
                    pointInside = function(self, p) return self.bounds:insetBy(-12, -12):contains(p) end,
                    touchesEnded = function(self, touches) print("close tapped at", touches[1]:location(self)) end,
                  },
                },
              },
            }
            """)
        let output = CapturedOutput()
        let host = ScriptHost(options: HostOptions(instructionBudget: 1_000_000), output: output)
        try host.loadScene(path: scene)
        host.sendTouches([TouchInput(id: 1, phase: .began, location: Point(x: 95, y: 95))])
        host.advanceClock(to: 0.1)
        host.sendTouches([TouchInput(id: 1, phase: .ended, location: Point(x: 95, y: 95))])
        #expect(output.lines == ["close tapped at\t(-5, -5)"])
        #expect(host.scriptErrorCount == 0)
    }
}
