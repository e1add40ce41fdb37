//! `talent browse` as a state machine: [`App::handle`] takes an [`Event`]
//! (a key, a page that arrived, a quote the guard gave) and returns the
//! [`Effect`]s the command carries out (fetch a page, ask the guard for a
//! quote, unlock, invite, quit). Drawing is a pure function of the state
//! ([`draw::draw`]). Nothing here touches a terminal or the network, so every
//! flow is tested by feeding events and reading effects.
//!
//! Money: every spend is asked in the window first, once per batch, with
//! the guard's [`Quote`](crate::guard::Quote) (cost, what is left, the reset,
//! the guard's warning, or the refusal); "no" is the default and a key that
//! closes a question never fetches. A page seen before is shown from memory.

pub mod draw;
pub mod hits;
pub mod keys;
pub mod run;
pub mod window;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::{Duration, Instant};

use talent_spec::rate::Meter;

use crate::guard::{Answer, Question};
use hits::{Filter, Hit};
use keys::{Action, Key, Scope};

/// What the window is started with.
#[derive(Debug, Clone)]
pub struct Config {
    /// Hits per page (`--page-size`, else the service's 10).
    pub page_size: u32,
    /// The query's words, marked in the resume excerpt.
    pub terms: Vec<String>,
    /// Colour (off with `NO_COLOR`, `--color never`): meaning never rests
    /// on colour alone.
    pub color: bool,
    /// What to widen when a search has no hits (`--skill, --max-salary`).
    pub widen: String,
    /// The window's size at the start.
    pub size: (u16, u16),
    /// The accessible mode: the terminal cursor on the selected row, the
    /// selection named in the footer, questions as numbered choices.
    pub accessible: bool,
}

/// A spend the window asks about before it is made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Spend {
    /// A page not seen yet: one search.
    Page(u64),
    /// Open these candidates: an unlock each, unless unlocked before.
    Unlock(Vec<String>),
    /// Invite these candidates to a job: a message each.
    Invite {
        job: Job,
        cards: Vec<String>,
        /// The edited message (after the editor).
        message: Option<String>,
    },
}

impl Spend {
    pub fn meter(&self) -> Meter {
        match self {
            Spend::Page(_) => Meter::Searches,
            Spend::Unlock(_) => Meter::ApiUnlocks,
            Spend::Invite { .. } => Meter::Messages,
        }
    }
}

/// An open job an invite can be for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Job {
    pub id: String,
    pub title: String,
}

/// What the guard says a spend would meet (see `Guard::quote`), with the
/// cards that cost nothing (unlocked before, by this workspace or a team
/// member).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quoted {
    /// Units the spend costs (free cards left out).
    pub cost: u64,
    pub free: Vec<String>,
    /// Cost, left, limit, reserve, reset; `why` carries the guard's warning.
    pub question: Option<Question>,
    /// Why the guard refuses it whatever the answer.
    pub refusal: Option<String>,
}

/// A candidate's identity, once unlocked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Identity {
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
}

impl Identity {
    /// The identity fields of a candidate details record.
    pub fn from_record(v: &serde_json::Value) -> Identity {
        let s = |k: &str| v.get(k).and_then(|x| x.as_str()).map(str::to_string);
        Identity {
            name: s("name"),
            email: s("email"),
            phone: s("phone"),
        }
    }
}

/// One meter as the footer shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeterLine {
    pub meter: Meter,
    pub left: i64,
    pub limit: i64,
}

/// How loud a line in the status bar is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    Info,
    Warn,
    Error,
}

