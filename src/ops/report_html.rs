//! `talent report --html FILE`: the report as one self-contained page a
//! lead opens, prints or mails, read at a glance (the contract's turn 6):
//! the verdict sentence first, the workspace, every date in words; per
//! meter the cumulative spend against the limit with the labelled
//! forecast beside the daily bars (stacked by member); each job's funnel
//! as bars with each step's share. Charts are inline SVG, and every
//! figure is also in a table (the per-day ones folded in `<details>`,
//! printed open). No script and nothing loaded from elsewhere (the
//! contract's Content-Security-Policy); every text escaped; no key, ledger
//! URL or database host (the report holds none); readable by a screen
//! reader (SVG titles and descriptions, tables with captions and headers);
//! light and dark; printable on A4.

use std::fmt::Write as _;

use chrono::NaiveDate;

use super::report::{
    day_words, days_of, forecast_words, report_year, reset_day, time_words, JobReport, MeterReport,
    Report, CHANNELS, HOW_TO_KNOW,
};

/// The contract's policy: nothing but inline style and data: images.
pub const CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/// Series drawn on their own, then "others" (the palette has one more).
const SERIES: usize = 6;

/// Text for HTML (element content and attribute values alike): escaped by
/// the `html-escape` crate (`& < > " '`), after what has no place on a page
/// is taken out.
pub fn escape(s: &str) -> String {
    let shown: String = s
        .chars()
        .filter_map(|c| match c {
            // Controls other than whitespace have no place on a page.
            c if c.is_control() && !matches!(c, '\n' | '\t') => Some('\u{FFFD}'),
            // Bidi embeddings, overrides and isolates (U+202A–U+202E,
            // U+2066–U+2069) make a title read other than it is: dropped,
            // as MCP drops them (the marks U+200E/U+200F stay).
            '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' => None,
            c => Some(c),
        })
        .collect();
    html_escape::encode_quoted_attribute(&shown).into_owned()
}

const STYLE: &str = r#"
:root { color-scheme: light dark; --fg: #1a1a1a; --bg: #ffffff; --muted: #555555; --line: #c8c8c8;
  --s0: #1f5fa6; --s1: #b34700; --s2: #6a51a3; --s3: #1b7a5a; --s4: #b0245f; --s5: #6b6b6b; --fc: #8a1c1c; --lim: #333333; --ok: #1b6b3a; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #ececec; --bg: #161616; --muted: #b5b5b5; --line: #4a4a4a;
    --s0: #6fa8ff; --s1: #ff9e57; --s2: #b9a2ff; --s3: #5fd3a6; --s4: #ff7fb0; --s5: #a8a8a8; --fc: #ff8080; --lim: #dddddd; --ok: #7fd89f; }
}
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg);
  max-width: 62rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; } h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1.05rem; margin: 1.25rem 0 .25rem; }
