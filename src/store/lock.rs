//! One window per game: a window that opens a game holds a lock on it, so a
//! second window (or a second copy of the app) cannot overwrite it.
//!
//! The lock is an advisory lock (through `fs4`) on a hidden file next to
//! the save, `.<id>.lock`: not on the save itself, which every save
//! replaces by a rename. The lock is released when the [`GameLock`] is
//! dropped or the process ends, however it ends, so a crash never leaves a
//! game locked. Lock files are never deleted: removing one could let two
//! windows lock two different files of the same name.

use std::fs::{File, OpenOptions};
use std::path::Path;

use super::error::StoreError;
use super::paths;

/// Proof that this window has a game to itself; dropping it lets others in.
#[derive(Debug)]
pub struct GameLock {
    id: String,
    _file: File,
}

impl GameLock {
    /// The game it locks.
    pub fn id(&self) -> &str {
        &self.id
    }
}

/// The hidden lock file of `id`; hidden, so never listed as a game.
pub(super) fn lock_name(id: &str) -> Result<String, StoreError> {
    paths::file_name(id)?;
    Ok(format!(".{id}.lock"))
}

/// Locks `id` in `dir`, or says that another window has it.
pub(super) fn try_lock(dir: &Path, id: &str) -> Result<GameLock, StoreError> {
    let path = dir.join(lock_name(id)?);
    let file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(&path)
        .map_err(|error| StoreError::write(&path, error))?;
    // Called through the trait: newer std has an inherent `try_lock` too.
    match fs4::FileExt::try_lock(&file) {
        Ok(()) => Ok(GameLock {
            id: id.to_owned(),
            _file: file,
        }),
        Err(fs4::TryLockError::WouldBlock) => Err(StoreError::InUse(id.to_owned())),
        Err(fs4::TryLockError::Error(error)) => Err(StoreError::write(&path, error)),
    }
}
