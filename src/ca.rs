//! Extra trusted roots (`--ca-file`, `TALENT_CA_FILE`): PEM certificates
//! trusted beside the platform's, for every TLS connection the tool makes.

use std::path::Path;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;

use crate::{Error, Result};

/// The certificates of a PEM file. A file that is missing, unreadable or
/// holds no certificate is a usage error (exit 2): nothing is sent.
pub fn load_pem(path: &Path) -> Result<Vec<CertificateDer<'static>>> {
    let bytes = std::fs::read(path).map_err(|e| {
        Error::usage(format!("cannot read the CA file {}: {e}", path.display()))
            .with_hint("give --ca-file (or TALENT_CA_FILE) a PEM file of root certificates")
    })?;
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(&bytes)
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
