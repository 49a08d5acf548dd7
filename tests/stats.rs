//! The stats across games (`src/stats`, docs/stats.md) of scripted games
//! with known answers: ties, a shared first place, a player under two
//! spellings then merged, games with and without an expansion, an evening
//! of five games and a game the next day, records, and the BG Stats link.

use chrono::{DateTime, Duration, FixedOffset, NaiveDate, TimeZone, Utc};

use meeple_companion::engine::Kind;
use meeple_companion::engine::notation;
use meeple_companion::stats::*;

/// 20:00 on 1 November 2026 in Warsaw (UTC+1), plus `minutes`.
fn at(minutes: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 1, 19, 0, 0).unwrap() + Duration::minutes(minutes)
}

fn zone() -> FixedOffset {
    FixedOffset::east_opt(3600).unwrap()
}

/// A game of `players` (in seating order) begun at `start` minutes, each
/// scoring a city of the points given, one turn each in seating order,
/// then the final scoring; every command a minute after the last.
fn game(id: &str, start: i64, players: &[&str], points: &[u32], extra: &str) -> Played {
    let colours = ["red", "blue", "green", "yellow", "black", "grey"];
    let mut script = String::new();
    for (name, colour) in players.iter().zip(colours) {
        script.push_str(&format!("player {name} {colour}\n"));
    }
    script.push_str(extra);
    script.push_str("begin\n");
    for (name, points) in players.iter().zip(points) {
        if *points > 0 {
            script.push_str(&format!("score city {points} {name}\n"));
        }
        script.push_str("end-turn\n");
    }
    script.push_str("final-scoring\nend-game\n");
    played(id, start, &script)
}

/// The game `script` plays, begun at `start` minutes, every command a
/// minute after the last.
fn played(id: &str, start: i64, script: &str) -> Played {
    let mut minute = start;
    let game = notation::run(script, || {
        minute += 1;
        at(minute)
    })
    .unwrap_or_else(|e| panic!("{script}: {e}"));
    Played::of(id, at(start), &game).expect("ended")
}

fn all(games: &[Played]) -> Stats {
    compute(games, &Filter::default(), &Names::default(), &zone())
}

fn player<'a>(stats: &'a Stats, name: &str) -> &'a Player {
    stats
        .players
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name} in {:?}", stats.players))
}

#[test]
fn a_game_in_progress_is_not_counted() {
    let script = "player Anna red\nplayer Bert blue\nbegin\nscore city 4 Anna\n";
    let game = notation::run(script, || at(0)).unwrap();
    assert_eq!(Played::of("g", at(0), &game), None);
}

#[test]
fn one_game_reads_its_seats_shares_and_positions() {
    let played = game(
        "g1",
        0,
        &["Anna", "Bert", "Cleo"],
        &[8, 12, 0],
        "start Bert\n",
    );
    let names: Vec<&str> = played.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Anna", "Bert", "Cleo"], "seating order");
    let positions: Vec<usize> = played.seats.iter().map(|s| s.position).collect();
    assert_eq!(positions, [3, 1, 2], "Bert starts");
    let places: Vec<usize> = played.seats.iter().map(|s| s.place).collect();
    assert_eq!(places, [2, 1, 3]);
    assert_eq!(played.seats[1].points, [(Share::Kind(Kind::City), 12)]);
    assert!(played.seats[2].points.is_empty());
    assert!(played.expansions.is_empty());
    assert_eq!(played.started, at(0));
    assert!(played.ended > played.started);
}

