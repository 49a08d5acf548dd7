//! Phones that act under load (issue 30): six phones acting on what their
//! pages offer, each from its own loopback address, while thirty pages
//! watch and the window enters 500 commands. Every action gets exactly
//! one answer, none is applied twice, every page ends on the last state.
//! Bounded: 500 commands, each phone at most a few requests a second,
//! everything over in well under 30 s.

mod web;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use meeple_companion::engine::{
    Command, DeckId, FeatureScoring, Game, Kind, PlayerId, Shuffles, decks,
};
use meeple_companion::share::Limits;
use meeple_companion::share::acting::Outcome;
use meeple_companion::table::Change;

use web::{Events, Phone, desk::outcome, games};

const PHONES: usize = 6;
const PAGES: usize = 30;
const COMMANDS: usize = 500;

/// Six players with Christmas Present, the tiles not counted.
fn six_players() -> Game {
    let mut setup = games::six_long_names().setup().clone();
    setup.tiles = None;
    let mut shuffles = Shuffles::new();
    shuffles.fill(&decks(&setup), |_| {});
    Game::begin(setup, &shuffles).expect("a valid setup")
}

/// One request and what it was answered, both times when sent twice.
struct Sent {
    undo: bool,
    outcome: Outcome,
}

/// The form of an act filled in: a count of 1, no toggle, the meeple,
/// no other player.
fn values(act: &serde_json::Value) -> serde_json::Value {
    act["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|field| match field["kind"].as_str().unwrap() {
            "count" => serde_json::json!(1),
            "players" => serde_json::json!([]),
            "figure" => serde_json::json!(0),
            _ => serde_json::json!(false),
        })
        .collect()
}

/// A phone acting in a loop until `stop`: the first thing its page
/// offers, else the undo of its own last action (whether offered or not); every fifth request sent
/// twice. What each request was answered.
fn act_in_a_loop(phone: &Phone, seat: usize, stop: &AtomicBool) -> Vec<Sent> {
    let mut sent = Vec::new();
    let mut n = 0;
    while !stop.load(Ordering::SeqCst) {
        let state = phone.state();
        let version = &state["version"];
        let id = format!("p{seat}-{n}");
        let acts = state["acts"].as_array().unwrap();
        let body = if let Some(act) = acts.first() {
            let answers = act["answers"].as_array().unwrap();
            let chosen = answers
                .iter()
                .find(|a| a["main"] == true)
                .unwrap_or(&answers[0]);
            Some((
                false,
                serde_json::json!({
                    "id": id, "version": version, "act": act["act"],
                    "answer": chosen["answer"], "values": values(act),
                }),
            ))
        } else {
            // The undo of its own last action: offered or not (then
            // refused, the page being old or nothing being the phone's).
            Some((
                true,
                serde_json::json!({"id": id, "version": version, "undo": true}),
            ))
        };
        if let Some((undo, body)) = body {
            let body = body.to_string();
            let reply = phone.act(&body);
            let told = outcome(&reply.body);
            assert_eq!(reply.status == 200, told.ok, "{}", reply.text());
            if !told.ok {
                let why = told.why.as_deref().unwrap_or_default();
                assert!(
                    ["stale", "rules", "not-yours", "cannot-save"].contains(&why),
                    "{id}: {}",
                    reply.text()
                );
            }
            if n % 5 == 0 {
                // The same outcome (a stale one comes with the newest
                // state, which may have moved on again).
                let again = phone.act(&body);
                assert_eq!(again.status, reply.status, "{id} sent again");
                assert_eq!(outcome(&again.body), told, "{id} sent again");
            }
            sent.push(Sent {
                undo,
                outcome: told,
            });
        }
        n += 1;
        // At most 4 rounds a second, a request each, and one sent twice
        // in 5 rounds: within the 5 a second of a link.
        std::thread::sleep(Duration::from_millis(300));
    }
    sent
}

/// A page watching: the version of each state it was sent, until it
/// holds `last` (once set) or `within` is over.
fn watch(mut events: Events, seen: Arc<AtomicU64>, last: Arc<AtomicU64>, within: Duration) {
    let start = Instant::now();
    events.set_timeout(Duration::from_secs(5));
    while start.elapsed() < within {
        if seen.load(Ordering::SeqCst) == last.load(Ordering::SeqCst) {
            return;
        }
        let Some(event) = events.next() else { return };
        if event.name == "state" {
            let version = event.json()["version"].as_u64().unwrap();
            seen.store(version, Ordering::SeqCst);
        }
    }
}

