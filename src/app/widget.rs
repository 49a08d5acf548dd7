//! Small widgets the screens share, in the design language: the count
//! field (the one way to enter a count: tap it, type on the keypad or the
//! digit keys, nudge with − and +), buttons of a finger's size, a player's
//! chip.

use iced::widget::{button, container, row, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::Colour;

use super::design::size;
use super::style;

/// A count being entered: its value as typed, at most three digits.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Count(String);

impl Count {
    /// A count with this value.
    pub fn of(value: u32) -> Count {
        Count(value.to_string())
    }

    /// The value (0 when nothing is typed).
    pub fn value(&self) -> u32 {
        self.0.parse().unwrap_or(0)
    }

    /// Whether nothing is typed.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// A digit typed: appended (a lone 0 is replaced); at most 3 digits.
    pub fn digit(&mut self, digit: u32) {
        if self.0 == "0" {
            self.0.clear();
        }
        if self.0.len() < 3 && digit < 10 {
            self.0.push(char::from(b'0' + digit as u8));
        }
    }

    /// The last digit removed.
    pub fn backspace(&mut self) {
        self.0.pop();
    }

    /// Emptied.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// One more or fewer, within 0–`max`.
    pub fn nudge(&mut self, by: i32, max: u32) {
        let value = self.value().saturating_add_signed(by).min(max);
        self.0 = value.to_string();
    }
}

/// A count field: its label, the value large, − and + to nudge; a tap on
/// it sends `focus` (the keypad then types into it). `focused` draws it
/// as the field the keypad types into.
pub fn field<'a, M: Clone + 'a>(
    label: String,
    value: &Count,
    focused: bool,
    focus: M,
    nudge: impl Fn(i32) -> M,
) -> Element<'a, M> {
    let shown = if value.is_empty() {
        "0".to_owned()
    } else {
        value.0.clone()
    };
    let body = button(
        row![
            text(label)
                .size(size::SMALL)
                .width(Fill)
                .wrapping(text::Wrapping::WordOrGlyph),
            text(shown)
                .size(size::HEADING)
                .wrapping(text::Wrapping::None),
        ]
        .spacing(6)
        .align_y(Alignment::Center),
    )
    .width(Fill)
    .height(size::TOUCH)
    .padding([0, 10])
    .style(style::field(focused))
    .on_press(focus);
    let key = |sign: &'static str, by: i32| {
        button(
            text(sign)
                .size(size::HEADING)
                .center()
                .width(Fill)
                .height(Fill),
        )
        .width(size::TOUCH)
        .height(size::TOUCH)
        .padding(0)
        .style(style::key)
        .on_press(nudge(by))
    };
    row![key("−", -1), body, key("+", 1)]
        .spacing(4)
        .align_y(Alignment::Center)
        .width(Fill)
        .into()
}

/// A button of a finger's size with a centred label; `primary` for what
/// moves the game on.
pub fn action<'a, M: Clone + 'a>(
    label: String,
    message: Option<M>,
    primary: bool,
) -> iced::widget::Button<'a, M> {
    button(
        text(label)
            .size(size::BODY)
            .center()
            .width(Fill)
            .height(Fill)
            .wrapping(text::Wrapping::WordOrGlyph),
    )
    .height(size::TOUCH)
    .padding([0, 12])
    .style(if primary {
        style::primary
    } else {
        style::secondary
    })
    .on_press_maybe(message)
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
    button(
        text(style::shortened(name, chars))
            .size(size::SMALL)
            .wrapping(text::Wrapping::None)
            .center()
            .width(Fill)
            .height(Fill),
    )
    .width(Length::Fill)
    .height(size::TOUCH)
    .padding([0, 4])
    .style(style::player_chip(colour, chosen))
    .on_press(message)
    .into()
}

/// A card-like block of the surface colour.
pub fn panel<'a, M: 'a>(content: impl Into<Element<'a, M>>) -> container::Container<'a, M> {
    container(content)
        .padding(10)
        .width(Fill)
        .style(style::card)
}

/// A word with its first letter in capitals: "road" → "Road".
pub fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::Count;

    #[test]
    fn a_count_takes_digits_and_nudges() {
        let mut count = Count::default();
        count.digit(1);
        count.digit(1);
        assert_eq!(count.value(), 11);
        count.digit(9);
        count.digit(9);
        assert_eq!(count.value(), 119, "at most three digits");
        count.backspace();
        assert_eq!(count.value(), 11);
        count.nudge(-20, 99);
        assert_eq!(count.value(), 0);
        count.nudge(1, 99);
        count.digit(4);
        assert_eq!(count.value(), 14);
        count.nudge(200, 99);
        assert_eq!(count.value(), 99);
    }
}
