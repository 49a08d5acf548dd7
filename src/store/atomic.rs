//! Replacing a file so that a crash leaves either the old or the new bytes,
//! never half of them: write a temp file in the same folder, fsync it,
//! rename it over the target, fsync the folder.
//!
//! Power loss: the temp file's bytes are on the device (fsync) before the
//! rename, so the rename can never expose a file whose bytes are not there;
//! the folder is fsynced after the rename, so a save the app called done
//! survives a power cut. A folder fsync that fails fails the save (the app
//! then says so and tries again; the new file is in place, the old one
//! gone, nothing is half written), except where the file system cannot
//! sync a folder at all (`EINVAL`, unsupported), where the rename is as
//! durable as that file system makes it.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::disk::Disk;

/// Temp files start with a dot and end in `.tmp`, so a listing of `*.json`
/// never sees them, even when a crash leaves one behind.
pub(super) const TEMP_SUFFIX: &str = ".tmp";

static NEXT: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `dir/name` on `disk`, replacing any file there
/// atomically. A failed write leaves the target as it was and removes its
/// own temp file.
pub(super) fn write(disk: &dyn Disk, dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
    let temp = loop {
        let temp = temp_path(dir, name);
        match disk.write_new(&temp, bytes) {
            Ok(()) => break temp,
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(error) => {
                // The target is untouched; only our own temp file is cleaned up.
                let _ = disk.remove_file(&temp);
                return Err(error);
            }
        }
    };
    if let Err(error) = disk.rename(&temp, &dir.join(name)) {
        let _ = disk.remove_file(&temp);
        return Err(error);
    }
    match disk.sync_dir(dir) {
        Err(error)
            if error.kind() == io::ErrorKind::Unsupported
                || error.kind() == io::ErrorKind::InvalidInput =>
        {
            Ok(())
        }
        other => other,
    }
}

/// A new temp file name for `name`, unique among this process's writers
/// and never reusing a leftover from a crashed one (`write_new` refuses an
/// existing file).
fn temp_path(dir: &Path, name: &str) -> PathBuf {
    let pid = std::process::id();
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    dir.join(format!(".{name}.{pid}-{n}{TEMP_SUFFIX}"))
}

/// Whether `file` is a temp file of the game file `name`.
pub(super) fn is_temp_of(file: &str, name: &str) -> bool {
    file.strip_prefix('.')
        .and_then(|rest| rest.strip_prefix(name))
        .and_then(|rest| rest.strip_prefix('.'))
        .is_some_and(|rest| rest.ends_with(TEMP_SUFFIX))
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::super::disk::RealDisk;
    use super::*;

    fn write(dir: &Path, name: &str, bytes: &[u8]) -> io::Result<()> {
        super::write(&RealDisk, dir, name, bytes)
    }

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
        assert!(is_temp_of(
            &stale[0].file_name().unwrap().to_string_lossy(),
            "a.json"
        ));
        assert!(!is_temp_of(".a.json.lock", "a.json"));
        assert!(!is_temp_of(".ab.json.1-2.tmp", "a.json"));
        for path in &stale {
            assert_eq!(fs::read(path).unwrap(), b"stale");
        }
    }
}
