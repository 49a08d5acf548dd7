//! Christmas Present on the game screen (RULES XP3–XP8): what a card asks
//! of the table in the settle area (a *now* card read out, with its counts
//! typed on the keypad and its targets picked; the shield question for
//! the player asked, in their colour; a hand over its limit; an end card
//! to reveal), a card drawn into a hand announced face down, each hand
//! shown only to its owner on request over the side column (hidden on the
//! next action, `Game::may_see`), and the decks, hands, cards in play and
//! deferred points on the panel's own page.


mod icon;

pub use icon::ICON;
use iced::widget::{Column, Row, column, row, text};
use iced::{Alignment, Element, Fill};

use crate::engine::christmas::{
    self as xp, Against, Card, Effect, Feature, Hold, Pennants, Target, Timing,
};
use crate::engine::{
    Command, DeckId, Event, Figure, Game, GameError, Kind, Phase, PlayerId, Prompt, Scoring,
    Secret, Viewer,
};
use crate::i18n::{card_text, card_title, deck_name};
use crate::t;

use super::super::panel::{
    Answer, Closed, Context, FinalStep, Input, Outcome, Panel as Shape, Settle, Tab,
};
use crate::app::design::size;
use crate::app::icons::Icon;
use crate::app::style;
use crate::app::widget::{Count, action, chip, field, fit, grown, named};

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
    tiles: Count,
    /// Pennants typed.
    pennants: Count,
    /// Which of the two the keypad types.
    focus: usize,
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
    /// The keypad types the tiles (0) or the pennants (1).
    Focus(usize),
    /// Nudge the tiles (0) or the pennants (1).
    Step(usize, i32),
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
                | Message::Focus(_)
                | Message::Step(..)
                | Message::Player(_)
                | Message::ShowHand(_)
                | Message::Peek
        )
    }
}

fn christmas(command: xp::Command) -> Outcome {
    Outcome::Execute(Command::Christmas(command))
}

