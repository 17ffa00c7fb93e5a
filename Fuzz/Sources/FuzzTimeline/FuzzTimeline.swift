import FuzzSupport
import MoonchainHost

/// The scene the timeline is played against: views to touch, a recognizer, a first responder.
let scene = """
    return app {
      window { name = "w", frame = {0, 0, 390, 844},
        view { name = "root", frame = {0, 0, 390, 844}, behaviour = {
            touchesBegan = function(self, t, e) print("began " .. t[1].id) end,
            canBecomeFirstResponder = function() return true end,
            act = function(self) print("act") end },
          view { name = "a", frame = {0, 0, 100, 100}, gestures = { tap { action = "act" } } },
        },
      },
    }
    """

/// libFuzzer's entry: the bytes are timeline text, parsed line by line and played.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTimeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        _ = try? TimelineParser.parse(line, number: number)
    }
    BoundedRun.run(scene: scene, timeline: text)
    return 0
}
