//! Gold Mines on the game screen (RULES GM): the gold panel (supply,
//! board, each player's pieces and their worth), the one-tap gold tile and
//! the award flow with its piece-by-piece preview.

use iced::widget::{button, column, container, row, scrollable, space, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::gold::{self, Pool};
use crate::engine::{Command, Game, Kind, Phase, PlayerId};
use crate::i18n::{handout_text, kind_name};
use crate::t;

use super::super::style;
use super::{GameScreen, Message as GameMessage};

/// What the table did with the gold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// A gold tile was placed (GM1).
    Tile,
    /// Open the award panel.
    Open,
    /// The kind of the completed feature.
    Kind(Kind),
    /// One piece more (`true`) or fewer in a pool.
    Pieces(usize, bool),
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
    /// Close the award panel without awarding.
    Cancel,
}

/// An award being entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    kind: Kind,
    pools: Vec<Pool>,
}

/// The gold part of the game, if Gold Mines is in use.
fn gold_state(game: &Game) -> Option<&gold::State> {
    game.state().gold.as_ref()
}

/// The feature scoring the last command recorded in play, if it was a
/// completed road, city or cloister: the award it would belong to.
fn last_feature(game: &Game) -> Option<(Kind, Vec<PlayerId>)> {
    let entry = game.log().last()?;
    let Command::Score(feature) = &entry.command else {
        return None;
    };
    let in_play = entry.events.iter().any(|e| {
        matches!(
            e,
            crate::engine::Event::Scored {
                final_scoring: false,
                ..
            }
        )
    });
    matches!(feature.kind, Kind::Road | Kind::City | Kind::Cloister)
        .then(|| {
            (
                feature.kind,
                feature.scorings.iter().map(|s| s.player).collect(),
            )
        })
        .filter(|_| in_play)
}

impl Draft {
    /// An award for the last scoring's feature and holders, or the active
    /// player's city.
    pub fn new(game: &Game) -> Draft {
        let (kind, claimants) =
            last_feature(game).unwrap_or((Kind::City, vec![game.state().turn.player]));
        Draft {
            kind,
            pools: vec![Pool {
                pieces: 1,
                claimants,
            }],
        }
    }

    /// The command this draft gives.
    pub fn command(&self) -> Command {
        Command::Gold(gold::Command::Award {
            kind: self.kind,
            pools: self.pools.clone(),
        })
    }

    /// The only claimant of the only pool and its pieces: what a manual
    /// give would hand over.
    pub fn given(&self) -> Option<(PlayerId, u32)> {
        match self.pools.as_slice() {
            [Pool { pieces, claimants }] if claimants.len() == 1 => Some((claimants[0], *pieces)),
            _ => None,
        }
    }

    /// Applies one change to the draft (confirm and cancel are the
    /// screen's); a pool never asks for more pieces than lie on `board`.
    pub fn update(&mut self, message: &Message, board: u32) {
        match message {
            Message::Kind(kind) => self.kind = *kind,
            Message::Pieces(i, more) => {
                let asked: u32 = self.pools.iter().map(|p| p.pieces).sum();
                if let Some(pool) = self.pools.get_mut(*i) {
                    if *more && asked < board {
                        pool.pieces += 1;
                    } else if !*more && pool.pieces > 1 {
                        pool.pieces -= 1;
                    }
                }
            }
            Message::Claimant(i, player) => {
                if let Some(pool) = self.pools.get_mut(*i) {
                    if let Some(at) = pool.claimants.iter().position(|p| p == player) {
                        pool.claimants.remove(at);
                    } else {
                        pool.claimants.push(*player);
                        pool.claimants.sort();
                    }
                }
            }
            Message::AddPool => self.pools.push(Pool {
                pieces: 1,
                claimants: Vec::new(),
            }),
            Message::RemovePool(i) => {
                if self.pools.len() > 1 && *i < self.pools.len() {
                    self.pools.remove(*i);
                }
            }
            Message::Tile | Message::Open | Message::Confirm | Message::Give | Message::Cancel => {}
        }
    }
}

