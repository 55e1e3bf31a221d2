# %% [markdown]
# # Lecția 4: Lași o carte pe masă, împărțirea și prima ta partidă
#
# *Cam 40 de minute.* Rulează fiecare celulă cu **Shift + Enter**, începând de sus.
#
# Știi deja să capturezi (lecția 2) și să construiești (lecția 3). Ți-a mai rămas un fel de a juca o carte: **o lași pe masă**.
# După asta ești gata pentru o partidă adevărată. În această lecție:
#
# 1. **lași o carte pe masă**: pui o carte pe masă fără să iei nimic,
# 2. **proprietarul nu poate lăsa o carte pe masă**: singura regulă din Cazinoul clasic care interzice asta,
# 3. **împărțirea**: cum se împart cărțile, rundă cu rundă, de la prima carte la ultima,
# 4. **prima ta partidă**: o împărțire împotriva calculatorului,
# 5. toate regulile pe care le-ai învățat **pe o singură pagină** și câteva întrebări ca să verifici ce știi.

# %%
import casino_learn as cl
cl.set_language("ro")
from casino_learn.lesson import restrictions_reference, walk_through_deal
from casino_learn.widgets import GameTable
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: trailing}
#
# În tura ta trebuie să joci exact o carte din mână: nu poți să treci (regula unei singure cărți,
# [R1](10_rules_reference.ipynb#R1)). Dacă nu capturezi și nu construiești cu ea, o **lași pe masă**:
# cartea rămâne pe masă ca o nouă carte liberă și oricine o poate captura mai târziu, chiar și tu
# ([§6.3](10_rules_reference.ipynb#s6.3)).
#
# Pe masa în direct de mai jos, dă clic pe o carte din mâna ta (și pe niciuna de pe masă), apasă **Lasă pe masă** și apoi
# **Joacă**. Fiecare sarcină îți spune ce să faci; dacă o mutare nu îndeplinește sarcina, ți se explică de ce și este anulată.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owner-may-not-trail}
#
# Amintește-ți lecția 3: ești **proprietarul** unei construcții când ai fost ultimul care a făcut-o, a ridicat-o sau a adăugat ceva la ea,
# și trebuie să păstrezi o carte ca să o capturezi (regula proprietarului care păstrează o carte de capturat,
# [R8](10_rules_reference.ipynb#R8)). Mai este o regulă pentru proprietari, regula „proprietarul nu lasă pe masă”
# ([R9](10_rules_reference.ipynb#R9)): **cât timp ești proprietarul unei construcții, nu poți lăsa o carte pe masă.** În schimb trebuie să
# capturezi, să construiești, să ridici o construcție sau să adaugi ceva la ea.
#
# După ce ai rezolvat prima sarcină, apasă **Ia-o de la capăt**, alege o carte și apasă **Lasă pe masă**:
# masa îți spune de ce nu se poate. (Stelele pe care le-ai câștigat nu se pierd.)

# %% [code as in English]

# %% [markdown]
# ## Împărțirea, pas cu pas
#
# Cum ajung cărțile în mâna ta? Iată o împărțire adevărată de Cazino clasic pentru doi jucători, pas
# cu pas. Calculatorul a jucat toate cărțile, pentru ambii jucători. (Regulile împărțirii:
# [§3](10_rules_reference.ipynb#s3).)
#
# **Prima rundă.** Adversarul împarte. Cel care împarte dă **patru cărți fiecărui jucător** și
# pune **patru cărți cu fața în sus pe masă**. Restul pachetului rămâne cu fața în jos: este **teancul**.
# Joacă primul jucătorul care urmează după cel care împarte, deci aici tu joci primul.

# %% [code as in English]

# %% [markdown]
# Numără-le: fiecare carte din pachet este undeva.

# %% [code as in English]

# %% [markdown]
# **Rundele următoare.** Jucătorii joacă pe rând, câte o carte pe tură, până când ambele mâini sunt goale.
# Atunci cel care împarte dă **încă patru cărți fiecărui jucător și niciuna pe masă**: cărțile ajung
# pe masă doar în prima rundă (și când cineva lasă o carte pe masă sau construiește). Iată ce s-a întâmplat în
# runda 1 și cum începe runda 2:

# %% [code as in English]

# %% [markdown]
# **„Ultima”.** Asta continuă până se termină teancul. Când cel care împarte dă ultima rundă,
# spune „ultima”, ca toată lumea să știe că acestea sunt ultimele cărți. Desenul o arată ca **Ultima rundă**.

# %% [code as in English]

# %% [markdown]
# Câte runde sunt? Fiecare rundă folosește patru cărți pe jucător, iar prima rundă mai pune patru pe
# masă. Cu doi jucători asta înseamnă șase runde; cu patru jucători, trei.

# %% [code as in English]

# %% [markdown]
# **Sfârșitul împărțirii.** Când s-a jucat ultima carte, cărțile care mai sunt pe masă, **cărțile
# rămase**, merg la jucătorul care a făcut ultima captură sau la echipa lui, dacă se joacă în parteneri
# (la nimeni, dacă nimeni nu a capturat nimic): încă un motiv să capturezi la sfârșitul împărțirii!

