//! RULES XP: Christmas Present.

use super::*;
use crate::engine::christmas::{self as xp, CardBonus, Christmas, Target};
use crate::engine::*;

const ANNA: PlayerId = PlayerId(0);
const BERT: PlayerId = PlayerId(1);

/// A deck with `top` on top, the other cards after it in order.
fn order(top: &[u16]) -> Vec<u16> {
    let mut cards = top.to_vec();
    cards.extend((1..=32).filter(|n| !top.contains(n)));
    cards
}

fn xp_setup(players: usize, options: Christmas) -> Setup {
    let mut s = setup(players);
    s.christmas = Some(options);
    s
}

fn begin(setup: Setup, cloister: &[u16], roadside: &[u16]) -> Game {
    let mut shuffles = Shuffles::new();
    shuffles.set(xp::CLOISTER, order(cloister));
    shuffles.set(xp::ROADSIDE, order(roadside));
    shuffles.fill(&decks(&setup), |_| {});
    Game::begin(setup, &shuffles).unwrap()
}

fn xp_game(cloister: &[u16], roadside: &[u16]) -> Game {
    begin(xp_setup(2, Christmas::default()), cloister, roadside)
}

fn c(command: xp::Command) -> Command {
    Command::Christmas(command)
}

fn draw(deck: DeckId) -> Command {
    c(xp::Command::Draw { deck })
}

fn use_card(target: Target) -> Command {
    c(xp::Command::Use {
        figure: Figure::Meeple,
        target,
    })
}

fn play(player: PlayerId, kind: &str, target: Target) -> Command {
    c(xp::Command::Play {
        player,
        kind: kind.into(),
        figure: Figure::Meeple,
        target,
    })
}

fn shield(player: PlayerId, cancel: bool) -> Command {
    c(xp::Command::Shield { player, cancel })
}

fn cards(g: &Game) -> &xp::State {
    g.state().christmas.as_ref().unwrap()
}

fn hand(g: &Game, player: PlayerId) -> Vec<&'static str> {
    cards(g).hand(player).iter().map(|c| c.id()).collect()
}

fn xp_error(error: GameError) -> xp::Error {
    match error {
        GameError::Christmas(e) => e,
        other => panic!("not a Christmas Present refusal: {other:?}"),
    }
}

/// RULES XP9: every card is somewhere.
fn conserved(g: &Game) {
    for deck in [xp::CLOISTER, xp::ROADSIDE] {
        assert_eq!(cards(g).count(deck).iter().sum::<usize>(), 32, "{deck:?}");
    }
}

#[test]
fn xp3_at_most_one_card_per_deck_per_tile_placement() {
    // Cloister 15 (loop road) and 16 go to the hand.
    let mut g = xp_game(&[15, 16, 17], &[21, 22]);
    run(&mut g, draw(xp::CLOISTER));
    assert_eq!(hand(&g, ANNA), vec!["loop-road"]);
    let error = refused(&mut g, draw(xp::CLOISTER));
    assert_eq!(xp_error(error), xp::Error::AlreadyDrawn(xp::CLOISTER));
    run(&mut g, draw(xp::ROADSIDE));
    assert_eq!(hand(&g, ANNA), vec!["loop-road", "swap-cloister"]);
    // A further tile is a new placement; so is the next turn's tile.
    run(&mut g, Command::AnotherTile);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, Command::EndTurn);
    run(&mut g, draw(xp::CLOISTER));
    assert_eq!(hand(&g, BERT), vec!["shield"]);
    conserved(&g);
}

#[test]
fn xp3_an_empty_deck_refuses_and_the_discard_pile_is_never_reshuffled() {
    let mut s = xp_setup(2, Christmas::default());
    s.tiles = Some(200);
    let mut g = begin(s, &[], &[]);
    for _ in 0..32 {
        run(&mut g, draw(xp::ROADSIDE));
        if cards(&g).now.is_some() {
            run(&mut g, use_card(Target::NoTarget));
        }
        run(&mut g, Command::AnotherTile);
    }
    assert!(cards(&g).roadside.is_empty());
    let error = refused(&mut g, draw(xp::ROADSIDE));
    assert_eq!(xp_error(error.clone()), xp::Error::EmptyDeck(xp::ROADSIDE));
    assert!(error.to_string().contains("never reshuffled"));
    conserved(&g);
}

