//! The ended games of a games folder, read for the stats in the same pass
//! as the full check of the listing, through its cache: a game is loaded
//! only when the cache does not know its file, and what is left out is
//! counted, so the screen and the command line can say so.

use crate::engine::Phase;
use crate::store::{CheckCache, Learn, Listing, Store, Summary};

use super::played::Played;

/// What the stats read of a folder.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Folder {
    /// The ended games that open as they are (an older format included),
    /// oldest first.
    pub games: Vec<Played>,
    /// Games still being played: left out.
    pub in_progress: usize,
    /// Ended games that open read-only (changed outside the app, parts this
    /// version does not know, a command the current rules refuse): left out.
    pub read_only: usize,
    /// Files that do not load: left out.
    pub unreadable: usize,
}

impl Folder {
    /// The games of `store`'s folder, each checked in full or known to
    /// `cache` as checked (which learns what it did not know).
    pub fn read(store: &Store, cache: &mut CheckCache) -> Folder {
        let learn: &Learn<'_> = &Played::learn;
        let mut folder = Folder::default();
        for listing in store.verify_learning(cache, Some(learn)) {
            match listing {
                Listing::Unreadable { .. } => folder.unreadable += 1,
                Listing::Noted(summary, notes) if notes.iter().any(|n| n.read_only()) => {
                    if summary.phase == Phase::Ended {
                        folder.read_only += 1;
                    } else {
                        folder.in_progress += 1;
                    }
                }
                Listing::Game(summary)
                | Listing::Noted(summary, _)
                | Listing::Unchecked(summary) => {
                    folder.take(store, cache, &summary);
                }
            }
        }
        folder
            .games
            .sort_by(|a, b| a.started.cmp(&b.started).then(a.id.cmp(&b.id)));
        folder
    }

    /// Counts the game `summary` lists, from what the cache learnt of it.
    fn take(&mut self, store: &Store, cache: &CheckCache, summary: &Summary) {
        if summary.phase != Phase::Ended {
            self.in_progress += 1;
            return;
        }
        let learnt = cache
            .learnt(&summary.id)
            .and_then(|value| serde_json::from_value::<Played>(value.clone()).ok());
        // A cache that could not keep it (too large to save) is read again.
        let played = learnt.or_else(|| {
            let saved = store.load(&summary.id).ok()?;
            Played::of(&saved.id, saved.created, &saved.game)
        });
        match played {
            Some(played) => self.games.push(played),
            None => self.unreadable += 1,
        }
    }

    /// Files left out, for "3 games left out" notes.
    pub fn left_out(&self) -> usize {
        self.in_progress + self.read_only + self.unreadable
    }
}
