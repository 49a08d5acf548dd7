//! The corrupt-file corpus: every file in `tests/corrupt/` is a distinct
//! fault, listed in `tests/corrupt/reasons.txt` with (a part of) the reason
//! it must be listed with. A few more are made at test time: a huge file,
//! a folder, links, a named pipe, a file nobody may read. For each: the
//! listing, `check` and loading give the reason, nothing panics, the
//! file's bytes are unchanged, and the good games still list and open.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

mod ui;

use meeple_companion::app::{self, App, Message, Screen};
use meeple_companion::engine::notation;
use meeple_companion::store::{DATA_DIR_VAR, Listing, SavedGame, Store, to_json};

const BIN: &str = env!("CARGO_BIN_EXE_meeple-companion");

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corrupt")
}

/// File name → expected part of the reason, from `reasons.txt`.
fn expected() -> BTreeMap<String, String> {
    let text = fs::read_to_string(corpus().join("reasons.txt")).unwrap();
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| {
            let (file, reason) = line.split_once('\t').expect("file<TAB>reason");
            (file.to_owned(), reason.to_owned())
        })
        .collect()
}

/// File name → expected part of the note, from `noted.txt`: files that
/// load, listed as games with a note (issue 27).
fn noted() -> BTreeMap<String, String> {
    let text = fs::read_to_string(corpus().join("noted.txt")).unwrap();
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .map(|line| {
            let (file, note) = line.split_once('\t').expect("file<TAB>note");
            (file.to_owned(), note.to_owned())
        })
        .collect()
}

/// The notes of every game listed with some, by file name.
fn notes(listing: &[Listing]) -> BTreeMap<String, String> {
    listing
        .iter()
        .filter_map(|l| match l {
            Listing::Noted(summary, notes) => Some((
                format!("{}.json", summary.id),
                notes
                    .iter()
                    .map(|n| n.to_string())
                    .collect::<Vec<_>>()
                    .join("; "),
            )),
            _ => None,
        })
        .collect()
}

fn good(id: &str, script: &str) -> SavedGame {
    let clock = || chrono::DateTime::from_timestamp(1_796_000_000, 0).unwrap();
    SavedGame {
        id: id.into(),
        created: clock(),
        game: notation::run(script, clock).unwrap(),
    }
}

/// Every entry of the folder: a file's bytes, a link's target, or a mark
/// for a folder or something else; never opening a pipe.
fn snapshot(dir: &Path) -> BTreeMap<String, String> {
    fs::read_dir(dir)
        .unwrap()
        // The app's hidden lock files (made to open a game) are not files
        // of the folder's games.
        .filter(|entry| {
            let name = entry.as_ref().unwrap().file_name();
            let name = name.to_string_lossy();
            !(name.starts_with('.') && name.ends_with(".lock"))
        })
        .map(|entry| {
            let entry = entry.unwrap();
            let kind = entry.file_type().unwrap();
            let what = if kind.is_symlink() {
                format!("link to {}", fs::read_link(entry.path()).unwrap().display())
            } else if kind.is_file() {
                match fs::read(entry.path()) {
                    Ok(bytes) => format!("{} bytes, {:x}", bytes.len(), fxhash(&bytes)),
                    Err(_) => "unreadable".into(),
                }
            } else if kind.is_dir() {
                "folder".into()
            } else {
                "other".into()
            };
            (entry.file_name().into_string().unwrap(), what)
        })
        .collect()
}

