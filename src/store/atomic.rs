//! Replacing a file so that a crash leaves either the old or the new bytes,
//! never half of them: write a temp file in the same folder, fsync it,
//! rename it over the target, fsync the folder.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Temp files start with a dot and end in `.tmp`, so a listing of `*.json`
/// never sees them, even when a crash leaves one behind.
pub(super) const TEMP_SUFFIX: &str = ".tmp";

static NEXT: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `dir/name`, replacing any file there atomically.
#[cfg(test)]
pub(super) fn write(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    write_limited(dir, name, bytes, u64::MAX)
}

/// Writes `bytes` to `dir/name`, replacing any file there atomically, on
/// a disk that fills up after `room` bytes of the file (`u64::MAX`: a real
/// disk): the first `room` bytes reach the temp file, then the write fails as on a
/// full disk. Tests use it to see that a failed write changes nothing.
pub(super) fn write_limited(dir: &Path, name: &str, bytes: &[u8], room: u64) -> io::Result<()> {
    let (temp, file) = create_temp(dir, name)?;
    let written = fill(file, bytes, room).and_then(|()| fs::rename(&temp, dir.join(name)));
    if written.is_err() {
        // The target is untouched; only our own temp file is cleaned up.
        let _ = fs::remove_file(&temp);
    }
    written?;
    sync_dir(dir);
    Ok(())
}

fn fill(mut file: File, bytes: &[u8], room: u64) -> io::Result<()> {
    let fits = usize::try_from(room).map_or(bytes.len(), |room| room.min(bytes.len()));
    file.write_all(&bytes[..fits])?;
    if fits < bytes.len() {
        return Err(io::Error::new(
            io::ErrorKind::StorageFull,
            "no space left on device (simulated)",
        ));
    }
    file.sync_all()
}

/// A new temp file for `name`, unique among this process's writers and
/// never reusing a leftover from a crashed one.
fn create_temp(dir: &Path, name: &str) -> io::Result<(PathBuf, File)> {
    let pid = std::process::id();
    loop {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let temp = dir.join(format!(".{name}.{pid}-{n}{TEMP_SUFFIX}"));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(error) => return Err(error),
        }
    }
}

/// Makes the rename itself durable. Best effort: not every file system lets
/// a folder be synced, and the data is already safe in the file.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(folder) = File::open(dir) {
        let _ = folder.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn write_replaces_the_file_and_leaves_no_temp_file() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "a.json", b"first").unwrap();
        write(dir.path(), "a.json", b"second").unwrap();
        assert_eq!(fs::read(dir.path().join("a.json")).unwrap(), b"second");
        assert_eq!(names(dir.path()), ["a.json"]);
    }

    #[test]
    fn a_failed_write_leaves_the_target_and_no_temp_file() {
        let dir = tempfile::tempdir().unwrap();
        // A folder in the target's place makes the rename fail after the
        // temp file was written.
        fs::create_dir(dir.path().join("a.json")).unwrap();
        assert!(write(dir.path(), "a.json", b"new").is_err());
        assert!(dir.path().join("a.json").is_dir());
        assert_eq!(names(dir.path()), ["a.json"]);
    }

    #[test]
    fn a_full_disk_leaves_the_old_file_and_no_temp_file() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "a.json", b"first").unwrap();
        for room in [0, 1, 5] {
            let error = write_limited(dir.path(), "a.json", b"second", room).unwrap_err();
            assert_eq!(error.kind(), io::ErrorKind::StorageFull);
            assert_eq!(fs::read(dir.path().join("a.json")).unwrap(), b"first");
            assert_eq!(names(dir.path()), ["a.json"]);
        }
        write_limited(dir.path(), "a.json", b"second", 6).unwrap();
        assert_eq!(fs::read(dir.path().join("a.json")).unwrap(), b"second");
    }

    #[test]
    fn stale_temp_files_are_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let pid = std::process::id();
        let next = NEXT.load(Ordering::Relaxed);
        let stale: Vec<PathBuf> = (next..next + 50)
            .map(|n| dir.path().join(format!(".a.json.{pid}-{n}{TEMP_SUFFIX}")))
            .collect();
        for path in &stale {
            fs::write(path, b"stale").unwrap();
        }
        write(dir.path(), "a.json", b"new").unwrap();
        assert_eq!(fs::read(dir.path().join("a.json")).unwrap(), b"new");
        for path in &stale {
            assert_eq!(fs::read(path).unwrap(), b"stale");
        }
    }
}
