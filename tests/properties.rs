//! Invariants of the engine over random games (proptest).

use meeple_companion::engine::{Event, Game, christmas};
use proptest::prelude::*;

mod common;
use common::{Step, clock, fit, new_game, play, setup, steps, totals_from_the_log};

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
                for deck in [christmas::CLOISTER, christmas::ROADSIDE] {
                    prop_assert_eq!(cards.count(deck).iter().sum::<usize>(), 32);
                }
            }
        }
    }
}

/// The draws a log should hold by RULES MSG3 and MSG7, worked out from the
/// events alone: at each round's close in play, the active player's figures
/// that moved in the round and stand on a dark space (alone there, with
/// `zmg-alone`).
fn draws_expected(game: &Game) -> usize {
    use meeple_companion::engine::{State, messages};
    let zmg = game.setup().messages.is_some_and(|m| m.zmg_alone);
    let mut state = State::new(game.setup());
    for event in game.beginning() {
        state.apply(event);
    }
    let mut expected = 0;
    for entry in game.log() {
        state.begin_entry();
        for event in &entry.events {
            if matches!(event, Event::RoundClosed)
                && let Some(round) = &state.round
                && state.phase == meeple_companion::engine::Phase::Playing
            {
                let active = state.turn.player;
                let space_of = |p: usize, f: usize| state.players[p].figures[f] % 50;
                let draws = round.moved.iter().any(|&(player, figure)| {
                    let at = space_of(player.index(), figure.index());
                    player == active
                        && messages::is_dark(at)
                        && (!zmg
                            || (0..state.players.len())
                                .filter(|p| *p != active.index())
                                .all(|p| (0..2).all(|f| space_of(p, f) != at)))
                });
                expected += usize::from(draws);
            }
            state.apply(event);
        }
    }
    expected
}

fn draws_made(game: &Game) -> usize {
    use meeple_companion::engine::messages;
    game.log()
        .iter()
        .flat_map(|entry| &entry.events)
        .filter(|e| matches!(e, Event::Messages(messages::Event::MessageDrawn { .. })))
        .count()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// RULES MSG3, MSG4: one draw per round closed with a dark landing of
    /// the active player's moved figure, and the stack always holds each of
    /// the 8 messages once.
    #[test]
    fn msg3_draws_follow_dark_landings_and_the_stack_stays_whole(
        setup in setup().prop_map(|mut s| {
            s.messages.get_or_insert_default();
            s
        }),
        steps in steps(),
    ) {
        let players = setup.players.len();
        let mut game = new_game(setup);
        for step in steps {
            let _ = match step {
                Step::Command(command) => game.execute(fit(command, players), clock()).map(|_| ()),
                Step::Undo => game.undo(),
                Step::Redo => game.redo(),
            };
            let stack = &game.state().messages.as_ref().unwrap().stack;
            if !stack.is_empty() {
                let mut sorted = stack.clone();
                sorted.sort_unstable();
                prop_assert_eq!(sorted, (1..=8).collect::<Vec<u8>>());
            }
            prop_assert_eq!(draws_made(&game), draws_expected(&game));
        }
    }
}
