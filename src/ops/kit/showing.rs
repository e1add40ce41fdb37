//! The line a paged list command prints on stderr after its results
//! (`Showing 1–10 of 1,234 (ai search). More: --page 2 or --limit N`), so a
//! recruiter knows how much is left and how to get it. Pure text; the command
//! hands it to `ui.status` (hidden by `--quiet`).

use super::field::{Field, Words};

/// What a paged command fetched.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Fetched {
    /// The page the command started at (1-based).
    pub first_page: u64,
    /// Records per page (as the service answered, else as asked).
    pub page_size: u32,
    /// Records printed.
    pub printed: u64,
    /// Records across all pages, when the service says.
    pub total: Option<u64>,
    /// `ai` / `structured` for search.
    pub kind: Option<String>,
}

/// The field that sets the page size and what the service's default is,
/// so the hint repeats the size only when it matters; `words` words the
/// fields as the front end names them.
#[derive(Clone, Copy)]
pub struct PageFlags {
    pub size_flag: Field,
    pub default_size: u32,
    pub words: Words,
}

/// The notice, or `None` when nothing was fetched and nothing exists.
pub fn showing_line(f: &Fetched, flags: PageFlags) -> Option<String> {
    let size = u64::from(f.page_size.max(1));
    let start = (f.first_page.max(1) - 1).saturating_mul(size);
    let kind = f
        .kind
        .as_deref()
        .map(|k| format!(" ({k} search)"))
        .unwrap_or_default();
    let total = f.total.map(|t| format!(" of {}", group_thousands(t)));
    if f.printed == 0 {
        return match f.total {
            Some(0) => Some(format!("No matches{kind}.")),
            Some(t) => Some(format!(
                "Page {} is past the end: {} in all{kind}. Try {} 1.",
                f.first_page,
                group_thousands(t),
                (flags.words)(Field::Page)
            )),
            None => None,
        };
    }
    let last = start + f.printed;
    let mut line = format!(
        "Showing {}–{}{}{kind}.",
        group_thousands(start + 1),
        group_thousands(last),
        total.unwrap_or_default()
    );
    if f.total.is_some_and(|t| last < t) {
        line.push_str(&more_hint(last, size, flags));
    }
    Some(line)
}

/// `More: --page N or --limit N`: `--page` only where a page boundary lets the
/// next page continue exactly where this output stopped.
fn more_hint(last: u64, size: u64, flags: PageFlags) -> String {
    let w = flags.words;
    let limit = w(Field::Limit);
    if !last.is_multiple_of(size) {
        return format!(" More: {limit} N (above {})", last);
    }
    let size_part = if size == u64::from(flags.default_size) {
        String::new()
    } else {
        format!(" {} {size}", w(flags.size_flag))
    };
    format!(
        " More: {} {}{size_part} or {limit} N",
        w(Field::Page),
        last / size + 1
    )
}

/// `1234567` → `1,234,567`.
pub fn group_thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The command line's words for the fields these lines name.
    fn flag(f: Field) -> &'static str {
        match f {
            Field::Page => "--page",
            Field::Limit => "--limit",
            Field::PageSize => "--page-size",
            Field::PerPage => "--per-page",
            _ => "?",
        }
    }

    const SEARCH: PageFlags = PageFlags {
        size_flag: Field::PageSize,
        default_size: 10,
        words: flag,
    };

    fn fetched(first_page: u64, page_size: u32, printed: u64, total: Option<u64>) -> Fetched {
        Fetched {
            first_page,
            page_size,
            printed,
            total,
            kind: Some("ai".into()),
        }
    }

    #[test]
    fn first_page_of_many() {
        assert_eq!(
            showing_line(&fetched(1, 10, 10, Some(1234)), SEARCH).as_deref(),
            Some("Showing 1–10 of 1,234 (ai search). More: --page 2 or --limit N")
        );
    }

    #[test]
    fn later_pages_and_other_sizes() {
        assert_eq!(
            showing_line(&fetched(3, 20, 40, Some(100)), SEARCH).as_deref(),
            Some("Showing 41–80 of 100 (ai search). More: --page 5 --page-size 20 or --limit N")
        );
        assert_eq!(
            showing_line(&fetched(1, 20, 25, Some(100)), SEARCH).as_deref(),
            Some("Showing 1–25 of 100 (ai search). More: --limit N (above 25)")
        );
    }

    #[test]
    fn the_end_and_nothing() {
        assert_eq!(
            showing_line(&fetched(1, 10, 7, Some(7)), SEARCH).as_deref(),
            Some("Showing 1–7 of 7 (ai search).")
        );
        assert_eq!(
            showing_line(&fetched(1, 10, 0, Some(0)), SEARCH).as_deref(),
            Some("No matches (ai search).")
        );
        assert!(showing_line(&fetched(9, 10, 0, Some(30)), SEARCH)
            .is_some_and(|l| l.starts_with("Page 9 is past the end: 30")));
        assert_eq!(showing_line(&fetched(1, 10, 0, None), SEARCH), None);
    }

    #[test]
    fn thousands() {
        assert_eq!(group_thousands(0), "0");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(group_thousands(1000), "1,000");
        assert_eq!(group_thousands(1_234_567), "1,234,567");
    }
}
