//! The shell completions complete, in the real shells: the script the
//! binary prints for bash, zsh and fish is loaded into that shell, and the
//! shell is asked what it offers after a line typed so far, as a user's
//! Tab would. bash: the script sourced and its function called on
//! `COMP_WORDS`; zsh: an interactive zsh on a pseudo-terminal (zsh/zpty)
//! with the script on its `fpath`, sent the line and a Tab, and every
//! candidate its completion system adds printed; fish: `complete -C`.
//!
//! A shell that is not installed is skipped with a line saying so, unless
//! `CI=true` (`.ci/run` installs zsh and fish; bash is always there).

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_meeple-companion");

const COMMANDS: [&str; 10] = [
    "replay",
    "import",
    "games",
    "export",
    "check",
    "summary",
    "stats",
    "completions",
    "man",
    "help",
];

/// What each shell must offer: the line typed so far, and words that must
/// be among the candidates (`exactly`: nothing else, options aside).
struct Case {
    line: &'static str,
    offers: &'static [&'static str],
    exactly: bool,
}

const CASES: &[Case] = &[
    Case {
        line: "meeple-companion ",
        offers: &COMMANDS,
        exactly: true,
    },
    Case {
        line: "meeple-companion completions ",
        offers: &["bash", "zsh", "fish"],
        exactly: false,
    },
    Case {
        line: "meeple-companion summary --format ",
        offers: &["md", "csv", "json"],
        exactly: true,
    },
    Case {
        line: "meeple-companion stats --format ",
        offers: &["md", "json"],
        exactly: true,
    },
    Case {
        line: "meeple-companion su",
        offers: &["summary"],
        exactly: true,
    },
    Case {
        line: "meeple-companion help ",
        offers: &["replay", "summary", "completions"],
        exactly: false,
    },
];

fn script(shell: &str, dir: &Path) -> std::path::PathBuf {
    let output = Command::new(BIN)
        .args(["completions", shell])
        .output()
        .unwrap();
    assert!(output.status.success());
    let name = match shell {
        "zsh" => "_meeple-companion".to_owned(),
        other => format!("meeple-companion.{other}"),
    };
    let path = dir.join(name);
    std::fs::write(&path, output.stdout).unwrap();
    path
}

/// Whether `shell` runs here; if not, the test is skipped, but not in CI.
fn have(shell: &str) -> bool {
    let found = Command::new(shell)
        .args(["-c", "exit 0"])
        .stdin(Stdio::null())
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{shell} is not installed (.ci/run installs it)"
        );
        eprintln!("skipped: {shell} is not installed");
    }
    found
}

/// Runs a command with a time limit (a shell waiting on a terminal must
/// not hang the tests); its standard output.
fn run(mut command: Command) -> String {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let start = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut out = String::new();
            let mut err = String::new();
            child
                .stdout
                .take()
                .unwrap()
                .read_to_string(&mut out)
                .unwrap();
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut err)
                .unwrap();
            assert!(status.success(), "{command:?}: {status}\n{err}");
            return out;
        }
        if start.elapsed() > Duration::from_secs(30) {
            let _ = child.kill();
            panic!("{command:?} took more than 30 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn check(shell: &str, case: &Case, offered: &[String]) {
    let words: Vec<&str> = offered
        .iter()
        .map(String::as_str)
        .filter(|w| !w.starts_with('-'))
        .collect();
    for word in case.offers {
        assert!(
            words.contains(word),
            "{shell}: `{}<Tab>` offers {words:?}, not {word}",
            case.line
        );
    }
    if case.exactly {
        let mut expected = case.offers.to_vec();
        let mut got = words.clone();
        expected.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, expected, "{shell}: `{}<Tab>`", case.line);
    }
}

