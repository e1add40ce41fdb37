//! Tables for people, fitted to the terminal width.
//!
//! A list is one row per record, drawn here ([`render_table`]: columns left
//! out by the view's order, then text cut, a block a record where nothing
//! else fits); one record is a vertical FIELD / VALUE table drawn with
//! comfy-table, its values wrapped (cut at 200 characters on a terminal).
//! Cells are rendered by [`super::cell`], cleaned of control characters.
//! Without a width (a pipe, `-o wide`) nothing is cut or left out.
//! Numbers, amounts and scores are right-aligned. Colour only makes the
//! header bold.

use chrono::{DateTime, Utc};
use comfy_table::{
    Attribute, Cell, CellAlignment, ContentArrangement, ContentLineStyle, LineStyle, Table,
    TableStyle,
};
use serde_json::Value;

use super::cell::{clean, meter_figures, render_cell, truncate, CellKind, View};
use super::fields::{lookup_path, FieldPath};
use crate::text::{pad, width};

/// Longest cell text in a list table.
pub const LIST_CELL_MAX: usize = 60;
/// Longest value text in a one-record table.
pub const RECORD_CELL_MAX: usize = 200;

/// Quiet lines: a rule under the header, columns separated by spaces only.
const STYLE: TableStyle = TableStyle::new()
    .header_lines(ContentLineStyle::none())
    .header_separator(LineStyle::none().fill('─').junction('─'));

/// One column as it will be drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableColumn {
    pub header: String,
    pub path: String,
    pub kind: CellKind,
    /// The view's [`super::cell::Column::drop`] (0 for `--fields`, whose
    /// columns give way from the right).
    pub drop: u8,
}

/// How to draw: the time relative cells count from, the width, colour.
#[derive(Debug, Clone, Copy)]
pub struct TableSettings {
    pub now: DateTime<Utc>,
    pub width: Option<u16>,
    pub color: bool,
}

/// The columns to draw: `--fields` (headed by their paths, kinds borrowed from
/// the view where it has the same path), else the view's, else the top-level
/// keys of `sample` for a command without a curated view.
pub fn table_columns(
    view: &View,
    fields: &[FieldPath],
    sample: Option<&Value>,
) -> Vec<TableColumn> {
    if !fields.is_empty() {
        return fields
            .iter()
            .map(|f| TableColumn {
                header: f.as_str().to_string(),
                path: f.as_str().to_string(),
                kind: view.kind_of(f.as_str()).unwrap_or(CellKind::Auto),
                drop: 0,
            })
            .collect();
    }
    if !view.columns.is_empty() {
        return view
            .columns
            .iter()
            .map(|c| TableColumn {
                header: c.header.to_string(),
                path: c.path.to_string(),
                kind: c.kind,
                drop: c.drop,
            })
            .collect();
    }
    match sample {
        Some(Value::Object(map)) => map
            .keys()
            .map(|k| TableColumn {
                header: k.clone(),
                path: k.clone(),
                kind: CellKind::Auto,
                drop: 0,
            })
            .collect(),
        _ => vec![TableColumn {
            header: "VALUE".to_string(),
            path: String::new(),
            kind: CellKind::Auto,
            drop: 0,
        }],
    }
}

