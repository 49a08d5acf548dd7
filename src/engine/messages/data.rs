//! The 8 messages as data (`data/messages.json`): each number's helper and
//! translation id. Embedded at compile time; a test checks it.

use std::sync::OnceLock;

use serde::Deserialize;

/// What carrying out a message asks for (RULES MSG6); its word in
/// notation and the message data is the kebab-case name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, strum::IntoStaticStr)]
#[serde(rename_all = "kebab-case")]
#[strum(serialize_all = "kebab-case")]
pub enum Helper {
    /// Road tiles.
    Road,
    /// City tiles, pennants, complete or not.
    City,
    /// Tiles around a cloister.
    Cloister,
    /// Another tile this turn.
    AnotherTile,
    /// Pennants in cities with your knight.
    Pennants,
    /// Your knights.
    Knights,
    /// Your farmers.
    Farmers,
    /// One meeple's feature, if you hold its majority.
    Feature,
}

impl Helper {
    /// The word used in notation and messages.
    pub fn as_str(self) -> &'static str {
        self.into()
    }
}

/// One message tile.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Message {
    /// Its number, 1–8.
    pub number: u8,
    /// What carrying it out asks for.
    pub helper: Helper,
    /// Its translation id: `message-<text>-title`, `message-<text>-text`.
    pub text: String,
}

#[derive(Deserialize)]
struct File {
    messages: Vec<Message>,
}

/// The file as embedded.
pub const MESSAGES: &str = include_str!("../../../data/messages.json");

fn all() -> &'static [Message] {
    static ALL: OnceLock<Vec<Message>> = OnceLock::new();
    ALL.get_or_init(|| {
        // Checked by the test below, so a broken file never ships.
        serde_json::from_str::<File>(MESSAGES)
            .map(|f| f.messages)
            .unwrap_or_default()
    })
}

/// The message with this number.
pub fn message(number: u8) -> Option<&'static Message> {
    all().iter().find(|m| m.number == number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn msg6_the_data_file_holds_the_eight_messages_once_each() {
        let file: File = serde_json::from_str(MESSAGES).expect("data/messages.json parses");
        let mut numbers: Vec<u8> = file.messages.iter().map(|m| m.number).collect();
        numbers.sort_unstable();
        assert_eq!(numbers, (1..=8).collect::<Vec<u8>>());
        assert_eq!(message(4).map(|m| m.helper), Some(Helper::AnotherTile));
        assert_eq!(message(8).map(|m| m.helper), Some(Helper::Feature));
    }

    #[test]
    fn helpers_keep_their_words() {
        let words: Vec<&str> = (1..=8)
            .filter_map(message)
            .map(|m| m.helper.as_str())
            .collect();
        assert_eq!(
            words,
            [
                "road",
                "city",
                "cloister",
                "another-tile",
                "pennants",
                "knights",
                "farmers",
                "feature"
            ]
        );
    }
}
