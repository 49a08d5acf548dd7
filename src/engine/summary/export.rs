//! The summary as files: CSV (one row per player), JSON (everything) and
//! Markdown (to paste into a chat). File formats stay English, whatever the
//! app's language.

use std::fmt::Write;

use super::{Line, Summary};
use crate::capitalised;
use crate::engine::track::Kind;

fn part(line: &Line, name: &str) -> i64 {
    line.parts
        .iter()
        .filter(|p| p.part == name)
        .map(|p| p.points)
        .sum()
}

/// The names of the expansions' parts present in any line, in first-seen
/// order.
fn part_names(summary: &Summary) -> Vec<&'static str> {
    let mut names = Vec::new();
    for line in &summary.lines {
        for p in &line.parts {
            if !names.contains(&p.part) {
                names.push(p.part);
            }
        }
    }
    names
}

/// A CSV field, quoted when it must be (RFC 4180).
fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// One row per player, place order: place, name, colour, total, the
/// in-game and final points by kind, corrections, then each expansion's
/// part.
pub fn csv(summary: &Summary) -> String {
    let parts = part_names(summary);
    let mut header = vec![
        "place".to_owned(),
        "name".into(),
        "colour".into(),
        "total".into(),
    ];
    for kind in Kind::ALL {
        header.push(format!("in_game_{}", kind.as_str()));
    }
    for kind in Kind::ALL {
        header.push(format!("final_{}", kind.as_str()));
    }
    header.push("corrections".into());
    header.extend(parts.iter().map(|p| p.replace('-', "_")));
    let mut out = header.join(",");
    out.push('\n');
    for line in &summary.lines {
        let mut row = vec![
            line.place.to_string(),
            field(&line.name),
            line.colour.as_str().to_owned(),
            line.total.to_string(),
        ];
        row.extend(Kind::ALL.iter().map(|k| line.in_game[*k].to_string()));
        row.extend(Kind::ALL.iter().map(|k| line.final_scoring[*k].to_string()));
        row.push(line.corrections.to_string());
        row.extend(parts.iter().map(|p| part(line, p).to_string()));
        out.push_str(&row.join(","));
        out.push('\n');
    }
    out
}

/// The version of the JSON export: 2 labels the points by kind
/// (`{"road": 3, …}`; 1 gave unlabelled arrays) and names the parts that
/// are not in the kinds.
pub const JSON_VERSION: u32 = 2;

/// The JSON export: the summary with its version and what the kinds leave
/// out.
#[derive(serde::Serialize)]
struct Json<'a> {
    version: u32,
    /// The parts of a total that no kind counts (RULES F2): corrections,
    /// then each expansion's part in use (gold, end cards, deferred
    /// points). `in_game` and `final_scoring` hold the points by kind; a
    /// line's total is their sum, its corrections and its parts.
    not_in_kinds: Vec<&'static str>,
    #[serde(flatten)]
    summary: &'a Summary,
}

/// Everything, as pretty JSON.
pub fn json(summary: &Summary) -> String {
    let mut not_in_kinds = vec!["corrections"];
    not_in_kinds.extend(part_names(summary));
    let json = Json {
        version: JSON_VERSION,
        not_in_kinds,
        summary,
    };
    // Plain data with string keys: serialising cannot fail.
    serde_json::to_string_pretty(&json).unwrap_or_default()
}

fn duration(secs: i64) -> String {
    let minutes = secs / 60;
    if minutes >= 60 {
        format!("{} h {:02} min", minutes / 60, minutes % 60)
    } else {
        format!("{minutes} min")
    }
}

/// A table of places and totals with their parts, then the times.
pub fn markdown(summary: &Summary) -> String {
    let parts = part_names(summary);
    let mut out = String::from("# Carcassonne — results\n\n");
    let _ = writeln!(
        out,
        "Played {} · {} of play{}\n",
        summary.times.started.format("%Y-%m-%d %H:%M UTC"),
        duration(summary.times.played_secs),
        if summary.ended {
            ""
        } else {
            " · not finished"
        }
    );
    let mut header = String::from("| Place | Player | Total |");
    let mut rule = String::from("|---:|---|---:|");
    for kind in Kind::ALL {
        if summary
            .lines
            .iter()
            .any(|l| Summary::kind_points(l, kind) > 0)
        {
            let _ = write!(header, " {} |", capitalised(kind.as_str()));
            rule.push_str("---:|");
        }
    }
    header.push_str(" Corrections |");
    rule.push_str("---:|");
    for p in &parts {
        let _ = write!(header, " {} |", capitalised(&p.replace('-', " ")));
        rule.push_str("---:|");
    }
    let _ = writeln!(out, "{header}\n{rule}");
    for line in &summary.lines {
        let mut row = format!(
            "| {} | {} | **{}** |",
            line.place,
            line.name.replace('|', "\\|"),
            line.total
        );
        for kind in Kind::ALL {
            if summary
                .lines
                .iter()
                .any(|l| Summary::kind_points(l, kind) > 0)
            {
                let _ = write!(row, " {} |", Summary::kind_points(line, kind));
            }
        }
        let _ = write!(row, " {:+} |", line.corrections);
        for p in &parts {
            let detail = line
                .parts
                .iter()
                .find(|x| x.part == *p)
                .and_then(|x| x.count.zip(x.each))
                .filter(|(count, _)| *count > 0)
                .map(|(count, each)| format!(" ({count} × {each})"))
                .unwrap_or_default();
            let _ = write!(row, " {}{detail} |", part(line, p));
        }
        let _ = writeln!(out, "{row}");
    }
    let _ = writeln!(
        out,
        "\n| Player | Turns | Average turn | Longest turn |\n|---|---:|---:|---:|"
    );
    for line in &summary.lines {
        if let Some(t) = summary.times.turns.get(line.seat.index()) {
            let _ = writeln!(
                out,
                "| {} | {} | {} s | {} s |",
                line.name.replace('|', "\\|"),
                t.turns,
                t.average_secs,
                t.longest_secs
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_with_commas_and_quotes_are_quoted() {
        assert_eq!(field("Anna"), "Anna");
        assert_eq!(field("Anna, Maria"), "\"Anna, Maria\"");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
    }
}
