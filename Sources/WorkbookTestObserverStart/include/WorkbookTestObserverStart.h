// Nothing here is for a test or an app to call: WorkbookTestObserverStart.c
// starts the workbook's test observer (Sources/WorkbookTestObserver) as the
// test program loads.
