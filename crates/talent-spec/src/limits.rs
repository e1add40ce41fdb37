//! Field and request limits ("Other limits", field tables). Values the spec
//! leaves "not shown" are marked and recorded in `docs/assumptions.md`.

use std::ops::RangeInclusive;

/// `q`: characters.
pub const Q_MAX_CHARS: usize = 50_000;

/// Main search `pageSize`: 1 to 20, default 10.
pub const SEARCH_PAGE_SIZE: RangeInclusive<u32> = 1..=20;
pub const SEARCH_PAGE_SIZE_DEFAULT: u32 = 10;
/// Main `GET /jobs` `pageSize`: 1 to 20, default 10.
pub const JOBS_PAGE_SIZE: RangeInclusive<u32> = 1..=20;
pub const JOBS_PAGE_SIZE_DEFAULT: u32 = 10;
/// Additional-interface `per_page`: at most 50, default 20.
pub const ALT_PER_PAGE: RangeInclusive<u32> = 1..=50;
pub const ALT_PER_PAGE_DEFAULT: u32 = 20;

/// Search hit `workHistory` entries.
pub const WORK_HISTORY_MAX: usize = 8;
/// Search hit `education` entries.
pub const EDUCATION_MAX: usize = 4;
/// `redactedResumeText`: about this many characters.
pub const RESUME_TEXT_MAX: usize = 4_000;

/// Job title characters.
pub const JOB_TITLE_MAX: usize = 150;
/// Job description characters (not shown; assumed).
pub const JOB_DESCRIPTION_MAX: usize = 20_000;
/// Largest salary accepted on a job (not shown; assumed: ₹4,29,49,67,29,500).
pub const SALARY_MAX: i64 = u32::MAX as i64 * 100;
/// Invite and thread message characters (not shown; assumed).
pub const MESSAGE_MAX: usize = 5_000;

/// `quality_score` and `match_score` range.
pub const SCORE: RangeInclusive<u32> = 0..=100;

/// Shortlist `limit`: at most 50, default 20.
pub const SHORTLIST_LIMIT: RangeInclusive<u32> = 1..=50;
pub const SHORTLIST_LIMIT_DEFAULT: u32 = 20;

/// Bulk invite `candidate_ids` per request.
pub const BULK_INVITE_IDS: usize = 50;
/// Bulk invite `message` characters.
pub const BULK_INVITE_MESSAGE_MAX: usize = 500;
/// Bulk invites per job per day.
pub const BULK_INVITES_PER_JOB_PER_DAY: u32 = 500;
/// A candidate invited for the same job within this many days gets `already_invited`.
pub const BULK_INVITE_DUPLICATE_DAYS: i64 = 30;

/// Prefix of production (live) keys.
pub const LIVE_KEY_PREFIX: &str = "svc_live_";
/// Prefix of evaluation keys (not shown; assumed).
pub const EVAL_KEY_PREFIX: &str = "svc_eval_";
/// Prefix of candidate ids on the additional interface (examples).
pub const CANDIDATE_ID_PREFIX: &str = "cand_";
/// Prefix of job ids (examples).
pub const JOB_ID_PREFIX: &str = "job_";

/// Body fields of POST /jobs (main interface, camelCase). The spec leaves the
/// body "not shown"; these mirror the job's fields (docs/assumptions.md).
pub const JOB_CREATE_FIELDS: [&str; 10] = [
    "title",
    "description",
    "skillsRequired",
    "skillsPreferred",
    "experienceMin",
    "experienceMax",
    "location",
    "remoteType",
    "salaryMin",
    "salaryMax",
];

/// Body fields of PATCH /v1/jobs/{id}, as the spec lists them.
pub const JOB_PATCH_FIELDS: [&str; 11] = [
    "title",
    "description",
    "skills_required",
    "skills_preferred",
    "experience_min",
    "experience_max",
    "location",
    "remote_type",
    "salary_min",
    "salary_max",
    "status",
];
