//! Phones that act (issue 30): whatever a phone sends, at whatever point
//! of a game, the door either takes it for that phone's player alone
//! (every entry it adds carries the phone) or refuses it with the game as
//! it was; it never panics. The games are the notation scripts played to
//! a random point; the requests random acts, answers, values and
//! versions.

mod web;

use meeple_companion::engine::{Game, PlayerId, notation};
use meeple_companion::share::acting::{self, Act, Request};
use proptest::prelude::*;

fn script(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scripts")
        .join(name);
    std::fs::read_to_string(path).unwrap()
}

/// The game of `script` with only its first `lines` commands played.
fn played(script: &str, lines: usize) -> Game {
    let mut kept = Vec::new();
    let mut commands = 0;
    let mut begun = false;
    for line in script.lines() {
        if begun && !line.trim().is_empty() && !line.trim_start().starts_with('#') {
            if commands == lines {
                break;
            }
            commands += 1;
        }
        if line.trim() == "begin" {
            begun = true;
        }
        kept.push(line);
    }
    let text = kept.join("\n") + "\n";
    notation::run(&text, chrono::Utc::now).expect("the script's beginning plays")
}

fn value() -> impl Strategy<Value = serde_json::Value> {
    prop_oneof![
        (0u64..12).prop_map(serde_json::Value::from),
        any::<u64>().prop_map(serde_json::Value::from),
        any::<bool>().prop_map(serde_json::Value::from),
        proptest::collection::vec(0u64..8, 0..4).prop_map(|v| serde_json::json!(v)),
        Just(serde_json::json!("three")),
        Just(serde_json::json!(-1)),
        Just(serde_json::Value::Null),
    ]
}

/// What a phone sends: anything, or what its page offers, filled in with
/// small counts (often what the rules then take).
#[derive(Debug, Clone)]
enum Sent {
    Any(Act),
    Offered {
        act: usize,
        answer: usize,
        count: u32,
        players: Vec<u8>,
        figure: u8,
    },
}

fn sent() -> impl Strategy<Value = Sent> {
    prop_oneof![
        2 => (0usize..3, 0usize..4, proptest::collection::vec(value(), 0..5))
            .prop_map(|(act, answer, values)| Sent::Any(Act::Answer { act, answer, values })),
        1 => any::<bool>().prop_map(|undo| Sent::Any(Act::Undo { undo })),
        4 => (0usize..3, 0usize..4, 0u32..9, proptest::collection::vec(0u8..6, 0..3), 0u8..2)
            .prop_map(|(act, answer, count, players, figure)| Sent::Offered {
                act, answer, count, players, figure,
            }),
    ]
}

/// The act `sent` stands for on `game`'s page of `player`.
fn act_of(game: &Game, player: PlayerId, sent: Sent) -> Act {
    let (act, answer, count, players, figure) = match sent {
        Sent::Any(act) => return act,
        Sent::Offered {
            act,
            answer,
            count,
            players,
            figure,
        } => (act, answer, count, players, figure),
    };
    let acts = acting::acts(&game.sight(meeple_companion::engine::Viewer::Player(player)));
    let Some(shown) = acts.get(act % acts.len().max(1)) else {
        return Act::Undo { undo: true };
    };
    let answer = &shown.answers[answer % shown.answers.len().max(1)];
    let values = shown
        .fields
        .iter()
        .map(|field| match field.kind {
            "count" => serde_json::json!(count),
            "toggle" => serde_json::json!(count % 2 == 0),
            "figure" => serde_json::json!(figure),
            _ => serde_json::json!(players),
        })
        .collect();
    Act::Answer {
        act: shown.act,
        answer: answer.answer,
        values,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn a_phone_s_request_is_taken_for_its_player_or_refused_with_nothing_changed(
        which in 0usize..3,
        lines in 0usize..40,
        seat in 0u8..3,
        // (0: another seat; else the one asked, or whose turn it is)
        acts in proptest::collection::vec((sent(), prop_oneof![3 => Just(0u64), 1 => 1u64..3]), 1..6),
    ) {
        let name = ["christmas.txt", "all-four.txt", "base-game.txt"][which];
        let game = played(&script(name), lines);
        // Most often the player the table waits on, else whose turn it is.
        let asked = game
            .questions(meeple_companion::engine::Viewer::Table)
            .iter()
            .find_map(|q| q.asked)
            .unwrap_or(game.state().turn.player);
        let player = match seat {
            0 => PlayerId(1 % u8::try_from(game.setup().players.len()).unwrap()),
            _ => asked,
        };
        let dir = tempfile::tempdir().unwrap();
        let mut table = web::desk::table(dir.path(), "g", game);
        for (number, (act, behind)) in acts.into_iter().enumerate() {
            let before = table.game().unwrap().game.clone();
            let version = table.version();
            let act = act_of(&before, player, act);
            let request = Request {
                id: format!("r{number}"),
                version: version.saturating_sub(behind),
                act,
            };
            match acting::apply(&mut table, player, &request, number as u64) {
                Ok(effects) => {
                    prop_assert_eq!(table.version(), version + 1);
                    let after = &table.game().unwrap().game;
                    let kept = before.log().len().min(after.log().len());
                    prop_assert_eq!(&after.log()[..kept], &before.log()[..kept]);
                    for entry in &after.log()[kept..] {
                        prop_assert_eq!(entry.phone, Some(player));
                    }
                    if after.log().len() < before.log().len() {
                        // Taken back: only this phone's own last command.
                        prop_assert_eq!(before.log().last().unwrap().phone, Some(player));
                    }
                    web::desk::finish(&mut table, effects);
                }
                Err(outcome) => {
                    prop_assert!(!outcome.ok);
                    prop_assert_eq!(table.version(), version);
                    prop_assert_eq!(&table.game().unwrap().game, &before);
                }
            }
        }
    }
}

/// The property above is not made of refusals alone: what a page offers,
/// filled in, is taken (Bert's loop road, from his hand, in his turn).
#[test]
fn the_door_takes_what_a_page_offers() {
    let game = played(&script("christmas.txt"), 5);
    let dir = tempfile::tempdir().unwrap();
    let mut table = web::desk::table(dir.path(), "g", game);
    let bert = PlayerId(1);
    let game = table.game().unwrap().game.clone();
    let sent = Sent::Offered {
        act: 0,
        answer: 0,
        count: 5,
        players: vec![0],
        figure: 0,
    };
    let request = Request {
        id: "t".into(),
        version: table.version(),
        act: act_of(&game, bert, sent),
    };
    let effects = acting::apply(&mut table, bert, &request, 1).expect("taken");
    web::desk::finish(&mut table, effects);
    let game = &table.game().unwrap().game;
    assert_eq!(game.log().last().unwrap().phone, Some(bert));
    assert_eq!(game.state().totals()[1], 10, "2 a tile on 5 tiles");
}
