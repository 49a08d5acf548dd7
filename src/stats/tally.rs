//! The stats of a set of ended games: per player, head to head, records.
//! Pure: the games are read once ([`Played`]), and a filter or a merge of
//! names only adds them up again.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, TimeZone, Utc};

use super::evenings::{Evening, evenings};
use super::names::Names;
use super::played::{Played, Share};

/// Opponents met in fewer games than this are no one's rival or nemesis.
pub const MET_AT_LEAST: u32 = 3;
/// How many of a player's last games the small chart shows.
pub const LAST_GAMES: usize = 10;

/// Which games count.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// The first day (local time), inclusive.
    pub from: Option<NaiveDate>,
    /// The last day (local time), inclusive.
    pub to: Option<NaiveDate>,
    /// Only games in which every one of these played (as merged).
    pub players: Vec<String>,
    /// Only games with every one of these expansions (their words).
    pub expansions: Vec<String>,
    /// Only the games of the evening holding the latest game.
    pub this_evening: bool,
}

/// One player against one opponent: games in which one finished above
/// the other (a shared place counts for neither).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeadToHead {
    /// The opponent.
    pub name: String,
    /// Games played together.
    pub met: u32,
    /// Games the player finished above the opponent.
    pub won: u32,
    /// Games the opponent finished above the player.
    pub lost: u32,
}

impl HeadToHead {
    /// The record as the table says it: "12–4".
    pub fn record(&self) -> String {
        format!("{}\u{2013}{}", self.won, self.lost)
    }
}

/// Games, wins and the average total of some of a player's games.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Line {
    /// Games.
    pub games: u32,
    /// Wins (a shared first place is a win for each).
    pub wins: u32,
    /// Totals added up.
    pub points: u64,
}

impl Line {
    fn add(&mut self, total: u32, won: bool) {
        self.games += 1;
        self.wins += u32::from(won);
        self.points += u64::from(total);
    }

    /// Wins per game, 0 to 1.
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins.into(), self.games)
    }

    /// The average total.
    pub fn average(&self) -> f64 {
        ratio(self.points as f64, self.games)
    }
}

/// The games of one number of players: the totals are kept whole and divided
/// only when the average is shown, so it is never cut to a whole number.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Count {
    /// Games.
    pub games: u32,
    /// Player-games: each player of each game.
    pub seats: u32,
    /// Every player's total, added up.
    pub points: u64,
}

impl Count {
    /// The average total of a player in these games.
    pub fn average(&self) -> f64 {
        ratio(self.points as f64, self.seats)
    }
}

fn ratio(value: f64, games: u32) -> f64 {
    if games == 0 {
        0.0
    } else {
        value / f64::from(games)
    }
}

/// One player's stats.
#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    /// The name shown: the merged name, or the latest spelling.
    pub name: String,
    /// Every game of the player.
    pub all: Line,
    /// The best and the worst total.
    pub best: u32,
    /// The worst total.
    pub worst: u32,
    /// The totals of the last games, oldest first.
    pub last: Vec<u32>,
    /// Points by where they came from, added up, largest first.
    pub shares: Vec<(Share, i64)>,
    /// The opponent beaten most, among those met at least 3 times and
    /// beaten more often than not.
    pub rival: Option<HeadToHead>,
    /// The opponent lost to most, among those met at least 3 times and
    /// lost to more often than not.
    pub nemesis: Option<HeadToHead>,
    /// By turn position (1 is the start player).
    pub by_seat: BTreeMap<usize, Line>,
    /// By the number of players.
    pub by_count: BTreeMap<usize, Line>,
    /// By expansion: with it, without it.
    pub by_expansion: Vec<(String, Line, Line)>,
}

/// A record and the game that holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// What: `highest-total`, `biggest-margin`, `most-extra-turns`, or an
    /// expansion's record word (`longest-message-chain`).
    pub what: String,
    /// Its value.
    pub value: u32,
    /// The game.
    pub game: String,
    /// When that game was started.
    pub at: DateTime<Utc>,
    /// Who holds it, if a player does.
    pub who: Option<String>,
}

