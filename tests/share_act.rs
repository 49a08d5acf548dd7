//! Phones that act (issue 30), over HTTP on the loopback: each phone from
//! its own address (127.0.0.2, …). Every refusal is checked to change
//! nothing: not the table's game, not its version, not the file on disk,
//! and no page is sent a state.

mod web;

use std::io::{BufReader, Write};
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use meeple_companion::engine::christmas;
use meeple_companion::engine::{Command, DeckId, FeatureScoring, Kind};
use meeple_companion::share::Limits;
use meeple_companion::share::acting::Outcome;
use meeple_companion::table::{Change, ReadOnly};

use web::games::{self, ANNA};
use web::{Acting, Events, Phone, Reply, desk::outcome};

/// What a refusal must leave as it was.
struct Before {
    log: usize,
    version: u64,
    file: Vec<u8>,
    published: usize,
}

impl Before {
    fn take(acting: &Acting) -> Before {
        Before {
            log: acting.desk.game().log().len(),
            version: acting.desk.version(),
            file: file(acting),
            published: acting.desk.published.lock().unwrap().len(),
        }
    }

    /// Nothing changed since: the game, the version, the file on disk,
    /// what the pages were sent.
    fn unchanged(&self, acting: &Acting, what: &str) {
        assert_eq!(acting.desk.game().log().len(), self.log, "{what}: the log");
        assert_eq!(acting.desk.version(), self.version, "{what}: the version");
        assert!(file(acting) == self.file, "{what}: the file on disk");
        assert_eq!(
            acting.desk.published.lock().unwrap().len(),
            self.published,
            "{what}: a state was published"
        );
    }
}

/// The game's file as it is on disk (empty if there is none).
fn file(acting: &Acting) -> Vec<u8> {
    std::fs::read(acting.dir.path().join(format!("{}.json", acting.id))).unwrap_or_default()
}

/// A request sent as it is from `source`, and its answer.
fn send(source: IpAddr, addr: SocketAddr, request: &str) -> Reply {
    let mut stream = web::connect_from(source, addr);
    stream.write_all(request.as_bytes()).expect("sent");
    web::read_reply(&mut BufReader::new(stream)).expect("an answer")
}

/// A `POST` of `body` to `path` from `source` with exactly `headers`
/// (besides Host, Connection and Content-Length).
fn post(
    source: IpAddr,
    addr: SocketAddr,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Reply {
    let mut head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (name, value) in headers {
        head.push_str(&format!("{name}: {value}\r\n"));
    }
    send(source, addr, &format!("{head}\r\n{body}"))
}

/// The main answer of act `act` on a page with `state`, the form filled
/// in with `values`, as request `id`.
fn answer(state: &serde_json::Value, id: &str, act: usize, values: serde_json::Value) -> String {
    let acts = state["acts"].as_array().expect("acts");
    let answers = acts[act]["answers"].as_array().unwrap();
    let chosen = answers
        .iter()
        .find(|a| a["main"] == true)
        .unwrap_or(&answers[0]);
    serde_json::json!({
        "id": id,
        "version": state["version"],
        "act": act,
        "answer": chosen["answer"],
        "values": values,
    })
    .to_string()
}

/// A request for act `act`, answer `answer`, whatever the page shows.
fn blind(id: &str, version: u64, act: usize, answer: usize, values: serde_json::Value) -> String {
    serde_json::json!({
        "id": id, "version": version, "act": act, "answer": answer, "values": values,
    })
    .to_string()
}

/// Anna's turn: she drew a loop road (a card to play in her turn).
fn anna_holds_a_loop_road() -> Acting {
    let mut game = games::new_game();
    games::draw(&mut game, DeckId::named("cloister"));
    web::serve_acting(game, Limits::default())
}

fn refused(reply: &Reply, status: u16, why: &str) -> Outcome {
    let told = outcome(&reply.body);
    assert_eq!(reply.status, status, "{told:?}");
    assert!(!told.ok, "{told:?}");
    assert_eq!(told.why.as_deref(), Some(why), "{told:?}");
    told
}

fn not_found(reply: &Reply) {
    assert_eq!(reply.status, 404, "{}", reply.text());
    assert_eq!(reply.text(), "Not found\n");
}

#[test]
fn a_phone_answers_the_question_put_to_its_player() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let state = anna.state();
    let body = answer(&state, "first", 0, serde_json::json!([3, []]));
    let reply = anna.act(&body);
    let told = outcome(&reply.body);
    assert_eq!(reply.status, 200, "{told:?}");
    assert!(told.ok);
    let on_disk = acting.desk.on_disk(&acting.id);
    assert_eq!(on_disk.log().last().unwrap().phone, Some(ANNA));
}

