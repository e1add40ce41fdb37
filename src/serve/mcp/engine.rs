//! The `Engine` of a conversation on the gateway: the gateway's client
//! (the workspace's key) hooked with a guard of the authenticated member —
//! their allowances, the workspace's meters and reserve, the pacer — whose
//! spend lines name the member and the channel `mcp`.

use std::sync::Arc;

use crate::api::{BoxFuture, Hook, Outcome, Request, RouteClass, Ticket};
use crate::guard::Guard;
use crate::mcp::direct::Direct;
use crate::mcp::Bridge;

use super::super::Gateway;

/// The command (channel) a gateway's `/mcp` spend lines name.
pub const MCP_COMMAND: &str = "mcp";

/// The engine of `member`'s conversation: the guard asks and tells
/// through `bridge` (the conversation's own seams).
pub fn engine(gw: &Gateway, member: &str, bridge: &Arc<Bridge>) -> Direct {
    let mut options = gw.parts.options.clone();
    options.command = MCP_COMMAND.to_string();
    options.member = member.to_string();
    options.yes = false;
    options.ask_spends = false;
    let guard = Arc::new(Guard::new(
        crate::guard::Parts {
            store: Arc::clone(&gw.parts.store),
            meters: Arc::clone(&gw.parts.meters),
            ask: Arc::clone(bridge) as Arc<dyn crate::guard::Ask>,
            sink: Arc::clone(bridge) as Arc<dyn crate::sink::Sink>,
            broken: None,
        },
        &gw.parts.key,
        options,
    ));
    let hook = Arc::new(ReadAhead {
        guard: Arc::clone(&guard),
        ahead: Arc::clone(&gw.ahead),
    });
    Direct::hooked_by(gw.parts.client.unhooked(), guard, hook, &gw.parts.key)
}

/// The member's guard, and after each answer the workspace's usage read
/// ahead where it is due (as after a REST answer, `super::super::ahead`):
/// a conversation's spend does not wait for `GET /usage` either.
struct ReadAhead {
    guard: Arc<Guard>,
    ahead: Arc<super::super::ahead::Ahead>,
}

impl Hook for ReadAhead {
    fn admit<'a>(&'a self, ticket: Ticket, req: &'a Request) -> BoxFuture<'a, crate::Result<()>> {
        self.guard.admit(ticket, req)
    }

    fn pace<'a>(
        &'a self,
        ticket: Ticket,
        req: &'a Request,
        attempt: u32,
    ) -> BoxFuture<'a, crate::Result<()>> {
        self.guard.pace(ticket, req, attempt)
    }

    fn outcome(&self, ticket: Ticket, req: &Request, outcome: &Outcome<'_>) {
        self.guard.outcome(ticket, req, outcome);
        if matches!(outcome, Outcome::Answered { .. }) {
            self.ahead.after_answer();
        }
    }

    fn blocked(&self, class: RouteClass, wait: std::time::Duration) {
        self.guard.blocked(class, wait)
    }
}

/// The gateway's log as the conversation's stderr: notices become log
/// lines (the key masked), nothing else is kept.
pub struct LogSink {
    pub log: super::super::Log,
    pub key: String,
    pub member: String,
}

impl crate::sink::Sink for LogSink {
    fn status(&self, _: &str) {}
    fn warn(&self, msg: &str) {
        (self.log)(&format!(
            "{} mcp: {}",
            self.member,
            msg.replace(&self.key, "[key]")
        ));
    }
    fn hint(&self, _: &str) {}
    fn trace(&self, _: &str) {}
    fn progress(&self, len: Option<u64>, hidden: bool) -> Box<dyn crate::sink::Progress> {
        crate::sink::Silent.progress(len, hidden)
    }
    fn countdown<'a>(
        &'a self,
        why: &'a str,
        wait: std::time::Duration,
    ) -> crate::api::BoxFuture<'a, ()> {
        crate::sink::Silent.countdown(why, wait)
    }
}
