//! The summary's clock on any times: command times and open spans drawn
//! from the input's bytes, anywhere chrono can go. The summary never panics
//! and never counts negative time; the store either loads the game (and
//! then its spans add up without overflow) or refuses it with
//! `BadTimes`, never anything else.

#![no_main]

use chrono::{DateTime, TimeDelta, Utc};
use libfuzzer_sys::fuzz_target;
use meeple_companion::engine::notation;
use meeple_companion::engine::summary::{Span, Summary};
use meeple_companion::store::{SavedGame, StoreError, from_json, to_json};

fn time(bytes: &[u8]) -> DateTime<Utc> {
    let mut word = [0u8; 8];
    word[..bytes.len()].copy_from_slice(bytes);
    let raw = i64::from_le_bytes(word);
    // chrono's range is about ±262,000 years; fold every value into it,
    // with small values (close together, forwards and backwards) common.
    let secs = raw % 8_200_000_000_000;
    DateTime::from_timestamp(secs, 0).unwrap_or(DateTime::<Utc>::UNIX_EPOCH)
}

fuzz_target!(|data: &[u8]| {
    let mut times = data.chunks(8).map(time);
    let created = times.next().unwrap_or(DateTime::<Utc>::UNIX_EPOCH);
    let entries: Vec<DateTime<Utc>> = times.by_ref().take(4).collect();
    let mut at = entries.into_iter();
    let game = notation::run(
        "player Anna red\nplayer Bert blue\nscore city 8 Anna\nend-turn\nscore road 3 Bert\nend-turn\n",
        || at.next().unwrap_or(created),
    )
    .expect("the script is valid");
    let rest: Vec<DateTime<Utc>> = times.collect();
    let mut clock: Vec<Span> = rest
        .chunks(2)
        .map(|pair| Span {
            from: pair[0],
            to: *pair.get(1).unwrap_or(&pair[0]),
        })
        .collect();
    // A few spans repeated many times, to reach the sums that overflow.
    if let Some(first) = clock.first().copied() {
        let copies = usize::from(data.first().copied().unwrap_or(0)) * 8;
        clock.extend(std::iter::repeat_n(first, copies));
    }
    let mut saved = SavedGame {
        id: "g".into(),
        created,
        game,
    };
    saved.game.set_clock(clock);
    let summary = Summary::of(&saved.game, saved.created, saved.game.clock());
    assert!(summary.times.played_secs >= 0);
    for turns in &summary.times.turns {
        assert!(turns.average_secs >= 0 && turns.longest_secs >= 0);
    }
    match from_json(&to_json(&saved)) {
        Ok(loaded) => {
            let sum = loaded
                .game
                .clock()
                .iter()
                .try_fold(TimeDelta::zero(), |sum, s| sum.checked_add(&(s.to - s.from)));
            assert!(sum.is_some(), "a loaded clock must add up");
        }
        Err(StoreError::BadTimes(_)) => {}
        Err(other) => panic!("refused for another reason: {other}"),
    }
});
