# %% [markdown]
# # Lekcija 8: Strategija
#
# Znaš svako pravilo. Sada: kako igrati **dobro**? Ova lekcija najprije kaže šest načela
# jednostavnim riječima, svako sa zagonetkama na živom stolu. Zatim pronalaziš najbolji potez u cijelim pozicijama,
# a na kraju, u **laboratoriju**, računalo odigra tisuće dijeljenja da možemo izbrojiti što djeluje.
#
# Zagonetka je riješena kad odigraš najbolji potez; slabiji potez se vraća, uz rečenicu koja
# kaže zašto je slabiji. Odgovor svake zagonetke provjerio je najjači računalni igrač kompleta,
# *stručnjak*, koji mnogo puta zamišlja skrivene karte i svaku odigra do kraja.

# %%
import casino_learn as cl
cl.set_language("hr")
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

learner_line()  # tko si i Moj napredak

# %% [markdown]
# ## {stage heading: points-first}
#
# Od 11 bodova dijeljenja (bez tabli), 7 ih je na pojedinačnim kartama: Veliki kazino (10♦) 2, Mali kazino (2♠) 1 i
# četiri asa po 1. Ostala 4 (najviše karata, najviše pikova) dijele se kroz cijelo dijeljenje.
# Zato uzimanje koje uzima kartu s bodovima obično vrijedi više od onoga koje uzima jednu kartu više, a
# odbacivanje karte s bodovima poklon je protivniku.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: guard-your-build}
#
# Tvoja gradnja stoji na stolu gdje je protivnik vidi. Ako ima kartu njezine vrijednosti,
# uzet će je, sa svim bodovima. Ostavi gradnju na stolu samo kad je sigurna i kad će skupiti više; inače
# je odmah nosi kući.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: count-what-has-gone}
#
# Svaka karta je u špilu jednom. Ako su ostale tri devetke već među uzetim kartama, devetka u
# tvojoj ruci jedina je karta koja može uzeti gradnju od 9. Napravi višestruku gradnju, koju nitko ne smije
# povisiti, i ne možeš je izgubiti. Dobri igrači broje asove, desetke, dvojke i vrijednosti
# svojih gradnji.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sweep-risk}
#
# **Tabla** (uzimanje koje isprazni stol, [§10](10_rules_reference.ipynb#s10)) donosi bod
# u Kraljevskom (nakon što se table dviju strana ponište, i, izvan produžetka, ne strani koja ima 18 ili više), a u Klasičnom kad se
# igrači dogovore da broje table. Nakon što odigraš, pogledaj stol
# koji ostavljaš: može li jedna karta uzeti sve?

# %% [code as in English]

# %% [markdown]
# ## {stage heading: when-to-build}
#
# Gradnja te sada stoji jednu kartu, a isplati se u sljedećem potezu. Vrijedi kad imaš kartu koja
# je uzima (moraš je imati, po pravilu zadržane karte, [R7](10_rules_reference.ipynb#R7)) i kad
# gradnja skuplja bodove ili više karata. Ako imaš dvije karte vrijednosti gradnje, sigurnija je.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: two-moves-ahead}
#
# Ovdje računalo odgovara na tvoj potez na stolu. Izbroji što uzimaš sada **i** što možeš
# uzeti u sljedećem potezu, nakon njegova odgovora: zadatak prihvaća svaki potez koji ti daje najviše
# karata sa stola u tvoja dva poteza, a zatim traži da ih skupiš.

# %% [code as in English]

