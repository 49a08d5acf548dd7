//! RULES MSG: The Messages, and SN7 where it meets Saint Nicholas.

use super::*;
use crate::engine::messages::{self, Carry, Draw, Messages, Resolution};
use crate::engine::*;

const ORDER: [u16; 8] = [3, 1, 4, 6, 8, 2, 7, 5];

fn msg_setup(players: usize, options: Messages) -> Setup {
    let mut s = setup(players);
    s.messages = Some(options);
    s
}

fn begin(setup: Setup) -> Game {
    let mut shuffles = Shuffles::new();
    shuffles.set(crate::engine::messages::DECK, ORDER.to_vec());
    Game::begin(setup, &shuffles).unwrap()
}

fn msg_game(players: usize) -> Game {
    begin(msg_setup(players, Messages::default()))
}

fn on(game: &mut Game, kind: Kind, points: u32, holders: &[(u8, Figure)]) {
    run(
        game,
        Command::Score(FeatureScoring {
            kind,
            scorings: holders
                .iter()
                .map(|&(p, figure)| Scoring {
                    player: PlayerId(p),
                    points,
                    figure,
                })
                .collect(),
        }),
    );
}

fn figures(game: &Game, player: usize) -> Vec<u32> {
    game.state().players[player].figures.clone()
}

fn state(game: &Game) -> &messages::State {
    game.state().messages.as_ref().unwrap()
}

fn pending(game: &Game) -> Option<(u8, Option<u8>)> {
    state(game).pending.map(|p| (p.player.0, p.number))
}

fn resolve(game: &mut Game, resolution: Resolution, figure: Figure) {
    run(
        game,
        Command::Messages(messages::Command::Resolve { resolution, figure }),
    );
}

fn take_two(game: &mut Game) {
    resolve(game, Resolution::TakeTwo, Figure::Meeple);
}

const MEEPLE: Figure = Figure::Meeple;
const MESSENGER: Figure = Figure::Messenger;

#[test]
fn msg1_two_figures_each_scoring_moves_one_and_the_score_is_the_sum() {
    let mut g = msg_game(2);
    on(&mut g, Kind::City, 8, &[(0, MEEPLE)]);
    on(&mut g, Kind::Road, 3, &[(0, MESSENGER)]);
    assert_eq!(figures(&g, 0), vec![8, 3]);
    assert_eq!(totals(&g), vec![11, 0]);
    assert_eq!(g.setup().figures_per_player(), 2);
}

#[test]
fn msg2_dark_spaces_are_every_fifth() {
    for total in [0, 5, 10, 45, 50, 55, 100] {
        assert!(messages::is_dark(total), "{total}");
    }
    for total in [1, 4, 6, 49, 51] {
        assert!(!messages::is_dark(total), "{total}");
    }
}

#[test]
fn msg3_a_dark_landing_of_the_active_player_draws_when_the_round_closes() {
    let mut g = msg_game(2);
    on(&mut g, Kind::City, 10, &[(0, MEEPLE)]);
    assert_eq!(pending(&g), None, "the round is still open");
    run(&mut g, Command::EndTurn);
    assert_eq!(pending(&g), Some((0, Some(3))));
    assert_eq!(
        active(&g),
        0,
        "the turn stays until the message is resolved"
    );
    assert!(g.state().notices.iter().any(|p| matches!(
        p,
        Prompt::MessageDrawn(messages::Drawn {
            space: 10,
            number: Some(3),
            ..
        })
    )));
}

