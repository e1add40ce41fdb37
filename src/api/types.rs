//! Typed records for every field the spec names. Responses keep what they do
//! not know in `extra` (printed, never an error); known fields are optional
//! where the service may leave them out, so a leaner response still decodes.
//!
//! Commands print the service's own JSON (`serde_json::Value`) so that output
//! keeps its field names, order and nulls; these records are what the logic
//! reads (page totals, thread ids, meters).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Unknown fields, kept.
pub type Extra = Map<String, Value>;

// ---------- main interface (camelCase) ----------

/// GET /search/candidates, 200.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchPage {
    #[serde(default)]
    pub results: Vec<Value>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
    pub total_count: Option<u64>,
    pub search_type: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A search hit: triage data only, no identity.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchHit {
    pub talent_card_id: String,
    pub experience: Option<f64>,
    #[serde(default)]
    pub locations: Vec<String>,
    pub current_location: Option<String>,
    pub current_company: Option<String>,
    pub joining_availability: Option<JoiningAvailability>,
    pub current_salary: Option<f64>,
    #[serde(default)]
    pub work_history: Vec<String>,
    #[serde(default)]
    pub education: Vec<String>,
    pub profile_signals: Option<ProfileSignals>,
    pub redacted_resume_text: Option<String>,
    pub last_seen: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JoiningAvailability {
    pub status: Option<String>,
    pub notice_period_ends_on: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub can_join_how_soon_days: Option<f64>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProfileSignals {
    pub education_pedigree: Option<ProfileSignal>,
    pub work_quality: Option<ProfileSignal>,
    pub career_growth: Option<ProfileSignal>,
    pub startup_experience: Option<ProfileSignal>,
    pub entrepreneurship: Option<ProfileSignal>,
    pub job_tenure: Option<ProfileSignal>,
    #[serde(default)]
    pub industry_tags: Vec<IndustryTag>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ProfileSignal {
    pub score: f64,
    pub level: String,
    pub reason: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct IndustryTag {
    pub tag: String,
    pub label: String,
    pub score: f64,
    pub reason: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// GET /jobs (main), 200; also the shape of other main-interface pages.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MainPage {
    #[serde(default)]
    pub results: Vec<Value>,
    pub page: Option<u32>,
    pub page_size: Option<u32>,
    pub total_count: Option<u64>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JobListItem {
    pub job_id: String,
    pub title: String,
    pub status: String,
    pub created_at: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Stage {
    pub stage_id: String,
    pub title: String,
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub order: Option<i64>,
    pub stage_purpose: Option<String>,
    pub application_count: Option<u64>,
    #[serde(default)]
    pub automations: Vec<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Deserialize)]
pub struct StagesResponse {
    #[serde(default)]
    pub results: Vec<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// An application (fields not shown by the spec beyond `threadId`).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Application {
    pub application_id: Option<String>,
    pub talent_card_id: Option<String>,
    pub stage_id: Option<String>,
    pub thread_id: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InviteRequest {
    pub talent_card_id: String,
    pub job_id: String,
    pub message: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InviteResponse {
    pub success: bool,
    pub talent_card_id: Option<String>,
    pub job_id: Option<String>,
    pub thread_id: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MessageRequest {
    pub thread_id: String,
    pub message: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MessageResponse {
    pub success: bool,
    pub thread_id: Option<String>,
    pub message_id: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize, PartialEq, Eq)]
pub struct Meter {
    pub used: u64,
    pub limit: u64,
}

impl Meter {
    pub fn left(&self) -> u64 {
        self.limit.saturating_sub(self.used)
    }
}

/// GET /usage, 200.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Usage {
    pub workspace_id: Option<String>,
    pub api_unlocks: Meter,
    pub searches: Meter,
    pub messages: Meter,
    pub cycle_ends_on: Option<String>,
    pub plan_expires_on: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

// ---------- additional interface (snake_case) ----------

/// Every list of the additional interface: `{total, page, per_page, data}`.
#[derive(Debug, Clone, Deserialize)]
pub struct AltPage {
    #[serde(default)]
    pub data: Vec<Value>,
    pub total: Option<u64>,
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct CandidateSummary {
    pub id: String,
    pub name: Option<String>,
    pub headline: Option<String>,
    pub location: Option<String>,
    pub experience_years: Option<f64>,
    #[serde(default)]
    pub skills: Vec<Value>,
    pub quality_score: Option<f64>,
    pub availability: Option<String>,
    pub salary_expectation_min: Option<f64>,
    pub salary_expectation_max: Option<f64>,
    pub profile_url: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// The job of the additional interface (PATCH response, list item).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Job {
    pub id: String,
    pub title: Option<String>,
    pub description: Option<String>,
    #[serde(default)]
    pub skills_required: Vec<String>,
    #[serde(default)]
    pub skills_preferred: Vec<String>,
    pub experience_min: Option<i64>,
    pub experience_max: Option<i64>,
    pub location: Option<String>,
    pub remote_type: Option<String>,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub status: Option<String>,
    pub shortlist_count: Option<u64>,
    pub created_at: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// PATCH /jobs/{id}: only supplied fields change.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct JobPatch {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skills_required: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skills_preferred: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub experience_min: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub experience_max: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub location: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remote_type: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub salary_min: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub salary_max: Option<i64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<String>,
}

impl JobPatch {
    pub fn is_empty(&self) -> bool {
        *self == JobPatch::default()
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ShortlistRequest {
    pub job_id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quality_score_min: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub availability: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ShortlistResponse {
    pub job_id: Option<String>,
    pub total: Option<u64>,
    #[serde(default)]
    pub data: Vec<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BulkInviteRequest {
    pub job_id: String,
    pub candidate_ids: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub channel: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct BulkInviteResponse {
    pub job_id: Option<String>,
    pub sent_count: Option<u64>,
    #[serde(default)]
    pub results: Vec<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BulkInviteResult {
    pub candidate_id: String,
    pub status: String,
    pub channel: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct WebhookEndpoint {
    pub id: String,
    pub url: Option<String>,
    #[serde(default)]
    pub events: Vec<String>,
    pub status: Option<String>,
    pub created_at: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct WebhookCreate {
    pub url: String,
    pub events: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct WebhookList {
    #[serde(default)]
    pub data: Vec<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// The envelope of every webhook delivery.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct EventEnvelope {
    pub id: String,
    pub event: String,
    pub created_at: Option<String>,
    #[serde(default)]
    pub data: Value,
    #[serde(flatten)]
    pub extra: Extra,
}

/// The client's records held against the spec's hand-written examples
/// (`talent_spec::fixtures`, the same text the sandbox's answers are checked
/// against): each decodes, and names every field of its example, so nothing
/// the spec defines lands in `extra` under a misspelt name.
#[cfg(test)]
mod spec_examples {
    use super::*;
    use serde::de::DeserializeOwned;
    use talent_spec::fixtures::example;

    fn decode<T: DeserializeOwned>(v: &Value) -> T {
        serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{e}: {v}"))
    }

    fn none_unknown(what: &str, extra: &Extra) {
        assert!(
            extra.is_empty(),
            "{what}: fields the client does not name: {extra:?}"
        );
    }

    #[test]
    fn main_interface_records_know_every_field() {
        let page = example("search_page");
        let p: SearchPage = decode(&page);
        none_unknown("search page", &p.extra);
        let hit: SearchHit = decode(&page["results"][0]);
        none_unknown("hit", &hit.extra);
        none_unknown(
            "joiningAvailability",
            &hit.joining_availability.expect("joining").extra,
        );
        let signals = hit.profile_signals.expect("signals");
        none_unknown("profileSignals", &signals.extra);
        none_unknown(
            "a signal",
            &signals.education_pedigree.expect("pedigree").extra,
        );
        none_unknown("an industry tag", &signals.industry_tags[0].extra);
        let jobs = example("jobs_page");
        none_unknown("jobs page", &decode::<MainPage>(&jobs).extra);
        none_unknown(
            "job item",
            &decode::<JobListItem>(&jobs["results"][0]).extra,
        );
        let stages = example("stages");
        none_unknown("stages", &decode::<StagesResponse>(&stages).extra);
        none_unknown("stage", &decode::<Stage>(&stages["results"][0]).extra);
        none_unknown(
            "invite",
            &decode::<InviteResponse>(&example("invite")).extra,
        );
        none_unknown(
            "message",
            &decode::<MessageResponse>(&example("message")).extra,
        );
        let usage: Usage = decode(&example("usage"));
        none_unknown("usage", &usage.extra);
        assert_eq!((usage.searches.used, usage.searches.limit), (41, 100));
    }

    #[test]
    fn additional_interface_records_know_every_field() {
        let found = example("candidate_search");
        none_unknown("candidate page", &decode::<AltPage>(&found).extra);
        none_unknown(
            "summary",
            &decode::<CandidateSummary>(&example("candidate_summary")).extra,
        );
        let job: Job = decode(&example("job"));
        none_unknown("job", &job.extra);
        let jobs = example("jobs_alt");
        none_unknown("job list item", &decode::<Job>(&jobs["data"][0]).extra);
        none_unknown(
            "shortlist",
            &decode::<ShortlistResponse>(&example("shortlist")).extra,
        );
        let bulk = example("bulk_invite");
        none_unknown("bulk invite", &decode::<BulkInviteResponse>(&bulk).extra);
        for r in bulk["results"].as_array().expect("results") {
            none_unknown("bulk result", &decode::<BulkInviteResult>(r).extra);
        }
        let hooks = example("webhooks");
        none_unknown("webhook list", &decode::<WebhookList>(&hooks).extra);
        none_unknown(
            "webhook",
            &decode::<WebhookEndpoint>(&hooks["data"][0]).extra,
        );
        let created: WebhookEndpoint = decode(&example("webhook_created"));
        assert!(created.secret.is_some());
        none_unknown("event", &decode::<EventEnvelope>(&example("event")).extra);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_fields_are_kept() {
        let v = serde_json::json!({
            "workspaceId": "ws_1",
            "apiUnlocks": {"used": 3, "limit": 10},
            "searches": {"used": 0, "limit": 100},
            "messages": {"used": 1, "limit": 20},
            "cycleEndsOn": "2026-12-01T00:00:00Z",
            "planExpiresOn": null,
            "newMeter": {"used": 1, "limit": 2}
        });
        let u: Usage = serde_json::from_value(v).unwrap();
        assert_eq!(u.api_unlocks.left(), 7);
        assert!(u.extra.contains_key("newMeter"));
    }

    #[test]
    fn job_patch_sends_only_what_is_set() {
        let p = JobPatch {
            status: Some("paused".into()),
            ..Default::default()
        };
        assert_eq!(serde_json::to_string(&p).unwrap(), r#"{"status":"paused"}"#);
        assert!(JobPatch::default().is_empty());
    }
}
