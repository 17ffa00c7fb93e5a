import MoonchainHost
import Testing

/// `self.super:touchesX(touches, event)` with no behaviour left above the method's definer is
/// answered in C (issue 41): the proxy, the table and the event are checked there and
/// the host default runs directly. These are the contract guarantees that path must keep (rules
/// T7 and R1: the default passes the touches to the next responder as it is at the call).
@Suite("Contract: self.super:touchesX answered in C")
struct SuperTouchesInCTests {
    /// A parent that forwards every phase, a grandparent that reports what reached it.
    static let chain = """
        view { name = "top", frame = {0, 0, 390, 844}, behaviour = {
          touchesBegan = function(self, t, e) print("top began", #t, t[1].view.name, e.type) end,
          touchesMoved = function(self, t, e) print("top moved", #t, t[1] == self.first, e.type) end,
          touchesEnded = function(self, t, e) print("top ended", #t, t[1].phase) end },
          view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
            touchesBegan = function(self, t, e) find("top").first = t[1] self.super:touchesBegan(t, e) end,
            touchesMoved = function(self, t, e) self.super:touchesMoved(t, e) end,
            touchesEnded = function(self, t, e) self.super:touchesEnded(t, e) end },
            view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
              touchesBegan = function(self, t, e) self.super:touchesBegan(t, e) end,
              touchesMoved = function(self, t, e)
                self.super:touchesMoved(t, e)
                print("v moved after super")
              end,
              touchesEnded = function(self, t, e) self.super:touchesEnded(t, e) end },
            },
          },
        },
        """

