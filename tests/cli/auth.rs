//! `talent auth login / status / logout` against a real sandbox, with the
//! key store in a temp folder (`TALENT_KEYRING_BACKEND=file`): tests never
//! touch the real keyring or the user's config.

use std::path::Path;

use serde_json::Value;

use crate::common::*;

/// `talent` in `env`, pointed at `sb`, keys in `env`'s credentials file.
fn against(env: &TestEnv, sb: &Sandbox) -> assert_cmd::Command {
    let mut cmd = sb.talent_in(env);
    cmd.env("TALENT_KEYRING_BACKEND", "file");
    cmd
}

fn credentials(env: &TestEnv) -> std::path::PathBuf {
    env.config_dir().join("credentials.toml")
}

#[cfg(unix)]
fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path)
        .expect("file exists")
        .permissions()
        .mode()
        & 0o777
}

/// Login from stdin → status shows the masked key and the workspace →
/// `usage` uses the stored key → logout → commands fail with 3.
#[tokio::test]
async fn login_status_logout_round_trip() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    let key = sb.keys.production.clone();
    let ws = workspace(&sb).await;

    let (code, stdout, stderr) = outcome(
        against(&env, &sb)
            .args(["auth", "login", "--with-key"])
            .write_stdin(format!("{key}\n")),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.is_empty(),
        "login prints nothing on stdout: {stdout}"
    );
    let tail = &key[key.len() - 4..];
    assert!(
        stderr.contains(&format!("Logged in to workspace {ws} as profile default"))
            && stderr.contains(&format!("svc_live_••••••••{tail}")),
        "{stderr}"
    );
    assert!(!stderr.contains(&key));
    assert!(credentials(&env).exists());

    let before = request_count(&sb).await;
    let (code, stdout, stderr) = outcome(against(&env, &sb).args(["auth", "status", "-o", "json"]));
    assert_eq!(code, 0, "{stderr}");
    let status = json_text(&stdout);
    assert_eq!(status["profile"], "default");
    assert_eq!(status["source"], "file");
    assert_eq!(status["key"], format!("svc_live_••••••••{tail}"));
    assert_eq!(status["kind"], "live");
    assert_eq!(status["workspaceId"], ws.as_str());
    assert_eq!(status["base_url"], sb.base_url.as_str());
    assert_eq!(status["alt_base_url"], sb.alt_base_url.as_str());
    assert!(!stdout.contains(&key));

    // The status call itself is a command that sent the stored key: the
    // sandbox accepted it.
    let log = sb.requests().await;
    let usage_calls: Vec<&Value> = log[before..]
        .iter()
        .filter(|r| r["path"] == "/api/v1/usage")
        .collect();
    assert_eq!(usage_calls.len(), 1, "{log:?}");
    assert_eq!(usage_calls[0]["status"], 200);

    // An ordinary command finds the stored key too.
    let (code, stdout, stderr) = outcome(against(&env, &sb).args(["usage", "-o", "json"]));
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(json_text(&stdout)["workspaceId"], ws.as_str());

    let (code, _, stderr) = outcome(against(&env, &sb).args(["auth", "logout"]));
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("removed its key from"), "{stderr}");
    assert!(!credentials(&env).exists(), "the last key removes the file");

    let before = request_count(&sb).await;
    for args in [vec!["auth", "status"], vec!["usage"]] {
        let (code, stdout, stderr) = outcome(against(&env, &sb).args(&args));
        assert_eq!(code, 3, "{args:?}: {stderr}");
        assert!(stdout.is_empty());
        assert!(stderr.contains("no API key"), "{stderr}");
    }
    assert_eq!(request_count(&sb).await, before, "no key, no request");
}

#[tokio::test]
async fn login_with_a_rejected_key_stores_nothing() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    let bad = "svc_live_0000000000000000000000000000dead";
    let (code, stdout, stderr) = outcome(
        against(&env, &sb)
            .args(["auth", "login", "--with-key"])
            .write_stdin(bad),
    );
    assert_eq!(code, 3, "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("nothing was stored"), "{stderr}");
    assert_eq!(stderr.trim().lines().count(), 1, "one line: {stderr}");
    assert!(!stderr.contains(bad), "the key is never echoed: {stderr}");
    assert!(!credentials(&env).exists());
    assert!(!env.config_dir().join("config.toml").exists());
    let log = sb.requests().await;
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(log[0]["path"], "/api/v1/usage");
    assert_eq!(log[0]["status"], 401);
}

