//! What keeps the game on show safe: saving after every change, trying
//! failed saves again, the locks that keep two windows from writing one
//! game, and read-only (why this window does not save a game, and the
//! changes made to it meanwhile, which are never saved).

use std::collections::HashMap;
use std::sync::Arc;

use super::saver::{RETRY_AFTER, SaveJob, Saved, Saver};
use super::{Effects, Table};
use crate::i18n;
use crate::store::{GameLock, Listing, SavedGame, StoreError, Summary as GameSummary};
use crate::t;

/// Why the game on show is not saved by this window.
#[derive(Debug, Clone)]
pub enum ReadOnly {
    /// Another window (or copy of the app) holds it.
    InUse,
    /// Its lock could not be taken (a read-only folder, an unwritable lock
    /// file): without it two windows could overwrite each other.
    CannotLock(StoreError),
    /// The lock file this window held was removed or replaced.
    LockLost(StoreError),
    /// The game's file is no longer the one this window read or wrote
    /// (another program replaced, changed or removed it): saving would
    /// throw that version away.
    Replaced(StoreError),
    /// The file has fields this version does not know; saving would drop
    /// them.
    Unknown(Vec<String>),
    /// An older version saved it with a command the current rules refuse
    /// (the reason, worded for the table): shown as saved, never saved.
    OlderRules(String),
    /// A format-4 file whose game line does not have its digest: changed
    /// outside the app. Shown read-only; *Import as a new game* saves it
    /// under a new id.
    ChangedOutside,
}

/// Where the window is when a save's result comes back, for a game that
/// turned read-only: whether it can be shown at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Showing {
    /// Home: nothing is lost by showing the game.
    Home,
    /// A game or its results; `asking` when the question before leaving
    /// is on show.
    Game {
        /// The question before leaving is on show.
        asking: bool,
    },
    /// The setup or the settings: the game waits until Home.
    Busy,
}

/// A game whose changes this window can no longer save, waiting to be
/// shown (it turned read-only while another game was on show).
#[derive(Debug, Clone)]
struct Stranded {
    saved: Arc<SavedGame>,
    changes: u64,
    reason: ReadOnly,
}

/// The table's saving, locks and read-only state.
#[derive(Debug, Default)]
pub(super) struct Safety {
    saver: Saver,
    pub(super) save_error: Option<StoreError>,
    /// Whether a retry of a failed save is on its way.
    retrying: bool,
    /// This window's locks: on the game on show, and on every game whose
    /// latest state is not on disk yet (kept on Home too).
    locks: HashMap<String, Arc<GameLock>>,
    /// The id of the game on show (game, results, fixing its setup, or
    /// being read to be shown).
    pub(super) shown: Option<String>,
    /// Why this window does not save the game on show, if it does not.
    pub(super) read_only: Option<ReadOnly>,
    /// Changes made to the game on show while read-only: never saved.
    read_only_changes: u64,
    /// Games turned read-only while another was on show, with their
    /// changes: shown on the way Home, counted when closing.
    stranded: Vec<Stranded>,
    /// Why the last *Save as a new game* failed, until one works.
    save_as_new_error: Option<StoreError>,
}

impl Table {
    /// Saves a state of a game, `changes` changes after the last one
    /// handed over (0 for a retry of the same state): the job to run, or
    /// none when this window does not save it (read-only: the changes are
    /// counted; no lock; no store).
    pub(super) fn save(&mut self, saved: Arc<SavedGame>, changes: u64) -> Option<SaveJob> {
        let safety = &mut self.safety;
        let on_show = safety.shown.as_deref() == Some(saved.id.as_str());
        if on_show && safety.read_only.is_some() {
            safety.read_only_changes += changes;
            return None;
        }
        match &self.store {
            Ok(store) => {
                let Some(lock) = safety.locks.get(&saved.id).cloned() else {
                    // Never written without its lock.
                    if on_show {
                        safety.read_only = Some(ReadOnly::LockLost(StoreError::LockLost {
                            id: saved.id.clone(),
                            why: "this window holds no lock on it".into(),
                        }));
                        safety.read_only_changes += changes;
                    }
                    return None;
                };
                Some(safety.saver.save(store.clone(), lock, saved, changes))
            }
            Err(error) => {
                safety.save_error = Some(error.clone());
                None
            }
        }
    }

