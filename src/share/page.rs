//! What the pages are sent: the state as one viewer may see it
//! ([`Sight`], from the engine's `may_see`), in the table's language, as
//! JSON the page's script draws. Every function here takes a sight, never
//! the game: a page cannot show what its viewer's sight does not hold.

use std::sync::Arc;

use serde::Serialize;

use crate::engine::{
    Answer, Colour, Figure, Game, Phase, PlayerId, Prompt, Question, Sight, Viewer, laps, space,
};
use crate::i18n::{self, Section, figure_name, prompt_text, reason_text};
use crate::look::marks;
use crate::t;

use super::Snapshot;

/// The pages of `game`: the table's and each seat's, in the language on
/// show. `theme` is the app's theme when the table chose one (`None`:
/// each browser follows its own light or dark setting).
pub fn snapshot(game: &Game, theme: Option<&'static str>) -> Snapshot {
    snapshot_posting(game, 0, theme, None)
}

/// [`snapshot`] at the table's `version` (what a phone's request is
/// based on, `crate::table::Table::version`), and once `game` has ended,
/// each player's private page offers `post`, the link that posts the play
/// to BG Stats (`crate::stats::bgstats`); the table page never does (it is
/// the TV's and every phone's: a post is each player's own, on their own
/// phone).
pub fn snapshot_posting(
    game: &Game,
    version: u64,
    theme: Option<&'static str>,
    post: Option<&str>,
) -> Snapshot {
    let moves = game.log().len();
    let mut table = page(&game.sight(Viewer::Table), moves, theme, None);
    table.version = version;
    let table = to_json(&table);
    let seats = game
        .setup()
        .seats()
        .map(|seat| {
            let mut page = page(&game.sight(Viewer::Player(seat)), moves, theme, post);
            page.version = version;
            to_json(&page)
        })
        .collect();
    Snapshot {
        lang: i18n::language().code(),
        version,
        title: t!("app-title"),
        table,
        seats,
    }
}

/// The cards only `name`'s own page shows in `game` (by id: their hand
/// and their cards in play), from that player's sight; `None` if no one
/// of that name plays (names compare trimmed and without case).
pub fn own_cards(game: &Game, name: &str) -> Option<Vec<String>> {
    let wanted = name.trim().to_lowercase();
    let player = game
        .setup()
        .seats()
        .find(|p| game.setup().name(*p).trim().to_lowercase() == wanted)?;
    let sight = game.sight(Viewer::Player(player));
    let mut ids: Vec<String> = i18n::private(&sight, player)
        .into_iter()
        .flat_map(|section| section.blocks)
        .flat_map(|block| match block {
            i18n::Block::Cards { cards, .. } => cards.into_iter().map(|c| c.id).collect(),
            _ => Vec::new(),
        })
        .collect();
    ids.sort();
    Some(ids)
}

/// A sight as the JSON its page draws.
pub fn render(sight: &Sight, moves: usize, theme: Option<&'static str>) -> Arc<str> {
    to_json(&page(sight, moves, theme, None))
}

fn to_json(page: &Page) -> Arc<str> {
    serde_json::to_string(page)
        .unwrap_or_else(|_| "{}".to_owned())
        .into()
}

