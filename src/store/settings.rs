//! The settings file: `settings.json` in the platform config folder (or in
//! [`CONFIG_DIR_VAR`]), replaced atomically like a saved game.
//!
//! ```json
//! {"scale":1.0,"theme":"system","keep_awake":true,"language":"nl","window":{"width":1280.0,"height":800.0}}
//! ```
//!
//! Every field may be missing and a field with a value this version does
//! not understand counts as missing, so an older or newer file still
//! loads; a file that is not a settings object at all gives the defaults
//! and the reason, for the app to show. A setting here is the middle of one
//! precedence: its environment variable overrides it, and it overrides the
//! system's (locale, light or dark).

use std::ffi::OsString;
#[cfg(test)]
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};

use super::error::StoreError;
use super::language::Language;
use super::{atomic, create_dir, file, gate};

/// The largest settings file read: a few hundred bytes are written.
pub const SETTINGS_LIMIT: u64 = 1 << 20;

/// Overrides the platform config folder; the settings file goes in it.
pub const CONFIG_DIR_VAR: &str = "MEEPLE_COMPANION_CONFIG_DIR";

/// The settings file's name.
pub const SETTINGS_FILE: &str = "settings.json";

/// The smallest and largest UI scale.
pub const SCALE_RANGE: (f32, f32) = (0.75, 2.0);

/// What the user chose, as saved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The UI scale, 1.0 for 100 %.
    #[serde(deserialize_with = "scale")]
    pub scale: f32,
    /// Light, dark, or the system's.
    #[serde(deserialize_with = "lenient")]
    pub theme: ThemeChoice,
    /// Keep the screen awake while a game is open.
    #[serde(deserialize_with = "lenient")]
    pub keep_awake: bool,
    /// The chosen language; `None` follows the system.
    #[serde(deserialize_with = "lenient")]
    pub language: Option<Language>,
    /// The window's size when it was last closed.
    #[serde(deserialize_with = "lenient")]
    pub window: Option<WindowSize>,
    /// Names the table merged for the stats: each spelling and the name
    /// it counts as ("Kasia" as "Katarzyna").
    #[serde(deserialize_with = "lenient", skip_serializing_if = "Vec::is_empty")]
    pub merged_names: Vec<MergedName>,
    /// Game nights the table named ("Pizza night"), by their first
    /// game; kept here, not in the saves.
    #[serde(deserialize_with = "lenient", skip_serializing_if = "Vec::is_empty")]
    pub named_evenings: Vec<NamedEvening>,
    /// Spoken prompts and the sounds (issue 33): off by default.
    #[serde(deserialize_with = "lenient")]
    pub speech: Speech,
}

/// Spoken prompts and the sounds, through the system's speech service.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Speech {
    /// The table's prompts are spoken.
    #[serde(deserialize_with = "lenient")]
    pub on: bool,
    /// A sound when a figure lands where the table must act (a message
    /// drawn, an extra turn granted), with speech on or off.
    #[serde(deserialize_with = "lenient")]
    pub sounds: bool,
    /// What is spoken.
    #[serde(deserialize_with = "lenient")]
    pub topics: Vec<Topic>,
    /// The rate, −100 to 100 (0 is the voice's own).
    #[serde(deserialize_with = "rate")]
    pub rate: i8,
    /// The volume, −100 to 100 (100 is the service's own).
    #[serde(deserialize_with = "volume")]
    pub volume: i8,
}

impl Default for Speech {
    fn default() -> Speech {
        Speech {
            on: false,
            sounds: false,
            topics: Topic::ALL.to_vec(),
            rate: 0,
            volume: 100,
        }
    }
}

impl Speech {
    /// Whether `topic` is spoken.
    pub fn speaks(&self, topic: Topic) -> bool {
        self.on && self.topics.contains(&topic)
    }
}

/// What may be spoken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Topic {
    /// Whose turn it is.
    Turns,
    /// Extra turns earned and taken.
    ExtraTurns,
    /// What an expansion draws and reads out (a message drawn).
    Drawn,
    /// What the table must settle now (a message to carry out, a *now*
    /// card, the shield question, a hand over its limit), and to whom.
    Questions,
    /// The steps of the final scoring.
    FinalScoring,
    /// The winner.
    Winner,
}

impl Topic {
    /// Every topic, in the order Settings offers them.
    pub const ALL: [Topic; 6] = [
        Topic::Turns,
        Topic::ExtraTurns,
        Topic::Drawn,
        Topic::Questions,
        Topic::FinalScoring,
        Topic::Winner,
    ];
}

/// A game night the table named.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NamedEvening {
    /// The id of the evening's first game.
    pub first_game: String,
    /// The name the table gave it.
    pub name: String,
}

