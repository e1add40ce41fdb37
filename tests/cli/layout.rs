//! The CLI's shape, checked: a command file translates arguments and calls
//! operations; it never imports another command (a group's `mod.rs` may
//! hold what its siblings share), and it spells no route of the service;
//! imports run down the layers (none back up), and the guard's
//! layers import nothing from the file that composes them.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("read dir").flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Modules of `src/cmd/` that are not commands: the command line's
/// machinery (global options, the tree, aliases, clap's errors), shared
/// flags, the context with its settings and embedded sandbox, generated files.
const SHARED: &[&str] = &[
    "args",
    "context",
    "generate",
    "complete",
    "global",
    "tree",
    "aliases",
    "clap_errors",
    "settings",
    "embedded",
    // The editor a message is written in (invite, message, browse's `i`):
    // machinery of the command layer, not a command.
    "editor",
    "Context",
];

#[test]
fn no_command_imports_another() {
    let cmd = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cmd");
    let mut files = Vec::new();
    rust_files(&cmd, &mut files);
    assert!(files.len() > 30, "found the command files");
    let mut found = Vec::new();
    for f in &files {
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        if name == "mod" || f.parent() == Some(cmd.as_path()) && SHARED.contains(&name.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(f).expect("read");
        for (n, line) in text
            .lines()
            .enumerate()
            .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        {
            let l = line.trim();
            if !l.starts_with("use ") && !l.starts_with("pub use ") {
                continue;
            }
            if let Some(rest) = l.split("crate::cmd::").nth(1) {
                let target: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '{')
                    .collect();
                let names: Vec<&str> = target.trim_start_matches('{').split(',').collect();
                if names
                    .iter()
                    .any(|t| !t.is_empty() && !SHARED.contains(&t.trim()))
                {
                    found.push(format!("{}:{}: {l}", f.display(), n + 1));
                }
            }
            // `super::sibling::x` reaches past the group's mod.rs into a sibling command.
            if let Some(rest) = l.strip_prefix("use super::") {
                if rest.contains("::") && !rest.starts_with('{') {
                    found.push(format!("{}:{}: {l}", f.display(), n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "commands importing commands:\n{}",
        found.join("\n")
    );
}

#[test]
fn commands_spell_no_route_of_the_service() {
    let cmd = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cmd");
    let mut files = Vec::new();
    rust_files(&cmd, &mut files);
    let mut found = Vec::new();
    for f in &files {
        // `talent api` sends whatever route it is given: its job is the raw request.
        if f.ends_with("api.rs") {
            continue;
        }
        let text = std::fs::read_to_string(f).expect("read");
        for (n, line) in text
            .lines()
            .enumerate()
            .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        {
            if line.contains("Request::main(")
                || line.contains("Request::alt(")
                || line.contains("Request::new(")
            {
                found.push(format!("{}:{}: {}", f.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "requests built in commands (use ops::kit::routes):\n{}",
        found.join("\n")
    );
}

/// The lines of a source file before its tests.
fn code_lines(f: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(f).expect("read");
    text.lines()
        .enumerate()
        .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        .filter(|(_, l)| !l.trim_start().starts_with("//"))
        .map(|(n, l)| (n + 1, l.to_string()))
        .collect()
}

fn files_under(rel: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    let mut files = Vec::new();
    rust_files(&dir, &mut files);
    assert!(!files.is_empty(), "found {rel}");
    files
}

/// The layers below the commands never reach the terminal: an interactive
/// window must be able to run them without a prompt or a bar drawn behind
/// its back. They report through `sink::Sink` and the printer they are
/// handed, and ask through `guard::Ask`.
#[test]
fn no_terminal_below_the_commands() {
    let mut found = Vec::new();
    for rel in ["src/api", "src/guard", "src/ledger", "src/ops", "src/mcp"] {
        for f in files_under(rel) {
            for (n, l) in code_lines(&f) {
                if ["crate::ui", "dialoguer", "indicatif", "crossterm"]
                    .iter()
                    .any(|t| l.contains(t))
                {
                    found.push(format!("{}:{n}: {}", f.display(), l.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "terminal code below the commands:\n{}",
        found.join("\n")
    );
}

/// The guard decides from a request's typed effect: it never reads a body,
/// a path or a query, never identifies a request by its address, and never
/// imports the operations (which build the requests it judges).
#[test]
fn the_guard_reads_effects_not_requests() {
    let mut found = Vec::new();
    for f in files_under("src/guard") {
        for (n, l) in code_lines(&f) {
            if [
                ".body",
                ".path",
                ".query",
                "crate::ops",
                "as *const",
                "\"/sourcing",
                "\"jobId\"",
                "\"job_id\"",
                "\"talentCardId\"",
            ]
            .iter()
            .any(|t| l.contains(t))
            {
                found.push(format!("{}:{n}: {}", f.display(), l.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the guard reads requests:\n{}",
        found.join("\n")
    );
}

/// Every route is built in `ops::kit::routes` (with its class and effect); the
/// two places that assemble a request by hand (`talent api`, `talent
/// fixtures`) have it typed by the same table (`routes::typed`).
#[test]
fn routes_are_built_in_one_place() {
    let mut found = Vec::new();
    for rel in ["src/ops", "src/cmd", "src/guard", "src/ledger"] {
        for f in files_under(rel) {
            if f.ends_with("ops/kit/routes.rs") {
                continue;
            }
            let hand_made = f.ends_with("cmd/api.rs") || f.ends_with("ops/fixtures.rs");
            let lines = code_lines(&f);
            let builds = lines.iter().any(|(_, l)| {
                l.contains("Request::main(")
                    || l.contains("Request::alt(")
                    || l.contains("Request::new(")
            });
            if builds && !(hand_made && lines.iter().any(|(_, l)| l.contains("routes::typed("))) {
                found.push(f.display().to_string());
            }
        }
    }
    assert!(
        found.is_empty(),
        "requests built outside ops::kit::routes:\n{}",
        found.join("\n")
    );
}

/// What only an operation does: drive a run (a loop, a wait on signals, a
/// watch), draw progress, page a list, keep the ledger's invites. A
/// command file that does any of it is more than a translation of its
/// arguments (`browse` could not run it): the work belongs in `src/ops`.
const RUN_WORDS: &[&str] = &[
    "loop {",
    "tokio::select!",
    ".progress(",
    "each_look",
    "Listing",
    ".listing(",
    "Spending",
    "Pager::",
    "known_invites",
    "record_invites",
    "Tally",
];

#[test]
fn commands_only_translate() {
    let cmd = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cmd");
    let mut found = Vec::new();
    for f in files_under("src/cmd") {
        let top_level = f.parent() == Some(cmd.as_path());
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        if top_level && (name == "mod" || SHARED.contains(&name.as_str())) {
            continue;
        }
        for (n, l) in code_lines(&f) {
            if let Some(word) = RUN_WORDS.iter().find(|w| l.contains(*w)) {
                found.push(format!("{}:{n}: {word}: {}", f.display(), l.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "command files doing an operation's work (move it to src/ops):\n{}",
        found.join("\n")
    );
}

/// The list runner's sinks: the `--out` file is opened, cut and put in
/// place only by the export (`src/ops/kit/export.rs`, over `output/file.rs`),
/// which keeps its checkpoints in the local ledger file's own type; the
/// `--new` state is read and written only by its sink; and the paging loop
/// itself (`Listing::run`) stays a loop that hands records on, under 60
/// lines.
#[test]
fn the_list_runner_hands_records_to_its_sinks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let owners: &[(&str, &[&str])] = &[
        ("OutFile", &["src/ops/kit/export.rs", "src/output/file.rs"]),
        (
            "checkpoint(",
            &["src/ops/kit/export.rs", "src/ledger/sqlite"],
        ),
        (
            "checkpoint_has(",
            &["src/ops/kit/export.rs", "src/ledger/sqlite"],
        ),
        (
            "was_seen(",
            &["src/ops/kit/fresh.rs", "src/records.rs", "src/ledger"],
        ),
        (
            "mark_seen(",
            &["src/ops/kit/fresh.rs", "src/records.rs", "src/ledger"],
        ),
    ];
    let mut found = Vec::new();
    for f in files_under("src") {
        let rel = f.strip_prefix(root).unwrap().to_string_lossy().to_string();
        for (n, l) in code_lines(&f) {
            for (word, allowed) in owners {
                if l.contains(word) && !allowed.iter().any(|a| rel.starts_with(a)) {
                    found.push(format!("{rel}:{n}: {word}: {}", l.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "the --out file, its checkpoints or the --new state reached outside their sink:\n{}",
        found.join("\n")
    );
    let pager =
        std::fs::read_to_string(root.join("src/ops/kit/pager.rs")).expect("read kit/pager.rs");
    let lines: Vec<&str> = pager.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim_start().starts_with("pub async fn run<") && l.contains("(self"))
        .expect("Listing::run in src/ops/kit/pager.rs");
    let len = lines[start..]
        .iter()
        .position(|l| *l == "    }")
        .expect("the end of Listing::run")
        + 1;
    assert!(
        len < 60,
        "Listing::run is {len} lines; hand the work to a sink or a check"
    );
}

/// The public functions of `src/guard/` (before each file's tests).
fn guard_public_fns() -> Vec<String> {
    let mut names = Vec::new();
    for f in files_under("src/guard") {
        for (_, l) in code_lines(&f) {
            let l = l.trim_start();
            let rest = l
                .strip_prefix("pub fn ")
                .or_else(|| l.strip_prefix("pub async fn "));
            if let Some(rest) = rest {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                names.push(name);
            }
        }
    }
    names
}

/// The guard is its layers' seam (the client's hook, a quote, the run's
/// spends), not a way to the ledger (operations keep their records through
/// `Records`, team administration through `TeamAdmin`): at most a dozen
/// public functions under `src/guard/`.
#[test]
fn the_guards_public_surface_stays_small() {
    let names = guard_public_fns();
    assert!(
        // 12, and since issue 40 what a run's spends came to (`mark`,
        // `spent_since`: spent yes, no or maybe, for an MCP call's result),
        // and since issue 45 the run's one question before its first spend
        // (`ask_first`: a command names the people, the guard the cost),
        // and since issue 47 the gateway's guard for a member
        // (`for_gateway`), with the key's fingerprint now the guard's own
        // (it was a re-export of records, the room above).
        names.len() <= 16,
        "the guard has {} public functions (at most 16): {names:?}",
        names.len()
    );
}

/// The names of the methods of `trait Store` (src/ledger/mod.rs) and of
/// `Records` (src/records.rs): what an operation keeps in the ledger.
fn ledger_method_names() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut names = Vec::new();
    let fn_name = |l: &str| -> Option<String> {
        let rest = l
            .trim_start()
            .strip_prefix("pub ")
            .unwrap_or(l.trim_start());
        let rest = rest.strip_prefix("async ").unwrap_or(rest);
        let rest = rest.strip_prefix("fn ")?;
        Some(
            rest.chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect(),
        )
    };
    let store = code_lines(&root.join("src/ledger/mod.rs"));
    let mut inside = false;
    for (_, l) in &store {
        if l.starts_with("pub trait Store") {
            inside = true;
        } else if inside && l.starts_with('}') {
            break;
        } else if inside {
            names.extend(fn_name(l));
        }
    }
    assert!(names.len() > 20, "read the Store trait: {names:?}");
    for (_, l) in code_lines(&root.join("src/records.rs")) {
        if l.trim_start().starts_with("pub ") {
            names.extend(fn_name(&l));
        }
    }
    names.retain(|n| !n.is_empty() && n != "new");
    names.sort();
    names.dedup();
    names
}

/// Operations reach the ledger through their records handle
/// (`crate::records::Records`), never through the guard: no file under
/// `ops`, `cmd` or `mcp` calls a store or records method on a guard
/// (`guard.checkpoint(…)`, `guard.store().…`), and the guard itself
/// offers none.
#[test]
fn no_operation_calls_the_store_through_the_guard() {
    let methods = ledger_method_names();
    let mut found = Vec::new();
    for rel in ["src/ops", "src/cmd", "src/mcp"] {
        for f in files_under(rel) {
            // A call split over lines (`guard\n    .checkpoint(`) is joined.
            let text: String = code_lines(&f)
                .iter()
                .map(|(_, l)| l.trim())
                .collect::<Vec<_>>()
                .join(" ")
                .replace(" .", ".");
            for m in &methods {
                for recv in ["guard.", "guard().", "guard()?.", "b.0."] {
                    let call = format!("{recv}{m}(");
                    if text.contains(&call) {
                        found.push(format!("{}: {call}", f.display()));
                    }
                }
            }
        }
    }
    let surface = guard_public_fns();
    for m in &methods {
        if surface.contains(m) {
            found.push(format!(
                "src/guard: Guard::{m} passes through to the ledger"
            ));
        }
    }
    assert!(
        found.is_empty(),
        "the ledger reached through the guard:\n{}",
        found.join("\n")
    );
}

/// The functions of the files under `rel` longer than 80 lines, counted
/// from `fn` to the brace that closes it at the same indentation
/// (rustfmt's layout); a declaration without a body is skipped.
fn long_functions(rel: &str) -> Vec<String> {
    let mut found = Vec::new();
    for f in files_under(rel) {
        let lines: Vec<String> = std::fs::read_to_string(&f)
            .expect("read")
            .lines()
            .map(str::to_string)
            .collect();
        for (i, l) in lines.iter().enumerate() {
            let t = l.trim_start();
            let indent = l.len() - t.len();
            let t = t
                .strip_prefix("pub(crate) ")
                .or_else(|| t.strip_prefix("pub(super) "))
                .or_else(|| t.strip_prefix("pub "))
                .unwrap_or(t);
            let t = t.strip_prefix("async ").unwrap_or(t);
            let Some(rest) = t.strip_prefix("fn ") else {
                continue;
            };
            // The signature ends at a body's `{` or a declaration's `;`.
            let declared = lines[i..]
                .iter()
                .map(|x| x.trim_end())
                .find(|x| x.ends_with('{') || x.ends_with(';'))
                .is_some_and(|x| x.ends_with(';'));
            if declared {
                continue;
            }
            let close = format!("{}}}", " ".repeat(indent));
            if let Some(end) = lines[i + 1..].iter().position(|x| *x == close) {
                let n = end + 2;
                if n > 80 {
                    let name: String = rest
                        .chars()
                        .take_while(|c| *c != '(' && *c != '<')
                        .collect();
                    found.push(format!("{}:{}: {name} is {n} lines", f.display(), i + 1));
                }
            }
        }
    }
    found
}

/// No function of the client is longer than 80 lines (`Client::send_raw`
/// was 179 with 13 exits): the retry loop, what follows an answer and what
/// follows a failure are each a function.
#[test]
fn no_function_of_the_client_is_over_80_lines() {
    let found = long_functions("src/api");
    assert!(found.is_empty(), "long functions:\n{}", found.join("\n"));
}

/// No function of an operation or of its machinery is longer than 80
/// lines (issue 44): a long one is split by step, each step a function
/// with a name that says what it does.
#[test]
fn no_function_of_the_operations_is_over_80_lines() {
    let found = long_functions("src/ops");
    assert!(found.is_empty(), "long functions:\n{}", found.join("\n"));
}

/// No file of `src/` is over 1,500 lines, its tests included: a file that
/// grows past it holds more than one concern and is split by concern
/// (issue 44: `mcp/ask.rs` was 1,960, `ledger/sqlite/mod.rs` 1,754).
#[test]
fn no_file_of_the_crate_is_over_1500_lines() {
    let mut found = Vec::new();
    for f in files_under("src") {
        let n = std::fs::read_to_string(&f).expect("read").lines().count();
        if n > 1500 {
            found.push(format!("{}: {n} lines", f.display()));
        }
    }
    assert!(
        found.is_empty(),
        "files over 1,500 lines:\n{}",
        found.join("\n")
    );
}

/// The MCP server stays in parts: each tool an item over its operation,
/// one generic path, questions behind `ask::Asking::put`. A 900-line
/// dispatch matching on tool names (the old `mcp/run.rs`) is what this
/// keeps out: no function over 80 lines, and no code outside a tool's own
/// item that tests a tool's name.
#[test]
fn the_mcp_server_has_no_long_function_and_no_match_on_tool_names() {
    let found = long_functions("src/mcp");
    assert!(found.is_empty(), "long functions:\n{}", found.join("\n"));
    let files = files_under("src/mcp");
    let mut names = Vec::new();
    for f in &files {
        for (_, l) in code_lines(f) {
            if let Some(rest) = l.trim().strip_prefix("name: \"") {
                names.extend(rest.split('"').next().map(str::to_string));
            }
        }
    }
    assert!(names.len() >= 18, "the tools' names found: {names:?}");
    let mut matched = Vec::new();
    for f in &files {
        for (n, l) in code_lines(f) {
            for name in &names {
                let q = format!("\"{name}\"");
                let tests_it = [
                    format!("{q} =>"),
                    format!("{q} |"),
                    format!("| {q}"),
                    format!("== {q}"),
                    format!("!= {q}"),
                ]
                .iter()
                .any(|p| l.contains(p.as_str()));
                if tests_it {
                    matched.push(format!("{}:{n}: {}", f.display(), l.trim()));
                }
            }
        }
    }
    assert!(
        matched.is_empty(),
        "code that tests a tool's name (put it in the tool's item):\n{}",
        matched.join("\n")
    );
}

/// The crate's top-level modules from the bottom layer up, each room in
/// its true order: a module may import its own layer and those below.
/// Leaves import nothing of the crate but other leaves (`text` cleans and
/// measures what any layer shows); the settings and the checks of their
/// values (`config`: profile names, base URLs, the CA file, the ledger's
/// target) sit on them; the keys on the settings; the client on the keys;
/// the stores on the client; the guard on them; the records handle (made
/// from a guard) above it; then the terminal, the printer, the operations,
/// the MCP server and the commands.
const LAYERS: &[&[&str]] = &[
    &[
        "error", "clock", "money", "paths", "fsutil", "signals", "meter", "topics", "sink", "text",
        "x509", "input", "recall", "secrets",
        // The sandbox crate's boxed spawns, re-exported at the root.
        "task",
    ],
    &["config"],
    &["auth"],
    &["api"],
    &["ledger"],
    &["guard"],
    &["records"],
    &["accessible"],
    &["ui"],
    &["output"],
    &["ops"],
    &["mcp", "serve"],
    &["cmd"],
];

/// Where `module` sits in [`LAYERS`].
fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// The top-level module a file of `src/` belongs to (`None` for the
/// crate's root files).
fn module_of(f: &Path) -> Option<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let rel = f.strip_prefix(&src).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?;
    let name = first.strip_suffix(".rs").unwrap_or(first);
    (!matches!(name, "lib" | "main")).then(|| name.to_string())
}

/// The crate's modules a line names: `crate::a::…` and `use crate::{a, b}`.
fn crate_modules(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, _) in line.match_indices("crate::") {
        let rest = &line[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = group.split('}').next().unwrap_or("");
            for item in group.split(',') {
                let name: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                out.push(name);
            }
        } else {
            out.push(
                rest.chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect(),
            );
        }
    }
    // Types the root re-exports (`crate::Error`) are the error leaf's.
    out.retain(|m| m.chars().next().is_some_and(|c| c.is_lowercase()));
    out
}

/// Imports run down the layers, none back up (issue 44: the last three,
/// config → api and ledger for the checks of their values, and the ties
/// config ↔ auth and guard ↔ records, were untied by moving what both
/// sides used to the lower room); and two modules of one layer never
/// import each other both ways.
/// Issue 36: eight ran back up, four of them to `output::cell::clean`, now
/// the leaf `text`.
#[test]
fn no_import_runs_back_up_the_layers() {
    // (file, module it reaches up to) → the first line that does: a
    // second line of the same import is not another edge.
    let mut upward = std::collections::BTreeMap::new();
    // (module, module of its own layer it imports) → the first line.
    let mut level: std::collections::BTreeMap<(String, String), String> =
        std::collections::BTreeMap::new();
    let mut unplaced = std::collections::BTreeSet::new();
    for f in files_under("src") {
        let Some(from) = module_of(&f) else { continue };
        if f.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        let Some(from_layer) = layer_of(&from) else {
            unplaced.insert(from);
            continue;
        };
        let rel = f
            .strip_prefix(env!("CARGO_MANIFEST_DIR"))
            .unwrap_or(&f)
            .display()
            .to_string();
        for (n, l) in code_lines(&f) {
            for to in crate_modules(&l) {
                match layer_of(&to) {
                    Some(to_layer) if to_layer > from_layer => {
                        upward
                            .entry((rel.clone(), to))
                            .or_insert_with(|| format!("{n}: {}", l.trim()));
                    }
                    Some(to_layer) if to_layer == from_layer && to != from => {
                        level
                            .entry((from.clone(), to))
                            .or_insert_with(|| format!("{rel}:{n}: {}", l.trim()));
                    }
                    Some(_) => {}
                    None => {
                        unplaced.insert(to);
                    }
                }
            }
        }
    }
    assert!(
        unplaced.is_empty(),
        "modules missing from LAYERS: {unplaced:?}"
    );
    let edges: Vec<String> = upward
        .iter()
        .map(|((file, to), line)| format!("{file} → {to} ({file}:{line})"))
        .collect();
    assert!(
        edges.is_empty(),
        "{} imports run back up the layers (put what both sides use in the lower room):\n{}",
        edges.len(),
        edges.join("\n")
    );
    let ties: Vec<String> = level
        .iter()
        .filter(|((a, b), _)| a < b && level.contains_key(&(b.clone(), a.clone())))
        .map(|((a, b), line)| format!("{a} ↔ {b} ({line}; {})", level[&(b.clone(), a.clone())]))
        .collect();
    assert!(
        ties.is_empty(),
        "modules of one layer importing each other:\n{}",
        ties.join("\n")
    );
}

/// The modules of `rel` (files and folders beside its `mod.rs`) that any
/// file there imports from the `mod.rs` that composes them instead of from
/// a sibling (`super::X` or `crate::MODULE::X` with `X` no sibling): each
/// such import is an arrow back up to the composer.
fn imports_from_the_composer(rel: &str, module: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    let siblings: Vec<String> = std::fs::read_dir(&dir)
        .expect("read the folder")
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            match name.strip_suffix(".rs") {
                Some(stem) => Some(stem.to_string()),
                None => e.path().is_dir().then_some(name),
            }
        })
        .filter(|n| n != "mod")
        .collect();
    let mut found = Vec::new();
    for f in files_under(rel) {
        if f.parent() == Some(dir.as_path()) && f.file_name().is_some_and(|n| n == "mod.rs") {
            continue;
        }
        // `super::` is the composer only in the folder's own files.
        let own = f.parent() == Some(dir.as_path());
        let crate_prefix = format!("crate::{module}::");
        let prefixes: Vec<&str> = if own {
            vec!["super::", crate_prefix.as_str()]
        } else {
            vec![crate_prefix.as_str()]
        };
        for (n, l) in code_lines(&f) {
            for prefix in &prefixes {
                for (at, _) in l.match_indices(prefix) {
                    // `super::super::` and the like are another folder's.
                    if *prefix == "super::" && l[..at].ends_with("::") {
                        continue;
                    }
                    let rest = &l[at + prefix.len()..];
                    let names: Vec<String> = match rest.strip_prefix('{') {
                        Some(group) => group
                            .split('}')
                            .next()
                            .unwrap_or("")
                            .split(',')
                            .map(|s| s.trim().split("::").next().unwrap_or("").to_string())
                            .collect(),
                        None => vec![rest
                            .chars()
                            .take_while(|c| c.is_alphanumeric() || *c == '_')
                            .collect()],
                    };
                    for name in names {
                        if !name.is_empty() && name != "super" && !siblings.contains(&name) {
                            found.push(format!("{}:{n}: {name}: {}", f.display(), l.trim()));
                        }
                    }
                }
            }
        }
    }
    found
}

/// The guard's layers (pace, spend, away, quota, ask, shared...) import
/// nothing from `guard/mod.rs`, the file that composes them: what they
/// share lives in a layer of its own, so each can be read (and tested)
/// without the whole.
#[test]
fn the_guards_layers_import_nothing_from_the_file_that_composes_them() {
    let found = imports_from_the_composer("src/guard", "guard");
    assert!(
        found.is_empty(),
        "a guard layer imports from guard/mod.rs:\n{}",
        found.join("\n")
    );
}

/// The MCP server's parts (tools, path, ask and its parts, reply, the
/// session's state...) import nothing from `mcp/mod.rs`, which composes
/// them (the protocol's handler, serving): the types they share are in
/// the leaf `mcp/engine.rs`, the session's state in `mcp/session.rs`.
#[test]
fn the_mcp_servers_parts_import_nothing_from_the_file_that_composes_them() {
    let found = imports_from_the_composer("src/mcp", "mcp");
    assert!(
        found.is_empty(),
        "an MCP part imports from mcp/mod.rs:\n{}",
        found.join("\n")
    );
}

/// The operations the MCP tools run (and the machinery they share with
/// the commands for it, in `ops::kit`): what `src/mcp` imports from
/// `crate::ops`.
fn operations_the_tools_run() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<String> = Vec::new();
    for f in files_under("src/mcp") {
        for (_, l) in code_lines(&f) {
            for part in l.split("crate::ops::").skip(1) {
                let (kit, part) = match part.strip_prefix("kit::") {
                    Some(rest) => ("kit/", rest),
                    None => ("", part),
                };
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let name = format!("{kit}{name}");
                if !name.is_empty() && !names.contains(&name) {
                    names.push(name);
                }
            }
        }
    }
    assert!(names.len() >= 10, "the operations the tools run: {names:?}");
    // The list runner is the commands' machinery (pages, --watch, --out);
    // a tool takes only its typed `Source` and fetches one page itself.
    names.retain(|n| n != "kit/list" && n != "kit");
    names
        .iter()
        .map(|n| root.join("src/ops").join(format!("{n}.rs")))
        .filter(|p| p.exists())
        .collect()
}

/// Whether a line of code holds a string literal that looks like a
/// command-line flag (`"--min-exp"`, `"… --resume …"`).
fn names_a_flag(l: &str) -> bool {
    l.split('"').skip(1).step_by(2).any(|s| {
        s.match_indices("--")
            .any(|(i, _)| s[i + 2..].starts_with(|c: char| c.is_ascii_lowercase()))
    })
}

/// Issue 44: an operation is neutral. Nothing under `src/ops` (the
/// operations and the machinery the commands share with them) names a
/// command-line flag (a refusal or notice names an `ops::kit::field::Field`,
/// which each front end words with its own table) or prints with a print
/// macro; the operations the tools run also never reach a printer: they
/// return a typed outcome, and the front end shows it (no printer, no `Io`).
#[test]
fn the_operations_the_tools_run_name_no_flag_and_print_nothing() {
    let mut found = Vec::new();
    for f in files_under("src/ops") {
        if f.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        for (n, l) in code_lines(&f) {
            let prints = [
                "println!",
                "print!(",
                "eprintln!",
                "eprint!(",
                "dbg!(",
                "io::stdout(",
                "io::stderr(",
            ]
            .iter()
            .any(|t| l.contains(t));
            if names_a_flag(&l) || prints {
                found.push(format!("{}:{n}: {}", f.display(), l.trim()));
            }
        }
    }
    for f in &operations_the_tools_run() {
        for (n, l) in code_lines(f) {
            let printer = ["Io<", "io.printer", ".one_to(", ".list_to("]
                .iter()
                .any(|t| l.contains(t));
            if printer {
                found.push(format!("{}:{n}: {}", f.display(), l.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "flag text or printing under src/ops (name an ops::field::Field, or word it in src/cmd):\n{}",
        found.join("\n")
    );
    // And the MCP side rewrites no flag into an argument's name.
    for f in files_under("src/mcp") {
        for (n, l) in code_lines(&f) {
            assert!(
                !(l.contains(".replace(\"--") || l.contains("contains(\"left\")")),
                "{}:{n}: {}",
                f.display(),
                l.trim()
            );
        }
    }
}

/// The check above finds what it is for: a flag in a string, not a
/// decrement or a comment's dashes.
#[test]
fn a_flag_in_a_string_is_found_and_nothing_else() {
    assert!(names_a_flag(
        r#"Err(Error::usage("--for needs a member's name"))"#
    ));
    assert!(names_a_flag(r#"format!("left out (--offline)")"#));
    assert!(!names_a_flag(
        r#"format!("{} needs a name", w(Field::For))"#
    ));
    assert!(!names_a_flag(r#"n -= 1; let s = "a -- b";"#));
    assert!(!names_a_flag("let x = y--;"));
}