#[test]
fn an_action_without_the_claim_cookie_is_the_404() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let body = answer(&anna.state(), "no-cookie", 0, serde_json::json!([3, []]));
    let before = Before::take(&acting);
    let path = format!("{}/act", anna.path);
    let own = format!("http://{}", acting.addr());
    // From the phone's own address, with everything but the cookie.
    let bare = web::post_from(anna.source, acting.addr(), &path, None, None, &body);
    not_found(&bare);
    // A cookie that is not the claim.
    let wrong = "mc-claim=AAAAAAAAAAAAAAAAAAAAAAAAAA";
    let forged = web::post_from(anna.source, acting.addr(), &path, Some(wrong), None, &body);
    not_found(&forged);
    // A second phone of Anna's (another address, no claim): the same.
    let second: IpAddr = "127.0.0.40".parse().unwrap();
    not_found(&post(
        second,
        acting.addr(),
        &path,
        &[("Content-Type", "application/json"), ("Origin", &own)],
        &body,
    ));
    before.unchanged(&acting, "without the cookie");
}

#[test]
fn a_second_phone_of_a_player_gets_the_404_until_new_links() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let body = answer(&anna.state(), "second", 0, serde_json::json!([3, []]));
    let before = Before::take(&acting);
    // Another browser opens Anna's link: the 404, and no cookie.
    let other: IpAddr = "127.0.0.41".parse().unwrap();
    let head = format!(
        "GET {} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
        anna.path,
        acting.addr()
    );
    let page = send(other, acting.addr(), &head);
    not_found(&page);
    assert_eq!(page.claim(), None);
    before.unchanged(&acting, "a second phone");
    // New links: the old claim acts no more; the new link is claimed by
    // the first browser that opens it.
    acting.server.renew_links().unwrap();
    not_found(&anna.act(&body));
    let again = Phone::claim(acting.addr(), &acting.token(0), 0);
    let body = answer(
        &again.state(),
        "after-new-links",
        0,
        serde_json::json!([3, []]),
    );
    assert_eq!(again.act(&body).status, 200);
}

#[test]
fn another_player_s_cookie_or_link_acts_for_no_one_else() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let bert = Phone::claim(acting.addr(), &acting.token(1), 1);
    let body = answer(
        &anna.state(),
        "bert-for-anna",
        0,
        serde_json::json!([3, []]),
    );
    let before = Before::take(&acting);
    // Bert's cookie on Anna's link, from Bert's phone.
    let path = format!("{}/act", anna.path);
    let reply = web::post_from(
        bert.source,
        acting.addr(),
        &path,
        Some(&bert.cookie),
        None,
        &body,
    );
    not_found(&reply);
    // Anna's cookie on Bert's link.
    let path = format!("{}/act", bert.path);
    let reply = web::post_from(
        anna.source,
        acting.addr(),
        &path,
        Some(&anna.cookie),
        None,
        &body,
    );
    not_found(&reply);
    // Bert's own link, asking for Anna's offer: Bert is offered nothing.
    let reply = bert.act(&body);
    refused(&reply, 422, "not-yours");
    before.unchanged(&acting, "another player's");
}

