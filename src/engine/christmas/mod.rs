//! Christmas Present (Kerstcadeau): two 32-card decks, the Cloister deck
//! and the Roadside deck; cards used at once, kept in a secret hand and
//! played in one's own turn, or revealed at final scoring (RULES XP1–XP9).
//!
//! This module holds the options, the decks, hands, discard pile and cards
//! in play, the events and commands; [`rules`] is where the base rules call
//! it, and `data.rs` reads the card list from `data/christmas.json`.

mod data;
pub mod notation;
mod question;
pub(crate) mod rules;
mod view;

pub use data::{
    Against, CHRISTMAS, CardKind, Cards, DECK_SIZE, DataError, Effect, Feature, Pennants, Timing,
    cards, kind_of, load,
};
pub use question::{form, target};
pub use view::Sight;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::deck::{DeckId, DeckSpec};
use super::player::PlayerId;
use super::score::PlayerState;
use super::score::Scoring;
use super::track::{Figure, Kind};

/// The expansion in the registry of expansions (see [`rules`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Registration;

/// The 32 Cloister cards (RULES XP1): `shuffle cloister …`, `draw cloister`.
pub const CLOISTER: DeckId = DeckId::named("cloister");
/// The 32 Roadside cards (RULES XP2): `shuffle roadside …`.
pub const ROADSIDE: DeckId = DeckId::named("roadside");

/// Both decks and their sizes, Cloister first.
pub const DECKS: [DeckSpec; 2] = [
    DeckSpec {
        id: CLOISTER,
        size: DECK_SIZE,
    },
    DeckSpec {
        id: ROADSIDE,
        size: DECK_SIZE,
    },
];

/// Most cards in a hand at the end of its owner's turn (RULES XP4).
pub const HAND_LIMIT: usize = 5;

/// Whose scoring a bonus card changes (RULES XP5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardBonus {
    /// Only the card player's; other holders score normally.
    #[default]
    Player,
    /// Every holder of the feature scores with the card's values.
    AllHolders,
}

/// The table's options for Christmas Present.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "kebab-case")]
pub struct Christmas {
    /// XP5 `card-bonus`.
    pub card_bonus: CardBonus,
}

/// One card: its deck and its number there (1–32, see `data/christmas.json`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Card {
    /// The deck.
    pub deck: DeckId,
    /// Its number in the deck.
    pub number: u16,
}

impl Card {
    /// Its kind, from the data.
    pub fn kind(self) -> Option<&'static CardKind> {
        kind_of(self.deck, self.number)
    }

    /// Its kind's id, or `?`.
    pub fn id(self) -> &'static str {
        self.kind().map_or("?", |k| k.id.as_str())
    }
}

/// A card whose effect lasts, with its owner (RULES XP6b).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct InPlay {
    /// Who played it.
    pub owner: PlayerId,
    /// The card.
    pub card: Card,
}

/// Points of a laid-down feature, held until final scoring (RULES XP7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deferred {
    /// What the points are for.
    pub kind: Kind,
    /// One scoring per player.
    pub scorings: Vec<Scoring>,
}

/// A Roadside card used against players, waiting for their answers
/// (RULES XP6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attack {
    /// Who used it.
    pub by: PlayerId,
    /// The card.
    pub card: Card,
    /// The players still to be asked, next first.
    pub asked: Vec<PlayerId>,
}

/// A *now* card waiting to be used (RULES XP3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct NowCard {
    /// Who drew it.
    pub player: PlayerId,
    /// The card.
    pub card: Card,
}

/// Where a used card goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pile {
    /// The discard pile.
    Discard,
    /// In play, with its owner (RULES XP6b).
    InPlay,
}

