# %% [markdown]
# # Lecția 7: Joacă o partidă întreagă
#
# E timpul să joci o partidă întreagă de Cazino clasic! La masă te numești **Tu**; calculatorul joacă pe celelalte locuri.
# Masa începe o partidă de Cazino clasic pentru doi jucători; poți alege cât de bine joacă calculatorul și apoi apeși
# **Joc nou**. (Aceeași masă joacă și Cazino regal, după ce ai făcut lecția 6.)
#
# * În tura ta: dă clic pe o carte din mână, pe cărțile de pe masă pe care le folosește, apoi pe **Capturează**,
#   **Construiește** sau **Lasă pe masă** și pe **Joacă**. Dacă nu ești sigur, apasă **Antrenor**: îți sugerează o mutare
#   și îți spune de ce (se uită doar la cărțile tale, ca un prieten care se uită peste umărul tău).
# * În tura calculatorului: apasă **Mutarea calculatorului ▶** ca să vezi fiecare mutare, una câte una, sau
#   **Joacă până la rândul meu ▶▶**.
# * La sfârșitul unei împărțiri primești **foaia de scor** (cine a câștigat fiecare punct și de ce), un grafic al
#   punctelor și cum arată partida până acum. **Împărțirea următoare** împarte din nou. O partidă de Clasic se câștigă ca în lecția 5: după
#   o împărțire, câștigă tabăra cu cel mai mare total (fără egalitate), de 21 sau mai mult; o egalitate în frunte înseamnă
#   încă o împărțire. (O partidă de Regal se încheie cu numărătoarea în ordine din lecția 6.)
# * **Arată toate mâinile** este un comutator pentru predare: întoarce toate cărțile cu fața în sus. După o împărțire,
#   bara **Mutare** a reluării parcurge toată împărțirea, mutare cu mutare, cu toate mâinile la vedere.
# * **Seed** este numărul care amestecă cărțile: același seed împarte din nou aceleași cărți (lecția 8 spune mai multe).
# * Partida ta se **salvează după fiecare mutare**. Dacă notebookul repornește (sau îl închizi și revii
#   altă zi), rulează din nou celula: îți oferă **Continuă jocul**, cu aceleași cărți
#   și scorul de unde ai rămas, sau **Începe o partidă nouă**.
#
# Jucătorii calculator, de la cel mai slab la cel mai puternic:

# %% [check: levels]
import casino_learn as cl
cl.set_language("ro")
from casino_learn.lesson import computer_players

print(computer_players())

# %% [code as in English]

# %% [markdown]
# ## Parteneri: patru jucători
#
# Cu patru jucători, cei care stau față în față sunt **parteneri**, o singură tabără: **Tu** și
# **Partenerul** împotriva **Adversarului 1** și **Adversarului 2**. Partenerii își pun împreună cărțile capturate,
# dar fiecare jucător este proprietarul propriilor construcții. Schimbă *Jucători* de mai sus la *4 (în echipe)* și apasă
# **Joc nou** ca să încerci; lecția 6 spune mai multe despre parteneri (și despre regula construcției partenerului din Cazinoul regal).
#
# ## Pune-te la încercare
#
# După o partidă, trei întrebări despre ce ai întâlnit în ea: o mutare nepermisă, o măturare
# și punctajul unei împărțiri. (Găsirea *celei mai bune* mutări vine în lecția 8, după principiile ei.)

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # cine ești și Progresul meu

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Pentru curioși: butoanele în cod
#
# *Opțional.* Fiecare buton al mesei are și o metodă Python. Această celulă lasă calculatorul să joace
# până vine rândul tău și apoi îl întreabă pe antrenor, la fel ca și cum ai apăsa butoanele:

# %% [code as in English]