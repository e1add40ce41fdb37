//! The window, drawn from the state alone: no I/O, no clock, so the same
//! state always gives the same screen (snapshot-tested at 120×40, 80×24,
//! 60×20 and without colour).
//!
//! Layout: a header line; the list beside the detail pane (under 80 columns
//! the detail pane moves under the list); three footer lines: the status
//! (a notice, a countdown, what is in flight), the keys of the moment (from
//! the key map), and each meter's `left/limit` with the time to reset.

use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span, Text};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};
use ratatui::Frame;
use talent_spec::rate::Meter;

use super::hits::{self, Hit};
use super::keys::{self, Scope};
use super::{App, Level, Mode};

/// Below this the window only says it is too small.
pub const MIN_SIZE: (u16, u16) = (40, 12);
/// From this width the detail pane sits beside the list.
pub const SIDE_BY_SIDE: u16 = 80;
/// Header and footer lines around the body.
const HEADER: u16 = 1;
const FOOTER: u16 = 3;
/// Selection marker, mark, unlocked: `>*✓ `.
const PREFIX: usize = 4;

/// Where everything goes at a size.
struct Areas {
    header: Rect,
    list_head: Rect,
    list: Rect,
    detail: Rect,
    status: Rect,
    keys: Rect,
    meters: Rect,
}

fn too_small(size: (u16, u16)) -> bool {
    size.0 < MIN_SIZE.0 || size.1 < MIN_SIZE.1
}

fn areas(area: Rect) -> Areas {
    let [header, body, status, keys, meters] = Layout::vertical([
        Constraint::Length(HEADER),
        Constraint::Min(1),
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Length(FOOTER - 2),
    ])
    .areas(area);
    let (list_area, detail) = if area.width >= SIDE_BY_SIDE {
        let list_w = (area.width / 2).max(46);
        let [l, d] =
            Layout::horizontal([Constraint::Length(list_w), Constraint::Min(1)]).areas(body);
        (l, d)
    } else {
        let list_h = (body.height * 2 / 5).max(4);
        let [l, d] = Layout::vertical([Constraint::Length(list_h), Constraint::Min(1)]).areas(body);
        (l, d)
    };
    let [list_head, list] =
        Layout::vertical([Constraint::Length(1), Constraint::Min(1)]).areas(list_area);
    Areas {
        header,
        list_head,
        list,
        detail,
        status,
        keys,
        meters,
    }
}

/// Rows the list shows at `size` (PgDn moves by this).
pub fn list_rows(size: (u16, u16)) -> usize {
    if too_small(size) {
        return 1;
    }
    usize::from(areas(Rect::new(0, 0, size.0, size.1)).list.height)
}

/// The styles, with or without colour; meaning never rests on colour alone
/// (the selection is also `>` and reverse video, a mark is `*`).
struct Theme {
    color: bool,
}

impl Theme {
    fn fg(&self, c: Color) -> Style {
        if self.color {
            Style::new().fg(c)
        } else {
            Style::new()
        }
    }
    fn bold(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }
    fn selected(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }
    fn dim(&self) -> Style {
        if self.color {
            Style::new().fg(Color::DarkGray)
        } else {
            Style::new()
        }
    }
    fn mark(&self) -> Style {
        self.fg(Color::Yellow).add_modifier(Modifier::BOLD)
    }
    fn term(&self) -> Style {
        self.fg(Color::Yellow)
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }
    fn level(&self, l: Level) -> Style {
        match l {
            Level::Info => Style::new(),
            Level::Warn => self.fg(Color::Yellow),
            Level::Error => self.fg(Color::Red).add_modifier(Modifier::BOLD),
        }
    }
}

