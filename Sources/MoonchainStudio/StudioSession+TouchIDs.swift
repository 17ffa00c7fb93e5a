import Foundation

extension StudioSession {
    /// A page's finger, known by the page's own id, on the server's touch id.
    struct PageTouch: Hashable {
        var connection: Int
        var pageID: Int
    }

    /// Where a finger of a page is, under the id the timeline knows it by.
    struct HeldTouch {
        var id: Int
        var x: Double
        var y: Double
        var type: String
    }

    /// The page's touch points with the server's ids: a new finger gets a fresh id, so two
    /// pages (each counting from 1) never share one; the mapping is what the event would
    /// leave (committed only when it is played). Nil and a message when a page's touch is not
    /// one the session knows (it began twice, or was never down).
    func serverTouches(_ points: [ClientMessage.TouchPoint], from connection: Int)
        -> Result<(points: [ClientMessage.TouchPoint], held: [PageTouch: HeldTouch], next: Int), ClientMessage.Invalid> {
        var held = heldTouches
        var next = nextTouchID
        var mapped: [ClientMessage.TouchPoint] = []
        for point in points {
            let key = PageTouch(connection: connection, pageID: point.id)
            var serverPoint = point
            if point.phase == "began" {
                guard held[key] == nil else {
                    return .failure(ClientMessage.Invalid(message: "touches: touch \(point.id) began again before it ended"))
                }
                serverPoint.id = next
                next += 1
            } else {
                guard let touch = held[key] else {
                    return .failure(ClientMessage.Invalid(message: "touches: touch \(point.id) is not down (it ended, was cancelled, or the scene was reset)"))
                }
                serverPoint.id = touch.id
            }
            if point.phase == "ended" || point.phase == "cancelled" {
                held[key] = nil
            } else {
                held[key] = HeldTouch(id: serverPoint.id, x: point.x, y: point.y, type: point.type)
            }
            mapped.append(serverPoint)
        }
        return .success((mapped, held, next))
    }

    /// A page went away (closed, reloaded, lost its connection): its fingers still down are
    /// cancelled where they last were, as UIKit cancels touches the system takes away, so no
    /// finger stays down and the recording says what happened.
    public func disconnected(_ connection: Int) -> [Outgoing] {
        markLive(connection)
        let gone = heldTouches.filter { $0.key.connection == connection }.sorted { $0.value.id < $1.value.id }
        guard !gone.isEmpty else { return [] }
        var out = applyFileChanges()
        let points = gone.map { ClientMessage.TouchPoint(id: $0.key.pageID, phase: "cancelled", x: $0.value.x, y: $0.value.y, type: $0.value.type) }
        switch handleTouches(points, from: connection) {
        case let .success(why): out += why
        case let .failure(error): out.append(StudioSession.errorReply(error.message))
        }
        for key in gone.map(\.key) { heldTouches[key] = nil }
        return [sceneState()] + out + flush(scene: false, onlyToSender: false)
    }

    /// Plays a page's touch event under the server's ids.
    func handleTouches(_ points: [ClientMessage.TouchPoint], from connection: Int) -> Result<[Outgoing], ClientMessage.Invalid> {
        let mapped: (points: [ClientMessage.TouchPoint], held: [PageTouch: HeldTouch], next: Int)
        switch serverTouches(points, from: connection) {
        case let .success(value): mapped = value
        case let .failure(error): return .failure(error)
        }
        let result = touches(mapped.points)
        if case let .success(out) = result {
            heldTouches = mapped.held
            nextTouchID = mapped.next
            // The page draws its fingers under the ids the timeline and the why panel use.
            if let ids = touchIDsMessage(page: points, server: mapped.points) { return .success(out + [ids]) }
        }
        return result
    }
}
