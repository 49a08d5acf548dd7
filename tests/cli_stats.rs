//! `meeple-companion stats` on a temporary data folder: the numbers, the
//! JSON's fields in their order, what is left out, and its usage errors.

use std::path::Path;
use std::process::{Command, Output};

use chrono::{DateTime, TimeZone, Utc};
use meeple_companion::engine::notation;
use meeple_companion::store::{CONFIG_DIR_VAR, DATA_DIR_VAR, SavedGame, Store};
use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_meeple-companion");

fn run(data: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .env(DATA_DIR_VAR, data)
        .env(CONFIG_DIR_VAR, data.join("config"))
        .env("TZ", "Europe/Warsaw")
        .output()
        .expect("the binary runs")
}

fn at(day: u32, hour: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, day, hour, 0, 0).unwrap()
}

/// Saves the game `script` plays, begun on `day` at `hour` UTC.
fn save(store: &Store, id: &str, day: u32, hour: u32, script: &str) {
    let saved = SavedGame {
        id: id.into(),
        created: at(day, hour),
        game: notation::run(script, || at(day, hour)).unwrap(),
    };
    store.save(&saved).unwrap();
}

fn two(anna: u32, bert: u32) -> String {
    format!(
        "player Anna red\nplayer Bert blue\nbegin\nscore city {anna} Anna\nend-turn\n\
         score city {bert} Bert\nend-turn\nfinal-scoring\nend-game\n"
    )
}

fn folder() -> tempfile::TempDir {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    save(&store, "g1", 1, 18, &two(10, 4));
    save(&store, "g2", 1, 19, &two(3, 8));
    save(&store, "g3", 1, 20, &two(12, 2));
    save(&store, "g4", 5, 18, &two(6, 6));
    save(
        &store,
        "open",
        6,
        18,
        "player Anna red\nplayer Bert blue\nbegin\nscore city 3 Anna\n",
    );
    std::fs::write(store.dir().join("broken.json"), "{\"format\":2,").unwrap();
    data
}

fn json(output: &Output) -> Value {
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn stats_in_json_gives_players_records_and_evenings_in_that_order() {
    let data = folder();
    let output = run(data.path(), &["stats", "--format", "json"]);
    let stats = json(&output);
    let text = String::from_utf8(output.stdout).unwrap();
    let order: Vec<usize> = ["\"players\"", "\"records\"", "\"evenings\""]
        .iter()
        .map(|k| text.find(k).unwrap())
        .collect();
    assert!(order.is_sorted(), "{text}");
    assert_eq!(stats["games"], 4);
    assert_eq!(
        stats["left_out"],
        serde_json::json!({ "in_progress": 1, "read_only": 0, "unreadable": 1 })
    );
    let anna = &stats["players"][0];
    assert_eq!(anna["name"], "Anna");
    assert_eq!(
        (anna["games"].as_u64(), anna["wins"].as_u64()),
        (Some(4), Some(3)),
        "g4 is shared"
    );
    assert_eq!(anna["win_rate"], 0.75);
    assert_eq!(anna["average"], 7.75);
    assert_eq!(
        (anna["best"].as_u64(), anna["worst"].as_u64()),
        (Some(12), Some(3))
    );
    assert_eq!(anna["rival"]["name"], "Bert");
    assert_eq!(anna["rival"]["record"], "2\u{2013}1");
    assert_eq!(anna["nemesis"], Value::Null);
    assert_eq!(stats["players"][1]["nemesis"]["record"], "1\u{2013}2");
    assert_eq!(stats["records"][0]["record"], "highest-total");
    assert_eq!(stats["records"][0]["value"], 12);
    assert_eq!(stats["records"][0]["who"], "Anna");
    let evenings = stats["evenings"].as_array().unwrap();
    assert_eq!(evenings.len(), 2);
    assert_eq!(evenings[0]["date"], "2026-11-05");
    assert_eq!(evenings[1]["games"], serde_json::json!(["g1", "g2", "g3"]));
}

#[test]
fn stats_filters_by_day_and_player_and_says_when_a_player_is_unknown() {
    let data = folder();
    let first = json(&run(
        data.path(),
        &["stats", "--format", "json", "--to", "2026-11-01"],
    ));
    assert_eq!(first["games"], 3);
    let later = json(&run(
        data.path(),
        &["stats", "--format", "json", "--from", "2026-11-02"],
    ));
    assert_eq!(later["games"], 1);
    let output = run(data.path(), &["stats", "--player", "Zed"]);
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.starts_with("# Stats: 0 games\n"), "{text}");
    assert!(
        text.contains("No ended game has a player named Zed."),
        "{text}"
    );
    let bert = json(&run(
        data.path(),
        &["stats", "--format", "json", "--player", "bert"],
    ));
    assert_eq!(bert["games"], 4, "names match as at the table");
}

