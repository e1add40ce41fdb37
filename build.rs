//! Packs the binary's relative relocations (`-z pack-relative-relocs`, RELR)
//! when it is built for the machine it is built on and that machine's glibc
//! loads them (2.36 and later): a position-independent binary's relocation
//! table goes from 1.3 MB to a few kB, which keeps it under 20 MB while the
//! code nobody waits on is built without optimisation (issue 29,
//! docs/benchmarks.md). Anywhere else the binary is linked as before.
//!
//! A binary so packed needs glibc 2.36 to start. One meant for older systems
//! (Ubuntu 22.04 has 2.35; `scripts/build-deb.sh` builds the `.deb` so) is
//! built with `TALENT_PACK_RELOCS=0`: linked as before, about 1.3 MB larger.

use std::process::Command;

/// `0` (or `off`, `no`, `false`) leaves the relocations unpacked.
const OPT_OUT: &str = "TALENT_PACK_RELOCS";

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed={OPT_OUT}");
    let wanted = std::env::var(OPT_OUT).map_or(true, |v| {
        !matches!(
            v.trim().to_ascii_lowercase().as_str(),
            "0" | "off" | "no" | "false"
        )
    });
    let target = std::env::var("TARGET").unwrap_or_default();
    let host = std::env::var("HOST").unwrap_or_default();
    if wanted && target == host && target.ends_with("-linux-gnu") && glibc_at_least(2, 36) {
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