p.verdict { font-size: 1.2rem; font-weight: 600; margin: 0 0 .5rem; padding: .6rem .8rem; border-left: 4px solid var(--fc); }
p.verdict.lasts { border-left-color: var(--ok); }
p.lead, .muted { color: var(--muted); }
code { font-size: .95em; }
table { border-collapse: collapse; margin: .5rem 0 1rem; min-width: 50%; }
caption { text-align: left; font-weight: 600; padding: .25rem 0; }
th, td { border: 1px solid var(--line); padding: .2rem .5rem; text-align: left; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
.charts { display: flex; flex-wrap: wrap; gap: 1rem; }
.charts figure { margin: 0; flex: 1 1 22rem; max-width: 30rem; }
figcaption { font-weight: 600; font-size: .95rem; margin-bottom: .25rem; }
svg { max-width: 100%; height: auto; display: block; }
svg text { fill: var(--fg); font: 11px system-ui, sans-serif; }
.s0 { fill: var(--s0); } .s1 { fill: var(--s1); } .s2 { fill: var(--s2); } .s3 { fill: var(--s3); } .s4 { fill: var(--s4); } .s5 { fill: var(--s5); }
.axis { stroke: var(--line); } .fc { stroke: var(--fc); stroke-width: 2; stroke-dasharray: 6 4; fill: none; }
.cum { stroke: var(--s0); stroke-width: 2.5; fill: none; } .dot { fill: var(--s0); } .out { fill: var(--fc); }
.lim { stroke: var(--lim); stroke-width: 1.5; stroke-dasharray: 2 3; }
.key { display: inline-block; width: .8em; height: .8em; margin: 0 .3em 0 .8em; vertical-align: -.05em; }
.k0 { background: var(--s0); } .k1 { background: var(--s1); } .k2 { background: var(--s2); } .k3 { background: var(--s3); } .k4 { background: var(--s4); } .k5 { background: var(--s5); }
.warn { color: var(--fc); font-weight: 600; }
details { margin: .25rem 0 1rem; } summary { cursor: pointer; color: var(--muted); }
section { break-inside: avoid; }
@page { size: A4; margin: 14mm; }
@media print {
  body { max-width: none; padding: 0; font-size: 11pt; } h2 { break-after: avoid; } table, svg, figure { break-inside: avoid; }
  details::details-content { content-visibility: visible; display: block; }
  details > summary { list-style: none; }
}
"#;

/// A day as the page writes it: in words, with the ISO day for machines.
fn day(d: NaiveDate, year: i32) -> String {
    format!("<time datetime=\"{d}\">{}</time>", day_words(d, year))
}

/// The whole page.
pub fn render(r: &Report) -> String {
    let mut h = String::with_capacity(64 * 1024);
    let c = &r.cycle;
    let year = report_year(c);
    let lasts = r
        .meters_in_order()
        .iter()
        .all(|(_, m)| m.forecast.runs_out_on.is_none() && !(m.limit > 0 && m.left == 0));
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"{csp}\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n\
         <title>Quota report, {s} to {e}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n\
         <h1>Quota report</h1>\n<p class=\"verdict{cls}\">{verdict}</p>\n\
         <p class=\"lead\">Workspace <code>{ws}</code>. The cycle from {sd} to {ed}{prev}; the meters reset on {reset}. \
         Figures as of {now}.</p>\n",
        csp = escape(CSP),
        s = day_words(c.start, year),
        e = day_words(c.end, year),
        cls = if lasts && !r.previous { " lasts" } else { "" },
        verdict = escape(&r.verdict),
        ws = escape(&r.workspace),
        sd = day(c.start, year),
        ed = day(c.end, year),
        prev = if r.previous { " (the previous cycle)" } else { "" },
        reset = escape(&time_words(c.end_ms, year)),
        now = escape(&time_words(c.now_ms, year)),
    );
    meters_summary(&mut h, r);
    for (name, m) in r.meters_in_order() {
        meter_section(&mut h, r, name, m);
    }
    people(&mut h, r);
    jobs(&mut h, r);
    refusals(&mut h, r);
    h.push_str("</main>\n</body>\n</html>\n");
    h
}

fn title(name: &str) -> &'static str {
    match name {
        "unlocks" => "Unlocks",
        "searches" => "Searches",
        _ => "Messages",
    }
}

fn meters_summary(h: &mut String, r: &Report) {
    let year = report_year(&r.cycle);
    h.push_str(
        "<section>\n<h2>Meters</h2>\n<table>\n<caption>Each meter this cycle: used, limit, left, pace and forecast</caption>\n\
         <thead><tr><th scope=\"col\">Meter</th><th scope=\"col\" class=\"n\">Used</th><th scope=\"col\" class=\"n\">Limit</th>\
         <th scope=\"col\" class=\"n\">Left</th><th scope=\"col\" class=\"n\">Pace per day</th><th scope=\"col\">Runs out on</th>\
         <th scope=\"col\">Lasts the cycle</th></tr></thead>\n<tbody>\n",
    );
    for (name, m) in r.meters_in_order() {
        let _ = writeln!(
            h,
            "<tr><th scope=\"row\">{}</th><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
             <td class=\"n\">{}</td><td>{}</td><td>{}</td></tr>",
            title(name),
            m.used,
            m.limit,
            m.left,
            pace(m.forecast.pace_per_day),
            m.forecast
                .runs_out_on
                .map(|d| format!("<span class=\"warn\">{}</span>", day(d, year)))
                .unwrap_or_else(|| "—".into()),
            if m.forecast.lasts_cycle { "yes" } else { "no" },
        );
    }
    h.push_str("</tbody>\n</table>\n</section>\n");
}

