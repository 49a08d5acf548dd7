//! Christmas Present on the game screen: the two draw buttons, the *now*
//! card large enough to read out with its helper, each hand as a count
//! until its owner asks to see it privately, playing and discarding from
//! the hand, the shield question, the cards in play, the deferred points,
//! the discard pile and the end cards at final scoring (RULES XP3–XP8).
//!
//! A hand shows only when its owner asks (`Game::may_see`), and hides again
//! on the next action.

use iced::widget::{Column, Row, button, column, container, row, scrollable, text, text_input};
use iced::{Alignment, Element, Fill};

use crate::engine::christmas::{
    self as xp, Against, Card, Effect, Feature, Hold, Pennants, Target, Timing,
};
use crate::engine::{Command, DeckId, Event, Figure, Game, Kind, PlayerId, Secret, Viewer};
use crate::i18n::{card_text, card_title, deck_name};
use crate::t;

use super::super::style;

/// What the panel remembers between frames: what is shown privately, and
/// the counts being typed.
#[derive(Debug, Clone, Default)]
pub struct Panel {
    /// Whose hand is shown, privately.
    shown: Option<PlayerId>,
    /// A card just drawn into a hand: its drawer may look at it.
    drawn: Option<(PlayerId, Card)>,
    /// Whether the drawer is looking at it now.
    peeking: bool,
    /// The hand card being played, once chosen.
    selected: Option<Card>,
    /// The player who must discard before the turn ends (RULES XP4).
    over_limit: Option<PlayerId>,
    /// Tiles (or followers, or cities) typed.
    tiles: String,
    /// Pennants typed.
    pennants: String,
    /// The players picked: against whom, or the other holders.
    players: Vec<PlayerId>,
    /// Whether the discard pile is open.
    discard_pile: bool,
    /// Entries in the log when the panel last looked.
    log_len: usize,
    /// Whether the owner over the hand limit is discarding.
    discarding: bool,
}

/// What the table did in the panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Draw the top card of a deck.
    Draw(DeckId),
    /// The drawer looks at the card just drawn, privately.
    Peek,
    /// Show a player's hand, privately.
    ShowHand(PlayerId),
    /// Hide what is shown privately.
    Hide,
    /// Choose a hand card to play.
    Select(Card),
    /// Tiles (followers, cities) typed.
    Tiles(String),
    /// Pennants typed.
    Pennants(String),
    /// Pick or unpick a player.
    Player(PlayerId),
    /// Use the *now* card with what was typed and picked.
    UseNow,
    /// The *now* card has no legal target.
    UseNone,
    /// Play the chosen hand card.
    Play,
    /// Discard a card from a hand.
    Discard(PlayerId, Card),
    /// Answer the shield question.
    Shield(PlayerId, bool),
    /// The table discards a card in play.
    EndInPlay(usize),
    /// Defer the entry's points for the chosen players (RULES XP7).
    Defer(Kind),
    /// Reveal the next end card with what was typed.
    Reveal,
    /// Open or close the discard pile.
    DiscardPile(bool),
}

impl Message {
    /// Whether this message keeps a private view open: typing and picking
    /// in it do; anything else is the next action, which hides it (XP4).
    pub fn keeps_private(&self) -> bool {
        matches!(
            self,
            Message::Select(_)
                | Message::Tiles(_)
                | Message::Pennants(_)
                | Message::Player(_)
                | Message::ShowHand(_)
                | Message::Peek
        )
    }
}

/// What the game screen should do for the panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing.
    None,
    /// Run this command.
    Execute(Command),
    /// Defer the entry's points, for the chosen players, as this kind.
    Defer(Kind),
}

fn number(text: &str) -> u32 {
    text.trim().parse().unwrap_or(0)
}

fn christmas(command: xp::Command) -> Outcome {
    Outcome::Execute(Command::Christmas(command))
}

impl Panel {
    /// The panel for a game as it stands.
    pub fn new(game: &Game) -> Self {
        Panel {
            log_len: game.log().len(),
            ..Panel::default()
        }
    }

    /// Hides every private view: the next action (RULES XP4).
    pub fn hide(&mut self) {
        self.shown = None;
        self.peeking = false;
        self.selected = None;
    }

    /// The counts and picks start over.
    fn clear_form(&mut self) {
        self.tiles.clear();
        self.pennants.clear();
        self.players.clear();
    }

    /// A refusal of the end of the turn: the player over the hand limit
    /// must discard first, on a private view.
    pub fn over_limit(&mut self, player: PlayerId) {
        self.over_limit = Some(player);
    }

