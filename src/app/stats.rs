//! Stats: the ended games of the games folder added up (`crate::stats`):
//! per player games, wins, averages, the last ten games, where the points
//! came from, rival and nemesis, seats, player counts and expansions; the
//! records; the game nights. Filtered by when, by players and by
//! expansions; two spellings of one person can be merged (kept in the
//! settings). The folder is read once, off the update thread; a filter or
//! a merge only adds the games up again.

mod player;

use std::sync::Arc;

use chrono::{Datelike, Local, NaiveDate};
use iced::widget::{column, responsive, scrollable, text};
use iced::{Element, Fill};

use crate::stats::{Filter, Folder, Names, Stats, compute};
use crate::store::{MergedName, NamedEvening};
use crate::t;

use super::design::size;
use super::kit::{self, Look, Scale};

/// Which games count, by when they were played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Period {
    /// The evening holding the latest game.
    Evening,
    /// This calendar month.
    Month,
    /// This calendar year.
    Year,
    /// Every ended game.
    #[default]
    All,
}

impl Period {
    /// Every period, in the order shown.
    pub const ALL: [Period; 4] = [Period::Evening, Period::Month, Period::Year, Period::All];

    fn words(self) -> String {
        t!(match self {
            Period::Evening => "stats-this-evening",
            Period::Month => "stats-this-month",
            Period::Year => "stats-this-year",
            Period::All => "stats-all-time",
        })
    }
}

/// The Stats screen.
#[derive(Debug, Clone)]
pub struct StatsScreen {
    /// The games read, once read.
    folder: Option<Arc<Folder>>,
    /// The table's merges of names.
    merges: Vec<MergedName>,
    /// The game nights the table named.
    named: Vec<NamedEvening>,
    /// The evening being named (its first game) and the name typed so far.
    naming: Option<(String, String)>,
    period: Period,
    /// Only games with every one of these players.
    players: Vec<String>,
    /// Only games with every one of these expansions.
    expansions: Vec<String>,
    /// The games that count, added up.
    stats: Stats,
    /// Everyone in any ended game (merged), most games first.
    everyone: Vec<String>,
    /// Every expansion of any ended game.
    all_expansions: Vec<String>,
    /// The player whose "same person as" choice is open.
    merging: Option<String>,
    /// The player whose card is on show (else the first).
    chosen: Option<String>,
    /// Whether the choices of players and expansions are open.
    filters_open: bool,
    /// The day "this month" and "this year" count from.
    today: NaiveDate,
}

/// What the table did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Back to Home.
    Back,
    /// Count the games of this period.
    Period(Period),
    /// Count only games with this player too, or no longer.
    Player(String),
    /// Count only games with this expansion too, or no longer.
    Expansion(String),
    /// Show this player's card.
    Choose(String),
    /// Open or fold the choices of players and expansions.
    Filters(bool),
    /// Open (or close) the choice of whom this player is the same as.
    Merging(Option<String>),
    /// Count `name` as `into` from now on.
    Merge {
        /// The spelling merged.
        name: String,
        /// The name it counts as.
        into: String,
    },
    /// Count this spelling as itself again.
    Unmerge(String),
    /// Name the evening that began with this game (or rename it).
    Name(String),
    /// The name typed so far.
    NameTyped(String),
    /// Keep the name typed (an empty one takes the name away).
    NameKeep,
    /// Leave the name as it was.
    NameCancel,
}

/// What the app should do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Nothing.
    None,
    /// Back to Home.
    Back,
    /// Keep these merges of names in the settings.
    Merges(Vec<MergedName>),
    /// Keep these names of game nights in the settings.
    Named(Vec<NamedEvening>),
}

impl StatsScreen {
    /// The screen while the folder is read, with the table's merges.
    pub fn reading(merges: Vec<MergedName>, named: Vec<NamedEvening>) -> StatsScreen {
        StatsScreen {
            folder: None,
            merges,
            named,
            naming: None,
            period: Period::default(),
            players: Vec::new(),
            expansions: Vec::new(),
            stats: Stats::default(),
            everyone: Vec::new(),
            all_expansions: Vec::new(),
            merging: None,
            chosen: None,
            filters_open: false,
            today: Local::now().date_naive(),
        }
    }

    /// The games of the folder, read.
    pub fn show(&mut self, folder: Arc<Folder>) {
        self.folder = Some(folder);
        self.refresh_all();
    }

