//! What the full check of the listing already knows: for each game file
//! that passed, its id, size, modification time and a hash (SHA-256) of
//! its bytes, with the summary it gave. Home keeps it in the config folder
//! (`checked.json`), so a later start loads only the files that changed.
//! A file that matches all four is the file that was checked; anything
//! else is checked again. A cache that cannot be read is an empty one.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::disk::RealDisk;
use super::error::StoreError;
use super::listing::{Note, Summary};
use super::{MAX_FILE_BYTES, atomic, gate};

/// The cache's own version: a cache of another (one written before the
/// listing had notes) is an empty one.
const VERSION: u32 = 2;

/// The cache's file name in the config folder.
pub const CACHE_FILE: &str = "checked.json";

/// A file's size and modification time, as the cache compares them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Stamp {
    size: u64,
    /// Nanoseconds since the Unix epoch; 0 if the system has no time.
    modified: u128,
}

impl Stamp {
    pub(super) fn of(meta: &fs::Metadata) -> Stamp {
        let modified = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos());
        Stamp {
            size: meta.len(),
            modified,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Known {
    stamp: Stamp,
    hash: String,
    summary: Summary,
    #[serde(default)]
    notes: Vec<Note>,
    /// Whether a reader above the store was asked what it learns of the
    /// game when it was loaded (the stats), and what it learnt (nothing
    /// of a game in play).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    asked: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    learnt: Option<serde_json::Value>,
}

/// The files checked before, by id.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct CheckCache {
    #[serde(default)]
    version: u32,
    #[serde(default)]
    games: HashMap<String, Known>,
    /// Where it is kept; `None` for a cache in memory only.
    #[serde(skip)]
    file: Option<PathBuf>,
}

/// The hash the cache compares, as hex.
pub(super) fn hash(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

impl CheckCache {
    /// The cache kept in `config_dir`, or an empty one kept there if the
    /// file is missing, too large or not a cache.
    pub fn open(config_dir: &Path) -> CheckCache {
        let file = config_dir.join(CACHE_FILE);
        let mut cache: CheckCache = gate::read(&file, MAX_FILE_BYTES)
            .ok()
            .and_then(|(bytes, _)| serde_json::from_slice::<CheckCache>(&bytes).ok())
            .filter(|cache| cache.version == VERSION)
            .unwrap_or_default();
        cache.version = VERSION;
        cache.file = Some(file);
        cache
    }

    /// Writes the cache where it is kept (atomically), if anywhere.
    pub fn save(&self) -> Result<(), StoreError> {
        let Some(file) = &self.file else {
            return Ok(());
        };
        let (Some(dir), Some(name)) = (file.parent(), file.file_name().and_then(|n| n.to_str()))
        else {
            return Ok(());
        };
        fs::create_dir_all(dir).map_err(|error| StoreError::write(dir, error))?;
        let json =
            serde_json::to_string(self).map_err(|e| StoreError::WrongShape(e.to_string()))?;
        atomic::write(&RealDisk, dir, name, json.as_bytes())
            .map_err(|error| StoreError::write(file, error))
    }

    /// How many files it knows.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether it knows no file.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    pub(super) fn get(&self, id: &str, stamp: Stamp, hash: &str) -> Option<(Summary, Vec<Note>)> {
        self.known(id, stamp, hash)
            .map(|known| (known.summary.clone(), known.notes.clone()))
    }

    fn known(&self, id: &str, stamp: Stamp, hash: &str) -> Option<&Known> {
        self.games
            .get(id)
            .filter(|known| known.stamp == stamp && known.hash == hash)
    }

    /// Whether the file checked before is known with what a reader learnt.
    pub(super) fn has_learnt(&self, id: &str, stamp: Stamp, hash: &str) -> bool {
        self.known(id, stamp, hash).is_some_and(|known| known.asked)
    }

    /// What a reader learnt of the game `id` when it was last loaded
    /// (see [`Store::verify_learning`](super::Store::verify_learning)).
    pub fn learnt(&self, id: &str) -> Option<&serde_json::Value> {
        self.games.get(id).and_then(|known| known.learnt.as_ref())
    }

    /// Learns a game that passed; one with a note the cache cannot keep
    /// (a command the current rules refuse) is checked again each time.
    pub(super) fn put(
        &mut self,
        id: &str,
        stamp: Stamp,
        hash: String,
        summary: Summary,
        notes: &[Note],
        learnt: Option<Option<serde_json::Value>>,
    ) {
        if notes
            .iter()
            .any(|note| matches!(note, Note::OlderRules { .. }))
        {
            self.games.remove(id);
            return;
        }
        self.games.insert(
            id.to_owned(),
            Known {
                stamp,
                hash,
                summary,
                notes: notes.to_vec(),
                asked: learnt.is_some(),
                learnt: learnt.flatten(),
            },
        );
    }

    /// Forgets the files no longer in the folder.
    pub(super) fn keep_only(&mut self, ids: &[String]) {
        let ids: HashSet<&str> = ids.iter().map(String::as_str).collect();
        self.games.retain(|id, _| ids.contains(id.as_str()));
    }
}
