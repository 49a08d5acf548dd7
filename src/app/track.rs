//! The score track, drawn like the cardboard board: 50 spaces round a
//! rectangle of 16 × 11 cells, space 0 in the bottom-left corner and the
//! count running clockwise (up the left side, along the top, down the
//! right, back along the bottom), with the players' standings in the
//! middle (RULES T1, SN).

mod draw;

pub use crate::look::marks;

use iced::widget::canvas::Frame;
use iced::{Element, Fill, Point, Rectangle, Size, Theme};

use crate::engine::{Colour, Figure, TRACK_SPACES};

use super::icons::Paint;
use super::kept::{self, Drawing};

/// Cells across the board.
pub const COLUMNS: u32 = 16;
/// Cells down the board.
pub const ROWS: u32 = 11;
/// The board is at most this much wider than high (or higher than wide).
const MAX_ASPECT: f32 = 2.0;
/// The least width of a figure, so it reads from across the table; its
/// height is [`FIGURE_RATIO`] times its width.
pub const MIN_FIGURE: f32 = 24.0;
/// A figure's height over its width.
pub const FIGURE_RATIO: f32 = 1.2;
/// The least width the board's centre keeps for the totals (two columns
/// of six long names, as at 1100×700): the side lanes are two figures
/// wide only where the centre keeps this much.
const MIN_CENTRE: f32 = 520.0;
/// The least size of a space's number.
pub const MIN_NUMBER: f32 = 16.0;
/// The least size of any text on the board (the lap marks, the initials).
pub const MIN_TEXT: f32 = 14.0;

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

/// A picture printed on a space of the board, drawn by the expansion
/// that prints it (in its own module, like its icons): its name, which
/// tells two apart, how it is drawn (in a square, outlined in the colour
/// given), and the colour its space is tinted with.
#[derive(Debug, Clone, Copy)]
pub struct Picture {
    /// What it shows, in a word ("hat").
    pub name: &'static str,
    /// How it is drawn.
    pub paint: Paint,
    /// Its main colour, which tints its space.
    pub tint: iced::Color,
}

impl PartialEq for Picture {
    fn eq(&self, other: &Picture) -> bool {
        self.name == other.name
    }
}

impl Eq for Picture {}

/// Everything the track shows; a [`canvas::Program`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Track {
    /// Every scoring figure, drawn in this order within a space.
    pub tokens: Vec<Token>,
    /// Pictures on spaces (an expansion's marks on the board).
    pub pictures: Vec<(u32, Picture)>,
}

/// The track as a widget that fills the space it is given.
pub fn view<'a, Message: 'a>(track: Track) -> Element<'a, Message> {
    kept::canvas(track, Fill, Fill)
}

/// The sizes of a board drawn in some bounds: the spaces' ring, the lane
/// inside it where the figures stand, and the centre left for the totals.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Geometry {
    /// The whole board.
    pub board: Rectangle,
    /// How deep the ring of numbered spaces is.
    pub ring: f32,
    /// How deep the lane of figures inside the ring is along the top and
    /// the bottom: one figure high.
    pub lane: f32,
    /// How deep the lane is along the left and right sides: two figures
    /// wide where the centre keeps [`MIN_CENTRE`], so two on one space
    /// stand side by side beside its number (a space there is shorter than
    /// two figures are high); else as deep as the lane.
    pub side: f32,
    /// A space's number.
    pub number: f32,
    /// A figure's width (its height is [`FIGURE_RATIO`] times more).
    pub figure: f32,
}

impl Geometry {
    /// The board in `bounds`: as large as fits, at most [`MAX_ASPECT`]
    /// from square, centred.
    pub fn new(bounds: Size) -> Geometry {
        let width = bounds.width.min(bounds.height * MAX_ASPECT);
        let height = bounds.height.min(bounds.width * MAX_ASPECT);
        let board = Rectangle::new(
            Point::new((bounds.width - width) / 2.0, (bounds.height - height) / 2.0),
            Size::new(width, height),
        );
        let unit = (width / COLUMNS as f32).min(height / ROWS as f32);
        let number = (0.4 * unit).clamp(MIN_NUMBER, 44.0);
        let figure = (0.55 * unit).clamp(MIN_FIGURE, 56.0);
        let (ring, lane) = (1.9 * number, FIGURE_RATIO * figure + 0.25 * figure);
        Geometry {
            board,
            ring,
            lane,
            side: if width - 2.0 * ring - 4.2 * figure >= MIN_CENTRE {
                2.1 * figure
            } else {
                lane
            },
            number,
            figure,
        }
    }

