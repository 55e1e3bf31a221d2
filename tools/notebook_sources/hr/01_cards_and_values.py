# %% [markdown]
# # Lekcija 1: Karte i njihove vrijednosti
#
# *Otprilike 15 minuta.* Pokreni svaku ćeliju sa **Shift + Enter**, odozgo prema dolje.
#
# U Kazinu osvajaš karte tako da slažeš **brojeve**. Zato prije svega moraš znati koliko
# vrijedi svaka karta. To je cijela lekcija:
#
# 1. špil karata,
# 2. kako upisati kartu kad je komplet traži,
# 3. koliko vrijedi svaka karta u **Klasičnom** kazinu,
# 4. slike (dečko, dama i kralj), koje nemaju broj.
#
# Sve u ovoj lekciji je **Klasični** kazino. (Kraljevski kazino daje slikama brojeve:
# lekcija 6 pokazuje kako.)

# %%
import casino_learn as cl
cl.set_language("hr")
from casino_learn.lesson import card_values, show_move, show_pack, type_a_card, values_in_words, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Špil
#
# Kazino se igra jednim običnim špilom od **52 karte**, bez džokera: četiri boje (♠ pik, ♥ herc,
# ♦ karo, ♣ tref) i trinaest karata u svakoj boji: as, od 2 do 10, dečko, dama i kralj
# (<a href="10_rules_reference.ipynb#s1.1" style="text-decoration:underline">§1.1</a>). Evo cijelog špila, jedna boja u retku:

# %% [code as in English]

# %% [markdown]
# ## Upisivanje karte
#
# Slike pokazuju karte. Kad vježba traži da **upišeš** kartu, napiši njezin **broj ili sliku**, a
# zatim **slovo boje** (S, H, D ili C): `10D` je karo desetka, `AS` pik as, `KH`
# herc kralj. Možeš upisati i `10♦` ili `karo desetka`. Probaj: upiši drugu kartu
# u okvir (čak i onu koja ne postoji, npr. `banana`) i pritisni **Prikaži kartu**.

# %% [code as in English]

# %% [markdown]
# ## Vrijednosti u Klasičnom kazinu
#
# U **Klasičnom** kazinu (<a href="10_rules_reference.ipynb#s1.2" style="text-decoration:underline">§1.2</a>):
#
# * **as** vrijedi **1**,
# * karte **od 2 do 10** vrijede svoj broj,
# * **dečko, dama i kralj** su *slike* i **uopće nemaju broj**.
#
# Evo ih u tablici:

# %% [code as in English]

# %% [markdown]
# I isto to u rečenicama, onako kako ih komplet provjerava:

# %% [code as in English]

# %% [markdown]
# ## Slike: pravilo slika (R5)
#
# Slika nema broj, pa se nikad ne može zbrajati s drugim kartama. Može uzeti samo
# **jednu** kartu iste slike: dama uzima damu, kralj uzima kralja. To je
# pravilo slika, <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.
#
# **Riješeni primjer.** Imaš K♥. Na stolu su K♦, 6♣ i 4♦. Šest plus četiri je deset, ali kralj
# ne vrijedi 10: u Klasičnom nema broj. Zato kralj može uzeti samo drugog kralja.
# Slika pokazuje potez prije i poslije; zaokružena karta je ona koja je uzeta.

# %%
king = cl.position("classic", hand="KH 5S", table="KD 6C 4D")
show_move(king, "KH capture KD", caption="Uzeta je jedna karta: K♦. 6♣ i 4♦ ostaju na stolu.")

# %% [markdown]
# A ako pokušaš kraljem uzeti šesticu i četvorku, komplet to odbija i navodi pravilo:

# %% [code as in English]

# %% [markdown]
# ## {stage heading: card-values}
#
# Svaki zadatak ispod je živi stol s ciljem. Klikni kartu u svojoj ruci, zatim kartu sa stola koju
# treba uzeti, pritisni **Uzmi**, a zatim **Igraj**. Točan potez donosi do tri zvjezdice (tri za
# prvi pokušaj bez savjeta). Svaki pritisak na **Igraj** je pokušaj; objašnjenje koje dobiješ prije toga ne stoji ništa. Potez koji promaši cilj objašnjava se i vraća, pa možeš
# pokušati ponovno. **Sljedeći zadatak** ide dalje.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-card-values}
#
# A sada slike: dečko, dama ili kralj uzima samo kartu iste slike.

# %% [code as in English]

# %% [markdown]
# ## Provjeri se
#
# Tri kratke vježbe. Klikni svoj odgovor (ili ga upiši) i pritisni **Provjeri**. Zapeo si? **Savjet** daje pomoć (svaki
# savjet kaže malo više), a **Pokaži rješenje** kaže ti odgovor i razlog. **Nova
# vježba** daje ti još jednu iste vrste.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # tko si i Moj napredak

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Što si naučio
#
# * Špil ima 52 karte: četiri boje po trinaest karata. Kartu možeš upisati kao `10D`, `AS`, `KH`.
# * **Klasični:** as vrijedi 1, karte od 2 do 10 svoj broj, a dečko, dama i kralj
#   **nemaju broj**.
# * Slika uzima samo **jednu** kartu iste slike: pravilo slika (**R5**).
#
# Sljedeće: **Lekcija 2, Uzimanje**, gdje jedna karta uzima nekoliko karata odjednom.
