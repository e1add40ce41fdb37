//! `talent config get / set / unset / list`, profile and global settings,
//! and the precedence the contract fixes: flag, then environment, then the
//! config file, then built-in defaults.

use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::*;

fn config_file(env: &TestEnv) -> std::path::PathBuf {
    env.config_dir().join("config.toml")
}

/// `config list -o json` as (key, value, source) rows.
fn listed(env: &TestEnv, extra: &[&str]) -> Vec<(String, Value, String)> {
    let mut args = vec!["-o", "json"];
    args.extend_from_slice(extra);
    listed_as_configured(env, &args)
}

/// `config list` in the format the config chooses (which must be json).
fn listed_as_configured(env: &TestEnv, extra: &[&str]) -> Vec<(String, Value, String)> {
    let (code, stdout, stderr) = outcome(env.talent().args(["config", "list"]).args(extra));
    assert_eq!(code, 0, "{stderr}");
    json_text(&stdout)
        .as_array()
        .expect("an array")
        .iter()
        .map(|r| {
            (
                r["key"].as_str().expect("key").to_string(),
                r["value"].clone(),
                r["source"].as_str().expect("source").to_string(),
            )
        })
        .collect()
}

fn entry(list: &[(String, Value, String)], key: &str) -> (Value, String) {
    let (_, v, s) = list
        .iter()
        .find(|(k, _, _)| k == key)
        .unwrap_or_else(|| panic!("{key} not listed: {list:?}"));
    (v.clone(), s.clone())
}

fn get(env: &TestEnv, args: &[&str]) -> String {
    let (code, stdout, stderr) = outcome(env.talent().args(["config", "get"]).args(args));
    assert_eq!(code, 0, "{args:?}: {stderr}");
    stdout
}

#[test]
fn set_get_list_unset_round_trip() {
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(env.talent().args([
        "config",
        "set",
        "base_url",
        "https://talent.internal.example/api/v1/",
    ]));
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("for profile default"), "{stderr}");
    // Stored normalised (no trailing slash), printed bare for scripts.
    assert_eq!(
        get(&env, &["base_url"]),
        "https://talent.internal.example/api/v1\n"
    );
    let list = listed(&env, &[]);
    assert_eq!(
        entry(&list, "base_url"),
        (
            Value::from("https://talent.internal.example/api/v1"),
            "profile default".to_string()
        )
    );
    assert_eq!(entry(&list, "key_storage").1, "default");
    assert_eq!(
        entry(&list, "reserve_unlocks"),
        (Value::Null, "unset".into())
    );
    let known = [
        "base_url",
        "alt_base_url",
        "output",
        "pager",
        "formula_guard",
        "key_storage",
        "reserve_unlocks",
        "reserve_searches",
        "reserve_messages",
        "time_scale",
        "ca_file",
        "ledger_url",
        "member",
        "ask",
        "accessible",
        "max_response_mib",
    ];
    let keys: Vec<&str> = list.iter().map(|(k, _, _)| k.as_str()).collect();
    assert_eq!(keys, known);

    // `ask` takes spends or reserve (issue 45), nothing else.
    outcome(env.talent().args(["config", "set", "ask", "Reserve"]));
    assert_eq!(get(&env, &["ask"]), "reserve\n");
    let (code, _, err) = outcome(env.talent().args(["config", "set", "ask", "never"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("ask must be one of spends, reserve"), "{err}");

    outcome(
        env.talent()
            .args(["config", "set", "reserve_unlocks", "20"]),
    );
    assert_eq!(get(&env, &["reserve_unlocks"]), "20\n");

    let (code, _, stderr) = outcome(env.talent().args(["config", "unset", "base_url"]));
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("Removed base_url"), "{stderr}");
    // Back to the built-in default.
    assert_eq!(
        get(&env, &["base_url"]),
        "https://api.talent-sourcing.example/api/v1\n"
    );
    let (code, _, stderr) = outcome(env.talent().args(["config", "unset", "base_url"]));
    assert_eq!(code, 0);
    assert!(stderr.contains("nothing to remove"), "{stderr}");

    // Unset with no default: nothing on stdout, a notice on stderr.
    let (code, stdout, stderr) = outcome(env.talent().args(["config", "get", "output"]));
    assert_eq!(code, 0);
    assert!(stdout.is_empty());
    assert!(stderr.contains("not set"), "{stderr}");

    // The file is private and holds what was set.
    let text = std::fs::read_to_string(config_file(&env)).unwrap();
    let doc: toml::Table = toml::from_str(&text).unwrap();
    assert_eq!(
        doc["profiles"]["default"]["reserve_unlocks"].as_integer(),
        Some(20)
    );
    // Modes are Unix's: under wine the file gets the umask's.
    if !windows_binary() {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(config_file(&env))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }
}