/// Draws the whole window for `app`.
pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    let t = Theme {
        color: app.cfg.color,
    };
    if too_small((area.width, area.height)) {
        if app.cfg.accessible {
            frame.set_cursor_position((area.x, area.y));
        }
        let text = vec![
            Line::from("The window is too small"),
            Line::from(format!(
                "({}×{}): make it at least {}×{}.",
                area.width, area.height, MIN_SIZE.0, MIN_SIZE.1
            )),
            Line::from("q quits."),
        ];
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    let a = areas(area);
    frame.render_widget(Paragraph::new(header(app, &t)), a.header);
    frame.render_widget(Paragraph::new(list_head(app, &t)), a.list_head);
    frame.render_widget(Paragraph::new(list(app, &t, a.list)), a.list);
    if app.cfg.accessible && !app.loading && app.shown_len() > 0 {
        // The terminal cursor on the selected row, where a screen reader
        // looks (ratatui hides the cursor of a frame that places none).
        let rows = usize::from(a.list.height.max(1));
        let row = app.selected - list_offset(app, rows);
        frame.set_cursor_position((a.list.x, a.list.y + row as u16));
    }
    let side = area.width >= SIDE_BY_SIDE;
    let block = Block::new().borders(if side { Borders::LEFT } else { Borders::TOP });
    let inner = block.inner(a.detail);
    frame.render_widget(block.border_style(t.dim()), a.detail);
    frame.render_widget(
        Paragraph::new(wrap_hanging(
            detail(app, &t),
            usize::from(inner.width),
            usize::from(inner.height),
        )),
        inner,
    );
    frame.render_widget(Paragraph::new(status(app, &t)), a.status);
    frame.render_widget(Paragraph::new(keys_line(app.scope(), &t)), a.keys);
    frame.render_widget(Paragraph::new(meters(app, &t)), a.meters);
    match &app.mode {
        _ if app.guard_asks.is_some() => {
            if let Some(q) = &app.guard_asks {
                modal(
                    frame,
                    app,
                    &t,
                    "The quota guard asks",
                    super::guard_question_lines(q),
                );
            }
        }
        Mode::Ask(spend, quoted) => {
            modal(
                frame,
                app,
                &t,
                "Before anything is spent",
                super::question_lines(spend, quoted),
            );
        }
        Mode::Jobs { jobs, selected, .. } => jobs_modal(frame, app, &t, jobs, *selected),
        Mode::Help => help(frame, app, &t),
        _ => {}
    }
}

fn header<'a>(app: &App, t: &Theme) -> Line<'a> {
    let mut parts: Vec<Span> = vec![Span::styled(" talent browse", t.bold())];
    let mut info = Vec::new();
    if !app.loading {
        info.push(match app.last_page() {
            Some(last) => format!("page {} of {last}", app.page),
            None => format!("page {}", app.page),
        });
        if let Some(total) = app.total {
            info.push(format!("{} hits in all", crate::money::group_indian(total)));
        }
        if !app.filter.is_empty() || app.mode == Mode::Filter {
            info.push(format!(
                "{} of {} loaded match",
                app.shown_len(),
                app.loaded()
            ));
        }
        if app.marked_count() > 0 {
            info.push(format!("{} marked", app.marked_count()));
        }
    }
    for i in info {
        parts.push(Span::styled(" · ", t.dim()));
        parts.push(Span::raw(i));
    }
    if app.mode == Mode::Filter || !app.filter.is_empty() {
        parts.push(Span::styled(" · filter: ", t.dim()));
        parts.push(Span::styled(app.filter.clone(), t.bold()));
        if app.mode == Mode::Filter {
            parts.push(Span::styled("▏", t.bold()));
        }
    }
    Line::from(parts)
}

fn list_head<'a>(app: &App, t: &Theme) -> Line<'a> {
    Line::from(Span::styled(
        format!(
            "{:<PREFIX$}{:<w$} {:>5} {:<16} {:>7}  NOW IN · NOTICE",
            "",
            "TALENT CARD",
            "EXP",
            "COMPANY",
            "SALARY",
            w = app.id_width
        ),
        t.dim().add_modifier(Modifier::BOLD),
    ))
}

