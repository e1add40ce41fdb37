//! The person's yes, through the client.
//!
//! A call past its session allowance, one that would cross the workspace's
//! reserve, and every destructive call is put to the person as a form with
//! one boolean, `confirm`. On the handshake revisions (2025-06-18,
//! 2025-11-25) the server asks in the same call (`elicitation/create`); on
//! 2026-07-28, which has no server-to-client requests, the call answers
//! `input_required` with the form and a quote sealed with a per-process
//! key, bound to the tool and its arguments, expiring in 5 minutes; the
//! client's second call presents it with the answer, the quote is used once
//! and the spend judged again. The model only writes arguments: it can
//! neither answer the form nor forge the sealed quote.
//!
//! This file puts the question (`Asking::put`: form, URL mode, talent's
//! page, the wait, the outcome); its parts are the question's wording
//! (`words`), the names it shows (`names`), text from elsewhere made safe
//! (`text`) and the sealed quote (`seal`).

use std::sync::Mutex;
use std::time::Duration;

use rmcp::model::{ElicitRequestParams, ElicitationAction};

use crate::guard::Question;
use crate::Result;

use super::engine::{Confirm, Engine};
use super::names::Names;
use super::page;
use super::questions::{Asked, NewQuestion, OnGateway, State};
use super::seal::{canonical, presented, said_yes, Approvals, SealKind};
use super::text::{check_id, id_ok, quoted};
use super::words::{form, lines_of, search_line, Shown};

/// How long a question waits for its answer, and a sealed quote lives.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(300);

/// How a question is put in this call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// The client's form (elicitation, form mode).
    Form,
    /// URL mode: the client opens talent's page.
    Url,
    /// Talent opens its page with the system's opener.
    Opened,
}

/// Why a question ended without a yes (the result's `reason`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    Declined,
    Cancelled,
    Expired,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::Declined => "declined",
            Reason::Cancelled => "cancelled",
            Reason::Expired => "expired",
        }
    }
}

/// What asking came to.
pub enum Outcome {
    /// The person said yes: go ahead once.
    Yes,
    /// Answer the call with this (declined, pending, or the 2026-07-28
    /// `input_required`).
    Answer(Box<rmcp::model::CallToolResponse>),
}

/// A call's question, as the generic path hands it over.
pub struct Put<'a> {
    pub engine: &'a dyn Engine,
    pub question: &'a Question,
    pub tool: &'a str,
    /// The call's arguments (the approval is bound to their canonical form).
    pub args: &'a serde_json::Value,
    /// Every unit asked for (people for a bulk invite), for a decline.
    pub cost: i64,
    /// A search: the question names what `args` search for.
    pub search: bool,
    /// The webhook endpoint the call acts on (named by its URL).
    pub webhook: Option<&'a str>,
    pub request: &'a rmcp::model::CallToolRequestParams,
    pub context: &'a rmcp::service::RequestContext<rmcp::RoleServer>,
}

/// The session's one page question.
struct Open {
    ticket: page::Ticket,
    binding: Vec<u8>,
    /// What the question quoted (a yes to a quote that grew is asked anew).
    cost: i64,
    /// The opener talent started, until it exits (or 5 s pass).
    opener: Option<(tokio::sync::oneshot::Receiver<bool>, std::time::Instant)>,
}

/// The session's way of asking: `--confirm`, the sealed quotes of
/// 2026-07-28, talent's page and its opener, the names seen, the scale.
pub struct Asking {
    confirm: Confirm,
    opener: page::Opener,
    scale: crate::clock::TimeScale,
    approvals: Approvals,
    pages: page::Pages,
    open: Mutex<Option<Open>>,
    /// The call last declined on talent's page, and when: the same call
    /// made again at once is declined again, with no new page (tab).
    declined: Mutex<Option<(Vec<u8>, std::time::Instant)>>,
    pub names: Names,
    /// On a gateway's `/mcp`: the client's form or nothing (see
    /// [`Asking::gateway_mode`]).
    pub on_gateway: bool,
    /// On a gateway's `/mcp`: its questions in the ledger and its
    /// approvals page (URL mode, `approve_at`); see [`Asking::gateway_put`].
    pub gateway: Option<OnGateway>,
}

/// The longest a call waits for a page's answer before `pending_approval`.
const WAIT: Duration = Duration::from_secs(50);
/// The longest between two progress notifications while waiting.
const TICK: Duration = Duration::from_secs(5);
/// An opener that fails within this failed to open the page.
const OPENER_GRACE: Duration = Duration::from_secs(5);
/// How long a decline on talent's page stands for the same call (real
/// time): re-asked within it, the call is declined again and no page (no
/// browser tab) is opened.
const DECLINE_STANDS: Duration = Duration::from_secs(30);
/// The most pages of the job listing read to name a job by its title.
const JOB_PAGES: u64 = 10;

/// Every candidate, job and thread id a question names, checked for form
/// before it is shown.
fn check_ids(a: &crate::guard::ask::Approved) -> Result<()> {
    for id in &a.candidates {
        check_id("talent_card_id", id)?;
    }
    if let Some(job) = &a.job {
        check_id("job_id", job)?;
    }
    if let Some(t) = &a.thread {
        check_id("thread_id", t)?;
    }
    Ok(())
}

