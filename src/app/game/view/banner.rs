//! The banner: whose turn, the turn and the tiles left; during the final
//! scoring, its steps.

use iced::widget::{Column, Row, button, container, row, space, text};
use iced::{Alignment, Element, Fill};

use crate::engine::Phase;
use crate::t;

use super::{added, sized};
use crate::app::design::{size, text_width};
use crate::app::game::final_scoring;
use crate::app::game::{GameScreen, Message};
use crate::app::style;
use crate::app::track;

/// The banner: whose turn, the name whole and large enough to read from
/// across the table, in the player's colour; the turn and the tiles left
/// beside it. During the final scoring, the step.
pub(super) fn banner(screen: &GameScreen, g: f32, width: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    let state = game.state();
    let setup = game.setup();
    let mut details: Vec<String> = Vec::new();
    let (title, short, colour) = match state.phase {
        Phase::Playing => {
            let name = setup.name(state.turn.player);
            // An extra turn is said in the banner's title itself.
            let mut first = t!("game-turn-number", number = state.turn.number);
            let mut second = state
                .tiles_left
                .map(|left| t!("tiles-left", count = left))
                .unwrap_or_default();
            if state.turn.tiles > 1 {
                let tile = t!("game-tile-number", number = state.turn.tiles);
                if state.turn.extra.is_some() {
                    second = if second.is_empty() {
                        tile
                    } else {
                        format!("{tile} · {second}")
                    };
                } else {
                    first = format!("{first} · {tile}");
                }
            }
            details.push(first);
            if !second.is_empty() {
                details.push(second);
            }
            (
                if state.turn.extra.is_some() {
                    t!("extra-turn-of", name = name)
                } else {
                    t!("turn-of", name = name)
                },
                name.to_owned(),
                Some(setup.players[state.turn.player.index()].colour),
            )
        }
        Phase::FinalScoring => return final_banner(screen, g, width),
        Phase::Ended => (t!("game-ended"), t!("game-ended"), None),
    };
    if screen.paused() {
        details.push(t!("game-paused"));
    }
    details.truncate(2);
    let detail_size = sized(size::SMALL, g);
    let detail_width = details
        .iter()
        .map(|d| text_width(d, detail_size, false))
        .fold(0.0, f32::max);
    let title_size = sized(size::BANNER, g);
    let figure = sized(44.0, g);
    let mut room = width - 2.0 * 14.0 * g - figure - 2.0 * 14.0 - detail_width;
    // The name comes first: where it would not fit beside the details,
    // they give way.
    if text_width(&short, title_size, false) > room {
        details.clear();
        room = width - 2.0 * 14.0 * g - figure - 14.0;
    }
    // The phrase and the name in bold when they fit, else lighter, else
    // the name alone: the name is always whole.
    let (title, bold) = if !details.is_empty() && text_width(&title, title_size, false) > room {
        (short.clone(), text_width(&short, title_size, true) <= room)
    } else if text_width(&title, title_size, true) <= room {
        (title, true)
    } else if text_width(&title, title_size, false) <= room {
        (title, false)
    } else {
        let bold = text_width(&short, title_size, true) <= room;
        (short, bold)
    };
    let mut line = row![].spacing(14).align_y(Alignment::Center);
    if let Some(colour) = colour {
        line = line.push(track::meeples(vec![colour], figure));
    }
    line = line.push(
        text(title)
            .size(title_size)
            .wrapping(text::Wrapping::WordOrGlyph)
            .width(Fill)
            .font(iced::Font {
                weight: if bold {
                    iced::font::Weight::Bold
                } else {
                    iced::font::Weight::Normal
                },
                ..crate::app::FONT
            }),
    );
    let mut lines = Column::new().align_x(Alignment::End);
    for detail in details {
        lines = lines.push(
            text(detail)
                .size(detail_size)
                .style(style::subtle)
                .wrapping(text::Wrapping::None),
        );
    }
    line = line.push(lines);
    let banner = container(line)
        .padding([0.0, 14.0 * g - style::EDGE])
        .height(Fill)
        .align_y(iced::alignment::Vertical::Center)
        .width(Fill)
        .style(style::banner(colour));
    container(banner)
        .padding(style::EDGE)
        .style(style::player_edge(colour, 12.0))
        .into()
}

/// The banner of the final scoring: its title and its steps, each a tap
/// away, the one on show filled.
fn final_banner(screen: &GameScreen, g: f32, width: f32) -> Element<'_, Message> {
    let added = added(screen);
    let list = final_scoring::steps(&added);
    let here = screen.wizard.step(&added);
    let title = t!("game-final-scoring");
    let title_size = sized(size::HEADING, g);
    let chip_size = sized(size::SMALL, g);
    let room = width - 2.0 * 14.0 * g - text_width(&title, title_size, true) - 24.0;
    let per_chip = room / list.len().max(1) as f32 - 6.0 - 16.0;
    let mut chips = Row::new().spacing(6).align_y(Alignment::Center);
    for (i, step) in list.iter().enumerate() {
        let name = final_scoring::step_name(*step, &added);
        let mut label = format!("{}. {name}", i + 1);
        let mut chars = label.chars().count();
        while chars > 4 && text_width(&label, chip_size, false) > per_chip {
            chars -= 1;
            label = style::shortened(&format!("{}. {name}", i + 1), chars);
        }
        chips = chips.push(
            button(
                text(label)
                    .size(chip_size)
                    .center()
                    .height(Fill)
                    .wrapping(text::Wrapping::None),
            )
            .height(size::TOUCH)
            .padding([0, 8])
            .style(style::tab(*step == here))
            .on_press(Message::Final(final_scoring::Message::Go(*step))),
        );
    }
    let line = row![
        text(title)
            .size(title_size)
            .wrapping(text::Wrapping::None)
            .font(iced::Font {
                weight: iced::font::Weight::Bold,
                ..crate::app::FONT
            }),
        space().width(Fill),
        chips,
    ]
    .spacing(12)
    .align_y(Alignment::Center);
    container(line)
        .padding([0.0, 14.0 * g])
        .height(Fill)
        .align_y(iced::alignment::Vertical::Center)
        .width(Fill)
        .style(style::banner(None))
        .into()
}