fn list<'a>(app: &'a App, t: &Theme, area: Rect) -> Text<'a> {
    let rows = usize::from(area.height.max(1));
    if app.loading {
        return Text::from("  fetching the first page…");
    }
    if app.shown_len() == 0 {
        return Text::from(if app.filter.is_empty() {
            vec![
                Line::from(Span::styled("  No hits.", t.bold())),
                Line::from(format!("  Widen the search: {}.", app.cfg.widen)),
            ]
        } else {
            vec![
                Line::from(format!("  No loaded hit matches \"{}\".", app.filter)),
                Line::from("  Esc clears the filter."),
            ]
        });
    }
    let offset = list_offset(app, rows);
    let lines: Vec<Line> = app
        .shown()
        .enumerate()
        .skip(offset)
        .take(rows)
        .map(|(i, h)| row(app, t, h, i == app.selected))
        .collect();
    Text::from(lines)
}

/// The first row the list shows: the selection stays on screen.
fn list_offset(app: &App, rows: usize) -> usize {
    app.selected.saturating_sub(rows.saturating_sub(1))
}

/// One row: `>`, `*` when marked, `✓` when unlocked (`○` when opening it is
/// free), the full talentCardId, then what fits.
fn row<'a>(app: &App, t: &Theme, h: &'a Hit, selected: bool) -> Line<'a> {
    let id = h.id();
    let sel = if selected { ">" } else { " " };
    let mark = if app.is_marked(id) { "*" } else { " " };
    let open = if app.identities.contains_key(id) {
        "✓"
    } else if app.free.contains(id) {
        "○"
    } else {
        " "
    };
    // Experience and company first: what a recruiter scans for; the rest
    // as far as the row goes.
    let company = h.hit.current_company.clone().unwrap_or_else(|| "-".into());
    let rest = format!(
        " {:>5} {} {:>7}  {} · {}",
        hits::years(&h.hit),
        pad(&clip(&company, 16), 16),
        hits::salary(&h.hit),
        h.hit.current_location.clone().unwrap_or_else(|| "-".into()),
        hits::notice(&h.hit),
    );
    let base = if selected { t.selected() } else { Style::new() };
    let line = Line::from(vec![
        Span::styled(sel, base.add_modifier(Modifier::BOLD)),
        Span::styled(mark, t.mark().patch(base)),
        Span::raw(open),
        Span::raw(" "),
        Span::styled(format!("{id:<w$}", w = app.id_width), t.bold()),
        Span::raw(rest),
    ]);
    line.style(base)
}

/// Columns `s` takes on a terminal (a CJK character two, a combining
/// mark none), as ratatui lays it out.
fn width(s: &str) -> usize {
    Span::raw(s).width()
}

/// `s` in at most `n` columns (not characters: a CJK name is twice as
/// wide), `…` marking a cut; never half a wide character.
fn clip(s: &str, n: usize) -> String {
    if width(s) <= n {
        return s.to_string();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let w = width(c.encode_utf8(&mut [0; 4]));
        if used + w > n.saturating_sub(1) {
            break;
        }
        out.push(c);
        used += w;
    }
    out.push('…');
    out
}

/// `s` padded with spaces to `n` columns.
fn pad(s: &str, n: usize) -> String {
    format!("{s}{}", " ".repeat(n.saturating_sub(width(s))))
}

