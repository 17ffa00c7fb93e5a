import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// What the `update` message says about each view beyond its frame: its kind, background
/// colour and, when a transform is in play, its outline on the screen.
struct StudioViewFieldsTests {
    static let scene = """
        return app {
          window { name = "w", backgroundColor = "#ffffff",
            view { name = "card", frame = {100, 100, 200, 100}, transform = transform.rotation(math.pi / 2),
                   backgroundColor = {1, 0, 0, 0.5},
              view { name = "badge", frame = {0, 0, 20, 20} },
            },
            view { name = "plain", frame = {0, 300, 10, 10} },
          },
        }
        """

    func views(_ session: StudioSession) throws -> [String: JSONValue] {
        let update = try #require(messages(session.welcome()).compactMap(\.update).first)
        let window = try #require(update.windows?.first)
        return Dictionary(uniqueKeysWithValues: window.views.map { ($0["name"]?.stringValue ?? "", $0) })
    }

    @Test("backgroundColor is sent as #rrggbbaa, and only for views that have one")
    func backgroundColor() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let session = studio.session
        var byName = try views(session)
        #expect(byName["w"]?["backgroundColor"]?.stringValue == "#ffffffff")
        #expect(byName["card"]?["backgroundColor"]?.stringValue == "#ff000080")
        #expect(byName["plain"]?["backgroundColor"] == nil)
        #expect(byName["w"]?["kind"]?.stringValue == "window")
        #expect(byName["plain"]?["kind"] == nil)
        // A script's change shows in the next update.
        _ = session.handle(#"{"type":"lua","code":"find('plain').backgroundColor = '#00ff00'"}"#)
        byName = try views(session)
        #expect(byName["plain"]?["backgroundColor"]?.stringValue == "#00ff00ff")
    }

    @Test("H8: a turned view and its subviews are sent with their outline; frame is its bounding box")
    func transformedOutline() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let session = studio.session
        let byName = try views(session)
        #expect(byName["card"]?["outline"]?.numbers == [250, 50, 250, 250, 150, 250, 150, 50])
        #expect(byName["card"]?["frame"]?.numbers == [150, 50, 100, 200])
        #expect(byName["badge"]?["outline"]?.numbers == [250, 50, 250, 70, 230, 70, 230, 50])
        #expect(byName["plain"]?["outline"] == nil)
        #expect(byName["plain"]?["frame"]?.numbers == [0, 300, 10, 10])
    }
}
