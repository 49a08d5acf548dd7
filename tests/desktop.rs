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
    ] {
        assert!(
            manifest.contains(&format!("\"usr/{dest}")),
            "the .deb: {dest}"
        );
        assert!(script.contains(dest), "install.sh: {dest}");
    }
}
