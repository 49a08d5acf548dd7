//! Rule tests, each naming the RULES.md id it checks.

use chrono::{DateTime, TimeZone, Utc};

use super::*;

const NAMES: [&str; 6] = ["Anna", "Bert", "Cleo", "Dirk", "Eva", "Finn"];

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap()
}

fn setup(players: usize) -> Setup {
    Setup::new(
        NAMES[..players]
            .iter()
            .zip(Colour::ALL)
            .map(|(n, c)| PlayerSetup::new(*n, c))
            .collect(),
    )
}

fn game(players: usize) -> Game {
    Game::new(setup(players)).unwrap()
}

fn sn_game(players: usize, sn: SaintNicholas) -> Game {
    let mut setup = setup(players);
    setup.saint_nicholas = Some(sn);
    Game::new(setup).unwrap()
}

fn run(game: &mut Game, command: Command) {
    if let Err(e) = game.execute(command.clone(), at()) {
        panic!("{command:?} refused: {e}");
    }
}

fn score(game: &mut Game, kind: Kind, points: u32, players: &[u8]) {
    let players: Vec<_> = players.iter().map(|p| PlayerId(*p)).collect();
    run(
        game,
        Command::Score(FeatureScoring::shared(kind, points, &players)),
    );
}

/// Puts players on totals without triggering anything (RULES T3).
fn place(game: &mut Game, totals: &[u32]) {
    for (seat, total) in totals.iter().enumerate() {
        let seat = PlayerId(u8::try_from(seat).unwrap());
        let now = i64::from(game.state().players[seat.index()].total());
        let delta = i64::from(*total) - now;
        if delta != 0 {
            run(
                game,
                Command::Correct {
                    player: seat,
                    figure: Figure::Meeple,
                    delta,
                },
            );
        }
    }
}

fn totals(game: &Game) -> Vec<u32> {
    game.state().totals()
}

/// The queue as (seat, reason codes).
fn queue(game: &Game) -> Vec<(u8, Vec<String>)> {
    game.state()
        .queue
        .iter()
        .map(|q| (q.player.0, report::reason_codes(&q.reason)))
        .collect()
}

fn queued_players(game: &Game) -> Vec<u8> {
    game.state().queue.iter().map(|q| q.player.0).collect()
}

fn active(game: &Game) -> u8 {
    game.state().turn.player.0
}

fn refused(game: &mut Game, command: Command) -> GameError {
    let before = game.clone();
    let error = game.execute(command, at()).unwrap_err();
    assert_eq!(*game, before, "a refused command changed the game");
    error
}

// ---- T: base game ----

#[test]
fn t2_a_feature_scoring_adds_points_to_every_holder() {
    let mut g = game(3);
    score(&mut g, Kind::Road, 4, &[0, 2]);
    score(&mut g, Kind::City, 8, &[0]);
    assert_eq!(totals(&g), vec![12, 0, 4]);
    assert_eq!(g.state().players[0].in_game[Kind::City.index()], 8);
}

#[test]
fn t2_points_must_be_0_to_999() {
    let mut g = game(2);
    score(&mut g, Kind::Other, 0, &[0]);
    score(&mut g, Kind::Other, 999, &[0]);
    assert_eq!(
        refused(
            &mut g,
            Command::Score(FeatureScoring::single(Kind::City, 1000, PlayerId(1)))
        ),
        GameError::PointsOutOfRange(1000)
    );
}

#[test]
fn t2_bad_holders_are_refused() {
    let mut g = game(2);
    assert_eq!(
        refused(
            &mut g,
            Command::Score(FeatureScoring::single(Kind::City, 3, PlayerId(2)))
        ),
        GameError::UnknownPlayer(2)
    );
    assert_eq!(
        refused(
            &mut g,
            Command::Score(FeatureScoring::shared(Kind::City, 3, &[]))
        ),
        GameError::NoPlayers
    );
    assert_eq!(
        refused(
            &mut g,
            Command::Score(FeatureScoring::shared(
                Kind::City,
                3,
                &[PlayerId(1), PlayerId(1)]
            ))
        ),
        GameError::DuplicatePlayer("Bert".into())
    );
    let messenger = FeatureScoring {
        kind: Kind::City,
        scorings: vec![Scoring {
            player: PlayerId(0),
            points: 3,
            figure: Figure::Messenger,
        }],
    };
    assert!(matches!(
        refused(&mut g, Command::Score(messenger)),
        GameError::UnknownFigure { .. }
    ));
}

