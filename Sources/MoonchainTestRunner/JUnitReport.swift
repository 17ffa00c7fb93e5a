import MoonchainFormats

/// The results as JUnit XML (`--junit FILE`), the format CI services read: one `testsuite`
/// of one `testcase` per case, a `failure` per failing case with every reason and diff, and
/// what the run wrote on standard error.
enum JUnitReport {
    static func xml(_ results: [CaseResult], seconds: Double) -> String {
        let failures = results.filter { !$0.passed }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<testsuites name=\"moonchain test\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time(seconds))\">\n"
        out +=
            "  <testsuite name=\"moonchain test\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(time(seconds))\">\n"
        for result in results {
            let name = result.testCase.name
            let slash = name.lastIndex(of: "/")
            let classname = slash.map { String(name[..<$0]).replacingSlashes } ?? "cases"
            let short = slash.map { String(name[name.index(after: $0)...]) } ?? name
            out +=
                "    <testcase name=\"\(XMLText.escape(short))\" classname=\"\(XMLText.escape(classname))\" file=\"\(XMLText.escape(name))\" time=\"\(time(result.seconds))\""
            if result.passed && result.standardError.isEmpty {
                out += "/>\n"
                continue
            }
            out += ">\n"
            if !result.passed {
                let message = result.failures.map { $0.message.split(separator: "\n").first.map(String.init) ?? "" }
                    .joined(separator: "; ")
                let body = result.failures.map { failure in
                    failure.message + (failure.diff.map { "\n" + $0 } ?? "")
                }.joined(separator: "\n")
                out +=
                    "      <failure message=\"\(XMLText.escape(message))\" type=\"\(kind(result.failures[0].kind))\">\(XMLText.escape(body, attribute: false))</failure>\n"
            }
            if !result.standardError.isEmpty {
                out += "      <system-err>\(XMLText.escape(result.standardError, attribute: false))</system-err>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    private static func kind(_ kind: CaseResult.Failure.Kind) -> String {
        switch kind {
        case .output: return "output"
        case .trace: return "trace"
        case .status: return "status"
        case .problem: return "case"
        case .crash: return "crash"
        }
    }

    private static func time(_ seconds: Double) -> String {
        let milliseconds = Int((max(seconds, 0) * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}

extension String {
    /// `examples/tests` as a JUnit class name, `examples.tests`.
    fileprivate var replacingSlashes: String {
        String(map { $0 == "/" ? "." : $0 })
    }
}