/// A list as a table, one row per record, ending in a newline, fitted to
/// the terminal (cli.md's *Fitting the terminal*): without a width (a
/// pipe, `-o wide`) nothing is cut or left out. With one, a table too wide
/// first shows its meters' figures without bars, then leaves out its
/// columns by the view's order (saying which in a last line), then cuts
/// text to fit, never below [`CUT_KEEPS`] characters and never an id, a
/// number, a date or an amount; where even so it does not fit, or the
/// terminal is narrower than [`BLOCKS_BELOW`], each record is a block of
/// `FIELD  VALUE` lines.
pub fn render_table(columns: &[TableColumn], records: &[Value], s: TableSettings) -> String {
    let mut texts: Vec<Vec<String>> = records
        .iter()
        .map(|record| {
            columns
                .iter()
                .map(|c| render_cell(c.kind, lookup_path(record, &c.path), s.now))
                .collect()
        })
        .collect();
    let Some(room) = s.width.map(usize::from) else {
        let all: Vec<usize> = (0..columns.len()).collect();
        let widths = natural_widths(columns, &texts);
        return draw(columns, &all, &widths, &texts, s.color);
    };
    if room < BLOCKS_BELOW {
        return blocks(columns, &texts, room);
    }
    // Meters drop their bars before any column is left out or cut
    // (`team usage` at 80 columns cut every figure).
    if line_width(&natural_widths(columns, &texts)) > room {
        for (record, row) in records.iter().zip(texts.iter_mut()) {
            for (i, c) in columns.iter().enumerate() {
                if c.kind == CellKind::Meter {
                    if let Some(figures) = meter_figures(lookup_path(record, &c.path)) {
                        row[i] = figures;
                    }
                }
            }
        }
    }
    let natural = natural_widths(columns, &texts);
    let least: Vec<usize> = columns
        .iter()
        .enumerate()
        .map(|(i, c)| least_width(c, texts.iter().map(|row| row[i].as_str())))
        .collect();
    let cells: Vec<usize> = (0..columns.len())
        .map(|i| texts.iter().map(|row| width(&row[i])).max().unwrap_or(0))
        .collect();
    // A view's own text columns (a title, a name: never left out) are
    // first kept whole up to [`WHOLE_TEXT`] while columns can give way;
    // only where that leaves nothing to give are they cut.
    let ordered = columns.iter().any(|c| c.drop > 0);
    let generous: Vec<usize> = columns
        .iter()
        .enumerate()
        .map(
            |(i, c)| match ordered && c.drop == 0 && !kept_whole(c.kind) {
                true => least[i].max(cells[i].min(WHOLE_TEXT)),
                false => least[i],
            },
        )
        .collect();
    let Some((least, kept, mut left_out)) = [generous, least]
        .into_iter()
        .find_map(|least| leave_out(columns, &least, room).map(|(k, l)| (least, k, l)))
    else {
        return blocks(columns, &texts, room);
    };
    let widths = share_out(&kept, &least, &cells, &natural, room);
    let mut text = draw(columns, &kept, &widths, &texts, s.color);
    if !left_out.is_empty() {
        left_out.sort_unstable();
        let names: Vec<String> = left_out
            .iter()
            .map(|&i| clean(&columns[i].header))
            .collect();
        text.push_str(&left_out_line(&names, room));
        text.push('\n');
    }
    text
}

/// The columns kept, and those left out by the view's order, so that
/// each at its `least` fits `room`; `None` where even the columns a view
/// never leaves out do not.
fn leave_out(
    columns: &[TableColumn],
    least: &[usize],
    room: usize,
) -> Option<(Vec<usize>, Vec<usize>)> {
    let mut kept: Vec<usize> = (0..columns.len()).collect();
    let mut left_out: Vec<usize> = Vec::new();
    while line_width(&kept.iter().map(|&i| least[i]).collect::<Vec<_>>()) > room {
        let i = next_to_leave_out(columns, &kept)?;
        kept.retain(|&k| k != i);
        left_out.push(i);
    }
    Some((kept, left_out))
}

/// How much of a text a view never leaves out is kept whole while other
/// columns can give way (a job's title, a person's name).
const WHOLE_TEXT: usize = 24;

/// Below this many terminal columns a list is drawn a record a block.
pub const BLOCKS_BELOW: usize = 40;
/// The characters a cut text keeps before its `…`.
pub const CUT_KEEPS: usize = 8;
/// Columns between two columns.
const GAP: usize = 2;

