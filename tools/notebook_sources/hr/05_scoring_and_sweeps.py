# %% [markdown]
# # Lekcija 5: Bodovanje i table
#
# *Otprilike 25 minuta.* Pokreni svaku ćeliju sa **Shift + Enter**, odozgo prema dolje.
#
# Uzeo si mnogo karata. Sada: koliko vrijede? U ovoj lekciji:
#
# 1. kako **dijeljenje završava** i tko dobiva karte **koje su ostale na stolu** ([§9](10_rules_reference.ipynb#s9)),
# 2. **table**: čišćenje stola ([§10](10_rules_reference.ipynb#s10)),
# 3. **jedanaest bodova** svakog dijeljenja i što se događa kad je **izjednačeno** ([§11.1](10_rules_reference.ipynb#s11.1)),
# 4. igranje dijeljenja za dijeljenjem dok jedna strana ne pobijedi s **21 ili više** ([§11.2](10_rules_reference.ipynb#s11.2)).
#
# **Strana** je jedan igrač ili dva suigrača koji stavljaju svoje uzete karte zajedno (kad igraju četiri
# igrača). U ovoj lekciji igraju dva igrača, pa je svaka strana jedan igrač: **Ti** i
# **Protivnik**.

# %%
import casino_learn as cl
cl.set_language("hr")
from casino_learn.display import plots, render
from casino_learn.agents import GreedyAgent
from IPython.display import HTML
from casino_learn.lesson import game_end, leftovers_after, rest_of_pack, score_items, show
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Kraj dijeljenja
#
# **Dijeljenje** koristi cijeli špil. S dva igrača svaki dobije 4 karte, šest puta zaredom; kad je
# posljednja karta odigrana, dijeljenje je gotovo.
#
# Tada na stolu često ostane još nekoliko karata. Sve one idu **strani posljednjeg igrača koji je
# uzimao**. Ako u cijelom dijeljenju nitko ništa nije uzeo, ne dobiva ih **nitko**. Takvo
# uzimanje **nikad nije tabla** (više o tablama ispod).
#
# **Riješeni primjer.** Imaš baš posljednju kartu dijeljenja, 6♣. Na stolu su 6♥, 4♠ i 2♦,
# a prije toga je zadnji uzimao Protivnik.

# %% [code as in English]

# %% [markdown]
# Evo što se događa nakon svakog od tvoja četiri moguća poteza. Ako odbaciš kartu, Protivnik je zadnji
# uzimao, pa preostale karte idu Protivniku. Ako uzmeš, **ti** si posljednji koji je uzimao, pa
# dobivaš i ono što je ostalo.

# %% [code as in English]

# %% [markdown]
# A ako u cijelom dijeljenju **nitko** ništa nije uzeo (rijetko, ali moguće), preostale karte
# ne dobiva nitko: ne računaju se ni jednoj strani.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sweep}
#
# **Tabla** je uzimanje nakon kojeg je stol **potpuno prazan**: nema slobodnih karata ni
# gradnji. Sljedeći igrač nema što uzeti, pa može samo odbaciti kartu.
#
# * Skupljanje preostalih karata na kraju dijeljenja **nikad** nije tabla, ali uzimanje koje isprazni
#   stol baš posljednjom kartom (zadnji redak gore) **jest**.
# * U **Klasičnom** kazinu table **ne donose bodove**, osim ako se igrači prije igre dogovore da ih
#   broje: tada svaka tabla vrijedi **1 bod** (u kompletu ih uključuje nastavnik).
#
# Probaj: očisti stol.

# %% [code as in English]

# %% [markdown]
# Kad se u Klasičnom table broje, svaka donosi 1 bod, a table dviju strana ne poništavaju
# jedna drugu ([§10](10_rules_reference.ipynb#s10)). Kraljevski kazino ih broji drukčije:
# lekcija 6 pokazuje kako.

# %% [code as in English]

