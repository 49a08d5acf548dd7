//! Gold Mines on the game screen (RULES GM): a badge of pieces in every
//! player's row, the gold tile in the turn bar, the offer to award gold
//! after a completed road, city or cloister in the settle area (prefilled
//! with the feature's kind and holders, whoever scored it: a scoring or a
//! bonus card), the award's pools over the side column with the
//! piece-by-piece preview, and the gold's own page behind a tab.

use iced::widget::canvas::{Frame, Path};
use iced::widget::{Column, Row, button, column, container, row, text};
use iced::{Alignment, Color, Element, Fill, Rectangle};

use crate::engine::gold::{self, Pool};
use crate::engine::{Command, Event, Game, Kind, Phase, PlayerId, Prompt};
use crate::i18n::{handout_text, kind_name};
use crate::t;

use super::super::panel::{
    Answer, Context, FinalStep, Input, Outcome, Panel as Shape, Pick, Settle, Tab,
};
use crate::app::design::size;
use crate::app::icons::{Icon, Own, at, icon, polygon, stroke};
use crate::app::style;
use crate::app::kit::{Count, Look, capitalised, chip, filling, fit, grown, nudged};

/// The award being entered, if one is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Panel {
    draft: Option<Draft>,
    /// The pool whose pieces the keypad types.
    focus: usize,
}

/// What the table did with the gold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// A gold tile was placed (GM1).
    Tile,
    /// Open the award.
    Open,
    /// Open the award for a feature of this kind (its key on the Gold
    /// tab).
    OpenFor(Kind),
    /// The kind of the completed feature.
    Kind(Kind),
    /// The keypad types this pool's pieces.
    Focus(usize),
    /// One piece more or fewer in a pool.
    Pieces(usize, i32),
    /// Add or remove a claimant of a pool.
    Claimant(usize, PlayerId),
    /// Another pool.
    AddPool,
    /// Remove a pool.
    RemovePool(usize),
    /// Award as previewed.
    Confirm,
    /// Give the pieces of the only pool to its only claimant by hand.
    Give,
    /// Close the award without awarding.
    Cancel,
}

/// An award being entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    kind: Kind,
    pools: Vec<(Count, Vec<PlayerId>)>,
}

/// The gold part of the game, if Gold Mines is in use.
fn gold_state(game: &Game) -> Option<&gold::State> {
    game.state().gold.as_ref()
}

/// The completed road, city or cloister the last command scored in play
/// (by a scoring or by a card), with its holders: the award it belongs to.
pub fn last_feature(game: &Game) -> Option<(Kind, Vec<PlayerId>)> {
    let entry = game.log().last()?;
    entry.events.iter().find_map(|event| match event {
        Event::Scored {
            kind: kind @ (Kind::Road | Kind::City | Kind::Cloister),
            scorings,
            final_scoring: false,
        } => Some((*kind, scorings.iter().map(|s| s.player).collect())),
        _ => None,
    })
}

/// The pieces the gold tiles of the turn being played put on the board
/// (RULES GM1): back through the log to the start of the turn.
fn placed_this_turn(game: &Game) -> u32 {
    let mut placed = 0;
    for entry in game.log().iter().rev() {
        for event in &entry.events {
            if let Event::Gold(gold::Event::GoldPlaced { pieces }) = event {
                placed += pieces;
            }
        }
        if entry
            .events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. }))
        {
            break;
        }
    }
    placed
}

impl Draft {
    /// An award for the last scoring's feature and holders, or the active
    /// player's city, of the pieces this turn's gold tiles put on the board
    /// (at most what lies there; 1 if none did, RULES GM1, GM3).
    pub fn new(game: &Game) -> Draft {
        let (kind, claimants) =
            last_feature(game).unwrap_or((Kind::City, vec![game.state().turn.player]));
        let board = gold_state(game).map_or(0, |g| g.board);
        let placed = placed_this_turn(game).min(board).max(1);
        Draft {
            kind,
            pools: vec![(Count::of(placed), claimants)],
        }
    }

    fn pools(&self) -> Vec<Pool> {
        self.pools
            .iter()
            .map(|(pieces, claimants)| Pool {
                pieces: pieces.value(),
                claimants: claimants.clone(),
            })
            .collect()
    }

    /// The command this draft gives.
    pub fn command(&self) -> Command {
        Command::Gold(gold::Command::Award {
            kind: self.kind,
            pools: self.pools(),
        })
    }

