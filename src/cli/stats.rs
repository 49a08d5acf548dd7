//! `meeple-companion stats`: the stats across the ended games, in
//! Markdown (English, like the other command-line output) or JSON (the
//! fields are described in docs/stats.md).

use std::process::ExitCode;

use chrono::{DateTime, Local, NaiveDate, Utc};
use serde::Serialize;

use super::args::StatsFormat;
use super::output::{ECHO_CHARS, cut, escape};
use super::{done, fail, open_store, print, read_only_notes, readable};
use crate::i18n::board;
use crate::stats::bgstats::BgPlay;
use crate::stats::bgstats_file::BgFile;
use crate::stats::{
    Evening, Filter, Folder, HeadToHead, Names, Played, Player, Record, Stats, compute,
};
use crate::store::{CheckCache, SettingsFile};

/// Runs `stats`.
pub fn stats(
    format: StatsFormat,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
    players: &[String],
) -> ExitCode {
    let store = match open_store() {
        Ok(store) => store,
        Err(code) => return code,
    };
    if let Err(code) = readable(&store) {
        return code;
    }
    // The command line reads every file in full, as `check` does, and
    // writes no cache.
    let folder = Folder::read(&store, &mut CheckCache::default());
    let filter = Filter {
        from,
        to,
        players: players.to_vec(),
        ..Filter::default()
    };
    let stats = compute(&folder.games, &filter, &merges(), &Local);
    let text = match format {
        StatsFormat::Markdown => markdown(&stats, &folder),
        StatsFormat::Json => to_json(&stats, &folder),
    };
    done(print(&text))
}

/// The names the table merged, from the settings (none if they cannot be
/// read: the stats are then by spelling).
fn merges() -> Names {
    SettingsFile::open_default()
        .map(|file| Names::of(&file.load().settings.merged_names))
        .unwrap_or_default()
}

/// A name as the command line echoes it: cut and escaped.
fn shown(name: &str) -> String {
    escape(&cut(name, ECHO_CHARS))
}

fn percent(rate: f64) -> String {
    format!("{:.0}%", rate * 100.0)
}

fn versus(head: Option<&HeadToHead>) -> String {
    head.map_or_else(
        || "–".to_string(),
        |h| format!("{} {}", shown(&h.name), h.record()),
    )
}

/// The stats as Markdown.
pub fn markdown(stats: &Stats, folder: &Folder) -> String {
    let mut out = format!(
        "# Stats: {} {}\n\n",
        stats.games,
        if stats.games == 1 { "game" } else { "games" }
    );
    if folder.left_out() > 0 {
        out.push_str(&format!(
            "Left out: {} in progress, {} read-only, {} unreadable.\n\n",
            folder.in_progress, folder.read_only, folder.unreadable
        ));
    }
    for name in &stats.unknown_players {
        out.push_str(&format!(
            "No ended game has a player named {}.\n\n",
            shown(name)
        ));
    }
    if !stats.players.is_empty() {
        out.push_str(
            "| Player | Games | Wins | Win rate | Average | Best | Worst | Rival | Nemesis |\n",
        );
        out.push_str("|---|--:|--:|--:|--:|--:|--:|---|---|\n");
        for p in &stats.players {
            out.push_str(&format!(
                "| {} | {} | {} | {} | {:.1} | {} | {} | {} | {} |\n",
                shown(&p.name),
                p.all.games,
                p.all.wins,
                percent(p.all.win_rate()),
                p.all.average(),
                p.best,
                p.worst,
                versus(p.rival.as_ref()),
                versus(p.nemesis.as_ref()),
            ));
        }
        out.push('\n');
    }
    if !stats.records.is_empty() {
        out.push_str("## Records\n\n");
        for r in &stats.records {
            let who = r
                .who
                .as_deref()
                .map(|w| format!(", {}", shown(w)))
                .unwrap_or_default();
            out.push_str(&format!(
                "- {}: {}{who} ({}, {})\n",
                crate::i18n::record_name(&r.what),
                r.value,
                day(r.at),
                escape(&r.game),
            ));
        }
        out.push('\n');
    }
    if !stats.evenings.is_empty() {
        out.push_str("## Evenings\n\n");
        for e in &stats.evenings {
            let standing: Vec<String> = e
                .standing
                .iter()
                .map(|s| format!("{} {} wins, {} points", shown(&s.name), s.wins, s.points))
                .collect();
            out.push_str(&format!(
                "- {}, {} {}: {}\n",
                e.day.format("%Y-%m-%d"),
                e.games.len(),
                if e.games.len() == 1 { "game" } else { "games" },
                standing.join("; ")
            ));
        }
    }
    out
}

/// One opponent, as the JSON gives it.
#[derive(Serialize)]
struct HeadJson<'a> {
    name: &'a str,
    record: String,
    met: u32,
    won: u32,
    lost: u32,
}

#[derive(Serialize)]
struct PlayerJson<'a> {
    name: &'a str,
    games: u32,
    wins: u32,
    win_rate: f64,
    average: f64,
    best: u32,
    worst: u32,
    rival: Option<HeadJson<'a>>,
    nemesis: Option<HeadJson<'a>>,
    last: &'a [u32],
}

