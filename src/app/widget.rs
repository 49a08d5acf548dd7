//! Small widgets the screens share.

use iced::widget::{button, row, text};
use iced::{Alignment, Element, Fill};

use super::style;

/// A count with − and + keys, touch-sized: `label`, then the keys around
/// the value; each key sends `step(-1)` or `step(1)`.
pub fn stepper<'a, M: Clone + 'a>(
    label: String,
    value: u32,
    step: impl Fn(i64) -> M,
) -> Element<'a, M> {
    let key = |sign: &str, by: i64| {
        button(text(sign.to_owned()).size(24).center().width(Fill))
            .width(56)
            .padding([8, 0])
            .style(style::key)
            .on_press(step(by))
    };
    row![
        text(label).size(style::BODY).width(Fill),
        key("−", -1),
        text(value.to_string()).size(28).width(56).center(),
        key("+", 1),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}

/// A word with its first letter in capitals: "road" → "Road".
pub fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
