//! End-to-end tests of The Messages through the real binary: draws, chains,
//! both resolutions, refusals, SN7 and the merge at final scoring. Rule ids
//! refer to RULES.md.

use serde_json::{Value, json};

mod replay;
use replay::{assert_documented, refused, replay};

const FOUR: &str = "player Anna red\nplayer Bert blue\nplayer Cleo green\nplayer Dirk yellow\n";
const ORDER: &str = "shuffle messages 3 1 4 6 8 2 7 5\n";

fn game(options: &str, lines: &str) -> String {
    format!("{FOUR}{options}{ORDER}begin\n{lines}")
}

fn figures(report: &Value, player: usize) -> (u64, u64) {
    let f = &report["players"][player]["figures"];
    (
        f[0]["total"].as_u64().unwrap(),
        f[1]["total"].as_u64().unwrap(),
    )
}

#[test]
fn the_documented_example_c_gives_its_report() {
    let script = "player Anna red\nplayer Bert blue\nplayer Cleo green\nplayer Dirk yellow\n\
                  saint-nicholas\nmessages\nshuffle messages 3 1 4 6 8 2 7 5\nbegin\n\
                  score city 10 Anna\nend-turn\ncarry-out messenger cloister 4\ntake-two\n\
                  end-turn\nscore road 6 Bert/messenger Cleo\nend-turn\n";
    let report = replay(script);
    assert_documented(script, &report);
    assert_eq!(figures(&report, 0), (12, 5));
}