#[test]
fn xp3_a_now_card_holds_play_until_it_is_used_and_its_points_are_a_round() {
    let mut g = xp_game(&[1], &[]);
    run(&mut g, draw(xp::CLOISTER));
    assert!(matches!(
        g.state().hold(),
        Some(Hold::Christmas(xp::Hold::Now { .. }))
    ));
    assert!(matches!(
        refused(&mut g, Command::EndTurn),
        GameError::Held(_)
    ));
    // T4: an open round closes before the card's round.
    run(&mut g, use_card(Target::Plain));
    assert_eq!(totals(&g), vec![3, 0]);
    assert_eq!(g.state().players[0].in_game.get(Kind::Card), 3);
    assert!(g.state().round.is_none(), "the card's round closed");
    assert_eq!(cards(&g).discard.len(), 1);
    run(&mut g, Command::EndTurn);
    conserved(&g);
}

#[test]
fn xp5_a_now_scoring_card_uses_its_helper_for_the_card_player_only() {
    // Cloister 5: an unfinished city at 2 per tile + 1 per pennant.
    let mut g = xp_game(&[5], &[]);
    run(&mut g, draw(xp::CLOISTER));
    let error = refused(
        &mut g,
        use_card(Target::Counts {
            feature: xp::Feature::Road,
            tiles: 3,
            pennants: 0,
        }),
    );
    assert!(matches!(xp_error(error), xp::Error::WrongTarget { .. }));
    run(
        &mut g,
        use_card(Target::Counts {
            feature: xp::Feature::City,
            tiles: 4,
            pennants: 2,
        }),
    );
    assert_eq!(totals(&g), vec![10, 0]);
}

#[test]
fn xp5_a_now_scoring_card_takes_points_worked_out_by_hand() {
    let mut g = xp_game(&[7], &[]);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, use_card(Target::Points { points: 5 }));
    assert_eq!(totals(&g), vec![5, 0]);
    let mut g = xp_game(&[9], &[]);
    run(&mut g, draw(xp::CLOISTER));
    let error = refused(&mut g, use_card(Target::Points { points: 5 }));
    assert!(matches!(xp_error(error), xp::Error::WrongTarget { .. }));
}

#[test]
fn xp5_a_now_scoring_card_can_draw_a_message() {
    let mut s = xp_setup(2, Christmas::default());
    s.messages = Some(crate::engine::messages::Messages::default());
    // Cloister 3: an unfinished road at 2 per tile.
    let mut g = begin(s, &[3], &[]);
    place(&mut g, &[2, 0]);
    run(&mut g, draw(xp::CLOISTER));
    run(
        &mut g,
        use_card(Target::Counts {
            feature: xp::Feature::Road,
            tiles: 4,
            pennants: 0,
        }),
    );
    assert_eq!(totals(&g), vec![10, 0]);
    assert!(g.state().messages.as_ref().unwrap().pending.is_some());
}

#[test]
fn xp5_a_now_scoring_card_can_earn_an_extra_turn() {
    let mut s = xp_setup(2, Christmas::default());
    s.saint_nicholas = Some(SaintNicholas::default());
    let mut g = begin(s, &[1], &[]);
    place(&mut g, &[3, 8]);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, use_card(Target::Plain));
    assert_eq!(queued_players(&g), vec![0], "SN1: Anna last to 6");
}

fn loop_road(options: Christmas) -> Vec<u32> {
    let mut g = begin(xp_setup(2, options), &[15], &[]);
    run(&mut g, draw(xp::CLOISTER));
    run(
        &mut g,
        play(
            ANNA,
            "loop-road",
            Target::Bonus {
                tiles: 6,
                pennants: 0,
                with: vec![(BERT, Figure::Meeple)],
            },
        ),
    );
    // XP5: in the same round as the tile's other features.
    assert!(g.state().round.is_some());
    assert_eq!(g.state().players[0].in_game.get(Kind::Road), totals(&g)[0]);
    totals(&g)
}

