//! Christmas Present's views on the game screen: a card read out, the
//! players to pick, a card's helper, the panel's own page and a hand shown
//! privately.

use iced::widget::{Column, Row, button, column, row, text};
use iced::{Alignment, Element, Fill};

use crate::engine::christmas::{Against, Card, Effect, Feature, Pennants, Timing};
use crate::engine::{Figure, Game, Kind, Phase, PlayerId};
use crate::i18n::{card_text, card_title};
use crate::t;

use super::{Message, Panel};
use crate::app::design::size;
use crate::app::style;
use crate::app::kit::{Look, chip, field, filling, fit, grown, names_in_colour};

/// A card large enough to read out: its title and full text.
pub(super) fn card_face<'a>(card: Card) -> Column<'a, Message> {
    column![
        text(card_title(card.id())).size(grown(size::HEADING)),
        text(card_text(card.id())).size(grown(size::BODY)),
    ]
    .spacing(6)
}

/// Toggles for the players other than `except`, as small chips.
pub(super) fn player_picks<'a>(
    panel: &Panel,
    game: &'a Game,
    except: PlayerId,
    with: bool,
) -> Element<'a, Message> {
    let setup = game.setup();
    let mut line = Row::new().spacing(4);
    let others = setup.players.len().saturating_sub(1).max(1);
    // Many players: each by the mark their figures carry.
    let marks = crate::app::track::marks(setup.players.iter().map(|p| p.name.as_str()));
    let chars = if others > 3 { 4 } else { 24 };
    for seat in setup.seats().filter(|p| *p != except) {
        let who = &setup.players[seat.index()];
        let label = if others > 3 {
            marks[seat.index()].clone()
        } else {
            let name = style::shortened(&who.name, 10);
            if with {
                t!("xp-with", name = name)
            } else {
                t!("xp-against", name = name)
            }
        };
        line = line.push(chip(
            &label,
            who.colour,
            panel.players.contains(&seat),
            chars,
            Message::Player(seat),
        ));
    }
    line.into()
}

/// The figure the card's points move, with where they take it ("Botin →
/// 8"); a tap takes the other (RULES MSG1).
fn figure_switch<'a>(game: &Game, owner: PlayerId, card: Card, panel: &Panel) -> Element<'a, Message> {
    let figures = &game.state().players[owner.index()].figures;
    let points = points(card, panel.tiles.value(), panel.pennants.value()).unwrap_or(0);
    let (index, other) = match panel.figure {
        Figure::Meeple => (0, Figure::Messenger),
        Figure::Messenger => (1, Figure::Meeple),
    };
    let at = figures.get(index).copied().unwrap_or(0);
    let label = format!(
        "{} → {}",
        crate::i18n::figure_name(panel.figure),
        crate::engine::space(at.saturating_add(points))
    );
    button(
        text(label)
            .size(grown(size::SMALL))
            .center()
            .width(Fill)
            .height(Fill)
            .wrapping(text::Wrapping::WordOrGlyph),
    )
    .width(Fill)
    .height(grown(size::TOUCH))
    .padding([0, 6])
    .style(style::tab(panel.figure == Figure::Messenger))
    .on_press(Message::Figure(other))
    .into()
}

/// The points `card` gives with `tiles` and `pennants` typed, if it gives
/// points by counts (RULES XP5).
pub(super) fn points(card: Card, tiles: u32, pennants: u32) -> Option<u32> {
    match card.kind()?.effect {
        Effect::ScoreUnfinished {
            per_tile,
            per_pennant,
            ..
        }
        | Effect::Bonus {
            per_tile,
            per_pennant,
            ..
        } => Some(per_tile * tiles + per_pennant * pennants),
        _ => None,
    }
}

/// The helper a card needs: counts typed on the keypad, players picked.
pub(super) fn helper<'a>(
    panel: &'a Panel,
    game: &'a Game,
    player: PlayerId,
    card: Card,
) -> Option<Element<'a, Message>> {
    let kind = card.kind()?;
    let counts = |pennants: bool| {
        let mut counts = row![field(
            t!("xp-tiles"),
            &panel.tiles,
            panel.focus == 0,
            Message::Focus(0),
        )]
        .spacing(8);
        if pennants {
            counts = counts.push(field(
                t!("xp-pennants"),
                &panel.pennants,
                panel.focus == 1,
                Message::Focus(1),
            ));
        }
        counts
    };
    let (tiles, pennants) = (panel.tiles.value(), panel.pennants.value());
    match kind.effect {
        Effect::ScoreUnfinished {
            feature,
            per_tile,
            per_pennant,
        } => {
            let points = per_tile * tiles + per_pennant * pennants;
            let mut form = column![counts(feature == Feature::City)].spacing(8);
            if feature == Feature::Cloister {
                form = column![field(
                    t!("xp-surrounding"),
                    &panel.tiles,
                    true,
                    Message::Focus(0),
                )];
            }
            Some(
                form.push(text(t!("xp-points-preview", points = points)).size(grown(size::BODY)))
                    .into(),
            )
        }
        Effect::Bonus {
            per_tile,
            per_pennant,
            pennants: wanted,
            ..
        } => {
            let points = per_tile * tiles + per_pennant * pennants;
            Some(
                column![
                    row![
                        counts(wanted == Pennants::Some),
                        text(t!("xp-points-preview", points = points)).size(grown(size::SMALL))
                    ]
                    .spacing(8)
                    .align_y(Alignment::Center),
                    player_picks(panel, game, player, true),
                ]
                .spacing(6)
                .into(),
            )
        }
        _ if kind.against == Against::Holders => Some(
            column![
                text(t!("xp-against-whom")).size(grown(size::SMALL)),
                player_picks(panel, game, player, false),
            ]
            .spacing(6)
            .into(),
        ),
        _ => None,
    }
}