#[test]
fn t3_corrections_change_totals_but_never_below_zero() {
    let mut g = game(2);
    score(&mut g, Kind::City, 5, &[1]);
    run(
        &mut g,
        Command::Correct {
            player: PlayerId(1),
            figure: Figure::Meeple,
            delta: -2,
        },
    );
    assert_eq!(totals(&g), vec![0, 3]);
    assert!(matches!(
        refused(
            &mut g,
            Command::Correct {
                player: PlayerId(1),
                figure: Figure::Meeple,
                delta: -4
            }
        ),
        GameError::NegativeTotal {
            total: 3,
            delta: -4,
            ..
        }
    ));
    assert_eq!(
        refused(
            &mut g,
            Command::Correct {
                player: PlayerId(1),
                figure: Figure::Meeple,
                delta: 0
            }
        ),
        GameError::ZeroCorrection
    );
}

#[test]
fn t3_corrections_never_trigger_saint_nicholas() {
    let mut g = sn_game(2, SaintNicholas::default());
    place(&mut g, &[10, 3]);
    run(
        &mut g,
        Command::Correct {
            player: PlayerId(1),
            figure: Figure::Meeple,
            delta: 30,
        },
    );
    assert!(g.state().queue.is_empty());
}

#[test]
fn t4_scorings_of_one_tile_share_a_round_until_the_turn_ends() {
    let mut g = game(2);
    score(&mut g, Kind::Road, 3, &[0]);
    score(&mut g, Kind::City, 4, &[0, 1]);
    let round = g.state().round.as_ref().unwrap();
    assert_eq!(round.scorers.len(), 2);
    run(&mut g, Command::EndTurn);
    assert!(g.state().round.is_none());
}

#[test]
fn t4_message_and_card_points_are_a_round_of_their_own() {
    let mut g = game(2);
    score(&mut g, Kind::Road, 3, &[0]);
    let events = g
        .execute(
            Command::Score(FeatureScoring::single(Kind::Message, 2, PlayerId(0))),
            at(),
        )
        .unwrap()
        .to_vec();
    assert_eq!(events.first(), Some(&Event::RoundClosed));
    assert_eq!(events.get(1), Some(&Event::RoundOpened));
    assert_eq!(events.last(), Some(&Event::RoundClosed));
    assert!(g.state().round.is_none());
}

#[test]
fn t4_closing_a_round_needs_an_open_one() {
    let mut g = game(2);
    assert_eq!(refused(&mut g, Command::CloseRound), GameError::NoOpenRound);
    score(&mut g, Kind::Road, 3, &[0]);
    run(&mut g, Command::CloseRound);
    assert!(g.state().round.is_none());
}

#[test]
fn t5_turns_pass_clockwise_from_the_start_player() {
    let mut setup = setup(3);
    setup.start_player = PlayerId(1);
    let mut g = Game::new(setup).unwrap();
    assert_eq!(active(&g), 1);
    let mut seen = Vec::new();
    for _ in 0..4 {
        run(&mut g, Command::EndTurn);
        seen.push(active(&g));
    }
    assert_eq!(seen, vec![2, 0, 1, 2]);
    assert_eq!(g.state().turn.number, 5);
}

#[test]
fn t5_extra_turns_come_first_then_play_continues_after_the_regular_player() {
    let mut g = game(4);
    run(
        &mut g,
        Command::ExtraTurn {
            player: PlayerId(2),
        },
    );
    run(
        &mut g,
        Command::ExtraTurn {
            player: PlayerId(0),
        },
    );
    assert_eq!(queued_players(&g), vec![2, 0]);
    run(&mut g, Command::EndTurn);
    assert_eq!(active(&g), 2);
    assert_eq!(g.state().turn.extra, Some(Reason::Manual));
    run(&mut g, Command::EndTurn);
    assert_eq!(active(&g), 0);
    run(&mut g, Command::EndTurn);
    assert_eq!(
        active(&g),
        1,
        "play goes on after Anna, whose regular turn it was"
    );
    assert_eq!(g.state().turn.extra, None);
}

