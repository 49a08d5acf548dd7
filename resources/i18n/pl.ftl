# Meeple Companion — teksty polskie.
# Każdy id z en.ftl jest tutaj, z tymi samymi zmiennymi (sprawdza to test).
# Nazwa dodatku ze źródeł: Kopalnie złota. Pozostałe nazwy to opisowe
# tłumaczenia (źródła nie podają polskich nazw): „Tablica punktacji Świętego
# Mikołaja” (Saint Nicholas Scoring Board), „Wiadomości” (The Messages),
# „Prezent gwiazdkowy” (Christmas Present).
# Liczebniki: polski ma trzy formy (one: 1, few: 2–4, 22–24…, many: 0, 5–21…).

app-title = Meeple Companion

## Colours, kinds and figures
colour-red = Czerwony
colour-green = Zielony
colour-blue = Niebieski
colour-yellow = Żółty
colour-black = Czarny
colour-grey = Szary
colour-pink = Różowy
colour-purple = Fioletowy

kind-road = droga
kind-city = miasto
kind-cloister = klasztor
kind-farm = pole
kind-message = wiadomość
kind-card = karta
kind-other = punkty

figure-meeple = meeple
figure-messenger = posłaniec

## Turns and prompts
turn-of = Tura: { $name }
extra-turn-of = Dodatkowa tura: { $name }
tiles-left = { $count ->
    [one] został 1 kafelek
    [few] zostały { $count } kafelki
   *[many] zostało { $count } kafelków
}
and-separator = {" "}i{" "}
reason-last-to = ostatni na polu { $total }
reason-first-to = pierwszy na polu { $total }
reason-manual = dodatkowa tura przyznana ręcznie
prompt-extra-turn = { $name }: { $reason } — dodatkowa tura
prompt-extra-turn-manual = { $name } dostaje dodatkową turę
prompt-turns-lapsed = { $count ->
    [one] Gra się skończyła, więc dodatkowa tura przepada: { $names }
    [few] Gra się skończyła, więc dodatkowe tury przepadają: { $names }
   *[many] Gra się skończyła, więc dodatkowe tury przepadają: { $names }
}
prompt-last-tile = Stos kafelków jest pusty: to ostatnia tura. Jej koniec rozpoczyna punktację końcową.
prompt-final-scoring = Punktacja końcowa: wpiszcie punkty za niedokończone obszary i pola, a potem zakończcie grę.
prompt-gold-short = { $count ->
    [0] Zapas jest pusty: nie położono żadnego żetonu złota.
    [one] W zapasie został tylko 1 żeton: położono 1 żeton złota.
    [few] W zapasie zostały tylko { $count } żetony złota.
   *[many] W zapasie zostało tylko { $count } żetonów złota.
}
prompt-final-scoring-last-tile = Ostatni kafelek leży. Punktacja końcowa: wpiszcie punkty za niedokończone obszary i pola, a potem zakończcie grę.

## History
history-holder = { $name } +{ $points }
history-holder-figure = { $name } +{ $points } ({ $figure })
history-score = { $holders } { $kind }
history-close-round = Runda punktacji zamknięta
history-correct = Korekta: { $name } { $delta }
history-end-turn = Koniec tury
history-another-tile = Kolejny kafelek
history-extra-turn = Dodatkowa tura: { $name }
history-cancel-extra-turn = Dodatkowa tura { $position } anulowana
history-set-tiles = Licznik kafelków ustawiony na { $count }
history-final-scoring = Rozpoczęto punktację końcową
history-end-game = Koniec gry
history-gold-tile = Kafelek ze złotem
history-gold-pool = { $count } dla: { $names }
history-gold-award = Złoto ({ $kind }): { $pools }
history-gold-give = { $count ->
    [one] 1 żeton złota dla: { $name }
    [few] { $count } żetony złota dla: { $name }
   *[many] { $count } żetonów złota dla: { $name }
}
history-next-turn = tura: { $name }
history-next-extra-turn = dodatkowa tura: { $name }
history-earned-turn = { $name } zdobywa dodatkową turę ({ $reason })
history-last-tile = ostatni kafelek leży

## Home
home-tagline = Prowadzi tor punktacji, tury i dodatkowe tury, żeby przy stole można było tylko grać.
home-new-game = Nowa gra
home-saved-games = Zapisane gry
home-loading = Szukam zapisanych gier…
home-show-more = Pokaż { $count } więcej (nie pokazano: { $left })
home-no-games = Nie ma jeszcze zapisanych gier. Zacznij nową grę; zapisuje się po każdym ruchu.
home-state-playing = Tura { $turn }
home-state-final-scoring = Punktacja końcowa
home-state-ended = Zakończona
home-game-details = { $state } · rozpoczęta { $started } · ostatnio grana { $played }
home-resume = Wznów
home-show-results = Wyniki
home-unreadable = Nie można odczytać pliku { $file }
home-unreadable-reason = { $reason }. Plik pozostaje bez zmian.
home-load-failed = Nie udało się otworzyć tej gry: { $reason }
exported = Gra jest w schowku jako zapis notacji i została zapisana w { $path }
exported-clipboard-only = Gra jest w schowku jako zapis notacji (nie udało się zapisać jej do pliku: { $reason })
save-failed = Nie udało się zapisać gry: { $reason }. Gra nadal tu jest; nie zamykajcie aplikacji i sprawdźcie dysk.

## Setup
setup-title = Nowa gra
setup-back = Wstecz
setup-players = Gracze
setup-players-hint = W kolejności siedzenia, zgodnie z ruchem wskazówek zegara. Wybierz kolor pionków każdego gracza; wybranie zajętego koloru zamienia kolory.
setup-name-placeholder = Gracz { $seat }
setup-starts = zaczyna
setup-move-up = W górę
setup-remove = Usuń
setup-add-player = Dodaj gracza
setup-tiles = Kafelki
setup-count-tiles = Licz kafelki w stosie
setup-tiles-hint = 71 w grze podstawowej, 80 z Kopalniami złota. Gdy zostanie położony ostatni kafelek, gra kończy się wraz z tą turą.
setup-tiles-not-a-number = Liczba kafelków „{ $value }” nie jest liczbą
setup-expansions = Dodatki
setup-sn = Tablica punktacji Świętego Mikołaja
setup-sn-hint = Ostatni gracz, który dotrze do pola 6 (czapka Mikołaja), i pierwszy, który dotrze do pola 24 (choinka), dostają dodatkową turę.
setup-sn-check = Kiedy sprawdzać tablicę?
setup-sn-check-feature = Po każdym podliczeniu obszaru, w kolejności wpisywania przez aktywnego gracza (zalecane)
setup-sn-check-round = Raz na położony kafelek, porównując pozycje przed i po wszystkich jego punktacjach
setup-sn-both = Gracz, który w jednej punktacji dotrze ostatni do 6 i pierwszy do 24, dostaje
setup-sn-both-one = Jedną dodatkową turę (zalecane)
setup-sn-both-two = Dwie dodatkowe tury
setup-sn-order = Gdy kilku graczy zdobywa dodatkowe tury w jednej turze
setup-sn-order-left = Zgodnie z ruchem wskazówek zegara od lewej strony aktywnego gracza, aktywny gracz na końcu (zalecane)
setup-sn-order-active = Najpierw aktywny gracz, potem zgodnie z ruchem wskazówek zegara od jego lewej
setup-sn-every-lap = Każde okrążenie: 56 i 74, 106 i 124, … liczą się znów jak 6 i 24
setup-sn-feature-only = Liczą się tylko punktacje obszarów: punkty z wiadomości i kart nigdy nie dają tury
setup-sn-levels = Z Wiadomościami miejsce gracza na tablicy to
setup-sn-levels-higher-lower = Wyższy pionek dla 6, niższy dla 24 (zalecane)
setup-sn-levels-sum = Suma obu pionków
setup-sn-levels-any = Wyższy pionek, dla 6 i dla 24
setup-msg = Wiadomości
setup-msg-hint = Każdy punktuje dwoma pionkami, meeple i posłańcem; gdy pionek aktywnego gracza stanie na ciemnym polu (0, 5, 10, …), gracz ciągnie wiadomość.
setup-msg-draw = Kto ciągnie wiadomości?
setup-msg-draw-virtual = Aplikacja tasuje 8 wiadomości i je ciągnie (zalecane)
setup-msg-draw-physical = Gracze ciągną własne kafelki wiadomości i podają aplikacji numer
setup-msg-zmg-alone = Zasada Z-Mana: ciągnij tylko, gdy pionek stoi sam na ciemnym polu
setup-gold = Kopalnie złota
setup-gold-hint = 16 żetonów złota: kafelki ze złotem kładą je na planszy, ukończone drogi, miasta i klasztory je rozdają, a na końcu są punktowane (1–3 żetony po 1 punkcie, 4–6 po 2, 7–9 po 3, 10 i więcej po 4).
setup-start = Rozpocznij grę