#[test]
fn a_phone_cannot_answer_a_question_put_to_another_player() {
    let mut game = games::new_game();
    games::draw(&mut game, DeckId::named("cloister"));
    games::draw(&mut game, christmas::ROADSIDE);
    let acting = web::serve_acting(game, Limits::default());
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let bert = Phone::claim(acting.addr(), &acting.token(1), 1);
    // Anna uses her Roadside card against Bert, from her phone.
    let state = anna.state();
    assert_eq!(state["acts"][0]["kind"], "ask", "{state}");
    let body = answer(&state, "against-bert", 0, serde_json::json!([[1]]));
    let reply = anna.act(&body);
    assert_eq!(reply.status, 200, "{}", reply.text());
    // Bert is asked about a shield; Anna is offered nothing now, not
    // even her loop road (the table waits on Bert).
    let state = bert.state();
    assert_eq!(state["acts"].as_array().unwrap().len(), 1, "{state}");
    let version = state["version"].as_u64().unwrap();
    let seen = anna.state();
    assert_eq!(seen["acts"], serde_json::json!([]), "{seen}");
    let before = Before::take(&acting);
    // Anna answers Bert's question (its place on Bert's page), each way.
    for choice in 0..2 {
        let body = blind(
            &format!("shield-{choice}"),
            version,
            0,
            choice,
            serde_json::json!([]),
        );
        refused(&anna.act(&body), 422, "not-yours");
    }
    // Her loop road as it was offered before the hold.
    let body = blind("loop-road", version, 0, 0, serde_json::json!([3, []]));
    refused(&anna.act(&body), 422, "not-yours");
    before.unchanged(&acting, "a hold that is not Anna's");
    // Bert may answer it.
    let body = answer(&state, "bert-no", 0, serde_json::json!([]));
    let reply = bert.act(&body);
    assert_eq!(reply.status, 200, "{}", reply.text());
}

#[test]
fn an_action_from_another_site_is_refused() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let body = answer(&anna.state(), "foreign", 0, serde_json::json!([3, []]));
    let before = Before::take(&acting);
    let path = format!("{}/act", anna.path);
    let own = format!("http://{}", acting.addr());
    let cookie = format!("Cookie: {}", anna.cookie);
    let (name, value) = cookie.split_once(": ").unwrap();
    let json = ("Content-Type", "application/json");
    let cases: [(&str, Vec<(&str, &str)>); 6] = [
        (
            "a foreign Origin",
            vec![(name, value), json, ("Origin", "http://evil.example")],
        ),
        ("no Origin", vec![(name, value), json]),
        (
            "a cross-site form's text/plain",
            vec![
                (name, value),
                ("Content-Type", "text/plain"),
                ("Origin", &own),
            ],
        ),
        (
            "a form's urlencoded body",
            vec![
                (name, value),
                ("Content-Type", "application/x-www-form-urlencoded"),
                ("Origin", &own),
            ],
        ),
        ("no Content-Type", vec![(name, value), ("Origin", &own)]),
        (
            "a browser saying cross-site",
            vec![
                (name, value),
                json,
                ("Origin", &own),
                ("Sec-Fetch-Site", "cross-site"),
            ],
        ),
    ];
    for (what, headers) in cases {
        let reply = post(anna.source, acting.addr(), &path, &headers, &body);
        refused(&reply, 403, "bad");
        before.unchanged(&acting, what);
    }
    // The same request from the page's own origin is taken.
    let headers = [
        (name, value),
        json,
        ("Origin", own.as_str()),
        ("Sec-Fetch-Site", "same-origin"),
    ];
    let reply = post(anna.source, acting.addr(), &path, &headers, &body);
    assert_eq!(reply.status, 200, "{}", reply.text());
}

