//! Tables for people, drawn with comfy-table and fitted to the terminal width.
//!
//! A list is one row per record; one record is a vertical FIELD / VALUE table.
//! Cells are rendered by [`super::cell`], cleaned of control characters and
//! shortened with `…` (60 characters in a list, 200 in a one-record view, where
//! the value has the whole width to wrap in). Numbers, amounts and scores are
//! right-aligned. Colour only makes the header bold.

use chrono::{DateTime, Utc};
use comfy_table::{
    Attribute, Cell, CellAlignment, ColumnConstraint, ContentArrangement, ContentLineStyle,
    LineStyle, Row, Table, TableStyle, Width,
};
use serde_json::Value;

use super::cell::{clean, meter_figures, render_cell, truncate, CellKind, View};
use super::fields::{lookup_path, FieldPath};
use crate::text::width;

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
            })
            .collect(),
        _ => vec![TableColumn {
            header: "VALUE".to_string(),
            path: String::new(),
            kind: CellKind::Auto,
        }],
    }
}

/// A list as a table, one row per record, ending in a newline.
pub fn render_table(columns: &[TableColumn], records: &[Value], s: TableSettings) -> String {
    let mut table = new_table(s);
    table.set_header(columns.iter().map(|c| header_cell(&c.header, s.color)));
    let mut texts: Vec<Vec<String>> = records
        .iter()
        .map(|record| {
            columns
                .iter()
                .map(|c| render_cell(c.kind, lookup_path(record, &c.path), s.now))
                .collect()
        })
        .collect();
    // Too wide for the terminal: meters drop their bars before any figure
    // is cut (`team usage` at 80 columns cut every one).
    let natural: usize = columns
        .iter()
        .enumerate()
        .map(|(i, c)| {
            texts
                .iter()
                .map(|row| width(&row[i]).min(LIST_CELL_MAX))
                .chain([width(&c.header)])
                .max()
                .unwrap_or(0)
        })
        .sum::<usize>()
        + 2 * columns.len().saturating_sub(1);
    if s.width.is_some_and(|w| natural > usize::from(w)) {
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
    // The widest id or meter of each such column: those columns never
    // shrink below it (a meter's figures, its bar gone, are never cut:
    // `team usage` at 80 columns showed `6 /…` for every limit).
    let mut id_width = vec![0usize; columns.len()];
    for row_texts in texts {
        let mut row = Row::from(row_texts.into_iter().zip(columns).enumerate().map(
            |(i, (text, c))| {
                if kept_whole(c.kind) {
                    id_width[i] = id_width[i].max(width(&text));
                    Cell::new(text)
                } else if i + 1 == columns.len() && s.width.is_some() {
                    // The last column has the rest of the terminal: cut at
                    // its edge, not at 60 (doctor's details in 160 columns).
                    Cell::new(truncate(&text, usize::from(s.width.unwrap_or(0))))
                } else {
                    Cell::new(truncate(&text, LIST_CELL_MAX))
                }
            },
        ));
        // One line per record keeps a list scannable; what does not fit ends in `…`.
        row.max_height(1);
        table.add_row(row);
    }
    // Ids keep their width; other columns keep their header's longest
    // word, so a header wraps between words, never inside, unless the
    // words alone are wider than the screen (then only ids are kept whole).
    // A floor counts the column's one space of padding.
    let floors: Vec<usize> = columns
        .iter()
        .enumerate()
        .map(|(i, c)| id_width[i].max(longest_word(&c.header)) + usize::from(i + 1 < columns.len()))
        .collect();
    // Columns are also one separator apart.
    let needed = floors.iter().sum::<usize>() + columns.len().saturating_sub(1);
    let words_fit = s.width.is_none_or(|w| needed <= usize::from(w));
    for (i, c) in columns.iter().enumerate() {
        if let Some(column) = table.column_mut(i) {
            column.set_cell_alignment(alignment(c.kind));
            let floor = if words_fit || kept_whole(c.kind) {
                floors[i]
            } else {
                continue;
            };
            column.set_constraint(ColumnConstraint::LowerBoundary(Width::Fixed(
                floor.min(usize::from(u16::MAX)) as u16,
            )));
        }
    }
    finish(&mut table)
}

/// Cells never cut to fit: ids (a cut id is a wrong id) and meters.
fn kept_whole(kind: CellKind) -> bool {
    matches!(kind, CellKind::Id | CellKind::Meter)
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
        table.add_row([
            Cell::new(truncate(&clean(&c.header), LIST_CELL_MAX)),
            Cell::new(truncate(&text, RECORD_CELL_MAX)),
        ]);
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
        let out = render_table(&cols, &hits(), settings(None));
        let first = out.lines().next().unwrap_or_default();
        assert!(first.contains("currentSalary") && first.contains("redactedResumeText"));
        assert!(out.contains("₹24.0L"));
        assert!(out.contains('…'), "long text is cut: {out}");
        let longest = out.lines().map(|l| l.chars().count()).max().unwrap_or(0);
        assert!(longest < 120, "{out}");
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
