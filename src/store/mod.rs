//! Saved games on disk, the only layer that touches files.
//!
//! Each game is one file, `<id>.json`, in the games folder. Every save
//! replaces the file atomically. Files that do not load are listed with the
//! reason and never written, renamed or deleted; only regular files (or
//! links to them) are opened, and a folder, a dangling link or a pipe named
//! `*.json` is listed with what it is. Loading plays the file's commands
//! again before trusting it (see `check.rs`). A window holds a [`GameLock`]
//! on the game it shows (hidden `.<id>.lock` files, never listed or
//! deleted). What all this promises, and how it is tested, is in
//! `docs/reliability.md`. Temp files (`.<id>.json.…tmp`)
//! left by a crash are ignored, never deleted: they are hidden, and deleting
//! one could race with another running copy of the app about to rename it.
//!
//! Since format 2 the file is two lines of compact JSON: a header for the
//! listing, then the game (format 3 changed the rules, not the lines:
//! `check.rs`).
//!
//! ```json
//! {"format":3,"header":{"id":"2026-11-30T20-15-03-9f3a","players":[{"name":"Anna","colour":"red","total":8},…],
//!  "created":"2026-11-30T20:15:03.123Z","last_played":"…","phase":"playing","turn":2,"commands":3}}
//! {"format":3,"id":"2026-11-30T20-15-03-9f3a","created":"2026-11-30T20:15:03.123Z",
//!  "setup":{…},"log":[{"at":…,"command":{…},"events":[…]},…],"redo":[…]}
//! ```
//!
//! The header is a [`Summary`] of the game: what the home screen shows. The
//! listing reads only that first line (at most [`HEADER_LIMIT`] bytes), so
//! it never parses or replays a whole game. When the first line is not a
//! header of this format, or names another id than the file name, the
//! listing loads the whole file instead; loading ignores the header and
//! trusts the game line. An older file whose commands the current rules
//! refuse in part is still listed as a game, and opens read-only
//! ([`StoreError::NoLongerAllowed`]).
//!
//! A format-1 file is the game line alone (with `"format":1`), and still
//! loads and lists. `log` holds every command in effect, oldest first;
//! `redo` the undone ones, the next to redo last. Both keep their events,
//! because the state is a fold over events and redo brings an entry back
//! exactly as recorded. `id`, `log` and `redo` may be missing, and unknown
//! fields are ignored, so a file with additions of the same format still
//! loads. A file of a higher [`FORMAT`] (in the header or the game line) is
//! refused with [`StoreError::Newer`].

mod atomic;
mod check;
mod error;
mod file;
mod format;
mod listing;
mod lock;
mod paths;
mod settings;

use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use chrono::{DateTime, Utc};

use crate::engine::Game;

pub use error::StoreError;
pub use file::{from_json, is_save, to_json};
pub use format::FORMAT;
pub use listing::{Listing, Summary, SummaryPlayer};
pub use lock::GameLock;
pub use paths::DATA_DIR_VAR;
pub use settings::{
    CONFIG_DIR_VAR, LoadedSettings, SCALE_RANGE, SETTINGS_FILE, Settings, SettingsFile,
    ThemeChoice, WindowSize,
};

/// The most the listing reads of a file looking for its header line.
pub const HEADER_LIMIT: u64 = 64 * 1024;

/// The games folder. Cheap to clone, so a background task can have one.
#[derive(Debug, Clone)]
pub struct Store {
    dir: Arc<Path>,
    /// Bytes of a file a write may put on disk before the simulated disk is
    /// full; `u64::MAX` for a real disk. Shared by clones.
    room: Arc<AtomicU64>,
}

/// A game with what identifies it on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedGame {
    /// File-name-safe id; the file is `<id>.json`.
    pub id: String,
    /// When the game was started.
    pub created: DateTime<Utc>,
    /// The game, undo and redo history included.
    pub game: Game,
}

impl SavedGame {
    /// When the last command in effect was given, or the start time.
    pub fn last_played(&self) -> DateTime<Utc> {
        self.game
            .log()
            .last()
            .map_or(self.created, |entry| entry.at)
    }
}

impl Store {
    /// The games folder under [`DATA_DIR_VAR`] if set, else under the
    /// platform data folder; created if missing.
    pub fn open_default() -> Result<Store, StoreError> {
        let dir = paths::games_dir_from(std::env::var_os(DATA_DIR_VAR))?;
        create_dir(&dir)?;
        Ok(Store::at(dir))
    }

