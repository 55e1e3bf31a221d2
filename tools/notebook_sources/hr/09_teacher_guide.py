# %% [markdown]
# # Vodič za nastavnike
#
# Ova bilježnica je za osobu koja vodi nastavu. Obuhvaća plan sata za svaku bilježnicu,
# prikaz igre na projektoru, radne listove s rješenjima, prikupljanje napretka i pokretanje kompleta kao
# web-aplikacije za učionicu, u kojoj učenici vide igre i vježbe, ali ne i kod.
#
# ## Plan od 45 minuta za svaku lekciju
#
# | Bilježnica | 10 min: pokaži | 20 min: probaj | 15 min: provjeri |
# |---|---|---|---|
# | 00 Počni ovdje | stol, klikanje karata, kako se provjeravaju odgovori | svaki učenik upiše svoje ime i klikne jedno uzimanje | vježba o vrijednostima karata |
# | 01 Karte i vrijednosti | špil i vrijednosti u Klasičnom; slike (R5) | etapa o vrijednostima karata na živom stolu | tri vježbe o vrijednostima karata; tema radnog lista `card_values`, razina 1 |
# | 02 Uzimanje | pet etapa jednu po jednu: parovi, zbrojevi, nekoliko skupova, nikad dvaput, slike | učenici osvajaju zvjezdice u zadacima svake etape | `find_captures`, razina 1 kao kviz za razred na projektoru; tema radnog lista `capturing`, razina 1 |
# | 03 Građenje | trinaest etapa: pravljenje gradnje, zadržavanje karte za uzimanje (R7), vrijednosti gradnje (R15, R5), uzimanje cijele gradnje (R4), gradnja i još nešto u jednom uzimanju, višestruke gradnje (i gradnja asova od 1), vlasnik (R8), dodavanje, povisivanje (R10), povisivanje samo svojom kartom (R11), zatim dvije odigrane protiv odgovora (gradi sada i uzmi sljedeći put; povisivanje i odgovor) i spajanje dviju gradnji | zadaci etapa, zatim slobodno građenje i povisivanje | `which_builds` (i gradnja asova od 1), `raise_or_add`; tema radnog lista `building` |
# | 04 Odbacivanje, dijeljenje, prva igra | odbacivanje i pravilo vlasnika (R9); dijeljenje korak po korak (§3) | jedno dijeljenje protiv početnika, s Trenerom | `the_deal`, `may_trail`, `spot_illegal`; tablica pravila na jednoj stranici |
# | 05 Bodovanje i table | kraj dijeljenja i preostale karte; table; bodovanje gotovog dijeljenja na ploči | učenici boduju prikazana dijeljenja | `score_deal`, `sweeps_and_leftovers`, `the_deal` (preostale karte); tema radnog lista `scoring` |
# | 06 Kraljevski kazino | što se mijenja: vrijednosti, as, R12-R14, pravilo 18/19/20 s riješenim vremenskim crtama | sedam etapa; brojanje redom primjera u parovima | `royal_count_out` (sve teže), gradnje u Kraljevskom, bodovanje suigrača; tema radnog lista `royal` |
# | 07 Odigraj cijelu igru | meč do 21 protiv računala na projektoru, uključeno *Pokaži sve ruke* | učenici igraju mečeve (početnik, zatim pohlepni) | `spot_illegal`, `score_deal`; usporedba rezultata |
# | 08 Strategija | šest načela riječima, za svako jedna etapa zagonetki | učenici rješavaju zagonetke, zatim pitanja o najboljem potezu | rasprava o laboratoriju: sreća ili vještina? |
#
# ## Prikaz stola s igrom na projektoru
#
# * Na projektoru koristi prekidač **karte u četiri boje** (♠ crna, ♥ crvena, ♦ plava, ♣ zelena): pomaže
#   i učenicima koji ne razlikuju boje.
# * **Pokaži sve ruke** okreće sve karte licem prema gore, pa razred može raspravljati o tome što je računalo napravilo.
#   Nakon dijeljenja klizač **Ponavljanje** prolazi kroz svaki potez sa svim rukama vidljivima.
# * Povećanje u pregledniku (Ctrl i +) povećava karte; karte su nacrtane kao vektorska grafika
#   i ostaju oštre.
#
# ## Radni listovi i rješenja
#
# Radni list je web-stranica za ispis s nacrtanim kartama i mjestom za odgovore; rješenja su
# posebna datoteka s objašnjenjima. **Isto sjeme uvijek daje isti list**, pa možeš
# podijeliti list i zadržati njegova rješenja. Iz terminala:
#
# ```
# casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --out worksheets --lang hr
# ```
#
# Teme: `capturing`, `building`, `trailing`, `scoring`, `strategy`, `royal`, `mixed`. Isto
# iz Pythona:

# %% [check: worksheet]
import tempfile
from pathlib import Path

import casino_learn as cl
cl.set_language("hr")
from casino_learn.exercises.worksheet import write_worksheet

folder = Path(tempfile.mkdtemp())
sheet, key = write_worksheet("building", count=4, seed=42, variant="royal", out_dir=folder)
print(sheet.name, "i", key.name)

# %% [markdown]
# Otvori te dvije datoteke u pregledniku i ispiši ih (Datoteka → Ispis). Evo vrha lista:

# %% [code as in English]

# %% [markdown]
# ## Prikupljanje napretka i izvještaj o razredu
#
# U lekciji 00 svaki učenik jednom upiše svoje ime (**Čuvaj moj napredak**); od tada se zapisuje svaka
# vježba na koju odgovori u bilo kojoj lekciji, a svaka lekcija iznad svojih vježbi pokazuje *Ti si …* s **Moj
# napredak** i **Promijeni ime** (za zajedničko računalo). Imena u bilo kojem pismu
# rade. Napredak svakog učenika je mala datoteka, `progress-<name>-<code>.json` (kod razlikuje
# dva učenika sličnih imena, npr. *Ana* i *ana*), u njegovoj mapi `.casino_learn` ili
# u mapi koju navodi `CASINO_LEARN_HOME` (postavi je na zajedničku mapu u informatičkoj učionici).
# Datoteke starijih inačica kompleta (`progress-<name>.json`) i dalje se čitaju. Prikupi datoteke
# i pokreni:
#
# ```
# casino-learn class-report progress-*.json --out report
# ```
#
# Zapisuje `class-summary.csv` (otvori ga u tabličnom kalkulatoru; jedan redak po učeniku i vrsti
# vježbe) i grafikon za svaku temu. Stupac `status` kaže **needs help** (treba pomoć) za učenika koji je
# pokušavao i ne ide mu (savladanost ispod 40% ili savjet po vježbi ili više), a **not started** (nije započeto)
# za onoga koji još nije pokušao: na grafikonima je *treba pomoć* crveni šrafirani stupac s pokušajima,
# riješenim vježbama i savjetima napisanima pokraj njega, a *nije započeto* nema stupac, nego riječi u
# sivoj boji. Datoteka koja se ne može pročitati ne zaustavlja izvještaj: dobiva svoj redak (status
# `unreadable file`, s razlogom u stupcu `problem`), navodi se na zaslonu, a
# naredba završava s **izlaznim statusom 1**, pa se izgubljena datoteka nikad ne previdi. Evo malog razreda
# izmišljenih učenika: Ana, Ben i Chen odgovorili su na tri pitanja o odbacivanju (Ana na sva tri točno, Ben
# ni na jedno, Chen na dva), Dee još nije počeo, a Danova datoteka je oštećena:

# %%
from casino_learn.exercises.classreport import class_report, example_class

class_folder = Path(tempfile.mkdtemp())
example_class(class_folder, [("Ana", 3), ("Ben", 0), ("Chen", 2), ("Dee", -1)])  # izmišljeni učenici; Dee još nije počeo
(class_folder / "progress-Dan.json").write_text("{ ovo nije datoteka s napretkom")
report = class_report(sorted(class_folder.glob("progress-*.json")), class_folder / "report")
print(report)

# %% [check: class-report]
import csv

with open(report.csv_path, newline="", encoding="utf-8") as handle:
    rows = list(csv.DictReader(handle))
print(len(rows), "redaka; stupci:", ", ".join(rows[0]))
for row in rows:
    if row["kind"] == "may_trail" or row["status"] == "unreadable file":
        print(f"{row['learner'] or '(datoteka)':6} {row['kind'] or '-':10} pokušaji {row['attempts'] or '-':>2}  {row['status']:15} {row['problem'][:40]}")

# %% [markdown]
# Grafikon za odbacivanje: Benu treba pomoć (crveno, šrafirano), Dee još nije počeo (sive riječi, bez stupca).

# %% [code as in English]

# %% [markdown]
# ## Vježbanje koje se prilagođava
#
# Na stranici za vježbu učenik može pritisnuti **Vježbaj ono što mi slabije ide**: tada komplet bira svaku
# vježbu iz učenikova vlastitog zapisa. Najprije dolazi njegova najslabija tema; tri točna odgovora iz
# prve zaredom (bez savjeta) podižu tu vrstu vježbe za jednu razinu, dva promašaja zaredom
# (nije riješeno ili samo uz savjete ili rješenje) spuštaju je za jednu razinu; a svaka peta vježba
# ponavlja nešto već savladano, da se ne zaboravi. Dosegnuta razina čuva se u
# datoteci s napretkom. Isti izbor dostupan je i u Pythonu:

# %% [check: adaptive]
import random

from casino_learn.exercises import Progress
from casino_learn.exercises.adaptive import next_exercise

ben = Progress.load("Ben", home=class_folder)
pick = next_exercise(ben, random.Random(1))
print(pick.kind, "na razini", pick.level)
print(pick.why(ben))

# %% [markdown]
# ## Web-aplikacija za učionicu
#
# Da igru i vježbe staviš pred razred, a da nitko ne dira kod, pokreni na
# nastavnikovu računalu:
#
# ```
# casino-learn app --ip 0.0.0.0 --port 8866 --lang hr
# ```
#
# Poslužuje dvije stranice s Voilàom: **igra** (stol s igrom) i **vježba** (vježbe s
# učenikovom datotekom napretka i **Vježbaj ono što mi slabije ide**). Učenici otvaraju
# `http://<nastavnikovo računalo>:8866` u pregledniku u istoj mreži; vide samo widgete i ne mogu pokretati kod. Koristi `--ip 127.0.0.1` (zadano)
# da to najprije probaš na svom računalu. Nastavnikovo računalo mora dopuštati dolazne veze
# na tom portu; pritisni Ctrl+C da zaustaviš aplikaciju.
#
# ### Razred s osobnim kodovima
#
# ```
# pip install -e '.[app]'
# casino-learn class new "7A" --students names.txt --variant classic --opponent beginner --level 1 --lang hr
# casino-learn class start "7A" --ip 0.0.0.0 --port 8866
# ```
#
# 1. `names.txt` ima ime jednog učenika po retku (bilo koje pismo; dva učenika ne smiju imati isto ime).
#    `class new` ispisuje mapu razreda, **nastavnički ključ** i putanju lista s
#    **pristupnim karticama** za izrezivanje, po jednom za svakog učenika s njegovim kodom. Kodovi se čuvaju samo kao sažeci: ispiši
#    list odmah. Učenik koji je izgubio karticu: `casino-learn class codes "7A" --new "Ana"`; novi
#    nastavnički ključ: `casino-learn class codes "7A" --teacher`.
# 2. `class start` poslužuje razred (`app --class "7A"` radi isto). Učenici otvaraju
#    `http://<nastavnikovo računalo>:8866`, upisuju svoj kod i dobivaju **svoju** igru (svoja
#    dijeljenja; igru, protivnika i razinu razreda) i **svoj** napredak. Njihov meč sprema se
#    nakon svakog poteza i vraća se gdje je bio: u drugoj kartici, nakon Ctrl+C i novog pokretanja,
#    čak i nakon pada. **Odjava** završava sesiju (to radite na zajedničkim računalima). Pogrešni kodovi
#    se odbijaju, a nakon nekoliko računalo mora pričekati minutu.
# 3. Ti otvaraš `http://<nastavnikovo računalo>:8866/teacher` i upisuješ nastavnički ključ: savladanost,
#    pokušaji i zvjezdice svakog učenika po temama, kome **treba pomoć** (pokušava, ali mu ne ide) odvojeno od onih koji
#    **još nisu započeli**; stranica se sama osvježava svakih 10 sekundi. Preuzmi je kao CSV ili
#    ondje promijeni igru, protivnika i razinu vježbi razreda (`casino-learn class settings`
#    radi isto iz terminala).
#
# Igra, protivnik, razina, ime učenika i skriveni okvir "Pokaži sve ruke"
# određuju se na tvom računalu: učenik koji petlja po stranici ne može ih promijeniti niti vidjeti
# karte računala.
#
# **Što računalu treba.** Cijeli razred radi u jednom programu: svaki učenik troši otprilike
# 1 MB memorije, a ne cijeli Python. Izmjereno na računalu s 2 jezgre i 60 učenika koji stižu jedan
# za drugim u svježim preglednicima (`python benchmarks/bench_class60.py --students 60`): svih 60 dobilo je
# svoj stol; prvi posjet preuzima 12 kB (svaka datoteka dolazi s tvog računala, ništa s
# interneta); svaki je učenik vidio svoju ruku otprilike 1 s nakon otvaranja početne stranice (manje od 2 s
# najsporiji); poslužitelj zauzima 85 MB u mirovanju i 147 MB sa 60 učenika na stranici; pokreće se za 1–2 s
# i zaustavlja na Ctrl+C za 1–3 s. **Prijenosno računalo s 2 jezgre
# i 4 GB memorije pokreće razred od 30 (otprilike 150 MB za poslužitelj) ili od 60 (otprilike 200 MB).**
# Svaki učenik koji stigne troši poslužitelju otprilike 0,13 s procesorskog vremena: kad cijeli razred
# stigne u istoj minuti, posljednji čekaju svoj stol nekoliko sekundi. Igra zatvorene kartice
# oslobađa se nakon minute; minutu nakon što se zatvori posljednja kartica, poslužitelj se sam ponovno
# pokreće (ista adresa, nitko se ne mora ponovno prijaviti, sve igre ostaju spremljene) i vraća se na
# memoriju iz mirovanja (79 MB dvije minute nakon što je 60 učenika otišlo).
#
# **Kad nešto pođe po zlu.**
# * *Učenik vidi "Prijavi se ponovno"*: stranica je otvorena u drugom pregledniku ili nakon
#   odjave: prijavi se ponovno kodom.
# * *"Previše pogrešnih kodova"*: pričekaj minutu; provjeri karticu (kodovi zanemaruju mala/velika slova i razmake).
# * *Stranice su spore*: jezgre koriste drugi programi; zatvori ih. Preglednici učenika crtaju
#   stranice na svojim računalima; tvoje samo pokreće igre.
# * *Učenici se ne mogu spojiti*: poslužitelj mora raditi s `--ip 0.0.0.0`, a vatrozid računala
#   mora dopuštati port.
# * *Učenikova datoteka s napretkom je oštećena*: premješta se u stranu s vremenskom oznakom, nikad se ne briše;
#   pogled nastavnika navodi je kao nečitljivu datoteku.
#
# **Ispis.** `casino-learn worksheet ... --paper a4` (ili `letter`) ispisuje otprilike tri stranice za
# deset pitanja bez tinte za pozadinu; `casino-learn handout --variant classic --lang hr` zapisuje sažetak
# pravila na jednoj stranici za klupu svakog učenika.
#
# ## Na školskom poslužitelju
#
# Ako tvoja škola pokreće komplet na vlastitom poslužitelju (JupyterHub, koji postavlja informatička služba s
# `casino-learn hub`), u učionici ne treba ništa instalirati:
#
# * **Prijava.** Ti i tvoji učenici prijavljujete se na `https://<školski poslužitelj>/hub/login` s korisničkim
#   imenom i prvom lozinkom koje vam je administrator školskog huba dao na ispisanoj kartici (odmah je promijeni na
#   `https://<školski poslužitelj>/hub/change-password`). Ako tvoja škola dopušta nastavnicima da se sami registriraju,
#   registriraj se na `https://<školski poslužitelj>/hub/signup` i pričekaj da te administrator huba odobri.
# * **Tvoj pogled nastavnika.** Otvori `https://<školski poslužitelj>/services/casino-teacher/` (nalazi se i
#   pod **Services** u izborniku huba). Pokazuje samo tvoje razrede: istu živu stranicu kao
#   pogled nastavnika u aplikaciji za učionicu (kome treba pomoć, tko nije započeo, savladanost po temama,
#   zvjezdice u tečaju), osvježenu svakih 10 sekundi, s preuzimanjem CSV-a. Nastavnički ključ nije potreban:
#   prijava je dovoljna. Poveznice **Početna stranica huba** i **Odjava** nalaze se na vrhu stranice. Gumb
#   huba **Start My Server** daje ti vlastiti učenički poslužitelj, da probaš što vide tvoji
#   učenici; tvoj pogled nastavnika ostaje na gornjoj adresi.
# * **Što vide učenici.** Svaki učenik dobiva svoj poslužitelj sa svojim napretkom. Razred postavljen
#   na *app* otvara stranice za igru i vježbu (ime je njegovo korisničko ime); razred postavljen
#   na *course* otvara ove bilježnice u JupyterLabu, svakom učeniku njegovu kopiju. Na
#   školskom poslužitelju ime svakog učenika je njegovo korisničko ime, u svakoj lekciji i na stranici
#   za vježbu: nitko ne upisuje ime, a napredak učenika vidi se u tvom pogledu nastavnika od njegove
#   prve vježbe. Učenici
#   ne mogu otvoriti tvoj pogled nastavnika ni tuđe radove. Razred na hrvatskom dobiva `"lang": "hr"` u
#   školskoj datoteci (izbornici samog JupyterLaba ostaju na engleskom: za hrvatski ne postoji službeni jezični paket).
# * **Razredi i korisnički računi** nalaze se u školskoj datoteci; zamoli administratora huba da doda razred ili
#   učenika ili da poništi zaboravljenu lozinku.
#
# ## Isprobaj vježbe sam

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]