## Game
game-final-scoring = Punktacja końcowa
game-ended = Koniec gry
game-turn-number = Tura { $number }
game-extra-turn = dodatkowa tura: { $reason }
game-tile-of-turn = kafelek { $number } tej tury
game-undo = Cofnij
game-redo = Ponów
game-history = Historia
game-score-entry = Punkty
game-export = Eksport
game-home = Ekran główny
game-queue = Następne dodatkowe tury:
game-queued-turn = { $name } ({ $reason })
game-cancel-turn = Anuluj

## Score entry
entry-who = Kto punktuje? (kilku przy wspólnym obszarze)
entry-score = Punktuj
key-backspace = ←
key-clear = C
entry-end-turn = Koniec tury
entry-another-tile = Kolejny kafelek
entry-extra-turn = Dodatkowa tura
entry-final-scoring = Punktacja końcowa
entry-end-game = Zakończ grę i pokaż wyniki
entry-choose-player = Najpierw wybierz, kto punktuje.
entry-type-points = Najpierw wpisz punkty.
entry-too-many-digits = Jedna punktacja to najwyżej 999 punktów.
entry-points-pending = Wpisane punkty ({ $points }) nie zostały przyznane: najpierw je przyznaj albo wyczyść.
entry-extra-turn-one-player = Wybierz jednego gracza do dodatkowej tury.

history-rewind = Wróć do tego miejsca
history-start = Początek gry
history-undone = { $count ->
    [one] 1 cofnięte polecenie (Ponów je przywraca):
    [few] { $count } cofnięte polecenia (Ponów je przywraca):
   *[many] { $count } cofniętych poleceń (Ponów je przywraca):
}

## Summary
summary-winner = Wygrywa { $name }!
summary-shared-win = Wspólne zwycięstwo: { $names }
summary-in-game = W grze
summary-final = Na koniec
summary-corrections = Korekty
summary-kind = { $kind } { $points }
summary-back-to-game = Wróć do gry
summary-gold = Złoto
summary-gold-line = { $count ->
    [one] złoto 1 żeton × { $per } = { $points }
    [few] złoto { $count } żetony × { $per } = { $points }
   *[many] złoto { $count } żetonów × { $per } = { $points }
}

## Gold Mines on the game screen
gold-title = Złoto
gold-counts = zapas { $supply } · plansza { $board }{ $removed ->
    [0] {""}
   *[other] {" "}· usunięte { $removed }
}
gold-player = { $name } { $count } ({ $points ->
    [one] 1 punkt
    [few] { $points } punkty
   *[many] { $points } punktów
})
gold-tile = Kafelek ze złotem
gold-award = Rozdaj złoto
gold-award-for = Rozdaj złoto ({ $kind })
gold-award-title = Rozdaj złoto
gold-on-board = { $count ->
    [one] 1 żeton na planszy
    [few] { $count } żetony na planszy
   *[many] { $count } żetonów na planszy
}
gold-pool = Pula { $number }
gold-pool-line = Pula { $number }: { $count } · { $names }
gold-pool-nobody = jeszcze nikt
gold-pieces = { $count ->
    [one] 1 żeton
    [few] { $count } żetony
   *[many] { $count } żetonów
}
gold-remove-pool = Usuń
gold-add-pool = Dodaj pulę
gold-add-pool-hint = dla kilku obszarów naraz albo żetonów, do których prawo mają tylko niektórzy
gold-last-award = Rozdano: { $names }
gold-preview = Podział: { $names }
gold-preview-incomplete = Wybierz, kto ma prawo do każdej puli, nie więcej żetonów, niż leży na planszy.
gold-give = Daj ręcznie { $count ->
    [one] 1 żeton
    [few] { $count } żetony
   *[many] { $count } żetonów
} graczowi { $name } (bez obszaru)
gold-cancel = Anuluj
gold-confirm = Rozdaj

## Refusals
error-points-range = Punkty muszą być między 0 a { $max }, nie { $points }.
error-unknown-player = Przy tym stole nie ma gracza { $seat }.
error-unknown-figure = { $name } nie ma posłańca: ta gra toczy się bez Wiadomości.
error-no-players = Najpierw wybierz, kto punktuje.
error-duplicate-player = { $name } wybrano dwa razy.
error-zero-correction = Korekta o 0 punktów niczego nie zmienia.
error-negative-total = { $name } ma tam { $total } pkt; korekta o { $delta } dałaby wynik ujemny.
error-game-over = Gra się skończyła. Cofnij, aby do niej wrócić.
error-final-scoring = Trwa punktacja końcowa; tury się skończyły.
error-no-tiles-left = Stos kafelków jest pusty: nie ma czego ciągnąć.
error-tile-count = Licznik kafelków musi być między 0 a { $max }, nie { $count }.
error-no-tile-counter = Ta gra nie liczy kafelków.
error-no-open-round = Żadna runda punktacji nie jest otwarta.
error-no-queued-turn = Nie ma oczekującej dodatkowej tury numer { $position }.
error-nothing-to-undo = Nie ma czego cofnąć.
error-nothing-to-redo = Nie ma czego ponowić.
error-no-such-entry = Historia nie ma wpisu { $entry }.
error-gold-not-in-use = Ta gra toczy się bez Kopalni złota.
error-gold-not-on-board = Na planszy leży tylko { $board } żet. złota, nie { $asked }.
error-gold-no-pieces = Każda pula potrzebuje co najmniej jednego żetonu złota.
error-gold-no-claimants = Każda pula potrzebuje co najmniej jednego uprawnionego gracza.
error-gold-duplicate-claimant = { $name } występuje dwa razy w jednej puli.
error-gold-farm = Chłopi nigdy nie dostają złota.
error-gold-not-completed = Złoto trafia tylko do ukończonej drogi, miasta lub klasztoru, nie za punkty typu { $kind }.
error-gold-scored = Złoto zostało podliczone, a złoto z planszy usunięte.
error-too-few-players = Gra wymaga co najmniej { $min } graczy, nie { $count }.
error-too-many-players = W grze może być najwyżej { $max } graczy, nie { $count }.
error-empty-name = Gracz { $seat } potrzebuje imienia.
error-name-too-long = Imię „{ $name }” ma { $chars } znaków; mieści się najwyżej { $max }.
error-name-control = Imię „{ $name }” zawiera niewidoczny znak (tabulator, koniec wiersza, spację zerowej szerokości lub znak kierunku).
error-duplicate-name = Dwóch graczy ma imię „{ $name }”; imiona muszą się różnić.
error-duplicate-colour = Dwóch graczy ma kolor: { $colour }; kolory muszą się różnić.
error-no-start-player = Nie ma gracza { $seat }, który mógłby zacząć.
error-setup-tiles = Licznik kafelków musi być między 1 a { $max }, nie { $count }.
error-no-shuffle = Talia { $deck } nie została potasowana.
error-bad-shuffle = Kolejność talii { $deck } musi wymieniać każdą kartę od 1 do { $size } dokładnie raz.