fn needs_yes(why: &str) -> crate::Error {
    crate::Error::quota(
        crate::error::Cause::NeedsConfirmation,
        format!("{why}; nothing was sent"),
    )
}

fn not_valid() -> crate::Error {
    crate::Error::usage(
        "the approval presented is not valid (expired, used, answered, or for another call); nothing was sent",
    )
}

impl Asking {
    pub fn new(confirm: Confirm, opener: page::Opener, scale: crate::clock::TimeScale) -> Asking {
        Asking {
            confirm,
            opener,
            scale,
            approvals: Approvals::new(),
            pages: page::Pages::new(),
            open: Mutex::new(None),
            declined: Mutex::new(None),
            names: Names::default(),
            on_gateway: false,
            gateway: None,
        }
    }

    /// Puts the session's questions on a gateway (`g`): its sealed states
    /// under the ledger's key, for its member, so any replica opens them.
    pub fn set_gateway(&mut self, g: Option<OnGateway>) {
        if let Some(g) = &g {
            self.approvals = Approvals::shared(&g.seal_key, &g.member);
        }
        self.gateway = g;
    }

    fn open_lock(&self) -> std::sync::MutexGuard<'_, Option<Open>> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A question's life (5 minutes, scaled).
    fn life(&self) -> Duration {
        self.scale.scale(ANSWER_WITHIN)
    }

    /// Ends the session's questions: every page says expired and every
    /// private forwarding folder is removed (the session is over).
    pub fn close(&self) {
        self.end_question();
        self.pages.close();
    }

    /// Puts `p`'s question to the person, by `--confirm` and what the
    /// client declared; the one function the tools' path calls when a call
    /// needs a yes.
    pub async fn put(&self, p: Put<'_>) -> Result<Outcome> {
        check_ids(&p.question.approved)?;
        if self.confirm == Confirm::Deny {
            return Err(needs_yes(&format!(
                "{} needs the person's yes, and this session asks no one (--confirm deny or --no-input)",
                p.tool
            )));
        }
        let binding = canonical(p.tool, p.args);
        let era_2026 = is_2026(p.context);
        if let Some(g) = &self.gateway {
            return self.gateway_put(g, &p, &binding, era_2026).await;
        }
        // A 2026-07-28 retry: its sealed state first.
        if let (true, Some(state)) = (era_2026, p.request.request_state.as_deref()) {
            return self.retried(&p, state, &binding).await;
        }
        // The same call again while its page question is open, or answered
        // in between: wait (again) or take the answer; a quote that grew
        // since is asked anew.
        if self.same_question(&binding) {
            if !self.grew(p.question.cost) {
                return self.wait(&p, &binding).await;
            }
            self.end_question();
        }
        if self.other_open() {
            return Err(needs_yes(
                "another question is open on talent's page: answer the open question first",
            ));
        }
        if self.declined_just_now(&binding) {
            return Ok(self.declined(&p, Reason::Declined));
        }
        // Asked only where someone can answer: then the free reads that
        // name the job or the webhook.
        let mode = if self.on_gateway {
            self.gateway_mode(&p)?
        } else {
            self.mode(p.context)?
        };
        self.learn_names(&p).await;
        match mode {
            Mode::Form if era_2026 => Ok(Outcome::Answer(Box::new(
                self.approvals
                    .seal(
                        p.question,
                        p.tool,
                        &binding,
                        self.form_request(&p)?,
                        SealKind::Form,
                        None,
                        self.life(),
                    )?
                    .into(),
            ))),
            Mode::Form => self.ask_form(&p).await,
            Mode::Url => self.ask_url(&p, &binding, era_2026).await,
            Mode::Opened => self.ask_opened(&p, &binding).await,
        }
    }

    /// Names a question shows that this session has not seen: the job's
    /// title (a free read of the job listing) and a webhook's URL (a free
    /// read of the endpoints). A failure leaves the id alone.
    async fn learn_names(&self, p: &Put<'_>) {
        let job = p.question.approved.job.as_deref().filter(|j| {
            p.question.approved.job_title.is_none() && self.names.job_title(j).is_none()
        });
        let webhook = p
            .webhook
            .filter(|w| id_ok(w) && self.names.webhook(w).is_none());
        if job.is_none() && webhook.is_none() {
            return;
        }
        let Ok(client) = p.engine.client().await else {
            return;
        };
        if let Some(job) = job {
            for page in 1..=JOB_PAGES {
                let req = crate::ops::kit::routes::jobs_alt_all(page, Some(50));
                let Ok(got) = client.send_json(&req).await else {
                    break;
                };
                self.names.remember(&got);
                let rows = got["data"].as_array().map_or(0, Vec::len);
                if self.names.job_title(job).is_some() || rows < 50 {
                    break;
                }
            }
        }
        if webhook.is_some() {
            if let Ok(all) = crate::ops::webhooks::list(client).await {
                for w in &all {
                    if let (Some(id), Some(url)) = (w["id"].as_str(), w["url"].as_str()) {
                        self.names.learn_webhook(id, url);
                    }
                }
            }
        }
    }

