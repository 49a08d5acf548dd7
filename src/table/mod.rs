//! The game on show and its one door (docs/dev/table-plan.md).
//!
//! Everything that changes the game on show — a tap in the window, a
//! phone's request, a spoken answer, a test — is a [`Change`] from a
//! [`Source`], given to the table's one door, [`Table::apply`]. The table
//! holds the game and everything that keeps it safe (the saver's
//! bookkeeping, the locks, read-only and why, the fix of the setup, the
//! play clock, the follow-up commands the expansions ask for). This layer
//! sits between the texts (`i18n`) and the faces (`share`, `app`): it
//! imports no iced and does no I/O itself. What is to be done on disk it
//! hands back as jobs in [`Effects`]; the app runs them in its tasks and
//! hands the results back ([`Table::saved`]).
//!
//! The engine's mutating calls on the game on show (`Game::execute`,
//! `undo`, `redo`, `rewind_to`, the replay of a fixed setup, the play
//! clock) are made here and nowhere else (`tests/imports.rs`).

pub mod keys;
mod phone;
mod safety;
mod saver;
mod spoken;

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};

use crate::engine::{Command, Game, GameError, Phase, PlayerId, ReplayError, Setup, Shuffles};
use crate::i18n::{command_text, entry_text, game_error, setup_error};
use crate::store::{SavedGame, Store, StoreError};
use crate::t;

pub use safety::{ReadOnly, Showing};
pub use saver::{RETRY_AFTER, SaveJob, Saved};
pub use spoken::{Spoken, Utterance, spoken};

/// Who asked for a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The window at the table.
    Window,
    /// A phone, for its own player; `based_on` is the version its page
    /// showed, so a command based on an old state is refused, not applied.
    Phone {
        /// The player whose link the phone holds.
        player: PlayerId,
        /// The phone's number for this request, echoed in the reply.
        request: u64,
        /// The table's version the phone's page was built from.
        based_on: u64,
    },
    /// A test driving the table directly.
    Test,
}

/// A change to the game on show.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// A command of the game, checked by the rules.
    Command(Command),
    /// Take back the last command (right after a fix of the setup: the
    /// old setup).
    Undo,
    /// Do again the last command taken back.
    Redo,
    /// Go back to the state after this many commands of the log.
    Rewind(usize),
    /// Replace the setup and play the log again on it.
    FixSetup(Setup),
    /// Stop (`true`) or go on with (`false`) the play clock.
    Pause(bool),
}

/// What the app is to do after a change (or a save) the table took.
#[derive(Debug, Default)]
pub struct Effects {
    /// The table's version now: one more per change that took effect.
    pub version: u64,
    /// Saves to run off the update thread; each result comes back through
    /// [`Table::saved`].
    pub saves: Vec<SaveJob>,
    /// The game changed: the phones' pages have a new state to show.
    pub publish: bool,
    /// What happened, in words for the settle area ("Done: Bert +8
    /// city"), when it has some.
    pub done: Option<String>,
    /// Whether `done` tells of an undo (the screen then offers the redo).
    pub undone: bool,
    /// The commands that took effect, in order (a command and the
    /// follow-up an expansion asked for); empty for an undo, a redo, a
    /// rewind, a fix or a pause.
    pub applied: Vec<Command>,
    /// The game before this change, when the change gave it another
    /// setup (a fix, or its undo): the players whose hands moved get new
    /// links.
    pub setup_before: Option<Arc<SavedGame>>,
    /// The final scoring is over: show the results.
    pub ended: bool,
    /// Answers owed to a phone's request.
    pub replies: Vec<Reply>,
    /// Try the failed saves again after this long ([`Table::retry`]).
    pub retry: Option<Duration>,
    /// A follow-up the rules refused (the command before it stands).
    pub then_refused: Option<Refusal>,
    /// The game was replaced rather than changed by a command (a fix of
    /// the setup, or its undo): the panels do not hear of it.
    pub replaced: bool,
    /// A save worked: a window waiting to leave may go on its way.
    pub written: bool,
    /// A game another save found this window may no longer save, to show
    /// now (read-only, with the reason).
    pub show: Option<Arc<SavedGame>>,
}

/// A phone's request answered, once its change is on disk (or taken back
/// because it could not be saved).
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    /// The player whose phone asked.
    pub player: PlayerId,
    /// The phone's number for the request.
    pub request: u64,
    /// The table's version after it.
    pub version: u64,
    /// Done, in words ("Anna plays “City with pennants” · +9": the
    /// window's notice says whose phone it was), or why not.
    pub outcome: Result<String, Refusal>,
}

