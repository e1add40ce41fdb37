//! The talent pool: a deterministic synthetic population of candidates and the
//! searches over it. The server (routes) only talks to the pool through this API.
//!
//! The signatures below are the contract with the server routes; change them
//! only together. How it works: `generate` draws a compact record per
//! candidate (about 150 bytes, plus a 48-byte copy of the part filters read)
//! from a per-candidate seed; names, education and resume text are derived
//! again from that seed when rendered; the text index is built on the first
//! `q`/`inresume` search and kept.

use std::sync::OnceLock;

use chrono::{DateTime, Datelike, Utc};
use serde_json::Value;

use super::candidate::{Cand, GenCtx, Hot};
use super::index::TextIndex;
use super::rng::{mix64, Perm};

/// A 4xx the pool wants the server to send (on the main interface as
/// `{error_code, error_description}`, on the additional one as `{error: {code, message}}`).
#[derive(Debug, Clone, PartialEq)]
pub struct PoolError {
    pub status: u16,
    pub code: String,
    pub message: String,
}

/// One page of a main-interface search, already paginated.
#[derive(Debug, Clone)]
pub struct MainPage {
    pub total: usize,
    /// Candidate indices of this page, best first.
    pub ids: Vec<u32>,
    /// `"ai"` when `q` was given, `"structured"` otherwise.
    pub search_type: &'static str,
    pub page: u32,
    pub page_size: u32,
}

/// One page of an additional-interface search.
#[derive(Debug, Clone)]
pub struct AltPage {
    pub total: usize,
    pub ids: Vec<u32>,
    pub page: u32,
    pub per_page: u32,
}

/// What a job asks for, as the shortlist sees it (the additional interface's job fields).
#[derive(Debug, Clone, Default)]
pub struct JobCriteria {
    pub title: String,
    pub description: String,
    pub skills_required: Vec<String>,
    pub skills_preferred: Vec<String>,
    pub experience_min: Option<i64>,
    pub experience_max: Option<i64>,
    pub location: Option<String>,
    pub remote_type: Option<String>,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
}

/// One shortlist entry before it is rendered.
#[derive(Debug, Clone)]
pub struct Match {
    pub id: u32,
    pub match_score: u8,
    pub match_reasons: Vec<String>,
}

/// The synthetic talent pool of one sandbox world.
pub struct Pool {
    pub(super) epoch: DateTime<Utc>,
    pub(super) epoch_month: u16,
    pub(super) cands: Vec<Cand>,
    ids: Ids,
    /// The hot part of every candidate, contiguous: what every scan reads.
    pub(super) hot: Vec<Hot>,
    /// Position of each candidate in the structured order (`lastSeen` desc,
    /// never seen last, then index).
    pub(super) recency_rank: Vec<u32>,
    /// Position of each candidate by quality score desc, then index.
    pub(super) quality_rank: Vec<u32>,
    index: OnceLock<TextIndex>,
}

const TC_LEN: usize = 24;
const CAND_LEN: usize = 15;
/// `cand_` ids carry 51 bits: ten base-36 digits.
const CAND_BITS: u32 = 51;
const BASE36: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";

/// Both id spaces. Ids are keyed bijections of the candidate index, so they
/// look random, never collide, and decode back without a map.
struct Ids {
    /// All `talentCardId`s back to back, 24 bytes each.
    tc: String,
    /// All `cand_` ids back to back, 15 bytes each.
    cand: String,
    tc_perm: Perm,
    cand_perm: Perm,
    /// Keys the 32-bit check prefix of a `talentCardId`.
    tc_tag: u64,
}

impl Ids {
    fn new(seed: u64, n: usize) -> Ids {
        let mut ids = Ids {
            tc: String::with_capacity(n * TC_LEN),
            cand: String::with_capacity(n * CAND_LEN),
            tc_perm: Perm::new(64, mix64(seed ^ 0x7a1e_47ca_4d00)),
            cand_perm: Perm::new(CAND_BITS, mix64(seed ^ 0xca4d_1d00)),
            tc_tag: mix64(seed ^ 0x7a9),
        };
        for i in 0..n as u64 {
            let lo = ids.tc_perm.forward(i);
            push_hex(&mut ids.tc, mix64(ids.tc_tag ^ lo) >> 32, 8);
            push_hex(&mut ids.tc, lo, 16);
            ids.cand.push_str("cand_");
            push_base36(&mut ids.cand, ids.cand_perm.forward(i));
        }
        ids
    }

