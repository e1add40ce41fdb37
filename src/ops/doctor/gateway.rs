//! `doctor` through a team's gateway (cli.md, *serve*, "Through a
//! gateway"): each base's `GET /_talent/v1/whoami` asked **without** the
//! member token (a gateway answers `{"gateway": true, "version": …}`),
//! the token sent only to a base that said so — whoami with it names the
//! member, their grants and allowances —, the clock against the gateway's
//! `Date`, and `GET /usage` through it. The reverse too: a service key
//! never goes to a base that says it is a gateway.

use std::time::Instant;

use serde_json::Value;
use url::Url;

use crate::api::gateway::{root_of, whoami_url, Gate, Verdict, WHOAMI_PATH};
use crate::auth::ApiKey;

use super::{check, Check, Field, Reach, Status};

/// Whose `Date` the clock is compared with through a gateway.
pub(super) const WHOSE: &str = "gateway's";

/// The ledger's line through a gateway: nothing is opened or created.
pub(super) const NO_LEDGER: &str =
    "none on this machine: through a gateway the team's gateway keeps the spend ledger";

/// A whoami answer, with what its headers said.
struct Answer {
    status: u16,
    verdict: Verdict,
    body: Value,
    issuer: Option<Check>,
    clock: Check,
}

/// `GET {root}/_talent/v1/whoami` of `base`, with `key` only when given
/// (the caller knows the base is a gateway).
async fn whoami(
    client: &reqwest::Client,
    base: &Url,
    key: Option<&ApiKey>,
) -> std::result::Result<Answer, reqwest::Error> {
    let mut req = client
        .get(whoami_url(base))
        .header(reqwest::header::ACCEPT, "application/json");
    if let Some(key) = key {
        req = req.bearer_auth(key.expose());
    }
    let started = Instant::now();
    let mut resp = req.send().await?;
    let took = started.elapsed();
    let status = resp.status().as_u16();
    let issuer = super::issuer_check(base, &resp);
    let clock = super::clock_check(&resp, took, WHOSE);
    let mut body = Vec::new();
    while let Ok(Some(chunk)) = resp.chunk().await {
        body.extend_from_slice(&chunk);
        if body.len() > crate::api::gateway::MAX_WHOAMI_BYTES {
            break;
        }
    }
    let body = crate::api::gateway::bounded(&body);
    Ok(Answer {
        status,
        verdict: crate::api::gateway::verdict(status, body),
        body: serde_json::from_slice(body).unwrap_or_default(),
        issuer,
        clock,
    })
}

/// With a service key, a base that is not the service's own host: asked
/// first, without the key. A gateway gets nothing more (its failing line);
/// `None` lets the key go (the verdict kept as a run keeps it).
pub(super) async fn keep_the_key_away(
    client: &reqwest::Client,
    main: &Url,
    gate: &Gate,
    reach: &Reach<'_>,
) -> Option<Vec<Check>> {
    let now = crate::clock::now_ms();
    let answer = match whoami(client, main, None).await {
        Ok(a) => a,
        Err(e) => {
            let url = whoami_url(main);
            return Some(super::unreached("service", main, url.as_str(), &e, reach).await);
        }
    };
    let _ = gate.judge(main, answer.verdict, now);
    if answer.verdict != Verdict::Gateway {
        return None;
    }
    let root = root_of(main);
    Some(vec![check(
        "gateway",
        Status::Fail,
        format!(
            "base_url: {root} is a talent gateway (GET {WHOAMI_PATH} answered {}): the workspace's service key never goes to a gateway, and nothing was sent with it; log in there with your member token (`talent auth login {} URL`) or point the base URLs at the service",
            answer.status,
            (reach.words)(Field::Gateway)
        ),
    )
    .with("url", root.as_str())
    .with("bases", vec!["base_url"])
    .with("gateway", true)])
}

/// Through a gateway: what each base is (asked without the token), the
/// certificate and clock of the main one, the member the token is, and
/// the service through the gateway. Nothing goes with the token to a base
/// that did not say it is a gateway.
pub(super) async fn checks(
    main: &Url,
    alt: Option<&Url>,
    key: Option<&ApiKey>,
    gate: &Gate,
    reach: &Reach<'_>,
) -> Vec<Check> {
    let client = match reach.client([main, alt.unwrap_or(main)]) {
        Ok(c) => c,
        Err(e) => return vec![check("gateway", Status::Fail, e.render_line())],
    };
    let mut out = Vec::new();
    let apart = alt.filter(|a| root_of(a) != root_of(main));
    let mut bases = vec![(
        match apart {
            Some(_) => &["base_url"][..],
            None => &["base_url", "alt_base_url"][..],
        },
        main,
    )];
    bases.extend(apart.map(|a| (&["alt_base_url"][..], a)));
    let mut main_is_one = false;
    for (i, (names, base)) in bases.into_iter().enumerate() {
        let now = crate::clock::now_ms();
        let answer = match whoami(&client, base, None).await {
            Ok(a) => a,
            Err(e) => {
                let url = whoami_url(base);
                out.extend(super::unreached("gateway", base, url.as_str(), &e, reach).await);
                continue;
            }
        };
        let _ = gate.judge(base, answer.verdict, now);
        let is_one = answer.verdict == Verdict::Gateway;
        out.push(verdict_line(names, base, &answer, reach));
        if i == 0 && is_one {
            main_is_one = true;
            out.extend(answer.issuer);
            out.push(answer.clock);
        }
    }
    let Some(key) = key.filter(|_| main_is_one) else {
        return out;
    };
    match whoami(&client, main, Some(key)).await {
        Ok(a) if a.status == 200 => {
            out.push(member_line(&a.body));
            out.extend(super::probe(&client, main, Some(key), reach, WHOSE).await);
        }
        Ok(a) => out.push(refused_line(a.status, reach)),
        Err(e) => {
            let url = whoami_url(main);
            out.extend(super::unreached("member", main, url.as_str(), &e, reach).await);
        }
    }
    out
}

