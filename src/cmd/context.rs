//! What every command gets, wired together: the resolved settings
//! (`settings`), the output handle, the printer, and (lazily, because
//! `--help`-like commands need none of it) the API client with the guard
//! hooked in, the ledger behind it, and the embedded sandbox (`embedded`)
//! when `--sandbox` asks for it. The rules of the features themselves live
//! in the operations they belong to.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::OnceCell;

use crate::api::{Client, ClientOptions};
use crate::auth::{self, ApiKey};
use crate::config::Config;
use crate::guard::{Guard, GuardOptions};
use crate::ops::kit::export::{Checkpoints, Export};
use crate::output::Printer;
use crate::records::Records;
use crate::ui::Ui;
use crate::{Error, Result};

use super::embedded::Embedded;
pub use super::settings::Settings;
use super::settings::{self, Resolved};
use super::GlobalArgs;

/// Where the key a command sends comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeySource {
    /// The embedded simulator's production key (`--sandbox`).
    Sandbox,
    /// `TALENT_API_KEY`.
    Env,
    /// The profile's key store: `"keyring"`, `"file"` or `"memory"`.
    Store(&'static str),
}

impl KeySource {
    /// `sandbox`, `env`, `keyring`, `file` or `memory`.
    pub fn as_str(self) -> &'static str {
        match self {
            KeySource::Sandbox => "sandbox",
            KeySource::Env => "env",
            KeySource::Store(backend) => backend,
        }
    }
}

pub struct Context {
    pub global: GlobalArgs,
    pub ui: Arc<Ui>,
    pub settings: Settings,
    pub config: Config,
    printer: Printer,
    client: OnceCell<Client>,
    /// The simulator of `--sandbox`, started on first use.
    embedded: Embedded,
    /// The guard of the client (built with it): its pace and spend layers.
    guard: std::sync::OnceLock<Arc<Guard>>,
    /// The operations' records handle, beside the guard (built with it).
    records: std::sync::OnceLock<Arc<Records>>,
    /// The subcommand, for the ledger's audit log.
    command: String,
    /// The team ledger's connection, once opened: the run's store and its
    /// team administration share it.
    /// The team ledger's store, with this machine's file beside it (export
    /// checkpoints), once started.
    team: std::sync::OnceLock<(
        Arc<crate::ledger::pg::PgStore>,
        crate::ledger::CheckpointFile,
    )>,
    /// Where the guard asks and reports instead of the terminal's stderr
    /// (`browse`'s window), when set before the client is built.
    window: std::sync::OnceLock<Window>,
    /// `--out FILE`, opened before anything is sent ([`Context::open_out`]).
    out: std::sync::OnceLock<Arc<Export>>,
    /// Whether the run's credential is a member token (gateway mode).
    gateway: OnceCell<bool>,
}

/// A window's ends of the guard's seams (see [`Context::use_window`]).
struct Window {
    ask: Arc<dyn crate::guard::Ask>,
    sink: Arc<dyn crate::sink::Sink>,
}

impl Context {
    /// Builds the context. `repairing_config` (the `config` commands) reads
    /// the settings leniently: a bad stored value is passed over there, so
    /// the command that fixes it can run; every other command fails on it.
    pub fn new(global: GlobalArgs, ui: Arc<Ui>, repairing_config: bool) -> Result<Self> {
        // The environment's key stays off stderr even when another is sent
        // (`--sandbox`) and a fixtures file expands it into a path.
        if let Ok(key) = std::env::var("TALENT_API_KEY") {
            ui.redact(key.trim());
        }
        let Resolved {
            settings,
            config,
            printer,
        } = settings::resolve(&global, &ui, repairing_config)?;
        Ok(Context {
            global,
            ui,
            settings,
            config,
            printer,
            client: OnceCell::new(),
            embedded: Embedded::default(),
            guard: std::sync::OnceLock::new(),
            records: std::sync::OnceLock::new(),
            command: String::new(),
            window: std::sync::OnceLock::new(),
            team: std::sync::OnceLock::new(),
            out: std::sync::OnceLock::new(),
            gateway: OnceCell::new(),
        })
    }

    /// Names the subcommand (for the ledger's audit log).
    pub fn with_command(mut self, command: String) -> Self {
        self.command = command;
        self
    }

    /// Checks `--fields` against `view` before anything is sent. With
    /// `--fields` given no value it prints the names instead and ends the
    /// run there (exit 0, nothing sent).
    pub fn check(&self, view: &crate::output::View) -> Result<()> {
        self.printer.check_or_list(&*self.ui, view)
    }

