# %% [markdown]
# # Începe aici: Cazino
#
# Bine ai venit! **Cazino** este un joc de cărți pentru doi, trei sau patru jucători. Joci împotriva unui
# **adversar**, iar cărțile pe care le câștigi îți aduc puncte.
#
# La început sunt patru cărți cu fața în sus pe **masă**, iar tu și adversarul tău aveți fiecare câte patru cărți
# în **mână**. Jucați pe rând. În tura ta joci **o carte** din mână și faci cu ea
# unul dintre aceste trei lucruri:
#
# * **capturezi**: iei cărți de pe masă care valorează cât cartea ta (un 7 ia un 7 sau 4 + 3: fiecare dintre acestea este un **set**).
#   Cărțile pe care le iei devin **cărțile tale capturate**;
# * **construiești**: pui cartea ta peste cărți de pe masă ca să faci o **construcție**, pe care plănuiești să o iei într-o tură următoare;
# * **lași cartea pe masă**: doar îți pui cartea pe masă.
#
# Când s-au jucat toate cărțile, acea **împărțire** se termină și se numără punctele cărților
# capturate. Punctele se adună de la o împărțire la alta. Când o împărțire se termină cu cineva la **21 sau mai mult**,
# câștigă jucătorul cu **cel mai mare total**; dacă doi jucători sunt la egalitate la cel mai mare total, se joacă
# încă o împărțire.
# (Patru jucători pot juca și în două echipe de parteneri: îi vei vedea mai târziu.)
#
# Fiecare dintre aceste cuvinte îl vei învăța în propria lui lecție. **Cazinoul regal**, o variantă care se joacă în
# Republica Dominicană, schimbă câteva reguli: lecția 6 îți arată ce se schimbă. Până atunci, toate lecțiile
# sunt despre Cazinoul **clasic**.
#
# Fiecare regulă are un **nume** și un **număr**, ca să o poți căuta: cele cincisprezece reguli care
# interzic o mutare sunt numerotate de la R1 la R15, iar celelalte părți ale regulilor sunt secțiuni
# numerotate cu §, ca §1.2. Când kitul explică o mutare sau un răspuns, spune ce cere regula
# și apoi numărul ei între paranteze, ca ([R5](10_rules_reference.ipynb#R5)): dă clic pe un număr dintr-o lecție ca să citești toată regula.
#
# Sunt două locuri în care poți căuta lucruri oricând vrei: <a href="10_rules_reference.ipynb" style="text-decoration:underline">ghidul regulilor</a>, care
# are toate regulile jocului (când o lecție numește o regulă, ca regula figurilor (R5),
# linkul te duce acolo), și <a href="10_rules_reference.ipynb#glossary" style="text-decoration:underline">glosarul</a> lui, care explică ce înseamnă fiecare
# cuvânt al jocului.
#
# Rulează fiecare celulă cu **Shift + Enter** (sau cu butonul ▶), începând de sus.

# %%
import casino_learn as cl
cl.set_language("ro")
from casino_learn.lesson import show, typed_as
from casino_learn.widgets.stage import lesson_table
from casino_learn.widgets.exercise import ExerciseWidget

# %% [markdown]
# ## O masă de cărți
#
# Iată o poziție: cărțile din mijloc sunt pe **masă**, cele de jos sunt **mâna
# ta**. O carte singură pe masă este o **carte liberă** (lecția 3 arată grupuri de cărți
# care rămân împreună, construcțiile). În această poziție de exersare doar tu ai cărți; într-o partidă adevărată
# și adversarul tău are patru, cu fața în jos, așa că nu le vezi niciodată.

# %% [code as in English]

# %% [markdown]
# ## Dai clic pe cărți
#
# Aceasta este o **masă în direct**. Încearcă o captură:
#
# 1. dă clic pe **8♥** din mâna ta (o carte selectată se ridică și are un semn ✓);
# 2. dă clic pe **8♦** de pe masă: valorează tot 8;
# 3. apasă **Capturează** și apoi **Joacă**.
#
# Poți alege doar acțiunile pe care ți le permit cărțile; dacă apeși una gri, kitul îți spune de ce. **Anulează**
# retrage o mutare. **Arată-mi mutările permise** îți dă lista capturilor și a cărților pe care le poți lăsa pe masă
# (construcțiile vin în lecția 3). Unele capturi din listă iau deodată mai multe seturi: lecția 2 arată cum.
#
# Nu ai mouse? Apasă **Tab** ca să ajungi la cărți, săgețile ca să te miști între ele și **Spațiu** ca să
# selectezi; apoi **C** pentru Capturează, **T** pentru Lasă pe masă și **P** ca să joci (tastele apar sub masă).

