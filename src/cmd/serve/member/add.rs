//! `talent serve member add NAME [--email ADDR] [--can GRANTS]`.

use crate::cmd::Context;
use crate::ledger::pg::members::{Added, GRANTS};
use crate::{Error, Result};

/// Add a member of the team's gateway (or change one's grants)
///
/// Records who may come through `talent serve` and what they may do:
/// search (GET /search/candidates, GET /v1/candidates/search), unlock
/// (GET /candidates/{id}), outreach (POST /invite-to-apply, POST /messages,
/// POST /v1/sourcing/invite), jobs (POST /jobs, PATCH /v1/jobs/{id}),
/// webhooks (every /v1/webhooks route); other reads need no grant. Then
/// hand them a token with `talent serve member token NAME`. Run again on a
/// member, it changes only what --email and --can give (and makes a
/// revoked member one again, with no token).
///
/// Example:
///   talent serve member add asha --email asha@example.com --can search,unlock,jobs
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The member's name (letters, digits, . _ @ -)
    pub name: String,
    /// Their e-mail (one member's only)
    #[arg(long, value_name = "ADDR")]
    pub email: Option<String>,
    /// What they may do: search, unlock, outreach, jobs, webhooks [default: search,unlock,outreach; a member's own when they are one]
    #[arg(long, value_name = "GRANTS", value_delimiter = ',')]
    pub can: Vec<String>,
}

/// The grants of `--can`, checked, in the contract's order (`None`: no
/// `--can`).
pub(crate) fn grants(can: &[String]) -> Result<Option<Vec<String>>> {
    if can.is_empty() {
        return Ok(None);
    }
    for g in can {
        let g = g.trim().to_ascii_lowercase();
        if !GRANTS.contains(&g.as_str()) {
            return Err(Error::usage(format!("--can {g:?} is not a grant"))
                .with_hint(format!("give some of: {}", GRANTS.join(","))));
        }
    }
    Ok(Some(
        GRANTS
            .iter()
            .filter(|g| can.iter().any(|c| c.trim().eq_ignore_ascii_case(g)))
            .map(|g| g.to_string())
            .collect(),
    ))
}

fn check_email(email: &str) -> Result<String> {
    let e = email.trim();
    let ok = e.len() <= 254
        && e.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty() && domain.contains('.') && !domain.starts_with('.')
        })
        && !e.chars().any(|c| c.is_whitespace() || c.is_control());
    if !ok {
        return Err(
            Error::usage(format!("--email {e:?} is not an e-mail address"))
                .with_hint("e.g. --email asha@example.com"),
        );
    }
    Ok(e.to_string())
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let name = crate::config::ledger::check_member(&args.name)?;
    let grants = grants(&args.can)?;
    let email = args.email.as_deref().map(check_email).transpose()?;
    let members = super::members(ctx).await?;
    let added = members.add(&name, email.as_deref(), grants.as_deref())?;
    ctx.ui.status(&said(&name, &added));
    Ok(())
}

/// What `member add` did, in words: a re-add says what changed, or that
/// nothing did (it exits 0 either way, for scripts).
fn said(name: &str, added: &Added) -> String {
    let what = added.after.grants.join(", ");
    let Some(before) = &added.before else {
        return format!(
            "added {name}, who may: {what}; give them a token with `talent serve member token {name}`"
        );
    };
    let mut changed = Vec::new();
    if before.grants != added.after.grants {
        changed.push(format!(
            "may now: {what} (was: {})",
            if before.grants.is_empty() {
                "nothing".to_string()
            } else {
                before.grants.join(", ")
            }
        ));
    }
    if before.email != added.after.email {
        changed.push(format!(
            "e-mail now {} (was {})",
            added.after.email.as_deref().unwrap_or("none"),
            before.email.as_deref().unwrap_or("none")
        ));
    }
    if before.revoked {
        let changes = if changed.is_empty() {
            String::new()
        } else {
            format!("; {}", changed.join("; "))
        };
        return format!(
            "{name} is a member again, who may: {what}{changes}; their earlier tokens stay revoked: give them a new one with `talent serve member token {name}`"
        );
    }
    if changed.is_empty() {
        return format!("{name} is a member already, who may: {what}; nothing changed");
    }
    format!("{name} {}", changed.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grants_default_and_are_checked() {
        assert_eq!(grants(&[]).unwrap(), None);
        assert_eq!(
            grants(&["jobs".into(), "SEARCH".into()]).unwrap().unwrap(),
            ["search", "jobs"]
        );
        assert!(grants(&["admin".into()]).is_err());
        assert!(check_email("a@b.co").is_ok());
        assert!(check_email("nope").is_err());
    }
}
