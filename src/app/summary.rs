//! The end-of-game table: places, totals and where the points came from.

use std::sync::Arc;

use iced::widget::{button, column, container, row, space, text};
use iced::{Alignment, Element, Fill};

use crate::engine::gold::{per_piece, worth};
use crate::engine::{Kind, notation};
use crate::store::SavedGame;
use crate::t;

use super::{style, track};

/// A finished game.
#[derive(Debug, Clone)]
pub struct SummaryScreen {
    saved: Arc<SavedGame>,
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
    /// Back to the home screen.
    Home,
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
    /// Back to the home screen.
    Home,
}

/// One line of the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// 1 for the winner; equal totals share a place (RULES F2).
    pub place: usize,
    /// Seat.
    pub seat: usize,
    /// Score.
    pub total: u32,
    /// Points scored during play.
    pub in_game: u32,
    /// Points of the final scoring.
    pub final_scoring: u32,
    /// Sum of corrections.
    pub corrections: i64,
    /// Gold points of the final scoring (RULES GM5), with Gold Mines.
    pub gold: Option<u32>,
}

/// A player's gold as the results show it: "gold 7 pieces × 3 = 21"
/// (RULES GM5); `None` without Gold Mines or without pieces.
pub fn gold_line(saved: &SavedGame, seat: usize) -> Option<String> {
    let gold = saved.game.state().gold.as_ref()?;
    let count = gold.players.get(seat).copied().unwrap_or(0);
    if count == 0 {
        return None;
    }
    let points = gold
        .points
        .as_ref()
        .and_then(|p| p.get(seat).copied())
        .unwrap_or_else(|| worth(count));
    Some(t!(
        "summary-gold-line",
        count = count,
        per = per_piece(count),
        points = points
    ))
}