#[test]
fn xp5_a_bonus_card_changes_only_the_card_players_scoring_by_default() {
    assert_eq!(loop_road(Christmas::default()), vec![12, 6]);
    assert_eq!(
        loop_road(Christmas {
            card_bonus: CardBonus::AllHolders
        }),
        vec![12, 12]
    );
}

#[test]
fn xp5_city_bonus_cards_check_the_pennants() {
    // Cloister 21: city with pennants; 23: city without.
    let mut g = xp_game(&[21, 23], &[]);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, Command::AnotherTile);
    run(&mut g, draw(xp::CLOISTER));
    let bonus = |tiles, pennants| Target::Bonus {
        tiles,
        pennants,
        with: Vec::new(),
    };
    let error = refused(&mut g, play(ANNA, "city-pennants", bonus(4, 0)));
    assert!(matches!(xp_error(error), xp::Error::Pennants(_)));
    run(&mut g, play(ANNA, "city-pennants", bonus(4, 2)));
    assert_eq!(totals(&g), vec![14, 0], "2 per tile, 3 per pennant");
    run(&mut g, play(ANNA, "city-plain", bonus(4, 0)));
    assert_eq!(totals(&g), vec![26, 0], "3 per tile");
}

#[test]
fn xp4_hand_cards_only_in_ones_own_turn_and_only_if_held() {
    let mut g = xp_game(&[15], &[]);
    run(&mut g, draw(xp::CLOISTER));
    let plain = || Target::Bonus {
        tiles: 3,
        pennants: 0,
        with: Vec::new(),
    };
    let error = refused(&mut g, play(BERT, "loop-road", plain()));
    assert!(matches!(xp_error(error), xp::Error::NotYourTurn(_)));
    let error = refused(&mut g, play(ANNA, "city-plain", plain()));
    assert!(matches!(xp_error(error), xp::Error::NotInHand { .. }));
    let error = refused(&mut g, play(ANNA, "snowman", plain()));
    assert!(matches!(xp_error(error), xp::Error::UnknownKind(_)));
}

#[test]
fn xp4_a_turn_cannot_end_with_more_than_five_cards_in_hand() {
    let mut g = xp_game(&[15, 16, 17, 18, 19, 20], &[]);
    for _ in 0..6 {
        run(&mut g, draw(xp::CLOISTER));
        run(&mut g, Command::AnotherTile);
    }
    assert_eq!(hand(&g, ANNA).len(), 6);
    let error = refused(&mut g, Command::EndTurn);
    assert_eq!(
        error,
        GameError::Held(Hold::Christmas(xp::Hold::HandLimit {
            player: ANNA,
            cards: 6
        }))
    );
    run(
        &mut g,
        c(xp::Command::Discard {
            player: ANNA,
            kind: "shield".into(),
        }),
    );
    assert_eq!(hand(&g, ANNA).len(), 5);
    run(&mut g, Command::EndTurn);
    assert_eq!(active(&g), 1);
    conserved(&g);
}

#[test]
fn xp6_every_player_a_roadside_card_is_used_against_is_asked() {
    // Roadside 5: join a city occupied by others.
    let mut g = begin(xp_setup(3, Christmas::default()), &[], &[5]);
    run(&mut g, draw(xp::ROADSIDE));
    run(
        &mut g,
        use_card(Target::Against {
            players: vec![BERT, PlayerId(2)],
        }),
    );
    assert_eq!(g.state().hold().and_then(|h| h.player()), Some(BERT));
    assert!(matches!(
        refused(&mut g, Command::EndTurn),
        GameError::Held(_)
    ));
    let error = refused(&mut g, shield(PlayerId(2), false));
    assert!(matches!(xp_error(error), xp::Error::NotAsked(_)));
    // "Yes" only with a shield in hand.
    let error = refused(&mut g, shield(BERT, true));
    assert!(matches!(xp_error(error), xp::Error::NoShield(_)));
    run(&mut g, shield(BERT, false));
    assert_eq!(g.state().hold().and_then(|h| h.player()), Some(PlayerId(2)));
    run(&mut g, shield(PlayerId(2), false));
    assert!(g.state().hold().is_none());
    assert_eq!(cards(&g).discard.len(), 1, "a follower card is discarded");
    conserved(&g);
}