    /// After a command was carried out: a card drawn into a hand can be
    /// looked at by its drawer; the hand limit is rechecked.
    pub fn after(&mut self, game: &Game) {
        self.clear_form();
        // Only a command just given can have drawn a card (undo and redo
        // do not bring the private look back).
        let fresh = game.log().len() > self.log_len;
        self.log_len = game.log().len();
        self.drawn = game.log().last().filter(|_| fresh).and_then(|entry| {
            entry.events.iter().find_map(|event| match event {
                Event::Christmas(xp::Event::CardDrawn {
                    player,
                    card,
                    to_hand: true,
                    ..
                }) => Some((*player, *card)),
                _ => None,
            })
        });
        let active = game.state().turn.player;
        if let (Some(player), Some(cards)) = (self.over_limit, &game.state().christmas)
            && (cards.hand(player).len() <= xp::HAND_LIMIT || player != active)
        {
            self.over_limit = None;
        }
        // Discarding down to the limit: the owner is still looking.
        if std::mem::take(&mut self.discarding) && self.over_limit.is_some() {
            self.shown = self.over_limit;
        }
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message, game: &Game) -> Outcome {
        let Some(cards) = &game.state().christmas else {
            return Outcome::None;
        };
        let (shown, selected) = (self.shown, self.selected);
        if !message.keeps_private() {
            self.hide();
        }
        match message {
            Message::Draw(deck) => christmas(xp::Command::Draw { deck }),
            Message::Peek => {
                self.peeking = true;
                Outcome::None
            }
            Message::ShowHand(player) => {
                self.shown = Some(player);
                self.selected = None;
                Outcome::None
            }
            Message::Hide => {
                self.hide();
                Outcome::None
            }
            Message::Select(card) => {
                self.selected = Some(card);
                self.clear_form();
                Outcome::None
            }
            Message::Tiles(value) => {
                if value.chars().all(|c| c.is_ascii_digit()) && value.len() <= 3 {
                    self.tiles = value;
                }
                Outcome::None
            }
            Message::Pennants(value) => {
                if value.chars().all(|c| c.is_ascii_digit()) && value.len() <= 3 {
                    self.pennants = value;
                }
                Outcome::None
            }
            Message::Player(player) => {
                if let Some(i) = self.players.iter().position(|p| *p == player) {
                    self.players.remove(i);
                } else {
                    self.players.push(player);
                }
                Outcome::None
            }
            Message::UseNow => {
                let Some(now) = cards.now else {
                    return Outcome::None;
                };
                let target = self.target(now.card);
                christmas(xp::Command::Use {
                    figure: Figure::Meeple,
                    target,
                })
            }
            Message::UseNone => christmas(xp::Command::Use {
                figure: Figure::Meeple,
                target: Target::NoTarget,
            }),
            Message::Play => {
                let (Some(card), Some(player)) = (selected, shown) else {
                    return Outcome::None;
                };
                christmas(xp::Command::Play {
                    player,
                    kind: card.id().to_owned(),
                    figure: Figure::Meeple,
                    target: self.target(card),
                })
            }
            Message::Discard(player, card) => {
                self.discarding = self.over_limit == Some(player);
                christmas(xp::Command::Discard {
                    player,
                    kind: card.id().to_owned(),
                })
            }
            Message::Shield(player, cancel) => christmas(xp::Command::Shield { player, cancel }),
            Message::EndInPlay(index) => christmas(xp::Command::EndInPlay { index }),
            Message::Defer(kind) => Outcome::Defer(kind),
            Message::Reveal => {
                let Some((player, card)) = cards.next_end_card() else {
                    return Outcome::None;
                };
                let counts = match card.kind().map(|k| k.effect) {
                    Some(Effect::FarmTiebreaker) => Vec::new(),
                    _ => vec![number(&self.tiles)],
                };
                christmas(xp::Command::Reveal {
                    player,
                    kind: card.id().to_owned(),
                    counts,
                })
            }
            Message::DiscardPile(open) => {
                self.discard_pile = open;
                Outcome::None
            }
        }
    }

    /// The target the typed counts and picked players make for `card`.
    fn target(&self, card: Card) -> Target {
        let Some(kind) = card.kind() else {
            return Target::Plain;
        };
        let (tiles, pennants) = (number(&self.tiles), number(&self.pennants));
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
                with: self.players.iter().map(|p| (*p, Figure::Meeple)).collect(),
            },
            _ if kind.against == Against::Holders => Target::Against {
                players: self.players.clone(),
            },
            _ => Target::Plain,
        }
    }
}

fn small<'a>(words: String) -> iced::widget::Text<'a> {
    text(words).size(style::SMALL)
}