    /// A 2026-07-28 retry presenting its sealed state. A form's state: the
    /// form's answer (a yes judged again: a spend that grew since is asked
    /// anew, as a form). A URL-mode state: its page question, which must be
    /// this call's open one; the page's answer is the yes or the no, taken
    /// once (then every state of that question is dead); a quote that grew
    /// is asked anew on a new page, sealed as URL mode again.
    async fn retried(&self, p: &Put<'_>, state: &str, binding: &[u8]) -> Result<Outcome> {
        let Some(seal) = self.approvals.open(state, binding, crate::clock::now_ms()) else {
            return Err(not_valid());
        };
        let said = presented(p.request.input_responses.as_ref());
        if seal.kind == SealKind::Form {
            return self.form_retried(p, binding, &seal);
        }
        let ours = self
            .open_lock()
            .as_ref()
            .is_some_and(|o| o.binding == binding && seal.page.as_deref() == Some(o.ticket.key()));
        if !ours {
            self.approvals.end(&seal);
            return Err(not_valid());
        }
        if self.grew(p.question.cost) {
            self.end_question();
            return self.ask_url(p, binding, true).await;
        }
        match said {
            Some(true) => self.wait(p, binding).await,
            Some(false) => Ok(self.unless_answered(p, binding, Reason::Declined)),
            None => Ok(self.unless_answered(p, binding, Reason::Cancelled)),
        }
    }

    /// A 2026-07-28 retry presenting a form's state: the form's answer (a
    /// yes judged again: a spend that grew since is asked anew, as a form).
    fn form_retried(
        &self,
        p: &Put<'_>,
        binding: &[u8],
        seal: &super::seal::Opened,
    ) -> Result<Outcome> {
        Ok(match presented(p.request.input_responses.as_ref()) {
            Some(true) if p.question.cost > seal.cost => Outcome::Answer(Box::new(
                self.approvals
                    .seal(
                        p.question,
                        p.tool,
                        binding,
                        self.form_request(p)?,
                        SealKind::Form,
                        None,
                        self.life(),
                    )?
                    .into(),
            )),
            Some(true) => Outcome::Yes,
            Some(false) => self.declined(p, Reason::Declined),
            None => self.declined(p, Reason::Cancelled),
        })
    }

    /// Whether the open question quoted less than `cost` (its yes would
    /// not cover this call now).
    fn grew(&self, cost: i64) -> bool {
        self.open_lock().as_ref().is_some_and(|o| cost > o.cost)
    }

    /// The client declined or dismissed URL mode: no, unless the person
    /// already answered on the page (a page's answer is final).
    fn unless_answered(&self, p: &Put<'_>, binding: &[u8], reason: Reason) -> Outcome {
        use page::Status;
        let status = self
            .open_lock()
            .as_ref()
            .filter(|o| o.binding == binding)
            .map(|o| o.ticket.status());
        match status {
            Some(Status::Approved) => {
                self.end_question();
                Outcome::Yes
            }
            Some(Status::Declined) => {
                self.end_question();
                self.note_declined(binding);
                self.declined(p, Reason::Declined)
            }
            _ => {
                self.withdraw(binding);
                self.declined(p, reason)
            }
        }
    }

    /// URL mode: the client shows talent's page; its accept only opens
    /// it, the page's Approve is the yes.
    async fn ask_url(&self, p: &Put<'_>, binding: &[u8], era_2026: bool) -> Result<Outcome> {
        let ticket = self.page(p, binding).await?;
        let id = Approvals::nonce();
        let message = format!(
            "talent asks for your yes on its own page ({} needs it). Open the page to see the question and approve or decline it there.",
            p.tool
        );
        let request = ElicitRequestParams::UrlElicitationParams {
            meta: None,
            message,
            url: ticket.url(),
            elicitation_id: id.clone(),
        };
        if era_2026 {
            let sealed = self.approvals.seal(
                p.question,
                p.tool,
                binding,
                request,
                SealKind::Url,
                Some(ticket.key().to_string()),
                self.life(),
            );
            return match sealed {
                Ok(r) => Ok(Outcome::Answer(Box::new(r.into()))),
                Err(e) => {
                    self.withdraw(binding);
                    Err(e)
                }
            };
        }
        self.complete_later(&ticket, p.context, id);
        let asking = p
            .context
            .peer
            .create_elicitation_with_timeout(request, Some(self.life()));
        let answer = tokio::select! {
            answer = asking => answer,
            _ = p.context.ct.cancelled() => {
                return Ok(self.declined(p, Reason::Cancelled));
            }
        };
        match answer.map(|a| a.action) {
            Ok(ElicitationAction::Accept) => self.wait(p, binding).await,
            Ok(ElicitationAction::Decline) => {
                Ok(self.unless_answered(p, binding, Reason::Declined))
            }
            _ => Ok(self.unless_answered(p, binding, Reason::Cancelled)),
        }
    }

