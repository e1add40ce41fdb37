//! In-process benchmark of the sandbox talent pool: generation, index build,
//! search latency (free-text `q`, filter-only, additional-interface search,
//! shortlist) and peak memory, at 5,000 and 200,000 candidates.
//!
//! Run: `cargo run --release --example pool_bench` (each size runs in its own
//! child process so its peak RSS is its own). `-- --size N` runs one size.
#![allow(clippy::print_stdout)]

use std::time::{Duration, Instant};

use chrono::TimeZone;
use talent_sandbox::pool::{JobCriteria, Pool};

const Q: &[&str] = &[
    "senior backend engineer kafka golang",
    "react typescript frontend",
    "machine learning engineer pytorch nlp",
    "devops kubernetes terraform aws",
    "data engineer spark airflow",
    "android kotlin mobile",
    "payments java spring boot microservices",
    "full stack node react mongodb bengaluru",
    "sre prometheus grafana",
    "embedded c rtos firmware",
    "selenium test automation",
    "llm embeddings python",
];

const FILTERS: &[&[(&str, &str)]] = &[
    &[
        ("inresume", "(\"spring boot\" OR golang) AND kafka"),
        ("minexp", "3"),
        ("maxexp", "8"),
        ("maxsal", "4000000"),
        ("locations", "bengaluru-pune"),
    ],
    &[
        ("inresume", "react AND (typescript OR javascript)"),
        ("eduPed", "tier1plus-tier1"),
        ("startupExp", "funded_startup"),
    ],
    &[
        ("inresume", "\"machine learning\" AND python"),
        ("minexp", "2"),
        ("domainTags", "banking_and_finance-healthcare"),
        ("eduPed", "tier1plus"),
        ("profileAttributesMode", "or"),
    ],
    &[
        ("locations", "hyderabad"),
        ("minsal", "1500000"),
        ("maxsal", "3500000"),
        ("not_itExp", "largeITServices"),
    ],
    &[
        ("inresume", "kubernetes AND (terraform OR ansible)"),
        ("activity", "active-3-months"),
        ("canjoinin", "30"),
    ],
    &[
        ("currlocation", "chennai-kochi"),
        ("eduPed", "tier2"),
        ("entrExp", "earlyEmployee-cofounder"),
    ],
    &[
        ("inresume", "\"order management\" OR checkout"),
        ("minexp", "5"),
        ("maxsal", "6000000"),
    ],
    &[
        ("onNoticePeriodOrNotWorking", "true"),
        ("minexp", "4"),
        ("maxexp", "10"),
        ("domainTags", "b2b_saas"),
    ],
];

const ALT: &[&[(&str, &str)]] = &[
    &[("skills", "java,spring boot")],
    &[
        ("skills", "python"),
        ("experience_min", "3"),
        ("location", "Bengaluru"),
    ],
    &[
        ("skills", "react,typescript"),
        ("salary_max", "3000000"),
        ("quality_score_min", "60"),
    ],
    &[
        ("skills", "kubernetes"),
        ("remote_only", "true"),
        ("availability", "active,open"),
    ],
    &[("skills", "golang,kafka"), ("page", "3")],
    &[("skills", "machine learning"), ("experience_max", "6")],
];

fn jobs() -> Vec<JobCriteria> {
    let job = |req: &[&str], pref: &[&str], lo, hi, loc: &str, sal| JobCriteria {
        title: "Engineer".into(),
        skills_required: req.iter().map(|s| s.to_string()).collect(),
        skills_preferred: pref.iter().map(|s| s.to_string()).collect(),
        experience_min: Some(lo),
        experience_max: Some(hi),
        location: Some(loc.into()),
        salary_max: Some(sal),
        ..JobCriteria::default()
    };
    vec![
        job(
            &["go", "kafka", "kubernetes"],
            &["postgres"],
            5,
            12,
            "Pune",
            6_000_000,
        ),
        job(
            &["react", "typescript"],
            &["next.js", "graphql"],
            2,
            6,
            "Bengaluru",
            3_000_000,
        ),
        job(
            &["python", "machine learning"],
            &["pytorch"],
            3,
            8,
            "Remote",
            5_000_000,
        ),
        job(
            &["java", "spring boot", "microservices"],
            &[],
            4,
            9,
            "Hyderabad",
            4_000_000,
        ),
    ]
}

fn params(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// Peak and current resident memory, from /proc (Linux), in MiB.
fn memory() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse::<f64>().ok())
            .map_or(0.0, |kb| kb / 1024.0)
    };
    (field("VmHWM:"), field("VmRSS:"))
}

