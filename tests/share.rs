//! Phones and TV (issue 21): the web server inside the app, over HTTP on
//! the loopback. Each page and the event stream; a command in the app
//! reaching a connected page; no page ever showing another player's hand;
//! wrong, revoked and claimed tokens answered exactly like an unknown
//! address; methods, oversized and slow requests refused or cut off; a
//! page that reconnects getting the whole state; and a bounded load test.

mod ui;
mod web;

use std::io::{Read, Write};
use std::sync::Arc;
use std::time::Duration;

use meeple_companion::app::{self, App, Message, Screen};
use meeple_companion::engine::christmas as xp;
use meeple_companion::engine::{Game, Kind, Phase, Viewer};
use meeple_companion::share::{CSP, Config, Limits, Links, NOT_FOUND, PORTS_TRIED, Server, page};
use meeple_companion::store::{SavedGame, Store};

use web::games::{self, ANNA, BERT};
use web::*;

fn quick() -> Limits {
    Limits {
        header_time: Duration::from_millis(400),
        idle: Duration::from_millis(800),
        keep_alive: Duration::from_millis(150),
        ..Limits::default()
    }
}

fn card_id(card: meeple_companion::engine::christmas::Card) -> String {
    format!("{}-{}", card.deck.as_str(), card.number)
}

/// Every card in every hand, by seat.
fn hands(game: &Game) -> Vec<Vec<String>> {
    let cards = game.state().christmas.as_ref().unwrap();
    cards
        .hands
        .iter()
        .map(|hand| hand.iter().copied().map(card_id).collect())
        .collect()
}

#[test]
fn the_table_page_and_its_assets_are_served_with_strict_headers() {
    let game = games::evening();
    let serving = serve(&game, Limits::default());
    let addr = serving.addr();
    let page = get(addr, "/");
    assert_eq!(page.status, 200);
    assert_eq!(
        page.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    assert!(
        page.text()
            .starts_with("<!doctype html>\n<html lang=\"en\">")
    );
    let state = page.state();
    assert_eq!(state["banner"], "Dirk’s turn");
    assert_eq!(state["players"].as_array().unwrap().len(), 4);
    assert!(state["mine"].is_null());
    for (path, kind) in [
        ("/app.js", "text/javascript; charset=utf-8"),
        ("/app.css", "text/css; charset=utf-8"),
        ("/theme.css", "text/css; charset=utf-8"),
        ("/font.ttf", "font/ttf"),
        ("/icon.svg", "image/svg+xml"),
        ("/qr.svg", "image/svg+xml"),
    ] {
        let asset = get(addr, path);
        assert_eq!(asset.status, 200, "{path}");
        assert_eq!(asset.header("content-type"), Some(kind), "{path}");
        assert!(!asset.body.is_empty(), "{path}");
    }
    assert!(get(addr, "/theme.css").text().contains("--p-red:#d02a22"));
    // Every answer carries the strict headers, a 404 too.
    for path in ["/", "/app.js", "/events-not", "/p/x"] {
        let reply = get(addr, path);
        assert_eq!(reply.header("content-security-policy"), Some(CSP), "{path}");
        assert_eq!(
            reply.header("referrer-policy"),
            Some("no-referrer"),
            "{path}"
        );
        assert_eq!(
            reply.header("x-content-type-options"),
            Some("nosniff"),
            "{path}"
        );
        assert_eq!(reply.header("x-frame-options"), Some("DENY"), "{path}");
    }
    assert_eq!(page.header("cache-control"), Some("no-store"));
    // Nothing is loaded from elsewhere: the page names no other host.
    let text = page.text();
    assert!(!text.contains("http://") && !text.contains("https://") && !text.contains("//cdn"));
    // The script names one address: SVG's namespace, which loads nothing.
    let script = get(addr, "/app.js")
        .text()
        .replace("http://www.w3.org/2000/svg", "");
    assert!(!script.contains("http:") && !script.contains("https:"));
    assert!(!get(addr, "/app.css").text().contains("http"));
}

#[test]
fn the_table_stream_sends_the_whole_state_then_every_change() {
    let mut game = games::new_game();
    let serving = serve(&game, quick());
    let mut events = Events::open(serving.addr(), "/events", None).unwrap();
    assert_eq!(
        events.reply.header("content-type"),
        Some("text/event-stream")
    );
    assert_eq!(events.reply.header("cache-control"), Some("no-store"));
    let first = events.next_state().unwrap();
    assert_eq!(first["moves"], 0);
    assert_eq!(first["players"][0]["total"], 0);
    games::score(&mut game, Kind::City, 8, &[ANNA]);
    serving.publish(&game);
    let next = events.next_state().unwrap();
    assert_eq!(next["moves"], 1);
    assert_eq!(next["players"][0]["total"], 8);
    // Between states, keep-alives.
    let mut pings = 0;
    while pings < 2 {
        let event = events.next().expect("the stream stays open");
        assert_eq!(event.name, "ping");
        pings += 1;
    }
}

/// The game on show, resumed from a store in `dir`, in an app that does
/// its disk work at once.
fn app_with(dir: &tempfile::TempDir, game: Game) -> (App, String) {
    let store = Store::at(dir.path());
    let id = store.new_id(chrono::Utc::now());
    let saved = SavedGame {
        id: id.clone(),
        created: chrono::Utc::now(),
        game,
    };
    store.save(&saved).unwrap();
    let mut app = ui::app_on(Ok(store));
    app.set_share_limits(quick());
    ui::update(
        &mut app,
        Message::Home(app::home::Message::Resume(id.clone())),
    );
    assert!(
        matches!(app.screen(), Screen::Game(_)),
        "{:?}",
        app.screen()
    );
    (app, id)
}

/// A port no one listens on now.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn start_in_app(app: &mut App) {
    let _ = app.update(Message::Game(app::game::Message::Share));
    let _ = app.update(Message::Share(app::share::Message::Address(
        "127.0.0.1".into(),
    )));
    let _ = app.update(Message::Share(app::share::Message::Port(
        free_port().to_string(),
    )));
    // The socket is bound off the update thread: the start's task runs.
    ui::update(app, Message::Share(app::share::Message::Start));
}

fn app_url(app: &App) -> std::net::SocketAddr {
    app.sharing()
        .and_then(|s| s.server())
        .map(Server::local_addr)
        .expect("the server runs")
}

#[test]
fn a_command_in_the_app_reaches_a_connected_page() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = app_with(&dir, games::new_game());
    start_in_app(&mut app);
    let addr = app_url(&app);
    let mut table = Events::open(addr, "/events", None).unwrap();
    assert_eq!(table.next_state().unwrap()["players"][0]["total"], 0);
    let _ = app.update(Message::Game(app::game::Message::Digit(8)));
    let _ = app.update(Message::Game(app::game::Message::Score(Kind::City)));
    let state = table.next_state().unwrap();
    assert_eq!(state["players"][0]["total"], 8);
    assert_eq!(state["moves"], 1);
    // Undo is a command too.
    let _ = app.update(Message::Game(app::game::Message::Undo));
    assert_eq!(table.next_state().unwrap()["players"][0]["total"], 0);
    // A click that changes nothing sends nothing: the next is a keep-alive.
    let _ = app.update(Message::Game(app::game::Message::Digit(3)));
    assert_eq!(table.next().unwrap().name, "ping");
}

#[test]
fn the_server_stops_when_the_game_is_closed_and_read_only_windows_cannot_start_it() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, id) = app_with(&dir, games::new_game());
    start_in_app(&mut app);
    let addr = app_url(&app);
    let mut table = Events::open(addr, "/events", None).unwrap();
    assert!(table.next_state().is_some());
    let _ = app.update(Message::Game(app::game::Message::Home));
    assert!(app.sharing().is_none());
    assert!(table.next().is_none(), "the stream ends with the game");
    assert!(
        eventually(Duration::from_secs(5), || std::net::TcpStream::connect(
            addr
        )
        .is_err()),
        "nothing listens any more"
    );

    // A second window on the same game has it read-only.
    let store = Store::at(dir.path());
    let _first = store.lock(&id).unwrap();
    let mut second = ui::app_on(Ok(Store::at(dir.path())));
    ui::update(&mut second, Message::Home(app::home::Message::Resume(id)));
    assert!(second.banner().is_some(), "read-only");
    start_in_app(&mut second);
    let sharing = second.sharing().expect("the panel opens");
    assert!(
        sharing.server().is_none(),
        "no server for a read-only window"
    );
}

