//! Game nights: an evening is a run of ended games, each begun less than
//! 3 hours after the previous one ended (local time only names the day).

use chrono::{DateTime, NaiveDate, TimeDelta, TimeZone, Utc};

use super::names::Names;
use super::played::Played;

/// The longest pause between two games of one evening.
pub const PAUSE: TimeDelta = TimeDelta::hours(3);

/// One evening and its standing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Evening {
    /// The local day it began.
    pub day: NaiveDate,
    /// When its first game began and its last ended.
    pub from: DateTime<Utc>,
    /// When its last game ended.
    pub to: DateTime<Utc>,
    /// Its games' ids, oldest first.
    pub games: Vec<String>,
    /// Each player's wins and points added up, most wins first (then
    /// points, then name): the series' standing.
    pub standing: Vec<Standing>,
}

/// A player's standing over an evening.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The name, as the latest game of the evening spelled it.
    pub name: String,
    /// Games played that evening.
    pub games: u32,
    /// Wins (a shared first place is a win for each).
    pub wins: u32,
    /// Points added up.
    pub points: u64,
}

/// The evenings of `games` (oldest first), latest first, names merged by
/// `names`.
pub fn evenings<Tz: TimeZone>(games: &[&Played], names: &Names, zone: &Tz) -> Vec<Evening> {
    let mut evenings: Vec<Evening> = Vec::new();
    for game in games {
        let joins = evenings
            .last()
            .is_some_and(|e| game.started >= e.from && game.started - e.to < PAUSE);
        if !joins {
            evenings.push(Evening {
                day: game.started.with_timezone(zone).date_naive(),
                from: game.started,
                to: game.ended,
                games: Vec::new(),
                standing: Vec::new(),
            });
        }
        let Some(evening) = evenings.last_mut() else {
            continue;
        };
        evening.to = evening.to.max(game.ended);
        evening.games.push(game.id.clone());
        let best = game.best();
        for seat in &game.seats {
            let key = names.key(&seat.name);
            let at = evening
                .standing
                .iter()
                .position(|s| names.key(&s.name) == key);
            let i = at.unwrap_or_else(|| {
                evening.standing.push(Standing {
                    name: String::new(),
                    games: 0,
                    wins: 0,
                    points: 0,
                });
                evening.standing.len() - 1
            });
            let standing = &mut evening.standing[i];
            standing.name = names.shown(&seat.name);
            standing.games += 1;
            standing.wins += u32::from(seat.total == best);
            standing.points += u64::from(seat.total);
        }
    }
    for evening in &mut evenings {
        evening.standing.sort_by(|a, b| {
            b.wins
                .cmp(&a.wins)
                .then(b.points.cmp(&a.points))
                .then(a.name.cmp(&b.name))
        });
    }
    evenings.reverse();
    evenings
}
