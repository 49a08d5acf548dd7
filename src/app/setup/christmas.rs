//! The Christmas Present section of the setup: the switch and the one
//! choice the rules leave open, whose scoring a bonus card changes
//! (RULES XP5 `card-bonus`).

use iced::Element;
use iced::widget::radio;

use crate::engine::Setup;
use crate::engine::christmas::{CardBonus, Christmas};
use crate::t;

use super::super::kit::Scale;

use super::{option_group, section};

/// Whether Christmas Present is played, and with which option.
pub type Section = super::Switched<Christmas>;

/// What the player did in this section.
#[derive(Debug, Clone)]
pub enum Choice {
    /// The expansion was switched on or off.
    Switch(bool),
    /// XP5 `card-bonus`.
    CardBonus(CardBonus),
}

impl Section {
    /// Handles one message.
    fn take(&mut self, choice: Choice) {
        match choice {
            Choice::Switch(on) => self.switch(on),
            Choice::CardBonus(bonus) => self.choose().card_bonus = bonus,
        }
    }

    /// The switch, what the expansion does, and the option once it is on.
    fn show(&self, scale: Scale) -> Element<'_, Choice> {
        section(
            scale,
            self.on(),
            t!("setup-xp"),
            t!("setup-xp-hint"),
            Choice::Switch,
            || {
                option_group(
                    scale,
                    t!("setup-xp-card-bonus"),
                    vec![
                        radio(
                            t!("setup-xp-card-bonus-player"),
                            CardBonus::Player,
                            Some(self.chosen().card_bonus),
                            Choice::CardBonus,
                        ),
                        radio(
                            t!("setup-xp-card-bonus-all"),
                            CardBonus::AllHolders,
                            Some(self.chosen().card_bonus),
                            Choice::CardBonus,
                        ),
                    ],
                )
            },
        )
    }
}

impl super::ExpansionSection for Section {
    type Choice = Choice;

    fn read(&mut self, setup: &Setup) {
        *self = Section::from_options(setup.christmas);
    }

    fn write(&self, setup: &mut Setup) {
        setup.christmas = self.options();
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
    fn xp5_the_option_reaches_the_engine_only_while_it_is_on() {
        let mut section = Section::default();
        section.take(Choice::CardBonus(CardBonus::AllHolders));
        assert_eq!(section.options(), None);
        section.take(Choice::Switch(true));
        assert_eq!(
            section.options().map(|o| o.card_bonus),
            Some(CardBonus::AllHolders)
        );
    }
}
