//! Timings of `talent browse`'s window, without a terminal (docs/benchmarks.md):
//!
//! - first frame: a first page of hits arrives as JSON (decoded, handed to
//!   the state machine) until its frame is drawn at 120×40;
//! - frame: drawing a loaded window at 120×40 (target under 2 ms);
//! - filter: one keystroke of `/` over 1,000 loaded hits with resume
//!   excerpts of about 4,000 characters (target under 5 ms).
//!
//! Run: `cargo run --release --example browse_bench [ROUNDS]`

use std::time::{Duration, Instant};

use ratatui::backend::TestBackend;
use ratatui::Terminal;
use serde_json::{json, Value};
use talent::ops::browse::hits::Hit;
use talent::ops::browse::keys::Key;
use talent::ops::browse::{draw::draw, App, Config, Event};

/// A deterministic stream of words, as a resume excerpt reads.
struct Words(u64);

const WORDS: &[&str] = &[
    "built",
    "payments",
    "platform",
    "services",
    "golang",
    "kafka",
    "postgres",
    "kubernetes",
    "latency",
    "throughput",
    "team",
    "led",
    "migrated",
    "monolith",
    "microservices",
    "java",
    "spring",
    "react",
    "typescript",
    "aws",
    "terraform",
    "observability",
    "on-call",
    "design",
    "reviews",
    "mentored",
    "engineers",
    "scaled",
    "customers",
    "data",
    "pipelines",
    "spark",
];

impl Words {
    fn next(&mut self) -> &'static str {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        WORDS[(self.0 >> 33) as usize % WORDS.len()]
    }

    fn text(&mut self, chars: usize) -> String {
        let mut s = String::with_capacity(chars + 16);
        while s.len() < chars {
            s.push_str(self.next());
            s.push(if s.len() % 97 < 8 { '\n' } else { ' ' });
        }
        s
    }
}

fn hit(i: usize, words: &mut Words) -> Value {
    let now_in = ["Bengaluru", "Chennai", "Hyderabad", "Noida"][i % 4];
    let company = ["Razorpay", "Zepto", "Infosys", "Swiggy", "Freshworks"][i % 5];
    json!({
        "talentCardId": format!("{:024x}", 0xb0_0000_u64 + i as u64),
        "experience": 1.5 + (i % 17) as f64,
        "locations": ["Bengaluru", "Pune", "Remote"],
        "currentLocation": now_in,
        "currentCompany": company,
        "joiningAvailability": {"status": "on_notice_period", "noticePeriodEndsOn": "2026-12-15T00:00:00Z"},
        "currentSalary": 1_200_000.0 + 37_000.0 * i as f64,
        "workHistory": (0..6).map(|k| format!("Engineer {k}, Company {} (20{:02}–20{:02})", i % 40, 10 + k, 11 + k)).collect::<Vec<_>>(),
        "education": ["B.Tech, Computer Science, NIT Trichy (2015)", "Class XII (2011)"],
        "profileSignals": {
            "educationPedigree": {"score": 81.0, "level": "high", "reason": "Tier-1 engineering college"},
            "workQuality": {"score": 64.0, "level": "medium", "reason": "Product companies"},
            "careerGrowth": {"score": 55.0, "level": "medium", "reason": null},
            "startupExperience": {"score": 71.0, "level": "high", "reason": "Two funded startups"},
            "entrepreneurship": null,
            "jobTenure": {"score": 48.0, "level": "medium", "reason": null},
            "industryTags": [{"tag": "banking_and_finance", "label": "Banking & Finance", "score": 0.91, "reason": null}]
        },
        "redactedResumeText": words.text(4_000),
        "lastSeen": "2026-06-10T08:30:00Z"
    })
}

fn config() -> Config {
    Config {
        page_size: 10,
        terms: vec!["golang".into(), "kafka".into(), "kubernetes".into()],
        color: true,
        widen: "fewer filters".into(),
        size: (120, 40),
        accessible: false,
    }
}

fn page(values: &[Value]) -> Vec<Hit> {
    values
        .iter()
        .cloned()
        .map(|v| Hit::from_value(v).expect("a hit"))
        .collect()
}

/// Least, median and 95th percentile (on a shared machine the least is
/// what the work costs; the tail is other processes' time slices).
fn stats(mut d: Vec<Duration>) -> (Duration, Duration, Duration) {
    d.sort();
    (d[0], d[d.len() / 2], d[d.len() * 95 / 100])
}

fn show(name: &str, d: Vec<Duration>) {
    let n = d.len();
    let (min, p50, p95) = stats(d);
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{name:<48} min {:>7.3}  median {:>7.3}  p95 {:>7.3} ms  ({n} runs)",
        ms(min),
        ms(p50),
        ms(p95)
    );
}

fn main() {
    let rounds: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let mut words = Words(7);
    let values: Vec<Value> = (0..1_000).map(|i| hit(i, &mut words)).collect();

    // First frame after the first page arrives: decode, handle, draw.
    let mut first = Vec::new();
    for _ in 0..rounds {
        let mut app = App::new(config(), Instant::now());
        let mut term = Terminal::new(TestBackend::new(120, 40)).unwrap();
        term.draw(|f| draw(f, &app)).unwrap();
        let t = Instant::now();
        let hits = page(&values[..10]);
        app.handle(Event::PageLoaded {
            page: 1,
            hits,
            total: Some(1_000),
        });
        app.handle(Event::Done);
        term.draw(|f| draw(f, &app)).unwrap();
        first.push(t.elapsed());
    }
    show("first full frame after the first page (120x40)", first);

    // A frame of a loaded window, drawn whole each time.
    let mut app = App::new(config(), Instant::now());
    for p in 0..100 {
        app.handle(Event::PageLoaded {
            page: p + 1,
            hits: page(&values[p as usize * 10..p as usize * 10 + 10]),
            total: Some(1_000),
        });
    }
    app.handle(Event::Done);
    for p in (1..100).rev() {
        // Back to page 1, from memory.
        let _ = p;
        app.handle(Event::Key(Key::Char('p')));
    }
    let mut frames = Vec::new();
    for i in 0..rounds {
        let mut term = Terminal::new(TestBackend::new(120, 40)).unwrap();
        app.handle(Event::Key(Key::Char(if i % 2 == 0 { 'j' } else { 'k' })));
        let t = Instant::now();
        term.draw(|f| draw(f, &app)).unwrap();
        frames.push(t.elapsed());
    }
    show("frame render (120x40, loaded window)", frames);

    // A keystroke of the filter over 1,000 loaded hits: one that matches
    // nothing (every hit scanned to its end) and one that matches many.
    assert_eq!(app.loaded(), 1_000);
    for (name, word) in [
        ("filter keystroke, 1,000 hits, no match", "zq"),
        ("filter keystroke, 1,000 hits, matches many", "ka"),
    ] {
        let mut times = Vec::new();
        app.handle(Event::Key(Key::Char('/')));
        for _ in 0..rounds {
            for c in word.chars() {
                let t = Instant::now();
                app.handle(Event::Key(Key::Char(c)));
                times.push(t.elapsed());
            }
            for _ in word.chars() {
                app.handle(Event::Key(Key::Backspace));
            }
        }
        app.handle(Event::Key(Key::Esc));
        show(name, times);
    }
}
