//! Issue 27: the rescue path always works. `export` and *Copy as
//! notation* write every name a save may hold — those an older version
//! allowed too — so that `replay` and `import` read it back: the characters
//! a new name may not have as `\u{…}` escapes, which mark the line as a
//! restore. A `player` line without an escape, the setup screen and any
//! rename still refuse such names.

use std::fs;
use std::process::Command as Process;

use chrono::{DateTime, Utc};
use meeple_companion::engine::{
    Colour, Command, FeatureScoring, Game, Kind, PlayerId, PlayerSetup, Setup, notation,
    validate_name, validate_saved_name,
};
use meeple_companion::store::{DATA_DIR_VAR, SavedGame, Store};

const BIN: &str = env!("CARGO_BIN_EXE_meeple-companion");

/// Every kind of name an older version allowed and a new player may not
/// have: format characters (Unicode Cf) of every sort, more than four
/// combining marks on one letter, more than 128 bytes; with quotes and
/// backslashes, and looking like a number or a kind.
fn older_names() -> Vec<String> {
    let family = "\u{1f468}\u{200d}\u{1f469}\u{200d}\u{1f467}\u{200d}\u{1f466}";
    vec![
        "\u{202e}annA".into(),
        "Ann\u{200b}a".into(),
        "\u{2066}Bo\u{2069}".into(),
        "\u{2067}Cy\u{2069} \u{2068}Di\u{2069}".into(),
        "Ann\u{200e}a\u{200f}".into(),
        "An\u{ad}na".into(),
        "Anna\u{feff}".into(),
        "\u{200d}Zed".into(),
        "Wil\u{2060}ma".into(),
        "\u{61c}Ola".into(),
        format!("Z{}oë", "\u{301}".repeat(40)),
        format!("Zo{}e", "\u{308}".repeat(5)),
        format!("X{}", "\u{301}".repeat(10_000)),
        "日\u{301}\u{302}\u{303}".repeat(16),
        family.repeat(24),
        "A\"\\\u{202e}B".into(),
        "city\u{200b}".into(),
        "42\u{200b}".into(),
        "\u{202a}a b\u{202c}".into(),
    ]
}

fn at(minute: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_796_000_000 + minute * 60, 0).unwrap()
}

/// A game with `name` in the second seat, who scores and corrects.
fn game_with(name: &str) -> Game {
    let setup = Setup::new(vec![
        PlayerSetup::new("Anna", Colour::Red),
        PlayerSetup::new(name, Colour::Blue),
    ]);
    let mut game = Game::new(setup).expect("a name an older version allowed loads");
    let score = |points, player| Command::Score(FeatureScoring::single(Kind::City, points, player));
    game.execute(score(8, PlayerId(1)), at(1)).unwrap();
    game.execute(Command::EndTurn, at(2)).unwrap();
    game.execute(score(4, PlayerId(0)), at(3)).unwrap();
    game.execute(
        Command::Correct {
            player: PlayerId(1),
            figure: meeple_companion::engine::Figure::Meeple,
            delta: -2,
        },
        at(4),
    )
    .unwrap();
    game
}

#[test]
fn every_name_an_older_version_allowed_round_trips_through_the_notation() {
    for name in older_names() {
        assert_eq!(
            validate_saved_name(&name),
            Ok(()),
            "{name:?} is a saved name"
        );
        assert!(validate_name(&name).is_err(), "{name:?} is no new name");
        let game = game_with(&name);
        let text = notation::export(&game);
        // Nothing hidden comes out raw, and the name is a restore.
        let player = text
            .lines()
            .find(|line| line.starts_with("player ") && line.contains("blue"))
            .unwrap();
        assert!(player.contains("\\u{"), "{name:?}: {player:?}");
        for c in text.chars() {
            assert!(
                c == '\n' || !(c.is_control() || is_format(c)),
                "{name:?}: {c:?} raw in {text:?}"
            );
        }
        let back = notation::run(&text, || at(0)).unwrap_or_else(|e| panic!("{name:?}: {e}"));
        assert_eq!(back.setup().players[1].name, name);
        assert_eq!(back.state().totals(), game.state().totals(), "{name:?}");
        assert_eq!(back.log().len(), game.log().len(), "{name:?}");
        // Written raw, the same player line is a new player's: refused.
        let raw = text.replacen(
            player,
            &format!(
                "player \"{}\" blue",
                name.replace('\\', "\\\\").replace('"', "\\\"")
            ),
            1,
        );
        assert!(
            notation::run(&raw, || at(0)).is_err(),
            "{name:?} raw is refused"
        );
    }
}

