//! `talent api --paginate`: a raw GET of a list, page after page, until the
//! list ends. The main interface pages by `page`/`pageSize` and answers
//! `{results, totalCount}`; the additional one by `page`/`per_page` with
//! `{data, total}`. Every page goes through the client (guard and pacer
//! included: a search page spends a search).

use serde_json::Value;

use crate::api::{Client, Request, Surface};
use crate::{Error, Result};

/// Fetches every page of `req` (its own `page` is replaced), handing each
/// item to `each` as it comes. Returns the items seen.
pub async fn paginate(
    client: &Client,
    req: &Request,
    mut each: impl FnMut(&Value) -> Result<()>,
) -> Result<u64> {
    let (items_key, total_key) = match req.surface {
        Surface::Main => ("results", "totalCount"),
        _ => ("data", "total"),
    };
    let mut seen = 0u64;
    for page in 1u64.. {
        let mut r = req.clone();
        r.query.retain(|(k, _)| k != "page");
        r.query.push(("page".to_string(), page.to_string()));
        let body: Value = client.send(&r).await?.json()?;
        let Some(items) = body.get(items_key).and_then(Value::as_array) else {
            return Err(Error::failure(format!(
                "page {page} has no `{items_key}` list, so it cannot be paginated"
            ))
            .with_hint("drop --paginate to see the answer as it is"));
        };
        for item in items {
            each(item)?;
        }
        seen += items.len() as u64;
        let total = body.get(total_key).and_then(Value::as_u64);
        if items.is_empty() || total.is_some_and(|t| seen >= t) || total.is_none() {
            break;
        }
    }
    Ok(seen)
}
