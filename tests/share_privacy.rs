//! No page ever shows another player's hand (issues 21 and 26): whole
//! games of every expansion, command by command, in each of the four
//! languages, with a fix of the seating half-way through two of them.
//!
//! At every command, every card in a hand is looked for on every other
//! page and stream (the table's, the other players'), and in what
//! `replay --sight` prints for them: its id always (a card's id is its
//! own: the other copy of its kind has another), its title and its text
//! as whole JSON string values whenever no copy of its kind is public at
//! that moment (each kind has two copies; a copy in the discard pile, in
//! play, drawn to be used now, attacking, being revealed at the final
//! scoring or in a hand shown at its end makes the words public, RULES
//! XP3, XP4, XP6, XP8). Each page is its owner's: its state is for the
//! player whose phone holds the link, with that player's hand, before and
//! after the fix; a phone whose player's hand the fix changed is told its
//! link was replaced, and scans its new one.
//!
//! The language on show is the process's, so these run in a binary of
//! their own, one after another.

mod web;

use std::collections::HashSet;
use std::sync::Arc;

use meeple_companion::app::share::hands_changed;
use meeple_companion::cli::{SightArg, sight_text};
use meeple_companion::engine::christmas::{Card, Hold};
use meeple_companion::engine::{Game, Phase, PlayerId, Setup, Shuffles};
use meeple_companion::i18n::{Language, set_language};
use meeple_companion::share::{Links, Server, page};
use meeple_companion::store::{SavedGame, to_json};

use web::*;

/// The game after each of its commands, the first with none.
fn prefixes(game: &Game) -> Vec<Game> {
    (0..=game.log().len())
        .map(|len| {
            let mut prefix = game.clone();
            prefix.rewind_to(len).unwrap();
            prefix
        })
        .collect()
}

/// `game` with its seats in another order (`order[new] = old`) and the new
/// seat 0 starting: the log is replayed on it seat by seat, as a fix of
/// the setup replays it, so each hand goes to whoever sits in its seat now.
fn reseated(game: &Game, order: &[usize]) -> Game {
    let old = game.setup();
    let mut setup: Setup = old.clone();
    setup.players = order.iter().map(|&i| old.players[i].clone()).collect();
    setup.start_player = PlayerId(0);
    game.replay_on(setup, &Shuffles::new())
        .expect("the same log fits the same seats")
}

/// The commands of a whole game, and where the seating is fixed.
struct Evening {
    name: &'static str,
    states: Vec<Game>,
    fixed_at: Option<usize>,
}

fn script(name: &str) -> Game {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scripts")
        .join(name);
    let text = std::fs::read_to_string(path).unwrap();
    meeple_companion::engine::notation::run(&text, chrono::Utc::now).unwrap()
}

fn evenings() -> Vec<Evening> {
    let mut out = Vec::new();
    // Christmas Present alone, Anna and Bert, swapped half-way.
    let game = script("christmas.txt");
    let half = game.log().len() / 2;
    let fixed = reseated(&game, &[1, 0]);
    let mut states = prefixes(&game)[..half].to_vec();
    states.extend(prefixes(&fixed)[half..].iter().cloned());
    out.push(Evening {
        name: "christmas.txt, Bert and Anna swapped half-way",
        states,
        fixed_at: Some(half),
    });
    // Every expansion at once.
    out.push(Evening {
        name: "all-four.txt",
        states: prefixes(&script("all-four.txt")),
        fixed_at: None,
    });
    // Four players to the end; Dirk moved to the second seat half-way.
    let game = web::games::ended();
    let half = game.log().len() / 2;
    let fixed = reseated(&game, &[0, 3, 1, 2]);
    let mut states = prefixes(&game)[..half].to_vec();
    states.extend(prefixes(&fixed)[half..].iter().cloned());
    out.push(Evening {
        name: "four players to the end, Dirk moved up half-way",
        states,
        fixed_at: Some(half),
    });
    out
}

fn names(game: &Game) -> Vec<String> {
    game.setup()
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect()
}

fn seat_of(game: &Game, name: &str) -> usize {
    game.setup()
        .players
        .iter()
        .position(|p| p.name == name)
        .unwrap()
}