#[test]
fn an_action_based_on_an_older_version_is_refused_with_the_newest_state() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let old = anna.state();
    // The window scores a road meanwhile.
    let version = acting
        .desk
        .window(Change::Command(Command::Score(FeatureScoring::shared(
            Kind::Road,
            4,
            &[ANNA],
        ))))
        .unwrap();
    assert!(web::eventually(
        Duration::from_secs(5),
        || anna.state()["version"] == version
    ));
    let before = Before::take(&acting);
    let body = answer(&old, "old", 0, serde_json::json!([3, []]));
    let reply = anna.act(&body);
    let told = refused(&reply, 409, "stale");
    assert_eq!(told.version, version);
    let sent: serde_json::Value = serde_json::from_slice(&reply.body).unwrap();
    assert_eq!(sent["state"]["version"], version, "the newest state");
    assert_eq!(sent["state"]["acts"], anna.state()["acts"]);
    before.unchanged(&acting, "stale");
    // A version the table never had (ahead of it) is refused the same way.
    let ahead = blind("ahead", version + 5, 0, 0, serde_json::json!([3, []]));
    refused(&anna.act(&ahead), 409, "stale");
    before.unchanged(&acting, "ahead");
}

#[test]
fn a_request_sent_again_gets_the_same_answer_and_is_applied_once() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let body = answer(&anna.state(), "twice", 0, serde_json::json!([3, []]));
    let log = acting.desk.game().log().len();
    let first = anna.act(&body);
    assert_eq!(first.status, 200, "{}", first.text());
    let after = Before::take(&acting);
    let second = anna.act(&body);
    assert_eq!(second.status, first.status);
    assert_eq!(second.body, first.body, "the same answer");
    after.unchanged(&acting, "sent again");
    assert_eq!(acting.desk.game().log().len(), log + 1, "applied once");
    assert_eq!(acting.desk.on_disk(&acting.id).log().len(), log + 1);
    // Sent again at once from two connections, another id: one applied.
    let version = outcome(&first.body).version;
    let undo = format!(r#"{{"id":"undo-twice","version":{version},"undo":true}}"#);
    let replies: Vec<Reply> = std::thread::scope(|scope| {
        let sent: Vec<_> = (0..2).map(|_| scope.spawn(|| anna.act(&undo))).collect();
        sent.into_iter().map(|s| s.join().unwrap()).collect()
    });
    assert_eq!(replies[0].body, replies[1].body, "{}", replies[0].text());
    assert_eq!(replies[0].status, 200, "{}", replies[0].text());
    assert_eq!(acting.desk.game().log().len(), log, "undone once");
}

#[test]
fn a_body_over_4_kib_is_refused_413() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let body = answer(&anna.state(), "big", 0, serde_json::json!([3, []]));
    let big = format!("{body}{}", " ".repeat(4 * 1024 + 1 - body.len()));
    let before = Before::take(&acting);
    refused(&anna.act(&big), 413, "bad");
    before.unchanged(&acting, "a declared length");
    // Chunked, without a length: cut off at 4 KiB.
    let head = format!(
        "POST {}/act HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nOrigin: http://{addr}\r\nCookie: {}\r\nTransfer-Encoding: chunked\r\n\r\n",
        anna.path,
        anna.cookie,
        addr = acting.addr()
    );
    let chunks: String = big
        .as_bytes()
        .chunks(1000)
        .map(|c| format!("{:x}\r\n{}\r\n", c.len(), String::from_utf8_lossy(c)))
        .collect();
    let reply = send(
        anna.source,
        acting.addr(),
        &format!("{head}{chunks}0\r\n\r\n"),
    );
    refused(&reply, 413, "bad");
    before.unchanged(&acting, "chunked");
    // At the limit, the same request is taken.
    let fits = format!("{body}{}", " ".repeat(4 * 1024 - body.len()));
    assert_eq!(anna.act(&fits).status, 200);
}

