//! *Phones and TV* on the game screen: the panel that starts and stops the
//! web server inside the app (`crate::share`), says where it listens and
//! how many pages are connected, shows the table page's QR code, and, for
//! Christmas Present, one player's code at a time, only when asked (hidden
//! again on the next action), with which links a phone has claimed.
//!
//! The app owns one [`Sharing`] for the game on show. The links belong to
//! the players, not to seats: they live as long as the app runs (a phone
//! that claimed one keeps it across a stop and a start, another game with
//! the same player, a rematch), follow their players to other seats when
//! the setup is fixed or the fix undone, and end with a player who left
//! (`Links::follow`). The server stops when the game is closed or the app
//! quits.

use std::net::IpAddr;
use std::sync::Arc;

use iced::widget::canvas::{Frame, Path};
use iced::widget::{Column, Row, button, column, container, row, text, text_input};
use iced::{Alignment, Color, Element, Fill, Point, Rectangle, Size, Theme};

use crate::engine::Game;
use crate::share::qr::{Code, QUIET};
use crate::share::{
    Config, DEFAULT_PORT, Limits, Links, Refusal, Server, Status, default_address, page,
};
use crate::t;

use super::kept::{self, Drawing};
use super::kit::grown;
use super::style;

/// A start of the server the panel asked for, to bind off the update
/// thread.
pub struct Launch {
    config: Config,
    links: Arc<Links>,
    pages: crate::share::Snapshot,
}

impl Launch {
    /// Binds the socket and starts the server on the runtime this runs
    /// on (the app's executor).
    pub fn bind(self) -> Started {
        let outcome = tokio::runtime::Handle::try_current()
            .map_err(|_| std::io::Error::other("no runtime"))
            .and_then(|runtime| Server::start(&self.config, self.links, self.pages, &runtime));
        Started {
            address: self.config.address,
            outcome: Arc::new(std::sync::Mutex::new(Some(outcome))),
        }
    }
}

/// What a [`Launch`] came to, as a message carries it: the server is
/// handed over once ([`Sharing::started`]).
#[derive(Clone)]
pub struct Started {
    address: IpAddr,
    outcome: Arc<std::sync::Mutex<Option<std::io::Result<Server>>>>,
}

impl Started {
    fn take(&self) -> Option<std::io::Result<Server>> {
        self.outcome
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take()
    }
}

impl std::fmt::Debug for Started {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Started")
            .field("address", &self.address)
            .finish_non_exhaustive()
    }
}

/// What the table did in the panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Close the panel (the server goes on).
    Close,
    /// The address typed.
    Address(String),
    /// The port typed.
    Port(String),
    /// Start the server.
    Start,
    /// Stop it.
    Stop,
    /// Show one seat's private code.
    ShowCode(usize),
    /// Replace every private link.
    NewLinks,
}

impl Message {
    /// Whether this message keeps a private code on show: typing in the
    /// panel and asking for a code do; anything else is the next action.
    pub fn keeps_code(&self) -> bool {
        matches!(
            self,
            Message::Address(_) | Message::Port(_) | Message::ShowCode(_)
        )
    }
}

/// What the pages are to show: the game on show at the table's version,
/// the link that posts it to BG Stats once it has ended, the theme.
#[derive(Debug, Clone, Copy)]
pub struct Shown<'a> {
    /// The game on show.
    pub game: &'a Game,
    /// The table's version.
    pub version: u64,
    /// The BG Stats link, once it has ended.
    pub post: Option<&'a str>,
    /// The app's theme, if the table chose one.
    pub theme: Option<&'static str>,
}

/// The pages of one game: its links, its server while it runs, and the
/// panel's fields.
#[derive(Debug)]
pub struct Sharing {
    game_id: String,
    links: Arc<Links>,
    server: Option<Server>,
    status: Status,
    address: String,
    port: String,
    problem: Option<String>,
    /// Whether the panel is open.
    pub open: bool,
    /// The seat whose private code is on show.
    shown: Option<usize>,
    table_code: Option<Code>,
    shown_code: Option<Code>,
    /// What the pages were last sent for: see [`fingerprint`].
    sent: Option<Fingerprint>,
}

