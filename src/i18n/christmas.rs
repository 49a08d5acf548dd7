//! Christmas Present in the table's language: card titles and texts, what
//! waits, refusals and history lines. A hand card is named only once it is
//! played (RULES XP4).

use crate::engine::christmas::{
    CLOISTER, Card, Command, Effect, Error, Event, HAND_LIMIT, Hold, ROADSIDE, Sight as CardsSight,
    Target, Timing,
};
use crate::engine::{
    Command as GameCommand, DeckId, Event as GameEvent, GameError, Hold as GameHold, Phase,
    PlayerId, Prompt as GamePrompt, Setup, Sight,
};
use crate::t;

use super::{Block, CardWords, ExpansionTexts, Section};

/// Christmas Present's texts in the registry of texts.
pub(super) struct Texts;

impl ExpansionTexts for Texts {
    fn name(&self, word: &str) -> Option<String> {
        (word == crate::engine::christmas::notation::VERB).then(|| t!("setup-xp"))
    }

    fn command(&self, setup: &Setup, command: &GameCommand) -> Option<String> {
        match command {
            GameCommand::Christmas(command) => Some(command_text(setup, command)),
            _ => None,
        }
    }

    fn event(&self, setup: &Setup, event: &GameEvent) -> Option<String> {
        match event {
            GameEvent::Christmas(event) => event_text(setup, event),
            _ => None,
        }
    }

    fn prompt(&self, setup: &Setup, prompt: &GamePrompt) -> Option<String> {
        match prompt {
            GamePrompt::Held(GameHold::Christmas(hold)) => Some(hold_prompt(setup, hold)),
            _ => None,
        }
    }

    fn hold(&self, hold: &GameHold) -> Option<String> {
        match hold {
            GameHold::Christmas(hold) => Some(hold_text(hold)),
            _ => None,
        }
    }

    fn error(&self, error: &GameError) -> Option<String> {
        match error {
            GameError::Christmas(error) => Some(error_text(error)),
            _ => None,
        }
    }

    fn part_name(&self, part: &str) -> Option<String> {
        match part {
            "end-cards" => Some(t!("summary-part-end-cards")),
            "deferred" => Some(t!("summary-part-deferred")),
            _ => None,
        }
    }

    /// The number of cards in a hand is public (RULES XP4); after the
    /// game the shown hands say more.
    fn held(&self, sight: &Sight, player: PlayerId) -> Option<String> {
        let cards = sight.parts.get::<CardsSight>()?;
        let count = cards.hand_sizes.get(player.index())?;
        (sight.phase != Phase::Ended).then(|| t!("share-cards-held", count = *count))
    }

    /// A hand over the limit must be cut before the turn ends (RULES XP4).
    fn asks(&self, sight: &Sight) -> Vec<(PlayerId, String)> {
        let Some((player, cards)) = sight.parts.get::<CardsSight>().and_then(|c| c.over_limit)
        else {
            return Vec::new();
        };
        vec![(
            player,
            t!(
                "prompt-christmas-hand-limit",
                name = sight.setup.name(player),
                cards = cards,
                excess = cards.saturating_sub(HAND_LIMIT)
            ),
        )]
    }

