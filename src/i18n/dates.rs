//! Dates in the table's language: "Mon 30 Nov 2026, 20:15" in English,
//! "ma 30 nov 2026, 20:15" in Dutch. Weekday and month names are texts like
//! any other, so a language brings its own.

use chrono::{DateTime, Datelike, TimeZone, Timelike};

use crate::t;

/// A day and time as Home and the results show it.
pub fn date_time<Tz: TimeZone>(at: &DateTime<Tz>) -> String {
    let weekday = at.weekday().number_from_monday();
    t!(
        "date-time",
        weekday = t!(&format!("weekday-{weekday}")),
        day = at.day(),
        month = t!(&format!("month-{}", at.month())),
        year = at.year().to_string(),
        time = format!("{:02}:{:02}", at.hour(), at.minute())
    )
}

/// A day as the stats show it: "Thu 3 Dec 2026".
pub fn day<Tz: TimeZone>(at: &DateTime<Tz>) -> String {
    let weekday = at.weekday().number_from_monday();
    t!(
        "date-day",
        weekday = t!(&format!("weekday-{weekday}")),
        day = at.day(),
        month = t!(&format!("month-{}", at.month())),
        year = at.year().to_string()
    )
}

#[cfg(test)]
mod tests {
    use chrono::Utc;

    use super::*;
    use crate::i18n::{Language, tr_in};

    #[test]
    fn english_dates_read_as_before() {
        let at = Utc.with_ymd_and_hms(2026, 11, 30, 20, 5, 0).unwrap();
        assert_eq!(date_time(&at), "Mon 30 Nov 2026, 20:05");
        assert_eq!(day(&at), "Mon 30 Nov 2026");
    }

    #[test]
    fn every_language_names_every_weekday_and_month() {
        for language in Language::ALL {
            let ids = (1..=7)
                .map(|n| format!("weekday-{n}"))
                .chain((1..=12).map(|n| format!("month-{n}")));
            for id in ids {
                let name = tr_in(language, &id, &[]);
                assert!(!name.is_empty() && name != id, "{}: {id}", language.code());
            }
        }
    }
}