    /// What an operation reports through: this run's printer writing to
    /// stdout (or `--out`), notices and progress on stderr.
    pub fn io(&self) -> crate::ops::Io<'_> {
        crate::ops::Io {
            printer: &self.printer,
            out: &*self.ui,
            sink: &*self.ui,
            words: crate::cmd::args::flag,
        }
    }

    /// What the list runner needs: the client (built here, which opens the
    /// ledger), this run's output, the guard, and `--out`/`--resume`.
    pub async fn lister(&self) -> Result<crate::ops::kit::list::Lister<'_>> {
        let client = self.client().await?;
        Ok(crate::ops::kit::list::Lister {
            client,
            io: self.io(),
            guard: self.guard(),
            records: self.records(),
            export: self.out.get().map(|ex| {
                let args: Vec<String> = std::env::args().skip(1).collect();
                (Arc::clone(ex), crate::cmd::global::command_words(&args))
            }),
            time_scale: self.settings.time_scale,
        })
    }

    /// Opens `--out FILE` (its partial file, locked) before anything is
    /// sent: from here the run's data goes there.
    pub fn open_out(&self) -> Result<()> {
        if self.global.resume && self.global.out.is_none() {
            return Err(
                Error::usage("--resume continues an --out export, and no --out was given")
                    .with_hint("give the same --out FILE as the run to continue"),
            );
        }
        // A dry run writes no file and no checkpoint: the preview goes to
        // stdout and the end says --out was not written.
        if self.global.dry_run || self.global.curl {
            return Ok(());
        }
        if let Some(path) = &self.global.out {
            let export = Export::open(path, self.global.resume, crate::cmd::args::flag)?;
            self.ui.write_to(Arc::<Export>::clone(&export));
            let _ = self.out.set(export);
        }
        Ok(())
    }

    /// Ends `--out`: its file put in place when the run `succeeded`, else
    /// left in `FILE.partial` (see [`Export::land`]).
    pub fn land_out(&self, succeeded: bool) -> Result<()> {
        if let Some(path) = self
            .global
            .out
            .as_ref()
            .filter(|_| self.global.dry_run || self.global.curl)
        {
            self.ui.status(&format!(
                "dry run: --out {} was not written (nothing was sent)",
                path.display()
            ));
        }
        match self.out.get() {
            Some(export) => export.land(succeeded, &*self.ui),
            None => Ok(()),
        }
    }

    /// The write under `--idempotency-key`, if one was given (call after
    /// [`Context::client`]). When the key already did this request, the
    /// recorded result is printed through `print`, `already done` goes to
    /// stderr, and [`Gate::Done`] tells the command to stop: nothing is sent.
    ///
    /// [`Gate::Done`]: crate::ops::kit::idempotency::Gate::Done
    pub fn once(
        &self,
        command: &str,
        request: &serde_json::Value,
        print: impl FnOnce(&serde_json::Value) -> Result<()>,
    ) -> Result<crate::ops::kit::idempotency::Gate> {
        crate::ops::kit::idempotency::gate(
            self.records(),
            crate::ops::kit::idempotency::Given {
                key: self.global.idempotency_key.as_deref(),
                force: self.global.force,
                words: crate::cmd::args::flag,
            },
            command,
            request,
            &*self.ui,
            print,
        )
    }

    /// The error a command stopped by SIGTERM (on Windows also Ctrl-C,
    /// Ctrl-Break, the console closing) ends with; the guard first settles
    /// what was in flight as "may have spent".
    pub fn interrupted(&self) -> Error {
        let maybe = self.guard().map(|g| g.interrupted()).unwrap_or_default();
        let mut e = Error::new(
            crate::error::ErrorKind::Interrupted,
            format!(
                "stopped by {}; nothing more was sent",
                crate::signals::stopped_by()
            ),
        );
        if !maybe.is_empty() {
            let what: Vec<String> = maybe
                .iter()
                .map(|(m, n)| crate::meter::words(*m).count(*n))
                .collect();
            e = e.with_hint(format!(
                "the request in flight may have spent {} (the ledger counts it); `talent usage` shows the meters",
                what.join(" and ")
            ));
        }
        e
    }

    /// Routes the guard's questions to `ask` and its (and the client's)
    /// notices, progress and waits to `sink` instead of stderr: an
    /// interactive window that draws on the terminal itself. Call before
    /// [`Context::client`].
    pub fn use_window(
        &self,
        ask: Arc<dyn crate::guard::Ask>,
        sink: Arc<dyn crate::sink::Sink>,
    ) -> Result<()> {
        if self.client.initialized() {
            return Err(Error::failure("the window came after the client was built"));
        }
        let _ = self.window.set(Window { ask, sink });
        Ok(())
    }

    /// Where the guard and the client report: the window's sink, else stderr.
    fn sink(&self) -> Arc<dyn crate::sink::Sink> {
        match self.window.get() {
            Some(w) => Arc::clone(&w.sink),
            None => Arc::clone(&self.ui) as Arc<dyn crate::sink::Sink>,
        }
    }

    /// The run's one question before its first spend (`ask = "spends"`):
    /// `cards` named as a person reads them (names where this machine
    /// knows them, else the id), the job by its title where known. Before
    /// the client is built, or on a dry run, nothing is asked.
    pub async fn ask_first(
        &self,
        cost: crate::guard::Cost<'_>,
        kind: crate::guard::Kind,
        cards: &[String],
        job: Option<&str>,
    ) -> Result<()> {
        let Some(guard) = self.guard() else {
            return Ok(());
        };
        let approved = crate::guard::Approved {
            candidates: self.people(cards),
            job: job.map(str::to_string),
            job_title: job.and_then(|j| self.job_title(j)),
            ..Default::default()
        };
        guard
            .ask_first(crate::guard::First {
                cost,
                kind,
                approved,
                plan: None,
            })
            .await
    }

    /// `cards` as a question names them: `"Asha Rao" — headline (tc_1)`
    /// where this machine kept the name (beside the ledger, from what an
    /// assistant's session saw), else the id. At most the first
    /// [`crate::guard::ask::PEOPLE_NAMED`] are looked up; the rest are
    /// counted, never named.
    fn people(&self, cards: &[String]) -> Vec<String> {
        let names = self.kept_names(false);
        cards
            .iter()
            .enumerate()
            .map(|(i, c)| match i < crate::guard::ask::PEOPLE_NAMED {
                true => names.person(c),
                false => crate::mcp::text::plain(c, 64),
            })
            .collect()
    }

    /// `talent api`, `fixtures` and an alias that expands to either ask
    /// before a spend as the named commands do, by the route they send
    /// (cli.md: "ask by route like any command"): an unlock of a card the
    /// ledger does not know unlocked, an invite, a bulk invite. Call after
    /// [`Context::client`]; a dry run asks nothing.
    pub async fn ask_for_route(&self, req: &crate::api::Request) -> Result<()> {
        use crate::api::Effect;
        use crate::guard::{Cost, Kind};
        use talent_spec::rate::Meter;
        if self.global.dry_run || self.global.curl {
            return Ok(());
        }
        match &req.effect {
            Effect::Unlock { card } => {
                if let Some(records) = self.records() {
                    if records.is_unlocked(card).await? {
                        return Ok(());
                    }
                }
                let cards = [card.clone()];
                self.ask_first(Cost::Meter(Meter::ApiUnlocks, 1), Kind::Spend, &cards, None)
                    .await
            }
            Effect::Invite { job, card } => {
                let cards = [card.clone()];
                self.ask_first(
                    Cost::Meter(Meter::Messages, 1),
                    Kind::Outreach,
                    &cards,
                    Some(job),
                )
                .await
            }
            Effect::BulkInvite { job, n } => {
                let cost = Cost::BulkInvites { job, n: *n };
                self.ask_first(cost, Kind::Outreach, &[], Some(job)).await
            }
            Effect::Search | Effect::None | Effect::Message { .. } => Ok(()),
        }
    }

    /// The names this machine kept (beside the ledger, 0600): from an
    /// assistant's session and from `candidate show`. With `keep`, what
    /// the result learns is written back.
    fn kept_names(&self, keep: bool) -> crate::mcp::names::Names {
        let names = crate::mcp::names::Names::default();
        if let Ok(ledger) = crate::paths::ledger(self.settings.sandbox) {
            let kept = ledger.with_file_name(crate::mcp::names::NAMES_FILE);
            if keep || kept.is_file() {
                names.keep_in(kept);
            }
        }
        names
    }

    /// Keeps the names an unlocked record shows (`candidate show`), so a
    /// later question and `apps` name the person, never unlocking to learn it.
    pub fn keep_names(&self, record: &serde_json::Value) {
        self.kept_names(true).remember(record);
    }

    /// The names kept, by talentCardId, for a table's name column.
    pub fn known_people(&self) -> std::collections::HashMap<String, String> {
        self.kept_names(false).known()
    }

    /// A job's title, as this machine last saw it printed (`jobs list`,
    /// `jobs create`): none when it never did.
    fn job_title(&self, job: &str) -> Option<String> {
        let path = crate::recall::path(self.settings.sandbox).ok()?;
        crate::recall::load(&path)
            .of(crate::recall::Kind::Job)
            .iter()
            .find(|e| e.value == job && !e.about.is_empty())
            .map(|e| e.about.clone())
    }

    /// The quota guard of the client, once the client is built.
    pub fn guard(&self) -> Option<&Arc<Guard>> {
        self.guard.get()
    }

    /// The operations' records in the ledger, once the client is built.
    pub fn records(&self) -> Option<&Arc<Records>> {
        self.records.get()
    }

    pub fn printer(&self) -> &Printer {
        &self.printer
    }

    /// The API client: built on first use. With `--sandbox` it first starts the
    /// embedded simulator (state kept in the data folder) and uses its
    /// production key; otherwise the key comes from `TALENT_API_KEY` or the store.
    pub async fn client(&self) -> Result<&Client> {
        self.client.get_or_try_init(|| self.build_client()).await
    }

    async fn build_client(&self) -> Result<Client> {
        let (base, alt) = self.base_urls().await?;
        // Say which profile has no key (and how to give it one) before any URL
        // or connection matters.
        let key = self
            .key_with_source()
            .await?
            .map(|(key, _)| key)
            .ok_or_else(|| auth::no_key_error(&self.settings.profile))?;
        if self.gateway().await? {
            self.say_gateway_ignores();
        }
        let client = self.new_client(base, alt, Some(key.clone()))?;
        // A team ledger starts with round trips to its database: the
        // service's connection is opened meanwhile.
        if self.is_team() {
            client.warm_up();
        }
        let meters = Arc::new(crate::ops::kit::meters::ServiceMeters::new(
            client.unhooked(),
        ));
        let (guard, local) = self.new_guard(key.expose(), meters)?;
        let guard = Arc::new(guard);
        let _ = self.guard.set(Arc::clone(&guard));
        let records = crate::records::Records::of(&guard);
        let _ = self.records.set(Arc::clone(&records));
        self.write_back_offline(&records).await;
        if let Some(export) = self.out.get() {
            let day = self.settings.time_scale.day();
            let r = Arc::clone(&records);
            export.keep_checkpoints_in(Checkpoints::new(
                local,
                crate::guard::fingerprint(key.expose()),
                day,
                Box::new(move || r.cycle_end_ms()),
            ));
        }
        // A team ledger keeps idempotency keys per workspace: learn it
        // before the key is looked up.
        if records.team()
            && self.global.idempotency_key.is_some()
            && !self.global.dry_run
            && !self.global.curl
        {
            records.workspace().await?;
        }
        Ok(client.with_hook(guard))
    }

    /// A team ledger that is back gets what this machine kept while it was
    /// away (every workspace's), once, before the guard judges anything
    /// from it. Only a machine that kept something waits for the connect.
    async fn write_back_offline(&self, records: &crate::records::Records) {
        let Some((pg, _)) = self.team.get() else {
            return;
        };
        let team = crate::ledger::TeamAdmin::new(Arc::clone(pg));
        if !team.kept_offline() || crate::ledger::Store::away(pg.as_ref()).is_some() {
            return;
        }
        let sink = self.sink();
        // What the service counted, read now: the write-back's unlocks go
        // in only within it (a line planted in this machine's file is
        // not a reason for a teammate's unlock to be free).
        let counted = records.fresh_snapshot().await.ok().map(|(ws, s)| {
            let used = [s.unlocks.used, s.searches.used, s.messages.used];
            (ws, s.cycle_ends, used)
        });
        let counted = counted
            .as_ref()
            .map(|(ws, c, n)| (ws.as_str(), c.as_deref(), *n));
        match team.write_back_offline(records.member(), counted) {
            Ok(Some((u, i, s))) => sink.status(&format!(
                "wrote what this machine kept while the team ledger was away to it: {u} unlock(s), {i} invite(s), {s} spend line(s)"
            )),
            Ok(None) => {}
            Err(e) => sink.warn(&format!(
                "the records kept while the team ledger was away were not written back yet ({}); the next run tries again",
                e.message.trim_end_matches('.')
            )),
        }
    }

    /// Whether this run goes through a team's gateway: its credential is a
    /// member token (`tlm_…`; never with `--sandbox`). Loads the key.
    pub async fn gateway(&self) -> Result<bool> {
        self.gateway
            .get_or_try_init(|| async {
                if self.settings.sandbox {
                    return Ok(false);
                }
                Ok(self
                    .stored_or_env_key()
                    .await?
                    .is_some_and(|(k, _)| crate::api::gateway::is_member_token(k.expose())))
            })
            .await
            .copied()
    }

    /// Refuses a command that administers the team ledger itself (`team
    /// allowance *`, `ledger *`, `usage --local`) in gateway mode: exit 2,
    /// nothing sent.
    pub async fn refuse_through_gateway(&self) -> Result<()> {
        if !self.gateway().await? {
            return Ok(());
        }
        let what = match self.command.as_str() {
            "usage" => "usage --local",
            other => other,
        };
        Err(Error::usage(format!(
            "`talent {what}` works on the team ledger itself, and this profile goes through a gateway: run it where the ledger is"
        ))
        .with_hint(
            "the team's lead runs it with --ledger-url on the gateway's machine; `talent usage` and `talent team usage` show your spends here",
        ))
    }

    /// In gateway mode the member is who authenticated and the gateway
    /// keeps the ledger: `--member`, `TALENT_MEMBER`, `--offline-spend`
    /// and `TALENT_LEDGER_*` change nothing. One notice says which were set.
    pub(crate) fn say_gateway_ignores(&self) {
        let env_set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
        let mut set: Vec<String> = Vec::new();
        if self.global.member.is_some() {
            set.push(
                match env_set("TALENT_MEMBER")
                    && !std::env::args().any(|a| a.starts_with("--member"))
                {
                    true => "TALENT_MEMBER",
                    false => "--member",
                }
                .to_string(),
            );
        } else if env_set("TALENT_MEMBER") {
            set.push("TALENT_MEMBER".into());
        }
        if self.global.offline_spend {
            set.push("--offline-spend".into());
        }
        if self.global.ledger_url.is_some() {
            set.push("--ledger-url".into());
        }
        let mut ledger_env: Vec<String> = std::env::vars_os()
            .filter_map(|(k, v)| {
                let k = k.to_str()?.to_string();
                (k.starts_with("TALENT_LEDGER_") && !v.is_empty()).then_some(k)
            })
            .collect();
        ledger_env.sort();
        set.extend(ledger_env);
        set.dedup();
        if set.is_empty() {
            return;
        }
        self.sink().warn(&format!(
            "{} {} no effect through a gateway: the gateway knows who you are by your token and keeps the team ledger",
            set.join(", "),
            if set.len() == 1 { "has" } else { "have" }
        ));
    }

    /// The guard for `key`: the ledger in the data folder (the embedded
    /// sandbox keeps its own beside its state, reset with it); and the
    /// local ledger file, which keeps export checkpoints whatever the ledger.
    fn new_guard(
        &self,
        key: &str,
        meters: Arc<dyn crate::guard::MeterSource>,
    ) -> Result<(Guard, crate::ledger::CheckpointFile)> {
        let path = crate::paths::ledger(self.settings.sandbox)?;
        let reserve = |key: &str| -> Result<Option<i64>> {
            Ok(self
                .config
                .value(&self.settings.profile, key)?
                .and_then(|v| v.parse().ok()))
        };
        let mut options = GuardOptions {
            dry_run: self.global.dry_run || self.global.curl,
            command: self.command.clone(),
            yes: self.global.yes,
            budgets: [
                self.global.max_unlocks,
                self.global.max_searches,
                self.global.max_messages,
            ],
            reserves: [
                reserve("reserve_unlocks")?,
                reserve("reserve_searches")?,
                reserve("reserve_messages")?,
            ],
            time_scale: self.settings.time_scale,
            member: String::new(),
            offline_spend: self.global.offline_spend,
            // A hold outlives the longest an attempt may take.
            attempt_deadline: Some(self.global.max_time),
            max_wait: Some(self.global.max_wait),
            // A window (browse) and an MCP session ask their own way.
            ask_spends: self.settings.ask_spends
                && self.window.get().is_none()
                && self.command != "mcp",
            heard: false,
        };
        let member_token = crate::api::gateway::is_member_token(key) && !self.settings.sandbox;
        let (store, local, broken) = match member_token {
            true => self.gateway_store(&path)?,
            false => self.open_stores(&path)?,
        };
        if member_token {
            // The gateway judges the workspace's reserve (429 `reserve`,
            // then the question); the member's own budgets still hold.
            options.reserves = [Some(0); 3];
            options.offline_spend = false;
        }
        options.member = match (&self.settings.member, store.team()) {
            _ if member_token => String::new(),
            (Some(m), _) => m.clone(),
            (None, false) => String::new(),
            (None, true) => {
                return Err(Error::usage(
                    "a team ledger records who spends, and this machine's login and host name are unknown",
                )
                .with_hint("set --member NAME, TALENT_MEMBER or `talent config set member NAME`"))
            }
        };
        let parts = crate::guard::Parts {
            store,
            meters,
            ask: match self.window.get() {
                Some(w) => Arc::clone(&w.ask),
                None => Arc::clone(&self.ui) as Arc<dyn crate::guard::Ask>,
            },
            sink: self.sink(),
            broken,
        };
        Ok((Guard::new(parts, key, options), local))
    }

    /// The store of a gateway run: no spend ledger on this machine (the
    /// gateway keeps it), the member's records in the local file.
    #[allow(clippy::type_complexity)]
    fn gateway_store(
        &self,
        local_path: &std::path::Path,
    ) -> Result<(
        Arc<dyn crate::ledger::Store>,
        crate::ledger::CheckpointFile,
        Option<Error>,
    )> {
        use crate::ledger::{CheckpointFile, GatewayStore, SqliteStore};
        let (local, broken): (Arc<SqliteStore>, _) = match SqliteStore::open(local_path) {
            Ok(store) => (Arc::new(store), None),
            Err(e) => (Arc::new(SqliteStore::in_memory()?), Some(e)),
        };
        // A local file that cannot be opened loses only what the member
        // has seen: the gateway judges every spend either way.
        if let Some(e) = broken {
            self.sink().warn(&format!(
                "{}; what this run sees is not kept",
                e.message.trim_end_matches('.')
            ));
        }
        let store = GatewayStore::new(Arc::clone(&local))?;
        Ok((Arc::new(store), CheckpointFile::new(local), None))
    }

    /// The ledger a run keeps its records in, and why it is broken when it
    /// is: the local file (the embedded sandbox's with `--sandbox`), or a
    /// team ledger with the local file beside it (checkpoints; `prefer`'s
    /// stand-in). An embedded sandbox never writes to a team ledger.
    pub fn open_store(
        &self,
        local_path: &std::path::Path,
    ) -> Result<(Arc<dyn crate::ledger::Store>, Option<Error>)> {
        let (store, _, broken) = self.open_stores(local_path)?;
        Ok((store, broken))
    }

    /// [`Context::open_store`], with the local file it keeps beside.
    #[allow(clippy::type_complexity)]
    fn open_stores(
        &self,
        local_path: &std::path::Path,
    ) -> Result<(
        Arc<dyn crate::ledger::Store>,
        crate::ledger::CheckpointFile,
        Option<Error>,
    )> {
        use crate::config::ledger::Target;
        use crate::ledger::{CheckpointFile, SqliteStore};
        if let (Target::Postgres(_), false, Some((pg, file))) = (
            &self.settings.ledger,
            self.settings.sandbox,
            self.team.get(),
        ) {
            return Ok((
                Arc::clone(pg) as Arc<dyn crate::ledger::Store>,
                file.clone(),
                None,
            ));
        }
        let path = match (&self.settings.ledger, self.settings.sandbox) {
            (Target::Sqlite(Some(p)), false) => p.clone(),
            _ => local_path.to_path_buf(),
        };
        let (local, broken): (Arc<SqliteStore>, _) = match SqliteStore::open(&path) {
            Ok(store) => (Arc::new(store), None),
            Err(e) => (Arc::new(SqliteStore::in_memory()?), Some(e)),
        };
        match (&self.settings.ledger, self.settings.sandbox) {
            (Target::Postgres(_), false) => {
                let file = CheckpointFile::new(Arc::clone(&local));
                Ok((self.team_ledger(local)?, file, None))
            }
            _ => Ok((
                Arc::clone(&local) as Arc<dyn crate::ledger::Store>,
                CheckpointFile::new(local),
                broken,
            )),
        }
    }

    /// The team ledger's store, started on first use (its connect runs in
    /// the background) with the local file `local` beside it; later calls
    /// share it.
    fn team_ledger(
        &self,
        local: Arc<crate::ledger::SqliteStore>,
    ) -> Result<Arc<crate::ledger::pg::PgStore>> {
        use crate::config::ledger::Target;
        if let Some((pg, _)) = self.team.get() {
            return Ok(Arc::clone(pg));
        }
        let Target::Postgres(t) = &self.settings.ledger else {
            return Err(Error::failure("the ledger is not a team ledger"));
        };
        let mut t = t.clone();
        t.ca_file = self.ca_file()?.map(|ca| ca.path);
        let lease = self.settings.time_scale.scale(crate::ledger::pg::LEASE);
        let file = crate::ledger::CheckpointFile::new(Arc::clone(&local));
        let pg = Arc::new(crate::ledger::pg::PgStore::start(
            t,
            self.settings.ledger_mode,
            local,
            lease,
        )?);
        Ok(Arc::clone(&self.team.get_or_init(|| (pg, file)).0))
    }

    /// Whether this run's ledger is a team ledger (never with `--sandbox`).
    pub fn is_team(&self) -> bool {
        !self.settings.sandbox
            && matches!(
                self.settings.ledger,
                crate::config::ledger::Target::Postgres(_)
            )
    }

    /// The team ledger's administration (allowances, usage by member, one
    /// workspace's prune and reset, migrate, import, doctor's checks), from
    /// the ledger target: exit 2 with `--sandbox` or on the local file,
    /// whose store has no team to administer.
    pub fn team_admin(&self) -> Result<crate::ledger::TeamAdmin> {
        use crate::config::ledger::Target;
        if self.settings.sandbox {
            return Err(
                Error::usage("an embedded --sandbox run never uses a team ledger").with_hint(
                    "run against `talent sandbox serve` with --ledger-url to try a team ledger",
                ),
            );
        }
        if !matches!(self.settings.ledger, Target::Postgres(_)) {
            return Err(Error::usage(format!(
                "`talent {}` administers a team ledger, and this run uses the local one",
                self.command
            ))
            .with_hint("point every machine at one database: --ledger-url postgres://USER@HOST/DB (or TALENT_LEDGER_URL)"));
        }
        let pg = match self.team.get() {
            Some((pg, _)) => Arc::clone(pg),
            None => {
                let path = crate::paths::ledger(false)?;
                let local = match crate::ledger::SqliteStore::open(&path) {
                    Ok(store) => Arc::new(store),
                    Err(_) => Arc::new(crate::ledger::SqliteStore::in_memory()?),
                };
                self.team_ledger(local)?
            }
        };
        Ok(crate::ledger::TeamAdmin::new(pg))
    }

    /// The guard of a run on a team ledger that is reachable, its team
    /// administration and the workspace of the key (exit 2 on a local
    /// ledger, 1 when the database is away: an allowance is never set on a
    /// stand-in).
    pub async fn team_guard(&self) -> Result<(Arc<Records>, crate::ledger::TeamAdmin, String)> {
        let admin = self.team_admin()?;
        self.client().await?;
        let records = self
            .records()
            .cloned()
            .ok_or_else(|| Error::failure("the ledger could not be opened"))?;
        if let Some(away) = records.away() {
            // A database that refused says what fixes it (a grant, a
            // password); one that is away gets the generic hint.
            let hint = away.why.hint.clone().unwrap_or_else(|| {
                "check that the database runs and the URL is right; nothing was changed".into()
            });
            return Err(away.why.with_hint(hint));
        }
        let ws = records.workspace().await?;
        Ok((records, admin, ws))
    }

    /// A client that sends `key` instead of the profile's, for `auth login`,
    /// which checks a key before storing it. Same base URLs (the embedded
    /// sandbox's with `--sandbox`), time scale and `-v` tracer as
    /// [`Context::client`].
    pub async fn client_for_key(&self, key: ApiKey) -> Result<Client> {
        let (base, alt) = self.base_urls().await?;
        self.new_client(base, alt, Some(key))
    }

    /// A client that sends `key` to the given bases (`auth login --gateway`,
    /// before they are the profile's).
    pub async fn client_at(&self, base: String, alt: String, key: ApiKey) -> Result<Client> {
        self.new_client(base, alt, Some(key))
    }

    /// The main and additional base URLs requests go to: the settings', or
    /// with `--sandbox` the embedded simulator's (started on first use).
    pub async fn base_urls(&self) -> Result<(String, String)> {
        if self.settings.sandbox {
            let sb = self.start_embedded().await?;
            return Ok((sb.0, sb.1));
        }
        Ok((
            self.settings.base_url.clone(),
            self.settings.alt_base_url.clone(),
        ))
    }

    fn new_client(&self, base: String, alt: String, key: Option<ApiKey>) -> Result<Client> {
        self.warn_scaled_time(&base, &alt);
        let mut options = ClientOptions::new(base, alt);
        if let Some(key) = &key {
            // `-v` and error lines never show it, whatever carried it there
            // (a fixtures path from `${env.TALENT_API_KEY}`, a header, a body).
            self.ui.redact(key.expose());
        }
        if let Some(key) = key.as_ref().filter(|_| !self.settings.sandbox) {
            let member = crate::api::gateway::is_member_token(key.expose());
            let cache = crate::paths::data_dir()
                .ok()
                .map(|d| d.join(crate::api::gateway::CACHE_FILE));
            options.gate = Some(Arc::new(crate::api::gateway::Gate::new(member, cache)));
            if member {
                options.gateway = Some(crate::api::GatewayRun {
                    confirm_all: self.global.yes,
                    budgeted: [
                        (
                            self.global.max_unlocks,
                            talent_spec::rate::Meter::ApiUnlocks,
                        ),
                        (self.global.max_searches, talent_spec::rate::Meter::Searches),
                        (self.global.max_messages, talent_spec::rate::Meter::Messages),
                    ]
                    .into_iter()
                    .filter_map(|(b, m)| b.map(|_| m))
                    .collect(),
                    idempotency_key: self.global.idempotency_key.clone(),
                    confirm: Some(self.reserve_question()),
                });
            }
        }
        options.key = key;
        options.time_scale = self.settings.time_scale;
        if self.ui.verbose() {
            let sink = self.sink();
            options.tracer = Some(Arc::new(move |line: &str| sink.trace(line)));
        }
        if self.global.dry_run || self.global.curl {
            let ui = Arc::clone(&self.ui);
            options.preview = Some(crate::api::Preview {
                curl: self.global.curl,
                print: Arc::new(move |text: &str| {
                    // A body may carry the key too (a title typed with it).
                    let _ = ui.out(ui.redacted(text).as_bytes());
                }),
            });
        }
        options.timeout = self.global.timeout;
        options.max_time = self.global.max_time;
        options.max_wait = self.global.max_wait;
        options.ca_file = self.ca_file()?;
        options.max_body = self.settings.max_body;
        let sink = self.sink();
        options.notice = Some(Arc::new(move |line: &str| sink.warn(line)));
        let sink = self.sink();
        options.waiter = Some(Arc::new(move |why: String, wait: Duration| {
            let sink = Arc::clone(&sink);
            Box::pin(async move { sink.countdown(&why, wait).await })
        }));
        Client::new(options)
    }

    /// The question a gateway's 429 `reserve` puts to the person: yes sends
    /// the spend again with `Talent-Confirm: reserve`; no one to ask (no
    /// terminal, `--no-input`) or a no is the gateway's refusal (exit 5).
    fn reserve_question(&self) -> crate::api::ConfirmReserve {
        let ui = Arc::clone(&self.ui);
        Arc::new(move |refused: Error| {
            let ui = Arc::clone(&ui);
            Box::pin(async move {
                // One question per run: the yes to its question before the
                // spend is the yes to this one (cli.md, *Asking before a spend*).
                if ui.spend_approved() {
                    ui.status("the workspace is under its reserve (the gateway says so): sent again with your yes");
                    return Ok(());
                }
                if !ui.can_prompt() {
                    return Err(refused);
                }
                let why = refused
                    .message
                    .split(" (HTTP")
                    .next()
                    .unwrap_or(&refused.message)
                    .to_string();
                let question = format!(
                    "The gateway says this spend would cross the workspace's reserve ({why}). Spend it anyway?"
                );
                crate::task::spawn_blocking(move || ui.confirm(&question))
                    .await
                    .map_err(|e| Error::failure(format!("the question failed: {e}")))?
                    .and_then(|yes| match yes {
                        Some(true) => Ok(()),
                        _ => Err(Error::new(
                            crate::ErrorKind::Quota,
                            "declined, nothing was sent: the spend would cross the workspace's reserve",
                        )),
                    })
            })
        })
    }

    /// The extra roots of `--ca-file`, `TALENT_CA_FILE` or the profile's
    /// `ca_file`, read now: a file that is missing or holds no certificate
    /// is exit 2 before anything is sent.
    pub fn ca_file(&self) -> Result<Option<crate::config::ca_file::CaFile>> {
        let (path, source) = match &self.global.ca_file {
            // clap folds the flag and the variable together: tell them apart.
            Some(p)
                if std::env::var_os("TALENT_CA_FILE").is_some_and(|v| *v == *p.as_os_str())
                    && !std::env::args().any(|a| a.starts_with("--ca-file")) =>
            {
                (p.clone(), "TALENT_CA_FILE")
            }
            Some(p) => (p.clone(), "--ca-file"),
            None => match self.config.value(&self.settings.profile, "ca_file")? {
                Some(p) if !p.trim().is_empty() => (std::path::PathBuf::from(p), "config ca_file"),
                _ => return Ok(None),
            },
        };
        crate::config::ca_file::CaFile::load(&path, source).map(Some)
    }

    /// A time scale other than 1 shortens the client's pacing windows and
    /// backoff; only a sandbox scales its own limits to match, so against
    /// any other base it earns real blocks. Said once, before anything is sent.
    fn warn_scaled_time(&self, base: &str, alt: &str) {
        let factor = self.settings.time_scale.factor();
        if factor == 1.0 {
            return;
        }
        // The built-in additional base beside a loopback main one is a
        // sandbox setup that never named it: only the bases in use count.
        let alt_in_use = alt.trim_end_matches('/') != crate::config::DEFAULT_ALT_BASE_URL;
        let remote = [Some(base), alt_in_use.then_some(alt)]
            .into_iter()
            .flatten()
            .find(|b| url::Url::parse(b).is_ok_and(|u| !crate::config::base_url::is_loopback(&u)));
        if let Some(remote) = remote {
            self.sink().warn(&format!(
                "time scale {factor} (TALENT_TIME_SCALE or time_scale) scales the client's pacing windows and backoff, \
                 but {remote} is not a loopback sandbox and does not scale its limits: this run may be rate limited or blocked; \
                 unset TALENT_TIME_SCALE (or `talent config unset time_scale`) for a real service"
            ));
        }
    }

    /// The key [`Context::client`] sends and where it comes from: the
    /// embedded sandbox's with `--sandbox`, else `TALENT_API_KEY`, else the
    /// profile's key store. `auth status` reports the source.
    pub async fn key_with_source(&self) -> Result<Option<(ApiKey, KeySource)>> {
        if self.settings.sandbox {
            let (_, _, key) = self.start_embedded().await?;
            return Ok(Some((key, KeySource::Sandbox)));
        }
        self.stored_or_env_key().await
    }

    async fn stored_or_env_key(&self) -> Result<Option<(ApiKey, KeySource)>> {
        if let Some(key) = auth::env_key()? {
            return Ok(Some((key, KeySource::Env)));
        }
        let found = auth::load_key_async(&self.settings.profile, &self.config).await?;
        Ok(found.map(|(key, backend)| (key, KeySource::Store(backend))))
    }

    async fn start_embedded(&self) -> Result<(String, String, ApiKey)> {
        self.embedded.start(&self.settings, &self.ui).await
    }

    /// Work to do after the command, whatever its outcome: stop the embedded
    /// sandbox, which saves its state so the next command sees this one's history.
    pub async fn finish(&self) -> Result<()> {
        if let Some(guard) = self.guard() {
            for (meter, n) in guard.possible_spends() {
                self.ui.warn(&format!(
                    "{n} {} request(s) failed after they may have reached the service: \
                     up to {n} more {} than shown may have been spent (`talent usage` shows the meters)",
                    crate::meter::words(meter).request,
                    crate::meter::words(meter).name
                ));
            }
        }
        self.embedded.stop().await
    }
}