/// A format character (Unicode Cf) other than the zero-width joiner, which
/// new names keep inside emoji sequences.
fn is_format(c: char) -> bool {
    use unicode_properties::{GeneralCategory, UnicodeGeneralCategory};
    c != '\u{200d}' && c.general_category() == GeneralCategory::Format
}

#[test]
fn a_new_name_with_an_escape_is_still_checked_as_a_saved_one() {
    // An escape marks a restore; the rules of saved names still hold.
    for (line, why) in [
        (
            "player \"A\\u{1b}[2J\" blue",
            "control or invisible character",
        ),
        ("player \"\\u{20}\" blue", "has no name"),
        ("player \"\\u{110000}\" blue", "is not a character"),
        ("player \"\\u{12345678}\" blue", "1 to 6 hex digits"),
        ("player \"\\u{zz}\" blue", "1 to 6 hex digits"),
    ] {
        let error = notation::run(&format!("player Anna red\n{line}\n"), || at(0))
            .unwrap_err()
            .to_string();
        assert!(error.to_lowercase().contains(why), "{line}: {error}");
    }
    // An escape of an ordinary letter is that letter.
    let game = notation::run("player \"\\u{41}nna\" red\nplayer Bert blue\n", || at(0)).unwrap();
    assert_eq!(game.setup().players[0].name, "Anna");
    // A backslash before a u without a brace is the u, as before.
    let game = notation::run("player \"\\uwe\" red\nplayer Bert blue\n", || at(0)).unwrap();
    assert_eq!(game.setup().players[0].name, "uwe");
}

/// The binary: `export` of a saved game with such names prints them
/// escaped, and `import` of what it printed saves the same game.
#[test]
fn export_then_import_saves_the_same_game_for_older_names() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    let names = older_names();
    let mut checked = 0;
    for (n, pair) in names.chunks(2).enumerate() {
        let players: Vec<PlayerSetup> = pair
            .iter()
            .zip([Colour::Red, Colour::Blue])
            .map(|(name, colour)| PlayerSetup::new(name.clone(), colour))
            .collect();
        if players.len() < 2 {
            continue;
        }
        let mut game = Game::new(Setup::new(players)).unwrap();
        game.execute(
            Command::Score(FeatureScoring::single(Kind::Road, 3, PlayerId(1))),
            at(1),
        )
        .unwrap();
        let id = format!("old-{n}");
        store
            .save(&SavedGame {
                id: id.clone(),
                created: at(0),
                game: game.clone(),
            })
            .unwrap();
        let export = Process::new(BIN)
            .args(["export", &id])
            .env(DATA_DIR_VAR, data.path())
            .output()
            .unwrap();
        assert_eq!(
            export.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&export.stderr)
        );
        let text = String::from_utf8(export.stdout).unwrap();
        assert!(
            !text
                .chars()
                .any(|c| c != '\n' && (c.is_control() || is_format(c))),
            "{text:?}"
        );
        let script = data.path().join(format!("{id}.txt"));
        fs::write(&script, &text).unwrap();
        let import = Process::new(BIN)
            .args(["import", script.to_str().unwrap()])
            .env(DATA_DIR_VAR, data.path())
            .output()
            .unwrap();
        assert_eq!(
            import.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&import.stderr)
        );
        let saved = String::from_utf8(import.stdout).unwrap();
        let path = saved.trim().strip_prefix("saved as ").unwrap();
        let new_id = std::path::Path::new(path)
            .file_stem()
            .unwrap()
            .to_str()
            .unwrap();
        let imported = store.load(new_id).unwrap();
        let names_of = |g: &Game| -> Vec<String> {
            g.setup().players.iter().map(|p| p.name.clone()).collect()
        };
        assert_eq!(names_of(&imported.game), names_of(&game));
        assert_eq!(imported.game.state().totals(), game.state().totals());
        checked += 1;
    }
    assert!(checked >= 9, "{checked}");
}
