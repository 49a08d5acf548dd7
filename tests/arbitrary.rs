//! What the fuzz targets (`fuzz/`) check, as property tests, so CI catches
//! a regression without nightly: any bytes read as a save file and any
//! text replayed as notation give a game or a reason, never a panic; and
//! what they give survives a round trip. Inputs are random bytes, random
//! text, and real saves and scripts cut, spliced and bit-flipped.

use std::fs;
use std::path::Path;

use chrono::{DateTime, TimeZone, Utc};
use meeple_companion::engine::notation;
use meeple_companion::store::{Store, from_json, to_json};
use proptest::prelude::*;

fn clock() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap()
}

/// Real files to damage: the v1 fixtures, one save of every expansion, the
/// corrupt corpus, and the notation scripts.
fn seeds(ext: &str) -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seeds = Vec::new();
    for dir in ["tests/saves/v1", "tests/corrupt", "tests/scripts"] {
        for entry in fs::read_dir(root.join(dir)).unwrap().flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == ext)
                && entry.metadata().unwrap().len() < 100_000
            {
                seeds.push(fs::read(path).unwrap());
            }
        }
    }
    assert!(!seeds.is_empty());
    seeds
}

/// Random bytes, or a seed damaged: cut at a point, a byte replaced, a
/// slice repeated, or two seeds spliced.
fn damaged(ext: &'static str) -> impl Strategy<Value = Vec<u8>> {
    let seeds = seeds(ext);
    let pick = prop::sample::select(seeds);
    prop_oneof![
        1 => prop::collection::vec(any::<u8>(), 0..300),
        1 => any::<String>().prop_map(String::into_bytes),
        2 => (pick.clone(), any::<prop::sample::Index>())
            .prop_map(|(seed, at)| seed[..at.index(seed.len() + 1)].to_vec()),
        3 => (pick.clone(), prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..4))
            .prop_map(|(mut seed, flips)| {
                if !seed.is_empty() {
                    for (at, byte) in flips {
                        let i = at.index(seed.len());
                        seed[i] = byte;
                    }
                }
                seed
            }),
        2 => (pick.clone(), any::<prop::sample::Index>(), any::<prop::sample::Index>())
            .prop_map(|(seed, a, b)| {
                let (a, b) = (a.index(seed.len() + 1), b.index(seed.len() + 1));
                let (a, b) = (a.min(b), a.max(b));
                [&seed[..b], &seed[a..]].concat()
            }),
        1 => (pick.clone(), pick, any::<prop::sample::Index>(), any::<prop::sample::Index>())
            .prop_map(|(x, y, a, b)| [&x[..a.index(x.len() + 1)], &y[b.index(y.len() + 1)..]].concat()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn any_bytes_load_as_a_game_or_a_reason(bytes in damaged("json")) {
        if let Ok(text) = std::str::from_utf8(&bytes)
            && let Ok(saved) = from_json(text)
        {
            prop_assert_eq!(from_json(&to_json(&saved)).unwrap(), saved);
        }
    }

    #[test]
    fn any_text_replays_as_a_game_or_a_line_error(bytes in damaged("txt")) {
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(game) = notation::run(&text, clock) {
            let again = notation::run(&notation::export(&game), clock);
            prop_assert!(again.is_ok(), "{:?}", again.err());
            prop_assert_eq!(again.unwrap(), game);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Through the store, file system included: the bytes stay as they
    /// were, and the listing and a load agree.
    #[test]
    fn any_file_lists_and_loads_without_being_changed(bytes in damaged("json")) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.json");
        fs::write(&path, &bytes).unwrap();
        let store = Store::at(dir.path());
        let listing = store.list();
        let checked = store.list();
        let loaded = store.load("x");
        prop_assert_eq!(fs::read(&path).unwrap(), bytes);
        prop_assert_eq!(listing.len(), 1);
        prop_assert_eq!(&checked, &store.list());
        // A game that loads is listed as one, with or without notes (a
        // file changed outside the app loads, read-only, and says so).
        prop_assert_eq!(
            loaded.is_ok(),
            matches!(
                checked[0],
                meeple_companion::store::Listing::Game(_) | meeple_companion::store::Listing::Noted(..)
            )
        );
        if let meeple_companion::store::Listing::Noted(_, notes) = &checked[0] {
            prop_assert!(!notes.is_empty(), "a noted game says why");
        }
    }
}
