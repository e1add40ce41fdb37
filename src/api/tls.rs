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
    // rustls's Debug names (`UnknownIssuer`) and Display words ("certificate
    // not valid for name …": the team ledger's driver prints these).
    Some(
        if chain.contains("UnknownIssuer") || chain.contains("unknown issuer") {
            "is issued by an authority this machine does not trust (unknown issuer)"
        } else if chain.contains("NotValidForName") || chain.contains("not valid for name") {
            "is not valid for this host name"
        } else if chain.contains("Expired") || chain.contains("certificate expired") {
            "has expired"
        } else if chain.contains("NotValidYet") || chain.contains("not valid yet") {
            "is not valid yet (check this machine's clock)"
        } else if chain.contains("Revoked") || chain.contains("revoked") {
            "has been revoked"
        } else {
            "was refused"
        },
    )
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

/// The certificate `host:port` presents (DER), read in a TLS handshake cut
/// as soon as it arrives, so nothing but a ClientHello goes to a server
/// whose certificate was refused; through `proxy` (an `http://` proxy,
/// with a CONNECT) when one applies. `doctor` names its issuer when the
/// certificate is refused. `None` when it cannot be read in `timeout`.
pub fn presented_certificate(
    host: &str,
    port: u16,
    proxy: Option<&url::Url>,
    timeout: std::time::Duration,
) -> Option<Vec<u8>> {
    use std::io::Write;
    use std::net::{TcpStream, ToSocketAddrs};
    use std::sync::{Arc, Mutex};

    let connect = |h: &str, p: u16| -> Option<TcpStream> {
        let addr = (h, p).to_socket_addrs().ok()?.next()?;
        let s = TcpStream::connect_timeout(&addr, timeout).ok()?;
        s.set_read_timeout(Some(timeout)).ok()?;
        s.set_write_timeout(Some(timeout)).ok()?;
        Some(s)
    };
    let mut sock = match proxy {
        Some(p) if p.scheme() == "http" && p.username().is_empty() => {
            let mut s = connect(p.host_str()?, p.port_or_known_default()?)?;
            let target = if host.contains(':') {
                format!("[{host}]:{port}")
            } else {
                format!("{host}:{port}")
            };
            write!(s, "CONNECT {target} HTTP/1.1\r\nHost: {target}\r\n\r\n").ok()?;
            let mut head = Vec::new();
            let mut byte = [0u8; 1];
            while !head.ends_with(b"\r\n\r\n") && head.len() < 8192 {
                s.read_exact(&mut byte).ok()?;
                head.push(byte[0]);
            }
            let status = String::from_utf8_lossy(&head);
            if status.split_whitespace().nth(1).is_none_or(|c| c != "200") {
                return None;
            }
            s
        }
        Some(_) => return None,
        None => connect(host, port)?,
    };
    let seen = Arc::new(Mutex::new(None));
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(Arc::clone(&provider))
        .with_safe_default_protocol_versions()
        .ok()?
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(Capture {
            seen: Arc::clone(&seen),
            schemes: provider
                .signature_verification_algorithms
                .supported_schemes(),
        }))
        .with_no_client_auth();
    let name = rustls::pki_types::ServerName::try_from(host.to_string()).ok()?;
    let mut conn = rustls::ClientConnection::new(Arc::new(config), name).ok()?;
    // Ends in the error Capture returns (or the server's): never in a session.
    while conn.is_handshaking() {
        if conn.complete_io(&mut sock).is_err() {
            break;
        }
    }
    let der = seen.lock().ok()?.take();
    der
}

/// A verifier that keeps the end-entity certificate and refuses it.
#[derive(Debug)]
struct Capture {
    seen: std::sync::Arc<std::sync::Mutex<Option<Vec<u8>>>>,
    schemes: Vec<rustls::SignatureScheme>,
}

impl rustls::client::danger::ServerCertVerifier for Capture {
    fn verify_server_cert(
        &self,
        end_entity: &rustls::pki_types::CertificateDer<'_>,
        _intermediates: &[rustls::pki_types::CertificateDer<'_>],
        _server_name: &rustls::pki_types::ServerName<'_>,
        _ocsp: &[u8],
        _now: rustls::pki_types::UnixTime,
    ) -> std::result::Result<rustls::client::danger::ServerCertVerified, rustls::Error> {
        if let Ok(mut seen) = self.seen.lock() {
            *seen = Some(end_entity.to_vec());
        }
        Err(rustls::Error::General("read for doctor only".into()))
    }

    fn verify_tls12_signature(
        &self,
        _message: &[u8],
        _cert: &rustls::pki_types::CertificateDer<'_>,
        _dss: &rustls::DigitallySignedStruct,
    ) -> std::result::Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        Err(rustls::Error::General("read for doctor only".into()))
    }

    fn verify_tls13_signature(
        &self,
        _message: &[u8],
        _cert: &rustls::pki_types::CertificateDer<'_>,
        _dss: &rustls::DigitallySignedStruct,
    ) -> std::result::Result<rustls::client::danger::HandshakeSignatureValid, rustls::Error> {
        Err(rustls::Error::General("read for doctor only".into()))
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.schemes.clone()
    }
}
