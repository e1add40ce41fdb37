//! The window as drawn, from fixed states, at the sizes that matter:
//! 120×40, 80×24 (fully usable), 60×20 (the detail pane under the list),
//! below 40×12 (too small), and without colour (the selection still shows).
//! Accept intended changes with `INSTA_UPDATE=always cargo test --lib browse`.

use std::time::{Duration, Instant};

use ratatui::backend::TestBackend;
use ratatui::style::{Color, Modifier};
use ratatui::Terminal;
use talent_spec::rate::Meter;

use super::super::tests::{config, loaded, sample_hit};
use super::super::*;
use super::{clip, draw, wrap_hanging};
use ratatui::text::Text;

/// The screen's text, one line per row, trailing blanks cut.
fn render(app: &App) -> (String, ratatui::buffer::Buffer) {
    let (w, h) = app.size;
    let mut term = Terminal::new(TestBackend::new(w, h)).unwrap();
    term.draw(|f| draw(f, app)).unwrap();
    let buf = term.backend().buffer().clone();
    let mut out = String::new();
    for y in 0..h {
        let mut line = String::new();
        let mut x = 0;
        while x < w {
            let cell = &buf[(x, y)];
            line.push_str(cell.symbol());
            x += 1;
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    (out, buf)
}

fn screen(app: &App) -> String {
    render(app).0
}

/// A window mid-triage: page 1 of 3, the third hit selected, the first
/// marked and unlocked, the second free to open, the meters read.
fn triage(size: (u16, u16), color: bool) -> App {
    let mut app = loaded();
    app.cfg.color = color;
    app.handle(Event::Resize(size.0, size.1));
    app.handle(Event::Key(keys::Key::Char(' ')));
    app.handle(Event::Unlocked {
        card: sample_hit(0).id().to_string(),
        identity: Identity {
            name: Some("Ananya Rao".into()),
            email: Some("ananya.rao@example.com".into()),
            phone: Some("+91 98450 12345".into()),
        },
    });
    app.handle(Event::Known(vec![(
        sample_hit(1).id().to_string(),
        "asha@recruiting".into(),
    )]));
    app.handle(Event::Key(keys::Key::Char('j')));
    app.handle(Event::Meters {
        lines: vec![
            MeterLine {
                meter: Meter::ApiUnlocks,
                left: 7,
                limit: 10,
            },
            MeterLine {
                meter: Meter::Searches,
                left: 96,
                limit: 100,
            },
            MeterLine {
                meter: Meter::Messages,
                left: 20,
                limit: 20,
            },
        ],
        resets: Some("in 5d 4h (1 Dec)".into()),
    });
    app.handle(Event::Notice(
        Level::Info,
        "spent 1 unlock · 7 of 10 left · resets 1 Dec".into(),
    ));
    app
}

#[test]
fn at_120_by_40() {
    insta::assert_snapshot!("triage_120x40", screen(&triage((120, 40), true)));
}

#[test]
fn a_hit_a_team_member_unlocked_says_who() {
    let mut app = triage((120, 40), true);
    app.handle(Event::Key(keys::Key::Char('k')));
    let text = screen(&app);
    assert!(
        text.contains("Unlocked by asha@recruiting: u opens it, free"),
        "{text}"
    );
    assert!(
        text.contains(&format!("○ {}", sample_hit(1).id())),
        "{text}"
    );
}

#[test]
fn at_80_by_24_everything_is_there() {
    let text = screen(&triage((80, 24), true));
    // The list never cuts an id; the detail starts with the selected one.
    for i in 0..10 {
        assert!(text.contains(sample_hit(i).id()), "row {i}:\n{text}");
    }
    assert!(text.contains(&format!("│{}", sample_hit(2).id())), "{text}");
    assert!(text.contains("q quit"));
    assert!(text.contains("unlocks 3 / 10"), "used / limit: {text}");
    insta::assert_snapshot!("triage_80x24", text);
}

#[test]
fn at_60_by_20_the_detail_is_under_the_list() {
    let text = screen(&triage((60, 20), true));
    let hit = sample_hit(2);
    let id = hit.id();
    let rows: Vec<&str> = text.lines().collect();
    let in_list = rows
        .iter()
        .position(|r| r.starts_with(&format!(">   {id}")))
        .unwrap();
    let in_detail = rows.iter().position(|r| r.trim() == id).unwrap();
    assert!(in_detail > in_list, "{text}");
    insta::assert_snapshot!("triage_60x20", text);
}

/// Without colour the selection still shows: a `>` and reverse video, and
/// no cell carries a colour.
#[test]
fn without_colour_the_selection_still_shows() {
    let app = triage((80, 24), false);
    let (text, buf) = render(&app);
    let mut summary = text.clone();
    summary.push_str("--- reversed cells, by row ---\n");
    for y in 0..app.size.1 {
        let rev: Vec<u16> = (0..app.size.0)
            .filter(|&x| buf[(x, y)].modifier.contains(Modifier::REVERSED))
            .collect();
        if let (Some(a), Some(b)) = (rev.first(), rev.last()) {
            summary.push_str(&format!("row {y}: columns {a}..={b}\n"));
        }
        for x in 0..app.size.0 {
            let c = &buf[(x, y)];
            assert!(
                matches!(c.fg, Color::Reset) && matches!(c.bg, Color::Reset),
                "colour at {x},{y}: {c:?}"
            );
        }
    }
    let selected_row = text
        .lines()
        .position(|l| l.starts_with('>'))
        .expect("a > marker");
    assert!(summary.contains(&format!("row {selected_row}: columns 0..=")));
    insta::assert_snapshot!("triage_80x24_no_color", summary);
}

#[test]
fn the_question_names_cost_left_reset_and_the_guards_warning() {
    let mut app = triage((80, 24), true);
    // Marks the third too; the first is open already, so `u` is about the
    // third alone.
    app.handle(Event::Key(keys::Key::Char(' ')));
    let fx = app.handle(Event::Key(keys::Key::Char('u')));
    let spend = Spend::Unlock(vec![sample_hit(2).id().into()]);
    assert_eq!(fx, [Effect::Quote(spend.clone())]);
    app.handle(Event::Quoted(
        spend,
        Quoted {
            cost: 1,
            free: Vec::new(),
            question: Some(crate::guard::Question {
                meter: Meter::ApiUnlocks,
                cost: 1,
                left: 3,
                limit: 10,
                reserve: 2,
                resets: Some("1 Dec".into()),
                resets_at: None,
                why: "this spends 1 unlock and leaves 2 of 10 (your reserve is 2)".into(),
                ..Default::default()
            }),
            refusal: None,
        },
    ));
    let text = screen(&app);
    assert!(
        text.contains("This spends 1 unlock: 3 of 10 left, resets 1 Dec."),
        "{text}"
    );
    assert!(text.contains("y/1 yes, spend"), "{text}");
    insta::assert_snapshot!("question_80x24", text);
}

#[test]
fn too_small_says_so_until_resized() {
    let mut app = triage((39, 12), true);
    let text = screen(&app);
    assert!(text.contains("too small"), "{text}");
    app.handle(Event::Resize(40, 11));
    assert!(screen(&app).contains("at least 40×12"));
    app.handle(Event::Resize(40, 12));
    let text = screen(&app);
    assert!(!text.contains("too small"), "{text}");
    insta::assert_snapshot!("smallest_40x12", text);
}

#[test]
fn no_hits_say_what_to_widen() {
    let mut app = App::new(config((80, 24)), Instant::now());
    app.handle(Event::PageLoaded {
        page: 1,
        hits: Vec::new(),
        total: Some(0),
    });
    app.handle(Event::Done);
    let text = screen(&app);
    assert!(text.contains("No hits."), "{text}");
    assert!(
        text.contains("Widen the search: fewer --skill groups"),
        "{text}"
    );
}

#[test]
fn a_wait_is_a_countdown() {
    let mut app = triage((80, 24), true);
    let t0 = app.now;
    app.handle(Event::Wait {
        why: "pacing: waiting 42s for a free slot of the search rate limit".into(),
        until: t0 + Duration::from_secs(42),
    });
    app.handle(Event::Tick(t0 + Duration::from_millis(2_500)));
    let text = screen(&app);
    let status = text.lines().nth(21).unwrap();
    assert!(
        status.starts_with(" 40s to wait · q quits, nothing more is sent · pacing"),
        "{status}"
    );
}

#[test]
fn help_lists_every_key_of_the_map() {
    let mut app = triage((120, 40), true);
    app.handle(Event::Key(keys::Key::Char('?')));
    let text = screen(&app);
    // The box's rows as one text (its lines wrap between words).
    let inside: Vec<&str> = text
        .lines()
        .filter_map(|l| {
            let a = l.find('│')?;
            let b = l.rfind('│')?;
            (b > a).then(|| l[a + '│'.len_utf8()..b].trim())
        })
        .collect();
    let inside = inside.join(" ");
    for scope in keys::Scope::ALL {
        for (k, what) in keys::help(scope) {
            assert!(
                inside.contains(&format!("{k} {what}")),
                "{k} {what}:\n{text}"
            );
        }
    }
    insta::assert_snapshot!("help_120x40", text);
}

#[test]
fn the_job_picker() {
    let mut app = triage((80, 24), true);
    app.handle(Event::Key(keys::Key::Char('i')));
    app.handle(Event::Jobs(vec![
        Job {
            id: "job_f8497c54ab29".into(),
            title: "Data Scientist".into(),
        },
        Job {
            id: "job_39605b19bfd5".into(),
            title: "Senior Backend Engineer".into(),
        },
    ]));
    app.handle(Event::Key(keys::Key::Char('j')));
    let text = screen(&app);
    assert!(
        text.contains("> job_39605b19bfd5  Senior Backend Engineer"),
        "{text}"
    );
}

/// The test backend, with whether the frame showed the cursor and where
/// (`TestBackend` keeps the first to itself).
struct Cursor {
    inner: TestBackend,
    shown: bool,
}

impl ratatui::backend::Backend for Cursor {
    type Error = <TestBackend as ratatui::backend::Backend>::Error;
    fn draw<'a, I>(&mut self, content: I) -> Result<(), Self::Error>
    where
        I: Iterator<Item = (u16, u16, &'a ratatui::buffer::Cell)>,
    {
        self.inner.draw(content)
    }
    fn hide_cursor(&mut self) -> Result<(), Self::Error> {
        self.shown = false;
        self.inner.hide_cursor()
    }
    fn show_cursor(&mut self) -> Result<(), Self::Error> {
        self.shown = true;
        self.inner.show_cursor()
    }
    fn get_cursor_position(&mut self) -> Result<ratatui::layout::Position, Self::Error> {
        self.inner.get_cursor_position()
    }
    fn set_cursor_position<P: Into<ratatui::layout::Position>>(
        &mut self,
        position: P,
    ) -> Result<(), Self::Error> {
        self.inner.set_cursor_position(position)
    }
    fn clear(&mut self) -> Result<(), Self::Error> {
        self.inner.clear()
    }
    fn clear_region(&mut self, clear_type: ratatui::backend::ClearType) -> Result<(), Self::Error> {
        self.inner.clear_region(clear_type)
    }
    fn size(&self) -> Result<ratatui::layout::Size, Self::Error> {
        self.inner.size()
    }
    fn window_size(&mut self) -> Result<ratatui::backend::WindowSize, Self::Error> {
        self.inner.window_size()
    }
    fn flush(&mut self) -> Result<(), Self::Error> {
        self.inner.flush()
    }
}

/// The screen's text and the cursor: `Some((x, y))` when shown.
fn with_cursor(app: &App) -> (String, Option<(u16, u16)>) {
    let (w, h) = app.size;
    let mut term = Terminal::new(Cursor {
        inner: TestBackend::new(w, h),
        shown: false,
    })
    .unwrap();
    // Hidden to start with, as the window enters it outside the mode.
    term.hide_cursor().unwrap();
    term.draw(|f| draw(f, app)).unwrap();
    let text = screen(app);
    let shown = term.backend().shown;
    let at = term.get_cursor_position().unwrap();
    (text, shown.then_some((at.x, at.y)))
}

fn row_of(text: &str, needle: &str) -> u16 {
    text.lines()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("{needle} is not on screen:\n{text}")) as u16
}

#[test]
fn accessible_the_cursor_stays_on_the_selected_row_and_the_footer_names_it() {
    let mut app = triage((80, 24), false);
    app.cfg.accessible = true;
    app.status = None;
    let (text, cursor) = with_cursor(&app);
    let third = sample_hit(2).id().to_string();
    assert_eq!(
        cursor,
        Some((0, row_of(&text, &format!(">   {third}")))),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            " row 3 of 10: {third} · 4.5 years · Infosys · Hyderabad"
        )),
        "{text}"
    );
    insta::assert_snapshot!("accessible_80x24", text);
    // It follows the selection, in the list and in the footer.
    for k in ['j', 'j', 'k'] {
        app.handle(Event::Key(keys::Key::Char(k)));
    }
    let (text, cursor) = with_cursor(&app);
    let fourth = sample_hit(3).id().to_string();
    assert_eq!(
        cursor,
        Some((0, row_of(&text, &format!(">   {fourth}")))),
        "{text}"
    );
    assert!(text.contains(&format!(" row 4 of 10: {fourth}")), "{text}");
    // Outside the mode the cursor stays hidden.
    app.cfg.accessible = false;
    assert_eq!(with_cursor(&app).1, None);
}