    /// Talent opens its page with the system's opener and waits on it.
    async fn ask_opened(&self, p: &Put<'_>, binding: &[u8]) -> Result<Outcome> {
        let ticket = self.page(p, binding).await?;
        let file = match ticket.forwarding_file() {
            Ok(f) => f,
            Err(e) => {
                self.withdraw(binding);
                return Err(e);
            }
        };
        match self.opener.open(&file) {
            Ok(rx) => {
                if let Some(o) = self.open_lock().as_mut() {
                    o.opener = Some((rx, std::time::Instant::now()));
                }
            }
            Err(_) => {
                self.withdraw(binding);
                return Err(needs_yes(&format!(
                    "{} needs the person's yes, and talent's page could not be opened (the opener did not start)",
                    p.tool
                )));
            }
        }
        self.wait(p, binding).await
    }

    /// How this call asks, or why it cannot.
    fn mode(&self, context: &rmcp::service::RequestContext<rmcp::RoleServer>) -> Result<Mode> {
        let caps = context
            .client_capabilities()
            .and_then(|c| c.elicitation.clone());
        let (form, url) = match &caps {
            None => (false, false),
            Some(e) => (e.form.is_some() || e.url.is_none(), e.url.is_some()),
        };
        let page = Confirm::Page == self.confirm;
        if form && !page {
            return Ok(Mode::Form);
        }
        if url {
            return Ok(Mode::Url);
        }
        if self.opener.can_open() {
            return Ok(Mode::Opened);
        }
        Err(needs_yes(if page {
            "this needs the person's yes on talent's page, and no page can be opened here (no display, or $BROWSER is none) and the client cannot open one"
        } else {
            "this needs the person's yes, the client cannot ask (it declared no elicitation), and no page can be opened here (no display, or $BROWSER is none)"
        }))
    }

    /// How a gateway's `/mcp` asks: in the client's form where it declared
    /// one (and `--mcp-confirm` is not `page`). The gateway's approvals
    /// page (URL mode, `approve_at`) is not served yet, and nothing is
    /// opened on the gateway's host: any other question is refused, naming
    /// the spend, and nothing is sent.
    fn gateway_mode(&self, p: &Put<'_>) -> Result<Mode> {
        let form = p
            .context
            .client_capabilities()
            .and_then(|c| c.elicitation.clone())
            .is_some_and(|e| e.form.is_some() || e.url.is_none());
        let page = Confirm::Page == self.confirm;
        if form && !page {
            return Ok(Mode::Form);
        }
        let why = p.question.why.trim_end_matches('.');
        Err(needs_yes(&if page {
            format!(
                "{} needs the person's yes on the gateway's approvals page ({why}), and this gateway does not serve that page yet",
                p.tool
            )
        } else {
            format!(
                "{} needs the person's yes ({why}), and this client cannot ask for it (it declared no elicitation form); the gateway's approvals page is not served yet",
                p.tool
            )
        }))
    }

    fn form_request(&self, p: &Put<'_>) -> Result<ElicitRequestParams> {
        let mut q = form(p.question, p.tool)?;
        if let ElicitRequestParams::FormElicitationParams { message, .. } = &mut q {
            *message = format!(
                "{}\nAccept goes ahead once; Decline sends nothing.",
                self.lines(p, Shown::Form).join("\n")
            );
        }
        Ok(q)
    }

    /// The question's lines (the form's: at most 10 people; the page's:
    /// everyone), the key masked (a job titled with it).
    fn lines(&self, p: &Put<'_>, shown: Shown) -> Vec<String> {
        let mut extra = Vec::new();
        if p.search {
            extra.extend(search_line(p.args));
        }
        if let Some(id) = p.webhook.filter(|w| id_ok(w)) {
            extra.push(match self.names.webhook(id) {
                Some(url) => format!("Webhook: {} ({id})", quoted(&url, 200)),
                None => format!("Webhook: {id}"),
            });
        }
        lines_of(p.question, p.tool, &self.names, &extra, shown)
            .into_iter()
            .map(|l| p.engine.redacted(&l))
            .collect()
    }

    async fn ask_form(&self, p: &Put<'_>) -> Result<Outcome> {
        let asking = p
            .context
            .peer
            .create_elicitation_with_timeout(self.form_request(p)?, Some(self.life()));
        // A call cancelled while its question is open sends nothing,
        // whatever the answer that may still come.
        let answer = tokio::select! {
            answer = asking => answer,
            _ = p.context.ct.cancelled() => return Ok(self.declined(p, Reason::Cancelled)),
        };
        Ok(match answer {
            Ok(a) if said_yes(&a.action) => Outcome::Yes,
            Ok(a) if matches!(a.action, ElicitationAction::Decline) => {
                self.declined(p, Reason::Declined)
            }
            Err(rmcp::service::ServiceError::Timeout { .. }) => self.declined(p, Reason::Expired),
            _ => self.declined(p, Reason::Cancelled),
        })
    }