/// What Christmas Present remembers during a game. Every card is in
/// exactly one place (RULES XP9).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// The Cloister deck, top first.
    pub cloister: Vec<u16>,
    /// The Roadside deck, top first.
    pub roadside: Vec<u16>,
    /// Each seat's secret hand (RULES XP4).
    pub hands: Vec<Vec<Card>>,
    /// The discard pile, latest last; never reshuffled (RULES XP3).
    pub discard: Vec<Card>,
    /// Cards whose effect lasts (RULES XP6b).
    pub in_play: Vec<InPlay>,
    /// Cards the table took out by hand.
    pub removed: Vec<Card>,
    /// The *now* card drawn and not yet used.
    pub now: Option<NowCard>,
    /// A Roadside card waiting for shield answers (RULES XP6).
    pub attack: Option<Attack>,
    /// The placement (turn, tile of the turn) of the last Cloister draw.
    pub cloister_drawn_at: Option<(u32, u32)>,
    /// The placement (turn, tile of the turn) of the last Roadside draw.
    pub roadside_drawn_at: Option<(u32, u32)>,
    /// Deferred points not yet paid (RULES XP7).
    pub deferred: Vec<Deferred>,
    /// At final scoring: the order end cards are revealed in (RULES XP8).
    pub reveal_order: Option<Vec<PlayerId>>,
    /// Whether the remaining hand cards were shown (RULES XP8).
    pub hands_shown: bool,
    /// The cards left in each hand when they were shown (RULES XP8).
    pub shown_hands: Vec<Vec<Card>>,
    /// Per seat: points of end cards (RULES XP8, F2).
    pub end_points: Vec<u32>,
    /// Per seat: deferred points paid (RULES XP7, F2).
    pub deferred_paid: Vec<u32>,
    /// Whether the deferred points were paid: step 4 of the final scoring
    /// (RULES F1, XP7); no final feature is entered afterwards.
    pub paid: bool,
}

/// What happened with the cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A deck was shuffled when the game began.
    CardsShuffled {
        /// Which deck.
        deck: DeckId,
        /// Its cards from the top down.
        order: Vec<u16>,
    },
    /// A player drew the top card of a deck (RULES XP3).
    CardDrawn {
        /// Who.
        player: PlayerId,
        /// The card.
        card: Card,
        /// Whether it went to the hand (any, end) rather than being used now.
        to_hand: bool,
        /// The tile placement it was drawn for: (turn, tile of the turn).
        placement: (u32, u32),
    },
    /// A Roadside card is used against these players; they are asked about
    /// a shield (RULES XP6).
    CardUsedAgainst {
        /// Who used it.
        player: PlayerId,
        /// The card.
        card: Card,
        /// The players it is used against.
        against: Vec<PlayerId>,
    },
    /// A player answered the shield question (RULES XP6).
    ShieldAnswered {
        /// Who answered.
        player: PlayerId,
        /// The shield played, if they cancelled the card.
        shield: Option<Card>,
    },
    /// A card was used up: to the discard pile or in play.
    CardSettled {
        /// Its player.
        player: PlayerId,
        /// The card.
        card: Card,
        /// Where it went.
        to: Pile,
    },
    /// The table discarded a card in play (RULES XP6b).
    InPlayDiscarded {
        /// Its position in the list.
        index: usize,
    },
    /// A laid-down feature's points went to the ledger (RULES XP7).
    PointsDeferred {
        /// What for.
        kind: Kind,
        /// One scoring per player.
        scorings: Vec<Scoring>,
    },
    /// The ledger was paid out, step 4 of the final scoring (RULES F1,
    /// XP7): each seat's points go onto its meeple, as a part of the result
    /// of their own (RULES F2), not a kind's.
    DeferredPaid {
        /// Points per seat.
        points: Vec<u32>,
    },
    /// Final scoring: end cards are revealed in this order (RULES XP8).
    EndCardsDue {
        /// Start player first, clockwise.
        order: Vec<PlayerId>,
    },
    /// An end card was revealed and counted (RULES XP8); its points go onto
    /// the player's meeple, as the *end cards* part of the result (F2).
    EndCardRevealed {
        /// Whose.
        player: PlayerId,
        /// The card.
        card: Card,
        /// Its points.
        points: u32,
    },
    /// The remaining hand cards were shown and put away (RULES XP8).
    HandsShown,
}

