//! The game screen and its final scoring, with every expansion on, in
//! each state that settles something, and in the entry's modes, with
//! holders chosen and notices on show.

use meeple_companion::app::game::{self, Mode, panels};
use meeple_companion::app::{App, Message, Screen as AppScreen};
use meeple_companion::engine::{Kind, PlayerId};

use super::{Rules, Screen, State, names};
use crate::ui;
use crate::ui::deck_order as order;

/// The game screen while playing.
pub const PLAYING: Screen = Screen {
    name: "game",
    states: playing,
    rules: Rules::READ_OUT,
    steady: &[
        "keypad",
        "kinds",
        "score",
        "end-turn",
        "player-1",
        "player-2",
        "player-3",
        "player-4",
        "player-5",
        "player-6",
        "figure-meeple",
        "figure-messenger",
    ],
};

/// The game screen during the final scoring (RULES F1).
pub const FINAL: Screen = Screen {
    name: "final scoring",
    states: final_scoring,
    rules: Rules::READ_OUT,
    steady: &[
        "keypad", "kinds", "score", "next", "player-1", "player-2", "player-3", "player-4",
        "player-5", "player-6",
    ],
};

const COLOURS: [&str; 6] = ["red", "blue", "yellow", "green", "black", "grey"];

/// A name as the notation takes it.
fn quoted(name: &str) -> String {
    format!("\"{name}\"")
}

/// The notation of a game of `players` with every expansion on, the
/// Cloister and Roadside decks topped by `cloister` and `roadside`, then
/// `lines` (with `{0}`, `{1}`, … for the players' names).
fn script(players: usize, cloister: &[u16], roadside: &[u16], lines: &str) -> String {
    let names = names(players);
    let mut script = String::new();
    for (name, colour) in names.iter().zip(COLOURS) {
        script.push_str(&format!("player {} {colour}\n", quoted(name)));
    }
    // The message drawn first is the longest in the language on show:
    // the settle area must hold it at its size.
    let mut messages: Vec<u8> = (1..=8).collect();
    messages.sort_by_key(|n| {
        std::cmp::Reverse(meeple_companion::i18n::message_text(*n).chars().count())
    });
    let messages: Vec<String> = messages.iter().map(u8::to_string).collect();
    script.push_str(&format!(
        "saint-nicholas\nmessages\nshuffle messages {}\ngold-mines\nchristmas\n\
         shuffle cloister {}\nshuffle roadside {}\nbegin\n",
        messages.join(" "),
        order(cloister),
        order(roadside)
    ));
    let mut lines = lines.to_owned();
    for (i, name) in names.iter().enumerate() {
        lines = lines.replace(&format!("{{{i}}}"), &quoted(name));
    }
    let all: Vec<String> = names.iter().map(|n| quoted(n)).collect();
    lines = lines.replace("{all}", &all.join(" "));
    script.push_str(&lines);
    script
}

/// An app showing the game the script plays, as resumed from Home.
fn resumed(script: &str) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    let app = ui::resumed(&dir, script);
    (dir, app)
}

fn send(app: &mut App, messages: impl IntoIterator<Item = game::Message>) {
    for message in messages {
        ui::update(app, Message::Game(message));
    }
}

fn panel(message: impl Into<panels::Message>) -> game::Message {
    game::Message::Panel(message.into())
}

/// A state: the script played, then the screen's messages sent.
fn state(
    name: &str,
    players: usize,
    decks: (&[u16], &[u16]),
    lines: &str,
    messages: Vec<game::Message>,
) -> State {
    let (dir, mut app) = resumed(&script(players, decks.0, decks.1, lines));
    send(&mut app, messages);
    let mut state = State::new(name, app);
    state.dir = Some(dir);
    state
}

fn seats(players: usize) -> impl Iterator<Item = PlayerId> {
    (0..players).map(|p| PlayerId(p as u8))
}

