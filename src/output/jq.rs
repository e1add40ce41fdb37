//! `--jq EXPR`: a jq filter over the JSON output, built in (the jaq crates),
//! as gh has it. With `-o jsonl` it runs on each record as it streams; with
//! `-o json` on the whole array (which it then holds in memory); on one
//! record, on that record. A string result prints raw (no quotes), anything
//! else as JSON, one result per line, each written as soon as it is made.
//!
//! The filter runs on a thread of its own, under a step, a depth and a
//! memory bound (`meter`: [`meter::MAX_STEPS`] steps, [`meter::MAX_STACK`]
//! of stack, [`meter::MAX_MEMORY`] of memory); passing one is one line and
//! exit 1, never a hang, an abort or a stack overflow. Results come back
//! through a short queue: when the reader of stdout goes away (`| head`),
//! the filter stops at its next result.

mod meter;

use std::sync::mpsc;
use std::time::Duration;

use jaq_core::compile::Filter;
use jaq_core::data::HasLut;
use jaq_core::load::{Arena, File, Loader};
use jaq_core::native::{v, Fun};
use jaq_core::{Compiler, Ctx, DataT, Native, Vars};
use jaq_json::{read, Val};
use serde_json::Value;

use crate::{Error, Result};

pub use meter::{BYTES_PER_STEP, MAX_MEMORY, MAX_NESTING, MAX_STACK, MAX_STEPS};

/// Filters over jaq's JSON values whose every step is metered.
struct Metered;

impl DataT for Metered {
    type V<'a> = Val;
    type Data<'a> = MeteredLut<'a>;
}

/// The filter's table; looking it up is one evaluation step.
#[derive(Clone)]
struct MeteredLut<'a>(&'a jaq_core::Lut<Metered>);

impl<'a> HasLut<'a, Metered> for MeteredLut<'a> {
    fn lut(&self) -> &'a jaq_core::Lut<Metered> {
        meter::step();
        self.0
    }
}

/// A compiled filter, held by its thread.
pub struct Jq {
    expr: String,
    jobs: mpsc::Sender<Job>,
}

impl std::fmt::Debug for Jq {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Jq").field("expr", &self.expr).finish()
    }
}

/// One run: the input as JSON text, and where its results go.
struct Job {
    input: Vec<u8>,
    pretty: bool,
    results: mpsc::SyncSender<Said>,
}

/// What the filter's thread says during a run; the run ends when it drops
/// its end of the queue.
enum Said {
    Text(String),
    Failed(String),
    Exceeded(meter::Exceeded),
    /// `halt_error` (or `halt(N)`, N not 0): what it printed and its code.
    Halted(String, i32),
}

/// Results a run may have made that the reader has not taken yet.
const QUEUE: usize = 16;

impl Jq {
    /// Parses and compiles `expr` on the filter's own thread; a bad one is
    /// a usage error.
    pub fn compile(expr: &str) -> Result<Jq> {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let (ready, compiled) = mpsc::channel::<bool>();
        let code = expr.to_string();
        std::thread::Builder::new()
            .name("jq".into())
            .stack_size(meter::STACK_SIZE)
            .spawn(move || serve(&code, &ready, inbox))
            .map_err(|e| Error::failure(format!("cannot start --jq: {e}")))?;
        if compiled.recv() != Ok(true) {
            return Err(
                Error::usage(format!("invalid --jq expression {expr:?}")).with_hint(
                    "jq syntax, e.g. --jq '.[] | .talentCardId' or --jq 'map(.experience) | add'",
                ),
            );
        }
        Ok(Jq {
            expr: expr.to_string(),
            jobs,
        })
    }

