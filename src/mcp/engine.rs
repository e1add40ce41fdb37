//! What every part of the MCP server shares, and nothing of it imports
//! back: the seam to the command's wiring (`Engine`: the client, the
//! guard, the records, the key's redaction), the session's boxed future,
//! `--confirm` and the toolsets.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use crate::api::Client;
use crate::guard::Guard;
use crate::Result;

/// Whether a question may be put to the person (`--confirm`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Confirm {
    /// Ask in the client's form; else by URL mode; else on talent's page.
    #[default]
    Ask,
    /// Always on talent's page (by URL mode, else opened by talent): no
    /// model or auto-approve hook can answer it.
    Page,
    /// Never ask: whatever needs a yes is refused, nothing sent.
    Deny,
}

/// A boxed future of this thread (the session runs on one).
pub type LocalFuture<'a, T> = Pin<Box<dyn Future<Output = T> + 'a>>;

/// What the server needs of the command's wiring: the client (built on
/// first use, with the guard hooked in) and the key's redaction.
pub trait Engine {
    fn client(&self) -> LocalFuture<'_, Result<&Client>>;
    /// The guard, once the client is built.
    fn guard(&self) -> Option<Arc<Guard>>;
    /// The operations' records in the ledger, once the client is built.
    fn records(&self) -> Option<Arc<crate::records::Records>>;
    /// `text` with the key (and any secret the run knows) masked.
    fn redacted(&self, text: &str) -> String;
    /// What the key is, as far as its prefix tells (read once, at the
    /// first listing); `None` without a key.
    fn key_kind(&self) -> LocalFuture<'_, Option<crate::auth::KeyKind>> {
        Box::pin(async { None })
    }
}

/// A group of tools `--toolsets` turns on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Toolset {
    Candidates,
    Jobs,
    Outreach,
    Usage,
    Webhooks,
}

impl Toolset {
    /// What runs without `--toolsets`.
    pub const DEFAULT: &'static [Toolset] = &[
        Toolset::Candidates,
        Toolset::Jobs,
        Toolset::Outreach,
        Toolset::Usage,
    ];
}

/// The scopes a gateway token grants (cli.md's *serve*: "scopes mapped to
/// tool sets"): each grants one toolset, `talent:read` the usage one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Read,
    Candidates,
    Jobs,
    Outreach,
    Webhooks,
}

impl Scope {
    pub const ALL: &'static [Scope] = &[
        Scope::Read,
        Scope::Candidates,
        Scope::Jobs,
        Scope::Outreach,
        Scope::Webhooks,
    ];

    /// As a token and `scopes_supported` spell it.
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Read => "talent:read",
            Scope::Candidates => "talent:candidates",
            Scope::Jobs => "talent:jobs",
            Scope::Outreach => "talent:outreach",
            Scope::Webhooks => "talent:webhooks",
        }
    }

    /// The toolset it grants.
    pub fn toolset(self) -> Toolset {
        match self {
            Scope::Read => Toolset::Usage,
            Scope::Candidates => Toolset::Candidates,
            Scope::Jobs => Toolset::Jobs,
            Scope::Outreach => Toolset::Outreach,
            Scope::Webhooks => Toolset::Webhooks,
        }
    }
}
