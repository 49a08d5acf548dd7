//! Random games for property tests: setups of 2–6 players with awkward
//! names and random options, and random steps (commands, undo, redo).

#![allow(dead_code)]

use meeple_companion::engine::christmas::{self, CardBonus, Christmas, Target};
use meeple_companion::engine::gold;
use meeple_companion::engine::messages::{self, Carry, Draw, Messages, Resolution};
use meeple_companion::engine::{
    Both, Check, Colour, Command, Event, FeatureScoring, Figure, Game, GoldMines, Kind, Order,
    PlayerId, PlayerSetup, SaintNicholas, Scoring, Setup, Shuffles, decks, validate_name,
};

/// Starts a game, shuffling its decks in a fixed way (the rotation by
/// `setup`'s player count), so a generated setup always makes one game.
pub fn new_game(setup: Setup) -> Game {
    let mut shuffles = Shuffles::new();
    let turn = setup.players.len();
    shuffles.fill(&decks(&setup), |cards| {
        cards.rotate_left(turn % cards.len().max(1))
    });
    Game::begin(setup, &shuffles).expect("the generator makes valid setups")
}

pub fn messages() -> impl Strategy<Value = Option<Messages>> {
    prop::option::of(
        (any::<bool>(), any::<bool>()).prop_map(|(zmg_alone, physical)| Messages {
            zmg_alone,
            draw: if physical {
                Draw::Physical
            } else {
                Draw::Virtual
            },
        }),
    )
}

pub fn christmas() -> impl Strategy<Value = Option<Christmas>> {
    prop::option::of(any::<bool>().prop_map(|all| Christmas {
        card_bonus: if all {
            CardBonus::AllHolders
        } else {
            CardBonus::Player
        },
    }))
}

/// Card kinds, some of them unknown.
const KINDS: &[&str] = &[
    "loop-road",
    "shield",
    "draw-two",
    "city-pennants",
    "city-plain",
    "return-follower",
    "supply",
    "farm-cities",
    "swap-city",
    "choose-placement",
    "farm-tiebreaker",
    "snowman",
];

pub fn target() -> impl Strategy<Value = Target> {
    prop_oneof![
        3 => Just(Target::Plain),
        1 => Just(Target::NoTarget),
        1 => (0u32..=12).prop_map(|points| Target::Points { points }),
        2 => (0u32..=6, 0u32..=3, prop::sample::select(vec![
            christmas::Feature::Road,
            christmas::Feature::City,
            christmas::Feature::Cloister,
        ]))
            .prop_map(|(tiles, pennants, feature)| Target::Counts { feature, tiles, pennants }),
        2 => (0u32..=6, 0u32..=3, prop::collection::vec((0usize..6, figure()), 0..=2)).prop_map(
            |(tiles, pennants, with)| Target::Bonus {
                tiles,
                pennants,
                with: with.into_iter().map(|(p, f)| (seat(p), f)).collect(),
            }
        ),
        2 => prop::collection::vec(0usize..6, 0..=2)
            .prop_map(|players| Target::Against { players: players.into_iter().map(seat).collect() }),
    ]
}

/// Christmas Present's commands, each kind.
pub fn christmas_command() -> impl Strategy<Value = Command> {
    let kind = prop::sample::select(KINDS).prop_map(str::to_owned);
    prop_oneof![
        6 => any::<bool>().prop_map(|cloister| christmas::Command::Draw {
            deck: if cloister { christmas::CLOISTER } else { christmas::ROADSIDE },
        }),
        4 => (figure(), target()).prop_map(|(figure, target)| christmas::Command::Use { figure, target }),
        3 => (0usize..6, kind.clone(), figure(), target()).prop_map(|(p, kind, figure, target)| {
            christmas::Command::Play { player: seat(p), kind, figure, target }
        }),
        3 => (0usize..6, any::<bool>())
            .prop_map(|(p, cancel)| christmas::Command::Shield { player: seat(p), cancel }),
        2 => (0usize..6, kind.clone())
            .prop_map(|(p, kind)| christmas::Command::Discard { player: seat(p), kind }),
        1 => (0usize..3).prop_map(|index| christmas::Command::EndInPlay { index }),
        1 => (0usize..6, 0u32..=12).prop_map(|(p, points)| christmas::Command::Defer {
            kind: Kind::Road,
            scorings: vec![Scoring::new(seat(p), points)],
        }),
        2 => (0usize..6, kind, prop::collection::vec(0u32..=4, 0..=2))
            .prop_map(|(p, kind, counts)| christmas::Command::Reveal { player: seat(p), kind, counts }),
        1 => Just(christmas::Command::PayDeferred),
    ]
    .prop_map(Command::Christmas)
}

pub fn figure() -> impl Strategy<Value = Figure> {
    prop_oneof![3 => Just(Figure::Meeple), 1 => Just(Figure::Messenger)]
}