#[test]
fn t5_another_tile_stays_in_the_turn_and_queued_turns_wait() {
    let mut g = game(3);
    run(
        &mut g,
        Command::ExtraTurn {
            player: PlayerId(1),
        },
    );
    score(&mut g, Kind::Road, 2, &[0]);
    run(&mut g, Command::AnotherTile);
    assert!(
        g.state().round.is_none(),
        "the further tile starts a new round"
    );
    assert_eq!(active(&g), 0);
    assert_eq!(g.state().turn.tiles, 2);
    assert_eq!(g.state().tiles_left, Some(69));
    run(&mut g, Command::EndTurn);
    assert_eq!(active(&g), 1);
}

#[test]
fn t5_a_declined_extra_turn_leaves_the_queue() {
    let mut g = game(3);
    run(
        &mut g,
        Command::ExtraTurn {
            player: PlayerId(1),
        },
    );
    run(
        &mut g,
        Command::ExtraTurn {
            player: PlayerId(2),
        },
    );
    run(&mut g, Command::CancelExtraTurn { index: 0 });
    assert_eq!(queued_players(&g), vec![2]);
    assert_eq!(
        refused(&mut g, Command::CancelExtraTurn { index: 1 }),
        GameError::NoQueuedTurn(1)
    );
}

#[test]
fn t6_each_turn_and_further_tile_draws_one_tile() {
    let mut g = game(2);
    assert_eq!(g.state().tiles_left, Some(70), "the start player has drawn");
    run(&mut g, Command::EndTurn);
    run(&mut g, Command::AnotherTile);
    assert_eq!(g.state().tiles_left, Some(68));
    run(&mut g, Command::SetTiles { left: 40 });
    assert_eq!(g.state().tiles_left, Some(40));
}

#[test]
fn t6_the_last_tile_ends_the_game_and_queued_turns_lapse() {
    let mut s = setup(2);
    s.tiles = Some(2);
    let mut g = Game::new(s).unwrap();
    run(&mut g, Command::EndTurn);
    assert_eq!(g.state().tiles_left, Some(0));
    assert!(g.state().prompts().contains(&Prompt::LastTile));
    assert_eq!(
        refused(&mut g, Command::AnotherTile),
        GameError::NoTilesLeft
    );
    run(
        &mut g,
        Command::ExtraTurn {
            player: PlayerId(0),
        },
    );
    run(&mut g, Command::EndTurn);
    assert_eq!(g.state().phase, Phase::FinalScoring);
    assert!(g.state().queue.is_empty());
    assert!(g.state().prompts().contains(&Prompt::ExtraTurnsLapsed {
        players: vec![PlayerId(0)]
    }));
    assert_eq!(refused(&mut g, Command::EndTurn), GameError::FinalScoring);
}

#[test]
fn t6_without_a_counter_the_table_ends_the_game() {
    let mut s = setup(2);
    s.tiles = None;
    let mut g = Game::new(s).unwrap();
    for _ in 0..100 {
        run(&mut g, Command::EndTurn);
    }
    assert_eq!(g.state().tiles_left, None);
    assert_eq!(
        refused(&mut g, Command::SetTiles { left: 3 }),
        GameError::NoTileCounter
    );
    run(&mut g, Command::EndGame);
    assert_eq!(g.state().phase, Phase::Ended);
}

#[test]
fn final_scoring_counts_apart_and_the_ended_game_refuses_changes() {
    let mut g = game(2);
    score(&mut g, Kind::City, 8, &[0]);
    run(&mut g, Command::FinalScoring);
    score(&mut g, Kind::Farm, 6, &[1]);
    assert_eq!(g.state().players[1].final_scoring[Kind::Farm.index()], 6);
    run(&mut g, Command::EndGame);
    assert_eq!(
        refused(
            &mut g,
            Command::Score(FeatureScoring::single(Kind::City, 3, PlayerId(0)))
        ),
        GameError::GameOver
    );
    assert_eq!(refused(&mut g, Command::EndTurn), GameError::GameOver);
    g.undo().unwrap();
    assert_eq!(g.state().phase, Phase::FinalScoring);
}

