//! The imports run one way (docs/architecture.md): read from the `use
//! crate::…`, `use super::…` (and `use child::…`) lines of `src/`, each of
//! the layers `engine`, `store`, `i18n`, `look`, `table`, `share`, `app`
//! and `cli` imports only layers before it in that order (so no cycle
//! runs between them), and no cycle runs between files of `src/engine`
//! other than a module and its own submodules (a `mod.rs` and the files
//! of its folder).
//!
//! Between the layers, a path written out in code (`crate::i18n::tr`) and
//! the `t!` macro (which is `crate::i18n`'s) count too.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

mod source;
use source::code;

/// A module's path from the crate root: `["engine", "christmas", "rules"]`.
type Module = Vec<String>;

/// The layers, each of which may import only those before it: the rules,
/// the disk, the stats across games, the texts, the design tokens (no
/// iced), the game on show, the pages for phones and the TV, the window,
/// the command line.
const LAYERS: [&str; 9] = [
    "engine", "store", "stats", "i18n", "look", "table", "share", "app", "cli",
];

/// Every source file of the library, by its module.
fn files() -> BTreeMap<Module, PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = BTreeMap::new();
    let mut stack = vec![root.clone()];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") || path == root.join("main.rs") {
            continue;
        }
        let relative = path.strip_prefix(&root).unwrap().with_extension("");
        let mut module: Module = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().into_owned())
            .collect();
        if module.last().is_some_and(|m| m == "mod" || m == "lib") {
            module.pop();
        }
        files.insert(module, path);
    }
    files
}

/// One `use` statement: the module it is written in (inline modules such
/// as `mod tests` included), whether it re-exports, and its tree.
struct Use {
    module: Module,
    public: bool,
    tree: String,
}

/// The `use` statements of a file whose module is `module`.
fn uses(module: &Module, text: &str) -> Vec<Use> {
    let code = code(text);
    let lines: Vec<&str> = code.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        let rest = ["pub(crate) use ", "pub(super) use ", "pub use ", "use "]
            .iter()
            .find_map(|p| trimmed.strip_prefix(p).map(|r| (p.starts_with("pub"), r)));
        let Some((public, rest)) = rest else {
            i += 1;
            continue;
        };
        let mut tree = rest.to_owned();
        while !tree.contains(';') && i + 1 < lines.len() {
            i += 1;
            tree.push(' ');
            tree.push_str(lines[i].trim());
        }
        let tree = tree.split(';').next().unwrap().to_owned();
        let mut at = module.clone();
        at.extend(inline_modules(&lines, i, indent));
        found.push(Use {
            module: at,
            public,
            tree,
        });
        i += 1;
    }
    found
}

/// The inline modules (`mod tests {`) around line `at`, outermost first,
/// from rustfmt's indentation: each enclosing block opens on the nearest
/// earlier line indented four spaces less.
fn inline_modules(lines: &[&str], at: usize, indent: usize) -> Vec<String> {
    let mut modules = Vec::new();
    let mut want = indent;
    let mut i = at;
    while want >= 4 && i > 0 {
        i -= 1;
        let line = lines[i];
        let trimmed = line.trim_start();
        if trimmed.is_empty() || line.len() - trimmed.len() != want - 4 || !line.ends_with('{') {
            continue;
        }
        let words: Vec<&str> = trimmed.split_whitespace().collect();
        if let Some(p) = words.iter().position(|w| *w == "mod")
            && words.len() == p + 3
        {
            modules.insert(0, words[p + 1].to_owned());
        }
        want -= 4;
    }
    modules
}