/// Naming and resolving messages, each way.
pub fn message_command() -> impl Strategy<Value = Command> {
    let carry = prop_oneof![
        (0u32..=8).prop_map(|points| Carry::Points { points }),
        (0u32..=6).prop_map(|tiles| Carry::Road { tiles }),
        (0u32..=8).prop_map(|surrounding| Carry::Cloister { surrounding }),
        Just(Carry::AnotherTile),
        (0u32..=4).prop_map(|knights| Carry::Knights { knights }),
    ];
    prop_oneof![
        (1u8..=8).prop_map(|number| Command::Messages(messages::Command::Name { number })),
        figure().prop_map(|figure| Command::Messages(messages::Command::Resolve {
            resolution: Resolution::TakeTwo,
            figure,
        })),
        (carry, figure()).prop_map(|(carry, figure)| Command::Messages(
            messages::Command::Resolve {
                resolution: Resolution::CarryOut(carry),
                figure,
            }
        )),
    ]
}
use proptest::prelude::*;

/// Names that need quoting, look like other words of the notation, or are
/// plain; the generator mixes them with random text.
pub const TRICKY_NAMES: &[&str] = &[
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

pub fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(TRICKY_NAMES).prop_map(str::to_owned),
        1 => "[A-Za-z][a-z]{0,7}",
        // Anything but control characters, which names may not contain.
        1 => "[^\\p{Cc}]{1,12}",
    ]
}

/// Makes generated names acceptable: valid on their own, unique at the table.
pub fn fix_names(names: Vec<String>) -> Vec<String> {
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

pub fn saint_nicholas() -> impl Strategy<Value = Option<SaintNicholas>> {
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
                    ..SaintNicholas::default()
                }
            }),
    )
}

pub fn setup() -> impl Strategy<Value = Setup> {
    (
        prop::collection::vec(name(), 2..=6),
        Just(Colour::ALL.to_vec()).prop_shuffle(),
        0usize..6,
        prop_oneof![Just(None), (1u32..=12).prop_map(Some), Just(Some(71))],
        saint_nicholas(),
        messages(),
        christmas(),
        prop::option::of(Just(GoldMines::default())),
    )
        .prop_map(
            |(names, colours, start, tiles, saint_nicholas, messages, christmas, gold)| {
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
                    messages,
                    christmas,
                    gold,
                }
            },
        )
}

/// One step of a random game; seats are taken modulo the table size.
#[derive(Debug, Clone)]
pub enum Step {
    Command(Command),
    Undo,
    Redo,
}

pub fn seat(n: usize) -> PlayerId {
    PlayerId(u8::try_from(n).unwrap())
}

pub fn kind() -> impl Strategy<Value = Kind> {
    prop::sample::select(Kind::ALL.to_vec())
}

pub fn score() -> impl Strategy<Value = Command> {
    (
        kind(),
        prop::collection::vec((0usize..6, 0u32..=30, figure()), 1..=3),
        any::<bool>(),
    )
        .prop_map(|(kind, holders, shared)| {
            let first = holders[0].1;
            Command::Score(FeatureScoring {
                kind,
                scorings: holders
                    .into_iter()
                    .map(|(player, points, figure)| Scoring {
                        player: seat(player),
                        points: if shared { first } else { points },
                        figure,
                    })
                    .collect(),
            })
        })
}

pub fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        20 => score().prop_map(Step::Command),
        12 => Just(Step::Command(Command::EndTurn)),
        4 => (0usize..6, -15i64..=15, figure()).prop_map(|(player, delta, figure)| Step::Command(Command::Correct {
            player: seat(player),
            figure,
            delta,
        })),
        6 => message_command().prop_map(Step::Command),
        8 => christmas_command().prop_map(Step::Command),
        2 => Just(Step::Command(Command::CloseRound)),
        2 => Just(Step::Command(Command::AnotherTile)),
        2 => (0usize..6).prop_map(|p| Step::Command(Command::ExtraTurn { player: seat(p) })),
        2 => (0usize..3).prop_map(|index| Step::Command(Command::CancelExtraTurn { index })),
        2 => (0u32..=12).prop_map(|left| Step::Command(Command::SetTiles { left })),
        1 => Just(Step::Command(Command::FinalScoring)),
        1 => Just(Step::Command(Command::EndGame)),
        6 => Just(Step::Undo),
        3 => Just(Step::Redo),
        6 => gold().prop_map(|g| Step::Command(Command::Gold(g))),
    ]
}

