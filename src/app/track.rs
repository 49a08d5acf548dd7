//! The score track, drawn like the cardboard board: 50 spaces round a
//! rectangle of 16 × 11 cells, space 0 in the bottom-left corner and the
//! count running clockwise (up the left side, along the top, down the
//! right, back along the bottom), with the players' standings in the
//! middle (RULES T1, SN).

mod draw;

use iced::widget::canvas::{self, Frame};
use iced::{Element, Fill, Point, Rectangle, Renderer, Size, Theme};

use crate::engine::{Colour, Figure, TRACK_SPACES};

/// Cells across the board.
pub const COLUMNS: u32 = 16;
/// Cells down the board.
pub const ROWS: u32 = 11;
/// How far a cell may stretch from square, either way.
const MAX_ASPECT: f32 = 1.25;

/// One scoring figure on the track.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// Whose figure it is.
    pub colour: Colour,
    /// The meeple or the messenger.
    pub figure: Figure,
    /// The space it stands on, 0–49.
    pub space: u32,
    /// Completed laps, shown as a 50/100/150… tile.
    pub laps: u32,
    /// Whether it belongs to the active player.
    pub active: bool,
    /// The player's initial (two letters where initials are shared), drawn
    /// on the figure so no one depends on colour alone.
    pub mark: String,
}

/// A figure's outline below its head (a circle of radius 0.17 round
/// (0.5, 0.2)), in fractions of its box, clockwise from the neck's right.
pub fn figure_outline(figure: Figure) -> &'static [(f32, f32)] {
    draw::body(figure)
}

/// Each player's mark for their figures: the initial, or the first two
/// letters where two players share an initial.
pub fn marks<'a>(names: impl IntoIterator<Item = &'a str> + Clone) -> Vec<String> {
    let initial = |name: &str| {
        name.trim()
            .chars()
            .next()
            .map(|c| c.to_uppercase().to_string())
    };
    names
        .clone()
        .into_iter()
        .map(|name| {
            let first = initial(name).unwrap_or_default();
            let shared = names
                .clone()
                .into_iter()
                .filter(|other| initial(other).unwrap_or_default() == first)
                .count()
                > 1;
            if shared {
                let second: String = name.trim().chars().skip(1).take(1).collect();
                format!("{first}{}", second.to_lowercase())
            } else {
                first
            }
        })
        .collect()
}

/// One line of the board centre: a player and their total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The player's name.
    pub name: String,
    /// The player's meeple colour.
    pub colour: Colour,
    /// The player's points.
    pub total: u32,
    /// Whether it is this player's turn.
    pub active: bool,
}

/// Everything the track shows; a [`canvas::Program`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Track {
    /// Every scoring figure, drawn in this order within a space.
    pub tokens: Vec<Token>,
    /// The board centre, top to bottom.
    pub standings: Vec<Standing>,
    /// Marks space 6 with a Santa hat and 24 with a tree (RULES SN).
    pub saint_nicholas: bool,
}

/// The track as a widget that fills the space it is given.
pub fn view<'a, Message: 'a>(track: Track) -> Element<'a, Message> {
    iced::widget::canvas(track).width(Fill).height(Fill).into()
}

/// The size of one cell for a board drawn in `bounds`: as large as fits,
/// stretched at most [`MAX_ASPECT`] from square.
fn cell_size(bounds: Size) -> Size {
    let width = bounds.width / COLUMNS as f32;
    let height = bounds.height / ROWS as f32;
    Size::new(
        width.min(height * MAX_ASPECT),
        height.min(width * MAX_ASPECT),
    )
}

/// The whole ring, centred in `bounds`.
fn board_rect(bounds: Size) -> Rectangle {
    let cell = cell_size(bounds);
    let size = Size::new(cell.width * COLUMNS as f32, cell.height * ROWS as f32);
    let top_left = Point::new(
        (bounds.width - size.width) / 2.0,
        (bounds.height - size.height) / 2.0,
    );
    Rectangle::new(top_left, size)
}

/// Inside the ring: the board centre, where the standings go.
fn centre_rect(bounds: Size) -> Rectangle {
    let board = board_rect(bounds);
    let cell = cell_size(bounds);
    Rectangle::new(
        Point::new(board.x + cell.width, board.y + cell.height),
        Size::new(
            board.width - 2.0 * cell.width,
            board.height - 2.0 * cell.height,
        ),
    )
}

/// The share of the board centre, at its top, kept for the notices (the
/// extra turns queued, prompts, errors), so they have a place of their
/// own and nothing moves when they come and go.
pub const NOTICE_SHARE: f32 = 0.36;

/// Where the notices go on a board filling `bounds`: the top of the centre.
pub fn notice_rect(bounds: Size) -> Rectangle {
    let centre = centre_rect(bounds);
    let pad = 0.03 * centre.width.min(centre.height);
    Rectangle::new(
        Point::new(centre.x + pad, centre.y + pad),
        Size::new(centre.width - 2.0 * pad, NOTICE_SHARE * centre.height - pad),
    )
}

/// Below the notices: the standings.
fn standings_rect(bounds: Size) -> Rectangle {
    let centre = centre_rect(bounds);
    let top = NOTICE_SHARE * centre.height;
    Rectangle::new(
        Point::new(centre.x, centre.y + top),
        Size::new(centre.width, centre.height - top),
    )
}

