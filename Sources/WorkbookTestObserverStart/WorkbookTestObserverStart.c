// Starts the workbook's test observer (Sources/WorkbookTestObserver) as the test
// program loads, before XCTest runs a test: Swift has no code that runs at load,
// and corelibs XCTest (Linux) has no principal class to register an observer from.
// Only on Linux, where check runs the test program itself. On Darwin the file is
// empty: check runs `swift test` there, and does not ask for the channel
// (Scripts/README.md, "What check cannot vouch for").
#include "WorkbookTestObserverStart.h"

#ifdef __linux__
extern void workbook_test_observer_start(void);

__attribute__((constructor)) static void workbook_test_observer_load(void) {
    workbook_test_observer_start();
}
#endif