/// What happens to the window.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    Key(Key),
    /// A key as the terminal gave it, with when it was read: a key read
    /// before a question was on screen never answers it.
    KeyAt(Key, Instant),
    Resize(u16, u16),
    /// Time passes (a countdown redraws).
    Tick(Instant),
    PageLoaded {
        page: u64,
        hits: Vec<Hit>,
        total: Option<u64>,
    },
    /// A request failed or was refused: one line, nothing else lost.
    Failed(String),
    Quoted(Spend, Quoted),
    Unlocked {
        card: String,
        identity: Identity,
    },
    Invited {
        card: String,
        job: String,
    },
    /// A batch (or a page fetch) is over, however it went.
    Done,
    Jobs(Vec<Job>),
    /// The message from the editor (`None`: left empty, nothing sent).
    Edited(Option<String>),
    Meters {
        lines: Vec<MeterLine>,
        /// When they reset, as people read it (`in 5d 4h (1 Dec)`).
        resets: Option<String>,
    },
    /// A line from the guard or the client (the window's sink).
    Notice(Level, String),
    /// A wait for a rate-limit slot began.
    Wait {
        why: String,
        until: Instant,
    },
    WaitOver,
    /// The guard asks a question of its own (a spend crossing the reserve
    /// that the window did not ask about: the first page).
    GuardAsks(Question),
    /// The terminal cannot be read any more: the window ends.
    TerminalGone(String),
    /// Cards of a page the ledger knows as unlocked, with who unlocked
    /// them (a team member's name; empty when it was this machine).
    Known(Vec<(String, String)>),
}

impl PartialEq for Hit {
    fn eq(&self, other: &Hit) -> bool {
        self.id() == other.id()
    }
}

/// What the command does for the window.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Ask the guard what `Spend` would meet: answer with [`Event::Quoted`].
    Quote(Spend),
    /// The window asked and heard yes: the guard lets this meter's spends
    /// through without asking again.
    Accept(Meter),
    /// Fetch one page: [`Event::PageLoaded`] or [`Event::Failed`], then [`Event::Done`].
    FetchPage(u64),
    /// Open each card in turn: [`Event::Unlocked`] / [`Event::Failed`] each,
    /// then [`Event::Done`].
    Unlock(Vec<String>),
    /// The workspace's open jobs: [`Event::Jobs`] or [`Event::Failed`].
    LoadJobs,
    /// Suspend the window, edit `template` in `$VISUAL`/`$EDITOR`, resume:
    /// [`Event::Edited`].
    EditMessage { template: String },
    /// Invite each card in turn: [`Event::Invited`] / [`Event::Failed`]
    /// each, then [`Event::Done`].
    Invite {
        job: String,
        cards: Vec<String>,
        message: String,
    },
    /// Answer the guard's own question.
    Answer(Answer),
    /// Read the meters again for the footer: [`Event::Meters`].
    RefreshMeters,
    /// Leave: print the marked ids, exit 0.
    Quit(Vec<String>),
    /// Ctrl-C: leave at once, exit 130.
    Interrupt,
    /// The window cannot go on (the terminal is gone): exit 1 with this.
    Abort(String),
    /// Which of these cards the ledger knows as unlocked (free to open,
    /// by this workspace or a team member): [`Event::Known`].
    CheckUnlocked(Vec<String>),
}

/// Which screen has the keys.
#[derive(Debug, Clone, PartialEq)]
pub enum Mode {
    List,
    Filter,
    /// A question before a spend.
    Ask(Spend, Quoted),
    /// The invite's message is in the editor (the window is suspended).
    Editing(Spend, Quoted),
    /// Choosing the job of an invite of `cards`.
    Jobs {
        jobs: Vec<Job>,
        selected: usize,
        cards: Vec<String>,
    },
    Help,
}

/// What is in flight (one spend at a time; moving and marking go on).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Busy {
    Quoting,
    Page(u64),
    Unlocking { left: usize },
    Jobs,
    Editing,
    Inviting { left: usize },
}

impl Busy {
    fn says(&self) -> String {
        match self {
            Busy::Quoting => "checking the quota…".to_string(),
            Busy::Page(p) => format!("fetching page {p}…"),
            Busy::Unlocking { left } => format!("unlocking… {left} to go"),
            Busy::Jobs => "reading the open jobs…".to_string(),
            Busy::Editing => "editing the message…".to_string(),
            Busy::Inviting { left } => format!("inviting… {left} to go"),
        }
    }
}