/// Why a change was not taken: nothing changed.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    /// The reason, in words for the table.
    pub words: String,
    /// The rules' refusal, when the rules refused it (a panel may show
    /// it itself).
    pub error: Option<GameError>,
    /// What kind of refusal it is (a phone is told).
    pub why: Why,
}

/// What kind of refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// The rules refused it.
    Rules,
    /// A phone's change based on an older state: the game moved on.
    Stale,
    /// This window cannot save the game now: play it on the laptop.
    CannotSave,
    /// Not the phone's player's to do.
    NotYours,
    /// Anything else (no game on show).
    Other,
}

impl Refusal {
    fn words(words: String) -> Refusal {
        Refusal::why(Why::Other, words)
    }

    fn why(why: Why, words: String) -> Refusal {
        Refusal {
            words,
            error: None,
            why,
        }
    }

    fn rules(error: GameError) -> Refusal {
        Refusal {
            words: game_error(&error),
            error: Some(error),
            why: Why::Rules,
        }
    }
}

/// The play clock of the game on show: when the table began playing on
/// the game screen (opened, or resumed from a pause); the game's clock
/// gets it with the first change, so opening a game to look at it
/// changes nothing.
#[derive(Debug, Clone, Copy)]
struct PlayClock {
    since: Option<DateTime<Utc>>,
    /// Whether the current span of play is in the game's clock already.
    running: bool,
}

/// The game on show, and what keeps it safe.
#[derive(Debug)]
pub struct Table {
    store: Result<Store, StoreError>,
    /// The game on show (on the game screen, its results, or its setup
    /// being fixed).
    game: Option<Arc<SavedGame>>,
    /// One more per change that took effect.
    version: u64,
    /// The play clock, while the game screen is on show.
    clock: Option<PlayClock>,
    /// The game before its setup was fixed, and the length of the log
    /// after the fix: Undo brings it back while nothing else happened.
    before_fix: Option<(Arc<SavedGame>, usize)>,
    /// Whether the setup of the game on show is being fixed.
    fixing: bool,
    /// The orders given to decks a fix of the setup adds, the same for
    /// the fix screen's preview and the fix.
    fix_shuffles: Shuffles,
    /// Saving, locks and read-only.
    safety: safety::Safety,
    /// Phones' changes waiting for their saves.
    pending: Vec<phone::Pending>,
}

impl Table {
    /// A table on this store, with no game on show.
    pub fn new(store: Result<Store, StoreError>) -> Table {
        Table {
            store,
            game: None,
            version: 0,
            clock: None,
            before_fix: None,
            fixing: false,
            fix_shuffles: Shuffles::new(),
            safety: safety::Safety::default(),
            pending: Vec::new(),
        }
    }

    /// A table showing `saved` on the game screen, with no store (what
    /// it is asked to save it counts, as a read-only table does).
    pub fn showing(saved: Arc<SavedGame>) -> Table {
        let mut table = Table::new(Err(StoreError::NoDataDir));
        table.show(saved);
        table.start_playing();
        table
    }

    /// The store the games are kept in.
    pub fn store(&self) -> &Result<Store, StoreError> {
        &self.store
    }

    /// The game on show, if one is.
    pub fn game(&self) -> Option<&Arc<SavedGame>> {
        self.game.as_ref()
    }

    /// The table's version: one more per change that took effect.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Whether the play clock stands still (a break: the time does not
    /// count).
    pub fn paused(&self) -> bool {
        self.clock.is_some_and(|c| c.since.is_none())
    }

