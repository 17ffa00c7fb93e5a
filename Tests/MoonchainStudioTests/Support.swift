import Foundation
@_exported import MoonchainTestSupport
@testable import MoonchainStudio
import MoonchainHost

/// A wall clock a test moves by hand.
final class FakeWall: @unchecked Sendable {
    var seconds = 100.0
    func read() -> Double { seconds }
}

/// The messages' JSON objects.
func objects(_ out: [StudioSession.Outgoing]) -> [[String: Any]] {
    out.compactMap { try? JSONSerialization.jsonObject(with: Data($0.text.utf8)) as? [String: Any] }
}

/// The console texts of kind `kind` in the messages.
func consoleTexts(_ out: [StudioSession.Outgoing], kind: String = "print") -> [String] {
    objects(out).filter { $0["type"] as? String == "console" }.flatMap { message in
        (message["entries"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == kind }.compactMap { $0["text"] as? String }
    }
}

let buttonScene = """
local button = {
  touchesBegan = function(self, touches, event) print(self.name .. " began " .. now()) end,
  touchesEnded = function(self, touches, event) print(self.name .. " tapped") end,
}
return app {
  window { name = "w",
    view { name = "toolbar", frame = {0, 0, 390, 100},
      view { name = "close", frame = {20, 40, 20, 20}, behaviour = button },
    },
  },
}
"""

/// A touch message for one finger.
func touch(_ id: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
    "{\"type\":\"touches\",\"touches\":[{\"id\":\(id),\"phase\":\"\(phase)\",\"x\":\(x),\"y\":\(y)}]}"
}