/// Bad input is rejected before anything is sent (exit 2).
#[tokio::test]
async fn login_rejects_empty_and_malformed_keys_before_sending() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    for input in ["", "  \n", "svc_live_has space"] {
        let (code, _, stderr) = outcome(
            against(&env, &sb)
                .args(["auth", "login", "--with-key"])
                .write_stdin(input),
        );
        assert_eq!(code, 2, "{input:?}: {stderr}");
        assert!(stderr.starts_with("error: "), "{stderr}");
    }
    // No terminal to prompt on and no --with-key: exit 2 with the way out.
    let (code, _, stderr) = outcome(
        against(&env, &sb)
            .args(["auth", "login"])
            .write_stdin(sb.keys.production.as_str()),
    );
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("--with-key"), "{stderr}");
    assert!(sb.requests().await.is_empty(), "nothing was sent");
    assert!(!credentials(&env).exists());
}

#[cfg(unix)]
#[tokio::test]
async fn insecure_storage_writes_a_0600_file_and_records_it() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    let key = sb.keys.production.clone();
    // The memory backend stands in for the keyring: the flag must still
    // put the key in the file, and later processes must find it there.
    let mut cmd = against(&env, &sb);
    cmd.env("TALENT_KEYRING_BACKEND", "memory");
    let (code, _, stderr) = outcome(
        cmd.args(["auth", "login", "--with-key", "--insecure-storage"])
            .write_stdin(key.as_str()),
    );
    assert_eq!(code, 0, "{stderr}");
    let file = credentials(&env);
    // The Windows build joins the Unix folder it was given with `\`.
    let shown = if windows_binary() {
        "credentials.toml".to_string()
    } else {
        file.display().to_string()
    };
    assert!(
        stderr.contains(&shown) && stderr.contains("plain text"),
        "says where the key went: {stderr}"
    );
    // Modes are Unix's: under wine the file gets the umask's.
    if !windows_binary() {
        assert_eq!(mode(&file), 0o600);
    }
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains(&key));
    let config = std::fs::read_to_string(env.config_dir().join("config.toml")).unwrap();
    let config: toml::Table = toml::from_str(&config).unwrap();
    assert_eq!(
        config["profiles"]["default"]["key_storage"].as_str(),
        Some("file")
    );
    assert!(!config.to_string().contains(&key), "no key in config.toml");

    let mut cmd = against(&env, &sb);
    cmd.env("TALENT_KEYRING_BACKEND", "memory");
    let (code, stdout, stderr) = outcome(cmd.args(["auth", "status", "-o", "json"]));
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(json_text(&stdout)["source"], "file");
}

#[tokio::test]
async fn talent_api_key_overrides_the_stored_key() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    let (code, _, stderr) = outcome(
        against(&env, &sb)
            .args(["auth", "login", "--with-key"])
            .write_stdin(sb.keys.production.as_str()),
    );
    assert_eq!(code, 0, "{stderr}");

    let eval = &sb.keys.evaluation;
    let (code, stdout, stderr) = outcome(
        against(&env, &sb)
            .env("TALENT_API_KEY", eval)
            .args(["auth", "status", "-o", "json"]),
    );
    assert_eq!(code, 0, "{stderr}");
    let status = json_text(&stdout);
    assert_eq!(status["source"], "env");
    assert_eq!(status["kind"], "evaluation");
    assert_eq!(
        status["key"],
        format!("svc_eval_••••••••{}", &eval[eval.len() - 4..])
    );

    // A revoked key in the environment wins too, and fails with 3: the
    // local facts are still printed, then the one error line.
    let (code, stdout, stderr) = outcome(
        against(&env, &sb)
            .env("TALENT_API_KEY", "svc_live_revoked0000000000000000")
            .args(["auth", "status", "-o", "json"]),
    );
    assert_eq!(code, 3, "{stderr}");
    let status = json_text(&stdout);
    assert_eq!(status["source"], "env");
    assert_eq!(status["workspaceId"], Value::Null);
    assert!(stderr.contains("TALENT_API_KEY"), "{stderr}");

    // Logout removes the stored key and says the variable still applies.
    let (code, _, stderr) = outcome(
        against(&env, &sb)
            .env("TALENT_API_KEY", eval)
            .args(["auth", "logout"]),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("TALENT_API_KEY is set"), "{stderr}");
}

