//! Issue 27: unknown data at any depth is kept or refused, never dropped.
//! A field this version does not know — at the top, in the setup, on a log
//! entry, and inside commands, events, scorings, begin events and the
//! header (internally tagged enums, which serde buffers where
//! `serde_ignored` cannot see) — makes the game read-only, naming it, or
//! the file unreadable; it never loads as if the field were not there.
//!
//! The walk: games of every expansion (the scripts of `tests/scripts/`,
//! the fixtures of `tests/saves/`), saved by this version; every object in
//! their JSON, one of each shape (its path with the numbers left out, and
//! its tag), gets a field planted, and the file is loaded again.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use meeple_companion::engine::notation;
use meeple_companion::store::{SavedGame, StoreError, from_json, from_json_full, to_json};
use serde_json::Value;

const PLANTED: &str = "zz_from_a_newer_version";

/// Every game to walk: the scripts and the fixtures, as this version saves
/// them.
fn games() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let clock = || chrono::DateTime::from_timestamp(1_796_000_000, 0).unwrap();
    let mut out = Vec::new();
    for dir in ["tests/scripts", "tests/saves/v2", "tests/saves/v3"] {
        let mut files: Vec<_> = fs::read_dir(root.join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for file in files {
            let name = file.file_name().unwrap().to_str().unwrap().to_owned();
            let saved = if name.ends_with(".txt") {
                let Ok(game) = notation::run(&fs::read_to_string(&file).unwrap(), clock) else {
                    continue;
                };
                SavedGame {
                    id: "g".into(),
                    created: clock(),
                    game,
                }
            } else if name.ends_with(".json") && !name.ends_with(".report.json") {
                match from_json(&fs::read_to_string(&file).unwrap()) {
                    Ok(saved) => saved,
                    // Opens read-only (refused by today's rules): not saved.
                    Err(_) => continue,
                }
            } else {
                continue;
            };
            out.push((format!("{dir}/{name}"), to_json(&saved)));
        }
    }
    assert!(out.len() >= 15, "{} games", out.len());
    out
}

/// The tags that tell an object's type in the save (`"command":"score"`).
const TAGS: &[&str] = &[
    "command",
    "event",
    "gold",
    "christmas",
    "effect",
    "target",
    "reason",
    "prompt",
];

/// The shape of an object: its path without numbers, and its tags.
fn shape(path: &[String], object: &serde_json::Map<String, Value>) -> String {
    let path: Vec<&str> = path
        .iter()
        .map(|p| {
            if p.parse::<usize>().is_ok() {
                "*"
            } else {
                p.as_str()
            }
        })
        .collect();
    let tags: Vec<String> = TAGS
        .iter()
        .filter_map(|t| object.get(*t).map(|v| format!("{t}={v}")))
        .collect();
    format!("{} {}", path.join("."), tags.join(","))
}

/// The path of every object in `value`, the first of each shape.
fn objects(
    value: &Value,
    path: &mut Vec<String>,
    seen: &mut BTreeSet<String>,
    out: &mut Vec<Vec<String>>,
) {
    match value {
        Value::Object(fields) => {
            if seen.insert(shape(path, fields)) {
                out.push(path.clone());
            }
            for (key, value) in fields {
                path.push(key.clone());
                objects(value, path, seen, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (n, item) in items.iter().enumerate() {
                path.push(n.to_string());
                objects(item, path, seen, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn at<'a>(value: &'a mut Value, path: &[String]) -> &'a mut serde_json::Map<String, Value> {
    let mut here = value;
    for step in path {
        here = match here {
            Value::Object(fields) => fields.get_mut(step).unwrap(),
            Value::Array(items) => &mut items[step.parse::<usize>().unwrap()],
            _ => unreachable!(),
        };
    }
    here.as_object_mut().unwrap()
}

#[test]
fn a_field_planted_in_any_object_of_a_save_is_named_or_refused_never_dropped() {
    let mut shapes = BTreeSet::new();
    let mut tags = BTreeSet::new();
    let mut planted = 0;
    let mut refused = 0;
    for (name, json) in games() {
        let (header, body) = json.split_once('\n').unwrap();
        for (line, text) in [("header line: ", header), ("", body)] {
            let value: Value = serde_json::from_str(text).unwrap();
            let mut paths = Vec::new();
            objects(&value, &mut Vec::new(), &mut shapes, &mut paths);
            for path in paths {
                let mut changed = value.clone();
                let object = at(&mut changed, &path);
                for tag in TAGS {
                    if let Some(Value::String(t)) = object.get(*tag) {
                        tags.insert(format!("{tag}={t}"));
                    }
                }
                object.insert(PLANTED.into(), Value::from(1));
                let changed = serde_json::to_string(&changed).unwrap();
                let file = if line.is_empty() {
                    format!("{header}\n{changed}")
                } else {
                    format!("{changed}\n{body}")
                };
                let mut expected = path.clone();
                expected.push(PLANTED.into());
                let expected = format!("{line}{}", expected.join("."));
                planted += 1;
                match from_json_full(&file) {
                    Ok(loaded) => {
                        assert!(
                            loaded.unknown.contains(&expected),
                            "{name}: {expected} dropped: {:?}",
                            loaded.unknown
                        );
                        assert!(loaded.read_only(), "{name}: {expected}");
                    }
                    // A type that refuses unknown fields, or an untagged
                    // enum whose every variant does.
                    Err(StoreError::WrongShape(_)) => refused += 1,
                    Err(StoreError::NoLongerAllowed { .. }) => {
                        panic!("{name}: {expected}: saved by this version")
                    }
                    Err(error) => panic!("{name}: {expected}: {error}"),
                }
            }
        }
    }
    eprintln!(
        "{planted} fields planted in {} shapes ({refused} refused), tags seen: {}",
        shapes.len(),
        tags.len()
    );
    // Every expansion's commands and events were walked.
    for tag in [
        "command=\"score\"",
        "event=\"scored\"",
        "gold=",
        "christmas=",
        "event=\"gold-placed\"",
        "event=\"condition-met\"",
        "event=\"message-drawn\"",
    ] {
        let tag = tag.replace('"', "");
        assert!(
            tags.iter().any(|t| t.starts_with(&tag)),
            "{tag} not walked: {tags:?}"
        );
    }
    assert!(shapes.len() >= 60, "{} shapes", shapes.len());
}