#[test]
fn wins_count_a_shared_first_place_for_each() {
    let games = [
        game("g1", 0, &["Anna", "Bert", "Cleo"], &[10, 10, 4], ""),
        game("g2", 60, &["Anna", "Bert", "Cleo"], &[3, 9, 5], ""),
        game("g3", 120, &["Anna", "Bert"], &[20, 2], ""),
    ];
    let stats = all(&games);
    assert_eq!(stats.games, 3);
    let anna = player(&stats, "Anna");
    assert_eq!((anna.all.games, anna.all.wins), (3, 2));
    assert_eq!(anna.all.average(), 11.0);
    assert_eq!((anna.best, anna.worst), (20, 3));
    assert_eq!(anna.last, [10, 3, 20]);
    let bert = player(&stats, "Bert");
    assert_eq!((bert.all.games, bert.all.wins), (3, 2));
    assert!((bert.all.win_rate() - 2.0 / 3.0).abs() < 1e-9);
    let cleo = player(&stats, "Cleo");
    assert_eq!((cleo.all.games, cleo.all.wins), (2, 0));
    // Most wins first, then the win rate, then the name.
    let order: Vec<&str> = stats.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(order, ["Anna", "Bert", "Cleo"]);
    assert_eq!(stats.by_count[&3].games, 2);
    assert_eq!(stats.by_count[&2].games, 1);
    assert_eq!(
        stats.by_count[&2].average(),
        11.0,
        "the average per player of 2-player games"
    );
}

#[test]
fn averages_by_player_count_divide_the_totals_when_shown() {
    // 3 players: 10 + 10 + 4 and 3 + 9 + 5, 41 points in 6 player-games;
    // 2 players: 7 + 2, 9 points in 2 (an odd half each game).
    let games = [
        game("g1", 0, &["Anna", "Bert", "Cleo"], &[10, 10, 4], ""),
        game("g2", 60, &["Anna", "Bert", "Cleo"], &[3, 9, 5], ""),
        game("g3", 120, &["Anna", "Bert"], &[7, 2], ""),
    ];
    let stats = all(&games);
    assert_eq!(stats.by_count[&3].games, 2);
    assert!(
        (stats.by_count[&3].average() - 41.0 / 6.0).abs() < 1e-9,
        "{}",
        stats.by_count[&3].average()
    );
    assert!((stats.by_count[&2].average() - 4.5).abs() < 1e-9);
}

#[test]
fn two_spellings_count_as_one_person_once_merged() {
    let games = [
        game("g1", 0, &["Kasia", "Bert"], &[10, 4], ""),
        game("g2", 60, &["kasia ", "Bert"], &[2, 4], ""),
        game("g3", 120, &["Katarzyna", "Bert"], &[9, 1], ""),
    ];
    let apart = all(&games);
    assert_eq!(apart.players.len(), 3, "Kasia (either case) and Katarzyna");
    // Case and spaces do not count; the latest spelling is shown.
    assert_eq!(player(&apart, "kasia").all.games, 2);
    let names = Names::new([("Kasia".to_string(), "Katarzyna".to_string())]);
    let merged = compute(&games, &Filter::default(), &names, &zone());
    assert_eq!(merged.players.len(), 2);
    let kasia = player(&merged, "Katarzyna");
    assert_eq!((kasia.all.games, kasia.all.wins), (3, 2));
    let bert = player(&merged, "Bert");
    let nemesis = bert.nemesis.as_ref().expect("met three times");
    assert_eq!(
        (nemesis.name.as_str(), nemesis.record()),
        ("Katarzyna", "1\u{2013}2".to_string())
    );
}

#[test]
fn rival_and_nemesis_need_three_games_and_count_finishing_above() {
    let games = [
        game("g1", 0, &["Anna", "Bert", "Cleo"], &[9, 5, 1], ""),
        game("g2", 60, &["Anna", "Bert", "Cleo"], &[9, 9, 1], ""),
        game("g3", 120, &["Anna", "Bert", "Cleo"], &[2, 5, 1], ""),
        game("g4", 180, &["Anna", "Dora"], &[1, 9], ""),
        game("g5", 240, &["Anna", "Dora"], &[1, 9], ""),
    ];
    let stats = all(&games);
    let anna = player(&stats, "Anna");
    // Cleo: beaten 3 times; Bert: 1 won, 1 lost, 1 shared (an even
    // record: neither); Dora: 2 games only.
    let rival = anna.rival.as_ref().unwrap();
    assert_eq!(
        (rival.name.as_str(), rival.met, rival.won, rival.lost),
        ("Cleo", 3, 3, 0)
    );
    assert_eq!(anna.nemesis, None);
    let bert = player(&stats, "Bert");
    assert_eq!(
        bert.rival.as_ref().map(HeadToHead::record),
        Some("3\u{2013}0".to_string())
    );
    assert_eq!(bert.nemesis, None);
    let cleo = player(&stats, "Cleo");
    assert_eq!(cleo.rival, None, "beat no one");
    // Lost 3 times to Anna and to Bert: the name breaks the tie.
    let nemesis = cleo.nemesis.as_ref().unwrap();
    assert_eq!(
        (nemesis.name.as_str(), nemesis.record()),
        ("Anna", "0\u{2013}3".to_string())
    );
    assert_eq!(player(&stats, "Dora").nemesis, None, "met Anna twice only");
}

