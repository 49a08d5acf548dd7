//! Christmas Present on the game screen (RULES XP3–XP8): what a card asks
//! of the table in the settle area (a *now* card read out, with its counts
//! typed on the keypad and its targets picked; the shield question for
//! the player asked, in their colour; a hand over its limit; an end card
//! to reveal), a card drawn into a hand announced face down, each hand
//! shown only to its owner on request over the side column (hidden on the
//! next action, `Game::may_see`), and the decks, hands, cards in play and
//! deferred points on the panel's own page.

mod icon;
mod view;

use iced::widget::{column, text};
use iced::{Element, Fill};
pub use icon::ICON;

use crate::engine::Hold as GameHold;
use crate::engine::christmas::{self as xp, Card, Effect, Hold, Target};
use crate::engine::{Field, FieldKind, Filled, Question, Value};
use crate::engine::{
    Command, DeckId, Event, Figure, Game, GameError, Kind, Phase, PlayerId, Prompt, Scoring,
    Secret, Viewer,
};
use crate::i18n::{card_title, deck_name};
use crate::t;

use super::super::panel::{
    Answer, Closed, Context, Dress, FinalStep, Input, Outcome, Panel as Shape, Pick, Settle, Tab,
};
use crate::app::design::size;
use crate::app::icons::Icon;
use crate::app::style;
use crate::app::kit::{Count, Look, field, filling, grown};

use view::{card_face, hand_view, helper, page};

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
    /// The figure a hand card's points move (RULES MSG1).
    figure: Figure,
    /// Whether the discard pile is open.
    discard_pile: bool,
    /// Entries in the log when the panel last looked.
    log_len: usize,
    /// Whether the owner over the hand limit is discarding.
    discarding: bool,
    /// Whether the entry's next road, city or cloister goes to the
    /// deferred ledger: its followers were laid down (RULES XP7).
    laid_down: bool,
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
    /// The figure the chosen hand card's points move (RULES MSG1).
    Figure(Figure),
    /// Play the chosen hand card.
    Play,
    /// Discard a card from a hand.
    Discard(PlayerId, Card),
    /// The table discards a card in play.
    EndInPlay(usize),
    /// Defer the entry's points for the chosen players (RULES XP7).
    Defer(Kind),
    /// The entry's switch: the next feature's followers were laid down.
    LaidDown(bool),
    /// Open or close the discard pile.
    DiscardPile(bool),
    /// A key of the keyboard's keypad, into the form of a hand card.
    Key(Input),
}

