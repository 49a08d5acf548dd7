//! Placeholder until the track branch lands.
use iced::widget::canvas;
use iced::{Element, Fill, Rectangle, Renderer, Theme, mouse};

use crate::engine::{Colour, Figure};

/// A figure on the track.
#[derive(Debug, Clone)]
pub struct Token {
    /// Colour.
    pub colour: Colour,
    /// Figure.
    pub figure: Figure,
    /// Space.
    pub space: u32,
    /// Laps.
    pub laps: u32,
    /// Active.
    pub active: bool,
}

/// A player's total in the centre.
#[derive(Debug, Clone)]
pub struct Standing {
    /// Name.
    pub name: String,
    /// Colour.
    pub colour: Colour,
    /// Total.
    pub total: u32,
    /// Active.
    pub active: bool,
}

/// The track.
#[derive(Debug, Clone)]
pub struct Track {
    /// Tokens.
    pub tokens: Vec<Token>,
    /// Standings.
    pub standings: Vec<Standing>,
    /// Saint Nicholas.
    pub saint_nicholas: bool,
}

impl<Message> canvas::Program<Message> for Track {
    type State = ();
    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let frame = canvas::Frame::new(renderer, bounds.size());
        vec![frame.into_geometry()]
    }
}

/// The track as a widget.
pub fn view<'a, Message: 'a>(track: Track) -> Element<'a, Message> {
    canvas(track).width(Fill).height(Fill).into()
}
