//! The summary's charts, drawn on a canvas: every player's score over the
//! game, turn by turn (extra turns marked), and points by kind per player.
//! Colours come from the players' meeples; lines, labels and grid from the
//! theme, so both read in light and dark.

use iced::widget::canvas::{self, Frame, Path, Stroke, Text};
use iced::{Color, Element, Fill, Point, Rectangle, Renderer, Size, Theme, mouse};

use crate::engine::summary::{Line, Point as ScorePoint, Summary};
use crate::engine::{Colour, Kind};

use super::palette::player_colour;

/// The score of every player after each turn.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoreChart {
    points: Vec<ScorePoint>,
    colours: Vec<Colour>,
}

/// Points by kind, one stacked bar per player (place order).
#[derive(Debug, Clone, PartialEq)]
pub struct KindChart {
    bars: Vec<Bar>,
}

/// One player's bar: name, colour, and the points of each kind scored.
type Bar = (String, Colour, Vec<(Kind, u32)>);

impl ScoreChart {
    /// The chart of a summary; `colours` by seat.
    pub fn new(summary: &Summary, colours: Vec<Colour>) -> Self {
        ScoreChart {
            points: summary.timeline.clone(),
            colours,
        }
    }
}

impl KindChart {
    /// The chart of a summary.
    pub fn new(summary: &Summary) -> Self {
        KindChart {
            bars: summary
                .lines
                .iter()
                .map(|l: &Line| {
                    (
                        l.name.clone(),
                        l.colour,
                        Kind::ALL
                            .iter()
                            .map(|k| (*k, Summary::kind_points(l, *k)))
                            .filter(|(_, p)| *p > 0)
                            .collect(),
                    )
                })
                .collect(),
        }
    }
}

/// A chart as a widget filling the width, `height` tall.
pub fn view<'a, Message: 'a, P: canvas::Program<Message> + 'a>(
    program: P,
    height: f32,
) -> Element<'a, Message> {
    iced::widget::canvas(program)
        .width(Fill)
        .height(height)
        .into()
}

fn label(content: String, at: Point, size: f32, color: Color, right: bool) -> Text {
    Text {
        content,
        position: at,
        size: size.into(),
        color,
        align_x: if right {
            iced::alignment::Horizontal::Right.into()
        } else {
            iced::alignment::Horizontal::Left.into()
        },
        align_y: iced::alignment::Vertical::Center,
        font: super::FONT,
        ..Text::default()
    }
}

/// A round number at least `max`, for the top of an axis.
fn nice_top(max: u32) -> u32 {
    let steps = [10, 20, 25, 50, 100, 150, 200, 250, 300, 400, 500, 1000];
    steps.into_iter().find(|s| *s >= max).unwrap_or(max.max(1))
}

impl<Message> canvas::Program<Message> for ScoreChart {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let palette = theme.extended_palette();
        let ink = palette.background.base.text;
        let faint = palette.background.strong.color;
        // Claim the whole canvas so tiny-skia repaints all of it (iced#3032).
        frame.fill_rectangle(Point::ORIGIN, bounds.size(), Color::TRANSPARENT);
        let (left, right, top, bottom) = (48.0, 16.0, 12.0, 28.0);
        let plot = Rectangle::new(
            Point::new(left, top),
            Size::new(
                (bounds.width - left - right).max(1.0),
                (bounds.height - top - bottom).max(1.0),
            ),
        );
        let max = self
            .points
            .iter()
            .flat_map(|p| p.totals.iter().copied())
            .max()
            .unwrap_or(0);
        let top_value = nice_top(max.max(10));
        let last_turn = self.points.len().saturating_sub(1).max(1) as f32;
        let x = |i: usize| plot.x + plot.width * i as f32 / last_turn;
        let y = |v: u32| plot.y + plot.height * (1.0 - v as f32 / top_value as f32);
        for step in 0..=4 {
            let value = top_value * step / 4;
            let at = y(value);
            frame.stroke(
                &Path::line(Point::new(plot.x, at), Point::new(plot.x + plot.width, at)),
                Stroke::default().with_color(faint).with_width(1.0),
            );
            frame.fill_text(label(
                value.to_string(),
                Point::new(plot.x - 8.0, at),
                14.0,
                ink,
                true,
            ));
        }
        frame.fill_text(label(
            "1".into(),
            Point::new(
                x(1.min(self.points.len().saturating_sub(1))),
                plot.y + plot.height + 14.0,
            ),
            14.0,
            ink,
            false,
        ));
        let turns = self.points.last().map_or(0, |p| p.turn);
        frame.fill_text(label(
            turns.to_string(),
            Point::new(plot.x + plot.width, plot.y + plot.height + 14.0),
            14.0,
            ink,
            true,
        ));
        for (seat, colour) in self.colours.iter().enumerate() {
            let colour = player_colour(*colour);
            let path = Path::new(|b| {
                for (i, point) in self.points.iter().enumerate() {
                    let at = Point::new(x(i), y(point.totals.get(seat).copied().unwrap_or(0)));
                    if i == 0 {
                        b.move_to(at);
                    } else {
                        b.line_to(at);
                    }
                }
            });
            frame.stroke(&path, Stroke::default().with_color(colour).with_width(3.0));
            // Extra turns: a ring on the line of the player who took one.
            for (i, point) in self.points.iter().enumerate() {
                if point.extra && point.player.index() == seat {
                    let at = Point::new(x(i), y(point.totals.get(seat).copied().unwrap_or(0)));
                    frame.fill(&Path::circle(at, 6.0), colour);
                    frame.stroke(
                        &Path::circle(at, 6.0),
                        Stroke::default().with_color(ink).with_width(1.5),
                    );
                }
            }
        }
        vec![frame.into_geometry()]
    }
}