#[derive(Serialize)]
struct Page {
    lang: &'static str,
    theme: Option<&'static str>,
    /// Commands in the game's log (a page can tell one state from the next).
    moves: usize,
    /// The table's version this state was built at: a phone's request
    /// carries it, and one based on an older version is refused.
    version: u64,
    text: Labels,
    phase: &'static str,
    /// Spaces an expansion marks on the track, with the mark's word
    /// (the page draws `hat` and `tree`, RULES SN2).
    marks: Vec<Marked>,
    /// The banner: whose turn, or the final scoring, or the result.
    banner: String,
    /// Seat of the player the banner is about.
    banner_seat: Option<usize>,
    /// Beside the banner: the turn's number, tiles left.
    facts: Vec<String>,
    players: Vec<Player>,
    queue: Vec<Queued>,
    settle: Vec<Settle>,
    /// Each expansion's boxes (public parts only).
    sections: Vec<Section>,
    result: Option<Standing>,
    mine: Option<Mine>,
    /// On a player's private page of an ended game: the link that posts
    /// the play to BG Stats.
    post: Option<Post>,
    /// On a player's private page: what they may do now from their phone
    /// (`acting.rs`).
    acts: Vec<super::acting::Acting>,
    /// On a player's private page: their own last action may be taken
    /// back (its button's words).
    undo: Option<String>,
    /// On a player's private page: whether the table waits on them now
    /// (the phone vibrates when this turns on).
    asked: bool,
}

/// A link out of the page, opened by a tap (navigation, not a fetch: the
/// page's CSP stays as it is).
#[derive(Serialize)]
struct Post {
    text: String,
    href: String,
}

#[derive(Serialize)]
struct Marked {
    space: u32,
    mark: &'static str,
}

/// Words of the page itself, in the table's language.
#[derive(Serialize)]
struct Labels {
    live: String,
    lost: String,
    retry: String,
    revoked: String,
    scores: String,
    queue: String,
    settle: String,
    follow: String,
    result: String,
    meeple: String,
    messenger: String,
    /// The words of acting from the phone.
    sending: String,
    done: String,
    failed: String,
    mine_to_do: String,
    again: String,
}

#[derive(Serialize)]
struct Player {
    seat: usize,
    name: String,
    mark: String,
    colour: &'static str,
    total: u32,
    active: bool,
    place: usize,
    figures: Vec<Mark>,
    /// What else they hold: gold, cards (counts only).
    holds: Vec<String>,
}

/// A figure on the track.
#[derive(Serialize)]
struct Mark {
    figure: &'static str,
    space: u32,
    laps: u32,
    points: u32,
}

#[derive(Serialize)]
struct Queued {
    seat: usize,
    name: String,
    reason: String,
}

/// What the table must settle or hear now, in large type.
#[derive(Serialize)]
struct Settle {
    seat: Option<usize>,
    /// `read` (a message or card read out), `ask` (a question), `note`.
    tone: &'static str,
    text: String,
    /// The card or message read out: its title and its words.
    title: Option<String>,
    body: Option<String>,
}

#[derive(Serialize)]
struct Standing {
    headline: String,
    lines: Vec<Line>,
}

#[derive(Serialize)]
struct Line {
    seat: usize,
    place: usize,
    name: String,
    total: u32,
    parts: String,
}

/// A player's own part of their private page: each expansion's box of
/// what only their sight holds.
#[derive(Serialize)]
struct Mine {
    seat: usize,
    note: String,
    sections: Vec<Section>,
}

fn colour_name(colour: Colour) -> &'static str {
    colour.as_str()
}

fn seat(player: PlayerId) -> usize {
    player.index()
}

fn labels() -> Labels {
    Labels {
        live: t!("share-live"),
        lost: t!("share-lost", time = "{time}"),
        retry: t!("share-retry", seconds = "{seconds}"),
        revoked: t!("share-revoked"),
        scores: t!("share-scores"),
        queue: t!("share-queue"),
        settle: t!("share-settle"),
        follow: t!("share-follow"),
        result: t!("share-result"),
        meeple: figure_name(Figure::Meeple),
        messenger: figure_name(Figure::Messenger),
        sending: t!("share-act-sending"),
        done: t!("share-act-done"),
        failed: t!("share-act-failed"),
        mine_to_do: t!("share-act-yours"),
        again: t!("share-act-again"),
    }
}

