//! The guided final scoring (RULES F1) and the summary (F2) at the GUI:
//! forward through the steps, back, undo, the results with their charts in
//! light and dark, and a rematch.

mod snapshot;
mod ui;

use chrono::{TimeZone, Utc};
use iced_test::Error;
use meeple_companion::app::Screen;
use meeple_companion::engine::notation;
use meeple_companion::store::{SavedGame, Store};
use ui::{app, click, shown_totals, simulator, smallest, totals};

/// Anna and Bert with The Messages and Gold Mines, turns over, saved and
/// resumed from Home.
fn resumed(dir: &tempfile::TempDir) -> Result<meeple_companion::app::App, Error> {
    let at = || Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap();
    let script = "player Anna red\nplayer Bert blue\nmessages\ngold-mines\n\
                  shuffle messages 1 2 3 4 5 6 7 8\nbegin\n\
                  score city 7 Anna/messenger\ngold-tile\ngold city 2 Anna\nend-turn\n\
                  score road 3 Bert\nfinal-scoring\n";
    let game = notation::run(script, at).unwrap();
    let store = Store::at(dir.path());
    store
        .save(&SavedGame {
            id: "final".into(),
            created: at(),
            game,
        })
        .unwrap();
    let mut app = app(dir);
    click(&mut app, "Results").or_else(|_| click(&mut app, "Resume"))?;
    assert!(
        matches!(app.screen(), Screen::Game(_)),
        "{:?}",
        app.screen()
    );
    Ok(app)
}

#[test]
fn f1_the_steps_forward_back_and_undo() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(&dir)?;
    // 1. MSG8: the merged figures, shown.
    let _ = simulator(&app).find("Anna: 0 + 7 = 7")?;
    // 2. A road of 3 tiles for Anna, shared with Bert.
    click(&mut app, "Next: Features")?;
    // On the entry: the rows choose the holders, the kinds what it is, the
    // keypad's + nudges the count.
    for label in ["Anna", "Bert", "Road", "+", "+", "+"] {
        click(&mut app, label)?;
    }
    let _ = simulator(&app).find("Add 3 (road) for each of 2 players")?;
    click(&mut app, "Add")?;
    assert_eq!(totals(&app), vec![10, 6]);
    // Anna stays chosen for her next feature; a tap on Bert adds him.
    for label in ["Bert", "+"] {
        click(&mut app, label)?;
    }
    let _ = simulator(&app).find("Add 1 (road) for each of 2 players")?;
    // Back to the first step, then undo the road.
    click(&mut app, "1. Figures")?;
    let _ = simulator(&app).find("Anna: 0 + 7 = 7")?;
    click(&mut app, "Undo")?;
    assert_eq!(totals(&app), vec![7, 3]);
    // As in play, what was undone offers its redo.
    let _ = simulator(&app).find("Redo this")?;
    // 3. GM5: Anna's 2 pieces are worth 2, in the totals on show from
    // this step on (F1), though the game adds them only as it ends.
    assert_eq!(shown_totals(&app), vec![7, 3], "before the gold step");
    click(&mut app, "3. Gold")?;
    let _ = simulator(&app).find("Anna: 2 × 1 = 2")?;
    assert_eq!(shown_totals(&app), vec![9, 3], "at the gold step");
    assert_eq!(totals(&app), vec![7, 3]);
    click(&mut app, "Next: Results")?;
    assert_eq!(shown_totals(&app), vec![9, 3], "at the results");
    click(&mut app, "End game and show the results")?;
    let Screen::Summary(summary) = app.screen() else {
        panic!("{:?}", app.screen())
    };
    assert_eq!(summary.saved().game.state().totals(), vec![9, 3]);
    Ok(())
}

#[test]
fn f2_the_summary_with_its_charts_in_light_and_dark() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(&dir)?;
    click(&mut app, "4. Results")?;
    click(&mut app, "End game and show the results")?;
    {
        let mut ui = simulator(&app);
        let _ = ui.find("Anna wins!")?;
        let _ = ui.find("Score over the game")?;
        let _ = ui.find("Points by kind")?;
        // Issue 19, bug 4: the bars say what they leave out of the total.
        let _ = ui.find("7 in the bar; the total 9 also counts Gold +2")?;
        snapshot::assert_matches(
            &ui.snapshot(&meeple_companion::app::design::theme(false))?,
            "tests/snapshots/summary_light",
        )?;
    }
    let mut ui = simulator(&app);
    snapshot::assert_matches(
        &ui.snapshot(&meeple_companion::app::design::theme(true))?,
        "tests/snapshots/summary_dark",
    )
}

