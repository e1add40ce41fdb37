//! Path segment encoding of ids from the command line. The `inresume` check
//! and the `--skill` builder are facts of the grammar: `talent_spec::inresume`.
//! No clap, no terminal: tested on its own.

/// Why an id cannot be put into a URL path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IdError {
    Empty,
    /// `.` or `..`: URL parsers resolve these as directory steps.
    DotSegment,
}

/// Percent-encodes an id as one path segment (everything but the unreserved
/// characters), so `a/b` or `x?y` cannot change the route.
pub fn path_segment(id: &str) -> Result<String, IdError> {
    if id.is_empty() {
        return Err(IdError::Empty);
    }
    if id == "." || id == ".." {
        return Err(IdError::DotSegment);
    }
    let mut out = String::with_capacity(id.len());
    for b in id.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    Ok(out)
}

/// An id from the command line, checked and encoded as one path segment. The
/// service's ids never hold `/ \ ? # %`, spaces or control characters, so an id
/// that does is refused locally (exit 2, nothing sent) rather than guessed at;
/// the rest is percent-encoded by [`path_segment`]. Ids that travel in a body
/// (bulk invite, shortlist) go through the same check, so every command agrees
/// on what an id is.
pub fn id_segment(what: &str, id: &str) -> crate::Result<String> {
    let id = id.trim();
    let odd = id
        .chars()
        .any(|c| matches!(c, '/' | '\\' | '?' | '#' | '%') || c.is_whitespace() || c.is_control());
    let refused = || {
        crate::Error::usage(format!("{id:?} is not a valid {what}")).with_hint(format!(
            "give the {what} exactly as the service returned it"
        ))
    };
    if odd {
        return Err(refused());
    }
    path_segment(id).map_err(|e| match e {
        IdError::Empty => crate::Error::usage(format!("the {what} is empty"))
            .with_hint(format!("give the {what} the service returned")),
        IdError::DotSegment => refused(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn id_segment_refuses_what_could_change_the_path() {
        for bad in [
            "", " ", ".", "..", "a/b", "a\\b", "a?b", "a#b", "a%2F", "a b", "a\u{7f}",
        ] {
            let e = id_segment("job id", bad).expect_err(bad);
            assert_eq!(e.exit_code(), 2, "{bad:?}");
        }
        assert_eq!(id_segment("job id", " job_1 ").unwrap(), "job_1");
        assert_eq!(id_segment("job id", "a&b+c").unwrap(), "a%26b%2Bc");
    }

    #[test]
    fn ids_are_one_path_segment() {
        assert_eq!(path_segment("tc_123-a.b~"), Ok("tc_123-a.b~".into()));
        assert_eq!(path_segment("a/b?c#d"), Ok("a%2Fb%3Fc%23d".into()));
        assert_eq!(path_segment("é"), Ok("%C3%A9".into()));
        assert_eq!(path_segment(""), Err(IdError::Empty));
        assert_eq!(path_segment(".."), Err(IdError::DotSegment));
    }

    proptest! {
        #[test]
        fn encoded_segments_have_no_reserved_characters(s in "\\PC{1,30}") {
            if let Ok(seg) = path_segment(&s) {
                prop_assert!(seg.bytes().all(|b| b.is_ascii_alphanumeric()
                    || matches!(b, b'-' | b'.' | b'_' | b'~' | b'%')));
            }
        }
    }
}
