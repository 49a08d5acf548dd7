//! The parts of the Stats screen: a card per player (the numbers large,
//! the last games as bars, where the points came from, rival and
//! nemesis, seats, player counts, expansions) and the tables of the games
//! counted (player counts, records, game nights).

use iced::widget::{Row, column, container, row, space, text};
use iced::{Alignment, Color, Element, Fill, Length, Theme};

use crate::engine::Kind;
use crate::i18n;
use crate::stats::{HeadToHead, Line, Player, Share, Stats};
use crate::t;

use super::super::chart::kind_shade;
use super::super::design::{self, size};
use super::super::kit::{self, Look, Scale};
use super::super::style;
use super::Message;

/// The evenings listed (the latest first).
pub const EVENINGS_SHOWN: usize = 5;
/// The parts of a player's points named; the rest are "other".
const SHARES_NAMED: usize = 6;

/// A player's card; with `merging`, the names they may be merged into.
pub fn card<'a>(p: &Player, merging: Option<&[&str]>, scale: Scale) -> Element<'a, Message> {
    let name = i18n::name(&p.name).into_owned();
    let same_as = kit::touch_button(
        t!("stats-same-person"),
        scale.px(size::SMALL),
        Look::Secondary,
        Some(Message::Merging(if merging.is_some() {
            None
        } else {
            Some(p.name.clone())
        })),
        scale,
    );
    let title = row![
        text(name).size(scale.px(size::HEADING)).width(Fill),
        same_as
    ]
    .spacing(scale.gap())
    .align_y(Alignment::Center);
    let mut parts: Vec<Element<'a, Message>> = vec![title.into()];
    if let Some(others) = merging {
        parts.push(kit::hint(t!("stats-same-person-hint"), scale));
        let chips = others
            .iter()
            .map(|other| {
                kit::choice(
                    t!("stats-merge-into", name = i18n::name(other).into_owned()),
                    false,
                    Message::Merge {
                        name: p.name.clone(),
                        into: (*other).to_owned(),
                    },
                    scale,
                )
            })
            .collect();
        parts.push(kit::choices(chips, scale));
    }
    parts.push(figures(p, scale));
    parts.push(last_games(&p.last, scale));
    if let Some(shares) = shares(&p.shares, scale) {
        parts.push(shares);
    }
    let versus = [
        (p.rival.as_ref(), "stats-rival"),
        (p.nemesis.as_ref(), "stats-nemesis"),
    ];
    let versus: Vec<String> = versus
        .into_iter()
        .filter_map(|(head, id)| head.map(|h| against(id, h)))
        .collect();
    if !versus.is_empty() {
        parts.push(line(versus.join(" · "), scale));
    }
    let seats: Vec<String> = p
        .by_seat
        .iter()
        .map(|(seat, l)| {
            t!(
                "stats-seat",
                seat = *seat,
                rate = percent(l.win_rate()),
                games = l.games
            )
        })
        .collect();
    parts.push(labelled(t!("stats-by-seat"), seats.join(" · "), scale));
    if p.by_count.len() > 1 {
        let counts: Vec<String> = p
            .by_count
            .iter()
            .map(|(players, l)| {
                t!(
                    "stats-count-line",
                    players = *players,
                    games = l.games,
                    average = decimal(l.average())
                )
            })
            .collect();
        parts.push(labelled(t!("stats-by-count"), counts.join(" · "), scale));
    }
    // An expansion none of the player's games had says nothing of them.
    for (word, with, without) in p.by_expansion.iter().filter(|(_, with, _)| with.games > 0) {
        parts.push(labelled(
            i18n::expansion_name(word),
            t!(
                "stats-with-without",
                with = rate_of(with),
                without = rate_of(without)
            ),
            scale,
        ));
    }
    kit::card(kit::stacked(parts, scale), scale).into()
}

