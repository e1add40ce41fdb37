//! Whom the client trusts over TLS: the platform's roots (the OS store on
//! macOS and Windows; on Linux the system bundle, or `SSL_CERT_FILE` /
//! `SSL_CERT_DIR`), plus the certificates of `--ca-file` beside them on
//! every OS — a TLS-inspecting corporate proxy's CA, or a private sandbox's.
//! There is deliberately no switch that turns verification off.
//!
//! The platform's roots are the costliest part of a run (on Linux about 150
//! files parsed, three quarters of a plain request's instructions), so
//! [`Trust`] loads them only when a certificate needs them: never for an
//! `http://` base, not when the `--ca-file` roots already vouch for the
//! server, and at most once a process.

use std::sync::{Arc, LazyLock, OnceLock};

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::crypto::CryptoProvider;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{CertificateError, DigitallySignedStruct, RootCertStore, SignatureScheme};

use crate::config::ca_file::CaFile;

/// The cryptography of every TLS connection the process makes (the API,
/// `doctor`, `webhooks listen`, the team ledger): ring, also installed as
/// the process's default for a client built without [`trusting`] (the
/// embedded sandbox's webhook deliveries).
pub fn provider() -> Arc<CryptoProvider> {
    static PROVIDER: LazyLock<Arc<CryptoProvider>> = LazyLock::new(|| {
        // Already installed (by the sandbox's own call) is as good.
        let _ = rustls::crypto::ring::default_provider().install_default();
        Arc::new(rustls::crypto::ring::default_provider())
    });
    Arc::clone(&PROVIDER)
}

/// The TLS set-up of every HTTP client the process builds: [`Trust`] with
/// `ca`'s roots, HTTP/1.1 (reqwest is built without HTTP/2).
pub fn trusting(builder: reqwest::ClientBuilder, ca: Option<&CaFile>) -> reqwest::ClientBuilder {
    let mut config = client_config(Trust::new(ca.map(|c| Arc::clone(&c.roots))));
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    builder.tls_backend_preconfigured(config)
}

/// A rustls client configuration that verifies servers with `trust`.
pub fn client_config(trust: Trust) -> rustls::ClientConfig {
    rustls::ClientConfig::builder_with_provider(provider())
        // TLS 1.2 and 1.3: every provider rustls ships supports both.
        .with_safe_default_protocol_versions()
        .expect("the crypto provider supports TLS 1.2 and 1.3")
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(trust))
        .with_no_client_auth()
}

/// What loading the platform's roots gave: a verifier, or why not.
type Loaded = std::result::Result<Arc<dyn ServerCertVerifier>, String>;

/// The platform's roots, loaded at the first certificate that needs them.
pub struct Platform {
    loaded: OnceLock<Loaded>,
    load: Box<dyn Fn() -> Loaded + Send + Sync>,
}

impl Platform {
    /// A source of roots loaded by `load`, at most once.
    pub fn new(load: impl Fn() -> Loaded + Send + Sync + 'static) -> Platform {
        Platform {
            loaded: OnceLock::new(),
            load: Box::new(load),
        }
    }

    /// The process's one copy of the platform's roots.
    pub fn system() -> Arc<Platform> {
        static SYSTEM: LazyLock<Arc<Platform>> = LazyLock::new(|| {
            Arc::new(Platform::new(|| {
                rustls_platform_verifier::Verifier::new(provider())
                    .map(|v| Arc::new(v) as Arc<dyn ServerCertVerifier>)
                    .map_err(|e| e.to_string())
            }))
        });
        Arc::clone(&SYSTEM)
    }

    /// Whether the roots have been loaded (or tried).
    pub fn is_loaded(&self) -> bool {
        self.loaded.get().is_some()
    }

    fn get(&self) -> &Loaded {
        self.loaded.get_or_init(|| (self.load)())
    }
}

impl std::fmt::Debug for Platform {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Platform {{ loaded: {} }}", self.is_loaded())
    }
}

