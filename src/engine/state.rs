//! The game as it stands: a fold over the event log, and what it holds
//! play for.
//!
//! Holds: what the table must settle before play goes on. While one
//! stands, the turn cannot end and final scoring cannot begin; only
//! corrections and the commands that settle holds are taken. A hold may
//! wait on another player than the active one (a shield answer, RULES XP6).

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::event::Event;
use super::player::PlayerId;
pub use super::score::PlayerState;
use super::setup::Setup;
use super::track::{Figure, Kind};
use super::turns::{QueuedTurn, Reason, Turn};
use super::{christmas, gold, messages, saint_nicholas};

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Turns are being played.
    Playing,
    /// Turns are over; the final scoring is being entered (RULES F1).
    FinalScoring,
    /// Totals are final.
    Ended,
}

/// The scoring round being entered (RULES T4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// Every player's state when the round opened.
    pub before: Vec<PlayerState>,
    /// Players who scored in the round.
    pub scorers: BTreeSet<PlayerId>,
    /// Figures that moved in the round (gained more than 0, RULES T2).
    pub moved: BTreeSet<(PlayerId, Figure)>,
    /// Kinds scored in the round.
    pub kinds: BTreeSet<Kind>,
}

/// Something the table should be told after a command.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "prompt", rename_all = "kebab-case")]
pub enum Prompt {
    /// A player earned an extra turn (RULES SN8).
    ExtraTurn {
        /// Who.
        player: PlayerId,
        /// Why.
        reason: Reason,
    },
    /// Queued extra turns lapsed at the end of the game (RULES T6).
    ExtraTurnsLapsed {
        /// Whose turns lapsed, in queue order.
        players: Vec<PlayerId>,
    },
    /// The draw pile is empty: this is the last turn (RULES T6).
    LastTile,
    /// Turns are over: enter the final scoring, then end the game.
    FinalScoring {
        /// Whether the last tile ended the game.
        last_tile: bool,
    },
    /// The active player draws a message (RULES MSG3).
    MessageDrawn(messages::Drawn),
    /// Play waits until this is settled (RULES MSG5).
    #[serde(skip)]
    Held(Hold),
    /// About the gold (RULES GM1).
    #[serde(untagged)]
    Gold(gold::Prompt),
}

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
    pub fn player(&self) -> Option<PlayerId> {
        match self {
            Hold::Messages(hold) => Some(hold.player()),
            Hold::Christmas(hold) => Some(hold.player()),
        }
    }
}

/// Everything the table needs to know at this point of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Per seat.
    pub players: Vec<PlayerState>,
    /// The turn being played.
    pub turn: Turn,
    /// Extra turns waiting, next first (RULES T5).
    pub queue: Vec<QueuedTurn>,
    /// Tiles left in the draw pile, if counted (RULES T6).
    pub tiles_left: Option<u32>,
    /// Where the game is.
    pub phase: Phase,
    /// The open scoring round, if any.
    pub round: Option<Round>,
    /// Prompts raised by the last command.
    pub notices: Vec<Prompt>,
    /// Whether the last tile ended the game (for the final-scoring prompt).
    pub ended_by_last_tile: bool,
    /// The Saint Nicholas board's part, when it is in use.
    pub saint_nicholas: Option<saint_nicholas::State>,
    /// The Messages' part, when it is in use.
    pub messages: Option<messages::State>,
    /// Christmas Present's part, when it is in use.
    pub christmas: Option<christmas::State>,
    /// The gold's part, when Gold Mines is in use.
    pub gold: Option<gold::State>,
    /// The sample's part, in the tests.
    #[cfg(test)]
    pub sample: Option<super::sample::State>,
}

/// An expansion's events fold themselves into the state: its own part,
/// the players' totals they move, and the prompts they raise. Each
/// expansion implements it for its `Event` (in its `rules.rs`); events
/// were checked when they were made, so folding only records.
pub(crate) trait Fold {
    /// Folds this event into `state`.
    fn fold(&self, state: &mut State);
}

impl State {
    /// The state when the start player has drawn the first tile.
    pub fn new(setup: &Setup) -> Self {
        State {
            players: setup
                .players
                .iter()
                .map(|_| PlayerState::new(setup.figures_per_player()))
                .collect(),
            turn: Turn::first(setup.start_player),
            queue: Vec::new(),
            tiles_left: setup.tiles.map(|t| t.saturating_sub(1)),
            phase: Phase::Playing,
            round: None,
            notices: Vec::new(),
            ended_by_last_tile: false,
            saint_nicholas: setup
                .saint_nicholas
                .map(|_| saint_nicholas::State::default()),
            messages: setup.messages.map(|_| messages::State::default()),
            christmas: setup
                .christmas
                .map(|_| christmas::State::new(setup.players.len())),
            gold: setup.gold.map(|_| gold::State::new(setup.players.len())),
            #[cfg(test)]
            sample: setup.sample.map(|_| super::sample::State {
                tokens: vec![0; setup.players.len()],
            }),
        }
    }

