//! Settings: language, theme, size and keeping the screen awake, and About
//! (the version, the licence and the third-party notices, where the manual
//! is, the trademark note). The screen edits a copy of the settings and
//! hands every change up; the app saves the file and applies the change to
//! every screen at once.

use iced::widget::text::Wrapping;
use iced::widget::{Row, checkbox, column, container, responsive, scrollable, text};
use iced::{Element, Fill};

pub mod speech;

use crate::i18n::{self, LANG_VAR, Language};
use crate::store::{Settings, ThemeChoice};
use crate::t;

use super::design::size;
use super::kit::{self, Look, Scale};
use super::style;

/// What the settings screen shows.
#[derive(Debug, Clone)]
pub struct SettingsScreen {
    settings: Settings,
    /// The language `MEEPLE_COMPANION_LANG` forces, if it does.
    env_language: Option<Language>,
    /// The environment variable that forces the theme, if one does.
    env_theme: Option<&'static str>,
    /// The system's language, for "follow the system".
    system_language: Option<Language>,
    /// Where the file is, or why it could not be read or written.
    notes: Vec<String>,
    /// Whether About shows the third-party notices in full.
    notices: bool,
    /// The page of the notices on show (see [`notices_pages`]).
    notices_page: usize,
}

/// The licences of the crates built into the binary (cargo-about,
/// scripts/notices.sh), shown in About on request.
pub const NOTICES: &str = include_str!("../../THIRD-PARTY-NOTICES.txt");

/// The licence of the fonts built in.
pub const FONT_LICENCE: &str = include_str!("../../resources/fonts/OFL.txt");

/// The notices as About shows them, a page each: the overview, each
/// licence with the crates under it, then the fonts' licence.
pub fn notices_pages() -> &'static [&'static str] {
    static PAGES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    PAGES.get_or_init(|| {
        let rule =
            "\n==============================================================================\n";
        let mut pages: Vec<&'static str> = NOTICES.split(rule).map(str::trim).collect();
        pages.push(FONT_LICENCE.trim());
        pages
    })
}

/// What the player did.
#[derive(Debug, Clone)]
pub enum Message {
    /// Chose a language, or `None` to follow the system.
    Language(Option<Language>),
    /// Chose a theme.
    Theme(ThemeChoice),
    /// Chose a scale, in percent.
    Scale(u16),
    /// Turned keeping the screen awake on or off.
    KeepAwake(bool),
    /// A choice of spoken prompts and sounds.
    Speech(speech::Choice),
    /// Showed or hid the third-party notices in About.
    Notices(bool),
    /// Turned to this page of the notices.
    NoticesPage(usize),
    /// Back to Home.
    Back,
}

/// What the app should do.
#[derive(Debug, Clone)]
pub enum Action {
    /// Nothing.
    None,
    /// Save these settings and apply them.
    Changed(Settings),
    /// Go back to Home.
    Back,
}

impl SettingsScreen {
    /// The screen for these settings.
    pub fn new(
        settings: Settings,
        env_language: Option<Language>,
        env_theme: Option<&'static str>,
        system_language: Option<Language>,
        notes: Vec<String>,
    ) -> SettingsScreen {
        SettingsScreen {
            settings,
            env_language,
            env_theme,
            system_language,
            notes,
            notices: false,
            notices_page: 0,
        }
    }

    /// The settings as chosen on the screen.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Replaces the notes under the choices (where the file is, what went
    /// wrong).
    pub fn set_notes(&mut self, notes: Vec<String>) {
        self.notes = notes;
    }