/// Verifies a server's certificate against the `--ca-file` roots first and,
/// only when they do not vouch for it, against the platform's: a
/// certificate either trusts is accepted, as one store of both would.
#[derive(Debug)]
pub struct Trust {
    file: Option<Arc<WebPkiServerVerifier>>,
    platform: Arc<Platform>,
    provider: Arc<CryptoProvider>,
}

impl Trust {
    /// The platform's roots, and `file`'s beside them.
    pub fn new(file: Option<Arc<RootCertStore>>) -> Trust {
        Trust::with_platform(file, Platform::system())
    }

    /// As [`Trust::new`], with `platform` standing for the platform's roots.
    pub fn with_platform(file: Option<Arc<RootCertStore>>, platform: Arc<Platform>) -> Trust {
        let provider = provider();
        let file = file.and_then(|roots| {
            // Fails only for an empty store, which `CaFile::load` refuses.
            WebPkiServerVerifier::builder_with_provider(roots, Arc::clone(&provider))
                .build()
                .ok()
        });
        Trust {
            file,
            platform,
            provider,
        }
    }
}

/// A refusal for what the certificate says (its name, its dates, its
/// revocation), not for who issued it.
fn about_the_certificate(e: &rustls::Error) -> bool {
    use CertificateError::*;
    matches!(
        e,
        rustls::Error::InvalidCertificate(
            NotValidForName
                | NotValidForNameContext { .. }
                | Expired
                | ExpiredContext { .. }
                | NotValidYet
                | NotValidYetContext { .. }
                | Revoked
        )
    )
}

impl ServerCertVerifier for Trust {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> std::result::Result<ServerCertVerified, rustls::Error> {
        let by_file = match &self.file {
            Some(file) => {
                match file.verify_server_cert(end_entity, intermediates, server_name, ocsp, now) {
                    Ok(verified) => return Ok(verified),
                    Err(e) => Some(e),
                }
            }
            None => None,
        };
        let (by_platform, loaded) = match self.platform.get() {
            Ok(platform) => {
                match platform.verify_server_cert(end_entity, intermediates, server_name, ocsp, now)
                {
                    Ok(verified) => return Ok(verified),
                    Err(e) => (e, true),
                }
            }
            Err(why) => (
                rustls::Error::General(format!("cannot load the platform's TLS roots: {why}")),
                false,
            ),
        };
        Err(match by_file {
            // The file's CA issued it, yet it is wrong (its name, its
            // dates): that says more than the platform's "unknown issuer".
            Some(e) if !loaded || about_the_certificate(&e) => e,
            _ => by_platform,
        })
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::ca_file::roots_of;

    use std::sync::atomic::{AtomicUsize, Ordering};

    /// A server of its own CA (the sandbox's `--tls` certificate, for
    /// localhost) and that CA's certificate as roots.
    fn tls_server() -> (Arc<rustls::ServerConfig>, Arc<RootCertStore>) {
        let tls = talent_sandbox::tls::generate(&[]).expect("certificates");
        let roots = roots_of(tls.ca_pem.as_bytes()).expect("the CA's PEM");
        (Arc::clone(tls.acceptor.config()), Arc::new(roots))
    }

    /// Roots standing for the platform's, counting how often they are loaded.
    fn stand_in(roots: Option<Arc<RootCertStore>>) -> (Arc<Platform>, Arc<AtomicUsize>) {
        let loads = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&loads);
        let platform = Platform::new(move || {
            counted.fetch_add(1, Ordering::SeqCst);
            let roots = roots.clone().ok_or("no roots on this platform")?;
            WebPkiServerVerifier::builder_with_provider(roots, provider())
                .build()
                .map(|v| v as Arc<dyn ServerCertVerifier>)
                .map_err(|e| e.to_string())
        });
        (Arc::new(platform), loads)
    }

