/// "Did you mean?": the known name a misspelt one is closest to.
///
/// Names are compared ignoring case, by Damerau-Levenshtein distance (optimal string
/// alignment: an insertion, deletion, substitution or swap of two neighbours costs 1). How far
/// a name may be from a known one grows with the known name's length, so a short field like
/// `view` is only matched when the case differs (`views` is a list of one's own, not a typo),
/// while `remoteControlRecieved` still finds `remoteControlReceived`.
package enum NameSuggestion {
    /// The known name `name` looks like a misspelling of (equal ignoring case, or within the
    /// allowed distance), or nil when it is one of them exactly or close to none.
    package static func closest(to name: String, among known: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in known {
            if candidate == name { return nil }
            let target = Array(candidate.lowercased().unicodeScalars)
            let allowed = allowedDistance(forLength: target.count)
            guard abs(target.count - lowered.count) <= allowed else { continue }
            let distance = Self.distance(lowered, target)
            if distance <= allowed, best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Edits tolerated against a known name of `length` characters.
    static func allowedDistance(forLength length: Int) -> Int {
        switch length {
        case ..<5: 0
        case ..<8: 1
        default: 2
        }
    }

    /// Optimal-string-alignment distance between `a` and `b`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let width = b.count + 1
        var rows = [[Int]](repeating: [Int](repeating: 0, count: width), count: a.count + 1)
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            rows[i][0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = value
            }
        }
        return rows[a.count][b.count]
    }
}
