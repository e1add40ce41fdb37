//! `talent doctor`: what a support reply asks for first, one check a line —
//! where the key comes from, where requests go and through which proxy,
//! whom TLS trusts and who signed the service's certificate, the clock
//! against the service's `Date`, and the ledger. It spends nothing (one
//! `GET /usage`, which is free) and runs whatever else is broken.
//!
//! A credential goes only where a run would send it (cli.md, *serve*,
//! "Through a gateway"): a member token only to a base whose whoami,
//! asked without it, says it is a gateway; a service key never to one.
//! Through a gateway ([`gateway`]) the checks are the gateway's: what it
//! is, whether it takes the token and as whom, its `Date`; and no ledger
//! is opened on this machine.

mod gateway;

use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

use serde::Serialize;
use url::Url;

use crate::api::proxy::Proxies;
use crate::api::with_proxies;
use crate::auth::ApiKey;
use crate::config::base_url;
use crate::config::ca_file::CaFile;
use crate::{Error, Result};

use super::kit::field::{Field, Words};

/// A clock this far from the service's is worth a warning (signatures,
/// `Retry-After` dates and reset times are read against it).
pub const SKEW_WARN: Duration = Duration::from_secs(30);
/// Past this, times are wrong enough to fail the check.
pub const SKEW_FAIL: Duration = Duration::from_secs(300);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Ok,
    Warn,
    Fail,
}

/// One line of the report.
#[derive(Debug, Clone, Serialize)]
pub struct Check {
    pub check: &'static str,
    pub status: Status,
    pub detail: String,
    /// What a script reads beside the line (`--json`), by check: `kind`
    /// of the key; through a gateway `gateway` on the bases, `url` and
    /// `version` of the gateway, `member`, `grants`, `allowances` and
    /// `token` of the member. Never a credential.
    #[serde(flatten)]
    pub facts: serde_json::Map<String, serde_json::Value>,
}

fn check(name: &'static str, status: Status, detail: impl Into<String>) -> Check {
    Check {
        check: name,
        status,
        detail: detail.into(),
        facts: serde_json::Map::new(),
    }
}

impl Check {
    /// The line with one more fact for `--json`.
    fn with(mut self, key: &str, value: impl Into<serde_json::Value>) -> Check {
        self.facts.insert(key.to_string(), value.into());
        self
    }
}

/// What the checks look at, gathered by the command.
pub struct Inputs {
    /// The key and where it came from, or why there is none.
    pub key: Result<Option<(ApiKey, String)>>,
    pub base_url: String,
    pub alt_base_url: String,
    pub ca_file: Result<Option<CaFile>>,
    pub ledger: Result<PathBuf>,
    pub timeout: Duration,
    /// The team ledger, when the run uses one (never through a gateway).
    pub team: Option<Team>,
    /// The front end's words for the settings a check names.
    pub words: Words,
    /// Where the run's whoami verdicts are cached (`api::gateway`): a
    /// fresh one here replaces what a run would read.
    pub gateways: Option<PathBuf>,
}

/// A team ledger and who this machine spends as.
pub struct Team {
    pub admin: Result<crate::ledger::TeamAdmin>,
    pub member: Option<String>,
}