/// Cells never cut to fit: ids (a cut id is a wrong id), numbers, amounts,
/// dates and meters' figures.
fn kept_whole(kind: CellKind) -> bool {
    matches!(
        kind,
        CellKind::Id
            | CellKind::Number
            | CellKind::Inr
            | CellKind::Relative
            | CellKind::Date
            | CellKind::DateTime
            | CellKind::Bool
            | CellKind::Meter
            | CellKind::Bar
            | CellKind::Score
    )
}

/// Each column's width with nothing cut: its widest cell or its header.
fn natural_widths(columns: &[TableColumn], texts: &[Vec<String>]) -> Vec<usize> {
    columns
        .iter()
        .enumerate()
        .map(|(i, c)| {
            texts
                .iter()
                .map(|row| width(&row[i]))
                .chain([width(&clean(&c.header))])
                .max()
                .unwrap_or(0)
        })
        .collect()
}

/// The width of a line of columns this wide, two spaces apart.
fn line_width(widths: &[usize]) -> usize {
    widths.iter().sum::<usize>() + GAP * widths.len().saturating_sub(1)
}

/// The narrowest a column may be: its header's longest word (a header
/// wraps between words), and its widest cell where cells are kept whole,
/// else [`CUT_KEEPS`] characters and the `…`.
fn least_width<'a>(column: &TableColumn, cells: impl Iterator<Item = &'a str>) -> usize {
    let widest = cells.map(width).max().unwrap_or(0);
    let cells = if kept_whole(column.kind) {
        widest
    } else {
        widest.min(CUT_KEEPS + 1)
    };
    cells.max(longest_word(&clean(&column.header)))
}

/// The column to leave out next: the highest drop order among those kept;
/// a view that orders none leaves out its last column, never its first.
fn next_to_leave_out(columns: &[TableColumn], kept: &[usize]) -> Option<usize> {
    if columns.iter().any(|c| c.drop > 0) {
        kept.iter()
            .copied()
            .filter(|&i| columns[i].drop > 0)
            .min_by_key(|&i| (columns[i].drop, std::cmp::Reverse(i)))
    } else {
        kept.iter().copied().filter(|&i| i > 0).max()
    }
}

/// Widths for the kept columns: each its least, then the room left given
/// a column at a time to cut cells, up to their natural width, so no one
/// column takes it all; then, where what is left allows, to a wrapped
/// header, which it puts back on one line.
fn share_out(
    kept: &[usize],
    least: &[usize],
    cells: &[usize],
    natural: &[usize],
    room: usize,
) -> Vec<usize> {
    let mut widths: Vec<usize> = least.to_vec();
    let used = line_width(&kept.iter().map(|&i| least[i]).collect::<Vec<_>>());
    let mut spare = room.saturating_sub(used);
    while spare > 0 {
        let mut gave = false;
        for &i in kept {
            if spare > 0 && widths[i] < cells[i] {
                widths[i] += 1;
                spare -= 1;
                gave = true;
            }
        }
        if !gave {
            break;
        }
    }
    for &i in kept {
        let more = natural[i].saturating_sub(widths[i]);
        if more <= spare {
            widths[i] += more;
            spare -= more;
        }
    }
    widths
}

/// The line under a table that left columns out: which, and how to see
/// them; the names cut where the line would not fit.
fn left_out_line(names: &[String], room: usize) -> String {
    let tail = " (-o wide shows all)";
    let line = format!("not shown, to fit: {}{tail}", names.join(", "));
    if width(&line) <= room {
        return line;
    }
    let head = truncate(
        &format!("not shown, to fit: {}", names.join(", ")),
        room.saturating_sub(width(tail)),
    );
    format!("{head}{tail}")
}

