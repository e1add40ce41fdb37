//! What the layers and the records handle share: the store, the key's
//! fingerprint, the workspace learned from `GET /usage`, the usage
//! snapshot, the pace layer (the meters' read is paced like any request)
//! and the ledger-away policy.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::api::types::Usage;
use crate::api::BoxFuture;
use crate::clock::TimeScale;
use crate::ledger::{Meters, Snapshot, Store};
use crate::sink::Sink;
use crate::{Error, Result};

use super::act::{act, act_known, lock};
use super::away::Policy;
use super::pace::Pacer;

/// What one run may do, from its flags and the config.
#[derive(Debug, Clone, Default)]
pub struct GuardOptions {
    /// The subcommand, for the audit log (`candidate show`).
    pub command: String,
    pub yes: bool,
    /// `--max-unlocks`, `--max-searches`, `--max-messages`.
    pub budgets: [Option<u64>; 3],
    /// `reserve_*` from the config; `None` is 20 % of the limit.
    pub reserves: [Option<i64>; 3],
    pub time_scale: TimeScale,
    /// `--dry-run` / `--curl`: nothing is sent, so nothing is judged.
    pub dry_run: bool,
    /// Who spends, for the ledger's records (team ledgers attribute spends).
    pub member: String,
    /// `--offline-spend`: spend although the ledger cannot be used.
    pub offline_spend: bool,
    /// The longest an attempt may take (`--max-time`): a hold never lapses
    /// before its attempt could still be answered.
    pub attempt_deadline: Option<Duration>,
    /// `--max-wait`: a block the service announced that lasts longer is
    /// refused (exit 6), not sat out.
    pub max_wait: Option<Duration>,
    /// `ask = "spends"` on a command line: [`super::Guard::ask_first`]
    /// puts the run's one question before its first spend (an MCP session
    /// and a window keep their own rules: `false`).
    pub ask_spends: bool,
    /// The service was heard already (a `Date` this process's client
    /// keeps): a gateway makes a guard per request, its client heard the
    /// service at start.
    pub heard: bool,
}

/// The command a gateway's spend lines name: their channel in `team usage
/// --by-channel` and `report` (as `mcp` is `talent mcp`'s).
pub const GATEWAY_COMMAND: &str = "gateway";

impl GuardOptions {
    /// These options for a guard that admits a gateway's requests as the
    /// authenticated `member`: every spend line names the member and the
    /// channel `gateway`, and no run's question comes first (the gateway
    /// answers each request; `Talent-Confirm` is its yes to the reserve).
    pub fn for_gateway(self, member: &str) -> GuardOptions {
        GuardOptions {
            command: GATEWAY_COMMAND.to_string(),
            member: member.to_string(),
            ask_spends: false,
            ..self
        }
    }
}

/// Where the guard reads the meters: `GET /usage`, sent by whoever wired
/// the guard (not through the client the guard hooks). The guard paces the
/// read itself, like any request.
pub trait MeterSource: Send + Sync {
    fn read(&self) -> BoxFuture<'_, Result<Usage>>;
}

/// A meter's place in the guard's per-meter arrays (budgets, reserves,
/// a member's allowances).
pub(super) fn slot_of(m: talent_spec::rate::Meter) -> usize {
    use talent_spec::rate::Meter;
    match m {
        Meter::ApiUnlocks => 0,
        Meter::Searches => 1,
        Meter::Messages => 2,
    }
}

/// A usage snapshot older than this (× time scale) is read again.
const SNAPSHOT_TTL: Duration = Duration::from_secs(60);

pub(crate) struct Shared {
    pub(crate) store: Arc<dyn Store>,
    pub(crate) key_fp: String,
    pub(crate) opts: GuardOptions,
    pub(crate) sink: Arc<dyn Sink>,
    pub(crate) policy: Policy,
    pub(super) pacer: Pacer,
    meters: Arc<dyn MeterSource>,
    workspace: Mutex<Option<String>>,
    /// This run read GET /usage (its count, not a stored snapshot).
    refreshed: AtomicBool,
    /// This run heard the service (a `GET /usage` read), so a `Date` is
    /// known to tell an unlock made before from one made now.
    heard: AtomicBool,
    /// Through a gateway: the member's allowance per meter (limit, used)
    /// as its `GET /usage` last said, counted on by this run's spends.
    allowance: Mutex<[Option<(i64, i64)>; 3]>,
}

