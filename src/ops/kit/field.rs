//! The inputs an operation names when it refuses one. An operation speaks
//! neither the command line's words nor MCP's: it names a [`Field`], and the
//! front end that called it words the field with its one table ([`Words`]):
//! `cmd::args::flag` (`--min-exp`), `mcp::args::argument`
//! (`min_exp`). A third front end brings its own table.

/// An input of an operation, as the operation knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    // A search's filters.
    Q,
    Inresume,
    Skills,
    Locations,
    CurrentLocations,
    MinExp,
    MaxExp,
    MinSalary,
    MaxSalary,
    JoinWithin,
    NoticeOrNotWorking,
    Edu,
    Startup,
    ExcludeIt,
    Entrepreneur,
    Domains,
    Active,
    // A job's draft and patch.
    Title,
    /// A job's raw body fields (`--set KEY=VALUE`, MCP's `set{}`).
    Set,
    /// A job's body from a file (the CLI only; MCP has `set{}`).
    FromFile,
    SalaryMin,
    SalaryMax,
    Status,
    // Outreach.
    /// The candidate an invite goes to (a talentCardId).
    TalentCardId,
    /// The job an invite goes to.
    JobId,
    Message,
    CandidateIds,
    IdempotencyKey,
    /// Sending again a write a key recorded.
    Force,
    // A job's pipeline.
    /// Only the applications in this stage.
    Stage,
    // What a result shows.
    Fields,
    // How a list runs (the commands' machinery: pages, exports, --new).
    /// The page to start from.
    Page,
    /// Records a page on the main interface.
    PageSize,
    /// Records a page on the additional interface.
    PerPage,
    /// How many records in all.
    Limit,
    /// Continue an export from its checkpoint.
    Resume,
    /// Only what earlier runs of a named query did not show.
    New,
    /// The name of such a query.
    State,
    /// Time between looks of a watch.
    Interval,
    /// Every page of a raw call.
    Paginate,
    /// A report from the ledger alone.
    Offline,
    /// A report of one team member.
    For,
    /// The member this machine records as.
    Member,
    /// A CA to trust (a TLS-inspecting proxy).
    CaFile,
    /// A webhook listener's signing secret.
    Secret,
    /// A webhook listener's log file.
    Log,
    /// A webhook listener's address.
    Addr,
    /// Any of a search's skills rather than all.
    MatchAny,
    /// A team's gateway to log in to (its address).
    Gateway,
}

impl Field {
    /// The filters a search needs at least one of, in the contract's order.
    pub const FILTERS: &'static [Field] = &[
        Field::Q,
        Field::Inresume,
        Field::Skills,
        Field::Locations,
        Field::CurrentLocations,
        Field::MinExp,
        Field::MaxExp,
        Field::MinSalary,
        Field::MaxSalary,
        Field::JoinWithin,
        Field::NoticeOrNotWorking,
        Field::Edu,
        Field::Startup,
        Field::ExcludeIt,
        Field::Entrepreneur,
        Field::Domains,
        Field::Active,
    ];
}

/// A front end's words for the fields (its one table).
pub type Words = fn(Field) -> &'static str;

/// `fields` in `w`'s words, joined by `, `.
pub fn listed(w: Words, fields: &[Field]) -> String {
    fields.iter().map(|f| w(*f)).collect::<Vec<_>>().join(", ")
}

/// A table for the machinery's unit tests that do not read the words:
/// every field is `FIELD`.
#[cfg(test)]
pub fn named(_: Field) -> &'static str {
    "FIELD"
}
