//! The file-system operations through which the store changes the disk.
//!
//! The app and the command line use [`RealDisk`]. Tests put a disk of
//! their own behind a store ([`Store::on`](super::Store::on)) to make writes
//! fail as a full disk, a read-only folder or a lock file that cannot be
//! opened would, without root and without a small file system; reading is
//! always done on the real files, so whatever a test's disk did is seen as
//! the app would see it.

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::Path;

/// Every change the store makes to the disk goes through one of these.
pub trait Disk: Send + Sync + fmt::Debug {
    /// Makes `dir` and its parents, as `fs::create_dir_all`.
    fn create_dir_all(&self, dir: &Path) -> io::Result<()>;
    /// Creates `path`, which must not exist (`AlreadyExists` if it does),
    /// writes `bytes` into it and flushes them to the device (fsync). On an
    /// error a part of the bytes may be in the file; the caller removes it.
    fn write_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()>;
    /// Renames `from` over `to`, atomically.
    fn rename(&self, from: &Path, to: &Path) -> io::Result<()>;
    /// Removes a file.
    fn remove_file(&self, path: &Path) -> io::Result<()>;
    /// Flushes a folder's entries (a rename in it) to the device.
    fn sync_dir(&self, dir: &Path) -> io::Result<()>;
    /// Opens a lock file for reading and writing, creating it if missing.
    fn open_lock(&self, path: &Path) -> io::Result<File>;
}

/// The disk itself.
#[derive(Debug, Clone, Copy, Default)]
pub struct RealDisk;

impl Disk for RealDisk {
    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        fs::create_dir_all(dir)
    }

    fn write_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        let mut file = OpenOptions::new().write(true).create_new(true).open(path)?;
        file.write_all(bytes)?;
        file.sync_all()
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        fs::rename(from, to)
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        fs::remove_file(path)
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        #[cfg(unix)]
        {
            File::open(dir)?.sync_all()
        }
        #[cfg(not(unix))]
        {
            // Windows cannot open a folder as a file; its renames are
            // written through by NTFS's journal.
            let _ = dir;
            Ok(())
        }
    }

    fn open_lock(&self, path: &Path) -> io::Result<File> {
        // A regular file, never a link, a pipe or a device.
        super::gate::open_lock(path)
    }
}
