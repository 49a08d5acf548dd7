//! What the stats keep of one ended game: read once from the game, so a
//! change of filter never replays a game again.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::engine::summary::Summary;
use crate::engine::{
    Colour, Event, Game, Kind, Phase, expansion_records, expansions_in_use, summary,
};

/// Where a player's points came from: a kind's tally (in play and the
/// final scoring together), an expansion's part of the result (RULES F2:
/// `gold`, `end-cards`, `deferred`), or corrections.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Share {
    /// A feature kind, messages and cards included.
    Kind(Kind),
    /// An expansion's part, by its word.
    Part(String),
    /// Corrections by hand, signed.
    Corrections,
}

/// One player of an ended game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// The name as it was typed at the table.
    pub name: String,
    /// The meeple colour.
    pub colour: Colour,
    /// The final total.
    pub total: u32,
    /// The place: equal totals share one (1, 1, 3).
    pub place: usize,
    /// The turn position: 1 is the start player.
    pub position: usize,
    /// The total by where it came from; adds up to `total`.
    pub points: Vec<(Share, i64)>,
}

/// One ended game, as the stats read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The game's id in the games folder.
    pub id: String,
    /// When it was started.
    pub started: DateTime<Utc>,
    /// When its last command was given.
    pub ended: DateTime<Utc>,
    /// Minutes it was open and not paused.
    pub minutes: i64,
    /// The expansions it used, by their words, in calling order.
    pub expansions: Vec<String>,
    /// The players in seating order.
    pub seats: Vec<Seat>,
    /// Extra turns taken (RULES T5).
    pub extra_turns: u32,
    /// The expansions' records of this game (`longest-message-chain`).
    pub records: Vec<(String, u32)>,
}

impl Played {
    /// What the stats keep of `game`, started at `started`; `None` while
    /// it has not ended.
    pub fn of(id: &str, started: DateTime<Utc>, game: &Game) -> Option<Played> {
        let state = game.state();
        if state.phase != Phase::Ended {
            return None;
        }
        let setup = game.setup();
        let count = setup.players.len();
        let start = setup.start_player.index();
        let mut seats: Vec<Seat> = summary::lines(game)
            .into_iter()
            .map(|line| {
                let mut points: Vec<(Share, i64)> = Kind::ALL
                    .iter()
                    .map(|kind| {
                        let n = Summary::kind_points(&line, *kind);
                        (Share::Kind(*kind), i64::from(n))
                    })
                    .filter(|(_, n)| *n != 0)
                    .collect();
                points.extend(
                    line.parts
                        .iter()
                        .filter(|p| p.points != 0)
                        .map(|p| (Share::Part(p.part.to_string()), p.points)),
                );
                if line.corrections != 0 {
                    points.push((Share::Corrections, line.corrections));
                }
                Seat {
                    position: (line.seat.index() + count - start) % count.max(1) + 1,
                    name: line.name,
                    colour: line.colour,
                    total: line.total,
                    place: line.place,
                    points,
                }
            })
            .collect();
        // The summary's lines come in place order; the stats keep seats.
        seats.sort_by_key(|s| (s.position + start - 1) % count.max(1));
        let events: Vec<&Event> = game.log().iter().flat_map(|e| &e.events).collect();
        let extra_turns = events
            .iter()
            .filter(|e| matches!(e, Event::TurnStarted { extra: true, .. }))
            .count();
        let times = Summary::of(game, started, game.clock()).times;
        Some(Played {
            id: id.to_string(),
            started,
            ended: times.last,
            minutes: times.played_secs / 60,
            expansions: expansions_in_use(setup)
                .into_iter()
                .map(String::from)
                .collect(),
            seats,
            extra_turns: u32::try_from(extra_turns).unwrap_or(u32::MAX),
            records: expansion_records(setup, &events)
                .into_iter()
                .map(|(record, value)| (record.to_string(), value))
                .collect(),
        })
    }

    /// What the check cache keeps of a loaded game for the stats
    /// ([`Store::verify_learning`](crate::store::Store::verify_learning)):
    /// its reading, if it has ended.
    pub fn learn(saved: &crate::store::SavedGame) -> Option<serde_json::Value> {
        let played = Played::of(&saved.id, saved.created, &saved.game)?;
        serde_json::to_value(played).ok()
    }

    /// The best total of the game.
    pub fn best(&self) -> u32 {
        self.seats.iter().map(|s| s.total).max().unwrap_or(0)
    }
}
