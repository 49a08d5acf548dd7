//! Drawing the game screen. One layout for every window from 1100×700 up:
//!
//! ```text
//! ┌ banner: whose turn (40 px and up), the turn, tiles left ─────────────┐
//! ├ settle area: what the table must settle now, naming who, in colour ──┤
//! ├ board: the track, every total in its centre ──┬ side: tabs ──────────┤
//! │                                               │ form row  │ main key │
//! │                                               │ keypad    │ kinds    │
//! ├ turn bar: undo, history, menu ────────────────┴── another tile, end ─┤
//! ```
//!
//! Every block has a fixed size for a given window (larger windows grow
//! the type and the board by [`design::grow`]), so nothing moves when
//! holders, modes or notices change, and nothing scrolls but the history.
//! During the final scoring the same places serve the wizard: its steps
//! are the tabs, the final features are entered on the keypad and the
//! kinds, and *Next* stands where *End turn* stood.

mod banner;
mod bar;
mod board;
mod keypad;
mod settle;
mod sheet;
mod side;

use iced::widget::{button, column, container, opaque, responsive, row, stack};
use iced::{Element, Fill, Size};

use crate::engine::{Colour, Kind};

use super::super::design;
use super::super::kit::Scale;
use super::panel::FinalStep;
use super::{GameScreen, Message};
use banner::banner;
use bar::{menu, turn_bar};
use board::board;
pub(crate) use keypad::scored_by;
use settle::settle;
pub use settle::{keyed_answer, main_answer};
use side::side;

/// The sizes of one window's layout.
#[derive(Debug, Clone, Copy)]
pub struct Layout {
    /// How much larger than at 1280×800.
    pub grow: f32,
    /// The banner's height.
    pub banner: f32,
    /// The settle area's height.
    pub settle: f32,
    /// The turn bar's height.
    pub bar: f32,
    /// The side column's width.
    pub side: f32,
}

impl Layout {
    /// The layout for a window of `size`.
    pub fn new(size: Size) -> Layout {
        let grow = design::grow(size.width, size.height);
        Layout {
            grow,
            banner: 58.0 * grow,
            settle: 136.0 * grow,
            bar: 60.0 * grow,
            side: (410.0 * grow).min(size.width * 0.4),
        }
    }
}

const PAD: f32 = 8.0;

/// A button's style function.
type ButtonStyle = dyn Fn(&iced::Theme, button::Status) -> button::Style;
/// What a kind's key sends now.
type KindKey = dyn Fn(Kind) -> Option<Message>;
/// The form row's height: two lines of fields.
const FORM: f32 = 112.0;
/// The width of the slot of the entry's main key (Score, Add, …).
const MAIN_KEY: f32 = 132.0;
/// The width of the settle area's main answer, and of the others.
const MAIN_ANSWER: f32 = 196.0;
const ANSWER: f32 = 164.0;

/// The whole screen.
pub fn view(screen: &GameScreen) -> Element<'_, Message> {
    responsive(move |size| page(screen, size)).into()
}

fn page(screen: &GameScreen, size: Size) -> Element<'_, Message> {
    let layout = Layout::new(size);
    let g = layout.grow;
    // The panels' widgets draw as much larger as the screen.
    let _on_show = Scale { grow: g }.on_show();
    let inner = size.width - 2.0 * PAD;
    let body = row![
        container(board(screen, g)).width(Fill).height(Fill),
        container(side(screen, g)).width(layout.side).height(Fill),
    ]
    .spacing(PAD)
    .height(Fill);
    let page = column![
        container(banner(screen, g, inner))
            .id("banner")
            .height(layout.banner)
            .width(Fill),
        container(settle(screen, g, inner, layout.settle))
            .id("settle")
            .height(layout.settle)
            .width(Fill),
        body,
        container(turn_bar(screen, g, inner))
            .height(layout.bar)
            .width(Fill),
    ]
    .spacing(PAD);
    let page = container(page).padding(PAD).width(Fill).height(Fill);
    if screen.keys {
        stack![page, opaque(container(sheet::overlay()).id("overlay"))].into()
    } else if screen.menu {
        stack![page, opaque(container(menu(screen, g)).id("overlay"))].into()
    } else {
        page.into()
    }
}

/// A size of the type scale grown for this window.
fn sized(value: f32, g: f32) -> f32 {
    (value * g).round()
}

/// Every player's name and colour, for texts that name them.
fn players(screen: &GameScreen) -> Vec<(String, Colour)> {
    screen
        .saved
        .game
        .setup()
        .players
        .iter()
        // As the sentences hold them (`t!` tames what it is given).
        .map(|p| (crate::i18n::tame(&p.name), p.colour))
        .collect()
}

/// The steps the panels add to the final scoring.
fn added(screen: &GameScreen) -> Vec<FinalStep> {
    screen.panels.final_steps(&screen.saved.game)
}
