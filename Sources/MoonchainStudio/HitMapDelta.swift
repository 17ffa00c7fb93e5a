import MoonchainExplain
import MoonchainHost

/// The hit map as the pages were last sent it, and how to send the next one as what changed.
///
/// With the overlay on, a page asks for a new map after every update, and a 2,000-view map is
/// ~200 KB of JSON (20,000 cells and a 2,000-entry legend) — forty times the update itself —
/// although a touch rarely changes where touches go. So each map sent gets an `id`; the next
/// one is sent as the runs of cells that differ from it (`changes`, usually none) and the
/// legend only when it differs, for pages that hold that map (`base`). A page that holds
/// another map, or none, says so in its request (`have`), and the next map goes whole.
struct HitMapDelta {
    /// One legend entry as the page sees it.
    typealias LegendEntry = ServerMessage.HitMapMessage.LegendEntry

    /// The last map sent: its id, geometry, cells (-1: nothing there) and legend.
    private(set) var id = 0
    private var step = 0.0, columns = 0, rows = 0
    private var cells: [Int] = []
    private var legend: [LegendEntry] = []
    /// Whether some page asked without holding the last map sent: the next goes whole.
    private var wholeWanted = true

    /// A page asked for a map, holding the one with id `have` (nil: none).
    mutating func requested(have: Int?) {
        if have != id || id == 0 { wholeWanted = true }
    }

    /// The `hitmap` message for `map`: whole, or as the changes from the last one sent.
    mutating func message(for map: HitMap) -> ServerMessage.HitMapMessage {
        let newCells = map.cells.map { $0 ?? -1 }
        let newLegend = map.legend.map {
            LegendEntry(name: $0.name, color: $0.color, invisibleButBlocking: $0.invisibleButBlocking)
        }
        let base = id
        let sameShape = step == map.step && columns == map.columns && rows == map.rows && cells.count == newCells.count
        let runs = sameShape && !wholeWanted ? Self.changedRuns(from: cells, to: newCells) : nil
        id += 1
        var message = ServerMessage.HitMapMessage(id: id, step: map.step, columns: map.columns, rows: map.rows)
        // A delta pays while its runs (three numbers each) are fewer than the cells.
        if let runs, runs.count * 3 < newCells.count {
            message.base = base
            message.changes = runs.map { [$0.start, $0.length, $0.value] }
            if newLegend != legend { message.legend = newLegend }
        } else {
            message.legend = newLegend
            message.cells = newCells
        }
        (step, columns, rows, cells, legend, wholeWanted) = (
            map.step, map.columns, map.rows, newCells, newLegend, false
        )
        return message
    }

    /// The cells of `new` that differ from `old`, as runs of one value: (first index, count, value).
    static func changedRuns(from old: [Int], to new: [Int]) -> [(start: Int, length: Int, value: Int)] {
        var runs: [(start: Int, length: Int, value: Int)] = []
        var index = 0
        while index < new.count {
            guard new[index] != old[index] else {
                index += 1
                continue
            }
            let start = index
            let value = new[index]
            while index < new.count && new[index] == value && new[index] != old[index] { index += 1 }
            runs.append((start, index - start, value))
        }
        return runs
    }
}
