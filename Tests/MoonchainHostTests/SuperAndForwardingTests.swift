import MoonchainHost
import Testing

/// `self.super`, `self:nextResponder()` forwarding and calling methods on any responder
/// (contract "Behaviours: Inside a method"; rules T7, R1).
@Suite("Contract: self.super and forwarding")
struct SuperAndForwardingTests {
    static let moduleFiles = [
        "c.lua": """
        return {
          touchesBegan = function(self, t, e) print("C " .. self.name) self.super:touchesBegan(t, e) end,
          pointInside = function(self, p, e) print("C pointInside") return self.super:pointInside(p, e) end,
        }
        """,
        "b.lua": """
        return { extends = "c",
          touchesBegan = function(self, t, e) print("B " .. self.name) self.super:touchesBegan(t, e) end,
          pointInside = function(self, p, e) print("B pointInside") return self.super:pointInside(p, e) end,
        }
        """,
        "a.lua": """
        return { extends = "b",
          touchesBegan = function(self, t, e) print("A " .. self.name) self.super:touchesBegan(t, e) end,
          pointInside = function(self, p, e) print("A pointInside") return self.super:pointInside(p, e) end,
        }
        """,
    ]

    static let parent = """
        view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
          touchesBegan = function(self, t, e) print("parent got it from " .. t[1].view.name) end },
        """

    @Test("self.super across two levels of module extends: A, B, C once each, then the host default forwards (T7)")
    func superChainModules() throws {
        let h = try Harness(
            scene: scene(
                Self.parent + """
                      view { name = "v", frame = {0, 0, 50, 50}, behaviour = "a" },
                    },
                    """), files: Self.moduleFiles)
        h.play("0 touch 1 began 10 10")
        #expect(
            h.lines == [
                "A pointInside", "B pointInside", "C pointInside",
                "A v", "B v", "C v", "parent got it from v",
            ])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("self.super of pointInside ends at the default: bounds contain the point (H5)")
    func superPointInsideDefault() throws {
        let h = try Harness(
            scene: scene(
                Self.parent + """
                      view { name = "v", frame = {0, 0, 50, 50}, behaviour = "a" },
                    },
                    """), files: Self.moduleFiles)
        h.lua(#"print(find("v"):pointInside(point(49, 0), nil), find("v"):pointInside(point(50, 10), nil))"#)
        #expect(
            h.lines == [
                "A pointInside", "B pointInside", "C pointInside",
                "A pointInside", "B pointInside", "C pointInside", "true\tfalse",
            ])
    }

    @Test("self.super across two levels of inline extends tables: each once, in order, then the default")
    func superChainInline() throws {
        let h = try Harness(
            scene: scene(
                Self.parent + """
                      view { name = "v", frame = {0, 0, 50, 50}, behaviour = A },
                    },
                    """,
                prefix: """
                    local C = { touchesBegan = function(self, t, e) print("C") self.super:touchesBegan(t, e) end }
                    local B = { extends = C, touchesBegan = function(self, t, e) print("B") self.super:touchesBegan(t, e) end }
                    local A = { extends = B, touchesBegan = function(self, t, e) print("A") self.super:touchesBegan(t, e) end }
                    """))
        h.play("0 touch 1 began 10 10")
        #expect(h.lines == ["A", "B", "C", "parent got it from v"])
    }

    @Test("a method only the grandparent defines runs once through self.super from the child")
    func superSkipsLevelsWithoutTheMethod() throws {
        let h = try Harness(
            scene: scene(
                Self.parent + """
                      view { name = "v", frame = {0, 0, 50, 50}, behaviour = A },
                    },
                    """,
                prefix: """
                    local C = { touchesBegan = function(self, t, e) print("C") self.super:touchesBegan(t, e) end }
                    local B = { extends = C }
                    local A = { extends = B, touchesBegan = function(self, t, e) print("A") self.super:touchesBegan(t, e) end }
                    """))
        h.play("0 touch 1 began 10 10")
        #expect(h.lines == ["A", "C", "parent got it from v"])
    }

