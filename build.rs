//! Packs the binary's relative relocations (`-z pack-relative-relocs`, RELR)
//! when it is built for the machine it is built on and that machine's glibc
//! loads them (2.36 and later): a position-independent binary's relocation
//! table goes from 1.3 MB to a few kB, which keeps it under 20 MB while the
//! code nobody waits on is built without optimisation (issue 29,
//! docs/benchmarks.md). Anywhere else the binary is linked as before.
//!
//! `TALENT_NO_PACKED_RELOCS=1` turns the packing off: a binary or `.deb`
//! meant for systems with an older glibc than the build machine's
//! (scripts/release.sh sets it; glibc before 2.36 refuses to load a packed one).

use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=TALENT_NO_PACKED_RELOCS");
    let opted_out =
        std::env::var_os("TALENT_NO_PACKED_RELOCS").is_some_and(|v| !v.is_empty() && v != "0");
    let target = std::env::var("TARGET").unwrap_or_default();
    let host = std::env::var("HOST").unwrap_or_default();
    if !opted_out && target == host && target.ends_with("-linux-gnu") && glibc_at_least(2, 36) {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}

/// The build machine's glibc, from `ldd --version` ("ldd (GNU libc) 2.36").
fn glibc_at_least(major: u32, minor: u32) -> bool {
    let Ok(out) = Command::new("ldd").arg("--version").output() else {
        return false;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let Some(version) = text
        .lines()
        .next()
        .and_then(|l| l.split_whitespace().last())
    else {
        return false;
    };
    let mut parts = version.split('.').map(|p| p.parse::<u32>().ok());
    match (parts.next().flatten(), parts.next().flatten()) {
        (Some(a), Some(b)) => (a, b) >= (major, minor),
        _ => false,
    }
}