impl Shared {
    pub(super) fn new(
        store: Arc<dyn Store>,
        key_fp: String,
        opts: GuardOptions,
        sink: Arc<dyn Sink>,
        policy: Policy,
        meters: Arc<dyn MeterSource>,
    ) -> Shared {
        let heard = opts.heard;
        let pacer = Pacer::new(
            Arc::clone(&store),
            key_fp.clone(),
            opts.member.clone(),
            opts.time_scale,
            opts.max_wait,
            Arc::clone(&sink),
        );
        Shared {
            store,
            key_fp,
            opts,
            sink,
            policy,
            pacer,
            meters,
            workspace: Mutex::new(None),
            refreshed: AtomicBool::new(false),
            heard: AtomicBool::new(heard),
            allowance: Mutex::new([None; 3]),
        }
    }

    /// Keeps a refusal, a declined question or a rate-limit wait in the
    /// ledger beside the run's spend lines (`talent report`): the local
    /// file writes it now, a team ledger with the run's next spend line
    /// (no round trip of its own). A run that never learned its workspace
    /// keeps nothing (a report is per workspace).
    pub(crate) fn note(
        &self,
        kind: crate::ledger::RowKind,
        meter: Option<talent_spec::rate::Meter>,
    ) {
        let Some(workspace) = self.known_workspace() else {
            return;
        };
        if self.opts.dry_run {
            return;
        }
        let event = crate::ledger::LedgerEvent {
            at_ms: self.store.now_ms(),
            workspace,
            member: self.opts.member.clone(),
            command: self.opts.command.clone(),
            kind,
            meter: meter.map(|m| crate::meter::words(m).name.to_string()),
            job_id: None,
            n: 1,
        };
        if let Err(e) = self.store.record_events(&[event]) {
            self.sink
                .trace(&format!("the ledger did not keep a {}: {e}", kind.as_str()));
        }
    }

    /// The workspace, when this run learned it already.
    pub(crate) fn known_workspace(&self) -> Option<String> {
        lock(&self.workspace).clone()
    }

    /// The workspace the key belongs to (read from GET /usage once).
    pub(crate) async fn workspace(&self) -> Result<String> {
        if let Some(ws) = self.known_workspace() {
            return Ok(ws);
        }
        let fp = self.key_fp.clone();
        let known = |s: &dyn Store| s.workspace_known(&self.key_fp);
        let ws = match act_known(&self.store, known, move |s| s.workspace_of(&fp)).await? {
            Some(ws) => ws,
            None => self.refresh().await?.0,
        };
        *lock(&self.workspace) = Some(ws.clone());
        Ok(ws)
    }

    /// Reads GET /usage (paced like any request) and stores it.
    pub(crate) async fn refresh(&self) -> Result<(String, Snapshot)> {
        self.pacer.take_global().await?;
        let started = self.store.now_ms();
        let usage = self.meters.read().await?;
        let ws = usage
            .workspace_id
            .clone()
            .unwrap_or_else(|| format!("key:{}", self.key_fp));
        let meters = |m: &crate::api::types::Meter| Meters {
            used: i64::try_from(m.used).unwrap_or(i64::MAX),
            limit: i64::try_from(m.limit).unwrap_or(i64::MAX),
        };
        *lock(&self.allowance) = allowance_of(&usage);
        let snap = Snapshot {
            unlocks: meters(&usage.api_unlocks),
            searches: meters(&usage.searches),
            messages: meters(&usage.messages),
            cycle_ends: usage.cycle_ends_on.clone(),
            read_ms: self.store.now_ms(),
        };
        let (fp, w) = (self.key_fp.clone(), ws.clone());
        let stored = act(&self.store, move |s| {
            s.store_snapshot(&fp, &w, &snap, started)
        })
        .await?;
        self.refreshed.store(true, Ordering::Relaxed);
        self.heard.store(true, Ordering::Relaxed);
        *lock(&self.workspace) = Some(ws.clone());
        Ok((ws, stored))
    }

    /// Through a gateway, the member's allowance of `m` as (left, limit)
    /// after `more` units beyond what this run counted; none where the
    /// meter has no allowance (or the run read none).
    pub(super) fn allowance_left(
        &self,
        m: talent_spec::rate::Meter,
        more: i64,
    ) -> Option<(i64, i64)> {
        let (limit, used) = lock(&self.allowance)[slot_of(m)]?;
        Some(((limit - used - more).max(0), limit))
    }

    /// A spend of `m` made through a gateway counted on the member's
    /// allowance until the next read.
    pub(super) fn allowance_spent(&self, m: talent_spec::rate::Meter, units: i64) {
        if let Some((_, used)) = lock(&self.allowance)[slot_of(m)].as_mut() {
            *used += units;
        }
    }

    /// Reads GET /usage (paced, free) only to hear the service's `Date`
    /// before an unlock goes out (cli.md, *mcp*: "unlocked before"): the
    /// figures are not stored (the run judges by its snapshot as before).
    pub(super) async fn hear(&self) -> Result<()> {
        self.pacer.take_global().await?;
        self.meters.read().await?;
        self.heard.store(true, Ordering::Relaxed);
        Ok(())
    }