/// The window's whole state.
pub struct App {
    pub cfg: Config,
    hits: Vec<Hit>,
    /// Page number → its hits (indices into `hits`), for pages seen.
    pages: BTreeMap<u64, Vec<usize>>,
    pub page: u64,
    pub total: Option<u64>,
    /// What the list shows (indices into `hits`): the page, or with a
    /// filter every loaded hit that matches.
    shown: Vec<usize>,
    /// The selected row of `shown`.
    pub selected: usize,
    marked: HashSet<String>,
    pub filter: String,
    pub mode: Mode,
    /// The guard's own question, over whatever else is on screen.
    pub guard_asks: Option<Question>,
    pub identities: HashMap<String, Identity>,
    /// Cards opening costs nothing (unlocked before).
    pub free: HashSet<String>,
    /// Who unlocked a free card, when a team member did.
    pub unlocked_by: HashMap<String, String>,
    pub meters: Vec<MeterLine>,
    pub resets: Option<String>,
    pub status: Option<(Level, String)>,
    pub wait: Option<(String, Instant)>,
    pub busy: Option<Busy>,
    pub now: Instant,
    pub size: (u16, u16),
    /// The first page has not come yet.
    pub loading: bool,
    /// The longest talentCardId loaded (the list never cuts one).
    pub id_width: usize,
    /// When the question now open was first drawn (see [`App::drawn`]).
    asked_at: Option<Instant>,
}

impl App {
    pub fn new(cfg: Config, now: Instant) -> App {
        App {
            size: cfg.size,
            cfg,
            hits: Vec::new(),
            pages: BTreeMap::new(),
            page: 1,
            total: None,
            shown: Vec::new(),
            selected: 0,
            marked: HashSet::new(),
            filter: String::new(),
            mode: Mode::List,
            guard_asks: None,
            identities: HashMap::new(),
            free: HashSet::new(),
            unlocked_by: HashMap::new(),
            meters: Vec::new(),
            resets: None,
            status: None,
            wait: None,
            busy: Some(Busy::Page(1)),
            now,
            loading: true,
            id_width: 11,
            asked_at: None,
        }
    }

    /// The effects of starting: the first page (the command's own search,
    /// guarded like `talent search`'s), and the meters for the footer.
    pub fn start(&self) -> Vec<Effect> {
        vec![Effect::RefreshMeters, Effect::FetchPage(1)]
    }