/// The kept columns drawn at `widths`: the header (wrapped between words),
/// a rule, a line per record; text cut to its column, figures on the right.
fn draw(
    columns: &[TableColumn],
    kept: &[usize],
    widths: &[usize],
    texts: &[Vec<String>],
    color: bool,
) -> String {
    let heads: Vec<Vec<String>> = kept
        .iter()
        .map(|&i| header_lines(&clean(&columns[i].header), widths[i]))
        .collect();
    let tall = heads.iter().map(Vec::len).max().unwrap_or(1);
    let mut out = String::new();
    for line in 0..tall {
        let cells: Vec<String> = kept
            .iter()
            .zip(&heads)
            .map(|(&i, lines)| {
                let text = lines.get(line).map_or("", String::as_str);
                let padded = pad(text, widths[i]);
                if color && !text.is_empty() {
                    let fill = padded[text.len()..].to_string();
                    format!("\x1b[1m{text}\x1b[0m{fill}")
                } else {
                    padded
                }
            })
            .collect();
        push_line(&mut out, &cells);
    }
    let total = line_width(&kept.iter().map(|&i| widths[i]).collect::<Vec<_>>());
    out.push_str(&"─".repeat(total));
    out.push('\n');
    for row in texts {
        let cells: Vec<String> = kept
            .iter()
            .map(|&i| {
                let text = if kept_whole(columns[i].kind) {
                    row[i].clone()
                } else {
                    truncate(&row[i], widths[i])
                };
                match alignment(columns[i].kind) {
                    CellAlignment::Right => {
                        format!(
                            "{}{text}",
                            " ".repeat(widths[i].saturating_sub(width(&text)))
                        )
                    }
                    _ => pad(&text, widths[i]),
                }
            })
            .collect();
        push_line(&mut out, &cells);
    }
    out
}

/// Cells two spaces apart, the line's trailing spaces dropped.
fn push_line(out: &mut String, cells: &[String]) {
    let line = cells.join(&" ".repeat(GAP));
    out.push_str(line.trim_end());
    out.push('\n');
}

