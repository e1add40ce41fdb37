//! The session's state: what `talent mcp`'s flags allow (`Options`), the
//! counts of what was used and spent, the decision lock, how questions are
//! put, the pages kept for their cursors, the tools dropped for a scope
//! the key lacks. `mod.rs` serves it; the path and the tools read it.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use super::ask::Asking;
use super::bridge::Bridge;
use super::conversation::{Conversation, Counts, Memory};
use super::engine::{Confirm, Engine, Toolset};
use super::kept::Kept;
use super::page;

/// What the session may do, from `talent mcp`'s flags.
#[derive(Debug, Clone)]
pub struct Options {
    pub read_only: bool,
    pub toolsets: Vec<Toolset>,
    /// `--tools`: single tools added by name, after the toolsets.
    pub tools: Vec<String>,
    /// `--exclude-tools`: single tools dropped by name.
    pub exclude_tools: Vec<String>,
    /// Questions-free acts: unlocks, searches, people reached, job changes.
    pub allow: [u64; 4],
    /// `--max-unlocks/--max-searches/--max-messages`: hard caps for the
    /// session (refused past them, never asked).
    pub caps: [Option<u64>; 3],
    pub confirm: Confirm,
    /// How talent opens its approval page here (`Opener::from_env()` for
    /// the command; never, by default).
    pub opener: page::Opener,
    /// `TALENT_TIME_SCALE`: the waits and a question's life scale with it.
    pub time_scale: crate::clock::TimeScale,
    /// Where the people this machine's sessions saw are kept for questions
    /// (beside the local ledger, 0600); `None`: this session only.
    pub names_file: Option<std::path::PathBuf>,
    /// Served by a team's gateway (`/mcp`): a question is asked only in
    /// the client's form; nothing is opened on the gateway's host and no
    /// page of this process is offered (the gateway's approvals page is
    /// its own).
    pub on_gateway: bool,
    /// On a gateway: where its questions are kept (the ledger), who asks,
    /// and the approvals page (URL mode, `approve_at`).
    pub gateway: Option<super::questions::OnGateway>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            read_only: false,
            toolsets: Toolset::DEFAULT.to_vec(),
            tools: Vec::new(),
            exclude_tools: Vec::new(),
            allow: [0, 10, 0, 0],
            caps: [None; 3],
            confirm: Confirm::Ask,
            opener: page::Opener::Never,
            time_scale: crate::clock::TimeScale::default(),
            names_file: None,
            on_gateway: false,
            gateway: None,
        }
    }
}

/// The server: the tools over the operations, the session's counts, the
/// question state.
#[derive(Clone)]
pub struct Server {
    pub(super) inner: Rc<Inner>,
}

pub(super) struct Inner {
    pub(super) engine: Rc<dyn Engine>,
    pub(super) opts: Options,
    pub(super) bridge: Arc<Bridge>,
    /// Where the conversation's state lives (this process, or the
    /// gateway's ledger).
    pub(super) conv: Rc<dyn Conversation>,
    /// The counts as the store last said: allowances used (same slots as
    /// `Options::allow`), of them what may have been spent (calls whose
    /// request may have reached the service with no answer to say,
    /// `"spent": "maybe"`), and units spent per meter (for the caps).
    pub(super) counts: RefCell<Counts>,
    /// One decision at a time: a call that may ask or spend holds it from
    /// its quote to its settlement, so two calls never both pass on the
    /// same "one left".
    pub(super) decision: tokio::sync::Mutex<()>,
    /// How questions are put (form, URL mode, talent's page).
    pub(super) asking: Asking,
    /// Paid pages cut to fit, kept for their cursors.
    pub(super) kept: Kept,
    /// Tools the service said the key lacks the scope for
    /// (`insufficient_scope`): no longer listed.
    pub(super) dropped: RefCell<Vec<&'static str>>,
    /// Whether the key's kind was read (at the first listing).
    pub(super) key_learned: std::cell::Cell<bool>,
    /// The session's open `subscriptions/listen` streams (2026-07-28).
    pub(super) listening: super::listen::Listeners,
}

impl Server {
    pub fn new(engine: Rc<dyn Engine>, opts: Options, bridge: Arc<Bridge>) -> Self {
        Self::kept_in(engine, opts, bridge, Rc::new(Memory::default()))
    }

