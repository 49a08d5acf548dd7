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
//! `docs/reliability.md`. Temp files (`.<id>.json.…tmp`) left by a crash
//! are hidden, and removed only when older than ten minutes while this
//! process holds the game's lock ([`Store::clean_temp_files`]): a copy of
//! the app about to rename its own temp file holds that lock. Every change
//! to the disk goes through a [`Disk`], so tests can make writes fail.
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
//! The header is a [`Summary`] of the game: what the home screen shows at
//! once ([`Store::headers`], reading at most [`HEADER_LIMIT`] bytes of a
//! file), marked as not yet checked ([`Listing::Unchecked`]) until the full
//! check ([`Store::verify`]) has loaded the file. Loading reads the game
//! line and asks that the header says the same of it (players, totals,
//! phase, turn, times): a header that lies makes the file unreadable
//! ([`StoreError::HeaderMismatch`]). Files over [`MAX_FILE_BYTES`] are
//! refused unread.
//! An older file whose commands the current rules refuse in part is still
//! listed as a game, and opens read-only ([`StoreError::NoLongerAllowed`]).
//!
//! A format-1 file is the game line alone (with `"format":1`), and still
//! loads and lists. `log` holds every command in effect, oldest first;
//! `redo` the undone ones, the next to redo last. Both keep their events,
//! because the state is a fold over events and redo brings an entry back
//! exactly as recorded. `id`, `log` and `redo` may be missing. A field
//! this version does not know loads, but the game opens read-only, with
//! the fields named ([`Loaded::unknown`]): saving it would drop them. A
//! file of a higher [`FORMAT`] (in the header or the game line) is refused
//! with [`StoreError::Newer`].

mod atomic;
mod cache;
mod check;
mod disk;
mod error;
mod file;
mod format;
pub(crate) mod gate;
mod language;
mod listing;
mod lock;
mod paths;
mod settings;
mod written;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use chrono::{DateTime, Utc};

use crate::engine::Game;

pub use cache::CACHE_FILE;
pub use cache::CheckCache;
pub use disk::{Disk, RealDisk};
pub use error::{Change, StoreError};
pub use file::{
    Loaded, digest as game_line_digest, digest_in, from_json, from_json_full, is_save, to_json,
};
pub use format::FORMAT;
pub use language::Language;
pub use listing::{Listing, Note, Summary, SummaryPlayer, sort as sort_listings};
pub use lock::GameLock;
pub use paths::{DATA_DIR_VAR, DOC_DIR, installed_docs};
pub use settings::{
    CONFIG_DIR_VAR, LoadedSettings, MergedName, NamedEvening, SCALE_RANGE, SETTINGS_FILE, Settings,
    SettingsFile, Speech, ThemeChoice, Topic, WindowSize,
};
pub use written::{Expected, FileStamp};

/// The most the listing reads of a file looking for its header line.
pub const HEADER_LIMIT: u64 = 64 * 1024;

/// The largest file read as a saved game (or as notation by the command
/// line): 64 MiB. A 5,000-command game is about 1–2 MB.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// How old a leftover temp file must be before it may be removed.
pub const TEMP_FILE_AGE: Duration = Duration::from_secs(10 * 60);

/// The games folder. Cheap to clone, so a background task can have one.
#[derive(Debug, Clone)]
pub struct Store {
    dir: Arc<Path>,
    /// Where every change to the disk goes. Shared by clones.
    disk: Arc<dyn Disk>,
}

