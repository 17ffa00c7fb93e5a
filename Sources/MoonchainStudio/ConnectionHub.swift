/// The pages connected to one studio. Every page sees the same session: what one page does
/// is sent to all of them (replies meant only for the asker, such as errors, go to it alone).
actor ConnectionHub {
    private var connections: [Int: AsyncStream<String>.Continuation] = [:]
    private var nextID = 1

    /// Registers a page; its messages arrive on the returned stream.
    func add() -> (id: Int, messages: AsyncStream<String>) {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        let id = nextID
        nextID += 1
        connections[id] = continuation
        return (id, stream)
    }

    func remove(_ id: Int) {
        connections.removeValue(forKey: id)?.finish()
    }

    var count: Int { connections.count }

    /// Sends a session's messages: to all pages, or to `sender` alone when marked so.
    func deliver(_ messages: [StudioSession.Outgoing], sender: Int?) {
        for message in messages {
            if message.onlyToSender {
                if let sender { connections[sender]?.yield(message.text) }
            } else {
                for continuation in connections.values { continuation.yield(message.text) }
            }
        }
    }

    func finishAll() {
        for continuation in connections.values { continuation.finish() }
        connections.removeAll()
    }
}
