//! RULES SN: the Saint Nicholas scoring board.

use super::*;
use crate::engine::*;

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
            reason: Reason::SaintNicholas(crate::engine::saint_nicholas::Earned {
                thresholds: vec![Threshold {
                    goal: Goal::LastTo,
                    total: 6
                }]
            })
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
    assert!(g.state().saint_nicholas.as_ref().unwrap().met.is_empty());
}

#[test]
fn sn8_undo_removes_a_granted_turn_and_redo_brings_it_back() {
    let mut g = sn_game(3, SaintNicholas::default());
    place(&mut g, &[3, 7, 8]);
    score(&mut g, Kind::Road, 3, &[0]);
    assert_eq!(queued_players(&g), vec![0]);
    g.undo().unwrap();
    assert!(g.state().queue.is_empty());
    assert!(g.state().saint_nicholas.as_ref().unwrap().met.is_empty());
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
