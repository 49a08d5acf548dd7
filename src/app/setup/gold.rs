//! The Gold Mines section of the setup: the switch. The expansion has no
//! options; switching it on raises the tile counter's default to 80
//! (RULES T6), which the setup screen does.

use iced::Element;
use iced::widget::checkbox;

use crate::engine::Setup;
use crate::engine::gold::GoldMines;
use crate::t;

use super::super::kit::Scale;

/// Whether Gold Mines is used.
pub type Section = super::Switched<GoldMines>;

/// What the player did in this section.
#[derive(Debug, Clone)]
pub enum Choice {
    /// The expansion was switched on or off.
    Switch(bool),
}

impl Section {
    /// Handles one message.
    fn take(&mut self, choice: Choice) {
        match choice {
            Choice::Switch(on) => self.switch(on),
        }
    }

    /// The switch and what the expansion does.
    fn show(&self, scale: Scale) -> Element<'_, Choice> {
        super::switch_card(
            scale,
            super::touch(
                scale,
                checkbox(self.on())
                    .label(t!("setup-gold"))
                    .on_toggle(Choice::Switch),
            )
            .text_size(scale.px(super::super::design::size::LABEL)),
            t!("setup-gold-hint"),
            None,
        )
    }
}

impl super::ExpansionSection for Section {
    type Choice = Choice;

    fn read(&mut self, setup: &Setup) {
        *self = Section::from_options(setup.gold);
    }

    fn write(&self, setup: &mut Setup) {
        setup.gold = self.options();
    }

    fn update(&mut self, choice: Choice) {
        self.take(choice);
    }

    fn view(&self, _draft: &Setup, scale: Scale) -> Element<'_, Choice> {
        self.show(scale)
    }
}