#[test]
fn win_rate_by_seat_follows_the_start_player() {
    let games = [
        game("g1", 0, &["Anna", "Bert"], &[9, 1], ""),
        game("g2", 60, &["Anna", "Bert"], &[9, 1], "start Bert\n"),
        game("g3", 120, &["Anna", "Bert"], &[1, 9], "start Bert\n"),
    ];
    let stats = all(&games);
    let anna = player(&stats, "Anna");
    assert_eq!((anna.by_seat[&1].games, anna.by_seat[&1].wins), (1, 1));
    assert_eq!((anna.by_seat[&2].games, anna.by_seat[&2].wins), (2, 1));
}

#[test]
fn an_evening_is_a_run_of_games_less_than_three_hours_apart() {
    // Five games of one evening (each begun within 3 h of the last one's
    // end), then one the next day.
    let mut games: Vec<Played> = (0..5)
        .map(|i| {
            game(
                &format!("e{i}"),
                i * 90,
                &["Anna", "Bert"],
                &[5 + i as u32, 6],
                "",
            )
        })
        .collect();
    games.push(game("next", 24 * 60, &["Anna", "Bert"], &[7, 1], ""));
    let stats = all(&games);
    assert_eq!(stats.evenings.len(), 2);
    let [next, evening] = &stats.evenings[..] else {
        unreachable!()
    };
    assert_eq!(next.games, ["next"]);
    assert_eq!(evening.games, ["e0", "e1", "e2", "e3", "e4"]);
    assert_eq!(evening.day, NaiveDate::from_ymd_opt(2026, 11, 1).unwrap());
    // Anna 5..9 against Bert's 6: Bert wins e0 and e1 (5, 6 shared), Anna e2..e4.
    let standing: Vec<(&str, u32, u64)> = evening
        .standing
        .iter()
        .map(|s| (s.name.as_str(), s.wins, s.points))
        .collect();
    assert_eq!(standing, [("Anna", 4, 35), ("Bert", 2, 30)]);
    let tonight = Filter {
        this_evening: true,
        ..Filter::default()
    };
    let only = compute(&games, &tonight, &Names::default(), &zone());
    assert_eq!(only.games, 1, "the evening holding the latest game");
}

#[test]
fn filters_by_local_day_players_and_expansions() {
    let games = [
        // 23:30 on 1 November in Warsaw is 22:30 UTC: still the 1st.
        game("late", 210, &["Anna", "Bert"], &[5, 1], ""),
        // 00:30 on the 2nd.
        game("after", 330, &["Anna", "Cleo"], &[5, 1], ""),
        game("sn", 600, &["Bert", "Cleo"], &[5, 1], "saint-nicholas\n"),
    ];
    let day = NaiveDate::from_ymd_opt(2026, 11, 1).unwrap();
    let first = Filter {
        from: Some(day),
        to: Some(day),
        ..Filter::default()
    };
    assert_eq!(compute(&games, &first, &Names::default(), &zone()).games, 1);
    let with = Filter {
        players: vec!["cleo".into()],
        ..Filter::default()
    };
    let cleo = compute(&games, &with, &Names::default(), &zone());
    assert_eq!(cleo.games, 2);
    assert!(cleo.unknown_players.is_empty());
    let nobody = Filter {
        players: vec!["Zed".into()],
        ..Filter::default()
    };
    let empty = compute(&games, &nobody, &Names::default(), &zone());
    assert_eq!(
        (empty.games, empty.unknown_players.clone()),
        (0, vec!["Zed".to_string()])
    );
    let sn = Filter {
        expansions: vec!["saint-nicholas".into()],
        ..Filter::default()
    };
    assert_eq!(compute(&games, &sn, &Names::default(), &zone()).games, 1);
    let bert = player(&all(&games), "Bert").clone();
    let (word, with, without) = bert
        .by_expansion
        .iter()
        .find(|e| e.0 == "saint-nicholas")
        .unwrap();
    assert_eq!(
        (
            word.as_str(),
            with.games,
            with.wins,
            without.games,
            without.wins
        ),
        ("saint-nicholas", 1, 1, 1, 0)
    );
}

