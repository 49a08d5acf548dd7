//! Painting the track: the board, the wooden figures, the pictures the
//! expansions print on it and the standings. Shapes are given in fractions of the box
//! they are drawn in, so they scale with the board.

use std::f32::consts::PI;

use iced::widget::canvas::{Frame, Path, Stroke, Text, path::Arc};
use iced::widget::text::Alignment;
use iced::{Color, Font, Point, Radians, Rectangle, Size, Theme, alignment};

use super::{Geometry, MIN_TEXT, Picture as Printed, Token};
use crate::app::design::{self, colour};
use crate::app::palette::{on_player_colour, outline, player_colour};
use crate::engine::{Colour, Figure, TRACK_SPACES};
use crate::look::{board_colours, figure_outline as body};

/// The bundled font, by name, so text never falls back to a system font.
const FONT: Font = Font::with_name("Fira Sans");

/// The theme's colours for the board, worked out once per draw.
pub(super) struct Colours {
    frame: Color,
    space: Color,
    fifth: Color,
    on_fifth: Color,
    centre: Color,
    lane: Color,
    lane_line: Color,
    text: Color,
    outline: Color,
    active: Color,
    active_fill: Color,
}

impl Colours {
    pub(super) fn new(theme: &Theme) -> Self {
        let dark = theme.extended_palette().is_dark;
        let p = design::palette(dark);
        let (base, text) = (colour(p.background), colour(p.text));
        let board = board_colours(dark);
        Colours {
            frame: colour(board.frame),
            space: colour(board.space),
            fifth: colour(board.fifth),
            on_fifth: colour(board.on_fifth),
            centre: base,
            lane: mix(base, text, 0.07),
            lane_line: mix(base, text, 0.45),
            text,
            outline: outline(dark),
            active: colour(p.primary),
            active_fill: colour(p.primary).scale_alpha(0.28),
        }
    }
}

fn mix(a: Color, b: Color, t: f32) -> Color {
    let lerp = |x: f32, y: f32| x + (y - x) * t;
    Color::from_rgb(lerp(a.r, b.r), lerp(a.g, b.g), lerp(a.b, b.b))
}

fn inset(rect: Rectangle, by: f32) -> Rectangle {
    Rectangle::new(
        Point::new(rect.x + by, rect.y + by),
        Size::new(rect.width - 2.0 * by, rect.height - 2.0 * by),
    )
}

/// A point given in fractions of `rect`.
fn at(rect: Rectangle, x: f32, y: f32) -> Point {
    Point::new(rect.x + x * rect.width, rect.y + y * rect.height)
}

fn rounded(rect: Rectangle, radius: f32) -> Path {
    Path::rounded_rectangle(rect.position(), rect.size(), radius.into())
}

fn line(colour: Color, width: f32) -> Stroke<'static> {
    Stroke::default()
        .with_color(colour)
        .with_width(width.max(1.0))
}

fn text(content: String, position: Point, size: f32, color: Color, align_x: Alignment) -> Text {
    Text {
        content,
        position,
        color,
        size: size.into(),
        font: FONT,
        align_x,
        align_y: alignment::Vertical::Center,
        ..Text::default()
    }
}

/// The cardboard: the ring of spaces on its frame, the lane inside it,
/// and the centre.
pub(super) fn board(frame: &mut Frame, geometry: &Geometry, colours: &Colours) {
    let board = geometry.board;
    let radius = 0.25 * geometry.ring;
    frame.fill(&rounded(board, radius), colours.frame);
    frame.fill(&rounded(geometry.inner(), radius), colours.centre);
}

