//! `talent ledger import FILE`: a machine joining a team brings its local
//! ledger's unlocks, invites and spends of this cycle into the team ledger.
//! The file is read, never changed, and its lines are held to what a
//! ledger of this cycle can hold before one is written.

use std::path::Path;

use crate::ledger::sqlite::{LedgerFile, Records};
use crate::ledger::team::{line_key, paid_unlocks, ImportBatch, Imported, TeamAdmin};
use crate::ledger::Snapshot;
use crate::sink::Sink;
use crate::{Error, Result};

/// Opens the file to import, read-only, before the team ledger is reached:
/// a missing file or one that is not a talent ledger is exit 2.
pub fn open(file: &Path) -> Result<LedgerFile> {
    let hint = "give the local ledger.sqlite3 of the machine joining (`talent ledger show` on it prints where)";
    // Says what is there: a folder, a device or a FIFO is not "no file"
    // (and a FIFO is never opened, so nothing waits on a writer).
    let what = match std::fs::metadata(file) {
        Ok(meta) if meta.is_file() => return LedgerFile::open(file),
        Ok(meta) if meta.is_dir() => "is a folder, not a ledger file",
        Ok(_) => "is not a regular file (a device, a pipe or a socket), so it is not read",
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(
                Error::usage(format!("no ledger file at {}", file.display())).with_hint(hint),
            )
        }
        Err(e) => {
            return Err(Error::usage(format!("cannot read {}: {e}", file.display())).with_hint(hint))
        }
    };
    Err(Error::usage(format!("{} {what}; nothing was imported", file.display())).with_hint(hint))
}

/// Imports `local` (opened from `file`) into the workspace `ws` of
/// the run's team ledger (its usage read through `run`).
pub async fn import(
    run: &crate::records::Records,
    team: &TeamAdmin,
    ws: &str,
    local: &LedgerFile,
    file: &Path,
    sink: &dyn Sink,
) -> Result<()> {
    let (_, snap) = run.fresh_snapshot().await?;
    let since = cycle_start_ms(&snap);
    let records = local.records(ws, since)?;
    check(&records, &snap, since, run.now_ms(), file)?;
    // The file is known by its content: a copy of one imported before (any
    // path, any name) holds nothing new. Its lines are known by the file's
    // id and their place in it, so a write-back of the same lines adds
    // nothing either.
    let source = format!("import:sha256:{}", content_hash(file)?);
    let file_id = local.id()?;
    let file_id = file_id.as_deref().unwrap_or("-");
    let spends: Vec<_> = records
        .spends
        .into_iter()
        .map(|(line, row)| (line_key(file_id, line, row.at_ms), row))
        .collect();
    let batch = ImportBatch {
        workspace: ws.to_string(),
        source,
        member: run.member().to_string(),
        // Only the unlocks its spend lines of this cycle paid for.
        unlocks: paid_unlocks(&records.unlocks, &spends),
        invites: records.invites,
        spends,
        cycle_ends: snap.cycle_ends.clone(),
        counted: Some([snap.unlocks.used, snap.searches.used, snap.messages.used]),
        whole: true,
        keep_over: false,
        // Another machine's file: its unlocks are shown, never free.
        origin: None,
    };
    match team.import(batch)? {
        Imported::Nothing => sink.status(&format!(
            "{} holds nothing new for {ws} (imported or written back before; nothing changed)",
            file.display()
        )),
        Imported::Added(u, i, s) => sink.status(&format!(
            "imported {u} unlock(s), {i} invite(s) and {s} spend line(s) of this cycle into {ws} as {}",
            run.member()
        )),
        Imported::Over {
            meter,
            held,
            new,
            counted,
        } => {
            return Err(Error::usage(format!(
                "{} adds {new} {meter} spent this cycle to the {held} the team ledger holds for {ws}, and the service counts {counted}; nothing was imported",
                file.display()
            ))
            .with_hint("a file is imported once (a copy of it holds nothing new); `talent team usage` shows what the team ledger holds, `talent usage` what the service counted"))
        }
    }
    Ok(())
}