    /// A save's result, handed back by the task that ran it. `showing`
    /// says where the window is, for a game this window may no longer
    /// save: shown at once, or waiting until Home.
    pub fn saved(&mut self, saved: Saved, showing: Showing) -> Effects {
        let mut effects = self.effects();
        self.phones_saved(&saved, &mut effects);
        match saved.result {
            Ok(()) => {
                if self.safety.saver.caught_up() {
                    self.safety.save_error = None;
                }
                self.release();
                effects.written = true;
            }
            Err(error @ StoreError::LockLost { .. }) => {
                effects.show = self.stop_saving(&saved.id, ReadOnly::LockLost(error), showing);
            }
            Err(error @ StoreError::ChangedOutside { .. }) => {
                effects.show = self.stop_saving(&saved.id, ReadOnly::Replaced(error), showing);
            }
            Err(error) => {
                // The game stays in memory, and its lock with it; the
                // banner stays until a save of its latest state works,
                // tried again every few seconds.
                self.safety.save_error = Some(error);
                if !self.safety.retrying {
                    self.safety.retrying = true;
                    effects.retry = Some(RETRY_AFTER);
                }
            }
        }
        effects
    }

    /// Time to try the failed saves again: the same states, no new change.
    pub fn retry(&mut self) -> Effects {
        self.safety.retrying = false;
        let mut effects = self.effects();
        for game in self.safety.saver.unsaved() {
            if let Some(job) = self.save(game, 0) {
                effects.saves.push(job);
            }
        }
        effects
    }

    /// A save found that this window may no longer save `id` (its lock is
    /// gone, or another program changed its file): the game turns
    /// read-only here with the reason, and is shown (returned), so what it
    /// holds is not lost. If the window is busy, or the game on show has
    /// changes of its own that this window cannot save, it waits until
    /// that one is left ([`Table::leave`]).
    fn stop_saving(
        &mut self,
        id: &str,
        reason: ReadOnly,
        showing: Showing,
    ) -> Option<Arc<SavedGame>> {
        let safety = &mut self.safety;
        let saved = safety.saver.unsaved_game(id)?;
        let behind = safety.saver.behind(id);
        safety.saver.forget(id);
        safety.locks.remove(id);
        if safety.saver.caught_up() {
            safety.save_error = None;
        }
        if safety.shown.as_deref() == Some(id) {
            safety.read_only = Some(reason);
            safety.read_only_changes += behind;
            return None;
        }
        let busy = match showing {
            Showing::Home => false,
            Showing::Game { asking } => safety.read_only_changes > 0 || asking,
            Showing::Busy => true,
        };
        if busy {
            safety.stranded.push(Stranded {
                saved,
                changes: behind,
                reason,
            });
            return None;
        }
        self.show(Arc::clone(&saved));
        self.safety.read_only = Some(reason);
        self.safety.read_only_changes = behind;
        Some(saved)
    }

    /// The game on show is left for Home: no game is on show. If a game
    /// turned read-only while another was on show, that game is shown
    /// instead (returned): its changes exist only here.
    pub fn leave(&mut self) -> Option<Arc<SavedGame>> {
        self.game = None;
        self.before_fix = None;
        self.fixing = false;
        self.clock = None;
        let safety = &mut self.safety;
        safety.shown = None;
        safety.read_only = None;
        safety.read_only_changes = 0;
        safety.save_as_new_error = None;
        if let Some(stranded) = safety.stranded.pop() {
            self.show(Arc::clone(&stranded.saved));
            self.safety.read_only = Some(stranded.reason);
            self.safety.read_only_changes = stranded.changes;
            return Some(stranded.saved);
        }
        // A game not on disk yet keeps its lock, and its retries go on.
        self.release();
        None
    }