fn page(sight: &Sight, moves: usize, theme: Option<&'static str>, post: Option<&str>) -> Page {
    let setup = &sight.setup;
    let names: Vec<&str> = setup.players.iter().map(|p| p.name.as_str()).collect();
    let marks = marks(names.iter().copied());
    let place = |player: PlayerId| {
        sight
            .ranking
            .iter()
            .find(|(p, _)| *p == player)
            .map_or(0, |(_, place)| *place)
    };
    let players = setup
        .seats()
        .zip(&sight.players)
        .map(|(player, points)| {
            let holds = i18n::held(sight, player);
            Player {
                seat: seat(player),
                name: setup.name(player).to_owned(),
                mark: marks.get(seat(player)).cloned().unwrap_or_default(),
                colour: colour_name(setup.players[seat(player)].colour),
                total: points.total(),
                active: sight.phase != Phase::Ended && sight.turn.player == player,
                place: place(player),
                figures: points
                    .figures
                    .iter()
                    .enumerate()
                    .map(|(i, total)| Mark {
                        figure: Figure::from_index(i).unwrap_or_default().as_str(),
                        space: space(*total),
                        laps: laps(*total),
                        points: *total,
                    })
                    .collect(),
                holds,
            }
        })
        .collect();

    let (banner, banner_seat) = match sight.phase {
        Phase::Playing => {
            let name = setup.name(sight.turn.player);
            let text = match &sight.turn.extra {
                Some(reason) => t!(
                    "share-extra-turn-of",
                    name = name,
                    reason = reason_text(reason)
                ),
                None => t!("turn-of", name = name),
            };
            (text, Some(seat(sight.turn.player)))
        }
        Phase::FinalScoring => (t!("final-title"), None),
        Phase::Ended => (t!("share-game-over"), None),
    };
    let mut facts = Vec::new();
    if sight.phase == Phase::Playing {
        facts.push(t!("share-turn-number", number = sight.turn.number));
        if let Some(tiles) = sight.tiles_left {
            facts.push(t!("tiles-left", count = tiles));
        }
    }

    let queue = sight
        .queue
        .iter()
        .map(|q| Queued {
            seat: seat(q.player),
            name: setup.name(q.player).to_owned(),
            reason: reason_text(&q.reason),
        })
        .collect();

    Page {
        lang: i18n::language().code(),
        theme,
        moves,
        text: labels(),
        phase: match sight.phase {
            Phase::Playing => "playing",
            Phase::FinalScoring => "final-scoring",
            Phase::Ended => "ended",
        },
        marks: setup
            .marked_spaces()
            .into_iter()
            .map(|(space, mark)| Marked { space, mark })
            .collect(),
        banner,
        banner_seat,
        facts,
        players,
        queue,
        settle: settle(sight),
        sections: i18n::sections(sight),
        result: result(sight),
        mine: mine(sight),
        post: post_link(sight, post),
        acts: super::acting::acts(sight),
        undo: sight.own_last.then(|| t!("share-act-undo")),
        asked: match sight.viewer {
            Viewer::Player(player) => sight.questions.iter().any(|q| q.asked == Some(player)),
            Viewer::Table => false,
        },
        version: 0,
    }
}

/// The BG Stats link, on a player's page of an ended game only, and only
/// to BG Stats' own address.
fn post_link(sight: &Sight, post: Option<&str>) -> Option<Post> {
    let href = post.filter(|href| href.starts_with(crate::stats::bgstats::CREATE_PLAY))?;
    let mine = matches!(sight.viewer, Viewer::Player(_));
    (mine && sight.phase == Phase::Ended).then(|| Post {
        text: t!("share-post-bgstats"),
        href: href.to_owned(),
    })
}