## The Messages
messages-whose = { $name }: { $figure }
prompt-message-drawn = { $who } na polu { $space }: ciągnij wiadomość. Wiadomość { $number }: { $title }
prompt-message-draw-tile = { $who } na polu { $space }: ciągnij kafelek wiadomości i podaj aplikacji jego numer
hold-message-name = Pociągnij kafelek wiadomości i podaj aplikacji jego numer, zanim gra potoczy się dalej.
hold-message-resolve = Wiadomość { $number } ({ $title }) czeka: wykonaj ją albo weź 2 punkty.
error-close-round-first = Najpierw zamknij otwartą rundę punktacji (Kafelek gotowy): zamknięcie ciągnie wiadomość.
error-messages-not-in-use = Ta gra toczy się bez Wiadomości.
error-messages-nothing-pending = Żadna wiadomość nie czeka na wykonanie.
error-messages-not-named = Najpierw podaj aplikacji, którą wiadomość pociągnięto.
error-messages-already-named = Pociągnięta wiadomość jest już znana.
error-messages-no-such = Wiadomości mają numery od 1 do 8, nie { $number }.
error-messages-wrong-helper = Wiadomość { $number } ({ $title }) wymaga innych liczb.
error-messages-no-tile = Stos kafelków jest pusty, więc „Kolejny kafelek” nie da się wykonać: weź 2 punkty.
error-messages-pennants = Miasto z { $tiles ->
    [one] 1 kafelka
    [few] { $tiles } kafelków
    [many] { $tiles } kafelków
   *[other] { $tiles } kafelków
} nie może mieć { $pennants } herbów.
error-messages-surrounding = Wokół klasztoru leży najwyżej 8 kafelków, nie { $count }.
error-messages-points = Wiadomość jest warta najwyżej 999 punktów, nie { $points }.
history-message-named = Pociągnięto wiadomość { $number }: { $title }
history-message-take-two = Wiadomość: zamiast tego 2 punkty ({ $figure })
history-message-another-tile = Wiadomość wykonana: kolejny kafelek
history-message-carried-out = Wiadomość wykonana: +{ $points } ({ $figure })
history-figures-merged = oba pionki zsumowane na meeple
entry-tile-done = Kafelek gotowy
msg-landing = { $figure } → { $space }
msg-landing-dark = { $figure } → { $space } ciemne
msg-panel-number = Wiadomość { $number }
msg-panel-carry = Wykonaj: +{ $points }
msg-panel-carry-bad = Wykonaj
msg-panel-carry-another-tile = Wykonaj: połóż kolejny kafelek
msg-panel-take-two = Weź 2 punkty
msg-panel-figure = Punkty przesuwają:
msg-panel-name = { $name } ciągnie kafelek wiadomości
msg-panel-name-hint = Która wiadomość wypadła? Dotknij jej numeru.
msg-count-road-tiles = Kafelki drogi
msg-count-city-tiles = Kafelki miasta
msg-count-pennants = Herby w nim
msg-count-surrounding = Kafelki wokół klasztoru
msg-count-pennants-knight = Herby w miastach z twoim rycerzem
msg-count-knights = Twoi rycerze
msg-count-farmers = Twoi chłopi
msg-count-feature-points = Punkty obszaru (jak w punktacji końcowej)
msg-count-complete = Miasto jest ukończone
msg-count-no-majority = Nie masz przewagi (0 punktów)
message-shortest-road-title = Najkrótsza droga
message-shortest-road-text = Wybierz drogę, na której stoi jeden z twoich rozbójników (nie musisz mieć przewagi). Jeśli możesz wybrać spośród kilku, weź tę wartą najmniej. Zdobądź punkty, które ta droga dostałaby w punktacji końcowej. Rozbójnik zostaje na drodze.
message-smallest-city-title = Najmniejsze miasto
message-smallest-city-text = Jak wiadomość 1, ale dla miast: wybierz miasto z jednym z twoich rycerzy, warte najmniej, i zdobądź punkty, które dostałoby w punktacji końcowej. Rycerz zostaje.
message-smallest-cloister-title = Najmniejszy klasztor
message-smallest-cloister-text = Jak wiadomość 1, ale dla klasztorów (i wszystkiego, co liczy się jak klasztor): podlicz ten z twoim mnichem, który jest wart najmniej, jak w punktacji końcowej. Mnich zostaje.
message-another-tile-title = Kolejny kafelek
message-another-tile-text = Pociągnij kafelek i połóż go według zwykłych zasad. Możesz postawić na nim meeple (lub inną specjalną figurkę), także według zwykłych zasad.
message-pennants-title = 2 punkty za herb
message-pennants-text = Za każdy herb w miastach, w których masz co najmniej jednego rycerza (nie musisz mieć przewagi), dostajesz 2 punkty.
message-knights-title = 2 punkty za rycerza
message-knights-text = Dostajesz 2 punkty za każdego swojego rycerza. Rycerze zostają w swoich miastach.
message-farmers-title = 2 punkty za chłopa
message-farmers-text = Dostajesz 2 punkty za każdego swojego chłopa. Chłopi zostają na swoich polach.
message-score-meeple-title = Podlicz meeple i weź go z powrotem
message-score-meeple-text = Wybierz jednego ze swoich meeple na planszy. Jeśli masz przewagę w jego obszarze, podlicz ten obszar jak w punktacji końcowej, ale punkty dostajesz tylko ty. Potem weź z powrotem tylko tego meeple, nawet jeśli nic nie zdobył.

## Settings
home-settings = Ustawienia
settings-title = Ustawienia
settings-back = Wstecz
settings-language = Język
settings-language-system = Jak w systemie ({ $language })
settings-language-env = Ustawiono { $var }, więc aplikacja pokazuje język { $language }, niezależnie od wyboru tutaj.
settings-theme = Motyw
settings-theme-system = Jak w systemie
settings-theme-light = Jasny
settings-theme-dark = Ciemny
settings-theme-env = Ustawiono { $var } i ma to pierwszeństwo przed tym wyborem.
settings-scale = Wielkość tekstu i przycisków
settings-scale-percent = { $percent } %
settings-keep-awake = Nie wygaszaj ekranu, gdy gra jest otwarta
settings-speech = Komunikaty głosowe
settings-speech-on = Czytaj na głos komunikaty stołu
settings-speech-turns = Czyja jest kolej
settings-speech-extra-turns = Zdobyte i rozegrane dodatkowe tury
settings-speech-drawn = Wylosowana wiadomość
settings-speech-questions = Co stół musi teraz rozstrzygnąć i kto
settings-speech-final-scoring = Kroki końcowego liczenia
settings-speech-winner = Zwycięzca
settings-speech-rate = Tempo
settings-speech-rate-slow = Wolniej
settings-speech-rate-normal = Normalnie
settings-speech-rate-fast = Szybciej
settings-speech-sounds = Dźwięk, gdy ktoś losuje wiadomość lub Święty Mikołaj daje dodatkową turę
settings-speech-volume = Głośność
settings-speech-volume-quiet = Cicho
settings-speech-volume-medium = Średnio
settings-speech-volume-full = Pełna
settings-speech-unavailable = Mowa jest niedostępna: zainstaluj speech-dispatcher. Aplikacja działa dalej bez dźwięku.
settings-speech-no-voice = Brak głosu dla języka { $language }: zainstaluj espeak-ng. Mówi głos domyślny.
speech-on = Komunikaty głosowe są włączone.
game-speech-on = Czytaj
game-speech-off = Wycisz
settings-file = Ustawienia są zapisane w { $path }
settings-save-failed = Nie udało się zapisać ustawień: { $reason }. Obowiązują do zamknięcia aplikacji.
settings-broken = Nie udało się odczytać pliku ustawień ({ $reason }), więc obowiązują ustawienia domyślne. Zmiana ustawienia zastąpi plik.
settings-about = O programie
about-version = Meeple Companion { $version }
about-licence = Wolne oprogramowanie na licencji MIT. Biblioteki, z których jest zbudowany, i jego czcionka, Fira Sans, podlegają własnym licencjom, wymienionym w informacjach o licencjach.
about-manual = Podręcznik: man 6 meeple-companion. Zasady tak, jak stosuje je aplikacja, notacja i licencje są w:
about-docs-not-installed = Ta kopia nie jest tam zainstalowana: te same dokumenty są w folderze docs/ jej źródeł.
about-trademark = Carcassonne jest znakiem towarowym swojego właściciela. Meeple Companion to nieoficjalna aplikacja pomocnicza, niewydana ani niezatwierdzona przez wydawców.
about-notices-show = Pokaż informacje o licencjach
about-notices-hide = Ukryj informacje o licencjach
about-notices-page = { $page } z { $pages }

## Summary: parts, charts and times
summary-in-play-kinds = W grze: { $kinds }
summary-final-kinds = Na koniec: { $kinds }
summary-chart-score = Wynik w trakcie gry
summary-chart-score-hint = Jedna linia na gracza, tura po turze; kropka oznacza dodatkową turę.
summary-chart-kinds = Punkty według rodzaju
summary-places = Miejsca
summary-winning-total = { $points ->
    [one] z 1 punktem
    [few] z { $points } punktami
    [many] z { $points } punktami
   *[other] z { $points } punktami
}
summary-chart-kinds-hint = Co dały obszary, w trakcie gry i na końcu. Korekty, złoto, karty końcowe i odroczone punkty nie są ujęte w słupkach.
summary-bars-note = { $bars } na słupku; suma { $total } obejmuje też: { $rest }
summary-chart-end = Koniec
summary-times = Czas
summary-played = Rozpoczęta { $date } · { $length } gry (bez przerw i czasu z zamkniętą aplikacją)
summary-turn-times = { $name }: { $turns ->
    [one] 1 tura
    [few] { $turns } tury
   *[many] { $turns } tur
}, średnio { $average }, najdłuższa { $longest }
summary-hours = { $hours } godz. { $minutes } min
summary-minutes = { $minutes } min
summary-min-sec = { $minutes } min { $seconds } s
summary-seconds = { $seconds } s
summary-save = Zapisz podsumowanie
game-pause = Pauza
game-resume-clock = Dalej
game-paused = Pauza: zegar stoi
summary-bgstats = Wyślij do BG Stats
summary-bgstats-hint = Zeskanuj to telefonem z BG Stats: otworzy rozgrywkę z wynikami wszystkich, gotową do zapisania.
summary-bgstats-copy = Kopiuj link
summary-bgstats-close = Zamknij
summary-bgstats-copied = Link BG Stats jest w schowku.
summary-bgstats-too-long = Ta rozgrywka jest za długa na kod QR: skopiuj link.
summary-tonight = Dzisiejszy wieczór
summary-tonight-hint = Gra { $game } z { $games } tego wieczoru: wygrane i punkty zsumowane.
summary-tonight-wins = { $wins ->
    [one] 1 wygrana
    [few] { $wins } wygrane
    [many] { $wins } wygranych
   *[other] { $wins } wygranych
}
summary-tonight-points = { $points } pkt
summary-rematch = Rewanż
summary-saved = Podsumowanie zapisano w { $path } (.csv, .json, .md); Markdown jest w schowku.
summary-part-end-cards = Karty końcowe
summary-part-deferred = Odroczone