#[tokio::test]
async fn no_key_at_all_is_exit_3_with_the_ways_out() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(against(&env, &sb).args(["auth", "status"]));
    assert_eq!(code, 3, "{stderr}");
    assert!(stdout.is_empty());
    for way in ["talent auth login", "TALENT_API_KEY", "--sandbox"] {
        assert!(stderr.contains(way), "hint lacks {way}: {stderr}");
    }
    let (code, _, stderr) =
        outcome(against(&env, &sb).args(["auth", "status", "--profile", "work"]));
    assert_eq!(code, 3);
    assert!(
        stderr.contains("talent auth login --profile work"),
        "{stderr}"
    );
    assert!(sb.requests().await.is_empty(), "nothing was sent");
}

/// Regression (issue 37): the Windows build against the real Credential
/// Manager (wine's, in the Windows leg's throwaway prefix: never the
/// user's). A missing entry is "no key", exit 3 with the ways out, not
/// exit 1 with "Windows error code 0"; a login stores the key there and
/// the next run finds it; a logout removes it.
#[tokio::test]
async fn windows_credential_manager_missing_is_exit_3_and_a_login_is_found() {
    if !windows_binary() {
        eprintln!(
            "SKIPPED the Credential Manager: the binary under test is not the Windows build (the OS keyring is never touched here otherwise)"
        );
        return;
    }
    let sb = Sandbox::start();
    let env = TestEnv::new();
    // A profile of this test's own: the prefix outlives one test.
    let profile = format!("cm-{}", std::process::id());
    let keyring = |args: &[&str]| {
        let mut cmd = sb.talent_in(&env);
        cmd.env("TALENT_KEYRING_BACKEND", "keyring")
            .args(args)
            .args(["--profile", &profile]);
        cmd
    };
    let (code, stdout, stderr) = outcome(&mut keyring(&["auth", "status"]));
    assert_eq!(code, 3, "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("no API key"), "{stderr}");
    assert!(stderr.contains("TALENT_API_KEY"), "{stderr}");

    let key = sb.keys.production.clone();
    let (code, _, stderr) =
        outcome(keyring(&["auth", "login", "--with-key"]).write_stdin(format!("{key}\n")));
    assert_eq!(code, 0, "{stderr}");
    let (code, stdout, stderr) = outcome(&mut keyring(&["auth", "status", "-o", "json"]));
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(json_text(&stdout)["source"], "keyring", "{stdout}");
    let (code, _, stderr) = outcome(&mut keyring(&["auth", "logout"]));
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = outcome(&mut keyring(&["auth", "status"]));
    assert_eq!(code, 3, "{stderr}");
}

#[tokio::test]
async fn logout_with_nothing_stored_is_a_notice() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(against(&env, &sb).args(["auth", "logout"]));
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("nothing to remove"), "{stderr}");
}

/// Profiles keep separate keys: logging in as `work` leaves `default` empty.
#[tokio::test]
async fn profiles_have_their_own_keys() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    let (code, _, stderr) = outcome(
        against(&env, &sb)
            .args(["auth", "login", "--with-key", "--profile", "work"])
            .write_stdin(sb.keys.evaluation.as_str()),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("as profile work"), "{stderr}");

    let (code, stdout, _) = outcome(
        against(&env, &sb)
            .env("TALENT_PROFILE", "work")
            .args(["auth", "status", "-o", "json"]),
    );
    assert_eq!(code, 0);
    assert_eq!(json_text(&stdout)["kind"], "evaluation");
    let (code, _, _) = outcome(against(&env, &sb).args(["auth", "status"]));
    assert_eq!(code, 3, "the default profile has no key");

    let (code, _, stderr) = outcome(against(&env, &sb).args(["auth", "login", "--profile", "a b"]));
    assert_eq!(code, 2, "{stderr}");
}

/// `-v` traces login's check without ever showing the key that came on stdin.
#[tokio::test]
async fn verbose_login_never_shows_the_key() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    let key = sb.keys.production.clone();
    let (code, stdout, stderr) = outcome(
        against(&env, &sb)
            .args(["-v", "auth", "login", "--with-key"])
            .write_stdin(key.as_str()),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr.contains("GET ") && stderr.contains("/usage"),
        "{stderr}"
    );
    let secret = key.trim_start_matches("svc_live_");
    for stream in [&stdout, &stderr] {
        assert!(!stream.contains(secret), "key leaked: {stream}");
    }
}