/// The file's content (and its -wal's, where a WAL file's newest lines
/// may be), as a keyed SHA-256 in hex: two copies hash the same.
fn content_hash(file: &Path) -> Result<String> {
    let mut bytes = std::fs::read(file)
        .map_err(|e| Error::usage(format!("cannot read {}: {e}", file.display())))?;
    let mut wal = file.as_os_str().to_owned();
    wal.push("-wal");
    if let Ok(more) = std::fs::read(Path::new(&wal)) {
        bytes.extend_from_slice(&more);
    }
    let mac = talent_spec::signature::sign(b"talent ledger import content", &bytes);
    let hex = mac
        .strip_prefix(talent_spec::signature::PREFIX)
        .unwrap_or(&mac);
    Ok(hex.to_string())
}

/// When the cycle that ends at the snapshot's `cycleEndsOn` began (a month
/// before); 0 when the service gave no end.
fn cycle_start_ms(snap: &Snapshot) -> i64 {
    snap.cycle_ends
        .as_deref()
        .and_then(|c| chrono::DateTime::parse_from_rfc3339(c).ok())
        .and_then(|e| e.checked_sub_months(chrono::Months::new(1)))
        .map_or(0, |t| t.timestamp_millis())
}

/// How far ahead of the team ledger's clock a line's time may be (another
/// machine's clock).
const CLOCK_SLACK_MS: i64 = 10 * 60 * 1000;

/// Holds the file's lines to what a ledger of this cycle can hold: known
/// meters, a cost from 1 to the meter's limit, times not after now, ids
/// the service could have given, and no more units spent per meter than
/// the service counted for the whole workspace this cycle. One bad line
/// refuses the file: nothing is written.
fn check(r: &Records, snap: &Snapshot, since: i64, now_ms: i64, file: &Path) -> Result<()> {
    let refuse = |why: String| {
        Error::usage(format!(
            "{} holds what no ledger of this cycle can hold: {why}; nothing was imported",
            file.display()
        ))
        .with_hint("import the ledger.sqlite3 talent wrote on the machine joining, unedited; `talent usage` shows what the service counted")
    };
    let latest = now_ms.saturating_add(CLOCK_SLACK_MS);
    let id_ok = |id: &str| {
        !id.is_empty()
            && id.len() <= 128
            && id
                .bytes()
                .all(|b| b.is_ascii_graphic() && !matches!(b, b'/' | b'\\' | b'?' | b'#' | b'%'))
    };
    for (card, at) in &r.unlocks {
        if !id_ok(card) {
            return Err(refuse(format!("an unlock of {card:?}, not a candidate id")));
        }
        if *at > latest {
            return Err(refuse(format!("an unlock of {card} dated after now")));
        }
    }
    for (job, card, kind, at) in &r.invites {
        if !id_ok(job) || !id_ok(card) || !matches!(kind.as_str(), "invite" | "bulk") {
            return Err(refuse(format!(
                "an invite of {card:?} to {job:?} of kind {kind:?}"
            )));
        }
        if *at > latest {
            return Err(refuse(format!(
                "an invite of {card} to {job} dated after now"
            )));
        }
    }
    let mut spent = [0i64; 3];
    for (line, row) in &r.spends {
        let Some(m) = crate::meter::named(&row.meter) else {
            return Err(refuse(format!(
                "line {line} spends {:?}, not a meter",
                row.meter
            )));
        };
        let meters = snap.meter(m);
        let words = crate::meter::words(m);
        if row.cost < 1 || row.cost > meters.limit {
            return Err(refuse(format!(
                "line {line} costs {} {}, and a cycle holds {} at most",
                row.cost, words.name, meters.limit
            )));
        }
        if row.at_ms < since || row.at_ms > latest {
            return Err(refuse(format!("line {line} is dated outside this cycle")));
        }
        if row.outcome == "spent" || row.outcome.starts_with("maybe") {
            let i = slot(m);
            spent[i] = spent[i].saturating_add(row.cost);
        }
    }
    use talent_spec::wire::WireEnum;
    for m in talent_spec::rate::Meter::ALL.iter().copied() {
        let used = snap.meter(m).used;
        let claimed = spent[slot(m)];
        if claimed > used {
            let words = crate::meter::words(m);
            return Err(refuse(format!(
                "{} spent this cycle, and the service counts {} for the whole workspace",
                words.count(claimed),
                used
            )));
        }
    }
    Ok(())
}