## Files
store-no-data-dir = nie ma folderu na zapisane gry; wybierz go zmienną { $var }
store-create-dir = nie można utworzyć folderu { $path }: { $reason }
store-read = nie można odczytać { $path }: { $reason }
store-write = nie można zapisać do { $path }: { $reason }
store-not-found = nie ma zapisanej gry „{ $id }”
store-bad-id = „{ $id }” nie może być nazwą zapisanej gry
store-empty = plik jest pusty
store-not-text = plik nie jest tekstem
store-truncated = plik kończy się za wcześnie; zapis został pewnie przerwany
store-not-json = plik nie jest w formacie JSON (wiersz { $line }, kolumna { $column })
store-wrong-shape = plik nie jest zapisaną grą Meeple Companion: { $reason }
store-not-settings = plik nie jest plikiem ustawień Meeple Companion: { $reason }
store-newer = utworzony przez nowszą wersję Meeple Companion (format { $format }; ta wersja czyta do { $max })
store-bad-game = nie można odtworzyć zapisanej gry: { $reason }

## Final scoring, step by step
final-title = Punktacja końcowa
final-next = Dalej: { $step }
final-step-merged = Pionki
final-step-features = Obszary
final-step-gold = Złoto
final-step-results = Wyniki
final-merged-hint = Posłaniec każdego gracza został dodany do meeple; od teraz nie ciągnie się już wiadomości.
final-merged-line = { $name }: { $meeple } + { $messenger } = { $total }
final-features-hint = Gracz po graczu: każda niedokończona droga, miasto i klasztor oraz każde pole. Obszar kilku graczy wpisuje się raz, z nimi wszystkimi.
final-road-tiles = Kafelki drogi
final-city-tiles = Kafelki miasta
final-pennants = Herby w nim
final-around = Kafelki wokół klasztoru
final-farm-cities = Ukończone miasta przy polu
final-points = albo punkty
final-shared = Wspólnie z:
final-add = Dodaj { $points } ({ $kind }) dla: { $name }
final-scored-so-far = { $name } dotąd: { $kinds }
final-next-player = Następny gracz: { $name }
final-gold-hint = { $board ->
    [one] Żeton złota, który został na planszy, zostaje usunięty.
    [few] { $board } żetony złota, które zostały na planszy, zostają usunięte.
   *[many] { $board } żetonów złota, które zostały na planszy, zostaje usuniętych.
} Złoto każdego gracza liczy się na koniec gry:
final-gold-line = { $name }: { $count } × { $per } = { $points }
final-results-hint = Wszystko wpisane? Sumy staną się ostateczne; Wróć do gry to cofa.

## Dates
weekday-1 = pon.
weekday-2 = wt.
weekday-3 = śr.
weekday-4 = czw.
weekday-5 = pt.
weekday-6 = sob.
weekday-7 = niedz.
month-1 = sty
month-2 = lut
month-3 = mar
month-4 = kwi
month-5 = maj
month-6 = cze
month-7 = lip
month-8 = sie
month-9 = wrz
month-10 = paź
month-11 = lis
month-12 = gru
date-time = { $weekday } { $day } { $month } { $year }, { $time }

## Christmas Present
# Prezent gwiazdkowy: opisowe tłumaczenie (źródła nie podają polskiej
# nazwy), tak samo talie (Klasztor, Pobocze) i tytuły kart.
exported-hands-warning = Zawiera wszystkie ręce: nie pokazujcie go innym graczom do końca gry.
setup-xp = Prezent gwiazdkowy
setup-xp-hint = Dwie talie po 32 karty: ciągnij kartę Klasztor, gdy kładziesz kafelek obok klasztoru innego gracza, a kartę Pobocze za kafelek z samymi drogami. Aplikacja prowadzi talie i każdą tajną rękę.
setup-xp-card-bonus = Karta premii (droga w pętli, miasto z herbami lub bez) zmienia punktację…
setup-xp-card-bonus-player = …tylko gracza, który ją zagrywa; pozostali posiadacze punktują zwykle
setup-xp-card-bonus-all = …każdego posiadacza obszaru
christmas-deck-cloister = Klasztor
christmas-deck-roadside = Pobocze
christmas-drew-hand = { $name } ciągnie kartę z talii { $deck }
christmas-drew-now = { $name } ciągnie: { $title }
prompt-christmas-now = { $name } ciągnie „{ $title }”: użyj jej teraz albo odrzuć, jeśli nie ma dozwolonego celu.
prompt-christmas-shield = { $by } używa „{ $title }” przeciw graczowi { $name }. { $name }, czy anulujesz to tarczą?
prompt-christmas-hand-limit = { $name } ma na ręce { $cards ->
    [one] 1 kartę
    [few] { $cards } karty
   *[many] { $cards } kart
}: przed końcem tury odrzuć { $excess ->
    [one] 1 kartę
    [few] { $excess } karty
   *[many] { $excess } kart
} (najwyżej 5).
prompt-christmas-reveal = Punktacja końcowa: { $name } odkrywa kartę końcową „{ $title }”.
hold-christmas-now = Karta „{ $title }” czeka na użycie.
hold-christmas-shield = Karta Pobocze („{ $title }”) jest użyta przeciw graczowi: odpowiada, czy anuluje ją tarczą.
hold-christmas-hand-limit = Na ręce jest { $cards ->
    [one] 1 karta
    [few] { $cards } karty
   *[many] { $cards } kart
}; przed końcem tury odrzuć { $excess ->
    [one] 1 kartę
    [few] { $excess } karty
   *[many] { $excess } kart
} (najwyżej 5).
hold-christmas-reveal = Karta końcowa „{ $title }” czeka na odkrycie.
error-christmas-not-in-use = Ta gra toczy się bez Prezentu gwiazdkowego.
error-christmas-already-drawn = Za ten kafelek pociągnięto już kartę z talii { $deck }: najwyżej jedną z każdej talii na kafelek.
error-christmas-empty-deck = Talia { $deck } jest pusta; stos kart odrzuconych nigdy nie jest tasowany od nowa.
error-christmas-not-a-deck = Prezent gwiazdkowy ciągnie tylko z talii Klasztor i Pobocze.
error-christmas-nothing-to-use = Żadna karta nie czeka na użycie.
error-christmas-unknown-kind = Nie ma karty „{ $kind }”.
error-christmas-not-in-hand = { $name } nie ma na ręce karty „{ $title }”.
error-christmas-not-your-turn = { $name } może zagrać kartę tylko we własnej turze (tarcza odpowiada na kartę Pobocze).
error-christmas-shield-only = Tarczę zagrywa się tylko wtedy, gdy ktoś użyje przeciw tobie karty Pobocze.
error-christmas-end-card = „{ $title }” to karta końcowa: odkrywa się ją w punktacji końcowej.
error-christmas-wrong-target = „{ $title }” używa się inaczej.
error-christmas-no-question = Teraz nikt nie jest pytany o tarczę.
error-christmas-not-asked = Pytanie o tarczę jest do: { $name }.
error-christmas-no-shield = { $name } nie ma tarczy na ręce.
error-christmas-pennants = Ta karta nie pasuje do takiego miasta (herby).
error-christmas-points = Karta jest warta najwyżej 999 punktów, nie { $points }.
error-christmas-no-in-play = Nie ma karty w grze o numerze { $position }.
error-christmas-no-reveal = Teraz nie trzeba odkrywać żadnej karty końcowej.
error-christmas-reveal-order = Następna karta końcowa do odkrycia to „{ $title }” gracza { $name }.
error-christmas-reveal-counts = Te liczby nie pasują do karty końcowej.
history-christmas-draw = Karta z talii { $deck }
history-christmas-use = Karta użyta
history-christmas-no-target = Karta odrzucona: brak dozwolonego celu
history-christmas-play = { $name } zagrywa „{ $title }”
history-christmas-shield-yes = { $name } anuluje to tarczą
history-christmas-shield-no = { $name } tego nie anuluje
history-christmas-cancelled = obie karty odrzucone, bez efektu
history-christmas-discard = { $name } odrzuca „{ $title }”
history-christmas-end-in-play = Odrzucono kartę w grze
history-christmas-defer = { $points } pkt odroczone do końca gry
history-christmas-reveal = { $name } odkrywa „{ $title }”
history-christmas-end-points = +{ $points }
history-christmas-deferred-paid = wypłacono odroczone punkty
history-christmas-against = „{ $title }” przeciw: { $names }
history-christmas-in-play = „{ $title }” zostaje w grze

