//! What every command gets: the resolved settings, the output handle, the
//! printer, and (lazily, because `--help`-like commands need none of it) the
//! API client with the hooks the guard and pacer plug into.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{Mutex, OnceCell};

use crate::api::{Client, ClientOptions};
use crate::auth::{self, ApiKey, Config};
use crate::clock::{Clock, TimeScale};
use crate::guard::{Guard, GuardOptions};
use crate::output::{Format, Printer, PrinterOptions};
use crate::ui::Ui;
use crate::{Error, Result};
use talent_sandbox::{self as sandbox, RunningSandbox, SandboxConfig};

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

/// Settings after precedence: flag, then environment, then the profile's
/// config, then built-in defaults.
#[derive(Debug, Clone)]
pub struct Settings {
    pub profile: String,
    pub base_url: String,
    pub alt_base_url: String,
    pub sandbox: bool,
    pub time_scale: TimeScale,
    /// "Now" for this run: the system clock, or `TALENT_NOW`
    /// (the process's one clock, `crate::clock`).
    pub clock: Clock,
    /// The largest answer the client reads (`max_response_mib`, default 32).
    pub max_body: u64,
    /// The ledger (`--ledger-url`, `TALENT_LEDGER_URL`, `ledger_url`).
    pub ledger: crate::ledger::target::Target,
    /// `TALENT_LEDGER_MODE` (a team ledger that is away).
    pub ledger_mode: crate::ledger::target::Mode,
    /// Who spends (`--member`, `TALENT_MEMBER`, `member`, LOGIN@HOST).
    pub member: Option<String>,
}

