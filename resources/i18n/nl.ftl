# Meeple Companion — Nederlandse teksten.
# Elke id van en.ftl staat hier, met dezelfde variabelen (een test controleert het).
# Namen van uitbreidingen uit de bronnen: Sint Nicolaas scoretableau,
# Nieuwsberichten, Kerstcadeau. "Goudmijnen" is een beschrijvende vertaling
# (de bronnen geven geen Nederlandse naam).

app-title = Meeple Companion

## Colours, kinds and figures
colour-red = Rood
colour-green = Groen
colour-blue = Blauw
colour-yellow = Geel
colour-black = Zwart
colour-grey = Grijs
colour-pink = Roze
colour-purple = Paars

kind-road = weg
kind-city = stad
kind-cloister = klooster
kind-farm = weide
kind-message = nieuwsbericht
kind-card = kaart
kind-other = punten

figure-meeple = meeple
figure-messenger = boodschapper

## Turns and prompts
turn-of = Beurt: { $name }
extra-turn-of = Extra beurt: { $name }
tiles-left = { $count ->
    [one] nog 1 tegel
   *[other] nog { $count } tegels
}
and-separator = {" "}en{" "}
reason-last-to = de laatste die { $total } bereikt
reason-first-to = de eerste die { $total } bereikt
reason-manual = een extra beurt met de hand
prompt-extra-turn = { $name } is { $reason }: extra beurt
prompt-extra-turn-manual = { $name } krijgt een extra beurt
prompt-turns-lapsed = { $count ->
    [one] Het spel is voorbij, dus de extra beurt van { $names } vervalt
   *[other] Het spel is voorbij, dus de extra beurten van { $names } vervallen
}
prompt-last-tile = De trekstapel is leeg: dit is de laatste beurt. Na deze beurt begint de eindtelling.
prompt-final-scoring = Eindtelling: voer de punten van onafgebouwde projecten en weiden in en beëindig dan het spel.
prompt-gold-short = { $count ->
    [0] De voorraad is leeg: er is geen goudstuk gelegd.
    [one] Nog maar 1 goudstuk in de voorraad: 1 goudstuk is gelegd.
   *[other] Nog maar { $count } goudstukken in de voorraad.
}
prompt-final-scoring-last-tile = De laatste tegel ligt. Eindtelling: voer de punten van onafgebouwde projecten en weiden in en beëindig dan het spel.

## History
history-holder = { $name } +{ $points }
history-holder-figure = { $name } +{ $points } ({ $figure })
history-score = { $holders } { $kind }
history-close-round = Telronde gesloten
history-correct = Correctie: { $name } { $delta }
history-end-turn = Einde beurt
history-another-tile = Nog een tegel
history-extra-turn = Extra beurt voor { $name }
history-cancel-extra-turn = Extra beurt { $position } geschrapt
history-set-tiles = Tegelteller op { $count } gezet
history-final-scoring = Eindtelling begonnen
history-end-game = Spel beëindigd
history-gold-tile = Goudtegel
history-gold-pool = { $count } voor { $names }
history-gold-award = Goud voor { $kind }: { $pools }
history-gold-give = { $count ->
    [one] 1 goudstuk voor { $name }
   *[other] { $count } goudstukken voor { $name }
}
history-next-turn = { $name } is aan de beurt
history-next-extra-turn = extra beurt van { $name }
history-earned-turn = { $name } verdient een extra beurt ({ $reason })
history-last-tile = de laatste tegel ligt

## Home
home-tagline = Houdt het scorespoor, de beurten en de extra beurten bij, zodat de tafel alleen hoeft te spelen.
home-new-game = Nieuw spel
home-saved-games = Opgeslagen spellen
home-loading = Opgeslagen spellen zoeken…
home-show-more = Nog { $count } tonen ({ $left } niet getoond)
home-no-games = Nog geen opgeslagen spellen. Begin een nieuw spel; het wordt na elke zet opgeslagen.
home-state-playing = Beurt { $turn }
home-state-final-scoring = Eindtelling
home-state-ended = Afgelopen
home-game-details = { $state } · begonnen { $started } · laatst gespeeld { $played }
home-resume = Verder
home-show-results = Uitslag
home-unreadable = { $file } is niet te lezen
home-unreadable-reason = { $reason }. Het bestand blijft zoals het is.
home-load-failed = Dit spel kon niet worden geopend: { $reason }
exported = Het spel staat als notatie op het klembord en is opgeslagen in { $path }
exported-clipboard-only = Het spel staat als notatie op het klembord (het kon niet als bestand worden opgeslagen: { $reason })
save-failed = Het spel kon niet worden opgeslagen: { $reason }. Het staat nog hier; laat de app open en controleer de schijf.

## Setup
setup-title = Nieuw spel
setup-back = Terug
setup-players = Spelers
setup-players-hint = In zitvolgorde, met de klok mee. Kies voor elke speler een meeplekleur; wie een kleur kiest die al bezet is, ruilt met die speler.
setup-name-placeholder = Speler { $seat }
setup-starts = begint
setup-move-up = Omhoog
setup-remove = Verwijderen
setup-add-player = Speler toevoegen
setup-tiles = Tegels
setup-count-tiles = Tegels in de trekstapel tellen
setup-tiles-hint = 71 in het basisspel, 80 met Goudmijnen. Als de laatste tegel ligt, eindigt het spel met die beurt.
setup-tiles-not-a-number = Het aantal tegels “{ $value }” is geen getal
setup-expansions = Uitbreidingen
setup-sn = Sint Nicolaas scoretableau
setup-sn-hint = Wie als laatste veld 6 (kerstmuts) bereikt en wie als eerste veld 24 (kerstboom) bereikt, krijgt een extra beurt.
setup-sn-check = Wanneer wordt het scoretableau gecontroleerd?
setup-sn-check-feature = Na elke telling van een project, in de volgorde waarin de actieve speler ze invoert (aanbevolen)
setup-sn-check-round = Eén keer per gelegde tegel, met de standen voor en na al zijn tellingen
setup-sn-both = Wie in één telling als laatste 6 en als eerste 24 bereikt, krijgt
setup-sn-both-one = Eén extra beurt (aanbevolen)
setup-sn-both-two = Twee extra beurten
setup-sn-order = Als meerdere spelers in één beurt extra beurten verdienen
setup-sn-order-left = Met de klok mee vanaf links van de actieve speler, de actieve speler als laatste (aanbevolen)
setup-sn-order-active = Eerst de actieve speler, dan met de klok mee vanaf zijn linkerbuur
setup-sn-every-lap = Elke ronde: 56 en 74, 106 en 124, … tellen weer als 6 en 24
setup-sn-feature-only = Alleen tellingen van projecten tellen: punten van nieuwsberichten en kaarten geven nooit een beurt
setup-sn-levels = Met Nieuwsberichten is de plaats van een speler op het scoretableau
setup-sn-levels-higher-lower = Zijn hoogste scorepion voor 6, zijn laagste voor 24 (aanbevolen)
setup-sn-levels-sum = Beide scorepionnen opgeteld
setup-sn-levels-any = Zijn hoogste scorepion, voor 6 en voor 24
setup-msg = Nieuwsberichten
setup-msg-hint = Iedereen scoort met twee scorepionnen, meeple en boodschapper; als een scorepion van de actieve speler op een donker veld (0, 5, 10, …) eindigt, trekt hij een nieuwsbericht.
setup-msg-draw = Wie trekt de nieuwsberichten?
setup-msg-draw-virtual = De app schudt de 8 nieuwsberichten en trekt ze (aanbevolen)
setup-msg-draw-physical = De tafel trekt zijn eigen nieuwsberichttegels en geeft de app het nummer
setup-msg-zmg-alone = ZMG-regel: alleen trekken als de scorepion alleen op zijn donkere veld staat
setup-gold = Goudmijnen
setup-gold-hint = 16 goudstukken: goudtegels leggen ze op het speelveld, afgebouwde wegen, steden en kloosters delen ze uit, en aan het einde tellen ze (1–3 stukken 1 punt per stuk, 4–6 2, 7–9 3, 10 of meer 4).
setup-start = Spel starten