    /// Opens the call's page question (the session's one): every person
    /// it approves listed.
    async fn page(&self, p: &Put<'_>, binding: &[u8]) -> Result<page::Ticket> {
        let lines = self.lines(p, Shown::Page);
        let ticket = self.pages.open(lines, self.life()).await?;
        let old = self.open_lock().replace(Open {
            ticket: ticket.clone(),
            binding: binding.to_vec(),
            cost: p.question.cost,
            opener: None,
        });
        if let Some(old) = old {
            self.forget(old);
        }
        Ok(ticket)
    }

    /// Once the page is answered (or expires), tells the client the URL
    /// elicitation is complete (rmcp has no typed notification for it).
    fn complete_later(
        &self,
        ticket: &page::Ticket,
        context: &rmcp::service::RequestContext<rmcp::RoleServer>,
        id: String,
    ) {
        let ticket = ticket.clone();
        let peer = context.peer.clone();
        let life = self.life();
        crate::task::spawn(async move {
            ticket.wait(life + Duration::from_secs(1)).await;
            let note = rmcp::model::CustomNotification::new(
                "notifications/elicitation/complete",
                Some(serde_json::json!({ "elicitationId": id })),
            );
            let _ = peer
                .send_notification(rmcp::model::ServerNotification::CustomNotification(note))
                .await;
        });
    }

    fn same_question(&self, binding: &[u8]) -> bool {
        self.open_lock()
            .as_ref()
            .is_some_and(|o| o.binding == binding)
    }

    /// Whether another page question is still waiting for its answer.
    fn other_open(&self) -> bool {
        let open = self.open_lock();
        match open.as_ref() {
            Some(o) if o.ticket.status() == page::Status::Open => true,
            // An answer nobody came back for is dropped with its question
            // (and with it every state sealed for it).
            Some(_) => {
                drop(open);
                self.end_question();
                false
            }
            None => false,
        }
    }

    /// Ends the open page question, whatever its state: unanswered, its
    /// page says expired; its answer, if any, is taken by nobody; every
    /// state sealed for it is dead.
    fn end_question(&self) {
        let old = self.open_lock().take();
        if let Some(o) = old {
            self.forget(o);
        }
    }

    fn forget(&self, o: Open) {
        o.ticket.withdraw();
        self.approvals.end_page(o.ticket.key());
    }

    fn withdraw(&self, binding: &[u8]) {
        if self.same_question(binding) {
            self.end_question();
        }
    }

    /// Remembers that the person declined this call on the page.
    fn note_declined(&self, binding: &[u8]) {
        *self.declined.lock().unwrap_or_else(|e| e.into_inner()) =
            Some((binding.to_vec(), std::time::Instant::now()));
    }

    /// Whether the person declined this very call on the page moments ago.
    fn declined_just_now(&self, binding: &[u8]) -> bool {
        let stands = DECLINE_STANDS;
        self.declined
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .is_some_and(|(b, at)| b == binding && at.elapsed() < stands)
    }

    /// Whether the opener talent started failed (a non-zero exit within
    /// its grace) before the page was loaded: then it was not opened. An
    /// opener that ended well or outlived its grace is forgotten.
    fn opener_failed(&self, ticket: &page::Ticket) -> bool {
        let mut open = self.open_lock();
        let Some((rx, started)) = open.as_mut().and_then(|o| o.opener.as_mut()) else {
            return false;
        };
        let (failed, done) = match rx.try_recv() {
            Ok(false) if started.elapsed() < OPENER_GRACE && !ticket.loaded() => (true, false),
            Ok(_) | Err(tokio::sync::oneshot::error::TryRecvError::Closed) => (false, true),
            Err(_) => (false, started.elapsed() >= OPENER_GRACE),
        };
        if done {
            if let Some(o) = open.as_mut() {
                o.opener = None;
            }
        }
        failed
    }

    /// Whether an opener talent started may still fail.
    fn opener_running(&self) -> bool {
        self.open_lock()
            .as_ref()
            .is_some_and(|o| o.opener.is_some())
    }

    /// Waits for the page's answer: progress at least every 5 s, for up
    /// to 50 s (both scaled), then `pending_approval`. The answer is taken
    /// once: the question ends with it.
    async fn wait(&self, p: &Put<'_>, binding: &[u8]) -> Result<Outcome> {
        use page::Status;
        let Some(ticket) = self.open_lock().as_ref().map(|o| o.ticket.clone()) else {
            return Ok(self.declined(p, Reason::Expired));
        };
        let token = p.context.meta.get_progress_token();
        let tick = self.scale.scale(TICK);
        let until = tokio::time::Instant::now() + self.scale.scale(WAIT);
        let mut told = 0u32;
        loop {
            if self.opener_failed(&ticket) {
                self.withdraw(binding);
                return Err(needs_yes(&format!(
                    "{} needs the person's yes, and talent's page could not be opened (the opener failed)",
                    p.tool
                )));
            }
            let now = tokio::time::Instant::now();
            if now >= until {
                return Ok(self.pending(p));
            }
            // Short slices while an opener may still fail; else the tick.
            let slice = if self.opener_running() {
                Duration::from_millis(100).min(tick)
            } else {
                tick
            };
            let status = tokio::select! {
                s = ticket.wait(slice.min(until - now)) => s,
                _ = p.context.ct.cancelled() => {
                    // The page question stays open for its life.
                    return Ok(self.declined(p, Reason::Cancelled));
                }
            };
            match status {
                Status::Open => {
                    if let Some(token) = &token {
                        if slice == tick || told == 0 {
                            told += 1;
                            let note = rmcp::model::ProgressNotificationParam::new(
                                token.clone(),
                                f64::from(told),
                            )
                            .with_message("waiting for the person's answer on talent's page");
                            let _ = p.context.peer.notify_progress(note).await;
                        }
                    }
                }
                Status::Approved => {
                    self.end_question();
                    return Ok(Outcome::Yes);
                }
                Status::Declined => {
                    self.end_question();
                    self.note_declined(binding);
                    return Ok(self.declined(p, Reason::Declined));
                }
                Status::Expired => {
                    self.end_question();
                    return Ok(self.declined(p, Reason::Expired));
                }
            }
        }
    }

