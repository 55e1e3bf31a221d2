# %% [markdown]
# # Lecția 2: Capturezi
#
# *Cam 25 de minute.* Rulează fiecare celulă cu **Shift + Enter**, începând de sus.
#
# Capturarea este felul în care câștigi cărți. Joci o carte din mână și iei cărți de pe masă care
# valorează **exact** cât cartea ta. Lecția are cinci etape scurte, fiecare cu o idee:
#
# 1. **perechi**: iei o carte cu aceeași valoare,
# 2. **aduni**: iei cărți care dau adunate valoarea cărții tale,
# 3. **mai multe seturi deodată**,
# 4. o carte **nu se numără niciodată de două ori**,
# 5. **figurile**.
#
# Fiecare etapă îți dă regula ei în cuvinte, îți arată o mutare de exemplu înainte și după, apoi îți dă
# 3 sau 4 sarcini pe o masă în direct. Dă clic pe o carte din mâna ta și pe cărțile de pe masă pe care le va lua,
# apasă **Capturează** și apoi **Joacă**. O mutare corectă câștigă până la trei stele (trei dacă o faci din prima
# și fără indiciu). Fiecare apăsare pe **Joacă** este o încercare; o explicație primită înainte de asta nu costă nimic. Dacă o mutare nu atinge scopul, ți se explică de ce și este anulată. **Indiciu** spune ceva mai
# mult de fiecare dată; **Sarcina următoare** te duce la următoarea.
#
# Totul aici este Cazino **clasic**. Regulile din spatele acestor lucruri sunt în ghidul regulilor:
# <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>, <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a>,
# <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a> și <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.

# %%
import casino_learn as cl
cl.set_language("ro")
from casino_learn.lesson import captures_with, show, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: pairing}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sums}
#
# Regula valorii exacte este <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a> în ghidul regulilor.

# %% [code as in English]

# %% [markdown]
# Dacă numești cărți care nu dau adunate valoarea cărții tale, kitul îți spune ce regulă nu ai respectat. Aici
# ai 8♥ și încerci să iei 5♣ + 2♦, care fac doar 7:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: several-sets}
#
# Cea mai frumoasă parte a capturării. (În ghidul regulilor: <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>.)

# %% [code as in English]

# %% [markdown]
# ## {stage heading: never-twice}
#
# Întoarce-te la masa din desenul de la etapa 2 (A♣ 2♦ 3♠ 5♣ 6♥ 8♦, cu 8♥ în mâna ta): uită-te la
# 5♣. Este în **două** seturi de 8: 5♣ + 3♠ și
# 5♣ + 2♦ + A♣. Dar este o singură carte, așa că trebuie să alegi: ori 5 + 3, ori 5 + 2 + A. Seturile pe care
# le iei trebuie să fie **separate**: nicio carte nu se folosește de două ori. Aceasta este regula <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a>.
# De aceea acest 8 nu poate lua niciodată asul și 3-ul împreună. Dacă încerci, kitul nu te lasă:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Iată toate capturile pe care le poate face 8♥ al tău pe această masă. Două dintre ele nu pot fi făcute mai mari:
# 8♦ cu 5♣ + 3♠ și 6♥ + 2♦, care ia cinci cărți de pe masă, și 8♦ cu 5♣ + 2♦ + A♣, care
# ia patru. Oricare dintre ele este permisă: tu alegi.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-cards}
#
# Amintește-ți lecția 1: în Clasic, valetul, dama și regele nu au număr. Regula figurilor este
# <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a> în ghidul regulilor.

# %% [code as in English]

# %% [markdown]
# Chiar dacă sunt două dame pe masă, dama ta ia doar una dintre ele:

# %% [code as in English]

# %% [markdown]
# ## Pune-te la încercare
#
# La fiecare exercițiu: ia **cât mai multe cărți de pe masă** cu cartea pe care o joci. Scrie seturile
# (de exemplu `8D, 6H+2D`) sau dă clic pe cărți, apoi apasă **Verifică**. Folosește **Indiciu** dacă te blochezi.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # cine ești și Progresul meu

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Prima ta împărțire: capturi și cărți lăsate pe masă
#
# Acum o împărțire scurtă împotriva calculatorului, de o singură rundă (o împărțire adevărată continuă rundă după rundă până se folosește tot pachetul: lecția 4). Fiecare are patru cărți și sunt patru
# pe masă. În această împărțire nicio carte nu poate face o construcție, așa că în tura ta
# **capturezi** sau **lași o carte pe masă** (o pui pe masă și nu iei nimic). După fiecare
# mutare a ta, calculatorul răspunde imediat; mutarea lui rămâne scrisă sub masă. La sfârșit
# vezi câte cărți a luat fiecare și cine a primit cărțile care mai erau pe masă.
# **Încă o împărțire** îți dă una nouă.

# %% [code as in English]

# %% [markdown]
# ## Opțional: un exercițiu de viteză
#
# Să vezi repede sumele te ajută în fiecare partidă. Cinci întrebări contra cronometru: apasă butoanele de sub
# cărțile care dau adunate valoarea cerută (desenele doar le arată). Cu cât ești mai rapid, cu atât mai multe stele; un răspuns greșit te costă doar
# timp și nu se salvează nimic.

# %% [code as in English]

# %% [markdown]
# ## Ce ai învățat
#
# * O captură ia cărți de pe masă care valorează **exact** cât cartea ta: o carte cu aceeași valoare
#   (pereche) sau cărți care dau adunate acea valoare (regula valorii exacte, **R2**).
# * Poți lua **mai multe seturi deodată**, fiecare cu valoarea cărții tale.
# * Seturile trebuie să fie separate: o carte nu se numără niciodată de două ori (**R3**).
# * În Clasic, o figură ia doar **o** carte cu aceeași figură (regula figurilor, **R5**).
#
# Mai departe: **Lecția 3, Construiești**, unde pui cărți împreună pe masă ca să le iei într-o tură următoare.