/// End to end with the embedded simulator: `--sandbox` needs no key and
/// keeps its world in TALENT_DATA_DIR.
#[test]
fn embedded_sandbox_status_and_login_check() {
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(env.talent().env("TALENT_TIME_SCALE", "0.01").args([
        "--sandbox",
        "auth",
        "status",
        "-o",
        "json",
    ]));
    assert_eq!(code, 0, "{stderr}");
    let status = json_text(&stdout);
    assert_eq!(status["source"], "sandbox");
    assert_eq!(status["kind"], "live");
    assert!(status["workspaceId"]
        .as_str()
        .is_some_and(|w| !w.is_empty()));
    assert!(status["base_url"]
        .as_str()
        .is_some_and(|u| u.starts_with("http://127.0.0.1:") && u.ends_with("/api/v1")));
    assert!(
        env.data_dir().join("sandbox").join("state.json").exists(),
        "the embedded world is saved in TALENT_DATA_DIR"
    );

    // Login with --sandbox checks the key against the embedded simulator.
    let (code, _, stderr) = outcome(
        env.talent()
            .env("TALENT_KEYRING_BACKEND", "file")
            .args(["--sandbox", "auth", "login", "--with-key"])
            .write_stdin("svc_live_not_a_sandbox_key_0000"),
    );
    assert_eq!(code, 3, "{stderr}");
    assert!(!credentials(&env).exists());
}

/// Whether this test runs as root (files can be given to another user).
#[cfg(unix)]
fn root() -> bool {
    // SAFETY: geteuid has no preconditions.
    unsafe { libc::geteuid() == 0 }
}

/// Regression (issue 40): a `credentials.toml` that was a link was written
/// through whatever it pointed at (the key landed, 0600, in the link's
/// target). A dotfile manager's link to this user's own regular file is
/// still written through (the link survives); a link to another user's file,
/// to a device or to nothing is refused, naming it, and nothing changes.
#[cfg(unix)]
#[tokio::test]
async fn a_credentials_link_is_written_through_only_to_a_regular_file_this_user_owns() {
    if unix_only(
        "a credentials file that is a link",
        "plants Unix symlinks, which a Windows program under wine sees as the files they point to",
    ) {
        return;
    }
    let sb = Sandbox::start();
    let env = TestEnv::new();
    let key = sb.keys.production.clone();
    let file = credentials(&env);
    std::fs::create_dir_all(env.config_dir()).unwrap();
    let login = |env: &TestEnv| {
        outcome(
            against(env, &sb)
                .args(["auth", "login", "--with-key", "--insecure-storage"])
                .write_stdin(key.as_str()),
        )
    };
    // The dotfile manager's case: the link survives, its target gets the key.
    let dotfiles = env.path().join("dotfiles-credentials.toml");
    std::fs::write(&dotfiles, "").unwrap();
    std::os::unix::fs::symlink(&dotfiles, &file).unwrap();
    let (code, _, stderr) = login(&env);
    assert_eq!(code, 0, "{stderr}");
    assert!(std::fs::symlink_metadata(&file)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read_to_string(&dotfiles).unwrap().contains(&key));

    // A link to what is not a regular file (a FIFO here; `/dev/null` as
    // reported): refused, named, the FIFO untouched.
    use std::os::unix::fs::FileTypeExt;
    std::fs::remove_file(&file).unwrap();
    let fifo = env.path().join("fifo");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid C string; mkfifo has no other preconditions.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    std::os::unix::fs::symlink(&fifo, &file).unwrap();
    let (code, _, stderr) = login(&env);
    assert_ne!(code, 0, "{stderr}");
    assert!(stderr.contains("credentials.toml"), "{stderr}");
    assert!(!stderr.contains(&key), "{stderr}");
    assert!(std::fs::symlink_metadata(&fifo)
        .unwrap()
        .file_type()
        .is_fifo());

    // A link to nothing: refused, no file made where it points.
    std::fs::remove_file(&file).unwrap();
    let nowhere = env.path().join("nowhere.toml");
    std::os::unix::fs::symlink(&nowhere, &file).unwrap();
    let (code, _, stderr) = login(&env);
    assert_ne!(code, 0, "{stderr}");
    assert!(
        !nowhere.exists()
            && std::fs::symlink_metadata(&file)
                .unwrap()
                .file_type()
                .is_symlink()
    );

    // Another user's file (only root can make one here).
    if root() {
        std::fs::remove_file(&file).unwrap();
        let theirs = env.path().join("theirs.toml");
        std::fs::write(&theirs, "# not yours\n").unwrap();
        std::os::unix::fs::chown(&theirs, Some(65534), Some(65534)).unwrap();
        std::os::unix::fs::symlink(&theirs, &file).unwrap();
        let (code, _, stderr) = login(&env);
        assert_ne!(code, 0, "{stderr}");
        assert!(stderr.contains("credentials.toml"), "{stderr}");
        assert_eq!(std::fs::read_to_string(&theirs).unwrap(), "# not yours\n");
    } else {
        eprintln!("SKIPPED another user's file as the link's target: needs root to make one");
    }
}