#[test]
fn the_first_browser_claims_a_private_page_and_sees_its_own_hand() {
    let game = games::evening();
    let serving = serve(&game, quick());
    let addr = serving.addr();
    let path = format!("/p/{}", serving.token(0));
    let first = get(addr, &path);
    assert_eq!(first.status, 200);
    assert_eq!(first.header("cache-control"), Some("no-store"));
    let cookie = first.claim().expect("the page sets its claim");
    let set = first.header("set-cookie").unwrap();
    assert!(set.contains(&format!("Path={path}")) && set.contains("HttpOnly"));
    assert!(set.contains("SameSite=Strict"));
    assert_eq!(
        serving.server.status().claimed,
        vec![true, false, false, false]
    );
    let mine = hand(&first.state());
    let titles: Vec<&str> = mine.iter().map(|c| c["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["Loop road, double", "Draw two tiles"]);
    // The same browser again, and its stream.
    let again = get_with_cookie(addr, &path, &cookie);
    assert_eq!(again.status, 200);
    assert_eq!(again.header("set-cookie"), None);
    let mut events = Events::open(addr, &format!("{path}/events"), Some(&cookie)).unwrap();
    assert_eq!(events.reply.header("cache-control"), Some("no-store"));
    let state = events.next_state().unwrap();
    assert_eq!(state["mine"]["seat"], 0);
    assert_eq!(card_ids(&state["mine"]), hands(&game)[0]);
}

#[test]
fn the_cards_a_player_may_play_now_are_marked_on_their_page() {
    // Anna's turn after the evening's *now* card and Dirk's end: she may
    // play her loop road and her draw-two card.
    let mut game = games::evening();
    games::run(
        &mut game,
        meeple_companion::engine::Command::Christmas(
            meeple_companion::engine::christmas::Command::Use {
                figure: meeple_companion::engine::Figure::Meeple,
                target: meeple_companion::engine::christmas::Target::Plain,
            },
        ),
    );
    games::run(&mut game, meeple_companion::engine::Command::EndTurn);
    assert_eq!(game.state().turn.player, ANNA);
    let serving = serve(&game, quick());
    let page = get(serving.addr(), &format!("/p/{}", serving.token(0)));
    let cards = hand(&page.state());
    assert!(
        cards.iter().all(|c| c["now"] == "You may play it now"),
        "{cards:?}"
    );
    let bert = get(serving.addr(), &format!("/p/{}", serving.token(1)));
    let cards = hand(&bert.state());
    assert_eq!(cards.len(), 1, "Bert's shield");
    assert!(cards[0]["now"].is_null(), "not Bert's turn, nothing asked");
}

/// Plays the evening and its end command by command; after each, no page
/// names a card another player holds, and the table's names none that is
/// in a hand (until the game ends, when nothing is secret).
#[test]
fn no_page_ever_shows_another_players_hand() {
    let played = games::ended();
    let mut game = games::new_game();
    let serving = serve(&game, quick());
    let addr = serving.addr();
    let claims: Vec<String> = (0..4)
        .map(|seat| {
            get(addr, &format!("/p/{}", serving.token(seat)))
                .claim()
                .unwrap()
        })
        .collect();
    let mut streams: Vec<Events> = (0..4)
        .map(|seat| {
            Events::open(
                addr,
                &format!("/p/{}/events", serving.token(seat)),
                Some(&claims[seat]),
            )
            .unwrap()
        })
        .collect();
    let mut table = Events::open(addr, "/events", None).unwrap();
    assert_eq!(table.next_state().unwrap()["moves"], 0);
    for stream in &mut streams {
        assert_eq!(stream.next_state().unwrap()["moves"], 0);
    }
    let mut checked = 0;
    for entry in played.log() {
        games::run(&mut game, entry.command.clone());
        serving.publish(&game);
        let hands = hands(&game);
        let ended = game.state().phase == Phase::Ended;
        let table_state = table.next_state().unwrap();
        if !ended {
            let named = card_ids(&table_state);
            for hand in &hands {
                for card in hand {
                    assert!(!named.contains(card), "the table page names {card}");
                }
            }
            // Nor any card still in a deck, so nothing of their order.
            let cards = game.state().christmas.as_ref().unwrap();
            let decks = cards.cloister.iter().map(|n| format!("cloister-{n}"));
            let decks: Vec<String> = decks
                .chain(cards.roadside.iter().map(|n| format!("roadside-{n}")))
                .collect();
            assert!(!decks.is_empty());
            for card in &decks {
                assert!(
                    !named.contains(card),
                    "the table page names {card} of a deck"
                );
            }
            // The table's page is built from the table's sight alone.
            let sight = game.sight(Viewer::Table);
            let cards = sight.parts.get::<xp::Sight>().unwrap();
            assert!(cards.hands.iter().all(Option::is_none));
        }
        for (seat, stream) in streams.iter_mut().enumerate() {
            let state = stream.next_state().unwrap();
            let named = card_ids(&state);
            for (other, hand) in hands.iter().enumerate() {
                if other == seat || ended {
                    continue;
                }
                for card in hand {
                    // A copy of a card is another card: ids are unique.
                    assert!(
                        !named.contains(card),
                        "seat {seat} sees {card} of seat {other}"
                    );
                }
            }
            let page = get_with_cookie(addr, &format!("/p/{}", serving.token(seat)), &claims[seat]);
            assert_eq!(page.state(), state, "the page and its stream agree");
            if !ended {
                assert_eq!(card_ids(&hand(&state).into()), hands[seat]);
            }
        }
        checked += 1;
    }
    assert!(checked > 20, "{checked} states checked");
    // B's link never opens A's page, with or without A's claim.
    let bert = format!("/p/{}", serving.token(BERT.index()));
    assert_eq!(get_with_cookie(addr, &bert, &claims[0]).status, 404);
}

#[test]
fn wrong_revoked_and_claimed_tokens_are_answered_exactly_like_an_unknown_address() {
    let game = games::evening();
    let serving = serve(&game, quick());
    let addr = serving.addr();
    let unknown = get(addr, "/no-such-page");
    assert_eq!(unknown.status, 404);
    assert_eq!(unknown.text(), NOT_FOUND);
    let expected = unknown.without_date();

    let token = serving.token(0);
    let claim = get(addr, &format!("/p/{token}")).claim().unwrap();
    let bert = serving.token(1);
    let mut wrong = token.clone().into_bytes();
    wrong[10] = if wrong[10] == b'a' { b'b' } else { b'a' };
    let wrong = String::from_utf8(wrong).unwrap();
    let other_claim = format!("mc-claim={}", "a".repeat(26));
    let mut cases: Vec<(String, Reply)> = vec![
        ("wrong token".into(), get(addr, &format!("/p/{wrong}"))),
        (
            "wrong token, stream".into(),
            get(addr, &format!("/p/{wrong}/events")),
        ),
        (
            "short token".into(),
            get(addr, &format!("/p/{}", &token[..20])),
        ),
        (
            "claimed, no cookie".into(),
            get(addr, &format!("/p/{token}")),
        ),
        (
            "claimed, wrong cookie".into(),
            get_with_cookie(addr, &format!("/p/{token}"), &other_claim),
        ),
        (
            "claimed, stream without cookie".into(),
            get(addr, &format!("/p/{token}/events")),
        ),
        (
            "unclaimed stream (the page claims, not the stream)".into(),
            get(addr, &format!("/p/{bert}/events")),
        ),
        (
            "a claim on another seat's token".into(),
            get_with_cookie(addr, &format!("/p/{bert}/events"), &claim),
        ),
        (
            "a trailing slash".into(),
            get(addr, &format!("/p/{token}/")),
        ),
    ];
    // *New links*: the old token, with its claim, is unknown now.
    serving.server.renew_links().unwrap();
    cases.push((
        "revoked token with its claim".into(),
        get_with_cookie(addr, &format!("/p/{token}"), &claim),
    ));
    cases.push(("revoked token".into(), get(addr, &format!("/p/{bert}"))));
    for (case, reply) in cases {
        assert_eq!(reply.without_date(), expected, "{case}");
    }
    let other_host = raw(
        addr,
        b"GET / HTTP/1.1\r\nHost: evil.example:47474\r\nConnection: close\r\n\r\n",
    )
    .unwrap();
    assert_eq!(other_host.without_date(), expected, "another host name");
    assert!(unknown.header("set-cookie").is_none());
}

#[test]
fn only_get_and_head_are_answered() {
    let serving = serve(&games::new_game(), quick());
    let addr = serving.addr();
    for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"] {
        for path in ["/", "/events", "/app.js", "/nothing"] {
            let reply = request(addr, method, path, &[("Content-Length", "0")]);
            assert_eq!(reply.status, 405, "{method} {path}");
            assert_eq!(reply.header("allow"), Some("GET, HEAD"));
            assert_eq!(reply.header("content-security-policy"), Some(CSP));
        }
    }
    let token = serving.token(0);
    let reply = request(
        addr,
        "POST",
        &format!("/p/{token}"),
        &[("Content-Length", "0")],
    );
    assert_eq!(reply.status, 405);
    assert_eq!(
        serving.server.status().claimed,
        vec![false; 4],
        "a POST claims nothing"
    );
}

#[test]
fn an_oversized_request_head_is_refused() {
    let serving = serve(&games::new_game(), quick());
    let addr = serving.addr();
    let big = "x".repeat(9 * 1024);
    let reply = raw(
        addr,
        format!("GET / HTTP/1.1\r\nHost: {addr}\r\nX-Big: {big}\r\n\r\n").as_bytes(),
    )
    .unwrap();
    assert_eq!(reply.status, 431);
    // Just under the limit is fine.
    let fits = "x".repeat(7 * 1024);
    let reply = raw(
        addr,
        format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nX-Big: {fits}\r\n\r\n")
            .as_bytes(),
    )
    .unwrap();
    assert_eq!(reply.status, 200);
}

/// Reads until the server closes the connection; whether it did within
/// `within`.
fn closed_within(stream: &mut std::net::TcpStream, within: Duration) -> bool {
    stream.set_read_timeout(Some(within)).unwrap();
    let mut buffer = [0u8; 4096];
    loop {
        match stream.read(&mut buffer) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(error) => {
                return matches!(
                    error.kind(),
                    std::io::ErrorKind::ConnectionReset | std::io::ErrorKind::BrokenPipe
                );
            }
        }
    }
}

