//! *Export for BG Stats*: ended games as a BG Stats play file, the JSON
//! BG Stats itself writes when it shares plays (`about`, `players`,
//! `locations`, `games`, `plays` with `playerScores`), with the field
//! names and types of the files BG Stats writes: ids that link the parts
//! are numbers, a score is a string, dates are local
//! `YYYY-MM-DD HH:MM:SS`. How BG Stats treats the file is unverified
//! here (docs/stats.md); the link (`super::bgstats`) is the supported
//! path.
//!
//! Every id is fixed by the games alone, so exporting twice gives the
//! same bytes and BG Stats can tell a play or a player it has seen: each
//! `uuid` is a name-based UUID (version 5) of the game's id or of the
//! merged player's name as it is matched, under the app's namespace.

use chrono::TimeZone;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::bgstats::BGG_ID;
use super::names::Names;
use super::played::Played;

/// The app's namespace of name-based UUIDs (itself the version 5 UUID of
/// the name "meeple-companion" under the URL namespace); never change it,
/// or every id of an earlier export changes.
pub const NAMESPACE: Uuid = Uuid::from_u128(0xc11c_9a26_c22c_5cb8_bf8e_a0b6_7e95_6882);

/// What the file says of itself, as BG Stats' own files do.
pub const ABOUT: &str = "Plays exported by Meeple Companion: a play file to open with BG Stats \
(Board Game Stats) by its share, export or open-in function.";

/// The play file: its parts link to each other by number (`gameRefId`,
/// `playerRefId`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BgFile {
    /// What the file is.
    pub about: String,
    /// Everyone who played, once per merged name.
    pub players: Vec<FilePlayer>,
    /// None: the app does not know where a game was played.
    pub locations: Vec<FileLocation>,
    /// Carcassonne.
    pub games: Vec<FileGame>,
    /// The ended games, oldest first.
    pub plays: Vec<FilePlay>,
}

/// A player of the file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FilePlayer {
    /// The UUID of the merged name as it is matched.
    pub uuid: String,
    /// Their number in this file, from 1 in the order they first played.
    pub id: u32,
    /// The merged name.
    pub name: String,
    /// Never: every player of the app has a name.
    pub is_anonymous: bool,
    /// When their last game of the file ended.
    pub modification_date: String,
    /// Not known to the app.
    pub bgg_username: String,
}

/// A place of play (the file has none; the type keeps the key's shape).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileLocation {
    /// Its UUID.
    pub uuid: String,
    /// Its number in the file.
    pub id: u32,
    /// Its name.
    pub name: String,
    /// When it last changed.
    pub modification_date: String,
}

/// The game of the file's plays.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileGame {
    /// The UUID of "carcassonne".
    pub uuid: String,
    /// Its number in the file: 1.
    pub id: u32,
    /// "Carcassonne".
    pub name: String,
    /// When its last play of the file ended.
    pub modification_date: String,
    /// Carcassonne is not cooperative.
    pub cooperative: bool,
    /// The highest total wins.
    pub highest_wins: bool,
    /// It has points.
    pub no_points: bool,
    /// No teams.
    pub uses_teams: bool,
    /// BoardGameGeek's name.
    pub bgg_name: String,
    /// The year BoardGameGeek gives.
    pub bgg_year: u32,
    /// BoardGameGeek's id (822).
    pub bgg_id: u32,
    /// 1: a base game.
    pub is_base_game: u8,
    /// 0: not an expansion.
    pub is_expansion: u8,
    /// Not rated (0).
    pub rating: u32,
    /// The base game's players, as BoardGameGeek gives them: 2 to 5.
    pub min_player_count: u32,
    /// See `min_player_count`.
    pub max_player_count: u32,
    /// Minutes of play, as BoardGameGeek gives them: 30 to 45.
    pub min_play_time: u32,
    /// See `min_play_time`.
    pub max_play_time: u32,
    /// BoardGameGeek's least age: 7.
    pub min_age: u32,
}

/// One ended game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FilePlay {
    /// The UUID of the game's id: the same in every export.
    pub uuid: String,
    /// When the game ended, local.
    pub modification_date: String,
    /// When the game ended, local.
    pub entry_date: String,
    /// When it began, local.
    pub play_date: String,
    /// No teams.
    pub uses_teams: bool,
    /// Minutes open and not paused.
    pub duration_min: i64,
    /// Counted in the stats.
    pub ignored: bool,
    /// The winners follow from the scores.
    pub manual_winner: bool,
    /// Not counted in rounds.
    pub rounds: u32,
    /// The game's number in the file (1, Carcassonne).
    pub game_ref_id: u32,
    /// The expansions by name, as the link's `board`.
    pub board: String,
    /// Not rated (0).
    pub rating: u32,
    /// BG Stats' scoring setting of a plain total: 0.
    pub scoring_setting: u32,
    /// The players in seating order.
    pub player_scores: Vec<FileScore>,
}