/// Lines cut to `width` columns at spaces, each continuation indented
/// like its line's text (`  ` for a list entry, past `Label: ` for a
/// field), so a long entry never wraps back to the pane's edge. A word
/// wider than the room is cut where it must be. Stops past `rows` lines
/// (what the pane can show: a 4,000-character resume is not laid out whole
/// on every frame).
pub fn wrap_hanging<'a>(text: Text<'a>, width: usize, rows: usize) -> Text<'a> {
    let width = width.max(1);
    let mut out: Vec<Line<'a>> = Vec::new();
    for line in text.lines {
        if out.len() >= rows {
            break;
        }
        if line.width() <= width {
            out.push(line);
            continue;
        }
        let style = line.style;
        let hang = hanging_indent(&line).min(width / 2);
        // Pieces of (text, style), a word with the spaces after it each.
        let mut pieces: Vec<(String, Style)> = Vec::new();
        for span in &line.spans {
            let mut word = String::new();
            for c in span.content.chars() {
                word.push(c);
                if c == ' ' {
                    pieces.push((std::mem::take(&mut word), span.style));
                }
            }
            if !word.is_empty() {
                pieces.push((word, span.style));
            }
        }
        let mut row: Vec<Span<'a>> = Vec::new();
        let mut used = 0usize;
        // Whether the row holds text (not only the indent).
        let mut content = false;
        for (mut piece, st) in pieces {
            loop {
                let w = self::width(piece.trim_end());
                if used + w <= width {
                    used += self::width(&piece);
                    content |= w > 0;
                    row.push(Span::styled(piece, st));
                    break;
                }
                if !content {
                    // A word wider than the whole room: cut it there.
                    let room = width.saturating_sub(used).max(1);
                    let (mut head, mut hw) = (String::new(), 0);
                    let mut chars = piece.chars();
                    let mut tail = String::new();
                    for c in chars.by_ref() {
                        let cw = self::width(c.encode_utf8(&mut [0; 4]));
                        if hw + cw > room && !head.is_empty() {
                            tail.push(c);
                            break;
                        }
                        head.push(c);
                        hw += cw;
                    }
                    tail.extend(chars);
                    row.push(Span::styled(head, st));
                    piece = tail;
                    if piece.is_empty() {
                        content = true;
                        used = width;
                        break;
                    }
                }
                out.push(Line::from(std::mem::take(&mut row)).style(style));
                row.push(Span::raw(" ".repeat(hang)));
                used = hang;
                content = false;
            }
        }
        if content {
            out.push(Line::from(row).style(style));
        }
    }
    Text::from(out)
}

/// Where a line's continuation starts: under its text, past leading
/// spaces, or past a `Label: ` first span.
fn hanging_indent(line: &Line) -> usize {
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    let lead = text.chars().take_while(|c| *c == ' ').count();
    if lead > 0 {
        return lead;
    }
    match line.spans.first() {
        Some(first) if line.spans.len() > 1 && first.content.ends_with(": ") => {
            width(&first.content)
        }
        _ => 0,
    }
}

fn detail<'a>(app: &'a App, t: &Theme) -> Text<'a> {
    let Some(h) = app.current() else {
        return Text::default();
    };
    let hit = &h.hit;
    let mut out: Vec<Line> = Vec::new();
    out.push(Line::from(Span::styled(h.id().to_string(), t.bold())));
    let mut first = vec![hits::years(hit).replace('y', " years")];
    if let Some(c) = &hit.current_company {
        first.push(format!("now at {c}"));
    }
    if let Some(l) = &hit.current_location {
        first.push(format!("in {l}"));
    }
    out.push(Line::from(first.join(" · ")));
    let companies = companies(hit);
    if !companies.is_empty() {
        out.push(field(t, "Companies", companies.join(", ")));
    }
    if !hit.locations.is_empty() {
        out.push(field(t, "Wants to work in", hit.locations.join(", ")));
    }
    out.push(field(t, "Salary", format!("{} a year", hits::salary(hit))));
    let mut notice = hits::notice(hit);
    if let Some(end) = hits::notice_ends(hit) {
        notice.push_str(&format!(", ends {end}"));
    }
    out.push(field(t, "Notice", notice));
    identity_lines(app, h.id(), t, &mut out);
    signal_lines(hit, t, &mut out);
    if !hit.work_history.is_empty() {
        out.push(section(t, "Work history"));
        out.extend(
            hit.work_history
                .iter()
                .map(|w| Line::from(format!("  {w}"))),
        );
    }
    if !hit.education.is_empty() {
        out.push(section(t, "Education"));
        out.extend(hit.education.iter().map(|w| Line::from(format!("  {w}"))));
    }
    if let Some(text) = &hit.redacted_resume_text {
        out.push(section(t, "Resume"));
        out.extend(marked_text(text, &app.cfg.terms, t));
    }
    Text::from(out)
}