## Game
game-final-scoring = Eindtelling
game-ended = Spel voorbij
game-turn-number = Beurt { $number }
game-extra-turn = extra beurt: { $reason }
game-tile-of-turn = tegel { $number } van deze beurt
game-undo = Ongedaan maken
game-redo = Verder
game-history = Verloop
game-score-entry = Punten invoeren
game-export = Export
game-home = Beginscherm
game-queue = Volgende extra beurten:
game-queued-turn = { $name } ({ $reason })
game-cancel-turn = Schrappen

## Score entry
entry-who = Wie scoort? (meerdere bij een gedeeld project)
entry-score = Tellen
key-backspace = ←
key-clear = C
entry-end-turn = Einde beurt
entry-another-tile = Nog een tegel
entry-extra-turn = Extra beurt
entry-final-scoring = Eindtelling
entry-end-game = Spel beëindigen en uitslag tonen
entry-choose-player = Kies eerst wie scoort.
entry-type-points = Typ eerst de punten.
entry-too-many-digits = Eén telling is hooguit 999 punten.
entry-points-pending = { $points ->
    [one] Er is 1 punt getypt maar niet geteld: tel het of wis het eerst.
   *[other] Er zijn { $points } punten getypt maar niet geteld: tel ze of wis ze eerst.
}
entry-extra-turn-one-player = Kies één speler voor de extra beurt.

history-rewind = Terug naar hier
history-start = Begin van het spel
history-undone = { $count ->
    [one] 1 ongedane opdracht (Verder haalt hem terug):
   *[other] { $count } ongedane opdrachten (Verder haalt ze terug):
}

## Summary
summary-winner = { $name } wint!
summary-shared-win = Gedeelde winst: { $names }
summary-in-game = In het spel
summary-final = Eindtelling
summary-corrections = Correcties
summary-kind = { $kind } { $points }
summary-back-to-game = Terug naar het spel
summary-gold = Goud
summary-gold-line = { $count ->
    [one] goud 1 stuk × { $per } = { $points }
   *[other] goud { $count } stukken × { $per } = { $points }
}

## Gold Mines on the game screen
gold-title = Goud
gold-counts = voorraad { $supply } · speelveld { $board }{ $removed ->
    [0] {""}
   *[other] {" "}· verwijderd { $removed }
}
gold-player = { $name } { $count } ({ $points ->
    [one] 1 punt
   *[other] { $points } punten
})
gold-tile = Goudtegel
gold-award = Goud uitdelen
gold-award-for = Goud uitdelen voor { $kind }
gold-award-title = Goud uitdelen
gold-on-board = { $count ->
    [one] 1 stuk op het speelveld
   *[other] { $count } stukken op het speelveld
}
gold-pool = Pot { $number }
gold-pool-line = Pot { $number }: { $count } · { $names }
gold-pool-nobody = nog niemand
gold-pieces = { $count ->
    [one] 1 stuk
   *[other] { $count } stukken
}
gold-remove-pool = Verwijderen
gold-add-pool = Pot toevoegen
gold-add-pool-hint = voor meerdere projecten tegelijk, of stukken waar maar enkelen recht op hebben
gold-last-award = Uitgedeeld: { $names }
gold-preview = Verdeling: { $names }
gold-preview-incomplete = Kies wie elke pot krijgt, met niet meer stukken dan er op het speelveld liggen.
gold-give = { $count ->
    [one] 1 stuk
   *[other] { $count } stukken
} met de hand aan { $name } geven (geen project)
gold-cancel = Annuleren
gold-confirm = Uitdelen

## Refusals
error-points-range = Punten moeten tussen 0 en { $max } liggen, niet { $points }.
error-unknown-player = Er is geen speler { $seat } aan deze tafel.
error-unknown-figure = { $name } heeft geen boodschapper: dit spel wordt zonder Nieuwsberichten gespeeld.
error-no-players = Kies eerst wie scoort.
error-duplicate-player = { $name } is twee keer gekozen.
error-zero-correction = Een correctie van 0 punten verandert niets.
error-negative-total = { $name } heeft daar { $total ->
    [one] 1 punt
   *[other] { $total } punten
}; een correctie van { $delta } zou dat negatief maken.
error-game-over = Het spel is afgelopen. Maak ongedaan om terug te gaan.
error-final-scoring = De eindtelling is begonnen; er zijn geen beurten meer.
error-no-tiles-left = De trekstapel is leeg: er is geen tegel meer te trekken.
error-tile-count = De tegelteller moet tussen 0 en { $max } liggen, niet { $count }.
error-no-tile-counter = Dit spel telt geen tegels.
error-no-open-round = Er is geen telronde open.
error-no-queued-turn = Er is geen extra beurt nummer { $position } in de wachtrij.
error-nothing-to-undo = Er is niets om ongedaan te maken.
error-nothing-to-redo = Er is niets om opnieuw te doen.
error-no-such-entry = Het verloop heeft geen regel { $entry }.
error-gold-not-in-use = Dit spel wordt zonder Goudmijnen gespeeld.
error-gold-not-on-board = { $board ->
    [one] Er ligt maar 1 goudstuk op het speelveld, niet { $asked }.
   *[other] Er liggen maar { $board } goudstukken op het speelveld, niet { $asked }.
}
error-gold-no-pieces = Elke pot heeft minstens één goudstuk nodig.
error-gold-no-claimants = Elke pot heeft minstens één speler nodig die er recht op heeft.
error-gold-duplicate-claimant = { $name } staat twee keer in één pot.
error-gold-farm = Boeren krijgen nooit goud.
error-gold-not-completed = Goud gaat alleen naar een afgebouwde weg, stad of klooster, niet naar punten voor { $kind }.
error-gold-scored = Het goud is geteld en het goud op het speelveld is verwijderd.
error-too-few-players = Een spel heeft minstens { $min } spelers nodig, niet { $count }.
error-too-many-players = Een spel heeft hooguit { $max } spelers, niet { $count }.
error-empty-name = Speler { $seat } heeft een naam nodig.
error-name-too-long = De naam “{ $name }” heeft { $chars } tekens; er passen er hooguit { $max }.
error-name-control = De naam “{ $name }” bevat een onzichtbaar teken (een tab, een regeleinde, een spatie zonder breedte of een richtingsteken).
error-duplicate-name = Twee spelers heten “{ $name }”; namen moeten verschillen.
error-duplicate-colour = Twee spelers spelen met { $colour }; kleuren moeten verschillen.
error-no-start-player = Er is geen speler { $seat } om te beginnen.
error-setup-tiles = De tegelteller moet tussen 1 en { $max } liggen, niet { $count }.
error-no-shuffle = De stapel { $deck } is niet geschud.
error-bad-shuffle = De volgorde van de stapel { $deck } moet elke kaart van 1 tot { $size } precies één keer noemen.