/// Handles a gold message on the game screen.
pub fn update(screen: &mut GameScreen, message: Message) -> super::Action {
    match message {
        Message::Tile => screen.execute(Command::Gold(gold::Command::GoldTile)),
        Message::Open => {
            screen.award = Some(Draft::new(&screen.saved.game));
            super::Action::None
        }
        Message::Cancel => {
            screen.award = None;
            super::Action::None
        }
        Message::Confirm | Message::Give => {
            let Some(draft) = screen.award.clone() else {
                return super::Action::None;
            };
            let command = match (&message, draft.given()) {
                (Message::Give, Some((player, pieces))) => {
                    Command::Gold(gold::Command::Give { player, pieces })
                }
                _ => draft.command(),
            };
            let action = screen.execute(command);
            if matches!(action, super::Action::Save) {
                screen.award = None;
            }
            action
        }
        other => {
            let board = gold_state(&screen.saved.game).map_or(0, |g| g.board);
            if let Some(draft) = &mut screen.award {
                draft.update(&other, board);
            }
            super::Action::None
        }
    }
}

fn wrap(message: Message) -> GameMessage {
    GameMessage::Gold(message)
}

/// The gold panel, always in view with Gold Mines: supply, board, and each
/// player's pieces in their colour with what they would be worth now.
pub fn panel(screen: &GameScreen) -> Option<Element<'_, GameMessage>> {
    let game = &screen.saved.game;
    let gold = gold_state(game)?;
    let setup = game.setup();
    let playing = game.state().phase == Phase::Playing;
    let open = game.state().phase != Phase::Ended && !gold.scored();
    let mut players = row![].spacing(14).align_y(Alignment::Center);
    for seat in setup.seats() {
        let who = &setup.players[seat.index()];
        let pieces = gold.pieces(seat);
        players = players.push(
            row![
                container(space())
                    .width(18)
                    .height(18)
                    .style(style::swatch(who.colour)),
                text(t!(
                    "gold-player",
                    // Short, so six players keep to a line or two.
                    name =
                        style::shortened(&who.name, if setup.players.len() > 3 { 9 } else { 16 }),
                    count = pieces,
                    points = gold::worth(pieces)
                ))
                .size(style::BODY),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        );
    }
    let offer = last_feature(game).filter(|_| gold.board > 0 && screen.award.is_none());
    let award_label = match &offer {
        Some((kind, _)) => t!("gold-award-for", kind = kind_name(*kind)),
        None => t!("gold-award"),
    };
    let buttons = row![
        button(text(t!("gold-tile")).size(style::BODY))
            .padding([8, 14])
            .style(button::secondary)
            .on_press_maybe((playing && open).then_some(wrap(Message::Tile))),
        button(text(award_label).size(style::BODY))
            .padding([8, 14])
            .style(if offer.is_some() {
                button::primary
            } else {
                button::secondary
            })
            .on_press_maybe(
                (open && gold.board > 0 && screen.award.is_none()).then_some(wrap(Message::Open))
            ),
    ]
    .spacing(8);
    let counts = text(t!(
        "gold-counts",
        supply = gold.supply,
        board = gold.board,
        removed = gold.removed
    ))
    .size(style::BODY);
    let mut body = column![
        row![
            text(t!("gold-title")).size(22),
            counts,
            space().width(Fill),
            buttons
        ]
        .spacing(14)
        .align_y(Alignment::Center),
        players.wrap().vertical_spacing(4),
    ]
    .spacing(8);
    // The hand-out just made, piece by piece, until the next command.
    if let Some(Command::Gold(gold::Command::Award { .. } | gold::Command::Give { .. })) =
        game.log().last().map(|entry| &entry.command)
    {
        body = body.push(
            text(t!(
                "gold-last-award",
                names = handout_text(setup, &gold.last_award)
            ))
            .size(style::BODY),
        );
    }
    Some(
        container(body)
            .padding([10, 16])
            .width(Fill)
            .style(style::card)
            .into(),
    )
}

