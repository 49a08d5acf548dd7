//! Who plays, in which order, and with which options (RULES T5, T6, SN).

use serde::{Deserialize, Serialize};
use thiserror::Error;
use unicode_properties::{GeneralCategory, UnicodeEmoji, UnicodeGeneralCategory};
use unicode_segmentation::UnicodeSegmentation;

use super::christmas::Christmas;
use super::deck::DeckError;
use super::gold::GoldMines;
use super::messages::Messages;
use super::player::{Colour, PlayerId};
use super::saint_nicholas::SaintNicholas;

/// Fewest players at a table (RULES T5).
pub const MIN_PLAYERS: usize = 2;
/// Most players at a table (RULES T5).
pub const MAX_PLAYERS: usize = 6;
/// Longest player name, in characters as a reader counts them (grapheme
/// clusters: a family emoji or a letter with its accents is one).
pub const MAX_NAME_CHARS: usize = 24;
/// Tiles in the base game's draw pile once the start tile is down (RULES T6).
pub const BASE_TILES: u32 = 71;
/// Largest tile counter a table may enter.
pub const MAX_TILES: u32 = 999;

/// One player as entered at setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSetup {
    /// Display name, unique at the table.
    pub name: String,
    /// Meeple colour, unique at the table.
    pub colour: Colour,
}

impl PlayerSetup {
    /// A player with this name and colour.
    pub fn new(name: impl Into<String>, colour: Colour) -> Self {
        PlayerSetup {
            name: name.into(),
            colour,
        }
    }
}

/// Everything decided before the first tile is drawn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Players in clockwise seating order.
    pub players: Vec<PlayerSetup>,
    /// The seat that takes the first turn.
    #[serde(default = "first_seat")]
    pub start_player: PlayerId,
    /// Tiles in the draw pile at the start, or `None` when the table does
    /// not count tiles (RULES T6).
    #[serde(default)]
    pub tiles: Option<u32>,
    /// The Saint Nicholas scoring board and its options, when in use.
    #[serde(default)]
    pub saint_nicholas: Option<SaintNicholas>,
    /// The Messages and its options, when in use.
    #[serde(default)]
    pub messages: Option<Messages>,
    /// Christmas Present and its options, when in use.
    #[serde(default)]
    pub christmas: Option<Christmas>,
    /// Gold Mines, when in use.
    #[serde(default)]
    pub gold: Option<GoldMines>,
    /// The sample expansion of the tests, when in use.
    #[cfg(test)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sample: Option<super::sample::Sample>,
}

fn first_seat() -> PlayerId {
    PlayerId(0)
}

impl Setup {
    /// A base game for these players, the first to start, counting the
    /// base game's tiles.
    pub fn new(players: Vec<PlayerSetup>) -> Self {
        Setup {
            players,
            start_player: PlayerId(0),
            tiles: Some(BASE_TILES),
            saint_nicholas: None,
            messages: None,
            christmas: None,
            gold: None,
            #[cfg(test)]
            sample: None,
        }
    }

    /// Checks the setup against the table's limits.
    pub fn validate(&self) -> Result<(), SetupError> {
        let count = self.players.len();
        if count < MIN_PLAYERS {
            return Err(SetupError::TooFewPlayers(count));
        }
        if count > MAX_PLAYERS {
            return Err(SetupError::TooManyPlayers(count));
        }
        for (seat, player) in self.players.iter().enumerate() {
            validate_saved_name(&player.name).map_err(|e| e.at_seat(seat))?;
            let earlier = &self.players[..seat];
            if earlier
                .iter()
                .any(|p| p.name.trim().to_lowercase() == player.name.trim().to_lowercase())
            {
                return Err(SetupError::DuplicateName(player.name.trim().to_owned()));
            }
            if earlier.iter().any(|p| p.colour == player.colour) {
                return Err(SetupError::DuplicateColour(player.colour));
            }
        }
        if self.start_player.index() >= count {
            return Err(SetupError::NoSuchStartPlayer(self.start_player.0));
        }
        if let Some(tiles) = self.tiles
            && (tiles == 0 || tiles > MAX_TILES)
        {
            return Err(SetupError::TileCount(tiles));
        }
        Ok(())
    }

    /// The seat of the player with this name (case-insensitive).
    pub fn seat_of(&self, name: &str) -> Option<PlayerId> {
        let wanted = name.trim().to_lowercase();
        self.players
            .iter()
            .position(|p| p.name.trim().to_lowercase() == wanted)
            .and_then(|i| u8::try_from(i).ok())
            .map(PlayerId)
    }

    /// The name of the player in this seat, or `"?"` for an unknown seat.
    pub fn name(&self, player: PlayerId) -> &str {
        self.players
            .get(player.index())
            .map_or("?", |p| p.name.as_str())
    }