# %% [code as in English]

# %% [markdown]
# **Împărțirea următoare.** Împărțirea trece la următorul jucător: cel care a jucat primul data trecută acum
# împarte, iar celălalt jucător joacă primul.

# %% [code as in English]

# %% [markdown]
# Verifică ce știi despre împărțire: fiecare întrebare vine dintr-o împărțire adevărată făcută de kit.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Prima ta partidă
#
# E timpul să joci o împărțire întreagă împotriva **Începătorului** calculatorului. Tu joci primul. La ce să fii atent
# în fiecare tură:
#
# * **Pot captura?** Caută o carte de pe masă care valorează cât una dintre ale tale sau cărți care
#   dau adunate acea valoare. O figură ia doar o carte cu aceeași figură.
# * **Pot construi?** Doar dacă păstrezi o carte care poate captura construcția mai târziu; iar când ești deja proprietarul unei
#   construcții, nu poți lăsa o carte pe masă.
# * **Dacă nu, lasă** o carte pe masă.
# * Fii atent la **teanc** și la anunțul **Ultima rundă**: ultima captură a împărțirii ia și
#   cărțile rămase.
#
# Nu ești sigur? Apasă **Antrenor: ce ai juca?**: îți sugerează o mutare și îți spune de ce. Poate
# vorbi de **puncte**: la sfârșitul unei împărțeli, așii, 10♦ (Cazinoul mare) și 2♠ (Cazinoul mic) aduc puncte, la fel
# și cele mai multe cărți și cele mai multe pici; punctele se adună de la o împărțeală la alta până când cineva câștigă, cu 21 sau mai mult (lecția 5). În
# tura calculatorului apasă **Mutarea calculatorului ▶** (sau **Joacă până la rândul meu ▶▶**). La sfârșit primești
# foaia de scor: lecția 5 explică fiecare punct de pe ea. Jocul tău se salvează după fiecare mutare.

# %% [code as in English]

# %% [markdown]
# ## Toate regulile pe o pagină
#
# Fiecare mutare care **nu** este permisă vine din cincisprezece reguli, de la R1 la R15. Cele mai multe sunt pentru ambele jocuri. Lecția 2 te-a învățat
# să capturezi ([R2](10_rules_reference.ipynb#R2), [R3](10_rules_reference.ipynb#R3),
# [R5](10_rules_reference.ipynb#R5)); lecția 3, să construiești ([R4](10_rules_reference.ipynb#R4),
# [R6](10_rules_reference.ipynb#R6), [R7](10_rules_reference.ipynb#R7),
# [R8](10_rules_reference.ipynb#R8), [R10](10_rules_reference.ipynb#R10),
# [R11](10_rules_reference.ipynb#R11), [R15](10_rules_reference.ipynb#R15)); această lecție, tura
# și lăsarea unei cărți pe masă ([R1](10_rules_reference.ipynb#R1), [R9](10_rules_reference.ipynb#R9)). Trei sunt
# doar pentru Cazinoul regal ([R12](10_rules_reference.ipynb#R12), [R13](10_rules_reference.ipynb#R13),
# [R14](10_rules_reference.ipynb#R14)): le predă lecția 6. Când kitul spune că o mutare nu este
# permisă, numește numărul regulii: dă clic pe el în tabel ca să vezi toată regula.

# %% [code as in English]

# %% [markdown]
# ## Pune-te la încercare
#
# Mai întâi, două întrebări despre lăsarea unei cărți pe masă: dă clic pe **Da**, sau pe **Nu** și regula (sau scrie `nu` și numărul regulii).

# %%
learner_line()  # cine ești și Progresul meu

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Acum **găsește mutarea nepermisă**: exact una dintre alegeri încalcă o regulă. Dă clic pe ea (sau scrie-i litera),
# dă clic pe butonul regulii pe care o încalcă și apasă **Verifică**.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Ce ai învățat
#
# * Când **lași o carte pe masă**, ea rămâne pe masă ca o carte liberă. Este mereu permis, dacă nu o interzice
#   o regulă, iar în Cazinoul clasic o singură regulă o interzice: cât timp ești **proprietarul unei construcții** nu poți lăsa o carte pe masă
#   ([R9](10_rules_reference.ipynb#R9)).
# * **Împărțirea**: câte patru cărți fiecăruia și patru pe masă doar în prima rundă; șase runde cu doi
#   jucători, trei cu patru; joacă primul jucătorul de după cel care împarte; împărțirea trece la următorul; „ultima”;
#   cărțile rămase merg la ultimul care a capturat (la nimeni, dacă nu a capturat nimeni).
# * Ai jucat **prima ta împărțire**, iar regulile încap **pe o singură pagină**.
#
# Mai departe: **Lecția 5, Punctaj și măturări**: ce înseamnă toate punctele de pe foaia de scor.
