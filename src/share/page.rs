//! What the pages are sent: the state as one viewer may see it
//! ([`Sight`], from the engine's `may_see`), in the table's language, as
//! JSON the page's script draws. Every function here takes a sight, never
//! the game: a page cannot show what its viewer's sight does not hold.

use std::sync::Arc;

use serde::Serialize;

use crate::app::track::marks;
use crate::engine::christmas::{self as xp, Card, Timing};
use crate::engine::{
    Colour, Figure, Game, Hold, Phase, PlayerId, Prompt, Sight, Viewer, laps, space,
};
use crate::i18n::{
    self, card_text, card_title, deck_name, figure_name, message_text, message_title, prompt_text,
    reason_text,
};
use crate::t;

use super::Snapshot;

/// The pages of `game`: the table's and each seat's, in the language on
/// show. `theme` is the app's theme when the table chose one (`None`:
/// each browser follows its own light or dark setting).
pub fn snapshot(game: &Game, theme: Option<&'static str>) -> Snapshot {
    let table = render(&game.sight(Viewer::Table), game.log().len(), theme);
    let seats = game
        .setup()
        .seats()
        .map(|seat| render(&game.sight(Viewer::Player(seat)), game.log().len(), theme))
        .collect();
    Snapshot {
        lang: i18n::language().code(),
        title: t!("app-title"),
        table,
        seats,
    }
}

/// A sight as the JSON its page draws.
pub fn render(sight: &Sight, moves: usize, theme: Option<&'static str>) -> Arc<str> {
    let page = page(sight, moves, theme);
    serde_json::to_string(&page)
        .unwrap_or_else(|_| "{}".to_owned())
        .into()
}

#[derive(Serialize)]
struct Page {
    lang: &'static str,
    theme: Option<&'static str>,
    /// Commands in the game's log (a page can tell one state from the next).
    moves: usize,
    text: Labels,
    phase: &'static str,
    /// Whether the Saint Nicholas board's hat and tree are on the track.
    saint_nicholas: bool,
    /// The banner: whose turn, or the final scoring, or the result.
    banner: String,
    /// Seat of the player the banner is about.
    banner_seat: Option<usize>,
    /// Beside the banner: the turn's number, tiles left.
    facts: Vec<String>,
    players: Vec<Player>,
    queue: Vec<Queued>,
    settle: Vec<Settle>,
    cards: Option<Cards>,
    result: Option<Standing>,
    mine: Option<Mine>,
}

/// Words of the page itself, in the table's language.
#[derive(Serialize)]
struct Labels {
    live: String,
    lost: String,
    retry: String,
    revoked: String,
    scores: String,
    queue: String,
    settle: String,
    follow: String,
    cards: String,
    in_play: String,
    hands: String,
    result: String,
    meeple: String,
    messenger: String,
}

#[derive(Serialize)]
struct Player {
    seat: usize,
    name: String,
    mark: String,
    colour: &'static str,
    total: u32,
    active: bool,
    place: usize,
    figures: Vec<Mark>,
    /// What else they hold: gold, cards (counts only).
    holds: Vec<String>,
}

/// A figure on the track.
#[derive(Serialize)]
struct Mark {
    figure: &'static str,
    space: u32,
    laps: u32,
    points: u32,
}

#[derive(Serialize)]
struct Queued {
    seat: usize,
    name: String,
    reason: String,
}

/// What the table must settle or hear now, in large type.
#[derive(Serialize)]
struct Settle {
    seat: Option<usize>,
    /// `read` (a message or card read out), `ask` (a question), `note`.
    tone: &'static str,
    text: String,
    /// The card or message read out: its title and its words.
    title: Option<String>,
    body: Option<String>,
}

#[derive(Serialize)]
struct CardLine {
    id: String,
    title: String,
    text: String,
    seat: Option<usize>,
    /// Why it is marked: "play now", "answer with it now", "reveal now".
    now: Option<String>,
}

#[derive(Serialize)]
struct Cards {
    decks: Vec<String>,
    discard: String,
    in_play: Vec<CardLine>,
    deferred: Option<String>,
    shown: Option<String>,
}

