//! Names as the table types them: one person may appear under two
//! spellings; the table merges them (kept in the settings), and every
//! other name matches as the app matches names at the table (RULES:
//! case and surrounding spaces do not count).

/// The merges of names the table made: each spelling and the name it
/// counts as.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names {
    merges: Vec<(String, String)>,
}

/// A name as it is matched: trimmed, in lower case.
pub fn plain(name: &str) -> String {
    name.trim().to_lowercase()
}

impl Names {
    /// The merges given as (spelling, counts as) pairs; a chain of merges
    /// (A as B, B as C) counts A as C.
    pub fn new(merges: impl IntoIterator<Item = (String, String)>) -> Names {
        Names {
            merges: merges.into_iter().collect(),
        }
    }

    /// The merges kept in the settings.
    pub fn of(merged: &[crate::store::MergedName]) -> Names {
        Names::new(merged.iter().map(|m| (m.name.clone(), m.counts_as.clone())))
    }

    /// The name `name` counts as, as the table wrote it.
    fn resolved<'a>(&'a self, name: &'a str) -> &'a str {
        let mut current = name;
        // At most one step per merge, so a circle of merges ends.
        for _ in 0..=self.merges.len() {
            match self
                .merges
                .iter()
                .find(|(from, _)| plain(from) == plain(current))
            {
                Some((_, to)) if plain(to) != plain(current) => current = to,
                _ => break,
            }
        }
        current
    }

    /// The key a name is counted under.
    pub fn key(&self, name: &str) -> String {
        plain(self.resolved(name))
    }

    /// The name shown for `name`: the merged name, or the spelling itself
    /// (trimmed).
    pub fn shown(&self, name: &str) -> String {
        self.resolved(name).trim().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_match_without_case_and_spaces_and_merges_follow_chains() {
        let names = Names::new([
            ("Kasia".to_string(), "Katarzyna".to_string()),
            ("Kat".to_string(), "kasia".to_string()),
            ("x".to_string(), "y".to_string()),
            ("y".to_string(), "x".to_string()),
        ]);
        assert_eq!(names.key(" ANNA "), "anna");
        assert_eq!(names.key("kasia"), "katarzyna");
        assert_eq!(names.key("Kat"), "katarzyna");
        assert_eq!(names.shown("KAT"), "Katarzyna");
        // A circle ends: some name of it, never a hang.
        assert!(["x", "y"].contains(&names.key("x").as_str()));
    }
}