/// The kinds of which a copy is public now (see the file's comment).
fn public_kinds(game: &Game) -> HashSet<&'static str> {
    let Some(cards) = game.state().christmas.as_ref() else {
        return HashSet::new();
    };
    let mut public: Vec<Card> = Vec::new();
    public.extend(&cards.discard);
    public.extend(&cards.removed);
    public.extend(cards.in_play.iter().map(|p| p.card));
    public.extend(cards.now.map(|n| n.card));
    public.extend(cards.attack.as_ref().map(|a| a.card));
    if let Some(Hold::Reveal { card, .. }) = cards.hold() {
        public.push(card);
    }
    if cards.hands_shown {
        public.extend(cards.shown_hands.iter().flatten());
    }
    public.into_iter().map(Card::id).collect()
}

/// Every string value in a page's JSON.
fn strings(json: &serde_json::Value, out: &mut HashSet<String>) {
    match json {
        serde_json::Value::String(text) => {
            out.insert(text.clone());
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| strings(v, out)),
        serde_json::Value::Object(map) => map.values().for_each(|v| strings(v, out)),
        _ => {}
    }
}

/// A card in a hand, as its owner's page shows it.
struct Secret {
    owner: String,
    id: String,
    title: String,
    text: String,
    kind: &'static str,
}

