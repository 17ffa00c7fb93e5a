import FuzzSupport

/// One input (libFuzzer's `LLVMFuzzerTestOneInput`, which its runtime also refers to): the bytes choose a scene from the constructor grammar, then a timeline.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var chooser = ByteChooser(inputBytes(data, size))
    let scene = SceneGrammar.scene(&chooser)
    let timeline = TimelineGrammar.timeline(&chooser, maxLines: 8)
    BoundedRun.run(scene: scene, timeline: timeline)
    return 0
}

@_cdecl("FuzzScene_main")
func fuzzSceneMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzScene(data, size) }
}