#[test]
fn records_keep_the_first_game_to_reach_them() {
    let games = [
        played(
            "g1",
            0,
            "player Anna red\nplayer Bert blue\nbegin\nscore city 30 Anna\nextra-turn Bert\n\
             end-turn\nscore city 10 Bert\nend-turn\nend-turn\nfinal-scoring\nend-game\n",
        ),
        game("g2", 60, &["Anna", "Bert"], &[12, 30], ""),
        game("g3", 120, &["Anna", "Bert"], &[7, 7], ""),
    ];
    let stats = all(&games);
    let records: Vec<(&str, u32, &str, Option<&str>)> = stats
        .records
        .iter()
        .map(|r| (r.what.as_str(), r.value, r.game.as_str(), r.who.as_deref()))
        .collect();
    assert_eq!(
        records,
        [
            ("highest-total", 30, "g1", Some("Anna")),
            ("biggest-margin", 20, "g1", Some("Anna")),
            ("most-extra-turns", 1, "g1", None),
        ]
    );
    assert_eq!(games[0].extra_turns, 1);
}

#[test]
fn an_expansions_record_and_words_come_from_the_games_that_use_it() {
    let script = include_str!("scripts/all-four.txt");
    let four = played("four", 0, script);
    assert_eq!(
        four.expansions,
        ["saint-nicholas", "messages", "christmas", "gold-mines"]
    );
    assert_eq!(four.records, [("longest-message-chain".to_string(), 1)]);
    let anna = &four.seats[0];
    assert_eq!(
        anna.points.iter().map(|p| p.1).sum::<i64>(),
        i64::from(anna.total)
    );
    assert!(
        anna.points.contains(&(Share::Part("gold".into()), 2)),
        "{:?}",
        anna.points
    );
    // Message 3's points move the messenger onto another dark space: a
    // second message in the same turn (RULES MSG3).
    let chain = played(
        "chain",
        60,
        "player Anna red\nplayer Bert blue\nmessages\nshuffle messages 3 1 4 6 8 2 7 5\nbegin\n\
         score city 5 Anna\nend-turn\ncarry-out messenger cloister 4\ncarry-out road 3\n\
         end-turn\nfinal-scoring\nend-game\n",
    );
    let base = game("base", 120, &["Anna", "Bert"], &[1, 2], "");
    assert!(base.records.is_empty(), "no messages, no record of them");
    let stats = all(&[four, chain, base]);
    let longest = stats
        .records
        .iter()
        .find(|r| r.what == "longest-message-chain")
        .unwrap();
    assert_eq!((longest.value, longest.game.as_str()), (2, "chain"));
}

/// Every key of a JSON value, with its path (`players[].rank`).
fn keys(value: &serde_json::Value, path: &str, into: &mut std::collections::BTreeSet<String>) {
    match value {
        serde_json::Value::Object(map) => {
            for (key, inner) in map {
                let at = if path.is_empty() {
                    key.clone()
                } else {
                    format!("{path}.{key}")
                };
                into.insert(at.clone());
                keys(inner, &at, into);
            }
        }
        serde_json::Value::Array(items) => {
            for item in items {
                keys(item, &format!("{path}[]"), into);
            }
        }
        _ => {}
    }
}

