//! Home's listing: painted from the headers, then checked in full in the
//! background, with a cache of the files already checked (id, size,
//! modification time, SHA-256) in the config folder.

mod ui;

use std::fs;
use std::time::{Duration, SystemTime};

use meeple_companion::app::Screen;
use meeple_companion::engine::notation;
use meeple_companion::store::{CACHE_FILE, SavedGame, SettingsFile, Store};

fn save(store: &Store, id: &str) {
    let clock = || chrono::DateTime::from_timestamp(1_796_000_000, 0).unwrap();
    let game = notation::run(
        "player Anna red\nplayer Bert blue\nscore city 8 Anna\n",
        clock,
    )
    .unwrap();
    store
        .save(&SavedGame {
            id: id.into(),
            created: clock(),
            game,
        })
        .unwrap();
}

fn shows(app: &meeple_companion::app::App, text: &str) -> bool {
    ui::simulator(app).find(text).is_ok()
}

#[test]
fn the_cache_skips_unchanged_files_and_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    let store = Store::at(dir.path().join("games"));
    save(&store, "g");
    let file = || Some(SettingsFile::at(&config));

    // The first start checks the file and remembers it.
    let app = ui::app_with(Ok(store.clone()), file());
    assert!(matches!(app.screen(), Screen::Home(home) if !home.checking()));
    assert!(ui::shows_player(&app, "Anna", 8));
    let cache = fs::read_to_string(config.join(CACHE_FILE)).unwrap();
    assert!(cache.contains("\"g\""), "{cache}");
    drop(app);

    // A later start takes an unchanged file from the cache: what the cache
    // says is what shows (here made different, to see it was used).
    let told = cache.replacen("\"total\":8", "\"total\":77", 1);
    assert_ne!(told, cache);
    fs::write(config.join(CACHE_FILE), &told).unwrap();
    let app = ui::app_with(Ok(store.clone()), file());
    assert!(ui::shows_player(&app, "Anna", 77), "the cache was used");
    drop(app);

    // A file that changed (here only its time) is checked again.
    let path = store.dir().join("g.json");
    fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(SystemTime::now() - Duration::from_secs(60))
        .unwrap();
    let app = ui::app_with(Ok(store.clone()), file());
    assert!(ui::shows_player(&app, "Anna", 8));
    drop(app);

    // So is one with other bytes of the same size and time.
    let bytes = fs::read(&path).unwrap();
    let meta = fs::metadata(&path).unwrap();
    let cache = fs::read_to_string(config.join(CACHE_FILE)).unwrap();
    fs::write(
        config.join(CACHE_FILE),
        cache.replacen("\"total\":8", "\"total\":77", 1),
    )
    .unwrap();
    let damaged =
        String::from_utf8(bytes.clone())
            .unwrap()
            .replacen("\"points\":8", "\"points\":9", 1);
    assert_eq!(damaged.len(), bytes.len());
    fs::write(&path, damaged).unwrap();
    fs::File::options()
        .write(true)
        .open(&path)
        .unwrap()
        .set_modified(meta.modified().unwrap())
        .unwrap();
    let app = ui::app_with(Ok(store.clone()), file());
    assert!(!ui::shows_player(&app, "Anna", 77), "the hash differs");
    assert!(shows(&app, "▸ 1 file can’t be read"));
    drop(app);

    // A cache that is not one is an empty one.
    fs::write(config.join(CACHE_FILE), "{not json").unwrap();
    fs::write(&path, &bytes).unwrap();
    let app = ui::app_with(Ok(store), file());
    assert!(ui::shows_player(&app, "Anna", 8));
}
