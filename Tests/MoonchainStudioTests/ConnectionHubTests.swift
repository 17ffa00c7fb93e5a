import MoonchainHost
import Testing

@testable import MoonchainStudio

/// A second tab shares the session: everything is shown in every page, errors only in the asker's.
struct ConnectionHubTests {
    @Test("broadcast messages reach every page; replies for the sender reach only it")
    func secondTabSeesTheSameSession() async {
        let hub = ConnectionHub()
        let first = await hub.add()
        let second = await hub.add()
        await hub.deliver(
            [
                StudioSession.Outgoing(text: "{\"type\":\"update\"}"),
                StudioSession.Outgoing(text: "{\"type\":\"error\"}", onlyToSender: true),
            ],
            sender: first.id)
        await hub.remove(first.id)
        await hub.remove(second.id)
        var firstGot: [String] = []
        var secondGot: [String] = []
        for await text in first.messages { firstGot.append(text) }
        for await text in second.messages { secondGot.append(text) }
        #expect(firstGot == ["{\"type\":\"update\"}", "{\"type\":\"error\"}"])
        #expect(secondGot == ["{\"type\":\"update\"}"])
    }
}
