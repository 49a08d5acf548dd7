//! RULES F1 with all four expansions at once, end to end through the real
//! binary: the final scoring runs in the rule book's order, and the totals
//! are the ones worked out by hand below.
//!
//! The script (`tests/scripts/all-four.txt`), Anna and Bert:
//!
//! - Turn 1, Anna: a Cloister card, +3 at once (a card round: meeple 3);
//!   a gold tile (2 pieces on the board); her city of 7 on the meeple (10,
//!   a dark space); the 2 pieces of gold on it go to her (GM3, one
//!   claimant). `end-turn` closes the round: message 1 is drawn (MSG3) and
//!   the turn stays; she takes 2 points (meeple 12); `end-turn`.
//! - Turn 2, Bert: a road of 6 on his messenger. His higher figure reaches
//!   6 and everyone's higher figure is at 6+: last to 6, an extra turn
//!   (SN1, SN7). Turn 3 is Bert's extra turn; then Anna.
//! - Anna draws a Cloister card three times, in three of her turns: the
//!   loop road and the shield go to her hand, the supply card too (an end
//!   card).
//! - `final-scoring`: first the figures merge (MSG8): Anna 12 + 0, Bert
//!   0 + 6; then the end cards are revealed (XP8): Anna's supply card with
//!   4 followers in her supply, 2 each = 8; then the final features: Anna
//!   a farm with 3 completed cities = 9, Bert an unfinished road of 2 = 2;
//!   no deferred points (XP7); at `end-game` the gold is scored (GM5):
//!   Anna's 2 pieces, 1 each = 2.
//!
//! Anna: 3 + 7 + 2 + 8 + 9 + 2 = 31. Bert: 6 + 2 = 8.

use serde_json::{Value, json};

mod replay;
use replay::replay;

const SCRIPT: &str = include_str!("scripts/all-four.txt");

/// The report after the script's lines up to and including the one that
/// starts with `last`.
fn until(last: &str) -> Value {
    let mut lines = Vec::new();
    for line in SCRIPT.lines() {
        lines.push(line);
        if line.starts_with(last) {
            break;
        }
    }
    replay(&(lines.join("\n") + "\n"))
}

fn figures(report: &Value) -> Vec<Vec<u64>> {
    report["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            p["figures"]
                .as_array()
                .unwrap()
                .iter()
                .map(|f| f["total"].as_u64().unwrap())
                .collect()
        })
        .collect()
}

#[test]
fn f1_every_expansion_in_the_rule_books_order() {
    // In play: the first end-turn draws message 1 and stops (MSG3).
    let before = until("end-turn");
    assert_eq!(
        before["messages"]["pending"],
        json!({"player": "Anna", "number": 1})
    );
    // 1. MSG8: the figures merged the moment final scoring began.
    let merged = until("final-scoring");
    assert_eq!(figures(&merged), vec![vec![12, 0], vec![6, 0]]);
    assert_eq!(merged["messages"]["merged"], true);
    // MSG8: the messengers left the track; they stay in the list, marked.
    for player in 0..2 {
        let messenger = &merged["players"][player]["figures"][1];
        assert_eq!(messenger["left"], true);
        assert_eq!(merged["players"][player]["figures"][0].get("left"), None);
    }
    assert_eq!(
        merged["messages"]["dark"],
        json!({"Anna": {"meeple": false}, "Bert": {"meeple": false}})
    );
    // 2. XP8: the end cards wait to be revealed, start player first.
    assert!(
        merged["prompts"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["prompt"] == "held" && p["players"] == json!(["Anna"]))
    );
    let revealed = until("reveal Anna");
    assert_eq!(revealed["christmas"]["end-cards"]["Anna"], 8);
    // 5. GM5 only at the end: before it the gold is on Anna's side, unscored.
    let features = until("score road 2 Bert");
    assert_eq!(features["gold"]["scored"], false);
    assert_eq!(figures(&features), vec![vec![29, 0], vec![8, 0]]);
    let end = replay(SCRIPT);
    assert_eq!(end["phase"], "ended");
    assert_eq!(end["gold"]["scored"], true);
    let totals: Vec<u64> = end["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_u64().unwrap())
        .collect();
    assert_eq!(totals, vec![31, 8], "Anna 3+7+2+8+9+2, Bert 6+2");
    assert_eq!(end["messages"]["drawn"], json!([1]));
}

#[test]
fn f1_the_extra_turn_of_saint_nicholas_with_messages() {
    let report = until("score road 6 Bert/messenger");
    assert_eq!(
        report["queue"],
        json!([{"player": "Bert", "reasons": ["last-to-6"]}])
    );
}

#[test]
fn f2_the_summary_of_all_four_adds_up() {
    let output = replay::run(&["summary", "--format", "json", "-"], SCRIPT);
    assert!(output.status.success());
    let summary: Value = serde_json::from_slice(&output.stdout).unwrap();
    let anna = &summary["lines"][0];
    assert_eq!(anna["name"], "Anna");
    assert_eq!(anna["total"], 31);
    let parts: Vec<(String, i64)> = anna["parts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["part"].as_str().unwrap().to_owned(),
                p["points"].as_i64().unwrap(),
            )
        })
        .collect();
    assert!(parts.contains(&("gold".into(), 2)));
    assert!(parts.contains(&("end-cards".into(), 8)));
}
