//! The `inresume` parameter: a Lucene boolean expression over the resume
//! text. The grammar the sandbox accepts (quoted phrases, bare terms, `AND` /
//! `&&`, `OR` / `||`, `NOT` / `!` / a leading `-`, a leading `+` (required: the
//! same as AND here), parentheses; juxtaposition means AND; operators are
//! case-sensitive as in Lucene), the lighter balance check the client makes
//! before spending a search, and the `--skill` expression builder.

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

/// A parsed expression. Leaves keep their text as written (escapes
/// resolved) and the 1-based character position they start at, so that a
/// reader that tokenizes them can point at the one it cannot use.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// A bare word.
    Term(String, usize),
    /// A quoted phrase.
    Phrase(String, usize),
    And(Vec<Expr>),
    Or(Vec<Expr>),
    Not(Box<Expr>),
}

/// A syntax error with the 1-based character position it concerns.
#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    pub pos: usize,
    pub what: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at character {}", self.what, self.pos)
    }
}

/// Deeper nesting than this is refused (it would only exhaust the stack).
const MAX_DEPTH: usize = 100;

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Word(String),
    Phrase(String),
    And,
    Or,
    Not,
    Open,
    Close,
}

/// Splits the expression into tokens, each with its 1-based start position.
fn lex(input: &str) -> Result<Vec<(Tok, usize)>, ParseError> {
    let chars: Vec<char> = input.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let pos = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c == '(' || c == ')' {
            out.push((if c == '(' { Tok::Open } else { Tok::Close }, pos));
            i += 1;
        } else if c == '"' {
            let (phrase, next) = quoted(&chars, i).ok_or_else(|| ParseError {
                pos,
                what: "unclosed quote".into(),
            })?;
            out.push((Tok::Phrase(phrase), pos));
            i = next;
        } else if (c == '-' || c == '!') && chars.get(i + 1).is_some_and(|n| starts_operand(*n)) {
            out.push((Tok::Not, pos));
            i += 1;
        } else if c == '+' && chars.get(i + 1).is_some_and(|n| starts_operand(*n)) {
            i += 1;
        } else {
            let mut word = String::new();
            while i < chars.len() && !chars[i].is_whitespace() && !"()\"".contains(chars[i]) {
                if chars[i] == '\\' && i + 1 < chars.len() {
                    i += 1;
                }
                word.push(chars[i]);
                i += 1;
            }
            let tok = match word.as_str() {
                "AND" | "&&" => Tok::And,
                "OR" | "||" => Tok::Or,
                "NOT" | "!" => Tok::Not,
                _ => Tok::Word(word),
            };
            out.push((tok, pos));
        }
    }
    Ok(out)
}

/// Whether a `-`, `!` or `+` before `c` is a prefix operator rather than part of a word.
fn starts_operand(c: char) -> bool {
    c.is_alphanumeric() || c == '"' || c == '('
}

/// The phrase starting at the quote `chars[start]`, and the index after it.
fn quoted(chars: &[char], start: usize) -> Option<(String, usize)> {
    let mut s = String::new();
    let mut i = start + 1;
    while i < chars.len() {
        match chars[i] {
            '\\' if i + 1 < chars.len() => {
                s.push(chars[i + 1]);
                i += 2;
            }
            '"' => return Some((s, i + 1)),
            c => {
                s.push(c);
                i += 1;
            }
        }
    }
    None
}

struct Parser {
    toks: Vec<(Tok, usize)>,
    at: usize,
    end: usize,
    depth: usize,
}

/// Parses an `inresume` expression. A blank one is an error here; the caller
/// treats a blank parameter as absent before it gets this far.
pub fn parse(input: &str) -> Result<Expr, ParseError> {
    let toks = lex(input)?;
    let end = input.chars().count() + 1;
    let mut p = Parser {
        toks,
        at: 0,
        end,
        depth: 0,
    };
    if p.toks.is_empty() {
        return Err(p.err_here("empty expression"));
    }
    let e = p.or()?;
    match p.peek() {
        None => Ok(e),
        Some((Tok::Close, pos)) => Err(ParseError {
            pos,
            what: "unmatched ')'".into(),
        }),
        Some((t, pos)) => Err(ParseError {
            pos,
            what: format!("unexpected {}", describe(&t)),
        }),
    }
}

/// How a token reads in an error message.
fn describe(t: &Tok) -> String {
    match t {
        Tok::Word(w) => format!("'{w}'"),
        Tok::Phrase(p) => format!("\"{p}\""),
        Tok::And => "AND".into(),
        Tok::Or => "OR".into(),
        Tok::Not => "NOT".into(),
        Tok::Open => "'('".into(),
        Tok::Close => "')'".into(),
    }
}