    /// The hits the list shows, in order.
    pub fn shown(&self) -> impl ExactSizeIterator<Item = &Hit> + '_ {
        self.shown.iter().map(|&i| &self.hits[i])
    }

    pub fn shown_len(&self) -> usize {
        self.shown.len()
    }

    /// The selected hit.
    pub fn current(&self) -> Option<&Hit> {
        self.shown.get(self.selected).map(|&i| &self.hits[i])
    }

    pub fn is_marked(&self, card: &str) -> bool {
        self.marked.contains(card)
    }

    pub fn marked_count(&self) -> usize {
        self.marked.len()
    }

    /// Hits loaded so far, all pages.
    pub fn loaded(&self) -> usize {
        self.hits.len()
    }

    /// Pages there are, when the total is known.
    pub fn last_page(&self) -> Option<u64> {
        let size = u64::from(self.cfg.page_size.max(1));
        self.total.map(|t| t.div_ceil(size).max(1))
    }

    /// The scope whose keys apply now.
    pub fn scope(&self) -> Scope {
        if self.guard_asks.is_some() {
            return Scope::Question;
        }
        match self.mode {
            Mode::List | Mode::Editing(..) => Scope::List,
            Mode::Filter => Scope::Filter,
            Mode::Ask(..) => Scope::Question,
            Mode::Jobs { .. } => Scope::Jobs,
            Mode::Help => Scope::Help,
        }
    }

    /// The marked ids in list order (page, then row): what `q` prints.
    pub fn marked_ids(&self) -> Vec<String> {
        let mut seen = HashSet::new();
        self.pages
            .values()
            .flatten()
            .map(|&i| self.hits[i].id())
            .filter(|id| self.marked.contains(*id) && seen.insert(*id))
            .map(str::to_string)
            .collect()
    }

    /// A frame was put on the terminal at `at`: a question it shows is on
    /// screen from then on, and only keys read after it answer it.
    pub fn drawn(&mut self, at: Instant) {
        if self.scope() != Scope::Question {
            self.asked_at = None;
        } else if self.asked_at.is_none() {
            self.asked_at = Some(at);
        }
    }

    /// Whether a key read at `at` may answer the question open now: only
    /// once it was drawn, and read after that.
    fn answers_question(&self, at: Instant) -> bool {
        self.asked_at.is_some_and(|shown| at >= shown)
    }

    fn say(&mut self, level: Level, text: impl Into<String>) {
        self.status = Some((level, text.into()));
    }

    /// Handles one event; returns what the command must do.
    pub fn handle(&mut self, event: Event) -> Vec<Effect> {
        match event {
            Event::Key(k) => self.key(k),
            Event::KeyAt(k, at) => self.key_at(k, at),
            Event::Resize(w, h) => {
                self.size = (w, h);
                self.keep_selection_visible();
                Vec::new()
            }
            Event::Tick(now) => {
                self.now = now;
                Vec::new()
            }
            Event::PageLoaded { page, hits, total } => self.page_loaded(page, hits, total),
            Event::Failed(line) => self.failed(line),
            Event::Quoted(spend, quoted) => self.quoted(spend, quoted),
            Event::Unlocked { card, identity } => self.unlocked(card, identity),
            Event::Invited { card, job } => self.invited(&card, &job),
            Event::Done => {
                // The first page's fetch is over, whether or not it came.
                self.loading = false;
                self.busy = None;
                self.wait = None;
                vec![Effect::RefreshMeters]
            }
            Event::Jobs(jobs) => self.jobs(jobs),
            Event::Edited(message) => self.edited(message),
            Event::Meters { lines, resets } => {
                self.meters = lines;
                self.resets = resets;
                Vec::new()
            }
            Event::Notice(level, line) => {
                self.say(level, line);
                Vec::new()
            }
            Event::Wait { why, until } => {
                self.wait = Some((why, until));
                Vec::new()
            }
            Event::WaitOver => {
                self.wait = None;
                Vec::new()
            }
            Event::GuardAsks(q) => {
                self.asked_at = None;
                self.guard_asks = Some(q);
                Vec::new()
            }
            Event::TerminalGone(why) => vec![Effect::Abort(why)],
            Event::Known(cards) => self.known(cards),
        }
    }

    /// A key pressed at `at`: typed ahead of a question (a paste, keys
    /// pressed before the quote came back) it answers nothing.
    fn key_at(&mut self, k: Key, at: Instant) -> Vec<Effect> {
        let interrupt = keys::action(self.scope(), k) == Some(Action::Interrupt);
        if self.scope() == Scope::Question && !interrupt && !self.answers_question(at) {
            return Vec::new();
        }
        self.key(k)
    }

    fn failed(&mut self, line: String) -> Vec<Effect> {
        self.say(Level::Error, line);
        if self.busy == Some(Busy::Jobs) || self.busy == Some(Busy::Quoting) {
            self.busy = None;
        }
        Vec::new()
    }

    fn unlocked(&mut self, card: String, identity: Identity) -> Vec<Effect> {
        self.free.insert(card.clone());
        self.identities.insert(card, identity);
        if let Some(Busy::Unlocking { left }) = &mut self.busy {
            *left = left.saturating_sub(1);
        }
        Vec::new()
    }

    fn invited(&mut self, card: &str, job: &str) -> Vec<Effect> {
        self.say(Level::Info, format!("invited {card} to {job}"));
        if let Some(Busy::Inviting { left }) = &mut self.busy {
            *left = left.saturating_sub(1);
        }
        Vec::new()
    }

    /// Candidates the workspace unlocked before (free to open), with who
    /// unlocked them where the ledger knows.
    fn known(&mut self, cards: Vec<(String, String)>) -> Vec<Effect> {
        for (card, member) in cards {
            self.free.insert(card.clone());
            if !member.is_empty() {
                self.unlocked_by.insert(card, member);
            }
        }
        Vec::new()
    }

    fn key(&mut self, key: Key) -> Vec<Effect> {
        let scope = self.scope();
        let Some(action) = keys::action(scope, key) else {
            if let (Scope::Filter, Key::Char(c)) = (scope, key) {
                self.filter.push(c);
                self.refilter();
            }
            return Vec::new();
        };
        if action == Action::Interrupt {
            return vec![Effect::Interrupt];
        }
        if self.guard_asks.is_some() {
            // Only y spends; anything else bound here is no.
            self.guard_asks = None;
            let answer = if action == Action::Yes {
                Answer::Yes
            } else {
                self.say(Level::Info, "declined: nothing was sent");
                Answer::No
            };
            return vec![Effect::Answer(answer)];
        }
        match (&self.mode, action) {
            // Keys that slipped in while the editor ran mean nothing.
            (Mode::Editing(..), _) => Vec::new(),
            (Mode::Ask(..), Action::Yes) => {
                let Mode::Ask(spend, _) = std::mem::replace(&mut self.mode, Mode::List) else {
                    return Vec::new();
                };
                self.spend(spend, true)
            }
            (Mode::Ask(..), _) => {
                self.mode = Mode::List;
                self.say(Level::Info, "declined: nothing was sent");
                Vec::new()
            }
            (Mode::Help, _) => {
                self.mode = Mode::List;
                Vec::new()
            }
            (Mode::Jobs { .. }, a) => self.jobs_key(a),
            (Mode::Filter, Action::KeepFilter) => {
                self.mode = Mode::List;
                Vec::new()
            }
            (Mode::Filter | Mode::List, Action::ClearFilter) => {
                self.mode = Mode::List;
                self.filter.clear();
                self.refilter();
                Vec::new()
            }
            (Mode::Filter, Action::Erase) => {
                self.filter.pop();
                self.refilter();
                Vec::new()
            }
            (_, a) => self.list_key(a),
        }
    }

    fn list_key(&mut self, action: Action) -> Vec<Effect> {
        let rows = draw::list_rows(self.size).max(1);
        let n = self.shown.len();
        match action {
            Action::Down => self.select(self.selected.saturating_add(1)),
            Action::Up => self.select(self.selected.saturating_sub(1)),
            Action::PageDown => self.select(self.selected.saturating_add(rows)),
            Action::PageUp => self.select(self.selected.saturating_sub(rows)),
            Action::Top => self.select(0),
            Action::Bottom => self.select(n.saturating_sub(1)),
            Action::Filter => self.mode = Mode::Filter,
            Action::Mark => {
                if let Some(id) = self.current().map(|h| h.id().to_string()) {
                    if !self.marked.remove(&id) {
                        self.marked.insert(id);
                    }
                    // Marking moves on, as in most list tools.
                    self.select(self.selected + 1);
                }
            }
            Action::Help => self.mode = Mode::Help,
            Action::Quit => return vec![Effect::Quit(self.marked_ids())],
            Action::Unlock => return self.unlock(),
            Action::Invite => return self.invite(),
            Action::NextPage => return self.goto_page(self.page + 1),
            Action::PrevPage => {
                if self.page <= 1 {
                    self.say(Level::Info, "this is the first page");
                } else {
                    return self.goto_page(self.page - 1);
                }
            }
            _ => {}
        }
        Vec::new()
    }

    fn select(&mut self, row: usize) {
        let before = self.selected;
        self.selected = row.min(self.shown.len().saturating_sub(1));
        if self.cfg.accessible && self.selected != before {
            // The footer names the selection instead: a screen reader
            // reads what the cursor moved to, not an old notice.
            self.status = None;
        }
    }

    /// The footer's words for the selection (the accessible mode):
    /// `row 3 of 10: ID · 6.5 years · Razorpay · Bengaluru`.
    pub fn selection_words(&self) -> Option<String> {
        let h = self.current()?;
        let mut parts = vec![
            h.id().to_string(),
            hits::years(&h.hit).replace('y', " years"),
        ];
        if let Some(c) = &h.hit.current_company {
            parts.push(c.clone());
        }
        if let Some(l) = &h.hit.current_location {
            parts.push(l.clone());
        }
        if self.is_marked(h.id()) {
            parts.push("marked".into());
        }
        if self.identities.contains_key(h.id()) {
            parts.push("unlocked".into());
        }
        Some(format!(
            "row {} of {}: {}",
            self.selected + 1,
            self.shown.len(),
            parts.join(" · ")
        ))
    }

    fn keep_selection_visible(&mut self) {
        self.select(self.selected);
    }

    /// What `u` and `i` act on: the marked hits in list order, else the
    /// selected one.
    fn targets(&self) -> Vec<String> {
        let marked = self.marked_ids();
        if !marked.is_empty() {
            return marked;
        }
        self.current()
            .map(|h| vec![h.id().to_string()])
            .unwrap_or_default()
    }

    /// Whether a spend may start: one at a time.
    fn idle(&mut self) -> bool {
        match &self.busy {
            None => true,
            Some(b) => {
                let says = b.says();
                self.say(
                    Level::Info,
                    format!("{says} one thing at a time (q quits; nothing more is sent)"),
                );
                false
            }
        }
    }

    fn unlock(&mut self) -> Vec<Effect> {
        let cards: Vec<String> = self
            .targets()
            .into_iter()
            .filter(|c| !self.identities.contains_key(c))
            .collect();
        if cards.is_empty() {
            let line = if self.shown.is_empty() {
                "nothing to unlock"
            } else {
                "already unlocked: the identity is in the detail pane"
            };
            self.say(Level::Info, line);
            return Vec::new();
        }
        if !self.idle() {
            return Vec::new();
        }
        self.busy = Some(Busy::Quoting);
        vec![Effect::Quote(Spend::Unlock(cards))]
    }

    fn invite(&mut self) -> Vec<Effect> {
        let cards = self.targets();
        if cards.is_empty() {
            self.say(Level::Info, "nothing to invite");
            return Vec::new();
        }
        if !self.idle() {
            return Vec::new();
        }
        self.busy = Some(Busy::Jobs);
        self.mode = Mode::Jobs {
            jobs: Vec::new(),
            selected: 0,
            cards,
        };
        vec![Effect::LoadJobs]
    }

    fn goto_page(&mut self, page: u64) -> Vec<Effect> {
        if self.pages.contains_key(&page) {
            // Seen before: from memory, free.
            self.page = page;
            self.filter.clear();
            self.refilter();
            self.selected = 0;
            self.say(Level::Info, format!("page {page} (from memory, free)"));
            return Vec::new();
        }
        if self.loading {
            self.say(Level::Info, "the first page is still on its way");
            return Vec::new();
        }
        if self.last_page().is_some_and(|last| page > last) {
            self.say(Level::Info, "this is the last page");
            return Vec::new();
        }
        if !self.idle() {
            return Vec::new();
        }
        self.busy = Some(Busy::Quoting);
        vec![Effect::Quote(Spend::Page(page))]
    }

    fn quoted(&mut self, spend: Spend, quoted: Quoted) -> Vec<Effect> {
        self.busy = None;
        for c in &quoted.free {
            self.free.insert(c.clone());
        }
        if let Some(why) = &quoted.refusal {
            self.mode = Mode::List;
            self.say(Level::Error, why.clone());
            return Vec::new();
        }
        if quoted.cost == 0 {
            // Nothing to pay (unlocked before): no question, and the
            // meter is not accepted for anything later.
            return self.spend(spend, false);
        }
        if let Spend::Invite { message: None, .. } = &spend {
            // The message first (its quota is in the template), then the question.
            let template = invite_template(&spend, &quoted);
            self.mode = Mode::Editing(spend, quoted);
            self.busy = Some(Busy::Editing);
            return vec![Effect::EditMessage { template }];
        }
        self.asked_at = None;
        self.mode = Mode::Ask(spend, quoted);
        Vec::new()
    }

    /// The window's yes (`accept`: the guard lets the meter through
    /// without asking again), then the requests.
    fn spend(&mut self, spend: Spend, accept: bool) -> Vec<Effect> {
        let mut out: Vec<Effect> = Vec::new();
        if accept {
            out.push(Effect::Accept(spend.meter()));
        }
        match spend {
            Spend::Page(p) => {
                self.busy = Some(Busy::Page(p));
                out.push(Effect::FetchPage(p));
            }
            Spend::Unlock(cards) => {
                self.busy = Some(Busy::Unlocking { left: cards.len() });
                out.push(Effect::Unlock(cards));
            }
            Spend::Invite {
                job,
                cards,
                message: Some(message),
            } => {
                self.busy = Some(Busy::Inviting { left: cards.len() });
                out.push(Effect::Invite {
                    job: job.id,
                    cards,
                    message,
                });
            }
            Spend::Invite { message: None, .. } => return Vec::new(),
        }
        out
    }

    fn jobs(&mut self, list: Vec<Job>) -> Vec<Effect> {
        self.busy = None;
        if list.is_empty() {
            self.mode = Mode::List;
            self.say(
                Level::Error,
                "the workspace has no open job to invite to: create one with `talent jobs create`",
            );
            return Vec::new();
        }
        if let Mode::Jobs { jobs, selected, .. } = &mut self.mode {
            *jobs = list;
            *selected = 0;
        }
        Vec::new()
    }

    fn jobs_key(&mut self, action: Action) -> Vec<Effect> {
        let Mode::Jobs {
            jobs,
            selected,
            cards,
        } = &mut self.mode
        else {
            return Vec::new();
        };
        match action {
            Action::Down => *selected = (*selected + 1).min(jobs.len().saturating_sub(1)),
            Action::Up => *selected = selected.saturating_sub(1),
            Action::Cancel => {
                self.mode = Mode::List;
                self.busy = None;
                self.say(Level::Info, "no invite: nothing was sent");
            }
            Action::Choose => {
                let Some(job) = jobs.get(*selected).cloned() else {
                    return Vec::new();
                };
                let cards = std::mem::take(cards);
                self.mode = Mode::List;
                self.busy = Some(Busy::Quoting);
                return vec![Effect::Quote(Spend::Invite {
                    job,
                    cards,
                    message: None,
                })];
            }
            _ => {}
        }
        Vec::new()
    }

    fn edited(&mut self, message: Option<String>) -> Vec<Effect> {
        self.busy = None;
        let Mode::Editing(Spend::Invite { job, cards, .. }, quoted) =
            std::mem::replace(&mut self.mode, Mode::List)
        else {
            return Vec::new();
        };
        match message
            .map(|m| m.trim().to_string())
            .filter(|m| !m.is_empty())
        {
            None => {
                self.say(Level::Info, "the message was empty: no invite was sent");
                Vec::new()
            }
            Some(m) => {
                self.asked_at = None;
                self.mode = Mode::Ask(
                    Spend::Invite {
                        job,
                        cards,
                        message: Some(m),
                    },
                    quoted,
                );
                Vec::new()
            }
        }
    }

    fn page_loaded(&mut self, page: u64, hits: Vec<Hit>, total: Option<u64>) -> Vec<Effect> {
        self.loading = false;
        if total.is_some() {
            self.total = total;
        }
        let start = self.hits.len();
        for h in &hits {
            self.id_width = self.id_width.max(h.id().chars().count());
        }
        let ids: Vec<String> = hits.iter().map(|h| h.id().to_string()).collect();
        self.hits.extend(hits);
        self.pages.insert(page, (start..self.hits.len()).collect());
        self.page = page;
        self.filter.clear();
        self.mode = match self.mode {
            Mode::Filter => Mode::List,
            _ => self.mode.clone(),
        };
        self.refilter();
        self.selected = 0;
        if ids.is_empty() {
            return Vec::new();
        }
        vec![Effect::CheckUnlocked(ids)]
    }

    /// Recomputes what the list shows: the page's hits, or with a filter
    /// every loaded hit that matches. The selection stays on its hit when it
    /// is still shown.
    fn refilter(&mut self) {
        let keep = self.current().map(|h| h.id().to_string());
        let filter = Filter::new(&self.filter);
        self.shown = if filter.is_empty() {
            self.pages.get(&self.page).cloned().unwrap_or_default()
        } else {
            let order: Vec<usize> = self.pages.values().flatten().copied().collect();
            order
                .into_iter()
                .filter(|&i| self.hits[i].matches(&filter))
                .collect()
        };
        self.selected = keep
            .and_then(|id| self.shown.iter().position(|&i| self.hits[i].id() == id))
            .unwrap_or(0);
    }

    /// Seconds left of the wait being counted down.
    pub fn wait_left(&self) -> Option<(String, Duration)> {
        self.wait.as_ref().map(|(why, until)| {
            let left = until.saturating_duration_since(self.now);
            (
                why.clone(),
                Duration::from_secs(left.as_secs_f64().ceil() as u64),
            )
        })
    }
}

