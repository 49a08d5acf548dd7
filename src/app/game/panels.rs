//! The registration of the expansions' panels: the one place in the game
//! screen that names them. Each line of [`register!`] adds a panel with
//! the shape of [`Panel`]; the screen asks them all, in this order (the
//! engine's order of expansions, `engine::expansion::in_use`), and lifts
//! their messages into its own with the variant named here.

use iced::Element;

use crate::engine::{Command, Figure, Game, GameError, Kind, PlayerId, Prompt, Question};

use super::super::icons::Icon;
use super::super::track::Picture;
use super::panel::{Context, Dress, FinalStep, Input, Outcome, Panel, Pick, Settle, Tab};

macro_rules! register {
    ($($(#[$only:meta])* $module:ident => $variant:ident),* $(,)?) => {
        $($(#[$only])* pub mod $module;)*

        /// Every panel's state.
        #[derive(Debug, Clone)]
        pub struct Panels {
            $($(#[$only])* $module: $module::Panel,)*
        }

        /// A message of one of the panels.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Message {
            $(
                #[allow(missing_docs)]
                $(#[$only])*
                $variant($module::Message),
            )*
        }

        $(
            $(#[$only])*
            impl From<$module::Message> for Message {
                fn from(message: $module::Message) -> Message {
                    Message::$variant(message)
                }
            }
        )*

        impl Panels {
            /// Every panel for a game as it stands.
            pub fn new(game: &Game) -> Self {
                Panels { $($(#[$only])* $module: Panel::new(game),)* }
            }

            /// Hands a message to its panel.
            pub fn update(&mut self, message: Message, cx: &Context<'_>) -> Outcome {
                match message {
                    $($(#[$only])* Message::$variant(m) => self.$module.update(m, cx),)*
                }
            }

            /// Before every action of the screen.
            pub fn next_action(&mut self, message: Option<&Message>) {
                $(
                    $(#[$only])*
                    {
                        let own = match message {
                            Some(Message::$variant(m)) => Some(m),
                            #[allow(unreachable_patterns)]
                            _ => None,
                        };
                        self.$module.next_action(own);
                    }
                )*
            }

            /// After every change.
            pub fn after(&mut self, game: &Game, command: Option<&Command>) {
                $(
                    $(#[$only])*
                    self.$module.after(game, command);
                )*
            }

            /// Whether a panel shows this refusal itself.
            pub fn refused(&mut self, error: &GameError) -> bool {
                $($(#[$only])* if self.$module.refused(error) { return true; })*
                false
            }

            /// Whether a panel shows this prompt itself.
            pub fn owns(&self, prompt: &Prompt) -> bool {
                $($(#[$only])* if self.$module.owns(prompt) { return true; })*
                false
            }

            /// How the panel that owns the table's question dresses it.
            pub fn dress(&self, question: &Question, cx: &Context<'_>) -> Option<Dress<Message>> {
                $(
                    $(#[$only])*
                    if let Some(d) = self.$module.dress(question, cx) {
                        return Some(d.lifted(Message::$variant));
                    }
                )*
                None
            }

            /// What must be settled now: holds first, then offers.
            pub fn settle<'a>(&'a self, cx: &Context<'a>) -> Option<Settle<'a, Message>> {
                let mut all: Vec<Settle<'a, Message>> = Vec::new();
                $(
                    $(#[$only])*
                    if let Some(s) = self.$module.settle(cx) {
                        all.push(s.lifted(Message::$variant));
                    }
                )*
                let held = all.iter().position(|s| s.holds).unwrap_or(0);
                (!all.is_empty()).then(|| all.swap_remove(held))
            }

            /// The form of the panel that is settling something.
            pub fn form<'a>(&'a self, cx: &Context<'a>) -> Option<Element<'a, Message>> {
                $(
                    $(#[$only])*
                    if let Some(f) = self.$module.form(cx) {
                        return Some(f.map(Message::$variant));
                    }
                )*
                None
            }

            /// A switch of a panel's in the entry (its words, whether it
            /// is on, what a tap sends).
            pub fn entry_switch(&self, cx: &Context<'_>) -> Option<(String, bool, Message)> {
                $(
                    $(#[$only])*
                    if let Some((words, on, m)) = self.$module.entry_switch(cx) {
                        return Some((words, on, Message::$variant(m)));
                    }
                )*
                None
            }

            /// What a kind sends in the entry instead of scoring, when a
            /// panel's switch takes the scoring.
            pub fn takes_kind(&self, cx: &Context<'_>, kind: Kind) -> Option<Message> {
                $(
                    $(#[$only])*
                    if let Some(m) = self.$module.takes_kind(cx, kind) {
                        return Some(Message::$variant(m));
                    }
                )*
                None
            }

            /// What stands in the entry's main key's place beside the
            /// form on show, if its panel puts something there.
            pub fn form_key<'a>(&'a self, cx: &Context<'a>) -> Option<Element<'a, Message>> {
                $(
                    $(#[$only])*
                    if let Some(f) = self.$module.form_key(cx) {
                        return Some(f.map(Message::$variant));
                    }
                )*
                None
            }

            /// How many counts the form on show has, in whichever panel.
            pub fn fields(&self, cx: &Context<'_>) -> usize {
                let mut most = 0;
                $(
                    $(#[$only])*
                    {
                        most = most.max(self.$module.fields(cx));
                    }
                )*
                most
            }

            /// What a kind's or a player's key sends to a panel that has
            /// something open taking them, if one has.
            pub fn picked(&self, cx: &Context<'_>, pick: Pick) -> Option<Message> {
                $(
                    $(#[$only])*
                    if let Some(m) = self.$module.picked(cx, pick) {
                        return Some(Message::$variant(m));
                    }
                )*
                None
            }

            /// What a kind's or a player's key sends to the panel whose
            /// tab `tab` (of [`Panels::tabs`]) is on show.
            pub fn picked_on_tab(&self, cx: &Context<'_>, tab: usize, pick: Pick) -> Option<Message> {
                let mut at = 0;
                $(
                    $(#[$only])*
                    if self.$module.tab(cx).is_some() {
                        if at == tab {
                            return self.$module.picked_on_tab(cx, pick).map(Message::$variant);
                        }
                        at += 1;
                    }
                )*
                let _ = at;
                None
            }

            /// What Enter confirms in a panel that has something open.
            pub fn confirm(&self, cx: &Context<'_>) -> Option<Message> {
                $(
                    $(#[$only])*
                    if let Some(m) = self.$module.confirm(cx) {
                        return Some(Message::$variant(m));
                    }
                )*
                None
            }

            /// What a keyboard's keypad key sends to a panel whose form
            /// outside the form row is open, if one is.
            pub fn keyed(&self, cx: &Context<'_>, input: Input) -> Option<Message> {
                $(
                    $(#[$only])*
                    if let Some(m) = self.$module.keyed(cx, input) {
                        return Some(Message::$variant(m));
                    }
                )*
                None
            }

            /// Offers a keypad key to the panel whose form is on show.
            pub fn input(&mut self, input: Input, cx: &Context<'_>) -> bool {
                $(
                    $(#[$only])*
                    if self.$module.form(cx).is_some() {
                        return self.$module.input(input);
                    }
                )*
                false
            }

            /// The panels' tabs, in order.
            pub fn tabs<'a>(&'a self, cx: &Context<'a>) -> Vec<Tab<'a, Message>> {
                let mut tabs = Vec::new();
                $(
                    $(#[$only])*
                    if let Some(t) = self.$module.tab(cx) {
                        tabs.push(Tab { label: t.label, icon: t.icon, page: t.page.map(Message::$variant) });
                    }
                )*
                tabs
            }

            /// A private view, if one is open.
            pub fn overlay<'a>(&'a self, cx: &Context<'a>) -> Option<Element<'a, Message>> {
                $(
                    $(#[$only])*
                    if let Some(o) = self.$module.overlay(cx) {
                        return Some(o.map(Message::$variant));
                    }
                )*
                None
            }

            /// The badges of a player's row.
            pub fn badges(&self, game: &Game, seat: PlayerId) -> Vec<(Icon, String)> {
                let mut badges = Vec::new();
                $($(#[$only])* badges.extend(self.$module.badge(game, seat));)*
                badges
            }

            /// The panels' buttons for the turn bar.
            pub fn turn_actions(&self, game: &Game) -> Vec<(String, Option<Message>)> {
                let mut actions = Vec::new();
                $(
                    $(#[$only])*
                    for (label, m) in self.$module.turn_actions(game) {
                        // Two panels' same button (Tile done) is shown once.
                        if actions.iter().any(|(l, _)| *l == label) {
                            continue;
                        }
                        actions.push((label, m.map(Message::$variant)));
                    }
                )*
                actions
            }

            /// The steps the panels add to the final scoring, in order.
            pub fn final_steps(&self, game: &Game) -> Vec<FinalStep> {
                let mut steps = Vec::new();
                $($(#[$only])* steps.extend(self.$module.final_steps(game));)*
                steps
            }

            /// What the board prints.
            pub fn pictures(&self, game: &Game) -> Vec<(u32, Picture)> {
                let mut pictures = Vec::new();
                $($(#[$only])* pictures.extend(self.$module.pictures(game));)*
                pictures
            }

            /// The figures each player scores with: the meeple, or the
            /// most figures a panel gives.
            pub fn figures(&self, game: &Game) -> Vec<Figure> {
                let mut figures = vec![Figure::Meeple];
                $(
                    $(#[$only])*
                    {
                        let given = self.$module.figures(game);
                        if given.len() > figures.len() {
                            figures = given;
                        }
                    }
                )*
                figures
            }

            /// The figure after `figure` among those each player scores
            /// with (the first after the last): what a switch gives.
            pub fn next_figure(&self, game: &Game, figure: Figure) -> Figure {
                let figures = self.figures(game);
                let at = figures.iter().position(|f| *f == figure).map_or(0, |i| i + 1);
                figures[at % figures.len()]
            }

            /// The keypad's kinds of feature: the base game's, then each
            /// panel's own.
            pub fn kinds(&self, game: &Game) -> Vec<Kind> {
                let mut kinds = vec![Kind::Road, Kind::City, Kind::Cloister, Kind::Farm];
                $($(#[$only])* kinds.extend(self.$module.kinds(game));)*
                kinds
            }

            /// Notes on landing on `space`.
            pub fn landing_note(&self, game: &Game, space: u32) -> Option<String> {
                $(
                    $(#[$only])*
                    if let Some(note) = self.$module.landing_note(game, space) {
                        return Some(note);
                    }
                )*
                None
            }

            /// The moment the last command calls for, if a panel has one.
            pub fn moment(&self, game: &Game) -> Option<(Icon, String)> {
                $(
                    $(#[$only])*
                    if let Some(m) = self.$module.moment(game) {
                        return Some(m);
                    }
                )*
                None
            }

            /// What Escape sends to a panel, if it has something open.
            pub fn escape(&self) -> Option<Message> {
                $(
                    $(#[$only])*
                    if let Some(m) = self.$module.escape() {
                        return Some(Message::$variant(m));
                    }
                )*
                None
            }
        }
    };
}

register! {
    saint_nicholas => SaintNicholas,
    messages => Messages,
    christmas => Christmas,
    gold => Gold,
    #[cfg(test)]
    sample => Sample,
}