# %% [markdown]
# ## Jedanaest bodova
#
# Kad je dijeljenje gotovo, svaka strana broji svoje **uzete karte**. U svakom dijeljenju ima **11 bodova**:
#
# | Stavka | Bodovi | Tko ih dobiva |
# |---|---|---|
# | **Najviše karata** | 3 | strana s najviše karata: s dva igrača, 27 ili više od 52 (po 26 je izjednačeno: nitko) |
# | **Najviše pikova** | 1 | strana s najviše pikova: s dva igrača, 7 ili više od 13 |
# | **Veliki kazino**, 10♦ | 2 | strana koja ga je uzela |
# | **Mali kazino**, 2♠ | 1 | strana koja ga je uzela |
# | **Četiri asa**, A♠ A♣ A♥ A♦ | po 1 | strana koja je uzela pojedinog asa |
#
# 3 + 1 + 2 + 1 + 4 = **11**. (Table, kad ih brojiš, dolaze povrh toga.)
#
# **Riješeni primjer.** Na kraju dijeljenja Protivnikove uzete karte su ovih 23; ti imaš
# ostalih 29.

# %% [code as in English]

# %% [markdown]
# Ti imaš više karata (3 boda), Veliki kazino (2) i dva asa (2): **7 bodova**. Protivnik ima više
# pikova (1), Mali kazino (1) i dva asa (2): **4 boda**. Bodovni list se slaže:

# %% [code as in English]

# %% [markdown]
# Isti bodovi na slici:

# %% [code as in English]

# %% [markdown]
# ### Izjednačenje
#
# Ako obje strane imaju **26 karata**, nitko ne dobiva 3 boda za karte, pa se dijeli samo 8 bodova.
# (Pikovi između dviju strana nikad ne mogu biti izjednačeni: ima ih 13, neparan broj.)
# Premjesti tri devetke iz svojih karata u Protivnikove i karte su izjednačene:

# %% [code as in English]

# %% [markdown]
# ## Igra do 21
#
# Jedno dijeljenje nije igra. Bodovi svakog dijeljenja se **zbrajaju**, a nakon svakog dijeljenja gledaš
# zbrojeve:
#
# * ako još nijedna strana nema 21, igra se **još jedno dijeljenje**;
# * ako jedna strana ima **najveći zbroj, veći od svih**, i on je **21 ili više**, ta strana **pobjeđuje**
#   (čak i ako su obje strane prešle 21 u istom dijeljenju: pobjeđuje veći zbroj);
# * ako su najveći zbrojevi **izjednačeni**, na primjer 23 prema 23, igra se **još jedno dijeljenje** i
#   nakon njega se ponovno gleda.
#
# Zato nije dovoljno prvi doći do 21: važan je najveći zbroj na kraju dijeljenja.
# Evo opet našeg dijeljenja (ti 7 bodova, Protivnik 4), s tri različita početna rezultata:

# %% [code as in English]

# %% [markdown]
# Cijela igra između dva računalna igrača, dijeljenje po dijeljenje: nijedan od njih nisi ti, pa ih grafikon zove
# Igrač 1 i Igrač 2. Isprekidana crta je 21.

# %% [code as in English]

# %% [markdown]
# ## Provjeri se
#
# Odgovori onako kako traži svaki okvir; savjeti te podsjećaju koliko vrijede bodovi.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # tko si i Moj napredak

# %% [code as in English]

# %% [markdown]
# Da boduješ dijeljenje, ispuni njegov **bodovni list**: upiši u kućice broj pikova (i bodove) za svaku
# stranu, a u težem klikni i za svaku stavku čija je. Može se i upisati odgovor u okvir.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Dva pitanja o kraju dijeljenja: tko uzima preostale karte i što se s njima događa kad nitko
# uopće ništa nije uzeo.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Posljednji okvir broji cijelo dijeljenje i pita kako igra stoji nakon njega: pobjednik ili još jedno dijeljenje.

# %% [code as in English]

# %% [markdown]
# ## Što si naučio
#
# * Na kraju dijeljenja karte koje su ostale na stolu idu **strani posljednjeg koji je uzimao**, ili
#   nikome ako nitko nije uzimao; to nikad nije tabla.
# * **Tabla** prazni stol uzimanjem. U Klasičnom donosi bodove samo ako se dogovorite da brojite
#   table: tada je svaka tabla 1 bod, i table se nikad ne poništavaju (u Kraljevskom se poništavaju: lekcija 6).
# * Svako dijeljenje ima **11 bodova**: najviše karata 3, najviše pikova 1, Veliki kazino (10♦) 2, Mali kazino
#   (2♠) 1 i po 1 za svakog od četiri asa. Izjednačenje za najviše karata ne donosi ništa.
# * Igra se do **21**: nakon dijeljenja pobjeđuje najveći zbroj, veći od svih, od 21 ili više; izjednačenje na
#   vrhu znači još jedno dijeljenje.
#
# Sljedeće: **Lekcija 6, Kraljevski kazino**.
