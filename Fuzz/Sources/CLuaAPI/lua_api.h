/* Lua's C API for the fuzz package's own C (CAllocatorCheck): the system headers, found
   through pkg-config as the root package's CLua finds them. */
#include <lua.h>
