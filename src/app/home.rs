//! Home: start a new game, resume the last one, or pick a saved game.

use chrono::{DateTime, Local, Utc};
use iced::widget::{button, column, container, row, scrollable, space, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::{Colour, Phase, PlayerSetup};
use crate::store::{Listing, StoreError, Summary};
use crate::t;

use super::{style, track};

/// How many saved games the list shows at first, and adds per "show
/// more": every row costs layout and text shaping on each frame, so a
/// folder of a thousand games must not become a thousand rows.
pub const PAGE: usize = 50;

/// What the home screen shows.
#[derive(Debug, Clone)]
pub struct Home {
    /// `None` until the listing arrives from its background task.
    listings: Option<Vec<Listing>>,
    /// How many of them have rows.
    shown: usize,
    error: Option<StoreError>,
    /// Why a delete was refused.
    delete_error: Option<StoreError>,
    /// Whether the full check of the listed games is still under way.
    checking: bool,
    /// Unreadable files hidden by the table (the files stay as they are).
    hidden: Vec<String>,
    /// Whether the unreadable files are listed one by one.
    unreadable_open: bool,
    /// The folder the games are saved in, to say where an unreadable file is.
    folder: Option<String>,
    /// The game the table asked to delete, waiting for "Delete" or "Keep".
    deleting: Option<String>,
    /// Whether the totals over all games are shown.
    stats: bool,
}

/// What the player did.
#[derive(Debug, Clone)]
pub enum Message {
    /// Start setting up a new game.
    NewGame,
    /// Resume the saved game with this id.
    Resume(String),
    /// Show more of the saved games.
    ShowMore,
    /// Open the settings.
    Settings,
    /// Show or fold the unreadable files.
    Unreadable(bool),
    /// Hide this unreadable file from the list (the file is left alone).
    Hide(String),
    /// Ask to delete this game.
    Delete(String),
    /// Delete it after all, or keep it.
    Confirm(bool),
    /// Show or hide the totals over all games.
    Stats(bool),
}

/// What the app should do.
#[derive(Debug, Clone)]
pub enum Action {
    /// Nothing.
    None,
    /// Open the setup screen.
    NewGame,
    /// Load and show this game.
    Resume(String),
    /// Open the settings screen.
    Settings,
    /// Hide this unreadable file from Home.
    Hide(String),
    /// Delete this game's save file, then list again.
    Delete(String),
}

impl Home {
    /// The screen as it first paints: the saved games are still being
    /// listed.
    pub fn loading() -> Home {
        Home {
            listings: None,
            shown: PAGE,
            error: None,
            delete_error: None,
            checking: false,
            hidden: Vec::new(),
            unreadable_open: false,
            folder: None,
            deleting: None,
            stats: false,
        }
    }

    /// Leaves these unreadable files out of the list.
    pub fn hide(&mut self, files: Vec<String>) {
        self.hidden = files;
    }

    /// Names the folder the games are saved in.
    pub fn set_folder(&mut self, folder: Option<String>) {
        self.folder = folder;
    }

    /// The id of the game played last, whose setup a new game starts from.
    pub fn last_game(&self) -> Option<String> {
        self.all_games()
            .max_by_key(|g| g.last_played)
            .map(|g| g.id.clone())
    }

    /// The unreadable files not hidden, with why.
    fn unreadable(&self) -> Vec<(&str, &str)> {
        self.listings
            .iter()
            .flatten()
            .filter_map(|l| match l {
                Listing::Unreadable { file, reason } if !self.hidden.contains(file) => {
                    Some((file.as_str(), reason.as_str()))
                }
                _ => None,
            })
            .collect()
    }

    /// The screen with these saved games.
    pub fn listed(listings: Vec<Listing>) -> Home {
        Home {
            listings: Some(listings),
            ..Home::loading()
        }
    }

    /// Fills in the saved games as their headers describe them; the games
    /// not yet checked are marked so until [`Home::show_checked`].
    pub fn show_listings(&mut self, listings: Vec<Listing>) {
        self.checking = listings.iter().any(|l| matches!(l, Listing::Unchecked(_)));
        self.listings = Some(listings);
    }

    /// Fills in the saved games once every file was checked in full.
    pub fn show_checked(&mut self, listings: Vec<Listing>) {
        self.checking = false;
        self.listings = Some(listings);
    }

    /// Whether games not yet checked are on show.
    pub fn checking(&self) -> bool {
        self.checking
    }

    /// Shows why a game could not be opened.
    pub fn show_error(&mut self, error: StoreError) {
        self.error = Some(error);
    }

    /// Shows why a game could not be deleted.
    pub fn show_delete_error(&mut self, error: StoreError) {
        self.delete_error = Some(error);
    }

    /// The players of the most recently played game, to offer them again.
    pub fn recent_players(&self) -> Vec<PlayerSetup> {
        self.all_games()
            .max_by_key(|g| g.last_played)
            .map(|g| {
                g.players
                    .iter()
                    .map(|p| PlayerSetup::new(p.name.clone(), p.colour))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The games checked in full: only these count in the totals and may
    /// be deleted.
    fn games(&self) -> impl Iterator<Item = &Summary> {
        self.listings.iter().flatten().filter_map(|l| match l {
            Listing::Game(summary) => Some(summary),
            Listing::Unchecked(_) | Listing::Unreadable { .. } => None,
        })
    }

    /// Every game listed, checked or not.
    fn all_games(&self) -> impl Iterator<Item = &Summary> {
        self.listings.iter().flatten().filter_map(Listing::summary)
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::NewGame => Action::NewGame,
            Message::Resume(id) => Action::Resume(id),
            Message::Settings => Action::Settings,
            Message::ShowMore => {
                self.shown += PAGE;
                Action::None
            }
            Message::Unreadable(open) => {
                self.unreadable_open = open;
                Action::None
            }
            Message::Hide(file) => Action::Hide(file),
            Message::Delete(id) => {
                // Only a game checked in full may be deleted.
                if self.games().any(|g| g.id == id) {
                    self.deleting = Some(id);
                    self.delete_error = None;
                }
                Action::None
            }
            Message::Confirm(delete) => match self.deleting.take() {
                Some(id) if delete => Action::Delete(id),
                _ => Action::None,
            },
            Message::Stats(on) => {
                self.stats = on;
                Action::None
            }
        }
    }

    /// Draws the screen.
    pub fn view(&self) -> Element<'_, Message> {
        let unfinished = self
            .all_games()
            .filter(|g| g.phase != Phase::Ended)
            .max_by_key(|g| g.last_played);
        let mut actions = row![
            button(text(t!("home-new-game")).size(style::HEADING))
                .padding([14, 28])
                .style(if unfinished.is_some() {
                    button::secondary
                } else {
                    button::primary
                })
                .on_press(Message::NewGame)
        ]
        .spacing(style::GAP);
        if let Some(game) = unfinished {
            actions = actions.push(
                button(
                    text(t!("home-resume-last", names = names(game)))
                        .size(style::HEADING)
                        .wrapping(text::Wrapping::None),
                )
                .padding([14, 28])
                .style(button::primary)
                .on_press(Message::Resume(game.id.clone())),
            );
        }
        let saved: Element<'_, Message> = match self.listings.as_deref() {
            None => text(t!("home-loading"))
                .size(style::BODY)
                .style(style::subtle)
                .into(),
            Some(_) if self.all_games().next().is_none() => text(t!("home-no-games"))
                .size(style::BODY)
                .style(style::subtle)
                .into(),
            Some(listings) => {
                // In progress first, then finished games: each newest first.
                let shown: Vec<&Listing> = listings.iter().take(self.shown).collect();
                let mut list = column![].spacing(10);
                for (title, finished) in
                    [(t!("home-in-progress"), false), (t!("home-finished"), true)]
                {
                    let games: Vec<(&Summary, bool)> = shown
                        .iter()
                        .filter_map(|l| match l {
                            Listing::Game(g) if (g.phase == Phase::Ended) == finished => {
                                Some((g, true))
                            }
                            Listing::Unchecked(g) if (g.phase == Phase::Ended) == finished => {
                                Some((g, false))
                            }
                            _ => None,
                        })
                        .collect();
                    if games.is_empty() {
                        continue;
                    }
                    list = list.push(text(title).size(style::BODY).style(style::subtle));
                    for (game, checked) in games {
                        list = list.push(game_row(game, checked));
                    }
                }
                // Unreadable files stand apart, above the list.
                let hidden = listings.len().saturating_sub(self.shown);
                if hidden > 0 {
                    let more = t!("home-show-more", count = hidden.min(PAGE), left = hidden);
                    list = list.push(
                        button(text(more).size(style::BODY))
                            .padding([10, 20])
                            .style(button::secondary)
                            .on_press(Message::ShowMore),
                    );
                }
                scrollable(list.padding([0, 12])).height(Fill).into()
            }
        };
        let emblem = track::meeples(Colour::ALL[..6].to_vec(), 56.0);
        let mut page = column![
            row![
                emblem,
                column![
                    text(t!("app-title")).size(style::TITLE),
                    text(t!("home-tagline"))
                        .size(style::BODY)
                        .style(style::subtle),
                ]
                .spacing(4),
            ]
            .spacing(24)
            .align_y(Alignment::Center),
            actions.push(space::horizontal()).push(
                button(text(t!("home-settings")).size(style::BODY))
                    .padding([14, 24])
                    .style(button::secondary)
                    .on_press(Message::Settings),
            ),
        ]
        .spacing(28);
        let errors = [
            self.error
                .as_ref()
                .map(|e| t!("home-load-failed", reason = crate::i18n::store_error(e))),
            self.delete_error
                .as_ref()
                .map(|e| t!("home-delete-failed", reason = crate::i18n::store_error(e))),
        ];
        for error in errors.into_iter().flatten() {
            page = page.push(
                container(text(error).size(style::BODY))
                    .padding(12)
                    .width(Fill)
                    .style(style::error),
            );
        }
        let games: Vec<&Summary> = self.games().collect();
        let mut heading = row![
            text(t!("home-saved-games"))
                .size(style::HEADING)
                .width(Fill)
        ]
        .align_y(Alignment::Center);
        if games.iter().any(|g| g.phase == Phase::Ended) {
            let label = if self.stats {
                t!("home-hide-totals")
            } else {
                t!("home-totals")
            };
            heading = heading.push(
                button(text(label).size(style::BODY))
                    .padding([10, 20])
                    .style(button::secondary)
                    .on_press(Message::Stats(!self.stats)),
            );
        }
        page = page.push(heading);
        if self.checking {
            page = page.push(
                text(t!("home-checking"))
                    .size(style::SMALL)
                    .style(style::subtle),
            );
        }
        if let Some(unreadable) = self.unreadable_view() {
            page = page.push(unreadable);
        }
        if let Some(id) = &self.deleting
            && let Some(game) = games.iter().find(|g| &g.id == id)
        {
            page = page.push(confirm(game));
        }
        if self.stats {
            page = page.push(totals(&games));
        }
        page = page.push(saved);
        container(page.max_width(1100))
            .padding(32)
            .center_x(Fill)
            .into()
    }
}

impl Home {
    /// The files that cannot be read, apart from the games: folded to one
    /// line, opened to each file with the folder, the reason and Hide.
    fn unreadable_view(&self) -> Option<Element<'_, Message>> {
        let files = self.unreadable();
        if files.is_empty() {
            return None;
        }
        let toggle = button(
            text(t!("home-unreadable-count", count = files.len()))
                .size(style::BODY)
                .style(style::subtle),
        )
        .padding([10, 14])
        .style(button::text)
        .on_press(Message::Unreadable(!self.unreadable_open));
        let mut part = column![toggle].spacing(8);
        if self.unreadable_open {
            if let Some(folder) = &self.folder {
                part = part.push(
                    text(t!("home-unreadable-folder", folder = folder.as_str()))
                        .size(style::SMALL)
                        .style(style::subtle),
                );
            }
            for (file, reason) in files {
                part = part.push(unreadable_row(file, reason));
            }
        }
        Some(part.into())
    }
}

