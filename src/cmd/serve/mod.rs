//! `talent serve`: the team's gateway (src/serve), and its members.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use clap::Subcommand;
use serde::Serialize;

use super::{Context, Group};
use crate::config::ledger::{Mode, Target};
use crate::serve::files;
use crate::signals::StopSignals;
use crate::{Error, Result};

pub mod grant;
pub mod member;

/// Run the team's gateway: members come through it with their own tokens
///
/// The one process that holds the workspace's key and the team ledger:
/// members come through it with their own token (`talent serve member
/// token`), and everything they spend is admitted as them — their
/// allowances, the workspace's meters and reserve, one pacer. Both
/// interfaces are proxied at /api/v1 and /v1 (only the service's
/// documented routes); `GET /_talent/v1/whoami` says it is a gateway.
/// Assistants reach the tools of `talent mcp` at /mcp (and the read-only
/// ones at /mcp/readonly) with a member token of use mcp or both.
///
/// The key comes from --api-key-file (mode 0600), systemd's
/// $CREDENTIALS_DIRECTORY/talent-api-key, or as any command finds it. When
/// ready it prints one JSON line on stdout; it runs until SIGINT or
/// SIGTERM, finishing the requests in flight (at most 30 s).
///
/// Off loopback it needs --public-url and TLS (--tls-cert/--tls-key) or
/// the TLS-terminating proxies in front (--trust-proxy-headers CIDR...).
///
/// Assistants reach /mcp with OAuth: the gateway is their authorization
/// server (consent page, then the member's sign-in); `talent serve grant
/// list` shows what members allowed, `grant revoke` ends it.
///
/// Members sign in on the gateway's pages (/signin) with a member token of
/// use mcp or both; with --oidc-issuer, with the team's identity provider
/// instead (register <public URL>/signin/callback there as the redirect
/// URL); `talent auth login --gateway URL` then signs in in the browser.
///
/// Example:
///   talent serve --ledger-url postgres://talent@db/talent --api-key-file /etc/talent/key
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment, args_conflicts_with_subcommands = true)]
pub struct Args {
    #[command(subcommand)]
    pub command: Option<ServeCommand>,
    /// Where to listen (`:0` picks a port)
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:8787")]
    pub listen: String,
    /// The URL members use (the allowed Host and Origin); needed off loopback
    #[arg(long, value_name = "URL")]
    pub public_url: Option<String>,
    /// The TLS certificate chain (PEM)
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// The TLS certificate's private key (PEM)
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// Serve plain HTTP to these TLS-terminating proxies only, and read their X-Forwarded-*
    #[arg(long, value_name = "CIDR", num_args = 1..)]
    pub trust_proxy_headers: Vec<String>,
    /// The workspace's key, in a file of mode 0600
    #[arg(long, value_name = "FILE")]
    pub api_key_file: Option<PathBuf>,
    /// The most connections open at once
    #[arg(long, value_name = "N", default_value_t = 1024)]
    pub max_connections: usize,
    /// The team's OpenID Connect issuer (single-tenant): members sign in with it
    #[arg(long, value_name = "URL", requires = "oidc_client_id")]
    pub oidc_issuer: Option<String>,
    /// The gateway's client ID at the identity provider
    #[arg(long, value_name = "ID", requires = "oidc_issuer")]
    pub oidc_client_id: Option<String>,
    /// The client secret, in a file of mode 0600 (or the credential talent-oidc-client-secret)
    #[arg(long, value_name = "FILE", requires = "oidc_issuer")]
    pub oidc_client_secret_file: Option<PathBuf>,
    /// Google Workspace: the ID token's hd must be this domain
    #[arg(long, value_name = "D", requires = "oidc_issuer")]
    pub oidc_domain: Option<String>,
    /// Unlocks an /mcp conversation may make without asking (X-MCP-Allow-Unlocks only lowers it)
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub mcp_allow_unlocks: u64,
    /// Searches an /mcp conversation may run without asking (X-MCP-Allow-Searches only lowers it)
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub mcp_allow_searches: u64,
    /// People an /mcp conversation may reach without asking (X-MCP-Allow-Outreach only lowers it)
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub mcp_allow_outreach: u64,
    /// Job changes an /mcp conversation may make without asking (X-MCP-Allow-Job-Changes only lowers it)
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub mcp_allow_job_changes: u64,
    /// How /mcp asks the person before a spend (X-MCP-Confirm can only make it stricter)
    #[arg(long, value_enum, value_name = "HOW", default_value_t = crate::mcp::Confirm::Ask)]
    pub mcp_confirm: crate::mcp::Confirm,
}

