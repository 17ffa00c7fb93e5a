import Foundation
import Testing

/// `moonchain explain --key K --json` through the binary (K2–K6).
struct ExplainKeyEndToEndTests {
    @Test("K2 K3 explain --key cmd+s --json prints one JSON document: candidates, taker, reason")
    func json() throws {
        let result = try runMoonchain(
            ["explain", "examples/cmd-s-from-deep-responder/scene.lua", "--key", "cmd+s", "--json"], in: repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let candidates = try #require(json["candidates"] as? [[String: Any]])
        #expect(candidates.compactMap { $0["outcome"] as? String } == ["runs", "noMatch"])
        let taker = try #require(json["taker"] as? [String: Any])
        #expect(taker["kind"] as? String == "command")
        #expect(taker["responder"] as? String == "document")
    }

    @Test("explain --key with --why-not is a usage error; an unknown key is too (status 2)")
    func usage() throws {
        let scene = "examples/cmd-s-from-deep-responder/scene.lua"
        let whyNot = try runMoonchain(["explain", scene, "--key", "cmd+s", "--why-not", "page"], in: repositoryRoot)
        #expect(whyNot.status == 2)
        let unknown = try runMoonchain(["explain", scene, "--key", "cmd+nope", "--json"], in: repositoryRoot)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no key in"), "\(unknown.stderr)")
    }
}