/// The players' names for the Resume button, shortened to keep it on one
/// line however long the names.
fn names(game: &Summary) -> String {
    let per_name = match game.players.len() {
        0..=3 => 16,
        4 => 10,
        _ => 7,
    };
    let names: Vec<String> = game
        .players
        .iter()
        .map(|p| style::shortened(&p.name, per_name))
        .collect();
    names.join(", ")
}

fn when(time: DateTime<Utc>) -> String {
    crate::i18n::date_time(&time.with_timezone(&Local))
}

/// Games played and won per player name (case-insensitive), over every
/// finished game; most wins first.
pub fn tally(games: &[&Summary]) -> Vec<(String, usize, usize)> {
    let mut rows: Vec<(String, usize, usize)> = Vec::new();
    for game in games.iter().filter(|g| g.phase == Phase::Ended) {
        let best = game.players.iter().map(|p| p.total).max().unwrap_or(0);
        for player in &game.players {
            let key = player.name.trim().to_lowercase();
            let i = match rows.iter().position(|r| r.0.trim().to_lowercase() == key) {
                Some(i) => i,
                None => {
                    rows.push((player.name.clone(), 0, 0));
                    rows.len() - 1
                }
            };
            rows[i].1 += 1;
            // F2: equal totals share the win.
            if player.total == best {
                rows[i].2 += 1;
            }
        }
    }
    rows.sort_by(|a, b| b.2.cmp(&a.2).then(b.1.cmp(&a.1)).then(a.0.cmp(&b.0)));
    rows
}

