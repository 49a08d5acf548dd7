//! The end of a game (RULES F2): who won, every player's total with the
//! parts it is made of, the score over the game and points by kind as
//! charts, how long it took; then save the summary, play a rematch, or go
//! back into the game.

use std::sync::Arc;

use iced::widget::{Row, column, container, responsive, row, scrollable, space, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::summary::{self, Line, Summary, export};
use crate::engine::{Kind, Setup, notation};
use crate::i18n::{self, kind_name};
use crate::store::SavedGame;
use crate::{capitalised, t};

use crate::stats::bgstats;
use crate::stats::{Evening, Names};

use super::chart::{self, KindChart, ScoreChart};
use super::design::size;
use super::kit::{self, Look, Scale};
use super::{palette, style, track};

/// A finished game.
#[derive(Debug, Clone)]
pub struct SummaryScreen {
    saved: Arc<SavedGame>,
    summary: Summary,
    error: Option<String>,
    status: Option<String>,
    /// The evening this game is part of, once read (with at least one
    /// other game).
    evening: Option<Evening>,
    /// The name the table gave the evening, if it did.
    evening_name: Option<String>,
    /// Whether the evening was asked for.
    evening_asked: bool,
    /// The table's merges of names, for the BG Stats link.
    names: Names,
    /// The BG Stats link on show as a QR code.
    bgstats: Option<String>,
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
    /// Show the game as a BG Stats play (a QR code), or hide it.
    BgStats(bool),
    /// Put the BG Stats link on the clipboard.
    CopyLink,
    /// Open *Phones and TV* (each player can post the game from their
    /// phone).
    Share,
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
    BackToGame,
    /// Put this notation on the clipboard.
    Export(String),
    /// Write these files next to the save file.
    SaveSummary(Box<Files>),
    /// Start a new game with this setup.
    Rematch(Box<Setup>),
    /// Put this link on the clipboard.
    CopyLink(String),
    /// Open *Phones and TV*.
    Share,
    /// Back to the home screen.
    Home,
}

/// The width from which the places and the charts stand side by side.
const WIDE: f32 = 1600.0;

impl SummaryScreen {
    /// Shows a finished game.
    pub fn new(saved: Arc<SavedGame>) -> SummaryScreen {
        let summary = Summary::of(&saved.game, saved.created, saved.game.clock());
        SummaryScreen {
            saved,
            summary,
            error: None,
            status: None,
            evening: None,
            evening_name: None,
            evening_asked: false,
            names: Names::default(),
            bgstats: None,
        }
    }

    /// Whether the evening this game is part of is still to be asked
    /// for: then it is asked for once, with the table's merges of names.
    pub fn ask_evening(&mut self, names: Names) -> bool {
        self.names = names;
        !std::mem::replace(&mut self.evening_asked, true)
    }

    /// The evening this game is part of, as read (none when it is the
    /// evening's only game).
    pub fn show_evening(&mut self, evening: Option<Evening>, name: Option<String>) {
        self.evening = evening.filter(|e| e.games.len() > 1);
        self.evening_name = name;
    }

    /// The evening shown.
    pub fn evening(&self) -> Option<&Evening> {
        self.evening.as_ref()
    }

    /// The BG Stats link on show, if it is.
    pub fn bgstats_link(&self) -> Option<&str> {
        self.bgstats.as_deref()
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

    /// Shows why the end of the game could not be undone.
    pub fn show_error(&mut self, error: String) {
        self.error = Some(error);
    }

    /// Shows a line of news above the buttons.
    pub fn show_status(&mut self, status: String) {
        self.status = Some(status);
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            // The end is undone through the table's door (`app::door`).
            Message::BackToGame => Action::BackToGame,
            Message::Export => Action::Export(notation::export(&self.saved.game)),
            Message::SaveSummary => Action::SaveSummary(Box::new(Files {
                csv: export::csv(&self.summary),
                json: export::json(&self.summary),
                markdown: export::markdown(&self.summary),
            })),
            Message::Rematch => Action::Rematch(Box::new(self.saved.game.setup().clone())),
            Message::BgStats(open) => {
                self.bgstats = open.then(|| self.link()).flatten();
                Action::None
            }
            Message::Share => Action::Share,
            Message::CopyLink => match self.link() {
                Some(link) => Action::CopyLink(link),
                None => Action::None,
            },
            Message::Home => Action::Home,
        }
    }

    /// Draws the results: the winner's moment, the places, the charts and
    /// the times (the part that scrolls), and a bar with any news above
    /// the ways on, so the news shows where its button was pressed.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |room| self.page(Scale::of(room), room.width >= WIDE)).into()
    }

    /// The link that posts this game to BG Stats, names merged as the
    /// table merged them.
    fn link(&self) -> Option<String> {
        bgstats::link_of(
            &self.saved.id,
            self.saved.created,
            &self.saved.game,
            &self.names,
            i18n::board,
            &chrono::Local,
        )
    }

    fn page(&self, scale: Scale, wide: bool) -> Element<'_, Message> {
        let page = self.results(scale, wide);
        match &self.bgstats {
            Some(link) => {
                iced::widget::stack![page, iced::widget::opaque(qr_card(link, scale))].into()
            }
            None => page,
        }
    }

    fn results(&self, scale: Scale, wide: bool) -> Element<'_, Message> {
        let score = kit::card(
            kit::stacked(
                vec![
                    kit::heading(t!("summary-chart-score"), scale),
                    chart::view(
                        ScoreChart::new(&self.summary, self.colours_by_seat(), scale.grow),
                        scale.px(260.0),
                    ),
                    kit::hint(t!("summary-chart-score-hint"), scale),
                ],
                scale,
            ),
            scale,
        );
        let kinds = kit::card(self.kinds(scale, wide), scale);
        let places: Element<'_, Message> = match &self.evening {
            Some(evening) => kit::stacked(
                vec![
                    kit::card(self.table(scale), scale).into(),
                    kit::card(
                        tonight(evening, self.evening_name.as_deref(), &self.saved.id, scale),
                        scale,
                    )
                    .into(),
                ],
                scale,
            ),
            None => kit::card(self.table(scale), scale).into(),
        };
        let times = kit::card(self.times(scale), scale);
        // A wide window shows the places beside the charts, so it is
        // larger and fuller, not a longer page.
        let body: Element<'_, Message> = if wide {
            row![
                container(kit::stacked(vec![places, times.into()], scale))
                    .width(Length::FillPortion(3)),
                container(kit::stacked(vec![score.into(), kinds.into()], scale))
                    .width(Length::FillPortion(2)),
            ]
            .spacing(scale.gap())
            .into()
        } else {
            kit::stacked(
                vec![
                    places,
                    row![score, kinds].spacing(scale.gap()).into(),
                    times.into(),
                ],
                scale,
            )
        };
        let mut bar = column![].spacing(scale.px(10.0)).width(Fill);
        for (line, problem) in [(&self.error, true), (&self.status, false)] {
            if let Some(line) = line {
                bar = bar.push(
                    container(text(line.as_str()).size(scale.px(size::BODY)))
                        .padding([scale.px(8.0), scale.px(14.0)])
                        .width(Fill)
                        .style(if problem { style::problem } else { style::done }),
                );
            }
        }
        bar = bar.push(actions(scale));
        column![
            self.headline(scale),
            scrollable(kit::page(body, scale)).height(Fill),
            kit::bar(bar, scale),
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

    /// The winner's moment: their meeples large, who won, with how many
    /// points, on a band edged in amber.
    fn headline(&self, scale: Scale) -> Element<'_, Message> {
        let first: Vec<&Line> = self.summary.lines.iter().filter(|l| l.place == 1).collect();
        let names: Vec<&str> = first.iter().map(|l| l.name.as_str()).collect();
        let headline = if names.len() == 1 {
            t!("summary-winner", name = names[0])
        } else {
            t!("summary-shared-win", names = names.join(", "))
        };
        let points = first.first().map_or(0, |l| l.total);
        let band = row![
            track::meeples(
                first.iter().map(|l| l.colour).collect(),
                scale.px(if first.len() > 2 { 56.0 } else { 72.0 })
            ),
            column![
                text(headline)
                    .size(scale.px(size::BANNER))
                    .wrapping(iced::widget::text::Wrapping::WordOrGlyph),
                text(t!("summary-winning-total", points = points))
                    .size(scale.px(size::LABEL))
                    .style(style::subtle),
            ]
            .spacing(scale.px(2.0))
            .width(Fill),
            kit::action(
                t!("share-open"),
                Look::Secondary,
                Some(Message::Share),
                scale
            ),
        ]
        .spacing(scale.px(24.0))
        .align_y(Alignment::Center);
        column![
            container(container(band).max_width(scale.page_width()).width(Fill))
                .padding([scale.px(16.0), scale.px(28.0)])
                .center_x(Fill)
                .style(style::moment),
            container(space())
                .width(Fill)
                .height(scale.px(4.0))
                .style(style::amber_rule),
        ]
        .into()
    }

    /// One row per player, best first: the place, the name whole, what the
    /// total is made of, and the total large.
    fn table(&self, scale: Scale) -> Element<'_, Message> {
        let mut table = vec![kit::heading(t!("summary-places"), scale)];
        for line in &self.summary.lines {
            table.push(place(line, scale));
        }
        kit::stacked(table, scale)
    }

    /// Points by kind: per player the name, a bar of what their features
    /// scored, and how the bar makes the total when other points count.
    fn kinds(&self, scale: Scale, narrow: bool) -> Element<'_, Message> {
        let max = self
            .summary
            .lines
            .iter()
            .map(KindChart::bar_total)
            .max()
            .unwrap_or(0)
            .max(1);
        let mut parts = vec![
            kit::heading(t!("summary-chart-kinds"), scale),
            kit::hint(t!("summary-chart-kinds-hint"), scale),
        ];
        for line in &self.summary.lines {
            let bar = KindChart::bar_total(line);
            let mut rows = column![
                kit::player(
                    line.colour,
                    &line.name,
                    None,
                    scale.px(if narrow { size::SMALL } else { size::BODY }),
                    scale
                ),
                chart::view(KindChart::new(line, max, scale.grow), scale.px(34.0)),
            ]
            .spacing(scale.px(4.0));
            if i64::from(bar) != i64::from(line.total) {
                rows = rows.push(kit::hint(bars_note(line, bar), scale));
            }
            parts.push(rows.into());
        }
        parts.push(legend(scale));
        kit::stacked(parts, scale)
    }

    /// When, how long, and each player's turns.
    fn times(&self, scale: Scale) -> Element<'_, Message> {
        let times = &self.summary.times;
        let local = times.started.with_timezone(&chrono::Local);
        let mut list = vec![
            kit::heading(t!("summary-times"), scale),
            text(t!(
                "summary-played",
                date = crate::i18n::date_time(&local),
                length = minutes(times.played_secs)
            ))
            .size(scale.px(size::BODY))
            .into(),
        ];
        for line in &self.summary.lines {
            if let Some(turns) = times.turns.get(line.seat.index()) {
                list.push(kit::hint(
                    t!(
                        "summary-turn-times",
                        name = line.name.as_str(),
                        turns = turns.turns,
                        average = seconds(turns.average_secs),
                        longest = seconds(turns.longest_secs)
                    ),
                    scale,
                ));
            }
        }
        kit::stacked(list, scale)
    }
}