## The Messages
messages-whose = { $figure } van { $name }
prompt-message-drawn = { $who } kwam op { $space }: trek een nieuwsbericht. Nieuwsbericht { $number }: { $title }
prompt-message-draw-tile = { $who } kwam op { $space }: trek een nieuwsberichttegel en geef de app het nummer
hold-message-name = Trek een nieuwsberichttegel en geef de app het nummer voordat het spel verdergaat.
hold-message-resolve = Nieuwsbericht { $number } ({ $title }) wacht: voer het uit of neem 2 punten.
error-close-round-first = Sluit eerst de open telronde (Klaar met deze tegel): bij het sluiten wordt een nieuwsbericht getrokken.
error-messages-not-in-use = Dit spel wordt zonder Nieuwsberichten gespeeld.
error-messages-nothing-pending = Er wacht geen nieuwsbericht om afgehandeld te worden.
error-messages-not-named = Geef de app eerst door welk nieuwsbericht is getrokken.
error-messages-already-named = Het getrokken nieuwsbericht is al bekend.
error-messages-no-such = Nieuwsberichten zijn genummerd van 1 tot 8, niet { $number }.
error-messages-wrong-helper = Nieuwsbericht { $number } ({ $title }) vraagt om andere tellingen.
error-messages-no-tile = De trekstapel is leeg, dus “Nog een landtegel leggen” kan niet worden uitgevoerd: neem de 2 punten.
error-messages-pennants = Een stad van { $tiles ->
    [one] 1 tegel
   *[other] { $tiles } tegels
} kan geen { $pennants } wapens hebben.
error-messages-surrounding = Om een klooster liggen hooguit 8 tegels, niet { $count }.
error-messages-points = Een nieuwsbericht is hooguit 999 punten waard, niet { $points }.
history-message-named = Nieuwsbericht { $number } getrokken: { $title }
history-message-take-two = Nieuwsbericht: in plaats daarvan 2 punten ({ $figure })
history-message-another-tile = Nieuwsbericht uitgevoerd: nog een tegel
history-message-carried-out = Nieuwsbericht uitgevoerd: +{ $points } ({ $figure })
history-figures-merged = beide scorepionnen opgeteld bij de meeple
entry-tile-done = Klaar met deze tegel
msg-landing = { $figure } → { $space }
msg-landing-dark = { $figure } → { $space } donker
msg-panel-number = Nieuwsbericht { $number }
msg-panel-carry = Uitvoeren: +{ $points }
msg-panel-carry-bad = Uitvoeren
msg-panel-carry-another-tile = Uitvoeren: nog een tegel leggen
msg-panel-take-two = 2 punten nemen
msg-panel-figure = De punten gaan naar:
msg-panel-name = { $name } trekt een nieuwsberichttegel
msg-panel-name-hint = Welk nieuwsbericht kwam er? Tik op het nummer.
msg-count-road-tiles = Tegels van de weg
msg-count-city-tiles = Tegels van de stad
msg-count-pennants = Wapens erin
msg-count-surrounding = Tegels rond het klooster
msg-count-pennants-knight = Wapens in steden met je ridder
msg-count-knights = Je ridders
msg-count-farmers = Je boeren
msg-count-feature-points = De punten van het project (zoals bij de eindtelling)
msg-count-complete = De stad is af
msg-count-no-majority = Je hebt niet de meerderheid (0 punten)
message-shortest-road-title = Kortste weg
message-shortest-road-text = Kies een weg met een struikrover van jou (de meerderheid is niet nodig); kun je kiezen, neem dan de weg die het minst waard is. Tel de punten die die weg bij de eindtelling zou krijgen. De struikrover blijft staan.
message-smallest-city-title = Kleinste stad
message-smallest-city-text = Gelijk aan nieuwsbericht 1, maar dan voor steden: kies de stad met een van je ridders die de minste punten waard is en tel wat die bij de eindtelling zou krijgen. De ridder blijft staan.
message-smallest-cloister-title = Kleinste klooster
message-smallest-cloister-text = Gelijk aan nieuwsbericht 1, maar dan voor kloosters (en alles wat als klooster telt): tel het klooster met je monnik dat de minste punten waard is, zoals bij de eindtelling. De monnik blijft staan.
message-another-tile-title = Nog een landtegel leggen
message-another-tile-text = Trek een tegel en leg die volgens de gebruikelijke spelregels aan. Je mag er ook een meeple (of ander bijzonder speelstuk) op zetten, ook weer volgens de gebruikelijke spelregels.
message-pennants-title = 2 punten per wapen
message-pennants-text = Voor elk wapen in steden waar je tenminste 1 ridder hebt (je hoeft niet de meerderheid te hebben), krijg je 2 punten.
message-knights-title = 2 punten per ridder
message-knights-text = Je krijgt 2 punten voor elke eigen ridder. De ridders blijven in hun steden staan.
message-farmers-title = 2 punten per boer
message-farmers-text = Je krijgt 2 punten voor elke eigen boer. De boeren blijven op hun weiden liggen.
message-score-meeple-title = Een meeple tellen en terug in voorraad nemen
message-score-meeple-text = Kies een van je meeples op het speelveld. Heb je de meerderheid in zijn project, tel dat project zoals bij de eindtelling, maar alleen jij krijgt de punten. Neem dan alleen die meeple terug, ook zonder punten.

## Settings
home-settings = Instellingen
settings-title = Instellingen
settings-back = Terug
settings-language = Taal
settings-language-system = Systeemtaal volgen ({ $language })
settings-language-env = { $var } is ingesteld, dus de app toont { $language }, wat hier ook gekozen is.
settings-theme = Thema
settings-theme-system = Systeem volgen
settings-theme-light = Licht
settings-theme-dark = Donker
settings-theme-env = { $var } is ingesteld en gaat voor deze keuze.
settings-scale = Grootte van tekst en knoppen
settings-scale-percent = { $percent } %
settings-keep-awake = Scherm aan houden zolang een spel open is
settings-speech = Gesproken aanwijzingen
settings-speech-on = Lees de aanwijzingen van de tafel hardop voor
settings-speech-turns = Wie er aan de beurt is
settings-speech-extra-turns = Extra beurten verdiend en genomen
settings-speech-drawn = Een getrokken nieuwsbericht
settings-speech-questions = Wat de tafel nu moet regelen, en wie
settings-speech-final-scoring = De stappen van de eindtelling
settings-speech-winner = De winnaar
settings-speech-rate = Tempo
settings-speech-rate-slow = Langzamer
settings-speech-rate-normal = Normaal
settings-speech-rate-fast = Sneller
settings-speech-sounds = Een geluid als er een nieuwsbericht wordt getrokken of Sint Nicolaas een extra beurt geeft
settings-speech-volume = Volume
settings-speech-volume-quiet = Zacht
settings-speech-volume-medium = Middel
settings-speech-volume-full = Vol
settings-speech-unavailable = Spraak is niet beschikbaar: installeer speech-dispatcher. De app gaat stil verder.
settings-speech-no-voice = Geen stem voor { $language }: installeer espeak-ng. De standaardstem spreekt.
speech-on = Gesproken aanwijzingen staan aan.
game-speech-on = Voorlezen
game-speech-off = Stil
settings-file = De instellingen staan in { $path }
settings-save-failed = De instellingen konden niet worden opgeslagen: { $reason }. Ze gelden tot de app wordt gesloten.
settings-broken = Het instellingenbestand kon niet worden gelezen ({ $reason }), dus de standaardinstellingen gelden. Een instelling wijzigen vervangt het bestand.
settings-about = Over
about-version = Meeple Companion { $version }
about-licence = Vrije software onder de MIT-licentie. De bibliotheken waaruit het is gebouwd en het lettertype, Fira Sans, vallen onder hun eigen licenties, vermeld in de licentieteksten.
about-manual = De handleiding: man 6 meeple-companion. De regels zoals de app ze toepast, de notatie en de licenties staan in:
about-docs-not-installed = Deze kopie is daar niet geïnstalleerd: dezelfde documenten staan in de map docs/ van de broncode.
about-trademark = Carcassonne is een handelsmerk van de eigenaar. Meeple Companion is een onofficiële hulp-app, niet gemaakt of goedgekeurd door de uitgevers.
about-notices-show = Licentieteksten tonen
about-notices-hide = Licentieteksten verbergen
about-notices-page = { $page } van { $pages }

## Summary: parts, charts and times
summary-in-play-kinds = Tijdens het spel: { $kinds }
summary-final-kinds = Eindtelling: { $kinds }
summary-chart-score = Score in de loop van het spel
summary-chart-score-hint = Eén lijn per speler, beurt voor beurt; een stip markeert een extra beurt.
summary-chart-kinds = Punten per soort
summary-places = Plaatsen
summary-winning-total = { $points ->
    [one] met 1 punt
   *[other] met { $points } punten
}
summary-chart-kinds-hint = Wat de projecten opleverden, tijdens het spel en aan het einde. Correcties, goud, eindkaarten en uitgestelde punten staan niet in de balken.
summary-bars-note = { $bars } in de balk; het totaal { $total } telt ook { $rest }
summary-chart-end = Einde
summary-times = Tijd
summary-played = Begonnen { $date } · { $length } gespeeld (pauzes en tijd met de app dicht niet meegeteld)
summary-turn-times = { $name }: { $turns ->
    [one] 1 beurt
   *[other] { $turns } beurten
}, gemiddeld { $average }, langste { $longest }
summary-hours = { $hours } u { $minutes } min
summary-minutes = { $minutes } min
summary-min-sec = { $minutes } min { $seconds } s
summary-seconds = { $seconds } s
summary-save = Overzicht opslaan
game-pause = Pauze
game-resume-clock = Verder
game-paused = Gepauzeerd: de klok staat stil
summary-bgstats = Naar BG Stats
summary-bgstats-hint = Scan dit met de telefoon met BG Stats: het opent het spel met de score van iedereen, klaar om te bewaren.
summary-bgstats-copy = Link kopiëren
summary-bgstats-close = Sluiten
summary-bgstats-copied = De BG Stats-link staat op het klembord.
summary-bgstats-too-long = Dit spel is te lang voor een QR-code: kopieer de link.
summary-tonight = Vanavond
summary-tonight-hint = Spel { $game } van { $games } vanavond: overwinningen en punten opgeteld.
summary-tonight-wins = { $wins ->
    [one] 1 keer gewonnen
   *[other] { $wins } keer gewonnen
}
summary-tonight-points = { $points ->
    [one] 1 punt
   *[other] { $points } punten
}
summary-rematch = Nog een keer
summary-saved = Overzicht opgeslagen in { $path } (.csv, .json, .md); de Markdown staat op het klembord.
summary-part-end-cards = Eindkaarten
summary-part-deferred = Uitgesteld

