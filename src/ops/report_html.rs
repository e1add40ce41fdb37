//! `talent report --html FILE`: the report as one self-contained page a
//! lead opens, prints or mails. Charts are inline SVG (each day's spends
//! stacked by member, the forecast to the reset), and every figure is
//! also in a table. No script and nothing loaded from elsewhere (the
//! contract's Content-Security-Policy); every text escaped; no key, ledger
//! URL or database host (the report holds none); readable by a screen
//! reader (SVG titles and descriptions, tables with captions and headers);
//! light and dark; printable on A4.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use super::report::{forecast_words, MeterReport, Report, CHANNELS};
use crate::{Error, Result};

/// The contract's policy: nothing but inline style and data: images.
pub const CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/// Series drawn on their own, then "others" (the palette has one more).
const SERIES: usize = 6;

/// Text for HTML (element content and attribute values alike).
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Controls other than whitespace have no place on a page.
            c if c.is_control() && !matches!(c, '\n' | '\t') => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = r#"
:root { color-scheme: light dark; --fg: #1a1a1a; --bg: #ffffff; --muted: #555555; --line: #c8c8c8;
  --s0: #1f5fa6; --s1: #b34700; --s2: #6a51a3; --s3: #1b7a5a; --s4: #b0245f; --s5: #6b6b6b; --fc: #8a1c1c; --lim: #333333; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #ececec; --bg: #161616; --muted: #b5b5b5; --line: #4a4a4a;
    --s0: #6fa8ff; --s1: #ff9e57; --s2: #b9a2ff; --s3: #5fd3a6; --s4: #ff7fb0; --s5: #a8a8a8; --fc: #ff8080; --lim: #dddddd; }
}
body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg);
  max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; } h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1.05rem; margin: 1.25rem 0 .25rem; }
