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
/// Most combining marks (Unicode M: accents, vowel signs, variation
/// selectors) on one character of a new name.
pub const MAX_NAME_MARKS: usize = 4;
/// Most bytes of a new name in UTF-8 (a save holds each name twice, the
/// notation once, the listing and every screen once more).
pub const MAX_NAME_BYTES: usize = 128;
/// How long a name may be, in code points, where an error repeats it.
const ECHOED_NAME_CHARS: usize = 40;
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
    /// A character of a new name with more than four combining marks.
    #[error(
        "the name \"{name}\" has a character with {marks} accents or other combining marks; at most {MAX_NAME_MARKS} fit on one"
    )]
    NameTooManyMarks {
        /// The name, cut to 40 code points.
        name: String,
        /// The most marks on one of its characters.
        marks: usize,
    },
    /// A new name over 128 bytes of UTF-8.
    #[error("the name \"{name}\" takes {bytes} bytes; at most {MAX_NAME_BYTES} fit")]
    NameTooManyBytes {
        /// The name, cut to 40 code points.
        name: String,
        /// Its length in bytes of UTF-8.
        bytes: usize,
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

/// Checks the name of a new player (a `player` line, the setup screen,
/// `import`, and any rename): 1 to 24 characters as a reader counts them
/// (grapheme clusters), at most 4 combining marks on each, at most 128
/// bytes of UTF-8, and no control or format character (Unicode Cc, Cf:
/// tabs, zero-width spaces, right-to-left marks), so "Anna" and
/// "Ann\u{200b}a" cannot both play; only the zero-width joiner inside an
/// emoji sequence is allowed. Leading and trailing spaces do not count.
/// Names a save holds from an older version may break these limits
/// ([`validate_saved_name`]): they still load and play.
pub fn validate_name(name: &str) -> Result<(), SetupError> {
    let trimmed = name.trim();
    if trimmed.len() > MAX_NAME_BYTES {
        // Counted only where counting is cheap: a name of millions of
        // marks is one character, and far too many bytes.
        if trimmed.len() <= 64 * MAX_NAME_BYTES {
            let chars = trimmed.graphemes(true).count();
            if chars > MAX_NAME_CHARS {
                return Err(SetupError::NameTooLong {
                    name: trimmed.to_owned(),
                    chars,
                });
            }
        }
        return Err(SetupError::NameTooManyBytes {
            name: echoed(trimmed),
            bytes: trimmed.len(),
        });
    }
    validate_saved_name(name)?;
    let marks = trimmed
        .graphemes(true)
        .map(|cluster| cluster.chars().filter(|c| is_mark(*c)).count())
        .max()
        .unwrap_or(0);
    if marks > MAX_NAME_MARKS {
        return Err(SetupError::NameTooManyMarks {
            name: echoed(trimmed),
            marks,
        });
    }
    if let Some(_hidden) = hidden_characters(trimmed).next() {
        return Err(SetupError::NameHasControl(trimmed.to_owned()));
    }
    Ok(())
}

/// A combining mark (Unicode M: Mn, Mc, Me).
fn is_mark(c: char) -> bool {
    matches!(
        c.general_category(),
        GeneralCategory::NonspacingMark
            | GeneralCategory::SpacingMark
            | GeneralCategory::EnclosingMark
    )
}

/// A name cut for an error message.
fn echoed(name: &str) -> String {
    let cut: String = name.chars().take(ECHOED_NAME_CHARS).collect();
    if cut.len() < name.len() {
        format!("{cut}…")
    } else {
        cut
    }
}

/// The positions (in chars) of a name's control and format characters that
/// a new name may not have: all but the zero-width joiner inside an emoji
/// sequence.
fn hidden_characters(name: &str) -> impl Iterator<Item = usize> + '_ {
    let chars: Vec<char> = name.chars().collect();
    (0..chars.len()).filter(move |&i| {
        let c = chars[i];
        let hidden = c.is_control() || c.general_category() == GeneralCategory::Format;
        let joins_emoji = c == '\u{200d}'
            && i > 0
            && chars
                .get(i + 1)
                .is_some_and(|next| next.is_emoji_char() && !next.is_ascii())
            && chars[..i]
                .iter()
                .rev()
                .find(|prev| !matches!(prev, '\u{fe0f}' | '\u{1f3fb}'..='\u{1f3ff}'))
                .is_some_and(|prev| prev.is_emoji_char() && !prev.is_ascii());
        hidden && !joins_emoji
    })
}