    fn len(&self) -> u64 {
        (self.tc.len() / TC_LEN) as u64
    }

    fn tc(&self, i: u32) -> &str {
        let at = i as usize * TC_LEN;
        &self.tc[at..at + TC_LEN]
    }

    fn cand(&self, i: u32) -> &str {
        let at = i as usize * CAND_LEN;
        &self.cand[at..at + CAND_LEN]
    }

    fn by_tc(&self, id: &str) -> Option<u32> {
        // Canonical spelling only: one candidate, one id string.
        if id.len() != TC_LEN || !id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
            return None;
        }
        let tag = u64::from_str_radix(&id[..8], 16).ok()?;
        let lo = u64::from_str_radix(&id[8..], 16).ok()?;
        let i = self.tc_perm.inverse(lo);
        (i < self.len() && mix64(self.tc_tag ^ lo) >> 32 == tag).then_some(i as u32)
    }

    fn by_cand(&self, id: &str) -> Option<u32> {
        let digits = id.strip_prefix("cand_").filter(|d| d.len() == 10)?;
        let v = parse_base36(digits).filter(|v| *v < 1 << CAND_BITS)?;
        let i = self.cand_perm.inverse(v);
        (i < self.len()).then_some(i as u32)
    }
}

/// Each candidate's position when sorted by `key` ascending, then index.
fn ranks(hot: &[Hot], key: impl Fn(&Hot) -> i32) -> Vec<u32> {
    let mut order: Vec<u32> = (0..hot.len() as u32).collect();
    order.sort_by_key(|i| (key(&hot[*i as usize]), *i));
    let mut rank = vec![0u32; hot.len()];
    for (pos, i) in order.iter().enumerate() {
        rank[*i as usize] = pos as u32;
    }
    rank
}

/// Appends the low `digits` hex digits of `v`, lowercase, zero-padded.
fn push_hex(out: &mut String, v: u64, digits: usize) {
    for i in (0..digits).rev() {
        out.push(char::from(
            b"0123456789abcdef"[((v >> (4 * i)) & 15) as usize],
        ));
    }
}

/// Appends `v` as ten lowercase base-36 digits, zero-padded.
fn push_base36(out: &mut String, mut v: u64) {
    let mut buf = [b'0'; 10];
    for slot in buf.iter_mut().rev() {
        *slot = BASE36[(v % 36) as usize];
        v /= 36;
    }
    out.extend(buf.iter().map(|b| char::from(*b)));
}

/// Lowercase base-36 only (the canonical spelling).
fn parse_base36(s: &str) -> Option<u64> {
    s.bytes().try_fold(0u64, |acc, b| {
        let d = BASE36.iter().position(|x| *x == b)? as u64;
        acc.checked_mul(36)?.checked_add(d)
    })
}

