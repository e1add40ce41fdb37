//! The one path every tool call takes: arguments checked, then for a call
//! that may spend or ask, the session's decision taken (one at a time), an
//! idempotency key's result replayed, the decision made (caps, the guard's
//! quote, the session's allowance, the person's yes through
//! [`super::ask::Asking::put`]), the operation performed (its waits told as
//! progress, a cancellation obeyed), what it used counted (an allowance
//! only when nobody was asked), and the reply; the names and titles a
//! result shows are remembered for later questions.

use std::pin::pin;

use crate::api::Client;
use rmcp::model::{CallToolRequestParams, CallToolResponse, ProgressNotificationParam};
use rmcp::model::{CallToolResult, JsonObject};
use rmcp::service::RequestContext;
use rmcp::RoleServer;
use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::{json, Value};
use std::sync::Arc;
use talent_spec::rate::Meter;

use crate::error::ErrorKind;
use crate::guard::ask::{Allowance, Approved, Kind};
use crate::guard::{Question, Spent};
use crate::ops::kit::idempotency::Gate;
use crate::ops::Spends;
use crate::{Error, Result};

use super::ask::{Outcome, Put};
use super::conversation::Count;
use super::engine::{Engine, LocalFuture, Scope, Toolset};
use super::names::Names;
use super::reply;
use super::session::Server;

/// Allowance slots (as in `Options::allow`).
const UNLOCKS: usize = 0;
const SEARCHES: usize = 1;
const OUTREACH: usize = 2;
const JOB_CHANGES: usize = 3;

/// What a call would do, for the decision: what its operation spends, and
/// what a question about it shows.
#[derive(Debug, Clone, Default)]
pub struct Act {
    pub spends: Spends,
    /// What a yes approves (candidates, job, message); the tool's name is
    /// filled in by the path.
    pub approved: Approved,
    /// What else the question must show (a bulk invite: the job's daily cap).
    pub note: Option<String>,
    /// The operation sends in parts (a bulk invite's batches): people may
    /// have been reached before a failure, so a failure counts too.
    pub partial: bool,
    /// A search: its question names what the arguments search for.
    pub search: bool,
    /// The webhook endpoint it acts on: its question names it by URL.
    pub webhook: Option<String>,
}

impl Act {
    pub fn new(spends: Spends) -> Act {
        Act {
            spends,
            ..Act::default()
        }
    }

    /// The allowance it counts against, and by how much.
    fn allowance(&self) -> Option<(usize, u64)> {
        let s = &self.spends;
        match s.meter {
            Some((Meter::ApiUnlocks, n)) => Some((UNLOCKS, n)),
            Some((Meter::Searches, n)) => Some((SEARCHES, n)),
            _ if s.people > 0 => Some((OUTREACH, s.people)),
            _ if s.job_changes > 0 => Some((JOB_CHANGES, s.job_changes)),
            _ => None,
        }
    }

    fn kind(&self) -> Kind {
        let s = &self.spends;
        if s.destructive {
            Kind::Destructive
        } else if s.people > 0 {
            Kind::Outreach
        } else if s.job_changes > 0 {
            Kind::JobChange
        } else {
            Kind::Spend
        }
    }

    /// Every unit asked for: the meter's, else people (a bulk invite).
    fn cost(&self) -> i64 {
        let units = self.spends.units();
        let n = if units > 0 { units } else { self.spends.people };
        i64::try_from(n).unwrap_or(i64::MAX)
    }
}

/// What a tool's handler may use of the session.
pub struct Cx<'a> {
    server: &'a Server,
}

