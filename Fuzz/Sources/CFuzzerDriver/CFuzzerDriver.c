// The declaration is all this module provides; libFuzzer (linked by -sanitize=fuzzer) defines it.
#include "CFuzzerDriver.h"