#[test]
fn xp6_a_shield_cancels_the_card_and_both_are_discarded() {
    // Bert draws a shield (Cloister 17) in his turn; Anna then lays down.
    let mut g = xp_game(&[17], &[11]);
    run(&mut g, Command::EndTurn);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, Command::EndTurn);
    run(&mut g, draw(xp::ROADSIDE));
    run(
        &mut g,
        use_card(Target::Against {
            players: vec![BERT],
        }),
    );
    run(&mut g, shield(BERT, true));
    assert!(cards(&g).in_play.is_empty(), "no effect");
    assert!(hand(&g, BERT).is_empty());
    assert_eq!(cards(&g).discard.len(), 2);
    conserved(&g);
}

#[test]
fn xp6b_a_lasting_card_stays_in_play_until_the_table_discards_it() {
    // Roadside 15: a road tiebreaker.
    let mut g = xp_game(&[], &[15]);
    run(&mut g, draw(xp::ROADSIDE));
    run(
        &mut g,
        use_card(Target::Against {
            players: vec![BERT],
        }),
    );
    run(&mut g, shield(BERT, false));
    assert_eq!(cards(&g).in_play.len(), 1);
    assert_eq!(cards(&g).in_play[0].owner, ANNA);
    let error = refused(&mut g, c(xp::Command::EndInPlay { index: 1 }));
    assert_eq!(xp_error(error), xp::Error::NoSuchInPlay(1));
    run(&mut g, c(xp::Command::EndInPlay { index: 0 }));
    assert!(cards(&g).in_play.is_empty());
    assert_eq!(cards(&g).discard.len(), 1);
    conserved(&g);
}

#[test]
fn xp6_choose_placement_is_used_against_the_next_player() {
    let mut g = xp_game(&[], &[29]);
    run(&mut g, draw(xp::ROADSIDE));
    run(&mut g, play(ANNA, "choose-placement", Target::Plain));
    assert_eq!(g.state().hold().and_then(|h| h.player()), Some(BERT));
}

#[test]
fn t6_draw_two_lowers_the_counter_once_more_and_is_not_a_further_tile() {
    let mut g = xp_game(&[19], &[]);
    let left = g.state().tiles_left.unwrap();
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, play(ANNA, "draw-two", Target::Plain));
    assert_eq!(g.state().tiles_left, Some(left - 1));
    assert_eq!(g.state().turn.tiles, 1);
    let error = refused(&mut g, draw(xp::CLOISTER));
    assert_eq!(xp_error(error), xp::Error::AlreadyDrawn(xp::CLOISTER));
}

#[test]
fn xp7_f1_deferred_points_are_paid_at_step_4() {
    let mut g = xp_game(&[], &[]);
    run(
        &mut g,
        c(xp::Command::Defer {
            kind: Kind::Road,
            scorings: vec![Scoring::new(ANNA, 8), Scoring::new(BERT, 8)],
        }),
    );
    assert_eq!(totals(&g), vec![0, 0]);
    assert_eq!(cards(&g).deferred.len(), 1);
    run(&mut g, Command::FinalScoring);
    // F1: not in the totals before step 4.
    assert_eq!(totals(&g), vec![0, 0]);
    assert_eq!(cards(&g).deferred_paid, vec![0, 0]);
    score(&mut g, Kind::Farm, 3, &[0]);
    assert_eq!(totals(&g), vec![3, 0]);
    run(&mut g, c(xp::Command::PayDeferred));
    assert_eq!(totals(&g), vec![11, 8]);
    assert_eq!(cards(&g).deferred_paid, vec![8, 8]);
    assert!(cards(&g).deferred.is_empty());
}

