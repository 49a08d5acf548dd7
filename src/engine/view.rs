//! Secrets: the state knows everything (every deck's order, every hand),
//! but a screen shows what one viewer may see. Screens ask
//! [`Game::may_see`](super::Game::may_see) before they show a secret.

use super::EXPANSIONS;
use super::expansion;
use super::game::Game;
use super::player::PlayerId;
use super::question::{Offer, Question};
use super::score::PlayerState;
use super::secret::{self, Parts};
use super::setup::Setup;
use super::state::{Phase, Prompt};
use super::summary::{self, Line};
use super::turns::{QueuedTurn, Turn};

use super::secret::{Secret, Viewer};

impl Game {
    /// Whether `viewer` may see `secret` now. Once the game has ended
    /// nothing is secret any more.
    pub fn may_see(&self, viewer: Viewer, secret: Secret) -> bool {
        secret::may_see(self.state().phase == Phase::Ended, viewer, secret)
    }
}

/// What one viewer may see of the game, and nothing more: every public
/// part of the state, and a hand only where [`Game::may_see`] allows it.
/// Other screens (the pages for phones and the TV) are built from a sight
/// alone, never from the state, so what they can show is decided here and
/// in each expansion's own part ([`Sight::parts`]). No deck order is in
/// it; before the game ends, no card in a hand is in the table's sight
/// (RULES MSG4, XP4).
#[derive(Debug, Clone)]
pub struct Sight {
    /// Who looks.
    pub viewer: Viewer,
    /// The players, seats, colours and options (nothing secret).
    pub setup: Setup,
    /// Where the game is.
    pub phase: Phase,
    /// The turn being played.
    pub turn: Turn,
    /// Extra turns waiting, next first (RULES T5).
    pub queue: Vec<QueuedTurn>,
    /// Tiles left in the draw pile, if counted (RULES T6).
    pub tiles_left: Option<u32>,
    /// Every player's points, by seat.
    pub players: Vec<PlayerState>,
    /// What the table is told now: the last command's notices and what
    /// must be settled ([`State::prompts`](super::State::prompts)).
    pub prompts: Vec<Prompt>,
    /// Places by seat order of the ranking: (seat, place), best first.
    pub ranking: Vec<(PlayerId, usize)>,
    /// The result's lines once the game has ended (RULES F2).
    pub result: Option<Vec<Line>>,
    /// Each expansion's part, of a type of its own (`Parts::get`), built
    /// by the expansion from the same rule ([`Seen`](super::Seen)).
    pub parts: Parts,
    /// What the table must settle now, as this viewer may see it
    /// ([`Game::questions`]): the pages show the same question the window
    /// draws.
    pub questions: Vec<Question>,
    /// What a player's own view offers them to do of their own accord
    /// ([`Game::offers`]); none on the table's view.
    pub offers: Vec<Offer>,
    /// On a player's own view: whether the last command of the log came
    /// from their phone (nothing happened after it, so they may take it
    /// back).
    pub own_last: bool,
}

impl Game {
    /// What `viewer` may see now (see [`Sight`]).
    pub fn sight(&self, viewer: Viewer) -> Sight {
        let state = self.state();
        let setup = self.setup();
        Sight {
            viewer,
            setup: setup.clone(),
            phase: state.phase,
            turn: state.turn.clone(),
            queue: state.queue.clone(),
            tiles_left: state.tiles_left,
            players: state.players.clone(),
            prompts: state.prompts(),
            ranking: state.ranking(),
            result: (state.phase == Phase::Ended).then(|| summary::lines(self)),
            parts: expansion::sights(setup, state, viewer),
            questions: self.questions(viewer),
            offers: match viewer {
                Viewer::Player(player) => self.offers(player),
                Viewer::Table => Vec::new(),
            },
            own_last: match viewer {
                Viewer::Player(player) => {
                    self.log().last().is_some_and(|e| e.phone == Some(player))
                }
                Viewer::Table => false,
            },
        }
    }
}

impl Game {
    /// What the table must settle now, as `viewer` may see it: a hand's
    /// cards are answers only on their owner's view (RULES XP4).
    pub fn questions(&self, viewer: Viewer) -> Vec<Question> {
        let state = self.state();
        EXPANSIONS
            .iter()
            .filter_map(|e| e.question(&e.hold(state)?, state, viewer))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tests::{game, run};
    use crate::engine::{Command, DeckId};

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
