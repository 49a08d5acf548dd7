//! Home: start a new game, resume the last one, or pick a saved game.

use chrono::{DateTime, Local, Utc};
use iced::widget::{Row, button, column, container, responsive, row, scrollable, text};
use iced::{Alignment, Element, Fill, Length};

use crate::engine::{Colour, Phase, PlayerSetup};
use crate::store::{Listing, Note, StoreError, Summary};
use crate::t;

use super::design::size;
use super::kit::{self, Look, Scale};
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
    /// Why a delete was refused, as the screen says it.
    delete_error: Option<String>,
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
    /// Open the stats across the ended games.
    OpenStats,
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
    /// Open the stats screen.
    Stats,
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
        self.delete_error = Some(t!(
            "home-delete-failed",
            reason = crate::i18n::store_error(&error)
        ));
    }

    /// Shows why a game was not deleted, in the screen's words.
    pub fn show_delete_problem(&mut self, problem: String) {
        self.delete_error = Some(problem);
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
        self.listings.iter().flatten().filter_map(Listing::checked)
    }

    /// What the listing says of a game besides the game (older format,
    /// changed outside the app, opens read-only), and whether it was
    /// checked in full.
    fn notes_of(&self, id: &str) -> (&[Note], bool) {
        self.listings
            .iter()
            .flatten()
            .find(|l| l.summary().is_some_and(|s| s.id == id))
            .map_or((&[][..], false), |l| (l.notes(), l.checked().is_some()))
    }

    /// The game on the Resume card: the one played last of those not
    /// finished.
    fn resumable(&self) -> Option<&Summary> {
        self.all_games()
            .filter(|g| g.phase != Phase::Ended)
            .max_by_key(|g| g.last_played)
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
            Message::OpenStats => Action::Stats,
        }
    }

    /// Draws the screen: the title and Settings, then the game to resume
    /// beside New game, then the saved games (the only part that scrolls).
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |room| self.page(Scale::of(room))).into()
    }

    fn page(&self, scale: Scale) -> Element<'_, Message> {
        let emblem = track::meeples(Colour::ALL[..3].to_vec(), scale.px(56.0));
        let header = row![
            emblem,
            column![
                text(t!("app-title")).size(scale.px(size::BANNER)),
                kit::hint(t!("home-tagline"), scale),
            ]
            .spacing(scale.px(4.0))
            .width(Fill),
            kit::with_id(
                "home-stats",
                kit::touch_button(
                    t!("home-stats"),
                    scale.px(size::BODY),
                    Look::Secondary,
                    Some(Message::OpenStats),
                    scale,
                )
            ),
            kit::with_id(
                "home-settings",
                kit::touch_button(
                    t!("home-settings"),
                    scale.px(size::BODY),
                    Look::Secondary,
                    Some(Message::Settings),
                    scale,
                )
            ),
        ]
        .spacing(scale.px(20.0))
        .align_y(Alignment::Center);

        let unfinished = self.resumable();
        let new_game = button(
            container(
                text(t!("home-new-game"))
                    .size(scale.px(size::HEADING))
                    .center(),
            )
            .center_x(Fill)
            .center_y(Fill),
        )
        .padding([scale.px(16.0), scale.px(24.0)])
        .style(if unfinished.is_some() {
            style::secondary
        } else {
            style::primary
        })
        .on_press(Message::NewGame);
        let hero: Element<'_, Message> = match unfinished {
            // The game on the card is not listed again below, so its
            // Delete is here.
            Some(game) => row![
                {
                    let (notes, checked) = self.notes_of(&game.id);
                    resume_card(game, checked, notes, scale)
                },
                kit::touch_button(
                    t!("home-delete"),
                    scale.px(size::BODY),
                    Look::Remove,
                    // Only a game checked in full may be deleted.
                    self.games()
                        .any(|g| g.id == game.id)
                        .then(|| Message::Delete(game.id.clone())),
                    scale,
                ),
                container(new_game.width(Fill).height(Fill))
                    .id(iced::widget::Id::new("home-new-game"))
                    .width(Length::FillPortion(2)),
            ]
            .spacing(scale.gap())
            .height(Length::Shrink)
            .into(),
            None => kit::with_id("home-new-game", new_game.width(Fill).height(scale.px(96.0))),
        };

        let mut top = column![header, hero].spacing(scale.px(20.0));
        let errors = [
            self.error
                .as_ref()
                .map(|e| t!("home-load-failed", reason = crate::i18n::store_error(e))),
            self.delete_error.clone(),
        ];
        for error in errors.into_iter().flatten() {
            top = top.push(
                container(text(error).size(scale.px(size::BODY)))
                    .padding(scale.px(12.0))
                    .width(Fill)
                    .style(style::problem),
            );
        }
        column![
            kit::page(top, scale),
            scrollable(kit::page(self.saved(scale), scale)).height(Fill),
        ]
        .into()
    }

    /// The saved games: the heading with Totals, the unreadable files, the
    /// question before a delete, the totals, then the games.
    fn saved(&self, scale: Scale) -> Element<'_, Message> {
        let games: Vec<&Summary> = self.games().collect();
        let mut heading = row![
            text(t!("home-saved-games"))
                .size(scale.px(size::HEADING))
                .width(Fill)
        ]
        .spacing(scale.gap())
        .align_y(Alignment::Center);
        if games.iter().any(|g| g.phase == Phase::Ended) {
            let label = if self.stats {
                t!("home-hide-totals")
            } else {
                t!("home-totals")
            };
            heading = heading.push(kit::touch_button(
                label,
                scale.px(size::BODY),
                Look::Secondary,
                Some(Message::Stats(!self.stats)),
                scale,
            ));
        }
        let mut part = column![heading].spacing(scale.gap());
        if self.checking {
            part = part.push(kit::hint(t!("home-checking"), scale));
        }
        if let Some(unreadable) = self.unreadable_view(scale) {
            part = part.push(unreadable);
        }
        if let Some(id) = &self.deleting
            && let Some(game) = games.iter().find(|g| &g.id == id)
        {
            part = part.push(confirm(game, scale));
        }
        if self.stats {
            part = part.push(totals(&games, scale));
        }
        let Some(listings) = self.listings.as_deref() else {
            return part.push(kit::hint(t!("home-loading"), scale)).into();
        };
        if self.all_games().next().is_none() {
            return part.push(kit::hint(t!("home-no-games"), scale)).into();
        }
        // In progress first, then finished games: each newest first; the
        // game on the Resume card above is not listed twice.
        let resumed = self.resumable().map(|g| g.id.clone());
        let listed: Vec<&Listing> = listings
            .iter()
            .filter(|l| resumed.is_none() || l.summary().map(|g| &g.id) != resumed.as_ref())
            .collect();
        let shown: Vec<&Listing> = listed.iter().take(self.shown).copied().collect();
        for (title, finished) in [(t!("home-in-progress"), false), (t!("home-finished"), true)] {
            let games: Vec<(&Summary, bool, &[Note])> = shown
                .iter()
                .filter_map(|l| match l {
                    Listing::Game(g) | Listing::Noted(g, _)
                        if (g.phase == Phase::Ended) == finished =>
                    {
                        Some((g, true, l.notes()))
                    }
                    Listing::Unchecked(g) if (g.phase == Phase::Ended) == finished => {
                        Some((g, false, l.notes()))
                    }
                    _ => None,
                })
                .collect();
            if games.is_empty() {
                continue;
            }
            part = part.push(text(title).size(scale.px(size::BODY)).style(style::subtle));
            for (game, checked, notes) in games {
                part = part.push(game_row(game, checked, notes, scale));
            }
        }
        let hidden = listed.len().saturating_sub(self.shown);
        if hidden > 0 {
            let more = t!("home-show-more", count = hidden.min(PAGE), left = hidden);
            part = part.push(kit::touch_button(
                more,
                scale.px(size::BODY),
                Look::Secondary,
                Some(Message::ShowMore),
                scale,
            ));
        }
        part.into()
    }
}