/// Runs every check; none stops the others. Through a gateway (a member
/// token) the ledger is neither opened nor created: the gateway keeps it.
pub async fn run(inputs: Inputs) -> Vec<Check> {
    let mut out = Vec::new();
    let key = key_check(inputs.key, &mut out);
    let member = key
        .as_ref()
        .is_some_and(|k| crate::api::gateway::is_member_token(k.expose()));
    let bases = [
        ("base_url", inputs.base_url.as_str(), "/api/v1"),
        ("alt_base_url", inputs.alt_base_url.as_str(), "/v1"),
    ];
    let urls: Vec<Option<Url>> = bases
        .iter()
        .map(|&(name, raw, suffix)| base_check(name, raw, suffix, &mut out))
        .collect();
    let proxies = Proxies::from_env();
    for ((name, ..), url) in bases.iter().zip(&urls) {
        if let Some(url) = url {
            out.push(proxy_check(name, url, &proxies));
        }
    }
    let ca = trust_check(inputs.ca_file, &urls, &mut out);
    if let (Some(Some(main)), Ok(proxies)) = (urls.first(), &proxies) {
        let alt = urls.get(1).cloned().flatten();
        let gate = crate::api::gateway::Gate::new(member, inputs.gateways);
        let reach = Reach {
            proxies,
            ca: ca.as_ref(),
            timeout: inputs.timeout,
            words: inputs.words,
        };
        let probed = match member {
            true => gateway::checks(main, alt.as_ref(), key.as_ref(), &gate, &reach).await,
            false => service_checks(main, alt.as_ref(), key.as_ref(), &gate, &reach).await,
        };
        mark_bases(&mut out, &probed);
        out.extend(probed);
    }
    if member {
        out.push(check("ledger", Status::Ok, gateway::NO_LEDGER));
        return out;
    }
    out.push(ledger_check(inputs.ledger));
    if let Some(team) = inputs.team {
        out.extend(team_checks(team, inputs.words));
    }
    out
}

/// The bases' lines say (`--json`: `gateway`) what their whoami said,
/// where one was asked.
fn mark_bases(out: &mut [Check], probed: &[Check]) {
    for line in probed.iter().filter(|c| c.check == "gateway") {
        let (Some(is_one), Some(names)) = (line.facts.get("gateway"), line.facts.get("bases"))
        else {
            continue;
        };
        let names: Vec<&str> = names
            .as_array()
            .map(|a| a.iter().filter_map(serde_json::Value::as_str).collect())
            .unwrap_or_default();
        for base in out.iter_mut().filter(|c| names.contains(&c.check)) {
            base.facts.insert("gateway".into(), is_one.clone());
        }
    }
}

/// Whom TLS trusts (its line), and the CA file when one loads.
fn trust_check(
    ca_file: Result<Option<CaFile>>,
    urls: &[Option<Url>],
    out: &mut Vec<Check>,
) -> Option<CaFile> {
    let tls_used = urls.iter().flatten().any(|u| u.scheme() == "https");
    match ca_file {
        Ok(ca) => {
            let detail = if tls_used {
                CaFile::describe(ca.as_ref())
            } else {
                format!(
                    "{} (unused: plain http to loopback)",
                    CaFile::describe(ca.as_ref())
                )
            };
            out.push(check("tls trust", Status::Ok, detail));
            ca
        }
        Err(e) => {
            out.push(check("tls trust", Status::Fail, e.render_line()));
            None
        }
    }
}

/// How the probes reach a base: the environment's proxies, the trust,
/// the time they may take, and the front end's words.
struct Reach<'a> {
    proxies: &'a Proxies,
    ca: Option<&'a CaFile>,
    timeout: Duration,
    words: Words,
}

impl Reach<'_> {
    /// A client for `bases` (each through the proxy that applies to it)
    /// that reads the certificate presented and follows no redirect.
    fn client(&self, bases: [&Url; 2]) -> Result<reqwest::Client> {
        let builder = reqwest::Client::builder()
            .tls_info(true)
            .connect_timeout(self.timeout)
            .timeout(self.timeout.max(Duration::from_secs(1)) * 2)
            .redirect(reqwest::redirect::Policy::none());
        let builder = crate::api::tls::trusting(builder, self.ca);
        with_proxies(builder, self.proxies, bases)
            .and_then(|(b, _)| b.build().map_err(|e| Error::failure(e.to_string())))
    }
}

