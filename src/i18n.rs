//! Every user-facing text, looked up by id in a Fluent file under
//! `resources/i18n/`. English only for now.
