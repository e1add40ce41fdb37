//! What every command gets: the settings, the output handle, and (lazily) the
//! API client with the hooks that the guard and pacer plug into.

use crate::ui::Ui;
use crate::Result;

use super::GlobalArgs;

pub struct Context {
    pub global: GlobalArgs,
    pub ui: Ui,
}

impl Context {
    pub fn new(global: GlobalArgs, ui: Ui) -> Self {
        Context { global, ui }
    }

    /// Work to do after the command, whatever its outcome (save the embedded
    /// sandbox's state, flush the ledger).
    pub async fn finish(&self) -> Result<()> {
        Ok(())
    }
}
