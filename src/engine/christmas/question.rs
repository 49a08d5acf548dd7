//! Christmas Present's questions: a *now* card to use (RULES XP3, XP5), the
//! shield question to its target (XP6), an end card to reveal at final
//! scoring (XP8), a hand over the limit (XP4: its cards are answers only on
//! its owner's view).

use super::Timing;
use super::{
    Against, Card, Command, Effect, Feature, HAND_LIMIT, Hold, Pennants, State as Cards, Target,
};
use crate::engine::command::Command as GameCommand;
use crate::engine::player::PlayerId;
use crate::engine::question::{Answer, Field, FieldKind, Filled, Offer, Question, Sends, Words};
use crate::engine::secret::{self, Secret, Viewer};
use crate::engine::state::{Hold as GameHold, Phase, State};

/// The largest count a card's helper takes.
const MAX_COUNT: u32 = 999;

/// The answer of a *now* card that uses it with no target.
const NO_TARGET: usize = 0;

/// The question of `hold`, as `viewer` may see it.
pub(super) fn question(hold: Hold, cards: &Cards, state: &State, viewer: Viewer) -> Question {
    let whole = GameHold::Christmas(hold);
    let player = hold.player();
    match hold {
        Hold::Now { card, .. } => {
            let mut question = Question::new(whole, Some(player), title(card));
            question.read_out = Some(text(card));
            question.form = form(card);
            // RULES MSG1: a card's points move the figure chosen.
            if state.players.first().is_some_and(|p| p.figures.len() > 1) {
                question.form.push(Field {
                    label: Words::text("msg-panel-figure"),
                    kind: FieldKind::Figure,
                });
            }
            question.answers = vec![
                Answer::new(Words::text("xp-no-target"), Sends::Filled).on_key('d'),
                Answer::new(Words::text("xp-use"), Sends::Filled).main(),
            ];
            question
        }
        Hold::Shield { by, card, .. } => {
            let mut question = Question::new(
                whole,
                Some(player),
                Words::text("xp-shield-title").player("name", player),
            );
            question.read_out = Some(
                // The title asks; the read-out says what is asked and that
                // only a shield cancels it (short enough to read across the
                // table with long names).
                Words::text("xp-shield-read-out")
                    .player("name", player)
                    .player("by", by)
                    .words("title", title(card)),
            );
            let answer = |cancel: bool| {
                Sends::Command(GameCommand::Christmas(Command::Shield { player, cancel }))
            };
            // The main answer (Enter) is "no": an Enter from a player
            // without a shield tells the table nothing of their hand.
            question.answers = vec![
                Answer::new(Words::text("xp-shield-answer-yes"), answer(true)).on_key('s'),
                Answer::new(Words::text("xp-shield-answer-no"), answer(false))
                    .on_key('n')
                    .main(),
            ];
            question
        }
        Hold::Reveal { card, .. } => {
            let mut question = Question::new(whole, Some(player), title(card));
            question.read_out = Some(text(card));
            let count = |id: &str| Field {
                label: Words::text(id),
                kind: FieldKind::Count { max: MAX_COUNT },
            };
            question.form = match card.kind().map(|k| k.effect) {
                Some(Effect::Supply { .. }) => vec![count("xp-followers")],
                Some(Effect::Farms { .. }) => vec![count("xp-cities")],
                _ => Vec::new(),
            };
            question.answers = vec![
                Answer::new(
                    Words::text("xp-reveal").player("name", player),
                    Sends::Filled,
                )
                .main(),
            ];
            question
        }
        Hold::HandLimit { cards: held, .. } => {
            let excess = u32::try_from(held.saturating_sub(HAND_LIMIT)).unwrap_or(u32::MAX);
            let held = u32::try_from(held).unwrap_or(u32::MAX);
            let mut question = Question::new(
                whole,
                Some(player),
                Words::text("xp-over-limit")
                    .player("name", player)
                    .number("excess", excess),
            );
            question.read_out = Some(
                Words::text("prompt-christmas-hand-limit")
                    .player("name", player)
                    .number("cards", held)
                    .number("excess", excess),
            );
            // The hand is its owner's secret (RULES XP4): its cards are
            // answers only on their view.
            let ended = state.phase == Phase::Ended;
            if secret::may_see(ended, viewer, Secret::Hand(player)) {
                question.answers = cards
                    .hand(player)
                    .iter()
                    .map(|card| {
                        Answer::new(
                            Words::text("xp-discard").then(title(*card)),
                            Sends::Command(GameCommand::Christmas(Command::Discard {
                                player,
                                kind: card.id().to_owned(),
                            })),
                        )
                        .pick()
                    })
                    .collect();
            }
            question
        }
    }
}

/// A card's title.
fn title(card: Card) -> Words {
    Words::text(format!("christmas-{}-title", card.id()))
}

/// A card's full text, to read out.
fn text(card: Card) -> Words {
    Words::text(format!("christmas-{}-text", card.id()))
}