#[test]
fn undo_reaches_the_start_and_redo_restores_exactly() {
    let mut g = game(3);
    score(&mut g, Kind::City, 8, &[0, 1]);
    run(&mut g, Command::EndTurn);
    score(&mut g, Kind::Road, 3, &[1]);
    let played = g.clone();
    for _ in 0..3 {
        g.undo().unwrap();
    }
    assert_eq!(g.state(), &State::new(g.setup()));
    assert_eq!(g.undo(), Err(GameError::NothingToUndo));
    for _ in 0..3 {
        g.redo().unwrap();
    }
    assert_eq!(g, played);
    assert_eq!(g.redo(), Err(GameError::NothingToRedo));
}

#[test]
fn a_new_command_clears_redo() {
    let mut g = game(2);
    score(&mut g, Kind::City, 8, &[0]);
    g.undo().unwrap();
    score(&mut g, Kind::City, 4, &[1]);
    assert_eq!(g.redo(), Err(GameError::NothingToRedo));
}

#[test]
fn rewind_goes_back_to_any_entry() {
    let mut g = game(2);
    for points in [1, 2, 3, 4] {
        score(&mut g, Kind::Other, points, &[0]);
    }
    g.rewind_to(1).unwrap();
    assert_eq!(totals(&g), vec![1, 0]);
    assert_eq!(g.redo_stack().len(), 3);
    g.redo().unwrap();
    assert_eq!(totals(&g), vec![3, 0]);
    assert_eq!(g.rewind_to(9), Err(GameError::NoSuchEntry(9)));
}

// ---- SN: Saint Nicholas ----

fn codes(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

#[test]
fn sn1_a_single_player_last_to_6() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[3, 7, 8]);
    score(&mut g, Kind::Road, 3, &[0]);
    assert_eq!(queue(&g), vec![(0, codes(&["last-to-6"]))]);
    assert_eq!(
        g.state().notices,
        vec![Prompt::ExtraTurn {
            player: PlayerId(0),
            reason: Reason::SaintNicholas {
                thresholds: vec![Threshold {
                    goal: Goal::LastTo,
                    total: 6
                }]
            }
        }]
    );
}

#[test]
fn sn1_two_holders_of_one_feature_cross_together_as_the_last_two() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[3, 4, 9]);
    score(&mut g, Kind::Road, 3, &[0, 1]);
    assert_eq!(
        queued_players(&g),
        vec![1, 0],
        "Bert (left of Anna) first, Anna last"
    );
}

#[test]
fn sn1_reaching_6_while_someone_is_below_earns_nothing() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[3, 2, 9]);
    score(&mut g, Kind::Road, 3, &[0]);
    assert!(g.state().queue.is_empty());
    score(&mut g, Kind::Road, 4, &[1]);
    assert_eq!(queued_players(&g), vec![1], "Bert is the last");
}

#[test]
fn sn1_two_features_of_one_tile_are_checked_in_the_order_entered() {
    let mut g = sn_game(4, SaintNicholas::default());
    place(&mut g, &[3, 4, 6, 10]);
    score(&mut g, Kind::Road, 3, &[0]);
    score(&mut g, Kind::City, 4, &[1]);
    assert_eq!(
        queue(&g),
        vec![(1, codes(&["last-to-6"]))],
        "only Bert qualifies"
    );
}

#[test]
fn sn1_check_round_judges_the_whole_round() {
    let sn = SaintNicholas {
        check: Check::Round,
        ..SaintNicholas::default()
    };
    let mut g = sn_game(4, sn);
    place(&mut g, &[3, 4, 6, 10]);
    score(&mut g, Kind::Road, 3, &[0]);
    score(&mut g, Kind::City, 4, &[1]);
    assert!(g.state().queue.is_empty(), "nothing until the round closes");
    run(&mut g, Command::EndTurn);
    assert!(g.state().turn.extra.is_some());
    assert_eq!(
        active(&g),
        1,
        "Bert, left of Anna, takes the first extra turn"
    );
    assert_eq!(queued_players(&g), vec![0]);
}

#[test]
fn sn2_first_to_24_one_player() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[20, 10, 23]);
    score(&mut g, Kind::City, 4, &[0]);
    assert_eq!(queue(&g), vec![(0, codes(&["first-to-24"]))]);
}

#[test]
fn sn2_two_holders_reach_24_together() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[20, 22, 10]);
    score(&mut g, Kind::City, 6, &[0, 1]);
    assert_eq!(queued_players(&g), vec![1, 0]);
}