## Files
store-no-data-dir = er is geen map om spellen in op te slaan; kies er een met { $var }
store-create-dir = kan de map { $path } niet aanmaken: { $reason }
store-read = kan { $path } niet lezen: { $reason }
store-write = kan niet opslaan in { $path }: { $reason }
store-not-found = er is geen opgeslagen spel “{ $id }”
store-bad-id = “{ $id }” kan niet de naam van een opgeslagen spel zijn
store-empty = het bestand is leeg
store-not-text = het bestand is geen tekst
store-truncated = het bestand houdt te vroeg op; het is waarschijnlijk tijdens het schrijven afgebroken
store-not-json = het bestand is geen JSON (regel { $line }, kolom { $column })
store-wrong-shape = het bestand is geen opgeslagen spel van Meeple Companion: { $reason }
store-not-settings = het bestand is geen instellingenbestand van Meeple Companion: { $reason }
store-newer = gemaakt door een nieuwere versie van Meeple Companion (formaat { $format }; deze versie leest tot en met { $max })
store-bad-game = het opgeslagen spel kan niet worden hersteld: { $reason }

## Final scoring, step by step
final-title = Eindtelling
final-next = Volgende: { $step }
final-step-merged = Pionnen
final-step-features = Projecten
final-step-gold = Goud
final-step-results = Uitslag
final-merged-hint = De boodschapper van elke speler is opgeteld bij de meeple; vanaf nu worden geen nieuwsberichten meer getrokken.
final-merged-line = { $name }: { $meeple } + { $messenger } = { $total }
final-features-hint = Speler voor speler: elke onafgebouwde weg, stad en elk onafgebouwd klooster en elke weide. Een project van meerdere spelers wordt één keer ingevoerd, met hen allemaal.
final-road-tiles = Tegels van de weg
final-city-tiles = Tegels van de stad
final-pennants = Wapens erin
final-around = Tegels rond het klooster
final-farm-cities = Afgebouwde steden aan de weide
final-points = of de punten
final-shared = Gedeeld met:
final-add = { $points } ({ $kind }) voor { $name } toevoegen
final-scored-so-far = { $name } tot nu toe: { $kinds }
final-next-player = Volgende speler: { $name }
final-gold-hint = { $board ->
    [one] Het goudstuk dat nog op het speelveld ligt, wordt verwijderd.
   *[other] De { $board } goudstukken die nog op het speelveld liggen, worden verwijderd.
} Het goud van elke speler telt aan het einde van het spel:
final-gold-line = { $name }: { $count } × { $per } = { $points }
final-results-hint = Alles ingevoerd? De totalen worden definitief; Terug naar het spel maakt het ongedaan.

## Dates
weekday-1 = ma
weekday-2 = di
weekday-3 = wo
weekday-4 = do
weekday-5 = vr
weekday-6 = za
weekday-7 = zo
month-1 = jan
month-2 = feb
month-3 = mrt
month-4 = apr
month-5 = mei
month-6 = jun
month-7 = jul
month-8 = aug
month-9 = sep
month-10 = okt
month-11 = nov
month-12 = dec
date-time = { $weekday } { $day } { $month } { $year }, { $time }

## Christmas Present
# Kerstcadeau: naam en stapels (Klooster, Wegkant) uit de bron; kaarttitels
# zijn beschrijvende vertalingen.
exported-hands-warning = Het bevat alle handen: houd het voor de andere spelers verborgen tot het spel voorbij is.
setup-xp = Kerstcadeau
setup-xp-hint = Twee stapels van 32 kaarten: trek een Klooster-kaart als je een tegel naast het klooster van een andere speler legt, een Wegkant-kaart voor een tegel met alleen wegen. De app beheert de stapels en elke geheime hand.
setup-xp-card-bonus = Een bonuskaart (gesloten weg, stad met of zonder wapens) verandert de telling van…
setup-xp-card-bonus-player = …alleen de speler die hem speelt; andere eigenaars tellen zoals gewoonlijk
setup-xp-card-bonus-all = …iedere eigenaar van het project
christmas-deck-cloister = Klooster
christmas-deck-roadside = Wegkant
christmas-drew-hand = { $name } trok een { $deck }-kaart
christmas-drew-now = { $name } trok: { $title }
prompt-christmas-now = { $name } trok “{ $title }”: gebruik hem nu, of leg hem af als er geen geldig doel is.
prompt-christmas-shield = { $by } gebruikt “{ $title }” tegen { $name }. { $name }, annuleer je het met een schild?
prompt-christmas-hand-limit = { $name } heeft { $cards } kaarten: leg er { $excess } af voor het einde van de beurt (hooguit 5).
prompt-christmas-reveal = Eindtelling: { $name } onthult de eindkaart “{ $title }”.
hold-christmas-now = De kaart “{ $title }” wacht om gebruikt te worden.
hold-christmas-shield = Een Wegkant-kaart (“{ $title }”) wordt tegen een speler gebruikt: die zegt of hij hem met een schild annuleert.
hold-christmas-hand-limit = De hand heeft { $cards } kaarten; leg er { $excess } af voor het einde van de beurt (hooguit 5).
hold-christmas-reveal = De eindkaart “{ $title }” wacht om onthuld te worden.
error-christmas-not-in-use = Dit spel wordt zonder Kerstcadeau gespeeld.
error-christmas-already-drawn = Voor deze tegel is al een { $deck }-kaart getrokken: hooguit één per stapel per tegel.
error-christmas-empty-deck = De { $deck }-stapel is leeg; de aflegstapel wordt nooit opnieuw geschud.
error-christmas-not-a-deck = Kerstcadeau trekt alleen van de Klooster- en Wegkant-stapel.
error-christmas-nothing-to-use = Er wacht geen kaart om gebruikt te worden.
error-christmas-unknown-kind = Er is geen kaart “{ $kind }”.
error-christmas-not-in-hand = { $name } heeft geen kaart “{ $title }” op de hand.
error-christmas-not-your-turn = { $name } mag alleen in de eigen beurt een kaart spelen (een schild beantwoordt een Wegkant-kaart).
error-christmas-shield-only = Een schild speel je alleen als er een Wegkant-kaart tegen je wordt gebruikt.
error-christmas-end-card = “{ $title }” is een eindkaart: die wordt bij de eindtelling onthuld.
error-christmas-wrong-target = “{ $title }” wordt anders gebruikt.
error-christmas-no-question = Er wordt nu niemand naar een schild gevraagd.
error-christmas-not-asked = De vraag over het schild is voor { $name }.
error-christmas-no-shield = { $name } heeft geen schild op de hand.
error-christmas-pennants = Deze kaart is niet voor zo’n stad (wapens).
error-christmas-points = Een kaart is hooguit 999 punten waard, niet { $points }.
error-christmas-no-in-play = Er is geen kaart in het spel met nummer { $position }.
error-christmas-no-reveal = Er hoeft nu geen eindkaart onthuld te worden.
error-christmas-reveal-order = De volgende eindkaart om te onthullen is “{ $title }” van { $name }.
error-christmas-reveal-counts = Deze aantallen passen niet bij de eindkaart.
history-christmas-draw = { $deck }-kaart
history-christmas-use = Kaart gebruikt
history-christmas-no-target = Kaart afgelegd: geen geldig doel
history-christmas-play = { $name } speelde “{ $title }”
history-christmas-shield-yes = { $name } annuleert het met een schild
history-christmas-shield-no = { $name } annuleert het niet
history-christmas-cancelled = beide kaarten afgelegd, geen effect
history-christmas-discard = { $name } legde “{ $title }” af
history-christmas-end-in-play = Een kaart in het spel is afgelegd
history-christmas-defer = { $points ->
    [one] 1 punt
   *[other] { $points } punten
} uitgesteld tot het einde
history-christmas-reveal = { $name } onthulde “{ $title }”
history-christmas-end-points = +{ $points }
history-christmas-deferred-paid = uitgestelde punten uitbetaald
history-christmas-against = “{ $title }” tegen { $names }
history-christmas-in-play = “{ $title }” blijft in het spel

