# %% [markdown]
# # Lekcija 2: Uzimanje
#
# *Otprilike 25 minuta.* Pokreni svaku ćeliju sa **Shift + Enter**, odozgo prema dolje.
#
# Uzimanjem osvajaš karte. Igraš jednu kartu iz svoje ruke i uzimaš karte sa stola koje
# vrijede **točno** koliko tvoja karta. Lekcija ima pet malih etapa, svaka s jednom idejom:
#
# 1. **parovi**: uzimanje karte iste vrijednosti,
# 2. **zbrajanje**: uzimanje karata koje zajedno daju tvoju kartu,
# 3. **nekoliko skupova odjednom**,
# 4. karta se **nikad ne broji dvaput**,
# 5. **slike**.
#
# Svaka etapa kaže svoje pravilo riječima, pokazuje primjer poteza prije i poslije, a zatim ti daje
# 3 ili 4 zadatka na živom stolu. Klikni kartu u svojoj ruci, klikni karte sa stola koje treba uzeti,
# pritisni **Uzmi**, a zatim **Igraj**. Točan potez donosi do tri zvjezdice (tri za prvi pokušaj
# bez savjeta). Svaki pritisak na **Igraj** je pokušaj; objašnjenje koje dobiješ prije toga ne stoji ništa. Potez koji promaši cilj objašnjava se i vraća. **Savjet** svaki put kaže malo
# više; **Sljedeći zadatak** ide dalje.
#
# Sve ovdje je **Klasični** kazino. Pravila iza toga nalaze se u pregledu pravila:
# <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>, <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a>,
# <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a> i <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.

# %%
import casino_learn as cl
cl.set_language("hr")
from casino_learn.lesson import captures_with, show, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: pairing}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sums}
#
# Pravilo točne vrijednosti je <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a> u pregledu pravila.

# %% [code as in English]

# %% [markdown]
# Ako navedeš karte koje zajedno ne daju tvoju kartu, komplet kaže koje si pravilo prekršio. Ovdje
# imaš 8♥ i pokušavaš uzeti 5♣ + 2♦, što je samo 7:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: several-sets}
#
# Najbolji dio uzimanja. (U pregledu pravila: <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>.)

# %% [code as in English]

# %% [markdown]
# ## {stage heading: never-twice}
#
# Vrati se na stol sa slike u 2. etapi (A♣ 2♦ 3♠ 5♣ 6♥ 8♦, s 8♥ u tvojoj ruci): pogledaj
# 5♣. Ona je u **dva** skupa od 8: 5♣ + 3♠ i
# 5♣ + 2♦ + A♣. Ali to je samo jedna karta, pa moraš birati: ili 5 + 3, ili 5 + 2 + A. Skupovi koje
# uzimaš moraju biti **zasebni**: nijedna karta ne koristi se dvaput. To je pravilo <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a>.
# Zato ova osmica nikad ne može zajedno uzeti asa i trojku. Ako pokušaš, komplet to odbija:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Evo svakog uzimanja koje tvoja 8♥ smije napraviti na tom stolu. Dva od njih ne mogu biti veća:
# 8♦ s 5♣ + 3♠ i 6♥ + 2♦, koje uzima pet karata sa stola, i 8♦ s 5♣ + 2♦ + A♣, koje
# uzima četiri. Svako od njih je dopušteno: ti biraš.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-cards}
#
# Sjeti se lekcije 1: u Klasičnom dečko, dama i kralj nemaju broj. Pravilo slika je
# <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a> u pregledu pravila.

# %% [code as in English]

# %% [markdown]
# Čak i kad su na stolu dvije dame, tvoja dama uzima samo jednu od njih:

# %% [code as in English]

# %% [markdown]
# ## Provjeri se
#
# U svakoj vježbi: uzmi **što više karata sa stola** kartom koju igraš. Upiši skupove
# (na primjer `8D, 6H+2D`) ili klikni karte, zatim pritisni **Provjeri**. Koristi **Savjet** ako si zapeo.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # tko si i Moj napredak

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Tvoje prvo dijeljenje: uzimanja i odbacivanja
#
# Sada kratko dijeljenje protiv računala, od samo jednog kruga (pravo dijeljenje ide krug za krugom dok se ne potroši cijeli špil: lekcija 4). Svaki od vas ima četiri karte, a četiri leže na stolu.
# U ovom dijeljenju nijedna karta ne može napraviti gradnju, pa kad si na redu ili **uzimaš** ili **odbacuješ** (staviš
# kartu na stol i ništa ne uzmeš). Nakon svakog tvog poteza računalo odmah odgovara; njegov
# potez piše ispod stola. Na kraju vidiš koliko je karata svaki od vas uzeo i tko je dobio
# karte koje su ostale na stolu. **Još jedno dijeljenje** daje ti novo.

# %% [code as in English]

# %% [markdown]
# ## Neobavezno: vježba brzine
#
# Brzo uočavanje zbrojeva pomaže u svakoj igri. Pet pitanja protiv sata: pritisni gumbe ispod
# karata koje zajedno daju traženu vrijednost (slike ih samo pokazuju). Što si brži, to više zvjezdica; pogrešan odgovor košta samo vrijeme, i
# ništa se ne zapisuje.

# %% [code as in English]

# %% [markdown]
# ## Što si naučio
#
# * Uzimanje uzima karte sa stola koje vrijede **točno** koliko tvoja karta: jednu kartu iste vrijednosti
#   (par) ili karte koje zajedno daju tu vrijednost (pravilo točne vrijednosti, **R2**).
# * Smiješ uzeti **nekoliko skupova odjednom**, a svaki vrijedi koliko tvoja karta.
# * Skupovi moraju biti zasebni: karta se nikad ne broji dvaput (**R3**).
# * U Klasičnom slika uzima samo **jednu** kartu iste slike (pravilo slika, **R5**).
#
# Sljedeće: **Lekcija 3, Građenje**, gdje slažeš karte zajedno na stolu da ih uzmeš u kasnijem potezu.
