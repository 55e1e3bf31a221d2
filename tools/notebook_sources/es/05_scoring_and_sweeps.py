# %% [markdown]
# # Lección 5: Puntuación y barridas
#
# *Unos 25 minutos.* Ejecuta cada celda con **Shift + Enter**, empezando por arriba.
#
# Ya capturaste muchas cartas. Ahora: ¿cuánto valen? En esta lección:
#
# 1. cómo **termina un reparto**, y quién se lleva las cartas que **quedan en la mesa** ([§9](10_rules_reference.ipynb#s9)),
# 2. las **barridas**: dejar la mesa vacía ([§10](10_rules_reference.ipynb#s10)),
# 3. los **once puntos** de cada reparto, y qué pasa cuando hay un **empate** ([§11.1](10_rules_reference.ipynb#s11.1)),
# 4. jugar un reparto tras otro hasta que un bando gana con **21 o más** ([§11.2](10_rules_reference.ipynb#s11.2)).
#
# Un **bando** es un jugador, o dos compañeros que juntan sus cartas capturadas (con cuatro
# jugadores). En esta lección hay dos jugadores, así que cada bando es un jugador: **Tú** y
# **Rival**.

# %%
import casino_learn as cl
cl.set_language("es")
from casino_learn.display import plots, render
from casino_learn.agents import GreedyAgent
from IPython.display import HTML
from casino_learn.lesson import game_end, leftovers_after, rest_of_pack, score_items, show
from casino_learn.widgets.stage import stage

# %% [markdown]
# ## El final de un reparto
#
# Un **reparto** usa toda la baraja. Con dos jugadores, cada uno recibe 4 cartas, seis veces; cuando se ha
# jugado la última carta, el reparto termina.
#
# Muchas veces todavía quedan algunas cartas en la mesa. Todas van al **bando del último jugador que
# hizo una captura**. Si nadie capturó nada en todo el reparto, no van para **nadie**. Llevárselas
# así **nunca es una barrida** (más sobre las barridas abajo).
#
# **Ejemplo resuelto.** Tienes la última carta del reparto, el 6♣. En la mesa están el 6♥, el 4♠ y el 2♦,
# y Rival hizo la última captura antes de esta.

# %% [code as in English]

# %% [markdown]
# Esto es lo que pasa después de cada una de tus cuatro jugadas posibles. Si tiras, Rival hizo la última
# captura, así que las cartas sobrantes van para Rival. Si capturas, **tú** eres el último que capturó, así que
# también te llevas lo que sobra.

# %% [code as in English]

# %% [markdown]
# Y si **nadie** capturó nada en todo el reparto (es raro, pero puede pasar), las cartas sobrantes
# no van para nadie: no se cuentan para ningún bando.

# %% [code as in English]

# %% [markdown]
# ## {stage heading: sweep}
#
# Una **barrida** es una captura que deja la mesa **completamente vacía**: sin cartas sueltas y sin
# construcciones. El siguiente jugador no tiene nada que capturar, así que solo puede tirar una carta.
#
# * Llevarse las cartas sobrantes al final de un reparto **nunca** es una barrida, pero una captura que deja vacía
#   la mesa con la última carta (la última línea de arriba) **sí lo es**.
# * En el Casino **clásico** las barridas **no dan puntos**, a menos que los jugadores se pongan de acuerdo antes de la partida para
#   contarlas: entonces cada barrida vale **1 punto** (en el kit, un profesor las activa).
#
# Pruébalo: deja la mesa vacía.

# %% [code as in English]

# %% [markdown]
# Cuando las barridas se cuentan en el clásico, cada una vale 1 punto, y las barridas de los dos bandos no
# se cancelan entre sí ([§10](10_rules_reference.ipynb#s10)). El Casino Real las cuenta de otra manera:
# la lección 6 te muestra cómo.

# %% [code as in English]

