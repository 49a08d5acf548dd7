//! The calculator of the entry panel: the points of a road, a city or a
//! cloister worked out from what lies on the table (RULES T7), one tap
//! away from plain points.

use iced::widget::{column, row};
use iced::{Alignment, Element};

use crate::engine::Kind;
use crate::t;

use super::super::design::size;
use super::super::kit::{Count as Field, field, grown, switch};
use super::panel::Input;

/// What is being counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Count {
    kind: Kind,
    tiles: Field,
    pennants: Field,
    complete: bool,
    neighbours: Field,
    /// The field the keypad types into (0 tiles or neighbours, 1 pennants).
    focus: usize,
}

impl Default for Count {
    fn default() -> Self {
        Count {
            kind: Kind::Road,
            tiles: Field::default(),
            pennants: Field::default(),
            complete: true,
            neighbours: Field::of(8),
            focus: 0,
        }
    }
}

/// What the table did on the calculator.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    /// Count a road, a city or a cloister.
    Kind(Kind),
    /// The keypad types into this field.
    Focus(usize),
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

impl Count {
    /// Handles one message; the kind to score, when the table scores.
    pub fn update(&mut self, message: Message) -> Option<Kind> {
        match message {
            Message::Kind(kind) => {
                self.kind = kind;
                self.focus = 0;
            }
            Message::Focus(i) => self.focus = i.min(1),
            Message::Tiles(by) => {
                self.tiles.nudge(by, 99);
                self.focus = 0;
            }
            Message::Pennants(by) => {
                self.pennants.nudge(by, 99);
                self.focus = 1;
            }
            Message::Neighbours(by) => self.neighbours.nudge(by, 8),
            Message::Complete(on) => self.complete = on,
            Message::Score => return Some(self.kind),
        }
        None
    }

    /// A key of the keypad, typed into the focused field.
    pub fn input(&mut self, input: Input) {
        let (field, max) = match (self.kind, self.focus) {
            (Kind::Cloister, _) => (&mut self.neighbours, 8),
            (Kind::City, 1) => (&mut self.pennants, 99),
            _ => (&mut self.tiles, 99),
        };
        field.key(input, max);
    }

    /// The kind being counted.
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The points: a road 1 a tile; a city 2 a tile and pennant when
    /// complete, 1 when not; a cloister 1 and 1 per tile round it (T7).
    pub fn points(&self) -> u32 {
        let (tiles, pennants) = (self.tiles.value(), self.pennants.value());
        match self.kind {
            Kind::City => {
                let per = if self.complete { 2 } else { 1 };
                per * (tiles + pennants)
            }
            Kind::Cloister => 1 + self.neighbours.value().min(8),
            _ => tiles,
        }
    }

    /// The calculator's form: the counts of the kind chosen beside the
    /// keypad (typed on the keypad, nudged with − and +), a city's
    /// completeness, and what it comes to.
    pub fn view(&self) -> Element<'_, Message> {
        let counts: Element<'_, Message> = match self.kind {
            Kind::City => row![
                field(
                    t!("count-tiles"),
                    &self.tiles,
                    self.focus == 0,
                    Message::Focus(0)
                ),
                field(
                    t!("count-pennants"),
                    &self.pennants,
                    self.focus == 1,
                    Message::Focus(1)
                ),
            ]
            .spacing(6)
            .into(),
            Kind::Cloister => field(
                t!("count-neighbours"),
                &self.neighbours,
                true,
                Message::Focus(0),
            ),
            _ => field(t!("count-tiles"), &self.tiles, true, Message::Focus(0)),
        };
        // What it comes to is on the main key beside; a city's second
        // line says whether it is complete.
        let mut second = row![].spacing(6).align_y(Alignment::Center);
        if self.kind == Kind::City {
            second = second.push(
                switch(
                    &t!("count-complete"),
                    self.complete,
                    grown(size::SMALL),
                    None,
                    Message::Complete(!self.complete),
                )
                .height(grown(size::TOUCH)),
            );
        }
        column![counts, second].spacing(8).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t7_points_from_the_counts() {
        let mut count = Count::default();
        count.input(Input::Digit(4));
        assert_eq!(count.points(), 4, "a road of 4 tiles");
        let _ = count.update(Message::Kind(Kind::City));
        let _ = count.update(Message::Pennants(1));
        assert_eq!(count.points(), 10, "a complete city of 4 tiles, 1 pennant");
        let _ = count.update(Message::Complete(false));
        assert_eq!(count.points(), 5, "the same city unfinished");
        let _ = count.update(Message::Kind(Kind::Cloister));
        count.input(Input::Digit(9));
        assert_eq!(count.points(), 9, "a cloister, 8 around at most");
        let _ = count.update(Message::Neighbours(-3));
        assert_eq!(count.points(), 6, "a cloister with 5 around");
        assert_eq!(count.update(Message::Score), Some(Kind::Cloister));
    }
}
