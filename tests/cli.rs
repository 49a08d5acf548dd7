//! The headless commands on saved games, running the real binary on a
//! temporary data folder: `games`, `export ID`, `check`, and their exit
//! codes (0 done, 1 could not be done, 2 arguments that make no sense).

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

use chrono::{DateTime, TimeZone, Utc};
use meeple_companion::engine::notation;
use meeple_companion::store::{DATA_DIR_VAR, SavedGame, Store};

const BIN: &str = env!("CARGO_BIN_EXE_meeple-companion");

fn run(data: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .env(DATA_DIR_VAR, data)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

fn at(hour: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 30, hour, 5, 0).unwrap()
}

fn save(store: &Store, id: &str, hour: u32, script: &str) -> SavedGame {
    let saved = SavedGame {
        id: id.into(),
        created: at(hour),
        game: notation::run(script, || at(hour)).unwrap(),
    };
    store.save(&saved).unwrap();
    saved
}

const EVENING: &str = "player Anna red\nplayer Bert blue\nsaint-nicholas\nbegin\n\
                       score city 8 Anna\nend-turn\nscore road 3 Bert\nscore road 20 Bert\nundo\n";
const FINISHED: &str = "player Cleo green\nplayer Dirk black\nplayer Eva yellow\n\
                        score city 4 Dirk\nfinal-scoring\nscore farm 6 Eva\nend-game\n";
const TIED: &str = "player Anna red\nplayer Bert blue\nscore city 5 Anna\nscore city 5 Bert\n\
                    final-scoring\nend-game\n";

