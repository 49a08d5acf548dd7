//! Issue 27: every file the app reads goes through one gate
//! (`src/store/gate.rs`). One test fails when code under `src/` opens a
//! file another way; the other plants a named pipe, a link to `/dev/zero`,
//! a socket, a folder and an oversized sparse file under every name the
//! app reads (a save, an earlier version's summary, a lock file, the
//! settings, the check cache) and asks that nothing hangs, nothing is read
//! whole, and the reason is said.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use meeple_companion::engine::notation;
use meeple_companion::store::{
    CONFIG_DIR_VAR, CheckCache, DATA_DIR_VAR, Listing, SavedGame, SettingsFile, Store,
};

const BIN: &str = env!("CARGO_BIN_EXE_meeple-companion");

/// How long anything here may take before it counts as a hang: far more
/// than any of it needs (milliseconds), far less than for ever.
const HANG: Duration = Duration::from_secs(20);

/// The code that may open files: the gate itself, and the disk the store
/// writes through (it creates temp files and lock files, and syncs folders).
const MAY_OPEN: &[&str] = &["src/store/gate.rs", "src/store/disk.rs"];

/// What opens a file for reading (or reads one whole) in Rust's std.
const OPENERS: &[&str] = &[
    "File::open",
    "File::create",
    "OpenOptions",
    "fs::read(",
    "fs::read_to_string",
    "fs::write(",
    "fs::copy(",
    "read_to_string(&",
];

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file's code without its unit tests (a `#[cfg(test)]` module at the
/// end, which may use the file system to set up).
fn without_tests(text: &str) -> &str {
    let mut at = 0;
    for (start, line) in text.match_indices("#[cfg(test)]") {
        let _ = line;
        let rest = text[start..].lines().nth(1).unwrap_or("");
        if rest.trim_start().starts_with("mod ") {
            at = start;
            break;
        }
        at = text.len();
    }
    if at == 0 { text } else { &text[..at] }
}

#[test]
fn no_code_under_src_opens_a_file_but_through_the_gate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    assert!(files.len() > 50, "{} files", files.len());
    let mut found = Vec::new();
    for file in &files {
        let name = file
            .strip_prefix(root)
            .unwrap()
            .to_str()
            .unwrap()
            .replace('\\', "/");
        if MAY_OPEN.contains(&name.as_str()) {
            continue;
        }
        let text = fs::read_to_string(file).unwrap();
        for (n, line) in without_tests(&text).lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for opener in OPENERS {
                // `File::open`, not `SettingsFile::open_default`.
                let whole = code.match_indices(opener).any(|(at, _)| {
                    !code[..at]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_')
                });
                if whole {
                    found.push(format!("{name}:{}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "open files through store::gate (or the store's Disk to write):\n{}",
        found.join("\n")
    );
    // The scan sees what it looks for: the gate itself opens files.
    let gate = fs::read_to_string(root.join("src/store/gate.rs")).unwrap();
    assert!(OPENERS.iter().any(|o| without_tests(&gate).contains(o)));
}

/// The kinds of thing planted under a name.
const KINDS: &[&str] = &["pipe", "zero", "socket", "folder", "sparse"];

/// Plants `kind` at `path`; false if this system cannot make it.
fn plant(path: &Path, kind: &str) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::symlink;
        match kind {
            "pipe" => Command::new("mkfifo")
                .arg(path)
                .status()
                .is_ok_and(|s| s.success()),
            "zero" => symlink("/dev/zero", path).is_ok(),
            "socket" => {
                // Bound and dropped: the socket file stays, nobody listens.
                std::os::unix::net::UnixListener::bind(path).is_ok()
            }
            "folder" => fs::create_dir(path).is_ok(),
            "sparse" => {
                let file = fs::File::create(path).unwrap();
                // 2 GiB without a byte on disk.
                file.set_len(2 << 30).is_ok()
            }
            _ => unreachable!(),
        }
    }
    #[cfg(not(unix))]
    {
        let _ = (path, kind);
        false
    }
}

/// The peak of this process's resident memory, in KiB (Linux).
fn peak_kib() -> Option<u64> {
    let status = fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Runs `work` on a thread; panics if it takes longer than [`HANG`].
fn in_time<T: Send + 'static>(what: &str, work: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(work());
    });
    receive
        .recv_timeout(HANG)
        .unwrap_or_else(|_| panic!("{what}: hangs"))
}

