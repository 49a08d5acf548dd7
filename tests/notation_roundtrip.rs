//! Exporting a game as notation and replaying the text gives the same game:
//! the same setup, state, log (commands and events) and redo stack. Only the
//! times of the commands differ.

use chrono::{DateTime, TimeZone, Utc};
use meeple_companion::engine::notation;
use meeple_companion::engine::{
    Colour, Command, Entry, Event, FeatureScoring, Figure, Game, GoldMines, Kind, PlayerId,
    PlayerSetup, SaintNicholas, Scoring, Setup, gold,
};
use proptest::prelude::*;

mod common;
use common::{play, seat, setup, steps};

fn first_clock() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap()
}

fn replay_clock() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2030, 1, 1, 0, 0, 0).unwrap()
}

/// An entry without its time.
fn untimed(entries: &[Entry]) -> Vec<(Command, Vec<Event>)> {
    entries
        .iter()
        .map(|e| (e.command.clone(), e.events.clone()))
        .collect()
}

fn assert_same_game(replayed: &Game, game: &Game) {
    assert_eq!(replayed.setup(), game.setup());
    assert_eq!(replayed.state(), game.state());
    assert_eq!(untimed(replayed.log()), untimed(game.log()));
    assert_eq!(untimed(replayed.redo_stack()), untimed(game.redo_stack()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn an_exported_game_replays_to_the_same_game(
        setup in setup(),
        steps in steps(),
    ) {
        let game = play(setup, steps);
        let text = notation::export(&game);
        let replayed = notation::run(&text, replay_clock)
            .unwrap_or_else(|e| panic!("{e}\n--- exported text ---\n{text}"));
        assert_same_game(&replayed, &game);
        prop_assert_eq!(notation::export(&replayed), text);
    }
}

/// The export example in docs/notation.md is what `export` really writes.
#[test]
fn export_writes_what_the_documentation_shows() {
    let script = "\
player \"Anna Maria\" red
player Bert blue
saint-nicholas order=active-first
score road 3 \"Anna Maria\" Bert
score city 8 Bert
end-turn
score cloister 9 Bert
undo
undo
";
    let exported = "\
# Meeple Companion game
player \"Anna Maria\" red
player Bert blue
tiles 71
saint-nicholas order=active-first
begin
score road 3 \"Anna Maria\" Bert
score city 8 Bert
# undone, and can be redone:
end-turn
score cloister 9 Bert
undo
undo
";
    let game = notation::run(script, first_clock).unwrap();
    assert_eq!(notation::export(&game), exported);
    assert_eq!(game.redo_stack().len(), 2);
    let docs = include_str!("../docs/notation.md");
    assert!(docs.contains(script), "docs/notation.md lacks the script");
    assert!(docs.contains(exported), "docs/notation.md lacks the export");
    let mut replayed = notation::run(exported, replay_clock).unwrap();
    assert_same_game(&replayed, &game);
    replayed.redo().unwrap();
    replayed.redo().unwrap();
    assert_eq!(replayed.state().players[1].figures[0], 20);
}

/// A hand-made game whose names need every kind of quoting replays exactly.
#[test]
fn names_that_need_quotes_survive_the_round_trip() {
    let names = ["Anna Maria", "city", "42", "a\"b\\c", "x/y=z", "#1"];
    let setup = Setup {
        players: names
            .iter()
            .zip(Colour::ALL)
            .map(|(n, c)| PlayerSetup::new(*n, c))
            .collect(),
        start_player: PlayerId(3),
        tiles: None,
        saint_nicholas: Some(SaintNicholas::default()),
        messages: None,
        christmas: None,
        gold: Some(GoldMines::default()),
    };
    let mut game = Game::new(setup).unwrap();
    for (seat_index, points) in (0..6).zip([3, 4, 5, 6, 7, 8]) {
        let score = Command::Score(FeatureScoring {
            kind: Kind::Road,
            scorings: vec![
                Scoring::new(seat(seat_index), points),
                Scoring::new(seat((seat_index + 1) % 6), points + 1),
            ],
        });
        game.execute(score, first_clock()).unwrap();
        game.execute(Command::EndTurn, first_clock()).unwrap();
    }
    game.execute(Command::ExtraTurn { player: seat(4) }, first_clock())
        .unwrap();
    game.execute(
        Command::Correct {
            player: seat(5),
            figure: Figure::Meeple,
            delta: -2,
        },
        first_clock(),
    )
    .unwrap();
    for _ in 0..3 {
        game.execute(Command::Gold(gold::Command::GoldTile), first_clock())
            .unwrap();
    }
    let award = gold::Command::Award {
        kind: Kind::City,
        pools: vec![
            gold::Pool {
                pieces: 2,
                claimants: vec![seat(0), seat(1)],
            },
            gold::Pool {
                pieces: 1,
                claimants: vec![seat(5), seat(2)],
            },
        ],
    };
    game.execute(Command::Gold(award), first_clock()).unwrap();
    game.execute(
        Command::Gold(gold::Command::Give {
            player: seat(3),
            pieces: 2,
        }),
        first_clock(),
    )
    .unwrap();
    let text = notation::export(&game);
    assert!(
        text.contains("gold city 2 \"Anna Maria\" \"city\" + 1 \"#1\" \"42\""),
        "{text}"
    );
    assert!(text.contains("give-gold \"a\\\"b\\\\c\" 2"), "{text}");
    assert!(text.contains("player \"a\\\"b\\\\c\" yellow"), "{text}");
    assert!(text.contains("correct \"#1\" -2"), "{text}");
    let replayed = notation::run(&text, replay_clock).unwrap();
    assert_same_game(&replayed, &game);
}

/// "Export from the app": the lines of a game with every expansion, in the
/// order the documentation lists them.
#[test]
fn export_lists_the_setup_and_shuffle_lines_in_the_documented_order() {
    let script = "player Anna red\nplayer Bert blue\nstart Bert\ntiles 30\n\
                  gold-mines\nchristmas card-bonus=all-holders\nmessages zmg-alone\nsaint-nicholas every-lap\n\
                  begin\nscore city 3 Anna\n";
    let game = notation::run(script, first_clock).unwrap();
    let text = notation::export(&game);
    let heads: Vec<String> = text
        .lines()
        .map(|line| match line.split(' ').collect::<Vec<_>>()[..] {
            ["shuffle", deck, ..] => format!("shuffle {deck}"),
            _ => line.to_owned(),
        })
        .collect();
    assert_eq!(
        heads,
        [
            "# Meeple Companion game",
            "player Anna red",
            "player Bert blue",
            "start Bert",
            "tiles 30",
            "saint-nicholas every-lap",
            "messages zmg-alone",
            "christmas card-bonus=all-holders",
            "gold-mines",
            "shuffle messages",
            "# Christmas Present: the deck orders below tell every hand; keep this file from the players until the game ends",
            "shuffle cloister",
            "shuffle roadside",
            "begin",
            "score city 3 Anna",
        ]
    );
    let docs = include_str!("../docs/notation.md");
    assert!(docs.contains("`# Christmas Present: the deck orders below tell every hand;\n   keep this file from the players until the game ends`"));
}