/// Column and row of a space, counted from the top-left cell.
fn grid(space: u32) -> (u32, u32) {
    let (right, bottom) = (COLUMNS - 1, ROWS - 1);
    match space % TRACK_SPACES {
        s if s <= bottom => (0, bottom - s),
        s if s <= bottom + right => (s - bottom, 0),
        s if s <= 2 * bottom + right => (right, s - bottom - right),
        s => (right - (s - 2 * bottom - right), bottom),
    }
}

/// Where `space` (taken modulo 50) is drawn on a board filling `bounds`.
pub fn cell_rect(space: u32, bounds: Size) -> Rectangle {
    let board = board_rect(bounds);
    let cell = cell_size(bounds);
    let (column, row) = grid(space);
    Rectangle::new(
        Point::new(
            board.x + column as f32 * cell.width,
            board.y + row as f32 * cell.height,
        ),
        cell,
    )
}

/// The strip across the top of a cell that holds its number.
fn number_band(cell: Rectangle) -> Rectangle {
    let pad = 0.03 * cell.width.min(cell.height);
    let height = 0.34 * cell.width.min(cell.height);
    Rectangle::new(
        Point::new(cell.x + pad, cell.y + pad),
        Size::new(cell.width - 2.0 * pad, height),
    )
}

/// The part of a cell below its number, where the figures stand.
fn token_area(cell: Rectangle) -> Rectangle {
    let band = number_band(cell);
    let pad = band.y - cell.y;
    let top = band.y + band.height;
    Rectangle::new(
        Point::new(band.x, top),
        Size::new(band.width, cell.y + cell.height - pad - top),
    )
}

/// Square, non-overlapping places for `count` figures sharing a cell: the
/// grid with the largest squares that fits below the number, the last row
/// centred.
pub fn token_slots(cell: Rectangle, count: usize) -> Vec<Rectangle> {
    if count == 0 {
        return Vec::new();
    }
    let area = token_area(cell);
    let (columns, side) = (1..=count)
        .map(|columns| {
            let rows = count.div_ceil(columns);
            let side = (area.width / columns as f32).min(area.height / rows as f32);
            (columns, side)
        })
        .fold(
            (1, 0.0),
            |best, next| if next.1 > best.1 { next } else { best },
        );
    let rows = count.div_ceil(columns);
    let top = area.y + (area.height - rows as f32 * side) / 2.0;
    (0..count)
        .map(|i| {
            let (row, column) = (i / columns, i % columns);
            let in_row = (count - row * columns).min(columns);
            let left = area.x + (area.width - in_row as f32 * side) / 2.0;
            Rectangle::new(
                Point::new(left + column as f32 * side, top + row as f32 * side),
                Size::new(side, side),
            )
        })
        .collect()
}

/// Drawn afresh each frame, without a `canvas::Cache`: a `Track` is rebuilt
/// by every `view` anyway, and recording the board takes about 0.2 ms.
impl<Message> canvas::Program<Message> for Track {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: iced::mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let size = bounds.size();
        let mut frame = whole_frame(renderer, size);
        let colours = draw::Colours::new(theme);
        draw::board(&mut frame, board_rect(size), centre_rect(size), &colours);
        for space in 0..TRACK_SPACES {
            let cell = cell_rect(space, size);
            draw::space(&mut frame, space, cell, self.saint_nicholas, &colours);
            let here: Vec<&Token> = self
                .tokens
                .iter()
                .filter(|t| t.space % TRACK_SPACES == space)
                .collect();
            for (token, slot) in here.iter().zip(token_slots(cell, here.len())) {
                draw::token(&mut frame, slot, token, &colours);
            }
        }
        draw::standings(&mut frame, standings_rect(size), &self.standings, &colours);
        vec![frame.into_geometry()]
    }
}

#[cfg(test)]
mod tests;

/// A row of meeples in the given colours: the app's emblem on the home and
/// results screens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meeples(pub Vec<Colour>);

impl<Message> canvas::Program<Message> for Meeples {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: iced::mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let mut frame = whole_frame(renderer, bounds.size());
        let count = self.0.len().max(1) as f32;
        let size = (bounds.height).min(bounds.width / (count * 1.15));
        let outline = crate::app::palette::outline(theme.extended_palette().is_dark);
        for (i, colour) in self.0.iter().enumerate() {
            let rect = Rectangle::new(
                Point::new(i as f32 * size * 1.15, (bounds.height - size) / 2.0),
                Size::new(size, size),
            );
            draw::figure(
                &mut frame,
                rect,
                Figure::Meeple,
                *colour,
                outline,
                size / 24.0,
            );
        }
        vec![frame.into_geometry()]
    }
}

/// [`Meeples`] as a widget of this height.
pub fn meeples<'a, Message: 'a>(colours: Vec<Colour>, height: f32) -> Element<'a, Message> {
    let width = height * 1.15 * colours.len() as f32;
    iced::widget::canvas(Meeples(colours))
        .width(width)
        .height(height)
        .into()
}

/// A frame whose drawing claims all of its bounds. tiny-skia repaints only
/// the damaged parts of the window, and it takes a stroke's damage to be
/// its path without the line's width, so outlines along the edges of a
/// canvas would linger after a screen change. An invisible fill over the
/// whole canvas makes the canvas repaint, and be repainted, as one piece.
fn whole_frame(renderer: &Renderer, size: Size) -> Frame {
    let mut frame = Frame::new(renderer, size);
    frame.fill_rectangle(Point::ORIGIN, size, iced::Color::TRANSPARENT);
    frame
}