/// "55 in the bars; the total 60 also counts corrections +3, gold +2".
fn bars_note(line: &Line, bar: u32) -> String {
    let mut rest = Vec::new();
    if line.corrections != 0 {
        rest.push(format!(
            "{} {:+}",
            t!("summary-corrections"),
            line.corrections
        ));
    }
    for part in line.parts.iter().filter(|p| p.points != 0) {
        rest.push(format!("{} {:+}", i18n::part_name(part.part), part.points));
    }
    t!(
        "summary-bars-note",
        bars = bar,
        total = line.total,
        rest = rest.join(", ")
    )
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
fn place<'a>(line: &'a Line, scale: Scale) -> Element<'a, Message> {
    let by_kind = |tally: &crate::engine::Tally| -> Vec<String> {
        Kind::ALL
            .iter()
            .filter(|k| tally[**k] > 0)
            .map(|k| t!("summary-kind", kind = kind_name(*k), points = tally[*k]))
            .collect()
    };
    let mut stats = vec![
        stat(t!("summary-in-game"), line.in_game.sum().to_string(), scale),
        stat(
            t!("summary-final"),
            line.final_scoring.sum().to_string(),
            scale,
        ),
    ];
    if line.corrections != 0 {
        stats.push(stat(
            t!("summary-corrections"),
            format!("{:+}", line.corrections),
            scale,
        ));
    }
    for part in line.parts.iter().filter(|p| p.points != 0) {
        stats.push(stat(
            i18n::part_name(part.part),
            part.points.to_string(),
            scale,
        ));
    }
    let mut details = vec![
        text(crate::i18n::name(&line.name).into_owned())
            .size(scale.px(size::LABEL))
            .into(),
        Row::from_vec(stats)
            .spacing(scale.px(8.0))
            .wrap()
            .vertical_spacing(scale.px(8.0))
            .into(),
    ];
    let in_play = by_kind(&line.in_game);
    if !in_play.is_empty() {
        details.push(kit::hint(
            t!("summary-in-play-kinds", kinds = in_play.join(" · ")),
            scale,
        ));
    }
    // What each chip holds: the final scoring's features under its name,
    // an expansion's part under its own (not "Final scoring 0" beside
    // "Final scoring: gold …").
    let at_end = by_kind(&line.final_scoring);
    if !at_end.is_empty() {
        details.push(kit::hint(
            t!("summary-final-kinds", kinds = at_end.join(" · ")),
            scale,
        ));
    }
    // How an expansion's part came about, under its chip ("Gold 7 pieces
    // × 3 = 21", RULES GM5).
    for how in line.parts.iter().filter_map(i18n::part_line) {
        details.push(kit::hint(capitalised(&how), scale));
    }
    let badge = container(
        text(format!("{}.", line.place))
            .size(scale.px(size::HEADING))
            .font(kit::bold())
            .color(palette::on_player_colour(line.colour)),
    )
    .center_x(scale.px(56.0))
    .center_y(scale.px(56.0))
    .style(style::name_tag(line.colour));
    let total = container(
        text(line.total.to_string())
            .size(scale.px(size::TOTAL))
            .font(kit::bold()),
    )
    .padding([scale.px(4.0), scale.px(16.0)])
    .style(style::inset);
    row![
        badge,
        iced::widget::Column::from_vec(details)
            .spacing(scale.px(6.0))
            .width(Fill),
        total,
    ]
    .spacing(scale.gap())
    .align_y(Alignment::Center)
    .into()
}