#[test]
fn games_lists_each_game_then_the_unreadable_files() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    save(&store, "evening", 20, EVENING);
    save(&store, "finished", 21, FINISHED);
    save(&store, "tied", 18, TIED);
    fs::write(store.dir().join("broken.json"), "{\"format\":2,").unwrap();
    let output = run(data.path(), &["games"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(output.stderr.is_empty());
    assert_eq!(
        text(&output.stdout),
        "finished\tCleo 0, Dirk 4, Eva 6\tended, Eva won\t2026-11-30 21:05 UTC\n\
         evening\tAnna 8, Bert 3\tturn 2\t2026-11-30 20:05 UTC\n\
         tied\tAnna 5, Bert 5\tended, Anna and Bert tied\t2026-11-30 18:05 UTC\n\
         broken.json\tunreadable: the file ends too early; it was probably cut off while being written\n"
    );
}

#[test]
fn games_in_an_empty_or_missing_folder_lists_nothing() {
    let data = tempfile::tempdir().unwrap();
    let output = run(data.path(), &["games"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stdout.is_empty() && output.stderr.is_empty());
}

#[test]
fn export_prints_notation_that_replays_to_the_same_game() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    let saved = save(&store, "evening", 20, EVENING);
    let output = run(data.path(), &["export", "evening"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(output.stderr.is_empty());
    let exported = text(&output.stdout);
    assert_eq!(exported, notation::export(&saved.game));
    let replayed = notation::run(&exported, || at(20)).unwrap();
    assert_eq!(replayed, saved.game);
    // The undone scoring comes back as undone.
    assert_eq!(replayed.redo_stack().len(), 1);
}

#[test]
fn export_of_a_missing_or_broken_game_says_why() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    save(&store, "evening", 20, EVENING);
    fs::write(store.dir().join("broken.json"), "").unwrap();
    for (id, reason) in [
        (
            "nothing",
            "meeple-companion: nothing: there is no saved game \"nothing\"\n",
        ),
        ("broken", "meeple-companion: broken: the file is empty\n"),
        (
            "../evening",
            "meeple-companion: ../evening: \"../evening\" cannot be the name of a saved game\n",
        ),
    ] {
        let output = run(data.path(), &["export", id]);
        assert_eq!(output.status.code(), Some(1), "{id}");
        assert!(output.stdout.is_empty(), "{id}");
        assert_eq!(text(&output.stderr), reason);
    }
}

#[test]
fn check_passes_when_every_game_reads() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    save(&store, "evening", 20, EVENING);
    save(&store, "finished", 21, FINISHED);
    let output = run(data.path(), &["check"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(output.stderr.is_empty());
    assert!(
        text(&output.stdout).starts_with("2 saved games read, 0 unreadable, in "),
        "{}",
        text(&output.stdout)
    );
}

/// Issue 19, bug 1: a summary an earlier version wrote beside the saves,
/// and the summaries folder, neither fail `check` nor show in `games`.
#[test]
fn summaries_neither_fail_check_nor_show_in_games() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    let saved = save(&store, "finished", 21, FINISHED);
    let summary = meeple_companion::engine::summary::Summary::of(&saved.game, saved.created, &[]);
    let json = meeple_companion::engine::summary::export::json(&summary);
    fs::write(store.dir().join("finished-summary.json"), &json).unwrap();
    store.write_summary("finished", "json", &json).unwrap();
    let output = run(data.path(), &["check"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
    assert!(text(&output.stdout).starts_with("1 saved game read, 0 unreadable, in "));
    let output = run(data.path(), &["games"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(
        !text(&output.stdout).contains("summary"),
        "{}",
        text(&output.stdout)
    );
}

#[test]
fn games_and_check_read_the_whole_file_not_just_its_header() {
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path().join("games"));
    save(&store, "evening", 20, EVENING);
    let path = store.dir().join("evening.json");
    let json = fs::read_to_string(&path).unwrap();
    let (header, _) = json.split_once('\n').unwrap();
    fs::write(&path, format!("{header}\n{{\"format\":2,")).unwrap();
    // Neither the listing nor check trusts the header.
    let games = run(data.path(), &["games"]);
    assert_eq!(
        text(&games.stdout),
        "evening.json\tunreadable: the file ends too early; it was probably cut off while being written\n"
    );
    let output = run(data.path(), &["check"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        text(&output.stderr),
        "meeple-companion: evening.json: the file ends too early; it was probably cut off while being written\n"
    );
    assert!(text(&output.stdout).starts_with("0 saved games read, 1 unreadable, in "));
}

#[test]
fn a_data_folder_that_is_a_file_fails_with_the_reason() {
    let data = tempfile::tempdir().unwrap();
    let blocked = data.path().join("file");
    fs::write(&blocked, "x").unwrap();
    let script = data.path().join("game.txt");
    fs::write(&script, "player Anna red\nplayer Bert blue\n").unwrap();
    for (args, why) in [
        (&["games"][..], "meeple-companion: cannot read "),
        (&["check"], "meeple-companion: cannot read "),
        (&["export", "g"], "meeple-companion: g: "),
        (
            &["import", script.to_str().unwrap()],
            "meeple-companion: cannot create the folder",
        ),
    ] {
        let output = run(&blocked, args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert!(
            text(&output.stderr).starts_with(why),
            "{args:?}: {}",
            text(&output.stderr)
        );
    }
}

#[test]
fn the_commands_that_read_never_create_the_data_folder() {
    let data = tempfile::tempdir().unwrap();
    let folder = data.path().join("never-played");
    for args in [&["games"][..], &["check"], &["export", "g"]] {
        run(&folder, args);
        assert!(!folder.exists(), "{args:?} made {}", folder.display());
    }
    let output = run(&folder, &["check"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(text(&output.stdout).starts_with("0 saved games read, 0 unreadable, in "));
    // Saving one does make it.
    let script = data.path().join("game.txt");
    fs::write(&script, "player Anna red\nplayer Bert blue\n").unwrap();
    let output = run(&folder, &["import", script.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(folder.join("games").is_dir());
}

#[test]
fn runtime_errors_start_with_the_programs_name() {
    let data = tempfile::tempdir().unwrap();
    let missing = data.path().join("missing.txt");
    let bad = data.path().join("bad.txt");
    fs::write(&bad, "player Anna red\nfly\n").unwrap();
    for args in [
        vec!["replay", missing.to_str().unwrap()],
        vec!["import", bad.to_str().unwrap()],
        vec!["summary", bad.to_str().unwrap()],
        vec!["export", "nothing"],
    ] {
        let output = run(data.path(), &args);
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        let stderr = text(&output.stderr);
        assert!(
            stderr.starts_with("meeple-companion: "),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    }
}

#[test]
fn usage_errors_exit_with_2_and_the_help_names_the_commands() {
    let data = tempfile::tempdir().unwrap();
    for args in [
        &["export"][..],
        &["games", "x"],
        &["check", "--all"],
        &["export", "a", "b"],
    ] {
        let output = run(data.path(), args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty());
        assert!(
            text(&output.stderr).starts_with("meeple-companion: "),
            "{args:?}"
        );
    }
    let help = text(&run(data.path(), &["--help"]).stdout);
    for command in ["games", "export ID", "check"] {
        assert!(
            help.contains(&format!("meeple-companion {command}")),
            "{help}"
        );
    }
    assert!(!help.contains("__save-loop"));
}

#[test]
fn the_save_loop_is_not_in_the_shipped_binary() {
    let data = tempfile::tempdir().unwrap();
    let output = run(data.path(), &["__save-loop", "g"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).starts_with("meeple-companion: unrecognized subcommand '__save-loop'"),
        "{}",
        text(&output.stderr)
    );
    assert!(!data.path().join("games").exists(), "nothing was saved");
}

#[test]
fn every_command_has_its_help() {
    let data = tempfile::tempdir().unwrap();
    let top = text(&run(data.path(), &["--help"]).stdout);
    for sub in meeple_companion::cli::command().get_subcommands() {
        let name = sub.get_name();
        assert!(top.contains(&format!("meeple-companion {name}")), "{name}");
        if name == "help" {
            continue;
        }
        let long = run(data.path(), &[name, "--help"]);
        assert_eq!(long.status.code(), Some(0), "{name}");
        assert!(long.stderr.is_empty(), "{name}");
        let help = text(&long.stdout);
        assert!(
            help.contains(&format!("Usage: meeple-companion {name}")),
            "{name}:\n{help}"
        );
        let about = sub
            .get_long_about()
            .or(sub.get_about())
            .unwrap()
            .to_string();
        let first_words: String = about
            .split_whitespace()
            .take(4)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            help.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .contains(&first_words),
            "{name}: {first_words}\n{help}"
        );
        // `help NAME` says the same, and -h says it short.
        assert_eq!(
            text(&run(data.path(), &["help", name]).stdout),
            help,
            "{name}"
        );
        let short = run(data.path(), &[name, "-h"]);
        assert_eq!(short.status.code(), Some(0), "{name}");
        assert!(text(&short.stdout).contains(&format!("Usage: meeple-companion {name}")));
    }
    // The commands on saved games say where those are and how to move them.
    for name in ["games", "export", "check", "import", "stats"] {
        let help = text(&run(data.path(), &[name, "--help"]).stdout);
        assert!(
            help.contains("MEEPLE_COMPANION_DATA_DIR"),
            "{name}:\n{help}"
        );
    }
    let help = text(&run(data.path(), &["replay", "--help"]).stdout);
    assert!(help.contains("docs/notation.md"), "{help}");
}

#[test]
fn the_top_help_names_the_environment_and_the_keys() {
    let data = tempfile::tempdir().unwrap();
    let help = text(&run(data.path(), &["--help"]).stdout);
    for line in [
        "meeple-companion replay FILE",
        "meeple-companion replay -",
        "meeple-companion summary [--format md|csv|json] FILE",
        "MEEPLE_COMPANION_DATA_DIR",
        "MEEPLE_COMPANION_CONFIG_DIR",
        "MEEPLE_COMPANION_LANG",
        "MEEPLE_COMPANION_THEME",
        "Ctrl+Z, Ctrl+Y",
        "F11",
    ] {
        assert!(help.contains(line), "{line}:\n{help}");
    }
    assert!(
        help.lines().all(|line| line.chars().count() <= 80),
        "{help}"
    );
    let version = run(data.path(), &["--version"]);
    assert_eq!(
        text(&version.stdout),
        format!("meeple-companion {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn a_surplus_argument_is_a_usage_error_naming_it() {
    let data = tempfile::tempdir().unwrap();
    for (args, first) in [
        (
            &["replay", "a", "b"][..],
            "meeple-companion: unexpected argument 'b' found",
        ),
        (
            &["import", "a", "b"],
            "meeple-companion: unexpected argument 'b' found",
        ),
        (
            &["summary", "a", "b"],
            "meeple-companion: unexpected argument 'b' found",
        ),
        (
            &["replay"],
            "meeple-companion: replay needs a notation file, or - for standard input",
        ),
        (&["fly"], "meeple-companion: unrecognized subcommand 'fly'"),
        (
            &["summary", "--format", "pdf", "-"],
            "meeple-companion: invalid value 'pdf' for '--format <FORMAT>'",
        ),
    ] {
        let output = run(data.path(), args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        let stderr = text(&output.stderr);
        assert_eq!(stderr.lines().next(), Some(first), "{args:?}: {stderr}");
        assert!(stderr.contains("--help"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_usage_error_never_echoes_a_control_character() {
    let data = tempfile::tempdir().unwrap();
    let output = run(data.path(), &["replay", "a", "\u{1b}[31mred"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(!stderr.contains('\u{1b}'), "{stderr:?}");
    assert!(
        stderr.starts_with("meeple-companion: unexpected argument \"\\u{1b}[31mred\" found"),
        "{stderr}"
    );
}

#[test]
fn completions_and_the_man_page_cover_every_command() {
    let data = tempfile::tempdir().unwrap();
    for (shell, start) in [
        ("bash", "_meeple__companion() {"),
        ("zsh", "#compdef meeple-companion"),
        ("fish", "# Print an optspec"),
    ] {
        let output = run(data.path(), &["completions", shell]);
        assert_eq!(output.status.code(), Some(0), "{shell}");
        let script = text(&output.stdout);
        assert!(script.starts_with(start), "{shell}: {}", &script[..80]);
        for command in ["replay", "import", "games", "export", "check", "summary"] {
            assert!(script.contains(command), "{shell}: {command}");
        }
        assert!(script.contains("csv"), "{shell}: the summary's formats");
    }
    let output = run(data.path(), &["man"]);
    assert_eq!(output.status.code(), Some(0));
    let page = text(&output.stdout);
    assert!(page.contains(".TH MEEPLE-COMPANION 6 "), "{}", &page[..200]);
    for section in [
        "NAME",
        "SYNOPSIS",
        "COMMANDS",
        "ENVIRONMENT",
        "KEYS",
        "\"EXIT STATUS\"",
        "FILES",
        "\"SEE ALSO\"",
    ] {
        assert!(page.contains(&format!(".SH {section}")), "{section}");
    }
    for command in ["replay", "import", "games", "export", "check", "summary"] {
        assert!(
            page.contains(&format!("meeple\\-companion {command}")),
            "{command}"
        );
    }
}

/// Arguments that are not UTF-8: a path is tried as given; anything else is
/// a usage error that shows the argument's bytes.
#[cfg(unix)]
mod non_utf8 {
    use super::*;
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    fn run_os(data: &Path, args: &[&OsStr]) -> Output {
        Command::new(BIN)
            .args(args)
            .env(DATA_DIR_VAR, data)
            .output()
            .expect("the binary runs")
    }

    fn os(bytes: &[u8]) -> &OsStr {
        OsStr::from_bytes(bytes)
    }

    #[test]
    fn a_path_is_tried_as_given() {
        let dir = tempfile::tempdir().unwrap();
        let name = dir.path().join(os(b"game-\xff\xfe.txt"));
        fs::write(&name, EVENING).unwrap();
        for args in [
            &[os(b"replay"), name.as_os_str()][..],
            &[os(b"summary"), name.as_os_str()],
            &[
                os(b"summary"),
                name.as_os_str(),
                os(b"--format"),
                os(b"csv"),
            ],
        ] {
            let output = run_os(dir.path(), args);
            assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
            assert!(!output.stdout.is_empty());
        }
        let output = run_os(dir.path(), &[os(b"import"), name.as_os_str()]);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        assert!(text(&output.stdout).starts_with("saved as "));
    }

    #[test]
    fn an_unreadable_path_is_named_escaped() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join(os(b"no-\xff-\x1b[31m.txt"));
        for command in ["replay", "import", "summary"] {
            let output = run_os(dir.path(), &[os(command.as_bytes()), missing.as_os_str()]);
            assert_eq!(output.status.code(), Some(1), "{command}");
            let stderr = text(&output.stderr);
            assert!(
                stderr.starts_with("meeple-companion: cannot read \"")
                    && stderr.contains("no-\\xFF-\\u{1b}[31m.txt\": "),
                "{command}: {stderr}"
            );
            assert!(!stderr.contains('\u{1b}'), "{command}: {stderr:?}");
        }
    }

    #[test]
    fn anything_else_exits_2_naming_the_bytes() {
        let data = tempfile::tempdir().unwrap();
        for (args, first) in [
            (
                &[os(b"export"), os(b"g\xff")][..],
                "meeple-companion: \"g\\xFF\" is not valid UTF-8 (only a file name may be)",
            ),
            (
                &[os(b"\xff")],
                "meeple-companion: unrecognized subcommand \"\\xFF\"",
            ),
            (
                &[os(b"replay\xff"), os(b"game.txt")],
                "meeple-companion: unrecognized subcommand \"replay\\xFF\"",
            ),
            (
                &[os(b"summary"), os(b"--format"), os(b"c\xffsv"), os(b"-")],
                "meeple-companion: invalid value \"c\\xFFsv\" for '--format <FORMAT>'",
            ),
            (
                &[os(b"completions"), os(b"\xff")],
                "meeple-companion: invalid value \"\\xFF\" for '<SHELL>'",
            ),
            (
                &[os(b"replay"), os(b"a"), os(b"\xfe")],
                "meeple-companion: unexpected argument \"\\xFE\" found",
            ),
        ] {
            let output = run_os(data.path(), args);
            assert_eq!(output.status.code(), Some(2), "{args:?}");
            assert!(output.stdout.is_empty(), "{args:?}");
            let stderr = text(&output.stderr);
            assert_eq!(stderr.lines().next(), Some(first), "{args:?}");
        }
    }
}

#[test]
fn help_of_help_is_help_not_a_usage_error() {
    let data = tempfile::tempdir().unwrap();
    for args in [&["help", "--help"][..], &["help", "-h"], &["help", "help"]] {
        let output = run(data.path(), args);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{args:?}: {}",
            text(&output.stderr)
        );
        assert!(
            text(&output.stdout).contains("Usage: meeple-companion help"),
            "{args:?}: {}",
            text(&output.stdout)
        );
    }
    // -h is a summary; --help and the man page have the rest.
    let short = text(&run(data.path(), &["-h"]).stdout);
    assert!(short.contains("meeple-companion --help"), "{short}");
    assert!(!short.contains("MEEPLE_COMPANION_DATA_DIR"), "{short}");
}
