//! The laptop's side of phones that act, without a window: a thread that
//! takes the server's requests one at a time, gives each to a `Table`
//! saving into a folder (through `share::acting::apply`, the call the
//! app makes), runs its save, answers the phone only once the save is
//! written, and publishes the state as the app does: after every change
//! and every save's result, unless the table says a phone still waits
//! for its save (`Table::awaiting_phones`). The test may change the game
//! as the window would (`Desk::window`), between the phones' requests.
//! Each state published is recorded with what the file on disk held at
//! that moment (`Desk::published`), so a test can tell whether a page
//! was ever sent what the disk did not hold.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Instant;

use meeple_companion::engine::{Game, PlayerId};
use meeple_companion::share::acting::{self, Outcome};
use meeple_companion::share::{Asked, Server, page};
use meeple_companion::store::{SavedGame, Store};
use meeple_companion::table::{Change, Effects, Showing, Source, Table};

/// A table saving into its own folder, serving one server's phones.
pub struct Desk {
    pub table: Arc<Mutex<Table>>,
    pub dir: PathBuf,
    /// The states published, in order (what the pages saw).
    pub published: Arc<Mutex<Vec<Published>>>,
    /// Whether each state published is compared with the file on disk.
    pub check_disk: Arc<AtomicBool>,
    /// When each phone's change was taken by the table (before its
    /// save), by the table's version after it: where the window shows it.
    pub taken: Arc<Mutex<Vec<(u64, Instant)>>>,
    to_window: mpsc::Sender<Job>,
    thread: Option<JoinHandle<()>>,
}

/// A state handed to the pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Published {
    /// The table's version.
    pub version: u64,
    /// The length of the table's log.
    pub log: usize,
    /// The length of the log in the game's file at that moment (read
    /// only while `Desk::check_disk` is on).
    pub on_disk: Option<usize>,
}

enum Job {
    Asked(Asked),
    Window(Change, mpsc::Sender<Result<u64, String>>),
    Stop,
}

/// A table showing `game` as game `id`, locked, saving into `dir`.
pub fn table(dir: &Path, id: &str, game: Game) -> Table {
    let store = Store::at(dir);
    let mut table = Table::new(Ok(store.clone()));
    table.expect(id);
    table.locked(id, store.lock(id).map(Arc::new));
    let saved = Arc::new(SavedGame {
        id: id.to_owned(),
        created: chrono::Utc::now(),
        game,
    });
    let effects = table.begin(saved);
    finish(&mut table, effects);
    table.start_playing();
    table
}

/// Runs `effects`' saves, one after another, and hands each result back;
/// the effects of the results, in order.
pub fn finish(table: &mut Table, effects: Effects) -> Vec<Effects> {
    finish_then(table, effects, |_| {})
}

/// As [`finish`], calling `after` once the change and each save's
/// result were handed back (where the app publishes).
fn finish_then(table: &mut Table, effects: Effects, mut after: impl FnMut(&Table)) -> Vec<Effects> {
    after(table);
    let mut done = Vec::new();
    let mut saves = effects.saves;
    while !saves.is_empty() {
        let job = saves.remove(0);
        let mut effects = table.saved(job.run(), Showing::Game { asking: false });
        saves.append(&mut effects.saves);
        after(table);
        done.push(effects);
    }
    done
}

/// What the pages are handed, as the app hands it: the state after any
/// change or save, unless a phone waits for its save.
struct Publisher {
    server: Arc<Server>,
    published: Arc<Mutex<Vec<Published>>>,
    check_disk: Arc<AtomicBool>,
    store: Store,
    id: String,
}

impl Publisher {
    fn publish(&self, table: &Table) {
        if table.awaiting_phones() {
            return;
        }
        let Some(saved) = table.game() else {
            return;
        };
        let version = table.version();
        if self.published.lock().unwrap().last().map(|p| p.version) == Some(version) {
            return;
        }
        let on_disk = self.check_disk.load(Ordering::SeqCst).then(|| {
            self.store
                .load(&self.id)
                .map_or(0, |saved| saved.game.log().len())
        });
        self.published.lock().unwrap().push(Published {
            version,
            log: saved.game.log().len(),
            on_disk,
        });
        self.server
            .publish(page::snapshot_posting(&saved.game, version, None, None));
    }
}

