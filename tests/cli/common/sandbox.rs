//! A sandbox to point the binary at: by default `talent_sandbox::start` on
//! 127.0.0.1:0 inside the test process (no process to spawn, no ready line to
//! wait for); [`Sandbox::serve`] runs `talent sandbox serve` as a child for
//! the tests of the server itself (ready line, signals, state on SIGTERM).

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command as StdCommand, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use talent_sandbox::{RunningSandbox, SandboxConfig};
use talent_spec::time::TimeScale;

use super::env::{host_path, stop_signal, talent_bin, TestEnv};

/// The seed of every sandbox a test starts (unless it chooses another).
pub const SEED: u64 = 7;

/// The keys a sandbox printed.
#[derive(Debug, Clone)]
pub struct Keys {
    pub production: String,
    pub evaluation: String,
}

/// How to start a sandbox.
pub struct SandboxOptions {
    pub seed: u64,
    pub candidates: usize,
    pub time_scale: f64,
    pub state: Option<PathBuf>,
    pub grant: Option<String>,
    /// More `sandbox serve` arguments (`--idle-timeout 1s`, `--tls`): only
    /// with [`Sandbox::serve`].
    pub extra: Vec<String>,
}

impl Default for SandboxOptions {
    fn default() -> Self {
        SandboxOptions {
            seed: SEED,
            candidates: 1000,
            time_scale: 1.0,
            state: None,
            grant: None,
            extra: Vec::new(),
        }
    }
}

/// What runs the server.
enum Server {
    /// `talent_sandbox::start` on its own runtime thread; dropping the
    /// sender stops it.
    InProcess {
        stop: Option<std::sync::mpsc::Sender<()>>,
        thread: Option<std::thread::JoinHandle<()>>,
    },
    /// `talent sandbox serve`, killed on drop.
    Process(Option<Child>),
}

/// A running sandbox and the isolated environment of the runs against it.
pub struct Sandbox {
    server: Server,
    pub env: TestEnv,
    pub base_url: String,
    pub alt_base_url: String,
    pub origin: String,
    pub keys: Keys,
    /// A second workspace's keys, to show that workspaces are isolated.
    pub other_keys: Option<Keys>,
    pub client: reqwest::Client,
    /// The ready line `sandbox serve` printed; empty in process.
    pub ready_line: String,
    pub time_scale: f64,
    /// With `--tls`: the CA's PEM file the ready line named.
    pub ca_file: Option<PathBuf>,
}

/// What a started server tells the test.
struct Started {
    base_url: String,
    alt_base_url: String,
    keys: Keys,
    other_keys: Option<Keys>,
}

fn keys_of(k: &talent_sandbox::Keys) -> Keys {
    Keys {
        production: k.production.clone(),
        evaluation: k.evaluation.clone(),
    }
}

impl Sandbox {
    /// Seed 7, 1000 candidates, real time, in this process.
    pub fn start() -> Sandbox {
        Self::with(SandboxOptions::default())
    }

    pub fn scaled(time_scale: f64) -> Sandbox {
        Self::with(SandboxOptions {
            time_scale,
            ..Default::default()
        })
    }

