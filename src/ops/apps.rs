//! A job's applications (GET /jobs/{jobId}/applications, paged by the
//! list runner as `list::Source::Applications`; free): their view.

use crate::output::{col, CellKind, View};

/// Who applied, where they stand, and the thread to write in.
pub const APPS_VIEW: View = View {
    columns: &[
        col("APPLICATION", "applicationId", CellKind::Id),
        col("TALENT CARD", "talentCardId", CellKind::Id),
        col("STAGE", "stageTitle", CellKind::Text),
        col("STAGE ID", "stageId", CellKind::Id),
        col("THREAD", "threadId", CellKind::Id),
        col("STATUS", "status", CellKind::Enum),
        col("UPDATED", "updatedAt", CellKind::Relative),
    ],
    key: Some("applicationId"),
    schema: Some("main#Application"),
};
