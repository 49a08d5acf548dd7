//! Deciding a command: check it against the game, then work out the events
//! it causes. Events are applied to a scratch copy of the state as they are
//! made, so later rules see earlier effects, and a refusal leaves nothing.

use super::command::{Command, FeatureScoring};
use super::error::GameError;
use super::event::Event;
use super::saint_nicholas::{Check, Goal, SaintNicholas};
use super::setup::{PlayerId, Setup};
use super::state::{Phase, PlayerState, State};
use super::track::{Figure, MAX_POINTS};
use super::turns::{QueuedTurn, Reason, insertion_index, order_key};

/// Decides `command` on `state`: the events it causes and the state after
/// them, or why it is refused.
pub fn decide(
    setup: &Setup,
    state: &State,
    command: &Command,
) -> Result<(Vec<Event>, State), GameError> {
    let mut next = state.clone();
    next.begin_entry();
    let mut decision = Decision {
        setup,
        state: next,
        events: Vec::new(),
    };
    decision.run(command)?;
    Ok((decision.events, decision.state))
}

struct Decision<'a> {
    setup: &'a Setup,
    state: State,
    events: Vec<Event>,
}

impl Decision<'_> {
    fn emit(&mut self, event: Event) {
        self.state.apply(&event);
        self.events.push(event);
    }

    fn run(&mut self, command: &Command) -> Result<(), GameError> {
        if self.state.phase == Phase::Ended {
            return Err(GameError::GameOver);
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
            Command::AnotherTile => {
                self.playing()?;
                self.close_round();
                if self.state.tiles_left == Some(0) {
                    return Err(GameError::NoTilesLeft);
                }
                self.emit(Event::AnotherTile);
                if self.state.tiles_left.is_some() {
                    self.emit(Event::TilesDrawn { count: 1 });
                }
                Ok(())
            }
            Command::ExtraTurn { player } => {
                self.playing()?;
                self.known(*player)?;
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
                if *left > super::setup::MAX_TILES {
                    return Err(GameError::TileCount(*left));
                }
                self.emit(Event::TilesSet { left: *left });
                Ok(())
            }
            Command::FinalScoring => {
                self.playing()?;
                self.finish_turns(false);
                Ok(())
            }
            Command::EndGame => {
                if self.state.phase == Phase::Playing {
                    self.close_round();
                    self.lapse_queue();
                }
                self.emit(Event::GameEnded);
                Ok(())
            }
        }
    }

    /// Refuses turn commands once turns are over.
    fn playing(&self) -> Result<(), GameError> {
        match self.state.phase {
            Phase::Playing => Ok(()),
            Phase::FinalScoring => Err(GameError::FinalScoring),
            Phase::Ended => Err(GameError::GameOver),
        }
    }

    fn known(&self, player: PlayerId) -> Result<&PlayerState, GameError> {
        self.state
            .player(player)
            .ok_or(GameError::UnknownPlayer(player.0))
    }

    fn figure_total(&self, player: PlayerId, figure: Figure) -> Result<u32, GameError> {
        self.known(player)?
            .figures
            .get(figure.index())
            .copied()
            .ok_or_else(|| GameError::UnknownFigure {
                player: self.setup.name(player).to_owned(),
                figure: figure.index(),
            })
    }

    fn score(&mut self, feature: &FeatureScoring) -> Result<(), GameError> {
        if feature.scorings.is_empty() {
            return Err(GameError::NoPlayers);
        }
        for (i, scoring) in feature.scorings.iter().enumerate() {
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
        let scored = Event::Scored {
            kind: feature.kind,
            scorings: feature.scorings.clone(),
            final_scoring: self.state.phase == Phase::FinalScoring,
        };
        if self.state.phase == Phase::FinalScoring {
            // RULES F1, SN6: final scoring never triggers anything.
            self.emit(scored);
            return Ok(());
        }
        let own_round = feature.kind.is_own_round();
        if own_round {
            self.close_round();
        }
        if self.state.round.is_none() {
            self.emit(Event::RoundOpened);
        }
        let before = self.state.players.clone();
        self.emit(scored);
        if let Some(sn) = self.saint_nicholas(Check::Feature)
            && (!sn.feature_only || feature.kind.is_feature())
        {
            let scorers = feature.scorings.iter().map(|s| s.player).collect();
            self.check_saint_nicholas(sn, &before, &scorers);
        }
        if own_round {
            self.close_round();
        }
        Ok(())
    }

    /// The board's options, if it is in use and checked at `check`.
    fn saint_nicholas(&self, check: Check) -> Option<SaintNicholas> {
        self.setup.saint_nicholas.filter(|sn| sn.check == check)
    }

    /// Runs one Saint Nicholas check and queues the turns it grants
    /// (RULES SN1–SN5).
    fn check_saint_nicholas(
        &mut self,
        sn: SaintNicholas,
        before: &[PlayerState],
        scorers: &std::collections::BTreeSet<PlayerId>,
    ) {
        let hat = self.state.levels(before, Goal::LastTo);
        let tree = self.state.levels(before, Goal::FirstTo);
        // Each goal is judged on its own levels (RULES SN7); merge per player.
        let mut by_player = std::collections::BTreeMap::<PlayerId, Vec<_>>::new();
        for (goal, levels) in [(Goal::LastTo, hat), (Goal::FirstTo, tree)] {
            for q in sn.check(&levels, scorers, &self.state.met) {
                by_player
                    .entry(q.player)
                    .or_default()
                    .extend(q.thresholds.into_iter().filter(|t| t.goal == goal));
            }
        }
        let mut met: Vec<_> = by_player.values().flatten().copied().collect();
        met.sort();
        met.dedup();
        for threshold in met {
            self.emit(Event::ConditionMet { threshold });
        }
        let mut grants = Vec::new();
        for (player, thresholds) in by_player {
            if thresholds.is_empty() {
                continue;
            }
            let qualifier = super::saint_nicholas::Qualifier { player, thresholds };
            for thresholds in sn.turns_for(&qualifier) {
                grants.push(QueuedTurn {
                    player,
                    reason: Reason::SaintNicholas { thresholds },
                    earned_in: self.state.turn.number,
                });
            }
        }
        // Queued in SN5 order, so the prompts read in the order turns are taken.
        let active = self.state.turn.player;
        grants.sort_by_key(|turn| order_key(self.setup, sn.order, active, turn));
        for turn in grants {
            let index = insertion_index(
                self.setup,
                sn.order,
                &self.state.queue,
                &self.state.turn,
                &turn,
            );
            self.emit(Event::ExtraTurnQueued { index, turn });
        }
    }

    /// Closes the open round, if any, running the round's checks first.
    fn close_round(&mut self) {
        let Some(round) = self.state.round.clone() else {
            return;
        };
        if let Some(sn) = self.saint_nicholas(Check::Round)
            && (!sn.feature_only || round.kinds.iter().all(|k| k.is_feature()))
        {
            self.check_saint_nicholas(sn, &round.before, &round.scorers);
        }
        self.emit(Event::RoundClosed);
    }

    fn lapse_queue(&mut self) {
        if !self.state.queue.is_empty() {
            self.emit(Event::ExtraTurnsLapsed);
        }
    }

    /// Turns are over: queued extra turns lapse and final scoring begins
    /// (RULES T6).
    fn finish_turns(&mut self, last_tile: bool) {
        self.close_round();
        self.lapse_queue();
        self.emit(Event::FinalScoringStarted { last_tile });
    }

    fn end_turn(&mut self) -> Result<(), GameError> {
        self.playing()?;
        self.close_round();
        if self.state.tiles_left == Some(0) {
            self.finish_turns(true);
            return Ok(());
        }
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
        if self.state.tiles_left.is_some() {
            self.emit(Event::TilesDrawn { count: 1 });
        }
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
        if i64::from(total) + delta < 0 {
            return Err(GameError::NegativeTotal {
                player: self.setup.name(player).to_owned(),
                total,
                delta,
            });
        }
        // RULES T3: corrections stand outside rounds and never trigger.
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
