import Foundation

/// The pages' fingers that are down, by page and page id, on the ids the timeline knows them
/// by: each page counts its fingers from 1, so a new finger gets a fresh session id and two
/// pages never share one.
final class TouchIDMap {
    /// A page's finger, known by the page's own id.
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

    /// What one touch event would leave: its points on the session's ids and the map after it
    /// (committed with `commit` only when the event is played).
    struct Mapping {
        var points: [ClientMessage.TouchPoint]
        fileprivate var held: [PageTouch: HeldTouch]
        fileprivate var next: Int
    }

    private var held: [PageTouch: HeldTouch] = [:]
    /// The id the next new finger gets in the timeline.
    private var next = 1

    /// The page's touch points with the server's ids; a message when a page's touch is not
    /// one the session knows (it began twice, or was never down).
    func mapping(_ points: [ClientMessage.TouchPoint], from connection: Int) -> Result<Mapping, ClientMessage.Invalid> {
        var held = held
        var next = next
        var mapped: [ClientMessage.TouchPoint] = []
        for point in points {
            let key = PageTouch(connection: connection, pageID: point.id)
            var serverPoint = point
            if point.phase == "began" {
                guard held[key] == nil else {
                    return .failure(
                        ClientMessage.Invalid(message: "touches: touch \(point.id) began again before it ended"))
                }
                serverPoint.id = next
                next += 1
            } else {
                guard let touch = held[key] else {
                    return .failure(
                        ClientMessage.Invalid(
                            message:
                                "touches: touch \(point.id) is not down (it ended, was cancelled, or the scene was reset)"
                        ))
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
        return .success(Mapping(points: mapped, held: held, next: next))
    }

    /// The event of `mapping` was played: its fingers are the ones down now.
    func commit(_ mapping: Mapping) {
        held = mapping.held
        next = mapping.next
    }

    /// The fingers `connection` holds down, oldest session id first, as `cancelled` points
    /// under the page's ids where each last was.
    func cancellations(of connection: Int) -> [ClientMessage.TouchPoint] {
        held.filter { $0.key.connection == connection }.sorted { $0.value.id < $1.value.id }.map {
            ClientMessage.TouchPoint(
                id: $0.key.pageID, phase: "cancelled", x: $0.value.x, y: $0.value.y, type: $0.value.type)
        }
    }

    /// Forgets the fingers of `connection` (the page went away).
    func forget(_ connection: Int) {
        held = held.filter { $0.key.connection != connection }
    }

    /// No finger is down; new fingers are numbered from `firstID` (after a rebuild, 1; after a
    /// resume, past every id the kept lines used).
    func reset(numberingFrom firstID: Int = 1) {
        held.removeAll()
        next = firstID
    }
}

extension StudioSession {
    /// A page went away (closed, reloaded, lost its connection): its fingers still down are
    /// cancelled where they last were, as UIKit cancels touches the system takes away, so no
    /// finger stays down and the recording says what happened.
    public func disconnected(_ connection: Int) -> [Outgoing] {
        markLive(connection)
        let points = touchIDs.cancellations(of: connection)
        guard !points.isEmpty else { return [] }
        var out = applyFileChanges()
        switch handleTouches(points, from: connection) {
        case .success(let why): out += why
        case .failure(let error): out.append(StudioSession.errorReply(error.message))
        }
        touchIDs.forget(connection)
        return [sceneState()] + out + flush(scene: false, onlyToSender: false)
    }

    /// Plays a page's touch event under the server's ids.
    func handleTouches(_ points: [ClientMessage.TouchPoint], from connection: Int) -> Result<
        [Outgoing], ClientMessage.Invalid
    > {
        let mapping: TouchIDMap.Mapping
        switch touchIDs.mapping(points, from: connection) {
        case .success(let value): mapping = value
        case .failure(let error): return .failure(error)
        }
        let result = touches(mapping.points)
        if case .success(let out) = result {
            touchIDs.commit(mapping)
            // The page draws its fingers under the ids the timeline and the why panel use.
            if let ids = touchIDsMessage(page: points, server: mapping.points) { return .success(out + [ids]) }
        }
        return result
    }
}
