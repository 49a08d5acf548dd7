//! The Gold Mines section of the setup: the switch. The expansion has no
//! options; switching it on raises the tile counter's default to 80
//! (RULES T6), which the setup screen does.

use iced::Element;
use iced::widget::checkbox;

use crate::engine::gold::GoldMines;
use crate::t;

use super::super::frame::Scale;

/// Whether Gold Mines is used.
#[derive(Debug, Clone, Default)]
pub struct State {
    on: bool,
}

/// What the player did in this section.
#[derive(Debug, Clone)]
pub enum Message {
    /// The expansion was switched on or off.
    Switch(bool),
}

impl State {
    /// The section as a game with these options (or none) was set up.
    pub fn from_options(options: Option<GoldMines>) -> Self {
        State {
            on: options.is_some(),
        }
    }

    /// The engine's options, if the expansion is used.
    pub fn options(&self) -> Option<GoldMines> {
        self.on.then_some(GoldMines::default())
    }

    /// Whether the expansion is switched on.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message) {
        match message {
            Message::Switch(on) => self.on = on,
        }
    }

    /// The switch and what the expansion does.
    pub fn view(&self, scale: Scale) -> Element<'_, Message> {
        super::switch_card(
            scale,
            super::touch(
                scale,
                checkbox(self.on)
                    .label(t!("setup-gold"))
                    .on_toggle(Message::Switch),
            )
            .text_size(scale.px(super::super::design::size::LABEL)),
            t!("setup-gold-hint"),
            None,
        )
    }
}
