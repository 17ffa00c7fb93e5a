import Foundation
import MoonchainHost
import MoonchainTestSupport
import Testing

@testable import MoonchainStudio

/// A map resampled after an input goes to the pages as the cells that changed from the map they
/// hold: nothing when nothing moved, the moved view's cells when it moved, the whole map to a
/// page that holds another one or none. What a page rebuilds is always the map sampled now.
struct StudioHitMapDeltaTests {
    /// Requests a map (holding `have`) and ticks until it comes; the map message.
    func map(_ session: StudioSession, have: Int? = nil) throws -> ServerMessage.HitMapMessage {
        let request = have.map { #"{"type":"hitmap","step":10,"have":\#($0)}"# } ?? #"{"type":"hitmap","step":10}"#
        var out = session.handle(request)
        out += StudioHitMapTests().tickUntilMap(session)
        return try #require(messages(out).compactMap(\.hitmap).last)
    }

    /// The cells a page holding `cells` has after `message`.
    func applied(_ message: ServerMessage.HitMapMessage, to cells: [Int]) -> [Int] {
        if let whole = message.cells { return whole }
        var result = cells
        for run in message.changes ?? [] where run.count == 3 {
            for index in run[0]..<(run[0] + run[1]) { result[index] = run[2] }
        }
        return result
    }

    @Test("H6: the map of an unchanged scene is sent as no changes from the one the page holds")
    func unchanged() throws {
        let (session, folder) = try StudioHitMapTests.session()
        defer { folder.remove() }
        let first = try map(session)
        let id = first.id
        #expect(first.cells != nil && first.legend != nil)
        let second = try map(session, have: id)
        #expect(second.base == id)
        #expect(second.changes?.isEmpty == true)
        #expect(second.cells == nil && second.legend == nil, "cells and legend are not sent again")
        #expect(second.id > id)
        let text = session.hitMaps.message(for: session.inspector.hitMap(step: 10))
        #expect(ServerMessage.hitmap(text).text.utf8.count < 200)
    }

    @Test("H6: a view moved by a touch: the changes applied to the page's map give the map sampled now")
    func moved() throws {
        let (session, folder) = try StudioHitMapTests.session()
        defer { folder.remove() }
        let first = try map(session)
        let cells = try #require(first.cells)
        _ = session.handle(touch(1, "began", 310, 310))
        let second = try map(session, have: first.id)
        let changes = try #require(second.changes)
        #expect(!changes.isEmpty && second.cells == nil)
        let reference = session.inspector.hitMap(step: 10)
        #expect(applied(second, to: cells) == reference.cells.map { $0 ?? -1 })
    }

    @Test("H6: a page that holds another map, or none, gets the next map whole")
    func whole() throws {
        let (session, folder) = try StudioHitMapTests.session()
        defer { folder.remove() }
        let first = try map(session)
        let id = first.id
        #expect(try map(session, have: id + 7).cells != nil)
        #expect(try map(session).cells != nil)
        #expect(
            session.handle(#"{"type":"hitmap","have":1.5}"#).contains {
                $0.text.contains("'have' must be a whole number")
            })
    }

    @Test("the changed runs rebuild any new map from any old one, each run one value")
    func runs() {
        var random = SplitMix64(seed: 30)
        for _ in 0..<300 {
            let count = Int.random(in: 0...200, using: &random)
            let values = Int.random(in: 1...4, using: &random)
            let old = (0..<count).map { _ in Int.random(in: -1..<values, using: &random) }
            let new = old.map {
                Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: -1..<values, using: &random) : $0
            }
            let runs = HitMapDelta.changedRuns(from: old, to: new)
            var rebuilt = old
            for run in runs { for index in run.start..<(run.start + run.length) { rebuilt[index] = run.value } }
            #expect(rebuilt == new)
            #expect(runs.allSatisfy { $0.length > 0 })
            #expect(runs.map(\.length).reduce(0, +) == zip(old, new).filter { $0 != $1 }.count, "only changed cells")
        }
    }
}
