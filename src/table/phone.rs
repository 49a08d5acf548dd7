//! A phone's change at the door: only for its own player, only while this
//! window can save, and answered only once its save reached the disk.
//!
//! A phone's change is checked like the window's, by the same rules, and
//! more: it must be based on the table's version now (`Why::Stale`), the
//! game must be one this window saves (`Why::CannotSave`), and it may be
//! only a command or the undo of that player's own last command
//! (`Why::NotYours`). Its entries carry the player's seat (the history
//! names the phone). The reply waits until a save holding the change was
//! written ([`Table::saved`]); meanwhile no page is sent a new state
//! ([`Table::awaiting_phones`]), so no page ever shows what the disk does
//! not hold. A save that fails takes the change back and answers that the
//! laptop cannot save now.

use super::{Change, Effects, Refusal, Reply, Saved, Source, Table, Why};
use crate::engine::PlayerId;
use crate::i18n::command_text;
use crate::store::StoreError;
use crate::t;

/// A phone's change taken, its reply waiting for the save that holds it.
#[derive(Debug, Clone)]
pub(super) struct Pending {
    pub(super) reply: Reply,
    /// The game it changed.
    pub(super) id: String,
    /// The save handed over with it: written, the change is on disk.
    pub(super) generation: u64,
    /// The log's length right after it, to take it back if its save fails.
    pub(super) log_len: usize,
}

impl Table {
    /// Why a change could not be saved now, in words, if it could not: the
    /// game is read-only here (another window holds it, its lock is lost,
    /// its file was changed outside the app, an older version's rules),
    /// there is no folder for the saves, or the last save failed (a full
    /// disk) and is being tried again.
    pub fn cannot_save(&self) -> Option<String> {
        let shown = self.safety.shown.as_deref()?;
        let cannot = self.safety.read_only.is_some()
            || self.store.is_err()
            || self.safety.save_error.is_some()
            || self.lock(shown).is_none();
        cannot.then(|| t!("table-refused-cannot-save"))
    }

    /// Whether a phone waits for its change to reach the disk: until it
    /// has, no page is sent the new state.
    pub fn awaiting_phones(&self) -> bool {
        !self.pending.is_empty()
    }

    /// The checks a phone's change meets before the rules see it.
    pub(super) fn phone_may(
        &self,
        player: PlayerId,
        based_on: u64,
        change: &Change,
    ) -> Result<(), Refusal> {
        if based_on != self.version {
            return Err(Refusal::why(Why::Stale, t!("table-refused-stale")));
        }
        let Some(saved) = &self.game else {
            return Err(Refusal::why(Why::Other, t!("table-refused-no-game")));
        };
        if let Some(words) = self.cannot_save() {
            return Err(Refusal::why(Why::CannotSave, words));
        }
        match change {
            Change::Command(_) => Ok(()),
            Change::Undo
                if saved
                    .game
                    .log()
                    .last()
                    .is_some_and(|e| e.phone == Some(player))
                    && self.before_fix.is_none() =>
            {
                Ok(())
            }
            Change::Undo => Err(Refusal::why(
                Why::NotYours,
                t!("table-refused-not-own-last"),
            )),
            _ => Err(Refusal::why(Why::NotYours, t!("table-refused-not-yours"))),
        }
    }

    /// After a phone's change was taken: its reply waits for its save.
    /// `before` is the player's total before the change: the window says
    /// what was done and what it gave ("From Anna's phone: Anna plays
    /// “City with pennants” · +9"), the phone the same without whose
    /// phone it was.
    pub(super) fn phone_taken(&mut self, source: Source, before: u32, effects: &mut Effects) {
        let Source::Phone {
            player, request, ..
        } = source
        else {
            return;
        };
        let saved = self.on_show();
        let setup = saved.game.setup();
        let name = setup.name(player).to_owned();
        let mut what: Vec<String> = effects
            .applied
            .iter()
            .map(|command| command_text(setup, command))
            .collect();
        if what.is_empty() {
            what.extend(effects.done.clone());
        }
        let after = saved
            .game
            .state()
            .players
            .get(player.index())
            .map_or(0, |p| p.total());
        if after != before {
            what.push(format!("{:+}", i64::from(after) - i64::from(before)));
        }
        // The window says whose phone it came from; the phone itself
        // hears only what it did.
        let what = what.join(" · ");
        effects.done = Some(t!("notice-phone", name = name, what = what.as_str()));
        let words = what;
        let pending = Pending {
            reply: Reply {
                player,
                request,
                version: self.version,
                outcome: Ok(words),
            },
            id: saved.id.clone(),
            generation: effects.saves.last().map_or(0, super::SaveJob::generation),
            log_len: saved.game.log().len(),
        };
        self.pending.push(pending);
    }

    /// A save's result for the phones waiting on it: written, they are
    /// answered; failed, their changes are taken back (newest first, each
    /// while it is still the last command) and they hear that the laptop
    /// cannot save now. A change that something else came after cannot be
    /// taken back: it stands, and waits for a later save (the retry).
    /// Once none waits, the pages may have the state.
    pub(super) fn phones_saved(&mut self, saved: &Saved, effects: &mut Effects) {
        if self.pending.is_empty() {
            return;
        }
        let (mut ready, waiting): (Vec<Pending>, Vec<Pending>) = std::mem::take(&mut self.pending)
            .into_iter()
            .partition(|p| p.id == saved.id && p.generation <= saved.generation);
        self.pending = waiting;
        if saved.result.is_err() {
            // Newest first: each is taken back while it is the last.
            ready.sort_by_key(|p| std::cmp::Reverse(p.log_len));
            // A plain failure (a full disk) is tried again; a game this
            // window may no longer save (its lock lost, its file changed
            // outside) is not.
            let retried = !matches!(
                saved.result,
                Err(StoreError::LockLost { .. } | StoreError::ChangedOutside { .. })
            );
            let mut undone = false;
            let mut answered = Vec::new();
            for mut pending in ready {
                let last = self
                    .game
                    .as_ref()
                    .filter(|g| g.id == pending.id)
                    .is_some_and(|g| {
                        g.game.log().len() == pending.log_len
                            && g.game
                                .log()
                                .last()
                                .is_some_and(|e| e.phone == Some(pending.reply.player))
                    });
                let shown = self.game.as_ref().is_some_and(|g| g.id == pending.id);
                if last && self.change(|game| game.undo()).is_ok() {
                    self.version += 1;
                    undone = true;
                } else if shown && retried {
                    // Something came after it (the window's command): it
                    // stands, so it waits for a later save that holds it
                    // (the retry) rather than being told it was refused.
                    self.pending.push(pending);
                    continue;
                }
                pending.reply.version = self.version;
                pending.reply.outcome = Err(Refusal::why(
                    Why::CannotSave,
                    t!("table-refused-cannot-save"),
                ));
                answered.push(pending);
            }
            if undone && let Some(job) = self.save(std::sync::Arc::clone(self.on_show()), 1) {
                effects.saves.push(job);
            }
            answered.sort_by_key(|p| p.log_len);
            ready = answered;
        }
        effects.replies.extend(ready.into_iter().map(|p| p.reply));
        effects.version = self.version;
        effects.publish = self.pending.is_empty();
    }
}
