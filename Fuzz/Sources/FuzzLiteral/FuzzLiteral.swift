import FuzzSupport

@testable import MoonchainHost

/// One input (libFuzzer's `LLVMFuzzerTestOneInput`): the bytes are a scene file. The data-only
/// reader must never trap or hang on them, and when it takes them, the tables it builds and
/// what the scene reader makes of them must be exactly what running the file through Lua gives
/// (`LiteralCheck`); a difference stops the fuzzer with both.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzLiteral(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    LiteralCheck.check(inputBytes(data, size))
    return 0
}

@_cdecl("FuzzLiteral_main")
func fuzzLiteralMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzLiteral(data, size) }
}
