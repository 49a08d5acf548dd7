//! Whether a save file is still the one this window wrote (or read).
//!
//! A window that holds a game's lock ([`GameLock`](super::GameLock)) is
//! the only copy of the app that saves it, but other programs may still
//! change the file: a sync tool putting its newer copy in place, an
//! editor, a restore from a backup. Saving over such a file would throw
//! their version away without a word. So the lock remembers what the file
//! was when this window last read or wrote it ([`FileStamp`]: device,
//! inode, size and modification time), and before every write the store
//! compares the file on disk with it; if they differ the save stops with
//! [`StoreError::ChangedOutside`] and nothing is written.
//!
//! The stamp can grow: a format-4 file's body digest can join it, closing
//! the one case it cannot see (a program that rewrites the file in place,
//! to the same size, and sets its modification time back).

use std::fs;
use std::io;
use std::path::Path;

use super::error::{Change, StoreError};

/// What identifies one version of a file on disk.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileStamp {
    /// Device and inode (0, 0 where the system has none): a file put in
    /// place by a rename, as every atomic writer does, is another inode.
    identity: (u64, u64),
    /// Its size in bytes.
    size: u64,
    /// Its modification time, in nanoseconds since the Unix epoch (0 if
    /// the system has no time).
    modified: u128,
}

impl FileStamp {
    /// The stamp of the file these are the metadata of.
    pub fn of(meta: &fs::Metadata) -> FileStamp {
        let modified = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos());
        FileStamp {
            identity: identity(meta),
            size: meta.len(),
            modified,
        }
    }
}

#[cfg(unix)]
fn identity(meta: &fs::Metadata) -> (u64, u64) {
    use std::os::unix::fs::MetadataExt;
    (meta.dev(), meta.ino())
}

#[cfg(not(unix))]
fn identity(_meta: &fs::Metadata) -> (u64, u64) {
    (0, 0)
}

/// What a window knows of a game's file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Expected {
    /// Nothing yet: the first write is not checked.
    #[default]
    Unknown,
    /// There was no file (a new game).
    Absent,
    /// The file as it was.
    File(FileStamp),
}

/// The file at `path` as it is now: [`Expected::Absent`] if there is none
/// (not even a dangling link).
pub(super) fn now(path: &Path) -> io::Result<Expected> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            // A link's target is what is read and replaced.
            fs::metadata(path).map(|meta| Expected::File(FileStamp::of(&meta)))
        }
        Ok(meta) => Ok(Expected::File(FileStamp::of(&meta))),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(Expected::Absent),
        Err(error) => Err(error),
    }
}

/// Whether the file at `path` is still the one `expected` describes;
/// [`StoreError::ChangedOutside`] (saying how it differs) if not.
pub(super) fn check(id: &str, path: &Path, expected: Expected) -> Result<(), StoreError> {
    let changed = |change| {
        Err(StoreError::ChangedOutside {
            id: id.to_owned(),
            change,
        })
    };
    let now = now(path).map_err(|error| StoreError::read(path, error))?;
    match (expected, now) {
        (Expected::Unknown, _) => Ok(()),
        (was, now) if was == now => Ok(()),
        (Expected::Absent, Expected::File(_)) => changed(Change::Appeared),
        (Expected::File(_), Expected::Absent) => changed(Change::Removed),
        (Expected::File(was), Expected::File(now)) if was.identity != now.identity => {
            changed(Change::Replaced)
        }
        (Expected::File(_), _) => changed(Change::Changed),
        // Covered by the equality above (`now` is never unknown).
        (Expected::Absent, _) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_the_same_until_another_program_touches_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("g.json");
        assert_eq!(now(&path).unwrap(), Expected::Absent);
        check("g", &path, Expected::Absent).unwrap();
        fs::write(&path, "one").unwrap();
        let error = check("g", &path, Expected::Absent).unwrap_err();
        assert!(error.to_string().contains("appeared"), "{error}");
        let one = now(&path).unwrap();
        check("g", &path, one).unwrap();
        check("g", &path, Expected::Unknown).unwrap();
        // Rewritten in place, another size.
        fs::write(&path, "three").unwrap();
        let error = check("g", &path, one).unwrap_err();
        assert!(error.to_string().contains("changed"), "{error}");
        // Replaced by a rename, as a sync tool does.
        let three = now(&path).unwrap();
        let other = dir.path().join("other");
        fs::write(&other, "three").unwrap();
        fs::rename(&other, &path).unwrap();
        let error = check("g", &path, three).unwrap_err();
        assert!(error.to_string().contains("replaced"), "{error}");
        fs::remove_file(&path).unwrap();
        let error = check("g", &path, three).unwrap_err();
        assert!(error.to_string().contains("removed"), "{error}");
    }
}