# %% [markdown]
# ## Los once puntos
#
# Cuando el reparto termina, cada bando cuenta sus **cartas capturadas**. Hay **11 puntos** en cada
# reparto:
#
# | Qué | Puntos | Para quién |
# |---|---|---|
# | **Más cartas** | 3 | el bando con más cartas: con dos jugadores, 27 o más de las 52 (26 cada uno es empate: para nadie) |
# | **Más picas** | 1 | el bando con más picas: con dos jugadores, 7 o más de las 13 |
# | **Casino grande**, el 10♦ | 2 | el bando que lo capturó |
# | **Casino chico**, el 2♠ | 1 | el bando que lo capturó |
# | **Los cuatro ases**, A♠ A♣ A♥ A♦ | 1 cada uno | el bando que capturó cada uno |
#
# 3 + 1 + 2 + 1 + 4 = **11**. (Las barridas, cuando las cuentas, van aparte).
#
# **Ejemplo resuelto.** Al final de un reparto, las cartas capturadas de Rival son estas 23; tú tienes
# las otras 29.

# %% [code as in English]

# %% [markdown]
# Tú tienes más cartas (3 puntos), el Casino grande (2) y dos ases (2): **7 puntos**. Rival tiene más
# picas (1), el Casino chico (1) y dos ases (2): **4 puntos**. La hoja de puntuación dice lo mismo:

# %% [code as in English]

# %% [markdown]
# Los mismos puntos en un dibujo:

# %% [code as in English]

# %% [markdown]
# ### Empates
#
# Si los dos bandos tienen **26 cartas**, nadie se lleva los 3 puntos de las cartas, así que solo se reparten
# 8 puntos. (Las picas nunca pueden empatar entre dos bandos: hay 13, un número impar).
# Pasa tres nueves de tus cartas a las de Rival, y las cartas quedan empatadas:

# %% [code as in English]

# %% [markdown]
# ## Jugar a 21
#
# Un reparto no es una partida. Los puntos de cada reparto se **van sumando**, y después de cada reparto miras
# los totales:
#
# * si ningún bando tiene 21 todavía, se juega **otro reparto**;
# * si un bando tiene **el total más alto, sin empate,** y es de **21 o más**, ese bando **gana**
#   (aunque los dos bandos hayan pasado de 21 en el mismo reparto: gana el total más alto);
# * si los totales más altos están **empatados**, por ejemplo 23 a 23, se juega **otro reparto**, y se vuelve
#   a mirar después.
#
# Así que llegar primero a 21 no basta: lo que cuenta es el total más alto al final de un reparto.
# Aquí está otra vez nuestro reparto (tú 7 puntos, Rival 4), empezando desde tres puntuaciones distintas:

# %% [code as in English]

# %% [markdown]
# Una partida entera entre dos jugadores de la computadora, reparto por reparto: ninguno de los dos eres tú, así que el
# gráfico los llama Jugador 1 y Jugador 2. La línea de rayas es el 21.

# %% [code as in English]

# %% [markdown]
# ## Ponte a prueba
#
# Responde como te pide cada recuadro; las pistas te recuerdan cuánto vale cada punto.

# %%
from casino_learn.widgets.learner import learner_line

learner_line()  # quién eres, y Mi progreso

# %% [code as in English]

# %% [markdown]
# Para contar un reparto, llena su **hoja de puntuación**: escribe en sus casillas el número de picas (y los puntos) de
# cada bando y, en el más difícil, haz clic en de quién es cada punto. Escribir la respuesta en la casilla también vale.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# Dos preguntas sobre el final de un reparto: quién se lleva las cartas sobrantes, y qué pasa con ellas cuando nadie
# capturó nada.

# %% [code as in English]

# %% [code as in English]

# %% [markdown]
# El último recuadro cuenta un reparto entero y te pregunta cómo queda la partida después: un ganador, u otro reparto.

# %% [code as in English]

# %% [markdown]
# ## Lo que aprendiste
#
# * Al final de un reparto, las cartas que quedan en la mesa van al **bando del último que capturó**, o
#   a nadie si nadie capturó; eso nunca es una barrida.
# * Una **barrida** deja la mesa vacía con una captura. En el clásico solo da puntos si se ponen de acuerdo en contar
#   las barridas: entonces cada barrida vale 1 punto, y las barridas nunca se cancelan (en el Casino Real sí: lección 6).
# * Cada reparto tiene **11 puntos**: más cartas 3, más picas 1, Casino grande (10♦) 2, Casino chico
#   (2♠) 1, y 1 por cada uno de los cuatro ases. Un empate en más cartas no le da puntos a nadie.
# * La partida es a **21**: después de un reparto, gana el total más alto (sin empate) de 21 o más; un empate
#   arriba significa otro reparto.
#
# Siguiente: **Lección 6, Casino Real**.
