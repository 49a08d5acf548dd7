//! Figures for phones that act (issue 30), printed, never asserted: run
//! `cargo bench --bench act`. Everything on the loopback; the laptop's
//! side is the tests' desk (`tests/web/desk.rs`: a table saving into a
//! folder, each phone's change answered once its save is written).
//!
//! - From a phone's action to the window: from the moment the phone
//!   starts sending its `POST` until the table has taken the change (the
//!   window shows it from there; its save is still to run).
//! - From a phone's action to the last of 30 pages: until the last of 30
//!   pages watching the table's stream has read the new state (after the
//!   save, as every page is sent a phone's change only once it is on
//!   disk; target under 100 ms).
//! - From a phone's action to its answer (done, on disk).
//! - The memory the server adds with 6 acting phones: the process's
//!   resident memory before the server starts, once it listens with the
//!   six links claimed (six players), and after each phone sent 10
//!   actions (the phones
//!   are threads of this process: their own few stacks are counted too).
//!
//! Each phone sends at most 5 actions a second (the server's limit per
//! link), so the latencies are 60 actions of one phone, 200 ms apart:
//! Anna playing her loop road and taking it back, in turn.
//!
//! On the shared 2-core machine (3 Dec 2026), two runs: action to the
//! window's table median 0.63 ms (p95 0.9 ms); to its answer median
//! 2.8–4.1 ms (p95 3.4–5.6 ms, the save's fsync); to the last of 30 pages
//! median 3.0–4.2 ms, p95 3.5–5.7 ms, max 6.7–11 ms (target under 100 ms);
//! memory +3.7–3.8 MB listening with 6 links claimed (the server's own
//! tokio runtime and the desk's threads; the app shares iced's runtime)
//! and +4.8–5.0 MB after 6 phones sent 10 actions each.

#[path = "../tests/web/mod.rs"]
mod web;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use meeple_companion::engine::DeckId;
use meeple_companion::share::Limits;

use web::measure::{resident_kib, show};
use web::{Phone, desk::outcome, games};

/// Anna's turn, her loop road in hand.
fn game() -> meeple_companion::engine::Game {
    let mut game = games::new_game();
    games::draw(&mut game, DeckId::named("cloister"));
    game
}

/// Anna's next action on a page at `version`: her loop road played
/// (`play`), or taken back.
fn action(id: usize, version: u64, play: bool) -> String {
    if play {
        serde_json::json!({
            "id": format!("a{id}"), "version": version, "act": 0, "answer": 0,
            "values": [3, []],
        })
        .to_string()
    } else {
        serde_json::json!({"id": format!("a{id}"), "version": version, "undo": true}).to_string()
    }
}

/// Memory first, before anything else has grown the heap.
fn memory() {
    let before = resident_kib();
    let limits = Limits {
        connections: 128,
        ..Limits::default()
    };
    let acting = web::serve_acting(games::six_long_names(), limits);
    let phones: Vec<Phone> = (0..6)
        .map(|seat| Phone::claim(acting.addr(), &acting.token(seat), seat))
        .collect();
    std::thread::sleep(Duration::from_millis(200));
    let listening = resident_kib();
    // Each phone 10 actions, at most 5 a second: six players with
    // Christmas Present, nothing in hand, so each is refused (the rules,
    // or stale) after the same path as one taken.
    std::thread::scope(|scope| {
        for (seat, phone) in phones.iter().enumerate() {
            scope.spawn(move || {
                for i in 0..10 {
                    let version = phone.state()["version"].as_u64().unwrap();
                    let _ = phone.act(&action(seat * 100 + i, version, i % 2 == 0));
                    std::thread::sleep(Duration::from_millis(210));
                }
            });
        }
    });
    std::thread::sleep(Duration::from_millis(200));
    let acted = resident_kib();
    println!(
        "memory: {before} KiB before the server, +{} KiB listening with 6 links claimed, \
         +{} KiB after 6 phones sent 10 actions each",
        listening.saturating_sub(before),
        acted.saturating_sub(before)
    );
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    memory();
    const PAGES: usize = 30;
    const ACTIONS: usize = 60;
    let limits = Limits {
        connections: 128,
        ..Limits::default()
    };
    let acting = web::serve_acting(game(), limits);
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let first = acting.desk.version();
    let epoch = Instant::now();
    // Each page notes when it read each version after the first.
    let seen: Arc<Vec<Vec<AtomicU64>>> = Arc::new(
        (0..PAGES)
            .map(|_| (0..=ACTIONS).map(|_| AtomicU64::new(0)).collect())
            .collect(),
    );
    let readers: Vec<_> = (0..PAGES)
        .map(|page| {
            let mut events = web::Events::open(acting.addr(), "/events", None).unwrap();
            events.set_timeout(Duration::from_secs(20));
            let seen = seen.clone();
            std::thread::spawn(move || {
                while let Some(state) = events.next_state() {
                    let version = state["version"].as_u64().unwrap_or(0);
                    if version > first {
                        let k = (version - first) as usize;
                        seen[page][k].store(epoch.elapsed().as_nanos() as u64, Ordering::Release);
                        if k == ACTIONS {
                            return;
                        }
                    }
                }
            })
        })
        .collect();
    assert!(web::eventually(Duration::from_secs(10), || acting
        .server
        .status()
        .pages
        == PAGES));
    let (mut to_window, mut to_pages, mut to_answer) = (Vec::new(), Vec::new(), Vec::new());
    let mut version = first;
    for k in 1..=ACTIONS {
        let body = action(k, version, k % 2 == 1);
        let sent = Instant::now();
        let reply = anna.act(&body);
        to_answer.push(sent.elapsed());
        let told = outcome(&reply.body);
        assert!(told.ok, "{}", reply.text());
        version = told.version;
        assert_eq!(version, first + k as u64);
        let taken = acting.desk.taken.lock().unwrap().last().copied();
        let (at, when) = taken.expect("taken");
        assert_eq!(at, version);
        to_window.push(when.duration_since(sent));
        let deadline = Instant::now() + Duration::from_secs(5);
        let sent = sent.duration_since(epoch).as_nanos() as u64;
        loop {
            let last: Vec<u64> = (0..PAGES)
                .map(|p| seen[p][k].load(Ordering::Acquire))
                .collect();
            if last.iter().all(|t| *t != 0) {
                let slowest = last.into_iter().max().unwrap_or(sent);
                to_pages.push(Duration::from_nanos(slowest.saturating_sub(sent)));
                break;
            }
            assert!(Instant::now() < deadline, "a page missed action {k}");
            std::thread::yield_now();
        }
        // 5 actions a second per link.
        std::thread::sleep(Duration::from_millis(200));
    }
    for reader in readers {
        reader.join().unwrap();
    }
    show("phone's action to the window's table", to_window);
    show("phone's action to its answer (on disk)", to_answer);
    show("phone's action to the last of 30 pages", to_pages);
}