impl<'a> Cx<'a> {
    pub fn engine(&self) -> &'a dyn Engine {
        self.server.inner.engine.as_ref()
    }

    pub fn records(&self) -> Option<std::sync::Arc<crate::records::Records>> {
        self.engine().records()
    }

    /// The names and titles this session's results showed (for questions).
    pub fn names(&self) -> &'a Names {
        &self.server.inner.asking.names
    }

    /// Paid pages cut to fit, kept for their cursors.
    pub fn kept(&self) -> &'a super::kept::Kept {
        &self.server.inner.kept
    }

    /// Where an operation's notices go (stderr).
    pub fn sink(&self) -> &'a dyn crate::sink::Sink {
        self.server.inner.bridge.as_ref()
    }

    /// What each allowance allows, has used and has left.
    pub fn allowances(&self) -> Value {
        let opts = &self.server.inner.opts;
        let counts = *self.server.inner.counts.borrow();
        let (used, maybe) = (counts.used, counts.maybe);
        let one = |i: usize| json!({"allowed": opts.allow[i], "used": used[i], "maybe": maybe[i], "left": opts.allow[i].saturating_sub(used[i])});
        json!({"unlocks": one(UNLOCKS), "searches": one(SEARCHES), "outreach": one(OUTREACH), "job_changes": one(JOB_CHANGES)})
    }
}

/// Runs `T` for `request`; every failure is the tool's error result.
///
/// Only the arguments' parsing is generated per tool: the path itself runs
/// on the tool behind a vtable ([`Handler`]), so it is generated once, not
/// once for each of the tools (18 copies of it were 0.17 MB of the release
/// binary, issue 44; docs/benchmarks.md, section 28).
pub fn call<T: Tool>(
    server: &Server,
    request: CallToolRequestParams,
    context: RequestContext<RoleServer>,
) -> LocalFuture<'_, CallToolResponse> {
    let args = Value::Object(request.arguments.clone().unwrap_or_default());
    let tool = parse(&args, &(T::DEF.input)())
        .and_then(T::check)
        .map(|t| Box::new(t) as Box<dyn Handler>);
    answer(server, T::DEF, T::DECIDES, tool, args, request, context)
}

/// [`call`]'s answer for a checked tool (or the refusal of its arguments).
fn answer(
    server: &Server,
    def: Def,
    decides: bool,
    tool: Result<Box<dyn Handler>>,
    args: Value,
    request: CallToolRequestParams,
    context: RequestContext<RoleServer>,
) -> LocalFuture<'_, CallToolResponse> {
    Box::pin(async move {
        let done = match tool {
            Ok(tool) => run(server, &def, decides, &*tool, &args, &request, &context).await,
            Err(e) => Err(e),
        };
        match done {
            Ok(mut r) => {
                if let CallToolResponse::Complete(done) = &mut r {
                    let args = request.arguments.clone().unwrap_or_default();
                    reply::continued(server.inner.engine.as_ref(), done, &args);
                }
                // Names and titles seen, so a later question shows them.
                if let CallToolResponse::Complete(done) = &r {
                    if let (Some(v), false) =
                        (&done.structured_content, done.is_error == Some(true))
                    {
                        server.inner.asking.names.remember(v);
                    }
                }
                r
            }
            Err(mut e) => {
                lacks_scope(server, def.name, &context, &e).await;
                e.message = reply::bounded(&e.message, &args);
                reply::failed(server.inner.engine.as_ref(), &e).into()
            }
        }
    })
}

/// The service answered `insufficient_scope`: the key cannot use `tool`,
/// so it leaves the list and the client is told (`tools/list_changed`: on
/// the session's channel, or on its `subscriptions/listen` streams).
async fn lacks_scope(
    server: &Server,
    tool: &'static str,
    context: &RequestContext<RoleServer>,
    e: &Error,
) {
    if e.code.as_deref() == Some("insufficient_scope") && server.drop_tool(tool) {
        server.inner.listening.tools_changed(context).await;
    }
}

