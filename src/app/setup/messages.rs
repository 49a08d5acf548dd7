//! The Messages section of the setup: the switch, MSG7 `zmg-alone`, and
//! whether the app draws the messages or the table draws its own tiles.

use iced::Element;
use iced::widget::{checkbox, column, radio};

use crate::engine::Setup;
use crate::engine::messages::{Draw, Messages};
use crate::t;

use super::super::kit::Scale;

use super::{option_group, section, touch};

/// Whether The Messages is used, and with which options.
pub type Section = super::Switched<Messages>;

/// What the player did in this section.
#[derive(Debug, Clone)]
pub enum Choice {
    /// The expansion was switched on or off.
    Switch(bool),
    /// MSG7 `zmg-alone`.
    ZmgAlone(bool),
    /// Who draws the messages.
    Draw(Draw),
}

impl Section {
    /// Handles one message.
    fn take(&mut self, choice: Choice) {
        match choice {
            Choice::Switch(on) => self.switch(on),
            Choice::ZmgAlone(on) => self.choose().zmg_alone = on,
            Choice::Draw(draw) => self.choose().draw = draw,
        }
    }

    /// The switch, what the expansion does, and its options once it is on.
    fn show(&self, scale: Scale) -> Element<'_, Choice> {
        section(
            scale,
            self.on(),
            t!("setup-msg"),
            t!("setup-msg-hint"),
            Choice::Switch,
            || self.choices(scale),
        )
    }

    fn choices(&self, scale: Scale) -> Element<'_, Choice> {
        let o = self.chosen();
        column![
            option_group(
                scale,
                t!("setup-msg-draw"),
                vec![
                    radio(
                        t!("setup-msg-draw-virtual"),
                        Draw::Virtual,
                        Some(o.draw),
                        Choice::Draw
                    ),
                    radio(
                        t!("setup-msg-draw-physical"),
                        Draw::Physical,
                        Some(o.draw),
                        Choice::Draw
                    ),
                ],
            ),
            touch(
                scale,
                checkbox(o.zmg_alone)
                    .label(t!("setup-msg-zmg-alone"))
                    .on_toggle(Choice::ZmgAlone)
            ),
        ]
        .spacing(14)
        .into()
    }
}

impl super::ExpansionSection for Section {
    type Choice = Choice;

    fn read(&mut self, setup: &Setup) {
        *self = Section::from_options(setup.messages);
    }

    fn write(&self, setup: &mut Setup) {
        setup.messages = self.options();
    }

    fn update(&mut self, choice: Choice) {
        self.take(choice);
    }

    fn view(&self, _draft: &Setup, scale: Scale) -> Element<'_, Choice> {
        self.show(scale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_options_reach_the_engine_only_while_it_is_on() {
        let mut section = Section::default();
        section.take(Choice::ZmgAlone(true));
        assert_eq!(section.options(), None);
        section.take(Choice::Switch(true));
        section.take(Choice::Draw(Draw::Physical));
        assert_eq!(
            section.options(),
            Some(Messages {
                zmg_alone: true,
                draw: Draw::Physical
            })
        );
    }
}
