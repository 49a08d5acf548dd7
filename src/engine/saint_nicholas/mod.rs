//! The Saint Nicholas scoring board: the last to reach 6 and the first to
//! reach 24 earn an extra turn (RULES SN).
//!
//! This module holds the board's options, its part of the state, its
//! events and its checks; [`rules`] is where the base rules call it.

pub mod notation;
pub(crate) mod rules;

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::player::PlayerId;
use super::track::TRACK_SPACES;

/// The board in the registry of expansions (see [`rules`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Registration;

/// Space with the Santa hat: the last to reach it earns a turn (RULES SN1).
pub const HAT_SPACE: u32 = 6;
/// Space with the Christmas tree: the first to reach it earns a turn
/// (RULES SN2).
pub const TREE_SPACE: u32 = 24;

/// When the board is checked (RULES SN1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Check {
    /// After each feature scoring, in the order entered.
    #[default]
    Feature,
    /// Once when the round closes, on the positions before and after it.
    Round,
}

/// Extra turns for meeting both conditions in one check (RULES SN4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Both {
    /// One extra turn.
    #[default]
    One,
    /// One per condition met.
    Two,
}

/// A player's level on the board when they have two figures (RULES SN7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FigureLevels {
    /// The higher figure for the hat, the lower for the tree.
    #[default]
    HigherLower,
    /// Both figures added together, for both goals.
    Sum,
    /// The higher figure, for both goals.
    Any,
}

/// Order of extra turns earned in the same turn (RULES SN5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Order {
    /// Clockwise from the active player's left, the active player last.
    #[default]
    LeftFirst,
    /// The active player first, then clockwise from their left.
    ActiveFirst,
}

/// The table's options for the Saint Nicholas board (RULES SN1–SN6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case")]
pub struct SaintNicholas {
    /// SN1 `check`.
    pub check: Check,
    /// SN3 `every-lap`: 56, 74, 106, 124, … count too.
    pub every_lap: bool,
    /// SN4 `both-conditions`.
    pub both_conditions: Both,
    /// SN5 `order`.
    pub order: Order,
    /// SN6 `feature-only`: message and card points never trigger.
    pub feature_only: bool,
    /// SN7 `messages-figures`: how two figures make one level.
    pub messages_figures: FigureLevels,
}

/// What the board remembers during a game: the conditions met (RULES SN3).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Conditions met so far; each is met at most once a game.
    pub met: BTreeSet<Threshold>,
}

/// What happened on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A condition was met and cannot be met again (RULES SN3).
    ConditionMet {
        /// The condition.
        threshold: Threshold,
    },
}

impl State {
    /// Folds one of the board's events.
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::ConditionMet { threshold } => {
                self.met.insert(*threshold);
            }
        }
    }
}

/// Why the board granted an extra turn: the conditions met in one check
/// (RULES SN8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Earned {
    /// The conditions met, hat before tree.
    pub thresholds: Vec<Threshold>,
}

/// Which of the two conditions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// The last player to reach the hat (RULES SN1).
    LastTo,
    /// The first player to reach the tree (RULES SN2).
    FirstTo,
}

/// One condition on the board: a goal at a total (6 or 24, or a later
/// lap's 56, 74, … with `every-lap`). Each is met at most once a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Threshold {
    /// Last to, or first to.
    pub goal: Goal,
    /// The total to reach.
    pub total: u32,
}

/// A player's level on the board, before and after a check: their score,
/// or with two figures what [`FigureLevels`] makes of them (RULES SN7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Levels {
    /// Before the check.
    pub before: u32,
    /// After the check.
    pub after: u32,
}

/// A player who met conditions in a check, and which.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Qualifier {
    /// The player.
    pub player: PlayerId,
    /// The conditions met, hat before tree.
    pub thresholds: Vec<Threshold>,
}

impl SaintNicholas {
    /// A player's level for `goal`, from the totals of their figures. With
    /// one figure it is its total; with two, RULES SN7 decides.
    pub fn level(&self, figures: &[u32], goal: Goal) -> u32 {
        let higher = figures.iter().copied().max().unwrap_or(0);
        let lower = figures.iter().copied().min().unwrap_or(0);
        // SN7: the higher figure for the hat, the lower for the tree (default).
        match (self.messages_figures, goal) {
            (FigureLevels::HigherLower, Goal::LastTo) | (FigureLevels::Any, _) => higher,
            (FigureLevels::HigherLower, Goal::FirstTo) => lower,
            (FigureLevels::Sum, _) => figures.iter().sum(),
        }
    }

    /// The totals at which `goal` is judged between `from` (exclusive) and
    /// `to` (inclusive): only the first lap's, unless `every-lap`.
    fn thresholds(&self, goal: Goal, from: u32, to: u32) -> Vec<Threshold> {
        let base = match goal {
            Goal::LastTo => HAT_SPACE,
            Goal::FirstTo => TREE_SPACE,
        };
        // SN3 `every-lap`: 50k + 6 and 50k + 24 for each lap k count too.
        let laps = if self.every_lap { to / TRACK_SPACES } else { 0 };
        (0..=laps)
            .map(|lap| lap * TRACK_SPACES + base)
            .filter(|total| from < *total && *total <= to)
            .map(|total| Threshold { goal, total })
            .collect()
    }

