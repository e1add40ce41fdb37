//! Text made safe for a terminal and measured as a terminal shows it: a
//! leaf (it imports nothing of the crate), so the error line, the client's
//! messages, the prompts and the printer all clean and cut text the same
//! way without reaching up into `output`.
//!
//! Widths are display columns (`unicode-width`, the measure comfy-table
//! lays its tables out by): a CJK character takes two, a Devanagari virama
//! none, so a streamed line of such names stays aligned with
//! the lines before it and a cut cell never overruns its column.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// Makes service text safe and one-line: line breaks and tabs become spaces,
/// other control characters (C0 incl. ESC, DEL, C1) and bidirectional
/// overrides are dropped, runs of spaces collapse.
pub fn clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last_space = true;
    for c in text.chars() {
        let c = match c {
            '\n' | '\r' | '\t' | '\u{0b}' | '\u{0c}' => ' ',
            c if c.is_control() || is_bidi_control(c) => continue,
            c => c,
        };
        if c == ' ' {
            if !last_space {
                out.push(' ');
            }
            last_space = true;
        } else {
            out.push(c);
            last_space = false;
        }
    }
    if out.ends_with(' ') {
        out.pop();
    }
    out
}

/// Characters that reorder how text is displayed ("Trojan Source").
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// How many terminal columns `text` takes.
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

/// Shortens text to at most `max` columns, the last being `…`; a wide
/// character that would straddle the edge goes whole, and the marks that
/// combine with the last character kept stay with it.
pub fn truncate(text: &str, max: usize) -> String {
    if width(text) <= max {
        return text.to_string();
    }
    let room = max.saturating_sub(1);
    let mut used = 0;
    let mut out = String::with_capacity(text.len().min(4 * max));
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w > room {
            break;
        }
        used += w;
        out.push(c);
    }
    if max > 0 {
        out.push('…');
    }
    out
}

/// A progress line (parts joined by ` · `) fitted to `columns`: the parts
/// between the first two (where the run is) and the last (what is left) go
/// first, the nearest the end first, then the line is cut with `…`; a
/// line drawn wider than the terminal wraps, and each redraw leaves its
/// first half behind (issue 45).
pub fn fit_parts(line: &str, columns: usize) -> String {
    const SEP: &str = " · ";
    let mut parts: Vec<&str> = line.split(SEP).collect();
    // The first two parts (page, records) say where the run is.
    while width(&parts.join(SEP)) > columns && parts.len() > 3 {
        parts.remove(parts.len() - 2);
    }
    truncate(&parts.join(SEP), columns)
}

/// `text` as lines of at most `columns` display columns, broken at spaces;
/// a word wider than a line is broken where the line ends. The indent a
/// line starts with is kept on the lines it wraps to.
pub fn wrap(text: &str, columns: usize) -> Vec<String> {
    let columns = columns.max(8);
    if width(text) <= columns {
        return vec![text.to_string()];
    }
    let lead: String = text.chars().take_while(|c| *c == ' ').collect();
    let indent = if width(&lead) * 2 < columns {
        lead
    } else {
        String::new()
    };
    let mut lines = Vec::new();
    let mut line = indent.clone();
    // Whether `line` holds a word yet.
    let mut started = false;
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        if started && width(&line) + 1 + width(word) <= columns {
            line.push(' ');
            line.push_str(word);
            continue;
        }
        if started {
            lines.push(std::mem::replace(&mut line, indent.clone()));
        }
        let mut rest = word;
        while width(&line) + width(rest) > columns {
            let room = columns - width(&line);
            let mut used = 0;
            let mut cut = 0;
            for (i, c) in rest.char_indices() {
                used += c.width().unwrap_or(0);
                if used > room {
                    break;
                }
                cut = i + c.len_utf8();
            }
            if cut == 0 {
                break;
            }
            line.push_str(&rest[..cut]);
            lines.push(std::mem::replace(&mut line, indent.clone()));
            rest = &rest[cut..];
        }
        line.push_str(rest);
        started = true;
    }
    if started {
        lines.push(line);
    }
    lines
}

/// `text` cut to `width` columns and padded with spaces to exactly that.
pub fn fit(text: &str, columns: usize) -> String {
    pad(&truncate(text, columns), columns)
}

