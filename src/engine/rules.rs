//! The base rules: check a command against the game, then work out the
//! events it causes. Expansions are called at the points named in
//! [`expansion`](super::expansion), never named here.

use super::command::GameError;
use super::command::{Command, FeatureScoring};
use super::decision::{Decision, Rules};
use super::deck::Shuffles;
use super::event::Event;
use super::expansion;
use super::player::PlayerId;
use super::setup::{MAX_TILES, Setup, SetupError};
use super::state::{Phase, PlayerState, State};
use super::track::{Figure, MAX_POINTS};
use super::turns::{QueuedTurn, Reason};

/// The events of the game's beginning: each expansion records its shuffles.
pub fn begin(setup: &Setup, shuffles: &Shuffles) -> Result<Vec<Event>, SetupError> {
    let mut decision = Decision::new(setup, State::new(setup));
    for expansion in expansion::in_use(setup) {
        expansion.begin(&mut decision, shuffles)?;
    }
    Ok(decision.events)
}

/// Decides `command` on `state`: the events it causes and the state after
/// them, or why it is refused.
pub fn decide(
    setup: &Setup,
    state: &State,
    command: &Command,
    rules: Rules,
) -> Result<(Vec<Event>, State), GameError> {
    let mut next = state.clone();
    next.begin_entry();
    let mut decision = Decision::new(setup, next);
    decision.rules = rules;
    decision.run(command)?;
    Ok((decision.events, decision.state))
}

