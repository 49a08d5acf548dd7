//! One tap to BG Stats: an ended game as the play BG Stats takes from
//! another app by a link, `https://app.bgstatsapp.com/createPlay.html?data=`
//! and the play as URL-encoded JSON, with the field names and types of BG
//! Stats' published example ("Push plays to BG Stats from other apps or
//! websites"). BG Stats matches the game by its BoardGameGeek id and the
//! players by name, and recognises a second tap by `sourcePlayId`.

use chrono::TimeZone;
use serde::{Deserialize, Serialize};

use super::names::Names;
use super::played::Played;

/// Where the link opens BG Stats (also `bgstats://app.bgstatsapp.com/…`).
pub const CREATE_PLAY: &str = "https://app.bgstatsapp.com/createPlay.html?data=";
/// Carcassonne on BoardGameGeek.
pub const BGG_ID: u32 = 822;
/// The app's name, as BG Stats shows where a play came from.
pub const SOURCE: &str = "Meeple Companion";

/// The game of a play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BgGame {
    /// BoardGameGeek's id.
    pub bgg_id: u32,
    /// Its name.
    pub name: String,
    /// Whether the highest score wins.
    pub highest_wins: bool,
    /// Whether the game has no points.
    pub no_points: bool,
    /// Our id of the game (not of the play).
    pub source_game_id: String,
}

/// One player of a play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BgPlayer {
    /// The name, as merged.
    pub name: String,
    /// Stable for one person across plays: the merged name as it is
    /// matched (lower case, trimmed).
    pub source_player_id: String,
    /// The final total.
    pub score: u32,
    /// The place (1, 1, 3 for a shared first place).
    pub rank: usize,
    /// Whether they won (a shared first place wins for each).
    pub winner: bool,
    /// Whether they took the first turn.
    pub start_player: bool,
    /// Their meeple colour.
    pub role: String,
}

/// A play as BG Stats takes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BgPlay {
    /// The app it came from.
    pub source_name: String,
    /// Stable for the game, so a second tap is recognised: its id.
    pub source_play_id: String,
    /// When it began, local: `YYYY-MM-DD HH:MM:SS`.
    pub play_date: String,
    /// Minutes it was open and not paused.
    pub duration_min: i64,
    /// The expansions played, by name.
    pub board: String,
    /// The game.
    pub game: BgGame,
    /// The players in seating order.
    pub players: Vec<BgPlayer>,
}

impl BgPlay {
    /// The play of `game`, names merged by `names`, the date in `zone`,
    /// `board` the expansions' names as the table reads them.
    pub fn of<Tz: TimeZone>(game: &Played, names: &Names, board: &str, zone: &Tz) -> BgPlay
    where
        Tz::Offset: std::fmt::Display,
    {
        let best = game.best();
        BgPlay {
            source_name: SOURCE.to_string(),
            source_play_id: game.id.clone(),
            play_date: game
                .started
                .with_timezone(zone)
                .format("%Y-%m-%d %H:%M:%S")
                .to_string(),
            duration_min: game.minutes,
            board: board.to_string(),
            game: BgGame {
                bgg_id: BGG_ID,
                name: "Carcassonne".to_string(),
                highest_wins: true,
                no_points: false,
                source_game_id: "carcassonne".to_string(),
            },
            players: game
                .seats
                .iter()
                .map(|seat| BgPlayer {
                    name: names.shown(&seat.name),
                    source_player_id: names.key(&seat.name),
                    score: seat.total,
                    rank: seat.place,
                    winner: seat.total == best,
                    start_player: seat.position == 1,
                    role: seat.colour.as_str().to_string(),
                })
                .collect(),
        }
    }

    /// The link that opens BG Stats with this play.
    pub fn link(&self) -> String {
        let json = serde_json::to_string(self).unwrap_or_default();
        format!("{CREATE_PLAY}{}", encode(&json))
    }

    /// The play a link carries, if it is one of ours.
    pub fn from_link(link: &str) -> Option<BgPlay> {
        let data = link.strip_prefix(CREATE_PLAY)?;
        serde_json::from_str(&decode(data)?).ok()
    }
}

/// The link that posts the game `game`, started at `started` and saved
/// as `id`, to BG Stats, names merged by `names`, `board` naming its
/// expansions (`crate::i18n::board`), the date in `zone`; `None` while
/// it has not ended. (The command line's `export --format bgstats-link`
/// and the phones' pages give the same.)
pub fn link_of<Tz: TimeZone>(
    id: &str,
    started: chrono::DateTime<chrono::Utc>,
    game: &crate::engine::Game,
    names: &Names,
    board: impl Fn(&Played) -> String,
    zone: &Tz,
) -> Option<String>
where
    Tz::Offset: std::fmt::Display,
{
    let played = Played::of(id, started, game)?;
    Some(BgPlay::of(&played, names, &board(&played), zone).link())
}

/// `text` with every byte but the unreserved ones (RFC 3986: letters,
/// digits, `-._~`) written as `%XX`.
fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The text `encode` wrote, if `data` is well formed.
fn decode(data: &str) -> Option<String> {
    let bytes = data.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encoding_keeps_only_unreserved_bytes_and_decodes_back() {
        let text = "{\"name\":\"Łucja & Bert 100%\"}";
        let encoded = encode(text);
        assert!(
            encoded
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-._~%".contains(&b))
        );
        assert_eq!(decode(&encoded).as_deref(), Some(text));
        assert_eq!(decode("%4"), None);
        assert_eq!(decode("%zz"), None);
    }
}