    /// The decks' sizes, the discard pile, the cards in play, the points
    /// deferred and, after the game, the hands shown (RULES XP6b, XP7,
    /// XP8): never a card in a hand before then.
    fn sections(&self, sight: &Sight) -> Vec<Section> {
        let Some(cards) = sight.parts.get::<CardsSight>() else {
            return Vec::new();
        };
        let setup = &sight.setup;
        let mut facts: Vec<String> = [CLOISTER, ROADSIDE]
            .into_iter()
            .zip(cards.deck_sizes)
            .map(|(deck, count)| t!("share-deck", deck = deck_name(deck), count = count))
            .collect();
        facts.push(t!("xp-discard-pile", count = cards.discard.len()));
        let mut blocks = vec![Block::Line {
            text: facts.join(" · "),
        }];
        if !cards.in_play.is_empty() {
            blocks.push(Block::Cards {
                heading: Some(t!("share-in-play")),
                cards: cards
                    .in_play
                    .iter()
                    .map(|p| card_words(p.card, p.owner, None))
                    .collect(),
            });
        }
        let owed: Vec<String> = setup
            .seats()
            .zip(&cards.deferred)
            .filter(|(_, points)| **points > 0)
            .map(|(player, points)| format!("{} {points}", setup.name(player)))
            .collect();
        if !owed.is_empty() {
            blocks.push(Block::Line {
                text: t!("xp-deferred", list = owed.join(", ")),
            });
        }
        if let Some(hands) = &cards.shown_hands {
            let left: Vec<String> = setup
                .seats()
                .zip(hands)
                .filter(|(_, hand)| !hand.is_empty())
                .map(|(player, hand)| {
                    let titles: Vec<String> = hand.iter().map(|c| title(*c)).collect();
                    format!("{}: {}", setup.name(player), titles.join(", "))
                })
                .collect();
            blocks.push(Block::Line {
                text: if left.is_empty() {
                    t!("xp-hands-left-none")
                } else {
                    t!("xp-hands-left", list = left.join(" · "))
                },
            });
        }
        vec![Section {
            heading: t!("share-cards"),
            blocks,
        }]
    }

    /// The player's own hand, the cards they may use now marked, and their
    /// cards in play; who must discard (RULES XP4, XP6, XP8). Only what
    /// their sight holds: no other hand is in it.
    fn private(&self, sight: &Sight, player: PlayerId) -> Option<Section> {
        let cards = sight.parts.get::<CardsSight>()?;
        let hand = cards.hands.get(player.index())?.as_ref()?;
        let asked = sight.prompts.iter().any(|p| {
            matches!(p, GamePrompt::Held(GameHold::Christmas(Hold::Shield { player: p, .. })) if *p == player)
        });
        let mut blocks = Vec::new();
        if let Some((_, held)) = cards.over_limit.filter(|(p, _)| *p == player) {
            blocks.push(Block::Alert {
                text: t!(
                    "share-discard-now",
                    excess = held.saturating_sub(HAND_LIMIT)
                ),
            });
        }
        if hand.is_empty() {
            blocks.push(Block::Empty {
                text: t!("xp-hand-empty"),
            });
        } else {
            let now = |card: &Card| {
                cards.playable.contains(card).then(|| {
                    match card.kind().map(|k| (k.timing, k.effect)) {
                        Some((_, Effect::Shield)) if asked => t!("share-shield-now"),
                        Some((Timing::End, _)) => t!("share-reveal-now"),
                        _ => t!("share-play-now"),
                    }
                })
            };
            blocks.push(Block::Cards {
                heading: None,
                cards: hand
                    .iter()
                    .map(|card| card_words(*card, player, now(card)))
                    .collect(),
            });
        }
        let in_play: Vec<CardWords> = cards
            .in_play
            .iter()
            .filter(|p| p.owner == player)
            .map(|p| card_words(p.card, player, None))
            .collect();
        if !in_play.is_empty() {
            blocks.push(Block::Cards {
                heading: Some(t!("share-in-play")),
                cards: in_play,
            });
        }
        Some(Section {
            heading: t!("xp-hand-of", name = sight.setup.name(player)),
            blocks,
        })
    }
}

/// A card on a page: its deck and number as its name, its title and text.
fn card_words(card: Card, owner: PlayerId, now: Option<String>) -> CardWords {
    CardWords {
        id: format!("{}-{}", card.deck.as_str(), card.number),
        title: card_title(card.id()),
        text: card_text(card.id()),
        seat: Some(owner.index()),
        now,
    }
}

/// A card kind's title: "Score 3 points".
pub fn card_title(id: &str) -> String {
    t!(&format!("christmas-{id}-title"))
}

/// A card kind's full text, to read out.
pub fn card_text(id: &str) -> String {
    t!(&format!("christmas-{id}-text"))
}