## Christmas Present: the cards (RULES XP1, XP2)
christmas-three-points-title = 3 punkty
christmas-three-points-text = Od razu zdobywasz 3 punkty.
christmas-unfinished-road-title = Niedokończona droga, podwójnie
christmas-unfinished-road-text = Podlicz niedokończoną drogę, na której masz przewagę, po 2 punkty za kafelek, jakby gra się skończyła. Poplecznicy z drogi wracają do właścicieli.
christmas-unfinished-city-title = Niedokończone miasto, +1 za kafelek
christmas-unfinished-city-text = Podlicz niedokończone miasto, w którym masz przewagę, po 2 punkty za kafelek i 1 za herb, jakby gra się skończyła, ale z 1 punktem więcej za kafelek. Poplecznicy z miasta wracają do właścicieli.
christmas-unfinished-cloister-title = Niedokończony klasztor
christmas-unfinished-cloister-text = Podlicz niedokończony klasztor, w którym masz przewagę, po 1 punkcie za każdy sąsiedni kafelek, bez samego klasztoru. Poplecznicy z klasztoru wracają do właścicieli.
christmas-follower-farm-title = Poplecznik na pole
christmas-follower-farm-text = Postaw poplecznika na wolnym polu. Może to być pole na wcześniej położonym kafelku.
christmas-follower-road-title = Poplecznik na drogę
christmas-follower-road-text = Postaw poplecznika na wolnej drodze. Może to być droga na wcześniej położonym kafelku.
christmas-follower-city-title = Poplecznik do miasta
christmas-follower-city-text = Postaw poplecznika w wolnym mieście. Może to być miasto na wcześniej położonym kafelku.
christmas-loop-road-title = Droga w pętli, podwójnie
christmas-loop-road-text = Zagraj, gdy podliczana jest ukończona droga tworząca zamkniętą pętlę, na której masz przewagę: dostajesz 2 punkty za kafelek.
christmas-shield-title = Tarcza
christmas-shield-text = Odrzuć ją, aby anulować kartę Pobocze, której przeciwnik używa przeciw tobie, także poza twoją turą. Obie karty idą na stos odrzuconych.
christmas-draw-two-title = Dwa kafelki
christmas-draw-two-text = Pociągnij w tej turze dwa kafelki, ale zgodnie z zasadami połóż tylko jeden. Drugi odpada z gry.
christmas-city-pennants-title = Miasto z herbami
christmas-city-pennants-text = Zagraj, gdy podliczane jest ukończone miasto z herbami, w którym masz przewagę: dostajesz 2 punkty za kafelek i 3 punkty za herb.
christmas-city-plain-title = Miasto bez herbów
christmas-city-plain-text = Zagraj, gdy podliczane jest ukończone miasto bez herbów, w którym masz przewagę: dostajesz 3 punkty za kafelek.
christmas-return-follower-title = Zabierz poplecznika
christmas-return-follower-text = Zabierz jednego ze swoich popleczników z dowolnego kafelka do swojego zapasu.
christmas-supply-title = Poplecznicy w zapasie
christmas-supply-text = Na koniec gry: 2 punkty za każdego poplecznika, który został w twoim zapasie.
christmas-farm-cities-title = Miasta przy polach
christmas-farm-cities-text = Na koniec gry: za każde pole, na którym masz przewagę, 1 punkt więcej za każde ukończone miasto.
christmas-shared-farm-title = Wspólne pole
christmas-shared-farm-text = Na koniec gry: przy podliczaniu pola, na którym dzielisz przewagę, 1 punkt więcej za każde ukończone miasto.
christmas-occupy-farm-title = Dołącz do pola
christmas-occupy-farm-text = Postaw poplecznika na polu zajętym przez innego gracza.
christmas-occupy-road-title = Dołącz do drogi
christmas-occupy-road-text = Postaw poplecznika na drodze zajętej przez innego gracza.
christmas-occupy-city-title = Dołącz do miasta
christmas-occupy-city-text = Postaw poplecznika w mieście zajętym przez innego gracza.
christmas-occupy-cloister-title = Dołącz do klasztoru
christmas-occupy-cloister-text = Postaw poplecznika na klasztorze zajętym przez innego gracza.
christmas-lay-down-cloister-title = Połóż: klasztor
christmas-lay-down-cloister-text = Połóż wszystkich popleczników na klasztorze; dokładani później też leżą. Gdy klasztor zostanie ukończony, zostają tam do końca gry, a jego punkty są wypłacane dopiero wtedy.
christmas-lay-down-road-title = Połóż: droga
christmas-lay-down-road-text = Połóż wszystkich popleczników na drodze; dokładani później też leżą. Gdy droga zostanie ukończona, zostają tam do końca gry, a jej punkty są wypłacane dopiero wtedy.
christmas-lay-down-city-title = Połóż: miasto
christmas-lay-down-city-text = Połóż wszystkich popleczników w mieście; dokładani później też leżą. Gdy miasto zostanie ukończone, zostają tam do końca gry, a jego punkty są wypłacane dopiero wtedy.
christmas-tiebreaker-road-title = Remis: droga
christmas-tiebreaker-road-text = Jeśli na twojej drodze jest remis, liczysz się tak, jakbyś miał tam jednego poplecznika więcej. Dwie takie karty na jednej drodze się znoszą.
christmas-tiebreaker-city-title = Remis: miasto
christmas-tiebreaker-city-text = Jeśli w twoim mieście jest remis, liczysz się tak, jakbyś miał tam jednego poplecznika więcej. Dwie takie karty w jednym mieście się znoszą.
christmas-tiebreaker-cloister-title = Remis: klasztor
christmas-tiebreaker-cloister-text = Jeśli na twoim klasztorze jest remis, liczysz się tak, jakbyś miał tam jednego poplecznika więcej. Dwie takie karty na jednym klasztorze się znoszą.
christmas-swap-cloister-title = Zamiana na klasztorze
christmas-swap-cloister-text = Zamień jednego ze swoich popleczników na klasztorze na poplecznika przeciwnika na innym klasztorze.
christmas-swap-city-title = Zamiana w mieście
christmas-swap-city-text = Zamień jednego ze swoich popleczników w mieście na poplecznika przeciwnika w innym mieście.
christmas-swap-road-title = Zamiana na drodze
christmas-swap-road-text = Zamień jednego ze swoich popleczników na drodze na poplecznika przeciwnika na innej drodze.
christmas-swap-farm-title = Zamiana na polu
christmas-swap-farm-text = Zamień jednego ze swoich popleczników na polu na poplecznika przeciwnika na innym polu.
christmas-choose-placement-title = Wybierz następne miejsce
christmas-choose-placement-text = Następny gracz musi położyć swój kafelek tam, gdzie wskażesz.
christmas-farm-tiebreaker-title = Remis: pole
christmas-farm-tiebreaker-text = Na koniec gry: jeśli dzielisz pole z przeciwnikiem, liczysz się tak, jakbyś miał tam jednego poplecznika więcej. Dwie takie karty na jednym polu się znoszą.

## Christmas Present on the game screen
xp-draw = Karta z talii { $deck } (zostało: { $count })
xp-discard-pile = Karty odrzucone ({ $count })
xp-discard-empty = Stos kart odrzuconych jest pusty.
xp-hand-count = { $name }: { $count ->
    [one] 1 karta
    [few] { $count } karty
   *[many] { $count } kart
}
xp-show-hand = Pokaż rękę: { $name }
xp-hand-of = Ręka: { $name }
xp-hand-empty = Brak kart.
xp-private = Patrzy tylko { $name }; przy następnej czynności ręka znów się ukrywa.
xp-peek = { $name }: zobacz
xp-hide = Ukryj
xp-choose = Zagraj…
xp-play-it = Zagraj
xp-discard = Odrzuć
xp-use = Użyj
xp-no-target = Brak dozwolonego celu: odrzuć
xp-tiles = Kafelki
xp-pennants = Herby
xp-surrounding = Kafelki wokół
xp-followers = Ilu popleczników w zapasie?
xp-cities = Ile ukończonych miast?
xp-points-preview = { $points } pkt
xp-other-holders = Pozostali posiadacze obszaru:
xp-with = Z graczem { $name }
xp-against-whom = Użyta przeciw (inni gracze z poplecznikami tam):
xp-with-whom = Razem z (inni gracze z poplecznikami tam):
xp-against = Przeciw: { $name }
xp-shield-yes = { $name }: tak, tarczą
xp-shield-no = { $name }: nie
xp-reveal = Odkryj dla: { $name }
xp-in-play = W grze:
xp-in-play-card = { $title } ({ $name })
xp-end-in-play = Odrzuć
xp-deferred-none = Odroczone punkty: brak
xp-hands-left = Karty pozostałe na rękach (bez efektu): { $list }
xp-hands-left-none = Na rękach nie zostały żadne karty.
xp-deferred = Odroczone punkty: { $list }
xp-defer = Odrocz: { $kind }
xp-laid-down = Położony

