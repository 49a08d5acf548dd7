//! The expansions, and the points at which the base rules call them.
//!
//! Each expansion is a module of its own (options, state, events,
//! commands, checks, report, prompts, notation) and registers itself with
//! one line in [`EXPANSIONS`](super::EXPANSIONS), the list of every
//! expansion in calling order. The base rules never name an expansion:
//! they ask the registry, and every expansion answers in its order:
//!
//! 1. Saint Nicholas — first, so that at a round's close its check
//!    (SN1 `check = round`) comes before a message is drawn (MSG3).
//! 2. The Messages — MSG8 merges the figures first at final scoring (F1).
//! 3. Christmas Present — XP8 end cards before the final feature scoring,
//!    XP7 deferred points at step 4, before the gold (F1).
//! 4. Gold Mines — gold is awarded after the scoring it belongs to (GM2)
//!    and scored last at the end (GM5, F1).
//!
//! An expansion has two faces here. [`Registered`] is the expansion
//! whether or not a game uses it: where its options sit in a setup, its
//! notation (setup line, command lines), its decks, and what it does from
//! the state alone (what it holds play for, the report's codes). A game
//! that uses it asks its options, an [`Expansion`], at each calling point,
//! in the order the base rules reach them in a turn:
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
//! | [`hold`](Registered::hold) | before a turn may end; while it holds, only corrections and the commands that settle holds are taken | MSG5, XP3, XP6, XP8 |
//! | [`final_scoring`](Expansion::final_scoring) | turns are over | MSG8, XP8 |
//! | [`final_feature`](Expansion::final_feature) | a final feature is entered (F1 step 3); may refuse | XP7 |
//! | [`game_ending`](Expansion::game_ending) | the game ends: the steps not given, before totals are final | XP7 (step 4), GM5 |
//!
//! Its own commands it decides itself ([`Expansion::decide`]), and its
//! events fold themselves ([`Fold`](super::state::Fold)).
//!
//! `docs/architecture.md` tells how to add an expansion.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::EXPANSIONS;
use super::command::GameError;
use super::command::{Command, FeatureScoring};
use super::decision::{Decision, Rules};
use super::deck::{DeckId, DeckSpec, Shuffles};
use super::event::Event;
use super::notation::lex::{Names, Word};
use super::player::PlayerId;
use super::secret::{Parts, Seen, Viewer};
use super::setup::{Setup, SetupError};
use super::state::Hold;
use super::state::{Phase, PlayerState, Prompt, Round, State};
use super::track::Figure;
use super::turns::Reason;

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

/// An expansion's answers for a game that uses it: `&self` is the game's
/// options. Every method has a default that does nothing, so an expansion
/// implements only the points it needs.
pub(crate) trait Expansion {
    /// Scoring figures each player needs (RULES T1 gives one).
    fn figures(&self) -> usize {
        1
    }

    /// Tiles the expansion adds to the draw pile (RULES T6).
    fn tiles(&self) -> u32 {
        0
    }

    /// The decks to shuffle when the game begins, with these options.
    fn decks(&self) -> Vec<DeckSpec> {
        Vec::new()
    }

    /// The game begins: record the given shuffles as events.
    fn begin(&self, _decision: &mut Decision, _shuffles: &Shuffles) -> Result<(), SetupError> {
        Ok(())
    }

    /// The orders its decks were shuffled into, read back from the events
    /// of a game's beginning (what [`begin`](Expansion::begin) recorded).
    fn shuffled(&self, _beginning: &[Event], _shuffles: &mut Shuffles) {}

