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

/// Checks a path below an interface's base as a person or a file wrote it
/// (`talent api`, `talent fixtures`), so it cannot step out of the base: a
/// URL parser resolves `..` and `.` segments, percent-encoded ones (`%2e%2e`,
/// `.%2E`) included, and reads `\` as `/`. So no segment may decode to `.` or
/// `..`, and none may hold a backslash, an encoded `/`, `\` or `%` (encoded
/// twice) or a control character. `Err` says which segment and why.
pub fn check_path(path: &str) -> Result<(), String> {
    for segment in path.split('/') {
        if segment.contains('\\') {
            return Err(format!(
                "{segment:?} holds a backslash, which URLs read as /"
            ));
        }
        let decoded = percent_decode(segment);
        if decoded == b"." || decoded == b".." {
            return Err(format!("{segment:?} is a dot segment (`.` or `..`)"));
        }
        if decoded
            .iter()
            .any(|&b| matches!(b, b'/' | b'\\' | b'%') || b.is_ascii_control())
        {
            return Err(format!(
                "{segment:?} encodes a /, \\, % or control character"
            ));
        }
    }
    Ok(())
}

/// `%XX` decoded once (a `%` not followed by two hex digits stays as it is).
fn percent_decode(s: &str) -> Vec<u8> {
    percent_encoding::percent_decode_str(s).collect()
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

    /// Regression: `talent api POST '/%2e%2e/%2e%2e/_sandbox/reset'` reset the
    /// sandbox world; only a literal `..` was refused.
    #[test]
    fn check_path_refuses_encoded_dot_segments_and_backslashes() {
        for bad in [
            "/jobs/../usage",
            "/%2e%2e/%2e%2e/_sandbox/reset",
            "/.%2e/.%2E/_sandbox/reset",
            "/%2E%2e/x",
            "/%2e/x",
            "/./x",
            "/..\\..\\_sandbox/reset",
            "/jobs%2f..%2f..",
            "/jobs/%5c",
            "/jobs/%252e%252e",
            "/jobs/a%00b",
        ] {
            assert!(check_path(bad).is_err(), "{bad}");
        }
        for good in [
            "/usage",
            "/jobs/job_1/stages",
            "/candidates/tc_1.2",
            "/a%20b",
            "/...",
            "/.x",
        ] {
            assert_eq!(check_path(good), Ok(()), "{good}");
        }
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
