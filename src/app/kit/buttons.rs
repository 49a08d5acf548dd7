//! Buttons a finger's size: one that fits its label (the bars, the
//! screens' actions) and one that fills its cell (the game screen's
//! grids), their looks, and a player's chip.

use iced::widget::{Button, Space, button, row, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::Colour;

use super::super::design::size;
use super::super::style;
use super::{Scale, grown};

/// How a button looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// What moves on: Start game, Resume, Home.
    Primary,
    /// Everything else.
    Secondary,
    /// Taking away for good: Delete it.
    Danger,
    /// Taking away, offered on every line: Remove, Delete.
    Remove,
}

impl Look {
    fn style(self) -> fn(&iced::Theme, button::Status) -> button::Style {
        match self {
            Look::Primary => style::primary,
            Look::Secondary => style::secondary,
            Look::Danger => style::danger,
            Look::Remove => style::remove,
        }
    }
}

/// A button for an action bar: `label` at body size.
pub fn action<'a, M: Clone + 'a>(
    label: String,
    look: Look,
    message: Option<M>,
    scale: Scale,
) -> Element<'a, M> {
    touch_button(label, scale.px(size::BODY), look, message, scale).into()
}

/// A button exactly a touch target high (more only if its label must
/// wrap), its label centred.
pub fn touch_button<'a, M: Clone + 'a>(
    label: String,
    text_size: f32,
    look: Look,
    message: Option<M>,
    scale: Scale,
) -> Button<'a, M> {
    let strut = Space::new().width(1).height(scale.touch());
    button(row![strut, text(label).size(text_size).center(),].align_y(Alignment::Center))
        .padding([0.0, scale.px(18.0)])
        .style(look.style())
        .on_press_maybe(message)
}

/// A button of a finger's size that fills its cell (the game screen's
/// grids), its label centred and wrapped if it must.
pub fn filling<'a, M: Clone + 'a>(label: String, look: Look, message: Option<M>) -> Button<'a, M> {
    button(
        text(label)
            .size(grown(size::BODY))
            .center()
            .width(Fill)
            .height(Fill)
            .wrapping(text::Wrapping::WordOrGlyph),
    )
    .height(grown(size::TOUCH))
    .padding([0, 12])
    .style(look.style())
    .on_press_maybe(message)
}

/// The width a [`filling`] button needs to show `label` on one line.
pub fn fit(label: &str) -> f32 {
    super::super::design::text_width(label, grown(size::BODY), false).ceil() + 30.0
}

/// A player's chip: the name in one line, shortened with "…" to `chars`;
/// filled in the player's colour when chosen.
pub fn chip<'a, M: Clone + 'a>(
    name: &str,
    colour: Colour,
    chosen: bool,
    chars: usize,
    message: M,
) -> Element<'a, M> {
    let chip = button(
        text(style::shortened(name, chars))
            .size(grown(size::SMALL))
            .wrapping(text::Wrapping::None)
            .center()
            .width(Fill)
            .height(Fill),
    )
    .width(Length::Fill)
    .height(grown(size::TOUCH) - 2.0 * style::EDGE)
    .padding([0, 4])
    .style(style::player_chip(colour, chosen))
    .on_press(message);
    edged(chip, Some(colour), 10.0)
}

/// `shape`, bordered in a player's colour, inside a thin edge that
/// stands off the ground ([`style::player_edge`]), [`style::EDGE`] out
/// on every side: the shape is made that much smaller to keep its place.
pub fn edged<'a, M: 'a>(
    shape: impl Into<Element<'a, M>>,
    colour_of: Option<Colour>,
    radius: f32,
) -> Element<'a, M> {
    iced::widget::container(shape)
        .padding(style::EDGE)
        .style(style::player_edge(colour_of, radius))
        .into()
}

/// A switch a finger's size, its words after a box ticked when `on`,
/// and, after them, the key that works it (if one does): filled as the
/// chosen tab when on. The caller gives its height.
pub fn switch<'a, M: Clone + 'a>(
    words: &str,
    on: bool,
    size: f32,
    key: Option<char>,
    message: M,
) -> Button<'a, M> {
    let mut face = row![
        text(format!("{} {words}", if on { "☑" } else { "☐" }))
            .size(size)
            .center()
            .width(Fill)
            .wrapping(text::Wrapping::WordOrGlyph),
    ]
    .spacing(4)
    .height(Fill)
    .align_y(Alignment::Center);
    if let Some(key) = key {
        face = face.push(
            text(key.to_string())
                .size(grown(size::CAPTION))
                .style(style::subtle)
                .wrapping(text::Wrapping::None),
        );
    }
    button(face)
        .width(Fill)
        .padding([0, 6])
        .style(style::tab(on))
        .on_press(message)
}

/// One of a set of choices: filled when chosen.
pub fn choice<'a, M: Clone + 'a>(
    label: String,
    chosen: bool,
    message: M,
    scale: Scale,
) -> Element<'a, M> {
    touch_button(
        label,
        scale.px(size::BODY),
        if chosen {
            Look::Primary
        } else {
            Look::Secondary
        },
        Some(message),
        scale,
    )
    .into()
}

/// Choices side by side, wrapping when the window is narrow.
pub fn choices<'a, M: 'a>(buttons: Vec<Element<'a, M>>, scale: Scale) -> Element<'a, M> {
    iced::widget::Row::from_vec(buttons)
        .spacing(scale.px(10.0))
        .wrap()
        .vertical_spacing(scale.px(10.0))
        .into()
}