    /// The one door: applies `change` from `source` to the game on show.
    /// A refusal changes nothing and says why.
    pub fn apply(&mut self, source: Source, change: Change) -> Result<Effects, Refusal> {
        if let Source::Phone {
            player, based_on, ..
        } = source
        {
            self.phone_may(player, based_on, &change)?;
        }
        let phone = match source {
            Source::Phone { player, .. } => Some(player),
            Source::Window | Source::Test => None,
        };
        let before = phone
            .and_then(|p| {
                let state = self.game.as_ref()?.game.state();
                state.players.get(p.index()).map(|s| s.total())
            })
            .unwrap_or(0);
        if self.game.is_none() {
            return Err(Refusal::words(t!("table-refused-no-game")));
        }
        // No second handle on the game while it changes: `Arc::make_mut`
        // would copy it.
        let mut effects = match change {
            Change::Command(command) => self.command(command, phone)?,
            Change::Undo => self.undo()?,
            Change::Redo => {
                let mut effects = self.change(|game| game.redo())?;
                let game = &self.on_show().game;
                if let Some(entry) = game.log().last() {
                    effects.done =
                        Some(t!("notice-redone", what = entry_text(game.setup(), entry)));
                }
                effects
            }
            Change::Rewind(len) => self.change(|game| game.rewind_to(len))?,
            Change::FixSetup(setup) => {
                let before = Arc::clone(self.on_show());
                self.fix(&before, setup)?
            }
            Change::Pause(pause) => match self.pause(pause) {
                Some(effects) => effects,
                None => return Ok(self.effects()),
            },
        };
        let after = self.on_show();
        effects.ended = after.game.state().phase == Phase::Ended;
        if let Some(job) = self.save(Arc::clone(after), 1) {
            effects.saves.push(job);
        }
        self.version += 1;
        effects.version = self.version;
        self.phone_taken(source, before, &mut effects);
        // No page sees a phone's change before the disk holds it.
        effects.publish = self.pending.is_empty();
        Ok(effects)
    }

    /// The game on show; only called once a change found one.
    fn on_show(&self) -> &Arc<SavedGame> {
        self.game.as_ref().expect("a game is on show")
    }

    /// Effects of nothing done.
    fn effects(&self) -> Effects {
        Effects {
            version: self.version,
            ..Effects::default()
        }
    }

    /// A command, and the follow-ups the expansions ask for after it;
    /// from `phone`'s player's phone, if given there (each entry says so).
    fn command(&mut self, command: Command, phone: Option<PlayerId>) -> Result<Effects, Refusal> {
        let done = command_text(self.on_show().game.setup(), &command);
        let given = command.clone();
        let execute = move |game: &mut Game, command: Command| {
            game.execute(command, Utc::now())?;
            if let Some(player) = phone {
                game.given_by_phone(player);
            }
            Ok(())
        };
        let mut effects = self.change(|game| execute(game, command))?;
        effects.applied.push(given.clone());
        effects.done = Some(t!("notice-done", what = done.as_str()));
        let mut last = given;
        // Each follow-up a command of its own (finishing the End turn that
        // drew a message, RULES MSG5); a refused one leaves the first.
        while let Some(next) = self.on_show().game.follow_up(&last) {
            let then = command_text(self.on_show().game.setup(), &next);
            let taken = next.clone();
            if let Err(refusal) = self.change(|game| execute(game, next)) {
                effects.then_refused = Some(refusal);
                break;
            }
            effects.applied.push(taken.clone());
            effects.done = Some(t!("notice-done-then", what = done.as_str(), then = then));
            last = taken;
        }
        Ok(effects)
    }

    /// Undo: right after a fix of the setup, the old setup; else the last
    /// command.
    fn undo(&mut self) -> Result<Effects, Refusal> {
        if let Some((old, len)) = self.before_fix.take() {
            if self.on_show().game.log().len() == len {
                let fixed = self.game.replace(old);
                let mut effects = self.effects();
                effects.done = Some(t!("notice-setup-restored"));
                effects.replaced = true;
                effects.setup_before = fixed;
                return Ok(effects);
            }
            self.before_fix = Some((old, len));
        }
        let game = &self.on_show().game;
        let what = game.log().last().map(|e| entry_text(game.setup(), e));
        let mut effects = self.change(|game| game.undo())?;
        if let Some(what) = what {
            effects.done = Some(t!("notice-undone", what = what));
            effects.undone = true;
        }
        Ok(effects)
    }

    /// Applies one change to the game on show: a refusal changes
    /// nothing. Playing again ends a pause; a fix can no longer be undone.
    fn change(
        &mut self,
        change: impl FnOnce(&mut Game) -> Result<(), GameError>,
    ) -> Result<Effects, Refusal> {
        let Some(shown) = self.game.as_mut() else {
            return Err(Refusal::words(t!("table-refused-no-game")));
        };
        // Tried on a copy only when another holder shares the game, as
        // `Arc::make_mut` would copy it anyway; a refusal leaves the game
        // as it was (the engine checks before it changes anything).
        change(&mut Arc::make_mut(shown).game).map_err(Refusal::rules)?;
        self.count_time();
        self.before_fix = None;
        Ok(self.effects())
    }

