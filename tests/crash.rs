//! The crash harness: a process saving a growing game (this test binary
//! run as [`save_loop`], using the real store, playing commands of every
//! expansion: [`next_command`]) is killed with SIGKILL at random moments. After each kill the save must load and hold at least
//! every command whose save had finished (the process prints `saved N`
//! after each), and the listing must show the one game and nothing else:
//! no temp file, no unreadable file. The loop holds the game's lock, as a
//! window does: while it runs the game is taken, and once it is killed the
//! game is free again.
//!
//! `cargo test` kills it 15 times. The long run, by hand:
//!
//! ```sh
//! MEEPLE_COMPANION_KILLS=300 cargo test --test crash -- --nocapture
//! ```

#![cfg(unix)]

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Command, ExitCode, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use meeple_companion::engine::{
    Command as GameCommand, FeatureScoring, Figure, Game, Kind, PlayerId, christmas, gold,
    messages, notation,
};
use meeple_companion::store::{DATA_DIR_VAR, Listing, SavedGame, Store, StoreError};

/// Names the game [`save_loop`] plays; unset, it does nothing.
const SAVE_LOOP_VAR: &str = "MEEPLE_COMPANION_SAVE_LOOP";

/// The process the harness kills, kept out of the shipped binary: this
/// test binary started again with `--ignored --exact save_loop` and the
/// game's id in [`SAVE_LOOP_VAR`] (without it, as in `cargo test --
/// --ignored`, it returns at once).
#[test]
#[ignore = "the child process of a_killed_save_loses_nothing_and_damages_nothing"]
fn save_loop() {
    if let Ok(id) = std::env::var(SAVE_LOOP_VAR) {
        std::process::exit(if run_save_loop(&id) == ExitCode::SUCCESS {
            0
        } else {
            1
        });
    }
}

