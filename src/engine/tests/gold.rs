//! RULES GM: Gold Mines.

use proptest::prelude::*;

use super::*;
use crate::engine::gold::{self, Command as Gold, Error, Pool, worth};
use crate::engine::*;

fn gold_game(players: usize) -> Game {
    let mut setup = setup(players);
    setup.gold = Some(GoldMines::default());
    Game::new(setup).unwrap()
}

fn gold(game: &Game) -> &gold::State {
    game.state().gold.as_ref().unwrap()
}

fn tile(game: &mut Game) {
    run(game, Command::Gold(Gold::GoldTile));
}

fn pool(pieces: u32, claimants: &[u8]) -> Pool {
    Pool {
        pieces,
        claimants: claimants.iter().map(|p| PlayerId(*p)).collect(),
    }
}

fn award(kind: Kind, pools: Vec<Pool>) -> Command {
    Command::Gold(Gold::Award { kind, pools })
}

fn seats(list: &[PlayerId]) -> Vec<u8> {
    list.iter().map(|p| p.0).collect()
}

/// The board holds `pieces` (an even number) after gold tiles.
fn board(game: &mut Game, pieces: u32) {
    for _ in 0..pieces / 2 {
        tile(game);
    }
}

#[test]
fn gm1_a_gold_tile_moves_two_pieces_from_the_supply() {
    let mut g = gold_game(2);
    tile(&mut g);
    assert_eq!((gold(&g).supply, gold(&g).board), (14, 2));
    assert!(g.state().notices.is_empty());
}

#[test]
fn gm1_a_short_supply_places_what_is_left() {
    let mut g = gold_game(2);
    board(&mut g, 16);
    assert_eq!((gold(&g).supply, gold(&g).board), (0, 16));
    assert!(
        g.state().notices.is_empty(),
        "the eighth tile still found 2"
    );
    // Pieces never go back to the supply: a ninth gold tile finds none.
    tile(&mut g);
    assert_eq!((gold(&g).supply, gold(&g).board), (0, 16));
    assert_eq!(
        g.state().notices,
        vec![Prompt::Gold(gold::Prompt::SupplyShort { placed: 0 })]
    );
    assert_eq!(
        g.log().last().unwrap().events,
        vec![Event::Gold(gold::Event::GoldPlaced { pieces: 0 })]
    );
}

#[test]
fn gm3_one_claimant_takes_all() {
    let mut g = gold_game(3);
    board(&mut g, 4);
    run(&mut g, award(Kind::City, vec![pool(3, &[2])]));
    assert_eq!(seats(&gold(&g).last_award), vec![2, 2, 2]);
    assert_eq!(gold(&g).players, vec![0, 0, 3]);
    assert_eq!(gold(&g).board, 1);
}

#[test]
fn gm3_seed_003_red_active_red_and_blue_tied_three_pieces() {
    // Anna plays red and is active, Bert plays blue.
    let mut g = gold_game(2);
    board(&mut g, 4);
    score(&mut g, Kind::Road, 4, &[0, 1]);
    run(&mut g, award(Kind::Road, vec![pool(3, &[0, 1])]));
    assert_eq!(seats(&gold(&g).last_award), vec![0, 1, 0], "RED, BLUE, RED");
    assert_eq!(gold(&g).players, vec![2, 1]);
}

#[test]
fn gm3_the_active_player_not_entitled_starts_with_the_next_claimant_clockwise() {
    let mut g = gold_game(4);
    board(&mut g, 4);
    // Anna (seat 0) is active; Bert and Dirk are tied: Bert is first after Anna.
    run(&mut g, award(Kind::City, vec![pool(3, &[3, 1])]));
    assert_eq!(seats(&gold(&g).last_award), vec![1, 3, 1]);
    // In Cleo's turn, Anna and Bert: Anna comes first after Cleo (via Dirk).
    run(&mut g, Command::EndTurn);
    run(&mut g, Command::EndTurn);
    run(&mut g, award(Kind::City, vec![pool(1, &[1, 0])]));
    assert_eq!(seats(&gold(&g).last_award), vec![0]);
}

#[test]
fn gm3_two_pools_with_overlapping_claimants() {
    let mut g = gold_game(3);
    board(&mut g, 6);
    // Pool A: 2 pieces, Anna alone. Pool B: 3 pieces, Anna and Bert and
    // Cleo. Anna takes from B (more claimants), Bert from B, Cleo from B;
    // B is empty, Anna from A, Bert and Cleo have nothing left (skipped),
    // Anna from A.
    run(
        &mut g,
        award(Kind::Road, vec![pool(2, &[0]), pool(3, &[0, 1, 2])]),
    );
    assert_eq!(seats(&gold(&g).last_award), vec![0, 1, 2, 0, 0]);
    assert_eq!(gold(&g).players, vec![3, 1, 1]);
}

