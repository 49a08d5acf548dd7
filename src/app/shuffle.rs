//! The app's randomness: the engine never shuffles, the app does when a
//! game begins (see `docs/architecture.md`, "Randomness is an input").

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};

use crate::engine::{Game, Setup, SetupError, Shuffles, decks};

/// A seed from the standard library's per-process random keys and the clock.
fn seed() -> u64 {
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.finish() | 1
}

/// Shuffles `cards` in place (Fisher–Yates with xorshift64*).
pub fn shuffle(cards: &mut [u16], state: &mut u64) {
    for i in (1..cards.len()).rev() {
        *state ^= *state >> 12;
        *state ^= *state << 25;
        *state ^= *state >> 27;
        let random = state.wrapping_mul(0x2545_F491_4F6C_DD1D);
        let j = usize::try_from(random % (i as u64 + 1)).unwrap_or(0);
        cards.swap(i, j);
    }
}

/// Starts a game with every deck it needs shuffled.
pub fn begin(setup: Setup) -> Result<Game, SetupError> {
    let mut shuffles = Shuffles::new();
    let mut state = seed();
    shuffles.fill(&decks(&setup), |cards| shuffle(cards, &mut state));
    Game::begin(setup, &shuffles)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shuffle_keeps_every_card() {
        let mut cards: Vec<u16> = (1..=32).collect();
        let mut state = 7;
        shuffle(&mut cards, &mut state);
        assert_ne!(cards, (1..=32).collect::<Vec<u16>>());
        cards.sort_unstable();
        assert_eq!(cards, (1..=32).collect::<Vec<u16>>());
    }
}
