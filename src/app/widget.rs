//! Small widgets the screens share, in the design language: the count
//! field (the one way to enter a count: tap it, type on the keypad or the
//! digit keys, nudge with − and +), buttons of a finger's size, a player's
//! chip.

use iced::widget::text::Span;
use iced::widget::{button, container, row, text};
use iced::{Alignment, Element, Fill, Length};

pub(crate) use crate::capitalised;
use crate::engine::Colour;

use super::design::size;
use super::palette;
use super::style;

thread_local! {
    static GROW: std::cell::Cell<f32> = const { std::cell::Cell::new(1.0) };
}

/// How much larger the widgets here draw: the game screen sets it for its
/// window while it builds its view ([`Grown`], `design::grow`); 1
/// elsewhere.
pub fn grow() -> f32 {
    GROW.with(std::cell::Cell::get)
}

/// A size of the type scale (or a finger's size) grown by [`grow`].
pub fn grown(size: f32) -> f32 {
    (size * grow()).round()
}

/// While it lives, the widgets here draw `grow` times larger.
pub struct Grown(f32);

impl Grown {
    /// Widgets draw `grow` times larger until this is dropped.
    pub fn set(grow: f32) -> Grown {
        Grown(GROW.with(|cell| cell.replace(grow)))
    }
}

impl Drop for Grown {
    fn drop(&mut self) {
        GROW.with(|cell| cell.set(self.0));
    }
}

/// A count being entered: its value as typed, at most three digits.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Count(String);

impl Count {
    /// A count with this value.
    pub fn of(value: u32) -> Count {
        Count(value.to_string())
    }

    /// The value (0 when nothing is typed).
    pub fn value(&self) -> u32 {
        self.0.parse().unwrap_or(0)
    }

    /// Whether nothing is typed.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// A digit typed: appended (a lone 0 is replaced); at most 3 digits.
    pub fn digit(&mut self, digit: u32) {
        if self.0 == "0" {
            self.0.clear();
        }
        if self.0.len() < 3 && digit < 10 {
            self.0.push(char::from(b'0' + digit as u8));
        }
    }

    /// The last digit removed.
    pub fn backspace(&mut self) {
        self.0.pop();
    }

    /// Emptied.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// One more or fewer, within 0–`max`.
    pub fn nudge(&mut self, by: i32, max: u32) {
        let value = self.value().saturating_add_signed(by).min(max);
        self.0 = value.to_string();
    }

    /// A key of the keypad typed into this count, which stays within
    /// 0–`max`: a digit appended (more than `max` is `max`), the last digit
    /// removed, emptied, or one more or fewer.
    pub fn key(&mut self, input: Input, max: u32) {
        match input {
            Input::Digit(d) => {
                self.digit(d);
                if self.value() > max {
                    *self = Count::of(max);
                }
            }
            Input::Backspace => self.backspace(),
            Input::Clear => self.clear(),
            Input::Nudge(by) => self.nudge(by, max),
        }
    }
}

/// A key of the keypad, offered to the count (or the panel whose fields
/// are on show) it types into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// A digit.
    Digit(u32),
    /// Remove the last digit.
    Backspace,
    /// Clear the field.
    Clear,
    /// One more (`+`) or one fewer (`−`).
    Nudge(i32),
}

/// A count field: its label and the value, large; a tap on it sends
/// `focus`, and the keypad (its digits, − and +) and the digit keys then
/// type into it. `focused` draws it as the field the keypad types into.
pub fn field<'a, M: Clone + 'a>(
    label: String,
    value: &Count,
    focused: bool,
    focus: M,
) -> Element<'a, M> {
    let shown = if value.is_empty() {
        "0".to_owned()
    } else {
        value.0.clone()
    };
    button(
        row![
            text(label)
                .size(grown(size::CAPTION))
                .width(Fill)
                .wrapping(text::Wrapping::Word),
            text(shown)
                .size(grown(size::HEADING))
                .wrapping(text::Wrapping::None),
        ]
        .spacing(6)
        .height(Fill)
        .align_y(Alignment::Center),
    )
    .width(Fill)
    .height(grown(size::TOUCH))
    .padding([0, 10])
    .style(style::field(focused))
    .on_press(focus)
    .into()
}

/// A key on its lip (`style::key_lip`): a raised tile, as wide and tall
/// as `key` asks, the key itself 2 px shorter.
pub fn raised<'a, M: Clone + 'a>(key: button::Button<'a, M>) -> container::Container<'a, M> {
    container(key.width(Fill).height(Fill))
        .padding(iced::Padding {
            bottom: 2.0,
            ..iced::Padding::ZERO
        })
        .style(style::key_lip)
}

/// A count field with − and + beside it, for a count that is nudged more
/// often than typed (a pool of gold pieces); the keys carry the ids
/// `{id}-less` and `{id}-more`.
pub fn nudged<'a, M: Clone + 'a>(
    label: String,
    value: &Count,
    focused: bool,
    focus: M,
    nudge: impl Fn(i32) -> M,
    id: &str,
) -> Element<'a, M> {
    let key = |sign: &'static str, by: i32, id: String| {
        raised(
            button(
                text(sign)
                    .size(grown(size::HEADING))
                    .center()
                    .width(Fill)
                    .height(Fill),
            )
            .padding(0)
            .style(style::key)
            .on_press(nudge(by)),
        )
        .width(grown(size::TOUCH))
        .height(grown(size::TOUCH))
        .id(id)
    };
    row![
        key("−", -1, format!("{id}-less")),
        field(label, value, focused, focus),
        key("+", 1, format!("{id}-more")),
    ]
    .spacing(6)
    .align_y(Alignment::Center)
    .width(Fill)
    .into()
}