#[test]
fn msg3_another_players_dark_landing_draws_nothing() {
    let mut g = msg_game(2);
    on(&mut g, Kind::Road, 5, &[(0, MESSENGER), (1, MEEPLE)]);
    // Anna's messenger on 5 draws; Bert's meeple on 5 does not add a draw.
    run(&mut g, Command::CloseRound);
    assert_eq!(pending(&g), Some((0, Some(3))));
    take_two(&mut g);
    run(&mut g, Command::EndTurn);
    let mut g = msg_game(2);
    on(&mut g, Kind::Road, 5, &[(0, MESSENGER), (1, MEEPLE)]);
    run(
        &mut g,
        Command::Correct {
            player: PlayerId(0),
            figure: MESSENGER,
            delta: 1,
        },
    );
    // The correction closed the round first (T3), so Anna drew anyway.
    assert_eq!(pending(&g), Some((0, Some(3))));

    let mut g = msg_game(2);
    on(&mut g, Kind::Road, 4, &[(0, MEEPLE), (1, MEEPLE)]);
    on(&mut g, Kind::City, 1, &[(1, MEEPLE)]);
    run(&mut g, Command::CloseRound);
    assert_eq!(pending(&g), None, "Bert is on 5 but it is Anna's turn");
}

#[test]
fn msg3_a_dark_figure_that_did_not_move_in_the_round_draws_nothing() {
    let mut g = msg_game(2);
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    run(&mut g, Command::CloseRound);
    take_two(&mut g); // messenger… no: 2 points on the meeple, now 7
    assert_eq!(figures(&g, 0), vec![7, 0]);
    run(
        &mut g,
        Command::Correct {
            player: PlayerId(0),
            figure: MEEPLE,
            delta: 3,
        },
    );
    on(&mut g, Kind::Road, 2, &[(0, MESSENGER)]);
    run(&mut g, Command::CloseRound);
    assert_eq!(figures(&g, 0), vec![10, 2]);
    assert_eq!(
        pending(&g),
        None,
        "the meeple on 10 did not move this round"
    );
    // A figure that gained 0 points did not move either (T2).
    on(&mut g, Kind::Road, 0, &[(0, MEEPLE)]);
    run(&mut g, Command::CloseRound);
    assert_eq!(pending(&g), None);
}

#[test]
fn msg3_both_figures_dark_in_one_round_draw_one_message() {
    let mut g = msg_game(2);
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    on(&mut g, Kind::Road, 10, &[(0, MESSENGER)]);
    run(&mut g, Command::CloseRound);
    assert_eq!(state(&g).drawn, vec![3]);
}

#[test]
fn msg3_a_lap_lands_on_0_which_is_dark() {
    let mut g = msg_game(2);
    run(
        &mut g,
        Command::Correct {
            player: PlayerId(0),
            figure: MEEPLE,
            delta: 45,
        },
    );
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    run(&mut g, Command::CloseRound);
    assert_eq!(pending(&g), Some((0, Some(3))));
}

#[test]
fn msg4_the_ninth_draw_is_the_first_message_again() {
    let mut g = msg_game(2);
    for draw in 0..9 {
        on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
        run(&mut g, Command::CloseRound);
        // Carried out for 1 point on the messenger, off the dark spaces;
        // message 4 (the third draw) gives a tile, not points (MSG6), so
        // its 2 points instead.
        let (resolution, points) = if draw == 2 {
            (Resolution::TakeTwo, 2)
        } else {
            (Resolution::CarryOut(Carry::Points { points: 1 }), 1)
        };
        resolve(&mut g, resolution, MESSENGER);
        run(
            &mut g,
            Command::Correct {
                player: PlayerId(0),
                figure: MESSENGER,
                delta: -points,
            },
        );
    }
    let drawn: Vec<u16> = state(&g).drawn.iter().map(|m| u16::from(*m)).collect();
    assert_eq!(drawn[..8], ORDER);
    assert_eq!(drawn[8], ORDER[0]);
    let mut stack: Vec<u16> = state(&g).stack.iter().map(|m| u16::from(*m)).collect();
    stack.sort_unstable();
    assert_eq!(stack, (1..=8).collect::<Vec<_>>(), "still a permutation");
}

