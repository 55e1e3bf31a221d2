# %% [markdown]
# # Lecția 6: Cazino regal
#
# *Cam 40 de minute.* Rulează fiecare celulă cu **Shift + Enter**, începând de sus.
#
# **Cazinoul regal** este varianta care se joacă în Republica Dominicană. Folosește același pachet, aceeași
# împărțire și aceleași trei mutări (capturezi, construiești, lași o carte pe masă) ca și Cazinoul clasic pe care îl cunoști deja. Această lecție este
# singurul loc din curs unde se predau regulile Cazinoului regal. Merge de la schimbările mici la cele mari:
#
# 1. ce se schimbă în Cazinoul regal: toată lista pe o pagină,
# 2. sensul jocului,
# 3. valorile cărților în Cazinoul regal și asul (etapa 1) și construcțiile până la 14 (etapa 2),
# 4. două reguli de mutare din Cazinoul regal: nu îți ridici propria construcție (etapa 3) și nu lași pe masă o carte care are pereche pe masă (etapa 4),
# 5. măturări care aduc puncte și se anulează,
# 6. **numărătoarea în ordine**, **blocările** la 18, 19 și 20 și **prelungirile**: cum se câștigă o partidă de Cazino regal,
# 7. patru jucători în două **echipe** (etapa 5),
# 8. încă trei lucruri de exersat: ridicarea cu asul în Regal, construcțiile partenerului tău în Clasic și în Regal, și trei jucători (măturări și egalități).
#
# Fiecare etapă are o regulă în cuvinte simple, un desen și sarcini pe o masă în direct: dă clic pe cartea ta, apoi
# pe cărțile de pe masă și apoi pe mutare. Dacă o mutare este permisă, dar nu îndeplinește sarcina, ți se explică de ce și este
# anulată. Câștigi până la trei stele pe sarcină (din prima și fără indicii).

# %%
import casino_learn as cl
cl.set_language("ro")
from casino_learn.display import plots
from casino_learn.lesson import card_values
from casino_learn.lesson.royal import captured, count_out_explorer, deal, tell, tell_count, tell_partners, tell_result, tell_sweeps, tell_values
from casino_learn.rules.positions import position
from casino_learn.rules.table import Build
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Ce se schimbă în Cazinoul regal
#
# Tot ce nu este în acest tabel este la fel ca în Clasic: împărțirea ([§3](10_rules_reference.ipynb#s3)),
# capturarea, construcția, ridicarea și adăugarea, regula păstrării unei cărți de capturat ([R7](10_rules_reference.ipynb#R7)),
# regula „proprietarul nu lasă pe masă” ([R9](10_rules_reference.ipynb#R9)), cărțile rămase la sfârșitul unei
# împărțiri ([§9](10_rules_reference.ipynb#s9)) și cele unsprezece puncte din fiecare împărțire.
#
# | | Clasic | Regal |
# |---|---|---|
# | J, Q, K | fără număr: fiecare ia doar o carte cu aceeași figură (R5) | **11, 12, 13**: se adună și construiesc ca orice carte ([§1.2](10_rules_reference.ipynb#s1.2)) |
# | As | 1 | **1 sau 14** când e singur; mereu **1** într-un grup de două sau mai multe cărți ([§1.3](10_rules_reference.ipynb#s1.3)) |
# | Valorile construcțiilor | de la 2 la 10 (și 1 pentru o construcție multiplă din ași liberi) | **de la 2 la 14**; doi ași liberi fac **14** sau un grup A+A face **2**, niciodată 1 ([R15](10_rules_reference.ipynb#R15)) |
# | Sensul jocului | începe jucătorul din stânga celui care împarte și se joacă în sensul acelor de ceasornic | începe jucătorul din **dreapta** celui care împarte și se joacă **în sens invers acelor de ceasornic** ([§2](10_rules_reference.ipynb#s2)) |
# | Îți ridici propria construcție | permis | **nepermis**: nu îți ridici propria construcție ([R12](10_rules_reference.ipynb#R12)) |
# | Lași pe masă o carte când pe masă este o carte liberă cu același număr sau aceeași figură | permis | **nepermis**: nu lași pe masă o carte care are pereche printre cărțile libere ([R14](10_rules_reference.ipynb#R14)) |
# | Patru jucători | două echipe (sau fiecare pentru el, dacă jucătorii se înțeleg); poți ridica construcția partenerului sau poți adăuga la ea | mereu două **echipe**; **nu** poți ridica construcția partenerului și nici nu poți adăuga la ea: nu te atingi de construcția partenerului ([R13](10_rules_reference.ipynb#R13)) |
# | Măturări | nu aduc puncte (unii jucători se înțeleg să le numere, câte 1 punct, fără anulare) | **câte 1 punct**, iar măturările celor două tabere **se anulează** ([§10](10_rules_reference.ipynb#s10)) |
# | Numărarea punctelor | se adună punctele împărțirii | se face **numărătoarea în ordine**, categorie cu categorie, într-o ordine fixă ([§12.1](10_rules_reference.ipynb#s12.1)) |
# | Aproape de 21 | nimic special | **blocat** la 18, 19 și 20: doar o categorie îți mai poate aduce puncte ([§12.2](10_rules_reference.ipynb#s12.2)) |
# | Ambele tabere ajung la 21 în aceeași împărțire | câștigă cel mai mare total (fără egalitate); la egalitate se joacă încă o împărțire | **prelungiri**: împărțirile următoare se adună fără blocări până când o tabără are cel mai mare total, fără egalitate ([§12.3](10_rules_reference.ipynb#s12.3)) |
#
# Restul lecției ia aceste rânduri unul câte unul.

