//! The `?` sheet of the keys, printed from the one list (`table::keys`).

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Fill};

use crate::app::game::Message;
use crate::app::style;
use crate::t;
use crate::table::keys::KEYS;

/// Every key, as the `?` sheet lists them: the one list of the keys.
pub fn overlay<'a>() -> Element<'a, Message> {
    let lines: Vec<(&str, String)> = KEYS
        .iter()
        .map(|line| (line.keys, t!(line.words)))
        .collect();
    // Two columns, so the whole list shows in the smallest window.
    let half = lines.len().div_ceil(2);
    let column_of = |part: &[(&str, String)]| -> iced::widget::Column<'a, Message> {
        part.iter()
            .fold(column![].spacing(6).width(Fill), |list, (keys, id)| {
                list.push(
                    row![
                        text((*keys).to_owned())
                            .size(style::SMALL)
                            .width(150)
                            .wrapping(text::Wrapping::WordOrGlyph),
                        text(id.clone())
                            .size(style::SMALL)
                            .width(Fill)
                            .wrapping(text::Wrapping::WordOrGlyph),
                    ]
                    .spacing(10)
                    .align_y(Alignment::Center),
                )
            })
    };
    let list = row![column_of(&lines[..half]), column_of(&lines[half..])].spacing(24);
    let card = container(
        column![
            row![
                text(t!("keys-title")).size(style::HEADING).width(Fill),
                button(text(t!("keys-close")).size(style::BODY))
                    .padding([10, 20])
                    .style(button::secondary)
                    .on_press(Message::Keys(false)),
            ]
            .align_y(Alignment::Center),
            list,
        ]
        .spacing(14),
    )
    .padding(20)
    .max_width(1060)
    .style(style::card);
    container(card).center(Fill).style(style::veil).into()
}
