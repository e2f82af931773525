/// Whose a snapshot is, which decides who may re-record it.
public enum SnapshotKind {
    /// The test's own: `RECORD_SNAPSHOTS=1` re-records it, and a missing one is recorded.
    case ordinary
    /// A referee over someone else's change, such as a characterization suite that pins what the user sees
    /// while a learner refactors: only its maintainers re-record it, with `RECORD_REFEREE_SNAPSHOTS=1`.
    case referee

    /// The environment variable that re-records snapshots of this kind.
    var recordingVariable: String {
        switch self {
        case .ordinary: return recordSnapshotsVariable
        case .referee: return recordRefereeSnapshotsVariable
        }
    }
}