# %% [markdown]
# ## Sensul jocului (§2)
#
# În Cazinoul regal joacă primul jucătorul din **dreapta** celui care împarte, iar jocul merge în jurul mesei
# **în sens invers acelor de ceasornic**. Următoarea împărțire o face jucătorul care a jucat primul în aceasta, așa că
# și împărțirea merge în acel sens. În Clasic este invers: începe jucătorul din stânga celui care împarte
# și se joacă în sensul acelor de ceasornic.
#
# Sensul nu schimbă nimic altceva: toți joacă în continuare câte o carte pe tură, pe rând. De aceea,
# la mesele kitului, ceilalți sunt numiți după **când joacă**, nu după locul unde stau. Cu
# doi jucători este doar **Adversarul**. Cu patru, **Adversarul 1** joacă imediat după tine, apoi
# **Partenerul** tău (care stă în fața ta) și apoi **Adversarul 2**.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-values} (§1.2, §1.3)
#
# În Cazinoul regal toate cărțile au număr. Valetul valorează 11, dama 12 și regele 13, așa că un rege poate lua
# 6 + 7, iar o damă poate lua J + A. Asul este cartea specială: **singur** se pune 1 sau 14,
# cum îți convine, așa că un as jucat capturează ca **14** și ia și un as liber. **Într-un grup**
# de două sau mai multe cărți asul se pune mereu **1** (14 plus orice ar trece de 14, cea mai mare valoare
# din joc).

# %% [code as in English]

# %% [markdown]
# Același lucru în propoziții. „Jucat, capturează ca” este valoarea pe care o ia o carte când o joci:

# %% [code as in English]

