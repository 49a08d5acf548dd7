//! The app layer stays a house a newcomer can read (docs/architecture.md):
//! `App` holds at most 12 fields (routing, the window and the settings;
//! the game on show is the `Table`'s), no function under `src/app` is
//! longer than 120 lines, from its `fn` line to its closing brace with
//! comments and blank lines included, and no file under `src/app` is
//! longer than 800 lines.

use std::fs;
use std::path::{Path, PathBuf};

mod source;
use source::code;

const APP_FIELDS: usize = 12;
const FUNCTION_LINES: usize = 120;
const FILE_LINES: usize = 800;

/// Every `.rs` file under `src/app`, sorted.
fn app_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut files = Vec::new();
    let mut stack = vec![root];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

fn shown(path: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    path.strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string()
}

/// Whether `word` stands at `at` in `line` as a word of its own.
fn word_at(line: &str, at: usize, word: &str) -> bool {
    let before = line[..at].chars().next_back();
    let after = line[at + word.len()..].chars().next();
    let edge = |c: Option<char>| c.is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
    line[at..].starts_with(word) && edge(before) && edge(after)
}

/// Each function with a body in `code` (comments and literals taken out,
/// lines kept): its name, first line (1-based) and length in lines.
fn functions(code: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    for (start, line) in lines.iter().enumerate() {
        let Some(at) = line
            .match_indices("fn ")
            .map(|(i, _)| i)
            .find(|&i| word_at(line, i, "fn"))
        else {
            continue;
        };
        let name: String = line[at + 3..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            continue; // a `fn(…)` pointer type
        }
        // The body opens at the first `{` before any `;` (a declaration
        // without a body ends at its `;`), counting from the name on.
        let mut depth = 0usize;
        let mut opened = false;
        let mut end = None;
        'lines: for (n, text) in lines.iter().enumerate().skip(start) {
            let from = if n == start { at } else { 0 };
            for c in text[from..].chars() {
                match c {
                    ';' if !opened && depth == 0 => break 'lines,
                    '{' => {
                        opened = true;
                        depth += 1;
                    }
                    '}' if opened => {
                        depth -= 1;
                        if depth == 0 {
                            end = Some(n);
                            break 'lines;
                        }
                    }
                    _ => {}
                }
            }
        }
        if let Some(end) = end {
            found.push((name, start + 1, end - start + 1));
        }
    }
    found
}

/// The number of fields of `struct name { … }` in `code`, if it is there.
fn fields(code: &str, name: &str) -> Option<usize> {
    let open = format!("struct {name} {{");
    let at = code.find(&open)? + open.len();
    let mut depth = 1usize;
    let mut body = String::new();
    let mut chars = code[at..].chars().peekable();
    while let Some(c) = chars.next() {
        if c == '-' && chars.peek() == Some(&'>') {
            chars.next(); // a function type's arrow
            continue;
        }
        match c {
            '{' | '(' | '<' | '[' => depth += 1,
            '}' | ')' | '>' | ']' => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            break;
        }
        // Only the struct's own commas separate its fields.
        if depth == 1 {
            body.push(c);
        }
    }
    Some(body.split(',').filter(|f| f.contains(':')).count())
}

#[test]
fn no_file_under_src_app_is_over_800_lines() {
    let long: Vec<String> = app_files()
        .iter()
        .filter_map(|path| {
            let lines = fs::read_to_string(path).unwrap().lines().count();
            (lines > FILE_LINES).then(|| format!("{} ({lines} lines)", shown(path)))
        })
        .collect();
    assert!(long.is_empty(), "over {FILE_LINES} lines: {long:#?}");
}

#[test]
fn no_function_under_src_app_is_over_120_lines() {
    let mut long = Vec::new();
    let mut seen = 0;
    for path in app_files() {
        let code = code(&fs::read_to_string(&path).unwrap());
        for (name, line, lines) in functions(&code) {
            seen += 1;
            if lines > FUNCTION_LINES {
                long.push(format!("{}:{line} {name} ({lines} lines)", shown(&path)));
            }
        }
    }
    assert!(seen > 500, "the reading finds the app's functions: {seen}");
    assert!(long.is_empty(), "over {FUNCTION_LINES} lines: {long:#?}");
}

#[test]
fn app_holds_at_most_12_fields() {
    let mut counts = Vec::new();
    for path in app_files() {
        let code = code(&fs::read_to_string(&path).unwrap());
        if let Some(n) = fields(&code, "App") {
            counts.push((shown(&path), n));
        }
    }
    assert_eq!(
        counts.len(),
        1,
        "one `struct App` under src/app: {counts:?}"
    );
    let (path, n) = &counts[0];
    assert!(
        n <= &APP_FIELDS,
        "App in {path} has {n} fields, at most {APP_FIELDS}"
    );
}

#[test]
fn the_reading_measures_functions_and_fields() {
    let body = "    let x = 1;\n".repeat(3);
    let text = format!(
        "trait T {{ fn declared(&self); }}\n\
         pub(crate) fn three() -> u8 {{\n{body}}}\n\
         fn strings() {{ let s = \"}}\"; let c = '{{'; }}\n\
         struct App {{ a: u8, b: Vec<(u8, u8)>, c: fn(u8) -> u8 }}\n"
    );
    let code = code(&text);
    let found = functions(&code);
    assert_eq!(
        found,
        vec![("three".to_string(), 2, 5), ("strings".to_string(), 7, 1)]
    );
    assert_eq!(fields(&code, "App"), Some(3));
    assert_eq!(fields(&code, "Table"), None);
}
