import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// Updates say what changed: the views whose state changed since the pages were last sent
/// the scene, or the whole scene when its shape changed; a page that connects gets it whole.
struct StudioUpdateDeltaTests {
    static func scene(views: Int) -> String {
        var rows: [String] = []
        for i in 0..<views {
            rows.append(
                "    view { name = \"v\(i)\", frame = {\((i % 20) * 19), \(100 + (i / 20) * 19), 18, 18}, behaviour = cell },"
            )
        }
        return """
            local cell = {
              pointInside = function(self, p) return p.x >= -1 and p.y >= -1 and p.x < 19 and p.y < 19 end,
              touchesBegan = function(self) self.alpha = 0.5 end,
              touchesEnded = function(self)
                self.alpha = 1
                if self.name == "v0" then find("v1"):removeFromSuperview() end
              end,
            }
            return app { window { name = "w",
            \(rows.joined(separator: "\n"))
            } }
            """
    }

    func update(_ out: [StudioSession.Outgoing]) throws -> (object: ServerMessage.Update, bytes: Int) {
        let message = try #require(out.first { $0.type == "update" })
        let object = try #require(messages([message]).first?.update)
        return (object, message.text.utf8.count)
    }

    @Test("a touch that changes one view of 1,000 sends that view, not the scene")
    func deltaOfOneView() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": Self.scene(views: 1000)])
        defer { studio.remove() }
        let session = studio.session
        let welcome = try update(session.welcome())
        #expect(welcome.object.windows?.first?.views.count == 1001)
        #expect(welcome.bytes > 40_000)

        // v45 is at (95, 142) to (113, 160).
        let began = session.handle(touch(1, "began", 100, 150))
        let delta = try update(began)
        #expect(delta.object.windows == nil)
        let changed = try #require(delta.object.changed).compactMap { $0.arrayValue }
        #expect(changed.count == 1)
        #expect(changed.first?[1].intValue == 46)
        #expect(changed.first?[2]["alpha"]?.numberValue == 0.5)
        #expect(delta.bytes < 500)
        let total = began.reduce(0) { $0 + $1.text.utf8.count }
        #expect(
            total < 20_000,
            "every message of one touch: \(total) bytes: \(began.map { "\($0.type ?? "?") \($0.text.utf8.count)" })")

        // Nothing changed: an empty delta still carries the clock.
        let idle = try update(session.handle(#"{"type":"pause"}"#))
        #expect(idle.object.changed?.isEmpty == true && idle.object.paused == true)
    }

    @Test("a view leaving the tree changes its shape: the whole scene is sent; a page that connects gets it whole")
    func shapeChangeSendsAll() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": Self.scene(views: 30)])
        defer { studio.remove() }
        let session = studio.session
        _ = session.welcome()
        _ = session.handle(touch(1, "began", 5, 105))
        let endedOut = session.handle(touch(1, "ended", 5, 105))
        #expect(consoleTexts(endedOut, kind: "error").isEmpty, "\(consoleTexts(endedOut, kind: "error"))")
        let ended = try update(endedOut)
        #expect(ended.object.full == true)
        let names = ended.object.windows?.first?.views.compactMap { $0["name"]?.stringValue }
        #expect(names?.contains("v0") == true && names?.contains("v1") == false)
        // A second page: the whole scene, to it alone.
        let second = session.welcome()
        let updates = second.filter { $0.type == "update" }
        #expect(updates.count == 1 && updates.first?.onlyToSender == true)
    }

    // Issue 42 item 4, a leftover: a text set while the scene runs is sent.
    @Test("a view's props.text set by a handler is sent in the next update's changed view")
    func textSetByHandler() throws {
        let scene = """
            local counter = {
              touchesEnded = function(self) self.props.text = 'Tapped' end,
            }
            return app { window { name = "w",
              view { name = "title", frame = {0, 0, 390, 40}, props = { text = 'Hello' } },
              view { name = "button", frame = {0, 100, 390, 60}, behaviour = counter, props = { text = 'Tap me' } },
            } }
            """
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": scene])
        defer { studio.remove() }
        let session = studio.session
        let welcome = try update(session.welcome())
        let texts = welcome.object.windows?.first?.views.compactMap { $0["text"]?.stringValue }
        #expect(texts == ["Hello", "Tap me"])
        _ = session.handle(touch(1, "began", 100, 130))
        let ended = try update(session.handle(touch(1, "ended", 100, 130)))
        let changed = try #require(ended.object.changed).compactMap { $0.arrayValue }
        #expect(changed.count == 1)
        #expect(changed.first?[2]["name"]?.stringValue == "button")
        #expect(changed.first?[2]["text"]?.stringValue == "Tapped")
        // Removed from the console: the view is sent without a text.
        let cleared = try update(session.handle(#"{"type":"lua","code":"find('title').props.text = nil"}"#))
        let title = try #require(cleared.object.changed).compactMap { $0.arrayValue }.first
        #expect(title?[2]["name"]?.stringValue == "title" && title?[2]["text"] == nil)
    }
}