/// The award panel: kind, pools, the hand-out preview, confirm.
pub fn award<'a>(screen: &'a GameScreen, draft: &'a Draft) -> Element<'a, GameMessage> {
    let game = &screen.saved.game;
    let setup = game.setup();
    let board = gold_state(game).map_or(0, |g| g.board);
    let kind_button = |kind: Kind| {
        let chosen = draft.kind == kind;
        button(
            text(capitalised(&kind_name(kind)))
                .size(style::BODY)
                .center()
                .width(Fill),
        )
        .width(Fill)
        .height(style::TOUCH)
        .padding([0, 4])
        .style(if chosen {
            button::primary
        } else {
            button::secondary
        })
        .on_press(wrap(Message::Kind(kind)))
    };
    let head = column![
        text(t!("gold-award-title")).size(style::HEADING),
        text(t!("gold-on-board", count = board))
            .size(style::SMALL)
            .style(style::subtle),
        row![
            kind_button(Kind::Road),
            kind_button(Kind::City),
            kind_button(Kind::Cloister)
        ]
        .spacing(6),
    ]
    .spacing(10);
    // Names short enough for three claimants to a line.
    let chars = if setup.players.len() > 3 { 11 } else { 20 };
    let mut panel = column![].spacing(10);
    for (i, pool) in draft.pools.iter().enumerate() {
        let mut chips = row![].spacing(6);
        for seat in setup.seats() {
            let who = &setup.players[seat.index()];
            let chosen = pool.claimants.contains(&seat);
            chips = chips.push(
                container(
                    button(
                        text(style::shortened(&who.name, chars))
                            .size(style::BODY)
                            .wrapping(text::Wrapping::None)
                            .center(),
                    )
                    .height(style::TOUCH)
                    .padding([0, 12])
                    .style(style::player_chip(who.colour, chosen))
                    .on_press(wrap(Message::Claimant(i, seat))),
                )
                .id(claimant_id(i, seat)),
            );
        }
        let step = |label: &'static str, more: bool, id: String| {
            container(
                button(text(label).size(24).center().width(44))
                    .height(style::TOUCH)
                    .padding([0, 4])
                    .style(button::secondary)
                    .on_press(wrap(Message::Pieces(i, more))),
            )
            .id(id)
        };
        let mut head = row![
            text(t!("gold-pool", number = i + 1)).size(style::BODY),
            step("−", false, format!("gold-fewer-{i}")),
            text(t!("gold-pieces", count = pool.pieces))
                .size(style::BODY)
                .width(90)
                .center(),
            step("+", true, format!("gold-more-{i}")),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        if draft.pools.len() > 1 {
            head = head.push(space().width(Fill)).push(
                button(text(t!("gold-remove-pool")).size(style::SMALL))
                    .style(button::danger)
                    .on_press(wrap(Message::RemovePool(i))),
            );
        }
        panel = panel.push(
            container(column![head, chips.wrap()].spacing(10))
                .padding(10)
                .width(Fill)
                .style(style::pool),
        );
    }
    panel = panel.push(
        row![
            button(text(t!("gold-add-pool")).size(style::BODY).center())
                .height(style::TOUCH)
                .padding([0, 14])
                .style(button::secondary)
                .on_press(wrap(Message::AddPool)),
            text(t!("gold-add-pool-hint"))
                .size(style::SMALL)
                .style(style::subtle),
        ]
        .spacing(10)
        .align_y(Alignment::Center),
    );
    // The hand-out the engine will make (GM3), piece by piece.
    let asked: u32 = draft.pools.iter().map(|p| p.pieces).sum();
    let ready = asked <= board && draft.pools.iter().all(|p| !p.claimants.is_empty());
    let preview = if ready {
        let order = gold::handout(setup.players.len(), game.state().turn.player, &draft.pools);
        t!("gold-preview", names = handout_text(setup, &order))
    } else {
        t!("gold-preview-incomplete")
    };
    panel = panel.push(
        container(text(preview).size(22))
            .padding([10, 12])
            .width(Fill)
            .style(style::notice),
    );
    if let Some((player, pieces)) = draft.given().filter(|(_, p)| *p <= board) {
        panel = panel.push(
            button(
                text(t!("gold-give", count = pieces, name = setup.name(player))).size(style::SMALL),
            )
            .style(button::secondary)
            .on_press(wrap(Message::Give)),
        );
    }
    // The pools scroll; the kinds above and the answers below stay put.
    let panel = column![
        head,
        scrollable(panel.padding(iced::Padding::ZERO.right(12))).height(Length::Fill),
        row![
            button(
                text(t!("gold-cancel"))
                    .size(style::BODY)
                    .center()
                    .width(Fill)
            )
            .width(Fill)
            .height(style::TOUCH)
            .padding([0, 4])
            .style(button::secondary)
            .on_press(wrap(Message::Cancel)),
            button(text(t!("gold-confirm")).size(22).center().width(Fill))
                .width(Fill)
                .height(style::TOUCH)
                .padding([0, 4])
                .style(button::success)
                .on_press_maybe(ready.then_some(wrap(Message::Confirm))),
        ]
        .spacing(8),
    ]
    .spacing(10);
    container(panel)
        .padding(14)
        .width(Fill)
        .height(Length::Fill)
        .style(style::card)
        .into()
}

/// The id of a claimant chip in the award panel, for tests.
pub fn claimant_id(pool: usize, seat: PlayerId) -> String {
    format!("gold-claimant-{pool}-{}", seat.index())
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