## Christmas Present: the cards (RULES XP1, XP2)
christmas-three-points-title = 3 punten
christmas-three-points-text = Krijg meteen 3 punten.
christmas-unfinished-road-title = Onafgebouwde weg, dubbel
christmas-unfinished-road-text = Tel een onafgebouwde weg waar jij de meerderheid hebt met 2 punten per tegel, alsof het spel voorbij is. De meeples op de weg gaan terug naar hun eigenaars.
christmas-unfinished-city-title = Onafgebouwde stad, +1 per tegel
christmas-unfinished-city-text = Tel een onafgebouwde stad waar jij de meerderheid hebt met 2 punten per tegel en 1 per wapen, alsof het spel voorbij is maar met 1 punt per tegel extra. De meeples in de stad gaan terug naar hun eigenaars.
christmas-unfinished-cloister-title = Onafgebouwd klooster
christmas-unfinished-cloister-text = Tel een onafgebouwd klooster waar jij de meerderheid hebt met 1 punt per omliggende tegel, het klooster zelf niet meegerekend. De meeples op het klooster gaan terug naar hun eigenaars.
christmas-follower-farm-title = Meeple op een weide
christmas-follower-farm-text = Zet een meeple op een onbezette weide. Dat mag een weide op een eerder gelegde tegel zijn.
christmas-follower-road-title = Meeple op een weg
christmas-follower-road-text = Zet een meeple op een onbezette weg. Dat mag een weg op een eerder gelegde tegel zijn.
christmas-follower-city-title = Meeple in een stad
christmas-follower-city-text = Zet een meeple in een onbezette stad. Dat mag een stad op een eerder gelegde tegel zijn.
christmas-loop-road-title = Gesloten weg, dubbel
christmas-loop-road-text = Speel hem als een afgebouwde weg die een gesloten lus vormt wordt geteld en jij daar de meerderheid hebt: je krijgt 2 punten per tegel.
christmas-shield-title = Schild
christmas-shield-text = Leg hem af om een Wegkant-kaart te annuleren die een tegenstander tegen je gebruikt, ook buiten je beurt. Beide kaarten worden afgelegd.
christmas-draw-two-title = Twee tegels trekken
christmas-draw-two-text = Trek deze beurt twee tegels, maar leg er volgens de regels maar één. De andere tegel gaat uit het spel.
christmas-city-pennants-title = Stad met wapens
christmas-city-pennants-text = Speel hem als een afgebouwde stad met wapens wordt geteld en jij daar de meerderheid hebt: je krijgt 2 punten per tegel en 3 punten per wapen.
christmas-city-plain-title = Stad zonder wapens
christmas-city-plain-text = Speel hem als een afgebouwde stad zonder wapens wordt geteld en jij daar de meerderheid hebt: je krijgt 3 punten per tegel.
christmas-return-follower-title = Meeple terugnemen
christmas-return-follower-text = Neem een van je meeples van een willekeurige tegel terug in je voorraad.
christmas-supply-title = Meeples in de voorraad
christmas-supply-text = Aan het einde van het spel: 2 punten voor elke meeple die nog in je voorraad is.
christmas-farm-cities-title = Weidesteden
christmas-farm-cities-text = Aan het einde van het spel: voor elke weide waar jij de meerderheid hebt 1 punt extra per afgebouwde stad.
christmas-shared-farm-title = Gedeelde weide
christmas-shared-farm-text = Aan het einde van het spel: bij het tellen van een weide waarvan je de meerderheid deelt 1 punt extra per afgebouwde stad.
christmas-occupy-farm-title = Bij een weide aansluiten
christmas-occupy-farm-text = Zet een meeple op een weide waar al een andere speler staat.
christmas-occupy-road-title = Bij een weg aansluiten
christmas-occupy-road-text = Zet een meeple op een weg waar al een andere speler staat.
christmas-occupy-city-title = Bij een stad aansluiten
christmas-occupy-city-text = Zet een meeple in een stad waar al een andere speler staat.
christmas-occupy-cloister-title = Bij een klooster aansluiten
christmas-occupy-cloister-text = Zet een meeple op een klooster waar al een andere speler staat.
christmas-lay-down-cloister-title = Neerleggen: klooster
christmas-lay-down-cloister-text = Leg alle meeples op een klooster neer; later toegevoegde meeples liggen ook. Is het klooster af, dan blijven ze tot het einde van het spel liggen en worden de punten pas dan uitbetaald.
christmas-lay-down-road-title = Neerleggen: weg
christmas-lay-down-road-text = Leg alle meeples op een weg neer; later toegevoegde meeples liggen ook. Is de weg af, dan blijven ze tot het einde van het spel liggen en worden de punten pas dan uitbetaald.
christmas-lay-down-city-title = Neerleggen: stad
christmas-lay-down-city-text = Leg alle meeples in een stad neer; later toegevoegde meeples liggen ook. Is de stad af, dan blijven ze tot het einde van het spel liggen en worden de punten pas dan uitbetaald.
christmas-tiebreaker-road-title = Beslissing: weg
christmas-tiebreaker-road-text = Staat het op een weg van jou gelijk, dan tel je alsof je er een meeple meer hebt. Twee zulke kaarten op één weg heffen elkaar op.
christmas-tiebreaker-city-title = Beslissing: stad
christmas-tiebreaker-city-text = Staat het in een stad van jou gelijk, dan tel je alsof je er een meeple meer hebt. Twee zulke kaarten in één stad heffen elkaar op.
christmas-tiebreaker-cloister-title = Beslissing: klooster
christmas-tiebreaker-cloister-text = Staat het op een klooster van jou gelijk, dan tel je alsof je er een meeple meer hebt. Twee zulke kaarten op één klooster heffen elkaar op.
christmas-swap-cloister-title = Ruilen op een klooster
christmas-swap-cloister-text = Ruil een van je meeples op een klooster met een meeple van een tegenstander op een ander klooster.
christmas-swap-city-title = Ruilen in een stad
christmas-swap-city-text = Ruil een van je meeples in een stad met een meeple van een tegenstander in een andere stad.
christmas-swap-road-title = Ruilen op een weg
christmas-swap-road-text = Ruil een van je meeples op een weg met een meeple van een tegenstander op een andere weg.
christmas-swap-farm-title = Ruilen op een weide
christmas-swap-farm-text = Ruil een van je meeples op een weide met een meeple van een tegenstander op een andere weide.
christmas-choose-placement-title = Volgende plek kiezen
christmas-choose-placement-text = De volgende speler moet zijn tegel leggen waar jij kiest.
christmas-farm-tiebreaker-title = Beslissing: weide
christmas-farm-tiebreaker-text = Aan het einde van het spel: deel je een weide met een tegenstander, dan tel je alsof je er een meeple meer hebt. Twee zulke kaarten op één weide heffen elkaar op.

