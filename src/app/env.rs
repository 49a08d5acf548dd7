//! What the environment and the settings ask of the window: the theme,
//! the language, the UI scale, full screen; the settings' file.

use iced::{Task, Theme, keyboard};

use super::{
    App, Message, SCALES, Screen, SettingsScreen, THEME_VAR, design, settings, theme_from,
};
use crate::i18n::{self, Language};
use crate::store::{Settings, SettingsFile, StoreError, ThemeChoice, WindowSize};
use crate::t;

/// The theme and language the environment and the system ask for.
#[derive(Debug, Default)]
pub(super) struct Environment {
    /// The theme `MEEPLE_COMPANION_THEME` forces, if it does.
    pub(super) theme: Option<Theme>,
    /// Whether the system asks for a dark theme.
    pub(super) system_dark: bool,
    /// The language `MEEPLE_COMPANION_LANG` forces, if it does.
    pub(super) language: Option<Language>,
    /// The system's language, if it is one we speak.
    pub(super) system_language: Option<Language>,
}

impl Environment {
    /// What the environment variables ask for (the system's language is
    /// asked for by the running app only).
    pub(super) fn read() -> Environment {
        Environment {
            theme: theme_from(std::env::var(THEME_VAR).ok().as_deref()),
            system_dark: false,
            language: i18n::env_language(),
            system_language: None,
        }
    }
}

/// The settings, where they are saved and what went wrong with the file.
#[derive(Debug, Default)]
pub(super) struct Prefs {
    pub(super) settings: Settings,
    /// Where the settings are saved; `None` keeps them in memory (tests).
    pub(super) file: Option<SettingsFile>,
    /// Why the settings file could not be read or written, to say so.
    pub(super) problem: Option<StoreError>,
    /// The window changed size since the settings were loaded.
    pub(super) window_moved: bool,
}

impl App {
    pub(super) fn use_settings(&mut self, file: SettingsFile) {
        let loaded = file.load();
        self.prefs.settings = loaded.settings;
        self.prefs.problem = loaded.problem;
        self.prefs.file = Some(file);
    }

    pub(super) fn apply_language(&self) {
        settings::apply_language(
            &self.prefs.settings,
            self.env.language,
            self.env.system_language,
        );
    }

    /// A step larger or smaller, or back to normal with 0.
    fn rescale(&mut self, step: i32) {
        let settings = &mut self.prefs.settings;
        let now = SCALES
            .iter()
            .position(|s| (*s - settings.scale).abs() < 0.01)
            .unwrap_or(2);
        settings.scale = match step {
            0 => 1.0,
            _ => {
                SCALES[now
                    .saturating_add_signed(step as isize)
                    .min(SCALES.len() - 1)]
            }
        };
    }

