//! Randomness as an input: the engine never shuffles. Whoever starts a game
//! (the app, or a notation script) hands it the order of each deck, and the
//! expansion that owns the deck records that order as an event, so replay,
//! undo, redo, export and resume give the same draws.

use std::collections::BTreeMap;

use serde::Serialize;

use thiserror::Error;

/// Why a deck's order cannot be used; a setup the game cannot begin with.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DeckError {
    /// A deck the game needs was not shuffled by the caller.
    #[error("the {} deck has no order; shuffle it before the game begins", .0.as_str())]
    NoShuffle(DeckId),
    /// A deck order that is not every card once.
    #[error("the {} deck's order must name each card from 1 to {size} exactly once", deck.as_str())]
    BadShuffle {
        /// The deck.
        deck: DeckId,
        /// Cards in it.
        size: u16,
    },
}

/// A deck that is shuffled when the game begins, by the word its
/// expansion names it with: the word of the notation (`shuffle cloister
/// …`) and of the save file. Only the expansion that owns a deck names it
/// (`christmas::CLOISTER`); a saved word is read back through the registry
/// of every expansion's decks (see `expansion.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct DeckId(&'static str);

impl DeckId {
    /// The deck an expansion calls `word`.
    pub const fn named(word: &'static str) -> DeckId {
        DeckId(word)
    }

    /// The word used in notation and save files.
    pub fn as_str(self) -> &'static str {
        self.0
    }
}

/// A deck to shuffle and how many cards it has; cards are numbered from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeckSpec {
    /// Which deck.
    pub id: DeckId,
    /// Cards in it.
    pub size: u16,
}

/// The outcome of the shuffles a game begins with: for each deck, its cards
/// from the top down.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Shuffles(BTreeMap<DeckId, Vec<u16>>);

impl Shuffles {
    /// No shuffles yet.
    pub fn new() -> Self {
        Shuffles::default()
    }

    /// Sets the order of one deck, top first.
    pub fn set(&mut self, deck: DeckId, order: Vec<u16>) {
        self.0.insert(deck, order);
    }

    /// The order given for a deck, if any.
    pub fn get(&self, deck: DeckId) -> Option<&[u16]> {
        self.0.get(&deck).map(Vec::as_slice)
    }

    /// Gives every deck in `specs` that has no order yet one made by
    /// `shuffle`, which receives the cards 1..=size in order and must
    /// permute them. The caller brings the randomness.
    pub fn fill(&mut self, specs: &[DeckSpec], mut shuffle: impl FnMut(&mut [u16])) {
        for spec in specs {
            self.0.entry(spec.id).or_insert_with(|| {
                let mut cards: Vec<u16> = (1..=spec.size).collect();
                shuffle(&mut cards);
                cards
            });
        }
    }

    /// The checked order of a deck: a permutation of 1..=size.
    pub fn order(&self, spec: DeckSpec) -> Result<Vec<u16>, DeckError> {
        let order = self.0.get(&spec.id).ok_or(DeckError::NoShuffle(spec.id))?;
        check_order(spec, order)?;
        Ok(order.clone())
    }
}

/// Checks that `order` holds every card of the deck exactly once.
pub fn check_order(spec: DeckSpec, order: &[u16]) -> Result<(), DeckError> {
    let mut seen = vec![false; usize::from(spec.size)];
    for card in order {
        let slot = usize::from(*card)
            .checked_sub(1)
            .and_then(|i| seen.get_mut(i))
            .filter(|s| !**s)
            .ok_or(DeckError::BadShuffle {
                deck: spec.id,
                size: spec.size,
            })?;
        *slot = true;
    }
    if seen.iter().all(|s| *s) {
        Ok(())
    } else {
        Err(DeckError::BadShuffle {
            deck: spec.id,
            size: spec.size,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EIGHT: DeckSpec = DeckSpec {
        id: DeckId::named("eight"),
        size: 8,
    };

    #[test]
    fn an_order_must_be_a_permutation_of_the_deck() {
        assert!(check_order(EIGHT, &[3, 1, 2, 8, 7, 6, 5, 4]).is_ok());
        for bad in [
            &[1, 2, 3][..],
            &[1, 1, 2, 3, 4, 5, 6, 7],
            &[0, 1, 2, 3, 4, 5, 6, 7],
        ] {
            assert!(check_order(EIGHT, bad).is_err(), "{bad:?}");
        }
        assert!(check_order(EIGHT, &[1, 2, 3, 4, 5, 6, 7, 8, 9]).is_err());
    }

    #[test]
    fn fill_uses_the_callers_shuffle_and_keeps_given_orders() {
        let mut shuffles = Shuffles::new();
        shuffles.fill(&[EIGHT], |cards| cards.reverse());
        assert_eq!(shuffles.order(EIGHT).unwrap(), vec![8, 7, 6, 5, 4, 3, 2, 1]);
        shuffles.fill(&[EIGHT], |cards| cards.rotate_left(1));
        assert_eq!(shuffles.get(EIGHT.id).unwrap()[0], 8);
        assert_eq!(
            Shuffles::new().order(EIGHT),
            Err(DeckError::NoShuffle(EIGHT.id))
        );
    }
}