/// A deck's name: "Cloister" or "Roadside".
pub fn deck_name(deck: DeckId) -> String {
    if deck == crate::engine::christmas::ROADSIDE {
        t!("christmas-deck-roadside")
    } else {
        t!("christmas-deck-cloister")
    }
}

fn title(card: Card) -> String {
    card_title(card.id())
}

/// What waits to be settled.
pub fn hold_text(hold: &Hold) -> String {
    match hold {
        Hold::Now { card, .. } => t!("hold-christmas-now", title = title(*card)),
        Hold::Shield { card, .. } => t!("hold-christmas-shield", title = title(*card)),
        Hold::HandLimit { cards, .. } => t!(
            "hold-christmas-hand-limit",
            cards = *cards,
            excess = cards.saturating_sub(crate::engine::christmas::HAND_LIMIT)
        ),
        Hold::Reveal { card, .. } => t!("hold-christmas-reveal", title = title(*card)),
    }
}

/// What waits, naming the players: the prompt the table sees.
pub fn hold_prompt(setup: &Setup, hold: &Hold) -> String {
    match hold {
        Hold::Now { player, card } => t!(
            "prompt-christmas-now",
            name = setup.name(*player),
            title = title(*card)
        ),
        Hold::Shield { player, by, card } => t!(
            "prompt-christmas-shield",
            name = setup.name(*player),
            by = setup.name(*by),
            title = title(*card)
        ),
        Hold::HandLimit { player, cards } => t!(
            "prompt-christmas-hand-limit",
            name = setup.name(*player),
            cards = *cards,
            excess = cards.saturating_sub(crate::engine::christmas::HAND_LIMIT)
        ),
        Hold::Reveal { player, card } => t!(
            "prompt-christmas-reveal",
            name = setup.name(*player),
            title = title(*card)
        ),
    }
}

/// Why Christmas Present refused a command.
pub fn error_text(error: &Error) -> String {
    match error {
        Error::NotInUse => t!("error-christmas-not-in-use"),
        Error::Data(data) => data.to_string(),
        Error::AlreadyDrawn(deck) => t!("error-christmas-already-drawn", deck = deck_name(*deck)),
        Error::EmptyDeck(deck) => t!("error-christmas-empty-deck", deck = deck_name(*deck)),
        Error::NotAChristmasDeck(_) => t!("error-christmas-not-a-deck"),
        Error::NothingToUse => t!("error-christmas-nothing-to-use"),
        Error::UnknownKind(kind) => t!("error-christmas-unknown-kind", kind = kind.as_str()),
        Error::NotInHand { name, kind } => t!(
            "error-christmas-not-in-hand",
            name = name.as_str(),
            title = card_title(kind)
        ),
        Error::NotYourTurn(name) => t!("error-christmas-not-your-turn", name = name.as_str()),
        Error::NotYourTurnToDiscard(name) => {
            t!(
                "error-christmas-not-your-turn-discard",
                name = name.as_str()
            )
        }
        Error::ShieldOnlyAsAnswer => t!("error-christmas-shield-only"),
        Error::EndCard(kind) => t!("error-christmas-end-card", title = card_title(kind)),
        Error::WrongTarget { kind, .. } => {
            t!("error-christmas-wrong-target", title = card_title(kind))
        }
        Error::NoQuestion => t!("error-christmas-no-question"),
        Error::NotAsked(name) => t!("error-christmas-not-asked", name = name.as_str()),
        Error::NoShield(name) => t!("error-christmas-no-shield", name = name.as_str()),
        Error::PennantsOverTiles { tiles, pennants } => t!(
            "error-messages-pennants",
            tiles = *tiles,
            pennants = *pennants
        ),
        Error::Pennants(_) => t!("error-christmas-pennants"),
        Error::Surrounding(n) => t!("error-messages-surrounding", count = *n),
        Error::TooManyPoints(points) => t!("error-christmas-points", points = *points),
        Error::NoSuchInPlay(index) => t!("error-christmas-no-in-play", position = index + 1),
        Error::NoReveal => t!("error-christmas-no-reveal"),
        Error::RevealOrder { name, kind } => t!(
            "error-christmas-reveal-order",
            name = name.as_str(),
            title = card_title(kind)
        ),
        Error::RevealCounts(_) => t!("error-christmas-reveal-counts"),
        Error::NoDeferredPlayers => t!("error-no-players"),
        Error::NotLaidDown(kind) => {
            t!(
                "error-christmas-not-laid-down",
                kind = crate::i18n::kind_name(*kind)
            )
        }
        Error::PayAtFinalScoring => t!("error-christmas-pay-at-final-scoring"),
        Error::AlreadyPaid => t!("error-christmas-already-paid"),
        Error::FeaturesOver => t!("error-christmas-features-over"),
    }
}

