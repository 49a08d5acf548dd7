//! Setup: players in seating order with colours, the start player, the
//! tile counter and the expansions.
//!
//! Each expansion's section is a module of its own, in the one shape of
//! [`ExpansionSection`]: the options it reads from a setup and writes into
//! one, the choices it takes, and its view, lifted with `.map` into the
//! screen's [`Message`] (iced's guide, "Scaling Applications"). The
//! sections are registered once, in `sections!` below; the screen names
//! none. Sections share `section` and `option_group`.

pub mod christmas;
pub mod gold;
pub mod messages;
pub mod saint_nicholas;
#[cfg(test)]
pub mod sample;
#[macro_use]
mod section;

pub use section::{ExpansionSection, Switched};

// In the order the screen shows them.
sections! {
    saint_nicholas => SaintNicholas,
    messages => Messages,
    gold => Gold,
    christmas => Christmas,
    #[cfg(test)]
    sample => Sample,
}

use iced::widget::{
    Radio, button, checkbox, column, container, responsive, row, scrollable, space, text,
    text_input,
};
use iced::{Alignment, Border, Element, Fill, Theme};

use crate::engine::{
    BASE_TILES, Colour, Game, MAX_PLAYERS, MIN_PLAYERS, PlayerId, PlayerSetup, Setup, Shuffles,
    decks,
};
use crate::i18n::{colour_name, setup_error};
use crate::t;

use super::design::{self, size};
use super::kit::{self, Look, Scale};
use super::{palette, style};

/// The setup being filled in.
#[derive(Debug, Clone)]
pub struct SetupScreen {
    players: Vec<PlayerSetup>,
    start: usize,
    count_tiles: bool,
    tiles: String,
    expansions: Sections,
    error: Option<String>,
    /// Whether the table changed an option or the tiles, so the last
    /// game's choices, arriving late, do not overwrite theirs.
    touched: bool,
    /// Whether this fixes the setup of a game under way.
    editing: bool,
    /// Whether Ctrl is held (Ctrl+Enter in a name field starts the game).
    ctrl: bool,
    /// While fixing: the setup last replayed to preview, and the players
    /// whose hands that replay changes (named before the fix is applied).
    preview: Option<(Setup, Vec<String>)>,
}

/// What the player did.
#[derive(Debug, Clone)]
pub enum Message {
    /// A name was typed.
    Name(usize, String),
    /// A colour was picked.
    Colour(usize, Colour),
    /// Another player joins.
    Add,
    /// A player leaves.
    Remove(usize),
    /// A player moves one seat earlier.
    Up(usize),
    /// This player starts.
    StartPlayer(usize),
    /// The tile counter was switched.
    CountTiles(bool),
    /// The tile count was typed.
    Tiles(String),
    /// A choice in an expansion's section.
    Expansion(Choice),
    /// Enter in a seat's name field: on to the next field, or from the
    /// last one to the expansions (Ctrl+Enter starts the game instead).
    NameEntered(usize),
    /// Ctrl was pressed or let go (Ctrl+Enter in a name field starts).
    Ctrl(bool),
    /// Start the game.
    Begin,
    /// Back to the home screen.
    Back,
}

/// What the app should do.
#[derive(Debug, Clone)]
pub enum Action {
    /// Nothing.
    None,
    /// Back to the home screen.
    Back,
    /// Start this game.
    Start(Box<Game>),
    /// Put the cursor in this seat's name field.
    Focus(usize),
    /// Leave the name fields and bring the expansions into view, the first
    /// expansion's switch at the top.
    ShowExpansions,
    /// Replay the game on this fixed setup.
    Apply(Box<Setup>),
}

/// The id of the scrolling part of the screen (players, tiles, expansions).
pub const PAGE_ID: &str = "setup-page";

/// The id of the expansions' part of the screen.
pub const EXPANSIONS_ID: &str = "setup-expansions";

