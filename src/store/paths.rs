//! Where games live and what their files are called.

use std::ffi::OsString;
use std::hash::{BuildHasher, RandomState};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU16, Ordering};

use chrono::{DateTime, Utc};

use super::error::StoreError;

/// Overrides the platform data folder; games go in its `games/` subfolder.
pub const DATA_DIR_VAR: &str = "MEEPLE_COMPANION_DATA_DIR";

/// The end of every saved game's file name.
pub(super) const EXTENSION: &str = ".json";

/// The games folder for a value of [`DATA_DIR_VAR`]. Takes the value as a
/// parameter so tests need not touch the process-wide environment.
pub(super) fn games_dir_from(env: Option<OsString>) -> Result<PathBuf, StoreError> {
    let data = match env.filter(|value| !value.is_empty()) {
        Some(value) => PathBuf::from(value),
        None => directories::ProjectDirs::from("", "", "meeple-companion")
            .ok_or(StoreError::NoDataDir)?
            .data_dir()
            .to_path_buf(),
    };
    Ok(data.join("games"))
}

/// The folder, inside the games folder, that end-of-game summaries go to.
pub(super) const SUMMARIES: &str = "summaries";

/// Whether a file name is one an earlier version gave a game's summary
/// (`<id>-summary.json`, written next to the saves).
pub(super) fn is_old_summary(name: &str) -> bool {
    name.ends_with("-summary.json")
}

/// The file name of a game, or why the id cannot be one. Ids come from
/// [`id_candidate`] or from listed file names; this only keeps an id from
/// reaching outside the folder or naming a hidden or temp file.
pub(super) fn file_name(id: &str) -> Result<String, StoreError> {
    let fits = !id.is_empty() && !id.starts_with('.') && !id.contains(['/', '\\', '\0']);
    if fits {
        Ok(format!("{id}{EXTENSION}"))
    } else {
        Err(StoreError::BadId(id.to_owned()))
    }
}

/// The id a listed file name stands for, if it names a saved game at all:
/// not hidden (temp files are), and ending in `.json`.
pub(super) fn id_of(name: &str) -> Option<&str> {
    let id = name.strip_suffix(EXTENSION)?;
    file_name(id).ok().map(|_| id)
}

/// A fresh id for a game created at `created`: its time, file-name safe,
/// then four hex digits. The digits start at a random value per process and
/// then count up, so two ids asked for in the same second differ even
/// before either game is saved.
pub(super) fn id_candidate(created: DateTime<Utc>) -> String {
    static START: OnceLock<u16> = OnceLock::new();
    static NEXT: AtomicU16 = AtomicU16::new(0);
    // RandomState is seeded from the system's randomness.
    let start = *START.get_or_init(|| RandomState::new().hash_one(std::process::id()) as u16);
    let suffix = start.wrapping_add(NEXT.fetch_add(1, Ordering::Relaxed));
    format!("{}-{suffix:04x}", created.format("%Y-%m-%dT%H-%M-%S"))
}

/// The folder of the installed documentation, relative to the prefix the
/// binary is installed under (`bin/` or `games/` beside `share/`).
pub const DOC_DIR: &str = "share/doc/meeple-companion";

/// The installed documentation beside this binary (PREFIX/share/doc/
/// meeple-companion for PREFIX/bin/meeple-companion or PREFIX/games/…), if
/// it is there: the notation, the rules, the licences.
pub fn installed_docs() -> Option<std::path::PathBuf> {
    let exe = std::env::current_exe().ok()?.canonicalize().ok()?;
    let prefix = exe.parent()?.parent()?;
    let docs = prefix.join(DOC_DIR);
    docs.join("notation.md").is_file().then_some(docs)
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn the_env_var_overrides_the_data_folder() {
        let games = games_dir_from(Some(OsString::from("/tmp/meeple"))).unwrap();
        assert_eq!(games, PathBuf::from("/tmp/meeple/games"));
    }

    #[test]
    fn without_the_env_var_games_go_in_the_platform_data_folder() {
        let platform = directories::ProjectDirs::from("", "", "meeple-companion")
            .map(|dirs| dirs.data_dir().join("games"));
        for env in [None, Some(OsString::new())] {
            let games = games_dir_from(env).ok();
            assert_eq!(games, platform);
        }
    }

    #[test]
    fn ids_cannot_leave_the_folder_or_name_hidden_files() {
        for bad in ["", "../x", "a/b", "a\\b", ".x", "a\0b"] {
            assert!(file_name(bad).is_err(), "{bad:?}");
        }
        assert_eq!(file_name("my game (2)").unwrap(), "my game (2).json");
        assert_eq!(id_of("g.json"), Some("g"));
        assert_eq!(id_of(".g.json.1-2.tmp"), None);
        assert_eq!(id_of(".g.json"), None);
        assert_eq!(id_of("g.txt"), None);
        assert_eq!(id_of("g.json.bak"), None);
    }

    #[test]
    fn ids_start_with_the_creation_time_and_differ() {
        let created = Utc.with_ymd_and_hms(2026, 11, 30, 20, 15, 3).unwrap();
        let ids: Vec<String> = (0..2000).map(|_| id_candidate(created)).collect();
        for id in &ids {
            assert!(id.starts_with("2026-11-30T20-15-03-"), "{id}");
            assert_eq!(id.len(), "2026-11-30T20-15-03-9f3a".len());
            assert!(file_name(id).is_ok());
        }
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), ids.len());
    }
}
