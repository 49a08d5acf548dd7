//! The layout harness: every screen laid out at every window size, player
//! count and language the app promises, and checked from that one layout.
//!
//! # How it works
//!
//! A [`Frame`] lays an [`App`] out once, at one window size, in the
//! renderer the app uses (tiny-skia), draws it once, and keeps what the
//! renderer was given: every paragraph of text with the space its widget
//! had, every box (quad) with the clip it was drawn in, and every widget
//! id with its bounds. A control is found by tapping: a box whose middle
//! and four corners send the same message is (part of) a control that
//! sends it. Every check reads that one layout; nothing is laid out twice.
//!
//! [`problems`] checks one frame against [`Rules`]: no text clipped, cut
//! by the window or wider than the space its widget had; no text below
//! the least size, and on the game screen none below 22 px in the settle
//! area's words ([`Rules::READ_OUT`]); no word broken between lines (a
//! label cut in a button; hyphens may break, the walk's own long names
//! must); no two controls overlapping; every control inside the window
//! and at least a finger's size. [`Steady`] checks that named boxes (the
//! keypad, *Score*, *End turn*, the totals, the figure choice, …) keep
//! their bounds across the states of one configuration.
//!
//! # Adding a screen
//!
//! A screen is a [`Screen`]: a name, a function that builds its states for
//! a number of players (an [`App`] per state, built in the language on
//! show: texts made at update time are in it), its [`Rules`] and the ids
//! that must stay put. Add it to the list in `tests/layout.rs`; [`walk`]
//! does the rest:
//!
//! ```ignore
//! pub const SCREEN: Screen = Screen {
//!     name: "home",
//!     states: states,           // fn(players: usize) -> Vec<State>
//!     rules: Rules::SCROLLS,    // or Rules::FIXED: nothing may scroll
//!     steady: &[],
//! };
//! ```
//!
//! [`walk`] runs every configuration ([`Config::all`]: 3 sizes × 2 player
//! counts × 4 languages), prints how many it checked, and lists every
//! problem with its configuration and state. `MEEPLE_LAYOUT_SHOTS=DIR`
//! also writes each layout there as a PNG to look at (`MEEPLE_LAYOUT_THEME=
//! dark` for the dark theme). The language on show is
//! process-wide, so the walk is one test and nothing else in its binary
//! may change the language.

#![allow(dead_code)]

pub mod game;
pub mod screens;

use std::collections::BTreeMap;

use iced::{Event, Point, Rectangle, Size, Theme, Transformation, touch};
use iced_runtime::core::text::Paragraph as _;
use iced_runtime::core::widget::{Id, Operation};
use iced_runtime::core::{clipboard, mouse, renderer};
use iced_runtime::user_interface::{Cache, UserInterface};
use iced_tiny_skia::graphics::text::Text as Drawn;
use meeple_companion::app::{self, App, Message};
use meeple_companion::i18n::{self, Language};

/// The window sizes the app promises: the smallest, the usual, full HD.
pub const SIZES: [Size; 3] = [
    Size::new(1100.0, 700.0),
    Size::new(1280.0, 800.0),
    Size::new(1920.0, 1080.0),
];

/// The languages the app speaks.
pub const LANGUAGES: [Language; 4] = [
    Language::English,
    Language::Dutch,
    Language::German,
    Language::Polish,
];

/// The player counts checked: the fewest and the most.
pub const PLAYERS: [usize; 2] = [2, 6];

/// The names of `players` players: 24 'W's (the widest letter, as long as
/// a name may be), "Małgorzata Wiśniewska-Żó" (marks above and below),
/// then more 24-character names of wide letters.
pub fn names(players: usize) -> Vec<String> {
    let mut names = vec!["W".repeat(24), "Małgorzata Wiśniewska-Żó".to_owned()];
    for i in 0..players.saturating_sub(2) {
        names.push(format!("{}{}", "W".repeat(23), ["M", "Q", "O", "D"][i % 4]));
    }
    names.truncate(players);
    names
}

/// One configuration: a window size, a number of players, a language.
#[derive(Debug, Clone, Copy)]
pub struct Config {
    pub size: Size,
    pub players: usize,
    pub language: Language,
}

