//! Whom the client trusts over TLS: the platform's roots (the OS store on
//! macOS and Windows; on Linux the system bundle, or `SSL_CERT_FILE` /
//! `SSL_CERT_DIR`), plus the certificates of `--ca-file` beside them on
//! every OS — a TLS-inspecting corporate proxy's CA, or a private sandbox's.
//! There is deliberately no switch that turns verification off.

use std::io::Read;
use std::path::{Path, PathBuf};

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
    pub certs: Vec<reqwest::Certificate>,
}

impl std::fmt::Debug for CaFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({}, {} certificate(s))",
            self.path.display(),
            self.source,
            self.certs.len()
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
        let has_pem = String::from_utf8_lossy(&bytes).contains("-----BEGIN CERTIFICATE-----");
        let certs = match reqwest::Certificate::from_pem_bundle(&bytes) {
            Ok(certs) if has_pem && !certs.is_empty() => certs,
            Ok(_) => {
                return Err(Error::usage(format!(
                    "{source} {} holds no PEM certificate",
                    path.display()
                ))
                .with_hint(hint))
            }
            Err(e) => {
                return Err(Error::usage(format!(
                    "{source} {} is not a valid PEM certificate file: {e}",
                    path.display()
                ))
                .with_hint(hint))
            }
        };
        Ok(CaFile {
            path: path.to_path_buf(),
            source: source.to_string(),
            certs,
        })
    }

    /// How `doctor` and `-v` name the trust: the platform's roots, plus this file.
    pub fn describe(ca: Option<&CaFile>) -> String {
        match ca {
            None => "the platform's roots".to_string(),
            Some(c) => format!(
                "the platform's roots and {} certificate(s) from {} ({})",
                c.certs.len(),
                c.path.display(),
                c.source
            ),
        }
    }
}

/// What a refused certificate means, from the text of the TLS error
/// (rustls's `invalid peer certificate: …`), or `None` when it is not one.
pub fn certificate_problem(chain: &str) -> Option<&'static str> {
    if !chain.contains("invalid peer certificate") {
        return None;
    }
    Some(if chain.contains("UnknownIssuer") {
        "is issued by an authority this machine does not trust (unknown issuer)"
    } else if chain.contains("NotValidForName") {
        "is not valid for this host name"
    } else if chain.contains("Expired") {
        "has expired"
    } else if chain.contains("NotValidYet") {
        "is not valid yet (check this machine's clock)"
    } else if chain.contains("Revoked") {
        "has been revoked"
    } else {
        "was refused"
    })
}

/// The certificates of a PEM file as rustls takes them (the team
/// ledger's connection), for a file [`CaFile::load`] accepted. A file that is missing, unreadable or
/// holds no certificate is a usage error (exit 2): nothing is sent.
pub fn der_certs(path: &Path) -> Result<Vec<rustls::pki_types::CertificateDer<'static>>> {
    let waiting = crate::signals::waiting_on_input();
    let bytes = std::fs::read(path);
    drop(waiting);
    let bytes = bytes.map_err(|e| {
        Error::usage(format!("cannot read the CA file {}: {e}", path.display()))
            .with_hint("give --ca-file (or TALENT_CA_FILE) a PEM file of root certificates")
    })?;
    let certs: Vec<rustls::pki_types::CertificateDer<'static>> = <rustls::pki_types::CertificateDer<'static> as rustls::pki_types::pem::PemObject>::pem_slice_iter(&bytes)
        .collect::<std::result::Result<_, _>>()
        .map_err(|e| {
            Error::usage(format!(
                "the CA file {} is not valid PEM: {e}",
                path.display()
            ))
            .with_hint("give --ca-file (or TALENT_CA_FILE) a PEM file of root certificates")
        })?;
    if certs.is_empty() {
        return Err(Error::usage(format!(
            "the CA file {} holds no PEM certificate",
            path.display()
        ))
        .with_hint("a CA file holds -----BEGIN CERTIFICATE----- blocks"));
    }
    Ok(certs)
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

    #[test]
    fn certificate_problems_are_named() {
        assert_eq!(certificate_problem("connection refused"), None);
        assert!(
            certificate_problem("invalid peer certificate: UnknownIssuer")
                .unwrap()
                .contains("unknown issuer")
        );
        assert!(
            certificate_problem("invalid peer certificate: NotValidForName")
                .unwrap()
                .contains("host name")
        );
    }
}
