//! A game: its setup and its log. Commands append to the log, undo moves
//! entries to the redo stack, and the state is always the fold of the log.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::command::Command;
use super::command::GameError;
use super::decision::Rules;
use super::deck::Shuffles;
use super::event::Event;
use super::player::PlayerId;
use super::rules;
use super::setup::{Setup, SetupError};
use super::state::State;

/// A span of time the game was open and not paused. Time outside every
/// span never counts: the app was closed, or the table paused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Span {
    /// When it began.
    pub from: DateTime<Utc>,
    /// When it ended (or the last moment it was seen open).
    pub to: DateTime<Utc>,
}

/// One command in the log, with when it was given and what it caused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// When the command was given.
    pub at: DateTime<Utc>,
    /// The command as given.
    pub command: Command,
    /// What it caused.
    pub events: Vec<Event>,
    /// The player whose phone gave it, if a phone did (saved from
    /// format 5 on; the window's commands carry none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone: Option<PlayerId>,
}

/// Why a game's log does not fit another setup ([`Game::replay_on`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    /// The setup itself is refused.
    Setup(SetupError),
    /// The command at this index of the log is refused on the new setup.
    Command {
        /// Its index in the log, 0 for the first.
        index: usize,
        /// Why.
        error: GameError,
    },
}

/// A game in progress or finished.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    setup: Setup,
    /// When the game was open and not paused (for the summary's times);
    /// not part of the rules, kept beside the log.
    clock: Vec<Span>,
    begin: Vec<Event>,
    log: Vec<Entry>,
    redo: Vec<Entry>,
    state: State,
}

impl Game {
    /// Starts a game whose expansions shuffle nothing (see [`Game::begin`]).
    pub fn new(setup: Setup) -> Result<Game, SetupError> {
        Game::begin(setup, &Shuffles::new())
    }

    /// Starts a game: the decks are put in the given orders (the caller
    /// shuffles, see [`decks`](super::decks)), and the start player has drawn
    /// the first tile. Names are trimmed of surrounding spaces.
    pub fn begin(mut setup: Setup, shuffles: &Shuffles) -> Result<Game, SetupError> {
        setup.validate()?;
        for player in &mut setup.players {
            player.name = player.name.trim().to_owned();
        }
        let begin = rules::begin(&setup, shuffles)?;
        let state = State::new(&setup);
        let mut game = Game {
            setup,
            clock: Vec::new(),
            begin,
            log: Vec::new(),
            redo: Vec::new(),
            state,
        };
        game.state = game.fold();
        Ok(game)
    }

    /// Rebuilds a game from a saved setup, the events of its beginning, its
    /// log and its redo stack (latest undone entry last), folding the events.
    pub fn restore(
        mut setup: Setup,
        begin: Vec<Event>,
        log: Vec<Entry>,
        redo: Vec<Entry>,
    ) -> Result<Game, SetupError> {
        setup.validate()?;
        for player in &mut setup.players {
            player.name = player.name.trim().to_owned();
        }
        let state = State::new(&setup);
        let mut game = Game {
            setup,
            clock: Vec::new(),
            begin,
            log,
            redo,
            state,
        };
        game.state = game.fold();
        Ok(game)
    }

    /// The spans of time the game was open and not paused, oldest first.
    pub fn clock(&self) -> &[Span] {
        &self.clock
    }

    /// Gives a restored game the spans it was open before.
    pub fn set_clock(&mut self, clock: Vec<Span>) {
        self.clock = clock;
    }

    /// The table starts playing (the game was opened, or a pause ended).
    pub fn clock_start(&mut self, at: DateTime<Utc>) {
        self.clock.push(Span { from: at, to: at });
    }

    /// The table is still playing at `at`: the current span reaches it.
    pub fn clock_touch(&mut self, at: DateTime<Utc>) {
        if let Some(span) = self.clock.last_mut()
            && at > span.to
        {
            span.to = at;
        }
    }

    /// What the game began with: the recorded shuffles.
    pub fn beginning(&self) -> &[Event] {
        &self.begin
    }

    /// The setup the game was started with.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The game as it stands.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// Every command in effect, oldest first.
    pub fn log(&self) -> &[Entry] {
        &self.log
    }

    /// Undone commands that redo would bring back, the next one last.
    pub fn redo_stack(&self) -> &[Entry] {
        &self.redo
    }

    /// Whether undo has anything to take back.
    pub fn can_undo(&self) -> bool {
        !self.log.is_empty()
    }