/// One spelling of a name and the name it counts as in the stats.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MergedName {
    /// The spelling, as typed at the table.
    pub name: String,
    /// The name it counts as.
    pub counts_as: String,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            scale: 1.0,
            theme: ThemeChoice::System,
            keep_awake: true,
            language: None,
            window: None,
            merged_names: Vec::new(),
            named_evenings: Vec::new(),
            speech: Speech::default(),
        }
    }
}

/// The theme setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// A window size in logical pixels.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct WindowSize {
    /// Width.
    pub width: f32,
    /// Height.
    pub height: f32,
}

/// A value this version understands, or the default.
fn lenient<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: DeserializeOwned + Default,
{
    let value = serde_json::Value::deserialize(deserializer)?;
    Ok(T::deserialize(value).unwrap_or_default())
}

/// A whole number from −100 to 100, or none.
fn percent<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<i8>, D::Error> {
    let value = serde_json::Value::deserialize(deserializer)?;
    Ok(value
        .as_i64()
        .filter(|n| (-100..=100).contains(n))
        .and_then(|n| i8::try_from(n).ok()))
}

/// The rate, or the voice's own.
fn rate<'de, D: Deserializer<'de>>(deserializer: D) -> Result<i8, D::Error> {
    Ok(percent(deserializer)?.unwrap_or(0))
}

/// The volume, or the service's own.
fn volume<'de, D: Deserializer<'de>>(deserializer: D) -> Result<i8, D::Error> {
    Ok(percent(deserializer)?.unwrap_or(100))
}

/// A scale in [`SCALE_RANGE`], or 1.0.
fn scale<'de, D: Deserializer<'de>>(deserializer: D) -> Result<f32, D::Error> {
    let value = serde_json::Value::deserialize(deserializer)?;
    Ok(value
        .as_f64()
        .map(|s| s as f32)
        .filter(|s| (SCALE_RANGE.0..=SCALE_RANGE.1).contains(s))
        .unwrap_or(1.0))
}

/// The settings as loaded: the defaults if the file is missing or broken,
/// with the reason it was broken.
#[derive(Debug, Clone)]
pub struct LoadedSettings {
    /// The settings to use.
    pub settings: Settings,
    /// Why the file could not be used, if it could not.
    pub problem: Option<StoreError>,
}

/// Where the settings file lives. Cheap to clone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsFile {
    dir: PathBuf,
}

/// The config folder for a value of [`CONFIG_DIR_VAR`].
fn config_dir_from(env: Option<OsString>) -> Result<PathBuf, StoreError> {
    match env.filter(|value| !value.is_empty()) {
        Some(value) => Ok(PathBuf::from(value)),
        None => directories::ProjectDirs::from("", "", "meeple-companion")
            .map(|dirs| dirs.config_dir().to_path_buf())
            .ok_or(StoreError::NoDataDir),
    }
}

impl SettingsFile {
    /// The settings file in [`CONFIG_DIR_VAR`] if set, else in the
    /// platform config folder.
    pub fn open_default() -> Result<SettingsFile, StoreError> {
        config_dir_from(std::env::var_os(CONFIG_DIR_VAR)).map(SettingsFile::at)
    }

    /// The settings file in `dir`, which is created on the first save.
    pub fn at(dir: impl Into<PathBuf>) -> SettingsFile {
        SettingsFile { dir: dir.into() }
    }

    /// The file's path.
    pub fn path(&self) -> PathBuf {
        self.dir.join(SETTINGS_FILE)
    }

    /// The saved settings; the defaults if there is no file yet, and the
    /// defaults with the reason if the file cannot be used. A broken file
    /// is left as it is until the next save replaces it.
    pub fn load(&self) -> LoadedSettings {
        let path = self.path();
        // Through the one gate: a pipe or a device named settings.json
        // must not keep the window from appearing.
        let problem = match gate::read(&path, SETTINGS_LIMIT) {
            Ok((bytes, _)) => match String::from_utf8(bytes) {
                Ok(text) => match parse(&text) {
                    Ok(settings) => {
                        return LoadedSettings {
                            settings,
                            problem: None,
                        };
                    }
                    Err(error) => Some(error),
                },
                Err(_) => Some(StoreError::NotText),
            },
            Err(gate::Refused::Missing) => None,
            Err(gate::Refused::Io(error)) => Some(StoreError::read(path, error)),
            Err(gate::Refused::Folder) => Some(StoreError::Folder),
            Err(gate::Refused::NotAFile) => Some(StoreError::NotAFile),
            Err(gate::Refused::DanglingLink) => Some(StoreError::DanglingLink),
            Err(gate::Refused::TooLarge(size)) => Some(StoreError::TooLarge(size)),
        };
        LoadedSettings {
            settings: Settings::default(),
            problem,
        }
    }