# %% [code as in English]

# %% [markdown]
# ## Numele tău
#
# Kitul îți păstrează progresul: ce exerciții ai încercat și ai rezolvat și ce indicii ai folosit. Așa
# îți poate spune ce să exersezi mai departe. Scrie-ți numele și apasă **Păstrează progresul meu**. Te întreabă
# o singură dată pe acest calculator: de atunci, fiecare lecție arată *Ești …* deasupra exercițiilor ei, cu
# **Progresul meu** ca să vezi cum te descurci și **Schimbă numele** dacă altcineva folosește acest calculator.
# Orice nume merge, și Zoë, Łukasz sau Мария. Pe serverul școlii numele tău este numele de utilizator,
# așa că nu ai nimic de scris: caseta de mai jos îți spune asta.

# %% [code as in English]

# %% [markdown]
# ## Verifici răspunsurile
#
# Fiecare lecție are exerciții. Scrie răspunsul (sau dă clic) și apasă **Verifică**. Dacă răspunsul este greșit,
# îți spune ce nu a mers; **Indiciu** îți dă un ajutor (fiecare indiciu spune ceva mai mult),
# iar **Arată soluția** îți explică tot răspunsul. Greșelile de scriere nu se socotesc împotriva ta.
# Încearcă-l pe acesta: te întreabă cât valorează o carte, iar asta explică lecția 1.

# %% [code as in English]

# %% [markdown]
# Când kitul îți cere să scrii o carte, scrie-o cum o spui: `10D`, `10♦` și
# `zece de romb` înseamnă toate zece de romb. Kitul le citește pe toate ca pe aceeași carte:

# %% [check: card-spellings]
print(typed_as("10D", "10♦", "zece de romb"))

# %% [markdown]
# ## Unde se păstrează progresul tău
#
# După ce ți-ai spus numele, fiecare exercițiu la care răspunzi, în orice lecție, se adaugă într-un mic
# fișier de progres cu numele tău. **Progresul meu** (în fiecare lecție) arată cât de bine cunoști fiecare
# subiect și îți spune ce să exersezi mai departe. Fișierul rămâne pe acest calculator, cu fișierele
# tale (profesorul tău îți poate spune unde).
# Un fișier stricat nu se aruncă niciodată: se păstrează ca o copie de siguranță și se începe unul nou.
# Când revii mai târziu la o lecție, mesele ei sunt goale până rulezi din nou celulele
# (**Shift + Enter**): stelele și progresul tău rămân păstrate.
#
# ## Lecțiile
#
# | Lecția | Ce înveți |
# |---|---|
# | 01 Cărțile și valorile lor | pachetul, cum scrii o carte, cât valorează fiecare carte |
# | 02 Capturezi | cinci etape scurte: perechi, sume, mai multe seturi deodată, niciodată de două ori, figuri |
# | 03 Construiești | treisprezece etape: faci o construcție, păstrezi o carte ca să o iei, valorile unei construcții, capturezi o construcție, o construcție și mai mult, construcții multiple, ești proprietarul unei construcții, adaugi, ridici, ridici doar cu cartea ta, construiești acum și iei la tura următoare, ridicarea și răspunsul (amândouă jucate contra adversarului), unești două construcții |
# | 04 Lași o carte pe masă, împărțirea și prima ta partidă | când poți lăsa o carte pe masă; cum se împart cărțile; o împărțire împotriva calculatorului; toate regulile pe o pagină |
# | 05 Punctaj și măturări | sfârșitul unei împărțiri, masa goală, punctele unei împărțiri, partida până la 21 |
# | 06 Cazino regal | ce se schimbă în varianta regală |
# | 07 Joacă o partidă întreagă | o partidă întreagă împotriva calculatorului |
# | 08 Strategie | șase principii sub formă de ghicitori, apoi cele mai bune mutări, apoi întrebări la care răspund simulările |
# | 09 Ghidul profesorului | lecții, fișe de lucru, rapoarte ale clasei, aplicația pentru clasă |
# | 10 Ghidul regulilor | toate regulile și glosarul |