#[derive(Debug, Subcommand)]
pub enum ServeCommand {
    /// The gateway's members and their tokens: add, list, revoke, token, revoke-token
    Member(Group<member::MemberCommand>),
    /// The grants members gave assistants on /mcp: list, revoke
    Grant(Group<grant::GrantCommand>),
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    match &args.command {
        Some(ServeCommand::Member(Group { command })) => member::run(ctx, command).await,
        Some(ServeCommand::Grant(Group { command })) => grant::run(ctx, command).await,
        None => gateway(ctx, args).await,
    }
}

/// The longest the head or the body of a request may take (× time scale).
const REQUEST_PART_TIMEOUT: Duration = Duration::from_secs(30);
/// How long a gateway waits for another one's migration.
const MIGRATION_WAIT: Duration = Duration::from_secs(60);

/// The ready line scripts read.
#[derive(Serialize)]
struct Ready {
    url: String,
    base_url: String,
    alt_base_url: String,
    mcp_url: String,
}

/// `--listen`: `ADDR:PORT`, or `:PORT` on loopback.
/// The team ledger's administration for `serve member *` and `serve grant
/// *` (exit 2 without `--ledger-url`): a gateway member's profile is told
/// these are the lead's commands, run where the ledger is.
pub(crate) async fn team_admin(ctx: &Context) -> Result<crate::ledger::TeamAdmin> {
    let local = !matches!(ctx.settings.ledger, Target::Postgres(_));
    if local && !ctx.settings.sandbox && ctx.gateway().await.unwrap_or(false) {
        return Err(Error::usage(
            "`talent serve member` and `talent serve grant` are the team lead's commands, run where the team ledger is; this profile is a gateway member's",
        )
        .with_hint(
            "your team's lead runs them with --ledger-url on the gateway's machine; `talent usage` and `talent team usage` show what is yours",
        ));
    }
    let team = ctx.team_admin()?;
    team.connected()?;
    Ok(team)
}

fn listen_addr(text: &str) -> Result<SocketAddr> {
    let t = text.trim();
    let full = if t.starts_with(':') {
        format!("127.0.0.1{t}")
    } else {
        t.to_string()
    };
    full.parse().map_err(|_| {
        Error::usage(format!("--listen {t:?} is not an address and port"))
            .with_hint("e.g. --listen 127.0.0.1:8787, --listen :0 or --listen 0.0.0.0:443")
    })
}

/// `--public-url`: an http(s) URL with a host and no path, query or user.
fn public_url(text: &str) -> Result<url::Url> {
    let bad = |why: &str| {
        Error::usage(format!("--public-url {text:?} {why}"))
            .with_hint("e.g. --public-url https://talent.example.com")
    };
    let u = url::Url::parse(text.trim()).map_err(|_| bad("is not a URL"))?;
    if !matches!(u.scheme(), "http" | "https") || u.host_str().is_none() {
        return Err(bad("is not an http(s) URL with a host"));
    }
    if u.path() != "/" || u.query().is_some() || u.fragment().is_some() || !u.username().is_empty()
    {
        return Err(bad(
            "must be the gateway's origin alone (no path, query or user)",
        ));
    }
    Ok(u)
}