## Christmas Present on the game screen
xp-draw = { $deck }-kaart ({ $count } over)
xp-discard-pile = Aflegstapel ({ $count })
xp-discard-empty = De aflegstapel is leeg.
xp-hand-count = { $name }: { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}
xp-show-hand = Hand van { $name } tonen
xp-hand-of = Hand van { $name }
xp-hand-empty = Geen kaarten.
xp-private = Alleen { $name } kijkt; bij de volgende actie verdwijnt hij weer.
xp-peek = { $name }: bekijken
xp-hide = Verbergen
xp-choose = Spelen…
xp-play-it = Uitspelen
xp-discard = Afleggen
xp-use = Gebruiken
xp-no-target = Geen geldig doel: afleggen
xp-tiles = Tegels
xp-pennants = Wapens
xp-surrounding = Tegels eromheen
xp-followers = Hoeveel meeples in de voorraad?
xp-cities = Hoeveel afgebouwde steden?
xp-points-preview = { $points ->
    [one] 1 punt
   *[other] { $points } punten
}
xp-other-holders = De andere eigenaars van het project:
xp-with = Met { $name }
xp-against-whom = Gebruikt tegen (de andere spelers met meeples daar):
xp-with-whom = Met (de andere spelers met meeples daar):
xp-against = Tegen { $name }
xp-shield-yes = { $name }: ja, met een schild
xp-shield-no = { $name }: nee
xp-reveal = Onthullen voor { $name }
xp-in-play = In het spel:
xp-in-play-card = { $title } ({ $name })
xp-end-in-play = Afleggen
xp-deferred-none = Uitgestelde punten: geen
xp-hands-left = Kaarten over in de handen (geen effect): { $list }
xp-hands-left-none = Er bleven geen kaarten over in de handen.
xp-deferred = Uitgestelde punten: { $list }
xp-defer = { $kind } uitstellen
xp-laid-down = Neergelegd

## Home: finished games, deleting, totals
home-state-won = Afgelopen · gewonnen door { $names }
home-in-progress = Bezig
home-finished = Afgelopen spellen
home-delete = Verwijderen
home-delete-ask = Het spel van { $names }, begonnen { $started }, verwijderen? Het bestand wordt gewist; dit kan niet ongedaan worden gemaakt.
home-delete-yes = Verwijderen
home-delete-no = Bewaren
home-totals = Totalen
home-hide-totals = Totalen verbergen
home-totals-player = Speler
home-totals-played = Gespeeld
home-totals-won = Gewonnen

## Final scoring: Christmas Present's steps
final-step-end-cards = Eindkaarten
final-step-deferred = Uitgesteld
final-end-cards-next = Onthul de eindkaarten in het Kerstcadeau-paneel, te beginnen bij de startspeler: { $name } is aan de beurt. Daarna komen de laatste projecten.
final-end-cards-done = Alle eindkaarten zijn onthuld; de kaarten die nog op de hand waren, zijn getoond.
final-end-cards-line = { $name }: { $points } van eindkaarten
final-deferred-hint = De punten van projecten met neergelegde meeples, bijgehouden in de lijst, zijn uitbetaald (stap 4):
final-deferred-line = { $name }: { $points } uitgesteld

## At the table: modes, questions, notices, keys
mode-points = Punten
mode-count = Tellen
mode-correct = Correctie
entry-preview = { $name } +{ $points }
entry-preview-type = { $names }: typ de punten
entry-preview-nobody = Tik op wie scoort
entry-preview-correct = Correctie voor { $name }: +{ $points } of −{ $points }
entry-preview-correct-type = Correctie voor { $name }: typ de punten
entry-another-tile-none = Geen tegel meer om te trekken
entry-correct-one-player = Kies één speler voor de correctie.
correct-hint = Een correctie, geen telling: ze verandert het totaal van één speler en verder niets.
correct-add = + Erbij
correct-take-away = − Eraf
count-tiles = Tegels
count-pennants = Wapens
count-complete = De stad is af
count-neighbours = Tegels rond het klooster
count-score = { $points } tellen ({ $kind })
ask-extra-turn = Een extra beurt voor wie?
ask-final-scoring = De eindtelling beginnen? Daarna zijn er geen beurten meer (Terug haalt ze terug).
ask-final-scoring-tiles = { $count ->
    [one] Er ligt nog 1 tegel in de trekstapel. Toch de eindtelling beginnen? Daarna zijn er geen beurten meer (Terug haalt ze terug).
   *[other] Er liggen nog { $count } tegels in de trekstapel. Toch de eindtelling beginnen? Daarna zijn er geen beurten meer (Terug haalt ze terug).
}
ask-final-scoring-yes = Eindtelling beginnen
ask-cancel = Annuleren
game-tiles = Tegels over
ask-tiles = Tegels over in de trekstapel: { $count }
ask-tiles-hint = De teller zegt { $now }: typ wat de stapel heeft.
ask-tiles-set = Zet op { $count }
notice-done = Gedaan: { $what }
notice-undo = Ongedaan maken
game-keys = Toetsen ?
keys-title = Toetsen
keys-close = Sluiten
keys-digits = de punten typen
keys-backspace-clear = laatste cijfer weg, wissen (Esc sluit ook een vraag)
keys-players = spelers 1 tot 6 kiezen (of “voor wie?” beantwoorden)
keys-kinds = tellen als weg, stad, klooster, weide
keys-score = de punten tellen (een vraag bevestigen)
keys-modes = punten, tellen, correctie
keys-correct = erbij of eraf, bij een correctie
keys-figure = wisselen tussen meeple en boodschapper (Nieuwsberichten)
keys-switch = de schakelaar onder Tellen (Kerstcadeau: neergelegd)
keys-end-turn = einde beurt
keys-another-tile = nog een tegel
keys-extra-turn = extra beurt (vraagt voor wie)
keys-history = het verloop tonen of verbergen
keys-undo-redo = terug, verder (ook Ctrl+Shift+Z)
keys-scale = groter, kleiner, normale grootte
keys-fullscreen = volledig scherm
keys-this-list = deze lijst
history-correct-figure = Correctie: { $name } { $delta } ({ $figure })
home-unreadable-count = { $count ->
    [one] ▸ 1 bestand is niet te lezen
   *[other] ▸ { $count } bestanden zijn niet te lezen
}
home-unreadable-folder = In { $folder }. De app verandert of wist deze bestanden nooit; Verbergen laat er alleen één weg uit deze lijst tot de app wordt gesloten.
home-unreadable-hide = Verbergen
history-fix-setup = Opzet verbeteren…
setup-fix-title = Opzet verbeteren
setup-fix-hint = Verander wat verkeerd is opgezet: een vergeten uitbreiding of optie, een verkeerd gespelde naam, een verwisselde kleur. De opdrachten van het spel worden dan in één stap op de nieuwe opzet opnieuw uitgevoerd (Terug haalt de oude opzet terug); past er een niet meer, dan verandert er niets.
setup-fix-apply = Op dit spel toepassen
setup-fix-hands = Opnieuw gespeeld met deze opzet krijgen { $names } andere kaarten in de hand: hun telefoons hebben hun nieuwe codes nodig.
setup-fix-stops = Het spel past niet bij deze opzet: opdracht { $number } ({ $command }) houdt het tegen: { $reason } Er is niets veranderd.
notice-setup-fixed = Gedaan: de opzet is veranderd en het spel opnieuw gespeeld
notice-setup-restored = Gedaan: de oude opzet is terug
read-only = Dit spel is open in een ander venster. Dit venster toont het alleen: niets wat hier gebeurt, wordt opgeslagen. Sluit het andere venster en open het spel dan hier opnieuw om verder te spelen.

## The table screen (issue 19)
msg-dark = donker
gold-keypad-hint = Typ de stukken van een pot op de toetsen, of gebruik − en +.
xp-tab = Kaarten
xp-shield-title = { $name }, een schild?
xp-shield-read-out = { $by } gebruikt “{ $title }” tegen { $name }; annuleren kan alleen met een schild in de hand.
xp-shield-answer-yes = Ja, afweren met een schild
xp-shield-answer-no = Geen schild
xp-over-limit = { $name } legt { $excess ->
    [one] 1 kaart
   *[other] { $excess } kaarten
} af
notice-undone = Ongedaan: { $what }
notice-redone = Opnieuw: { $what }
notice-done-then = Gedaan: { $what }, daarna { $then }
settle-refused = Niet gedaan
settle-extra-turn = { $count ->
    [one] Een extra beurt verdiend
   *[other] { $count } extra beurten verdiend
}
settle-next-step = { $name }: typ de punten en kies een soort, of Beurt klaar
settle-final-step = Eindtelling: stap voor stap rechts
game-menu = Menu
keys-menu = het menu: extra beurt, eindtelling, pauze, export, start
keys-settle = het hoofdantwoord op wat nu geregeld moet worden
keys-close-open = sluit wat open is (een vraag, een hand, het menu)
final-settle-first = Regel eerst “{ $step }”: dat moet af voor de stappen erna.

