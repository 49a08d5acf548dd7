//! The end-of-game summary (RULES F2): places, every player's total broken
//! into parts that add up to it, the score over the game turn by turn, and
//! how long it took. Pure data, worked out from the game and the times the
//! game was open; `export` writes it as CSV, JSON and Markdown.

pub mod export;

pub use super::expansion::Part;

use chrono::{DateTime, TimeDelta, Utc};
use serde::Serialize;

use super::event::Event;
use super::expansion;
use super::game::Game;
pub use super::game::Span;
use super::player::{Colour, PlayerId};
use super::state::State;
use super::track::{Kind, Tally};

/// One player's line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    /// The seat.
    pub seat: PlayerId,
    /// Name.
    pub name: String,
    /// Meeple colour.
    pub colour: Colour,
    /// Place: equal totals share one, the next is skipped (1, 1, 3).
    pub place: usize,
    /// The total.
    pub total: u32,
    /// In-game points by kind.
    pub in_game: Tally,
    /// Final-scoring points by kind.
    pub final_scoring: Tally,
    /// Corrections, signed.
    pub corrections: i64,
    /// The expansions' parts, in calling order.
    pub parts: Vec<Part>,
}

impl Line {
    /// The parts added up: equals [`Line::total`] (RULES F2).
    pub fn sum_of_parts(&self) -> i64 {
        i64::from(self.in_game.sum())
            + i64::from(self.final_scoring.sum())
            + self.corrections
            + self.parts.iter().map(|p| p.points).sum::<i64>()
    }
}

/// Every player's score after a turn: a point of the chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Point {
    /// The turn that just ended (0: the start of the game).
    pub turn: u32,
    /// Whose turn it was.
    pub player: PlayerId,
    /// Whether it was an extra turn.
    pub extra: bool,
    /// Every player's total, by seat.
    pub totals: Vec<u32>,
}

/// How long each player's turns took.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TurnTimes {
    /// Turns played.
    pub turns: u32,
    /// Their average length, in whole seconds.
    pub average_secs: i64,
    /// The longest, in whole seconds.
    pub longest_secs: i64,
}

/// When the game was played and how long it took.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Times {
    /// When the game started.
    pub started: DateTime<Utc>,
    /// When the last command was given.
    pub last: DateTime<Utc>,
    /// Time played, in whole seconds: open and not paused.
    pub played_secs: i64,
    /// Per seat.
    pub turns: Vec<TurnTimes>,
}

/// The whole summary.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// Lines in place order (seating order between equal places).
    pub lines: Vec<Line>,
    /// The score over the game, turn by turn.
    pub timeline: Vec<Point>,
    /// When and how long.
    pub times: Times,
    /// Whether the totals are final.
    pub ended: bool,
}

/// Every player's line of the result (RULES F2), in place order (seating
/// order between equal places): what the summary and the `replay` report
/// share; it depends on the game only, never on the clock.
pub fn lines(game: &Game) -> Vec<Line> {
    let setup = game.setup();
    let state = game.state();
    let ranking = state.ranking();
    let place_of = |seat: PlayerId| {
        ranking
            .iter()
            .find(|(p, _)| *p == seat)
            .map_or(0, |(_, place)| *place)
    };
    let mut lines: Vec<Line> = setup
        .seats()
        .zip(&setup.players)
        .zip(&state.players)
        .map(|((seat, who), points)| Line {
            seat,
            name: who.name.clone(),
            colour: who.colour,
            place: place_of(seat),
            total: points.total(),
            in_game: points.in_game,
            final_scoring: points.final_scoring,
            corrections: points.corrections,
            parts: expansion::in_use(setup)
                .flat_map(|e| e.parts(state, seat))
                .collect(),
        })
        .collect();
    lines.sort_by_key(|l| (l.place, l.seat));
    lines
}

impl Summary {
    /// The summary of `game`, started at `started`, with the spans it was
    /// open; no spans means every moment counts (games saved before spans
    /// were kept).
    pub fn of(game: &Game, started: DateTime<Utc>, open: &[Span]) -> Summary {
        let state = game.state();
        let lines = lines(game);
        let (timeline, turns) = timeline(game, started, open);
        let last = game.log().last().map_or(started, |e| e.at);
        Summary {
            lines,
            timeline,
            times: Times {
                started,
                last,
                played_secs: counted(started, last, open).num_seconds(),
                turns,
            },
            ended: state.phase == super::state::Phase::Ended,
        }
    }

    /// The points of one kind for a line, in play and final scoring.
    pub fn kind_points(line: &Line, kind: Kind) -> u32 {
        line.in_game[kind].saturating_add(line.final_scoring[kind])
    }
}

/// The part of `from..to` that lies in the open spans; none if `to` is
/// not after `from` (a clock set back). Overlapping spans count once each,
/// and a sum too large for a [`TimeDelta`] stops at its largest value.
fn counted(from: DateTime<Utc>, to: DateTime<Utc>, open: &[Span]) -> TimeDelta {
    if to <= from {
        return TimeDelta::zero();
    }
    if open.is_empty() {
        return to - from;
    }
    add_up(open.iter().map(|span| {
        let start = span.from.max(from);
        let end = span.to.min(to);
        if end > start {
            end - start
        } else {
            TimeDelta::zero()
        }
    }))
}

