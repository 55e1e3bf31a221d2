# %% [markdown]
# # Lekcija 6: Kraljevski kazino
#
# *Otprilike 40 minuta.* Pokreni svaku ćeliju sa **Shift + Enter**, odozgo prema dolje.
#
# **Kraljevski kazino** je inačica koja se igra u Dominikanskoj Republici. Koristi isti špil, isto
# dijeljenje i ista tri poteza (uzimanje, građenje, odbacivanje) kao Klasična igra koju znaš. Ova lekcija je
# jedino mjesto u tečaju gdje se uče pravila Kraljevskog. Ide od malih promjena prema velikima:
#
# 1. što se mijenja u Kraljevskom: cijeli popis na jednoj stranici,
# 2. smjer igre,
# 3. vrijednosti karata u Kraljevskom i as (1. etapa) te građenje do 14 (2. etapa),
# 4. dva pravila poteza u Kraljevskom: ne povisuj svoju gradnju (3. etapa) i ne odbacuj kartu koja ima par (4. etapa),
# 5. table koje donose bodove i poništavaju se,
# 6. **brojanje redom**, **zaključavanja** na 18, 19 i 20 i **produžetak**: kako se pobjeđuje u Kraljevskom,
# 7. četiri igrača u dva **para** (5. etapa),
# 8. još tri stvari za vježbu: povisivanje asom u Kraljevskom, suigračeve gradnje u Klasičnom i u Kraljevskom, i tri igrača (table i izjednačenja).
#
# Svaka etapa ima pravilo jednostavnim riječima, sliku i zadatke na živom stolu: klikni svoju kartu, zatim
# karte sa stola, zatim potez. Potez koji je dopušten, ali promaši zadatak, objašnjava se i
# vraća. Za svaki zadatak osvajaš do tri zvjezdice (prvi pokušaj, bez savjeta).

# %%
import casino_learn as cl
cl.set_language("hr")
from casino_learn.display import plots
from casino_learn.lesson import card_values
from casino_learn.lesson.royal import captured, count_out_explorer, deal, tell, tell_count, tell_partners, tell_result, tell_sweeps, tell_values
from casino_learn.rules.positions import position
from casino_learn.rules.table import Build
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Što se mijenja u Kraljevskom
#
# Sve što nije u ovoj tablici isto je kao u Klasičnom: dijeljenje ([§3](10_rules_reference.ipynb#s3)),
# uzimanje, građenje, povisivanje i dodavanje, pravilo zadržane karte ([R7](10_rules_reference.ipynb#R7)),
# pravilo da vlasnik ne smije odbaciti kartu ([R9](10_rules_reference.ipynb#R9)), preostale karte na kraju
# dijeljenja ([§9](10_rules_reference.ipynb#s9)) i jedanaest bodova svakog dijeljenja.
#
# | | Klasični | Kraljevski |
# |---|---|---|
# | J, Q, K | nemaju broj: svaka uzima samo kartu iste slike (R5) | **11, 12, 13**: zbrajaju se i grade kao svaka karta ([§1.2](10_rules_reference.ipynb#s1.2)) |
# | As | 1 | **1 ili 14** kad je sam; uvijek **1** unutar skupine od dvije ili više karata ([§1.3](10_rules_reference.ipynb#s1.3)) |
# | Vrijednosti gradnje | od 2 do 10 (i 1 za višestruku gradnju od pojedinačnih asova) | **od 2 do 14**; dva pojedinačna asa čine **14**, ili jedna skupina A+A čini **2**, nikad 1 ([R15](10_rules_reference.ipynb#R15)) |
# | Smjer igre | počinje igrač lijevo od djelitelja, igra ide u smjeru kazaljke na satu | počinje igrač **desno** od djelitelja, igra ide **suprotno od kazaljke na satu** ([§2](10_rules_reference.ipynb#s2)) |
# | Povisivanje svoje gradnje | dopušteno | **nije dopušteno**: ne smiješ povisiti svoju gradnju ([R12](10_rules_reference.ipynb#R12)) |
# | Odbacivanje karte dok je na stolu slobodna karta istog broja ili slike | dopušteno | **nije dopušteno**: ne smiješ odbaciti kartu koja odgovara slobodnoj karti ([R14](10_rules_reference.ipynb#R14)) |
# | Četiri igrača | dva para (ili svatko za sebe, ako se igrači dogovore); smiješ povisiti suigračevu gradnju ili joj dodati | uvijek dva **para**; **ne smiješ** povisiti suigračevu gradnju niti joj dodati: ne diraj suigračevu gradnju ([R13](10_rules_reference.ipynb#R13)) |
# | Table | ne donose bodove (neki igrači se dogovore da ih boduju, po 1 bod, bez poništavanja) | **po 1 bod**, a table dviju strana se **poništavaju** ([§10](10_rules_reference.ipynb#s10)) |
# | Brojanje bodova | zbroje se bodovi dijeljenja | **broje se redom**, stavku po stavku utvrđenim redom ([§12.1](10_rules_reference.ipynb#s12.1)) |
# | Blizu 21 | ništa posebno | **zaključan** na 18, 19 i 20: za tebe može bodovati još samo jedna stavka ([§12.2](10_rules_reference.ipynb#s12.2)) |
# | Obje strane dosegnu 21 u jednom dijeljenju | pobjeđuje veći zbroj; izjednačenje znači još jedno dijeljenje | **produžetak**: daljnja dijeljenja zbrajaju se bez zaključavanja dok jedna strana ne bude ispred svih ([§12.3](10_rules_reference.ipynb#s12.3)) |
#
# Ostatak lekcije obrađuje ove retke jedan po jedan.