#[test]
fn more_than_five_actions_a_second_on_one_link_are_refused_429() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let bert = Phone::claim(acting.addr(), &acting.token(1), 1);
    let before = Before::take(&acting);
    let start = Instant::now();
    let statuses: Vec<u16> = (0..6).map(|_| anna.act("{}").status).collect();
    let late = anna.act("{}");
    assert!(
        start.elapsed() < Duration::from_millis(900),
        "too slow to tell"
    );
    assert_eq!(statuses[..5], [400; 5], "a request no page sends");
    assert_eq!(statuses[5], 429);
    assert_eq!(late.status, 429);
    assert_eq!(late.header("retry-after"), Some("1"));
    refused(&late, 429, "busy");
    // Another link is not slowed down.
    assert_eq!(bert.act("{}").status, 400);
    before.unchanged(&acting, "too many");
    // A second later, Anna may act again.
    std::thread::sleep(Duration::from_millis(1050));
    let body = answer(&anna.state(), "later", 0, serde_json::json!([3, []]));
    assert_eq!(anna.act(&body).status, 200);
}

#[test]
fn an_act_the_page_does_not_offer_is_refused() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let state = anna.state();
    let version = state["version"].as_u64().unwrap();
    assert_eq!(state["acts"].as_array().unwrap().len(), 1, "{state}");
    let before = Before::take(&acting);
    let cases = [
        (
            "a card not in the hand (no such act)",
            blind("a", version, 1, 0, serde_json::json!([3, []])),
        ),
        (
            "an act far off",
            blind("b", version, 999_999, 0, serde_json::json!([])),
        ),
        (
            "an answer the act has not",
            blind("c", version, 0, 1, serde_json::json!([3, []])),
        ),
        (
            "a count of the wrong kind",
            blind("d", version, 0, 0, serde_json::json!(["3", []])),
        ),
        (
            "a count over the largest",
            blind("e", version, 0, 0, serde_json::json!([1000, []])),
        ),
        (
            "a player of no seat",
            blind("f", version, 0, 0, serde_json::json!([3, [9]])),
        ),
        (
            "the player themself",
            blind("g", version, 0, 0, serde_json::json!([3, [0]])),
        ),
        (
            "a field missing",
            blind("h", version, 0, 0, serde_json::json!([3])),
        ),
    ];
    for (what, body) in cases {
        let reply = anna.act(&body);
        refused(&reply, 422, "not-yours");
        before.unchanged(&acting, what);
        // 5 a second per link.
        std::thread::sleep(Duration::from_millis(210));
    }
    // A request no page sends.
    for body in [
        "not json".to_owned(),
        format!(r#"{{"id":"","version":{version},"act":0,"answer":0}}"#),
        format!(
            r#"{{"id":"{}","version":{version},"act":0,"answer":0}}"#,
            "x".repeat(65)
        ),
        format!(r#"{{"id":"u","version":{version},"undo":false}}"#),
    ] {
        let body = body.as_str();
        let reply = anna.act(body);
        assert!(
            matches!(reply.status, 400 | 422),
            "{body}: {}",
            reply.text()
        );
        assert!(!outcome(&reply.body).ok);
        before.unchanged(&acting, body);
        std::thread::sleep(Duration::from_millis(210));
    }
    // Undo with nothing of Anna's to take back.
    let undo = format!(r#"{{"id":"undo","version":{version},"undo":true}}"#);
    refused(&anna.act(&undo), 422, "not-yours");
    before.unchanged(&acting, "an undo of nothing");
}

#[test]
fn a_hand_card_is_offered_only_in_its_owner_s_turn() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let offered = anna.state();
    let version = acting
        .desk
        .window(Change::Command(Command::EndTurn))
        .unwrap();
    // Bert's turn: Anna's page offers nothing.
    assert!(web::eventually(
        Duration::from_secs(5),
        || anna.state()["version"] == version
    ));
    assert_eq!(anna.state()["acts"], serde_json::json!([]));
    let before = Before::take(&acting);
    let body = answer(&offered, "out-of-turn", 0, serde_json::json!([3, []])).replace(
        &format!("\"version\":{}", offered["version"]),
        &format!("\"version\":{version}"),
    );
    refused(&anna.act(&body), 422, "not-yours");
    before.unchanged(&acting, "out of turn");
}

#[test]
fn while_the_laptop_cannot_save_nothing_changes() {
    // Read-only (another window holds the game).
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let body = answer(&anna.state(), "read-only", 0, serde_json::json!([3, []]));
    acting
        .desk
        .table
        .lock()
        .unwrap()
        .set_read_only(ReadOnly::InUse);
    let before = Before::take(&acting);
    refused(&anna.act(&body), 503, "cannot-save");
    before.unchanged(&acting, "read-only");

    // A save that fails (a folder where its file goes): taken, then
    // taken back once its save failed; no page saw it.
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let state = anna.state();
    let path = acting.dir.path().join(format!("{}.json", acting.id));
    let log = acting.desk.game().log().len();
    std::fs::remove_file(&path).unwrap();
    std::fs::create_dir(&path).unwrap();
    let published = acting.desk.published.lock().unwrap().len();
    let body = answer(&state, "fails", 0, serde_json::json!([3, []]));
    refused(&anna.act(&body), 503, "cannot-save");
    assert_eq!(acting.desk.game().log().len(), log, "taken back");
    assert!(path.is_dir(), "nothing written");
    let seen = acting.desk.published.lock().unwrap()[published..].to_vec();
    assert!(seen.iter().all(|p| p.log == log), "a page saw it: {seen:?}");
    // Now refused at once.
    let state = anna.state();
    let before = Before::take(&acting);
    let body = answer(&state, "fails-again", 0, serde_json::json!([3, []]));
    refused(&anna.act(&body), 503, "cannot-save");
    before.unchanged(&acting, "a failing save");
}

#[test]
fn an_accepted_action_is_on_disk_before_any_page_sees_it() {
    let acting = anna_holds_a_loop_road();
    acting.desk.check_disk.store(true, Ordering::SeqCst);
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let bert = Phone::claim(acting.addr(), &acting.token(1), 1);
    let table = Events::open(acting.addr(), "/events", None).unwrap();
    let stream = web::connect_from(bert.source, acting.addr());
    let private = format!("{}/events", bert.path);
    let bert_events = Events::open_on(stream, acting.addr(), &private, Some(&bert.cookie)).unwrap();
    let state = anna.state();
    let from = state["version"].as_u64().unwrap();
    let log = acting.desk.game().log().len();
    let (dir, id) = (acting.dir.path().to_owned(), acting.id.clone());
    // Each page, when a newer state reaches it, finds the entry on disk.
    let readers: Vec<_> = [table, bert_events]
        .into_iter()
        .map(|mut events| {
            let (dir, id) = (dir.clone(), id.clone());
            std::thread::spawn(move || {
                events.set_timeout(Duration::from_secs(10));
                loop {
                    let state = events.next_state().expect("a state");
                    let version = state["version"].as_u64().unwrap();
                    if version > from {
                        let on_disk = meeple_companion::store::Store::at(&dir).load(&id).unwrap();
                        return (version, on_disk.game.log().len());
                    }
                }
            })
        })
        .collect();
    let body = answer(&state, "seen", 0, serde_json::json!([3, []]));
    let reply = anna.act(&body);
    assert_eq!(reply.status, 200, "{}", reply.text());
    let version = outcome(&reply.body).version;
    for reader in readers {
        assert_eq!(reader.join().unwrap(), (version, log + 1));
    }
    // At the moment each state was handed to the pages, the file held it.
    let published = acting.desk.published.lock().unwrap().clone();
    assert!(
        published.iter().any(|p| p.version == version),
        "{published:?}"
    );
    for p in published.iter().filter(|p| p.version > from) {
        assert_eq!(
            p.on_disk,
            Some(p.log),
            "published before its save: {published:?}"
        );
    }
}

#[test]
fn the_table_page_never_acts_and_a_get_of_act_is_the_404() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let body = answer(&anna.state(), "tv", 0, serde_json::json!([3, []]));
    let before = Before::take(&acting);
    let tv: IpAddr = "127.0.0.50".parse().unwrap();
    let own = format!("http://{}", acting.addr());
    let headers = [
        ("Content-Type", "application/json"),
        ("Origin", own.as_str()),
    ];
    let token = acting.token(0);
    for path in ["/act", "/events/act", "/p/act", "/p//act", "/app.js/act"] {
        not_found(&post(tv, acting.addr(), path, &headers, &body));
    }
    let nested = format!("/p/{token}/events/act");
    not_found(&post(tv, acting.addr(), &nested, &headers, &body));
    // With Anna's cookie too.
    let with = [headers[0], headers[1], ("Cookie", anna.cookie.as_str())];
    not_found(&post(anna.source, acting.addr(), &nested, &with, &body));
    for path in [
        "/",
        "/events",
        &format!("/p/{token}"),
        &format!("/p/{token}/events"),
    ] {
        let reply = post(tv, acting.addr(), path, &headers, &body);
        assert_eq!(reply.status, 405, "{path}");
    }
    // PUT to the act: 405.
    let head = format!(
        "PUT {}/act HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
        anna.path,
        acting.addr()
    );
    assert_eq!(send(tv, acting.addr(), &head).status, 405);
    // A GET of the act, even with the claim: the same 404 as any address.
    let unknown = web::get(acting.addr(), "/nothing-here");
    let got = web::get_with_cookie(acting.addr(), &format!("{}/act", anna.path), &anna.cookie);
    assert_eq!(got.without_date(), unknown.without_date());
    // Another Host (DNS rebinding): the 404 before anything else.
    let head = format!(
        "POST {}/act HTTP/1.1\r\nHost: evil.example:{}\r\nConnection: close\r\nContent-Type: application/json\r\nOrigin: http://evil.example:{}\r\nCookie: {}\r\nContent-Length: {}\r\n\r\n{body}",
        anna.path,
        acting.addr().port(),
        acting.addr().port(),
        anna.cookie,
        body.len()
    );
    not_found(&send(anna.source, acting.addr(), &head));
    before.unchanged(&acting, "the table page");
}

