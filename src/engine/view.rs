//! Secrets: the state knows everything (every deck's order, every hand),
//! but a screen shows what one viewer may see. Screens ask
//! [`Game::may_see`](super::Game::may_see) before they show a secret.

use super::christmas::{self, Card, Effect, InPlay, Timing};
use super::deck::DeckId;
use super::game::Game;
use super::player::PlayerId;
use super::score::PlayerState;
use super::setup::Setup;
use super::state::Hold;
use super::state::{Phase, Prompt, State};
use super::summary::{self, Line};
use super::turns::{QueuedTurn, Turn};

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
        if self.state().phase == Phase::Ended {
            return true;
        }
        match secret {
            Secret::DeckOrder(_) => false,
            Secret::Hand(owner) => viewer == Viewer::Player(owner),
        }
    }
}

/// What one viewer may see of the game, and nothing more: every public
/// part of the state, and a hand only where [`Game::may_see`] allows it.
/// Other screens (the pages for phones and the TV) are built from a sight
/// alone, never from the state, so what they can show is decided here.
/// No deck order is in it; before the game ends, no card in a hand is
/// in the table's sight (RULES MSG4, XP4).
#[derive(Debug, Clone, PartialEq)]
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
    /// must be settled ([`State::prompts`]).
    pub prompts: Vec<Prompt>,
    /// Places by seat order of the ranking: (seat, place), best first.
    pub ranking: Vec<(PlayerId, usize)>,
    /// The result's lines once the game has ended (RULES F2).
    pub result: Option<Vec<Line>>,
    /// Gold pieces each player holds, when Gold Mines is in use (public).
    pub gold: Option<Vec<u32>>,
    /// The messages drawn so far, in order (RULES MSG3), when in use.
    pub messages_drawn: Option<Vec<u8>>,
    /// Christmas Present, when in use.
    pub christmas: Option<CardsSight>,
}

/// What a viewer may see of Christmas Present's cards.
#[derive(Debug, Clone, PartialEq)]
pub struct CardsSight {
    /// Cards left in the Cloister and the Roadside deck (their order is
    /// nobody's to see, RULES MSG4).
    pub deck_sizes: [usize; 2],
    /// Cards in each hand, by seat: the count is public (RULES XP4).
    pub hand_sizes: Vec<usize>,
    /// Each hand, by seat: `Some` only where the viewer may see it.
    pub hands: Vec<Option<Vec<Card>>>,
    /// The cards of the viewer's own hand they may use now: play in their
    /// turn, a shield they are asked about, an end card to reveal.
    pub playable: Vec<Card>,
    /// The player who must discard before the turn ends, and how many
    /// cards they hold (RULES XP4: more than five).
    pub over_limit: Option<(PlayerId, usize)>,
    /// The discard pile, latest last (public).
    pub discard: Vec<Card>,
    /// Cards whose effect lasts, with their owners (RULES XP6b).
    pub in_play: Vec<InPlay>,
    /// Deferred points per seat, not yet paid (RULES XP7).
    pub deferred: Vec<u32>,
    /// The cards left in each hand once they were shown (RULES XP8).
    pub shown_hands: Option<Vec<Vec<Card>>>,
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
            gold: state.gold.as_ref().map(|g| g.players.clone()),
            messages_drawn: state.messages.as_ref().map(|m| m.drawn.clone()),
            christmas: state
                .christmas
                .as_ref()
                .map(|cards| self.cards_sight(viewer, cards)),
        }
    }

    fn cards_sight(&self, viewer: Viewer, cards: &christmas::State) -> CardsSight {
        let state = self.state();
        let seats: Vec<PlayerId> = self.setup().seats().collect();
        let hands = seats
            .iter()
            .map(|seat| {
                self.may_see(viewer, Secret::Hand(*seat))
                    .then(|| cards.hand(*seat).to_vec())
            })
            .collect();
        let playable = match viewer {
            Viewer::Player(player) if self.may_see(viewer, Secret::Hand(player)) => {
                playable(state, cards, player)
            }
            _ => Vec::new(),
        };
        let active = state.turn.player;
        let held = cards.hand(active).len();
        let mut deferred = vec![0; seats.len()];
        for scoring in cards.deferred.iter().flat_map(|d| &d.scorings) {
            if let Some(points) = deferred.get_mut(scoring.player.index()) {
                *points += scoring.points;
            }
        }
        CardsSight {
            deck_sizes: [
                cards.deck(christmas::CLOISTER).len(),
                cards.deck(christmas::ROADSIDE).len(),
            ],
            hand_sizes: seats.iter().map(|s| cards.hand(*s).len()).collect(),
            hands,
            playable,
            over_limit: (state.phase == Phase::Playing && held > christmas::HAND_LIMIT)
                .then_some((active, held)),
            discard: cards.discard.clone(),
            in_play: cards.in_play.clone(),
            deferred,
            shown_hands: cards.hands_shown.then(|| cards.shown_hands.clone()),
        }
    }
}

/// The cards in `player`'s hand they may use now (RULES XP4, XP6, XP8):
/// a card of the *any* class but the shield in their own turn while
/// nothing holds play; the shield while they are asked about one; the end
/// card the final scoring waits on them to reveal.
fn playable(state: &State, cards: &christmas::State, player: PlayerId) -> Vec<Card> {
    let hold = state.hold();
    let own_turn = state.phase == Phase::Playing && state.turn.player == player && hold.is_none();
    let asked = matches!(
        hold,
        Some(Hold::Christmas(christmas::Hold::Shield { player: p, .. })) if p == player
    );
    let reveal = match hold {
        Some(Hold::Christmas(christmas::Hold::Reveal { player: p, card })) if p == player => {
            Some(card)
        }
        _ => None,
    };
    cards
        .hand(player)
        .iter()
        .filter(|card| {
            let Some(kind) = card.kind() else {
                return false;
            };
            match (kind.timing, kind.effect) {
                (Timing::Any, Effect::Shield) => asked,
                (Timing::Any, _) => own_turn,
                (Timing::End, _) => reveal == Some(**card),
                (Timing::Now, _) => false,
            }
        })
        .copied()
        .collect()
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
