//! Questions asked before a command goes ahead: whom an extra turn is for,
//! and whether to start the final scoring while tiles remain.

use iced::widget::{button, column, container, space, text};
use iced::{Element, Fill};

use crate::t;

use super::super::style;
use super::{Ask, GameScreen, Message};

/// The question in the side panel, with a large answer per choice.
pub fn view(screen: &GameScreen) -> Element<'_, Message> {
    let setup = screen.saved.game.setup();
    let answer = |label: String, message: Message, primary: bool| {
        button(text(label).size(style::BODY).center().width(Fill))
            .width(Fill)
            .height(style::TOUCH)
            .style(if primary {
                button::primary
            } else {
                button::secondary
            })
            .on_press(message)
    };
    let mut panel = column![].spacing(10);
    match screen.ask {
        Some(Ask::ExtraTurn) => {
            panel = panel.push(text(t!("ask-extra-turn")).size(style::HEADING));
            for (index, seat) in setup.seats().enumerate() {
                let who = &setup.players[seat.index()];
                panel = panel.push(
                    button(
                        text(format!(
                            "{}   F{}",
                            style::shortened(&who.name, 24),
                            index + 1
                        ))
                        .size(style::BODY)
                        .center()
                        .width(Fill),
                    )
                    .width(Fill)
                    .height(style::TOUCH)
                    .style(style::player_chip(who.colour, false))
                    .on_press(Message::ExtraTurnFor(seat)),
                );
            }
        }
        Some(Ask::FinalScoring) => {
            let question = match screen.state().tiles_left {
                Some(left) => t!("ask-final-scoring-tiles", count = left),
                None => t!("ask-final-scoring"),
            };
            panel = panel.push(text(question).size(style::BODY)).push(answer(
                t!("ask-final-scoring-yes"),
                Message::ConfirmFinalScoring,
                true,
            ));
        }
        None => {}
    }
    panel = panel
        .push(space().height(8))
        .push(answer(t!("ask-cancel"), Message::Dismiss, false));
    container(panel)
        .padding(14)
        .width(Fill)
        .height(Fill)
        .style(style::card)
        .into()
}