impl Sharing {
    /// The panel for game `game_id` with `players` seats, offering the
    /// default route's address (or this computer's own when there is no
    /// network) and port 47474.
    pub fn new(game_id: &str, links: Arc<Links>) -> Sharing {
        let (address, problem) = match default_address() {
            Some(address) => (address.to_string(), None),
            None => ("127.0.0.1".to_owned(), Some(t!("share-no-network"))),
        };
        Sharing {
            game_id: game_id.to_owned(),
            links,
            server: None,
            status: Status::default(),
            address,
            port: DEFAULT_PORT.to_string(),
            problem,
            open: true,
            shown: None,
            table_code: None,
            shown_code: None,
            sent: None,
        }
    }

    /// The game whose pages these are.
    pub fn game_id(&self) -> &str {
        &self.game_id
    }

    /// The links of this game's players.
    pub fn links(&self) -> &Arc<Links> {
        &self.links
    }

    /// The server, while it runs.
    pub fn server(&self) -> Option<&Server> {
        self.server.as_ref()
    }

    /// The pages connected and the links claimed, as last heard.
    pub fn status(&self) -> &Status {
        &self.status
    }

    /// What the panel says went wrong, if anything.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    /// The seat whose private code is on show.
    pub fn shown(&self) -> Option<usize> {
        self.shown
    }

    /// Hides the private code: the next action (as a hand hides, RULES XP4).
    pub fn hide_code(&mut self) {
        self.shown = None;
        self.shown_code = None;
    }

    /// The server's news: a phone that claimed the code on show has it, so
    /// the code hides.
    pub fn heard(&mut self, status: Status) {
        if let Some(seat) = self.shown
            && status.claimed.get(seat).copied().unwrap_or(false)
            && !self.status.claimed.get(seat).copied().unwrap_or(false)
        {
            self.hide_code();
        }
        self.status = status;
    }

    /// Readies the start of the server on the typed address and port with
    /// `game`'s pages (`post`: the link that posts it to BG Stats once it
    /// has ended, for the players' pages); `read_only` windows may not. Says why when it
    /// cannot. The socket is bound off the update thread
    /// ([`Launch::bind`]), and its outcome comes back to [`Sharing::started`].
    pub fn prepare(&mut self, shown: Shown<'_>, read_only: bool, limits: Limits) -> Option<Launch> {
        let Shown {
            game,
            version,
            post,
            theme,
        } = shown;
        self.problem = None;
        if read_only {
            self.problem = Some(t!("share-read-only"));
            return None;
        }
        // An IPv6 address may be typed in its brackets, as in a link.
        let typed = self.address.trim();
        let bare = typed
            .strip_prefix('[')
            .and_then(|a| a.strip_suffix(']'))
            .unwrap_or(typed);
        let Ok(address) = bare.parse::<IpAddr>() else {
            self.problem = Some(t!("share-bad-address", address = typed));
            return None;
        };
        if let Some(refusal) = crate::share::refused(address) {
            self.problem = Some(match refusal {
                Refusal::Everywhere => t!("share-address-everywhere", address = typed),
                Refusal::Group => t!("share-address-group", address = typed),
            });
            return None;
        }
        let port = match self.port.trim().parse::<u16>() {
            Ok(port) if port >= 1024 => port,
            _ => {
                self.problem = Some(t!("share-bad-port"));
                return None;
            }
        };
        self.server = None;
        self.follow(game);
        self.sent = Some(fingerprint(game, version, post, theme, &self.links));
        Some(Launch {
            config: Config {
                address,
                port,
                limits,
            },
            links: self.links.clone(),
            pages: page::snapshot_posting(game, version, theme, post),
        })
    }

    /// Takes the outcome of a [`Launch`]: the server runs, or the panel
    /// says why not. A start that comes after another is dropped.
    pub fn started(&mut self, started: &Started) {
        let Some(outcome) = started.take() else {
            return;
        };
        match outcome {
            Ok(server) if self.server.is_none() => {
                self.port = server.local_addr().port().to_string();
                self.table_code = Code::new(&server.url());
                self.status = server.status();
                self.server = Some(server);
                self.problem = None;
            }
            Ok(_) => {}
            Err(error) if error.kind() == std::io::ErrorKind::AddrNotAvailable => {
                self.problem = Some(t!(
                    "share-address-not-here",
                    address = started.address.to_string()
                ));
            }
            Err(error) => self.problem = Some(t!("share-failed", reason = error.to_string())),
        }
    }

