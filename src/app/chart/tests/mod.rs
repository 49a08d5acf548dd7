//! The charts' tests: the series and the bars from a game (a test game
//! of every kind of scoring).

use super::*;
use crate::engine::PlayerId;

fn point(turn: u32, player: u8, extra: bool, totals: [u32; 2]) -> ScorePoint {
    ScorePoint {
        turn,
        player: PlayerId(player),
        extra,
        totals: totals.to_vec(),
    }
}

fn chart(points: Vec<ScorePoint>) -> ScoreChart {
    ScoreChart {
        points,
        colours: vec![Colour::Red, Colour::Blue],
        grow: 1.0,
    }
}

/// Issue 19, bug 8: the last turn's label sits on the last turn, the
/// final scoring has its own ("End"), and an extra turn still queued
/// when the final scoring began is not drawn on the final point.
#[test]
fn the_final_scoring_is_a_step_of_its_own() {
    let chart = chart(vec![
        point(0, 0, false, [0, 0]),
        point(1, 0, false, [4, 0]),
        point(2, 1, true, [4, 6]),
        point(3, 1, false, [4, 9]),
        // The final scoring, under the last turn's number, and with
        // the extra turn that was queued when it began.
        point(3, 0, true, [20, 12]),
    ]);
    let at = chart.positions();
    assert_eq!(at.len(), 5);
    assert!(at[3] < 0.95, "the last turn stands apart from the end");
    assert_eq!(at[4], 1.0);
    let ticks = chart.ticks();
    assert_eq!(
        ticks.iter().map(|t| t.label.as_str()).collect::<Vec<_>>(),
        ["1", "3", "End"]
    );
    assert_eq!(ticks[1].at, at[3], "the last turn's label is on its point");
    assert_eq!(chart.extra_turns(), vec![(2, 1)]);
}

#[test]
fn the_grid_steps_are_round() {
    assert_eq!(grid(10), (2, 10));
    assert_eq!(grid(9), (2, 10));
    assert_eq!(grid(63), (20, 80));
    assert_eq!(grid(120), (25, 125));
    assert_eq!(grid(0), (1, 1));
}

#[test]
fn a_game_without_final_points_ends_on_its_last_turn() {
    let chart = chart(vec![
        point(0, 0, false, [0, 0]),
        point(1, 0, false, [4, 0]),
        point(2, 1, true, [4, 6]),
    ]);
    assert_eq!(chart.positions(), vec![0.0, 0.5, 1.0]);
    let ticks = chart.ticks();
    assert_eq!(
        ticks.iter().map(|t| t.label.as_str()).collect::<Vec<_>>(),
        ["1", "2"]
    );
    assert_eq!(ticks[1].at, 1.0);
    assert_eq!(chart.extra_turns(), vec![(2, 1)]);
}

/// Issue 19, bug 4: the bars hold what the features scored; the rest
/// of a total is said beside them.
#[test]
fn the_bars_hold_the_features_only() {
    let game = crate::engine::notation::run(
        "player Anna red\nplayer Bert blue\ngold-mines\nbegin\ngold-tile\n\
         score city 8 Anna\ngold city 2 Anna\ncorrect Anna +3\nfinal-scoring\n\
         score farm 4 Anna\nend-game\n",
        chrono::Utc::now,
    )
    .unwrap();
    let summary = Summary::of(&game, chrono::Utc::now(), &[]);
    let anna = &summary.lines[0];
    assert_eq!(KindChart::bar_total(anna), 12);
    assert_eq!(anna.total, 12 + 3 + 2);
}