    /// Runs the filter on `input`, handing each result's text (a line) to
    /// `emit` as it comes. An error from `emit` (a closed pipe) stops the
    /// filter and is returned.
    pub fn run(
        &self,
        input: &Value,
        pretty: bool,
        emit: &mut dyn FnMut(&[u8]) -> Result<()>,
    ) -> Result<()> {
        let bytes = serde_json::to_vec(input)
            .map_err(|e| Error::failure(format!("cannot hand the output to --jq: {e}")))?;
        let (results, queue) = mpsc::sync_channel(QUEUE);
        let job = Job {
            input: bytes,
            pretty,
            results,
        };
        if meter::MEMORY_STOPPED.load(std::sync::atomic::Ordering::SeqCst)
            || self.jobs.send(job).is_err()
        {
            return Err(self.exceeded(meter::Exceeded::Memory));
        }
        loop {
            match queue.recv_timeout(Duration::from_millis(50)) {
                // Returning drops the queue: the filter stops at its next result.
                Ok(Said::Text(text)) => emit(text.as_bytes())?,
                Ok(Said::Failed(why)) => {
                    return Err(Error::usage(format!("--jq {:?} failed: {why}", self.expr))
                        .with_hint("check the expression against the JSON of -o json"))
                }
                Ok(Said::Exceeded(bound)) => return Err(self.exceeded(bound)),
                Ok(Said::Halted(message, code)) => {
                    let said = if message.is_empty() {
                        format!("halted with exit code {code}")
                    } else {
                        format!("halted with exit code {code}: {message}")
                    };
                    // Exit 1 whatever the code: talent's exit codes keep
                    // their meanings (5 is a quota refusal).
                    return Err(Error::failure(format!("--jq {:?} {said}", self.expr))
                        .with_hint("halt_error stops the output; the command exits 1"));
                }
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    if meter::MEMORY_STOPPED.load(std::sync::atomic::Ordering::SeqCst) {
                        return Err(self.exceeded(meter::Exceeded::Memory));
                    }
                }
                Err(mpsc::RecvTimeoutError::Disconnected) => return Ok(()),
            }
        }
    }

    /// Runs the filter on `input` and returns all it printed, for callers
    /// that need the text at once (one record); at most `cap` bytes.
    pub fn run_to_string(&self, input: &Value, pretty: bool, cap: usize) -> Result<String> {
        let mut out = Vec::new();
        self.run(input, pretty, &mut |bytes| {
            if out.len() + bytes.len() > cap {
                return Err(Error::failure(format!(
                    "--jq {:?} printed more than {} MiB for one record; it was stopped",
                    self.expr,
                    cap >> 20
                ))
                .with_hint(
                    "a filter without an end (repeat, recurse) needs first(…) or limit(n; …)",
                ));
            }
            out.extend_from_slice(bytes);
            Ok(())
        })?;
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    fn exceeded(&self, bound: meter::Exceeded) -> Error {
        let (what, hint) = match bound {
            meter::Exceeded::Steps => (
                format!("took more than {} steps", group(MAX_STEPS)),
                "a filter that never ends (`def f: f; f`, `repeat(.)` without `limit`) is stopped; bound it with first(…) or limit(n; …)",
            ),
            meter::Exceeded::Depth => (
                format!("recursed deeper than {} MiB of stack", MAX_STACK >> 20),
                "a recursive definition needs a case that ends it (`def f: [f]; f` has none)",
            ),
            meter::Exceeded::Memory => (
                format!("needed more than {} MiB of memory", MAX_MEMORY >> 20),
                "build smaller values: `[range(1e9)]` holds every item at once; stream with `range(…)` or bound with limit(n; …)",
            ),
            meter::Exceeded::Nesting => (
                format!("made a result nested deeper than {} levels", group(MAX_NESTING as u64)),
                "print flatter values: a value that wraps itself (`reduce … ([.])`) nests once a step",
            ),
        };
        Error::failure(format!("--jq {:?} {what}; it was stopped", self.expr)).with_hint(hint)
    }
}