#[derive(Serialize)]
struct Standing {
    headline: String,
    lines: Vec<Line>,
}

#[derive(Serialize)]
struct Line {
    seat: usize,
    place: usize,
    name: String,
    total: u32,
    parts: String,
}

/// A player's own part of their private page.
#[derive(Serialize)]
struct Mine {
    seat: usize,
    heading: String,
    note: String,
    cards: Vec<CardLine>,
    empty: Option<String>,
    in_play: Vec<CardLine>,
    /// Over the hand limit: how many to discard.
    limit: Option<String>,
}

fn colour_name(colour: Colour) -> &'static str {
    colour.as_str()
}

fn seat(player: PlayerId) -> usize {
    player.index()
}

fn card_id(card: Card) -> String {
    format!("{}-{}", card.deck.as_str(), card.number)
}

fn card_line(card: Card, seat: Option<usize>, now: Option<String>) -> CardLine {
    CardLine {
        id: card_id(card),
        title: card_title(card.id()),
        text: card_text(card.id()),
        seat,
        now,
    }
}

fn labels() -> Labels {
    Labels {
        live: t!("share-live"),
        lost: t!("share-lost", time = "{time}"),
        retry: t!("share-retry", seconds = "{seconds}"),
        revoked: t!("share-revoked"),
        scores: t!("share-scores"),
        queue: t!("share-queue"),
        settle: t!("share-settle"),
        follow: t!("share-follow"),
        cards: t!("share-cards"),
        in_play: t!("share-in-play"),
        hands: t!("share-hands"),
        result: t!("share-result"),
        meeple: figure_name(Figure::Meeple),
        messenger: figure_name(Figure::Messenger),
    }
}

fn page(sight: &Sight, moves: usize, theme: Option<&'static str>) -> Page {
    let setup = &sight.setup;
    let names: Vec<&str> = setup.players.iter().map(|p| p.name.as_str()).collect();
    let marks = marks(names.iter().copied());
    let place = |player: PlayerId| {
        sight
            .ranking
            .iter()
            .find(|(p, _)| *p == player)
            .map_or(0, |(_, place)| *place)
    };
    let players = setup
        .seats()
        .zip(&sight.players)
        .map(|(player, points)| {
            let mut holds = Vec::new();
            if let Some(gold) = sight.gold.as_ref().and_then(|g| g.get(seat(player))) {
                holds.push(t!("share-gold-held", count = *gold));
            }
            if let Some(count) = sight
                .christmas
                .as_ref()
                .and_then(|c| c.hand_sizes.get(seat(player)))
                .filter(|_| sight.phase != Phase::Ended)
            {
                holds.push(t!("share-cards-held", count = *count));
            }
            Player {
                seat: seat(player),
                name: setup.name(player).to_owned(),
                mark: marks.get(seat(player)).cloned().unwrap_or_default(),
                colour: colour_name(setup.players[seat(player)].colour),
                total: points.total(),
                active: sight.phase != Phase::Ended && sight.turn.player == player,
                place: place(player),
                figures: points
                    .figures
                    .iter()
                    .enumerate()
                    .map(|(i, total)| Mark {
                        figure: Figure::from_index(i).unwrap_or_default().as_str(),
                        space: space(*total),
                        laps: laps(*total),
                        points: *total,
                    })
                    .collect(),
                holds,
            }
        })
        .collect();

    let (banner, banner_seat) = match sight.phase {
        Phase::Playing => {
            let name = setup.name(sight.turn.player);
            let text = match &sight.turn.extra {
                Some(reason) => t!(
                    "share-extra-turn-of",
                    name = name,
                    reason = reason_text(reason)
                ),
                None => t!("turn-of", name = name),
            };
            (text, Some(seat(sight.turn.player)))
        }
        Phase::FinalScoring => (t!("final-title"), None),
        Phase::Ended => (t!("share-game-over"), None),
    };
    let mut facts = Vec::new();
    if sight.phase == Phase::Playing {
        facts.push(t!("share-turn-number", number = sight.turn.number));
        if let Some(tiles) = sight.tiles_left {
            facts.push(t!("tiles-left", count = tiles));
        }
    }

    let queue = sight
        .queue
        .iter()
        .map(|q| Queued {
            seat: seat(q.player),
            name: setup.name(q.player).to_owned(),
            reason: reason_text(&q.reason),
        })
        .collect();

    Page {
        lang: i18n::language().code(),
        theme,
        moves,
        text: labels(),
        phase: match sight.phase {
            Phase::Playing => "playing",
            Phase::FinalScoring => "final-scoring",
            Phase::Ended => "ended",
        },
        saint_nicholas: setup.saint_nicholas.is_some(),
        banner,
        banner_seat,
        facts,
        players,
        queue,
        settle: settle(sight),
        cards: sight.christmas.as_ref().map(|c| cards(sight, c)),
        result: result(sight),
        mine: mine(sight),
    }
}