    @Test("T7: every phase passed on through two forwarding parents reaches the top once, same touch")
    func twoForwardingLevels() throws {
        let h = try Harness(scene: scene(Self.chain))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 moved 12 10\n0.2 touch 1 moved 14 10\n0.3 touch 1 ended 14 10")
        #expect(
            h.lines == [
                "top began\t1\tv\ttouches", "top moved\t1\ttrue\ttouches", "v moved after super",
                "top moved\t1\ttrue\ttouches", "v moved after super", "top ended\t1\tended",
            ])
        #expect(h.diagnostics.isEmpty, "\(h.allDiagnostics)")
    }

    @Test("T7: super:touchesMoved called on a coroutine inside the handler reaches the parent's handler")
    func fromACoroutine() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesMoved = function(self, t, e)
                    print("parent moved", #t, coroutine.isyieldable())
                    print("parent sees", find("v").name)
                  end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                    touchesMoved = function(self, t, e)
                      coroutine.wrap(function() self.super:touchesMoved(t, e) end)()
                      print("v after")
                    end },
                  },
                },
                """))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 moved 12 10\n0.2 touch 1 moved 13 10")
        #expect(
            h.lines == [
                "parent moved\t1\tfalse", "parent sees\tv", "v after",
                "parent moved\t1\tfalse", "parent sees\tv", "v after",
            ])
        #expect(h.diagnostics.isEmpty, "\(h.allDiagnostics)")
    }

    @Test("T7: super.touchesMoved(t, e) with '.' is an error at file:line; the next phase is delivered")
    func dotCallIsAnError() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesMoved = function(self, t, e) print("parent moved") end,
                  touchesEnded = function(self, t, e) print("parent ended") end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                    touchesMoved = function(self, t, e)
                      self.super.touchesMoved(t, e)
                    end,
                    touchesEnded = function(self, t, e) self.super:touchesEnded(t, e) end },
                  },
                },
                """))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 moved 12 10\n0.2 touch 1 ended 12 10")
        #expect(h.lines == ["parent ended"])
        #expect(h.allDiagnostics.contains("scene.lua:9:"), "\(h.allDiagnostics)")
        #expect(h.allDiagnostics.contains("call super methods with ':'"), "\(h.allDiagnostics)")
    }

    @Test("T7, R1: a handler that moves its view under another parent, then calls super, reaches the new parent")
    func treeEditedBeforeSuper() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "a", frame = {0, 0, 300, 300}, behaviour = {
                  touchesBegan = function(self, t, e) print("a began") end,
                  touchesMoved = function(self, t, e) print("a moved") end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                    touchesBegan = function(self, t, e) self.super:touchesBegan(t, e) end,
                    touchesMoved = function(self, t, e)
                      find("b"):addSubview(self)
                      self.super:touchesMoved(t, e)
                    end },
                  },
                },
                view { name = "b", frame = {0, 400, 300, 300}, behaviour = {
                  touchesMoved = function(self, t, e) print("b moved") end } },
                """))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 moved 12 10")
        #expect(h.lines == ["a began", "b moved"])
        #expect(h.diagnostics.isEmpty, "\(h.allDiagnostics)")
    }

    @Test("T7: a reload that gives the behaviour a parent defining the method makes super run it, then the default")
    func reloadChangesTheChain() throws {
        let leaf1 = """
            return { touchesMoved = function(self, t, e) print("leaf") self.super:touchesMoved(t, e) end }
            """
        let leaf2 = """
            return { extends = "base",
              touchesMoved = function(self, t, e) print("leaf 2") self.super:touchesMoved(t, e) end }
            """
        let base = """
            return { touchesMoved = function(self, t, e) print("base", #t) self.super:touchesMoved(t, e) end }
            """
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesMoved = function(self, t, e) print("parent", #t) end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = "leaf" },
                },
                """), files: ["leaf.lua": leaf1, "base.lua": base])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 moved 12 10")
        #expect(h.takeLines() == ["leaf", "parent\t1"])
        h.directory.write("leaf.lua", leaf2)
        _ = h.host.reloadBehaviours(named: nil)
        h.play("0.2 touch 1 moved 14 10")
        #expect(h.takeLines() == ["leaf 2", "base\t1", "parent\t1"])
        h.directory.write("leaf.lua", leaf1)
        _ = h.host.reloadBehaviours(named: nil)
        h.play("0.3 touch 1 moved 16 10")
        #expect(h.takeLines() == ["leaf", "parent\t1"])
        #expect(h.diagnostics.filter { $0.hasPrefix("error:") }.isEmpty, "\(h.allDiagnostics)")
    }

    @Test("T7: a runaway parent reached through super is stopped by the budget, reported once where it ran")
    func budgetThroughSuper() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesMoved = function(self, t, e)
                    while true do end
                  end,
                  touchesEnded = function(self, t, e) print("parent ended") end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                    touchesMoved = function(self, t, e)
                      self.super:touchesMoved(t, e)
                      print("v after super")
                    end,
                    touchesEnded = function(self, t, e) self.super:touchesEnded(t, e) end },
                  },
                },
                """), options: HostOptions(instructionBudget: 100_000, timeLimit: 120))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 moved 12 10\n0.2 touch 1 ended 12 10")
        #expect(h.lines == ["parent ended"])
        let errors = h.diagnostics.filter { $0.hasPrefix("error:") }
        #expect(errors.count == 1, "\(h.allDiagnostics)")
        #expect(
            errors.first?.contains("scene.lua:6: instruction budget of 100000 exceeded") == true,
            "\(h.allDiagnostics)")
    }

    @Test("T2, T7: a kept touches table passed to super in a later event is checked, not trusted")
    func keptTableLater() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesMoved = function(self, t, e) print("parent", #t, t[1].phase) end },
                  view { name = "v", frame = {0, 0, 50, 50}, behaviour = {
                    touchesMoved = function(self, t, e)
                      if self.kept then table.insert(self.kept, self.kept[1]) end
                      self.kept = self.kept or t
                      self.super:touchesMoved(self.kept, e)
                    end },
                  },
                },
                """))
        h.play("0 touch 1 began 10 10\n0.1 touch 1 moved 12 10\n0.2 touch 1 moved 14 10")
        #expect(h.lines == ["parent\t1\tmoved", "parent\t2\tmoved"])
        #expect(h.diagnostics.isEmpty, "\(h.allDiagnostics)")
    }
}