    /// A server whose conversation's state lives in `conv` (the gateway's
    /// ledger, so any replica serves the conversation).
    pub fn kept_in(
        engine: Rc<dyn Engine>,
        opts: Options,
        bridge: Arc<Bridge>,
        conv: Rc<dyn Conversation>,
    ) -> Self {
        let mut asking = Asking::new(opts.confirm, opts.opener.clone(), opts.time_scale);
        asking.on_gateway = opts.on_gateway;
        asking.set_gateway(opts.gateway.clone());
        if let Some(path) = &opts.names_file {
            asking.names.keep_in(path.clone());
        }
        Server {
            inner: Rc::new(Inner {
                engine,
                opts,
                bridge,
                conv,
                counts: RefCell::new(Counts::default()),
                decision: tokio::sync::Mutex::new(()),
                asking,
                kept: Kept::default(),
                dropped: RefCell::new(Vec::new()),
                key_learned: std::cell::Cell::new(false),
                listening: super::listen::Listeners::default(),
            }),
        }
    }

    /// Whether `def` is served in this session: its toolset or its name
    /// asked for, and not dropped by name (read-only or not).
    pub(super) fn served(&self, name: &str, toolset: Toolset) -> bool {
        let o = &self.inner.opts;
        let named = |list: &[String]| list.iter().any(|n| n == name);
        (o.toolsets.contains(&toolset) || named(&o.tools)) && !named(&o.exclude_tools)
    }

    /// Whether `def` is listed: served, read-only in a read-only session,
    /// and not dropped for a scope the key lacks.
    pub(super) fn offered(&self, name: &str, toolset: Toolset, read_only: bool) -> bool {
        self.served(name, toolset)
            && (!self.inner.opts.read_only || read_only)
            && !self.dropped(name)
    }

    /// At the first listing: a sandbox evaluation key's missing scopes
    /// are known from its prefix, so the tools `lacking` them (the
    /// composer names them from the tool items) are never listed.
    pub(super) async fn learn_key(&self, lacking: impl Iterator<Item = &'static str>) {
        if self.inner.key_learned.replace(true) {
            return;
        }
        if self.inner.engine.key_kind().await == Some(crate::auth::KeyKind::Evaluation) {
            self.inner.dropped.borrow_mut().extend(lacking);
        }
    }

    pub(super) fn dropped(&self, name: &str) -> bool {
        self.inner.dropped.borrow().contains(&name)
    }

    /// Drops `name` from the list (the key lacks its scope); whether it
    /// was listed until now.
    pub(super) fn drop_tool(&self, name: &'static str) -> bool {
        if self.dropped(name) {
            return false;
        }
        self.inner.dropped.borrow_mut().push(name);
        true
    }

    /// Before a call, from a shared store: the counts, the names seen,
    /// and the page a `cursor` argument names (another replica may have
    /// kept it). Nothing for a conversation of this process only.
    pub(super) async fn sync_in(
        &self,
        args: Option<&serde_json::Map<String, serde_json::Value>>,
    ) -> crate::Result<()> {
        let conv = &self.inner.conv;
        if !conv.shared() {
            return Ok(());
        }
        *self.inner.counts.borrow_mut() = conv.counts().await?;
        let names = conv.names().await?;
        self.inner.asking.names.absorb(&names);
        let cursor = args
            .and_then(|a| a.get("cursor"))
            .and_then(serde_json::Value::as_str)
            .and_then(|c| super::kept::Cursor::parse(c).ok());
        if let Some(c) = cursor {
            if !self.inner.kept.has(&c.id) {
                if let Some(page) = conv.page(&c.id).await? {
                    self.inner.kept.import(&c.id, &page);
                }
            }
        }
        Ok(())
    }

    /// After a call, into a shared store: the pages kept or changed and
    /// the names seen.
    pub(super) async fn sync_out(&self) -> crate::Result<()> {
        let conv = &self.inner.conv;
        if !conv.shared() {
            return Ok(());
        }
        for (id, page) in self.inner.kept.changed() {
            conv.keep_page(&id, page).await?;
        }
        if let Some(names) = self.inner.asking.names.snapshot_if_changed() {
            conv.seen(names).await?;
        }
        Ok(())
    }

    /// Ends the session: its work in flight settled ([`Server::stop`]) and
    /// its questions closed.
    pub fn end(&self) {
        self.stop();
        self.inner.asking.close();
        self.inner.listening.end();
    }

    /// Ends the session's work in flight: what was sent and may have spent
    /// is settled as such (never released), nothing more is sent.
    pub fn stop(&self) {
        if let Some(guard) = self.inner.engine.guard() {
            for (m, n) in guard.interrupted() {
                self.inner.bridge.stderr().warn(&format!(
                    "the session ended with a request in flight: it may have spent {}",
                    crate::meter::words(m).count(n)
                ));
            }
        }
    }
}
