//! What talent reads of an X.509 certificate, in one place: the issuer
//! `talent doctor` names, the hash SCRAM's `tls-server-end-point`
//! channel binding (RFC 5929) takes of the team ledger's certificate, and
//! the validity `talent serve` warns about.
//!
//! Read with `yasna`, the DER reader rcgen already builds for the sandbox's
//! certificates (a full X.509 library cost about 11 CPU seconds of every
//! release build, issue 29). A leaf: it imports nothing of the crate.

use yasna::models::{ObjectIdentifier, TaggedDerValue};
use yasna::{ASN1Result, BERReaderSeq, Tag};

/// The hash `tls-server-end-point` takes of a certificate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndPointHash {
    Sha256,
    Sha384,
    Sha512,
}

/// The parts of a certificate talent reads.
struct Certificate {
    /// The issuer's attributes: (type, value) in the order written.
    issuer: Vec<(ObjectIdentifier, TaggedDerValue)>,
    /// The outer `signatureAlgorithm`: its OID and its parameters' DER.
    signature: ObjectIdentifier,
    parameters: Option<Vec<u8>>,
    /// `notBefore` and `notAfter` (seconds since the epoch), when they read.
    validity: Option<(i64, i64)>,
}

/// `Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm,
/// signatureValue }`; `None` for anything that is not one.
fn parse(der: &[u8]) -> Option<Certificate> {
    yasna::parse_der(der, |r| {
        r.read_sequence(|cert| {
            let (issuer, validity) = cert.next().read_sequence(|tbs| {
                // version [0] EXPLICIT (optional), serialNumber, signature
                tbs.read_optional(|r| r.read_tagged(Tag::context(0), |r| r.read_der()))?;
                tbs.next().read_der()?;
                tbs.next().read_der()?;
                // issuer: a sequence of sets of (type, value)
                let issuer = tbs.next().collect_sequence_of(|rdn| {
                    rdn.collect_set_of(|attr| {
                        attr.read_sequence(|a| {
                            Ok((a.next().read_oid()?, a.next().read_tagged_der()?))
                        })
                    })
                })?;
                let validity = tbs.next().read_sequence(|v| {
                    let not_before = v.next().read_tagged_der()?;
                    let not_after = v.next().read_tagged_der()?;
                    Ok(time_of(&not_before).zip(time_of(&not_after)))
                })?;
                // subject, the key, the optional unique ids and extensions:
                // not read here.
                skip_rest(tbs)?;
                Ok((issuer.into_iter().flatten().collect(), validity))
            })?;
            let (signature, parameters) = cert.next().read_sequence(|alg| {
                let oid = alg.next().read_oid()?;
                let parameters = alg.read_optional(|r| r.read_der())?;
                Ok((oid, parameters))
            })?;
            cert.next().read_der()?; // signatureValue
            Ok(Certificate {
                issuer,
                signature,
                parameters,
                validity,
            })
        })
    })
    .ok()
}

/// A `Time` (RFC 5280 4.1.2.5): `UTCTime` `YYMMDDHHMMSSZ` (years 50 to
/// 99 are 19xx) or `GeneralizedTime` `YYYYMMDDHHMMSSZ`, in seconds since
/// the epoch.
fn time_of(value: &TaggedDerValue) -> Option<i64> {
    let text = std::str::from_utf8(value.value()).ok()?.strip_suffix('Z')?;
    let full = match (value.tag(), text.len()) {
        (t, 12) if t == yasna::tags::TAG_UTCTIME => {
            let yy: u32 = text.get(..2)?.parse().ok()?;
            format!("{}{text}", if yy >= 50 { 19 } else { 20 })
        }
        (t, 14) if t == yasna::tags::TAG_GENERALIZEDTIME => text.to_string(),
        _ => return None,
    };
    chrono::NaiveDateTime::parse_from_str(&full, "%Y%m%d%H%M%S")
        .ok()
        .map(|t| t.and_utc().timestamp())
}

/// When a DER certificate starts and stops being valid (`notBefore`,
/// `notAfter`, in seconds since the epoch); `None` when it does not parse.
pub fn validity(der: &[u8]) -> Option<(i64, i64)> {
    parse(der)?.validity
}

