//! The PostgreSQL (and PgBouncer) the team-ledger tests use: the URLs
//! `.ci/run` exports (`TALENT_TEST_PG_URL`, `TALENT_TEST_PG_POOL_URL`), or,
//! when none is given and the server's binaries are installed, a throwaway
//! cluster (and a transaction-mode PgBouncer before it) started once per
//! test process with `.ci/pg.sh` and stopped when the process ends. A test
//! that cannot get one says so on the terminal (not captured: a skip is
//! seen, never a silent pass); under `CI=true` it fails instead.

use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The servers of this test process.
#[derive(Debug, Clone)]
pub struct PgServers {
    /// Straight to the database (the admin URL: tests create databases here).
    pub direct: String,
    /// Through PgBouncer in transaction mode, when there is one.
    pub pool: Option<String>,
}

use super::skip::ci;

fn env(var: &str) -> Option<String> {
    std::env::var(var).ok().filter(|v| !v.trim().is_empty())
}

/// Says on the terminal that a test did not run, or fails it under CI.
pub fn skip(test_needs: &str, why: &str) {
    super::skip::skip(
        test_needs,
        &format!("{why} (.ci/pg.sh starts a cluster; see tests/cli/common/pg.rs)"),
    );
}

fn script() -> String {
    format!("{}/.ci/pg.sh", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `.ci/pg.sh ARGS`: (URL, DIR), and a watcher that stops it when
/// this test process ends.
fn start(args: &[&str]) -> Option<(String, String)> {
    let out = Command::new("bash")
        .arg(script())
        .args(args)
        .stdin(Stdio::null())
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let url = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let dir = String::from_utf8_lossy(&out.stderr)
        .lines()
        .find_map(|l| l.strip_prefix("cluster in ").map(str::to_string))?;
    // Stopped when this process is gone (statics are never dropped).
    let _ = Command::new("bash")
        .args([
            "-c",
            "while kill -0 \"$1\" 2>/dev/null; do sleep 1; done; bash \"$2\" stop \"$3\"",
            "watch",
            &std::process::id().to_string(),
            &script(),
            &dir,
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    Some((url, dir))
}

fn root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

fn installed(what: &str) -> bool {
    match what {
        "postgres" => {
            std::fs::read_dir("/usr/lib/postgresql").is_ok_and(|mut d| d.next().is_some())
        }
        _ => Command::new("sh")
            .args([
                "-c",
                &format!("command -v {what} || test -x /usr/sbin/{what}"),
            ])
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|s| s.success()),
    }
}

/// The servers, started on first use when none were given; `Err` says why
/// there are none.
pub fn servers() -> Result<&'static PgServers, String> {
    static SERVERS: OnceLock<Result<PgServers, String>> = OnceLock::new();
    SERVERS
        .get_or_init(|| {
            let direct = match env("TALENT_TEST_PG_URL") {
                Some(u) => u,
                None if !installed("postgres") => {
                    return Err("TALENT_TEST_PG_URL is not set and PostgreSQL is not installed".into())
                }
                None if !root() => {
                    return Err("TALENT_TEST_PG_URL is not set and starting a cluster needs root (it runs as `postgres`)".into())
                }
                None => start(&[]).ok_or("`.ci/pg.sh` could not start a cluster")?.0,
            };
            let pool = match env("TALENT_TEST_PG_POOL_URL") {
                Some(u) => Some(u),
                None if installed("pgbouncer") && root() => start(&["bouncer", &direct]).map(|(u, _)| u),
                None => None,
            };
            Ok(PgServers { direct, pool })
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// The direct URL, or `None` after saying why the test did not run.
pub fn direct(test_needs: &str) -> Option<String> {
    match servers() {
        Ok(s) => Some(s.direct.clone()),
        Err(why) => {
            skip(test_needs, &why);
            None
        }
    }
}

/// (direct, pooled) URLs, or `None` after saying why the test did not run.
pub fn pooled(test_needs: &str) -> Option<(String, String)> {
    match servers() {
        Ok(PgServers {
            direct,
            pool: Some(pool),
        }) => Some((direct.clone(), pool.clone())),
        Ok(_) => {
            skip(test_needs, "no PgBouncer: TALENT_TEST_PG_POOL_URL is not set and pgbouncer is not installed (or not root)");
            None
        }
        Err(why) => {
            skip(test_needs, &why);
            None
        }
    }
}