/// Every player in a row: the name and the numbers, best first; a tap
/// shows that player's card below.
pub fn table<'a>(
    players: &[Player],
    chosen: Option<&Player>,
    scale: Scale,
) -> Element<'a, Message> {
    let cell = |words: String, bold: bool| -> Element<'a, Message> {
        let mut words = text(words)
            .size(scale.px(size::BODY))
            .wrapping(text::Wrapping::WordOrGlyph);
        if bold {
            words = words.font(kit::bold());
        }
        container(words).width(Length::FillPortion(1)).into()
    };
    let head = |words: String| -> Element<'a, Message> {
        container(kit::hint(words, scale))
            .width(Length::FillPortion(1))
            .into()
    };
    // The rows' strut, so the words stand over the numbers (a pixel high:
    // a row lays out no space of no height, and its gap went with it).
    let mut heads = vec![
        iced::widget::Space::new().width(1).height(1).into(),
        container(kit::hint(t!("stats-player"), scale))
            .width(Length::FillPortion(NAME_PORTION))
            .into(),
    ];
    heads.extend(COLUMNS.iter().map(|id| head(t!(id))));
    let mut rows = vec![
        kit::heading(t!("stats-players"), scale),
        container(Row::with_children(heads).spacing(scale.px(8.0)).width(Fill))
            .padding([0.0, scale.px(12.0)])
            .into(),
    ];
    for p in players {
        // A finger's height at least; more when a long name wraps.
        let strut = iced::widget::Space::new().width(1).height(scale.touch());
        let mut cells = vec![
            strut.into(),
            container(
                text(i18n::name(&p.name).into_owned())
                    .size(scale.px(size::BODY))
                    .wrapping(text::Wrapping::WordOrGlyph),
            )
            .width(Length::FillPortion(NAME_PORTION))
            .into(),
        ];
        cells.extend([
            cell(p.all.games.to_string(), false),
            cell(p.all.wins.to_string(), true),
            cell(percent(p.all.win_rate()), false),
            cell(decimal(p.all.average()), false),
            cell(p.best.to_string(), false),
            cell(p.worst.to_string(), false),
        ]);
        let on = chosen.is_some_and(|c| c.name == p.name);
        let line = Row::with_children(cells)
            .spacing(scale.px(8.0))
            .width(Fill)
            .align_y(Alignment::Center);
        rows.push(
            iced::widget::button(line)
                .padding([0.0, scale.px(12.0)])
                .width(Fill)
                .style(style::tab(on))
                .on_press(Message::Choose(p.name.clone()))
                .into(),
        );
    }
    kit::card(
        iced::widget::Column::from_vec(rows)
            .spacing(scale.px(6.0))
            .width(Fill),
        scale,
    )
    .into()
}

/// The table's columns after the name.
const COLUMNS: [&str; 6] = [
    "stats-games",
    "stats-wins",
    "stats-win-rate",
    "stats-average",
    "stats-best",
    "stats-worst",
];
/// How much wider the name's column is than a number's.
const NAME_PORTION: u16 = 3;

/// The numbers large, each over its word.
fn figures<'a>(p: &Player, scale: Scale) -> Element<'a, Message> {
    let numbers = [
        (p.all.games.to_string(), "stats-games"),
        (p.all.wins.to_string(), "stats-wins"),
        (percent(p.all.win_rate()), "stats-win-rate"),
        (decimal(p.all.average()), "stats-average"),
        (p.best.to_string(), "stats-best"),
        (p.worst.to_string(), "stats-worst"),
    ];
    let cells = numbers.into_iter().map(|(value, id)| {
        column![
            text(value)
                .size(scale.px(size::TOTAL))
                .font(kit::bold())
                .wrapping(text::Wrapping::None),
            kit::hint(t!(id), scale),
        ]
        .spacing(scale.px(2.0))
        .width(Length::FillPortion(1))
        .into()
    });
    Row::with_children(cells)
        .spacing(scale.gap())
        .width(Fill)
        .into()
}

/// The last games as bars, oldest first, and their totals in words.
fn last_games<'a>(totals: &[u32], scale: Scale) -> Element<'a, Message> {
    let max = totals.iter().copied().max().unwrap_or(0).max(1) as f32;
    let high = scale.px(44.0);
    let bars = totals.iter().map(|total| {
        let bar = container(space())
            .width(scale.px(18.0))
            .height((high * *total as f32 / max).max(scale.px(3.0)))
            .style(fill(None));
        container(bar)
            .height(high)
            .align_y(iced::alignment::Vertical::Bottom)
            .into()
    });
    let shown: Vec<String> = totals.iter().map(u32::to_string).collect();
    row![
        Row::with_children(bars).spacing(scale.px(4.0)),
        column![
            kit::hint(t!("stats-last-games", games = totals.len()), scale),
            text(shown.join(" · ")).size(scale.px(size::BODY)),
        ]
        .spacing(scale.px(2.0))
        .width(Fill),
    ]
    .spacing(scale.gap())
    .align_y(Alignment::Center)
    .into()
}

