//! Test-only probe of the real OS keyring through `talent::auth::KeyringStore`,
//! driven by `tests/keyring_real.sh` (not part of the shipped tool).
//!
//! ```text
//! keyring_probe roundtrip [PROFILE]   set, get, get, delete, get, delete; timings in ms
//! keyring_probe set PROFILE           stores the key read from stdin
//! keyring_probe check PROFILE         exit 0 if the stored key equals stdin's
//! keyring_probe get PROFILE           prints `found <masked key>` or `none`
//! keyring_probe delete PROFILE        prints `removed` or `absent`
//! ```
//!
//! Errors print the tool's one-line error on stderr and exit with its code.

use std::io::Read;
use std::process::ExitCode;
use std::time::Instant;

use talent::auth::{ApiKey, KeyStore, KeyringStore};
use talent::Error;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = args.first().map(String::as_str).unwrap_or("roundtrip");
    let profile = args.get(1).map(String::as_str).unwrap_or("keyring-probe");
    let store = KeyringStore::new();
    let result = match command {
        "roundtrip" => roundtrip(&store, profile),
        "set" => read_key().and_then(|k| store.set(profile, &k)).map(|()| {
            println!("stored");
            true
        }),
        "check" => read_key().and_then(|k| {
            let got = store.get(profile)?;
            let same = got.is_some_and(|g| g.expose() == k.expose());
            println!("{}", if same { "match" } else { "mismatch" });
            Ok(same)
        }),
        "get" => store.get(profile).map(|k| {
            match k {
                Some(k) => println!("found {}", k.masked()),
                None => println!("none"),
            }
            true
        }),
        "delete" => store.delete(profile).map(|removed| {
            println!("{}", if removed { "removed" } else { "absent" });
            true
        }),
        other => {
            eprintln!(
                "error: unknown probe command {other:?} (roundtrip, set, check, get, delete)"
            );
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("{}", e.render_line());
            ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(1))
        }
    }
}

fn read_key() -> talent::Result<ApiKey> {
    let mut raw = String::new();
    std::io::stdin().read_to_string(&mut raw)?;
    ApiKey::parse(&raw).ok_or_else(|| Error::usage("no valid key on stdin"))
}

/// Times one call and prints `OP RESULT MS`.
fn timed<T>(
    op: &str,
    f: impl FnOnce() -> talent::Result<T>,
    show: impl Fn(&T) -> String,
) -> talent::Result<T> {
    let started = Instant::now();
    let out = f();
    let ms = started.elapsed().as_secs_f64() * 1000.0;
    match &out {
        Ok(v) => println!("{op:<8} {:<24} {ms:>8.1} ms", show(v)),
        Err(e) => println!(
            "{op:<8} {:<24} {ms:>8.1} ms",
            format!("error ({:?})", e.kind)
        ),
    }
    out
}

fn roundtrip(store: &KeyringStore, profile: &str) -> talent::Result<bool> {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let key = ApiKey::parse(&format!("svc_eval_probe{nanos:x}"))
        .ok_or_else(|| Error::failure("generated key is invalid"))?;
    let found = |k: &Option<ApiKey>| match k {
        Some(k) => format!("found {}", k.masked()),
        None => "none".to_string(),
    };

    timed("set", || store.set(profile, &key), |_| "ok".into())?;
    let first = timed("get", || store.get(profile), found)?;
    let second = timed("get", || store.get(profile), found)?;
    let removed = timed(
        "delete",
        || store.delete(profile),
        |r| format!("removed={r}"),
    )?;
    let after = timed("get", || store.get(profile), found)?;
    let again = timed(
        "delete",
        || store.delete(profile),
        |r| format!("removed={r}"),
    )?;

    let same = |k: &Option<ApiKey>| k.as_ref().is_some_and(|k| k.expose() == key.expose());
    let ok = same(&first) && same(&second) && removed && after.is_none() && !again;
    println!("roundtrip {}", if ok { "ok" } else { "FAILED" });
    Ok(ok)
}