p.lead, .muted { color: var(--muted); }
table { border-collapse: collapse; margin: .5rem 0 1rem; min-width: 50%; }
caption { text-align: left; font-weight: 600; padding: .25rem 0; }
th, td { border: 1px solid var(--line); padding: .2rem .5rem; text-align: left; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
svg { max-width: 100%; height: auto; display: block; }
svg text { fill: var(--fg); font: 11px system-ui, sans-serif; }
.s0 { fill: var(--s0); } .s1 { fill: var(--s1); } .s2 { fill: var(--s2); } .s3 { fill: var(--s3); } .s4 { fill: var(--s4); } .s5 { fill: var(--s5); }
.axis { stroke: var(--line); } .fc { stroke: var(--fc); stroke-width: 2; stroke-dasharray: 6 4; fill: none; }
.lim { stroke: var(--lim); stroke-width: 1; stroke-dasharray: 2 3; }
.key { display: inline-block; width: .8em; height: .8em; margin: 0 .3em 0 .8em; vertical-align: -.05em; }
.k0 { background: var(--s0); } .k1 { background: var(--s1); } .k2 { background: var(--s2); } .k3 { background: var(--s3); } .k4 { background: var(--s4); } .k5 { background: var(--s5); }
.warn { color: var(--fc); font-weight: 600; }
section { break-inside: avoid; }
@page { size: A4; margin: 14mm; }
@media print { body { max-width: none; padding: 0; font-size: 11pt; } h2 { break-after: avoid; } table, svg { break-inside: avoid; } }
"#;

/// The whole page.
pub fn render(r: &Report) -> String {
    let mut h = String::with_capacity(64 * 1024);
    let c = &r.cycle;
    let _ = write!(
        h,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"{csp}\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"color-scheme\" content=\"light dark\">\n\
         <title>Quota report {s} to {e}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n\
         <h1>Quota report</h1>\n<p class=\"lead\">The cycle from {s} to {e}{prev}; the meters reset {reset}. \
         Figures as of {now}.</p>\n",
        csp = escape(CSP),
        s = c.start,
        e = c.end,
        prev = if r.previous { " (the previous cycle)" } else { "" },
        reset = escape(&c.resets_at),
        now = escape(&c.now),
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
                .map(|d| format!("<span class=\"warn\">{d}</span>"))
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

/// One meter: the chart, then its days as a table.
fn meter_section(h: &mut String, r: &Report, name: &str, m: &MeterReport) {
    let t = title(name);
    let id = format!("chart-{name}");
    let _ = writeln!(h, "<section>\n<h2>{t}</h2>");
    chart(h, r, &id, t, m);
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
        "<table>\n<caption>{t} spent each day</caption>\n<thead><tr><th scope=\"col\">Day</th>\
         <th scope=\"col\" class=\"n\">Spent</th>"
    );
    for (w, _) in &series {
        let _ = write!(h, "<th scope=\"col\" class=\"n\">{}</th>", escape(&who(w)));
    }
    h.push_str("</tr></thead>\n<tbody>\n");
    for (i, d) in m.daily.iter().enumerate() {
        let _ = write!(
            h,
            "<tr><th scope=\"row\">{}</th><td class=\"n\">{}</td>",
            d.day, d.spent
        );
        for (_, v) in &series {
            let _ = write!(h, "<td class=\"n\">{}</td>", v.get(i).copied().unwrap_or(0));
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</tbody>\n</table>\n</section>\n");
}

/// Bars per day (stacked by member) up to now, and the forecast to the
/// reset: the pace as a dashed line over the days left, the limit's
/// share of a day as a dotted one.
fn chart(h: &mut String, r: &Report, id: &str, t: &str, m: &MeterReport) {
    let c = &r.cycle;
    let total_days = super::report::days_of(c.start_ms, c.end_ms).len().max(1);
    let (w, ht, left, top, bottom) = (640.0, 220.0, 36.0, 12.0, 28.0);
    let plot_w = w - left - 8.0;
    let plot_h = ht - top - bottom;
    let max_day = m.daily.iter().map(|d| d.spent).max().unwrap_or(0) as f64;
    let scale_max = max_day.max(m.forecast.pace_per_day).max(1.0) * 1.1;
    let bw = plot_w / total_days as f64;
    let y = |v: f64| top + plot_h - v / scale_max * plot_h;
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
        "<svg role=\"img\" aria-labelledby=\"{id}-t {id}-d\" viewBox=\"0 0 {w} {ht}\" width=\"{w}\" height=\"{ht}\">\n\
         <title id=\"{id}-t\">{t} spent each day, with the forecast to the reset</title>\n<desc id=\"{id}-d\">{}</desc>",
        escape(&desc)
    );
    let _ = writeln!(
        h,
        "<line class=\"axis\" x1=\"{left}\" y1=\"{b}\" x2=\"{r}\" y2=\"{b}\"/><line class=\"axis\" x1=\"{left}\" y1=\"{top}\" x2=\"{left}\" y2=\"{b}\"/>\
         <text x=\"{tx}\" y=\"{ty}\" text-anchor=\"end\">{max:.0}</text><text x=\"{tx}\" y=\"{b}\" text-anchor=\"end\">0</text>",
        b = top + plot_h,
        r = left + plot_w,
        tx = left - 4.0,
        ty = top + 8.0,
        max = scale_max,
    );
    let series: Vec<&(String, Vec<i64>)> = m.stacked.iter().collect();
    for (i, _) in m.daily.iter().enumerate() {
        let mut base = 0.0;
        for (k, (who_, v)) in series.iter().enumerate() {
            let n = v.get(i).copied().unwrap_or(0) as f64;
            if n <= 0.0 {
                continue;
            }
            let x = left + i as f64 * bw + bw * 0.1;
            let y1 = y(base + n);
            let _ = writeln!(
                h,
                "<rect class=\"s{}\" x=\"{x:.1}\" y=\"{y1:.1}\" width=\"{:.1}\" height=\"{:.1}\"><title>{}: {} on {}</title></rect>",
                k.min(SERIES - 1),
                bw * 0.8,
                y(base) - y1,
                escape(&who(who_)),
                n,
                m.daily[i].day
            );
            base += n;
        }
    }
    // The forecast: the pace from today to the reset.
    let today = m.daily.len().saturating_sub(1) as f64;
    if m.forecast.pace_per_day > 0.0 && (m.daily.len() as f64) < total_days as f64 + 1.0 {
        let x1 = left + today * bw + bw / 2.0;
        let x2 = left + plot_w;
        let yp = y(m.forecast.pace_per_day);
        let _ = writeln!(
            h,
            "<line class=\"fc\" x1=\"{x1:.1}\" y1=\"{yp:.1}\" x2=\"{x2:.1}\" y2=\"{yp:.1}\"><title>{}</title></line>",
            escape(&forecast_words(&m.forecast))
        );
        if let Some(d) = m.forecast.runs_out_on {
            let i = super::report::days_of(c.start_ms, super::report::day_start_ms(d) + 1).len();
            let xo = left + (i.saturating_sub(1)) as f64 * bw + bw / 2.0;
            // The label beside the mark, inside the plot.
            let (tx, anchor) = if xo < left + plot_w / 2.0 {
                (xo + 4.0, "start")
            } else {
                (xo - 4.0, "end")
            };
            let _ = writeln!(
                h,
                "<line class=\"fc\" x1=\"{xo:.1}\" y1=\"{top}\" x2=\"{xo:.1}\" y2=\"{:.1}\"/><text x=\"{tx:.1}\" y=\"{:.1}\" text-anchor=\"{anchor}\">runs out {d}</text>",
                top + plot_h,
                top + 24.0
            );
        }
    }
    let _ = writeln!(
        h,
        "<text x=\"{left}\" y=\"{:.1}\">{}</text><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">reset {}</text>\n</svg>",
        ht - 2.0,
        c.start,
        left + plot_w,
        ht - 2.0,
        c.end
    );
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

fn jobs(h: &mut String, r: &Report) {
    h.push_str("<section>\n<h2>Jobs</h2>\n");
    if r.offline {
        h.push_str(
            "<p class=\"muted\">Left out: the report was made with --offline.</p>\n</section>\n",
        );
        return;
    }
    if r.jobs.is_empty() {
        h.push_str("<p class=\"muted\">No open jobs.</p>\n</section>\n");
        return;
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
    for j in r.jobs.iter().filter(|j| !j.by_stage.is_empty()) {
        let _ = writeln!(
            h,
            "<table>\n<caption>Applications by stage: {}</caption>\n<thead><tr><th scope=\"col\">Stage</th><th scope=\"col\" class=\"n\">Applications</th></tr></thead>\n<tbody>",
            escape(&j.title)
        );
        for s in &j.by_stage {
            let _ = writeln!(
                h,
                "<tr><th scope=\"row\">{}</th><td class=\"n\">{}</td></tr>",
                escape(&s.name),
                s.count
            );
        }
        h.push_str("</tbody>\n</table>\n");
    }
    h.push_str("</section>\n");
}

fn refusals(h: &mut String, r: &Report) {
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
            d.day, d.refused, d.declined, d.rate_limited
        );
    }
    h.push_str("</tbody>\n</table>\n</section>\n");
}

/// Writes the page to `path` with the umask's mode (it is meant to be
/// shared): a new file beside it, renamed over `path` (a symlink at `path`
/// is replaced, never written through).
pub fn write(path: &Path, page: &str) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| Error::usage(format!("--html {} names no file", path.display())))?;
    let tmp = dir.join(format!(
        ".{}.{}.partial",
        name.to_string_lossy(),
        std::process::id()
    ));
    let fail = |e: std::io::Error| Error::failure(format!("cannot write {}: {e}", path.display()));
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
        .map_err(fail)?;
    let wrote = f
        .write_all(page.as_bytes())
        .and_then(|_| f.sync_all())
        .and_then(|_| std::fs::rename(&tmp, path));
    if let Err(e) = wrote {
        let _ = std::fs::remove_file(&tmp);
        return Err(fail(e));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_leaves_no_markup() {
        assert_eq!(
            escape("<img src=http://x.test/a onerror='b'>&\"\u{7}"),
            "&lt;img src=http://x.test/a onerror=&#39;b&#39;&gt;&amp;&quot;\u{FFFD}"
        );
    }
}
