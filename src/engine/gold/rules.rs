//! Where the base rules call Gold Mines, how its commands are decided,
//! its events' fold, and the expansion in the registry.
//!
//! Gold commands never close the scoring round, never move a figure during
//! play and never trigger Saint Nicholas or a message (RULES GM2): they
//! emit gold events only. The gold is scored when the game ends (RULES
//! GM5, last in F1's order), so that gold can still be awarded for the
//! last tile's features after the last *End turn*.

use std::collections::BTreeSet;

use serde::Serialize;
use serde_json::Value;

use super::{
    Command, Error, Event, GoldMines, PER_TILE, Pool, Prompt, Registration, handout, worth,
};
use crate::engine::command::Command as GameCommand;
use crate::engine::command::GameError;
use crate::engine::decision::Decision;
use crate::engine::event::Event as GameEvent;
use crate::engine::expansion::{Expansion, Part, Registered};
use crate::engine::notation::lex::{Names, Word};
use crate::engine::player::PlayerId;
use crate::engine::setup::Setup;
use crate::engine::state::{Fold, Phase, Prompt as GamePrompt, State};
use crate::engine::track::Kind;

impl Registered for Registration {
    fn in_use<'s>(&self, setup: &'s Setup) -> Option<&'s dyn Expansion> {
        setup.gold.as_ref().map(|e| e as &dyn Expansion)
    }

    fn owns(&self, command: &GameCommand) -> bool {
        matches!(command, GameCommand::Gold(_))
    }

    fn not_in_use(&self) -> Option<GameError> {
        Some(Error::NotInUse.into())
    }

    fn verb(&self) -> &'static str {
        super::notation::VERB
    }

    fn set_up(&self, options: &[&str], setup: &mut Setup) -> Result<(), String> {
        setup.gold = super::notation::parse(options)?;
        Ok(())
    }

    fn parse_command(
        &self,
        verb: &str,
        args: &[Word],
        names: &mut Names,
    ) -> Option<Result<GameCommand, String>> {
        super::notation::parse_command(verb, args, names).map(|r| r.map(GameCommand::Gold))
    }

    fn command_line(&self, setup: &Setup, command: &GameCommand) -> Option<String> {
        match command {
            GameCommand::Gold(command) => Some(super::notation::command_line(setup, command)),
            _ => None,
        }
    }

    fn prompt_code(&self, prompt: &GamePrompt) -> Option<(&'static str, Vec<PlayerId>)> {
        match prompt {
            GamePrompt::Gold(Prompt::SupplyShort { .. }) => Some(("gold-supply-short", Vec::new())),
            _ => None,
        }
    }
}

impl Fold for Event {
    fn fold(&self, state: &mut State) {
        if let Some(gold) = &mut state.gold
            && let Some(prompt) = gold.fold(self, &mut state.players)
        {
            state.notices.push(GamePrompt::Gold(prompt));
        }
    }
}

impl Expansion for GoldMines {
    fn tiles(&self) -> u32 {
        super::TILES
    }

    fn decide(&self, decision: &mut Decision, command: &GameCommand) -> Result<(), GameError> {
        match command {
            GameCommand::Gold(command) => decide(decision, command),
            _ => Ok(()),
        }
    }

    fn setup_line(&self) -> String {
        super::notation::line(self)
    }

    fn game_ending(&self, decision: &mut Decision) {
        score(decision);
    }

    fn parts(&self, state: &State, player: PlayerId) -> Vec<Part> {
        let Some(gold) = state.gold.as_ref() else {
            return Vec::new();
        };
        let pieces = gold.pieces(player);
        // GM5: the points count once scored at the end; until then the
        // pieces show with nothing added.
        let points = gold
            .points
            .as_ref()
            .map_or(0, |points| points.get(player.index()).copied().unwrap_or(0));
        vec![Part {
            part: "gold",
            points: i64::from(points),
            count: Some(pieces),
            each: Some(super::per_piece(pieces)),
        }]
    }

    fn report(&self, setup: &Setup, state: &State) -> Option<(&'static str, Value)> {
        let gold = state.gold.as_ref()?;
        let name = |p: PlayerId| setup.name(p).to_owned();
        let report = Report {
            supply: gold.supply,
            board: gold.board,
            removed: gold.removed,
            players: setup
                .seats()
                .map(|p| PlayerReport {
                    name: name(p),
                    pieces: gold.pieces(p),
                    worth: worth(gold.pieces(p)),
                    points: gold
                        .points
                        .as_ref()
                        .map(|points| points.get(p.index()).copied().unwrap_or(0)),
                })
                .collect(),
            last_award: gold.last_award.iter().map(|p| name(*p)).collect(),
            scored: gold.scored(),
        };
        Some(("gold", serde_json::to_value(report).ok()?))
    }
}

