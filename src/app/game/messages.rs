//! The Messages on the game screen: where each figure would land before
//! points are entered, and the panel that names, reads out and resolves a
//! drawn message (RULES MSG1, MSG3, MSG5, MSG6).

use iced::widget::{button, checkbox, column, container, row, scrollable, text};
use iced::{Element, Fill, Length};

use crate::engine::messages::{self, Carry, Helper, Resolution};
use crate::engine::{Command, Figure, Game, PlayerId, space};
use crate::i18n::{figure_name, message_text, message_title};
use crate::t;

use super::super::style;
use super::super::widget::stepper;

/// The counts typed for the message being resolved, and the figure its
/// points go to.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Panel {
    counts: [u32; 2],
    complete: bool,
    no_majority: bool,
    figure: Figure,
}

/// What the table did on the panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// The table drew this message tile (physical tiles).
    Name(u8),
    /// Change a count by a step.
    Step(usize, i64),
    /// The city is complete.
    Complete(bool),
    /// The player holds no majority (message 8).
    NoMajority(bool),
    /// The figure the points go to.
    Figure(Figure),
    /// Carry the message out with the counts.
    CarryOut,
    /// Take 2 points instead.
    TakeTwo,
}

impl Panel {
    /// Handles one message; a command to give the engine, if any.
    pub fn update(&mut self, message: Message, number: Option<u8>) -> Option<Command> {
        match message {
            Message::Name(number) => Some(Command::Messages(messages::Command::Name { number })),
            Message::Step(i, by) => {
                if let Some(count) = self.counts.get_mut(i) {
                    *count = u32::try_from((i64::from(*count) + by).clamp(0, 999)).unwrap_or(0);
                }
                None
            }
            Message::Complete(on) => {
                self.complete = on;
                None
            }
            Message::NoMajority(on) => {
                self.no_majority = on;
                None
            }
            Message::Figure(figure) => {
                self.figure = figure;
                None
            }
            Message::CarryOut => number.map(|n| self.command(Resolution::CarryOut(self.carry(n)))),
            Message::TakeTwo => Some(self.command(Resolution::TakeTwo)),
        }
    }

    fn command(&self, resolution: Resolution) -> Command {
        Command::Messages(messages::Command::Resolve {
            resolution,
            figure: self.figure,
        })
    }

    /// What carrying out message `number` with these counts means.
    fn carry(&self, number: u8) -> Carry {
        let [a, b] = self.counts;
        match messages::message(number).map(|m| m.helper) {
            Some(Helper::Road) => Carry::Road { tiles: a },
            Some(Helper::City) => Carry::City {
                tiles: a,
                pennants: b,
                complete: self.complete,
            },
            Some(Helper::Cloister) => Carry::Cloister { surrounding: a },
            Some(Helper::AnotherTile) => Carry::AnotherTile,
            Some(Helper::Pennants) => Carry::Pennants { pennants: a },
            Some(Helper::Knights) => Carry::Knights { knights: a },
            Some(Helper::Farmers) => Carry::Farmers { farmers: a },
            Some(Helper::Feature) => Carry::Feature {
                majority: !self.no_majority,
                points: a,
            },
            None => Carry::Points { points: a },
        }
    }

    /// The panel for what `hold` waits for.
    pub fn view<'a>(&'a self, game: &'a Game, hold: messages::Hold) -> Element<'a, Message> {
        let content = match hold {
            messages::Hold::Name { player } => name_view(game, player),
            messages::Hold::Resolve { player, number } => self.resolve_view(game, player, number),
            messages::Hold::NoTileLeft { player } => self.resolve_view(game, player, 4),
        };
        container(scrollable(content).height(Fill))
            .padding(14)
            .width(Fill)
            .height(Length::Fill)
            .style(style::card)
            .into()
    }