#[test]
fn profile_settings_override_global_ones() {
    let env = TestEnv::new();
    outcome(
        env.talent()
            .args(["config", "set", "--global", "output", "csv"]),
    );
    let (code, _, stderr) =
        outcome(
            env.talent()
                .args(["config", "set", "output", "JSON", "--profile", "work"]),
        );
    assert_eq!(code, 0, "{stderr}");

    assert_eq!(get(&env, &["output"]), "csv\n", "default inherits global");
    assert_eq!(get(&env, &["output", "--profile", "work"]), "json\n");
    assert_eq!(
        get(&env, &["output", "--profile", "work", "--global"]),
        "csv\n"
    );
    // Without -o: the profile's own `output = "json"` decides the format.
    let work = listed_as_configured(&env, &["--profile", "work"]);
    assert_eq!(
        entry(&work, "output"),
        (Value::from("json"), "profile work".into())
    );
    // The listing itself was asked for as JSON: -o wins over the config.
    let default = listed(&env, &[]);
    assert_eq!(entry(&default, "output").1, "flag --output");

    let global = listed(&env, &["--global"]);
    assert_eq!(global.len(), 1);
    assert_eq!(global[0].0, "output");
    assert_eq!(global[0].2, "global");

    // A --global change that a profile still overrides is pointed out.
    let (_, _, stderr) = outcome(env.talent().args([
        "config",
        "set",
        "--global",
        "output",
        "jsonl",
        "--profile",
        "work",
    ]));
    assert!(
        stderr.contains("profile work sets its own output"),
        "{stderr}"
    );

    // The config's output is the default format of every command.
    let (code, stdout, _) = outcome(env.talent().args(["config", "list", "--global"]));
    assert_eq!(code, 0);
    assert!(
        stdout
            .lines()
            .all(|l| serde_json::from_str::<Value>(l).is_ok()),
        "jsonl: {stdout}"
    );

    outcome(
        env.talent()
            .args(["config", "unset", "output", "--profile", "work"]),
    );
    assert_eq!(get(&env, &["output", "--profile", "work"]), "jsonl\n");
    let text = std::fs::read_to_string(config_file(&env)).unwrap();
    assert!(
        !text.contains("[profiles"),
        "empty tables are dropped: {text}"
    );
}

/// Invalid keys and values exit 2 and leave the file as it was.
#[test]
fn invalid_keys_and_values_are_usage_errors() {
    let env = TestEnv::new();
    outcome(
        env.talent()
            .args(["config", "set", "reserve_searches", "5"]),
    );
    let before = std::fs::read_to_string(config_file(&env)).unwrap();
    let bad: &[&[&str]] = &[
        &["set", "colour", "red"],
        &["set", "api_key", "svc_live_x"],
        &["set", "base_url", "https://x.example/v1"],
        &["set", "base_url", "not a url"],
        &["set", "alt_base_url", "https://x.example/api/v1"],
        &["set", "output", "xml"],
        &["set", "key_storage", "vault"],
        &["set", "reserve_unlocks", "-1"],
        &["set", "reserve_unlocks", "lots"],
        &["set", "time_scale", "0"],
        &["set", "output"],
        &["get", "colour"],
        &["unset", "colour"],
        &["list", "--profile", "no/slashes"],
    ];
    for args in bad {
        let (code, stdout, stderr) = outcome(env.talent().arg("config").args(*args));
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}");
        assert!(stderr.starts_with("error"), "{args:?}: {stderr}");
    }
    let (_, _, stderr) = outcome(
        env.talent()
            .args(["config", "set", "api_key", "svc_live_x"]),
    );
    assert!(stderr.contains("auth login"), "{stderr}");
    assert_eq!(std::fs::read_to_string(config_file(&env)).unwrap(), before);
}