    /// The games folder at `dir`, which is created on the first save.
    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store {
            dir: Arc::from(dir.into()),
            room: Arc::new(AtomicU64::new(u64::MAX)),
        }
    }

    /// For tests of a full disk: from now on every write of this store and
    /// its clones fails as on a full disk after `room` bytes of the file
    /// (the old file stays as it was); `None` makes the disk normal again.
    pub fn simulate_full_disk(&self, room: Option<u64>) {
        self.room.store(room.unwrap_or(u64::MAX), Ordering::Relaxed);
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        atomic::write_limited(&self.dir, name, bytes, self.room.load(Ordering::Relaxed))
    }

    /// The games folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Every saved game, the last played first, then every `.json` file that
    /// does not load. Reads only the header line of each file where it can;
    /// a bad file never stops the listing.
    pub fn list(&self) -> Vec<Listing> {
        self.scan(true)
    }

    /// Like [`list`](Store::list), but every file is loaded in full and its
    /// history checked, header or not: what `meeple-companion check` does.
    pub fn check(&self) -> Vec<Listing> {
        self.scan(false)
    }

    fn scan(&self, headers: bool) -> Vec<Listing> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Vec::new(),
            Err(error) => {
                // Shown like a bad file, so the table learns why no games appear.
                return vec![Listing::Unreadable {
                    file: self.dir.display().to_string(),
                    reason: StoreError::read(&*self.dir, error).to_string(),
                }];
            }
        };
        let mut listings = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(name) = name.to_str() else {
                let name = name.to_string_lossy();
                if paths::id_of(&name).is_some() {
                    listings.push(Listing::Unreadable {
                        reason: StoreError::BadId(name.to_string()).to_string(),
                        file: name.into_owned(),
                    });
                }
                continue;
            };
            let Some(id) = paths::id_of(name) else {
                continue;
            };
            if paths::is_old_summary(name) && self.load(id).is_err() && old_summary(&entry.path()) {
                // Earlier versions wrote `<id>-summary.json` here; it is no save.
                continue;
            }
            if headers && let Some(summary) = self.header(id) {
                listings.push(Listing::Game(summary));
                continue;
            }
            match self.load(id) {
                Ok(saved) => listings.push(Listing::Game(Summary::of(&saved))),
                // Saved by an older version, opens read-only: still a game.
                Err(StoreError::NoLongerAllowed { saved, .. }) => {
                    listings.push(Listing::Game(Summary::of(&saved)));
                }
                // Deleted since the folder was read (a link to nothing is
                // still there, and said so).
                Err(StoreError::NotFound(_)) if fs::symlink_metadata(entry.path()).is_err() => {}
                Err(error) => listings.push(Listing::Unreadable {
                    file: name.to_owned(),
                    reason: error.to_string(),
                }),
            }
        }
        listing::sort(&mut listings);
        listings
    }

    /// The summary in the header line of `id`'s file, if it has one that this
    /// version reads and that names the file's own id. Anything else (no
    /// file, format 1, a broken or copied file) is left to a full load.
    fn header(&self, id: &str) -> Option<Summary> {
        let path = self.dir.join(paths::file_name(id).ok()?);
        regular_file(&path, id).ok()?;
        let mut reader = BufReader::new(File::open(path).ok()?).take(HEADER_LIMIT);
        let mut line = Vec::new();
        reader.read_until(b'\n', &mut line).ok()?;
        let line = std::str::from_utf8(line.strip_suffix(b"\n")?).ok()?;
        file::header(line).filter(|summary| summary.id == id)
    }

    /// The game saved under `id`, exactly as it was saved.
    pub fn load(&self, id: &str) -> Result<SavedGame, StoreError> {
        let path = self.dir.join(paths::file_name(id)?);
        regular_file(&path, id)?;
        let bytes = fs::read(&path).map_err(|error| match error.kind() {
            io::ErrorKind::NotFound => StoreError::NotFound(id.to_owned()),
            _ => StoreError::read(&path, error),
        })?;
        let json = std::str::from_utf8(&bytes).map_err(|_| StoreError::NotText)?;
        // The file name wins over the id inside, so a copied file saves back
        // to itself.
        match from_json(json) {
            Ok(mut saved) => {
                saved.id = id.to_owned();
                Ok(saved)
            }
            Err(StoreError::NoLongerAllowed {
                command,
                undone,
                error,
                saved,
            }) => {
                let mut saved = Arc::unwrap_or_clone(saved);
                saved.id = id.to_owned();
                Err(StoreError::NoLongerAllowed {
                    command,
                    undone,
                    error,
                    saved: Arc::new(saved),
                })
            }
            Err(error) => Err(error),
        }
    }

    /// Saves the game under its id, replacing the file atomically.
    pub fn save(&self, saved: &SavedGame) -> Result<(), StoreError> {
        let name = paths::file_name(&saved.id)?;
        // The folder may have been removed while the app ran.
        create_dir(&self.dir)?;
        self.write(&name, to_json(saved).as_bytes())
            .map_err(|error| StoreError::write(self.dir.join(&name), error))
    }

    /// Writes a game's notation next to its save file as `<id>.txt`
    /// (atomically, like a save) and returns the file's path.
    pub fn export(&self, id: &str, notation: &str) -> Result<PathBuf, StoreError> {
        self.write_beside(id, ".txt", notation)
    }

    /// Writes a file next to a game's save file, named `<id><ending>` (e.g.
    /// `-summary.csv`), atomically like a save, and returns its path.
    pub fn write_beside(&self, id: &str, ending: &str, text: &str) -> Result<PathBuf, StoreError> {
        let name = paths::file_name(id)?;
        let name = format!("{}{ending}", name.trim_end_matches(".json"));
        create_dir(&self.dir)?;
        let path = self.dir.join(&name);
        self.write(&name, text.as_bytes())
            .map_err(|error| StoreError::write(&path, error))?;
        Ok(path)
    }

    /// The folder the end-of-game summaries are written to: a folder of
    /// their own inside the games folder, so no summary looks like a save.
    pub fn summaries_dir(&self) -> PathBuf {
        self.dir.join(paths::SUMMARIES)
    }

    /// Writes a game's summary as `summaries/<id>.<extension>` (atomically,
    /// like a save) and returns its path.
    pub fn write_summary(
        &self,
        id: &str,
        extension: &str,
        text: &str,
    ) -> Result<PathBuf, StoreError> {
        let stem = paths::file_name(id)?;
        let name = format!("{}.{extension}", stem.trim_end_matches(paths::EXTENSION));
        let dir = self.summaries_dir();
        create_dir(&dir)?;
        let path = dir.join(&name);
        atomic::write_limited(
            &dir,
            &name,
            text.as_bytes(),
            self.room.load(Ordering::Relaxed),
        )
        .map_err(|error| StoreError::write(&path, error))?;
        Ok(path)
    }

    /// Locks the game `id` for this window, so no other window or copy of
    /// the app saves it meanwhile; [`StoreError::InUse`] if one holds it.
    /// The lock lasts as long as the returned value.
    pub fn lock(&self, id: &str) -> Result<GameLock, StoreError> {
        create_dir(&self.dir)?;
        lock::try_lock(&self.dir, id)
    }

    /// Deletes a game's save file, at the table's request. Files that do
    /// not load are never deleted: this is only offered for listed games.
    /// A game open in a window ([`StoreError::InUse`]) is not deleted.
    pub fn delete(&self, id: &str) -> Result<(), StoreError> {
        let path = self.dir.join(paths::file_name(id)?);
        let _lock = lock::try_lock(&self.dir, id)?;
        fs::remove_file(&path).map_err(|error| match error.kind() {
            io::ErrorKind::NotFound => StoreError::NotFound(id.to_owned()),
            _ => StoreError::write(&path, error),
        })
    }

    /// A new id for a game started at `created`, not taken by any file here.
    pub fn new_id(&self, created: DateTime<Utc>) -> String {
        loop {
            let id = paths::id_candidate(created);
            if paths::file_name(&id).is_ok_and(|name| !self.dir.join(name).exists()) {
                return id;
            }
        }
    }
}

