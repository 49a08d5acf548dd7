//! The real binary at the edges (issue 27): no display, output that
//! cannot be written, a usage error holding a right-to-left override.
//! Never a panic (exit 101, a Rust panic text), never 0 when the output
//! was lost; at most two lines saying what happened.

#![cfg(unix)]

use std::fs;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use meeple_companion::store::{CONFIG_DIR_VAR, DATA_DIR_VAR, Listing, Store};

const BIN: &str = env!("CARGO_BIN_EXE_meeple-companion");

const NO_DISPLAY: &str = "meeple-companion: cannot open a window: no display (set DISPLAY or \
                          WAYLAND_DISPLAY); the commands work without one, see --help\n";

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The binary on its own data and config folders, with no display but
/// what `display` names.
fn command(data: &Path, args: &[&str], display: &[(&str, &str)]) -> Command {
    let mut command = Command::new(BIN);
    command
        .args(args)
        .env(DATA_DIR_VAR, data.join("data"))
        .env(CONFIG_DIR_VAR, data.join("config"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .env("XDG_RUNTIME_DIR", data)
        .stdin(Stdio::null());
    for (name, value) in display {
        command.env(name, value);
    }
    command
}

fn window(data: &Path, display: &[(&str, &str)]) -> Output {
    command(data, &[], display)
        .output()
        .expect("the binary runs")
}

fn assert_no_display(output: &Output, case: &str) {
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{case}: {stderr}");
    assert_eq!(stderr, NO_DISPLAY, "{case}");
    assert!(stderr.lines().count() <= 2, "{case}");
    assert!(output.stdout.is_empty(), "{case}");
}

#[test]
fn no_display_is_one_line_and_exit_1() {
    let data = tempfile::tempdir().unwrap();
    // Nothing set.
    assert_no_display(&window(data.path(), &[]), "no variable");
    assert_no_display(
        &window(data.path(), &[("DISPLAY", ""), ("WAYLAND_DISPLAY", "")]),
        "empty variables",
    );
    // Set, but nothing there: a local X display without its socket, a
    // Wayland socket that does not exist.
    assert_no_display(&window(data.path(), &[("DISPLAY", ":98765")]), ":98765");
    assert_no_display(
        &window(data.path(), &[("WAYLAND_DISPLAY", "wayland-98765")]),
        "wayland-98765",
    );
    // Set to a display over TCP on the loopback where nothing listens:
    // only winit can tell, and its panic becomes the same line.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    if let Some(number) = port.checked_sub(6000) {
        let display = format!("127.0.0.1:{number}");
        assert_no_display(
            &window(data.path(), &[("DISPLAY", display.as_str())]),
            &display,
        );
    }
    // Nothing was made on the way.
    assert!(!data.path().join("data").exists());
}

fn full() -> Option<fs::File> {
    fs::OpenOptions::new().write(true).open("/dev/full").ok()
}

/// `args` run with standard output (or error, `on_stderr`) on /dev/full.
fn into_full(data: &Path, args: &[&str], on_stderr: bool) -> Option<Output> {
    let full = full()?;
    let mut command = command(data, args, &[]);
    if on_stderr {
        command.stderr(full).stdout(Stdio::piped());
    } else {
        command.stdout(full).stderr(Stdio::piped());
    }
    Some(command.output().expect("the binary runs"))
}

#[test]
fn output_that_cannot_be_written_is_said_and_exits_1() {
    let data = tempfile::tempdir().unwrap();
    let script = data.path().join("game.txt");
    fs::write(
        &script,
        "player Anna red\nplayer Bert blue\nscore city 8 Anna\n",
    )
    .unwrap();
    let script = script.to_str().unwrap();
    let store = Store::at(data.path().join("data/games"));
    let output = command(data.path(), &["import", script], &[])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let id = match &store.list()[..] {
        [Listing::Game(game)] => game.id.clone(),
        other => panic!("{other:?}"),
    };
    let commands: [&[&str]; 11] = [
        &["games"],
        &["check"],
        &["export", &id],
        &["replay", script],
        &["replay", "--sight", "table", script],
        &["summary", script],
        &["summary", "--format", "json", script],
        &["completions", "bash"],
        &["man"],
        &["--help"],
        &["--version"],
    ];
    for args in commands {
        let Some(output) = into_full(data.path(), args, false) else {
            eprintln!("no /dev/full here: skipped");
            return;
        };
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(
            stderr,
            "meeple-companion: cannot write to standard output: No space left on device (os error 28)\n",
            "{args:?}"
        );
    }
    // Import saves, then cannot say so: its error names the saved game.
    let output = into_full(data.path(), &["import", script], false).unwrap();
    let stderr = text(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    let saved: Vec<String> = store
        .list()
        .iter()
        .filter_map(|l| l.summary().map(|s| s.id.clone()))
        .filter(|other| *other != id)
        .collect();
    let [new] = &saved[..] else {
        panic!("{saved:?}")
    };
    let path = store.dir().join(format!("{new}.json"));
    assert_eq!(
        stderr,
        format!(
            "meeple-companion: saved as {}, but standard output cannot be written: \
             No space left on device (os error 28)\n",
            path.display()
        )
    );
}

#[test]
fn errors_that_cannot_be_written_still_exit_1_without_a_panic() {
    let data = tempfile::tempdir().unwrap();
    let bad = data.path().join("bad.txt");
    fs::write(&bad, "player Anna red\nfly\n").unwrap();
    let bad = bad.to_str().unwrap();
    let store = Store::at(data.path().join("data/games"));
    fs::create_dir_all(store.dir()).unwrap();
    fs::write(store.dir().join("broken.json"), "{").unwrap();
    for (args, code) in [
        (&["replay", bad][..], 1),
        (&["summary", bad], 1),
        (&["import", bad], 1),
        (&["export", "nothing"], 1),
        (&["replay"], 2),
    ] {
        let Some(output) = into_full(data.path(), args, true) else {
            eprintln!("no /dev/full here: skipped");
            return;
        };
        assert_eq!(output.status.code(), Some(code), "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
    // `check` prints its count, but cannot name the unreadable file.
    let output = into_full(data.path(), &["check"], true).unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(text(&output.stdout).starts_with("0 saved games read, 1 unreadable"));
}

#[test]
fn a_usage_error_shows_a_right_to_left_override_escaped() {
    let data = tempfile::tempdir().unwrap();
    for args in [
        &["replay", "a", "\u{202e}x"][..],
        &["fl\u{202e}y"],
        &["summary", "--format", "m\u{202e}d", "a"],
        &["replay", "a", "line\nbreak\u{200b}"],
    ] {
        let output = command(data.path(), args, &[]).output().unwrap();
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            !stderr.contains(['\u{202e}', '\u{200b}']),
            "{args:?}: {stderr:?}"
        );
        let first = stderr.lines().next().unwrap();
        assert!(
            first.contains("\\u{202e}") || first.contains("line\\nbreak\\u{200b}"),
            "{args:?}: {first}"
        );
    }
}

/// A save the window opens read-only (changed outside the app, or with
/// parts this version does not know) is exported, summed up and replayed,
/// and each says on standard error that it is read-only and why; the file
/// stays as it was.
#[test]
fn the_commands_say_when_a_save_opens_read_only() {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corrupt");
    for (file, why) in [
        ("v4-flip-digest.json", "changed outside the app"),
        (
            "v4-unknown-top.json",
            "it has parts this version does not know (zz_newer)",
        ),
    ] {
        let data = tempfile::tempdir().unwrap();
        let games = data.path().join("data/games");
        fs::create_dir_all(&games).unwrap();
        let before = fs::read(corpus.join(file)).unwrap();
        fs::write(games.join(file), &before).unwrap();
        let id = file.strip_suffix(".json").unwrap();
        let path = games.join(file);
        let path = path.to_str().unwrap();
        for args in [
            vec!["export", id],
            vec!["summary", path],
            vec!["replay", path],
        ] {
            let output = command(data.path(), &args, &[]).output().unwrap();
            let stderr = text(&output.stderr);
            assert_eq!(output.status.code(), Some(0), "{file} {args:?}: {stderr}");
            assert!(!output.stdout.is_empty(), "{file} {args:?}");
            assert!(
                stderr.starts_with("meeple-companion: ") && stderr.contains("read-only: "),
                "{file} {args:?}: {stderr}"
            );
            assert!(stderr.contains(why), "{file} {args:?}: {stderr}");
        }
        assert_eq!(fs::read(games.join(file)).unwrap(), before, "{file}");
    }
}
