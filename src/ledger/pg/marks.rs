//! What a request's answer showed (an unlock made, invites sent), as one
//! [`Mark`]: its statement written once, for the ledger's thread
//! ([`PgStore::mark`]) and for the gateway's own connection, where a
//! request's marks go with its settles in one flight (`gw_async`,
//! `admission`).

use super::*;

/// An unlock the service's answer showed, recorded with this machine's
/// origin; a row without one (the settle's own, an import's, an older
/// talent's) takes it.
const MARK_UNLOCKED: &str =
    "INSERT INTO talent_unlocked (workspace, talent_card_id, member, at_ms, origin)
     VALUES ($1, $2, $3, talent_now_ms(), $4)
     ON CONFLICT (workspace, talent_card_id) DO UPDATE SET origin = excluded.origin
     WHERE talent_unlocked.origin IS NULL";

/// Invites the service's answer showed, now, on behalf of a member.
const MARK_INVITED: &str =
    "INSERT INTO talent_invites (workspace, job_id, candidate_id, kind, member, at_ms)
     SELECT $1, $2, x, $4, $5, talent_now_ms() FROM unnest($3::text[]) AS x
     ON CONFLICT (workspace, job_id, candidate_id, kind) DO UPDATE SET at_ms = excluded.at_ms";

/// A record of what a request's answer showed.
#[derive(Debug, Clone)]
pub enum Mark {
    Unlocked {
        workspace: String,
        card: String,
        member: String,
    },
    Invited {
        workspace: String,
        job: String,
        cards: Vec<String>,
        kind: String,
        member: String,
    },
}

impl Mark {
    /// The record as [`Store`]'s act (the ledger's thread, its stand-in
    /// while the database is away).
    pub fn on(&self, store: &dyn Store) -> Result<()> {
        match self {
            Mark::Unlocked {
                workspace,
                card,
                member,
            } => store.mark_unlocked_by(workspace, card, member),
            Mark::Invited {
                workspace,
                job,
                cards,
                kind,
                member,
            } => store.mark_invited_by(workspace, job, cards, kind, member),
        }
    }

    fn workspace(&self) -> &str {
        match self {
            Mark::Unlocked { workspace, .. } | Mark::Invited { workspace, .. } => workspace,
        }
    }

    /// Its statement on `c`, an unlock's with this machine's `origin`.
    pub(super) async fn write(
        &self,
        c: &Client,
        origin: &String,
    ) -> std::result::Result<u64, PgError> {
        match self {
            Mark::Unlocked {
                workspace,
                card,
                member,
            } => {
                c.ex(MARK_UNLOCKED, &[workspace, card, member, origin])
                    .await
            }
            Mark::Invited {
                workspace,
                job,
                cards,
                kind,
                member,
            } => {
                c.ex(MARK_INVITED, &[workspace, job, cards, kind, member])
                    .await
            }
        }
    }
}

impl PgStore {
    /// A [`Mark`] on the ledger's thread (kept by this machine's file
    /// while the database is away, as [`Store`]'s records are).
    pub(super) fn mark(&self, mark: Mark) -> Result<()> {
        let origin = self.origin();
        let keep = mark.clone();
        let workspace = mark.workspace().to_string();
        self.route_keep(
            &workspace,
            crate::clock::now_ms(),
            move |c| async move {
                mark.write(&c, &origin).await?;
                Ok(())
            },
            |s| keep.on(s),
        )
    }
}
