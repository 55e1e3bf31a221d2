# %% [markdown]
# # Ghidul profesorului
#
# Acest notebook este pentru cel care conduce ora. Are un plan de lecție pentru fiecare notebook, cum
# proiectezi jocul, fișele de lucru cu baremele lor, cum strângi progresul și cum
# folosești kitul ca aplicație web pentru clasă, în care elevii văd partidele și exercițiile,
# dar niciun cod.
#
# Ca să deschizi cursul în română, folosește `make lab LANG=ro`: deschide notebookurile din `notebooks/ro/`.
#
# ## Un plan de 45 de minute pentru fiecare lecție
#
# | Lecția | 10 min: arăți | 20 min: încearcă | 15 min: verifică |
# |---|---|---|---|
# | 00 Începe aici | masa, clicul pe cărți, cum se verifică răspunsurile | fiecare elev își scrie numele și face o captură cu clicuri | exercițiul cu valorile cărților |
# | 01 Cărțile și valorile lor | pachetul și valorile din Cazinoul clasic; figurile (R5) | etapa valorilor cărților pe masa în direct | trei exerciții cu valorile cărților; fișa de lucru pe subiectul `card_values`, nivelul 1 |
# | 02 Capturezi | cele cinci etape, una câte una: perechi, sume, mai multe seturi, niciodată de două ori, figuri | elevii câștigă stelele sarcinilor din fiecare etapă | `find_captures`, nivelul 1 ca întrecere pentru toată clasa la proiector; fișa de lucru pe subiectul `capturing`, nivelul 1 |
# | 03 Construiești | treisprezece etape: faci o construcție, păstrezi o carte ca să o capturezi (R7), valorile unei construcții (R15, R5), capturezi o construcție întreagă (R4), o construcție și mai mult într-o singură captură, construcții multiple (și construcția de 1 cu ași), ești proprietar (R8), adaugi, ridici (R10), ridici doar cu cartea ta (R11), apoi două jucate împotriva unui răspuns (construiești acum și o iei la tura următoare; o ridicare și răspunsul) și unirea a două construcții | sarcinile etapelor, apoi construcții și ridicări libere | `which_builds` (și construcția de 1 cu un as), `raise_or_add`; fișa de lucru pe subiectul `building` |
# | 04 Lași o carte pe masă, împărțirea și prima ta partidă | lăsarea unei cărți pe masă și regula proprietarului (R9); împărțirea pas cu pas (§3) | o împărțire împotriva începătorului, cu Antrenorul | `the_deal`, `may_trail`, `spot_illegal`; tabelul cu toate regulile pe o pagină |
# | 05 Punctaj și măturări | sfârșitul unei împărțiri și cărțile ei rămase; măturările; numărătoarea unei împărțiri terminate, la tablă | elevii numără împărțirile arătate | `score_deal`, `sweeps_and_leftovers`, `the_deal` (cărți rămase); fișa de lucru pe subiectul `scoring` |
# | 06 Cazino regal | ce se schimbă: valorile, asul, R12-R14, blocările la 18, 19 și 20 cu liniile timpului din exemplele rezolvate | cele șapte etape; în perechi, numărătoarea împărțirilor din exemple | `royal_count_out` (de la ușor la greu), construcții din Cazinoul regal, punctajul partenerilor; fișa de lucru pe subiectul `royal` |
# | 07 Joacă o partidă întreagă | o partidă până la 21 împotriva calculatorului, la proiector, cu *Arată toate mâinile* activat | elevii joacă partide (împotriva începătorului, apoi a lacomului) | `spot_illegal`, `score_deal`; comparați rezultatele |
# | 08 Strategie | cele șase principii în cuvinte, câte o etapă de ghicitori pentru fiecare | elevii rezolvă ghicitorile, apoi întrebările cu cea mai bună mutare | discutați laboratorul: noroc sau îndemânare? |
#
# ## Proiectezi masa de joc
#
# * La proiector, folosește comutatorul **Cărți în patru culori** (♠ negru, ♥ roșu, ♦ albastru, ♣ verde):
#   îi ajută și pe elevii care nu deosebesc culorile.
# * **Arată toate mâinile** întoarce toate cărțile cu fața în sus, ca toată clasa să poată discuta ce a făcut
#   calculatorul. După o împărțire, bara **Mutare** a reluării parcurge fiecare mutare cu toate mâinile la vedere.
# * Zoomul browserului (Ctrl și +) mărește cărțile; cărțile sunt desenate ca grafică vectorială
#   și se văd clar.
#
# ## Fișe de lucru și bareme
#
# O fișă de lucru este o pagină web de tipărit, cu cărțile desenate și loc pentru răspunsuri; baremul
# este un fișier separat, cu explicațiile. **Același seed dă mereu aceeași fișă**, așa
# că poți împărți o fișă și păstra baremul ei. Dintr-un terminal:
#
# ```
# casino-learn worksheet --topic building --count 10 --seed 42 --variant royal --out worksheets --lang ro
# ```
#
# Subiecte: `capturing`, `building`, `trailing`, `scoring`, `strategy`, `royal`, `mixed`. Același lucru
# din Python:

# %% [check: worksheet]
import tempfile
from pathlib import Path

import casino_learn as cl
cl.set_language("ro")
from casino_learn.exercises.worksheet import write_worksheet

folder = Path(tempfile.mkdtemp())
sheet, key = write_worksheet("building", count=4, seed=42, variant="royal", out_dir=folder)
print(sheet.name, "și", key.name)

# %% [markdown]
# Deschide cele două fișiere într-un browser și tipărește-le (Fișier → Imprimare). Iată partea de sus a fișei:

# %% [code as in English]

# %% [markdown]
# ## Strângi progresul și raportul clasei
#
# În lecția 00 fiecare elev își scrie numele o singură dată (**Păstrează progresul meu**); de atunci se
# păstrează fiecare exercițiu la care răspunde, în orice lecție, iar fiecare lecție arată *Ești …* cu **Progresul
# meu** și **Schimbă numele** (pentru un calculator folosit de mai mulți) deasupra exercițiilor ei. Numele pot fi scrise în
# orice alfabet. Progresul fiecărui elev este un fișier mic, `progress-<name>-<code>.json` (codul
# deosebește doi elevi cu nume asemănătoare, de exemplu *Ana* și *ana*), în dosarul lui `.casino_learn` sau
# în dosarul indicat de `CASINO_LEARN_HOME` (într-o sală de calculatoare, pune acolo un dosar comun).
# Fișierele din versiunile mai vechi ale kitului (`progress-<name>.json`) se citesc și ele. Strânge fișierele
# și rulează:
#
# ```
# casino-learn class-report progress-*.json --out report --lang ro
# ```
#
# Comanda scrie `class-summary.csv` (deschide-l într-o foaie de calcul; are un rând pentru fiecare elev și fel de
# exercițiu) și câte un grafic pe subiect. Coloana `status` spune `needs help` (**are nevoie de ajutor**) pentru un elev care
# a încercat și îi este greu (stăpânire sub 40% sau cel puțin un indiciu pe exercițiu) și `not started`
# (**neînceput**) pentru unul care nu a încercat încă: în grafice, *are nevoie de ajutor* este o bară roșie
# hașurată, cu încercările, exercițiile rezolvate și indiciile scrise alături, iar *neînceput* nu are bară,
# doar cuvintele în gri. Un fișier care nu poate fi citit nu oprește raportul: are propriul rând (status
# `unreadable file`, cu motivul în coloana `problem`), apare pe ecran, iar
# comanda se termină cu **codul de ieșire 1**, așa că nu îți scapă niciodată un fișier pierdut. Iată o clasă mică de
# elevi inventați: Ana, Ben și Chen au răspuns la trei întrebări despre lăsarea unei cărți pe masă (Ana le-a nimerit pe toate trei, Ben
# niciuna, Chen două), Dee nu a început, iar fișierul lui Dan este stricat:

# %%
from casino_learn.exercises.classreport import class_report, example_class

class_folder = Path(tempfile.mkdtemp())
example_class(class_folder, [("Ana", 3), ("Ben", 0), ("Chen", 2), ("Dee", -1)])  # elevi inventați; Dee nu a început
(class_folder / "progress-Dan.json").write_text("{ acesta nu este un fișier de progres")
report = class_report(sorted(class_folder.glob("progress-*.json")), class_folder / "report")
print(report)

# %% [check: class-report]
import csv

with open(report.csv_path, newline="", encoding="utf-8") as handle:
    rows = list(csv.DictReader(handle))
print(len(rows), "rânduri; coloane:", ", ".join(rows[0]))
for row in rows:
    if row["kind"] == "may_trail" or row["status"] == "unreadable file":
        print(f"{row['learner'] or '(fișier)':6} {row['kind'] or '-':10} încercări {row['attempts'] or '-':>2}  {row['status']:15} {row['problem'][:40]}")

# %% [markdown]
# Graficul pentru lăsarea unei cărți pe masă: Ben are nevoie de ajutor (bară roșie, hașurată), Dee nu a început (cuvinte gri, fără bară).

# %% [code as in English]

