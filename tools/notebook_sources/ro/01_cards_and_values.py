# %% [markdown]
# # Lecția 1: Cărțile și valorile lor
#
# *Cam 15 minute.* Rulează fiecare celulă cu **Shift + Enter**, începând de sus.
#
# La Cazino câștigi cărți adunând **numere**. Așa că, înainte de toate, trebuie să știi cât
# valorează fiecare carte. Despre asta este toată lecția:
#
# 1. pachetul,
# 2. cum scrii o carte când ți-o cere kitul,
# 3. cât valorează fiecare carte în Cazinoul **clasic**,
# 4. figurile (valetul, dama și regele), care nu au număr.
#
# Totul în această lecție este Cazino **clasic**. (Cazinoul regal le dă număr figurilor:
# lecția 6 îți arată cum.)

# %%
import casino_learn as cl
cl.set_language("ro")
from casino_learn.lesson import card_values, show_move, show_pack, type_a_card, values_in_words, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Pachetul
#
# Cazinoul folosește un pachet obișnuit de **52 de cărți**, fără jokeri: patru culori (♠ pică, ♥ cupă,
# ♦ romb, ♣ treflă) și treisprezece cărți în fiecare culoare: as, de la 2 la 10, valet, damă și rege
# (<a href="10_rules_reference.ipynb#s1.1" style="text-decoration:underline">§1.1</a>). Iată tot pachetul, câte o culoare pe fiecare rând:

# %% [code as in English]

# %% [markdown]
# ## Scrii o carte
#
# Desenele arată cărțile. Când un exercițiu îți cere să **scrii** o carte, pune **numărul sau litera** ei și
# apoi **litera culorii** (S, H, D sau C, inițialele în engleză: S ♠ pică, H ♥ cupă, D ♦ romb,
# C ♣ treflă): `10D` este zece de romb, `AS` asul de pică, `KH`
# regele de cupă. Poți scrie și `10♦` sau `zece de romb`. Încearcă: scrie altă carte
# în căsuță (chiar și una care nu există, de exemplu `banana`) și apasă **Arată cartea**.

# %% [code as in English]

# %% [markdown]
# ## Valorile în Cazinoul clasic
#
# În Cazinoul **clasic** (<a href="10_rules_reference.ipynb#s1.2" style="text-decoration:underline">§1.2</a>):
#
# * **asul** valorează **1**,
# * cărțile de la **2 la 10** valorează cât numărul lor,
# * **valetul, dama și regele** sunt *figurile* și **nu au niciun număr**.
#
# Iată-le într-un tabel:

# %% [code as in English]

# %% [markdown]
# Și același lucru în propoziții, așa cum le verifică kitul:

# %% [code as in English]

# %% [markdown]
# ## Figurile: regula figurilor (R5)
#
# O figură nu are număr, așa că nu poate fi adunată niciodată cu alte cărți. Poate lua doar
# **o** carte cu aceeași figură: o damă ia o damă, un rege ia un rege. Aceasta este
# regula figurilor, <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.
#
# **Exemplu rezolvat.** Ai K♥. Pe masă sunt K♦, 6♣ și 4♦. Șase plus patru fac zece, dar un rege
# nu valorează 10: în Clasic nu are număr. Așa că regele poate lua doar celălalt rege.
# Desenul arată mutarea înainte și după; cartea cu cerc este cea care se ia.

# %%
king = cl.position("classic", hand="KH 5S", table="KD 6C 4D")
show_move(king, "KH capture KD", caption="Se ia o carte: K♦. 6♣ și 4♦ rămân pe masă.")

# %% [markdown]
# Iar dacă încerci să iei 6 și 4 cu regele, kitul nu te lasă și îți spune ce regulă este:

# %% [code as in English]

# %% [markdown]
# ## {stage heading: card-values}
#
# Fiecare sarcină de mai jos este o masă în direct cu un scop. Dă clic pe o carte din mâna ta, apoi pe cartea de pe masă pe care
# trebuie să o ia, apasă **Capturează** și apoi **Joacă**. O mutare corectă câștigă până la trei stele (trei dacă
# o faci din prima și fără indiciu). Fiecare apăsare pe **Joacă** este o încercare; o explicație primită înainte de asta nu costă nimic. Dacă o mutare nu atinge scopul, ți se explică de ce și este anulată, așa că
# poți încerca din nou. **Sarcina următoare** te duce la următoarea.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-card-values}
#
# Și figurile: un valet, o damă sau un rege ia doar o carte cu aceeași figură.

# %% [code as in English]

# %% [markdown]
# ## Pune-te la încercare
#
# Trei exerciții scurte. Dă clic pe răspuns (sau scrie-l) și apasă **Verifică**. Te-ai blocat? **Indiciu** îți dă un ajutor (fiecare
# indiciu spune ceva mai mult), iar **Arată soluția** îți dă răspunsul cu motivul. **Exercițiu
# nou** îți dă altul de același fel.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # cine ești și Progresul meu

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Ce ai învățat
#
# * Un pachet are 52 de cărți: patru culori a câte treisprezece cărți. Poți scrie o carte ca `10D`, `AS`, `KH`.
# * **Clasic:** asul valorează 1, cărțile de la 2 la 10 valorează cât numărul lor, iar valetul, dama și regele
#   **nu au număr**.
# * O figură ia doar **o** carte cu aceeași figură: regula figurilor (**R5**).
#
# Mai departe: **Lecția 2, Capturezi**, unde o singură carte ia mai multe cărți deodată.