fn settle(sight: &Sight) -> Vec<Settle> {
    let setup = &sight.setup;
    let mut items: Vec<Settle> = Vec::new();
    for prompt in &sight.prompts {
        let text = prompt_text(setup, prompt);
        let item = match prompt {
            Prompt::MessageDrawn(drawn) => Settle {
                seat: Some(seat(drawn.player)),
                tone: "read",
                text,
                title: drawn.number.map(message_title),
                body: drawn.number.map(message_text),
            },
            Prompt::Held(Hold::Messages(hold)) => {
                let number = match hold {
                    crate::engine::messages::Hold::Resolve { number, .. } => Some(*number),
                    _ => None,
                };
                // The message drawn is read out once, with the draw.
                if items
                    .iter()
                    .any(|i| i.tone == "read" && i.seat == Some(seat(hold.player())))
                {
                    continue;
                }
                Settle {
                    seat: Some(seat(hold.player())),
                    tone: "read",
                    text,
                    title: number.map(message_title),
                    body: number.map(message_text),
                }
            }
            Prompt::Held(Hold::Christmas(hold)) => match hold {
                xp::Hold::Now { player, card } | xp::Hold::Reveal { player, card } => Settle {
                    seat: Some(seat(*player)),
                    tone: "read",
                    text,
                    title: Some(card_title(card.id())),
                    body: Some(card_text(card.id())),
                },
                xp::Hold::Shield { player, .. } => Settle {
                    seat: Some(seat(*player)),
                    tone: "ask",
                    text,
                    title: None,
                    body: None,
                },
                xp::Hold::HandLimit { player, .. } => Settle {
                    seat: Some(seat(*player)),
                    tone: "ask",
                    text,
                    title: None,
                    body: None,
                },
            },
            Prompt::ExtraTurn { player, .. } => Settle {
                seat: Some(seat(*player)),
                tone: "note",
                text,
                title: None,
                body: None,
            },
            _ => Settle {
                seat: None,
                tone: "note",
                text,
                title: None,
                body: None,
            },
        };
        items.push(item);
    }
    if let Some((player, cards)) = sight.christmas.as_ref().and_then(|c| c.over_limit) {
        items.push(Settle {
            seat: Some(seat(player)),
            tone: "ask",
            text: t!(
                "prompt-christmas-hand-limit",
                name = setup.name(player),
                cards = cards,
                excess = cards.saturating_sub(xp::HAND_LIMIT)
            ),
            title: None,
            body: None,
        });
    }
    items
}