/// One player's result in a play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FileScore {
    /// The final total, as a string (BG Stats' type).
    pub score: String,
    /// A shared first place wins for each.
    pub winner: bool,
    /// Not known to the app.
    pub new_player: bool,
    /// Whether they took the first turn.
    pub start_player: bool,
    /// The player's number in the file.
    pub player_ref_id: u32,
    /// Their meeple colour.
    pub role: String,
    /// The place (1, 1, 3 for a shared first place).
    pub rank: usize,
    /// The seat, from 0 in seating order.
    pub seat_order: usize,
}

/// The name-based UUID of `name` under the app's namespace, in `kind`
/// (`play`, `player`, `game`), so a player named like a game's id gets
/// another id than the game.
pub fn id_of(kind: &str, name: &str) -> Uuid {
    Uuid::new_v5(&NAMESPACE, format!("{kind}:{name}").as_bytes())
}

impl BgFile {
    /// The file of `games` (ended, as the stats read them), oldest first,
    /// names merged by `names`, `board` naming a game's expansions
    /// (`crate::i18n::board`), dates in `zone`.
    pub fn of<Tz: TimeZone>(
        games: &[Played],
        names: &Names,
        board: impl Fn(&Played) -> String,
        zone: &Tz,
    ) -> BgFile
    where
        Tz::Offset: std::fmt::Display,
    {
        let local = |at: &chrono::DateTime<chrono::Utc>| {
            at.with_timezone(zone)
                .format("%Y-%m-%d %H:%M:%S")
                .to_string()
        };
        let mut games: Vec<&Played> = games.iter().collect();
        games.sort_by(|a, b| a.started.cmp(&b.started).then(a.id.cmp(&b.id)));
        let mut players: Vec<FilePlayer> = Vec::new();
        let mut plays = Vec::with_capacity(games.len());
        for game in &games {
            let best = game.best();
            let mut player_scores = Vec::with_capacity(game.seats.len());
            for (order, seat) in game.seats.iter().enumerate() {
                let key = names.key(&seat.name);
                let uuid = id_of("player", &key).to_string();
                let at = match players.iter_mut().find(|p| p.uuid == uuid) {
                    Some(player) => {
                        // Oldest first: this game ended last.
                        player.modification_date = local(&game.ended);
                        player.id
                    }
                    None => {
                        let id = players.len() as u32 + 1;
                        players.push(FilePlayer {
                            uuid,
                            id,
                            name: names.shown(&seat.name),
                            is_anonymous: false,
                            modification_date: local(&game.ended),
                            bgg_username: String::new(),
                        });
                        id
                    }
                };
                player_scores.push(FileScore {
                    score: seat.total.to_string(),
                    winner: seat.total == best,
                    new_player: false,
                    start_player: seat.position == 1,
                    player_ref_id: at,
                    role: seat.colour.as_str().to_string(),
                    rank: seat.place,
                    seat_order: order,
                });
            }
            plays.push(FilePlay {
                uuid: id_of("play", &game.id).to_string(),
                modification_date: local(&game.ended),
                entry_date: local(&game.ended),
                play_date: local(&game.started),
                uses_teams: false,
                duration_min: game.minutes,
                ignored: false,
                manual_winner: false,
                rounds: 0,
                game_ref_id: 1,
                board: board(game),
                rating: 0,
                scoring_setting: 0,
                player_scores,
            });
        }
        let last = games
            .iter()
            .map(|g| g.ended)
            .max()
            .map(|at| local(&at))
            .unwrap_or_default();
        BgFile {
            about: ABOUT.to_string(),
            players,
            locations: Vec::new(),
            games: vec![FileGame {
                uuid: id_of("game", "carcassonne").to_string(),
                id: 1,
                name: "Carcassonne".to_string(),
                modification_date: last,
                cooperative: false,
                highest_wins: true,
                no_points: false,
                uses_teams: false,
                bgg_name: "Carcassonne".to_string(),
                bgg_year: 2000,
                bgg_id: BGG_ID,
                is_base_game: 1,
                is_expansion: 0,
                rating: 0,
                min_player_count: 2,
                max_player_count: 5,
                min_play_time: 30,
                max_play_time: 45,
                min_age: 7,
            }],
            plays,
        }
    }

    /// The file as BG Stats reads it: JSON, indented, ending in a newline.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default() + "\n"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_namespace_is_the_v5_id_of_the_apps_name_and_ids_are_by_kind() {
        assert_eq!(
            NAMESPACE,
            Uuid::new_v5(&Uuid::NAMESPACE_URL, b"meeple-companion")
        );
        assert_eq!(id_of("play", "g1"), id_of("play", "g1"));
        assert_ne!(id_of("play", "anna"), id_of("player", "anna"));
        assert_eq!(id_of("player", "anna").get_version_num(), 5);
    }
}
