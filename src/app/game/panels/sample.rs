//! The sample expansion's panel, in the tests: it registers a keypad kind
//! of its own, so the steps of a sixth expansion's panel (its module, its
//! line in `register!`, the calling points it answers) are walked by the
//! compiler and the tests below, the game screen naming none of it.
//! (The engine's `Kind` is a saved word and does not grow: the sample's
//! tokens are typed and scored as "other" points.)

use crate::engine::{Game, Kind};

use super::super::panel::{Context, Outcome, Panel as Shape};

/// Nothing to remember.
#[derive(Debug, Clone, Default)]
pub struct Panel;

/// Nothing to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {}

impl Shape for Panel {
    type Message = Message;

    fn new(_game: &Game) -> Self {
        Panel
    }

    fn update(&mut self, message: Message, _cx: &Context<'_>) -> Outcome {
        match message {}
    }

    fn kinds(&self, game: &Game) -> Vec<Kind> {
        if game.setup().sample.is_some() {
            vec![Kind::Other]
        } else {
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{DateTime, TimeZone, Utc};

    use crate::app::game::{GameScreen, Message};
    use crate::engine::{Figure, Game, Kind, notation};
    use crate::store::SavedGame;

    fn at() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap()
    }

    fn screen(script: &str) -> GameScreen {
        let game: Game = notation::run(script, at).unwrap();
        GameScreen::new(Arc::new(SavedGame {
            id: "sample".into(),
            created: at(),
            game,
        }))
    }

    /// The keypad offers the base game's kinds, then the sample's own
    /// while it is played, and the points typed score as it.
    #[test]
    fn its_keypad_kind_is_offered_while_it_is_played_and_scores() {
        let base = [Kind::Road, Kind::City, Kind::Cloister, Kind::Farm];
        let plain = screen("player Anna red\nplayer Bert blue\n");
        assert_eq!(plain.panels.kinds(&plain.saved.game), base);
        let mut played = screen("player Anna red\nplayer Bert blue\nsample\n");
        let kinds = played.panels.kinds(&played.saved.game);
        assert_eq!(kinds[..4], base);
        assert_eq!(kinds[4..], [Kind::Other]);
        // Its figures are the base game's: the meeple alone.
        assert_eq!(played.panels.figures(&played.saved.game), [Figure::Meeple]);
        // The scoring goes through the table's door, as in the app.
        let mut table = crate::table::Table::showing(played.saved());
        let _ = played.update(Message::Digit(4), &mut table);
        let _ = played.update(Message::Score(kinds[4]), &mut table);
        assert_eq!(played.saved.game.state().totals(), vec![4, 0]);
    }
}