/// Every test docs/security.md names for the writes exists: a promise
/// whose test was renamed or removed shows here.
#[test]
fn the_threat_model_for_writes_names_tests_that_exist() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/security.md")).unwrap();
    let start = doc.find("## Phones that act").expect("the section");
    let end = start + doc[start..].find("\n## Limits").expect("the next section");
    let mut sources = String::new();
    for dir in ["tests", "src/table"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "rs") {
                sources.push_str(&std::fs::read_to_string(path).unwrap());
            }
        }
    }
    let names: Vec<&str> = doc[start..end]
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|word| {
            word.len() > 12
                && word.contains('_')
                && word
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        })
        .collect();
    assert!(names.len() >= 12, "{names:?}");
    for name in names {
        assert!(sources.contains(&format!("fn {name}(")), "no test {name}");
    }
}

/// A phone that lost its connection while the laptop was busy with its
/// request sends it again: the same answer as if it had waited (done),
/// applied once.
#[test]
fn a_request_whose_connection_dropped_gets_its_answer_when_sent_again() {
    let acting = anna_holds_a_loop_road();
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let body = answer(&anna.state(), "dropped", 0, serde_json::json!([3, []]));
    let log = acting.desk.game().log().len();
    {
        // The laptop busy: the desk waits for the table.
        let _busy = acting.desk.table.lock().unwrap();
        let head = format!(
            "POST {}/act HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nOrigin: http://{addr}\r\nCookie: {}\r\nContent-Length: {}\r\n\r\n{body}",
            anna.path,
            anna.cookie,
            body.len(),
            addr = acting.addr()
        );
        let mut stream = web::connect_from(anna.source, acting.addr());
        stream.write_all(head.as_bytes()).unwrap();
        std::thread::sleep(Duration::from_millis(200));
        drop(stream);
        std::thread::sleep(Duration::from_millis(200));
    }
    let again = anna.act(&body);
    let told = outcome(&again.body);
    assert_eq!(again.status, 200, "{told:?}");
    assert!(told.ok);
    assert_eq!(acting.desk.game().log().len(), log + 1, "applied once");
}