/// One `--trust-proxy-headers` CIDR (or address). An IPv4-mapped IPv6
/// network is taken as the IPv4 one (peers are judged canonical). A range
/// that takes in the whole internet, or most of it, is refused: anyone in it
/// could be served plain HTTP and forge `X-Forwarded-For`.
fn trusted_proxy(text: &str) -> Result<ipnet::IpNet> {
    let t = text.trim();
    let net = t
        .parse::<ipnet::IpNet>()
        .or_else(|_| t.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
        .map_err(|_| {
            Error::usage(format!("--trust-proxy-headers {text:?} is not a CIDR"))
                .with_hint("e.g. --trust-proxy-headers 10.0.0.0/8 192.168.1.5/32")
        })?;
    let net = match net {
        ipnet::IpNet::V6(n) if n.prefix_len() >= 96 => match n.addr().to_ipv4_mapped() {
            Some(v4) => ipnet::Ipv4Net::new(v4, n.prefix_len() - 96)
                .map(ipnet::IpNet::V4)
                .unwrap_or(net),
            None => net,
        },
        other => other,
    };
    // fc00::/7 (unique local) is the broadest private IPv6 range; 10.0.0.0/8
    // the broadest IPv4 one.
    let broadest = match net {
        ipnet::IpNet::V4(_) => 8,
        ipnet::IpNet::V6(_) => 7,
    };
    if net.prefix_len() < broadest {
        let what = if net.prefix_len() == 0 {
            "trusts every address"
        } else {
            "trusts too broad a range"
        };
        return Err(Error::usage(format!(
            "--trust-proxy-headers {t} {what}: anyone there could be served plain HTTP and forge X-Forwarded-For"
        ))
        .with_hint("name the TLS-terminating proxies themselves, e.g. --trust-proxy-headers 10.0.0.5/32 (or their subnet, 10.0.0.0/24)"));
    }
    Ok(net)
}

/// A warning when `max` connections would pass the process's open-file
/// limit (Unix, `RLIMIT_NOFILE`'s soft limit): past it, accepting fails
/// and the gateway's own files and ledger connections with it.
fn over_open_files(max: usize) -> Option<String> {
    #[cfg(unix)]
    {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes the struct it is given, nothing else.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) } != 0 {
            return None;
        }
        // Room for the gateway's own: the ledger's and the service's
        // connections, stdio, the runtime's.
        const OWN: u64 = 64;
        // rlim_t is u64 on Linux and macOS, i64 on FreeBSD.
        #[allow(clippy::unnecessary_cast)]
        let soft = lim.rlim_cur as u64;
        if lim.rlim_cur != libc::RLIM_INFINITY && max as u64 + OWN > soft {
            return Some(format!(
                "--max-connections {max} is over what this process may open ({soft} files, `ulimit -n`): accepting fails past it; raise the limit (LimitNOFILE= in a systemd unit) or lower --max-connections"
            ));
        }
    }
    #[cfg(not(unix))]
    let _ = max;
    None
}

/// The key from a file: a regular file (a FIFO would hold the start
/// waiting for a writer) of mode 0600 (no one but the owner may read it).
fn key_from_file(path: &Path, what: &str, check_mode: bool) -> Result<String> {
    let meta = files::regular(path, what)?;
    if check_mode {
        files::private(path, what, &meta, 0o077, "chmod 600 FILE")?;
    }
    let text = std::fs::read_to_string(path).map_err(|e| files::unreadable(what, path, &e))?;
    let key = text.trim().to_string();
    if key.is_empty() {
        return Err(Error::usage(format!("{what} {} is empty", path.display())));
    }
    Ok(key)
}

/// The workspace's key: `--api-key-file`, systemd's credential, or as any
/// command finds it. A member token is not a key.
async fn gateway_key(ctx: &Context, args: &Args) -> Result<crate::auth::ApiKey> {
    // A credentials directory without the key (a unit that loads only
    // the OIDC secret, a misspelt name): said as such if no key is found
    // elsewhere either.
    let mut no_credential = None;
    let raw = if let Some(path) = &args.api_key_file {
        Some(key_from_file(path, "--api-key-file", true)?)
    } else if let Some(dir) = std::env::var_os("CREDENTIALS_DIRECTORY").filter(|d| !d.is_empty()) {
        let path = Path::new(&dir).join("talent-api-key");
        // systemd makes the credential readable by the service alone.
        if path.exists() {
            Some(key_from_file(&path, "the credential", false)?)
        } else {
            no_credential = Some(path);
            None
        }
    } else {
        None
    };
    let key = match raw {
        Some(raw) => crate::auth::ApiKey::parse(&raw)
            .ok_or_else(|| Error::usage("the key file holds no key"))?,
        None => match (ctx.key_with_source().await, no_credential) {
            (Ok(Some((k, _))), _) => k,
            // The keyring's own failure (no session bus under systemd)
            // would hide what is missing.
            (_, Some(path)) => {
                return Err(Error::auth(format!(
                    "$CREDENTIALS_DIRECTORY holds no talent-api-key ({} does not exist) and no key was found elsewhere",
                    path.display()
                ))
                .with_hint("load it in the unit: LoadCredential=talent-api-key:/etc/talent/key (or LoadCredentialEncrypted=), or give --api-key-file"));
            }
            (Err(e), None) => return Err(e),
            (Ok(None), None) => return Err(crate::auth::no_key_error(&ctx.settings.profile)),
        },
    };
    if key.expose().starts_with(crate::serve::token::PREFIX) {
        return Err(Error::usage(
            "a member token (tlm_…) is not the workspace's key; a gateway needs the service's key",
        ));
    }
    Ok(key)
}

