//! Any bytes read as a save file either load or give a reason; they never
//! panic. A game that loads saves to bytes that load to the same game.

#![no_main]

use libfuzzer_sys::fuzz_target;
use meeple_companion::store::{from_json, to_json};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(saved) = from_json(text) {
        let again = from_json(&to_json(&saved)).expect("a loaded game saves and loads");
        assert_eq!(again, saved, "save then load changed the game");
    }
});