    /// A whole handshake in memory, as `name`: the client's error if it refused.
    fn handshake(
        trust: Trust,
        server: &Arc<rustls::ServerConfig>,
        name: &str,
    ) -> std::result::Result<(), rustls::Error> {
        let name = ServerName::try_from(name.to_string()).expect("a name");
        let mut client = rustls::ClientConnection::new(Arc::new(client_config(trust)), name)?;
        let mut server = rustls::ServerConnection::new(Arc::clone(server))?;
        let io = |e: std::io::Error| rustls::Error::General(e.to_string());
        while client.is_handshaking() || server.is_handshaking() {
            let mut wire = Vec::new();
            client.write_tls(&mut wire).map_err(io)?;
            server.read_tls(&mut wire.as_slice()).map_err(io)?;
            server.process_new_packets()?;
            wire.clear();
            server.write_tls(&mut wire).map_err(io)?;
            client.read_tls(&mut wire.as_slice()).map_err(io)?;
            client.process_new_packets()?;
        }
        Ok(())
    }

    #[test]
    fn a_certificate_from_the_files_ca_is_accepted_without_loading_the_platforms_roots() {
        let (server, ca) = tls_server();
        let (platform, loads) = stand_in(None);
        let trust = Trust::with_platform(Some(ca), Arc::clone(&platform));
        handshake(trust, &server, "localhost").expect("accepted");
        assert_eq!(loads.load(Ordering::SeqCst), 0);
        assert!(!platform.is_loaded());
    }

    #[test]
    fn a_certificate_signed_by_neither_the_file_nor_the_platform_is_refused() {
        let (server, _) = tls_server();
        let (_, other_ca) = tls_server();
        let (_, third_ca) = tls_server();
        let (platform, loads) = stand_in(Some(third_ca));
        let trust = Trust::with_platform(Some(Arc::clone(&other_ca)), platform);
        // Every sandbox CA has one name, so the stand-in finds an issuer of
        // that name whose signature does not match.
        let refused = handshake(trust, &server, "localhost").unwrap_err();
        assert_eq!(
            refused,
            rustls::Error::InvalidCertificate(CertificateError::BadSignature)
        );
        assert_eq!(loads.load(Ordering::SeqCst), 1, "the platform was asked");
        // The same against this machine's real roots, and with no roots at all.
        let trust = Trust::new(Some(Arc::clone(&other_ca)));
        let refused = handshake(trust, &server, "localhost").unwrap_err();
        assert!(
            certificate_problem(&format!("invalid peer certificate: {refused:?}")).is_some(),
            "{refused:?}"
        );
        let (nothing, _) = stand_in(None);
        let trust = Trust::with_platform(Some(other_ca), nothing);
        assert_eq!(
            handshake(trust, &server, "localhost").unwrap_err(),
            rustls::Error::InvalidCertificate(CertificateError::BadSignature)
        );
    }

    #[test]
    fn the_platforms_roots_stay_trusted_beside_the_file_and_load_once() {
        let (server, ca) = tls_server();
        let (_, other_ca) = tls_server();
        let (platform, loads) = stand_in(Some(ca));
        for _ in 0..2 {
            let trust = Trust::with_platform(Some(Arc::clone(&other_ca)), Arc::clone(&platform));
            handshake(trust, &server, "localhost").expect("accepted by the platform's roots");
        }
        assert_eq!(loads.load(Ordering::SeqCst), 1);
        // And with no file at all.
        let trust = Trust::with_platform(None, Arc::clone(&platform));
        handshake(trust, &server, "localhost").expect("accepted");
        assert_eq!(loads.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn the_files_ca_for_another_name_is_refused_for_its_name_not_its_issuer() {
        let (server, ca) = tls_server();
        let (platform, _) = stand_in(None);
        let trust = Trust::with_platform(Some(ca), platform);
        let refused = handshake(trust, &server, "elsewhere.test").unwrap_err();
        assert!(
            matches!(
                refused,
                rustls::Error::InvalidCertificate(CertificateError::NotValidForNameContext { .. })
                    | rustls::Error::InvalidCertificate(CertificateError::NotValidForName)
            ),
            "{refused:?}"
        );
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
    use std::io::{Read, Write};
    use std::net::{TcpStream, ToSocketAddrs};
    use std::sync::Mutex;

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
    let provider = provider();
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