fn totals<'a>(games: &[&Summary]) -> Element<'a, Message> {
    let mut table = column![row![
        text(t!("home-totals-player")).size(style::BODY).width(Fill),
        text(t!("home-totals-played")).size(style::BODY).width(160),
        text(t!("home-totals-won")).size(style::BODY).width(120),
    ]]
    .spacing(6);
    for (name, played, won) in tally(games) {
        table = table.push(row![
            text(name).size(style::BODY).width(Fill),
            text(played.to_string()).size(style::BODY).width(160),
            text(won.to_string()).size(style::BODY).width(120),
        ]);
    }
    container(table)
        .padding(14)
        .width(Fill)
        .style(style::card)
        .into()
}

fn confirm<'a>(game: &Summary) -> Element<'a, Message> {
    container(
        row![
            text(t!(
                "home-delete-ask",
                names = names(game),
                started = when(game.created)
            ))
            .size(style::BODY)
            .width(Fill),
            button(text(t!("home-delete-yes")).size(style::BODY))
                .padding([10, 20])
                .style(button::danger)
                .on_press(Message::Confirm(true)),
            button(text(t!("home-delete-no")).size(style::BODY))
                .padding([10, 20])
                .style(button::secondary)
                .on_press(Message::Confirm(false)),
        ]
        .spacing(style::GAP)
        .align_y(Alignment::Center),
    )
    .padding(14)
    .width(Fill)
    .style(style::error)
    .into()
}

