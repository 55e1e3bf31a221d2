# %% [markdown]
# # Počni ovdje: Kazino
#
# Dobro došao! **Kazino** je kartaška igra za dva, tri ili četiri igrača. Igraš protiv
# **protivnika**, a karte koje osvojiš donose bodove.
#
# Na početku četiri karte leže licem prema gore na **stolu**, a ti i tvoj protivnik imate po četiri
# karte u **ruci**. Igrate naizmjence. Kad si na redu, igraš **jednu kartu** iz svoje ruke i s njom
# radiš jedno od tri:
#
# * **uzimaš**: uzimaš karte sa stola koje vrijede koliko i tvoja karta (sedmica uzima sedmicu ili 4 + 3: svako od toga je **skup**). Karte
#   koje uzmeš postaju tvoje **uzete karte**;
# * **gradiš**: stavljaš svoju kartu na karte sa stola i praviš **gradnju**, koju namjeravaš uzeti u kasnijem potezu;
# * **odbacuješ**: samo ostaviš svoju kartu na stolu.
#
# Kad su sve karte odigrane, to **dijeljenje** je gotovo i broje se bodovi iz uzetih
# karata. Bodovi se zbrajaju iz dijeljenja u dijeljenje. Kad dijeljenje završi i netko ima **21 ili više**,
# pobjeđuje igrač s **najvećim zbrojem**; ako dva igrača dijele najveći zbroj, igra se još
# jedno dijeljenje.
# (Četiri igrača mogu igrati i kao dva para suigrača: upoznat ćeš ih kasnije.)
#
# Svaku od ovih riječi naučit ćeš u njezinoj lekciji. **Kraljevski kazino**, inačica koja se igra u
# Dominikanskoj Republici, mijenja nekoliko pravila: lekcija 6 pokazuje što se mijenja. Do tada je svaka lekcija
# **Klasični** kazino.
#
# Svako pravilo ima **ime** i **broj**, da ga možeš potražiti: petnaest pravila koja
# zabranjuju potez označena su od R1 do R15, a ostali dijelovi pravila su odjeljci označeni
# sa §, poput §1.2. Kad komplet objašnjava potez ili odgovor, kaže što pravilo traži, a zatim
# njegov broj u zagradama, poput ([R5](10_rules_reference.ipynb#R5)): klikni broj u lekciji da pročitaš cijelo pravilo.
#
# Dva mjesta gdje uvijek možeš nešto potražiti: <a href="10_rules_reference.ipynb" style="text-decoration:underline">pregled pravila</a>, koji
# donosi svako pravilo igre (kad lekcija navede pravilo, poput pravila slika (R5), poveznica
# vodi onamo), i njegov <a href="10_rules_reference.ipynb#glossary" style="text-decoration:underline">pojmovnik</a>, koji kaže što znači svaka
# riječ igre.
#
# Pokreni svaku ćeliju sa **Shift + Enter** (ili gumbom ▶), odozgo prema dolje.

# %%
import casino_learn as cl
cl.set_language("hr")
from casino_learn.lesson import show, typed_as
from casino_learn.widgets.stage import lesson_table
from casino_learn.widgets.exercise import ExerciseWidget

# %% [markdown]
# ## Stol s kartama
#
# Evo jedne pozicije: karte u sredini su na **stolu**, a karte ispod su **tvoja
# ruka**. Karta koja leži sama na stolu je **slobodna karta** (lekcija 3 pokazuje što još
# može biti na stolu: gradnje, karte koje ostaju zajedno). U ovoj poziciji za vježbu samo ti imaš karte; u pravoj igri tvoj
# protivnik također ima četiri, licem prema dolje, pa ih nikad ne vidiš.

# %% [code as in English]

# %% [markdown]
# ## Klikanje karata
#
# Ovo je **živi stol**. Probaj uzimanje:
#
# 1. klikni kartu **8♥** u svojoj ruci (odabrana karta se podigne i dobije kvačicu);
# 2. klikni **8♦** na stolu: i ona vrijedi 8;
# 3. pritisni **Uzmi**, zatim **Igraj**.
#
# Mogu se odabrati samo radnje koje tvoje karte dopuštaju; pritisni sivu i komplet će reći zašto. **Poništi**
# vraća potez. **Pokaži mi dopuštene poteze** navodi uzimanja i odbacivanja koja smiješ napraviti
# (građenje dolazi u lekciji 3). Na popisu su i uzimanja s nekoliko skupova odjednom: lekcija 2 pokazuje kako.
#
# Nemaš miš? Pritisni **Tab** da dođeš do karata, strelice za pomicanje među njima i **Razmak** za
# odabir; zatim **C** za Uzmi, **T** za Odbaci i **P** za igranje (tipke su navedene ispod stola).