/// The editor's starting text for an invite: the lines starting with `#`
/// say what it is for and what it costs, and are dropped.
pub fn invite_template(spend: &Spend, quoted: &Quoted) -> String {
    let Spend::Invite { job, cards, .. } = spend else {
        return String::new();
    };
    let mut t = String::from("\n");
    t.push_str(&format!(
        "# Invite to \"{}\" ({}): {}\n",
        job.title,
        job.id,
        cards.join(", ")
    ));
    if let Some(q) = &quoted.question {
        t.push_str(&format!(
            "# This spends {} of the messages quota: {}.\n",
            units(Meter::Messages, quoted.cost),
            left_of(q)
        ));
    }
    t.push_str("# Write the message above (it may carry an interview booking link).\n");
    t.push_str("# Lines starting with # are dropped; an empty message sends nothing.\n");
    t.push_str("# The window asks once more before anything is sent.\n");
    t
}

/// The message the editor left: `#` lines dropped, trimmed.
pub fn message_of(edited: &str) -> Option<String> {
    let text: Vec<&str> = edited
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .collect();
    let text = text.join("\n").trim().to_string();
    (!text.is_empty()).then_some(text)
}

/// The cards a question is about: named when a few, else counted.
fn who(cards: &[String]) -> String {
    match cards {
        [one] => id_in_words(one),
        few if few.len() <= 3 => few
            .iter()
            .map(|c| id_in_words(c))
            .collect::<Vec<_>>()
            .join(", "),
        many => format!("{} candidates", many.len()),
    }
}

