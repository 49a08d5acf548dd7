//! Secrets: the state knows everything (every deck's order, every hand),
//! but a screen shows what one viewer may see. Screens ask
//! [`Game::may_see`](super::Game::may_see) before they show a secret.

use super::deck::DeckId;
use super::game::Game;
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

impl Game {
    /// Whether `viewer` may see `secret` now. Once the game has ended
    /// nothing is secret any more.
    pub fn may_see(&self, viewer: Viewer, secret: Secret) -> bool {
        if self.state().phase == super::state::Phase::Ended {
            return true;
        }
        match secret {
            Secret::DeckOrder(_) => false,
            Secret::Hand(owner) => viewer == Viewer::Player(owner),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Command;
    use crate::engine::tests::{game, run};

    #[test]
    fn a_hand_is_for_its_owner_and_a_deck_order_for_nobody_until_the_end() {
        let mut g = game(2);
        let anna = PlayerId(0);
        let bert = PlayerId(1);
        assert!(g.may_see(Viewer::Player(anna), Secret::Hand(anna)));
        assert!(!g.may_see(Viewer::Player(bert), Secret::Hand(anna)));
        assert!(!g.may_see(Viewer::Table, Secret::Hand(anna)));
        assert!(!g.may_see(
            Viewer::Player(anna),
            Secret::DeckOrder(DeckId::named("any"))
        ));
        run(&mut g, Command::EndGame);
        assert!(g.may_see(Viewer::Table, Secret::Hand(anna)));
    }
}