/// Only a regular file (or a link to one) is opened: a folder cannot be
/// read, and opening a named pipe or a device could wait for ever.
fn regular_file(path: &Path, id: &str) -> Result<(), StoreError> {
    match fs::metadata(path) {
        Ok(meta) if meta.is_file() => Ok(()),
        Ok(meta) if meta.is_dir() => Err(StoreError::Folder),
        Ok(_) => Err(StoreError::NotAFile),
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            if fs::symlink_metadata(path).is_ok() {
                Err(StoreError::DanglingLink)
            } else {
                Err(StoreError::NotFound(id.to_owned()))
            }
        }
        Err(error) => Err(StoreError::read(path, error)),
    }
}

/// Whether the file at `path` is a summary an earlier version wrote
/// (a JSON object with the summary's places and timeline), not a save.
fn old_summary(path: &Path) -> bool {
    let Ok(bytes) = fs::read(path) else {
        return false;
    };
    match serde_json::from_slice::<serde_json::Value>(&bytes) {
        Ok(serde_json::Value::Object(fields)) => {
            fields.contains_key("lines") && fields.contains_key("timeline")
        }
        _ => false,
    }
}

fn create_dir(dir: &Path) -> Result<(), StoreError> {
    fs::create_dir_all(dir).map_err(|error| StoreError::CreateDir {
        path: dir.to_path_buf(),
        source: Arc::new(error),
    })
}