    /// Handles a click.
    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Language(language) => self.settings.language = language,
            Message::Theme(theme) => self.settings.theme = theme,
            Message::Scale(percent) => self.settings.scale = f32::from(percent) / 100.0,
            Message::KeepAwake(on) => self.settings.keep_awake = on,
            Message::Speech(choice) => speech::choose(&mut self.settings.speech, choice),
            Message::Notices(shown) => {
                self.notices = shown;
                return Action::None;
            }
            Message::NoticesPage(page) => {
                self.notices_page = page.min(notices_pages().len() - 1);
                return Action::None;
            }
            Message::Back => return Action::Back,
        }
        Action::Changed(self.settings.clone())
    }

    /// Draws the screen: one card per setting, the choices as buttons a
    /// finger's size, the chosen one filled.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |room| self.page(Scale::of(room))).into()
    }

    fn page(&self, scale: Scale) -> Element<'_, Message> {
        let system = self.system_language.unwrap_or_default();
        let mut languages = vec![kit::choice(
            t!("settings-language-system", language = system.native_name()),
            self.settings.language.is_none(),
            Message::Language(None),
            scale,
        )];
        languages.extend(Language::ALL.into_iter().map(|language| {
            kit::choice(
                language.native_name().to_owned(),
                self.settings.language == Some(language),
                Message::Language(Some(language)),
                scale,
            )
        }));
        let mut language = vec![
            kit::heading(t!("settings-language"), scale),
            kit::choices(languages, scale),
        ];
        if let Some(forced) = self.env_language {
            language.push(override_note(
                t!(
                    "settings-language-env",
                    var = LANG_VAR,
                    language = forced.native_name()
                ),
                scale,
            ));
        }

        let themes = [
            (ThemeChoice::System, "settings-theme-system"),
            (ThemeChoice::Light, "settings-theme-light"),
            (ThemeChoice::Dark, "settings-theme-dark"),
        ]
        .map(|(theme, id)| {
            kit::choice(
                t!(id),
                self.settings.theme == theme,
                Message::Theme(theme),
                scale,
            )
        });
        let mut theme = vec![
            kit::heading(t!("settings-theme"), scale),
            kit::choices(themes.into(), scale),
        ];
        if let Some(var) = self.env_theme {
            theme.push(override_note(t!("settings-theme-env", var = var), scale));
        }

        let current = (self.settings.scale * 100.0).round() as u16;
        let scales = super::SCALES.map(|step| {
            let percent = (step * 100.0).round() as u16;
            kit::choice(
                t!("settings-scale-percent", percent = percent),
                current == percent,
                Message::Scale(percent),
                scale,
            )
        });
        let size_of_text = vec![
            kit::heading(t!("settings-scale"), scale),
            kit::choices(scales.into(), scale),
        ];

        let awake = super::setup::touch(
            scale,
            checkbox(self.settings.keep_awake)
                .label(t!("settings-keep-awake"))
                .on_toggle(Message::KeepAwake),
        );

        let mut sections: Vec<Element<'_, Message>> = [language, theme, size_of_text]
            .into_iter()
            .map(|parts| kit::card(kit::stacked(parts, scale), scale).into())
            .collect();
        sections.push(kit::card(awake, scale).into());
        sections.push(kit::card(speech::card(&self.settings.speech, scale), scale).into());
        for note in &self.notes {
            sections.push(kit::hint(note.clone(), scale));
        }
        sections.push(kit::card(self.about(scale), scale).into());
        let header = kit::header(
            Some((t!("settings-back"), Message::Back)),
            t!("settings-title"),
            Vec::new(),
            scale,
        );
        column![
            kit::page(header, scale),
            scrollable(kit::page(kit::stacked(sections, scale), scale)).height(Fill),
        ]
        .into()
    }
}

