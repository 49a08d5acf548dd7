//! What a viewer may see of Christmas Present's cards: its part of a
//! [`Sight`](crate::engine::Sight), built from the game's `may_see` rule.
//! A hand is its owner's alone until the game ends (RULES XP4); no deck
//! order is in it (RULES MSG4).

use super::{CLOISTER, Hold, ROADSIDE, State as CardsState};
use super::{Card, Effect, HAND_LIMIT, InPlay, Timing};
use crate::engine::player::PlayerId;
use crate::engine::secret::{Secret, Seen, Viewer, may_see};
use crate::engine::state::Hold as GameHold;
use crate::engine::state::{Phase, State};

/// What a viewer may see of Christmas Present's cards.
#[derive(Debug, Clone, PartialEq)]
pub struct Sight {
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

impl Seen for Sight {}

/// What `viewer` may see of `cards` in the game's `state`.
pub(crate) fn sight(state: &State, cards: &CardsState, viewer: Viewer) -> Sight {
    let ended = state.phase == Phase::Ended;
    let seats: Vec<PlayerId> = (0..state.players.len())
        .map(|seat| PlayerId(seat as u8))
        .collect();
    let hands = seats
        .iter()
        .map(|seat| may_see(ended, viewer, Secret::Hand(*seat)).then(|| cards.hand(*seat).to_vec()))
        .collect();
    let playable = match viewer {
        Viewer::Player(player) if may_see(ended, viewer, Secret::Hand(player)) => {
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
    Sight {
        deck_sizes: [cards.deck(CLOISTER).len(), cards.deck(ROADSIDE).len()],
        hand_sizes: seats.iter().map(|s| cards.hand(*s).len()).collect(),
        hands,
        playable,
        over_limit: (state.phase == Phase::Playing && held > HAND_LIMIT).then_some((active, held)),
        discard: cards.discard.clone(),
        in_play: cards.in_play.clone(),
        deferred,
        shown_hands: cards.hands_shown.then(|| cards.shown_hands.clone()),
    }
}

/// The cards in `player`'s hand they may use now (RULES XP4, XP6, XP8):
/// a card of the *any* class but the shield in their own turn while
/// nothing holds play; the shield while they are asked about one; the end
/// card the final scoring waits on them to reveal.
fn playable(state: &State, cards: &CardsState, player: PlayerId) -> Vec<Card> {
    let hold = state.hold();
    let own_turn = state.phase == Phase::Playing && state.turn.player == player && hold.is_none();
    let asked = matches!(
        hold,
        Some(GameHold::Christmas(Hold::Shield { player: p, .. })) if p == player
    );
    let reveal = match hold {
        Some(GameHold::Christmas(Hold::Reveal { player: p, card })) if p == player => Some(card),
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
