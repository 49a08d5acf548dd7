//! The side column: the entry, a panel's page, the history or the final
//! scoring's steps, under their tabs.

use iced::widget::{Row, button, column, container, row, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::Phase;
use crate::t;

use super::keypad::{digit_rows, form, keypad, main_key};
use super::{FORM, MAIN_KEY, PAD, added, sized};
use crate::app::design::{size, text_width};
use crate::app::game::final_scoring::Step;
use crate::app::game::{GameScreen, Message, Mode, history};
use crate::app::icons::{Icon, icon};
use crate::app::kit::Input;
use crate::app::style;

/// The height of the keypad under a hand's card form, before growing:
/// two rows a finger's height.
const HAND_KEYS: f32 = 2.0 * 46.0 + 6.0;

/// The side column: the entry, a panel's private view over it, the
/// history, or the guided final scoring.
pub(super) fn side(screen: &GameScreen, g: f32) -> Element<'_, Message> {
    let game = &screen.saved.game;
    fn card(content: Element<'_, Message>) -> Element<'_, Message> {
        container(content)
            .padding(8)
            .width(Fill)
            .height(Fill)
            .style(style::card)
            .into()
    }
    if screen.history {
        return card(history::view(game));
    }
    let cx = screen.context();
    if let Some(overlay) = screen.panels.overlay(&cx) {
        let overlay = container(overlay.map(Message::Panel))
            .width(Fill)
            .height(Fill);
        // A card's form in a hand: the keypad types into its counts (an
        // award of gold has its − and +, and the keyboard's digits).
        if screen.panels.keyed(&cx, Input::Clear).is_none() {
            return card(overlay.into());
        }
        let mut open = column![overlay].spacing(6);
        let keys = digit_rows(g, |input| {
            screen
                .panels
                .keyed(&screen.context(), input)
                .map(Message::Panel)
        });
        open = open.push(container(keys).id("hand-keypad").height(HAND_KEYS * g));
        return card(open.into());
    }
    let final_scoring = game.state().phase != Phase::Playing;
    let work: Element<'_, Message> = match work_page(screen) {
        Some(page) => container(page).height(Fill).width(Fill).into(),
        None => column![
            // The main key stays in its place while a form is open (what
            // the form settles is answered in the settle area, so it is
            // off then): nothing moves between states (issue 29).
            row![
                container(form(screen, g)).width(Fill).height(FORM * g),
                container(match screen.panels.form_key(&cx) {
                    Some(key) => key.map(Message::Panel),
                    None => main_key(screen, g),
                })
                .id("score")
                .width(MAIN_KEY * g)
                .height(FORM * g),
            ]
            .spacing(PAD),
            keypad(screen, g),
        ]
        .spacing(PAD)
        .into(),
    };
    if final_scoring {
        // The steps are in the banner; the entry has the column.
        return card(work);
    }
    card(column![mode_tabs(screen), work].spacing(PAD).into())
}

/// A page that takes the place of the entry: a panel's tab, or a step of
/// the final scoring that only shows.
fn work_page(screen: &GameScreen) -> Option<Element<'_, Message>> {
    let cx = screen.context();
    if screen.state().phase != Phase::Playing {
        if screen.form_open() {
            return None;
        }
        let added = added(screen);
        return match screen.wizard.step(&added) {
            Step::Features => None,
            Step::Results => Some(
                text(t!("final-results-hint"))
                    .size(size::BODY)
                    .wrapping(text::Wrapping::WordOrGlyph)
                    .into(),
            ),
            Step::Added(_) => screen.wizard.page(&added).map(|p| p.map(Message::Final)),
        };
    }
    let Mode::Panel(i) = screen.mode else {
        return None;
    };
    screen
        .panels
        .tabs(&cx)
        .into_iter()
        .nth(i)
        .map(|t| t.page.map(Message::Panel))
}

/// A tab of the side column: what it shows, sized by its label so the
/// labels of every language fit.
fn tab<'a>(
    label: String,
    glyph: Option<Icon>,
    chosen: bool,
    message: Message,
) -> (f32, Element<'a, Message>) {
    let g = crate::app::kit::Scale::current().grow;
    let weight = text_width(&label, size::SMALL, false) + if glyph.is_some() { 26.0 } else { 0.0 };
    let mut content = Row::new().spacing(4).align_y(Alignment::Center);
    if let Some(glyph) = glyph {
        content = content.push(icon(glyph, sized(20.0, g), None));
    }
    content = content.push(
        text(label)
            .size(sized(size::SMALL, g))
            .wrapping(text::Wrapping::None),
    );
    (
        weight,
        button(container(content).center_x(Fill).center_y(Fill))
            .width(Fill)
            .height(sized(size::TOUCH, g))
            .padding([0, 4])
            .style(style::tab(chosen))
            .on_press(message)
            .into(),
    )
}

/// Tabs whose widths follow their labels.
fn tab_row<'a>(tabs: Vec<(f32, Element<'a, Message>)>) -> Element<'a, Message> {
    let mut line = Row::new()
        .spacing(6)
        .height(sized(size::TOUCH, crate::app::kit::Scale::current().grow));
    for (weight, tab) in tabs {
        let portion = (weight.max(20.0) + 16.0).round() as u16;
        line = line.push(container(tab).width(Length::FillPortion(portion)));
    }
    line.into()
}

/// Points, the calculator, a correction, and each panel's page.
fn mode_tabs(screen: &GameScreen) -> Element<'_, Message> {
    let mut tabs = vec![
        tab(
            t!("mode-points"),
            None,
            screen.mode == Mode::Points,
            Message::Mode(Mode::Points),
        ),
        tab(
            t!("mode-count"),
            None,
            screen.mode == Mode::Count,
            Message::Mode(Mode::Count),
        ),
        tab(
            t!("mode-correct"),
            None,
            screen.mode == Mode::Correct,
            Message::Mode(Mode::Correct),
        ),
    ];
    for (i, panel) in screen
        .panels
        .tabs(&screen.context())
        .into_iter()
        .enumerate()
    {
        tabs.push(tab(
            panel.label,
            Some(panel.icon),
            screen.mode == Mode::Panel(i),
            Message::Mode(Mode::Panel(i)),
        ));
    }
    tab_row(tabs)
}