impl Pool {
    /// Generates `n` candidates from `seed`. `epoch` is when the world was made:
    /// `lastSeen`, notice periods and work dates are relative to it, so a saved
    /// state reloads the same world.
    pub fn generate(seed: u64, n: usize, epoch: DateTime<Utc>) -> Pool {
        let epoch_month =
            ((epoch.year() - 1970) * 12 + epoch.month0() as i32).clamp(0, 60_000) as u16;
        let ctx = GenCtx::new(epoch_month);
        let cands: Vec<Cand> = (0..n as u64)
            .map(|i| ctx.generate(mix64(seed ^ mix64(i.wrapping_add(0x5eed)))))
            .collect();
        let hot: Vec<Hot> = cands.iter().map(|c| c.hot).collect();
        let recency_rank = ranks(&hot, |h| {
            if h.last_seen < 0 {
                i32::MAX
            } else {
                h.last_seen
            }
        });
        let quality_rank = ranks(&hot, |h| -(h.quality as i32));
        Pool {
            epoch,
            epoch_month,
            ids: Ids::new(seed, n),
            cands,
            hot,
            recency_rank,
            quality_rank,
            index: OnceLock::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.cands.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Index of the candidate with this `talentCardId`.
    pub fn by_talent_card_id(&self, id: &str) -> Option<u32> {
        self.ids.by_tc(id)
    }

    /// Index of the candidate with this `cand_` id.
    pub fn by_cand_id(&self, id: &str) -> Option<u32> {
        self.ids.by_cand(id)
    }

    pub fn talent_card_id(&self, id: u32) -> &str {
        self.ids.tc(id)
    }

    pub fn cand_id(&self, id: u32) -> &str {
        self.ids.cand(id)
    }

    /// A search hit (main interface, camelCase, no identity).
    pub fn search_hit(&self, id: u32) -> Value {
        self.hit_value(id)
    }

    /// The candidate detail record of GET /api/v1/candidates/{talentCardId}
    /// (identity, contact, resume: everything an unlock reveals).
    pub fn detail(&self, id: u32) -> Value {
        let who = super::candidate::Identity::of(self.cands[id as usize].seed);
        self.main_record(id, Some(&who))
    }

    /// Candidate summary (additional interface, snake_case).
    pub fn summary(&self, id: u32) -> Value {
        Value::Object(self.summary_value(id, false))
    }

    /// Candidate profile; `email`/`phone` only when `contact_visible`.
    pub fn profile(&self, id: u32, contact_visible: bool) -> Value {
        self.profile_value(id, contact_visible)
    }

    /// The candidate object inside a shortlist entry
    /// (id, name, headline, location, experience_years, quality_score, availability, skills).
    pub fn shortlist_candidate(&self, id: u32) -> Value {
        self.shortlist_candidate_value(id)
    }

    /// Candidates ranked for a job, best first, filtered by `quality_min` and
    /// `availability` (a subset of `active`, `open`); at most `limit`. Also the
    /// total that passed the filters.
    pub fn shortlist(
        &self,
        job: &JobCriteria,
        limit: usize,
        quality_min: Option<u8>,
        availability: &[String],
    ) -> (usize, Vec<Match>) {
        self.run_shortlist(job, limit, quality_min, availability)
    }

    /// The text index, built on first use (a few hundred ms at 200,000).
    pub fn index(&self) -> &TextIndex {
        self.index.get_or_init(|| TextIndex::build(&self.cands))
    }

    /// The epoch the world was generated at.
    pub fn epoch(&self) -> DateTime<Utc> {
        self.epoch
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::candidate::{EduPlan, Identity};
    use super::super::resume;
    use super::super::search::MainQuery;
    use super::super::text;
    use super::*;
    use chrono::TimeZone;
    use std::sync::LazyLock;

    pub(crate) fn epoch() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 1, 0, 0, 0).unwrap()
    }

    pub(crate) static POOL: LazyLock<Pool> = LazyLock::new(|| Pool::generate(42, 3000, epoch()));

    pub(crate) fn params(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    pub(crate) fn main(pairs: &[(&str, &str)]) -> Result<MainPage, PoolError> {
        POOL.search_main(&params(pairs), epoch())
    }

    pub(crate) fn alt(pairs: &[(&str, &str)]) -> Result<AltPage, PoolError> {
        POOL.search_alt(&params(pairs))
    }

    /// Every id of a search, in rank order (one page as large as the pool).
    pub(crate) fn all_main(pairs: &[(&str, &str)]) -> Vec<u32> {
        let mut q = MainQuery::parse(&params(pairs)).unwrap();
        q.page_size = POOL.len() as u32;
        POOL.run_main(&q, epoch()).ids
    }

    #[test]
    fn generates_the_requested_size_and_indexes_it() {
        // Speed is measured in examples/pool_bench.rs, never asserted here.
        let p = Pool::generate(7, 5000, epoch());
        assert_eq!(p.len(), 5000);
        assert!(p.index().heap_bytes() > 0);
    }

    /// The server shares one pool between request handlers.
    #[test]
    fn pool_is_send_and_sync() {
        fn shared<T: Send + Sync>() {}
        shared::<Pool>();
    }

    #[test]
    fn ids_round_trip() {
        for i in [0u32, 1, 2, 999, 2999] {
            let tc = POOL.talent_card_id(i);
            assert_eq!(tc.len(), 24);
            assert!(tc
                .bytes()
                .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
            assert_eq!(POOL.by_talent_card_id(tc), Some(i));
            let cid = POOL.cand_id(i);
            assert!(cid.starts_with("cand_") && cid.len() == 15);
            assert_eq!(POOL.by_cand_id(cid), Some(i));
        }
        assert_eq!(POOL.by_talent_card_id("000000000000000000000000"), None);
        assert_eq!(POOL.by_talent_card_id("zz"), None);
        assert_eq!(POOL.by_talent_card_id("ééééééééééééé"), None);
        assert_eq!(POOL.by_cand_id("cand_zzzzzzzzzz"), None);
        assert_eq!(POOL.by_cand_id("cand_"), None);
        let upper = POOL.talent_card_id(1).to_ascii_uppercase();
        assert!(upper != POOL.talent_card_id(1) && POOL.by_talent_card_id(&upper).is_none());
        assert_eq!(POOL.by_cand_id(&POOL.cand_id(1).to_ascii_uppercase()), None);
        let other = Pool::generate(43, 10, epoch());
        assert_ne!(other.talent_card_id(0), POOL.talent_card_id(0));
    }

    #[test]
    fn token_stream_matches_text() {
        let ix = POOL.index();
        for i in 0..300 {
            let c = &POOL.cands[i];
            let text = resume::body_text(c, &EduPlan::of(c.seed));
            let expect: Vec<u32> = text::tokens(&text).iter().map(|t| ix.term(t)).collect();
            assert_eq!(ix.doc_tokens(c), expect, "candidate {i}");
        }
    }

    #[test]
    fn resumes_are_sized_and_redacted() {
        for i in 0..POOL.len() as u32 {
            let hit = POOL.search_hit(i);
            let text = hit["redactedResumeText"].as_str().unwrap();
            assert!((1000..=4000).contains(&text.len()), "{i}: {}", text.len());
            let who = Identity::of(POOL.cands[i as usize].seed);
            assert!(!text.contains(&who.name()), "{i}");
            assert!(!text.contains(&who.email));
            assert!(!text.contains(&who.phone[3..]));
            assert!(hit["workHistory"].as_array().unwrap().len() <= 8);
            assert!(hit["education"].as_array().unwrap().len() <= 4);
        }
    }

    #[test]
    fn finds_by_q() {
        let r = main(&[("q", "kafka golang backend engineer")]).unwrap();
        assert_eq!(r.search_type, "ai");
        assert!(r.total > 0 && r.ids.len() == 10);
        let r = all_main(&[("locations", "pune")]);
        assert!(!r.is_empty());
    }

    #[test]
    fn alt_search_requires_all_skills() {
        let r = alt(&[("skills", "golang,k8s")]).unwrap();
        assert!(r.total > 0);
        let (go, k8s) = (
            super::super::data::skill_by_name("go").unwrap(),
            super::super::data::skill_by_name("kubernetes").unwrap(),
        );
        for id in r.ids {
            let c = &POOL.cands[id as usize];
            assert!(c.has_skill(go) && c.has_skill(k8s));
        }
        assert_eq!(alt(&[("skills", " ")]).unwrap_err().code, "invalid_request");
    }

    fn keys(v: &Value) -> Vec<&str> {
        v.as_object().unwrap().keys().map(String::as_str).collect()
    }

    /// FNV-1a over the rendered records of a small world.
    fn world_hash(p: &Pool) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for i in 0..p.len() as u32 {
            let text = format!("{}{}", p.detail(i), p.profile(i, true));
            for b in text.bytes() {
                h = (h ^ b as u64).wrapping_mul(0x100_0000_01b3);
            }
        }
        h
    }

    /// Pins the world seed 42 makes. If this fails, generation changed: saved
    /// sandbox states and snapshots elsewhere will change too. Update the
    /// constant only for an intended change.
    #[test]
    fn seed_42_world_is_pinned() {
        let p = Pool::generate(42, 50, epoch());
        assert_eq!(
            world_hash(&p),
            0xf7fc_8235_d4bd_6df5,
            "world hash {:#x}",
            world_hash(&p)
        );
    }

    #[test]
    fn same_seed_same_world_other_seed_other_world() {
        let a = Pool::generate(9, 300, epoch());
        let b = Pool::generate(9, 300, epoch());
        let c = Pool::generate(10, 300, epoch());
        for i in [0u32, 17, 299] {
            assert_eq!(a.detail(i), b.detail(i));
            assert_eq!(a.profile(i, true), b.profile(i, true));
            assert_ne!(a.detail(i), c.detail(i));
        }
        let q = params(&[("q", "java spring"), ("minexp", "2")]);
        let (ra, rb) = (a.search_main(&q, epoch()), b.search_main(&q, epoch()));
        assert_eq!(ra.unwrap().ids, rb.unwrap().ids);
        // The first candidates do not change when the pool grows.
        assert_eq!(a.detail(5), Pool::generate(9, 600, epoch()).detail(5));
    }

    #[test]
    fn hit_has_the_spec_fields_in_order_and_no_identity() {
        let hit = POOL.search_hit(4);
        assert_eq!(
            keys(&hit),
            [
                "talentCardId",
                "experience",
                "locations",
                "currentLocation",
                "currentCompany",
                "joiningAvailability",
                "currentSalary",
                "workHistory",
                "education",
                "profileSignals",
                "redactedResumeText",
                "lastSeen"
            ]
        );
        assert_eq!(
            keys(&hit["joiningAvailability"]),
            ["status", "noticePeriodEndsOn"]
        );
        let signals = &hit["profileSignals"];
        assert_eq!(keys(signals).len(), 7);
        for i in 0..POOL.len() as u32 {
            let h = POOL.search_hit(i);
            let j = &h["joiningAvailability"];
            assert_eq!(
                j["noticePeriodEndsOn"].is_string(),
                j["status"] == "on_notice_period"
            );
            for (name, v) in h["profileSignals"].as_object().unwrap() {
                if name != "industryTags" && !v.is_null() {
                    assert_eq!(keys(v), ["score", "level", "reason"]);
                }
            }
        }
    }

    #[test]
    fn detail_adds_identity_and_full_resume() {
        let d = POOL.detail(12);
        let k = keys(&d);
        assert_eq!(
            &k[..6],
            [
                "talentCardId",
                "candidateId",
                "name",
                "email",
                "phone",
                "headline"
            ]
        );
        for f in [
            "resumeText",
            "skills",
            "profileUrl",
            "redactedResumeText",
            "lastSeen",
        ] {
            assert!(k.contains(&f), "{f}");
        }
        assert_eq!(d["candidateId"], POOL.cand_id(12));
        assert!(d["joiningAvailability"].get("canJoinHowSoonDays").is_some());
        let full = d["resumeText"].as_str().unwrap();
        assert!(full.starts_with(d["name"].as_str().unwrap()));
        assert!(full.contains(d["email"].as_str().unwrap()));
        assert!(full.ends_with(d["redactedResumeText"].as_str().unwrap()));
        assert!(d["phone"].as_str().unwrap().starts_with("+91"));
    }

    #[test]
    fn summary_and_profile_shapes() {
        let s = POOL.summary(3);
        assert_eq!(
            keys(&s),
            [
                "id",
                "name",
                "headline",
                "location",
                "experience_years",
                "skills",
                "quality_score",
                "availability",
                "salary_expectation_min",
                "salary_expectation_max",
                "profile_url",
                "talent_card_id"
            ]
        );
        assert!(s["skills"][0].is_string() && s["experience_years"].is_u64());
        let hidden = POOL.profile(3, false);
        assert!(hidden["email"].is_null() && hidden["phone"].is_null());
        assert!(hidden["skills"][0]["verified"].is_boolean());
        let shown = POOL.profile(3, true);
        assert!(shown["email"].as_str().unwrap().contains('@'));
        let exp = shown["experience"].as_array().unwrap();
        let froms: Vec<&str> = exp.iter().map(|e| e["from"].as_str().unwrap()).collect();
        assert!(
            froms.windows(2).all(|w| w[0] < w[1]),
            "chronological: {froms:?}"
        );
        assert_eq!(
            keys(&exp[0]),
            ["company", "role", "from", "to", "description"]
        );
        assert_eq!(
            keys(&shown["education"][0]),
            ["institution", "degree", "year"]
        );
        let sc = POOL.shortlist_candidate(3);
        assert_eq!(
            keys(&sc),
            [
                "id",
                "name",
                "headline",
                "location",
                "experience_years",
                "quality_score",
                "availability",
                "skills"
            ]
        );
    }

    fn job() -> JobCriteria {
        JobCriteria {
            title: "Senior Backend Engineer".into(),
            skills_required: vec![
                "Go".into(),
                "kafka".into(),
                "Kubernetes".into(),
                "cobol".into(),
            ],
            skills_preferred: vec!["postgres".into()],
            experience_min: Some(5),
            experience_max: Some(12),
            location: Some("Pune".into()),
            salary_max: Some(6_000_000),
            ..JobCriteria::default()
        }
    }

    #[test]
    fn shortlist_ranks_fit_and_explains_it() {
        let (total, top) = POOL.shortlist(&job(), 20, None, &[]);
        assert_eq!(top.len(), 20);
        assert!(total >= 20);
        assert!(top.windows(2).all(|w| w[0].match_score >= w[1].match_score));
        let best = &top[0];
        assert!(best.match_score <= 100 && best.match_score > top[19].match_score / 2);
        assert!(
            best.match_reasons[0].starts_with("Has "),
            "{:?}",
            best.match_reasons
        );
        assert!(best.match_reasons[0].contains("of 4 required skills"));
        assert!(best
            .match_reasons
            .iter()
            .any(|r| r.contains("years of experience")));
        assert!(best.match_reasons.iter().any(|r| r.contains("Pune")));
        assert!(best.match_reasons.iter().any(|r| r.contains("budget")));
        // Every counted candidate has at least one required skill.
        let (n, _) = POOL.shortlist(&job(), 0, None, &[]);
        let go = super::super::data::skill_by_name("go").unwrap();
        let kafka = super::super::data::skill_by_name("kafka").unwrap();
        let k8s = super::super::data::skill_by_name("k8s").unwrap();
        let want = POOL
            .cands
            .iter()
            .filter(|c| c.has_skill(go) || c.has_skill(kafka) || c.has_skill(k8s))
            .count();
        assert_eq!(n, want);
    }

    #[test]
    fn shortlist_filters_quality_and_availability() {
        let avail = vec!["active".to_string()];
        let (total, top) = POOL.shortlist(&job(), 50, Some(70), &avail);
        assert!(top.len() <= 50 && total >= top.len());
        for m in &top {
            let c = &POOL.cands[m.id as usize];
            assert!(c.quality >= 70 && c.availability == 0);
        }
        let (all, _) = POOL.shortlist(&job(), 50, None, &[]);
        assert!(total < all);
    }

    #[test]
    fn shortlist_scores_stay_in_range_for_odd_jobs() {
        let odd = JobCriteria {
            skills_required: vec!["java".into()],
            experience_min: Some(-5),
            experience_max: Some(-10),
            salary_max: Some(-1),
            location: Some("Remote".into()),
            ..JobCriteria::default()
        };
        let (_, top) = POOL.shortlist(&odd, 50, Some(101), &["nobody".into()]);
        assert!(top.is_empty());
        let (_, top) = POOL.shortlist(&odd, 50, None, &[]);
        assert!(top.iter().all(|m| m.match_score <= 100));
        let (total, top) = POOL.shortlist(&JobCriteria::default(), 5, None, &[]);
        assert_eq!((total, top.len()), (POOL.len(), 5));
    }

    mod props {
        use super::*;
        use proptest::prelude::*;

        const KEYS: &[&str] = &[
            "q",
            "inresume",
            "locations",
            "currlocation",
            "minexp",
            "maxexp",
            "minsal",
            "maxsal",
            "canjoinin",
            "onNoticePeriodOrNotWorking",
            "eduPed",
            "startupExp",
            "not_itExp",
            "entrExp",
            "domainTags",
            "profileAttributesMode",
            "activity",
            "page",
            "pageSize",
            "skills",
            "experience_min",
            "experience_max",
            "location",
            "remote_only",
            "salary_max",
            "quality_score_min",
            "availability",
            "per_page",
        ];

        fn pairs() -> impl Strategy<Value = Vec<(String, String)>> {
            prop::collection::vec(
                (
                    prop::sample::select(KEYS),
                    "\\PC{0,12}|-?[0-9]{1,12}(\\.[0-9]{0,3})?|true|or",
                ),
                0..6,
            )
            .prop_map(|v| v.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(200))]

            /// Whatever the query, a search answers 200 or 400, never panics,
            /// and a page never holds more than its size.
            #[test]
            fn searches_never_panic(p in pairs()) {
                match POOL.search_main(&p, epoch()) {
                    Ok(r) => prop_assert!(r.ids.len() <= r.page_size as usize && r.ids.len() <= r.total),
                    Err(e) => prop_assert_eq!(e.status, 400),
                }
                match POOL.search_alt(&p) {
                    Ok(r) => prop_assert!(r.ids.len() <= r.per_page as usize && r.ids.len() <= r.total),
                    Err(e) => prop_assert_eq!(e.status, 400),
                }
            }

            #[test]
            fn id_lookups_never_panic(s in "\\PC{0,30}") {
                let _ = POOL.by_talent_card_id(&s);
                let _ = POOL.by_cand_id(&s);
                let _ = POOL.by_cand_id(&format!("cand_{s}"));
            }
        }
    }
}
