//! Text from elsewhere (a candidate, the service, the model) made safe to
//! show in a question: folded onto one line, invisible characters
//! dropped, cut to a length; ids checked for form before they are shown.

use crate::Result;

/// The most characters of a name, headline or title shown.
pub(super) const NAME_SHOWN: usize = 80;

/// The most combining marks kept on one base character: enough for any
/// script's stacked vowels and tones, not for a tower over the lines.
const MARKS_KEPT: usize = 2;

/// Text from elsewhere (a candidate, the service, the model) made safe to
/// show on one line: every line and paragraph break and control character
/// (CR, LF, U+0085, U+2028, U+2029) becomes a space (a run of them one),
/// invisible and bidi characters (every format character: U+061C,
/// U+200B–U+200F, U+202A–U+202E, U+2060–U+2069, U+FEFF …; the Hangul
/// fillers; unassigned and private code points) are dropped, at most
/// [`MARKS_KEPT`] combining marks stay on a character, and it is cut to
/// `max` characters. No backslash escapes: a person reads `We're`, not
/// `We\'re`.
pub fn plain(text: &str, max: usize) -> String {
    use unicode_general_category::{get_general_category, GeneralCategory as G};
    let mut out = String::new();
    let mut n = 0;
    let mut space = false;
    let mut marks = 0;
    for c in text.chars() {
        let c = match get_general_category(c) {
            G::Format | G::Unassigned | G::PrivateUse | G::Surrogate => continue,
            _ if matches!(c, '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}') => continue,
            G::Control | G::LineSeparator | G::ParagraphSeparator | G::SpaceSeparator => ' ',
            G::NonspacingMark | G::EnclosingMark | G::SpacingMark => {
                marks += 1;
                if marks > MARKS_KEPT {
                    continue;
                }
                c
            }
            _ => c,
        };
        if !matches!(
            get_general_category(c),
            G::NonspacingMark | G::EnclosingMark | G::SpacingMark
        ) {
            marks = 0;
        }
        if c == ' ' {
            if space {
                continue;
            }
            space = true;
        } else {
            space = false;
        }
        if n == max {
            out.push('…');
            break;
        }
        out.push(c);
        n += 1;
    }
    out.trim().to_string()
}

/// Text from elsewhere in quotation marks, so it cannot pose as the
/// question's own words.
pub(super) fn quoted(text: &str, max: usize) -> String {
    format!("“{}”", plain(text, max))
}

/// Whether `id` has the form of an id talent accepts, completes or asks
/// about: 1–64 characters of `A–Z a–z 0–9 _ -`.
pub fn id_ok(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// `invalid_argument` (nothing sent, nothing asked) for an id of another
/// form; the id itself is not echoed when long.
pub fn check_id(what: &str, id: &str) -> Result<()> {
    if id_ok(id) {
        return Ok(());
    }
    let shown = if id.chars().count() > 40 {
        format!("an id of {} characters", id.chars().count())
    } else {
        format!("{:?}", id)
    };
    Err(crate::Error::usage(format!(
        "{what}: {shown} is not an id (1 to 64 of A-Z a-z 0-9 _ -); nothing was sent"
    )))
}

/// Cuts `lines` to `max` characters in all (newlines counted), marking the
/// cut.
pub(super) fn fit(lines: Vec<String>, max: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut used = 0;
    for line in lines {
        let n = line.chars().count() + 1;
        if used + n > max {
            let room = max.saturating_sub(used + 2);
            let cut: String = line.chars().take(room).collect();
            out.push(format!("{cut}…"));
            break;
        }
        used += n;
        out.push(line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_checked_for_form_and_length() {
        assert!(id_ok("tc_ABC-123"));
        assert!(!id_ok(""));
        assert!(!id_ok(&"a".repeat(65)));
        assert!(!id_ok("tc 1"));
        assert!(!id_ok("tc/1"));
        let e = check_id("talent_card_id", &"a".repeat(100_000)).unwrap_err();
        assert!(e.message.len() < 200, "{}", e.message);
    }
}