impl State {
    /// The state with both decks empty, for `players` seats.
    pub fn new(players: usize) -> Self {
        State {
            hands: vec![Vec::new(); players],
            end_points: vec![0; players],
            deferred_paid: vec![0; players],
            ..State::default()
        }
    }

    /// The deck with this id (Cloister or Roadside).
    pub fn deck(&self, deck: DeckId) -> &[u16] {
        if deck == ROADSIDE {
            &self.roadside
        } else {
            &self.cloister
        }
    }

    fn deck_mut(&mut self, deck: DeckId) -> &mut Vec<u16> {
        if deck == ROADSIDE {
            &mut self.roadside
        } else {
            &mut self.cloister
        }
    }

    /// A player's hand.
    pub fn hand(&self, player: PlayerId) -> &[Card] {
        self.hands.get(player.index()).map_or(&[], Vec::as_slice)
    }

    /// Takes a card from wherever it is waiting: the now slot, the attack,
    /// or `player`'s hand.
    fn take(&mut self, player: PlayerId, card: Card) {
        if self.now.is_some_and(|n| n.card == card) {
            self.now = None;
        } else if self.attack.as_ref().is_some_and(|a| a.card == card) {
            self.attack = None;
        } else if let Some(hand) = self.hands.get_mut(player.index())
            && let Some(i) = hand.iter().position(|c| *c == card)
        {
            hand.remove(i);
        }
    }

    /// Cards of a deck in each place: deck, hands, discard, in play,
    /// removed, and waiting (now or attack). They add up to 32 (RULES XP9).
    pub fn count(&self, deck: DeckId) -> [usize; 6] {
        let of = |cards: &mut dyn Iterator<Item = &Card>| cards.filter(|c| c.deck == deck).count();
        [
            self.deck(deck).len(),
            of(&mut self.hands.iter().flatten()),
            of(&mut self.discard.iter()),
            of(&mut self.in_play.iter().map(|p| &p.card)),
            of(&mut self.removed.iter()),
            of(&mut self
                .now
                .iter()
                .map(|n| &n.card)
                .chain(self.attack.iter().map(|a| &a.card))),
        ]
    }

    /// Folds one event; end cards and deferred points move `players`'
    /// meeples.
    pub fn apply(&mut self, event: &Event, players: &mut [PlayerState]) {
        match event {
            Event::CardsShuffled { deck, order } => self.deck_mut(*deck).clone_from(order),
            Event::CardDrawn {
                player,
                card,
                to_hand,
                placement,
            } => {
                if card.deck == ROADSIDE {
                    self.roadside_drawn_at = Some(*placement);
                } else {
                    self.cloister_drawn_at = Some(*placement);
                }
                let deck = self.deck_mut(card.deck);
                if let Some(i) = deck.iter().position(|n| *n == card.number) {
                    deck.remove(i);
                }
                if *to_hand {
                    if let Some(hand) = self.hands.get_mut(player.index()) {
                        hand.push(*card);
                    }
                } else {
                    self.now = Some(NowCard {
                        player: *player,
                        card: *card,
                    });
                }
            }
            Event::CardUsedAgainst {
                player,
                card,
                against,
            } => {
                self.take(*player, *card);
                self.attack = Some(Attack {
                    by: *player,
                    card: *card,
                    asked: against.clone(),
                });
            }
            Event::ShieldAnswered { player, shield } => match shield {
                Some(shield) => {
                    if let Some(attack) = self.attack.take() {
                        self.discard.push(attack.card);
                    }
                    self.take(*player, *shield);
                    self.discard.push(*shield);
                }
                None => {
                    if let Some(attack) = &mut self.attack {
                        attack.asked.retain(|p| p != player);
                    }
                }
            },
            Event::CardSettled { player, card, to } => {
                self.take(*player, *card);
                match to {
                    Pile::Discard => self.discard.push(*card),
                    Pile::InPlay => self.in_play.push(InPlay {
                        owner: *player,
                        card: *card,
                    }),
                }
            }
            Event::InPlayDiscarded { index } => {
                if *index < self.in_play.len() {
                    let ended = self.in_play.remove(*index);
                    self.discard.push(ended.card);
                }
            }
            Event::PointsDeferred { kind, scorings } => self.deferred.push(Deferred {
                kind: *kind,
                scorings: scorings.clone(),
            }),
            Event::DeferredPaid { points } => {
                self.paid = true;
                self.deferred.clear();
                for (seat, points) in points.iter().enumerate() {
                    if let Some(paid) = self.deferred_paid.get_mut(seat) {
                        *paid = paid.saturating_add(*points);
                    }
                    add_to_meeple(players, seat, *points);
                }
            }
            Event::EndCardsDue { order } => self.reveal_order = Some(order.clone()),
            Event::EndCardRevealed {
                player,
                card,
                points,
            } => {
                self.take(*player, *card);
                self.discard.push(*card);
                if let Some(end) = self.end_points.get_mut(player.index()) {
                    *end = end.saturating_add(*points);
                }
                add_to_meeple(players, player.index(), *points);
            }
            Event::HandsShown => {
                self.hands_shown = true;
                self.shown_hands.clone_from(&self.hands);
                for hand in &mut self.hands {
                    self.discard.append(hand);
                }
            }
        }
    }

