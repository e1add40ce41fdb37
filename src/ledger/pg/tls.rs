//! TLS for the team ledger's PostgreSQL connections: tokio-postgres's
//! `MakeTlsConnect` over tokio-rustls, with SCRAM channel binding
//! (`tls-server-end-point`, RFC 5929) so that `SCRAM-SHA-256-PLUS` binds the
//! login to the server's certificate.
//!
//! Written here instead of taking `tokio-postgres-rustls`, whose one use of
//! a full X.509 parser (x509-cert, der, spki and their derives, about 11
//! CPU-seconds of every release build, issue 29) is reading the
//! certificate's signature algorithm: [`signature_algorithm`] reads those
//! few bytes of DER.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use rustls::pki_types::ServerName;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio_postgres::tls::{ChannelBinding, MakeTlsConnect, TlsConnect};
use tokio_rustls::client::TlsStream;
use tokio_rustls::TlsConnector;

/// Makes a TLS connector for each connection, for the host being dialled.
#[derive(Clone)]
pub struct MakeRustls {
    config: Arc<rustls::ClientConfig>,
}

impl MakeRustls {
    pub fn new(config: rustls::ClientConfig) -> MakeRustls {
        MakeRustls {
            config: Arc::new(config),
        }
    }
}

impl<S> MakeTlsConnect<S> for MakeRustls
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    type Stream = RustlsStream<S>;
    type TlsConnect = RustlsConnect;
    type Error = io::Error;

    fn make_tls_connect(&mut self, hostname: &str) -> io::Result<RustlsConnect> {
        let name = ServerName::try_from(hostname)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?
            .to_owned();
        Ok(RustlsConnect {
            name,
            connector: TlsConnector::from(self.config.clone()),
        })
    }
}

pub struct RustlsConnect {
    name: ServerName<'static>,
    connector: TlsConnector,
}

impl<S> TlsConnect<S> for RustlsConnect
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    type Stream = RustlsStream<S>;
    type Error = io::Error;
    type Future = Pin<Box<dyn Future<Output = io::Result<RustlsStream<S>>> + Send>>;

    fn connect(self, stream: S) -> Self::Future {
        Box::pin(async move {
            let tls = self.connector.connect(self.name, stream).await?;
            Ok(RustlsStream(tls))
        })
    }
}

pub struct RustlsStream<S>(TlsStream<S>);

impl<S> tokio_postgres::tls::TlsStream for RustlsStream<S>
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    fn channel_binding(&self) -> ChannelBinding {
        let (_, session) = self.0.get_ref();
        match session.peer_certificates().and_then(|c| c.first()) {
            Some(cert) => match signature_algorithm(cert).and_then(end_point_digest) {
                Some(digest) => ChannelBinding::tls_server_end_point(
                    ring::digest::digest(digest, cert).as_ref().to_vec(),
                ),
                None => ChannelBinding::none(),
            },
            None => ChannelBinding::none(),
        }
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> AsyncRead for RustlsStream<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_read(cx, buf)
    }
}

impl<S: AsyncRead + AsyncWrite + Unpin> AsyncWrite for RustlsStream<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.0).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.0).poll_shutdown(cx)
    }
}

/// The hash `tls-server-end-point` uses for a certificate signed with
/// `algorithm` (its DER-encoded OID): the signature's own hash, SHA-256 in
/// place of MD5 and SHA-1 (RFC 5929 section 4.1); none for algorithms whose
/// hash is not named by the OID (RSASSA-PSS, Ed25519), as libpq does.
fn end_point_digest(algorithm: &[u8]) -> Option<&'static ring::digest::Algorithm> {
    use ring::digest::{SHA256, SHA384, SHA512};
    const RSA: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01];
    const ECDSA: &[u8] = &[0x2a, 0x86, 0x48, 0xce, 0x3d, 0x04, 0x03];
    const NIST_HASH: &[u8] = &[0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02];
    const SHA1: &[u8] = &[0x2b, 0x0e, 0x03, 0x02, 0x1a];
    match algorithm {
        // md5 (4), sha1 (5), sha256 (11), sha384 (12), sha512 (13) WithRSAEncryption
        [rsa @ .., 4 | 5 | 11] if rsa == RSA => Some(&SHA256),
        [rsa @ .., 12] if rsa == RSA => Some(&SHA384),
        [rsa @ .., 13] if rsa == RSA => Some(&SHA512),
        // ecdsa-with-SHA256 (2), SHA384 (3), SHA512 (4)
        [ec @ .., 2] if ec == ECDSA => Some(&SHA256),
        [ec @ .., 3] if ec == ECDSA => Some(&SHA384),
        [ec @ .., 4] if ec == ECDSA => Some(&SHA512),
        // the bare hashes: sha256 (1), sha384 (2), sha512 (3); sha1
        [h @ .., 1] if h == NIST_HASH => Some(&SHA256),
        [h @ .., 2] if h == NIST_HASH => Some(&SHA384),
        [h @ .., 3] if h == NIST_HASH => Some(&SHA512),
        sha1 if sha1 == SHA1 => Some(&SHA256),
        _ => None,
    }
}