/// What a card's helper asks for when it is used (RULES XP5, XP6).
pub fn form(card: Card) -> Vec<Field> {
    let Some(kind) = card.kind() else {
        return Vec::new();
    };
    let count = |id: &str| Field {
        label: Words::text(id),
        kind: FieldKind::Count { max: MAX_COUNT },
    };
    match kind.effect {
        Effect::ScoreUnfinished {
            feature: Feature::Cloister,
            ..
        } => vec![count("xp-surrounding")],
        Effect::ScoreUnfinished {
            feature: Feature::City,
            ..
        } => vec![count("xp-tiles"), count("xp-pennants")],
        Effect::ScoreUnfinished { .. } => vec![count("xp-tiles")],
        Effect::Bonus { pennants, .. } => {
            let mut form = vec![count("xp-tiles")];
            if pennants == Pennants::Some {
                form.push(count("xp-pennants"));
            }
            form.push(Field {
                label: Words::text("xp-with-whom"),
                kind: FieldKind::Players,
            });
            form
        }
        _ if kind.against == Against::Holders => vec![Field {
            label: Words::text("xp-against-whom"),
            kind: FieldKind::Players,
        }],
        _ => Vec::new(),
    }
}

/// How `card` is used with its helper filled in as `filled` (in the order
/// of [`form`]).
pub fn target(card: Card, filled: Filled<'_>) -> Target {
    let Some(kind) = card.kind() else {
        return Target::Plain;
    };
    let (tiles, pennants) = (filled.count(0), filled.count(1));
    match kind.effect {
        Effect::ScoreUnfinished { feature, .. } => Target::Counts {
            feature,
            tiles,
            pennants: if feature == Feature::City {
                pennants
            } else {
                0
            },
        },
        Effect::Bonus { .. } => Target::Bonus {
            tiles,
            pennants,
            with: filled
                .players()
                .into_iter()
                .map(|p| (p, crate::engine::track::Figure::Meeple))
                .collect(),
        },
        _ if kind.against == Against::Holders => Target::Against {
            players: filled.players(),
        },
        _ => Target::Plain,
    }
}

/// The command answer `index` of the question on `hold` sends.
pub(super) fn built(hold: &Hold, index: usize, filled: Filled<'_>) -> Option<GameCommand> {
    let command = match hold {
        Hold::Now { card, .. } => Command::Use {
            figure: filled.figure(),
            target: if index == NO_TARGET {
                Target::NoTarget
            } else {
                target(*card, filled)
            },
        },
        Hold::Reveal { player, card } => Command::Reveal {
            player: *player,
            kind: card.id().to_owned(),
            counts: match card.kind().map(|k| k.effect) {
                Some(Effect::FarmTiebreaker) => Vec::new(),
                _ => vec![filled.count(0)],
            },
        },
        Hold::Shield { .. } | Hold::HandLimit { .. } => return None,
    };
    Some(GameCommand::Christmas(command))
}

/// The cards `player` may play from their hand now (RULES XP4): in their
/// own turn, nothing holding play, a card kept for any time (not a shield,
/// which only answers an attack, XP6; not an end card, XP8). Each once,
/// however many of it the hand holds; with the figure its points move
/// where players have two (RULES MSG1).
pub(super) fn offers(cards: &Cards, state: &State, player: PlayerId) -> Vec<Offer> {
    if state.phase != Phase::Playing || state.turn.player != player || state.hold().is_some() {
        return Vec::new();
    }
    let two_figures = state.players.first().is_some_and(|p| p.figures.len() > 1);
    let mut seen: Vec<&str> = Vec::new();
    let mut offers = Vec::new();
    for card in cards.hand(player) {
        let Some(kind) = card.kind() else { continue };
        if kind.timing != Timing::Any || kind.effect == Effect::Shield || seen.contains(&card.id())
        {
            continue;
        }
        seen.push(card.id());
        let mut form = form(*card);
        if two_figures && !matches!(kind.effect, Effect::DrawTwo | Effect::Action) {
            form.push(Field {
                label: Words::text("msg-panel-figure"),
                kind: FieldKind::Figure,
            });
        }
        offers.push(Offer {
            player,
            by: super::notation::VERB,
            what: card.id().to_owned(),
            title: title(*card),
            read_out: Some(text(*card)),
            form,
            answers: vec![Answer::new(Words::text("xp-play-it"), Sends::Filled).main()],
        });
    }
    offers
}

/// The command of `offer` (a card of `player`'s hand played) with its form
/// filled in; `None` for a card of no known kind.
pub(super) fn offered(cards: &Cards, offer: &Offer, filled: Filled<'_>) -> Option<GameCommand> {
    let card = *cards
        .hand(offer.player)
        .iter()
        .find(|card| card.id() == offer.what)?;
    Some(GameCommand::Christmas(Command::Play {
        player: offer.player,
        kind: offer.what.clone(),
        figure: filled.figure(),
        target: target(card, filled),
    }))
}