/// What a base is, by its whoami answer without a credential.
fn verdict_line(names: &[&str], base: &Url, answer: &Answer, reach: &Reach<'_>) -> Check {
    let root = root_of(base);
    let which = names.join(" and ");
    let line = match answer.verdict {
        Verdict::Gateway => {
            let version = answer
                .body
                .get("version")
                .and_then(Value::as_str)
                .unwrap_or("unknown");
            check(
                "gateway",
                Status::Ok,
                format!("{which}: {root} is a talent gateway (version {version}); the member token may go there"),
            )
            .with("version", version)
        }
        Verdict::NotGateway => check(
            "gateway",
            Status::Fail,
            format!(
                "{which}: {root} is not a talent gateway (GET {WHOAMI_PATH} answered {}): a member token goes only to its team's gateway, and nothing was sent with it; log in with `talent auth login {} URL` (the address your team's lead gave)",
                answer.status,
                (reach.words)(Field::Gateway)
            ),
        ),
    };
    line.with("url", root.as_str())
        .with("bases", names.to_vec())
        .with("gateway", answer.verdict == Verdict::Gateway)
}

/// The member the gateway says the token is: name, grants, allowances,
/// and the token's label and use (never the token).
fn member_line(who: &Value) -> Check {
    let member = who
        .get("member")
        .and_then(|m| m.as_str().or_else(|| m.get("name").and_then(Value::as_str)))
        .unwrap_or("(unnamed)")
        .to_string();
    let mut parts = Vec::new();
    if let Some(grants) = who.get("grants").and_then(Value::as_array) {
        let names: Vec<&str> = grants.iter().filter_map(Value::as_str).collect();
        parts.push(match names.is_empty() {
            true => "grants: none".to_string(),
            false => format!("grants: {}", names.join(", ")),
        });
    }
    if let Some(allowances) = who.get("allowances").and_then(Value::as_object) {
        parts.push(allowances_text(allowances));
    }
    if let Some(label) = who.pointer("/token/label").and_then(Value::as_str) {
        parts.push(format!("token {label}"));
    }
    let detail = match parts.is_empty() {
        true => format!("{member}, as the gateway knows the token"),
        false => format!(
            "{member}, as the gateway knows the token ({})",
            parts.join("; ")
        ),
    };
    let mut line = check("member", Status::Ok, detail).with("member", member);
    for fact in ["grants", "allowances", "token"] {
        if let Some(v) = who.get(fact) {
            line = line.with(fact, v.clone());
        }
    }
    line
}

/// `allowances: unlocks 4 of 5 left, searches 50 of 50 left` (or none set).
fn allowances_text(allowances: &serde_json::Map<String, Value>) -> String {
    if allowances.is_empty() {
        return "allowances: none set".to_string();
    }
    let each: Vec<String> = allowances
        .iter()
        .map(|(meter, a)| {
            let n = |k: &str| a.get(k).and_then(Value::as_i64);
            match (n("left"), n("limit")) {
                (Some(left), Some(limit)) => format!("{meter} {left} of {limit} left"),
                _ => meter.clone(),
            }
        })
        .collect();
    format!("allowances: {}", each.join(", "))
}

/// The gateway did not take the token (or could not say whose it is).
fn refused_line(status: u16, reach: &Reach<'_>) -> Check {
    let login = (reach.words)(Field::Gateway);
    let detail = match status {
        401 | 403 => format!(
            "the gateway does not take this member token (GET {WHOAMI_PATH} answered {status}: revoked, expired or unknown): ask your team's lead for a new one, then run `talent auth login {login} URL`"
        ),
        503 => format!(
            "the gateway cannot reach its ledger (GET {WHOAMI_PATH} answered 503): try again shortly, or tell your team's lead"
        ),
        _ => format!(
            "GET {WHOAMI_PATH} with the member token answered {status}: ask your team's lead whether the gateway runs as it should"
        ),
    };
    check("member", Status::Fail, detail)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_member_line_names_grants_allowances_and_the_tokens_label() {
        let line = member_line(&json!({
            "gateway": true, "member": "asha", "grants": ["search", "unlock"],
            "token": {"label": "login-host", "use": "api"},
            "allowances": {"unlocks": {"limit": 5, "used": 1, "left": 4}},
        }));
        assert_eq!(line.status, Status::Ok);
        assert_eq!(
            line.detail,
            "asha, as the gateway knows the token (grants: search, unlock; allowances: unlocks 4 of 5 left; token login-host)"
        );
        assert_eq!(line.facts["member"], "asha");
        assert_eq!(line.facts["allowances"]["unlocks"]["left"], 4);
        let bare = member_line(&json!({"member": "ravi", "allowances": {}}));
        assert_eq!(
            bare.detail,
            "ravi, as the gateway knows the token (allowances: none set)"
        );
    }

    #[test]
    fn a_refused_token_says_what_a_member_can_do() {
        let reach = Reach {
            proxies: &crate::api::proxy::Proxies::default(),
            ca: None,
            timeout: std::time::Duration::from_secs(1),
            words: crate::ops::kit::field::named,
        };
        let line = refused_line(401, &reach);
        assert_eq!(line.status, Status::Fail);
        assert!(
            line.detail.contains("ask your team's lead"),
            "{}",
            line.detail
        );
        assert!(
            line.detail.contains("talent auth login FIELD URL"),
            "{}",
            line.detail
        );
    }
}
