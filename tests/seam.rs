//! The expansion seam holds (docs/architecture.md, "Where the base game
//! still names an expansion"): for each expansion, the files under `src/`
//! outside its own modules (whose paths hold its name) whose code, comment
//! lines aside, names it. Each of those is a registration or a nesting the
//! save file needs, listed in docs/architecture.md; a new file naming an
//! expansion fails here until it is put behind the expansion's module or
//! added to that table with why.
//!
//! `cargo test --test seam -- --nocapture` prints the files per expansion.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// How each expansion is named in code: words that are its own.
fn names(expansion: &str, line: &str) -> bool {
    let word = |w: &str| {
        line.match_indices(w).any(|(at, _)| {
            let after = line[at + w.len()..].chars().next();
            !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
    };
    match expansion {
        "saint_nicholas" => ["saint_nicholas", "SaintNicholas", "HAT_SPACE", "TREE_SPACE"]
            .iter()
            .any(|w| line.contains(w)),
        "messages" => {
            [
                "messages::",
                "Messages(",
                "messages:",
                "Hold::Messages",
                "MessageDrawn",
                "messages_error",
                "message_text",
                "message_title",
            ]
            .iter()
            .any(|w| line.contains(w))
                || word(".messages")
                || word("Messages")
        }
        "christmas" => {
            [
                "christmas",
                "Christmas",
                "card_text",
                "card_title",
                "deck_name",
            ]
            .iter()
            .any(|w| line.contains(w))
                && !line.contains("Christmas tree")
        }
        "gold" => {
            line.contains("gold")
                || line.contains("Gold(")
                || word("Gold")
                || line.contains("GoldMines")
        }
        _ => unreachable!(),
    }
}

/// The files under src/ (tests aside) that name `expansion` outside its
/// own modules.
fn naming(expansion: &str) -> BTreeSet<String> {
    let root = Path::new(ROOT);
    let mut files = BTreeSet::new();
    let mut stack: Vec<PathBuf> = vec![root.join("src")];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let name = path.strip_prefix(root).unwrap().display().to_string();
        if path.extension().is_none_or(|e| e != "rs")
            || name.contains(expansion)
            || name.contains("/tests/")
        {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        let named = text
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .any(|line| names(expansion, line));
        if named {
            files.insert(name.trim_start_matches("src/").to_owned());
        }
    }
    files
}

/// What docs/architecture.md allows each expansion: the registrations and
/// nestings of its table, and the false positives it names.
fn allowed(expansion: &str) -> BTreeSet<&'static str> {
    let registrations = [
        "engine/mod.rs",
        "engine/setup.rs",
        "engine/state.rs",
        "engine/event.rs",
        "i18n/mod.rs",
        "app/setup.rs",
        "app/game/panels.rs",
    ];
    let own: &[&str] = match expansion {
        // An extra turn says why (SN8); the track's test draws the hat and
        // the tree its panel gives.
        "saint_nicholas" => &["engine/turns.rs", "app/track/tests.rs"],
        // Its commands and refusals; the command line's help text.
        "messages" => &["engine/command.rs", "cli/args.rs"],
        // Its commands and refusals.
        "christmas" => &["engine/command.rs"],
        // Its commands and refusals.
        "gold" => &["engine/command.rs"],
        _ => unreachable!(),
    };
    registrations
        .into_iter()
        .chain(own.iter().copied())
        .collect()
}

#[test]
fn each_expansion_is_named_only_where_docs_architecture_md_says() {
    let mut report = BTreeMap::new();
    let mut outside = BTreeMap::new();
    for expansion in ["saint_nicholas", "messages", "christmas", "gold"] {
        let files = naming(expansion);
        let allowed = allowed(expansion);
        let extra: Vec<&String> = files
            .iter()
            .filter(|f| !allowed.contains(f.as_str()))
            .collect();
        if !extra.is_empty() {
            outside.insert(expansion, extra.into_iter().cloned().collect::<Vec<_>>());
        }
        println!("{expansion}: {} files: {files:?}", files.len());
        report.insert(expansion, files);
    }
    assert!(
        outside.is_empty(),
        "files outside an expansion's modules that name it, and not in \
         docs/architecture.md's table: {outside:#?}"
    );
    // The table stays true: a file it allows names the expansion still.
    for (expansion, files) in &report {
        let gone: Vec<&str> = allowed(expansion)
            .into_iter()
            .filter(|f| !files.contains(*f))
            .collect();
        assert!(
            gone.is_empty(),
            "{expansion} is no longer named in {gone:?}: take them out of \
             tests/seam.rs and docs/architecture.md's table"
        );
    }
    // The reading finds what it must (a test that finds nothing proves
    // nothing): every expansion is registered in the engine.
    for (expansion, files) in &report {
        assert!(files.contains("engine/mod.rs"), "{expansion}: {files:?}");
    }
}

/// The names a registration list gives, in order: the words of `src/FILE`
/// between the line that opens it (`open`) and the next line that closes
/// it, each line's first word that `name` takes; a line under
/// `#[cfg(test)]` is marked so (the sample of the tests).
fn registered(file: &str, open: &str, name: fn(&str) -> Option<&str>) -> Vec<(String, bool)> {
    let text = fs::read_to_string(Path::new(ROOT).join("src").join(file)).unwrap();
    let mut lines = text.lines().skip_while(|l| !l.contains(open)).skip(1);
    let mut names = Vec::new();
    let mut test_only = false;
    for line in lines.by_ref() {
        let line = line.trim();
        if line.starts_with('}') || line.starts_with(']') {
            break;
        }
        if line == "#[cfg(test)]" {
            test_only = true;
        } else if let Some(found) = name(line) {
            names.push((found.to_owned(), test_only));
            test_only = false;
        }
    }
    assert!(!names.is_empty(), "{file}: no list after {open:?}");
    names
}

/// `&saint_nicholas::Registration,` gives `saint_nicholas`.
fn path_head(line: &str) -> Option<&str> {
    line.strip_prefix('&')?.split("::").next()
}

/// `saint_nicholas => SaintNicholas,` gives `saint_nicholas`.
fn arrow_head(line: &str) -> Option<&str> {
    line.split_once(" => ").map(|(module, _)| module)
}

/// The four hand-kept lists of the expansions agree: i18n's texts and the
/// game screen's panels are asked in the engine's order of expansions
/// (`EXPANSIONS`, the calling order), and the setup screen's sections (in
/// the order the screen shows them) are the same set.
#[test]
fn every_list_of_the_expansions_holds_the_engines_order() {
    let engine = registered("engine/mod.rs", "static EXPANSIONS", path_head);
    let texts = registered("i18n/mod.rs", "static EXPANSIONS", path_head);
    let panels = registered("app/game/panels.rs", "register! {", arrow_head);
    let sections = registered("app/setup.rs", "sections! {", arrow_head);
    assert_eq!(texts, engine, "i18n's EXPANSIONS and the engine's");
    assert_eq!(panels, engine, "register! in src/app/game/panels.rs");
    let set = |list: &[(String, bool)]| list.iter().cloned().collect::<BTreeSet<_>>();
    assert_eq!(
        set(&sections),
        set(&engine),
        "sections! in src/app/setup.rs"
    );
    assert!(engine.len() >= 5, "{engine:?}");
}