    /// The stats on show.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// Whether `a` and `b` (as the merges count them) played in one game.
    fn met(&self, a: &str, b: &str) -> bool {
        let Some(folder) = &self.folder else {
            return false;
        };
        let names = Names::of(&self.merges);
        let (a, b) = (names.key(a), names.key(b));
        folder.games.iter().any(|game| {
            let seated = |key: &str| game.seats.iter().any(|s| names.key(&s.name) == key);
            seated(&a) && seated(&b)
        })
    }

    /// The name the table gave the evening that began with `first`.
    pub fn evening_name(&self, first: &str) -> Option<&str> {
        named(&self.named, first)
    }

    /// Whether the folder is read.
    pub fn is_read(&self) -> bool {
        self.folder.is_some()
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Back => return Action::Back,
            Message::Period(period) => self.period = period,
            Message::Player(name) => toggle(&mut self.players, name),
            Message::Expansion(word) => toggle(&mut self.expansions, word),
            Message::Choose(name) => {
                self.chosen = Some(name);
                self.merging = None;
                return Action::None;
            }
            Message::Filters(open) => {
                self.filters_open = open;
                return Action::None;
            }
            Message::Merging(name) => {
                self.merging = name;
                return Action::None;
            }
            // Two who sat at one table are two people: no merge.
            Message::Merge { name, into } if self.met(&name, &into) => return Action::None,
            Message::Merge { name, into } => {
                self.merges.retain(|m| !same(&m.name, &name));
                self.merges.push(MergedName {
                    name: name.clone(),
                    counts_as: into,
                });
                self.players.retain(|p| !same(p, &name));
                self.merging = None;
                self.refresh_all();
                return Action::Merges(self.merges.clone());
            }
            Message::Name(first) => {
                let name = self.evening_name(&first).unwrap_or_default().to_owned();
                self.naming = Some((first, name));
                return Action::None;
            }
            Message::NameTyped(typed) => {
                if let Some((_, name)) = &mut self.naming {
                    *name = typed.chars().take(EVENING_NAME_CHARS).collect();
                }
                return Action::None;
            }
            Message::NameCancel => {
                self.naming = None;
                return Action::None;
            }
            Message::NameKeep => {
                let Some((first, name)) = self.naming.take() else {
                    return Action::None;
                };
                self.named.retain(|n| n.first_game != first);
                let name = name.trim().to_owned();
                if !name.is_empty() {
                    self.named.push(NamedEvening {
                        first_game: first,
                        name,
                    });
                }
                return Action::Named(self.named.clone());
            }
            Message::Unmerge(name) => {
                self.merges.retain(|m| !same(&m.name, &name));
                self.refresh_all();
                return Action::Merges(self.merges.clone());
            }
        }
        self.refresh();
        Action::None
    }

    /// The filter of the choices made.
    pub fn filter(&self) -> Filter {
        let (from, to) = match self.period {
            Period::Month => (self.today.with_day(1), None),
            Period::Year => (NaiveDate::from_ymd_opt(self.today.year(), 1, 1), None),
            Period::Evening | Period::All => (None, None),
        };
        Filter {
            from,
            to,
            players: self.players.clone(),
            expansions: self.expansions.clone(),
            this_evening: self.period == Period::Evening,
        }
    }

    /// Adds the games up again under the choices (the names and the
    /// expansions on offer change only with the folder or the merges).
    fn refresh(&mut self) {
        let Some(folder) = &self.folder else {
            return;
        };
        let names = Names::of(&self.merges);
        self.stats = compute(&folder.games, &self.filter(), &names, &Local);
    }

    /// Everyone and every expansion on offer, then the stats: after the
    /// folder was read or a merge changed.
    fn refresh_all(&mut self) {
        let Some(folder) = &self.folder else {
            return;
        };
        let names = Names::of(&self.merges);
        let everyone = compute(&folder.games, &Filter::default(), &names, &Local);
        self.everyone = everyone.players.iter().map(|p| p.name.clone()).collect();
        let mut expansions: Vec<String> = Vec::new();
        for game in &folder.games {
            for word in &game.expansions {
                if !expansions.contains(word) {
                    expansions.push(word.clone());
                }
            }
        }
        self.all_expansions = expansions;
        self.refresh();
    }

    /// Draws the screen: the header, the choices of which games count,
    /// then a card per player, the player counts, the records, the game
    /// nights and the merged names (the part that scrolls).
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |room| self.page(Scale::of(room))).into()
    }

    fn page(&self, scale: Scale) -> Element<'_, Message> {
        let periods = Period::ALL
            .iter()
            .map(|p| kit::choice(p.words(), *p == self.period, Message::Period(*p), scale))
            .collect();
        let header = kit::header(
            Some((t!("stats-back"), Message::Back)),
            t!("stats-title"),
            vec![kit::choices(periods, scale)],
            scale,
        );
        let mut parts = Vec::new();
        match &self.folder {
            None => parts.push(kit::hint(t!("stats-reading"), scale)),
            Some(folder) => {
                let filters = kit::touch_button(
                    t!(if self.filters_open {
                        "stats-filters-fold"
                    } else {
                        "stats-filters"
                    }),
                    scale.px(size::BODY),
                    Look::Secondary,
                    Some(Message::Filters(!self.filters_open)),
                    scale,
                );
                parts.push(
                    iced::widget::row![
                        text(self.counted(folder))
                            .size(scale.px(size::BODY))
                            .width(Fill),
                        filters
                    ]
                    .spacing(scale.gap())
                    .align_y(iced::Alignment::Center)
                    .into(),
                );
                if self.filters_open {
                    parts.push(self.choices(scale));
                }
                // Near the top: a merge changes every number below.
                if !self.merges.is_empty() {
                    parts.push(self.merged(scale));
                }
                if self.stats.games == 0 {
                    let none = if folder.games.is_empty() {
                        "stats-no-games"
                    } else {
                        "stats-none-match"
                    };
                    parts.push(body(t!(none), scale));
                }
                let chosen = self
                    .chosen
                    .as_deref()
                    .and_then(|c| self.stats.players.iter().find(|p| same(&p.name, c)))
                    .or(self.stats.players.first());
                if !self.stats.players.is_empty() {
                    parts.push(player::table(&self.stats.players, chosen, scale));
                }
                if let Some(p) = chosen {
                    // Only names never at the same table as this player.
                    let others: Vec<&str> = self
                        .everyone
                        .iter()
                        .filter(|n| !same(n, &p.name) && !self.met(n, &p.name))
                        .map(String::as_str)
                        .collect();
                    let merging = self.merging.as_deref().is_some_and(|m| same(m, &p.name));
                    parts.push(player::card(p, merging.then_some(&others[..]), scale));
                }
                parts.extend(player::tables(&self.stats, scale));
                if !self.stats.evenings.is_empty() {
                    parts.push(self.evenings(scale));
                }
            }
        }
        column![
            kit::page(header, scale),
            scrollable(kit::page(kit::stacked(parts, scale), scale)).height(Fill),
        ]
        .into()
    }

    /// The choices of which games count: with whom, with what.
    fn choices(&self, scale: Scale) -> Element<'_, Message> {
        let mut parts = Vec::new();
        if self.everyone.len() > 1 {
            let chips = self
                .everyone
                .iter()
                .map(|name| {
                    let chosen = self.players.iter().any(|p| same(p, name));
                    let words = crate::i18n::name(name).into_owned();
                    kit::choice(words, chosen, Message::Player(name.clone()), scale)
                })
                .collect();
            parts.push(kit::hint(t!("stats-with-players"), scale));
            parts.push(kit::choices(chips, scale));
        }
        if !self.all_expansions.is_empty() {
            let chips = self
                .all_expansions
                .iter()
                .map(|word| {
                    let chosen = self.expansions.contains(word);
                    let words = crate::i18n::expansion_name(word);
                    kit::choice(words, chosen, Message::Expansion(word.clone()), scale)
                })
                .collect();
            parts.push(kit::hint(t!("stats-with-expansions"), scale));
            parts.push(kit::choices(chips, scale));
        }
        kit::card(kit::stacked(parts, scale), scale).into()
    }

    /// "12 games counted · left out: 1 in progress, 0 read-only, 0 unreadable".
    fn counted(&self, folder: &Folder) -> String {
        let mut counted = t!("stats-games-counted", games = self.stats.games);
        let only: Vec<String> = self
            .players
            .iter()
            .map(|p| crate::i18n::name(p).into_owned())
            .chain(
                self.expansions
                    .iter()
                    .map(|e| crate::i18n::expansion_name(e)),
            )
            .collect();
        if !only.is_empty() {
            counted = t!(
                "stats-counted-with",
                counted = counted,
                only = only.join(", ")
            );
        }
        if folder.left_out() == 0 {
            return counted;
        }
        t!(
            "stats-left-out",
            counted = counted,
            in_progress = folder.in_progress,
            read_only = folder.read_only,
            unreadable = folder.unreadable
        )
    }

    /// The merged names, each with a way to count it as itself again.
    fn merged(&self, scale: Scale) -> Element<'_, Message> {
        let mut parts = vec![
            kit::heading(t!("stats-merged"), scale),
            kit::hint(t!("stats-merged-hint"), scale),
        ];
        for merge in &self.merges {
            let line = iced::widget::row![
                text(t!(
                    "stats-counts-as",
                    name = crate::i18n::name(&merge.name).into_owned(),
                    into = crate::i18n::name(&merge.counts_as).into_owned()
                ))
                .size(scale.px(size::BODY))
                .width(Fill),
                kit::touch_button(
                    t!("stats-unmerge"),
                    scale.px(size::BODY),
                    Look::Secondary,
                    Some(Message::Unmerge(merge.name.clone())),
                    scale,
                ),
            ]
            .spacing(scale.gap())
            .align_y(iced::Alignment::Center);
            parts.push(line.into());
        }
        kit::card(kit::stacked(parts, scale), scale).into()
    }
}

