//! The files that make the app a desktop citizen agree with each other and
//! with the binary: the application id names the desktop file, the icon and
//! the metainfo and is the window's; every language the app speaks has its
//! translations there; the icons exist in every size; the metainfo's latest
//! release is this version. (`desktop-file-validate` and `appstreamcli
//! validate` check the formats in `.ci/run`.)

use std::collections::BTreeSet;
use std::path::Path;

use meeple_companion::app::desktop::APP_ID;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn desktop_file() -> String {
    read(&format!("resources/linux/{APP_ID}.desktop"))
}

fn metainfo() -> String {
    read(&format!("resources/linux/{APP_ID}.metainfo.xml"))
}

/// The value of `key` in the desktop file.
fn entry<'a>(desktop: &'a str, key: &str) -> Option<&'a str> {
    desktop
        .lines()
        .find_map(|line| line.strip_prefix(key)?.strip_prefix('='))
}

/// The languages of `resources/i18n/`, English aside.
fn languages() -> BTreeSet<String> {
    std::fs::read_dir(Path::new(ROOT).join("resources/i18n"))
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(".ftl").map(str::to_owned)
        })
        .filter(|code| code != "en")
        .collect()
}

#[test]
fn the_application_id_names_everything() {
    let desktop = desktop_file();
    assert_eq!(entry(&desktop, "Icon"), Some(APP_ID));
    assert_eq!(entry(&desktop, "StartupWMClass"), Some(APP_ID));
    assert_eq!(entry(&desktop, "Exec"), Some("meeple-companion"));
    assert_eq!(entry(&desktop, "Categories"), Some("Game;BoardGame;"));
    let metainfo = metainfo();
    assert!(metainfo.contains(&format!("<id>{APP_ID}</id>")));
    assert!(metainfo.contains(&format!(
        "<launchable type=\"desktop-id\">{APP_ID}.desktop</launchable>"
    )));
    assert!(metainfo.contains("<binary>meeple-companion</binary>"));
    assert!(metainfo.contains("<content_rating type=\"oars-1.1\"/>"));
}

#[test]
fn every_language_of_the_app_is_in_the_launcher_and_the_metainfo() {
    let desktop = desktop_file();
    let metainfo = metainfo();
    assert!(!languages().is_empty());
    for code in languages() {
        for key in ["Name", "GenericName", "Comment", "Keywords"] {
            let value = entry(&desktop, &format!("{key}[{code}]"));
            assert!(
                value.is_some_and(|v| !v.is_empty()),
                "{key}[{code}] is missing"
            );
        }
        // The name is the app's title in that language.
        let ftl = read(&format!("resources/i18n/{code}.ftl")).replace(" = ", "=");
        let title = entry(&ftl, "app-title").unwrap();
        assert_eq!(entry(&desktop, &format!("Name[{code}]")), Some(title));
        assert!(
            metainfo.contains(&format!("<summary xml:lang=\"{code}\">")),
            "the metainfo's summary in {code}"
        );
        // Translated, not copied.
        assert_ne!(
            entry(&desktop, &format!("Comment[{code}]")),
            entry(&desktop, "Comment"),
            "{code}"
        );
    }
}

#[test]
fn the_latest_release_is_this_version() {
    let metainfo = metainfo();
    let first = metainfo
        .split("<release ")
        .nth(1)
        .expect("a <release> in <releases>");
    assert!(
        first.starts_with(&format!("version=\"{}\"", env!("CARGO_PKG_VERSION"))),
        "the newest <release> names version {}: <release {}",
        env!("CARGO_PKG_VERSION"),
        &first[..40]
    );
}

#[test]
fn the_icon_is_there_in_every_size() {
    let hicolor = Path::new(ROOT).join("resources/icons/hicolor");
    assert!(
        hicolor
            .join(format!("scalable/apps/{APP_ID}.svg"))
            .is_file()
    );
    for size in [16, 24, 32, 48, 64, 128, 256, 512] {
        let path = hicolor.join(format!("{size}x{size}/apps/{APP_ID}.png"));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // A PNG's IHDR holds its width and height right after the signature.
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{size}");
        let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
        let height = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
        assert_eq!((width, height), (size, size), "{}", path.display());
    }
}

#[test]
fn the_package_ships_every_file_the_install_script_does() {
    // Both put the same files in the same places under their prefix.
    let manifest = read("Cargo.toml");
    let script = read("scripts/install.sh");
    for dest in [
        "share/applications/",
        "share/metainfo/",
        "share/icons/hicolor/",
        "share/bash-completion/completions/",
        "share/fish/vendor_completions.d/",
        "share/man/man6/",
        "share/doc/meeple-companion/",
    ] {
        assert!(
            manifest.contains(&format!("\"usr/{dest}")),
            "the .deb: {dest}"
        );
        let under_share = dest["share/".len()..].replace("meeple-companion/", "$name");
        assert!(script.contains(&under_share), "install.sh: {dest}");
    }
    // Debian's places for a game: the binary in /usr/games, the man page in
    // section 6.
    assert!(manifest.contains("[\"target/release/meeple-companion\", \"usr/games/\", \"755\"]"));
    assert!(manifest.contains("\nsection = \"games\"\n"));
    assert!(manifest.contains("\"usr/share/man/man6/\""));
    assert!(manifest.contains("\nchangelog = \"target/deb-assets/changelog\"\n"));
}

#[test]
fn one_application_id_everywhere() {
    // Every reverse-domain name of the app in the code, the resources, the
    // scripts and the packaging is APP_ID (the metainfo's developer id,
    // org.meeplecompanion, aside).
    let root = Path::new(ROOT);
    let mut stack: Vec<std::path::PathBuf> = [
        "src",
        "resources",
        "scripts",
        "flatpak",
        ".ci",
        "tests",
        "docs",
    ]
    .iter()
    .map(|d| root.join(d))
    .collect();
    stack.push(root.join("Cargo.toml"));
    stack.push(root.join("README.md"));
    let mut names = BTreeSet::new();
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue; // a picture
        };
        for (at, _) in text.match_indices("org.meeple") {
            let name: String = text[at..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || matches!(c, '.' | '-' | '_'))
                .collect();
            let name = name.trim_end_matches('.').to_owned();
            names.insert((name, path.strip_prefix(root).unwrap().display().to_string()));
        }
    }
    let wrong: Vec<_> = names
        .iter()
        .filter(|(name, _)| {
            name != APP_ID
                && !name.starts_with(&format!("{APP_ID}."))
                && name != "org.meeplecompanion"
        })
        .filter(|(_, file)| file != "tests/desktop.rs")
        .collect();
    assert!(
        wrong.is_empty(),
        "another spelling of the app id: {wrong:?}"
    );
    assert!(names.iter().any(|(_, file)| file == "src/app/desktop.rs"));
}

#[test]
fn the_launcher_promises_no_startup_notification() {
    // iced 0.14 does not pass the launcher's startup id (DESKTOP_STARTUP_ID,
    // XDG_ACTIVATION_TOKEN) to winit's window attributes, so the window
    // never tells the launcher it is up: StartupNotify=true would leave a
    // busy cursor spinning until the launcher gives up.
    assert_ne!(entry(&desktop_file(), "StartupNotify"), Some("true"));
}
