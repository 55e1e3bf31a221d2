# %% [markdown]
# # Lecția 8: Strategie
#
# Cunoști deja toate regulile. Acum: cum se joacă **bine**? Această lecție îți dă mai întâi șase principii în
# cuvinte simple, fiecare cu ghicitori pe o masă în direct. Apoi cauți cea mai bună mutare în poziții întregi,
# iar la sfârșit, în **laborator**, calculatorul joacă mii de împărțiri ca să putem număra ce funcționează.
#
# O ghicitoare este rezolvată când faci una dintre cele mai bune mutări; o mutare mai slabă este anulată, cu o propoziție care
# îți spune de ce este mai slabă. Răspunsul fiecărei ghicitori a fost verificat de cel mai puternic jucător calculator din kit,
# *expertul*, care își imaginează de multe ori cărțile ascunse și joacă fiecare caz până la capăt.

# %%
import casino_learn as cl
cl.set_language("ro")
from casino_learn.widgets.learner import learner_line
from casino_learn.widgets.stage import stage

learner_line()  # cine ești și Progresul meu

# %% [markdown]
# ## {stage heading: points-first}
#
# Din cele 11 puncte ale unei împărțiri (fără măturări), 7 sunt în cărți care aduc puncte singure: Cazinoul mare (10♦) 2, Cazinoul mic (2♠) 1 și
# cei patru ași câte 1. Celelalte 4 (cele mai multe cărți, cele mai multe pici) se strâng pe parcursul întregii împărțiri.
# Așa că o captură care ia o carte cu puncte valorează aproape mereu mai mult decât una care ia o carte în plus, iar
# dacă lași pe masă o carte cu puncte îi faci un cadou adversarului.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: guard-your-build}
#
# Construcția ta este pe masă, unde adversarul o poate vedea. Dacă are o carte de valoarea ei,
# o capturează, cu puncte cu tot. Lasă o construcție pe masă doar când este în siguranță și va strânge mai multe cărți; altfel,
# ia-o imediat.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: count-what-has-gone}
#
# Fiecare carte este o singură dată în pachet. Dacă ceilalți trei de 9 sunt deja printre cărțile capturate, 9-ul din
# mâna ta este singura carte care poate lua o construcție de 9. Fă din ea o construcție multiplă, pe care nimeni nu o poate
# ridica, și nu o poți pierde. Jucătorii buni țin socoteala așilor, a celor de 10, a celor de 2 și a valorilor
# construcțiilor lor.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sweep-risk}
#
# O **măturare** (o captură care lasă masa goală, [§10](10_rules_reference.ipynb#s10)) valorează un punct
# în Cazinoul regal (după ce se anulează măturările celor două tabere, și, în afara prelungirilor, nu pentru o tabără cu 18 sau mai mult)
# și în Clasic când jucătorii se înțeleg să numere măturările. După ce joci, uită-te la masa
# pe care o lași: poate o singură carte să o ia toată?

# %% [code as in English]

# %% [markdown]
# ## {stage heading: when-to-build}
#
# O construcție te costă o carte acum și te plătește în tura următoare. Merită când ai cartea care
# o capturează (trebuie să o ai, după regula păstrării unei cărți de capturat, [R7](10_rules_reference.ipynb#R7)) și
# construcția strânge puncte sau mai multe cărți. Dacă ai două cărți de valoarea construcției, ea este mai sigură.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: two-moves-ahead}
#
# Aici calculatorul îți răspunde la mutare pe masă. Numără ce iei acum **și** ce
# poți lua în tura următoare, după răspunsul lui: sarcina acceptă orice mutare care îți
# aduce mai multe cărți de pe masă în cele două ture ale tale și apoi îți cere să le strângi.

# %% [code as in English]

