//! The simulator of the Talent Sourcing Service: both interfaces on one
//! listener, a deterministic talent pool, search, quotas, rate limits, state
//! machines and webhook delivery, faithful to `spec/service.md`.

pub mod pool;

// The talent pool's internals (generator, index, searches, renderings).
mod candidate;
mod data;
mod index;
pub mod inresume;
mod render;
mod resume;
mod rng;
mod search;
mod shortlist;
mod text;

mod error;
pub use error::{Error, Result};

pub mod accept;
pub mod app;
pub mod control;
pub mod deliver;
pub mod faults;
pub mod front;
pub mod http;
pub mod limits;
pub mod persist;
pub mod routes_alt;
pub mod routes_main;
pub mod server;
pub mod state;
pub mod task;
pub mod tls;
pub mod views;

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use chrono::SubsecRound;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use app::{App, Shared};
use state::{KeyKind, MeterChange, World};
use talent_spec::time::{Clock, TimeScale};

/// How to start a sandbox.
#[derive(Debug, Clone)]
pub struct SandboxConfig {
    /// Where to listen; port 0 picks a free one.
    pub addr: SocketAddr,
    pub seed: u64,
    /// Candidates in the pool.
    pub candidates: usize,
    pub time_scale: TimeScale,
    /// Load at start, save after changes and at shutdown. A loaded file's
    /// seed, size, epoch and keys win over `seed` and `candidates`.
    pub state_file: Option<PathBuf>,
    /// Quota grants applied to every workspace at start (`--grant`).
    pub grants: MeterChange,
    /// Where "now" comes from; tests fix it (`TALENT_NOW`) and move it.
    pub clock: Clock,
    /// Faults to inject from the start (`--faults`).
    pub faults: faults::FaultSpec,
    /// How long an idle keep-alive connection is kept open (`--idle-timeout`,
    /// default [`IDLE_TIMEOUT`]); real time, never scaled.
    pub idle_timeout: Duration,
    /// Say the idle timeout in a `Keep-Alive: timeout=N` header on every
    /// answer, as Node and Apache do (`--keep-alive-header`).
    pub keep_alive_header: bool,
    /// At the idle timeout, drop the connection silently (`--idle-silent`,
    /// see [`front::Timeouts::silent`]).
    pub idle_silent: bool,
    /// Serve HTTPS with a certificate made at start for 127.0.0.1, ::1,
    /// localhost and these names (`--tls --tls-name NAME`); `None`: plain HTTP.
    pub tls_names: Option<Vec<String>>,
}

impl Default for SandboxConfig {
    fn default() -> Self {
        SandboxConfig {
            addr: SocketAddr::from((Ipv4Addr::LOCALHOST, 0)),
            seed: 42,
            candidates: 5000,
            time_scale: TimeScale::default(),
            state_file: None,
            grants: MeterChange::default(),
            clock: Clock::system(),
            faults: faults::FaultSpec::default(),
            idle_timeout: IDLE_TIMEOUT,
            keep_alive_header: false,
            idle_silent: false,
            tls_names: None,
        }
    }
}

/// The two keys of a workspace of the sandbox world.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Keys {
    /// `svc_live_…`: every scope.
    pub production: String,
    /// `svc_eval_…`: search, candidate details, job reads, usage.
    pub evaluation: String,
}

/// A started sandbox. Call [`RunningSandbox::shutdown`] to stop it and save.
pub struct RunningSandbox {
    /// `http://127.0.0.1:PORT/api/v1`
    pub base_url: String,
    /// `http://127.0.0.1:PORT/v1`
    pub alt_base_url: String,
    /// The first workspace's keys (the one `--sandbox` uses).
    pub keys: Keys,
    /// A second workspace's keys, to show that workspaces are isolated;
    /// `None` for a state file written before it had keys.
    pub other_keys: Option<Keys>,
    /// With TLS: the PEM of the CA that signed the server's certificate.
    pub ca_pem: Option<String>,
    addr: SocketAddr,
    app: App,
    stop: watch::Sender<bool>,
    server: JoinHandle<()>,
    tasks: Vec<JoinHandle<()>>,
    state_file: Option<PathBuf>,
}