/// A text in which each player's name stands in a pill of their colour,
/// so the table sees at once whom it concerns; it wraps between words.
pub fn named<'a, M: 'a>(words: String, players: &[(String, Colour)], size: f32) -> Element<'a, M> {
    let mut spans: Vec<Span<'a, (), iced::Font>> = Vec::new();
    for (piece, who) in split_names(&words, players) {
        let mut span = Span::new(piece);
        if let Some(colour) = who {
            span = span
                .color(palette::on_player_colour(colour))
                .background(palette::player_colour(colour))
                .border(iced::Border {
                    radius: 6.0.into(),
                    ..iced::Border::default()
                })
                .padding([0, 4]);
        }
        spans.push(span);
    }
    let rich: Element<'a, M> = iced::widget::rich_text(spans)
        .size(size)
        .width(Fill)
        .wrapping(text::Wrapping::WordOrGlyph)
        .into();
    Element::new(Spoken { inner: rich, words })
}

/// A widget drawn by another (rich text) that also tells the widget tree
/// its words, as plain text does: tools that read the screen (iced_test's
/// selectors, the layout test) find it by what it says.
struct Spoken<'a, M> {
    inner: Element<'a, M>,
    words: String,
}

type Renderer = iced::Renderer;

impl<M> iced_core::Widget<M, iced::Theme, Renderer> for Spoken<'_, M> {
    fn size(&self) -> iced::Size<Length> {
        self.inner.as_widget().size()
    }

    fn size_hint(&self) -> iced::Size<Length> {
        self.inner.as_widget().size_hint()
    }

    fn children(&self) -> Vec<iced_core::widget::Tree> {
        vec![iced_core::widget::Tree::new(&self.inner)]
    }

    fn diff(&self, tree: &mut iced_core::widget::Tree) {
        tree.diff_children(std::slice::from_ref(&self.inner));
    }

    fn layout(
        &mut self,
        tree: &mut iced_core::widget::Tree,
        renderer: &Renderer,
        limits: &iced_core::layout::Limits,
    ) -> iced_core::layout::Node {
        self.inner
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
        self.inner.as_widget().draw(
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

/// A button of a finger's size with a centred label; `primary` for what
/// moves the game on.
pub fn action<'a, M: Clone + 'a>(
    label: String,
    message: Option<M>,
    primary: bool,
) -> iced::widget::Button<'a, M> {
    button(
        text(label)
            .size(grown(size::BODY))
            .center()
            .width(Fill)
            .height(Fill)
            .wrapping(text::Wrapping::WordOrGlyph),
    )
    .height(grown(size::TOUCH))
    .padding([0, 12])
    .style(if primary {
        style::primary
    } else {
        style::secondary
    })
    .on_press_maybe(message)
}

/// The width an [`action`] needs to show `label` on one line.
pub fn fit(label: &str) -> f32 {
    super::design::text_width(label, grown(size::BODY), false).ceil() + 30.0
}

/// A player's chip: the name in one line, shortened with "…" to `chars`;
/// filled in the player's colour when chosen.
pub fn chip<'a, M: Clone + 'a>(
    name: &str,
    colour: Colour,
    chosen: bool,
    chars: usize,
    message: M,
) -> Element<'a, M> {
    button(
        text(style::shortened(name, chars))
            .size(grown(size::SMALL))
            .wrapping(text::Wrapping::None)
            .center()
            .width(Fill)
            .height(Fill),
    )
    .width(Length::Fill)
    .height(grown(size::TOUCH))
    .padding([0, 4])
    .style(style::player_chip(colour, chosen))
    .on_press(message)
    .into()
}

/// A card-like block of the surface colour.
pub fn panel<'a, M: 'a>(content: impl Into<Element<'a, M>>) -> container::Container<'a, M> {
    container(content)
        .padding(10)
        .width(Fill)
        .style(style::card)
}

#[cfg(test)]
mod tests {
    use super::{Count, Input, split_names};
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

    #[test]
    fn a_count_takes_digits_and_nudges() {
        let mut count = Count::default();
        count.digit(1);
        count.digit(1);
        assert_eq!(count.value(), 11);
        count.digit(9);
        count.digit(9);
        assert_eq!(count.value(), 119, "at most three digits");
        count.backspace();
        assert_eq!(count.value(), 11);
        count.nudge(-20, 99);
        assert_eq!(count.value(), 0);
        count.nudge(1, 99);
        count.digit(4);
        assert_eq!(count.value(), 14);
        count.nudge(200, 99);
        assert_eq!(count.value(), 99);
    }

    #[test]
    fn a_keypad_key_types_into_a_count_within_its_most() {
        let mut count = Count::default();
        for key in [Input::Digit(1), Input::Digit(2)] {
            count.key(key, 8);
        }
        assert_eq!(count.value(), 8, "a typed count holds to the most");
        count.key(Input::Nudge(1), 8);
        assert_eq!(count.value(), 8);
        count.key(Input::Backspace, 8);
        assert!(count.is_empty());
        count.key(Input::Nudge(1), 8);
        count.key(Input::Digit(3), 999);
        assert_eq!(count.value(), 13);
        count.key(Input::Clear, 999);
        assert_eq!(count.value(), 0);
    }
}