#[test]
fn msg4_undo_of_a_draw_puts_the_message_back_on_top() {
    let mut g = msg_game(2);
    let before = state(&g).clone();
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    run(&mut g, Command::CloseRound);
    assert_eq!(state(&g).stack[7], 3);
    g.undo().unwrap();
    g.undo().unwrap();
    assert_eq!(state(&g), &before);
    g.redo().unwrap();
    g.redo().unwrap();
    assert_eq!(pending(&g), Some((0, Some(3))));
}

#[test]
fn msg4_the_shuffle_is_recorded_and_a_bad_one_refused() {
    let g = msg_game(2);
    assert_eq!(state(&g).stack, vec![3, 1, 4, 6, 8, 2, 7, 5]);
    let mut bad = Shuffles::new();
    bad.set(crate::engine::messages::DECK, vec![1, 2, 3]);
    assert!(matches!(
        Game::begin(msg_setup(2, Messages::default()), &bad),
        Err(SetupError::Deck(DeckError::BadShuffle { .. }))
    ));
    assert!(matches!(
        Game::new(msg_setup(2, Messages::default())),
        Err(SetupError::Deck(DeckError::NoShuffle(
            crate::engine::messages::DECK
        )))
    ));
}

#[test]
fn msg5_message_points_are_a_round_of_their_own_and_can_chain() {
    let mut g = msg_game(2);
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    run(&mut g, Command::EndTurn);
    assert_eq!(pending(&g), Some((0, Some(3))));
    // Message 3 (smallest cloister) with 4 tiles around: 5 points on the
    // messenger, which lands on 5: another message at once.
    resolve(
        &mut g,
        Resolution::CarryOut(Carry::Cloister { surrounding: 4 }),
        MESSENGER,
    );
    assert_eq!(figures(&g, 0), vec![5, 5]);
    assert_eq!(pending(&g), Some((0, Some(1))));
    assert_eq!(g.state().players[0].in_game[Kind::Message], 5);
    take_two(&mut g);
    assert_eq!(pending(&g), None);
    assert_eq!(active(&g), 0, "the table ends the turn again");
    run(&mut g, Command::EndTurn);
    assert_eq!(active(&g), 1);
}

#[test]
fn msg5_nothing_else_goes_on_while_a_message_waits() {
    let mut g = msg_game(2);
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    run(&mut g, Command::EndTurn);
    for command in [
        Command::EndTurn,
        Command::AnotherTile,
        Command::FinalScoring,
        Command::EndGame,
        Command::Score(FeatureScoring::single(Kind::Road, 2, PlayerId(1))),
    ] {
        assert!(matches!(
            refused(&mut g, command),
            GameError::Held(Hold::Messages(messages::Hold::Resolve { number: 3, .. }))
        ));
    }
    run(
        &mut g,
        Command::Correct {
            player: PlayerId(1),
            figure: MEEPLE,
            delta: 1,
        },
    );
    let mut fresh = msg_game(2);
    assert_eq!(
        refused(
            &mut fresh,
            Command::Messages(messages::Command::Resolve {
                resolution: Resolution::TakeTwo,
                figure: MEEPLE
            })
        ),
        GameError::Messages(messages::Error::NothingPending)
    );
}

#[test]
fn msg6_each_helper_computes_its_points() {
    let cases = [
        (Carry::Road { tiles: 4 }, 4),
        (
            Carry::City {
                tiles: 3,
                pennants: 1,
                complete: false,
            },
            4,
        ),
        (
            Carry::City {
                tiles: 3,
                pennants: 1,
                complete: true,
            },
            8,
        ),
        (Carry::Cloister { surrounding: 5 }, 6),
        (Carry::Cloister { surrounding: 8 }, 9),
        (Carry::AnotherTile, 0),
        (Carry::Pennants { pennants: 3 }, 6),
        (Carry::Knights { knights: 2 }, 4),
        (Carry::Farmers { farmers: 3 }, 6),
        (
            Carry::Feature {
                majority: true,
                points: 7,
            },
            7,
        ),
        (
            Carry::Feature {
                majority: false,
                points: 7,
            },
            0,
        ),
        (Carry::Road { tiles: 0 }, 0),
    ];
    for (carry, points) in cases {
        assert_eq!(carry.points(), Ok(points), "{carry:?}");
    }
    assert_eq!(
        Carry::City {
            tiles: 2,
            pennants: 3,
            complete: false
        }
        .points(),
        Err(messages::Error::PennantsOverTiles {
            tiles: 2,
            pennants: 3
        })
    );
    assert_eq!(
        Carry::Cloister { surrounding: 9 }.points(),
        Err(messages::Error::Surrounding(9))
    );
}

