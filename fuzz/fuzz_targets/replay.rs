//! Any text replayed as notation either gives a game or a line error; it
//! never panics. A game it gives exports to notation that replays to the
//! same game.

#![no_main]

use chrono::{TimeZone, Utc};
use libfuzzer_sys::fuzz_target;
use meeple_companion::engine::notation;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let clock = || Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap();
    if let Ok(game) = notation::run(text, clock) {
        let exported = notation::export(&game);
        let again = notation::run(&exported, clock).expect("an export replays");
        assert_eq!(again, game, "export then replay changed the game");
    }
});