/// `20000000` as `20,000,000`.
fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The filter's thread: compiles `code`, says whether it could, then runs
/// each job until the [`Jq`] is dropped.
fn serve(code: &str, ready: &mpsc::Sender<bool>, inbox: mpsc::Receiver<Job>) {
    let Some(filter) = compile(code) else {
        let _ = ready.send(false);
        return;
    };
    let _ = ready.send(true);
    for job in inbox {
        let mut out = Batch::new(&job.results);
        meter::begin();
        let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            run_job(&filter, &job, &mut out)
        }));
        meter::end();
        // What was printed before a failure still goes out, then the failure.
        let said = match ran {
            Ok(Ok(())) => None,
            Ok(Err(Stop::Failed(why))) => Some(Said::Failed(why)),
            Ok(Err(Stop::Halted(message, code))) => Some(Said::Halted(message, code)),
            Ok(Err(Stop::TooDeep)) => Some(Said::Exceeded(meter::Exceeded::Nesting)),
            Err(payload) => match payload.downcast_ref::<meter::Exceeded>() {
                Some(bound) => Some(Said::Exceeded(*bound)),
                None => Some(Said::Failed("the filter failed inside jaq".to_string())),
            },
        };
        if out.flush() {
            if let Some(said) = said {
                let _ = job.results.send(said);
            }
        }
    }
}

/// Results gathered into chunks of about [`CHUNK`] bytes before they cross
/// to the printing thread: one hand-over per line made the threads take
/// turns for every short result.
struct Batch<'a> {
    to: &'a mpsc::SyncSender<Said>,
    text: String,
    /// The reader is still there.
    open: bool,
}

/// Bytes gathered before they are handed over.
const CHUNK: usize = 16 << 10;

impl<'a> Batch<'a> {
    fn new(to: &'a mpsc::SyncSender<Said>) -> Self {
        Batch {
            to,
            text: String::new(),
            open: true,
        }
    }

    /// Adds a result; `false` once the reader went away.
    fn push(&mut self, line: &str) -> bool {
        self.text.push_str(line);
        if self.text.len() >= CHUNK {
            return self.flush();
        }
        self.open
    }

    /// Hands over what was gathered; `false` once the reader went away.
    fn flush(&mut self) -> bool {
        if self.open && !self.text.is_empty() {
            let text = std::mem::take(&mut self.text);
            let size = text.capacity();
            self.open = self.to.send(Said::Text(text)).is_ok();
            meter::handed_over(size);
        }
        self.open
    }
}

/// jq's `@csv` and `@tsv`, which jaq 3's standard library leaves out (its
/// other formats are definitions like these): jq's rules, a row an array,
/// strings quoted (`""` inside) or escaped (`\\ \t \n \r`), null empty.
const TABLE_FORMATS: &str = r#"
def _table_row($kind):
  if isarray then . else error("\(type) (\(tojson)) cannot be \($kind)-formatted, only an array can be") end
  | map(if . == null then null
        elif isstring or isnumber or isboolean then .
        else error("\(type) (\(tojson)) is not valid in a \($kind) row") end);
def @csv: _table_row("csv")
  | map(if isstring then "\"" + (split("\"") | join("\"\"")) + "\""
        elif . == null then "" else tostring end)
  | join(",");
def @tsv: _table_row("tsv")
  | map(if isstring then split("\\") | join("\\\\") | split("\t") | join("\\t")
          | split("\n") | join("\\n") | split("\r") | join("\\r")
        elif . == null then "" else tostring end)
  | join("\t");
"#;

fn compile(code: &str) -> Option<Filter<Native<Metered>>> {
    let formats = jaq_core::load::parse(TABLE_FORMATS, |p| p.defs())?;
    let defs = jaq_core::defs()
        .chain(jaq_std::defs())
        .chain(jaq_json::defs())
        .chain(formats);
    // `range` makes its items without a step of the filter: this one counts them.
    // `env` without secrets; `stderr_empty` (under `stderr`, `halt_error`)
    // kept for the halt's line instead of jaq's logger, which prints nothing.
    let funs = jaq_core::funs()
        .filter(|(name, args, _)| !(*name == "range" && args.len() == 3))
        .chain([metered_range(), env_without_secrets(), said_to_stderr()])
        .chain(jaq_std::funs().filter(|(name, ..)| !matches!(*name, "env" | "stderr_empty")))
        .chain(jaq_json::funs());
    let loader = Loader::new(defs);
    let arena = Arena::default();
    let program = File { code, path: () };
    let modules = loader.load(&arena, program).ok()?;
    Compiler::default().with_funs(funs).compile(modules).ok()
}

