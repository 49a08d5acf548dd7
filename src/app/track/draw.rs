//! Painting the track: the board, the wooden figures, the Saint Nicholas
//! pictures and the standings. Shapes are given in fractions of the box
//! they are drawn in, so they scale with the board.

use std::f32::consts::PI;

use iced::widget::canvas::{Frame, Path, Stroke, Text, path::Arc};
use iced::widget::text::Alignment;
use iced::{Color, Font, Point, Radians, Rectangle, Size, Theme, alignment};

use super::{Standing, Token, number_band};
use crate::app::palette::{on_player_colour, outline, player_colour};
use crate::engine::{Colour, Figure, HAT_SPACE, TRACK_SPACES, TREE_SPACE};

/// The bundled font, by name, so text never falls back to a system font.
const FONT: Font = Font::with_name("Fira Sans");
const HAT_RED: Color = Color::from_rgb8(0xD3, 0x2F, 0x2F);
const SNOW: Color = Color::from_rgb8(0xFA, 0xFA, 0xFA);
const FIR: Color = Color::from_rgb8(0x2E, 0x7D, 0x32);
const BARK: Color = Color::from_rgb8(0x79, 0x55, 0x48);

/// A meeple's outline below the head, clockwise from the right of the neck.
#[rustfmt::skip]
const MEEPLE: [(f32, f32); 13] = [
    (0.62, 0.36), (0.92, 0.44), (0.94, 0.56), (0.68, 0.62), (0.88, 0.95), (0.60, 0.95),
    (0.5, 0.80), (0.40, 0.95), (0.12, 0.95), (0.32, 0.62), (0.06, 0.56), (0.08, 0.44),
    (0.38, 0.36),
];
/// The messenger: the same arms, a skirt instead of legs.
#[rustfmt::skip]
const MESSENGER: [(f32, f32); 10] = [
    (0.62, 0.36), (0.92, 0.44), (0.94, 0.56), (0.66, 0.60), (0.94, 0.95), (0.06, 0.95),
    (0.34, 0.60), (0.06, 0.56), (0.08, 0.44), (0.38, 0.36),
];

/// A figure's outline below the head, in fractions of its box: what the
/// pages for phones and the TV draw too.
pub(crate) fn body(figure: Figure) -> &'static [(f32, f32)] {
    match figure {
        Figure::Meeple => &MEEPLE,
        Figure::Messenger => &MESSENGER,
    }
}

/// The theme's colours for the board, worked out once per draw.
pub(super) struct Colours {
    frame: Color,
    space: Color,
    fifth: Color,
    centre: Color,
    text: Color,
    outline: Color,
    active: Color,
    active_fill: Color,
}

