//! Layout checks for a screen in iced's simulator, from one layout: every
//! text fits the bounds iced gave it (a text iced had to squeeze is
//! clipped, runs past its button or is drawn over its neighbour), is on
//! the type scale (so at least 14 px), lies inside the window unless a
//! scrollable holds it, and no two texts overlap.
//!
//! iced clamps every widget to the room it is given, so a label too long
//! for its button does not make the button wider: the label's bounds are
//! cut to the button's and the glyphs run on. The check measures each
//! text again at the sizes of the type scale (the simulator reports text
//! content and bounds, not size) and asks that one size explains the
//! bounds exactly: its lines times its line height make the height, and
//! its widest line fits the width. A squeezed text has no such size.

#![allow(dead_code)]

use iced::{Rectangle, Size};
use iced_core::text::{Alignment, LineHeight, Paragraph as _, Shaping, Text, Wrapping};
use iced_graphics::text::Paragraph;
use iced_test::Simulator;
use iced_test::selector::{Candidate, Target};

/// What the simulator shows, widget by widget, in tree order.
pub fn targets<M>(ui: &mut Simulator<'_, M>) -> Vec<Target> {
    let mut all = Vec::new();
    let _ = ui.find(|candidate: Candidate<'_>| {
        all.push(Target::from(candidate));
        None::<()>
    });
    all
}

/// The type scale of one window: the text sizes drawn, and the line
/// heights other than iced's default (1.3 × the size) that labels use,
/// such as a touch target's line for checkbox and radio labels.
pub struct Scale {
    pub sizes: Vec<f32>,
    pub lines: Vec<f32>,
}

/// The size of `content` at `size`, wrapped to `width`.
fn measure(
    content: &str,
    size: f32,
    line_height: LineHeight,
    width: f32,
    wrapping: Wrapping,
) -> Size {
    Paragraph::with_text(Text {
        content,
        bounds: Size::new(width, f32::INFINITY),
        size: size.into(),
        line_height,
        font: meeple_companion::app::FONT,
        align_x: Alignment::Default,
        align_y: iced::alignment::Vertical::Top,
        shaping: Shaping::Auto,
        wrapping,
    })
    .min_bounds()
}

/// The size of the type scale that explains a text's bounds, if one does.
pub fn size_of(content: &str, bounds: Rectangle, scale: &Scale) -> Option<f32> {
    let lines: Vec<LineHeight> = std::iter::once(LineHeight::Relative(1.3))
        .chain(
            scale
                .lines
                .iter()
                .map(|l| LineHeight::Absolute((*l).into())),
        )
        .collect();
    for &size in scale.sizes.iter().rev() {
        for &line_height in &lines {
            let line = line_height.to_absolute(size.into()).0;
            let lines = (bounds.height / line).round();
            if lines < 1.0 || (bounds.height - lines * line).abs() > 1.0 {
                continue;
            }
            for wrapping in [Wrapping::Word, Wrapping::WordOrGlyph, Wrapping::None] {
                let measured = measure(content, size, line_height, bounds.width + 0.5, wrapping);
                if measured.width <= bounds.width + 1.0
                    && (measured.height - bounds.height).abs() <= 1.0
                {
                    return Some(size);
                }
            }
        }
    }
    None
}

/// The problems of one layout: texts squeezed or off the scale, outside
/// the window, or over one another.
pub fn problems(targets: &[Target], window: Size, scale: &Scale) -> Vec<String> {
    let mut problems = Vec::new();
    let screen = Rectangle::new(iced::Point::ORIGIN, window);
    let mut texts: Vec<(&str, Rectangle)> = Vec::new();
    for target in targets {
        let Target::Text {
            bounds,
            visible_bounds,
            content,
            ..
        } = target
        else {
            continue;
        };
        if content.trim().is_empty() {
            continue;
        }
        // Scrolled out of view: a scrollable holds it, nothing to check
        // but its fit.
        let shown = visible_bounds
            .is_some_and(|v| v.width >= bounds.width - 0.5 && v.height >= bounds.height - 0.5);
        if size_of(content, *bounds, scale).is_none() {
            problems.push(format!(
                "squeezed or off the type scale: {content:?} in {bounds:?}"
            ));
        }
        if shown {
            let inside = bounds.x >= -0.5
                && bounds.y >= -0.5
                && bounds.x + bounds.width <= screen.width + 0.5
                && bounds.y + bounds.height <= screen.height + 0.5;
            if !inside {
                problems.push(format!("outside the window: {content:?} at {bounds:?}"));
            }
            texts.push((content, *bounds));
        }
    }
    for (i, (a, ra)) in texts.iter().enumerate() {
        for (b, rb) in &texts[i + 1..] {
            if let Some(both) = ra.intersection(rb)
                && both.width > 1.0
                && both.height > 1.0
            {
                problems.push(format!("{a:?} at {ra:?} overlaps {b:?} at {rb:?}"));
            }
        }
    }
    problems
}