    /// The seats in clockwise order.
    pub fn seats(&self) -> impl Iterator<Item = PlayerId> + '_ {
        (0..self.players.len()).filter_map(|i| u8::try_from(i).ok().map(PlayerId))
    }

    /// The seat to the left of `player` (next clockwise).
    pub fn next_seat(&self, player: PlayerId) -> PlayerId {
        let count = self.players.len().max(1);
        PlayerId(u8::try_from((player.index() + 1) % count).unwrap_or(0))
    }

    /// How many seats clockwise `player` sits from `from` (0 for `from`).
    pub fn distance(&self, from: PlayerId, player: PlayerId) -> usize {
        let count = self.players.len().max(1);
        (player.index() + count - from.index() % count) % count
    }
}

/// A setup the engine cannot start a game from.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    /// Fewer than two players.
    #[error("a game needs at least {MIN_PLAYERS} players, not {0}")]
    TooFewPlayers(usize),
    /// More than six players.
    #[error("a game has at most {MAX_PLAYERS} players, not {0}")]
    TooManyPlayers(usize),
    /// A blank name.
    #[error("player {} has no name", seat + 1)]
    EmptyName {
        /// Zero-based seat of the nameless player.
        seat: usize,
    },
    /// A name over the limit.
    #[error("the name \"{name}\" is {chars} characters long; at most {MAX_NAME_CHARS} fit")]
    NameTooLong {
        /// The name as entered.
        name: String,
        /// Its length in characters.
        chars: usize,
    },
    /// A name with a tab, newline or other control or format character.
    #[error("the name \"{0}\" contains a control or invisible character")]
    NameHasControl(String),
    /// Two players with the same name (case-insensitive).
    #[error("two players are called \"{0}\"; names must differ")]
    DuplicateName(String),
    /// Two players with the same colour.
    #[error("two players play {}; colours must differ", .0.as_str())]
    DuplicateColour(Colour),
    /// A start player who is not at the table.
    #[error("there is no player {} to start", usize::from(*.0) + 1)]
    NoSuchStartPlayer(u8),
    /// A tile counter of 0 or absurdly many tiles.
    #[error("the tile counter must be between 1 and {MAX_TILES}, not {0}")]
    TileCount(u32),
    /// A deck's order is missing or wrong.
    #[error(transparent)]
    Deck(#[from] DeckError),
    /// The card list of Christmas Present is broken (RULES XP9).
    #[error("{0}")]
    CardData(String),
}

impl SetupError {
    /// The same error, for the player in `seat`.
    pub fn at_seat(self, seat: usize) -> SetupError {
        match self {
            SetupError::EmptyName { .. } => SetupError::EmptyName { seat },
            other => other,
        }
    }
}

/// Checks the name of a new player (a setup line, the setup screen): 1 to
/// 24 characters as a reader counts them (grapheme clusters), and no
/// control or format character (Unicode Cc, Cf: tabs, zero-width spaces,
/// right-to-left marks), so "Anna" and "Ann\u{200b}a" cannot both play;
/// only the zero-width joiner inside an emoji sequence is allowed.
/// Leading and trailing spaces do not count.
pub fn validate_name(name: &str) -> Result<(), SetupError> {
    validate_saved_name(name)?;
    let trimmed = name.trim();
    let chars: Vec<char> = trimmed.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        let hidden = c.is_control() || c.general_category() == GeneralCategory::Format;
        let joins_emoji = *c == '\u{200d}'
            && i > 0
            && chars
                .get(i + 1)
                .is_some_and(|next| next.is_emoji_char() && !next.is_ascii())
            && chars[..i]
                .iter()
                .rev()
                .find(|prev| !matches!(prev, '\u{fe0f}' | '\u{1f3fb}'..='\u{1f3ff}'))
                .is_some_and(|prev| prev.is_emoji_char() && !prev.is_ascii());
        if hidden && !joins_emoji {
            return Err(SetupError::NameHasControl(trimmed.to_owned()));
        }
    }
    Ok(())
}

