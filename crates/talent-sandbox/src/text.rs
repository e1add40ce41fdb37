//! The one tokenizer every text path shares (index, `q`, `inresume`), so a word
//! is the same token wherever it is seen.

/// Splits text into lowercase tokens: runs of letters and digits, with a
/// trailing run of `+` or `#` kept (`c++`, `c#`). Everything else separates.
pub fn tokenize(text: &str, mut each: impl FnMut(&str)) {
    let mut buf = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if !c.is_alphanumeric() {
            continue;
        }
        buf.clear();
        push_lower(&mut buf, c);
        while let Some(&n) = chars.peek() {
            if !n.is_alphanumeric() {
                break;
            }
            push_lower(&mut buf, n);
            chars.next();
        }
        while let Some(&n) = chars.peek() {
            if n != '+' && n != '#' {
                break;
            }
            buf.push(n);
            chars.next();
        }
        each(&buf);
    }
}

/// Lowercases ASCII cheaply and anything else fully.
fn push_lower(buf: &mut String, c: char) {
    if c.is_ascii() {
        buf.push(c.to_ascii_lowercase());
    } else {
        buf.extend(c.to_lowercase());
    }
}

/// Convenience: the tokens of `text` as owned strings.
pub fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    tokenize(text, |t| out.push(t.to_string()));
    out
}

/// Words a natural-language `q` carries that say nothing about a candidate.
const STOPWORDS: &[&str] = &[
    "a",
    "about",
    "after",
    "all",
    "also",
    "an",
    "and",
    "any",
    "are",
    "as",
    "at",
    "be",
    "been",
    "but",
    "by",
    "can",
    "candidate",
    "candidates",
    "could",
    "do",
    "for",
    "from",
    "good",
    "has",
    "have",
    "having",
    "i",
    "in",
    "into",
    "is",
    "it",
    "its",
    "looking",
    "me",
    "more",
    "must",
    "my",
    "need",
    "needs",
    "of",
    "on",
    "one",
    "or",
    "our",
    "plus",
    "preferably",
    "profile",
    "profiles",
    "s",
    "should",
    "show",
    "some",
    "someone",
    "strong",
    "than",
    "that",
    "the",
    "their",
    "them",
    "they",
    "this",
    "to",
    "us",
    "want",
    "was",
    "we",
    "were",
    "who",
    "will",
    "with",
    "within",
    "would",
    "year",
    "years",
    "you",
    "yrs",
];

/// Whether `q` should ignore this token.
pub fn is_stopword(token: &str) -> bool {
    STOPWORDS.binary_search(&token).is_ok()
}

/// One-word synonym groups `q` expands (the first member is the canonical form).
/// `inresume` stays literal: the spec has the caller write synonym groups with OR.
pub const Q_SYNONYMS: &[&[&str]] = &[
    &["javascript", "js"],
    &["typescript", "ts"],
    &["golang", "go"],
    &["kubernetes", "k8s"],
    &["postgres", "postgresql"],
    &["react", "reactjs"],
    &["node", "nodejs"],
    &["ml", "machine"],
    &["ai", "ml"],
    &["nlp", "natural"],
    &["dotnet", "net"],
    &["cpp", "c++"],
    &["csharp", "c#"],
    &["gcp", "google"],
    &["aws", "amazon"],
    &["sre", "reliability"],
    &["devops", "sre"],
    &["frontend", "front"],
    &["backend", "back"],
    &["fullstack", "full"],
    &["bangalore", "bengaluru"],
    &["gurgaon", "gurugram"],
    &["bombay", "mumbai"],
];

/// The tokens `q` should also look for when it says `token`.
pub fn q_alternatives(token: &str) -> impl Iterator<Item = &'static str> + '_ {
    Q_SYNONYMS
        .iter()
        .filter(move |g| g.contains(&token))
        .flat_map(|g| g.iter().copied())
        .filter(move |t| *t != token)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_and_lowercases() {
        assert_eq!(
            tokens("Node.js, C++ and C#; Spring-Boot (K8s) 35%"),
            ["node", "js", "c++", "and", "c#", "spring", "boot", "k8s", "35"]
        );
        assert_eq!(tokens("  ++ -- "), Vec::<String>::new());
        assert_eq!(tokens("Ünïcode ÄB"), ["ünïcode", "äb"]);
    }

    #[test]
    fn stopwords_are_sorted() {
        assert!(STOPWORDS.windows(2).all(|w| w[0] < w[1]));
        assert!(is_stopword("with") && !is_stopword("rust"));
    }

    #[test]
    fn synonyms_expand_both_ways() {
        let alt: Vec<_> = q_alternatives("k8s").collect();
        assert_eq!(alt, ["kubernetes"]);
        assert!(q_alternatives("golang").any(|t| t == "go"));
    }
}
