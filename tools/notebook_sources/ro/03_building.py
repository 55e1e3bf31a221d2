# %% [markdown]
# # Lecția 3: Construiești
#
# *Cam 30 de minute.* Rulează fiecare celulă cu **Shift + Enter**, începând de sus.
#
# O **construcție** înseamnă cărți pe care le pui împreună pe masă acum, ca să le poți captura
# **într-o tură următoare**. Joci o carte peste cărți de pe masă și **anunți o valoare**:
# „construiesc opt!”. Din acel moment construcția poate fi luată doar întreagă, cu o carte de acea valoare.
#
# Această lecție are treisprezece etape scurte, fiecare cu o idee. Fiecare etapă îți arată regula ei în cuvinte simple și
# un exemplu, apoi îți dă între 3 și 5 sarcini pe o masă în direct: dă clic pe cărți, apasă **Construiește** (sau
# **Capturează**) și apoi **Joacă**. Dacă o mutare nu îndeplinește sarcina, ți se explică de ce și este anulată. Câștigi
# până la trei stele pe sarcină: dacă reușești din prima și fără indiciu. Etapele:
#
# 1. faci o construcție
# 2. păstrezi o carte ca să o capturezi
# 3. valorile pe care le poate avea o construcție
# 4. capturezi o construcție
# 5. o construcție și mai mult într-o singură captură
# 6. construcții multiple
# 7. ești proprietarul unei construcții
# 8. adaugi la o construcție
# 9. ridici o construcție
# 10. doar cartea ta schimbă valoarea
# 11. construiești acum, iei la tura următoare
# 12. ridicarea și răspunsul
# 13. unești două construcții

# %%
import casino_learn as cl
cl.set_language("ro")
from casino_learn.lesson import legal_moves, verdicts
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage, stage_table

# %% [markdown]
# ## {stage heading: making-a-build}
#
# Ai 3♦, 3♠ și 6♣. Pe masă sunt A♥ și 2♣ (
# [exemplul din §6.2](10_rules_reference.ipynb#s6.2) din reguli). Joacă 3♦ peste A♥ și 2♣: 1 + 2 + 3 = **6**, și
# anunți **„construiesc șase”**. În tura următoare poți lua toate cele trei cărți cu 6♣ al tău, dacă
# adversarul nu apucă înainte să ia construcția cu un 6 sau să o ridice. (Dacă adaugă la ea, devine a
# lui, dar 6♣ al tău tot o ia, cu cărțile adăugate de el. Adăugarea vine în etapa 8, ridicarea în etapa 9.)
#
# Încearcă: dă clic pe **3♦**, apoi pe **A♥** și **2♣** și apasă **Construiește**. Aceste cărți fac 3 *sau* 6, așa că
# masa te întreabă ce valoare anunți: alege **6** (dă clic pe ea sau apasă **V**) și apoi **Joacă**.
# Apasă **Anulează** și încearcă **Arată-mi mutările permise**.

# %% [code as in English]

# %% [markdown]
# De ce 3♦ cu A♥ și 2♣ putea fi anunțat și ca **3**? 3♦ al tău valorează singur 3, iar
# A♥ + 2♣ valorează tot 3: sunt două **grupuri** de 3, pe care le-ai captura cu celălalt 3 al tău, 3♠. O construcție
# cu mai multe grupuri este o **construcție multiplă** (etapa 6). Iată toate construcțiile pe care le poți face:

# %% [code as in English]

# %% [markdown]
# Construiește valoarea pe care ți-o cere fiecare sarcină.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: keeping-a-capturer}
#
# Iată ce spune masa despre trei construcții din prima poziție (3♦, 3♠ și 6♣ în
# mâna ta; A♥ și 2♣ pe masă):

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-values}
#
# Masa nu acceptă o construcție pe care nicio carte nu ar putea-o captura:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-a-build}
#
# Acum capturează câteva construcții, fiecare întreagă.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-more-at-once}
#
# O carte poate lua o construcție și încă ceva: numără cărțile de pe masă pe care le ia fiecare captură.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: multiple-builds}
#
# Masa desenează fiecare grup al unei construcții separat de următorul, ca să le poți verifica unul câte unul.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owning-a-build}
#
# Uită-te la eticheta de sub fiecare construcție: scrie „proprietar: Tu” sau „proprietar: Adversarul”. Nici proprietarul nu poate
# lăsa o carte pe masă: această regulă vine în lecția 4.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: adding-to-a-build}
#
# Uită-te la eticheta construcției: după ce adaugi ceva la ea, scrie „proprietar: Tu” și are un nume nou.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-a-build}
#
# Ca să **ridici** o construcție, joci o carte peste ea, iar valoarea ei crește cu valoarea acelei
# cărți: o construcție de 5 ridicată cu 2♠ valorează 7. O construcție multiplă nu poate fi ridicată
# niciodată; iată ce spune masa când încerci:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-with-your-card-only}
#
# Și aici o ridicare pe care masa nu o permite, pentru că o carte liberă ar schimba valoarea:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-then-take}
#
# Până acum fiecare sarcină era o singură mutare. De aici încolo adversarul răspunde între cele două
# mutări ale tale: mutarea lui rămâne scrisă deasupra mesei și desenată înainte și după. O mutare care
# nu merge se anulează singură, iar răspunsul adversarului rămâne; **Anulează** începe sarcina din nou
# de la început.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raise-then-answer}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: merging-builds}
#
# Când două construcții de pe masă valorează la fel, o singură mutare le poate uni: joacă o
# carte care face acea valoare și pune ambele construcții în aceeași mutare.

# %% [code as in English]

# %% [markdown]
# ## Pune-te la încercare
#
# Alege **toate** mutările permise (pot fi mai multe) și apoi apasă **Verifică**. Gândește-te
# ce carte ți-ar rămâne în mână după aceea!

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # cine ești și Progresul meu

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Încă unul, cu ași. În Clasic, o construcție care valorează **1** este mereu o construcție multiplă ale cărei
# grupuri sunt toate ași singuri (regula *Valori de construcție pe care o carte le poate captura*, [R15](10_rules_reference.ipynb#R15)): de
# exemplu, un as jucat peste un as liber, dacă păstrezi un al treilea as ca să-i iei.

# %% [code as in English]

# %% [markdown]
# ## Ce ai învățat
#
# * O construcție folosește cartea pe care o joci **și** cărți de pe masă (regula cărții de pe masă,
#   **R6**), cu o valoare pe care o carte o poate captura (**R15**:
#   de la 2 la 10 sau 1 pentru o construcție multiplă din ași singuri), iar tu trebuie să mai ai o carte ca să o iei
#   (regula păstrării unei cărți de capturat, **R7**).
# * O construcție se ia doar întreagă, cu o carte de valoarea ei (regula construcției întregi, **R4**), împreună cu alte seturi și
#   construcții de acea valoare, dacă vrei.
# * O construcție **simplă** are un grup; o construcție **multiplă** are mai multe grupuri de aceeași valoare.
# * **Proprietarul** este cel care a făcut-o, a ridicat-o sau a adăugat ceva la ea ultimul (§4); proprietarul păstrează o carte ca
#   să o ia (regula proprietarului care păstrează o carte de capturat, **R8**).
# * **Adaugă** la orice construcție cu aceeași valoare; **ridică** doar o construcție simplă (**R10**) și doar cu
#   cartea pe care o joci (**R11**).
#
# Mai departe: **Lecția 4, Lași o carte pe masă, împărțirea și prima ta partidă**, unde vei afla și regula că proprietarul
# nu poate lăsa o carte pe masă.