impl Config {
    /// Every configuration, language by language (the language is set
    /// once per language).
    pub fn all() -> Vec<Config> {
        let mut all = Vec::new();
        for language in LANGUAGES {
            for players in PLAYERS {
                for size in SIZES {
                    all.push(Config {
                        size,
                        players,
                        language,
                    });
                }
            }
        }
        all
    }

    /// "de 1100×700 6p".
    pub fn label(&self) -> String {
        format!(
            "{} {}×{} {}p",
            self.language.code(),
            self.size.width,
            self.size.height,
            self.players
        )
    }
}

/// What a screen promises.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    /// The least size of any text, in logical pixels.
    pub min_text: f32,
    /// Whether every control must be inside the window and at least
    /// [`Rules::min_control`] high and wide (a screen that may scroll
    /// says no).
    pub fixed: bool,
    /// The least height and width of a control.
    pub min_control: f32,
    /// A box (by id) whose words must be at least this large: what the
    /// table reads from across it.
    pub read: Option<(&'static str, f32)>,
}

impl Rules {
    /// A screen where nothing scrolls: every control on screen, 44 px.
    pub const FIXED: Rules = Rules {
        min_text: 14.0,
        fixed: true,
        min_control: 44.0,
        read: None,
    };
    /// The game screen: fixed, and the settle area's words read from
    /// across the table (issue 29: at least 22 px, never shrunk to fit).
    pub const READ_OUT: Rules = Rules {
        read: Some(("settle-words", 22.0)),
        ..Rules::FIXED
    };
    /// A screen that may scroll: texts still fit and controls do not
    /// overlap.
    pub const SCROLLS: Rules = Rules {
        min_text: 14.0,
        fixed: false,
        min_control: 44.0,
        read: None,
    };
}

/// One state of a screen to lay out.
pub struct State {
    /// What it shows ("message drawn").
    pub name: String,
    /// The app in that state.
    pub app: App,
    /// Ids (besides the screen's `steady` ones) that must be on show in
    /// this state.
    pub shows: Vec<&'static str>,
    /// The folder the app saves in, kept as long as the state.
    pub dir: Option<tempfile::TempDir>,
}

impl State {
    pub fn new(name: impl Into<String>, app: App) -> State {
        State {
            name: name.into(),
            app,
            shows: Vec::new(),
            dir: None,
        }
    }

    /// This state must show the boxes with these ids.
    pub fn showing(mut self, ids: &[&'static str]) -> State {
        self.shows.extend_from_slice(ids);
        self
    }
}

/// A screen of the app and how to check it.
pub struct Screen {
    pub name: &'static str,
    /// Its states for this many players, built in the language on show.
    pub states: fn(players: usize) -> Vec<State>,
    pub rules: Rules,
    /// Ids whose bounds must be the same in every state that shows them,
    /// within one configuration.
    pub steady: &'static [&'static str],
}

/// A text the renderer was given.
#[derive(Debug, Clone)]
pub struct TextBox {
    /// Its words (from the widget tree; empty if not matched).
    pub content: String,
    /// Where it is drawn: its top left and the size its words take.
    pub drawn: Rectangle,
    /// The size its words take when no line is left out.
    pub needs: Size,
    /// The space its widget had for it.
    pub space: Size,
    /// The clip it is drawn in (the layer's and its own).
    pub clip: Rectangle,
    /// Its size in logical pixels.
    pub size: f32,
    /// Its widest word, laid out alone on one line: wider than the space
    /// means the word is broken between lines (a label cut in a button).
    pub widest_word: f32,
}

/// A box the renderer drew (a button, a styled container, a key).
#[derive(Debug, Clone, Copy)]
pub struct Boxed {
    pub bounds: Rectangle,
    pub clip: Rectangle,
}

/// A control: bounds that send one message when tapped.
#[derive(Debug, Clone)]
pub struct Control {
    /// What it sends, as `Debug` prints it.
    pub sends: String,
    pub bounds: Rectangle,
}

/// A screen laid out once at one size, drawn once.
pub struct Frame<'a> {
    ui: UserInterface<'a, Message, Theme, iced::Renderer>,
    renderer: iced::Renderer,
    size: Size,
    /// Every text drawn.
    pub texts: Vec<TextBox>,
    /// Every box drawn.
    pub boxes: Vec<Boxed>,
    /// Every widget with an id, with its bounds.
    pub ids: BTreeMap<String, Rectangle>,
    /// The viewports of the scrollables on show.
    pub scrollables: Vec<Rectangle>,
}

