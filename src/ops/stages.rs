//! A job's pipeline stages with their application counts (GET
//! /jobs/{jobId}/stages; free).

use serde_json::Value;

use crate::api::query::id_segment;
use crate::api::types::StagesResponse;
use crate::api::Client;
use crate::output::{col, CellKind, View};
use crate::Result;

use super::kit::routes;

/// The stages of `job_id` (`what` names it in an error), in order.
pub async fn run(client: &Client, what: &str, job_id: &str) -> Result<Vec<Value>> {
    let req = routes::stages(&id_segment(what, job_id)?);
    let got: StagesResponse = client.send(&req).await?.decode()?;
    Ok(got.results)
}

/// The pipeline in order, with how many applications sit in each stage.
pub const STAGES_VIEW: View = View {
    columns: &[
        col("ORDER", "order", CellKind::Number).drop_order(3),
        col("STAGE ID", "stageId", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("TYPE", "type", CellKind::Enum).drop_order(1),
        col("PURPOSE", "stagePurpose", CellKind::Enum).drop_order(2),
        col("APPLICATIONS", "applicationCount", CellKind::Number),
    ],
    key: Some("stageId"),
    schema: Some("main#Stage"),
};

/// On a terminal, a bar per stage scaled to the fullest one.
pub const STAGES_TABLE_VIEW: View = View {
    columns: &[
        col("ORDER", "order", CellKind::Number).drop_order(3),
        col("STAGE ID", "stageId", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("TYPE", "type", CellKind::Enum).drop_order(1),
        col("PURPOSE", "stagePurpose", CellKind::Enum).drop_order(2),
        col("APPLICATIONS", "applications", CellKind::Bar),
    ],
    key: Some("stageId"),
    schema: None,
};
