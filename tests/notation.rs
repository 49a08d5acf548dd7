//! End-to-end tests of the headless notation: scripts are fed to the real
//! binary (`meeple-companion replay -`) and the JSON it prints is checked.
//! Rule ids refer to RULES.md.

use std::path::Path;

use std::process::Command;

use serde_json::{Value, json};

mod replay;
use replay::{BIN, assert_documented, documented_output, refused, replay, run, text};

const DOCS: &str = include_str!("../docs/notation.md");

fn script_file(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scripts")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn totals(report: &Value) -> Vec<u64> {
    report["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_u64().unwrap())
        .collect()
}

/// The queue as (player, reasons).
fn queue(report: &Value) -> Vec<(String, Vec<String>)> {
    report["queue"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| {
            let reasons = q["reasons"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r.as_str().unwrap().to_owned())
                .collect();
            (q["player"].as_str().unwrap().to_owned(), reasons)
        })
        .collect()
}

fn q(player: &str, reasons: &[&str]) -> (String, Vec<String>) {
    (
        player.to_owned(),
        reasons.iter().map(|r| (*r).to_owned()).collect(),
    )
}

/// A turn as the report gives it: the active player and why it is an extra
/// turn (`None` for a regular one).
type TurnSeen = (String, Option<Vec<String>>);

fn turn_of(report: &Value) -> TurnSeen {
    let extra = report["extra_turn"].as_array().map(|reasons| {
        reasons
            .iter()
            .map(|r| r.as_str().unwrap().to_owned())
            .collect()
    });
    (report["active"].as_str().unwrap().to_owned(), extra)
}

fn regular(player: &str) -> TurnSeen {
    (player.to_owned(), None)
}

fn extra(player: &str, reasons: &[&str]) -> TurnSeen {
    (
        player.to_owned(),
        Some(reasons.iter().map(|r| (*r).to_owned()).collect()),
    )
}

/// The turns after 1, 2, … `count` further `end-turn` lines.
fn turns_after(script: &str, count: usize) -> Vec<TurnSeen> {
    (1..=count)
        .map(|n| {
            let mut longer = script.to_owned();
            for _ in 0..n {
                longer.push_str("end-turn\n");
            }
            turn_of(&replay(&longer))
        })
        .collect()
}

// ---- the documented examples ----

#[test]
fn the_documented_base_game_t1_to_t7() {
    let script = script_file("base-game.txt");
    let report = replay(&script);
    assert_eq!(
        documented_output(&script),
        report,
        "docs/notation.md shows the whole report of example (a)"
    );
    assert_eq!(report["phase"], "ended");
    assert_eq!(totals(&report), vec![24, 33]);
    assert_eq!(
        report["players"][1]["figures"][0],
        json!({"figure": "meeple", "total": 33, "space": 33, "lap": 0})
    );
    assert_eq!(report["turn"], 6);
    assert_eq!(report["tiles_left"], 0);
    assert_eq!(report["commands"], 18);
    assert_eq!(report["undone"], 0);
    // F2: the result, once ended, with the points labelled by kind.
    let result = report["result"].as_array().unwrap();
    let places: Vec<(&str, u64, u64)> = result
        .iter()
        .map(|l| {
            (
                l["name"].as_str().unwrap(),
                l["place"].as_u64().unwrap(),
                l["total"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(places, vec![("Bert", 1, 33), ("Anna", 2, 24)]);
    assert_eq!(result[0]["in_game"]["city"], 14);
    assert_eq!(result[0]["final_scoring"]["cloister"], 5);
    assert_eq!(result[0]["corrections"], 2);
    assert!(result[0].get("times").is_none() && report.get("timeline").is_none());
}

#[test]
fn f2_the_report_has_a_result_only_once_the_game_has_ended() {
    let script = script_file("base-game.txt");
    let playing = replay(script.split("# Final scoring").next().unwrap());
    assert_eq!(playing.get("result"), None);
    let ended = replay(&script);
    // Two replays, run at different times, give the same result.
    assert_eq!(replay(&script)["result"], ended["result"]);
    assert_eq!(ended["result"].as_array().unwrap().len(), 2);
}

#[test]
fn the_base_game_reaches_final_scoring_by_the_last_tile_t6() {
    let script = script_file("base-game.txt");
    let before_final = script
        .split("# Final scoring")
        .next()
        .expect("the script has a final scoring");
    let report = replay(before_final);
    assert_eq!(report["phase"], "final-scoring");
    assert_eq!(report["prompts"][0]["prompt"], "final-scoring");
    assert_eq!(totals(&report), vec![16, 23]);
    let last_turn = before_final
        .rsplit_once("end-turn")
        .expect("the last turn ends")
        .0;
    let report = replay(last_turn);
    assert_eq!(report["phase"], "playing");
    assert_eq!(report["active"], "Anna");
    assert_eq!(report["prompts"][0]["prompt"], "last-tile");
}

#[test]
fn a_script_file_gives_the_same_report_as_stdin() {
    let script = script_file("base-game.txt");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.txt");
    std::fs::write(&path, &script).unwrap();
    let output = run(&["replay", path.to_str().unwrap()], "");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let from_file: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(from_file, replay(&script));

    let missing = dir.path().join("missing.txt");
    let output = run(&["replay", missing.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stderr).starts_with("meeple-companion: cannot read "));
}

#[test]
fn the_documented_saint_nicholas_game_sn1_sn2_sn3_sn5() {
    let script = script_file("saint-nicholas.txt");
    let report = replay(&script);
    assert_documented(&script, &report);
    assert_eq!(totals(&report), vec![10, 25, 27, 6]);
    // Bert earned his turn in Anna's turn through a shared road (SN3) ...
    assert_eq!(turn_of(&report), extra("Bert", &["last-to-6"]));
    // ... and in it Cleo and Bert passed 24 together: left of Bert first (SN5).
    assert_eq!(
        queue(&report),
        vec![q("Cleo", &["first-to-24"]), q("Bert", &["first-to-24"])]
    );
    assert_eq!(
        turns_after(&script, 3),
        vec![
            extra("Cleo", &["first-to-24"]),
            extra("Bert", &["first-to-24"]),
            regular("Bert"),
        ],
        "then play goes on after Anna, whose regular turn it was (T5)"
    );
    // The table of docs/notation.md, row by row.
    for n in 1..=3 {
        let report = replay(&(script.clone() + &"end-turn\n".repeat(n)));
        let queued: Vec<String> = queue(&report).into_iter().map(|(p, _)| p).collect();
        let row = format!(
            "| {n} × `end-turn` | {} | {} | `{}` | {} |",
            report["active"].as_str().unwrap(),
            report["turn"],
            report["extra_turn"],
            if queued.is_empty() {
                "empty".to_owned()
            } else {
                queued.join(", ")
            }
        );
        assert!(DOCS.contains(&row), "docs/notation.md lacks the row\n{row}");
    }
}

#[test]
fn the_documented_prompts_t6() {
    let script = "\
player Anna red
player Bert blue
tiles 2
end-turn
extra-turn Anna
end-turn
";
    let report = replay(script);
    assert_documented(script, &report);
    assert_eq!(report["phase"], "final-scoring");
    assert_eq!(report["queue"], json!([]));
    assert_eq!(report["prompts"][0]["prompt"], "extra-turns-lapsed");
    assert_eq!(report["prompts"][0]["players"], json!(["Anna"]));
}

#[test]
fn the_documented_bad_line() {
    let script = "\
player Anna red
player Bert blue
score city 8 Anna
end-turn
score road 3 Bret
";
    let error = refused(script, 5, "Bret");
    assert_eq!(error, "line 5: nobody called \"Bret\" is playing");
    let shown = format!("{script}```");
    assert!(DOCS.contains(&shown), "docs/notation.md quotes the script");
    assert!(DOCS.contains(&format!("{error}\nexit status 1")));
}

#[test]
fn help_describes_replay() {
    let mut lines = Vec::new();
    for flag in ["--help", "-h"] {
        let output = run(&[flag], "");
        assert!(output.status.success());
        let help = text(&output.stdout);
        assert!(help.contains("replay FILE"), "{help}");
        // Where the notation is described, installed and in the source.
        assert!(help.contains("share/doc/meeple-companion"), "{help}");
        lines.push(help.lines().count());
    }
    assert!(
        lines[1] <= 24 && lines[1] * 3 < lines[0],
        "-h is a short summary: {lines:?}"
    );
    let long = text(&run(&["--help"], "").stdout);
    assert!(long.contains("docs/notation.md"), "{long}");
    let output = run(&["replay"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("replay needs a notation file"));
}

// ---- general syntax ----

#[test]
fn quotes_comments_case_and_an_implicit_begin() {
    let report = replay(
        "\
# Setup lines, in any case; names in quotes.
PLAYER \"Anna \\\"A\\\" Maria\" Red
Player \"city\" GRAY      # a name that is also a kind
player Bert blue# a comment right after a word
  start bert

tiles off
SCORE City 8 \"anna \\\"a\\\" maria\"
score 3 \"City\" bert=5
",
    );
    let names: Vec<&str> = report["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, vec!["Anna \"A\" Maria", "city", "Bert"]);
    assert_eq!(report["players"][1]["colour"], "grey");
    assert_eq!(totals(&report), vec![8, 3, 5]);
    assert_eq!(report["active"], "Bert");
    assert_eq!(report["tiles_left"], Value::Null);
    assert_eq!(report["commands"], 2);
}

#[test]
fn windows_line_endings_and_a_byte_order_mark_are_read() {
    let report = replay("\u{feff}player Anna red\r\nplayer Bert blue\r\nscore city 8 Anna\r\n");
    assert_eq!(totals(&report), vec![8, 0]);
}

#[test]
fn a_script_of_setup_lines_gives_the_game_at_its_start_t6() {
    let report = replay("player Anna red\nplayer Bert blue\nstart Bert\n");
    assert_eq!(report["phase"], "playing");
    assert_eq!(report["active"], "Bert");
    assert_eq!(report["turn"], 1);
    assert_eq!(
        report["tiles_left"], 70,
        "the start player has drawn a tile"
    );
    assert_eq!(report["commands"], 0);
}

#[test]
fn saint_nicholas_lines_replace_each_other() {
    let earned = |options: &str| {
        let report = replay(&format!(
            "player Anna red\nplayer Bert blue\n{options}\ncorrect Bert +10\nscore road 6 Anna\n"
        ));
        queue(&report).len()
    };
    assert_eq!(earned("saint-nicholas"), 1);
    assert_eq!(earned("saint-nicholas feature-only\nsaint-nicholas off"), 0);
    assert_eq!(earned("saint-nicholas off\nsaint-nicholas on"), 1);
    assert_eq!(earned("# no board"), 0);
}

// ---- lines that stop the replay ----

const TWO: &str = "player Anna red\nplayer Bert blue\n";

#[test]
fn bad_unknown_command() {
    refused(&format!("{TWO}fly away\n"), 3, "unknown command \"fly\"");
    refused(&format!("{TWO}end-turn now\n"), 3, "usage: end-turn");
}

#[test]
fn bad_unknown_player() {
    refused(
        &format!("{TWO}score city 8 Cleo\n"),
        3,
        "nobody called \"Cleo\" is playing",
    );
    refused(&format!("{TWO}\n# Bert\nextra-turn Bret\n"), 5, "\"Bret\"");
    refused(
        "player Anna red\nstart Bert\nplayer Bert blue\n",
        2,
        "nobody called \"Bert\"",
    );
}

#[test]
fn bad_points_over_999_t2() {
    refused(
        &format!("{TWO}score city 999 Anna\nscore city 1000 Anna\n"),
        4,
        "points must be between 0 and 999, not 1000",
    );
    refused(
        &format!("{TWO}score city 3 Anna Bert=1000\n"),
        3,
        "not 1000",
    );
    refused(&format!("{TWO}correct Anna +1000\n"), 3, "not 1000");
}

#[test]
fn bad_negative_points_t2() {
    refused(
        &format!("{TWO}score city -3 Anna\n"),
        3,
        "points cannot be negative",
    );
    refused(
        &format!("{TWO}score city Anna=-3\n"),
        3,
        "cannot be negative",
    );
}

#[test]
fn bad_correction_below_zero_t3() {
    refused(
        &format!("{TWO}score city 8 Anna\ncorrect Anna -9\n"),
        4,
        "Anna has 8 points on that figure; a correction of -9 would make it negative",
    );
    refused(&format!("{TWO}correct Anna 0\n"), 3, "changes nothing");
}

#[test]
fn bad_scoring_after_end_game() {
    let script = format!("{TWO}score city 8 Anna\nend-game\n# too late:\nscore road 2 Bert\n");
    refused(&script, 6, "the game has ended; undo to go back into it");
    // Undo takes the end back, and the game goes on.
    let undone = script.replace("# too late:", "undo");
    assert_eq!(totals(&replay(&undone)), vec![8, 2]);
}

#[test]
fn bad_turns_after_final_scoring_f1() {
    refused(
        &format!("{TWO}final-scoring\nscore farm 3 Anna\nend-turn\n"),
        5,
        "final scoring has begun; turns are over",
    );
    refused(
        &format!("{TWO}final-scoring\nanother-tile\n"),
        4,
        "turns are over",
    );
}

#[test]
fn bad_redo_with_nothing_to_redo() {
    refused(&format!("{TWO}redo\n"), 3, "there is nothing to redo");
    // A new command after an undo empties the redo history.
    refused(
        &format!("{TWO}score city 8 Anna\nundo\nscore city 8 Bert\nredo\n"),
        6,
        "there is nothing to redo",
    );
    refused(&format!("{TWO}undo\n"), 3, "there is nothing to undo");
}

#[test]
fn bad_setup_line_after_play_began() {
    let setup_over = "the game has begun; setup lines must come first";
    refused(
        &format!("{TWO}score city 8 Anna\nplayer Cleo green\n"),
        4,
        setup_over,
    );
    refused(&format!("{TWO}begin\nstart Bert\n"), 4, setup_over);
    refused(&format!("{TWO}begin\nbegin\n"), 4, setup_over);
    refused(&format!("{TWO}begin\nsaint-nicholas\n"), 4, setup_over);
    refused(
        &format!("{TWO}begin\ntiles off\n"),
        4,
        "`tiles off` belongs to the setup",
    );
}

#[test]
fn bad_too_few_players_t5() {
    let reason = "a game needs at least 2 players, not 1";
    refused("player Anna red\nbegin\n", 2, reason);
    // Without `begin`, the first game line begins the game ...
    refused("player Anna red\n# one only\nscore 3 Anna\n", 3, reason);
    // ... and a script of setup lines is checked at its last line.
    refused("player Anna red\n\n", 2, reason);
    refused(
        "begin\n",
        1,
        "the game has no players yet; start with `player NAME COLOUR` lines",
    );
    let seven: String = ["A", "B", "C", "D", "E", "F", "G"]
        .iter()
        .zip(["red", "green", "blue", "yellow", "black", "grey", "pink"])
        .map(|(n, c)| format!("player {n} {c}\n"))
        .collect();
    refused(&format!("{seven}begin\n"), 7, "at most 6 players, not 7");
}

#[test]
fn bad_duplicate_colour() {
    refused(
        "player Anna red\nplayer Bert Red\n# the game begins here:\nscore 3 Anna\n",
        2,
        "two players play red; colours must differ",
    );
    refused(
        "player Anna red\nplayer anna blue\nbegin\n",
        2,
        "two players are called \"anna\"",
    );
    refused("player Anna mauve\n", 1, "unknown colour \"mauve\"");
}

#[test]
fn bad_unclosed_quote() {
    refused(
        &format!("{TWO}score 3 \"Anna\n"),
        3,
        "a quoted name is missing its closing \"",
    );
    refused("player \"Anna red\n", 1, "missing its closing");
}

#[test]
fn bad_saint_nicholas_option_and_tile_counter_t6() {
    refused(
        &format!("{TWO}saint-nicholas order=random\n"),
        3,
        "unknown value \"random\" for order",
    );
    refused(
        &format!("{TWO}saint-nicholas lap\n"),
        3,
        "unknown Saint Nicholas option \"lap\"",
    );
    refused(
        &format!("{TWO}tiles 0\nbegin\n"),
        4,
        "the tile counter must be between 1 and 999, not 0",
    );
    refused(
        &format!("{TWO}tiles off\nbegin\ntiles 5\n"),
        5,
        "this game does not count tiles",
    );
}

// ---- turns and the tile counter (RULES T5, T6) ----

#[test]
fn t5_t6_extra_turns_further_tiles_and_the_counter() {
    let mut script = String::from(
        "player Anna red\nplayer Bert blue\nplayer Cleo green\ntiles 6\nbegin\n\
         extra-turn Cleo\nextra-turn Bert\ncancel-extra-turn 1\nanother-tile\n",
    );
    let report = replay(&script);
    assert_eq!(queue(&report), vec![q("Bert", &["manual"])]);
    assert_eq!(
        report["tiles_left"], 4,
        "one at the start, one further tile"
    );
    assert_eq!(turn_of(&report), regular("Anna"));

    script.push_str("end-turn\n");
    let report = replay(&script);
    assert_eq!(turn_of(&report), extra("Bert", &["manual"]));
    assert_eq!(report["tiles_left"], 3);

    script.push_str("end-turn\ntiles 1\n");
    let report = replay(&script);
    assert_eq!(
        turn_of(&report),
        regular("Bert"),
        "Bert's regular turn follows Anna's"
    );
    assert_eq!(report["tiles_left"], 1);

    script.push_str("end-turn\n");
    let report = replay(&script);
    assert_eq!(turn_of(&report), regular("Cleo"));
    assert_eq!(report["prompts"][0]["prompt"], "last-tile");
    refused(
        &format!("{script}another-tile\n"),
        14,
        "the draw pile is empty",
    );
    refused(
        &format!("{script}cancel-extra-turn 1\n"),
        14,
        "there is no queued extra turn number 1",
    );

    script.push_str("end-turn\nscore farm 9 Cleo\nend-game\n");
    let report = replay(&script);
    assert_eq!(report["phase"], "ended");
    assert_eq!(report["active"], "Cleo");
    assert_eq!(totals(&report), vec![0, 0, 9]);
}

// ---- Saint Nicholas: every option changes the outcome (RULES SN1–SN6) ----
//
// Acceptance test of the issue: "A 4-player game replayed from notation
// gives the right extra turns in the right order for every option". Players
// are put on their spaces with corrections, which never earn turns (T3).

/// Four players with the board and `options`, Anna to start unless `start`
/// says otherwise, on the given totals.
fn sn_table(options: &str, start: &str, totals: [u32; 4]) -> String {
    let mut script = format!(
        "player Anna red\nplayer Bert blue\nplayer Cleo green\nplayer Dirk yellow\n\
         saint-nicholas {options}\nstart {start}\nbegin\n"
    );
    for (name, total) in ["Anna", "Bert", "Cleo", "Dirk"].iter().zip(totals) {
        if total > 0 {
            script.push_str(&format!("correct {name} +{total}\n"));
        }
    }
    script
}

/// RULES SN1's example: Anna on 3, Bert on 4, the others at 6 or more; one
/// tile of Anna's completes her road (+3), then Bert's city (+4).
fn sn1_example(check: &str) -> String {
    sn_table(check, "Anna", [3, 4, 6, 10]) + "score road 3 Anna\nscore city 4 Bert\n"
}

#[test]
fn sn1_check_feature_only_the_last_of_the_two_qualifies() {
    for options in ["", "check=feature"] {
        let script = sn1_example(options);
        let report = replay(&script);
        assert_eq!(queue(&report), vec![q("Bert", &["last-to-6"])]);
        assert_eq!(
            turns_after(&script, 2),
            vec![extra("Bert", &["last-to-6"]), regular("Bert")]
        );
    }
}

#[test]
fn sn1_check_round_both_qualify_when_the_round_closes() {
    let script = sn1_example("check=round");
    assert_eq!(
        queue(&replay(&script)),
        vec![],
        "nothing before the round closes"
    );
    assert_eq!(
        queue(&replay(&format!("{script}close-round\n"))),
        vec![q("Bert", &["last-to-6"]), q("Anna", &["last-to-6"])]
    );
    assert_eq!(
        turns_after(&script, 3),
        vec![
            extra("Bert", &["last-to-6"]),
            extra("Anna", &["last-to-6"]),
            regular("Bert"),
        ]
    );
}

/// On the second lap: Anna 52 → 56 (everyone at 56+ after), then Bert
/// 70 → 74 (nobody at 74+ before).
fn sn3_second_lap(options: &str) -> String {
    sn_table(options, "Anna", [52, 70, 60, 65]) + "score city 4 Anna\nscore road 4 Bert\n"
}

#[test]
fn sn3_every_lap_counts_56_and_74() {
    for options in ["every-lap", "every-lap=yes"] {
        let script = sn3_second_lap(options);
        let report = replay(&script);
        assert_eq!(
            queue(&report),
            vec![q("Bert", &["first-to-74"]), q("Anna", &["last-to-56"])],
            "Bert sits left of Anna, who goes last (SN5)"
        );
        assert_eq!(
            turns_after(&script, 3),
            vec![
                extra("Bert", &["first-to-74"]),
                extra("Anna", &["last-to-56"]),
                regular("Bert"),
            ]
        );
    }
}

#[test]
fn sn3_without_every_lap_only_the_first_lap_counts() {
    for options in ["", "every-lap=no"] {
        let script = sn3_second_lap(options);
        assert_eq!(queue(&replay(&script)), vec![]);
        assert_eq!(turns_after(&script, 1), vec![regular("Bert")]);
    }
}

/// Anna goes from 5 to 25 in one scoring: the last to 6 and the first to 24
/// in one check.
fn sn4_both_at_once(options: &str) -> String {
    sn_table(options, "Anna", [5, 10, 10, 10]) + "score city 20 Anna\n"
}

#[test]
fn sn4_both_conditions_one_gives_one_turn() {
    for options in ["", "both-conditions=one"] {
        let script = sn4_both_at_once(options);
        assert_eq!(
            queue(&replay(&script)),
            vec![q("Anna", &["last-to-6", "first-to-24"])]
        );
        assert_eq!(
            turns_after(&script, 2),
            vec![
                extra("Anna", &["last-to-6", "first-to-24"]),
                regular("Bert")
            ]
        );
    }
}

#[test]
fn sn4_both_conditions_two_gives_two_turns() {
    let script = sn4_both_at_once("both-conditions=two");
    assert_eq!(
        queue(&replay(&script)),
        vec![q("Anna", &["last-to-6"]), q("Anna", &["first-to-24"])]
    );
    assert_eq!(
        turns_after(&script, 3),
        vec![
            extra("Anna", &["last-to-6"]),
            extra("Anna", &["first-to-24"]),
            regular("Bert"),
        ]
    );
}

/// Bert starts; Anna, Bert and Cleo (on 5) reach 6 together with one road,
/// Dirk being on 10 already.
fn sn5_three_reach_six(options: &str) -> String {
    sn_table(options, "Bert", [5, 5, 5, 10]) + "score road 1 Cleo Anna Bert\n"
}

#[test]
fn sn5_left_first_clockwise_from_the_left_active_player_last() {
    for options in ["", "order=left-first"] {
        let script = sn5_three_reach_six(options);
        assert_eq!(
            queue(&replay(&script)),
            vec![
                q("Cleo", &["last-to-6"]),
                q("Anna", &["last-to-6"]),
                q("Bert", &["last-to-6"]),
            ]
        );
        // In her extra turn Cleo and Dirk pass 24 together: their turns join
        // the end of the queue, Dirk (left of Cleo) first, Cleo last.
        let script = format!("{script}end-turn\nscore city 19 Cleo Dirk\n");
        let report = replay(&script);
        assert_eq!(turn_of(&report), extra("Cleo", &["last-to-6"]));
        assert_eq!(
            queue(&report),
            vec![
                q("Anna", &["last-to-6"]),
                q("Bert", &["last-to-6"]),
                q("Dirk", &["first-to-24"]),
                q("Cleo", &["first-to-24"]),
            ]
        );
        assert_eq!(
            turns_after(&script, 5),
            vec![
                extra("Anna", &["last-to-6"]),
                extra("Bert", &["last-to-6"]),
                extra("Dirk", &["first-to-24"]),
                extra("Cleo", &["first-to-24"]),
                regular("Cleo"),
            ],
            "then Cleo's regular turn, after Bert's"
        );
    }
}

#[test]
fn sn5_active_first_the_active_player_then_clockwise() {
    let script = sn5_three_reach_six("order=active-first");
    assert_eq!(
        queue(&replay(&script)),
        vec![
            q("Bert", &["last-to-6"]),
            q("Cleo", &["last-to-6"]),
            q("Anna", &["last-to-6"]),
        ]
    );
    // In his extra turn Bert and Dirk pass 24 together: after the turns
    // earned before, Bert first as the active player, then Dirk.
    let script = format!("{script}end-turn\nscore city 19 Dirk Bert\n");
    let report = replay(&script);
    assert_eq!(turn_of(&report), extra("Bert", &["last-to-6"]));
    assert_eq!(
        queue(&report),
        vec![
            q("Cleo", &["last-to-6"]),
            q("Anna", &["last-to-6"]),
            q("Bert", &["first-to-24"]),
            q("Dirk", &["first-to-24"]),
        ]
    );
    assert_eq!(
        turns_after(&script, 5),
        vec![
            extra("Cleo", &["last-to-6"]),
            extra("Anna", &["last-to-6"]),
            extra("Bert", &["first-to-24"]),
            extra("Dirk", &["first-to-24"]),
            regular("Cleo"),
        ]
    );
}

/// Bert, on 4, reaches 6 with the points of a message or a card.
fn sn6_points(options: &str, kind: &str) -> String {
    sn_table(options, "Anna", [10, 4, 10, 10]) + &format!("score {kind} 2 Bert\n")
}

#[test]
fn sn6_by_default_message_and_card_points_earn_turns() {
    for kind in ["message", "card", "road", "other"] {
        let script = sn6_points("", kind);
        assert_eq!(
            queue(&replay(&script)),
            vec![q("Bert", &["last-to-6"])],
            "{kind}"
        );
        assert_eq!(
            turns_after(&script, 2),
            vec![extra("Bert", &["last-to-6"]), regular("Bert")]
        );
    }
}

#[test]
fn sn6_feature_only_message_and_card_points_earn_nothing() {
    for options in ["feature-only", "feature-only=yes"] {
        for kind in ["message", "card"] {
            let script = sn6_points(options, kind);
            assert_eq!(queue(&replay(&script)), vec![], "{kind}");
            // The 6 was reached by the message or card, so a later road
            // earns nothing either.
            let later = format!("{script}score road 1 Bert\n");
            assert_eq!(queue(&replay(&later)), vec![], "{kind}, then a road");
            assert_eq!(turns_after(&script, 1), vec![regular("Bert")]);
        }
        for kind in ["road", "other"] {
            assert_eq!(
                queue(&replay(&sn6_points(options, kind))),
                vec![q("Bert", &["last-to-6"])],
                "{kind} is a feature"
            );
        }
    }
}

#[test]
fn sn6_final_scoring_and_corrections_never_earn_turns() {
    let base = sn_table("", "Anna", [10, 4, 10, 10]);
    let corrected = replay(&format!("{base}correct Bert +20\n"));
    assert_eq!(queue(&corrected), vec![]);
    let final_scoring = replay(&format!("{base}final-scoring\nscore farm 30 Bert\n"));
    assert_eq!(queue(&final_scoring), vec![]);
    assert_eq!(final_scoring["prompts"][0]["prompt"], "final-scoring");
}

// ---- save files ----

/// Runs `replay FILE`; it must succeed. Returns the report.
fn replay_file(file: &Path) -> Value {
    let output = run(&["replay", file.to_str().unwrap()], "");
    assert!(
        output.status.success(),
        "replay {} failed: {}",
        file.display(),
        text(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the report is JSON")
}

#[test]
fn replay_reads_a_save_file_of_either_format() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves/v1");
    let script = fixtures.join("saint-nicholas-options.txt");
    let expected = replay_file(&script);

    // Format 1, as kept in the fixtures.
    let v1 = fixtures.join("saint-nicholas-options.json");
    assert_eq!(replay_file(&v1), expected);

    // Format 4, as `import` saves it today.
    let data = tempfile::tempdir().unwrap();
    let output = Command::new(BIN)
        .args(["import", script.to_str().unwrap()])
        .env("MEEPLE_COMPANION_DATA_DIR", data.path())
        .output()
        .expect("the binary runs");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let saved = text(&output.stdout);
    let saved = Path::new(saved.trim().strip_prefix("saved as ").unwrap());
    assert!(
        std::fs::read_to_string(saved)
            .unwrap()
            .starts_with(r#"{"format":5,"header":"#)
    );
    assert_eq!(replay_file(saved), expected);
}

#[test]
fn replay_of_a_broken_save_file_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("cut.json");
    std::fs::write(&file, r#"{"format":1,"id":"#).unwrap();
    let output = run(&["replay", file.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    assert_eq!(
        text(&output.stderr),
        "meeple-companion: the file ends too early; it was probably cut off while being written\n"
    );
}

/// General syntax, numbers: points and corrections take one sign at most.
#[test]
fn general_syntax_a_number_takes_one_sign_at_most() {
    let report = replay(&format!(
        "{TWO}score city +8 Anna\ncorrect Anna +2\ncorrect Anna -1\n"
    ));
    assert_eq!(totals(&report), vec![9, 0]);
    refused(
        &format!("{TWO}score city ++8 Anna\n"),
        3,
        "expected points (a whole number), found \"++8\"",
    );
    refused(
        &format!("{TWO}score city 8 Anna=++3\n"),
        3,
        "expected points (a whole number), found \"++3\"",
    );
    for delta in ["+-3", "++3", "--3", "-+3"] {
        refused(
            &format!("{TWO}score city 8 Anna\ncorrect Anna {delta}\n"),
            4,
            &format!("expected a signed number of points, found \"{delta}\""),
        );
    }
}

/// General syntax, names: a bare name that looks like a number or a kind
/// needs quotes.
#[test]
fn general_syntax_names_like_numbers_or_kinds_need_quotes() {
    for name in ["city", "42", "Farm", "-1"] {
        refused(
            &format!("player Anna red\nplayer {name} blue\n"),
            2,
            &format!(
                "a name that looks like a number or a kind needs quotes: player \"{name}\" COLOUR"
            ),
        );
        let report = replay(&format!(
            "player Anna red\nplayer \"{name}\" blue\nscore road 3 \"{name}\"\n"
        ));
        assert_eq!(report["players"][1]["name"], name);
        assert_eq!(totals(&report), vec![0, 3]);
    }
    // Words that merely contain digits or a kind are plain names.
    let report = replay("player Anna2 red\nplayer Citymouse blue\nscore 3 Citymouse\n");
    assert_eq!(totals(&report), vec![0, 3]);
}

/// `score`: a figure without The Messages says that The Messages is not in
/// use.
#[test]
fn score_a_messenger_without_the_messages_says_so() {
    for line in ["score road 3 Anna/messenger", "correct Anna/2 +1"] {
        refused(
            &format!("{TWO}{line}\n"),
            3,
            "Anna has no messenger: this game is played without The Messages",
        );
    }
}

/// Figures (MSG1) are written the same ways on every line that takes
/// one: `meeple`, `messenger` in any case, `1` and `2`.
#[test]
fn figures_are_accepted_the_same_ways_on_every_line() {
    let messages = format!("{TWO}messages\nshuffle messages 3 1 4 6 8 2 7 5\n");
    let messenger = |report: &Value| {
        report["players"][0]["figures"][1]["total"]
            .as_u64()
            .unwrap()
    };
    for word in ["messenger", "Messenger", "MESSENGER", "2"] {
        // score, correct
        let report = replay(&format!(
            "{messages}score road 3 Anna/{word}\ncorrect Anna/{word} +1\n"
        ));
        assert_eq!(messenger(&report), 4, "{word}");
        // take-two, carry-out: Anna's meeple on 5 draws message 3.
        for resolve in [
            format!("take-two {word}"),
            format!("carry-out {word} cloister 1"),
        ] {
            let report = replay(&format!(
                "{messages}score city 5 Anna\nclose-round\n{resolve}\n"
            ));
            assert_eq!(messenger(&report), 2, "{resolve}");
        }
    }
    for word in ["meeple", "1"] {
        let report = replay(&format!(
            "{messages}score city 5 Anna\nclose-round\ntake-two {word}\n"
        ));
        assert_eq!(totals(&report)[0], 7);
        assert_eq!(messenger(&report), 0);
    }
}

/// The fields documented in "The report": every backticked name in the
/// first column of its field table.
fn documented_fields() -> Vec<String> {
    let docs = replay::DOCS;
    let start = docs.find("| Field | Meaning |").expect("the field table");
    docs[start..]
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .flat_map(|line| {
            let first = line.split('|').nth(1).unwrap_or_default();
            first
                .split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// "The report": its field table names every field a report can have
/// (with every expansion, during play, the final scoring and after the
/// end), and its list of prompts every prompt code.
#[test]
fn the_report_field_table_is_complete() {
    let fields = documented_fields();
    let known = |path: &str| {
        fields
            .iter()
            .any(|f| f == path || *f == format!("{path}[]"))
    };
    let scripts = [
        script_file("all-four.txt"),
        script_file("christmas.txt"),
        script_file("gold-mines.txt"),
        // A message and a now card waiting, mid-game.
        "player Anna red\nplayer Bert blue\nmessages\nchristmas\nshuffle messages 1 2 3 4 5 6 7 8\nscore city 5 Anna\nend-turn\n".into(),
        "player Anna red\nplayer Bert blue\nchristmas\nshuffle cloister 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32\ndraw cloister\n".into(),
    ];
    let mut missing = Vec::new();
    for script in &scripts {
        let report = replay(script);
        for (key, value) in report.as_object().unwrap() {
            if !known(key) {
                missing.push(key.clone());
            }
            let children: Vec<(String, &Value)> = match value {
                Value::Object(map) if ["gold", "messages", "christmas"].contains(&key.as_str()) => {
                    map.iter().map(|(k, v)| (format!("{key}.{k}"), v)).collect()
                }
                Value::Array(items) => items
                    .iter()
                    .filter_map(Value::as_object)
                    .flat_map(|map| map.iter().map(|(k, v)| (format!("{key}[].{k}"), v)))
                    .collect(),
                _ => Vec::new(),
            };
            for (path, value) in children {
                if !known(&path) {
                    missing.push(path.clone());
                }
                if let Value::Array(items) = value {
                    for map in items.iter().filter_map(Value::as_object) {
                        for k in map.keys() {
                            let deeper = format!("{path}[].{k}");
                            if path != "gold.players" && !known(&deeper) {
                                missing.push(deeper);
                            }
                        }
                    }
                }
            }
        }
    }
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "docs/notation.md's report table lacks {missing:?}"
    );

    // Every prompt code the report can give is in the prompts row.
    let source = include_str!("../src/engine/report.rs");
    let row = replay::DOCS
        .lines()
        .find(|line| line.starts_with("| `prompts[].prompt` |"))
        .expect("the prompts row");
    for code in source.split("prompt: \"").skip(1) {
        let code = code.split('"').next().unwrap();
        assert!(
            row.contains(&format!("`\"{code}\"`")),
            "the prompt {code} is not documented"
        );
    }
}

/// "Setup, and what begins the game" lists every setup line.
#[test]
fn the_setup_lines_are_all_listed() {
    let docs = replay::DOCS;
    let at = docs.find("A script starts with **setup lines**").unwrap();
    let paragraph = &docs[at..at + docs[at..].find("\n\n").unwrap()];
    for verb in [
        "player",
        "start",
        "tiles",
        "saint-nicholas",
        "messages",
        "christmas",
        "gold-mines",
        "shuffle",
    ] {
        assert!(
            paragraph.contains(&format!("`{verb}`")),
            "{verb} is not listed"
        );
    }
}