impl Colours {
    pub(super) fn new(theme: &Theme) -> Self {
        let palette = theme.extended_palette();
        let (base, text) = (palette.background.base.color, palette.background.base.text);
        Colours {
            frame: mix(base, text, 0.16),
            space: mix(base, text, 0.05),
            fifth: mix(base, text, 0.34),
            centre: mix(base, text, 0.02),
            text,
            outline: outline(palette.is_dark),
            active: palette.primary.strong.color,
            active_fill: palette.primary.weak.color.scale_alpha(0.45),
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

fn polygon(rect: Rectangle, points: &[(f32, f32)]) -> Path {
    Path::new(|b| {
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                b.move_to(at(rect, x, y));
            } else {
                b.line_to(at(rect, x, y));
            }
        }
        b.close();
    })
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

/// The cardboard: a frame round the ring, and the centre.
pub(super) fn board(frame: &mut Frame, board: Rectangle, centre: Rectangle, colours: &Colours) {
    let radius = 0.02 * board.width.min(board.height);
    frame.fill(&rounded(board, radius), colours.frame);
    frame.fill(&rounded(centre, radius), colours.centre);
}

/// One space: its fill (stronger every fifth: the dark spaces of the
/// board, lighter on a dark theme), its number, and on the Saint
/// Nicholas board the hat or the tree beside the number.
pub(super) fn space(
    frame: &mut Frame,
    space: u32,
    cell: Rectangle,
    saint_nicholas: bool,
    colours: &Colours,
) {
    let gap = 0.05 * cell.width.min(cell.height);
    let tile = inset(cell, gap / 2.0);
    let picture = match space {
        HAT_SPACE if saint_nicholas => Some((hat as Picture, HAT_RED)),
        TREE_SPACE if saint_nicholas => Some((tree as Picture, FIR)),
        _ => None,
    };
    let fill = match picture {
        _ if space.is_multiple_of(5) => colours.fifth,
        Some((_, tint)) => mix(colours.space, tint, 0.22),
        None => colours.space,
    };
    frame.fill(&rounded(tile, 1.5 * gap), fill);
    let band = number_band(cell);
    // Digits stand about 0.7 em tall, so the full band height still fits.
    let size = band.height;
    let number_x = if picture.is_some() {
        band.x + 0.3 * band.width
    } else {
        band.center_x()
    };
    frame.fill_text(text(
        space.to_string(),
        Point::new(number_x, band.center_y()),
        size,
        colours.text,
        Alignment::Center,
    ));
    if let Some((draw, _)) = picture {
        let side = 1.2 * band.height;
        let icon = Rectangle::new(
            Point::new(band.x + band.width - side, band.center_y() - side / 2.0),
            Size::new(side, side),
        );
        draw(frame, icon, colours.outline);
    }
}

/// A wooden figure with, after a lap, its 50/100/… tile at its feet; the
/// active player's figures stand in a ring of the theme's primary colour.
pub(super) fn token(frame: &mut Frame, slot: Rectangle, token: &Token, colours: &Colours) {
    let side = slot.width;
    if token.active {
        frame.fill(
            &Path::circle(slot.center(), side / 2.0),
            colours.active_fill,
        );
        frame.stroke(
            &Path::circle(slot.center(), 0.47 * side),
            line(colours.active, 0.06 * side),
        );
    }
    let body = inset(slot, 0.02 * side);
    let width = if token.active { 0.07 } else { 0.05 } * side;
    figure(
        frame,
        body,
        token.figure,
        token.colour,
        colours.outline,
        width,
    );
    mark(frame, body, token, width);
    if token.laps > 0 {
        // The lap tile over the figure's feet, as large as the figure
        // allows: "+50", "+100"…
        let tile = Rectangle::new(at(slot, 0.0, 0.64), Size::new(side, 0.36 * side));
        let path = rounded(tile, 0.1 * side);
        frame.fill(&path, colours.text);
        let label = format!("+{}", token.laps * TRACK_SPACES);
        let size = fit(&label, 0.4 * side, 0.96 * side);
        frame.fill_text(text(
            label,
            tile.center(),
            size,
            colours.centre,
            Alignment::Center,
        ));
    }
}

/// The player's mark on the figure: on the chest of a meeple, on the
/// skirt of a messenger (her chest carries the letter).
fn mark(frame: &mut Frame, body: Rectangle, token: &Token, width: f32) {
    if token.mark.is_empty() {
        return;
    }
    let (y, size) = match token.figure {
        Figure::Meeple => (0.49, 0.3),
        Figure::Messenger => (0.8, 0.22),
    };
    let size = fit(&token.mark, size * body.height, 0.34 * body.width);
    // Too small to read below this; the colour and outline still tell.
    if size < 7.0 || width <= 0.0 {
        return;
    }
    frame.fill_text(text(
        token.mark.clone(),
        at(body, 0.5, y),
        size,
        on_player_colour(token.colour),
        Alignment::Center,
    ));
}

/// A meeple, or the messenger: a skirt and a letter on her chest.
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
        let letter = Rectangle::new(
            at(rect, 0.34, 0.46),
            Size::new(0.32 * rect.width, 0.22 * rect.height),
        );
        frame.fill(
            &Path::rectangle(letter.position(), letter.size()),
            on_player_colour(colour),
        );
        let flap = Path::new(|b| {
            b.move_to(at(letter, 0.0, 0.0));
            b.line_to(at(letter, 0.5, 0.6));
            b.line_to(at(letter, 1.0, 0.0));
        });
        frame.stroke(&flap, line(player_colour(colour), 0.3 * width));
    }
}

/// Draws a picture in a square, outlined in the given colour.
type Picture = fn(&mut Frame, Rectangle, Color);

