//! The stats read a folder in the same pass as the full check of the
//! listing, through its cache: a game is loaded once, and again only when
//! its file changed (issue 31's speed: a change of one game recomputes only
//! what depends on it).

use std::cell::Cell;

use chrono::{DateTime, TimeZone, Utc};
use meeple_companion::engine::notation;
use meeple_companion::stats::{Folder, Played};
use meeple_companion::store::{CheckCache, SavedGame, Store};

fn at(hour: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 20, hour, 0, 0).unwrap()
}

fn saved(id: &str, hour: u32, script: &str) -> SavedGame {
    SavedGame {
        id: id.into(),
        created: at(hour),
        game: notation::run(script, || at(hour)).unwrap(),
    }
}

const ENDED: &str = "player Anna red\nplayer Bert blue\nbegin\nscore city 9 Anna\nend-turn\n\
                     score road 4 Bert\nend-turn\nfinal-scoring\nend-game\n";
const OPEN: &str = "player Anna red\nplayer Bert blue\nbegin\nscore city 3 Anna\n";

#[test]
fn a_game_is_read_once_and_again_only_when_its_file_changed() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    for (id, hour) in [("a", 18), ("b", 19), ("c", 20)] {
        store.save(&saved(id, hour, ENDED)).unwrap();
    }
    store.save(&saved("open", 21, OPEN)).unwrap();
    let loads = Cell::new(0);
    let learn = |game: &SavedGame| {
        loads.set(loads.get() + 1);
        Played::learn(game)
    };
    let mut cache = CheckCache::open(&data.path().join("config"));
    store.verify_learning(&mut cache, Some(&learn));
    assert_eq!(loads.get(), 4, "every game once");
    cache.save().unwrap();
    // A later start: the cache on disk knows every file and what was learnt.
    let mut cache = CheckCache::open(&data.path().join("config"));
    loads.set(0);
    store.verify_learning(&mut cache, Some(&learn));
    assert_eq!(loads.get(), 0, "nothing changed, nothing loaded");
    let warm = Folder::read(&store, &mut cache);
    assert_eq!((warm.games.len(), warm.in_progress), (3, 1));
    // One game changes: it alone is read again.
    store
        .save(&saved(
            "b",
            19,
            &ENDED.replace("score road 4", "score road 7"),
        ))
        .unwrap();
    store.verify_learning(&mut cache, Some(&learn));
    assert_eq!(loads.get(), 1);
    let read = Folder::read(&store, &mut cache);
    let fresh = Folder::read(&store, &mut CheckCache::default());
    assert_eq!(read, fresh, "the cache gives what a full read gives");
    let b = read.games.iter().find(|g| g.id == "b").unwrap();
    assert_eq!(b.seats[1].total, 7);
}

#[test]
fn a_cache_written_without_the_stats_is_completed_not_trusted() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    store.save(&saved("a", 18, ENDED)).unwrap();
    let mut cache = CheckCache::default();
    // Home's check alone: the cache knows the file but learnt nothing.
    store.verify(&mut cache);
    let folder = Folder::read(&store, &mut cache);
    assert_eq!(folder.games.len(), 1);
    assert!(cache.learnt("a").is_some(), "learnt in the stats' pass");
}