    /// Counts the time up to now as played, if the game screen is on show.
    fn count_time(&mut self) {
        let (Some(clock), Some(shown)) = (&mut self.clock, &mut self.game) else {
            return;
        };
        let game = &mut Arc::make_mut(shown).game;
        let now = Utc::now();
        let since = *clock.since.get_or_insert(now);
        if !clock.running {
            game.clock_start(since);
            clock.running = true;
        }
        game.clock_touch(now);
    }

    /// A pause begun (the time so far counted, one change) or ended (the
    /// clock runs again, no change): `None` when nothing changes.
    fn pause(&mut self, pause: bool) -> Option<Effects> {
        let clock = self.clock.as_mut()?;
        if !pause {
            clock.since = Some(Utc::now());
            return None;
        }
        // Paused already: nothing changes.
        clock.since?;
        self.count_time();
        let effects = self.effects();
        if let Some(clock) = &mut self.clock {
            clock.since = None;
            clock.running = false;
        }
        Some(effects)
    }

    /// The game being fixed replayed on `setup`, with the orders of the
    /// decks it adds, for the fix screen's preview; `None` if it does not
    /// fit.
    pub fn preview_fix(&mut self, setup: &Setup) -> Option<Game> {
        let before = self.game.clone().filter(|_| self.fixing)?;
        self.fix_shuffles
            .fill(&crate::engine::decks(setup), fastrand::shuffle);
        before
            .game
            .replay_on(setup.clone(), &self.fix_shuffles)
            .ok()
    }

    /// The log replayed on a new setup; if a command no longer fits, says
    /// which and changes nothing.
    fn fix(&mut self, before: &Arc<SavedGame>, setup: Setup) -> Result<Effects, Refusal> {
        self.fix_shuffles
            .fill(&crate::engine::decks(&setup), fastrand::shuffle);
        match before.game.replay_on(setup, &self.fix_shuffles) {
            Ok(game) => {
                self.fixing = false;
                self.game = Some(Arc::new(SavedGame {
                    id: before.id.clone(),
                    created: before.created,
                    game,
                }));
                self.before_fix = Some((Arc::clone(before), before.game.log().len()));
                let mut effects = self.effects();
                effects.done = Some(t!("notice-setup-fixed"));
                effects.replaced = true;
                effects.setup_before = Some(Arc::clone(before));
                Ok(effects)
            }
            Err(error) => Err(Refusal::words(match &error {
                ReplayError::Setup(error) => setup_error(error),
                ReplayError::Command { index, error } => t!(
                    "setup-fix-stops",
                    number = index + 1,
                    command = command_text(before.game.setup(), &before.game.log()[*index].command),
                    reason = game_error(error)
                ),
            })),
        }
    }

    /// The setup of the game on show is to be fixed (the setup screen is
    /// on show): new orders for the decks the fix adds.
    pub fn begin_fix(&mut self) {
        self.fixing = true;
        self.fix_shuffles = Shuffles::new();
    }

    /// Leaves the fix of the setup without fixing; whether one was under
    /// way.
    pub fn end_fix(&mut self) -> bool {
        std::mem::take(&mut self.fixing)
    }

    /// Whether the setup of the game on show is being fixed.
    pub fn fixing(&self) -> bool {
        self.fixing
    }

    /// The game screen opened on the game on show: the play clock starts
    /// afresh (counted from the first change).
    pub fn start_playing(&mut self) {
        self.clock = Some(PlayClock {
            since: Some(Utc::now()),
            running: false,
        });
    }

    /// The game screen closed (the results, the setup, Home): no clock.
    pub fn stop_playing(&mut self) {
        self.clock = None;
    }

    /// Shows `saved` as the game on show.
    pub fn show(&mut self, saved: Arc<SavedGame>) {
        self.safety.shown = Some(saved.id.clone());
        self.game = Some(saved);
        self.before_fix = None;
        self.fixing = false;
        self.release();
    }

    /// Fixes the setup, where a fix is on offer right after it (the
    /// screen's Undo then brings the old setup back).
    pub fn fixed_from(&self) -> Option<&Arc<SavedGame>> {
        self.before_fix.as_ref().map(|(old, _)| old)
    }
}

#[cfg(test)]
mod tests;
