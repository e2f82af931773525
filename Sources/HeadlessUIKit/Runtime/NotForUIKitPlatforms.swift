// HeadlessUIKit stands in for UIKit on the Mac and on Linux. Built for a system that has the
// real UIKit (an iPhone or iPad simulator or device, Mac Catalyst, tvOS, watchOS, visionOS),
// XCTest brings UIKit with it, and every file that imports XCTest and HeadlessUIKit would see
// two of each name: hundreds of "ambiguous type" errors. This module is the first the package
// builds that any such file depends on, so stopping here, before anything that imports both is
// compiled, makes this the one error a learner sees.
#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
#error("This workbook runs on HeadlessUIKit, which stands in for UIKit: build and test it for \"My Mac\" (Xcode's toolbar: the run destination, then My Mac; not Mac Catalyst), or run ./Scripts/check in Terminal. An iOS simulator brings the real UIKit, and the two clash.")
#endif