#[test]
fn accessible_questions_are_numbered_with_the_cursor_on_the_first_choice() {
    let mut app = triage((80, 24), false);
    app.cfg.accessible = true;
    let spend = Spend::Unlock(vec![sample_hit(2).id().into()]);
    app.handle(Event::Quoted(
        spend,
        Quoted {
            cost: 1,
            free: Vec::new(),
            question: None,
            refusal: None,
        },
    ));
    let (text, cursor) = with_cursor(&app);
    let words = row_of(&text, "Unlock 00000000000000005eed0002?");
    let yes = row_of(&text, "1) yes, spend it");
    assert_eq!(row_of(&text, "2) no, send nothing"), yes + 1, "{text}");
    assert!(yes > words, "{text}");
    assert_eq!(cursor.map(|c| c.1), Some(yes), "{text}");
    insta::assert_snapshot!("accessible_question_80x24", text);
    // 2 answers no, like n; 1 spends, like y.
    app.handle(Event::Key(keys::Key::Char('2')));
    assert!(app.status.as_ref().unwrap().1.starts_with("declined"));
}

/// A hit of `triage` with these fields changed.
fn with_hit(fields: serde_json::Value) -> App {
    let mut v = serde_json::to_value(&sample_hit(0).hit).unwrap();
    for (k, x) in fields.as_object().unwrap() {
        v[k] = x.clone();
    }
    let mut app = App::new(config((80, 24)), Instant::now());
    app.handle(Event::PageLoaded {
        page: 1,
        hits: vec![
            crate::ops::browse::hits::Hit::from_value(v).unwrap(),
            sample_hit(1),
        ],
        total: Some(2),
    });
    app.handle(Event::Done);
    app
}

