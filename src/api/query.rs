//! Pure helpers that turn user input into request pieces the service accepts:
//! the `inresume` syntax check, the `--skill` expression builder and path
//! segment encoding. No clap, no terminal: each is tested on its own.

use std::fmt;

/// Why an `inresume` expression cannot be sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InresumeError {
    /// Nothing but whitespace.
    Empty,
    /// A `"` opened at this 1-based character position is never closed.
    UnclosedQuote(usize),
    /// A `(` opened at this position is never closed.
    UnclosedParen(usize),
    /// A `)` at this position closes nothing.
    UnmatchedClose(usize),
    /// A `\` at this position (the last character) escapes nothing.
    DanglingEscape(usize),
}

impl fmt::Display for InresumeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InresumeError::Empty => f.write_str("the expression is empty"),
            InresumeError::UnclosedQuote(p) => {
                write!(f, "the quote at character {p} is never closed")
            }
            InresumeError::UnclosedParen(p) => {
                write!(f, "the parenthesis at character {p} is never closed")
            }
            InresumeError::UnmatchedClose(p) => {
                write!(
                    f,
                    "the closing parenthesis at character {p} has no opening one"
                )
            }
            InresumeError::DanglingEscape(p) => {
                write!(f, "the backslash at character {p} escapes nothing")
            }
        }
    }
}

impl std::error::Error for InresumeError {}

/// Checks that double quotes and parentheses balance, the way the service's
/// Lucene parser reads them: parentheses inside a quoted phrase are text, and
/// a backslash makes the next character literal (`\"`, `\(`). Catching these
/// locally saves a request (and a search from the quota) on a typo.
pub fn check_inresume(expr: &str) -> Result<(), InresumeError> {
    if expr.trim().is_empty() {
        return Err(InresumeError::Empty);
    }
    let mut open_parens: Vec<usize> = Vec::new();
    let mut quote_at: Option<usize> = None;
    let mut chars = expr.chars().enumerate();
    while let Some((i, c)) = chars.next() {
        let pos = i + 1;
        // The guards consume: `\\` takes the escaped character, `)` pops its `(`.
        match c {
            '\\' if chars.next().is_none() => return Err(InresumeError::DanglingEscape(pos)),
            '"' => quote_at = if quote_at.is_some() { None } else { Some(pos) },
            '(' if quote_at.is_none() => open_parens.push(pos),
            ')' if quote_at.is_none() && open_parens.pop().is_none() => {
                return Err(InresumeError::UnmatchedClose(pos));
            }
            _ => {}
        }
    }
    if let Some(p) = quote_at {
        return Err(InresumeError::UnclosedQuote(p));
    }
    match open_parens.last() {
        Some(&p) => Err(InresumeError::UnclosedParen(p)),
        None => Ok(()),
    }
}

/// Why a `--skill` value cannot become an expression.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SkillError {
    /// `a||b`, `|a`, or a blank value: a synonym with no text.
    EmptyTerm(String),
    /// A term with a double quote cannot be put inside a quoted phrase.
    Quote(String),
}

impl fmt::Display for SkillError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SkillError::EmptyTerm(v) => write!(f, "the skill {v:?} has an empty synonym"),
            SkillError::Quote(t) => write!(f, "the skill {t:?} contains a double quote"),
        }
    }
}

impl std::error::Error for SkillError {}

/// Builds `("a" OR "b") AND ("c")` from skill groups (`a|b`, `c`): each group
/// is a set of synonyms, groups are all required. `None` for no groups.
pub fn skills_expression(groups: &[String]) -> Result<Option<String>, SkillError> {
    let mut parts = Vec::with_capacity(groups.len());
    for group in groups {
        let terms: Vec<&str> = group.split('|').map(str::trim).collect();
        if terms.iter().any(|t| t.is_empty()) {
            return Err(SkillError::EmptyTerm(group.clone()));
        }
        let quoted: Result<Vec<String>, SkillError> = terms.iter().map(|t| phrase(t)).collect();
        parts.push(format!("({})", quoted?.join(" OR ")));
    }
    Ok((!parts.is_empty()).then(|| parts.join(" AND ")))
}

/// One term as a Lucene phrase; a backslash is escaped so it stays literal.
fn phrase(term: &str) -> Result<String, SkillError> {
    if term.contains('"') {
        return Err(SkillError::Quote(term.to_string()));
    }
    Ok(format!("\"{}\"", term.replace('\\', "\\\\")))
}