    /// The next end card to reveal at final scoring, start player first
    /// (RULES XP8).
    pub fn next_end_card(&self) -> Option<(PlayerId, Card)> {
        self.reveal_order.as_ref()?.iter().find_map(|player| {
            self.hand(*player)
                .iter()
                .find(|c| c.kind().is_some_and(|k| k.timing == Timing::End))
                .map(|c| (*player, *c))
        })
    }

    /// What this state holds play for, if anything.
    pub fn hold(&self) -> Option<Hold> {
        if let Some(now) = self.now {
            return Some(Hold::Now {
                player: now.player,
                card: now.card,
            });
        }
        if let Some(attack) = &self.attack
            && let Some(player) = attack.asked.first()
        {
            return Some(Hold::Shield {
                player: *player,
                by: attack.by,
                card: attack.card,
            });
        }
        self.next_end_card()
            .map(|(player, card)| Hold::Reveal { player, card })
    }
}

/// Points at final scoring go onto the meeple: the messenger has left the
/// track (RULES MSG8).
fn add_to_meeple(players: &mut [PlayerState], seat: usize, points: u32) {
    if let Some(total) = players.get_mut(seat).and_then(|p| p.figures.first_mut()) {
        *total = total.saturating_add(points);
    }
}

/// How a card is used: what its helper needs, or who it is used against.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "target", rename_all = "kebab-case")]
pub enum Target {
    /// Carried out as it says (points, a board action, draw two).
    Plain,
    /// A scoring helper's counts (RULES XP5): tiles (a cloister's
    /// surrounding tiles) and pennants.
    Counts {
        /// The feature the card scores.
        feature: Feature,
        /// Tiles.
        tiles: u32,
        /// Pennants.
        pennants: u32,
    },
    /// A *now* scoring card's points, worked out by the table.
    Points {
        /// The points.
        points: u32,
    },
    /// A bonus card on a completed feature (RULES XP5): its size and the
    /// other holders, who score normally (or with the card, `all-holders`).
    Bonus {
        /// Tiles of the feature.
        tiles: u32,
        /// Pennants in it.
        pennants: u32,
        /// The other holders and the figure each moves.
        with: Vec<(PlayerId, Figure)>,
    },
    /// A Roadside card used against these players (RULES XP6).
    Against {
        /// The players.
        players: Vec<PlayerId>,
    },
    /// No legal target: discarded without effect (RULES XP3).
    NoTarget,
}

