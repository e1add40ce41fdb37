//! HTTPS for `sandbox serve --tls`: a certificate authority and a server
//! certificate made at start (never stored), so a client can be tested over
//! TLS with nothing but the CA's PEM, which the caller writes to a file.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::sync::Arc;

use rcgen::{
    BasicConstraints, CertificateParams, DistinguishedName, DnType, ExtendedKeyUsagePurpose, IsCa,
    Issuer, KeyPair, KeyUsagePurpose, SanType,
};
use tokio_rustls::rustls;

use crate::{Error, Result};

/// The common name of the generated CA, which clients name as the issuer.
pub const CA_NAME: &str = "talent sandbox CA";

/// What `--tls` serves with.
#[derive(Clone)]
pub struct Tls {
    pub acceptor: tokio_rustls::TlsAcceptor,
    /// The CA certificate, PEM: what a client adds to its roots.
    pub ca_pem: String,
}

impl std::fmt::Debug for Tls {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Tls { .. }")
    }
}

/// The cryptography of the sandbox's TLS (ring), also installed as the
/// process's default for its webhook client, which reqwest builds with it.
pub fn provider() -> Arc<rustls::crypto::CryptoProvider> {
    // Already installed (by the CLI, or an earlier call) is as good.
    let _ = rustls::crypto::ring::default_provider().install_default();
    Arc::new(rustls::crypto::ring::default_provider())
}

fn cert_error(e: impl std::fmt::Display) -> Error {
    Error::failure(format!("cannot make the sandbox's TLS certificate: {e}"))
}

/// Makes a CA and a server certificate it signs for 127.0.0.1, ::1,
/// localhost and each of `names` (host names or IP addresses).
pub fn generate(names: &[String]) -> Result<Tls> {
    let mut ca = CertificateParams::default();
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca.distinguished_name = DistinguishedName::new();
    ca.distinguished_name.push(DnType::CommonName, CA_NAME);
    ca.key_usages = vec![
        KeyUsagePurpose::KeyCertSign,
        KeyUsagePurpose::CrlSign,
        KeyUsagePurpose::DigitalSignature,
    ];
    let ca_key = KeyPair::generate().map_err(cert_error)?;
    let ca_cert = ca.self_signed(&ca_key).map_err(cert_error)?;
    let issuer = Issuer::new(ca, ca_key);

    let mut leaf = CertificateParams::default();
    leaf.distinguished_name = DistinguishedName::new();
    leaf.distinguished_name
        .push(DnType::CommonName, "talent sandbox");
    leaf.key_usages = vec![KeyUsagePurpose::DigitalSignature];
    leaf.extended_key_usages = vec![ExtendedKeyUsagePurpose::ServerAuth];
    let mut sans = vec![
        SanType::IpAddress(IpAddr::V4(Ipv4Addr::LOCALHOST)),
        SanType::IpAddress(IpAddr::V6(Ipv6Addr::LOCALHOST)),
        SanType::DnsName("localhost".try_into().map_err(cert_error)?),
    ];
    for name in names {
        let name = name.trim().trim_start_matches('[').trim_end_matches(']');
        let san = match name.parse::<IpAddr>() {
            Ok(ip) => SanType::IpAddress(ip),
            Err(_) => SanType::DnsName(name.to_string().try_into().map_err(|e| {
                Error::failure(format!("--tls-name {name:?} is not a host name: {e}"))
            })?),
        };
        sans.push(san);
    }
    leaf.subject_alt_names = sans;
    let leaf_key = KeyPair::generate().map_err(cert_error)?;
    let leaf_cert = leaf.signed_by(&leaf_key, &issuer).map_err(cert_error)?;

    let chain = vec![leaf_cert.der().clone(), ca_cert.der().clone()];
    let key = rustls::pki_types::PrivateKeyDer::Pkcs8(leaf_key.serialize_der().into());
    let provider = provider();
    let mut config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(cert_error)?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(cert_error)?;
    // HTTP/1.1 only, as the plain listener.
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(Tls {
        acceptor: tokio_rustls::TlsAcceptor::from(Arc::new(config)),
        ca_pem: ca_cert.pem(),
    })
}
