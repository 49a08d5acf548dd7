//! A screen that starts afresh when another is shown: iced matches the
//! widgets of one frame to the next by where they stand, so a screen drawn
//! where another was took over its widgets' state (Settings opened scrolled
//! down as far as Home had been). [`fresh`] keys its content: when the key
//! changes, the content's state is new.

use iced::{Element, Length, Rectangle, Size, Vector};
use iced_core::widget::{Operation, Tree, tree};
use iced_core::{Clipboard, Event, Layout, Shell, Widget, layout, mouse, overlay, renderer};

type Renderer = iced::Renderer;
type Theme = iced::Theme;

/// `content`, whose widgets' state starts over whenever `key` changes.
pub fn fresh<'a, M: 'a>(key: u32, content: impl Into<Element<'a, M>>) -> Element<'a, M> {
    Element::new(Fresh {
        key,
        content: content.into(),
    })
}

struct Fresh<'a, M> {
    key: u32,
    content: Element<'a, M>,
}

/// The key the content's state was made for.
struct Key(u32);

impl<M> Widget<M, Theme, Renderer> for Fresh<'_, M> {
    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<Key>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(Key(self.key))
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        let key = tree.state.downcast_mut::<Key>();
        if key.0 == self.key && tree.children.len() == 1 {
            tree.diff_children(std::slice::from_ref(&self.content));
        } else {
            key.0 = self.key;
            tree.children = vec![Tree::new(&self.content)];
        }
    }

    fn layout(
        &mut self,
        tree: &mut Tree,
        renderer: &Renderer,
        limits: &layout::Limits,
    ) -> layout::Node {
        self.content
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits)
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
        self.content.as_widget().draw(
            &tree.children[0],
            renderer,
            theme,
            style,
            layout,
            cursor,
            viewport,
        );
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &Renderer,
        operation: &mut dyn Operation,
    ) {
        self.content
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
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
        self.content.as_widget_mut().update(
            &mut tree.children[0],
            event,
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
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
        self.content.as_widget().mouse_interaction(
            &tree.children[0],
            layout,
            cursor,
            viewport,
            renderer,
        )
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &Renderer,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, Renderer>> {
        self.content.as_widget_mut().overlay(
            &mut tree.children[0],
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}
