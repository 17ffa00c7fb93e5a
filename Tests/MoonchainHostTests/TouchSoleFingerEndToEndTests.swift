import MoonchainHost
import Testing

/// The one-finger path of ResponderKit's `sendTouches` (issue 41) seen from a scene and a
/// timeline: what scripts observe must be what the general path gives them.
@Suite("Touch delivery: the one-finger path, end to end (T1, T2, T6)")
struct TouchSoleFingerEndToEndTests {
    private static let scene = """
        local leaf = {
          touchesBegan = function(self, t, e) print("leaf began", #e:allTouches()) self.super:touchesBegan(t, e) end,
          touchesMoved = function(self, t, e)
            local p = t[1]:location(self)
            local q = t[1]:previousLocation(self)
            print("leaf moved", p.x, p.y, q.x, q.y, #e:allTouches())
            if p.x >= 40 then self:removeFromSuperview() end
            self.super:touchesMoved(t, e)
          end,
          touchesEnded = function(self, t, e) print("leaf ended") self.super:touchesEnded(t, e) end,
          touchesCancelled = function(self, t, e) print("leaf cancelled") end,
        }
        local parent = {
          touchesBegan = function(self, t, e) print("parent began", t[1].id) end,
          touchesMoved = function(self, t, e) print("parent moved", t[1].id, t[1].view.name) end,
          touchesEnded = function(self, t, e) print("parent ended", t[1].id) end,
        }
        return app { window { name = "w",
          view { name = "p", frame = {0, 0, 200, 200}, behaviour = parent,
            view { name = "leaf", frame = {0, 0, 100, 100}, behaviour = leaf } } } }
        """

    @Test("T1 T2 one finger's moves reach the leaf and, through super, its parent, with its locations")
    func movesReachLeafAndParent() throws {
        let h = try Harness(scene: Self.scene)
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 1 moved 20 10
            0.2 touch 1 moved 30 15
            0.3 touch 1 ended 30 15
            """)
        #expect(
            h.lines == [
                "leaf began\t1", "parent began\t1",
                "leaf moved\t20\t10\t10\t10\t1", "parent moved\t1\tleaf",
                "leaf moved\t30\t15\t20\t10\t1", "parent moved\t1\tleaf",
                "leaf ended", "parent ended\t1",
            ])
        #expect(h.diagnostics.isEmpty)
    }

    @Test("T6 a leaf that removes itself in a move: cancelled at once, the finger's later lines go nowhere")
    func leafRemovedMidSequence() throws {
        let h = try Harness(scene: Self.scene)
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 1 moved 40 10
            0.2 touch 1 moved 50 10
            0.3 touch 1 ended 50 10
            1 touch 2 began 10 10
            1.1 touch 2 moved 12 10
            1.2 touch 2 ended 12 10
            """)
        #expect(
            h.lines == [
                "leaf began\t1", "parent began\t1",
                "leaf moved\t40\t10\t10\t10\t1", "leaf cancelled",
                // Its `super` call after the removal finds no next responder: dropped (T7).
                // The leaf is gone: the next touch is the parent's own.
                "parent began\t2", "parent moved\t2\tp", "parent ended\t2",
            ])
    }

    @Test("T2 a second finger down and lifted: the first finger's moves carry allTouches of one again")
    func secondFingerComesAndGoes() throws {
        let h = try Harness(scene: Self.scene)
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 2 began 150 150
            0.2 touch 1 moved 12 10
            0.3 touch 2 ended 150 150
            0.4 touch 1 moved 14 10
            0.5 touch 1 ended 14 10
            """)
        #expect(
            h.lines == [
                "leaf began\t1", "parent began\t1", "parent began\t2",
                "leaf moved\t12\t10\t10\t10\t2", "parent moved\t1\tleaf", "parent ended\t2",
                "leaf moved\t14\t10\t12\t10\t1", "parent moved\t1\tleaf",
                "leaf ended", "parent ended\t1",
            ])
    }
}
