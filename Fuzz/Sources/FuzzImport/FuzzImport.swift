import FuzzSupport
import MoonchainImport

/// One input (libFuzzer's `LLVMFuzzerTestOneInput`): the bytes are a pasted dump. The importer
/// must refuse them with a message or import them into a well-formed tree — every node's
/// superview before it, names unique, one scene line per node — and never trap or hang.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzImport(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = inputBytes(data, size)
    guard let scene = try? DumpImporter.importDump(bytes) else { return 0 }
    var names = Set<String>()
    for (index, node) in scene.nodes.enumerated() {
        if let parent = node.parent, parent >= index {
            fatalError("node \(index) has its superview \(parent) after it")
        }
        if !names.insert(node.name).inserted { fatalError("duplicate name \(node.name)") }
        if !(node.frame.width >= 0 && node.frame.height >= 0) { fatalError("negative or NaN size on \(node.name)") }
    }
    let text = SceneWriter(source: "fuzz").write(scene)
    let body = text.split(separator: "\n", omittingEmptySubsequences: false).filter {
        !$0.hasPrefix("--") && !$0.isEmpty
    }
    if body.count != scene.nodes.count + 2 { fatalError("\(body.count) scene lines for \(scene.nodes.count) nodes") }
    return 0
}

@_cdecl("FuzzImport_main")
func fuzzImportMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzImport(data, size) }
}