fn fxhash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash: u64, b| {
        (hash ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Files made at test time, with their expected reasons; the huge one is
/// tens of MB, so it is not committed.
fn make_at_test_time(dir: &Path, reasons: &mut BTreeMap<String, String>) {
    let mut huge = String::from(r#"{"format":2,"pad":""#);
    huge.push_str(&"x".repeat(20 << 20));
    fs::write(dir.join("huge.json"), huge).unwrap();
    reasons.insert("huge.json".into(), "the file ends too early".into());

    fs::create_dir(dir.join("folder.json")).unwrap();
    reasons.insert(
        "folder.json".into(),
        "it is a folder, not a saved game".into(),
    );

    #[cfg(unix)]
    {
        use std::os::unix::fs::{PermissionsExt, symlink};
        symlink(dir.join("nothing-here"), dir.join("dangling-link.json")).unwrap();
        reasons.insert(
            "dangling-link.json".into(),
            "it is a link to a file that does not exist".into(),
        );
        symlink(dir.join("folder.json"), dir.join("link-to-folder.json")).unwrap();
        reasons.insert(
            "link-to-folder.json".into(),
            "it is a folder, not a saved game".into(),
        );
        let fifo = dir.join("pipe.json");
        if Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .is_ok_and(|s| s.success())
        {
            reasons.insert("pipe.json".into(), "it is not a file".into());
        }
        let locked = dir.join("no-permission.json");
        fs::write(&locked, "{}").unwrap();
        fs::set_permissions(&locked, fs::Permissions::from_mode(0o000)).unwrap();
        if fs::read(&locked).is_err() {
            reasons.insert("no-permission.json".into(), "Permission denied".into());
        } else {
            // Running as root, where permissions don't bite: nothing to see.
            eprintln!("no-permission.json: readable (running as root?), case skipped");
            fs::remove_file(&locked).unwrap();
        }
    }
}

/// Good games in odd clothes: they must list and open.
fn readable_oddities(dir: &Path, store: &Store) -> Vec<String> {
    let base = good(
        "base",
        "player Anna red\nplayer Bert blue\nscore city 8 Anna\n",
    );
    store.save(&base).unwrap();
    let json = to_json(&base);
    // A copy keeps the id of the original inside: the file name wins.
    fs::write(dir.join("copy-of-base.json"), &json).unwrap();
    fs::write(dir.join("windows-lines.json"), json.replace('\n', "\r\n")).unwrap();
    fs::write(dir.join("with-bom.json"), format!("\u{feff}{json}")).unwrap();
    let mut ids = vec!["base", "copy-of-base", "windows-lines", "with-bom"];
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(dir.join("base.json"), dir.join("link-to-base.json")).unwrap();
        ids.push("link-to-base");
    }
    ids.into_iter().map(str::to_owned).collect()
}

fn unreadable(listing: &[Listing]) -> BTreeMap<String, String> {
    listing
        .iter()
        .filter_map(|l| match l {
            Listing::Unreadable { file, reason } => Some((file.clone(), reason.clone())),
            Listing::Game(_) | Listing::Noted(..) | Listing::Unchecked(_) => None,
        })
        .collect()
}

fn games(listing: &[Listing]) -> Vec<String> {
    let mut ids: Vec<String> = listing
        .iter()
        .filter_map(|l| match l {
            Listing::Game(summary) => Some(summary.id.clone()),
            Listing::Noted(..) | Listing::Unchecked(_) | Listing::Unreadable { .. } => None,
        })
        .collect();
    ids.sort();
    ids
}

fn assert_reasons(what: &str, got: &BTreeMap<String, String>, want: &BTreeMap<String, String>) {
    let got_files: Vec<&String> = got.keys().collect();
    let want_files: Vec<&String> = want.keys().collect();
    assert_eq!(got_files, want_files, "{what}: the unreadable files");
    for (file, reason) in want {
        assert!(
            got[file].contains(reason.as_str()),
            "{what}: {file}: expected a reason with `{reason}`, got `{}`",
            got[file]
        );
    }
}

/// A data folder whose games folder holds the corpus, the files made at
/// test time and the good oddities: (data, games folder, store, reasons,
/// ids of the good games).
fn corpus_folder() -> (
    tempfile::TempDir,
    PathBuf,
    Store,
    BTreeMap<String, String>,
    Vec<String>,
) {
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().join("games");
    fs::create_dir(&dir).unwrap();
    let store = Store::at(&dir);
    let mut reasons = expected();
    assert!(reasons.len() >= 25, "{} files in the corpus", reasons.len());
    for file in reasons.keys().chain(noted().keys()) {
        fs::copy(corpus().join(file), dir.join(file)).unwrap();
    }
    make_at_test_time(&dir, &mut reasons);
    let mut ids = readable_oddities(&dir, &store);
    ids.sort();
    (data, dir, store, reasons, ids)
}

#[test]
fn every_corrupt_file_is_named_with_its_reason_and_left_untouched() {
    let (data, dir, store, reasons, ids) = corpus_folder();
    let before = snapshot(&dir);

    let listing = store.list();
    assert_reasons("list", &unreadable(&listing), &reasons);
    assert_eq!(games(&listing), ids);
    let noted = noted();
    assert_reasons("list (notes)", &notes(&listing), &noted);

    let checked = store.list();
    assert_reasons("check", &unreadable(&checked), &reasons);
    assert_eq!(games(&checked), ids);
    assert_reasons("check (notes)", &notes(&checked), &noted);
    let changed_outside = noted
        .values()
        .filter(|note| note.contains("changed outside"))
        .count();
    for (file, note) in &noted {
        let id = file.strip_suffix(".json").unwrap();
        match store.load_full(id) {
            Ok(loaded) => assert_eq!(
                loaded.read_only(),
                !note.contains("older format"),
                "{file}: read-only"
            ),
            Err(error) => panic!("{file}: {error}"),
        }
    }

    for (file, reason) in &reasons {
        let id = file.strip_suffix(".json").unwrap();
        let error = store.load(id).expect_err(file).to_string();
        assert!(error.contains(reason.as_str()), "load {file}: {error}");
    }
    for id in &ids {
        let loaded = store.load(id).unwrap();
        assert_eq!(loaded.game.state().totals(), [8, 0], "{id}");
    }

    // The command line says the same.
    let run = |command: &str| {
        Command::new(BIN)
            .arg(command)
            .env(DATA_DIR_VAR, data.path())
            .output()
            .unwrap()
    };
    let check = run("check");
    assert_eq!(check.status.code(), Some(1));
    let stderr = String::from_utf8(check.stderr).unwrap();
    // A file changed outside the app fails the check too.
    assert_eq!(
        stderr.lines().count(),
        reasons.len() + changed_outside,
        "{stderr}"
    );
    for (file, reason) in &reasons {
        assert!(
            stderr.lines().any(
                |line| line.starts_with(&format!("meeple-companion: {file}: "))
                    && line.contains(reason.as_str())
            ),
            "check names {file}: {stderr}"
        );
    }
    let listed = run("games");
    assert_eq!(listed.status.code(), Some(0));
    let stdout = String::from_utf8(listed.stdout).unwrap();
    for file in reasons.keys() {
        assert!(
            stdout.contains(&format!("{file}\tunreadable: ")),
            "games lists {file}: {stdout}"
        );
    }
    for id in &ids {
        assert!(
            stdout.contains(&format!("{id}\tAnna 8, Bert 0\tturn 1\t")),
            "{stdout}"
        );
    }
    for (file, note) in &noted {
        let id = file.strip_suffix(".json").unwrap();
        assert!(
            stdout
                .lines()
                .any(|line| line.starts_with(&format!("{id}\t")) && line.contains(note.as_str())),
            "games notes {file}: {stdout}"
        );
    }

    // Saving another game touches nothing else.
    store
        .save(&good("new", "player Cleo red\nplayer Dirk blue\n"))
        .unwrap();
    let mut after = snapshot(&dir);
    after.remove("new.json");
    assert_eq!(after, before);
}

/// The files whose header line is good and names their own id: the first
/// paint lists them from it, so only the full check can find them out.
fn good_headers(reasons: &BTreeMap<String, String>) -> Vec<String> {
    reasons
        .keys()
        .filter(|file| file.starts_with("body-") || *file == "lying-header.json")
        .cloned()
        .collect()
}

#[test]
fn home_shows_good_headers_unchecked_until_the_check_finds_them_out() {
    let (_data, dir, store, reasons, ids) = corpus_folder();
    let before = snapshot(&dir);
    let headed = good_headers(&reasons);
    assert!(headed.len() >= 15, "{headed:?}");
    // The first paint: every good header is listed, not yet checked.
    let unchecked: Vec<String> = store
        .headers()
        .iter()
        .filter_map(|l| match l {
            Listing::Unchecked(s) => Some(format!("{}.json", s.id)),
            _ => None,
        })
        .collect();
    for file in &headed {
        assert!(unchecked.contains(file), "{file} not in {unchecked:?}");
    }

    let (mut app, listing) =
        App::open_with(Ok(store.clone()), None, std::sync::Arc::new(ui::clock()));
    // The headers arrive first (the task's first step; the check it
    // starts is left for later here).
    let _check_later = app.update(Message::Listed(store.headers()));
    assert!(matches!(app.screen(), Screen::Home(home) if home.checking()));
    {
        let mut sim = ui::simulator(&app);
        assert!(ui::shows_player(&app, "Mallory", 999));
        let _ = sim.find("Checking the saved games…").unwrap();
    }
    // Not deletable while unchecked: the question never comes.
    ui::update(
        &mut app,
        Message::Home(app::home::Message::Delete("lying-header".into())),
    );
    assert!(
        ui::simulator(&app).find("Delete it").is_err(),
        "an unchecked game cannot be deleted"
    );
    // Not in the totals: the only finished game listed is the liar.
    assert!(ui::simulator(&app).find("Totals").is_err());

    // The full check, once the window had time to paint: each of them
    // moves to the unreadable files.
    ui::run(&mut app, listing);
    assert!(ui::shows_player(&app, "Mallory", 999), "not yet");
    ui::advance(&mut app, app::CHECK_AFTER);
    let mut sim = ui::simulator(&app);
    assert!(
        !ui::shows_player(&app, "Mallory", 999),
        "the lying header is gone"
    );
    assert!(sim.find("Checking the saved games…").is_err());
    let count = reasons.len();
    let _ = sim
        .find(format!("▸ {count} files can’t be read").as_str())
        .unwrap();
    drop(sim);
    assert!(matches!(app.screen(), Screen::Home(home) if !home.checking()));
    assert_eq!(games(&store.list()), ids);
    assert_eq!(snapshot(&dir), before);
}

#[test]
fn every_corpus_file_is_byte_identical_after_every_command_and_the_app() {
    let (data, dir, store, reasons, ids) = corpus_folder();
    let before = snapshot(&dir);
    let run = |args: &[&str]| {
        Command::new(BIN)
            .args(args)
            .env(DATA_DIR_VAR, data.path())
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap()
    };
    for args in [vec!["games"], vec!["check"]] {
        let _ = run(&args);
    }
    for file in reasons.keys() {
        let path = dir.join(file);
        let path = path.to_str().unwrap();
        let id = file.strip_suffix(".json").unwrap();
        for args in [
            vec!["replay", path],
            vec!["summary", path],
            vec!["summary", "--format", "json", path],
            vec!["export", id],
        ] {
            let out = run(&args);
            assert_eq!(out.status.code(), Some(1), "{args:?} must fail");
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert_eq!(stderr.lines().count(), 1, "{args:?}: one line: {stderr}");
        }
    }
    // The app: Home, its full check, an attempt to open and to delete each.
    let mut app = ui::app_on(Ok(store.clone()));
    for file in reasons.keys() {
        let id = file.strip_suffix(".json").unwrap().to_owned();
        ui::update(
            &mut app,
            Message::Home(app::home::Message::Resume(id.clone())),
        );
        assert!(matches!(app.screen(), Screen::Home(_)), "{file} opened");
        ui::update(&mut app, Message::Home(app::home::Message::Delete(id)));
        ui::update(&mut app, Message::Home(app::home::Message::Confirm(true)));
    }
    assert_eq!(snapshot(&dir), before);
    // And the good ones open and go Home again untouched.
    for id in &ids {
        ui::update(
            &mut app,
            Message::Home(app::home::Message::Resume(id.clone())),
        );
        assert!(matches!(app.screen(), Screen::Game(_)), "{id}");
        ui::update(&mut app, Message::Game(app::game::Message::Home));
    }
    // The files that load with a note: the commands read them, the app
    // opens them (read-only but the older format) and a command done there
    // is never saved over them.
    let noted = noted();
    for file in noted.keys() {
        let path = dir.join(file);
        let path = path.to_str().unwrap();
        let id = file.strip_suffix(".json").unwrap();
        for args in [
            vec!["replay", path],
            vec!["summary", path],
            vec!["export", id],
        ] {
            let out = run(&args);
            assert_eq!(out.status.code(), Some(0), "{args:?}: {out:?}");
        }
    }
    for (file, note) in &noted {
        let id = file.strip_suffix(".json").unwrap().to_owned();
        ui::update(
            &mut app,
            Message::Home(app::home::Message::Resume(id.clone())),
        );
        assert!(
            matches!(app.screen(), Screen::Game(_) | Screen::Summary(_)),
            "{file} did not open"
        );
        if note.contains("older format") {
            assert!(app.read_only().is_none(), "{file}");
        } else {
            assert!(app.read_only().is_some(), "{file} is read-only");
            let banner = app.banner().unwrap_or_default();
            assert!(!banner.is_empty(), "{file}: a banner says why");
            ui::update(&mut app, Message::Game(app::game::Message::Undo));
        }
        ui::update(&mut app, Message::Game(app::game::Message::Home));
    }
    let mut after = snapshot(&dir);
    assert_eq!(after.len(), before.len());
    after.retain(|file, _| reasons.contains_key(file) || noted.contains_key(file));
    let mut want = before.clone();
    want.retain(|file, _| reasons.contains_key(file) || noted.contains_key(file));
    assert_eq!(after, want);
}