#[test]
fn slow_and_idle_connections_are_cut_off_and_streams_are_kept_alive() {
    let serving = serve(&games::new_game(), quick());
    let addr = serving.addr();
    // A head sent slowly: cut off after the header time.
    let mut slow = connect(addr);
    slow.write_all(b"GET / HTTP/1.1\r\nHost: ").unwrap();
    assert!(closed_within(&mut slow, Duration::from_secs(5)));
    // A connection that sends nothing.
    let mut silent = connect(addr);
    assert!(closed_within(&mut silent, Duration::from_secs(5)));
    // An idle keep-alive connection after one answer: closed after the idle time.
    let mut idle = connect(addr);
    idle.write_all(format!("GET /app.css HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .unwrap();
    let mut reader = std::io::BufReader::new(idle.try_clone().unwrap());
    assert_eq!(read_reply(&mut reader).unwrap().status, 200);
    // Still open well within the idle time: a second request is answered.
    std::thread::sleep(Duration::from_millis(200));
    idle.write_all(format!("GET /app.css HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .unwrap();
    assert_eq!(read_reply(&mut reader).unwrap().status, 200);
    assert!(closed_within(&mut idle, Duration::from_secs(5)));
    // A stream outlives the idle time many times over on its keep-alives.
    let mut events = Events::open(addr, "/events", None).unwrap();
    assert!(events.next_state().is_some());
    let mut pings = 0;
    while pings < 12 {
        let ping = events.next().expect("still open");
        assert_eq!((ping.name.as_str(), ping.data.as_str()), ("ping", "ping"));
        pings += 1;
    }
    assert_eq!(events.dropped, 0, "no event a browser would drop");
}

/// Every event reaches the page's script: a browser drops an event with
/// no data line (axum writes none for `.data("")`), and a comment never
/// reaches the script at all; so the keep-alive, `revoked` and `again`
/// each carry one.
#[test]
fn every_event_carries_a_data_line() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/share");
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(!text.contains(".data(\"\")"), "{}", path.display());
            assert!(!text.contains(".comment("), "{}", path.display());
        }
    }
    let serving = serve(&games::evening(), quick());
    let addr = serving.addr();
    let token = serving.token(1);
    let claim = get(addr, &format!("/p/{token}")).claim().unwrap();
    let mut events = Events::open(addr, &format!("/p/{token}/events"), Some(&claim)).unwrap();
    assert!(events.next_state().is_some());
    assert_eq!(events.next().unwrap().name, "ping");
    serving.server.renew_links().unwrap();
    let revoked = loop {
        let event = events.next().expect("told before it ends");
        if event.name != "ping" {
            break event;
        }
    };
    assert_eq!(
        (revoked.name.as_str(), revoked.data.as_str()),
        ("revoked", "revoked")
    );
    assert!(events.next().is_none());
    assert_eq!(events.dropped, 0);
}

/// No stream is held longer than the limit, read or not: it ends with
/// `again`, which the page answers by opening a new one at once.
#[test]
fn a_stream_ends_after_its_time_saying_again() {
    let limits = Limits {
        stream_time: Duration::from_millis(700),
        ..quick()
    };
    let serving = serve(&games::new_game(), limits);
    let mut events = Events::open(serving.addr(), "/events", None).unwrap();
    assert!(events.next_state().is_some());
    let mut names = Vec::new();
    while let Some(event) = events.next() {
        names.push(event.name);
    }
    assert_eq!(names.last().map(String::as_str), Some("again"), "{names:?}");
    assert!(names[..names.len() - 1].iter().all(|n| n == "ping"));
    // And a new one opens at once with the whole state.
    let mut again = Events::open(serving.addr(), "/events", None).unwrap();
    assert_eq!(again.next_state().unwrap()["moves"], 0);
}

#[test]
fn more_connections_than_the_limit_are_closed_at_once() {
    let limits = Limits {
        connections: 3,
        header_time: Duration::from_secs(30),
        idle: Duration::from_secs(30),
        ..quick()
    };
    let serving = serve(&games::new_game(), limits);
    let addr = serving.addr();
    let held: Vec<std::net::TcpStream> = (0..3).map(|_| connect(addr)).collect();
    std::thread::sleep(Duration::from_millis(100));
    let mut over = connect(addr);
    let _ = over.write_all(format!("GET / HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes());
    assert!(
        closed_within(&mut over, Duration::from_secs(5)),
        "the fourth is refused"
    );
    drop(held);
    assert!(eventually(Duration::from_secs(5), || {
        let reply = raw(
            addr,
            format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes(),
        );
        reply.is_some_and(|r| r.status == 200)
    }));
}

#[test]
fn a_page_that_reconnects_gets_the_whole_state() {
    let mut game = games::new_game();
    let serving = serve(&game, quick());
    let addr = serving.addr();
    let token = serving.token(0);
    let claim = get(addr, &format!("/p/{token}")).claim().unwrap();
    let path = format!("/p/{token}/events");
    let mut first = Events::open(addr, &path, Some(&claim)).unwrap();
    assert_eq!(first.next_state().unwrap()["moves"], 0);
    drop(first);
    // Three commands while it is away; it comes back to the last state whole.
    games::score(&mut game, Kind::City, 8, &[ANNA]);
    serving.publish(&game);
    games::draw(&mut game, meeple_companion::engine::christmas::CLOISTER);
    serving.publish(&game);
    games::run(&mut game, meeple_companion::engine::Command::EndTurn);
    serving.publish(&game);
    let mut again = Events::open(addr, &path, Some(&claim)).unwrap();
    let state = again.next_state().unwrap();
    assert_eq!(state["moves"], 3);
    assert_eq!(state["players"][0]["total"], 8);
    assert_eq!(hand(&state)[0]["title"], "Loop road, double");
    assert_eq!(
        state,
        serde_json::from_str::<serde_json::Value>(&page::snapshot(&game, None).seats[0]).unwrap()
    );
}

#[test]
fn new_links_end_the_old_private_streams_and_say_so() {
    let serving = serve(&games::evening(), quick());
    let addr = serving.addr();
    let token = serving.token(2);
    let claim = get(addr, &format!("/p/{token}")).claim().unwrap();
    let mut events = Events::open(addr, &format!("/p/{token}/events"), Some(&claim)).unwrap();
    assert!(events.next_state().is_some());
    let mut table = Events::open(addr, "/events", None).unwrap();
    assert!(table.next_state().is_some());
    serving.server.renew_links().unwrap();
    let mut saw = None;
    while let Some(event) = events.next() {
        if event.name != "ping" {
            saw = Some(event.name);
            break;
        }
    }
    assert_eq!(saw.as_deref(), Some("revoked"));
    assert!(events.next().is_none(), "and the stream ends");
    assert_ne!(serving.token(2), token);
    // The table's stream goes on.
    assert!(table.next().is_some());
}

#[test]
fn pages_connected_are_counted_and_streams_end_when_the_server_stops() {
    let serving = serve(&games::new_game(), quick());
    let addr = serving.addr();
    assert_eq!(serving.server.status().pages, 0);
    let mut one = Events::open(addr, "/events", None).unwrap();
    let mut two = Events::open(addr, "/events", None).unwrap();
    assert!(one.next_state().is_some() && two.next_state().is_some());
    assert!(eventually(Duration::from_secs(5), || serving
        .server
        .status()
        .pages
        == 2));
    drop(two);
    assert!(eventually(Duration::from_secs(5), || serving
        .server
        .status()
        .pages
        == 1));
    let Serving {
        server, runtime, ..
    } = serving;
    server.stop();
    assert!(one.next().is_none(), "the stream ends at once");
    drop(runtime);
}

#[test]
fn a_taken_port_moves_to_the_next_free_one() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let runtime = runtime();
    let game = games::new_game();
    let config = Config {
        port,
        ..loopback(Limits::default())
    };
    let links = Arc::new(Links::new(4).unwrap());
    match Server::start(
        &config,
        links,
        page::snapshot(&game, None),
        runtime.handle(),
    ) {
        Ok(server) => {
            let got = server.local_addr().port();
            assert!(got > port && got < port + PORTS_TRIED, "{got} after {port}");
            assert_eq!(server.url(), format!("http://127.0.0.1:{got}/"));
        }
        // Every port after it taken by someone else: it says so.
        Err(error) => assert_eq!(error.kind(), std::io::ErrorKind::AddrInUse),
    }
}

/// The load test: 30 pages on the table's stream while 500 commands are
/// entered; the command path never waits for them, and every page ends on
/// the last state. Bounded in count, and in time by the streams' timeouts.
#[test]
fn thirty_pages_follow_five_hundred_commands_to_the_last_state() {
    let mut game = games::uncounted();
    let serving = serve(&game, Limits::default());
    let addr = serving.addr();
    let readers: Vec<std::thread::JoinHandle<usize>> = (0..30)
        .map(|_| {
            let mut events = Events::open(addr, "/events", None).unwrap();
            events.set_timeout(Duration::from_secs(20));
            std::thread::spawn(move || {
                let mut seen = 0;
                while let Some(state) = events.next_state() {
                    seen += 1;
                    if state["moves"] == 500 {
                        return seen;
                    }
                }
                panic!("the stream ended before the last state");
            })
        })
        .collect();
    assert!(eventually(Duration::from_secs(10), || serving
        .server
        .status()
        .pages
        == 30));
    let seats = [ANNA, BERT, web::games::CLEO, web::games::DIRK];
    for i in 0..500usize {
        if i % 2 == 0 {
            games::score(
                &mut game,
                Kind::Road,
                1 + (i % 7) as u32,
                &[seats[(i / 2) % 4]],
            );
        } else {
            games::run(&mut game, meeple_companion::engine::Command::EndTurn);
        }
        serving.publish(&game);
    }
    assert_eq!(game.log().len(), 500);
    for reader in readers {
        let seen = reader.join().expect("every page sees the last state");
        assert!((1..=501).contains(&seen));
    }
}

/// A player's code shows only when asked and hides on the next action, or
/// once a phone has claimed the link (RULES XP4, as a hand).
#[test]
fn a_private_code_shows_when_asked_and_hides_on_the_next_action() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = app_with(&dir, games::new_game());
    start_in_app(&mut app);
    let shown = |app: &App| app.sharing().and_then(|s| s.shown());
    assert_eq!(shown(&app), None);
    let _ = app.update(Message::Share(app::share::Message::ShowCode(1)));
    assert_eq!(shown(&app), Some(1));
    // The modifiers X11 reports with every click are no action.
    let _ = app.update(Message::Key(iced::keyboard::Event::ModifiersChanged(
        iced::keyboard::Modifiers::empty(),
    )));
    assert_eq!(shown(&app), Some(1), "a click's modifiers keep the code");
    let _ = app.update(Message::Game(app::game::Message::Digit(3)));
    assert_eq!(shown(&app), None, "hidden on the next action");
    let _ = app.update(Message::Share(app::share::Message::ShowCode(0)));
    assert_eq!(shown(&app), Some(0));
    let addr = app_url(&app);
    let token = app.sharing().unwrap().links().token(0).unwrap();
    assert!(get(addr, &format!("/p/{token}")).claim().is_some());
    let status = app.sharing().unwrap().server().unwrap().status();
    let _ = app.update(Message::ShareStatus(1, status));
    assert_eq!(shown(&app), None, "hidden once claimed");
}

/// Where a control of the panel is found: by its text, or by its id (a
/// player's code, labelled with a name the screen below shows too).
#[derive(Debug, Clone)]
enum Control {
    Text(&'static str),
    Id(String),
}

/// The control on the app at its smallest window, whole inside it.
fn bounds_of(ui: &mut iced_test::Simulator<'_, Message>, control: &Control) -> iced::Rectangle {
    let bounds = match control {
        Control::Text(label) => ui.find(*label).ok().and_then(|t| t.visible_bounds()),
        Control::Id(id) => ui
            .find(iced::widget::Id::from(id.clone()))
            .ok()
            .and_then(|t| t.visible_bounds()),
    }
    .unwrap_or_else(|| panic!("{control:?} is not on screen"));
    assert!(
        bounds.x >= 0.0
            && bounds.y >= 0.0
            && bounds.x + bounds.width <= 1100.5
            && bounds.y + bounds.height <= 700.5,
        "{control:?} leaves the window: {bounds:?}"
    );
    bounds
}

/// The messages a tap at `dy` from the middle of `control` sends, on the
/// app at its smallest window.
fn tap_near(app: &App, control: &Control, dy: f32) -> Vec<Message> {
    let mut ui = ui::smallest(app);
    let centre = bounds_of(&mut ui, control).center();
    ui.point_at(iced::Point::new(centre.x, centre.y + dy));
    let _ = ui.simulate(iced_test::simulator::click());
    ui.into_messages().collect()
}

/// Every button of the panel is as tall as the app's other touch targets
/// (at least 44 px, `style::TOUCH`): a tap 21 px above or below a label's
/// middle sends the same message as one on it.
#[test]
fn the_panels_buttons_are_touch_sized() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = app_with(&dir, games::new_game());
    start_in_app(&mut app);
    for control in [
        Control::Text("Close"),
        Control::Text("Stop"),
        Control::Id("share-code-0".into()),
        Control::Id("share-code-3".into()),
        Control::Text("New links"),
    ] {
        let middle = tap_near(&app, &control, 0.0);
        assert_eq!(middle.len(), 1, "{control:?} sends one message: {middle:?}");
        for dy in [-21.0, 21.0] {
            assert_eq!(
                format!("{:?}", tap_near(&app, &control, dy)),
                format!("{middle:?}"),
                "{control:?} is not 44 px high (tapped {dy} from its middle)"
            );
        }
    }
}

/// Six players with names of 24 letters: every control of the panel, one
/// code button per player, fits the smallest window with nothing cut off
/// (the buttons were one per line and pushed *New links* out of it).
#[test]
fn six_long_names_fit_the_panel_at_the_smallest_window() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = app_with(&dir, games::six_long_names());
    start_in_app(&mut app);
    let mut ui = ui::smallest(&app);
    let mut controls = vec![
        Control::Text("Close"),
        Control::Text("Stop"),
        Control::Text("New links"),
    ];
    controls.extend((0..6).map(|seat| Control::Id(format!("share-code-{seat}"))));
    let mut seen: Vec<iced::Rectangle> = Vec::new();
    for control in &controls {
        let bounds = bounds_of(&mut ui, control);
        assert!(
            bounds.height >= 44.0 - 0.5 || matches!(control, Control::Text(_)),
            "{control:?}: {bounds:?}"
        );
        for other in &seen {
            assert!(
                other.intersection(&bounds).is_none(),
                "{control:?} overlaps {other:?}"
            );
        }
        seen.push(bounds);
    }
    drop(ui);
    // The code of the last player shows when asked, and the panel still fits.
    let _ = app.update(Message::Share(app::share::Message::ShowCode(5)));
    let mut ui = ui::smallest(&app);
    let _ = bounds_of(&mut ui, &Control::Text("New links"));
}

