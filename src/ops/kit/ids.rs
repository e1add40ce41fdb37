//! The two kinds of candidate id (cli.md's *Two kinds of candidate id*): the
//! main interface names a candidate by talentCardId (`search`, `candidate
//! show`, `invite`), the additional one by candidate id (`candidate list`,
//! `candidate summary|profile`, `shortlist`, `bulk-invite`). An id of the
//! other kind is refused before anything is sent or asked, with the
//! commands that take it: a `cand_` id given where a talentCardId belongs,
//! or an id this machine saw as the other kind (the talentCardIds it
//! unlocked, and their `candidateId`s, kept for completion) given to either.
//! The operations' inputs call these, so a command and its MCP tool agree.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::{Error, Result};

/// The prefix of the additional interface's candidate ids.
pub const CANDIDATE_PREFIX: &str = "cand_";

/// Where this run reads what the machine saw (set once, when the run's
/// settings are known); unset, only the prefix is judged.
static SEEN_FILE: OnceLock<PathBuf> = OnceLock::new();
static SEEN: OnceLock<Seen> = OnceLock::new();

/// Names the file of what this machine saw ([`crate::recall::path`]), read
/// at the first check.
pub fn use_seen_file(path: PathBuf) {
    let _ = SEEN_FILE.set(path);
}

/// The talentCardIds this machine unlocked, each with its `candidateId`
/// where the service gave one.
#[derive(Debug, Default)]
pub struct Seen {
    cards: HashMap<String, String>,
}

impl Seen {
    pub fn load(path: &Path) -> Seen {
        let recall = crate::recall::load(path);
        Seen {
            cards: recall
                .of(crate::recall::Kind::Card)
                .iter()
                .map(|e| (e.value.clone(), e.candidate_id.clone()))
                .collect(),
        }
    }

    /// The talentCardId whose `candidateId` is `id`.
    fn card_of(&self, id: &str) -> Option<&str> {
        self.cards
            .iter()
            .find(|(_, c)| c.as_str() == id)
            .map(|(card, _)| card.as_str())
    }

    /// Whether `id` is a talentCardId this machine unlocked, and its
    /// `candidateId` ("" when unknown).
    fn candidate_of(&self, id: &str) -> Option<&str> {
        self.cards.get(id).map(String::as_str)
    }
}

fn seen() -> &'static Seen {
    SEEN.get_or_init(|| SEEN_FILE.get().map(|p| Seen::load(p)).unwrap_or_default())
}

