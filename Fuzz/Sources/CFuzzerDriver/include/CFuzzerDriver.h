// libFuzzer's driver, called from each target's own entry point (see FuzzSupport/FuzzerEntry).
// SwiftPM links an executable's entry point as `main`, so the targets cannot use libFuzzer's
// `main`; they call the driver it would have called, with their test function.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