// ------------------------------------------------ links follow players (issue 26)

/// A phone holding a private link: whose it is, its address and claim.
struct Phone {
    owner: &'static str,
    token: String,
    claim: String,
}

/// Every player's page claimed, as each one's phone would.
fn claim_all(app: &App) -> Vec<Phone> {
    let addr = app_url(app);
    let names = ["Anna", "Bert", "Cleo", "Dirk"];
    let links = app.sharing().unwrap().links().clone();
    names
        .iter()
        .enumerate()
        .map(|(seat, owner)| {
            let token = links.token(seat).unwrap();
            let claim = get(addr, &format!("/p/{token}")).claim().unwrap();
            Phone {
                owner,
                token,
                claim,
            }
        })
        .collect()
}

/// The game on show.
fn on_show(app: &App) -> Game {
    match app.screen() {
        Screen::Game(game) => game.saved().game.clone(),
        other => panic!("not a game: {other:?}"),
    }
}

/// The name of the player a private page's state is for.
fn owner_of(state: &serde_json::Value) -> String {
    let seat = state["mine"]["seat"].as_u64().expect("a private state") as usize;
    state["players"][seat]["name"].as_str().unwrap().to_owned()
}

/// The cards of `name`'s hand in `game`.
fn hand_of(game: &Game, name: &str) -> Vec<String> {
    let seat = game
        .setup()
        .players
        .iter()
        .position(|p| p.name == name)
        .unwrap();
    hands(game)[seat].clone()
}

