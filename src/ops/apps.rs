//! A job's applications (GET /jobs/{jobId}/applications, paged by the
//! list runner as `list::Source::Applications`; free): their view.

use crate::api::query::id_segment;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

use super::kit::field::{Field, Words};
use super::kit::list::Source;

/// A job's applications, of the stage `stage` or of all: the ids checked
/// here, once, for every front end. The stage id is trimmed and must have
/// the form of an id (cli.md's *Ids*); a blank one is refused rather than
/// sent (the service would list every stage). `job_what` names the job id
/// in an error, `w` the stage.
pub fn source(job_what: &str, job: &str, stage: Option<&str>, w: Words) -> Result<Source> {
    let job = id_segment(job_what, job)?;
    let stage = match stage.map(str::trim) {
        None => None,
        Some("") => {
            return Err(
                Error::usage(format!("{} is empty; nothing was sent", w(Field::Stage))).with_hint(
                    format!(
                        "give a stageId from the job's stages, or leave {} out",
                        w(Field::Stage)
                    ),
                ),
            )
        }
        Some(s) => {
            super::kit::ids::form(w(Field::Stage), s)?;
            Some(s.to_string())
        }
    };
    Ok(Source::Applications { job, stage })
}

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

#[cfg(test)]
mod tests {
    use super::*;

    fn words(f: Field) -> &'static str {
        match f {
            Field::Stage => "STAGE",
            _ => "?",
        }
    }

    #[test]
    fn a_stage_id_is_trimmed_and_of_the_ids_form() {
        for bad in ["  ", "stg/1", "stg 1", "stg%2F", &"s".repeat(65)] {
            let e = source("job id", "job_1", Some(bad), words).expect_err(bad);
            assert_eq!(e.kind, crate::ErrorKind::Usage, "{bad}");
            assert!(e.message.starts_with("STAGE"), "{}", e.message);
        }
        match source("job id", "job_1", Some(" stg_1 "), words) {
            Ok(Source::Applications { job, stage }) => {
                assert_eq!((job.as_str(), stage.as_deref()), ("job_1", Some("stg_1")));
            }
            _ => panic!("a stage id of the form is taken"),
        }
    }
}