    /// No game is on show (a game could not be read).
    pub fn show_none(&mut self) {
        self.game = None;
        self.safety.shown = None;
        self.safety.read_only = None;
        self.release();
    }

    /// A new game (or a game read to be shown) is to be shown under `id`:
    /// not read-only, so far. Whether this window holds its lock already.
    pub fn expect(&mut self, id: &str) -> bool {
        self.safety.read_only = None;
        self.safety.read_only_changes = 0;
        self.safety.shown = Some(id.to_owned());
        self.safety.locks.contains_key(id)
    }

    /// The lock on `id` this window asked for, or why it could not be
    /// had (then the game is shown read-only, with the reason).
    pub fn locked(&mut self, id: &str, lock: Result<Arc<GameLock>, StoreError>) {
        match lock {
            Ok(lock) => {
                self.safety.locks.insert(id.to_owned(), lock);
            }
            Err(StoreError::InUse(_)) => self.safety.read_only = Some(ReadOnly::InUse),
            Err(error) => self.safety.read_only = Some(ReadOnly::CannotLock(error)),
        }
    }

    /// This window's lock on `id`, if it holds one.
    pub fn lock(&self, id: &str) -> Option<Arc<GameLock>> {
        self.safety.locks.get(id).cloned()
    }

    /// Lets go of every lock not needed: needed are the game on show's and
    /// those of games whose latest state is not on disk.
    pub(super) fn release(&mut self) {
        let safety = &mut self.safety;
        let shown = safety.shown.clone();
        let saver = &safety.saver;
        safety
            .locks
            .retain(|id, _| shown.as_deref() == Some(id.as_str()) || saver.behind(id) > 0);
    }

    /// A new game begun under `id` and shown: one change, saved (until it
    /// is on disk, closing asks).
    pub fn begin(&mut self, saved: Arc<SavedGame>) -> Effects {
        self.show(Arc::clone(&saved));
        let mut effects = self.effects();
        effects.saves.extend(self.save(saved, 1));
        effects
    }

    /// The game on show is read-only for `reason` (as read from its file).
    pub fn set_read_only(&mut self, reason: ReadOnly) {
        self.safety.read_only = Some(reason);
    }

    /// Why the game on show is not saved by this window, if it is not.
    pub fn read_only(&self) -> Option<&ReadOnly> {
        self.safety.read_only.as_ref()
    }

    /// Changes made to the game on show while read-only.
    pub fn read_only_changes(&self) -> u64 {
        self.safety.read_only_changes
    }

    /// The latest state of `id`, if the disk is behind on it.
    pub fn unsaved_game(&self, id: &str) -> Option<Arc<SavedGame>> {
        self.safety.saver.unsaved_game(id)
    }

    /// How many changes would be lost if the window closed now: those the
    /// disk is behind on, and those made while read-only. A change is a
    /// command, an undo or a redo done in this window (a new game, a fixed
    /// setup and a pause are one each); trying a save again is none.
    pub fn unsaved_changes(&self) -> u64 {
        let saver = &self.safety.saver;
        let behind: u64 = saver
            .unsaved()
            .iter()
            .map(|game| saver.behind(&game.id))
            .sum();
        let stranded: u64 = self.safety.stranded.iter().map(|s| s.changes).sum();
        behind + self.safety.read_only_changes + stranded
    }

    /// The listing, with the games the disk is behind on as they are in
    /// memory (listed even when their file is gone).
    pub fn with_unsaved(&self, mut listings: Vec<Listing>) -> Vec<Listing> {
        for game in self.safety.saver.unsaved() {
            let summary = GameSummary::of(&game);
            listings.retain(|l| l.summary().is_none_or(|s| s.id != game.id));
            listings.push(Listing::Game(summary));
        }
        crate::store::sort_listings(&mut listings);
        listings
    }