/// `id` has the form of an id talent accepts (cli.md's *Ids*: 1–64
/// characters of `A–Z a–z 0–9 _ -`), else a refusal naming `field`; the id
/// is not echoed when long.
pub fn form(field: &str, id: &str) -> Result<()> {
    let ok = (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if ok {
        return Ok(());
    }
    let shown = if id.chars().count() > 40 {
        format!("an id of {} characters", id.chars().count())
    } else {
        format!("{id:?}")
    };
    Err(Error::usage(format!(
        "{field}: {shown} is not an id (1 to 64 of A-Z a-z 0-9 _ -); nothing was sent"
    )))
}

const TAKE_CARD: &str =
    "`candidate show`, `invite` and `apps` take a talentCardId (from `search` or `browse`)";
const TAKE_CANDIDATE: &str = "`candidate summary`, `candidate profile` and `bulk-invite` take a candidate id (cand_…, from `shortlist`, `candidate list`, or an unlocked record's candidateId)";

/// A talentCardId (main interface) as given for `field`: refused when it is
/// a candidate id of the additional interface.
pub fn talent_card(field: &str, id: &str) -> Result<()> {
    talent_card_in(seen(), field, id)
}

/// A candidate id (additional interface) as given for `field`: refused when
/// this machine saw it as a talentCardId.
pub fn candidate(field: &str, id: &str) -> Result<()> {
    candidate_in(seen(), field, id)
}

fn talent_card_in(seen: &Seen, field: &str, id: &str) -> Result<()> {
    let id = id.trim();
    let card = seen.card_of(id).filter(|_| !id.is_empty());
    if !id.starts_with(CANDIDATE_PREFIX) && card.is_none() {
        return Ok(());
    }
    let hint = match card {
        Some(card) => format!("its talentCardId is {card}; {TAKE_CARD}; {TAKE_CANDIDATE}"),
        None => format!("{TAKE_CANDIDATE}; {TAKE_CARD}"),
    };
    Err(Error::usage(format!(
        "{field}: {id} is a candidate id (additional interface), not a talentCardId; nothing was sent"
    ))
    .with_hint(hint))
}

fn candidate_in(seen: &Seen, field: &str, id: &str) -> Result<()> {
    let id = id.trim();
    let Some(candidate_id) = seen.candidate_of(id) else {
        return Ok(());
    };
    let hint = if candidate_id.is_empty() {
        format!("{TAKE_CARD}; {TAKE_CANDIDATE}")
    } else {
        format!("`bulk-invite` takes its candidateId: {candidate_id}; {TAKE_CANDIDATE}")
    };
    Err(Error::usage(format!(
        "{field}: {id} is a talentCardId this machine unlocked (main interface), not a candidate id; nothing was sent"
    ))
    .with_hint(hint))
}

/// The ids of a `--candidates-file`: a CSV (or TSV) whose first line has a
/// field named exactly `id` or `candidate.id` gives that column (what
/// `candidate list -o csv` and `shortlist -o csv` write); one whose first
/// line names `talentCardId` holds the other kind of id and is refused;
/// anything else is ids one a line or comma-separated, as before.
pub fn candidates_file(text: &str) -> Result<Vec<String>> {
    let first = text.lines().next().unwrap_or("");
    let tabs = first.contains('\t') && !first.contains(',');
    let delimiter = if tabs { b'\t' } else { b',' };
    let header: Vec<String> = csv::ReaderBuilder::new()
        .has_headers(false)
        .delimiter(delimiter)
        .from_reader(first.as_bytes())
        .records()
        .next()
        .and_then(|r| r.ok())
        .map(|r| r.iter().map(|f| f.trim().to_string()).collect())
        .unwrap_or_default();
    if header.iter().any(|f| f == "talentCardId") {
        return Err(Error::usage(
            "the candidates file holds talentCardIds (its first line names talentCardId): bulk-invite takes candidate ids; nothing was sent",
        )
        .with_hint(format!("{TAKE_CARD}; {TAKE_CANDIDATE}")));
    }
    let Some(column) = header.iter().position(|f| f == "id" || f == "candidate.id") else {
        return Ok(crate::input::parse_id_list(text));
    };
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .flexible(true)
        .delimiter(delimiter)
        .from_reader(text.as_bytes());
    let mut ids = Vec::new();
    for (i, row) in reader.records().enumerate() {
        let row = row.map_err(|e| {
            Error::usage(format!(
                "the candidates file is not readable CSV at row {}: {e}",
                i + 2
            ))
        })?;
        if let Some(id) = row.get(column).map(str::trim).filter(|id| !id.is_empty()) {
            ids.push(id.to_string());
        }
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seen() -> Seen {
        Seen {
            cards: HashMap::from([
                (
                    "5eed00000000000000000001".to_string(),
                    "cand_0042".to_string(),
                ),
                ("5eed00000000000000000002".to_string(), String::new()),
            ]),
        }
    }

    #[test]
    fn candidates_file_reads_the_shortlist_and_candidate_list_csv() {
        let shortlist = "rank,match_score,candidate.id,candidate.name,match_reasons\n\
                         1,0.93,cand_0001,Madhav Rao,\"rust; 6y\"\n\
                         2,0.9,cand_0002,\"Rao, Asha\",go\n";
        assert_eq!(
            candidates_file(shortlist).unwrap(),
            ["cand_0001", "cand_0002"]
        );
        let list = "id,name,headline\ncand_0003,Priya,\"SRE, infra\"\n\ncand_0004,Ravi,x\n";
        assert_eq!(candidates_file(list).unwrap(), ["cand_0003", "cand_0004"]);
        let tsv = "rank\tcandidate.id\tcandidate.name\n1\tcand_0005\tMadhav Rao\n";
        assert_eq!(candidates_file(tsv).unwrap(), ["cand_0005"]);
        // Plain lists as before.
        assert_eq!(
            candidates_file("cand_1, cand_2\n# note\ncand_3\n").unwrap(),
            ["cand_1", "cand_2", "cand_3"]
        );
        // A search export holds the other kind.
        let e = candidates_file("talentCardId,score\n5eed0001,0.9\n").unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::Usage);
        assert!(e.message.contains("talentCardId"));
    }

    #[test]
    fn cand_id_given_as_talent_card_is_refused() {
        let e = talent_card_in(&Seen::default(), "talent_card_id", "cand_0042").unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::Usage);
        assert!(
            e.message.starts_with("talent_card_id: cand_0042"),
            "{}",
            e.message
        );
        assert!(e.hint.unwrap_or_default().contains("bulk-invite"));
        assert!(talent_card_in(&Seen::default(), "talent_card_id", "5eed0001").is_ok());
        // A candidateId of a card this machine unlocked names the card.
        let e = talent_card_in(&seen(), "id", " cand_0042").unwrap_err();
        assert!(e
            .hint
            .unwrap_or_default()
            .contains("5eed00000000000000000001"));
    }

    #[test]
    fn unlocked_talent_card_given_as_candidate_names_its_candidate_id() {
        let e = candidate_in(&seen(), "candidate_ids", "5eed00000000000000000001").unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::Usage);
        assert!(e.hint.unwrap_or_default().contains("cand_0042"));
        let e = candidate_in(&seen(), "candidate_ids", "5eed00000000000000000002").unwrap_err();
        assert!(e.hint.unwrap_or_default().contains("candidate show"));
        assert!(candidate_in(&seen(), "candidate_ids", "cand_0042").is_ok());
        assert!(candidate_in(&seen(), "candidate_ids", "5eed0000000000000000ffff").is_ok());
    }
}
