//! The ledger-away policy, in one place: what a run does when its ledger
//! could not be opened (`broken`), or when a team ledger is away
//! (`required`: as broken; `prefer`: this machine's ledger, a spend needs
//! a yes or `--offline-spend`), and the lines said once about it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use talent_spec::rate::Meter;

use crate::ledger::Store;
use crate::meter::words;
use crate::sink::Sink;
use crate::{Error, Result};

use super::ask::{Answer, Ask, Question};

pub(crate) struct Policy {
    store: Arc<dyn Store>,
    ask: Arc<dyn Ask>,
    sink: Arc<dyn Sink>,
    /// Why the ledger could not be used, when it could not: the store is
    /// then this run's alone and shares nothing with other runs.
    broken: Option<Error>,
    /// `--offline-spend`.
    offline_spend: bool,
    /// Said once: the ledger is broken or away.
    warned: AtomicBool,
    /// Said once: idempotency keys and `--new` states stay local while away.
    warned_local: AtomicBool,
    /// Said once: spends kept on this machine while a team ledger is away.
    warned_kept: AtomicBool,
    /// A terminal's yes to spending while a team ledger is away (`prefer`).
    offline_ok: AtomicBool,
}

impl Policy {
    pub(super) fn new(
        store: Arc<dyn Store>,
        ask: Arc<dyn Ask>,
        sink: Arc<dyn Sink>,
        broken: Option<Error>,
        offline_spend: bool,
    ) -> Policy {
        Policy {
            store,
            ask,
            sink,
            broken,
            offline_spend,
            warned: AtomicBool::new(false),
            warned_local: AtomicBool::new(false),
            warned_kept: AtomicBool::new(false),
            offline_ok: AtomicBool::new(false),
        }
    }

    pub(super) fn broken(&self) -> bool {
        self.broken.is_some()
    }

    /// With a broken ledger: a spend is refused (unless `--offline-spend`),
    /// anything else is warned about once. A team ledger that is away is
    /// judged by its mode: `required` as a broken ledger; `prefer` works on
    /// the local ledger, and a spend needs a yes or `--offline-spend`.
    pub(super) async fn check(&self, spends: bool) -> Result<()> {
        if let Some(why) = &self.broken {
            return self.refuse_or_warn(spends, why, false);
        }
        // A team ledger's first look waits for its connect: on the blocking
        // pool, so the run's thread keeps opening the service's connection.
        let away = match self.store.team() {
            true => {
                super::act::act_known(&self.store, |s| s.away_known(), |s| Ok(s.away())).await?
            }
            false => self.store.away(),
        };
        let Some(away) = away else {
            return Ok(());
        };
        if !away.prefer {
            return self.refuse_or_warn(spends, &away.why, true);
        }
        let why = away.why.message.trim_end_matches('.').to_string();
        if !self.warned.swap(true, Ordering::Relaxed) {
            self.sink.warn(&format!(
                "{why}; using this machine's ledger, pacing at half of each limit (TALENT_LEDGER_MODE=prefer)"
            ));
        }
        if !spends || self.offline_spend || self.offline_ok.load(Ordering::Relaxed) {
            return Ok(());
        }
        let q = Question {
            meter: Meter::ApiUnlocks,
            why: format!("{why}: this spend would not be shared with the team until it is back"),
            ..Default::default()
        };
        match self.ask.ask(&q).await? {
            Answer::Yes => {
                self.offline_ok.store(true, Ordering::Relaxed);
                Ok(())
            }
            Answer::No => Err(Error::failure(format!("{why}; declined, nothing was sent"))),
            Answer::CannotAsk => Err(Error::failure(format!(
                "{why}; a spend needs a terminal's yes or --offline-spend while it is away, nothing was sent"
            ))
            .with_hint("pass --offline-spend to spend from this machine's ledger (written to the team ledger when it is back)")),
        }
    }

