use std::process::ExitCode;

use meeple_companion::cli::{self, Invocation};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match cli::parse_args(&args) {
        Invocation::Gui => match meeple_companion::app::run() {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("meeple-companion: {error}");
                ExitCode::FAILURE
            }
        },
        Invocation::Help => {
            print!("{}", cli::HELP);
            ExitCode::SUCCESS
        }
        Invocation::Version => {
            println!("meeple-companion {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        Invocation::Replay(file) => cli::replay(&file),
        Invocation::Import(file) => cli::import(&file),
        Invocation::Games => cli::games(),
        Invocation::Export(id) => cli::export(&id),
        Invocation::Check => cli::check(),
        Invocation::SaveLoop(id) => cli::save_loop(&id),
        Invocation::Summary { file, format } => cli::summary(&file, format),
        Invocation::Bad(why) => {
            eprintln!("meeple-companion: {why}\n\n{}", cli::HELP);
            ExitCode::from(2)
        }
    }
}
