import FuzzSupport

/// libFuzzer's entry: the bytes choose a scene from the constructor grammar and a timeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var chooser = ByteChooser(Array(UnsafeBufferPointer(start: data, count: size)))
    let scene = SceneGrammar.scene(&chooser)
    let timeline = TimelineGrammar.timeline(&chooser, maxLines: 8)
    BoundedRun.run(scene: scene, timeline: timeline)
    return 0
}