/// Checks every phone's page: it shows its owner's own hand in `game`, or
/// (for the players in `revoked`) is answered like an unknown address.
/// How many pages showed a hand.
fn every_page_is_its_owners(app: &App, phones: &[Phone], game: &Game, revoked: &[&str]) -> usize {
    let addr = app_url(app);
    let mut shown = 0;
    for phone in phones {
        let page = get_with_cookie(addr, &format!("/p/{}", phone.token), &phone.claim);
        if revoked.contains(&phone.owner) {
            assert_eq!(page.status, 404, "{}'s old link still opens", phone.owner);
            continue;
        }
        assert_eq!(page.status, 200, "{}'s page", phone.owner);
        let state = page.state();
        assert_eq!(owner_of(&state), phone.owner, "{}'s phone", phone.owner);
        assert_eq!(
            card_ids(&hand(&state).into()),
            hand_of(game, phone.owner),
            "{}'s hand",
            phone.owner
        );
        shown += 1;
    }
    shown
}

/// Anna drew the loop road in the first turn; Bert, Cleo and Dirk drew
/// nothing yet. Dirk's turn.
fn anna_drew() -> Game {
    let mut game = games::new_game();
    games::draw(&mut game, xp::CLOISTER);
    for _ in 0..3 {
        games::run(&mut game, meeple_companion::engine::Command::EndTurn);
    }
    game
}

fn fix(app: &mut App, changes: &[app::setup::Message]) {
    let _ = app.update(Message::Game(app::game::Message::FixSetup));
    for change in changes {
        let _ = app.update(Message::Setup(change.clone()));
    }
}

fn fix_screen_names(app: &App) -> Vec<String> {
    match app.screen() {
        Screen::Setup(setup) => setup.hands_changed().to_vec(),
        other => panic!("not the fix screen: {other:?}"),
    }
}

fn apply(app: &mut App) {
    let _ = app.update(Message::Setup(app::setup::Message::Begin));
    assert!(matches!(app.screen(), Screen::Game(_)), "the fix applies");
}

/// History → Fix the setup → Move up, twice: Dirk moves from the last
/// seat to the second. Every claimed page goes on showing its own
/// player's hand, at the seat they sit in now.
#[test]
fn a_fix_that_moves_players_keeps_every_page_on_its_owner() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = app_with(&dir, anna_drew());
    start_in_app(&mut app);
    let phones = claim_all(&app);
    fix(
        &mut app,
        &[app::setup::Message::Up(3), app::setup::Message::Up(2)],
    );
    assert!(fix_screen_names(&app).is_empty(), "no hand changes");
    apply(&mut app);
    let game = on_show(&app);
    let names: Vec<&str> = game
        .setup()
        .players
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(names, ["Anna", "Dirk", "Bert", "Cleo"]);
    start_in_app(&mut app);
    assert_eq!(every_page_is_its_owners(&app, &phones, &game, &[]), 4);
    assert_eq!(hand_of(&game, "Anna"), ["cloister-15"]);
    assert_eq!(
        app.sharing().unwrap().status().claimed,
        vec![true; 4],
        "the panel: every phone still has its link"
    );
}

/// Bert moved before Anna, and starts: the replay draws Anna's card for Bert. The
/// fix screen names both before the fix is applied; their old links end
/// and the panel asks their phones to scan again; Cleo's and Dirk's go on.
#[test]
fn a_fix_that_moves_a_card_to_another_hand_names_both_and_ends_their_links() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = app_with(&dir, anna_drew());
    start_in_app(&mut app);
    let phones = claim_all(&app);
    fix(
        &mut app,
        &[
            app::setup::Message::Up(1),
            app::setup::Message::StartPlayer(0),
        ],
    );
    assert_eq!(fix_screen_names(&app), ["Bert", "Anna"]);
    apply(&mut app);
    let game = on_show(&app);
    assert_eq!(hand_of(&game, "Bert"), ["cloister-15"]);
    start_in_app(&mut app);
    assert_eq!(
        every_page_is_its_owners(&app, &phones, &game, &["Anna", "Bert"]),
        2
    );
    let status = app.sharing().unwrap().status().clone();
    assert_eq!(status.claimed, vec![false, false, true, true]);
    assert_eq!(status.rescan, vec![true, true, false, false]);
    {
        let mut ui = ui::smallest(&app);
        for label in [
            "Bert: scan the new code",
            "Anna: scan the new code",
            "Cleo: on their phone",
        ] {
            assert!(ui.find(label).is_ok(), "the panel shows {label:?}");
        }
    }
    // Bert's phone scans his new code and has his hand.
    let token = app.sharing().unwrap().links().token(0).unwrap();
    let page = get(app_url(&app), &format!("/p/{token}"));
    assert_eq!(owner_of(&page.state()), "Bert");
    assert_eq!(card_ids(&hand(&page.state()).into()), ["cloister-15"]);
}

/// Undo right after a fix brings the old seats back while every page is
/// connected: each stream, state after state, shows its own player's hand.
#[test]
fn undoing_a_fix_keeps_every_live_page_on_its_owner() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = app_with(&dir, anna_drew());
    fix(
        &mut app,
        &[app::setup::Message::Up(3), app::setup::Message::Up(2)],
    );
    apply(&mut app);
    start_in_app(&mut app);
    let phones = claim_all_named(&app);
    let addr = app_url(&app);
    let mut streams: Vec<(&Phone, Events)> = phones
        .iter()
        .map(|phone| {
            let path = format!("/p/{}/events", phone.token);
            (
                phone,
                Events::open(addr, &path, Some(&phone.claim)).unwrap(),
            )
        })
        .collect();
    for (phone, stream) in &mut streams {
        assert_eq!(owner_of(&stream.next_state().unwrap()), phone.owner);
    }
    let _ = app.update(Message::Game(app::game::Message::Undo));
    let game = on_show(&app);
    let names: Vec<&str> = game
        .setup()
        .players
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(names, ["Anna", "Bert", "Cleo", "Dirk"], "the fix undone");
    // A command after it, so each stream shows two states in turn.
    let _ = app.update(Message::Game(app::game::Message::Digit(4)));
    let _ = app.update(Message::Game(app::game::Message::Score(Kind::Road)));
    for (phone, stream) in &mut streams {
        let mut moves = 0;
        while moves < 1 {
            let state = stream.next_state().expect("the stream goes on");
            assert_eq!(owner_of(&state), phone.owner, "{}'s stream", phone.owner);
            let mine: Vec<String> = card_ids(&hand(&state).into());
            let game = on_show(&app);
            assert_eq!(mine, hand_of(&game, phone.owner));
            moves = state["moves"].as_u64().unwrap().saturating_sub(3);
        }
    }
    assert_eq!(
        every_page_is_its_owners(&app, &phones, &on_show(&app), &[]),
        4
    );
}

/// Every page claimed, by the names of the game on show.
fn claim_all_named(app: &App) -> Vec<Phone> {
    let game = on_show(app);
    let addr = app_url(app);
    let links = app.sharing().unwrap().links().clone();
    game.setup()
        .players
        .iter()
        .enumerate()
        .map(|(seat, player)| {
            let token = links.token(seat).unwrap();
            let claim = get(addr, &format!("/p/{token}")).claim().unwrap();
            let owner = ["Anna", "Bert", "Cleo", "Dirk", "Erik"]
                .into_iter()
                .find(|n| *n == player.name)
                .unwrap();
            Phone {
                owner,
                token,
                claim,
            }
        })
        .collect()
}