#[test]
fn xp8_end_cards_are_revealed_start_player_first_before_the_final_features() {
    // Bert starts; each draws a supply card (Cloister 27, 28) and Anna also
    // a farm tiebreaker (Roadside 31).
    let mut s = xp_setup(2, Christmas::default());
    s.start_player = BERT;
    let mut g = begin(s, &[27, 28, 15], &[31]);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, Command::EndTurn);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, draw(xp::ROADSIDE));
    run(&mut g, Command::AnotherTile);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, Command::FinalScoring);
    let reveal = |player, kind: &str, counts: Vec<u32>| {
        c(xp::Command::Reveal {
            player,
            kind: kind.into(),
            counts,
        })
    };
    // The final feature scoring waits for the end cards.
    assert!(matches!(
        refused(
            &mut g,
            Command::Score(FeatureScoring::single(Kind::Farm, 6, ANNA))
        ),
        GameError::Held(_)
    ));
    let error = refused(&mut g, reveal(ANNA, "supply", vec![3]));
    assert!(matches!(xp_error(error), xp::Error::RevealOrder { .. }));
    run(&mut g, reveal(BERT, "supply", vec![2]));
    run(&mut g, reveal(ANNA, "supply", vec![3]));
    assert!(!cards(&g).hands_shown);
    run(&mut g, reveal(ANNA, "farm-tiebreaker", vec![]));
    // Then the remaining hand cards are shown: the loop road card.
    assert!(cards(&g).hands_shown);
    assert!(hand(&g, ANNA).is_empty());
    assert_eq!(
        cards(&g).shown_hands[0]
            .iter()
            .map(|c| c.id())
            .collect::<Vec<_>>(),
        vec!["loop-road"]
    );
    assert_eq!(cards(&g).end_points, vec![6, 4]);
    assert_eq!(totals(&g), vec![6, 4]);
    // F2: a part of its own, not a kind's points.
    assert_eq!(g.state().players[0].final_scoring.get(Kind::Card), 0);
    score(&mut g, Kind::Farm, 6, &[0]);
    conserved(&g);
}

#[test]
fn xp9_cards_are_conserved_through_undo_and_redo() {
    let mut g = xp_game(&[17, 1], &[5]);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, draw(xp::ROADSIDE));
    run(&mut g, use_card(Target::NoTarget));
    conserved(&g);
    g.undo().unwrap();
    conserved(&g);
    g.undo().unwrap();
    conserved(&g);
    g.redo().unwrap();
    g.redo().unwrap();
    conserved(&g);
}

#[test]
fn games_without_christmas_present_refuse_its_commands() {
    let mut g = game(2);
    let error = refused(&mut g, draw(xp::CLOISTER));
    assert_eq!(xp_error(error), xp::Error::NotInUse);
}

#[test]
fn xp7_a_game_ended_by_the_table_still_pays_the_deferred_points() {
    let mut g = xp_game(&[], &[]);
    run(
        &mut g,
        c(xp::Command::Defer {
            kind: Kind::City,
            scorings: vec![Scoring::new(BERT, 10)],
        }),
    );
    run(&mut g, Command::EndGame);
    assert_eq!(totals(&g), vec![0, 10]);
    assert_eq!(g.state().phase, Phase::Ended);
}

#[test]
fn t4_a_card_waits_for_a_message_the_open_round_draws() {
    let mut s = xp_setup(2, Christmas::default());
    s.messages = Some(crate::engine::messages::Messages::default());
    let mut g = begin(s, &[1], &[]);
    run(&mut g, draw(xp::CLOISTER));
    // The now card first (XP3): a city scored before it is used would
    // leave the round open; its close draws a message (Anna on 5).
    let mut g2 = g.clone();
    run(&mut g2, use_card(Target::Plain));
    assert_eq!(totals(&g2), vec![3, 0]);
    g.undo().unwrap();
    score(&mut g, Kind::City, 5, &[0]);
    run(&mut g, draw(xp::CLOISTER));
    assert_eq!(
        refused(&mut g, use_card(Target::Plain)),
        GameError::CloseRoundFirst
    );
}