    /// Inside the ring.
    pub fn inner(&self) -> Rectangle {
        inset(self.board, self.ring)
    }

    /// Inside the lane: the board centre, where the totals go.
    pub fn centre(&self) -> Rectangle {
        let i = self.inner();
        Rectangle::new(
            Point::new(i.x + self.side, i.y + self.lane),
            Size::new(
                (i.width - 2.0 * self.side).max(0.0),
                (i.height - 2.0 * self.lane).max(0.0),
            ),
        )
    }

    /// The width and height of a corner space: the ring and the lane's
    /// corner inside it, so the figures of 0, 10, 25 and 35 stand on their
    /// own space and the spaces beside a corner keep the lane beside them
    /// for theirs.
    fn corner(&self) -> (f32, f32) {
        (self.ring + self.side, self.ring + self.lane)
    }

    /// The length of a space along the top and bottom, and along the sides.
    fn pitch(&self) -> (f32, f32) {
        let inner = self.inner();
        (
            (inner.width - 2.0 * self.side) / (COLUMNS - 2) as f32,
            (inner.height - 2.0 * self.lane) / (ROWS - 2) as f32,
        )
    }

    /// Where `space` (taken modulo 50) is drawn: a side space is the ring's
    /// depth across, a corner a square over the lane's corner.
    pub fn cell(&self, space: u32) -> Rectangle {
        let (column, row) = grid(space);
        let (px, py) = self.pitch();
        let b = self.board;
        let corner = (column == 0 || column == COLUMNS - 1) && (row == 0 || row == ROWS - 1);
        let (across, down) = self.corner();
        let (wide, high) = if corner {
            (across, down)
        } else {
            (self.ring, self.ring)
        };
        let x = |c: u32| match c {
            0 => (b.x, wide),
            c if c == COLUMNS - 1 => (b.x + b.width - wide, wide),
            c => (b.x + across + (c - 1) as f32 * px, px),
        };
        let y = |r: u32| match r {
            0 => (b.y, high),
            r if r == ROWS - 1 => (b.y + b.height - high, high),
            r => (b.y + down + (r - 1) as f32 * py, py),
        };
        let ((x, w), (y, h)) = (x(column), y(row));
        Rectangle::new(Point::new(x, y), Size::new(w, h))
    }

    /// Where the number of `space` is printed: its cell, or on a corner
    /// the ring's square at the board's corner (the lane's corner is where
    /// its figures stand).
    pub fn number_box(&self, space: u32) -> Rectangle {
        let cell = self.cell(space);
        if cell.width <= self.ring + 1e-3 || cell.height <= self.ring + 1e-3 {
            return cell;
        }
        let b = self.board;
        let x = if cell.x <= b.x + 1e-3 {
            b.x
        } else {
            b.x + b.width - self.ring
        };
        let y = if cell.y <= b.y + 1e-3 {
            b.y
        } else {
            b.y + b.height - self.ring
        };
        Rectangle::new(Point::new(x, y), Size::new(self.ring, self.ring))
    }

    /// The middle of the part of `space` the lane runs beside: where its
    /// figures stand when nothing crowds them.
    fn foot(&self, space: u32) -> Point {
        let cell = self.cell(space);
        let inner = self.inner();
        let (x, y) = (self.side / 2.0, self.lane / 2.0);
        Point::new(
            cell.center_x()
                .clamp(inner.x + x, inner.x + inner.width - x),
            cell.center_y()
                .clamp(inner.y + y, inner.y + inner.height - y),
        )
    }

    /// The strip of the lane along `edge`.
    fn strip(&self, edge: Edge) -> Rectangle {
        let i = self.inner();
        let (l, d) = (self.lane, self.side);
        match edge {
            Edge::Top => Rectangle::new(i.position(), Size::new(i.width, l)),
            Edge::Bottom => {
                Rectangle::new(Point::new(i.x, i.y + i.height - l), Size::new(i.width, l))
            }
            Edge::Left => {
                Rectangle::new(Point::new(i.x, i.y + l), Size::new(d, i.height - 2.0 * l))
            }
            Edge::Right => Rectangle::new(
                Point::new(i.x + i.width - d, i.y + l),
                Size::new(d, i.height - 2.0 * l),
            ),
        }
    }