fn cards(sight: &Sight, cards: &crate::engine::CardsSight) -> Cards {
    let setup = &sight.setup;
    let decks = [xp::CLOISTER, xp::ROADSIDE]
        .into_iter()
        .zip(cards.deck_sizes)
        .map(|(deck, count)| t!("share-deck", deck = deck_name(deck), count = count))
        .collect();
    let owed: Vec<String> = setup
        .seats()
        .zip(&cards.deferred)
        .filter(|(_, points)| **points > 0)
        .map(|(player, points)| format!("{} {points}", setup.name(player)))
        .collect();
    let shown = cards.shown_hands.as_ref().map(|hands| {
        let left: Vec<String> = setup
            .seats()
            .zip(hands)
            .filter(|(_, hand)| !hand.is_empty())
            .map(|(player, hand)| {
                let titles: Vec<String> = hand.iter().map(|c| card_title(c.id())).collect();
                format!("{}: {}", setup.name(player), titles.join(", "))
            })
            .collect();
        if left.is_empty() {
            t!("xp-hands-left-none")
        } else {
            t!("xp-hands-left", list = left.join(" · "))
        }
    });
    Cards {
        decks,
        discard: t!("xp-discard-pile", count = cards.discard.len()),
        in_play: cards
            .in_play
            .iter()
            .map(|p| card_line(p.card, Some(seat(p.owner)), None))
            .collect(),
        deferred: (!owed.is_empty()).then(|| t!("xp-deferred", list = owed.join(", "))),
        shown,
    }
}

fn result(sight: &Sight) -> Option<Standing> {
    let lines = sight.result.as_ref()?;
    let winners: Vec<&str> = lines
        .iter()
        .filter(|l| l.place == 1)
        .map(|l| l.name.as_str())
        .collect();
    let headline = match winners.as_slice() {
        [one] => t!("summary-winner", name = *one),
        many => t!("summary-shared-win", names = many.join(", ")),
    };
    Some(Standing {
        headline,
        lines: lines
            .iter()
            .map(|line| {
                let mut parts: Vec<String> = Vec::new();
                let in_game = line.in_game.sum();
                let final_scoring = line.final_scoring.sum();
                parts.push(format!("{} {in_game}", t!("summary-in-game")));
                parts.push(format!("{} {final_scoring}", t!("summary-final")));
                if line.corrections != 0 {
                    parts.push(format!(
                        "{} {:+}",
                        t!("summary-corrections"),
                        line.corrections
                    ));
                }
                for part in &line.parts {
                    let name = match part.part {
                        "gold" => t!("summary-gold"),
                        "end-cards" => t!("summary-part-end-cards"),
                        "deferred" => t!("summary-part-deferred"),
                        other => other.to_owned(),
                    };
                    parts.push(format!("{name} {}", part.points));
                }
                Line {
                    seat: line.seat.index(),
                    place: line.place,
                    name: line.name.clone(),
                    total: line.total,
                    parts: parts.join(" · "),
                }
            })
            .collect(),
    })
}

fn mine(sight: &Sight) -> Option<Mine> {
    let Viewer::Player(player) = sight.viewer else {
        return None;
    };
    let setup = &sight.setup;
    let cards = sight.christmas.as_ref()?;
    let hand = cards.hands.get(seat(player))?.as_ref()?;
    let asked = sight.prompts.iter().any(|p| {
        matches!(p, Prompt::Held(Hold::Christmas(xp::Hold::Shield { player: p, .. })) if *p == player)
    });
    let lines: Vec<CardLine> = hand
        .iter()
        .map(|card| {
            let now = cards.playable.contains(card).then(|| {
                match card.kind().map(|k| (k.timing, k.effect)) {
                    Some((_, xp::Effect::Shield)) if asked => t!("share-shield-now"),
                    Some((Timing::End, _)) => t!("share-reveal-now"),
                    _ => t!("share-play-now"),
                }
            });
            card_line(*card, Some(seat(player)), now)
        })
        .collect();
    let limit = cards
        .over_limit
        .filter(|(p, _)| *p == player)
        .map(|(_, held)| {
            t!(
                "share-discard-now",
                excess = held.saturating_sub(xp::HAND_LIMIT)
            )
        });
    Some(Mine {
        seat: seat(player),
        heading: t!("xp-hand-of", name = setup.name(player)),
        note: t!("share-private-note"),
        empty: hand.is_empty().then(|| t!("xp-hand-empty")),
        cards: lines,
        in_play: cards
            .in_play
            .iter()
            .filter(|p| p.owner == player)
            .map(|p| card_line(p.card, Some(seat(player)), None))
            .collect(),
        limit,
    })
}