/// A game whose next draw is `number`.
fn drawing(number: u16, tiles: Option<u32>) -> Game {
    let mut s = msg_setup(2, Messages::default());
    s.tiles = tiles;
    let mut order: Vec<u16> = (1..=8).filter(|m| *m != number).collect();
    order.insert(0, number);
    let mut shuffles = Shuffles::new();
    shuffles.set(crate::engine::messages::DECK, order);
    let mut g = Game::begin(s, &shuffles).unwrap();
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    run(&mut g, Command::CloseRound);
    g
}

#[test]
fn msg6_every_message_is_carried_out_with_its_own_helper() {
    let helpers = [
        (1, Carry::Road { tiles: 3 }, 3),
        (
            2,
            Carry::City {
                tiles: 2,
                pennants: 1,
                complete: false,
            },
            3,
        ),
        (3, Carry::Cloister { surrounding: 2 }, 3),
        (5, Carry::Pennants { pennants: 1 }, 2),
        (6, Carry::Knights { knights: 1 }, 2),
        (7, Carry::Farmers { farmers: 2 }, 4),
        (
            8,
            Carry::Feature {
                majority: true,
                points: 4,
            },
            4,
        ),
    ];
    for (number, carry, points) in helpers {
        let mut g = drawing(number, None);
        assert_eq!(pending(&g), Some((0, Some(number as u8))));
        resolve(&mut g, Resolution::CarryOut(carry), MESSENGER);
        assert_eq!(figures(&g, 0), vec![5, points], "message {number}");
        // Another message's counts are refused.
        let mut g = drawing(number, None);
        let other = if number == 1 {
            Carry::Knights { knights: 1 }
        } else {
            Carry::Road { tiles: 1 }
        };
        assert!(matches!(
            refused(
                &mut g,
                Command::Messages(messages::Command::Resolve {
                    resolution: Resolution::CarryOut(other),
                    figure: MEEPLE
                })
            ),
            GameError::Messages(messages::Error::WrongHelper { .. })
        ));
    }
}

#[test]
fn msg6_message_4_is_another_tile_and_refused_with_no_tiles_left() {
    let mut g = drawing(4, Some(10));
    let left = g.state().tiles_left;
    resolve(&mut g, Resolution::CarryOut(Carry::AnotherTile), MEEPLE);
    assert_eq!(g.state().turn.tiles, 2, "a further tile in this turn (T5)");
    assert_eq!(g.state().tiles_left, left.map(|t| t - 1));

    // One tile in the pile: the start player drew it, so none are left.
    let mut g = drawing(4, Some(1));
    assert_eq!(g.state().tiles_left, Some(0));
    assert_eq!(
        refused(
            &mut g,
            Command::Messages(messages::Command::Resolve {
                resolution: Resolution::CarryOut(Carry::AnotherTile),
                figure: MEEPLE
            })
        ),
        GameError::Messages(messages::Error::NoTileForAnotherTile)
    );
    take_two(&mut g);
    assert_eq!(figures(&g, 0), vec![7, 0]);
}

#[test]
fn msg5_a_zero_point_message_moves_nothing_and_draws_nothing() {
    let mut g = drawing(8, None);
    resolve(
        &mut g,
        Resolution::CarryOut(Carry::Feature {
            majority: false,
            points: 0,
        }),
        MEEPLE,
    );
    assert_eq!(figures(&g, 0), vec![5, 0]);
    assert_eq!(pending(&g), None, "the meeple still on 5 did not move");
    assert_eq!(state(&g).drawn.len(), 1);
}

