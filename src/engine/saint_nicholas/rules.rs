//! Where the base rules call the Saint Nicholas board: after each feature
//! scoring (SN1 default) or when the round closes (SN1 `check = round`);
//! and the board in the registry: its setup line, its events' fold, the
//! report's codes of the turns it grants.

use std::collections::{BTreeMap, BTreeSet};

use super::{
    Check, Earned, Event, Goal, Levels, Order, Qualifier, Registration, SaintNicholas, Threshold,
};
use crate::engine::command::{Command, FeatureScoring};
use crate::engine::decision::Decision;
use crate::engine::event::Event as GameEvent;
use crate::engine::expansion::{Expansion, Registered};
use crate::engine::player::PlayerId;
use crate::engine::setup::Setup;
use crate::engine::state::{Fold, PlayerState, Round, State};
use crate::engine::turns::{QueuedTurn, Reason, Turn};

impl Registered for Registration {
    fn in_use<'s>(&self, setup: &'s Setup) -> Option<&'s dyn Expansion> {
        setup.saint_nicholas.as_ref().map(|e| e as &dyn Expansion)
    }

    fn owns(&self, _command: &Command) -> bool {
        // The board has no commands of its own: it is checked.
        false
    }

    fn verb(&self) -> &'static str {
        super::notation::VERB
    }

    fn set_up(&self, options: &[&str], setup: &mut Setup) -> Result<(), String> {
        setup.saint_nicholas = super::notation::parse(options)?;
        Ok(())
    }

    fn reason_codes(&self, reason: &Reason) -> Option<Vec<String>> {
        match reason {
            Reason::SaintNicholas(earned) => Some(earned.thresholds.iter().map(code).collect()),
            Reason::Manual => None,
        }
    }
}

/// Short code of a condition: `last-to-6`, `first-to-24`, `last-to-56`, …
pub fn code(threshold: &Threshold) -> String {
    match threshold.goal {
        Goal::LastTo => format!("last-to-{}", threshold.total),
        Goal::FirstTo => format!("first-to-{}", threshold.total),
    }
}

impl Fold for Event {
    fn fold(&self, state: &mut State) {
        if let Some(board) = &mut state.saint_nicholas {
            board.apply(self);
        }
    }
}

impl Expansion for SaintNicholas {
    fn setup_line(&self) -> String {
        super::notation::line(self)
    }

    fn feature_scored(
        &self,
        decision: &mut Decision,
        feature: &FeatureScoring,
        before: &[PlayerState],
    ) {
        // SN1: checked after each feature scoring, in the order entered.
        // SN6 `feature-only`: message and card points never trigger.
        if self.check == Check::Feature && (!self.feature_only || feature.kind.is_feature()) {
            let scorers = feature.scorings.iter().map(|s| s.player).collect();
            self.run_check(decision, before, &scorers);
        }
    }

    fn round_closing(&self, decision: &mut Decision, round: &Round) {
        // SN1 `check = round`: once, on the positions before and after the round.
        if self.check == Check::Round
            && (!self.feature_only || round.kinds.iter().all(|k| k.is_feature()))
        {
            self.run_check(decision, &round.before, &round.scorers);
        }
    }
}

impl SaintNicholas {
    /// Every player's level for a goal, from `before` to now.
    fn levels(&self, before: &[PlayerState], now: &[PlayerState], goal: Goal) -> Vec<Levels> {
        now.iter()
            .zip(before)
            .map(|(now, then)| Levels {
                before: self.level(&then.figures, goal),
                after: self.level(&now.figures, goal),
            })
            .collect()
    }

    /// Runs one check and queues the turns it grants (RULES SN1–SN5).
    fn run_check(
        &self,
        decision: &mut Decision,
        before: &[PlayerState],
        scorers: &BTreeSet<PlayerId>,
    ) {
        let Some(board) = &decision.state.saint_nicholas else {
            return;
        };
        let now = &decision.state.players;
        // SN7: each goal is judged on its own levels; merge per player.
        let mut by_player = BTreeMap::<PlayerId, Vec<_>>::new();
        for goal in [Goal::LastTo, Goal::FirstTo] {
            let levels = self.levels(before, now, goal);
            for q in self.check(&levels, scorers, &board.met) {
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
            decision.emit(GameEvent::SaintNicholas(Event::ConditionMet { threshold }));
        }
        let mut grants = Vec::new();
        for (player, thresholds) in by_player {
            if thresholds.is_empty() {
                continue;
            }
            let qualifier = Qualifier { player, thresholds };
            for thresholds in self.turns_for(&qualifier) {
                grants.push(QueuedTurn {
                    player,
                    reason: Reason::SaintNicholas(Earned { thresholds }),
                    earned_in: decision.state.turn.number,
                });
            }
        }
        // SN5: queued in playing order, so the prompts read in that order.
        let active = decision.state.turn.player;
        grants.sort_by_key(|turn| order_key(decision.setup, self.order, active, turn));
        for turn in grants {
            let index = insertion_index(
                decision.setup,
                self.order,
                &decision.state.queue,
                &decision.state.turn,
                &turn,
            );
            decision.emit(GameEvent::ExtraTurnQueued { index, turn });
        }
    }
}

/// Rank of a turn among those earned in the same turn (RULES SN5): seats
/// counted clockwise from the active player as `order` says; turns queued
/// by hand rank last.
fn order_key(setup: &Setup, order: Order, active: PlayerId, queued: &QueuedTurn) -> usize {
    if queued.reason == Reason::Manual {
        return usize::MAX;
    }
    let distance = setup.distance(active, queued.player);
    match order {
        // SN5 default: the active player's own turn comes last.
        Order::LeftFirst if distance == 0 => setup.players.len(),
        Order::LeftFirst | Order::ActiveFirst => distance,
    }
}

/// Where a turn earned now enters the queue (RULES SN5): after every turn
/// earned in an earlier turn, and among this turn's in seating order as
/// `order` gives, counted from the active player. Turns queued by hand go
/// last.
fn insertion_index(
    setup: &Setup,
    order: Order,
    queue: &[QueuedTurn],
    turn: &Turn,
    new: &QueuedTurn,
) -> usize {
    let key = |queued: &QueuedTurn| order_key(setup, order, turn.player, queued);
    // SN5: turns earned during an extra turn join the end of the queue.
    let this_turn = queue
        .iter()
        .rposition(|q| q.earned_in != turn.number)
        .map_or(0, |i| i + 1);
    let new_key = key(new);
    queue[this_turn..]
        .iter()
        .position(|q| key(q) > new_key)
        .map_or(queue.len(), |i| this_turn + i)
}
