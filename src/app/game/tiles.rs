//! Correcting the tiles left during play (RULES T6; the notation's
//! `tiles N`): the menu's *Tiles left* asks for the count, the keypad or
//! − and + set it, *Set* gives the command.

use super::{Action, Ask, Command, GameScreen, Input, Message, Table};

impl GameScreen {
    /// The correction of the tiles left: asked, typed, set.
    pub(super) fn tiles(&mut self, message: Message, table: &mut Table) -> Action {
        match (message, &mut self.ask) {
            (Message::Tiles, _) => {
                self.menu = false;
                if let Some(left) = self.state().tiles_left {
                    self.ask = Some(Ask::Tiles { left, typed: false });
                }
                Action::None
            }
            (Message::TilesKey(input), Some(Ask::Tiles { left, typed })) => {
                *left = after_key(*left, *typed, input);
                *typed = true;
                Action::None
            }
            (Message::SetTiles, Some(Ask::Tiles { left, .. })) => {
                let left = *left;
                self.ask = None;
                self.give(Command::SetTiles { left }, table)
            }
            _ => Action::None,
        }
    }
}

/// The tiles left after a key of their correction: the first digit
/// replaces the count on show, the next ones add to it (at most 999).
pub(super) fn after_key(left: u32, typed: bool, input: Input) -> u32 {
    match input {
        Input::Digit(d) if !typed => d,
        Input::Digit(d) if left < 100 => left * 10 + d,
        Input::Digit(_) | Input::Field(_) => left,
        Input::Backspace => left / 10,
        Input::Clear => 0,
        Input::Nudge(by) => left.saturating_add_signed(by).min(999),
    }
}