fn slot(m: talent_spec::rate::Meter) -> usize {
    use talent_spec::rate::Meter;
    match m {
        Meter::ApiUnlocks => 0,
        Meter::Searches => 1,
        Meter::Messages => 2,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::{AuditRow, Meters};

    const NOW: i64 = 1_780_000_000_000;
    const SINCE: i64 = NOW - 10 * 86_400_000;

    fn snap(unlocks_used: i64) -> Snapshot {
        Snapshot {
            unlocks: Meters {
                used: unlocks_used,
                limit: 10,
            },
            searches: Meters {
                used: 1,
                limit: 500,
            },
            messages: Meters {
                used: 0,
                limit: 100,
            },
            cycle_ends: None,
            read_ms: NOW,
        }
    }

    fn line(meter: &str, cost: i64, outcome: &str, at_ms: i64) -> AuditRow {
        AuditRow {
            at_ms,
            workspace: "ws".into(),
            command: "candidate show".into(),
            meter: meter.into(),
            cost,
            outcome: outcome.into(),
            member: String::new(),
        }
    }

    fn judged(spends: Vec<AuditRow>, used: i64) -> std::result::Result<(), String> {
        let records = Records {
            unlocks: vec![("tc_1".into(), NOW - 1000)],
            invites: vec![("job_1".into(), "tc_1".into(), "invite".into(), NOW - 1000)],
            spends: spends
                .into_iter()
                .enumerate()
                .map(|(i, r)| (i as i64 + 1, r))
                .collect(),
        };
        check(&records, &snap(used), SINCE, NOW, Path::new("x.sqlite3")).map_err(|e| {
            assert_eq!(e.kind, crate::ErrorKind::Usage, "{}", e.message);
            assert!(e.message.contains("nothing was imported"), "{}", e.message);
            e.message
        })
    }

    #[test]
    fn ledger_import_trusts_no_line_a_cycle_cannot_hold() {
        // What a real ledger of this cycle holds passes.
        let ok = vec![
            line("unlocks", 1, "spent", NOW - 5000),
            line("unlocks", 1, "not spent (404)", NOW - 4000),
            line("searches", 1, "spent", NOW - 3000),
        ];
        judged(ok, 1).unwrap();
        // A million a line (issue 28), a cost of 0, a meter talent does not know.
        let e = judged(vec![line("unlocks", 1_000_000, "spent", NOW - 5000)], 9).unwrap_err();
        assert!(
            e.contains("1000000 unlocks") && e.contains("10 at most"),
            "{e}"
        );
        assert!(judged(vec![line("unlocks", 0, "spent", NOW)], 9).is_err());
        assert!(judged(vec![line("credits", 1, "spent", NOW)], 9).is_err());
        // Dated before the cycle, or after now (past another clock's slack).
        assert!(judged(vec![line("unlocks", 1, "spent", SINCE - 1)], 9).is_err());
        assert!(judged(
            vec![line("unlocks", 1, "spent", NOW + CLOCK_SLACK_MS + 1)],
            9
        )
        .is_err());
        judged(vec![line("unlocks", 1, "spent", NOW + 1000)], 9).unwrap();
        // More spent (and maybe spent) than the service counted for all.
        let three = vec![
            line("unlocks", 1, "spent", NOW - 3000),
            line("unlocks", 1, "maybe (502)", NOW - 2000),
            line("unlocks", 1, "spent", NOW - 1000),
        ];
        let e = judged(three.clone(), 2).unwrap_err();
        assert!(
            e.contains("3 unlocks spent this cycle, and the service counts 2"),
            "{e}"
        );
        judged(three, 3).unwrap();
    }

    #[test]
    fn ledger_import_refuses_ids_and_kinds_the_service_never_gave() {
        let snap = snap(0);
        let bad = [
            Records {
                unlocks: vec![("../etc".into(), NOW)],
                ..Records::default()
            },
            Records {
                unlocks: vec![("tc_1".into(), NOW + CLOCK_SLACK_MS + 1)],
                ..Records::default()
            },
            Records {
                invites: vec![("job_1".into(), "tc 1".into(), "invite".into(), NOW)],
                ..Records::default()
            },
            Records {
                invites: vec![("job_1".into(), "tc_1".into(), "spam".into(), NOW)],
                ..Records::default()
            },
        ];
        for r in bad {
            assert!(
                check(&r, &snap, SINCE, NOW, Path::new("x")).is_err(),
                "{r:?}"
            );
        }
    }
}