/// Checks a name from a saved game: not empty, at most 24 grapheme
/// clusters, no control character. Older versions allowed format
/// characters and counted code points; such names still load.
pub fn validate_saved_name(name: &str) -> Result<(), SetupError> {
    let trimmed = name.trim();
    if trimmed.is_empty() {
        return Err(SetupError::EmptyName { seat: 0 });
    }
    let chars = trimmed.graphemes(true).count();
    if chars > MAX_NAME_CHARS {
        return Err(SetupError::NameTooLong {
            name: trimmed.to_owned(),
            chars,
        });
    }
    if trimmed.chars().any(char::is_control) {
        return Err(SetupError::NameHasControl(trimmed.to_owned()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(names: &[&str]) -> Vec<PlayerSetup> {
        names
            .iter()
            .zip(Colour::ALL)
            .map(|(n, c)| PlayerSetup::new(*n, c))
            .collect()
    }

    #[test]
    fn t5_two_to_six_players() {
        assert_eq!(
            Setup::new(players(&["Anna"])).validate(),
            Err(SetupError::TooFewPlayers(1))
        );
        assert!(Setup::new(players(&["A", "B"])).validate().is_ok());
        assert!(
            Setup::new(players(&["A", "B", "C", "D", "E", "F"]))
                .validate()
                .is_ok()
        );
        assert_eq!(
            Setup::new(players(&["A", "B", "C", "D", "E", "F", "G"])).validate(),
            Err(SetupError::TooManyPlayers(7))
        );
    }

    #[test]
    fn names_must_be_present_short_and_unique() {
        assert_eq!(
            Setup::new(players(&["Anna", "  "])).validate(),
            Err(SetupError::EmptyName { seat: 1 })
        );
        let long = "x".repeat(25);
        assert!(matches!(
            Setup::new(players(&["Anna", &long])).validate(),
            Err(SetupError::NameTooLong { chars: 25, .. })
        ));
        assert!(
            Setup::new(players(&["Anna", &"y".repeat(24)]))
                .validate()
                .is_ok()
        );
        assert_eq!(
            Setup::new(players(&["Anna", "anna "])).validate(),
            Err(SetupError::DuplicateName("anna".into()))
        );
    }

    #[test]
    fn new_names_count_what_a_reader_sees_and_refuse_hidden_characters() {
        let family = "\u{1f468}\u{200d}\u{1f469}\u{200d}\u{1f467}\u{200d}\u{1f466}";
        assert_eq!(validate_name(&family.repeat(8)), Ok(()), "8 family emoji");
        assert_eq!(validate_name(&family.repeat(24)), Ok(()));
        assert!(matches!(
            validate_name(&family.repeat(25)),
            Err(SetupError::NameTooLong { chars: 25, .. })
        ));
        assert_eq!(validate_name("Zoë"), Ok(()));
        assert_eq!(validate_name("Zoe\u{308}"), Ok(()));
        // A skin tone and a variation selector before the joiner.
        assert_eq!(validate_name("\u{1f469}\u{1f3fd}\u{200d}\u{1f52c}"), Ok(()));
        assert_eq!(validate_name("\u{2764}\u{fe0f}\u{200d}\u{1f525}"), Ok(()));
        for hidden in [
            "Ann\u{200b}a",
            "\u{202e}annA",
            "Anna\u{200e}",
            "An\u{200d}na",
            "\u{200d}\u{1f468}",
            "\u{1f468}\u{200d}",
            "1\u{200d}2",
            "An\u{ad}na",
            "Anna\u{feff}",
            "An\tna",
            "An\u{1b}[31mna",
        ] {
            assert!(
                matches!(validate_name(hidden), Err(SetupError::NameHasControl(_))),
                "{hidden:?}"
            );
        }
        // Saved games from before still load their names.
        assert_eq!(validate_saved_name("Ann\u{200b}a"), Ok(()));
        assert!(
            Setup::new(players(&["Anna", "Ann\u{200b}a"]))
                .validate()
                .is_ok()
        );
    }

    #[test]
    fn colours_must_be_unique() {
        let mut setup = Setup::new(players(&["Anna", "Bert"]));
        setup.players[1].colour = setup.players[0].colour;
        assert_eq!(
            setup.validate(),
            Err(SetupError::DuplicateColour(Colour::Red))
        );
    }

    #[test]
    fn t6_tile_counter_must_be_positive() {
        let mut setup = Setup::new(players(&["Anna", "Bert"]));
        setup.tiles = Some(0);
        assert_eq!(setup.validate(), Err(SetupError::TileCount(0)));
        setup.tiles = None;
        assert!(setup.validate().is_ok());
    }

    #[test]
    fn seats_go_round_clockwise() {
        let setup = Setup::new(players(&["A", "B", "C"]));
        assert_eq!(setup.next_seat(PlayerId(2)), PlayerId(0));
        assert_eq!(setup.distance(PlayerId(2), PlayerId(0)), 1);
        assert_eq!(setup.distance(PlayerId(1), PlayerId(1)), 0);
        assert_eq!(setup.seat_of("b"), Some(PlayerId(1)));
    }

    #[test]
    fn seat_of_ignores_spaces_around_a_name_not_yet_trimmed() {
        // Names are trimmed when the game starts, but `start NAME` in a
        // script looks them up before that.
        let setup = Setup::new(players(&[" Anna ", "Bert"]));
        assert_eq!(setup.seat_of("Anna"), Some(PlayerId(0)));
        assert_eq!(setup.seat_of(" anna"), Some(PlayerId(0)));
    }
}