    /// How a gateway's `/mcp` asks (cli.md, *serve*, "Questions on
    /// `/mcp`"): in the client's form where it declared one (and the
    /// session's confirm is not `page`), as `talent mcp` does; else on the
    /// gateway's approvals page — by URL mode to `<public URL>/approvals/{id}`
    /// where the client declared it, else with `pending_approval` and
    /// `approve_at` at once. The question is in the ledger: the same call
    /// made again, on any replica, finds it — a yes goes ahead once, a no
    /// is `declined`, an open one is waited on again. Nothing is opened on
    /// the gateway's host.
    async fn gateway_put(
        &self,
        g: &OnGateway,
        p: &Put<'_>,
        binding: &[u8],
        era_2026: bool,
    ) -> Result<Outcome> {
        let (tool, arguments) = super::questions::split_binding(binding);
        let state = if era_2026 {
            p.request.request_state.as_deref()
        } else {
            None
        };
        if let Some(state) = state {
            // A form's sealed state: the form's answer. A URL-mode one (on
            // this replica or another): the page's answer, in the ledger.
            if let Some(seal) = self.approvals.open(state, binding, crate::clock::now_ms()) {
                if seal.kind == SealKind::Form {
                    // Used once, whichever replica it is presented to (kept
                    // twice its life: past its life it no longer opens).
                    let sha = super::questions::digest(state);
                    if !g.store.use_sealed(sha, self.life() * 2).await? {
                        return Err(not_valid());
                    }
                    return self.form_retried(p, binding, &seal);
                }
            }
        }
        let url_declared = p
            .context
            .client_capabilities()
            .and_then(|c| c.elicitation.clone())
            .is_some_and(|e| e.url.is_some());
        if let Some(done) = self
            .gateway_known(g, p, binding, state.is_some(), url_declared, era_2026)
            .await?
        {
            return Ok(done);
        }
        let caps = p
            .context
            .client_capabilities()
            .and_then(|c| c.elicitation.clone());
        let form = caps
            .as_ref()
            .is_some_and(|e| e.form.is_some() || e.url.is_none());
        self.learn_names(p).await;
        if form && self.confirm != Confirm::Page {
            return self.gateway_form(p, binding, era_2026).await;
        }
        let asked = g
            .store
            .put(NewQuestion {
                member: g.member.clone(),
                client: g.client.clone(),
                conversation: g.conversation.clone(),
                tool,
                arguments,
                cost: p.question.cost,
                lines: self.lines(p, Shown::Page),
                life: self.life(),
            })
            .await?;
        let (key, id) = match asked {
            Asked::Opened { key, id } => (key, id),
            Asked::Busy => {
                return Err(needs_yes(&format!(
                    "{} needs the person's yes, and another question of this client is open on the gateway's approvals page ({}): answer the open question first",
                    p.tool, g.approvals
                )))
            }
        };
        if !url_declared {
            return Ok(self.pending(p));
        }
        self.gateway_by_url(g, p, binding, key, &id, era_2026).await
    }

    /// In the client's form, as `talent mcp` asks: on 2026-07-28 sealed
    /// into the call's `input_required`.
    async fn gateway_form(&self, p: &Put<'_>, binding: &[u8], era_2026: bool) -> Result<Outcome> {
        if !era_2026 {
            return self.ask_form(p).await;
        }
        Ok(Outcome::Answer(Box::new(
            self.approvals
                .seal(
                    p.question,
                    p.tool,
                    binding,
                    self.form_request(p)?,
                    SealKind::Form,
                    None,
                    self.life(),
                )?
                .into(),
        )))
    }