#[test]
fn msg7_zmg_alone_needs_the_dark_space_to_itself() {
    let zmg = Messages {
        zmg_alone: true,
        ..Messages::default()
    };
    let mut g = begin(msg_setup(2, zmg));
    run(
        &mut g,
        Command::Correct {
            player: PlayerId(1),
            figure: MESSENGER,
            delta: 10,
        },
    );
    on(&mut g, Kind::City, 10, &[(0, MEEPLE)]);
    run(&mut g, Command::CloseRound);
    assert_eq!(pending(&g), None, "Bert's messenger stands on 10 too");
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    run(&mut g, Command::CloseRound);
    assert_eq!(pending(&g), Some((0, Some(3))), "15 is Anna's alone");

    let mut plain = msg_game(2);
    run(
        &mut plain,
        Command::Correct {
            player: PlayerId(1),
            figure: MESSENGER,
            delta: 10,
        },
    );
    on(&mut plain, Kind::City, 10, &[(0, MEEPLE)]);
    run(&mut plain, Command::CloseRound);
    assert_eq!(
        pending(&plain),
        Some((0, Some(3))),
        "without the option it draws"
    );
}

#[test]
fn msg8_final_scoring_merges_the_figures_and_draws_nothing() {
    let mut g = msg_game(2);
    on(&mut g, Kind::City, 7, &[(0, MEEPLE)]);
    on(&mut g, Kind::Road, 6, &[(0, MESSENGER), (1, MESSENGER)]);
    run(&mut g, Command::FinalScoring);
    assert_eq!(figures(&g, 0), vec![13, 0]);
    assert_eq!(figures(&g, 1), vec![6, 0]);
    assert!(state(&g).merged);
    score(&mut g, Kind::Farm, 2, &[0]);
    assert_eq!(totals(&g), vec![15, 6]);
    assert_eq!(
        pending(&g),
        None,
        "15 is dark, but final scoring never draws"
    );
}

#[test]
fn msg8_after_the_merge_the_messenger_has_left_the_track() {
    let mut g = msg_game(2);
    on(&mut g, Kind::Road, 3, &[(0, MESSENGER)]);
    run(&mut g, Command::FinalScoring);
    let left = GameError::Messages(messages::Error::MessengerLeft);
    // Neither a final scoring nor a correction moves it any more.
    let before = g.clone();
    assert_eq!(
        refused(
            &mut g,
            Command::Score(FeatureScoring {
                kind: Kind::Farm,
                scorings: vec![Scoring {
                    player: PlayerId(0),
                    points: 5,
                    figure: MESSENGER,
                }],
            })
        ),
        left
    );
    assert_eq!(
        refused(
            &mut g,
            Command::Correct {
                player: PlayerId(0),
                figure: MESSENGER,
                delta: 4,
            }
        ),
        left
    );
    assert_eq!(
        left.to_string(),
        "the messengers left the track at final scoring"
    );
    assert_eq!(g, before, "refusals change nothing");
    // The meeple carries everything.
    on(&mut g, Kind::Farm, 5, &[(0, MEEPLE)]);
    assert_eq!(figures(&g, 0), vec![8, 0]);
    // Before the merge the messenger moves as ever.
    let mut g = msg_game(2);
    run(
        &mut g,
        Command::Correct {
            player: PlayerId(0),
            figure: MESSENGER,
            delta: 4,
        },
    );
    assert_eq!(figures(&g, 0), vec![0, 4]);
}