    /// A sandbox in this process, on its own runtime thread, reading the
    /// clock its environment's runs read.
    pub fn with(opts: SandboxOptions) -> Sandbox {
        assert!(
            opts.extra.is_empty(),
            "`sandbox serve` arguments {:?}: start it with Sandbox::serve",
            opts.extra
        );
        let env = TestEnv::new();
        let cfg = SandboxConfig {
            seed: opts.seed,
            candidates: opts.candidates,
            time_scale: TimeScale::new(opts.time_scale).expect("a positive time scale"),
            state_file: opts.state.clone(),
            grants: opts
                .grant
                .as_deref()
                .map(|g| talent::cmd::sandbox::serve::parse_grants(g).expect("a valid --grant"))
                .unwrap_or_default(),
            clock: env.clock(),
            ..SandboxConfig::default()
        };
        let keeps_state = opts.state.is_some();
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let (stop, stop_rx) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("sandbox runtime");
            let running: Option<RunningSandbox> = rt.block_on(async {
                match talent_sandbox::start(cfg).await {
                    Ok(sb) => {
                        sb.warm_index();
                        let _ = ready_tx.send(Ok(Started {
                            base_url: sb.base_url.clone(),
                            alt_base_url: sb.alt_base_url.clone(),
                            keys: keys_of(&sb.keys),
                            other_keys: sb.other_keys.as_ref().map(keys_of),
                        }));
                        Some(sb)
                    }
                    Err(e) => {
                        let _ = ready_tx.send(Err(e.to_string()));
                        None
                    }
                }
            });
            let Some(sb) = running else { return };
            // Serves on the runtime's workers until the test lets go.
            let _ = stop_rx.recv();
            // A state file is saved as `serve` saves it; otherwise there is
            // nothing to keep and webhook attempts are not waited for.
            if keeps_state {
                let _ = rt.block_on(sb.shutdown());
            } else {
                drop(sb);
            }
            rt.shutdown_background();
        });
        let started = match ready_rx.recv() {
            Ok(Ok(s)) => s,
            Ok(Err(e)) => panic!("sandbox did not start: {e}"),
            Err(_) => panic!("sandbox thread ended before it started"),
        };
        Self::from_started(
            Server::InProcess {
                stop: Some(stop),
                thread: Some(thread),
            },
            env,
            started,
            String::new(),
            opts.time_scale,
            None,
        )
    }

    /// `talent sandbox serve` as a child process, for tests of the server
    /// itself: the ready line, SIGTERM, the state it saves.
    pub fn serve(opts: SandboxOptions) -> Sandbox {
        let env = TestEnv::new();
        let mut cmd = StdCommand::new(talent_bin());
        env.apply(&mut cmd);
        cmd.args(["sandbox", "serve", "--addr", "127.0.0.1:0"])
            .args(["--seed", &opts.seed.to_string()])
            .args(["--candidates", &opts.candidates.to_string()])
            .args(["--time-scale", &opts.time_scale.to_string()]);
        if let Some(state) = &opts.state {
            cmd.arg("--state").arg(state);
        }
        if let Some(grant) = &opts.grant {
            cmd.args(["--grant", grant]);
        }
        cmd.args(&opts.extra);
        let stderr = std::fs::File::create(env.path().join("sandbox.stderr")).expect("stderr file");
        cmd.stdout(Stdio::piped())
            .stderr(stderr)
            .stdin(Stdio::null());
        let mut child = cmd.spawn().expect("spawn talent sandbox serve");
        let stdout = child.stdout.take().expect("stdout");
        let mut line = String::new();
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("ready line");
        if line.trim().is_empty() {
            let err =
                std::fs::read_to_string(env.path().join("sandbox.stderr")).unwrap_or_default();
            panic!("sandbox did not start: {err}");
        }
        let ready: Value = serde_json::from_str(&line).expect("ready line is JSON");
        let s = |v: &Value| v.as_str().expect("string").to_string();
        let keys = |v: &Value| {
            v.is_object().then(|| Keys {
                production: s(&v["production"]),
                evaluation: s(&v["evaluation"]),
            })
        };
        let started = Started {
            base_url: s(&ready["base_url"]),
            alt_base_url: s(&ready["alt_base_url"]),
            keys: keys(&ready["keys"]).expect("keys"),
            other_keys: keys(&ready["other_workspace_keys"]),
        };
        let ca_file = ready["ca_file"].as_str().map(host_path);
        Self::from_started(
            Server::Process(Some(child)),
            env,
            started,
            line,
            opts.time_scale,
            ca_file,
        )
    }

    fn from_started(
        server: Server,
        env: TestEnv,
        started: Started,
        ready_line: String,
        time_scale: f64,
        ca_file: Option<PathBuf>,
    ) -> Sandbox {
        let origin = started.base_url.trim_end_matches("/api/v1").to_string();
        // No idle connection kept: a scaled sandbox may close one as a
        // request goes out on it.
        // reqwest's TLS takes the process's crypto provider (ring): installed here.
        talent::api::tls::provider();
        let mut client = reqwest::Client::builder()
            .no_proxy()
            .pool_max_idle_per_host(0);
        if let Some(ca) = &ca_file {
            let pem = std::fs::read(ca).expect("the CA file");
            client = client.tls_certs_merge(
                reqwest::Certificate::from_pem_bundle(&pem).expect("PEM certificates"),
            );
        }
        Sandbox {
            server,
            env,
            base_url: started.base_url,
            alt_base_url: started.alt_base_url,
            origin,
            keys: started.keys,
            other_keys: started.other_keys,
            client: client.build().expect("client"),
            ready_line,
            time_scale,
            ca_file,
        }
    }

    /// The variables that point a run at this sandbox with `key` and its
    /// time scale.
    pub fn vars_with_key(&self, key: &str) -> Vec<(&'static str, String)> {
        let mut vars = vec![
            ("TALENT_BASE_URL", self.base_url.clone()),
            ("TALENT_ALT_BASE_URL", self.alt_base_url.clone()),
            ("TALENT_API_KEY", key.to_string()),
            ("TALENT_TIME_SCALE", self.time_scale.to_string()),
        ];
        if let Some(ca) = &self.ca_file {
            vars.push(("TALENT_CA_FILE", ca.display().to_string()));
        }
        vars
    }

    /// [`Sandbox::vars_with_key`] with the production key.
    pub fn vars(&self) -> Vec<(&'static str, String)> {
        self.vars_with_key(&self.keys.production)
    }

    /// The isolated environment and this sandbox's variables on a plain
    /// command (a pseudo-terminal, a long-running `listen`).
    pub fn apply(&self, cmd: &mut StdCommand) {
        self.env.apply(cmd);
        cmd.envs(self.vars());
    }

    /// `talent` in this sandbox's isolated environment, pointed at it with the
    /// production key and the same time scale.
    pub fn talent(&self) -> assert_cmd::Command {
        self.talent_with_key(&self.keys.production)
    }

    /// `talent` pointed at this sandbox with `key` (e.g. the evaluation key).
    pub fn talent_with_key(&self, key: &str) -> assert_cmd::Command {
        let mut cmd = self.env.talent();
        cmd.envs(self.vars_with_key(key));
        cmd
    }

    /// `talent` in another isolated environment (its own config, keys and
    /// ledger), pointed at this sandbox without a key, on its clock.
    pub fn talent_in(&self, env: &TestEnv) -> assert_cmd::Command {
        let mut cmd = env.talent();
        cmd.env("TALENT_BASE_URL", &self.base_url)
            .env("TALENT_ALT_BASE_URL", &self.alt_base_url)
            .env("TALENT_NOW", self.env.now_var());
        cmd
    }

    /// A main-interface request with the production key.
    pub fn main(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.main_as(&self.keys.production, method, path)
    }

    pub fn main_as(
        &self,
        key: &str,
        method: reqwest::Method,
        path: &str,
    ) -> reqwest::RequestBuilder {
        self.client
            .request(method, format!("{}{path}", self.base_url))
            .bearer_auth(key)
    }

    /// An additional-interface request with the production key.
    pub fn alt(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.alt_as(&self.keys.production, method, path)
    }

    pub fn alt_as(
        &self,
        key: &str,
        method: reqwest::Method,
        path: &str,
    ) -> reqwest::RequestBuilder {
        self.client
            .request(method, format!("{}{path}", self.alt_base_url))
            .bearer_auth(key)
    }

    /// A control-route request (`/_sandbox/...`) with the production key.
    pub fn control(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.client
            .request(method, format!("{}/_sandbox{path}", self.origin))
            .bearer_auth(&self.keys.production)
    }

    /// The request log of the API routes.
    pub async fn requests(&self) -> Vec<Value> {
        let v =
            super::service::json_of(self.control(reqwest::Method::GET, "/requests").send().await)
                .await;
        v["data"].as_array().cloned().unwrap_or_default()
    }

    /// Stops `sandbox serve` with SIGTERM and waits; returns the exit status.
    pub fn stop(&mut self) -> ExitStatus {
        self.stop_with(stop_signal())
    }

    /// Sends `signal` (`TERM`, `INT`, `HUP`) to `sandbox serve`, then waits
    /// for it to end.
    pub fn stop_with(&mut self, signal: &str) -> ExitStatus {
        let Server::Process(child) = &mut self.server else {
            panic!("stop() signals `sandbox serve`: start it with Sandbox::serve");
        };
        let mut child = child.take().expect("running");
        let _ = StdCommand::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status();
        super::run::wait_within(&mut child, Duration::from_secs(15))
            .unwrap_or_else(|| panic!("sandbox did not stop on SIG{signal}"))
    }

    /// What `sandbox serve` wrote to stderr.
    pub fn stderr(&self) -> String {
        std::fs::read_to_string(self.env.path().join("sandbox.stderr")).unwrap_or_default()
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        match &mut self.server {
            Server::InProcess { stop, thread } => {
                drop(stop.take());
                if let Some(t) = thread.take() {
                    let _ = t.join();
                }
            }
            Server::Process(child) => {
                if let Some(mut child) = child.take() {
                    let _ = child.kill();
                    let _ = child.wait();
                }
            }
        }
    }
}
