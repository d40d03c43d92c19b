#include "CFuzzerDriver.h"

// Defined by libFuzzer (LLVM 11 and later); absent, and so null, in an ordinary build.
extern int LLVMFuzzerRunDriver(int *argc, char ***argv,
                               int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

int intake_fuzzer_run(int *argc, char ***argv, IntakeFuzzCallback callback) {
  if (!LLVMFuzzerRunDriver) {
    return -1;
  }
  return LLVMFuzzerRunDriver(argc, argv, callback);
}