    fn resolve_view<'a>(
        &'a self,
        game: &'a Game,
        player: PlayerId,
        number: u8,
    ) -> Element<'a, Message> {
        let carry = self.carry(number);
        let helper = messages::message(number).map(|m| m.helper);
        let mut panel = column![
            text(t!("msg-panel-number", number = u32::from(number)))
                .size(style::SMALL)
                .style(style::subtle),
            text(message_title(number)).size(30),
            text(message_text(number)).size(19),
        ]
        .spacing(10);
        panel = panel.push(self.counts_view(helper));
        let carried = carry.points();
        let another_tile = helper == Some(Helper::AnotherTile);
        let no_tiles = another_tile && game.state().tiles_left == Some(0);
        // The points go to the figure chosen here; with "another tile" only
        // the 2 points instead can, so the landing shown is for those.
        let shown = if another_tile {
            2
        } else {
            carried.as_ref().copied().unwrap_or(0)
        };
        panel = panel.push(text(t!("msg-panel-figure")).size(style::SMALL));
        panel = panel.push(self.figure_choice(game, player, shown));
        let carry_label = match (&carried, another_tile) {
            (_, true) => t!("msg-panel-carry-another-tile"),
            (Ok(points), false) => t!("msg-panel-carry", points = *points),
            (Err(_), false) => t!("msg-panel-carry-bad"),
        };
        if let Err(error) = &carried {
            panel = panel.push(
                container(text(crate::i18n::messages_error_text(error)).size(style::SMALL))
                    .padding(8)
                    .width(Fill)
                    .style(style::error),
            );
        }
        if no_tiles {
            panel = panel.push(
                text(t!("error-messages-no-tile"))
                    .size(style::SMALL)
                    .style(style::subtle),
            );
        }
        let big = |label: String,
                   message: Option<Message>,
                   style: fn(&iced::Theme, button::Status) -> button::Style| {
            button(text(label).size(22).center().width(Fill))
                .width(Fill)
                .padding([14, 6])
                .style(style)
                .on_press_maybe(message)
        };
        panel = panel.push(
            row![
                big(
                    carry_label,
                    (carried.is_ok() && !no_tiles).then_some(Message::CarryOut),
                    button::primary
                ),
                big(
                    t!("msg-panel-take-two"),
                    Some(Message::TakeTwo),
                    button::secondary
                ),
            ]
            .spacing(8),
        );
        panel.into()
    }

    /// The counts the drawn message asks for, as steppers.
    fn counts_view(&self, helper: Option<Helper>) -> Element<'_, Message> {
        let labels: Vec<String> = match helper {
            Some(Helper::Road) => vec![t!("msg-count-road-tiles")],
            Some(Helper::City) => vec![t!("msg-count-city-tiles"), t!("msg-count-pennants")],
            Some(Helper::Cloister) => vec![t!("msg-count-surrounding")],
            Some(Helper::Pennants) => vec![t!("msg-count-pennants-knight")],
            Some(Helper::Knights) => vec![t!("msg-count-knights")],
            Some(Helper::Farmers) => vec![t!("msg-count-farmers")],
            Some(Helper::Feature) => vec![t!("msg-count-feature-points")],
            Some(Helper::AnotherTile) | None => Vec::new(),
        };
        let mut counts = column![].spacing(8);
        for (i, label) in labels.into_iter().enumerate() {
            counts = counts.push(stepper(label, self.counts[i], move |by| {
                Message::Step(i, by)
            }));
        }
        match helper {
            Some(Helper::City) => {
                counts = counts.push(
                    checkbox(self.complete)
                        .label(t!("msg-count-complete"))
                        .text_size(style::BODY)
                        .size(28)
                        .on_toggle(Message::Complete),
                );
            }
            Some(Helper::Feature) => {
                counts = counts.push(
                    checkbox(self.no_majority)
                        .label(t!("msg-count-no-majority"))
                        .text_size(style::BODY)
                        .size(28)
                        .on_toggle(Message::NoMajority),
                );
            }
            _ => {}
        }
        counts.into()
    }

    /// Meeple or messenger, each with where it would land.
    fn figure_choice<'a>(
        &'a self,
        game: &'a Game,
        player: PlayerId,
        points: u32,
    ) -> Element<'a, Message> {
        let totals = &game.state().players[player.index()].figures;
        let choice = |figure: Figure| {
            let total = totals.get(figure.index()).copied().unwrap_or(0);
            let label = landing(figure, total, points);
            button(text(label).size(style::SMALL).center().width(Fill))
                .width(Fill)
                .padding([12, 4])
                .style(if self.figure == figure {
                    button::primary
                } else {
                    button::secondary
                })
                .on_press(Message::Figure(figure))
        };
        row![choice(Figure::Meeple), choice(Figure::Messenger)]
            .spacing(8)
            .into()
    }
}

/// "meeple → 15 (dark)": where a figure with `total` lands with `points`.
pub fn landing(figure: Figure, total: u32, points: u32) -> String {
    let to = space(total.saturating_add(points));
    if messages::is_dark(to) && points > 0 {
        t!("msg-landing-dark", figure = figure_name(figure), space = to)
    } else {
        t!("msg-landing", figure = figure_name(figure), space = to)
    }
}

/// With physical tiles: which message did the table draw?
fn name_view(game: &Game, player: PlayerId) -> Element<'_, Message> {
    let mut grid = column![
        text(t!("msg-panel-name", name = game.setup().name(player))).size(26),
        text(t!("msg-panel-name-hint"))
            .size(style::SMALL)
            .style(style::subtle),
    ]
    .spacing(8);
    for pair in [[1u8, 2], [3, 4], [5, 6], [7, 8]] {
        grid = grid.push(
            row(pair.iter().map(|n| {
                button(
                    text(format!("{n} · {}", message_title(*n)))
                        .size(style::SMALL)
                        .width(Fill),
                )
                .width(Fill)
                .padding([12, 8])
                .style(button::secondary)
                .on_press(Message::Name(*n))
                .into()
            }))
            .spacing(8),
        );
    }
    grid.into()
}
