//! End-to-end tests of Christmas Present in the notation: scripts are fed
//! to the real binary (`meeple-companion replay -`) and the JSON report or
//! the refusal is checked. Rule ids refer to RULES.md.

use serde_json::json;

mod replay;
use replay::{documented_output, refused, replay};

const SCRIPT: &str = include_str!("scripts/christmas.txt");

/// A deck order with `top` first and the rest in card order.
fn order(top: &[u16]) -> String {
    let mut cards = top.to_vec();
    cards.extend((1..=32).filter(|n| !top.contains(n)));
    let words: Vec<String> = cards.iter().map(u16::to_string).collect();
    words.join(" ")
}

fn game(cloister: &[u16], roadside: &[u16]) -> String {
    format!(
        "player Anna red\nplayer Bert blue\nplayer Cleo green\ntiles 200\nchristmas\nshuffle cloister {}\nshuffle roadside {}\n",
        order(cloister),
        order(roadside)
    )
}

fn lines(script: &str) -> usize {
    script.lines().count()
}

#[test]
fn the_documented_christmas_game_xp3_to_xp8() {
    let report = replay(SCRIPT);
    assert_eq!(
        documented_output(SCRIPT),
        report["christmas"],
        "docs/notation.md shows the christmas part of example (g)"
    );
    let totals: Vec<u64> = report["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_u64().unwrap())
        .collect();
    // Anna: 3 (card) + 4 (road) + 5 (loop road, normal) + 8 (supply) + 6
    // (deferred); Bert: 10 (loop road card) + 6 (card) + 6 (farm) + 6.
    assert_eq!(totals, vec![26, 28]);
    assert_eq!(
        report["christmas"]["end-cards"],
        json!({"Anna": 8, "Bert": 0})
    );
    assert_eq!(
        report["christmas"]["deferred-paid"],
        json!({"Anna": 6, "Bert": 6})
    );
}

#[test]
fn the_report_shows_decks_hands_discard_and_in_play() {
    let script = format!(
        "{}draw cloister\ndraw roadside\nuse against Bert\n",
        game(&[17], &[15])
    );
    let report = replay(&script);
    let christmas = &report["christmas"];
    assert_eq!(christmas["decks"], json!({"cloister": 31, "roadside": 31}));
    assert_eq!(christmas["hands"]["Anna"], json!(["shield"]));
    assert_eq!(
        christmas["shield-question"],
        json!({"by": "Anna", "card": "tiebreaker-road", "asked": ["Bert"]})
    );
    assert_eq!(report["prompts"][0]["prompt"], "held");
    assert_eq!(report["prompts"][0]["players"], json!(["Bert"]));
    let answered = replay(&format!("{script}shield Bert no\n"));
    assert_eq!(
        answered["christmas"]["in-play"],
        json!([{"owner": "Anna", "card": "tiebreaker-road"}])
    );
}

#[test]
fn xp3_a_second_draw_from_one_deck_for_one_tile_is_refused() {
    let script = format!("{}draw cloister\ndraw cloister\n", game(&[15], &[]));
    refused(
        &script,
        lines(&script),
        "a cloister card was already drawn for this tile",
    );
}

#[test]
fn xp3_a_draw_from_an_empty_deck_is_refused() {
    let mut script = game(&[], &[]);
    for number in 1..=32 {
        script.push_str("draw roadside\n");
        if number <= 20 {
            script.push_str("use none\n");
        }
        script.push_str("another-tile\n");
    }
    script.push_str("draw roadside\n");
    refused(
        &script,
        lines(&script),
        "the roadside deck is empty; the discard pile is never reshuffled",
    );
}

#[test]
fn xp4_a_card_not_in_hand_or_out_of_turn_is_refused() {
    let script = format!(
        "{}draw cloister\nplay Anna city-plain 4\n",
        game(&[15], &[])
    );
    refused(
        &script,
        lines(&script),
        "Anna has no city-plain card in hand",
    );
    let script = format!("{}draw cloister\nplay Bert loop-road 4\n", game(&[15], &[]));
    refused(
        &script,
        lines(&script),
        "Bert may play a card only in their own turn",
    );
    let script = format!("{}draw cloister\nplay Anna shield\n", game(&[17], &[]));
    refused(&script, lines(&script), "a shield is played only when");
}

/// XP4: each line that names a card gets the same answer for a player who
/// may not act, whether they hold the card or not.
#[test]
fn xp4_refusals_tell_nothing_of_another_players_hand() {
    // Bert draws a loop road (15) or a city card (21), then it is Cleo's
    // turn; at final scoring Anna's supply card (27) is revealed first.
    let script = |bert: u16, line: &str| {
        format!(
            "{}draw cloister\nend-turn\ndraw cloister\nend-turn\n{line}\n",
            game(&[27, bert], &[])
        )
    };
    for line in [
        "play Bert loop-road 4",
        "discard Bert loop-road",
        "final-scoring\nreveal Bert loop-road",
    ] {
        let holding = script(15, line);
        let lacking = script(21, line);
        let at = lines(&holding);
        assert_eq!(
            refused(&holding, at, ""),
            refused(&lacking, at, ""),
            "{line}"
        );
    }
    let discard = script(15, "discard Bert loop-road");
    refused(
        &discard,
        lines(&discard),
        "Bert may discard a card only in their own turn",
    );
    let reveal = script(15, "final-scoring\nreveal Bert loop-road");
    refused(
        &reveal,
        lines(&reveal),
        "the next end card to reveal is Anna's supply",
    );
}

#[test]
fn xp4_ending_a_turn_with_more_than_five_cards_is_refused() {
    let mut script = game(&[15, 16, 17, 18, 19, 20], &[]);
    for _ in 0..6 {
        script.push_str("draw cloister\nanother-tile\n");
    }
    script.push_str("end-turn\n");
    refused(
        &script,
        lines(&script),
        "the hand holds 6 cards; discard 1 before the turn ends",
    );
    script.push_str("discard Anna draw-two\nend-turn\n");
    let report = replay(&script.replacen("end-turn\ndiscard", "discard", 1));
    assert_eq!(report["active"], "Bert");
    assert_eq!(report["christmas"]["discard"], json!(["draw-two"]));
}

#[test]
fn xp6_yes_needs_a_shield_in_hand() {
    let script = format!(
        "{}draw roadside\nuse against Bert Cleo\nshield Bert yes\n",
        game(&[], &[5])
    );
    refused(&script, lines(&script), "Bert has no shield in hand");
    let script = format!(
        "{}draw roadside\nuse against Bert Cleo\nshield Cleo no\n",
        game(&[], &[5])
    );
    refused(&script, lines(&script), "the shield question is for Bert");
}

#[test]
fn f1_xp7_pay_deferred_is_step_4_of_the_final_scoring() {
    let start = format!("{}defer road Anna=6 Bert=6\n", game(&[], &[]));
    let script = format!("{start}pay-deferred\n");
    refused(
        &script,
        lines(&script),
        "the deferred points are paid at final scoring, after the final features",
    );
    // Right after the merge nothing is paid; the ledger waits for step 4.
    let script = format!("{start}final-scoring\nscore farm 3 Cleo\n");
    let report = replay(&script);
    let totals = |report: &serde_json::Value| -> Vec<u64> {
        report["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["total"].as_u64().unwrap())
            .collect()
    };
    assert_eq!(totals(&report), vec![0, 0, 3]);
    assert_eq!(report["christmas"]["deferred"].as_array().unwrap().len(), 1);
    let paid = replay(&format!("{script}pay-deferred\n"));
    assert_eq!(totals(&paid), vec![6, 6, 3]);
    assert_eq!(paid["christmas"]["deferred"], json!([]));
    let script = format!("{script}pay-deferred\nscore farm 3 Anna\n");
    refused(
        &script,
        lines(&script),
        "the deferred points are paid; undo to enter more final features",
    );
    let undone = replay(&script.replace("score farm 3 Anna\n", "undo\nscore farm 3 Anna\n"));
    assert_eq!(totals(&undone), vec![3, 0, 3]);
    // end-game gives step 4 first, also straight from play.
    let ended = replay(&format!("{start}end-game\n"));
    assert_eq!(totals(&ended), vec![6, 6, 0]);
}

#[test]
fn xp9_a_shuffle_is_checked_at_its_own_line() {
    let script = "player Anna red\nplayer Bert blue\nchristmas\nshuffle cloister 1 2 3\nbegin\n";
    refused(
        script,
        4,
        "the cloister deck has 32 cards, and this order names 3; name each once",
    );
    let script = format!(
        "player Anna red\nplayer Bert blue\nchristmas\nshuffle roadside {} 33\n",
        order(&[])
    );
    refused(
        &script,
        4,
        "card 33 is not in the roadside deck: its cards are 1 to 32",
    );
    let script = format!(
        "player Anna red\nplayer Bert blue\nchristmas\nshuffle roadside 7 {}\n",
        order(&[])
    );
    refused(
        &script,
        4,
        "card 7 is named twice; name each card of the roadside deck once",
    );
    // Without Christmas Present a card deck is refused when the game
    // begins, at the shuffle line (it used to be ignored).
    let script = format!(
        "player Anna red\nplayer Bert blue\nshuffle cloister {}\nscore city 3 Anna\n",
        order(&[])
    );
    refused(
        &script,
        3,
        "shuffle cloister: this game is played without Christmas Present",
    );
}

#[test]
fn export_writes_the_shuffles_with_a_warning_and_replays_the_same_game() {
    use meeple_companion::engine::notation;
    let clock = || chrono::DateTime::<chrono::Utc>::UNIX_EPOCH;
    let game = notation::run(SCRIPT, clock).expect("the example replays");
    let text = notation::export(&game);
    assert!(text.contains("# Christmas Present: the deck orders below tell every hand"));
    assert!(text.contains("\nshuffle cloister 1 15 17 27 3 5"));
    assert!(text.contains("\nplay Bert loop-road 5 with Anna\n"));
    assert!(text.contains("\nscore farm 6 Bert\npay-deferred\nend-game\n"));
    let again = notation::run(&text, clock).expect("the export replays");
    assert_eq!(again.state(), game.state());
    assert_eq!(notation::export(&again), text);
}

/// Figures (MSG1) are written the same ways on Christmas Present's lines:
/// `use 2 …`, `play … 2 TILES`, `with NAME/2`, `defer … NAME/2=…`.
#[test]
fn figures_are_accepted_the_same_ways_on_christmas_lines() {
    let with = |cloister: &[u16]| {
        format!(
            "player Anna red\nplayer Bert blue\ntiles 200\nmessages\nshuffle messages 3 1 4 6 8 2 7 5\nchristmas\nshuffle cloister {}\nshuffle roadside {}\n",
            order(cloister),
            order(&[])
        )
    };
    let (start, loop_road) = (with(&[3]), with(&[15]));
    let messenger = |report: &serde_json::Value, player: usize| {
        report["players"][player]["figures"][1]["total"]
            .as_u64()
            .unwrap()
    };
    for word in ["messenger", "Messenger", "2"] {
        // An unfinished road of 3 at 2 per tile, on the messenger.
        let report = replay(&format!("{start}draw cloister\nuse {word} road 3\n"));
        assert_eq!(messenger(&report, 0), 6, "use {word}");
        // The loop road card: Anna 2 per tile on her messenger, Bert 1 per
        // tile on his.
        let report = replay(&format!(
            "{loop_road}draw cloister\nplay Anna loop-road {word} 4 with Bert/{word}\n"
        ));
        assert_eq!(
            (messenger(&report, 0), messenger(&report, 1)),
            (8, 4),
            "play {word}"
        );
        let report = replay(&format!(
            "{start}defer road Anna/{word}=5\nfinal-scoring\nend-game\n"
        ));
        assert_eq!(totals_of(&report), vec![5, 0], "defer {word}");
    }
    // Without a figure, a number after a bonus card is its tiles.
    let report = replay(&format!(
        "{loop_road}draw cloister\nplay Anna loop-road 2\n"
    ));
    assert_eq!(totals_of(&report), vec![4, 0]);
    assert_eq!(messenger(&report, 0), 0);
}

fn totals_of(report: &serde_json::Value) -> Vec<u64> {
    report["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_u64().unwrap())
        .collect()
}
