//! The Christmas Present section of the setup: the switch and the one
//! choice the rules leave open, whose scoring a bonus card changes
//! (RULES XP5 `card-bonus`).

use iced::Element;
use iced::widget::radio;

use crate::engine::christmas::{CardBonus, Christmas};
use crate::t;

use super::super::frame::Scale;

use super::{option_group, section};

/// Whether Christmas Present is played, and with which option.
#[derive(Debug, Clone, Default)]
pub struct State {
    on: bool,
    options: Christmas,
}

/// What the player did in this section.
#[derive(Debug, Clone)]
pub enum Message {
    /// The expansion was switched on or off.
    Switch(bool),
    /// XP5 `card-bonus`.
    CardBonus(CardBonus),
}

impl State {
    /// The section as a game with these options (or none) was set up.
    pub fn from_options(options: Option<Christmas>) -> Self {
        State {
            on: options.is_some(),
            options: options.unwrap_or_default(),
        }
    }

    /// The engine's options, if Christmas Present is played.
    pub fn options(&self) -> Option<Christmas> {
        self.on.then_some(self.options)
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message) {
        match message {
            Message::Switch(on) => self.on = on,
            Message::CardBonus(bonus) => self.options.card_bonus = bonus,
        }
    }

    /// The switch, what the expansion does, and the option once it is on.
    pub fn view(&self, scale: Scale) -> Element<'_, Message> {
        section(
            scale,
            self.on,
            t!("setup-xp"),
            t!("setup-xp-hint"),
            Message::Switch,
            || {
                option_group(
                    scale,
                    t!("setup-xp-card-bonus"),
                    vec![
                        radio(
                            t!("setup-xp-card-bonus-player"),
                            CardBonus::Player,
                            Some(self.options.card_bonus),
                            Message::CardBonus,
                        ),
                        radio(
                            t!("setup-xp-card-bonus-all"),
                            CardBonus::AllHolders,
                            Some(self.options.card_bonus),
                            Message::CardBonus,
                        ),
                    ],
                )
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xp5_the_option_reaches_the_engine_only_while_it_is_on() {
        let mut state = State::default();
        state.update(Message::CardBonus(CardBonus::AllHolders));
        assert_eq!(state.options(), None);
        state.update(Message::Switch(true));
        assert_eq!(
            state.options().map(|o| o.card_bonus),
            Some(CardBonus::AllHolders)
        );
    }
}
