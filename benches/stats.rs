//! Speed targets of the stats (figures go in the issue note, not in
//! assertions): over 1,000 ended 6-player games of 300 commands each, the
//! stats open within 1.2× the time of Home's full check of the same folder,
//! with the cache warm and (the first time) without it; a change of filter
//! recomputes in under 16 ms (release, the paint excluded).

use std::hint::black_box;

use chrono::{Local, TimeZone, Utc};
use criterion::{Criterion, criterion_group, criterion_main};
use meeple_companion::engine::notation;
use meeple_companion::stats::{Filter, Folder, Names, compute};
use meeple_companion::store::{CheckCache, SavedGame, Store};

const GAMES: usize = 1_000;

/// A 6-player Saint Nicholas game of about `commands` commands that ends.
fn script(commands: usize) -> String {
    let names = ["Anna", "Bert", "Cleo", "Dirk", "Eva", "Finn"];
    let colours = ["red", "blue", "green", "yellow", "black", "pink"];
    let mut text = String::from("tiles off\nsaint-nicholas\n");
    for (name, colour) in names.iter().zip(colours) {
        text += &format!("player {name} {colour}\n");
    }
    text += "begin\n";
    for i in 0..commands - 2 {
        let a = names[i % 6];
        let b = names[(i + 1) % 6];
        text += &match i % 3 {
            0 => format!("score city {} {a}\n", i % 12 + 1),
            1 => format!("score road {} {a} {b}\n", i % 5 + 1),
            _ => "end-turn\n".to_owned(),
        };
    }
    text + "final-scoring\nend-game\n"
}

/// A games folder of `GAMES` ended games, an hour apart, under their own
/// ids, each with other totals (the first player's last city varies).
fn folder() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let created = Utc.with_ymd_and_hms(2026, 1, 6, 19, 0, 0).unwrap();
    let base = script(300);
    for i in 0..GAMES {
        let text = base.replacen(
            "score city 1 Anna",
            &format!("score city {} Anna", i % 40 + 1),
            1,
        );
        let game = notation::run(&text, Utc::now).expect("the bench script replays");
        let saved = SavedGame {
            id: format!("game-{i:04}"),
            created: created + chrono::Duration::hours(i as i64),
            game,
        };
        store.save(&saved).unwrap();
    }
    (dir, store)
}

fn stats(c: &mut Criterion) {
    let (_dir, store) = folder();
    let mut open = c.benchmark_group("stats of 1,000 ended games");
    open.sample_size(10);
    open.bench_function("Home's full check, no cache", |b| {
        b.iter(|| black_box(store.list()));
    });
    open.bench_function("the stats' read, no cache", |b| {
        b.iter(|| black_box(Folder::read(&store, &mut CheckCache::default())));
    });
    let mut home = CheckCache::default();
    store.verify(&mut home);
    open.bench_function("Home's full check, cache warm", |b| {
        b.iter(|| black_box(store.verify(&mut home)));
    });
    let mut warm = CheckCache::default();
    let folder = Folder::read(&store, &mut warm);
    assert_eq!(folder.games.len(), GAMES);
    open.bench_function("the stats' read, cache warm", |b| {
        b.iter(|| black_box(Folder::read(&store, &mut warm)));
    });
    open.finish();
    let names = Names::default();
    c.bench_function("stats of 1,000 games: every game", |b| {
        b.iter(|| black_box(compute(&folder.games, &Filter::default(), &names, &Local)));
    });
    let this_year = Filter {
        from: chrono::NaiveDate::from_ymd_opt(2026, 1, 20),
        players: vec!["cleo".into()],
        ..Filter::default()
    };
    c.bench_function("stats of 1,000 games: a filter", |b| {
        b.iter(|| black_box(compute(&folder.games, &this_year, &names, &Local)));
    });
    screen(c, folder);
}

/// A filter change on the Stats screen: the games added up again and the
/// screen built and laid out at 1280×800 (the paint excluded).
fn screen(c: &mut Criterion, folder: Folder) {
    use iced_runtime::user_interface::{Cache, UserInterface};
    use meeple_companion::app::stats::{Message, Period, StatsScreen};
    meeple_companion::app::kit::load_fonts();
    let mut screen = StatsScreen::reading(Vec::new(), Vec::new());
    screen.show(std::sync::Arc::new(folder));
    let mut renderer = iced::Renderer::new(meeple_companion::app::FONT, iced::Pixels(16.0));
    let mut year = false;
    c.bench_function("stats of 1,000 games: a filter change, laid out", |b| {
        b.iter(|| {
            year = !year;
            let period = if year { Period::Year } else { Period::All };
            let _ = screen.update(Message::Period(period));
            let ui = UserInterface::build(
                screen.view(),
                iced::Size::new(1280.0, 800.0),
                Cache::default(),
                &mut renderer,
            );
            black_box(ui.into_cache())
        });
    });
}

criterion_group!(benches, stats);
criterion_main!(benches);
