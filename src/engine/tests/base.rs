//! RULES T: the score track and turn order of the base game.

use super::*;
use crate::engine::*;

#[test]
fn t2_a_feature_scoring_adds_points_to_every_holder() {
    let mut g = game(3);
    score(&mut g, Kind::Road, 4, &[0, 2]);
    score(&mut g, Kind::City, 8, &[0]);
    assert_eq!(totals(&g), vec![12, 0, 4]);
    assert_eq!(g.state().players[0].in_game[Kind::City], 8);
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
    assert_eq!(g.state().players[1].final_scoring[Kind::Farm], 6);
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
fn f2_equal_totals_share_a_place() {
    let mut g = game(4);
    place(&mut g, &[10, 25, 10, 3]);
    let ranking: Vec<(u8, usize)> = g
        .state()
        .ranking()
        .into_iter()
        .map(|(p, place)| (p.0, place))
        .collect();
    assert_eq!(ranking, vec![(1, 1), (0, 2), (2, 2), (3, 4)]);
}

/// A setup fixed after the game began: the log is replayed on it, or, if
/// a command no longer fits, the replay names it and nothing is made.
#[test]
fn the_log_replays_on_a_fixed_setup_or_names_the_command_that_stops_it() {
    let game = crate::engine::notation::run(
        "player Anna red\nplayer Bert blue\nplayer Cleo green\n\
         score city 8 Anna\nend-turn\nscore road 3 Cleo\n",
        Utc::now,
    )
    .unwrap();
    let mut fixed = game.setup().clone();
    fixed.players[1].name = "Bertram".into();
    let colour = fixed.players[0].colour;
    fixed.players[0].colour = fixed.players[2].colour;
    fixed.players[2].colour = colour;
    let replayed = game.replay_on(fixed.clone(), &Shuffles::new()).unwrap();
    assert_eq!(replayed.setup().players[1].name, "Bertram");
    assert_eq!(replayed.log().len(), game.log().len());
    assert_eq!(replayed.state().totals(), vec![8, 0, 3]);

    let mut two = game.setup().clone();
    two.players.truncate(2);
    assert!(matches!(
        game.replay_on(two, &Shuffles::new()),
        Err(crate::engine::ReplayError::Command { index: 2, .. })
    ));
}