#[test]
fn six_phones_act_while_thirty_pages_watch_and_the_window_enters_500_commands() {
    let start = Instant::now();
    let limits = Limits {
        connections: 128,
        keep_alive: Duration::from_millis(250),
        peer_bytes_per_second: 100_000_000,
        ..Limits::default()
    };
    let acting = web::serve_acting(six_players(), limits);
    let addr = acting.addr();
    let phones: Vec<Phone> = (0..PHONES)
        .map(|seat| Phone::claim(addr, &acting.token(seat), seat))
        .collect();
    // 24 table pages, each from its own address, and each phone's own.
    let last = Arc::new(AtomicU64::new(u64::MAX));
    let mut watchers = Vec::new();
    let mut seen = Vec::new();
    for page in 0..PAGES {
        let events = if page < PAGES - PHONES {
            Events::open(addr, "/events", None).unwrap()
        } else {
            let phone = &phones[page - (PAGES - PHONES)];
            let stream = web::connect_from(phone.source, addr);
            let path = format!("{}/events", phone.path);
            Events::open_on(stream, addr, &path, Some(&phone.cookie)).unwrap()
        };
        let version = Arc::new(AtomicU64::new(0));
        seen.push(version.clone());
        let last = last.clone();
        watchers.push(std::thread::spawn(move || {
            watch(events, version, last, Duration::from_secs(25));
        }));
    }
    let stop = Arc::new(AtomicBool::new(false));
    let acting_phones: Vec<_> = phones
        .into_iter()
        .enumerate()
        .map(|(seat, phone)| {
            let stop = stop.clone();
            std::thread::spawn(move || (seat, act_in_a_loop(&phone, seat, &stop)))
        })
        .collect();
    // The window: scores and ends turns, now and then draws a card; a
    // command refused while the table waits on a phone is entered again
    // a moment later (each try counts as one of the 500).
    let mut taken = 0;
    let mut entered = 0;
    let mut n = 0;
    while entered < COMMANDS {
        let player = acting.desk.game().state().turn.player;
        let command = match n % 12 {
            0 => Command::Christmas(meeple_companion::engine::christmas::Command::Draw {
                deck: DeckId::named("cloister"),
            }),
            k if k % 2 == 1 => Command::Score(FeatureScoring::shared(Kind::City, 2, &[player])),
            _ => Command::EndTurn,
        };
        entered += 1;
        if acting.desk.window(Change::Command(command)).is_ok() {
            taken += 1;
            n += 1;
        } else {
            std::thread::sleep(Duration::from_millis(25));
        }
    }
    stop.store(true, Ordering::SeqCst);
    let answers: Vec<(usize, Vec<Sent>)> = acting_phones
        .into_iter()
        .map(|phone| phone.join().unwrap())
        .collect();
    let version = acting.desk.version();
    last.store(version, Ordering::SeqCst);
    for watcher in watchers {
        watcher.join().unwrap();
    }
    let game = acting.desk.game();
    let mut done = 0;
    for (seat, sent) in answers.iter() {
        let ok = |undo: bool| {
            sent.iter()
                .filter(|s| s.undo == undo && s.outcome.ok)
                .count()
        };
        let entries = game
            .log()
            .iter()
            .filter(|e| e.phone == Some(PlayerId(*seat as u8)))
            .count();
        assert_eq!(
            entries,
            ok(false) - ok(true),
            "seat {seat}: each action taken once"
        );
        done += ok(false);
    }
    let seen: Vec<u64> = seen.iter().map(|v| v.load(Ordering::SeqCst)).collect();
    assert!(
        seen.iter().all(|v| *v == version),
        "every page on version {version}: {seen:?}"
    );
    assert!(taken > COMMANDS / 4, "the window's commands taken: {taken}");
    assert!(done > 0, "no phone's action was taken");
    let sent: usize = answers.iter().map(|(_, s)| s.len()).sum();
    let refused: Vec<&str> = answers
        .iter()
        .flat_map(|(_, s)| s.iter().filter_map(|s| s.outcome.why.as_deref()))
        .collect();
    let stale = refused.iter().filter(|w| **w == "stale").count();
    println!(
        "{taken} of {COMMANDS} window commands taken, {done} of {sent} phone requests \
         taken ({stale} stale, {} refused otherwise), version {version}, in {:?}",
        refused.len() - stale,
        start.elapsed()
    );
    assert!(start.elapsed() < Duration::from_secs(30));
}
