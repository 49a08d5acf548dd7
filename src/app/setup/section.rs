//! The one shape of an expansion's section of the setup, the switch
//! every section keeps, and `sections!`, which registers them (its one
//! use is in `setup.rs`).

use iced::Element;

use crate::engine::Setup;

use super::super::kit::Scale;

/// An expansion's section of the setup: its switch, what it does, and its
/// options while it is on.
pub trait ExpansionSection: Default {
    /// What the table can choose in it.
    type Choice;

    /// Shows the options of this setup (the last game's, or those of the
    /// game being fixed).
    fn read(&mut self, setup: &Setup);

    /// Puts the chosen options into a setup (`None` while it is off).
    fn write(&self, setup: &mut Setup);

    /// Takes one choice.
    fn update(&mut self, choice: Self::Choice);

    /// Draws the section; `draft` is the setup the screen's choices make
    /// so far (with two figures each, the board offers SN7); `scale` the
    /// sizes grown with the window.
    fn view(&self, draft: &Setup, scale: Scale) -> Element<'_, Self::Choice>;
}

/// An expansion's options with its on/off switch, the state every
/// section keeps: the options chosen stay while it is off, and reach a
/// setup only while it is on.
#[derive(Debug, Clone, Default)]
pub struct Switched<O> {
    on: bool,
    options: O,
}

impl<O: Clone + Default> Switched<O> {
    /// The section as a game with these options (or none) was set up.
    pub fn from_options(options: Option<O>) -> Self {
        Switched {
            on: options.is_some(),
            options: options.unwrap_or_default(),
        }
    }

    /// The engine's options, if the expansion is used.
    pub fn options(&self) -> Option<O> {
        self.on.then(|| self.options.clone())
    }

    /// Whether the expansion is switched on.
    pub fn on(&self) -> bool {
        self.on
    }

    /// Switches the expansion on or off.
    pub fn switch(&mut self, on: bool) {
        self.on = on;
    }

    /// The options as chosen, on or off.
    pub fn chosen(&self) -> &O {
        &self.options
    }

    /// The options to change, on or off.
    pub fn choose(&mut self) -> &mut O {
        &mut self.options
    }
}

/// Registers the expansions' sections: a field, and a variant of
/// [`Choice`] lifting the section's own choices, for each.
macro_rules! sections {
    ($($(#[$only:meta])* $field:ident => $variant:ident),* $(,)?) => {
        /// Every expansion's section.
        #[derive(Debug, Clone, Default)]
        struct Sections {
            $($(#[$only])* $field: $field::Section,)*
        }

        /// A choice made in one expansion's section.
        #[derive(Debug, Clone)]
        pub enum Choice {
            $(
                #[doc = concat!("In the `", stringify!($field), "` section.")]
                $(#[$only])*
                $variant($field::Choice),
            )*
        }

        $(
            $(#[$only])*
            impl From<$field::Choice> for Message {
                fn from(choice: $field::Choice) -> Message {
                    Message::Expansion(Choice::$variant(choice))
                }
            }
        )*

        impl Sections {
            fn read(&mut self, setup: &Setup) {
                $($(#[$only])* self.$field.read(setup);)*
            }

            fn write(&self, setup: &mut Setup) {
                $($(#[$only])* self.$field.write(setup);)*
            }

            fn update(&mut self, choice: Choice) {
                match choice {
                    $($(#[$only])* Choice::$variant(choice) => self.$field.update(choice),)*
                }
            }

            fn views(&self, draft: &Setup, scale: Scale) -> Vec<Element<'_, Message>> {
                vec![$($(#[$only])* self.$field.view(draft, scale).map(Message::from),)*]
            }
        }
    };
}