#[derive(Serialize)]
struct RecordJson<'a> {
    record: &'a str,
    value: u32,
    game: &'a str,
    date: String,
    who: Option<&'a str>,
}

#[derive(Serialize)]
struct StandingJson<'a> {
    name: &'a str,
    games: u32,
    wins: u32,
    points: u64,
}

#[derive(Serialize)]
struct EveningJson<'a> {
    date: String,
    games: &'a [String],
    standing: Vec<StandingJson<'a>>,
}

#[derive(Serialize)]
struct LeftOutJson {
    in_progress: usize,
    read_only: usize,
    unreadable: usize,
}

#[derive(Serialize)]
struct StatsJson<'a> {
    games: usize,
    players: Vec<PlayerJson<'a>>,
    records: Vec<RecordJson<'a>>,
    evenings: Vec<EveningJson<'a>>,
    left_out: LeftOutJson,
    unknown_players: &'a [String],
}

fn head_json(head: Option<&HeadToHead>) -> Option<HeadJson<'_>> {
    head.map(|h| HeadJson {
        name: &h.name,
        record: h.record(),
        met: h.met,
        won: h.won,
        lost: h.lost,
    })
}

fn player_json(p: &Player) -> PlayerJson<'_> {
    PlayerJson {
        name: &p.name,
        games: p.all.games,
        wins: p.all.wins,
        win_rate: p.all.win_rate(),
        average: p.all.average(),
        best: p.best,
        worst: p.worst,
        rival: head_json(p.rival.as_ref()),
        nemesis: head_json(p.nemesis.as_ref()),
        last: &p.last,
    }
}

fn day(at: DateTime<Utc>) -> String {
    at.with_timezone(&Local).format("%Y-%m-%d").to_string()
}

fn record_json(r: &Record) -> RecordJson<'_> {
    RecordJson {
        record: &r.what,
        value: r.value,
        game: &r.game,
        date: day(r.at),
        who: r.who.as_deref(),
    }
}

fn evening_json(e: &Evening) -> EveningJson<'_> {
    EveningJson {
        date: e.day.format("%Y-%m-%d").to_string(),
        games: &e.games,
        standing: e
            .standing
            .iter()
            .map(|s| StandingJson {
                name: &s.name,
                games: s.games,
                wins: s.wins,
                points: s.points,
            })
            .collect(),
    }
}

/// The stats as JSON: `games`, `players`, `records`, `evenings`, then
/// what was left out (docs/stats.md).
pub fn to_json(stats: &Stats, folder: &Folder) -> String {
    let json = StatsJson {
        games: stats.games,
        players: stats.players.iter().map(player_json).collect(),
        records: stats.records.iter().map(record_json).collect(),
        evenings: stats.evenings.iter().map(evening_json).collect(),
        left_out: LeftOutJson {
            in_progress: folder.in_progress,
            read_only: folder.read_only,
            unreadable: folder.unreadable,
        },
        unknown_players: &stats.unknown_players,
    };
    serde_json::to_string_pretty(&json).unwrap_or_default() + "\n"
}

/// The ended game `id`, as the stats read it; says on stderr why not (a
/// game still in play, or one that opens read-only, gives BG Stats
/// nothing).
fn ended(id: &str) -> Result<Played, ExitCode> {
    let store = open_store()?;
    let loaded = store.load_full(id).map_err(|error| {
        fail(&format!("{id}: {error}"));
        ExitCode::FAILURE
    })?;
    let read_only = read_only_notes(&loaded);
    if !read_only.is_empty() {
        fail(&format!(
            "{id}: read-only: {read_only}; BG Stats gets only games that open as they are"
        ));
        return Err(ExitCode::FAILURE);
    }
    let saved = &loaded.saved;
    Played::of(&saved.id, saved.created, &saved.game).ok_or_else(|| {
        fail(&format!(
            "{id}: the game has not ended; BG Stats gets ended games only"
        ));
        ExitCode::FAILURE
    })
}

/// Runs `export --format bgstats-link ID`: the link that posts the ended
/// game to BG Stats. A game still in play, or one that opens read-only,
/// has none.
pub fn bgstats_link(id: &str) -> ExitCode {
    let game = match ended(id) {
        Ok(game) => game,
        Err(code) => return code,
    };
    let play = BgPlay::of(&game, &merges(), &board(&game), &Local);
    done(print(&format!("{}\n", play.link())))
}

/// Runs `export --format bgstats ID` (or `--all`, `id` `None`): the BG
/// Stats play file of the ended game, or of every ended game that opens
/// as it is; what `--all` leaves out is counted on stderr.
pub fn bgstats_file(id: Option<&str>) -> ExitCode {
    let games = match id {
        Some(id) => match ended(id) {
            Ok(game) => vec![game],
            Err(code) => return code,
        },
        None => {
            let store = match open_store() {
                Ok(store) => store,
                Err(code) => return code,
            };
            if let Err(code) = readable(&store) {
                return code;
            }
            let folder = Folder::read(&store, &mut CheckCache::default());
            if folder.left_out() > 0 {
                fail(&format!(
                    "left out: {} in progress, {} read-only, {} unreadable",
                    folder.in_progress, folder.read_only, folder.unreadable
                ));
            }
            folder.games
        }
    };
    let file = BgFile::of(&games, &merges(), board, &Local);
    done(print(&file.to_json()))
}
