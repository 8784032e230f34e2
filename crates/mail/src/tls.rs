//! Transport security shared by IMAP and SMTP: the [`Security`] setting, one rustls client
//! configuration (ring provider chosen explicitly, webpki roots), and a stream that is either
//! plain TCP or TLS over TCP.

use std::fmt;
use std::io;
use std::pin::Pin;
use std::str::FromStr;
use std::sync::{Arc, OnceLock};
use std::task::{Context, Poll};

use rustls::pki_types::ServerName;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_rustls::client::TlsStream;

use super::MailError;

/// How a connection to a mail server is secured.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Security {
    /// Plain TCP (only sensible on loopback or a trusted network).
    None,
    /// Plain TCP upgraded with STARTTLS (IMAP 143, SMTP submission 587); refused if the server
    /// does not offer it.
    StartTls,
    /// TLS from the first byte (IMAPS 993, SMTPS 465).
    Tls,
}

impl Security {
    pub fn as_str(self) -> &'static str {
        match self {
            Security::None => "none",
            Security::StartTls => "starttls",
            Security::Tls => "tls",
        }
    }
}

impl fmt::Display for Security {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Security {
    type Err = MailError;

    /// `none`, `starttls` or `tls` (case-insensitive).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" => Ok(Security::None),
            "starttls" => Ok(Security::StartTls),
            "tls" => Ok(Security::Tls),
            other => Err(MailError::Config(format!(
                "unknown security {other:?}: expected none, starttls or tls"
            ))),
        }
    }
}

/// The process-wide rustls client configuration: ring provider, safe default protocol versions,
/// Mozilla's roots from webpki-roots, no client certificate.
pub fn client_config() -> Result<Arc<rustls::ClientConfig>, MailError> {
    static CONFIG: OnceLock<Result<Arc<rustls::ClientConfig>, String>> = OnceLock::new();
    CONFIG
        .get_or_init(|| {
            let provider = Arc::new(rustls::crypto::ring::default_provider());
            let roots = rustls::RootCertStore {
                roots: webpki_roots::TLS_SERVER_ROOTS.to_vec(),
            };
            rustls::ClientConfig::builder_with_provider(provider)
                .with_safe_default_protocol_versions()
                .map(|b| Arc::new(b.with_root_certificates(roots).with_no_client_auth()))
                .map_err(|e| e.to_string())
        })
        .clone()
        .map_err(|reason| MailError::Tls {
            server: String::new(),
            reason: format!("TLS configuration: {reason}"),
        })
}

/// Run the TLS handshake over an established TCP connection.
pub async fn connect_tls(tcp: TcpStream, host: &str) -> Result<TlsStream<TcpStream>, MailError> {
    let tls_err = |reason: String| MailError::Tls {
        server: host.to_string(),
        reason,
    };
    let name = ServerName::try_from(host.to_string())
        .map_err(|e| tls_err(format!("invalid server name {host:?}: {e}")))?;
    let connector = TlsConnector::from(client_config()?);
    connector
        .connect(name, tcp)
        .await
        .map_err(|e| tls_err(format!("handshake failed: {e}")))
}

/// A TCP connection, plain or with TLS.
pub enum MaybeTlsStream {
    Plain(TcpStream),
    Tls(Box<TlsStream<TcpStream>>),
}

impl MaybeTlsStream {
    pub fn is_tls(&self) -> bool {
        matches!(self, MaybeTlsStream::Tls(_))
    }
}

impl fmt::Debug for MaybeTlsStream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MaybeTlsStream::Plain(_) => f.write_str("MaybeTlsStream::Plain"),
            MaybeTlsStream::Tls(_) => f.write_str("MaybeTlsStream::Tls"),
        }
    }
}

impl AsyncRead for MaybeTlsStream {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match self.get_mut() {
            MaybeTlsStream::Plain(s) => Pin::new(s).poll_read(cx, buf),
            MaybeTlsStream::Tls(s) => Pin::new(s.as_mut()).poll_read(cx, buf),
        }
    }
}

impl AsyncWrite for MaybeTlsStream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            MaybeTlsStream::Plain(s) => Pin::new(s).poll_write(cx, buf),
            MaybeTlsStream::Tls(s) => Pin::new(s.as_mut()).poll_write(cx, buf),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            MaybeTlsStream::Plain(s) => Pin::new(s).poll_flush(cx),
            MaybeTlsStream::Tls(s) => Pin::new(s.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            MaybeTlsStream::Plain(s) => Pin::new(s).poll_shutdown(cx),
            MaybeTlsStream::Tls(s) => Pin::new(s.as_mut()).poll_shutdown(cx),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn security_parses() {
        assert_eq!("none".parse::<Security>().ok(), Some(Security::None));
        assert_eq!(
            "STARTTLS".parse::<Security>().ok(),
            Some(Security::StartTls)
        );
        assert_eq!(" tls ".parse::<Security>().ok(), Some(Security::Tls));
        assert!("ssl".parse::<Security>().is_err());
        assert_eq!(Security::StartTls.to_string(), "starttls");
    }

    #[test]
    fn client_config_builds_with_ring() {
        let cfg = client_config();
        assert!(cfg.is_ok(), "{:?}", cfg.err());
    }
}