/// Keys of the setup screen that are messages: Ctrl+Enter starts the game
/// (from anywhere but a name field, which says so itself, see
/// [`Message::NameEntered`]); Ctrl held or let go.
pub fn key_message(event: &iced::keyboard::Event) -> Option<Message> {
    use iced::keyboard::{Event, Key, key::Named};
    match event {
        Event::KeyPressed {
            key: Key::Named(Named::Enter),
            modifiers,
            ..
        } if modifiers.control() => Some(Message::Begin),
        Event::ModifiersChanged(modifiers) => Some(Message::Ctrl(modifiers.control())),
        _ => None,
    }
}

/// Scrolls the setup page so that the expansions' part is at its top (the
/// first switch in view) and leaves the name fields. iced 0.14's switches
/// take no keyboard focus, so this is where Enter in the last name takes
/// the table: to the next thing to choose.
pub fn show_expansions<M: 'static + Send>() -> iced::Task<M> {
    use iced::widget::operation::AbsoluteOffset;
    use iced::{Rectangle, Vector};
    use iced_core::widget::operation::{Outcome, Scrollable, scrollable::scroll_to};
    use iced_core::widget::{Id, Operation};
    #[derive(Default)]
    struct Find {
        content_top: Option<f32>,
        target_top: Option<f32>,
    }
    impl Operation for Find {
        fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
            operate(self);
        }
        fn scrollable(
            &mut self,
            id: Option<&Id>,
            _bounds: Rectangle,
            content_bounds: Rectangle,
            _translation: Vector,
            _state: &mut dyn Scrollable,
        ) {
            if id == Some(&Id::new(PAGE_ID)) {
                self.content_top = Some(content_bounds.y);
            }
        }
        fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
            if id == Some(&Id::new(EXPANSIONS_ID)) {
                self.target_top = Some(bounds.y);
            }
        }
        fn finish(&self) -> Outcome<()> {
            match (self.content_top, self.target_top) {
                (Some(content), Some(target)) => Outcome::Chain(Box::new(scroll_to(
                    Id::new(PAGE_ID),
                    AbsoluteOffset {
                        x: None,
                        y: Some((target - content).max(0.0)),
                    },
                ))),
                _ => Outcome::None,
            }
        }
    }
    iced::Task::batch([
        // Focusing an id no field has leaves every field.
        iced::widget::operation::focus(Id::new("setup-no-field")),
        iced_runtime::task::widget(Find::default()).discard(),
    ])
}

/// Tab and Shift+Tab move between the name fields (and any other field).
pub fn key<M: 'static + Send>(event: &iced::keyboard::Event) -> iced::Task<M> {
    use iced::keyboard::{Event, Key, key::Named};
    match event {
        Event::KeyPressed {
            key: Key::Named(Named::Tab),
            modifiers,
            ..
        } => {
            if modifiers.shift() {
                iced::widget::operation::focus_previous()
            } else {
                iced::widget::operation::focus_next()
            }
        }
        _ => iced::Task::none(),
    }
}

impl SetupScreen {
    /// A setup offering `recent` players again, or two empty seats.
    pub fn new(recent: Vec<PlayerSetup>) -> SetupScreen {
        let players = if recent.len() >= MIN_PLAYERS {
            recent
        } else {
            vec![
                PlayerSetup::new("", Colour::ALL[0]),
                PlayerSetup::new("", Colour::ALL[1]),
            ]
        };
        SetupScreen {
            players,
            start: 0,
            count_tiles: true,
            tiles: BASE_TILES.to_string(),
            expansions: Sections::default(),
            error: None,
            touched: false,
            editing: false,
            ctrl: false,
            preview: None,
        }
    }

    /// The setup of a game under way, to fix it.
    pub fn editing(setup: &Setup) -> SetupScreen {
        let mut screen = SetupScreen::new(setup.players.clone());
        screen.remember(setup);
        screen.start = setup.start_player.index();
        screen.editing = true;
        screen
    }

    /// The setup the fix screen's note was last worked out for.
    pub fn previewed(&self) -> Option<&Setup> {
        self.preview.as_ref().map(|(setup, _)| setup)
    }

    /// Names, before the fix is applied, the players whose hands the
    /// replay on `setup` changes (their phones will need their new code).
    pub fn show_hands_changed(&mut self, setup: Setup, players: Vec<String>) {
        self.preview = Some((setup, players));
    }

