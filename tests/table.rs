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