/// Locks and loads `id` (or starts it with every expansion), then forever
/// adds a command, saves, and prints `saved N` once the save with N
/// commands is complete.
fn run_save_loop(id: &str) -> ExitCode {
    let store = match Store::open_default() {
        Ok(store) => store,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    // Held like a window holds its game, so the harness sees the lock.
    let _lock = match store.lock(id) {
        Ok(lock) => lock,
        Err(error) => {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
    };
    let mut saved = match store.load(id) {
        Ok(saved) => saved,
        // Every expansion; no tile counter, so turns never run out.
        Err(StoreError::NotFound(_)) => SavedGame {
            id: id.to_owned(),
            created: chrono::Utc::now(),
            game: loop_game(),
        },
        Err(error) => {
            eprintln!("{id}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut out = std::io::stdout().lock();
    loop {
        let Some(command) = next_command(&saved.game) else {
            eprintln!(
                "no command of the loop is accepted after {:?}",
                saved.game.log().last()
            );
            return ExitCode::FAILURE;
        };
        if let Err(error) = saved.game.execute(command, chrono::Utc::now()) {
            eprintln!("the loop's command was refused: {error}");
            return ExitCode::FAILURE;
        }
        if let Err(error) = store.save(&saved) {
            eprintln!("{error}");
            return ExitCode::FAILURE;
        }
        if writeln!(out, "saved {}", saved.game.log().len())
            .and_then(|()| out.flush())
            .is_err()
        {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// The commands the loop plays in turn, of the base game and of every
/// expansion (The Messages' take-two, Christmas Present's cards, Gold
/// Mines' gold), so every kind of event is in the files it writes.
fn candidates(game: &Game) -> Vec<GameCommand> {
    let state = game.state();
    let active = state.turn.player;
    let next = PlayerId(((active.index() + 1) % game.setup().players.len()) as u8);
    let meeple = Figure::Meeple;
    let mut commands = vec![
        GameCommand::Score(FeatureScoring::single(Kind::City, 4, active)),
        GameCommand::Christmas(christmas::Command::Draw {
            deck: christmas::CLOISTER,
        }),
        GameCommand::Gold(gold::Command::GoldTile),
        GameCommand::Gold(gold::Command::Award {
            kind: Kind::City,
            pools: vec![gold::Pool {
                pieces: 1,
                claimants: vec![active],
            }],
        }),
        GameCommand::Score(FeatureScoring::single(Kind::Road, 3, next)),
        GameCommand::Christmas(christmas::Command::Draw {
            deck: christmas::ROADSIDE,
        }),
        GameCommand::EndTurn,
        GameCommand::Correct {
            player: next,
            figure: meeple,
            delta: 1,
        },
        GameCommand::EndTurn,
    ];
    // What settles a waiting question: a message (take two), a card
    // drawn (used however it asks), a shield, a hand over its limit.
    commands.push(GameCommand::Messages(messages::Command::Resolve {
        resolution: messages::Resolution::TakeTwo,
        figure: meeple,
    }));
    let mut targets = vec![
        christmas::Target::Plain,
        christmas::Target::NoTarget,
        christmas::Target::Points { points: 3 },
        christmas::Target::Bonus {
            tiles: 3,
            pennants: 0,
            with: Vec::new(),
        },
        christmas::Target::Against {
            players: vec![next],
        },
    ];
    for feature in [
        christmas::Feature::Road,
        christmas::Feature::City,
        christmas::Feature::Cloister,
    ] {
        targets.push(christmas::Target::Counts {
            feature,
            tiles: 3,
            pennants: 0,
        });
    }
    for target in &targets {
        commands.push(GameCommand::Christmas(christmas::Command::Use {
            figure: meeple,
            target: target.clone(),
        }));
    }
    for player in 0..game.setup().players.len() {
        commands.push(GameCommand::Christmas(christmas::Command::Shield {
            player: PlayerId(player as u8),
            cancel: false,
        }));
    }
    if let Some(card) = state
        .christmas
        .as_ref()
        .and_then(|cards| cards.hand(active).first().copied())
    {
        let kind = card.id().to_owned();
        for target in targets {
            commands.push(GameCommand::Christmas(christmas::Command::Play {
                player: active,
                kind: kind.clone(),
                figure: meeple,
                target,
            }));
        }
        commands.push(GameCommand::Christmas(christmas::Command::Discard {
            player: active,
            kind,
        }));
    }
    commands
}

/// How many of [`candidates`] take turns; the rest only settle.
const IN_TURN: usize = 9;

/// The next command of the loop: the one of the first [`IN_TURN`]
/// [`candidates`] whose turn it is (its place moves on with the log), else
/// the first the game accepts of what settles a waiting question, then of
/// the others. The log only grows (no undo), so `saved N` counts it.
fn next_command(game: &Game) -> Option<GameCommand> {
    let commands = candidates(game);
    let accepted = |command: &&GameCommand| {
        game.clone()
            .execute((*command).clone(), chrono::Utc::now())
            .is_ok()
    };
    let turn = &commands[game.log().len() % IN_TURN];
    std::iter::once(turn)
        .chain(&commands[IN_TURN..])
        .chain(&commands[..IN_TURN])
        .find(accepted)
        .cloned()
}

/// What kind of command the loop played, for its figures.
fn kind_of(command: &GameCommand) -> &'static str {
    match command {
        GameCommand::Messages(messages::Command::Resolve {
            resolution: messages::Resolution::TakeTwo,
            ..
        }) => "take-two",
        GameCommand::Messages(_) => "another message command",
        GameCommand::Christmas(christmas::Command::Draw { .. }) => "a card drawn",
        GameCommand::Christmas(christmas::Command::Use { .. }) => "a card used",
        GameCommand::Christmas(_) => "another card command",
        GameCommand::Gold(_) => "gold",
        GameCommand::EndTurn => "end-turn",
        GameCommand::Score(_) => "score",
        GameCommand::Correct { .. } => "correct",
        _ => "other",
    }
}

/// The loop's game: every expansion, no tile counter.
fn loop_game() -> Game {
    let script = "player Anna red\nplayer Bert blue\nplayer Cleo green\n\
                  saint-nicholas\nmessages\nchristmas\ngold-mines\ntiles off\n";
    notation::run_shuffled(script, chrono::Utc::now, fastrand::shuffle)
        .expect("the loop's setup is valid")
}

#[test]
fn the_save_loop_plays_commands_of_every_expansion() {
    // Shuffled each time, as the loop's games are; a few games.
    let mut seen = std::collections::BTreeMap::new();
    for _ in 0..4 {
        let mut game = loop_game();
        for _ in 0..300 {
            let command = next_command(&game).expect("a command is accepted");
            game.execute(command, chrono::Utc::now()).unwrap();
        }
        for entry in game.log() {
            *seen.entry(kind_of(&entry.command)).or_insert(0) += 1;
        }
        // Saint Nicholas has no command of its own: its board moves
        // with the scores, and the file records it.
        assert!(game.state().saint_nicholas.is_some());
    }
    eprintln!("4 games of 300 commands: {seen:?}");
    for what in [
        "take-two",
        "a card drawn",
        "a card used",
        "gold",
        "end-turn",
        "score",
    ] {
        assert!(
            seen.get(what).copied().unwrap_or(0) >= 4,
            "{what}: {seen:?}"
        );
    }
}

/// What the kills did.
#[derive(Debug, Default)]
struct Figures {
    kills: usize,
    /// Kills that left a temp file: the process was inside a save.
    mid_write: usize,
    /// Commands whose save had finished but that the file did not hold.
    lost: usize,
    /// Kills after which the file did not load.
    damaged: usize,
    /// Times the game was seen locked by the running process.
    locked: usize,
    /// Commands in the game at the end.
    commands: usize,
    /// Of which kind, in the file at the end.
    kinds: std::collections::BTreeMap<&'static str, usize>,
}

fn temp_files(dir: &Path) -> usize {
    std::fs::read_dir(dir).map_or(0, |entries| {
        entries
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
            .count()
    })
}

/// The last `saved N` the process printed: its last finished save.
fn last_saved(stdout: &str) -> Option<usize> {
    stdout
        .lines()
        .filter_map(|line| line.strip_prefix("saved ")?.parse().ok())
        .next_back()
}

fn kill_at_random(kills: usize, seed: u64) -> Figures {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut figures = Figures::default();
    // Every command whose save finished, over all runs so far.
    let mut confirmed = 0;
    for kill in 0..kills {
        let temps_before = temp_files(store.dir());
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "--ignored",
                "--exact",
                "save_loop",
                "--nocapture",
                "--quiet",
            ])
            .env(SAVE_LOOP_VAR, "g")
            .env(DATA_DIR_VAR, data.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let stdout = child.stdout.take().unwrap();
        let (lines, printed) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            let mut text = String::new();
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                // The test harness has its own lines ("running 1 test").
                if line.starts_with("saved ") {
                    let _ = lines.send(());
                }
                text.push_str(&line);
                text.push('\n');
            }
            text
        });
        // Now and then while the process starts or loads; mostly once it
        // saves, at any moment of a save (a few milliseconds each).
        if rng.u8(..10) == 0 {
            std::thread::sleep(Duration::from_millis(rng.u64(0..20)));
        } else {
            if printed.recv_timeout(Duration::from_secs(10)).is_ok() {
                // Another process: the game is taken, unless the loop has
                // stopped on its own (then say why).
                match store.lock("g") {
                    Err(StoreError::InUse(_)) => figures.locked += 1,
                    Err(error) => panic!("kill {kill}: cannot try the lock: {error}"),
                    Ok(lock) => {
                        drop(lock);
                        let status = child.wait().unwrap();
                        let mut stderr = String::new();
                        let _ = child.stderr.take().unwrap().read_to_string(&mut stderr);
                        panic!(
                            "kill {kill}: the loop stopped ({status}) and left the game free: {stderr}"
                        );
                    }
                }
            }
            std::thread::sleep(Duration::from_micros(rng.u64(0..40_000)));
        }
        child.kill().unwrap();
        child.wait().unwrap();
        figures.kills += 1;
        let stdout = reader.join().unwrap();
        let mut stderr = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut stderr)
            .unwrap();
        assert!(stderr.is_empty(), "kill {kill}: the loop failed: {stderr}");
        if let Some(n) = last_saved(&stdout) {
            confirmed = confirmed.max(n);
        }
        if temp_files(store.dir()) > temps_before {
            figures.mid_write += 1;
        }
        if confirmed == 0 && !store.dir().join("g.json").exists() {
            continue; // killed before the first save of all
        }
        match store.load("g") {
            Ok(saved) => {
                let held = saved.game.log().len();
                figures.lost += confirmed.saturating_sub(held);
                figures.commands = held;
                figures.kinds.clear();
                for entry in saved.game.log() {
                    *figures.kinds.entry(kind_of(&entry.command)).or_insert(0) += 1;
                }
                confirmed = confirmed.max(held);
            }
            Err(error) => {
                // The loop could not go on with it: stop and report.
                eprintln!("kill {kill}: the save does not load: {error}");
                figures.damaged += 1;
                return figures;
            }
        }
        // However it ended, the killed process left the game free.
        drop(store.lock("g").expect("a killed process holds no lock"));
        let listing = store.list();
        assert!(
            matches!(&listing[..], [Listing::Game(summary)] if summary.id == "g"),
            "kill {kill}: the listing shows more than the game: {listing:?}"
        );
    }
    figures
}

#[test]
fn a_killed_save_loses_nothing_and_damages_nothing() {
    let kills = std::env::var("MEEPLE_COMPANION_KILLS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(15);
    let seed = std::env::var("MEEPLE_COMPANION_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| fastrand::u64(..));
    let figures = kill_at_random(kills, seed);
    eprintln!("crash harness (seed {seed}): {figures:?}");
    assert_eq!(figures.lost, 0, "{figures:?}");
    assert_eq!(figures.damaged, 0, "{figures:?}");
    assert_eq!(figures.kills, kills);
}