    /// URL mode to the question's page on the gateway: sealed into the
    /// call's `input_required` on 2026-07-28, else asked and waited on
    /// here; `notifications/elicitation/complete` once it is answered.
    async fn gateway_by_url(
        &self,
        g: &OnGateway,
        p: &Put<'_>,
        binding: &[u8],
        key: i64,
        id: &str,
        era_2026: bool,
    ) -> Result<Outcome> {
        let elicitation_id = Approvals::nonce();
        let request = ElicitRequestParams::UrlElicitationParams {
            meta: None,
            message: format!(
                "{} needs your yes on your team's talent gateway. Open the page (sign in if asked) to see the question and approve or decline it there.",
                p.tool
            ),
            url: format!("{}/{id}", g.approvals),
            elicitation_id: elicitation_id.clone(),
        };
        if era_2026 {
            return match self.sealed_url(p, binding, request, key) {
                Ok(r) => Ok(r),
                Err(e) => {
                    let _ = g.store.take(key).await;
                    Err(e)
                }
            };
        }
        self.gateway_complete_later(g, key, p.context, elicitation_id);
        let asking = p
            .context
            .peer
            .create_elicitation_with_timeout(request, Some(self.life()));
        let answer = tokio::select! {
            answer = asking => answer,
            // The question stays open for its life: the same call again
            // takes its answer.
            _ = p.context.ct.cancelled() => return Ok(self.declined(p, Reason::Cancelled)),
        };
        match answer.map(|a| a.action) {
            Ok(ElicitationAction::Accept) => self.gateway_wait(g, p, key).await,
            Ok(ElicitationAction::Decline) => {
                self.gateway_settle(g, p, key, Reason::Declined).await
            }
            _ => self.gateway_settle(g, p, key, Reason::Cancelled).await,
        }
    }

    /// A 2026-07-28 call whose question is still open on the approvals
    /// page: `input_required` again, URL mode, sealed to the same question
    /// (`key`). Its URL is the member's listing, `<public URL>/approvals`:
    /// the question's own page id is kept only as its digest.
    fn gateway_reask(
        &self,
        g: &OnGateway,
        p: &Put<'_>,
        binding: &[u8],
        key: i64,
    ) -> Result<Outcome> {
        let request = ElicitRequestParams::UrlElicitationParams {
            meta: None,
            message: format!(
                "{} still needs your yes on your team's talent gateway. Open your open questions there (sign in if asked) and approve or decline it.",
                p.tool
            ),
            url: g.approvals.clone(),
            elicitation_id: Approvals::nonce(),
        };
        self.sealed_url(p, binding, request, key)
    }

    /// A 2026-07-28 `input_required` in URL mode, sealed to the gateway's
    /// question `key`.
    fn sealed_url(
        &self,
        p: &Put<'_>,
        binding: &[u8],
        request: ElicitRequestParams,
        key: i64,
    ) -> Result<Outcome> {
        let sealed = self.approvals.seal(
            p.question,
            p.tool,
            binding,
            request,
            SealKind::Url,
            Some(key.to_string()),
            self.life(),
        )?;
        Ok(Outcome::Answer(Box::new(sealed.into())))
    }

    /// The same call's question already in the ledger (asked on any
    /// replica): its answer taken, or where it stands; `None` asks anew.
    async fn gateway_known(
        &self,
        g: &OnGateway,
        p: &Put<'_>,
        binding: &[u8],
        sealed: bool,
        url_declared: bool,
        era_2026: bool,
    ) -> Result<Option<Outcome>> {
        let (tool, arguments) = super::questions::split_binding(binding);
        // The answer window: a question's life to be answered, and as long
        // again for its call to come back.
        let window = self.life() * 2;
        let found = g
            .store
            .of_call(g.member.clone(), g.client.clone(), tool, arguments, window)
            .await?;
        match found {
            Some(q) if q.state == State::Approved && p.question.cost <= q.cost => {
                // Taken by another call meanwhile: this one is asked anew.
                let taken = g.store.take(q.key).await?;
                if taken.is_some() {
                    return Ok(Some(Outcome::Yes));
                }
            }
            Some(q) if q.state == State::Declined => {
                g.store.take(q.key).await?;
                return Ok(Some(self.declined(p, Reason::Declined)));
            }
            Some(q) if q.state == State::Expired => {
                g.store.take(q.key).await?;
                return Ok(Some(self.declined(p, Reason::Expired)));
            }
            Some(q) if q.state == State::Open && p.question.cost <= q.cost => {
                // Asked before and still open: wait again (a client that
                // was shown the page), or say where it is at once. On
                // 2026-07-28 a call never waits for the page (the client
                // comes back with the state): `input_required` again, at
                // once, so a repeat holds no place in flight.
                return if url_declared && era_2026 {
                    self.gateway_reask(g, p, binding, q.key).map(Some)
                } else if url_declared {
                    self.gateway_wait(g, p, q.key).await.map(Some)
                } else {
                    Ok(Some(self.pending(p)))
                };
            }
            // A yes or an open question for a quote that grew since: it
            // ends, and the call is asked anew.
            Some(q) if matches!(q.state, State::Approved | State::Open) => {
                g.store.take(q.key).await?;
            }
            _ if sealed => return Err(not_valid()),
            _ => {}
        }
        Ok(None)
    }