/// The arguments as the tool's type: a wrong type or an unknown name is
/// the tool's `invalid_argument`, not a protocol error. The refusal names
/// the argument and says what its input schema takes, in the schema's
/// words (never a Rust type's name).
fn parse<T: DeserializeOwned>(args: &Value, schema: &JsonObject) -> Result<T> {
    let props = schema.get("properties").and_then(Value::as_object);
    if let (Value::Object(given), Some(props)) = (args, props) {
        if let Some(unknown) = given.keys().find(|k| !props.contains_key(*k)) {
            let mut names: Vec<&str> = props.keys().map(String::as_str).collect();
            names.sort_unstable();
            return Err(Error::usage(format!(
                "unknown argument {:?}; this tool takes {}",
                unknown.chars().take(reply::MAX_ECHO).collect::<String>(),
                names.join(", ")
            )));
        }
    }
    serde_path_to_error::deserialize(args).map_err(|e| {
        let path = e.path().to_string();
        let top = path.split(['.', '[']).next().unwrap_or_default();
        let Some(prop) = props.and_then(|p| p.get(top)) else {
            let missing = schema
                .get("required")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .find(|k| args.get(*k).is_none());
            return Error::usage(match missing {
                Some(k) => format!("{k} is required"),
                None => "the arguments do not fit the tool's input schema".to_string(),
            });
        };
        let mut want = prop;
        if path.contains('[') {
            want = prop.get("items").unwrap_or(prop);
        }
        let given = lookup(args, &path).map_or("nothing", kind_of);
        Error::usage(format!(
            "{path}: {} expected, got {given}",
            takes(want, schema)
        ))
    })
}

/// The value at `path` (`a`, `a[2]`, `a.b`) of `args`, when there is one.
fn lookup<'v>(args: &'v Value, path: &str) -> Option<&'v Value> {
    let mut at = args;
    for part in path.split('.') {
        let (name, rest) = part.split_once('[').unwrap_or((part, ""));
        at = at.get(name)?;
        for i in rest.split('[') {
            if let Ok(i) = i.trim_end_matches(']').parse::<usize>() {
                at = at.get(i)?;
            }
        }
    }
    Some(at)
}

/// What a JSON value is, as a person says it.
fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(n) if n.is_u64() || n.is_i64() => "a whole number",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// What an argument's schema takes, in words: its enumeration, else its
/// types (a money argument: a whole number or text). `root` holds the
/// definitions a `$ref` names.
fn takes(schema: &Value, root: &JsonObject) -> String {
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        let names: Vec<&str> = values.iter().filter_map(Value::as_str).collect();
        return format!("one of {}", names.join(", "));
    }
    let mut types = Vec::new();
    types_of(schema, root, &mut types, 0);
    let mut words: Vec<&str> = Vec::new();
    for t in types.iter().filter(|t| **t != "null") {
        let w = match *t {
            "integer" => "a whole number",
            "number" => "a number",
            "string" => "text",
            "boolean" => "true or false",
            "array" => "a list",
            _ => "an object",
        };
        if !words.contains(&w) {
            words.push(w);
        }
    }
    match words.as_slice() {
        [] => "another value".to_string(),
        more => more.join(" or "),
    }
}

/// The JSON types `schema` admits, through `$ref`s and `anyOf`/`oneOf`.
fn types_of<'s>(schema: &'s Value, root: &'s JsonObject, out: &mut Vec<&'s str>, depth: u8) {
    if depth > 8 {
        return;
    }
    if let Some(name) = schema
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.rsplit('/').next())
    {
        if let Some(def) = root.get("$defs").and_then(|d| d.get(name)) {
            types_of(def, root, out, depth + 1);
        }
    }
    match schema.get("type") {
        Some(Value::String(t)) => out.push(t),
        Some(Value::Array(a)) => out.extend(a.iter().filter_map(Value::as_str)),
        _ => {}
    }
    for alt in ["anyOf", "oneOf"] {
        for s in schema
            .get(alt)
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            types_of(s, root, out, depth + 1);
        }
    }
}