/// The F1 example of issue 16: with The Messages and 10 deferred points
/// each, the totals right after the merge are 55 and 50, and they stay
/// the steps-so-far totals through the end cards and the final features.
#[test]
fn f1_xp7_the_totals_after_each_step_leave_the_deferred_points_out_until_step_4() {
    let mut s = xp_setup(2, Christmas::default());
    s.messages = Some(crate::engine::messages::Messages::default());
    let mut g = begin(s, &[], &[]);
    // Anna 40 + 15, Bert 50 + 0; corrections never draw a message (T3).
    for (player, figure, delta) in [
        (ANNA, Figure::Meeple, 40),
        (ANNA, Figure::Messenger, 15),
        (BERT, Figure::Meeple, 50),
    ] {
        run(
            &mut g,
            Command::Correct {
                player,
                figure,
                delta,
            },
        );
    }
    run(
        &mut g,
        c(xp::Command::Defer {
            kind: Kind::City,
            scorings: vec![Scoring::new(ANNA, 10), Scoring::new(BERT, 10)],
        }),
    );
    run(&mut g, Command::FinalScoring);
    assert_eq!(
        totals(&g),
        vec![55, 50],
        "MSG8 merged, nothing deferred yet"
    );
    score(&mut g, Kind::Farm, 0, &[1]);
    assert_eq!(totals(&g), vec![55, 50], "the final features");
    run(&mut g, c(xp::Command::PayDeferred));
    assert_eq!(totals(&g), vec![65, 60]);
}

#[test]
fn f1_xp7_after_step_4_final_features_are_refused_until_undone() {
    let mut g = xp_game(&[], &[]);
    run(
        &mut g,
        c(xp::Command::Defer {
            kind: Kind::Road,
            scorings: vec![Scoring::new(BERT, 4)],
        }),
    );
    // Not during play: step 4 belongs to the final scoring.
    let error = refused(&mut g, c(xp::Command::PayDeferred));
    assert_eq!(xp_error(error), xp::Error::PayAtFinalScoring);
    run(&mut g, Command::FinalScoring);
    run(&mut g, c(xp::Command::PayDeferred));
    let error = refused(&mut g, c(xp::Command::PayDeferred));
    assert_eq!(xp_error(error), xp::Error::AlreadyPaid);
    let farm = Command::Score(FeatureScoring::single(Kind::Farm, 6, ANNA));
    let error = refused(&mut g, farm.clone());
    assert_eq!(xp_error(error.clone()), xp::Error::FeaturesOver);
    assert_eq!(
        error.to_string(),
        "the deferred points are paid; undo to enter more final features"
    );
    // Corrections still work; undo takes step 4 back.
    run(
        &mut g,
        Command::Correct {
            player: ANNA,
            figure: Figure::Meeple,
            delta: 1,
        },
    );
    g.undo().unwrap();
    g.undo().unwrap();
    assert_eq!(totals(&g), vec![0, 0]);
    run(&mut g, farm);
    assert_eq!(totals(&g), vec![6, 0]);
}

#[test]
fn f1_xp7_end_game_pays_first_when_step_4_was_not_given() {
    let mut s = xp_setup(2, Christmas::default());
    s.gold = Some(GoldMines::default());
    let mut g = begin(s, &[], &[]);
    run(
        &mut g,
        Command::Gold(crate::engine::gold::Command::GoldTile),
    );
    run(
        &mut g,
        c(xp::Command::Defer {
            kind: Kind::City,
            scorings: vec![Scoring::new(ANNA, 7)],
        }),
    );
    run(&mut g, Command::FinalScoring);
    run(&mut g, Command::EndGame);
    assert_eq!(totals(&g), vec![7, 0]);
    // Step 4 before the gold (step 5), and before the end.
    let events = &g.log().last().unwrap().events;
    let paid = events
        .iter()
        .position(|e| matches!(e, Event::Christmas(xp::Event::DeferredPaid { .. })));
    let gold = events.iter().position(|e| {
        matches!(
            e,
            Event::Gold(crate::engine::gold::Event::GoldRemoved { .. })
        )
    });
    assert!(paid.is_some() && paid < gold, "{events:?}");
    assert_eq!(events.last(), Some(&Event::GameEnded));
    // Given by the table, it is not paid twice.
    let mut g = xp_game(&[], &[]);
    run(
        &mut g,
        c(xp::Command::Defer {
            kind: Kind::City,
            scorings: vec![Scoring::new(ANNA, 7)],
        }),
    );
    run(&mut g, Command::FinalScoring);
    run(&mut g, c(xp::Command::PayDeferred));
    run(&mut g, Command::EndGame);
    assert_eq!(totals(&g), vec![7, 0]);
}

