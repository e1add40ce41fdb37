//! The harness every integration test uses: an isolated environment for the
//! real binary, a real `talent sandbox serve` on 127.0.0.1:0, and a tiny
//! webhook receiver.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command as StdCommand, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::http::{HeaderMap, StatusCode};
use serde_json::Value;
use tempfile::TempDir;

/// Path of the binary under test.
pub fn talent_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_talent"))
}

/// A temp folder standing in for HOME, XDG folders, config and data, with an
/// environment cleared of the user's `TALENT_*` settings.
pub struct TestEnv {
    pub dir: TempDir,
}

impl Default for TestEnv {
    fn default() -> Self {
        Self::new()
    }
}

impl TestEnv {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        for sub in [
            "home",
            "config",
            "data",
            "cache",
            "state",
            "talent-config",
            "talent-data",
        ] {
            std::fs::create_dir_all(dir.path().join(sub)).expect("mkdir");
        }
        TestEnv { dir }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn data_dir(&self) -> PathBuf {
        self.path().join("talent-data")
    }

    pub fn config_dir(&self) -> PathBuf {
        self.path().join("talent-config")
    }

    /// The isolated variables, as (name, value) pairs.
    pub fn vars(&self) -> Vec<(String, String)> {
        let p = |s: &str| self.path().join(s).display().to_string();
        vec![
            ("HOME".into(), p("home")),
            ("XDG_CONFIG_HOME".into(), p("config")),
            ("XDG_DATA_HOME".into(), p("data")),
            ("XDG_CACHE_HOME".into(), p("cache")),
            ("XDG_STATE_HOME".into(), p("state")),
            ("TALENT_CONFIG_DIR".into(), p("talent-config")),
            ("TALENT_DATA_DIR".into(), p("talent-data")),
            ("TALENT_KEYRING_BACKEND".into(), "memory".into()),
            ("NO_COLOR".into(), "1".into()),
            // No pager on the pseudo-terminals some tests use.
            ("TALENT_PAGER".into(), String::new()),
        ]
    }

    /// Clears inherited `TALENT_*` and proxy settings and applies `vars`.
    pub fn apply(&self, cmd: &mut StdCommand) {
        for (k, _) in std::env::vars_os() {
            let name = k.to_string_lossy().to_string();
            if name.starts_with("TALENT_") || name.to_ascii_lowercase().ends_with("_proxy") {
                cmd.env_remove(&k);
            }
        }
        for (k, v) in self.vars() {
            cmd.env(k, v);
        }
    }

    /// `talent` with the isolated environment, ready for assert_cmd assertions.
    pub fn talent(&self) -> assert_cmd::Command {
        let mut std_cmd = StdCommand::new(talent_bin());
        self.apply(&mut std_cmd);
        std_cmd.current_dir(self.path());
        assert_cmd::Command::from_std(std_cmd)
    }
}

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
    /// More `sandbox serve` arguments (`--idle-timeout 1s`, `--tls`).
    pub extra: Vec<String>,
}

impl Default for SandboxOptions {
    fn default() -> Self {
        SandboxOptions {
            seed: 7,
            candidates: 1000,
            time_scale: 1.0,
            state: None,
            grant: None,
            extra: Vec::new(),
        }
    }
}

/// A running `talent sandbox serve`, killed on drop.
pub struct Sandbox {
    child: Option<Child>,
    pub env: TestEnv,
    pub base_url: String,
    pub alt_base_url: String,
    pub origin: String,
    pub keys: Keys,
    pub client: reqwest::Client,
    pub ready_line: String,
    pub time_scale: f64,
    /// With `--tls`: the CA's PEM file the ready line named.
    pub ca_file: Option<PathBuf>,
}

impl Sandbox {
    /// Seed 7, 1000 candidates, real time.
    pub fn start() -> Sandbox {
        Self::with(SandboxOptions::default())
    }

    pub fn scaled(time_scale: f64) -> Sandbox {
        Self::with(SandboxOptions {
            time_scale,
            ..Default::default()
        })
    }

    pub fn with(opts: SandboxOptions) -> Sandbox {
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
        let base_url = s(&ready["base_url"]);
        let origin = base_url.trim_end_matches("/api/v1").to_string();
        let ca_file = ready["ca_file"].as_str().map(PathBuf::from);
        let mut client = reqwest::Client::builder().no_proxy();
        if let Some(ca) = &ca_file {
            let pem = std::fs::read(ca).expect("the CA file");
            client = client.tls_certs_merge(
                reqwest::Certificate::from_pem_bundle(&pem).expect("PEM certificates"),
            );
        }
        Sandbox {
            child: Some(child),
            env,
            alt_base_url: s(&ready["alt_base_url"]),
            base_url,
            origin,
            keys: Keys {
                production: s(&ready["keys"]["production"]),
                evaluation: s(&ready["keys"]["evaluation"]),
            },
            client: client.build().expect("client"),
            ready_line: line,
            time_scale: opts.time_scale,
            ca_file,
        }
    }

    /// `talent` in this sandbox's isolated environment, pointed at it with the
    /// production key and the same time scale.
    pub fn talent(&self) -> assert_cmd::Command {
        self.talent_with_key(&self.keys.production)
    }