/// A Gold Mines command (refused in games without it).
pub fn gold() -> impl Strategy<Value = gold::Command> {
    let pool = (1u32..=3, prop::collection::vec(0usize..6, 1..=3)).prop_map(|(pieces, seats)| {
        gold::Pool {
            pieces,
            claimants: seats.into_iter().map(seat).collect(),
        }
    });
    prop_oneof![
        3 => Just(gold::Command::GoldTile),
        3 => (kind(), prop::collection::vec(pool, 1..=3))
            .prop_map(|(kind, pools)| gold::Command::Award { kind, pools }),
        1 => (0usize..6, 1u32..=3).prop_map(|(p, pieces)| gold::Command::Give {
            player: seat(p),
            pieces,
        }),
    ]
}

/// A game's steps, then a few undos so that the redo stack is often full.
pub fn steps() -> impl Strategy<Value = Vec<Step>> {
    (prop::collection::vec(step(), 0..100), 0usize..6).prop_map(|(mut steps, undos)| {
        steps.extend(std::iter::repeat_n(Step::Undo, undos));
        steps
    })
}

/// Seats beyond the table wrap round; a holder named twice is dropped.
pub fn fit(command: Command, players: usize) -> Command {
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
        Command::Christmas(command) => Command::Christmas(fit_christmas(command, players)),
        Command::Gold(gold::Command::Award { kind, mut pools }) => {
            for pool in &mut pools {
                let mut seen = Vec::new();
                pool.claimants.retain_mut(|p| {
                    *p = wrap(*p);
                    let fresh = !seen.contains(p);
                    seen.push(*p);
                    fresh
                });
            }
            Command::Gold(gold::Command::Award { kind, pools })
        }
        Command::Gold(gold::Command::Give { player, pieces }) => {
            Command::Gold(gold::Command::Give {
                player: wrap(player),
                pieces,
            })
        }
        other => other,
    }
}

fn fit_target(target: Target, players: usize) -> Target {
    let wrap = |p: PlayerId| seat(p.index() % players);
    match target {
        Target::Bonus {
            tiles,
            pennants,
            with,
        } => Target::Bonus {
            tiles,
            pennants,
            with: with.into_iter().map(|(p, f)| (wrap(p), f)).collect(),
        },
        Target::Against { players: against } => Target::Against {
            players: against.into_iter().map(wrap).collect(),
        },
        other => other,
    }
}

fn fit_christmas(command: christmas::Command, players: usize) -> christmas::Command {
    use christmas::Command as C;
    let wrap = |p: PlayerId| seat(p.index() % players);
    match command {
        C::Use { figure, target } => C::Use {
            figure,
            target: fit_target(target, players),
        },
        C::Play {
            player,
            kind,
            figure,
            target,
        } => C::Play {
            player: wrap(player),
            kind,
            figure,
            target: fit_target(target, players),
        },
        C::Shield { player, cancel } => C::Shield {
            player: wrap(player),
            cancel,
        },
        C::Discard { player, kind } => C::Discard {
            player: wrap(player),
            kind,
        },
        C::Defer { kind, scorings } => C::Defer {
            kind,
            scorings: scorings
                .into_iter()
                .map(|mut s| {
                    s.player = wrap(s.player);
                    s
                })
                .collect(),
        },
        C::Reveal {
            player,
            kind,
            counts,
        } => C::Reveal {
            player: wrap(player),
            kind,
            counts,
        },
        other => other,
    }
}

/// Plays the steps; refused commands, undos and redos are skipped.
pub fn play(setup: Setup, steps: Vec<Step>) -> Game {
    let players = setup.players.len();
    let mut game = new_game(setup);
    for step in steps {
        let _ = match step {
            Step::Command(command) => game.execute(fit(command, players), clock()).map(|_| ()),
            Step::Undo => game.undo(),
            Step::Redo => game.redo(),
        };
    }
    game
}

/// The time every generated command is given at.
pub fn clock() -> chrono::DateTime<chrono::Utc> {
    use chrono::TimeZone;
    chrono::Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap()
}

/// What the log scored and corrected for each player (RULES T1–T3, XP7,
/// XP8, GM5).
pub fn totals_from_the_log(game: &Game) -> Vec<i64> {
    let mut totals = vec![0i64; game.setup().players.len()];
    for event in game.log().iter().flat_map(|entry| &entry.events) {
        match event {
            Event::Scored { scorings, .. } => {
                for scoring in scorings {
                    totals[scoring.player.index()] += i64::from(scoring.points);
                }
            }
            Event::Corrected { player, delta, .. } => totals[player.index()] += delta,
            // XP8, XP7: end cards and deferred points at final scoring.
            Event::Christmas(christmas::Event::EndCardRevealed { player, points, .. }) => {
                totals[player.index()] += i64::from(*points);
            }
            Event::Christmas(christmas::Event::DeferredPaid { points }) => {
                for (seat, points) in points.iter().enumerate() {
                    totals[seat] += i64::from(*points);
                }
            }
            Event::Gold(gold::Event::GoldScored { player, points, .. }) => {
                totals[player.index()] += i64::from(*points);
            }
            _ => {}
        }
    }
    totals
}
