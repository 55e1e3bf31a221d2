# %% [markdown]
# # Lekcija 4: Odbacivanje, dijeljenje i tvoja prva igra
#
# *Otprilike 40 minuta.* Pokreni svaku ćeliju sa **Shift + Enter**, odozgo prema dolje.
#
# Znaš uzimati (lekcija 2) i graditi (lekcija 3). Ostao je još jedan način igranja karte: **odbacivanje**.
# Tada si spreman za pravu igru. U ovoj lekciji:
#
# 1. **odbacivanje**: stavljanje karte na stol bez uzimanja,
# 2. **vlasnik ne smije odbaciti kartu**: jedino pravilo u Klasičnom kazinu koje zabranjuje odbacivanje,
# 3. **dijeljenje**: kako se karte dijele, krug po krug, od prve do posljednje karte,
# 4. **tvoja prva igra**: jedno dijeljenje protiv računala,
# 5. sva pravila koja si naučio **na jednoj stranici** i nekoliko pitanja za provjeru.

# %%
import casino_learn as cl
cl.set_language("hr")
from casino_learn.lesson import restrictions_reference, walk_through_deal
from casino_learn.widgets import GameTable
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: trailing}
#
# Kad si na redu, moraš odigrati točno jednu kartu iz svoje ruke: ne smiješ preskočiti potez (pravilo jedne karte,
# [R1](10_rules_reference.ipynb#R1)). Ako njome ne uzimaš i ne gradiš, **odbacuješ** je:
# karta ostaje na stolu kao nova slobodna karta i svatko je kasnije može uzeti, možda i ti
# ([§6.3](10_rules_reference.ipynb#s6.3)).
#
# Na živom stolu ispod klikni kartu u svojoj ruci (i nijednu kartu sa stola), pritisni **Odbaci**, zatim
# **Igraj**. Svaki zadatak kaže što treba napraviti; potez koji to promaši objašnjava se i vraća.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owner-may-not-trail}
#
# Sjeti se lekcije 3: **vlasnik** si gradnje kad si je zadnji napravio, povisio ili joj dodao karte,
# i moraš zadržati kartu koja je uzima (pravilo da vlasnik zadržava kartu za uzimanje,
# [R8](10_rules_reference.ipynb#R8)). Za vlasnike postoji još jedno pravilo, pravilo da vlasnik ne smije
# odbaciti kartu ([R9](10_rules_reference.ipynb#R9)): **dok si vlasnik gradnje, ne smiješ odbaciti kartu.** Umjesto toga
# moraš uzeti, graditi, povisiti ili dodati gradnji.
#
# Kad riješiš prvi zadatak, pritisni **Počni ispočetka**, odaberi kartu i pritisni **Odbaci**:
# stol kaže zašto ne. (Osvojene zvjezdice ostaju.)

# %% [code as in English]

# %% [markdown]
# ## Dijeljenje, korak po korak
#
# Kako karte dolaze u tvoju ruku? Evo pravog dijeljenja Klasičnog kazina za dva igrača, korak
# po korak. Računalo je odigralo svaku kartu, za oba igrača. (Pravila dijeljenja:
# [§3](10_rules_reference.ipynb#s3).)
#
# **Prvi krug.** Protivnik je djelitelj. Djelitelj daje **svakom igraču četiri karte** i
# stavlja **četiri karte licem prema gore na stol**. Ostatak špila ostaje licem prema dolje: to je **špil** za dijeljenje.
# Igrač nakon djelitelja igra prvi, pa ovdje ti igraš prvi.

# %% [code as in English]

# %% [markdown]
# Izbroji ih: svaka je karta špila negdje.

# %% [code as in English]

# %% [markdown]
# **Sljedeći krugovi.** Igrači igraju naizmjence, jednu kartu u svakom potezu, dok obje ruke ne budu prazne.
# Tada djelitelj dijeli **još četiri karte svakom igraču, a nijednu na stol**: karte dolaze
# na stol samo u prvom krugu (i kad netko odbaci kartu ili gradi). Evo što se dogodilo u
# 1. krugu i kako počinje 2. krug:

# %% [code as in English]

# %% [markdown]
# **"Zadnje".** To traje dok se špil ne isprazni. Kad djelitelj dijeli posljednji krug,
# kaže "zadnje", da svi znaju da su to posljednje karte. Slika to prikazuje kao **Posljednji krug**.

# %% [code as in English]

# %% [markdown]
# Koliko krugova? Svaki krug troši četiri karte po igraču, a prvi krug stavlja i četiri na
# stol. S dva igrača to je šest krugova; s četiri igrača tri.

# %% [code as in English]

# %% [markdown]
# **Kraj dijeljenja.** Kad je posljednja karta odigrana, karte koje su još na stolu,
# **preostale karte**, idu igraču koji je zadnji uzimao, ili timu tog igrača kad se igra u parovima (nikome,
# ako nitko ništa nije uzeo): još jedan razlog da uzimaš pred kraj dijeljenja!

