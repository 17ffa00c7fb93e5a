import MoonchainHost
import Testing

/// Deep structures the host walks while keeping values on the Lua stack: each level makes sure of
/// its room (`lua_checkstack`) first. Before, 40-60 levels wrote past the end of the stack and
/// corrupted memory (a crash here, or an ASan report).
@Suite("Robustness: Lua stack room")
struct LuaStackRoomTests {
    /// A 60-deep chain of views built in a loop, the innermost one printing its touches.
    private static let deepScene = """
        local v = view { name = "leaf", frame = {0, 0, 10, 10}, behaviour = {
          touchesBegan = function(self, t, e) print("began " .. self.name) end } }
        for i = 1, 60 do v = view { name = "v" .. i, frame = {0, 0, 100, 100}, v } end
        return app { window { name = "w", v } }
        """

    @Test("H3: a scene whose views nest 60 levels deep loads and its innermost view gets the touch")
    func sixtyDeepScene() throws {
        let h = try Harness(scene: Self.deepScene)
        h.play("0 touch 1 began 5 5\n0.1 touch 1 ended 5 5")
        #expect(h.lines == ["began leaf"])
        h.lua(#"local n, v = 0, find("leaf") while v.superview do n = n + 1 v = v.superview end print(n)"#, at: 1)
        #expect(h.takeLines().last == "61")
    }

    @Test("R1: controllers nested 20 deep load, each the next responder after its root view")
    func twentyDeepControllers() throws {
        let h = try Harness(
            scene: """
                local v = view { name = "leaf", frame = {0, 0, 10, 10}, behaviour = {
                  touchesBegan = function(self, t, e) print("began " .. self.name) end } }
                for i = 1, 20 do
                  v = view { name = "root" .. i, frame = {0, 0, 100, 100},
                             controller { name = "c" .. i, view { name = "inner" .. i, frame = {0, 0, 100, 100}, v } } }
                end
                return app { window { name = "w", controller { name = "top", v } } }
                """)
        h.play("0 touch 1 began 5 5\n0.1 touch 1 ended 5 5")
        #expect(h.lines == ["began leaf"])
        h.lua(#"print(find("inner1"):nextResponder().name, find("inner20"):nextResponder().name)"#, at: 1)
        #expect(h.takeLines().last == "c1\tc20")
    }

    @Test("a 60-deep chain of inline extends loads; the method defined at the bottom runs")
    func sixtyDeepInlineExtends() throws {
        let h = try Harness(
            scene: """
                local b = { touchesBegan = function(self, t, e) print("began " .. self.name) end }
                for i = 1, 60 do b = { extends = b } end
                return app { window { name = "w", view { name = "x", frame = {0, 0, 100, 100}, behaviour = b } } }
                """)
        h.play("0 touch 1 began 5 5\n0.1 touch 1 ended 5 5")
        #expect(h.lines == ["began x"])
        #expect(h.host.scriptErrorCount == 0)
    }

    @Test("F3: a 60-deep chain of inputViews loads; the outer input view shows for the first responder")
    func sixtyDeepInputViews() throws {
        let h = try Harness(
            scene: """
                local v = view { name = "in0", frame = {0, 0, 10, 10} }
                for i = 1, 60 do v = view { name = "in" .. i, frame = {0, 0, 10, 40}, inputView = v } end
                return app { window { name = "w", view { name = "field", frame = {0, 0, 100, 100}, inputView = v,
                  behaviour = { canBecomeFirstResponder = function(self) return true end } } } }
                """)
        h.lua(#"print(find("field"):becomeFirstResponder(), find("in60").window and find("in60").window.name)"#)
        #expect(h.takeLines().last == "true\tinputWindow")
        h.lua(#"print(find("in1").inputView.name)"#)
        #expect(h.takeLines().last == "in0")
    }

    @Test("self.super with more arguments than a callback's free stack room is passed on whole")
    func superWithManyArguments() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                  extends = { count = function(self, ...) return select("#", ...) end },
                  count = function(self, ...) return self.super:count(...) end } },
                """))
        h.lua(#"local t = {} for i = 1, 200 do t[i] = i end print(find("v"):count(table.unpack(t)))"#)
        #expect(h.takeLines().last == "200")
    }
}
