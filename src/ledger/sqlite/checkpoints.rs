//! The machine's ledger file as an export's checkpoints see it.

use std::sync::Arc;

use super::SqliteStore;
use crate::ledger::Store as _;
use crate::Result;

/// Export checkpoints stay on the machine that holds the partial file, even
/// beside a team ledger: the context hands exports this handle to the local
/// file, and nothing else of either store.
#[derive(Clone)]
pub struct CheckpointFile(Arc<SqliteStore>);

impl CheckpointFile {
    pub fn new(file: Arc<SqliteStore>) -> CheckpointFile {
        CheckpointFile(file)
    }

    /// The file's clock (ms), which checkpoint expiry is judged by.
    pub fn now_ms(&self) -> i64 {
        self.0.now_ms()
    }

    pub fn checkpoint(&self, owner: &str, name: &str) -> Result<Option<String>> {
        self.0.checkpoint(owner, name)
    }

    pub fn save_checkpoint(
        &self,
        owner: &str,
        name: &str,
        position: &str,
        ids: &[String],
    ) -> Result<()> {
        self.0.save_checkpoint(owner, name, position, ids)
    }

    pub fn checkpoint_has(&self, owner: &str, name: &str, id: &str) -> Result<bool> {
        self.0.checkpoint_has(owner, name, id)
    }

    pub fn drop_checkpoint(&self, owner: &str, name: &str) -> Result<()> {
        self.0.drop_checkpoint(owner, name)
    }
}
