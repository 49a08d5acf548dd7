//! The release notes are written once, in CHANGELOG.md, and the metainfo
//! holds the same (software centres show them): each release of the
//! changelog is a `<release>` of the metainfo with its version and date,
//! its first paragraph as the `<p>` and its points as the `<li>`s, newest
//! first; the newest is this version. (scripts/deb.sh writes the Debian
//! changelog from the same file.)

use std::path::Path;

use meeple_companion::app::desktop::APP_ID;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A release: version, date, paragraph, points.
#[derive(Debug, PartialEq)]
struct Release {
    version: String,
    date: String,
    paragraph: String,
    points: Vec<String>,
}

fn changelog() -> Vec<Release> {
    let text = read("CHANGELOG.md");
    let mut releases = Vec::new();
    for section in text.split("\n## ").skip(1) {
        let mut lines = section.lines();
        let heading = lines.next().unwrap();
        let (version, date) = heading
            .split_once(" \u{2014} ")
            .unwrap_or_else(|| panic!("`## VERSION — YYYY-MM-DD`: {heading}"));
        let body: Vec<&str> = lines.collect();
        let paragraph = body
            .iter()
            .skip_while(|l| l.is_empty())
            .take_while(|l| !l.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(" ");
        let points = body
            .iter()
            .filter_map(|l| l.strip_prefix("- "))
            .map(str::to_owned)
            .collect();
        releases.push(Release {
            version: version.to_owned(),
            date: date.to_owned(),
            paragraph,
            points,
        });
    }
    releases
}

/// The text between `open` and the next `close`, from `at` on.
fn between<'a>(text: &'a str, open: &str, close: &str) -> Vec<&'a str> {
    text.split(open)
        .skip(1)
        .map(|rest| rest.split(close).next().unwrap())
        .collect()
}

fn xml_text(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&apos;", "'")
        .replace("&quot;", "\"")
}

fn metainfo() -> Vec<Release> {
    let xml = read(&format!("resources/linux/{APP_ID}.metainfo.xml"));
    let releases = between(&xml, "<releases>", "</releases>")[0];
    between(releases, "<release ", "</release>")
        .into_iter()
        .map(|release| {
            let attribute =
                |name: &str| between(release, &format!("{name}=\""), "\"")[0].to_owned();
            Release {
                version: attribute("version"),
                date: attribute("date"),
                paragraph: xml_text(between(release, "<p>", "</p>")[0]),
                points: between(release, "<li>", "</li>")
                    .into_iter()
                    .map(xml_text)
                    .collect(),
            }
        })
        .collect()
}

#[test]
fn the_metainfo_s_releases_are_the_changelog_s() {
    let changelog = changelog();
    assert!(!changelog.is_empty());
    assert!(
        changelog
            .iter()
            .all(|r| !r.points.is_empty() && !r.paragraph.is_empty())
    );
    assert_eq!(
        metainfo(),
        changelog,
        "copy CHANGELOG.md's notes into the metainfo's <releases>"
    );
    assert_eq!(
        changelog[0].version,
        env!("CARGO_PKG_VERSION"),
        "the newest release is this version"
    );
}

#[test]
fn the_changelog_s_dates_are_dates_newest_first() {
    let dates: Vec<String> = changelog().into_iter().map(|r| r.date).collect();
    for date in &dates {
        assert!(
            chrono::NaiveDate::parse_from_str(date, "%Y-%m-%d").is_ok(),
            "{date}"
        );
    }
    let mut sorted = dates.clone();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(dates, sorted);
}

#[test]
fn the_man_page_is_dated_by_the_release() {
    let date = &changelog()[0].date;
    assert!(
        meeple_companion::cli::man_page().contains(&format!(".TH MEEPLE-COMPANION 6 {date} ")),
        "{date}"
    );
}