impl Message {
    /// Whether this message keeps a private view open: typing and picking
    /// in it do; anything else is the next action, which hides it (XP4).
    pub fn keeps_private(&self) -> bool {
        matches!(
            self,
            Message::Select(_)
                | Message::Key(_)
                | Message::Focus(_)
                | Message::Step(..)
                | Message::Player(_)
                | Message::Figure(_)
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
        if game.state().christmas.is_none() {
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
            Message::Figure(figure) => {
                self.figure = figure;
                Outcome::None
            }
            Message::Play => {
                let (Some(card), Some(player)) = (selected, shown) else {
                    return Outcome::None;
                };
                christmas(xp::Command::Play {
                    player,
                    kind: card.id().to_owned(),
                    figure: self.figure,
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
            Message::EndInPlay(index) => christmas(xp::Command::EndInPlay { index }),
            Message::Defer(kind) => defer(kind, cx),
            Message::LaidDown(on) => {
                self.laid_down = on;
                Outcome::None
            }
            Message::DiscardPile(open) => {
                self.discard_pile = open;
                Outcome::None
            }
            Message::Key(input) => {
                self.input(input);
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
        self.figure = Figure::Meeple;
    }

    /// The target the typed counts and picked players make for `card`.
    fn target(&self, card: Card) -> Target {
        let values = self.values(&xp::form(card), Figure::Meeple);
        xp::target(card, Filled(&values))
    }

    /// A form (a question's, a card's helper) as filled in on the panel.
    fn values(&self, form: &[Field], figure: Figure) -> Vec<Value> {
        let mut counts = [self.tiles.value(), self.pennants.value()].into_iter();
        form.iter()
            .map(|field| match field.kind {
                FieldKind::Count { .. } => Value::Count(counts.next().unwrap_or(0)),
                FieldKind::Toggle => Value::Toggle(false),
                FieldKind::Figure => Value::Figure(figure),
                FieldKind::Players => Value::Players(self.players.clone()),
            })
            .collect()
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
        // The switch is for one scoring: whatever was done, it is off.
        self.laid_down = false;
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

    fn dress(&self, question: &Question, cx: &Context<'_>) -> Option<Dress<Message>> {
        let GameHold::Christmas(hold) = &question.hold else {
            return None;
        };
        let mut dress = Dress::plain(ICON, question);
        // RULES MSG1: a card's points move the figure chosen on the entry.
        let figure = cx.figure(cx.game.state().turn.player);
        dress.filled = self.values(&question.form, figure);
        // The hand over the limit is discarded from on its owner's view.
        if let Hold::HandLimit { player, .. } = hold {
            dress.beside = vec![Answer::new(
                t!(
                    "xp-show-hand",
                    name = style::shortened(cx.game.setup().name(*player), 12)
                ),
                Some(Message::ShowHand(*player)),
                true,
            )];
        }
        Some(dress)
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

    fn keyed(&self, cx: &Context<'_>, input: Input) -> Option<Message> {
        // A hand open and no card chosen yet: a digit chooses its card.
        if let (Some(owner), None, Input::Digit(n)) = (self.shown, self.selected, input) {
            let hand = cx.game.state().christmas.as_ref()?.hand(owner);
            let card = usize::try_from(n).ok()?.checked_sub(1).and_then(|i| hand.get(i))?;
            return Some(Message::Select(*card));
        }
        // The form of a hand card, in the private view: the keys reach it
        // there too, not only the form row's.
        let (owner, card) = (self.shown?, self.selected?);
        let state = cx.game.state();
        let own_turn = state.turn.player == owner && state.phase == Phase::Playing;
        let held = state.christmas.as_ref()?.hand(owner).contains(&card);
        (own_turn && held && helper(self, cx.game, owner, card).is_some())
            .then_some(Message::Key(input))
    }

    fn entry_switch(&self, cx: &Context<'_>) -> Option<(String, bool, Message)> {
        // Where the points are typed: the next road, city or cloister is a
        // laid-down one, its points held in the ledger (RULES XP7); nothing
        // to defer while the table settles something (any hold).
        let state = cx.game.state();
        state.christmas.as_ref()?;
        (state.phase == Phase::Playing && state.hold().is_none()).then(|| {
            (
                t!("xp-laid-down"),
                self.laid_down,
                Message::LaidDown(!self.laid_down),
            )
        })
    }

    fn takes_kind(&self, cx: &Context<'_>, kind: Kind) -> Option<Message> {
        // A farm is never laid down (RULES XP2): its kind is off meanwhile.
        let laid = matches!(kind, Kind::Road | Kind::City | Kind::Cloister);
        (self.laid_down && laid && self.entry_switch(cx).is_some()).then_some(Message::Defer(kind))
    }

    fn picked_on_tab(&self, cx: &Context<'_>, pick: Pick) -> Option<Message> {
        // On the Cards tab: a player's key opens their hand, a kind's key
        // defers the points typed for the chosen players (RULES XP7).
        let cards = cx.game.state().christmas.as_ref()?;
        if self.shown.is_some() || cards.hold().is_some() {
            return None;
        }
        match pick {
            Pick::Seat(seat) => (seat.index() < cx.game.setup().players.len())
                .then_some(Message::ShowHand(seat)),
            Pick::Kind(kind @ (Kind::Road | Kind::City | Kind::Cloister)) => {
                Some(Message::Defer(kind))
            }
            // A digit: that card in play discarded (XP6b).
            Pick::Place(n) => {
                let index = usize::try_from(n).ok()?.checked_sub(1)?;
                (index < cards.in_play.len()).then_some(Message::EndInPlay(index))
            }
            Pick::Kind(_) | Pick::Figure => None,
        }
    }

    fn confirm(&self, cx: &Context<'_>) -> Option<Message> {
        // A card chosen in a hand that may be played now: Enter plays it.
        self.selected?;
        self.keyed(cx, Input::Clear).map(|_| Message::Play)
    }

    fn picked(&self, cx: &Context<'_>, pick: Pick) -> Option<Message> {
        // A card's form that names players (against whom, with whom): the
        // players' keys pick them, in a hand's view or for a *now* card.
        if pick == Pick::Figure {
            // M in a hand's card form, with two figures: the other one.
            let owner = self.shown?;
            self.keyed(cx, Input::Clear)?;
            let two = cx.game.state().players[owner.index()].figures.len() > 1;
            return two.then_some(Message::Figure(match self.figure {
                Figure::Meeple => Figure::Messenger,
                Figure::Messenger => Figure::Meeple,
            }));
        }
        let Pick::Seat(seat) = pick else {
            return None;
        };
        let (owner, card) = match (self.selected, cx.game.state().christmas.as_ref()?.hold()) {
            (Some(card), _) if self.keyed(cx, Input::Clear).is_some() => (self.shown?, card),
            (_, Some(Hold::Now { player, card })) if self.form(cx).is_some() => (player, card),
            _ => return None,
        };
        let names = xp::form(card)
            .iter()
            .any(|f| matches!(f.kind, FieldKind::Players));
        // The others at the table, as the form's chips offer them.
        let other = seat != owner && seat.index() < cx.game.setup().players.len();
        (names && other).then_some(Message::Player(seat))
    }

    fn fields(&self, cx: &Context<'_>) -> usize {
        let counts = |card: Card| {
            xp::form(card)
                .iter()
                .filter(|f| matches!(f.kind, FieldKind::Count { .. }))
                .count()
        };
        if let Some(card) = self.selected
            && self.keyed(cx, Input::Clear).is_some()
        {
            return counts(card);
        }
        if self.form(cx).is_none() {
            return 0;
        }
        match cx.game.state().christmas.as_ref().and_then(|c| c.hold()) {
            Some(Hold::Now { card, .. }) => counts(card),
            Some(Hold::Reveal { .. }) => 1,
            _ => 0,
        }
    }

    fn input(&mut self, input: Input) -> bool {
        if let Input::Field(_) = input {
            // A card's helper has at most two counts: Tab goes to the other.
            self.focus = 1 - self.focus.min(1);
            return true;
        }
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
                filling(t!("xp-hide"), Look::Primary, Some(Message::Hide)).width(Fill),
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
        crate::engine::christmas::DECKS
            .map(|d| d.id)
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
            adds: Vec::new(),
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
        // Nothing deferred is nothing to pay: no command for an empty ledger.
        let owed = !paid && !cards.deferred.is_empty();
        let deferred = FinalStep {
            name: t!("final-step-deferred"),
            before_features: false,
            hint: if !owed {
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
                    t!(
                        "final-deferred-line",
                        name = who.name.as_str(),
                        points = points
                    )
                })
                .collect(),
            pending: false,
            enter: owed.then_some(Command::Christmas(xp::Command::PayDeferred)),
            action: owed.then(|| t!("final-pay-deferred")),
            closed: payment.filter(|_| paid).map(|at| Closed {
                at,
                why: t!("final-features-paid"),
                undo: t!("final-undo-payment"),
            }),
            // Paid by its command when the step is reached (F1 step 4).
            adds: Vec::new(),
        };
        vec![end_cards, deferred]
    }
}

/// What the table must settle for the cards now.
fn settle<'a>(panel: &'a Panel, game: &'a Game) -> Option<Settle<'a, Message>> {
    let cards = game.state().christmas.as_ref()?;
    let setup = game.setup();
    let wide = |label: String, message: Option<Message>, primary: bool| {
        Answer::new(label, message, primary)
    };
    // The game's questions are dressed (`dress`); what is left is the
    // window's own: a refused end of turn over the hand limit, a card
    // drawn to a hand.
    if cards.hold().is_some() {
        return None;
    }
    if let Some(player) = panel.over_limit {
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
    // The prompt stays while the hand is open, to discard from it there.
    let open = panel.shown == Some(player);
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
        actions: if open {
            Vec::new()
        } else {
            vec![Answer::new(
                t!(
                    "xp-show-hand",
                    name = style::shortened(setup.name(player), 12)
                ),
                Some(Message::ShowHand(player)),
                true,
            )]
        },
        holds: true,
        marker: std::marker::PhantomData,
        icon: ICON,
    }
}