# %% [markdown]
# ## Exersare care se adaptează
#
# Pe pagina de exersare, un elev poate apăsa **Exersează punctele mele slabe**: atunci kitul alege fiecare
# exercițiu pe baza istoricului acelui elev. Întâi vine subiectul lui cel mai slab; trei răspunsuri corecte la rând din
# prima (fără indicii) urcă acel fel de exercițiu cu un nivel, iar două greșeli la rând
# (nerezolvat sau rezolvat doar cu indicii ori cu soluția) îl coboară cu un nivel; în plus, fiecare al cincilea exercițiu
# recapitulează ceva ce stăpânește deja, ca să nu uite. Nivelul atins se păstrează în
# fișierul de progres. Aceeași alegere este disponibilă în Python:

# %% [check: adaptive]
import random

from casino_learn.exercises import Progress
from casino_learn.exercises.adaptive import next_exercise

ben = Progress.load("Ben", home=class_folder)
pick = next_exercise(ben, random.Random(1))
print(pick.kind, "la nivelul", pick.level)
print(pick.why(ben))

# %% [markdown]
# ## Aplicația web pentru clasă
#
# Ca să pui jocul și exercițiile în fața unei clase fără ca nimeni să atingă codul, rulează asta pe
# calculatorul profesorului:
#
# ```
# casino-learn app --ip 0.0.0.0 --port 8866
# ```
#
# Aplicația servește două pagini cu Voilà: **Joacă o partidă** (masa de joc) și **Exersează** (exerciții cu
# fișierul de progres al fiecărui elev și **Exersează punctele mele slabe**). Elevii deschid
# `http://<teacher's computer>:8866` (cu adresa calculatorului tău) într-un browser din aceeași rețea; văd doar
# widgeturi și nu pot rula cod. Folosește `--ip 127.0.0.1` (opțiunea implicită) ca să o încerci întâi pe propriul
# calculator. Calculatorul profesorului trebuie să permită conexiuni pe acel port; apasă
# Ctrl+C ca să oprești aplicația.
#
# ### O clasă cu coduri personale
#
# ```
# pip install -e '.[app]'
# casino-learn class new "7A" --students names.txt --variant classic --opponent beginner --level 1
# casino-learn class start "7A" --ip 0.0.0.0 --port 8866
# ```
#
# 1. `names.txt` are numele unui elev pe fiecare rând (în orice alfabet; doi elevi nu pot avea
#    același nume). `class new` arată dosarul clasei, **Cheia profesorului** și calea către
#    **Foaia cu coduri de acces** (tipărește-o și taie cartonașele: câte unul pentru fiecare elev, cu codul lui de acces). Codurile se păstrează doar ca
#    hash-uri: tipărește foaia atunci. Dacă un elev și-a pierdut cartonașul: `casino-learn class codes "7A" --new "Ana"`;
#    pentru o cheie de profesor nouă: `casino-learn class codes "7A" --teacher`.
# 2. `class start` servește clasa (`app --class "7A"` face același lucru). Elevii deschid
#    `http://<teacher's computer>:8866`, își scriu codul și primesc **propria** partidă (propriile
#    împărțiri; jocul, adversarul și nivelul clasei) și **propriul** progres. Partida lor se salvează
#    după fiecare mutare și revine exact cum era: în alt tab, după Ctrl+C și o nouă
#    pornire, chiar și după o cădere. **Ieși din cont** încheie sesiunea (fă asta pe calculatoarele
#    comune). Codurile greșite sunt refuzate, iar după mai multe, acel calculator trebuie să
#    aștepte un minut.
# 3. Tu deschizi **Pagina profesorului**, la `http://<teacher's computer>:8866/teacher` (sau cu linkul *Deschide pagina
#    profesorului* de pe pagina de start), și scrii cheia profesorului: vezi stăpânirea,
#    încercările și stelele pe subiect ale fiecărui elev și cine **are nevoie de ajutor** (a încercat și îi este greu), separat de
#    cine este **neînceput**; pagina se actualizează singură la fiecare 10 secunde. O poți descărca drept CSV sau
#    poți schimba acolo jocul, adversarul și nivelul exercițiilor clasei (`casino-learn class settings`
#    face același lucru dintr-un terminal).
#
# Jocul, adversarul, nivelul, numele elevului și căsuța ascunsă „Arată toate mâinile (pentru predare)”
# se hotărăsc pe calculatorul tău: un elev care umblă la pagină nu le poate schimba și nu poate vedea
# cărțile calculatorului.
#
# **De ce are nevoie calculatorul.** Toată clasa rulează într-un singur program: fiecare elev costă
# cam 1 MB de memorie, nu un Python întreg. Măsurat pe un calculator cu 2 nuclee, cu 60 de elevi
# care vin unul după altul în browsere noi (`python benchmarks/bench_class60.py --students 60`):
# toți cei 60 și-au primit masa; o primă vizită descarcă 12 kB (toate fișierele vin de pe
# calculatorul tău, nimic de pe internet); fiecare elev și-a văzut mâna la cam 1 s după ce a deschis pagina de
# start (sub 2 s cel mai lent); serverul ocupă 85 MB fără nimeni și 147 MB cu toți cei 60 pe pagina lor;
# pornește în 1–2 s și se oprește cu Ctrl+C în 1–3 s. **Un laptop cu 2
# nuclee și 4 GB de memorie se descurcă cu o clasă de 30 (cam 150 MB pentru server) sau de 60 (cam
# 200 MB).** Fiecare elev care vine îl costă pe server cam 0,13 s de procesor: când toată
# clasa vine în același minut, ultimii așteaptă câteva secunde după masa lor. Partida unui
# tab închis se eliberează după un minut; la un minut după ce s-a închis ultimul tab, serverul
# pornește singur din nou (aceeași adresă, nimeni nu trebuie să intre din nou, toate partidele rămân
# salvate) și revine la memoria de când nu e nimeni (79 MB la două minute după ce au plecat cei 60).
#
# **Când ceva nu merge.**
# * *Un elev vede „Te rog să te autentifici din nou”*: pagina a fost deschisă în alt browser sau după
#   **Ieși din cont**: să se autentifice din nou cu codul lui.
# * *„Prea multe coduri greșite”*: așteaptă un minut; verifică cartonașul (codurile nu
#   deosebesc literele mari de cele mici și ignoră spațiile).
# * *Paginile merg încet*: alte programe folosesc nucleele; închide-le. Browserele
#   elevilor desenează paginile pe propriile calculatoare; al tău rulează doar partidele.
# * *Elevii nu se pot conecta*: serverul trebuie rulat cu `--ip 0.0.0.0`, iar firewallul
#   calculatorului trebuie să permită portul.
# * *Fișierul de progres al unui elev este stricat*: este pus deoparte cu data și ora, nu este șters niciodată;
#   pagina profesorului îl arată ca *fișier ilizibil*.
#
# **Tipărirea.** `casino-learn worksheet ... --paper a4 --lang ro` (sau `letter`) tipărește cam trei pagini pentru
# zece întrebări, fără fundaluri colorate; `casino-learn handout --variant classic --lang ro` scrie un rezumat al regulilor pe
# o pagină, pentru banca fiecărui elev.
#
# ## Pe serverul școlii
#
# Dacă școala ta are kitul pe propriul server (JupyterHub, instalat de departamentul de informatică cu
# `casino-learn hub`), nu trebuie instalat nimic în clasă:
#
# * **Autentificarea.** Tu și elevii tăi vă autentificați la `https://<school server>/hub/login` (adresa
#   serverului școlii) cu numele de utilizator și prima parolă pe care administratorul hubului școlii
#   vi le-a dat pe un cartonaș tipărit (schimbă parola imediat la
#   `https://<school server>/hub/change-password`). Dacă școala ta îi lasă pe profesori să-și creeze singuri contul,
#   înregistrează-te la `https://<school server>/hub/signup` și așteaptă ca administratorul hubului să te aprobe.
# * **Pagina ta de profesor.** Deschide `https://<school server>/services/casino-teacher/` (este și
#   la **Services** în meniul hubului). Îți arată doar propriile clase: este aceeași pagină în direct ca
#   **Pagina profesorului** din aplicația pentru clasă (cine are nevoie de ajutor, cine este neînceput, stăpânirea pe subiect,
#   stelele din curs), se actualizează la fiecare 10 secunde și poate fi descărcată drept CSV. Nu e nevoie de cheia
#   profesorului: ajunge să fii autentificat. Linkurile **Pagina principală a hubului** și **Ieși din cont** sunt sus pe
#   pagină. Butonul **Start My Server** din hub îți dă un server de elev doar pentru tine, ca să încerci ce văd
#   elevii tăi; pagina ta de profesor rămâne la adresa de mai sus.
# * **Ce văd elevii.** Fiecare elev are propriul server cu propriul progres. O clasă
#   configurată ca *app* deschide paginile **Joacă o partidă** și **Exersează** (numele lui este numele de utilizator);
#   o clasă configurată ca *course* deschide aceste notebookuri în JupyterLab, fiecare elev cu propria copie. Pe
#   serverul școlii, numele fiecărui elev este numele lui de utilizator, în toate lecțiile și pe pagina
#   de exersare: nimeni nu scrie un nume, iar progresul unui elev apare pe pagina ta de profesor de la primul
#   lui exercițiu. Elevii nu pot deschide pagina ta de profesor și nici munca celorlalți.
# * **Clasele și conturile** sunt în fișierul școlii (school file); cere-i administratorului hubului să
#   adauge o clasă sau un elev ori să reseteze o parolă uitată. O clasă cu `"lang": "ro"` deschide cursul în română,
#   cu meniurile JupyterLab în română.
#
# ## Încearcă tu exercițiile

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]