## Home: finished games, deleting, totals
home-state-won = Zakończona · wygrywa { $names }
home-in-progress = W toku
home-finished = Zakończone gry
home-delete = Usuń
home-delete-ask = Usunąć grę { $names } rozpoczętą { $started }? Jej plik zostanie usunięty; tego nie da się cofnąć.
home-delete-yes = Usuń
home-delete-no = Zostaw
home-totals = Podsumowanie
home-hide-totals = Ukryj podsumowanie
home-totals-player = Gracz
home-totals-played = Rozegrane
home-totals-won = Wygrane

## Final scoring: Christmas Present's steps
final-step-end-cards = Karty końcowe
final-step-deferred = Odroczone
final-end-cards-next = Odkryjcie karty końcowe w panelu Prezentu gwiazdkowego, zaczynając od gracza rozpoczynającego: teraz { $name }. Potem ostatnie obszary.
final-end-cards-done = Wszystkie karty końcowe są odkryte; karty pozostałe na rękach zostały pokazane.
final-end-cards-line = { $name }: { $points } z kart końcowych
final-deferred-hint = Punkty obszarów z położonymi poplecznikami, zapisane w rejestrze, są wypłacone (krok 4):
final-deferred-line = { $name }: { $points } odroczone

## At the table: modes, questions, notices, keys
mode-points = Punkty
mode-count = Licz
mode-correct = Korekta
entry-preview = { $name } +{ $points }
entry-preview-type = { $names }: wpisz punkty
entry-preview-nobody = Dotknij, kto punktuje
entry-preview-correct = Korekta dla: { $name }: +{ $points } lub −{ $points }
entry-preview-correct-type = Korekta dla: { $name }: wpisz punkty
entry-another-tile-none = Nie ma już kafelka do pociągnięcia
entry-correct-one-player = Wybierz jednego gracza do korekty.
correct-hint = Korekta, nie punktacja: zmienia sumę jednego gracza i nic więcej.
correct-add = + Dodaj
correct-take-away = − Odejmij
count-tiles = Kafelki
count-pennants = Herby
count-complete = Miasto jest ukończone
count-neighbours = Kafelki wokół klasztoru
count-score = Punktuj { $points } ({ $kind })
ask-extra-turn = Dodatkowa tura dla kogo?
ask-final-scoring = Rozpocząć punktację końcową? Potem nie ma już tur (Cofnij je przywraca).
ask-final-scoring-tiles = { $count ->
    [one] W stosie został jeszcze 1 kafelek. Mimo to rozpocząć punktację końcową? Potem nie ma już tur (Cofnij je przywraca).
    [few] W stosie zostały jeszcze { $count } kafelki. Mimo to rozpocząć punktację końcową? Potem nie ma już tur (Cofnij je przywraca).
   *[many] W stosie zostało jeszcze { $count } kafelków. Mimo to rozpocząć punktację końcową? Potem nie ma już tur (Cofnij je przywraca).
}
ask-final-scoring-yes = Rozpocznij punktację końcową
ask-cancel = Anuluj
game-tiles = Pozostałe kafelki
ask-tiles = Kafelki pozostałe w stosie: { $count }
ask-tiles-hint = Licznik pokazuje { $now }: wpisz, ile ma stos.
ask-tiles-set = Ustaw: { $count }
notice-done = Zrobione: { $what }
notice-undo = Cofnij to
game-keys = Klawisze ?
keys-title = Klawisze
keys-close = Zamknij
keys-digits = wpisz punkty
keys-backspace-clear = usuń ostatnią cyfrę, wyczyść (Esc zamyka też pytanie)
keys-players = wybierz graczy 1–6 (lub odpowiedz „dla kogo?”)
keys-kinds = punktuj jako drogę, miasto, klasztor, pole
keys-score = przyznaj punkty (potwierdź pytanie)
keys-modes = punkty, liczenie, korekta
keys-correct = dodaj lub odejmij przy korekcie
keys-figure = przełącz meeple i posłańca (Wiadomości)
keys-switch = przełącznik pod Punktuj (Prezent gwiazdkowy: położony)
keys-end-turn = koniec tury
keys-another-tile = kolejny kafelek
keys-extra-turn = dodatkowa tura (pyta, dla kogo)
keys-history = pokaż lub ukryj historię
keys-undo-redo = cofnij, ponów (także Ctrl+Shift+Z)
keys-scale = większe, mniejsze, zwykły rozmiar
keys-fullscreen = pełny ekran
keys-this-list = ta lista
history-correct-figure = Korekta: { $name } { $delta } ({ $figure })
home-unreadable-count = { $count ->
    [one] ▸ Nie można odczytać 1 pliku
    [few] ▸ Nie można odczytać { $count } plików
   *[many] ▸ Nie można odczytać { $count } plików
}
home-unreadable-folder = W { $folder }. Aplikacja nigdy nie zmienia ani nie usuwa tych plików; Ukryj tylko pomija plik na tej liście do zamknięcia aplikacji.
home-unreadable-hide = Ukryj
history-fix-setup = Popraw ustawienia gry…
setup-fix-title = Popraw ustawienia gry
setup-fix-hint = Zmień to, co źle ustawiono: zapomniany dodatek lub opcję, błędnie wpisane imię, zamieniony kolor. Polecenia gry zostaną wtedy powtórzone na nowych ustawieniach w jednym kroku (Cofnij przywraca stare ustawienia); jeśli któreś już nie pasuje, nic się nie zmienia.
setup-fix-apply = Zastosuj do tej gry
setup-fix-hands = Po ponownym rozegraniu z tymi ustawieniami { $names } mają inne karty na ręce: ich telefony będą potrzebować nowych kodów.
setup-fix-stops = Gra nie pasuje do tych ustawień: zatrzymuje ją polecenie { $number } ({ $command }): { $reason } Nic nie zmieniono.
notice-setup-fixed = Zrobione: ustawienia zmienione, a gra powtórzona na nich
notice-setup-restored = Zrobione: stare ustawienia wróciły
read-only = Ta gra jest otwarta w innym oknie. To okno tylko ją pokazuje: nic, co tu zrobisz, nie zostanie zapisane. Zamknij tamto okno, a potem otwórz grę tutaj ponownie, aby grać dalej.

## The table screen (issue 19)
msg-dark = ciemne
gold-keypad-hint = Wpisz sztabki puli na klawiszach albo użyj − i +.
xp-tab = Karty
xp-shield-title = { $name }, tarcza?
xp-shield-read-out = { $by } używa „{ $title }” przeciw graczowi { $name }; anulować można tylko tarczą z ręki.
xp-shield-answer-yes = Tak, odeprzyj tarczą
xp-shield-answer-no = Bez tarczy
xp-over-limit = { $name } odrzuca { $excess ->
    [one] 1 kartę
    [few] { $excess } karty
    [many] { $excess } kart
   *[other] { $excess } kart
}
notice-undone = Cofnięto: { $what }
notice-redone = Przywrócono: { $what }
notice-done-then = Zrobione: { $what }, potem { $then }
settle-refused = Nie wykonano
settle-extra-turn = { $count ->
    [one] Zdobyta dodatkowa tura
    [few] Zdobyte { $count } dodatkowe tury
   *[many] Zdobytych { $count } dodatkowych tur
}
settle-next-step = { $name }: wpisz punkty i wybierz rodzaj albo Koniec tury
settle-final-step = Punktacja końcowa: krok po kroku po prawej
game-menu = Menu
keys-menu = menu: dodatkowa tura, punktacja końcowa, pauza, eksport, start
keys-settle = główna odpowiedź na to, co trzeba teraz rozstrzygnąć
keys-close-open = zamyka to, co otwarte (pytanie, rękę, menu)
final-settle-first = Najpierw rozstrzygnij „{ $step }”, potem kolejne kroki.