fn playing(players: usize) -> Vec<State> {
    use game::Message as M;
    use panels::christmas::Message as Xp;
    use panels::gold::Message as Gold;
    let none: (&[u16], &[u16]) = (&[], &[]);
    // The now card drawn is the Cloister card with the longest text in
    // the language on show: the settle area must hold it at its size.
    let longest_now = {
        use meeple_companion::engine::christmas::{CLOISTER, Card, Timing};
        let card = |number| Card {
            deck: CLOISTER,
            number,
        };
        (1..=32u16)
            .filter(|n| card(*n).kind().is_some_and(|k| k.timing == Timing::Now))
            .max_by_key(|n| {
                meeple_companion::i18n::card_text(card(*n).id())
                    .chars()
                    .count()
            })
            .unwrap_or(3)
    };
    let now_card = [longest_now];
    let mut all_holders = vec![M::Toggle(PlayerId(1))];
    all_holders.extend(seats(players).filter(|p| p.0 != 1).map(M::Toggle));
    all_holders.extend([M::Digit(9), M::Digit(9)]);
    // Six cards in the hand: draw one per tile.
    let six = "draw cloister\nanother-tile\n".repeat(6);
    let six_cards: &[u16] = &[15, 16, 17, 18, 19, 20];
    let hand = {
        let (dir, mut app) = resumed(&script(players, six_cards, &[], &six));
        let card = match app.screen() {
            AppScreen::Game(g) => g
                .saved()
                .game
                .state()
                .christmas
                .as_ref()
                .unwrap()
                .hand(PlayerId(0))[0],
            _ => unreachable!(),
        };
        send(
            &mut app,
            [panel(Xp::ShowHand(PlayerId(0))), panel(Xp::Select(card))],
        );
        let mut state = State::new("a hand of six, a card chosen", app);
        state.dir = Some(dir);
        state
    };
    // The same hand open, no card chosen: its hint, and the limit's
    // prompt kept in the settle area while it is open.
    let hand_open = {
        let (dir, mut app) = resumed(&script(players, six_cards, &[], &six));
        send(&mut app, [panel(Xp::ShowHand(PlayerId(0)))]);
        let mut state = State::new("a hand of six, open", app);
        state.dir = Some(dir);
        state
    };
    // A card played from the first player's phone: the window's line
    // names the phone and the card, with the longest names.
    let from_phone = {
        use meeple_companion::share::acting::{Act, Request};
        let (dir, mut app) = resumed(&script(players, &[15], &[], "draw cloister\n"));
        let (answer, answered) = meeple_companion::share::Answering::new();
        let version = app.table().version();
        let game = app.table().game().unwrap().game.clone();
        let sight = game.sight(meeple_companion::engine::Viewer::Player(PlayerId(0)));
        let acts = meeple_companion::share::acting::acts(&sight);
        let values = acts[0]
            .fields
            .iter()
            .map(|field| match field.kind {
                "count" => serde_json::json!(4),
                "players" => serde_json::json!([]),
                _ => serde_json::json!(0),
            })
            .collect();
        let asked = meeple_companion::share::Asked {
            seat: 0,
            request: Request {
                id: "walk".into(),
                version,
                act: Act::Answer {
                    act: 0,
                    answer: 0,
                    values,
                },
            },
            answer,
        };
        ui::update(&mut app, meeple_companion::app::Message::PhoneAsked(asked));
        let mut answered = answered;
        assert!(
            answered.try_recv().is_ok_and(|o| o.ok),
            "played from the phone"
        );
        let mut state = State::new("a card played from a phone", app);
        state.dir = Some(dir);
        state
    };
    vec![
        state("start", players, none, "", vec![])
            .showing(&["keypad", "kinds", "score", "end-turn"]),
        state(
            "points typed",
            players,
            none,
            "",
            vec![M::Digit(5), M::Digit(7)],
        ),
        state("every holder", players, none, "", all_holders),
        state(
            "calculator",
            players,
            none,
            "",
            vec![M::Mode(Mode::Count), M::Digit(4)],
        ),
        state(
            "correction",
            players,
            none,
            "",
            vec![M::Mode(Mode::Correct), M::Digit(4)],
        ),
        state(
            "done, with its undo",
            players,
            none,
            "",
            vec![M::Digit(3), M::Score(Kind::Road)],
        ),
        state("refused", players, none, "", vec![M::Score(Kind::City)]),
        state(
            "a message drawn",
            players,
            none,
            "score road 5 {0}\nend-turn\n",
            vec![M::Digit(4)],
        ),
        state(
            "a now card",
            players,
            (&now_card, &[]),
            "draw cloister\n",
            vec![M::Digit(6)],
        ),
        state(
            "the shield question",
            players,
            (&[], &[5]),
            "draw roadside\nuse against {1}\n",
            vec![],
        ),
        state(
            "a card drawn face down",
            players,
            (&[15], &[]),
            "",
            vec![panel(Xp::Draw(
                meeple_companion::engine::christmas::CLOISTER,
            ))],
        ),
        state(
            "a hand over the limit",
            players,
            (six_cards, &[]),
            &six,
            vec![M::EndTurn],
        ),
        hand_open,
        from_phone,
        hand,
        state(
            "extra turns earned",
            players,
            none,
            "score road 7 {all}\n",
            vec![],
        ),
        state(
            "an award of gold",
            players,
            none,
            "gold-tile\nscore city 4 {0} {1}\n",
            vec![
                panel(Gold::Open),
                panel(Gold::AddPool),
                panel(Gold::AddPool),
            ],
        ),
        state("the menu", players, none, "", vec![M::Menu(true)]),
        state("the keys", players, none, "", vec![M::Keys(true)]),
        state(
            "an extra turn for whom",
            players,
            none,
            "",
            vec![M::ExtraTurn],
        ),
        state(
            "the tiles left corrected",
            players,
            none,
            "",
            vec![
                M::Tiles,
                M::TilesKey(meeple_companion::app::kit::Input::Digit(5)),
            ],
        ),
    ]
}

fn final_scoring(players: usize) -> Vec<State> {
    use game::Message as M;
    use meeple_companion::app::game::final_scoring::{Message as F, Step};
    // Cloister 27: an end card (2 points per follower in the supply).
    let end_card: (&[u16], &[u16]) = (&[27], &[]);
    let begun = "score road 5 {0}\nend-turn\ntake-two\ndraw cloister\ndefer road {1}=4\n\
                 gold-tile\nfinal-scoring\n";
    let revealed = format!("{begun}reveal {{0}} supply 3\n");
    let mut states = vec![
        state("the figures merged", players, end_card, begun, vec![]),
        state(
            "an end card to reveal",
            players,
            end_card,
            begun,
            vec![M::Final(F::Go(Step::Added(1))), M::Digit(3)],
        ),
    ];
    for (name, step) in [
        ("the features", Step::Features),
        ("the deferred points", Step::Added(2)),
        ("the gold", Step::Added(3)),
        ("the results", Step::Results),
    ] {
        states.push(state(
            name,
            players,
            end_card,
            &revealed,
            vec![M::Final(F::Go(step))],
        ));
    }
    states.push(state(
        "a feature counted",
        players,
        end_card,
        &revealed,
        vec![
            M::Final(F::Go(Step::Features)),
            M::Final(F::Kind(Kind::City)),
            M::Toggle(PlayerId(1)),
            M::Digit(7),
        ],
    ));
    states
}