    /// The only claimant of the only pool and its pieces: what a manual
    /// give would hand over.
    pub fn given(&self) -> Option<(PlayerId, u32)> {
        match self.pools.as_slice() {
            [(pieces, claimants)] if claimants.len() == 1 => Some((claimants[0], pieces.value())),
            _ => None,
        }
    }

    fn ready(&self, board: u32) -> bool {
        let asked: u32 = self.pools.iter().map(|p| p.0.value()).sum();
        asked <= board
            && self
                .pools
                .iter()
                .all(|p| !p.1.is_empty() && p.0.value() > 0)
    }
}

impl Shape for Panel {
    type Message = Message;

    fn new(_game: &Game) -> Self {
        Panel::default()
    }

    fn update(&mut self, message: Message, cx: &Context<'_>) -> Outcome {
        let game = cx.game;
        let board = gold_state(game).map_or(0, |g| g.board);
        match message {
            Message::Tile => Outcome::Execute(Command::Gold(gold::Command::GoldTile)),
            Message::Open => {
                self.draft = Some(Draft::new(game));
                self.focus = 0;
                Outcome::None
            }
            Message::OpenFor(kind) => {
                let mut draft = Draft::new(game);
                draft.kind = kind;
                self.draft = Some(draft);
                self.focus = 0;
                Outcome::None
            }
            Message::Cancel => {
                self.draft = None;
                Outcome::None
            }
            Message::Confirm | Message::Give => {
                let Some(draft) = &self.draft else {
                    return Outcome::None;
                };
                Outcome::Execute(match (&message, draft.given()) {
                    (Message::Give, Some((player, pieces))) => {
                        Command::Gold(gold::Command::Give { player, pieces })
                    }
                    _ => draft.command(),
                })
            }
            other => {
                let Some(draft) = &mut self.draft else {
                    return Outcome::None;
                };
                match other {
                    Message::Kind(kind) => draft.kind = kind,
                    Message::Focus(i) => self.focus = i.min(draft.pools.len() - 1),
                    Message::Pieces(i, by) => {
                        if let Some(pool) = draft.pools.get_mut(i) {
                            pool.0.nudge(by, board);
                            self.focus = i;
                        }
                    }
                    Message::Claimant(i, player) => {
                        if let Some((_, claimants)) = draft.pools.get_mut(i) {
                            if let Some(at) = claimants.iter().position(|p| *p == player) {
                                claimants.remove(at);
                            } else {
                                claimants.push(player);
                                claimants.sort();
                            }
                        }
                    }
                    Message::AddPool if draft.pools.len() < 3 => {
                        draft.pools.push((Count::of(1), Vec::new()));
                        self.focus = draft.pools.len() - 1;
                    }
                    Message::RemovePool(i) if draft.pools.len() > 1 && i < draft.pools.len() => {
                        draft.pools.remove(i);
                        self.focus = 0;
                    }
                    _ => {}
                }
                Outcome::None
            }
        }
    }

    fn after(&mut self, game: &Game, command: Option<&Command>) {
        // An award done closes; any other change leaves an open award be.
        if matches!(command, Some(Command::Gold(_))) || gold_state(game).is_none() {
            self.draft = None;
        }
    }

    fn owns(&self, prompt: &Prompt) -> bool {
        matches!(prompt, Prompt::Gold(_)) && self.draft.is_some()
    }