## The table screen: the entry, the settle area and the final scoring
final-step-number = Krok { $number } z { $count }
final-step-of = Krok { $number } z { $count }: { $step }
ask-extra-turn-tap = Dotknij wyniku gracza (albo F1–F6).
settle-extra-turn-for = { $name }: { $reason }
settle-everyone = Wszyscy
notice-redo = Ponów to
entry-figures-all = { $messengers } z { $holders } na posłańcu (M przełącza)
final-add-key = Dodaj
count-score-key = Punktuj { $points }
final-back = Wstecz: { $step }
final-type-count = Najpierw wpisz liczbę.
xp-to-hand = ← Ręka
xp-hand-hint = Dotknij karty, aby ją przeczytać, zagrać albo odrzucić.
game-tile-number = kafelek { $number }
entry-preview-holders = po +{ $points } dla { $count } graczy
entry-preview-type-holders = { $count } graczy: wpisz punkty
final-add-holders = Dodaj po { $points } ({ $kind }) dla { $count } graczy

## Issue 16: the deferred points at step 4 (RULES F1, XP7)
error-christmas-pay-at-final-scoring = Odroczone punkty wypłaca się w punktacji końcowej, po ostatnich obszarach.
error-christmas-already-paid = Odroczone punkty są już wypłacone.
error-christmas-features-over = Odroczone punkty są wypłacone; cofnij to, aby policzyć kolejne obszary.
history-christmas-pay-deferred = Krok 4 punktacji końcowej

## Issue 16: older saves with a command refused now (save format 3)
store-no-longer-allowed = ta gra została zapisana przez starszą wersję, a jej polecenie { $command } nie jest już dozwolone: { $reason }
store-no-longer-allowed-undone = ta gra została zapisana przez starszą wersję, a jej cofnięte polecenie { $command } nie jest już dozwolone: { $reason }
read-only-older = Tylko do odczytu: { $reason } Gra jest pokazana tak, jak została zapisana; nic, co tu zrobisz, nie zostanie zapisane.
final-deferred-owed-hint = Punkty obszarów z położonymi poplecznikami czekają w rejestrze; zostaną wypłacone po ostatnich obszarach:
final-pay-deferred = Wypłać odroczone punkty
final-features-paid = Odroczone punkty są wypłacone (krok 4), więc nie liczy się już kolejnych obszarów.
final-undo-payment = Cofnij wypłatę, aby liczyć dalej

## Issue 16: MSG8, the messenger has left the track
error-messages-messenger-left = Posłańcy opuścili tor punktacji przy punktacji końcowej.

## Issue 16: XP4, refusals that reveal no hand
error-christmas-not-your-turn-discard = { $name } może odrzucić kartę tylko we własnej turze.

## Issue 16: message 4 (RULES MSG6, T6)
hold-message-no-tile = Wiadomość 4 ({ $title }) czeka: nie ma już płytek, więc nie da się jej wykonać; weź 2 punkty.
error-messages-points-for-another-tile = Wiadomość 4 daje dodatkową płytkę, a nie punkty: wykonaj ją albo weź 2 punkty.

## Issue 16: XP2, only roads, cities and cloisters are laid down
error-christmas-not-laid-down = Punktów za { $kind } nie można odroczyć: kładzie się tylko popleczników na drodze, w mieście lub klasztorze.

## Issue 16: clearer refusals
error-gold-nothing-to-give = Daj co najmniej jeden żeton złota.

## Issue 21: Phones and TV (the app's panel)
share-open = Telefony i TV
share-title = Telefony i TV
share-intro = Pokaż grę na każdym telefonie i telewizorze w tej sieci: otwórz adres albo zeskanuj kod. Nic nie wychodzi poza tę sieć.
share-address = Adres
share-port = Port
share-start = Uruchom
share-stop = Zatrzymaj
share-close = Zamknij
share-listening = Otwarte pod { $address }
share-pages = { $count ->
    [one] 1 strona połączona
    [few] { $count } strony połączone
   *[many] { $count } stron połączonych
}
share-table-page = Strona stołu, dla wszystkich
share-private = Każdy gracz widzi i zagrywa swoją rękę na własnym telefonie i tam odpowiada na pytania do niego. Dotknij imienia, aby pokazać kod tego gracza.
share-private-act = Każdy gracz odpowiada na własnym telefonie na pytania do niego. Dotknij imienia, aby pokazać kod tego gracza.
share-private-post = Wyślij do BG Stats z telefonu każdego gracza. Stuknij imię, aby pokazać kod tego gracza.
share-claimed-legend = Otwarte na własnych telefonach: { $count } z { $total }
share-claimed = { $name }: na własnym telefonie
share-rescan = { $name }: zeskanuj nowy kod
share-new-links = Nowe linki
share-new-links-hint = Nowe linki zastępują każdy prywatny link: telefon, który go miał, musi zeskanować ponownie.
share-code-of = Ten kod skanuje tylko { $name }; pierwszy telefon, który go otworzy, zachowuje go. Znika przy następnej czynności.
share-read-only = Ta gra jest w tym oknie tylko do odczytu, więc nie można jej stąd pokazać na telefonach.
share-failed = Nie można uruchomić: { $reason }
share-no-network = Nie znaleziono sieci: strony można otworzyć tylko na tym komputerze.
share-bad-address = To nie jest adres: { $address }
share-address-everywhere = { $address } oznacza wszystkie sieci naraz: telefon nie może go otworzyć. Wpisz własny adres tego komputera w sieci.
share-address-group = { $address } to adres multicast lub broadcast, nie adres tego komputera. Wpisz własny adres tego komputera w sieci.
share-address-not-here = { $address } nie jest adresem tego komputera, więc nic nie może na nim nasłuchiwać. Wpisz własny adres tego komputera w sieci.
share-bad-port = Port musi być liczbą od 1024 do 65535.

## Issue 21: Phones and TV (the pages)
share-live = Na żywo
share-lost = Połączenie utracone · stan z { $time }
share-retry = Ponowna próba za { $seconds } s
share-revoked = Ten link został zastąpiony. Poproś przy stole o nowy kod.
share-scores = Punkty
share-queue = Dodatkowe tury
share-settle = Teraz
share-follow = Śledź na telefonie
share-cards = Prezent gwiazdkowy
share-in-play = Karty w grze
share-hands = Karty na ręce
share-result = Wynik
share-gold-held = { $count ->
    [one] 1 sztabka złota
    [few] { $count } sztabki złota
   *[many] { $count } sztabek złota
}
share-cards-held = { $count ->
    [one] 1 karta
    [few] { $count } karty
   *[many] { $count } kart
}
share-extra-turn-of = Dodatkowa tura: { $name } ({ $reason })
share-game-over = Koniec gry
share-turn-number = Tura { $number }
share-deck = { $deck }: { $count }
share-play-now = Możesz ją teraz zagrać
share-shield-now = Odpowiedz nią teraz
share-reveal-now = Odkryj ją teraz
share-discard-now = { $excess ->
    [one] Odrzuć 1 kartę, zanim skończy się twoja tura
    [few] Odrzuć { $excess } karty, zanim skończy się twoja tura
   *[many] Odrzuć { $excess } kart, zanim skończy się twoja tura
}
share-private-note = Tylko na tym telefonie. Inni widzą, ile masz kart, nigdy jakie.
share-post-bgstats = Wyślij do BG Stats
keys-counts = o jeden więcej lub mniej w liczbie; w korekcie: dodaj lub odejmij
keys-answers = pozostałe odpowiedzi na to, co trzeba rozstrzygnąć (litera jest na każdej)
keys-steps = następny lub poprzedni krok punktacji końcowej
keys-fields = w formularzu z dwiema liczbami: drugie pole
keys-turn-actions = dalsze przyciski tury na pasku (kafelek złota, dobranie karty, Kafelek gotowy), literą na każdym
keys-menu-items = w menu: dodatkowa tura, pozostałe kafelki, punktacja końcowa, pauza, eksport, telefony i TV, ekran główny, mowa
read-only-no-lock = To okno nie może zablokować tej gry ({ $reason }), więc niczego tu nie zapisuje: bez blokady inne okno mogłoby ją nadpisać. Zapisz ją jako nową grę albo skopiuj jako notację, aby zachować to, co robisz.
read-only-lock-lost = To okno straciło blokadę tej gry ({ $reason }). Może zapisuje ją inne okno, więc od teraz nic, co tu zrobisz, nie zostanie zapisane. Zapisz ją jako nową grę albo skopiuj jako notację, aby ją zachować.
read-only-unknown = Ta gra została zapisana z elementami, których ta wersja nie zna ({ $fields }). Jest tylko pokazywana, a jej plik nigdy nie jest nadpisywany; zapisz ją jako nową grę, aby grać dalej bez tych elementów.
close-unsaved = { $count ->
    [one] 1 zmiana w tej grze nie jest zapisana i przepadnie, jeśli okno zamknie się teraz.
    [few] { $count } zmiany w tej grze nie są zapisane i przepadną, jeśli okno zamknie się teraz.
   *[many] { $count } zmian w tej grze nie jest zapisanych i przepadnie, jeśli okno zamknie się teraz.
}
offer-save-as-new = Zapisz jako nową grę
offer-copy-notation = Kopiuj jako notację
offer-close-anyway = Zamknij mimo to
offer-keep-open = Zostaw okno otwarte
home-delete-failed = Nie udało się usunąć tej gry: { $reason }
home-checking = Sprawdzanie zapisanych gier…
home-not-checked = jeszcze nie sprawdzona