    /// The players the fix screen names as getting other cards in hand,
    /// if the setup as it stands is the one previewed.
    pub fn hands_changed(&self) -> &[String] {
        match (&self.preview, self.setup()) {
            (Some((previewed, players)), Ok(setup)) if *previewed == setup => players,
            _ => &[],
        }
    }

    /// Shows why the fixed setup cannot be applied.
    pub fn show_error(&mut self, error: String) {
        self.error = Some(error);
    }

    /// Offers the expansions and options of the last game again (its
    /// players are offered already), unless the table has changed them.
    pub fn remember(&mut self, last: &Setup) {
        if self.touched {
            return;
        }
        self.expansions.read(last);
        self.count_tiles = last.tiles.is_some();
        self.tiles = last
            .tiles
            .unwrap_or_else(|| self.default_tiles())
            .to_string();
    }

    /// The engine setup these choices make, or why there is none.
    pub fn setup(&self) -> Result<Setup, String> {
        let tiles = if self.count_tiles {
            let count = self
                .tiles
                .trim()
                .parse::<u32>()
                .map_err(|_| t!("setup-tiles-not-a-number", value = self.tiles.as_str()))?;
            Some(count)
        } else {
            None
        };
        // The engine checks names (and trims them when the game starts).
        let players = self.players.clone();
        let start = u8::try_from(self.start).unwrap_or(0);
        let mut setup = Setup::new(players);
        setup.start_player = PlayerId(start);
        setup.tiles = tiles;
        self.expansions.write(&mut setup);
        // New players: no hidden characters, 1 to 24 as a reader counts.
        for (seat, player) in setup.players.iter().enumerate() {
            crate::engine::validate_name(&player.name)
                .map_err(|e| setup_error(&e.at_seat(seat)))?;
        }
        setup.validate().map_err(|e| setup_error(&e))?;
        Ok(setup)
    }

    /// Handles one message.
    pub fn update(&mut self, message: Message) -> Action {
        self.error = None;
        if matches!(
            message,
            Message::CountTiles(_) | Message::Tiles(_) | Message::Expansion(_)
        ) {
            self.touched = true;
        }
        match message {
            Message::Name(seat, name) => {
                if let Some(player) = self.players.get_mut(seat) {
                    player.name = name;
                }
            }
            Message::Colour(seat, colour) => {
                // Taking a colour someone has swaps the two, so colours stay unique.
                let old = self.players.get(seat).map(|p| p.colour);
                if let (Some(old), Some(other)) =
                    (old, self.players.iter().position(|p| p.colour == colour))
                {
                    self.players[other].colour = old;
                }
                if let Some(player) = self.players.get_mut(seat) {
                    player.colour = colour;
                }
            }
            Message::Add => {
                if self.players.len() < MAX_PLAYERS {
                    let colour = Colour::ALL
                        .into_iter()
                        .find(|c| self.players.iter().all(|p| p.colour != *c))
                        .unwrap_or(Colour::Purple);
                    self.players.push(PlayerSetup::new("", colour));
                    return Action::Focus(self.players.len() - 1);
                }
            }
            Message::Remove(seat) => {
                if self.players.len() > MIN_PLAYERS && seat < self.players.len() {
                    self.players.remove(seat);
                    if self.start >= self.players.len() || self.start > seat {
                        self.start = self.start.saturating_sub(1);
                    }
                }
            }
            Message::Up(seat) => {
                if seat > 0 && seat < self.players.len() {
                    self.players.swap(seat, seat - 1);
                    if self.start == seat {
                        self.start -= 1;
                    } else if self.start == seat - 1 {
                        self.start += 1;
                    }
                }
            }
            Message::StartPlayer(seat) => self.start = seat.min(self.players.len() - 1),
            Message::CountTiles(on) => self.count_tiles = on,
            Message::Tiles(value) => {
                if value.chars().all(|c| c.is_ascii_digit()) && value.len() <= 3 {
                    self.tiles = value;
                }
            }
            Message::Expansion(choice) => {
                // T6: the default count follows the expansions (80 with
                // Gold Mines); a count the table typed stays.
                let before = self.default_tiles();
                self.expansions.update(choice);
                if self.tiles.trim() == before.to_string() {
                    self.tiles = self.default_tiles().to_string();
                }
            }
            Message::Back => return Action::Back,
            Message::Ctrl(held) => self.ctrl = held,
            Message::NameEntered(_) if self.ctrl => return self.update(Message::Begin),
            Message::NameEntered(seat) => {
                return if seat + 1 < self.players.len() {
                    Action::Focus(seat + 1)
                } else {
                    Action::ShowExpansions
                };
            }
            Message::Begin if self.editing => match self.setup() {
                Ok(setup) => return Action::Apply(Box::new(setup)),
                Err(error) => self.error = Some(error),
            },
            Message::Begin => {
                match self.setup().and_then(|setup| {
                    // The app brings the randomness: the engine never shuffles.
                    let mut shuffles = Shuffles::new();
                    shuffles.fill(&decks(&setup), fastrand::shuffle);
                    Game::begin(setup, &shuffles).map_err(|e| setup_error(&e))
                }) {
                    Ok(game) => return Action::Start(Box::new(game)),
                    Err(error) => self.error = Some(error),
                }
            }
        }
        Action::None
    }