/// The service's checks with a service key (or none): a base that is not
/// the service's own host is asked first, without the key, whether it is
/// a gateway; the key never goes to one.
async fn service_checks(
    main: &Url,
    alt: Option<&Url>,
    key: Option<&ApiKey>,
    gate: &crate::api::gateway::Gate,
    reach: &Reach<'_>,
) -> Vec<Check> {
    let client = match reach.client([main, alt.unwrap_or(main)]) {
        Ok(c) => c,
        Err(e) => return vec![check("service", Status::Fail, e.render_line())],
    };
    if key.is_some() && gate.needs_probe(main) {
        if let Some(refused) = gateway::keep_the_key_away(&client, main, gate, reach).await {
            return refused;
        }
    }
    probe(&client, main, key, reach, "service's").await
}
/// Where the key comes from (its line, which never shows the key), and
/// the key. A member token says it is one, for a team's gateway.
fn key_check(key: Result<Option<(ApiKey, String)>>, out: &mut Vec<Check>) -> Option<ApiKey> {
    match key {
        Ok(Some((key, source))) => {
            let kind = key.kind();
            let detail = match kind {
                crate::auth::KeyKind::Member => {
                    format!("a member token for a team's gateway (tlm_…), from {source}")
                }
                _ => format!("from {source}"),
            };
            out.push(check("key", Status::Ok, detail).with("kind", kind.as_str()));
            Some(key)
        }
        Ok(None) => {
            out.push(check(
                "key",
                Status::Fail,
                "no API key: run `talent auth login` or set TALENT_API_KEY",
            ));
            None
        }
        Err(e) => {
            out.push(check("key", Status::Fail, e.render_line()));
            None
        }
    }
}

/// A base URL, checked as a request would be (its line), and the URL.
fn base_check(name: &'static str, raw: &str, suffix: &str, out: &mut Vec<Check>) -> Option<Url> {
    let checked = base_url::check(
        name,
        raw,
        suffix,
        &format!("https://api.example.com{suffix}"),
    )
    .and_then(|u| base_url::key_may_go_to(&u).map(|()| u));
    match checked {
        Ok(u) => {
            out.push(check(name, Status::Ok, u.to_string()));
            Some(u)
        }
        Err(e) => {
            out.push(check(name, Status::Fail, e.render_line()));
            None
        }
    }
}

/// How a request to `url` (the base `name`) goes: direct or through which
/// proxy.
fn proxy_check(name: &str, url: &Url, proxies: &Result<Proxies>) -> Check {
    match proxies {
        Err(e) => check("proxy", Status::Fail, e.render_line()),
        Ok(p) => match p.for_url(url) {
            Ok(None) if base_url::is_loopback(url) => check(
                "proxy",
                Status::Ok,
                format!("{name}: direct (loopback is never proxied)"),
            ),
            Ok(None) => check("proxy", Status::Ok, format!("{name}: direct")),
            Ok(Some(via)) => check(
                "proxy",
                Status::Ok,
                format!(
                    "{name}: through {} ({}), CONNECT tunnel for https",
                    via.shown(),
                    via.var
                ),
            ),
            Err(e) => check("proxy", Status::Fail, e.render_line()),
        },
    }
}