/// A part of a total: its name small, its points.
fn stat<'a>(label: String, value: String, scale: Scale) -> Element<'a, Message> {
    container(
        row![
            text(label).size(scale.px(size::SMALL)).style(style::subtle),
            text(value).size(scale.px(size::BODY)).font(kit::bold()),
        ]
        .spacing(scale.px(6.0))
        .align_y(Alignment::Center),
    )
    .padding([scale.px(2.0), scale.px(10.0)])
    .style(style::inset)
    .into()
}

/// The kinds' shades in the bars.
fn legend<'a>(scale: Scale) -> Element<'a, Message> {
    let entries: Vec<Element<'a, Message>> = Kind::ALL
        .into_iter()
        .map(|kind| {
            row![
                container(space())
                    .width(scale.px(16.0))
                    .height(scale.px(16.0))
                    .style(move |_theme: &iced::Theme| container::Style {
                        background: Some(chart::kind_shade(kind).into()),
                        border: iced::Border {
                            radius: 3.0.into(),
                            ..iced::Border::default()
                        },
                        ..container::Style::default()
                    }),
                text(kind_name(kind)).size(scale.px(size::SMALL)),
            ]
            .spacing(scale.px(6.0))
            .align_y(Alignment::Center)
            .into()
        })
        .collect();
    Row::from_vec(entries)
        .spacing(scale.px(14.0))
        .wrap()
        .vertical_spacing(scale.px(6.0))
        .into()
}