/// `range($from; $upto; $by)` as jaq has it, each item a metered step.
fn metered_range() -> Fun<Metered> {
    (
        "range",
        v(3),
        Native::new(|mut cv| {
            use std::cmp::Ordering::{Equal, Greater, Less};
            let by = cv.0.pop_var();
            let to = cv.0.pop_var();
            let mut from: jaq_core::ValX<Val> = Ok(cv.0.pop_var());
            let cmp = by.partial_cmp(&Val::from(0usize)).unwrap_or(Equal);
            Box::new(std::iter::from_fn(move || {
                meter::step();
                match from.clone() {
                    Ok(x) => match cmp {
                        Greater => x < to,
                        Less => x > to,
                        Equal => x != to,
                    }
                    .then(|| {
                        std::mem::replace(&mut from, (x + by.clone()).map_err(jaq_core::Exn::from))
                    }),
                    e @ Err(_) => {
                        from = Ok(to.clone());
                        Some(e)
                    }
                }
            }))
        }),
    )
}

/// Whether a variable may be seen by a filter: not the key, not a
/// password, not a URL with credentials in it (an alias can carry `--jq
/// 'env'`, and its output goes wherever the command's goes).
fn shown_to_filters(name: &str, value: &str) -> bool {
    let name = name.to_ascii_uppercase();
    let secret_name = [
        "KEY",
        "TOKEN",
        "SECRET",
        "PASSWORD",
        "PASSWD",
        "PASS",
        "CREDENTIAL",
        "AUTH",
    ]
    .iter()
    .any(|w| name.contains(w));
    let credentials_in_url = value
        .split_once("://")
        .and_then(|(_, rest)| rest.split(['/', '?', '#']).next())
        .is_some_and(|authority| authority.contains('@'));
    !secret_name && !credentials_in_url && !name.starts_with("TALENT_LEDGER")
}

/// `env`: the process's environment without what [`shown_to_filters`] keeps out.
fn env_without_secrets() -> Fun<Metered> {
    (
        "env",
        v(0),
        Native::new(|_| {
            let vars = std::env::vars()
                .filter(|(k, v)| shown_to_filters(k, v))
                .map(|(k, v)| (Val::from(k), Val::from(v)));
            Box::new(std::iter::once(
                <Val as jaq_core::ValT>::from_map(vars).map_err(jaq_core::Exn::from),
            ))
        }),
    )
}

