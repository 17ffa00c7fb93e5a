import MoonchainHost
import Testing

/// Globals of scenes, behaviours and timeline lines (contract "Globals").
@Suite("Contract: globals")
struct GlobalsTests {
    @Test("find(name) returns the responder by name, nil for an unknown name")
    func find() throws {
        let h = try Harness(
            scene: """
                return app { delegate = {},
                  window { name = "w", controller { name = "c", view { name = "root", frame = {0, 0, 10, 10} } } },
                }
                """)
        h.lua(
            #"print(find("w").name, find("c").name, find("root").name, find("app").kind, find("delegate").kind, find("nope"))"#
        )
        #expect(h.lines == ["w\tc\troot\tapplication\tdelegate\tnil"])
    }

    @Test("now() is the virtual time of the line or event being run")
    func now() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                  didLoad = function(self) print(string.format("load %g", now())) end,
                  touchesBegan = function(self, t, e) print(string.format("touch %g", now())) end } },
                """))
        h.play(
            "1.5 lua print(string.format('line %g', now()))\n2.25 touch 1 began 5 5\n3 tick\n3 lua print(string.format('line %g', now()))"
        )
        #expect(h.lines == ["load 0", "line 1.5", "touch 2.25", "line 3"])
    }

    @Test("app:keyWindow() is the first window unless another says key = true (F1)")
    func keyWindow() throws {
        let first = try Harness(scene: "return app { window { name = \"a\" }, window { name = \"b\" } }")
        first.lua("print(app:keyWindow().name)")
        #expect(first.lines == ["a"])
        let keyed = try Harness(scene: "return app { window { name = \"a\" }, window { name = \"b\", key = true } }")
        keyed.lua("print(app:keyWindow().name)")
        #expect(keyed.lines == ["b"])
    }

    @Test("app:firstResponder() is the key window's first responder (F1)")
    func firstResponderIsPerWindow() throws {
        let h = try Harness(
            scene: """
                local focus = { canBecomeFirstResponder = function(self) return true end }
                return app {
                  window { name = "a", view { name = "x", frame = {0, 0, 10, 10}, behaviour = focus } },
                  window { name = "b", view { name = "y", frame = {0, 0, 10, 10}, behaviour = focus } },
                }
                """)
        h.lua(
            #"print(app:firstResponder(), find("y"):becomeFirstResponder(), app:firstResponder(), find("y"):isFirstResponder())"#
        )
        h.lua(#"print(find("x"):becomeFirstResponder(), app:firstResponder().name, find("y"):isFirstResponder())"#)
        #expect(h.lines == ["nil\ttrue\tnil\ttrue", "true\tx\ttrue"])
    }

    @Test("app:sendAction(name, target, sender) calls the target's method with the sender and returns true")
    func sendActionWithTarget() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "t", frame = {0, 0, 10, 10}, behaviour = {
                  save = function(self, sender) print(self.name .. " save from " .. sender.name) end } },
                view { name = "s", frame = {0, 20, 10, 10} },
                """))
        h.lua(#"print(app:sendAction("save", find("t"), find("s")))"#)
        h.lua(#"print(app:sendAction("save", nil, find("s")))"#)
        #expect(h.lines == ["t save from s", "true", "false"])
    }

    @Test("timeline lua lines share one environment, separate from the scene's globals")
    func timelineEnvironment() throws {
        let h = try Harness(
            scene: """
                sceneGlobal = "scene"
                return app { window { name = "w" } }
                """)
        h.play("0 lua counter = 41\n0.1 lua counter = counter + 1\n0.2 lua print(counter, sceneGlobal)")
        #expect(h.lines == ["42\tnil"])
    }

    @Test("the standard library the contract lists is there; io, debug, os.execute and package.loadlib are not")
    func libraryShape() throws {
        let h = try Harness(scene: scene(""))
        h.lua(
            "print(type(string.format), type(table.concat), type(math.floor), type(utf8.char), type(coroutine.wrap), type(pcall), type(setmetatable), type(rawget), type(next), type(select), type(tonumber))"
        )
        h.lua(
            "print(type(os), type(os.time), type(os.clock), type(os.execute), type(os.getenv), type(os.remove), type(io), type(debug), type(package and package.loadlib), type(dofile), type(loadfile))"
        )
        #expect(
            h.lines == [
                Array(repeating: "function", count: 11).joined(separator: "\t"),
                "table\tfunction\tfunction\tnil\tnil\tnil\tnil\tnil\tnil\tnil\tnil",
            ])
    }
}
