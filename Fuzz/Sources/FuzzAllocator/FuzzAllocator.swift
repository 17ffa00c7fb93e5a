import CAllocatorCheck
import FuzzSupport
import LuaVM

/// One input (libFuzzer's `LLVMFuzzerTestOneInput`): the bytes are a sequence of allocations,
/// resizes, frees and bursts, made on a fresh state's allocator as Lua makes them
/// (`allocator_check.c`). Every block must keep its bytes, AddressSanitizer must see no access
/// outside one (the pool poisons what it has not handed out), and once all are freed the
/// state's heap count must be where it started.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzAllocator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // A 1-byte cap: the pool's smallest limit (4 MB of chunks), which a few bursts reach, so
    // small blocks past it come from malloc. The cap itself binds only inside protected
    // calls, and none runs here.
    let vm = LuaState(memoryLimit: 1)
    let before = vm.memoryInUse
    let bytes = inputBytes(data, size)
    let failed = bytes.withUnsafeBufferPointer { buffer in
        moonfuzz_check_allocator(UnsafeMutableRawPointer(vm.pointer), buffer.baseAddress, buffer.count)
    }
    precondition(failed == 0, "a block's bytes changed")
    precondition(
        vm.memoryInUse == before, "the heap count is \(vm.memoryInUse), was \(before), after every block was freed")
    return 0
}

@_cdecl("FuzzAllocator_main")
func fuzzAllocatorMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzzAllocator(data, size) }
}