async fn run(
    server: &Server,
    def: &Def,
    decides: bool,
    tool: &dyn Handler,
    args: &Value,
    request: &CallToolRequestParams,
    context: &RequestContext<RoleServer>,
) -> Result<CallToolResponse> {
    let inner = &server.inner;
    let engine = inner.engine.as_ref();
    let cx = Cx { server };
    if !decides {
        let client = engine.client().await?;
        let out = perform(server, context, None, tool.run(&cx, client)).await?;
        return Ok(tool.reply(&cx, out)?.into());
    }
    let _one = inner.decision.lock().await;
    let client = engine.client().await?;
    let gate = match tool.once() {
        Some(once) => match gate(server, once)? {
            Ok(gate) => gate,
            Err(done) => return Ok(reply::replayed(engine, tool.replay(&cx, done)?).into()),
        },
        None => Gate::Send(None),
    };
    let mut act = tool.act(&cx).await?;
    act.approved.action = Some(def.name.to_string());
    let call = Call {
        tool: def.name,
        args,
        request,
        context,
    };
    let (approved, asked, taken) = match decide(server, &act, &call).await? {
        Step::Go(m, asked, taken) => (m, asked, taken),
        Step::Answer(r) => return Ok(*r),
    };
    let guard = engine.guard();
    let mark = guard.as_ref().map(|g| g.mark());
    let out = match perform(server, context, Some(approved), tool.run(&cx, client)).await {
        Ok(out) => {
            count(server, &act, taken, unlocks_spent(&guard, &mark, &act)).await?;
            out
        }
        Err(e) => {
            // What the guard settled for this call's requests says whether
            // the service may have counted it: a "maybe" counts against
            // the allowance and the caps as a spend would.
            let (spent, units) = match (&guard, &mark) {
                (Some(g), Some(m)) => g.spent_since(m),
                _ => (Spent::No, 0),
            };
            let spent = match spent {
                Spent::No if e.uncertain => Spent::Maybe,
                s => s,
            };
            if act.partial {
                count(server, &act, taken, None).await?;
            } else if spent != Spent::No {
                count(server, &act, taken, Some(units.max(1))).await?;
                if spent == Spent::Maybe {
                    maybe(server, &act, units.max(1)).await?;
                }
            } else {
                // Nothing spent: what the decision took goes back.
                count(server, &act, taken, Some(0)).await?;
            }
            lacks_scope(server, def.name, context, &e).await;
            let mut e = e;
            e.message = reply::bounded(&e.message, args);
            return Ok(reply::failed_spent(engine, &e, spent).into());
        }
    };
    if !asked {
        give_back(server, tool.given_back(&out)).await?;
    }
    gate.record(&out)?;
    Ok(tool.reply(&cx, out)?.into())
}

/// The gate of a write under the call's `idempotency_key`, the commands'
/// `--idempotency-key` (same command names and request hashes, so a key
/// is shared with them): `Err` holds the result a key that already did
/// this request recorded (nothing is sent).
fn gate(server: &Server, once: Once) -> Result<std::result::Result<Gate, Value>> {
    let records = server.inner.engine.records();
    let mut done = None;
    let gate = crate::ops::kit::idempotency::gate(
        records.as_ref(),
        crate::ops::kit::idempotency::Given {
            key: once.key.as_deref(),
            force: false,
            words: super::args::argument,
        },
        once.command,
        &once.request,
        server.inner.bridge.as_ref(),
        |v| {
            done = Some(v.clone());
            Ok(())
        },
    )?;
    Ok(match gate {
        Gate::Done => Err(done.unwrap_or(Value::Null)),
        gate => Ok(gate),
    })
}

/// The decision: go (and whether the person approved crossing the reserve
/// on a meter), or answer now (declined, or the question itself).
enum Step {
    /// Go: the meter whose reserve the person approved crossing, whether
    /// the person was asked (an approved act uses no allowance), and what
    /// the decision took of the allowance (settled by [`count`]).
    Go(Option<Meter>, bool, u64),
    Answer(Box<CallToolResponse>),
}

/// The call a decision is about (a question is bound to the tool and the
/// canonical form of these arguments, see `seal::canonical`).
struct Call<'a> {
    tool: &'static str,
    args: &'a Value,
    request: &'a CallToolRequestParams,
    context: &'a RequestContext<RoleServer>,
}

fn slot_of(m: Meter) -> usize {
    match m {
        Meter::ApiUnlocks => 0,
        Meter::Searches => 1,
        Meter::Messages => 2,
    }
}

/// The session's hard cap on `m` (`--max-*`): refused past it, never asked.
fn within_cap(server: &Server, m: Meter, cost: u64) -> Result<()> {
    let slot = slot_of(m);
    let Some(cap) = server.inner.opts.caps[slot] else {
        return Ok(());
    };
    let spent = server.inner.counts.borrow().spent[slot];
    if spent + cost <= cap {
        return Ok(());
    }
    let w = crate::meter::words(m);
    Err(Error::quota(
        crate::error::Cause::SessionCap,
        format!(
            "this session may spend {} at most ({spent} spent); nothing was sent",
            w.count(cap as i64)
        ),
    )
    .with_code(crate::guard::quota::BUDGET_REACHED))
}