/// The OID of a DER certificate's outer `signatureAlgorithm`:
/// `Certificate ::= SEQUENCE { tbsCertificate SEQUENCE, signatureAlgorithm
/// SEQUENCE { algorithm OBJECT IDENTIFIER, parameters ANY OPTIONAL }, ... }`.
/// `None` for anything that does not parse.
fn signature_algorithm(cert: &[u8]) -> Option<&[u8]> {
    const SEQUENCE: u8 = 0x30;
    const OID: u8 = 0x06;
    let (certificate, _) = der_element(cert, SEQUENCE)?;
    let (_, rest) = der_element(certificate, SEQUENCE)?; // tbsCertificate
    let (algorithm, _) = der_element(rest, SEQUENCE)?;
    let (oid, _) = der_element(algorithm, OID)?;
    Some(oid)
}

/// One DER element of tag `tag` at the start of `input`: its contents and
/// what follows it.
fn der_element(input: &[u8], tag: u8) -> Option<(&[u8], &[u8])> {
    let (&first, rest) = input.split_first()?;
    if first != tag {
        return None;
    }
    let (&len_byte, rest) = rest.split_first()?;
    let (len, rest) = if len_byte < 0x80 {
        (len_byte as usize, rest)
    } else {
        // Long form: 1 to 4 length bytes (a certificate is far under 4 GiB).
        let count = (len_byte & 0x7f) as usize;
        if count == 0 || count > 4 || rest.len() < count {
            return None;
        }
        let len = rest[..count]
            .iter()
            .fold(0usize, |acc, b| (acc << 8) | *b as usize);
        (len, &rest[count..])
    };
    if rest.len() < len {
        return None;
    }
    Some(rest.split_at(len))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A certificate of the sandbox's own making (ECDSA P-256 with SHA-256).
    fn sandbox_certificate() -> Vec<u8> {
        use rustls::pki_types::{pem::PemObject, CertificateDer};
        static CERT: std::sync::OnceLock<Vec<u8>> = std::sync::OnceLock::new();
        CERT.get_or_init(|| {
            let tls = talent_sandbox::tls::generate(&[]).unwrap();
            CertificateDer::from_pem_slice(tls.ca_pem.as_bytes())
                .unwrap()
                .to_vec()
        })
        .clone()
    }

    #[test]
    fn the_signature_algorithm_of_a_real_certificate_is_read() {
        let cert = sandbox_certificate();
        let oid = signature_algorithm(&cert).expect("parses");
        assert_eq!(oid, &[0x2a, 0x86, 0x48, 0xce, 0x3d, 0x04, 0x03, 0x02]);
        assert_eq!(end_point_digest(oid), Some(&ring::digest::SHA256));
    }

    #[test]
    fn the_end_point_hash_follows_rfc_5929() {
        use ring::digest::{SHA256, SHA384, SHA512};
        let rsa = |n: u8| [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, n];
        assert_eq!(
            end_point_digest(&rsa(5)),
            Some(&SHA256),
            "sha1WithRSA: SHA-256"
        );
        assert_eq!(end_point_digest(&rsa(11)), Some(&SHA256));
        assert_eq!(end_point_digest(&rsa(12)), Some(&SHA384));
        assert_eq!(end_point_digest(&rsa(13)), Some(&SHA512));
        assert_eq!(
            end_point_digest(&rsa(10)),
            None,
            "RSASSA-PSS names no hash here"
        );
        let ec = |n: u8| [0x2a, 0x86, 0x48, 0xce, 0x3d, 0x04, 0x03, n];
        assert_eq!(end_point_digest(&ec(3)), Some(&SHA384));
        assert_eq!(end_point_digest(&ec(4)), Some(&SHA512));
        assert_eq!(end_point_digest(&[0x2b, 0x65, 0x70]), None, "Ed25519");
        assert_eq!(end_point_digest(&[]), None);
    }

    #[test]
    fn lengths_in_long_form_are_read_and_short_input_refused() {
        let mut long = vec![0x30, 0x82, 0x01, 0x00];
        long.extend(std::iter::repeat_n(7u8, 256));
        let (contents, rest) = der_element(&long, 0x30).unwrap();
        assert_eq!((contents.len(), rest.len()), (256, 0));
        assert!(der_element(&long[..100], 0x30).is_none());
        assert!(
            der_element(&[0x30, 0x80], 0x30).is_none(),
            "indefinite length is not DER"
        );
        assert!(der_element(&[0x31, 0x00], 0x30).is_none(), "another tag");
    }

    proptest! {
        #[test]
        fn any_bytes_are_read_or_refused_never_a_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            let _ = signature_algorithm(&bytes).map(end_point_digest);
        }

        #[test]
        fn a_mangled_certificate_is_read_or_refused_never_a_panic(at in any::<prop::sample::Index>(), byte in any::<u8>()) {
            let mut cert = sandbox_certificate();
            let i = at.index(cert.len());
            cert[i] = byte;
            let _ = signature_algorithm(&cert).map(end_point_digest);
        }
    }
}