#[test]
fn the_bg_stats_link_carries_the_play_with_the_published_examples_fields() {
    use meeple_companion::stats::bgstats::{BGG_ID, BgPlay, CREATE_PLAY};
    let names = Names::new([("kasia".to_string(), "Katarzyna".to_string())]);
    let game = game(
        "g1",
        75,
        &["Anna", "Kasia", "Bert"],
        &[12, 12, 4],
        "start Kasia\n",
    );
    let play = BgPlay::of(&game, &names, "Saint Nicholas scoring board", &zone());
    let link = play.link();
    assert!(link.starts_with(CREATE_PLAY), "{link}");
    assert_eq!(BgPlay::from_link(&link), Some(play.clone()), "decodes back");
    let value: serde_json::Value = serde_json::to_value(&play).unwrap();
    assert_eq!(value["sourcePlayId"], "g1");
    assert_eq!(value["playDate"], "2026-11-01 21:15:00", "local time");
    assert_eq!(value["game"]["bggId"], BGG_ID);
    assert_eq!(value["board"], "Saint Nicholas scoring board");
    assert!(value["durationMin"].is_i64());
    let players: Vec<(String, String, u64, u64, bool, bool, String)> = value["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["sourcePlayerId"].as_str().unwrap().to_string(),
                p["score"].as_u64().unwrap(),
                p["rank"].as_u64().unwrap(),
                p["winner"].as_bool().unwrap(),
                p["startPlayer"].as_bool().unwrap(),
                p["role"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let row = |n: &str, id: &str, s, r, w, st, c: &str| {
        (n.to_string(), id.to_string(), s, r, w, st, c.to_string())
    };
    assert_eq!(
        players,
        [
            row("Anna", "anna", 12, 1, true, false, "red"),
            row("Katarzyna", "katarzyna", 12, 1, true, true, "blue"),
            row("Bert", "bert", 4, 3, false, false, "green"),
        ]
    );
    // The same keys as BG Stats' published example, no other.
    let example: serde_json::Value =
        serde_json::from_str(include_str!("bgstats/example-play.json")).unwrap();
    let (mut ours, mut theirs) = Default::default();
    keys(&value, "", &mut ours);
    keys(&example, "", &mut theirs);
    assert_eq!(ours, theirs);
}

/// Every key of a JSON value with the kind of its value (`string`,
/// `number`, `bool`, …), by path.
fn typed_keys(value: &serde_json::Value) -> std::collections::BTreeMap<String, &'static str> {
    fn kind(value: &serde_json::Value) -> &'static str {
        match value {
            serde_json::Value::Null => "null",
            serde_json::Value::Bool(_) => "bool",
            serde_json::Value::Number(_) => "number",
            serde_json::Value::String(_) => "string",
            serde_json::Value::Array(_) => "array",
            serde_json::Value::Object(_) => "object",
        }
    }
    fn walk(
        value: &serde_json::Value,
        path: &str,
        into: &mut std::collections::BTreeMap<String, &'static str>,
    ) {
        match value {
            serde_json::Value::Object(map) => {
                for (key, inner) in map {
                    let at = if path.is_empty() {
                        key.clone()
                    } else {
                        format!("{path}.{key}")
                    };
                    into.insert(at.clone(), kind(inner));
                    walk(inner, &at, into);
                }
            }
            serde_json::Value::Array(items) => {
                for item in items {
                    walk(item, &format!("{path}[]"), into);
                }
            }
            _ => {}
        }
    }
    let mut into = std::collections::BTreeMap::new();
    walk(value, "", &mut into);
    into
}

/// Three ended games: Kasia under two spellings (merged), a shared first
/// place in the second.
fn three_games() -> (Vec<Played>, Names) {
    let names = Names::new([("kasia".to_string(), "Katarzyna".to_string())]);
    let games = vec![
        game(
            "g2",
            75,
            &["Anna", "Kasia", "Bert"],
            &[12, 12, 4],
            "start Kasia\n",
        ),
        game("g1", 0, &["Bert", "Anna"], &[3, 8], ""),
        game("g3", 150, &["katarzyna ", "Anna"], &[9, 2], ""),
    ];
    (games, names)
}

