import Foundation
import MoonchainHost
import Testing

/// Issue 16 item 10, through the host: gesture records carry their reason, held touches,
/// prints and gesture actions are records, and times are written as the shortest decimal.
@Suite("Authoring: gestures explain themselves in the trace")
struct GestureTraceTests {
    static let photo = """
        return app { window { name = "w",
          view { name = "photo", frame = {0, 0, 300, 300}, behaviour = {
              zoom = function(self, g) print("zoom " .. g.state) end,
              toggle = function(self, g) print("toggle " .. g.state) end,
              touchesBegan = function(self, touches) print("began " .. touches[1].id) end,
              gestureShouldReceiveTouch = function(self, g, touch) return g.name ~= "deaf" end },
            gestures = {
              tap { name = "doubleTap", taps = 2, action = "zoom" },
              tap { name = "singleTap", action = "toggle", requireToFail = "doubleTap" },
              tap { name = "deaf" },
            } } } }
        """

    @Test(
        "G4 reasons with the other's name, G2 refusals, held touches, prints and actions in stdout's order, short times"
    )
    func doubleTapStory() throws {
        let h = try Harness(scene: Self.photo, trace: true)
        h.play(
            """
            1.0 touch 1 began 100 100
            1.1 touch 1 ended 100 100
            2 tick
            3.0 touch 2 began 100 100
            3.1 touch 2 ended 100 100
            3.2 touch 3 began 100 100
            3.3 touch 3 ended 100 100
            """)
        let records = try h.traceRecords()
        func string(_ record: [String: Any], _ key: String) -> String? { record[key] as? String }
        let gestures = records.filter { string($0, "type") == "gesture" && string($0, "reason") != "reset" }
        let described = gestures.map { r in
            "\(string(r, "gesture")!) \(string(r, "from")!)->\(string(r, "to")!) \(string(r, "reason")!)"
                + (string(r, "other").map { " " + $0 } ?? "")
        }
        #expect(
            described == [
                "doubleTap possible->failed timerExpired",
                "singleTap possible->ended requiredFailed doubleTap",
                "doubleTap possible->ended recognized",
                "singleTap possible->failed requireToFail doubleTap",
            ])
        // The timer fired at 1.1 + 0.35: written 1.45, not 1.4500000000000002.
        #expect(gestures.first?["t"] as? Double == 1.45)
        #expect(
            records.contains {
                string($0, "type") == "gesture.touchRefused" && string($0, "gesture") == "deaf"
                    && string($0, "reason") == "shouldReceiveTouch"
            })
        #expect(
            records.contains {
                string($0, "type") == "touch.held" && $0["touch"] as? Int == 1 && string($0, "phase") == "ended"
                    && string($0, "reason") == "delaysTouches" && string($0, "gesture") == "doubleTap"
            })
        #expect(
            records.contains {
                string($0, "type") == "touch.cancelled" && string($0, "reason") == "cancelsTouches"
                    && string($0, "gesture") == "doubleTap"
            })
        // Prints and actions, in the trace in stdout's order, each print with its responder.
        let story = records.compactMap { r -> String? in
            switch string(r, "type") {
            case "print": "print \(string(r, "text")!) by \(string(r, "responder") ?? "nil")"
            case "gesture.action":
                "action \(string(r, "action")!) of \(string(r, "gesture")!) on \(string(r, "target")!) (\(string(r, "state")!))"
            default: nil
            }
        }
        #expect(
            story == [
                "print began 1 by photo",
                "action toggle of singleTap on photo (ended)",
                "print toggle ended by photo",
                "print began 2 by photo",
                "print began 3 by photo",
                "action zoom of doubleTap on photo (ended)",
                "print zoom ended by photo",
            ])
        #expect(h.lines == ["began 1", "toggle ended", "began 2", "began 3", "zoom ended"])
    }

    @Test("a timeline lua line's print has no responder; dump's lines are print records too")
    func timelinePrints() throws {
        let h = try Harness(scene: scene(#"view { name = "v", frame = {0, 0, 10, 10} }"#), trace: true)
        h.lua(#"print("hello")"#, at: 0.1)
        h.lua(#"dump(find("v"))"#, at: 0.3)
        let prints = try h.traceRecords().filter { $0["type"] as? String == "print" }
        #expect(prints.map { $0["text"] as? String } == ["hello", "view v (0, 0, 10, 10)"])
        #expect(prints.allSatisfy { $0["responder"] is NSNull })
        #expect(prints.map { $0["t"] as? Double } == [0.1, 0.3])
    }
}