/// Collects ids and texts from the widget tree.
#[derive(Default)]
struct Collect {
    ids: BTreeMap<String, Rectangle>,
    texts: Vec<(Rectangle, String)>,
    scrollables: Vec<Rectangle>,
}

impl Operation for Collect {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        operate(self);
    }

    fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
        if let Some(id) = id {
            let _ = self.ids.insert(id_name(id), bounds);
        }
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        _content_bounds: Rectangle,
        _translation: iced::Vector,
        _state: &mut dyn iced_runtime::core::widget::operation::Scrollable,
    ) {
        self.scrollables.push(bounds);
    }

    fn text(&mut self, id: Option<&Id>, bounds: Rectangle, text: &str) {
        if let Some(id) = id {
            let _ = self.ids.insert(id_name(id), bounds);
        }
        self.texts.push((bounds, text.to_owned()));
    }
}

/// An id's name: ids made from a string print it in quotes.
fn id_name(id: &Id) -> String {
    let shown = format!("{id:?}");
    match (shown.find('"'), shown.rfind('"')) {
        (Some(a), Some(b)) if b > a => shown[a + 1..b].to_owned(),
        _ => shown,
    }
}

impl<'a> Frame<'a> {
    /// Lays `app` out in a window of `size` and draws it.
    pub fn new(app: &'a App, size: Size) -> Frame<'a> {
        let mut renderer = iced::Renderer::new(app::FONT, iced::Pixels(16.0));
        let mut ui = UserInterface::build(app.view(), size, Cache::default(), &mut renderer);
        let theme = app::design::theme(false);
        ui.draw(
            &mut renderer,
            &theme,
            &renderer::Style {
                text_color: iced::Color::BLACK,
            },
            mouse::Cursor::Unavailable,
        );
        let mut collect = Collect::default();
        ui.operate(&renderer, &mut collect);
        let mut texts = Vec::new();
        let mut boxes = Vec::new();
        let window = Rectangle::with_size(size);
        for layer in renderer.layers() {
            let layer_clip = layer.bounds.intersection(&window).unwrap_or_default();
            for (quad, _) in &layer.quads {
                boxes.push(Boxed {
                    bounds: quad.bounds,
                    clip: layer_clip,
                });
            }
            for item in &layer.text {
                for text in item.as_slice() {
                    texts.extend(text_box(
                        text,
                        item.transformation(),
                        layer_clip,
                        &collect.texts,
                    ));
                }
            }
        }
        Frame {
            ui,
            renderer,
            size,
            texts,
            boxes,
            ids: collect.ids,
            scrollables: collect.scrollables,
        }
    }

    /// The window.
    pub fn window(&self) -> Rectangle {
        Rectangle::with_size(self.size)
    }

    /// The bounds of the widget with this id, if it is on show.
    pub fn bounds(&self, id: &str) -> Option<Rectangle> {
        self.ids.get(id).copied()
    }

    /// The first text with these words.
    pub fn text(&self, content: &str) -> Option<&TextBox> {
        self.texts.iter().find(|t| t.content == content)
    }

    /// What a mouse click at `point` sends.
    pub fn click(&mut self, point: Point) -> Vec<Message> {
        use iced::mouse::{Button, Event as Mouse};
        self.send(
            &[
                Event::Mouse(Mouse::CursorMoved { position: point }),
                Event::Mouse(Mouse::ButtonPressed(Button::Left)),
                Event::Mouse(Mouse::ButtonReleased(Button::Left)),
            ],
            mouse::Cursor::Available(point),
        )
    }

    /// What a tap of a finger at `point` sends: touch events only (the
    /// window puts the pointer where the finger is, as iced's runtime
    /// does for touch).
    pub fn tap(&mut self, point: Point) -> Vec<Message> {
        let id = touch::Finger(1);
        self.send(
            &[
                Event::Touch(touch::Event::FingerPressed {
                    id,
                    position: point,
                }),
                Event::Touch(touch::Event::FingerLifted {
                    id,
                    position: point,
                }),
            ],
            mouse::Cursor::Available(point),
        )
    }

    fn send(&mut self, events: &[Event], cursor: mouse::Cursor) -> Vec<Message> {
        let mut messages = Vec::new();
        let _ = self.ui.update(
            events,
            cursor,
            &mut self.renderer,
            &mut clipboard::Null,
            &mut messages,
        );
        messages
    }

    /// What a click at `point` sends, printed, for comparing.
    fn sends(&mut self, point: Point) -> String {
        let sent = self.click(point);
        if sent.is_empty() {
            String::new()
        } else {
            format!("{sent:?}")
        }
    }

    /// The controls on show: every box whose middle and corners send the
    /// same message, the outermost of those sending one message.
    pub fn controls(&mut self) -> Vec<Control> {
        let mut seen: Vec<Rectangle> = Vec::new();
        let mut found: Vec<Control> = Vec::new();
        let boxes: Vec<Rectangle> = self
            .boxes
            .iter()
            .map(|b| b.bounds)
            .filter(|b| b.width >= 2.0 && b.height >= 2.0)
            .collect();
        for bounds in boxes {
            if seen.iter().any(|s| same(s, &bounds)) {
                continue;
            }
            seen.push(bounds);
            let middle = self.sends(bounds.center());
            if middle.is_empty() {
                continue;
            }
            let inset = 2.0_f32.min(bounds.width / 4.0).min(bounds.height / 4.0);
            let corners = [
                Point::new(bounds.x + inset, bounds.y + inset),
                Point::new(bounds.x + bounds.width - inset, bounds.y + inset),
                Point::new(bounds.x + inset, bounds.y + bounds.height - inset),
                Point::new(
                    bounds.x + bounds.width - inset,
                    bounds.y + bounds.height - inset,
                ),
            ];
            if corners.into_iter().all(|c| self.sends(c) == middle) {
                found.push(Control {
                    sends: middle,
                    bounds,
                });
            }
        }
        // A box inside another box sending the same message is part of it.
        let all = found.clone();
        found.retain(|c| {
            !all.iter().any(|o| {
                o.sends == c.sends && !same(&o.bounds, &c.bounds) && contains(&o.bounds, &c.bounds)
            })
        });
        found
    }
}

fn same(a: &Rectangle, b: &Rectangle) -> bool {
    (a.x - b.x).abs() < 0.5
        && (a.y - b.y).abs() < 0.5
        && (a.width - b.width).abs() < 0.5
        && (a.height - b.height).abs() < 0.5
}

/// Whether `outer` holds `inner` (half a pixel of slack).
pub fn contains(outer: &Rectangle, inner: &Rectangle) -> bool {
    inner.x >= outer.x - 0.5
        && inner.y >= outer.y - 0.5
        && inner.x + inner.width <= outer.x + outer.width + 0.5
        && inner.y + inner.height <= outer.y + outer.height + 0.5
}

/// Whether two rectangles share more than an edge.
pub fn overlap(a: &Rectangle, b: &Rectangle) -> bool {
    a.x + 0.5 < b.x + b.width
        && b.x + 0.5 < a.x + a.width
        && a.y + 0.5 < b.y + b.height
        && b.y + 0.5 < a.y + a.height
}

/// A drawn text as a [`TextBox`], its words found in the widget tree;
/// `moved` is its group's transformation (a canvas's offset: its labels
/// are placed in the canvas, and each canvas has a layer of its own).
fn text_box(
    text: &Drawn,
    moved: Transformation,
    layer: Rectangle,
    words: &[(Rectangle, String)],
) -> Option<TextBox> {
    match text {
        Drawn::Paragraph {
            paragraph,
            position,
            clip_bounds,
            transformation,
            ..
        } => {
            let live = paragraph.upgrade()?;
            let min = paragraph.min_bounds;
            let drawn = Rectangle::new(*position, min) * *transformation;
            let space = live.bounds();
            // Lines that do not fit the height are dropped from the
            // paragraph: lay it out again without a limit to see them.
            let mut whole = live.clone();
            whole.resize(Size::new(space.width, f32::INFINITY));
            let needs = whole.min_bounds();
            // The widget whose bounds put the words where they are drawn.
            let content = words
                .iter()
                .find(|(bounds, _)| {
                    let at = bounds.anchor(min, paragraph.align_x, paragraph.align_y);
                    (at.x - position.x).abs() < 0.5 && (at.y - position.y).abs() < 0.5
                })
                .map(|(_, words)| words.clone())
                .unwrap_or_default();
            let widest_word = content
                .split_whitespace()
                .filter(|word| !of_a_name(word))
                // A hyphen is a place to break.
                .flat_map(|word| word.split_inclusive('-'))
                .map(|word| {
                    let alone = iced_tiny_skia::graphics::text::Paragraph::with_text(
                        iced_runtime::core::Text {
                            content: word,
                            bounds: Size::INFINITE,
                            size: live.size(),
                            line_height: live.line_height(),
                            font: live.font(),
                            align_x: iced_runtime::core::text::Alignment::Default,
                            align_y: iced::alignment::Vertical::Top,
                            shaping: live.shaping(),
                            wrapping: iced_runtime::core::text::Wrapping::None,
                        },
                    );
                    alone.min_bounds().width
                })
                .fold(0.0, f32::max);
            Some(TextBox {
                content,
                drawn,
                needs,
                space,
                clip: clip_bounds.intersection(&layer).unwrap_or_default(),
                size: live.size().0,
                widest_word,
            })
        }
        Drawn::Cached {
            content,
            bounds,
            size,
            clip_bounds,
            ..
        } => Some(TextBox {
            content: content.clone(),
            // A canvas's label: where it is placed, not its size (the
            // track's own tests check its labels).
            drawn: Rectangle::new(bounds.position(), Size::ZERO) * moved,
            needs: Size::ZERO,
            space: Size::INFINITE,
            clip: (*clip_bounds * moved)
                .intersection(&layer)
                .unwrap_or_default(),
            size: size.0,
            widest_word: 0.0,
        }),
        _ => None,
    }
}

/// A word broken between lines (a label cut in a button, "aufschiebe-n").
fn broken(text: &TextBox, name: &str) -> Option<String> {
    (text.widest_word > text.space.width + 0.5).then(|| {
        format!(
            "{name} breaks a word: {:.0} px wide in {:.0}",
            text.widest_word, text.space.width
        )
    })
}

#[test]
fn the_walk_sees_a_broken_word_but_not_a_long_name() {
    let text = |widest_word: f32, width: f32| TextBox {
        content: "Aufschieben".to_owned(),
        drawn: Rectangle::new(Point::ORIGIN, Size::new(width, 40.0)),
        needs: Size::new(width, 40.0),
        space: Size::new(width, 40.0),
        clip: Rectangle::new(Point::ORIGIN, Size::new(width, 40.0)),
        size: 19.0,
        widest_word,
    };
    assert!(broken(&text(110.0, 100.0), "a").is_some());
    assert!(broken(&text(100.0, 100.0), "a").is_none());
    assert!(of_a_name("WWWWWWWWWWWWWWWWWWWWWWWW:"));
    assert!(of_a_name("Małgo…"));
    assert!(!of_a_name("aufschieben"));
}

/// Whether `word` is (part of, or shortened from) one of the walk's
/// names: a name of 24 letters in one word has to break where the room is
/// narrower, so only the other words are checked for breaking.
fn of_a_name(word: &str) -> bool {
    let bare = word
        .trim_matches(|c: char| !c.is_alphanumeric() && c != '…')
        .trim_end_matches('…');
    names(6)
        .iter()
        .flat_map(|n| n.split_whitespace())
        .any(|part| word.contains(part) || (bare.chars().count() >= 3 && part.starts_with(bare)))
}

/// What is wrong with one frame.
pub fn problems(frame: &mut Frame<'_>, rules: &Rules) -> Vec<String> {
    let mut problems = Vec::new();
    let window = frame.window();
    for text in &frame.texts {
        let name = if text.content.is_empty() {
            format!("a text at {:?}", text.drawn.position())
        } else {
            format!("{:?}", text.content)
        };
        if text.size + 0.01 < rules.min_text {
            problems.push(format!("{name} is {} px", text.size));
        }
        problems.extend(broken(text, &name));
        let needs = Size::new(
            text.drawn.width.max(text.needs.width),
            text.drawn.height.max(text.needs.height),
        );
        if needs.width > text.space.width + 0.5 || needs.height > text.space.height + 0.5 {
            problems.push(format!(
                "{name} needs {:.0}×{:.0} but has {:.0}×{:.0}",
                needs.width, needs.height, text.space.width, text.space.height
            ));
        }
        // On a screen that may scroll, a text at the edge of a scrollable's
        // viewport is scrolled, not cut: only the part in view must fit.
        let scroller = (!rules.fixed)
            .then(|| {
                frame.scrollables.iter().find(|s| {
                    contains(&window, s)
                        && (contains(s, &text.clip) || text.drawn.intersection(s).is_some())
                })
            })
            .flatten();
        let seen = match scroller {
            Some(viewport) => match text.drawn.intersection(viewport) {
                Some(seen) => seen,
                // Scrolled out of view.
                None => continue,
            },
            None => text.drawn,
        };
        if !contains(&text.clip, &seen) {
            problems.push(format!("{name} is cut off ({:?})", text.drawn));
        }
        if !contains(&window, &seen) {
            problems.push(format!("{name} leaves the window ({:?})", text.drawn));
        }
    }
    // Behind an overlay's veil the area is not read; a canvas's labels
    // (the track's numbers) are checked by its own tests.
    if let Some((id, least)) = rules.read
        && let Some(area) = frame.bounds(id)
        && frame.bounds("overlay").is_none()
    {
        for text in &frame.texts {
            let canvas = text.space == Size::INFINITE;
            if !canvas && area.contains(text.drawn.center()) && text.size + 0.01 < least {
                problems.push(format!(
                    "{:?} in {id} is {} px, less than {least}",
                    text.content, text.size
                ));
            }
        }
    }
    // A box inside another that sends the same is part of that control
    // (a key's letter, or a box of the screen under an overlay's veil),
    // not a control of its own.
    let all = frame.controls();
    let controls: Vec<Control> = all
        .iter()
        .filter(|c| {
            !all.iter().any(|outer| {
                outer.sends == c.sends
                    && !same(&outer.bounds, &c.bounds)
                    && overlap(&outer.bounds, &c.bounds)
                    && outer.bounds.width * outer.bounds.height > c.bounds.width * c.bounds.height
            })
        })
        .cloned()
        .collect();
    for (i, a) in controls.iter().enumerate() {
        for b in &controls[i + 1..] {
            if overlap(&a.bounds, &b.bounds)
                && !contains(&a.bounds, &b.bounds)
                && !contains(&b.bounds, &a.bounds)
            {
                problems.push(format!(
                    "controls overlap: {} {:?} and {} {:?}",
                    short(&a.sends),
                    a.bounds,
                    short(&b.sends),
                    b.bounds
                ));
            } else if a.sends != b.sends && overlap(&a.bounds, &b.bounds) {
                problems.push(format!(
                    "a control lies on another: {} {:?} and {} {:?}",
                    short(&a.sends),
                    a.bounds,
                    short(&b.sends),
                    b.bounds
                ));
            }
        }
    }
    if rules.fixed {
        for control in &controls {
            let b = control.bounds;
            if !contains(&window, &b) {
                problems.push(format!(
                    "{} leaves the window ({b:?})",
                    short(&control.sends)
                ));
            }
            if b.width + 0.5 < rules.min_control || b.height + 0.5 < rules.min_control {
                problems.push(format!(
                    "{} is {:.0}×{:.0}, less than {} px",
                    short(&control.sends),
                    b.width,
                    b.height,
                    rules.min_control
                ));
            }
        }
    }
    problems
}

/// A message, shortened for a report.
fn short(sends: &str) -> String {
    let trimmed = sends.trim_start_matches('[').trim_end_matches(']');
    if trimmed.chars().count() > 90 {
        let cut: String = trimmed.chars().take(90).collect();
        format!("{cut}…")
    } else {
        trimmed.to_owned()
    }
}

/// Bounds that must not move between the states of one configuration.
#[derive(Default)]
pub struct Steady {
    seen: BTreeMap<String, (Rectangle, String)>,
}

impl Steady {
    /// Compares the bounds of `ids` in `frame` (state `state`) with the
    /// first state that showed them.
    pub fn check(&mut self, frame: &Frame<'_>, ids: &[&str], state: &str) -> Vec<String> {
        let mut problems = Vec::new();
        for id in ids {
            let Some(bounds) = frame.bounds(id) else {
                continue;
            };
            match self.seen.get(*id) {
                None => {
                    let _ = self
                        .seen
                        .insert((*id).to_owned(), (bounds, state.to_owned()));
                }
                Some((first, first_state)) if !same(first, &bounds) => problems.push(format!(
                    "{id} moved: {first:?} in {first_state:?}, {bounds:?} here"
                )),
                Some(_) => {}
            }
        }
        problems
    }
}

/// What a walk found.
#[derive(Debug, Default)]
pub struct Report {
    /// Configurations checked (size × players × language, per screen).
    pub configurations: usize,
    /// Layouts checked (a configuration in each of its states).
    pub frames: usize,
    pub problems: Vec<String>,
}

impl Report {
    /// Prints the counts; fails listing every problem, if any.
    pub fn assert(self) {
        println!(
            "layout: {} configurations, {} layouts checked",
            self.configurations, self.frames
        );
        if !self.problems.is_empty() {
            let shown: Vec<&String> = self.problems.iter().take(200).collect();
            panic!(
                "{} layout problems:\n{}",
                self.problems.len(),
                shown
                    .iter()
                    .map(|p| p.as_str())
                    .collect::<Vec<_>>()
                    .join("\n")
            );
        }
    }
}

/// Puts English back when a walk ends, even by a panic.
struct English;

impl Drop for English {
    fn drop(&mut self) {
        i18n::set_language(Language::English);
    }
}

/// Whether `MEEPLE_LAYOUT` (words such as `de 1100 6p`, to walk fewer
/// configurations while working on a screen) lets `label` through.
fn wanted(label: &str) -> bool {
    std::env::var("MEEPLE_LAYOUT").map_or(true, |filter| {
        filter
            .split_whitespace()
            .all(|word| label.split_whitespace().any(|part| part.starts_with(word)))
    })
}

/// With `MEEPLE_LAYOUT_SHOTS` set to a folder, writes what `app` shows at
/// `size` there as a PNG (light theme), to look at.
fn picture(app: &App, size: Size, name: &str) {
    let Some(folder) = std::env::var_os("MEEPLE_LAYOUT_SHOTS") else {
        return;
    };
    let file: String = name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    let path = std::path::Path::new(&folder).join(file);
    let _ = std::fs::create_dir_all(&folder);
    let _ = std::fs::remove_file(path.with_extension("png"));
    let mut ui = iced_test::Simulator::with_size(
        iced::Settings {
            default_font: app::FONT,
            ..iced::Settings::default()
        },
        size,
        app.view(),
    );
    let dark = std::env::var("MEEPLE_LAYOUT_THEME").is_ok_and(|t| t == "dark");
    if let Ok(snapshot) = ui.snapshot(&app::design::theme(dark)) {
        let _ = snapshot.matches_image(&path);
    }
}

/// Lays out every screen in every configuration and checks each layout.
pub fn walk(screens: &[Screen]) -> Report {
    let _english = English;
    let mut report = Report::default();
    for language in LANGUAGES {
        i18n::set_language(language);
        for players in PLAYERS {
            for screen in screens {
                let some = SIZES.iter().any(|size| {
                    wanted(&format!(
                        "{} {}×{} {players}p {}",
                        language.code(),
                        size.width,
                        size.height,
                        screen.name
                    ))
                });
                if !some {
                    continue;
                }
                let states = (screen.states)(players);
                for size in SIZES {
                    if !wanted(&format!(
                        "{} {}×{} {players}p {}",
                        language.code(),
                        size.width,
                        size.height,
                        screen.name
                    )) {
                        continue;
                    }
                    let config = Config {
                        size,
                        players,
                        language,
                    };
                    report.configurations += 1;
                    let mut steady = Steady::default();
                    for state in &states {
                        picture(
                            &state.app,
                            size,
                            &format!("{} {} {}", screen.name, config.label(), state.name),
                        );
                        let mut frame = Frame::new(&state.app, size);
                        report.frames += 1;
                        let at = format!("{} {} [{}]", screen.name, config.label(), state.name);
                        let mut found = problems(&mut frame, &screen.rules);
                        found.extend(steady.check(&frame, screen.steady, &state.name));
                        for id in &state.shows {
                            if frame.bounds(id).is_none() {
                                found.push(format!("{id} is not on show"));
                            }
                        }
                        report
                            .problems
                            .extend(found.into_iter().map(|p| format!("{at}: {p}")));
                    }
                }
            }
        }
    }
    report
}