pub struct Context {
    pub global: GlobalArgs,
    pub ui: Arc<Ui>,
    pub settings: Settings,
    pub config: Config,
    printer: Printer,
    client: OnceCell<Client>,
    embedded: Mutex<Option<RunningSandbox>>,
    /// The embedded sandbox's state lock, held from load to save, so parallel
    /// `--sandbox` processes take turns: N spends are N spends, and a second
    /// identical invite sees the first. `None` without a writable data folder.
    embedded_lock: Mutex<Option<StateLock>>,
    /// The quota guard and pacer of the client (built with it).
    guard: std::sync::OnceLock<Arc<Guard>>,
    /// The subcommand, for the ledger's audit log.
    command: String,
    /// Where the guard asks and reports instead of the terminal's stderr
    /// (`browse`'s window), when set before the client is built.
    window: std::sync::OnceLock<Window>,
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
        let config = Config::load()?;
        let profile = auth::profile_name(global.profile.as_deref())?;
        // A stored value, checked; a flag or the environment wins without
        // reading (or failing on) the stored one.
        let setting = |flag: Option<String>, key: &str| -> Result<Option<String>> {
            if flag.is_some() {
                return Ok(flag);
            }
            match config.value(&profile, key) {
                Ok(v) => Ok(v),
                // `config list` reports it; `set` and `unset` repair it.
                Err(_) if repairing_config => Ok(None),
                Err(e) => Err(e),
            }
        };
        let base_url = setting(global.base_url.clone(), "base_url")?
            .unwrap_or_else(|| auth::DEFAULT_BASE_URL.to_string());
        let alt_base_url = setting(global.alt_base_url.clone(), "alt_base_url")?
            .unwrap_or_else(|| auth::DEFAULT_ALT_BASE_URL.to_string());
        let time_scale = match crate::clock::scale_from_env()? {
            Some(scale) => scale,
            None => setting(None, "time_scale")?
                .and_then(|v| TimeScale::parse(&v))
                .unwrap_or_default(),
        };
        // `TALENT_NOW` fixes or starts "now" (relative times in tables, the
        // embedded sandbox's clock, the guard's) so whole-output snapshots
        // are stable.
        let clock = crate::clock::from_env()?;
        let format = match global.output {
            Some(Format::Table | Format::Csv | Format::Tsv) if global.jq.is_some() => {
                return Err(Error::usage(
                    "--jq filters JSON: it cannot be used with -o table, csv or tsv",
                )
                .with_hint("use -o json (the whole array) or -o jsonl (each record)"));
            }
            Some(f) => f,
            // `--jq` implies JSON, as in gh.
            None if global.jq.is_some() => Format::Json,
            None => match setting(None, "output")? {
                Some(name) => parse_format(&name)?,
                // Data for a file (`--out`) is for programs, like a pipe's.
                None if ui.stdout_is_terminal() && global.out.is_none() => Format::Table,
                None => Format::Json,
            },
        };
        let printer = Printer::new(PrinterOptions {
            format,
            fields: global.fields.clone(),
            color: ui.color(),
            width: None,
            now: clock.now(),
            formula_guard: !global.no_formula_guard
                && setting(None, "formula_guard")?.is_none_or(|v| v == "true"),
            headers: !global.no_headers,
            jq: global.jq.clone(),
        })?;
        // Long tables on a terminal are paged: TALENT_PAGER (empty: never),
        // else the `pager` setting, else PAGER, else `less -FRX` (which
        // prints a short table as it is and exits).
        if format == Format::Table && !global.no_pager && global.out.is_none() {
            let chosen = match std::env::var("TALENT_PAGER") {
                Ok(v) => Some(v),
                Err(_) => match setting(None, "pager")? {
                    Some(v) => Some(v),
                    None => std::env::var("PAGER").ok(),
                },
            };
            let command = chosen.unwrap_or_else(|| "less -FRX".to_string());
            if !command.trim().is_empty() {
                ui.use_pager(command);
            }
        }
        let max_body = setting(None, "max_response_mib")?
            .and_then(|v| v.parse::<u64>().ok())
            .map_or(32 << 20, |mib| mib << 20);
        let ledger = {
            use crate::ledger::target::{parse, Source};
            let env = std::env::var("TALENT_LEDGER_URL")
                .ok()
                .filter(|v| !v.trim().is_empty());
            match (&global.ledger_url, env) {
                (Some(flag), _) => parse(flag, Source::Flag)?,
                (None, Some(env)) => parse(&env, Source::Env)?,
                (None, None) => match setting(None, "ledger_url")? {
                    Some(v) => parse(&v, Source::Config)?,
                    None => crate::ledger::target::Target::Sqlite(None),
                },
            }
        };
        let ledger_mode = crate::ledger::target::mode_from_env()?;
        let member = match setting(global.member.clone(), "member")? {
            Some(m) => Some(crate::ledger::target::check_member(&m)?),
            None => crate::ledger::target::default_member(),
        };
        let settings = Settings {
            ledger,
            ledger_mode,
            member,
            profile,
            base_url,
            alt_base_url,
            sandbox: global.sandbox,
            time_scale,
            clock,
            max_body,
        };
        Ok(Context {
            global,
            ui,
            settings,
            config,
            printer,
            client: OnceCell::new(),
            embedded: Mutex::new(None),
            embedded_lock: Mutex::new(None),
            guard: std::sync::OnceLock::new(),
            command: String::new(),
            window: std::sync::OnceLock::new(),
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
        if let Some(names) = self.printer.field_list(view) {
            if names.is_empty() {
                return Err(Error::usage("this command's records have no fixed fields")
                    .with_hint("--fields takes any dotted path of the JSON output (see -o json)"));
            }
            self.ui.out(names.as_bytes())?;
            return Err(Error::new(crate::error::ErrorKind::DryRun, "fields listed"));
        }
        self.printer.check(view)
    }

    /// A paged list run of `view` records (call after [`Context::client`],
    /// which opens the ledger): with `--out`, an export that checkpoints
    /// every page so `--resume` can continue it.
    pub fn listing<'a>(
        &'a self,
        view: &'a crate::output::View,
        take: crate::ops::pager::Take,
        first_page: u64,
        asked_size: Option<u32>,
    ) -> Result<crate::ops::pager::Listing<'a>> {
        self.check(view)?;
        let export = match (&self.global.out, self.guard()) {
            (Some(target), Some(guard)) => Some(crate::ops::export::Export::new(
                guard.clone(),
                target,
                &std::env::args().skip(1).collect::<Vec<_>>(),
                self.printer.format(),
                self.global.resume,
            )?),
            (Some(_), None) if self.global.resume => {
                return Err(Error::usage(
                    "--resume needs the ledger, which keeps checkpoints, and there is none",
                )
                .with_hint("set TALENT_DATA_DIR to a folder you can write to"))
            }
            _ => None,
        };
        Ok(crate::ops::pager::Listing {
            printer: &self.printer,
            ui: &self.ui,
            view,
            take,
            first_page,
            asked_size,
            spend: None,
            export,
            fresh: None,
        })
    }

    /// The write under `--idempotency-key`, if one was given (call after
    /// [`Context::client`]). When the key already did this request, the
    /// recorded result is printed through `print`, `already done` goes to
    /// stderr, and [`Gate::Done`] tells the command to stop: nothing is sent.
    pub fn once(
        &self,
        command: &str,
        request: &serde_json::Value,
        print: impl FnOnce(&serde_json::Value) -> Result<()>,
    ) -> Result<crate::ops::idempotency::Gate> {
        use crate::ops::idempotency::Gate;
        let Some(key) = &self.global.idempotency_key else {
            return Ok(Gate::Send(None));
        };
        let Some(guard) = self.guard() else {
            return Err(Error::usage(
                "--idempotency-key needs the ledger, which records the keys, and there is none",
            )
            .with_hint("set TALENT_DATA_DIR to a folder you can write to"));
        };
        let once = crate::ops::idempotency::Once::new(
            guard.clone(),
            key,
            command,
            request,
            self.global.force,
        )?;
        if let Some(done) = once.recorded()? {
            print(&done.result)?;
            let at = chrono::DateTime::from_timestamp_millis(done.at_ms)
                .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
                .unwrap_or_default();
            self.ui.status(&format!(
                "already done: the idempotency key {key:?} was used at {at}; nothing was sent (--force sends again)"
            ));
            return Ok(Gate::Done);
        }
        Ok(Gate::Send(Some(once)))
    }

    /// `--watch`: the time between looks (× time scale), or `None`.
    pub fn watch_every(&self, args: &crate::cmd::args::NewArgs) -> Option<std::time::Duration> {
        args.watch
            .then(|| self.settings.time_scale.scale(args.interval))
    }

    /// `--new --state NAME` as the pager's memory (call after [`Context::client`]).
    pub fn fresh(
        &self,
        args: &crate::cmd::args::NewArgs,
    ) -> Result<Option<crate::ops::pager::Fresh>> {
        if !args.new {
            return Ok(None);
        }
        if args.watch && args.interval < std::time::Duration::from_secs(10) {
            return Err(Error::usage("--interval must be at least 10s").with_hint(
                "a look costs requests (a search page costs a search): e.g. --interval 5m",
            ));
        }
        let state = args.state.as_deref().unwrap_or("").trim().to_string();
        if state.is_empty() {
            return Err(
                Error::usage("--state needs a name").with_hint("e.g. --new --state morning-go")
            );
        }
        let Some(guard) = self.guard() else {
            return Err(Error::usage(
                "--new needs the ledger, which remembers what was printed, and there is none",
            )
            .with_hint("set TALENT_DATA_DIR to a folder you can write to"));
        };
        Ok(Some(crate::ops::pager::Fresh {
            guard: guard.clone(),
            state,
            printed: Vec::new(),
            skipped: 0,
        }))
    }

    /// The error a command stopped by SIGTERM ends with; the guard first
    /// settles what was in flight as "may have spent".
    pub fn interrupted(&self) -> Error {
        let maybe = self.guard().map(|g| g.interrupted()).unwrap_or_default();
        let mut e = Error::new(
            crate::error::ErrorKind::Interrupted,
            "stopped by SIGTERM; nothing more was sent",
        );
        if !maybe.is_empty() {
            let what: Vec<String> = maybe
                .iter()
                .map(|(m, n)| crate::guard::quota::count(*m, *n))
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

    /// The quota guard of the client, once the client is built.
    pub fn guard(&self) -> Option<&Arc<Guard>> {
        self.guard.get()
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
        let client = self.new_client(base, alt, Some(key.clone()))?;
        let meters = Arc::new(crate::ops::meters::ServiceMeters::new(client.unhooked()));
        let guard = Arc::new(self.new_guard(key.expose(), meters)?);
        let _ = self.guard.set(Arc::clone(&guard));
        // A team ledger keeps idempotency keys per workspace: learn it
        // before the key is looked up.
        if guard.team()
            && self.global.idempotency_key.is_some()
            && !self.global.dry_run
            && !self.global.curl
        {
            guard.prepare().await?;
        }
        Ok(client.with_hook(guard))
    }

    /// The guard for `key`: the ledger in the data folder (the embedded
    /// sandbox keeps its own beside its state, reset with it).
    fn new_guard(&self, key: &str, meters: Arc<dyn crate::guard::MeterSource>) -> Result<Guard> {
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
            attempt_deadline: None,
        };
        let (store, broken) = self.open_store(&path)?;
        options.member = match (&self.settings.member, store.team()) {
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
        };
        let guard = Guard::new(parts, key, options);
        Ok(match broken {
            Some(e) => guard.without_ledger(e),
            None => guard,
        })
    }

    /// The ledger a run keeps its records in, and why it is broken when it
    /// is: the local file (the embedded sandbox's with `--sandbox`), or a
    /// team ledger with the local file beside it (checkpoints; `prefer`'s
    /// stand-in). An embedded sandbox never writes to a team ledger.
    pub fn open_store(
        &self,
        local_path: &std::path::Path,
    ) -> Result<(Arc<dyn crate::ledger::Store>, Option<Error>)> {
        use crate::ledger::target::Target;
        use crate::ledger::SqliteStore;
        let path = match (&self.settings.ledger, self.settings.sandbox) {
            (Target::Sqlite(Some(p)), false) => p.clone(),
            _ => local_path.to_path_buf(),
        };
        let (local, broken): (Arc<dyn crate::ledger::Store>, _) = match SqliteStore::open(&path) {
            Ok(store) => (Arc::new(store), None),
            Err(e) => (Arc::new(SqliteStore::in_memory()?), Some(e)),
        };
        match (&self.settings.ledger, self.settings.sandbox) {
            (Target::Postgres(t), false) => {
                let mut t = t.clone();
                t.ca_file = self.ca_file()?.map(|ca| ca.path);
                let store = crate::ledger::pg::PgStore::start(t, self.settings.ledger_mode, local)?;
                Ok((Arc::new(store), None))
            }
            _ => Ok((local, broken)),
        }
    }

    /// The guard of a run on a team ledger that is reachable, and the
    /// workspace of the key (exit 2 on a local ledger, 1 when the database is
    /// away: an allowance is never set on a stand-in).
    pub async fn team_guard(&self) -> Result<(Arc<Guard>, String)> {
        if self.settings.sandbox {
            return Err(
                Error::usage("an embedded --sandbox run never uses a team ledger").with_hint(
                    "run against `talent sandbox serve` with --ledger-url to try a team ledger",
                ),
            );
        }
        if !matches!(
            self.settings.ledger,
            crate::ledger::target::Target::Postgres(_)
        ) {
            return Err(Error::usage("allowances live in a team ledger, and this run uses the local one")
                .with_hint("point every machine at one database: --ledger-url postgres://USER@HOST/DB (or TALENT_LEDGER_URL)"));
        }
        self.client().await?;
        let guard = self
            .guard()
            .cloned()
            .ok_or_else(|| Error::failure("the ledger could not be opened"))?;
        if let Some(away) = guard.store().away() {
            return Err(away.why.with_hint(
                "check that the database runs and the URL is right; nothing was changed",
            ));
        }
        let ws = guard.workspace_id().await?;
        Ok((guard, ws))
    }

    /// A client that sends `key` instead of the profile's, for `auth login`,
    /// which checks a key before storing it. Same base URLs (the embedded
    /// sandbox's with `--sandbox`), time scale and `-v` tracer as
    /// [`Context::client`].
    pub async fn client_for_key(&self, key: ApiKey) -> Result<Client> {
        let (base, alt) = self.base_urls().await?;
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
        let mut options = ClientOptions::new(base, alt);
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
                    let _ = ui.out(text.as_bytes());
                }),
            });
        }
        options.timeout = self.global.timeout;
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

    /// The extra roots of `--ca-file`, `TALENT_CA_FILE` or the profile's
    /// `ca_file`, read now: a file that is missing or holds no certificate
    /// is exit 2 before anything is sent.
    pub fn ca_file(&self) -> Result<Option<crate::api::tls::CaFile>> {
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
        crate::api::tls::CaFile::load(&path, source).map(Some)
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
        let mut slot = self.embedded.lock().await;
        if slot.is_none() {
            let state = crate::paths::embedded_sandbox_state()?;
            match lock_state(&state, &self.ui).await {
                Ok(lock) => {
                    if !lock.writable {
                        // A read-only data folder: read-only commands still work.
                        self.ui.warn(&format!(
                            "the data folder {} is read-only; this run's changes to the sandbox will not be kept",
                            state.parent().unwrap_or(&state).display()
                        ));
                    }
                    *self.embedded_lock.lock().await = Some(lock);
                }
                Err(e) => self.ui.warn(&format!(
                    "{e}; this run's changes to the sandbox may not be kept"
                )),
            }
            let config = SandboxConfig {
                state_file: Some(state),
                time_scale: self.settings.time_scale,
                clock: self.settings.clock.clone(),
                ..SandboxConfig::default()
            };
            *slot = Some(sandbox::start(config).await?);
        }
        let sb = slot
            .as_ref()
            .ok_or_else(|| Error::failure("the embedded sandbox did not start"))?;
        let key = ApiKey::parse(&sb.keys.production)
            .ok_or_else(|| Error::failure("the embedded sandbox has no usable key"))?;
        Ok((sb.base_url.clone(), sb.alt_base_url.clone(), key))
    }

    /// Work to do after the command, whatever its outcome: stop the embedded
    /// sandbox, which saves its state so the next command sees this one's history.
    pub async fn finish(&self) -> Result<()> {
        if let Some(client) = self.client.get() {
            for (meter, n) in client.possible_spends() {
                self.ui.warn(&format!(
                    "{n} {} request(s) failed after they may have reached the service: \
                     up to {n} more {} than shown may have been spent (`talent usage` shows the meters)",
                    meter_noun(meter),
                    meter_plural(meter)
                ));
            }
        }
        let writable = self
            .embedded_lock
            .lock()
            .await
            .as_ref()
            .is_some_and(|l| l.writable);
        if let Some(sb) = self.embedded.lock().await.take() {
            match sb.shutdown().await {
                Ok(()) => {}
                // The folder was not writable: said at the start.
                Err(_) if !writable => {}
                Err(e) => return Err(e.into()),
            }
        }
        // Saved: the next process may load.
        self.embedded_lock.lock().await.take();
        Ok(())
    }
}