/// The discard pile, over the page while open.
fn discard_pile<'a>(discard: &[Card]) -> Element<'a, Message> {
    let titles: Vec<String> = discard.iter().map(|c| card_title(c.id())).collect();
    column![
        row![
            text(t!("xp-discard-pile", count = discard.len()))
                .size(grown(size::BODY))
                .width(Fill),
            filling(t!("xp-hide"), Look::Secondary, Some(Message::DiscardPile(false)))
                .width(fit(&t!("xp-hide"))),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
        text(if titles.is_empty() {
            t!("xp-discard-empty")
        } else {
            titles.join(" · ")
        })
        .size(grown(size::SMALL))
        .wrapping(text::Wrapping::WordOrGlyph),
    ]
    .spacing(8)
    .into()
}

/// The panel's own page: the hands (counts, each shown to its owner on a
/// tap), the cards in play (a tap discards one), the deferred points and
/// their entry, the discard pile (over the page while open).
pub(super) fn page<'a>(panel: &'a Panel, game: &'a Game) -> Option<Element<'a, Message>> {
    let cards = game.state().christmas.as_ref()?;
    let setup = game.setup();
    let state = game.state();
    let playing = state.phase == Phase::Playing;
    let mut page = Column::new().spacing(8);
    if panel.discard_pile {
        return Some(discard_pile(&cards.discard));
    }
    // The hands, three to a line.
    let seats: Vec<PlayerId> = setup.seats().collect();
    let per_line = if seats.len() > 4 { 3 } else { 2 };
    for line_seats in seats.chunks(per_line) {
        let mut line = Row::new().spacing(6);
        for seat in line_seats {
            let chars = if per_line == 3 { 6 } else { 11 };
            line = line.push(
                filling(t!(
                        "xp-hand-count",
                        name = style::shortened(setup.name(*seat), chars),
                        count = cards.hand(*seat).len()
                    ), Look::Secondary, Some(Message::ShowHand(*seat)))
                .width(Fill),
            );
        }
        for _ in line_seats.len()..per_line {
            line = line.push(iced::widget::space().width(Fill));
        }
        page = page.push(line);
    }
    // The cards in play, two to a line, each with the digit that discards
    // it from the keyboard; a tap discards one (XP6b).
    for pair in cards
        .in_play
        .iter()
        .enumerate()
        .collect::<Vec<_>>()
        .chunks(2)
    {
        let mut line = Row::new().spacing(6);
        for (index, in_play) in pair {
            line = line.push(
                filling(format!(
                        "{} · {}  ✕",
                        index + 1,
                        t!(
                            "xp-in-play-card",
                            title = card_title(in_play.card.id()),
                            name = style::shortened(setup.name(in_play.owner), 8)
                        )
                    ), Look::Secondary, Some(Message::EndInPlay(*index)))
                .width(Fill),
            );
        }
        if pair.len() < 2 {
            line = line.push(iced::widget::space().width(Fill));
        }
        page = page.push(line);
    }
    let owed: Vec<String> = setup
        .seats()
        .filter_map(|seat| {
            let points: u32 = cards
                .deferred
                .iter()
                .flat_map(|d| &d.scorings)
                .filter(|s| s.player == seat)
                .map(|s| s.points)
                .sum();
            (points > 0).then(|| format!("{} {points}", style::shortened(setup.name(seat), 10)))
        })
        .collect();
    page = page.push(
        text(if owed.is_empty() {
            t!("xp-deferred-none")
        } else {
            t!("xp-deferred", list = owed.join(", "))
        })
        .size(grown(size::SMALL))
        .wrapping(text::Wrapping::WordOrGlyph),
    );
    if playing {
        let mut defer = Row::new().spacing(6);
        for kind in [Kind::Road, Kind::City, Kind::Cloister] {
            defer = defer.push(
                filling(t!("xp-defer", kind = crate::i18n::kind_name(kind)), Look::Secondary, Some(Message::Defer(kind)))
                .width(Fill),
            );
        }
        page = page.push(defer);
    }
    page = page.push(
        filling(t!("xp-discard-pile", count = cards.discard.len()), Look::Secondary, Some(Message::DiscardPile(true)))
        .width(Fill),
    );
    Some(page.into())
}

/// A card chosen in a hand, read in full, with its helper and answers,
/// under `view`'s head.
fn chosen_card<'a>(
    view: Column<'a, Message>,
    panel: &'a Panel,
    game: &'a Game,
    owner: PlayerId,
    card: Card,
) -> Column<'a, Message> {
    let state = game.state();
    let own_turn = state.turn.player == owner && state.phase == Phase::Playing;
    let mut view = view;
        // The chosen card, read in full, with its helper and answers.
        let kind = card.kind();
        let playable =
            kind.is_some_and(|k| k.timing == Timing::Any && k.effect != Effect::Shield);
        view = view.push(
            text(card_text(card.id()))
                .size(grown(size::SMALL))
                .wrapping(text::Wrapping::WordOrGlyph),
        );
        if own_turn
            && playable
            && let Some(form) = helper(panel, game, owner, card)
        {
            view = view.push(form);
        }
        // The answers in one row (the card's title is read just
        // above, so Play needs no more words): nothing below them
        // that a long card text could push out of the window. With two
        // figures the first is the figure the points move, in place of
        // the way back to the hand (Hide and the hand again).
        let two = own_turn && playable && state.players[owner.index()].figures.len() > 1;
        let mut answers = row![if two {
            figure_switch(game, owner, card, panel)
        } else {
            filling(
                t!("xp-to-hand"),
                Look::Secondary,
                Some(Message::ShowHand(owner)),
            )
            .width(Fill)
            .into()
        }]
        .spacing(6);
        if own_turn {
            answers = answers.push(
                filling(
                    t!("xp-discard"),
                    Look::Secondary,
                    Some(Message::Discard(owner, card)),
                )
                .width(Fill),
            );
        }
        if own_turn && playable {
            answers = answers
                .push(filling(t!("xp-play-it"), Look::Primary, Some(Message::Play)).width(Fill));
        }
        view = view.push(answers);
    view
}

