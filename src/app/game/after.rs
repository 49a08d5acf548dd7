//! The screen after a change the table took, or refused: the panels hear
//! of it, the entry is ready for the next, a refusal is shown.

use super::{GameScreen, Mode, count};
use crate::table::{Effects, Refusal, Table};

impl GameScreen {
    /// After a change the table took.
    pub(super) fn heard(&mut self, effects: &Effects) {
        if !effects.replaced {
            self.panels.after(&self.saved.game, effects.applied.last());
        }
        self.reset();
        if let Some(refusal) = &effects.then_refused {
            self.refused(refusal);
        }
        if effects.done.is_some() {
            self.done.clone_from(&effects.done);
            self.undone = effects.undone;
        }
    }

    /// A refusal: a panel shows it itself, or the screen does.
    pub(super) fn refused(&mut self, refusal: &Refusal) {
        if refusal
            .error
            .as_ref()
            .is_none_or(|error| !self.panels.refused(error))
        {
            self.error = Some(refusal.words.clone());
        }
    }

    /// Ready for the next entry, after the game changed.
    pub(super) fn reset(&mut self) {
        self.points.clear();
        // In the final scoring the player being counted stays chosen, for
        // their next feature, and a tap on another row adds them (a
        // shared feature next); a second tap on a row takes it away.
        let counted = self.chosen.first().copied();
        let counting = self.state().phase == crate::engine::Phase::FinalScoring;
        self.chosen = match (counting, counted) {
            (true, Some(player)) => vec![player],
            _ => vec![self.state().turn.player],
        };
        self.picked = counting;
        self.figures.clear();
        if matches!(self.mode, Mode::Count | Mode::Correct) {
            self.mode = Mode::Points;
        }
        // What is to be settled takes the keypad: back from a panel's
        // page to the entry with its fields.
        if matches!(self.mode, Mode::Panel(_)) && self.form_open() {
            self.mode = Mode::Points;
        }
        self.count = count::Count::default();
    }
}

impl GameScreen {
    /// A phone's change, given to the table's door by `give`: the screen
    /// lets go of its handle on the game meanwhile (no copy), then takes
    /// the game as it is. Taken, the panels hear of it and the screen says
    /// what was done; what the table was typing stays. A refusal is the
    /// phone's to show, not the window's.
    pub fn from_phone<T>(
        &mut self,
        table: &mut Table,
        give: impl FnOnce(&mut Table) -> Result<Effects, T>,
    ) -> Result<Effects, T> {
        drop(self.saved.0.take());
        let result = give(table);
        self.saved.0 = table.game().cloned();
        if let Ok(effects) = &result {
            self.follow(table, effects);
        }
        result
    }

    /// The game changed at the door without a tap here (a phone): the
    /// screen shows it as it is now, and says what was done.
    pub fn follow(&mut self, table: &Table, effects: &Effects) {
        if let Some(saved) = table.game() {
            self.saved.0 = Some(std::sync::Arc::clone(saved));
        }
        if !effects.replaced {
            self.panels.after(&self.saved.game, effects.applied.last());
        }
        if effects.done.is_some() {
            self.done.clone_from(&effects.done);
            self.undone = effects.undone;
        }
        if let Some(refusal) = effects
            .replies
            .iter()
            .find_map(|r| r.outcome.as_ref().err())
        {
            self.error = Some(refusal.words.clone());
        }
    }
}
