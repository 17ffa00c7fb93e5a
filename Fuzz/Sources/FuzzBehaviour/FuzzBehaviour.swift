import FuzzSupport

/// libFuzzer's entry: the bytes choose behaviour method bodies, then the events delivered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBehaviour(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var chooser = ByteChooser(Array(UnsafeBufferPointer(start: data, count: size)))
    let scene = "local state = {}\n" + BehaviourGrammar.scene(&chooser)
    let timeline = TimelineGrammar.timeline(&chooser)
    BoundedRun.run(scene: scene, timeline: timeline)
    return 0
}
