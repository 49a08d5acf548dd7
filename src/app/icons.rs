//! The app's icons, drawn with canvas paths (no image files): road, city,
//! cloister, farm and a star, in a square of any size, in one ink colour
//! over an optional tint. An expansion's own icons ([`Own`]) are drawn in
//! its own module, with the helpers here.

use std::fmt;

use iced::widget::canvas::{self, Frame, Path, Stroke};
use iced::{Color, Element, Point, Rectangle, Size, Theme};

use crate::engine::Kind;

use super::kept::{self, Drawing};

/// What an icon shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Icon {
    /// A road with its dashed middle line.
    Road,
    /// A walled city with two towers.
    City,
    /// A cloister: a chapel with a cross.
    Cloister,
    /// A farm: furrowed fields under a hill.
    Farm,
    /// Anything else scored: a star.
    Other,
    /// An expansion's own icon.
    Own(Own),
}

/// Draws an icon in the square given, in the ink given.
pub type Paint = fn(&mut Frame, Rectangle, Color);

/// An icon an expansion draws in its own module (the base app names none
/// of them): its name, which tells two apart, and how it is drawn.
#[derive(Clone, Copy)]
pub struct Own {
    /// What it shows, in a word ("envelope").
    pub name: &'static str,
    /// How it is drawn.
    pub paint: Paint,
}

impl PartialEq for Own {
    fn eq(&self, other: &Own) -> bool {
        self.name == other.name
    }
}

impl Eq for Own {}

impl fmt::Debug for Own {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Own").field(&self.name).finish()
    }
}

impl Icon {
    /// The icon of a kind of feature.
    pub fn of(kind: Kind) -> Icon {
        match kind {
            Kind::Road => Icon::Road,
            Kind::City => Icon::City,
            Kind::Cloister => Icon::Cloister,
            Kind::Farm => Icon::Farm,
            _ => Icon::Other,
        }
    }
}

/// An icon as a widget `side` pixels square, in the text colour of the
/// theme (or `ink` when given).
pub fn icon<'a, M: 'a>(icon: Icon, side: f32, ink: Option<Color>) -> Element<'a, M> {
    kept::canvas(Drawn { icon, ink }, side, side)
}

#[derive(Debug, Clone, Copy, PartialEq)]
struct Drawn {
    icon: Icon,
    ink: Option<Color>,
}

impl Drawing for Drawn {
    fn draw(&self, frame: &mut Frame, theme: &Theme) {
        let bounds = Rectangle::with_size(frame.size());
        let ink = self.ink.unwrap_or(theme.palette().text);
        let side = bounds.width.min(bounds.height);
        let square = Rectangle::new(
            Point::new((bounds.width - side) / 2.0, (bounds.height - side) / 2.0),
            Size::new(side, side),
        );
        draw(frame, self.icon, square, ink);
    }
}

/// A point given in fractions of `r`.
pub fn at(r: Rectangle, x: f32, y: f32) -> Point {
    Point::new(r.x + x * r.width, r.y + y * r.height)
}

/// A closed shape through points given in fractions of `r`.
pub fn polygon(r: Rectangle, points: &[(f32, f32)]) -> Path {
    Path::new(|b| {
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                b.move_to(at(r, x, y));
            } else {
                b.line_to(at(r, x, y));
            }
        }
        b.close();
    })
}

/// A line of `ink`, at least a pixel wide.
pub fn stroke(ink: Color, width: f32) -> Stroke<'static> {
    Stroke::default().with_color(ink).with_width(width.max(1.0))
}

