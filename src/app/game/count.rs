//! The calculator of the entry panel: the points of a road, a city or a
//! cloister worked out from what lies on the table (RULES T7), one tap
//! away from plain points.

use iced::widget::{button, checkbox, column, row, text};
use iced::{Alignment, Element, Fill};

use crate::engine::Kind;
use crate::i18n::kind_name;
use crate::t;

use super::super::style;

/// What is being counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Count {
    kind: Kind,
    tiles: u32,
    pennants: u32,
    complete: bool,
    neighbours: u32,
}

impl Default for Count {
    fn default() -> Self {
        Count {
            kind: Kind::Road,
            tiles: 2,
            pennants: 0,
            complete: true,
            neighbours: 8,
        }
    }
}

/// What the table did on the calculator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    /// Count a road, a city or a cloister.
    Kind(Kind),
    /// Change the tiles by a step.
    Tiles(i32),
    /// Change the pennants by a step.
    Pennants(i32),
    /// Change the tiles round the cloister by a step.
    Neighbours(i32),
    /// The city is complete (2 points a tile and pennant) or not (1).
    Complete(bool),
    /// Score the points counted.
    Score,
}

fn step(value: &mut u32, by: i32, max: u32) {
    *value = value.saturating_add_signed(by).min(max);
}

impl Count {
    /// Handles one message; the kind to score, when the table scores.
    pub fn update(&mut self, message: Message) -> Option<Kind> {
        match message {
            Message::Kind(kind) => self.kind = kind,
            Message::Tiles(by) => step(&mut self.tiles, by, 99),
            Message::Pennants(by) => step(&mut self.pennants, by, 99),
            Message::Neighbours(by) => step(&mut self.neighbours, by, 8),
            Message::Complete(on) => self.complete = on,
            Message::Score => return Some(self.kind),
        }
        None
    }

    /// The points: a road 1 a tile; a city 2 a tile and pennant when
    /// complete, 1 when not; a cloister 1 and 1 per tile round it (T7).
    pub fn points(&self) -> u32 {
        match self.kind {
            Kind::City => {
                let per = if self.complete { 2 } else { 1 };
                per * (self.tiles + self.pennants)
            }
            Kind::Cloister => 1 + self.neighbours,
            _ => self.tiles,
        }
    }

    /// The calculator: the kind, its counts with steppers, and Score.
    pub fn view(&self) -> Element<'_, Message> {
        let tab = |kind: Kind| {
            button(
                text(capitalised(&kind_name(kind)))
                    .size(style::BODY)
                    .center()
                    .width(Fill),
            )
            .width(Fill)
            .height(style::TOUCH)
            .style(if self.kind == kind {
                button::primary
            } else {
                button::secondary
            })
            .on_press(Message::Kind(kind))
        };
        let mut panel =
            column![row![tab(Kind::Road), tab(Kind::City), tab(Kind::Cloister)].spacing(6),]
                .spacing(10);
        match self.kind {
            Kind::City => {
                panel = panel
                    .push(stepper(t!("count-tiles"), self.tiles, Message::Tiles))
                    .push(stepper(
                        t!("count-pennants"),
                        self.pennants,
                        Message::Pennants,
                    ))
                    .push(
                        checkbox(self.complete)
                            .label(t!("count-complete"))
                            .size(28)
                            .text_size(style::BODY)
                            .text_line_height(iced::widget::text::LineHeight::Absolute(
                                style::TOUCH.into(),
                            ))
                            .width(Fill)
                            .on_toggle(Message::Complete),
                    );
            }
            Kind::Cloister => {
                panel = panel.push(stepper(
                    t!("count-neighbours"),
                    self.neighbours,
                    Message::Neighbours,
                ));
            }
            _ => {
                panel = panel.push(stepper(t!("count-tiles"), self.tiles, Message::Tiles));
            }
        }
        panel
            .push(
                button(
                    text(t!(
                        "count-score",
                        points = self.points(),
                        kind = kind_name(self.kind)
                    ))
                    .size(22)
                    .center()
                    .width(Fill),
                )
                .width(Fill)
                .height(style::TOUCH + 6.0)
                .style(button::primary)
                .on_press(Message::Score),
            )
            .into()
    }
}

/// A count with − and + beside it.
fn stepper<'a>(label: String, value: u32, message: fn(i32) -> Message) -> Element<'a, Message> {
    let key = |label: &'static str, by: i32| {
        button(text(label).size(26).center().width(Fill))
            .width(64)
            .height(style::TOUCH)
            .padding(0)
            .style(style::key)
            .on_press(message(by))
    };
    row![
        text(label).size(style::BODY).width(Fill),
        key("−", -1),
        text(value.to_string()).size(30).center().width(56),
        key("+", 1),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t7_points_from_the_counts() {
        let mut count = Count::default();
        let _ = count.update(Message::Tiles(2));
        assert_eq!(count.points(), 4, "a road of 4 tiles");
        let _ = count.update(Message::Kind(Kind::City));
        let _ = count.update(Message::Pennants(1));
        assert_eq!(count.points(), 10, "a complete city of 4 tiles, 1 pennant");
        let _ = count.update(Message::Complete(false));
        assert_eq!(count.points(), 5, "the same city unfinished");
        let _ = count.update(Message::Kind(Kind::Cloister));
        let _ = count.update(Message::Neighbours(5));
        assert_eq!(count.points(), 9, "a surrounded cloister");
        assert_eq!(count.update(Message::Score), Some(Kind::Cloister));
    }
}
