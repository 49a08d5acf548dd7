//! Canvas drawings kept from one frame to the next until what they draw
//! changes: every canvas of the app is a [`Drawing`] shown by [`canvas()`].
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
//!
//! Each canvas is also drawn in a layer of its own ([`canvas()`]): to the
//! tiny-skia renderer a canvas's geometry carries its own list of text
//! (empty for ours), and iced_tiny_skia 0.14.1 (`Layer::damage`, also
//! on iced's master) works out the damage of a text that takes that list's
//! place in the next frame with the canvas's offset added: a text that
//! came, in the layer's order, where the last frame had a canvas (the
//! hand's hint where the Cards tab's icon had been) was repainted only
//! where something else changed under it, and lost its strokes above the
//! Cards page's gaps ("z ı" for "zu", "odrzucić" gone;
//! docs/architecture.md, "Drawing under a panel"; iced-rs/iced#2665 is
//! the nearest report upstream). In a layer of its own, a canvas's text
//! list never pairs with another widget's text. The layer can go when
//! iced's damage measures a text by its own offset.

use std::cell::RefCell;

use iced::widget::canvas::{self, Cache, Frame, Geometry};
use iced::{Element, Length, Rectangle, Renderer, Size, Theme, mouse};
use iced_core::renderer::Renderer as _;
use iced_core::widget::{Tree, tree};
use iced_core::{Clipboard, Event, Layout, Shell, Widget, layout, renderer};

/// What a canvas of the app draws: compared with the last frame's to know
/// whether to draw it again.
pub trait Drawing: Clone + PartialEq + 'static {
    /// Draws into `frame`, which is the canvas's size, in `theme`.
    fn draw(&self, frame: &mut Frame, theme: &Theme);
}

/// The canvas that shows `drawing`, kept between frames, in a layer of
/// its own (see the module's note), `width` by `height`.
pub fn canvas<'a, M: 'a, D: Drawing>(
    drawing: D,
    width: impl Into<Length>,
    height: impl Into<Length>,
) -> Element<'a, M> {
    let canvas = canvas::Canvas::new(Kept(drawing))
        .width(width)
        .height(height);
    Element::new(Own(Element::new(canvas)))
}

/// A widget drawn in a layer of its own, otherwise its content.
struct Own<'a, M>(Element<'a, M>);

impl<M> Widget<M, Theme, Renderer> for Own<'_, M> {
    fn size(&self) -> Size<Length> {
        self.0.as_widget().size()
    }

    fn tag(&self) -> tree::Tag {
        self.0.as_widget().tag()
    }

    fn state(&self) -> tree::State {
        self.0.as_widget().state()
    }

    fn children(&self) -> Vec<Tree> {
        self.0.as_widget().children()
    }

    fn diff(&self, tree: &mut Tree) {
        self.0.as_widget().diff(tree);
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        self.0.as_widget_mut().layout(tree, renderer, limits)
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut Renderer,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        // The layer's clip is not the enclosing one's (a scrollable's
        // viewport): only the part in view.
        let Some(seen) = layout.bounds().intersection(viewport) else {
            return;
        };
        renderer.with_layer(seen, |renderer| {
            self.0
                .as_widget()
                .draw(tree, renderer, theme, style, layout, cursor, viewport);
        });
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &Renderer,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        self.0.as_widget_mut().update(
            tree, event, layout, cursor, renderer, clipboard, shell, viewport,
        );
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &Renderer,
    ) -> mouse::Interaction {
        self.0
            .as_widget()
            .mouse_interaction(tree, layout, cursor, viewport, renderer)
    }
}

/// A [`Drawing`] as a canvas program whose state keeps its geometry.
pub struct Kept<D>(D);

impl<D: Drawing, M> canvas::Program<M> for Kept<D> {
    type State = Memory<D>;

    fn draw(
        &self,
        memory: &Memory<D>,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        vec![
            memory.draw(&self.0, renderer, theme, bounds.size(), |frame| {
                self.0.draw(frame, theme);
            }),
        ]
    }
}

/// A canvas's state: its last drawing, and what it drew.
pub struct Memory<D> {
    cache: Cache,
    drawn: RefCell<Option<(D, Theme)>>,
}

impl<D> Default for Memory<D> {
    fn default() -> Self {
        Memory {
            cache: Cache::new(),
            drawn: RefCell::new(None),
        }
    }
}

impl<D: Clone + PartialEq> Memory<D> {
    /// The drawing of `what` in `theme` at `size`: the kept one if it drew
    /// the same in the same theme at the same size, else drawn again with
    /// `draw` and kept.
    fn draw(
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

    fn strokes(kept: &Memory<u32>, what: u32, theme: &Theme, counter: &mut u32) -> Geometry {
        kept.draw(&what, &renderer(), theme, Size::new(10.0, 10.0), |frame| {
            *counter += 1;
            frame.fill_rectangle(iced::Point::ORIGIN, frame.size(), iced::Color::BLACK);
        })
    }

    #[test]
    fn draws_again_only_when_what_or_the_theme_changed() {
        let kept = Memory::default();
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
