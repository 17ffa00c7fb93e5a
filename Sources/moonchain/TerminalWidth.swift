#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The width help and usage messages are wrapped to.
///
/// ArgumentParser wraps them to `COLUMNS`, or else to the terminal's width, and traps when that
/// leaves no room beside an option's indent (`COLUMNS=20 moonchain --help` died with SIGILL).
/// A narrow terminal or a stray `COLUMNS=0` must not crash the command, so a width below
/// ``minimum`` is raised to it before anything is parsed: the lines come out longer than the
/// terminal, and the terminal wraps them.
enum TerminalWidth {
    /// The narrowest width help is wrapped to. Option descriptions start at column 26, and
    /// ArgumentParser traps once the width leaves them no room; 40 leaves them 14 characters.
    /// `TerminalWidthTests` runs every subcommand's help at widths from 0 up to this one.
    static let minimum = 40

    /// The width ArgumentParser would use: `COLUMNS` when it is a number, else standard
    /// output's terminal, else nil (ArgumentParser then uses 80).
    static func current() -> Int? {
        if let text = getenv("COLUMNS").map({ String(cString: $0) }), let columns = Int(text) {
            return columns
        }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Raises `COLUMNS` to ``minimum`` when the width in force is narrower.
    static func ensureHelpFits() {
        guard let width = current(), width < minimum else { return }
        setenv("COLUMNS", String(minimum), 1)
    }
}