/// Reads past what is left of a sequence.
fn skip_rest(seq: &mut BERReaderSeq<'_, '_>) -> ASN1Result<()> {
    while seq.read_optional(|r| r.read_der())?.is_some() {}
    Ok(())
}

/// The issuer of a DER certificate as `CN=…, O=…` (common name,
/// organisation, unit, country, in the order written); `None` when it does
/// not parse or names none of them.
pub fn issuer(der: &[u8]) -> Option<String> {
    let cert = parse(der)?;
    let parts: Vec<String> = cert
        .issuer
        .iter()
        .filter_map(|(oid, value)| {
            let label = match oid.components().as_slice() {
                [2, 5, 4, 3] => "CN",
                [2, 5, 4, 10] => "O",
                [2, 5, 4, 11] => "OU",
                [2, 5, 4, 6] => "C",
                _ => return None,
            };
            Some(format!(
                "{label}={}",
                String::from_utf8_lossy(value.value())
            ))
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join(", "))
}

/// The hash `tls-server-end-point` uses for a DER certificate: its
/// signature's own hash, SHA-256 in place of MD5 and SHA-1 (RFC 5929
/// section 4.1). RSASSA-PSS names its hash in its parameters (SHA-1 when
/// they leave it out, RFC 4055). `None` where the signature has no single
/// hash (Ed25519) or one SCRAM does not use here (SHA-224), as the server
/// then has no binding either.
pub fn end_point_hash(der: &[u8]) -> Option<EndPointHash> {
    let cert = parse(der)?;
    signature_hash(&cert.signature, cert.parameters.as_deref())
}

fn signature_hash(oid: &ObjectIdentifier, parameters: Option<&[u8]>) -> Option<EndPointHash> {
    use EndPointHash::*;
    match oid.components().as_slice() {
        // md5 (4), sha1 (5), sha256 (11), sha384 (12), sha512 (13) WithRSAEncryption
        [1, 2, 840, 113549, 1, 1, 4 | 5 | 11] => Some(Sha256),
        [1, 2, 840, 113549, 1, 1, 12] => Some(Sha384),
        [1, 2, 840, 113549, 1, 1, 13] => Some(Sha512),
        // sha1WithRSASignature (OIW)
        [1, 3, 14, 3, 2, 29] => Some(Sha256),
        // RSASSA-PSS
        [1, 2, 840, 113549, 1, 1, 10] => pss_hash(parameters?),
        // ecdsa-with-SHA1; ecdsa-with-SHA256 (3.2), SHA384 (3.3), SHA512 (3.4)
        [1, 2, 840, 10045, 4, 1] => Some(Sha256),
        [1, 2, 840, 10045, 4, 3, 2] => Some(Sha256),
        [1, 2, 840, 10045, 4, 3, 3] => Some(Sha384),
        [1, 2, 840, 10045, 4, 3, 4] => Some(Sha512),
        _ => None,
    }
}

/// `RSASSA-PSS-params ::= SEQUENCE { hashAlgorithm [0] EXPLICIT
/// AlgorithmIdentifier DEFAULT sha1, maskGenAlgorithm [1], saltLength [2],
/// trailerField [3] }`: the hash, mapped as RFC 5929 says.
fn pss_hash(parameters: &[u8]) -> Option<EndPointHash> {
    let hash = yasna::parse_der(parameters, |r| {
        r.read_sequence(|params| {
            let hash = params.read_optional(|r| {
                r.read_tagged(Tag::context(0), |r| {
                    r.read_sequence(|alg| {
                        let oid = alg.next().read_oid()?;
                        skip_rest(alg)?; // NULL, or nothing
                        Ok(oid)
                    })
                })
            })?;
            skip_rest(params)?;
            Ok(hash)
        })
    })
    .ok()?;
    match hash.as_ref().map(|h| h.components().as_slice()) {
        // Left out: SHA-1, so SHA-256.
        None | Some([1, 3, 14, 3, 2, 26]) => Some(EndPointHash::Sha256),
        Some([2, 16, 840, 1, 101, 3, 4, 2, 1]) => Some(EndPointHash::Sha256),
        Some([2, 16, 840, 1, 101, 3, 4, 2, 2]) => Some(EndPointHash::Sha384),
        Some([2, 16, 840, 1, 101, 3, 4, 2, 3]) => Some(EndPointHash::Sha512),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The sandbox's own CA certificate (ECDSA P-256 with SHA-256).
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

    const PSS_SHA384: &[u8] = include_bytes!("../fixtures/certs/pss-sha384.der");
    const PSS_SHA256: &[u8] = include_bytes!("../fixtures/certs/pss-sha256.der");
    const PSS_SHA1: &[u8] = include_bytes!("../fixtures/certs/pss-sha1.der");
    const ECDSA_SHA1: &[u8] = include_bytes!("../fixtures/certs/ecdsa-sha1.der");
    const RSA_SHA512: &[u8] = include_bytes!("../fixtures/certs/rsa-sha512.der");

    #[test]
    fn the_validity_is_read_in_both_time_forms() {
        // notBefore 2026-11-27 22:18:24 (UTCTime), notAfter
        // 2126-11-03 22:18:24 (GeneralizedTime, past 2049).
        assert_eq!(validity(PSS_SHA384), Some((1_795_817_904, 4_949_417_904)));
        let (from, to) = validity(&sandbox_certificate()).expect("read");
        assert!(from < to);
        assert_eq!(validity(b"\x30\x03\x02\x01"), None);
    }

    #[test]
    fn the_issuer_is_read_from_a_generated_certificate() {
        // The CA is self-signed: its issuer is its own name.
        assert_eq!(
            issuer(&sandbox_certificate()).as_deref(),
            Some(format!("CN={}", talent_sandbox::tls::CA_NAME).as_str())
        );
        assert_eq!(
            issuer(PSS_SHA384).as_deref(),
            Some("CN=PSS Test CA, O=talent tests")
        );
        assert_eq!(issuer(b"\x30\x03\x02\x01"), None);
        assert_eq!(issuer(&[]), None);
    }

    #[test]
    fn the_end_point_hash_of_real_certificates_follows_rfc_5929() {
        use EndPointHash::*;
        assert_eq!(end_point_hash(&sandbox_certificate()), Some(Sha256));
        assert_eq!(end_point_hash(RSA_SHA512), Some(Sha512));
    }

    #[test]
    fn rsa_pss_binds_with_the_hash_its_parameters_name() {
        use EndPointHash::*;
        assert_eq!(end_point_hash(PSS_SHA384), Some(Sha384));
        assert_eq!(end_point_hash(PSS_SHA256), Some(Sha256));
        assert_eq!(
            end_point_hash(PSS_SHA1),
            Some(Sha256),
            "parameters left at their default (SHA-1): SHA-256"
        );
    }

    #[test]
    fn ecdsa_with_sha1_binds_with_sha_256() {
        assert_eq!(end_point_hash(ECDSA_SHA1), Some(EndPointHash::Sha256));
    }

    #[test]
    fn signatures_without_one_hash_bind_with_none() {
        let oid = |c: &[u64]| ObjectIdentifier::from_slice(c);
        assert_eq!(
            signature_hash(&oid(&[1, 3, 101, 112]), None),
            None,
            "Ed25519"
        );
        assert_eq!(
            signature_hash(&oid(&[1, 2, 840, 113549, 1, 1, 14]), None),
            None,
            "sha224WithRSAEncryption"
        );
        assert_eq!(
            signature_hash(&oid(&[1, 2, 840, 113549, 1, 1, 10]), None),
            None,
            "RSASSA-PSS without its parameters"
        );
    }

    proptest! {
        #[test]
        fn any_bytes_are_read_or_refused_never_a_panic(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
            let _ = (issuer(&bytes), end_point_hash(&bytes), pss_hash(&bytes));
        }

        #[test]
        fn a_mangled_certificate_is_read_or_refused_never_a_panic(
            which in 0usize..3, at in any::<prop::sample::Index>(), byte in any::<u8>()
        ) {
            let mut cert = [sandbox_certificate(), PSS_SHA384.to_vec(), ECDSA_SHA1.to_vec()][which].clone();
            let i = at.index(cert.len());
            cert[i] = byte;
            let _ = (issuer(&cert), end_point_hash(&cert));
        }
    }
}
