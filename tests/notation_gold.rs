//! End-to-end tests of Gold Mines through the real binary: gold tiles, the
//! clockwise hand-out by pools, refusals, and the gold table at the end.
//! Rule ids refer to RULES.md.

use std::path::Path;

use serde_json::{Value, json};

mod replay;
use replay::{DOCS, assert_documented, refused, replay};

fn totals(report: &Value) -> Vec<u64> {
    report["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_u64().unwrap())
        .collect()
}

fn script_file(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scripts")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn gold_pieces(report: &Value) -> Vec<u64> {
    report["gold"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["pieces"].as_u64().unwrap())
        .collect()
}

fn last_award(report: &Value) -> Vec<String> {
    report["gold"]["last_award"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap().to_owned())
        .collect()
}

const GOLD_TABLE: &str = "player Anna red\nplayer Bert blue\ngold-mines\nbegin\n";

#[test]
fn gm3_the_documented_seed_003_tie_red_blue_red() {
    let script = "\
player Anna red
player Bert blue
gold-mines
begin
gold-tile
gold-tile
score road 4 Anna Bert
gold road 3 Anna Bert
";
    let report = replay(script);
    assert_documented(script, &report);
    assert_eq!(last_award(&report), vec!["Anna", "Bert", "Anna"]);
    assert_eq!(gold_pieces(&report), vec![2, 1]);
    assert_eq!(report["gold"]["board"], 1);
}

#[test]
fn gm5_the_documented_seed_003_final_scoring_102_and_7_pieces_make_123() {
    let script = "\
player Anna red
player Bert blue
gold-mines
begin
score city 102 Anna
gold-tile
gold-tile
gold-tile
gold-tile
gold city 7 Anna
end-game
";
    let report = replay(script);
    assert_documented(script, &report);
    assert_eq!(totals(&report), vec![123, 0]);
    assert_eq!(report["gold"]["players"][0]["points"], 21);
    assert_eq!(report["gold"]["removed"], 1);
    assert_eq!(report["gold"]["board"], 0);
}

#[test]
fn the_documented_gold_mines_game_gm1_gm3_gm5_gm6() {
    let script = script_file("gold-mines.txt");
    let report = replay(&script);
    assert_documented(&script, &report);
    assert_eq!(totals(&report), vec![123, 23, 11]);
    // The table of docs/notation.md: each award's hand-out, row by row.
    let lines: Vec<&str> = script.lines().collect();
    for (number, line) in lines.iter().enumerate() {
        if !line.starts_with("gold ") {
            continue;
        }
        let report = replay(&(lines[..=number].join("\n") + "\n"));
        let held: Vec<String> = gold_pieces(&report)
            .iter()
            .map(ToString::to_string)
            .collect();
        let row = format!(
            "| `{line}` | {} | {} |",
            last_award(&report).join(", "),
            held.join(", ")
        );
        assert!(DOCS.contains(&row), "docs/notation.md lacks the row\n{row}");
        // GM6: every piece is somewhere.
        let gold = &report["gold"];
        let sum = gold["supply"].as_u64().unwrap()
            + gold["board"].as_u64().unwrap()
            + gold["removed"].as_u64().unwrap()
            + gold_pieces(&report).iter().sum::<u64>();
        assert_eq!(sum, 16);
    }
}

#[test]
fn gm1_a_gold_tile_with_a_full_and_with_an_empty_supply() {
    let report = replay(&format!("{GOLD_TABLE}gold-tile\n"));
    assert_eq!(report["gold"]["supply"], 14);
    assert_eq!(report["gold"]["board"], 2);
    assert_eq!(report["prompts"], json!([]));
    let report = replay(&format!("{GOLD_TABLE}{}", "gold-tile\n".repeat(9)));
    assert_eq!(report["gold"]["supply"], 0);
    assert_eq!(report["gold"]["board"], 16);
    assert_eq!(report["prompts"][0]["prompt"], "gold-supply-short");
    assert_eq!(
        report["prompts"][0]["text"],
        "The supply is empty: no gold piece was placed."
    );
}

#[test]
fn t6_gold_mines_counts_80_tiles_unless_a_tiles_line_says_otherwise() {
    let report = replay(GOLD_TABLE);
    assert_eq!(report["tiles_left"], 79);
    let report = replay("player Anna red\nplayer Bert blue\ntiles 20\ngold-mines\n");
    assert_eq!(report["tiles_left"], 19);
    let report = replay("player Anna red\nplayer Bert blue\ngold-mines\ntiles off\n");
    assert_eq!(report["tiles_left"], Value::Null);
    let report = replay("player Anna red\nplayer Bert blue\ngold-mines\ngold-mines off\n");
    assert_eq!(report["tiles_left"], 70);
    assert_eq!(report.get("gold"), None, "no gold part without Gold Mines");
}

#[test]
fn gm3_the_active_player_not_entitled_and_overlapping_pools() {
    let table = "player Anna red\nplayer Bert blue\nplayer Cleo green\ngold-mines\nbegin\n";
    let report = replay(&format!(
        "{table}gold-tile\ngold-tile\ngold-tile\ngold city 3 Cleo Bert\n"
    ));
    assert_eq!(last_award(&report), vec!["Bert", "Cleo", "Bert"]);
    let report = replay(&format!(
        "{table}gold-tile\ngold-tile\ngold-tile\ngold road 2 Anna + 3 Anna Bert Cleo\n"
    ));
    assert_eq!(
        last_award(&report),
        vec!["Anna", "Bert", "Cleo", "Anna", "Anna"],
        "the pool with the most claimants first; Bert and Cleo then skipped"
    );
}

#[test]
fn gm2_gold_never_triggers_saint_nicholas() {
    let script = "\
player Anna red
player Bert blue
saint-nicholas
gold-mines
begin
correct Anna +5
correct Bert +30
gold-tile
gold-tile
gold city 4 Anna
end-game
";
    let report = replay(script);
    // 4 pieces × 2 = 8 take Anna from 5 past 6: no extra turn, nothing queued.
    assert_eq!(totals(&report), vec![13, 30]);
    assert_eq!(report["queue"], json!([]));
    assert_eq!(report["prompts"], json!([]));
}

#[test]
fn gm5_gold_can_be_awarded_after_the_last_end_turn_until_end_game() {
    let script = "\
player Anna red
player Bert blue
tiles 2
gold-mines
begin
end-turn
gold-tile
score city 4 Bert
end-turn
gold city 2 Bert
";
    let report = replay(script);
    assert_eq!(report["phase"], "final-scoring");
    assert_eq!(gold_pieces(&report), vec![0, 2]);
    refused(&format!("{script}gold-tile\n"), 11, "turns are over");
    let report = replay(&format!("{script}end-game\n"));
    assert_eq!(totals(&report), vec![0, 6]);
    assert_eq!(report["gold"]["scored"], true);
}

#[test]
fn bad_gold_lines_gm3_gm3b_gm4() {
    let table = format!("{GOLD_TABLE}gold-tile\ngold-tile\ngive-gold Bert 1\n");
    for (line, reason) in [
        (
            "gold road 5 Anna",
            "only 3 gold pieces lie on the board, not 5",
        ),
        ("gold road 2 Anna Cleo", "nobody called \"Cleo\" is playing"),
        (
            "gold road 2 Anna Bert Anna",
            "Anna is named twice in one pool",
        ),
        ("gold farm 2 Anna", "farmers never receive gold"),
        (
            "gold message 1 Anna",
            "gold goes only to a completed road, city or cloister, not to message points",
        ),
        ("gold card 1 Anna", "not to card points"),
        ("gold city 0 Anna", "at least one piece"),
        (
            "give-gold Anna 4",
            "only 3 gold pieces lie on the board, not 4",
        ),
        ("gold city 2", "usage: gold KIND PIECES"),
        ("gold city 1 Anna +", "usage: gold KIND PIECES"),
    ] {
        refused(&format!("{table}{line}\n"), 8, reason);
    }
    refused(
        &format!("{table}end-game\ngold city 1 Anna\n"),
        9,
        "the game has ended",
    );
    refused(
        "player Anna red\nplayer Bert blue\ngold-tile\n",
        3,
        "this game is played without Gold Mines",
    );
}

#[test]
fn gold_lines_undo_and_redo_like_any_other() {
    let report = replay(&format!(
        "{GOLD_TABLE}gold-tile\ngold-tile\ngold city 3 Anna\nundo\nundo\nredo\n"
    ));
    assert_eq!(report["gold"]["board"], 4);
    assert_eq!(gold_pieces(&report), vec![0, 0]);
    assert_eq!(report["undone"], 1);
}

#[test]
fn gm2_gold_never_draws_a_message() {
    // Anna's road takes her to 3; 2 pieces (2 points at the end) would put
    // her on the dark space 5, but gold moves no figure in play and its
    // points at the end trigger nothing (GM2, F1).
    let script = "\
player Anna red
player Bert blue
messages
gold-mines
begin
gold-tile
score road 3 Anna
gold road 2 Anna
close-round
end-game
";
    let report = replay(script);
    assert_eq!(totals(&report), vec![5, 0]);
    assert_eq!(report["prompts"], json!([]));
    assert_eq!(report["messages"]["drawn"], json!([]));
}

/// `gold` and `give-gold` name players, never a figure; a give of no
/// pieces says so (it has no pools).
#[test]
fn gold_lines_take_no_figure_and_give_gold_needs_a_piece() {
    let start = "player Anna red\nplayer Bert blue\nmessages\ngold-mines\nbegin\ngold-tile\n";
    refused(
        &format!("{start}gold road 2 Anna/messenger\n"),
        7,
        "gold takes no figure: write Anna, not Anna/messenger",
    );
    refused(
        &format!("{start}gold road 1 Anna + 1 Bert/2\n"),
        7,
        "gold takes no figure: write Bert, not Bert/2",
    );
    refused(
        &format!("{start}give-gold Anna/meeple 1\n"),
        7,
        "gold takes no figure: write Anna, not Anna/meeple",
    );
    refused(
        &format!("{start}give-gold Anna 0\n"),
        7,
        "give at least one gold piece",
    );
    // A quoted name with a slash is a name.
    let report = replay(
        "player \"Anna/messenger\" red\nplayer Bert blue\ngold-mines\nbegin\ngold-tile\ngive-gold \"Anna/messenger\" 1\n",
    );
    assert_eq!(gold_pieces(&report), vec![1, 0]);
}