/// A colour per kind, the board's own (grey road, brick city, ochre
/// cloister, green farm), differing in lightness as well as hue; the
/// numbers in the bars name the points, so colour is never alone.
fn kind_shade(kind: Kind, _ink: Color, _paper: Color) -> Color {
    match kind {
        Kind::Road => Color::from_rgb8(0x6E, 0x6E, 0x6E),
        Kind::City => Color::from_rgb8(0xA8, 0x4A, 0x32),
        Kind::Cloister => Color::from_rgb8(0xD9, 0xB2, 0x3A),
        Kind::Farm => Color::from_rgb8(0x5E, 0x9E, 0x3C),
        Kind::Message => Color::from_rgb8(0x6B, 0x4C, 0x9A),
        Kind::Card => Color::from_rgb8(0x2B, 0x8C, 0x8C),
        Kind::Other => Color::from_rgb8(0xB8, 0xB8, 0xB8),
    }
}

/// The colour numbers are written in on a kind's colour.
fn on_kind(kind: Kind) -> Color {
    match kind {
        Kind::Cloister | Kind::Farm | Kind::Other => Color::BLACK,
        _ => Color::WHITE,
    }
}

impl<Message> canvas::Program<Message> for KindChart {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<canvas::Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let palette = theme.extended_palette();
        let ink = palette.background.base.text;
        let paper = palette.background.weak.color;
        frame.fill_rectangle(Point::ORIGIN, bounds.size(), Color::TRANSPARENT);
        let names = 140.0;
        let max = self
            .bars
            .iter()
            .map(|(_, _, parts)| parts.iter().map(|(_, p)| *p).sum::<u32>())
            .max()
            .unwrap_or(0)
            .max(1);
        let rows = self.bars.len().max(1) as f32;
        let row_height = bounds.height / rows;
        let width = (bounds.width - names - 60.0).max(1.0);
        for (i, (name, colour, parts)) in self.bars.iter().enumerate() {
            let top = i as f32 * row_height + 0.15 * row_height;
            let height = 0.7 * row_height;
            frame.fill_rectangle(
                Point::new(0.0, top),
                Size::new(8.0, height),
                player_colour(*colour),
            );
            frame.fill_text(label(
                name.clone(),
                Point::new(14.0, top + height / 2.0),
                16.0,
                ink,
                false,
            ));
            let mut x = names;
            for (kind, points) in parts {
                let w = width * *points as f32 / max as f32;
                let fill = kind_shade(*kind, ink, paper);
                frame.fill_rectangle(Point::new(x, top), Size::new(w, height), fill);
                frame.stroke(
                    &Path::rectangle(Point::new(x, top), Size::new(w, height)),
                    Stroke::default().with_color(paper).with_width(1.0),
                );
                if w > 30.0 {
                    let text_colour = on_kind(*kind);
                    frame.fill_text(label(
                        points.to_string(),
                        Point::new(x + 4.0, top + height / 2.0),
                        14.0,
                        text_colour,
                        false,
                    ));
                }
                x += w;
            }
            let total: u32 = parts.iter().map(|(_, p)| *p).sum();
            frame.fill_text(label(
                total.to_string(),
                Point::new(x + 6.0, top + height / 2.0),
                16.0,
                ink,
                false,
            ));
        }
        vec![frame.into_geometry()]
    }
}

/// The shade a kind has in the bars, for the legend.
pub fn legend_colour(kind: Kind, theme: &Theme) -> Color {
    let palette = theme.extended_palette();
    kind_shade(
        kind,
        palette.background.base.text,
        palette.background.weak.color,
    )
}