    @Test("an inherited method (defined only in B) sees super as C, not as itself")
    func inheritedMethodResolvesFromItsDefiner() throws {
        let h = try Harness(
            scene: scene(
                Self.parent + """
                      view { name = "v", frame = {0, 0, 50, 50}, behaviour = { extends = "b" } },
                    },
                    """), files: Self.moduleFiles)
        h.play("0 touch 1 began 10 10")
        #expect(h.lines == ["B pointInside", "C pointInside", "B v", "C v", "parent got it from v"])
    }

    @Test("self:nextResponder() forwarding runs the next responder's behaviour and skips the extended one (R1)")
    func nextResponderForwarding() throws {
        let h = try Harness(
            scene: scene(
                Self.parent + """
                      view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                        extends = { touchesEnded = function(self, t, e) print("extended touchesEnded") end },
                        touchesEnded = function(self, t, e)
                          local n = self:nextResponder()
                          print("next is " .. n.name)
                          n:touchesEnded(t, e)
                        end } },
                    },
                    """
            ).replacingOccurrences(
                of: "print(\"parent got it from \" .. t[1].view.name) end },",
                with:
                    "print(\"parent got it from \" .. t[1].view.name) end, touchesEnded = function(self, t, e) print(\"parent ended \" .. #t) end },"
            ))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        #expect(h.lines == ["parent got it from v", "next is parent", "parent ended 1"])
    }

    @Test("calling an event method on a responder without a behaviour runs the default: it forwards (T7)")
    func defaultOnNextResponderForwards() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w", behaviour = { touchesBegan = function(self, t, e) print("window got it") end },
                    view { name = "plain", frame = {0, 0, 200, 200},
                      view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                        touchesBegan = function(self, t, e) self:nextResponder():touchesBegan(t, e) end } },
                    },
                  },
                }
                """)
        h.play("0 touch 1 began 10 10")
        #expect(h.lines == ["window got it"])
    }

    @Test("nextResponder() is nil at the end of the chain (R3, R4)")
    func nextResponderAtEnd() throws {
        let h = try Harness(scene: scene(#"view { name = "v", frame = {0, 0, 10, 10} },"#))
        h.lua(#"print(find("v"):nextResponder().name, find("w"):nextResponder().name, app:nextResponder())"#)
        #expect(h.lines == ["w\tapp\tnil"])
    }

    @Test("find(\"x\"):pointInside(p, e) runs x's Lua pointInside, or the default for a view without one")
    func callOnAnyResponder() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "x", frame = {0, 0, 10, 10}, behaviour = {
                  pointInside = function(self, p, e) return p.x < 100 end } },
                view { name = "y", frame = {0, 0, 10, 10} },
                """))
        h.lua(#"print(find("x"):pointInside(point(50, 50), nil), find("x"):pointInside(point(150, 5), nil))"#)
        h.lua(#"print(find("y"):pointInside(point(5, 5), nil), find("y"):pointInside(point(10, 5), nil))"#)
        h.lua(#"print(find("w"):hitTest(point(5, 5), nil).name, find("w"):hitTest(point(50, 50), nil).name)"#)
        #expect(h.lines == ["true\tfalse", "true\tfalse", "y\tx"])
    }

    @Test("calling an event method on any responder (not the next one) runs that responder's behaviour")
    func callEventMethodOnAnyResponder() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "x", frame = {0, 0, 10, 10}, behaviour = {
                  canBecomeFirstResponder = function(self) return true end,
                  didLoad = function(self) self:becomeFirstResponder() end,
                  motionBegan = function(self, m, e) print("x hands " .. m .. " to y") find("y"):motionBegan(m, e) end,
                  touchesBegan = function(self, t, e) find("y"):touchesBegan(t, e) end } },
                view { name = "y", frame = {100, 0, 10, 10}, behaviour = {
                  motionBegan = function(self, m, e) print(self.name .. " " .. m .. " " .. e.type) end,
                  touchesBegan = function(self, t, e) print(self.name .. " got touch on " .. t[1].view.name) end } },
                """))
        h.play("0 motion shake began\n1 touch 1 began 5 5")
        #expect(h.lines == ["x hands motionShake to y", "y motionShake motion", "y got touch on x"])
        #expect(h.diagnostics.isEmpty)
    }
}