/// Who the candidate is once unlocked, or how they would be.
fn identity_lines<'a>(app: &'a App, id: &str, t: &Theme, out: &mut Vec<Line<'a>>) {
    match app.identities.get(id) {
        Some(who) => {
            out.push(Line::from(Span::styled(
                "Unlocked",
                t.bold().patch(t.fg(Color::Green)),
            )));
            let dash = || "-".to_string();
            out.push(field(t, "  Name", who.name.clone().unwrap_or_else(dash)));
            out.push(field(t, "  E-mail", who.email.clone().unwrap_or_else(dash)));
            out.push(field(t, "  Phone", who.phone.clone().unwrap_or_else(dash)));
        }
        None if app.free.contains(id) => out.push(Line::from(Span::styled(
            match app.unlocked_by.get(id) {
                Some(who) => format!("Unlocked by {who}: u opens it, free"),
                None => "Unlocked before: u opens it, free".to_string(),
            },
            t.dim(),
        ))),
        None => out.push(Line::from(Span::styled(
            "Locked: u unlocks (1 unlock)",
            t.dim(),
        ))),
    }
}

/// The service's signals of a hit, with their scores and reasons, and its
/// industry tags.
fn signal_lines<'a>(hit: &'a crate::api::types::SearchHit, t: &Theme, out: &mut Vec<Line<'a>>) {
    let signals = hits::signals(hit);
    let tags = hit
        .profile_signals
        .as_ref()
        .map(|p| p.industry_tags.as_slice())
        .unwrap_or_default();
    out.push(Line::default());
    out.push(section(t, "Signals"));
    if signals.is_empty() && tags.is_empty() {
        out.push(Line::from("  none evaluated"));
    }
    for (name, s) in signals {
        let mut spans = vec![
            Span::raw(format!("  {name:<19}")),
            // As the service sent it: `52`, not `52.0`.
            Span::styled(format!("{:>4} ", s.score), t.bold()),
            Span::raw(format!("{:<7}", s.level)),
        ];
        if let Some(r) = &s.reason {
            spans.push(Span::styled(format!(" {r}"), t.dim()));
        }
        out.push(Line::from(spans));
    }
    for tag in tags {
        out.push(Line::from(vec![
            Span::raw(format!("  {:<19}", "industry")),
            Span::styled(format!("{:>4} ", tag.score), t.bold()),
            Span::raw(tag.label.clone()),
        ]));
    }
}

/// The companies a hit names: the current one, then those of the work
/// history (`Role, Company (years)`), each once.
fn companies(hit: &crate::api::types::SearchHit) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let from_history = hit.work_history.iter().filter_map(|w| {
        let (_, rest) = w.split_once(", ")?;
        Some(rest.split(" (").next().unwrap_or(rest).trim().to_string())
    });
    for c in hit.current_company.clone().into_iter().chain(from_history) {
        if !c.is_empty() && !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

fn field<'a>(t: &Theme, name: &str, value: String) -> Line<'a> {
    Line::from(vec![
        Span::styled(format!("{name}: "), t.dim()),
        Span::raw(value),
    ])
}

fn section<'a>(t: &Theme, name: &'a str) -> Line<'a> {
    Line::from(Span::styled(
        name,
        t.bold().add_modifier(Modifier::UNDERLINED),
    ))
}

/// The resume excerpt, its paragraphs kept, the query's words marked.
fn marked_text<'a>(text: &str, terms: &[String], t: &Theme) -> Vec<Line<'a>> {
    let mut lines = Vec::new();
    for para in text.lines() {
        let marks = hits::marks(para, terms);
        let mut spans = vec![Span::raw("  ")];
        let mut at = 0;
        for (s, e) in marks {
            if s > at {
                spans.push(Span::raw(para[at..s].to_string()));
            }
            spans.push(Span::styled(para[s..e].to_string(), t.term()));
            at = e;
        }
        if at < para.len() {
            spans.push(Span::raw(para[at..].to_string()));
        }
        lines.push(Line::from(spans));
    }
    lines
}

