//! Speed targets (figures go in the issue note, not in assertions):
//! with a 6-player game of 5,000 recorded commands, one scoring entered
//! and the game view rebuilt in under 100 µs (issue 19: the table screen
//! with its settle area, totals and panels); the saved game loaded in
//! under 20 ms (release).

use std::hint::black_box;
use std::sync::Arc;

use chrono::{TimeZone, Utc};
use criterion::{Criterion, criterion_group, criterion_main};
use meeple_companion::app::GameScreen;
use meeple_companion::app::game::Message;
use meeple_companion::engine::christmas::Christmas;
use meeple_companion::engine::{
    Colour, Command, FeatureScoring, Game, GoldMines, Kind, PlayerId, PlayerSetup, SaintNicholas,
    Setup, Shuffles, decks,
};
use meeple_companion::store::{self, SavedGame};
use meeple_companion::table::Table;

/// The game on the table's door and the game screen reading it, as the
/// app holds them.
fn on_table(saved: &SavedGame) -> (Table, GameScreen) {
    let table = Table::showing(Arc::new(saved.clone()));
    let screen = GameScreen::new(Arc::clone(table.game().unwrap()));
    (table, screen)
}

/// A 6-player Saint Nicholas game of `commands` commands: scorings, shared
/// scorings and ends of turn, without a tile counter so it never ends;
/// with `more`, Gold Mines and Christmas Present are on too (their panels
/// on the screen; not the Messages, whose draws would hold the game).
fn long_game(commands: usize, more: bool) -> SavedGame {
    let names = ["Anna", "Bert", "Cleo", "Dirk", "Eva", "Finn"];
    let mut setup = Setup::new(
        names
            .iter()
            .zip(Colour::ALL)
            .map(|(n, c)| PlayerSetup::new(*n, c))
            .collect(),
    );
    setup.tiles = None;
    setup.saint_nicholas = Some(SaintNicholas::default());
    if more {
        setup.gold = Some(GoldMines::default());
        setup.christmas = Some(Christmas::default());
    }
    // The decks in card order (a shuffle is the caller's; none is needed here).
    let mut shuffles = Shuffles::new();
    shuffles.fill(&decks(&setup), |_| {});
    let mut game = Game::begin(setup, &shuffles).unwrap();
    let start = Utc.with_ymd_and_hms(2026, 12, 6, 19, 0, 0).unwrap();
    let mut i = 0u32;
    while game.log().len() < commands {
        let at = start + chrono::Duration::seconds(i64::from(i) * 20);
        let active = game.state().turn.player;
        let command = match i % 3 {
            0 => Command::Score(FeatureScoring::single(Kind::City, i % 13, active)),
            1 => Command::Score(FeatureScoring::shared(
                Kind::Road,
                i % 5,
                &[active, PlayerId(u8::try_from(i % 6).unwrap())],
            )),
            _ => Command::EndTurn,
        };
        let _ = game.execute(command, at);
        i += 1;
    }
    SavedGame {
        id: "bench".into(),
        created: start,
        game,
    }
}

fn command_and_view(c: &mut Criterion) {
    let saved = Arc::new(long_game(5_000, false));
    let more = Arc::new(long_game(5_000, true));
    // What is measured is a scoring recorded, not a refusal.
    for game in [&saved, &more] {
        let (mut table, mut probe) = on_table(game);
        let _ = probe.update(Message::Digit(8), &mut table);
        let _ = probe.update(Message::Score(Kind::City), &mut table);
        assert_eq!(
            table.game().unwrap().game.log().len(),
            game.game.log().len() + 1,
            "the scoring was not recorded"
        );
    }
    c.bench_function(
        "one scoring entered + Game view rebuilt, 5,000-command game, Saint Nicholas, Gold Mines and Christmas Present on",
        |b| {
            b.iter_batched(
                || on_table(&more),
                |(mut table, mut screen)| {
                    let _ = screen.update(Message::Digit(8), &mut table);
                    let _ = screen.update(Message::Score(Kind::City), &mut table);
                    black_box(screen.view());
                    (table, screen)
                },
                criterion::BatchSize::LargeInput,
            );
        },
    );
    c.bench_function(
        "one scoring entered + Game view rebuilt, 5,000-command game",
        |b| {
            b.iter_batched(
                // The table holds its game alone while it changes it, as it does
                // once the previous save has finished (a save in flight would make
                // the scoring copy the game first; see the copy figure below).
                || on_table(&saved),
                |(mut table, mut screen)| {
                    let _ = screen.update(Message::Digit(8), &mut table);
                    let _ = screen.update(Message::Score(Kind::City), &mut table);
                    black_box(screen.view());
                    (table, screen)
                },
                criterion::BatchSize::LargeInput,
            );
        },
    );
    c.bench_function("end of turn + Game view rebuilt, 5,000-command game", |b| {
        b.iter_batched(
            || on_table(&saved),
            |(mut table, mut screen)| {
                let _ = screen.update(Message::EndTurn, &mut table);
                black_box(screen.view());
                (table, screen)
            },
            criterion::BatchSize::LargeInput,
        );
    });
    c.bench_function("copy of a 5,000-command game", |b| {
        b.iter(|| black_box(saved.game.clone()));
    });
    c.bench_function("engine: execute one scoring, 5,000-command game", |b| {
        b.iter_batched(
            || saved.game.clone(),
            |mut game| {
                let active = game.state().turn.player;
                let _ = game.execute(
                    Command::Score(FeatureScoring::single(Kind::City, 8, active)),
                    Utc::now(),
                );
                game
            },
            criterion::BatchSize::LargeInput,
        );
    });
    c.bench_function("undo, 5,000-command game", |b| {
        b.iter_batched(
            || saved.game.clone(),
            |mut game| {
                game.undo().unwrap();
                game
            },
            criterion::BatchSize::LargeInput,
        );
    });
}

fn load(c: &mut Criterion) {
    let saved = long_game(5_000, false);
    let json = store::to_json(&saved);
    println!("saved game of 5,000 commands: {} bytes", json.len());
    c.bench_function("load a saved 5,000-command game (parse + fold)", |b| {
        b.iter(|| store::from_json(black_box(&json)).unwrap());
    });
    c.bench_function("serialise a 5,000-command game", |b| {
        b.iter(|| store::to_json(black_box(&saved)));
    });
    // Issue 27: what the digest adds to a save (serialising computes it
    // once over the game line), and the save itself, to the disk.
    let (_, line) = json.split_once('\n').unwrap();
    c.bench_function(
        "digest of the game line, 5,000-command game (SHA-256)",
        |b| {
            b.iter(|| store::game_line_digest(black_box(line)));
        },
    );
    let dir = tempfile::tempdir().unwrap();
    let disk = store::Store::at(dir.path());
    c.bench_function(
        "save a 5,000-command game (serialise, digest, write, fsync, rename)",
        |b| {
            b.iter(|| disk.save(black_box(&saved)).unwrap());
        },
    );
}

criterion_group!(benches, command_and_view, load);
criterion_main!(benches);