/// The stats of the games a filter lets through.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Stats {
    /// The games counted.
    pub games: usize,
    /// The players, most wins first (then win rate, then name).
    pub players: Vec<Player>,
    /// The records, in a fixed order; an expansion's only if a game used it.
    pub records: Vec<Record>,
    /// The game nights among the games counted, latest first.
    pub evenings: Vec<Evening>,
    /// By the number of players: games and the average total.
    pub by_count: BTreeMap<usize, Count>,
    /// Whether a player of the filter played none of the games.
    pub unknown_players: Vec<String>,
}

/// The stats of `games` (any order) under `filter`, names merged by
/// `names`, days and evenings in the time zone `zone`.
pub fn compute<Tz: TimeZone>(games: &[Played], filter: &Filter, names: &Names, zone: &Tz) -> Stats {
    let mut sorted: Vec<&Played> = games.iter().collect();
    sorted.sort_by(|a, b| a.started.cmp(&b.started).then(a.id.cmp(&b.id)));
    let day = |at: &DateTime<Utc>| at.with_timezone(zone).date_naive();
    let unknown_players: Vec<String> = filter
        .players
        .iter()
        .filter(|p| {
            let key = names.key(p);
            !sorted
                .iter()
                .any(|g| g.seats.iter().any(|s| names.key(&s.name) == key))
        })
        .cloned()
        .collect();
    let evening = if filter.this_evening {
        evenings(&sorted, names, zone).into_iter().next()
    } else {
        None
    };
    let counted: Vec<&Played> = sorted
        .into_iter()
        .filter(|g| filter.from.is_none_or(|from| day(&g.started) >= from))
        .filter(|g| filter.to.is_none_or(|to| day(&g.started) <= to))
        .filter(|g| {
            filter.players.iter().all(|p| {
                let key = names.key(p);
                g.seats.iter().any(|s| names.key(&s.name) == key)
            })
        })
        .filter(|g| {
            filter
                .expansions
                .iter()
                .all(|e| g.expansions.iter().any(|x| x == e))
        })
        .filter(|g| evening.as_ref().is_none_or(|e| e.games.contains(&g.id)))
        .collect();
    let mut by_count: BTreeMap<usize, Count> = BTreeMap::new();
    for game in &counted {
        let count = by_count.entry(game.seats.len()).or_default();
        count.games += 1;
        for seat in &game.seats {
            count.seats += 1;
            count.points += u64::from(seat.total);
        }
    }
    Stats {
        games: counted.len(),
        players: players(&counted, names),
        records: records(&counted, names),
        evenings: evenings(&counted, names, zone),
        by_count,
        unknown_players,
    }
}

/// Each player's stats over `games` (oldest first).
fn players(games: &[&Played], names: &Names) -> Vec<Player> {
    let every = crate::engine::expansion_words();
    let mut found: BTreeMap<String, Player> = BTreeMap::new();
    let mut met: BTreeMap<(String, String), HeadToHead> = BTreeMap::new();
    for game in games {
        let best = game.best();
        for seat in &game.seats {
            let key = names.key(&seat.name);
            let player = found.entry(key.clone()).or_insert_with(|| Player {
                name: String::new(),
                all: Line::default(),
                best: 0,
                worst: u32::MAX,
                last: Vec::new(),
                shares: Vec::new(),
                rival: None,
                nemesis: None,
                by_seat: BTreeMap::new(),
                by_count: BTreeMap::new(),
                by_expansion: every
                    .iter()
                    .map(|e| (e.to_string(), Line::default(), Line::default()))
                    .collect(),
            });
            // The latest spelling, unless the table merged it to a name.
            player.name = names.shown(&seat.name);
            let won = seat.total == best;
            player.all.add(seat.total, won);
            player.best = player.best.max(seat.total);
            player.worst = player.worst.min(seat.total);
            player.last.push(seat.total);
            for (share, points) in &seat.points {
                match player.shares.iter_mut().find(|(s, _)| s == share) {
                    Some((_, sum)) => *sum += points,
                    None => player.shares.push((share.clone(), *points)),
                }
            }
            player
                .by_seat
                .entry(seat.position)
                .or_default()
                .add(seat.total, won);
            player
                .by_count
                .entry(game.seats.len())
                .or_default()
                .add(seat.total, won);
            for (word, with, without) in &mut player.by_expansion {
                if game.expansions.contains(word) {
                    with.add(seat.total, won);
                } else {
                    without.add(seat.total, won);
                }
            }
            for other in game.seats.iter().filter(|o| names.key(&o.name) != key) {
                let versus = met
                    .entry((key.clone(), names.key(&other.name)))
                    .or_insert_with(|| HeadToHead {
                        name: String::new(),
                        met: 0,
                        won: 0,
                        lost: 0,
                    });
                versus.name = names.shown(&other.name);
                versus.met += 1;
                versus.won += u32::from(seat.place < other.place);
                versus.lost += u32::from(seat.place > other.place);
            }
        }
    }
    let mut players: Vec<Player> = found
        .into_iter()
        .map(|(key, mut player)| {
            let start = player.last.len().saturating_sub(LAST_GAMES);
            player.last.drain(..start);
            player
                .shares
                .sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            let opponents: Vec<&HeadToHead> = met
                .iter()
                .filter(|((of, _), h)| *of == key && h.met >= MET_AT_LEAST)
                .map(|(_, h)| h)
                .collect();
            player.rival = most(&opponents, |h| h.won, |h| h.lost);
            player.nemesis = most(&opponents, |h| h.lost, |h| h.won);
            player
        })
        .collect();
    players.sort_by(|a, b| {
        b.all
            .wins
            .cmp(&a.all.wins)
            .then(b.all.win_rate().total_cmp(&a.all.win_rate()))
            .then(a.name.cmp(&b.name))
    });
    players
}