/// The characters of a name (trimmed) that a new name may not have, by
/// their index in chars: control and format characters (but the emoji
/// joiner) and the combining marks past the fourth on one character. The
/// notation's export writes these as `\u{…}` escapes.
pub fn name_hazards(name: &str) -> Vec<usize> {
    let mut hazards: Vec<usize> = hidden_characters(name).collect();
    let mut index = 0;
    for cluster in name.graphemes(true) {
        let mut marks = 0;
        for c in cluster.chars() {
            if is_mark(c) {
                marks += 1;
                if marks > MAX_NAME_MARKS {
                    hazards.push(index);
                }
            }
            index += 1;
        }
    }
    hazards.sort_unstable();
    hazards.dedup();
    hazards
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
        // Issue 27: at most 128 bytes, so 5 family emoji (25 bytes each)
        // fit and 6 do not; 24 of them are still counted as 24 characters.
        assert_eq!(validate_name(&family.repeat(5)), Ok(()), "5 family emoji");
        assert!(matches!(
            validate_name(&family.repeat(6)),
            Err(SetupError::NameTooManyBytes { bytes: 150, .. })
        ));
        assert!(matches!(
            validate_name(&family.repeat(24)),
            Err(SetupError::NameTooManyBytes { bytes: 600, .. })
        ));
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

    /// Issue 27: each limit of a new name at its boundary, and names beyond
    /// them that a save of an older version may hold still pass as saved.
    #[test]
    fn new_names_stop_at_24_characters_4_marks_and_128_bytes() {
        // 24 and 25 characters.
        assert_eq!(validate_name(&"é".repeat(24)), Ok(()));
        assert!(matches!(
            validate_name(&"é".repeat(25)),
            Err(SetupError::NameTooLong { chars: 25, .. })
        ));
        // 4 and 5 combining marks on one character.
        let marks = |n: usize| format!("Zo{}e", "\u{301}".repeat(n));
        assert_eq!(validate_name(&marks(4)), Ok(()));
        assert!(matches!(
            validate_name(&marks(5)),
            Err(SetupError::NameTooManyMarks { marks: 5, .. })
        ));
        // 128 and 129 bytes, in 24 characters or fewer.
        let bytes = |n: usize| format!("{}{}", "日".repeat(n / 3), "a".repeat(n % 3));
        assert_eq!(bytes(128).len(), 128);
        assert_eq!(
            validate_name(&bytes(128)),
            Err(SetupError::NameTooLong {
                name: bytes(128),
                chars: 44
            })
        );
        // 18 clusters of 7 bytes and two letters: 20 characters, 128 bytes.
        let wide = |n: usize| format!("{}{}", "日\u{301}\u{302}".repeat(18), "a".repeat(n - 126));
        assert_eq!(wide(128).len(), 128);
        assert_eq!(validate_name(&wide(128)), Ok(()));
        assert!(matches!(
            validate_name(&wide(129)),
            Err(SetupError::NameTooManyBytes { bytes: 129, .. })
        ));
        // Spaces around a name do not count.
        assert_eq!(validate_name(&format!("  {}  ", wide(128))), Ok(()));
        // One character with a million marks: refused at once, echoed cut.
        let heavy = format!("Z{}", "\u{301}".repeat(1_000_000));
        match validate_name(&heavy) {
            Err(SetupError::NameTooManyBytes { name, bytes }) => {
                assert_eq!(bytes, 2_000_001);
                assert!(name.chars().count() <= 41, "cut: {}", name.chars().count());
            }
            other => panic!("{other:?}"),
        }
        // An older version's names: more marks, more bytes, still saved names.
        for old in [
            marks(40),
            heavy.clone(),
            "日\u{301}\u{302}\u{303}".repeat(16),
        ] {
            assert_eq!(validate_saved_name(&old), Ok(()));
            assert!(validate_name(&old).is_err());
        }
    }

    #[test]
    fn the_hazards_of_a_name_are_its_hidden_characters_and_marks_past_the_fourth() {
        assert_eq!(name_hazards("Anna"), Vec::<usize>::new());
        assert_eq!(name_hazards("\u{202e}annA"), [0]);
        assert_eq!(name_hazards("Ann\u{200b}a"), [3]);
        assert_eq!(name_hazards(&format!("Z{}", "\u{301}".repeat(6))), [5, 6]);
        // The joiner inside an emoji sequence is no hazard.
        assert_eq!(
            name_hazards("\u{1f468}\u{200d}\u{1f469}"),
            Vec::<usize>::new()
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