    /// Keys for the whole app: the UI scale and fullscreen.
    pub(super) fn app_key(&mut self, event: &keyboard::Event) -> Option<Task<Message>> {
        let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
            return None;
        };
        match key.as_ref() {
            keyboard::Key::Named(keyboard::key::Named::F11) => {
                self.window.fullscreen = !self.window.fullscreen;
                let mode = if self.window.fullscreen {
                    iced::window::Mode::Fullscreen
                } else {
                    iced::window::Mode::Windowed
                };
                Some(iced::window::latest().and_then(move |id| iced::window::set_mode(id, mode)))
            }
            keyboard::Key::Character(c) if modifiers.command() => {
                let step = match c {
                    "+" | "=" => 1,
                    "-" | "_" => -1,
                    "0" => 0,
                    _ => return None,
                };
                self.rescale(step);
                let settings = self.prefs.settings.clone();
                Some(self.change_settings(settings))
            }
            _ => None,
        }
    }

    /// `MEEPLE_COMPANION_THEME`, then the saved choice, then the system's
    /// light or dark setting: the app's own palette in each (`design.rs`).
    pub(super) fn theme(&self) -> Option<Theme> {
        let dark = match (&self.env.theme, self.prefs.settings.theme) {
            (Some(theme), _) => theme.extended_palette().is_dark,
            (None, ThemeChoice::Light) => false,
            (None, ThemeChoice::Dark) => true,
            (None, ThemeChoice::System) => self.env.system_dark,
        };
        Some(design::theme(dark))
    }

    /// The theme the pages take: the app's when the table chose one, else
    /// each browser's own.
    pub(super) fn page_theme(&self) -> Option<&'static str> {
        self.theme().map(|theme| {
            if theme.extended_palette().is_dark {
                "dark"
            } else {
                "light"
            }
        })
    }

    pub(super) fn settings_screen(&self) -> SettingsScreen {
        SettingsScreen::new(
            self.prefs.settings.clone(),
            self.env.language,
            self.env.theme.is_some().then_some(THEME_VAR),
            self.env.system_language,
            self.settings_notes(),
        )
    }

    /// Where the settings are saved, and what went wrong with the file.
    pub(super) fn settings_notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        if let Some(problem) = &self.prefs.problem {
            notes.push(settings_problem_text(problem));
        }
        if let Some(file) = &self.prefs.file {
            notes.push(t!(
                "settings-file",
                path = file.path().display().to_string()
            ));
        }
        let speech = &self.prefs.settings.speech;
        if speech.on || speech.sounds {
            notes.extend(
                self.speaking
                    .speaker
                    .trouble()
                    .map(|trouble| match trouble {
                        super::speech::Trouble::Unavailable => t!("settings-speech-unavailable"),
                        super::speech::Trouble::NoVoice(code) => t!(
                            "settings-speech-no-voice",
                            language = Language::ALL
                                .into_iter()
                                .find(|l| l.code() == code)
                                .map_or(code.clone(), |l| l.native_name().to_owned())
                        ),
                    }),
            );
        }
        notes
    }

    /// Settings on show get their notes again (the file's, the speech
    /// service's).
    pub(super) fn renote(&mut self) -> Task<Message> {
        let notes = self.settings_notes();
        if let Screen::Settings(screen) = &mut self.screen {
            screen.set_notes(notes);
        }
        Task::none()
    }

    /// Applies changed settings at once (every screen reads the language
    /// and theme on its next paint) and saves them in the background.
    pub(super) fn change_settings(&mut self, settings: Settings) -> Task<Message> {
        // The window may have changed size while the screen was open.
        let window = self.prefs.settings.window;
        let before = self.prefs.settings.speech.clone();
        self.prefs.settings = Settings { window, ..settings };
        self.apply_language();
        let check = self.check_speech(&before);
        let Some(file) = self.prefs.file.clone() else {
            return check;
        };
        let settings = self.prefs.settings.clone();
        Task::batch([
            check,
            self.perform(move || file.save(&settings), Message::SettingsSaved),
        ])
    }

    /// Speech or the sounds just turned on: the speaker says so at once,
    /// and Settings hears (off the update thread) whether it could.
    fn check_speech(&mut self, before: &crate::store::Speech) -> Task<Message> {
        let speech = &self.prefs.settings.speech;
        let utterances = if speech.on && !before.on {
            vec![crate::table::Utterance::Say(t!("speech-on"))]
        } else if speech.sounds && !before.sounds {
            vec![crate::table::Utterance::Sound("message")]
        } else {
            return Task::none();
        };
        let voice = self.voice();
        let wait = self.speaking.speaker.check(voice, utterances);
        self.perform(wait, Message::SpeechChecked)
    }

    /// The voice of the table's language, at the settings' rate and volume.
    pub(super) fn voice(&self) -> super::speech::Voice {
        let speech = &self.prefs.settings.speech;
        super::speech::Voice {
            language: i18n::language().code().to_owned(),
            rate: speech.rate,
            volume: speech.volume,
        }
    }

    /// The window took this size (arriving divided by the app's scale;
    /// the window opens in unscaled logical pixels).
    pub(super) fn resized(&mut self, size: iced::Size) {
        let window = WindowSize {
            width: size.width * self.prefs.settings.scale,
            height: size.height * self.prefs.settings.scale,
        };
        if self.prefs.settings.window != Some(window) {
            self.prefs.settings.window = Some(window);
            self.prefs.window_moved = true;
        }
    }

    /// Saves the window's size and closes it.
    pub(super) fn close(&mut self, id: iced::window::Id) -> Task<Message> {
        // The server stops with the window.
        self.phones.sharing = None;
        // Written at once: the process ends with the window. A file that
        // could not be read is left as it is.
        if self.prefs.window_moved
            && self.prefs.problem.is_none()
            && let Some(file) = &self.prefs.file
        {
            let _ = file.save(&self.prefs.settings);
        }
        iced::window::close(id)
    }
}

/// What the app says about a settings file it could not read or write.
pub(super) fn settings_problem_text(problem: &StoreError) -> String {
    match problem {
        StoreError::Write { .. } | StoreError::CreateDir { .. } => {
            t!("settings-save-failed", reason = i18n::store_error(problem))
        }
        _ => t!("settings-broken", reason = i18n::store_error(problem)),
    }
}