#[test]
fn sn2_a_second_player_reaching_24_later_earns_nothing() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[20, 22, 10]);
    score(&mut g, Kind::City, 4, &[0]);
    run(&mut g, Command::EndTurn); // Anna's extra turn
    score(&mut g, Kind::City, 4, &[1]);
    assert!(g.state().queue.is_empty());
}

#[test]
fn sn3_a_shared_feature_can_grant_a_non_active_player_a_turn() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[10, 20, 5]);
    score(&mut g, Kind::Road, 4, &[0, 1]);
    assert_eq!(active(&g), 0);
    assert_eq!(queue(&g), vec![(1, codes(&["first-to-24"]))]);
    run(&mut g, Command::EndTurn);
    assert_eq!(active(&g), 1);
    run(&mut g, Command::EndTurn);
    assert_eq!(active(&g), 1, "Bert's regular turn follows Anna's");
    assert_eq!(g.state().turn.extra, None);
}

#[test]
fn sn3_each_condition_is_met_once_even_after_a_correction() {
    let mut g = sn_game(2, SaintNicholas::default());
    place(&mut g, &[20, 10]);
    score(&mut g, Kind::City, 4, &[0]);
    place(&mut g, &[20, 10]);
    score(&mut g, Kind::City, 4, &[0]);
    assert_eq!(queued_players(&g), vec![0]);
}

#[test]
fn sn3_every_lap_adds_56_and_74() {
    let lap = SaintNicholas {
        every_lap: true,
        ..SaintNicholas::default()
    };
    let mut g = sn_game(2, lap);
    place(&mut g, &[52, 70]);
    score(&mut g, Kind::City, 4, &[0]);
    assert_eq!(queue(&g), vec![(0, codes(&["last-to-56"]))]);
    score(&mut g, Kind::City, 20, &[0]);
    assert_eq!(queue(&g)[1], (0, codes(&["first-to-74"])));

    let mut plain = sn_game(2, SaintNicholas::default());
    place(&mut plain, &[52, 70]);
    score(&mut plain, Kind::City, 4, &[0]);
    score(&mut plain, Kind::City, 20, &[0]);
    assert!(plain.state().queue.is_empty());
}

#[test]
fn sn4_both_conditions_at_once_give_one_turn_by_default() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[5, 10, 10]);
    score(&mut g, Kind::City, 20, &[0]);
    assert_eq!(queue(&g), vec![(0, codes(&["last-to-6", "first-to-24"]))]);
}

#[test]
fn sn4_both_conditions_two_gives_two_turns() {
    let sn = SaintNicholas {
        both_conditions: Both::Two,
        ..SaintNicholas::default()
    };
    let mut g = sn_game(3, sn);
    place(&mut g, &[5, 10, 10]);
    score(&mut g, Kind::City, 20, &[0]);
    assert_eq!(
        queue(&g),
        vec![(0, codes(&["last-to-6"])), (0, codes(&["first-to-24"]))]
    );
}

fn three_reach_six(order: Order) -> Game {
    let sn = SaintNicholas {
        order,
        ..SaintNicholas::default()
    };
    let mut g = sn_game(4, sn);
    place(&mut g, &[5, 5, 5, 10]);
    score(&mut g, Kind::Road, 1, &[2, 0, 1]);
    g
}

#[test]
fn sn5_left_first_order_puts_the_active_player_last() {
    let g = three_reach_six(Order::LeftFirst);
    assert_eq!(queued_players(&g), vec![1, 2, 0]);
}

#[test]
fn sn5_active_first_order() {
    let g = three_reach_six(Order::ActiveFirst);
    assert_eq!(queued_players(&g), vec![0, 1, 2]);
}

#[test]
fn sn5_a_turn_earned_during_an_extra_turn_joins_the_end() {
    let mut g = three_reach_six(Order::LeftFirst);
    run(&mut g, Command::EndTurn);
    assert_eq!(active(&g), 1);
    score(&mut g, Kind::City, 14, &[3]);
    assert_eq!(queued_players(&g), vec![2, 0, 3]);
    let mut order = Vec::new();
    for _ in 0..4 {
        run(&mut g, Command::EndTurn);
        order.push(active(&g));
    }
    assert_eq!(
        order,
        vec![2, 0, 3, 1],
        "then Bert, after Anna's regular turn"
    );
}

