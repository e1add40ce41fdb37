//! The simulator of the Talent Sourcing Service: both interfaces on one
//! listener, a deterministic talent pool, search, quotas, rate limits, state
//! machines and webhook delivery, faithful to `spec/service.md`.

pub mod pool;

// TEMPORARY until the server branch lands: the API the CLI's --sandbox uses.
use std::net::SocketAddr;
use std::path::PathBuf;

pub struct SandboxConfig {
    pub addr: SocketAddr,
    pub seed: u64,
    pub candidates: usize,
    pub time_scale: crate::clock::TimeScale,
    pub state_file: Option<PathBuf>,
}

impl Default for SandboxConfig {
    fn default() -> Self {
        SandboxConfig {
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            seed: 42,
            candidates: 5000,
            time_scale: Default::default(),
            state_file: None,
        }
    }
}

pub struct Keys {
    pub production: String,
    pub evaluation: String,
}

pub struct RunningSandbox {
    pub base_url: String,
    pub alt_base_url: String,
    pub keys: Keys,
}

pub async fn start(_cfg: SandboxConfig) -> crate::Result<RunningSandbox> {
    Err(crate::Error::failure("sandbox not yet built"))
}

impl RunningSandbox {
    pub async fn shutdown(self) -> crate::Result<()> {
        Ok(())
    }
}

pub fn embedded_state_path() -> crate::Result<PathBuf> {
    Ok(crate::paths::data_dir()?.join("sandbox").join("state.json"))
}