/// The cards in `name`'s hand in `game`, by the words of their owner's
/// page `state`; checks the page shows exactly that hand.
fn secrets(game: &Game, name: &str, state: &serde_json::Value) -> Vec<Secret> {
    let Some(cards) = game.state().christmas.as_ref() else {
        return Vec::new();
    };
    let hand = &cards.hands[seat_of(game, name)];
    let shown = web::hand(state);
    let ids: Vec<String> = hand
        .iter()
        .map(|c| format!("{}-{}", c.deck.as_str(), c.number))
        .collect();
    let on_page: Vec<String> = shown
        .iter()
        .map(|c| c["id"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(on_page, ids, "{name}'s page shows {name}'s hand");
    hand.iter()
        .zip(shown)
        .map(|(card, words)| Secret {
            owner: name.to_owned(),
            id: words["id"].as_str().unwrap().to_owned(),
            title: words["title"].as_str().unwrap().to_owned(),
            text: words["text"].as_str().unwrap().to_owned(),
            kind: card.id(),
        })
        .collect()
}

/// A phone holding a player's link, its stream open.
struct Phone {
    owner: String,
    token: String,
    claim: String,
    stream: Events,
}

fn claim(server: &Server, links: &Links, game: &Game, owner: &str) -> Phone {
    let addr = server.local_addr();
    let token = links.token(seat_of(game, owner)).unwrap();
    let claim = get(addr, &format!("/p/{token}"))
        .claim()
        .expect("unclaimed");
    let stream = Events::open(addr, &format!("/p/{token}/events"), Some(&claim)).unwrap();
    Phone {
        owner: owner.to_owned(),
        token,
        claim,
        stream,
    }
}

/// The name of a private state's player.
fn owner_of(state: &serde_json::Value) -> String {
    let seat = state["mine"]["seat"].as_u64().expect("a private state") as usize;
    state["players"][seat]["name"].as_str().unwrap().to_owned()
}

fn publish(server: &Server, links: &Links, game: &Game) {
    links.follow(&names(game)).unwrap();
    server.publish(page::snapshot(game, None));
}

/// One evening in the language on show; with `sight` also through
/// `replay --sight` (which speaks English). How many cards were looked for.
fn watch(evening: &Evening, sight: bool) -> usize {
    let runtime = runtime();
    let links = Arc::new(Links::new(0).unwrap());
    let first = &evening.states[0];
    links.follow(&names(first)).unwrap();
    let server = Server::start(
        &loopback(meeple_companion::share::Limits::default()),
        links.clone(),
        page::snapshot(first, None),
        runtime.handle(),
    )
    .unwrap();
    let addr = server.local_addr();
    let mut table = Events::open(addr, "/events", None).unwrap();
    assert!(table.next_state().is_some());
    let mut phones: Vec<Phone> = names(first)
        .iter()
        .map(|name| claim(&server, &links, first, name))
        .collect();
    for phone in &mut phones {
        assert_eq!(owner_of(&phone.stream.next_state().unwrap()), phone.owner);
    }
    let mut looked = 0;
    for (k, game) in evening.states.iter().enumerate().skip(1) {
        let mut replaced = Vec::new();
        if evening.fixed_at == Some(k) {
            // The fix: the links follow their players to their new seats;
            // those whose hands changed are replaced.
            replaced = hands_changed(&evening.states[k - 1], game);
            links.follow(&names(game)).unwrap();
            links.replace(&replaced).unwrap();
            assert!(
                !replaced.is_empty(),
                "{}: the fix moves hands",
                evening.name
            );
        }
        publish(&server, &links, game);
        let table_state = table.next_state().unwrap();
        let mut states: Vec<(String, serde_json::Value)> = Vec::new();
        for phone in &mut phones {
            if replaced.contains(&phone.owner) {
                let told = loop {
                    let event = phone.stream.next().expect("told");
                    if event.name != "ping" {
                        break event.name;
                    }
                };
                assert_eq!(told, "revoked", "{}'s phone", phone.owner);
                let page = get_with_cookie(addr, &format!("/p/{}", phone.token), &phone.claim);
                assert_eq!(page.status, 404, "{}'s old link", phone.owner);
                // The phone scans its player's new code.
                *phone = claim(&server, &links, game, &phone.owner.clone());
            }
            let state = phone.stream.next_state().unwrap();
            assert_eq!(
                owner_of(&state),
                phone.owner,
                "{} at {k}: a page shows another player",
                evening.name
            );
            if k % 5 == 0 {
                let page = get_with_cookie(addr, &format!("/p/{}", phone.token), &phone.claim);
                assert_eq!(page.state(), state, "the page and its stream agree");
            }
            states.push((phone.owner.clone(), state));
        }
        if game.state().phase == Phase::Ended {
            continue;
        }
        // What each viewer is shown: the pages, and through replay --sight.
        let mut viewers: Vec<(Option<String>, HashSet<String>)> = Vec::new();
        let mut words = HashSet::new();
        strings(&table_state, &mut words);
        viewers.push((None, words));
        for (owner, state) in &states {
            let mut words = HashSet::new();
            strings(state, &mut words);
            viewers.push((Some(owner.clone()), words));
        }
        if sight {
            let saved = SavedGame {
                id: "privacy".into(),
                created: chrono::Utc::now(),
                game: game.clone(),
            };
            let file = to_json(&saved);
            let table_json: serde_json::Value =
                serde_json::from_str(&sight_text(&file, &SightArg::Table).unwrap()).unwrap();
            assert_eq!(
                table_json, table_state,
                "replay --sight table is the table page's"
            );
            let mut words = HashSet::new();
            strings(&table_json, &mut words);
            viewers.push((None, words));
            for (owner, state) in &states {
                let json: serde_json::Value = serde_json::from_str(
                    &sight_text(&file, &SightArg::Player(owner.to_lowercase())).unwrap(),
                )
                .unwrap();
                assert_eq!(
                    &json, state,
                    "replay --sight player={owner} is their page's"
                );
                let mut words = HashSet::new();
                strings(&json, &mut words);
                viewers.push((Some(owner.clone()), words));
            }
        }
        let public = public_kinds(game);
        for (owner, state) in &states {
            for secret in secrets(game, owner, state) {
                looked += 1;
                for (viewer, words) in &viewers {
                    if viewer.as_deref() == Some(secret.owner.as_str()) {
                        continue;
                    }
                    let who = viewer.as_deref().unwrap_or("the table");
                    let at = format!("{} at command {k}", evening.name);
                    assert!(
                        !words.contains(&secret.id),
                        "{at}: {who} sees {} of {}",
                        secret.id,
                        secret.owner
                    );
                    if !public.contains(secret.kind) {
                        assert!(
                            !words.contains(&secret.title) && !words.contains(&secret.text),
                            "{at}: {who} reads {} of {}'s hand",
                            secret.title,
                            secret.owner
                        );
                    }
                }
            }
        }
    }
    looked
}

#[test]
fn no_page_ever_shows_another_players_hand_in_any_language() {
    let evenings = evenings();
    for language in [
        Language::English,
        Language::Dutch,
        Language::German,
        Language::Polish,
    ] {
        set_language(language);
        let mut looked = 0;
        for evening in &evenings {
            looked += watch(evening, language == Language::English);
        }
        assert!(looked > 100, "{language:?}: {looked} cards looked for");
        println!("{language:?}: {looked} hand cards looked for on every other page");
    }
    set_language(Language::English);
}

/// `replay --sight player=NAME` with a name not in the game is a usage
/// error that lists the players (exit status 2, from the binary).
#[test]
fn replay_sight_of_an_unknown_player_lists_the_players() {
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts/christmas.txt");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_meeple-companion"))
        .arg("replay")
        .arg("--sight")
        .arg("player=Zoe")
        .arg(&script)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "meeple-companion: no player \"Zoe\" in this game; its players: Anna, Bert\n"
    );
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_meeple-companion"))
        .args(["replay", "--sight", "player=anna"])
        .arg(&script)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["mine"]["seat"], 0);
    assert_eq!(json["players"][0]["name"], "Anna");
}
