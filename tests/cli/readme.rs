//! The README's examples run as written: each shell block marked
//! `<!-- runnable -->` runs under `bash -euo pipefail` on a fresh embedded
//! sandbox (`TALENT_SANDBOX=1`, windows time-scaled) with `talent` on PATH, and the set-up
//! command's `talent` part runs too. An example that stops working fails here.

use std::path::Path;
use std::process::Command as StdCommand;

use crate::common::*;

const MARK: &str = "<!-- runnable";

fn readme() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md");
    std::fs::read_to_string(path).expect("README.md")
}

/// The `sh` blocks right after a runnable mark, in order.
fn runnable_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if !line.trim_start().starts_with(MARK) {
            continue;
        }
        assert_eq!(
            lines.next().map(str::trim),
            Some("```sh"),
            "a runnable mark stands right before a ```sh block"
        );
        let body: Vec<&str> = lines.by_ref().take_while(|l| l.trim() != "```").collect();
        blocks.push(body.join("\n"));
    }
    blocks
}

/// Runs `script` in a fresh isolated folder where `talent` is the binary
/// under test and `fixtures/` is the repository's.
fn run_block(script: &str) -> std::process::Output {
    let env = TestEnv::new();
    let bin_dir = env.path().join("bin");
    std::fs::create_dir_all(&bin_dir).expect("mkdir");
    std::os::unix::fs::symlink(talent_bin(), bin_dir.join("talent")).expect("symlink");
    let work = env.path().join("work");
    std::fs::create_dir_all(&work).expect("mkdir");
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::os::unix::fs::symlink(repo.join("fixtures"), work.join("fixtures")).expect("symlink");
    let mut cmd = StdCommand::new("bash");
    env.apply(&mut cmd);
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    cmd.args(["--noprofile", "--norc", "-euo", "pipefail", "-c", script])
        .env("PATH", path)
        .env("TALENT_SANDBOX", "1")
        // The export example spends 12 search pages: at real time the pacer
        // rightly waits a minute for the search class's window.
        .env("TALENT_TIME_SCALE", "0.01")
        .current_dir(&work)
        .stdin(std::process::Stdio::null());
    cmd.output().expect("bash runs")
}

#[test]
fn the_runnable_readme_blocks_run_as_written() {
    let text = readme();
    let blocks = runnable_blocks(&text);
    assert!(
        blocks.len() >= 4,
        "the core flow, scripting, exports and recipes are marked: {}",
        blocks.len()
    );
    // Independent blocks, each on its own sandbox: run them side by side.
    std::thread::scope(|s| {
        let runs: Vec<_> = blocks
            .iter()
            .map(|block| s.spawn(move || (block, run_block(block))))
            .collect();
        for run in runs {
            let (block, out) = run.join().expect("thread");
            assert!(
                out.status.success(),
                "this README block failed ({:?}):\n{block}\n--- stderr:\n{}",
                out.status.code(),
                String::from_utf8_lossy(&out.stderr)
            );
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(!err.contains("panicked"), "{err}");
        }
    });
}

/// The first set-up command, `cargo run --release -- ARGS`: its ARGS run
/// with the binary under test (the cargo part is the README's build).
#[test]
fn the_set_up_command_runs() {
    let text = readme();
    let line = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("cargo run --release -- "))
        .expect("the README's set-up command");
    let out = run_block(&format!("talent {line} -o json"));
    assert!(
        out.status.success(),
        "talent {line}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let hits: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(
        hits.as_array().is_some_and(|a| !a.is_empty()),
        "the set-up search finds candidates: {hits}"
    );
}

#[test]
fn a_failing_block_is_seen() {
    // The harness itself: a block that fails must not pass.
    let out = run_block(
        "talent search --skill go --limit 1 >/dev/null\ntalent candidate show nosuchcard",
    );
    assert!(!out.status.success());
    let blocks = runnable_blocks("x\n<!-- runnable -->\n```sh\necho a\n```\n```sh\necho b\n```\n");
    assert_eq!(blocks, ["echo a"]);
}

/// Regression (issue 45): the browse → bulk-invite recipe passed `--dry-run`
/// and failed with a 404 on the real run (it handed talentCardIds to
/// `bulk-invite`). The recipe runs as written, the window's marks (it
/// needs a terminal) stood in for by a search's talentCardIds, then again
/// without `--dry-run`: the invites go out.
#[test]
fn browse_to_bulk_invite_recipe_runs_as_written() {
    let text = readme();
    let start = text
        .find("ids=$(talent browse")
        .expect("the README's browse recipe");
    let end = start + text[start..].find("```").expect("the recipe's block ends");
    let recipe = &text[start..end];
    assert!(recipe.contains("bulk-invite"), "{recipe}");
    let stand_in = r#"
talent() {
  if [ "$1" = browse ]; then
    command talent search --skill go --limit 3 -o tsv --no-headers --fields talentCardId
  else
    command talent "$@"
  fi
}
JOB=$(talent fixtures fixtures/hiring-pipeline.json --yes --jq '.[1].answer.jobId')
"#;
    let real = recipe.replace(" --dry-run", "");
    assert_ne!(real, recipe, "the recipe previews first");
    let script = format!("{stand_in}\n{recipe}\necho ---\n{real}\n");
    let out = run_block(&script);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "the recipe failed ({:?}):\n{script}\n--- stdout:\n{stdout}\n--- stderr:\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
    let sent = stdout.split("---").nth(1).unwrap_or("");
    assert!(
        sent.contains("cand_"),
        "the real run invited candidate ids:\n{stdout}"
    );
}
