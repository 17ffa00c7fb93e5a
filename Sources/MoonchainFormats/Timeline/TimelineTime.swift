import ResponderKit

/// The `TIME` of a timeline line: absolute seconds (`1.5`) or seconds after the previous
/// line's time (`+0.1`), never before the previous line's time.
enum TimelineTime {
    static let usage = "expected a time first: seconds (e.g. 0.25) or +SECONDS after the previous line (e.g. +0.1)"

    /// The absolute time `word` stands for on line `line`, given the previous line's time.
    static func resolve(_ word: Substring, after previous: Double, line: Int) throws(TimelineError) -> Double {
        if word.first == "+" {
            let delta = word.dropFirst()
            // `Double` takes its own sign and words like "inf": a delta is plain digits.
            guard let first = delta.first, first.isASCII, first.isNumber || first == ".",
                let seconds = Double(delta), seconds.isFinite
            else {
                throw TimelineError(line: line, message: "\(usage), got '\(word)'")
            }
            let time = sum(previous, delta, seconds)
            guard time.isFinite else { throw TimelineError(line: line, message: "\(usage), got '\(word)' (too large)") }
            return time
        }
        guard let first = word.first, first.isASCII, first.isNumber || first == ".",
            let time = Double(word), time.isFinite
        else {
            throw TimelineError(line: line, message: "\(usage), got '\(word)'")
        }
        guard time >= previous else {
            throw TimelineError(
                line: line,
                message:
                    "time \(formatPoints(time)) is before the previous line's \(formatPoints(previous)); times never decrease (write +SECONDS for a time after the previous line)"
            )
        }
        return time
    }

    /// `previous + delta`, computed on the decimals as written, so `1.35` then `+0.1` is 1.45
    /// (binary addition would give 1.4500000000000002 and every printed time would show it).
    /// Falls back to binary addition for forms that are not plain decimals (exponents, hex).
    static func sum(_ previous: Double, _ delta: Substring, _ seconds: Double) -> Double {
        // `String(Double)` is the shortest decimal that reads back as the same double: the
        // decimal the previous line was written with (or the exact sum of earlier `+` lines).
        guard let a = PlainDecimal(String(previous)), let b = PlainDecimal(delta) else { return previous + seconds }
        let scale = max(a.scale, b.scale)
        guard let x = a.mantissa(scaledTo: scale), let y = b.mantissa(scaledTo: scale) else {
            return previous + seconds
        }
        let (total, overflow) = x.addingReportingOverflow(y)
        guard !overflow else { return previous + seconds }
        // Reading the decimal text rounds once, correctly, to the nearest double.
        return Double("\(total)e-\(scale)") ?? previous + seconds
    }
}

/// A non-negative decimal written as digits with at most one point: mantissa × 10^-scale.
struct PlainDecimal {
    var mantissa: Int64
    var scale: Int

    init?(_ text: some StringProtocol) {
        var mantissa: Int64 = 0
        var scale = 0
        var seenPoint = false
        var digits = 0
        for character in text {
            if character == "." {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            let (times10, o1) = mantissa.multipliedReportingOverflow(by: 10)
            let (next, o2) = times10.addingReportingOverflow(Int64(digit))
            guard !o1, !o2 else { return nil }
            mantissa = next
            digits += 1
            if seenPoint { scale += 1 }
        }
        guard digits > 0 else { return nil }
        self.mantissa = mantissa
        self.scale = scale
    }

    /// The mantissa for `scale` decimal places (at least this one's), nil on overflow.
    func mantissa(scaledTo target: Int) -> Int64? {
        var value = mantissa
        for _ in scale..<target {
            let (next, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = next
        }
        return value
    }
}