    /// Decides one of its own commands (one that [`Registered::owns`]).
    fn decide(&self, _decision: &mut Decision, _command: &Command) -> Result<(), GameError> {
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

    /// Whether these older rules decided this expansion's commands
    /// otherwise than the current ones (then a file of their time is
    /// checked by them, see `src/store/check.rs`).
    fn changed_since(&self, _rules: Rules) -> bool {
        false
    }

    /// What this expansion adds to a player's total, as parts of the
    /// summary (RULES F2); they must add up with the tallies to the total.
    fn parts(&self, _state: &State, _player: PlayerId) -> Vec<Part> {
        Vec::new()
    }

    /// The records this expansion keeps of a game for the stats across
    /// games, each a word of its own (`longest-message-chain`) and its
    /// value in this game; read from the events of the commands in
    /// effect, in order.
    fn records(&self, _events: &[&Event]) -> Vec<(&'static str, u32)> {
        Vec::new()
    }

    /// The expansion's part of the headless report: a key and its value.
    fn report(&self, _setup: &Setup, _state: &State) -> Option<(&'static str, Value)> {
        None
    }

    /// The notation's setup line for these options (defaults left out).
    fn setup_line(&self) -> String;

    /// What `viewer` may see of this expansion's part of the state, for
    /// [`Game::sight`](super::Game::sight): a type of its own, public
    /// parts only and a secret only where `secret::may_see` allows it.
    fn sight(&self, _state: &State, _viewer: Viewer) -> Option<Arc<dyn Seen>> {
        None
    }

    /// Whether players keep secret hands of this expansion's cards
    /// (RULES XP4): then each player may have a private page.
    fn keeps_hands(&self) -> bool {
        false
    }

    /// Spaces of the track this expansion marks, with a word for the mark
    /// (RULES SN2: the hat on 6, the tree on 24).
    fn marked_spaces(&self) -> &'static [(u32, &'static str)] {
        &[]
    }

    /// A comment the notation writes before this expansion's `shuffle`
    /// lines: what a reader of them learns (XP4: every hand).
    fn shuffle_note(&self) -> Option<&'static str> {
        None
    }

    /// Why a `shuffle` line for one of its decks has nothing to shuffle
    /// with these options (the table draws its own tiles), if it has not.
    fn unused_deck(&self, _deck: DeckId) -> Option<String> {
        None
    }

    /// After `given` took effect, a command the expansion asks the table
    /// to give next, with the commands before `given` (newest first) and
    /// what each caused: MSG5's End turn (or Another tile) that drew a
    /// message, finished once the message is settled.
    fn follow_up(
        &self,
        _state: &State,
        _given: &Command,
        _earlier: &mut dyn Iterator<Item = (&Command, &[Event])>,
    ) -> Option<Command> {
        None
    }
}

/// An expansion whether or not a game uses it: one static value per
/// expansion, listed in [`EXPANSIONS`](super::EXPANSIONS). What is needed
/// before a game has a setup (the notation's words, the decks), where its
/// options sit in a setup, and what it answers from the state alone.
pub(crate) trait Registered: Sync {
    /// Its options in this setup, if the game uses it.
    fn in_use<'s>(&self, setup: &'s Setup) -> Option<&'s dyn Expansion>;

    /// Whether `command` is one of its own.
    fn owns(&self, command: &Command) -> bool;

    /// Why its commands are refused, and its decks not shuffled, in a game
    /// without it (an expansion without commands or decks has no need).
    fn not_in_use(&self) -> Option<GameError> {
        None
    }

    /// Whether its commands settle what holds play, and so are taken
    /// while a hold stands (RULES MSG5, XP3, XP6).
    fn settles_holds(&self) -> bool {
        false
    }

    /// What it holds play for in this state, if anything: the turn cannot
    /// end and final scoring cannot begin while it stands.
    fn hold(&self, _state: &State) -> Option<Hold> {
        None
    }

    /// Its hold as the table's question for `viewer` (see
    /// [`Question`](super::question::Question)); `None` for another's
    /// hold, or one `viewer` is not shown.
    fn question(
        &self,
        _hold: &Hold,
        _state: &State,
        _viewer: Viewer,
    ) -> Option<super::question::Question> {
        None
    }

    /// The command answer `index` of its question on `hold` sends with its
    /// form filled in; `None` for another's hold.
    fn built(
        &self,
        _hold: &Hold,
        _index: usize,
        _filled: super::question::Filled<'_>,
    ) -> Option<Result<Command, GameError>> {
        None
    }

    /// What `player` may do now of their own accord ([`Offer`]).
    ///
    /// [`Offer`]: super::question::Offer
    fn offers(&self, _state: &State, _player: PlayerId) -> Vec<super::question::Offer> {
        Vec::new()
    }

    /// The command answer `index` of one of its offers sends with its form
    /// filled in; `None` for another's offer, or one it no longer knows.
    fn offered(
        &self,
        _state: &State,
        _offer: &super::question::Offer,
        _index: usize,
        _filled: super::question::Filled<'_>,
    ) -> Option<Result<Command, GameError>> {
        None
    }

    /// Every deck it may shuffle, whatever the options.
    fn decks(&self) -> &'static [DeckSpec] {
        &[]
    }

    /// The verb of its setup line (`christmas`).
    fn verb(&self) -> &'static str;

    /// Reads its setup line's options into `setup`; `off` takes it out.
    fn set_up(&self, options: &[&str], setup: &mut Setup) -> Result<(), String>;

    /// Reads a command line of its own; `None` if `verb` is not one of
    /// its verbs. The players it names are looked up in `names`.
    fn parse_command(
        &self,
        _verb: &str,
        _args: &[Word],
        _names: &mut Names,
    ) -> Option<Result<Command, String>> {
        None
    }

    /// One of its own commands as a notation line; `None` for another's.
    fn command_line(&self, _setup: &Setup, _command: &Command) -> Option<String> {
        None
    }

    /// The report's code of one of its prompts (`message-drawn`) and the
    /// players it names; `None` for another's.
    fn prompt_code(&self, _prompt: &Prompt) -> Option<(&'static str, Vec<PlayerId>)> {
        None
    }

    /// The report's codes of an extra turn it grants (`last-to-6`);
    /// `None` for another's reason.
    fn reason_codes(&self, _reason: &Reason) -> Option<Vec<String>> {
        None
    }
}

