//! Restoring a game from a file only if its history follows the rules.
//!
//! The engine folds recorded events without checking them again
//! ([`Game::restore`]): they were checked when they were made. A file is
//! not that trusted: it may have been edited, damaged, or written by a
//! broken version. So before restoring, the store plays the file's
//! commands again on a fresh game and asks that each one is accepted and
//! causes exactly the events the file recorded, the undone ones (redo)
//! included. A file that fails this is unreadable, with the number of the
//! first command that does not fit; it is never changed.
//!
//! This pins the events each command causes: a rules change that alters
//! them for an existing command must come with a new format version and a
//! conversion, or older saves stop loading (the fixtures in `tests/saves/`
//! catch that).

use super::error::StoreError;
use crate::engine::{DeckId, Entry, Event, Game, Setup, SetupError, Shuffles};
use crate::engine::{christmas, messages};

/// The game the file describes, if its history follows the rules.
pub(super) fn restore(
    setup: Setup,
    begin: Vec<Event>,
    log: Vec<Entry>,
    redo: Vec<Entry>,
) -> Result<Game, StoreError> {
    let mut replayed = begin_again(&setup, &begin)?;
    for (n, entry) in log.iter().enumerate() {
        play(&mut replayed, entry).map_err(|why| StoreError::BadLog {
            command: n + 1,
            undone: false,
            why,
        })?;
    }
    // The next to redo is last; each is checked after the ones before it.
    for (n, entry) in redo.iter().rev().enumerate() {
        play(&mut replayed, entry).map_err(|why| StoreError::BadLog {
            command: n + 1,
            undone: true,
            why,
        })?;
    }
    Game::restore(setup, begin, log, redo).map_err(StoreError::BadGame)
}

/// A fresh game with the file's setup and the shuffles it began with; the
/// beginning must be what the rules make of them.
fn begin_again(setup: &Setup, begin: &[Event]) -> Result<Game, StoreError> {
    let mut shuffles = Shuffles::new();
    for event in begin {
        match event {
            Event::Messages(messages::Event::MessagesShuffled { order }) => {
                shuffles.set(
                    DeckId::Messages,
                    order.iter().copied().map(u16::from).collect(),
                );
            }
            Event::Christmas(christmas::Event::CardsShuffled { deck, order }) => {
                shuffles.set(*deck, order.clone());
            }
            _ => {}
        }
    }
    // Every deck's shuffle event is read above (a new deck's must be added,
    // or its games do not load: the random games of tests/invariants.rs
    // would show it), so a missing or bad order is the file's fault.
    match Game::begin(setup.clone(), &shuffles) {
        Ok(game) if game.beginning() == begin => Ok(game),
        Ok(_) | Err(SetupError::Deck(_)) => Err(StoreError::BadBeginning),
        Err(error) => Err(StoreError::BadGame(error)),
    }
}

/// Plays one recorded command again, or says why it does not fit.
fn play(game: &mut Game, entry: &Entry) -> Result<(), String> {
    match game.execute(entry.command.clone(), entry.at) {
        Ok(events) if events == entry.events.as_slice() => Ok(()),
        Ok(_) => Err("its recorded outcome is not what the rules give".into()),
        Err(error) => Err(format!("the rules refuse it: {error}")),
    }
}