# %% [markdown]
# ## Smjer igre (§2)
#
# U Kraljevskom prvi igra igrač **desno** od djelitelja, a igra ide oko stola
# **suprotno od kazaljke na satu**. Sljedeće dijeljenje dijeli igrač koji je u ovome igrao prvi, pa
# dijeljenje ide u istom smjeru. U Klasičnom je obrnuto: počinje igrač lijevo od djelitelja
# i igra ide u smjeru kazaljke na satu.
#
# Smjer ne mijenja ništa drugo: svatko i dalje igra jednu kartu po potezu, redom. Zato se
# za stolovima kompleta ostali imenuju po tome **kada igraju**, a ne po tome gdje sjede. S
# dva igrača postoji samo **Protivnik**. S četiri, **Protivnik 1** igra odmah nakon tebe, zatim tvoj
# **Suigrač** (koji sjedi nasuprot tebi), zatim **Protivnik 2**.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-values} (§1.2, §1.3)
#
# U Kraljevskom svaka karta ima broj. Dečko je 11, dama 12, a kralj 13, pa kralj može uzeti
# 6 + 7, a dama J + A. As je posebna karta: **sam** vrijedi 1 ili 14,
# kako ti treba, pa odigrani as uzima kao **14**, a uzima i slobodnog asa. **Unutar skupine**
# od dvije ili više karata as uvijek vrijedi **1** (14 plus bilo što bilo bi više od 14, najveće
# vrijednosti u igri).

# %% [code as in English]

# %% [markdown]
# Isto u rečenicama. "Kad se odigra, uzima kao" je vrijednost koju karta ima kad je odigraš:

# %% [code as in English]