/// The test-only `TALENT_SERVE_CIMD_ALLOW=HOST:PORT`: a loopback client
/// ID metadata document there is admitted; refused unless
/// `TALENT_TIME_SCALE` is other than 1 (a test's gateway).
fn cimd_allow(time_scale: f64) -> Result<Option<(String, u16)>> {
    let Some(text) = std::env::var("TALENT_SERVE_CIMD_ALLOW")
        .ok()
        .filter(|v| !v.trim().is_empty())
    else {
        return Ok(None);
    };
    if (time_scale - 1.0).abs() <= f64::EPSILON {
        return Err(Error::usage(
            "TALENT_SERVE_CIMD_ALLOW is for tests: a gateway in real time fetches metadata documents only from global addresses",
        )
        .with_hint("unset TALENT_SERVE_CIMD_ALLOW"));
    }
    let bad = || Error::usage(format!("TALENT_SERVE_CIMD_ALLOW {text:?} is not HOST:PORT"));
    let (host, port) = text.trim().rsplit_once(':').ok_or_else(bad)?;
    let port: u16 = port.parse().map_err(|_| bad())?;
    if host.is_empty() {
        return Err(bad());
    }
    Ok(Some((host.to_ascii_lowercase(), port)))
}

/// The identity provider's client secret: `--oidc-client-secret-file`
/// (mode 0600) or systemd's `$CREDENTIALS_DIRECTORY/talent-oidc-client-secret`;
/// none for a public client.
fn oidc_secret(args: &Args) -> Result<Option<secrecy::SecretString>> {
    if args.oidc_issuer.is_none() {
        return Ok(None);
    }
    let text = if let Some(path) = &args.oidc_client_secret_file {
        Some(key_from_file(path, "--oidc-client-secret-file", true)?)
    } else if let Some(dir) = std::env::var_os("CREDENTIALS_DIRECTORY").filter(|d| !d.is_empty()) {
        let path = Path::new(&dir).join("talent-oidc-client-secret");
        path.exists()
            .then(|| key_from_file(&path, "the credential", false))
            .transpose()?
    } else {
        None
    };
    Ok(text.map(secrecy::SecretString::from))
}