# %% [markdown]
# Acum încearcă pe masă. Desenul arată un as care capturează ca 14; sarcinile devin puțin mai grele
# de fiecare dată, iar ultima folosește un valet și un as (care se pune 1) în același set.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-builds} (R15)
#
# Pentru că toate cărțile au număr, în Cazinoul regal construcțiile ajung până la **14**: un valet capturează o construcție de 11, o
# damă una de 12, un rege una de 13 și un as una de 14. Regula păstrării unei cărți de capturat ([R7](10_rules_reference.ipynb#R7))
# rămâne valabilă: trebuie să păstrezi în mână o carte care îți capturează construcția.
#
# Cu doi ași trebuie să fii atent ([§1.3](10_rules_reference.ipynb#s1.3)). Un as jucat peste un as liber poate fi:
#
# * o construcție de **14** cu două grupuri, câte un as în fiecare (fiecare as singur se pune 14), sau
# * o construcție de **2**, un grup A + A = 1 + 1.
#
# În Cazinoul regal nu este niciodată o construcție de 1, pentru că nicio carte din Cazinoul regal nu capturează ca 1. Aici îl întrebăm pe kit
# despre o construcție de 1 cu doi ași:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Exersează: care dintre aceste construcții le poți face? Prima întrebare oferă mereu o construcție de la 11 la
# 14; a doua are mereu ași (un as peste un as: 14 sau 2, niciodată 1).

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-not-your-own-build} (R12)
#
# În Clasic poți ridica orice construcție simplă, și pe a ta. În Cazinoul regal, regula **Nu îți ridici
# propria construcție** ([R12](10_rules_reference.ipynb#R12)) spune: poți ridica doar construcția unui
# **adversar** (nici pe cea a partenerului nu ai voie, etapa 5). Tu nu poți schimba valoarea propriei construcții (adversarul încă poate, dacă este o construcție simplă). Poți totuși să adaugi la ea un grup de aceeași valoare,
# să o capturezi sau să faci o construcție nouă cu cartea ta și cărți libere.
#
# Construcția ta de 5 (3♣ + 2♥) este pe masă, iar tu ai 2♠, 5♦ și 7♥. Ai putea să o ridici la 7?

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Exersează: ridici sau adaugi? Una dintre mutările oferite aici îți ridică mereu propria construcție.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-no-trailing-a-matched-card} (R14)
#
# Regula **Nu lași pe masă o carte care are pereche printre cărțile libere** ([R14](10_rules_reference.ipynb#R14)): în Cazinoul regal nu poți
# lăsa o carte pe masă cât timp pe masă este o carte **liberă** cu același număr sau aceeași figură. Un as liber nu te lasă să pui pe masă un
# as. Acea carte trebuie să captureze sau să construiască. Două lucruri **nu** te opresc: o carte cu același
# număr sau aceeași figură dintr-o construcție și faptul că poți captura o sumă. Nicio regulă nu spune „trebuie să capturezi”
# ([§6.3](10_rules_reference.ipynb#s6.3)), dar aceasta poate face dintr-o captură singura ta mutare: cu
# doar 7♥ în mână și 7♣ liber, nu poți lăsa 7♥ pe masă și nici nu poți construi cu el, pentru că
# nu ți-ar rămâne nicio carte ca să iei construcția (R7). Așa că trebuie să capturezi 7♣.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Măturările aduc puncte și se anulează (§10)
#
# O **măturare** este o captură care lasă masa complet goală: fără cărți libere și fără construcții.
# În Cazinoul regal fiecare măturare valorează **1 punct**, dar măturările celor două tabere **se anulează** una câte una: primește puncte
# doar tabăra cu mai multe măturări, și doar diferența. Când iei cărțile rămase la sfârșitul unei
# împărțiri nu faci niciodată o măturare.

# %% [code as in English]

# %% [markdown]
# Exersează: aici ambii jucători au deja măturări. Captura ta este o măturare? Și după anulare,
# cine primește câte puncte pe măturări?

# %% [code as in English]

# %% [markdown]
# ## Numărătoarea în ordine (§12.1)
#
# O împărțire de Cazino regal are aceleași unsprezece puncte ca una de Clasic, plus măturările. Dar ele se numără
# **una câte una, în această ordine**, iar totalul fiecărei tabere crește pas cu pas:
#
# 1. cele mai multe cărți (3 puncte),
# 2. cele mai multe pici (1),
# 3. Cazinoul mare, 10♦ (2),
# 4. Cazinoul mic, 2♠ (1),
# 5. cei patru ași, în ordinea A♠, A♣, A♥, A♦ (câte 1),
# 6. măturările, câte un punct.
#
# Numărătoarea făcută așa se numește **numărătoarea în ordine**. De ce contează ordinea? Din cauza regulii care urmează.
#
# ## Blocările la 18, 19 și 20 (§12.2)
#
# Nu te poți apropia de 21 punct cu punct. Când totalul tău este
#
# * **18**, doar **cele mai multe cărți** (3 puncte) îți mai pot aduce puncte: 18 + 3 = 21,
# * **19**, doar **Cazinoul mare** (2 puncte) îți mai poate aduce puncte: 19 + 2 = 21,
# * **20**, doar **Cazinoul mic** (1 punct) îți mai poate aduce puncte: 20 + 1 = 21.
#
# Spunem că ești **blocat**. Orice altă categorie pe care o câștigi cât ești blocat se **pierde**: nu o primește nimeni. Așa că o
# tabără cu 18 sau mai mult nu primește niciodată puncte pe măturări, **dar măturările ei anulează în continuare măturările adversarului**
# ([§10](10_rules_reference.ipynb#s10)): dacă ai 19 cu 2 măturări, iar adversarul, cu 10, are 3,
# adversarul primește 1 punct pe măturări, nu 3 (iar tu niciunul). Când vine categoria care îți corespunde, ajungi exact la 21: **ieși**.
# Blocarea se judecă **în momentul în care se numără fiecare categorie**, așa că o tabără cu 17 care câștigă
# cele mai multe cărți sare la 20, iar de acolo o mai poate ajuta doar Cazinoul mic.