#[test]
fn f2_save_summary_and_rematch() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let mut app = resumed(&dir)?;
    click(&mut app, "4. Results")?;
    click(&mut app, "End game and show the results")?;
    click(&mut app, "Save summary")?;
    // Issue 19, bug 1: the summary goes to a folder of its own, nothing
    // new lies beside the saves, and the listing finds only the game.
    for ending in ["csv", "json", "md"] {
        let path = dir.path().join(format!("summaries/final.{ending}"));
        assert!(path.exists(), "{} was not written", path.display());
        let beside = dir.path().join(format!("final-summary.{ending}"));
        assert!(!beside.exists(), "{} was written", beside.display());
    }
    let listing = Store::at(dir.path()).list();
    assert_eq!(listing.len(), 1, "{listing:?}");
    // The news shows where Save summary was pressed, in the smallest window.
    {
        let mut ui = smallest(&app);
        let news = format!(
            "Summary written to {} (.csv, .json, .md); the Markdown is on the clipboard.",
            dir.path().join("summaries/final.md").display()
        );
        let shown = ui.find(news.as_str())?.visible_bounds().expect("visible");
        let button = ui.find("Save summary")?.visible_bounds().expect("visible");
        assert!(
            shown.y >= 0.0 && shown.y + shown.height <= 700.0,
            "{shown:?}"
        );
        assert!(
            (button.y - (shown.y + shown.height)).abs() < 100.0,
            "the news {shown:?} is far from the button {button:?}"
        );
    }
    click(&mut app, "Rematch")?;
    let Screen::Game(game) = app.screen() else {
        panic!("{:?}", app.screen())
    };
    let saved = game.saved();
    let setup = saved.game.setup();
    assert_eq!(setup.players[1].name, "Bert");
    assert!(setup.messages.is_some() && setup.gold.is_some());
    assert_eq!(saved.game.state().totals(), vec![0, 0]);
    Ok(())
}

/// Home as a history: finished games apart with their winner, totals over
/// games per player, and deleting a game after asking.
#[test]
fn home_lists_finished_games_with_totals_and_deletes_after_asking() -> Result<(), Error> {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let at = || Utc.with_ymd_and_hms(2026, 12, 6, 20, 0, 0).unwrap();
    for (id, script) in [
        (
            "won-by-anna",
            "player Anna red\nplayer Bert blue\nscore city 8 Anna\nend-game\n",
        ),
        (
            "shared",
            "player Anna red\nplayer Bert blue\nscore city 8 Anna Bert\nend-game\n",
        ),
        (
            "playing",
            "player Anna red\nplayer Cleo green\nscore road 2 Cleo\n",
        ),
    ] {
        let game = notation::run(script, at).unwrap();
        store
            .save(&SavedGame {
                id: id.into(),
                created: at(),
                game,
            })
            .unwrap();
    }
    let mut app = app(&dir);
    {
        let mut ui = simulator(&app);
        // The one game in progress is on the Resume card, not listed again
        // under "In progress" (issue 32).
        let _ = ui.find("Resume")?;
        assert!(ui.find("In progress").is_err());
        let _ = ui.find("Finished games")?;
    }
    click(&mut app, "Totals")?;
    {
        let mut ui = simulator(&app);
        let _ = ui.find("Games won")?;
    }
    let games: Vec<_> = store
        .list()
        .into_iter()
        .filter_map(|l| match l {
            meeple_companion::store::Listing::Game(g) => Some(g),
            _ => None,
        })
        .collect();
    let refs: Vec<_> = games.iter().collect();
    let tally = meeple_companion::app::home::tally(&refs);
    assert_eq!(tally[0], ("Anna".to_owned(), 2, 2));
    assert_eq!(tally[1], ("Bert".to_owned(), 2, 1));
    // Delete asks first, and "Keep it" keeps it.
    ui::update(
        &mut app,
        meeple_companion::app::Message::Home(meeple_companion::app::home::Message::Delete(
            "playing".into(),
        )),
    );
    click(&mut app, "Keep it")?;
    assert!(dir.path().join("playing.json").exists());
    ui::update(
        &mut app,
        meeple_companion::app::Message::Home(meeple_companion::app::home::Message::Delete(
            "playing".into(),
        )),
    );
    let _ = simulator(&app).find("Delete it")?;
    click(&mut app, "Delete it")?;
    assert!(!dir.path().join("playing.json").exists());
    assert!(simulator(&app).find("In progress").is_err());
    Ok(())
}