#[test]
fn a_malformed_config_file_names_the_line() {
    let env = TestEnv::new();
    std::fs::write(config_file(&env), "output = \"json\"\nbase_url = \n").unwrap();
    let (code, _, stderr) = outcome(env.talent().args(["config", "list"]));
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("config.toml") && stderr.contains("line 2"),
        "{stderr}"
    );
}

/// The config's base URLs are where commands go.
#[tokio::test]
async fn commands_use_the_configured_base_urls() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    outcome(
        env.talent()
            .args(["config", "set", "base_url", &sb.base_url]),
    );
    outcome(
        env.talent()
            .args(["config", "set", "alt_base_url", &sb.alt_base_url]),
    );
    let (code, stdout, stderr) = outcome(
        env.talent()
            .env("TALENT_API_KEY", &sb.keys.production)
            .args(["auth", "status", "-o", "json"]),
    );
    assert_eq!(code, 0, "{stderr}");
    let status = json_text(&stdout);
    assert_eq!(status["base_url"], sb.base_url.as_str());
    assert_eq!(status["alt_base_url"], sb.alt_base_url.as_str());
    assert_eq!(request_count(&sb).await, 1);
}

/// Flag beats environment beats config, for where requests go and for
/// what `config list` reports.
#[tokio::test]
async fn flag_beats_env_beats_config() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    // Nothing listens on port 9 of loopback: a request there fails (exit 1).
    let dead = "http://127.0.0.1:9/api/v1";
    let key = sb.keys.production.clone();
    let status = |cmd: &mut assert_cmd::Command| {
        let (code, stdout, stderr) = outcome(
            cmd.env("TALENT_API_KEY", &key)
                .args(["auth", "status", "-o", "json"]),
        );
        (code, json_text(&stdout)["base_url"].clone(), stderr)
    };

    outcome(env.talent().args(["config", "set", "base_url", dead]));
    let (code, url, stderr) = status(&mut env.talent());
    assert_eq!(
        (code, url),
        (1, Value::from(dead)),
        "config alone: {stderr}"
    );

    // Environment over config.
    let (code, url, stderr) = status(env.talent().env("TALENT_BASE_URL", &sb.base_url));
    assert_eq!(
        (code, url),
        (0, Value::from(sb.base_url.as_str())),
        "{stderr}"
    );

    // Flag over environment.
    let (code, url, stderr) = status(
        env.talent()
            .env("TALENT_BASE_URL", dead)
            .args(["--base-url", &sb.base_url]),
    );
    assert_eq!(
        (code, url),
        (0, Value::from(sb.base_url.as_str())),
        "{stderr}"
    );

    // The same story in `config list`.
    let list = listed(&env, &[]);
    assert_eq!(entry(&list, "base_url").1, "profile default");
    let (code, stdout, _) = outcome(
        env.talent()
            .env("TALENT_BASE_URL", &sb.base_url)
            .args(["config", "list", "-o", "json"]),
    );
    assert_eq!(code, 0);
    let rows = json_text(&stdout);
    let row = rows
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["key"] == "base_url")
        .unwrap();
    assert_eq!(row["source"], "env TALENT_BASE_URL");
    let (_, stdout, _) = outcome(env.talent().env("TALENT_BASE_URL", dead).args([
        "config",
        "list",
        "-o",
        "json",
        "--base-url",
        &sb.base_url,
    ]));
    let rows = json_text(&stdout);
    let row = rows
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["key"] == "base_url")
        .unwrap();
    assert_eq!(row["source"], "flag --base-url");
    assert_eq!(row["value"], sb.base_url.as_str());

    // Only the env/flag runs reached the sandbox.
    assert_eq!(request_count(&sb).await, 2);
}