impl Decision<'_> {
    fn run(&mut self, command: &Command) -> Result<(), GameError> {
        if self.state.phase == Phase::Ended {
            return Err(GameError::GameOver);
        }
        // While an expansion holds the turn, only corrections and the
        // commands that settle holds go on (RULES MSG5).
        if !matches!(command, Command::Correct { .. })
            && !expansion::settles_holds(command)
            && let Some(hold) = self.state.hold()
        {
            return Err(GameError::Held(hold));
        }
        match command {
            Command::Score(feature) => self.score(feature),
            Command::CloseRound => {
                self.playing()?;
                if self.state.round.is_none() {
                    return Err(GameError::NoOpenRound);
                }
                self.close_round();
                Ok(())
            }
            Command::Correct {
                player,
                figure,
                delta,
            } => self.correct(*player, *figure, *delta),
            Command::EndTurn => self.end_turn(),
            Command::AnotherTile => self.another_tile(),
            Command::ExtraTurn { player } => {
                self.playing()?;
                self.known(*player)?;
                // T5: a turn queued by hand goes to the end of the queue.
                let turn = QueuedTurn {
                    player: *player,
                    reason: Reason::Manual,
                    earned_in: self.state.turn.number,
                };
                let index = self.state.queue.len();
                self.emit(Event::ExtraTurnQueued { index, turn });
                Ok(())
            }
            Command::CancelExtraTurn { index } => {
                self.playing()?;
                if *index >= self.state.queue.len() {
                    return Err(GameError::NoQueuedTurn(*index));
                }
                self.emit(Event::ExtraTurnCancelled { index: *index });
                Ok(())
            }
            Command::SetTiles { left } => {
                self.playing()?;
                if self.state.tiles_left.is_none() {
                    return Err(GameError::NoTileCounter);
                }
                if *left > MAX_TILES {
                    return Err(GameError::TileCount(*left));
                }
                self.emit(Event::TilesSet { left: *left });
                Ok(())
            }
            Command::FinalScoring => {
                self.playing()?;
                self.finish_turns(false)
            }
            Command::EndGame => {
                if self.state.phase == Phase::Playing {
                    self.finish_turns(false)?;
                }
                let in_use: Vec<_> = expansion::in_use(self.setup).collect();
                for expansion in in_use {
                    expansion.game_ending(self);
                }
                self.emit(Event::GameEnded);
                Ok(())
            }
            // An expansion's own command, decided by it.
            command => expansion::decide(self, command),
        }
    }

    /// Refuses turn commands once turns are over.
    pub(crate) fn playing(&self) -> Result<(), GameError> {
        match self.state.phase {
            Phase::Playing => Ok(()),
            Phase::FinalScoring => Err(GameError::FinalScoring),
            Phase::Ended => Err(GameError::GameOver),
        }
    }

    pub(crate) fn known(&self, player: PlayerId) -> Result<&PlayerState, GameError> {
        self.state
            .player(player)
            .ok_or(GameError::UnknownPlayer(player.0))
    }

    fn figure_total(&self, player: PlayerId, figure: Figure) -> Result<u32, GameError> {
        let total = self
            .known(player)?
            .figures
            .get(figure.index())
            .copied()
            .ok_or_else(|| GameError::UnknownFigure {
                player: self.setup.name(player).to_owned(),
                figure: figure.index(),
            })?;
        // MSG8: a figure that left the track moves no more.
        if self.current() {
            for expansion in expansion::in_use(self.setup) {
                expansion.may_move(&self.state, figure)?;
            }
        }
        Ok(total)
    }

    /// Checks a feature scoring without recording it.
    pub(crate) fn check_scoring(&self, feature: &FeatureScoring) -> Result<(), GameError> {
        if feature.scorings.is_empty() {
            return Err(GameError::NoPlayers);
        }
        for (i, scoring) in feature.scorings.iter().enumerate() {
            // T2: at most 999 points in one entry.
            if scoring.points > MAX_POINTS {
                return Err(GameError::PointsOutOfRange(i64::from(scoring.points)));
            }
            self.figure_total(scoring.player, scoring.figure)?;
            if feature.scorings[..i]
                .iter()
                .any(|s| s.player == scoring.player)
            {
                return Err(GameError::DuplicatePlayer(
                    self.setup.name(scoring.player).to_owned(),
                ));
            }
        }
        Ok(())
    }

    fn score(&mut self, feature: &FeatureScoring) -> Result<(), GameError> {
        self.check_scoring(feature)?;
        if self.state.phase == Phase::FinalScoring {
            // F1: an expansion may say that step 3 is over (XP7).
            for expansion in expansion::in_use(self.setup) {
                expansion.final_feature(self)?;
            }
            // F1: final scoring never triggers anything.
            self.emit(Event::Scored {
                kind: feature.kind,
                scorings: feature.scorings.clone(),
                final_scoring: true,
            });
            return Ok(());
        }
        if feature.kind.is_own_round() {
            // T4: the points of a message or card are a round of their own,
            // so the open round closes first; if that draws a message, the
            // table settles it before these points are entered.
            self.close_round();
            if self.state.hold().is_some() {
                return Err(GameError::CloseRoundFirst);
            }
            self.score_own_round(feature);
        } else {
            self.score_in_round(feature);
        }
        Ok(())
    }

    /// Records a checked feature scoring in the open round (opening one if
    /// none is), then lets the expansions look at it.
    pub(crate) fn score_in_round(&mut self, feature: &FeatureScoring) {
        // T4: feature scorings of one tile belong to one round.
        if self.state.round.is_none() {
            self.emit(Event::RoundOpened);
        }
        let before = self.state.players.clone();
        self.emit(Event::Scored {
            kind: feature.kind,
            scorings: feature.scorings.clone(),
            final_scoring: false,
        });
        let in_use: Vec<_> = expansion::in_use(self.setup).collect();
        for expansion in in_use {
            expansion.feature_scored(self, feature, &before);
        }
    }

    /// Records a checked scoring as a round of its own: the points of a
    /// message or of a card (RULES T4).
    pub(crate) fn score_own_round(&mut self, feature: &FeatureScoring) {
        self.close_round();
        self.score_in_round(feature);
        self.close_round();
    }

    /// Closes the open round, if any, letting the expansions look at it
    /// first (RULES T4).
    pub(crate) fn close_round(&mut self) {
        let Some(round) = self.state.round.clone() else {
            return;
        };
        let in_use: Vec<_> = expansion::in_use(self.setup).collect();
        for expansion in in_use {
            expansion.round_closing(self, &round);
        }
        self.emit(Event::RoundClosed);
    }

    /// Closes the round; `Ok(true)` if an expansion now holds the turn, so
    /// the command that closed the round stops there.
    fn close_round_and_hold(&mut self) -> bool {
        self.close_round();
        self.state.hold().is_some()
    }

    fn another_tile(&mut self) -> Result<(), GameError> {
        self.playing()?;
        if self.close_round_and_hold() {
            return Ok(());
        }
        self.place_further_tile()
    }

    /// A further tile in this turn (RULES T5), drawn from the pile (T6).
    pub(crate) fn place_further_tile(&mut self) -> Result<(), GameError> {
        if self.state.tiles_left == Some(0) {
            return Err(GameError::NoTilesLeft);
        }
        self.emit(Event::AnotherTile);
        self.draw_tile();
        Ok(())
    }

    /// One tile drawn and placed (RULES T6), and the expansions told.
    fn draw_tile(&mut self) {
        if self.state.tiles_left.is_some() {
            self.emit(Event::TilesDrawn { count: 1 });
        }
        let in_use: Vec<_> = expansion::in_use(self.setup).collect();
        for expansion in in_use {
            expansion.tile_placed(self);
        }
    }

    fn lapse_queue(&mut self) {
        // T6: queued extra turns lapse when the game ends.
        if !self.state.queue.is_empty() {
            self.emit(Event::ExtraTurnsLapsed);
        }
    }

    /// Turns are over: queued extra turns lapse and final scoring begins
    /// (RULES T6, F1). Refused while an expansion holds the turn.
    fn finish_turns(&mut self, last_tile: bool) -> Result<(), GameError> {
        self.close_round();
        if let Some(hold) = self.state.hold() {
            return Err(GameError::Held(hold));
        }
        self.lapse_queue();
        self.emit(Event::FinalScoringStarted { last_tile });
        let in_use: Vec<_> = expansion::in_use(self.setup).collect();
        for expansion in in_use {
            expansion.final_scoring(self);
        }
        Ok(())
    }

    fn end_turn(&mut self) -> Result<(), GameError> {
        self.playing()?;
        if self.close_round_and_hold() {
            return Ok(());
        }
        // XP4: an expansion may refuse to let the turn end.
        let in_use: Vec<_> = expansion::in_use(self.setup).collect();
        for expansion in in_use {
            expansion.turn_ending(self)?;
        }
        // T6: the turn that placed the last tile ends the game.
        if self.state.tiles_left == Some(0) {
            return self.finish_turns(true);
        }
        // T5: queued extra turns first, then the player after the regular one.
        let event = match self.state.queue.first() {
            Some(queued) => Event::TurnStarted {
                player: queued.player,
                extra: true,
            },
            None => Event::TurnStarted {
                player: self.setup.next_seat(self.state.turn.regular),
                extra: false,
            },
        };
        self.emit(event);
        self.draw_tile();
        Ok(())
    }

    fn correct(&mut self, player: PlayerId, figure: Figure, delta: i64) -> Result<(), GameError> {
        let total = self.figure_total(player, figure)?;
        if delta == 0 {
            return Err(GameError::ZeroCorrection);
        }
        if delta.unsigned_abs() > u64::from(MAX_POINTS) {
            return Err(GameError::PointsOutOfRange(delta));
        }
        // T3: a correction may not make a total negative.
        if i64::from(total) + delta < 0 {
            return Err(GameError::NegativeTotal {
                player: self.setup.name(player).to_owned(),
                total,
                delta,
            });
        }
        // T3: a correction first closes the round and never triggers.
        if self.state.phase == Phase::Playing {
            self.close_round();
        }
        self.emit(Event::Corrected {
            player,
            figure,
            delta,
        });
        Ok(())
    }
}
