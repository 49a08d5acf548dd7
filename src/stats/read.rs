//! The ended games of a games folder, read for the stats; what is left
//! out is counted, so the screen and the command line can say so.

use crate::engine::Phase;
use crate::store::Store;

use super::played::Played;

/// What the stats read of a folder.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Folder {
    /// The ended games that open as they are (an older format included).
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
    /// The games of `store`'s folder, each loaded and checked in full.
    pub fn read(store: &Store) -> Folder {
        let mut folder = Folder::default();
        store.each_game(|file| match file {
            Ok((saved, notes)) if notes.iter().any(|n| n.read_only()) => {
                if saved.game.state().phase == Phase::Ended {
                    folder.read_only += 1;
                } else {
                    folder.in_progress += 1;
                }
            }
            Ok((saved, _)) => match Played::of(&saved.id, saved.created, &saved.game) {
                Some(played) => folder.games.push(played),
                None => folder.in_progress += 1,
            },
            Err(_) => folder.unreadable += 1,
        });
        folder
            .games
            .sort_by(|a, b| a.started.cmp(&b.started).then(a.id.cmp(&b.id)));
        folder
    }

    /// Files left out, for "3 games left out" notes.
    pub fn left_out(&self) -> usize {
        self.in_progress + self.read_only + self.unreadable
    }
}
