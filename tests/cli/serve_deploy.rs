//! The gateway's deployment files in contrib/, as an administrator uses
//! them: the systemd unit checked by `systemd-analyze verify`, and its
//! `ExecStart=` and `Environment=` run as written (the workspace's key
//! from systemd's credential, not the environment; the public URL behind
//! a TLS proxy on the same host). systemd itself cannot run here (no init
//! in a container): what systemd would hand the service is made by hand
//! from the unit's own lines.

use std::path::{Path, PathBuf};
use std::process::Command as StdCommand;
use std::time::{Duration, Instant};

use crate::common::{have, talent_bin};
use crate::serve::{member_with_token, Gateway, SEARCH};
use crate::team::Db;

fn unit_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("contrib/systemd/talent-serve.service")
}

/// `KEY=` lines of the unit's `[Service]`, continuation lines joined.
fn unit_lines(key: &str) -> Vec<String> {
    let text = std::fs::read_to_string(unit_path()).expect("the unit");
    let mut joined = Vec::new();
    let mut line = String::new();
    for raw in text.lines() {
        if raw.trim_start().starts_with('#') && line.is_empty() {
            continue;
        }
        match raw.strip_suffix('\\') {
            Some(part) => line.push_str(part),
            None => {
                line.push_str(raw);
                joined.push(std::mem::take(&mut line));
            }
        }
    }
    joined
        .into_iter()
        .filter_map(|l| l.strip_prefix(&format!("{key}=")).map(str::to_string))
        .collect()
}

#[test]
fn the_systemd_unit_passes_systemd_analyze_verify() {
    if !have(
        "systemd-analyze",
        &["--version"],
        "the_systemd_unit_passes_systemd_analyze_verify",
    ) {
        return;
    }
    // Verified as installed: ExecStart's /usr/bin/talent is this build.
    let dir = tempfile::tempdir().unwrap();
    let unit = dir.path().join("talent-serve.service");
    let text = std::fs::read_to_string(unit_path()).unwrap();
    assert!(text.contains("ExecStart=/usr/bin/talent serve"), "{text}");
    std::fs::write(
        &unit,
        text.replace(
            "ExecStart=/usr/bin/talent",
            &format!("ExecStart={}", talent_bin().display()),
        ),
    )
    .unwrap();
    let out = StdCommand::new("systemd-analyze")
        .args(["verify", "--man=no"])
        .arg(&unit)
        .output()
        .expect("systemd-analyze runs");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    // Only lines about the unit itself count: systemd also reports on
    // the machine's own units it loads beside it.
    let about_ours: Vec<&str> = said
        .lines()
        .filter(|l| l.contains("talent-serve.service"))
        .collect();
    assert!(
        out.status.success() && about_ours.is_empty(),
        "systemd-analyze verify: {said}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_systemd_units_exec_start_serves_with_its_credential_behind_its_proxy() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = crate::common::Sandbox::start();
    let token = member_with_token(&db, "asha", "search");

    // What systemd makes of LoadCredential= and StateDirectory=.
    let root = tempfile::tempdir().unwrap();
    let creds = root.path().join("credentials");
    let state = root.path().join("state");
    std::fs::create_dir_all(&creds).unwrap();
    std::fs::create_dir_all(&state).unwrap();
    for load in unit_lines("LoadCredential") {
        let (name, _source) = load.split_once(':').expect("NAME:PATH");
        let body = match name {
            "talent-api-key" => sb.keys.production.clone(),
            // The test's PostgreSQL takes no password: any line will do.
            "talent-pgpass" => "*:*:*:*:unused".to_string(),
            other => panic!("a credential this test does not know: {other}"),
        };
        let path = creds.join(name);
        std::fs::write(&path, body).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o400)).unwrap();
        }
    }
    let mut vars: Vec<(String, String)> =
        vec![("CREDENTIALS_DIRECTORY".into(), creds.display().to_string())];
    for env in unit_lines("Environment") {
        for pair in env.split_whitespace() {
            let (k, v) = pair.split_once('=').expect("K=V");
            let v = v
                .replace("%d", &creds.display().to_string())
                .replace("%S", &state.display().to_string());
            vars.push((k.to_string(), v));
        }
    }
    // A key in the environment the sandbox refuses: the credential wins.
    vars.push((
        "TALENT_API_KEY".into(),
        "svc_live_not_the_workspaces_key".into(),
    ));

    // ExecStart as written, but for the two addresses of this machine.
    let exec = unit_lines("ExecStart").pop().expect("ExecStart=");
    let mut words: Vec<String> = exec.split_whitespace().map(str::to_string).collect();
    assert_eq!(words[..2], ["/usr/bin/talent", "serve"], "{exec}");
    words.drain(..2);
    for (flag, value) in [
        ("--ledger-url", db.url.as_str()),
        ("--listen", "127.0.0.1:0"),
    ] {
        let at = words.iter().position(|w| w == flag).expect(flag);
        words[at + 1] = value.to_string();
    }
    let public = {
        let at = words.iter().position(|w| w == "--public-url").unwrap();
        url::Url::parse(&words[at + 1]).unwrap()
    };
    let args: Vec<&str> = words.iter().map(String::as_str).collect();
    let vars_ref: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let gw = Gateway::try_start(&sb, &db, &args, &vars_ref)
        .unwrap_or_else(|(c, e)| panic!("serve as the unit starts it exited {c:?}: {e}"));
    assert_eq!(gw.url, public.as_str().trim_end_matches('/'));

    let addr = gw.listening_addr().await;
    // As the TLS proxy on the same host forwards it.
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let resp = client
        .get(format!("http://{addr}{SEARCH}"))
        .header("Host", public.host_str().unwrap())
        .header("X-Forwarded-Proto", "https")
        .header("X-Forwarded-For", "198.51.100.7")
        .bearer_auth(&token)
        .send()
        .await
        .expect("the gateway answers");
    let status = resp.status().as_u16();
    let body = resp.text().await.unwrap_or_default();
    assert_eq!(status, 200, "{body}");
    // The proxy's word for the member's address is taken (127.0.0.1 is
    // trusted by the unit); the key from the environment was never used.
    let deadline = Instant::now() + Duration::from_secs(10);
    while !gw.log().contains(" from ") && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let log = gw.log();
    assert!(log.contains("from 198.51.100.7"), "{log}");
    assert!(!log.contains(&sb.keys.production), "{log}");
    // The data folder is StateDirectory's.
    assert!(
        std::fs::read_dir(&state).unwrap().next().is_some(),
        "nothing written under the state directory"
    );
}
