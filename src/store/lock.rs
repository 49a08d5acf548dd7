//! One window per game: a window that opens a game holds a lock on it, so a
//! second window (or a second copy of the app) cannot overwrite it.
//!
//! The lock is an advisory lock (through `fs4`) on a hidden file next to
//! the save, `.<id>.lock`: not on the save itself, which every save
//! replaces by a rename. The lock is released when the [`GameLock`] is
//! dropped or the process ends, however it ends, so a crash never leaves a
//! game locked. Lock files are never deleted by the app: removing one could
//! let two windows lock two different files of the same name. Someone else
//! may remove one (or the whole folder); so before every write the holder
//! checks that the lock file on disk is still the file it locked (same
//! device and inode, [`GameLock::check`]) and writes nothing if not. The
//! lock also remembers the save file as this window last read or wrote it
//! (`written.rs`), so that a save never writes over another program's.

use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use super::disk::Disk;
use super::error::StoreError;
use super::paths;
use super::written::Expected;

/// Proof that this window has a game to itself; dropping it lets others in.
#[derive(Debug)]
pub struct GameLock {
    id: String,
    path: PathBuf,
    /// Device and inode of the file locked.
    identity: Option<(u64, u64)>,
    /// The game's file as this window last read or wrote it
    /// (`written.rs`): a save over anything else is refused.
    expected: Mutex<Expected>,
    _file: File,
}

impl GameLock {
    /// The game it locks.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The game's file as this window last read or wrote it.
    pub fn expected(&self) -> Expected {
        *self
            .expected
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Notes the game's file as this window just read or wrote it.
    pub(super) fn expect(&self, file: Expected) {
        *self
            .expected
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = file;
    }

    /// Whether the lock file on disk is still the file this lock holds;
    /// [`StoreError::LockLost`] if it was removed or replaced (then another
    /// window may lock the game without seeing this one).
    pub fn check(&self) -> Result<(), StoreError> {
        let lost = |why: &str| StoreError::LockLost {
            id: self.id.clone(),
            why: why.to_owned(),
        };
        match (identity_of_path(&self.path), self.identity) {
            (Ok(Some(now)), Some(held)) if now == held => Ok(()),
            (Ok(Some(_)), _) => Err(lost("its lock file was replaced")),
            (Ok(None), _) => Ok(()),
            (Err(error), _) if error.kind() == io::ErrorKind::NotFound => {
                Err(lost("its lock file was removed (with its folder?)"))
            }
            (Err(error), _) => Err(lost(&error.to_string())),
        }
    }
}

#[cfg(unix)]
fn identity(meta: &std::fs::Metadata) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    Some((meta.dev(), meta.ino()))
}

#[cfg(not(unix))]
fn identity(_meta: &std::fs::Metadata) -> Option<(u64, u64)> {
    None
}

fn identity_of_path(path: &Path) -> io::Result<Option<(u64, u64)>> {
    std::fs::metadata(path).map(|meta| identity(&meta))
}

/// The hidden lock file of `id`; hidden, so never listed as a game.
pub(super) fn lock_name(id: &str) -> Result<String, StoreError> {
    paths::file_name(id)?;
    Ok(format!(".{id}.lock"))
}

/// Locks `id` in `dir`, or says that another window has it
/// ([`StoreError::InUse`]) or why the lock cannot be taken.
pub(super) fn try_lock(disk: &dyn Disk, dir: &Path, id: &str) -> Result<GameLock, StoreError> {
    let path = dir.join(lock_name(id)?);
    let cannot = |error: io::Error| StoreError::CannotLock {
        id: id.to_owned(),
        source: Arc::new(error),
    };
    let file = disk.open_lock(&path).map_err(cannot)?;
    // Called through the trait: newer std has an inherent `try_lock` too.
    match fs4::FileExt::try_lock(&file) {
        Ok(()) => {
            let identity = file.metadata().ok().as_ref().and_then(identity);
            // The save file as it is once the lock is held: none for a
            // new game; a load notes the file it read.
            let expected =
                super::written::now(&dir.join(paths::file_name(id)?)).unwrap_or_default();
            Ok(GameLock {
                id: id.to_owned(),
                path,
                identity,
                expected: Mutex::new(expected),
                _file: file,
            })
        }
        Err(fs4::TryLockError::WouldBlock) => Err(StoreError::InUse(id.to_owned())),
        Err(fs4::TryLockError::Error(error)) => Err(cannot(error)),
    }
}
