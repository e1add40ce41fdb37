//! `talent api --paginate`: a raw GET of a list, page after page, until the
//! list ends. The main interface pages by `page`/`pageSize` and answers
//! `{results, totalCount}`; the additional one by `page`/`per_page` with
//! `{data, total}`. Every page goes through the client (guard and pacer
//! included: a search page spends a search), and a run of search pages is
//! judged by the guard as a whole once the first page tells its length.

use serde_json::Value;

use crate::api::{Client, Request, Surface};
use crate::guard::Guard;
use crate::{Error, Result};

use super::field::{Field, Words};

/// The highest page a request can name (the service's `page` is a 32-bit
/// integer, at least 1).
pub const MAX_PAGE: u64 = u32::MAX as u64;

/// Where a paginated run starts: the request's own `page` (from `-f page=`
/// or the path's query), else 1. A `page` that is not a whole number from
/// 1 to [`MAX_PAGE`], or one given twice, is refused before anything is sent.
pub fn first_page(req: &Request, w: Words) -> Result<u64> {
    let given: Vec<&str> = req
        .query
        .iter()
        .filter(|(k, _)| k == "page")
        .map(|(_, v)| v.as_str())
        .collect();
    match given.as_slice() {
        [] => Ok(1),
        [one] => match one.trim().parse::<u64>() {
            Ok(n) if (1..=MAX_PAGE).contains(&n) => Ok(n),
            _ => Err(Error::usage(format!(
                "page {one:?} is out of range: a page is a whole number from 1 to {MAX_PAGE}"
            ))
            .with_hint(format!(
                "{} starts at -f page=N (default 1) and goes on to the end",
                w(Field::Paginate)
            ))),
        },
        _ => Err(Error::usage("page is given more than once")
            .with_hint("give one -f page=N (or ?page=N in the path)")),
    }
}

/// Fetches every page of `req` from its own `page` on (see [`first_page`]),
/// handing each item to `each` as it comes. With a `guard` and a request
/// that spends (a search), the pages left after the first are judged
/// together before the second is sent, and their spends are told in one
/// line. Returns the items seen.
pub async fn paginate(
    client: &Client,
    guard: Option<&Guard>,
    req: &Request,
    w: Words,
    mut each: impl FnMut(&Value) -> Result<()>,
) -> Result<u64> {
    let (items_key, total_key, size_key) = match req.surface {
        Surface::Main => ("results", "totalCount", "pageSize"),
        _ => ("data", "total", "per_page"),
    };
    let start = first_page(req, w)?;
    let meter = req.spends();
    let batch = guard.filter(|_| meter.is_some()).map(Batch::new);
    let mut seen = 0u64;
    let mut page = start;
    loop {
        let mut r = req.clone();
        r.query.retain(|(k, _)| k != "page");
        r.query.push(("page".to_string(), page.to_string()));
        let body: Value = client.send(&r).await?.json()?;
        let Some(items) = body.get(items_key).and_then(Value::as_array) else {
            return Err(Error::failure(format!(
                "page {page} has no `{items_key}` list, so it cannot be paginated"
            ))
            .with_hint(format!(
                "drop {} to see the answer as it is",
                w(Field::Paginate)
            )));
        };
        for item in items {
            each(item)?;
        }
        seen += items.len() as u64;
        let total = body.get(total_key).and_then(Value::as_u64);
        let size = body
            .get(size_key)
            .and_then(Value::as_u64)
            .filter(|&s| s > 0)
            .unwrap_or(items.len() as u64);
        // The last page, as far as the answer tells.
        let last = match (total, size) {
            (Some(t), s) if s > 0 => Some(t.div_ceil(s)),
            (Some(0), _) => Some(0),
            _ => None,
        };
        if items.is_empty() && page == start && start > 1 {
            if let Some(t) = total.filter(|&t| t > 0) {
                return Err(Error::usage(format!(
                    "page {start} is past the end of the list: {t} items make {} pages",
                    last.unwrap_or(1).max(1)
                ))
                .with_hint("start from an earlier -f page=N, or leave page out"));
            }
        }
        let more = !items.is_empty() && last.is_some_and(|l| page < l) && page < MAX_PAGE;
        if !more {
            break;
        }
        if page == start {
            if let (Some(b), Some(m), Some(l)) = (&batch, meter, last) {
                // The rest of the run, judged as a whole before it is spent.
                b.0.quote(m, l - page, crate::guard::Then::Ask).await?;
            }
        }
        page += 1;
    }
    drop(batch);
    Ok(seen)
}

/// A run's spends told in one line at its end (see `Guard::begin_batch`).
struct Batch<'a>(&'a Guard);

impl<'a> Batch<'a> {
    fn new(guard: &'a Guard) -> Self {
        guard.begin_batch();
        Batch(guard)
    }
}

impl Drop for Batch<'_> {
    fn drop(&mut self) {
        self.0.end_batch();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::Method;

    fn with_page(values: &[&str]) -> Request {
        let mut r = Request::main(Method::Get, "/search/candidates").query("inresume", "java");
        for v in values {
            r = r.query("page", v);
        }
        r
    }

    /// Regression: `-f page=4294967295 --paginate` restarted at page 1 and
    /// spent 79 searches.
    #[test]
    fn the_given_page_is_where_a_run_starts() {
        assert_eq!(
            first_page(&with_page(&[]), crate::ops::kit::field::named).unwrap(),
            1
        );
        assert_eq!(
            first_page(&with_page(&["4"]), crate::ops::kit::field::named).unwrap(),
            4
        );
        assert_eq!(
            first_page(&with_page(&["4294967295"]), crate::ops::kit::field::named).unwrap(),
            MAX_PAGE
        );
        for bad in [&["0"][..], &["-1"], &["4294967296"], &["two"], &["1", "2"]] {
            let e = first_page(&with_page(bad), crate::ops::kit::field::named).unwrap_err();
            assert_eq!(e.exit_code(), 2, "{bad:?}");
        }
    }
}