/// The longest id a question spells out whole (the service's are 24).
const ID_IN_WORDS: usize = 40;

/// An id as a question names it: whole up to [`ID_IN_WORDS`] characters,
/// else its start and end around `…` (a 5,000-character id would push the
/// choices off the box). The list and the detail pane show it whole.
fn id_in_words(id: &str) -> String {
    let n = id.chars().count();
    if n <= ID_IN_WORDS {
        return id.to_string();
    }
    let head: String = id.chars().take(24).collect();
    let tail: String = id.chars().skip(n - 12).collect();
    format!("{head}…{tail} ({n} characters)")
}

/// The choices under every question of the window (numbered in the
/// accessible mode, where 1 and 2 answer them like y and n).
pub fn question_choices() -> [crate::accessible::Choice; 2] {
    crate::accessible::yes_no("yes, spend it", "no, send nothing")
}

/// The question as the window words it.
pub fn question_lines(spend: &Spend, quoted: &Quoted) -> Vec<String> {
    let mut lines = Vec::new();
    lines.push(match spend {
        Spend::Page(p) => format!("Fetch page {p}?"),
        Spend::Unlock(cards) => format!("Unlock {}?", who(cards)),
        Spend::Invite { job, cards, .. } => {
            format!("Invite {} to \"{}\" ({})?", who(cards), job.title, job.id)
        }
    });
    let mut spends = format!("This spends {}", units(spend.meter(), quoted.cost));
    if let Some(q) = &quoted.question {
        spends.push_str(&format!(": {}", left_of(q)));
    }
    spends.push('.');
    lines.push(spends);
    match quoted.free.len() {
        0 => {}
        1 => lines.push("1 candidate was unlocked before: free.".to_string()),
        k => lines.push(format!("{k} candidates were unlocked before: free.")),
    }
    if let Some(q) = &quoted.question {
        if !q.why.is_empty() {
            lines.push(format!("Warning: {}.", q.why.trim_end_matches('.')));
        }
    }
    if let Spend::Invite {
        message: Some(m), ..
    } = spend
    {
        let first = m.lines().next().unwrap_or("");
        lines.push(format!(
            "Message: {first}{}",
            if m.lines().count() > 1 { " …" } else { "" }
        ));
    }
    lines
}

/// A guard's question as the window words it.
pub fn guard_question_lines(q: &Question) -> Vec<String> {
    let cost = u64::try_from(q.cost).unwrap_or(0);
    let mut lines = vec![format!("Spend {}? {}.", units(q.meter, cost), left_of(q))];
    if !q.why.is_empty() {
        lines.push(format!("Warning: {}.", q.why.trim_end_matches('.')));
    }
    lines
}

/// `2 unlocks`, `1 search`.
fn units(m: Meter, n: u64) -> String {
    let (one, many) = match m {
        Meter::ApiUnlocks => ("unlock", "unlocks"),
        Meter::Searches => ("search", "searches"),
        Meter::Messages => ("message", "messages"),
    };
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `7 of 10 left, resets 1 Dec`.
fn left_of(q: &Question) -> String {
    let mut s = format!("{} of {} left", q.left, q.limit);
    if let Some(r) = &q.resets {
        s.push_str(&format!(", resets {r}"));
    }
    s
}

#[cfg(test)]
mod tests;
