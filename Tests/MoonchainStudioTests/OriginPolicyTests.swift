import Testing

@testable import MoonchainStudio

/// Only the studio's own page may open its WebSocket (cross-site requests, DNS rebinding).
struct OriginPolicyTests {
    let policy = OriginPolicy(port: 7070, boundHost: "127.0.0.1")

    @Test("the page's own origin on a loopback name is accepted")
    func ownOriginAccepted() {
        #expect(policy.refusal(origin: "http://127.0.0.1:7070", host: "127.0.0.1:7070") == nil)
        #expect(policy.refusal(origin: "http://localhost:7070", host: "localhost:7070") == nil)
    }

    @Test("another site's origin is refused")
    func foreignOriginRefused() {
        #expect(policy.refusal(origin: "http://evil.example", host: "127.0.0.1:7070") != nil)
        #expect(policy.refusal(origin: "http://localhost:7070", host: "127.0.0.1:7070") != nil)
        #expect(policy.refusal(origin: nil, host: "127.0.0.1:7070") != nil)
        #expect(policy.refusal(origin: "null", host: "127.0.0.1:7070") != nil)
    }

    @Test("DNS rebinding: a foreign Host is refused even when the Origin matches it")
    func rebindingRefused() {
        #expect(policy.refusal(origin: "http://evil.example:7070", host: "evil.example:7070") != nil)
        #expect(policy.refusal(origin: "http://127.0.0.1:8080", host: "127.0.0.1:8080") != nil)
        #expect(!policy.allowsHost(nil))
    }

    @Test("a --host address is accepted as well as loopback names")
    func boundHostAccepted() {
        let lan = OriginPolicy(port: 9000, boundHost: "192.168.1.5")
        #expect(lan.refusal(origin: "http://192.168.1.5:9000", host: "192.168.1.5:9000") == nil)
        #expect(lan.allowsHost("127.0.0.1:9000"))
    }
}
