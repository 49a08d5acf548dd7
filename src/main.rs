use std::io::Write;
use std::process::ExitCode;

use meeple_companion::cli::{self, Invocation};

fn main() -> ExitCode {
    // As OsString: a file name need not be UTF-8 (std::env::args panics).
    match cli::parse_args(std::env::args_os().skip(1)) {
        Invocation::Gui => match meeple_companion::app::run() {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("meeple-companion: {error}");
                ExitCode::FAILURE
            }
        },
        Invocation::Show(text) => {
            let _ = write!(std::io::stdout(), "{text}");
            ExitCode::SUCCESS
        }
        Invocation::Replay(file) => cli::replay(&file),
        Invocation::Sight { file, sight } => cli::replay_sight(&file, &sight),
        Invocation::Import(file) => cli::import(&file),
        Invocation::Games => cli::games(),
        Invocation::Export(id) => cli::export(&id),
        Invocation::Check => cli::check(),
        Invocation::Summary { file, format } => cli::summary(&file, format),
        Invocation::Completions(shell) => {
            let _ = std::io::stdout().write_all(&cli::completions(shell));
            ExitCode::SUCCESS
        }
        Invocation::Man => {
            let _ = write!(std::io::stdout(), "{}", cli::man_page());
            ExitCode::SUCCESS
        }
        Invocation::Bad(message) => {
            let _ = write!(std::io::stderr(), "{message}");
            ExitCode::from(2)
        }
    }
}