#[test]
fn stats_in_markdown_is_a_table_of_players() {
    let data = folder();
    let output = run(data.path(), &["stats"]);
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(
        text.contains("Left out: 1 in progress, 0 read-only, 1 unreadable."),
        "{text}"
    );
    assert!(
        text.contains("| Anna | 4 | 3 | 75% | 7.8 | 12 | 3 | Bert 2\u{2013}1 | \u{2013} |"),
        "{text}"
    );
    assert!(
        text.contains("- Highest total: 12, Anna (2026-11-01, g3)"),
        "{text}"
    );
    assert!(
        text.contains("- 2026-11-01, 3 games: Anna 2 wins, 25 points; Bert 1 wins, 14 points"),
        "{text}"
    );
}

#[test]
fn a_bad_day_is_a_usage_error() {
    let data = folder();
    for day in ["2026-13-01", "yesterday", "1.11.2026"] {
        let output = run(data.path(), &["stats", "--from", day]);
        assert_eq!(output.status.code(), Some(2), "{day}");
        let error = String::from_utf8(output.stderr).unwrap();
        assert!(error.contains("YYYY-MM-DD"), "{error}");
    }
}

#[test]
fn export_prints_the_bg_stats_link_of_an_ended_game_only() {
    use meeple_companion::stats::bgstats::BgPlay;
    let data = folder();
    let output = run(data.path(), &["export", "--format", "bgstats-link", "g3"]);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let link = String::from_utf8(output.stdout).unwrap();
    let play = BgPlay::from_link(link.trim_end()).expect("a link that decodes");
    assert_eq!(play.source_play_id, "g3");
    assert_eq!(
        play.play_date, "2026-11-01 21:00:00",
        "local time (Europe/Warsaw)"
    );
    assert_eq!(play.game.bgg_id, 822);
    let scores: Vec<(&str, u32, bool, bool)> = play
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.score, p.winner, p.start_player))
        .collect();
    assert_eq!(
        scores,
        [("Anna", 12, true, true), ("Bert", 2, false, false)]
    );
    let again = run(data.path(), &["export", "--format", "bgstats-link", "g3"]);
    assert_eq!(
        String::from_utf8(again.stdout).unwrap(),
        link,
        "the same link each time"
    );
    let open = run(data.path(), &["export", "--format", "bgstats-link", "open"]);
    assert_eq!(open.status.code(), Some(1));
    assert!(
        String::from_utf8(open.stderr)
            .unwrap()
            .contains("has not ended")
    );
}

#[test]
fn stats_and_the_link_count_the_names_the_table_merged() {
    let data = folder();
    std::fs::create_dir(data.path().join("config")).unwrap();
    std::fs::write(
        data.path().join("config/settings.json"),
        r#"{"merged_names":[{"name":"bert","counts_as":"Bertram"}]}"#,
    )
    .unwrap();
    let stats = json(&run(data.path(), &["stats", "--format", "json"]));
    assert_eq!(stats["players"][1]["name"], "Bertram");
    assert_eq!(stats["players"].as_array().unwrap().len(), 2);
    let link = run(data.path(), &["export", "--format", "bgstats-link", "g1"]);
    let play = meeple_companion::stats::bgstats::BgPlay::from_link(
        String::from_utf8(link.stdout).unwrap().trim_end(),
    )
    .unwrap();
    assert_eq!(
        (
            play.players[1].name.as_str(),
            play.players[1].source_player_id.as_str()
        ),
        ("Bertram", "bertram")
    );
}

