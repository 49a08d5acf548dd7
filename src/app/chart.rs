//! The summary's charts, drawn on a canvas: every player's score over the
//! game, turn by turn (extra turns marked, the final scoring as a step of
//! its own after the last turn), and one bar per player of the points
//! their features scored, by kind. Colours come from the players' meeples
//! and the board's own kinds; lines, labels and grid from the theme, so
//! both read in light and dark. Names are not drawn on the canvas: the
//! screen writes them as text above each bar, whole.

use iced::widget::canvas::{Frame, Path, Stroke, Text};
use iced::{Color, Element, Fill, Point, Rectangle, Size, Theme};

use crate::engine::summary::{Line, Point as ScorePoint, Summary};
use crate::engine::{Colour, Kind};
use crate::t;

use super::design::{self, size};
use super::kept::{self, Drawing};
use super::palette::player_colour;

/// The score of every player after each turn.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoreChart {
    points: Vec<ScorePoint>,
    colours: Vec<Colour>,
    grow: f32,
}

/// One player's bar: the points of each kind their features scored, in
/// play and at the end, on a scale up to `max`.
#[derive(Debug, Clone, PartialEq)]
pub struct KindChart {
    parts: Vec<(Kind, u32)>,
    max: u32,
    grow: f32,
}

/// A label on the x axis: where (0 to 1 along the plot), and what.
#[derive(Debug, Clone, PartialEq)]
pub struct Tick {
    /// Where along the plot, 0 at the start of the game, 1 at its end.
    pub at: f32,
    /// The turn's number, or "End" for the final scoring.
    pub label: String,
}

impl ScoreChart {
    /// The chart of a summary; `colours` by seat; text grown by `grow`.
    pub fn new(summary: &Summary, colours: Vec<Colour>, grow: f32) -> Self {
        ScoreChart {
            points: summary.timeline.clone(),
            colours,
            grow,
        }
    }

    /// Whether the last point is the final scoring: it follows the last
    /// turn, under that turn's number (the summary adds it when the final
    /// scoring changed the totals).
    fn ends_with_final_scoring(&self) -> bool {
        let n = self.points.len();
        n >= 3 && self.points[n - 1].turn == self.points[n - 2].turn
    }

    /// Where each point lies along the plot (0 to 1): the turns evenly,
    /// and the final scoring, if there is one, a step apart after them.
    pub fn positions(&self) -> Vec<f32> {
        let n = self.points.len();
        if n < 2 {
            return vec![0.0; n];
        }
        if self.ends_with_final_scoring() {
            let turns = (n - 2) as f32;
            // The last turn at 88 %, the final scoring at the end.
            let mut at: Vec<f32> = (0..n - 1).map(|i| 0.88 * i as f32 / turns).collect();
            at.push(1.0);
            at
        } else {
            let last = (n - 1) as f32;
            (0..n).map(|i| i as f32 / last).collect()
        }
    }

    /// The x axis's labels: the first turn, the last turn at its own
    /// point, and "End" at the final scoring.
    pub fn ticks(&self) -> Vec<Tick> {
        let at = self.positions();
        let mut ticks = Vec::new();
        let last_turn = if self.ends_with_final_scoring() {
            self.points.len().saturating_sub(2)
        } else {
            self.points.len().saturating_sub(1)
        };
        if last_turn >= 1 {
            ticks.push(Tick {
                at: at[1],
                label: self.points[1].turn.to_string(),
            });
        }
        if last_turn > 1 {
            ticks.push(Tick {
                at: at[last_turn],
                label: self.points[last_turn].turn.to_string(),
            });
        }
        if self.ends_with_final_scoring() {
            ticks.push(Tick {
                at: 1.0,
                label: t!("summary-chart-end"),
            });
        }
        ticks
    }

    /// The points marked as an extra turn, by index and seat: turns that
    /// were extra turns, never the final scoring.
    pub fn extra_turns(&self) -> Vec<(usize, usize)> {
        let turns = if self.ends_with_final_scoring() {
            self.points.len() - 1
        } else {
            self.points.len()
        };
        self.points[..turns]
            .iter()
            .enumerate()
            .filter(|(_, p)| p.extra)
            .map(|(i, p)| (i, p.player.index()))
            .collect()
    }
}

impl KindChart {
    /// The bar of `line`, on a scale up to `max` points, text grown by
    /// `grow`.
    pub fn new(line: &Line, max: u32, grow: f32) -> Self {
        KindChart {
            parts: Kind::ALL
                .iter()
                .map(|k| (*k, Summary::kind_points(line, *k)))
                .filter(|(_, p)| *p > 0)
                .collect(),
            max: max.max(1),
            grow,
        }
    }

    /// The points in a player's bar: every kind, in play and at the end;
    /// not corrections, gold, end cards or deferred points.
    pub fn bar_total(line: &Line) -> u32 {
        Kind::ALL
            .iter()
            .map(|k| Summary::kind_points(line, *k))
            .sum()
    }
}

/// A chart as a widget filling the width, `height` tall.
pub fn view<'a, Message: 'a, P: Drawing>(program: P, height: f32) -> Element<'a, Message> {
    kept::canvas(program, Fill, height)
}

/// Where a label is anchored horizontally.
#[derive(Clone, Copy)]
enum Anchor {
    Left,
    Centre,
    Right,
}

fn label(content: String, at: Point, size: f32, color: Color, anchor: Anchor) -> Text {
    Text {
        content,
        position: at,
        size: size.into(),
        color,
        align_x: match anchor {
            Anchor::Left => iced::alignment::Horizontal::Left.into(),
            Anchor::Centre => iced::alignment::Horizontal::Center.into(),
            Anchor::Right => iced::alignment::Horizontal::Right.into(),
        },
        align_y: iced::alignment::Vertical::Center,
        font: super::FONT,
        ..Text::default()
    }
}

