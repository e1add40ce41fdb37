//! Webhook delivery: a scheduler that sends due deliveries, signs each body
//! with the endpoint's secret, and on failure retries after 1 m, 5 m, 30 m,
//! 2 h and 8 h (scaled). A delivery that fails all retries counts as one
//! failed delivery; 5 in a row disable the endpoint; a success resets the count.

use std::sync::atomic::Ordering;
use std::time::Duration;

use chrono::{DateTime, Utc};
use serde_json::json;
use tokio::sync::watch;

use super::app::App;
use super::state::{iso, WebhookStatus, World};
use talent_spec::signature as webhook;
use talent_spec::time::TimeScale;

/// Delays before each retry, unscaled.
const RETRY_DELAYS_SECS: [u64; 5] = [60, 300, 1800, 7200, 28_800];
/// Failed deliveries in a row that disable an endpoint.
const DISABLE_AFTER: u32 = 5;
/// How long an endpoint has to answer, unscaled.
const RESPONSE_TIMEOUT_SECS: u64 = 10;
/// Scheduler nap when nothing is pending.
const IDLE: Duration = Duration::from_secs(3600);

/// The answer timeout: 10 s scaled, but never under 1 s (a loopback receiver
/// still needs time to answer at tiny scales).
pub fn response_timeout(scale: TimeScale) -> Duration {
    super::state::scaled_std(scale, Duration::from_secs(RESPONSE_TIMEOUT_SECS))
        .max(Duration::from_secs(1))
}

/// One attempt about to go on the wire.
struct Attempt {
    delivery_id: String,
    event_id: String,
    endpoint_id: String,
    url: String,
    secret: String,
    event: String,
    body: String,
    number: u32,
}

/// Runs until `stop` flips: sends what is due, then sleeps until the next
/// retry or until woken by a new event.
pub async fn run(app: App, mut stop: watch::Receiver<bool>) {
    loop {
        let next = dispatch_due(&app);
        let nap = next
            .and_then(|t| (t - app.now()).to_std().ok())
            .unwrap_or(if next.is_some() { Duration::ZERO } else { IDLE });
        tokio::select! {
            _ = app.deliveries.notified() => {}
            _ = tokio::time::sleep(nap) => {}
            _ = stop.changed() => return,
        }
    }
}

/// Starts every due attempt and returns when the next pending one is due.
pub fn dispatch_due(app: &App) -> Option<DateTime<Utc>> {
    let now = app.now();
    let (due, next) = take_due(&mut app.world(), now);
    for attempt in due {
        app.in_flight.fetch_add(1, Ordering::SeqCst);
        crate::task::spawn(send(app.clone(), attempt));
    }
    next
}

/// Marks due deliveries in flight; drops those whose endpoint is gone or disabled.
fn take_due(w: &mut World, now: DateTime<Utc>) -> (Vec<Attempt>, Option<DateTime<Utc>>) {
    let mut due = Vec::new();
    let mut next: Option<DateTime<Utc>> = None;
    let workspaces = &w.workspaces;
    w.deliveries.retain(|d| {
        workspaces[d.workspace]
            .webhooks
            .iter()
            .any(|h| h.id == d.endpoint_id && h.status == WebhookStatus::Active)
    });
    for d in w.deliveries.iter_mut().filter(|d| !d.in_flight) {
        if d.next_at > now {
            next = Some(next.map_or(d.next_at, |n| n.min(d.next_at)));
            continue;
        }
        let Some(hook) = w.workspaces[d.workspace]
            .webhooks
            .iter()
            .find(|h| h.id == d.endpoint_id)
        else {
            continue;
        };
        d.in_flight = true;
        due.push(Attempt {
            delivery_id: d.id.clone(),
            event_id: d.event_id.clone(),
            endpoint_id: d.endpoint_id.clone(),
            url: hook.url.clone(),
            secret: hook.secret.clone(),
            event: d.event.clone(),
            body: d.body.clone(),
            number: d.attempts + 1,
        });
    }
    (due, next)
}

/// Sends one attempt and records its outcome.
async fn send(app: App, a: Attempt) {
    let started = app.now();
    let result = match app.http() {
        Ok(http) => http
            .post(&a.url)
            .header("Content-Type", "application/json")
            .header(
                webhook::SIGNATURE_HEADER,
                webhook::sign(a.secret.as_bytes(), a.body.as_bytes()),
            )
            .header("X-Service-Event", &a.event)
            .header("X-Service-Delivery", &a.delivery_id)
            .timeout(response_timeout(app.scale))
            .body(a.body.clone())
            .send()
            .await
            .map_err(|e| {
                if e.is_timeout() {
                    "timeout".to_string()
                } else {
                    format!("connection failed: {e}")
                }
            }),
        Err(why) => Err(format!("connection failed: {why}")),
    };
    let (ok, outcome) = match result {
        Ok(resp) if resp.status().is_success() => (true, json!(resp.status().as_u16())),
        Ok(resp) => (false, json!(resp.status().as_u16())),
        Err(text) => (false, json!(text)),
    };
    app.record_attempt(json!({
        "delivery_id": a.delivery_id,
        "event_id": a.event_id,
        "endpoint_id": a.endpoint_id,
        "attempt": a.number,
        "ok": ok,
        "status": outcome,
        "at": iso(started),
    }));
    {
        let mut w = app.world();
        for ws in &mut w.workspaces {
            if let Some(h) = ws.webhooks.iter_mut().find(|h| h.id == a.endpoint_id) {
                h.last_delivery = Some(super::state::LastDelivery {
                    at: started,
                    status: outcome.clone(),
                    ok,
                });
            }
        }
        finish(&mut w, &a.delivery_id, ok, app.now(), app.scale);
    }
    app.in_flight.fetch_sub(1, Ordering::SeqCst);
    app.dirty.notify_one();
    app.deliveries.notify_one();
}

