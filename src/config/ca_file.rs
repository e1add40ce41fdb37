//! The CA file a setting names (`--ca-file`, `TALENT_CA_FILE`, config
//! `ca_file`): its PEM certificates read and checked as trust anchors when
//! the setting is read or stored, so a typo is exit 2 before anything is
//! sent. The client (`api::tls`), `doctor`, `webhooks listen` and the team
//! ledger's TLS trust what it holds.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;
use rustls::RootCertStore;

use crate::{Error, Result};

/// The most a CA file is read: a bundle of every public root is about
/// 250 KiB, so this is generous, and `/dev/zero` is not read for ever.
const MAX_CA_FILE: u64 = 4 << 20;

/// Extra roots from `--ca-file`, `TALENT_CA_FILE` or the config's `ca_file`.
#[derive(Clone)]
pub struct CaFile {
    pub path: PathBuf,
    /// Which setting named it: `--ca-file`, `TALENT_CA_FILE` or `ca_file`.
    pub source: String,
    /// The file's certificates as trust anchors (each one checked on load).
    pub roots: Arc<RootCertStore>,
}

impl std::fmt::Debug for CaFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({}, {} certificate(s))",
            self.path.display(),
            self.source,
            self.roots.len()
        )
    }
}

impl CaFile {
    /// Reads the PEM certificates of `path`. A file that cannot be read or
    /// holds no PEM certificate is a usage error (exit 2), so nothing is sent.
    pub fn load(path: &Path, source: &str) -> Result<CaFile> {
        let hint = "give a PEM file of CA certificates (-----BEGIN CERTIFICATE-----), e.g. your proxy's root CA";
        let mut bytes = Vec::new();
        // A FIFO as the CA file waits for a writer: a signal still ends it.
        let waiting = crate::signals::waiting_on_input();
        std::fs::File::open(path)
            .and_then(|f| f.take(MAX_CA_FILE + 1).read_to_end(&mut bytes))
            .map_err(|e| {
                Error::usage(format!("{source} {}: cannot read it: {e}", path.display()))
                    .with_hint(hint)
            })?;
        drop(waiting);
        if bytes.len() as u64 > MAX_CA_FILE {
            return Err(Error::usage(format!(
                "{source} {} is larger than {} MiB",
                path.display(),
                MAX_CA_FILE >> 20
            ))
            .with_hint(hint));
        }
        let roots = roots_of(&bytes).map_err(|bad| {
            let what = match bad {
                Some(e) => format!("is not a valid PEM certificate file: {e}"),
                None => "holds no PEM certificate".to_string(),
            };
            Error::usage(format!("{source} {} {what}", path.display())).with_hint(hint)
        })?;
        Ok(CaFile {
            path: path.to_path_buf(),
            source: source.to_string(),
            roots: Arc::new(roots),
        })
    }

    /// How `doctor` and `-v` name the trust: the platform's roots, plus this file.
    pub fn describe(ca: Option<&CaFile>) -> String {
        match ca {
            None => "the platform's roots".to_string(),
            Some(c) => format!(
                "the platform's roots and {} certificate(s) from {} ({})",
                c.roots.len(),
                c.path.display(),
                c.source
            ),
        }
    }
}
/// The certificates of a PEM file as trust anchors for rustls (the team
/// ledger's connection). A file that is missing, unreadable or holds no
/// usable certificate is a usage error (exit 2): nothing is sent.
pub fn der_roots(path: &Path) -> Result<RootCertStore> {
    let hint = "give --ca-file (or TALENT_CA_FILE) a PEM file of root certificates";
    let waiting = crate::signals::waiting_on_input();
    let bytes = std::fs::read(path);
    drop(waiting);
    let bytes = bytes.map_err(|e| {
        Error::usage(format!("cannot read the CA file {}: {e}", path.display())).with_hint(hint)
    })?;
    roots_of(&bytes).map_err(|bad| match bad {
        Some(e) => Error::usage(format!(
            "the CA file {} is not valid PEM: {e}",
            path.display()
        ))
        .with_hint(hint),
        None => Error::usage(format!(
            "the CA file {} holds no PEM certificate",
            path.display()
        ))
        .with_hint("a CA file holds -----BEGIN CERTIFICATE----- blocks"),
    })
}

/// The PEM certificates of `bytes` as trust anchors: `Err(None)` when it
/// holds none, `Err(Some(why))` when one cannot be read or used.
pub(crate) fn roots_of(bytes: &[u8]) -> std::result::Result<RootCertStore, Option<String>> {
    let mut roots = RootCertStore::empty();
    for cert in CertificateDer::pem_slice_iter(bytes) {
        let cert = cert.map_err(|e| Some(e.to_string()))?;
        roots.add(cert).map_err(|e| Some(e.to_string()))?;
    }
    if roots.is_empty() {
        return Err(None);
    }
    Ok(roots)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_or_non_pem_file_is_a_usage_error() {
        let dir = std::env::temp_dir().join(format!("talent-ca-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let missing = CaFile::load(&dir.join("nope.pem"), "--ca-file").unwrap_err();
        assert_eq!(missing.exit_code(), 2);
        assert!(
            missing.render_line().contains("cannot read it"),
            "{}",
            missing.render_line()
        );
        let text = dir.join("text.pem");
        std::fs::write(&text, "just some text\n").unwrap();
        let e = CaFile::load(&text, "TALENT_CA_FILE").unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(
            e.render_line().contains("holds no PEM certificate"),
            "{}",
            e.render_line()
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