    /// The game the offers of the read-only banner act on: the one on
    /// show, else one the disk is behind on, else one waiting to be shown
    /// read-only.
    pub fn offered_game(&self) -> Option<Arc<SavedGame>> {
        self.game
            .clone()
            .or_else(|| self.safety.saver.unsaved().into_iter().next())
            .or_else(|| self.safety.stranded.last().map(|s| Arc::clone(&s.saved)))
    }

    /// *Save as a new game* could not be done: why.
    pub fn save_as_new_failed(&mut self, error: StoreError) {
        self.safety.save_as_new_error = Some(error);
    }

    /// Saves `before` (the offered game) under the new `id` and its own
    /// `lock` (never over the file it came from), and shows it, carrying
    /// the changes that would have been lost (at least the game itself).
    pub fn save_as_new(
        &mut self,
        before: &Arc<SavedGame>,
        id: String,
        lock: Arc<GameLock>,
    ) -> Effects {
        let safety = &mut self.safety;
        safety.save_as_new_error = None;
        let on_show = safety.shown.as_deref() == Some(before.id.as_str());
        let stranded = match safety.stranded.iter().position(|s| s.saved.id == before.id) {
            Some(at) if !on_show => safety.stranded.remove(at).changes,
            _ => 0,
        };
        let changes = if on_show {
            safety.read_only_changes
        } else {
            stranded
        }
        .max(safety.saver.behind(&before.id))
        .max(1);
        // The copy carries everything; the old one's unsaved state and
        // lock are no longer needed.
        safety.saver.forget(&before.id);
        safety.locks.remove(&before.id);
        safety.locks.insert(id.clone(), lock);
        let saved = Arc::new(SavedGame {
            id,
            created: before.created,
            game: before.game.clone(),
        });
        safety.read_only = None;
        safety.read_only_changes = 0;
        if safety.saver.caught_up() {
            safety.save_error = None;
        }
        self.show(Arc::clone(&saved));
        let mut effects = self.effects();
        effects.saves.extend(self.save(saved, changes));
        effects
    }

    /// What the banner on top of every screen says, if anything: that the
    /// game on show is read-only here, or why it could not be saved.
    pub fn banner(&self) -> Option<String> {
        match &self.safety.read_only {
            Some(ReadOnly::InUse) => Some(t!("read-only")),
            Some(ReadOnly::OlderRules(reason)) => {
                Some(t!("read-only-older", reason = reason.as_str()))
            }
            Some(ReadOnly::CannotLock(error)) => {
                Some(t!("read-only-no-lock", reason = lock_reason(error)))
            }
            Some(ReadOnly::LockLost(error)) => {
                Some(t!("read-only-lock-lost", reason = lock_reason(error)))
            }
            Some(ReadOnly::Replaced(error)) => {
                Some(t!("read-only-replaced", reason = lock_reason(error)))
            }
            Some(ReadOnly::Unknown(fields)) => Some(t!(
                "read-only-unknown",
                fields = i18n::cut(&fields.join(", "), 60)
            )),
            Some(ReadOnly::ChangedOutside) => Some(t!("read-only-changed-outside")),
            None => self
                .safety
                .save_error
                .as_ref()
                .map(|error| t!("save-failed", reason = i18n::store_error(error))),
        }
    }

    /// Why the last *Save as a new game* failed, if it did and none has
    /// worked since.
    pub fn save_as_new_problem(&self) -> Option<String> {
        self.safety
            .save_as_new_error
            .as_ref()
            .map(|error| t!("save-as-new-failed", reason = lock_reason(error)))
    }
}

/// What went wrong with a lock, without repeating the game's id: what
/// the system said, or what happened to the lock file.
fn lock_reason(error: &StoreError) -> String {
    match error {
        StoreError::CannotLock { source, .. } => source.to_string(),
        StoreError::LockLost { why, .. } => why.clone(),
        StoreError::ChangedOutside { change, .. } => i18n::file_change(*change),
        other => i18n::store_error(other),
    }
}