/// The sum of durations, negative ones counting as none, stopping at the
/// largest [`TimeDelta`] instead of overflowing.
fn add_up(durations: impl IntoIterator<Item = TimeDelta>) -> TimeDelta {
    durations.into_iter().fold(TimeDelta::zero(), |sum, d| {
        sum.checked_add(&d.max(TimeDelta::zero()))
            .unwrap_or(TimeDelta::MAX)
    })
}

/// The chart's points and each seat's turn times, from one fold of the log.
fn timeline(game: &Game, started: DateTime<Utc>, open: &[Span]) -> (Vec<Point>, Vec<TurnTimes>) {
    let setup = game.setup();
    let mut state = State::new(setup);
    for event in game.beginning() {
        state.apply(event);
    }
    let seats = setup.players.len();
    let mut points = vec![Point {
        turn: 0,
        player: state.turn.player,
        extra: false,
        totals: state.totals(),
    }];
    let mut durations: Vec<Vec<TimeDelta>> = vec![Vec::new(); seats];
    let mut turn_began = started;
    for entry in game.log() {
        let turn = state.turn.clone();
        state.begin_entry();
        for event in &entry.events {
            state.apply(event);
        }
        let turn_over = entry.events.iter().any(|e| {
            matches!(
                e,
                Event::TurnStarted { .. } | Event::FinalScoringStarted { .. }
            )
        });
        if turn_over {
            points.push(Point {
                turn: turn.number,
                player: turn.player,
                extra: turn.extra.is_some(),
                totals: state.totals(),
            });
            if let Some(list) = durations.get_mut(turn.player.index()) {
                list.push(counted(turn_began, entry.at, open));
            }
            turn_began = entry.at;
        }
    }
    if points.last().map(|p| &p.totals) != Some(&state.totals()) {
        points.push(Point {
            turn: state.turn.number,
            player: state.turn.player,
            extra: state.turn.extra.is_some(),
            totals: state.totals(),
        });
    }
    let turns = durations
        .into_iter()
        .map(|list| {
            let count = u32::try_from(list.len()).unwrap_or(u32::MAX);
            let total = add_up(list.iter().copied());
            TurnTimes {
                turns: count,
                average_secs: if count == 0 {
                    0
                } else {
                    total.num_seconds() / i64::from(count)
                },
                longest_secs: list.iter().max().map_or(0, TimeDelta::num_seconds),
            }
        })
        .collect();
    (points, turns)
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;
    use crate::engine::tests::{game, run, score};
    use crate::engine::{Command, Kind};

    fn at(minute: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 6, 20, minute, 0).unwrap()
    }

    #[test]
    fn f2_places_are_shared_and_the_parts_add_up() {
        let mut g = game(3);
        score(&mut g, Kind::City, 8, &[0, 1]);
        run(
            &mut g,
            Command::Correct {
                player: PlayerId(2),
                figure: crate::engine::Figure::Meeple,
                delta: 3,
            },
        );
        run(&mut g, Command::FinalScoring);
        score(&mut g, Kind::Farm, 6, &[2]);
        run(&mut g, Command::EndGame);
        let summary = Summary::of(&g, at(0), &[]);
        let places: Vec<(String, usize, u32)> = summary
            .lines
            .iter()
            .map(|l| (l.name.clone(), l.place, l.total))
            .collect();
        assert_eq!(
            places,
            vec![
                ("Cleo".into(), 1, 9),
                ("Anna".into(), 2, 8),
                ("Bert".into(), 2, 8)
            ]
        );
        for line in &summary.lines {
            assert_eq!(line.sum_of_parts(), i64::from(line.total));
        }
        assert!(summary.ended);
    }

    #[test]
    fn f2_time_outside_the_open_spans_never_counts() {
        let mut g = game(2);
        g.execute(Command::EndTurn, at(10)).unwrap();
        g.execute(Command::EndTurn, at(50)).unwrap();
        // Open 20:00–20:20, then closed, then open again 20:45–20:50.
        let open = [
            Span {
                from: at(0),
                to: at(20),
            },
            Span {
                from: at(45),
                to: at(50),
            },
        ];
        let summary = Summary::of(&g, at(0), &open);
        assert_eq!(summary.times.played_secs, 25 * 60);
        let anna = &summary.times.turns[0];
        assert_eq!((anna.turns, anna.longest_secs), (1, 600));
        let bert = &summary.times.turns[1];
        assert_eq!((bert.turns, bert.longest_secs), (1, 15 * 60));
        let all = Summary::of(&g, at(0), &[]);
        assert_eq!(all.times.played_secs, 50 * 60);
    }

    #[test]
    fn f2_the_timeline_has_a_point_per_turn_with_extra_turns_marked() {
        let mut g = game(2);
        score(&mut g, Kind::Road, 3, &[0]);
        run(
            &mut g,
            Command::ExtraTurn {
                player: PlayerId(0),
            },
        );
        run(&mut g, Command::EndTurn);
        score(&mut g, Kind::City, 4, &[0]);
        run(&mut g, Command::EndTurn);
        let summary = Summary::of(&g, at(0), &[]);
        let points: Vec<(u32, bool, Vec<u32>)> = summary
            .timeline
            .iter()
            .map(|p| (p.turn, p.extra, p.totals.clone()))
            .collect();
        assert_eq!(
            points,
            vec![
                (0, false, vec![0, 0]),
                (1, false, vec![3, 0]),
                (2, true, vec![7, 0])
            ]
        );
    }
}