/// Where the points came from: a bar in the kinds' colours and the
/// largest parts in words with their share.
fn shares<'a>(shares: &[(Share, i64)], scale: Scale) -> Option<Element<'a, Message>> {
    let positive: Vec<&(Share, i64)> = shares.iter().filter(|(_, p)| *p > 0).collect();
    let sum: i64 = positive.iter().map(|(_, p)| p).sum();
    if sum == 0 {
        return None;
    }
    let segments = positive.iter().map(|(share, points)| {
        let portion = u16::try_from(*points * 1000 / sum).unwrap_or(1).max(1);
        container(space())
            .width(Length::FillPortion(portion))
            .height(scale.px(16.0))
            .style(fill(Some(share_shade(share))))
            .into()
    });
    let named: Vec<String> = positive
        .iter()
        .take(SHARES_NAMED)
        .map(|(share, points)| {
            t!(
                "stats-share",
                part = share_name(share),
                percent = percent(*points as f64 / sum as f64)
            )
        })
        .collect();
    Some(
        column![
            kit::hint(t!("stats-points-from"), scale),
            Row::with_children(segments).spacing(scale.px(2.0)),
            text(named.join(" · ")).size(scale.px(size::BODY)),
        ]
        .spacing(scale.px(6.0))
        .into(),
    )
}

/// The tables of the games counted: player counts and records (the
/// evenings follow, `StatsScreen::evenings`).
pub fn tables<'a>(stats: &Stats, scale: Scale) -> Vec<Element<'a, Message>> {
    let mut cards = Vec::new();
    if !stats.by_count.is_empty() {
        let mut parts = vec![kit::heading(t!("stats-by-count"), scale)];
        for (players, count) in &stats.by_count {
            parts.push(line(
                t!(
                    "stats-count-line",
                    players = *players,
                    games = count.games,
                    average = decimal(count.average())
                ),
                scale,
            ));
        }
        cards.push(kit::card(kit::stacked(parts, scale), scale).into());
    }
    if !stats.records.is_empty() {
        let mut parts = vec![kit::heading(t!("stats-records"), scale)];
        for r in &stats.records {
            let who = r
                .who
                .as_deref()
                .map(|w| format!(" · {}", i18n::name(w)))
                .unwrap_or_default();
            let day = i18n::day(&r.at.with_timezone(&chrono::Local));
            parts.push(labelled(
                i18n::record_name(&r.what),
                format!("{}{who} · {day}", r.value),
                scale,
            ));
        }
        cards.push(kit::card(kit::stacked(parts, scale), scale).into());
    }
    cards
}

/// An evening's standing in words: "Anna 3 wins, 420 · Bert 1 win, 380".
pub fn standing(evening: &crate::stats::Evening) -> String {
    let each: Vec<String> = evening
        .standing
        .iter()
        .map(|s| {
            t!(
                "stats-standing",
                name = i18n::name(&s.name).into_owned(),
                wins = s.wins,
                points = s.points
            )
        })
        .collect();
    each.join(" · ")
}

/// A line of body text that wraps.
fn line<'a>(words: String, scale: Scale) -> Element<'a, Message> {
    text(words).size(scale.px(size::BODY)).into()
}

/// A small label over a line of body text.
fn labelled<'a>(label: String, words: String, scale: Scale) -> Element<'a, Message> {
    column![kit::hint(label, scale), line(words, scale)]
        .spacing(scale.px(2.0))
        .into()
}

/// "Rival: Bert (4–1)".
fn against(id: &str, head: &HeadToHead) -> String {
    t!(
        id,
        name = i18n::name(&head.name).into_owned(),
        record = head.record()
    )
}

/// "50 % of 4".
fn rate_of(line: &Line) -> String {
    t!(
        "stats-rate-of",
        rate = percent(line.win_rate()),
        games = line.games
    )
}

/// A share as a whole percentage, in the language's form ("42 %").
pub fn percent(rate: f64) -> String {
    t!("stats-percent", percent = (rate * 100.0).round() as i64)
}

/// A number with one decimal, in the language's form ("87,5").
pub fn decimal(value: f64) -> String {
    format!("{value:.1}").replace('.', &t!("decimal-point"))
}

/// A part's name: a kind, an expansion's part, or corrections.
fn share_name(share: &Share) -> String {
    match share {
        Share::Kind(kind) => i18n::kind_name(*kind),
        Share::Part(word) => i18n::part_name(word),
        Share::Corrections => t!("summary-corrections"),
    }
}

/// A part's colour in the bar: a kind's own, the others grey.
fn share_shade(share: &Share) -> Color {
    match share {
        Share::Kind(kind) => kind_shade(*kind),
        Share::Part(_) | Share::Corrections => kind_shade(Kind::Other),
    }
}

/// A filled box: `colour`, or the theme's primary.
fn fill(colour: Option<Color>) -> impl Fn(&Theme) -> container::Style {
    move |theme| {
        let colour = colour.unwrap_or_else(|| design::colour(design::of(theme).primary));
        container::Style {
            background: Some(colour.into()),
            border: iced::border::rounded(3.0),
            ..container::Style::default()
        }
    }
}