#[test]
fn bash_completes_commands_shells_and_formats() {
    let dir = tempfile::tempdir().unwrap();
    let script = script("bash", dir.path());
    for case in CASES {
        // The words as bash splits the line, the last one being completed.
        let mut words: Vec<&str> = case.line.split(' ').collect();
        if words.last().is_none_or(|w| !w.is_empty()) && case.line.ends_with(' ') {
            words.push("");
        }
        let current = words.len() - 1;
        let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
        let program = format!(
            "source '{}'\n\
             COMP_WORDS=({})\nCOMP_CWORD={current}\n\
             COMP_LINE='{}'\nCOMP_POINT=${{#COMP_LINE}}\n\
             _meeple__companion meeple-companion '{}' '{}'\n\
             printf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
            script.display(),
            quoted.join(" "),
            case.line,
            words[current],
            words[current - 1],
        );
        let mut bash = Command::new("bash");
        bash.args(["--norc", "--noprofile", "-c", &program]);
        let offered: Vec<String> = run(bash).lines().map(str::to_owned).collect();
        check("bash", case, &offered);
    }
}

/// An interactive zsh on a pseudo-terminal, with the completion system on
/// and `compadd` wrapped to print every candidate it is given; the line of
/// $2 is typed with a Tab after it.
const ZSH_CAPTURE: &str = r#"
zmodload zsh/zpty || exit 3
zpty z zsh -f -i
zpty -w z "PROMPT='' RPROMPT=''"
zpty -w z "fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z 'compadd () {
  if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
  typeset -a __hits
  builtin compadd -A __hits "$@"
  local i; for i in $__hits; do print -r -- "<hi""t>$i</hi""t>"; done
}'
zpty -w z "zstyle ':completion:*' list-grouped false; zstyle ':completion:*' insert-tab false"
zpty -w z 'bindkey "^I" complete-word; print "<rea""dy>"'
zpty -r z line '*<ready>*'
zpty -w -n z "$2"$'\t'
# Nothing more is typed until the completion has printed its hits (or 10 s
# passed): zsh drops a completion when input is already waiting, which a
# loaded machine made happen (the tab and the next line arrived together).
# The markers are split in what is typed ("<rea""dy>"), so the terminal's
# echo of a typed line is never taken for the shell's output.
zmodload zsh/zselect || exit 3
hits=() quiet=0 waited=0
while (( waited < 1000 )); do
  if zpty -r -t z line; then
    quiet=0
    while [[ $line == *'<hit>'*'</hit>'* ]]; do
      hit=${line#*<hit>}; hit=${hit%%</hit>*}; hits+=($hit)
      line=${line#*</hit>}
    done
  else
    (( ${#hits} && ++quiet > 30 )) && break
    zselect -t 1; (( ++waited ))
  fi
done
for hit in $hits; do print -r -- $hit; done
zpty -w z $'\C-u print "<do""ne>"'
while zpty -r z line; do
  [[ $line == *'<done>'* ]] && break
  while [[ $line == *'<hit>'*'</hit>'* ]]; do
    hit=${line#*<hit>}; hit=${hit%%</hit>*}; print -r -- $hit
    line=${line#*</hit>}
  done
done
zpty -d z
"#;

#[test]
fn zsh_completes_commands_shells_and_formats() {
    if !have("zsh") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    script("zsh", dir.path());
    let capture = dir.path().join("capture.zsh");
    std::fs::write(&capture, ZSH_CAPTURE).unwrap();
    for case in CASES {
        let mut zsh = Command::new("zsh");
        zsh.arg("-f").arg(&capture).arg(dir.path()).arg(case.line);
        // Its own home: no user's .zshrc or completion dump.
        zsh.env("HOME", dir.path()).env("ZDOTDIR", dir.path());
        let offered: Vec<String> = run(zsh).lines().map(str::to_owned).collect();
        check("zsh", case, &offered);
    }
}

#[test]
fn fish_completes_commands_shells_and_formats() {
    if !have("fish") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let script = script("fish", dir.path());
    for case in CASES {
        let mut fish = Command::new("fish");
        fish.args(["--no-config", "-c"]).arg(format!(
            "source '{}'; complete -C '{}'",
            script.display(),
            case.line
        ));
        fish.env("HOME", dir.path())
            .env("XDG_CONFIG_HOME", dir.path())
            .env("XDG_DATA_HOME", dir.path());
        // "word<Tab>description"
        let offered: Vec<String> = run(fish)
            .lines()
            .map(|line| line.split('\t').next().unwrap_or_default().to_owned())
            .collect();
        check("fish", case, &offered);
    }
}