# %% [markdown]
# ### Exemplu rezolvat 1: 18 contra 13
#
# Tu ai 18 puncte, iar Adversarul are 13. Iată ce a capturat fiecare tabără în această împărțire:

# %% [code as in English]

# %% [markdown]
# Tu ai cele mai multe cărți, așa că **prima categorie care se numără** te duce de la 18 la 21: ieși și câștigi.
# Categoriile Adversarului se numără și ele: 13 → 14 (pici) → 16 (Cazinoul mare) → 17 (Cazinoul mic) →
# 18 (A♣). Acum Adversarul este blocat la 18, așa că A♥ și A♦ se **pierd**. Numărătoarea în cuvintele kitului:

# %% [code as in English]

# %% [markdown]
# Aceeași numărătoare pe foaia de scor (coloana **Obținute** arată ce lasă să treacă blocările):

# %% [code as in English]

# %% [markdown]
# ### Exemplu rezolvat 2: 19 contra 20
#
# Acum tu ai 19, iar Adversarul are 20:

# %% [code as in English]

# %% [markdown]
# Numără mai întâi tu (acoperă cu mâna ce e mai jos): apoi deschide partea strânsă ca să vezi numărătoarea
# pas cu pas și compar-o cu numărătoarea kitului, scrisă sub ea.
#
# <details><summary>Numărătoarea, pas cu pas</summary>
#
# * **Cele mai multe cărți**: Adversarul. Dar Adversarul este la 20, unde se numără doar Cazinoul mic: **se pierde**.
# * **Cele mai multe pici**: tu. Ești la 19, unde se numără doar Cazinoul mare: **se pierde**.
# * **Cazinoul mare**: tu! 19 + 2 = **21**, ieși.
# * **Cazinoul mic**: Adversarul! 20 + 1 = **21**, iese și Adversarul.
# * Așii vin prea târziu: ambele tabere au ieșit deja.
#
# **Ambele** tabere au ajuns la 21 în aceeași împărțire.
#
# </details>

# %% [code as in English]

# %% [markdown]
# ## Prelungirile (§12.3)
#
# Când două tabere ies în aceeași împărțire, partida trece la **prelungiri**. Împărțirile de prelungiri **nu au
# blocări**: totul pur și simplu se adună, și măturările. După fiecare împărțire de prelungiri câștigă tabăra care are
# **cele mai multe** puncte, fără egalitate. Dacă totalurile sunt tot la egalitate, se joacă încă o împărțire de prelungiri.
#
# Să zicem că împărțirea de prelungiri este cea din exemplul 1 (tu ai capturat cele mai multe cărți) și că ai făcut și o măturare:

# %% [code as in English]

# %% [markdown]
# Cele mai multe cărți nu au hotărât partida: tu ai adunat 3 (cele mai multe cărți) + 1 (A♠) + 1 (măturarea) = 5, iar
# Adversarul 1 (pici) + 2 (Cazinoul mare) + 1 (Cazinoul mic) + 3 (A♣, A♥, A♦) = 7. Fără blocări, toate
# punctele contează.
#
# Toată povestea pe o linie a timpului. Banda portocalie este **zona de blocare** (18, 19, 20): ambele tabere ajung la
# 21 în aceeași împărțire, încep prelungirile, iar împărțirea de prelungiri hotărăște partida.

# %% [code as in English]

# %% [markdown]
# ### Încearcă tu
#
# Mișcă barele ca să alegi scorurile **dinainte** de împărțirea din exemplul 1 (cărțile Adversarului sunt
# cele din exemplul 1, tu ai restul și faci câte măturări alegi). Încearcă acestea:
#
# * tu la **17**: cele mai multe cărți te duc la 20... și apoi?
# * tu la **19** cu 2 măturări: te ajută măturările tale?
# * Adversarul la **16**: până unde ajunge Adversarul?

# %% [code as in English]

