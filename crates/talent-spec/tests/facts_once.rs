//! The service's facts are written once, in this crate: a second occurrence
//! of one of their literals in the client's or the simulator's source (test
//! modules and test folders aside) fails here, with the file and line.

use std::fs;
use std::path::{Path, PathBuf};

use talent_spec::enums::{
    Activity, Availability, Channel, DomainTag, EduPedigree, Entrepreneurship, InviteStatus,
    ItServices, JobStatus, JoiningStatus, RemoteType, StartupExp,
};
use talent_spec::events::EventKind;
use talent_spec::rate::{Meter, RateClass};
use talent_spec::wire::WireEnum;

/// String literals that only this crate may spell.
fn string_facts() -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut add = |names: Vec<&'static str>| out.extend(names.into_iter().map(String::from));
    add(EventKind::names());
    add(RateClass::names()
        .into_iter()
        .filter(|n| *n != "global" && *n != "search")
        .collect());
    add(DomainTag::names());
    add(EduPedigree::names());
    add(StartupExp::names());
    add(ItServices::names());
    add(Entrepreneurship::names());
    add(Activity::names());
    add(JoiningStatus::names());
    add(vec![
        Availability::NotLooking.as_str(),
        Channel::Whatsapp.as_str(),
    ]);
    add(vec![InviteStatus::AlreadyInvited.as_str()]);
    // The states' words that are not also everyday words or keys of the
    // tool's own records (`active`, `remote`, `closed`, `disabled` are);
    // the types themselves are held by the next test.
    add(vec![
        JobStatus::Paused.as_str(),
        RemoteType::Onsite.as_str(),
        RemoteType::Hybrid.as_str(),
    ]);
    add(Meter::ALL.iter().map(|m| m.exhausted_code()).collect());
    add(vec![
        talent_spec::codes::RATE_LIMIT_EXCEEDED,
        talent_spec::codes::SEARCH_THROTTLED,
        talent_spec::codes::INVITE_LIMIT_EXCEEDED,
        talent_spec::codes::ALREADY_EXISTS_IN_JOB_PIPELINE,
        talent_spec::codes::SEARCH_CRITERIA_REQUIRED,
        talent_spec::signature::SIGNATURE_HEADER,
        talent_spec::signature::PREFIX,
        talent_spec::limits::LIVE_KEY_PREFIX,
        talent_spec::limits::EVAL_KEY_PREFIX,
    ]);
    out.into_iter().map(|s| format!("\"{s}\"")).collect()
}

/// Numbers of the Limits tables, as a constant's value outside this crate.
const NUMBER_FACTS: &[&str] = &[
    "150", "50_000", "50000", "500", "4000", "4_000", "20_000", "5_000", "1_800", "7_200", "28_800",
];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The lines of a file before its test module (tests may spell facts to check them).
fn source_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        .filter(|(_, l)| !l.trim_start().starts_with("//"))
        .map(|(i, l)| (i + 1, l))
}

/// Words in the name of a constant that restates a limit of the service
/// (an internal cap that happens to be 500, say, is not one).
const LIMIT_NAMES: &[&str] = &[
    "TITLE",
    "Q_MAX",
    "INVITE",
    "RESUME",
    "DESCRIPTION",
    "SALARY",
    "MESSAGE",
    "WINDOW",
    "BLOCK",
    "RETRY",
    "PER_DAY",
    "PAGE",
    "SHORTLIST",
    "CHUNK",
    "DAILY",
];

/// A `const NAME: T = N;` about a limit whose value is one of the Limits numbers.
fn const_with_number(line: &str) -> Option<&'static str> {
    let l = line.trim();
    if !(l.starts_with("const ") || l.contains(" const ")) {
        return None;
    }
    let name = l.split("const ").nth(1)?.split(':').next()?.trim();
    if !LIMIT_NAMES.iter().any(|w| name.contains(w)) {
        return None;
    }
    let value = l.split('=').nth(1)?.trim().trim_end_matches(';').trim();
    NUMBER_FACTS.iter().copied().find(|n| value == *n)
}

