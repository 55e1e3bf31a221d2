# %% [markdown]
# # Lección 3: Construir
#
# *Unos 30 minutos.* Ejecuta cada celda con **Shift + Enter**, empezando por arriba.
#
# Una **construcción** es un grupo de cartas que juntas en la mesa ahora, para poder capturarlas
# **en un turno más adelante**. Juegas una carta sobre cartas de la mesa y **anuncias un valor**:
# "¡construyo ocho!". Desde ese momento la construcción solo se puede tomar entera, con una carta de ese valor.
#
# Esta lección tiene siete etapas cortas, con una idea cada una. Cada etapa te muestra su regla con palabras sencillas y
# un ejemplo, y luego te da de 3 a 5 tareas en una mesa en vivo: haz clic en las cartas, pulsa **Construir** (o
# **Capturar**) y luego **Jugar**. Si una jugada no cumple la tarea, se te explica por qué y se deshace. Ganas
# hasta tres estrellas por tarea: si aciertas al primer intento y sin pista.
#
# 1. hacer una construcción, 2. quedarte con una carta para capturarla, 3. capturar una construcción, 4. construcciones múltiples,
# 5. ser dueño de una construcción, 6. añadir a una construcción, 7. subir una construcción.

# %%
import casino_learn as cl
cl.set_language("es")
from casino_learn.lesson import legal_moves, verdicts
from casino_learn.widgets import MoveBuilder
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## Tu primera construcción
#
# Tienes el 3♦, el 3♠ y el 6♣. En la mesa están el A♥ y el 2♣ (el
# [ejemplo del §6.2](10_rules_reference.ipynb#s6.2) de las reglas). Juega el 3♦ sobre el A♥ y el 2♣: 1 + 2 + 3 = **6**, y
# anuncias **"construyo seis"**. En tu próximo turno puedes llevarte las tres cartas con tu 6♣, a menos que
# tu rival se las lleve antes con un 6.
#
# Pruébalo: haz clic en el **3♦**, luego en el **A♥** y el **2♣**, y pulsa **Construir**. Estas cartas hacen 3 *o* 6, así que
# la mesa te pregunta qué valor anuncias: elige **6** (haz clic en él, o pulsa **V**) y luego **Jugar**.
# Pulsa **Deshacer** y prueba **Muéstrame las jugadas permitidas**.

# %%
start = cl.position("classic", hand="3D 3S 6C", table="AH 2C")
MoveBuilder(start, names=["Tú", "Rival"], taught=("capture", "build", "trail"))

# %% [markdown]
# ¿Por qué el 3♦ con el A♥ y el 2♣ también se podía anunciar como **3**? Tu 3♦ vale 3 por sí solo, y
# A♥ + 2♣ también vale 3: son dos **grupos** de 3, que capturarías con tu otro 3, el 3♠. Una construcción
# con varios grupos es una **construcción múltiple** (etapa 4). Aquí están todas las construcciones que puedes hacer:

# %%
legal_moves(start, kinds=("build",))

# %% [markdown]
# ## Etapa 1: Hacer una construcción
#
# Una construcción necesita la carta que juegas **y** al menos una carta de la mesa: la regla de la carta de la mesa
# ([R6](10_rules_reference.ipynb#R6)). Construye el valor que te piden las tareas.

# %%
stage("making-a-build")

# %% [markdown]
# ## Etapa 2: Quédate con una carta para capturarla
#
# Solo puedes construir un valor que puedas capturar después: la regla de quedarse con una carta para capturar
# ([R7](10_rules_reference.ipynb#R7)). Además, el valor tiene que ser uno que una carta pueda capturar: la
# regla del valor de la construcción ([R15](10_rules_reference.ipynb#R15)), del 2 al 10 en el clásico (un valor más, una
# construcción de ases que vale 1, viene al final de la lección). Esto es lo que dice la mesa de tres construcciones desde la primera posición (el 3♦, el 3♠ y el 6♣ en
# tu mano; el A♥ y el 2♣ en la mesa), y de una construcción de 12:

# %% [check: builds-explained]
verdicts(start, "3D build 4 AH", "3D build 5 2C", "3D build 6 AH 2C")
verdicts(cl.position("classic", hand="9H 3S", table="3C"), "9H build 12 3C")

# %%
stage("keeping-a-capturer")

# %% [markdown]
# ## Etapa 3: Capturar una construcción
#
# Una construcción solo se lleva entera, con una carta de su valor: la regla de la construcción entera
# ([R4](10_rules_reference.ipynb#R4)). Ahora captura algunas construcciones.

