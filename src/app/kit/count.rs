//! The one way to enter a count: a field to tap, typed into by the
//! keypad or the digit keys, nudged with − and +.

use iced::widget::{button, container, row, text};
use iced::{Alignment, Element, Fill};

use super::super::design::size;
use super::super::style;
use super::grown;

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

    /// A key of the keypad typed into this count, which stays within
    /// 0–`max`: a digit appended (more than `max` is `max`), the last digit
    /// removed, emptied, or one more or fewer.
    pub fn key(&mut self, input: Input, max: u32) {
        match input {
            Input::Digit(d) => {
                self.digit(d);
                if self.value() > max {
                    *self = Count::of(max);
                }
            }
            Input::Backspace => self.backspace(),
            Input::Clear => self.clear(),
            Input::Nudge(by) => self.nudge(by, max),
            Input::Field(_) => {}
        }
    }
}

/// A key of the keypad, offered to the count (or the panel whose fields
/// are on show) it types into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// A digit.
    Digit(u32),
    /// Remove the last digit.
    Backspace,
    /// Clear the field.
    Clear,
    /// One more (`+`) or one fewer (`−`).
    Nudge(i32),
    /// To the next (`1`, Tab) or the previous (`-1`, Shift+Tab) field of
    /// a form of two or more counts; a count alone takes no notice.
    Field(i32),
}

/// A count field: its label and the value, large; a tap on it sends
/// `focus`, and the keypad (its digits, − and +) and the digit keys then
/// type into it. `focused` draws it as the field the keypad types into.
pub fn field<'a, M: Clone + 'a>(
    label: String,
    value: &Count,
    focused: bool,
    focus: M,
) -> Element<'a, M> {
    let shown = if value.is_empty() {
        "0".to_owned()
    } else {
        value.0.clone()
    };
    button(
        row![
            text(label)
                .size(grown(size::CAPTION))
                .width(Fill)
                .wrapping(text::Wrapping::Word),
            text(shown)
                .size(grown(size::HEADING))
                .wrapping(text::Wrapping::None),
        ]
        .spacing(6)
        .height(Fill)
        .align_y(Alignment::Center),
    )
    .width(Fill)
    .height(grown(size::TOUCH))
    .padding([0, 10])
    .style(style::field(focused))
    .on_press(focus)
    .into()
}

/// A count field with − and + beside it, for a count that is nudged more
/// often than typed (a pool of gold pieces); the keys carry the ids
/// `{id}-less` and `{id}-more`.
pub fn nudged<'a, M: Clone + 'a>(
    label: String,
    value: &Count,
    focused: bool,
    focus: M,
    nudge: impl Fn(i32) -> M,
    id: &str,
) -> Element<'a, M> {
    let key = |sign: &'static str, by: i32, id: String| {
        raised(
            button(
                text(sign)
                    .size(grown(size::HEADING))
                    .center()
                    .width(Fill)
                    .height(Fill),
            )
            .padding(0)
            .style(style::key)
            .on_press(nudge(by)),
        )
        .width(grown(size::TOUCH))
        .height(grown(size::TOUCH))
        .id(id)
    };
    row![
        key("−", -1, format!("{id}-less")),
        field(label, value, focused, focus),
        key("+", 1, format!("{id}-more")),
    ]
    .spacing(6)
    .align_y(Alignment::Center)
    .width(Fill)
    .into()
}

/// A key on its lip (`style::key_lip`): a raised tile, as wide and tall
/// as `key` asks, the key itself 2 px shorter.
pub fn raised<'a, M: Clone + 'a>(key: button::Button<'a, M>) -> container::Container<'a, M> {
    container(key.width(Fill).height(Fill))
        .padding(iced::Padding {
            bottom: 2.0,
            ..iced::Padding::ZERO
        })
        .style(style::key_lip)
}

#[cfg(test)]
mod tests {
    use super::{Count, Input};

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

    #[test]
    fn a_keypad_key_types_into_a_count_within_its_most() {
        let mut count = Count::default();
        for key in [Input::Digit(1), Input::Digit(2)] {
            count.key(key, 8);
        }
        assert_eq!(count.value(), 8, "a typed count holds to the most");
        count.key(Input::Nudge(1), 8);
        assert_eq!(count.value(), 8);
        count.key(Input::Backspace, 8);
        assert!(count.is_empty());
        count.key(Input::Nudge(1), 8);
        count.key(Input::Digit(3), 999);
        assert_eq!(count.value(), 13);
        count.key(Input::Clear, 999);
        assert_eq!(count.value(), 0);
    }
}
