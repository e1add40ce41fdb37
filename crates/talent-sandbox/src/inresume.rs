//! `inresume` evaluation: the grammar is `talent_spec::inresume`; here each
//! leaf is tokenized like the resume text and matched over the index.
//! Matching is case-insensitive, over the tokens of the redacted resume.

use super::candidate::Cand;
use super::index::{Bits, TextIndex, UNKNOWN};
use super::text;

pub use talent_spec::inresume::{Expr, ParseError};

/// Parses an `inresume` expression and refuses a leaf with nothing
/// searchable in it (`"--"`), which could never match.
pub fn parse(input: &str) -> Result<Expr, ParseError> {
    let e = talent_spec::inresume::parse(input)?;
    searchable(&e)?;
    Ok(e)
}

fn searchable(e: &Expr) -> Result<(), ParseError> {
    match e {
        Expr::Term(raw, pos) | Expr::Phrase(raw, pos) if text::tokens(raw).is_empty() => {
            let what = if matches!(e, Expr::Phrase(..)) {
                format!("phrase \"{raw}\" has no searchable words")
            } else {
                format!("'{raw}' has no searchable characters")
            };
            Err(ParseError { pos: *pos, what })
        }
        Expr::Term(..) | Expr::Phrase(..) => Ok(()),
        Expr::And(p) | Expr::Or(p) => p.iter().try_for_each(searchable),
        Expr::Not(e) => searchable(e),
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
            Expr::Term(raw, _) | Expr::Phrase(raw, _) => Compiled::Seq(ids(&text::tokens(raw))),
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

    #[test]
    fn a_leaf_with_nothing_searchable_is_refused_where_it_stands() {
        let e = parse("java AND \"--\"").expect_err("no words");
        assert_eq!(e.pos, 10);
        assert!(e.what.contains("no searchable"));
        assert!(parse("node.js AND \"spring boot\"").is_ok());
    }
}