# %%
stage("capturing-a-build")

# %% [markdown]
# ## Etapa 4: Construcciones múltiples
#
# En una construcción múltiple, cada **grupo** vale lo mismo que la construcción. La mesa dibuja cada grupo
# separado del siguiente, para que puedas comprobarlos uno por uno.

# %%
stage("multiple-builds")

# %% [markdown]
# ## Etapa 5: Ser dueño de una construcción
#
# Quién es el dueño de una construcción es parte de la mesa ([§4](10_rules_reference.ipynb#s4)): la etiqueta debajo de cada
# construcción dice "dueño: Tú" o "dueño: Rival". El dueño se queda con una carta para capturarla: la
# regla del dueño que se queda con una carta para capturar ([R8](10_rules_reference.ipynb#R8)). El dueño tampoco puede tirar:
# esa regla llega en la lección 4.

# %%
stage("owning-a-build")

# %% [markdown]
# ## Etapa 6: Añadir a una construcción
#
# Añadir mantiene el valor de una construcción y le da un grupo más. Fíjate en la etiqueta de la construcción: después de
# añadirle algo, dice "dueño: Tú", y tiene un nombre nuevo.

# %%
stage("adding-to-a-build")

# %% [markdown]
# ## Etapa 7: Subir una construcción
#
# Subir cambia el valor de una construcción, con la carta que juegas y nada más: la regla de la construcción simple
# ([R10](10_rules_reference.ipynb#R10)) y la regla de la carta jugada
# ([R11](10_rules_reference.ipynb#R11)). Esto es lo que dice la mesa de dos subidas que no permite:

# %% [check: raising-explained]
multiple = cl.position("classic", hand="2S 7H", table="4C", builds=[cl.Build.of("B1", 5, "3C+2H, 5S", owner=1)])
verdicts(multiple, "2S build 7 B1")
single = cl.position("classic", hand="2S 9H", table="2D 4C", builds=[cl.Build.of("B1", 5, "3C+2H", owner=1)])
verdicts(single, "2S build 9 B1 2D")

# %%
stage("raising-a-build")

# %% [markdown]
# ## Ponte a prueba
#
# Elige **todas** las jugadas permitidas (puede haber más de una) y luego pulsa **Comprobar**. ¡Piensa en
# qué carta te quedaría en la mano después!

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quién eres, y Mi progreso

# %%
ExerciseWidget("which_builds", seed=1, variant="classic", difficulty=1)

# %%
ExerciseWidget("which_builds", seed=2, variant="classic", difficulty=2)

# %%
ExerciseWidget("raise_or_add", seed=3, variant="classic", difficulty=1)

# %%
ExerciseWidget("raise_or_add", seed=1, variant="classic", difficulty=2)

# %% [markdown]
# Uno más, con ases. En el clásico, una construcción que vale **1** es siempre una construcción múltiple cuyos
# grupos son todos ases solos (la regla del valor de la construcción, [R15](10_rules_reference.ipynb#R15)): por
# ejemplo, un as jugado sobre un as suelto, si te quedas con un tercer as para llevártelos.

# %%
ExerciseWidget("which_builds", seed=1, variant="classic", difficulty=2, focus="ace")

# %% [markdown]
# ## Lo que aprendiste
#
# * Una construcción usa la carta que juegas **y** cartas de la mesa (la regla de la carta de la mesa, **R6**), con un valor que una
#   carta pueda capturar (la regla del valor de la construcción, **R15**: del 2 al 10, o 1 con ases sueltos), y tienes que
#   quedarte con una carta para capturarla (la regla de quedarse con una carta para capturar, **R7**).
# * Una construcción solo se captura entera, con una carta de su valor (**R4**), junto con otros conjuntos de
#   ese valor si quieres.
# * Una construcción **simple** tiene un grupo; una construcción **múltiple** tiene varios grupos del mismo valor.
# * El **dueño** es quien la hizo, la subió o le añadió algo por última vez (§4); el dueño se queda con una carta para
#   capturarla (la regla del dueño que se queda con una carta para capturar, **R8**).
# * **Añade** a cualquier construcción con su mismo valor; **sube** solo una construcción simple (**R10**), y solo con la
#   carta que juegas (**R11**).
#
# Siguiente: **Lección 4, Tirar, el reparto y tu primera partida**, donde también conocerás la regla de que el dueño
# no puede tirar.