fn game_row(game: &Summary, checked: bool) -> Element<'_, Message> {
    let players = game.players.iter().fold(row![].spacing(18), |players, p| {
        players.push(
            row![
                container(space())
                    .width(18)
                    .height(18)
                    .style(style::swatch(p.colour)),
                text(format!("{} {}", p.name, p.total))
                    .size(style::BODY)
                    .wrapping(text::Wrapping::None),
            ]
            .spacing(6)
            .align_y(Alignment::Center),
        )
    });
    let state = match game.phase {
        Phase::Playing => t!("home-state-playing", turn = game.turn),
        Phase::FinalScoring => t!("home-state-final-scoring"),
        Phase::Ended => {
            let best = game.players.iter().map(|p| p.total).max().unwrap_or(0);
            let winners: Vec<&str> = game
                .players
                .iter()
                .filter(|p| p.total == best)
                .map(|p| p.name.as_str())
                .collect();
            t!("home-state-won", names = winners.join(", "))
        }
    };
    let mut details = t!(
        "home-game-details",
        state = state,
        started = when(game.created),
        played = when(game.last_played)
    );
    if !checked {
        details = format!("{details} · {}", t!("home-not-checked"));
    }
    // Only a game checked in full may be deleted.
    let delete = button(text(t!("home-delete")).size(style::BODY))
        .padding([10, 16])
        .style(button::text)
        .on_press_maybe(checked.then(|| Message::Delete(game.id.clone())));
    let open = if game.phase == Phase::Ended {
        t!("home-show-results")
    } else {
        t!("home-resume")
    };
    container(
        row![
            column![
                players.wrap().vertical_spacing(6),
                text(details).size(style::SMALL).style(style::subtle)
            ]
            .spacing(6)
            .width(Fill),
            delete,
            button(text(open).size(style::BODY))
                .padding([10, 20])
                .on_press(Message::Resume(game.id.clone())),
        ]
        .spacing(style::GAP)
        .align_y(Alignment::Center),
    )
    .padding(14)
    .width(Fill)
    .style(style::card)
    .into()
}

fn unreadable_row<'a>(file: &'a str, reason: &'a str) -> Element<'a, Message> {
    container(
        row![
            column![
                text(t!("home-unreadable", file = file)).size(style::BODY),
                text(t!("home-unreadable-reason", reason = reason))
                    .size(style::SMALL)
                    .style(style::subtle),
            ]
            .spacing(4)
            .width(Fill),
            button(text(t!("home-unreadable-hide")).size(style::BODY))
                .padding([10, 20])
                .style(button::secondary)
                .on_press(Message::Hide(file.to_owned())),
        ]
        .spacing(style::GAP)
        .align_y(Alignment::Center),
    )
    .padding([8, 14])
    .width(Length::Fill)
    .style(style::error)
    .into()
}