/// One player's hand, privately: the cards as tiles; a tap on one reads
/// it in full, with what can be done with it (its helper, Play, Discard).
pub(super) fn hand_view<'a>(
    panel: &'a Panel,
    game: &'a Game,
    owner: PlayerId,
) -> Element<'a, Message> {
    let setup = game.setup();
    let state = game.state();
    let Some(cards) = &state.christmas else {
        return column![].into();
    };
    let players = players(game);
    let chosen = panel.selected.filter(|c| cards.hand(owner).contains(c));
    let mut title = column![names_in_colour(
        t!("xp-hand-of", name = setup.name(owner)),
        &players,
        grown(size::BODY)
    )]
    .spacing(2)
    .width(Fill);
    if chosen.is_none() {
        title = title.push(
            text(t!(
                "xp-private",
                name = style::shortened(setup.name(owner), 12)
            ))
            .size(grown(size::CAPTION))
            .wrapping(text::Wrapping::WordOrGlyph)
            .style(style::subtle),
        );
    }
    // A chosen card's title takes the head's line: the room below is its
    // form's, with the keypad under it.
    let title: Element<'a, Message> = match chosen {
        Some(card) => column![
            text(card_title(card.id()))
                .size(grown(size::LABEL))
                .wrapping(text::Wrapping::WordOrGlyph),
            text(t!(
                "xp-hand-of",
                name = style::shortened(setup.name(owner), 12)
            ))
            .size(grown(size::CAPTION))
            .wrapping(text::Wrapping::None)
            .style(style::subtle),
        ]
        .width(Fill)
        .into(),
        None => title.into(),
    };
    let head = row![
        title,
        filling(t!("xp-hide"), Look::Secondary, Some(Message::Hide)).width(fit(&t!("xp-hide"))),
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    // A chosen card has its form, its answers and, under it, the keypad: a
    // little less between them.
    let gap = if chosen.is_some() { 3 } else { 8 };
    let mut view = Column::new().spacing(gap).push(head);
    let hand = cards.hand(owner);
    match chosen {
        Some(card) => view = chosen_card(view, panel, game, owner, card),
        None => {
            if hand.is_empty() {
                view = view.push(text(t!("xp-hand-empty")).size(grown(size::BODY)));
            } else {
                view = view.push(
                    text(t!("xp-hand-hint"))
                        .size(grown(size::CAPTION))
                        .style(style::subtle),
                );
            }
            for pair in hand.chunks(2) {
                let mut line = Row::new().spacing(6);
                for card in pair {
                    line = line.push(
                        iced::widget::button(
                            text(card_title(card.id()))
                                .size(grown(size::SMALL))
                                .center()
                                .width(Fill)
                                .height(Fill)
                                .wrapping(text::Wrapping::WordOrGlyph),
                        )
                        .width(Fill)
                        .height(grown(size::TOUCH + 8.0))
                        .padding([0, 6])
                        .style(style::secondary)
                        .on_press(Message::Select(*card)),
                    );
                }
                if pair.len() < 2 {
                    line = line.push(iced::widget::space().width(Fill));
                }
                view = view.push(line);
            }
        }
    }
    view.into()
}

/// Every player's name and colour, for texts that name them.
pub(super) fn players(game: &Game) -> Vec<(String, crate::engine::Colour)> {
    game.setup()
        .players
        .iter()
        .map(|p| (p.name.clone(), p.colour))
        .collect()
}
