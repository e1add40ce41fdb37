//! The gateway's admission statement against the form it replaced (issue
//! 47, PG migration 22): `talent_gw_reserve_admit_fair` was rewritten in
//! fewer statements for speed and must answer as migration 21's did, row
//! for row, and leave the same rows behind. Two ledgers, one with each
//! form, run the same seeded random sequences (members, grants, tokens,
//! meters, cards, runs, leases that lapse, caps, blocks, settles, a new
//! cycle, the pacer's turns) on a clock the test sets.

use std::io::Write;
use std::process::{Command as StdCommand, Stdio};

use crate::common::TestEnv;
use crate::serve::{lead, ok};
use crate::team::Db;

const MIGRATION_21: &str = include_str!("../../src/ledger/pg/sql/21.sql");

/// Migration 21's `talent_gw_reserve_admit_fair`, as it was.
fn form_21() -> &'static str {
    let start = MIGRATION_21
        .find("CREATE OR REPLACE FUNCTION talent_gw_reserve_admit_fair")
        .expect("migration 21 defines the admission");
    let len = MIGRATION_21[start..]
        .find("ALTER FUNCTION")
        .expect("the admission's definition ends");
    &MIGRATION_21[start..start + len]
}

/// A script on a database, straight: its output.
fn run(db: &Db, script: &str) -> String {
    let mut child = StdCommand::new("psql")
        .args([db.direct.as_str(), "-XAtq", "-v", "ON_ERROR_STOP=1", "-f", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("psql runs");
    child
        .stdin
        .take()
        .expect("psql's stdin")
        .write_all(script.as_bytes())
        .expect("the script is written");
    let out = child.wait_with_output().expect("psql ends");
    assert!(
        out.status.success(),
        "psql: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A migrated ledger with four members and their tokens, a workspace's
/// usage and caps, and a clock the script sets (`talent_test.now`).
fn ledger(form: Option<&str>) -> Option<Db> {
    let db = Db::create("TALENT_TEST_PG_URL")?;
    ok(lead(
        &TestEnv::new(),
        &db,
        &["serve", "member", "add", "m0", "--can", "search,unlock"],
    ));
    let mut setup = String::from(
        "CREATE OR REPLACE FUNCTION talent_now_ms() RETURNS bigint LANGUAGE sql VOLATILE AS
           $f$ SELECT current_setting('talent_test.now')::bigint $f$;
         INSERT INTO talent_gw_members (name, grants, created_ms) VALUES
           ('m1', 'search,unlock', 0), ('m2', 'search,unlock', 0), ('m3', 'search', 0);
         INSERT INTO talent_gw_tokens (member, label, use_for, sha256, created_ms, expires_ms) VALUES
           ('m0', 'a', 'api', 'sha_m0', 0, NULL), ('m0', 'b', 'mcp', 'sha_m0_mcp', 0, NULL),
           ('m1', 'a', 'both', 'sha_m1', 0, NULL), ('m2', 'a', 'both', 'sha_m2', 0, NULL),
           ('m3', 'a', 'api', 'sha_m3', 0, NULL), ('m3', 'b', 'api', 'sha_m3_old', 0, 500);
         INSERT INTO talent_usage (workspace, unlocks_used, unlocks_limit, searches_used, searches_limit,
             messages_used, messages_limit, cycle_ends, read_ms)
           VALUES ('ws1', 0, 6, 0, 40, 0, 20, '2026-12-30', 0);
         INSERT INTO talent_allowances (workspace, member, meter, cap, set_ms, set_by) VALUES
           ('ws1', 'm1', 'searches', 9, 0, 'lead'), ('ws1', 'm2', 'unlocks', 2, 0, 'lead'),
           ('ws2', 'm0', 'searches', 4, 0, 'lead');
         ",
    );
    if let Some(f) = form {
        setup.push_str(f);
        setup.push_str(";\n");
    }
    run(&db, &setup);
    Some(db)
}

/// One seeded sequence of acts, as SQL: each admission's row and, at the
/// end, every row the admissions write.
fn sequence(seed: u64, steps: usize) -> String {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut now: i64 = 1_000_000;
    let mut s = String::new();
    let pick = |rng: &mut fastrand::Rng, xs: &[&'static str]| xs[rng.usize(..xs.len())];
    let opt = |v: Option<String>| v.map_or("NULL".to_string(), |v| format!("'{v}'"));
    for step in 0..steps {
        now += rng.i64(0..400);
        s.push_str(&format!(
            "\\echo step {step}\nSET talent_test.now = '{now}';\n"
        ));
        let m = rng.usize(0..4);
        match rng.u32(0..100) {
            0..=74 => {
                let sha = match rng.u32(0..20) {
                    0 => "sha_unknown".to_string(),
                    1 => "sha_m0_mcp".to_string(),
                    2 => "sha_m3_old".to_string(),
                    _ => format!("sha_m{m}"),
                };
                let gw_member = match rng.u32(0..10) {
                    0 => Some(format!("m{m}")),
                    1 => Some(format!("m{}", (m + 1) % 4)),
                    _ => None,
                };
                let grant = pick(&mut rng, &["search", "search", "unlock", "NULL"]);
                let (meter, card) = if grant == "unlock" {
                    ("unlocks", Some(pick(&mut rng, &["card1", "card2", "card3"])))
                } else {
                    ("searches", None)
                };
                let grant = if grant == "NULL" {
                    "NULL".to_string()
                } else {
                    format!("'{grant}'")
                };
                let ws = if rng.u32(0..7) == 0 { "ws2" } else { "ws1" };
                let cost = if rng.u32(0..10) == 0 { 2 } else { 1 };
                let run = pick(&mut rng, &["runA", "runB", "NULL"]);
                let run = if run == "NULL" {
                    run.to_string()
                } else {
                    format!("'{run}'")
                };
                let term = if rng.bool() { 1_000 } else { 60_000 };
                let (classes, limits) = match rng.u32(0..10) {
                    0 => ("{}", "{}"),
                    1 => ("{global}", "{6}"),
                    _ => ("{global,search}", "{6,3}"),
                };
                s.push_str(&format!(
                    "SELECT * FROM talent_gw_reserve_admit_fair('{sha}', {}, {grant}, {}, '{ws}', \
                     '{meter}', {cost}, 'm{m}', {}, {}, {}, {run}, {term}, {}, '{}', '{classes}', \
                     '{limits}', 1000);\n",
                    opt(gw_member),
                    rng.u32(0..5) != 0,
                    rng.i64(0..5),
                    rng.i64(5..10),
                    now + rng.i64(200..3_000),
                    opt(card.map(str::to_string)),
                    pick(&mut rng, &["k1", "k1", "k2"]),
                ));
            }
            75..=84 => s.push_str(&format!(
                // A settle: the member's oldest hold ends, spent.
                "WITH h AS (DELETE FROM talent_holds WHERE id = (SELECT min(id) FROM talent_holds
                     WHERE member = 'm{m}') RETURNING workspace, meter, cost, cycle_ends)
                 INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms,
                     command, outcome) SELECT workspace, 'm{m}', meter, cost, true, cycle_ends, {now},
                     'search', 'ok' FROM h;\n"
            )),
            85..=89 => s.push_str(&format!(
                "INSERT INTO talent_blocks (key_fp, class, until_ms) VALUES ('k1', '{}', {})
                 ON CONFLICT (key_fp, class) DO UPDATE SET until_ms = excluded.until_ms;\n",
                pick(&mut rng, &["global", "search"]),
                now + rng.i64(0..800),
            )),
            90..=93 => s.push_str(&format!(
                "INSERT INTO talent_unlocked VALUES ('ws1', '{}', 'm{m}', {now}) ON CONFLICT DO NOTHING;\n",
                pick(&mut rng, &["card1", "card2", "card3"]),
            )),
            94..=97 => s.push_str(
                "UPDATE talent_usage SET searches_used = searches_used + 1, unlocks_used = unlocks_used + 1;\n",
            ),
            _ => s.push_str(
                // A new cycle: the lapsed holds of the old one are dropped.
                "UPDATE talent_usage SET cycle_ends = cycle_ends || '+', searches_used = 0, unlocks_used = 0;\n",
            ),
        }
    }
    s.push_str(
        "\\echo the rows left
         SELECT key_fp, class, at_ms, member FROM talent_sends ORDER BY 1, 2, 3, 4;
         SELECT key_fp, class, member, until_ms, since_ms FROM talent_waits ORDER BY 1, 2, 3;
         SELECT id, workspace, meter, cost, member, expires_ms, run, deadline_ms, card, held_ms, base_used,
             cycle_ends, lapse_seen FROM talent_holds ORDER BY id;
         SELECT workspace, member, first_ms, last_ms FROM talent_members ORDER BY 1, 2;
         SELECT workspace, read_ms, cycle_ends FROM talent_usage ORDER BY 1;
         SELECT sha256, last_used_ms FROM talent_gw_tokens ORDER BY 1;
         SELECT * FROM talent_member_spent ORDER BY 1, 2, 3, 4;\n",
    );
    s
}

#[test]
fn the_merged_admission_answers_as_migration_21s_did() {
    let Some(before) = ledger(Some(form_21())) else {
        return;
    };
    let Some(after) = ledger(None) else {
        return;
    };
    let mut kinds = std::collections::BTreeMap::<String, usize>::new();
    for seed in 1..=6 {
        let script = sequence(seed, 250);
        let (a, b) = (run(&before, &script), run(&after, &script));
        for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
            assert_eq!(x, y, "seed {seed}, line {i} of the output differs");
        }
        assert_eq!(a.lines().count(), b.lines().count(), "seed {seed}");
        for line in a.lines() {
            let cols: Vec<&str> = line.split('|').collect();
            if cols.len() == 11 {
                let kind = format!("{} {}", cols[0], cols[4]);
                let waited = !cols[10].is_empty() && cols[10] != "0";
                *kinds
                    .entry(format!("{kind}{}", if waited { " wait" } else { "" }))
                    .or_default() += 1;
            }
        }
    }
    // The sequences reach every answer, or the comparison proves little.
    for kind in [
        "unauthorized ",
        "not_api ",
        "forbidden ",
        "ok held",
        "ok held wait",
        "ok short",
        "ok allowance",
        "ok free",
        "ok busy",
    ] {
        assert!(
            kinds.get(kind).copied().unwrap_or(0) > 0,
            "no answer {kind:?} in {kinds:?}"
        );
    }
}