    /// Whether redo has anything to bring back.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Checks and records a command given at `at`. A refused command
    /// changes nothing. A new command clears the redo stack.
    pub fn execute(&mut self, command: Command, at: DateTime<Utc>) -> Result<&[Event], GameError> {
        self.execute_by(Rules::Current, command, at)
    }

    /// Like [`execute`](Game::execute), decided by the given version of
    /// the rules: the store checks an older file's history by the rules it
    /// was made with.
    pub fn execute_by(
        &mut self,
        rules: Rules,
        command: Command,
        at: DateTime<Utc>,
    ) -> Result<&[Event], GameError> {
        let (events, state) = rules::decide(&self.setup, &self.state, &command, rules)?;
        self.state = state;
        self.redo.clear();
        self.log.push(Entry {
            at,
            command,
            events,
            phone: None,
        });
        Ok(&self.log[self.log.len() - 1].events)
    }

    /// Notes that the last command of the log was given from `player`'s
    /// phone (the history names it, and that phone may take it back).
    pub fn given_by_phone(&mut self, player: PlayerId) {
        if let Some(entry) = self.log.last_mut() {
            entry.phone = Some(player);
        }
    }

    /// What `player` may do now of their own accord, from the
    /// expansions in use (a card played from their hand, RULES XP4).
    pub fn offers(&self, player: PlayerId) -> Vec<super::question::Offer> {
        super::EXPANSIONS
            .iter()
            .filter(|e| e.in_use(&self.setup).is_some())
            .flat_map(|e| e.offers(&self.state, player))
            .collect()
    }

    /// A command an expansion asks to be given next, now that `given`
    /// took effect as the last command of the log (RULES MSG5: the End
    /// turn that drew a message, once it is settled); `None` for most.
    pub fn follow_up(&self, given: &Command) -> Option<Command> {
        let (_, before) = self.log.split_last()?;
        super::expansion::in_use(&self.setup).find_map(|expansion| {
            let mut earlier = before
                .iter()
                .rev()
                .map(|entry| (&entry.command, entry.events.as_slice()));
            expansion.follow_up(&self.state, given, &mut earlier)
        })
    }

    /// The same commands, at the same times, on another setup: a setup
    /// fixed after the game began (a forgotten expansion or option, a
    /// misspelt name, a swapped colour). The decks keep their recorded
    /// orders while the setup needs the same decks; otherwise they are put
    /// in the orders given. The redo stack is not carried over. If a
    /// command no longer fits, nothing is made and the error says which.
    pub fn replay_on(&self, setup: Setup, shuffles: &Shuffles) -> Result<Game, ReplayError> {
        let same_decks = super::decks(&setup) == super::decks(&self.setup);
        let mut game = if same_decks {
            Game::restore(setup, self.begin.clone(), Vec::new(), Vec::new())
        } else {
            Game::begin(setup, shuffles)
        }
        .map_err(ReplayError::Setup)?;
        for (index, entry) in self.log.iter().enumerate() {
            game.execute(entry.command.clone(), entry.at)
                .map_err(|error| ReplayError::Command { index, error })?;
            if let Some(player) = entry.phone {
                game.given_by_phone(player);
            }
        }
        Ok(game)
    }

    /// Takes back the last command.
    pub fn undo(&mut self) -> Result<(), GameError> {
        let entry = self.log.pop().ok_or(GameError::NothingToUndo)?;
        self.redo.push(entry);
        self.state = self.fold();
        Ok(())
    }

    /// Brings back the last undone command, exactly as it was recorded.
    pub fn redo(&mut self) -> Result<(), GameError> {
        let entry = self.redo.pop().ok_or(GameError::NothingToRedo)?;
        self.state.begin_entry();
        for event in &entry.events {
            self.state.apply(event);
        }
        self.log.push(entry);
        Ok(())
    }

    /// Rewinds the game so that only the first `len` commands are in effect;
    /// the rest can be redone.
    pub fn rewind_to(&mut self, len: usize) -> Result<(), GameError> {
        if len > self.log.len() {
            return Err(GameError::NoSuchEntry(len));
        }
        while self.log.len() > len {
            if let Some(entry) = self.log.pop() {
                self.redo.push(entry);
            }
        }
        self.state = self.fold();
        Ok(())
    }

    /// The state after the first `len` entries of the log.
    pub fn state_after(&self, len: usize) -> State {
        let mut state = State::new(&self.setup);
        for event in &self.begin {
            state.apply(event);
        }
        for entry in self.log.iter().take(len) {
            state.begin_entry();
            for event in &entry.events {
                state.apply(event);
            }
        }
        state
    }

    fn fold(&self) -> State {
        self.state_after(self.log.len())
    }
}
