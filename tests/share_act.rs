//! Phones that act (issue 30), over HTTP on the loopback: each phone from
//! its own address (127.0.0.2, …).

mod web;

use meeple_companion::engine::DeckId;
use meeple_companion::share::Limits;

use web::games::{self, ANNA};
use web::{Phone, desk::outcome};

#[test]
fn a_phone_answers_the_question_put_to_its_player() {
    let mut game = games::new_game();
    games::draw(&mut game, DeckId::named("cloister"));
    let acting = web::serve_acting(game, Limits::default());
    let anna = Phone::claim(acting.addr(), &acting.token(0), 0);
    let state = anna.state();
    let acts = state["acts"].as_array().unwrap();
    assert!(!acts.is_empty(), "{state}");
    let act = &acts[0];
    let answer = act["answers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["main"] == true)
        .unwrap();
    let values: Vec<serde_json::Value> = act["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| match f["kind"].as_str().unwrap() {
            "count" => serde_json::json!(3),
            "players" => serde_json::json!([]),
            "figure" => serde_json::json!(0),
            _ => serde_json::json!(false),
        })
        .collect();
    let body = serde_json::json!({
        "id": "first",
        "version": state["version"],
        "act": act["act"],
        "answer": answer["answer"],
        "values": values,
    })
    .to_string();
    let reply = anna.act(&body);
    let told = outcome(&reply.body);
    assert_eq!(reply.status, 200, "{told:?}");
    assert!(told.ok);
    let on_disk = acting.desk.on_disk(&acting.id);
    assert_eq!(on_disk.log().last().unwrap().phone, Some(ANNA));
}