# %% [markdown]
# ### Exersează numărătoarea în ordine
#
# Patru numărători, de la ușor la greu. Numără categoriile **în ordine** și fii atent la blocări. În prima
# o tabără este deja aproape de 21 și spui doar cine câștigă; în a doua o tabără se blochează în timpul
# numărătorii; în a treia ambele tabere sunt aproape de 21; a patra este o împărțire de prelungiri, unde nu se blochează nimic.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Patru jucători: două echipe (§2, R13)
#
# Cu patru jucători, Cazinoul regal se joacă mereu în două **echipe**: partenerii stau **față în
# față**. În ordinea jocului vine Adversarul 1, apoi Partenerul tău și apoi Adversarul 2.
# **Cărțile capturate** ale celor doi parteneri **se numără împreună**: o tabără, un scor.

# %% [code as in English]

# %% [markdown]
# Exersează: numără o împărțire cu patru jucători. Cărțile capturate de fiecare partener apar separat;
# adună-le pe tabere înainte să compari.

# %% [code as in English]

# %% [markdown]
# Dar fiecare **construcție** rămâne a unui singur jucător. Regula **Nu te atingi de construcția partenerului**
# ([R13](10_rules_reference.ipynb#R13)): **nu poți ridica** construcția partenerului tău **și nici nu poți adăuga** la ea. Ce **poți**
# face este să o capturezi și poți face și o construcție separată de aceeași valoare. Construcțiile adversarilor
# le poți ridica sau poți adăuga la ele ca de obicei (iar la a ta poți adăuga, dar nu o poți ridica, R12).

# %% [markdown]
# ### {stage heading: royal-partners}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-ace-raise}
#
# Când un as **ridică** o construcție, îi adaugă doar **1** ([§6.2](10_rules_reference.ipynb#s6.2)): o construcție de 11 devine 12.
# (Un as singur poate fi totuși un grup întreg care valorează 14, ca într-o construcție de 14 făcută din ași liberi.)

# %% [code as in English]

# %% [markdown]
# ## {stage heading: partners-builds}
#
# Mese asemănătoare, două jocuri: Cazinoul clasic te lasă să construiești pe construcția partenerului tău,
# Regalul nu.

# %% [code as in English]

# %% [markdown]
# ## Trei jucători: măturări și egalități (§10, §11.1)
#
# Cu trei jucători măturările se anulează între toți trei: primește puncte doar jucătorul cu cele mai multe măturări,
# și doar numărul lui minus al doilea cel mai mare; dacă doi sunt la egalitate în frunte, nimeni nu primește puncte pe măturări. O egalitate
# în frunte la cele mai multe cărți sau cele mai multe pici nu aduce puncte nimănui, chiar dacă al treilea jucător are mai puține.
# Numără această împărțire cu trei jucători.

# %% [code as in English]

# %% [markdown]
# ## Pune-te la încercare
#
# Patru întrebări despre mutările din Cazinoul regal, de la ușor la greu: valoarea unui as, cel mai mult pe care îl poate lua un as, un fel de a lăsa o carte pe masă
# care poate fi interzis și o masă cu patru jucători, cu construcții ale tale, ale partenerului și ale unui adversar.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # cine ești și Progresul meu

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Ce ai învățat
#
# * Cazinoul regal se joacă în sens invers acelor de ceasornic: începe jucătorul din dreapta celui care împarte (§2).
# * Valetul, dama și regele valorează 11, 12 și 13; un as valorează 1 sau 14 când e singur și 1 într-un grup (§1.3). Construcțiile ajung
#   până la 14; doi ași liberi construiesc 14 sau A + A face 2 (R15).
# * Nu îți poți ridica propria construcție (R12) și nici nu poți lăsa o carte pe masă cât timp pe masă este o carte liberă cu același
#   număr sau aceeași figură (R14).
# * Fiecare măturare valorează 1 punct, iar măturările celor două tabere se anulează (§10).
# * Într-o împărțire se face **numărătoarea în ordine**, categorie cu categorie: cele mai multe cărți, cele mai multe pici, Cazinoul mare (10♦), Cazinoul mic
#   (2♠), așii ♠ ♣ ♥ ♦ și apoi măturările (§12.1).
# * La **18** se numără doar cele mai multe cărți, la **19** doar Cazinoul mare, la **20** doar Cazinoul mic; restul
#   se pierde (§12.2).
# * Dacă două tabere ies în aceeași împărțire: **prelungiri**, se adună fără blocări până când o tabără are
#   cel mai mare total, fără egalitate (§12.3).
# * Cu patru jucători, cărțile capturate de parteneri se numără împreună, dar nu poți ridica construcția
#   partenerului tău și nici nu poți adăuga la ea (R13).
#
# Acesta este tot jocul. Mai departe: joacă o partidă întreagă împotriva calculatorului!