    /// Where each group of `groups` (space, figures, middle along the
    /// lane) wants to stand along a lane running over `lane`, and the
    /// bounds it stands within: only a corner's figures stand on the
    /// lane's corner (the corner's own square).
    fn wanted(
        &self,
        groups: &[(u32, Vec<usize>, f32)],
        horizontal: bool,
        lane: (f32, f32),
    ) -> Vec<(f32, f32, f32)> {
        let (first, last) = if horizontal {
            (lane.0 + self.side, lane.1 - self.side)
        } else {
            lane
        };
        groups
            .iter()
            .map(|(space, _, along)| {
                if self.number_box(*space) == self.cell(*space) {
                    (*along, first, last)
                } else {
                    (*along, lane.0, lane.1)
                }
            })
            .collect()
    }

    /// Where each token stands (in the order given), and the group boxes
    /// of the spaces that hold figures with the space each belongs to.
    /// Figures stand in the lane beside their space, those sharing a space
    /// together; groups that would collide move along the lane, and a
    /// figure never gets narrower than [`MIN_FIGURE`].
    pub fn places(&self, tokens: &[Token]) -> (Vec<Rectangle>, Vec<(u32, Rectangle)>) {
        let mut places = vec![Rectangle::new(Point::ORIGIN, Size::ZERO); tokens.len()];
        let mut boxes = Vec::new();
        for edge in [Edge::Top, Edge::Right, Edge::Bottom, Edge::Left] {
            let strip = self.strip(edge);
            let horizontal = matches!(edge, Edge::Top | Edge::Bottom);
            // The spaces on this edge that hold figures, along the edge.
            let mut groups: Vec<(u32, Vec<usize>, f32)> = Vec::new();
            for space in 0..TRACK_SPACES {
                if Edge::of(space) != edge {
                    continue;
                }
                let here: Vec<usize> = (0..tokens.len())
                    .filter(|i| tokens[*i].space % TRACK_SPACES == space)
                    .collect();
                if here.is_empty() {
                    continue;
                }
                let foot = self.foot(space);
                let along = if horizontal { foot.x } else { foot.y };
                groups.push((space, here, along));
            }
            groups.sort_by(|a, b| a.2.total_cmp(&b.2));
            let (start, length) = if horizontal {
                (strip.x, strip.width)
            } else {
                (strip.y, strip.height)
            };
            // One figure across the top and bottom lanes, two across the
            // sides', the crowd along it, so the centre keeps its room for
            // the totals. (A crowd longer than the whole lane stands two
            // deep.)
            let single = if horizontal {
                self.figure
            } else {
                self.figure * FIGURE_RATIO
            };
            let ratio = single / self.figure;
            let all: usize = groups.iter().map(|g| g.1.len()).sum();
            let crowded =
                all as f32 * MIN_FIGURE * ratio + groups.len() as f32 * 0.1 * MIN_FIGURE > length;
            // Where the sides' lane is two figures wide, two stand side by
            // side.
            let deep = crowded || (!horizontal && self.side >= 2.0 * self.figure);
            let shape = |n: usize| {
                let across = if deep || n as f32 * single > length {
                    2
                } else {
                    1
                };
                (across.min(n.max(1)), n.max(1).div_ceil(across))
            };
            let step = |figure: f32| {
                if horizontal {
                    figure
                } else {
                    figure * FIGURE_RATIO
                }
            };
            let gap = 0.1 * self.figure;
            let needed = |figure: f32| {
                groups
                    .iter()
                    .map(|g| shape(g.1.len()).1 as f32 * step(figure) + gap)
                    .sum::<f32>()
            };
            let mut figure = self.figure;
            if needed(figure) > length {
                figure = (figure * length / needed(figure)).max(MIN_FIGURE);
            }
            let extents: Vec<f32> = groups
                .iter()
                .map(|g| shape(g.1.len()).1 as f32 * step(figure))
                .collect();
            // Each group as near its space as the others let it be.
            let wanted = self.wanted(&groups, horizontal, (start, start + length));
            let lows = spread(&wanted, &extents, (start, start + length), gap);
            let (fw, fh) = (figure, figure * FIGURE_RATIO);
            for (i, (space, here, _)) in groups.iter().enumerate() {
                let (across, along) = shape(here.len());
                let size = if horizontal {
                    Size::new(along as f32 * fw, across as f32 * fh)
                } else {
                    Size::new(across as f32 * fw, along as f32 * fh)
                };
                // Against the ring, where the space is.
                let position = match edge {
                    Edge::Top => Point::new(lows[i], strip.y),
                    Edge::Bottom => Point::new(lows[i], strip.y + strip.height - size.height),
                    Edge::Left => Point::new(strip.x, lows[i]),
                    Edge::Right => Point::new(strip.x + strip.width - size.width, lows[i]),
                };
                let group = Rectangle::new(position, size);
                boxes.push((*space, group));
                for (k, token) in here.iter().enumerate() {
                    let (a, b) = (k % across, k / across);
                    let (column, row) = if horizontal { (b, a) } else { (a, b) };
                    places[*token] = Rectangle::new(
                        Point::new(group.x + column as f32 * fw, group.y + row as f32 * fh),
                        Size::new(fw, fh),
                    );
                }
            }
        }
        (places, boxes)
    }
}