/// The expansions in use, in calling order.
pub(crate) fn in_use(setup: &Setup) -> impl Iterator<Item = &dyn Expansion> {
    EXPANSIONS.iter().filter_map(|e| e.in_use(setup))
}

/// The words of the expansions a setup uses (their setup lines' verbs:
/// `messages`), in calling order: how the stats and the exports name them.
pub fn used(setup: &Setup) -> Vec<&'static str> {
    EXPANSIONS
        .iter()
        .filter(|e| e.in_use(setup).is_some())
        .map(|e| e.verb())
        .collect()
}

/// The verbs of every expansion, in calling order.
pub fn every() -> Vec<&'static str> {
    EXPANSIONS.iter().map(|e| e.verb()).collect()
}

/// The records the expansions in use keep of a game (see
/// [`Expansion::records`]), in calling order.
pub fn records(setup: &Setup, events: &[&Event]) -> Vec<(&'static str, u32)> {
    in_use(setup).flat_map(|e| e.records(events)).collect()
}

/// The expansion whose command this is, if it is not the base game's.
fn owner(command: &Command) -> Option<&'static dyn Registered> {
    EXPANSIONS.iter().copied().find(|e| e.owns(command))
}

/// Whether `command` is taken while a hold stands: a command of an
/// expansion that settles holds (RULES MSG5).
pub(crate) fn settles_holds(command: &Command) -> bool {
    owner(command).is_some_and(|e| e.settles_holds())
}

/// Decides an expansion's own command, by that expansion; refused if the
/// game does not use it.
pub(crate) fn decide(decision: &mut Decision, command: &Command) -> Result<(), GameError> {
    let Some(owner) = owner(command) else {
        return Ok(());
    };
    match owner.in_use(decision.setup) {
        Some(expansion) => expansion.decide(decision, command),
        None => owner.not_in_use().map_or(Ok(()), Err),
    }
}

/// An expansion's command as a notation line (empty for a base command).
pub(crate) fn command_line(setup: &Setup, command: &Command) -> String {
    EXPANSIONS
        .iter()
        .find_map(|e| e.command_line(setup, command))
        .unwrap_or_default()
}

/// The decks the expansions in `setup` shuffle when the game begins.
pub fn decks(setup: &Setup) -> Vec<DeckSpec> {
    in_use(setup).flat_map(|e| e.decks()).collect()
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

    /// Whether an expansion in use asks single players to settle what
    /// holds play (a message, a card, the shield question): then each
    /// player's own page has something to answer.
    pub fn asks_players(&self) -> bool {
        super::EXPANSIONS
            .iter()
            .any(|e| e.in_use(self).is_some() && e.settles_holds())
    }

    /// Scoring figures per player: one in the base game (RULES T1), more
    /// if an expansion in use says so (RULES MSG1).
    pub fn figures_per_player(&self) -> usize {
        in_use(self).map(|e| e.figures()).max().unwrap_or(1).max(1)
    }

    /// Whether an expansion in use gives players secret hands (RULES XP4).
    pub fn keeps_hands(&self) -> bool {
        in_use(self).any(|e| e.keeps_hands())
    }

    /// The track's marked spaces of the expansions in use, with their
    /// words (RULES SN2).
    pub fn marked_spaces(&self) -> Vec<(u32, &'static str)> {
        in_use(self)
            .flat_map(|e| e.marked_spaces().iter().copied())
            .collect()
    }
}