/// The question about `act`: the guard's quote (refused when the guard
/// refuses), and whether it would cross the reserve.
async fn quote(server: &Server, act: &Act) -> Result<(Question, bool)> {
    let mut q = Question {
        kind: act.kind(),
        approved: act.approved.clone(),
        ..Question::default()
    };
    let mut crosses_reserve = false;
    if let Some((m, n)) = act.spends.meter.filter(|&(_, n)| n > 0) {
        within_cap(server, m, n)?;
        let guard = server
            .inner
            .engine
            .guard()
            .ok_or_else(|| Error::failure("the guard is not ready"))?;
        let quote = guard.quote(m, n, crate::guard::Then::Show).await?;
        if let Some(e) = quote.refusal {
            return Err(e);
        }
        crosses_reserve = quote.warning.is_some();
        q = Question {
            kind: q.kind,
            approved: q.approved,
            ..quote.question
        };
    }
    Ok((q, crosses_reserve))
}

/// Caps, the guard's quote, the allowance, and when any says so, the
/// person's yes.
async fn decide(server: &Server, act: &Act, call: &Call<'_>) -> Result<Step> {
    let inner = &server.inner;
    let (mut q, crosses_reserve) = quote(server, act).await?;
    // The allowance's check and count are one step of the conversation's
    // store: two calls (on two replicas) never both pass on "one left".
    let mut taken = 0;
    let mut allowance = None;
    if let Some((slot, n)) = act.allowance() {
        let allowed = inner.opts.allow[slot];
        let (within, after) = inner.conv.take(slot, n, allowed).await?;
        *inner.counts.borrow_mut() = after;
        if within {
            taken = n;
        }
        let used = after.used[slot].saturating_sub(taken);
        allowance = Some((Allowance { allowed, used }, within));
    }
    let past = allowance.is_some_and(|(_, within)| !within);
    q.allowance = allowance.map(|(a, _)| a);
    if let (true, Some(note)) = (q.why.is_empty(), &act.note) {
        q.why = note.clone();
    }
    if !(act.spends.destructive || past || crosses_reserve) {
        return Ok(Step::Go(None, false, taken));
    }
    // Asked: a yes covers the call by itself, so what was taken goes back.
    if let (Some((slot, _)), true) = (act.allowance(), taken > 0) {
        let after = inner.conv.add(Count::Used(slot), -(taken as i64)).await?;
        *inner.counts.borrow_mut() = after;
    }
    let crossing = act.spends.meter.filter(|_| crosses_reserve).map(|(m, _)| m);
    let put = Put {
        engine: inner.engine.as_ref(),
        question: &q,
        tool: call.tool,
        args: call.args,
        cost: act.cost(),
        search: act.search,
        webhook: act.webhook.as_deref(),
        request: call.request,
        context: call.context,
    };
    Ok(match inner.asking.put(put).await? {
        Outcome::Yes => Step::Go(crossing, true, 0),
        Outcome::Answer(r) => Step::Answer(r),
    })
}

/// One change of the conversation's counts, kept as the store says.
async fn change(server: &Server, what: Count, delta: i64) -> Result<()> {
    if delta != 0 {
        let after = server.inner.conv.add(what, delta).await?;
        *server.inner.counts.borrow_mut() = after;
    }
    Ok(())
}

/// Counts what a call that went through used: its allowance only when
/// the person was not asked (a yes covers the call by itself; `taken` is
/// what the decision counted, 0 when asked, settled here to the use).
/// `units`: of a failed call, the meter's units that spent or may have (a
/// failure part way through a list of unlocks); people and job changes
/// count whole (`Some(0)`: nothing spent, nothing used).
async fn count(server: &Server, act: &Act, taken: u64, units: Option<u64>) -> Result<()> {
    let metered = |n: u64| units.map_or(n, |u| u.min(n));
    if let (Some((slot, n)), true) = (act.allowance(), taken > 0) {
        let n = if slot == UNLOCKS || slot == SEARCHES || units == Some(0) {
            metered(n)
        } else {
            n
        };
        change(server, Count::Used(slot), n as i64 - taken as i64).await?;
    }
    if let Some((m, n)) = act.spends.meter {
        change(server, Count::Spent(slot_of(m)), metered(n) as i64).await?;
    }
    Ok(())
}