/// One space: its fill (stronger every fifth: the dark spaces of the
/// board), its number, and a picture beside the number where the board
/// prints one.
pub(super) fn space(
    frame: &mut Frame,
    space: u32,
    geometry: &Geometry,
    printed: Option<Printed>,
    colours: &Colours,
) {
    let cell = geometry.cell(space);
    let gap = 0.08 * geometry.ring;
    let tile = inset(cell, gap / 2.0);
    let picture = printed.map(|p| (p.paint, p.tint));
    let (fill, ink) = match picture {
        _ if space.is_multiple_of(5) => (colours.fifth, colours.on_fifth),
        Some((_, tint)) => (mix(colours.space, tint, 0.22), colours.text),
        None => (colours.space, colours.text),
    };
    // A corner: its square over the lane's corner, where its figures
    // stand, softer, and the number's square at the board's corner strong.
    let number_box = geometry.number_box(space);
    if number_box != cell {
        frame.fill(
            &rounded(tile, 0.2 * geometry.ring),
            mix(fill, colours.centre, 0.6),
        );
    }
    let tile = inset(number_box, gap / 2.0);
    frame.fill(&rounded(tile, 0.2 * geometry.ring), fill);
    let size = geometry.number;
    let label = space.to_string();
    let number_width = 0.56 * size * label.len() as f32;
    let icon_side = if picture.is_some() {
        (0.9 * size).min(tile.height - 2.0)
    } else {
        0.0
    };
    // The number, and the picture beside it when the space is wide enough,
    // else under it.
    let beside = tile.width >= number_width + icon_side + 6.0;
    let (number_at, icon_at) = if beside {
        let left = tile.center_x() - (number_width + icon_side) / 2.0;
        (
            Point::new(left + number_width / 2.0, tile.center_y()),
            Point::new(left + number_width, tile.center_y() - icon_side / 2.0),
        )
    } else {
        (
            Point::new(tile.center_x(), tile.y + 0.36 * tile.height),
            Point::new(
                tile.center_x() - icon_side / 2.0,
                tile.y + 0.62 * tile.height,
            ),
        )
    };
    frame.fill_text(text(label, number_at, size, ink, Alignment::Center));
    if let Some((draw, _)) = picture {
        let side = if beside {
            icon_side
        } else {
            (0.36 * tile.height).max(8.0)
        };
        let icon = Rectangle::new(icon_at, Size::new(side, side));
        draw(frame, icon, colours.outline);
    }
}

/// The place of the figures of one space in the lane: a soft box, joined
/// to its space by a short line when the crowd had to move along.
pub(super) fn group(
    frame: &mut Frame,
    geometry: &Geometry,
    space: u32,
    group: Rectangle,
    colours: &Colours,
) {
    let cell = geometry.cell(space);
    let inner = geometry.inner();
    let pad = 0.06 * geometry.figure;
    let around = Rectangle::new(
        Point::new(group.x - pad, group.y - pad),
        Size::new(group.width + 2.0 * pad, group.height + 2.0 * pad),
    );
    frame.fill(&rounded(around, 0.2 * geometry.figure), colours.lane);
    // The space itself ringed, so a crowd moved along the lane (or standing
    // beside a corner) is still read as standing on its own number.
    // (A fifth space is dark in the light theme: ringed inside as well, in
    // its number's colour, so the ring shows on it too.)
    frame.stroke(
        &rounded(inset(cell, -0.03 * geometry.figure), 0.14 * geometry.figure),
        line(colours.text, 0.09 * geometry.figure),
    );
    if space.is_multiple_of(5) {
        frame.stroke(
            &rounded(inset(cell, 0.08 * geometry.figure), 0.1 * geometry.figure),
            line(colours.on_fifth, 0.06 * geometry.figure),
        );
    }
    // From the ring's inner edge at the space to the group's nearest point.
    let from = Point::new(
        cell.center_x().clamp(inner.x, inner.x + inner.width),
        cell.center_y().clamp(inner.y, inner.y + inner.height),
    );
    let to = Point::new(
        from.x.clamp(around.x, around.x + around.width),
        from.y.clamp(around.y, around.y + around.height),
    );
    if from.distance(to) > 0.5 {
        frame.stroke(
            &Path::line(from, to),
            line(colours.lane_line, 0.08 * geometry.figure),
        );
    }
}

/// A wooden figure with, after a lap, its 50/100/… tile at its feet; the
/// active player's figures stand on a disc of the theme's primary colour.
pub(super) fn token(frame: &mut Frame, slot: Rectangle, token: &Token, colours: &Colours) {
    let side = slot.width;
    if token.active {
        let disc = inset(slot, 0.02 * side);
        frame.fill(&rounded(disc, 0.3 * side), colours.active_fill);
        frame.stroke(
            &rounded(disc, 0.3 * side),
            line(colours.active, 0.08 * side),
        );
    }
    let body = body_box(slot);
    let width = edge(side, token.active);
    figure(
        frame,
        body,
        token.figure,
        token.colour,
        colours.outline,
        width,
    );
    mark(frame, body, token);
    if token.laps > 0 {
        // The lap tile over the figure's feet, never below the least text
        // size: "+50", "+100"…
        let label = format!("+{}", token.laps * TRACK_SPACES);
        let size = (0.36 * slot.height).max(MIN_TEXT);
        let width = (0.58 * size * label.len() as f32 + 4.0).max(slot.width);
        let tile = Rectangle::new(
            Point::new(
                slot.center_x() - width / 2.0,
                slot.y + slot.height - 1.1 * size,
            ),
            Size::new(width, 1.1 * size),
        );
        let path = rounded(tile, 0.25 * size);
        frame.fill(&path, colours.text);
        frame.fill_text(text(
            label,
            tile.center(),
            size,
            colours.centre,
            Alignment::Center,
        ));
    }
}

