//! `talent sandbox serve`: run the simulator as a server until SIGINT/SIGTERM.

use std::net::SocketAddr;
use std::path::PathBuf;

use serde::Serialize;

use crate::clock::{self, TimeScale};
use crate::cmd::Context;
use crate::signals::StopSignals;
use crate::{Error, Result};
use talent_sandbox::faults::FaultSpec;
use talent_sandbox::state::MeterChange;
use talent_sandbox::{self as sandbox, SandboxConfig};
use talent_spec::rate::Meter;

/// Run the simulator of the service as a local server.
///
/// Serves the main interface under /api/v1 and the additional one under /v1 on
/// one address, with sandbox-only control routes under /_sandbox/. Once ready it
/// prints one JSON line on stdout with both base URLs and the two API keys, then
/// runs until interrupted (Ctrl-C or SIGTERM) and exits 0 with its state saved.
///
/// Example: talent sandbox serve --addr 127.0.0.1:0 --seed 7 --time-scale 0.01
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Address to listen on; port 0 picks a free port
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:8477")]
    pub addr: SocketAddr,

    /// Seed of the synthetic world (candidates, keys, ids)
    #[arg(long, value_name = "N", default_value_t = 42)]
    pub seed: u64,

    /// Candidates in the pool
    #[arg(long, value_name = "N", default_value_t = 5000,
          value_parser = clap::value_parser!(u64).range(1..=2_000_000))]
    pub candidates: u64,

    /// Multiplies every window, block, retry delay, day and cycle (e.g. 0.01)
    #[arg(long, value_name = "F", env = "TALENT_TIME_SCALE", value_parser = parse_scale)]
    pub time_scale: Option<TimeScale>,

    /// Load the world from FILE at start and save it there (atomically)
    #[arg(long, value_name = "FILE")]
    pub state: Option<PathBuf>,

    /// Quota grants per cycle, e.g. unlocks=50,searches=500,messages=100
    /// (repeatable: --grant unlocks=3 --grant searches=9; a later one wins)
    #[arg(long, value_name = "METER=N,...", value_parser = parse_grants)]
    pub grant: Vec<MeterChange>,

    /// Misbehave on purpose, e.g. 503=10%,reset=next1@POST,latency=200ms
    ///
    /// Items, comma-separated: KIND[=WHEN][@FILTER], latency=DURATION[@FILTER]
    /// or retry-after=date. KIND: 500, 502, 503, 504, 5xx (each in turn),
    /// stall (never answers), reset (handles the request, then closes without
    /// an answer), truncate (half the body, then closes), stall-body (half,
    /// then nothing), malformed (half a JSON document), huge (a 1 GiB body),
    /// panic (the handler panics: one 500, the server goes on).
    /// WHEN: 25% or 0.25 (spread evenly), nextN (the next N), fromN (the Nth
    /// and every one after); default every
    /// request. FILTER: a method, a path under the interface (/jobs), or both
    /// (POST/jobs). Only /api/v1 and /v1 are faulted; PUT /_sandbox/faults
    /// {"spec": "..."} changes them while serving.
    #[arg(long, value_name = "SPEC", value_parser = parse_faults)]
    pub faults: Option<FaultSpec>,

    /// Close a kept-alive connection idle this long, e.g. 1s, 5s (real time,
    /// not scaled)
    ///
    /// As a real server does (Node 5 s, an AWS load balancer 60 s, nginx
    /// 75 s); a request head must still arrive within 10 s × the time scale.
    #[arg(long, value_name = "DURATION", default_value = "60s", value_parser = parse_idle)]
    pub idle_timeout: std::time::Duration,

    /// Say the idle timeout in a `Keep-Alive: timeout=N` header on every answer
    #[arg(long)]
    pub keep_alive_header: bool,

    /// At the idle timeout, drop the connection silently instead of closing it
    ///
    /// As a NAT or a load balancer that forgets idle flows: the client cannot
    /// see it go, and a request it sends on it later is dropped unanswered.
    /// For tests: it makes certain the race a real close leaves to chance.
    #[arg(long)]
    pub idle_silent: bool,

    /// Serve HTTPS with a certificate made at start; the ready line names the CA's PEM file
    ///
    /// The certificate is for 127.0.0.1, ::1, localhost and each --tls-name,
    /// signed by a CA made at the same time, whose PEM is written to the file
    /// the ready line's "ca_file" names (give it to `talent --ca-file`).
    #[arg(long)]
    pub tls: bool,

    /// A further host name (or IP address) the certificate is valid for (with --tls)
    #[arg(long, value_name = "NAME", requires = "tls", value_parser = parse_tls_name)]
    pub tls_name: Vec<String>,
}

fn parse_tls_name(s: &str) -> Result<String> {
    let name = s.trim();
    let ok = !name.is_empty()
        && name.len() <= 253
        && (name.parse::<std::net::IpAddr>().is_ok()
            || name.split('.').all(|l| {
                !l.is_empty() && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            }));
    if ok {
        Ok(name.to_ascii_lowercase())
    } else {
        Err(
            Error::usage(format!("--tls-name {s:?} is not a host name or IP address"))
                .with_hint("e.g. --tls-name talent.test"),
        )
    }
}

fn parse_idle(s: &str) -> Result<std::time::Duration> {
    let d = crate::api::retry::parse_duration(s)
        .map_err(|why| Error::usage(why).with_hint("e.g. --idle-timeout 5s"))?;
    if d < std::time::Duration::from_millis(100) {
        return Err(
            Error::usage(format!("--idle-timeout {s:?} is shorter than 100ms"))
                .with_hint("e.g. --idle-timeout 1s; the default is 60s"),
        );
    }
    Ok(d)
}