    /// Draws the screen: the header with Back, then players, tiles and
    /// expansions (the part that scrolls), and a bar with Start game and
    /// any error that always stays in view.
    pub fn view(&self) -> Element<'_, Message> {
        responsive(move |room| self.page(Scale::of(room))).into()
    }

    fn page(&self, scale: Scale) -> Element<'_, Message> {
        let header = kit::header(
            Some((t!("setup-back"), Message::Back)),
            if self.editing {
                t!("setup-fix-title")
            } else {
                t!("setup-title")
            },
            Vec::new(),
            scale,
        );

        let mut players = vec![
            kit::heading(t!("setup-players"), scale),
            kit::hint(t!("setup-players-hint"), scale),
        ];
        for (seat, player) in self.players.iter().enumerate() {
            players.push(self.player_row(seat, player, scale));
        }
        if self.players.len() < MAX_PLAYERS {
            players.push(
                kit::touch_button(
                    t!("setup-add-player"),
                    scale.px(size::BODY),
                    Look::Secondary,
                    Some(Message::Add),
                    scale,
                )
                .into(),
            );
        }

        let field = text_input("71", &self.tiles)
            .on_input_maybe(self.count_tiles.then_some(Message::Tiles))
            .size(scale.px(size::BODY))
            .padding(field_padding(scale))
            .width(scale.px(110.0));
        let tiles = vec![
            kit::heading(t!("setup-tiles"), scale),
            row![
                touch(
                    scale,
                    checkbox(self.count_tiles)
                        .label(t!("setup-count-tiles"))
                        .on_toggle(Message::CountTiles)
                ),
                field,
            ]
            .spacing(scale.gap())
            .align_y(Alignment::Center)
            .into(),
            kit::hint(t!("setup-tiles-hint"), scale),
        ];

        let mut body = Vec::new();
        if self.editing {
            body.push(
                text(t!("setup-fix-hint"))
                    .size(scale.px(size::BODY))
                    .style(style::subtle)
                    .into(),
            );
        }
        body.push(kit::card(kit::stacked(players, scale), scale).into());
        body.push(kit::card(kit::stacked(tiles, scale), scale).into());
        body.push(
            container(self.expansions(scale))
                .id(iced::widget::Id::new(EXPANSIONS_ID))
                .into(),
        );

        let footer = self.footer(scale);
        column![
            kit::page(header, scale),
            scrollable(kit::page(kit::stacked(body, scale), scale))
                .id(iced::widget::Id::new(PAGE_ID))
                .height(Fill),
            kit::bar(footer, scale),
        ]
        .into()
    }

    /// The bar under the page: any error, whose hands a fix changes, and
    /// Start game (or Apply), which stay in view however long the page.
    fn footer(&self, scale: Scale) -> iced::widget::Column<'_, Message> {
        // The start button and any error stay in view however long the
        // page; the error above, so Start game stays where it is.
        let mut footer = column![].spacing(scale.px(10.0)).width(Fill);
        if let Some(error) = &self.error {
            footer = footer.push(
                container(text(error.as_str()).size(scale.px(size::BODY)))
                    .padding([scale.px(8.0), scale.px(14.0)])
                    .width(Fill)
                    .style(style::problem),
            );
        }
        // Before the fix is applied: whose hands the replay changes (their
        // phones will need new codes). Above the button, as the error.
        let moved = if self.editing {
            self.hands_changed()
        } else {
            &[]
        };
        if !moved.is_empty() {
            footer = footer.push(
                container(
                    text(t!("setup-fix-hands", names = moved.join(", ")))
                        .size(scale.px(size::BODY)),
                )
                .padding([scale.px(8.0), scale.px(14.0)])
                .width(Fill)
                .style(style::card),
            );
        }
        footer = footer.push(
            row![
                space().width(Fill),
                kit::with_id(
                    "setup-start",
                    kit::touch_button(
                        if self.editing {
                            t!("setup-fix-apply")
                        } else {
                            t!("setup-start")
                        },
                        scale.px(size::HEADING),
                        Look::Primary,
                        Some(Message::Begin),
                        scale,
                    )
                    .padding([scale.px(6.0), scale.px(36.0)]),
                ),
            ]
            .width(Fill),
        );
        footer
    }

    /// One seat: its number in the player's colour, the name, who starts,
    /// Move up and Remove; under them the colours to pick from.
    fn player_row<'a>(
        &'a self,
        seat: usize,
        player: &'a PlayerSetup,
        scale: Scale,
    ) -> Element<'a, Message> {
        let swatch = scale.px(32.0);
        let swatches =
            Colour::ALL
                .into_iter()
                .fold(row![].spacing(scale.px(6.0)), |swatches, colour| {
                    let chosen = player.colour == colour;
                    swatches.push(
                        button(
                            container(space().width(swatch).height(swatch))
                                .style(move |theme: &Theme| swatch_style(theme, colour)),
                        )
                        .padding((scale.touch() - swatch) / 2.0)
                        .style(style::swatch_pick(chosen))
                        .on_press(Message::Colour(seat, colour)),
                    )
                });
        let starts = self.start == seat;
        let badge = container(
            text((seat + 1).to_string())
                .size(scale.px(size::LABEL))
                .font(kit::bold())
                .color(palette::on_player_colour(player.colour)),
        )
        .center_x(scale.touch())
        .center_y(scale.touch())
        .style(style::name_tag(player.colour));
        let line = row![
            badge,
            text_input(&t!("setup-name-placeholder", seat = seat + 1), &player.name)
                .id(name_id(seat))
                .on_input(move |name| Message::Name(seat, name))
                .on_submit(Message::NameEntered(seat))
                .size(scale.px(size::BODY))
                .padding(field_padding(scale))
                .width(Fill),
            kit::touch_button(
                format!("{} {}", if starts { "★" } else { "☆" }, t!("setup-starts")),
                scale.px(size::BODY),
                if starts {
                    Look::Primary
                } else {
                    Look::Secondary
                },
                Some(Message::StartPlayer(seat)),
                scale,
            ),
            kit::touch_button(
                format!("↑ {}", t!("setup-move-up")),
                scale.px(size::BODY),
                Look::Secondary,
                (seat > 0).then_some(Message::Up(seat)),
                scale,
            ),
            kit::touch_button(
                t!("setup-remove"),
                scale.px(size::BODY),
                Look::Remove,
                (self.players.len() > MIN_PLAYERS).then_some(Message::Remove(seat)),
                scale,
            ),
        ]
        .spacing(scale.px(10.0))
        .align_y(Alignment::Center);
        let colours = row![
            swatches,
            text(colour_name(player.colour))
                .size(scale.px(size::BODY))
                .style(style::subtle),
        ]
        .spacing(scale.gap())
        .align_y(Alignment::Center)
        .wrap();
        let seat = container(column![line, colours].spacing(scale.px(6.0)))
            .padding(scale.px(10.0) - style::EDGE)
            .width(Fill)
            .style(style::seat(player.colour));
        container(seat)
            .padding(style::EDGE)
            .style(style::player_edge(Some(player.colour), 12.0))
            .into()
    }

    /// The expansions the sections switch on, with their options.
    fn draft(&self) -> Setup {
        let mut setup = Setup::new(Vec::new());
        self.expansions.write(&mut setup);
        setup
    }

    /// The tile counter's default for the expansions switched on: each
    /// adds its tiles (RULES T6).
    fn default_tiles(&self) -> u32 {
        self.draft().default_tiles()
    }

    /// The expansions' heading, then one section per expansion.
    fn expansions(&self, scale: Scale) -> Element<'_, Message> {
        let draft = self.draft();
        let mut parts = vec![kit::heading(t!("setup-expansions"), scale)];
        parts.extend(self.expansions.views(&draft, scale));
        kit::stacked(parts, scale)
    }
}