    /// Stops the server; the links stay for a later start.
    pub fn stop(&mut self) {
        self.server = None;
        self.status = Status {
            pages: 0,
            claimed: self.links.claimed(),
            rescan: self.links.rescan(),
        };
        self.hide_code();
    }

    /// Puts the links in the order of `game`'s players (see
    /// `Links::follow`); a link that cannot be made is said on the panel.
    pub fn follow(&mut self, game: &Game) {
        let names: Vec<&str> = game
            .setup()
            .players
            .iter()
            .map(|p| p.name.as_str())
            .collect();
        if let Err(error) = self.links.follow(&names) {
            self.problem = Some(t!("share-failed", reason = error.to_string()));
        }
        if self.server.is_none() {
            self.status.claimed = self.links.claimed();
            self.status.rescan = self.links.rescan();
        }
    }

    /// Hands the pages `game` as it stands (and `post`, the link that
    /// posts it to BG Stats once it has ended), if it changed since they
    /// were last sent (a command, an undo, a fixed setup, another
    /// language, merged names). Never waits for a page.
    pub fn publish(
        &mut self,
        game: &Game,
        version: u64,
        post: Option<&str>,
        theme: Option<&'static str>,
    ) {
        if self.server.is_none() {
            return;
        }
        // The links first: the state of each seat goes to the link of the
        // player in that seat now.
        self.follow(game);
        let now = fingerprint(game, version, post, theme, &self.links);
        if self.sent == Some(now) {
            return;
        }
        self.sent = Some(now);
        if let Some(server) = &self.server {
            server.publish(page::snapshot_posting(game, version, theme, post));
        }
    }

    /// Handles one message of the panel.
    pub fn update(
        &mut self,
        message: Message,
        shown: Shown<'_>,
        read_only: bool,
        limits: Limits,
    ) -> Option<Launch> {
        if !message.keeps_code() {
            self.hide_code();
        }
        match message {
            Message::Close => self.open = false,
            Message::Address(address) => self.address = address,
            Message::Port(port) => self.port = port,
            Message::Start => return self.prepare(shown, read_only, limits),
            Message::Stop => self.stop(),
            Message::ShowCode(seat) => {
                let url = self.server.as_ref().and_then(|s| s.private_url(seat));
                self.shown_code = url.as_deref().and_then(Code::new);
                self.shown = self.shown_code.as_ref().map(|_| seat);
            }
            Message::NewLinks => {
                let renewed = match &self.server {
                    Some(server) => server.renew_links(),
                    None => self.links.renew(),
                };
                if let Err(error) = renewed {
                    self.problem = Some(t!("share-failed", reason = error.to_string()));
                }
                self.status.claimed = self.links.claimed();
                self.status.rescan = self.links.rescan();
            }
        }
        None
    }

