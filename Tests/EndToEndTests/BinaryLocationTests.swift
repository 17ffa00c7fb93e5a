import Foundation
import Testing

/// The end-to-end tests run the binary SwiftPM built with them, wherever the build went.
@Suite("End-to-end tests find their binary")
struct BinaryLocationTests {
    @Test("$MOONCHAIN wins; without it, the binary is the one in the test executable's build directory")
    func binaryComesFromTheBuildDirectory() throws {
        if let chosen = ProcessInfo.processInfo.environment["MOONCHAIN"] {
            #expect(try moonchainBinary() == chosen)
            return
        }
        let binary = URL(fileURLWithPath: try moonchainBinary()).resolvingSymlinksInPath()
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #expect(binary.deletingLastPathComponent() == runner.deletingLastPathComponent())
        #expect(binary.lastPathComponent == "moonchain")
    }
}