/// The opponent with the most of `count` among those with more of it
/// than of `against` (an even record makes neither a rival nor a
/// nemesis), fewer of `against` breaking a tie, then the name.
fn most(
    opponents: &[&HeadToHead],
    count: impl Fn(&HeadToHead) -> u32,
    against: impl Fn(&HeadToHead) -> u32,
) -> Option<HeadToHead> {
    opponents
        .iter()
        .filter(|h| count(h) > against(h))
        .min_by(|a, b| {
            count(b)
                .cmp(&count(a))
                .then(against(a).cmp(&against(b)))
                .then(a.name.cmp(&b.name))
        })
        .map(|h| (*h).clone())
}

/// The records among `games` (oldest first): the first game to reach a
/// value holds it.
fn records(games: &[&Played], names: &Names) -> Vec<Record> {
    let mut records: Vec<Record> = Vec::new();
    let mut keep = |what: &str, value: u32, game: &Played, who: Option<String>| {
        let record = Record {
            what: what.to_string(),
            value,
            game: game.id.clone(),
            at: game.started,
            who,
        };
        match records.iter_mut().find(|r| r.what == what) {
            Some(held) if held.value < value => *held = record,
            Some(_) => {}
            None => records.push(record),
        }
    };
    for game in games {
        if let Some(top) = game
            .seats
            .iter()
            .max_by_key(|s| (s.total, std::cmp::Reverse(s.position)))
        {
            keep(
                "highest-total",
                top.total,
                game,
                Some(names.shown(&top.name)),
            );
            let second = game
                .seats
                .iter()
                .filter(|s| !std::ptr::eq(*s, top))
                .map(|s| s.total)
                .max();
            if let Some(second) = second.filter(|s| *s < top.total) {
                keep(
                    "biggest-margin",
                    top.total - second,
                    game,
                    Some(names.shown(&top.name)),
                );
            }
        }
        keep("most-extra-turns", game.extra_turns, game, None);
        for (what, value) in &game.records {
            keep(what, *value, game, None);
        }
    }
    records.retain(|r| r.value > 0);
    // The base game's first, in this order, then the expansions' by word.
    let rank = |what: &str| {
        BASE_RECORDS
            .iter()
            .position(|r| *r == what)
            .unwrap_or(BASE_RECORDS.len())
    };
    records.sort_by(|a, b| rank(&a.what).cmp(&rank(&b.what)).then(a.what.cmp(&b.what)));
    records
}

/// The base game's records, in the order they are shown.
pub const BASE_RECORDS: [&str; 3] = ["highest-total", "biggest-margin", "most-extra-turns"];