impl Panel {
    /// Handles one message.
    fn handle(&mut self, message: Message, cx: &Context<'_>) -> Outcome {
        let game = cx.game;
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
            Message::Focus(i) => {
                self.focus = i.min(1);
                Outcome::None
            }
            Message::Step(i, by) => {
                self.focus = i.min(1);
                self.count_mut().nudge(by, 999);
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
                // RULES MSG1: a card's points move the figure chosen on
                // the entry.
                christmas(xp::Command::Use {
                    figure: cx.figure(game.state().turn.player),
                    target,
                })
            }
            Message::UseNone => christmas(xp::Command::Use {
                figure: cx.figure(game.state().turn.player),
                target: Target::NoTarget,
            }),
            Message::Play => {
                let (Some(card), Some(player)) = (selected, shown) else {
                    return Outcome::None;
                };
                christmas(xp::Command::Play {
                    player,
                    kind: card.id().to_owned(),
                    figure: cx.figure(player),
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
            Message::Defer(kind) => defer(kind, cx),
            Message::Reveal => {
                let Some((player, card)) = cards.next_end_card() else {
                    return Outcome::None;
                };
                let counts = match card.kind().map(|k| k.effect) {
                    Some(Effect::FarmTiebreaker) => Vec::new(),
                    _ => vec![self.tiles.value()],
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

    fn count_mut(&mut self) -> &mut Count {
        if self.focus == 0 {
            &mut self.tiles
        } else {
            &mut self.pennants
        }
    }

    /// Hides every private view: the next action (RULES XP4).
    fn hide(&mut self) {
        self.shown = None;
        self.peeking = false;
        self.selected = None;
    }

    /// The counts and picks start over.
    fn clear_form(&mut self) {
        self.tiles.clear();
        self.pennants.clear();
        self.players.clear();
        self.focus = 0;
    }

    /// The target the typed counts and picked players make for `card`.
    fn target(&self, card: Card) -> Target {
        let Some(kind) = card.kind() else {
            return Target::Plain;
        };
        let (tiles, pennants) = (self.tiles.value(), self.pennants.value());
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

/// The typed points for the chosen players go to the deferred ledger
/// (RULES XP7).
fn defer(kind: Kind, cx: &Context<'_>) -> Outcome {
    if cx.chosen.is_empty() {
        return Outcome::Refused(t!("entry-choose-player"));
    }
    let Some(points) = cx.points else {
        return Outcome::Refused(t!("entry-type-points"));
    };
    let scorings = cx
        .chosen
        .iter()
        .map(|p| Scoring {
            player: *p,
            points,
            figure: cx.figure(*p),
        })
        .collect();
    christmas(xp::Command::Defer { kind, scorings })
}

impl Shape for Panel {
    type Message = Message;

    fn new(game: &Game) -> Self {
        Panel {
            log_len: game.log().len(),
            ..Panel::default()
        }
    }

    fn update(&mut self, message: Message, cx: &Context<'_>) -> Outcome {
        self.handle(message, cx)
    }

    fn next_action(&mut self, own: Option<&Message>) {
        // XP4: a hand shown privately hides again on the next action; the
        // panel's own messages hide it themselves, after reading what was
        // chosen in it (`handle`).
        if own.is_none() {
            self.hide();
        }
    }

    fn after(&mut self, game: &Game, _command: Option<&Command>) {
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

    fn refused(&mut self, error: &GameError) -> bool {
        if let GameError::Held(crate::engine::Hold::Christmas(Hold::HandLimit { player, .. })) =
            error
        {
            // The settle area says it, with the way to the private view.
            self.over_limit = Some(*player);
            return true;
        }
        false
    }

    fn owns(&self, prompt: &Prompt) -> bool {
        matches!(prompt, Prompt::Held(crate::engine::Hold::Christmas(_)))
    }

    fn settle<'a>(&'a self, cx: &Context<'a>) -> Option<Settle<'a, Message>> {
        settle(self, cx.game)
    }

    fn form<'a>(&'a self, cx: &Context<'a>) -> Option<Element<'a, Message>> {
        let game = cx.game;
        let cards = game.state().christmas.as_ref()?;
        if self.shown.is_some() {
            return None;
        }
        match cards.hold()? {
            Hold::Now { player, card } => helper(self, game, player, card),
            Hold::Reveal { card, .. } => {
                let label = match card.kind().map(|k| k.effect) {
                    Some(Effect::Supply { .. }) => t!("xp-followers"),
                    Some(Effect::Farms { .. }) => t!("xp-cities"),
                    _ => return None,
                };
                Some(field(label, &self.tiles, true, Message::Focus(0)))
            }
            _ => None,
        }
    }

    fn input(&mut self, input: Input) -> bool {
        let count = self.count_mut();
        count.key(input, 999);
        true
    }

    fn overlay<'a>(&'a self, cx: &Context<'a>) -> Option<Element<'a, Message>> {
        let game = cx.game;
        let setup = game.setup();
        if let Some(owner) = self.shown
            && game.may_see(Viewer::Player(owner), Secret::Hand(owner))
        {
            return Some(hand_view(self, game, owner));
        }
        let (player, card) = self.drawn.filter(|_| self.peeking)?;
        Some(
            column![
                text(t!("xp-private", name = setup.name(player)))
                    .size(grown(size::SMALL))
                    .style(style::subtle),
                card_face(card),
                action(t!("xp-hide"), Some(Message::Hide), true).width(Fill),
            ]
            .spacing(10)
            .into(),
        )
    }

    fn tab<'a>(&'a self, cx: &Context<'a>) -> Option<Tab<'a, Message>> {
        let page = page(self, cx.game)?;
        Some(Tab {
            label: t!("xp-tab"),
            icon: ICON,
            page,
        })
    }

    fn badge(&self, game: &Game, seat: PlayerId) -> Option<(Icon, String)> {
        let cards = game.state().christmas.as_ref()?;
        Some((ICON, cards.hand(seat).len().to_string()))
    }

    fn moment(&self, game: &Game) -> Option<(Icon, String)> {
        let entry = game.log().last()?;
        entry.events.iter().find_map(|event| match event {
            Event::Christmas(xp::Event::CardDrawn {
                player,
                card,
                to_hand,
                ..
            }) => Some((
                ICON,
                if *to_hand {
                    t!(
                        "christmas-drew-hand",
                        name = game.setup().name(*player),
                        deck = deck_name(card.deck)
                    )
                } else {
                    t!(
                        "christmas-drew-now",
                        name = game.setup().name(*player),
                        title = card_title(card.id())
                    )
                },
            )),
            _ => None,
        })
    }

    fn escape(&self) -> Option<Message> {
        (self.shown.is_some() || self.peeking).then_some(Message::Hide)
    }

    fn turn_actions(&self, game: &Game) -> Vec<(String, Option<Message>)> {
        let Some(cards) = game.state().christmas.as_ref() else {
            return Vec::new();
        };
        let playing = game.state().phase == Phase::Playing;
        crate::engine::christmas::DECKS.map(|d| d.id)
            .into_iter()
            .map(|deck| {
                (
                    t!(
                        "xp-draw",
                        deck = deck_name(deck),
                        count = cards.deck(deck).len()
                    ),
                    (playing && cards.hold().is_none() && !cards.deck(deck).is_empty())
                        .then_some(Message::Draw(deck)),
                )
            })
            .collect()
    }

    fn final_steps(&self, game: &Game) -> Vec<FinalStep> {
        let Some(cards) = game.state().christmas.as_ref() else {
            return Vec::new();
        };
        let setup = game.setup();
        let end_cards = FinalStep {
            name: t!("final-step-end-cards"),
            before_features: true,
            hint: match cards.next_end_card() {
                Some((player, _)) => t!("final-end-cards-next", name = setup.name(player)),
                None => t!("final-end-cards-done"),
            },
            lines: setup
                .players
                .iter()
                .enumerate()
                .map(|(seat, who)| {
                    t!(
                        "final-end-cards-line",
                        name = who.name.as_str(),
                        points = cards.end_points.get(seat).copied().unwrap_or(0)
                    )
                })
                .collect(),
            pending: cards.next_end_card().is_some(),
            enter: None,
            action: None,
            closed: None,
        };
        let mut end_cards = end_cards;
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
            end_cards.lines.push(if left.is_empty() {
                t!("xp-hands-left-none")
            } else {
                t!("xp-hands-left", list = left.join(" · "))
            });
        }
        // F1 step 4: the deferred points are paid when the table moves on
        // from the final features; until then the ledger shows what is owed.
        let paid = cards.paid;
        let payment = game.log().iter().rposition(|entry| {
            entry
                .events
                .iter()
                .any(|e| matches!(e, Event::Christmas(xp::Event::DeferredPaid { .. })))
        });
        let deferred = FinalStep {
            name: t!("final-step-deferred"),
            before_features: false,
            hint: if paid {
                t!("final-deferred-hint")
            } else {
                t!("final-deferred-owed-hint")
            },
            lines: setup
                .seats()
                .zip(&setup.players)
                .map(|(seat, who)| {
                    let points = if paid {
                        cards.deferred_paid.get(seat.index()).copied().unwrap_or(0)
                    } else {
                        cards
                            .deferred
                            .iter()
                            .flat_map(|d| &d.scorings)
                            .filter(|s| s.player == seat)
                            .map(|s| s.points)
                            .sum()
                    };
                    t!("final-deferred-line", name = who.name.as_str(), points = points)
                })
                .collect(),
            pending: false,
            enter: (!paid).then_some(Command::Christmas(xp::Command::PayDeferred)),
            action: (!paid).then(|| t!("final-pay-deferred")),
            closed: payment.filter(|_| paid).map(|at| Closed {
                at,
                why: t!("final-features-paid"),
                undo: t!("final-undo-payment"),
            }),
        };
        vec![end_cards, deferred]
    }
}

/// A card large enough to read out: its title and full text.
fn card_face<'a>(card: Card) -> Column<'a, Message> {
    column![
        text(card_title(card.id())).size(grown(size::HEADING)),
        text(card_text(card.id())).size(grown(size::BODY)),
    ]
    .spacing(6)
}

/// Toggles for the players other than `except`, as small chips.
fn player_picks<'a>(
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

/// The helper a card needs: counts typed on the keypad, players picked.
fn helper<'a>(
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
                .spacing(8)
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

/// What the table must settle for the cards now.
fn settle<'a>(panel: &'a Panel, game: &'a Game) -> Option<Settle<'a, Message>> {
    let cards = game.state().christmas.as_ref()?;
    let setup = game.setup();
    let wide = |label: String, message: Option<Message>, primary: bool| {
        Answer::new(label, message, primary)
    };
    if let Some(hold) = cards.hold() {
        return Some(match hold {
            Hold::Now { player, card } => Settle {
                player: Some(player),
                title: card_title(card.id()),
                read_out: Some(card_text(card.id())),
                actions: vec![
                    wide(t!("xp-no-target"), Some(Message::UseNone), false).on_key('d'),
                    wide(t!("xp-use"), Some(Message::UseNow), true),
                ],
                holds: true,
                marker: std::marker::PhantomData,
                icon: ICON,
            },
            Hold::Shield { player, by, card } => {
                let name = setup.name(player);
                Settle {
                    player: Some(player),
                    title: t!("xp-shield-title", name = name),
                    read_out: Some(t!(
                        "prompt-christmas-shield",
                        name = name,
                        by = setup.name(by),
                        title = card_title(card.id())
                    )),
                    actions: vec![
                        wide(
                            t!("xp-shield-answer-no"),
                            Some(Message::Shield(player, false)),
                            false,
                        )
                        .on_key('n'),
                        wide(
                            t!("xp-shield-answer-yes"),
                            Some(Message::Shield(player, true)),
                            true,
                        ),
                    ],
                    holds: true,
                    marker: std::marker::PhantomData,
                    icon: ICON,
                }
            }
            Hold::Reveal { player, card } => Settle {
                player: Some(player),
                title: card_title(card.id()),
                read_out: Some(card_text(card.id())),
                actions: vec![wide(
                    t!("xp-reveal", name = setup.name(player)),
                    Some(Message::Reveal),
                    true,
                )],
                holds: true,
                marker: std::marker::PhantomData,
                icon: ICON,
            },
            Hold::HandLimit { player, cards } => hand_limit(panel, game, player, cards),
        });
    }
    if let Some(player) = panel.over_limit
        && panel.shown != Some(player)
    {
        return Some(hand_limit(panel, game, player, cards.hand(player).len()));
    }
    if let Some((player, card)) = panel.drawn.filter(|_| !panel.peeking) {
        return Some(Settle {
            player: Some(player),
            title: t!(
                "christmas-drew-hand",
                name = setup.name(player),
                deck = deck_name(card.deck)
            ),
            read_out: None,
            actions: vec![
                wide(
                    t!("xp-peek", name = style::shortened(setup.name(player), 12)),
                    Some(Message::Peek),
                    false,
                )
                .on_key('v'),
            ],
            holds: false,
            marker: std::marker::PhantomData,
            icon: ICON,
        });
    }
    None
}

fn hand_limit<'a>(
    panel: &'a Panel,
    game: &'a Game,
    player: PlayerId,
    held: usize,
) -> Settle<'a, Message> {
    let setup = game.setup();
    let _ = panel;
    Settle {
        player: Some(player),
        title: t!(
            "xp-over-limit",
            name = setup.name(player),
            excess = held.saturating_sub(xp::HAND_LIMIT)
        ),
        read_out: Some(t!(
            "prompt-christmas-hand-limit",
            name = setup.name(player),
            cards = held,
            excess = held.saturating_sub(xp::HAND_LIMIT)
        )),
        actions: vec![Answer::new(
            t!(
                "xp-show-hand",
                name = style::shortened(setup.name(player), 12)
            ),
            Some(Message::ShowHand(player)),
            true,
        )],
        holds: true,
        marker: std::marker::PhantomData,
        icon: ICON,
    }
}

/// The panel's own page: the hands (counts, each shown to its owner on a
/// tap), the cards in play (a tap discards one), the deferred points and
/// their entry, the discard pile (over the page while open).
fn page<'a>(panel: &'a Panel, game: &'a Game) -> Option<Element<'a, Message>> {
    let cards = game.state().christmas.as_ref()?;
    let setup = game.setup();
    let state = game.state();
    let playing = state.phase == Phase::Playing;
    let mut page = Column::new().spacing(8);
    if panel.discard_pile {
        let titles: Vec<String> = cards.discard.iter().map(|c| card_title(c.id())).collect();
        return Some(
            column![
                row![
                    text(t!("xp-discard-pile", count = cards.discard.len()))
                        .size(grown(size::BODY))
                        .width(Fill),
                    action(t!("xp-hide"), Some(Message::DiscardPile(false)), false).width(fit(&t!("xp-hide"))),
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
            .into(),
        );
    }
    // The hands, three to a line.
    let seats: Vec<PlayerId> = setup.seats().collect();
    let per_line = if seats.len() > 4 { 3 } else { 2 };
    for line_seats in seats.chunks(per_line) {
        let mut line = Row::new().spacing(6);
        for seat in line_seats {
            let chars = if per_line == 3 { 6 } else { 11 };
            line = line.push(
                action(
                    t!(
                        "xp-hand-count",
                        name = style::shortened(setup.name(*seat), chars),
                        count = cards.hand(*seat).len()
                    ),
                    Some(Message::ShowHand(*seat)),
                    false,
                )
                .width(Fill),
            );
        }
        for _ in line_seats.len()..per_line {
            line = line.push(iced::widget::space().width(Fill));
        }
        page = page.push(line);
    }
    // The cards in play, two to a line; a tap discards one (XP6b).
    for pair in cards.in_play.iter().enumerate().collect::<Vec<_>>().chunks(2) {
        let mut line = Row::new().spacing(6);
        for (index, in_play) in pair {
            line = line.push(
                action(
                    format!(
                        "{}  ✕",
                        t!(
                            "xp-in-play-card",
                            title = card_title(in_play.card.id()),
                            name = style::shortened(setup.name(in_play.owner), 8)
                        )
                    ),
                    Some(Message::EndInPlay(*index)),
                    false,
                )
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
                action(
                    t!("xp-defer", kind = crate::i18n::kind_name(kind)),
                    Some(Message::Defer(kind)),
                    false,
                )
                .width(Fill),
            );
        }
        page = page.push(defer);
    }
    page = page.push(
        action(
            t!("xp-discard-pile", count = cards.discard.len()),
            Some(Message::DiscardPile(true)),
            false,
        )
        .width(Fill),
    );
    Some(page.into())
}

/// One player's hand, privately: the cards as tiles; a tap on one reads
/// it in full, with what can be done with it (its helper, Play, Discard).
fn hand_view<'a>(panel: &'a Panel, game: &'a Game, owner: PlayerId) -> Element<'a, Message> {
    let setup = game.setup();
    let state = game.state();
    let own_turn = state.turn.player == owner && state.phase == Phase::Playing;
    let Some(cards) = &state.christmas else {
        return column![].into();
    };
    let players = players(game);
    let chosen = panel.selected.filter(|c| cards.hand(owner).contains(c));
    let mut title = column![named(
        t!("xp-hand-of", name = setup.name(owner)),
        &players,
        grown(size::BODY)
    )]
    .spacing(2)
    .width(Fill);
    if chosen.is_none() {
        title = title.push(
            text(t!("xp-private", name = style::shortened(setup.name(owner), 12)))
                .size(grown(size::CAPTION))
                .wrapping(text::Wrapping::WordOrGlyph)
                .style(style::subtle),
        );
    }
    let head = row![
        title,
        action(t!("xp-hide"), Some(Message::Hide), false).width(fit(&t!("xp-hide"))),
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    let mut view = Column::new().spacing(8).push(head);
    let hand = cards.hand(owner);
    match chosen {
        Some(card) => {
            // The chosen card, read in full, with its helper and answers.
            let kind = card.kind();
            let playable =
                kind.is_some_and(|k| k.timing == Timing::Any && k.effect != Effect::Shield);
            view = view.push(
                column![
                    text(card_title(card.id()))
                        .size(grown(size::LABEL))
                        .wrapping(text::Wrapping::WordOrGlyph),
                    text(card_text(card.id()))
                        .size(grown(size::SMALL))
                        .wrapping(text::Wrapping::WordOrGlyph),
                ]
                .spacing(4),
            );
            if own_turn
                && playable
                && let Some(form) = helper(panel, game, owner, card)
            {
                view = view.push(form);
            }
            // The answers in one row (the card's title is read just
            // above, so Play needs no more words): nothing below them
            // that a long card text could push out of the window.
            let mut answers = row![
                action(t!("xp-to-hand"), Some(Message::ShowHand(owner)), false).width(Fill)
            ]
            .spacing(6);
            if own_turn {
                answers = answers.push(
                    action(
                        t!("xp-discard"),
                        Some(Message::Discard(owner, card)),
                        false,
                    )
                    .width(Fill),
                );
            }
            if own_turn && playable {
                answers = answers.push(
                    action(t!("xp-play-it"), Some(Message::Play), true).width(Fill),
                );
            }
            view = view.push(answers);
        }
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
fn players(game: &Game) -> Vec<(String, crate::engine::Colour)> {
    game.setup()
        .players
        .iter()
        .map(|p| (p.name.clone(), p.colour))
        .collect()
}