#[test]
fn f1_xp8_step_4_waits_for_the_end_cards() {
    let mut g = xp_game(&[27], &[]);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, Command::FinalScoring);
    assert!(matches!(
        refused(&mut g, c(xp::Command::PayDeferred)),
        GameError::Held(_)
    ));
}

/// XP4: a refusal never tells what is in a hand. For each line that names
/// a card, a player who may not act then gets the same answer whether they
/// hold the card or not.
#[test]
fn xp4_refusals_tell_nothing_of_the_hand_of_a_player_who_may_not_act() {
    // Three players. Anna draws the supply card (an end card, revealed
    // first at final scoring); Bert draws his cards in his turn, one per
    // further tile: a loop road (15), a shield (17) and a supply card
    // (28), or other cards (21, 19, 1) in their place; then it is Cleo's.
    let hand_of = |bert: &[u16]| {
        let mut order = vec![27];
        order.extend_from_slice(bert);
        let mut g = begin(xp_setup(3, Christmas::default()), &order, &[5]);
        run(&mut g, draw(xp::CLOISTER));
        run(&mut g, Command::EndTurn);
        for _ in bert {
            run(&mut g, draw(xp::CLOISTER));
            if cards(&g).now.is_some() {
                run(&mut g, use_card(Target::NoTarget));
            }
            run(&mut g, Command::AnotherTile);
        }
        run(&mut g, Command::EndTurn);
        g
    };
    let holding = hand_of(&[15, 17, 28]);
    let lacking = hand_of(&[21, 19, 1]);
    assert_eq!(hand(&holding, BERT), vec!["loop-road", "shield", "supply"]);
    assert_eq!(hand(&lacking, BERT), vec!["city-pennants", "draw-two"]);
    assert_eq!(holding.state().turn.player, PlayerId(2), "Cleo's turn");
    let same = |command: Command, what: &str| {
        let mut a = holding.clone();
        let mut b = lacking.clone();
        let held = refused(&mut a, command.clone());
        let not_held = refused(&mut b, command);
        assert_eq!(held.to_string(), not_held.to_string(), "{what}");
        held.to_string()
    };
    // In Cleo's turn: play and discard name a card of Bert's.
    let play_line = same(
        play(
            BERT,
            "loop-road",
            Target::Bonus {
                tiles: 4,
                pennants: 0,
                with: Vec::new(),
            },
        ),
        "play",
    );
    assert_eq!(
        play_line,
        "Bert may play a card only in their own turn (a shield answers a Roadside card)"
    );
    let discard = same(
        c(xp::Command::Discard {
            player: BERT,
            kind: "loop-road".into(),
        }),
        "discard",
    );
    assert_eq!(discard, "Bert may discard a card only in their own turn");
    same(
        c(xp::Command::Discard {
            player: BERT,
            kind: "shield".into(),
        }),
        "discard a shield",
    );
    // A shield question for Cleo's Roadside card waits on Anna, not Bert.
    let ask = |g: &Game| {
        let mut g = g.clone();
        run(&mut g, draw(xp::ROADSIDE));
        run(
            &mut g,
            use_card(Target::Against {
                players: vec![ANNA, BERT],
            }),
        );
        g
    };
    let (asked_holding, asked_lacking) = (ask(&holding), ask(&lacking));
    let mut a = asked_holding.clone();
    let mut b = asked_lacking.clone();
    let shield_yes = shield(BERT, true);
    assert_eq!(
        refused(&mut a, shield_yes.clone()).to_string(),
        refused(&mut b, shield_yes).to_string()
    );
    // At final scoring Anna's end card is revealed first: Bert's reveal
    // is refused alike, with or without a supply card.
    let end = |g: &Game| {
        let mut g = g.clone();
        run(&mut g, Command::FinalScoring);
        g
    };
    let (holding, lacking) = (end(&holding), end(&lacking));
    let mut a = holding.clone();
    let mut b = lacking.clone();
    let reveal = c(xp::Command::Reveal {
        player: BERT,
        kind: "supply".into(),
        counts: vec![3],
    });
    let (x, y) = (refused(&mut a, reveal.clone()), refused(&mut b, reveal));
    assert_eq!(x.to_string(), y.to_string());
    assert_eq!(
        x.to_string(),
        "the next end card to reveal is Anna's supply"
    );
    // And play or discard at final scoring, for anyone: turns are over.
    for command in [
        play(BERT, "loop-road", Target::Plain),
        c(xp::Command::Discard {
            player: BERT,
            kind: "loop-road".into(),
        }),
    ] {
        let mut a = holding.clone();
        let mut b = lacking.clone();
        assert_eq!(
            refused(&mut a, command.clone()).to_string(),
            refused(&mut b, command).to_string()
        );
    }
}

