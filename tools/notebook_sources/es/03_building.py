# %% [markdown]
# # Lección 3: Construir
#
# *Unos 30 minutos.* Ejecuta cada celda con **Shift + Enter**, empezando por arriba.
#
# Una **construcción** son cartas que juntas en la mesa ahora, para poder capturarlas
# **en un turno más adelante**. Juegas una carta sobre cartas de la mesa y **anuncias un valor**:
# "¡construyo ocho!". Desde ese momento la construcción solo se puede tomar entera, con una carta de ese valor.
#
# Esta lección tiene trece etapas cortas, con una idea cada una. Cada etapa te muestra su regla con palabras sencillas y
# un ejemplo, y luego te da de 3 a 5 tareas en una mesa en vivo: haz clic en las cartas, pulsa **Construir** (o
# **Capturar**) y luego **Jugar**. Si una jugada no cumple la tarea, se te explica por qué y se deshace. Ganas
# hasta tres estrellas por tarea: si aciertas al primer intento y sin pista. Las etapas:
#
# 1. hacer una construcción
# 2. quedarte con una carta para capturarla
# 3. los valores que puede tener una construcción
# 4. capturar una construcción
# 5. una construcción y más en una sola captura
# 6. construcciones múltiples
# 7. ser dueño de una construcción
# 8. añadir a una construcción
# 9. subir una construcción
# 10. solo tu carta cambia el valor
# 11. construye ahora, captúrala en tu siguiente turno
# 12. subir, y la respuesta
# 13. juntar dos construcciones

# %%
import casino_learn as cl
cl.set_language("es")
from casino_learn.lesson import legal_moves, verdicts
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage, stage_table

# %% [markdown]
# ## {stage heading: making-a-build}
#
# Tienes el 3♦, el 3♠ y el 6♣. En la mesa están el A♥ y el 2♣ (el
# [ejemplo del §6.2](10_rules_reference.ipynb#s6.2) de las reglas). Juega el 3♦ sobre el A♥ y el 2♣: 1 + 2 + 3 = **6**, y
# anuncias **"construyo seis"**. En tu próximo turno puedes llevarte las tres cartas con tu 6♣, a menos que
# tu rival antes se lleve la construcción con un 6 o la suba. (Si le añade algo, pasa a ser suya, pero tu 6♣
# igual se la lleva, con las cartas que añadió. Añadir se ve en la etapa 8, y subir en la etapa 9.)
#
# Pruébalo: haz clic en el **3♦**, luego en el **A♥** y el **2♣**, y pulsa **Construir**. Estas cartas hacen 3 *o* 6, así que
# la mesa te pregunta qué valor anuncias: elige **6** (haz clic en él, o pulsa **V**) y luego **Jugar**.
# Pulsa **Deshacer** y prueba **Muéstrame las jugadas permitidas**.

# %% [code as in English]

# %% [markdown]
# ¿Por qué el 3♦ con el A♥ y el 2♣ también se podía anunciar como **3**? Tu 3♦ vale 3 por sí solo, y
# A♥ + 2♣ también vale 3: son dos **grupos** de 3, que capturarías con tu otro 3, el 3♠. Una construcción
# con varios grupos es una **construcción múltiple** (etapa 6). Aquí están todas las construcciones que puedes hacer:

# %% [code as in English]

# %% [markdown]
# Construye el valor que te pide cada tarea.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: keeping-a-capturer}
#
# Esto es lo que dice la mesa de tres construcciones desde la primera posición (el 3♦, el 3♠ y el 6♣ en
# tu mano; el A♥ y el 2♣ en la mesa):

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-values}
#
# La mesa no acepta una construcción que ninguna carta podría capturar:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-a-build}
#
# Ahora captura algunas construcciones, cada una entera.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: capturing-more-at-once}
#
# Una carta puede llevarse una construcción y algo más: cuenta las cartas de la mesa que se lleva cada captura.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: multiple-builds}
#
# La mesa dibuja cada grupo de una construcción separado del siguiente, para que puedas comprobarlos uno por uno.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: owning-a-build}
#
# Fíjate en la etiqueta debajo de cada construcción: dice "dueño: Tú" o "dueño: Rival". El dueño tampoco puede
# tirar: esa regla llega en la lección 4.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: adding-to-a-build}
#
# Fíjate en la etiqueta de la construcción: después de añadirle algo, dice "dueño: Tú", y tiene un nombre nuevo.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-a-build}
#
# Para **subir** una construcción, juegas una carta sobre ella y su valor sube lo que vale esa carta:
# una construcción de 5 subida con 2♠ vale 7. Una construcción múltiple nunca se puede subir; esto es
# lo que dice la mesa si lo intentas:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raising-with-your-card-only}
#
# Y aquí una subida que la mesa no permite porque una carta suelta cambiaría el valor:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: build-then-take}
#
# Hasta ahora cada tarea era una sola jugada. Desde aquí el rival contesta entre tus dos jugadas: su
# jugada queda escrita encima de la mesa y dibujada antes y después. Una jugada que falla se deshace
# sola y la respuesta del rival se queda; **Deshacer** empieza la tarea otra vez desde el principio.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: raise-then-answer}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: merging-builds}
#
# Cuando dos construcciones de la mesa valen lo mismo, una sola jugada puede juntarlas: juega una
# carta que forme ese valor y mete las dos construcciones en la misma jugada.

# %% [code as in English]

# %% [markdown]
# ## Ponte a prueba
#
# Elige **todas** las jugadas permitidas (puede haber más de una) y luego pulsa **Comprobar**. ¡Piensa en
# qué carta te quedaría en la mano después!

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quién eres, y Mi progreso

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Uno más, con ases. En el clásico, una construcción que vale **1** es siempre una construcción múltiple cuyos
# grupos son todos ases solos (la regla *Valores de construcción que una carta puede capturar*, [R15](10_rules_reference.ipynb#R15)): por
# ejemplo, un as jugado sobre un as suelto, si te quedas con un tercer as para llevártelos.

# %% [code as in English]

# %% [markdown]
# ## Lo que aprendiste
#
# * Una construcción usa la carta que juegas **y** cartas de la mesa (la regla de la carta de la mesa,
#   **R6**), con un valor que una carta pueda capturar (**R15**:
#   del 2 al 10, o 1 para una construcción múltiple de ases solos), y tienes que tener todavía una carta para llevártela
#   (la regla de quedarse con una carta para capturar, **R7**).
# * Una construcción solo se toma entera, con una carta de su valor (la regla de la construcción entera, **R4**), junto con otros conjuntos y
#   construcciones de ese valor si quieres.
# * Una construcción **simple** tiene un grupo; una construcción **múltiple** tiene varios grupos del mismo valor.
# * El **dueño** es quien la hizo, la subió o le añadió algo por última vez (§4); el dueño se queda con una carta para
#   llevársela (la regla del dueño que se queda con una carta para capturar, **R8**).
# * **Añade** a cualquier construcción con su mismo valor; **sube** solo una construcción simple (**R10**), y solo con la
#   carta que juegas (**R11**).
#
# Siguiente: **Lección 4, Tirar, el reparto y tu primera partida**, donde también conocerás la regla de que el dueño
# no puede tirar.
