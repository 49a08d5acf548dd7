//! The end-of-game summary (RULES F2): its exports of a fixed game compared
//! with files kept under `tests/summary/`, the headless `summary` command,
//! and the breakdown adding up to the total in random games.

use chrono::{DateTime, TimeZone, Utc};
use meeple_companion::engine::notation;
use meeple_companion::engine::summary::{Summary, export};
use proptest::prelude::*;

mod common;
mod replay;

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap()
}

const SCRIPT: &str = include_str!("scripts/gold-mines.txt");

fn fixed() -> Summary {
    let game = notation::run(SCRIPT, at).expect("the script replays");
    Summary::of(&game, at(), &[])
}

/// Compares with the kept file; `MEEPLE_COMPANION_BLESS=1` rewrites it.
fn assert_file(name: &str, actual: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/summary")
        .join(name);
    if std::env::var("MEEPLE_COMPANION_BLESS").as_deref() == Ok("1") {
        std::fs::write(&path, actual).unwrap();
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; run MEEPLE_COMPANION_BLESS=1 cargo test --test summary to write it",
            path.display()
        )
    });
    assert_eq!(actual, expected, "{name} differs from the kept file");
}

#[test]
fn f2_the_exports_of_a_fixed_game() {
    let summary = fixed();
    assert_file("gold-mines.csv", &export::csv(&summary));
    assert_file("gold-mines.json", &export::json(&summary));
    assert_file("gold-mines.md", &export::markdown(&summary));
}

#[test]
fn f2_the_headless_summary_is_the_exported_one() {
    let output = replay::run(&["summary", "--format", "csv", "-"], SCRIPT);
    assert!(output.status.success(), "{}", replay::text(&output.stderr));
    assert_eq!(replay::text(&output.stdout), export::csv(&fixed()));
    let bad = replay::run(&["summary", "--format", "pdf", "-"], SCRIPT);
    assert_eq!(bad.status.code(), Some(2));
    let broken = replay::run(&["summary", "-"], "player Anna red\nscore 3 Bert\n");
    assert_eq!(broken.status.code(), Some(1));
    assert!(replay::text(&broken.stderr).starts_with("meeple-companion: line 2: "));
}

#[test]
fn f2_equal_totals_share_a_place_and_the_next_is_skipped() {
    let game = notation::run(
        "player Anna red\nplayer Bert blue\nplayer Cleo green\nscore city 8 Anna Bert\nscore road 3 Cleo\nend-game\n",
        at,
    )
    .unwrap();
    let summary = Summary::of(&game, at(), &[]);
    let places: Vec<(usize, &str)> = summary
        .lines
        .iter()
        .map(|l| (l.place, l.name.as_str()))
        .collect();
    assert_eq!(places, vec![(1, "Anna"), (1, "Bert"), (3, "Cleo")]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// RULES F2: every line's parts add up to its total, in random games
    /// with every expansion the generator knows.
    #[test]
    fn f2_the_breakdown_adds_up_to_the_total(
        setup in common::setup(),
        steps in common::steps(),
    ) {
        let game = common::play(setup, steps);
        let summary = Summary::of(&game, at(), &[]);
        for line in &summary.lines {
            prop_assert_eq!(line.sum_of_parts(), i64::from(line.total), "{}", line.name);
        }
        let mut places: Vec<usize> = summary.lines.iter().map(|l| l.place).collect();
        places.dedup();
        prop_assert!(places.windows(2).all(|w| w[0] < w[1]));
    }
}

/// F2: the JSON export labels the points by kind and names the parts that
/// no kind counts; together they add up to the total.
#[test]
fn f2_the_json_export_labels_the_points_by_kind_and_says_what_they_leave_out() {
    let json: serde_json::Value = serde_json::from_str(&export::json(&fixed())).unwrap();
    assert_eq!(json["version"], 2);
    assert_eq!(
        json["not_in_kinds"],
        serde_json::json!(["corrections", "gold"])
    );
    for line in json["lines"].as_array().unwrap() {
        let kinds: Vec<&str> = line["in_game"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(
            kinds,
            [
                "card", "city", "cloister", "farm", "message", "other", "road"
            ],
            "every kind, labelled"
        );
        let sum = |tally: &serde_json::Value| -> i64 {
            tally
                .as_object()
                .unwrap()
                .values()
                .map(|v| v.as_i64().unwrap())
                .sum()
        };
        let parts: i64 = line["parts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["points"].as_i64().unwrap())
            .sum();
        assert_eq!(
            sum(&line["in_game"])
                + sum(&line["final_scoring"])
                + line["corrections"].as_i64().unwrap()
                + parts,
            line["total"].as_i64().unwrap()
        );
    }
}
