//! Every language has English's ids with English's variables, parses
//! cleanly and renders every text for sample values.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

use super::*;

/// Every message of a file with the variables it uses.
type Ids = BTreeMap<String, BTreeSet<String>>;

fn ids(language: Language) -> Ids {
    let resource = match fluent_syntax::parser::parse(language.source()) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{}.ftl does not parse: {errors:#?}", language.code()),
    };
    let mut ids = Ids::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let mut variables = BTreeSet::new();
            if let Some(pattern) = &message.value {
                pattern_variables(pattern, &mut variables);
            }
            let name = message.id.name.to_owned();
            assert!(
                ids.insert(name.clone(), variables).is_none(),
                "{}.ftl has {name} twice",
                language.code()
            );
        }
    }
    ids
}

fn pattern_variables(pattern: &Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                pattern_variables(&variant.value, found);
            }
        }
        Expression::Inline(inline) => inline_variables(inline, found),
    }
}

fn inline_variables(inline: &InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, found),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, found);
            }
        }
        _ => {}
    }
}

/// The test the merge of new English texts meets first: it names every
/// id missing from, or extra in, each file, and every variable mismatch.
#[test]
fn every_language_has_exactly_the_english_ids_and_variables() {
    let english = ids(Language::English);
    let mut problems = Vec::new();
    for language in Language::ALL.into_iter().skip(1) {
        let file = format!("resources/i18n/{}.ftl", language.code());
        let translated = ids(language);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !translated.contains_key(*id))
            .collect();
        if !missing.is_empty() {
            problems.push(format!("{file} lacks {} ids: {missing:?}", missing.len()));
        }
        let extra: Vec<&String> = translated
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        if !extra.is_empty() {
            problems.push(format!("{file} has ids English lacks: {extra:?}"));
        }
        for (id, variables) in &translated {
            if let Some(wanted) = english.get(id)
                && wanted != variables
            {
                problems.push(format!(
                    "{file}: {id} uses {variables:?}, English uses {wanted:?}"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn every_file_parses_into_a_bundle_without_errors() {
    for language in Language::ALL {
        let result = FluentResource::try_new(language.source().to_owned());
        assert!(
            result.is_ok(),
            "{}.ftl: {:?}",
            language.code(),
            result.err().map(|(_, e)| e)
        );
    }
}

/// Every text of every language renders for numbers where plurals meet
/// words, and for plain words, without a Fluent error.
#[test]
fn every_text_renders_for_sample_values() {
    let english = ids(Language::English);
    let mut problems = Vec::new();
    for language in Language::ALL {
        let bundle = bundle(language);
        for (id, variables) in &english {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let samples = [0, 1, 2, 5, 22].map(FluentValue::from);
            for sample in samples.into_iter().chain([FluentValue::from("Anna")]) {
                let mut args = FluentArgs::new();
                for variable in variables {
                    args.set(variable.clone(), sample.clone());
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                if !errors.is_empty() || text.trim().is_empty() {
                    problems.push(format!(
                        "{}: {id} with {sample:?}: {errors:?} {text:?}",
                        language.code()
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

/// Polish has three plural forms: a selector that names `one` names `few`
/// and `many` too, so "2 kafelki" and "5 kafelków" both read right.
#[test]
fn polish_plurals_have_all_three_forms() {
    let resource = fluent_syntax::parser::parse(POLISH).unwrap();
    let mut problems = Vec::new();
    for entry in &resource.body {
        if let Entry::Message(message) = entry
            && let Some(pattern) = &message.value
        {
            let mut keys = Vec::new();
            select_keys(pattern, &mut keys);
            for keys in keys {
                if keys.contains(&"one") && !(keys.contains(&"few") && keys.contains(&"many")) {
                    problems.push(message.id.name);
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "selectors without few/many: {problems:?}"
    );
    let tiles = |count: u32| tr_in(Language::Polish, "tiles-left", &[("count", count.into())]);
    assert_ne!(tiles(2), tiles(5).replace('5', "2"));
    assert_eq!(tiles(22).replace("22", "2"), tiles(2));
}

fn select_keys<'s>(pattern: &Pattern<&'s str>, found: &mut Vec<Vec<&'s str>>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable {
            expression: Expression::Select { variants, .. },
        } = element
        {
            found.push(
                variants
                    .iter()
                    .filter_map(|v| match v.key {
                        VariantKey::Identifier { name } => Some(name),
                        VariantKey::NumberLiteral { .. } => None,
                    })
                    .collect(),
            );
            for variant in variants {
                select_keys(&variant.value, found);
            }
        }
    }
}

#[test]
fn a_language_can_be_asked_for_without_changing_the_one_on_show() {
    assert_eq!(tr_in(Language::German, "home-new-game", &[]), "Neues Spiel");
    assert_eq!(tr_in(Language::Dutch, "home-new-game", &[]), "Nieuw spel");
    assert_eq!(tr_in(Language::Polish, "home-new-game", &[]), "Nowa gra");
    assert_eq!(tr_in(Language::Polish, "no-such-id", &[]), "no-such-id");
}

/// "The 1 pieces left on the board are removed" (issue 19, bug 7): no
/// text reads a plural noun after a count of one, in English, Dutch or
/// German, with every count set to 1 (and every other variable a name).
#[test]
fn a_count_of_one_takes_the_singular() {
    // The variables that count something that can be one (a hand over
    // its limit holds six or more cards; a game has two players or more).
    const COUNTS: [&str; 9] = [
        "count", "board", "points", "total", "tiles", "pennants", "turns", "excess", "left",
    ];
    let plurals: [(Language, &[&str]); 3] = [
        (
            Language::English,
            &[
                "pieces", "tiles", "cards", "points", "turns", "files", "players", "commands",
                "messages", "games", "pennants", "helpers",
            ],
        ),
        (
            Language::German,
            &["Punkte", "Karten", "Züge", "Dateien", "Spiele"],
        ),
        (
            Language::Dutch,
            &[
                "punten",
                "tegels",
                "kaarten",
                "beurten",
                "bestanden",
                "goudstukken",
            ],
        ),
    ];
    // Texts said only of two or more (several holders of one feature).
    const SEVERAL: [&str; 3] = [
        "entry-preview-holders",
        "entry-preview-type-holders",
        "final-add-holders",
    ];
    let english = ids(Language::English);
    let mut problems = Vec::new();
    for (language, nouns) in plurals {
        let bundle = bundle(language);
        for (id, variables) in &english {
            if SEVERAL.contains(&id.as_str()) {
                continue;
            }
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut args = FluentArgs::new();
            for variable in variables {
                if COUNTS.contains(&variable.as_str()) {
                    args.set(variable.clone(), FluentValue::from(1));
                } else {
                    args.set(variable.clone(), FluentValue::from("Anna"));
                }
            }
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
            let words: Vec<&str> = text
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect();
            // "1 pieces", and "1 gold pieces".
            for (i, word) in words.iter().enumerate() {
                let next = |n: usize| words.get(i + n).copied().unwrap_or_default();
                let noun = nouns.contains(&next(1))
                    || (!next(1).starts_with(char::is_numeric) && nouns.contains(&next(2)));
                if *word == "1" && noun {
                    problems.push(format!("{}: {id}: {text}", language.code()));
                }
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}
