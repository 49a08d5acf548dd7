//! docs/rules.md is the rules as the app applies them, with the rule ids
//! that code, tests and the other documents cite (`RULES T6`, `// XP4:`,
//! `(SN7)`): every id cited anywhere in the repository must have its entry
//! there, so a reader who meets an id can look it up in a clone.
//!
//! An id is a family (T, SN, MSG, GM, XP, F) and a number, perhaps with a
//! letter (`GM3b`). The family F (final scoring: F1, F2) shares its
//! spelling with the function keys, so an `F` followed by a number is a key
//! where it is one (`Named::F3`, `F1–F6`, a key pressed in a test: `F2 3
//! R`); any other F1 or F2 is the rule. F3 and beyond are keys: the rule
//! book's family F has two rules.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The ids that docs/rules.md gives an entry (`- **T1** …`).
fn documented() -> BTreeSet<String> {
    let text = fs::read_to_string(Path::new(ROOT).join("docs/rules.md")).unwrap();
    text.lines()
        .filter_map(|line| {
            let rest = line.trim_start().strip_prefix("- **")?;
            let (id, _) = rest.split_once("**")?;
            Some(id.to_owned())
        })
        .collect()
}

/// The files that may cite a rule: the code, the tests, the benches and
/// the documents other than docs/rules.md itself.
fn citing_files() -> Vec<PathBuf> {
    let root = Path::new(ROOT);
    let mut files = vec![root.join("README.md"), root.join("CHANGELOG.md")];
    let mut stack: Vec<PathBuf> = ["src", "tests", "benches", "docs", "examples", "fuzz"]
        .iter()
        .map(|d| root.join(d))
        .collect();
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if path.extension().is_some_and(|e| e == "rs" || e == "md" || e == "txt")
            && path != root.join("docs/rules.md")
            // This file's own samples of what is and is not an id.
            && path != root.join("tests/rules_doc.rs")
        {
            files.push(path);
        }
    }
    files.retain(|f| f.is_file());
    files
}

/// The rule ids cited in `text`.
fn cited(text: &str) -> BTreeSet<String> {
    const FAMILIES: [&str; 6] = ["MSG", "SN", "GM", "XP", "T", "F"];
    let chars: Vec<char> = text.chars().collect();
    let mut ids = BTreeSet::new();
    let mut i = 0;
    while i < chars.len() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            i += 1;
            continue;
        }
        let rest: String = chars[i..chars.len().min(i + 8)].iter().collect();
        let Some(family) = FAMILIES.iter().find(|f| rest.starts_with(**f)) else {
            i += 1;
            continue;
        };
        let mut end = i + family.len();
        let digits_start = end;
        while end < chars.len() && chars[end].is_ascii_digit() {
            end += 1;
        }
        if end == digits_start || (chars[digits_start] == '0') {
            i += 1;
            continue;
        }
        // A letter after the number belongs to the id (GM3b) if the word
        // ends there.
        if end < chars.len()
            && chars[end].is_ascii_lowercase()
            && !chars.get(end + 1).is_some_and(|c| c.is_alphanumeric())
        {
            end += 1;
        }
        if chars
            .get(end)
            .is_some_and(|c| c.is_alphanumeric() || *c == '_')
        {
            i = end;
            continue;
        }
        let id: String = chars[i..end].iter().collect();
        if *family != "F" || !is_key(&chars, i, end, &id) {
            ids.insert(id);
        }
        i = end;
    }
    ids
}

/// Whether the `F…` at `chars[start..end]` is a function key.
fn is_key(chars: &[char], start: usize, end: usize, id: &str) -> bool {
    let number: u32 = id[1..]
        .trim_end_matches(char::is_alphabetic)
        .parse()
        .unwrap_or(0);
    if number > 2 || id.ends_with(char::is_alphabetic) {
        return true;
    }
    let before: String = chars[start.saturating_sub(8)..start].iter().collect();
    let after: String = chars[end..chars.len().min(end + 3)].iter().collect();
    before.ends_with("::")
        || before.ends_with('"')
        || before.ends_with('–')
        || before.ends_with('-')
        || after.starts_with('–')
        || after.starts_with('-')
        || after.starts_with(' ') && after.chars().nth(1).is_some_and(|c| c.is_ascii_digit())
}

#[test]
fn every_rule_id_cited_is_in_docs_rules_md() {
    let documented = documented();
    let mut missing: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut seen = BTreeSet::new();
    for file in citing_files() {
        let Ok(text) = fs::read_to_string(&file) else {
            continue;
        };
        for id in cited(&text) {
            seen.insert(id.clone());
            if !documented.contains(&id) {
                let name = file.strip_prefix(ROOT).unwrap().display().to_string();
                missing.entry(id).or_default().insert(name);
            }
        }
    }
    assert!(
        missing.is_empty(),
        "rule ids cited but not in docs/rules.md: {missing:#?}"
    );
    // The reading finds what the code cites (a test that finds nothing
    // proves nothing): ids of every family.
    for id in ["T6", "SN7", "MSG3", "GM3b", "XP6b", "F1", "F2"] {
        assert!(seen.contains(id), "{id} is cited somewhere");
    }
}

#[test]
fn docs_rules_md_has_each_family_in_order() {
    let documented = documented();
    for family in ["T", "SN", "MSG", "GM", "XP", "F"] {
        assert!(
            documented.contains(&format!("{family}1")),
            "{family}1 in docs/rules.md"
        );
    }
    assert!(documented.len() >= 43, "{documented:?}");
}

#[test]
fn the_reading_of_ids_tells_rules_from_keys_and_words() {
    let ids = |text: &str| cited(text).into_iter().collect::<Vec<_>>();
    assert_eq!(
        ids("(RULES T6, F1) and XP6b; GM3b."),
        ["F1", "GM3b", "T6", "XP6b"]
    );
    assert_eq!(
        ids("F1–F6 choose players; F11 fullscreen; Named::F2"),
        [] as [&str; 0]
    );
    assert_eq!(ids("\"F2 3 R: a road\"; F3 answers"), [] as [&str; 0]);
    assert_eq!(ids("TSN1 T0 SNx T2_a T22b1 HTTP2"), [] as [&str; 0]);
    assert_eq!(ids("// F2: equal totals share"), ["F2"]);
    assert_eq!(ids("SN8 MSG1"), ["MSG1", "SN8"]);
}