/// What a reader above the store makes of a loaded game, to be kept in
/// the check cache beside it (see [`Store::verify_learning`]).
pub type Learn<'a> = dyn Fn(&SavedGame) -> Option<serde_json::Value> + 'a;

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
        let store = Store::at(paths::games_dir_from(std::env::var_os(DATA_DIR_VAR))?);
        create_dir(&store.disk, &store.dir)?;
        Ok(store)
    }

    /// The same folder as [`Store::open_default`], left as it is: for the
    /// commands that only read (`games`, `check`, `export`), which must not
    /// create the data folder of someone who has never played.
    pub fn find_default() -> Result<Store, StoreError> {
        Ok(Store::at(paths::games_dir_from(std::env::var_os(
            DATA_DIR_VAR,
        ))?))
    }

    /// The games folder at `dir`, which is created on the first save.
    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store::on(dir, Arc::new(RealDisk))
    }

    /// The games folder at `dir`, changed only through `disk` (tests pass
    /// a disk whose writes fail on demand).
    pub fn on(dir: impl Into<PathBuf>, disk: Arc<dyn Disk>) -> Store {
        Store {
            dir: Arc::from(dir.into()),
            disk,
        }
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        atomic::write(&*self.disk, &self.dir, name, bytes)
    }

    /// The games folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Every saved game, the last played first, then every `.json` file that
    /// does not load. Every file is loaded in full and its history checked,
    /// header or not (what `games` and `check` print); a bad file never
    /// stops the listing.
    pub fn list(&self) -> Vec<Listing> {
        self.verify(&mut CheckCache::default())
    }

    /// What Home paints at once: each file with a header this version
    /// reads, from that header alone, as [`Listing::Unchecked`]. Files
    /// without one (format 1, damaged) are left to [`verify`](Store::verify).
    pub fn headers(&self) -> Vec<Listing> {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut listings: Vec<Listing> = entries
            .flatten()
            .filter_map(|entry| {
                let name = entry.file_name();
                let id = paths::id_of(name.to_str()?)?;
                self.header(id).map(Listing::Unchecked)
            })
            .collect();
        listing::sort(&mut listings);
        listings
    }

    /// Every file checked in full, like [`list`](Store::list), except that
    /// a file whose id, size, modification time and hash are in `cache`
    /// as checked before is not loaded again (its header is shown); the
    /// cache learns every game that passes.
    pub fn verify(&self, cache: &mut CheckCache) -> Vec<Listing> {
        self.verify_learning(cache, None)
    }

    /// [`verify`](Store::verify), and for every game loaded, what `learn`
    /// makes of it kept in the cache beside it ([`CheckCache::learnt`]): a
    /// game the cache knows without it is loaded again. So a reader of
    /// the games (the stats) reads a file once, in the same pass as the
    /// listing, and a changed file alone is read again.
    pub fn verify_learning(
        &self,
        cache: &mut CheckCache,
        learn: Option<&Learn<'_>>,
    ) -> Vec<Listing> {
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
        let mut seen = Vec::new();
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
            seen.push(id.to_owned());
            match self.load_cached(id, cache, learn) {
                Ok((summary, notes)) => listings.push(Listing::checked_with(summary, notes)),
                // Deleted since the folder was read (a link to nothing is
                // still there, and said so).
                Err(StoreError::NotFound(_)) if fs::symlink_metadata(entry.path()).is_err() => {}
                Err(error) => listings.push(Listing::Unreadable {
                    file: name.to_owned(),
                    reason: error.to_string(),
                }),
            }
        }
        cache.keep_only(&seen);
        listing::sort(&mut listings);
        listings
    }

    /// The summary of `id` and what to say of it, from the cache if the
    /// file is the one checked before, else from a full load (which the
    /// cache then learns).
    fn load_cached(
        &self,
        id: &str,
        cache: &mut CheckCache,
        learn: Option<&Learn<'_>>,
    ) -> Result<(Summary, Vec<Note>), StoreError> {
        let (bytes, stamp) = self.read(id)?;
        let hash = cache::hash(&bytes);
        if let Some(known) = cache.get(id, stamp, &hash)
            && (learn.is_none() || cache.has_learnt(id, stamp, &hash))
        {
            return Ok(known);
        }
        // Asked and learnt nothing (a game in play) is kept too, so it is
        // not asked again for the same file.
        let mut learnt = learn.map(|_| None);
        let (summary, notes) = match parse(id, &bytes) {
            Ok(loaded) => {
                if let Some(learn) = learn {
                    learnt = Some(learn(&loaded.saved));
                }
                (Summary::of(&loaded.saved), notes_of(&loaded))
            }
            // Saved by an older version, opens read-only: still a game.
            Err(StoreError::NoLongerAllowed {
                saved,
                command,
                undone,
                error,
            }) => (
                Summary::of(&saved),
                vec![
                    Note::OlderFormat,
                    Note::OlderRules {
                        command,
                        undone,
                        error,
                    },
                ],
            ),
            Err(error) => return Err(error),
        };
        cache.put(id, stamp, hash, summary.clone(), &notes, learnt);
        Ok((summary, notes))
    }

    /// The bytes of `id`'s file, with its size and modification time; only
    /// a regular file of at most [`MAX_FILE_BYTES`], through the one gate.
    fn read(&self, id: &str) -> Result<(Vec<u8>, cache::Stamp), StoreError> {
        let path = self.dir.join(paths::file_name(id)?);
        let (bytes, meta) =
            gate::read(&path, MAX_FILE_BYTES).map_err(|refused| refusal(&path, id, refused))?;
        Ok((bytes, cache::Stamp::of(&meta)))
    }

    /// The summary in the header line of `id`'s file, if it has one that this
    /// version reads and that names the file's own id. Anything else (no
    /// file, format 1, a broken or copied file) is left to a full load.
    fn header(&self, id: &str) -> Option<Summary> {
        let line = self.header_line(id).ok()?;
        file::header(&line).filter(|summary| summary.id == id)
    }

    /// The first line of `id`'s file, read through the gate, at most
    /// [`HEADER_LIMIT`] bytes.
    fn header_line(&self, id: &str) -> Result<String, StoreError> {
        let path = self.dir.join(paths::file_name(id)?);
        let bytes =
            gate::read_start(&path, HEADER_LIMIT).map_err(|refused| refusal(&path, id, refused))?;
        let line = match bytes.iter().position(|b| *b == b'\n') {
            Some(end) => &bytes[..end],
            None => &bytes[..],
        };
        String::from_utf8(line.to_vec()).map_err(|_| StoreError::NotText)
    }

    /// The digest in the header line of `id`'s file as it is now (format
    /// 4): what [`save_digested`](Store::save_digested) returned when this
    /// window wrote it, unless the file was replaced since. `Ok(None)`: the
    /// file has none (an older format, no header line).
    pub fn header_digest(&self, id: &str) -> Result<Option<String>, StoreError> {
        Ok(file::digest_in(&self.header_line(id)?))
    }

    /// The game saved under `id`, exactly as it was saved.
    pub fn load(&self, id: &str) -> Result<SavedGame, StoreError> {
        self.load_full(id).map(|loaded| loaded.saved)
    }

    /// The game saved under `id`, with the fields of the file this version
    /// does not know (a game with any must not be saved back).
    pub fn load_full(&self, id: &str) -> Result<Loaded, StoreError> {
        let (bytes, _) = self.read(id)?;
        parse(id, &bytes)
    }

    /// Like [`load_full`](Store::load_full), for the window holding
    /// `lock`: notes the file read on the lock, so that a later save can
    /// tell whether another program changed it since
    /// ([`Store::save_held`]).
    pub fn load_held(&self, lock: &GameLock, id: &str) -> Result<Loaded, StoreError> {
        let path = self.dir.join(paths::file_name(id)?);
        let before = written::now(&path);
        let loaded = self.load_full(id);
        if lock.id() == id
            && let Ok(before) = before
        {
            // The file as it was before the read: one another program
            // changed while it was read never matches it again, so the
            // first save finds it changed rather than guessing which
            // version was read.
            lock.expect(before);
        }
        loaded
    }

    /// Saves the game under its id, if `lock` is still the lock on disk
    /// ([`GameLock::check`]) and the file is still the one this window
    /// last read or wrote (`written.rs`; [`StoreError::ChangedOutside`]
    /// if not): what a window does before every write. A lock that is
    /// lost never re-creates a removed games folder.
    pub fn save_held(&self, lock: &GameLock, saved: &SavedGame) -> Result<(), StoreError> {
        if lock.id() != saved.id {
            return Err(StoreError::LockLost {
                id: saved.id.clone(),
                why: format!("the lock held is for \"{}\"", lock.id()),
            });
        }
        lock.check()?;
        let name = paths::file_name(&saved.id)?;
        let path = self.dir.join(&name);
        written::check(&saved.id, &path, lock.expected())?;
        self.save(saved)?;
        // What is there now is this window's file. (Unknown if it cannot
        // be seen: the next save is then not checked, as before.)
        lock.expect(written::now(&path).unwrap_or_default());
        Ok(())
    }

    /// Saves the game under its id, replacing the file atomically. A save
    /// this version would not read back (over [`MAX_FILE_BYTES`]) is
    /// refused before anything is written ([`StoreError::TooLargeToSave`]).
    pub fn save(&self, saved: &SavedGame) -> Result<(), StoreError> {
        self.save_digested(saved).map(|_| ())
    }

    /// Like [`save`](Store::save), and returns the digest written in the
    /// header line (what [`header_digest`](Store::header_digest) reads).
    pub fn save_digested(&self, saved: &SavedGame) -> Result<String, StoreError> {
        let name = paths::file_name(&saved.id)?;
        let json = to_json(saved);
        if json.len() as u64 > MAX_FILE_BYTES {
            return Err(StoreError::TooLargeToSave(json.len() as u64));
        }
        let digest = file::digest_in(&json).unwrap_or_default();
        // The folder may have been removed while the app ran.
        create_dir(&self.disk, &self.dir)?;
        self.write(&name, json.as_bytes())
            .map_err(|error| StoreError::write(self.dir.join(&name), error))?;
        Ok(digest)
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
        create_dir(&self.disk, &self.dir)?;
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
        create_dir(&self.disk, &dir)?;
        let path = dir.join(&name);
        atomic::write(&*self.disk, &dir, &name, text.as_bytes())
            .map_err(|error| StoreError::write(&path, error))?;
        Ok(path)
    }

    /// Locks the game `id` for this window, so no other window or copy of
    /// the app saves it meanwhile; [`StoreError::InUse`] if one holds it.
    /// The lock lasts as long as the returned value.
    pub fn lock(&self, id: &str) -> Result<GameLock, StoreError> {
        paths::file_name(id)?;
        create_dir(&self.disk, &self.dir).map_err(|error| match error {
            StoreError::CreateDir { source, .. } => StoreError::CannotLock {
                id: id.to_owned(),
                source,
            },
            other => other,
        })?;
        lock::try_lock(&*self.disk, &self.dir, id)
    }

    /// Deletes a game's save file, at the table's request. Files that do
    /// not load are never deleted: the file is checked in full under the
    /// game's lock first. A game open in a window ([`StoreError::InUse`])
    /// is not deleted.
    pub fn delete(&self, id: &str) -> Result<(), StoreError> {
        let path = self.dir.join(paths::file_name(id)?);
        let _lock = lock::try_lock(&*self.disk, &self.dir, id)?;
        match self.load_full(id) {
            // A game saved by an older version is a game, read-only or not.
            Ok(_) | Err(StoreError::NoLongerAllowed { .. }) => {}
            Err(error) => return Err(error),
        }
        self.disk
            .remove_file(&path)
            .map_err(|error| match error.kind() {
                io::ErrorKind::NotFound => StoreError::NotFound(id.to_owned()),
                _ => StoreError::write(&path, error),
            })
    }

    /// Removes the temp files a crash left (`.<id>.json.….tmp`) that are
    /// older than [`TEMP_FILE_AGE`] at `now`, each only while this store
    /// can take its game's lock at that moment: a window or copy of the
    /// app that holds the lock may be about to rename its own. Returns how
    /// many were removed.
    pub fn clean_temp_files(&self, now: SystemTime) -> usize {
        let Ok(entries) = fs::read_dir(&self.dir) else {
            return 0;
        };
        let mut removed = 0;
        let mut old: Vec<(String, PathBuf)> = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            let Some(rest) = name.strip_prefix('.') else {
                continue;
            };
            if !rest.ends_with(atomic::TEMP_SUFFIX) {
                continue;
            }
            let Some((file, _)) = rest.split_once(&format!("{}.", paths::EXTENSION)) else {
                continue;
            };
            let Some(id) = paths::id_of(&format!("{file}{}", paths::EXTENSION)).map(str::to_owned)
            else {
                continue;
            };
            let is_old = entry
                .metadata()
                .ok()
                .filter(fs::Metadata::is_file)
                .and_then(|meta| meta.modified().ok())
                .and_then(|modified| now.duration_since(modified).ok())
                .is_some_and(|age| age >= TEMP_FILE_AGE);
            if is_old {
                old.push((id, entry.path()));
            }
        }
        old.sort();
        for (id, path) in &old {
            // Taken again per file: cheap, and never held across others.
            let Ok(_lock) = lock::try_lock(&*self.disk, &self.dir, id) else {
                continue;
            };
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if atomic::is_temp_of(name, &format!("{id}{}", paths::EXTENSION))
                && self.disk.remove_file(path).is_ok()
            {
                removed += 1;
            }
        }
        removed
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

