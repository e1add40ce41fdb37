//! `talent webhooks verify`: an offline signature check of a saved payload.

use std::path::PathBuf;

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::input::read_input_bytes;
use crate::{Error, Result};
use talent_spec::signature::{self as webhook, VerifyError};

/// Check a webhook signature offline
///
/// Checks that SIG (the X-Service-Signature header, `sha256=` and 64 hex
/// digits) is the HMAC-SHA256 of the payload's exact bytes under the
/// secret. The payload is read from --payload-file, or stdin by default;
/// every byte counts, including a trailing newline.
///
/// Exit 0 when it matches, 1 when it does not, 2 when the signature is
/// malformed.
///
/// Example: talent webhooks verify --secret "$SECRET" --signature "sha256=5bdc..." --payload-file body.json
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The endpoint's signing secret; repeat (or comma-separate) to try several
    #[arg(
        long = "secret",
        value_name = "S",
        env = "TALENT_WEBHOOK_SECRET",
        hide_env_values = true,
        value_delimiter = ',',
        required = true
    )]
    pub secrets: Vec<String>,

    /// The X-Service-Signature value (sha256=HEX)
    #[arg(long, value_name = "SIG")]
    pub signature: String,

    /// The raw request body (`-` for stdin) [default: stdin]
    #[arg(long, value_name = "F")]
    pub payload_file: Option<PathBuf>,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    if args.secrets.iter().any(|s| s.is_empty()) {
        return Err(Error::usage("--secret is empty"));
    }
    let path = args
        .payload_file
        .clone()
        .unwrap_or_else(|| PathBuf::from("-"));
    let payload = read_input_bytes(&path)?;
    let mut last = None;
    for (i, secret) in args.secrets.iter().enumerate() {
        match check(secret.as_bytes(), &payload, &args.signature) {
            Ok(()) => {
                let which = if args.secrets.len() > 1 {
                    format!("secret {} of {}", i + 1, args.secrets.len())
                } else {
                    "this secret".to_string()
                };
                ctx.ui.status(&format!(
                    "signature valid: the {} byte payload was signed with {which}",
                    payload.len()
                ));
                return Ok(());
            }
            // A malformed signature fails the same way for every secret.
            Err(e) if e.kind == crate::ErrorKind::Usage => return Err(e),
            Err(e) => last = Some(e),
        }
    }
    Err(last.unwrap_or_else(|| Error::usage("no --secret given")))
}

/// The verdict as the tool's error: malformed is bad input (2), a mismatch a
/// failure (1), with a word about a stray trailing newline when that is it.
fn check(secret: &[u8], payload: &[u8], signature: &str) -> Result<()> {
    match webhook::verify(secret, payload, signature) {
        Ok(()) => Ok(()),
        Err(VerifyError::Mismatch) => {
            let err = Error::failure(VerifyError::Mismatch.to_string());
            let trimmed = payload
                .strip_suffix(b"\n")
                .map(|p| p.strip_suffix(b"\r").unwrap_or(p));
            let hint = match trimmed {
                Some(t) if webhook::verify(secret, t, signature).is_ok() => {
                    "the payload matches without its trailing newline; it was probably added by echo or an editor (use printf or save the body as received)"
                }
                _ => "check the secret (the one `talent webhooks create` printed) and that the payload is the exact body as received",
            };
            Err(err.with_hint(hint))
        }
        Err(e) => Err(Error::usage(format!("malformed signature: {e}"))
            .with_hint("pass the X-Service-Signature header value as is, e.g. sha256=5bdc…")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    #[test]
    fn verdicts_map_to_exit_codes() {
        let body = br#"{"id":"evt_1"}"#;
        let sig = webhook::sign(b"s3cret", body);
        assert!(check(b"s3cret", body, &sig).is_ok());
        let wrong = check(b"other", body, &sig).expect_err("mismatch");
        assert_eq!(wrong.kind, ErrorKind::Failure);
        for malformed in ["", "md5=abc", "sha256=xyz", "sha256=abcd"] {
            let e = check(b"s3cret", body, malformed).expect_err("malformed");
            assert_eq!(e.kind, ErrorKind::Usage, "{malformed}");
        }
    }

    #[test]
    fn a_stray_newline_is_named() {
        let body = br#"{"id":"evt_1"}"#;
        let sig = webhook::sign(b"k", body);
        let mut echoed = body.to_vec();
        echoed.push(b'\n');
        let e = check(b"k", &echoed, &sig).expect_err("newline changes the bytes");
        assert!(e.hint.unwrap_or_default().contains("trailing newline"));
    }
}