fn action<'a>(label: String, message: Message) -> Element<'a, Message> {
    button(text(label).size(style::BODY))
        .padding([8, 14])
        .on_press(message)
        .into()
}

fn secondary<'a>(label: String, message: Message) -> Element<'a, Message> {
    button(text(label).size(style::SMALL))
        .padding([6, 12])
        .style(button::secondary)
        .on_press(message)
        .into()
}

fn count_input<'a>(
    placeholder: String,
    value: &str,
    on: fn(String) -> Message,
) -> Element<'a, Message> {
    text_input(&placeholder, value)
        .on_input(on)
        .size(style::BODY)
        .padding(8)
        .width(placeholder_width(&placeholder))
        .into()
}

/// Wide enough for its placeholder to show whole.
fn placeholder_width(placeholder: &str) -> f32 {
    let chars = u16::try_from(placeholder.chars().count()).unwrap_or(u16::MAX);
    (f32::from(chars) * 10.5 + 30.0).max(110.0)
}

/// Toggles for the players other than `except`, labelled `prefix NAME`.
fn player_picks<'a>(
    panel: &Panel,
    game: &'a Game,
    except: PlayerId,
    label: &str,
) -> Element<'a, Message> {
    let setup = game.setup();
    let mut line = Row::new().spacing(8);
    for seat in setup.seats().filter(|p| *p != except) {
        let who = &setup.players[seat.index()];
        let chosen = panel.players.contains(&seat);
        line = line.push(
            button(text(t!(label, name = who.name.as_str())).size(style::SMALL))
                .padding([6, 10])
                .style(style::player_chip(who.colour, chosen))
                .on_press(Message::Player(seat)),
        );
    }
    line.into()
}

/// A card large enough to read out: its title and full text.
fn card_face<'a>(card: Card, size: f32) -> Column<'a, Message> {
    column![
        text(card_title(card.id())).size(size * 1.4),
        text(card_text(card.id())).size(size),
    ]
    .spacing(6)
}

/// The helper a card needs: counts to type, players to pick.
fn helper<'a>(
    panel: &'a Panel,
    game: &'a Game,
    player: PlayerId,
    card: Card,
) -> Column<'a, Message> {
    let mut form = Column::new().spacing(8);
    let Some(kind) = card.kind() else {
        return form;
    };
    match kind.effect {
        Effect::ScoreUnfinished {
            feature,
            per_tile,
            per_pennant,
        } => {
            let what = match feature {
                Feature::Cloister => t!("xp-surrounding"),
                _ => t!("xp-tiles"),
            };
            let mut counts = row![count_input(what, &panel.tiles, Message::Tiles)].spacing(8);
            if feature == Feature::City {
                counts = counts.push(count_input(
                    t!("xp-pennants"),
                    &panel.pennants,
                    Message::Pennants,
                ));
            }
            let points = per_tile * number(&panel.tiles) + per_pennant * number(&panel.pennants);
            form = form
                .push(counts)
                .push(small(t!("xp-points-preview", points = points)));
        }
        Effect::Bonus {
            per_tile,
            per_pennant,
            pennants,
            ..
        } => {
            let mut counts =
                row![count_input(t!("xp-tiles"), &panel.tiles, Message::Tiles)].spacing(8);
            if pennants == Pennants::Some {
                counts = counts.push(count_input(
                    t!("xp-pennants"),
                    &panel.pennants,
                    Message::Pennants,
                ));
            }
            let points = per_tile * number(&panel.tiles) + per_pennant * number(&panel.pennants);
            form = form
                .push(counts)
                .push(small(t!("xp-points-preview", points = points)))
                .push(small(t!("xp-other-holders")))
                .push(player_picks(panel, game, player, "xp-with"));
        }
        _ if kind.against == Against::Holders => {
            form = form.push(small(t!("xp-against-whom"))).push(player_picks(
                panel,
                game,
                player,
                "xp-against",
            ));
        }
        _ => {}
    }
    form
}