    fn refuse_or_warn(&self, spends: bool, why: &Error, team: bool) -> Result<()> {
        const OR_SPEND: &str = "set TALENT_LEDGER_MODE=prefer, or pass --offline-spend to spend judged from live usage alone";
        if spends && !self.offline_spend {
            let (shares, fix) = if team {
                (
                    "it shares pacing and spends with the team",
                    "check the database (or TALENT_LEDGER_URL), set TALENT_LEDGER_MODE=prefer, or pass --offline-spend to spend judged from live usage alone",
                )
            } else {
                (
                    "it shares pacing and spends with other runs",
                    "fix the data folder (or TALENT_DATA_DIR), or pass --offline-spend to spend judged from live usage alone",
                )
            };
            // A ledger that answered with an error says what fixes it.
            let hint = match &why.hint {
                Some(h) if team => format!("{}; or {}", h.trim_end_matches('.'), OR_SPEND),
                _ => fix.to_string(),
            };
            return Err(Error::failure(format!(
                "{}; nothing that spends quota is sent without it ({shares})",
                why.message.trim_end_matches('.')
            ))
            .with_hint(hint));
        }
        if !self.warned.swap(true, Ordering::Relaxed) {
            self.sink.warn(&format!(
                "{}; guarding from live usage only, without sharing with other runs",
                why.message
            ));
        }
        Ok(())
    }

    /// Whether records a team shares (idempotency keys, `--new` states)
    /// stay on this machine: a team ledger away. Said once.
    pub(crate) fn records_stay_local(&self) -> bool {
        if !self.store.team() || self.store.away().is_none() {
            return false;
        }
        if !self.warned_local.swap(true, Ordering::Relaxed) {
            self.sink.warn(
                "idempotency keys and --new states used while the team ledger is away stay on this machine: the team does not see them",
            );
        }
        true
    }

    /// Says what became of a spend's record: not recorded (`failed`), or
    /// kept on this machine while a team ledger is away (once).
    pub(super) fn spend_recorded(&self, m: Meter, failed: Option<&Error>) {
        match (failed, self.store.away()) {
            // Said, not swallowed: a spend the shared ledger missed is one
            // the team's allowances and this run's figures do not count.
            (Some(e), _) => self.sink.warn(&format!(
                "{} was spent but the ledger did not record it yet ({}); `talent usage` reads the service's count",
                words(m).count(1),
                e.message.trim_end_matches('.')
            )),
            // The record is on this machine's file and goes to the database
            // with the next run that reaches it.
            (None, Some(away))
                if self.store.team() && !self.warned_kept.swap(true, Ordering::Relaxed) =>
            {
                self.sink.warn(&format!(
                    "{} was spent while the team ledger is away ({}); this machine keeps it and the next run that reaches the database writes it there",
                    words(m).count(1),
                    away.why.message.trim_end_matches('.')
                ))
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    //! The policy alone: a broken local ledger (a team ledger away is
    //! tried end to end in tests/cli/team.rs).
    use super::*;
    use crate::guard::ask::Scripted;
    use crate::ledger::SqliteStore;

    fn policy(offline_spend: bool) -> (Policy, Arc<Lines>) {
        let lines = Arc::new(Lines::default());
        let p = Policy::new(
            Arc::new(SqliteStore::in_memory().unwrap()),
            Arc::new(Scripted::new([])),
            Arc::clone(&lines) as Arc<dyn Sink>,
            Some(Error::failure("cannot open the ledger /x: disk I/O error")),
            offline_spend,
        );
        (p, lines)
    }

    #[derive(Default)]
    struct Lines(std::sync::Mutex<Vec<String>>);

    impl Sink for Lines {
        fn status(&self, _: &str) {}
        fn warn(&self, msg: &str) {
            self.0.lock().unwrap().push(msg.to_string());
        }
        fn hint(&self, _: &str) {}
        fn trace(&self, _: &str) {}
        fn progress(&self, len: Option<u64>, hidden: bool) -> Box<dyn crate::sink::Progress> {
            crate::sink::Silent.progress(len, hidden)
        }
        fn countdown<'a>(
            &'a self,
            _: &'a str,
            wait: std::time::Duration,
        ) -> crate::api::BoxFuture<'a, ()> {
            Box::pin(tokio::time::sleep(wait))
        }
    }

    #[tokio::test]
    async fn a_broken_ledger_refuses_a_spend_and_warns_once_about_the_rest() {
        let (p, lines) = policy(false);
        let e = p.check(true).await.unwrap_err();
        assert!(
            e.message.contains("nothing that spends quota is sent"),
            "{}",
            e.message
        );
        assert!(e.hint.unwrap().contains("--offline-spend"));
        p.check(false).await.unwrap();
        p.check(false).await.unwrap();
        assert_eq!(lines.0.lock().unwrap().len(), 1, "warned once");
        // A local ledger keeps its records local without a word.
        assert!(!p.records_stay_local());
    }

    #[tokio::test]
    async fn offline_spend_lets_a_spend_through_a_broken_ledger() {
        let (p, _) = policy(true);
        p.check(true).await.unwrap();
    }
}
