//! Sentences that name players: each name in a pill of its colour.

use iced::widget::text;
use iced::widget::text::Span;
use iced::{Element, Fill, Length};

use crate::engine::Colour;

use super::super::palette;

/// The line height of such a sentence, over its size: a block read out
/// across the table, set a little tighter than the app's labels.
pub const LINE_HEIGHT: f32 = 1.15;

/// A text in which each player's name stands in a pill of their colour,
/// edged so the pill stands off the ground in either theme (black on the
/// dark one above all), so the table sees at once whom it concerns; it
/// wraps between words.
pub fn names_in_colour<'a, M: 'a>(
    words: String,
    players: &[(String, Colour)],
    size: f32,
) -> Element<'a, M> {
    let pieces = split_names(&words, players);
    let rich = |dark: bool| -> Element<'a, M> {
        let spans: Vec<Span<'a, (), iced::Font>> = pieces
            .iter()
            .map(|(piece, who)| {
                match who {
                    // The pill's room inside its edge is in its words (no
                    // break either side), not a padding, which would reach
                    // over the next letter (the colon after a name).
                    // A name is never broken between lines: its spaces glue.
                    Some(colour) => {
                        Span::new(format!("\u{a0}{}\u{a0}", piece.replace(' ', "\u{a0}")))
                            .color(palette::on_player_colour(*colour))
                            .background(palette::player_colour(*colour))
                            .border(chip_border(dark))
                    }
                    None => Span::new(piece.clone()),
                }
            })
            .collect();
        iced::widget::rich_text(spans)
            .size(size)
            .line_height(text::LineHeight::Relative(LINE_HEIGHT))
            .width(Fill)
            .wrapping(text::Wrapping::WordOrGlyph)
            .into()
    };
    Element::new(Spoken {
        light: rich(false),
        dark: rich(true),
        words,
    })
}

/// The edge of a name's pill: the figures' outline, which stands 3:1 off
/// every ground a sentence is shown on.
pub fn chip_border(dark: bool) -> iced::Border {
    iced::Border {
        radius: 6.0.into(),
        width: 1.5,
        color: palette::outline(dark),
    }
}

/// A widget drawn by another (rich text) that also tells the widget tree
/// its words, as plain text does: tools that read the screen (iced_test's
/// selectors, the layout test) find it by what it says. It holds the text
/// twice, with the pills edged for the light and for the dark theme (a
/// span's edge is fixed when it is made), laid out alike, and draws the
/// one of the theme it is drawn in.
struct Spoken<'a, M> {
    light: Element<'a, M>,
    dark: Element<'a, M>,
    words: String,
}

type Renderer = iced::Renderer;

impl<M> iced_core::Widget<M, iced::Theme, Renderer> for Spoken<'_, M> {
    fn size(&self) -> iced::Size<Length> {
        self.light.as_widget().size()
    }

    fn size_hint(&self) -> iced::Size<Length> {
        self.light.as_widget().size_hint()
    }

    fn children(&self) -> Vec<iced_core::widget::Tree> {
        vec![
            iced_core::widget::Tree::new(&self.light),
            iced_core::widget::Tree::new(&self.dark),
        ]
    }

    fn diff(&self, tree: &mut iced_core::widget::Tree) {
        tree.diff_children(&[&self.light, &self.dark]);
    }

    fn layout(
        &mut self,
        tree: &mut iced_core::widget::Tree,
        renderer: &Renderer,
        limits: &iced_core::layout::Limits,
    ) -> iced_core::layout::Node {
        self.dark
            .as_widget_mut()
            .layout(&mut tree.children[1], renderer, limits);
        self.light
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits)
    }

    fn draw(
        &self,
        tree: &iced_core::widget::Tree,
        renderer: &mut Renderer,
        theme: &iced::Theme,
        style: &iced_core::renderer::Style,
        layout: iced_core::Layout<'_>,
        cursor: iced_core::mouse::Cursor,
        viewport: &iced::Rectangle,
    ) {
        let (inner, state) = if theme.extended_palette().is_dark {
            (&self.dark, &tree.children[1])
        } else {
            (&self.light, &tree.children[0])
        };
        inner
            .as_widget()
            .draw(state, renderer, theme, style, layout, cursor, viewport);
    }

    fn operate(
        &mut self,
        _tree: &mut iced_core::widget::Tree,
        layout: iced_core::Layout<'_>,
        _renderer: &Renderer,
        operation: &mut dyn iced_core::widget::Operation,
    ) {
        operation.text(None, layout.bounds(), &self.words);
    }
}

/// `words` cut into pieces, each name of `players` found in it a piece of
/// its own with its colour (the longest names first, whole words only).
pub fn split_names(words: &str, players: &[(String, Colour)]) -> Vec<(String, Option<Colour>)> {
    let mut order: Vec<&(String, Colour)> = players.iter().filter(|p| !p.0.is_empty()).collect();
    order.sort_by_key(|p| std::cmp::Reverse(p.0.chars().count()));
    let mut pieces = Vec::new();
    let mut rest = words;
    'outer: while !rest.is_empty() {
        // The earliest whole-word name in what is left.
        let mut best: Option<(usize, &(String, Colour))> = None;
        for player in &order {
            let mut from = 0;
            while let Some(at) = rest[from..].find(player.0.as_str()) {
                let at = from + at;
                let end = at + player.0.len();
                let before = rest[..at].chars().next_back();
                let after = rest[end..].chars().next();
                let whole = !before.is_some_and(char::is_alphanumeric)
                    && !after.is_some_and(char::is_alphanumeric);
                if whole {
                    if best.is_none_or(|(b, _)| at < b) {
                        best = Some((at, player));
                    }
                    break;
                }
                from = at + rest[at..].chars().next().map_or(1, char::len_utf8);
            }
        }
        match best {
            Some((at, (name, colour))) => {
                if at > 0 {
                    pieces.push((rest[..at].to_owned(), None));
                }
                pieces.push((name.clone(), Some(*colour)));
                rest = &rest[at + name.len()..];
            }
            None => {
                pieces.push((rest.to_owned(), None));
                break 'outer;
            }
        }
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::split_names;
    use crate::engine::Colour;

    #[test]
    fn names_are_found_whole() {
        let players = vec![
            ("Ann".to_owned(), Colour::Red),
            ("Anna".to_owned(), Colour::Blue),
        ];
        let pieces = split_names("Anna uses it against Ann. Annabel watches", &players);
        assert_eq!(
            pieces,
            vec![
                ("Anna".to_owned(), Some(Colour::Blue)),
                (" uses it against ".to_owned(), None),
                ("Ann".to_owned(), Some(Colour::Red)),
                (". Annabel watches".to_owned(), None),
            ]
        );
        assert_eq!(
            split_names("nobody", &players),
            vec![("nobody".to_owned(), None)]
        );
    }
}