/// A Santa hat: a red cone flopping right, a white brim and pompom.
fn hat(frame: &mut Frame, r: Rectangle, outline: Color) {
    let stroke = line(outline, 0.04 * r.width);
    let cone = Path::new(|b| {
        b.move_to(at(r, 0.18, 0.76));
        b.quadratic_curve_to(at(r, 0.28, 0.16), at(r, 0.62, 0.10));
        b.quadratic_curve_to(at(r, 0.82, 0.10), at(r, 0.86, 0.34));
        b.quadratic_curve_to(at(r, 0.72, 0.34), at(r, 0.82, 0.76));
        b.close();
    });
    let brim = rounded(
        Rectangle::new(
            at(r, 0.06, 0.66),
            Size::new(0.88 * r.width, 0.24 * r.height),
        ),
        0.12 * r.height,
    );
    let pompom = Path::circle(at(r, 0.86, 0.34), 0.13 * r.width);
    frame.fill(&cone, HAT_RED);
    frame.stroke(&cone, stroke);
    for path in [brim, pompom] {
        frame.fill(&path, SNOW);
        frame.stroke(&path, stroke);
    }
}

/// A Christmas tree: three green tiers on a trunk.
fn tree(frame: &mut Frame, r: Rectangle, outline: Color) {
    let stroke = line(outline, 0.04 * r.width);
    let trunk = Path::rectangle(at(r, 0.41, 0.78), Size::new(0.18 * r.width, 0.2 * r.height));
    frame.fill(&trunk, BARK);
    frame.stroke(&trunk, stroke);
    for tier in [
        [(0.08, 0.82), (0.92, 0.82), (0.5, 0.38)],
        [(0.16, 0.60), (0.84, 0.60), (0.5, 0.20)],
        [(0.24, 0.40), (0.76, 0.40), (0.5, 0.02)],
    ] {
        let path = polygon(r, &tier);
        frame.fill(&path, FIR);
        frame.stroke(&path, stroke);
    }
}

/// The board centre: one row per player, name and total, the active
/// player's row highlighted. Rows keep the size they have for four
/// players when there are fewer, so two names do not shout.
pub(super) fn standings(
    frame: &mut Frame,
    centre: Rectangle,
    standings: &[Standing],
    colours: &Colours,
) {
    let area = inset(centre, 0.05 * centre.height.min(centre.width));
    let rows = standings.len();
    let height = area.height / rows.max(4) as f32;
    let top = area.y + (area.height - height * rows as f32) / 2.0;
    for (i, standing) in standings.iter().enumerate() {
        let row = Rectangle::new(
            Point::new(area.x, top + i as f32 * height),
            Size::new(area.width, height),
        );
        self::standing(frame, inset(row, 0.06 * height), standing, colours);
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

fn standing(frame: &mut Frame, row: Rectangle, standing: &Standing, colours: &Colours) {
    let h = row.height;
    if standing.active {
        let path = rounded(row, 0.2 * h);
        frame.fill(&path, colours.active_fill);
        frame.stroke(&path, line(colours.active, 0.06 * h));
    }
    let meeple = inset(Rectangle::new(at(row, 0.0, 0.0), Size::new(h, h)), 0.1 * h);
    figure(
        frame,
        meeple,
        Figure::Meeple,
        standing.colour,
        colours.outline,
        0.04 * h,
    );
    let size = 0.62 * h;
    let total = standing.total.to_string();
    let pill_width = 0.6 * size * total.len().max(3) as f32 + 0.4 * h;
    let pill = Rectangle::new(
        Point::new(row.x + row.width - 0.1 * h - pill_width, row.y + 0.1 * h),
        Size::new(pill_width, 0.8 * h),
    );
    let path = rounded(pill, 0.25 * h);
    frame.fill(&path, player_colour(standing.colour));
    frame.stroke(&path, line(colours.outline, 0.03 * h));
    frame.fill_text(text(
        total,
        pill.center(),
        size,
        on_player_colour(standing.colour),
        Alignment::Center,
    ));
    let name_left = row.x + 1.4 * h;
    frame.fill_text(text(
        standing.name.clone(),
        Point::new(name_left, row.center_y()),
        fit(&standing.name, size, pill.x - 0.3 * h - name_left),
        colours.text,
        Alignment::Left,
    ));
}