/// What a table can ask of Christmas Present.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "christmas", rename_all = "kebab-case")]
pub enum Command {
    /// The active player draws the top card of a deck (RULES XP3).
    Draw {
        /// Cloister or Roadside.
        deck: DeckId,
    },
    /// The drawn *now* card is used (RULES XP3, XP5).
    Use {
        /// The figure its points move (RULES MSG1).
        figure: Figure,
        /// How.
        target: Target,
    },
    /// A card is played from a hand in its owner's turn (RULES XP4).
    Play {
        /// Whose hand.
        player: PlayerId,
        /// The card's kind id.
        kind: String,
        /// The figure its points move.
        figure: Figure,
        /// How.
        target: Target,
    },
    /// A player asked about a shield answers (RULES XP6).
    Shield {
        /// Who answers.
        player: PlayerId,
        /// Whether they cancel the card with a shield.
        cancel: bool,
    },
    /// A player discards a card from their hand (RULES XP4).
    Discard {
        /// Whose hand.
        player: PlayerId,
        /// The card's kind id.
        kind: String,
    },
    /// The table discards a card in play (RULES XP6b).
    EndInPlay {
        /// Its position in the list, 0 first.
        index: usize,
    },
    /// A laid-down feature completed: its points wait for final scoring
    /// (RULES XP7).
    Defer {
        /// What for.
        kind: Kind,
        /// One scoring per player.
        scorings: Vec<Scoring>,
    },
    /// An end card is revealed at final scoring with its counts
    /// (RULES XP8): supply: followers; farm cards: cities per farm.
    Reveal {
        /// Whose.
        player: PlayerId,
        /// The card's kind id.
        kind: String,
        /// Its counts.
        counts: Vec<u32>,
    },
    /// The final features are entered: the deferred points are paid, step
    /// 4 of the final scoring (RULES F1, XP7).
    PayDeferred,
}