impl SettingsScreen {
    /// About: the version, the licence and the notices, where the manual
    /// is, and that this is an unofficial companion.
    fn about(&self, scale: Scale) -> Element<'_, Message> {
        let installed = crate::store::installed_docs();
        let docs = installed.as_ref().map_or_else(
            || "/usr/share/doc/meeple-companion".to_owned(),
            |docs| docs.display().to_string(),
        );
        let body = |words: String| -> Element<'_, Message> {
            text(words).size(scale.px(size::BODY)).into()
        };
        let mut parts = vec![
            kit::heading(t!("settings-about"), scale),
            body(t!("about-version", version = env!("CARGO_PKG_VERSION"))),
            body(t!("about-licence")),
            body(t!("about-manual")),
            // The path on a line of its own: wrapped inside a sentence it
            // broke after its first slash.
            text(docs)
                .size(scale.px(size::BODY))
                .font(kit::bold())
                .wrapping(Wrapping::Glyph)
                .into(),
        ];
        if installed.is_none() {
            parts.push(kit::hint(t!("about-docs-not-installed"), scale));
        }
        parts.push(kit::hint(t!("about-trademark"), scale));
        parts.push(
            kit::touch_button(
                if self.notices {
                    t!("about-notices-hide")
                } else {
                    t!("about-notices-show")
                },
                scale.px(size::BODY),
                Look::Secondary,
                Some(Message::Notices(!self.notices)),
                scale,
            )
            .into(),
        );
        if self.notices {
            // The file as it is (English, as licences are), a page at a
            // time in a box of its own that scrolls: the whole 260 kB in
            // one text took seconds to lay out.
            let pages = notices_pages();
            let page = self.notices_page.min(pages.len() - 1);
            let turn = |label: &str, to: Option<usize>| -> Element<'_, Message> {
                kit::touch_button(
                    label.to_owned(),
                    scale.px(size::BODY),
                    Look::Secondary,
                    to.map(Message::NoticesPage),
                    scale,
                )
                .into()
            };
            parts.push(
                Row::from_vec(vec![
                    turn("\u{2039}", page.checked_sub(1)),
                    text(t!(
                        "about-notices-page",
                        page = page + 1,
                        pages = pages.len()
                    ))
                    .size(scale.px(size::BODY))
                    .into(),
                    turn("\u{203a}", (page + 1 < pages.len()).then_some(page + 1)),
                ])
                .spacing(scale.px(12.0))
                .align_y(iced::Alignment::Center)
                .into(),
            );
            let notices = text(pages[page])
                .size(scale.px(size::SMALL))
                .wrapping(Wrapping::WordOrGlyph);
            parts.push(
                container(
                    scrollable(notices)
                        .spacing(scale.px(8.0))
                        .height(scale.px(360.0)),
                )
                .padding(scale.px(10.0))
                .width(Fill)
                .style(style::note)
                .into(),
            );
        }
        kit::stacked(parts, scale)
    }
}

fn override_note<'a>(note: String, scale: Scale) -> Element<'a, Message> {
    container(text(note).size(scale.px(size::SMALL)))
        .padding(scale.px(10.0))
        .width(Fill)
        .style(style::note)
        .into()
}

/// The language on show for these settings, by the one precedence: the
/// environment, then the saved choice, then the system.
pub fn language_for(
    settings: &Settings,
    env: Option<Language>,
    system: Option<Language>,
) -> Language {
    env.or(settings.language).or(system).unwrap_or_default()
}

/// Shows every text in the language these settings ask for.
pub fn apply_language(settings: &Settings, env: Option<Language>, system: Option<Language>) {
    i18n::set_language(language_for(settings, env, system));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_changes_the_settings() {
        let mut screen = SettingsScreen::new(Settings::default(), None, None, None, vec![]);
        let Action::Changed(settings) = screen.update(Message::Language(Some(Language::Dutch)))
        else {
            panic!("no change")
        };
        assert_eq!(settings.language, Some(Language::Dutch));
        let _ = screen.update(Message::Theme(ThemeChoice::Dark));
        let _ = screen.update(Message::Scale(150));
        let Action::Changed(settings) = screen.update(Message::KeepAwake(false)) else {
            panic!("no change")
        };
        assert_eq!(settings.theme, ThemeChoice::Dark);
        assert_eq!(settings.scale, 1.5);
        assert!(!settings.keep_awake);
        assert!(matches!(screen.update(Message::Back), Action::Back));
    }

    #[test]
    fn the_environment_wins_then_the_choice_then_the_system() {
        use Language::*;
        let chosen = Settings {
            language: Some(Dutch),
            ..Settings::default()
        };
        assert_eq!(language_for(&chosen, Some(Polish), Some(German)), Polish);
        assert_eq!(language_for(&chosen, None, Some(German)), Dutch);
        let default = Settings::default();
        assert_eq!(language_for(&default, None, Some(German)), German);
        assert_eq!(language_for(&default, None, None), English);
    }
}