/// The `inresume` value to send: the user's expression (parenthesised, so its
/// own ORs cannot swallow the skills) AND the skills expression.
pub fn combine_inresume(user: Option<&str>, skills: Option<&str>) -> Option<String> {
    match (user.map(str::trim).filter(|u| !u.is_empty()), skills) {
        (Some(u), Some(s)) => Some(format!("({u}) AND {s}")),
        (Some(u), None) => Some(u.to_string()),
        (None, Some(s)) => Some(s.to_string()),
        (None, None) => None,
    }
}

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
    fn balanced_expressions_pass() {
        for ok in [
            "rust",
            "\"machine learning\" AND (python OR \"scikit-learn\")",
            "((a))",
            "\"a (b\"",
            "\\\"rust",
            "a \\( b",
            "\"say \\\"hi\\\"\"",
        ] {
            assert_eq!(check_inresume(ok), Ok(()), "{ok}");
        }
    }

    #[test]
    fn unbalanced_expressions_name_the_position() {
        assert_eq!(check_inresume("  "), Err(InresumeError::Empty));
        assert_eq!(
            check_inresume("a \"b c"),
            Err(InresumeError::UnclosedQuote(3))
        );
        assert_eq!(
            check_inresume("(a OR (b)"),
            Err(InresumeError::UnclosedParen(1))
        );
        assert_eq!(
            check_inresume("a) OR (b"),
            Err(InresumeError::UnmatchedClose(2))
        );
        assert_eq!(
            check_inresume("rust \\"),
            Err(InresumeError::DanglingEscape(6))
        );
        assert_eq!(
            check_inresume("\"ü\" (x"),
            Err(InresumeError::UnclosedParen(5)),
            "positions count characters, not bytes"
        );
    }

    #[test]
    fn skills_become_groups_of_quoted_synonyms() {
        let groups = vec!["rust|golang".to_string(), " kubernetes ".to_string()];
        assert_eq!(
            skills_expression(&groups),
            Ok(Some("(\"rust\" OR \"golang\") AND (\"kubernetes\")".into()))
        );
        assert_eq!(skills_expression(&[]), Ok(None));
        assert_eq!(
            skills_expression(&["C\\".to_string()]),
            Ok(Some("(\"C\\\\\")".into()))
        );
        assert!(matches!(
            skills_expression(&["a||b".to_string()]),
            Err(SkillError::EmptyTerm(_))
        ));
        assert!(matches!(
            skills_expression(&["say \"hi\"".to_string()]),
            Err(SkillError::Quote(_))
        ));
    }

    #[test]
    fn user_expression_is_parenthesised_before_and() {
        assert_eq!(
            combine_inresume(Some("a OR b"), Some("(\"c\")")).as_deref(),
            Some("(a OR b) AND (\"c\")")
        );
        assert_eq!(combine_inresume(Some("a"), None).as_deref(), Some("a"));
        assert_eq!(combine_inresume(None, Some("x")).as_deref(), Some("x"));
        assert_eq!(combine_inresume(Some(" "), None), None);
    }

    #[test]
    fn ids_are_one_path_segment() {
        assert_eq!(path_segment("tc_123-a.b~"), Ok("tc_123-a.b~".into()));
        assert_eq!(path_segment("a/b?c#d"), Ok("a%2Fb%3Fc%23d".into()));
        assert_eq!(path_segment("é"), Ok("%C3%A9".into()));
        assert_eq!(path_segment(""), Err(IdError::Empty));
        assert_eq!(path_segment(".."), Err(IdError::DotSegment));
    }

    /// A reference model: strip escapes, then quotes, then count parentheses.
    fn balanced_model(s: &str) -> bool {
        let mut depth: i64 = 0;
        let mut in_quote = false;
        let mut chars = s.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' if chars.next().is_none() => return false,
                '"' => in_quote = !in_quote,
                '(' if !in_quote => depth += 1,
                ')' if !in_quote => {
                    depth -= 1;
                    if depth < 0 {
                        return false;
                    }
                }
                _ => {}
            }
        }
        !in_quote && depth == 0 && !s.trim().is_empty()
    }

    proptest! {
        #[test]
        fn checker_agrees_with_the_model(s in "[()\" a-z\\\\]{0,40}") {
            prop_assert_eq!(check_inresume(&s).is_ok(), balanced_model(&s));
        }

        #[test]
        fn checker_never_panics(s in "\\PC{0,200}") {
            let _ = check_inresume(&s);
        }

        #[test]
        fn skill_expressions_always_pass_the_checker(
            groups in proptest::collection::vec("[a-zA-Z0-9 .+#\\\\()|-]{1,20}", 1..5)
        ) {
            if let Ok(Some(expr)) = skills_expression(&groups) {
                prop_assert_eq!(check_inresume(&expr), Ok(()));
                let combined = combine_inresume(Some("(x OR \"y\")"), Some(&expr));
                prop_assert_eq!(check_inresume(combined.as_deref().unwrap_or("")), Ok(()));
            }
        }

        #[test]
        fn wrapped_balanced_expressions_stay_balanced(s in "[()\" a-z]{0,30}") {
            if check_inresume(&s).is_ok() {
                let wrapped = format!("({s}) AND x");
                prop_assert_eq!(check_inresume(&wrapped), Ok(()));
            }
        }

        #[test]
        fn encoded_segments_have_no_reserved_characters(s in "\\PC{1,30}") {
            if let Ok(seg) = path_segment(&s) {
                prop_assert!(seg.bytes().all(|b| b.is_ascii_alphanumeric()
                    || matches!(b, b'-' | b'.' | b'_' | b'~' | b'%')));
            }
        }
    }
}