/// The game in a file's bytes, its header checked against it; the file
/// name wins over the id inside, so a copied file saves back to itself.
fn parse(id: &str, bytes: &[u8]) -> Result<Loaded, StoreError> {
    let json = std::str::from_utf8(bytes).map_err(|_| StoreError::NotText)?;
    match from_json_full(json) {
        Ok(mut loaded) => {
            loaded.saved.id = id.to_owned();
            Ok(loaded)
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

/// What the gate's refusal means for the file of `id`.
fn refusal(path: &Path, id: &str, refused: gate::Refused) -> StoreError {
    match refused {
        gate::Refused::Missing => StoreError::NotFound(id.to_owned()),
        gate::Refused::DanglingLink => StoreError::DanglingLink,
        gate::Refused::Folder => StoreError::Folder,
        gate::Refused::NotAFile => StoreError::NotAFile,
        gate::Refused::TooLarge(size) => StoreError::TooLarge(size),
        gate::Refused::Io(error) => StoreError::read(path, error),
    }
}

/// What the listing says of a loaded game besides the game.
fn notes_of(loaded: &Loaded) -> Vec<Note> {
    let mut notes = Vec::new();
    if loaded.unprotected() {
        notes.push(Note::OlderFormat);
    }
    if loaded.changed_outside {
        notes.push(Note::ChangedOutside);
    }
    if !loaded.unknown.is_empty() {
        notes.push(Note::Unknown(loaded.unknown.clone()));
    }
    notes
}

/// Whether the file at `path` is a summary an earlier version wrote
/// (a JSON object with the summary's places and timeline), not a save.
fn old_summary(path: &Path) -> bool {
    let Ok((bytes, _)) = gate::read(path, MAX_FILE_BYTES) else {
        return false;
    };
    match serde_json::from_slice::<serde_json::Value>(&bytes) {
        Ok(serde_json::Value::Object(fields)) => {
            fields.contains_key("lines") && fields.contains_key("timeline")
        }
        _ => false,
    }
}

fn create_dir(disk: &Arc<dyn Disk>, dir: &Path) -> Result<(), StoreError> {
    disk.create_dir_all(dir)
        .map_err(|error| StoreError::CreateDir {
            path: dir.to_path_buf(),
            source: Arc::new(error),
        })
}