/// Of a call that went through, the unlocks the guard settled as spent
/// (`None`: not an unlock's allowance): one the service showed unlocked
/// before uses no allowance (issue 44).
fn unlocks_spent(
    guard: &Option<std::sync::Arc<crate::guard::Guard>>,
    mark: &Option<crate::guard::Mark>,
    act: &Act,
) -> Option<u64> {
    match (guard, mark, act.allowance()) {
        (Some(g), Some(m), Some((UNLOCKS, _))) => Some(g.spent_since(m).1),
        _ => None,
    }
}

/// Notes what of an allowance's use is a "maybe" (`get_usage` says so).
async fn maybe(server: &Server, act: &Act, units: u64) -> Result<()> {
    if let Some((slot, n)) = act.allowance() {
        let n = if slot == UNLOCKS || slot == SEARCHES {
            units.min(n)
        } else {
            n
        };
        change(server, Count::Maybe(slot), n as i64).await?;
    }
    Ok(())
}

/// Gives back outreach the results showed was not used (ids already invited).
async fn give_back(server: &Server, n: u64) -> Result<()> {
    change(server, Count::Used(OUTREACH), -(n as i64)).await
}

/// Runs an operation for a call: the guard's questions answered from the
/// call's approval, its rate-limit waits told as progress, and a
/// cancellation from the client obeyed (nothing more is sent; what was
/// sent is settled as "may have spent"). `decided` is `Some` for a call
/// that holds the decision (and with it the guard's seams); a read beside
/// it leaves them alone.
async fn perform<T>(
    server: &Server,
    context: &RequestContext<RoleServer>,
    decided: Option<Option<Meter>>,
    work: impl std::future::Future<Output = Result<T>>,
) -> Result<T> {
    let inner = &server.inner;
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let approved = decided.flatten();
    if decided.is_some() {
        inner.bridge.begin(approved, tx);
    }
    let token = context.meta.get_progress_token();
    let mut work = pin!(work);
    let mut told = 0u32;
    let mut cancelled = false;
    let out = loop {
        tokio::select! {
            done = &mut work => break done,
            Some(why) = rx.recv() => {
                if let Some(token) = &token {
                    told += 1;
                    let note = ProgressNotificationParam::new(token.clone(), f64::from(told))
                        .with_message(inner.engine.redacted(&why));
                    let _ = context.peer.notify_progress(note).await;
                }
            }
            _ = context.ct.cancelled() => {
                cancelled = true;
                break Err(Error::new(
                    ErrorKind::Interrupted,
                    "cancelled by the client; nothing more was sent",
                ));
            }
        }
    };
    if decided.is_some() {
        inner.bridge.end();
    }
    if let (Some(m), Some(guard)) = (approved, inner.engine.guard()) {
        guard.accept(m, false);
    }
    // Only a call holding the decision can have quota held in flight (a
    // read beside it holds none, and must not settle the other's).
    if cancelled && decided.is_some() {
        server.stop();
    }
    out
}

/// A tool's definition: what a client lists.
#[derive(Clone, Copy)]
pub struct Def {
    pub name: &'static str,
    pub title: &'static str,
    pub toolset: Toolset,
    /// The gateway scopes a token needs to call it (the gateway's `/mcp`
    /// reads them; `insufficient_scope` names them).
    pub scopes: &'static [Scope],
    /// A sandbox evaluation key (`svc_eval_…`) has the service's scope for
    /// it. Reads do; posting jobs, messaging, shortlists and webhooks do
    /// not, and such a key is never offered those tools. A live key's
    /// scopes are the service's to say (`insufficient_scope`, then dropped).
    pub evaluation_key: bool,
    pub read_only: bool,
    pub destructive: bool,
    pub idempotent: bool,
    pub description: &'static str,
    /// The input schema (the argument type's).
    pub input: fn() -> Arc<JsonObject>,
    /// The output schema: this tool's result's fields, with its declined,
    /// pending and cut-short forms.
    pub output: fn() -> Arc<JsonObject>,
}