/// The width of a figure's edge (the theme's outline, which stands off
/// the lane in either theme) in a slot `side` wide: never under 1.5 px.
pub(super) fn edge(side: f32, active: bool) -> f32 {
    ((if active { 0.08 } else { 0.06 }) * side).max(1.5)
}

/// The box a figure is drawn in within its slot on the track.
pub(super) fn body_box(slot: Rectangle) -> Rectangle {
    inset(slot, 0.06 * slot.width)
}

/// The box on a figure in `body` that a mark is drawn in: the meeple's
/// chest, or the letter the messenger carries (her own mark, never
/// narrower than [`MIN_TEXT`]).
pub(super) fn mark_box(figure: Figure, body: Rectangle) -> Rectangle {
    match figure {
        Figure::Meeple => Rectangle::new(
            at(body, 0.18, 0.36),
            Size::new(0.64 * body.width, 0.44 * body.height),
        ),
        Figure::Messenger => {
            let width = (0.64 * body.width).max(MIN_TEXT);
            let height = 0.68 * width;
            Rectangle::new(
                Point::new(body.center_x() - width / 2.0, body.y + 0.5 * body.height),
                Size::new(width, height),
            )
        }
    }
}

/// The size the player's mark is drawn at on a figure in `body`: as large
/// as its box holds (a capital is about 0.7 of the size high), or none
/// where that is under [`MIN_TEXT`]: the colour and the edge then tell
/// whose figure it is, and the meeple beside it carries the mark.
pub(super) fn mark_size(mark: &str, figure: Figure, body: Rectangle) -> Option<f32> {
    if mark.is_empty() {
        return None;
    }
    let room = mark_box(figure, body);
    // On the letter the mark leaves its flap a little room above.
    let high = match figure {
        Figure::Meeple => room.height,
        Figure::Messenger => 0.8 * room.height,
    };
    let size = fit(mark, high / 0.7, 0.9 * room.width);
    (size >= MIN_TEXT).then_some(size)
}

/// The player's mark on the figure: on a meeple's chest, on the letter a
/// messenger carries (in her colour).
fn mark(frame: &mut Frame, body: Rectangle, token: &Token) {
    let Some(size) = mark_size(&token.mark, token.figure, body) else {
        return;
    };
    let room = mark_box(token.figure, body);
    let (centre, ink) = match token.figure {
        Figure::Meeple => (room.center(), on_player_colour(token.colour)),
        Figure::Messenger => (at(room, 0.5, 0.58), player_colour(token.colour)),
    };
    frame.fill_text(text(
        token.mark.clone(),
        centre,
        size,
        ink,
        Alignment::Center,
    ));
}

/// A meeple, or the messenger: a cloak, no arms or legs, and a letter on
/// her front.
pub(super) fn figure(
    frame: &mut Frame,
    rect: Rectangle,
    figure: Figure,
    colour: Colour,
    outline: Color,
    width: f32,
) {
    let body = body(figure);
    // The head: clockwise over the top, from the left of the neck round to
    // its right, then down the body.
    let (neck_x, neck_y) = (0.12 * rect.width, 0.16 * rect.height);
    let path = Path::new(|b| {
        b.arc(Arc {
            center: at(rect, 0.5, 0.2),
            radius: 0.17 * rect.width,
            start_angle: Radians(neck_y.atan2(-neck_x)),
            end_angle: Radians(neck_y.atan2(neck_x) + 2.0 * PI),
        });
        for &(x, y) in body {
            b.line_to(at(rect, x, y));
        }
        b.close();
    });
    frame.fill(&path, player_colour(colour));
    frame.stroke(&path, line(outline, width));
    if figure == Figure::Messenger {
        // Her letter, the messenger's mark: at least MIN_TEXT wide.
        let letter = mark_box(figure, rect);
        frame.fill(
            &Path::rectangle(letter.position(), letter.size()),
            on_player_colour(colour),
        );
        let flap = Path::new(|b| {
            b.move_to(at(letter, 0.0, 0.0));
            b.line_to(at(letter, 0.5, 0.34));
            b.line_to(at(letter, 1.0, 0.0));
        });
        frame.stroke(&flap, line(player_colour(colour), 0.5 * width));
        frame.stroke(
            &Path::rectangle(letter.position(), letter.size()),
            line(player_colour(colour), 0.5 * width),
        );
    }
}

/// A font size at most `size` at which `content` fits in `width`. Text is
/// measured by estimate: Fira Sans averages about 0.56 em per character.
fn fit(content: &str, size: f32, width: f32) -> f32 {
    let estimate = 0.56 * size * content.chars().count().max(1) as f32;
    if estimate > width {
        size * width / estimate
    } else {
        size
    }
}
