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
//!    XP7 deferred points at step 4, before the gold (F1).
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
//! | [`may_move`](Expansion::may_move) | a scoring or correction names a figure; may refuse | MSG8 |
//! | [`turn_ending`](Expansion::turn_ending) | the turn would end; may refuse | XP4 |
//! | [`hold`](Expansion::hold) | before a turn may end; while it holds, only the expansion's own commands and corrections are taken | MSG5, XP3, XP6, XP8 |
//! | [`final_scoring`](Expansion::final_scoring) | turns are over | MSG8, XP8 |
//! | [`final_feature`](Expansion::final_feature) | a final feature is entered (F1 step 3); may refuse | XP7 |
//! | [`game_ending`](Expansion::game_ending) | the game ends: the steps not given, before totals are final | XP7 (step 4), GM5 |
//!
//! `docs/architecture.md` tells how to add an expansion.

use serde_json::Value;

use serde::Serialize;

use super::command::FeatureScoring;
use super::decision::Decision;
use super::deck::{DeckSpec, Shuffles};
use super::error::GameError;
pub use super::hold::Hold;
use super::player::PlayerId;
use super::setup::{Setup, SetupError};
use super::state::{PlayerState, Round, State};
use super::track::Figure;

/// One part of a player's total that an expansion adds (RULES F2): gold,
/// end cards, deferred points.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Part {
    /// What it is: `gold`, `end-cards`, `deferred`.
    pub part: &'static str,
    /// Its points.
    pub points: i64,
    /// How they came about, e.g. gold pieces and their worth each.
    pub count: Option<u32>,
    /// Points per counted thing, when that says more than the sum.
    pub each: Option<u32>,
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

    /// A final feature scoring is about to be entered (RULES F1 step 3);
    /// an error refuses it, changing nothing: a later step has begun (XP7).
    fn final_feature(&self, _decision: &Decision) -> Result<(), GameError> {
        Ok(())
    }

    /// The game ends: the last steps of the final scoring that the table
    /// did not give, before totals are final.
    fn game_ending(&self, _decision: &mut Decision) {}

    /// Whether a figure may still move: an error if it has left the track
    /// (MSG8: the messenger, once merged), for scorings and corrections
    /// alike; the report marks such a figure `left`.
    fn may_move(&self, _state: &State, _figure: Figure) -> Result<(), GameError> {
        Ok(())
    }

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

/// What a setup's expansions ask of the base game. (Here rather than in
/// `setup.rs`, so that the setup, which names every expansion's options,
/// does not also depend on their rules.)
impl Setup {
    /// The tile counter's default for the expansions in use: the base
    /// game's 71 and each expansion's tiles (RULES T6: 80 with Gold Mines).
    pub fn default_tiles(&self) -> u32 {
        super::setup::BASE_TILES + in_use(self).map(|e| e.tiles()).sum::<u32>()
    }

    /// Scoring figures per player: one in the base game (RULES T1), more
    /// if an expansion in use says so (RULES MSG1).
    pub fn figures_per_player(&self) -> usize {
        in_use(self).map(|e| e.figures()).max().unwrap_or(1).max(1)
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
        // XP8 end cards before the final features; XP7 at step 4 (F1).
        setup.christmas.as_ref().map(|e| e as &dyn Expansion),
        // GM2: gold after the scoring; GM5 last at the end (F1).
        setup.gold.as_ref().map(|e| e as &dyn Expansion),
    ]
    .into_iter()
    .flatten()
}

/// What the table must settle before the turn may end or final scoring
/// begin, if anything (see [`State::hold`]).
pub(crate) fn hold(state: &State) -> Option<Hold> {
    state.hold()
}