/// Time this thread has spent on a CPU (from the scheduler, coarse: a few
/// ms), so build figures stay meaningful when other work shares the machine.
fn cpu() -> Duration {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(Duration::ZERO, Duration::from_nanos)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Runs `f` over every case `rounds` times and prints wall-clock p50/p95/p99.
fn measure<T>(label: &str, cases: &[T], rounds: usize, mut f: impl FnMut(&T) -> usize) {
    let mut times = Vec::new();
    let mut results = 0;
    for _ in 0..rounds {
        for c in cases {
            let t = Instant::now();
            results += f(c);
            times.push(t.elapsed());
        }
    }
    times.sort();
    let pct = |p: f64| ms(times[((times.len() - 1) as f64 * p).round() as usize]);
    println!(
        "| {label} | {} | {:.2} | {:.2} | {:.2} | {:.2} | {} |",
        times.len(),
        pct(0.5),
        pct(0.95),
        pct(0.99),
        ms(times[times.len() - 1]),
        results / times.len()
    );
}

/// Wall and CPU milliseconds of one call.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64, f64) {
    let (t, c) = (Instant::now(), cpu());
    let out = f();
    (out, ms(t.elapsed()), ms(cpu() - c))
}

fn run(n: usize, build_only: bool) {
    let epoch = chrono::Utc.with_ymd_and_hms(2026, 11, 1, 0, 0, 0).unwrap();
    let (pool, gen_wall, gen_cpu) = timed(|| Pool::generate(42, n, epoch));
    let (_, rss_gen) = memory();
    let (sizes, index_wall, index_cpu) = timed(|| pool.index().sizes());
    let index_bytes = pool.index().heap_bytes();
    let (_, rss_index) = memory();
    let mib = |b: usize| b as f64 / 1048576.0;
    println!("\n### {n} candidates\n");
    println!(
        "- generate: {gen_wall:.1} ms wall, {gen_cpu:.1} ms CPU (RSS after: {rss_gen:.0} MiB)"
    );
    println!(
        "- text index build (on the first q/inresume search): {index_wall:.1} ms wall, {index_cpu:.1} ms CPU"
    );
    println!(
        "- index memory: {:.1} MiB in all; term postings {:.1} MiB, bigram lists {:.1} MiB ({} pairs); RSS after: {rss_index:.0} MiB",
        mib(index_bytes),
        mib(sizes.0),
        mib(sizes.1),
        sizes.2
    );
    if build_only {
        return;
    }
    println!("\n| search | samples | p50 ms | p95 ms | p99 ms | max ms | mean total |");
    println!("|---|---|---|---|---|---|---|");
    let rounds = if n > 50_000 { 10 } else { 40 };
    let now = epoch;
    measure("main `q` (free text)", Q, rounds, |q| {
        let p = params(&[("q", q)]);
        pool.search_main(&p, now).map_or(0, |r| r.total)
    });
    measure("main `q` + filters", Q, rounds, |q| {
        let p = params(&[
            ("q", q),
            ("minexp", "3"),
            ("maxsal", "5000000"),
            ("locations", "bengaluru-pune-hyderabad"),
        ]);
        pool.search_main(&p, now).map_or(0, |r| r.total)
    });
    measure(
        "main filters only (inresume, exp, salary, locations, attributes)",
        FILTERS,
        rounds,
        |f| pool.search_main(&params(f), now).map_or(0, |r| r.total),
    );
    measure("additional `/candidates/search`", ALT, rounds, |f| {
        pool.search_alt(&params(f)).map_or(0, |r| r.total)
    });
    let jobs = jobs();
    measure("shortlist (limit 20)", &jobs, rounds, |j| {
        pool.shortlist(j, 20, None, &[]).0
    });
    let ids: Vec<u32> = (0..200).map(|i| (i * 7919 % n) as u32).collect();
    measure("render search hit (JSON)", &ids, 5, |i| {
        pool.search_hit(*i).as_object().map_or(0, |o| o.len())
    });
    let (peak, _) = memory();
    println!("\n- peak RSS (VmHWM): {peak:.0} MiB");
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if let Some(pos) = args.iter().position(|a| a == "--size") {
        let n = args
            .get(pos + 1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(5000);
        run(n, args.iter().any(|a| a == "--build-only"));
        return;
    }
    let exe = std::env::current_exe().expect("own path");
    for n in [5_000, 200_000] {
        let out = std::process::Command::new(&exe)
            .args(["--size", &n.to_string()])
            .output()
            .expect("run child");
        print!("{}", String::from_utf8_lossy(&out.stdout));
        eprint!("{}", String::from_utf8_lossy(&out.stderr));
    }
}