#[test]
fn sn5_active_first_during_an_extra_turn_still_joins_the_end() {
    let mut g = three_reach_six(Order::ActiveFirst);
    run(&mut g, Command::EndTurn); // Anna's extra turn
    assert_eq!(active(&g), 0);
    score(&mut g, Kind::City, 14, &[3]);
    assert_eq!(queued_players(&g), vec![1, 2, 3]);
}

#[test]
fn sn6_message_points_trigger_unless_feature_only() {
    let mut g = sn_game(2, SaintNicholas::default());
    place(&mut g, &[10, 4]);
    score(&mut g, Kind::Message, 2, &[1]);
    assert_eq!(queued_players(&g), vec![1]);

    let only = SaintNicholas {
        feature_only: true,
        ..SaintNicholas::default()
    };
    let mut g = sn_game(2, only);
    place(&mut g, &[10, 4]);
    score(&mut g, Kind::Message, 2, &[1]);
    assert!(g.state().queue.is_empty());
    score(&mut g, Kind::Road, 1, &[1]);
    assert!(
        g.state().queue.is_empty(),
        "6 was reached by the message, not this road"
    );
}

#[test]
fn sn6_final_scoring_never_triggers() {
    let mut g = sn_game(2, SaintNicholas::default());
    place(&mut g, &[10, 4]);
    run(&mut g, Command::FinalScoring);
    score(&mut g, Kind::Farm, 30, &[1]);
    assert!(g.state().queue.is_empty());
    assert!(g.state().met.is_empty());
}

#[test]
fn sn8_undo_removes_a_granted_turn_and_redo_brings_it_back() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[3, 7, 8]);
    score(&mut g, Kind::Road, 3, &[0]);
    assert_eq!(queued_players(&g), vec![0]);
    g.undo().unwrap();
    assert!(g.state().queue.is_empty());
    assert!(g.state().met.is_empty());
    g.redo().unwrap();
    assert_eq!(queued_players(&g), vec![0]);
    run(&mut g, Command::EndTurn);
    assert_eq!(active(&g), 0);
    g.undo().unwrap();
    assert_eq!(
        queued_players(&g),
        vec![0],
        "undoing the end of turn puts the turn back"
    );
}

#[test]
fn sn8_an_earned_turn_can_be_declined() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[3, 7, 8]);
    score(&mut g, Kind::Road, 3, &[0]);
    run(&mut g, Command::CancelExtraTurn { index: 0 });
    run(&mut g, Command::EndTurn);
    assert_eq!(active(&g), 1);
}

#[test]
fn folding_absurd_events_from_a_damaged_file_never_panics() {
    let big = Event::Scored {
        kind: Kind::City,
        scorings: vec![Scoring::new(PlayerId(0), u32::MAX)],
        final_scoring: false,
    };
    let mut state = State::new(&setup(2));
    for event in [
        big.clone(),
        big,
        Event::Corrected {
            player: PlayerId(0),
            figure: Figure::Meeple,
            delta: i64::MAX,
        },
        Event::Corrected {
            player: PlayerId(0),
            figure: Figure::Meeple,
            delta: i64::MIN,
        },
        Event::Corrected {
            player: PlayerId(9),
            figure: Figure::Messenger,
            delta: 3,
        },
        Event::ExtraTurnCancelled { index: 40 },
        Event::TurnStarted {
            player: PlayerId(7),
            extra: true,
        },
    ] {
        state.apply(&event);
    }
    assert_eq!(state.players[0].figures[0], 0);
}

#[test]
fn t3_huge_corrections_are_refused_not_overflowed() {
    let mut g = game(2);
    for delta in [i64::MIN, i64::MAX, 1000, -1000] {
        let error = refused(
            &mut g,
            Command::Correct {
                player: PlayerId(0),
                figure: Figure::Meeple,
                delta,
            },
        );
        assert_eq!(error, GameError::PointsOutOfRange(delta));
    }
}

#[test]
fn sn8_prompts_name_the_players_in_the_order_they_play() {
    let g = three_reach_six(Order::LeftFirst);
    let prompted: Vec<u8> = g
        .state()
        .notices
        .iter()
        .filter_map(|p| match p {
            Prompt::ExtraTurn { player, .. } => Some(player.0),
            _ => None,
        })
        .collect();
    assert_eq!(prompted, queued_players(&g));
}
