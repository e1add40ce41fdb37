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
        Ok(id)
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
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
