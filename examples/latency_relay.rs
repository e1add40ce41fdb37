//! The latency relay as a program, for the benchmarks (bench/far.sh):
//! `latency_relay UPSTREAM DELAY_MS` listens on a free loopback port,
//! prints `listening HOST:PORT`, then a line `round_trips=N connections=M`
//! whenever a count changes. The relay itself is the tests' own
//! (tests/cli/common/latency.rs), included here so both count alike.

#[path = "../tests/cli/common/latency.rs"]
#[allow(dead_code)]
mod latency;

use std::io::Write;
use std::time::Duration;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(upstream), Some(delay)) = (args.first(), args.get(1)) else {
        eprintln!("usage: latency_relay UPSTREAM_HOST:PORT DELAY_MS_EACH_WAY");
        std::process::exit(2);
    };
    let Ok(ms) = delay.parse::<u64>() else {
        eprintln!("DELAY_MS must be a whole number of milliseconds, not {delay:?}");
        std::process::exit(2);
    };
    let relay = latency::LatencyRelay::start(upstream, Duration::from_millis(ms));
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "listening {}", relay.addr);
    let _ = out.flush();
    let mut last = (u64::MAX, u64::MAX);
    loop {
        let now = (relay.round_trips(), relay.connections());
        if now != last {
            let _ = writeln!(out, "round_trips={} connections={}", now.0, now.1);
            let _ = out.flush();
            last = now;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
