import XCTest
// edited: the learner weakened a goal