impl Def {
    /// The tool as a client lists it: every hint explicit.
    pub fn tool(&self) -> rmcp::model::Tool {
        let hints = rmcp::model::ToolAnnotations::new()
            .read_only(self.read_only)
            .destructive(self.destructive)
            .idempotent(self.idempotent)
            .open_world(true);
        rmcp::model::Tool::new(self.name, self.description, (self.input)())
            .with_title(self.title)
            .with_raw_output_schema((self.output)())
            .with_annotations(hints)
    }
}

/// The input schema of `T`, lean ([`super::schema::input`]).
pub fn input_of<T: JsonSchema + 'static>() -> Arc<JsonObject> {
    super::schema::input::<T>()
}

/// An idempotency key's gate for a write: the command name and request the
/// operation records (shared with the command's `--idempotency-key`).
pub struct Once {
    pub key: Option<String>,
    pub command: &'static str,
    pub request: Value,
}

/// A tool: its definition and its handler, one type. The generic path
/// checks the arguments ([`Tool::check`]), and for a tool that
/// [`Tool::DECIDES`] takes the session's decision, replays an idempotency
/// key's result, judges [`Tool::act`] (caps, the guard's quote, the
/// allowance, the person's yes), runs [`Tool::run`] and answers with
/// [`Tool::reply`].
pub trait Tool: Sized + 'static {
    /// The arguments as the client sends them.
    type Args: DeserializeOwned + JsonSchema + 'static;

    const DEF: Def;

    /// Whether a call may spend or need a yes: it holds the session's one
    /// decision from its quote to its settlement. A free read does not.
    const DECIDES: bool = false;

    /// The arguments checked into the operation's input (nothing sent).
    fn check(args: Self::Args) -> Result<Self>;

    /// An idempotency key's gate, for a write that takes one.
    fn once(&self) -> Option<Once> {
        None
    }

    /// What the call spends and what its question shows (asked once the
    /// decision is held and the client built).
    fn act<'a>(&'a self, cx: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        let _ = cx;
        Box::pin(async { Ok(Act::default()) })
    }

    /// Runs the operation; the value is what an idempotency key records and
    /// [`Tool::reply`] shows.
    fn run<'a>(&'a self, cx: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>>;

    /// The result for `out` (also a value a key recorded before).
    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult>;

    /// The result for a value an idempotency key recorded (nothing was
    /// sent this time): [`Tool::reply`] unless the tool says otherwise.
    fn replay(&self, cx: &Cx<'_>, done: Value) -> Result<CallToolResult> {
        self.reply(cx, done)
    }

    /// Allowance units given back once the result is known (a bulk
    /// invite's ids that were already invited).
    fn given_back(&self, out: &Value) -> u64 {
        let _ = out;
        0
    }
}

/// A checked tool's handler behind one vtable, for the path that
/// [`call`] runs once for every tool (see there).
trait Handler {
    fn once(&self) -> Option<Once>;
    fn act<'a>(&'a self, cx: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>>;
    fn run<'a>(&'a self, cx: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>>;
    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult>;
    fn replay(&self, cx: &Cx<'_>, done: Value) -> Result<CallToolResult>;
    fn given_back(&self, out: &Value) -> u64;
}

impl<T: Tool> Handler for T {
    fn once(&self) -> Option<Once> {
        Tool::once(self)
    }

    fn act<'a>(&'a self, cx: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Tool::act(self, cx)
    }

    fn run<'a>(&'a self, cx: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Tool::run(self, cx, client)
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        Tool::reply(self, cx, out)
    }

    fn replay(&self, cx: &Cx<'_>, done: Value) -> Result<CallToolResult> {
        Tool::replay(self, cx, done)
    }

    fn given_back(&self, out: &Value) -> u64 {
        Tool::given_back(self, out)
    }
}
