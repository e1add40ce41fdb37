//! The words of a transport failure: every cause of an error, or its
//! innermost one.

/// The whole text of a transport error, every cause included (`doctor`).
pub fn transport_text(e: &reqwest::Error) -> String {
    chain_text(e)
}

/// Every cause of an error, outermost first, as one text (an `io::Error`
/// hides the error it wraps from `source()`, so its text is taken too).
pub(super) fn chain_text(e: &(dyn std::error::Error + 'static)) -> String {
    let mut parts = Vec::new();
    let mut cur = Some(e);
    while let Some(err) = cur {
        parts.push(err.to_string());
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            if let Some(inner) = io.get_ref() {
                parts.push(inner.to_string());
            }
        }
        cur = err.source();
    }
    parts.join(": ")
}

/// The innermost cause of an error: the part that says what happened.
pub(super) fn root_cause(e: &(dyn std::error::Error + 'static)) -> String {
    let mut cur = e;
    while let Some(next) = cur.source() {
        cur = next;
    }
    cur.to_string()
}