fn parse_faults(s: &str) -> Result<FaultSpec> {
    FaultSpec::parse(s).map_err(|why| {
        Error::usage(why).with_hint("e.g. --faults '503=25%,reset=next1@POST,retry-after=date'")
    })
}

fn parse_scale(s: &str) -> Result<TimeScale> {
    clock::parse(s)
}

/// Several `--grant` flags as one: each meter from the last flag naming it.
pub fn merge_grants(grants: &[MeterChange]) -> MeterChange {
    let mut out = MeterChange::default();
    for g in grants {
        out.unlocks = g.unlocks.or(out.unlocks);
        out.searches = g.searches.or(out.searches);
        out.messages = g.messages.or(out.messages);
    }
    out
}

/// Parses `unlocks=N,searches=N,messages=N` (any subset, any order).
pub fn parse_grants(s: &str) -> Result<MeterChange> {
    let mut out = MeterChange::default();
    for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (name, value) = part
            .split_once('=')
            .ok_or_else(|| Error::usage(format!("grant {part:?} is not METER=N")))?;
        let n: u32 = value.trim().parse().map_err(|_| {
            Error::usage(format!("grant {part:?}: {value:?} is not a whole number"))
        })?;
        match crate::meter::named(name.trim()) {
            Some(Meter::ApiUnlocks) => out.unlocks = Some(n),
            Some(Meter::Searches) => out.searches = Some(n),
            Some(Meter::Messages) => out.messages = Some(n),
            None => {
                let other = name.trim();
                return Err(Error::usage(format!(
                    "unknown meter {other:?}; use unlocks, searches or messages"
                )));
            }
        }
    }
    Ok(out)
}

/// The ready line scripts read.
#[derive(Serialize)]
struct Ready<'a> {
    base_url: &'a str,
    alt_base_url: &'a str,
    keys: ReadyKeys<'a>,
    /// A second workspace's keys (isolation tests); added to the contract's shape.
    #[serde(skip_serializing_if = "Option::is_none")]
    other_workspace_keys: Option<ReadyKeys<'a>>,
    /// With --tls: the PEM file of the CA that signed the certificate.
    #[serde(skip_serializing_if = "Option::is_none")]
    ca_file: Option<String>,
}

#[derive(Serialize)]
struct ReadyKeys<'a> {
    production: &'a str,
    evaluation: &'a str,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    // The ready line is for programs and must come out at once.
    ctx.ui.no_pager();
    let cfg = SandboxConfig {
        addr: args.addr,
        seed: args.seed,
        candidates: usize::try_from(args.candidates).unwrap_or(usize::MAX),
        time_scale: args.time_scale.unwrap_or_default(),
        state_file: args.state.clone(),
        grants: merge_grants(&args.grant),
        faults: args.faults.clone().unwrap_or_default(),
        idle_timeout: args.idle_timeout,
        keep_alive_header: args.keep_alive_header,
        idle_silent: args.idle_silent,
        tls_names: args.tls.then(|| args.tls_name.clone()),
        clock: clock::from_env()?,
    };
    let sb = sandbox::start(cfg).await?;
    sb.warm_index();
    let ca_file = match &sb.ca_pem {
        Some(pem) => Some(write_ca(pem, sb.local_addr().port())?),
        None => None,
    };
    let ready = Ready {
        base_url: &sb.base_url,
        alt_base_url: &sb.alt_base_url,
        keys: ReadyKeys {
            production: &sb.keys.production,
            evaluation: &sb.keys.evaluation,
        },
        other_workspace_keys: sb.other_keys.as_ref().map(|k| ReadyKeys {
            production: &k.production,
            evaluation: &k.evaluation,
        }),
        ca_file: ca_file.as_ref().map(|p| p.display().to_string()),
    };
    let mut line = serde_json::to_vec(&ready)?;
    line.push(b'\n');
    // Listen before the ready line: a script may signal as soon as it reads it.
    let mut signals = StopSignals::install_with_hangup()?;
    ctx.ui.out(&line)?;
    ctx.ui.status(&format!(
        "sandbox listening on {} (time scale {}); Ctrl-C to stop",
        sb.local_addr(),
        args.time_scale.unwrap_or_default().factor()
    ));
    if let Some(path) = &args.state {
        ctx.ui.status(&format!("state file: {}", path.display()));
    }
    signals.recv().await;
    ctx.ui.status("stopping the sandbox");
    sb.shutdown().await?;
    if let Some(path) = &ca_file {
        // Only this run's certificate was signed by it; the next run makes its own.
        let _ = std::fs::remove_file(path);
    }
    if let Some(path) = &args.state {
        ctx.ui.status(&format!("state saved to {}", path.display()));
    }
    Ok(())
}

/// Writes the CA's PEM into the data folder (`sandbox-ca-PORT.pem`, in a
/// folder only this user can write, replaced atomically) and returns its path.
fn write_ca(pem: &str, port: u16) -> Result<PathBuf> {
    let dir = crate::paths::data_dir()?;
    talent_fs::create_private_dir(&dir)
        .map_err(|e| Error::failure(format!("cannot create {}: {e}", dir.display())))?;
    let path = dir.join(format!("sandbox-ca-{port}.pem"));
    // The workspace's one atomic write: never through a link planted there.
    talent_fs::write_private(&path, pem.as_bytes())
        .map_err(|e| Error::failure(format!("cannot write the CA file {}: {e}", path.display())))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grants_parse_any_subset() {
        let g = parse_grants("searches=5, unlocks=1").ok();
        assert_eq!(
            g,
            Some(MeterChange {
                unlocks: Some(1),
                searches: Some(5),
                messages: None
            })
        );
        assert!(parse_grants("credits=5").is_err());
        assert!(parse_grants("unlocks=-1").is_err());
        assert!(parse_grants("unlocks").is_err());
    }
}
