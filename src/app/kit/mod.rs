//! The one widget kit every screen draws with, in the design language,
//! sized by one [`Scale`]: buttons a finger's size, the count field, the
//! frame of a screen (header, body, bar, cards), and sentences that name
//! players in their colours.

mod buttons;
mod count;
mod frame;
mod fresh;
mod names;
mod scale;

pub use buttons::{Look, action, chip, choice, choices, edged, filling, fit, switch, touch_button};
pub use count::{Count, Input, field, nudged, raised};
pub use frame::{
    bar, bold, card, header, heading, hint, load_fonts, page, player, stacked, swatch, with_id,
};
pub use fresh::fresh;
pub use names::{LINE_HEIGHT, chip_border, names_in_colour, split_names};
pub use scale::{OnShow, Scale, grown};

pub(crate) use crate::capitalised;