/// Back to the game, export, save the summary, rematch, and home.
fn actions<'a>(scale: Scale) -> Element<'a, Message> {
    let secondary =
        |label: String, message: Message| kit::action(label, Look::Secondary, Some(message), scale);
    Row::from_vec(vec![
        secondary(t!("summary-back-to-game"), Message::BackToGame),
        secondary(t!("game-export"), Message::Export),
        kit::with_id(
            "summary-save",
            secondary(t!("summary-save"), Message::SaveSummary),
        ),
        space().width(Fill).into(),
        kit::with_id(
            "summary-bgstats",
            secondary(t!("summary-bgstats"), Message::BgStats(true)),
        ),
        secondary(t!("summary-rematch"), Message::Rematch),
        kit::action(t!("game-home"), Look::Primary, Some(Message::Home), scale),
    ])
    .spacing(scale.gap())
    .align_y(Alignment::Center)
    .width(Fill)
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

/// The evening's standing after this game: who has won how many games
/// and how many points tonight, this game counted.
fn tonight<'a>(
    evening: &Evening,
    name: Option<&str>,
    id: &str,
    scale: Scale,
) -> Element<'a, Message> {
    let nth = evening
        .games
        .iter()
        .position(|g| g == id)
        .map_or(evening.games.len(), |i| i + 1);
    let mut parts = vec![
        kit::heading(
            name.map_or_else(|| t!("summary-tonight"), |n| i18n::name(n).into_owned()),
            scale,
        ),
        kit::hint(
            t!(
                "summary-tonight-hint",
                game = nth,
                games = evening.games.len()
            ),
            scale,
        ),
    ];
    for standing in &evening.standing {
        parts.push(
            row![
                text(i18n::name(&standing.name).into_owned())
                    .size(scale.px(size::BODY))
                    .wrapping(iced::widget::text::Wrapping::WordOrGlyph)
                    .width(Fill),
                text(t!("summary-tonight-wins", wins = standing.wins))
                    .size(scale.px(size::BODY))
                    .font(kit::bold()),
                text(t!("summary-tonight-points", points = standing.points))
                    .size(scale.px(size::BODY)),
            ]
            .spacing(scale.gap())
            .align_y(Alignment::Center)
            .into(),
        );
    }
    kit::stacked(parts, scale)
}