/// A team ledger: reachable (and how fast), its schema against this
/// talent's, TLS, and the member spends are recorded as. The URL is shown
/// without its password.
pub fn team_checks(team: Team, w: Words) -> Vec<Check> {
    use crate::ledger::pg::{PG_COMPAT, PG_SCHEMA_VERSION};
    let mut out = Vec::new();
    out.push(match &team.member {
        Some(m) => check("member", Status::Ok, m.clone()),
        None => check(
            "member",
            Status::Fail,
            format!(
                "unknown (no login or host name): set {}, TALENT_MEMBER or `talent config set member NAME`",
                w(Field::Member)
            ),
        ),
    });
    let pg = match team.admin {
        Ok(a) => a,
        Err(e) => {
            out.push(check("team ledger", Status::Fail, e.render_line()));
            return out;
        }
    };
    if let Err(e) = pg.connected() {
        out.push(check("team ledger", Status::Fail, e.render_line()));
        return out;
    }
    let info = pg.info();
    out.push(check(
        "team ledger",
        Status::Ok,
        format!(
            "{} reachable (PostgreSQL {}, connected in {} ms, round trip {} ms)",
            pg.target().shown(),
            info.server_version,
            info.connect_ms,
            info.rtt_ms
        ),
    ));
    out.push(if info.schema >= PG_COMPAT {
        check(
            "team schema",
            Status::Ok,
            format!(
                "version {} (this talent writes {PG_SCHEMA_VERSION})",
                info.schema
            ),
        )
    } else {
        check(
            "team schema",
            Status::Fail,
            format!("version {}: run `talent ledger migrate`", info.schema),
        )
    });
    let t = pg.target();
    out.push(match (info.tls, t.loopback) {
        (true, _) => check(
            "team tls",
            Status::Ok,
            format!("verified TLS (sslmode={})", t.sslmode),
        ),
        (false, true) => check(
            "team tls",
            Status::Ok,
            format!("plain TCP to loopback (sslmode={})", t.sslmode),
        ),
        (false, false) => check("team tls", Status::Fail, "not encrypted to a remote host"),
    });
    out
}

/// The issuer of the certificate `base`'s server presents, whether or not
/// it is trusted (through the proxy that applies to it).
async fn presented_issuer(base: &Url, proxies: &Proxies, timeout: Duration) -> Option<String> {
    let host = base.host_str()?.trim_matches(['[', ']']).to_string();
    let port = base.port_or_known_default()?;
    let proxy = proxies
        .for_url(base)
        .ok()
        .flatten()
        .map(|p| p.url().clone());
    let der = crate::task::spawn_blocking(move || {
        crate::api::tls::presented_certificate(&host, port, proxy.as_ref(), timeout)
    })
    .await
    .ok()??;
    crate::x509::issuer(&der)
}

/// `GET {base}/usage` (free) with `key`: reachable, the issuer of the
/// certificate presented, and the clock against the answer's `Date`.
/// Through a gateway only the first: the gateway's own answer had the
/// rest ([`gateway::checks`]).
async fn probe(
    client: &reqwest::Client,
    base: &Url,
    key: Option<&ApiKey>,
    reach: &Reach<'_>,
    whose: &str,
) -> Vec<Check> {
    let through_gateway = whose == gateway::WHOSE;
    let url = format!("{}/usage", base.as_str().trim_end_matches('/'));
    let mut req = client.get(&url);
    if let Some(key) = key {
        req = req.bearer_auth(key.expose());
    }
    let started = Instant::now();
    let resp = match req.send().await {
        Ok(r) => r,
        Err(e) => return unreached("service", base, &url, &e, reach).await,
    };
    let took = started.elapsed();
    let status = resp.status().as_u16();
    let mut out = vec![check(
        "service",
        if status == 200 || (key.is_none() && status == 401) {
            Status::Ok
        } else {
            Status::Fail
        },
        format!(
            "GET {} answered {status} in {} ms{}{}",
            resp.url().path(),
            took.as_millis(),
            match through_gateway {
                true => " through the gateway",
                false => "",
            },
            match (status, through_gateway) {
                (401 | 403, false) => " (the key was refused)",
                (401 | 403, true) => " (the member token was refused)",
                (503, true) => " (the gateway cannot reach its ledger or the service)",
                _ => "",
            }
        ),
    )];
    if through_gateway {
        return out;
    }
    out.extend(issuer_check(base, &resp));
    out.push(clock_check(&resp, took, whose));
    out
}

