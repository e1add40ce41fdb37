//! Saved commands (`talent alias`): names, splitting a saved command into
//! words as a shell would, and expanding `talent NAME ARGS...` with `$1`…
//! placeholders. A built-in command always wins over an alias.

use crate::{Error, Result};

/// A name an alias may have: letters, digits, `-` and `_`, not starting with `-`.
pub fn check_name(raw: &str) -> Result<String> {
    let name = raw.trim();
    let ok = !name.is_empty()
        && !name.starts_with('-')
        && name.len() <= 64
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if ok {
        Ok(name.to_string())
    } else {
        Err(Error::usage(format!("{raw:?} cannot be an alias name"))
            .with_hint("use letters, digits, - and _, e.g. `morning` or `pune-go`"))
    }
}

/// Splits a saved command into words: whitespace apart, `'…'` literal,
/// `"…"` with `\"` and `\\`, a backslash escaping the next character.
pub fn split(text: &str) -> Result<Vec<String>> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err(unbalanced()),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\' | '$')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err(unbalanced()),
                        },
                        Some(c) => word.push(c),
                        None => return Err(unbalanced()),
                    }
                }
            }
            '\\' => {
                in_word = true;
                if let Some(c) = chars.next() {
                    word.push(c);
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

fn unbalanced() -> Error {
    Error::usage("the saved command has an unclosed quote")
        .with_hint("quote it as a shell would: 'rust|golang' or \"rust engineer\"")
}

/// A saved command must start with a built-in command (not another alias).
pub fn check_expansion(words: &[String], builtins: &[String]) -> Result<()> {
    match words.first() {
        Some(first) if builtins.contains(first) => Ok(()),
        Some(first) => Err(Error::usage(format!(
            "a saved command starts with a talent command, not {first:?}"
        ))
        .with_hint("e.g. talent alias set morning 'search go engineer $1'")),
        None => Err(Error::usage("the saved command is empty")),
    }
}

/// `talent NAME ARGS...` with the alias's words: `$N` takes the Nth
/// argument (a placeholder with no argument is an error), the arguments no
/// placeholder took are appended. `before` are the global options that came
/// before NAME.
pub fn expand(
    before: &[String],
    name: &str,
    saved: &[String],
    args: &[String],
) -> Result<Vec<String>> {
    let mut used = vec![false; args.len()];
    let mut out: Vec<String> = before.to_vec();
    for word in saved {
        let mut text = String::new();
        let mut rest = word.as_str();
        while let Some(at) = rest.find('$') {
            text.push_str(&rest[..at]);
            let digits: String = rest[at + 1..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            match digits.parse::<usize>() {
                Ok(n) if n >= 1 => {
                    let arg = args.get(n - 1).ok_or_else(|| {
                        Error::usage(format!("alias {name} needs an argument for ${n}"))
                            .with_hint(format!("give it after the name: talent {name} VALUE …"))
                    })?;
                    used[n - 1] = true;
                    text.push_str(arg);
                    rest = &rest[at + 1 + digits.len()..];
                }
                _ => {
                    text.push('$');
                    rest = &rest[at + 1..];
                }
            }
        }
        text.push_str(rest);
        out.push(text);
    }
    out.extend(
        args.iter()
            .zip(&used)
            .filter(|(_, u)| !**u)
            .map(|(a, _)| a.clone()),
    );
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn words_split_as_a_shell_would() {
        assert_eq!(
            split(r#"search --skill 'rust|golang' --q "payments \"core\"" a\ b"#).unwrap(),
            s(&[
                "search",
                "--skill",
                "rust|golang",
                "--q",
                "payments \"core\"",
                "a b"
            ])
        );
        assert!(split("search --q 'open").is_err());
    }

    #[test]
    fn placeholders_take_arguments_and_the_rest_is_appended() {
        let saved = s(&["search", "--location", "$1", "--skill", "go"]);
        assert_eq!(
            expand(&s(&["--sandbox"]), "m", &saved, &s(&["Pune", "-o", "csv"])).unwrap(),
            s(&[
                "--sandbox",
                "search",
                "--location",
                "Pune",
                "--skill",
                "go",
                "-o",
                "csv"
            ])
        );
        assert!(
            expand(&[], "m", &saved, &[]).is_err(),
            "$1 without an argument"
        );
        assert_eq!(
            expand(&[], "m", &s(&["search", "--q", "price in $"]), &[]).unwrap(),
            s(&["search", "--q", "price in $"]),
            "a $ not followed by a number is kept"
        );
    }

    #[test]
    fn names_are_plain_words() {
        assert!(check_name("morning").is_ok());
        assert!(check_name("pune-go_2").is_ok());
        for bad in ["", "-x", "a b", "a/b", "ü"] {
            assert!(check_name(bad).is_err(), "{bad}");
        }
    }
}
