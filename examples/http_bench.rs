//! Loopback HTTP benchmark of the sandbox's main search route.
//!
//! Starts the sandbox in-process with N candidates, lifts its rate limits and
//! quotas through the control route (so the figures measure search, not 429s),
//! then hammers `GET /api/v1/search/candidates` from a few concurrent reqwest
//! clients with a mix of `q` and filter queries. Reports requests/s, p50/p99
//! latency and the process's peak RSS (VmHWM).
//!
//! cargo run --release --example http_bench -- --candidates 200000 --secs 10 --clients 4 --mix q

use std::io::Write;
use std::time::{Duration, Instant};

use talent::clock::TimeScale;
use talent_sandbox::{self as sandbox, SandboxConfig};

/// Natural-language queries (`searchType: ai`, BM25 over every resume).
const Q_QUERIES: &[&str] = &[
    "q=senior+rust+engineer+payments",
    "q=data+scientist+with+nlp+experience+in+bengaluru",
    "q=frontend+react+typescript&maxsal=3000000",
    "q=machine+learning+engineer&locations=Remote&page=2",
];

/// Structured queries (filters and `inresume`, no `q`).
const FILTER_QUERIES: &[&str] = &[
    "minexp=3&maxexp=8&maxsal=4000000",
    "locations=Bengaluru-Pune&minexp=5",
    "inresume=%22kubernetes%22+AND+(%22go%22+OR+%22golang%22)",
    "eduPed=tier1-tier1plus&startupExp=funded_startup&profileAttributesMode=or",
    "activity=active-3-months&canjoinin=30&maxsal=2500000",
    "domainTags=b2b_saas-ecommerce&minexp=2",
];

struct Opts {
    candidates: usize,
    secs: u64,
    clients: usize,
    /// Which queries: `q`, `filters` or `all`.
    mix: String,
}

impl Opts {
    fn queries(&self) -> Vec<&'static str> {
        match self.mix.as_str() {
            "q" => Q_QUERIES.to_vec(),
            "filters" => FILTER_QUERIES.to_vec(),
            _ => Q_QUERIES.iter().chain(FILTER_QUERIES).copied().collect(),
        }
    }
}

fn opts() -> Result<Opts, String> {
    let mut o = Opts {
        candidates: 5000,
        secs: 10,
        clients: 4,
        mix: "all".to_string(),
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let value = pair.get(1).ok_or("every flag takes a value")?;
        if pair[0] == "--mix" {
            if !["q", "filters", "all"].contains(&value.as_str()) {
                return Err(format!("--mix takes q, filters or all, not {value:?}"));
            }
            o.mix = value.clone();
            continue;
        }
        let n: usize = value
            .parse()
            .map_err(|_| format!("{value:?} is not a number"))?;
        match pair[0].as_str() {
            "--candidates" => o.candidates = n,
            "--secs" => o.secs = n as u64,
            "--clients" => o.clients = n.max(1),
            other => return Err(format!("unknown flag {other}")),
        }
    }
    Ok(o)
}

/// Peak resident set size of this process, from /proc (Linux only).
fn peak_rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// One client: requests in a loop until `until`, returning each latency.
async fn client(
    base: String,
    key: String,
    queries: Vec<&'static str>,
    offset: usize,
    until: Instant,
) -> Vec<Duration> {
    let http = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client");
    let mut lat = Vec::new();
    let mut i = offset;
    while Instant::now() < until {
        let url = format!("{base}/search/candidates?{}", queries[i % queries.len()]);
        let t = Instant::now();
        let resp = http.get(&url).bearer_auth(&key).send().await.expect("send");
        let status = resp.status();
        let _ = resp.bytes().await.expect("body");
        assert!(status.is_success(), "{url}: {status}");
        lat.push(t.elapsed());
        i += 1;
    }
    lat
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let idx = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[idx]
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let o = match opts() {
        Ok(o) => o,
        Err(e) => {
            let _ = writeln!(std::io::stderr(), "http_bench: {e}");
            std::process::exit(2);
        }
    };
    let started = Instant::now();
    let sb = sandbox::start(SandboxConfig {
        candidates: o.candidates,
        time_scale: TimeScale::default(),
        ..SandboxConfig::default()
    })
    .await
    .expect("sandbox starts");
    let startup = started.elapsed();
    let origin = sb.base_url.trim_end_matches("/api/v1").to_string();
    let http = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client");
    let lifted = http
        .post(format!("{origin}/_sandbox/limits"))
        .bearer_auth(&sb.keys.production)
        .json(&serde_json::json!({"rate_limits": false, "quotas": false}))
        .send()
        .await
        .expect("lift limits");
    assert!(lifted.status().is_success());
    // One untimed pass over every query: builds the text index, so the
    // figures are steady state.
    for q in o.queries() {
        let url = format!("{}/search/candidates?{q}", sb.base_url);
        let resp = http.get(&url).bearer_auth(&sb.keys.production).send().await;
        assert!(resp.is_ok_and(|r| r.status().is_success()), "warm-up {q}");
    }

    let until = Instant::now() + Duration::from_secs(o.secs);
    let t0 = Instant::now();
    let tasks: Vec<_> = (0..o.clients)
        .map(|i| {
            tokio::spawn(client(
                sb.base_url.clone(),
                sb.keys.production.clone(),
                o.queries(),
                i * 3,
                until,
            ))
        })
        .collect();
    let mut lat = Vec::new();
    for t in tasks {
        lat.extend(t.await.expect("client task"));
    }
    let wall = t0.elapsed();
    lat.sort();
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "candidates={} mix={} clients={} secs={} startup={:.2}s requests={} rps={:.0} p50={:.2}ms p99={:.2}ms peak_rss={:.0}MB",
        o.candidates,
        o.mix,
        o.clients,
        o.secs,
        startup.as_secs_f64(),
        lat.len(),
        lat.len() as f64 / wall.as_secs_f64(),
        percentile(&lat, 0.50).as_secs_f64() * 1000.0,
        percentile(&lat, 0.99).as_secs_f64() * 1000.0,
        peak_rss_mb().unwrap_or(f64::NAN),
    );
    drop(out);
    sb.shutdown().await.expect("shutdown");
}
