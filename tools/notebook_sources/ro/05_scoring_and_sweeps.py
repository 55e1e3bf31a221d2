# %% [markdown]
# # Lecția 5: Punctaj și măturări
#
# *Cam 25 de minute.* Rulează fiecare celulă cu **Shift + Enter**, începând de sus.
#
# Ai capturat deja multe cărți. Acum: cât valorează? În această lecție:
#
# 1. cum **se termină o împărțire** și cine ia cărțile care **rămân pe masă** ([§9](10_rules_reference.ipynb#s9)),
# 2. **măturările**: golești masa ([§10](10_rules_reference.ipynb#s10)),
# 3. cele **unsprezece puncte** din fiecare împărțire și ce se întâmplă când e **egalitate** ([§11.1](10_rules_reference.ipynb#s11.1)),
# 4. joci o împărțire după alta până când o tabără câștigă cu **21 sau mai mult** ([§11.2](10_rules_reference.ipynb#s11.2)).
#
# O **tabără** este un jucător sau doi parteneri care își pun împreună cărțile capturate (cu patru
# jucători). În această lecție sunt doi jucători, așa că fiecare tabără este un jucător: **Tu** și
# **Adversarul**.

# %%
import casino_learn as cl
cl.set_language("ro")
from casino_learn.display import plots, render
from casino_learn.agents import GreedyAgent
from IPython.display import HTML
from casino_learn.lesson import game_end, leftovers_after, rest_of_pack, score_items, show
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Sfârșitul unei împărțiri
#
# O **împărțire** folosește tot pachetul. Cu doi jucători, fiecare primește de șase ori câte 4 cărți; când s-a
# jucat ultima carte, împărțirea se termină.
#
# De multe ori mai rămân câteva cărți pe masă. Toate merg la **tabăra ultimului jucător care
# a făcut o captură**. Dacă nimeni nu a capturat nimic în toată împărțirea, nu merg la **nimeni**. Când le iei
# așa **nu faci niciodată o măturare** (mai multe despre măturări mai jos).
#
# **Exemplu rezolvat.** Ai ultima carte a împărțirii, 6♣. Pe masă sunt 6♥, 4♠ și 2♦,
# iar Adversarul a făcut ultima captură înainte de asta.

# %% [code as in English]

# %% [markdown]
# Iată ce se întâmplă după fiecare dintre cele patru mutări posibile ale tale. Dacă lași cartea pe masă, Adversarul a făcut ultima
# captură, așa că cărțile rămase merg la Adversar. Dacă capturezi, **tu** ești ultimul care a capturat, așa că
# iei și ce rămâne.

# %% [code as in English]

# %% [markdown]
# Iar dacă **nimeni** nu a capturat nimic în toată împărțirea (e rar, dar se poate întâmpla), cărțile rămase
# nu merg la nimeni: nu se numără pentru nicio tabără.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sweep}
#
# O **măturare** este o captură care lasă masa **complet goală**: fără cărți libere și fără
# construcții. Următorul jucător nu are nimic de capturat, așa că poate doar să lase o carte pe masă.
#
# * Când iei cărțile rămase la sfârșitul unei împărțiri **nu** faci niciodată o măturare, dar o captură care golește
#   masa cu ultima carte (ultimul rând de mai sus) **este** o măturare.
# * În Cazinoul **clasic** măturările **nu aduc puncte**, dacă jucătorii nu se înțeleg înainte de partidă să
#   le numere: atunci fiecare măturare valorează **1 punct** (în kit, le activează un profesor).
#
# Încearcă: golește masa.

# %% [code as in English]

# %% [markdown]
# Când măturările se numără în Clasic, fiecare valorează 1 punct, iar măturările celor două tabere nu
# se anulează între ele ([§10](10_rules_reference.ipynb#s10)). Cazinoul regal le numără altfel:
# lecția 6 îți arată cum.

# %% [code as in English]

# %% [markdown]
# ## Cele unsprezece puncte
#
# Când se termină împărțirea, fiecare tabără își numără **cărțile capturate**. Sunt **11 puncte** în fiecare
# împărțire:
#
# | Ce | Puncte | Pentru cine |
# |---|---|---|
# | **Cele mai multe cărți** | 3 | tabăra cu cele mai multe cărți: cu doi jucători, 27 sau mai multe din 52 (26 fiecare este egalitate: pentru nimeni) |
# | **Cele mai multe pici** | 1 | tabăra cu cele mai multe pici: cu doi jucători, 7 sau mai multe din 13 |
# | **Cazinoul mare**, 10♦ | 2 | tabăra care l-a capturat |
# | **Cazinoul mic**, 2♠ | 1 | tabăra care l-a capturat |
# | **Cei patru ași**, A♠ A♣ A♥ A♦ | câte 1 | tabăra care l-a capturat pe fiecare |
#
# 3 + 1 + 2 + 1 + 4 = **11**. (Măturările, când le numeri, se pun separat.)
#
# **Exemplu rezolvat.** La sfârșitul unei împărțiri, cărțile capturate de Adversar sunt aceste 23; tu ai
# celelalte 29.