/// The gold's part of the `replay` report.
#[derive(Serialize)]
struct Report {
    supply: u32,
    board: u32,
    removed: u32,
    players: Vec<PlayerReport>,
    last_award: Vec<String>,
    scored: bool,
}

/// One player's gold in the report.
#[derive(Serialize)]
struct PlayerReport {
    name: String,
    pieces: u32,
    /// What the pieces are worth now (RULES GM5).
    worth: u32,
    /// The gold points scored at the end, once scored.
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<u32>,
}

/// GM5: the board's gold is removed and each player's pieces are scored
/// by the table, once.
fn score(decision: &mut Decision) {
    let Some(gold) = &decision.state.gold else {
        return;
    };
    if gold.scored() {
        return;
    }
    let board = gold.board;
    let held: Vec<_> = decision
        .setup
        .seats()
        .map(|p| (p, gold.pieces(p)))
        .collect();
    decision.emit(GameEvent::Gold(Event::GoldRemoved { pieces: board }));
    for (player, pieces) in held {
        if pieces > 0 {
            decision.emit(GameEvent::Gold(Event::GoldScored {
                player,
                pieces,
                points: worth(pieces),
            }));
        }
    }
}

/// Decides a Gold Mines command.
fn decide(decision: &mut Decision, command: &Command) -> Result<(), GameError> {
    let Some(gold) = &decision.state.gold else {
        return Err(Error::NotInUse.into());
    };
    if decision.state.phase == Phase::Ended {
        return Err(GameError::GameOver);
    }
    if gold.scored() {
        return Err(Error::Scored.into());
    }
    let board = gold.board;
    let supply = gold.supply;
    match command {
        Command::GoldTile => {
            // A gold tile is a tile of a turn: not after turns are over.
            decision.playing()?;
            // GM1: 2 pieces, fewer if the supply is short.
            let pieces = PER_TILE.min(supply);
            decision.emit(GameEvent::Gold(Event::GoldPlaced { pieces }));
            Ok(())
        }
        Command::Award { kind, pools } => {
            check_pools(decision, *kind, pools, board)?;
            let order = handout(
                decision.setup.players.len(),
                decision.state.turn.player,
                pools,
            );
            decision.emit(GameEvent::Gold(Event::GoldAwarded { handout: order }));
            Ok(())
        }
        Command::Give { player, pieces } => {
            decision.known(*player)?;
            if *pieces == 0 {
                return Err(Error::NothingToGive.into());
            }
            if *pieces > board {
                return Err(Error::NotOnBoard {
                    board,
                    asked: *pieces,
                }
                .into());
            }
            let order = vec![*player; *pieces as usize];
            decision.emit(GameEvent::Gold(Event::GoldAwarded { handout: order }));
            Ok(())
        }
    }
}

/// GM3, GM3b, GM4: an award's kind and pools.
fn check_pools(
    decision: &Decision,
    kind: Kind,
    pools: &[Pool],
    board: u32,
) -> Result<(), GameError> {
    match kind {
        Kind::Road | Kind::City | Kind::Cloister => {}
        // GM4: farmers never receive gold.
        Kind::Farm => return Err(Error::Farm.into()),
        // GM3b: message or card points of an unfinished feature give no gold.
        other => return Err(Error::NotCompleted(other).into()),
    }
    if pools.is_empty() {
        return Err(Error::NoPieces.into());
    }
    let mut asked: u32 = 0;
    for pool in pools {
        if pool.pieces == 0 {
            return Err(Error::NoPieces.into());
        }
        if pool.claimants.is_empty() {
            return Err(Error::NoClaimants.into());
        }
        let mut seen = BTreeSet::new();
        for claimant in &pool.claimants {
            decision.known(*claimant)?;
            if !seen.insert(*claimant) {
                return Err(
                    Error::DuplicateClaimant(decision.setup.name(*claimant).to_owned()).into(),
                );
            }
        }
        asked = asked.saturating_add(pool.pieces);
    }
    if asked > board {
        return Err(Error::NotOnBoard { board, asked }.into());
    }
    Ok(())
}
