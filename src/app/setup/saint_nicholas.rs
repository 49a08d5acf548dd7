//! The Saint Nicholas section of the setup: the board switch and, when it
//! is on, the table's choices for the rules the box leaves open (RULES
//! SN1, SN3–SN6).

use iced::Element;
use iced::widget::{checkbox, column, radio};

use crate::engine::{Both, Check, FigureLevels, Order, SaintNicholas};
use crate::t;

use super::super::frame::Scale;

use super::{option_group, section, touch};

/// Whether the board is used, and with which options.
#[derive(Debug, Clone, Default)]
pub struct State {
    on: bool,
    options: SaintNicholas,
}

/// What the player did in this section.
#[derive(Debug, Clone)]
pub enum Message {
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

impl State {
    /// The section as a game with these options (or none) was set up.
    pub fn from_options(options: Option<SaintNicholas>) -> Self {
        State {
            on: options.is_some(),
            options: options.unwrap_or_default(),
        }
    }

    /// The engine's options, if the board is used.
    pub fn options(&self) -> Option<SaintNicholas> {
        self.on.then_some(self.options)
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message) {
        let options = &mut self.options;
        match message {
            Message::Switch(on) => self.on = on,
            Message::Check(check) => options.check = check,
            Message::EveryLap(on) => options.every_lap = on,
            Message::Both(both) => options.both_conditions = both,
            Message::Order(order) => options.order = order,
            Message::FeatureOnly(on) => options.feature_only = on,
            Message::Levels(levels) => options.messages_figures = levels,
        }
    }

    /// The switch, what the board does, and the options once it is on;
    /// with The Messages on too, how two figures make one level (SN7).
    pub fn view(&self, messages: bool, scale: Scale) -> Element<'_, Message> {
        section(
            scale,
            self.on,
            t!("setup-sn"),
            t!("setup-sn-hint"),
            Message::Switch,
            || self.choices(messages, scale),
        )
    }

    fn choices(&self, messages: bool, scale: Scale) -> Element<'_, Message> {
        let o = &self.options;
        let mut choices = column![].spacing(14);
        if messages {
            choices = choices.push(option_group(
                scale,
                t!("setup-sn-levels"),
                vec![
                    radio(
                        t!("setup-sn-levels-higher-lower"),
                        FigureLevels::HigherLower,
                        Some(o.messages_figures),
                        Message::Levels,
                    ),
                    radio(
                        t!("setup-sn-levels-sum"),
                        FigureLevels::Sum,
                        Some(o.messages_figures),
                        Message::Levels,
                    ),
                    radio(
                        t!("setup-sn-levels-any"),
                        FigureLevels::Any,
                        Some(o.messages_figures),
                        Message::Levels,
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
                        Message::Check
                    ),
                    radio(
                        t!("setup-sn-check-round"),
                        Check::Round,
                        Some(o.check),
                        Message::Check
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
                        Message::Both
                    ),
                    radio(
                        t!("setup-sn-both-two"),
                        Both::Two,
                        Some(o.both_conditions),
                        Message::Both
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
                        Message::Order
                    ),
                    radio(
                        t!("setup-sn-order-active"),
                        Order::ActiveFirst,
                        Some(o.order),
                        Message::Order
                    ),
                ],
            ),
            touch(
                scale,
                checkbox(o.every_lap)
                    .label(t!("setup-sn-every-lap"))
                    .on_toggle(Message::EveryLap)
            ),
            touch(
                scale,
                checkbox(o.feature_only)
                    .label(t!("setup-sn-feature-only"))
                    .on_toggle(Message::FeatureOnly)
            ),
        ]
        .spacing(14);
        choices.push(rest).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_options_reach_the_engine_only_while_the_board_is_on() {
        let mut state = State::default();
        assert_eq!(state.options(), None);
        state.update(Message::Check(Check::Round));
        state.update(Message::EveryLap(true));
        assert_eq!(state.options(), None, "options alone do not switch it on");
        state.update(Message::Switch(true));
        let options = state.options().expect("the board is on");
        assert_eq!(options.check, Check::Round);
        assert!(options.every_lap);
        assert_eq!(options.order, SaintNicholas::default().order);
        state.update(Message::Switch(false));
        assert_eq!(state.options(), None);
    }
}