thread_local! {
    /// What the filter last sent to stderr (`stderr`, `halt_error`).
    static SAID: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// The longest `halt_error` message kept for its line.
const SAID_MAX: usize = 1000;

/// `stderr_empty`: keeps the value's text for a halt's line.
fn said_to_stderr() -> Fun<Metered> {
    (
        "stderr_empty",
        v(0),
        Native::new(|cv| {
            let text = render(&cv.1, false);
            let text: String = text
                .trim_end()
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .take(SAID_MAX)
                .collect();
            SAID.with(|s| *s.borrow_mut() = text);
            Box::new(std::iter::empty())
        }),
    )
}

/// Why a run ended early.
enum Stop {
    /// The filter's own error.
    Failed(String),
    /// `halt_error` / `halt(N)`, N not 0: what it said, its code.
    Halted(String, i32),
    /// A result nested deeper than [`meter::MAX_NESTING`].
    TooDeep,
}

/// How deeply `val`'s arrays and objects nest, counted without recursion,
/// up to `bound + 1`.
fn nesting(val: &Val, bound: usize) -> usize {
    let mut deepest = 0;
    let mut todo: Vec<(&Val, usize)> = vec![(val, 0)];
    while let Some((v, depth)) = todo.pop() {
        deepest = deepest.max(depth);
        if deepest > bound {
            return deepest;
        }
        match v {
            Val::Arr(items) => todo.extend(items.iter().map(|i| (i, depth + 1))),
            Val::Obj(map) => todo.extend(map.values().map(|i| (i, depth + 1))),
            _ => {}
        }
    }
    deepest
}

/// One run on the filter's thread.
fn run_job(
    filter: &Filter<Native<Metered>>,
    job: &Job,
    out: &mut Batch<'_>,
) -> std::result::Result<(), Stop> {
    let input = read::parse_single(&job.input).map_err(|e| Stop::Failed(e.to_string()))?;
    let ctx = Ctx::<Metered>::new(MeteredLut(&filter.lut), Vars::new([]));
    SAID.with(|s| s.borrow_mut().clear());
    for result in filter.id.run((ctx, input)) {
        let val = match result {
            Ok(val) => val,
            Err(exn) => match exn.get_err() {
                Ok(e) => return Err(Stop::Failed(e.to_string())),
                Err(exn) => match exn.get_halt() {
                    // `halt`: the filter's output ends here (the run goes on).
                    Ok(0) | Err(_) => return Ok(()),
                    Ok(code) => return Err(Stop::Halted(SAID.with(|s| s.take()), code)),
                },
            },
        };
        if nesting(&val, meter::MAX_NESTING) > meter::MAX_NESTING {
            // Dropping it would recurse as deep as printing it: the process
            // ends with this run's error, so it is left to the exit.
            std::mem::forget(val);
            return Err(Stop::TooDeep);
        }
        let text = render(&val, job.pretty);
        meter::steps((text.len() / meter::BYTES_PER_STEP) as u64);
        if !out.push(&text) {
            // The reader went away (a closed pipe): stop here.
            return Ok(());
        }
    }
    Ok(())
}

/// A result as a line: a string raw (never a terminal control sequence),
/// anything else as JSON.
fn render(val: &Val, pretty: bool) -> String {
    let text = val.to_string();
    let mut out = String::with_capacity(text.len() + 1);
    match serde_json::from_str::<Value>(&text) {
        Ok(Value::String(s)) => out.extend(s.chars().filter(|&c| safe_char(c))),
        Ok(v) if pretty => out.push_str(&serde_json::to_string_pretty(&v).unwrap_or(text)),
        Ok(v) => out.push_str(&v.to_string()),
        Err(_) => out.push_str(&text),
    }
    out.push('\n');
    out
}

/// Text a terminal shows as text: no control except newline and tab, no bidi control.
fn safe_char(c: char) -> bool {
    let control = c.is_control() && c != '\n' && c != '\t';
    !control && !super::csv::is_bidi_control(c)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn run(expr: &str, input: Value) -> String {
        let jq = Jq::compile(expr).unwrap_or_else(|e| panic!("{}", e.render_line()));
        jq.run_to_string(&input, false, 1 << 20)
            .unwrap_or_else(|e| panic!("{}", e.render_line()))
    }

    #[test]
    fn the_filters_environment_holds_no_secret() {
        for (name, value) in [
            ("TALENT_API_KEY", "k"),
            ("PGPASSWORD", "p"),
            ("TALENT_LEDGER_URL", "postgres://u@h/db"),
            ("AWS_SECRET_ACCESS_KEY", "s"),
            ("GH_TOKEN", "t"),
            ("DATABASE_URL", "postgres://u:pw@h/db"),
            ("PROXY", "http://u:pw@proxy:3128"),
        ] {
            assert!(!shown_to_filters(name, value), "{name}");
        }
        for (name, value) in [
            ("HOME", "/root"),
            ("LANG", "C"),
            ("SITE", "https://x.example/a@b"),
        ] {
            assert!(shown_to_filters(name, value), "{name}");
        }
    }

    #[test]
    fn strings_print_raw_and_values_as_json() {
        let hits = json!([{"id": "a", "exp": 3}, {"id": "b", "exp": 5}]);
        assert_eq!(run(".[] | .id", hits.clone()), "a\nb\n");
        assert_eq!(run("map(.exp) | add", hits.clone()), "8\n");
        assert_eq!(
            run("map(select(.exp > 4))", hits),
            "[{\"id\":\"b\",\"exp\":5}]\n"
        );
        assert_eq!(run("[range(3)]", json!(null)), "[0,1,2]\n");
        assert_eq!(run("[range(5; 0; -2)]", json!(null)), "[5,3,1]\n");
    }

    /// Regression: `@csv` and `@tsv` were "invalid --jq expression" (jaq 3's
    /// standard library has no such formats).
    #[test]
    fn csv_and_tsv_format_a_row_as_jq_does() {
        let row = json!([1, "a,b", "say \"hi\"", null, true, 2.5]);
        assert_eq!(
            run("@csv", row.clone()),
            "1,\"a,b\",\"say \"\"hi\"\"\",,true,2.5\n"
        );
        let row = json!(["a\tb", "c\\d", "e\nf\rg", null, 2]);
        assert_eq!(run("@tsv", row), "a\\tb\tc\\\\d\te\\nf\\rg\t\t2\n");
        // In a string, each interpolated value formatted.
        assert_eq!(run(r#"@csv "row: \(.)""#, json!(["x"])), "row: \"x\"\n");
        for bad in [json!({"a": 1}), json!([[1]])] {
            let e = Jq::compile("@csv")
                .and_then(|jq| jq.run_to_string(&bad, false, 1 << 20))
                .expect_err("not a row");
            assert!(e.message.contains("csv"), "{}", e.message);
        }
    }

    #[test]
    fn a_bad_expression_is_a_usage_error() {
        let e = Jq::compile(".[ | nope(").expect_err("bad");
        assert_eq!(e.kind, crate::ErrorKind::Usage);
        let e = Jq::compile("error(\"x\")")
            .and_then(|jq| jq.run_to_string(&json!(1), false, 1 << 20))
            .expect_err("fails at run time");
        assert_eq!(e.kind, crate::ErrorKind::Usage);
    }

    fn stopped(expr: &str) -> Error {
        let jq = Jq::compile(expr).unwrap();
        let mut lines = 0u64;
        jq.run(&json!(1), false, &mut |_| {
            lines += 1;
            Ok(())
        })
        .expect_err(expr)
    }

    /// Regression: `def f: f; f` hung for ever.
    #[test]
    fn jq_endless_recursion_is_stopped_by_the_step_bound() {
        let e = stopped("def f: f; f");
        assert_eq!(e.exit_code(), 1);
        assert!(e.message.contains("steps"), "{}", e.render_line());
    }

    /// Regression: `def f: [f]; f` overflowed the stack (SIGABRT).
    #[test]
    fn jq_deep_recursion_is_stopped_by_the_depth_bound() {
        let e = stopped("def f: [f]; f");
        assert_eq!(e.exit_code(), 1);
        assert!(e.message.contains("stack"), "{}", e.render_line());
    }

    /// Regression: `[range(1e9)] | length` aborted (exit 134).
    #[test]
    fn jq_huge_values_are_stopped_by_a_bound() {
        let e = stopped("[range(1e9)] | length");
        assert_eq!(e.exit_code(), 1);
        assert!(
            e.message.contains("memory") || e.message.contains("steps"),
            "{}",
            e.render_line()
        );
    }

    /// Regression: `repeat(.)` ignored a closed pipe and grew to 652 MB.
    #[test]
    fn jq_stops_when_the_reader_goes_away() {
        let jq = Jq::compile("repeat(.)").unwrap();
        let mut lines = 0;
        let e = jq
            .run(&json!("x"), false, &mut |_| {
                lines += 1;
                if lines == 3 {
                    return Err(Error::output_closed());
                }
                Ok(())
            })
            .unwrap_err();
        assert!(e.is_output_closed());
        // The same filter runs again at once: its thread stopped that run.
        let again = jq.run_to_string(&json!("y"), false, 16);
        assert!(again.is_err(), "bounded by the cap");
    }
}