/// Why Christmas Present refused a command.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Error {
    /// Christmas Present is not in use.
    #[error("this game is played without Christmas Present")]
    NotInUse,
    /// The card data cannot be used.
    #[error("{0}")]
    Data(DataError),
    /// A second draw from one deck for one tile (RULES XP3).
    #[error("a {} card was already drawn for this tile; at most one per deck per tile", .0.as_str())]
    AlreadyDrawn(DeckId),
    /// An empty deck (RULES XP3).
    #[error("the {} deck is empty; the discard pile is never reshuffled", .0.as_str())]
    EmptyDeck(DeckId),
    /// A deck that is not one of Christmas Present's.
    #[error("Christmas Present has no {} deck", .0.as_str())]
    NotAChristmasDeck(DeckId),
    /// `use` with no card drawn.
    #[error("no card waits to be used")]
    NothingToUse,
    /// A kind id the data does not know.
    #[error("there is no card \"{0}\"")]
    UnknownKind(String),
    /// A card the player does not hold (RULES XP4).
    #[error("{name} has no {kind} card in hand")]
    NotInHand {
        /// The player.
        name: String,
        /// The kind id.
        kind: String,
    },
    /// A hand card out of its owner's turn (RULES XP4; the shield aside).
    #[error("{0} may play a card only in their own turn (a shield answers a Roadside card)")]
    NotYourTurn(String),
    /// A discard out of its owner's turn (RULES XP4).
    #[error("{0} may discard a card only in their own turn")]
    NotYourTurnToDiscard(String),
    /// The shield played by itself.
    #[error("a shield is played only when a Roadside card is used against you: `shield NAME yes`")]
    ShieldOnlyAsAnswer,
    /// An end card played during the game.
    #[error("{0} is an end card: it is revealed at final scoring")]
    EndCard(String),
    /// A target that does not suit the card.
    #[error("{kind} is used {expected}")]
    WrongTarget {
        /// The kind id.
        kind: String,
        /// What it needs.
        expected: &'static str,
    },
    /// A shield question nobody asked.
    #[error("no one is asked about a shield now")]
    NoQuestion,
    /// An answer from the wrong player.
    #[error("the shield question is for {0}")]
    NotAsked(String),
    /// "Yes" without a shield (RULES XP6).
    #[error("{0} has no shield in hand")]
    NoShield(String),
    /// More pennants than tiles.
    #[error("a city of {tiles} tiles cannot have {pennants} pennants")]
    PennantsOverTiles {
        /// Tiles.
        tiles: u32,
        /// Pennants.
        pennants: u32,
    },
    /// A bonus card for cities with pennants on one without, or the other way.
    #[error("{0}")]
    Pennants(&'static str),
    /// A cloister has at most 8 tiles around it.
    #[error("a cloister has at most 8 surrounding tiles, not {0}")]
    Surrounding(u32),
    /// Points over the limit of one entry.
    #[error("a card is worth at most 999 points, not {0}")]
    TooManyPoints(u64),
    /// A card in play that is not listed.
    #[error("there is no card in play number {}", .0 + 1)]
    NoSuchInPlay(usize),
    /// A reveal out of order, or outside final scoring (RULES XP8).
    #[error("no end card is to be revealed now")]
    NoReveal,
    /// A reveal of another card than the next one (RULES XP8).
    #[error("the next end card to reveal is {name}'s {kind}")]
    RevealOrder {
        /// Whose.
        name: String,
        /// Its kind id.
        kind: String,
    },
    /// Counts that do not suit the end card.
    #[error("{0}")]
    RevealCounts(&'static str),
    /// The points of a deferred feature with nobody.
    #[error("deferred points need at least one player")]
    NoDeferredPlayers,
    /// Deferred points of a kind that is never laid down (RULES XP2).
    #[error(
        "{} points cannot be deferred: only the followers on a road, city or cloister are laid down",
        .0.as_str()
    )]
    NotLaidDown(Kind),
    /// `pay-deferred` during play (RULES F1, XP7).
    #[error("the deferred points are paid at final scoring, after the final features")]
    PayAtFinalScoring,
    /// `pay-deferred` a second time.
    #[error("the deferred points are paid already")]
    AlreadyPaid,
    /// A final feature after step 4 (RULES F1).
    #[error("the deferred points are paid; undo to enter more final features")]
    FeaturesOver,
}

/// What the table must settle before play goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hold {
    /// A *now* card waits to be used (RULES XP3).
    Now {
        /// Who drew it.
        player: PlayerId,
        /// The card.
        card: Card,
    },
    /// A player is asked whether they cancel a Roadside card with a shield
    /// (RULES XP6): an interruption by another player.
    Shield {
        /// Who is asked.
        player: PlayerId,
        /// Who used the card.
        by: PlayerId,
        /// The card.
        card: Card,
    },
    /// The hand is over the limit at the end of the turn (RULES XP4).
    HandLimit {
        /// Whose hand.
        player: PlayerId,
        /// Cards in it.
        cards: usize,
    },
    /// The next end card to reveal at final scoring (RULES XP8).
    Reveal {
        /// Whose.
        player: PlayerId,
        /// The card.
        card: Card,
    },
}

impl Hold {
    /// The player who must act.
    pub fn player(&self) -> PlayerId {
        match self {
            Hold::Now { player, .. }
            | Hold::Shield { player, .. }
            | Hold::HandLimit { player, .. }
            | Hold::Reveal { player, .. } => *player,
        }
    }
}

impl std::fmt::Display for Hold {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Hold::Now { card, .. } => write!(f, "the {} card waits to be used first", card.id()),
            Hold::Shield { card, .. } => write!(
                f,
                "a player is asked whether they cancel {} with a shield",
                card.id()
            ),
            Hold::HandLimit { cards, .. } => write!(
                f,
                "the hand holds {cards} cards; discard {} before the turn ends (at most {HAND_LIMIT})",
                cards.saturating_sub(HAND_LIMIT)
            ),
            Hold::Reveal { card, .. } => {
                write!(f, "the end card {} waits to be revealed first", card.id())
            }
        }
    }
}