#[test]
fn browse_clips_the_company_column_by_display_width_not_characters() {
    let mut app =
        with_hit(serde_json::json!({"currentCompany": "株式会社メルカリ東京本社エンジニアリング"}));
    app.handle(Event::Resize(120, 30));
    let (text, buf) = render(&app);
    assert!(!text.contains('\u{FFFD}'), "{text}");
    assert!(text.contains('…'), "{text}");
    // The salary starts in the same column on both rows (the list's first
    // two rows, under the header and the column names).
    let col = |y: u16| {
        (0..app.size.0)
            .find(|&x| buf[(x, y)].symbol() == "₹")
            .unwrap_or_else(|| panic!("no salary on row {y}:\n{text}"))
    };
    assert_eq!(col(2), col(3), "{text}");
    // 16 columns at most (7 wide characters and the cut: 15), never half of one.
    assert_eq!(clip("株式会社メルカリ東京本社", 16), "株式会社メルカ…");
    assert_eq!(clip("Razorpay", 16), "Razorpay");
}

#[test]
fn a_5000_character_id_keeps_the_question_box_whole() {
    let id = "a".repeat(5000);
    let mut app = with_hit(serde_json::json!({"talentCardId": id}));
    app.handle(Event::Resize(100, 30));
    app.handle(Event::Quoted(
        Spend::Unlock(vec![id.clone()]),
        Quoted {
            cost: 1,
            free: Vec::new(),
            question: None,
            refusal: None,
        },
    ));
    let text = screen(&app);
    assert!(text.contains("(5000 characters)?"), "{text}");
    assert!(text.contains("This spends 1 unlock."), "{text}");
    assert!(text.contains("y/1 yes, spend"), "{text}");
    // The box is drawn whole: its top and bottom borders.
    assert!(text.contains("┌ Before anything is spent"), "{text}");
    assert!(
        text.lines().any(|l| l.trim_start().starts_with('└')),
        "{text}"
    );
}