/// A session bus that takes the connection and never says a word (a hung
/// or hostile Secret Service): `talent` pointed at it with the OS keyring,
/// reading the key. Returns the child and a flag set once the peer has
/// been connected to.
#[cfg(target_os = "linux")]
fn against_a_silent_bus(
    env: &TestEnv,
    args: &[&str],
) -> (
    std::process::Child,
    std::sync::Arc<std::sync::atomic::AtomicBool>,
) {
    use std::os::unix::net::UnixListener;
    use std::process::{Command, Stdio};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    let socket = env.path().join("silent-bus");
    let listener = UnixListener::bind(&socket).expect("bind the bus socket");
    let connected = Arc::new(AtomicBool::new(false));
    let seen = Arc::clone(&connected);
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming().flatten() {
            seen.store(true, Ordering::SeqCst);
            held.push(stream); // open and silent
        }
    });
    let mut cmd = Command::new(talent_bin());
    env.apply(&mut cmd);
    let child = cmd
        .current_dir(env.path())
        .env("TALENT_KEYRING_BACKEND", "keyring")
        .env(
            "DBUS_SESSION_BUS_ADDRESS",
            format!("unix:path={}", socket.display()),
        )
        .env_remove("TALENT_API_KEY")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("talent starts");
    (child, connected)
}

/// Regression (issue 36): with the keyring author's store (zbus then, libdbus now) in place
/// of talent's own D-Bus client, a peer that never answers still ends the
/// wait at SIGTERM, at once, with one line.
#[cfg(target_os = "linux")]
#[test]
fn sigterm_ends_the_wait_on_a_silent_keyring_at_once() {
    use std::time::{Duration, Instant};
    if unix_only("a silent keyring", "the Secret Service is D-Bus's") {
        return;
    }
    let env = TestEnv::new();
    let (child, connected) = against_a_silent_bus(&env, &["auth", "status"]);
    let started = Instant::now();
    while !connected.load(std::sync::atomic::Ordering::SeqCst) {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "talent never connected to the bus"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    // It is waiting on the bus now.
    std::thread::sleep(Duration::from_millis(300));
    let signalled = Instant::now();
    // SAFETY: a signal to the child this test started.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGTERM) };
    let out = child.wait_with_output().expect("talent ends");
    let took = signalled.elapsed();
    assert!(took < Duration::from_secs(5), "SIGTERM took {took:?}");
    assert_ne!(out.status.code(), Some(0), "{}", stderr(&out));
    let line = one_line(&out);
    assert!(line.contains("SIGTERM"), "{line}");
}

/// A peer that never answers is given up after the keyring's 30 s
/// (`KEYRING_TIMEOUT`), exit 3 with the ways that need no keyring.
#[cfg(target_os = "linux")]
#[test]
fn a_silent_keyring_is_given_up_after_30_s() {
    use std::time::{Duration, Instant};
    if unix_only("a silent keyring", "the Secret Service is D-Bus's") {
        return;
    }
    let env = TestEnv::new();
    let started = Instant::now();
    let (child, _) = against_a_silent_bus(&env, &["auth", "status"]);
    let out = child.wait_with_output().expect("talent ends");
    let took = started.elapsed();
    assert!(
        took >= Duration::from_secs(29) && took < Duration::from_secs(60),
        "took {took:?}: {}",
        stderr(&out)
    );
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains("did not answer within 30 s"), "{err}");
    assert!(err.contains("TALENT_API_KEY"), "{err}");
}

/// The pane's variables for a login where the OS keyring is the store and
/// there is none (no session bus at that address), with no key in the
/// environment.
#[cfg(target_os = "linux")]
fn no_keyring() -> PaneOptions {
    PaneOptions {
        env: vec![
            ("TALENT_KEYRING_BACKEND".into(), "keyring".into()),
            (
                "DBUS_SESSION_BUS_ADDRESS".into(),
                "unix:path=/nonexistent/talent-test-bus".into(),
            ),
            ("TALENT_API_KEY".into(), String::new()),
        ],
        ..PaneOptions::default()
    }
}