/// The BG Stats link as a QR code as large as the window allows, in a
/// card over the veiled results, with a way to copy it and to close.
fn qr_card<'a>(link: &str, scale: Scale) -> Element<'a, Message> {
    let code = crate::share::qr::Code::dense(link);
    // As large as the card's room: a long play is a dense code.
    let side = |room: iced::Size| room.width.min(room.height).max(160.0);
    let picture: Element<'a, Message> = match code {
        Some(code) => responsive(move |room| {
            container(super::share::qr(code.clone(), side(room)))
                .center_x(Fill)
                .into()
        })
        .into(),
        None => kit::hint(t!("summary-bgstats-too-long"), scale),
    };
    let buttons = row![
        kit::action(
            t!("summary-bgstats-copy"),
            Look::Secondary,
            Some(Message::CopyLink),
            scale
        ),
        space().width(Fill),
        kit::action(
            t!("summary-bgstats-close"),
            Look::Primary,
            Some(Message::BgStats(false)),
            scale
        ),
    ]
    .spacing(scale.gap())
    .align_y(Alignment::Center);
    let card = column![
        kit::heading(t!("summary-bgstats"), scale),
        kit::hint(t!("summary-bgstats-hint"), scale),
        container(picture).height(Fill),
        buttons,
    ]
    .spacing(scale.gap());
    super::share::overlay(card.into())
}
