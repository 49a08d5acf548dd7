//! The history: every command with its time, newest first; the game can
//! be rewound to any of them (and brought back with redo).

use chrono::Local;
use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Fill};

use crate::engine::Game;
use crate::i18n::{command_text, entry_text};
use crate::t;

use super::super::style;
use super::Message;

/// The history panel.
pub fn view(game: &Game) -> Element<'_, Message> {
    let setup = game.setup();
    let log = game.log();
    let mut list = column![].spacing(6);
    for (index, entry) in log.iter().enumerate().rev() {
        let time = entry.at.with_timezone(&Local).format("%H:%M").to_string();
        let mut line = row![
            text(time).size(style::SMALL).style(style::subtle).width(52),
            text(entry_text(setup, entry)).size(style::BODY).width(Fill),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        if index + 1 < log.len() {
            line = line.push(
                button(text(t!("history-rewind")).size(style::SMALL))
                    .padding([4, 10])
                    .style(button::secondary)
                    .on_press(Message::Rewind(index + 1)),
            );
        }
        list = list.push(line);
    }
    let start =
        row![text(t!("history-start")).size(style::BODY).width(Fill)].align_y(Alignment::Center);
    list = list.push(if log.is_empty() {
        start
    } else {
        start.push(
            button(text(t!("history-rewind")).size(style::SMALL))
                .padding([4, 10])
                .style(button::secondary)
                .on_press(Message::Rewind(0)),
        )
    });
    let undone = game.redo_stack();
    if !undone.is_empty() {
        list = list.push(
            text(t!("history-undone", count = undone.len()))
                .size(style::SMALL)
                .style(style::subtle),
        );
        for entry in undone.iter().rev() {
            list = list.push(
                text(command_text(setup, &entry.command))
                    .size(style::SMALL)
                    .style(style::subtle),
            );
        }
    }
    container(
        column![
            row![
                text(t!("game-history")).size(style::HEADING).width(Fill),
                // The label centred in its touch-high button (bug 10).
                button(
                    text(t!("history-fix-setup"))
                        .size(style::BODY)
                        .height(Fill)
                        .align_y(iced::alignment::Vertical::Center),
                )
                .height(style::TOUCH)
                .padding([0, 14])
                .style(button::secondary)
                .on_press(Message::FixSetup),
            ]
            .align_y(Alignment::Center),
            scrollable(list.padding([0, 12])).height(Fill),
        ]
        .spacing(10),
    )
    .padding(14)
    .width(Fill)
    .height(Fill)
    .style(style::card)
    .into()
}