## Issue 27: window
leave-unsaved = { $count ->
    [one] 1 zmiana w tej grze nie jest zapisana i przepadnie, jeśli teraz ją opuścicie.
    [few] { $count } zmiany w tej grze nie są zapisane i przepadną, jeśli teraz ją opuścicie.
   *[many] { $count } zmian w tej grze nie jest zapisanych i przepadnie, jeśli teraz ją opuścicie.
}
offer-discard = Odrzuć zmiany
offer-keep = Zostań w tej grze
save-as-new-failed = Nie udało się zapisać gry jako nowej: { $reason }. Gra nadal tu jest; nic jeszcze nie przepadło.
read-only-replaced = To okno już nie zapisuje tej gry: { $reason }, odkąd je otworzyło lub zapisało, a zapis wyrzuciłby tamtą wersję. Zapisz ją jako nową grę albo skopiuj jako notację, aby zachować to, co tu zrobisz.
home-delete-unsaved = Ta gra nie została usunięta: to okno nie zapisało jeszcze jej ostatniego stanu. Otwórz ją, aby zobaczyć dlaczego, albo poczekaj, aż zapis znów się uda.
store-changed-outside = gra „{ $id }” nie została zapisana: { $change }, odkąd to okno ją otworzyło lub zapisało
store-change-appeared = pojawił się plik o jej nazwie
store-change-removed = jej plik został usunięty
store-change-replaced = jej plik został zastąpiony przez inny program
store-change-changed = jej plik został zmieniony przez inny program

## Issue 27: store
store-no-such-format = plik podaje format { $format }, który nigdy nie istniał; ta wersja czyta formaty od 1 do { $max }
store-too-large-to-save = gra jest za duża, by ją zapisać: { $size } MB, a zapisana gra może mieć najwyżej { $max } MB; nic nie zapisano
note-older-format = starszy format: niechroniony przed uszkodzeniem
note-changed-outside = zmieniony poza aplikacją: otwiera się tylko do odczytu; zaimportuj go jako nową grę, by grać dalej
note-unknown = otwiera się tylko do odczytu: ma części, których ta wersja nie zna ({ $fields })
note-older-rules = otwiera się tylko do odczytu: zapisany przez starszą wersję; polecenie { $command } nie jest już dozwolone: { $reason }
note-older-rules-undone = otwiera się tylko do odczytu: zapisany przez starszą wersję; cofnięte polecenie { $command } nie jest już dozwolone: { $reason }
read-only-changed-outside = Plik tej gry został zmieniony poza aplikacją (ręcznie, przez inny program lub przez uszkodzenie): jest pokazany tylko do odczytu i nigdy nie jest nadpisywany. Zaimportuj go jako nową grę, by grać dalej.
offer-import-as-new = Importuj jako nową grę
error-name-too-many-marks = Imię „{ $name }” ma znak z { $marks } akcentami lub innymi znakami łączonymi; na jednym mieści się najwyżej { $max }.
error-name-too-many-bytes = Imię „{ $name }” jest za długie: { $bytes } bajtów; mieści się najwyżej { $max }.

table-refused-stale = Nie wykonano: gra zmieniła się, odkąd pokazano tę stronę. Spójrz jeszcze raz i spróbuj ponownie.
table-refused-no-game = Nie wykonano: żadna gra nie jest pokazana.
table-refused-cannot-save = Laptop nie może teraz zapisać; zagraj to na laptopie.
table-refused-not-yours = Nie wykonano: to sprawa laptopa, nie telefonu.
table-refused-not-own-last = Nie wykonano: cofnąć można tylko własny ostatni ruch, dopóki nic się potem nie wydarzyło.
notice-phone = Z telefonu gracza { $name }: { $what }
history-from-phone = z telefonu gracza { $name }
share-act-unknown = Nie wykonano: tego już tu nie ma do wyboru. Spójrz jeszcze raz.
share-act-bad-values = Nie wykonano: liczba lub wybór jest tu niedozwolony.
share-act-foreign = Nie wykonano: działać może tylko własna strona tej gry.
share-act-too-fast = Nie wykonano: za dużo dotknięć naraz. Poczekaj chwilę.
share-act-too-big = Nie wykonano: żądanie jest za duże.
share-act-busy = Laptop nie odpowiedział na czas. Spójrz na niego i spróbuj ponownie.
share-act-not-on-show = Laptop nie pokazuje teraz gry; zagraj to na laptopie.
share-act-undo = Cofnij mój ostatni ruch
share-act-sending = Wysyłanie…
share-act-done = Zrobione
share-act-failed = Nie wysłano: laptop jest nieosiągalny. Spróbuj ponownie.
share-act-yours = Czeka na ciebie
share-act-again = Wyślij ponownie

## Statystyki rozgrywek
stats-record-highest-total = Najwyższy wynik
stats-record-biggest-margin = Największa przewaga
stats-record-most-extra-turns = Najwięcej dodatkowych tur w jednej grze
stats-record-longest-message-chain = Najdłuższy łańcuch wiadomości w jednej turze

## The stats screen
home-stats = Statystyki
stats-back = Start
stats-title = Statystyki
stats-reading = Czytanie zapisanych gier…
stats-no-games = Żadna gra się jeszcze nie skończyła: statystyki liczą skończone gry.
stats-none-match = Żadna skończona gra nie pasuje do tego wyboru.
stats-this-evening = Dzisiejszy wieczór
stats-this-month = Ten miesiąc
stats-this-year = Ten rok
stats-all-time = Wszystkie gry
stats-filters = Gracze, rozszerzenia…
stats-filters-fold = Zwiń wybór
stats-counted-with = { $counted } z { $only }
stats-player = Gracz
stats-players = Kto wygrywa
stats-with-players = Tylko gry z:
stats-with-expansions = Tylko gry z rozszerzeniem:
stats-games-counted = { $games ->
    [one] policzono 1 grę
    [few] policzono { $games } gry
    [many] policzono { $games } gier
   *[other] policzono { $games } gier
}
stats-left-out = { $counted } · pominięto: { $in_progress } w toku, { $read_only } tylko do odczytu, { $unreadable } nieczytelne
stats-merged = Połączone imiona
stats-merged-hint = Każda pisownia liczy się jako imię po niej, tutaj i w wierszu poleceń.
stats-counts-as = { $name } liczy się jako { $into }
stats-unmerge = Rozdziel
stats-same-person = Ta sama osoba co…
stats-merge-into = → { $name }
stats-same-person-hint = Dotknij imienia, pod którym ten gracz też grał: oba liczą się jako to imię.
stats-rival = Najczęściej pokonuje: { $name } ({ $record })
stats-nemesis = Najczęściej przegrywa z: { $name } ({ $record })
stats-seat = miejsce { $seat }: { $rate } z { $games }
stats-by-seat = Wygrane według miejsca (1 to gracz rozpoczynający)
stats-count-line = { $players } graczy: { $games ->
    [one] 1 gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gier
}, średnio { $average }
stats-by-count = Średnie według liczby graczy
stats-with-without = z nim { $with } · bez { $without }
stats-games = gry
stats-wins = wygrane
stats-win-rate = % wygranych
stats-average = średnia
stats-best = najlepszy
stats-worst = najgorszy
stats-last-games = { $games ->
    [one] Ostatnia gra
    [few] Ostatnie { $games } gry
    [many] Ostatnie { $games } gier
   *[other] Ostatnie { $games } gier
}
stats-points-from = Skąd pochodziły punkty
stats-share = { $part } { $percent }
stats-evening-name = Nazwij ten wieczór
stats-evening-name-hint = Nazwa tego wieczoru gier, np. „Święta 2026”
stats-evening-keep = Zachowaj
stats-evening-cancel = Anuluj
stats-records = Rekordy
stats-evenings = Wieczory gier
stats-evening = { $day }: { $games ->
    [one] 1 gra
    [few] { $games } gry
    [many] { $games } gier
   *[other] { $games } gier
}
stats-standing = { $name } { $wins ->
    [one] 1 wygrana
    [few] { $wins } wygrane
    [many] { $wins } wygranych
   *[other] { $wins } wygranych
}, { $points }
stats-rate-of = { $rate } z { $games }
stats-percent = { $percent }%
decimal-point = ,
date-day = { $weekday } { $day } { $month } { $year }