/// Issue 45, first login with no keyring: on a terminal `auth login` says
/// where a key comes from, then that no keyring is available and asks
/// whether to keep the key in the plain file (its path and mode named),
/// and only then asks for the key, once (it took the key, failed, and
/// asked again with --insecure-storage). The key lands in the 0600 file.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn first_login_without_a_keyring_agrees_the_file_then_asks_for_the_key_once() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let pane = Pane::run(&sb, "auth login", (250, 30), no_keyring());
    let screen = pane.wait_for("plain-text file instead");
    assert!(!screen.contains("API key (input hidden)"), "{screen}");
    let file = sb.env.config_dir().join("credentials.toml");
    assert!(screen.contains(&file.display().to_string()), "{screen}");
    assert!(screen.contains("mode 0600"), "{screen}");
    let whence = screen
        .find("settings, integrations, API keys")
        .expect(&screen);
    let no_keyring = screen.find("no OS keyring is available").expect(&screen);
    assert!(whence < no_keyring, "{screen}");
    assert!(
        sb.requests().await.is_empty(),
        "nothing sent before the key"
    );
    pane.text("y");
    pane.wait_for("API key (input hidden)");
    pane.text(&sb.keys.production);
    pane.keys(&["Enter"]);
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    let screen = pane.wait_for("Logged in");
    assert_eq!(
        screen.matches("API key (input hidden)").count(),
        1,
        "asked once: {screen}"
    );
    assert!(screen.contains("mode 0600"), "{screen}");
    assert_eq!(mode(&file), 0o600);
    assert!(std::fs::read_to_string(&file)
        .unwrap()
        .contains(&sb.keys.production));
}

/// A no to the plain file stores nothing and sends nothing: the key is
/// never asked for.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn first_login_without_a_keyring_declined_asks_for_no_key() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let pane = Pane::run(&sb, "auth login", (250, 30), no_keyring());
    pane.wait_for("plain-text file instead");
    pane.text("n");
    assert_eq!(pane.exit_code(), 2, "{}", pane.screen());
    let screen = pane.screen();
    assert!(!screen.contains("API key (input hidden)"), "{screen}");
    assert!(screen.contains("nothing was stored"), "{screen}");
    assert!(sb.requests().await.is_empty());
    assert!(!sb.env.config_dir().join("credentials.toml").exists());
}

/// With a keyring (the memory store stands in), a login on a terminal
/// says where a key comes from before the prompt, and asks nothing else.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn login_on_a_terminal_says_where_a_key_comes_from_first() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let opts = PaneOptions {
        env: vec![("TALENT_API_KEY".into(), String::new())],
        ..PaneOptions::default()
    };
    let pane = Pane::run(&sb, "auth login", (200, 20), opts);
    let screen = pane.wait_for("API key (input hidden)");
    let whence = screen.find("dashboard: settings, integrations, API keys");
    let prompt = screen.find("API key (input hidden)").unwrap();
    assert!(whence.is_some_and(|w| w < prompt), "{screen}");
    assert!(!screen.contains("plain-text"), "{screen}");
    pane.text(&sb.keys.production);
    pane.keys(&["Enter"]);
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
}

/// `--with-key` where no keyring is available (and no
/// --insecure-storage): stops before the key is sent, one line with the
/// ways that work.
#[cfg(target_os = "linux")]
#[tokio::test]
async fn login_with_key_and_no_keyring_sends_nothing() {
    if unix_only(
        "a login with no OS keyring",
        "the Secret Service over D-Bus is the Linux keyring; Windows always has its Credential Manager",
    ) {
        return;
    }
    let sb = Sandbox::start();
    let (code, stdout, stderr) = outcome(
        sb.talent()
            .env("TALENT_KEYRING_BACKEND", "keyring")
            .env(
                "DBUS_SESSION_BUS_ADDRESS",
                "unix:path=/nonexistent/talent-test-bus",
            )
            .env_remove("TALENT_API_KEY")
            .args(["auth", "login", "--with-key"])
            .write_stdin(format!("{}\n", sb.keys.production)),
    );
    assert_eq!(code, 1, "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("no OS keyring is available"), "{stderr}");
    assert!(stderr.contains("--insecure-storage"), "{stderr}");
    assert!(sb.requests().await.is_empty(), "nothing was sent");
}
