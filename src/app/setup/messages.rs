//! The Messages section of the setup: the switch, MSG7 `zmg-alone`, and
//! whether the app draws the messages or the table draws its own tiles.

use iced::Element;
use iced::widget::{checkbox, column, radio};

use crate::engine::messages::{Draw, Messages};
use crate::t;

use super::super::frame::Scale;

use super::{option_group, section, touch};

/// Whether The Messages is used, and with which options.
#[derive(Debug, Clone, Default)]
pub struct State {
    on: bool,
    options: Messages,
}

/// What the player did in this section.
#[derive(Debug, Clone)]
pub enum Message {
    /// The expansion was switched on or off.
    Switch(bool),
    /// MSG7 `zmg-alone`.
    ZmgAlone(bool),
    /// Who draws the messages.
    Draw(Draw),
}

impl State {
    /// The section as a game with these options (or none) was set up.
    pub fn from_options(options: Option<Messages>) -> Self {
        State {
            on: options.is_some(),
            options: options.unwrap_or_default(),
        }
    }

    /// The engine's options, if the expansion is used.
    pub fn options(&self) -> Option<Messages> {
        self.on.then_some(self.options)
    }

    /// Whether the expansion is switched on.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message) {
        match message {
            Message::Switch(on) => self.on = on,
            Message::ZmgAlone(on) => self.options.zmg_alone = on,
            Message::Draw(draw) => self.options.draw = draw,
        }
    }

    /// The switch, what the expansion does, and its options once it is on.
    pub fn view(&self, scale: Scale) -> Element<'_, Message> {
        section(
            scale,
            self.on,
            t!("setup-msg"),
            t!("setup-msg-hint"),
            Message::Switch,
            || self.choices(scale),
        )
    }

    fn choices(&self, scale: Scale) -> Element<'_, Message> {
        let o = &self.options;
        column![
            option_group(
                scale,
                t!("setup-msg-draw"),
                vec![
                    radio(
                        t!("setup-msg-draw-virtual"),
                        Draw::Virtual,
                        Some(o.draw),
                        Message::Draw
                    ),
                    radio(
                        t!("setup-msg-draw-physical"),
                        Draw::Physical,
                        Some(o.draw),
                        Message::Draw
                    ),
                ],
            ),
            touch(
                scale,
                checkbox(o.zmg_alone)
                    .label(t!("setup-msg-zmg-alone"))
                    .on_toggle(Message::ZmgAlone)
            ),
        ]
        .spacing(14)
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_options_reach_the_engine_only_while_it_is_on() {
        let mut state = State::default();
        state.update(Message::ZmgAlone(true));
        assert_eq!(state.options(), None);
        state.update(Message::Switch(true));
        state.update(Message::Draw(Draw::Physical));
        assert_eq!(
            state.options(),
            Some(Messages {
                zmg_alone: true,
                draw: Draw::Physical
            })
        );
    }
}