# %% [markdown]
# ## Pune-te la încercare: cea mai bună mutare
#
# Acum, poziții întregi, cu toate cele șase principii deodată. Alege cea mai puternică dintre mutările din listă.
# O alegere aproape la fel de bună ca cea mai bună contează și ea ca răspuns bun, iar răspunsul îți spune care e cea mai bună; dacă alegi greșit, ți se spune ce câștigă mutarea ta și ce lasă,
# iar **Arată soluția** îți explică de ce cea mai bună este mai bună.
#
# Aici cărțile câștigate de o mutare sunt toate cărțile pe care le capturează pentru tine, **cu tot cu cartea pe care o joci**
# (așa le numără punctul pentru "cele mai multe cărți"); etapele de mai sus numărau cărțile de pe masă pe care le iei.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Laboratorul: numărăm ce funcționează
#
# La unele întrebări e greu să răspunzi doar gândindu-te: *Cât de des mătură cineva masa? Cât
# valorează un as pentru tine? Jucătorii deștepți chiar fac mai multe puncte sau e totul noroc?* Un calculator
# poate juca mii de împărțiri în câteva secunde, așa că putem **număra**.
#
# Fiecare experiment de mai jos folosește un *seed* fix (numărul care hotărăște cum se amestecă pachetele), așa că toată lumea obține aceleași numere. Schimbă seed-ul
# sau numărul de împărțiri și rulează din nou celulele ca să vezi cât se mișcă răspunsurile.

# %% [code as in English]

# %% [markdown]
# ### 1. Cât de des sunt măturări în Cazinoul regal?
#
# În Cazinoul regal fiecare măturare valorează un punct, dar măturările celor doi jucători se anulează una câte una
# ([§10](10_rules_reference.ipynb#s10)). Să lăsăm doi jucători calculator *lacomi* să joace 300 de
# împărțiri și să numărăm măturările din fiecare împărțire.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Măturările sunt dese: cele mai multe împărțiri au câteva. În Cazinoul regal măturările celor două tabere se anulează una câte una,
# așa că doar diferența contează.
#
# ### 2. Cât valorează un as?
#
# În Cazinoul regal asul este o carte puternică: jucat singur se pune 1 sau **14**, cum îți convine
# ([§1.3](10_rules_reference.ipynb#s1.3)), și în plus fiecare as valorează un punct la sfârșit. Jucătorii care încep o împărțire cu ași în prima mână fac mai multe puncte?

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Compară barele: o primă mână cu un as face mai multe puncte decât una fără as? Fiecare as este un
# punct în sine și poate captura ca 14, dar barele se mișcă mult cu doar 300 de împărțiri (puține mâini au
# doi ași): fă experimentul cu mai multe împărțiri și vezi dacă rămâne la fel.
#
# ### 3. Jucătorii mai buni chiar fac mai multe puncte?
#
# Ca să comparăm corect doi jucători calculator, folosim **împărțiri duplicate**: fiecare pachet amestecat se
# împarte de două ori, iar a doua oară jucătorii își schimbă locurile, așa că amândoi primesc aceleași cărți. Cea mai mare
# parte din norocul cărților se anulează. Barele arată câte puncte în plus pe împărțire face jucătorul
# mai puternic. Linia subțire de pe fiecare bară și propoziția de sub celula următoare dau un **interval de 95%**:
# intervalul în care este foarte probabil să fie răspunsul adevărat (ar fi acolo de 95 de ori din 100).

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Jocul lacom bate de departe jocul la întâmplare, iar jocul prudent, care se gândește și la ce
# îi lasă următorului jucător, îl bate pe cel lacom. *Expertul* caută și mai departe: este prea lent
# pentru acest experiment rapid, dar poți juca împotriva lui în lecția 7.
#
# ## Ce ai învățat
#
# * Ia punctele (10♦, 2♠, ași) și nu le lăsa niciodată pe masă când îți folosește altă carte.
# * Păzește-ți construcția: ia-o, dacă nu este în siguranță și nu va strânge mai multe cărți.
# * Numără ce a ieșit: când toate celelalte cărți de o valoare au ieșit, construcția ta multiplă de acea valoare este în siguranță.
# * Ai grijă la riscul de măturare: nu lăsa o masă pe care o singură carte o poate lua toată.
# * Construiește când ai cartea care o capturează și construcția strânge puncte sau mai multe cărți.
# * Gândește-te cu două mutări înainte: numără ce iei acum și ce poți lua în tura următoare, după răspuns.