impl Home {
    /// The files that cannot be read, apart from the games: folded to one
    /// line, opened to each file with the folder, the reason and Hide.
    fn unreadable_view(&self, scale: Scale) -> Option<Element<'_, Message>> {
        let files = self.unreadable();
        if files.is_empty() {
            return None;
        }
        let toggle = kit::touch_button(
            t!("home-unreadable-count", count = files.len()),
            scale.px(size::BODY),
            Look::Secondary,
            Some(Message::Unreadable(!self.unreadable_open)),
            scale,
        );
        let mut part = column![toggle].spacing(scale.px(8.0));
        if self.unreadable_open {
            if let Some(folder) = &self.folder {
                part = part.push(kit::hint(
                    t!("home-unreadable-folder", folder = folder.as_str()),
                    scale,
                ));
            }
            for (file, reason) in files {
                part = part.push(unreadable_row(file, reason, scale));
            }
        }
        Some(part.into())
    }
}

/// The players' names, shortened, for the question before a delete.
fn names(game: &Summary) -> String {
    let names: Vec<String> = game
        .players
        .iter()
        .map(|p| style::shortened(&p.name, 16))
        .collect();
    names.join(", ")
}

/// Each player of a game in their colour with their total, wrapping.
fn players<'a>(game: &Summary, text_size: f32, scale: Scale) -> Element<'a, Message> {
    let chips: Vec<Element<'a, Message>> = game
        .players
        .iter()
        .map(|p| {
            kit::player(
                p.colour,
                &p.name,
                Some(p.total.to_string()),
                text_size,
                scale,
            )
        })
        .collect();
    Row::from_vec(chips)
        .spacing(scale.px(22.0))
        .wrap()
        .vertical_spacing(scale.px(8.0))
        .into()
}

/// Where a game is: its turn, the final scoring, or who won.
fn state(game: &Summary) -> String {
    match game.phase {
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
    }
}

