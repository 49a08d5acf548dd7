//! The one gate every file the app reads goes through: saved games, the
//! summaries earlier versions wrote beside them, the settings, the check
//! cache, the notation and save files named on the command line, and
//! anything added later (`tests/gate.rs` fails when code under `src/`
//! opens a file another way).
//!
//! Only a regular file (or a link to one) is opened: a named pipe would
//! block the reader for ever, a socket cannot be read, and a device
//! (`/dev/zero`, a terminal) never ends or has side effects when opened. A
//! file over the caller's limit is refused unread, from its size, so a
//! sparse file of gigabytes costs nothing; one that grows while it is read
//! is cut at the limit and refused. The kind is checked on the path before
//! opening and again on the opened file (it may have been swapped between
//! the two); on Unix the file is opened non-blocking, so even a pipe
//! swapped in at that moment cannot block the open.

use std::fs::{self, File, Metadata, OpenOptions};
use std::io::{self, Read};
use std::path::Path;

/// Why the gate did not let a file through.
#[derive(Debug)]
pub enum Refused {
    /// Nothing at that path.
    Missing,
    /// A link to nothing.
    DanglingLink,
    /// A folder.
    Folder,
    /// A named pipe, a socket or a device.
    NotAFile,
    /// Larger than the limit: its size in bytes (or the limit and one, for
    /// a file that grew while it was read).
    TooLarge(u64),
    /// What the system said.
    Io(io::Error),
}

/// `O_NONBLOCK`: std has no constant for it. Where its value is not known
/// here the flag is left out, and the checks before and after opening
/// still keep pipes and devices out.
const NONBLOCK: i32 = if cfg!(all(
    any(target_os = "linux", target_os = "android"),
    any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "riscv64",
        target_arch = "powerpc64",
        target_arch = "s390x",
        target_arch = "loongarch64"
    )
)) {
    0o4000
} else if cfg!(any(
    target_os = "macos",
    target_os = "ios",
    target_os = "freebsd",
    target_os = "openbsd",
    target_os = "netbsd",
    target_os = "dragonfly"
)) {
    0x0004
} else {
    0
};

/// What a path is, following links, if it may be opened.
fn kind(path: &Path) -> Result<Metadata, Refused> {
    match fs::metadata(path) {
        Ok(meta) if meta.is_file() => Ok(meta),
        Ok(meta) if meta.is_dir() => Err(Refused::Folder),
        Ok(_) => Err(Refused::NotAFile),
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            if fs::symlink_metadata(path).is_ok() {
                Err(Refused::DanglingLink)
            } else {
                Err(Refused::Missing)
            }
        }
        Err(error) => Err(Refused::Io(error)),
    }
}

/// Opens a regular file for reading, with its metadata (of the file
/// opened, not of the path).
pub fn open(path: &Path) -> Result<(File, Metadata), Refused> {
    kind(path)?;
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(NONBLOCK);
    }
    let file = options.open(path).map_err(|error| match error.kind() {
        io::ErrorKind::NotFound => Refused::Missing,
        _ => Refused::Io(error),
    })?;
    let meta = file.metadata().map_err(Refused::Io)?;
    if meta.is_dir() {
        return Err(Refused::Folder);
    }
    if !meta.is_file() {
        return Err(Refused::NotAFile);
    }
    Ok((file, meta))
}

/// The bytes of a regular file of at most `limit` bytes, with its
/// metadata.
pub fn read(path: &Path, limit: u64) -> Result<(Vec<u8>, Metadata), Refused> {
    let (file, meta) = open(path)?;
    if meta.len() > limit {
        return Err(Refused::TooLarge(meta.len()));
    }
    let bytes = take(file, limit)?;
    Ok((bytes, meta))
}

/// At most `limit` bytes from a reader; more is [`Refused::TooLarge`].
pub fn take(reader: impl Read, limit: u64) -> Result<Vec<u8>, Refused> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(Refused::Io)?;
    if bytes.len() as u64 > limit {
        return Err(Refused::TooLarge(bytes.len() as u64));
    }
    Ok(bytes)
}

/// The first bytes of a regular file, at most `most`, whatever its size
/// (a header line).
pub fn read_start(path: &Path, most: u64) -> Result<Vec<u8>, Refused> {
    let (file, _) = open(path)?;
    let mut bytes = Vec::new();
    file.take(most)
        .read_to_end(&mut bytes)
        .map_err(Refused::Io)?;
    Ok(bytes)
}

/// Opens (creating it if missing) a lock file for reading and writing: a
/// regular file only, never through a link (a lock file is the app's own,
/// and never a link).
pub fn open_lock(path: &Path) -> io::Result<File> {
    let not_a_file = || io::Error::other("the lock file is not a regular file");
    match fs::symlink_metadata(path) {
        Ok(meta) if !meta.is_file() => return Err(not_a_file()),
        Ok(_) => {}
        Err(error) if error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => return Err(error),
    }
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(NONBLOCK);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(not_a_file());
    }
    Ok(file)
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn only_regular_files_pass_and_never_more_than_the_limit() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a");
        fs::write(&file, b"12345").unwrap();
        assert_eq!(read(&file, 5).unwrap().0, b"12345");
        assert!(matches!(read(&file, 4), Err(Refused::TooLarge(5))));
        assert_eq!(read_start(&file, 2).unwrap(), b"12");
        assert!(matches!(read(dir.path(), 5), Err(Refused::Folder)));
        assert!(matches!(
            read(&dir.path().join("b"), 5),
            Err(Refused::Missing)
        ));
        std::os::unix::fs::symlink(dir.path().join("none"), dir.path().join("c")).unwrap();
        assert!(matches!(
            read(&dir.path().join("c"), 5),
            Err(Refused::DanglingLink)
        ));
        std::os::unix::fs::symlink("/dev/zero", dir.path().join("z")).unwrap();
        assert!(matches!(
            read(&dir.path().join("z"), 5),
            Err(Refused::NotAFile)
        ));
        assert!(matches!(take(&b"123456"[..], 5), Err(Refused::TooLarge(6))));
        let lock = dir.path().join(".g.lock");
        open_lock(&lock).unwrap();
        assert!(open_lock(&dir.path().join("z")).is_err(), "never a link");
        assert!(open_lock(dir.path()).is_err());
    }
}