/// The issuer of the certificate an `https` base presented in `resp`.
fn issuer_check(base: &Url, resp: &reqwest::Response) -> Option<Check> {
    if base.scheme() != "https" {
        return None;
    }
    let issuer = resp
        .extensions()
        .get::<reqwest::tls::TlsInfo>()
        .and_then(|info| info.peer_certificate())
        .and_then(crate::x509::issuer);
    Some(match issuer {
        Some(name) => check("tls issuer", Status::Ok, name),
        None => check(
            "tls issuer",
            Status::Warn,
            "the certificate's issuer could not be read",
        ),
    })
}

/// `base` could not be reached (the check `name`): why, and for a refused
/// certificate its issuer, read in a handshake of its own that sends
/// nothing (whose CA `--ca-file` needs).
async fn unreached(
    name: &'static str,
    base: &Url,
    url: &str,
    e: &reqwest::Error,
    reach: &Reach<'_>,
) -> Vec<Check> {
    let (proxies, timeout, w) = (reach.proxies, reach.timeout, reach.words);
    let text = crate::api::transport_text(e);
    let mut out = vec![check(name, Status::Fail, format!("{url}: {text}"))];
    if let Some(problem) = crate::api::tls::certificate_problem(&text) {
        let issued_by = match presented_issuer(base, proxies, timeout).await {
            Some(name) => format!(" (issued by {name})"),
            None => String::new(),
        };
        out.push(check(
            "tls issuer",
            Status::Fail,
            format!(
                "the certificate{issued_by} {problem}; behind a TLS-inspecting proxy, give its CA with {}",
                w(Field::CaFile)
            ),
        ));
    }
    out
}

/// This machine's clock against the answer's `Date` (stamped while we
/// waited `took`: compared with the middle). Ours is the clock the run
/// shows (`TALENT_NOW` included), so a sandbox started on it shows no skew.
/// `whose`: the service's, or through a gateway the gateway's.
fn clock_check(resp: &reqwest::Response, took: Duration, whose: &str) -> Check {
    let date = resp
        .headers()
        .get(reqwest::header::DATE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| httpdate::parse_http_date(v).ok());
    let Some(theirs) = date else {
        return check(
            "clock",
            Status::Warn,
            "the answer carried no Date to compare with",
        );
    };
    let ours = SystemTime::from(crate::clock::now()) - took / 2;
    let (skew, ahead) = match ours.duration_since(theirs) {
        Ok(d) => (d, true),
        Err(e) => (e.duration(), false),
    };
    let status = if skew > SKEW_FAIL {
        Status::Fail
    } else if skew > SKEW_WARN {
        Status::Warn
    } else {
        Status::Ok
    };
    let secs = skew.as_secs();
    let detail = if secs == 0 {
        format!("in step with the {whose} Date (within 1 s)")
    } else {
        format!(
            "{secs} s {} the {whose} Date{}",
            if ahead { "ahead of" } else { "behind" },
            if status == Status::Ok {
                ""
            } else {
                "; set the clock (NTP): reset times and Retry-After dates are read against it"
            }
        )
    };
    check("clock", status, detail)
}

/// The ledger's file, schema version and whether another process holds its
/// write lock now.
fn ledger_check(path: Result<PathBuf>) -> Check {
    let path = match path {
        Ok(p) => p,
        Err(e) => return check("ledger", Status::Fail, e.render_line()),
    };
    use crate::ledger::Store;
    let opened = crate::ledger::SqliteStore::open(&path).and_then(|l| l.schema_version());
    let version = match opened {
        Ok(v) => v,
        Err(e) => {
            return check(
                "ledger",
                Status::Fail,
                format!("{}: {}", path.display(), e.render_line()),
            )
        }
    };
    let lock = match rusqlite::Connection::open(&path) {
        Ok(conn) => match conn.execute_batch("BEGIN IMMEDIATE; ROLLBACK;") {
            Ok(()) => "unlocked",
            Err(_) => "locked by another process right now",
        },
        Err(_) => "lock state unknown",
    };
    check(
        "ledger",
        Status::Ok,
        format!("{} (schema {version}, {lock})", path.display()),
    )
}
