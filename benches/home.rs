//! Speed target (figures go in the issue note, not in assertions): the
//! Home screen's first listing of 1,000 saved games (headers only), each a
//! 6-player game of 300 commands, in under 100 ms (release); and the time
//! the full check of those 1,000 takes in the background, without and
//! with the cache of files already checked.

use std::hint::black_box;

use chrono::{TimeZone, Utc};
use criterion::{Criterion, criterion_group, criterion_main};
use meeple_companion::engine::notation;
use meeple_companion::store::{CheckCache, SavedGame, Store};

const GAMES: usize = 1_000;

/// A 6-player Saint Nicholas game of `commands` commands, written as
/// notation so the bench only leans on the engine's public script.
fn script(commands: usize) -> String {
    let names = ["Anna", "Bert", "Cleo", "Dirk", "Eva", "Finn"];
    let colours = ["red", "blue", "green", "yellow", "black", "pink"];
    let mut text = String::from("tiles off\nsaint-nicholas\n");
    for (name, colour) in names.iter().zip(colours) {
        text += &format!("player {name} {colour}\n");
    }
    text += "begin\n";
    for i in 0..commands {
        let a = names[i % 6];
        let b = names[(i + 1) % 6];
        text += &match i % 3 {
            0 => format!("score city {} {a}\n", i % 12 + 1),
            1 => format!("score road {} {a} {b}\n", i % 5 + 1),
            _ => "end-turn\n".to_owned(),
        };
    }
    text
}

/// A games folder holding `GAMES` copies of the game, under their own ids.
/// With `format_1`, the files are written as earlier versions did: the
/// game line alone, so the listing must load each one in full.
fn folder(format_1: bool) -> (tempfile::TempDir, Store) {
    let game = notation::run(&script(300), Utc::now).expect("the bench script replays");
    assert_eq!(game.log().len(), 300);
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let created = Utc.with_ymd_and_hms(2026, 12, 6, 19, 0, 0).unwrap();
    for i in 0..GAMES {
        let saved = SavedGame {
            id: format!("game-{i:04}"),
            created: created + chrono::Duration::minutes(i as i64),
            game: game.clone(),
        };
        store.save(&saved).unwrap();
        if format_1 {
            let path = dir.path().join(format!("{}.json", saved.id));
            let json = std::fs::read_to_string(&path).unwrap();
            let (_, body) = json.split_once('\n').unwrap();
            std::fs::write(path, body.replacen(r#""format":4"#, r#""format":1"#, 1)).unwrap();
        }
    }
    (dir, store)
}

fn listing(c: &mut Criterion) {
    let (_dir, store) = folder(false);
    assert_eq!(store.headers().len(), GAMES);
    c.bench_function("headers of 1,000 saved 300-command 6-player games", |b| {
        b.iter(|| black_box(store.headers()));
    });
    let mut checks = c.benchmark_group("full check");
    checks.sample_size(10);
    checks.bench_function("check 1,000 saved games in full (no cache)", |b| {
        b.iter(|| black_box(store.list()));
    });
    let mut cache = CheckCache::default();
    assert_eq!(store.verify(&mut cache).len(), GAMES);
    checks.bench_function("check 1,000 saved games with the cache warm", |b| {
        b.iter(|| black_box(store.verify(&mut cache)));
    });
    checks.finish();

    let (_old, store) = folder(true);
    assert_eq!(store.list().len(), GAMES);
    assert!(store.headers().is_empty());
    let mut group = c.benchmark_group("format 1");
    group.sample_size(10);
    group.bench_function(
        "check 1,000 saved 300-command 6-player games without headers",
        |b| b.iter(|| black_box(store.list())),
    );
    group.finish();
}

criterion_group!(benches, listing);
criterion_main!(benches);
