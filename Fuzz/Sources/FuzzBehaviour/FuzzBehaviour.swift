import FuzzSupport

/// One input (libFuzzer's `LLVMFuzzerTestOneInput`, which its runtime also refers to): the bytes choose behaviour method bodies, then the events delivered.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzBehaviour(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var chooser = ByteChooser(inputBytes(data, size))
    let scene = "local state = {}\n" + BehaviourGrammar.scene(&chooser)
    let timeline = TimelineGrammar.timeline(&chooser)
    BoundedRun.run(scene: scene, timeline: timeline)
    return 0
}

@_cdecl("FuzzBehaviour_main")
func fuzzBehaviourMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzBehaviour(data, size) }
}
