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
//!
//! Format 3 is such a change (format 4 added a digest, not rules): the deferred points are paid at step 4 of
//! the final scoring (RULES F1, XP7) instead of when it begins, and four
//! commands are refused that format 2 took (see [`Rules::Format2`]). A
//! file of format 1 or 2 is checked by the rules it was made with, then
//! its commands are played again by the current rules: the game it loads
//! as is that one (the early payment dropped, the ledger paid at step 4,
//! the final totals unchanged). If the current rules refuse one of its
//! commands, the game is the one the file recorded, and it opens
//! read-only with the number of that command and why
//! ([`StoreError::NoLongerAllowed`]); the file is never rewritten.

use chrono::{DateTime, TimeDelta, Utc};

use super::error::StoreError;
use super::format::RULES_CHANGED;
use crate::engine::summary::Span;
use crate::engine::{Entry, Event, Game, GameError, Rules, Setup, SetupError, Shuffles};

/// Whether the file's times are ones the summary's clock can work with:
/// every time between 1970 and 9999, each span ending no earlier than it
/// starts, and the spans' lengths adding up without overflow. Times that go
/// backwards (a clock set back) are fine: the summary counts a negative
/// duration as none.
pub(super) fn times(
    created: DateTime<Utc>,
    clock: &[Span],
    log: &[Entry],
    redo: &[Entry],
) -> Result<(), StoreError> {
    let bad = |why: String| Err(StoreError::BadTimes(why));
    let earliest = DateTime::<Utc>::UNIX_EPOCH;
    let latest = DateTime::parse_from_rfc3339("9999-12-31T23:59:59.999999999Z")
        .map_or(DateTime::<Utc>::MAX_UTC, |t| t.to_utc());
    let fits = |t: &DateTime<Utc>| (earliest..=latest).contains(t);
    if !fits(&created) {
        return bad(format!("it was started at {created}, outside 1970–9999"));
    }
    for (n, entry) in log.iter().chain(redo).enumerate() {
        if !fits(&entry.at) {
            return bad(format!(
                "command {} was given at {}, outside 1970–9999",
                n + 1,
                entry.at
            ));
        }
    }
    let mut sum = TimeDelta::zero();
    for (n, span) in clock.iter().enumerate() {
        if !fits(&span.from) || !fits(&span.to) {
            return bad(format!("time span {} lies outside 1970–9999", n + 1));
        }
        if span.to < span.from {
            return bad(format!("time span {} ends before it starts", n + 1));
        }
        match sum.checked_add(&(span.to - span.from)) {
            Some(next) => sum = next,
            None => return bad("its time spans add up to more than can be counted".into()),
        }
    }
    Ok(())
}

/// A command of an older file that the current rules refuse.
#[derive(Debug, Clone)]
pub(super) struct Refused {
    /// Its number, from 1, in the log or among the undone commands (the
    /// next to redo first).
    pub command: usize,
    /// Whether it is an undone command.
    pub undone: bool,
    /// Why the current rules refuse it.
    pub error: GameError,
}

/// The game the file describes, if its history follows the rules of its
/// format; with the command the current rules refuse, if any (then the
/// game is the one recorded, to be shown read-only).
pub(super) fn restore(
    format: u32,
    setup: Setup,
    begin: Vec<Event>,
    log: Vec<Entry>,
    redo: Vec<Entry>,
) -> Result<(Game, Option<Refused>), StoreError> {
    // An older game is checked by the rules of its time if they differ
    // for an expansion it uses; otherwise by the current rules at once.
    let rules = if format < RULES_CHANGED {
        Rules::Format2.for_setup(&setup)
    } else {
        Rules::Current
    };
    let mut replayed = begin_again(&setup, &begin)?;
    for (n, entry) in log.iter().enumerate() {
        play(&mut replayed, rules, entry).map_err(|why| StoreError::BadLog {
            command: n + 1,
            undone: false,
            why,
        })?;
    }
    // The next to redo is last; each is checked after the ones before it.
    for (n, entry) in redo.iter().rev().enumerate() {
        play(&mut replayed, rules, entry).map_err(|why| StoreError::BadLog {
            command: n + 1,
            undone: true,
            why,
        })?;
    }
    if rules == Rules::Current {
        let game = Game::restore(setup, begin, log, redo).map_err(StoreError::BadGame)?;
        return Ok((game, None));
    }
    match migrate(&setup, &begin, &log, &redo)? {
        Ok(game) => Ok((game, None)),
        Err(refused) => {
            let game = Game::restore(setup, begin, log, redo).map_err(StoreError::BadGame)?;
            Ok((game, Some(refused)))
        }
    }
}

/// The commands of an older file played again by the current rules, at
/// their times; the undone ones are played and undone again, so the redo
/// history stays. `Ok(Err(…))` names the first command now refused.
fn migrate(
    setup: &Setup,
    begin: &[Event],
    log: &[Entry],
    redo: &[Entry],
) -> Result<Result<Game, Refused>, StoreError> {
    let mut game = begin_again(setup, begin)?;
    for (n, entry) in log.iter().enumerate() {
        if let Err(error) = game.execute(entry.command.clone(), entry.at) {
            return Ok(Err(Refused {
                command: n + 1,
                undone: false,
                error,
            }));
        }
    }
    for (n, entry) in redo.iter().rev().enumerate() {
        if let Err(error) = game.execute(entry.command.clone(), entry.at) {
            return Ok(Err(Refused {
                command: n + 1,
                undone: true,
                error,
            }));
        }
    }
    for _ in redo {
        // Each undoes one of the commands just played, so none fails.
        if game.undo().is_err() {
            break;
        }
    }
    Ok(Ok(game))
}

/// A fresh game with the file's setup and the shuffles it began with; the
/// beginning must be what the rules make of them.
fn begin_again(setup: &Setup, begin: &[Event]) -> Result<Game, StoreError> {
    // Each expansion in use reads its own decks' orders back (the same
    // reading the notation's export writes `shuffle` lines from), so a
    // missing or bad order is the file's fault.
    let shuffles = Shuffles::recorded(setup, begin);
    match Game::begin(setup.clone(), &shuffles) {
        Ok(game) if game.beginning() == begin => Ok(game),
        Ok(_) | Err(SetupError::Deck(_)) => Err(StoreError::BadBeginning),
        Err(error) => Err(StoreError::BadGame(error)),
    }
}

/// Plays one recorded command again by `rules`, or says why it does not
/// fit.
fn play(game: &mut Game, rules: Rules, entry: &Entry) -> Result<(), String> {
    match game.execute_by(rules, entry.command.clone(), entry.at) {
        Ok(events) if events == entry.events.as_slice() => Ok(()),
        Ok(_) => Err("its recorded outcome is not what the rules give".into()),
        Err(error) => Err(format!("the rules refuse it: {error}")),
    }
}
