# Meeple Companion — English texts.
# Ids are referenced from the code with t!("id"); a test checks they exist.

app-title = Meeple Companion

## Colours, kinds and figures
colour-red = Red
colour-green = Green
colour-blue = Blue
colour-yellow = Yellow
colour-black = Black
colour-grey = Grey
colour-pink = Pink
colour-purple = Purple

kind-road = road
kind-city = city
kind-cloister = cloister
kind-farm = farm
kind-message = message
kind-card = card
kind-other = points

figure-meeple = meeple
figure-messenger = messenger

## Turns and prompts
turn-of = { $name }’s turn
tiles-left = { $count ->
    [one] 1 tile left
   *[other] { $count } tiles left
}
and-separator = {" "}and{" "}
reason-last-to = the last to reach { $total }
reason-first-to = the first to reach { $total }
reason-manual = an extra turn by hand
prompt-extra-turn = { $name } is { $reason }: extra turn
prompt-extra-turn-manual = { $name } gets an extra turn
prompt-turns-lapsed = { $count ->
    [one] The game is over, so { $names }’s extra turn lapses
   *[other] The game is over, so the extra turns of { $names } lapse
}
prompt-last-tile = The draw pile is empty: this is the last turn. Ending it starts the final scoring.
prompt-final-scoring = Final scoring: enter the points of unfinished features and farms, then end the game.
prompt-final-scoring-last-tile = The last tile is placed. Final scoring: enter the points of unfinished features and farms, then end the game.

## History
history-holder = { $name } +{ $points }
history-holder-figure = { $name } +{ $points } ({ $figure })
history-score = { $holders } { $kind }
history-close-round = Round closed
history-correct = Correction: { $name } { $delta }
history-end-turn = Turn ended
history-another-tile = Another tile
history-extra-turn = Extra turn for { $name }
history-cancel-extra-turn = Extra turn { $position } cancelled
history-set-tiles = Tile counter set to { $count }
history-final-scoring = Final scoring started
history-end-game = Game ended
