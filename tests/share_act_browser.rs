//! Phones that act, in a real browser (issue 30): two chromium sessions,
//! each on a fresh profile, are Anna's and Bert's phones. A whole round of
//! Christmas Present is played in which every card is played, the shield
//! question answered and every end card revealed from its owner's phone
//! only, by taps on the page (the steppers, the chips, the buttons), while
//! the test is the laptop's window: it enters the table's own lines (the
//! draws, the scoring, ending turns) through the same door
//! (`tests/web/desk.rs`). At the end the game on show and the game's file
//! give the same report as the notation's replay of the same game, and
//! every entry a phone gave names its phone. Bert's page buzzes
//! (`navigator.vibrate`) when the shield question turns to him. The
//! pictures go to `target/screenshots/acting/` (`MEEPLE_COMPANION_BLESS=1`
//! copies `phone-act.png` to `docs/screenshots/`).
//!
//! `.ci/run` installs chromium and chromium-driver; under `CI=true` a
//! missing driver fails the test, elsewhere it is skipped with a line
//! saying so.

mod web;

use std::path::Path;

use fantoccini::{Client, Locator};
use meeple_companion::engine::report::Report;
use meeple_companion::engine::{Command, Game, PlayerId, notation};
use meeple_companion::i18n::{self, Language, set_language};
use meeple_companion::share::Limits;
use meeple_companion::table::Change;

use web::Acting;
use web::browser::{ONE_AT_A_TIME, browser, screenshots, session, shot, viewport, wait_for};

const ANNA: PlayerId = PlayerId(0);
const BERT: PlayerId = PlayerId(1);

/// The Cloister deck gives Anna a loop road (15), Bert a shield (17), Bert
/// a *return a follower* (25), Anna *farm cities* (29), Bert *followers in
/// the supply* (27); the Roadside deck gives Anna *swap on a cloister*
/// (21), used against Bert.
fn setup() -> String {
    let rest = |top: &[u16]| {
        let mut order: Vec<String> = top.iter().map(u16::to_string).collect();
        order.extend(
            (1..=32u16)
                .filter(|n| !top.contains(n))
                .map(|n| n.to_string()),
        );
        order.join(" ")
    };
    format!(
        "player Anna red\nplayer Bert blue\nchristmas\nshuffle cloister {}\nshuffle roadside {}\nbegin\n",
        rest(&[15, 17, 25, 29, 27]),
        rest(&[21]),
    )
}

fn replay(script: &str) -> Game {
    notation::run(script, chrono::Utc::now).unwrap_or_else(|e| panic!("{e}\n{script}"))
}

fn report(game: &Game) -> serde_json::Value {
    serde_json::to_value(Report::new(game, i18n::prompt_text)).expect("a report is JSON")
}

/// The game on show, the laptop's window and the notation it is held to:
/// every line the window enters and every action the phones take is
/// written down as the notation says it.
struct Table {
    acting: Acting,
    script: String,
}

impl Table {
    /// The window enters `line` (a line of the notation, made into the
    /// command the notation would give) through the table's door.
    fn window(&mut self, line: &str) {
        let before = replay(&self.script).log().len();
        let after = replay(&format!("{}{line}\n", self.script));
        assert_eq!(after.log().len(), before + 1, "{line}");
        let command: Command = after.log()[before].command.clone();
        if let Err(words) = self.acting.desk.window(Change::Command(command)) {
            panic!("the window's {line} was refused: {words}");
        }
        self.note(line);
    }

    /// What a phone just did, as the notation says it.
    fn note(&mut self, line: &str) {
        self.script.push_str(line);
        self.script.push('\n');
    }
}

/// A button labelled `label` in the act titled `title`.
fn button(title: &str, label: &str) -> String {
    format!(
        "//section[@id='acts']//article[contains(concat(' ', @class, ' '), ' act ')]\
         [.//h3[normalize-space(.)=\"{title}\"]]//button[normalize-space(.)=\"{label}\"]"
    )
}

