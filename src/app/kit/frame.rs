//! The frame Home, Setup, Results and Settings share with the game
//! screen's design: a header with the screen's title and its way back, a
//! body, a bar of actions along the bottom, cards, headings and hints.

use iced::widget::{Space, button, container, row, space, text};
use iced::{Alignment, Element, Fill};

use crate::engine::Colour;

use super::super::design::size;
use super::super::style;
use super::Scale;

/// `element` under a name the tests find it by (its bounds must not
/// move, or it must be on show).
pub fn with_id<'a, M: 'a>(id: &'static str, element: impl Into<Element<'a, M>>) -> Element<'a, M> {
    container(element).id(iced::widget::Id::new(id)).into()
}

/// The header of a screen: a way back (if any), the title, and what goes
/// on the right.
pub fn header<'a, M: Clone + 'a>(
    back: Option<(String, M)>,
    title: String,
    right: Vec<Element<'a, M>>,
    scale: Scale,
) -> Element<'a, M> {
    let mut line = row![].spacing(scale.gap()).align_y(Alignment::Center);
    if let Some((label, message)) = back {
        let strut = Space::new().width(1).height(scale.touch());
        line = line.push(
            button(
                row![
                    strut,
                    text("‹").size(scale.px(size::HEADING)),
                    text(label).size(scale.px(size::BODY)),
                ]
                .spacing(scale.px(8.0))
                .align_y(Alignment::Center),
            )
            .padding([0.0, scale.px(18.0)])
            .style(style::secondary)
            .on_press(message),
        );
    }
    line = line.push(text(title).size(scale.px(size::BANNER)).width(Fill));
    for element in right {
        line = line.push(element);
    }
    line.into()
}

/// The bar along the bottom: its content centred in the page width.
pub fn bar<'a, M: 'a>(content: impl Into<Element<'a, M>>, scale: Scale) -> Element<'a, M> {
    container(container(content).max_width(scale.page_width()).width(Fill))
        .padding([scale.px(12.0), scale.px(24.0)])
        .center_x(Fill)
        .style(style::bar)
        .into()
}

/// A section's heading.
pub fn heading<'a, M: 'a>(title: String, scale: Scale) -> Element<'a, M> {
    text(title).size(scale.px(size::HEADING)).into()
}

/// A line of secondary text.
pub fn hint<'a, M: 'a>(words: String, scale: Scale) -> Element<'a, M> {
    text(words)
        .size(scale.px(size::SMALL))
        .style(style::subtle)
        .into()
}

/// A round swatch in a player's colour, `side` across.
pub fn swatch<'a, M: 'a>(colour: Colour, side: f32) -> Element<'a, M> {
    container(space())
        .width(side)
        .height(side)
        .style(style::swatch(colour))
        .into()
}

/// A player with their colour: the swatch, the whole name, and after it
/// `extra` (a total) if given.
pub fn player<'a, M: 'a>(
    colour: Colour,
    name: &str,
    extra: Option<String>,
    text_size: f32,
    scale: Scale,
) -> Element<'a, M> {
    let mut line = row![
        swatch(colour, scale.px(18.0)),
        text(crate::i18n::name(name).into_owned()).size(text_size),
    ]
    .spacing(scale.px(8.0))
    .align_y(Alignment::Center);
    if let Some(extra) = extra {
        line = line.push(text(extra).size(text_size).font(bold()));
    }
    line.into()
}

/// Fira Sans Bold (SIL Open Font License 1.1, `resources/fonts/OFL.txt`).
/// iced builds in only the regular weight; without this, bold text (the
/// totals, the seat numbers, the places) was drawn in whatever bold font
/// the system had, DejaVu Sans on Debian, wider and unlike the rest.
const FIRA_SANS_BOLD: &[u8] = include_bytes!("../../../resources/fonts/FiraSans-Bold.ttf");

/// Loads the app's bold font into iced's text system, once per process
/// (the window and every test that lays the app out share it).
pub fn load_fonts() {
    static LOADED: std::sync::Once = std::sync::Once::new();
    LOADED.call_once(|| {
        // A poisoned lock leaves the system's bold in use, nothing worse.
        if let Ok(mut fonts) = iced_graphics::text::font_system().write() {
            fonts.load_font(std::borrow::Cow::Borrowed(FIRA_SANS_BOLD));
        }
    });
}

/// The app's font in bold, for totals.
pub fn bold() -> iced::Font {
    iced::Font {
        weight: iced::font::Weight::Bold,
        ..super::super::FONT
    }
}

/// A card: the raised surface with a fine line round it.
pub fn card<'a, M: 'a>(
    content: impl Into<Element<'a, M>>,
    scale: Scale,
) -> container::Container<'a, M> {
    container(content)
        .padding(scale.px(16.0))
        .width(Fill)
        .style(style::card)
}

/// A page's body: at most the page width, centred, padded.
pub fn page<'a, M: 'a>(content: impl Into<Element<'a, M>>, scale: Scale) -> Element<'a, M> {
    container(container(content).max_width(scale.page_width()).width(Fill))
        .padding([scale.px(20.0), scale.px(28.0)])
        .center_x(Fill)
        .into()
}

/// Stacks `parts` with the gap between them.
pub fn stacked<'a, M: 'a>(parts: Vec<Element<'a, M>>, scale: Scale) -> Element<'a, M> {
    iced::widget::Column::from_vec(parts)
        .spacing(scale.gap())
        .width(Fill)
        .into()
}

#[cfg(test)]
mod tests {
    /// The bold of the app's font is its own, not the system's nearest.
    #[test]
    fn the_app_has_fira_sans_bold() {
        let has_bold = || {
            let mut fonts = iced_graphics::text::font_system().write().unwrap();
            fonts.raw().db().faces().any(|face| {
                face.weight.0 == 700 && face.families.iter().any(|(name, _)| name == "Fira Sans")
            })
        };
        super::load_fonts();
        assert!(has_bold());
    }
}