## The table screen: the entry, the settle area and the final scoring
final-step-number = Stap { $number } van { $count }
final-step-of = Stap { $number } van { $count }: { $step }
ask-extra-turn-tap = Tik op de stand van de speler (of F1–F6).
settle-extra-turn-for = { $name }: { $reason }
settle-everyone = Iedereen
notice-redo = Opnieuw doen
entry-figures-all = { $messengers } van { $holders } op de boodschapper (M wisselt)
final-add-key = Toevoegen
count-score-key = { $points } tellen
final-back = Terug: { $step }
final-type-count = Typ eerst het aantal.
xp-to-hand = ← Hand
xp-hand-hint = Tik op een kaart om haar te lezen, te spelen of af te leggen.
game-tile-number = tegel { $number }
entry-preview-holders = +{ $points } voor elk van { $count } spelers
entry-preview-type-holders = { $count } spelers: typ de punten
final-add-holders = { $points } ({ $kind }) voor elk van { $count } spelers toevoegen

## Issue 16: the deferred points at step 4 (RULES F1, XP7)
error-christmas-pay-at-final-scoring = Uitgestelde punten worden bij de eindtelling uitbetaald, na de laatste projecten.
error-christmas-already-paid = De uitgestelde punten zijn al uitbetaald.
error-christmas-features-over = De uitgestelde punten zijn uitbetaald; maak dat ongedaan om nog projecten te tellen.
history-christmas-pay-deferred = Stap 4 van de eindtelling

## Issue 16: older saves with a command refused now (save format 3)
store-no-longer-allowed = dit spel is opgeslagen door een oudere versie, en opdracht { $command } ervan is niet meer toegestaan: { $reason }
store-no-longer-allowed-undone = dit spel is opgeslagen door een oudere versie, en de ongedane opdracht { $command } ervan is niet meer toegestaan: { $reason }
read-only-older = Alleen lezen: { $reason } Het spel wordt getoond zoals het is opgeslagen; niets wat hier gebeurt, wordt opgeslagen.
final-deferred-owed-hint = De punten van projecten met neergelegde meeples wachten in de lijst; ze worden na de laatste projecten uitbetaald:
final-pay-deferred = Uitgestelde punten uitbetalen
final-features-paid = De uitgestelde punten zijn uitbetaald (stap 4), dus er worden geen projecten meer geteld.
final-undo-payment = Uitbetaling ongedaan maken om meer te tellen

## Issue 16: MSG8, the messenger has left the track
error-messages-messenger-left = De boodschappers hebben het scorespoor bij de eindtelling verlaten.

## Issue 16: XP4, refusals that reveal no hand
error-christmas-not-your-turn-discard = { $name } mag alleen in de eigen beurt een kaart afleggen.

## Issue 16: message 4 (RULES MSG6, T6)
hold-message-no-tile = Nieuwsbericht 4 ({ $title }) wacht: er is geen tegel meer, dus het kan niet worden uitgevoerd; neem de 2 punten.
error-messages-points-for-another-tile = Nieuwsbericht 4 geeft een extra tegel, geen punten: voer het uit, of neem de 2 punten.

## Issue 16: XP2, only roads, cities and cloisters are laid down
error-christmas-not-laid-down = Punten voor { $kind } kunnen niet worden uitgesteld: alleen de meeples op een weg, stad of klooster worden neergelegd.

## Issue 16: clearer refusals
error-gold-nothing-to-give = Geef minstens één goudstuk.

## Issue 21: Phones and TV (the app's panel)
share-open = Telefoons en tv
share-title = Telefoons en tv
share-intro = Toon het spel op elke telefoon en de tv in dit netwerk: open het adres of scan de code. Er gaat niets buiten dit netwerk.
share-address = Adres
share-port = Poort
share-start = Starten
share-stop = Stoppen
share-close = Sluiten
share-listening = Open op { $address }
share-pages = { $count ->
    [one] 1 pagina verbonden
   *[other] { $count } pagina’s verbonden
}
share-table-page = De tafelpagina, voor iedereen
share-private = Elke speler ziet en speelt de eigen hand op de eigen telefoon en beantwoordt daar wat hem gevraagd wordt. Tik op een naam om de code van die speler te tonen.
share-private-act = Elke speler beantwoordt op de eigen telefoon wat hem gevraagd wordt. Tik op een naam om de code van die speler te tonen.
share-private-post = Vanaf ieders eigen telefoon naar BG Stats sturen. Tik op een naam om de code van die speler te tonen.
share-claimed-legend = Geopend op de eigen telefoon: { $count } van { $total }
share-claimed = { $name }: op de eigen telefoon
share-rescan = { $name }: scan de nieuwe code
share-new-links = Nieuwe links
share-new-links-hint = Nieuwe links vervangen elke privélink: een telefoon die er een had, moet opnieuw scannen.
share-code-of = Alleen { $name } scant deze code; de eerste telefoon die hem opent, houdt hem. Hij verdwijnt bij de volgende actie.
share-read-only = Dit spel is in dit venster alleen-lezen en kan van hieruit niet op telefoons worden getoond.
share-failed = Starten lukt niet: { $reason }
share-no-network = Geen netwerk gevonden: de pagina’s zijn alleen op deze computer te openen.
share-bad-address = Geen adres: { $address }
share-address-everywhere = { $address } betekent alle netwerken tegelijk: een telefoon kan dat niet openen. Typ het eigen adres van deze computer op het netwerk.
share-address-group = { $address } is een multicast- of broadcastadres, niet dat van deze computer. Typ het eigen adres van deze computer op het netwerk.
share-address-not-here = { $address } is geen adres van deze computer, dus er kan niets op luisteren. Typ het eigen adres van deze computer op het netwerk.
share-bad-port = De poort moet een getal van 1024 tot 65535 zijn.

## Issue 21: Phones and TV (the pages)
share-live = Live
share-lost = Verbinding verbroken · stand van { $time }
share-retry = Nieuwe poging over { $seconds } s
share-revoked = Deze link is vervangen. Vraag aan tafel om je nieuwe code.
share-scores = Punten
share-queue = Extra beurten
share-settle = Nu
share-follow = Volg het op je telefoon
share-cards = Kerstcadeau
share-in-play = Kaarten in het spel
share-hands = Kaarten in de hand
share-result = Uitslag
share-gold-held = { $count ->
    [one] 1 goud
   *[other] { $count } goud
}
share-cards-held = { $count ->
    [one] 1 kaart
   *[other] { $count } kaarten
}
share-extra-turn-of = Extra beurt van { $name } ({ $reason })
share-game-over = Spel voorbij
share-turn-number = Beurt { $number }
share-deck = { $deck }: { $count }
share-play-now = Nu te spelen
share-shield-now = Antwoord er nu mee
share-reveal-now = Leg hem nu open
share-discard-now = { $excess ->
    [one] Leg 1 kaart af voor je beurt eindigt
   *[other] Leg { $excess } kaarten af voor je beurt eindigt
}
share-private-note = Alleen op deze telefoon. De anderen zien hoeveel kaarten je hebt, nooit welke.
share-post-bgstats = Naar BG Stats sturen
keys-counts = een meer of een minder in een aantal; in een correctie: erbij of eraf
keys-answers = de andere antwoorden op wat geregeld moet worden (de letter staat erop)
keys-steps = de volgende of de vorige stap van de eindtelling
keys-fields = in een formulier met twee tellingen: het andere veld
keys-turn-actions = de verdere beurtknoppen van de balk (een goudtegel, een kaart trekken, Tegel klaar), met de letter op elke knop
keys-menu-items = in het menu: een extra beurt, de tegels over, de eindtelling, pauze, exporteren, telefoons en tv, Start, spraak
read-only-no-lock = Dit venster kan dit spel niet vergrendelen ({ $reason }) en slaat hier dus niets op: zonder de vergrendeling kan een ander venster het overschrijven. Sla het op als nieuw spel of kopieer het als notatie om te bewaren wat je doet.
read-only-lock-lost = Dit venster heeft zijn greep op dit spel verloren ({ $reason }). Een ander venster slaat het misschien op, dus vanaf nu wordt hier niets opgeslagen. Sla het op als nieuw spel of kopieer het als notatie om het te bewaren.
read-only-unknown = Dit spel is opgeslagen met onderdelen die deze versie niet kent ({ $fields }). Het wordt alleen getoond en het bestand wordt nooit herschreven; sla het op als nieuw spel om zonder die onderdelen verder te spelen.
close-unsaved = { $count ->
    [one] 1 wijziging in dit spel is niet opgeslagen en gaat verloren als het venster nu sluit.
   *[other] { $count } wijzigingen in dit spel zijn niet opgeslagen en gaan verloren als het venster nu sluit.
}
offer-save-as-new = Opslaan als nieuw spel
offer-copy-notation = Kopiëren als notatie
offer-close-anyway = Toch sluiten
offer-keep-open = Venster open laten
home-delete-failed = Dit spel kon niet worden verwijderd: { $reason }
home-checking = De opgeslagen spellen worden gecontroleerd…
home-not-checked = nog niet gecontroleerd