/// Cleo replaced by Erik in the same seat: Cleo's link ends (her live
/// stream is told so), Erik gets a new one; undoing the fix ends Erik's
/// and gives Cleo a new one, never her old one back.
#[test]
fn a_replaced_player_s_link_ends_and_the_new_player_gets_a_new_one() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = app_with(&dir, anna_drew());
    start_in_app(&mut app);
    let phones = claim_all(&app);
    fix(&mut app, &[app::setup::Message::Name(2, "Erik".into())]);
    assert!(fix_screen_names(&app).is_empty());
    apply(&mut app);
    let game = on_show(&app);
    start_in_app(&mut app);
    assert_eq!(every_page_is_its_owners(&app, &phones, &game, &["Cleo"]), 3);
    assert_eq!(
        app.sharing().unwrap().status().claimed,
        vec![true, true, false, true]
    );
    let addr = app_url(&app);
    let token = app.sharing().unwrap().links().token(2).unwrap();
    let erik = Phone {
        owner: "Erik",
        claim: get(addr, &format!("/p/{token}")).claim().unwrap(),
        token,
    };
    let mut stream = Events::open(
        addr,
        &format!("/p/{}/events", erik.token),
        Some(&erik.claim),
    )
    .unwrap();
    assert_eq!(owner_of(&stream.next_state().unwrap()), "Erik");
    let _ = app.update(Message::Game(app::game::Message::Undo));
    assert_eq!(next_but_pings(&mut stream).as_deref(), Some("revoked"));
    let cleo_now = app.sharing().unwrap().links().token(2).unwrap();
    assert_ne!(cleo_now, phones[2].token);
    assert_eq!(
        get_with_cookie(addr, &format!("/p/{}", phones[2].token), &phones[2].claim).status,
        404
    );
}

/// The name of the next event that is not a keep-alive.
fn next_but_pings(events: &mut Events) -> Option<String> {
    loop {
        let event = events.next()?;
        if event.name != "ping" {
            return Some(event.name);
        }
    }
}

/// A rematch, and a new game with some of the same players: each phone
/// that held a link opens its own player's page in the new game; the
/// link of a player not in it ends.
#[test]
fn links_follow_their_players_into_a_rematch_and_a_new_game() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = app_with(&dir, games::new_game());
    start_in_app(&mut app);
    let phones = claim_all(&app);
    // The evening's end, saved beside it: its results, then a rematch.
    let store = Store::at(dir.path());
    let ended = SavedGame {
        id: store.new_id(chrono::Utc::now() + chrono::Duration::seconds(5)),
        created: chrono::Utc::now(),
        game: games::ended(),
    };
    store.save(&ended).unwrap();
    ui::update(&mut app, Message::Game(app::game::Message::Home));
    ui::update(
        &mut app,
        Message::Home(app::home::Message::Resume(ended.id.clone())),
    );
    assert!(matches!(app.screen(), Screen::Summary(_)));
    // The new game's id and lock are taken in a task: run it.
    ui::update(&mut app, Message::Summary(app::summary::Message::Rematch));
    let rematch = on_show(&app);
    start_in_app(&mut app);
    assert_eq!(every_page_is_its_owners(&app, &phones, &rematch, &[]), 4);

    // A new game: Dirk, Anna and Erik.
    ui::update(&mut app, Message::Game(app::game::Message::Home));
    ui::update(&mut app, Message::Home(app::home::Message::NewGame));
    for (seat, name) in ["Dirk", "Anna", "Erik", ""].into_iter().enumerate() {
        let _ = app.update(Message::Setup(app::setup::Message::Name(seat, name.into())));
    }
    let _ = app.update(Message::Setup(app::setup::Message::Remove(3)));
    ui::update(&mut app, Message::Setup(app::setup::Message::Begin));
    let game = on_show(&app);
    assert!(
        game.setup().christmas.is_some(),
        "the last game's expansions"
    );
    start_in_app(&mut app);
    assert_eq!(
        every_page_is_its_owners(&app, &phones, &game, &["Bert", "Cleo"]),
        2
    );
    assert_eq!(
        app.sharing().unwrap().status().claimed,
        vec![true, true, false]
    );
}

// ---------------------------------------------- Post to BG Stats (issue 31)

/// The link that posts `id` to BG Stats, as `export --format bgstats-link`
/// prints it from the data folder `data` and the settings in `config`.
fn cli_link(data: &std::path::Path, config: &std::path::Path, id: &str) -> String {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_meeple-companion"))
        .args(["export", "--format", "bgstats-link", id])
        .env(meeple_companion::store::DATA_DIR_VAR, data)
        .env(meeple_companion::store::CONFIG_DIR_VAR, config)
        .output()
        .expect("the binary runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .trim_end()
        .to_owned()
}

/// Once the game has ended, each player's own page carries *Post to BG
/// Stats*: the link the command line prints for it, names merged as the
/// settings merge them. While it is played, no page has it; the table
/// page (the TV's, every phone's) never has it.
#[test]
fn an_ended_games_player_pages_post_to_bg_stats_as_the_command_line_does() {
    use meeple_companion::stats::bgstats::BgPlay;
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config");
    std::fs::create_dir(&config).unwrap();
    std::fs::write(
        config.join("settings.json"),
        r#"{"merged_names":[{"name":"bert","counts_as":"Bertram"}]}"#,
    )
    .unwrap();
    let store = Store::at(dir.path().join("games"));
    let saved = SavedGame {
        id: store.new_id(chrono::Utc::now()),
        created: chrono::Utc::now(),
        game: games::scored(),
    };
    store.save(&saved).unwrap();
    let file = meeple_companion::store::SettingsFile::at(&config);
    let mut app = ui::app_with(Ok(store), Some(file));
    app.set_share_limits(quick());
    ui::update(
        &mut app,
        Message::Home(app::home::Message::Resume(saved.id.clone())),
    );
    start_in_app(&mut app);
    let addr = app_url(&app);
    let phones = claim_all(&app);
    let page_of =
        |phone: &Phone| get_with_cookie(addr, &format!("/p/{}", phone.token), &phone.claim).state();
    for phone in &phones {
        assert_eq!(page_of(phone)["post"], serde_json::Value::Null, "in play");
    }
    assert_eq!(get(addr, "/").state()["post"], serde_json::Value::Null);

    ui::update(&mut app, Message::Game(app::game::Message::EndGame));
    assert_eq!(on_show_saved(&app).game.state().phase, Phase::Ended);
    let cli = cli_link(dir.path(), &config, &saved.id);
    let expected = BgPlay::from_link(&cli).expect("the command line's link decodes");
    assert_eq!(expected.players[1].name, "Bertram", "merged");
    for phone in &phones {
        let state = page_of(phone);
        assert_eq!(state["phase"], "ended");
        let post = &state["post"];
        assert_eq!(post["text"], "Post to BG Stats");
        let href = post["href"].as_str().expect("a link");
        assert_eq!(href, cli, "{}'s page", phone.owner);
        assert_eq!(BgPlay::from_link(href).as_ref(), Some(&expected));
    }
    assert_eq!(
        get(addr, "/").state()["post"],
        serde_json::Value::Null,
        "the TV's"
    );
    // The page's policy is unchanged: a link is followed by a tap, not
    // fetched by the page.
    assert_eq!(get(addr, "/").header("content-security-policy"), Some(CSP));
}

/// Without secret hands the panel offers no player's code while the game
/// is played; once it has ended it does, so that every player can post
/// it from their own page.
#[test]
fn once_a_game_without_secret_hands_ends_the_panel_offers_each_players_code() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let dir = tempfile::tempdir().unwrap();
    let script =
        "player Anna red\nplayer Bert blue\nbegin\nscore city 4 Anna\nend-turn\nfinal-scoring\n";
    let game = meeple_companion::engine::notation::run(script, chrono::Utc::now).unwrap();
    let (mut app, _) = app_with(&dir, game);
    start_in_app(&mut app);
    let why = "Post to BG Stats from each player\u{2019}s own phone. Tap a name to show that player\u{2019}s code.";
    assert!(ui::simulator(&app).find(why).is_err(), "in play");
    ui::update(&mut app, Message::Game(app::game::Message::EndGame));
    assert!(matches!(app.screen(), Screen::Summary(_)));
    let mut ui = ui::simulator(&app);
    assert!(ui.find(why).is_ok(), "ended");
    assert!(ui.find("Bert").is_ok());
}

/// The saved game on show, on the game screen or on Results.
fn on_show_saved(app: &App) -> SavedGame {
    match app.screen() {
        Screen::Game(game) => game.saved_game().clone(),
        Screen::Summary(summary) => summary.saved().clone(),
        other => panic!("not a game: {other:?}"),
    }
}

// ------------------------------------------------ limits per peer (issue 26)

