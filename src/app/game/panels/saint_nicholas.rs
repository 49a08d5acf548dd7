//! Saint Nicholas on the game screen: the board's Santa hat on space 6 and
//! tree on space 24 (RULES SN). Its extra turns are the base game's queue
//! and its prompts the engine's; it has nothing to enter.

use crate::engine::{Game, HAT_SPACE, TREE_SPACE};

use super::super::panel::{Context, Outcome, Panel as Shape};
use crate::app::track::Picture;

/// Nothing to remember.
#[derive(Debug, Clone, Default)]
pub struct Panel;

/// Nothing to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {}

impl Shape for Panel {
    type Message = Message;

    fn new(_game: &Game) -> Self {
        Panel
    }

    fn update(&mut self, message: Message, _cx: &Context<'_>) -> Outcome {
        match message {}
    }

    fn pictures(&self, game: &Game) -> Vec<(u32, Picture)> {
        if game.setup().saint_nicholas.is_some() {
            vec![(HAT_SPACE, Picture::Hat), (TREE_SPACE, Picture::Tree)]
        } else {
            Vec::new()
        }
    }
}
