//! Exporting a game as notation and replaying the text gives the same game:
//! the same setup, state, log (commands and events) and redo stack. Only the
//! times of the commands differ.

use chrono::{DateTime, TimeZone, Utc};
use meeple_companion::engine::notation;
use meeple_companion::engine::{
    Both, Check, Colour, Command, Entry, Event, FeatureScoring, Figure, Game, Kind, Order,
    PlayerId, PlayerSetup, SaintNicholas, Scoring, Setup, validate_name,
};
use proptest::prelude::*;

fn first_clock() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap()
}

fn replay_clock() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2030, 1, 1, 0, 0, 0).unwrap()
}

/// Names that need quoting, look like other words of the notation, or are
/// plain; the generator mixes them with random text.
const TRICKY_NAMES: &[&str] = &[
    "Anna",
    "Bert",
    "Anna Maria",
    "Zoë",
    "O'Brien",
    "J.-P._x",
    "city",
    "Road",
    "other",
    "42",
    "-7",
    "+3",
    "-x",
    "3a",
    "a/b",
    "x=y",
    "#1",
    "a#b",
    "\"Q\"",
    "back\\slash",
    "off",
    "begin",
    "undo",
    "player",
    "meeple",
    "red",
    "日本",
    "tab\u{a0}nbsp",
    "\u{feff}bom",
];

fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(TRICKY_NAMES).prop_map(str::to_owned),
        1 => "[A-Za-z][a-z]{0,7}",
        // Anything but control characters, which names may not contain.
        1 => "[^\\p{Cc}]{1,12}",
    ]
}

/// Makes generated names acceptable: valid on their own, unique at the table.
fn fix_names(names: Vec<String>) -> Vec<String> {
    let mut fixed: Vec<String> = Vec::new();
    for (seat, name) in names.into_iter().enumerate() {
        let taken = |n: &str| {
            fixed
                .iter()
                .any(|f| f.trim().to_lowercase() == n.trim().to_lowercase())
        };
        let name = if validate_name(&name).is_err() || taken(&name) {
            format!("Player {}", seat + 1)
        } else {
            name
        };
        fixed.push(name);
    }
    fixed
}

fn saint_nicholas() -> impl Strategy<Value = Option<SaintNicholas>> {
    prop::option::of(
        (
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(|(round, every_lap, two, active_first, feature_only)| {
                SaintNicholas {
                    check: if round { Check::Round } else { Check::Feature },
                    every_lap,
                    both_conditions: if two { Both::Two } else { Both::One },
                    order: if active_first {
                        Order::ActiveFirst
                    } else {
                        Order::LeftFirst
                    },
                    feature_only,
                }
            }),
    )
}

fn setup() -> impl Strategy<Value = Setup> {
    (
        prop::collection::vec(name(), 2..=6),
        Just(Colour::ALL.to_vec()).prop_shuffle(),
        0usize..6,
        prop_oneof![Just(None), (1u32..=12).prop_map(Some), Just(Some(71))],
        saint_nicholas(),
    )
        .prop_map(|(names, colours, start, tiles, saint_nicholas)| {
            let players: Vec<PlayerSetup> = fix_names(names)
                .into_iter()
                .zip(colours)
                .map(|(name, colour)| PlayerSetup::new(name, colour))
                .collect();
            let start = u8::try_from(start % players.len()).unwrap();
            Setup {
                players,
                start_player: PlayerId(start),
                tiles,
                saint_nicholas,
            }
        })
}

/// One step of a random game; seats are taken modulo the table size.
#[derive(Debug, Clone)]
enum Step {
    Command(Command),
    Undo,
    Redo,
}

fn seat(n: usize) -> PlayerId {
    PlayerId(u8::try_from(n).unwrap())
}

fn kind() -> impl Strategy<Value = Kind> {
    prop::sample::select(Kind::ALL.to_vec())
}

fn score() -> impl Strategy<Value = Command> {
    (
        kind(),
        prop::collection::vec((0usize..6, 0u32..=30), 1..=3),
        any::<bool>(),
    )
        .prop_map(|(kind, holders, shared)| {
            let first = holders[0].1;
            Command::Score(FeatureScoring {
                kind,
                scorings: holders
                    .into_iter()
                    .map(|(player, points)| Scoring {
                        player: seat(player),
                        points: if shared { first } else { points },
                        figure: Figure::Meeple,
                    })
                    .collect(),
            })
        })
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        20 => score().prop_map(Step::Command),
        12 => Just(Step::Command(Command::EndTurn)),
        4 => (0usize..6, -15i64..=15).prop_map(|(player, delta)| Step::Command(Command::Correct {
            player: seat(player),
            figure: Figure::Meeple,
            delta,
        })),
        2 => Just(Step::Command(Command::CloseRound)),
        2 => Just(Step::Command(Command::AnotherTile)),
        2 => (0usize..6).prop_map(|p| Step::Command(Command::ExtraTurn { player: seat(p) })),
        2 => (0usize..3).prop_map(|index| Step::Command(Command::CancelExtraTurn { index })),
        2 => (0u32..=12).prop_map(|left| Step::Command(Command::SetTiles { left })),
        1 => Just(Step::Command(Command::FinalScoring)),
        1 => Just(Step::Command(Command::EndGame)),
        6 => Just(Step::Undo),
        3 => Just(Step::Redo),
    ]
}

/// A game's steps, then a few undos so that the redo stack is often full.
fn steps() -> impl Strategy<Value = Vec<Step>> {
    (prop::collection::vec(step(), 0..100), 0usize..6).prop_map(|(mut steps, undos)| {
        steps.extend(std::iter::repeat_n(Step::Undo, undos));
        steps
    })
}

/// Seats beyond the table wrap round; a holder named twice is dropped.
fn fit(command: Command, players: usize) -> Command {
    let wrap = |p: PlayerId| seat(p.index() % players);
    match command {
        Command::Score(mut feature) => {
            let mut seen = Vec::new();
            feature.scorings.retain_mut(|s| {
                s.player = wrap(s.player);
                let fresh = !seen.contains(&s.player);
                seen.push(s.player);
                fresh
            });
            Command::Score(feature)
        }
        Command::Correct {
            player,
            figure,
            delta,
        } => Command::Correct {
            player: wrap(player),
            figure,
            delta,
        },
        Command::ExtraTurn { player } => Command::ExtraTurn {
            player: wrap(player),
        },
        other => other,
    }
}

/// Plays the steps; refused commands, undos and redos are skipped.
fn play(setup: Setup, steps: Vec<Step>) -> Game {
    let players = setup.players.len();
    let mut game = Game::new(setup).expect("the generator makes valid setups");
    for step in steps {
        let _ = match step {
            Step::Command(command) => game
                .execute(fit(command, players), first_clock())
                .map(|_| ()),
            Step::Undo => game.undo(),
            Step::Redo => game.redo(),
        };
    }
    game
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
    let text = notation::export(&game);
    assert!(text.contains("player \"a\\\"b\\\\c\" yellow"), "{text}");
    assert!(text.contains("correct \"#1\" -2"), "{text}");
    let replayed = notation::run(&text, replay_clock).unwrap();
    assert_same_game(&replayed, &game);
}