/// XP4: the player who may act learns about their own hand, with words for
/// the line they gave.
#[test]
fn xp4_the_player_who_may_act_hears_about_their_own_hand() {
    let mut g = xp_game(&[15], &[]);
    let error = refused(
        &mut g,
        c(xp::Command::Discard {
            player: ANNA,
            kind: "loop-road".into(),
        }),
    );
    assert_eq!(error.to_string(), "Anna has no loop-road card in hand");
    run(&mut g, draw(xp::CLOISTER));
    run(
        &mut g,
        c(xp::Command::Discard {
            player: ANNA,
            kind: "loop-road".into(),
        }),
    );
    assert!(hand(&g, ANNA).is_empty());
}

/// XP8: at the reveal the end cards, and then the cards left in the
/// hands, go to the discard pile (XP9 still holds).
#[test]
fn xp8_revealed_end_cards_and_the_hands_left_go_to_the_discard_pile() {
    let mut g = xp_game(&[27, 15, 17], &[]);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, Command::EndTurn);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, Command::AnotherTile);
    run(&mut g, draw(xp::CLOISTER));
    run(&mut g, Command::FinalScoring);
    assert!(cards(&g).discard.is_empty());
    run(
        &mut g,
        c(xp::Command::Reveal {
            player: ANNA,
            kind: "supply".into(),
            counts: vec![2],
        }),
    );
    let discard: Vec<&str> = cards(&g).discard.iter().map(|c| c.id()).collect();
    assert_eq!(discard, vec!["supply", "loop-road", "shield"]);
    assert!(hand(&g, ANNA).is_empty() && hand(&g, BERT).is_empty());
    conserved(&g);
}

/// XP2: only the followers on a cloister, road or city are laid down, so
/// only those features have deferred points.
#[test]
fn xp2_xp7_only_a_road_city_or_cloister_has_deferred_points() {
    let defer = |kind| {
        c(xp::Command::Defer {
            kind,
            scorings: vec![Scoring::new(ANNA, 6)],
        })
    };
    let mut g = xp_game(&[], &[]);
    for kind in [Kind::Farm, Kind::Message, Kind::Card, Kind::Other] {
        assert_eq!(
            xp_error(refused(&mut g, defer(kind))),
            xp::Error::NotLaidDown(kind)
        );
    }
    assert_eq!(
        refused(&mut g, defer(Kind::Farm)).to_string(),
        "farm points cannot be deferred: only the followers on a road, city or cloister are laid down"
    );
    for kind in [Kind::Road, Kind::City, Kind::Cloister] {
        run(&mut g, defer(kind));
    }
    assert_eq!(cards(&g).deferred.len(), 3);
}