    /// The player in this seat.
    pub fn player(&self, player: PlayerId) -> Option<&PlayerState> {
        self.players.get(player.index())
    }

    /// Every player's score.
    pub fn totals(&self) -> Vec<u32> {
        self.players.iter().map(PlayerState::total).collect()
    }

    /// Every seat with its place, best first; equal totals share a place,
    /// there is no tiebreaker (RULES F2).
    pub fn ranking(&self) -> Vec<(PlayerId, usize)> {
        let totals = self.totals();
        let mut seats: Vec<usize> = (0..totals.len()).collect();
        seats.sort_by(|a, b| totals[*b].cmp(&totals[*a]).then(a.cmp(b)));
        let mut ranking: Vec<(PlayerId, usize)> = Vec::with_capacity(seats.len());
        for (i, seat) in seats.iter().enumerate() {
            let place = match ranking.last() {
                Some((previous, place)) if totals[previous.index()] == totals[*seat] => *place,
                _ => i + 1,
            };
            ranking.push((PlayerId(u8::try_from(*seat).unwrap_or(u8::MAX)), place));
        }
        ranking
    }

    /// Starts a new log entry: the previous command's notices are done.
    pub fn begin_entry(&mut self) {
        self.notices.clear();
    }

    /// Folds one event into the state. Events were checked when they were
    /// made, so this only records; out-of-range indices are ignored.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::RoundOpened => {
                self.round = Some(Round {
                    before: self.players.clone(),
                    scorers: BTreeSet::new(),
                    moved: BTreeSet::new(),
                    kinds: BTreeSet::new(),
                });
            }
            Event::Scored {
                kind,
                scorings,
                final_scoring,
            } => {
                for scoring in scorings {
                    let Some(player) = self.players.get_mut(scoring.player.index()) else {
                        continue;
                    };
                    if let Some(total) = player.figures.get_mut(scoring.figure.index()) {
                        *total = total.saturating_add(scoring.points);
                    }
                    let tally = if *final_scoring {
                        &mut player.final_scoring
                    } else {
                        &mut player.in_game
                    };
                    tally.add(*kind, scoring.points);
                    if let Some(round) = &mut self.round {
                        round.scorers.insert(scoring.player);
                        round.kinds.insert(*kind);
                        if scoring.points > 0 {
                            round.moved.insert((scoring.player, scoring.figure));
                        }
                    }
                }
            }
            Event::RoundClosed => self.round = None,
            Event::ExtraTurnQueued { index, turn } => {
                self.queue
                    .insert((*index).min(self.queue.len()), turn.clone());
                self.notices.push(Prompt::ExtraTurn {
                    player: turn.player,
                    reason: turn.reason.clone(),
                });
            }
            Event::ExtraTurnCancelled { index } => {
                if *index < self.queue.len() {
                    self.queue.remove(*index);
                }
            }
            Event::Corrected {
                player,
                figure,
                delta,
            } => {
                if let Some(state) = self.players.get_mut(player.index()) {
                    if let Some(total) = state.figures.get_mut(figure.index()) {
                        *total = u32::try_from(i64::from(*total).saturating_add(*delta).max(0))
                            .unwrap_or(u32::MAX);
                    }
                    state.corrections = state.corrections.saturating_add(*delta);
                }
            }
            Event::TurnStarted { player, extra } => {
                let reason = if *extra && !self.queue.is_empty() {
                    Some(self.queue.remove(0).reason)
                } else {
                    None
                };
                let regular = if *extra { self.turn.regular } else { *player };
                self.turn = Turn {
                    number: self.turn.number.saturating_add(1),
                    player: *player,
                    regular,
                    extra: reason,
                    tiles: 1,
                };
            }
            Event::TilesDrawn { count } => {
                self.tiles_left = self.tiles_left.map(|t| t.saturating_sub(*count));
            }
            Event::AnotherTile => self.turn.tiles = self.turn.tiles.saturating_add(1),
            Event::TilesSet { left } => self.tiles_left = Some(*left),
            Event::ExtraTurnsLapsed => {
                let players = self.queue.drain(..).map(|q| q.player).collect();
                self.notices.push(Prompt::ExtraTurnsLapsed { players });
            }
            Event::FinalScoringStarted { last_tile } => {
                self.phase = Phase::FinalScoring;
                self.ended_by_last_tile = *last_tile;
                self.round = None;
            }
            Event::GameEnded => {
                self.phase = Phase::Ended;
                self.round = None;
            }
            // Each expansion folds its own events.
            Event::SaintNicholas(event) => event.fold(self),
            Event::Messages(event) => event.fold(self),
            Event::Christmas(event) => event.fold(self),
            Event::Gold(event) => event.fold(self),
            #[cfg(test)]
            Event::Sample(event) => event.fold(self),
        }
    }
}
