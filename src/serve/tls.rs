//! The TLS of `--tls-cert`/`--tls-key`: PEM files (the chain, and its
//! private key), HTTP/1.1, ring. Each way the pair can be wrong is said in
//! words before a socket opens; a certificate outside its validity is
//! served with a warning (docs/assumptions.md, "the gateway's TLS files").

use std::path::Path;
use std::sync::Arc;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};

use super::files;
use crate::{Error, Result};

/// The listener's TLS, and what to warn about at start.
pub struct Tls {
    pub acceptor: tokio_rustls::TlsAcceptor,
    pub warning: Option<String>,
}

/// Loads and checks the pair; `now_s` is the machine's clock (what clients
/// judge the certificate by), in seconds since the epoch.
pub fn load(cert: &Path, key: &Path, now_s: i64) -> Result<Tls> {
    files::regular(cert, "--tls-cert")?;
    let meta = files::regular(key, "--tls-key")?;
    // Group-readable stays allowed: Debian's ssl-cert group convention.
    files::private(
        key,
        "--tls-key",
        &meta,
        0o007,
        "chmod 600 FILE (or 640, its group one the gateway's user is in)",
    )?;
    let cert_pem = std::fs::read(cert).map_err(|e| files::unreadable("--tls-cert", cert, &e))?;
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(&cert_pem)
        .collect::<std::result::Result<Vec<_>, _>>()
        .map_err(|e| {
            Error::usage(format!(
                "--tls-cert {}: not a PEM certificate chain ({e})",
                cert.display()
            ))
        })?;
    let Some(leaf) = certs.first() else {
        return Err(Error::usage(format!(
            "--tls-cert {}: no certificate in it",
            cert.display()
        )));
    };
    let warning = outside_validity(leaf, cert, now_s);
    let key_pem = std::fs::read(key).map_err(|e| files::unreadable("--tls-key", key, &e))?;
    if encrypted(&key_pem) {
        return Err(Error::usage(format!(
            "--tls-key {} is encrypted (a passphrase-protected key): the gateway starts unattended and cannot ask for the passphrase",
            key.display()
        ))
        .with_hint(format!(
            "decrypt it into a file only the gateway may read: openssl pkey -in {0} -out {0}.plain, then chmod 600 {0}.plain",
            key.display()
        )));
    }
    let private = PrivateKeyDer::from_pem_slice(&key_pem).map_err(|e| {
        Error::usage(format!(
            "--tls-key {}: not a PEM private key ({e})",
            key.display()
        ))
    })?;
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| Error::failure(format!("TLS: {e}")))?
        .with_no_client_auth()
        .with_single_cert(certs, private)
        .map_err(|e| match e {
            rustls::Error::InconsistentKeys(_) => Error::usage(format!(
                "--tls-key {} is not the private key of the certificate in --tls-cert {}",
                key.display(),
                cert.display()
            ))
            .with_hint(format!(
                "give the key the certificate was made for: `openssl x509 -noout -pubkey -in {}` and `openssl pkey -pubout -in {}` print the same key",
                cert.display(),
                key.display()
            )),
            e => Error::usage(format!(
                "--tls-cert and --tls-key do not make a pair the gateway can serve: {e}"
            )),
        })?;
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(Tls {
        acceptor: tokio_rustls::TlsAcceptor::from(Arc::new(config)),
        warning,
    })
}

/// A PEM key sealed with a passphrase: PKCS#8's `ENCRYPTED PRIVATE KEY`,
/// or OpenSSL's legacy `Proc-Type: 4,ENCRYPTED` header. rustls' reader
/// skips both and finds "no items".
fn encrypted(pem: &[u8]) -> bool {
    let text = String::from_utf8_lossy(pem);
    text.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----")
        || text.contains("Proc-Type: 4,ENCRYPTED")
}

/// What to warn about a leaf certificate outside its validity at `now_s`.
/// Clients that check refuse it, yet the gateway starts: a clock being set
/// or a renewal under way should not turn into a restart loop.
fn outside_validity(leaf: &CertificateDer<'_>, path: &Path, now_s: i64) -> Option<String> {
    let (from, to) = crate::x509::validity(leaf)?;
    let date = |s: i64| {
        chrono::DateTime::from_timestamp(s, 0).map_or_else(
            || s.to_string(),
            |d| d.format("%Y-%m-%d %H:%M UTC").to_string(),
        )
    };
    if now_s > to {
        Some(format!(
            "the certificate in --tls-cert {} expired on {}: clients will refuse the gateway until it is renewed",
            path.display(),
            date(to)
        ))
    } else if now_s < from {
        Some(format!(
            "the certificate in --tls-cert {} is not valid until {} (this machine's clock says {}): clients will refuse the gateway until then",
            path.display(),
            date(from),
            date(now_s)
        ))
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_encrypted_key_is_told_from_one_that_is_not_pem() {
        assert!(encrypted(
            b"-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----\n"
        ));
        assert!(encrypted(
            b"-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nMIIB\n-----END RSA PRIVATE KEY-----\n"
        ));
        assert!(!encrypted(
            b"-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n"
        ));
    }
}
