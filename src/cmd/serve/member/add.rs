//! `talent serve member add NAME [--email ADDR] [--can GRANTS]`.

use crate::cmd::Context;
use crate::ledger::pg::members::{Added, DEFAULT_GRANTS, GRANTS};
use crate::{Error, Result};

/// Add a member of the team's gateway (or change one's grants)
///
/// Records who may come through `talent serve` and what they may do:
/// search (GET /search/candidates, GET /v1/candidates/search), unlock
/// (GET /candidates/{id}), outreach (POST /invite-to-apply, POST /messages,
/// POST /v1/sourcing/invite), jobs (POST /jobs, PATCH /v1/jobs/{id}),
/// webhooks (every /v1/webhooks route); other reads need no grant. Then
/// hand them a token with `talent serve member token NAME`.
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
    /// What they may do: search, unlock, outreach, jobs, webhooks [default: search,unlock,outreach]
    #[arg(long, value_name = "GRANTS", value_delimiter = ',')]
    pub can: Vec<String>,
}

/// The grants of `--can`, checked, in the contract's order.
pub(crate) fn grants(can: &[String]) -> Result<Vec<String>> {
    if can.is_empty() {
        return Ok(DEFAULT_GRANTS.iter().map(|g| g.to_string()).collect());
    }
    for g in can {
        let g = g.trim().to_ascii_lowercase();
        if !GRANTS.contains(&g.as_str()) {
            return Err(Error::usage(format!("--can {g:?} is not a grant"))
                .with_hint(format!("give some of: {}", GRANTS.join(","))));
        }
    }
    Ok(GRANTS
        .iter()
        .filter(|g| can.iter().any(|c| c.trim().eq_ignore_ascii_case(g)))
        .map(|g| g.to_string())
        .collect())
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
    let members = super::members(ctx)?;
    let added = members.add(&name, email.as_deref(), &grants)?;
    let what = grants.join(", ");
    ctx.ui.status(&match added {
        Added::New => format!(
            "added {name}, who may: {what}; give them a token with `talent serve member token {name}`"
        ),
        Added::Updated => format!("{name} may now: {what}"),
        Added::Restored => format!(
            "{name} is a member again, who may: {what}; their earlier tokens stay revoked"
        ),
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grants_default_and_are_checked() {
        assert_eq!(grants(&[]).unwrap(), ["search", "unlock", "outreach"]);
        assert_eq!(
            grants(&["jobs".into(), "SEARCH".into()]).unwrap(),
            ["search", "jobs"]
        );
        assert!(grants(&["admin".into()]).is_err());
        assert!(check_email("a@b.co").is_ok());
        assert!(check_email("nope").is_err());
    }
}
