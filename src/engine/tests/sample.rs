//! The sample expansion (compiled only in tests) walks the steps of
//! "Adding an expansion" in docs/architecture.md: these tests show that
//! the seam carries a fifth expansion through the rules, the notation,
//! the report and the save file, with no line of the base game naming it.

use super::*;
use crate::engine::sample::{self, Sample, TILES};

const SCRIPT: &str = "player Anna red\nplayer Bert blue\nsample worth=3\n\
                      token Anna\nend-turn\ntoken Bert\ntoken Bert\n";

fn played() -> Game {
    notation::run(SCRIPT, at).unwrap()
}

#[test]
fn its_setup_line_options_and_tiles_reach_the_game() {
    let game = played();
    assert_eq!(game.setup().sample, Some(Sample { worth: 3 }));
    // T6: without a `tiles` line the counter counts its tiles too.
    assert_eq!(game.setup().tiles, Some(BASE_TILES + TILES));
    assert_eq!(game.setup().default_tiles(), BASE_TILES + TILES);
    let plain = notation::run("player Anna red\nplayer Bert blue\nsample\n", at).unwrap();
    assert_eq!(plain.setup().sample, Some(Sample::default()));
}

#[test]
fn its_command_is_decided_and_its_events_fold() {
    let game = played();
    assert_eq!(totals(&game), vec![3, 6]);
    let tokens = game.state().sample.as_ref().map(|s| s.tokens.clone());
    assert_eq!(tokens, Some(vec![1, 2]));
    let last = &game.log()[game.log().len() - 1];
    assert_eq!(
        last.events,
        vec![Event::Sample(sample::Event::TokenTaken {
            player: PlayerId(1),
            points: 3
        })]
    );
    // Undo folds the log again without it.
    let mut undone = game.clone();
    undone.undo().unwrap();
    assert_eq!(totals(&undone), vec![3, 3]);
}

#[test]
fn its_command_is_refused_in_a_game_without_it_and_after_the_game() {
    let mut g = game(2);
    let token = Command::Sample(sample::Command::Token {
        player: PlayerId(0),
    });
    assert_eq!(
        g.execute(token.clone(), at()),
        Err(GameError::Sample(sample::Error::NotInUse))
    );
    let error = notation::run("player Anna red\nplayer Bert blue\ntoken Anna\n", at).unwrap_err();
    assert_eq!(error.line, 3);
    assert!(error.reason.to_string().contains("without the sample"));
    let mut ended = played();
    run(&mut ended, Command::EndGame);
    assert_eq!(ended.execute(token, at()), Err(GameError::GameOver));
}

#[test]
fn its_lines_read_names_at_the_table_and_say_what_is_wrong() {
    let script = "player Anna red\nplayer Bert blue\nsample\ntoken Zed\n";
    let error = notation::run(script, at).unwrap_err();
    assert_eq!(
        (error.line, error.reason),
        (4, notation::LineError::UnknownName("Zed".into()))
    );
    let error = notation::run("player Anna red\nsample worth=lots\n", at).unwrap_err();
    assert_eq!(error.line, 2);
    assert!(
        error.reason.to_string().contains("lots"),
        "{}",
        error.reason
    );
    let error = notation::run("player Anna red\nplayer Bert blue\nsample\ntoken\n", at);
    assert!(
        error
            .unwrap_err()
            .reason
            .to_string()
            .contains("usage: token NAME")
    );
}

#[test]
fn export_writes_its_lines_and_replays_to_the_same_game() {
    let game = played();
    let text = notation::export(&game);
    assert!(text.contains("\nsample worth=3\n"), "{text}");
    assert!(text.contains("\ntoken Bert\n"), "{text}");
    let again = notation::run(&text, at).unwrap();
    assert_eq!(again.state(), game.state());
    assert_eq!(again.log(), game.log());
}

#[test]
fn its_events_and_commands_keep_their_own_tag_in_the_save_file() {
    let game = played();
    let entry = &game.log()[game.log().len() - 1];
    let json = serde_json::to_value(entry).unwrap();
    assert_eq!(json["command"]["sample"], "token");
    assert_eq!(json["events"][0]["event"], "token-taken");
    let back: Entry = serde_json::from_value(json).unwrap();
    assert_eq!(&back, entry);
    let setup = serde_json::to_value(game.setup()).unwrap();
    assert_eq!(setup["sample"]["worth"], 3);
    // A game without it saves its setup as before.
    let without = serde_json::to_value(setup_of(2)).unwrap();
    assert!(without.get("sample").is_none(), "{without}");
}

fn setup_of(players: usize) -> Setup {
    super::setup(players)
}

#[test]
fn its_part_of_the_result_adds_up_with_the_tallies() {
    let mut game = played();
    run(&mut game, Command::EndGame);
    let lines = summary::lines(&game);
    let bert = &lines[0];
    assert_eq!(bert.name, "Bert");
    let tokens = bert.parts.iter().find(|p| p.part == "tokens").unwrap();
    assert_eq!(
        (tokens.points, tokens.count, tokens.each),
        (6, Some(2), Some(3))
    );
    let report = report::Report::new(&game, |_, _| String::new());
    assert_eq!(report.players[1].total, 6);
}
