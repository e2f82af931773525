import XCTest
// added by the learner