    /// The panel, over the screen. Every button is touch-sized
    /// (`style::TOUCH`), as on the rest of the game screen.
    pub fn view<'a>(&'a self, game: &'a Game, read_only: bool) -> Element<'a, Message> {
        let setup = game.setup();
        let mut page = Column::new().spacing(grown(14.0));
        page = page.push(
            row![
                text(t!("share-title"))
                    .size(grown(style::HEADING))
                    .width(Fill),
                tap(t!("share-close"), grown(style::BODY))
                    .style(style::secondary)
                    .on_press(Message::Close),
            ]
            .align_y(Alignment::Center),
        );
        page = page.push(text(t!("share-intro")).size(grown(style::SMALL)));
        let running = self.server.is_some();
        let field = |label: String, value: &'a str, width: f32, on: fn(String) -> Message| {
            let input = text_input("", value)
                .size(grown(style::BODY))
                .padding(10)
                .width(width);
            column![
                text(label).size(grown(style::SMALL)).style(style::subtle),
                if running || read_only {
                    input
                } else {
                    input.on_input(on).on_submit(Message::Start)
                },
            ]
            .spacing(4)
        };
        let toggle = if running {
            tap(t!("share-stop"), grown(style::BODY))
                .style(style::secondary)
                .on_press(Message::Stop)
        } else {
            tap(t!("share-start"), grown(style::BODY))
                .style(style::primary)
                .on_press_maybe((!read_only).then_some(Message::Start))
        };
        page = page.push(
            row![
                field(t!("share-address"), &self.address, 240.0, Message::Address),
                field(t!("share-port"), &self.port, 110.0, Message::Port),
                toggle,
            ]
            .spacing(12)
            .align_y(Alignment::End),
        );
        if read_only {
            page = page.push(text(t!("share-read-only")).size(grown(style::BODY)));
        }
        if let Some(problem) = &self.problem {
            page = page.push(
                container(text(problem.clone()).size(grown(style::BODY)))
                    .padding([6, 12])
                    .width(Fill)
                    .style(style::error),
            );
        }
        if let Some(server) = &self.server {
            page = page.push(
                text(format!(
                    "{} · {}",
                    t!("share-listening", address = server.url()),
                    t!("share-pages", count = self.status.pages)
                ))
                .size(grown(style::BODY)),
            );
            // A private code on show takes the table's place, so the
            // panel keeps its size.
            let (code, caption) = match (&self.shown_code, self.shown) {
                (Some(code), Some(seat)) => (
                    code,
                    t!(
                        "share-code-of",
                        name = setup.name(crate::engine::PlayerId(seat as u8))
                    ),
                ),
                _ => match &self.table_code {
                    Some(code) => (code, t!("share-table-page")),
                    None => return container(page).into(),
                },
            };
            let mut side = Column::new()
                .spacing(8)
                .push(text(caption).size(grown(style::BODY)));
            // The players' own pages: for secret hands, for what each is
            // asked, and once the game has ended, to post it to BG Stats
            // from each phone.
            let ended = game.state().phase == crate::engine::Phase::Ended;
            if setup.keeps_hands() || setup.asks_players() || ended {
                side = self.private_links(side, setup);
            }
            page = page.push(
                row![qr(code.clone(), grown(260.0)), side.width(Fill),]
                    .spacing(18)
                    .align_y(Alignment::Start),
            );
        }
        container(page).into()
    }

    /// Under the table's code, when players keep secret hands, are asked
    /// to settle something, or the game has ended: a button per player for their private code, how many
    /// links phones claimed, and new links.
    fn private_links<'a>(
        &'a self,
        mut side: Column<'a, Message>,
        setup: &'a crate::engine::Setup,
    ) -> Column<'a, Message> {
        let why = if setup.keeps_hands() {
            t!("share-private")
        } else if setup.asks_players() {
            t!("share-private-act")
        } else {
            t!("share-private-post")
        };
        side = side.push(text(why).size(grown(style::SMALL)).style(style::subtle));
        // One button per player, as many to a line as fit, so six
        // long names fit the smallest window; a link a phone has
        // claimed says so on its button, and a line under them
        // counts them.
        let claimed = &self.status.claimed;
        let mut codes = Row::new().spacing(10);
        for seat in setup.seats() {
            let index = seat.index();
            let name = setup.name(seat);
            let has = claimed.get(index).copied().unwrap_or(false);
            let rescan = self.status.rescan.get(index).copied().unwrap_or(false);
            let label = if has {
                t!("share-claimed", name = name)
            } else if rescan {
                t!("share-rescan", name = name)
            } else {
                name.to_owned()
            };
            codes = codes.push(
                container(
                    tap(label, grown(style::SMALL))
                        .style(if self.shown == Some(index) {
                            style::primary
                        } else {
                            style::secondary
                        })
                        .on_press(Message::ShowCode(index)),
                )
                .id(format!("share-code-{index}")),
            );
        }
        side = side.push(codes.wrap().vertical_spacing(8));
        let opened = claimed.iter().filter(|c| **c).count();
        side = side.push(
            text(t!(
                "share-claimed-legend",
                count = opened,
                total = setup.seats().count()
            ))
            .size(grown(style::SMALL))
            .style(if opened > 0 {
                |theme: &Theme| text::Style {
                    color: Some(crate::app::design::colour(
                        crate::app::design::of(theme).success,
                    )),
                }
            } else {
                style::subtle
            }),
        );
        side = side.push(
            row![
                tap(t!("share-new-links"), grown(style::SMALL))
                    .style(style::secondary)
                    .on_press(Message::NewLinks),
                text(t!("share-new-links-hint"))
                    .size(grown(style::SMALL))
                    .style(style::subtle)
                    .width(Fill),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
        );
        side
    }
}