#[test]
fn the_bg_stats_file_has_the_keys_and_types_of_bg_stats_own_files() {
    use meeple_companion::i18n::board;
    use meeple_companion::stats::bgstats_file::BgFile;
    let (games, names) = three_games();
    let file = BgFile::of(&games, &names, board, &zone());
    let ours: serde_json::Value = serde_json::from_str(&file.to_json()).unwrap();
    let example: serde_json::Value =
        serde_json::from_str(include_str!("bgstats/example-file.json")).unwrap();
    let (ours_typed, theirs_typed) = (typed_keys(&ours), typed_keys(&example));
    for (key, kind) in &ours_typed {
        assert_eq!(
            theirs_typed.get(key),
            Some(kind),
            "{key}: a key of BG Stats' file, of the same type"
        );
    }
    // What BG Stats' file has and ours leaves out: where a game was
    // played and whose phone it is, which the app does not know.
    let left_out: Vec<&str> = theirs_typed
        .keys()
        .filter(|k| !ours_typed.contains_key(*k))
        .map(String::as_str)
        .collect();
    assert_eq!(
        left_out,
        [
            "locations[].id",
            "locations[].modificationDate",
            "locations[].name",
            "locations[].uuid",
            "plays[].locationRefId",
            "userInfo",
            "userInfo.meRefId",
        ]
    );
}

#[test]
fn the_bg_stats_file_holds_the_games_field_by_field_with_one_player_per_merged_name() {
    use meeple_companion::i18n::board;
    use meeple_companion::stats::bgstats_file::{BgFile, id_of};
    let (games, names) = three_games();
    let file = BgFile::of(&games, &names, board, &zone());
    let players: Vec<(u32, &str, String)> = file
        .players
        .iter()
        .map(|p| (p.id, p.name.as_str(), p.uuid.clone()))
        .collect();
    assert_eq!(
        players,
        [
            (1, "Bert", id_of("player", "bert").to_string()),
            (2, "Anna", id_of("player", "anna").to_string()),
            (3, "Katarzyna", id_of("player", "katarzyna").to_string()),
        ],
        "in the order they first played, Kasia and \"katarzyna \" as one"
    );
    assert_eq!(
        file.players[2].modification_date, "2026-11-01 22:36:00",
        "when their last game ended"
    );
    let ids: Vec<String> = file.plays.iter().map(|p| p.uuid.clone()).collect();
    assert_eq!(
        ids,
        ["g1", "g2", "g3"].map(|g| id_of("play", g).to_string()),
        "oldest first"
    );
    let game = &file.games[0];
    assert_eq!(
        (game.id, game.bgg_id, game.name.as_str()),
        (1, 822, "Carcassonne")
    );
    let play = &file.plays[1];
    assert_eq!(play.play_date, "2026-11-01 21:15:00", "local time");
    assert_eq!(play.entry_date, "2026-11-01 21:23:00", "when it ended");
    assert_eq!(play.game_ref_id, 1);
    assert_eq!(play.duration_min, games[0].minutes);
    let scores: Vec<(&str, bool, bool, u32, &str, usize, usize)> = play
        .player_scores
        .iter()
        .map(|s| {
            (
                s.score.as_str(),
                s.winner,
                s.start_player,
                s.player_ref_id,
                s.role.as_str(),
                s.rank,
                s.seat_order,
            )
        })
        .collect();
    assert_eq!(
        scores,
        [
            ("12", true, false, 2, "red", 1, 0),
            ("12", true, true, 3, "blue", 1, 1),
            ("4", false, false, 1, "green", 3, 2),
        ]
    );
}

#[test]
fn exporting_twice_gives_the_same_bytes_whatever_the_order_given() {
    use meeple_companion::i18n::board;
    use meeple_companion::stats::bgstats_file::BgFile;
    let (games, names) = three_games();
    let once = BgFile::of(&games, &names, board, &zone()).to_json();
    let mut turned = games.clone();
    turned.reverse();
    assert_eq!(BgFile::of(&turned, &names, board, &zone()).to_json(), once);
    assert_eq!(BgFile::of(&games, &names, board, &zone()).to_json(), once);
    // One game alone keeps its play's and its players' ids.
    let alone = BgFile::of(&games[..1], &names, board, &zone());
    let all = BgFile::of(&games, &names, board, &zone());
    assert_eq!(alone.plays[0].uuid, all.plays[1].uuid);
    let uuid_of = |file: &BgFile, name: &str| {
        file.players
            .iter()
            .find(|p| p.name == name)
            .map(|p| p.uuid.clone())
    };
    assert_eq!(uuid_of(&alone, "Katarzyna"), uuid_of(&all, "Katarzyna"));
}
