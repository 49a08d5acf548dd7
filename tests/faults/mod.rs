//! A disk whose writes fail on demand, behind a real folder: the seam the
//! store offers tests ([`Store::on`]). Reads are never faked, so what a
//! failed write left (or did not leave) is what the app then reads.

#![allow(dead_code)]

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};

use meeple_companion::store::{Disk, RealDisk, Store};

/// What goes wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// Nothing: the real disk.
    None,
    /// A full disk: a file gets its first `room` bytes, then the write
    /// fails as `ENOSPC` does; the rest works.
    Full {
        /// Bytes of a file that still fit.
        room: u64,
    },
    /// A read-only file system: every change fails as `EROFS` does, and
    /// a lock file cannot be opened for writing.
    ReadOnly,
    /// Only the lock file cannot be opened (no permission), as for a lock
    /// file made by another user.
    LockDenied,
}

/// The disk of a test, shared by the store's clones.
#[derive(Debug)]
pub struct FaultyDisk {
    fault: Mutex<Fault>,
}

impl FaultyDisk {
    pub fn set(&self, fault: Fault) {
        *self.fault.lock().unwrap() = fault;
    }

    fn fault(&self) -> Fault {
        *self.fault.lock().unwrap()
    }
}

/// A store on `dir` whose writes fail as told through the returned disk.
pub fn store(dir: &Path) -> (Store, Arc<FaultyDisk>) {
    let disk = Arc::new(FaultyDisk {
        fault: Mutex::new(Fault::None),
    });
    (Store::on(dir, Arc::clone(&disk) as Arc<dyn Disk>), disk)
}

fn read_only() -> io::Error {
    io::Error::from_raw_os_error(30) // EROFS: "Read-only file system"
}

impl Disk for FaultyDisk {
    fn create_dir_all(&self, dir: &Path) -> io::Result<()> {
        match self.fault() {
            Fault::ReadOnly if !dir.is_dir() => Err(read_only()),
            _ => RealDisk.create_dir_all(dir),
        }
    }

    fn write_new(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        match self.fault() {
            Fault::Full { room } => {
                let mut file = fs::OpenOptions::new()
                    .write(true)
                    .create_new(true)
                    .open(path)?;
                let fits = usize::try_from(room).map_or(bytes.len(), |r| r.min(bytes.len()));
                file.write_all(&bytes[..fits])?;
                if fits < bytes.len() {
                    return Err(io::Error::new(
                        io::ErrorKind::StorageFull,
                        "no space left on device (simulated)",
                    ));
                }
                file.sync_all()
            }
            Fault::ReadOnly => Err(read_only()),
            Fault::None | Fault::LockDenied => RealDisk.write_new(path, bytes),
        }
    }

    fn rename(&self, from: &Path, to: &Path) -> io::Result<()> {
        match self.fault() {
            Fault::ReadOnly => Err(read_only()),
            _ => RealDisk.rename(from, to),
        }
    }

    fn remove_file(&self, path: &Path) -> io::Result<()> {
        match self.fault() {
            Fault::ReadOnly => Err(read_only()),
            _ => RealDisk.remove_file(path),
        }
    }

    fn sync_dir(&self, dir: &Path) -> io::Result<()> {
        RealDisk.sync_dir(dir)
    }

    fn open_lock(&self, path: &Path) -> io::Result<File> {
        match self.fault() {
            Fault::ReadOnly => Err(read_only()),
            Fault::LockDenied => Err(io::Error::from_raw_os_error(13)), // EACCES
            Fault::None | Fault::Full { .. } => RealDisk.open_lock(path),
        }
    }
}