/// A command of Christmas Present as the history lists it. Draws name no
/// card: what was drawn shows in the events, and only if it is public.
pub fn command_text(setup: &Setup, command: &Command) -> String {
    match command {
        Command::Draw { deck } => t!("history-christmas-draw", deck = deck_name(*deck)),
        Command::Use { target, .. } => match target {
            Target::NoTarget => t!("history-christmas-no-target"),
            _ => t!("history-christmas-use"),
        },
        Command::Play { player, kind, .. } => t!(
            "history-christmas-play",
            name = setup.name(*player),
            title = card_title(kind)
        ),
        Command::Shield { player, cancel } => {
            if *cancel {
                t!("history-christmas-shield-yes", name = setup.name(*player))
            } else {
                t!("history-christmas-shield-no", name = setup.name(*player))
            }
        }
        Command::Discard { player, kind } => t!(
            "history-christmas-discard",
            name = setup.name(*player),
            title = card_title(kind)
        ),
        Command::EndInPlay { .. } => t!("history-christmas-end-in-play"),
        Command::Defer { scorings, .. } => t!(
            "history-christmas-defer",
            points = scorings.iter().map(|s| s.points).sum::<u32>()
        ),
        Command::Reveal { player, kind, .. } => t!(
            "history-christmas-reveal",
            name = setup.name(*player),
            title = card_title(kind)
        ),
        Command::PayDeferred => t!("history-christmas-pay-deferred"),
    }
}

/// What a history line adds for an event of Christmas Present, if anything.
pub fn event_text(setup: &Setup, event: &Event) -> Option<String> {
    match event {
        Event::CardDrawn {
            player,
            card,
            to_hand: true,
            ..
        } => Some(t!(
            "christmas-drew-hand",
            name = setup.name(*player),
            deck = deck_name(card.deck)
        )),
        Event::CardDrawn { player, card, .. } => Some(t!(
            "christmas-drew-now",
            name = setup.name(*player),
            title = title(*card)
        )),
        Event::ShieldAnswered {
            shield: Some(_), ..
        } => Some(t!("history-christmas-cancelled")),
        Event::EndCardRevealed { points, .. } => {
            Some(t!("history-christmas-end-points", points = *points))
        }
        Event::DeferredPaid { .. } => Some(t!("history-christmas-deferred-paid")),
        Event::CardUsedAgainst { card, against, .. } => {
            let names: Vec<&str> = against.iter().map(|p| setup.name(*p)).collect();
            Some(t!(
                "history-christmas-against",
                title = title(*card),
                names = names.join(", ")
            ))
        }
        Event::CardSettled {
            card,
            to: crate::engine::christmas::Pile::InPlay,
            ..
        } => Some(t!("history-christmas-in-play", title = title(*card))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xp1_xp2_every_card_has_a_title_and_a_text() {
        let cards = crate::engine::christmas::cards().expect("the card data loads");
        for kind in cards.kinds() {
            assert!(
                !card_title(&kind.id).starts_with("christmas-"),
                "{}",
                kind.id
            );
            assert!(
                !card_text(&kind.id).starts_with("christmas-"),
                "{}",
                kind.id
            );
        }
    }
}
