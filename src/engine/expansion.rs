//! The expansions, and the points at which the base rules call them.
//!
//! Each expansion is a module of its own (options, state, events, checks,
//! report, prompts) whose options type implements [`Expansion`]. The base
//! rules never name an expansion: they call [`in_use`] at the points below,
//! and every expansion in use answers in the order of [`in_use`]:
//!
//! 1. Saint Nicholas — first, so that at a round's close its check
//!    (SN1 `check = round`) comes before a message is drawn (MSG3).
//! 2. Gold Mines — gold is awarded after the scoring it belongs to (GM2)
//!    and scored last at the end (GM5, F1).
//!
//! At each point, in the order the base rules reach them in a turn:
//!
//! | point | when | used by |
//! |---|---|---|
//! | [`figures`](Expansion::figures) | the game is set up | MSG1 |
//! | [`begin`](Expansion::begin) | the game begins: shuffles are recorded | MSG4 |
//! | [`tile_placed`](Expansion::tile_placed) | a tile is drawn and placed | — |
//! | [`feature_scored`](Expansion::feature_scored) | after each feature scoring in play | SN1 |
//! | [`round_closing`](Expansion::round_closing) | the open round closes | SN1 `check = round`, MSG3 |
//! | [`hold`](Expansion::hold) | before a turn may end; while it holds, only the expansion's own commands and corrections are taken | MSG5 |
//! | [`final_scoring`](Expansion::final_scoring) | turns are over | MSG8 |
//! | [`game_ending`](Expansion::game_ending) | the game ends, before totals are final | GM5 |
//!
//! `docs/architecture.md` tells how to add an expansion.

use serde_json::Value;

use super::command::FeatureScoring;
use super::decision::Decision;
use super::deck::{DeckSpec, Shuffles};
use super::setup::{Setup, SetupError};
use super::state::{PlayerState, Round, State};

/// Something the table must settle before play goes on: the turn cannot
/// end and the game cannot move to final scoring while it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Hold {}

impl std::fmt::Display for Hold {
    fn fmt(&self, _f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {}
    }
}

/// The decks the expansions in `setup` shuffle when the game begins.
pub fn decks(setup: &Setup) -> Vec<DeckSpec> {
    in_use(setup).flat_map(|e| e.decks()).collect()
}

/// An expansion's answers at the base rules' calling points. Every method
/// has a default that does nothing, so an expansion implements only the
/// points it needs.
pub(crate) trait Expansion {
    /// Scoring figures each player needs (RULES T1 gives one).
    fn figures(&self) -> usize {
        1
    }

    /// The decks to shuffle when the game begins.
    fn decks(&self) -> Vec<DeckSpec> {
        Vec::new()
    }

    /// The game begins: record the given shuffles as events.
    fn begin(&self, _decision: &mut Decision, _shuffles: &Shuffles) -> Result<(), SetupError> {
        Ok(())
    }

    /// A tile was drawn and placed: the turn's first, or a further one.
    fn tile_placed(&self, _decision: &mut Decision) {}

    /// A feature scoring in play was recorded; `before` is every player as
    /// it was just before.
    fn feature_scored(
        &self,
        _decision: &mut Decision,
        _feature: &FeatureScoring,
        _before: &[PlayerState],
    ) {
    }

    /// The open round is closing (it is still open during the call).
    fn round_closing(&self, _decision: &mut Decision, _round: &Round) {}

    /// What the table must settle before the turn may end, if anything.
    fn hold(&self, _state: &State) -> Option<Hold> {
        None
    }

    /// Turns are over; final scoring begins.
    fn final_scoring(&self, _decision: &mut Decision) {}

    /// The game ends: the last points before totals are final (after the
    /// final scoring has been entered).
    fn game_ending(&self, _decision: &mut Decision) {}

    /// Tiles the expansion adds to the draw pile (RULES T6).
    fn tiles(&self) -> u32 {
        0
    }

    /// The expansion's part of the headless report: a key and its value.
    fn report(&self, _setup: &Setup, _state: &State) -> Option<(&'static str, Value)> {
        None
    }
}

/// The expansions in use, in calling order. Registering an expansion is one
/// line here.
pub(crate) fn in_use(setup: &Setup) -> impl Iterator<Item = &dyn Expansion> {
    [
        setup.saint_nicholas.as_ref().map(|e| e as &dyn Expansion),
        setup.gold.as_ref().map(|e| e as &dyn Expansion),
    ]
    .into_iter()
    .flatten()
}

/// What the table must settle first, if anything (the first expansion in
/// calling order that holds the turn).
pub(crate) fn hold(setup: &Setup, state: &State) -> Option<Hold> {
    in_use(setup).find_map(|e| e.hold(state))
}