## Issue 27: window
leave-unsaved = { $count ->
    [one] 1 wijziging in dit spel is niet opgeslagen en gaat verloren als je het nu verlaat.
   *[other] { $count } wijzigingen in dit spel zijn niet opgeslagen en gaan verloren als je het nu verlaat.
}
offer-discard = Wijzigingen weggooien
offer-keep = In dit spel blijven
save-as-new-failed = Het spel kon niet als nieuw spel worden opgeslagen: { $reason }. Het staat nog hier; er is nog niets verloren.
read-only-replaced = Dit venster slaat dit spel niet meer op: { $reason } sinds het venster het opende of opsloeg, en opslaan zou die versie weggooien. Sla het op als nieuw spel of kopieer het als notatie om te bewaren wat je hier doet.
home-delete-unsaved = Dit spel is niet verwijderd: dit venster heeft de laatste stand nog niet opgeslagen. Open het om te zien waarom, of wacht tot opslaan weer lukt.
store-changed-outside = het spel “{ $id }” is niet opgeslagen: { $change } sinds dit venster het opende of opsloeg
store-change-appeared = er verscheen een bestand met die naam
store-change-removed = het bestand is verwijderd
store-change-replaced = het bestand is door een ander programma vervangen
store-change-changed = het bestand is door een ander programma gewijzigd

## Issue 27: store
store-no-such-format = het bestand noemt zich formaat { $format }, dat nooit heeft bestaan; deze versie leest de formaten 1 tot en met { $max }
store-too-large-to-save = het spel is te groot om op te slaan: { $size } MB, en een opgeslagen spel mag hooguit { $max } MB zijn; er is niets geschreven
note-older-format = ouder formaat: niet beschermd tegen beschadiging
note-changed-outside = buiten de app gewijzigd: opent alleen-lezen; importeer het als nieuw spel om verder te spelen
note-unknown = opent alleen-lezen: het heeft delen die deze versie niet kent ({ $fields })
note-older-rules = opent alleen-lezen: opgeslagen door een oudere versie; zet { $command } is niet meer toegestaan: { $reason }
note-older-rules-undone = opent alleen-lezen: opgeslagen door een oudere versie; ongedane zet { $command } is niet meer toegestaan: { $reason }
read-only-changed-outside = Het bestand van dit spel is buiten de app gewijzigd (met de hand, door een ander programma of door beschadiging): het wordt alleen-lezen getoond en nooit overschreven. Importeer het als nieuw spel om verder te spelen.
offer-import-as-new = Importeren als nieuw spel
error-name-too-many-marks = De naam “{ $name }” heeft een teken met { $marks } accenten of andere combinerende tekens; er passen er hooguit { $max } op één teken.
error-name-too-many-bytes = De naam “{ $name }” is te lang: { $bytes } bytes; er passen er hooguit { $max }.

table-refused-stale = Niet gedaan: het spel is veranderd sinds deze pagina werd getoond. Kijk opnieuw en probeer het nog eens.
table-refused-no-game = Niet gedaan: er wordt geen spel getoond.
table-refused-cannot-save = De laptop kan nu niet opslaan; speel dit op de laptop.
table-refused-not-yours = Niet gedaan: dat is voor de laptop, niet voor een telefoon.
table-refused-not-own-last = Niet gedaan: alleen je eigen laatste actie kan worden teruggenomen, zolang er daarna niets is gebeurd.
notice-phone = Van de telefoon van { $name }: { $what }
history-from-phone = van de telefoon van { $name }
share-act-unknown = Niet gedaan: dat wordt hier niet meer aangeboden. Kijk opnieuw.
share-act-bad-values = Niet gedaan: een aantal of keuze is hier niet toegestaan.
share-act-foreign = Niet gedaan: alleen de eigen pagina van dit spel mag iets doen.
share-act-too-fast = Niet gedaan: te veel tikken tegelijk. Wacht even.
share-act-too-big = Niet gedaan: het verzoek is te groot.
share-act-busy = De laptop antwoordde niet op tijd. Kijk ernaar en probeer het opnieuw.
share-act-not-on-show = De laptop toont het spel nu niet; speel dit op de laptop.
share-act-undo = Mijn laatste actie terugnemen
share-act-sending = Bezig met versturen…
share-act-done = Gedaan
share-act-failed = Niet verstuurd: de laptop is niet bereikbaar. Probeer het opnieuw.
share-act-yours = Voor jou
share-act-again = Opnieuw versturen

## Statistieken over spellen
stats-record-highest-total = Hoogste totaal
stats-record-biggest-margin = Grootste winstmarge
stats-record-most-extra-turns = Meeste extra beurten in één spel
stats-record-longest-message-chain = Langste reeks nieuwsberichten in één beurt

## The stats screen
home-stats = Statistieken
stats-back = Start
stats-title = Statistieken
stats-reading = De bewaarde spellen worden gelezen…
stats-no-games = Nog geen spel is afgelopen: de statistieken tellen afgelopen spellen.
stats-none-match = Geen afgelopen spel past bij deze keuzes.
stats-this-evening = Vanavond
stats-this-month = Deze maand
stats-this-year = Dit jaar
stats-all-time = Alle spellen
stats-filters = Spelers, uitbreidingen…
stats-filters-fold = Keuzes inklappen
stats-counted-with = { $counted } met { $only }
stats-player = Speler
stats-players = Wie wint
stats-with-players = Alleen spellen met:
stats-with-expansions = Alleen spellen met de uitbreiding:
stats-games-counted = { $games ->
    [one] 1 spel geteld
   *[other] { $games } spellen geteld
}
stats-left-out = { $counted } · niet geteld: { $in_progress } bezig, { $read_only } alleen-lezen, { $unreadable } onleesbaar
stats-merged = Samengevoegde namen
stats-merged-hint = Elke schrijfwijze telt als de naam erachter, hier en op de opdrachtregel.
stats-counts-as = { $name } telt als { $into }
stats-unmerge = Weer scheiden
stats-same-person = Dezelfde persoon als…
stats-merge-into = → { $name }
stats-same-person-hint = Tik de naam waaronder deze speler ook speelde: beide tellen als die naam.
stats-rival = Wint het vaakst van: { $name } ({ $record })
stats-nemesis = Verliest het vaakst van: { $name } ({ $record })
stats-seat = plaats { $seat }: { $rate } van { $games }
stats-by-seat = Winst per plaats (1 is de startspeler)
stats-count-line = { $players } spelers: { $games ->
    [one] 1 spel
   *[other] { $games } spellen
}, gemiddeld { $average }
stats-by-count = Gemiddelden per aantal spelers
stats-with-without = ermee { $with } · zonder { $without }
stats-games = spellen
stats-wins = gewonnen
stats-win-rate = winstkans
stats-average = gemiddeld
stats-best = beste
stats-worst = slechtste
stats-last-games = { $games ->
    [one] Het laatste spel
   *[other] De laatste { $games } spellen
}
stats-points-from = Waar de punten vandaan kwamen
stats-share = { $part } { $percent }
stats-evening-name = Deze avond een naam geven
stats-evening-name-hint = Een naam voor deze spelavond, zoals "Kerst 2026"
stats-evening-keep = Bewaren
stats-evening-cancel = Annuleren
stats-records = Records
stats-evenings = Spelavonden
stats-evening = { $day }: { $games ->
    [one] 1 spel
   *[other] { $games } spellen
}
stats-standing = { $name } { $wins ->
    [one] 1 keer gewonnen
   *[other] { $wins } keer gewonnen
}, { $points }
stats-rate-of = { $rate } van { $games }
stats-percent = { $percent }%
decimal-point = ,
date-day = { $weekday } { $day } { $month } { $year }