/// Regression: the whole file was validated when read, so one bad value
/// stopped even `config unset` from repairing it. Now the config commands
/// work on it, and only the commands that read the value fail (exit 2, one
/// line naming the file, the line and the fix).
#[test]
fn a_bad_value_can_be_listed_repaired_and_unset() {
    let env = TestEnv::new();
    std::fs::write(
        config_file(&env),
        "output = \"xml\"\n[profiles.work]\ntime_scale = \"fast\"\n",
    )
    .unwrap();
    let (code, stdout, stderr) = outcome(
        env.talent()
            .args(["config", "list", "--global", "-o", "json"]),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("\"xml\""), "listed as stored: {stdout}");
    assert!(
        stderr.contains("line 1") && stderr.contains("output must be one of"),
        "{stderr}"
    );
    // A command that reads `output` fails on it, sending nothing.
    let (code, _, stderr) = outcome(env.talent().args(["--sandbox", "usage"]));
    assert_eq!(code, 2, "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("config unset --global output"), "{stderr}");
    // A flag that overrides it does not read it.
    let (code, _, stderr) = outcome(env.talent().args(["--sandbox", "usage", "-o", "json"]));
    assert_eq!(code, 0, "{stderr}");
    // Repair one value with `set`, remove the other with `unset`.
    let (code, _, stderr) = outcome(
        env.talent()
            .args(["config", "set", "--global", "output", "json"]),
    );
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = outcome(env.talent().args(["--sandbox", "usage"]));
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = outcome(
        env.talent()
            .args(["--profile", "work", "--sandbox", "usage"]),
    );
    assert_eq!(code, 2, "the profile's bad time_scale is read: {stderr}");
    let (code, _, stderr) =
        outcome(
            env.talent()
                .args(["--profile", "work", "config", "unset", "time_scale"]),
        );
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = outcome(
        env.talent()
            .args(["--profile", "work", "--sandbox", "usage"]),
    );
    assert_eq!(code, 0, "{stderr}");
}

/// Regression (issue 40): an empty `TALENT_CA_FILE=`, `TALENT_OUTPUT=`,
/// `TALENT_MEMBER=` or `TALENT_BASE_URL=` made every command exit 2. Empty
/// means unset, as for the other variables: the config's value (or the
/// default) applies.
#[tokio::test]
async fn empty_talent_variables_mean_unset() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    outcome(
        env.talent()
            .args(["config", "set", "base_url", &sb.base_url]),
    );
    outcome(env.talent().args(["config", "set", "output", "json"]));
    let (code, stdout, stderr) = outcome(
        env.talent()
            .env("TALENT_API_KEY", &sb.keys.production)
            .env("TALENT_BASE_URL", "")
            .env("TALENT_OUTPUT", "")
            .env("TALENT_CA_FILE", "")
            .env("TALENT_MEMBER", "")
            .args(["usage"]),
    );
    assert_eq!(code, 0, "{stderr}");
    // The config's output (json) and base URL (the sandbox's) applied.
    let usage = json_text(&stdout);
    assert!(usage.is_object() || usage.is_array(), "{stdout}");
    assert_eq!(request_count(&sb).await, 1);
}

#[test]
fn config_that_is_dev_zero_is_one_line() {
    if unix_only("a config that is /dev/zero", "a Unix device file") {
        return;
    }
    let env = TestEnv::new();
    let config = env.config_dir().join("config.toml");
    std::os::unix::fs::symlink("/dev/zero", &config).unwrap();
    let started = Instant::now();
    let out = env
        .talent()
        .args(["--sandbox", "usage"])
        .timeout(Duration::from_secs(30))
        .output()
        .unwrap();
    expect_code(&out, 2);
    assert!(one_line(&out).contains("config.toml"), "{}", stderr(&out));
    assert!(started.elapsed() < Duration::from_secs(10));
    std::fs::remove_file(&config).unwrap();
    std::fs::write(&config, vec![b'#'; 2 << 20]).unwrap();
    let out = env.talent().args(["--sandbox", "usage"]).output().unwrap();
    expect_code(&out, 2);
    assert!(one_line(&out).contains("larger than"), "{}", stderr(&out));
}
