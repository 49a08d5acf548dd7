//! Random play across every expansion (Saint Nicholas, The Messages,
//! Christmas Present, Gold Mines; undo and redo included), checking after
//! every command: totals are the sum of what the log scored and corrected;
//! every conservation rule holds (8 messages in the stack, 32 cards per
//! deck, 16 gold pieces); and now and then
//! (every 8th step, and at the end) that save → load and export → replay
//! give the same game.

use meeple_companion::engine::{Game, christmas, gold, notation};
use meeple_companion::store::{SavedGame, from_json, to_json};
use proptest::prelude::*;

mod common;
use common::{Step, clock, fit, new_game, setup, steps, totals_from_the_log};

fn check_invariants(game: &Game) -> Result<(), TestCaseError> {
    let state = game.state();
    let totals: Vec<i64> = state.totals().into_iter().map(i64::from).collect();
    prop_assert_eq!(&totals, &totals_from_the_log(game), "totals");
    for (player, total) in state.players.iter().zip(state.totals()) {
        prop_assert_eq!(player.figures.iter().sum::<u32>(), total);
    }
    // MSG4: with virtual draws, every message is in the stack once.
    if let Some(messages) = &state.messages
        && !messages.stack.is_empty()
    {
        let mut stack = messages.stack.clone();
        stack.sort_unstable();
        prop_assert_eq!(stack, (1..=8).collect::<Vec<u8>>(), "messages");
    }
    // XP9: deck + hands + discard + in play + removed = 32, per deck.
    if let Some(cards) = &state.christmas {
        for deck in [christmas::CLOISTER, christmas::ROADSIDE] {
            prop_assert_eq!(cards.count(deck).iter().sum::<usize>(), 32, "{:?}", deck);
        }
    }
    // GM6: supply + board + players + removed = 16.
    if let Some(gold) = &state.gold {
        prop_assert_eq!(gold.count(), gold::PIECES, "gold: {:?}", gold);
    }
    Ok(())
}

fn check_round_trips(game: &Game) -> Result<(), TestCaseError> {
    let saved = SavedGame {
        id: "g".into(),
        created: clock(),
        game: game.clone(),
    };
    let loaded = from_json(&to_json(&saved));
    prop_assert!(loaded.is_ok(), "{:?}", loaded.err());
    prop_assert_eq!(&loaded.unwrap(), &saved, "save then load");
    let text = notation::export(game);
    let replayed = notation::run(&text, clock);
    prop_assert!(replayed.is_ok(), "{:?}\n{}", replayed.err(), text);
    prop_assert_eq!(&replayed.unwrap(), game, "export then replay");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_command_keeps_every_invariant(
        setup in setup().prop_map(|mut s| {
            // Every expansion in use, most of the time.
            if s.players.len() % 3 != 0 {
                s.saint_nicholas.get_or_insert_default();
                s.messages.get_or_insert_default();
                s.christmas.get_or_insert_default();
                s.gold.get_or_insert_default();
            }
            s
        }),
        steps in steps(),
    ) {
        let players = setup.players.len();
        let mut game = new_game(setup);
        check_invariants(&game)?;
        for (n, step) in steps.into_iter().enumerate() {
            let _ = match step {
                Step::Command(command) => game.execute(fit(command, players), clock()).map(|_| ()),
                Step::Undo => game.undo(),
                Step::Redo => game.redo(),
            };
            check_invariants(&game)?;
            if n % 8 == 0 {
                check_round_trips(&game)?;
            }
        }
        check_round_trips(&game)?;
    }
}
