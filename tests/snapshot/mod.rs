//! Snapshot hashes that fail when missing, instead of quietly writing one.
//!
//! iced_test's `matches_hash` writes the hash file when there is none and
//! passes, so a deleted or forgotten hash file would accept any picture.
//! Here a missing or different hash fails the test, and writing hashes is
//! a deliberate step:
//!
//! ```text
//! MEEPLE_COMPANION_BLESS=1 cargo test
//! ```
//!
//! (re)writes every hash file the run compares. Each picture blessed, or
//! missing or changed, is also written to `target/snapshots/` as PNG: look
//! at it, then commit the files under `tests/snapshots/`.
//!
//! Shared by the GUI tests (`tests/gui.rs`) and the track's unit tests
//! (`src/app/track/tests.rs`, through `#[path]`).

use std::ffi::OsStr;
use std::fs;
use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use iced_test::Error;
use iced_test::simulator::Snapshot;

/// Set to `1` to (re)write the hash files instead of comparing with them.
const BLESS: &str = "MEEPLE_COMPANION_BLESS";

/// Checks `snapshot` against the hash file `path` names (relative to the
/// crate, without the renderer suffix and extension, as `matches_hash`
/// takes it); panics when the file is missing or the hash differs, unless
/// [`BLESS`] is set, in which case it writes the file.
pub fn assert_matches(snapshot: &Snapshot, path: &str) -> Result<(), Error> {
    // `matches_hash` names the file after the renderer and writes it when
    // missing: let it write into an empty folder to learn the hash and the
    // file's name without touching `tests/snapshots/`.
    let scratch = tempfile::tempdir()?;
    let stem = Path::new(path)
        .file_name()
        .expect("a snapshot path names a file");
    let _ = snapshot.matches_hash(scratch.path().join(stem))?;
    let written = fs::read_dir(scratch.path())?
        .next()
        .expect("matches_hash writes the hash file")?;
    let hash = fs::read_to_string(written.path())?;
    let relative = Path::new(path).with_file_name(written.file_name());
    let kept = Path::new(env!("CARGO_MANIFEST_DIR")).join(&relative);
    let relative = relative.display();

    if std::env::var_os(BLESS).is_some_and(|value| value == "1") {
        if let Some(folder) = kept.parent() {
            fs::create_dir_all(folder)?;
        }
        fs::write(&kept, hash)?;
        let _ = picture(snapshot, stem, &written.path())?;
        return Ok(());
    }
    match fs::read_to_string(&kept) {
        Ok(saved) if saved.trim() == hash => Ok(()),
        Ok(_) => panic!(
            "{relative} does not match: the screen changed (now {}). If on purpose, \
             run `{BLESS}=1 cargo test` and commit the new hash.",
            picture(snapshot, stem, &written.path())?.display()
        ),
        Err(error) if error.kind() == ErrorKind::NotFound => panic!(
            "{relative} is missing. To write it, run `{BLESS}=1 cargo test`, look at \
             the screen ({}), and commit the file.",
            picture(snapshot, stem, &written.path())?.display()
        ),
        Err(error) => Err(error.into()),
    }
}

/// Writes the snapshot as `target/snapshots/<hash file's name>.png`, to be
/// looked at, and returns where.
fn picture(snapshot: &Snapshot, stem: &OsStr, hash_file: &Path) -> Result<PathBuf, Error> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/snapshots");
    let png = folder
        .join(hash_file.file_name().unwrap_or(stem))
        .with_extension("png");
    // `matches_image` writes only when there is no picture yet.
    match fs::remove_file(&png) {
        Err(error) if error.kind() != ErrorKind::NotFound => return Err(error.into()),
        _ => {}
    }
    let _ = snapshot.matches_image(folder.join(stem))?;
    Ok(png)
}