/// Applies an attempt's outcome: done, retry later, or give up (one failed
/// delivery; the fifth in a row disables the endpoint).
pub fn finish(w: &mut World, delivery_id: &str, ok: bool, now: DateTime<Utc>, scale: TimeScale) {
    let Some(pos) = w.deliveries.iter().position(|d| d.id == delivery_id) else {
        return; // the endpoint was deleted or disabled meanwhile
    };
    let d = &mut w.deliveries[pos];
    d.in_flight = false;
    let (wi, endpoint_id) = (d.workspace, d.endpoint_id.clone());
    let Some(hook) = w.workspaces[wi]
        .webhooks
        .iter_mut()
        .find(|h| h.id == endpoint_id && h.status == WebhookStatus::Active)
    else {
        w.deliveries.remove(pos);
        return;
    };
    if ok {
        hook.consecutive_failures = 0;
        w.deliveries.remove(pos);
        return;
    }
    d.attempts += 1;
    if let Some(&delay) = RETRY_DELAYS_SECS.get(d.attempts as usize - 1) {
        let wait = super::state::scaled(scale, chrono::Duration::seconds(delay as i64));
        d.next_at = now + wait;
        return;
    }
    w.deliveries.remove(pos);
    hook.consecutive_failures += 1;
    if hook.consecutive_failures >= DISABLE_AFTER {
        hook.status = WebhookStatus::Disabled;
        w.drop_deliveries(wi, &endpoint_id);
    }
}

/// Waits up to `limit` for attempts on the wire to finish (used at shutdown).
pub async fn drain(app: &App, limit: Duration) {
    let deadline = tokio::time::Instant::now() + limit;
    while app.in_flight.load(Ordering::SeqCst) > 0 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pool::Pool;
    use crate::state::Webhook;

    fn world_with_hook() -> World {
        let now = Utc::now();
        let pool = Pool::generate(1, 20, now);
        let mut w = World::new(1, 20, now, &pool);
        w.workspaces[0].webhooks.push(Webhook {
            id: "wh_1".into(),
            url: "http://127.0.0.1:9/hook".into(),
            events: vec!["offer.made".into()],
            secret: "s".into(),
            status: WebhookStatus::Active,
            created_at: now,
            consecutive_failures: 0,
            last_delivery: None,
        });
        w
    }

    /// Fails every attempt of one delivery; returns the retry delays seen.
    fn fail_all(w: &mut World, scale: TimeScale) -> Vec<chrono::Duration> {
        let now = Utc::now();
        w.emit(0, "offer.made", serde_json::json!({}), now);
        let id = w
            .deliveries
            .last()
            .map(|d| d.id.clone())
            .unwrap_or_default();
        let mut delays = Vec::new();
        loop {
            let (due, _) = take_due(w, now + chrono::Duration::days(365));
            if due.is_empty() {
                return delays;
            }
            finish(w, &id, false, now, scale);
            if let Some(d) = w.deliveries.iter().find(|d| d.id == id) {
                delays.push(d.next_at - now);
            }
        }
    }

    #[test]
    fn retries_follow_the_schedule_then_count_one_failure() {
        let mut w = world_with_hook();
        let delays = fail_all(&mut w, TimeScale::default());
        let secs: Vec<i64> = delays.iter().map(|d| d.num_seconds()).collect();
        assert_eq!(secs, vec![60, 300, 1800, 7200, 28_800]);
        assert!(w.deliveries.is_empty());
        assert_eq!(w.workspaces[0].webhooks[0].consecutive_failures, 1);
        assert_eq!(w.workspaces[0].webhooks[0].status, WebhookStatus::Active);
    }

    #[test]
    fn five_failed_deliveries_disable_and_a_success_resets() {
        let mut w = world_with_hook();
        for _ in 0..4 {
            fail_all(&mut w, TimeScale::default());
        }
        let now = Utc::now();
        w.emit(0, "offer.made", serde_json::json!({}), now);
        let (due, _) = take_due(&mut w, now);
        finish(&mut w, &due[0].delivery_id, true, now, TimeScale::default());
        assert_eq!(w.workspaces[0].webhooks[0].consecutive_failures, 0);
        for _ in 0..5 {
            fail_all(&mut w, TimeScale::default());
        }
        assert_eq!(w.workspaces[0].webhooks[0].status, WebhookStatus::Disabled);
        w.emit(0, "offer.made", serde_json::json!({}), now);
        assert!(
            w.deliveries.is_empty(),
            "a disabled endpoint gets no deliveries"
        );
    }

    #[test]
    fn timeout_is_scaled_but_at_least_a_second() {
        assert_eq!(
            response_timeout(TimeScale::default()),
            Duration::from_secs(10)
        );
        let tiny = TimeScale::new(0.001).unwrap_or_default();
        assert_eq!(response_timeout(tiny), Duration::from_secs(1));
    }
}
