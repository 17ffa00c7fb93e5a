import FuzzSupport
import MoonchainFormats

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

/// One input (libFuzzer's `LLVMFuzzerTestOneInput`, which its runtime also refers to): the bytes are timeline text, parsed line by line, then played.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTimeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: inputBytes(data, size), as: UTF8.self)
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        number += 1
        _ = try? TimelineParser.parse(line, number: number)
    }
    BoundedRun.run(scene: scene, timeline: text)
    return 0
}

@_cdecl("FuzzTimeline_main")
func fuzzTimelineMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzTimeline(data, size) }
}