    /// The client declined or dismissed URL mode: no, unless the person
    /// already answered on the page (a page's answer is final).
    async fn gateway_settle(
        &self,
        g: &OnGateway,
        p: &Put<'_>,
        key: i64,
        reason: Reason,
    ) -> Result<Outcome> {
        Ok(match g.store.take(key).await?.map(|q| q.state) {
            Some(State::Approved) => Outcome::Yes,
            Some(State::Declined) => self.declined(p, Reason::Declined),
            _ => self.declined(p, reason),
        })
    }

    /// Waits for the approvals page's answer (read from the ledger): a
    /// progress notification at least every 5 s, for up to 50 s (both
    /// scaled), then `pending_approval` with `approve_at`. The answer is
    /// taken once.
    async fn gateway_wait(&self, g: &OnGateway, p: &Put<'_>, key: i64) -> Result<Outcome> {
        let token = p.context.meta.get_progress_token();
        let tick = self.scale.scale(TICK);
        let poll = self.scale.scale(Duration::from_secs(1)).clamp(
            Duration::from_millis(50),
            tick.max(Duration::from_millis(50)),
        );
        let until = tokio::time::Instant::now() + self.scale.scale(WAIT);
        let mut next_tick = tokio::time::Instant::now();
        let mut told = 0u32;
        loop {
            let state = g.store.get(key).await?.map_or(State::Ended, |q| q.state);
            match state {
                State::Open => {}
                State::Approved => {
                    return Ok(match g.store.take(key).await? {
                        Some(_) => Outcome::Yes,
                        None => self.declined(p, Reason::Cancelled),
                    })
                }
                State::Declined => {
                    g.store.take(key).await?;
                    return Ok(self.declined(p, Reason::Declined));
                }
                State::Expired | State::Ended => {
                    g.store.take(key).await?;
                    return Ok(self.declined(p, Reason::Expired));
                }
            }
            let now = tokio::time::Instant::now();
            if now >= until {
                return Ok(self.pending(p));
            }
            if now >= next_tick {
                next_tick = now + tick;
                if let Some(token) = &token {
                    told += 1;
                    let note =
                        rmcp::model::ProgressNotificationParam::new(token.clone(), f64::from(told))
                            .with_message(
                                "waiting for the person's answer on the gateway's approvals page",
                            );
                    let _ = p.context.peer.notify_progress(note).await;
                }
            }
            tokio::select! {
                _ = tokio::time::sleep(poll.min(until - now)) => {}
                // The question stays open for its life.
                _ = p.context.ct.cancelled() => return Ok(self.declined(p, Reason::Cancelled)),
            }
        }
    }

    /// Once the approvals page is answered (or the question ends), tells
    /// the client its URL elicitation is complete.
    fn gateway_complete_later(
        &self,
        g: &OnGateway,
        key: i64,
        context: &rmcp::service::RequestContext<rmcp::RoleServer>,
        id: String,
    ) {
        let store = std::sync::Arc::clone(&g.store);
        let peer = context.peer.clone();
        let life = self.life();
        let poll = self
            .scale
            .scale(Duration::from_secs(1))
            .max(Duration::from_millis(50));
        crate::task::spawn(async move {
            let until = tokio::time::Instant::now() + life + Duration::from_secs(1);
            while tokio::time::Instant::now() < until {
                match store.get(key).await {
                    Ok(Some(q)) if q.state == State::Open => {}
                    Ok(_) => break,
                    Err(_) => {}
                }
                tokio::time::sleep(poll).await;
            }
            let note = rmcp::model::CustomNotification::new(
                "notifications/elicitation/complete",
                Some(serde_json::json!({ "elicitationId": id })),
            );
            let _ = peer
                .send_notification(rmcp::model::ServerNotification::CustomNotification(note))
                .await;
        });
    }

    fn declined(&self, p: &Put<'_>, reason: Reason) -> Outcome {
        Outcome::Answer(Box::new(
            super::reply::own(
                p.engine,
                serde_json::json!({
                    "declined": true,
                    "tool": p.tool,
                    "cost": p.cost,
                    "reason": reason.as_str(),
                    "sent": false,
                }),
            )
            .into(),
        ))
    }

    fn pending(&self, p: &Put<'_>) -> Outcome {
        let answer = match &self.gateway {
            // The listing's one URL: no credential in it, so the model may
            // show it; the page is behind the member's sign-in.
            Some(g) => serde_json::json!({
                "pending_approval": true,
                "tool": p.tool,
                "message": format!(
                    "This needs the person's yes; nothing was sent. Ask them to open {} (their team's talent gateway, signed in) and approve or decline it there, then make the same call again (same arguments).",
                    g.approvals
                ),
                "approve_at": g.approvals,
            }),
            None => serde_json::json!({
                "pending_approval": true,
                "tool": p.tool,
                "message": "The person has not answered talent's question yet; nothing was sent. Make the same call again (same arguments) to wait for the answer.",
            }),
        };
        Outcome::Answer(Box::new(super::reply::own(p.engine, answer).into()))
    }
}

fn is_2026(context: &rmcp::service::RequestContext<rmcp::RoleServer>) -> bool {
    context
        .protocol_version()
        .is_some_and(|v| v.as_str() >= rmcp::model::ProtocolVersion::V_2026_07_28.as_str())
}
