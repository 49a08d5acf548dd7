//! The table's door gives the follow-up an expansion asks for (RULES
//! MSG5: the End turn that drew a message is finished once the message is
//! settled), in the same change; the door's other tests are
//! `src/table/tests.rs`.

use std::sync::Arc;

use chrono::Utc;
use meeple_companion::engine::messages::{self, Messages, Resolution};
use meeple_companion::engine::{
    Colour, Command, FeatureScoring, Figure, Game, Kind, PlayerId, PlayerSetup, Setup, Shuffles,
};
use meeple_companion::store::SavedGame;
use meeple_companion::table::{Change, Source, Table};

fn score(points: u32, player: u8) -> Change {
    Change::Command(Command::Score(FeatureScoring::single(
        Kind::City,
        points,
        PlayerId(player),
    )))
}

fn game(table: &Table) -> &Game {
    &table.game().unwrap().game
}

#[test]
fn the_follow_up_an_expansion_asks_for_is_given_by_the_door() {
    let mut setup = Setup::new(vec![
        PlayerSetup::new("Anna", Colour::Red),
        PlayerSetup::new("Bert", Colour::Blue),
    ]);
    setup.messages = Some(Messages::default());
    let mut shuffles = Shuffles::new();
    shuffles.set(messages::DECK, vec![3, 1, 4, 6, 8, 2, 7, 5]);
    let mut table = Table::showing(Arc::new(SavedGame {
        id: "g".into(),
        created: Utc::now(),
        game: Game::begin(setup, &shuffles).unwrap(),
    }));
    table.apply(Source::Test, score(10, 0)).unwrap();
    // Anna's meeple on the dark space 10: End turn draws a message, and
    // the turn stays until it is settled.
    table
        .apply(Source::Test, Change::Command(Command::EndTurn))
        .unwrap();
    assert_eq!(game(&table).state().turn.player, PlayerId(0));
    let resolve = Command::Messages(messages::Command::Resolve {
        resolution: Resolution::TakeTwo,
        figure: Figure::Meeple,
    });
    let effects = table
        .apply(Source::Test, Change::Command(resolve.clone()))
        .unwrap();
    // Settled: the End turn that drew it is finished, in the same change.
    assert_eq!(effects.applied, vec![resolve, Command::EndTurn]);
    assert_eq!(game(&table).state().turn.player, PlayerId(1));
    assert_eq!(effects.version, 3);
}

/// MSG5: a message's points are a new round, so draws chain; the End turn
/// that drew the first is finished once the last of the chain is settled,
/// and a message drawn mid-turn (by Another tile) ends no turn.
#[test]
fn the_end_turn_is_finished_after_a_chain_of_messages() {
    let mut setup = Setup::new(vec![
        PlayerSetup::new("Anna", Colour::Red),
        PlayerSetup::new("Bert", Colour::Blue),
    ]);
    setup.messages = Some(Messages::default());
    let mut shuffles = Shuffles::new();
    shuffles.set(messages::DECK, vec![3, 1, 4, 6, 8, 2, 7, 5]);
    let mut table = Table::showing(Arc::new(SavedGame {
        id: "g".into(),
        created: Utc::now(),
        game: Game::begin(setup, &shuffles).unwrap(),
    }));
    let take_two = |figure| {
        Change::Command(Command::Messages(messages::Command::Resolve {
            resolution: Resolution::TakeTwo,
            figure,
        }))
    };
    // Anna's meeple on 10, her messenger on 3.
    table.apply(Source::Test, score(10, 0)).unwrap();
    let messenger = Command::Score(FeatureScoring {
        kind: Kind::Road,
        scorings: vec![meeple_companion::engine::Scoring {
            player: PlayerId(0),
            points: 3,
            figure: Figure::Messenger,
        }],
    });
    table
        .apply(Source::Test, Change::Command(messenger))
        .unwrap();
    // End turn draws a message for the meeple on 10.
    table
        .apply(Source::Test, Change::Command(Command::EndTurn))
        .unwrap();
    // Its 2 points take the messenger onto 5: another message, drawn by
    // the message, and the turn still stays.
    let effects = table
        .apply(Source::Test, take_two(Figure::Messenger))
        .unwrap();
    assert_eq!(effects.applied.len(), 1, "{:?}", effects.applied);
    assert_eq!(game(&table).state().turn.player, PlayerId(0));
    assert!(game(&table).state().hold().is_some(), "the second message");
    // The last of the chain settled: the End turn is finished.
    let effects = table.apply(Source::Test, take_two(Figure::Meeple)).unwrap();
    assert_eq!(effects.applied.last(), Some(&Command::EndTurn));
    assert_eq!(game(&table).state().turn.player, PlayerId(1));

    // Bert's meeple on 5: Another tile closes the round and draws a
    // message mid-turn; settled, it finishes the Another tile, not the
    // turn.
    table.apply(Source::Test, score(5, 1)).unwrap();
    table
        .apply(Source::Test, Change::Command(Command::AnotherTile))
        .unwrap();
    assert!(game(&table).state().hold().is_some(), "Bert's message");
    let effects = table.apply(Source::Test, take_two(Figure::Meeple)).unwrap();
    assert_eq!(effects.applied.last(), Some(&Command::AnotherTile));
    assert_eq!(game(&table).state().turn.player, PlayerId(1));
}

/// MSG6 4: carrying out "another tile" keeps the turn (the further tile is
/// placed in it), so the End turn that drew the message is not finished.
#[test]
fn msg6_carrying_out_another_tile_keeps_the_turn() {
    let mut setup = Setup::new(vec![
        PlayerSetup::new("Anna", Colour::Red),
        PlayerSetup::new("Bert", Colour::Blue),
    ]);
    setup.messages = Some(Messages::default());
    let mut shuffles = Shuffles::new();
    // Message 4 on top of the stack.
    shuffles.set(messages::DECK, vec![4, 1, 3, 6, 8, 2, 7, 5]);
    let mut table = Table::showing(Arc::new(SavedGame {
        id: "g".into(),
        created: Utc::now(),
        game: Game::begin(setup, &shuffles).unwrap(),
    }));
    table.apply(Source::Test, score(10, 0)).unwrap();
    table
        .apply(Source::Test, Change::Command(Command::EndTurn))
        .unwrap();
    let carry = Command::Messages(messages::Command::Resolve {
        resolution: Resolution::CarryOut(messages::Carry::AnotherTile),
        figure: Figure::Meeple,
    });
    let effects = table
        .apply(Source::Test, Change::Command(carry.clone()))
        .unwrap();
    assert_eq!(effects.applied, vec![carry]);
    assert_eq!(game(&table).state().turn.player, PlayerId(0));
}