    /// `talent` pointed at this sandbox with `key` (e.g. the evaluation key).
    pub fn talent_with_key(&self, key: &str) -> assert_cmd::Command {
        let mut cmd = self.env.talent();
        cmd.env("TALENT_BASE_URL", &self.base_url)
            .env("TALENT_ALT_BASE_URL", &self.alt_base_url)
            .env("TALENT_API_KEY", key)
            .env("TALENT_TIME_SCALE", self.time_scale.to_string());
        if let Some(ca) = &self.ca_file {
            cmd.env("TALENT_CA_FILE", ca);
        }
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
        let v = json_of(self.control(reqwest::Method::GET, "/requests").send().await).await;
        v["data"].as_array().cloned().unwrap_or_default()
    }

    /// Stops with SIGTERM and waits; returns the exit status.
    pub fn stop(&mut self) -> ExitStatus {
        let mut child = self.child.take().expect("running");
        let _ = StdCommand::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status();
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            if let Some(status) = child.try_wait().expect("wait") {
                return status;
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                panic!("sandbox did not stop on SIGTERM");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    pub fn stderr(&self) -> String {
        std::fs::read_to_string(self.env.path().join("sandbox.stderr")).unwrap_or_default()
    }
}

impl Drop for Sandbox {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// Status and parsed JSON body of a response (Null when empty).
pub async fn send(req: reqwest::RequestBuilder) -> (u16, Value) {
    let resp = req.send().await.expect("request sent");
    let status = resp.status().as_u16();
    let text = resp.text().await.expect("body");
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("body is not JSON: {text}"))
    };
    (status, body)
}

/// The JSON body of a successful response.
pub async fn json_of(resp: reqwest::Result<reqwest::Response>) -> Value {
    let resp = resp.expect("request sent");
    let status = resp.status();
    let text = resp.text().await.expect("body");
    assert!(status.is_success(), "status {status}: {text}");
    serde_json::from_str(&text).expect("JSON body")
}

/// Forgets the requests logged so far, so a test sees only its own.
pub async fn clear_log(sb: &Sandbox) {
    let resp = sb
        .control(reqwest::Method::DELETE, "/requests")
        .send()
        .await
        .expect("clear the log");
    assert!(resp.status().is_success());
}

/// The decoded query pairs of a logged request.
pub fn query_of(logged: &Value) -> Vec<(String, String)> {
    let raw = logged["query"].as_str().unwrap_or("");
    url::form_urlencoded::parse(raw.as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

/// Asserts a main-interface error: status and `error_code`, with a description.
pub fn assert_main_error(got: &(u16, Value), status: u16, code: &str) {
    assert_eq!(got.0, status, "body: {}", got.1);
    assert_eq!(got.1["error_code"], code, "body: {}", got.1);
    assert!(
        got.1["error_description"]
            .as_str()
            .is_some_and(|d| !d.is_empty()),
        "body: {}",
        got.1
    );
}

/// Asserts an additional-interface error: `{"error": {"code", "message"}}`.
pub fn assert_alt_error(got: &(u16, Value), status: u16, code: &str) {
    assert_eq!(got.0, status, "body: {}", got.1);
    assert_eq!(got.1["error"]["code"], code, "body: {}", got.1);
    assert!(
        got.1["error"]["message"]
            .as_str()
            .is_some_and(|d| !d.is_empty()),
        "body: {}",
        got.1
    );
}

/// One webhook request as received.
#[derive(Debug, Clone)]
pub struct Hit {
    pub headers: HeaderMap,
    pub body: Bytes,
    pub at: Instant,
}

/// A local endpoint that records every POST and answers a fixed status.
pub struct Receiver {
    pub url: String,
    pub hits: Arc<Mutex<Vec<Hit>>>,
    status: Arc<Mutex<u16>>,
}

impl Receiver {
    /// Starts on 127.0.0.1:0 answering `status`.
    pub async fn start(status: u16) -> Receiver {
        let hits: Arc<Mutex<Vec<Hit>>> = Arc::default();
        let status = Arc::new(Mutex::new(status));
        let (h, s) = (hits.clone(), status.clone());
        let app = axum::Router::new().route(
            "/hook",
            axum::routing::post(move |headers: HeaderMap, body: Bytes| {
                let (h, s) = (h.clone(), s.clone());
                async move {
                    h.lock().unwrap().push(Hit {
                        headers,
                        body,
                        at: Instant::now(),
                    });
                    StatusCode::from_u16(*s.lock().unwrap()).unwrap_or(StatusCode::OK)
                }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr: SocketAddr = listener.local_addr().expect("addr");
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Receiver {
            url: format!("http://{addr}/hook"),
            hits,
            status,
        }
    }

    pub fn set_status(&self, status: u16) {
        *self.status.lock().unwrap() = status;
    }

    pub fn hits(&self) -> Vec<Hit> {
        self.hits.lock().unwrap().clone()
    }

    /// Waits until at least `n` hits arrived (or panics after `limit`).
    pub async fn wait_for(&self, n: usize, limit: Duration) -> Vec<Hit> {
        let deadline = Instant::now() + limit;
        loop {
            let hits = self.hits();
            if hits.len() >= n {
                return hits;
            }
            assert!(
                Instant::now() < deadline,
                "only {} of {n} webhook requests arrived",
                hits.len()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// Polls `f` until it returns Some, for up to `limit`.
pub async fn eventually<T, F, Fut>(limit: Duration, mut f: F) -> T
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let deadline = Instant::now() + limit;
    loop {
        if let Some(v) = f().await {
            return v;
        }
        assert!(Instant::now() < deadline, "condition not met in {limit:?}");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}
