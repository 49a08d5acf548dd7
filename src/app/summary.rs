//! The end of a game (RULES F2): who won, every player's total with the
//! parts it is made of, the score over the game and points by kind as
//! charts, how long it took; then save the summary, play a rematch, or go
//! back into the game.

use std::sync::Arc;

use iced::widget::{button, column, container, row, scrollable, space, text};
use iced::{Alignment, Element, Fill};

use crate::engine::summary::{self, Line, Summary, export};
use crate::engine::{Kind, Setup, notation};
use crate::i18n::{self, kind_name};
use crate::store::SavedGame;
use crate::t;

use super::chart::{self, KindChart, ScoreChart};
use super::{style, track};

/// A finished game.
#[derive(Debug, Clone)]
pub struct SummaryScreen {
    saved: Arc<SavedGame>,
    summary: Summary,
    error: Option<String>,
    status: Option<String>,
}

/// What the table did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Undo the end of the game.
    BackToGame,
    /// Copy the game as notation.
    Export,
    /// Write the summary as CSV, JSON and Markdown.
    SaveSummary,
    /// A new game with the same players and options.
    Rematch,
    /// Back to the home screen.
    Home,
}

/// The summary in its three file formats, to write next to the save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Files {
    /// CSV, one row per player.
    pub csv: String,
    /// JSON, everything.
    pub json: String,
    /// Markdown, also put on the clipboard.
    pub markdown: String,
}

/// What the app should do.
#[derive(Debug, Clone)]
pub enum Action {
    /// Nothing.
    None,
    /// Show the game again, with its end undone.
    BackToGame(Arc<SavedGame>),
    /// Put this notation on the clipboard.
    Export(String),
    /// Write these files next to the save file.
    SaveSummary(Box<Files>),
    /// Start a new game with this setup.
    Rematch(Box<Setup>),
    /// Back to the home screen.
    Home,
}

impl SummaryScreen {
    /// Shows a finished game.
    pub fn new(saved: Arc<SavedGame>) -> SummaryScreen {
        let summary = Summary::of(&saved.game, saved.created, saved.game.clock());
        SummaryScreen {
            saved,
            summary,
            error: None,
            status: None,
        }
    }

    /// The finished game.
    pub fn saved(&self) -> &SavedGame {
        &self.saved
    }

    /// The finished game, shared.
    pub fn shared(&self) -> Arc<SavedGame> {
        Arc::clone(&self.saved)
    }

    /// The summary shown.
    pub fn summary(&self) -> &Summary {
        &self.summary
    }