#[test]
fn gm3_equal_pools_are_taken_in_the_order_entered() {
    let mut g = gold_game(3);
    board(&mut g, 4);
    // Both pools have two claimants; Anna takes from the first entered
    // (Anna, Bert), Bert then from it too; Cleo from the second; Anna
    // from the second.
    let pools = vec![pool(2, &[0, 1]), pool(2, &[0, 2])];
    run(&mut g, award(Kind::City, pools));
    assert_eq!(seats(&gold(&g).last_award), vec![0, 1, 2, 0]);
}

#[test]
fn gm3_manual_give_takes_pieces_from_the_board() {
    let mut g = gold_game(2);
    board(&mut g, 2);
    let give = |pieces| {
        Command::Gold(Gold::Give {
            player: PlayerId(1),
            pieces,
        })
    };
    assert_eq!(
        refused(&mut g, give(3)),
        GameError::Gold(Error::NotOnBoard { board: 2, asked: 3 })
    );
    run(&mut g, give(2));
    assert_eq!(gold(&g).players, vec![0, 2]);
}

#[test]
fn gm3_refusals_more_than_the_board_unknown_or_twice_named_claimants() {
    let mut g = gold_game(2);
    board(&mut g, 2);
    assert_eq!(
        refused(
            &mut g,
            award(Kind::City, vec![pool(2, &[0]), pool(1, &[1])])
        ),
        GameError::Gold(Error::NotOnBoard { board: 2, asked: 3 })
    );
    assert_eq!(
        refused(&mut g, award(Kind::City, vec![pool(1, &[0, 5])])),
        GameError::UnknownPlayer(5)
    );
    assert_eq!(
        refused(&mut g, award(Kind::City, vec![pool(1, &[0, 1, 0])])),
        GameError::Gold(Error::DuplicateClaimant("Anna".into()))
    );
    assert_eq!(
        refused(&mut g, award(Kind::City, vec![pool(1, &[])])),
        GameError::Gold(Error::NoClaimants)
    );
    assert_eq!(
        refused(&mut g, award(Kind::City, vec![pool(0, &[0])])),
        GameError::Gold(Error::NoPieces)
    );
}

#[test]
fn gm3b_message_and_card_points_give_no_gold() {
    let mut g = gold_game(2);
    board(&mut g, 2);
    for kind in [Kind::Message, Kind::Card, Kind::Other] {
        assert_eq!(
            refused(&mut g, award(kind, vec![pool(1, &[0])])),
            GameError::Gold(Error::NotCompleted(kind))
        );
    }
}

#[test]
fn gm4_farmers_never_receive_gold() {
    let mut g = gold_game(2);
    board(&mut g, 2);
    assert_eq!(
        refused(&mut g, award(Kind::Farm, vec![pool(1, &[0])])),
        GameError::Gold(Error::Farm)
    );
}

#[test]
fn gold_commands_are_refused_without_gold_mines() {
    let mut g = game(2);
    assert_eq!(
        refused(&mut g, Command::Gold(Gold::GoldTile)),
        GameError::Gold(Error::NotInUse)
    );
}

#[test]
fn gm2_gold_never_moves_a_figure_nor_triggers_saint_nicholas() {
    let mut setup = setup(2);
    setup.gold = Some(GoldMines::default());
    setup.saint_nicholas = Some(SaintNicholas::default());
    let mut g = Game::new(setup).unwrap();
    place(&mut g, &[5, 30]);
    board(&mut g, 4);
    let before = g.state().players.clone();
    run(&mut g, award(Kind::City, vec![pool(4, &[0])]));
    assert_eq!(g.state().players, before, "no figure moved");
    assert!(g.state().queue.is_empty(), "no extra turn");
    // Nor at the end: 4 pieces × 2 = 8 takes Anna from 5 past 6 without a turn.
    run(&mut g, Command::EndGame);
    assert_eq!(totals(&g), vec![13, 30]);
    assert!(g.state().queue.is_empty());
}

#[test]
fn gm2_gold_does_not_close_the_scoring_round() {
    let mut g = gold_game(2);
    board(&mut g, 2);
    score(&mut g, Kind::City, 8, &[0]);
    run(&mut g, award(Kind::City, vec![pool(2, &[0])]));
    assert!(g.state().round.is_some());
}

