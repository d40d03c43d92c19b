#ifndef INTAKE_CFUZZERDRIVER_H
#define INTAKE_CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// What libFuzzer calls with each input; returns 0.
typedef int (*IntakeFuzzCallback)(const uint8_t *data, size_t size);

/// Runs libFuzzer's driver with the command line when the binary was linked with libFuzzer
/// (built with -sanitize=fuzzer), and returns -1 at once when it was not.
///
/// libFuzzer is referenced weakly, so the same target also links in an ordinary build.
int intake_fuzzer_run(int *argc, char ***argv, IntakeFuzzCallback callback);

#endif