/// Runs the binary; panics if it does not end within [`HANG`].
fn run(data: &Path, config: &Path, args: &[&str]) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .env(DATA_DIR_VAR, data)
        .env(CONFIG_DIR_VAR, config)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > HANG {
            let _ = child.kill();
            panic!("{args:?} hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

fn good() -> SavedGame {
    let clock = || chrono::DateTime::from_timestamp(1_796_000_000, 0).unwrap();
    SavedGame {
        id: "good".into(),
        created: clock(),
        game: notation::run(
            "player Anna red\nplayer Bert blue\nscore city 8 Anna\n",
            clock,
        )
        .unwrap(),
    }
}

#[test]
fn pipes_devices_sockets_folders_and_huge_files_under_every_name_neither_hang_nor_are_read() {
    let before = peak_kib();
    let mut planted = 0;
    for kind in KINDS {
        let data = tempfile::tempdir().unwrap();
        let config = tempfile::tempdir().unwrap();
        let games = data.path().join("games");
        let store = Store::at(&games);
        store.save(&good()).unwrap();
        let names = [
            games.join("g.json"),
            games.join("g-summary.json"),
            games.join(".good.lock"),
            config.path().join("settings.json"),
            config.path().join(meeple_companion::store::CACHE_FILE),
        ];
        let mut made = Vec::new();
        for name in &names {
            if plant(name, kind) {
                made.push(name.clone());
            }
        }
        if made.is_empty() {
            eprintln!("{kind}: cannot be made here, skipped");
            continue;
        }
        planted += made.len();
        let label = |what: &str| format!("{kind}: {what}");

        // The listing, as `games`, `check` and Home's background check do.
        let listing = {
            let store = store.clone();
            let config = config.path().to_path_buf();
            in_time(&label("verify"), move || {
                let mut cache = CheckCache::open(&config);
                let listing = store.verify(&mut cache);
                let _ = cache.save();
                listing
            })
        };
        let reason_of = |file: &str| {
            listing.iter().find_map(|l| match l {
                Listing::Unreadable { file: f, reason } if f == file => Some(reason.clone()),
                _ => None,
            })
        };
        for file in ["g.json", "g-summary.json"] {
            let reason = reason_of(file).unwrap_or_else(|| panic!("{kind}: {file}: {listing:?}"));
            let expected = match *kind {
                "folder" => "it is a folder",
                "sparse" => "too large to be a saved game: 2048 MB, at most 64",
                _ => "it is not a file",
            };
            assert!(reason.contains(expected), "{kind}: {file}: {reason}");
        }
        assert!(
            listing
                .iter()
                .any(|l| matches!(l, Listing::Game(s) if s.id == "good")),
            "{kind}: the good game still lists: {listing:?}"
        );
        // Home's first paint reads header lines only.
        {
            let store = store.clone();
            let headers = in_time(&label("headers"), move || store.headers());
            assert!(
                headers
                    .iter()
                    .any(|l| l.summary().is_some_and(|s| s.id == "good"))
            );
        }
        // The lock file of the good game: never opened through a pipe, a
        // device or a folder; the game is then read-only, with why.
        {
            let store = store.clone();
            let locked = in_time(&label("lock"), move || store.lock("good").map(|_| ()));
            if *kind == "sparse" {
                // A regular file, if a large one: a lock file like another.
                assert!(locked.is_ok(), "{kind}: {locked:?}");
            } else {
                let error = locked.expect_err(kind).to_string();
                assert!(
                    error.contains("cannot be locked for this window"),
                    "{kind}: {error}"
                );
            }
        }
        // The settings, read before the window appears.
        {
            let file = SettingsFile::at(config.path());
            let loaded = in_time(&label("settings"), move || file.load());
            let problem = loaded.problem.expect("a reason").to_string();
            let expected = match *kind {
                "folder" => "it is a folder",
                "sparse" => "too large",
                _ => "it is not a file",
            };
            assert!(problem.contains(expected), "{kind}: settings: {problem}");
        }
        // The binary's commands that read every file.
        for args in [&["games"][..], &["check"], &["export", "g"]] {
            let out = run(data.path(), config.path(), args);
            assert!(
                matches!(out.status.code(), Some(0 | 1)),
                "{kind}: {args:?}: {out:?}"
            );
            let stderr = String::from_utf8_lossy(&out.stderr);
            assert!(!stderr.contains("panicked"), "{kind}: {args:?}: {stderr}");
        }
        let games = run(data.path(), config.path(), &["games"]);
        let stdout = String::from_utf8_lossy(&games.stdout);
        assert!(stdout.contains("g.json\tunreadable: "), "{kind}: {stdout}");
        assert!(stdout.contains("good\tAnna 8, Bert 0"), "{kind}: {stdout}");
        // Nothing planted was changed or removed (but the check cache, the
        // app's own, which a good one replaces).
        for name in made
            .iter()
            .filter(|n| !n.ends_with(meeple_companion::store::CACHE_FILE))
        {
            let meta =
                fs::symlink_metadata(name).unwrap_or_else(|_| panic!("{kind}: {name:?} gone"));
            if *kind == "sparse" {
                assert_eq!(meta.len(), 2 << 30);
            }
        }
    }
    assert!(planted >= 15, "{planted} planted");
    // No file was read whole: reading a 2 GiB file or /dev/zero up to the
    // 64 MiB limit would have raised the peak by 64 MiB at least.
    if let (Some(before), Some(after)) = (before, peak_kib()) {
        assert!(
            after.saturating_sub(before) < 48 * 1024,
            "peak memory grew by {} KiB",
            after - before
        );
    }
}