/// The paths of a use tree: `a::{b, c::{d, e as f}}` gives `a::b`,
/// `a::c::d`, `a::c::e` (with the name `f` it is known by).
fn paths(tree: &str) -> Vec<(Vec<String>, String)> {
    // One space between words, none around `::`, braces and commas.
    let mut tidy = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    for glue in ["::", "{", "}", ","] {
        tidy = tidy
            .replace(&format!(" {glue}"), glue)
            .replace(&format!("{glue} "), glue);
    }
    let tree = tidy.as_str();
    fn split(list: &str) -> Vec<&str> {
        let mut parts = Vec::new();
        let mut depth = 0;
        let mut start = 0;
        for (i, c) in list.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(&list[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(&list[start..]);
        parts.into_iter().filter(|p| !p.is_empty()).collect()
    }
    fn walk(prefix: &[String], tree: &str, out: &mut Vec<(Vec<String>, String)>) {
        if let Some(brace) = tree.find('{') {
            let mut prefix = prefix.to_vec();
            prefix.extend(
                tree[..brace]
                    .split("::")
                    .filter(|s| !s.is_empty())
                    .map(str::to_owned),
            );
            let inner = &tree[brace + 1..tree.rfind('}').unwrap_or(tree.len())];
            for part in split(inner) {
                walk(&prefix, part, out);
            }
            return;
        }
        let (path, alias) = match tree.split_once(" as ") {
            Some((path, alias)) => (path, Some(alias.to_owned())),
            None => (tree, None),
        };
        let mut full = prefix.to_vec();
        full.extend(
            path.split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_owned),
        );
        let name = alias.or_else(|| full.last().cloned()).unwrap_or_default();
        let name = if name == "self" {
            full.iter().rev().nth(1).cloned().unwrap_or_default()
        } else {
            name
        };
        if full.last().is_some_and(|s| s == "self") {
            full.pop();
        }
        out.push((full, name));
    }
    let mut out = Vec::new();
    walk(&[], tree, &mut out);
    out
}

/// The source, its `use` statements and its re-exports.
struct Crate {
    files: BTreeMap<Module, PathBuf>,
    uses: BTreeMap<Module, Vec<Use>>,
    /// Per module: a re-exported name and the absolute path it stands for.
    exports: BTreeMap<Module, BTreeMap<String, Vec<String>>>,
}

impl Crate {
    fn read() -> Crate {
        let files = files();
        let mut uses = BTreeMap::new();
        for (module, path) in &files {
            uses.insert(
                module.clone(),
                self::uses(module, &fs::read_to_string(path).unwrap()),
            );
        }
        let mut krate = Crate {
            files,
            uses,
            exports: BTreeMap::new(),
        };
        let mut exports: BTreeMap<Module, BTreeMap<String, Vec<String>>> = BTreeMap::new();
        for (file, list) in &krate.uses {
            for u in list.iter().filter(|u| u.public && u.module == *file) {
                for (path, name) in paths(&u.tree) {
                    if let Some(absolute) = krate.absolute(&u.module, &path) {
                        exports
                            .entry(file.clone())
                            .or_default()
                            .insert(name, absolute);
                    }
                }
            }
        }
        krate.exports = exports;
        krate
    }

    fn is_module(&self, module: &[String]) -> bool {
        self.files.contains_key(module)
    }

    /// The path from the crate root, or `None` for another crate's.
    fn absolute(&self, from: &Module, path: &[String]) -> Option<Vec<String>> {
        let (first, rest) = path.split_first()?;
        let mut base: Vec<String> = match first.as_str() {
            "crate" => Vec::new(),
            "self" => from.clone(),
            "super" => from[..from.len().saturating_sub(1)].to_vec(),
            _ => {
                let mut child = from.clone();
                child.push(first.clone());
                if !self.is_module(&child) {
                    return None;
                }
                child
            }
        };
        let mut rest = rest;
        while rest.first().is_some_and(|s| s == "super") {
            base.pop();
            rest = &rest[1..];
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    /// The file an absolute path lands in: the deepest module it names,
    /// following re-exports to where an item is defined.
    fn file_of(&self, path: &[String], depth: usize) -> Module {
        let mut module: Module = Vec::new();
        for (i, segment) in path.iter().enumerate() {
            let mut child = module.clone();
            child.push(segment.clone());
            if self.is_module(&child) {
                module = child;
                continue;
            }
            if depth < 8
                && let Some(target) = self.exports.get(&module).and_then(|e| e.get(segment))
            {
                let mut target = target.clone();
                target.extend(path[i + 1..].iter().cloned());
                return self.file_of(&target, depth + 1);
            }
            break;
        }
        module
    }

    /// Each file's imports: the files its `use` lines land in.
    fn imports(&self) -> BTreeMap<Module, BTreeSet<Module>> {
        let mut imports: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
        for (file, list) in &self.uses {
            for u in list {
                for (path, _) in paths(&u.tree) {
                    let path: Vec<String> = path.into_iter().filter(|s| s != "*").collect();
                    if let Some(absolute) = self.absolute(&u.module, &path) {
                        let target = self.file_of(&absolute, 0);
                        if target != *file {
                            imports.entry(file.clone()).or_default().insert(target);
                        }
                    }
                }
            }
        }
        imports
    }
}

/// A cycle in `edges`, if there is one, as the nodes around it.
fn cycle<N: Ord + Clone>(edges: &BTreeMap<N, BTreeSet<N>>) -> Option<Vec<N>> {
    fn visit<N: Ord + Clone>(
        node: &N,
        edges: &BTreeMap<N, BTreeSet<N>>,
        done: &mut BTreeSet<N>,
        path: &mut Vec<N>,
    ) -> Option<Vec<N>> {
        if let Some(start) = path.iter().position(|n| n == node) {
            let mut around = path[start..].to_vec();
            around.push(node.clone());
            return Some(around);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.clone());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, edges, done, path) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.clone());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|node| visit(node, edges, &mut done, &mut Vec::new()))
}

/// Whether code calls the `t!` macro (not `assert!` or `print!`).
fn uses_texts(code: &str) -> bool {
    code.match_indices("t!(").any(|(i, _)| {
        !code[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

fn name(module: &[String]) -> String {
    module.join("::")
}

/// Which layer imports which.
fn layer_edges() -> BTreeMap<&'static str, BTreeSet<&'static str>> {
    let krate = Crate::read();
    let mut edges: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    let layer = |module: &[String]| {
        module
            .first()
            .and_then(|m| LAYERS.iter().find(|l| **l == m.as_str()).copied())
    };
    for (file, targets) in krate.imports() {
        let Some(from) = layer(&file) else { continue };
        for target in targets {
            if let Some(to) = layer(&target).filter(|to| *to != from) {
                edges.entry(from).or_default().insert(to);
            }
        }
    }
    // Paths written out in code, and the text macro, count too.
    for (file, path) in &krate.files {
        let Some(from) = layer(file) else { continue };
        let code = code(&fs::read_to_string(path).unwrap());
        for to in LAYERS.iter().filter(|l| **l != from) {
            let written = code.contains(&format!("crate::{to}::"));
            let texts = *to == "i18n" && uses_texts(&code);
            if written || texts {
                edges.entry(from).or_default().insert(to);
            }
        }
    }
    edges
}

#[test]
fn no_cycle_between_the_layers() {
    let edges = layer_edges();
    assert!(
        edges.get("app").is_some_and(|to| to.contains("engine")),
        "the reading finds the app's imports: {edges:?}"
    );
    assert!(
        !edges.get("store").is_some_and(|to| to.contains("i18n")),
        "the store imports no texts: {edges:?}"
    );
    assert_eq!(cycle(&edges), None, "layers: {edges:?}");
}

#[test]
fn each_layer_imports_only_those_before_it() {
    let edges = layer_edges();
    // The reading finds the tokens' two faces (a test that cannot fail
    // proves nothing).
    for from in ["app", "share"] {
        assert!(
            edges.get(from).is_some_and(|to| to.contains("look")),
            "{from} takes its look from the tokens: {edges:?}"
        );
    }
    let at = |layer: &str| LAYERS.iter().position(|l| *l == layer).unwrap();
    let backwards: Vec<String> = edges
        .iter()
        .flat_map(|(from, to)| to.iter().map(move |to| (*from, *to)))
        .filter(|(from, to)| at(to) > at(from))
        .map(|(from, to)| format!("{from} → {to}"))
        .collect();
    assert!(
        backwards.is_empty(),
        "these imports run back up the layers {LAYERS:?}: {backwards:?}"
    );
}

#[test]
fn no_cycle_between_the_engines_files() {
    let krate = Crate::read();
    let engine = |m: &Module| m.first().is_some_and(|f| f == "engine");
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (file, targets) in krate.imports() {
        if !engine(&file) {
            continue;
        }
        for target in targets.into_iter().filter(engine) {
            // A module and its own submodules may use each other.
            let related = file.starts_with(&target) || target.starts_with(&file);
            if !related {
                edges.entry(file.clone()).or_default().insert(target);
            }
        }
    }
    let module = |path: &str| -> Module { path.split("::").map(str::to_owned).collect() };
    // The reading finds real imports (a test that cannot fail proves
    // nothing): the base rules use the state, an expansion's rules the
    // seam, the seam the decisions.
    for (from, to) in [
        ("engine::rules", "engine::state"),
        ("engine::christmas::rules", "engine::expansion"),
        ("engine::expansion", "engine::decision"),
        ("engine::state", "engine::event"),
    ] {
        assert!(
            edges
                .get(&module(from))
                .is_some_and(|t| t.contains(&module(to))),
            "{from} imports {to}: {:?}",
            edges.get(&module(from))
        );
    }
    if let Some(around) = cycle(&edges) {
        let names: Vec<String> = around.iter().map(|m| name(m)).collect();
        panic!("the engine's imports go round: {}", names.join(" → "));
    }
}

#[test]
fn the_reading_of_use_lines_and_the_search_for_cycles_work() {
    let mut found = paths("super::{christmas, gold::{self, Pool as P}, *}");
    found.sort();
    let names: Vec<String> = found
        .iter()
        .map(|(p, n)| format!("{}={n}", p.join("::")))
        .collect();
    assert_eq!(
        names,
        [
            "super::*=*",
            "super::christmas=christmas",
            "super::gold=gold",
            "super::gold::Pool=P"
        ]
    );
    let code = code("let a = \"use crate::app::X;\"; // crate::cli\nlet b = '{';");
    assert!(!code.contains("crate::") && !code.contains('{'), "{code}");
    assert!(uses_texts("let x = t!(\"id\");") && !uses_texts("assert!(x); print!(y)"));
    let edges: BTreeMap<u8, BTreeSet<u8>> =
        [(1, [2].into()), (2, [3].into()), (3, [1].into())].into();
    assert_eq!(cycle(&edges), Some(vec![1, 2, 3, 1]));
    let edges: BTreeMap<u8, BTreeSet<u8>> = [(1, [2, 3].into()), (2, [3].into())].into();
    assert_eq!(cycle(&edges), None);
    let module: Module = vec!["engine".into(), "state".into()];
    let inside = uses(
        &module,
        "fn f() {}\n\n#[cfg(test)]\nmod tests {\n    use super::*;\n}\n",
    );
    assert_eq!(inside[0].module, ["engine", "state", "tests"]);
}

/// The engine's calls that change a game: only the table's door makes
/// them on the game on show.
const MUTATING: [&str; 9] = [
    ".execute(",
    ".given_by_phone(",
    ".execute_by(",
    ".undo()",
    ".redo()",
    ".rewind_to(",
    ".replay_on(",
    ".clock_start(",
    ".clock_touch(",
];

/// Where a game is changed by the engine's mutating calls: the table (the
/// game on show, through its door), the engine itself (the fold, the
/// notation playing a script), the store (its check plays a file's
/// commands again on a game of its own) and the command line (`replay`
/// and `check` fold a script or a file, never a game on show). Test code
/// (`#[cfg(test)]` modules and `tests.rs` files) folds games of its own.
fn may_fold_games(module: &Module) -> bool {
    let first = module.first().map(String::as_str);
    matches!(first, Some("table" | "engine" | "store" | "cli"))
        || module.iter().any(|m| m == "tests")
}

/// `code` without its `#[cfg(test)] mod … { … }` blocks.
fn without_tests(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at + "#[cfg(test)]".len()..];
        let block = after.trim_start();
        if !block.starts_with("mod ")
            || block
                .find('{')
                .is_none_or(|b| block.find(';').is_some_and(|s| s < b))
        {
            rest = after;
            continue;
        }
        let open = after.find('{').unwrap();
        let mut depth = 0usize;
        let mut end = after.len();
        for (i, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + i + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// The mutating calls in `code`, by line.
fn mutating_calls(code: &str) -> Vec<(usize, &'static str)> {
    code.lines()
        .enumerate()
        .flat_map(|(n, line)| {
            MUTATING
                .iter()
                .filter(move |call| line.contains(**call))
                .map(move |call| (n + 1, *call))
        })
        .collect()
}

#[test]
fn only_the_table_changes_the_game_on_show() {
    let mut found = Vec::new();
    for (module, path) in files() {
        if may_fold_games(&module) {
            continue;
        }
        let code = without_tests(&code(&fs::read_to_string(&path).unwrap()));
        for (line, call) in mutating_calls(&code) {
            found.push(format!(
                "{} (line {line} of the code): {call}",
                name(&module)
            ));
        }
    }
    assert!(
        found.is_empty(),
        "the engine's mutating calls outside the table's door (src/table): {found:#?}"
    );
    // The search finds such calls (a test that cannot fail proves nothing):
    // the door makes them, and a test module's are left out.
    let door = code(&fs::read_to_string("src/table/mod.rs").unwrap());
    assert!(mutating_calls(&door).iter().any(|(_, c)| *c == ".undo()"));
    let sample = "fn f(g: &mut Game) { g.redo(); }\n#[cfg(test)]\nmod tests {\n    fn t() { game.undo(); }\n}\n";
    assert_eq!(mutating_calls(&without_tests(sample)), [(1, ".redo()")]);
    assert!(may_fold_games(&vec!["store".into(), "check".into()]));
    assert!(!may_fold_games(&vec!["app".into(), "game".into()]));
    assert!(!may_fold_games(&vec!["share".into(), "routes".into()]));
}