#[test]
fn export_writes_a_bg_stats_file_of_one_ended_game_or_all_the_same_each_time() {
    let data = folder();
    let one = run(data.path(), &["export", "--format", "bgstats", "g3"]);
    let file = json(&one);
    assert_eq!(file["plays"].as_array().unwrap().len(), 1);
    assert_eq!(file["plays"][0]["playDate"], "2026-11-01 21:00:00");
    assert_eq!(file["plays"][0]["playerScores"][0]["score"], "12");
    assert_eq!(file["games"][0]["bggId"], 822);
    let again = run(data.path(), &["export", "--format", "bgstats", "g3"]);
    assert_eq!(again.stdout, one.stdout, "byte for byte the same");

    let all = run(data.path(), &["export", "--format", "bgstats", "--all"]);
    let every = json(&all);
    assert_eq!(every["plays"].as_array().unwrap().len(), 4, "g1 to g4");
    assert_eq!(every["players"].as_array().unwrap().len(), 2);
    let said = String::from_utf8(all.stderr.clone()).unwrap();
    assert!(
        said.contains("left out: 1 in progress, 0 read-only, 1 unreadable"),
        "{said}"
    );
    assert_eq!(
        every["plays"][2], file["plays"][0],
        "g3 alone is g3 among all"
    );
    let twice = run(data.path(), &["export", "--format", "bgstats", "--all"]);
    assert_eq!(twice.stdout, all.stdout);

    let open = run(data.path(), &["export", "--format", "bgstats", "open"]);
    assert_eq!(open.status.code(), Some(1));
    assert!(open.stdout.is_empty());
    assert!(
        String::from_utf8(open.stderr)
            .unwrap()
            .contains("has not ended")
    );
}

#[test]
fn the_bg_stats_file_counts_a_merged_name_as_one_player() {
    let data = folder();
    let store = Store::at(data.path().join("games"));
    save(
        &store,
        "g5",
        7,
        18,
        "player Anna red\nplayer BERTRAM blue\nbegin\nscore city 5 BERTRAM\nend-turn\n\
         end-turn\nfinal-scoring\nend-game\n",
    );
    std::fs::create_dir(data.path().join("config")).unwrap();
    std::fs::write(
        data.path().join("config/settings.json"),
        r#"{"merged_names":[{"name":"bert","counts_as":"Bertram"}]}"#,
    )
    .unwrap();
    let file = json(&run(
        data.path(),
        &["export", "--format", "bgstats", "--all"],
    ));
    let players: Vec<&Value> = file["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["name"])
        .collect();
    assert_eq!(players, ["Anna", "Bertram"], "Bert and BERTRAM as one");
    let bertram = |play: usize| &file["plays"][play]["playerScores"][1]["playerRefId"];
    assert_eq!(bertram(0), 2);
    assert_eq!(bertram(4), 2, "g5's BERTRAM");
}

#[test]
fn export_all_and_an_id_or_all_without_the_file_format_are_usage_errors() {
    let data = folder();
    for args in [
        &["export", "--all"][..],
        &["export", "--format", "bgstats-link", "--all"],
        &["export", "--format", "bgstats", "--all", "g1"],
        &["export", "--format", "bgstats"],
    ] {
        let output = run(data.path(), args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let error = String::from_utf8(output.stderr).unwrap();
        assert!(error.starts_with("meeple-companion: "), "{error}");
        assert!(error.contains("Usage: meeple-companion export"), "{error}");
        assert!(output.stdout.is_empty());
    }
}
