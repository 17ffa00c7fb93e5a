/// A unified diff of two texts by lines (`diff -u`'s format, three lines of context), for a
/// failing case's expected and actual output.
enum UnifiedDiff {
    /// Above this many cells the two middles are shown as one replaced block, not aligned.
    private static let alignmentLimit = 4_000_000

    private enum Edit: Equatable { case same(Int, Int), removed(Int), added(Int) }

    static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let edits = align(a, b)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        // Hunks: each change with up to `context` unchanged lines around it, merged when they touch.
        let changes = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        var hunks: [Range<Int>] = []
        for change in changes {
            let range = max(0, change - context)..<min(edits.count, change + context + 1)
            if let last = hunks.last, range.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
            } else {
                hunks.append(range)
            }
        }
        for bounds in hunks {
            let hunk = edits[bounds]
            let oldStart = firstLine(old: true, after: edits[..<bounds.lowerBound])
            let newStart = firstLine(old: false, after: edits[..<bounds.lowerBound])
            let oldCount = hunk.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = hunk.filter { if case .removed = $0 { return false } else { return true } }.count
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                switch edit {
                case .same(let i, _): out += " " + a[i] + "\n"
                case .removed(let i): out += "-" + a[i] + "\n"
                case .added(let j): out += "+" + b[j] + "\n"
                }
            }
        }
        return out
    }

    /// A hunk header's range: `start,count`, `start` alone for one line, `start-1,0` for none.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    /// The 1-based line where a hunk starts in the old (or new) text, after the edits `before` it.
    private static func firstLine(old: Bool, after before: ArraySlice<Edit>) -> Int {
        let counted = before.filter { edit in
            switch edit {
            case .same: return true
            case .removed: return old
            case .added: return !old
            }
        }.count
        return counted + 1
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// The edits from `a` to `b`: common ends kept, the middles aligned by their longest common
    /// subsequence (or, when too large, removed then added whole).
    private static func align(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit.same($0, $0) }
        let midA = Array(prefix..<(a.count - suffix))
        let midB = Array(prefix..<(b.count - suffix))
        if midA.count * midB.count > alignmentLimit {
            edits += midA.map(Edit.removed) + midB.map(Edit.added)
        } else {
            edits += lcs(a, b, midA, midB)
        }
        edits += (0..<suffix).map { Edit.same(a.count - suffix + $0, b.count - suffix + $0) }
        return edits
    }

    private static func lcs(_ a: [String], _ b: [String], _ ia: [Int], _ ib: [Int]) -> [Edit] {
        let n = ia.count
        let m = ib.count
        var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] =
                    a[ia[i]] == b[ib[j]]
                    ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, a[ia[i]] == b[ib[j]] {
                edits.append(.same(ia[i], ib[j]))
                i += 1
                j += 1
            } else if i < n, j == m || table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
                edits.append(.removed(ia[i]))
                i += 1
            } else {
                edits.append(.added(ib[j]))
                j += 1
            }
        }
        return edits
    }
}