/// The id of a seat's name field, for focus and tests.
pub fn name_id(seat: usize) -> iced::widget::Id {
    iced::widget::Id::from(format!("name-{seat}"))
}

/// A text field's padding that makes it a touch target high.
fn field_padding(scale: Scale) -> f32 {
    ((scale.touch() - 1.3 * scale.px(size::BODY)) / 2.0).max(4.0)
}

/// An expansion's section: its switch, a line on what it does, and its
/// options while it is on.
fn section<'a, M: 'a>(
    scale: Scale,
    on: bool,
    label: String,
    hint: String,
    on_toggle: impl Fn(bool) -> M + 'a,
    options: impl FnOnce() -> Element<'a, M>,
) -> Element<'a, M> {
    switch_card(
        scale,
        touch(scale, checkbox(on).label(label).on_toggle(on_toggle))
            .text_size(scale.px(size::LABEL)),
        hint,
        on.then(options),
    )
}

/// A card with an expansion's switch, what it does, and its options.
fn switch_card<'a, M: 'a>(
    scale: Scale,
    switch: iced::widget::Checkbox<'a, M>,
    hint: String,
    options: Option<Element<'a, M>>,
) -> Element<'a, M> {
    let mut parts = vec![switch.into(), kit::hint(hint, scale)];
    if let Some(options) = options {
        parts.push(
            container(options)
                .padding(scale.px(14.0))
                .width(Fill)
                .style(style::inset)
                .into(),
        );
    }
    kit::card(
        iced::widget::Column::from_vec(parts)
            .spacing(scale.px(8.0))
            .width(Fill),
        scale,
    )
    .into()
}