#[test]
fn msg8_the_report_shows_the_messenger_left() {
    let mut g = msg_game(2);
    on(&mut g, Kind::Road, 3, &[(0, MESSENGER)]);
    let figures = |g: &Game| {
        let report = serde_json::to_value(report::Report::new(g, |_, _| String::new())).unwrap();
        (
            report["players"][0]["figures"].clone(),
            report["messages"]["dark"]["Anna"].clone(),
        )
    };
    let (before, dark) = figures(&g);
    assert_eq!(before[1].get("left"), None, "absent before the merge");
    assert_eq!(
        dark,
        serde_json::json!({"meeple": true, "messenger": false})
    );
    run(&mut g, Command::FinalScoring);
    let (after, dark) = figures(&g);
    assert_eq!(after[0].get("left"), None);
    assert_eq!(
        after[1],
        serde_json::json!({"figure": "messenger", "total": 0, "space": 0, "lap": 0, "left": true})
    );
    assert_eq!(dark, serde_json::json!({"meeple": false}));
}

#[test]
fn t3_a_correction_onto_a_dark_space_draws_nothing() {
    let mut g = msg_game(2);
    run(
        &mut g,
        Command::Correct {
            player: PlayerId(0),
            figure: MEEPLE,
            delta: 5,
        },
    );
    run(&mut g, Command::EndTurn);
    assert_eq!(pending(&g), None);
    assert_eq!(active(&g), 1);
}

#[test]
fn msg4_physical_tiles_are_named_by_the_table() {
    let physical = Messages {
        draw: Draw::Physical,
        ..Messages::default()
    };
    let mut g = Game::new(msg_setup(2, physical)).unwrap();
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    run(&mut g, Command::EndTurn);
    assert_eq!(pending(&g), Some((0, None)));
    assert!(matches!(
        refused(
            &mut g,
            Command::Messages(messages::Command::Resolve {
                resolution: Resolution::TakeTwo,
                figure: MEEPLE
            })
        ),
        GameError::Messages(messages::Error::NotNamed)
    ));
    assert_eq!(
        refused(
            &mut g,
            Command::Messages(messages::Command::Name { number: 9 })
        ),
        GameError::Messages(messages::Error::NoSuchMessage(9))
    );
    run(
        &mut g,
        Command::Messages(messages::Command::Name { number: 6 }),
    );
    assert_eq!(pending(&g), Some((0, Some(6))));
    resolve(
        &mut g,
        Resolution::CarryOut(Carry::Knights { knights: 2 }),
        MESSENGER,
    );
    assert_eq!(state(&g).drawn, vec![6]);
    assert_eq!(figures(&g, 0), vec![5, 4]);
}

fn sn_msg_game(sn: SaintNicholas) -> Game {
    let mut s = msg_setup(2, Messages::default());
    s.saint_nicholas = Some(sn);
    begin(s)
}

fn correct(g: &mut Game, player: u8, figure: Figure, delta: i64) {
    run(
        g,
        Command::Correct {
            player: PlayerId(player),
            figure,
            delta,
        },
    );
}

#[test]
fn sn7_higher_lower_hat_on_the_higher_figure_tree_on_the_lower() {
    let mut g = sn_msg_game(SaintNicholas::default());
    correct(&mut g, 0, MEEPLE, 7);
    correct(&mut g, 1, MEEPLE, 3);
    correct(&mut g, 1, MESSENGER, 4);
    // Bert's higher figure reaches 6 and everyone's higher is at 6+.
    on(&mut g, Kind::Road, 2, &[(1, MESSENGER)]);
    assert_eq!(queued_players(&g), vec![1]);
    // The tree needs the lower figure at 24.
    let mut g = sn_msg_game(SaintNicholas::default());
    correct(&mut g, 0, MEEPLE, 30);
    on(&mut g, Kind::Road, 1, &[(0, MEEPLE)]);
    assert!(queued_players(&g).is_empty(), "Anna's messenger is on 0");
    on(&mut g, Kind::Road, 24, &[(0, MESSENGER)]);
    assert_eq!(queue(&g), vec![(0, vec!["first-to-24".to_owned()])]);
}