/// Where groups of these extents start along a lane running over
/// `lane`, `gap` apart, each as near the middle it wants as the others let
/// it be, within its own bounds: each wanted is (middle, from, to).
fn spread(wanted: &[(f32, f32, f32)], extents: &[f32], lane: (f32, f32), gap: f32) -> Vec<f32> {
    let mut lows: Vec<f32> = Vec::with_capacity(wanted.len());
    for (i, (middle, from, _)) in wanted.iter().enumerate() {
        let after = lows.last().map_or(lane.0, |low| low + extents[i - 1] + gap);
        lows.push((middle - extents[i] / 2.0).max(after).max(*from));
    }
    let mut end = lane.1;
    for i in (0..wanted.len()).rev() {
        lows[i] = lows[i].min(end - extents[i]).min(wanted[i].2 - extents[i]);
        end = lows[i] - gap;
    }
    lows
}

/// The four sides of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Edge {
    Top,
    Right,
    Bottom,
    Left,
}

impl Edge {
    /// The side whose lane holds the figures of `space`: the corners go
    /// with the top and the bottom.
    fn of(space: u32) -> Edge {
        match space % TRACK_SPACES {
            1..=9 => Edge::Left,
            10..=25 => Edge::Top,
            26..=34 => Edge::Right,
            _ => Edge::Bottom,
        }
    }
}

fn inset(rect: Rectangle, by: f32) -> Rectangle {
    Rectangle::new(
        Point::new(rect.x + by, rect.y + by),
        Size::new(
            (rect.width - 2.0 * by).max(0.0),
            (rect.height - 2.0 * by).max(0.0),
        ),
    )
}

/// Where the board's centre is for a board filling `bounds`: the place of
/// the totals.
pub fn centre_rect(bounds: Size) -> Rectangle {
    Geometry::new(bounds).centre()
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
    Geometry::new(bounds).cell(space)
}

/// Drawn again only when the tokens, the pictures or the theme change.
impl Drawing for Track {
    fn draw(&self, frame: &mut Frame, theme: &Theme) {
        let size = frame.size();
        let colours = draw::Colours::new(theme);
        let geometry = Geometry::new(size);
        draw::board(frame, &geometry, &colours);
        for space in 0..TRACK_SPACES {
            let picture = self
                .pictures
                .iter()
                .find(|(s, _)| *s == space)
                .map(|(_, p)| *p);
            draw::space(frame, space, &geometry, picture, &colours);
        }
        let (places, groups) = geometry.places(&self.tokens);
        for (space, group) in &groups {
            draw::group(frame, &geometry, *space, *group, &colours);
        }
        for (token, place) in self.tokens.iter().zip(places) {
            draw::token(frame, place, token, &colours);
        }
    }
}

#[cfg(test)]
mod tests;

/// A row of meeples in the given colours: the app's emblem on the home and
/// results screens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Meeples(pub Vec<Colour>);

impl Drawing for Meeples {
    fn draw(&self, frame: &mut Frame, theme: &Theme) {
        let bounds = Rectangle::with_size(frame.size());
        let count = self.0.len().max(1) as f32;
        let size = (bounds.height).min(bounds.width / (count * 1.15));
        let outline = crate::app::palette::outline(theme.extended_palette().is_dark);
        for (i, colour) in self.0.iter().enumerate() {
            let rect = Rectangle::new(
                Point::new(i as f32 * size * 1.15, (bounds.height - size) / 2.0),
                Size::new(size, size),
            );
            draw::figure(frame, rect, Figure::Meeple, *colour, outline, size / 24.0);
        }
    }
}

/// [`Meeples`] as a widget of this height.
pub fn meeples<'a, Message: 'a>(colours: Vec<Colour>, height: f32) -> Element<'a, Message> {
    let width = height * 1.15 * colours.len() as f32;
    kept::canvas(Meeples(colours), width, height)
}