/// One client on 127.0.0.2 takes every place one peer may have: four
/// event streams it never reads (with small receive buffers), a fifth
/// refused (429), and two connections fetching `/font.ttf` in a loop;
/// a seventh connection is closed at once. Meanwhile a phone on
/// 127.0.0.3 opens the table page and its stream and gets each of 20
/// new states. The font is sent at most twice a second, at most 1 MB a
/// second in all; the unread streams, whose writes wait, are closed.
/// Bounded: 20 commands, the font loops stop when they are done (10 s
/// at most).
#[test]
fn one_client_cannot_lock_the_others_out() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let limits = Limits {
        idle: Duration::from_secs(5),
        header_time: Duration::from_secs(5),
        stalled_write: Duration::from_millis(1500),
        ..quick()
    };
    let mut game = games::uncounted();
    let serving = serve(&game, limits);
    let addr = serving.addr();
    let hog: std::net::IpAddr = "127.0.0.2".parse().unwrap();
    let phone: std::net::IpAddr = "127.0.0.3".parse().unwrap();

    let unread: Vec<Events> = (0..4)
        .map(|_| {
            Events::open_on(connect_with(hog, addr, Some(2048)), addr, "/events", None).unwrap()
        })
        .collect();
    // Its fifth and sixth connections; on the fifth, a fifth stream is
    // refused; then both fetch the font in a loop.
    let stop = Arc::new(AtomicBool::new(false));
    let mut fetchers: Vec<std::net::TcpStream> = (0..2).map(|_| connect_from(hog, addr)).collect();
    fetchers[0]
        .write_all(
            format!("GET /events HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n")
                .as_bytes(),
        )
        .unwrap();
    let mut first = std::io::BufReader::new(fetchers[0].try_clone().unwrap());
    let fifth = read_reply(&mut first).expect("an answer");
    assert_eq!(fifth.status, 429, "a fifth stream is refused");
    assert_eq!(fifth.header("retry-after"), Some("1"));
    assert_eq!(fifth.header("content-security-policy"), Some(CSP));
    drop(first);
    let loops: Vec<std::thread::JoinHandle<(usize, usize, usize, Duration)>> = fetchers
        .into_iter()
        .map(|stream| {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let started = std::time::Instant::now();
                let (mut served, mut refused, mut bytes) = (0, 0, 0);
                let mut writer = stream.try_clone().unwrap();
                let mut reader = std::io::BufReader::new(stream);
                while !stop.load(Ordering::SeqCst) && started.elapsed() < Duration::from_secs(10) {
                    let head = format!("GET /font.ttf HTTP/1.1\r\nHost: {addr}\r\n\r\n");
                    if writer.write_all(head.as_bytes()).is_err() {
                        break;
                    }
                    let Some(reply) = read_reply(&mut reader) else {
                        break;
                    };
                    bytes += reply.body.len();
                    match reply.status {
                        200 => served += 1,
                        429 => {
                            refused += 1;
                            std::thread::sleep(Duration::from_millis(20));
                        }
                        other => panic!("font: {other}"),
                    }
                }
                (served, refused, bytes, started.elapsed())
            })
        })
        .collect();
    // Six open: a seventh is closed at once, unanswered.
    let mut seventh = connect_from(hog, addr);
    let _ = seventh.write_all(format!("GET / HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes());
    let mut answer = Vec::new();
    seventh
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let _ = seventh.read_to_end(&mut answer);
    assert!(
        answer.is_empty(),
        "the seventh connection is answered: {}",
        String::from_utf8_lossy(&answer[..answer.len().min(100)])
    );

    // The phone: its page, then each new state as it comes.
    let mut on_phone = connect_from(phone, addr);
    on_phone
        .write_all(
            format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes(),
        )
        .unwrap();
    let page = read_reply(&mut std::io::BufReader::new(on_phone));
    assert_eq!(page.unwrap().status, 200);
    let mut events = Events::open_on(connect_from(phone, addr), addr, "/events", None).unwrap();
    assert_eq!(events.next_state().unwrap()["moves"], 0);
    assert!(
        loops.iter().all(|l| !l.is_finished()),
        "the font loops go on"
    );
    let mut waited = Vec::new();
    for i in 0..20usize {
        let sent = std::time::Instant::now();
        games::score(&mut game, Kind::Road, 1 + (i % 5) as u32, &[ANNA]);
        serving.publish(&game);
        let state = events.next_state().expect("the phone gets every state");
        assert_eq!(state["moves"], i + 1);
        waited.push(sent.elapsed());
    }
    waited.sort();
    println!(
        "the phone's 20 states, command to page: median {:?}, slowest {:?}",
        waited[10], waited[19]
    );
    // The unread streams' writes wait, and they are closed; the phone's
    // stream is the one page left.
    assert!(
        eventually(Duration::from_secs(15), || serving.server.status().pages
            == 1),
        "unread streams still open: {}",
        serving.server.status().pages
    );
    stop.store(true, Ordering::SeqCst);
    let (mut served, mut refused, mut bytes, mut longest) = (0, 0, 0, Duration::ZERO);
    for handle in loops {
        let (s, r, b, took) = handle.join().unwrap();
        served += s;
        refused += r;
        bytes += b;
        longest = longest.max(took);
    }
    let seconds = longest.as_secs_f64();
    println!(
        "the font loops: {served} fonts sent, {refused} refused, {bytes} bytes in {seconds:.1} s"
    );
    assert!(
        served >= 1 && refused >= 1,
        "{served} sent, {refused} refused"
    );
    assert!(
        served as f64 <= 2.0 * (seconds.ceil() + 1.0),
        "{served} fonts in {seconds:.1} s"
    );
    assert!(
        bytes as f64 <= 1_000_000.0 * (seconds + 1.0),
        "{bytes} bytes in {seconds:.1} s"
    );
    drop(unread);
}

// ------------------------------------------------ addresses (issue 26)

fn start_on(app: &mut App, address: &str) -> Option<String> {
    let _ = app.update(Message::Game(app::game::Message::Share));
    let _ = app.update(Message::Share(app::share::Message::Address(address.into())));
    let _ = app.update(Message::Share(app::share::Message::Port(
        free_port().to_string(),
    )));
    // The socket is bound off the update thread: the start's task runs.
    ui::update(app, Message::Share(app::share::Message::Start));
    let sharing = app.sharing().unwrap();
    sharing.problem().map(str::to_owned)
}

/// 0.0.0.0 and `::` (every network at once: the code would show an
/// address no phone can open), multicast and broadcast are refused
/// before anything is bound, in words; an address not of this computer
/// says so; [::1] works, its address in brackets.
#[test]
fn addresses_no_phone_can_open_are_refused_in_words() {
    let runtime = runtime();
    let _entered = runtime.enter();
    let game = games::new_game();
    for address in ["0.0.0.0", "::", "224.0.0.1", "255.255.255.255", "ff02::1"] {
        let config = Config {
            address: address.parse().unwrap(),
            port: free_port(),
            limits: quick(),
        };
        let links = Arc::new(Links::new(4).unwrap());
        let refused = Server::start(
            &config,
            links,
            page::snapshot(&game, None),
            runtime.handle(),
        )
        .expect_err(address);
        assert_eq!(
            refused.kind(),
            std::io::ErrorKind::InvalidInput,
            "{address}"
        );
        assert!(
            std::net::TcpStream::connect(("127.0.0.1", config.port)).is_err(),
            "{address}: something listens"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _) = app_with(&dir, games::new_game());
    let said = start_on(&mut app, "0.0.0.0").expect("words");
    assert!(said.contains("every network at once"), "{said}");
    assert!(app.sharing().unwrap().server().is_none());
    let said = start_on(&mut app, "[::]").expect("words");
    assert!(said.contains("every network at once"), "{said}");
    let said = start_on(&mut app, "239.255.255.250").expect("words");
    assert!(said.contains("multicast or broadcast"), "{said}");
    // A documentation address: no computer has it (binding sends nothing).
    let said = start_on(&mut app, "192.0.2.55").expect("words");
    assert!(
        said.contains("is not an address of this computer"),
        "{said}"
    );
    assert!(app.sharing().unwrap().server().is_none());
    // IPv6's loopback, typed in brackets as in a link.
    assert_eq!(start_on(&mut app, "[::1]"), None);
    let server = app.sharing().unwrap().server().unwrap();
    let addr = server.local_addr();
    assert_eq!(server.url(), format!("http://[::1]:{}/", addr.port()));
    let qr = get(addr, "/qr.svg");
    assert_eq!(qr.status, 200);
    assert_eq!(
        qr.text(),
        meeple_companion::share::qr::svg(&server.url()).unwrap()
    );
    // The Host check takes the address in brackets, and only so.
    let page = get(addr, "/");
    assert_eq!(page.status, 200, "Host: {addr}");
    let bare = raw(
        addr,
        format!(
            "GET / HTTP/1.1\r\nHost: ::1:{}\r\nConnection: close\r\n\r\n",
            addr.port()
        )
        .as_bytes(),
    )
    .unwrap();
    assert_eq!(bare.status, 404);
}

// ------------------------------------------------ answers hyper writes itself (issue 26)

/// A request head hyper cannot parse is answered by hyper itself, before
/// any route: these are the only answers without the strict headers, and
/// each is a status line with `connection: close`, a `date`, no body
/// (docs/security.md names them). Nothing in them can be drawn, framed
/// or run.
#[test]
fn the_answers_hyper_writes_itself_are_empty_and_close() {
    let serving = serve(&games::new_game(), quick());
    let addr = serving.addr();
    let long_path = format!("/{}", "a".repeat(70 * 1024));
    let big = "x".repeat(9 * 1024);
    let cases: Vec<(&str, Vec<u8>, u16)> = vec![
        ("not HTTP", b"HELLO\r\n\r\n".to_vec(), 400),
        (
            "a bad header line",
            format!("GET / HTTP/1.1\r\nHost: {addr}\r\nno colon\r\n\r\n").into_bytes(),
            400,
        ),
        ("a bad version", b"GET / HTTP/9.9\r\n\r\n".to_vec(), 400),
        (
            "a control byte in the path",
            b"GET /\x01 HTTP/1.1\r\n\r\n".to_vec(),
            400,
        ),
        (
            "a head too large",
            format!("GET / HTTP/1.1\r\nHost: {addr}\r\nX-Big: {big}\r\n\r\n").into_bytes(),
            431,
        ),
        // hyper's 414 comes only past 64 KiB of address: the head's 8 KiB
        // come first, so it is never sent.
        (
            "an address too long",
            format!("GET {long_path} HTTP/1.1\r\nHost: {addr}\r\n\r\n").into_bytes(),
            431,
        ),
    ];
    for (case, bytes, status) in cases {
        let mut stream = connect(addr);
        let _ = stream.write_all(&bytes);
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        let text = String::from_utf8_lossy(&answer).into_owned();
        let mut lines = text.split("\r\n");
        let first = lines.next().unwrap_or_default();
        assert!(
            first.starts_with(&format!("HTTP/1.1 {status} ")),
            "{case}: {first}"
        );
        let mut names: Vec<String> = Vec::new();
        for line in lines.by_ref() {
            if line.is_empty() {
                break;
            }
            let (name, value) = line.split_once(':').unwrap();
            let name = name.to_ascii_lowercase();
            match name.as_str() {
                "connection" => assert_eq!(value.trim(), "close", "{case}"),
                "content-length" => assert_eq!(value.trim(), "0", "{case}"),
                _ => {}
            }
            names.push(name);
        }
        names.sort();
        assert_eq!(names, HYPER_OWN_HEADERS, "{case}");
        assert_eq!(lines.collect::<Vec<_>>().join(""), "", "{case}: no body");
    }
}

/// The headers of hyper's own answers, as docs/security.md lists them.
const HYPER_OWN_HEADERS: [&str; 3] = ["connection", "content-length", "date"];

/// A HEAD request's answer: its head, then nothing (the connection is
/// closed after it).
fn head(addr: std::net::SocketAddr, path: &str, cookie: Option<&str>) -> Reply {
    let mut stream = connect(addr);
    let mut request = format!("HEAD {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    if let Some(cookie) = cookie {
        request.push_str(&format!("Cookie: {cookie}\r\n"));
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let text = String::from_utf8_lossy(&answer).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").expect("a head");
    assert_eq!(body, "", "HEAD {path} has a body");
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .map(|line| {
            let (name, value) = line.split_once(':').unwrap();
            (name.trim().to_ascii_lowercase(), value.trim().to_owned())
        })
        .collect();
    Reply {
        status,
        headers,
        body: Vec::new(),
    }
}

/// HEAD is answered as GET is, without the body (RFC 9110): the same
/// status and headers, the length of the body GET sends; a stream's HEAD
/// opens no stream; HEAD of an unclaimed private link claims nothing and
/// is answered like an unknown address.
#[test]
fn head_is_answered_like_get_without_a_body() {
    let serving = serve(&games::evening(), quick());
    let addr = serving.addr();
    for path in [
        "/",
        "/app.js",
        "/app.css",
        "/theme.css",
        "/font.ttf",
        "/icon.svg",
        "/qr.svg",
        "/nothing",
    ] {
        let got = get(addr, path);
        let headed = head(addr, path, None);
        assert_eq!(
            headed.without_date(),
            Reply {
                body: Vec::new(),
                ..got.clone()
            }
            .without_date(),
            "HEAD {path}"
        );
        assert_eq!(
            headed.header("content-length"),
            Some(got.body.len().to_string().as_str()),
            "{path}"
        );
    }
    let stream = head(addr, "/events", None);
    assert_eq!(stream.status, 200);
    assert_eq!(stream.header("content-type"), Some("text/event-stream"));
    assert_eq!(serving.server.status().pages, 0, "no stream opened");
    // An unclaimed link: HEAD claims nothing, and says nothing.
    let token = serving.token(0);
    let unknown = head(addr, "/no-such-page", None);
    let unclaimed = head(addr, &format!("/p/{token}"), None);
    assert_eq!(unclaimed.without_date(), unknown.without_date());
    assert_eq!(head(addr, &format!("/p/{token}/events"), None).status, 404);
    assert_eq!(serving.server.status().claimed, vec![false; 4]);
    // The first GET still claims it; then HEAD with the claim is GET's head.
    let page = get(addr, &format!("/p/{token}"));
    let claim = page.claim().unwrap();
    let again = get_with_cookie(addr, &format!("/p/{token}"), &claim);
    let headed = head(addr, &format!("/p/{token}"), Some(&claim));
    assert_eq!(
        headed.without_date(),
        Reply {
            body: Vec::new(),
            ..again
        }
        .without_date()
    );
    assert_eq!(
        head(addr, &format!("/p/{token}/events"), Some(&claim)).status,
        200
    );
    assert_eq!(serving.server.status().pages, 0);
}

/// All string values of a page's JSON.
fn all_strings(json: &serde_json::Value) -> Vec<String> {
    match json {
        serde_json::Value::String(text) => vec![text.clone()],
        serde_json::Value::Array(items) => items.iter().flat_map(all_strings).collect(),
        serde_json::Value::Object(map) => map.values().flat_map(all_strings).collect(),
        _ => Vec::new(),
    }
}

/// RULES XP8 on the pages: once the final scoring asks Cleo to reveal her
/// end card, its title and text are on every page; her other card stays
/// hidden until the last end card of the table is revealed; then the
/// hands left are public.
#[test]
fn an_end_card_being_revealed_is_public_and_the_rest_of_the_hand_is_not() {
    use meeple_companion::engine::Command;
    let mut game = games::evening();
    games::run(
        &mut game,
        Command::Christmas(xp::Command::Use {
            figure: meeple_companion::engine::Figure::Meeple,
            target: xp::Target::Plain,
        }),
    );
    games::run(&mut game, Command::FinalScoring);
    let serving = serve(&game, quick());
    let addr = serving.addr();
    // Cleo's page: her supply card, and its words.
    let cleo = hand(&get(addr, &format!("/p/{}", serving.token(2))).state());
    let supply = cleo
        .iter()
        .find(|c| c["title"] == "Followers in the supply")
        .expect("Cleo holds the supply card");
    let (title, text) = (
        supply["title"].as_str().unwrap(),
        supply["text"].as_str().unwrap(),
    );
    let city = "City without pennants";
    assert!(cleo.iter().any(|c| c["title"] == city));
    let mut pages = vec![get(addr, "/").state()];
    for seat in [0, 1, 3] {
        pages.push(get(addr, &format!("/p/{}", serving.token(seat))).state());
    }
    for page in &pages {
        let words = all_strings(page);
        assert!(
            words.iter().any(|w| w == title) && words.iter().any(|w| w == text),
            "the end card is read out on every page"
        );
        assert!(
            !words.iter().any(|w| w == city),
            "Cleo's other card stays hidden"
        );
    }
    // Revealed: no end card is left, so the hands left are shown.
    games::run(
        &mut game,
        Command::Christmas(xp::Command::Reveal {
            player: games::CLEO,
            kind: "supply".into(),
            counts: vec![3],
        }),
    );
    serving.publish(&game);
    let table = get(addr, "/").state().to_string();
    assert!(table.contains(city), "the hands left are public: {table}");
}
