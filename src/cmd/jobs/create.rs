//! `talent jobs create`: POST /api/v1/jobs with a body built from a file,
//! `--set KEY=VALUE` pairs and the title/description flags, checked locally.

use crate::ops::jobs::Create;
use std::path::PathBuf;

use clap::Args as ClapArgs;
use serde_json::Value;

use crate::cmd::Context;
use crate::input::{read_input, text_or_file};
use crate::ops::job_draft::{build_body, parse_base, KNOWN};
use crate::ops::kit::idempotency::{self, Gate};

use crate::Result;

/// Create a job
///
/// Posts a job on the main interface (POST /api/v1/jobs; production keys).
/// The body is built in layers: --from-file FILE (a JSON object, `-` for
/// stdin) first, then each --set KEY=VALUE, then --title and --description.
///
/// Fields (camelCase): title, description, skillsRequired, skillsPreferred,
/// experienceMin, experienceMax, location, remoteType (onsite, remote,
/// hybrid), salaryMin, salaryMax. A --set value is read as JSON when it is
/// JSON (numbers, true, arrays), else as text; skills also take `a,b,c`;
/// salaries also take INR forms like 24L or 1.2Cr. The title (at most 150
/// characters), the ranges and remoteType are checked before anything is sent.
///
/// Examples:
///   talent jobs create --title "Backend Engineer" --set skillsRequired=rust,postgres \
///     --set salaryMax=45L --set remoteType=hybrid
///   talent jobs create --title "Data Engineer" --description-file role.md --set location=Pune
///   talent jobs create --from-file job.json --title "Data Engineer (2027)"
///   talent jobs create --title "SRE" --set experienceMin=4 --dry-run
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::jobs::create::CREATED_VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Job title (at most 150 characters)
    #[arg(long, value_name = "T")]
    pub title: Option<String>,

    /// Description (Markdown)
    #[arg(long, value_name = "D", conflicts_with = "description_file")]
    pub description: Option<String>,

    /// Read the description from a file (`-` for stdin)
    #[arg(long, value_name = "F")]
    pub description_file: Option<PathBuf>,

    /// Set a top-level body field (repeatable)
    #[arg(long = "set", value_name = "KEY=VALUE")]
    pub set: Vec<String>,

    /// Start from this JSON object (`-` for stdin)
    #[arg(long, value_name = "F")]
    pub from_file: Option<PathBuf>,
}

pub use crate::ops::jobs::CREATED_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&CREATED_VIEW)?;
    let base = match &args.from_file {
        Some(path) => Some(parse_base(&read_input(path)?, path)?),
        None => None,
    };
    let description = text_or_file(
        args.description.as_deref(),
        args.description_file.as_deref(),
    )?;
    let body = build_body(
        base,
        &args.set,
        args.title.as_deref(),
        description,
        crate::cmd::args::flag,
    )?;
    for key in body.keys().filter(|k| !KNOWN.contains(&k.as_str())) {
        ctx.ui.warn(&format!(
            "{key:?} is not a job field the CLI knows; sending it as given"
        ));
    }
    let create = Create::new(body);
    let title = create.title().map(str::to_string);
    let client = ctx.client().await?;
    let gate = ctx.once(Create::GATE, create.record(), |done| {
        ctx.printer().one(&ctx.ui, &CREATED_VIEW, done)
    })?;
    if matches!(gate, Gate::Done) {
        return Ok(());
    }
    // Without a key, a title this tool created within a day is a likely
    // repeat (a cron retry): warn, and say how to be sure next time.
    if let (Gate::Send(None), Some(t), Some(records)) = (&gate, &title, ctx.records()) {
        let day = ctx.settings.time_scale.day();
        if let Some(prev) = idempotency::recent_title(records, t, day.as_millis() as i64) {
            if !ctx.global.force {
                ctx.ui.warn(&format!(
                    "a job titled {t:?} was created by talent within the last day ({}); creating another (--idempotency-key makes a retry safe)",
                    prev.get("jobId").and_then(Value::as_str).unwrap_or("id unknown")
                ));
            }
        }
    }
    let sent = create.run(client, ctx.settings.clock.now()).await?;
    if sent.recovered {
        ctx.ui.warn(
            "the answer was lost, but a job with this title was created just now: it went through",
        );
    }
    let job = sent.record;
    gate.record(&job)?;
    if let (Some(t), Some(records)) = (&title, ctx.records()) {
        idempotency::remember_title(records, t, &job);
    }
    ctx.printer().one(&ctx.ui, &CREATED_VIEW, &job)?;
    if let Some(id) = job.get("jobId").and_then(Value::as_str) {
        ctx.ui.status(&format!("Created job {id}."));
    }
    Ok(())
}
