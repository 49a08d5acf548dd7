//! The window's own parts around the screen on show: the banners on top
//! (read-only, a failed save, a broken settings file), the *Phones and
//! TV* panel over it, and the question before leaving, alone in the
//! window.

use iced::widget::{column, container, row, text};
use iced::{Element, Fill};

use super::env::settings_problem_text;
use super::kit::{self, Look};
use super::{App, Leaving, Message, Offer, ReadOnly, Screen, design, share, style};
use crate::t;

impl App {
    /// The question asked before closing the window or leaving the game
    /// on show, if it is on show: how many changes would be lost.
    pub fn closing_question(&self) -> Option<String> {
        let to = self.leaving.as_ref()?;
        let count = self.would_lose(to);
        Some(match to {
            Leaving::Close(_) => t!("close-unsaved", count = count),
            Leaving::Home | Leaving::NewGame(_) => t!("leave-unsaved", count = count),
        })
    }

    /// The question before leaving, with why this window cannot save the
    /// game (or could not), what a *Save as a new game* ran into, and the
    /// four offers; alone in the window.
    fn question_page<'a>(&self, question: String, to: &Leaving) -> Element<'a, Message> {
        // The last two say which way the window was going.
        let (discard, keep) = match to {
            Leaving::Close(_) => (t!("offer-close-anyway"), t!("offer-keep-open")),
            Leaving::Home | Leaving::NewGame(_) => (t!("offer-discard"), t!("offer-keep")),
        };
        let offers = iced::widget::Row::from_vec(vec![
            offer_button(t!("offer-save-as-new"), Offer::SaveAsNew, Look::Primary),
            offer_button(
                t!("offer-copy-notation"),
                Offer::CopyNotation,
                Look::Secondary,
            ),
            offer_button(discard, Offer::Discard, Look::Danger),
            offer_button(keep, Offer::Keep, Look::Secondary),
        ])
        .spacing(style::GAP)
        .wrap()
        .vertical_spacing(style::GAP);
        let mut card = column![text(question).size(design::size::LABEL)].spacing(style::GAP);
        for words in [self.banner(), self.save_as_new_problem()]
            .into_iter()
            .flatten()
        {
            card = card.push(text(words).size(style::BODY));
        }
        let card = container(card.push(offers))
            .padding(24)
            .max_width(880)
            .style(style::error);
        container(iced::widget::scrollable(card))
            .padding(24)
            .center(Fill)
            .into()
    }

    /// Draws the screen on show, with a save failure on top if there is one.
    pub fn view(&self) -> Element<'_, Message> {
        let screen = match &self.screen {
            Screen::Home(home) => home.view().map(Message::Home),
            Screen::Setup(setup) => setup.view().map(Message::Setup),
            Screen::Game(game) => game.view().map(Message::Game),
            Screen::Summary(summary) => summary.view().map(Message::Summary),
            Screen::Settings(settings) => settings.view().map(Message::Settings),
            Screen::Stats(stats) => stats.view().map(Message::Stats),
        };
        // Each screen shown starts afresh: keyed by the count of screens
        // shown, iced does not carry the widgets' state (a scroll offset)
        // over from the screen drawn in the same place before (issue 29).
        let mut screen = kit::fresh(self.window.screen_changes, screen);
        if let (Some(sharing), Some(saved)) = (&self.phones.sharing, self.shown_game())
            && sharing.open
        {
            // The panel grows with the window, as the game screen does.
            let read_only = self.table.read_only().is_some();
            let panel = iced::widget::responsive(move |room| {
                let _on_show = kit::Scale::of(room).on_show();
                share::overlay(sharing.view(&saved.game, read_only).map(Message::Share))
            });
            screen = iced::widget::stack![screen, iced::widget::opaque(panel)].into();
        }
        // The question before leaving takes the whole window: nothing
        // else is done until it is answered.
        if let (Some(question), Some(to)) = (self.closing_question(), &self.leaving) {
            return self.question_page(question, to);
        }
        let mut banners: Vec<Element<'_, Message>> = Vec::new();
        if let Some(problem) = self.save_as_new_problem() {
            banners.push(banner(text(problem).size(style::SMALL).into()));
        }
        if let Some(words) = self.banner() {
            let words = text(words).size(style::SMALL).width(Fill);
            let part: Element<'_, Message> =
                if self.table.read_only().is_some() && self.table.game().is_some() {
                    // Beside the words, so the banner takes as few lines of
                    // the game as it can.
                    // A file changed outside the app is imported as a new game.
                    let save_as_new =
                        if matches!(self.table.read_only(), Some(ReadOnly::ChangedOutside)) {
                            t!("offer-import-as-new")
                        } else {
                            t!("offer-save-as-new")
                        };
                    row![
                        words,
                        offer_button(save_as_new, Offer::SaveAsNew, Look::Primary),
                        offer_button(
                            t!("offer-copy-notation"),
                            Offer::CopyNotation,
                            Look::Secondary
                        ),
                    ]
                    .spacing(style::GAP)
                    .align_y(iced::Alignment::Center)
                    .into()
                } else {
                    words.into()
                };
            banners.push(banner(part));
        }
        if let (Screen::Home(_), Some(problem)) = (&self.screen, &self.prefs.problem) {
            banners.push(
                container(text(settings_problem_text(problem)).size(style::BODY))
                    .padding(10)
                    .width(Fill)
                    .style(style::error)
                    .into(),
            );
        }
        if banners.is_empty() {
            return screen;
        }
        let mut page = column![];
        for banner in banners {
            page = page.push(banner);
        }
        page.push(screen).into()
    }
}

fn offer_button<'a>(label: String, offer: Offer, look: Look) -> Element<'a, Message> {
    kit::touch_button(
        label,
        style::BODY,
        look,
        Some(Message::Offer(offer)),
        kit::Scale { grow: 1.0 },
    )
    .into()
}

/// A banner across the top of the window.
fn banner(content: Element<'_, Message>) -> Element<'_, Message> {
    container(content)
        .padding([6, 10])
        .width(Fill)
        .style(style::error)
        .into()
}