impl StatsScreen {
    /// The last game nights, each with its standing and its name (or a way
    /// to give it one).
    fn evenings(&self, scale: Scale) -> Element<'_, Message> {
        let mut parts = vec![kit::heading(t!("stats-evenings"), scale)];
        for e in self.stats.evenings.iter().take(player::EVENINGS_SHOWN) {
            let Some(first) = e.games.first() else {
                continue;
            };
            let day = crate::i18n::day(&e.from.with_timezone(&Local));
            let when = t!("stats-evening", day = day, games = e.games.len());
            let title = match self.evening_name(first) {
                Some(name) => format!("{} · {when}", crate::i18n::name(name)),
                None => when,
            };
            let naming = self.naming.as_ref().filter(|(f, _)| f == first);
            let line: Element<'_, Message> = match naming {
                Some((_, typed)) => iced::widget::row![
                    iced::widget::text_input(&t!("stats-evening-name-hint"), typed)
                        .id(iced::widget::Id::new(EVENING_NAME_ID))
                        .on_input(Message::NameTyped)
                        .on_submit(Message::NameKeep)
                        .size(scale.px(size::BODY))
                        .padding(scale.px(10.0))
                        .width(Fill),
                    kit::action(
                        t!("stats-evening-keep"),
                        Look::Primary,
                        Some(Message::NameKeep),
                        scale
                    ),
                    kit::action(
                        t!("stats-evening-cancel"),
                        Look::Secondary,
                        Some(Message::NameCancel),
                        scale
                    ),
                ]
                .spacing(scale.gap())
                .align_y(iced::Alignment::Center)
                .into(),
                None => iced::widget::row![
                    text(title).size(scale.px(size::LABEL)).width(Fill),
                    kit::touch_button(
                        t!("stats-evening-name"),
                        scale.px(size::SMALL),
                        Look::Secondary,
                        Some(Message::Name(first.clone())),
                        scale,
                    ),
                ]
                .spacing(scale.gap())
                .align_y(iced::Alignment::Center)
                .into(),
            };
            parts.push(line);
            parts.push(body(player::standing(e), scale));
        }
        kit::card(kit::stacked(parts, scale), scale).into()
    }
}

/// The id of the field a game night's name is typed in.
pub const EVENING_NAME_ID: &str = "stats-evening-name";

/// The longest name of a game night.
const EVENING_NAME_CHARS: usize = 40;

/// The name `named` gives the evening that began with `first`.
pub fn named<'a>(named: &'a [NamedEvening], first: &str) -> Option<&'a str> {
    named
        .iter()
        .find(|n| n.first_game == first)
        .map(|n| n.name.as_str())
}

/// Whether two names are one as the table matches names.
fn same(a: &str, b: &str) -> bool {
    crate::stats::matched_name(a) == crate::stats::matched_name(b)
}

/// Adds `item` to `list`, or takes it out if it is there.
fn toggle(list: &mut Vec<String>, item: String) {
    if let Some(at) = list.iter().position(|i| same(i, &item)) {
        list.remove(at);
    } else {
        list.push(item);
    }
}

fn body<'a>(words: String, scale: Scale) -> Element<'a, Message> {
    text(words).size(scale.px(size::BODY)).into()
}
