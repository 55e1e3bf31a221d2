# %% [markdown]
# # Lekcija 7: Odigraj cijelu igru
#
# Vrijeme je da odigraš cijelu igru Klasičnog kazina! Za stolom se zoveš **Ti**; računalo igra na ostalim mjestima.
# Stol započinje Klasičnu igru za dva igrača; možeš odabrati koliko je računalo jako, a zatim pritisni
# **Nova igra**. (Isti stol igra i Kraljevski kazino, kad završiš lekciju 6.)
#
# * Kad si na redu: klikni kartu iz svoje ruke, karte sa stola koje ona koristi, zatim **Uzmi**,
#   **Gradi** ili **Odbaci**, pa **Igraj**. Ako nisi siguran, pritisni **Trener**: predlaže potez
#   i kaže zašto (gleda samo tvoje karte, kao prijatelj iza tvojih leđa).
# * Kad je računalo na redu: pritisni **Potez računala ▶** da vidiš svaki potez, jedan po jedan, ili
#   **Igraj do mog poteza ▶▶**.
# * Na kraju dijeljenja dobiješ **bodovni list** (tko je dobio koji bod i zašto), grafikon
#   bodova i dosadašnji tijek igre. **Sljedeće dijeljenje** ponovno dijeli. Klasična igra dobiva se kao u lekciji 5: nakon
#   dijeljenja pobjeđuje strana s najvećim zbrojem, većim od svih, od 21 ili više; izjednačenje na vrhu znači
#   još jedno dijeljenje. (Kraljevska igra završava brojanjem redom iz lekcije 6.)
# * **Pokaži sve ruke** je prekidač za poučavanje: okreće sve karte licem prema gore. Nakon dijeljenja
#   klizač **Potez** u ponavljanju prolazi kroz cijelo dijeljenje, potez po potez, sa svim rukama vidljivima.
# * **Sjeme** je broj koji miješa karte: isto sjeme ponovno dijeli iste karte (lekcija 8 kaže više).
# * Tvoja igra **sprema se nakon svakog poteza**. Ako se bilježnica ponovno pokrene (ili je zatvoriš i vratiš se
#   neki drugi dan), ponovno pokreni ćeliju: ponudit će **Nastavi svoju igru**, s istim kartama
#   i rezultatom gdje si stao, ili **Počni novu igru**.
#
# Računalni igrači, od najslabijeg:

# %% [check: levels]
import casino_learn as cl
cl.set_language("hr")
from casino_learn.lesson import computer_players

print(computer_players())

# %% [code as in English]

# %% [markdown]
# ## Suigrači: četiri igrača
#
# S četiri igrača, igrači koji sjede jedan nasuprot drugome su **suigrači**, jedna strana: **Ti** i
# **Suigrač** protiv **Protivnika 1** i **Protivnika 2**. Suigrači stavljaju svoje uzete karte zajedno,
# ali svaki igrač je vlasnik svojih gradnji. Promijeni *Igrači* gore na *4 (suigrači)* i pritisni
# **Nova igra** da probaš; lekcija 6 kaže više o suigračima (i o pravilu suigrača u Kraljevskom kazinu).
#
# ## Provjeri se
#
# Nakon igre, tri pitanja o onome što si u njoj sreo: potez koji nije dopušten, tabla
# i bodovanje dijeljenja. (Pronalaženje *najboljeg* poteza dolazi u lekciji 8, nakon njezinih načela.)

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # tko si i Moj napredak

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Za znatiželjne: gumbi u kodu
#
# *Neobavezno.* Svaki gumb stola ima i svoju Python metodu. Ova ćelija pušta računalo da igra
# dok ne dođeš na red, a zatim pita trenera, isto kao da pritišćeš gumbe:

# %% [code as in English]