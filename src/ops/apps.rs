//! A job's applications (GET /jobs/{jobId}/applications, paged by the
//! list runner as `list::Source::Applications`; free): their view.

use crate::output::{col, CellKind, View};

/// Who applied, where they stand, and the thread to write in.
pub const APPS_VIEW: View = View {
    columns: &[
        col("APPLICATION", "applicationId", CellKind::Id).drop_order(1),
        col("TALENT CARD", "talentCardId", CellKind::Id),
        // The name this machine kept from an earlier unlock (none is fetched).
        col("NAME", "talentCardId", CellKind::Person),
        col("STAGE", "stageTitle", CellKind::Text),
        col("STAGE ID", "stageId", CellKind::Id).drop_order(2),
        col("THREAD", "threadId", CellKind::Id).drop_order(4),
        col("STATUS", "status", CellKind::Enum).drop_order(5),
        col("UPDATED", "updatedAt", CellKind::Relative).drop_order(3),
    ],
    key: Some("applicationId"),
    schema: Some("main#Application"),
};
