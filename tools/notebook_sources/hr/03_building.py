# %% [markdown]
# # Lekcija 3: Građenje
#
# *Otprilike 30 minuta.* Pokreni svaku ćeliju sa **Shift + Enter**, odozgo prema dolje.
#
# **Gradnja** su karte koje sada složiš zajedno na stolu, da ih možeš uzeti
# **u kasnijem potezu**. Odigraš kartu na karte sa stola i **najaviš vrijednost**: "gradim
# osam!". Od tada se gradnja uzima samo cijela, kartom te vrijednosti.
#
# Ova lekcija ima trinaest kratkih etapa, svaka s jednom idejom. Svaka etapa pokazuje svoje pravilo jednostavnim riječima i
# primjerom, a zatim ti daje 3 do 5 zadataka na živom stolu: klikni karte, pritisni **Gradi** (ili
# **Uzmi**), zatim **Igraj**. Potez koji promaši zadatak objašnjava se i vraća. Za svaki zadatak osvajaš
# do tri zvjezdice: točno iz prve i bez savjeta. Etape su:
#
# 1. pravljenje gradnje
# 2. zadržavanje karte za uzimanje
# 3. vrijednosti koje gradnja smije imati
# 4. uzimanje gradnje
# 5. gradnja i još nešto u jednom uzimanju
# 6. višestruke gradnje
# 7. vlasnik gradnje
# 8. dodavanje gradnji
# 9. povisivanje gradnje
# 10. samo tvoja karta mijenja vrijednost
# 11. gradi sada, uzmi u sljedećem potezu
# 12. povisivanje i odgovor
# 13. spajanje dviju gradnji

# %%
import casino_learn as cl
cl.set_language("hr")
from casino_learn.lesson import legal_moves, verdicts
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage, stage_table

# %% [markdown]
# ## {stage heading: making-a-build}
#
# Imaš 3♦, 3♠ i 6♣. Na stolu su A♥ i 2♣ ([primjer iz §6.2](10_rules_reference.ipynb#s6.2)
# u pravilima). Odigraj 3♦ na A♥ i 2♣: 1 + 2 + 3 = **6**, i
# najaviš **"gradim šest"**. U sljedećem potezu možeš sve tri karte uzeti svojom 6♣, osim ako
# tvoj protivnik prije toga ne uzme gradnju šesticom ili je povisi. (Ako joj nešto doda, postaje
# njegova, ali tvoja 6♣ i dalje je uzima, zajedno s kartama koje je dodao. Dodavanje dolazi u 8. etapi, povisivanje u 9. etapi.)
#
# Probaj: klikni **3♦**, zatim **A♥** i **2♣** i pritisni **Gradi**. Ove karte čine 3 *ili* 6, pa
# stol pita koju vrijednost najavljuješ: odaberi **6** (klikni je ili pritisni **V**), zatim **Igraj**.
# Pritisni **Poništi** i probaj **Pokaži mi dopuštene poteze**.

# %% [code as in English]

# %% [markdown]
# Zašto bi se 3♦ s A♥ i 2♣ mogla najaviti i kao **3**? Tvoja 3♦ sama vrijedi 3, a
# A♥ + 2♣ također vrijedi 3: dvije **skupine** od 3, koje bi uzeo svojom drugom 3♠. Gradnja
# s nekoliko skupina je **višestruka gradnja** (6. etapa). Evo svih gradnji koje smiješ napraviti:

# %% [code as in English]

# %% [markdown]
# Sagradi vrijednost koju traži svaki zadatak.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: keeping-a-capturer}
#
# Evo što stol kaže o tri gradnje iz prve pozicije (3♦, 3♠ i 6♣ u tvojoj
# ruci; A♥ i 2♣ na stolu):

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-values}
#
# Stol odbija gradnju koju nijedna karta ne bi mogla uzeti:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-a-build}
#
# Sada uzmi nekoliko gradnji, svaku cijelu.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-more-at-once}
#
# Jedna karta može uzeti gradnju i još nešto: izbroji koliko karata sa stola uzima svako uzimanje.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: multiple-builds}
#
# Stol crta svaku skupinu gradnje odvojeno od sljedeće, pa ih možeš provjeriti jednu po jednu.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owning-a-build}
#
# Pazi na oznaku ispod svake gradnje: piše "vlasnik: Ti" ili "vlasnik: Protivnik". Vlasnik ne smije
# ni odbaciti kartu: to pravilo dolazi u lekciji 4.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: adding-to-a-build}
#
# Pazi na oznaku gradnje: nakon što joj dodaš karte, piše "vlasnik: Ti" i gradnja dobiva novo ime.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-a-build}
#
# Kad **povisuješ** gradnju, na nju igraš jednu kartu i njezina vrijednost raste za vrijednost te
# karte: gradnja od 5 povišena kartom 2♠ vrijedi 7. Višestruka gradnja nikad se ne može povisiti; evo
# što stol kaže kad pokušaš:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-with-your-card-only}
#
# A evo povisivanja koje stol odbija jer bi slobodna karta promijenila vrijednost:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-then-take}
#
# Dosad je svaki zadatak bio jedan potez. Odsad protivnik odgovara između tvoja dva poteza: njegov
# potez piše iznad stola i nacrtan je prije i poslije. Potez koji promaši sam se vraća, a protivnikov
# odgovor ostaje; **Poništi** počinje zadatak ponovno od početka.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raise-then-answer}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: merging-builds}
#
# Kad dvije gradnje na stolu imaju istu vrijednost, jedan ih potez može spojiti: odigraj kartu koja čini
# tu vrijednost i stavi obje gradnje u isti potez.

# %% [code as in English]

# %% [markdown]
# ## Provjeri se
#
# Odaberi **svaki** dopušteni potez (može ih biti više od jednog), zatim pritisni **Provjeri**. Razmisli
# koju bi kartu još imao nakon toga!

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # tko si i Moj napredak

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Još jedna, s asovima. U Klasičnom je gradnja koja vrijedi **1** uvijek višestruka gradnja čije su skupine
# sve pojedinačni asovi (pravilo *Vrijednosti gradnje koje karta može uzeti*, [R15](10_rules_reference.ipynb#R15)): na primjer as
# odigran na slobodnog asa, dok zadržavaš trećeg asa da ih uzmeš.

# %% [code as in English]

# %% [markdown]
# ## Što si naučio
#
# * Gradnja koristi kartu koju igraš **i** karte sa stola (pravilo karte sa stola, **R6**), s
#   vrijednošću koju karta može uzeti (**R15**: od 2 do 10, ili 1 za
#   višestruku gradnju od pojedinačnih asova), a moraš još imati kartu da je uzmeš (pravilo zadržane karte, **R7**).
# * Gradnja se uzima samo cijela, kartom njezine vrijednosti (pravilo cijele gradnje, **R4**), ako želiš zajedno s drugim skupovima i
#   gradnjama te vrijednosti.
# * **Jednostruka** gradnja ima jednu skupinu; **višestruka** gradnja ima nekoliko skupina iste vrijednosti.
# * **Vlasnik** je onaj tko ju je zadnji napravio, povisio ili joj dodao karte (§4); vlasnik zadržava kartu da je
#   uzme (pravilo da vlasnik zadržava kartu za uzimanje, **R8**).
# * **Dodaj** bilo kojoj gradnji s njezinom vrijednošću; **povisi** samo jednostruku gradnju (**R10**), i to samo
#   kartom koju igraš (**R11**).
#
# Sljedeće: **Lekcija 4, Odbacivanje, dijeljenje i tvoja prva igra**, gdje upoznaješ i pravilo da vlasnik
# ne smije odbaciti kartu.