    fn settle<'a>(&'a self, cx: &Context<'a>) -> Option<Settle<'a, Message>> {
        let game = cx.game;
        let gold = gold_state(game)?;
        let setup = game.setup();
        if let Some(draft) = &self.draft {
            let ready = draft.ready(gold.board);
            let preview = if ready {
                let order = gold::handout(
                    setup.players.len(),
                    game.state().turn.player,
                    &draft.pools(),
                );
                t!("gold-preview", names = handout_text(setup, &order))
            } else {
                t!("gold-preview-incomplete")
            };
            let mut actions =
                vec![Answer::new(t!("gold-cancel"), Some(Message::Cancel), false).hinted("Esc")];
            if let Some((player, pieces)) = draft.given().filter(|(_, p)| *p <= gold.board) {
                actions.push(Answer::new(
                    t!(
                        "gold-give",
                        count = pieces,
                        name = style::shortened(setup.name(player), 10)
                    ),
                    Some(Message::Give),
                    false,
                )
                .on_key('g'));
            }
            if draft.pools.len() < 3 {
                actions.push(
                    Answer::new(t!("gold-add-pool"), Some(Message::AddPool), false).on_key('d'),
                );
            }
            actions.push(Answer::new(
                t!("gold-confirm"),
                ready.then_some(Message::Confirm),
                true,
            ));
            return Some(Settle {
                player: None,
                title: format!(
                    "{} · {}",
                    t!("gold-award-title"),
                    t!("gold-on-board", count = gold.board)
                ),
                read_out: Some(preview),
                actions,
                holds: true,
                marker: std::marker::PhantomData,
                icon: ICON,
            });
        }
        // GM2: gold lies on the board and a feature was just completed.
        let (kind, holders) = last_feature(game)?;
        if gold.board == 0 || gold.scored() || game.state().phase == Phase::Ended {
            return None;
        }
        let names: Vec<&str> = holders.iter().map(|p| setup.name(*p)).collect();
        Some(Settle {
            player: holders.first().copied(),
            title: t!("gold-award-for", kind = kind_name(kind)),
            read_out: Some(format!(
                "{} · {}",
                names.join(", "),
                t!("gold-on-board", count = gold.board)
            )),
            actions: vec![Answer::new(t!("gold-award"), Some(Message::Open), true).on_key('g')],
            holds: false,
            marker: std::marker::PhantomData,
            icon: ICON,
        })
    }