    /// Shows a line of news under the table.
    pub fn show_status(&mut self, status: String) {
        self.status = Some(status);
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::BackToGame => {
                let mut saved = Arc::clone(&self.saved);
                match Arc::make_mut(&mut saved).game.undo() {
                    Ok(()) => Action::BackToGame(saved),
                    Err(error) => {
                        self.error = Some(crate::i18n::game_error(&error));
                        Action::None
                    }
                }
            }
            Message::Export => Action::Export(notation::export(&self.saved.game)),
            Message::SaveSummary => Action::SaveSummary(Box::new(Files {
                csv: export::csv(&self.summary),
                json: export::json(&self.summary),
                markdown: export::markdown(&self.summary),
            })),
            Message::Rematch => Action::Rematch(Box::new(self.saved.game.setup().clone())),
            Message::Home => Action::Home,
        }
    }

    /// Draws the results: who won, the table of places, the charts, the
    /// times, any news, and where to go next.
    pub fn view(&self) -> Element<'_, Message> {
        let mut page = column![
            self.headline(),
            card(self.table()),
            row![
                card(
                    column![
                        text(t!("summary-chart-score")).size(style::BODY),
                        chart::view(
                            ScoreChart::new(&self.summary, self.colours_by_seat()),
                            240.0
                        ),
                        text(t!("summary-chart-score-hint"))
                            .size(style::SMALL)
                            .style(style::subtle),
                    ]
                    .spacing(8)
                    .into()
                ),
                card(
                    column![
                        text(t!("summary-chart-kinds")).size(style::BODY),
                        chart::view(KindChart::new(&self.summary), 240.0),
                        legend(),
                    ]
                    .spacing(8)
                    .into()
                ),
            ]
            .spacing(style::GAP),
            card(self.times()),
        ]
        .spacing(20);
        for line in [&self.error, &self.status].into_iter().flatten() {
            page = page.push(text(line.as_str()).size(style::BODY));
        }
        column![
            scrollable(container(page.max_width(1200)).padding(24).center_x(Fill)).height(Fill),
            container(container(actions()).max_width(1200))
                .padding([12, 24])
                .center_x(Fill)
                .style(style::bar),
        ]
        .into()
    }

    fn colours_by_seat(&self) -> Vec<crate::engine::Colour> {
        self.saved
            .game
            .setup()
            .players
            .iter()
            .map(|p| p.colour)
            .collect()
    }

    /// The winners' meeples and names.
    fn headline(&self) -> Element<'_, Message> {
        let first: Vec<&Line> = self.summary.lines.iter().filter(|l| l.place == 1).collect();
        let names: Vec<&str> = first.iter().map(|l| l.name.as_str()).collect();
        let headline = if names.len() == 1 {
            t!("summary-winner", name = names[0])
        } else {
            t!("summary-shared-win", names = names.join(", "))
        };
        row![
            track::meeples(first.iter().map(|l| l.colour).collect(), 56.0),
            text(headline).size(style::TITLE)
        ]
        .spacing(20)
        .align_y(Alignment::Center)
        .into()
    }

    /// The column titles, then one row per player, best first.
    fn table(&self) -> Element<'_, Message> {
        let parts: Vec<&'static str> = self
            .summary
            .lines
            .first()
            .map(|l| l.parts.iter().map(|p| p.part).collect())
            .unwrap_or_default();
        let mut header = row![
            cell(t!("summary-place"), 80.0),
            text(t!("summary-player")).size(style::BODY).width(Fill),
            cell(t!("summary-total"), 100.0),
            cell(t!("summary-in-game"), 100.0),
            cell(t!("summary-final"), 130.0),
            cell(t!("summary-corrections"), 120.0),
        ]
        .spacing(10);
        for part in &parts {
            header = header.push(cell(i18n::part_name(part), 80.0));
        }
        let mut table = column![header].spacing(14);
        for line in &self.summary.lines {
            table = table.push(place(line, &parts));
        }
        table.into()
    }

    /// When, how long, and each player's turns.
    fn times(&self) -> Element<'_, Message> {
        let times = &self.summary.times;
        let local = times.started.with_timezone(&chrono::Local);
        let mut list = column![
            text(t!("summary-times")).size(style::BODY),
            text(t!(
                "summary-played",
                date = crate::i18n::date_time(&local),
                length = minutes(times.played_secs)
            ))
            .size(style::BODY),
        ]
        .spacing(6);
        for line in &self.summary.lines {
            if let Some(turns) = times.turns.get(line.seat.index()) {
                list = list.push(
                    text(t!(
                        "summary-turn-times",
                        name = line.name.as_str(),
                        turns = turns.turns,
                        average = seconds(turns.average_secs),
                        longest = seconds(turns.longest_secs)
                    ))
                    .size(style::SMALL)
                    .style(style::subtle),
                );
            }
        }
        list.into()
    }
}

fn minutes(secs: i64) -> String {
    let minutes = secs / 60;
    if minutes >= 60 {
        t!(
            "summary-hours",
            hours = minutes / 60,
            minutes = minutes % 60
        )
    } else {
        t!("summary-minutes", minutes = minutes)
    }
}

fn seconds(secs: i64) -> String {
    if secs >= 60 {
        t!("summary-min-sec", minutes = secs / 60, seconds = secs % 60)
    } else {
        t!("summary-seconds", seconds = secs)
    }
}

