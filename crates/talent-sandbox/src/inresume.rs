//! `inresume`: the Lucene subset the main search accepts. Quoted phrases, bare
//! terms, `AND` / `&&`, `OR` / `||`, `NOT` / `!` / a leading `-`, a leading `+`
//! (required: the same as AND here), parentheses; juxtaposition means AND.
//! Operators are case-sensitive (as in Lucene): lowercase `and`/`or` are words.
//! Matching is case-insensitive, over the tokens of the redacted resume.

use std::fmt;

use super::candidate::Cand;
use super::index::{Bits, TextIndex, UNKNOWN};
use super::text;

/// A parsed expression. Leaves keep their tokens (non-empty by construction).
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// A bare word (its tokens: `node.js` is two, matched as a phrase).
    Term(String, Vec<String>),
    /// A quoted phrase.
    Phrase(String, Vec<String>),
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

/// A term or phrase, refused when it has nothing searchable in it.
fn leaf(raw: String, pos: usize, phrase: bool) -> Result<Expr, ParseError> {
    let toks = text::tokens(&raw);
    if toks.is_empty() {
        let what = if phrase {
            format!("phrase \"{raw}\" has no searchable words")
        } else {
            format!("'{raw}' has no searchable characters")
        };
        return Err(ParseError { pos, what });
    }
    Ok(if phrase {
        Expr::Phrase(raw, toks)
    } else {
        Expr::Term(raw, toks)
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

/// An expression with its tokens resolved to term ids of one index.
pub enum Compiled {
    Seq(Vec<u32>),
    And(Vec<Compiled>),
    Or(Vec<Compiled>),
    Not(Box<Compiled>),
}

impl Compiled {
    pub fn new(e: &Expr, index: &TextIndex) -> Compiled {
        let ids = |toks: &[String]| toks.iter().map(|t| index.term(t)).collect();
        match e {
            Expr::Term(_, t) | Expr::Phrase(_, t) => Compiled::Seq(ids(t)),
            Expr::And(p) => Compiled::And(p.iter().map(|e| Compiled::new(e, index)).collect()),
            Expr::Or(p) => Compiled::Or(p.iter().map(|e| Compiled::new(e, index)).collect()),
            Expr::Not(e) => Compiled::Not(Box::new(Compiled::new(e, index))),
        }
    }

    /// Bounds on the matching set from postings alone: `upper` treats a
    /// sequence of three or more words as "all its pairs present", `lower` as
    /// "never"; where they differ a document is checked with
    /// [`Compiled::matches_tokens`].
    pub fn bounds(&self, index: &TextIndex, n: usize) -> (Bits, Bits) {
        match self {
            Compiled::Seq(ids) => {
                if ids.contains(&UNKNOWN) {
                    return (Bits::zeros(n), Bits::zeros(n));
                }
                let mut all = match ids[..] {
                    [one] => index.bits(one),
                    _ => Bits::ones(n),
                };
                // One word, or two with pair postings: exact. Otherwise every
                // pair occurs, maybe not in one run; those are checked by hand.
                let mut exact = ids.len() <= 2;
                for w in ids.windows(2) {
                    if index.pair_indexed(w[0], w[1]) {
                        all.and(&index.bigram_bits(w[0], w[1]));
                    } else {
                        all.and(&index.bits(w[0]));
                        all.and(&index.bits(w[1]));
                        exact = false;
                    }
                }
                if exact {
                    (all.clone(), all)
                } else {
                    (Bits::zeros(n), all)
                }
            }
            Compiled::And(p) | Compiled::Or(p) => {
                let and = matches!(self, Compiled::And(_));
                let (mut lo, mut hi) = if and {
                    (Bits::ones(n), Bits::ones(n))
                } else {
                    (Bits::zeros(n), Bits::zeros(n))
                };
                for c in p {
                    let (l, h) = c.bounds(index, n);
                    if and {
                        lo.and(&l);
                        hi.and(&h);
                    } else {
                        lo.or(&l);
                        hi.or(&h);
                    }
                }
                (lo, hi)
            }
            Compiled::Not(e) => {
                let (mut lo, mut hi) = e.bounds(index, n);
                lo.not();
                hi.not();
                (hi, lo)
            }
        }
    }

    /// Exact evaluation over one document's token stream.
    pub fn matches_tokens(&self, doc: &[u32]) -> bool {
        match self {
            Compiled::Seq(ids) => {
                !ids.is_empty()
                    && !ids.contains(&UNKNOWN)
                    && doc.windows(ids.len()).any(|w| w == &ids[..])
            }
            Compiled::And(p) => p.iter().all(|c| c.matches_tokens(doc)),
            Compiled::Or(p) => p.iter().any(|c| c.matches_tokens(doc)),
            Compiled::Not(e) => !e.matches_tokens(doc),
        }
    }
}

/// Evaluates an `inresume` filter: definite matches, plus the ones that need
/// a look at the resume's token stream.
pub struct Filter {
    compiled: Compiled,
    lower: Bits,
    upper: Bits,
}

impl Filter {
    pub fn new(e: &Expr, index: &TextIndex, n: usize) -> Filter {
        let compiled = Compiled::new(e, index);
        let (lower, upper) = compiled.bounds(index, n);
        Filter {
            compiled,
            lower,
            upper,
        }
    }

    /// Cheap answer: `Some` when the postings decide, `None` when undecided.
    pub fn quick(&self, i: usize) -> Option<bool> {
        if self.lower.get(i) {
            Some(true)
        } else if !self.upper.get(i) {
            Some(false)
        } else {
            None
        }
    }

    pub fn exact(&self, index: &TextIndex, cand: &Cand) -> bool {
        self.compiled.matches_tokens(&index.doc_tokens(cand))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

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
        assert!(err("\"--\"").what.contains("no searchable"));
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
