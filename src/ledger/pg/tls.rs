//! TLS for the team ledger's PostgreSQL connections: tokio-postgres's
//! `MakeTlsConnect` over tokio-rustls, with SCRAM channel binding
//! (`tls-server-end-point`, RFC 5929) so that `SCRAM-SHA-256-PLUS` binds the
//! login to the server's certificate.
//!
//! Written here instead of taking `tokio-postgres-rustls`, whose one use of
//! a full X.509 parser (x509-cert, der, spki and their derives, about 11
//! CPU-seconds of every release build, issue 29) is reading the
//! certificate's signature algorithm: [`crate::x509::end_point_hash`]
//! reads it (and RSASSA-PSS's parameters) with the DER reader already
//! built.

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

use crate::x509::EndPointHash;

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
            Some(cert) => match crate::x509::end_point_hash(cert) {
                Some(hash) => ChannelBinding::tls_server_end_point(
                    ring::digest::digest(digest_of(hash), cert)
                        .as_ref()
                        .to_vec(),
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

/// ring's digest for the end-point hash.
fn digest_of(hash: EndPointHash) -> &'static ring::digest::Algorithm {
    match hash {
        EndPointHash::Sha256 => &ring::digest::SHA256,
        EndPointHash::Sha384 => &ring::digest::SHA384,
        EndPointHash::Sha512 => &ring::digest::SHA512,
    }
}

#[cfg(test)]
mod tests {
    //! A TLS-only cluster with channel binding is `team.rs`'s
    //! (TALENT_TEST_PG_SSL_URL); the certificates' hashes are `x509`'s.
    use super::*;

    #[test]
    fn the_end_point_hash_picks_rings_digest_of_that_size() {
        assert_eq!(digest_of(EndPointHash::Sha256).output_len(), 32);
        assert_eq!(digest_of(EndPointHash::Sha384).output_len(), 48);
        assert_eq!(digest_of(EndPointHash::Sha512).output_len(), 64);
    }
}