async fn gateway(ctx: &Context, args: &Args) -> Result<()> {
    ctx.ui.no_pager();
    // Everything that refuses comes before a socket or a database.
    if !matches!(ctx.settings.ledger, Target::Postgres(_)) || ctx.settings.sandbox {
        return Err(Error::usage("`talent serve` needs a team ledger: --ledger-url postgres://…")
            .with_hint("the gateway keeps members, tokens and admissions in the team's PostgreSQL (also TALENT_LEDGER_URL)"));
    }
    if ctx.settings.ledger_mode == Mode::Prefer {
        return Err(Error::usage(
            "TALENT_LEDGER_MODE=prefer is refused by a gateway: a local fallback would break the members' allowances",
        )
        .with_hint("unset TALENT_LEDGER_MODE (required is the gateway's mode)"));
    }
    let listen = listen_addr(&args.listen)?;
    let public = args.public_url.as_deref().map(public_url).transpose()?;
    if let Some(u) = public.as_ref().filter(|u| u.scheme() == "http") {
        // The public URL is the OAuth issuer and the origin of the
        // `__Host-` cookies: plain HTTP only where nothing leaves the machine.
        if !(listen.ip().to_canonical().is_loopback() && crate::config::base_url::is_loopback(u)) {
            return Err(Error::usage(format!(
                "--public-url {} is plain http: off loopback members' tokens, OAuth codes and sign-in cookies would cross the network in clear",
                u.as_str().trim_end_matches('/')
            ))
            .with_hint("give the https URL members use (TLS here with --tls-cert/--tls-key, or at the proxy in front)"));
        }
    }
    let trusted = args
        .trust_proxy_headers
        .iter()
        .map(|c| trusted_proxy(c))
        .collect::<Result<Vec<_>>>()?;
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(c), Some(k)) => {
            let now_s = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs() as i64);
            let tls = crate::serve::tls::load(c, k, now_s)?;
            if let Some(w) = &tls.warning {
                ctx.ui.warn(w);
            }
            Some(tls.acceptor)
        }
        _ => None,
    };
    if !listen.ip().to_canonical().is_loopback() {
        if public.is_none() {
            return Err(Error::usage(format!(
                "--listen {listen} is off loopback and needs --public-url (the URL members use)"
            ))
            .with_hint("e.g. --public-url https://talent.example.com"));
        }
        if tls.is_none() && trusted.is_empty() {
            return Err(Error::usage(format!(
                "--listen {listen} is off loopback: plain HTTP there would carry member tokens in clear"
            ))
            .with_hint("give --tls-cert and --tls-key, or name the TLS-terminating proxies with --trust-proxy-headers CIDR"));
        }
    }
    if args.max_connections == 0 {
        return Err(Error::usage("--max-connections must be at least 1"));
    }
    if let Some(w) = over_open_files(args.max_connections) {
        ctx.ui.warn(&w);
    }
    let oidc_secret = oidc_secret(args)?;
    if let Some(issuer) = &args.oidc_issuer {
        crate::serve::signin::oidc::issuer_url(issuer)?;
    }
    let scale = ctx.settings.time_scale;
    let (base, _) = ctx.base_urls().await?;
    if (scale.factor() - 1.0).abs() > f64::EPSILON {
        let loopback = url::Url::parse(&base)
            .ok()
            .is_some_and(|u| crate::config::base_url::is_loopback(&u));
        if !loopback {
            return Err(Error::usage(format!(
                "TALENT_TIME_SCALE {} is for tests: a gateway in front of {base} runs in real time",
                scale.factor()
            ))
            .with_hint("unset TALENT_TIME_SCALE"));
        }
    }
    let cimd_allow = cimd_allow(scale.factor())?;
    let key = gateway_key(ctx, args).await?;

    // The ledger: migrated once whoever starts first (an advisory lock;
    // the others wait for it).
    let team = ctx.team_admin()?;
    // Unlocks this gateway records from the service's answer carry the
    // gateways' mark, so every gateway on the ledger trusts them.
    team.members()
        .record_unlocks_as(crate::serve::UNLOCK_ORIGIN);
    // A spend settled while the database is away is written when it
    // answers again, under its member (not to this server's file).
    team.members().retain_settles_while_away();
    crate::serve::migrate(&team, MIGRATION_WAIT).await?;

    let client = ctx.client_for_key(key.clone()).await?;
    let meters: Arc<dyn crate::guard::MeterSource> = Arc::new(
        crate::ops::kit::meters::ServiceMeters::new(client.unhooked()),
    );
    let reserve = |name: &str| -> Result<Option<i64>> {
        Ok(ctx
            .config
            .value(&ctx.settings.profile, name)?
            .and_then(|v| v.parse().ok()))
    };
    let options = crate::guard::GuardOptions {
        command: "gateway".to_string(),
        reserves: [
            reserve("reserve_unlocks")?,
            reserve("reserve_searches")?,
            reserve("reserve_messages")?,
        ],
        time_scale: scale,
        attempt_deadline: Some(ctx.global.max_time),
        // The pacer's bound, at the time scale the windows are, for all of
        // a request's waits together: the window and the pacer's margin (a
        // slot is held that long, so the window alone may hold a request
        // that long; docs/assumptions.md "hang").
        max_wait: Some(crate::serve::pacer_bound(scale)),
        ..crate::guard::GuardOptions::default()
    };
    let store = team.store();
    // The key's workspace, learned once (a GET /usage): a wrong key stops
    // the gateway before it listens.
    let probe = crate::serve::own_guard(&store, &meters, key.expose(), &options);
    let workspace = crate::records::Records::of(&probe).workspace().await?;

    let listener = tokio::net::TcpListener::bind(listen).await.map_err(|e| {
        Error::failure(format!("cannot listen on {listen}: {e}"))
            .with_hint("choose another address with --listen, or :0 for any free port")
    })?;
    let bound = listener.local_addr()?;
    let scheme = if tls.is_some() { "https" } else { "http" };
    let url = match &public {
        Some(u) => u.as_str().trim_end_matches('/').to_string(),
        None => format!("{scheme}://{bound}"),
    };
    let front = crate::serve::front::Front {
        public: public.as_ref().and_then(|u| {
            Some((
                u.scheme().to_string(),
                u.host_str()?.to_ascii_lowercase(),
                u.port_or_known_default()?,
            ))
        }),
        port: bound.port(),
        scheme,
        trusted,
        proxies_only: !bound.ip().to_canonical().is_loopback() && tls.is_none(),
    };
    let signin = match (&args.oidc_issuer, &args.oidc_client_id) {
        (Some(issuer), Some(client_id)) => {
            let provider = crate::serve::signin::oidc::Provider::discover(
                crate::serve::signin::oidc::Options {
                    issuer: issuer.clone(),
                    client_id: client_id.clone(),
                    client_secret: oidc_secret,
                    domain: args.oidc_domain.clone(),
                    redirect_uri: format!("{url}/signin/callback"),
                },
            )
            .await?;
            ctx.ui.status(&format!(
                "members sign in with {} (register {url}/signin/callback there)",
                provider.issuer()
            ));
            crate::serve::signin::Settings {
                oidc: Some(Arc::new(provider)),
            }
        }
        _ => crate::serve::signin::Settings::default(),
    };
    let ui = Arc::clone(&ctx.ui);
    let log: crate::serve::Log = Arc::new(move |line: &str| ui.status(line));
    let parts = crate::serve::Parts {
        members: team.members(),
        store,
        client,
        meters,
        key: key.expose().to_string(),
        options,
        workspace: workspace.clone(),
        log,
        team: team.clone(),
        oauth: crate::serve::oauth::Options {
            url: url.clone(),
            cimd_allow,
        },
        signin,
        mcp: crate::serve::mcp::Settings {
            url: url.clone(),
            allow: [
                args.mcp_allow_unlocks,
                args.mcp_allow_searches,
                args.mcp_allow_outreach,
                args.mcp_allow_job_changes,
            ],
            confirm: args.mcp_confirm,
        },
    };
    let part_timeout = scale
        .scale(REQUEST_PART_TIMEOUT)
        .max(Duration::from_millis(200));
    let gw = crate::serve::Gateway::new(parts, front.clone(), part_timeout);
    let config = crate::serve::Config {
        front,
        tls,
        max_connections: args.max_connections,
        head_timeout: part_timeout,
        body_timeout: part_timeout,
    };
    // The connection the requests are admitted on, made before the ready
    // line: a member's first request does not wait for its connect.
    let prepared = team.members().connect_now().await;
    let (stop, stop_rx) = tokio::sync::watch::channel(false);
    let server = crate::task::spawn(crate::serve::serve(listener, gw, config, stop_rx));
    // Signals before the ready line: a script may signal once it reads it.
    let mut signals = StopSignals::install()?;
    let ready = Ready {
        base_url: format!("{url}/api/v1"),
        alt_base_url: format!("{url}/v1"),
        mcp_url: format!("{url}/mcp"),
        url,
    };
    let mut line = serde_json::to_vec(&ready)?;
    line.push(b'\n');
    ctx.ui.out(&line)?;
    ctx.ui.status(&format!(
        "gateway for workspace {workspace} listening on {bound} ({} connection{} at most); Ctrl-C to stop",
        args.max_connections,
        if args.max_connections == 1 { "" } else { "s" }
    ));
    match prepared {
        Some(true) => ctx
            .ui
            .status("the ledger is reached directly: a request's statements are prepared once"),
        Some(false) => ctx.ui.status(
            "the ledger is reached through a pooler, a proxy or a name of several addresses: a request's statements are parsed each time (name the database by its own address or port, beside it, to prepare them once)",
        ),
        None => {}
    }
    signals.recv().await;
    ctx.ui
        .status("stopping the gateway: finishing the requests in flight (at most 30 s)");
    let _ = stop.send(true);
    let _ = server.await;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn listen_and_public_url_are_checked() {
        assert_eq!(listen_addr(":0").unwrap().to_string(), "127.0.0.1:0");
        assert_eq!(
            listen_addr("0.0.0.0:443").unwrap().to_string(),
            "0.0.0.0:443"
        );
        assert!(listen_addr("gateway:80").is_err());
        assert!(public_url("https://talent.example.com").is_ok());
        assert!(public_url("https://talent.example.com/x").is_err());
        assert!(public_url("ftp://talent.example.com").is_err());
    }
}