#[test]
fn facts_of_the_service_are_spelled_only_in_talent_spec() {
    let root = workspace();
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("crates/talent-sandbox/src"), &mut files);
    assert!(
        files.len() > 20,
        "found the sources under {}",
        root.display()
    );
    let facts = string_facts();
    let mut found = Vec::new();
    // A test module in a file of its own (`#[cfg(test)] mod tests;`) is
    // like the `#[cfg(test)]` block `source_lines` stops at.
    for f in files.iter().filter(|f| !f.ends_with("tests.rs")) {
        let text = fs::read_to_string(f).expect("read source");
        for (n, line) in source_lines(&text) {
            for fact in &facts {
                if line.contains(fact.as_str()) {
                    found.push(format!("{}:{n}: {fact}", f.display()));
                }
            }
            if let Some(num) = const_with_number(line) {
                found.push(format!("{}:{n}: const = {num}", f.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "facts of the service restated outside talent-spec (use talent_spec::...):\n{}",
        found.join("\n")
    );
}

/// The service's enums, by name: the client and the simulator use these
/// types and never declare their own of the same name (the sandbox once had
/// its own `JobStatus`, `RemoteType` and `WebhookStatus`).
const SPEC_ENUMS: &[&str] = &[
    "JobStatus",
    "RemoteType",
    "Availability",
    "JoiningStatus",
    "Channel",
    "InviteStatus",
    "WebhookStatus",
    "SearchType",
    "EduPedigree",
    "StartupExp",
    "ItServices",
    "Entrepreneurship",
    "DomainTag",
    "Activity",
    "ProfileAttributesMode",
    "Scope",
    "EventKind",
    "RateClass",
    "Meter",
];

/// Enums that share a name with one of the service's and are something
/// else: (file, name, why).
const NOT_THE_SERVICES: &[(&str, &str, &str)] = &[
    (
        "src/cmd/shortlist.rs",
        "Availability",
        "the shortlist's filter, whose values include `active,open`",
    ),
    (
        "crates/talent-sandbox/src/state.rs",
        "Scope",
        "every scope the sandbox checks, most of them not shown by the spec",
    ),
    (
        "src/ops/browse/keys.rs",
        "Scope",
        "which part of the browse window has the keys",
    ),
    (
        "src/mcp/engine.rs",
        "Scope",
        "a gateway token's scope over tool sets (talent:read, …), not a service key's",
    ),
];

#[test]
fn the_service_enums_are_declared_only_in_talent_spec() {
    let root = workspace();
    // Every wire enum the spec declares is in the list above.
    let spec =
        ["enums.rs", "events.rs", "rate.rs"].map(|f| root.join("crates/talent-spec/src").join(f));
    for f in &spec {
        let text = fs::read_to_string(f).expect("read source");
        for (_, line) in source_lines(&text) {
            if let Some(name) = declared_enum(line) {
                assert!(
                    SPEC_ENUMS.contains(&name),
                    "{}: add {name} to SPEC_ENUMS",
                    f.display()
                );
            }
        }
    }
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("crates/talent-sandbox/src"), &mut files);
    let mut found = Vec::new();
    for f in &files {
        let text = fs::read_to_string(f).expect("read source");
        for (n, line) in source_lines(&text) {
            let Some(name) = declared_enum(line).filter(|n| SPEC_ENUMS.contains(n)) else {
                continue;
            };
            let excused = NOT_THE_SERVICES
                .iter()
                .any(|(file, excused, _)| *excused == name && f.ends_with(file));
            if !excused {
                found.push(format!("{}:{n}: enum {name}", f.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "enums of the service declared again outside talent-spec (use talent_spec::enums):\n{}",
        found.join("\n")
    );
}

/// The name of the enum a line declares (`pub enum JobStatus {`), if any.
fn declared_enum(line: &str) -> Option<&str> {
    let rest = line.trim().split("enum ").nth(1)?;
    let name = rest
        .split(|c: char| !c.is_alphanumeric() && c != '_')
        .next()?;
    let before = line.trim().split("enum ").next()?;
    (before.is_empty() || before.ends_with("pub ") || before.ends_with(") "))
        .then_some(name)
        .filter(|n| !n.is_empty())
}
