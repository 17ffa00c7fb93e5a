import CFuzzerDriver

/// Runs libFuzzer with the command line and `test`: what each target's entry point does.
/// SwiftPM names an executable's entry point `<Target>_main` and links it as `main`, so the
/// targets define that function and hand over to libFuzzer's driver, instead of using the
/// `main` libFuzzer would bring.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var argc = argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
    return LLVMFuzzerRunDriver(&argc, &argv, test)
}

/// The bytes of one input (empty when libFuzzer passes none).
public func inputBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