/// One player's place, name, points by kind and totals.
fn place<'a>(line: &'a Line, parts: &[&'static str]) -> Element<'a, Message> {
    let by_kind = |tally: &crate::engine::Tally| -> Vec<String> {
        Kind::ALL
            .iter()
            .filter(|k| tally[**k] > 0)
            .map(|k| t!("summary-kind", kind = kind_name(*k), points = tally[*k]))
            .collect()
    };
    let mut details = column![].spacing(2);
    let in_play = by_kind(&line.in_game);
    if !in_play.is_empty() {
        details = details.push(
            text(t!("summary-in-play-kinds", kinds = in_play.join(" · ")))
                .size(style::SMALL)
                .style(style::subtle),
        );
    }
    let mut at_end = by_kind(&line.final_scoring);
    // How an expansion's part came about: "gold 7 pieces × 3 = 21" (GM5).
    at_end.extend(line.parts.iter().filter_map(i18n::part_line));
    if !at_end.is_empty() {
        details = details.push(
            text(t!("summary-final-kinds", kinds = at_end.join(" · ")))
                .size(style::SMALL)
                .style(style::subtle),
        );
    }
    let mut row = row![
        text(format!("{}.", line.place))
            .size(style::HEADING)
            .width(80),
        row![
            container(space())
                .width(26)
                .height(26)
                .style(style::swatch(line.colour)),
            column![text(line.name.as_str()).size(style::HEADING), details],
        ]
        .spacing(10)
        .align_y(Alignment::Center)
        .width(Fill),
        text(line.total.to_string()).size(style::HEADING).width(100),
        cell(line.in_game.sum().to_string(), 100.0),
        cell(line.final_scoring.sum().to_string(), 130.0),
        cell(format!("{:+}", line.corrections), 120.0),
    ]
    .spacing(10)
    .align_y(Alignment::Center);
    for part in parts {
        let points: i64 = line
            .parts
            .iter()
            .filter(|p| p.part == *part)
            .map(|p| p.points)
            .sum();
        row = row.push(cell(points.to_string(), 80.0));
    }
    row.into()
}

/// One cell of the table, as wide as its column.
fn cell<'a>(words: String, width: f32) -> iced::widget::Text<'a> {
    text(words).size(style::BODY).width(width)
}

fn card(content: Element<'_, Message>) -> Element<'_, Message> {
    container(content)
        .padding(20)
        .width(Fill)
        .style(style::card)
        .into()
}

/// The kinds' shades in the bars.
fn legend<'a>() -> Element<'a, Message> {
    let mut legend = row![].spacing(12);
    for kind in Kind::ALL {
        legend = legend.push(
            row![
                container(space())
                    .width(14)
                    .height(14)
                    .style(move |theme: &iced::Theme| container::Style {
                        background: Some(chart::legend_colour(kind, theme).into()),
                        ..container::Style::default()
                    }),
                text(kind_name(kind)).size(14),
            ]
            .spacing(4)
            .align_y(Alignment::Center),
        );
    }
    legend.into()
}

/// Back to the game, export, save the summary, rematch, and home.
fn actions<'a>() -> Element<'a, Message> {
    let secondary = |label: String, message: Message| {
        button(text(label).size(style::BODY))
            .padding([12, 20])
            .style(button::secondary)
            .on_press(message)
    };
    row![
        secondary(t!("summary-back-to-game"), Message::BackToGame),
        secondary(t!("game-export"), Message::Export),
        secondary(t!("summary-save"), Message::SaveSummary),
        space().width(Fill),
        secondary(t!("summary-rematch"), Message::Rematch),
        button(text(t!("game-home")).size(style::BODY))
            .padding([12, 28])
            .style(button::primary)
            .on_press(Message::Home),
    ]
    .spacing(style::GAP)
    .into()
}

/// The places as the table shows them, for tests: (place, name, total).
pub fn places(summary: &summary::Summary) -> Vec<(usize, String, u32)> {
    summary
        .lines
        .iter()
        .map(|l| (l.place, l.name.clone(), l.total))
        .collect()
}
