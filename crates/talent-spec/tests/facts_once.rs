//! The service's facts are written once, in this crate: a second occurrence
//! of one of their literals in the client's or the simulator's source (test
//! modules and test folders aside) fails here, with the file and line.

use std::fs;
use std::path::{Path, PathBuf};

use talent_spec::enums::{
    Activity, Availability, Channel, DomainTag, EduPedigree, Entrepreneurship, InviteStatus,
    ItServices, JoiningStatus, StartupExp,
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
    for f in &files {
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
