//! The embedded simulator behind `--sandbox`: started on first use with
//! its state in the data folder, that state locked from load to save (so
//! parallel `--sandbox` runs take turns: N spends are N spends, and a second
//! identical invite sees the first), and stopped (saved) when the run ends.

use std::sync::Arc;

use tokio::sync::Mutex;

use crate::auth::ApiKey;
use crate::ui::Ui;
use crate::{Error, Result};
use talent_sandbox::{self as sandbox, RunningSandbox, SandboxConfig};

use super::settings::Settings;

/// The embedded sandbox of one run, if it was started.
#[derive(Default)]
pub struct Embedded {
    running: Mutex<Option<RunningSandbox>>,
    /// The state lock, held from load to save. `None` without a writable
    /// data folder.
    lock: Mutex<Option<StateLock>>,
}

impl Embedded {
    /// Starts the simulator (once; later calls get the same one): its main
    /// and additional base URLs and its production key.
    pub async fn start(
        &self,
        settings: &Settings,
        ui: &Arc<Ui>,
    ) -> Result<(String, String, ApiKey)> {
        let mut slot = self.running.lock().await;
        if slot.is_none() {
            let state = crate::paths::embedded_sandbox_state()?;
            match lock_state(&state, ui).await {
                Ok(lock) => {
                    if !lock.writable {
                        // A read-only data folder: read-only commands still work.
                        ui.warn(&format!(
                            "the data folder {} is read-only; this run's changes to the sandbox will not be kept",
                            state.parent().unwrap_or(&state).display()
                        ));
                    }
                    *self.lock.lock().await = Some(lock);
                }
                Err(e) => ui.warn(&format!(
                    "{e}; this run's changes to the sandbox may not be kept"
                )),
            }
            let config = SandboxConfig {
                state_file: Some(state),
                time_scale: settings.time_scale,
                clock: settings.clock.clone(),
                ..SandboxConfig::default()
            };
            *slot = Some(sandbox::start(config).await?);
        }
        let sb = slot
            .as_ref()
            .ok_or_else(|| Error::failure("the embedded sandbox did not start"))?;
        let key = ApiKey::parse(&sb.keys.production)
            .ok_or_else(|| Error::failure("the embedded sandbox has no usable key"))?;
        Ok((sb.base_url.clone(), sb.alt_base_url.clone(), key))
    }

    /// Stops the simulator, which saves its state so the next command sees
    /// this one's history, then lets the next process load.
    pub async fn stop(&self) -> Result<()> {
        let writable = self.lock.lock().await.as_ref().is_some_and(|l| l.writable);
        if let Some(sb) = self.running.lock().await.take() {
            match sb.shutdown().await {
                Ok(()) => {}
                // The folder was not writable: said at the start.
                Err(_) if !writable => {}
                Err(e) => return Err(e.into()),
            }
        }
        // Saved: the next process may load.
        self.lock.lock().await.take();
        Ok(())
    }
}

/// The lock on the embedded sandbox's state, held from load to save.
struct StateLock {
    _file: std::fs::File,
    /// Exclusive, in a folder the state can be saved to; or shared, in a
    /// read-only folder (the run reads the state and saves nothing).
    writable: bool,
}

/// Takes the exclusive lock of the embedded sandbox's state (`state.json.lock`
/// beside it), waiting for another process that holds it. In a read-only
/// folder it takes a shared lock instead (flock needs no write access), so
/// the run still reads a state no writer is halfway through. Blocking, so on
/// the blocking pool.
async fn lock_state(state: &std::path::Path, ui: &Arc<Ui>) -> Result<StateLock> {
    let lock_path = state.with_extension("json.lock");
    let ui = Arc::clone(ui);
    crate::task::spawn_blocking(move || {
        let wait = |e: std::fs::TryLockError| match e {
            std::fs::TryLockError::WouldBlock => {
                // Another `--sandbox` run holds it (perhaps at a prompt): say so, then wait.
                ui.status("waiting for another `talent --sandbox` run to finish…");
                Ok(())
            }
            std::fs::TryLockError::Error(e) => Err(e),
        };
        let dir_made = match lock_path.parent() {
            Some(dir) => talent_fs::create_private_dir(dir),
            None => Ok(()),
        };
        // A folder without write bits (or on a read-only mount, where the
        // open fails) is read-only, even though its lock file may be writable.
        let folder_read_only = lock_path
            .parent()
            .and_then(|d| d.metadata().ok())
            .is_some_and(|m| m.permissions().readonly());
        let opened = dir_made.and_then(|()| {
            if folder_read_only {
                return Err(std::io::ErrorKind::ReadOnlyFilesystem.into());
            }
            std::fs::OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .open(&lock_path)
        });
        match opened {
            Ok(file) => {
                if let Err(e) = file.try_lock() {
                    wait(e)?;
                    file.lock()?;
                }
                Ok(StateLock {
                    _file: file,
                    writable: true,
                })
            }
            Err(e) if read_only(&e) && lock_path.exists() => {
                let file = std::fs::File::open(&lock_path)?;
                if let Err(e) = file.try_lock_shared() {
                    wait(e)?;
                    file.lock_shared()?;
                }
                Ok(StateLock {
                    _file: file,
                    writable: false,
                })
            }
            Err(e) => Err(e),
        }
    })
    .await
    .map_err(|e| Error::failure(format!("the sandbox lock task failed: {e}")))?
    .map_err(|e| Error::failure(format!("cannot lock the embedded sandbox's state: {e}")))
}

fn read_only(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
    )
}