impl Desk {
    /// Serves `server`'s phones with `table` (saving into `dir`); the
    /// server is handed the table's state at once.
    pub fn start(server: Arc<Server>, table: Table, dir: &Path) -> Desk {
        let id = table.game().expect("a game on show").id.clone();
        let table = Arc::new(Mutex::new(table));
        let published = Arc::new(Mutex::new(Vec::new()));
        let check_disk = Arc::new(AtomicBool::new(false));
        let taken = Arc::new(Mutex::new(Vec::new()));
        let noted = taken.clone();
        let (to_window, jobs) = mpsc::channel::<Job>();
        let mut requests = server.requests().expect("the requests, once");
        let forward = to_window.clone();
        std::thread::spawn(move || {
            while let Some(asked) = requests.blocking_recv() {
                if forward.send(Job::Asked(asked)).is_err() {
                    break;
                }
            }
        });
        let publisher = Publisher {
            server,
            published: published.clone(),
            check_disk: check_disk.clone(),
            store: Store::at(dir),
            id,
        };
        let shared = table.clone();
        publisher.publish(&shared.lock().unwrap());
        let thread = std::thread::spawn(move || {
            let mut number = 0;
            let mut waiting: Vec<(u64, meeple_companion::share::Answering)> = Vec::new();
            while let Ok(job) = jobs.recv() {
                let mut table = shared.lock().unwrap();
                let effects = match job {
                    Job::Stop => break,
                    Job::Asked(asked) => {
                        if !asked.answer.waiting() {
                            continue;
                        }
                        number += 1;
                        let player = PlayerId(asked.seat as u8);
                        match acting::apply(&mut table, player, &asked.request, number) {
                            Ok(effects) => {
                                noted
                                    .lock()
                                    .unwrap()
                                    .push((effects.version, Instant::now()));
                                waiting.push((number, asked.answer));
                                effects
                            }
                            Err(outcome) => {
                                asked.answer.send(outcome);
                                continue;
                            }
                        }
                    }
                    Job::Window(change, answer) => match table.apply(Source::Window, change) {
                        Ok(effects) => {
                            let _ = answer.send(Ok(effects.version));
                            effects
                        }
                        Err(refusal) => {
                            let _ = answer.send(Err(refusal.words));
                            continue;
                        }
                    },
                };
                for after in finish_then(&mut table, effects, |t| publisher.publish(t)) {
                    for reply in &after.replies {
                        if let Some(i) = waiting.iter().position(|(n, _)| *n == reply.request) {
                            let (_, answer) = waiting.remove(i);
                            answer.send(acting::outcome(reply));
                        }
                    }
                }
            }
        });
        Desk {
            table,
            dir: dir.to_owned(),
            published,
            check_disk,
            taken,
            to_window,
            thread: Some(thread),
        }
    }

    /// A change from the window, between the phones' requests: the
    /// table's version after it, or the refusal's words.
    pub fn window(&self, change: Change) -> Result<u64, String> {
        let (answer, answered) = mpsc::channel();
        self.to_window.send(Job::Window(change, answer)).unwrap();
        answered.recv().unwrap()
    }

    /// The game on show now.
    pub fn game(&self) -> Game {
        self.table.lock().unwrap().game().unwrap().game.clone()
    }

    /// The table's version now.
    pub fn version(&self) -> u64 {
        self.table.lock().unwrap().version()
    }

    /// The game as its file holds it.
    pub fn on_disk(&self, id: &str) -> Game {
        Store::at(&self.dir).load(id).unwrap().game
    }
}

impl Drop for Desk {
    fn drop(&mut self) {
        let _ = self.to_window.send(Job::Stop);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// An outcome read from an answer's body.
pub fn outcome(body: &[u8]) -> Outcome {
    serde_json::from_slice(body).expect("an outcome")
}