    fn overlay<'a>(&'a self, cx: &Context<'a>) -> Option<Element<'a, Message>> {
        let draft = self.draft.as_ref()?;
        let setup = cx.game.setup();
        let kind_button = |kind: Kind| {
            button(
                container(
                    row![
                        icon(Icon::of(kind), 24.0, None),
                        text(capitalised(&kind_name(kind)))
                            .size(grown(size::SMALL))
                            .wrapping(text::Wrapping::None)
                    ]
                    .spacing(6)
                    .align_y(Alignment::Center),
                )
                .center_x(Fill)
                .center_y(Fill),
            )
            .width(Fill)
            .height(grown(size::TOUCH))
            .padding([0, 8])
            .style(style::tab(draft.kind == kind))
            .on_press(Message::Kind(kind))
        };
        // The kinds beside the keypad have the same words: these have ids.
        let kind_button = |kind: Kind| {
            container(kind_button(kind))
                .id(format!("gold-kind-{}", kind.as_str()))
                .width(Fill)
        };
        let mut page = column![
            row![
                kind_button(Kind::Road),
                kind_button(Kind::City),
                kind_button(Kind::Cloister)
            ]
            .spacing(6)
        ]
        .spacing(8);
        // Many players: the pool being edited names its claimants, three to
        // a line (shortened, with their mark where two would read alike);
        // the others say theirs in a line that a tap makes the one edited.
        let many = setup.players.len() > 3;
        let labels = claimant_labels(setup);
        let label = |seat: PlayerId| labels[seat.index()].clone();
        for (i, (pieces, claimants)) in draft.pools.iter().enumerate() {
            let focused = self.focus == i || draft.pools.len() == 1;
            let chip_of = |seat: PlayerId| {
                let who = &setup.players[seat.index()];
                container(chip(
                    &if many { label(seat) } else { who.name.clone() },
                    who.colour,
                    claimants.contains(&seat),
                    if many { 12 } else { 9 },
                    Message::Claimant(i, seat),
                ))
                .id(claimant_id(i, seat))
                .width(Fill)
            };
            let seats: Vec<PlayerId> = setup.seats().collect();
            let chips: Element<'_, Message> = if !many {
                Row::with_children(seats.iter().map(|s| chip_of(*s).into()))
                    .spacing(4)
                    .into()
            } else if focused {
                Column::with_children(seats.chunks(3).map(|line| {
                    Row::with_children(line.iter().map(|s| chip_of(*s).into()))
                        .spacing(4)
                        .into()
                }))
                .spacing(4)
                .into()
            } else {
                page = page.push(other_pool(i, pieces, claimants, &labels));
                continue;
            };
            let mut head = row![
                container(nudged(
                    t!("gold-pool", number = i + 1),
                    pieces,
                    self.focus == i,
                    Message::Focus(i),
                    move |by| Message::Pieces(i, by),
                    &format!("gold-pool-{i}"),
                ))
                .width(Fill)
            ]
            .spacing(8)
            .align_y(Alignment::Center);
            if draft.pools.len() > 1 {
                head = head.push(
                    filling(t!("gold-remove-pool"), Look::Secondary, Some(Message::RemovePool(i)))
                        .width(fit(&t!("gold-remove-pool"))),
                );
            }
            page = page.push(
                container(column![head, chips].spacing(2))
                    .padding(2)
                    .width(Fill)
                    .style(style::pool),
            );
        }
        if draft.pools.len() < 3 {
            page = page.push(
                column![
                    filling(t!("gold-add-pool"), Look::Secondary, Some(Message::AddPool)).width(Fill),
                    text(t!("gold-add-pool-hint"))
                        .size(grown(size::CAPTION))
                        .style(style::subtle),
                ]
                .spacing(4),
            );
        }
        Some(page.into())
    }

    fn picked_on_tab(&self, cx: &Context<'_>, pick: Pick) -> Option<Message> {
        // On the Gold tab a kind's key opens an award for such a feature,
        // as the tab's Award gold does.
        let gold = gold_state(cx.game)?;
        let open = cx.game.state().phase != Phase::Ended && !gold.scored();
        match pick {
            Pick::Kind(kind @ (Kind::Road | Kind::City | Kind::Cloister))
                if open && gold.board > 0 && self.draft.is_none() =>
            {
                Some(Message::OpenFor(kind))
            }
            _ => None,
        }
    }

    fn picked(&self, cx: &Context<'_>, pick: Pick) -> Option<Message> {
        // While an award is open the kinds choose its feature and the
        // players' keys its focused pool's claimants.
        self.draft.as_ref()?;
        match pick {
            Pick::Kind(kind @ (Kind::Road | Kind::City | Kind::Cloister)) => Some(Message::Kind(kind)),
            Pick::Kind(_) | Pick::Figure | Pick::Place(_) => None,
            Pick::Seat(seat) => (seat.index() < cx.game.setup().players.len())
                .then_some(Message::Claimant(self.focus, seat)),
        }
    }

    fn input(&mut self, input: Input) -> bool {
        let Some(pool) = self
            .draft
            .as_mut()
            .and_then(|d| d.pools.get_mut(self.focus))
        else {
            return false;
        };
        if let Input::Field(by) = input {
            // Tab and Shift+Tab: the next or the previous pool.
            let pools = self.draft.as_ref().map_or(1, |d| d.pools.len()) as i32;
            self.focus = (self.focus as i32 + by).rem_euclid(pools) as usize;
            return true;
        }
        pool.0.key(input, 99);
        true
    }

    fn fields(&self, _cx: &Context<'_>) -> usize {
        self.draft.as_ref().map_or(0, |d| d.pools.len())
    }

    fn form<'a>(&'a self, _cx: &Context<'a>) -> Option<Element<'a, Message>> {
        // The pools are the award's form; the keypad types the focused one.
        self.draft
            .as_ref()
            .map(|_| text(t!("gold-keypad-hint")).size(grown(size::SMALL)).into())
    }

    fn tab<'a>(&'a self, cx: &Context<'a>) -> Option<Tab<'a, Message>> {
        let game = cx.game;
        let gold = gold_state(game)?;
        let setup = game.setup();
        let playing = game.state().phase == Phase::Playing;
        let open = game.state().phase != Phase::Ended && !gold.scored();
        let mut page = column![
            text(t!(
                "gold-counts",
                supply = gold.supply,
                board = gold.board,
                removed = gold.removed
            ))
            .size(grown(size::BODY)),
        ]
        .spacing(8);
        for seat in setup.seats() {
            let who = &setup.players[seat.index()];
            let pieces = gold.pieces(seat);
            page = page.push(
                row![
                    container(iced::widget::space())
                        .width(18)
                        .height(18)
                        .style(style::swatch(who.colour)),
                    text(t!(
                        "gold-player",
                        name = style::shortened(&who.name, 24),
                        count = pieces,
                        points = gold::worth(pieces)
                    ))
                    .size(grown(size::SMALL))
                    .wrapping(text::Wrapping::None),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        }
        if let Some(Command::Gold(gold::Command::Award { .. } | gold::Command::Give { .. })) =
            game.log().last().map(|entry| &entry.command)
        {
            page = page.push(
                text(t!(
                    "gold-last-award",
                    names = handout_text(setup, &gold.last_award)
                ))
                .size(grown(size::SMALL)),
            );
        }
        page = page.push(
            row![
                filling(t!("gold-tile"), Look::Secondary, (playing && open).then_some(Message::Tile))
                .width(Fill),
                filling(t!("gold-award"), Look::Secondary, (open && gold.board > 0 && self.draft.is_none()).then_some(Message::Open))
                .width(Fill),
            ]
            .spacing(8),
        );
        Some(Tab {
            label: t!("gold-title"),
            icon: ICON,
            page: page.into(),
        })
    }

    fn badge(&self, game: &Game, seat: PlayerId) -> Option<(Icon, String)> {
        let gold = gold_state(game)?;
        Some((ICON, gold.pieces(seat).to_string()))
    }

    fn turn_actions(&self, game: &Game) -> Vec<(String, Option<Message>)> {
        let Some(gold) = gold_state(game) else {
            return Vec::new();
        };
        let playing = game.state().phase == Phase::Playing;
        vec![(
            t!("gold-tile"),
            (playing && !gold.scored()).then_some(Message::Tile),
        )]
    }

    fn final_steps(&self, game: &Game) -> Vec<FinalStep> {
        let Some(gold) = gold_state(game) else {
            return Vec::new();
        };
        let setup = game.setup();
        let lines = setup
            .players
            .iter()
            .enumerate()
            .map(|(seat, who)| {
                let pieces = gold.players.get(seat).copied().unwrap_or(0);
                t!(
                    "final-gold-line",
                    name = who.name.as_str(),
                    count = pieces,
                    per = gold::per_piece(pieces),
                    points = gold::worth(pieces)
                )
            })
            .collect();
        vec![FinalStep {
            name: t!("final-step-gold"),
            before_features: false,
            hint: t!("final-gold-hint", board = gold.board),
            lines,
            pending: false,
            enter: None,
            action: None,
            closed: None,
            // GM5: the pieces' worth is the game's only as it ends; the
            // totals on show have it from this step on (F1).
            adds: if gold.points.is_some() {
                Vec::new()
            } else {
                gold.players.iter().map(|p| gold::worth(*p)).collect()
            },
        }]
    }

    fn escape(&self) -> Option<Message> {
        self.draft.as_ref().map(|_| Message::Cancel)
    }
}

/// Each player as a claimant chip names them when many share the panel:
/// shortened, with their mark where two would read alike.
fn claimant_labels(setup: &crate::engine::Setup) -> Vec<String> {
    let marks = crate::app::track::marks(setup.players.iter().map(|p| p.name.as_str()));
    let short: Vec<String> = setup
        .players
        .iter()
        .map(|p| style::shortened(&p.name, 9))
        .collect();
    short
        .iter()
        .zip(&setup.players)
        .zip(&marks)
        .map(|((mine, player), mark)| {
            if short.iter().filter(|s| *s == mine).count() > 1 {
                format!("{} {mark}", style::shortened(&player.name, 5))
            } else {
                mine.clone()
            }
        })
        .collect()
}

/// A pool other than the one edited: one line saying its pieces and
/// claimants, which a tap makes the one edited.
fn other_pool<'a>(
    i: usize,
    pieces: &Count,
    claimants: &[PlayerId],
    labels: &[String],
) -> Element<'a, Message> {
    let names: Vec<String> = claimants.iter().map(|s| labels[s.index()].clone()).collect();
    container(filling(
        t!(
            "gold-pool-line",
            number = i + 1,
            count = pieces.value(),
            names = if names.is_empty() {
                t!("gold-pool-nobody")
            } else {
                names.join(", ")
            }
        ),
        Look::Secondary,
        Some(Message::Focus(i)),
    ))
    .id(format!("gold-pool-{i}"))
    .width(Fill)
    .into()
}

/// The id of a claimant chip in the award, for tests.
pub fn claimant_id(pool: usize, seat: PlayerId) -> String {
    format!("gold-claimant-{pool}-{}", seat.index())
}

/// Gold Mines' icon: an ingot.
pub const ICON: Icon = Icon::Own(Own {
    name: "ingot",
    paint: ingot,
});

fn ingot(frame: &mut Frame, r: Rectangle, ink: Color) {
    let w = r.width;
    let ingot = polygon(r, &[(0.04, 0.82), (0.22, 0.36), (0.78, 0.36), (0.96, 0.82)]);
    frame.fill(&ingot, ink);
    let top = polygon(r, &[(0.26, 0.44), (0.74, 0.44), (0.66, 0.30), (0.34, 0.30)]);
    frame.stroke(&top, stroke(ink, 0.08 * w));
    frame.stroke(
        &Path::line(at(r, 0.30, 0.56), at(r, 0.50, 0.56)),
        stroke(Color::WHITE.scale_alpha(0.8), 0.05 * w),
    );
}