/// The panel, when Christmas Present is played.
pub fn view<'a>(panel: &'a Panel, game: &'a Game) -> Option<Element<'a, Message>> {
    let cards = game.state().christmas.as_ref()?;
    let setup = game.setup();
    let state = game.state();
    let mut page = Column::new().spacing(10);

    // What holds play comes first.
    match cards.hold() {
        Some(Hold::Now { player, card }) => {
            let mut now = card_face(card, 22.0).push(helper(panel, game, player, card));
            now = now.push(
                row![
                    action(t!("xp-use"), Message::UseNow),
                    secondary(t!("xp-no-target"), Message::UseNone),
                ]
                .spacing(10),
            );
            page = page.push(container(now).padding(14).width(Fill).style(style::notice));
        }
        Some(Hold::Shield { player, by, card }) => {
            let name = setup.name(player);
            page = page.push(
                container(
                    column![
                        text(t!(
                            "prompt-christmas-shield",
                            name = name,
                            by = setup.name(by),
                            title = card_title(card.id())
                        ))
                        .size(22),
                        row![
                            action(
                                t!("xp-shield-yes", name = name),
                                Message::Shield(player, true)
                            ),
                            action(
                                t!("xp-shield-no", name = name),
                                Message::Shield(player, false)
                            ),
                        ]
                        .spacing(10),
                    ]
                    .spacing(10),
                )
                .padding(14)
                .width(Fill)
                .style(style::notice),
            );
        }
        Some(Hold::Reveal { player, card }) => {
            let mut reveal = card_face(card, 20.0);
            match card.kind().map(|k| k.effect) {
                Some(Effect::Supply { .. }) => {
                    reveal = reveal.push(count_input(
                        t!("xp-followers"),
                        &panel.tiles,
                        Message::Tiles,
                    ));
                }
                Some(Effect::Farms { .. }) => {
                    reveal =
                        reveal.push(count_input(t!("xp-cities"), &panel.tiles, Message::Tiles));
                }
                _ => {}
            }
            reveal = reveal.push(action(
                t!("xp-reveal", name = setup.name(player)),
                Message::Reveal,
            ));
            page = page.push(
                container(reveal)
                    .padding(14)
                    .width(Fill)
                    .style(style::notice),
            );
        }
        _ => {}
    }

    // The private view: one hand, for its owner only.
    if let Some(owner) = panel.shown
        && game.may_see(Viewer::Player(owner), Secret::Hand(owner))
    {
        page = page.push(hand_view(panel, game, owner));
    } else if let (Some((player, card)), true) = (panel.drawn, panel.peeking) {
        page = page.push(
            container(
                column![
                    small(t!("xp-private", name = setup.name(player))),
                    card_face(card, 20.0),
                    secondary(t!("xp-hide"), Message::Hide),
                ]
                .spacing(8),
            )
            .padding(14)
            .width(Fill)
            .style(style::card),
        );
    } else if let Some((player, card)) = panel.drawn {
        page = page.push(
            row![
                text(t!(
                    "christmas-drew-hand",
                    name = setup.name(player),
                    deck = deck_name(card.deck)
                ))
                .size(style::BODY),
                secondary(t!("xp-peek", name = setup.name(player)), Message::Peek),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
        );
    }
    if let Some(player) = panel.over_limit
        && panel.shown != Some(player)
    {
        page = page.push(
            row![
                text(t!(
                    "prompt-christmas-hand-limit",
                    name = setup.name(player),
                    cards = cards.hand(player).len(),
                    excess = cards.hand(player).len().saturating_sub(xp::HAND_LIMIT)
                ))
                .size(style::BODY),
                secondary(
                    t!("xp-show-hand", name = setup.name(player)),
                    Message::ShowHand(player)
                ),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
        );
    }

    // The decks and the hands, while turns are played.
    let playing = state.phase == crate::engine::Phase::Playing;
    let mut decks = Row::new().spacing(10).align_y(Alignment::Center);
    for deck in crate::engine::christmas::DECKS
        .map(|d| d.id)
        .into_iter()
        .filter(|_| playing)
    {
        let label = t!(
            "xp-draw",
            deck = deck_name(deck),
            count = cards.deck(deck).len()
        );
        decks = decks.push(
            button(text(label).size(style::BODY))
                .padding([8, 14])
                .on_press_maybe((playing && cards.hold().is_none()).then_some(Message::Draw(deck))),
        );
    }
    decks = decks.push(secondary(
        t!("xp-discard-pile", count = cards.discard.len()),
        Message::DiscardPile(!panel.discard_pile),
    ));
    page = page.push(decks);

    let mut hands = Row::new().spacing(10).align_y(Alignment::Center);
    // Short names, so six players' hands wrap by whole buttons.
    let chars = if setup.players.len() > 3 { 10 } else { 24 };
    for seat in setup.seats().filter(|_| playing) {
        let name = style::shortened(setup.name(seat), chars);
        hands = hands.push(
            button(
                text(t!(
                    "xp-hand-count",
                    name = name,
                    count = cards.hand(seat).len()
                ))
                .size(style::SMALL),
            )
            .padding([6, 10])
            .style(button::secondary)
            .on_press(Message::ShowHand(seat)),
        );
    }
    if playing {
        page = page.push(hands.wrap().vertical_spacing(6));
    }

    if !cards.in_play.is_empty() {
        let mut list = Column::new().spacing(6).push(small(t!("xp-in-play")));
        for (index, in_play) in cards.in_play.iter().enumerate() {
            list = list.push(
                row![
                    text(t!(
                        "xp-in-play-card",
                        title = card_title(in_play.card.id()),
                        name = setup.name(in_play.owner)
                    ))
                    .size(style::SMALL)
                    .width(Fill),
                    secondary(t!("xp-end-in-play"), Message::EndInPlay(index)),
                ]
                .align_y(Alignment::Center),
            );
        }
        page = page.push(list);
    }

    let mut ledger = Row::new().spacing(8).align_y(Alignment::Center);
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
            (points > 0).then(|| format!("{} {points}", setup.name(seat)))
        })
        .collect();
    ledger = ledger.push(
        small(if owed.is_empty() {
            t!("xp-deferred-none")
        } else {
            t!("xp-deferred", list = owed.join(", "))
        })
        .width(Fill),
    );
    if playing {
        for kind in [Kind::Road, Kind::City, Kind::Cloister] {
            ledger = ledger.push(secondary(
                t!("xp-defer", kind = crate::i18n::kind_name(kind)),
                Message::Defer(kind),
            ));
        }
    }
    if playing || !owed.is_empty() {
        page = page.push(ledger);
    }

    if cards.hands_shown {
        // XP8: the cards left in the hands are shown, with no effect.
        let left: Vec<String> = setup
            .seats()
            .zip(&cards.shown_hands)
            .filter(|(_, hand)| !hand.is_empty())
            .map(|(seat, hand)| {
                let titles: Vec<String> = hand.iter().map(|c| card_title(c.id())).collect();
                format!("{}: {}", setup.name(seat), titles.join(", "))
            })
            .collect();
        page = page.push(small(if left.is_empty() {
            t!("xp-hands-left-none")
        } else {
            t!("xp-hands-left", list = left.join(" · "))
        }));
    }
    if panel.discard_pile {
        let titles: Vec<String> = cards.discard.iter().map(|c| card_title(c.id())).collect();
        page = page.push(small(if titles.is_empty() {
            t!("xp-discard-empty")
        } else {
            titles.join(" · ")
        }));
    }
    Some(
        container(page)
            .padding(12)
            .width(Fill)
            .style(style::card)
            .into(),
    )
}