/// A header as lines of at most `room` columns, broken between words.
fn header_lines(header: &str, room: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in header.split_whitespace() {
        match lines.last_mut() {
            Some(line) if width(line) + 1 + width(word) <= room => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    if lines.is_empty() {
        lines.push(String::new());
    }
    lines
}

/// Each record a block of `FIELD  VALUE` lines, a blank line between
/// records: values wrap under themselves, nothing is cut or left out.
fn blocks(columns: &[TableColumn], texts: &[Vec<String>], room: usize) -> String {
    let labels: Vec<String> = columns.iter().map(|c| clean(&c.header)).collect();
    let label_width = labels.iter().map(|l| width(l)).max().unwrap_or(0);
    // A label wider than half the terminal puts its values under it.
    let beside = label_width * 2 <= room && label_width + GAP + 12 <= room;
    let mut out = String::new();
    for (n, row) in texts.iter().enumerate() {
        if n > 0 {
            out.push('\n');
        }
        for ((label, text), column) in labels.iter().zip(row).zip(columns) {
            // An id, a figure or a date too long to sit beside its label
            // goes whole on the next line rather than broken.
            let whole_below =
                kept_whole(column.kind) && width(text) > room.saturating_sub(label_width + GAP);
            if beside && !whole_below {
                let indent = " ".repeat(label_width + GAP);
                let lines = crate::text::wrap(text, room - label_width - GAP);
                for (k, line) in lines.iter().enumerate() {
                    let lead = if k == 0 {
                        pad(label, label_width + GAP)
                    } else {
                        indent.clone()
                    };
                    out.push_str(format!("{lead}{line}").trim_end());
                    out.push('\n');
                }
            } else {
                out.push_str(label);
                out.push('\n');
                for line in crate::text::wrap(text, room.saturating_sub(GAP)) {
                    out.push_str(format!("  {line}").trim_end());
                    out.push('\n');
                }
            }
        }
    }
    out
}

fn longest_word(header: &str) -> usize {
    header.split_whitespace().map(width).max().unwrap_or(0)
}

/// One record as a vertical FIELD / VALUE table, ending in a newline.
pub fn render_record(columns: &[TableColumn], record: &Value, s: TableSettings) -> String {
    let mut table = new_table(s);
    table.set_header([header_cell("FIELD", s.color), header_cell("VALUE", s.color)]);
    for c in columns {
        let text = render_cell(c.kind, lookup_path(record, &c.path), s.now);
        // Without a terminal nothing is cut (cli.md).
        let (label, text) = match s.width {
            Some(_) => (
                truncate(&clean(&c.header), LIST_CELL_MAX),
                truncate(&text, RECORD_CELL_MAX),
            ),
            None => (clean(&c.header), text),
        };
        table.add_row([Cell::new(label), Cell::new(text)]);
    }
    finish(&mut table)
}

/// A table in our style that wraps to the width when one is known.
fn new_table(s: TableSettings) -> Table {
    let mut table = Table::new();
    table
        .load_style(STYLE)
        .set_content_arrangement(ContentArrangement::Dynamic);
    if let Some(width) = s.width {
        table.set_width(width);
    }
    if s.color {
        table.enforce_styling();
    }
    table
}

fn header_cell(text: &str, color: bool) -> Cell {
    let cell = Cell::new(clean(text));
    if color {
        cell.add_attribute(Attribute::Bold)
    } else {
        cell
    }
}

/// Figures line up on the right.
fn alignment(kind: CellKind) -> CellAlignment {
    match kind {
        CellKind::Number | CellKind::Inr | CellKind::Score => CellAlignment::Right,
        _ => CellAlignment::Left,
    }
}

/// The drawn table without trailing spaces, ending in a newline. Columns are
/// flush left and two spaces apart, like `gh` and `kubectl`.
fn finish(table: &mut Table) -> String {
    let last = table.column_count().saturating_sub(1);
    for (i, column) in table.column_iter_mut().enumerate() {
        column.set_padding((0, if i == last { 0 } else { 1 }));
    }
    let mut text = table.trim_fmt();
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::cell::{col, parse_timestamp};
    use crate::output::fields::parse_fields;
    use serde_json::json;

    const HITS: View = View {
        columns: &[
            col("ID", "talentCardId", CellKind::Text),
            col("EXP", "experience", CellKind::Number),
            col("SALARY", "currentSalary", CellKind::Inr),
            col("QUALITY", "profileSignals.workQuality", CellKind::Score),
            col("SEEN", "lastSeen", CellKind::Relative),
        ],
        ..View::PLAIN
    };

    fn settings(width: Option<u16>) -> TableSettings {
        TableSettings {
            now: parse_timestamp("2026-06-15T12:00:00Z").unwrap_or_default(),
            width,
            color: false,
        }
    }

    fn hits() -> Vec<Value> {
        vec![
            json!({"talentCardId": "tc_1", "experience": 6.5, "currentSalary": 2400000,
                   "profileSignals": {"workQuality": {"score": 8.2, "level": "high"}},
                   "lastSeen": "2026-06-12T12:00:00Z",
                   "redactedResumeText": "Built payment rails at scale. ".repeat(20)}),
            json!({"talentCardId": "tc_2\x1b[31m", "experience": 12, "currentSalary": 12000000,
                   "profileSignals": {"workQuality": null}, "lastSeen": null}),
        ]
    }

    #[test]
    fn list_table_shows_human_cells() {
        let cols = table_columns(&HITS, &[], None);
        let out = render_table(&cols, &hits(), settings(None));
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 4, "{out}");
        assert!(lines[0].contains("ID") && lines[0].contains("SALARY"));
        assert!(
            lines[1].starts_with('─') || lines[1].starts_with(' '),
            "{out}"
        );
        assert!(lines[2].contains("tc_1") && lines[2].contains("₹24.0L"));
        assert!(lines[2].contains("8.2 (high)") && lines[2].contains("3 days ago"));
        assert!(lines[3].contains("tc_2[31m") && lines[3].contains("₹1.2Cr"));
        assert!(lines[3].contains("never"));
        assert!(!out.contains('\x1b'));
        assert!(out.ends_with('\n') && !out.ends_with("\n\n"));
    }

    #[test]
    fn fields_choose_columns_and_borrow_kinds() {
        let fields = parse_fields(&["currentSalary,redactedResumeText,nope".to_string()])
            .unwrap_or_default();
        let cols = table_columns(&HITS, &fields, None);
        assert_eq!(cols[0].kind, CellKind::Inr);
        assert_eq!(cols[1].kind, CellKind::Auto);
        let out = render_table(&cols, &hits(), settings(Some(120)));
        let first = out.lines().next().unwrap_or_default();
        assert!(first.contains("currentSalary") && first.contains("redactedResumeText"));
        assert!(out.contains("₹24.0L"));
        assert!(out.contains('…'), "long text is cut: {out}");
        let longest = out.lines().map(|l| l.chars().count()).max().unwrap_or(0);
        assert!(longest <= 120, "{out}");
        // Without a terminal (a pipe, `-o wide`) nothing is cut.
        let whole = render_table(&cols, &hits(), settings(None));
        assert!(!whole.contains('…'), "{whole}");
        assert!(whole.contains(
            &"Built payment rails at scale. "
                .repeat(20)
                .trim_end()
                .to_string()
        ));
    }

    /// The search view as the service's hits fill it.
    const SEARCH: View = View {
        columns: &[
            col("TALENT CARD", "talentCardId", CellKind::Id),
            col("EXP (Y)", "experience", CellKind::Number),
            col("COMPANY", "currentCompany", CellKind::Text).drop_order(5),
            col("NOW IN", "currentLocation", CellKind::Text).drop_order(2),
            col("WANTS", "locations", CellKind::List).drop_order(1),
            col("SALARY", "currentSalary", CellKind::Inr).drop_order(6),
            col("NOTICE", "joiningAvailability.status", CellKind::Enum).drop_order(4),
            col("LAST SEEN", "lastSeen", CellKind::Relative).drop_order(3),
        ],
        ..View::PLAIN
    };

    fn search_hits() -> Vec<Value> {
        vec![
            json!({"talentCardId": "6035d39a4aada1ff4c7c2959", "experience": 22.2,
                   "currentCompany": "Tata Consultancy Services", "currentLocation": "Chennai",
                   "locations": ["Chennai", "Bengaluru"], "currentSalary": 3600000,
                   "joiningAvailability": {"status": "on_notice_period"},
                   "lastSeen": "2026-06-15T11:42:00Z"}),
            json!({"talentCardId": "fb34b6649c412ff288e4d3a3", "experience": 0.7,
                   "currentCompany": "Shield AI", "currentLocation": "Navi Mumbai",
                   "locations": ["Bengaluru", "Hyderabad", "Pune"], "currentSalary": 770000,
                   "joiningAvailability": {"status": "not_looking"},
                   "lastSeen": "2026-06-15T11:00:00Z"}),
        ]
    }

    /// Regression (issue 45): at 80 columns `search` read `not…`, `18…`,
    /// `Shield…`, `Navi…`: the lowest columns are left out, by the view's
    /// order, and said so; no id, number, amount or date is cut, and a cut
    /// text keeps 8 characters.
    #[test]
    fn search_at_80_columns_leaves_out_columns_by_priority_and_cuts_no_figure() {
        let cols = table_columns(&SEARCH, &[], None);
        let out = render_table(&cols, &search_hits(), settings(Some(80)));
        for line in out.lines() {
            assert!(width(line) <= 80, "{line:?}\n{out}");
        }
        let header = out.lines().next().unwrap_or_default();
        assert!(
            !header.contains("WANTS") && !header.contains("NOW IN"),
            "{out}"
        );
        for whole in [
            "6035d39a4aada1ff4c7c2959",
            "22.2",
            "₹36.0L",
            "₹7.7L",
            "18 minutes ago",
            "1 hour ago",
            "Shield AI",
        ] {
            assert!(out.contains(whole), "{whole}:\n{out}");
        }
        // A cut text keeps at least 8 characters before its `…`.
        let cells = out.lines().flat_map(|l| l.split("  ")).map(str::trim);
        for cut in cells.filter(|c| c.ends_with('…')) {
            assert!(cut.chars().count() > CUT_KEEPS, "{cut}:\n{out}");
        }
        let last = out.lines().last().unwrap_or_default();
        assert_eq!(
            last, "not shown, to fit: NOW IN, WANTS (-o wide shows all)",
            "{out}"
        );
        // At 120 columns every column is there and nothing is said.
        let wide = render_table(&cols, &search_hits(), settings(Some(120)));
        assert!(
            wide.lines().next().unwrap_or_default().contains("WANTS"),
            "{wide}"
        );
        assert!(!wide.contains("not shown"), "{wide}");
        for line in wide.lines() {
            assert!(width(line) <= 120, "{line:?}\n{wide}");
        }
    }

    /// Below 40 columns (or where the kept columns do not fit) each record
    /// is a block of `FIELD  VALUE` lines: nothing left out, no id cut.
    #[test]
    fn below_40_columns_each_record_is_a_block() {
        let cols = table_columns(&SEARCH, &[], None);
        for room in [39u16, 30] {
            let out = render_table(&cols, &search_hits(), settings(Some(room)));
            for line in out.lines() {
                assert!(width(line) <= usize::from(room), "{line:?}\n{out}");
            }
            assert!(out.lines().any(|l| l.starts_with("TALENT CARD")), "{out}");
            assert!(
                out.lines()
                    .any(|l| l.ends_with(" 6035d39a4aada1ff4c7c2959")),
                "the id whole, beside its label or under it: {out}"
            );
            assert!(out.contains("WANTS") && out.contains("Hyderabad"), "{out}");
            assert_eq!(
                out.matches("\n\n").count(),
                1,
                "a blank line between two records:\n{out}"
            );
            assert!(!out.contains('…'), "{out}");
        }
        // The columns a view keeps, wider than the room: blocks too, not a
        // cut id.
        const IDS: View = View {
            columns: &[
                col("A", "a", CellKind::Id),
                col("B", "b", CellKind::Id),
                col("C", "c", CellKind::Text).drop_order(1),
            ],
            ..View::PLAIN
        };
        let cols = table_columns(&IDS, &[], None);
        let record = json!({"a": "a".repeat(30), "b": "b".repeat(30), "c": "see"});
        let out = render_table(&cols, &[record], settings(Some(50)));
        assert!(
            out.contains(&"a".repeat(30)) && out.contains(&"b".repeat(30)),
            "{out}"
        );
        assert!(out.starts_with("A  aaa"), "{out}");
    }

    #[test]
    fn fits_the_given_width() {
        let fields = parse_fields(&[
            "talentCardId,experience,currentSalary,redactedResumeText,lastSeen".to_string(),
        ])
        .unwrap_or_default();
        let cols = table_columns(&HITS, &fields, None);
        for width in [40u16, 60, 80] {
            let out = render_table(&cols, &hits(), settings(Some(width)));
            for line in out.lines() {
                assert!(
                    line.chars().count() <= usize::from(width),
                    "{width}: {line:?}\n{out}"
                );
            }
        }
        let record = render_record(&cols, &hits()[0], settings(Some(60)));
        for line in record.lines() {
            assert!(line.chars().count() <= 60, "{line:?}\n{record}");
        }
    }

    /// Regression (issue 40): at 80 columns `team usage` cut every limit
    /// (`6 /…`): a meter's figures are never cut.
    #[test]
    fn team_usage_fits_80_columns_with_every_figure_whole() {
        const VIEW: View = View {
            columns: &[
                col("MEMBER", "member", CellKind::Text),
                col("UNLOCKS", "unlocks", CellKind::Meter),
                col("SEARCHES", "searches", CellKind::Meter),
                col("MESSAGES", "messages", CellKind::Meter),
                col("CYCLE ENDS", "cycleEndsOn", CellKind::DateTime),
            ],
            ..View::PLAIN
        };
        let m = |used: u32| json!({"used": used, "limit": 1000});
        let rows: Vec<Value> = ["asha@laptop-of-the-team", "(unattributed)", "(workspace)"]
            .iter()
            .map(|who| {
                json!({"member": who, "unlocks": m(926), "searches": m(4999),
                    "messages": m(12), "cycleEndsOn": "2026-12-24T00:00:00Z"})
            })
            .collect();
        let cols = table_columns(&VIEW, &[], None);
        for width in [80u16, 72] {
            let out = render_table(&cols, &rows, settings(Some(width)));
            for line in out.lines() {
                assert!(
                    line.chars().count() <= usize::from(width),
                    "{line:?}\n{out}"
                );
            }
            for figures in ["926 / 1000", "4999 / 1000", "12 / 1000"] {
                assert_eq!(out.matches(figures).count(), 3, "{width}: {figures}\n{out}");
            }
        }
    }

    #[test]
    fn one_record_is_vertical() {
        let cols = table_columns(&HITS, &[], None);
        let out = render_record(&cols, &hits()[0], settings(None));
        let lines: Vec<&str> = out.lines().collect();
        assert!(
            lines[0].starts_with(" FIELD") || lines[0].starts_with("FIELD"),
            "{out}"
        );
        assert_eq!(lines.len(), 2 + HITS.columns.len(), "{out}");
        assert!(lines[2].contains("ID") && lines[2].contains("tc_1"));
        assert!(lines[4].contains("SALARY") && lines[4].contains("₹24.0L"));
    }

    #[test]
    fn empty_view_shows_top_level_keys() {
        let view = View::PLAIN;
        let record = json!({"workspaceId": "ws_1", "searches": {"used": 7, "limit": 10}});
        let cols = table_columns(&view, &[], Some(&record));
        let names: Vec<&str> = cols.iter().map(|c| c.header.as_str()).collect();
        assert_eq!(names, ["workspaceId", "searches"]);
        let out = render_record(&cols, &record, settings(None));
        assert!(out.contains("███████░░░ 7 / 10"), "{out}");
    }

    #[test]
    fn colour_makes_headers_bold_only() {
        let cols = table_columns(&HITS, &[], None);
        let s = TableSettings {
            color: true,
            ..settings(None)
        };
        let out = render_table(&cols, &hits(), s);
        assert!(out.contains("\x1b[1m"), "{out:?}");
        let body: String = out.lines().skip(2).collect();
        assert!(!body.contains('\x1b'), "{body:?}");
    }

    proptest::proptest! {
        #[test]
        fn any_text_fits_any_sane_width(
            texts in proptest::collection::vec("[ -~₹…]{0,120}", 3),
            width in 30u16..160,
        ) {
            const ABC: View = View { columns: &[
                col("A", "a", CellKind::Text),
                col("B", "b", CellKind::Text),
                col("C", "c", CellKind::Text),
            ], ..View::PLAIN };
            let view = ABC;
            let record = json!({"a": texts[0], "b": texts[1], "c": texts[2]});
            let cols = table_columns(&view, &[], None);
            let s = settings(Some(width));
            for out in [render_table(&cols, &[record.clone(), record.clone()], s), render_record(&cols, &record, s)] {
                for line in out.lines() {
                    proptest::prop_assert!(line.chars().count() <= usize::from(width), "{line:?}");
                }
            }
        }
    }
}