#[test]
fn the_detail_pane_wraps_long_lines_under_their_indent() {
    let long =
        "Principal Backend Engineer, Reliance Jio Infocomm Limited Navi Mumbai (2015–present)";
    let mut app = with_hit(serde_json::json!({"workHistory": [long]}));
    app.handle(Event::Resize(80, 50));
    let text = screen(&app);
    let pane: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split_once('│').map(|(_, r)| r))
        .collect();
    let at = pane
        .iter()
        .position(|l| l.starts_with("  Principal"))
        .unwrap_or_else(|| panic!("{text}"));
    let rest: Vec<&&str> = pane[at + 1..]
        .iter()
        .take_while(|l| !l.is_empty() && !l.starts_with("Education"))
        .collect();
    assert!(!rest.is_empty(), "it did not wrap:\n{text}");
    for l in rest {
        assert!(
            l.starts_with("  ") && !l.starts_with("   "),
            "{l:?}\n{text}"
        );
    }
    // A word longer than the pane is cut, not lost.
    let wrapped = wrap_hanging(Text::from(format!("  {}", "x".repeat(90))), 30, usize::MAX);
    let total: usize = wrapped
        .lines
        .iter()
        .map(|l| l.to_string().trim().len())
        .sum();
    assert_eq!(total, 90);
    assert!(wrapped.lines.iter().all(|l| l.width() <= 30));
}

#[test]
fn signal_scores_print_as_the_service_sent_them() {
    let app = with_hit(serde_json::json!({"profileSignals": {
        "workQuality": {"score": 52, "level": "medium", "reason": null},
        "jobTenure": {"score": 52.5, "level": "medium", "reason": null},
        "industryTags": [{"tag": "saas", "label": "SaaS", "score": 0.9, "reason": null}]
    }}));
    let text = screen(&app);
    assert!(text.contains("work quality         52 medium"), "{text}");
    assert!(text.contains("job tenure         52.5 medium"), "{text}");
    assert!(text.contains(" 0.9 SaaS"), "{text}");
    assert!(!text.contains("52.0"), "{text}");
}
