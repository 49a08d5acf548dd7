//! Invariants of the engine over random games (proptest).

use meeple_companion::engine::{DeckId, Event, Game};
use proptest::prelude::*;

mod common;
use common::{Step, clock, fit, new_game, play, setup, steps};

/// Every player's total is what the log scored for them plus what it
/// corrected (RULES T1, T2, T3).
fn totals_from_the_log(game: &Game) -> Vec<i64> {
    let mut totals = vec![0i64; game.setup().players.len()];
    for event in game.log().iter().flat_map(|entry| &entry.events) {
        match event {
            Event::Scored { scorings, .. } => {
                for scoring in scorings {
                    totals[scoring.player.index()] += i64::from(scoring.points);
                }
            }
            Event::Corrected { player, delta, .. } => totals[player.index()] += delta,
            _ => {}
        }
    }
    totals
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn totals_are_the_sum_of_scorings_and_corrections(setup in setup(), steps in steps()) {
        let game = play(setup, steps);
        let totals: Vec<i64> = game.state().totals().into_iter().map(i64::from).collect();
        prop_assert_eq!(totals, totals_from_the_log(&game));
    }

    #[test]
    fn undo_then_redo_restores_the_same_game(
        setup in setup(),
        steps in steps(),
        back in 1usize..40,
    ) {
        let game = play(setup, steps);
        let mut changed = game.clone();
        let back = back.min(game.log().len());
        for _ in 0..back {
            changed.undo().unwrap();
        }
        prop_assert_eq!(changed.log().len(), game.log().len() - back);
        for _ in 0..back {
            changed.redo().unwrap();
        }
        prop_assert_eq!(changed, game);
    }

    #[test]
    fn the_state_is_the_fold_of_the_log(setup in setup(), steps in steps()) {
        let game = play(setup, steps);
        prop_assert_eq!(game.state(), &game.state_after(game.log().len()));
    }

    #[test]
    fn a_refused_command_changes_nothing(setup in setup(), steps in steps()) {
        let players = setup.players.len();
        let mut game = new_game(setup);
        for step in steps {
            let Step::Command(command) = step else { continue };
            let before = game.clone();
            if game.execute(fit(command, players), clock()).is_err() {
                prop_assert_eq!(&game, &before);
            }
        }
    }

    /// RULES XP9: deck + hands + discard + in play + removed (+ the card
    /// being used) = 32 per deck after every command, undo and redo.
    #[test]
    fn xp9_every_card_is_somewhere_after_every_step(setup in setup(), steps in steps()) {
        let players = setup.players.len();
        let mut game = new_game(setup);
        for step in steps {
            let _ = match step {
                Step::Command(command) => game.execute(fit(command, players), clock()).map(|_| ()),
                Step::Undo => game.undo(),
                Step::Redo => game.redo(),
            };
            if let Some(cards) = &game.state().christmas {
                for deck in [DeckId::Cloister, DeckId::Roadside] {
                    prop_assert_eq!(cards.count(deck).iter().sum::<usize>(), 32);
                }
            }
        }
    }
}
