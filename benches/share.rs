//! Figures for Phones and TV (issue 21), printed, never asserted: run
//! `cargo bench --bench share`. Everything on the loopback.
//!
//! - The time from a command to the pages: 30 pages on the table's event
//!   stream; for each of 200 commands, from the moment the app hands the
//!   server its new state until the last of the 30 has read it (target
//!   under 100 ms).
//! - The command path with and without 30 pages: running a command,
//!   building the pages' state and handing it over (the app's path, which
//!   waits for no page), 500 commands each.
//! - The memory the server adds: the process's resident memory before the
//!   server starts, once it listens, and with 6 pages (`curl` processes,
//!   so their own memory is not counted) after 100 states (target under
//!   5 MB). Measured first, before the rest has grown the heap; the
//!   server's own tokio runtime is counted (the app shares iced's).
//!
//! On the shared 2-core machine (1 Dec 2026): command to the last of 30
//! pages median 1.0–1.3 ms, p95 1.4–4.5 ms; the command path 0.039 ms
//! median with and without 30 pages; the server +1.3 MB listening and
//! +1.7 MB with 6 pages.

#[path = "../tests/web/mod.rs"]
mod web;

use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use meeple_companion::engine::{Command as GameCommand, Game, Kind};
use meeple_companion::share::{Limits, page};

use web::games::{self, ANNA, BERT, CLEO, DIRK};
use web::measure::{resident_kib, show};

fn command(game: &mut Game, i: usize) {
    let seats = [ANNA, BERT, CLEO, DIRK];
    if i.is_multiple_of(2) {
        games::score(game, Kind::Road, 1 + (i % 7) as u32, &[seats[(i / 2) % 4]]);
    } else {
        games::run(game, GameCommand::EndTurn);
    }
}

/// The command path: run, build the state, hand it over.
fn command_path(game: &mut Game, serving: &web::Serving, commands: usize) -> Vec<Duration> {
    let start = game.log().len();
    (start..start + commands)
        .map(|i| {
            let t = Instant::now();
            command(game, i);
            serving.server.publish(page::snapshot(game, None));
            t.elapsed()
        })
        .collect()
}

/// Memory first, before anything else has grown the heap.
fn memory() {
    // Memory: before the server, listening, and with 6 pages.
    let game = games::uncounted();
    let before = resident_kib();
    let serving = web::serve(&game, Limits::default());
    std::thread::sleep(Duration::from_millis(200));
    let listening = resident_kib();
    let url = format!("http://{}/events", serving.addr());
    // Six devices: each curl from a loopback address of its own (the
    // server allows one address four streams).
    let curls: Vec<Child> = (0..6)
        .filter_map(|i| {
            let source = format!("127.2.0.{}", i + 1);
            Command::new("curl")
                .args(["-sN", "--interface", &source, "-o", "/dev/null", &url])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .ok()
        })
        .collect();
    if curls.len() < 6 {
        println!("memory: skipped, curl is not installed");
        return;
    }
    assert!(web::eventually(Duration::from_secs(10), || serving
        .server
        .status()
        .pages
        == 6));
    let mut game = game;
    for i in 0..100 {
        command(&mut game, i);
        serving.publish(&game);
    }
    std::thread::sleep(Duration::from_millis(500));
    let with_pages = resident_kib();
    println!(
        "memory: {before} KiB before the server, +{} KiB listening, +{} KiB with 6 pages after 100 states",
        listening.saturating_sub(before),
        with_pages.saturating_sub(before)
    );
    for mut curl in curls {
        let _ = curl.kill();
        let _ = curl.wait();
    }
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    memory();
    let epoch = Instant::now();
    let now = move || epoch.elapsed().as_nanos() as u64;

    // The command path without pages.
    let mut game = games::uncounted();
    let serving = web::serve(&game, Limits::default());
    let alone = command_path(&mut game, &serving, 500);
    show("command path, no page", alone);

    // 30 pages; each notes when it read each state (by its move count).
    const PAGES: usize = 30;
    const COMMANDS: usize = 200;
    let first = game.log().len();
    let seen: Arc<Vec<Vec<AtomicU64>>> = Arc::new(
        (0..PAGES)
            .map(|_| (0..=COMMANDS).map(|_| AtomicU64::new(0)).collect())
            .collect(),
    );
    let readers: Vec<_> = (0..PAGES)
        .map(|page| {
            let mut events = web::Events::open(serving.addr(), "/events", None).unwrap();
            events.set_timeout(Duration::from_secs(20));
            let seen = seen.clone();
            std::thread::spawn(move || {
                while let Some(state) = events.next_state() {
                    let moves = state["moves"].as_u64().unwrap_or(0) as usize;
                    if moves >= first {
                        seen[page][moves - first].store(now(), Ordering::Release);
                    }
                    if moves == first + COMMANDS {
                        return;
                    }
                }
            })
        })
        .collect();
    assert!(web::eventually(Duration::from_secs(10), || serving
        .server
        .status()
        .pages
        == PAGES));
    let mut latencies = Vec::new();
    for i in 1..=COMMANDS {
        command(&mut game, first + i - 1);
        let snapshot = page::snapshot(&game, None);
        let sent = now();
        serving.server.publish(snapshot);
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let last = (0..PAGES)
                .map(|p| seen[p][i].load(Ordering::Acquire))
                .collect::<Vec<_>>();
            if last.iter().all(|t| *t != 0) {
                let slowest = last.into_iter().max().unwrap_or(sent);
                latencies.push(Duration::from_nanos(slowest.saturating_sub(sent)));
                break;
            }
            assert!(Instant::now() < deadline, "a page missed state {i}");
            std::thread::yield_now();
        }
    }
    for reader in readers {
        reader.join().unwrap();
    }
    show("command to the last of 30 pages", latencies);

    // The command path with 30 pages reading (without waiting for them).
    let readers: Vec<_> = (0..PAGES)
        .map(|_| {
            let mut events = web::Events::open(serving.addr(), "/events", None).unwrap();
            events.set_timeout(Duration::from_secs(2));
            std::thread::spawn(move || while events.next_state().is_some() {})
        })
        .collect();
    assert!(web::eventually(Duration::from_secs(10), || serving
        .server
        .status()
        .pages
        == PAGES));
    let busy = command_path(&mut game, &serving, 500);
    show("command path, 30 pages", busy);
    drop(serving);
    for reader in readers {
        let _ = reader.join();
    }
}