#[test]
fn msg3_end_turn_draws_and_stops_then_ends_the_turn_once_resolved() {
    let report = replay(&game("messages\n", "score city 5 Anna\nend-turn\n"));
    assert_eq!(report["active"], "Anna");
    assert_eq!(
        report["messages"]["pending"],
        json!({"player": "Anna", "number": 3})
    );
    let prompts: Vec<&str> = report["prompts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["prompt"].as_str().unwrap())
        .collect();
    assert_eq!(prompts, ["message-drawn", "held"]);
    assert!(
        report["prompts"][0]["text"]
            .as_str()
            .unwrap()
            .starts_with("Anna’s meeple landed on 5: draw a message")
    );
    let report = replay(&game(
        "messages\n",
        "score city 5 Anna\nend-turn\ntake-two\nend-turn\n",
    ));
    assert_eq!(report["active"], "Bert");
    assert_eq!(figures(&report, 0), (7, 0));
}

#[test]
fn msg3_other_players_never_draw() {
    let report = replay(&game(
        "messages\n",
        "score road 5 Anna/messenger Bert\nclose-round\ntake-two\nend-turn\nscore road 10 Cleo\nend-turn\n",
    ));
    // Anna drew once (her messenger on 5); Bert's meeple on 5 and Cleo's
    // meeple on 10 in Bert's turn drew nothing.
    assert_eq!(report["messages"]["drawn"], json!([3]));
    assert_eq!(report["active"], "Cleo");
}

#[test]
fn msg5_a_chain_and_both_resolutions() {
    let report = replay(&game(
        "messages\n",
        "score city 5 Anna\nend-turn\ncarry-out messenger cloister 4\ncarry-out road 3\n",
    ));
    assert_eq!(report["messages"]["drawn"], json!([3, 1]));
    assert_eq!(figures(&report, 0), (8, 5));
    assert_eq!(report["messages"]["pending"], Value::Null);
}

#[test]
fn msg4_the_ninth_draw_repeats_the_first_and_export_keeps_the_order() {
    let mut lines = String::new();
    for draw in 0..9 {
        lines.push_str("score city 5 Anna\nclose-round\n");
        // The third draw is message 4, which gives a tile, not points
        // (MSG6): its 2 points instead.
        lines.push_str(if draw == 2 {
            "take-two messenger\ncorrect Anna/messenger -2\n"
        } else {
            "carry-out messenger points 1\ncorrect Anna/messenger -1\n"
        });
    }
    let report = replay(&game("messages\n", &lines));
    assert_eq!(
        report["messages"]["drawn"],
        json!([3, 1, 4, 6, 8, 2, 7, 5, 3])
    );
}

#[test]
fn msg6_message_4_cannot_be_carried_out_with_no_tiles_left() {
    let script = format!(
        "{FOUR}tiles 1\nmessages\nshuffle messages 4 1 2 3 5 6 7 8\nbegin\nscore city 5 Anna\nend-turn\ncarry-out another-tile\n"
    );
    refused(&script, 11, "take the 2 points");
    // T6: the prompt says so, and suggests the 2 points.
    let waiting = replay(&script.replacen("carry-out another-tile\n", "", 1));
    assert_eq!(waiting["prompts"][1]["prompt"], "held");
    assert_eq!(
        waiting["prompts"][1]["text"],
        "Message 4 (Another tile) waits: no tile is left, so it cannot be carried out; take the 2 points."
    );
    let script = format!(
        "{FOUR}messages\nshuffle messages 4 1 2 3 5 6 7 8\nbegin\nscore city 5 Anna\nend-turn\ncarry-out another-tile\n"
    );
    let report = replay(&script);
    assert_eq!(report["tiles_left"], 69);
    assert_eq!(report["messages"]["pending"], Value::Null);
}

#[test]
fn msg6_message_4_is_carried_out_with_a_tile_never_with_points() {
    let script = format!(
        "{FOUR}messages\nshuffle messages 4 1 2 3 5 6 7 8\nbegin\nscore city 5 Anna\nend-turn\ncarry-out points 3\n"
    );
    refused(
        &script,
        10,
        "message 4 gives another tile, not points: `carry-out another-tile`, or take the 2 points",
    );
    // Any other message may still be carried out as points.
    let report = replay(&game(
        "messages\n",
        "score city 5 Anna\nend-turn\ncarry-out points 3\n",
    ));
    assert_eq!(figures(&report, 0), (8, 0));
}

#[test]
fn refusals_say_what_is_wrong() {
    refused(
        &game("messages\n", "take-two\n"),
        8,
        "no message is waiting",
    );
    refused(
        &game("messages\n", "score city 5 Anna\nend-turn\nend-turn\n"),
        10,
        "message 3 waits to be resolved",
    );
    refused(
        &game(
            "messages\n",
            "score city 5 Anna\nend-turn\ncarry-out road 3\n",
        ),
        10,
        "message 3 is carried out with cloister",
    );
    refused(
        &game(
            "messages\n",
            "score city 5 Anna\nend-turn\ncarry-out cloister 9\n",
        ),
        10,
        "at most 8 surrounding tiles",
    );
    refused(
        &format!("{FOUR}messages\nshuffle messages 1 2 3\nbegin\n"),
        6,
        "the messages deck has 8 cards, and this order names 3; name each once",
    );
    refused(
        &game("messages zmg\n", ""),
        5,
        "unknown option of The Messages",
    );
}

/// Shuffles (MSG4): the numbers are checked at the shuffle line; whether
/// the game uses the deck when it begins, and reported at the shuffle line.
#[test]
fn msg4_a_bad_shuffle_is_refused_at_its_own_line() {
    for (order, reason) in [
        (
            "3 1 4 6 8 2 7 9",
            "card 9 is not in the messages deck: its cards are 1 to 8",
        ),
        (
            "3 1 4 6 8 2 7 3",
            "card 3 is named twice; name each card of the messages deck once",
        ),
        (
            "3 1 4 6 8 2 7",
            "the messages deck has 8 cards, and this order names 7; name each once",
        ),
        ("0 1 2 3 4 5 6 7", "card 0 is not in the messages deck"),
    ] {
        let script = format!("{FOUR}messages\nshuffle messages {order}\nscore city 3 Anna\n");
        refused(&script, 6, reason);
    }
    // Without The Messages, or with physical tiles, at the begin line's
    // turn but with the shuffle line's number.
    refused(
        &format!("{FOUR}{ORDER}tiles 20\nbegin\n"),
        5,
        "shuffle messages: this game is played without The Messages",
    );
    refused(
        &format!("{FOUR}{ORDER}messages draw=physical\nscore city 3 Anna\n"),
        5,
        "shuffle messages: the table draws its own message tiles (draw=physical), so there is nothing to shuffle",
    );
    refused(
        &format!("{FOUR}{ORDER}messages\nmessages off\n"),
        5,
        "this game is played without The Messages",
    );
}

#[test]
fn msg7_zmg_alone_both_ways() {
    let lines = "correct Bert/messenger +10\nscore city 10 Anna\nclose-round\n";
    let alone = replay(&game("messages zmg-alone\n", lines));
    assert_eq!(alone["messages"]["pending"], Value::Null);
    let plain = replay(&game("messages\n", lines));
    assert_eq!(plain["messages"]["pending"]["number"], 3);
}

#[test]
fn msg8_final_scoring_merges_and_physical_tiles_are_named() {
    let report = replay(&format!(
        "{FOUR}messages draw=physical\nbegin\nscore city 5 Anna\nend-turn\nmessage 6\ncarry-out messenger knights 2\nend-turn\nfinal-scoring\nscore farm 6 Anna\nend-game\n"
    ));
    assert_eq!(figures(&report, 0), (15, 0));
    assert_eq!(report["messages"]["merged"], true);
    assert_eq!(report["messages"]["drawn"], json!([6]));
    assert_eq!(report["phase"], "ended");
}

#[test]
fn msg8_the_messenger_has_left_the_track_after_the_merge() {
    let start = game(
        "messages\n",
        "score road 3 Anna/messenger\nend-turn\nfinal-scoring\n",
    );
    for line in [
        "score farm 5 Anna/messenger\n",
        "correct Anna/messenger +4\n",
    ] {
        let script = format!("{start}{line}");
        refused(
            &script,
            script.lines().count(),
            "the messengers left the track at final scoring",
        );
    }
    let report = replay(&format!("{start}score farm 5 Anna\n"));
    assert_eq!(figures(&report, 0), (8, 0));
    assert_eq!(report["players"][0]["figures"][1]["left"], true);
    assert_eq!(report["messages"]["dark"]["Anna"], json!({"meeple": false}));
}

#[test]
fn sn7_each_messages_figures_value() {
    // Bert's meeple and messenger on 3 and 4; Anna on 7; Cleo and Dirk on 6.
    let base = "correct Anna +7\ncorrect Bert +3\ncorrect Bert/messenger +4\ncorrect Cleo +6\ncorrect Dirk +6\n";
    let queue = |options: &str, lines: &str| {
        let report = replay(&game(
            &format!("saint-nicholas {options}\nmessages\n"),
            &format!("{base}{lines}"),
        ));
        report["queue"].clone()
    };
    // higher-lower: Bert's higher figure reaches 6.
    assert_eq!(
        queue("", "score road 2 Bert/messenger\n"),
        json!([{"player": "Bert", "reasons": ["last-to-6"]}])
    );
    // sum: Bert is at 7 already, nobody crosses 6 here.
    assert_eq!(
        queue("messages-figures=sum", "score road 2 Bert/messenger\n"),
        json!([])
    );
    // any: the higher figure for the tree as well.
    assert_eq!(
        queue("messages-figures=any", "score road 20 Bert/messenger\n"),
        json!([{"player": "Bert", "reasons": ["last-to-6", "first-to-24"]}])
    );
    assert_eq!(
        queue("", "score road 20 Bert/messenger\n"),
        json!([{"player": "Bert", "reasons": ["last-to-6"]}])
    );
}