/// A player's Christmas Present parts of the result: "from end cards 8 ·
/// from the deferred ledger 6" (RULES F2, XP7, XP8); `None` without them.
pub fn christmas_line(saved: &SavedGame, seat: usize) -> Option<String> {
    let cards = saved.game.state().christmas.as_ref()?;
    let end = cards.end_points.get(seat).copied().unwrap_or(0);
    let deferred = cards.deferred_paid.get(seat).copied().unwrap_or(0);
    let mut parts = Vec::new();
    if end > 0 {
        parts.push(t!("summary-end-cards", points = end));
    }
    if deferred > 0 {
        parts.push(t!("summary-deferred", points = deferred));
    }
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// The table's lines, best first.
pub fn lines(saved: &SavedGame) -> Vec<Line> {
    let state = saved.game.state();
    state
        .ranking()
        .into_iter()
        .map(|(player, place)| {
            let points = &state.players[player.index()];
            Line {
                place,
                seat: player.index(),
                total: points.total(),
                in_game: points.in_game.sum(),
                final_scoring: points.final_scoring.sum(),
                corrections: points.corrections,
                gold: state
                    .gold
                    .as_ref()
                    .and_then(|g| g.points.as_ref())
                    .map(|p| p.get(player.index()).copied().unwrap_or(0)),
            }
        })
        .collect()
}

impl SummaryScreen {
    /// Shows a finished game.
    pub fn new(saved: Arc<SavedGame>) -> SummaryScreen {
        SummaryScreen {
            saved,
            error: None,
            status: None,
        }
    }

    /// The finished game.
    pub fn saved(&self) -> &SavedGame {
        &self.saved
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
            Message::Home => Action::Home,
        }
    }

    /// Draws the results: who won, the table of places, any news, and
    /// where to go next.
    pub fn view(&self) -> Element<'_, Message> {
        let lines = lines(&self.saved);
        let mut page = column![
            self.headline(&lines),
            container(self.table(&lines))
                .padding(20)
                .width(Fill)
                .style(style::card),
        ]
        .spacing(24);
        for line in [&self.error, &self.status].into_iter().flatten() {
            page = page.push(text(line.as_str()).size(style::BODY));
        }
        page = page.push(actions());
        container(page.max_width(1100))
            .padding(32)
            .center_x(Fill)
            .into()
    }

    /// The winners' meeples and names.
    fn headline(&self, lines: &[Line]) -> Element<'_, Message> {
        let setup = self.saved.game.setup();
        let first: Vec<usize> = lines
            .iter()
            .filter(|l| l.place == 1)
            .map(|l| l.seat)
            .collect();
        let winners: Vec<&str> = first
            .iter()
            .map(|seat| setup.players[*seat].name.as_str())
            .collect();
        let winner_colours = first
            .iter()
            .map(|seat| setup.players[*seat].colour)
            .collect();
        let headline = if winners.len() == 1 {
            t!("summary-winner", name = winners[0])
        } else {
            t!("summary-shared-win", names = winners.join(", "))
        };
        row![
            track::meeples(winner_colours, 56.0),
            text(headline).size(style::TITLE)
        ]
        .spacing(20)
        .align_y(Alignment::Center)
        .into()
    }

    /// The column titles, then one row per player, best first.
    fn table(&self, lines: &[Line]) -> Element<'_, Message> {
        let mut table = column![
            row![
                cell(t!("summary-place"), 80.0),
                text(t!("summary-player")).size(style::BODY).width(Fill),
                cell(t!("summary-total"), 110.0),
                cell(t!("summary-in-game"), 120.0),
                cell(t!("summary-final"), 140.0),
                cell(t!("summary-corrections"), 130.0),
                cell(
                    if self.saved.game.state().gold.is_some() {
                        t!("summary-gold")
                    } else {
                        String::new()
                    },
                    80.0
                ),
            ]
            .spacing(10)
        ]
        .spacing(14);
        for line in lines {
            table = table.push(self.place(line));
        }
        table.into()
    }

    /// One player's place, name, points by kind and totals.
    fn place(&self, line: &Line) -> Element<'_, Message> {
        let who = &self.saved.game.setup().players[line.seat];
        let points = &self.saved.game.state().players[line.seat];
        let mut kinds: Vec<String> = Kind::ALL
            .iter()
            .filter_map(|kind| {
                let scored = points.in_game[*kind] + points.final_scoring[*kind];
                (scored > 0).then(|| {
                    t!(
                        "summary-kind",
                        kind = crate::i18n::kind_name(*kind),
                        points = scored
                    )
                })
            })
            .collect();
        kinds.extend(christmas_line(&self.saved, line.seat));
        kinds.extend(gold_line(&self.saved, line.seat));
        row![
            text(format!("{}.", line.place))
                .size(style::HEADING)
                .width(80),
            row![
                container(space())
                    .width(26)
                    .height(26)
                    .style(style::swatch(who.colour)),
                column![
                    text(who.name.as_str()).size(style::HEADING),
                    text(kinds.join(" · "))
                        .size(style::SMALL)
                        .style(style::subtle),
                ],
            ]
            .spacing(10)
            .align_y(Alignment::Center)
            .width(Fill),
            text(line.total.to_string()).size(style::HEADING).width(110),
            cell(line.in_game.to_string(), 120.0),
            cell(line.final_scoring.to_string(), 140.0),
            cell(format!("{:+}", line.corrections), 130.0),
            cell(line.gold.map(|g| g.to_string()).unwrap_or_default(), 80.0),
        ]
        .spacing(10)
        .align_y(Alignment::Center)
        .into()
    }
}

/// One cell of the table, as wide as its column.
fn cell<'a>(words: String, width: f32) -> iced::widget::Text<'a> {
    text(words).size(style::BODY).width(width)
}

/// Back to the game, export, and home.
fn actions<'a>() -> Element<'a, Message> {
    row![
        button(text(t!("summary-back-to-game")).size(style::BODY))
            .padding([12, 20])
            .style(button::secondary)
            .on_press(Message::BackToGame),
        button(text(t!("game-export")).size(style::BODY))
            .padding([12, 20])
            .style(button::secondary)
            .on_press(Message::Export),
        space().width(Fill),
        button(text(t!("game-home")).size(style::BODY))
            .padding([12, 28])
            .style(button::primary)
            .on_press(Message::Home),
    ]
    .spacing(style::GAP)
    .into()
}