# %% [markdown]
# Sada probaj na stolu. Slika pokazuje asa koji uzima kao 14; zadaci su svaki put malo teži,
# a posljednji koristi dečka i asa (koji vrijedi 1) u jednom skupu.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-builds} (R15)
#
# Budući da svaka karta ima broj, gradnje u Kraljevskom idu do **14**: dečko uzima gradnju od 11,
# dama od 12, kralj od 13, a as od 14. Pravilo zadržane karte ([R7](10_rules_reference.ipynb#R7))
# i dalje vrijedi: u ruci moraš zadržati kartu koja će uzeti tvoju gradnju.
#
# S dva asa treba paziti ([§1.3](10_rules_reference.ipynb#s1.3)). As odigran na slobodnog asa može biti:
#
# * gradnja od **14** s dvije skupine, svaka s jednim asom (svaki as sam vrijedi 14), ili
# * gradnja od **2**, jedna skupina A + A = 1 + 1.
#
# U Kraljevskom to nikad nije gradnja od 1, jer nijedna karta u Kraljevskom ne uzima 1. Ovdje se komplet
# pita za gradnju od 1 s dva asa:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Vježbaj: koje od ovih gradnji smiješ napraviti? Prvo pitanje uvijek nudi gradnju od 11 do
# 14; u drugom su uvijek asovi (as na asu: 14 ili 2, nikad 1).

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-not-your-own-build} (R12)
#
# U Klasičnom smiješ povisiti bilo koju jednostruku gradnju, pa i svoju. U Kraljevskom pravilo **Ne smiješ
# povisiti svoju gradnju** ([R12](10_rules_reference.ipynb#R12)) kaže: smiješ povisiti samo **protivnikovu** gradnju
# (ni suigračevu ne smiješ, 5. etapa). Vrijednost svoje gradnje ne smiješ sam promijeniti (protivnik još smije, ako je jednostruka). I dalje joj smiješ dodati skupinu iste vrijednosti,
# uzeti je ili napraviti novu gradnju svojom kartom i slobodnim kartama.
#
# Tvoja gradnja od 5 (3♣ + 2♥) je na stolu, a imaš 2♠, 5♦ i 7♥. Bi li je smio povisiti na 7?

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Vježbaj: povisiti ili dodati? Jedan od ovdje ponuđenih poteza uvijek povisuje tvoju gradnju.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-no-trailing-a-matched-card} (R14)
#
# Pravilo **Ne smiješ odbaciti kartu koja odgovara slobodnoj karti** ([R14](10_rules_reference.ipynb#R14)): u Kraljevskom ne
# smiješ odbaciti kartu dok na stolu leži **slobodna** karta istog broja ili slike. Asa zaustavlja
# slobodni as. Takva karta mora umjesto toga uzimati ili graditi. Dvije stvari **ne** sprječavaju odbacivanje: karta
# istog broja ili slike unutar gradnje i to što možeš uzeti zbroj. Nijedno pravilo ne kaže "moraš uzeti"
# ([§6.3](10_rules_reference.ipynb#s6.3)), ali ovo ti može ostaviti uzimanje kao jedini potez: kad u ruci imaš
# samo 7♥, a 7♣ je slobodna, 7♥ se ne smije odbaciti, a ne može ni graditi, jer ne bi
# zadržao kartu koja uzima gradnju (R7). Zato mora uzeti 7♣.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Table donose bodove i poništavaju se (§10)
#
# **Tabla** je uzimanje nakon kojeg je stol potpuno prazan: nema slobodnih karata ni gradnji.
# U Kraljevskom svaka tabla vrijedi **1 bod**, ali se table dviju strana **poništavaju** jedna za jednu: boduje samo
# strana s više tabli, i to samo razliku. Skupljanje preostalih karata na kraju
# dijeljenja nikad nije tabla.

# %% [code as in English]

# %% [markdown]
# Vježbaj: ovdje oba igrača već imaju table. Je li tvoje uzimanje tabla i tko, nakon poništavanja,
# dobiva koliko bodova za table?

# %% [code as in English]

# %% [markdown]
# ## Brojanje redom (§12.1)
#
# Dijeljenje u Kraljevskom ima istih jedanaest bodova kao u Klasičnom, plus table. Ali oni se broje
# **jedan po jedan, ovim redom**, a zbroj svake strane raste korak po korak:
#
# 1. najviše karata (3 boda),
# 2. najviše pikova (1),
# 3. Veliki kazino, 10♦ (2),
# 4. Mali kazino, 2♠ (1),
# 5. četiri asa, redom A♠, A♣, A♥, A♦ (po 1),
# 6. table, bod po bod.
#
# Takvo brojanje zove se **brojanje redom**. Zašto je redoslijed važan? Zbog sljedećeg pravila.
#
# ## Zaključavanja na 18, 19 i 20 (§12.2)
#
# Ne možeš se do 21 prišuljati bod po bod. Kad je tvoj tekući zbroj
#
# * **18**, za tebe može bodovati samo **najviše karata** (3 boda): 18 + 3 = 21,
# * **19**, za tebe može bodovati samo **Veliki kazino** (2 boda): 19 + 2 = 21,
# * **20**, za tebe može bodovati samo **Mali kazino** (1 bod): 20 + 1 = 21.
#
# Kažemo da si **zaključan**. Sve ostalo što dobiješ dok si zaključan **gubi se**: nitko to ne dobiva. Zato
# strana koja ima 18 ili više nikad ne boduje table, **ali njezine table i dalje poništavaju protivnikove**
# ([§10](10_rules_reference.ipynb#s10)): ako imaš 19 i 2 table, a protivnik ima 10 i 3 table,
# protivnik dobiva 1 bod za table, a ne 3 (a ti nijedan). Kad dođe na red tvoja stavka, dosežeš točno 21:
# **izlaziš**. Zaključavanje se provjerava **u trenutku kad se broji svaka stavka**, pa strana koja ima 17 i dobije
# najviše karata skače na 20, a od tada joj može pomoći samo Mali kazino.