/// Each expansion's part of what `viewer` may see of `state`, in calling
/// order (see [`Expansion::sight`]).
pub(crate) fn sights(setup: &Setup, state: &State, viewer: Viewer) -> Parts {
    Parts::new(
        in_use(setup)
            .filter_map(|e| e.sight(state, viewer))
            .collect(),
    )
}

/// What the expansions hold play for, asked in calling order. (Here
/// rather than in `state.rs`, so that the state does not depend on the
/// expansions' rules.)
impl State {
    /// What the table must settle before the turn may end or final scoring
    /// begin, if anything: the first expansion in calling order that holds
    /// it.
    pub fn hold(&self) -> Option<Hold> {
        EXPANSIONS.iter().find_map(|e| e.hold(self))
    }

    /// Prompts that stand: the last command's notices, then what the table
    /// must do next.
    pub fn prompts(&self) -> Vec<Prompt> {
        let mut prompts = self.notices.clone();
        if let Some(hold) = self.hold() {
            prompts.push(Prompt::Held(hold));
        }
        match self.phase {
            Phase::Playing if self.tiles_left == Some(0) => prompts.push(Prompt::LastTile),
            Phase::FinalScoring => prompts.push(Prompt::FinalScoring {
                last_tile: self.ended_by_last_tile,
            }),
            Phase::Playing | Phase::Ended => {}
        }
        prompts
    }
}

impl Shuffles {
    /// The orders a game's decks were shuffled into, read back from the
    /// events of its beginning by the expansions in use: replaying them
    /// gives the same beginning (the store's check of a file, the
    /// notation's `shuffle` lines).
    pub fn recorded(setup: &Setup, beginning: &[Event]) -> Shuffles {
        let mut shuffles = Shuffles::new();
        for expansion in in_use(setup) {
            expansion.shuffled(beginning, &mut shuffles);
        }
        shuffles
    }
}

impl DeckId {
    /// The deck some expansion calls `word`, with its size.
    pub fn parse(word: &str) -> Option<DeckSpec> {
        EXPANSIONS
            .iter()
            .flat_map(|e| e.decks())
            .find(|d| d.id.as_str() == word)
            .copied()
    }

    /// Every expansion's decks, in calling order, as `shuffle` lines name
    /// them.
    pub fn all() -> impl Iterator<Item = DeckId> {
        EXPANSIONS.iter().flat_map(|e| e.decks()).map(|d| d.id)
    }

    /// Why a game set up like this has nothing to shuffle into this deck,
    /// if it has not: its expansion is not in use, or the table draws its
    /// own tiles.
    pub fn unused(self, setup: &Setup) -> Option<String> {
        let owner = EXPANSIONS
            .iter()
            .find(|e| e.decks().iter().any(|d| d.id == self))?;
        match owner.in_use(setup) {
            None => owner.not_in_use().map(|e| e.to_string()),
            Some(expansion) => expansion.unused_deck(self),
        }
    }
}

/// A saved deck is one some expansion names.
impl<'de> Deserialize<'de> for DeckId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let word = String::deserialize(deserializer)?;
        DeckId::parse(&word).map(|d| d.id).ok_or_else(|| {
            let known: Vec<&str> = DeckId::all().map(DeckId::as_str).collect();
            serde::de::Error::custom(format!(
                "unknown deck `{word}`, expected one of {}",
                known.join(", ")
            ))
        })
    }
}

impl Rules {
    /// The rules to check a game set up like this by, if it was played by
    /// these older rules: these, if they differ for an expansion in use;
    /// otherwise the current ones, which decide such a game alike.
    pub fn for_setup(self, setup: &Setup) -> Rules {
        if in_use(setup).any(|e| e.changed_since(self)) {
            self
        } else {
            Rules::Current
        }
    }
}