/// A titled group of radio buttons, for the expansions' sections.
fn option_group<'a, M: Clone + 'a>(
    scale: Scale,
    title: String,
    choices: Vec<Radio<'a, M>>,
) -> Element<'a, M> {
    let mut group = column![text(title).size(scale.px(size::BODY))].spacing(2);
    for choice in choices {
        group = group.push(
            choice
                .text_size(scale.px(size::BODY))
                .size(scale.px(26.0))
                .spacing(scale.px(14.0))
                .text_line_height(iced::widget::text::LineHeight::Absolute(
                    scale.touch().into(),
                ))
                .width(Fill),
        );
    }
    group.into()
}

/// A checkbox a finger can hit: a large box, and the whole line, a touch
/// target high, takes the tap.
pub fn touch<'a, M: 'a>(
    scale: Scale,
    checkbox: iced::widget::Checkbox<'a, M>,
) -> iced::widget::Checkbox<'a, M> {
    checkbox
        .size(scale.px(28.0))
        .spacing(scale.px(14.0))
        .text_size(scale.px(size::BODY))
        .text_line_height(iced::widget::text::LineHeight::Absolute(
            scale.touch().into(),
        ))
        .width(Fill)
}

fn swatch_style(theme: &Theme, colour: Colour) -> container::Style {
    let p = design::of(theme);
    container::Style {
        background: Some(palette::player_colour(colour).into()),
        border: Border {
            radius: 100.0.into(),
            width: 2.0,
            // The figures' outline, so black stands off a dark theme.
            color: palette::outline(p == &design::DARK),
        },
        ..container::Style::default()
    }
}
