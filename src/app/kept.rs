//! Canvas drawings kept from one frame to the next until what they draw
//! changes: every canvas of the app draws through [`Kept`].
//!
//! A canvas drawn afresh each frame is, to iced's tiny-skia renderer, new
//! geometry each frame, which it repaints in every frame, each shape in
//! the rectangle of its own outline (iced_tiny_skia 0.14.1: a live group of
//! primitives never compares equal to the last frame's, and a shape inside
//! that rectangle is drawn without the clip mask). The anti-aliased edge of
//! a shape reaches up to a pixel outside that rectangle, where nothing above
//! it is repainted, so under a panel (Phones and TV over the keypad's
//! *Cards* tab) the edge built up frame by frame into a visible line across
//! the panel. Kept geometry is the same `Arc` in the next frame, so the
//! renderer repaints a canvas only when it changed, and then the whole of
//! it, with everything above it. It also spares redrawing the track (about
//! 0.2 ms) on frames where it did not change.

use std::cell::RefCell;

use iced::widget::canvas::{Cache, Frame, Geometry};
use iced::{Renderer, Size, Theme};

/// A canvas program's state: its last drawing, and what it drew.
pub struct Kept<D> {
    cache: Cache,
    drawn: RefCell<Option<(D, Theme)>>,
}

impl<D> Default for Kept<D> {
    fn default() -> Self {
        Kept {
            cache: Cache::new(),
            drawn: RefCell::new(None),
        }
    }
}

impl<D: Clone + PartialEq> Kept<D> {
    /// The drawing of `what` in `theme` at `size`: the kept one if it drew
    /// the same in the same theme at the same size, else drawn again with
    /// `draw` and kept.
    pub fn draw(
        &self,
        what: &D,
        renderer: &Renderer,
        theme: &Theme,
        size: Size,
        draw: impl FnOnce(&mut Frame),
    ) -> Geometry {
        let mut drawn = self.drawn.borrow_mut();
        let same = drawn
            .as_ref()
            .is_some_and(|(last, last_theme)| last == what && last_theme == theme);
        if !same {
            self.cache.clear();
            *drawn = Some((what.clone(), theme.clone()));
        }
        self.cache.draw(renderer, size, draw)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn renderer() -> Renderer {
        Renderer::new(iced::Font::DEFAULT, iced::Pixels(16.0))
    }

    fn strokes(kept: &Kept<u32>, what: u32, theme: &Theme, counter: &mut u32) -> Geometry {
        kept.draw(&what, &renderer(), theme, Size::new(10.0, 10.0), |frame| {
            *counter += 1;
            frame.fill_rectangle(iced::Point::ORIGIN, frame.size(), iced::Color::BLACK);
        })
    }

    #[test]
    fn draws_again_only_when_what_or_the_theme_changed() {
        let kept = Kept::default();
        let mut drawn = 0;
        let _ = strokes(&kept, 1, &Theme::Light, &mut drawn);
        let _ = strokes(&kept, 1, &Theme::Light, &mut drawn);
        assert_eq!(drawn, 1, "the same drawing is kept");
        let _ = strokes(&kept, 2, &Theme::Light, &mut drawn);
        assert_eq!(drawn, 2, "a new drawing when what it draws changed");
        let _ = strokes(&kept, 2, &Theme::Dark, &mut drawn);
        assert_eq!(drawn, 3, "a new drawing when the theme changed");
        let _ = strokes(&kept, 2, &Theme::Dark, &mut drawn);
        assert_eq!(drawn, 3);
    }
}