/// One player's hand, privately: each card with what can be done with it.
fn hand_view<'a>(panel: &'a Panel, game: &'a Game, owner: PlayerId) -> Element<'a, Message> {
    let setup = game.setup();
    let state = game.state();
    let own_turn = state.turn.player == owner && state.phase == crate::engine::Phase::Playing;
    let Some(cards) = &state.christmas else {
        return column![].into();
    };
    let mut header = Column::new().spacing(10).push(
        row![
            text(t!("xp-hand-of", name = setup.name(owner)))
                .size(style::HEADING)
                .width(Fill),
            secondary(t!("xp-hide"), Message::Hide),
        ]
        .align_y(Alignment::Center),
    );
    header = header.push(small(t!("xp-private", name = setup.name(owner))));
    let mut list = Column::new().spacing(10);
    if cards.hand(owner).is_empty() {
        list = list.push(small(t!("xp-hand-empty")));
    }
    for card in cards.hand(owner) {
        let kind = card.kind();
        let mut buttons = Row::new().spacing(8);
        let playable = kind.is_some_and(|k| k.timing == Timing::Any && k.effect != Effect::Shield);
        if own_turn && playable && panel.selected != Some(*card) {
            buttons = buttons.push(secondary(t!("xp-choose"), Message::Select(*card)));
        }
        if own_turn {
            buttons = buttons.push(secondary(t!("xp-discard"), Message::Discard(owner, *card)));
        }
        let mut entry = column![
            row![
                text(card_title(card.id())).size(style::BODY).width(Fill),
                buttons
            ]
            .align_y(Alignment::Center),
            small(card_text(card.id())),
        ]
        .spacing(4);
        if panel.selected == Some(*card) {
            entry = entry.push(helper(panel, game, owner, *card)).push(action(
                t!("xp-play", title = card_title(card.id())),
                Message::Play,
            ));
        }
        list = list.push(container(entry).padding(8).width(Fill).style(style::card));
    }
    // A full hand scrolls rather than push the rest off the screen.
    container(header.push(scrollable(list).spacing(6)))
        .padding(14)
        .width(Fill)
        .max_height(520)
        .style(style::notice)
        .into()
}
