//! Running the real binary on notation scripts, for the end-to-end tests.

#![allow(dead_code)]

use std::process::{Command, Output, Stdio};

use serde_json::Value;

pub const BIN: &str = env!("CARGO_BIN_EXE_meeple-companion");
pub const DOCS: &str = include_str!("../../docs/notation.md");

/// Runs the binary with `args`, `stdin` on standard input.
pub fn run(args: &[&str], stdin: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // A binary that refuses its arguments exits without reading its input:
    // the pipe is then closed, which is no failure of the test.
    let written = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin.as_bytes());
    if let Err(error) = written {
        assert_eq!(
            error.kind(),
            std::io::ErrorKind::BrokenPipe,
            "the script could not be written: {error}"
        );
    }
    child.wait_with_output().expect("the binary finishes")
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

/// Replays a script from stdin; it must succeed. Returns the report.
pub fn replay(script: &str) -> Value {
    let output = run(&["replay", "-"], script);
    assert!(
        output.status.success(),
        "replay failed: {}\n--- script ---\n{script}",
        text(&output.stderr)
    );
    assert!(output.stderr.is_empty(), "{}", text(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("the report is JSON")
}

/// Replays a script that must stop at `line` with a reason containing
/// `reason`; returns the error line after the program's name.
pub fn refused(script: &str, line: usize, reason: &str) -> String {
    let output = run(&["replay", "-"], script);
    assert!(!output.status.success(), "accepted:\n{script}");
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty(), "a failed replay prints no report");
    let stderr = text(&output.stderr);
    // Every runtime error starts with the program's name, as usage errors do.
    let stderr = stderr
        .strip_prefix("meeple-companion: ")
        .unwrap_or_else(|| panic!("no `meeple-companion: ` before the error: {stderr}"))
        .to_owned();
    let prefix = format!("line {line}: ");
    assert!(
        stderr.starts_with(&prefix) && stderr.contains(reason) && stderr.lines().count() == 1,
        "expected `{prefix}…{reason}…`, got `{stderr}`"
    );
    stderr.trim_end().to_owned()
}

/// The JSON block that follows `script` in docs/notation.md.
pub fn documented_output(script: &str) -> Value {
    let at = DOCS
        .find(script)
        .unwrap_or_else(|| panic!("docs/notation.md does not quote:\n{script}"));
    let after = &DOCS[at + script.len()..];
    let start = after.find("```json\n").expect("a JSON block follows") + "```json\n".len();
    let end = after[start..].find("\n```").expect("the JSON block ends");
    serde_json::from_str(&after[start..start + end]).expect("the documented output is JSON")
}

/// Every field the documentation shows has the value the replay gives.
pub fn assert_documented(script: &str, report: &Value) {
    let shown = documented_output(script);
    let fields = shown
        .as_object()
        .expect("the documented output is an object");
    assert!(!fields.is_empty());
    for (field, value) in fields {
        assert_eq!(
            &report[field], value,
            "docs/notation.md shows a stale `{field}`"
        );
    }
}