# %% [code as in English]

# %% [markdown]
# **Sljedeće dijeljenje.** Dijeljenje prelazi na sljedećeg igrača: onaj koji je prošli put igrao prvi sada
# dijeli, a drugi igrač igra prvi.

# %% [code as in English]

# %% [markdown]
# Provjeri što znaš o dijeljenju: svako pitanje iščitava se iz pravog dijeljenja koje je komplet podijelio.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Tvoja prva igra
#
# Vrijeme je da odigraš jedno cijelo dijeljenje protiv računalnog **Početnika**. Ti igraš prvi. Na što
# paziti u svakom potezu:
#
# * **Mogu li uzeti?** Potraži kartu na stolu iste vrijednosti kao jedna od tvojih ili karte koje zajedno
#   daju tu vrijednost. Slika uzima samo jednu kartu iste slike.
# * **Mogu li graditi?** Samo ako zadržiš kartu koja kasnije može uzeti gradnju; a kad si vlasnik
#   gradnje, ne smiješ odbaciti kartu.
# * **Inače odbaci** kartu.
# * Pazi na **špil** i na znak **Posljednji krug**: posljednje uzimanje u dijeljenju uzima i
#   preostale karte.
#
# Nisi siguran? Pritisni **Trener: što bi ti odigrao?**: predlaže potez i kaže zašto. Može
# spomenuti **bodove**: na kraju dijeljenja asovi, 10♦ (Veliki kazino) i 2♠ (Mali kazino) donose bodove, a tako i
# najviše karata i najviše pikova; bodovi se zbrajaju iz dijeljenja u dijeljenje dok netko ne pobijedi, s 21 ili više (lekcija 5). Kad je
# računalo na redu, pritisni **Potez računala ▶** (ili **Igraj do mog poteza ▶▶**). Na kraju dobiješ
# bodovni list: lekcija 5 objašnjava svaki bod na njemu. Tvoja igra sprema se nakon svakog poteza.

# %% [code as in English]

# %% [markdown]
# ## Sva pravila na jednoj stranici
#
# Svaki potez koji **nije** dopušten dolazi iz petnaest pravila, od R1 do R15. Većina vrijedi za obje igre. Lekcija 2 naučila te
# uzimanje ([R2](10_rules_reference.ipynb#R2), [R3](10_rules_reference.ipynb#R3),
# [R5](10_rules_reference.ipynb#R5)); lekcija 3 građenje ([R4](10_rules_reference.ipynb#R4),
# [R6](10_rules_reference.ipynb#R6), [R7](10_rules_reference.ipynb#R7),
# [R8](10_rules_reference.ipynb#R8), [R10](10_rules_reference.ipynb#R10),
# [R11](10_rules_reference.ipynb#R11), [R15](10_rules_reference.ipynb#R15)); ova lekcija potez
# i odbacivanje ([R1](10_rules_reference.ipynb#R1), [R9](10_rules_reference.ipynb#R9)). Tri su
# samo za Kraljevski kazino ([R12](10_rules_reference.ipynb#R12), [R13](10_rules_reference.ipynb#R13),
# [R14](10_rules_reference.ipynb#R14)): uči ih lekcija 6. Kad komplet kaže da potez nije
# dopušten, navodi broj pravila: klikni ga u tablici za cijelo pravilo.

# %% [code as in English]

# %% [markdown]
# ## Provjeri se
#
# Najprije dva pitanja o odbacivanju: klikni **Da**, ili **Ne** i pravilo (ili upiši `ne` i broj pravila).

# %%
learner_line()  # tko si i Moj napredak

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Sada **pronađi nedopušteni potez**: točno jedan izbor krši pravilo. Klikni ga (ili upiši njegovo slovo),
# klikni gumb pravila koje krši i pritisni **Provjeri**.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Što si naučio
#
# * **Odbacivanje** stavlja kartu na stol kao slobodnu kartu. Uvijek je dopušteno, osim ako ga neko pravilo
#   zabranjuje, a u Klasičnom kazinu zabranjuje ga samo jedno: dok si **vlasnik gradnje**, ne smiješ odbaciti kartu
#   ([R9](10_rules_reference.ipynb#R9)).
# * **Dijeljenje**: po četiri karte svakome, četiri na stol samo u prvom krugu; šest krugova s dva
#   igrača, tri s četiri; igrač nakon djelitelja igra prvi; dijeljenje prelazi dalje; "zadnje";
#   preostale karte idu posljednjem igraču koji je uzimao (nikome, ako nitko nije uzimao).
# * Odigrao si svoje **prvo dijeljenje**, a pravila stanu na **jednu stranicu**.
#
# Sljedeće: **Lekcija 5, Bodovanje i table**: što znače svi ti bodovi na bodovnom listu.
