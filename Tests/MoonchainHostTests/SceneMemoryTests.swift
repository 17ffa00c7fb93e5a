import MoonchainHost
import Testing

/// A scene is read and built with Lua's collector paused (what that makes stays live); the
/// `--memory` cap must hold all the same: a scene too big for it is a load error, and a scene,
/// module or `didLoad` that makes garbage beyond the cap while the scene loads still loads.
/// What these loads meet is the heap cap; the far deadline keeps a loaded machine's wall clock
/// out of it.
@Suite("Scene loading under the memory cap")
struct SceneMemoryTests {
    @Test("a scene of many views under a small memory cap is a load error naming the scene file, not a crash")
    func bigSceneOverTheCap() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    local views = {}
                    for i = 1, 200000 do
                      views[i] = view { name = "v" .. i, frame = {0, 0, 10, 10}, behaviour = { didLoad = function(self) end } }
                    end
                    return app { window { name = "w", table.unpack(views, 1, 10) } }
                    """,
                options: HostOptions(instructionBudget: 0, memoryLimit: 4 << 20, timeLimit: farDeadline.timeLimit)))
        #expect(failure.message.contains("not enough memory"), "\(failure.message)")
        // The heap cap's error has no place of its own: it names the scene file.
        #expect(failure.message.hasPrefix(failure.directory.path + "/scene.lua: "), "\(failure.message)")
    }

    @Test("a scene that makes garbage beyond the cap while it loads still loads")
    func garbageWhileLoading() throws {
        let h = try Harness(
            scene: """
                local views = {}
                for i = 1, 2000 do
                  local size = #string.rep("x", 8000 + i)
                  views[i] = view { name = "v" .. i, frame = {0, i, 10, 1}, behaviour = {
                    didLoad = function(self) local s = string.rep("y", 8000) self.n = size + #s end } }
                end
                return app { window { name = "w", table.unpack(views) } }
                """, options: HostOptions(instructionBudget: 0, memoryLimit: 8 << 20, timeLimit: farDeadline.timeLimit))
        h.lua("print(find('v2000').n)")
        #expect(h.lines == ["18000"])
    }

    @Test("a behaviour module that makes garbage beyond the cap as the scene is built still loads")
    func garbageInAModule() throws {
        let h = try Harness(
            scene: """
                local views = {}
                for i = 1, 2000 do views[i] = view { name = "v" .. i, frame = {0, i, 10, 1}, behaviour = "heavy" } end
                return app { window { name = "w", table.unpack(views) } }
                """,
            files: [
                "heavy.lua": """
                local n = 0
                for i = 1, 3000 do n = n + #string.rep("z", 8000) end
                local t = {}
                for i = 1, 500 do t[i] = i end
                return { didLoad = function(self) self.n = n + select("#", table.unpack(t)) end }
                """
            ], options: HostOptions(instructionBudget: 0, memoryLimit: 8 << 20, timeLimit: farDeadline.timeLimit))
        h.lua("print(find('v2000').n)")
        #expect(h.lines == ["24000500"])
    }
}
