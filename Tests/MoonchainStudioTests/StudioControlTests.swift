import Foundation
import MoonchainHost
import Testing

@testable import MoonchainStudio

/// The studio draws controls in their state, and a drag of a slider's thumb in the page goes
/// through the same touch path as a timeline's (C1, C7, C8).
struct StudioControlTests {
    static let scene = """
        return app {
          window { name = "w",
            switch { name = "wifi", frame = {10, 10, 51, 31}, on = true },
            slider { name = "volume", frame = {0, 100, 228, 40}, value = 0.5 },
          },
        }
        """

    /// The `control` object of the view called `name` in the last update of `out`.
    static func control(_ name: String, in out: [StudioSession.Outgoing]) -> JSONValue? {
        // A full update lists every view; a delta (`changed`) only those whose fields changed.
        lastUpdate(out)?.view(name)?["control"]
    }

    @Test(
        "C7 C8 the update carries each control's state: a switch's on, a slider's value, track and thumb in screen points"
    )
    func updateCarriesControls() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let session = studio.session
        let welcome = session.welcome()
        let wifi = try #require(Self.control("wifi", in: welcome))
        #expect(
            wifi["kind"]?.stringValue == "switch" && wifi["on"]?.boolValue == true
                && wifi["highlighted"]?.boolValue == false)
        let volume = try #require(Self.control("volume", in: welcome))
        #expect(volume["value"]?.numberValue == 0.5)
        #expect(volume["track"]?.numbers == [0, 118, 228, 4])
        #expect(volume["thumb"]?.numbers == [100, 106, 28, 28])
    }

    @Test("C8 dragging the slider's thumb in the page moves it; highlighted while the finger is down")
    func dragThumb() throws {
        let studio = try StudioFixture(prefix: "studio-test-", files: ["scene.lua": Self.scene])
        defer { studio.remove() }
        let session = studio.session
        _ = session.welcome()
        _ = session.handle(touch(1, "began", 114, 120))
        let moved = session.handle(touch(1, "moved", 154, 120))
        let during = try #require(Self.control("volume", in: moved))
        #expect(during["highlighted"]?.boolValue == true)
        #expect(abs((during["value"]?.numberValue ?? 0) - 0.7) < 1e-9)
        let ended = session.handle(touch(1, "ended", 154, 120))
        let after = try #require(Self.control("volume", in: ended))
        #expect(after["highlighted"]?.boolValue == false)
        let thumb = try #require(after["thumb"]?.numbers)
        #expect(zip(thumb, [140.0, 106, 28, 28]).allSatisfy { abs($0 - $1) < 1e-9 })
    }
}