/// The lock on the embedded sandbox's state, held from load to save.
struct StateLock {
    _file: std::fs::File,
    /// Exclusive, in a folder the state can be saved to; or shared, in a
    /// read-only folder (the run reads the state and saves nothing).
    writable: bool,
}

/// Takes the exclusive lock of the embedded sandbox's state (`state.json.lock`
/// beside it), waiting for another process that holds it. In a read-only
/// folder it takes a shared lock instead (flock needs no write access), so
/// the run still reads a state no writer is halfway through. Blocking, so on
/// the blocking pool.
async fn lock_state(state: &std::path::Path, ui: &Arc<Ui>) -> Result<StateLock> {
    let lock_path = state.with_extension("json.lock");
    let ui = Arc::clone(ui);
    tokio::task::spawn_blocking(move || {
        let wait = |e: std::fs::TryLockError| match e {
            std::fs::TryLockError::WouldBlock => {
                // Another `--sandbox` run holds it (perhaps at a prompt): say so, then wait.
                ui.status("waiting for another `talent --sandbox` run to finish…");
                Ok(())
            }
            std::fs::TryLockError::Error(e) => Err(e),
        };
        let dir_made = match lock_path.parent() {
            Some(dir) => talent_sandbox::persist::create_private_dir(dir),
            None => Ok(()),
        };
        // A folder without write bits (or on a read-only mount, where the
        // open fails) is read-only, even though its lock file may be writable.
        let folder_read_only = lock_path
            .parent()
            .and_then(|d| d.metadata().ok())
            .is_some_and(|m| m.permissions().readonly());
        let opened = dir_made.and_then(|()| {
            if folder_read_only {
                return Err(std::io::ErrorKind::ReadOnlyFilesystem.into());
            }
            std::fs::OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&lock_path)
        });
        match opened {
            Ok(file) => {
                if let Err(e) = file.try_lock() {
                    wait(e)?;
                    file.lock()?;
                }
                Ok(StateLock {
                    _file: file,
                    writable: true,
                })
            }
            Err(e) if read_only(&e) && lock_path.exists() => {
                let file = std::fs::File::open(&lock_path)?;
                if let Err(e) = file.try_lock_shared() {
                    wait(e)?;
                    file.lock_shared()?;
                }
                Ok(StateLock {
                    _file: file,
                    writable: false,
                })
            }
            Err(e) => Err(e),
        }
    })
    .await
    .map_err(|e| Error::failure(format!("the sandbox lock task failed: {e}")))?
    .map_err(|e| Error::failure(format!("cannot lock the embedded sandbox's state: {e}")))
}

fn meter_noun(m: talent_spec::rate::Meter) -> &'static str {
    use talent_spec::rate::Meter;
    match m {
        Meter::ApiUnlocks => "unlock",
        Meter::Searches => "search page",
        Meter::Messages => "invite",
    }
}

fn meter_plural(m: talent_spec::rate::Meter) -> &'static str {
    use talent_spec::rate::Meter;
    match m {
        Meter::ApiUnlocks => "unlocks",
        Meter::Searches => "searches",
        Meter::Messages => "messages",
    }
}

fn read_only(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
    )
}

fn parse_format(name: &str) -> Result<Format> {
    use clap::ValueEnum;
    Format::from_str(name, true).map_err(|_| {
        Error::usage(format!("invalid output format {name:?} in the config"))
            .with_hint("use table, json, jsonl, csv or tsv (`talent config set output json`)")
    })
}
