//! A latency relay: a TCP relay in front of a database that delays every
//! chunk `delay` in each direction (a round trip of twice that) and counts
//! round trips as a link sees them: one for each turn of the client's side
//! after the server has answered (the startup, each act, the closing
//! Terminate). The tests count with it; `bench/far.sh` runs it as a
//! program (examples/latency_relay.rs) to measure wall time far away.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

/// A running relay; it serves until the process ends.
pub struct LatencyRelay {
    /// `HOST:PORT` to connect to instead of the database's.
    pub addr: String,
    turns: Arc<AtomicU64>,
    conns: Arc<AtomicU64>,
    /// The last turn let through (`u64::MAX`: all).
    cut: Arc<AtomicU64>,
    /// The database is down ([`LatencyRelay::go_down`]): connections
    /// closed, new ones closed at once.
    down: Arc<AtomicBool>,
    open: Arc<std::sync::Mutex<Vec<TcpStream>>>,
}

impl LatencyRelay {
    /// Relays to `upstream` (`HOST:PORT`), `delay` each way.
    pub fn start(upstream: &str, delay: Duration) -> LatencyRelay {
        LatencyRelay::start_on("127.0.0.1:0", upstream, delay)
    }

    pub fn start_on(listen: &str, upstream: &str, delay: Duration) -> LatencyRelay {
        let listener = TcpListener::bind(listen).expect("bind the relay");
        let addr = listener.local_addr().expect("its address").to_string();
        let turns = Arc::new(AtomicU64::new(0));
        let conns = Arc::new(AtomicU64::new(0));
        let cut = Arc::new(AtomicU64::new(u64::MAX));
        let (t, c, up) = (Arc::clone(&turns), Arc::clone(&conns), upstream.to_string());
        let k = Arc::clone(&cut);
        let down = Arc::new(AtomicBool::new(false));
        let open = Arc::new(std::sync::Mutex::new(Vec::new()));
        let (d, o) = (Arc::clone(&down), Arc::clone(&open));
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { return };
                if d.load(Ordering::SeqCst) {
                    let _ = client.shutdown(std::net::Shutdown::Both);
                    continue;
                }
                let Ok(server) = TcpStream::connect(&up) else {
                    continue;
                };
                if let (Ok(a), Ok(b)) = (client.try_clone(), server.try_clone()) {
                    o.lock().unwrap().extend([a, b]);
                }
                c.fetch_add(1, Ordering::SeqCst);
                let _ = client.set_nodelay(true);
                let _ = server.set_nodelay(true);
                // Whose turn it is: set when the server spoke last.
                let answered = Arc::new(AtomicBool::new(true));
                pipe(
                    client.try_clone().unwrap(),
                    server.try_clone().unwrap(),
                    delay,
                    Side::Client {
                        answered: Arc::clone(&answered),
                        turns: Arc::clone(&t),
                        cut: Arc::clone(&k),
                    },
                );
                pipe(server, client, delay, Side::Server { answered });
            }
        });
        LatencyRelay {
            addr,
            turns,
            conns,
            cut,
            down,
            open,
        }
    }

    /// The database goes down: every relayed connection is closed, and
    /// new ones are closed at once until [`LatencyRelay::let_through`].
    pub fn go_down(&self) {
        self.down.store(true, Ordering::SeqCst);
        for s in self.open.lock().unwrap().drain(..) {
            let _ = s.shutdown(std::net::Shutdown::Both);
        }
    }

    /// `url` with its `HOST:PORT` replaced by the relay's.
    pub fn url_for(&self, url: &str) -> String {
        let (scheme_user, rest) = url.split_once('@').expect("user@host in the URL");
        let (_, tail) = rest.split_once('/').expect("a database in the URL");
        format!("{scheme_user}@{}/{tail}", self.addr)
    }

    /// Round trips counted so far (all connections).
    pub fn round_trips(&self) -> u64 {
        self.turns.load(Ordering::SeqCst)
    }

    /// Connections relayed so far.
    pub fn connections(&self) -> u64 {
        self.conns.load(Ordering::SeqCst)
    }

    /// Lets the next `turns` turns of the clients through and drops every
    /// later byte they send: those statements never reach the database (a
    /// process killed before they went out, as the database sees it).
    pub fn cut_after(&self, turns: u64) {
        self.cut.store(self.round_trips() + turns, Ordering::SeqCst);
    }

    /// Lets every byte through again (after [`LatencyRelay::cut_after`]):
    /// a database back after an outage, for the connections made anew.
    pub fn let_through(&self) {
        self.cut.store(u64::MAX, Ordering::SeqCst);
        self.down.store(false, Ordering::SeqCst);
    }

    /// Starts counting afresh.
    pub fn reset(&self) {
        self.turns.store(0, Ordering::SeqCst);
        self.conns.store(0, Ordering::SeqCst);
    }
}

/// Which way a pipe carries bytes.
enum Side {
    /// Client to server: a chunk after the server's answer is a new turn.
    Client {
        answered: Arc<AtomicBool>,
        turns: Arc<AtomicU64>,
        cut: Arc<AtomicU64>,
    },
    /// Server to client: marks that the server answered.
    Server { answered: Arc<AtomicBool> },
}

/// Copies `from` to `to`, each chunk `delay` late, counting turns (as
/// [`Side`] says) when a chunk arrives, before its delay.
fn pipe(mut from: TcpStream, mut to: TcpStream, delay: Duration, side: Side) {
    let (tx, rx) = mpsc::channel::<(Instant, Vec<u8>)>();
    std::thread::spawn(move || {
        let mut buf = vec![0u8; 64 * 1024];
        loop {
            let n = match from.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => n,
            };
            match &side {
                Side::Client {
                    answered,
                    turns,
                    cut,
                } => {
                    if answered.swap(false, Ordering::SeqCst) {
                        turns.fetch_add(1, Ordering::SeqCst);
                    }
                    if turns.load(Ordering::SeqCst) > cut.load(Ordering::SeqCst) {
                        continue;
                    }
                }
                Side::Server { answered } => answered.store(true, Ordering::SeqCst),
            }
            if tx
                .send((Instant::now() + delay, buf[..n].to_vec()))
                .is_err()
            {
                break;
            }
        }
    });
    std::thread::spawn(move || {
        for (due, bytes) in rx {
            let now = Instant::now();
            if due > now {
                std::thread::sleep(due - now);
            }
            if to.write_all(&bytes).is_err() {
                break;
            }
        }
        let _ = to.shutdown(std::net::Shutdown::Both);
    });
}
