//! The simulator's modules import each other without circles: route modules
//! depend on `app`, `views`, `state` and `http`, never on each other or on
//! the `server` that mounts them. A circle fails here with its path.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// `module -> modules it names` (`super::x` / `crate::x`), test modules aside.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut names = BTreeSet::new();
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(&src).expect("src") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_stem().unwrap().to_string_lossy().to_string();
            names.insert(name.clone());
            texts.push((name, std::fs::read_to_string(&path).expect("read")));
        }
    }
    let mut graph = BTreeMap::new();
    for (name, text) in texts {
        let body: String = text
            .lines()
            .take_while(|l| l.trim() != "#[cfg(test)]")
            .collect::<Vec<_>>()
            .join("\n");
        let mut deps = BTreeSet::new();
        for prefix in ["super::", "crate::"] {
            for (i, _) in body.match_indices(prefix) {
                let rest = &body[i + prefix.len()..];
                let target: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if names.contains(&target) && target != name && name != "lib" {
                    deps.insert(target);
                }
            }
            // `use super::{a, b}` groups.
            for (i, _) in body.match_indices(&format!("{prefix}{{")) {
                let rest = &body[i + prefix.len() + 1..];
                let group = &rest[..rest.find('}').unwrap_or(0)];
                for part in group.split(',') {
                    let target = part
                        .trim()
                        .split("::")
                        .next()
                        .unwrap_or("")
                        .trim()
                        .to_string();
                    if names.contains(&target) && target != name && name != "lib" {
                        deps.insert(target);
                    }
                }
            }
        }
        graph.insert(name, deps);
    }
    graph
}

fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        n: &str,
        g: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = stack.iter().position(|s| s == n) {
            let mut cycle = stack[at..].to_vec();
            cycle.push(n.to_string());
            return Some(cycle);
        }
        if done.contains(n) {
            return None;
        }
        stack.push(n.to_string());
        for d in g.get(n).into_iter().flatten() {
            if let Some(c) = visit(d, g, stack, done) {
                return Some(c);
            }
        }
        stack.pop();
        done.insert(n.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

#[test]
fn modules_import_each_other_without_circles() {
    let g = graph();
    assert!(g.len() > 15, "read the sources: {:?}", g.keys());
    assert!(
        g["routes_main"].contains("app"),
        "the scan sees imports: {g:?}"
    );
    if let Some(cycle) = find_cycle(&g) {
        panic!("import circle: {}", cycle.join(" -> "));
    }
}

#[test]
fn route_modules_never_import_each_other_or_the_server() {
    let g = graph();
    let routes = ["routes_main", "routes_alt", "control"];
    for r in routes {
        for d in &g[r] {
            assert!(
                !routes.contains(&d.as_str()) && d != "server",
                "{r} imports {d}; shared pieces belong in app.rs or views.rs"
            );
        }
    }
}