/// `text` padded with spaces to `columns` columns (never cut).
pub fn pad(text: &str, columns: usize) -> String {
    let fill = columns.saturating_sub(width(text));
    format!("{text}{}", " ".repeat(fill))
}

#[cfg(test)]
mod tests {
    /// Regression (issue 45): an export's progress line at 80 columns was
    /// wider than the terminal and left a stale half line per page.
    #[test]
    fn a_progress_line_fits_its_terminal_keeping_where_and_what_is_left() {
        let line = "page 11 · 220 of 2000 records · 10 searches spent · waited 1m 5s for rate limits · about 9m 51s left";
        assert!(width(line) > 78);
        let fitted = fit_parts(line, 78);
        assert!(width(&fitted) <= 78, "{fitted}");
        assert!(
            fitted.starts_with("page 11 · 220 of 2000 records"),
            "{fitted}"
        );
        assert!(fitted.ends_with("about 9m 51s left"), "{fitted}");
        assert_eq!(fit_parts("page 1 · 20 records", 78), "page 1 · 20 records");
        let narrow = fit_parts(line, 30);
        assert!(width(&narrow) <= 30 && narrow.ends_with('…'), "{narrow}");
    }

    use super::*;

    #[test]
    fn wrapped_lines_fit_their_columns_and_keep_their_indent() {
        assert_eq!(wrap("short", 80), vec!["short"]);
        let text =
            "  - \"王小明\" — a staff engineer who builds payment systems at scale (tc_8f2a91)";
        let lines = wrap(text, 30);
        assert!(lines.len() > 1, "{lines:?}");
        for l in &lines {
            assert!(width(l) <= 30, "{l:?} is {} columns", width(l));
            assert!(l.starts_with("  "), "{l:?}");
        }
        assert_eq!(
            lines.join(" ").split_whitespace().collect::<Vec<_>>(),
            text.split_whitespace().collect::<Vec<_>>()
        );
        let long = "x".repeat(25);
        assert_eq!(
            wrap(&long, 10),
            vec!["x".repeat(10), "x".repeat(10), "x".repeat(5)]
        );
    }

    #[test]
    fn truncation_marks_the_cut() {
        assert_eq!(truncate("abcdef", 6), "abcdef");
        assert_eq!(truncate("abcdefg", 6), "abcde…");
        assert_eq!(truncate("₹₹₹₹", 3), "₹₹…");
        assert_eq!(truncate("abc", 0), "");
    }

    #[test]
    fn cjk_names_are_two_columns_a_character_and_cut_whole() {
        // 王小明 is six columns: cut to 5, the third character would
        // straddle the edge, so it goes and the line is 5 columns or less.
        assert_eq!(width("王小明"), 6);
        assert_eq!(truncate("王小明", 6), "王小明");
        let cut = truncate("王小明", 5);
        assert_eq!(cut, "王小…");
        assert_eq!(width(&cut), 5);
        let cut = truncate("王小明", 4);
        assert_eq!(cut, "王…");
        assert!(width(&cut) <= 4);
        assert_eq!(fit("王小明", 4), "王… ");
        assert_eq!(width(&fit("王小明", 4)), 4);
    }

    #[test]
    fn devanagari_is_measured_in_columns_not_characters() {
        // प्रिया शर्मा: 12 characters in 10 columns: the virama (्) joins
        // two letters and takes none; the vowel signs (ि, ा) take one each.
        let name = "प्रिया शर्मा";
        assert_eq!(name.chars().count(), 12);
        assert_eq!(width(name), 10);
        assert_eq!(truncate(name, 10), name, "it fits in its columns");
        assert_eq!(pad(name, 12), format!("{name}  "));
        let cut = truncate(name, 3);
        assert_eq!(cut, "प्र…", "the virama stays between its letters");
        assert_eq!(width(&cut), 3);
    }

    proptest::proptest! {
        #[test]
        fn a_cut_never_overruns_its_columns(s in "\\PC*", max in 0usize..40) {
            let cut = truncate(&s, max);
            proptest::prop_assert!(width(&cut) <= max, "{cut:?} in {max}");
            proptest::prop_assert_eq!(width(&fit(&s, max)), max);
        }
    }
}