impl Parser {
    fn peek(&self) -> Option<(Tok, usize)> {
        self.toks.get(self.at).cloned()
    }

    fn err_here(&self, what: &str) -> ParseError {
        let pos = self.toks.get(self.at).map_or(self.end, |t| t.1);
        ParseError {
            pos,
            what: what.into(),
        }
    }

    fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err_here("expression nested too deeply"));
        }
        Ok(())
    }

    fn or(&mut self) -> Result<Expr, ParseError> {
        let mut parts = vec![self.and()?];
        while let Some((Tok::Or, pos)) = self.peek() {
            self.at += 1;
            self.operand_after("OR", pos)?;
            parts.push(self.and()?);
        }
        Ok(if parts.len() == 1 {
            parts.remove(0)
        } else {
            Expr::Or(parts)
        })
    }

    fn and(&mut self) -> Result<Expr, ParseError> {
        let mut parts = vec![self.unary()?];
        loop {
            match self.peek() {
                Some((Tok::And, pos)) => {
                    self.at += 1;
                    self.operand_after("AND", pos)?;
                }
                Some((Tok::Word(_) | Tok::Phrase(_) | Tok::Open | Tok::Not, _)) => {}
                _ => break,
            }
            parts.push(self.unary()?);
        }
        Ok(if parts.len() == 1 {
            parts.remove(0)
        } else {
            Expr::And(parts)
        })
    }

    /// An operator must be followed by something it can apply to.
    fn operand_after(&self, op: &str, pos: usize) -> Result<(), ParseError> {
        match self.peek() {
            Some((Tok::Word(_) | Tok::Phrase(_) | Tok::Open | Tok::Not, _)) => Ok(()),
            _ => Err(ParseError {
                pos,
                what: format!("{op} has nothing on its right"),
            }),
        }
    }

    fn unary(&mut self) -> Result<Expr, ParseError> {
        if let Some((Tok::Not, pos)) = self.peek() {
            self.at += 1;
            self.operand_after("NOT", pos)?;
            self.enter()?;
            let inner = self.unary()?;
            self.depth -= 1;
            return Ok(Expr::Not(Box::new(inner)));
        }
        self.primary()
    }

    fn primary(&mut self) -> Result<Expr, ParseError> {
        let Some((tok, pos)) = self.peek() else {
            return Err(self.err_here("expression ends too early"));
        };
        self.at += 1;
        match tok {
            Tok::Word(w) => leaf(w, pos, false),
            Tok::Phrase(p) => leaf(p, pos, true),
            Tok::Open => {
                if let Some((Tok::Close, _)) = self.peek() {
                    return Err(ParseError {
                        pos,
                        what: "empty group '()'".into(),
                    });
                }
                self.enter()?;
                let e = self.or()?;
                self.depth -= 1;
                match self.peek() {
                    Some((Tok::Close, _)) => {
                        self.at += 1;
                        Ok(e)
                    }
                    _ => Err(ParseError {
                        pos,
                        what: "unclosed '('".into(),
                    }),
                }
            }
            Tok::Close => Err(ParseError {
                pos,
                what: "unmatched ')'".into(),
            }),
            op => Err(ParseError {
                pos,
                what: format!("{} has nothing on its left", describe(&op)),
            }),
        }
    }
}

/// A term or phrase; a reader decides what in it is searchable.
fn leaf(raw: String, pos: usize, phrase: bool) -> Result<Expr, ParseError> {
    Ok(if phrase {
        Expr::Phrase(raw, pos)
    } else {
        Expr::Term(raw, pos)
    })
}