# %% [code as in English]

# %% [markdown]
# Tu ai cele mai multe cărți (3 puncte), Cazinoul mare (2) și doi ași (2): **7 puncte**. Adversarul are cele mai multe
# pici (1), Cazinoul mic (1) și doi ași (2): **4 puncte**. Foaia de scor spune același lucru:

# %% [code as in English]

# %% [markdown]
# Aceleași puncte într-un desen:

# %% [code as in English]

# %% [markdown]
# ### Egalități
#
# Dacă ambele tabere au **26 de cărți**, nimeni nu ia cele 3 puncte pentru cărți, așa că se împart doar
# 8 puncte. (Picile nu pot fi niciodată la egalitate între două tabere: sunt 13, un număr impar.)
# Mută trei de 9 din cărțile tale la cele ale Adversarului, iar cărțile ajung la egalitate:

# %% [code as in English]

# %% [markdown]
# ## Jocul până la 21
#
# O împărțire nu este o partidă. Punctele fiecărei împărțiri **se adună**, iar după fiecare împărțire te uiți
# la totaluri:
#
# * dacă nicio tabără nu are încă 21, se joacă **încă o împărțire**;
# * dacă o tabără are **cel mai mare total, fără egalitate,** și acesta este **21 sau mai mult**, acea tabără **câștigă**
#   (chiar dacă ambele tabere au trecut de 21 în aceeași împărțire: câștigă cel mai mare total);
# * dacă cele mai mari totaluri sunt **la egalitate**, de exemplu 23 la 23, se joacă **încă o împărțire** și se verifică
#   din nou după ea.
#
# Așa că nu e de ajuns să atingi primul 21: contează cel mai mare total la sfârșitul unei împărțiri.
# Iată din nou împărțirea noastră (tu 7 puncte, Adversarul 4), pornind de la trei scoruri diferite:

# %% [code as in English]

# %% [markdown]
# O partidă întreagă între doi jucători calculator, împărțire cu împărțire: tu nu ești niciunul dintre ei, așa că
# graficul îi numește Jucătorul 1 și Jucătorul 2. Linia punctată este 21.

# %% [code as in English]

# %% [markdown]
# ## Pune-te la încercare
#
# Răspunde cum îți cere fiecare casetă; indiciile îți amintesc cât valorează fiecare punct.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # cine ești și Progresul meu

# %% [code as in English]

# %% [markdown]
# Ca să numeri o împărțire, completează **foaia de scor**: scrie în căsuțe numărul de pici (și punctele) ale
# fiecărei tabere și, la cea mai grea, dă clic pe al cui este fiecare punct. Poți și să scrii răspunsul în casetă.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Două întrebări despre sfârșitul unei împărțiri: cine ia cărțile rămase și ce se întâmplă cu ele când nimeni
# nu a capturat nimic.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Ultima casetă numără o împărțire întreagă și te întreabă cum arată partida după ea: un câștigător sau încă o împărțire.

# %% [code as in English]

# %% [markdown]
# ## Ce ai învățat
#
# * La sfârșitul unei împărțiri, cărțile care rămân pe masă merg la **tabăra ultimului care a capturat** sau
#   la nimeni, dacă nu a capturat nimeni; asta nu este niciodată o măturare.
# * O **măturare** golește masa cu o captură. În Clasic aduce puncte doar dacă vă înțelegeți să numărați
#   măturările: atunci fiecare măturare valorează 1 punct, iar măturările nu se anulează niciodată (în Cazinoul regal da: lecția 6).
# * Fiecare împărțire are **11 puncte**: cele mai multe cărți 3, cele mai multe pici 1, Cazinoul mare (10♦) 2, Cazinoul mic
#   (2♠) 1 și câte 1 pentru fiecare dintre cei patru ași. O egalitate la cele mai multe cărți nu aduce puncte nimănui.
# * Partida este până la **21**: după o împărțire, câștigă cel mai mare total (fără egalitate) de 21 sau mai mult; o egalitate
#   în frunte înseamnă încă o împărțire.
#
# Mai departe: **Lecția 6, Cazino regal**.
