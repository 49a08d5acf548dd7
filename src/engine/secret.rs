//! Who looks and what is secret: the words of the view (`view.rs`), here
//! as a leaf so that the expansions' own parts of a sight (each
//! expansion's `sight`, asked through `expansion.rs`) can name them.

use std::any::Any;
use std::fmt::Debug;
use std::sync::Arc;

use super::deck::DeckId;
use super::player::PlayerId;

/// Who is looking at the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    /// Everyone at the table.
    Table,
    /// One player, privately (the others look away).
    Player(PlayerId),
}

/// Something not everyone may see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Secret {
    /// The order of a deck: nobody sees it during play (RULES MSG4).
    DeckOrder(DeckId),
    /// A player's hand of cards: only its owner (RULES XP4).
    Hand(PlayerId),
}

/// Whether `viewer` may see `secret`: once the game has `ended`, nothing
/// is secret any more (the rule behind `Game::may_see`).
pub(crate) fn may_see(ended: bool, viewer: Viewer, secret: Secret) -> bool {
    if ended {
        return true;
    }
    match secret {
        Secret::DeckOrder(_) => false,
        Secret::Hand(owner) => viewer == Viewer::Player(owner),
    }
}

/// An expansion's part of a sight: what one viewer may see of its state.
/// Each expansion defines its own type in its own module and builds it
/// (`Expansion::sight`); a screen asks for the type it knows
/// ([`Parts::get`]), so the base sight names no expansion.
pub trait Seen: Any + Debug + Send + Sync {}

/// The expansions' parts of one sight, in calling order.
#[derive(Debug, Clone, Default)]
pub struct Parts(Vec<Arc<dyn Seen>>);

impl Parts {
    /// The parts, one per expansion in use that has one.
    pub(crate) fn new(parts: Vec<Arc<dyn Seen>>) -> Parts {
        Parts(parts)
    }

    /// The part of type `T`, if the game has one (its expansion is in use).
    pub fn get<T: Seen>(&self) -> Option<&T> {
        self.0
            .iter()
            .find_map(|part| (part.as_ref() as &dyn Any).downcast_ref::<T>())
    }
}
