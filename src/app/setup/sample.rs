//! The sample expansion's section of the setup, in the tests: its switch
//! and what a token is worth. (Its labels are not translated: no table
//! ever sees it.)

use iced::Element;
use iced::widget::{checkbox, column, radio};

use crate::engine::Setup;
use crate::engine::sample::Sample;

use super::super::kit::Scale;

/// Whether the sample is used, and with which option.
pub type Section = super::Switched<Sample>;

/// What the player did in this section.
#[derive(Debug, Clone)]
pub enum Choice {
    /// Switched on or off.
    Switch(bool),
    /// What a token is worth.
    Worth(u32),
}

impl super::ExpansionSection for Section {
    type Choice = Choice;

    fn read(&mut self, setup: &Setup) {
        *self = Section::from_options(setup.sample);
    }

    fn write(&self, setup: &mut Setup) {
        setup.sample = self.options();
    }

    fn update(&mut self, choice: Choice) {
        match choice {
            Choice::Switch(on) => self.switch(on),
            Choice::Worth(worth) => self.choose().worth = worth,
        }
    }

    fn view(&self, _draft: &Setup, scale: Scale) -> Element<'_, Choice> {
        super::section(
            scale,
            self.on(),
            "Sample".into(),
            "Tokens for the tests".into(),
            Choice::Switch,
            || {
                column![
                    radio("2", 2, Some(self.chosen().worth), Choice::Worth),
                    radio("3", 3, Some(self.chosen().worth), Choice::Worth),
                    checkbox(self.on()).label("On").on_toggle(Choice::Switch),
                ]
                .into()
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;
    use crate::app::setup::{Action, Message, SetupScreen};
    use crate::engine::sample::TILES;
    use crate::engine::{
        BASE_TILES, Colour, Command, GameError, PlayerId, PlayerSetup, sample as engine,
    };
    use crate::store::{SavedGame, from_json, to_json};

    fn screen() -> SetupScreen {
        SetupScreen::new(vec![
            PlayerSetup::new("Anna", Colour::Red),
            PlayerSetup::new("Bert", Colour::Blue),
        ])
    }

    /// Its section is registered once and reaches the setup; the default
    /// tile count follows it (RULES T6); a count the table typed stays.
    #[test]
    fn its_section_reaches_the_setup_and_the_tile_count() {
        let mut screen = screen();
        assert_eq!(screen.setup().unwrap().sample, None);
        screen.update(Message::from(Choice::Switch(true)));
        screen.update(Message::from(Choice::Worth(3)));
        let setup = screen.setup().unwrap();
        assert_eq!(setup.sample, Some(Sample { worth: 3 }));
        assert_eq!(setup.tiles, Some(BASE_TILES + TILES));
        screen.update(Message::from(Choice::Switch(false)));
        assert_eq!(screen.setup().unwrap().tiles, Some(BASE_TILES));
        screen.update(Message::Tiles("60".into()));
        screen.update(Message::from(Choice::Switch(true)));
        assert_eq!(screen.setup().unwrap().tiles, Some(60));
        // The last game's options are offered again.
        let mut again = super::super::SetupScreen::new(Vec::new());
        again.remember(&setup);
        assert_eq!(again.draft().sample, Some(Sample { worth: 3 }));
    }

    /// A game with it saves, loads through the store's check, and reads
    /// in the table's language.
    #[test]
    fn its_game_saves_loads_and_reads() {
        let mut screen = screen();
        screen.update(Message::from(Choice::Switch(true)));
        let Action::Start(mut game) = screen.update(Message::Begin) else {
            panic!("the game starts")
        };
        let at = Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap();
        let token = Command::Sample(engine::Command::Token {
            player: PlayerId(1),
        });
        game.execute(token, at).unwrap();
        let saved = SavedGame {
            id: "sample".into(),
            created: at,
            game: *game,
        };
        let loaded = from_json(&to_json(&saved)).expect("the store's check takes it");
        assert_eq!(loaded.game.state(), saved.game.state());
        assert_eq!(loaded.game.state().totals(), vec![0, 2]);
        let entry = &saved.game.log()[0];
        assert_eq!(
            crate::i18n::entry_text(saved.game.setup(), entry),
            "Bert +2"
        );
        assert_eq!(
            crate::i18n::game_error(&GameError::Sample(engine::Error::NotInUse)),
            "this game is played without the sample"
        );
        assert_eq!(crate::i18n::part_name("tokens"), "Tokens");
    }
}