    /// Replaces the file atomically, creating its folder if needed.
    pub fn save(&self, settings: &Settings) -> Result<(), StoreError> {
        create_dir(
            &(Arc::new(super::RealDisk) as Arc<dyn super::Disk>),
            &self.dir,
        )?;
        let json = serde_json::to_string_pretty(settings).unwrap_or_default();
        atomic::write(&super::RealDisk, &self.dir, SETTINGS_FILE, json.as_bytes())
            .map_err(|error| StoreError::write(self.path(), error))
    }

    /// The folder the file is in.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

fn parse(text: &str) -> Result<Settings, StoreError> {
    if text.trim().is_empty() {
        return Err(StoreError::Empty);
    }
    serde_json::from_str(text).map_err(|error| match file::parse_error(&error) {
        StoreError::WrongShape(reason) => StoreError::NotSettings(reason),
        other => other,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_env_var_overrides_the_config_folder() {
        let dir = config_dir_from(Some(OsString::from("/tmp/meeple-config"))).unwrap();
        assert_eq!(dir, PathBuf::from("/tmp/meeple-config"));
        let platform = directories::ProjectDirs::from("", "", "meeple-companion")
            .map(|dirs| dirs.config_dir().to_path_buf());
        assert_eq!(config_dir_from(Some(OsString::new())).ok(), platform);
    }

    #[test]
    fn settings_round_trip_and_missing_means_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let file = SettingsFile::at(dir.path().join("config"));
        let loaded = file.load();
        assert_eq!(loaded.settings, Settings::default());
        assert!(loaded.problem.is_none());
        let settings = Settings {
            scale: 1.25,
            theme: ThemeChoice::Dark,
            keep_awake: false,
            language: Some(Language::Polish),
            window: Some(WindowSize {
                width: 1200.0,
                height: 750.0,
            }),
            merged_names: vec![MergedName {
                name: "Kasia".into(),
                counts_as: "Katarzyna".into(),
            }],
            named_evenings: vec![NamedEvening {
                first_game: "2026-12-03T19-00-00".into(),
                name: "Pizza night".into(),
            }],
            speech: Speech {
                on: true,
                rate: -40,
                ..Speech::default()
            },
        };
        file.save(&settings).unwrap();
        let loaded = file.load();
        assert_eq!(loaded.settings, settings);
        assert!(loaded.problem.is_none());
        let names: Vec<_> = fs::read_dir(file.dir()).unwrap().collect();
        assert_eq!(names.len(), 1, "no temp file is left");
    }

    #[test]
    fn unknown_or_bad_values_fall_back_one_field_at_a_time() {
        let settings = parse(
            r#"{"scale": 9, "theme": "sepia", "keep_awake": false,
                "language": "fr", "window": "big", "future": 1,
                "merged_names": [{"name": "Kasia"}],
                "named_evenings": "tonight"}"#,
        )
        .unwrap();
        assert_eq!(
            settings,
            Settings {
                keep_awake: false,
                ..Settings::default()
            }
        );
        assert_eq!(parse("{}").unwrap(), Settings::default());
        assert_eq!(
            parse(r#"{"language":"de","theme":"light"}"#).unwrap(),
            Settings {
                language: Some(Language::German),
                theme: ThemeChoice::Light,
                ..Settings::default()
            }
        );
    }

    #[test]
    fn speech_is_off_by_default_and_read_one_field_at_a_time() {
        assert!(!Settings::default().speech.on);
        let settings = parse(
            r#"{"speech": {"on": true, "sounds": "loud", "rate": 300, "volume": -40,
                "topics": ["turns", "winner"]}}"#,
        )
        .unwrap();
        assert_eq!(
            settings.speech,
            Speech {
                on: true,
                topics: vec![Topic::Turns, Topic::Winner],
                volume: -40,
                ..Speech::default()
            }
        );
        assert!(settings.speech.speaks(Topic::Winner));
        assert!(!settings.speech.speaks(Topic::Questions));
        let back = parse(&serde_json::to_string(&settings).unwrap()).unwrap();
        assert_eq!(back, settings);
        assert_eq!(parse(r#"{"speech": 3}"#).unwrap(), Settings::default());
    }

    #[test]
    fn a_broken_file_gives_the_defaults_and_the_reason() {
        let dir = tempfile::tempdir().unwrap();
        let file = SettingsFile::at(dir.path());
        for (bytes, reason) in [
            (&b"{\"scale\": 1.5,"[..], "ends too early"),
            (b"not json", "not JSON"),
            (b"42", "not a Meeple Companion settings file"),
            (b"", "empty"),
            (b"\xff\xfe", "not text"),
        ] {
            fs::write(file.path(), bytes).unwrap();
            let loaded = file.load();
            assert_eq!(loaded.settings, Settings::default());
            let problem = loaded.problem.expect("a reason").to_string();
            assert!(problem.contains(reason), "{problem}");
            assert_eq!(fs::read(file.path()).unwrap(), bytes, "left as it is");
        }
    }
}