#[test]
fn gm5_the_tier_table_at_every_boundary() {
    for (pieces, points) in [
        (0, 0),
        (3, 3),
        (4, 8),
        (6, 12),
        (7, 21),
        (9, 27),
        (10, 40),
        (16, 64),
    ] {
        assert_eq!(worth(pieces), points, "{pieces} pieces");
    }
}

#[test]
fn gm5_seed_003_102_points_and_7_pieces_make_123() {
    let mut g = gold_game(2);
    place(&mut g, &[102, 0]);
    board(&mut g, 8);
    run(&mut g, award(Kind::City, vec![pool(7, &[0])]));
    run(&mut g, Command::FinalScoring);
    run(&mut g, Command::EndGame);
    assert_eq!(totals(&g), vec![123, 0]);
    assert_eq!(gold(&g).points, Some(vec![21, 0]));
}

#[test]
fn gm5_board_gold_is_removed_at_the_end_and_gold_is_scored_once() {
    let mut g = gold_game(3);
    board(&mut g, 6);
    run(&mut g, award(Kind::Cloister, vec![pool(2, &[1])]));
    run(&mut g, Command::FinalScoring);
    // GM5: the last tile's gold may still be awarded after the last turn.
    run(&mut g, award(Kind::Road, vec![pool(1, &[2])]));
    assert_eq!(
        refused(&mut g, Command::Gold(Gold::GoldTile)),
        GameError::FinalScoring
    );
    run(&mut g, Command::EndGame);
    let gold = gold(&g);
    assert_eq!((gold.board, gold.removed), (0, 3));
    assert_eq!(gold.points, Some(vec![0, 2, 1]));
    assert_eq!(totals(&g), vec![0, 2, 1]);
    assert_eq!(
        refused(&mut g, award(Kind::Road, vec![pool(1, &[2])])),
        GameError::GameOver
    );
    // Undo takes the scoring back with the end of the game.
    g.undo().unwrap();
    assert_eq!(g.state().gold.as_ref().unwrap().board, 3);
    assert_eq!(totals(&g), vec![0, 0, 0]);
}

#[derive(Debug, Clone)]
enum Step {
    Run(Command),
    Undo,
    Redo,
}

fn step() -> impl Strategy<Value = Step> {
    let seat = (0u8..3).prop_map(PlayerId);
    let claimants = proptest::collection::vec(0u8..3, 1..4)
        .prop_map(|v| v.into_iter().map(PlayerId).collect::<Vec<_>>());
    let pool = (0u32..5, claimants).prop_map(|(pieces, claimants)| Pool { pieces, claimants });
    let kind = proptest::sample::select(Kind::ALL.to_vec());
    prop_oneof![
        4 => Just(Step::Run(Command::Gold(Gold::GoldTile))),
        4 => (kind, proptest::collection::vec(pool, 1..3))
            .prop_map(|(kind, pools)| Step::Run(Command::Gold(Gold::Award { kind, pools }))),
        2 => (seat.clone(), 0u32..4)
            .prop_map(|(player, pieces)| Step::Run(Command::Gold(Gold::Give { player, pieces }))),
        2 => (seat, 0u32..20).prop_map(|(p, points)| Step::Run(Command::Score(
            FeatureScoring::single(Kind::City, points, p)
        ))),
        2 => Just(Step::Run(Command::EndTurn)),
        1 => Just(Step::Run(Command::FinalScoring)),
        1 => Just(Step::Run(Command::EndGame)),
        2 => Just(Step::Undo),
        2 => Just(Step::Redo),
    ]
}

proptest! {
    /// GM6: supply + board + all players + removed = 16 after every
    /// command, undo and redo included; a refused command changes nothing.
    #[test]
    fn gm6_conservation(steps in proptest::collection::vec(step(), 0..60)) {
        let mut g = gold_game(3);
        for step in steps {
            let before = g.clone();
            let result = match step {
                Step::Run(command) => g.execute(command, at()).map(|_| ()),
                Step::Undo => g.undo(),
                Step::Redo => g.redo(),
            };
            if result.is_err() {
                prop_assert_eq!(&g, &before);
            }
            let gold = g.state().gold.as_ref().unwrap();
            prop_assert_eq!(gold.count(), gold::PIECES);
            // The state is always the fold of the log.
            prop_assert_eq!(g.state_after(g.log().len()).gold, g.state().gold.clone());
        }
    }
}