/// The step between the grid lines and the top of the axis for values up
/// to `max`: a round step, at most five lines above 0.
fn grid(max: u32) -> (u32, u32) {
    let max = max.max(1);
    for step in [
        1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000,
    ] {
        let lines = max.div_ceil(step);
        if lines <= 5 {
            return (step, lines * step);
        }
    }
    let step = max.div_ceil(5);
    (step, step * 5)
}

impl Drawing for ScoreChart {
    fn draw(&self, frame: &mut Frame, theme: &Theme) {
        let bounds = Rectangle::with_size(frame.size());
        let p = design::of(theme);
        let ink = design::colour(p.text);
        let faint = design::colour(p.line);
        let text_size = (size::CAPTION * self.grow).round();
        let ticks = self.ticks();
        // Every x label is centred on its point, the last one too: the
        // right margin holds half of the widest (about 0.6 em a letter),
        // so "End" stands clear of the last turn's number before it.
        let half_label = ticks
            .last()
            .map_or(0.0, |t| 0.3 * text_size * t.label.chars().count() as f32);
        let (left, right, top, bottom) = (
            3.2 * text_size,
            (1.2 * text_size).max(half_label + 0.4 * text_size),
            0.8 * text_size,
            1.9 * text_size,
        );
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
        let (step, top_value) = grid(max.max(10));
        let positions = self.positions();
        let x = |i: usize| plot.x + plot.width * positions.get(i).copied().unwrap_or(0.0);
        let y = |v: u32| plot.y + plot.height * (1.0 - v as f32 / top_value as f32);
        for line in 0..=top_value / step {
            let value = line * step;
            let at = y(value);
            frame.stroke(
                &Path::line(Point::new(plot.x, at), Point::new(plot.x + plot.width, at)),
                Stroke::default().with_color(faint).with_width(1.0),
            );
            frame.fill_text(label(
                value.to_string(),
                Point::new(plot.x - 0.5 * text_size, at),
                text_size,
                ink,
                Anchor::Right,
            ));
        }
        let below = plot.y + plot.height + 0.9 * text_size;
        for tick in &ticks {
            frame.fill_text(label(
                tick.label.clone(),
                Point::new(plot.x + plot.width * tick.at, below),
                text_size,
                ink,
                Anchor::Centre,
            ));
        }
        if self.ends_with_final_scoring() {
            // The final scoring apart from the turns: a dashed rule before it.
            let at = x(self.points.len() - 2);
            let mut y0 = plot.y;
            while y0 < plot.y + plot.height {
                frame.stroke(
                    &Path::line(
                        Point::new(at, y0),
                        Point::new(at, (y0 + 4.0).min(plot.y + plot.height)),
                    ),
                    Stroke::default().with_color(faint).with_width(1.5),
                );
                y0 += 8.0;
            }
        }
        let extra = self.extra_turns();
        let edge = super::palette::outline(theme.extended_palette().is_dark);
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
            // Under each line its edge, which stands off the ground at 3:1
            // whatever the player's colour (the black player on dark).
            frame.stroke(&path, Stroke::default().with_color(edge).with_width(5.0));
            frame.stroke(&path, Stroke::default().with_color(colour).with_width(3.0));
            // Extra turns: a dot on the line of the player who took one.
            for (i, _) in extra.iter().filter(|(_, s)| *s == seat) {
                let point = &self.points[*i];
                let at = Point::new(x(*i), y(point.totals.get(seat).copied().unwrap_or(0)));
                frame.fill(&Path::circle(at, 6.0), colour);
                frame.stroke(
                    &Path::circle(at, 6.0),
                    Stroke::default().with_color(ink).with_width(1.5),
                );
            }
        }
    }
}

/// A colour per kind, the board's own (grey road, brick city, ochre
/// cloister, green farm), differing in lightness as well as hue; the
/// numbers in the bars name the points, so colour is never alone.
pub fn kind_shade(kind: Kind) -> Color {
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

impl Drawing for KindChart {
    fn draw(&self, frame: &mut Frame, theme: &Theme) {
        let bounds = Rectangle::with_size(frame.size());
        let p = design::of(theme);
        let ink = design::colour(p.text);
        let paper = design::colour(p.surface);
        let text_size = (size::CAPTION * self.grow).round();
        // Room after the bar for its sum.
        let width = (bounds.width - 3.0 * text_size).max(1.0);
        let height = bounds.height;
        let mut x = 0.0;
        let mut written = 0;
        for (kind, points) in &self.parts {
            let w = width * *points as f32 / self.max as f32;
            frame.fill_rectangle(Point::new(x, 0.0), Size::new(w, height), kind_shade(*kind));
            frame.stroke(
                &Path::rectangle(Point::new(x, 0.0), Size::new(w, height)),
                Stroke::default().with_color(paper).with_width(1.0),
            );
            // The number only where it fits inside its part.
            let digits = points.to_string();
            if w > 0.62 * text_size * digits.len() as f32 + 8.0 {
                frame.fill_text(label(
                    digits,
                    Point::new(x + 4.0, height / 2.0),
                    text_size,
                    on_kind(*kind),
                    Anchor::Left,
                ));
                written += 1;
            }
            x += w;
        }
        // The sum after the bar, unless the bar's one part says it already.
        if self.parts.len() == 1 && written == 1 {
            return;
        }
        let total: u32 = self.parts.iter().map(|(_, p)| *p).sum();
        frame.fill_text(label(
            total.to_string(),
            Point::new(x + 0.4 * text_size, height / 2.0),
            text_size,
            ink,
            Anchor::Left,
        ));
    }
}

#[cfg(test)]
mod tests;