fn settle(sight: &Sight) -> Vec<Settle> {
    let setup = &sight.setup;
    // What holds play is the table's question, as the window draws it.
    let asked: Vec<Settle> = sight.questions.iter().map(|q| asked(sight, q)).collect();
    let mut items: Vec<Settle> = Vec::new();
    for prompt in &sight.prompts {
        if matches!(prompt, Prompt::Held(_)) {
            continue;
        }
        let text = prompt_text(setup, prompt);
        let item = if let Some(read) = i18n::read_out(prompt) {
            let seat = read.seat.map(seat);
            // A message or card is read out once per player: the question
            // that waits on the one just drawn reads it, and so does the
            // first notice of it.
            let read_again = |i: &Settle| {
                i.seat == seat && read.body.is_some() && i.body.as_deref() == read.body.as_deref()
            };
            if items.iter().chain(&asked).any(read_again) {
                continue;
            }
            Settle {
                seat,
                tone: "read",
                text,
                title: read.title,
                body: read.body,
            }
        } else {
            let seat = match prompt {
                Prompt::ExtraTurn { player, .. } => Some(seat(*player)),
                _ => None,
            };
            Settle {
                seat,
                tone: "note",
                text,
                title: None,
                body: None,
            }
        };
        items.push(item);
    }
    // A question put to this page's player is theirs to answer among
    // their acts, with its title and read-out: not again here.
    let acts = sight
        .questions
        .iter()
        .map(|q| super::acting::is_act(sight, q));
    items.extend(
        asked
            .into_iter()
            .zip(acts)
            .filter(|(_, act)| !act)
            .map(|(item, _)| item),
    );
    let acting = sight
        .questions
        .iter()
        .any(|q| super::acting::is_act(sight, q));
    for (player, text) in i18n::asks(sight) {
        if acting && sight.viewer == Viewer::Player(player) {
            continue;
        }
        items.push(Settle {
            seat: Some(seat(player)),
            tone: "ask",
            text,
            title: None,
            body: None,
        });
    }
    items
}

/// One question of the table's, as the page shows it: its title, what it
/// reads out, and what may be answered (the main answer first; a long list
/// of picks, such as the message tiles, is the window's to show).
fn asked(sight: &Sight, question: &Question) -> Settle {
    let setup = &sight.setup;
    let mut answers: Vec<&Answer> = question.answers.iter().filter(|a| !a.pick).collect();
    answers.sort_by_key(|a| !a.main);
    let text = answers
        .iter()
        .map(|a| i18n::say(setup, &a.label))
        .collect::<Vec<_>>()
        .join(" · ");
    Settle {
        seat: question.asked.map(seat),
        tone: "ask",
        text,
        title: Some(i18n::say(setup, &question.title)),
        body: question.read_out.as_ref().map(|w| i18n::say(setup, w)),
    }
}

fn result(sight: &Sight) -> Option<Standing> {
    let lines = sight.result.as_ref()?;
    let winners: Vec<&str> = lines
        .iter()
        .filter(|l| l.place == 1)
        .map(|l| l.name.as_str())
        .collect();
    let headline = match winners.as_slice() {
        [one] => t!("summary-winner", name = *one),
        many => t!("summary-shared-win", names = many.join(", ")),
    };
    Some(Standing {
        headline,
        lines: lines
            .iter()
            .map(|line| {
                let mut parts: Vec<String> = Vec::new();
                let in_game = line.in_game.sum();
                let final_scoring = line.final_scoring.sum();
                parts.push(format!("{} {in_game}", t!("summary-in-game")));
                parts.push(format!("{} {final_scoring}", t!("summary-final")));
                if line.corrections != 0 {
                    parts.push(format!(
                        "{} {:+}",
                        t!("summary-corrections"),
                        line.corrections
                    ));
                }
                for part in &line.parts {
                    parts.push(format!("{} {}", i18n::part_name(part.part), part.points));
                }
                Line {
                    seat: line.seat.index(),
                    place: line.place,
                    name: line.name.clone(),
                    total: line.total,
                    parts: parts.join(" · "),
                }
            })
            .collect(),
    })
}

fn mine(sight: &Sight) -> Option<Mine> {
    let Viewer::Player(player) = sight.viewer else {
        return None;
    };
    let sections = i18n::private(sight, player);
    (!sections.is_empty()).then(|| Mine {
        seat: seat(player),
        note: t!("share-private-note"),
        sections,
    })
}