/// A game's details line: where it stands, when it was started and
/// played, then what Home must say of it (not checked yet, an older format,
/// changed outside the app, opens read-only).
fn details(game: &Summary, checked: bool, notes: &[Note]) -> String {
    let mut details = t!(
        "home-game-details",
        state = state(game),
        started = when(game.created),
        played = when(game.last_played)
    );
    if !checked {
        details = format!("{details} · {}", t!("home-not-checked"));
    }
    for note in notes {
        details = format!("{details} · {}", crate::i18n::note(note));
    }
    details
}

/// The game played last and not finished, as one large button: Resume,
/// its players with their totals, where it stands.
fn resume_card<'a>(
    game: &'a Summary,
    checked: bool,
    notes: &[Note],
    scale: Scale,
) -> Element<'a, Message> {
    let details = details(game, checked, notes);
    button(
        column![
            text(t!("home-resume")).size(scale.px(size::HEADING)),
            players(game, scale.px(size::BODY), scale),
            text(details).size(scale.px(size::SMALL)),
        ]
        .spacing(scale.px(10.0)),
    )
    .padding([scale.px(14.0), scale.px(22.0)])
    .width(Length::FillPortion(5))
    .style(style::primary)
    .on_press(Message::Resume(game.id.clone()))
    .into()
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

fn totals<'a>(games: &[&Summary], scale: Scale) -> Element<'a, Message> {
    let body = scale.px(size::BODY);
    let line = |name: String, played: String, won: String| {
        row![
            text(name).size(body).width(Length::FillPortion(3)),
            text(played)
                .size(body)
                .width(Length::FillPortion(1))
                .align_x(iced::alignment::Horizontal::Right),
            text(won)
                .size(body)
                .width(Length::FillPortion(1))
                .align_x(iced::alignment::Horizontal::Right),
        ]
        .spacing(scale.gap())
    };
    let mut table = column![line(
        t!("home-totals-player"),
        t!("home-totals-played"),
        t!("home-totals-won"),
    )]
    .spacing(scale.px(6.0));
    for (name, played, won) in tally(games) {
        let name = crate::i18n::name(&name).into_owned();
        table = table.push(line(name, played.to_string(), won.to_string()));
    }
    kit::card(table, scale).into()
}

fn confirm<'a>(game: &Summary, scale: Scale) -> Element<'a, Message> {
    container(
        row![
            text(t!(
                "home-delete-ask",
                names = names(game),
                started = when(game.created)
            ))
            .size(scale.px(size::BODY))
            .width(Fill),
            kit::touch_button(
                t!("home-delete-yes"),
                scale.px(size::BODY),
                Look::Danger,
                Some(Message::Confirm(true)),
                scale,
            ),
            kit::touch_button(
                t!("home-delete-no"),
                scale.px(size::BODY),
                Look::Secondary,
                Some(Message::Confirm(false)),
                scale,
            ),
        ]
        .spacing(scale.gap())
        .align_y(Alignment::Center),
    )
    .padding(scale.px(14.0))
    .width(Fill)
    .style(style::problem)
    .into()
}

fn game_row<'a>(
    game: &'a Summary,
    checked: bool,
    notes: &[Note],
    scale: Scale,
) -> Element<'a, Message> {
    let details = details(game, checked, notes);
    let open = if game.phase == Phase::Ended {
        t!("home-show-results")
    } else {
        t!("home-resume")
    };
    kit::card(
        row![
            column![
                players(game, scale.px(size::BODY), scale),
                kit::hint(details, scale),
            ]
            .spacing(scale.px(8.0))
            .width(Fill),
            kit::touch_button(
                t!("home-delete"),
                scale.px(size::BODY),
                Look::Remove,
                // Only a game checked in full may be deleted.
                checked.then(|| Message::Delete(game.id.clone())),
                scale,
            ),
            kit::touch_button(
                open,
                scale.px(size::BODY),
                Look::Primary,
                Some(Message::Resume(game.id.clone())),
                scale,
            ),
        ]
        .spacing(scale.gap())
        .align_y(Alignment::Center),
        scale,
    )
    .into()
}

fn unreadable_row<'a>(file: &'a str, reason: &'a str, scale: Scale) -> Element<'a, Message> {
    container(
        row![
            column![
                text(t!("home-unreadable", file = file)).size(scale.px(size::BODY)),
                text(t!("home-unreadable-reason", reason = reason)).size(scale.px(size::SMALL)),
            ]
            .spacing(scale.px(4.0))
            .width(Fill),
            kit::touch_button(
                t!("home-unreadable-hide"),
                scale.px(size::BODY),
                Look::Secondary,
                Some(Message::Hide(file.to_owned())),
                scale,
            ),
        ]
        .spacing(scale.gap())
        .align_y(Alignment::Center),
    )
    .padding([scale.px(10.0), scale.px(14.0)])
    .width(Length::Fill)
    .style(style::problem)
    .into()
}