# %% [code as in English]

# %% [markdown]
# ## Tvoje ime
#
# Komplet čuva tvoj napredak: koje si vježbe pokušao i riješio i koje si savjete koristio. Tada
# ti može pokazati što dalje vježbati. Upiši svoje ime i pritisni **Čuvaj moj napredak**. Na ovom
# računalu pita te se samo jednom: svaka lekcija zatim iznad svojih vježbi pokazuje *Ti si …*, s
# **Moj napredak** da vidiš kako ti ide i **Promijeni ime** ako ovo računalo koristi netko drugi.
# Svako ime je u redu — i Zoë, Łukasz ili Мария. Na školskom poslužitelju tvoje ime je tvoja prijava, pa
# ne trebaš ništa upisati: to piše u okviru ispod.

# %% [code as in English]

# %% [markdown]
# ## Provjera odgovora
#
# Svaka lekcija ima vježbe. Upiši svoj odgovor (ili klikni) i pritisni **Provjeri**. Za pogrešan odgovor
# dobiješ povratnu informaciju koja kaže što nije u redu; **Savjet** daje pomoć (svaki savjet kaže malo više),
# a **Pokaži rješenje** objašnjava cijeli odgovor. Greške u tipkanju ne računaju ti se.
# Probaj ovu: pita koliko vrijedi karta, što objašnjava lekcija 1.

# %% [code as in English]

# %% [markdown]
# Kad komplet traži da upišeš kartu, napiši je onako kako je izgovaraš: `10D`, `10♦` i
# `karo desetka` znače karo desetku. Komplet ih sve čita kao istu kartu:

# %% [check: card-spellings]
print(typed_as("10D", "10♦", "karo desetka"))

# %% [markdown]
# ## Gdje se čuva tvoj napredak
#
# Kad upišeš svoje ime, svaka vježba na koju odgovoriš u bilo kojoj lekciji dodaje se u malu
# datoteku s napretkom nazvanu po tebi. **Moj napredak** (u svakoj lekciji) pokazuje koliko dobro znaš svaku
# temu i kaže što dalje vježbati. Datoteka ostaje na ovom računalu, s tvojim datotekama (tvoj
# nastavnik ti može reći gdje).
# Oštećena datoteka nikad se ne baca: čuva se kao sigurnosna kopija i započinje se nova.
# Kad se kasnije vratiš lekciji, njezini su stolovi prazni dok ponovno ne pokreneš njezine ćelije
# (**Shift + Enter**): tvoje zvjezdice i napredak ostaju sačuvani.
#
# ## Lekcije
#
# | Lekcija | Što učiš |
# |---|---|
# | 01 Karte i vrijednosti | špil, kako upisati kartu, koliko vrijedi svaka karta |
# | 02 Uzimanje | pet malih etapa: parovi, zbrojevi, nekoliko skupova odjednom, nikad dvaput, slike |
# | 03 Građenje | trinaest etapa: pravljenje gradnje, zadržavanje karte za uzimanje, vrijednosti gradnje, uzimanje gradnje, gradnja i još nešto, višestruke gradnje, vlasnik gradnje, dodavanje, povisivanje, povisivanje samo tvojom kartom, gradi sada i uzmi u sljedećem potezu, povisivanje i odgovor (oboje protiv protivnika), spajanje dviju gradnji |
# | 04 Odbacivanje, dijeljenje i tvoja prva igra | kada smiješ odbaciti kartu; kako se karte dijele; jedno dijeljenje protiv računala; sva pravila na jednoj stranici |
# | 05 Bodovanje i table | kraj dijeljenja, čišćenje stola, bodovi dijeljenja, igra do 21 |
# | 06 Kraljevski kazino | što se mijenja u Kraljevskoj inačici |
# | 07 Odigraj cijelu igru | cijela igra protiv računala |
# | 08 Strategija | šest načela kao zagonetke, zatim najbolji potezi, zatim pitanja na koja odgovara simulacija |
# | 09 Vodič za nastavnike | lekcije, radni listovi, izvještaji o razredu, aplikacija za učionicu |
# | 10 Pregled pravila | svako pravilo i pojmovnik |
