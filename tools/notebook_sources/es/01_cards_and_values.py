# %% [markdown]
# # Lección 1: Las cartas y sus valores
#
# *Unos 15 minutos.* Ejecuta cada celda con **Shift + Enter**, empezando por arriba.
#
# En el Casino ganas cartas juntando **números**. Así que, antes que nada, necesitas saber cuánto
# vale cada carta. De eso trata toda la lección:
#
# 1. la baraja,
# 2. cómo escribir una carta cuando el kit te la pide,
# 3. cuánto vale cada carta en el Casino **clásico**,
# 4. las figuras (jota, reina y rey), que no tienen número.
#
# Todo en esta lección es Casino **clásico**. (El Casino Real les da número a las figuras:
# la lección 6 te muestra cómo).

# %%
import casino_learn as cl
cl.set_language("es")
from casino_learn.lesson import card_values, show_move, show_pack, type_a_card, values_in_words, verdict
from casino_learn.widgets.exercise import ExerciseWidget
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## La baraja
#
# El Casino usa una baraja normal de **52 cartas**, sin comodines: cuatro palos (♠ picas, ♥ corazones,
# ♦ diamantes, ♣ tréboles) y trece cartas en cada palo: as, del 2 al 10, jota, reina y rey
# (<a href="10_rules_reference.ipynb#s1.1" style="text-decoration:underline">§1.1</a>). Aquí está la baraja completa, un palo en cada fila:

# %% [code as in English]

# %% [markdown]
# ## Escribir una carta
#
# Los dibujos muestran las cartas. Cuando un ejercicio te pida **escribir** una carta, pon su **número o letra** y
# luego la **letra de su palo** (S, H, D o C, las iniciales en inglés: S ♠ picas, H ♥ corazones, D ♦ diamantes,
# C ♣ tréboles): `10D` es el diez de diamantes, `AS` el as de picas, `KH`
# el rey de corazones. También puedes escribir `10♦` o `diez de diamantes`. Pruébalo: escribe otra carta
# en la casilla (incluso una que no existe, como `banana`) y pulsa **Mostrar la carta**.

# %% [code as in English]

# %% [markdown]
# ## Los valores en el Casino clásico
#
# En el Casino **clásico** (<a href="10_rules_reference.ipynb#s1.2" style="text-decoration:underline">§1.2</a>):
#
# * el **as** vale **1**,
# * las cartas del **2 al 10** valen su número,
# * la **jota, la reina y el rey** son las *figuras* y **no tienen ningún número**.
#
# Aquí las tienes en una tabla:

# %% [code as in English]

# %% [markdown]
# Y lo mismo en oraciones, tal como las comprueba el kit:

# %% [code as in English]

# %% [markdown]
# ## Las figuras: la regla de las figuras (R5)
#
# Una figura no tiene número, así que nunca se puede sumar con otras cartas. Solo puede tomar
# **una** carta de la misma figura: una reina toma una reina, un rey toma un rey. Esta es la
# regla de las figuras, <a href="10_rules_reference.ipynb#R5" style="text-decoration:underline">R5</a>.
#
# **Ejemplo resuelto.** Tienes el K♥. En la mesa están el K♦, el 6♣ y el 4♦. Seis más cuatro son diez, pero un rey
# no vale 10: en el clásico no tiene número. Así que el rey solo puede tomar el otro rey. El
# dibujo muestra la jugada antes y después; la carta con el círculo es la que se toma.

# %%
king = cl.position("classic", hand="KH 5S", table="KD 6C 4D")
show_move(king, "KH capture KD", caption="Se toma una carta: el K♦. El 6♣ y el 4♦ se quedan en la mesa.")

# %% [markdown]
# Y si intentas tomar el 6 y el 4 con el rey, el kit no te deja y te dice qué regla es:

# %% [code as in English]

# %% [markdown]
# ## {stage heading: card-values}
#
# Cada tarea de abajo es una mesa en vivo con un objetivo. Haz clic en una carta de tu mano, luego en la carta de la mesa que
# debe tomar, pulsa **Capturar** y luego **Jugar**. Una jugada correcta gana hasta tres estrellas (tres si
# la haces al primer intento y sin pista). Cada vez que pulsas **Jugar** es un intento; una explicación que ves antes de pulsarlo no cuesta nada. Si una jugada no cumple el objetivo, se te explica por qué y se deshace, así que
# puedes intentarlo otra vez. **Siguiente tarea** te lleva a la próxima.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: face-card-values}
#
# Y las figuras: una jota, una reina o un rey solo se lleva una carta de su mismo rango.

# %% [code as in English]

# %% [markdown]
# ## Ponte a prueba
#
# Tres ejercicios cortos. Haz clic en tu respuesta (o escríbela) y pulsa **Comprobar**. ¿Te trabaste? **Pista** te da una ayuda (cada
# pista dice un poco más), y **Ver la solución** te da la respuesta con la razón. **Nuevo
# ejercicio** te da otro del mismo tipo.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quién eres, y Mi progreso

# %% [code as in English]

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# ## Lo que aprendiste
#
# * Una baraja tiene 52 cartas: cuatro palos de trece cartas. Puedes escribir una carta como `10D`, `AS`, `KH`.
# * **Clásico:** el as vale 1, las cartas del 2 al 10 valen su número, y la jota, la reina y el rey
#   **no tienen número**.
# * Una figura toma solo **una** carta de la misma figura: la regla de las figuras (**R5**).
#
# Siguiente: **Lección 2, Capturar**, donde una sola carta toma varias cartas a la vez.