/// Taps `label` in the act titled `title` once it is there and may be
/// tapped (a state the stream has yet to bring waits for it).
async fn tap(client: &Client, title: &str, label: &str) {
    tap_at(
        client,
        &format!("“{label}” in “{title}”"),
        &button(title, label),
    )
    .await;
}

/// Taps the button at XPath `path` once it is there and enabled.
async fn tap_at(client: &Client, what: &str, path: &str) {
    let ready = format!(
        "const b = document.evaluate({path:?}, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; \
         return b !== null && !b.disabled;"
    );
    wait_for(client, what, &ready).await;
    client
        .find(Locator::XPath(path))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// Waits for the laptop's *done* (sent once the change is on disk); a
/// refusal fails the test with its words.
async fn answered(client: &Client, what: &str) -> String {
    wait_for(
        client,
        &format!("the laptop's answer to {what}"),
        "const s = document.querySelector('#acts .said'); \
         if (s && s.classList.contains('refused')) throw new Error(s.innerText); \
         return s !== null && s.classList.contains('ok');",
    )
    .await;
    text(client, "#acts .said").await
}

/// Taps the answer `label` of the act titled `title` and waits for the
/// laptop's *done*.
async fn send(client: &Client, title: &str, label: &str) -> String {
    tap(client, title, label).await;
    answered(client, &format!("“{label}”")).await
}

async fn text(client: &Client, css: &str) -> String {
    client
        .find(Locator::Css(css))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

/// Whether the page offers an act titled `title`.
async fn offers(client: &Client, title: &str) -> bool {
    let script = format!(
        "return [...document.querySelectorAll('#acts .act-title')].some(t => t.textContent === {title:?});"
    );
    client.execute(&script, Vec::new()).await.unwrap() == serde_json::Value::Bool(true)
}

/// Every later call of `navigator.vibrate` on the page is counted.
const COUNT_BUZZES: &str = "window.__buzz = 0; navigator.vibrate = () => { window.__buzz += 1; return true; }; return true;";

#[test]
fn a_christmas_round_played_from_two_phones_in_chromium() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    set_language(Language::English);
    let Some((driver, chromium)) = browser() else {
        return;
    };
    std::fs::create_dir_all(screenshots().join("acting")).unwrap();
    let script = setup();
    let acting = web::serve_acting(replay(&script), Limits::default());
    let anna_url = acting.server.private_url(ANNA.index()).unwrap();
    let bert_url = acting.server.private_url(BERT.index()).unwrap();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut table = Table { acting, script };

    runtime.block_on(async {
        let anna_phone = session(&driver, &chromium).await;
        let bert_phone = session(&driver, &chromium).await;
        let anna = anna_phone.client.clone();
        let bert = bert_phone.client.clone();
        for (client, url) in [(&anna, &anna_url), (&bert, &bert_url)] {
            viewport(client, 390, 844).await;
            client.goto(url).await.unwrap();
            wait_for(
                client,
                "the private page",
                "return document.querySelector('#link.live') !== null;",
            )
            .await;
        }
        bert.execute(COUNT_BUZZES, Vec::new()).await.unwrap();

        // Anna's turn: she draws a loop road and plays it from her phone,
        // 4 tiles with nobody else; the window only sees its points.
        table.window("draw cloister");
        for _ in 0..4 {
            tap(&anna, "Loop road, double", "+").await;
        }
        let tiles = anna
            .execute(
                "return document.querySelector('#acts .count-value').value;",
                Vec::new(),
            )
            .await
            .unwrap();
        assert_eq!(tiles, serde_json::json!("4"));
        shot(&anna, "acting/phone-act-offer.png").await;
        let said = send(&anna, "Loop road, double", "Play it").await;
        assert!(
            said.contains("Anna played “Loop road, double” · +8"),
            "{said}"
        );
        assert!(
            !said.contains("phone"),
            "her own phone says what she did: {said}"
        );
        table.note("play Anna loop-road 4");
        assert!(
            !offers(&bert, "Loop road, double").await,
            "Bert is offered Anna's card"
        );
        table.window("end-turn");

        // Bert draws a shield: kept in his hand, nothing to do.
        table.window("draw cloister");
        table.window("end-turn");

        // Anna uses *swap on a cloister* against Bert; Bert's phone buzzes
        // and asks him; he cancels it with his shield.
        table.window("draw roadside");
        tap(&anna, "Swap on a cloister", "Bert").await;
        send(&anna, "Swap on a cloister", "Play it").await;
        table.note("play Anna swap-cloister against Bert");
        wait_for(
            &bert,
            "the shield question",
            "return document.querySelector('#acts .act.ask') !== null;",
        )
        .await;
        let buzzes = bert
            .execute("return window.__buzz;", Vec::new())
            .await
            .unwrap();
        assert_eq!(buzzes, serde_json::json!(1), "Bert's phone buzzed once");
        let asked = text(&bert, "#acts .act.ask").await;
        assert!(
            asked.contains("Yours to do") && asked.contains("Swap on a cloister"),
            "{asked}"
        );
        assert!(
            !offers(&anna, "Bert, a shield?").await,
            "Anna is asked Bert's question"
        );
        shot(&bert, "acting/phone-act.png").await;
        send(&bert, "Bert, a shield?", "Yes, cancel it with a shield").await;
        table.note("shield Bert yes");
        table.window("end-turn");

        // Bert plays *return a follower* from his phone, takes it back
        // (his own last action, nothing came after it) and plays it again.
        table.window("draw cloister");
        send(&bert, "Return a follower", "Play it").await;
        let undo = "//section[@id='acts']//button[normalize-space(.)=\"Take back my last action\"]";
        tap_at(&bert, "the undo", undo).await;
        answered(&bert, "the undo").await;
        send(&bert, "Return a follower", "Play it").await;
        table.note("play Bert return-follower");
        table.window("end-turn");

        // Anna draws *farm cities*, to keep for the end.
        table.window("draw cloister");
        table.window("end-turn");

        // Bert draws *followers in the supply*; the turns are over.
        table.window("draw cloister");
        table.window("score city 10 Bert");
        table.window("final-scoring");

        // The end cards are revealed start player first, from the phones.
        tap(&anna, "Farm cities", "+").await;
        tap(&anna, "Farm cities", "+").await;
        send(&anna, "Farm cities", "Reveal for Anna").await;
        table.note("reveal Anna farm-cities 2");
        for _ in 0..3 {
            tap(&bert, "Followers in the supply", "+").await;
        }
        send(&bert, "Followers in the supply", "Reveal for Bert").await;
        table.note("reveal Bert supply 3");
        table.window("score farm 6 Anna");
        table.window("end-game");
        wait_for(
            &anna,
            "the result",
            "return document.querySelector('#result:not([hidden])') !== null;",
        )
        .await;

        anna.close().await.unwrap();
        bert.close().await.unwrap();
    });

    let game = table.acting.desk.game();
    let replayed = replay(&table.script);
    assert_eq!(
        report(&game),
        report(&replayed),
        "the game on show against\n{}",
        table.script
    );
    let on_disk = table.acting.desk.on_disk(&table.acting.id);
    assert_eq!(report(&on_disk), report(&replayed), "the game's file");
    let phones: Vec<Option<PlayerId>> = game.log().iter().map(|e| e.phone).collect();
    let by = |player| phones.iter().filter(|p| **p == Some(player)).count();
    assert_eq!((by(ANNA), by(BERT)), (3, 3), "{phones:?}");
    assert_eq!(
        on_disk.log().iter().map(|e| e.phone).collect::<Vec<_>>(),
        phones
    );

    if std::env::var("MEEPLE_COMPANION_BLESS").as_deref() == Ok("1") {
        let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/screenshots");
        std::fs::create_dir_all(&docs).unwrap();
        std::fs::copy(
            screenshots().join("acting/phone-act.png"),
            docs.join("phone-act.png"),
        )
        .unwrap();
    }
}

/// The acts as a German table sees them in the dark theme, with six
/// players of 24-character names and every expansion on: the first
/// player's two cards to play (the other holders as five chips, the loop
/// road's figure with The Messages) and the second player's shield
/// question fit a 390-pixel phone without scrolling sideways. The
/// pictures go to `target/screenshots/acting/`, to look at.
#[test]
fn the_acts_fit_a_phone_in_german_and_dark_with_six_long_names() {
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let Some((driver, chromium)) = browser() else {
        return;
    };
    std::fs::create_dir_all(screenshots().join("acting")).unwrap();
    let names = web::games::LONG_NAMES;
    let colours = ["red", "blue", "yellow", "green", "black", "pink"];
    let mut script: String = names
        .iter()
        .zip(colours)
        .map(|(name, colour)| format!("player \"{name}\" {colour}\n"))
        .collect();
    script.push_str("christmas\nmessages\nsaint-nicholas\ngold-mines\n");
    let cloister = setup();
    for line in cloister.lines().filter(|l| l.starts_with("shuffle")) {
        script.push_str(line);
        script.push('\n');
    }
    script.push_str("begin\ndraw cloister\ndraw roadside\n");
    let offering = replay(&script);
    script.push_str(&format!(
        "play \"{}\" swap-cloister against \"{}\"\n",
        names[0], names[1]
    ));
    let asking = replay(&script);
    let serving = web::serve(&offering, Limits::default());
    let first = serving.server.private_url(0).unwrap();
    let second = serving.server.private_url(1).unwrap();
    set_language(Language::German);
    let dark =
        |game: &Game| meeple_companion::share::page::snapshot_posting(game, 1, Some("dark"), None);

    let fits = "return document.documentElement.scrollWidth <= window.innerWidth;";
    serving.runtime.block_on(async {
        let phone = session(&driver, &chromium).await;
        let client = phone.client.clone();
        viewport(&client, 390, 844).await;
        serving.server.publish(dark(&offering));
        client.goto(&first).await.unwrap();
        wait_for(
            &client,
            "the two cards to play",
            "return document.querySelectorAll('#acts .act.offer').length === 2;",
        )
        .await;
        let chips = client
            .execute(
                "return document.querySelectorAll('#acts .act.offer .chip').length;",
                Vec::new(),
            )
            .await
            .unwrap();
        // Five other players on each card, and the loop road's figure
        // (meeple or messenger, with The Messages).
        assert_eq!(chips, serde_json::json!(12));
        assert_eq!(
            client.execute(fits, Vec::new()).await.unwrap(),
            serde_json::json!(true)
        );
        shot(&client, "acting/phone-act-offers-de-dark.png").await;

        serving.server.publish(dark(&asking));
        let second_phone = session(&driver, &chromium).await;
        let client = second_phone.client.clone();
        viewport(&client, 390, 844).await;
        client.goto(&second).await.unwrap();
        wait_for(
            &client,
            "the shield question",
            "return document.querySelector('#acts .act.ask .badge') !== null;",
        )
        .await;
        let asked = text(&client, "#acts .act.ask").await;
        assert!(asked.contains("Du bist gefragt"), "{asked}");
        let settle = text(&client, "#settle").await;
        assert!(
            !settle.contains(names[1]) || !settle.contains("Schild"),
            "asked twice: {settle}"
        );
        assert_eq!(
            client.execute(fits, Vec::new()).await.unwrap(),
            serde_json::json!(true)
        );
        shot(&client, "acting/phone-act-ask-de-dark.png").await;
    });
    set_language(Language::English);
}