# %% [markdown]
# ### Riješeni primjer 1: 18 protiv 13
#
# Ti imaš 18 bodova, Protivnik 13. Evo što je svaka strana uzela u ovom dijeljenju:

# %% [code as in English]

# %% [markdown]
# Ti imaš više karata, pa te **već prva stavka** dovodi s 18 na 21: izlaziš i pobjeđuješ.
# Protivnikove stavke i dalje se broje: 13 → 14 (pikovi) → 16 (Veliki kazino) → 17 (Mali kazino) →
# 18 (A♣). Sada je Protivnik zaključan na 18, pa se A♥ i A♦ **gube**. Brojanje riječima kompleta:

# %% [code as in English]

# %% [markdown]
# Isto brojanje na bodovnom listu (stupac **Bodovano** pokazuje što su zaključavanja propustila):

# %% [code as in English]

# %% [markdown]
# ### Riješeni primjer 2: 19 protiv 20
#
# Sada ti imaš 19, a Protivnik 20:

# %% [code as in English]

# %% [markdown]
# Najprije izbroji sam (rukom pokrij ono što je ispod): zatim otvori skriveni dio da vidiš brojanje korak
# po korak i usporedi ga s brojanjem kompleta ispisanim ispod njega.
#
# <details><summary>Brojanje, korak po korak</summary>
#
# * **Najviše karata**: Protivnik. Ali Protivnik ima 20, gdje se računa samo Mali kazino: **gubi se**.
# * **Najviše pikova**: ti. Ti imaš 19, gdje se računa samo Veliki kazino: **gubi se**.
# * **Veliki kazino**: ti! 19 + 2 = **21**, izlaziš.
# * **Mali kazino**: Protivnik! 20 + 1 = **21**, i Protivnik izlazi.
# * Asovi dolaze prekasno: obje su strane već izašle.
#
# **Obje** strane dosegle su 21 u istom dijeljenju.
#
# </details>

# %% [code as in English]

# %% [markdown]
# ## Produžetak (§12.3)
#
# Kad dvije strane izađu u istom dijeljenju, igra ide u **produžetak**. Dijeljenja u produžetku **nemaju
# zaključavanja**: svaka se stavka jednostavno dodaje, i table. Nakon svakog dijeljenja u produžetku pobjeđuje strana s
# **najviše** bodova, više od svih. Ako su zbrojevi i dalje jednaki, igra se još jedno dijeljenje u produžetku.
#
# Recimo da je dijeljenje u produžetku ono iz primjera 1 (ti si uzeo najviše karata), a napravio si i jednu tablu:

# %% [code as in English]

# %% [markdown]
# Najviše karata nije odlučilo: ti si dobio 3 (najviše karata) + 1 (A♠) + 1 (tabla) = 5, a
# Protivnik 1 (pikovi) + 2 (Veliki kazino) + 1 (Mali kazino) + 3 (A♣, A♥, A♦) = 7. Bez zaključavanja se svaki
# bod računa.
#
# Cijela priča kao vremenska crta. Narančasti pojas je **zona zaključavanja** (18, 19, 20): obje strane dosežu
# 21 u istom dijeljenju, počinje produžetak, a dijeljenje u produžetku odlučuje igru.

# %% [code as in English]

# %% [markdown]
# ### Probaj sam
#
# Pomiči klizače da odabereš rezultate **prije** dijeljenja iz primjera 1 (Protivnikove karte su
# one iz primjera 1, ti imaš ostale i napravio si table koje odabereš). Probaj ovo:
#
# * ti na **17**: najviše karata dovodi te na 20... a onda?
# * ti na **19** s 2 table: pomažu li ti tvoje table?
# * Protivnik na **16**: dokle Protivnik stiže?

# %% [code as in English]

