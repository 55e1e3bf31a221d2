# %% [markdown]
# # Lección 2: Capturar
#
# *Unos 25 minutos.* Ejecuta cada celda con **Shift + Enter**, empezando por arriba.
#
# Capturar es la forma de ganar cartas. Juegas una carta de tu mano y tomas cartas de la mesa que
# valen **exactamente** lo que vale tu carta. La lección tiene cinco etapas cortas, con una idea cada una:
#
# 1. **hacer parejas**: tomar una carta del mismo valor,
# 2. **sumar**: tomar cartas que sumen el valor de tu carta,
# 3. **varios conjuntos a la vez**,
# 4. una carta **nunca se cuenta dos veces**,
# 5. **las figuras**.
#
# Cada etapa te da su regla en palabras, te muestra una jugada de ejemplo antes y después, y luego te da
# 3 o 4 tareas en una mesa en vivo. Haz clic en una carta de tu mano y en las cartas de la mesa que va a tomar,
# pulsa **Capturar** y luego **Jugar**. Una jugada correcta gana hasta tres estrellas (tres si la haces al primer intento
# y sin pista). Cada vez que pulsas **Jugar** es un intento; una explicación que ves antes de pulsarlo no cuesta nada. Si una jugada no cumple el objetivo, se te explica por qué y se deshace. **Pista** dice un poco
# más cada vez; **Siguiente tarea** te lleva a la próxima.
#
# Todo aquí es Casino **clásico**. Las reglas detrás de esto están en la referencia de las reglas:
# <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>, <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a>,
# <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a> y <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.

# %%
import casino_learn as cl
cl.set_language("es")
from casino_learn.lesson import captures_with, show, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## {stage heading: pairing}

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sums}
#
# La regla del valor exacto es la <a href="10_rules_reference.ipynb#R2" style="text-decoration:underline">R2</a> en la referencia de las reglas.

# %% [code as in English]

# %% [markdown]
# Si nombras cartas que no suman el valor de tu carta, el kit te dice qué regla no cumpliste. Aquí
# tienes el 8♥ e intentas tomar 5♣ + 2♦, que solo suman 7:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## {stage heading: several-sets}
#
# La mejor parte de capturar. (En la referencia de las reglas: <a href="10_rules_reference.ipynb#s6.1" style="text-decoration:underline">§6.1</a>).

# %% [code as in English]

# %% [markdown]
# ## {stage heading: never-twice}
#
# Vuelve a la mesa del dibujo de la etapa 2 (A♣ 2♦ 3♠ 5♣ 6♥ 8♦, con el 8♥ en tu mano): fíjate en
# el 5♣. Está en **dos** conjuntos de 8: 5♣ + 3♠ y
# 5♣ + 2♦ + A♣. Pero es una sola carta, así que tienes que elegir: o 5 + 3, o 5 + 2 + A. Los conjuntos que
# tomas tienen que estar **separados**: ninguna carta se usa dos veces. Esta es la regla <a href="10_rules_reference.ipynb#R3" style="text-decoration:underline">R3</a>.
# Por eso este 8 nunca puede tomar el as y el 3 juntos. Si lo intentas, el kit no te deja:

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Aquí tienes todas las capturas que puede hacer tu 8♥ en esa mesa. Dos de ellas no se pueden hacer más grandes: el
# 8♦ con 5♣ + 3♠ y 6♥ + 2♦, que toma cinco cartas de la mesa, y el 8♦ con 5♣ + 2♦ + A♣, que
# toma cuatro. Cualquiera de ellas está permitida: tú eliges.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-cards}
#
# Recuerda la lección 1: en el clásico, la jota, la reina y el rey no tienen número. La regla de las figuras es la
# <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a> en la referencia de las reglas.

# %% [code as in English]

# %% [markdown]
# Aunque haya dos reinas en la mesa, tu reina toma solo una de ellas:

# %% [code as in English]

# %% [markdown]
# ## Ponte a prueba
#
# En cada ejercicio: toma **todas las cartas de la mesa que puedas** con la carta que juegas. Escribe los conjuntos
# (por ejemplo `8D, 6H+2D`) o haz clic en las cartas, y luego pulsa **Comprobar**. Usa **Pista** si te trabas.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quién eres, y Mi progreso

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Tu primer reparto: capturas y tiradas
#
# Ahora un reparto corto contra la computadora, de una sola ronda (un reparto de verdad sigue ronda tras ronda hasta usar toda la baraja: lección 4). Cada uno tiene cuatro cartas, y hay cuatro
# en la mesa. En este reparto ninguna carta puede hacer una construcción, así que en tu turno
# **capturas** o **tiras** una carta (la pones en la mesa y no te llevas nada). Después de cada
# jugada tuya la computadora contesta enseguida; su jugada queda escrita debajo de la mesa. Al final
# ves cuántas cartas se llevó cada uno y quién se quedó con las cartas que seguían en la mesa.
# **Otro reparto** te da uno nuevo.

# %% [code as in English]

# %% [markdown]
# ## Opcional: un ejercicio de rapidez
#
# Ver sumas rápido ayuda en cada partida. Cinco preguntas contra el reloj: pulsa los botones bajo
# las cartas que sumen el valor que se pide (los dibujos solo las muestran). Cuanto más rápido, más estrellas; una respuesta equivocada solo cuesta
# tiempo, y no se guarda nada.

# %% [code as in English]

# %% [markdown]
# ## Lo que aprendiste
#
# * Una captura toma cartas de la mesa que valen **exactamente** lo que vale tu carta: una carta del mismo valor
#   (hacer pareja) o cartas que sumen ese valor (la regla del valor exacto, **R2**).
# * Puedes tomar **varios conjuntos a la vez**, cada uno con el valor de tu carta.
# * Los conjuntos tienen que estar separados: una carta nunca se cuenta dos veces (**R3**).
# * En el clásico, una figura toma solo **una** carta de la misma figura (la regla de las figuras, **R5**).
#
# Siguiente: **Lección 3, Construir**, donde juntas cartas en la mesa para llevártelas en un turno más adelante.