#[test]
fn sn7_sum_and_any() {
    let sum = SaintNicholas {
        messages_figures: FigureLevels::Sum,
        ..SaintNicholas::default()
    };
    let mut g = sn_msg_game(sum);
    correct(&mut g, 1, MEEPLE, 10);
    correct(&mut g, 0, MEEPLE, 12);
    on(&mut g, Kind::Road, 12, &[(0, MESSENGER)]);
    assert_eq!(queue(&g), vec![(0, vec!["first-to-24".to_owned()])]);

    let any = SaintNicholas {
        messages_figures: FigureLevels::Any,
        ..SaintNicholas::default()
    };
    let mut g = sn_msg_game(any);
    correct(&mut g, 1, MEEPLE, 10);
    on(&mut g, Kind::Road, 24, &[(0, MESSENGER)]);
    // The higher figure counts for both: Anna's messenger passes 6 (everyone
    // is at 6+ now) and 24 at once: one turn (SN4).
    assert_eq!(
        queue(&g),
        vec![(0, vec!["last-to-6".to_owned(), "first-to-24".to_owned()])]
    );
    let mut g = sn_msg_game(SaintNicholas::default());
    correct(&mut g, 1, MEEPLE, 10);
    on(&mut g, Kind::Road, 24, &[(0, MESSENGER)]);
    assert_eq!(
        queue(&g),
        vec![(0, vec!["last-to-6".to_owned()])],
        "by default the tree needs the lower figure, which is still on 0"
    );
}

#[test]
fn sn7_message_points_earn_turns_unless_feature_only() {
    for feature_only in [false, true] {
        let sn = SaintNicholas {
            feature_only,
            ..SaintNicholas::default()
        };
        let mut g = sn_msg_game(sn);
        correct(&mut g, 1, MEEPLE, 10);
        correct(&mut g, 0, MEEPLE, 3);
        on(&mut g, Kind::Road, 2, &[(0, MEEPLE)]);
        run(&mut g, Command::CloseRound);
        assert_eq!(pending(&g), Some((0, Some(3))));
        take_two(&mut g);
        assert_eq!(figures(&g, 0), vec![7, 0]);
        let expected: Vec<u8> = if feature_only { vec![] } else { vec![0] };
        assert_eq!(
            queued_players(&g),
            expected,
            "feature-only = {feature_only}"
        );
    }
}

/// MSG6: message 4 gives a further tile; its points are the 2 instead,
/// never points worked out at the table.
#[test]
fn msg6_message_4_is_never_carried_out_as_points() {
    let four_first = |tiles| {
        let mut s = msg_setup(2, Messages::default());
        s.tiles = Some(tiles);
        let mut shuffles = Shuffles::new();
        shuffles.set(crate::engine::messages::DECK, vec![4, 1, 2, 3, 5, 6, 7, 8]);
        Game::begin(s, &shuffles).unwrap()
    };
    let mut g = four_first(10);
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    run(&mut g, Command::CloseRound);
    let points = Command::Messages(messages::Command::Resolve {
        resolution: Resolution::CarryOut(Carry::Points { points: 3 }),
        figure: MEEPLE,
    });
    assert_eq!(
        refused(&mut g, points),
        GameError::Messages(messages::Error::PointsForAnotherTile)
    );
    assert_eq!(
        g.state().hold(),
        Some(Hold::Messages(messages::Hold::Resolve {
            player: PlayerId(0),
            number: 4
        }))
    );
    // T6: with no tile left the hold says it cannot be carried out.
    let mut g = four_first(1);
    on(&mut g, Kind::City, 5, &[(0, MEEPLE)]);
    run(&mut g, Command::CloseRound);
    assert_eq!(
        g.state().hold(),
        Some(Hold::Messages(messages::Hold::NoTileLeft {
            player: PlayerId(0)
        }))
    );
    resolve(&mut g, Resolution::TakeTwo, MEEPLE);
    assert_eq!(figures(&g, 0), vec![7, 0]);
}