/// Starts a sandbox: loads or creates the world, generates the pool, binds the
/// listener and starts the server, the webhook scheduler and the saver.
pub async fn start(cfg: SandboxConfig) -> Result<RunningSandbox> {
    let loaded = match &cfg.state_file {
        Some(p) => persist::load(p.clone()).await?,
        None => None,
    };
    let (seed, n, epoch) = match &loaded {
        Some(w) => (w.seed, w.candidates, w.epoch),
        None => (cfg.seed, cfg.candidates, cfg.clock.now().trunc_subsecs(0)),
    };
    let pool = crate::task::spawn_blocking(move || pool::Pool::generate(seed, n, epoch))
        .await
        .map_err(|e| Error::failure(format!("cannot generate the candidate pool: {e}")))?;
    let pool = Arc::new(pool);
    let fresh = loaded.is_none();
    let mut world = match loaded {
        Some(w) => w,
        None => {
            let p = pool.clone();
            crate::task::spawn_blocking(move || World::new(seed, n, epoch, &p))
                .await
                .map_err(|e| Error::failure(format!("cannot create the sandbox world: {e}")))?
        }
    };
    for ws in &mut world.workspaces {
        cfg.grants.apply(&mut ws.grants);
    }
    let keys = Keys {
        production: world.key_of(KeyKind::Production),
        evaluation: world.key_of(KeyKind::Evaluation),
    };
    let other_keys = match (
        world.key_in(1, KeyKind::Production),
        world.key_in(1, KeyKind::Evaluation),
    ) {
        (Some(production), Some(evaluation)) => Some(Keys {
            production,
            evaluation,
        }),
        _ => None,
    };
    let app: App = Arc::new(Shared::new(
        pool,
        world,
        cfg.time_scale,
        cfg.clock.clone(),
        cfg.faults.clone(),
    )?);
    let listener = tokio::net::TcpListener::bind(cfg.addr).await.map_err(|e| {
        Error::failure(format!("cannot listen on {}: {e}", cfg.addr))
            .with_hint("choose another address with --addr, or port 0 for any free port")
    })?;
    let addr = listener.local_addr()?;
    let tls = match &cfg.tls_names {
        Some(names) => Some(tls::generate(names)?),
        None => None,
    };
    let (stop, stop_rx) = watch::channel(false);
    let idle = Idle {
        timeout: cfg.idle_timeout,
        header: cfg.keep_alive_header,
        silent: cfg.idle_silent,
        tls: tls.as_ref().map(|t| t.acceptor.clone()),
    };
    let server = crate::task::spawn(serve(listener, app.clone(), idle, stop_rx.clone()));
    let tasks = vec![
        crate::task::spawn(deliver::run(app.clone(), stop_rx.clone())),
        crate::task::spawn(run_saver(app.clone(), cfg.state_file.clone(), stop_rx)),
    ];
    if fresh || cfg.grants != MeterChange::default() {
        app.dirty.notify_one();
    }
    let scheme = if tls.is_some() { "https" } else { "http" };
    Ok(RunningSandbox {
        base_url: format!("{scheme}://{addr}/api/v1"),
        alt_base_url: format!("{scheme}://{addr}/v1"),
        keys,
        other_keys,
        ca_pem: tls.map(|t| t.ca_pem),
        addr,
        app,
        stop,
        server,
        tasks,
        state_file: cfg.state_file,
    })
}

/// Most connections served at once; further clients wait in the backlog.
const MAX_CONNECTIONS: usize = 512;
/// How long a client may take to send a request's head (× the time scale,
/// at least 200 ms).
const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);
/// How long an idle keep-alive connection stays open by default: an AWS
/// load balancer's 60 s. Not scaled: it is about connections, not the
/// service's windows, and a client must cope with any value.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(60);

/// The connection policy of [`serve`]: idle timeout, its header, TLS.
#[derive(Clone)]
struct Idle {
    timeout: Duration,
    header: bool,
    silent: bool,
    tls: Option<tokio_rustls::TlsAcceptor>,
}

