//! The sizes of one window: every screen draws the type scale
//! ([`design::size`]) and the touch target grown with the window
//! ([`design::grow`]), so 1920×1080 draws larger, not emptier. A screen
//! that is given its room passes its [`Scale`] on; the game screen puts
//! its scale on show while it builds its view ([`Scale::on_show`]), and
//! the widgets it shares with its panels read it ([`Scale::current`]).

use iced::Size;

use super::super::design::{self, size};
use super::super::style;

thread_local! {
    static ON_SHOW: std::cell::Cell<f32> = const { std::cell::Cell::new(1.0) };
}

/// The sizes of one window: the type scale and the touch target, grown.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scale {
    /// How much larger than at 1280×800.
    pub grow: f32,
}

impl Scale {
    /// The scale for a window (or the room a screen has) of `size`.
    pub fn of(size: Size) -> Scale {
        Scale {
            grow: design::grow(size.width, size.height),
        }
    }

    /// A size of the type scale (or any length) grown, in whole pixels so
    /// text lands on the pixel grid.
    pub fn px(self, value: f32) -> f32 {
        (value * self.grow).round()
    }

    /// The height of anything a finger taps.
    pub fn touch(self) -> f32 {
        self.px(size::TOUCH)
    }

    /// The space between blocks.
    pub fn gap(self) -> f32 {
        self.px(style::GAP)
    }

    /// The widest a screen's content grows: the body of a page is a
    /// column this wide at most, centred.
    pub fn page_width(self) -> f32 {
        self.px(1120.0)
    }

    /// The scale on show: the game screen's while it builds its view, 1
    /// elsewhere.
    pub fn current() -> Scale {
        Scale {
            grow: ON_SHOW.with(std::cell::Cell::get),
        }
    }

    /// Puts this scale on show until the guard is dropped.
    pub fn on_show(self) -> OnShow {
        OnShow(ON_SHOW.with(|cell| cell.replace(self.grow)))
    }
}

/// While it lives, [`Scale::current`] is the scale put on show.
pub struct OnShow(f32);

impl Drop for OnShow {
    fn drop(&mut self) {
        ON_SHOW.with(|cell| cell.set(self.0));
    }
}

/// A size of the type scale (or a finger's size) grown by the scale on
/// show.
pub fn grown(value: f32) -> f32 {
    Scale::current().px(value)
}
