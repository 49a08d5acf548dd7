//! The Saint Nicholas section of the setup: the board switch and, when it
//! is on, the table's choices for the rules the box leaves open (RULES
//! SN1, SN3–SN6).

use iced::Element;
use iced::widget::{checkbox, column, radio};

use crate::engine::Setup;
use crate::engine::{Both, Check, FigureLevels, Order, SaintNicholas};
use crate::t;

use super::super::kit::Scale;

use super::{option_group, section, touch};

/// Whether the board is used, and with which options.
pub type Section = super::Switched<SaintNicholas>;

/// What the player did in this section.
#[derive(Debug, Clone)]
pub enum Choice {
    /// The board was switched on or off.
    Switch(bool),
    /// SN1 `check`.
    Check(Check),
    /// SN3 `every-lap`.
    EveryLap(bool),
    /// SN4 `both-conditions`.
    Both(Both),
    /// SN5 `order`.
    Order(Order),
    /// SN6 `feature-only`.
    FeatureOnly(bool),
    /// SN7 `messages-figures`.
    Levels(FigureLevels),
}

impl Section {
    /// Handles one message.
    fn take(&mut self, choice: Choice) {
        match choice {
            Choice::Switch(on) => self.switch(on),
            Choice::Check(check) => self.choose().check = check,
            Choice::EveryLap(on) => self.choose().every_lap = on,
            Choice::Both(both) => self.choose().both_conditions = both,
            Choice::Order(order) => self.choose().order = order,
            Choice::FeatureOnly(on) => self.choose().feature_only = on,
            Choice::Levels(levels) => self.choose().messages_figures = levels,
        }
    }

    /// The switch, what the board does, and the options once it is on;
    /// with The Messages on too, how two figures make one level (SN7).
    fn show(&self, two_figures: bool, scale: Scale) -> Element<'_, Choice> {
        section(
            scale,
            self.on(),
            t!("setup-sn"),
            t!("setup-sn-hint"),
            Choice::Switch,
            || self.choices(two_figures, scale),
        )
    }

    fn choices(&self, two_figures: bool, scale: Scale) -> Element<'_, Choice> {
        let o = self.chosen();
        let mut choices = column![].spacing(14);
        if two_figures {
            choices = choices.push(option_group(
                scale,
                t!("setup-sn-levels"),
                vec![
                    radio(
                        t!("setup-sn-levels-higher-lower"),
                        FigureLevels::HigherLower,
                        Some(o.messages_figures),
                        Choice::Levels,
                    ),
                    radio(
                        t!("setup-sn-levels-sum"),
                        FigureLevels::Sum,
                        Some(o.messages_figures),
                        Choice::Levels,
                    ),
                    radio(
                        t!("setup-sn-levels-any"),
                        FigureLevels::Any,
                        Some(o.messages_figures),
                        Choice::Levels,
                    ),
                ],
            ));
        }
        let rest = column![
            option_group(
                scale,
                t!("setup-sn-check"),
                vec![
                    radio(
                        t!("setup-sn-check-feature"),
                        Check::Feature,
                        Some(o.check),
                        Choice::Check
                    ),
                    radio(
                        t!("setup-sn-check-round"),
                        Check::Round,
                        Some(o.check),
                        Choice::Check
                    ),
                ],
            ),
            option_group(
                scale,
                t!("setup-sn-both"),
                vec![
                    radio(
                        t!("setup-sn-both-one"),
                        Both::One,
                        Some(o.both_conditions),
                        Choice::Both
                    ),
                    radio(
                        t!("setup-sn-both-two"),
                        Both::Two,
                        Some(o.both_conditions),
                        Choice::Both
                    ),
                ],
            ),
            option_group(
                scale,
                t!("setup-sn-order"),
                vec![
                    radio(
                        t!("setup-sn-order-left"),
                        Order::LeftFirst,
                        Some(o.order),
                        Choice::Order
                    ),
                    radio(
                        t!("setup-sn-order-active"),
                        Order::ActiveFirst,
                        Some(o.order),
                        Choice::Order
                    ),
                ],
            ),
            touch(
                scale,
                checkbox(o.every_lap)
                    .label(t!("setup-sn-every-lap"))
                    .on_toggle(Choice::EveryLap)
            ),
            touch(
                scale,
                checkbox(o.feature_only)
                    .label(t!("setup-sn-feature-only"))
                    .on_toggle(Choice::FeatureOnly)
            ),
        ]
        .spacing(14);
        choices.push(rest).into()
    }
}

impl super::ExpansionSection for Section {
    type Choice = Choice;

    fn read(&mut self, setup: &Setup) {
        *self = Section::from_options(setup.saint_nicholas);
    }

    fn write(&self, setup: &mut Setup) {
        setup.saint_nicholas = self.options();
    }

    fn update(&mut self, choice: Choice) {
        self.take(choice);
    }

    fn view(&self, draft: &Setup, scale: Scale) -> Element<'_, Choice> {
        self.show(draft.figures_per_player() > 1, scale)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_options_reach_the_engine_only_while_the_board_is_on() {
        let mut section = Section::default();
        assert_eq!(section.options(), None);
        section.take(Choice::Check(Check::Round));
        section.take(Choice::EveryLap(true));
        assert_eq!(section.options(), None, "options alone do not switch it on");
        section.take(Choice::Switch(true));
        let options = section.options().expect("the board is on");
        assert_eq!(options.check, Check::Round);
        assert!(options.every_lap);
        assert_eq!(options.order, SaintNicholas::default().order);
        section.take(Choice::Switch(false));
        assert_eq!(section.options(), None);
    }
}