/// Serves until `stop` flips, then finishes in-flight requests (for at most
/// a few seconds). A slow or stalled client costs one connection for a
/// bounded time, never the server: the request head must arrive within
/// [`HEADER_READ_TIMEOUT`] of the accept or of its first byte, the body and
/// the answer within the router's own timeout, an idle connection is closed
/// after the idle timeout, and at most [`MAX_CONNECTIONS`] are open at once.
async fn serve(
    listener: tokio::net::TcpListener,
    app: App,
    idle: Idle,
    stop: watch::Receiver<bool>,
) {
    let timeouts = front::Timeouts {
        head: app
            .scale
            .scale(HEADER_READ_TIMEOUT)
            .max(Duration::from_millis(200)),
        idle: idle.timeout,
        silent: idle.silent,
    };
    // Whole seconds, rounded down: the server keeps a connection at least that long.
    let keep_alive = idle.header.then(|| {
        axum::http::HeaderValue::from_str(&format!("timeout={}", idle.timeout.as_secs()))
            .expect("a number is a header value")
    });
    let router = server::router(app.clone());
    accept::accept_until_stopped(
        listener,
        MAX_CONNECTIONS,
        accept::DRAIN,
        stop,
        move |socket, _peer, watcher| {
            let (app, router, keep_alive) = (app.clone(), router.clone(), keep_alive.clone());
            let service = hyper::service::service_fn(move |req| {
                let (app, router, keep_alive) = (app.clone(), router.clone(), keep_alive.clone());
                async move {
                    let mut resp = front::serve(app, router, req).await?;
                    if let Some(v) = keep_alive {
                        resp.headers_mut().insert("keep-alive", v);
                    }
                    Ok::<_, front::Reset>(resp)
                }
            });
            // The head and idle timeouts are the front door's (hyper's own header
            // timeout also runs while a kept-alive connection is idle, which would
            // close it after the scaled head timeout: 200 ms at a scale of 0.01).
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(None)
                .max_buf_size(front::HEAD_LIMIT);
            let tls = idle.tls.clone();
            async move {
                match tls {
                    None => {
                        let io =
                            hyper_util::rt::TokioIo::new(front::FrontIo::new(socket, timeouts));
                        let _ = watcher.watch(http.serve_connection(io, service)).await;
                    }
                    // The handshake counts against the head's timeout.
                    Some(acceptor) => {
                        if let Ok(Ok(stream)) =
                            tokio::time::timeout(timeouts.head, acceptor.accept(socket)).await
                        {
                            let io =
                                hyper_util::rt::TokioIo::new(front::FrontIo::new(stream, timeouts));
                            let _ = watcher.watch(http.serve_connection(io, service)).await;
                        }
                    }
                }
            }
        },
    )
    .await;
}

/// Saves shortly after changes (debounced), so a killed sandbox loses little.
async fn run_saver(app: App, path: Option<PathBuf>, mut stop: watch::Receiver<bool>) {
    let Some(path) = path else { return };
    loop {
        tokio::select! {
            _ = app.dirty.notified() => {}
            _ = stop.changed() => return,
        }
        // Debounce, but a stop during it wins: shutdown saves once anyway, and a
        // one-shot `--sandbox` command must not sit out the debounce.
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_millis(200)) => {}
            _ = stop.changed() => return,
        }
        // A failed background save is retried at the next change and at shutdown.
        let _ = save(&app, &path).await;
    }
}

async fn save(app: &App, path: &std::path::Path) -> Result<()> {
    let bytes = app.snapshot()?;
    persist::save(path.to_path_buf(), bytes).await
}

impl RunningSandbox {
    /// Builds the text index on a blocking thread now, so the first `q` or
    /// `inresume` search of a large pool (about 2 s at 200,000) does not wait
    /// for it. Only a long-running server wants this; a one-shot `--sandbox`
    /// command builds the index only if it searches text.
    pub fn warm_index(&self) {
        let pool = self.app.pool.clone();
        crate::task::spawn_blocking(move || {
            pool.index();
        });
    }

    /// The address the listener is bound to.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops serving, gives webhook attempts already due a brief chance to
    /// finish (so `--sandbox` trigger delivers), then saves the state.
    pub async fn shutdown(self) -> Result<()> {
        let _ = self.stop.send(true);
        let _ = tokio::time::timeout(Duration::from_secs(5), self.server).await;
        for t in self.tasks {
            let _ = t.await;
        }
        deliver::dispatch_due(&self.app);
        let wait = deliver::response_timeout(self.app.scale).min(Duration::from_secs(10));
        deliver::drain(&self.app, wait + Duration::from_millis(200)).await;
        match &self.state_file {
            Some(path) => save(&self.app, path).await,
            None => Ok(()),
        }
    }
}