fn status<'a>(app: &App, t: &Theme) -> Line<'a> {
    if let Some((why, left)) = app.wait_left() {
        return Line::from(vec![
            Span::styled(
                format!(" {}s to wait", left.as_secs()),
                t.bold().patch(t.fg(Color::Yellow)),
            ),
            Span::raw(format!(" · q quits, nothing more is sent · {why}")),
        ]);
    }
    if let Some(b) = &app.busy {
        return Line::from(Span::styled(format!(" {}", b.says()), t.dim()));
    }
    if app.cfg.accessible && app.status.is_none() && app.scope() == Scope::List {
        if let Some(words) = app.selection_words() {
            return Line::from(format!(" {words}"));
        }
    }
    match &app.status {
        Some((level, text)) => {
            let prefix = match level {
                Level::Info => "",
                Level::Warn => "warning: ",
                Level::Error => "error: ",
            };
            Line::from(Span::styled(format!(" {prefix}{text}"), t.level(*level)))
        }
        None => Line::default(),
    }
}

/// The keys of the moment, from the key map.
fn keys_line<'a>(scope: Scope, t: &Theme) -> Line<'a> {
    let mut spans = Vec::new();
    for (k, what) in keys::footer(scope) {
        spans.push(Span::raw(" "));
        spans.push(Span::styled(k, t.bold().patch(t.fg(Color::Cyan))));
        spans.push(Span::raw(format!(" {what} ")));
    }
    Line::from(spans)
}

fn meters<'a>(app: &App, t: &Theme) -> Line<'a> {
    if app.meters.is_empty() {
        return Line::from(Span::styled(" meters: not read yet", t.dim()));
    }
    let mut spans = Vec::new();
    for (i, m) in app.meters.iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(" · ", t.dim()));
        } else {
            spans.push(Span::raw(" "));
        }
        let name = match m.meter {
            Meter::ApiUnlocks => "unlocks",
            Meter::Searches => "searches",
            Meter::Messages => "messages",
        };
        let low = m.limit > 0 && m.left * 5 <= m.limit;
        spans.push(Span::raw(format!("{name} ")));
        let style = if low {
            t.bold().patch(t.fg(Color::Red))
        } else {
            t.bold()
        };
        // `x / y` is used / limit, as `usage` and `status` write it.
        spans.push(Span::styled(
            format!("{} / {}", (m.limit - m.left.max(0)).max(0), m.limit),
            style,
        ));
    }
    if let Some(r) = &app.resets {
        spans.push(Span::styled(" · ", t.dim()));
        spans.push(Span::raw(format!("resets {r}")));
    }
    Line::from(spans)
}

/// A box in the middle of the screen, over what is under it.
fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width.saturating_sub(2)).max(1);
    let h = height.min(area.height.saturating_sub(2)).max(1);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

fn modal(frame: &mut Frame, app: &App, t: &Theme, title: &str, lines: Vec<String>) {
    let area = frame.area();
    let width = 72u16.min(area.width.saturating_sub(4));
    let inner_w = usize::from(width.saturating_sub(2)).max(1);
    let words = wrap_hanging(
        Text::from(lines.into_iter().map(Line::from).collect::<Vec<_>>()),
        inner_w,
        usize::MAX,
    );
    // What answers it, always on screen below the words: the key line, or
    // in the accessible mode the numbered choices.
    let mut answer: Vec<Line> = vec![Line::default()];
    if app.cfg.accessible {
        let choices = super::question_choices();
        answer.extend(
            crate::accessible::choice_lines(&choices)
                .into_iter()
                .map(Line::from),
        );
        answer.push(Line::from("Press 1 or 2 (y or n)."));
    } else {
        answer.push(keys_line(Scope::Question, t));
    }
    let answer = wrap_hanging(Text::from(answer), inner_w, usize::MAX);
    let rows = words.lines.len() + answer.lines.len();
    let box_area = centered(area, width, u16::try_from(rows + 2).unwrap_or(u16::MAX));
    frame.render_widget(Clear, box_area);
    let block = Block::bordered()
        .title(format!(" {title} "))
        .title_style(t.bold());
    let inner = block.inner(box_area);
    frame.render_widget(block, box_area);
    let bottom = u16::try_from(answer.lines.len())
        .unwrap_or(u16::MAX)
        .min(inner.height);
    let [top, low] =
        Layout::vertical([Constraint::Min(0), Constraint::Length(bottom)]).areas(inner);
    frame.render_widget(Paragraph::new(words), top);
    frame.render_widget(Paragraph::new(answer), low);
    if app.cfg.accessible {
        // On the first choice (past the blank line above it).
        let y = low.y + 1.min(low.height.saturating_sub(1));
        frame.set_cursor_position((low.x, y));
    }
}