/// Prints an expression back in the syntax `parse` reads.
impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |f: &mut fmt::Formatter<'_>, parts: &[Expr], op: &str| {
            write!(f, "(")?;
            for (i, p) in parts.iter().enumerate() {
                if i > 0 {
                    write!(f, " {op} ")?;
                }
                write!(f, "{p}")?;
            }
            write!(f, ")")
        };
        match self {
            Expr::Term(raw, _) => write!(f, "{raw}"),
            Expr::Phrase(raw, _) => {
                write!(f, "\"{}\"", raw.replace('\\', "\\\\").replace('"', "\\\""))
            }
            Expr::And(p) => list(f, p, "AND"),
            Expr::Or(p) => list(f, p, "OR"),
            Expr::Not(e) => write!(f, "NOT {e}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

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
    }

    fn ok(s: &str) -> String {
        parse(s)
            .map(|e| e.to_string())
            .unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    fn err(s: &str) -> ParseError {
        parse(s).expect_err(s)
    }

    #[test]
    fn parses_the_subset() {
        assert_eq!(ok("java"), "java");
        assert_eq!(ok("\"spring boot\""), "\"spring boot\"");
        assert_eq!(ok("a b"), "(a AND b)");
        assert_eq!(ok("a AND b OR c"), "((a AND b) OR c)");
        assert_eq!(
            ok("(\"react\" OR \"reactjs\") AND (\"node\" OR nodejs)"),
            "((\"react\" OR \"reactjs\") AND (\"node\" OR nodejs))"
        );
        assert_eq!(ok("a && b || c"), "((a AND b) OR c)");
        assert_eq!(ok("java NOT php"), "(java AND NOT php)");
        assert_eq!(ok("java -php +go"), "(java AND NOT php AND go)");
        assert_eq!(ok("java and go"), "(java AND and AND go)");
        assert_eq!(ok("c++ OR c#"), "(c++ OR c#)");
    }

    #[test]
    fn reports_errors_with_positions() {
        let e = err("java AND \"spring boot");
        assert_eq!((e.pos, e.what.as_str()), (10, "unclosed quote"));
        let e = err("(java OR go");
        assert_eq!((e.pos, e.what.as_str()), (1, "unclosed '('"));
        let e = err("java OR go)");
        assert_eq!((e.pos, e.what.as_str()), (11, "unmatched ')'"));
        let e = err("java AND");
        assert_eq!(
            (e.pos, e.what.as_str()),
            (6, "AND has nothing on its right")
        );
        let e = err("OR java");
        assert_eq!((e.pos, e.what.as_str()), (1, "OR has nothing on its left"));
        let e = err("java AND ()");
        assert_eq!((e.pos, e.what.as_str()), (10, "empty group '()'"));
        assert!(err("   ").what.contains("empty"));
        assert!(err(&"(".repeat(500)).what.contains("nested"));
        assert_eq!(err("a OR OR b").what, "OR has nothing on its right");
    }

    fn word() -> impl Strategy<Value = String> {
        prop::sample::select(vec![
            "java", "go", "react", "node.js", "c++", "kafka", "aws", "and", "or",
        ])
        .prop_map(str::to_string)
    }

    fn expr() -> impl Strategy<Value = String> {
        let leaf = prop_oneof![
            word(),
            (word(), word()).prop_map(|(a, b)| format!("\"{a} {b}\"")),
        ];
        leaf.prop_recursive(5, 40, 4, |inner| {
            prop_oneof![
                (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("{a} AND {b}")),
                (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("{a} OR {b}")),
                (inner.clone(), inner.clone()).prop_map(|(a, b)| format!("{a} {b}")),
                inner.clone().prop_map(|a| format!("({a})")),
                inner.prop_map(|a| format!("NOT {a}")),
            ]
        })
    }

    proptest! {
        #[test]
        fn never_panics(s in ".{0,200}") {
            let _ = parse(&s);
        }

        #[test]
        fn never_panics_on_operator_soup(s in "[()\" a-zANDORNT&|!+\\\\-]{0,80}") {
            if let Err(e) = parse(&s) {
                prop_assert!(e.pos >= 1 && e.pos <= s.chars().count() + 1);
            }
        }

        #[test]
        fn valid_expressions_parse_and_round_trip(s in expr()) {
            let e = parse(&s).map_err(|e| TestCaseError::fail(format!("{s}: {e}")))?;
            let printed = e.to_string();
            let again = parse(&printed).map_err(|e| TestCaseError::fail(format!("{printed}: {e}")))?;
            prop_assert_eq!(again.to_string(), printed);
        }
    }
}

#[cfg(test)]
mod grammar_agreement {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// What the client builds from `--skill` is always an expression the
        /// full grammar reads, so a search it sends is never a 400 by syntax.
        #[test]
        fn skill_expressions_parse_with_the_full_grammar(
            groups in proptest::collection::vec("[a-zA-Z0-9 .+#\\\\()|-]{1,20}", 1..5)
        ) {
            if let Ok(Some(expr)) = skills_expression(&groups) {
                prop_assert!(parse(&expr).is_ok(), "{}", expr);
            }
        }

        /// The balance check is weaker than the grammar, never stricter.
        #[test]
        fn what_parses_passes_the_balance_check(s in "[()\" a-zA-Z&|!+-]{0,60}") {
            if parse(&s).is_ok() {
                prop_assert_eq!(check_inresume(&s), Ok(()));
            }
        }
    }
}
