//! The expansions, and the points at which the base rules call them.
//!
//! Each expansion is a module of its own (options, state, events, checks,
//! report, prompts) whose options type implements [`Expansion`]. The base
//! rules never name an expansion: they call [`in_use`] at the points below,
//! and every expansion in use answers in the order of [`in_use`]:
//!
//! 1. Saint Nicholas — first, so that at a round's close its check
//!    (SN1 `check = round`) comes before a message is drawn (MSG3).
//! 2. The Messages — MSG8 merges the figures first at final scoring (F1).
//! 3. Christmas Present — XP8 end cards before the final feature scoring,
//!    XP7 deferred points (F1).
//! 4. Gold Mines — gold is awarded after the scoring it belongs to (GM2)
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
//! | [`turn_ending`](Expansion::turn_ending) | the turn would end; may refuse | XP4 |
//! | [`hold`](Expansion::hold) | before a turn may end; while it holds, only the expansion's own commands and corrections are taken | MSG5, XP3, XP6, XP8 |
//! | [`final_scoring`](Expansion::final_scoring) | turns are over | MSG8, XP8, XP7 |
//! | [`game_ending`](Expansion::game_ending) | the game ends, before totals are final | GM5 |
//!
//! `docs/architecture.md` tells how to add an expansion.

use serde_json::Value;

use super::christmas;
use super::command::{Command, FeatureScoring};
use super::decision::Decision;
use super::deck::{DeckSpec, Shuffles};
use super::error::GameError;
use super::messages;
use super::player::PlayerId;
use super::setup::{Setup, SetupError};
use super::state::{PlayerState, Round, State};
use super::summary::Part;

/// Something the table must settle before play goes on: the turn cannot
/// end and the game cannot move to final scoring while it stands.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Hold {
    /// A message to name or resolve (RULES MSG5).
    #[error("{0}")]
    Messages(messages::Hold),
    /// A card to use, a shield question, an end card to reveal, or a hand
    /// over the limit (RULES XP3, XP6, XP8, XP4).
    #[error("{0}")]
    Christmas(christmas::Hold),
}

impl Hold {
    /// The player who must act, if one must.
    pub fn player(&self) -> Option<super::player::PlayerId> {
        match self {
            Hold::Messages(
                messages::Hold::Name { player } | messages::Hold::Resolve { player, .. },
            ) => Some(*player),
            Hold::Christmas(hold) => Some(hold.player()),
        }
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

    /// The active player's turn is about to end (after its round closed);
    /// an error refuses the end of the turn and the command that asked for
    /// it, changing nothing (the hand limit, XP4).
    fn turn_ending(&self, _decision: &mut Decision) -> Result<(), GameError> {
        Ok(())
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

    /// What this expansion adds to a player's total, as parts of the
    /// summary (RULES F2); they must add up with the tallies to the total.
    fn parts(&self, _state: &State, _player: PlayerId) -> Vec<Part> {
        Vec::new()
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
        // SN1 is checked before a message is drawn (MSG3).
        setup.saint_nicholas.as_ref().map(|e| e as &dyn Expansion),
        // MSG8 merges the figures first at final scoring (F1).
        setup.messages.as_ref().map(|e| e as &dyn Expansion),
        // XP8 end cards before the final features, then XP7 (F1).
        setup.christmas.as_ref().map(|e| e as &dyn Expansion),
        // GM2: gold after the scoring; GM5 last at the end (F1).
        setup.gold.as_ref().map(|e| e as &dyn Expansion),
    ]
    .into_iter()
    .flatten()
}

/// What the table must settle before the turn may end or final scoring
/// begin, if anything: the first expansion in calling order that holds it.
pub(crate) fn hold(state: &State) -> Option<Hold> {
    let messages = || {
        state
            .messages
            .as_ref()
            .and_then(messages::State::hold)
            .map(Hold::Messages)
    };
    let christmas = || {
        state
            .christmas
            .as_ref()
            .and_then(christmas::State::hold)
            .map(Hold::Christmas)
    };
    messages().or_else(christmas)
}

/// Decides an expansion's own command.
pub(crate) fn decide(decision: &mut Decision, command: &Command) -> Result<(), GameError> {
    match command {
        Command::Messages(command) => messages::rules::decide(decision, command),
        Command::Christmas(command) => christmas::rules::decide(decision, command),
        Command::Gold(command) => decision.gold(command),
        _ => Ok(()),
    }
}