# %% [markdown]
# ## Provjeri se: najbolji potez
#
# Sada cijele pozicije, sa svih šest načela odjednom. Odaberi najjači od navedenih poteza.
# Izbor gotovo jednako dobar kao najbolji također se računa kao točan, a odgovor ti kaže koji je najbolji; za pogrešan izbor saznaješ što njegov potez dobiva i ostavlja,
# a **Pokaži rješenje** objašnjava zašto je najbolji bolji.
#
# Ovdje su karte koje potez dobiva sve karte koje on uzima za tebe, **zajedno s kartom koju igraš** (tako ih
# broji bod za "najviše karata"); etape iznad brojale su karte sa stola koje uzimaš.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Laboratorij: brojimo što djeluje
#
# Na neka je pitanja teško odgovoriti samo razmišljanjem: *Koliko često netko očisti stol? Koliko
# ti vrijedi as? Postižu li pametni igrači zaista više bodova ili je sve sreća?* Računalo
# može odigrati tisuće dijeljenja u nekoliko sekundi, pa možemo **brojati**.
#
# Svaki pokus ispod koristi stalno *sjeme* (broj koji odlučuje kako se špilovi miješaju),
# pa svi dobivaju iste brojeve. Promijeni sjeme
# ili broj dijeljenja i ponovno pokreni ćelije da vidiš koliko se odgovori mijenjaju.

# %% [code as in English]

# %% [markdown]
# ### 1. Koliko su česte table u Kraljevskom kazinu?
#
# U Kraljevskom svaka tabla donosi bod, ali se table dvaju igrača poništavaju jedna za jednu
# ([§10](10_rules_reference.ipynb#s10)). Neka dva *pohlepna* računalna igrača odigraju 300
# dijeljenja i izbroje table u svakom dijeljenju.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Table su česte: većina dijeljenja ima ih nekoliko. U Kraljevskom se table dviju strana poništavaju jedna za jednu,
# pa se boduje samo razlika.
#
# ### 2. Koliko vrijedi as?
#
# U Kraljevskom je as jaka karta: kad se odigra sam, vrijedi 1 ili **14**, kako ti treba
# ([§1.3](10_rules_reference.ipynb#s1.3)), a svaki as na kraju vrijedi i bod. Postižu li igrači koji započnu dijeljenje s asovima u prvoj ruci više bodova?

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Usporedi stupce: donosi li prva ruka s asom više bodova od ruke bez asa? Svaki as je
# sam po sebi bod i može uzimati kao 14, ali stupci se njišu kad je samo 300 dijeljenja (malo ruku ima
# dva asa): ponovi pokus s više dijeljenja i pogledaj ostaje li obrazac.
#
# ### 3. Postižu li bolji igrači zaista više bodova?
#
# Da bismo pošteno usporedili dva računalna igrača, koristimo **jednaka dijeljenja**: svaki promiješani špil
# dijeli se dvaput, a igrači drugi put zamijene mjesta, pa obojica dobiju iste karte. Veći dio
# sreće s kartama se poništi. Stupci pokazuju koliko bodova po dijeljenju više postiže jači
# igrač. Tanka crta na svakom stupcu i rečenica ispod sljedeće ćelije daju **95%
# interval**: raspon u kojem je pravi odgovor vrlo vjerojatno (bio bi, 95 puta od 100).

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Pohlepna igra uvjerljivo pobjeđuje nasumičnu, a oprezna igra — koja razmišlja i o tome što
# ostavlja sljedećem igraču — pobjeđuje pohlepnu. *Stručnjak* gleda još dalje unaprijed: prespor je
# za ovaj brzi pokus, ali protiv njega možeš igrati u lekciji 7.
#
# ## Što si naučio
#
# * Uzmi bodove (10♦, 2♠, asove) i nikad ih ne odbacuj kad može neka druga karta.
# * Čuvaj svoju gradnju: nosi je kući, osim ako je sigurna i skupit će više.
# * Broji što je izašlo: kad su izašle sve ostale karte neke vrijednosti, tvoja višestruka gradnja te vrijednosti je sigurna.
# * Pazi na opasnost od table: ne ostavljaj stol koji jedna karta može očistiti.
# * Gradi kad imaš kartu za uzimanje i kad gradnja skuplja bodove ili više karata.
# * Planiraj dva poteza unaprijed: izbroji što uzimaš sada i što možeš uzeti u sljedećem potezu, nakon odgovora.