fn jobs_modal(frame: &mut Frame, app: &App, t: &Theme, jobs: &[super::Job], selected: usize) {
    let area = frame.area();
    let mut text: Vec<Line> = Vec::new();
    if jobs.is_empty() {
        text.push(Line::from("reading the open jobs…"));
    }
    let room = usize::from(area.height.saturating_sub(8)).max(1);
    let offset = selected.saturating_sub(room.saturating_sub(1));
    for (i, j) in jobs.iter().enumerate().skip(offset).take(room) {
        let sel = i == selected;
        let line = Line::from(format!(
            "{} {}  {}",
            if sel { ">" } else { " " },
            j.id,
            j.title
        ));
        text.push(if sel { line.style(t.selected()) } else { line });
    }
    text.push(Line::default());
    text.push(keys_line(Scope::Jobs, t));
    let width = 72u16.min(area.width.saturating_sub(4));
    let box_area = centered(
        area,
        width,
        u16::try_from(text.len() + 2).unwrap_or(u16::MAX),
    );
    frame.render_widget(Clear, box_area);
    if app.cfg.accessible {
        let row = if jobs.is_empty() {
            0
        } else {
            selected - offset
        };
        let y = (box_area.y + 1 + row as u16).min(box_area.bottom().saturating_sub(2));
        frame.set_cursor_position((box_area.x + 1, y));
    }
    frame.render_widget(
        Paragraph::new(text).block(
            Block::bordered()
                .title(" Invite to which open job? ")
                .title_style(t.bold()),
        ),
        box_area,
    );
}

/// Every key of every scope, from the key map, and what the row marks mean.
fn help(frame: &mut Frame, app: &App, t: &Theme) {
    let area = frame.area();
    let mut text: Vec<Line> = Vec::new();
    let entry = |k: &'static str, what: &'static str| {
        [
            Span::styled(k, t.bold().patch(t.fg(Color::Cyan))),
            Span::raw(format!(" {what}")),
        ]
    };
    for scope in Scope::ALL {
        text.push(Line::from(Span::styled(scope.title(), t.bold())));
        let mut spans = vec![Span::raw("  ")];
        for (i, (k, what)) in keys::help(scope).enumerate() {
            if i > 0 {
                spans.push(Span::styled(" · ", t.dim()));
            }
            spans.extend(entry(k, what));
        }
        text.push(Line::from(spans));
    }
    let mut last = vec![Span::raw("  ")];
    last.extend(entry(keys::INTERRUPT.shown, keys::INTERRUPT.what));
    text.push(Line::from(Span::styled("Anywhere", t.bold())));
    text.push(Line::from(last));
    text.push(Line::from(
        "Rows: > selected, * marked (q prints it), ✓ unlocked, ○ unlocked before (free to open).",
    ));
    text.push(Line::from(
        "Every spend is asked first, once per batch; n, Esc or Enter sends nothing.",
    ));
    let inner_w = usize::from(78u16.min(area.width.saturating_sub(4))).max(1);
    let rows: usize = text
        .iter()
        .map(|l| l.width().div_ceil(inner_w).max(1))
        .sum();
    // Word wrapping takes a few rows more than the width alone says.
    let box_area = centered(area, 80, u16::try_from(rows + 5).unwrap_or(u16::MAX));
    frame.render_widget(Clear, box_area);
    if app.cfg.accessible {
        frame.set_cursor_position((box_area.x + 1, box_area.y + 1));
    }
    frame.render_widget(
        Paragraph::new(text)
            .wrap(Wrap { trim: false })
            .block(Block::bordered().title(" Keys ").title_style(t.bold())),
        box_area,
    );
}

#[cfg(test)]
mod tests;