    /// Whether this run heard the service's `Date` (see [`Shared::hear`]).
    pub(super) fn heard(&self) -> bool {
        self.heard.load(Ordering::Relaxed)
    }

    /// Whether this run read the service's count already; marks it read.
    pub(super) fn refreshed_once(&self) -> bool {
        self.refreshed.swap(true, Ordering::Relaxed)
    }

    /// Whether the workspace's stored snapshot, as this process knows it
    /// without a round trip, is in the second half of its [`SNAPSHOT_TTL`]
    /// (or marked stale): a process that lives on (the gateway) reads
    /// GET /usage ahead then, on its own time, so that no request of a
    /// member waits for that read (issue 47). Half, not less: requests a
    /// few seconds apart must find the snapshot due before it lapses.
    /// Unknown is not due: the next request reads it as before.
    pub(crate) fn refresh_due(&self, ws: &str) -> bool {
        match self.store.snapshot_known(ws) {
            Some(s) => self.store.now_ms() - s.read_ms >= self.snapshot_ttl_ms() / 2,
            None => false,
        }
    }

    /// How long a stored snapshot is fresh, at this run's time scale.
    fn snapshot_ttl_ms(&self) -> i64 {
        self.opts.time_scale.scale(SNAPSHOT_TTL).as_millis() as i64
    }

    /// The stored snapshot when fresh, else a new one.
    pub(super) async fn snapshot(&self, ws: &str) -> Result<Snapshot> {
        let ttl = self.snapshot_ttl_ms();
        let w = ws.to_string();
        let known = |s: &dyn Store| s.snapshot_known(ws).map(Some);
        match act_known(&self.store, known, move |s| s.snapshot(&w)).await? {
            Some(s) if self.store.now_ms() - s.read_ms < ttl => Ok(s),
            _ => Ok(self.refresh().await?.1),
        }
    }

    /// When the bulk invites of `job` went out in the last (scaled) day.
    pub(crate) async fn bulk_invite_times(&self, job: &str) -> Result<(Vec<i64>, i64)> {
        let ws = self.workspace().await?;
        let day = self.opts.time_scale.day().as_millis() as i64;
        let times = self
            .store
            .bulk_invite_times_since(&ws, job, self.store.now_ms() - day)?;
        Ok((times, day))
    }

    /// Why the ledger failed a record, as a warning (records are never lost
    /// silently).
    pub(crate) fn warn_unrecorded(&self, what: &str, e: &Error) {
        self.sink
            .warn(&format!("the ledger did not record {what}: {}", e.message));
    }
}

/// Through a gateway, `GET /usage` adds the member's `allowance`
/// (`{"unlocks": {"limit", "used", "left"}, "searches": …, "messages": …}`)
/// beside the workspace's meters, which stay what the guard judges (the
/// reserve is the workspace's): the allowance is said beside them.
fn allowance_of(usage: &Usage) -> [Option<(i64, i64)>; 3] {
    let Some(a) = usage.extra.get("allowance") else {
        return [None; 3];
    };
    let of = |name: &str| {
        let m = a.get(name)?;
        let limit = m.get("limit")?.as_i64()?;
        let used = m
            .get("used")
            .and_then(serde_json::Value::as_i64)
            .or_else(|| Some(limit - m.get("left")?.as_i64()?))?;
        Some((limit, used))
    };
    [of("unlocks"), of("searches"), of("messages")]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Through a gateway the allowance is read beside the workspace's
    /// meters, which stay as the service counts them (the reserve is the
    /// workspace's): before, the smaller was put in the meters, and the
    /// words said "leaves 1 of 10" for a workspace with 6 left.
    #[test]
    fn the_allowance_is_read_beside_the_meters() {
        let usage: Usage = serde_json::from_value(serde_json::json!({
            "workspaceId": "ws_1",
            "apiUnlocks": {"used": 4, "limit": 10},
            "searches": {"used": 0, "limit": 100},
            "messages": {"used": 0, "limit": 20},
            "allowance": {
                "unlocks": {"limit": 5, "used": 2, "left": 3},
                "searches": {"limit": 50, "left": 50}
            }
        }))
        .unwrap();
        assert_eq!(
            allowance_of(&usage),
            [Some((5, 2)), Some((50, 0)), None],
            "used, or the limit less what is left"
        );
        assert_eq!(usage.api_unlocks.left(), 6, "the workspace's meter as read");
        let none: Usage = serde_json::from_value(serde_json::json!({
            "apiUnlocks": {"used": 4, "limit": 10},
            "searches": {"used": 0, "limit": 100},
            "messages": {"used": 0, "limit": 20}
        }))
        .unwrap();
        assert_eq!(allowance_of(&none), [None; 3]);
    }
}