# %% [markdown]
# ### Vježbaj brojanje redom
#
# Četiri brojanja redom, od lakog prema teškom. Broji stavke **redom** i pazi na zaključavanja. U prvom
# je jedna strana već blizu 21 i kažeš samo tko pobjeđuje; u drugom se jedna strana zaključa tijekom
# brojanja; u trećem su obje strane blizu 21; četvrto je dijeljenje u produžetku, gdje se ništa ne zaključava.

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Četiri igrača: dva para (§2, R13)
#
# S četiri igrača Kraljevski se uvijek igra u dva **para**: suigrači sjede **nasuprot** jedan
# drugome. Redom igranja dolaze Protivnik 1, zatim tvoj Suigrač, zatim Protivnik 2. **Uzete karte**
# dvaju suigrača **broje se zajedno**: jedna strana, jedan rezultat.

# %% [code as in English]

# %% [markdown]
# Vježbaj: boduj dijeljenje s četiri igrača. Uzete karte svakog suigrača navedene su posebno; zbroji
# ih po stranama prije nego što usporediš.

# %% [code as in English]

# %% [markdown]
# Ali svaka **gradnja** i dalje pripada jednom igraču. Pravilo **Ne diraj suigračevu gradnju**
# ([R13](10_rules_reference.ipynb#R13)): suigračevu gradnju **ne smiješ povisiti niti joj dodati**. **Smiješ je
# uzeti**, a smiješ napraviti i posebnu gradnju iste vrijednosti. Gradnje protivnika
# smiješ povisiti ili im dodati kao i obično (a svojoj smiješ dodati, ali je ne smiješ povisiti, R12).

# %% [markdown]
# ### {stage heading: royal-partners}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: royal-ace-raise}
#
# Kad as **povisuje** gradnju, dodaje samo **1** ([§6.2](10_rules_reference.ipynb#s6.2)): gradnja od 11 postaje 12.
# (As sam i dalje može biti cijela skupina vrijedna 14, kao u gradnji od 14 od pojedinačnih asova.)

# %% [code as in English]

# %% [markdown]
# ## {stage heading: partners-builds}
#
# Slični stolovi, dvije igre: Klasični ti dopušta da gradiš na suigračevoj gradnji, Kraljevski ne.

# %% [code as in English]

# %% [markdown]
# ## Tri igrača: table i izjednačenja (§10, §11.1)
#
# S tri igrača table se poništavaju na tri strane: boduje samo igrač s najviše tabli, i to samo
# njegov broj minus drugi najveći; dva igrača izjednačena na vrhu uopće ne dobivaju bodove za table. Izjednačenje
# na vrhu za najviše karata ili najviše pikova ne donosi ništa, čak i ako treći igrač ima manje.
# Boduj ovo dijeljenje s tri igrača.

# %% [code as in English]

# %% [markdown]
# ## Provjeri se
#
# Četiri pitanja o potezima u Kraljevskom, od lakog prema teškom: vrijednost asa, najviše što as može uzeti, odbacivanje
# koje možda nije dopušteno i stol s četiri igrača s tvojom, suigračevom i protivnikovom gradnjom.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # tko si i Moj napredak

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Što si naučio
#
# * Kraljevski se igra suprotno od kazaljke na satu: počinje igrač desno od djelitelja (§2).
# * J, Q, K su 11, 12, 13; as je sam 1 ili 14, a unutar skupine 1 (§1.3). Gradnje idu do
#   14; dva pojedinačna asa grade 14, ili A + A čini 2 (R15).
# * Ne smiješ povisiti svoju gradnju (R12) niti odbaciti kartu dok je na stolu slobodna karta istog
#   broja ili slike (R14).
# * Svaka tabla vrijedi 1 bod, a table dviju strana se poništavaju (§10).
# * Dijeljenje se **broji redom**, stavku po stavku: najviše karata, najviše pikova, Veliki kazino (10♦), Mali kazino
#   (2♠), asovi ♠ ♣ ♥ ♦, zatim table (§12.1).
# * Na **18** boduje samo najviše karata, na **19** samo Veliki kazino, na **20** samo Mali kazino; ostalo
#   se gubi (§12.2).
# * Ako dvije strane izađu u istom dijeljenju: **produžetak**, zbraja se bez zaključavanja dok jedna strana ne bude
#   ispred svih (§12.3).
# * S četiri igrača uzete karte suigrača broje se zajedno, ali suigračevu gradnju ne smiješ povisiti niti joj
#   dodati (R13).
#
# To je cijela igra. Sljedeće: odigraj cijelu igru protiv računala!