/// Draws `icon` in the square `r`.
pub fn draw(frame: &mut Frame, icon: Icon, r: Rectangle, ink: Color) {
    let w = r.width;
    match icon {
        Icon::Road => {
            let road = Path::new(|b| {
                b.move_to(at(r, 0.18, 0.95));
                b.quadratic_curve_to(at(r, 0.30, 0.45), at(r, 0.62, 0.05));
                b.line_to(at(r, 0.86, 0.05));
                b.quadratic_curve_to(at(r, 0.52, 0.50), at(r, 0.56, 0.95));
                b.close();
            });
            frame.fill(&road, ink);
            let middle = Path::new(|b| {
                b.move_to(at(r, 0.38, 0.92));
                b.quadratic_curve_to(at(r, 0.42, 0.48), at(r, 0.74, 0.08));
            });
            frame.stroke(
                &middle,
                Stroke {
                    line_dash: canvas::LineDash {
                        segments: &[0.1 * w, 0.08 * w],
                        offset: 0,
                    },
                    ..stroke(Color::WHITE.scale_alpha(0.9), 0.05 * w)
                },
            );
        }
        Icon::City => {
            let wall = polygon(
                r,
                &[
                    (0.06, 0.92),
                    (0.06, 0.30),
                    (0.20, 0.30),
                    (0.20, 0.42),
                    (0.32, 0.42),
                    (0.32, 0.12),
                    (0.44, 0.12),
                    (0.44, 0.22),
                    (0.56, 0.22),
                    (0.56, 0.12),
                    (0.68, 0.12),
                    (0.68, 0.42),
                    (0.80, 0.42),
                    (0.80, 0.30),
                    (0.94, 0.30),
                    (0.94, 0.92),
                ],
            );
            frame.fill(&wall, ink);
            let gate = Path::new(|b| {
                b.move_to(at(r, 0.40, 0.92));
                b.line_to(at(r, 0.40, 0.66));
                b.quadratic_curve_to(at(r, 0.50, 0.52), at(r, 0.60, 0.66));
                b.line_to(at(r, 0.60, 0.92));
                b.close();
            });
            frame.fill(&gate, Color::WHITE.scale_alpha(0.85));
        }
        Icon::Cloister => {
            let chapel = polygon(
                r,
                &[
                    (0.14, 0.94),
                    (0.14, 0.50),
                    (0.50, 0.24),
                    (0.86, 0.50),
                    (0.86, 0.94),
                ],
            );
            frame.fill(&chapel, ink);
            frame.stroke(
                &Path::line(at(r, 0.50, 0.02), at(r, 0.50, 0.26)),
                stroke(ink, 0.08 * w),
            );
            frame.stroke(
                &Path::line(at(r, 0.40, 0.10), at(r, 0.60, 0.10)),
                stroke(ink, 0.08 * w),
            );
            let door = Path::rectangle(at(r, 0.42, 0.64), Size::new(0.16 * w, 0.30 * w));
            frame.fill(&door, Color::WHITE.scale_alpha(0.85));
        }
        Icon::Farm => {
            let hill = Path::new(|b| {
                b.move_to(at(r, 0.04, 0.56));
                b.quadratic_curve_to(at(r, 0.45, 0.18), at(r, 0.96, 0.50));
                b.line_to(at(r, 0.96, 0.94));
                b.line_to(at(r, 0.04, 0.94));
                b.close();
            });
            frame.fill(&hill, ink);
            for (x0, x1) in [(0.20, 0.10), (0.45, 0.40), (0.70, 0.72)] {
                frame.stroke(
                    &Path::line(at(r, x0, 0.52), at(r, x1, 0.92)),
                    stroke(Color::WHITE.scale_alpha(0.8), 0.05 * w),
                );
            }
            frame.fill(&Path::circle(at(r, 0.80, 0.16), 0.1 * w), ink);
        }
        Icon::Other => star(frame, r, ink),
        Icon::Own(own) => (own.paint)(frame, r, ink),
    }
}

/// A five-pointed star filling `r`.
pub fn star(frame: &mut Frame, r: Rectangle, ink: Color) {
    let points: Vec<(f32, f32)> = (0..10)
        .map(|i| {
            let angle = std::f32::consts::PI * (i as f32) / 5.0 - std::f32::consts::FRAC_PI_2;
            let radius = if i % 2 == 0 { 0.48 } else { 0.2 };
            (0.5 + radius * angle.cos(), 0.54 + radius * angle.sin())
        })
        .collect();
    frame.fill(&polygon(r, &points), ink);
}