/// What tells one state of the pages from the next: the game's log and
/// redo lengths, its setup and BG Stats link, the language and theme,
/// and the links.
type Fingerprint = (usize, usize, u64, &'static str, Option<&'static str>, u64);

fn fingerprint(
    game: &Game,
    version: u64,
    post: Option<&str>,
    theme: Option<&'static str>,
    links: &Links,
) -> Fingerprint {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    // The setup changes when the table fixes it (names, colours, options);
    // the link when the table merges names.
    format!("{:?}", game.setup()).hash(&mut hasher);
    post.hash(&mut hasher);
    version.hash(&mut hasher);
    (
        game.log().len(),
        game.redo_stack().len(),
        hasher.finish(),
        crate::i18n::language().code(),
        theme,
        links.version(),
    )
}

/// The players of `after` whose cards differ from those they held in
/// `before` (by name; a player new in `after` is not named): a fix of the
/// setup replays the draws, and a new turn order draws a card for
/// another player. Read from what each player's own page shows
/// (`page::own_cards`), so it holds for any expansion's secret cards.
pub fn hands_changed(before: &Game, after: &Game) -> Vec<String> {
    after
        .setup()
        .players
        .iter()
        .filter(|player| {
            let old = page::own_cards(before, &player.name);
            old.is_some() && old != page::own_cards(after, &player.name)
        })
        .map(|player| player.name.clone())
        .collect()
}

/// A QR code, `side` pixels square, dark on white whatever the theme.
pub fn qr<'a, M: 'a>(code: Code, side: f32) -> Element<'a, M> {
    kept::canvas(QrCode(code), side, side)
}

#[derive(Debug, Clone, PartialEq)]
struct QrCode(Code);

impl Drawing for QrCode {
    fn draw(&self, frame: &mut Frame, _theme: &Theme) {
        let bounds = Rectangle::with_size(frame.size());
        let side = bounds.width.min(bounds.height);
        frame.fill_rectangle(Point::ORIGIN, Size::new(side, side), Color::WHITE);
        let modules = self.0.width + 2 * QUIET;
        // Whole pixels per module, so no module blurs into the next.
        let unit = (side / modules as f32).floor().max(1.0);
        let offset = ((side - unit * modules as f32) / 2.0).floor();
        let dark = Path::new(|b| {
            for y in 0..self.0.width {
                for x in 0..self.0.width {
                    if self.0.is_dark(x, y) {
                        b.rectangle(
                            Point::new(
                                offset + (x + QUIET) as f32 * unit,
                                offset + (y + QUIET) as f32 * unit,
                            ),
                            Size::new(unit, unit),
                        );
                    }
                }
            }
        });
        frame.fill(&dark, Color::BLACK);
    }
}

/// The panel as a card in the middle of a veiled screen; it never makes
/// the screen scroll.
pub fn overlay<'a, M: 'a>(panel: Element<'a, M>) -> Element<'a, M> {
    let card = container(panel)
        .padding(grown(24.0))
        .max_width(grown(980.0))
        .style(style::card);
    container(card)
        .center(Fill)
        .padding(16)
        .style(style::veil)
        .into()
}

/// A button with `label`, as tall as a finger needs (`style::TOUCH`),
/// the label in its middle.
fn tap<'a>(label: String, size: f32) -> iced::widget::Button<'a, Message> {
    button(
        text(label)
            .size(size)
            .height(Fill)
            .align_y(iced::alignment::Vertical::Center),
    )
    .height(grown(style::TOUCH))
    .padding([0.0, grown(18.0)])
}