    /// Who among `scorers` qualifies in one check (RULES SN1–SN3), given
    /// every player's levels (indexed by seat) and the conditions already
    /// met this game.
    pub fn check(
        &self,
        levels: &[Levels],
        scorers: &BTreeSet<PlayerId>,
        met: &BTreeSet<Threshold>,
    ) -> Vec<Qualifier> {
        let mut qualifiers = Vec::new();
        for &player in scorers {
            let Some(own) = levels.get(player.index()) else {
                continue;
            };
            let mut thresholds = Vec::new();
            for goal in [Goal::LastTo, Goal::FirstTo] {
                for threshold in self.thresholds(goal, own.before, own.after) {
                    // SN3: each condition is met once per game.
                    if met.contains(&threshold) {
                        continue;
                    }
                    let qualifies = match goal {
                        // SN1: nobody is below it afterwards.
                        Goal::LastTo => levels.iter().all(|l| l.after >= threshold.total),
                        // SN2: nobody was on or beyond it before.
                        Goal::FirstTo => levels.iter().all(|l| l.before < threshold.total),
                    };
                    if qualifies {
                        thresholds.push(threshold);
                    }
                }
            }
            if !thresholds.is_empty() {
                qualifiers.push(Qualifier { player, thresholds });
            }
        }
        qualifiers
    }

    /// The extra turns one qualifier earns: one, or one per condition with
    /// `both-conditions = two` (RULES SN4). Each entry lists its reasons.
    pub fn turns_for(&self, qualifier: &Qualifier) -> Vec<Vec<Threshold>> {
        // SN4: one turn for both conditions, or one each.
        match self.both_conditions {
            Both::One => vec![qualifier.thresholds.clone()],
            Both::Two => qualifier.thresholds.iter().map(|t| vec![*t]).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn levels(pairs: &[(u32, u32)]) -> Vec<Levels> {
        pairs
            .iter()
            .map(|&(before, after)| Levels { before, after })
            .collect()
    }

    fn seats(ids: &[u8]) -> BTreeSet<PlayerId> {
        ids.iter().map(|i| PlayerId(*i)).collect()
    }

    const LAST6: Threshold = Threshold {
        goal: Goal::LastTo,
        total: 6,
    };
    const FIRST24: Threshold = Threshold {
        goal: Goal::FirstTo,
        total: 24,
    };

    #[test]
    fn sn1_last_to_six_needs_everyone_at_six_after() {
        let sn = SaintNicholas::default();
        let none = BTreeSet::new();
        let q = sn.check(&levels(&[(3, 6), (7, 7)]), &seats(&[0]), &none);
        assert_eq!(
            q,
            vec![Qualifier {
                player: PlayerId(0),
                thresholds: vec![LAST6]
            }]
        );
        let q = sn.check(&levels(&[(3, 6), (2, 2)]), &seats(&[0]), &none);
        assert!(q.is_empty(), "someone is still below 6");
    }

    #[test]
    fn sn2_first_to_24_needs_nobody_there_before() {
        let sn = SaintNicholas::default();
        let none = BTreeSet::new();
        let q = sn.check(&levels(&[(20, 24), (23, 23)]), &seats(&[0]), &none);
        assert_eq!(q[0].thresholds, vec![FIRST24]);
        let q = sn.check(&levels(&[(20, 24), (25, 25)]), &seats(&[0]), &none);
        assert!(q.is_empty());
    }

    #[test]
    fn sn3_a_met_condition_is_not_met_again() {
        let sn = SaintNicholas::default();
        let met = BTreeSet::from([FIRST24]);
        let q = sn.check(&levels(&[(20, 24), (10, 10)]), &seats(&[0]), &met);
        assert!(q.is_empty());
    }

    #[test]
    fn sn3_every_lap_adds_later_laps() {
        let lap = SaintNicholas {
            every_lap: true,
            ..SaintNicholas::default()
        };
        let none = BTreeSet::new();
        let q = lap.check(&levels(&[(50, 56), (60, 60)]), &seats(&[0]), &none);
        assert_eq!(
            q[0].thresholds,
            vec![Threshold {
                goal: Goal::LastTo,
                total: 56
            }]
        );
        let plain = SaintNicholas::default();
        assert!(
            plain
                .check(&levels(&[(50, 56), (60, 60)]), &seats(&[0]), &none)
                .is_empty()
        );
    }

    #[test]
    fn sn4_both_conditions_one_or_two_turns() {
        let q = Qualifier {
            player: PlayerId(1),
            thresholds: vec![LAST6, FIRST24],
        };
        let one = SaintNicholas::default();
        assert_eq!(one.turns_for(&q), vec![vec![LAST6, FIRST24]]);
        let two = SaintNicholas {
            both_conditions: Both::Two,
            ..SaintNicholas::default()
        };
        assert_eq!(two.turns_for(&q), vec![vec![LAST6], vec![FIRST24]]);
    }
}