/// Who a series is: a member, or the others.
fn who(w: &str) -> String {
    if w.is_empty() {
        "others".to_string()
    } else {
        w.to_string()
    }
}

/// One meter: the cumulative chart and the daily bars side by side, then
/// its days as a folded table.
fn meter_section(h: &mut String, r: &Report, name: &str, m: &MeterReport) {
    let t = title(name);
    let year = report_year(&r.cycle);
    let _ = writeln!(h, "<section>\n<h2>{t}</h2>\n<div class=\"charts\">");
    cumulative_chart(h, r, &format!("cum-{name}"), t, m);
    daily_chart(h, r, &format!("day-{name}"), t, m);
    h.push_str("</div>\n");
    let series: Vec<&(String, Vec<i64>)> = m.stacked.iter().take(SERIES).collect();
    if !series.is_empty() {
        h.push_str("<p class=\"muted\" aria-hidden=\"true\">");
        for (i, (w, _)) in series.iter().enumerate() {
            let _ = write!(h, "<span class=\"key k{i}\"></span>{}", escape(&who(w)));
        }
        h.push_str("</p>\n");
    }
    let _ = write!(
        h,
        "<details>\n<summary>{t} spent each day, as a table</summary>\n\
         <table>\n<caption>{t} spent each day</caption>\n<thead><tr><th scope=\"col\">Day</th>\
         <th scope=\"col\" class=\"n\">Spent</th><th scope=\"col\" class=\"n\">Spent so far</th>"
    );
    for (w, _) in &series {
        let _ = write!(h, "<th scope=\"col\" class=\"n\">{}</th>", escape(&who(w)));
    }
    h.push_str("</tr></thead>\n<tbody>\n");
    let mut so_far = 0;
    for (i, d) in m.daily.iter().enumerate() {
        so_far += d.spent;
        let _ = write!(
            h,
            "<tr><th scope=\"row\">{}</th><td class=\"n\">{}</td><td class=\"n\">{so_far}</td>",
            day(d.day, year),
            d.spent
        );
        for (_, v) in &series {
            let _ = write!(h, "<td class=\"n\">{}</td>", v.get(i).copied().unwrap_or(0));
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</tbody>\n</table>\n</details>\n</section>\n");
}

/// The charts' frame: width, height, margins (left, top, right, bottom).
const W: f64 = 460.0;
const H: f64 = 240.0;
const ML: f64 = 40.0;
const MT: f64 = 30.0;
const MR: f64 = 12.0;
const MB: f64 = 26.0;

/// The x axis's ends: the cycle's first day and the reset, in words.
fn x_axis(h: &mut String, r: &Report) {
    let c = &r.cycle;
    let year = report_year(c);
    let _ = writeln!(
        h,
        "<text x=\"{ML}\" y=\"{:.1}\">{}</text><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">reset {}</text>",
        H - 6.0,
        day_words(c.start, year),
        W - MR,
        H - 6.0,
        day_words(reset_day(c), year)
    );
}

/// The spend so far against the limit: the ledger's running total day by
/// day up to today (today's point is the service's count, which holds
/// what the ledger did not see), the limit as a dotted line, and the
/// forecast at the pace to the reset as a dashed one, each named in the
/// key above the plot (no label over the line).
fn cumulative_chart(h: &mut String, r: &Report, id: &str, t: &str, m: &MeterReport) {
    let p = Plot::of(r, m);
    let fc_words = match m.forecast.runs_out_on {
        Some(d) => format!(
            "forecast: runs out on {}",
            day_words(d, report_year(&r.cycle))
        ),
        None if m.forecast.pace_per_day > 0.0 && p.days_left > 0.0 => format!(
            "forecast: {:.0} of {} by the reset",
            p.forecast_end.floor(),
            m.limit
        ),
        None => "no forecast: nothing spent in the last 7 days".to_string(),
    };
    let desc = format!(
        "{t} spent so far: {} of {}, {} left. {}.",
        m.used, m.limit, m.left, fc_words
    );
    let _ = writeln!(
        h,
        "<figure>\n<figcaption>{t} spent so far, against the limit</figcaption>\n\
         <svg role=\"img\" aria-labelledby=\"{id}-t {id}-d\" viewBox=\"0 0 {W} {H}\" width=\"{W}\" height=\"{H}\">\n\
         <title id=\"{id}-t\">{t} spent so far against the limit of {}, with the forecast to the reset</title>\n<desc id=\"{id}-d\">{}</desc>",
        m.limit,
        escape(&desc)
    );
    cumulative_axes(h, &p, m, &fc_words);
    running_total(h, r, m, &p);
    // The forecast: the pace from now to the reset (or to the top).
    if m.forecast.pace_per_day > 0.0 && p.days_left > 0.0 && !r.previous {
        forecast_line(h, m, &p, &fc_words);
    }
    x_axis(h, r);
    h.push_str("</svg>\n</figure>\n");
}

/// The cumulative chart's geometry: the cycle's days across, the scale up
/// to the limit, the spend or the forecast (capped at twice the limit).
struct Plot {
    total_days: f64,
    plot_w: f64,
    plot_h: f64,
    bw: f64,
    /// Days from the cycle's start to the end of today.
    today_end: f64,
    /// Days from the end of today to the reset.
    days_left: f64,
    /// The spend at the reset at the pace.
    forecast_end: f64,
    scale_max: f64,
}

impl Plot {
    fn of(r: &Report, m: &MeterReport) -> Plot {
        let c = &r.cycle;
        let total_days = days_of(c.start_ms, c.end_ms).len().max(1) as f64;
        let plot_w = W - ML - MR;
        let today_end = m.daily.len() as f64;
        let days_left = (total_days - today_end).max(0.0);
        let forecast_end = m.used as f64 + m.forecast.pace_per_day * days_left;
        let scale_max = (m.limit.max(m.used) as f64)
            .max(forecast_end.min(2.0 * m.limit.max(1) as f64))
            .max(1.0)
            * 1.1;
        Plot {
            total_days,
            plot_w,
            plot_h: H - MT - MB,
            bw: plot_w / total_days,
            today_end,
            days_left,
            forecast_end,
            scale_max,
        }
    }

    fn x(&self, days: f64) -> f64 {
        ML + days * self.bw
    }

    fn y(&self, v: f64) -> f64 {
        MT + self.plot_h - v.min(self.scale_max) / self.scale_max * self.plot_h
    }
}

/// The axes, the key above the plot, and the limit's dotted line.
fn cumulative_axes(h: &mut String, p: &Plot, m: &MeterReport, fc_words: &str) {
    let b = MT + p.plot_h;
    let _ = writeln!(
        h,
        "<line class=\"axis\" x1=\"{ML}\" y1=\"{b}\" x2=\"{:.1}\" y2=\"{b}\"/><line class=\"axis\" x1=\"{ML}\" y1=\"{MT}\" x2=\"{ML}\" y2=\"{b}\"/>\
         <text x=\"{:.1}\" y=\"{b}\" text-anchor=\"end\">0</text>",
        ML + p.plot_w,
        ML - 4.0
    );
    let _ = writeln!(
        h,
        "<line class=\"cum\" x1=\"{ML}\" y1=\"10\" x2=\"{:.1}\" y2=\"10\"/><text x=\"{:.1}\" y=\"14\">spent</text>\
         <line class=\"lim\" x1=\"{:.1}\" y1=\"10\" x2=\"{:.1}\" y2=\"10\"/><text x=\"{:.1}\" y=\"14\">limit {}</text>\
         <line class=\"fc\" x1=\"{:.1}\" y1=\"10\" x2=\"{:.1}\" y2=\"10\"/><text x=\"{:.1}\" y=\"14\">{}</text>",
        ML + 18.0,
        ML + 22.0,
        ML + 62.0,
        ML + 80.0,
        ML + 84.0,
        m.limit,
        ML + 150.0,
        ML + 168.0,
        ML + 172.0,
        escape(fc_words)
    );
    let yl = p.y(m.limit as f64);
    let _ = writeln!(
        h,
        "<line class=\"lim\" x1=\"{ML}\" y1=\"{yl:.1}\" x2=\"{:.1}\" y2=\"{yl:.1}\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
        ML + p.plot_w,
        ML - 4.0,
        yl + 4.0,
        m.limit
    );
}

/// The running total, from 0 at the cycle's start, and today's point.
fn running_total(h: &mut String, r: &Report, m: &MeterReport, p: &Plot) {
    let b = MT + p.plot_h;
    let mut points = vec![format!("{ML:.1},{b:.1}")];
    let mut so_far = 0i64;
    let last = m.daily.len().saturating_sub(1);
    for (i, d) in m.daily.iter().enumerate() {
        so_far += d.spent;
        // Today's point is the service's count (it holds what the ledger
        // did not see), unless reporting a past cycle.
        let v = if i == last && !r.previous {
            so_far.max(m.used)
        } else {
            so_far
        };
        points.push(format!("{:.1},{:.1}", p.x(i as f64 + 1.0), p.y(v as f64)));
    }
    let _ = writeln!(
        h,
        "<polyline class=\"cum\" points=\"{}\"/>",
        points.join(" ")
    );
    let now_v = if r.previous {
        so_far
    } else {
        so_far.max(m.used)
    };
    let _ = writeln!(
        h,
        "<circle class=\"dot\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"3.5\"><title>{} of {} used</title></circle>",
        p.x(p.today_end),
        p.y(now_v as f64),
        now_v,
        m.limit
    );
}

/// The forecast's dashed line at the pace from now to the reset (or to
/// the top), and where it crosses the limit.
fn forecast_line(h: &mut String, m: &MeterReport, p: &Plot, fc_words: &str) {
    let end_days = if p.forecast_end > p.scale_max {
        p.today_end + (p.scale_max - m.used as f64) / m.forecast.pace_per_day
    } else {
        p.total_days
    };
    let _ = writeln!(
        h,
        "<line class=\"fc\" x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\"><title>{}</title></line>",
        p.x(p.today_end),
        p.y(m.used as f64),
        p.x(end_days),
        p.y(m.used as f64 + m.forecast.pace_per_day * (end_days - p.today_end)),
        escape(fc_words)
    );
    if m.forecast.runs_out_on.is_some() {
        let yl = p.y(m.limit as f64);
        let at = p.today_end + m.left.max(0) as f64 / m.forecast.pace_per_day;
        let _ = writeln!(
            h,
            "<circle class=\"out\" cx=\"{:.1}\" cy=\"{yl:.1}\" r=\"4\"><title>{}</title></circle>",
            p.x(at.min(p.total_days)),
            escape(fc_words)
        );
    }
}

/// Bars per day (stacked by member) up to now, with the pace as a dashed
/// line over the days to the reset, named in the key above the plot.
fn daily_chart(h: &mut String, r: &Report, id: &str, t: &str, m: &MeterReport) {
    let c = &r.cycle;
    let year = report_year(c);
    let total_days = days_of(c.start_ms, c.end_ms).len().max(1);
    let plot_w = W - ML - MR;
    let plot_h = H - MT - MB;
    let max_day = m.daily.iter().map(|d| d.spent).max().unwrap_or(0) as f64;
    let scale_max = max_day.max(m.forecast.pace_per_day).max(1.0) * 1.1;
    let bw = plot_w / total_days as f64;
    let y = |v: f64| MT + plot_h - v / scale_max * plot_h;
    // The axis is marked at the biggest day (a bar that tall meets it).
    let top = max_day.max(1.0);
    let desc = format!(
        "{} spent over {} days of the cycle, {} of {} used, {} left. {}.",
        t,
        m.daily.len(),
        m.used,
        m.limit,
        m.left,
        forecast_words(&m.forecast)
    );
    let _ = writeln!(
        h,
        "<figure>\n<figcaption>{t} spent each day</figcaption>\n\
         <svg role=\"img\" aria-labelledby=\"{id}-t {id}-d\" viewBox=\"0 0 {W} {H}\" width=\"{W}\" height=\"{H}\">\n\
         <title id=\"{id}-t\">{t} spent each day, with the pace to the reset</title>\n<desc id=\"{id}-d\">{}</desc>",
        escape(&desc)
    );
    let b = MT + plot_h;
    let _ = writeln!(
        h,
        "<line class=\"axis\" x1=\"{ML}\" y1=\"{b}\" x2=\"{:.1}\" y2=\"{b}\"/><line class=\"axis\" x1=\"{ML}\" y1=\"{MT}\" x2=\"{ML}\" y2=\"{b}\"/>\
         <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{top:.0}</text><text x=\"{:.1}\" y=\"{b}\" text-anchor=\"end\">0</text>",
        ML + plot_w,
        ML - 4.0,
        y(top) + 4.0,
        ML - 4.0,
    );
    let series: Vec<&(String, Vec<i64>)> = m.stacked.iter().collect();
    for (i, _) in m.daily.iter().enumerate() {
        let mut base = 0.0;
        for (k, (who_, v)) in series.iter().enumerate() {
            let n = v.get(i).copied().unwrap_or(0) as f64;
            if n <= 0.0 {
                continue;
            }
            let x = ML + i as f64 * bw + bw * 0.1;
            let y1 = y(base + n);
            let _ = writeln!(
                h,
                "<rect class=\"s{}\" x=\"{x:.1}\" y=\"{y1:.1}\" width=\"{:.1}\" height=\"{:.1}\"><title>{}: {} on {}</title></rect>",
                k.min(SERIES - 1),
                bw * 0.8,
                y(base) - y1,
                escape(&who(who_)),
                n,
                day_words(m.daily[i].day, year)
            );
            base += n;
        }
    }
    if m.forecast.pace_per_day > 0.0 && m.daily.len() < total_days && !r.previous {
        let x1 = ML + m.daily.len() as f64 * bw;
        let yp = y(m.forecast.pace_per_day);
        let words = format!("pace {} a day to the reset", pace(m.forecast.pace_per_day));
        let _ = writeln!(
            h,
            "<line class=\"fc\" x1=\"{x1:.1}\" y1=\"{yp:.1}\" x2=\"{:.1}\" y2=\"{yp:.1}\"><title>{}</title></line>\
             <line class=\"fc\" x1=\"{ML}\" y1=\"10\" x2=\"{:.1}\" y2=\"10\"/><text x=\"{:.1}\" y=\"14\">{}</text>",
            ML + plot_w,
            escape(&words),
            ML + 18.0,
            ML + 22.0,
            escape(&words)
        );
    }
    x_axis(h, r);
    h.push_str("</svg>\n</figure>\n");
}

/// A pace as the JSON writes it (`0.0`, `0.57`), so the page and `-o
/// json` show one figure.
fn pace(v: f64) -> String {
    serde_json::to_string(&v).unwrap_or_else(|_| v.to_string())
}

fn num(v: Option<i64>) -> String {
    v.map(|n| n.to_string()).unwrap_or_else(|| "—".into())
}

fn people(h: &mut String, r: &Report) {
    h.push_str(
        "<section>\n<h2>People and channels</h2>\n<table>\n<caption>Spends of each member against their allowance (— where none is set)</caption>\n\
         <thead><tr><th scope=\"col\">Member</th><th scope=\"col\" class=\"n\">Unlocks</th><th scope=\"col\" class=\"n\">Unlocks allowance</th>\
         <th scope=\"col\" class=\"n\">Searches</th><th scope=\"col\" class=\"n\">Searches allowance</th>\
         <th scope=\"col\" class=\"n\">Messages</th><th scope=\"col\" class=\"n\">Messages allowance</th></tr></thead>\n<tbody>\n",
    );
    for m in &r.members {
        let _ = writeln!(
            h,
            "<tr><th scope=\"row\">{}</th><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>\
             <td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            escape(&m.member),
            m.spent.unlocks,
            num(m.allowance.unlocks),
            m.spent.searches,
            num(m.allowance.searches),
            m.spent.messages,
            num(m.allowance.messages),
        );
    }
    let u = &r.unattributed;
    let _ = writeln!(
        h,
        "<tr><th scope=\"row\">(unattributed)</th><td class=\"n\">{}</td><td class=\"n\">—</td><td class=\"n\">{}</td>\
         <td class=\"n\">—</td><td class=\"n\">{}</td><td class=\"n\">—</td></tr>\n</tbody>\n</table>",
        num(u.unlocks),
        num(u.searches),
        num(u.messages)
    );
    h.push_str(
        "<p class=\"muted\">Unattributed: what the service counts beyond what the ledger saw (the dashboard, other tools).</p>\n\
         <table>\n<caption>Spends by channel</caption>\n<thead><tr><th scope=\"col\">Channel</th><th scope=\"col\" class=\"n\">Unlocks</th>\
         <th scope=\"col\" class=\"n\">Searches</th><th scope=\"col\" class=\"n\">Messages</th></tr></thead>\n<tbody>\n",
    );
    for ch in CHANNELS {
        let u = r.channels.get(ch).unwrap_or_default();
        let _ = writeln!(
            h,
            "<tr><th scope=\"row\">{ch}</th><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            u.unlocks, u.searches, u.messages
        );
    }
    h.push_str("</tbody>\n</table>\n</section>\n");
}

/// A share as the page writes it: `25 %`, or `—` with nothing to share.
fn share(n: i64, of: i64) -> String {
    if of <= 0 {
        "—".to_string()
    } else {
        format!("{:.0} %", n as f64 * 100.0 / of as f64)
    }
}

/// Text cut to `max` characters (a stage's name beside its bar).
fn cut(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut out: String = s.chars().take(max.saturating_sub(1)).collect();
        out.push('…');
        out
    }
}

/// A job's funnel, each step with its share of the step before:
/// invited, accepted (of invited, where known), applications (of
/// accepted, else of invited), each stage (of applications).
pub fn funnel(j: &JobReport) -> Vec<(String, i64, String)> {
    let mut out = vec![("Invited".to_string(), j.invited, "100 %".to_string())];
    let mut before = j.invited;
    if let Some(a) = j.accepted {
        out.push(("Accepted".into(), a, share(a, j.invited)));
        before = a;
    }
    out.push((
        "Applications".into(),
        j.applications,
        share(j.applications, before),
    ));
    for s in &j.by_stage {
        out.push((
            format!("stage {}", s.name),
            s.count,
            share(s.count, j.applications),
        ));
    }
    if j.invited <= 0 {
        out[0].2 = "—".into();
    }
    out
}

/// One job's funnel as horizontal bars.
fn funnel_chart(h: &mut String, j: &JobReport, k: usize) {
    let steps = funnel(j);
    let max = steps.iter().map(|s| s.1).max().unwrap_or(0).max(1) as f64;
    let (w, row, label_w, right) = (640.0, 24.0, 170.0, 110.0);
    let ht = row * steps.len() as f64 + 8.0;
    let bar_w = w - label_w - right;
    let id = format!("funnel-{k}");
    let desc: Vec<String> = steps
        .iter()
        .map(|(name, n, s)| format!("{name} {n} ({s})"))
        .collect();
    let _ = writeln!(
        h,
        "<svg role=\"img\" aria-labelledby=\"{id}-t {id}-d\" viewBox=\"0 0 {w} {ht}\" width=\"{w}\" height=\"{ht}\">\n\
         <title id=\"{id}-t\">The funnel of {}</title>\n<desc id=\"{id}-d\">{}</desc>",
        escape(&j.title),
        escape(&desc.join(", "))
    );
    for (i, (name, n, s)) in steps.iter().enumerate() {
        let y = 4.0 + i as f64 * row;
        let bw = (*n).max(0) as f64 / max * bar_w;
        let _ = writeln!(
            h,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\
             <rect class=\"s{}\" x=\"{label_w}\" y=\"{y:.1}\" width=\"{bw:.1}\" height=\"{:.1}\"><title>{}: {n} ({s})</title></rect>\
             <text x=\"{:.1}\" y=\"{:.1}\">{n} · {s}</text>",
            label_w - 6.0,
            y + row * 0.62,
            // A stage is named alone, under the applications it divides.
            escape(&cut(name.strip_prefix("stage ").unwrap_or(name), 26)),
            if i == 0 { 0 } else if i == 1 && j.accepted.is_some() { 3 } else { 2 },
            row - 6.0,
            escape(name),
            label_w + bw + 6.0,
            y + row * 0.62,
        );
    }
    h.push_str("</svg>\n");
}

fn jobs(h: &mut String, r: &Report) {
    h.push_str("<section>\n<h2>Jobs</h2>\n");
    if r.offline {
        h.push_str(&format!(
            "<p class=\"muted\">Left out: the report was made with {}.</p>\n</section>\n",
            escape((r.words)(crate::ops::kit::field::Field::Offline))
        ));
        return;
    }
    if r.jobs.is_empty() {
        h.push_str("<p class=\"muted\">No open jobs.</p>\n</section>\n");
        return;
    }
    if r.jobs.iter().any(|j| j.accepted.is_none()) {
        let mut how = HOW_TO_KNOW.to_string();
        how.replace_range(..1, "A");
        let _ = writeln!(
            h,
            "<p>Unknown: no listener recorded invite events this cycle. {}.</p>",
            escape(&how).replace(
                "`talent webhooks listen`",
                "<code>talent webhooks listen</code>"
            )
        );
    }
    h.push_str(
        "<table>\n<caption>Each open job: invites sent this cycle, accepted and declined (unknown where no listener recorded them), applications</caption>\n\
         <thead><tr><th scope=\"col\">Job</th><th scope=\"col\">Id</th><th scope=\"col\" class=\"n\">Invited</th><th scope=\"col\" class=\"n\">Accepted</th>\
         <th scope=\"col\" class=\"n\">Declined</th><th scope=\"col\" class=\"n\">Applications</th></tr></thead>\n<tbody>\n",
    );
    let unknown = |v: Option<i64>| v.map(|n| n.to_string()).unwrap_or_else(|| "unknown".into());
    for j in &r.jobs {
        let _ = writeln!(
            h,
            "<tr><th scope=\"row\">{}</th><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            escape(&j.title),
            escape(&j.job_id),
            j.invited,
            unknown(j.accepted),
            unknown(j.declined),
            j.applications
        );
    }
    h.push_str("</tbody>\n</table>\n");
    for (k, j) in r.jobs.iter().enumerate() {
        let _ = writeln!(h, "<h3>{}</h3>", escape(&j.title));
        funnel_chart(h, j, k);
        let _ = writeln!(
            h,
            "<details>\n<summary>The funnel of {t}, as a table</summary>\n<table>\n<caption>The funnel of {t}: each step and its share of the step before</caption>\n\
             <thead><tr><th scope=\"col\">Step</th><th scope=\"col\" class=\"n\">Count</th><th scope=\"col\" class=\"n\">Share</th></tr></thead>\n<tbody>",
            t = escape(&j.title)
        );
        for (name, n, s) in funnel(j) {
            let name = name.strip_prefix("stage ").unwrap_or(&name).to_string();
            let _ = writeln!(
                h,
                "<tr><th scope=\"row\">{}</th><td class=\"n\">{n}</td><td class=\"n\">{s}</td></tr>",
                escape(&name)
            );
        }
        h.push_str("</tbody>\n</table>\n</details>\n");
    }
    h.push_str("</section>\n");
}

fn refusals(h: &mut String, r: &Report) {
    let year = report_year(&r.cycle);
    h.push_str("<section>\n<h2>Refusals and waits</h2>\n");
    if r.refusals.is_empty() {
        h.push_str("<p class=\"muted\">The guard refused nothing, no question was declined and no run waited for a rate limit.</p>\n</section>\n");
        return;
    }
    h.push_str(
        "<table>\n<caption>By day: spends the guard refused, questions declined, rate-limit waits</caption>\n\
         <thead><tr><th scope=\"col\">Day</th><th scope=\"col\" class=\"n\">Refused</th><th scope=\"col\" class=\"n\">Declined</th>\
         <th scope=\"col\" class=\"n\">Rate-limited</th></tr></thead>\n<tbody>\n",
    );
    for d in &r.refusals {
        let _ = writeln!(
            h,
            "<tr><th scope=\"row\">{}</th><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td></tr>",
            day(d.day, year),
            d.refused,
            d.declined,
            d.rate_limited
        );
    }
    h.push_str("</tbody>\n</table>\n</section>\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_leaves_no_markup() {
        assert_eq!(
            escape("<img src=http://x.test/a onerror='b'>&\"\u{7}"),
            "&lt;img src=http://x.test/a onerror=&#x27;b&#x27;&gt;&amp;&quot;\u{FFFD}"
        );
    }

    /// Regression (issue 46, finding 10): the page kept U+202E/U+202C in
    /// titles and names.
    #[test]
    fn html_drops_bidi_overrides_and_isolates_from_titles_and_names() {
        let title = "Rust \u{202E}reganam\u{202C} \u{2066}lead\u{2069} \u{202A}x\u{202B}y\u{202D}z";
        let out = escape(title);
        assert_eq!(out, "Rust reganam lead xyz");
        assert!(!out
            .chars()
            .any(|c| matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')));
        // A right-to-left name keeps its marks.
        assert_eq!(escape("\u{200F}שרה"), "\u{200F}שרה");
    }
}
