//! Paid pages the session keeps for 10 minutes: a page of searched or
//! unlocked records that does not fit one result is narrowed (fields
//! dropped, never a record), and its `next.cursor` brings the fields it
//! left out back from here, with nothing sent and nothing spent.

use std::cell::RefCell;
use std::time::{Duration, Instant};

use serde_json::{Map, Value};

use crate::output::View;
use crate::{Error, Result};

/// How long a page is kept.
pub const KEPT_FOR: Duration = Duration::from_secs(600);

/// The most pages kept at once (the oldest goes first): a session that
/// pages fast through big results holds a bounded amount.
const MOST: usize = 32;

/// A kept page: its records as the service sent them, the view they go
/// through, the page's facts, and the fields its last answer left out.
#[derive(Clone)]
pub struct Page {
    pub records: Vec<Value>,
    pub view: &'static View,
    pub extra: Map<String, Value>,
    pub rest: Vec<String>,
}

#[derive(Default)]
pub struct Kept {
    pages: RefCell<Vec<(String, Instant, Page)>>,
    /// Pages kept or changed since [`Kept::changed`] last took them (for a
    /// conversation whose store other replicas share).
    changed: RefCell<Vec<String>>,
}

/// The views a paid page goes through, by which a stored page names its
/// own (its schema).
const PAID_VIEWS: &[&View] = &[
    &crate::ops::kit::search::HIT_VIEW,
    &crate::ops::candidate::DETAIL_VIEW,
];

fn paid_view(schema: &str) -> Option<&'static View> {
    PAID_VIEWS
        .iter()
        .copied()
        .find(|v| v.schema == Some(schema))
}

/// Where a cursor points: a kept page, and the record it starts at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor {
    pub id: String,
    pub from: usize,
}

impl Cursor {
    /// A cursor as `next` gives it: the page's id, `.N` when it starts at
    /// record N.
    pub fn parse(s: &str) -> Result<Cursor> {
        let bad = || Error::usage("cursor is not one a truncated result gave");
        let (id, from) = match s.split_once('.') {
            Some((id, n)) => (id, n.parse::<usize>().map_err(|_| bad())?),
            None => (s, 0),
        };
        if id.len() != 32 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(bad());
        }
        Ok(Cursor {
            id: id.to_string(),
            from,
        })
    }

    pub fn text(&self) -> String {
        if self.from == 0 {
            self.id.clone()
        } else {
            format!("{}.{}", self.id, self.from)
        }
    }
}

impl Kept {
    fn prune(&self) {
        let now = Instant::now();
        self.pages
            .borrow_mut()
            .retain(|(_, at, _)| now.duration_since(*at) < KEPT_FOR);
    }

    /// Keeps `page`; its id (128 random bits, hex).
    pub fn keep(&self, page: Page) -> Result<String> {
        self.prune();
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes)
            .map_err(|e| Error::failure(format!("no randomness for a cursor: {e}")))?;
        let id: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let mut pages = self.pages.borrow_mut();
        if pages.len() >= MOST {
            pages.remove(0);
        }
        pages.push((id.clone(), Instant::now(), page));
        self.changed.borrow_mut().push(id.clone());
        Ok(id)
    }

    /// Whether page `id` is kept here.
    pub fn has(&self, id: &str) -> bool {
        self.prune();
        self.pages.borrow().iter().any(|(k, _, _)| k == id)
    }

    /// The pages kept or changed since last asked, as a store keeps them
    /// (`{records, view, extra, rest, age_ms}`).
    pub fn changed(&self) -> Vec<(String, Value)> {
        let ids = std::mem::take(&mut *self.changed.borrow_mut());
        let pages = self.pages.borrow();
        let mut out: Vec<(String, Value)> = Vec::new();
        for id in ids {
            if out.iter().any(|(k, _)| *k == id) {
                continue;
            }
            if let Some((_, at, p)) = pages.iter().find(|(k, _, _)| *k == id) {
                let Some(view) = p.view.schema else { continue };
                out.push((
                    id,
                    serde_json::json!({
                        "records": p.records,
                        "view": view,
                        "extra": p.extra,
                        "rest": p.rest,
                        "age_ms": u64::try_from(at.elapsed().as_millis()).unwrap_or(u64::MAX),
                    }),
                ));
            }
        }
        out
    }

    /// Keeps a page another replica kept (as [`Kept::changed`] gave it),
    /// for what is left of its 10 minutes; one not read is left out.
    pub fn import(&self, id: &str, stored: &Value) {
        let view = stored
            .get("view")
            .and_then(Value::as_str)
            .and_then(paid_view);
        let (Some(view), Some(Value::Array(records))) = (view, stored.get("records")) else {
            return;
        };
        let age = Duration::from_millis(stored.get("age_ms").and_then(Value::as_u64).unwrap_or(0));
        let Some(at) = Instant::now().checked_sub(age) else {
            return;
        };
        let page = Page {
            records: records.clone(),
            view,
            extra: stored
                .get("extra")
                .and_then(Value::as_object)
                .cloned()
                .unwrap_or_default(),
            rest: stored
                .get("rest")
                .and_then(Value::as_array)
                .map(|a| {
                    a.iter()
                        .filter_map(|v| v.as_str().map(str::to_string))
                        .collect()
                })
                .unwrap_or_default(),
        };
        let mut pages = self.pages.borrow_mut();
        pages.retain(|(k, _, _)| k != id);
        if pages.len() >= MOST {
            pages.remove(0);
        }
        pages.push((id.to_string(), at, page));
    }

    /// The page `id`, while it is kept.
    pub fn get(&self, id: &str) -> Result<Page> {
        self.prune();
        self.pages
            .borrow()
            .iter()
            .find(|(k, _, _)| k == id)
            .map(|(_, _, p)| p.clone())
            .ok_or_else(|| {
                Error::usage(
                    "that cursor's page is no longer kept (pages are kept for 10 minutes); nothing was sent",
                )
            })
    }

    /// Notes the fields the last answer from page `id` left out (what a
    /// cursor without `fields` brings).
    pub fn set_rest(&self, id: &str, rest: Vec<String>) {
        if let Some((_, _, p)) = self.pages.borrow_mut().iter_mut().find(|(k, _, _)| k == id) {
            p.rest = rest;
            self.changed.borrow_mut().push(id.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_kept_on_one_replica_is_the_same_page_on_another() {
        let a = Kept::default();
        let id = a
            .keep(Page {
                records: vec![serde_json::json!({"talentCardId": "c1"})],
                view: &crate::ops::kit::search::HIT_VIEW,
                extra: Map::new(),
                rest: vec!["headline".into()],
            })
            .unwrap();
        let changed = a.changed();
        assert_eq!(changed.len(), 1);
        assert!(a.changed().is_empty(), "taken once");
        let b = Kept::default();
        b.import(&changed[0].0, &changed[0].1);
        let p = b.get(&id).unwrap();
        assert_eq!(p.records, vec![serde_json::json!({"talentCardId": "c1"})]);
        assert_eq!(p.rest, ["headline"]);
        assert_eq!(p.view.schema, Some("main#SearchHit"));
    }

    #[test]
    fn a_cursor_is_a_kept_page_and_where_it_starts() {
        let c = Cursor::parse("0123456789abcdef0123456789abcdef.5").unwrap();
        assert_eq!(c.from, 5);
        assert_eq!(Cursor::parse(&c.text()).unwrap(), c);
        for bad in ["", "xyz", "0123456789abcdef0123456789abcdef.x", "../etc"] {
            assert!(Cursor::parse(bad).is_err(), "{bad}");
        }
    }
}
